/* test-editor-tune.c — Check Puzzle as a tuning tool, driven through the
 * scenario editor's actions: the progress of a check (the nodes searched
 * against the limit) moves while the solver works; Search Longer, shown
 * for an Unknown verdict, checks again with twice the limit until the
 * verdict is known; the difficulty the work suggests is the generator's
 * band for the same puzzle; the best reachable score of a score goal; two
 * distinct solutions side by side, each step lighting its squares on the
 * board.  (The core's side, against brute force, is in
 * tests/core/test-puzzle.c, /puzzle/tune/…) */
#include "config.h"

#include "test-app-common.h"
#include "terr-editor-page-private.h"
#include "terr-hg-game.h"
#include "terr-puzzle.h"

typedef struct {
  GtkWidget      *window;
  TerrEditorPage *page;
  TerrBoard      *board;
} Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  f->window = gtk_window_new ();
  g_object_ref_sink (f->window);
  f->page = TERR_EDITOR_PAGE (terr_editor_page_new ());
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->page));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1100, 800);
  gtk_window_present (GTK_WINDOW (f->window));
  f->board = terr_editor_page_get_board (f->page);
  test_app_spin (50);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  test_app_spin (20);
  g_assert_finalize_object (f->window);
}

/* A bundled scenario, read by the core. */
static TerrGame *
load_bundled (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", name, NULL);
  g_autoptr(GError) error = NULL;
  TerrGame *game = terr_game_load_path (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* @game saved and opened in the editor, as a designer would. */
static void
open_game (Fixture    *f,
           TerrGame   *game,
           const char *name)
{
  g_autofree char *path = g_build_filename (test_data_home, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) bytes = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes), NULL));
  g_assert_true (terr_editor_page_open_file (f->page, file, &error));
  g_assert_no_error (error);
  g_remove (path);
}

static gboolean
check_ended_cb (gpointer data)
{
  return !terr_editor_page_is_checking (data);
}

/* Runs @action (editor.check-puzzle or editor.search-longer) until the
 * verdict is shown. */
static void
run_check (Fixture    *f,
           const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), action, NULL));
  g_assert_true (terr_editor_page_is_checking (f->page));
  g_assert_true (test_app_wait (check_ended_cb, f->page, 600000));
}

/* Search Longer offered: its button shown, and its action enabled (a
 * button follows its action's enabled state). */
static gboolean
search_longer_offered (Fixture *f)
{
  return gtk_widget_get_visible (f->page->search_longer_button)
         && gtk_widget_get_sensitive (f->page->search_longer_button);
}

/* The numbers of the progress bar's words: "N of M positions searched". */
static void
parse_progress (const char *text,
                guint64    *nodes,
                guint64    *limit)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);

  g_assert_cmpuint (g_strv_length (words), >=, 3);
  *nodes = g_ascii_strtoull (words[0], NULL, 10);
  *limit = g_ascii_strtoull (words[2], NULL, 10);
}

static void
progress_text_cb (GObject    *bar,
                  GParamSpec *pspec,
                  GPtrArray  *texts)
{
  g_ptr_array_add (texts, g_strdup (gtk_progress_bar_get_text (GTK_PROGRESS_BAR (bar))));
}

/* A long check: the progress bar tells the nodes searched against the
 * node limit while the worker searches, and they grow. */
static void
test_progress (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(TerrGame) game = load_bundled ("garden-paths-10-the-winding-way.terraces");
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  guint64 last = 0, limit = 0, between = 0;
  gulong handler;

  terr_game_set_certificate (game, NULL);
  open_game (f, game, "progress.terraces");
  handler = g_signal_connect (f->page->check_progress, "notify::text", G_CALLBACK (progress_text_cb), texts);
  run_check (f, "editor.check-puzzle");
  g_signal_handler_disconnect (f->page->check_progress, handler);

  g_assert_cmpuint (texts->len, >=, 2);
  for (guint i = 0; i < texts->len; i++)
    {
      guint64 nodes;

      parse_progress (texts->pdata[i], &nodes, &limit);
      g_test_message ("%s", (char *) texts->pdata[i]);
      g_assert_cmpuint (limit, ==, terr_game_puzzle_node_limit (terr_editor_page_get_game (f->page)));
      g_assert_cmpuint (nodes, >=, last);
      g_assert_cmpuint (nodes, <=, limit);
      between += nodes > 0 && nodes < limit;
      last = nodes;
    }
  /* the bar moved while the solver worked: positions were told before
   * the end, and the last ones are close to the work the check took */
  g_assert_cmpuint (between, >=, 1);
  g_assert_cmpuint (last, >, 0);
  g_assert_cmpuint (last, <=, terr_game_get_certificate (terr_editor_page_get_game (f->page))->work);
}

/* Search Longer: a design whose certificate says Unknown at a limit L
 * (its first solution lies beyond 2 L) shows the button; each press
 * checks with twice the limit, and the verdict comes at 4 L. */
static void
test_search_longer (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(TerrGame) game = load_bundled ("garden-paths-05-between-the-ponds.terraces");
  g_autoptr(TerrCertificate) first = terr_game_check_puzzle (game, 1, 0, NULL, NULL, NULL, NULL);
  g_autoptr(TerrCertificate) unknown = NULL;
  guint64 limit = first->work / 4 + 1;
  const TerrCertificate *cert;
  guint64 nodes, shown_limit;

  g_test_message ("the first solution after %" G_GUINT64_FORMAT " nodes: limit %" G_GUINT64_FORMAT,
                  first->work, limit);
  g_assert_cmpuint (first->work, >=, 16);
  unknown = terr_game_check_puzzle (game, 10, limit, NULL, NULL, NULL, NULL);
  g_assert_cmpint (unknown->verdict, ==, TERR_VERDICT_UNKNOWN);
  terr_game_set_certificate (game, unknown);
  open_game (f, game, "longer.terraces");

  g_assert_true (g_str_has_prefix (terr_editor_page_get_certificate_text (f->page), "Unknown"));
  g_assert_true (search_longer_offered (f));
  test_app_picture (f->window, "editor-search-longer-gp.png");

  /* twice the limit: still Unknown, the button stays */
  run_check (f, "editor.search-longer");
  cert = terr_game_get_certificate (terr_editor_page_get_game (f->page));
  g_assert_cmpint (cert->verdict, ==, TERR_VERDICT_UNKNOWN);
  g_assert_cmpuint (cert->max_nodes, ==, 2 * limit);
  parse_progress (terr_editor_page_get_progress_text (f->page), &nodes, &shown_limit);
  g_assert_cmpuint (shown_limit, ==, 2 * limit);
  g_assert_cmpuint (nodes, ==, 2 * limit);
  g_assert_true (search_longer_offered (f));

  /* twice again: a verdict, and no more button */
  run_check (f, "editor.search-longer");
  cert = terr_game_get_certificate (terr_editor_page_get_game (f->page));
  g_assert_cmpint (cert->verdict, ==, TERR_VERDICT_SOLVABLE);
  g_assert_cmpuint (cert->max_nodes, ==, 4 * limit);
  g_assert_true (g_str_has_prefix (terr_editor_page_get_certificate_text (f->page), "Solvable"));
  g_assert_false (search_longer_offered (f));
  g_assert_false (gtk_widget_get_visible (f->page->search_longer_button));
}

/* The difficulty the check's work suggests is the band the generator put
 * the same puzzle in (same seed: generate, then check in the editor). */
static void
test_suggested (Fixture       *f,
                gconstpointer  data)
{
  GType types[] = { TERR_TYPE_HG_GAME, TERR_TYPE_ZG_GAME, TERR_TYPE_GP_GAME };

  for (guint t = 0; t < G_N_ELEMENTS (types); t++)
    for (TerrDifficulty d = TERR_DIFFICULTY_EASY; d <= TERR_DIFFICULTY_MEDIUM; d++)
      {
        g_autoptr(GError) error = NULL;
        g_autoptr(TerrGame) game = terr_puzzle_generate_with_flags (types[t], d, 12, TERR_GENERATE_ANY_COUNT,
                                                                    NULL, NULL, NULL, &error);
        TerrDifficulty other = d == TERR_DIFFICULTY_EASY ? TERR_DIFFICULTY_MEDIUM : TERR_DIFFICULTY_EASY;

        g_assert_no_error (error);
        g_assert_cmpint (terr_game_get_difficulty (game), ==, d);
        /* the designer chose another difficulty; the check is new */
        g_assert_true (terr_game_edit_set_difficulty (game, other));
        terr_game_set_certificate (game, NULL);
        open_game (f, game, "suggested.terraces");
        g_assert_cmpint (terr_editor_page_get_suggested_difficulty (f->page), ==, TERR_DIFFICULTY_NONE);
        run_check (f, "editor.check-puzzle");
        g_test_message ("%s: work %" G_GUINT64_FORMAT ", %s",
                        terr_game_get_title (game),
                        terr_game_get_certificate (terr_editor_page_get_game (f->page))->work,
                        adw_preferences_row_get_title (ADW_PREFERENCES_ROW (f->page->suggested_row)));
        g_assert_cmpint (terr_editor_page_get_suggested_difficulty (f->page), ==, d);
        /* beside the one chosen, which differs: a warning */
        g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (f->page->suggested_row), "warning"));
        g_assert_nonnull (strstr (adw_action_row_get_subtitle (f->page->suggested_row),
                                  terr_difficulty_label (other)));
      }
}

/* A score goal: the best reachable score and its ways.  A generated
 * Hanging Gardens or Garden Paths puzzle's goal is the best score its
 * steps reach (the generator's definition), so a unique one is reached in
 * one way; one point less is reached in more. */
static void
test_best_score (Fixture       *f,
                 gconstpointer  data)
{
  const char *names[] = { "hanging-gardens-04-two-moves.terraces", "garden-paths-05-between-the-ponds.terraces" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(TerrGame) game = load_bundled (names[i]);
      g_autofree char *expected = NULL;
      TerrGoal goal;

      g_assert_true (terr_game_get_goal (game, &goal));
      open_game (f, game, "best.terraces");
      run_check (f, "editor.check-puzzle");
      expected = g_strdup_printf ("Best reachable score: %d", goal.value);
      g_assert_cmpstr (terr_editor_page_get_best_text (f->page), ==, expected);
      g_assert_cmpstr (adw_action_row_get_subtitle (f->page->best_row), ==, "Reached in 1 distinct way");
      if (i == 1)
        test_app_picture (f->window, "editor-best-score-gp.png");
    }
  /* Ziggurat's goal is no score: no such row */
  {
    g_autoptr(TerrGame) game = load_bundled ("ziggurat-04-the-architects-gap.terraces");

    open_game (f, game, "best.terraces");
    run_check (f, "editor.check-puzzle");
    g_assert_null (terr_editor_page_get_best_text (f->page));
  }
}

/* Two distinct solutions side by side, as step lists; pointing at a step
 * lights the squares of that step on the board. */
static void
test_two_solutions (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(TerrGame) game = load_bundled ("hanging-gardens-04-two-moves.terraces");
  g_autoptr(GError) error = NULL;
  const TerrCertificate *cert;
  TerrGoal goal;

  /* one point less than the best: several gardens reach it */
  g_assert_true (terr_game_get_goal (game, &goal));
  g_assert_true (terr_hg_game_edit_set_goal (TERR_HG_GAME (game), goal.seat, goal.value - 1, goal.actions, &error));
  g_assert_no_error (error);
  open_game (f, game, "two.terraces");
  g_assert_cmpuint (terr_editor_page_get_n_compared_steps (f->page, 0), ==, 0);
  run_check (f, "editor.check-puzzle");

  cert = terr_game_get_certificate (terr_editor_page_get_game (f->page));
  g_assert_cmpuint (cert->n_solutions, >, 1);
  g_assert_true (gtk_widget_get_visible (f->page->solutions_box));
  g_assert_cmpuint (terr_editor_page_get_n_compared_steps (f->page, 0), ==, cert->solution->len);
  g_assert_cmpuint (terr_editor_page_get_n_compared_steps (f->page, 1), ==, cert->other_solution->len);
  g_assert_cmpuint (cert->solution->len, >, 0);

  for (guint column = 0; column < 2; column++)
    {
      const GPtrArray *moves = column == 0 ? cert->solution : cert->other_solution;
      g_autoptr(TerrGame) copy = terr_game_copy (terr_editor_page_get_game (f->page));

      for (guint i = 0; i < moves->len; i++)
        {
          GtkWidget *row = terr_editor_page_get_compared_step (f->page, column, i);
          g_autoptr(GArray) squares = terr_game_move_squares (copy, moves->pdata[i]);
          const TerrSquare *lit;
          guint n_lit;

          g_assert_nonnull (row);
          test_app_point_at (row);
          test_app_spin (20);
          lit = terr_board_get_highlight (f->board, &n_lit);
          g_assert_cmpuint (n_lit, ==, squares->len);
          g_assert_cmpuint (n_lit, >, 0);
          g_assert_cmpmem (lit, n_lit * sizeof (TerrSquare), squares->data, squares->len * sizeof (TerrSquare));
          g_assert_true (terr_game_play (copy, moves->pdata[i], NULL));
        }
      g_assert_cmpint (terr_game_get_goal_status (copy), ==, TERR_GOAL_STATUS_REACHED);
      if (column == 1)
        test_app_picture (f->window, "editor-two-solutions-hg.png");
    }
  /* the two end in different gardens */
  {
    g_autoptr(TerrGame) one = terr_game_copy (terr_editor_page_get_game (f->page));
    g_autoptr(TerrGame) two = terr_game_copy (terr_editor_page_get_game (f->page));
    g_autofree char *a = NULL;
    g_autofree char *b = NULL;

    for (guint i = 0; i < cert->solution->len; i++)
      g_assert_true (terr_game_play (one, cert->solution->pdata[i], NULL));
    for (guint i = 0; i < cert->other_solution->len; i++)
      g_assert_true (terr_game_play (two, cert->other_solution->pdata[i], NULL));
    a = terr_game_puzzle_hash (one);
    b = terr_game_puzzle_hash (two);
    g_assert_cmpstr (a, !=, b);
  }

  /* an edit: the certificate is out of date, the lists go */
  g_assert_true (terr_hg_game_edit_set_goal (TERR_HG_GAME (terr_editor_page_get_game (f->page)),
                                             goal.seat, goal.value, goal.actions, &error));
  g_assert_no_error (error);
  test_app_spin (20);
  g_assert_false (gtk_widget_get_visible (f->page->solutions_box));
  /* the unique puzzle has one solution: nothing to compare */
  run_check (f, "editor.check-puzzle");
  g_assert_true (terr_certificate_is_unique (terr_game_get_certificate (terr_editor_page_get_game (f->page))));
  g_assert_cmpuint (terr_editor_page_get_n_compared_steps (f->page, 0), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  TerrApplication *app;
  int status;

  if (!test_app_init (&argc, &argv))
    return 0;
  app = test_app_new_application ();
  g_test_add ("/app/editor-tune/progress", Fixture, NULL, fixture_setup, test_progress, fixture_teardown);
  g_test_add ("/app/editor-tune/search-longer", Fixture, NULL, fixture_setup, test_search_longer, fixture_teardown);
  g_test_add ("/app/editor-tune/suggested", Fixture, NULL, fixture_setup, test_suggested, fixture_teardown);
  g_test_add ("/app/editor-tune/best-score", Fixture, NULL, fixture_setup, test_best_score, fixture_teardown);
  g_test_add ("/app/editor-tune/two-solutions", Fixture, NULL, fixture_setup, test_two_solutions, fixture_teardown);
  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
