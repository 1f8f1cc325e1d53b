/* terr-render-words.c — the list of the games' words tables
 * (terr-render-words.h), as terr-render-games.c lists their renderers.
 */
#include "config.h"

#include "terr-render-words-private.h"

static const TerrRenderWords *const tables[] = {
  &terr_render_hg_words,
  &terr_render_zg_words,
  &terr_render_gp_words,
};

static const TerrRenderWords *
lookup (TerrGameKind kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    if (tables[i]->kind == kind)
      return tables[i];
  return NULL;
}

gboolean
terr_render_game_has_seat_grids (TerrGame *game)
{
  const TerrRenderWords *words;

  g_return_val_if_fail (game == NULL || TERR_IS_GAME (game), FALSE);

  words = game != NULL ? lookup (terr_game_get_kind (game)) : NULL;
  return words != NULL && words->seat_grids;
}

void
terr_render_scene_get_cursor_bounds (const TerrRenderScene *scene,
                                     int                   *x0,
                                     int                   *y0,
                                     int                   *x1,
                                     int                   *y1)
{
  const TerrRenderWords *words = scene != NULL ? lookup (scene->kind) : NULL;

  g_return_if_fail (x0 != NULL && y0 != NULL && x1 != NULL && y1 != NULL);

  *x0 = *y0 = 0;
  *x1 = *y1 = 5;
  if (words != NULL && words->cursor_bounds != NULL)
    words->cursor_bounds (scene, x0, y0, x1, y1);
}

char *
terr_render_scene_describe_position (TerrRenderScene *scene,
                                     TerrGame        *game,
                                     int              seat)
{
  const TerrRenderWords *words;
  GString *s;

  g_return_val_if_fail (scene != NULL, NULL);
  g_return_val_if_fail (TERR_IS_GAME (game), NULL);

  words = lookup (scene->kind);
  s = g_string_new (NULL);
  if (words != NULL && words->describe_position != NULL)
    words->describe_position (scene, game, seat, s);
  return g_string_free (s, FALSE);
}

char *
terr_render_scene_describe_open_pile (const TerrRenderScene *scene)
{
  const TerrRenderWords *words = scene != NULL ? lookup (scene->kind) : NULL;

  if (words == NULL || words->describe_open_pile == NULL)
    return NULL;
  return words->describe_open_pile (scene);
}

char *
terr_render_describe_piece (TerrGame   *game,
                            const char *piece_id)
{
  const TerrRenderWords *words;

  g_return_val_if_fail (game == NULL || TERR_IS_GAME (game), NULL);

  words = game != NULL ? lookup (terr_game_get_kind (game)) : NULL;
  if (words == NULL || words->describe_piece == NULL || piece_id == NULL)
    return NULL;
  return words->describe_piece (game, piece_id);
}
