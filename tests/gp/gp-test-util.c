/* gp-test-util.c — see gp-test-util.h. */
#include "gp-test-util.h"

void
gp_test_default (TerrGpBoard **board, TerrGpPieceSet **set)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = NULL;

  g_type_ensure (TERR_TYPE_GP_GAME);
  game = terr_game_new (TERR_GAME_GARDEN_PATHS, 1, 0, &error);
  g_assert_no_error (error);
  *board = terr_gp_board_copy (terr_gp_game_get_board (TERR_GP_GAME (game)));
  *set = terr_gp_piece_set_copy (terr_gp_game_get_pieces (TERR_GP_GAME (game)));
}

TerrGpBoard *
gp_test_board_16 (void)
{
  static const TerrGpGate gates[] = {
    { 5, 0, TERR_GP_SIDE_N }, { 10, 0, TERR_GP_SIDE_N },
    { 5, 15, TERR_GP_SIDE_S }, { 10, 15, TERR_GP_SIDE_S },
    { 0, 5, TERR_GP_SIDE_W }, { 0, 10, TERR_GP_SIDE_W },
    { 15, 5, TERR_GP_SIDE_E }, { 15, 10, TERR_GP_SIDE_E },
  };
  static const TerrGpXY fountains[] = {
    { 3, 3 }, { 12, 3 }, { 3, 12 }, { 12, 12 }, { 7, 5 }, { 8, 10 }, { 5, 8 }, { 10, 7 },
  };
  static const TerrGpXY water[] = { { 7, 7 }, { 8, 8 }, { 2, 13 }, { 13, 2 }, { 4, 6 }, { 11, 9 } };
  TerrGpBoard *b = terr_gp_board_new ("Terrace 16", 16, 16);

  for (guint i = 0; i < G_N_ELEMENTS (water); i++)
    g_assert_true (terr_gp_board_add_water (b, water[i].x, water[i].y, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (fountains); i++)
    g_assert_true (terr_gp_board_add_fountain (b, fountains[i].x, fountains[i].y, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (gates); i++)
    g_assert_true (terr_gp_board_add_gate (b, gates[i].x, gates[i].y, gates[i].side, NULL));
  return b;
}

static gboolean
place_random (TerrGpGrid *grid, const TerrGpPieceSet *set, TerrGpKind kind, TerrRandom *rng)
{
  const TerrGpBoard *b = grid->board;
  int order[TERR_GP_MAX_PIECES], n = 0;

  for (int i = 0; i < terr_gp_piece_set_size (set); i++)
    if (terr_gp_piece_set_get (set, i)->kind == kind)
      order[n++] = i;
  terr_random_shuffle (rng, order, n, sizeof (int));
  for (int k = 0; k < n; k++)
    {
      const TerrGpPiece *p = terr_gp_piece_set_get (set, order[k]);
      int nt = terr_gp_n_transforms (p), count = 0, pick;

      for (int t = 0; t < nt; t++)
        for (int y = 0; y < b->height; y++)
          for (int x = 0; x < b->width; x++)
            count += terr_gp_grid_fits (grid, p, x, y, t);
      if (count == 0)
        continue;
      pick = (int) terr_random_below (rng, count);
      for (int t = 0; t < nt; t++)
        for (int y = 0; y < b->height; y++)
          for (int x = 0; x < b->width; x++)
            if (terr_gp_grid_fits (grid, p, x, y, t) && pick-- == 0)
              {
                terr_gp_grid_place (grid, p, order[k], x, y, t);
                return TRUE;
              }
    }
  return FALSE;
}

void
gp_test_fill_random (TerrGpGrid *grid, const TerrGpPieceSet *set, TerrRandom *rng)
{
  for (int k = 0; ; k++)
    if (!place_random (grid, set, k % 2 ? TERR_GP_KIND_FLOWER : TERR_GP_KIND_PATH, rng))
      break;
}

TerrGpGrid *
gp_test_random_small (TerrGpBoard **board_out, int w, int h, double p_path, TerrRandom *rng)
{
  TerrGpBoard *b = terr_gp_board_new ("random", w, h);
  TerrGpGrid *g;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        if (terr_random_below (rng, 16) == 0)
          terr_gp_board_add_water (b, x, y, NULL);
        else if (terr_random_below (rng, 8) == 0)
          terr_gp_board_add_fountain (b, x, y, NULL);
      }
  for (int i = 0; i < 4; i++)
    {
      TerrGpSide side = (TerrGpSide) terr_random_below (rng, 4);
      int x = side == TERR_GP_SIDE_W ? 0 : side == TERR_GP_SIDE_E ? w - 1 : (int) terr_random_below (rng, w);
      int y = side == TERR_GP_SIDE_N ? 0 : side == TERR_GP_SIDE_S ? h - 1 : (int) terr_random_below (rng, h);
      terr_gp_board_add_gate (b, x, y, side, NULL);  /* may refuse: fine */
    }
  g = terr_gp_grid_new (b);
  for (int sq = 0; sq < w * h; sq++)
    {
      if (b->flags[sq] & TERR_GP_SQ_WATER)
        continue;
      if (terr_random_double (rng) < p_path)
        g->cover[sq] = TERR_GP_PATH;
      else
        g->cover[sq] = (guint8) (TERR_GP_ROSE + terr_random_below (rng, 3));
    }
  *board_out = b;
  return g;
}
