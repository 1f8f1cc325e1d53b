/* test-editor-panel.c — the scenario editor's side panel and Generate:
 * at the window's default size the problem list shows at least 8 rows
 * of a new Ziggurat design, grouped under headings; no control of the
 * side panel moves when an edit adds a problem; Generate asks about
 * unsaved work before it starts (Cancel keeps the design and generates
 * nothing), its result opens, and the title names the new puzzle's game;
 * "not solvable" says why. */
#include "config.h"

#include "test-app-common.h"
#include "terr-editor-page-private.h"
#include "terr-generate-dialog.h"
#include "terr-puzzle.h"
#include "terr-window.h"
#include "terr-zg-game.h"

static TerrApplication *app;

/* A window at its default size showing a new design of @kind. */
static TerrEditorPage *
open_editor (TerrWindow *window,
             const char *kind)
{
  TerrEditorPage *page;

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-new", "s", kind));
  page = TERR_EDITOR_PAGE (test_app_find_child (GTK_WIDGET (window), TERR_TYPE_EDITOR_PAGE));
  g_assert_nonnull (page);
  g_assert_true (test_app_wait (test_app_has_size, page, 60000));
  test_app_spin (200);
  return page;
}

/* The rows of the problem list wholly inside its scrolled window. */
static guint
count_visible_rows (TerrEditorPage *page)
{
  GtkWidget *scroll = GTK_WIDGET (page->problems_scroll);
  int height = gtk_widget_get_height (scroll);
  guint n = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (page->problems_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      graphene_rect_t bounds;

      if (!GTK_IS_LIST_BOX_ROW (row) || !gtk_widget_get_visible (row)
          || !gtk_widget_compute_bounds (row, scroll, &bounds))
        continue;
      if (bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= height)
        n++;
    }
  return n;
}

static gboolean
window_inactive (gpointer window)
{
  return !gtk_window_is_active (GTK_WINDOW (window));
}

static void
test_problem_rows (void)
{
  TerrWindow *window = terr_window_new (app);
  TerrEditorPage *page;
  guint n, boundaries = 0;

  g_object_ref_sink (window);
  page = open_editor (window, "ziggurat");
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, 800);
  n = terr_editor_page_get_n_problems (page);
  g_assert_cmpuint (n, ==, 29);
  g_assert_cmpuint (count_visible_rows (page), >=, 8);

  /* Grouped: the hand's problem first, then the 28 missing dominoes,
   * each group under one heading with its count. */
  {
    g_autofree char *hand = terr_editor_page_get_problem_group (page, 0);
    g_autofree char *set = terr_editor_page_get_problem_group (page, 1);
    g_autofree char *last = terr_editor_page_get_problem_group (page, n - 1);

    g_assert_cmpstr (hand, ==, "The Hand (1)");
    g_assert_cmpstr (set, ==, "The Set of Pieces (28)");
    g_assert_cmpstr (last, ==, set);
  }
  for (guint i = 0; i < n; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (page->problems_list, i);
      GtkWidget *header = gtk_list_box_row_get_header (row);
      g_autofree char *group = terr_editor_page_get_problem_group (page, i);
      g_autofree char *previous = i > 0 ? terr_editor_page_get_problem_group (page, i - 1) : NULL;

      if (g_strcmp0 (group, previous) != 0)
        {
          g_assert_true (GTK_IS_LABEL (header));
          g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (header)), ==, group);
          boundaries++;
        }
      else
        g_assert_null (header);
    }
  g_assert_cmpuint (boundaries, ==, 2);

  /* One line each; the focused row shows all of its message, taller,
   * and keeps showing it when another window takes the display's focus
   * (here a window of this test; tests beside it open windows too). */
  {
    GtkWidget *other = gtk_window_new ();
    GtkListBoxRow *row = gtk_list_box_get_row_at_index (page->problems_list, 1);
    GtkLabel *label = GTK_LABEL (test_app_find_child (GTK_WIDGET (row), GTK_TYPE_LABEL));
    int one_line = gtk_widget_get_height (GTK_WIDGET (row));

    g_assert_cmpstr (gtk_label_get_text (label), ==, terr_editor_page_get_problem (page, 1));
    g_assert_cmpint (gtk_label_get_ellipsize (label), ==, PANGO_ELLIPSIZE_END);
    g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (row)));
    test_app_spin (100);
    g_assert_cmpint (gtk_label_get_ellipsize (label), ==, PANGO_ELLIPSIZE_NONE);
    /* Another window takes the display's focus: the row stays open. */
    gtk_window_present (GTK_WINDOW (other));
    test_app_wait (window_inactive, window, 2000);
    g_test_message ("the editor's window is %s", gtk_window_is_active (GTK_WINDOW (window)) ? "active" : "not active");
    g_assert_cmpint (gtk_label_get_ellipsize (label), ==, PANGO_ELLIPSIZE_NONE);
    g_assert_true (gtk_label_get_wrap (label));
    g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (row)), >, one_line);
    g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (page->problems_list, 2))));
    test_app_spin (100);
    g_assert_cmpint (gtk_label_get_ellipsize (label), ==, PANGO_ELLIPSIZE_END);
    gtk_window_destroy (GTK_WINDOW (other));
  }

  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
}

typedef struct {
  GtkWidget      *widget;
  graphene_rect_t bounds;
} Placed;

/* Every visible widget under @widget with its bounds in @page. */
static void
record (GtkWidget *widget,
        GtkWidget *page,
        GArray    *placed)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      Placed p = { child, };

      if (!gtk_widget_get_visible (child))
        continue;
      g_assert_true (gtk_widget_compute_bounds (child, page, &p.bounds));
      g_array_append_val (placed, p);
      record (child, page, placed);
    }
}

/* An edit adds a problem: no control of the side panel moves. */
static void
test_controls_stay (void)
{
  TerrWindow *window = terr_window_new (app);
  TerrEditorPage *page;
  TerrZgGame *design;
  GtkWidget *controls;
  g_autoptr(GArray) before = g_array_new (FALSE, FALSE, sizeof (Placed));
  g_autoptr(GArray) after = g_array_new (FALSE, FALSE, sizeof (Placed));
  g_autoptr(GError) error = NULL;
  guint n;

  g_object_ref_sink (window);
  page = open_editor (window, "ziggurat");
  design = TERR_ZG_GAME (terr_editor_page_get_game (page));
  g_assert_true (terr_zg_game_edit_hand_insert (design, -1, 6, 6, &error));
  g_assert_no_error (error);
  g_assert_true (terr_zg_game_edit_put_domino (design, 1, 0, 0, TERR_ZG_DIR_H, 0, 0, &error));
  g_assert_no_error (error);
  test_app_spin (200);
  n = terr_editor_page_get_n_problems (page);
  g_assert_cmpuint (n, ==, 26);

  /* The controls: everything above the problem list. */
  controls = gtk_paned_get_start_child (page->side_paned);
  record (controls, GTK_WIDGET (page), before);
  g_assert_cmpuint (before->len, >, 30);

  /* The 0-0 put a second time: it appears twice. */
  g_assert_true (terr_zg_game_edit_put_domino (design, 1, 3, 3, TERR_ZG_DIR_H, 0, 0, &error));
  g_assert_no_error (error);
  test_app_spin (300);
  g_assert_cmpuint (terr_editor_page_get_n_problems (page), ==, n + 1);

  record (controls, GTK_WIDGET (page), after);
  g_assert_cmpuint (after->len, ==, before->len);
  for (guint i = 0; i < before->len; i++)
    {
      const Placed *b = &g_array_index (before, Placed, i);
      const Placed *a = &g_array_index (after, Placed, i);

      g_assert_true (a->widget == b->widget);
      g_assert_cmpfloat (a->bounds.origin.x, ==, b->bounds.origin.x);
      g_assert_cmpfloat (a->bounds.origin.y, ==, b->bounds.origin.y);
      g_assert_cmpfloat (a->bounds.size.width, ==, b->bounds.size.width);
      g_assert_cmpfloat (a->bounds.size.height, ==, b->bounds.size.height);
    }
  /* The new problem has its row, and the list still shows 8. */
  g_assert_cmpuint (count_visible_rows (page), >=, 8);

  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
}

static gboolean
dialog_gone_cb (gpointer data)
{
  return terr_editor_page_get_generate_dialog (data) == NULL;
}

/* Generate with unsaved work asks first; Cancel there leaves the design
 * as it was and opens no Generate dialog; Discard opens it, and the
 * puzzle it makes opens with no further question; the title names the
 * new puzzle's game. */
static void
test_generate_asks_first (void)
{
  TerrWindow *window = terr_window_new (app);
  TerrEditorPage *page;
  TerrGame *design;
  AdwMessageDialog *question;
  TerrGenerateDialog *dialog;
  AdwWindowTitle *title;
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) now = NULL;

  g_object_ref_sink (window);
  page = open_editor (window, "garden-paths");
  title = ADW_WINDOW_TITLE (test_app_find_child (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE));
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "Garden Paths");
  design = terr_editor_page_get_game (page);
  g_assert_true (terr_editor_page_get_modified (page));
  before = terr_game_to_bytes (design, TERR_FILE_SCENARIO);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "editor.generate", NULL));
  question = test_app_find_message_dialog ();
  g_assert_nonnull (question);
  g_assert_null (terr_editor_page_get_generate_dialog (page));
  adw_message_dialog_response (question, "cancel");
  /* (A response given by the code does not close the dialog.) */
  gtk_window_destroy (GTK_WINDOW (question));
  test_app_spin (50);
  g_assert_null (terr_editor_page_get_generate_dialog (page));
  g_assert_true (terr_editor_page_get_game (page) == design);
  now = terr_game_to_bytes (design, TERR_FILE_SCENARIO);
  g_assert_true (g_bytes_equal (before, now));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "editor.generate", NULL));
  question = test_app_find_message_dialog ();
  g_assert_nonnull (question);
  adw_message_dialog_response (question, "discard");
  gtk_window_destroy (GTK_WINDOW (question));
  test_app_spin (50);
  dialog = TERR_GENERATE_DIALOG (terr_editor_page_get_generate_dialog (page));
  g_assert_nonnull (dialog);
  g_assert_true (terr_editor_page_get_game (page) == design);
  terr_generate_dialog_set_kind (dialog, TERR_GAME_ZIGGURAT);
  terr_generate_dialog_set_difficulty (dialog, TERR_DIFFICULTY_EASY);
  terr_generate_dialog_set_seed (dialog, 7);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.generate", NULL));
  g_assert_true (test_app_wait (dialog_gone_cb, page, 600000));
  test_app_spin (50);

  /* Opened with no question, and the title follows. */
  g_assert_null (test_app_find_message_dialog ());
  g_assert_cmpint (terr_game_get_kind (terr_editor_page_get_game (page)), ==, TERR_GAME_ZIGGURAT);
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "Ziggurat");
  g_assert_cmpstr (adw_window_title_get_title (title), ==, "Scenario Editor");

  /* The generated design is unsaved: closing may not ask here. */
  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
}

static gboolean
check_done_cb (gpointer data)
{
  return !terr_editor_page_is_checking (data);
}

/* Check Puzzle on a design that cannot be solved says why. */
static void
test_why_not_solvable (void)
{
  static const char xml[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\">\n"
    "  <rules/>\n"
    "  <players><player seat=\"1\" name=\"A\" type=\"human\"/></players>\n"
    "  <position cheats=\"0\">\n"
    "    <pile order=\"open\">0-2 0-3 0-4 0-5 0-6 1-1 1-2 1-3 1-4 1-5 1-6 2-2 2-3 2-4 2-5 2-6 "
    "3-3 3-4 3-5 3-6 4-4 4-5 4-6 5-5</pile>\n"
    "    <hand>5-6 0-0 0-1</hand>\n"
    "    <domino tier=\"1\" x=\"1\" y=\"1\" dir=\"h\" a=\"6\" b=\"6\"/>\n"
    "  </position>\n"
    "  <goal type=\"max-cheats\" value=\"0\"/>\n"
    "</terraces>\n";
  g_autofree char *path = g_build_filename (test_data_home, "why.terraces", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GtkWidget *window = gtk_window_new ();
  TerrEditorPage *page = TERR_EDITOR_PAGE (terr_editor_page_new ());

  g_object_ref_sink (window);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (g_file_set_contents (path, xml, -1, &error));
  g_assert_true (terr_editor_page_open_file (page, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (terr_editor_page_get_n_problems (page), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "editor.check-puzzle", NULL));
  g_assert_true (test_app_wait (check_done_cb, page, 600000));
  g_assert_true (g_str_has_prefix (terr_editor_page_get_certificate_text (page), "Not solvable"));
  g_assert_nonnull (strstr (terr_editor_page_get_status_text (page),
                            "Why: the cell (1,1) of tier 2 can never be filled"));
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (page->certificate_row),
                                   "Why: the cell (1,1) of tier 2 can never be filled"));
  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
  g_remove (path);
}

/* Check Puzzle on a puzzle the first piece solves: solvable, and the
 * quality gate's refusal is shown with its reason, in the status and on
 * the certificate row (a warning, not a success). */
static void
test_gate_refuses (void)
{
  g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "files", "gate", "gp-first-piece.terraces", NULL);
  g_autofree char *path = g_build_filename (test_data_home, "first-piece.terraces", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  GtkWidget *window = gtk_window_new ();
  TerrEditorPage *page = TERR_EDITOR_PAGE (terr_editor_page_new ());

  g_assert_true (g_file_get_contents (fixture, &xml, NULL, &error));
  g_assert_true (g_file_set_contents (path, xml, -1, &error));
  g_object_ref_sink (window);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (terr_editor_page_open_file (page, file, &error));
  g_assert_no_error (error);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "editor.check-puzzle", NULL));
  g_assert_true (test_app_wait (check_done_cb, page, 600000));
  g_assert_true (g_str_has_prefix (terr_editor_page_get_certificate_text (page), "Solvable, unique solution"));
  g_assert_nonnull (strstr (terr_editor_page_get_status_text (page),
                            "Refused by the quality gate: The first move or piece alone reaches the goal."));
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (page->certificate_row),
                                   "Refused by the quality gate: The first move or piece alone reaches the goal."));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (page->certificate_row), "warning"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (page->certificate_row), "success"));
  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
  g_remove (path);
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

  g_test_add_func ("/app/editor-panel/problem-rows", test_problem_rows);
  g_test_add_func ("/app/editor-panel/controls-stay", test_controls_stay);
  g_test_add_func ("/app/editor-panel/generate-asks-first", test_generate_asks_first);
  g_test_add_func ("/app/editor-panel/why-not-solvable", test_why_not_solvable);
  g_test_add_func ("/app/editor-panel/gate-refuses", test_gate_refuses);

  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
