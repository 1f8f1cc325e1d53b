/* test-xmpp-cli.c — two terraces-cli processes play a whole game of
 * Hanging Gardens, then of Garden Paths, over a private prosody ("net
 * host" and "net join", the guest finding the room by its invitation):
 * both end well and write the same replay, a finished game the core reads
 * back.  Then a guest SIGKILLed mid-game and started again with its
 * autosave takes the game up and it ends the same for both. */
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "terr-game.h"
#include "test-prosody.h"

static TestProsody *server;

typedef struct
{
  GPid pid;
  int  status;
  gboolean done;
} Child;

static void
child_done_cb (GPid     pid,
               int      status,
               gpointer data)
{
  Child *child = data;

  child->status = status;
  child->done = TRUE;
  g_spawn_close_pid (pid);
}

static void
spawn_cli (Child              *child,
           const char *const  *args,
           const char         *password)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(GStrv) envp = g_environ_setenv (g_get_environ (), "TERRACES_XMPP_PASSWORD", password, TRUE);
  g_autoptr(GError) error = NULL;
  const char *cli = g_getenv ("TERRACES_CLI");

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_async (NULL, (char **) argv->pdata, envp, G_SPAWN_DO_NOT_REAP_CHILD,
                 NULL, NULL, &child->pid, &error);
  g_assert_no_error (error);
  g_child_watch_add (child->pid, child_done_cb, child);
}

static gboolean
both_done (gpointer data)
{
  Child *children = data;

  return children[0].done && children[1].done;
}

/* The host (ann) and a guest (bob) play @game with @seats to the end. */
static void
play_between_two (const char *game_name,
                  const char *seats,
                  guint       n_players)
{
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%u", server->port);
  g_autofree char *room = g_strdup_printf ("cli-%s-%d@" TEST_XMPP_ROOMS, game_name, (int) getpid ());
  g_autofree char *out_host = g_strdup_printf ("%s/%s-host.terraces", server->dir, game_name);
  g_autofree char *out_guest = g_strdup_printf ("%s/%s-guest.terraces", server->dir, game_name);
  /* The longest step is the whole game (seconds, a minute under the
   * sanitizers); the test waits a little longer than the programs. */
  g_autofree char *wait = g_strdup_printf ("%d", TEST_XMPP_WAIT_S * 10);
  const char *const guest[] = {
    "net", "join", "--address", "bob@localhost", "--server", address, "--wait", wait,
    "-o", out_guest, NULL
  };
  const char *const host[] = {
    "net", "host", "--address", "ann@localhost", "--server", address, "--room", room,
    "--game", game_name, "--seats", seats, "--seed", "7", "--wait", wait, "-o", out_host, NULL
  };
  Child children[2] = { { 0 } };
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GError) error = NULL;

  /* The guest first: it waits for the host's invitation. */
  spawn_cli (&children[1], guest, "bob-secret");
  spawn_cli (&children[0], host, "ann-secret");
  for (guint i = 0; i < 11 && !both_done (children); i++)
    test_wait_for (both_done, children);
  g_assert_true (both_done (children));
  g_assert_true (g_spawn_check_wait_status (children[0].status, NULL));
  g_assert_true (g_spawn_check_wait_status (children[1].status, NULL));

  g_file_get_contents (out_host, &a, NULL, &error);
  g_assert_no_error (error);
  g_file_get_contents (out_guest, &b, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (a, ==, b);
  g_assert_nonnull (strstr (a, "ann@localhost"));
  g_assert_nonnull (strstr (a, "bob@localhost"));

  game = terr_game_load_path (out_host, &error);
  g_assert_no_error (error);
  g_assert_true (terr_game_is_over (game));
  g_assert_cmpuint (terr_game_get_n_players (game), ==, n_players);
}

static void
test_cli_hanging_gardens (void)
{
  play_between_two ("hanging-gardens", "ann@localhost,bob@localhost=ai:2", 2);
}

/* Private grids: commitments, then every seat's reveal; the host plays
 * two seats. */
static void
test_cli_garden_paths (void)
{
  play_between_two ("garden-paths", "ann@localhost,bob@localhost,ann@localhost=ai:2", 3);
}

typedef struct
{
  const char *record;
  Child      *child;
  guint       lines;
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

static gboolean
child_ended (gpointer data)
{
  return ((Child *) data)->done;
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
  Child children[2] = { { 0 } };
  RecordWait w = { record, &children[1], 12 };
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *kept = NULL;
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GError) error = NULL;

  guint tick;

  spawn_cli (&children[1], guest, "bob-secret");
  spawn_cli (&children[0], host, "ann-secret");
  /* The record is a file: look at it every 5 ms. */
  tick = g_timeout_add (5, tick_cb, NULL);
  for (guint i = 0; i < 11 && !record_grew (&w); i++)
    test_wait_for (record_grew, &w);
  g_source_remove (tick);
  /* Killed in the middle: it has not ended by itself. */
  g_assert_false (children[1].done);
  g_assert_cmpint (kill (children[1].pid, SIGKILL), ==, 0);
  for (guint i = 0; i < 11 && !children[1].done; i++)
    test_wait_for (child_ended, &children[1]);
  g_assert_true (children[1].done);
  g_assert_false (g_spawn_check_wait_status (children[1].status, NULL));
  g_assert_false (g_file_test (out_guest, G_FILE_TEST_EXISTS));
  g_file_get_contents (autosave, &kept, NULL, &error);
  g_assert_no_error (error);

  /* Started again: it takes up its autosave, rejoins, and the game ends. */
  children[1] = (Child) { 0 };
  spawn_cli (&children[1], guest_again, "bob-secret");
  for (guint i = 0; i < 11 && !both_done (children); i++)
    test_wait_for (both_done, children);
  g_assert_true (both_done (children));
  g_assert_true (g_spawn_check_wait_status (children[0].status, NULL));
  g_assert_true (g_spawn_check_wait_status (children[1].status, NULL));

  g_file_get_contents (out_host, &a, NULL, &error);
  g_assert_no_error (error);
  g_file_get_contents (out_guest, &b, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (a, ==, b);
  game = terr_game_load_path (out_host, &error);
  g_assert_no_error (error);
  g_assert_true (terr_game_is_over (game));
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

  server = test_prosody_start ();
  test_prosody_register (server, "ann", "ann-secret");
  test_prosody_register (server, "bob", "bob-secret");

  g_test_add_func ("/xmpp-cli/hanging-gardens", test_cli_hanging_gardens);
  g_test_add_func ("/xmpp-cli/garden-paths", test_cli_garden_paths);
  g_test_add_func ("/xmpp-cli/killed", test_cli_killed);
  status = g_test_run ();

  test_prosody_free (server);
  return status;
}
