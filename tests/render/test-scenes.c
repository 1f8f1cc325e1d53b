/* test-scenes.c — see test-scenes.h. */
#include <string.h>

#include "test-scenes.h"

/* Is space (x, y) under a terrace of level 1 or more? */
static gboolean
on_upper_level (const int (*terraces)[3], guint n, int x, int y)
{
  for (guint k = 0; k < n; k++)
    if (terraces[k][2] > 0 && x >= terraces[k][0] && x <= terraces[k][0] + 1
        && y >= terraces[k][1] && y <= terraces[k][1] + 1)
      return TRUE;
  return FALSE;
}

TerrRenderScene *
test_scene_hg (gboolean with_upper_levels)
{
  /* "Hanging Gardens example 1" of the rules examples. */
  static const int terraces[][3] = {
    { -4, -7, 0 }, { -3, -5, 0 }, { -1, -4, 0 }, { -4, -3, 0 }, { 0, -2, 0 },
    { -2, -1, 0 }, { 0, 0, 0 }, { -3, 1, 0 }, { 0, 2, 0 },
    { -3, -5, 1 }, { -4, -3, 1 }, { 0, -1, 1 }, { -3, -5, 2 }, { 0, -1, 2 },
  };
  static const int supports[][4] = {
    { -3, -5, 0, 1 }, { -4, -3, 0, 1 }, { 0, -1, 0, 1 }, { -3, -5, 0, 2 },
    { -4, -3, 0, 2 }, { 0, -1, 0, 2 }, { -3, -5, 1, 1 }, { 0, -1, 1, 1 },
    { -3, -5, 1, 2 }, { 0, -1, 1, 2 },
  };
  static const int beds[][3] = {
    { -3, -7, 0 }, { -4, -6, 0 }, { -3, -5, 0 }, { -3, -4, 2 }, { -2, -4, 1 },
    { -1, -4, 2 }, { 0, -4, 0 }, { -3, -3, 3 }, { -1, -3, 3 }, { 0, -3, 2 },
    { -4, -2, 0 }, { -3, -2, 2 }, { 0, -2, 2 }, { 1, -2, 1 }, { -1, -1, 3 },
    { 0, -1, 1 }, { 1, -1, 3 }, { -2, 0, 3 }, { -1, 0, 1 }, { 1, 0, 1 },
    { 0, 1, 2 }, { 1, 1, 3 }, { -2, 2, 0 }, { 1, 2, 1 },
  };
  static const int gazebos[][3] = { { 0, 2, 1 }, { 0, 0, 2 } };
  TerrRenderScene *s = terr_render_scene_new (TERR_GAME_HANGING_GARDENS);

  for (guint i = 0; i < G_N_ELEMENTS (terraces); i++)
    if (with_upper_levels || terraces[i][2] == 0)
      terr_render_scene_hg_add (s, TERR_RENDER_HG_TERRACE, terraces[i][0],
                                terraces[i][1], terraces[i][2], 0, 0, 0);
  for (guint i = 0; i < G_N_ELEMENTS (supports); i++)
    if (with_upper_levels)
      terr_render_scene_hg_add (s, TERR_RENDER_HG_SUPPORT, supports[i][0],
                                supports[i][1], supports[i][2], supports[i][3],
                                -1, 0);
  for (guint i = 0; i < G_N_ELEMENTS (beds); i++)
    if (with_upper_levels || !on_upper_level (terraces, G_N_ELEMENTS (terraces),
                                              beds[i][0], beds[i][1]))
      terr_render_scene_hg_add (s, TERR_RENDER_HG_BED, beds[i][0], beds[i][1],
                                0, 0, beds[i][2], 0);
  for (guint i = 0; i < G_N_ELEMENTS (gazebos); i++)
    if (with_upper_levels || !on_upper_level (terraces, G_N_ELEMENTS (terraces),
                                              gazebos[i][0], gazebos[i][1]))
      terr_render_scene_hg_add (s, TERR_RENDER_HG_GAZEBO, gazebos[i][0],
                                gazebos[i][1], 0, 0, 0, gazebos[i][2]);
  s->hg.n_players = 3;
  s->hg.seat_to_move = 2;
  s->hg.supply_tiles = 2;
  s->hg.supply_coins[0] = 1;
  s->hg.supply_coins[2] = 3;
  return s;
}

TerrRenderScene *
test_scene_zg (gboolean full)
{
  TerrRenderScene *s = terr_render_scene_new (TERR_GAME_ZIGGURAT);

  /* Tier 1 partly (rows 0..3), tier 2 two dominoes, tier 3 one. */
  terr_render_scene_zg_add (s, 1, 0, 0, FALSE, 0, 1);
  terr_render_scene_zg_add (s, 1, 2, 0, FALSE, 1, 1);
  terr_render_scene_zg_add (s, 1, 4, 0, FALSE, 1, 2);
  terr_render_scene_zg_add (s, 1, 0, 1, TRUE, 2, 0);
  terr_render_scene_zg_add (s, 1, 1, 1, FALSE, 0, 0);
  terr_render_scene_zg_add (s, 1, 3, 1, FALSE, 0, 2);
  terr_render_scene_zg_add (s, 1, 5, 1, TRUE, 2, 3);
  terr_render_scene_zg_add (s, 1, 1, 2, FALSE, 0, 3);
  terr_render_scene_zg_add (s, 1, 3, 2, FALSE, 1, 3);
  terr_render_scene_zg_add (s, 1, 0, 3, FALSE, 0, 4);
  terr_render_scene_zg_add (s, 1, 2, 3, FALSE, 1, 4);
  terr_render_scene_zg_add (s, 1, 4, 3, FALSE, 2, 4);
  if (full)
    {
      terr_render_scene_zg_add (s, 2, 1, 1, FALSE, 3, 5);
      terr_render_scene_zg_add (s, 2, 3, 1, TRUE, 4, 6);
      terr_render_scene_zg_add (s, 2, 1, 2, FALSE, 5, 5);
      terr_render_scene_zg_add (s, 3, 2, 2, TRUE, 6, 6);
    }
  s->zg.hand[0][0] = 3, s->zg.hand[0][1] = 4;
  s->zg.hand[1][0] = 0, s->zg.hand[1][1] = 5;
  s->zg.hand[2][0] = 2, s->zg.hand[2][1] = 2;
  s->zg.n_hand = 3;
  s->zg.pile = 9;
  s->zg.next[0][0] = 1, s->zg.next[0][1] = 6;
  s->zg.next[1][0] = 4, s->zg.next[1][1] = 4;
  s->zg.next[2][0] = 0, s->zg.next[2][1] = 3;
  s->zg.n_next = 3;
  s->zg.cheats = 1;
  return s;
}

TerrRenderScene *
test_scene_gp (int n_seats)
{
  static const char *pieces[][3] = {
    { "p1", "path", "0,0" }, { "p2", "path", "0,0 1,0" },
    { "p3", "path", "0,0 0,1" }, { "p4", "path", "0,0 1,0 2,0" },
    { "p5", "path", "0,0 0,1 0,2" }, { "p6", "path", "0,0 0,1 1,1" },
    { "p7", "path", "1,0 1,1 0,1" }, { "p8", "path", "0,0 1,0 0,1" },
    { "p9", "path", "0,0 1,0 1,1" },
    { "f1", "flower", "0,0:rose 1,0:marigold" },
    { "f2", "flower", "0,0:marigold 1,0:lavender" },
    { "f3", "flower", "0,0:lavender 1,0:rose" },
    { "f4", "flower", "0,0:rose 1,0:marigold 0,1:lavender" },
    { "f5", "flower", "0,0:rose 1,0:rose 2,0:rose" },
    { "f6", "flower", "0,0:lavender 1,0:marigold 2,0:lavender" },
    { "f7", "flower", "0,0:rose 1,0:marigold 0,1:marigold 1,1:rose" },
    { "f8", "flower", "0,0:lavender 1,0:lavender 2,0:lavender 1,1:marigold" },
  };
  static const struct { const char *id; int x, y, t; } placed[] = {
    { "p5", 4, 0, 0 }, { "f1", 2, 1, 0 }, { "p2", 4, 3, 0 }, { "f4", 5, 1, 1 },
    { "p4", 5, 5, 0 }, { "f8", 0, 5, 3 }, { "p3", 8, 3, 0 }, { "f5", 1, 0, 1 },
    { "p2", 2, 4, 0 }, { "f7", 6, 6, 0 }, { "p1", 0, 4, 0 }, { "f6", 3, 7, 4 },
    { "p8", 6, 3, 0 }, { "f3", 3, 2, 5 }, { "p9", 1, 3, 0 },
  };
  TerrRenderScene *s = terr_render_scene_new (TERR_GAME_GARDEN_PATHS);

  terr_render_scene_gp_set_board (s, 9, 9, "Courtyard");
  terr_render_scene_gp_set_square (s, 4, 0, FALSE, FALSE, 'n');
  terr_render_scene_gp_set_square (s, 4, 8, FALSE, FALSE, 's');
  terr_render_scene_gp_set_square (s, 0, 4, FALSE, FALSE, 'w');
  terr_render_scene_gp_set_square (s, 8, 4, FALSE, FALSE, 'e');
  terr_render_scene_gp_set_square (s, 2, 2, FALSE, TRUE, 0);
  terr_render_scene_gp_set_square (s, 6, 2, FALSE, TRUE, 0);
  terr_render_scene_gp_set_square (s, 2, 6, FALSE, TRUE, 0);
  terr_render_scene_gp_set_square (s, 6, 6, FALSE, TRUE, 0);
  terr_render_scene_gp_set_square (s, 4, 4, TRUE, FALSE, 0);
  terr_render_scene_gp_set_square (s, 7, 1, TRUE, FALSE, 0);
  terr_render_scene_gp_set_square (s, 1, 7, TRUE, FALSE, 0);
  for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
    terr_render_scene_gp_add_piece (s, pieces[i][0],
                                    g_str_equal (pieces[i][1], "flower"),
                                    pieces[i][2]);
  for (int seat = 1; seat <= n_seats; seat++)
    {
      g_autofree char *name = g_strdup_printf ("Player %d", seat);
      TerrRenderGpGrid *grid = terr_render_scene_gp_add_grid (s, seat, name);
      /* Each seat a little less far along. */
      for (guint i = 0; i + (seat - 1) * 4 < G_N_ELEMENTS (placed); i++)
        terr_render_scene_gp_place (s, grid, placed[i].id, placed[i].x,
                                    placed[i].y, placed[i].t);
    }
  return s;
}

TerrGame *
test_load_game (const char *xml)
{
  g_autoptr (GBytes) bytes = g_bytes_new_static (xml, strlen (xml));
  g_autoptr (GError) error = NULL;
  TerrDocument *doc = terr_document_load_bytes (bytes, "test.terraces", &error);
  TerrGame *game;

  g_assert_no_error (error);
  game = terr_game_load_document (doc, &error);
  g_assert_no_error (error);
  terr_document_free (doc);
  return game;
}

cairo_surface_t *
test_draw_scene (TerrRenderScene *scene, int w, int h,
                 const TerrRenderOptions *opts)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (s);

  terr_render_scene_draw (scene, cr, w, h, opts);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  return s;
}
