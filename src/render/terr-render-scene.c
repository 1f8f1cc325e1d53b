/* terr-render-scene.c — what every scene has whatever its game: making
 * and freeing one, handing drawing, hit testing and forward layout to the
 * renderer of its kind (a TerrRenderGame from terr-render-games.c), and
 * the picture files.  Nothing here knows a game.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>
#include <cairo-svg.h>

#include "terr-render-private.h"

TerrRenderScene *
terr_render_scene_new (TerrGameKind kind)
{
  TerrRenderScene *scene = g_new0 (TerrRenderScene, 1);

  scene->kind = kind;
  /* Every part, whatever the kind: the struct is public and callers look
   * at the parts without checking the kind first. */
  for (guint i = 0; terr_render_game_nth (i) != NULL; i++)
    terr_render_game_nth (i)->init (scene);
  return scene;
}

TerrRenderScene *
terr_render_scene_new_sample (TerrGameKind kind)
{
  const TerrRenderGame *renderer = terr_render_game_lookup (kind);
  TerrRenderScene *scene;

  if (renderer == NULL || renderer->sample == NULL)
    return NULL;
  scene = terr_render_scene_new (kind);
  renderer->sample (scene);
  return scene;
}

void
terr_render_scene_free (TerrRenderScene *scene)
{
  if (scene == NULL)
    return;
  for (guint i = 0; terr_render_game_nth (i) != NULL; i++)
    terr_render_game_nth (i)->clear (scene);
  g_free (scene);
}

/* --- dispatch --- */

void
terr_render_scene_draw (TerrRenderScene *scene, cairo_t *cr, double width,
                        double height, const TerrRenderOptions *opts)
{
  const TerrRenderGame *renderer;
  TerrRenderOptions defaults;

  g_return_if_fail (scene != NULL && cr != NULL);
  renderer = terr_render_game_lookup (scene->kind);
  if (opts == NULL)
    {
      terr_render_options_init (&defaults);
      opts = &defaults;
    }
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip (cr);
  if (opts->fill_background)
    {
      cairo_set_source_rgba (cr, opts->background.red, opts->background.green,
                             opts->background.blue, opts->background.alpha);
      cairo_paint (cr);
    }
  if (renderer != NULL)
    {
      renderer->draw (scene, cr, width, height, opts);
      terr_render_draw_marks (scene, renderer, cr, width, height, opts);
    }
  cairo_restore (cr);
}

gboolean
terr_render_scene_hit_test (TerrRenderScene *scene, double width,
                            double height, const TerrRenderOptions *opts,
                            double x, double y, TerrRenderHit *hit)
{
  const TerrRenderGame *renderer;
  TerrRenderOptions defaults;

  g_return_val_if_fail (scene != NULL && hit != NULL, FALSE);
  memset (hit, 0, sizeof *hit);
  hit->level = -1;
  if (opts == NULL)
    {
      terr_render_options_init (&defaults);
      opts = &defaults;
    }
  if (x < 0 || y < 0 || x >= width || y >= height)
    return FALSE;
  renderer = terr_render_game_lookup (scene->kind);
  return renderer != NULL && renderer->hit_test (scene, width, height, opts, x, y, hit);
}

gboolean
terr_render_scene_locate (TerrRenderScene *scene, double width, double height,
                          const TerrRenderOptions *opts, int seat, double fx,
                          double fy, int level, double *x, double *y)
{
  const TerrRenderGame *renderer;
  TerrRenderOptions defaults;

  g_return_val_if_fail (scene != NULL && x != NULL && y != NULL, FALSE);
  if (opts == NULL)
    {
      terr_render_options_init (&defaults);
      opts = &defaults;
    }
  renderer = terr_render_game_lookup (scene->kind);
  return renderer != NULL
         && renderer->locate (scene, width, height, opts, seat, fx, fy, level, x, y);
}

gboolean
terr_render_scene_to_file (TerrRenderScene *scene, const char *path,
                           int width, int height,
                           const TerrRenderOptions *opts, GError **error)
{
  TerrRenderOptions defaults;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  gboolean svg;

  g_return_val_if_fail (scene != NULL && path != NULL, FALSE);
  if (opts == NULL)
    {
      terr_render_options_init (&defaults);
      opts = &defaults;
    }
  if (width < 1 || height < 1 || width > 16384 || height > 16384)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("Image size %d × %d is out of range (1 to 16384)"), width, height);
      return FALSE;
    }
  svg = g_str_has_suffix (path, ".svg") || g_str_has_suffix (path, ".SVG");
  if (svg)
    {
      surface = cairo_svg_surface_create (path, width, height);
    }
  else
    {
      double scale = opts->scale > 0 ? opts->scale : 1.0;
      int pw = (int) ceil (width * scale), ph = (int) ceil (height * scale);

      if (pw > 16384 || ph > 16384)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("Image size %d × %d pixels is too large"), pw, ph);
          return FALSE;
        }
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pw, ph);
      cairo_surface_set_device_scale (surface, scale, scale);
    }
  cr = cairo_create (surface);
  terr_render_scene_draw (scene, cr, width, height, opts);
  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    {
      if (svg)
        cairo_surface_finish (surface);
      else
        status = cairo_surface_write_to_png (surface, path);
      if (status == CAIRO_STATUS_SUCCESS)
        status = cairo_surface_status (surface);
    }
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("%s: cannot write the picture: %s"),
                   path, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}
