/* test-xmpp-cli.c — terraces-cli processes play whole games of Hanging
 * Gardens over a private prosody ("net host" and "net join", the guests
 * finding the room by their invitations), with 2, 3 and 4 programs: each
 * ends well and writes the same replay, a finished game valid against the
 * schema with every address in it.  Then a guest SIGKILLed mid-game and
 * started again with its autosave takes the game up and it ends the same
 * for both.  A host, or a guest, that names its room alone finds the
 * rooms service, or says the server has none.  Garden Paths is test-xmpp-cli-gp.c. */
#include <signal.h>
#include <sys/wait.h>
#include <string.h>
#include <unistd.h>

#include "terr-game.h"
#include "terr-net-match.h"
#include "test-xmpp-cli-game.h"
#include "test-xmpp-client.h"

static TestProsody *server;

static const char *const two[] = { "ann", "bob", NULL };
static const char *const three[] = { "ann", "bob", "cat", NULL };
static const char *const four[] = { "ann", "bob", "cat", "dan", NULL };

static void
test_cli_hanging_gardens_2 (void)
{
  const TestCliGame game = {
    "hanging-gardens", "ann@localhost,bob@localhost=ai:2", two, "7", "hg2", FALSE
  };
  g_free (test_cli_play (server, &game));
}

static void
test_cli_hanging_gardens_3 (void)
{
  const TestCliGame game = {
    "hanging-gardens", "ann@localhost,bob@localhost,cat@localhost", three, "8", "hg3", FALSE
  };
  g_free (test_cli_play (server, &game));
}

/* Four programs, one seat each: the most Hanging Gardens seats. */
static void
test_cli_hanging_gardens_4 (void)
{
  const TestCliGame game = {
    "hanging-gardens", "ann@localhost,bob@localhost,cat@localhost,dan@localhost", four, "9", "hg4", FALSE
  };
  g_free (test_cli_play (server, &game));
}

/* The host names its room alone (--room NAME): the room is made on the
 * rooms service the server names, and the guests are invited there. */
static void
test_cli_bare_room (void)
{
  const TestCliGame game = {
    "hanging-gardens", "ann@localhost,bob@localhost=ai:2", two, "12", "bare", TRUE, TRUE
  };
  g_autofree char *trace_path = test_cli_trace_path (server, &game, "bob");
  g_autofree char *room = g_strdup_printf ("cli-bare-%d@" TEST_XMPP_ROOMS, (int) getpid ());
  g_autofree char *invitation = g_strdup_printf ("jid=\"%s\"", room);
  g_autofree char *trace = NULL;
  g_autoptr(GError) error = NULL;

  g_free (test_cli_play (server, &game));
  g_file_get_contents (trace_path, &trace, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (trace, invitation));
}

/* A host or a guest (@verb) on a server without a rooms service, naming
 * the room alone: said in words, and nothing is played. */
static void
refused_without_rooms (const char *verb)
{
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%u", server->port);
  g_autofree char *name = g_strdup_printf ("no-rooms-%s.terraces", verb);
  g_autofree char *out = g_build_filename (server->dir, name, NULL);
  const char *argv[] = {
    g_getenv ("TERRACES_CLI"), "net", verb, "--address", "eve@" TEST_XMPP_NO_ROOMS_DOMAIN,
    "--server", address, "--room", "lonely", "--game", "hanging-gardens",
    "--seats", "eve@" TEST_XMPP_NO_ROOMS_DOMAIN ",ann@localhost", "--wait", "60", "-o", out, NULL
  };
  g_auto(GStrv) envp = g_environ_setenv (g_get_environ (), "TERRACES_XMPP_PASSWORD", "eve-secret", TRUE);
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  int status = 0;

  g_assert_nonnull (argv[0]);
  g_spawn_sync (NULL, (char **) argv, envp, G_SPAWN_DEFAULT, NULL, NULL, NULL, &err, &status, &error);
  g_assert_no_error (error);
  /* Refused (1), not a crash, nor a leak under the sanitizers. */
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 1);
  g_assert_nonnull (strstr (err, "Your server offers no rooms for games; ask its administrator, "
                                 "or give a room address."));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));

  /* Not a room's name: refused before connecting. */
  argv[8] = "two words";
  g_clear_pointer (&err, g_free);
  g_spawn_sync (NULL, (char **) argv, envp, G_SPAWN_DEFAULT, NULL, NULL, NULL, &err, &status, &error);
  g_assert_no_error (error);
  /* A usage error (2). */
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 2);
  g_assert_nonnull (strstr (err, "“two words” is not a room’s name or address"));
}

static void
test_cli_no_rooms_service (void)
{
  refused_without_rooms ("host");
}

static gboolean
seats_ready (gpointer data)
{
  return terr_net_match_get_ready_seats (TERR_NET_MATCH (data)) == 0x6;
}

static gboolean
has_game (gpointer data)
{
  return terr_net_match_get_game (TERR_NET_MATCH (data)) != NULL;
}

static gboolean
match_finished (gpointer data)
{
  return terr_net_match_is_finished (TERR_NET_MATCH (data));
}

/* A guest names the room alone (net join --room NAME): it joins NAME on
 * the rooms service its server names.  The host is a match of the test's
 * own (cat, a computer seat), the guest Bob's program; both end with the
 * same replay.  On a server without a rooms service, the guest says so. */
static void
test_cli_join_by_name (void)
{
  g_autofree char *name = g_strdup_printf ("cli-join-name-%d", (int) getpid ());
  g_autofree char *room = g_strdup_printf ("%s@" TEST_XMPP_ROOMS, name);
  g_autofree char *server_address = g_strdup_printf ("127.0.0.1:%u", server->port);
  g_autofree char *out = g_build_filename (server->dir, "join-name-bob.terraces", NULL);
  g_autofree char *wait = g_strdup_printf ("%d", TEST_XMPP_WAIT_S * 10);
  const char *args[] = {
    "net", "join", "--address", "bob@" TEST_XMPP_DOMAIN, "--server", server_address,
    "--room", name, "--wait", wait, "-o", out, NULL
  };
  TerrNetSeat seats[2] = {
    { 1, (char *) "cat@" TEST_XMPP_DOMAIN, 1 },
    { 2, (char *) "bob@" TEST_XMPP_DOMAIN, 1 },
  };
  TestClient *cat = test_client_new (server, "cat", "cat-secret");
  g_autoptr(TerrNetMatch) net = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) own = NULL;
  g_autofree char *replay = NULL;
  TestCliChild child;
  gsize length = 0;

  test_client_create (cat, room, FALSE);
  net = terr_net_match_new (TERR_ROOM (cat->room));
  test_client_wait_room (cat, TERR_ROOM_JOINED);
  g_assert_true (terr_net_match_host (net, TERR_GAME_HANGING_GARDENS, 21, seats, 2, &error));
  g_assert_no_error (error);
  /* Ready once the setup came back (its seats known). */
  g_assert_true (test_wait_for (has_game, net));
  terr_net_match_send_ready (net);

  test_cli_spawn (&child, args, "bob-secret");
  g_assert_true (test_wait_for (seats_ready, net));
  g_assert_true (terr_net_match_start (net, &error));
  g_assert_no_error (error);
  test_cli_wait_all (&child, 1);
  g_assert_true (WIFEXITED (child.status) && WEXITSTATUS (child.status) == 0);
  g_assert_true (test_wait_for (match_finished, net));
  g_file_get_contents (out, &replay, &length, &error);
  g_assert_no_error (error);
  own = terr_game_to_bytes (terr_net_match_get_game (net), TERR_FILE_REPLAY);
  g_assert_cmpmem (replay, length, g_bytes_get_data (own, NULL), g_bytes_get_size (own));
  g_clear_object (&net);
  test_client_free (cat);

  /* No rooms service: said in words. */
  refused_without_rooms ("join");
}

/* The schema check can fail: a replay without its format is refused. */
static void
test_cli_schema_refuses (void)
{
  g_autofree char *path = g_build_filename (server->dir, "no-format.terraces", NULL);
  g_autofree char *why = NULL;
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path,
                       "<terraces kind=\"replay\" game=\"hanging-gardens\"><players/></terraces>\n",
                       -1, &error);
  g_assert_no_error (error);
  g_assert_false (test_cli_valid_replay (path, &why));
  g_assert_nonnull (why);
}

typedef struct
{
  const char   *record;
  TestCliChild *child;
  guint         lines;
} RecordWait;

/* The record of @w holds at least @w->lines payloads (or its program has
 * ended: then there is nothing more to wait for). */
static gboolean
record_grew (gpointer data)
{
  RecordWait *w = data;
  g_autofree char *text = NULL;
  guint n = 0;

  if (w->child->done)
    return TRUE;
  if (!g_file_get_contents (w->record, &text, NULL, NULL))
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    n += *p == '\n';
  return n >= w->lines;
}

/* The <move> lines of a game file, in order. */
static GPtrArray *
move_lines (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GPtrArray *moves = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; lines[i] != NULL; i++)
    if (strstr (lines[i], "<move ") != NULL)
      g_ptr_array_add (moves, g_strdup (g_strstrip (lines[i])));
  return moves;
}

static gboolean
tick_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static void
test_cli_killed (void)
{
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%u", server->port);
  g_autofree char *room = g_strdup_printf ("cli-killed-%d@" TEST_XMPP_ROOMS, (int) getpid ());
  g_autofree char *out_host = g_strdup_printf ("%s/killed-host.terraces", server->dir);
  g_autofree char *out_guest = g_strdup_printf ("%s/killed-guest.terraces", server->dir);
  g_autofree char *autosave = g_strdup_printf ("%s/killed-guest-autosave.terraces", server->dir);
  g_autofree char *record = g_strconcat (autosave, ".record", NULL);
  g_autofree char *wait = g_strdup_printf ("%d", TEST_XMPP_WAIT_S * 10);
  /* Each computer move waits 40 ms: the game lasts seconds, long enough
   * to be killed in the middle. */
  const char *const guest[] = {
    "net", "join", "--address", "bob@localhost", "--server", address, "--wait", wait,
    "--delay", "40", "--autosave", autosave, "-o", out_guest, NULL
  };
  const char *const guest_again[] = {
    "net", "join", "--address", "bob@localhost", "--server", address, "--room", room, "--wait", wait,
    "--delay", "40", "--autosave", autosave, "-o", out_guest, NULL
  };
  const char *const host[] = {
    "net", "host", "--address", "ann@localhost", "--server", address, "--room", room,
    "--game", "hanging-gardens", "--seats", "ann@localhost,bob@localhost=ai:2", "--seed", "11",
    "--delay", "40", "--wait", wait, "-o", out_host, NULL
  };
  TestCliChild children[2] = { { 0 } };
  RecordWait w = { record, &children[1], 12 };
  const char *const outs[] = { out_host, out_guest, NULL };
  g_autofree char *a = NULL;
  g_autofree char *kept = NULL;
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GError) error = NULL;
  guint tick;

  test_cli_spawn (&children[1], guest, "bob-secret");
  test_cli_spawn (&children[0], host, "ann-secret");
  /* The record is a file: look at it every 5 ms. */
  tick = g_timeout_add (5, tick_cb, NULL);
  for (guint i = 0; i < 11 && !record_grew (&w); i++)
    test_wait_for (record_grew, &w);
  g_source_remove (tick);
  /* Killed in the middle: it has not ended by itself. */
  g_assert_false (children[1].done);
  g_assert_cmpint (kill (children[1].pid, SIGKILL), ==, 0);
  test_cli_wait_all (&children[1], 1);
  g_assert_false (g_spawn_check_wait_status (children[1].status, NULL));
  g_assert_false (g_file_test (out_guest, G_FILE_TEST_EXISTS));
  g_file_get_contents (autosave, &kept, NULL, &error);
  g_assert_no_error (error);

  /* Started again: it takes up its autosave, rejoins, and the game ends. */
  test_cli_spawn (&children[1], guest_again, "bob-secret");
  test_cli_wait_all (children, 2);
  a = test_cli_check_replays (children, outs, &game);
  /* Nothing lost: the moves kept at the kill begin the replay. */
  {
    g_autoptr(GPtrArray) before = move_lines (kept);
    g_autoptr(GPtrArray) after = move_lines (a);

    g_assert_cmpuint (before->len, >, 0);
    g_assert_cmpuint (before->len, <, after->len);
    for (guint i = 0; i < before->len; i++)
      g_assert_cmpstr (before->pdata[i], ==, after->pdata[i]);
  }
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();

  server = test_cli_start_server (four);
  test_prosody_register_at (server, "eve", TEST_XMPP_NO_ROOMS_DOMAIN, "eve-secret");

  g_test_add_func ("/xmpp-cli/schema-refuses", test_cli_schema_refuses);
  g_test_add_func ("/xmpp-cli/hanging-gardens-2", test_cli_hanging_gardens_2);
  g_test_add_func ("/xmpp-cli/hanging-gardens-3", test_cli_hanging_gardens_3);
  g_test_add_func ("/xmpp-cli/hanging-gardens-4", test_cli_hanging_gardens_4);
  g_test_add_func ("/xmpp-cli/killed", test_cli_killed);
  g_test_add_func ("/xmpp-cli/bare-room", test_cli_bare_room);
  g_test_add_func ("/xmpp-cli/no-rooms-service", test_cli_no_rooms_service);
  g_test_add_func ("/xmpp-cli/join-by-name", test_cli_join_by_name);
  status = g_test_run ();

  test_prosody_free (server);
  return status;
}
