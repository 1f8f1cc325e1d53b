/* test-xmpp-client.c — an account and a room that record what they get. */
#include "test-xmpp-client.h"

static void
on_payload_received_cb (TerrRoom   *room,
                        const char *from,
                        const char *payload,
                        gboolean    history,
                        TestClient *client)
{
  g_ptr_array_add (client->payloads, g_strdup_printf ("%s %d %s", from, history, payload));
  if (!history)
    g_ptr_array_add (client->live, g_strdup (payload));
  client->last_payload_us = g_get_monotonic_time ();
}

static void
on_chat_received_cb (TerrRoom   *room,
                     const char *from,
                     const char *text,
                     gboolean    history,
                     TestClient *client)
{
  g_ptr_array_add (client->chats, g_strdup_printf ("%s %s", from, text));
}

static void
on_payload_refused_cb (TerrXmppRoom *room,
                       const char   *from,
                       const char   *reason,
                       TestClient   *client)
{
  g_ptr_array_add (client->refused, g_strdup_printf ("%s: %s", from, reason));
}

static void
on_occupant_joined_cb (TerrRoom   *room,
                       const char *address,
                       TestClient *client)
{
  g_ptr_array_add (client->joined, g_strdup (address));
}

static void
on_occupant_left_cb (TerrRoom   *room,
                     const char *address,
                     TestClient *client)
{
  g_ptr_array_add (client->left, g_strdup (address));
}

static void
on_invitation_received_cb (TerrXmppAccount *account,
                           const char      *room,
                           const char      *from,
                           const char      *reason,
                           TestClient      *client)
{
  g_ptr_array_add (client->invitations, g_strdup_printf ("%s %s %s", room, from, reason));
}

static gboolean
account_settled (gpointer data)
{
  TestClient *client = data;
  TerrXmppAccountState state = terr_xmpp_account_get_state (client->account);

  return state == TERR_XMPP_ACCOUNT_ONLINE || state == TERR_XMPP_ACCOUNT_FAILED;
}

TestClient *
test_client_new_at (const char *address,
                    const char *password,
                    const char *host,
                    guint16     port)
{
  TestClient *client = g_new0 (TestClient, 1);
  g_autoptr(GError) error = NULL;

  client->account = terr_xmpp_account_new (address, password, &error);
  g_assert_no_error (error);
  terr_xmpp_account_set_server (client->account, host, port);
  /* Short waits: the tests stop and start the server. */
  terr_xmpp_account_set_retry_delays (client->account, 200, 2000);
  client->payloads = g_ptr_array_new_with_free_func (g_free);
  client->live = g_ptr_array_new_with_free_func (g_free);
  client->chats = g_ptr_array_new_with_free_func (g_free);
  client->refused = g_ptr_array_new_with_free_func (g_free);
  client->invitations = g_ptr_array_new_with_free_func (g_free);
  client->joined = g_ptr_array_new_with_free_func (g_free);
  client->left = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (client->account, "invitation-received",
                    G_CALLBACK (on_invitation_received_cb), client);
  terr_xmpp_account_connect (client->account);
  return client;
}

TestClient *
test_client_new (TestProsody *server,
                 const char  *name,
                 const char  *password)
{
  g_autofree char *address = g_strdup_printf ("%s@%s", name, TEST_XMPP_DOMAIN);
  TestClient *client = test_client_new_at (address, password, "127.0.0.1", server->port);

  g_assert_true (test_wait_for (account_settled, client));
  if (terr_xmpp_account_get_error (client->account) != NULL)
    g_error ("%s: %s", address, terr_xmpp_account_get_error (client->account)->message);
  g_assert_cmpint (terr_xmpp_account_get_state (client->account), ==, TERR_XMPP_ACCOUNT_ONLINE);
  return client;
}

void
test_client_free (TestClient *client)
{
  if (client->room != NULL)
    {
      g_signal_handlers_disconnect_by_data (client->room, client);
      terr_room_leave (TERR_ROOM (client->room));
      g_clear_object (&client->room);
    }
  g_signal_handlers_disconnect_by_data (client->account, client);
  terr_xmpp_account_disconnect (client->account);
  g_clear_object (&client->account);
  g_ptr_array_unref (client->payloads);
  g_ptr_array_unref (client->live);
  g_ptr_array_unref (client->chats);
  g_ptr_array_unref (client->refused);
  g_ptr_array_unref (client->invitations);
  g_ptr_array_unref (client->joined);
  g_ptr_array_unref (client->left);
  g_free (client);
}

static void
watch_room (TestClient *client)
{
  g_signal_connect (client->room, "payload-received", G_CALLBACK (on_payload_received_cb), client);
  g_signal_connect (client->room, "chat-received", G_CALLBACK (on_chat_received_cb), client);
  g_signal_connect (client->room, "payload-refused", G_CALLBACK (on_payload_refused_cb), client);
  g_signal_connect (client->room, "occupant-joined", G_CALLBACK (on_occupant_joined_cb), client);
  g_signal_connect (client->room, "occupant-left", G_CALLBACK (on_occupant_left_cb), client);
}

void
test_client_create (TestClient *client,
                    const char *room,
                    gboolean    members_only)
{
  g_assert_null (client->room);
  client->room = terr_xmpp_room_create (client->account, room, members_only);
  watch_room (client);
}

void
test_client_join (TestClient *client,
                  const char *room)
{
  g_assert_null (client->room);
  client->room = terr_xmpp_room_join (client->account, room);
  watch_room (client);
}

typedef struct
{
  TestClient    *client;
  TerrRoomState  state;
  guint          n;
} Wait;

static gboolean
room_in_state (gpointer data)
{
  Wait *wait = data;
  TerrRoomState state = terr_room_get_state (TERR_ROOM (wait->client->room));

  return state == wait->state || (state == TERR_ROOM_FAILED && wait->state != TERR_ROOM_FAILED);
}

void
test_client_wait_room (TestClient    *client,
                       TerrRoomState  state)
{
  Wait wait = { client, state, 0 };
  const GError *error;

  g_assert_true (test_wait_for (room_in_state, &wait));
  error = terr_room_get_error (TERR_ROOM (client->room));
  if (state != TERR_ROOM_FAILED && terr_room_get_state (TERR_ROOM (client->room)) == TERR_ROOM_FAILED)
    g_error ("room %s of %s failed: %s", terr_room_get_address (TERR_ROOM (client->room)),
             terr_xmpp_account_get_address (client->account), error != NULL ? error->message : "?");
  g_assert_cmpint (terr_room_get_state (TERR_ROOM (client->room)), ==, state);
}

static gboolean
has_payloads (gpointer data)
{
  Wait *wait = data;

  return wait->client->payloads->len >= wait->n;
}

void
test_client_wait_payloads (TestClient *client,
                           guint       n)
{
  Wait wait = { client, 0, n };

  if (!test_wait_for (has_payloads, &wait))
    g_error ("%s got %u payloads, not %u, within %d s",
             terr_xmpp_account_get_address (client->account),
             client->payloads->len, n, TEST_XMPP_WAIT_S);
}

char *
test_payload (guint       seq,
              const char *text)
{
  return g_strdup_printf ("<p xmlns=\"" TEST_NS "\" seq=\"%u\">%s</p>", seq, text);
}

gboolean
test_client_has_occupants (TestClient        *client,
                           const char *const *addresses)
{
  g_auto(GStrv) now = terr_room_dup_occupants (TERR_ROOM (client->room));


  return g_strv_equal ((const char *const *) now, addresses);
}
