/* test-editor-build-puzzle.c — a real puzzle built through the scenario
 * editor, as a designer makes one: from a new empty design, by the
 * pointer only and by the keys only (the board's cursor and Enter, the
 * palette's tools, the side panel's rows changed by their key bindings),
 * the ghost checked at every placement; then the puzzle goal set in the
 * side panel's goal rows, and Check Puzzle run: the certificate says
 * Solvable with exactly one solution, the quality gate has nothing to
 * say (not solved by the first action, not by the greedy choice, not the
 * answer of a bundled puzzle), and the saved file is the one the core's
 * edits make, with the same certificate.
 *
 * The puzzles were designed with terraces-cli (generate, then certify). */
#include "config.h"

#include "test-editor-common.h"
#include "terr-hg-editor-tools.h"
#include "terr-gp-editor-tools.h"
#include "gp/terr-gp-game.h"
#include "terr-puzzle.h"

static TerrApplication *app;

/* --- the side panel's rows --- */

static GtkWidget *
panel_row (Fixture    *f,
           GType       tools_type,
           const char *name)
{
  GtkWidget *widget = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f->page->tools), tools_type, name));

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_is_sensitive (widget));
  return widget;
}

/* Sets the spin button @name to @value: by the keys, as Up and Down do
 * (its "change-value" binding, one step a press); by the pointer, as
 * typing the number and leaving the field does. */
static void
set_row_value (Builder    *b,
               GType       tools_type,
               const char *name,
               int         value)
{
  GtkSpinButton *spin = GTK_SPIN_BUTTON (panel_row (b->f, tools_type, name));

  if (b->keys)
    for (int guard = 0; guard < 40 && gtk_spin_button_get_value_as_int (spin) != value; guard++)
      g_signal_emit_by_name (spin, "change-value",
                             gtk_spin_button_get_value_as_int (spin) < value ? GTK_SCROLL_STEP_UP
                                                                              : GTK_SCROLL_STEP_DOWN);
  else
    gtk_spin_button_set_value (spin, value);
  test_app_spin (10);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, value);
}

static gboolean
switch_is_on (gpointer data)
{
  return gtk_switch_get_active (data);
}

/* Turns the switch @name on: Enter or Space on it (its "activate"), or a
 * click on it. */
static void
switch_on (Builder    *b,
           GType       tools_type,
           const char *name)
{
  GtkSwitch *sw = GTK_SWITCH (panel_row (b->f, tools_type, name));

  g_assert_false (gtk_switch_get_active (sw));
  if (b->keys)
    g_assert_true (gtk_widget_activate (GTK_WIDGET (sw)));
  else
    gtk_switch_set_active (sw, TRUE);
  /* The keys' toggle slides the switch over a few frames. */
  g_assert_true (test_app_wait (switch_is_on, sw, 5000));
  test_app_spin (10);
  /* Taken: no refusal, and the design has a goal. */
  g_assert_cmpstr (terr_editor_page_get_status_text (b->f->page), ==, "");
  g_assert_true (terr_game_get_goal (terr_editor_page_get_game (b->f->page), NULL));
  g_assert_true (gtk_switch_get_active (sw));
}

/* --- Hanging Gardens --- */

/* Two terraces, three beds, both gazebos; seat 2 to move reaches a
 * score of 7 with its two actions in one way only, and the greedy
 * choice (the best score after each action) misses it. */
static void
build_hanging_gardens (Fixture *f,
                       gboolean keys)
{
  Builder b = { f, keys, 0, NULL };
  GType tools = TERR_TYPE_HG_EDITOR_TOOLS;
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) expected = terr_hg_game_new_empty (2, &error);
  TerrHgGame *want = TERR_HG_GAME (expected);

  g_assert_no_error (error);
  start_design (f, TERR_GAME_HANGING_GARDENS);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "board-view.view", "s",
                                             keys ? "oblique" : "plan"));

  hg_tile (&b, "terrace", 1, 0, 0, GREEN);
  check_ghost_pixels (f);
  g_assert_true (terr_hg_game_edit_put_terrace (want, 1, 0, 0, NULL));
  hg_tile (&b, "terrace", 0, 2, 0, GREEN);
  g_assert_true (terr_hg_game_edit_put_terrace (want, 0, 2, 0, NULL));
  hg_space (&b, "bed-moons", 0, 2, GREEN);
  g_assert_true (terr_hg_game_edit_put_bed (want, 0, 2, TERR_HG_SUIT_MOONS, NULL));
  hg_space (&b, "bed-crowns", 1, 2, GREEN);
  g_assert_true (terr_hg_game_edit_put_bed (want, 1, 2, TERR_HG_SUIT_CROWNS, NULL));
  hg_space (&b, "bed-crowns", 1, 3, GREEN);
  check_ghost_pixels (f);
  g_assert_true (terr_hg_game_edit_put_bed (want, 1, 3, TERR_HG_SUIT_CROWNS, NULL));
  hg_space (&b, "gazebo-1", 1, 1, GREEN);
  g_assert_true (terr_hg_game_edit_put_gazebo (want, 1, 1, 1, NULL));
  hg_space (&b, "gazebo-2", 1, 0, GREEN);
  g_assert_true (terr_hg_game_edit_put_gazebo (want, 1, 0, 2, NULL));

  /* The supply holds what the garden does not; seat 2 is to move. */
  set_row_value (&b, tools, "tiles_spin", 22);
  set_row_value (&b, tools, "suns_spin", 6);
  set_row_value (&b, tools, "moons_spin", 5);
  set_row_value (&b, tools, "crowns_spin", 4);
  set_row_value (&b, tools, "arms_spin", 6);
  g_assert_true (terr_hg_game_edit_set_supply (want, 22, 6, 5, 4, 6, NULL));
  set_row_value (&b, tools, "to_move_spin", 2);
  g_assert_true (terr_hg_game_edit_set_turn (want, 2, 0, 0, NULL));

  /* The goal: seat 2 scores at least 7 with two actions. */
  switch_on (&b, tools, "goal_switch");
  set_row_value (&b, tools, "goal_seat_spin", 2);
  set_row_value (&b, tools, "goal_value_spin", 7);
  set_row_value (&b, tools, "goal_actions_spin", 2);
  g_assert_true (terr_hg_game_edit_set_goal (want, 2, 7, 2, NULL));

  check_puzzle (f);
  check_saved_puzzle (f, expected, keys ? "puzzle-hg-keys.terraces" : "puzzle-hg-pointer.terraces");
}

static void
test_hanging_gardens_pointer (Fixture       *f,
                              gconstpointer  data)
{
  build_hanging_gardens (f, FALSE);
}

static void
test_hanging_gardens_keys (Fixture       *f,
                           gconstpointer  data)
{
  build_hanging_gardens (f, TRUE);
}

/* --- Garden Paths --- */

/* Types @text into the row @name and presses Enter (keys), or its apply
 * button (pointer). */
static void
type_sequence (Builder    *b,
               const char *name,
               const char *text)
{
  GtkWidget *row = panel_row (b->f, TERR_TYPE_GP_EDITOR_TOOLS, name);

  gtk_editable_set_text (GTK_EDITABLE (row), text);
  g_signal_emit_by_name (row, b->keys ? "entry-activated" : "apply");
  test_app_spin (10);
  g_assert_cmpstr (terr_editor_page_get_status_text (b->f->page), ==, "");
}

/* Types the board's new width or height in its row and takes Enter (or
 * leaves the field), then answers the dialog that lists what would fall
 * outside with Drop, as its button does. */
static void
resize_board (Builder    *b,
              const char *name,
              int         value)
{
  GtkSpinButton *spin = GTK_SPIN_BUTTON (panel_row (b->f, TERR_TYPE_GP_EDITOR_TOOLS, name));
  g_autofree char *text = g_strdup_printf ("%d", value);
  AdwMessageDialog *dialog;

  if (b->keys)
    {
      /* Enter in the spin button's text. */
      gtk_editable_set_text (GTK_EDITABLE (spin), text);
      g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (spin)), "activate");
    }
  else
    gtk_spin_button_set_value (spin, value);
  test_app_spin (50);
  dialog = test_app_find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "drop");
  gtk_window_destroy (GTK_WINDOW (dialog));
  test_app_spin (50);
  g_assert_null (test_app_find_message_dialog ());
}

static void
gp_square (Builder    *b,
           const char *tool,
           int         x,
           int         y)
{
  g_autoptr(GArray) ghost = step (b, tool, x, y, x + 0.5, y + 0.5, (TerrSquare[]) { { 1, x, y } }, 1, GREEN);
}

/* A garden of 4 x 4 with three ponds, two fountains and two gates; the
 * pieces p6, f5, p3 come in that order, and one way only lays a path
 * worth 12 from gate to gate.  The Courtyard's own fountain at (2, 2)
 * stays; the rest of it falls outside and is dropped. */
static void
build_garden_paths (Fixture *f,
                    gboolean keys)
{
  Builder b = { f, keys, 1, NULL };
  GType tools = TERR_TYPE_GP_EDITOR_TOOLS;
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) expected = NULL;
  TerrGpGame *want;

  start_design (f, TERR_GAME_GARDEN_PATHS);
  expected = terr_game_new_scenario (terr_editor_page_get_game (f->page));
  want = TERR_GP_GAME (expected);

  set_row_value (&b, tools, "seats_spin", 1);
  g_assert_true (terr_game_edit_set_n_players (expected, 1, &error));
  resize_board (&b, "width_spin", 4);
  g_assert_true (terr_gp_game_edit_resize (want, 4, 9, TERR_GP_RESIZE_DROP, &error));
  resize_board (&b, "height_spin", 4);
  g_assert_true (terr_gp_game_edit_resize (want, 4, 4, TERR_GP_RESIZE_DROP, &error));
  g_assert_no_error (error);

  gp_square (&b, "water", 3, 3);
  check_ghost_pixels (f);
  g_assert_true (terr_gp_game_edit_add_water (want, 3, 3, &error));
  gp_square (&b, "water", 0, 3);
  g_assert_true (terr_gp_game_edit_add_water (want, 0, 3, &error));
  gp_square (&b, "water", 0, 2);
  g_assert_true (terr_gp_game_edit_add_water (want, 0, 2, &error));
  gp_square (&b, "fountain", 1, 0);
  g_assert_true (terr_gp_game_edit_add_fountain (want, 1, 0, &error));
  gp_square (&b, "gate-w", 0, 1);
  g_assert_true (terr_gp_game_edit_add_gate (want, 0, 1, TERR_GP_SIDE_W, &error));
  gp_square (&b, "gate-s", 1, 3);
  check_ghost_pixels (f);
  g_assert_true (terr_gp_game_edit_add_gate (want, 1, 3, TERR_GP_SIDE_S, &error));
  g_assert_no_error (error);

  /* The goal: 12 points for seat 1, with p6, f5, p3 announced. */
  switch_on (&b, tools, "goal_switch");
  set_row_value (&b, tools, "goal_seat_spin", 1);
  set_row_value (&b, tools, "goal_value_spin", 12);
  g_assert_true (terr_gp_game_edit_set_goal (want, 1, 12, &error));
  type_sequence (&b, "sequence_entry", "p6 f5 p3");
  g_assert_true (terr_gp_game_edit_set_sequence (want, "p6 f5 p3", &error));
  g_assert_no_error (error);

  check_puzzle (f);
  check_saved_puzzle (f, expected, keys ? "puzzle-gp-keys.terraces" : "puzzle-gp-pointer.terraces");
}

static void
test_garden_paths_pointer (Fixture       *f,
                           gconstpointer  data)
{
  build_garden_paths (f, FALSE);
}

static void
test_garden_paths_keys (Fixture       *f,
                        gconstpointer  data)
{
  build_garden_paths (f, TRUE);
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

  g_test_add ("/app/editor-build-puzzle/hanging-gardens/pointer", Fixture, NULL,
              fixture_setup, test_hanging_gardens_pointer, fixture_teardown);
  g_test_add ("/app/editor-build-puzzle/hanging-gardens/keys", Fixture, NULL,
              fixture_setup, test_hanging_gardens_keys, fixture_teardown);

  g_test_add ("/app/editor-build-puzzle/garden-paths/pointer", Fixture, NULL,
              fixture_setup, test_garden_paths_pointer, fixture_teardown);
  g_test_add ("/app/editor-build-puzzle/garden-paths/keys", Fixture, NULL,
              fixture_setup, test_garden_paths_keys, fixture_teardown);

  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}


