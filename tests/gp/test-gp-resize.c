/* test-gp-resize.c — resizing a Garden Paths design strands nothing: what
 * would fall outside the new size is listed first, and the resize either
 * drops it or moves it in (a piece larger than the board, or water where
 * water is already, is dropped); one undo brings it all back.  What
 * already lies outside (a design read so) is taken away or moved inside
 * one thing at a time, a gate taking the side it then borders. */
#include "gp/terr-gp-game.h"

/* Two seats on a 6 x 6 board: water at (5,5) and (4,4), a fountain at
 * (5,0), a gate at (5,2) east, seat 1's one-square piece at (5,3), seat
 * 2's three-square bar at (3,1), and water at (1,1) inside any board. */
static TerrGame *
new_design (void)
{
  g_autoptr(GError) error = NULL;
  TerrGame *game = terr_game_new (TERR_GAME_GARDEN_PATHS, 2, 7, &error);
  TerrGpGame *gp = TERR_GP_GAME (game);

  g_assert_no_error (error);
  g_assert_true (terr_gp_game_edit_clear (gp, NULL));
  g_assert_true (terr_gp_game_edit_set_board_size (gp, 6, 6, NULL));
  g_assert_cmpint (terr_gp_game_edit_add_piece (gp, "bar", TERR_GP_KIND_PATH, "0,0 1,0 2,0", NULL), ==, 1);
  g_assert_true (terr_gp_game_edit_add_water (gp, 1, 1, NULL));
  g_assert_true (terr_gp_game_edit_add_water (gp, 5, 5, NULL));
  g_assert_true (terr_gp_game_edit_add_water (gp, 4, 4, NULL));
  g_assert_true (terr_gp_game_edit_add_fountain (gp, 5, 0, NULL));
  g_assert_true (terr_gp_game_edit_add_gate (gp, 5, 2, TERR_GP_SIDE_E, NULL));
  g_assert_true (terr_gp_game_edit_place (gp, 1, 0, 5, 3, 0, NULL));
  g_assert_true (terr_gp_game_edit_place (gp, 2, 1, 3, 1, 0, NULL));
  return game;
}

static const char * const outside_4x4[] = {
  "Water at (5,5)",
  "Water at (4,4)",
  "Fountain at (5,0)",
  "Gate at (5,2)",
  "Seat 1's piece p1 at (5,3)",
  "Seat 2's piece bar at (3,1)",
  NULL
};

static void
assert_nothing_outside (TerrGpGame *gp)
{
  const TerrGpBoard *board = terr_gp_game_get_board (gp);
  g_auto(GStrv) outside = terr_gp_game_edit_list_outside (gp, board->width, board->height);

  g_assert_cmpuint (g_strv_length (outside), ==, 0);
}

static const TerrGpXY *
xy (GArray *list, guint i)
{
  return &g_array_index (list, TerrGpXY, i);
}

static void
test_list (void)
{
  g_autoptr(TerrGame) game = new_design ();
  TerrGpGame *gp = TERR_GP_GAME (game);
  g_auto(GStrv) outside = terr_gp_game_edit_list_outside (gp, 4, 4);
  g_auto(GStrv) none = terr_gp_game_edit_list_outside (gp, 6, 6);

  g_assert_cmpstrv (outside, outside_4x4);
  g_assert_cmpuint (g_strv_length (none), ==, 0);
}

static void
test_drop (void)
{
  g_autoptr(TerrGame) game = new_design ();
  TerrGpGame *gp = TERR_GP_GAME (game);
  g_autoptr(GBytes) before = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
  g_autoptr(GBytes) undone = NULL;
  const TerrGpBoard *board;

  g_assert_true (terr_gp_game_edit_resize (gp, 4, 4, TERR_GP_RESIZE_DROP, NULL));
  board = terr_gp_game_get_board (gp);
  g_assert_cmpint (board->width, ==, 4);
  g_assert_cmpint (board->height, ==, 4);
  assert_nothing_outside (gp);
  g_assert_cmpuint (board->water->len, ==, 1);
  g_assert_cmpint (xy (board->water, 0)->x, ==, 1);
  g_assert_cmpuint (board->fountains->len, ==, 0);
  g_assert_cmpuint (board->gates->len, ==, 0);
  g_assert_cmpuint (terr_gp_game_get_grid (gp, 1)->placed->len, ==, 0);
  g_assert_cmpuint (terr_gp_game_get_grid (gp, 2)->placed->len, ==, 0);

  /* One edit: one undo brings everything back. */
  g_assert_true (terr_game_undo_edit (game));
  undone = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
  g_assert_true (g_bytes_equal (before, undone));
}

static void
test_move_inside (void)
{
  g_autoptr(TerrGame) game = new_design ();
  TerrGpGame *gp = TERR_GP_GAME (game);
  const TerrGpBoard *board;
  const TerrGpPlacement *pl;
  const TerrGpGate *gate;

  g_assert_true (terr_gp_game_edit_resize (gp, 4, 4, TERR_GP_RESIZE_MOVE_INSIDE, NULL));
  board = terr_gp_game_get_board (gp);
  assert_nothing_outside (gp);
  /* (5,5) moves to (3,3); (4,4) would land there too and goes. */
  g_assert_cmpuint (board->water->len, ==, 2);
  g_assert_cmpint (xy (board->water, 1)->x, ==, 3);
  g_assert_cmpint (xy (board->water, 1)->y, ==, 3);
  g_assert_cmpuint (board->fountains->len, ==, 1);
  g_assert_cmpint (xy (board->fountains, 0)->x, ==, 3);
  g_assert_cmpint (xy (board->fountains, 0)->y, ==, 0);
  g_assert_cmpuint (board->gates->len, ==, 1);
  gate = &g_array_index (board->gates, TerrGpGate, 0);
  g_assert_cmpint (gate->x, ==, 3);
  g_assert_cmpint (gate->y, ==, 2);
  g_assert_cmpint (gate->side, ==, TERR_GP_SIDE_E);
  g_assert_cmpuint (terr_gp_game_get_grid (gp, 1)->placed->len, ==, 1);
  pl = &g_array_index (terr_gp_game_get_grid (gp, 1)->placed, TerrGpPlacement, 0);
  g_assert_cmpint (pl->x, ==, 3);
  g_assert_cmpint (pl->y, ==, 3);
  g_assert_cmpuint (terr_gp_game_get_grid (gp, 2)->placed->len, ==, 1);
  pl = &g_array_index (terr_gp_game_get_grid (gp, 2)->placed, TerrGpPlacement, 0);
  g_assert_cmpint (pl->piece, ==, 1);
  g_assert_cmpint (pl->x, ==, 1);
  g_assert_cmpint (pl->y, ==, 1);

  /* A bar of three does not fit a board two wide: it goes. */
  g_assert_true (terr_gp_game_edit_resize (gp, 2, 2, TERR_GP_RESIZE_MOVE_INSIDE, NULL));
  assert_nothing_outside (gp);
  g_assert_cmpuint (terr_gp_game_get_grid (gp, 2)->placed->len, ==, 0);
  g_assert_cmpuint (terr_gp_game_get_grid (gp, 1)->placed->len, ==, 1);

  /* Sizes a board cannot have are refused. */
  g_assert_false (terr_gp_game_edit_resize (gp, 0, 4, TERR_GP_RESIZE_DROP, NULL));
  g_assert_false (terr_gp_game_edit_resize (gp, 4, 65, TERR_GP_RESIZE_MOVE_INSIDE, NULL));
}

/* The design shrunk to 4 x 4 keeping what falls outside (as a file may
 * hold it), and a gate at (7,1) on the north side, which a square of the
 * east edge does not border. */
static void
test_one_by_one (void)
{
  g_autoptr(TerrGame) game = new_design ();
  TerrGpGame *gp = TERR_GP_GAME (game);
  g_autoptr(GError) error = NULL;
  const TerrGpBoard *board;
  const TerrGpGate *gate;
  const TerrGpPlacement *pl;
  g_auto(GStrv) before = NULL;

  g_assert_true (terr_gp_game_edit_resize (gp, 4, 4, TERR_GP_RESIZE_KEEP, NULL));
  g_assert_true (terr_gp_game_edit_add_gate (gp, 7, 1, TERR_GP_SIDE_N, NULL));
  before = terr_gp_game_edit_list_outside (gp, 4, 4);
  g_assert_cmpuint (g_strv_length (before), ==, 7);
  g_assert_cmpstr (before[4], ==, "Gate at (7,1)");

  /* The gate at (7,1) north: in to (3,1), whose outer side is east. */
  g_assert_true (terr_gp_game_edit_move_inside (gp, 4, &error));
  g_assert_no_error (error);
  board = terr_gp_game_get_board (gp);
  gate = &g_array_index (board->gates, TerrGpGate, 1);
  g_assert_cmpint (gate->x, ==, 3);
  g_assert_cmpint (gate->y, ==, 1);
  g_assert_cmpint (gate->side, ==, TERR_GP_SIDE_E);
  /* the gate at (5,2) east keeps its side at (3,2) */
  g_assert_true (terr_gp_game_edit_move_inside (gp, 3, &error));
  gate = &g_array_index (terr_gp_game_get_board (gp)->gates, TerrGpGate, 0);
  g_assert_cmpint (gate->x, ==, 3);
  g_assert_cmpint (gate->side, ==, TERR_GP_SIDE_E);

  /* Water at (5,5) in to (3,3); then (4,4) would land there too: refused,
   * nothing changes; it can be taken away. */
  g_assert_true (terr_gp_game_edit_move_inside (gp, 0, &error));
  g_assert_cmpint (xy (terr_gp_game_get_board (gp)->water, 1)->x, ==, 3);
  g_assert_false (terr_gp_game_edit_move_inside (gp, 0, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpuint (terr_gp_game_get_board (gp)->water->len, ==, 3);
  g_assert_true (terr_gp_game_edit_remove_outside (gp, 0, &error));
  g_assert_cmpuint (terr_gp_game_get_board (gp)->water->len, ==, 2);

  /* Seat 2's bar at (3,1) in to (1,1); seat 1's piece taken away. */
  {
    g_auto(GStrv) now = terr_gp_game_edit_list_outside (gp, 4, 4);
    g_assert_cmpstrv (now, ((const char * const[]) { "Fountain at (5,0)", "Seat 1's piece p1 at (5,3)",
                                                     "Seat 2's piece bar at (3,1)", NULL }));
  }
  g_assert_true (terr_gp_game_edit_move_inside (gp, 2, &error));
  pl = &g_array_index (terr_gp_game_get_grid (gp, 2)->placed, TerrGpPlacement, 0);
  g_assert_cmpint (pl->x, ==, 1);
  g_assert_cmpint (pl->y, ==, 1);
  g_assert_true (terr_gp_game_edit_remove_outside (gp, 1, &error));
  g_assert_cmpuint (terr_gp_game_get_grid (gp, 1)->placed->len, ==, 0);
  g_assert_true (terr_gp_game_edit_move_inside (gp, 0, &error));
  g_assert_no_error (error);
  assert_nothing_outside (gp);

  /* Nothing more outside: refused; each was one edit. */
  g_assert_false (terr_gp_game_edit_remove_outside (gp, 0, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  g_assert_true (terr_game_undo_edit (game));
  {
    g_auto(GStrv) back = terr_gp_game_edit_list_outside (gp, 4, 4);
    g_assert_cmpstrv (back, ((const char * const[]) { "Fountain at (5,0)", NULL }));
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_type_ensure (TERR_TYPE_GP_GAME);
  g_test_add_func ("/gp/resize/list", test_list);
  g_test_add_func ("/gp/resize/drop", test_drop);
  g_test_add_func ("/gp/resize/move-inside", test_move_inside);
  g_test_add_func ("/gp/resize/one-by-one", test_one_by_one);
  return g_test_run ();
}
