/* test-build-tree.c — the program started from the build tree behaves like
 * an install (terr-dev-paths.h): with LANGUAGE=de and nothing else set by
 * hand (no TERRACES_SCENARIOS_DIR, no TERRACES_LOCALEDIR), the paths the
 * program of this build tree uses (argv[1], as main.c asks for its own)
 * give the German catalogue compiled in the build tree, so a first game
 * speaks German, and the bundled puzzles, so the start page lists them. */
#include "config.h"

#include <glib/gi18n.h>

#include "test-app-common.h"
#include "terr-dev-paths.h"
#include "terr-game-page-private.h"
#include "terr-puzzle-list.h"
#include "terr-window.h"

static const char *program;

static TerrPuzzleList *
find_puzzle_list (GtkWidget *widget)
{
  if (TERR_IS_PUZZLE_LIST (widget))
    return TERR_PUZZLE_LIST (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      TerrPuzzleList *found = find_puzzle_list (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_paths (void)
{
  g_autofree char *elsewhere = g_build_filename (g_get_tmp_dir (), "terraces", NULL);

  g_assert_true (terr_dev_paths_in_build_tree (program));
  g_assert_false (terr_dev_paths_in_build_tree (elsewhere));
  /* An installed program uses the installed translations. */
  g_assert_cmpstr (terr_dev_paths_get_localedir (elsewhere), ==, LOCALEDIR);
  g_assert_cmpstr (terr_dev_paths_get_localedir (program), !=, LOCALEDIR);
}

static void
test_first_game_in_german (void)
{
  TerrApplication *app = test_app_new_application ();
  TerrWindow *window = terr_window_new (app);
  TerrPuzzleList *puzzles;
  TerrGamePage *page;

  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  test_app_spin (20);

  /* The start page lists the bundled puzzles of every game. */
  puzzles = find_puzzle_list (GTK_WIDGET (window));
  g_assert_nonnull (puzzles);
  g_assert_cmpuint (terr_puzzle_list_get_n_puzzles (puzzles, TERR_GAME_HANGING_GARDENS), >, 0);
  g_assert_cmpuint (terr_puzzle_list_get_n_puzzles (puzzles, TERR_GAME_ZIGGURAT), >, 0);
  g_assert_cmpuint (terr_puzzle_list_get_n_puzzles (puzzles, TERR_GAME_GARDEN_PATHS), >, 0);

  /* A first game: the page speaks German. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", "ziggurat"));
  test_app_spin (20);
  page = TERR_GAME_PAGE (terr_window_get_game_page (window));
  g_assert_cmpstr (terr_game_page_get_turn_text (page), ==, "Sie sind am Zug");

  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
  g_object_unref (app);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_assert_cmpint (argc, >=, 2);
  program = argv[1];
  /* What a user of build-aux/run sets; nothing else. */
  g_setenv ("LANGUAGE", "de", TRUE);
  g_setenv ("LANG", "C.UTF-8", TRUE);
  g_unsetenv ("LC_ALL");
  g_unsetenv ("LC_MESSAGES");
  g_unsetenv ("TERRACES_SCENARIOS_DIR");
  g_unsetenv ("TERRACES_LOCALEDIR");
  terr_dev_paths_setup (program);
  textdomain (GETTEXT_PACKAGE);
  if (!test_app_init (&argc, &argv))
    return 0;

  g_test_add_func ("/app/build-tree/paths", test_paths);
  g_test_add_func ("/app/build-tree/first-game-in-german", test_first_game_in_german);
  status = g_test_run ();
  test_app_cleanup ();
  return status;
}
