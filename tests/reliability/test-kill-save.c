/* Kill during save: a helper (save-loop, its path is the first argument)
 * saves a large replay over the same file again and again; it is killed
 * with SIGKILL at many different moments.  After each kill the file must be
 * the complete old or the complete new version (byte for byte), it must
 * load, and temporary files must not pile up.
 *
 * Kill mid-game: the real program (build/src/app/terraces) plays a file
 * whose seats are all computer seats; it is killed with SIGKILL once its
 * autosave holds a few moves.  The autosave must load with those moves and
 * be worth resuming (not over, moves played: what the start page offers),
 * and the file that was opened must be untouched. */
#include <signal.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "terr-games.h"

static const char *helper_path;

static guint
count_and_remove_temp_files (const char *dir, const char *name)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autofree char *prefix = g_strconcat (name, ".", NULL);
  const char *entry;
  guint n = 0;

  while (d != NULL && (entry = g_dir_read_name (d)) != NULL)
    if (g_str_has_prefix (entry, prefix))
      {
        g_autofree char *path = g_build_filename (dir, entry, NULL);
        g_test_message ("temporary file left behind: %s", entry);
        g_unlink (path);
        n++;
      }
  return n;
}

static void
test_kill_during_save (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("terraces-kill-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.terraces", NULL);
  g_autofree char *path_a = g_build_filename (dir, "a.expected", NULL);
  g_autofree char *path_b = g_build_filename (dir, "b.expected", NULL);
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  gsize len_a = 0, len_b = 0;
  guint n_a = 0, n_b = 0, n_temp = 0;
  const guint iterations = 30;
  GRand *rand = g_rand_new_with_seed (g_test_rand_int ());

  g_assert_no_error (error);
  for (guint i = 0; i < iterations; i++)
    {
      const char *argv[] = { helper_path, path, path_a, path_b, NULL };
      g_autoptr(GSubprocess) proc = NULL;
      g_autoptr(GDataInputStream) in = NULL;
      g_autofree char *line = NULL;
      g_autofree char *contents = NULL;
      g_autoptr(TerrGame) game = NULL;
      gsize len;
      guint delay_ms;

      proc = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
      g_assert_no_error (error);
      in = g_data_input_stream_new (g_subprocess_get_stdout_pipe (proc));
      line = g_data_input_stream_read_line (in, NULL, NULL, &error);
      g_assert_no_error (error);
      if (line == NULL || !g_str_has_prefix (line, "ready"))
        g_error ("save-loop did not start: %s", line ? line : "(nothing)");
      if (i == 0)
        {
          g_test_message ("save-loop: %s", line);
          g_assert_true (g_file_get_contents (path_a, &a, &len_a, NULL));
          g_assert_true (g_file_get_contents (path_b, &b, &len_b, NULL));
          g_assert_cmpuint (len_a, >, 2 * 1024 * 1024);
          g_assert_true (len_a != len_b);
        }

      /* Spread the kills over a save (a few tens of ms) and several saves. */
      delay_ms = i < 10 ? g_rand_int_range (rand, 0, 40)
               : i < 20 ? g_rand_int_range (rand, 40, 200)
               : g_rand_int_range (rand, 200, 900);
      g_usleep (delay_ms * 1000);
      g_subprocess_send_signal (proc, SIGKILL);
      g_subprocess_wait (proc, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (g_subprocess_get_if_signaled (proc));
      g_assert_cmpint (g_subprocess_get_term_sig (proc), ==, SIGKILL);

      g_assert_true (g_file_get_contents (path, &contents, &len, &error));
      g_assert_no_error (error);
      if (len == len_a && memcmp (contents, a, len) == 0)
        n_a++;
      else if (len == len_b && memcmp (contents, b, len) == 0)
        n_b++;
      else
        g_error ("after a kill at %u ms the file (%" G_GSIZE_FORMAT " bytes) is neither the old "
                 "(%" G_GSIZE_FORMAT ") nor the new (%" G_GSIZE_FORMAT ") version",
                 delay_ms, len, len_a, len_b);
      game = terr_game_load_path (path, &error);
      g_assert_no_error (error);
      g_assert_nonnull (game);
      n_temp += count_and_remove_temp_files (dir, "game.terraces");
    }
  g_test_message ("%u kills: %u times version A, %u times version B, %u temporary files left behind",
                  iterations, n_a, n_b, n_temp);
  /* A temporary file is left only when the kill falls between its creation
   * and the rename; it never replaces the file, so it is harmless, but it
   * must not be the rule. */
  g_assert_cmpuint (n_temp, <=, iterations);

  g_unlink (path);
  g_unlink (path_a);
  g_unlink (path_b);
  g_rmdir (dir);
  g_rand_free (rand);
}

typedef struct {
  const char *path;
  guint       moves;
} AutosaveWait;

static guint
autosave_moves (const char *path)
{
  g_autoptr(TerrGame) game = NULL;

  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return 0;
  game = terr_game_load_path (path, NULL);
  return game != NULL ? terr_game_get_n_moves (game) : 0;
}

static void
test_kill_mid_game (void)
{
  g_autofree char *program = g_test_build_filename (G_TEST_BUILT, "..", "src", "app", "terraces", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *data_home = NULL;
  g_autofree char *autosave = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(TerrGame) restored = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) proc = NULL;
  gsize len_before = 0, len_after = 0;
  gint64 end;
  guint moves = 0;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_skip ("no display (run under Xvfb)");
      return;
    }
  if (!g_file_test (program, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("the program was not built");
      return;
    }

  dir = g_dir_make_tmp ("terraces-kill-game-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "computers.terraces", NULL);
  data_home = g_build_filename (dir, "data", NULL);
  autosave = g_build_filename (data_home, "terraces", "autosave.terraces", NULL);

  /* Two computer seats: the game plays itself once opened. */
  game = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, 3, &error);
  g_assert_no_error (error);
  terr_game_set_player (game, 1, "Ann", TRUE, 1);
  terr_game_set_player (game, 2, "Bob", TRUE, 1);
  g_assert_true (terr_game_save_path (game, path, TERR_FILE_SCENARIO, &error));
  g_assert_true (g_file_get_contents (path, &before, &len_before, NULL));

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "memory", TRUE);
  g_subprocess_launcher_setenv (launcher, "GTK_A11Y", "none", TRUE);
  g_subprocess_launcher_unsetenv (launcher, "G_DEBUG");
  proc = g_subprocess_launcher_spawn (launcher, &error, program, path, NULL);
  g_assert_no_error (error);

  /* Far above the normal time (a few seconds): the wait ends as soon as
   * the autosave holds four moves. */
  end = g_get_monotonic_time () + 300 * G_USEC_PER_SEC;
  while ((moves = autosave_moves (autosave)) < 4 && g_get_monotonic_time () < end)
    g_usleep (50 * 1000);
  g_subprocess_send_signal (proc, SIGKILL);
  g_subprocess_wait (proc, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (moves, >=, 4);
  g_assert_true (g_subprocess_get_if_signaled (proc));

  /* What the next start finds: a game worth resuming, with the moves. */
  restored = terr_game_load_path (autosave, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (terr_game_get_n_moves (restored), >=, moves);
  g_assert_false (terr_game_is_over (restored));
  g_assert_cmpuint (terr_game_get_position_index (restored), >, 0);
  g_assert_true (terr_game_get_player (restored, 1)->ai);
  /* The file that was opened is untouched. */
  g_assert_true (g_file_get_contents (path, &after, &len_after, NULL));
  g_assert_cmpmem (before, len_before, after, len_after);

  g_unlink (autosave);
  {
    g_autofree char *folder = g_path_get_dirname (autosave);
    g_rmdir (folder);
  }
  g_rmdir (data_home);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc < 2)
    g_error ("usage: %s PATH-OF-save-loop", argv[0]);
  helper_path = argv[1];
  terr_games_ensure_types ();
  g_test_add_func ("/reliability/kill-during-save", test_kill_during_save);
  g_test_add_func ("/reliability/kill-mid-game", test_kill_mid_game);
  return g_test_run ();
}
