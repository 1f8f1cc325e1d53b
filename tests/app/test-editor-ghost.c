/* test-editor-ghost.c — the scenario editor shows what a click would do
 * before it is made: in each game a small design is built through the
 * editor twice, by the pointer only and by the keys only (arrows, Enter),
 * and at each step the ghost under the pointer or the cursor is checked
 * (its squares, refused or not, the reason) from the board's state and
 * at times in its pixels; the click then does exactly what the ghost
 * showed (a Hanging Gardens tile fills the four spaces of its ghost),
 * and the saved design is the one the core's edits make.  The zoom and
 * the plan view stay through edits and undo. */
#include "config.h"

#include "test-editor-common.h"
#include "terr-hg-game.h"
#include "terr-zg-game.h"
#include "gp/terr-gp-game.h"

static TerrApplication *app;

/* --- Hanging Gardens --- */

static void
build_hanging_gardens (Fixture *f,
                       gboolean keys)
{
  Builder b = { f, keys, 0, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) expected = terr_hg_game_new_empty (2, &error);
  TerrHgGame *want = TERR_HG_GAME (expected);

  g_assert_no_error (error);
  start_design (f, TERR_GAME_HANGING_GARDENS);
  g_assert_true (gtk_widget_get_visible (f->page->view_box));
  /* The pointer works on the plan view, the keys on the oblique one. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "board-view.view", "s",
                                             keys ? "oblique" : "plan"));
  g_assert_cmpstr (terr_board_get_view (f->board), ==, keys ? "oblique" : "plan");

  /* Two terraces side by side. */
  hg_tile (&b, "terrace", 0, 0, 0, GREEN);
  check_ghost_pixels (f);
  g_assert_true (terr_hg_game_edit_put_terrace (want, 0, 0, 0, NULL));
  b.picture = keys ? NULL : "editor-ghost-hg.png";
  hg_tile (&b, "terrace", 2, 0, 0, GREEN);
  g_assert_true (terr_hg_game_edit_put_terrace (want, 2, 0, 0, NULL));
  /* A terrace across both, one level up: red (a terrace above the table
   * stands on a stack of supports), and put all the same as a draft, on
   * the four spaces its ghost showed. */
  hg_tile (&b, "terrace", 1, 0, 1, PROBLEM);
  g_assert_true (terr_hg_game_edit_put_terrace (want, 1, 0, 1, NULL));
  /* Beside it, half over the garden: on the highest space under it,
   * where the ghost shows it, red: half of it would stand on nothing. */
  b.picture = keys ? NULL : "editor-problem-hg.png";
  hg_tile (&b, "support", 2, 1, 1, PROBLEM);
  if (!keys)
    check_ghost_pixels (f);
  g_assert_true (terr_hg_game_edit_put_support (want, 2, 1, 1, 1, NULL));

  /* A bed, then a second one on the same space: refused, red, with the
   * reason, and the click changes nothing. */
  hg_space (&b, "bed-suns", 0, 1, GREEN);
  g_assert_true (terr_hg_game_edit_put_bed (want, 0, 1, TERR_HG_SUIT_SUNS, NULL));
  b.picture = keys ? NULL : "editor-refused-hg.png";
  hg_space (&b, "bed-moons", 0, 1, REFUSED);
  if (!keys)
    {
      /* The pointer stays on the refused ghost. */
      terr_board_hover (f->board, f->board->pointer_x, f->board->pointer_y);
      check_ghost_pixels (f);
      g_assert_nonnull (gtk_widget_get_tooltip_text (GTK_WIDGET (f->board)));
    }
  hg_space (&b, "gazebo-1", 3, 0, GREEN);
  g_assert_true (terr_hg_game_edit_put_gazebo (want, 3, 0, 1, NULL));

  check_saved (f, expected, keys ? "ghost-hg-keys.terraces" : "ghost-hg-pointer.terraces");
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

/* --- Ziggurat --- */

static void
build_ziggurat (Fixture *f,
                gboolean keys)
{
  Builder b = { f, keys, 0, NULL };
  g_autoptr(TerrGame) expected = terr_zg_game_new_empty ();
  TerrZgGame *want = TERR_ZG_GAME (expected);
  const TerrSquare first[] = { { 0, 0, 0 }, { 0, 1, 0 } };
  const TerrSquare second[] = { { 0, 2, 2 }, { 0, 3, 2 } };
  const TerrSquare third[] = { { 0, 4, 4 }, { 0, 5, 4 } };
  TerrZgGame *zg;
  g_autoptr(GArray) g1 = NULL, g2 = NULL, g3 = NULL, g4 = NULL, g5 = NULL;

  start_design (f, TERR_GAME_ZIGGURAT);
  zg = TERR_ZG_GAME (terr_editor_page_get_game (f->page));

  /* The picked domino (lying flat) on the foundation at (0, 0). */
  g1 = step (&b, "domino", 0, 0, 0.5, 0.5, first, 2, GREEN);
  check_ghost_pixels (f);
  g_assert_cmpint (terr_zg_game_get_state (zg)->value[0][0], >=, 0);
  g_assert_cmpint (terr_zg_game_get_state (zg)->value[0][1], >=, 0);
  /* Take Away shows and lifts both its halves. */
  g2 = step (&b, "erase", 1, 0, 1.5, 0.5, first, 2, GREEN);
  g_assert_cmpint (terr_zg_game_get_state (zg)->value[0][0], ==, -1);
  g_assert_cmpint (terr_zg_game_get_state (zg)->value[0][1], ==, -1);

  /* Again at (2, 2); then the same domino at (4, 4): a domino is never
   * held twice, so the ghost is green and the click moves it there. */
  b.picture = keys ? NULL : "editor-ghost-zg.png";
  g3 = step (&b, "domino", 2, 2, 2.5, 2.5, second, 2, GREEN);
  g4 = step (&b, "domino", 4, 4, 4.5, 4.5, third, 2, GREEN);
  if (!keys)
    check_ghost_pixels (f);
  g_assert_cmpint (terr_zg_game_get_state (zg)->value[0][2 * TERR_ZG_SIDE + 2], ==, -1);
  g_assert_cmpint (terr_zg_game_get_state (zg)->value[0][4 * TERR_ZG_SIDE + 4], >=, 0);
  g_assert_true (terr_zg_game_edit_put_domino (want, 1, 4, 4, TERR_ZG_DIR_H, 0, 0, NULL));
  /* Nothing to take away there: refused. */
  b.picture = keys ? NULL : "editor-refused-zg.png";
  g5 = step (&b, "erase", 0, 5, 0.5, 5.5, (TerrSquare[]) { { 0, 0, 5 } }, 1, REFUSED);
  if (!keys)
    check_ghost_pixels (f);

  check_saved (f, expected, keys ? "ghost-zg-keys.terraces" : "ghost-zg-pointer.terraces");
}

static void
test_ziggurat_pointer (Fixture       *f,
                       gconstpointer  data)
{
  build_ziggurat (f, FALSE);
}

static void
test_ziggurat_keys (Fixture       *f,
                    gconstpointer  data)
{
  build_ziggurat (f, TRUE);
}

/* --- Garden Paths --- */

static void
build_garden_paths (Fixture *f,
                    gboolean keys)
{
  Builder b = { f, keys, 1, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) expected = NULL;
  TerrGpGame *want;
  TerrGpGame *gp;
  const TerrGpPiece *piece;
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TerrSquare));
  g_autoptr(GArray) g1 = NULL, g2 = NULL, g3 = NULL, g4 = NULL, g5 = NULL;

  start_design (f, TERR_GAME_GARDEN_PATHS);
  g_assert_false (gtk_widget_get_visible (f->page->view_box));
  gp = TERR_GP_GAME (terr_editor_page_get_game (f->page));
  /* The same start as the editor's (a board with its own water). */
  expected = terr_game_new_scenario (TERR_GAME (gp));
  want = TERR_GP_GAME (expected);

  /* Water, a fountain, a gate; Take Away where there is nothing: refused. */
  g1 = step (&b, "water", 1, 1, 1.5, 1.5, (TerrSquare[]) { { 1, 1, 1 } }, 1, GREEN);
  check_ghost_pixels (f);
  g_assert_true (terr_gp_game_edit_add_water (want, 1, 1, &error));
  b.picture = keys ? NULL : "editor-refused-gp.png";
  g2 = step (&b, "erase", 2, 4, 2.5, 4.5, (TerrSquare[]) { { 1, 2, 4 } }, 1, REFUSED);
  if (!keys)
    check_ghost_pixels (f);
  g3 = step (&b, "fountain", 4, 1, 4.5, 1.5, (TerrSquare[]) { { 1, 4, 1 } }, 1, GREEN);
  g_assert_true (terr_gp_game_edit_add_fountain (want, 4, 1, &error));
  g4 = step (&b, "gate-n", 0, 0, 0.5, 0.5, (TerrSquare[]) { { 1, 0, 0 } }, 1, GREEN);
  g_assert_true (terr_gp_game_edit_add_gate (want, 0, 0, TERR_GP_SIDE_N, &error));

  /* The first piece of the set, as it is, with its corner at (3, 3): the
   * ghost is its cells, and they are what the grid then holds. */
  piece = g_ptr_array_index (terr_gp_game_get_pieces (gp)->pieces, 0);
  for (int i = 0; i < piece->n_cells; i++)
    g_array_append_val (cells, ((TerrSquare) { 1, 3 + piece->xf[0][i].dx, 3 + piece->xf[0][i].dy }));
  b.picture = keys ? NULL : "editor-ghost-gp.png";
  g5 = step (&b, "piece", 3, 3, 3.5, 3.5, (TerrSquare *) cells->data, cells->len, GREEN);
  g_assert_no_error (error);
  g_assert_true (terr_gp_game_edit_place (want, 1, 0, 3, 3, 0, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < g5->len; i++)
    {
      const TerrSquare *sq = &g_array_index (g5, TerrSquare, i);
      const TerrGpGrid *grid = terr_gp_game_get_grid (gp, 1);

      g_assert_cmpint (grid->cover[sq->y * grid->board->width + sq->x], !=, TERR_GP_EMPTY);
    }

  check_saved (f, expected, keys ? "ghost-gp-keys.terraces" : "ghost-gp-pointer.terraces");
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

/* --- the zoom and the view stay --- */

static void
test_zoom_stays (Fixture       *f,
                 gconstpointer  data)
{
  double zoom, x0, y0, x1, y1;

  start_design (f, TERR_GAME_HANGING_GARDENS);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "board-view.view", "s", "plan"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.zoom-in", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.zoom-in", NULL));
  zoom = terr_board_get_zoom (f->board);
  g_assert_cmpfloat (zoom, >, 1.4);
  locate (f->board, 0, 3.0, 3.0, 0, &x0, &y0);

  /* An edit at the cursor, then its undo: the same zoom, the same spot
   * of the garden under the same pixel, the same view. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.tool", "s", "terrace"));
  terr_board_set_cursor (f->board, 1, 1);
  g_assert_nonnull (terr_board_get_edit_ghost (f->board, NULL, NULL, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.place", NULL));
  g_assert_true (terr_game_can_undo_edit (terr_editor_page_get_game (f->page)));
  g_assert_cmpfloat (terr_board_get_zoom (f->board), ==, zoom);
  locate (f->board, 0, 3.0, 3.0, 0, &x1, &y1);
  g_assert_cmpfloat_with_epsilon (x0, x1, 1e-6);
  g_assert_cmpfloat_with_epsilon (y0, y1, 1e-6);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.undo", NULL));
  g_assert_cmpfloat (terr_board_get_zoom (f->board), ==, zoom);
  g_assert_cmpstr (terr_board_get_view (f->board), ==, "plan");

  /* Zoom out and fit. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.zoom-out", NULL));
  g_assert_cmpfloat (terr_board_get_zoom (f->board), <, zoom);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.zoom-fit", NULL));
  g_assert_cmpfloat (terr_board_get_zoom (f->board), ==, 1.0);
}

/* A tool chosen while the pointer rests: the ghost follows the tool; off
 * the board there is none. */
static void
test_ghost_follows_tool (Fixture       *f,
                         gconstpointer  data)
{
  double px, py;
  guint n;

  start_design (f, TERR_GAME_HANGING_GARDENS);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.tool", "s", "terrace"));
  locate (f->board, 0, 2.0, 2.0, 0, &px, &py);
  terr_board_hover (f->board, px, py);
  terr_board_get_edit_ghost (f->board, &n, NULL, NULL);
  g_assert_cmpuint (n, ==, 4);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.tool", "s", "bed-suns"));
  terr_board_get_edit_ghost (f->board, &n, NULL, NULL);
  g_assert_cmpuint (n, ==, 1);
  /* Nothing to take away: a red ghost that says so. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.tool", "s", "erase"));
  {
    gboolean legal = TRUE;
    const char *reason = NULL;

    g_assert_nonnull (terr_board_get_edit_ghost (f->board, &n, &legal, &reason));
    g_assert_false (legal);
    g_assert_nonnull (reason);
  }
  /* The pointer leaves. */
  f->board->pointer_inside = FALSE;
  terr_board_update_edit_ghost (f->board);
  g_assert_null (terr_board_get_edit_ghost (f->board, &n, NULL, NULL));
  g_assert_cmpuint (n, ==, 0);
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

  g_test_add ("/app/editor-ghost/hanging-gardens/pointer", Fixture, NULL,
              fixture_setup, test_hanging_gardens_pointer, fixture_teardown);
  g_test_add ("/app/editor-ghost/hanging-gardens/keys", Fixture, NULL,
              fixture_setup, test_hanging_gardens_keys, fixture_teardown);
  g_test_add ("/app/editor-ghost/ziggurat/pointer", Fixture, NULL,
              fixture_setup, test_ziggurat_pointer, fixture_teardown);
  g_test_add ("/app/editor-ghost/ziggurat/keys", Fixture, NULL,
              fixture_setup, test_ziggurat_keys, fixture_teardown);
  g_test_add ("/app/editor-ghost/garden-paths/pointer", Fixture, NULL,
              fixture_setup, test_garden_paths_pointer, fixture_teardown);
  g_test_add ("/app/editor-ghost/garden-paths/keys", Fixture, NULL,
              fixture_setup, test_garden_paths_keys, fixture_teardown);
  g_test_add ("/app/editor-ghost/zoom-stays", Fixture, NULL,
              fixture_setup, test_zoom_stays, fixture_teardown);
  g_test_add ("/app/editor-ghost/follows-tool", Fixture, NULL,
              fixture_setup, test_ghost_follows_tool, fixture_teardown);

  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
