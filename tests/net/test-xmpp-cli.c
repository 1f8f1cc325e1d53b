/* test-xmpp-cli.c — two terraces-cli processes play a whole game of
 * Hanging Gardens, then of Garden Paths, over a private prosody ("net
 * host" and "net join", the guest finding the room by its invitation):
 * both end well and write the same replay, a finished game the core reads
 * back. */
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
  status = g_test_run ();

  test_prosody_free (server);
  return status;
}
