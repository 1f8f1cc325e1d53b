/* test-explain.c — the score explained beside the board and on it:
 * selecting a gazebo's score row shows its view cone on the board and its
 * rows in words; the direction toggles change the words and the cone; a
 * click on a gazebo selects it; Garden Paths keeps the other seat's path
 * and score out of every visible label while the grids are private;
 * Ziggurat explains cheats and title. */
#include "config.h"

#include <string.h>

#include "test-app-common.h"
#include "terr-board-private.h"
#include "terr-game-page-private.h"
#include "terr-render-scene.h"
#include "terr-score-explainer.h"
#include "terr-window.h"
#include "../render/test-scenario-files.h"

static TerrApplication *app;

/* Seat 1's gazebo on (0, 0) facing north: a level-1 plateau on (0, -2)
 * hides the suns bed on (0, -4); the arms bed on (-1, -1) is seen. */
static const char hg_xml[] =
  TEST_HG_CONE_XML_START
  "    <gazebo x=\"1\" y=\"1\" seat=\"2\"/>\n"
  TEST_XML_END;

/* Two people; the next announcement (a flower bed) is Ann's.  Ann's path
 * runs gate to opposite gate over the fountain (5 squares, 16 points);
 * Bo's is 2 squares long (1 point). */
static const char gp_xml[] =
  TEST_GP_YARD_XML_START
  "  <position announcements=\"2\">\n"
  "    <grid seat=\"1\"> <placed piece=\"p4\" x=\"0\" y=\"1\" transform=\"0\"/>"
  " <placed piece=\"p2\" x=\"3\" y=\"1\" transform=\"0\"/> </grid>\n"
  "    <grid seat=\"2\"> <placed piece=\"p2\" x=\"0\" y=\"1\" transform=\"0\"/>"
  " <placed piece=\"p4\" x=\"1\" y=\"3\" transform=\"0\"/> </grid>\n"
  TEST_XML_END;

static const char zg_xml[] = TEST_ZG_XML;

static TerrWindow *
open_xml (const char *xml, char **dir_out)
{
  TerrWindow *window = terr_window_new (app);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("terr-explain-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.terraces", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, xml, -1, &error));
  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (terr_window_open_file (window, file));
  test_app_spin (20);
  *dir_out = g_steal_pointer (&dir);
  return window;
}

static void
close_window (TerrWindow *window, char *dir)
{
  g_autofree char *path = g_build_filename (dir, "game.terraces", NULL);

  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
  g_remove (path);
  g_rmdir (dir);
}

static GtkWidget *
find_widget (GtkWidget *root, GType type, gboolean (*match) (GtkWidget *w, gpointer data),
             gpointer data)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type) && (match == NULL || match (root, data)))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_widget (c, type, match, data);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
row_of_seat (GtkWidget *w, gpointer data)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "seat")) == GPOINTER_TO_INT (data);
}

static gboolean
button_labelled (GtkWidget *w, gpointer data)
{
  return g_strcmp0 (gtk_button_get_label (GTK_BUTTON (w)), data) == 0;
}

/* Every label shown on screen (it and all its ancestors visible). */
static void
collect_visible_labels (GtkWidget *w, GString *out)
{
  if (!gtk_widget_get_visible (w))
    return;
  if (GTK_IS_LABEL (w))
    g_string_append_printf (out, "%s\n", gtk_label_get_label (GTK_LABEL (w)));
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_visible_labels (c, out);
}

static void
activate_score_row (TerrGamePage *page, int seat)
{
  GtkWidget *row = find_widget (GTK_WIDGET (page), GTK_TYPE_LIST_BOX_ROW, row_of_seat,
                                GINT_TO_POINTER (seat));
  GtkWidget *list;

  g_assert_nonnull (row);
  g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
  list = gtk_widget_get_ancestor (row, GTK_TYPE_LIST_BOX);
  g_signal_emit_by_name (list, "row-activated", row);
}

static void
test_hg_score_row (void)
{
  g_autofree char *dir = NULL;
  TerrWindow *window = open_xml (hg_xml, &dir);
  TerrGamePage *page = TERR_GAME_PAGE (terr_window_get_game_page (window));
  TerrBoard *board = terr_game_page_get_board (page);
  TerrScoreExplainer *explainer;
  TerrRenderOptions opts;
  GtkWidget *east;
  g_autoptr (GString) shown = g_string_new (NULL);

  explainer = TERR_SCORE_EXPLAINER (find_widget (GTK_WIDGET (page), TERR_TYPE_SCORE_EXPLAINER, NULL, NULL));
  g_assert_nonnull (explainer);
  /* Nothing drawn before a seat is chosen. */
  terr_board_get_render_options (board, &opts);
  g_assert_cmpint (opts.explain_seat, ==, 0);

  /* Bo's row, then Ann's: the board explains Ann's gazebo facing its best
   * direction (north), the panel says so row by row. */
  activate_score_row (page, 2);
  terr_board_get_render_options (board, &opts);
  g_assert_cmpint (opts.explain_seat, ==, 2);
  activate_score_row (page, 1);
  terr_board_get_render_options (board, &opts);
  g_assert_cmpint (opts.explain_seat, ==, 1);
  g_assert_cmpint (opts.explain_direction, ==, 0);
  g_assert_true (terr_score_explainer_get_shown_on_board (explainer));
  g_assert_nonnull (strstr (terr_game_page_get_score_text (page), "Facing north, the best view: 1"));
  g_assert_nonnull (strstr (terr_game_page_get_score_text (page), "Row 1, split by terrace heights: "
                                                                  "left, level 0 — one colour: 1"));
  g_assert_nonnull (strstr (terr_game_page_get_score_text (page),
                            "Row 4, sight line: the suns bed is hidden by a level 1 plateau"));
  g_assert_nonnull (strstr (terr_game_page_get_score_text (page), "Total: 1 + 0 = 1"));
  /* The words are on screen. */
  collect_visible_labels (GTK_WIDGET (page), shown);
  g_assert_nonnull (strstr (shown->str, "Total: 1 + 0 = 1"));

  /* The board's scene holds the cone: its beds with what befell them. */
  {
    g_autoptr (TerrRenderScene) scene = terr_render_scene_new_for_game_full (terr_board_get_game (board), &opts);
    g_assert_cmpint (scene->hg.explain.seat, ==, 1);
    g_assert_cmpuint (scene->hg.explain.beds->len, ==, 2);
  }

  /* The east toggle: other words, the board faces east. */
  east = find_widget (GTK_WIDGET (explainer), GTK_TYPE_TOGGLE_BUTTON, button_labelled, (gpointer) "East");
  g_assert_nonnull (east);
  g_assert_true (gtk_widget_get_focusable (east) || gtk_widget_get_focus_on_click (east));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (east), TRUE);
  terr_board_get_render_options (board, &opts);
  g_assert_cmpint (opts.explain_direction, ==, 2);
  g_assert_cmpint (terr_score_explainer_get_direction (explainer), ==, 2);
  g_assert_nonnull (strstr (terr_game_page_get_score_text (page),
                            "Facing east, view 0 (the score counts the best view, north: 1)"));
  g_assert_null (strstr (terr_game_page_get_score_text (page), "Row 4"));

  /* Unchecking "Show on the Board" clears the board. */
  terr_score_explainer_set_shown_on_board (explainer, FALSE);
  terr_board_get_render_options (board, &opts);
  g_assert_cmpint (opts.explain_seat, ==, 0);

  close_window (window, dir);
}

static gboolean
board_has_size (gpointer board)
{
  return gtk_widget_get_width (GTK_WIDGET (board)) > 0
    && gtk_widget_get_height (GTK_WIDGET (board)) > 0;
}

/* A click on Bo's gazebo selects Bo, with no piece in hand (with one,
 * the click goes to the square under the pointer: test-clicks.c). */
static void
test_hg_click_gazebo (void)
{
  g_autofree char *dir = NULL;
  TerrWindow *window = open_xml (hg_xml, &dir);
  TerrGamePage *page = TERR_GAME_PAGE (terr_window_get_game_page (window));
  TerrBoard *board = terr_game_page_get_board (page);
  TerrRenderOptions opts;
  g_autoptr (TerrRenderScene) scene = NULL;
  guint before = terr_game_get_n_moves (terr_board_get_game (board));
  int w, h;
  double x, y;

  /* On a busy machine the first allocation may come late. */
  g_assert_true (test_app_wait (board_has_size, board, 60000));
  w = gtk_widget_get_width (GTK_WIDGET (board));
  h = gtk_widget_get_height (GTK_WIDGET (board));
  terr_board_get_render_options (board, &opts);
  scene = terr_render_scene_new_for_game_full (terr_board_get_game (board), &opts);
  /* The middle of the pawn, a little above its base. */
  g_assert_true (terr_render_scene_locate (scene, w, h, &opts, 0, 1.5, 1.5, 0, &x, &y));
  terr_choices_set_selected (terr_board_get_choices (board), -1);
  terr_board_click (board, x, y - 8);
  terr_board_get_render_options (board, &opts);
  g_assert_cmpint (opts.explain_seat, ==, 2);
  g_assert_cmpuint (terr_game_get_n_moves (terr_board_get_game (board)), ==, before);
  g_assert_nonnull (strstr (terr_game_page_get_score_text (page), "Facing"));
  close_window (window, dir);
}

/* While the grids are private, only the seat on screen is explained; Bo's
 * path and score are in no visible label. */
static void
test_gp_privacy (void)
{
  g_autofree char *dir = NULL;
  TerrWindow *window = open_xml (gp_xml, &dir);
  TerrGamePage *page = TERR_GAME_PAGE (terr_window_get_game_page (window));
  TerrScoreExplainer *explainer;
  g_autoptr (GString) shown = g_string_new (NULL);
  GtkDropDown *dropdown;

  explainer = TERR_SCORE_EXPLAINER (find_widget (GTK_WIDGET (page), TERR_TYPE_SCORE_EXPLAINER, NULL, NULL));
  /* "Pass to Ann" first: nothing of any grid. */
  if (terr_game_page_is_privacy_shown (page))
    {
      collect_visible_labels (GTK_WIDGET (page), shown);
      g_assert_null (strstr (shown->str, "Path of"));
      /* No score either, not even the seat's own: the others look on. */
      g_assert_nonnull (strstr (terr_game_page_get_scores_shown (page), "Ann: hidden until the end"));
      g_assert_nonnull (strstr (terr_game_page_get_scores_shown (page), "Bo: hidden until the end"));
      gtk_widget_activate_action (GTK_WIDGET (page), "page.reveal", NULL);
      test_app_spin (20);
    }
  g_assert_false (terr_game_page_is_privacy_shown (page));
  g_string_truncate (shown, 0);
  collect_visible_labels (GTK_WIDGET (page), shown);
  g_assert_nonnull (strstr (shown->str, "Path of 5 squares: 0 circled (0), fountains 1, gate bonus 15 = 16"));
  g_assert_null (strstr (shown->str, "Path of 2 squares"));
  g_assert_nonnull (strstr (terr_game_page_get_scores_shown (page), "Bo: hidden until the end"));
  g_assert_nonnull (strstr (terr_game_page_get_scores_shown (page), "Ann: 16"));
  /* Bo cannot be chosen: his row does nothing, the list holds Ann only. */
  activate_score_row (page, 2);
  g_assert_cmpint (terr_score_explainer_get_seat (explainer), ==, 1);
  dropdown = GTK_DROP_DOWN (find_widget (GTK_WIDGET (explainer), GTK_TYPE_DROP_DOWN, NULL, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (dropdown)), ==, 1);
  g_string_truncate (shown, 0);
  collect_visible_labels (GTK_WIDGET (page), shown);
  g_assert_null (strstr (shown->str, "Path of 2 squares"));
  close_window (window, dir);
}

static void
test_zg_panel (void)
{
  g_autofree char *dir = NULL;
  TerrWindow *window = open_xml (zg_xml, &dir);
  TerrGamePage *page = TERR_GAME_PAGE (terr_window_get_game_page (window));
  const char *text = terr_game_page_get_score_text (page);

  g_assert_nonnull (strstr (text, "Placed: 4 of 28 dominoes."));
  g_assert_nonnull (strstr (text, "Cheats so far: 2"));
  g_assert_nonnull (strstr (text, "Finish without another cheat to be Reputable Architect."));
  g_assert_nonnull (strstr (text, "One more cheat and the best title left is Modest Architect."));
  close_window (window, dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!test_app_init (&argc, &argv))
    return 0;

  app = test_app_new_application ();

  g_test_add_func ("/app/explain/hanging-gardens/score-row", test_hg_score_row);
  g_test_add_func ("/app/explain/hanging-gardens/click-gazebo", test_hg_click_gazebo);
  g_test_add_func ("/app/explain/garden-paths/privacy", test_gp_privacy);
  g_test_add_func ("/app/explain/ziggurat", test_zg_panel);
  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
