/* test-scenes.h — positions built directly as render scenes, so that the
 * renderer can be tested without the engines. */
#pragma once

#include "terr-render-scene.h"

TerrRenderScene *test_scene_hg   (gboolean with_upper_levels);
TerrRenderScene *test_scene_zg   (gboolean full);
TerrRenderScene *test_scene_gp   (int n_seats);

/* @scene drawn with @opts on a new @w x @h image (asserts that it draws). */
cairo_surface_t *test_draw_scene (TerrRenderScene         *scene,
                                  int                      w,
                                  int                      h,
                                  const TerrRenderOptions *opts);

/* The game of a scenario file's text (asserts that it loads). */
TerrGame        *test_load_game  (const char *xml);
