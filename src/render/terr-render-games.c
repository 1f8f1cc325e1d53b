/* terr-render-games.c — the list of the game renderers, as
 * src/core/terr-games.c lists the game types: the one place where the
 * shared renderer code meets the per-game files.
 */
#include "terr-render-private.h"

static const TerrRenderGame *const games[] = {
  &terr_render_hg_game,
  &terr_render_zg_game,
  &terr_render_gp_game,
};

const TerrRenderGame *
terr_render_game_lookup (TerrGameKind kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    if (games[i]->kind == kind)
      return games[i];
  return NULL;
}

const TerrRenderGame *
terr_render_game_nth (guint n)
{
  return n < G_N_ELEMENTS (games) ? games[n] : NULL;
}
