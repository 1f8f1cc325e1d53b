/* terr-render.c — the renderer's entry points on a TerrGame: the scene is
 * built by the renderer of the game's kind from the game's read-only
 * queries, then drawn, hit tested or written to a file
 * (terr-render-scene.c).
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "terr-render-private.h"

static TerrRenderScene *
scene_for_game (TerrGame *game, const TerrRenderOptions *opts)
{
  const TerrRenderGame *renderer = terr_render_game_lookup (terr_game_get_kind (game));
  TerrRenderScene *scene;

  if (renderer == NULL)
    return NULL;
  scene = terr_render_scene_new (renderer->kind);
  renderer->fill (scene, game, opts);
  return scene;
}

TerrRenderScene *
terr_render_scene_new_for_game (TerrGame *game)
{
  g_return_val_if_fail (TERR_IS_GAME (game), NULL);
  return scene_for_game (game, NULL);
}

TerrRenderScene *
terr_render_scene_new_for_game_full (TerrGame                *game,
                                     const TerrRenderOptions *opts)
{
  g_return_val_if_fail (TERR_IS_GAME (game), NULL);
  return scene_for_game (game, opts);
}

void
terr_render_draw (TerrGame *game, cairo_t *cr, double width, double height,
                  const TerrRenderOptions *opts)
{
  g_autoptr (TerrRenderScene) scene = NULL;

  g_return_if_fail (TERR_IS_GAME (game));
  g_return_if_fail (cr != NULL);
  scene = scene_for_game (game, opts);
  if (scene)
    terr_render_scene_draw (scene, cr, width, height, opts);
}

gboolean
terr_render_to_file (TerrGame *game, const char *path, int width, int height,
                     const TerrRenderOptions *opts, GError **error)
{
  g_autoptr (TerrRenderScene) scene = NULL;

  g_return_val_if_fail (TERR_IS_GAME (game), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  scene = scene_for_game (game, opts);
  if (scene == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Cannot draw a game of this kind"));
      return FALSE;
    }
  return terr_render_scene_to_file (scene, path, width, height, opts, error);
}

gboolean
terr_render_hit_test (TerrGame *game, double width, double height,
                      const TerrRenderOptions *opts, double x, double y,
                      TerrRenderHit *hit)
{
  g_autoptr (TerrRenderScene) scene = NULL;

  g_return_val_if_fail (TERR_IS_GAME (game), FALSE);
  g_return_val_if_fail (hit != NULL, FALSE);
  scene = scene_for_game (game, opts);
  if (scene == NULL)
    {
      memset (hit, 0, sizeof *hit);
      return FALSE;
    }
  return terr_render_scene_hit_test (scene, width, height, opts, x, y, hit);
}
