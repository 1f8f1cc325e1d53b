/* test-xmpp.c — the XMPP transport with real connections through a private
 * prosody on 127.0.0.1: accounts, errors in words, rooms, payload order,
 * history, invitations, reconnection, size limits, finding the rooms
 * service. */
#include <string.h>
#include <unistd.h>

#include "terr-xmpp-private.h"
#include "test-xmpp-client.h"

static TestProsody *server;
static guint room_counter;

static char *
new_room_address (void)
{
  return g_strdup_printf ("game%u-%d@" TEST_XMPP_ROOMS, ++room_counter, (int) getpid ());
}

static gboolean
account_settled (gpointer data)
{
  TestClient *client = data;
  TerrXmppAccountState state = terr_xmpp_account_get_state (client->account);

  return state == TERR_XMPP_ACCOUNT_ONLINE || state == TERR_XMPP_ACCOUNT_FAILED;
}

/* @client's first connection fails with @code, in words holding @words. */
static void
assert_fails_with (TestClient    *client,
                   int            code,
                   const char    *words)
{
  const GError *error;

  g_assert_true (test_wait_for (account_settled, client));
  g_assert_cmpint (terr_xmpp_account_get_state (client->account), ==, TERR_XMPP_ACCOUNT_FAILED);
  error = terr_xmpp_account_get_error (client->account);
  g_assert_error ((GError *) error, TERR_ROOM_ERROR, code);
  g_assert_nonnull (strstr (error->message, words));
}

static void
test_connect (void)
{
  TestClient *ann = test_client_new (server, "ann", "ann-secret");

  g_assert_cmpstr (terr_xmpp_account_get_address (ann->account), ==, "ann@localhost");
  g_assert_true (g_str_has_prefix (terr_xmpp_account_get_bound_address (ann->account), "ann@localhost/"));
  g_assert_null (terr_xmpp_account_get_error (ann->account));
  g_assert_cmpuint (terr_xmpp_account_get_n_connects (ann->account), ==, 1);
  test_client_free (ann);
}

static void
test_bad_address (void)
{
  g_autoptr(GError) error = NULL;
  TerrXmppAccount *account = terr_xmpp_account_new ("no-at-sign", "x", &error);

  g_assert_null (account);
  g_assert_error (error, TERR_ROOM_ERROR, TERR_ROOM_ERROR_AUTH);
  g_assert_nonnull (strstr (error->message, "name@server"));
}

static void
test_wrong_password (void)
{
  TestClient *ann = test_client_new_at ("ann@localhost", "not-her-password", "127.0.0.1", server->port);
  const GError *error;

  assert_fails_with (ann, TERR_ROOM_ERROR_AUTH, "password");
  error = terr_xmpp_account_get_error (ann->account);
  g_assert_nonnull (strstr (error->message, "ann@localhost"));
  /* The password itself is never in the words. */
  g_assert_null (strstr (error->message, "not-her-password"));
  test_client_free (ann);
}

static void
test_unreachable (void)
{
  guint16 port = test_prosody_free_port ();
  TestClient *ann = test_client_new_at ("ann@localhost", "ann-secret", "127.0.0.1", port);

  assert_fails_with (ann, TERR_ROOM_ERROR_UNREACHABLE, "cannot be reached");
  test_client_free (ann);
}

/* 127.0.0.2 is this computer too, but not the one exempt address: the
 * server's self-signed certificate is refused there. */
static void
test_tls_verified (void)
{
  TestClient *ann = test_client_new_at ("ann@localhost", "ann-secret", "127.0.0.2", server->port);

  g_assert_true (terr_xmpp_host_is_exempt ("127.0.0.1"));
  g_assert_false (terr_xmpp_host_is_exempt ("127.0.0.2"));
  g_assert_false (terr_xmpp_host_is_exempt ("localhost"));
  g_assert_false (terr_xmpp_host_is_exempt (NULL));

  assert_fails_with (ann, TERR_ROOM_ERROR_TLS, "certificate");
  test_client_free (ann);
}

/* A name is looked up (off the main loop) and is no exemption, even one
 * that leads to this computer. */
static void
test_tls_by_name (void)
{
  TestClient *ann = test_client_new_at ("ann@localhost", "ann-secret", "localhost", server->port);

  assert_fails_with (ann, TERR_ROOM_ERROR_TLS, "certificate");
  test_client_free (ann);
}

/* @host creates @room (open to all), @guest joins it. */
static void
host_with_guest (TestClient *host,
                 TestClient *guest,
                 const char *room)
{
  test_client_create (host, room, FALSE);
  test_client_wait_room (host, TERR_ROOM_JOINED);
  test_client_join (guest, room);
  test_client_wait_room (guest, TERR_ROOM_JOINED);
}

static gboolean
has_invitation (gpointer data)
{
  return ((TestClient *) data)->invitations->len > 0;
}

static gboolean
has_chat (gpointer data)
{
  return ((TestClient *) data)->chats->len > 0;
}

typedef struct
{
  TestClient        **clients;
  guint               n;
  const char *const  *addresses;
} AllSee;

static gboolean
all_see_occupants (gpointer data)
{
  AllSee *all = data;

  for (guint i = 0; i < all->n; i++)
    if (!test_client_has_occupants (all->clients[i], all->addresses))
      return FALSE;
  return TRUE;
}

/* @n clients in one room, each sends @per payloads at once: every client
 * gets every payload once, from its sender, all in one order. */
static void
exchange (TestClient **clients,
          guint        n,
          guint        per)
{
  guint total = n * per;

  for (guint k = 0; k < per; k++)
    for (guint i = 0; i < n; i++)
      {
        g_autofree char *payload = test_payload (k * n + i, terr_xmpp_account_get_address (clients[i]->account));

        terr_room_send (TERR_ROOM (clients[i]->room), payload);
      }
  for (guint i = 0; i < n; i++)
    test_client_wait_payloads (clients[i], total);

  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpuint (clients[i]->payloads->len, ==, total);
      g_assert_cmpuint (clients[i]->refused->len, ==, 0);
      for (guint j = 0; j < total; j++)
        {
          const char *line = g_ptr_array_index (clients[i]->payloads, j);
          g_auto(GStrv) parts = g_strsplit (line, " ", 3);

          /* The same order everywhere, live, from the address in it. */
          g_assert_cmpstr (line, ==, g_ptr_array_index (clients[0]->payloads, j));
          g_assert_cmpstr (parts[1], ==, "0");
          g_assert_nonnull (strstr (parts[2], parts[0]));
        }
    }
  /* Every payload came, once. */
  for (guint s = 0; s < total; s++)
    {
      g_autofree char *needle = g_strdup_printf ("seq=\"%u\"", s);
      guint found = 0;

      for (guint j = 0; j < total; j++)
        found += strstr (g_ptr_array_index (clients[0]->payloads, j), needle) != NULL;
      g_assert_cmpuint (found, ==, 1);
    }
}

static void
test_two_accounts (void)
{
  TestClient *ann = test_client_new (server, "ann", "ann-secret");
  TestClient *bob = test_client_new (server, "bob", "bob-secret");
  g_autofree char *room = new_room_address ();
  g_autofree char *expected = NULL;
  const char *const both[] = { "ann@localhost", "bob@localhost", NULL };
  TestClient *clients[] = { ann, bob };
  AllSee all = { clients, 2, both };

  test_client_create (ann, room, TRUE);
  test_client_wait_room (ann, TERR_ROOM_JOINED);
  g_assert_cmpstr (terr_room_get_address (TERR_ROOM (ann->room)), ==, room);
  g_assert_cmpstr (terr_room_get_own_address (TERR_ROOM (ann->room)), ==, "ann@localhost");

  /* A direct invitation arrives with the room, who and why. */
  terr_room_invite (TERR_ROOM (ann->room), "bob@localhost", "Hanging Gardens?");
  g_assert_true (test_wait_for (has_invitation, bob));
  expected = g_strdup_printf ("%s ann@localhost Hanging Gardens?", room);
  g_assert_cmpstr (g_ptr_array_index (bob->invitations, 0), ==, expected);

  /* The invitation made bob a member of the members-only room. */
  test_client_join (bob, room);
  test_client_wait_room (bob, TERR_ROOM_JOINED);
  g_assert_true (test_wait_for (all_see_occupants, &all));
  g_assert_cmpstr (g_ptr_array_index (ann->joined, 1), ==, "bob@localhost");

  exchange (clients, 2, 5);

  /* Chat is plain text, not a payload. */
  terr_room_send_chat (TERR_ROOM (bob->room), "Good game!");
  g_assert_true (test_wait_for (has_chat, ann));
  g_assert_cmpstr (g_ptr_array_index (ann->chats, 0), ==, "bob@localhost Good game!");
  g_assert_cmpuint (ann->payloads->len, ==, 10);

  /* Bob leaves: ann sees it. */
  terr_room_leave (TERR_ROOM (bob->room));
  g_assert_cmpint (terr_room_get_state (TERR_ROOM (bob->room)), ==, TERR_ROOM_OFFLINE);
  all.n = 1;
  all.addresses = (const char *const[]) { "ann@localhost", NULL };
  g_assert_true (test_wait_for (all_see_occupants, &all));
  g_assert_cmpstr (g_ptr_array_index (ann->left, 0), ==, "bob@localhost");

  test_client_free (bob);
  test_client_free (ann);
}

static void
test_three_accounts (void)
{
  TestClient *ann = test_client_new (server, "ann", "ann-secret");
  TestClient *bob = test_client_new (server, "bob", "bob-secret");
  TestClient *cat = test_client_new (server, "cat", "cat-secret");
  g_autofree char *room = new_room_address ();
  const char *const three[] = { "ann@localhost", "bob@localhost", "cat@localhost", NULL };
  TestClient *clients[] = { ann, bob, cat };
  AllSee all = { clients, 3, three };

  test_client_create (ann, room, TRUE);
  test_client_wait_room (ann, TERR_ROOM_JOINED);
  terr_room_invite (TERR_ROOM (ann->room), "bob@localhost", NULL);
  terr_room_invite (TERR_ROOM (ann->room), "cat@localhost", NULL);
  g_assert_true (test_wait_for (has_invitation, bob));
  g_assert_true (test_wait_for (has_invitation, cat));
  test_client_join (bob, room);
  test_client_join (cat, room);
  test_client_wait_room (bob, TERR_ROOM_JOINED);
  test_client_wait_room (cat, TERR_ROOM_JOINED);
  g_assert_true (test_wait_for (all_see_occupants, &all));

  exchange (clients, 3, 7);

  test_client_free (cat);
  test_client_free (bob);
  test_client_free (ann);
}

static void
test_history (void)
{
  TestClient *ann = test_client_new (server, "ann", "ann-secret");
  TestClient *bob = NULL;
  g_autofree char *room = new_room_address ();

  test_client_create (ann, room, FALSE);
  test_client_wait_room (ann, TERR_ROOM_JOINED);
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *payload = test_payload (i, "early");

      terr_room_send (TERR_ROOM (ann->room), payload);
    }
  terr_room_send_chat (TERR_ROOM (ann->room), "Waiting for you");
  test_client_wait_payloads (ann, 3);

  /* Bob comes late: the room's history first, marked so, then live. */
  bob = test_client_new (server, "bob", "bob-secret");
  test_client_join (bob, room);
  test_client_wait_room (bob, TERR_ROOM_JOINED);
  test_client_wait_payloads (bob, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *payload = test_payload (i, "early");
      g_autofree char *line = g_strdup_printf ("ann@localhost 1 %s", payload);

      g_assert_cmpstr (g_ptr_array_index (bob->payloads, i), ==, line);
    }
  {
    g_autofree char *payload = test_payload (3, "late");
    g_autofree char *line = g_strdup_printf ("ann@localhost 0 %s", payload);

    terr_room_send (TERR_ROOM (ann->room), payload);
    test_client_wait_payloads (bob, 4);
    g_assert_cmpstr (g_ptr_array_index (bob->payloads, 3), ==, line);
  }
  g_assert_cmpuint (bob->chats->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (bob->chats, 0), ==, "ann@localhost Waiting for you");

  test_client_free (bob);
  test_client_free (ann);
}

/* An invitation to an account that is away waits on its server. */
static void
test_invitation_offline (void)
{
  TestClient *ann = test_client_new (server, "ann", "ann-secret");
  TestClient *dan = NULL;
  g_autofree char *room = new_room_address ();
  g_autofree char *expected = NULL;

  test_client_create (ann, room, TRUE);
  test_client_wait_room (ann, TERR_ROOM_JOINED);
  terr_room_invite (TERR_ROOM (ann->room), "dan@localhost", "Later?");

  dan = test_client_new (server, "dan", "dan-secret");
  g_assert_true (test_wait_for (has_invitation, dan));
  expected = g_strdup_printf ("%s ann@localhost Later?", room);
  g_assert_cmpstr (g_ptr_array_index (dan->invitations, 0), ==, expected);
  /* And it let him in. */
  test_client_join (dan, room);
  test_client_wait_room (dan, TERR_ROOM_JOINED);

  test_client_free (dan);
  test_client_free (ann);
}

static void
test_members_only (void)
{
  TestClient *ann = test_client_new (server, "ann", "ann-secret");
  TestClient *dan = test_client_new (server, "dan", "dan-secret");
  g_autofree char *room = new_room_address ();
  const GError *error;

  test_client_create (ann, room, TRUE);
  test_client_wait_room (ann, TERR_ROOM_JOINED);
  test_client_join (dan, room);
  test_client_wait_room (dan, TERR_ROOM_FAILED);
  error = terr_room_get_error (TERR_ROOM (dan->room));
  g_assert_error ((GError *) error, TERR_ROOM_ERROR, TERR_ROOM_ERROR_REFUSED);
  g_assert_nonnull (strstr (error->message, "invited"));

  test_client_free (dan);
  test_client_free (ann);
}

static void
test_gone (void)
{
  TestClient *ann = test_client_new (server, "ann", "ann-secret");
  TestClient *bob = test_client_new (server, "bob", "bob-secret");
  g_autofree char *room = new_room_address ();
  g_autofree char *nowhere = new_room_address ();
  const GError *error;

  /* Joining a room that does not exist. */
  test_client_join (bob, nowhere);
  test_client_wait_room (bob, TERR_ROOM_FAILED);
  error = terr_room_get_error (TERR_ROOM (bob->room));
  g_assert_error ((GError *) error, TERR_ROOM_ERROR, TERR_ROOM_ERROR_GONE);
  g_assert_nonnull (strstr (error->message, nowhere));
  g_clear_object (&bob->room);

  /* The owner closes the room with bob in it. */
  host_with_guest (ann, bob, room);
  terr_xmpp_room_destroy (ann->room, "The game is over");
  test_client_wait_room (bob, TERR_ROOM_FAILED);
  error = terr_room_get_error (TERR_ROOM (bob->room));
  g_assert_error ((GError *) error, TERR_ROOM_ERROR, TERR_ROOM_ERROR_GONE);
  g_assert_nonnull (strstr (error->message, "closed"));
  test_client_wait_room (ann, TERR_ROOM_FAILED);

  test_client_free (bob);
  test_client_free (ann);
}

static void
test_sizes (void)
{
  TestClient *ann = test_client_new (server, "ann", "ann-secret");
  TestClient *bob = test_client_new (server, "bob", "bob-secret");
  g_autofree char *room = new_room_address ();
  g_autofree char *big_text = g_strnfill (TERR_XMPP_ROOM_MAX_PAYLOAD + 10, 'x');
  g_autofree char *big = test_payload (1, big_text);
  g_autofree char *fits_text = g_strnfill (TERR_XMPP_ROOM_MAX_PAYLOAD - 100, 'y');
  g_autofree char *fits = test_payload (2, fits_text);
  g_autofree char *after = test_payload (3, "after");
  g_autoptr(GError) error = NULL;
  static const char *const malformed[] = {
    "<p xmlns=\"" TEST_NS "\">", "not xml", "<p>no namespace</p>",
    "<body xmlns=\"jabber:client\">x</body>", "<a xmlns=\"" TEST_NS "\"/><b/>",
  };

  host_with_guest (ann, bob, room);

  /* Too large to send: refused with the reason, nothing sent. */
  g_assert_false (terr_xmpp_room_try_send (ann->room, big, &error));
  g_assert_error (error, TERR_ROOM_ERROR, TERR_ROOM_ERROR_PROTOCOL);
  g_assert_nonnull (strstr (error->message, "bytes"));
  terr_room_send (TERR_ROOM (ann->room), big);
  g_assert_cmpuint (ann->refused->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (ann->refused, 0), "ann@localhost: A payload of"));
  for (guint i = 0; i < G_N_ELEMENTS (malformed); i++)
    {
      g_clear_error (&error);
      g_assert_false (terr_xmpp_room_try_send (ann->room, malformed[i], &error));
      g_assert_error (error, TERR_ROOM_ERROR, TERR_ROOM_ERROR_PROTOCOL);
    }

  /* One that fits goes through whole. */
  terr_room_send (TERR_ROOM (ann->room), fits);
  test_client_wait_payloads (bob, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (bob->payloads, 0), fits_text));

  /* Too large when received (sent by a program that does not check):
   * refused with the reason; the next payload still comes. */
  {
    xmpp_ctx_t *ctx = terr_xmpp_account_get_ctx (ann->account);
    g_autoptr(xmpp_stanza_t) message = xmpp_message_new (ctx, "groupchat", room, "big1");
    xmpp_stanza_t *payload = xmpp_stanza_new_from_string (ctx, big);

    xmpp_message_set_body (message, "Terraces p 1");
    xmpp_stanza_add_child_ex (message, payload, 0);
    terr_xmpp_account_send_stanza (ann->account, message);
  }
  terr_room_send (TERR_ROOM (ann->room), after);
  test_client_wait_payloads (bob, 2);
  g_assert_nonnull (strstr (g_ptr_array_index (bob->payloads, 1), after));
  g_assert_cmpuint (bob->refused->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (bob->refused, 0), "ann@localhost: A payload of"));

  test_client_free (bob);
  test_client_free (ann);
}

typedef struct
{
  TestClient *a, *b;
} Pair;

static gboolean
both_offline (gpointer data)
{
  Pair *pair = data;

  return terr_room_get_state (TERR_ROOM (pair->a->room)) == TERR_ROOM_OFFLINE
      && terr_room_get_state (TERR_ROOM (pair->b->room)) == TERR_ROOM_OFFLINE;
}

static guint
count_with (TestClient *client,
            const char *text)
{
  guint n = 0;

  for (guint i = 0; i < client->payloads->len; i++)
    n += strstr (g_ptr_array_index (client->payloads, i), text) != NULL;
  return n;
}

static gboolean
both_have_after (gpointer data)
{
  Pair *pair = data;

  return count_with (pair->a, "after") > 0 && count_with (pair->b, "after") > 0;
}

/* The server stops and starts again: both accounts connect again, join
 * again, get the room's history again, and what was sent while away. */
static void
test_reconnect (void)
{
  TestClient *ann = test_client_new (server, "ann", "ann-secret");
  TestClient *bob = test_client_new (server, "bob", "bob-secret");
  g_autofree char *room = new_room_address ();
  g_autofree char *before = test_payload (1, "before");
  g_autofree char *offline = test_payload (2, "sent-while-offline");
  g_autofree char *after = test_payload (3, "after");
  Pair pair = { ann, bob };

  /* Bob comes back later than ann. */
  terr_xmpp_account_set_retry_delays (bob->account, 3000, 6000);

  host_with_guest (ann, bob, room);
  terr_room_send (TERR_ROOM (ann->room), before);
  test_client_wait_payloads (bob, 1);

  test_prosody_stop (server);
  g_assert_true (test_wait_for (both_offline, &pair));
  g_assert_error ((GError *) terr_xmpp_account_get_error (ann->account),
                  TERR_ROOM_ERROR, TERR_ROOM_ERROR_UNREACHABLE);
  /* Sent while away: kept, and sent once back in the room. */
  terr_room_send (TERR_ROOM (ann->room), offline);
  test_prosody_restart (server);

  test_client_wait_room (ann, TERR_ROOM_JOINED);
  terr_room_send (TERR_ROOM (ann->room), after);
  test_client_wait_room (bob, TERR_ROOM_JOINED);
  g_assert_cmpuint (terr_xmpp_account_get_n_connects (ann->account), ==, 2);
  g_assert_cmpuint (terr_xmpp_account_get_n_connects (bob->account), ==, 2);

  g_assert_true (test_wait_for (both_have_after, &pair));

  /* Before: live once and again from the history; the rest once. */
  g_assert_cmpuint (count_with (bob, "before"), ==, 2);
  g_assert_cmpuint (count_with (bob, "sent-while-offline"), ==, 1);
  g_assert_cmpuint (count_with (bob, "after"), ==, 1);
  g_assert_cmpuint (count_with (ann, "sent-while-offline"), ==, 1);
  g_assert_cmpuint (count_with (ann, "after"), ==, 1);
  g_assert_null (terr_xmpp_account_get_error (bob->account));

  test_client_free (bob);
  test_client_free (ann);
}

/* ---- the rooms service (XEP-0030) ----------------------------------------- */

typedef struct
{
  gboolean  done;
  char     *service;
  GError   *error;
} Found;

static void
found_clear (Found *found)
{
  g_clear_pointer (&found->service, g_free);
  g_clear_error (&found->error);
  found->done = FALSE;
}

static void
rooms_service_found_cb (GObject      *source,
                        GAsyncResult *result,
                        gpointer      data)
{
  Found *found = data;

  g_assert_false (found->done);
  found->service = terr_xmpp_account_find_rooms_service_finish (TERR_XMPP_ACCOUNT (source), result,
                                                                &found->error);
  g_assert_true ((found->service == NULL) != (found->error == NULL));
  found->done = TRUE;
}

static gboolean
found_done (gpointer data)
{
  return ((Found *) data)->done;
}

/* Asks @account for its rooms service and waits for the answer. */
static void
find_rooms_service (TerrXmppAccount *account,
                    GCancellable    *cancellable,
                    Found           *found)
{
  found_clear (found);
  terr_xmpp_account_find_rooms_service (account, cancellable, rooms_service_found_cb, found);
  /* Never handed over from inside the call. */
  g_assert_false (found->done);
  g_assert_true (test_wait_for (found_done, found));
}

/* How many lines of @trace (an account's trace) hold @text. */
static guint
count_trace_lines (GMemoryOutputStream *trace,
                   const char          *text)
{
  g_autofree char *copy = g_strndup (g_memory_output_stream_get_data (trace),
                                     g_memory_output_stream_get_data_size (trace));
  g_auto(GStrv) lines = g_strsplit (copy, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    n += strstr (lines[i], text) != NULL;
  return n;
}

static gboolean
account_online (gpointer data)
{
  return terr_xmpp_account_get_state (data) == TERR_XMPP_ACCOUNT_ONLINE;
}

/* The domain lists its multi-user chat component: that is the rooms
 * service, a room can be made there, and the answer is asked once a
 * connection. */
static void
test_rooms_service (void)
{
  TestClient *ann = test_client_new (server, "ann", "ann-secret");
  g_autoptr(GOutputStream) trace = g_memory_output_stream_new_resizable ();
  GMemoryOutputStream *memory = G_MEMORY_OUTPUT_STREAM (trace);
  g_autofree char *room = NULL;
  Found found = { 0 };

  terr_xmpp_account_set_trace (ann->account, trace);
  g_assert_null (terr_xmpp_account_get_rooms_service (ann->account));
  find_rooms_service (ann->account, NULL, &found);
  g_assert_no_error (found.error);
  g_assert_cmpstr (found.service, ==, TEST_XMPP_ROOMS);
  g_assert_cmpstr (terr_xmpp_account_get_rooms_service (ann->account), ==, TEST_XMPP_ROOMS);
  /* The server listed it, and the component said what it is. */
  g_assert_cmpuint (count_trace_lines (memory, "xmlns=\"http://jabber.org/protocol/disco#items\""), ==, 1);
  g_assert_cmpuint (count_trace_lines (memory, "from=\"" TEST_XMPP_ROOMS "\""), ==, 1);
  g_assert_cmpuint (count_trace_lines (memory, "type=\"text\""), ==, 1);

  /* Asked again on the same connection: answered from what was kept. */
  find_rooms_service (ann->account, NULL, &found);
  g_assert_cmpstr (found.service, ==, TEST_XMPP_ROOMS);
  g_assert_cmpuint (count_trace_lines (memory, "xmlns=\"http://jabber.org/protocol/disco#items\""), ==, 1);

  /* A room made there is a room. */
  room = g_strdup_printf ("found-%d@%s", (int) getpid (), found.service);
  test_client_create (ann, room, FALSE);
  test_client_wait_room (ann, TERR_ROOM_JOINED);

  /* A new connection asks again. */
  terr_room_leave (TERR_ROOM (ann->room));
  terr_xmpp_account_disconnect (ann->account);
  g_assert_null (terr_xmpp_account_get_rooms_service (ann->account));
  terr_xmpp_account_connect (ann->account);
  find_rooms_service (ann->account, NULL, &found);
  g_assert_cmpstr (found.service, ==, TEST_XMPP_ROOMS);
  g_assert_true (account_online (ann->account));
  g_assert_cmpuint (count_trace_lines (memory, "xmlns=\"http://jabber.org/protocol/disco#items\""), ==, 2);

  terr_xmpp_account_set_trace (ann->account, NULL);
  found_clear (&found);
  test_client_free (ann);
}

/* A server without a multi-user chat service: its items (another server,
 * a name nobody answers for) are asked and are not one; said in words. */
static void
test_no_rooms_service (void)
{
  TestClient *eve = test_client_new_at ("eve@" TEST_XMPP_NO_ROOMS_DOMAIN, "eve-secret",
                                        "127.0.0.1", server->port);
  g_autoptr(GOutputStream) trace = g_memory_output_stream_new_resizable ();
  Found found = { 0 };

  terr_xmpp_account_set_trace (eve->account, trace);
  g_assert_true (test_wait_for (account_online, eve->account));
  find_rooms_service (eve->account, NULL, &found);
  g_assert_null (found.service);
  g_assert_error (found.error, TERR_ROOM_ERROR, TERR_ROOM_ERROR_NO_SERVICE);
  g_assert_cmpstr (found.error->message, ==,
                   "Your server offers no rooms for games; ask its administrator, or give a room address.");
  g_assert_null (terr_xmpp_account_get_rooms_service (eve->account));
  /* Both items were asked what they are: the other server said, the name
   * nobody answers for came back as an error. */
  g_assert_cmpuint (count_trace_lines (G_MEMORY_OUTPUT_STREAM (trace), "from=\"" TEST_XMPP_DOMAIN "\""), ==, 1);
  g_assert_cmpuint (count_trace_lines (G_MEMORY_OUTPUT_STREAM (trace), "from=\"nowhere." TEST_XMPP_NO_ROOMS_DOMAIN "\""), ==, 1);

  /* Kept for the connection: the same answer, without asking. */
  find_rooms_service (eve->account, NULL, &found);
  g_assert_error (found.error, TERR_ROOM_ERROR, TERR_ROOM_ERROR_NO_SERVICE);
  g_assert_cmpuint (count_trace_lines (G_MEMORY_OUTPUT_STREAM (trace), "from=\"" TEST_XMPP_DOMAIN "\""), ==, 1);

  terr_xmpp_account_set_trace (eve->account, NULL);
  found_clear (&found);
  test_client_free (eve);
}

/* Asked before the account is online: the answer comes once it is.  A
 * wrong password: the account's error.  Cancelled: at once. */
static void
test_rooms_service_waits (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrXmppAccount) bob = terr_xmpp_account_new ("bob@localhost", "bob-secret", &error);
  g_autoptr(TerrXmppAccount) wrong = terr_xmpp_account_new ("cat@localhost", "not-cat", &error);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  Found found = { 0 };

  g_assert_no_error (error);
  terr_xmpp_account_set_server (bob, "127.0.0.1", server->port);
  terr_xmpp_account_find_rooms_service (bob, NULL, rooms_service_found_cb, &found);
  terr_xmpp_account_connect (bob);
  g_assert_true (test_wait_for (found_done, &found));
  g_assert_no_error (found.error);
  g_assert_cmpstr (found.service, ==, TEST_XMPP_ROOMS);

  /* Cancelled while online, before the answer. */
  terr_xmpp_account_disconnect (bob);
  terr_xmpp_account_connect (bob);
  g_assert_true (test_wait_for (account_online, bob));
  found_clear (&found);
  terr_xmpp_account_find_rooms_service (bob, cancellable, rooms_service_found_cb, &found);
  g_cancellable_cancel (cancellable);
  g_assert_true (test_wait_for (found_done, &found));
  g_assert_error (found.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  terr_xmpp_account_disconnect (bob);

  terr_xmpp_account_set_server (wrong, "127.0.0.1", server->port);
  terr_xmpp_account_connect (wrong);
  find_rooms_service (wrong, NULL, &found);
  g_assert_error (found.error, TERR_ROOM_ERROR, TERR_ROOM_ERROR_AUTH);
  g_assert_cmpint (terr_xmpp_account_get_state (wrong), ==, TERR_XMPP_ACCOUNT_FAILED);
  /* Failed already: said at once (from an idle all the same). */
  find_rooms_service (wrong, NULL, &found);
  g_assert_error (found.error, TERR_ROOM_ERROR, TERR_ROOM_ERROR_AUTH);
  found_clear (&found);
}

/* A server that takes the connection and never speaks: the wait is
 * bounded. */
static void
test_rooms_service_bounded (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSocket) silent = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM,
                                            G_SOCKET_PROTOCOL_TCP, &error);
  g_autoptr(GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr(GSocketAddress) any = g_inet_socket_address_new (loopback, 0);
  g_autoptr(GSocketAddress) bound = NULL;
  g_autoptr(TerrXmppAccount) ann = NULL;
  Found found = { 0 };
  gint64 start;

  g_assert_no_error (error);
  g_assert_true (g_socket_bind (silent, any, TRUE, &error));
  g_assert_true (g_socket_listen (silent, &error));
  bound = g_socket_get_local_address (silent, &error);
  g_assert_no_error (error);

  ann = terr_xmpp_account_new ("ann@localhost", "ann-secret", &error);
  terr_xmpp_account_set_server (ann, "127.0.0.1",
                                g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (bound)));
  terr_xmpp_account_set_discovery_timeout (ann, 500);
  terr_xmpp_account_connect (ann);
  start = g_get_monotonic_time ();
  find_rooms_service (ann, NULL, &found);
  g_assert_cmpint (g_get_monotonic_time () - start, >=, 500 * 1000);
  g_assert_error (found.error, TERR_ROOM_ERROR, TERR_ROOM_ERROR_UNREACHABLE);
  g_assert_cmpstr (found.error->message, ==, "The server localhost did not say in time where its rooms are.");
  g_assert_cmpint (terr_xmpp_account_get_state (ann), ==, TERR_XMPP_ACCOUNT_CONNECTING);
  terr_xmpp_account_disconnect (ann);
  found_clear (&found);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);

  server = test_prosody_start ();
  test_prosody_register (server, "ann", "ann-secret");
  test_prosody_register (server, "bob", "bob-secret");
  test_prosody_register (server, "cat", "cat-secret");
  test_prosody_register (server, "dan", "dan-secret");
  test_prosody_register_at (server, "eve", TEST_XMPP_NO_ROOMS_DOMAIN, "eve-secret");

  g_test_add_func ("/xmpp/connect", test_connect);
  g_test_add_func ("/xmpp/bad-address", test_bad_address);
  g_test_add_func ("/xmpp/wrong-password", test_wrong_password);
  g_test_add_func ("/xmpp/unreachable", test_unreachable);
  g_test_add_func ("/xmpp/tls-verified", test_tls_verified);
  g_test_add_func ("/xmpp/tls-by-name", test_tls_by_name);
  g_test_add_func ("/xmpp/two-accounts", test_two_accounts);
  g_test_add_func ("/xmpp/three-accounts", test_three_accounts);
  g_test_add_func ("/xmpp/history", test_history);
  g_test_add_func ("/xmpp/invitation-offline", test_invitation_offline);
  g_test_add_func ("/xmpp/members-only", test_members_only);
  g_test_add_func ("/xmpp/gone", test_gone);
  g_test_add_func ("/xmpp/sizes", test_sizes);
  g_test_add_func ("/xmpp/reconnect", test_reconnect);
  g_test_add_func ("/xmpp/rooms-service", test_rooms_service);
  g_test_add_func ("/xmpp/no-rooms-service", test_no_rooms_service);
  g_test_add_func ("/xmpp/rooms-service-waits", test_rooms_service_waits);
  g_test_add_func ("/xmpp/rooms-service-bounded", test_rooms_service_bounded);
  status = g_test_run ();

  test_prosody_free (server);
  return status;
}
