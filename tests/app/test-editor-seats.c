/* test-editor-seats.c — the scenario editor's seat switcher and board
 * resizing, in a game with a grid per seat: the switcher offers every
 * seat, the board shows the chosen seat's grid, and a piece put by the
 * keyboard or a click lands on that seat's grid only; a resize that
 * would strand water, fountains, gates or pieces outside the board asks
 * first, lists them, and after either choice nothing lies outside (after
 * Cancel nothing changed); what already lies outside a design opened from
 * a file is listed, each with a one-click move inside (a gate taking the
 * side it then borders) and remove. */
#include "config.h"

#include "test-app-common.h"
#include "terr-board-private.h"
#include "terr-editor-page-private.h"
#include "terr-gp-editor-tools.h"
#include "gp/terr-gp-game.h"

#include <string.h>

typedef struct {
  GtkWidget      *window;
  TerrEditorPage *page;
  TerrBoard      *board;
  TerrGpGame     *gp;
} Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  f->window = gtk_window_new ();
  g_object_ref_sink (f->window);
  f->page = TERR_EDITOR_PAGE (terr_editor_page_new ());
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->page));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  gtk_window_present (GTK_WINDOW (f->window));
  f->board = terr_editor_page_get_board (f->page);
  g_assert_true (terr_editor_page_new_design (f->page, TERR_GAME_GARDEN_PATHS));
  f->gp = TERR_GP_GAME (terr_editor_page_get_game (f->page));
  /* Two seats, whatever the default. */
  if (terr_game_get_n_players (TERR_GAME (f->gp)) != 2)
    g_assert_true (terr_game_edit_set_n_players (TERR_GAME (f->gp), 2, NULL));
  g_assert_true (test_app_wait (test_app_has_size, f->board, 60000));
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

/* Put the palette's @tool at (x, y) with the keyboard: cursor, then Enter. */
static void
put_at (Fixture    *f,
        const char *tool,
        int         x,
        int         y)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.tool", "s", tool));
  terr_board_set_cursor (f->board, x, y);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.place", NULL));
}

static guint
n_placed (Fixture *f,
          int      seat)
{
  return terr_gp_game_get_grid (f->gp, seat)->placed->len;
}

/* A point of the board widget over square (x, y), found by hit tests. */
static gboolean
find_square (Fixture       *f,
             int            x,
             int            y,
             TerrRenderHit *hit)
{
  int width = gtk_widget_get_width (GTK_WIDGET (f->board));
  int height = gtk_widget_get_height (GTK_WIDGET (f->board));

  for (int py = 2; py < height; py += 3)
    for (int px = 2; px < width; px += 3)
      if (terr_board_hit_test (f->board, px, py, hit)
          && hit->kind == TERR_RENDER_HIT_BOARD && hit->x == x && hit->y == y)
        return TRUE;
  return FALSE;
}

static void
test_switcher (Fixture       *f,
               gconstpointer  data)
{
  TerrRenderHit hit = { 0 };

  /* The switcher offers both seats and starts on seat 1. */
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f->page->seat_row)));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (f->page->seat_names)), ==, 2);
  g_assert_cmpstr (gtk_string_list_get_string (f->page->seat_names, 1), ==, "Seat 2");
  g_assert_cmpuint (terr_editor_page_get_seat (f->page), ==, 1);
  g_assert_cmpint (terr_board_get_seat (f->board), ==, 1);

  /* Seat 2 chosen: the board shows its grid, Enter puts there. */
  adw_combo_row_set_selected (f->page->seat_row, 1);
  test_app_spin (20);
  g_assert_cmpuint (terr_editor_page_get_seat (f->page), ==, 2);
  g_assert_cmpint (terr_board_get_seat (f->board), ==, 2);
  put_at (f, "piece", 1, 1);
  g_assert_cmpuint (n_placed (f, 2), ==, 1);
  g_assert_cmpuint (n_placed (f, 1), ==, 0);
  g_assert_cmpint (g_array_index (terr_gp_game_get_grid (f->gp, 2)->placed, TerrGpPlacement, 0).x, ==, 1);

  /* A click where the board shows square (2, 2) hits seat 2's grid. */
  g_assert_true (find_square (f, 2, 2, &hit));
  g_assert_cmpint (hit.seat, ==, 2);
  g_signal_emit_by_name (f->board, "square-activated", &hit, (guint) GDK_BUTTON_PRIMARY);
  g_assert_cmpuint (n_placed (f, 2), ==, 2);
  g_assert_cmpuint (n_placed (f, 1), ==, 0);
  gtk_widget_grab_focus (GTK_WIDGET (f->page->seat_row));
  test_app_picture (f->window, "editor-seat-2-gp.png");

  /* Back on seat 1: its grid is still empty, and a piece goes there. */
  terr_editor_page_set_seat (f->page, 1);
  test_app_spin (20);
  g_assert_true (find_square (f, 2, 2, &hit));
  g_assert_cmpint (hit.seat, ==, 1);
  put_at (f, "piece", 0, 0);
  g_assert_cmpuint (n_placed (f, 1), ==, 1);
  g_assert_cmpuint (n_placed (f, 2), ==, 2);

  /* The switcher follows the seats: a third, then two again (seat 3
   * gone, the board shows seat 1's grid). */
  g_assert_true (terr_game_edit_set_n_players (TERR_GAME (f->gp), 3, NULL));
  test_app_spin (20);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (f->page->seat_names)), ==, 3);
  terr_editor_page_set_seat (f->page, 3);
  test_app_spin (20);
  g_assert_cmpint (terr_board_get_seat (f->board), ==, 3);
  g_assert_true (terr_game_edit_set_n_players (TERR_GAME (f->gp), 2, NULL));
  test_app_spin (20);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (f->page->seat_names)), ==, 2);
  g_assert_cmpuint (terr_editor_page_get_seat (f->page), ==, 1);
  g_assert_cmpint (terr_board_get_seat (f->board), ==, 1);
}

/* Water, a fountain and a gate in the far corner, and a piece of seat 2
 * there; then the width spin two squares narrower. */
static AdwMessageDialog *
shrink (Fixture *f,
        int     *width)
{
  const TerrGpBoard *board = terr_gp_game_get_board (f->gp);
  GtkSpinButton *spin;
  AdwMessageDialog *dialog;
  int w = board->width, h = board->height;

  put_at (f, "water", w - 1, h - 1);
  put_at (f, "fountain", w - 1, 0);
  put_at (f, "gate-e", w - 1, 1);
  terr_editor_page_set_seat (f->page, 2);
  put_at (f, "piece", w - 1, 2);
  g_assert_cmpuint (n_placed (f, 2), ==, 1);

  spin = GTK_SPIN_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (f->page->tools),
                                                         TERR_TYPE_GP_EDITOR_TOOLS, "width_spin"));
  gtk_spin_button_set_value (spin, w - 2);
  test_app_spin (50);
  dialog = test_app_find_message_dialog ();
  g_assert_nonnull (dialog);
  /* Nothing changed yet; the dialog lists all four. */
  g_assert_cmpint (terr_gp_game_get_board (f->gp)->width, ==, w);
  {
    g_autofree char *water = g_strdup_printf ("Water at (%d,%d)", w - 1, h - 1);
    g_autofree char *piece = g_strdup_printf ("Seat 2's piece p1 at (%d,2)", w - 1);
    const char *body = adw_message_dialog_get_body (dialog);

    g_assert_nonnull (strstr (body, water));
    g_assert_nonnull (strstr (body, "Fountain at"));
    g_assert_nonnull (strstr (body, "Gate at"));
    g_assert_nonnull (strstr (body, piece));
  }
  test_app_picture (GTK_WIDGET (dialog), "editor-resize-gp.png");
  *width = w;
  return dialog;
}

/* Answer @dialog as its button does: the response, and it goes. */
static void
answer (AdwMessageDialog *dialog,
        const char       *response)
{
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  test_app_spin (50);
}

static void
assert_nothing_outside (Fixture *f,
                        int      width)
{
  const TerrGpBoard *board = terr_gp_game_get_board (f->gp);
  g_auto(GStrv) outside = terr_gp_game_edit_list_outside (f->gp, board->width, board->height);

  g_assert_cmpint (board->width, ==, width);
  g_assert_cmpuint (g_strv_length (outside), ==, 0);
  g_assert_null (test_app_find_message_dialog ());
}

static void
test_resize_drop (Fixture       *f,
                  gconstpointer  data)
{
  int w;
  AdwMessageDialog *dialog = shrink (f, &w);
  guint n_water = terr_gp_game_get_board (f->gp)->water->len;

  answer (dialog, "drop");
  assert_nothing_outside (f, w - 2);
  g_assert_cmpuint (terr_gp_game_get_board (f->gp)->water->len, <, n_water);
  g_assert_cmpuint (n_placed (f, 2), ==, 0);
}

static void
test_resize_move (Fixture       *f,
                  gconstpointer  data)
{
  int w;
  AdwMessageDialog *dialog = shrink (f, &w);
  const TerrGpPlacement *pl;

  answer (dialog, "move");
  assert_nothing_outside (f, w - 2);
  g_assert_cmpuint (n_placed (f, 2), ==, 1);
  pl = &g_array_index (terr_gp_game_get_grid (f->gp, 2)->placed, TerrGpPlacement, 0);
  g_assert_cmpint (pl->x, ==, w - 3);
  g_assert_cmpint (pl->y, ==, 2);
}

static void
test_resize_cancel (Fixture       *f,
                    gconstpointer  data)
{
  int w;
  AdwMessageDialog *dialog = shrink (f, &w);
  GtkSpinButton *spin = GTK_SPIN_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (f->page->tools),
                                                                        TERR_TYPE_GP_EDITOR_TOOLS,
                                                                        "width_spin"));

  answer (dialog, "cancel");
  g_assert_null (test_app_find_message_dialog ());
  g_assert_cmpint (terr_gp_game_get_board (f->gp)->width, ==, w);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, w);
  g_assert_cmpuint (n_placed (f, 2), ==, 1);
}

/* The button named @label under @widget, or NULL. */
static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_widget_get_tooltip_text (widget), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
tools_child (Fixture    *f,
             const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f->page->tools),
                                                    TERR_TYPE_GP_EDITOR_TOOLS, name));
}

/* The rows of the list of what lies outside, and their titles. */
static guint
n_outside_rows (Fixture *f)
{
  guint n = 0;

  if (!gtk_widget_get_visible (tools_child (f, "outside_group")))
    return 0;
  while (gtk_list_box_get_row_at_index (GTK_LIST_BOX (tools_child (f, "outside_list")), (int) n) != NULL)
    n++;
  return n;
}

/* Clicks the button named @label in the list of what lies outside. */
static void
click_outside (Fixture    *f,
               const char *label)
{
  GtkWidget *button = find_button (tools_child (f, "outside_list"), label);

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  test_app_spin (20);
}

/* A design opened from a file with water, a fountain, a gate (on a side
 * it would not border inside) and a piece of seat 2 outside its board:
 * listed; each moved inside or removed with one click, one undoable edit
 * each; then nothing lies outside and the list is gone. */
static void
test_outside_opened (Fixture       *f,
                     gconstpointer  data)
{
  const TerrGpBoard *board = terr_gp_game_get_board (f->gp);
  int w = board->width, h = board->height;
  g_autofree char *path = g_build_filename (test_data_home, "outside.terraces", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *water = g_strdup_printf ("Water at (%d,1)", w);
  g_autofree char *fountain = g_strdup_printf ("Fountain at (1,%d)", h);
  g_autofree char *gate = g_strdup_printf ("Gate at (%d,2)", w + 1);
  g_autofree char *piece = g_strdup_printf ("Seat 2's piece p1 at (%d,3)", w);
  g_autofree char *label = NULL;
  guint n_water = board->water->len, n_fountains = board->fountains->len;
  const TerrGpGate *g;
  const TerrGpPlacement *pl;

  g_assert_cmpuint (n_outside_rows (f), ==, 0);
  g_assert_true (terr_gp_game_edit_add_water (f->gp, w, 1, &error));
  g_assert_true (terr_gp_game_edit_add_fountain (f->gp, 1, h, &error));
  g_assert_true (terr_gp_game_edit_add_gate (f->gp, w + 1, 2, TERR_GP_SIDE_N, &error));
  g_assert_true (terr_gp_game_edit_place (f->gp, 2, 0, w, 3, 0, &error));
  g_assert_no_error (error);
  g_assert_true (terr_editor_page_save_to_file (f->page, file, &error));
  g_assert_no_error (error);

  /* Opened again: the four are listed, in the core's order. */
  g_assert_true (terr_editor_page_open_file (f->page, file, &error));
  g_assert_no_error (error);
  g_remove (path);
  f->gp = TERR_GP_GAME (terr_editor_page_get_game (f->page));
  board = terr_gp_game_get_board (f->gp);
  test_app_spin (50);
  g_assert_cmpuint (n_outside_rows (f), ==, 4);
  {
    const char *expected[] = { water, fountain, gate, piece };
    GtkListBox *list = GTK_LIST_BOX (tools_child (f, "outside_list"));

    for (int i = 0; i < 4; i++)
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (gtk_list_box_get_row_at_index (list, i))),
                       ==, expected[i]);
  }
  {
    g_autofree char *move = g_strdup_printf ("Move %s Inside", water);
    GtkWidget *focus;

    /* Selecting the problem of a square outside brings the list into
     * view, at its first button (the board's cursor cannot go there). */
    g_assert_cmpuint (terr_editor_page_get_n_problems (f->page), ==, 4);
    terr_editor_page_select_problem (f->page, 0);
    test_app_spin (50);
    focus = gtk_root_get_focus (GTK_ROOT (f->window));
    g_assert_true (focus == find_button (tools_child (f, "outside_list"), move));
    test_app_picture (tools_child (f, "outside_group"), "editor-outside-gp.png");
  }

  /* The gate moves in to the nearest square, on the east side it now
   * borders (north does not). */
  label = g_strdup_printf ("Move %s Inside", gate);
  click_outside (f, label);
  g = &g_array_index (terr_gp_game_get_board (f->gp)->gates, TerrGpGate,
                      terr_gp_game_get_board (f->gp)->gates->len - 1);
  g_assert_cmpint (g->x, ==, w - 1);
  g_assert_cmpint (g->y, ==, 2);
  g_assert_cmpint (g->side, ==, TERR_GP_SIDE_E);
  g_assert_cmpuint (n_outside_rows (f), ==, 3);

  /* The water is removed; the fountain moves in. */
  g_free (label);
  label = g_strdup_printf ("Remove %s", water);
  click_outside (f, label);
  g_assert_cmpuint (terr_gp_game_get_board (f->gp)->water->len, ==, n_water);
  g_free (label);
  label = g_strdup_printf ("Move %s Inside", fountain);
  click_outside (f, label);
  board = terr_gp_game_get_board (f->gp);
  g_assert_cmpuint (board->fountains->len, ==, n_fountains + 1);
  g_assert_cmpint (g_array_index (board->fountains, TerrGpXY, n_fountains).x, ==, 1);
  g_assert_cmpint (g_array_index (board->fountains, TerrGpXY, n_fountains).y, ==, h - 1);
  g_assert_cmpuint (n_outside_rows (f), ==, 1);

  /* Seat 2's piece moves in beside the edge. */
  g_free (label);
  label = g_strdup_printf ("Move %s Inside", piece);
  click_outside (f, label);
  g_assert_cmpuint (n_placed (f, 2), ==, 1);
  pl = &g_array_index (terr_gp_game_get_grid (f->gp, 2)->placed, TerrGpPlacement, 0);
  g_assert_cmpint (pl->x, ==, w - 1);
  g_assert_cmpint (pl->y, ==, 3);
  g_assert_cmpuint (n_outside_rows (f), ==, 0);
  assert_nothing_outside (f, w);

  /* One edit each: an undo puts the piece back outside, listed again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.undo", NULL));
  test_app_spin (20);
  g_assert_cmpuint (n_outside_rows (f), ==, 1);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (
                     gtk_list_box_get_row_at_index (GTK_LIST_BOX (tools_child (f, "outside_list")), 0))),
                   ==, piece);
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

  g_test_add ("/app/editor-seats/switcher", Fixture, NULL, fixture_setup, test_switcher, fixture_teardown);
  g_test_add ("/app/editor-seats/resize-drop", Fixture, NULL, fixture_setup, test_resize_drop, fixture_teardown);
  g_test_add ("/app/editor-seats/resize-move", Fixture, NULL, fixture_setup, test_resize_move, fixture_teardown);
  g_test_add ("/app/editor-seats/resize-cancel", Fixture, NULL, fixture_setup, test_resize_cancel, fixture_teardown);
  g_test_add ("/app/editor-seats/outside-opened", Fixture, NULL, fixture_setup, test_outside_opened, fixture_teardown);
  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
