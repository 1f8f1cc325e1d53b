/* test-cell-editor.c — the drawn cell editor of Garden Paths pieces
 * (src/app/games/garden-paths/terr-cell-editor.c): clicks build the cell list in the file
 * format, flowers cycle, an empty shape is refused with its words, the
 * keyboard moves between squares and changes them, every square has a
 * name; in the scenario editor, Add Piece adds exactly the drawn piece
 * (checked in the saved file) as one undoable edit, and a piece of the
 * set is drawn back into the editor and changed. */
#include "config.h"

#include "test-app-common.h"
#include "terr-cell-editor.h"
#include "terr-editor-page-private.h"
#include "gp/terr-gp-game.h"

static TerrApplication *app;

typedef struct {
  GtkWidget      *window;
  TerrCellEditor *cells;
} Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  f->window = gtk_window_new ();
  g_object_ref_sink (f->window);
  f->cells = TERR_CELL_EDITOR (terr_cell_editor_new ());
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->cells));
  gtk_window_present (GTK_WINDOW (f->window));
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

static GtkEventController *
find_controller (GtkWidget *widget,
                 GType      type)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) c = g_list_model_get_item (controllers, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type))
        return c;   /* the widget keeps it */
    }
  g_assert_not_reached ();
  return NULL;
}

/* A primary click on square (x, y), as its gesture reports it. */
static void
click (TerrCellEditor *cells,
       int             x,
       int             y)
{
  GtkWidget *square = terr_cell_editor_get_square (cells, x, y);
  GtkEventController *click = find_controller (square, GTK_TYPE_GESTURE_CLICK);

  g_signal_emit_by_name (click, "pressed", 1, 5.0, 5.0);
}

/* A key pressed on whichever square has the focus. */
static gboolean
press (GtkWidget *focus,
       guint      keyval)
{
  GtkEventController *key = find_controller (focus, GTK_TYPE_EVENT_CONTROLLER_KEY);
  gboolean handled = FALSE;

  g_signal_emit_by_name (key, "key-pressed", keyval, 0, (GdkModifierType) 0, &handled);
  return handled;
}

static char *
square_label (TerrCellEditor *cells,
              int             x,
              int             y)
{
  GtkWidget *square = terr_cell_editor_get_square (cells, x, y);
  char *label = g_strdup (gtk_widget_get_tooltip_text (square));
  g_autofree char *error = NULL;

  /* What a screen reader gets: the accessible label (the tooltip says
   * the same). */
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (square),
                                                   GTK_ACCESSIBLE_PROPERTY_LABEL));
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (square),
                                              GTK_ACCESSIBLE_PROPERTY_LABEL, label);
  g_assert_null (error);
  return label;
}

static void
test_clicks_path (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *text = NULL;

  g_assert_cmpint (terr_cell_editor_get_side (f->cells), ==, 4);
  g_assert_cmpint (terr_cell_editor_get_kind (f->cells), ==, TERR_GP_KIND_PATH);
  /* An L drawn away from the corner: the cells come out normalised, in
   * the order drawn. */
  click (f->cells, 1, 1);
  click (f->cells, 1, 2);
  click (f->cells, 2, 2);
  text = terr_cell_editor_get_cells (f->cells);
  g_assert_cmpstr (text, ==, "0,0 0,1 1,1");
  g_assert_cmpint (terr_cell_editor_get_cover (f->cells, 1, 2), ==, TERR_GP_PATH);
  g_assert_true (terr_cell_editor_check (f->cells, NULL));
  g_assert_cmpstr (terr_cell_editor_get_message (f->cells), ==, "three squares in an L");

  /* A second click empties a path square. */
  click (f->cells, 1, 1);
  g_clear_pointer (&text, g_free);
  text = terr_cell_editor_get_cells (f->cells);
  g_assert_cmpstr (text, ==, "0,0 1,0");
  g_assert_cmpint (terr_cell_editor_get_cover (f->cells, 1, 1), ==, TERR_GP_EMPTY);
}

static void
test_flower_cycle (Fixture       *f,
                   gconstpointer  data)
{
  static const TerrGpCover expected[] = {
    TERR_GP_ROSE, TERR_GP_MARIGOLD, TERR_GP_LAVENDER, TERR_GP_EMPTY, TERR_GP_ROSE,
  };
  g_autofree char *text = NULL;
  g_autofree char *label = NULL;

  terr_cell_editor_set_kind (f->cells, TERR_GP_KIND_FLOWER);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      click (f->cells, 0, 0);
      g_assert_cmpint (terr_cell_editor_get_cover (f->cells, 0, 0), ==, expected[i]);
    }
  click (f->cells, 1, 0);
  click (f->cells, 1, 0);
  text = terr_cell_editor_get_cells (f->cells);
  g_assert_cmpstr (text, ==, "0,0:rose 1,0:marigold");
  label = square_label (f->cells, 1, 0);
  g_assert_cmpstr (label, ==, "row 1, column 2: marigold");

  /* Back to a path piece: the shape stays, the flowers become path. */
  terr_cell_editor_set_kind (f->cells, TERR_GP_KIND_PATH);
  g_clear_pointer (&text, g_free);
  text = terr_cell_editor_get_cells (f->cells);
  g_assert_cmpstr (text, ==, "0,0 1,0");
}

static void
test_refused (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  /* Nothing drawn: not a piece, and the widget says why. */
  g_assert_false (terr_cell_editor_check (f->cells, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "A piece needs at least one cell: click a square to draw one");
  g_assert_cmpstr (terr_cell_editor_get_message (f->cells), ==, error->message);
  g_clear_error (&error);

  click (f->cells, 3, 3);
  g_assert_true (terr_cell_editor_check (f->cells, NULL));
  click (f->cells, 3, 3);
  g_assert_false (terr_cell_editor_check (f->cells, NULL));

  /* Cells the editor cannot show are refused and change nothing. */
  click (f->cells, 0, 0);
  g_assert_false (terr_cell_editor_set_cells (f->cells, TERR_GP_KIND_PATH, "0,0 9,0", &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (terr_cell_editor_set_cells (f->cells, TERR_GP_KIND_FLOWER, "0,0", &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  text = terr_cell_editor_get_cells (f->cells);
  g_assert_cmpstr (text, ==, "0,0");

  /* A larger piece (up to the limit) grows the grid. */
  g_assert_true (terr_cell_editor_set_cells (f->cells, TERR_GP_KIND_PATH, "0,0 1,0 2,0 3,0 4,0", NULL));
  g_assert_cmpint (terr_cell_editor_get_side (f->cells), ==, 5);
  g_assert_cmpint (terr_cell_editor_get_cover (f->cells, 4, 0), ==, TERR_GP_PATH);
}

static void
test_keyboard (Fixture       *f,
               gconstpointer  data)
{
  GtkWidget *square = terr_cell_editor_get_square (f->cells, 0, 0);
  g_autofree char *text = NULL;
  g_autofree char *label = NULL;

  gtk_widget_grab_focus (square);
  g_assert_true (gtk_widget_is_focus (square));
  /* Right, Down, Space: (1, 1); Right, Enter: (2, 1). */
  g_assert_true (press (square, GDK_KEY_Right));
  square = terr_cell_editor_get_square (f->cells, 1, 0);
  g_assert_true (gtk_widget_is_focus (square));
  g_assert_true (press (square, GDK_KEY_Down));
  square = terr_cell_editor_get_square (f->cells, 1, 1);
  g_assert_true (gtk_widget_is_focus (square));
  g_assert_true (press (square, GDK_KEY_space));
  g_assert_true (press (square, GDK_KEY_Right));
  square = terr_cell_editor_get_square (f->cells, 2, 1);
  g_assert_true (gtk_widget_is_focus (square));
  g_assert_true (press (square, GDK_KEY_Return));
  text = terr_cell_editor_get_cells (f->cells);
  g_assert_cmpstr (text, ==, "0,0 1,0");
  /* The edge holds the focus. */
  square = terr_cell_editor_get_square (f->cells, 3, 3);
  gtk_widget_grab_focus (square);
  g_assert_true (press (square, GDK_KEY_Right));
  g_assert_true (press (square, GDK_KEY_Down));
  g_assert_true (gtk_widget_is_focus (square));
  /* Other keys go on. */
  g_assert_false (press (square, GDK_KEY_a));

  /* The grid is one stop of Tab: Tab leaves it, Shift+Tab comes back to
   * the square last focused. */
  gtk_widget_child_focus (f->window, GTK_DIR_TAB_FORWARD);
  g_assert_false (gtk_widget_is_focus (square));
  g_assert_false (TERR_IS_CELL_EDITOR (gtk_widget_get_focus_child (f->window))
                  && gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (f->window)),
                                             gtk_widget_get_parent (square)));
  gtk_widget_child_focus (f->window, GTK_DIR_TAB_BACKWARD);
  g_assert_true (gtk_widget_is_focus (square));

  /* Every square is focusable and named. */
  for (int y = 0; y < 4; y++)
    for (int x = 0; x < 4; x++)
      g_assert_true (gtk_widget_get_focusable (terr_cell_editor_get_square (f->cells, x, y)));
  label = square_label (f->cells, 2, 1);
  g_assert_cmpstr (label, ==, "row 2, column 3: path");
  g_clear_pointer (&label, g_free);
  label = square_label (f->cells, 0, 0);
  g_assert_cmpstr (label, ==, "row 1, column 1: empty");
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (f->cells),
                                                   GTK_ACCESSIBLE_PROPERTY_LABEL));
}

/* --- in the scenario editor --- */

static GtkWidget *
find_by_type (GtkWidget *widget,
              GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_type (child, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label,
             const char *tooltip)
{
  if (GTK_IS_BUTTON (widget)
      && ((label != NULL && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
          || (tooltip != NULL && g_strcmp0 (gtk_widget_get_tooltip_text (widget), tooltip) == 0)))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label, tooltip);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static char *
saved_text (TerrEditorPage *page)
{
  g_autofree char *path = g_build_filename (test_data_home, "cells.terraces", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_assert_true (terr_editor_page_save_to_file (page, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_remove (path);
  return contents;
}

static void
test_in_editor (void)
{
  GtkWidget *window = gtk_window_new ();
  TerrEditorPage *page = TERR_EDITOR_PAGE (terr_editor_page_new ());
  TerrCellEditor *cells;
  TerrGpGame *gp;
  const TerrGpPieceSet *set;
  const TerrGpPiece *piece;
  GtkWidget *add;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *text = NULL;
  int n;

  g_object_ref_sink (window);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  test_app_spin (50);

  g_assert_true (terr_editor_page_new_design (page, TERR_GAME_GARDEN_PATHS));
  gp = TERR_GP_GAME (terr_editor_page_get_game (page));
  set = terr_gp_game_get_pieces (gp);
  n = terr_gp_piece_set_size (set);
  cells = TERR_CELL_EDITOR (find_by_type (GTK_WIDGET (page), TERR_TYPE_CELL_EDITOR));
  g_assert_nonnull (cells);
  add = find_button (GTK_WIDGET (page), "_Add Piece", NULL);
  g_assert_nonnull (add);
  before = saved_text (page);
  g_assert_null (strstr (before, "<piece id=\"f9\""));

  /* Nothing drawn: Add Piece refuses with the editor's words. */
  terr_cell_editor_clear (cells);
  g_signal_emit_by_name (add, "clicked");
  g_assert_cmpint (terr_gp_piece_set_size (set), ==, n);
  g_assert_cmpstr (terr_editor_page_get_status_text (page), ==,
                   "A piece needs at least one cell: click a square to draw one");
  g_assert_false (terr_game_can_undo_edit (TERR_GAME (gp)));

  /* A flower bed drawn by clicks: rose, marigold below it, lavender. */
  terr_cell_editor_set_kind (cells, TERR_GP_KIND_FLOWER);
  click (cells, 2, 0);
  click (cells, 2, 1);
  click (cells, 2, 1);
  click (cells, 3, 1);
  click (cells, 3, 1);
  click (cells, 3, 1);
  g_signal_emit_by_name (add, "clicked");
  g_assert_cmpint (terr_gp_piece_set_size (set), ==, n + 1);
  piece = terr_gp_piece_set_get (set, n);
  g_assert_cmpint (piece->kind, ==, TERR_GP_KIND_FLOWER);
  after = saved_text (page);
  g_assert_nonnull (strstr (after, "<piece id=\"f9\" kind=\"flower\" cells=\"0,0:rose 0,1:marigold 1,1:lavender\"/>"));
  /* Exactly that piece: the file is the old one with one line more. */
  {
    g_auto(GStrv) a = g_strsplit (before, "\n", -1);
    g_auto(GStrv) b = g_strsplit (after, "\n", -1);
    guint extra = 0;

    g_assert_cmpuint (g_strv_length (b), ==, g_strv_length (a) + 1);
    for (guint i = 0, j = 0; b[j] != NULL; j++)
      {
        if (a[i] != NULL && g_str_equal (a[i], b[j]))
          i++;
        else
          {
            g_assert_nonnull (strstr (b[j], "<piece id=\"f9\""));
            extra++;
          }
      }
    g_assert_cmpuint (extra, ==, 1);
  }

  /* One undo takes it away again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "editor.undo", NULL));
  /* Undo puts back a copy of the old set: look it up again. */
  set = terr_gp_game_get_pieces (gp);
  g_assert_cmpint (terr_gp_piece_set_size (set), ==, n);
  undone = saved_text (page);
  g_assert_cmpstr (undone, ==, before);
  g_assert_false (terr_game_can_undo_edit (TERR_GAME (gp)));

  /* A piece of the set drawn back into the editor (p8: an L), changed by
   * one click and given back as one edit. */
  test_app_spin (20);
  {
    GtkWidget *draw = find_button (GTK_WIDGET (page), NULL, "Draw p8 in the Cell Editor");
    GtkWidget *give = find_button (GTK_WIDGET (page), NULL, "Give p8 the Drawn Cells");
    int p8 = terr_gp_piece_set_find (set, "p8");

    g_assert_nonnull (draw);
    g_assert_nonnull (give);
    g_signal_emit_by_name (draw, "clicked");
    text = terr_cell_editor_get_cells (cells);
    g_assert_cmpstr (text, ==, "0,0 1,0 0,1");
    g_assert_cmpint (terr_cell_editor_get_kind (cells), ==, TERR_GP_KIND_PATH);
    click (cells, 1, 1);
    g_signal_emit_by_name (give, "clicked");
    g_clear_pointer (&text, g_free);
    set = terr_gp_game_get_pieces (gp);
    text = terr_gp_piece_cells_to_string (terr_gp_piece_set_get (set, p8));
    g_assert_cmpstr (text, ==, "0,0 1,0 0,1 1,1");
    g_assert_true (terr_game_can_undo_edit (TERR_GAME (gp)));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "editor.undo", NULL));
    g_clear_pointer (&text, g_free);
    set = terr_gp_game_get_pieces (gp);
    text = terr_gp_piece_cells_to_string (terr_gp_piece_set_get (set, p8));
    g_assert_cmpstr (text, ==, "0,0 1,0 0,1");
  }

  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* The accessible properties are kept (for the names of the squares). */
  g_setenv ("GTK_A11Y", "test", TRUE);
  if (!test_app_init (&argc, &argv))
    return 0;
  app = test_app_new_application ();

  g_test_add ("/app/cell-editor/clicks-path", Fixture, NULL,
              fixture_setup, test_clicks_path, fixture_teardown);
  g_test_add ("/app/cell-editor/flower-cycle", Fixture, NULL,
              fixture_setup, test_flower_cycle, fixture_teardown);
  g_test_add ("/app/cell-editor/refused", Fixture, NULL,
              fixture_setup, test_refused, fixture_teardown);
  g_test_add ("/app/cell-editor/keyboard", Fixture, NULL,
              fixture_setup, test_keyboard, fixture_teardown);
  g_test_add_func ("/app/cell-editor/in-editor", test_in_editor);

  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
