/* test-puzzles.c — the bundled puzzles on the start page: listed by game
 * with title and difficulty (scenarios without a goal stay in their own
 * list), solved when the goal is reached on the game page, remembered in
 * the settings, and the next unsolved one of the same game offered.
 * Also the certificate line the game page shows under a puzzle's goal. */
#include "config.h"

#include "test-app-common.h"
#include "terr-game-page-private.h"
#include "terr-puzzle.h"
#include "terr-puzzle-list.h"
#include "terr-start-page.h"
#include "terr-window.h"

static TerrApplication *app;

/* "Two Beds" (test-app-common.h). */
static const char hg_puzzle[] = TEST_HG_PUZZLE_XML;

typedef struct {
  char *dir;
  char *paths[4];   /* three Hanging Gardens puzzles, one Ziggurat one */
  char *plain;      /* a scenario without a goal */
} Folder;

/* A puzzle from hg_puzzle with @title, @difficulty and, when @certify,
 * its certificate. */
static void
write_hg_puzzle (const char     *path,
                 const char     *title,
                 TerrDifficulty  difficulty,
                 gboolean        certify)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (hg_puzzle, sizeof hg_puzzle - 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrDocument) doc = terr_document_load_bytes (bytes, "puzzle", &error);
  g_autoptr(TerrGame) game = NULL;

  g_assert_no_error (error);
  game = terr_game_load_document (doc, &error);
  g_assert_no_error (error);
  terr_game_set_title (game, title);
  g_assert_true (terr_game_edit_set_difficulty (game, difficulty));
  if (certify)
    {
      g_autoptr(TerrCertificate) cert = terr_game_check_puzzle (game, 0, 0, NULL, NULL, NULL, &error);

      g_assert_no_error (error);
      terr_game_set_certificate (game, cert);
    }
  g_assert_true (terr_game_save_path (game, path, TERR_FILE_SCENARIO, &error));
  g_assert_no_error (error);
}

static void
folder_setup (Folder *f)
{
  g_autoptr(TerrGame) zg = terr_game_new (TERR_GAME_ZIGGURAT, 1, 23, NULL);
  g_autoptr(TerrGame) plain = terr_game_new (TERR_GAME_ZIGGURAT, 1, 24, NULL);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GString) text = NULL;

  f->dir = g_dir_make_tmp ("terraces-puzzles-XXXXXX", NULL);
  f->paths[0] = g_build_filename (f->dir, "hanging-gardens-01-first.terraces", NULL);
  f->paths[1] = g_build_filename (f->dir, "hanging-gardens-02-second.terraces", NULL);
  f->paths[2] = g_build_filename (f->dir, "hanging-gardens-03-third.terraces", NULL);
  f->paths[3] = g_build_filename (f->dir, "ziggurat-01-deal.terraces", NULL);
  f->plain = g_build_filename (f->dir, "plain.terraces", NULL);
  write_hg_puzzle (f->paths[0], "First View", TERR_DIFFICULTY_EASY, TRUE);
  write_hg_puzzle (f->paths[1], "Second View", TERR_DIFFICULTY_MEDIUM, FALSE);
  write_hg_puzzle (f->paths[2], "Third View", TERR_DIFFICULTY_HARD, FALSE);

  /* A Ziggurat deal with a goal, and one without. */
  terr_game_set_title (zg, "A Deal");
  bytes = terr_game_to_bytes (zg, TERR_FILE_SCENARIO);
  text = g_string_new_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_string_replace (text, "</terraces>", "  <goal type=\"max-cheats\" value=\"3\"/>\n</terraces>", 1);
  g_assert_true (g_file_set_contents (f->paths[3], text->str, text->len, NULL));
  terr_game_set_title (plain, "Just a Deal");
  g_assert_true (terr_game_save_path (plain, f->plain, TERR_FILE_SCENARIO, NULL));
  g_setenv ("TERRACES_SCENARIOS_DIR", f->dir, TRUE);
}

static void
folder_teardown (Folder *f)
{
  g_unsetenv ("TERRACES_SCENARIOS_DIR");
  for (guint i = 0; i < G_N_ELEMENTS (f->paths); i++)
    {
      g_remove (f->paths[i]);
      g_free (f->paths[i]);
    }
  g_remove (f->plain);
  g_free (f->plain);
  g_rmdir (f->dir);
  g_free (f->dir);
}

static TerrWindow *
make_window (void)
{
  TerrWindow *window = terr_window_new (app);

  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
close_window (TerrWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
}

static TerrPuzzleList *
window_puzzles (TerrWindow *window)
{
  return TERR_PUZZLE_LIST (test_app_find_child (GTK_WIDGET (window), TERR_TYPE_PUZZLE_LIST));
}

static void
forget_solved (void)
{
  GSettings *settings = terr_application_get_settings (app);

  g_assert_nonnull (settings);
  g_settings_reset (settings, "solved-puzzles");
}

/* The start page lists the puzzles by game with title and difficulty. */
static void
test_listed (void)
{
  Folder f;
  TerrWindow *window;
  TerrPuzzleList *list;

  folder_setup (&f);
  forget_solved ();
  window = make_window ();
  list = window_puzzles (window);
  g_assert_nonnull (list);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (list)));

  g_assert_cmpuint (terr_puzzle_list_get_n_puzzles (list, TERR_GAME_NONE), ==, 4);
  g_assert_cmpuint (terr_puzzle_list_get_n_puzzles (list, TERR_GAME_HANGING_GARDENS), ==, 3);
  g_assert_cmpuint (terr_puzzle_list_get_n_puzzles (list, TERR_GAME_ZIGGURAT), ==, 1);
  g_assert_cmpuint (terr_puzzle_list_get_n_puzzles (list, TERR_GAME_GARDEN_PATHS), ==, 0);
  /* The scenario without a goal is not a puzzle. */
  g_assert_cmpuint (terr_window_get_n_scenarios (window), ==, 1);
  g_assert_false (terr_puzzle_list_has_puzzle (list, f.plain));

  /* By game, in file order. */
  for (guint i = 0; i < 3; i++)
    g_assert_cmpstr (terr_puzzle_list_get_path (list, TERR_GAME_HANGING_GARDENS, i), ==, f.paths[i]);
  g_assert_cmpstr (terr_puzzle_list_get_path (list, TERR_GAME_ZIGGURAT, 0), ==, f.paths[3]);
  g_assert_null (terr_puzzle_list_get_path (list, TERR_GAME_ZIGGURAT, 1));

  g_assert_cmpstr (terr_puzzle_list_get_row_title (list, f.paths[0]), ==, "First View");
  g_assert_cmpstr (terr_puzzle_list_get_row_subtitle (list, f.paths[0]), ==, "Easy");
  g_assert_cmpstr (terr_puzzle_list_get_row_subtitle (list, f.paths[1]), ==, "Medium");
  g_assert_cmpstr (terr_puzzle_list_get_row_subtitle (list, f.paths[2]), ==, "Hard");
  g_assert_cmpint (terr_puzzle_list_get_difficulty (list, f.paths[2]), ==, TERR_DIFFICULTY_HARD);
  g_assert_cmpstr (terr_puzzle_list_get_row_subtitle (list, f.paths[3]), ==, "");
  g_assert_false (terr_puzzle_list_is_solved (list, f.paths[0]));

  /* A row opens its puzzle on the game page. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-scenario", "s", f.paths[1]));
  g_assert_cmpstr (terr_window_get_page (window), ==, "game");
  g_assert_cmpstr (terr_game_get_title (terr_window_get_game (window)), ==, "Second View");

  close_window (window);
  folder_teardown (&f);
}

/* Reaching the goal marks the puzzle solved (kept in the settings) and
 * offers the next unsolved puzzle of the same game. */
static void
test_solved (void)
{
  Folder f;
  TerrWindow *window;
  TerrPuzzleList *list;
  TerrGame *game;
  g_autoptr(TerrGame) copy = NULL;
  g_autoptr(TerrCertificate) cert = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) solved = NULL;
  TerrGamePage *page;

  folder_setup (&f);
  forget_solved ();
  window = make_window ();
  list = window_puzzles (window);
  page = TERR_GAME_PAGE (terr_window_get_game_page (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-scenario", "s", f.paths[0]));
  game = terr_window_get_game (window);
  g_assert_nonnull (game);
  /* The certificate is shown under the goal. */
  g_assert_nonnull (strstr (terr_game_page_get_goal_text (page), "Certified:"));

  /* Play the solution the solver finds. */
  copy = terr_game_new_scenario (game);
  cert = terr_game_check_puzzle (copy, 0, 0, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (cert->solution);
  for (guint i = 0; i < cert->solution->len; i++)
    {
      g_assert_false (terr_puzzle_list_is_solved (list, f.paths[0]));
      g_assert_true (terr_game_play (game, cert->solution->pdata[i], &error));
      g_assert_no_error (error);
    }
  test_app_spin (20);
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_REACHED);
  g_assert_nonnull (strstr (terr_game_page_get_goal_status_text (page), "Goal reached"));
  /* The certificate line stays that of the puzzle's position. */
  g_assert_nonnull (strstr (terr_game_page_get_goal_text (page), "Certified:"));

  g_assert_true (terr_puzzle_list_is_solved (list, f.paths[0]));
  g_assert_cmpstr (terr_puzzle_list_get_row_subtitle (list, f.paths[0]), ==, "Easy · Solved");
  solved = g_settings_get_strv (terr_application_get_settings (app), "solved-puzzles");
  g_assert_true (g_strv_contains ((const char * const *) solved, "hanging-gardens-01-first.terraces"));
  g_assert_cmpuint (g_strv_length (solved), ==, 1);

  /* Next Puzzle: the second one of the same game. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.next-puzzle", NULL));
  g_assert_cmpstr (terr_window_get_page (window), ==, "game");
  g_assert_cmpstr (terr_game_get_title (terr_window_get_game (window)), ==, "Second View");
  close_window (window);

  /* Another window (a new start) remembers it. */
  window = make_window ();
  list = window_puzzles (window);
  g_assert_true (terr_puzzle_list_is_solved (list, f.paths[0]));
  g_assert_false (terr_puzzle_list_is_solved (list, f.paths[1]));
  /* The next unsolved skips solved ones and wraps around, within a game. */
  g_assert_cmpstr (terr_puzzle_list_get_next_unsolved (list, f.paths[0]), ==, f.paths[1]);
  terr_puzzle_list_mark_solved (list, f.paths[1]);
  g_assert_cmpstr (terr_puzzle_list_get_next_unsolved (list, f.paths[0]), ==, f.paths[2]);
  g_assert_null (terr_puzzle_list_get_next_unsolved (list, f.paths[3]));
  terr_puzzle_list_mark_solved (list, f.paths[2]);
  g_assert_null (terr_puzzle_list_get_next_unsolved (list, f.paths[0]));
  close_window (window);

  forget_solved ();
  folder_teardown (&f);
}

/* The certificate line under the goal says when the certificate no longer
 * matches the position (a file edited by hand). */
static void
test_certificate_line (void)
{
  Folder f;
  TerrWindow *window;
  TerrGamePage *page;
  g_autofree char *contents = NULL;
  g_autoptr(GString) text = NULL;

  folder_setup (&f);
  /* The puzzle's goal changed after it was certified. */
  g_assert_true (g_file_get_contents (f.paths[0], &contents, NULL, NULL));
  text = g_string_new (contents);
  g_assert_cmpuint (g_string_replace (text, "value=\"22\"", "value=\"21\"", 1), ==, 1);
  g_assert_true (g_file_set_contents (f.paths[0], text->str, text->len, NULL));

  window = make_window ();
  page = TERR_GAME_PAGE (terr_window_get_game_page (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-scenario", "s", f.paths[0]));
  g_assert_nonnull (strstr (terr_game_page_get_goal_text (page), "Certificate out of date"));
  /* Without a certificate, no line. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-scenario", "s", f.paths[1]));
  g_assert_null (strstr (terr_game_page_get_goal_text (page), "Certif"));
  close_window (window);
  folder_teardown (&f);
}

/* The bundled collection: every game has puzzles, each row says its
 * difficulty. */
static void
test_bundled (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", NULL);
  TerrWindow *window;
  TerrPuzzleList *list;
  const TerrGameKind kinds[] = { TERR_GAME_HANGING_GARDENS, TERR_GAME_ZIGGURAT, TERR_GAME_GARDEN_PATHS };

  g_setenv ("TERRACES_SCENARIOS_DIR", dir, TRUE);
  window = make_window ();
  list = window_puzzles (window);
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      guint n = terr_puzzle_list_get_n_puzzles (list, kinds[k]);

      g_test_message ("%s: %u puzzles", terr_game_kind_to_string (kinds[k]), n);
      g_assert_cmpuint (n, >=, 1);
      for (guint i = 0; i < n; i++)
        {
          const char *path = terr_puzzle_list_get_path (list, kinds[k], i);
          g_autoptr(TerrGame) game = terr_game_load_path (path, NULL);
          const char *label = terr_difficulty_label (terr_game_get_difficulty (game));

          g_assert_nonnull (game);
          g_assert_cmpint (terr_game_get_kind (game), ==, kinds[k]);
          g_assert_true (g_str_has_prefix (terr_puzzle_list_get_row_subtitle (list, path), label));
        }
    }
  close_window (window);
  g_unsetenv ("TERRACES_SCENARIOS_DIR");
}


/* The labels of every row under @widget (rows inside rows too). */
static void
collect_row_labels (GtkWidget *widget,
                    gboolean   in_row,
                    GPtrArray *labels)
{
  in_row = in_row || ADW_IS_PREFERENCES_ROW (widget);
  if (in_row && GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    g_ptr_array_add (labels, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_row_labels (child, in_row, labels);
}

static AdwExpanderRow *
find_expander_row (GtkWidget  *widget,
                   const char *title)
{
  if (ADW_IS_EXPANDER_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return ADW_EXPANDER_ROW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwExpanderRow *found = find_expander_row (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
has_action_row (GtkWidget  *widget,
                const char *title)
{
  if (ADW_IS_ACTION_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_action_row (child, title))
      return TRUE;
  return FALSE;
}

/* The row of the first Ziggurat puzzle is made. */
static gboolean
rows_made (gpointer data)
{
  TerrPuzzleList *list = data;
  const char *path = terr_puzzle_list_get_path (list, TERR_GAME_ZIGGURAT, 0);

  return has_action_row (GTK_WIDGET (list), terr_puzzle_list_get_row_title (list, path));
}

/* Every row of the start page keeps its words on one line, ellipsized
 * when the window is narrow (terr-widgets.c: a wrapping label in a row is
 * laid out at a dozen widths before the first frame), yet nothing is cut
 * at the window's usual width; a scenario's whole pitch is its row's
 * tooltip.  The sections' headings are headings for screen readers. */
static void
test_rows_one_line (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", NULL);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  TerrWindow *window;
  TerrPuzzleList *list;
  GtkWidget *page;
  guint n_headings = 0, n_pitches = 0;

  g_setenv ("TERRACES_SCENARIOS_DIR", dir, TRUE);
  window = make_window ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  list = window_puzzles (window);
  page = gtk_widget_get_ancestor (GTK_WIDGET (list), TERR_TYPE_START_PAGE);
  g_assert_nonnull (page);

  /* The puzzles of a game are made when its row is first expanded. */
  adw_expander_row_set_expanded (find_expander_row (GTK_WIDGET (list), "Ziggurat"), TRUE);
  g_assert_true (test_app_wait (rows_made, list, 60000));
  g_assert_true (test_app_wait (test_app_has_size, page, 60000));
  test_app_spin (50);

  collect_row_labels (page, FALSE, labels);
  g_assert_cmpuint (labels->len, >=, 2 * 3 + 2 * 3 + 10);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = labels->pdata[i];
      GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (label), ADW_TYPE_PREFERENCES_ROW);

      g_test_message ("row label: %s", gtk_label_get_text (label));
      g_assert_false (gtk_label_get_wrap (label));
      g_assert_cmpint (gtk_label_get_ellipsize (label), ==, PANGO_ELLIPSIZE_END);
      if (gtk_widget_get_mapped (GTK_WIDGET (label)) && gtk_widget_get_width (GTK_WIDGET (label)) > 0)
        g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
      if (ADW_IS_ACTION_ROW (row)
          && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (row)), "win.open-scenario") == 0
          && !terr_puzzle_list_has_puzzle (list, g_variant_get_string (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (row)), NULL))
          && g_strcmp0 (gtk_label_get_text (label), adw_action_row_get_subtitle (ADW_ACTION_ROW (row))) == 0)
        {
          g_assert_cmpstr (gtk_widget_get_tooltip_text (row), ==, adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
          n_pitches++;
        }
    }
  /* The three bundled scenarios without a goal. */
  g_assert_cmpuint (n_pitches, ==, 3);

  {
    const char *const headings[] = { "Puzzles", "Scenarios" };
    g_autoptr(GPtrArray) all = g_ptr_array_new ();

    collect_row_labels (page, TRUE, all);
    for (guint i = 0; i < all->len; i++)
      for (guint h = 0; h < G_N_ELEMENTS (headings); h++)
        if (g_strcmp0 (gtk_label_get_text (all->pdata[i]), headings[h]) == 0
            && gtk_accessible_get_accessible_role (all->pdata[i]) == GTK_ACCESSIBLE_ROLE_HEADING)
          n_headings++;
  }
  g_assert_cmpuint (n_headings, ==, 2);

  close_window (window);
  g_unsetenv ("TERRACES_SCENARIOS_DIR");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!test_app_init (&argc, &argv))
    return 0;

  app = terr_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));

  g_test_add_func ("/app/puzzles/listed", test_listed);
  g_test_add_func ("/app/puzzles/solved", test_solved);
  g_test_add_func ("/app/puzzles/certificate-line", test_certificate_line);
  g_test_add_func ("/app/puzzles/bundled", test_bundled);
  g_test_add_func ("/app/puzzles/rows-one-line", test_rows_one_line);

  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
