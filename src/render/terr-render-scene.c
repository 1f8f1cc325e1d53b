/* terr-render-scene.c — building and freeing scenes, and the dispatch of
 * drawing, hit testing and file output to the per-game renderers.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>
#include <cairo-svg.h>

#include "terr-render-private.h"
#include "gp/terr-gp-engine.h"

static void
gp_piece_free (gpointer data)
{
  TerrRenderGpPiece *piece = data;
  g_free (piece->id);
  g_array_unref (piece->cells);
  g_free (piece);
}

static void
gp_grid_free (gpointer data)
{
  TerrRenderGpGrid *grid = data;
  g_free (grid->name);
  g_free (grid->cover);
  g_free (grid->flower);
  g_free (grid->owner);
  g_free (grid->path);
  g_free (grid);
}

TerrRenderScene *
terr_render_scene_new (TerrGameKind kind)
{
  TerrRenderScene *scene = g_new0 (TerrRenderScene, 1);

  scene->kind = kind;
  scene->hg.pieces = g_array_new (FALSE, TRUE, sizeof (TerrRenderHgPiece));
  scene->hg.supply_tiles = -1;
  scene->zg.dominoes = g_array_new (FALSE, TRUE, sizeof (TerrRenderDomino));
  scene->zg.pile = -1;
  scene->gp.pieces = g_ptr_array_new_with_free_func (gp_piece_free);
  scene->gp.grids = g_ptr_array_new_with_free_func (gp_grid_free);
  return scene;
}

void
terr_render_scene_free (TerrRenderScene *scene)
{
  if (scene == NULL)
    return;
  g_array_unref (scene->hg.pieces);
  g_array_unref (scene->zg.dominoes);
  g_ptr_array_unref (scene->gp.pieces);
  g_ptr_array_unref (scene->gp.grids);
  g_free (scene->gp.name);
  g_free (scene->gp.water);
  g_free (scene->gp.fountain);
  g_free (scene->gp.gate);
  g_free (scene);
}

void
terr_render_scene_hg_add (TerrRenderScene *scene, TerrRenderHgKind kind,
                          int x, int y, int level, int stack, int suit,
                          int seat)
{
  TerrRenderHgPiece piece = { kind, x, y, level, stack, suit, 0, seat };

  g_return_if_fail (scene != NULL);
  if (kind == TERR_RENDER_HG_SUPPORT && (suit < 0 || suit >= TERR_RENDER_N_SUITS))
    {
      /* Which tile is which is cosmetic (rules page): give each support a
       * face that depends only on where it stands, so it never changes
       * while the game goes on. */
      guint h = (guint) (x * 73856093) ^ (guint) (y * 19349663)
                ^ (guint) ((level * 2 + stack) * 83492791);
      h ^= h >> 13;
      h *= 0x5bd1e995;
      h ^= h >> 15;
      piece.suit = h % TERR_RENDER_N_SUITS;
      piece.rank = (h / TERR_RENDER_N_SUITS) % 6;
    }
  g_array_append_val (scene->hg.pieces, piece);
}

void
terr_render_scene_zg_add (TerrRenderScene *scene, int tier, int x, int y,
                          gboolean vertical, int a, int b)
{
  TerrRenderDomino d = { tier, x, y, vertical ? 1 : 0, a, b };

  g_return_if_fail (scene != NULL);
  g_array_append_val (scene->zg.dominoes, d);
}

void
terr_render_scene_gp_set_board (TerrRenderScene *scene, int width,
                                int height, const char *name)
{
  TerrRenderGpScene *gp = &scene->gp;
  gsize n;

  g_return_if_fail (width > 0 && height > 0 && width <= 1000 && height <= 1000);
  n = (gsize) width * height;
  gp->width = width;
  gp->height = height;
  g_free (gp->name);
  gp->name = g_strdup (name);
  g_free (gp->water);
  g_free (gp->fountain);
  g_free (gp->gate);
  gp->water = g_new0 (guint8, n);
  gp->fountain = g_new0 (guint8, n);
  gp->gate = g_new0 (char, n);
  g_ptr_array_set_size (gp->grids, 0);
}

void
terr_render_scene_gp_set_square (TerrRenderScene *scene, int x, int y,
                                 gboolean water, gboolean fountain, char gate)
{
  TerrRenderGpScene *gp = &scene->gp;
  int i;

  g_return_if_fail (x >= 0 && y >= 0 && x < gp->width && y < gp->height);
  i = y * gp->width + x;
  gp->water[i] = water != FALSE;
  gp->fountain[i] = fountain != FALSE;
  gp->gate[i] = gate;
}

static int
flower_from_string (const char *s)
{
  if (g_strcmp0 (s, "rose") == 0)
    return TERR_RENDER_FLOWER_ROSE;
  if (g_strcmp0 (s, "marigold") == 0)
    return TERR_RENDER_FLOWER_MARIGOLD;
  if (g_strcmp0 (s, "lavender") == 0)
    return TERR_RENDER_FLOWER_LAVENDER;
  return TERR_RENDER_FLOWER_NONE;
}

gboolean
terr_render_scene_gp_add_piece (TerrRenderScene *scene, const char *id,
                                gboolean flower, const char *cells)
{
  g_auto (GStrv) parts = g_strsplit_set (cells, " \t\n", -1);
  TerrRenderGpPiece *piece = g_new0 (TerrRenderGpPiece, 1);

  piece->id = g_strdup (id);
  piece->flower = flower;
  piece->cells = g_array_new (FALSE, TRUE, sizeof (TerrRenderGpCell));
  for (int i = 0; parts[i]; i++)
    {
      TerrRenderGpCell c = { 0 };
      char *colon;

      if (*parts[i] == '\0')
        continue;
      colon = strchr (parts[i], ':');
      if (colon)
        {
          *colon = '\0';
          c.flower = flower_from_string (colon + 1);
        }
      if (sscanf (parts[i], "%d,%d", &c.dx, &c.dy) != 2)
        {
          gp_piece_free (piece);
          return FALSE;
        }
      g_array_append_val (piece->cells, c);
    }
  g_ptr_array_add (scene->gp.pieces, piece);
  return TRUE;
}

TerrRenderGpGrid *
terr_render_scene_gp_add_grid (TerrRenderScene *scene, int seat,
                               const char *name)
{
  TerrRenderGpScene *gp = &scene->gp;
  TerrRenderGpGrid *grid = g_new0 (TerrRenderGpGrid, 1);
  gsize n = (gsize) MAX (gp->width, 1) * MAX (gp->height, 1);

  grid->seat = seat;
  grid->name = g_strdup (name);
  grid->cover = g_new0 (guint8, n);
  grid->flower = g_new0 (guint8, n);
  grid->owner = g_new (int, n);
  for (gsize i = 0; i < n; i++)
    grid->owner[i] = -1;
  g_ptr_array_add (gp->grids, grid);
  return grid;
}

GArray *
terr_render_gp_transform_cells (const TerrRenderGpPiece *piece, int transform)
{
  guint n = piece->cells->len;
  GArray *out = g_array_sized_new (FALSE, TRUE, sizeof (TerrRenderGpCell), n);
  g_autofree TerrGpCell *in = g_new0 (TerrGpCell, MAX (n, 1));
  g_autofree TerrGpCell *xf = g_new0 (TerrGpCell, MAX (n, 1));

  /* The rule itself lives in the engine; the cover byte carries each
   * cell's index so that its flower follows it. */
  g_return_val_if_fail (n <= G_MAXUINT8, out);
  for (guint i = 0; i < n; i++)
    {
      const TerrRenderGpCell *c = &g_array_index (piece->cells, TerrRenderGpCell, i);
      g_return_val_if_fail (c->dx >= G_MININT8 && c->dx <= G_MAXINT8 &&
                            c->dy >= G_MININT8 && c->dy <= G_MAXINT8, out);
      in[i] = (TerrGpCell) { (gint8) c->dx, (gint8) c->dy, (guint8) i };
    }
  terr_gp_transform_cells (in, (int) n, piece->flower ? transform : 0, xf);
  for (guint i = 0; i < n; i++)
    {
      TerrRenderGpCell c = g_array_index (piece->cells, TerrRenderGpCell, xf[i].cover);
      c.dx = xf[i].dx;
      c.dy = xf[i].dy;
      g_array_append_val (out, c);
    }
  return out;
}

const TerrRenderGpPiece *
terr_render_scene_gp_find_piece (TerrRenderScene *scene, const char *id)
{
  for (guint i = 0; i < scene->gp.pieces->len; i++)
    {
      const TerrRenderGpPiece *p = g_ptr_array_index (scene->gp.pieces, i);
      if (g_strcmp0 (p->id, id) == 0)
        return p;
    }
  return NULL;
}

gboolean
terr_render_scene_gp_place (TerrRenderScene *scene, TerrRenderGpGrid *grid,
                            const char *piece_id, int x, int y, int transform)
{
  TerrRenderGpScene *gp = &scene->gp;
  const TerrRenderGpPiece *piece = terr_render_scene_gp_find_piece (scene, piece_id);
  g_autoptr (GArray) cells = NULL;
  int owner = 0;

  if (piece == NULL)
    return FALSE;
  cells = terr_render_gp_transform_cells (piece, transform);
  for (guint i = 0; i < cells->len; i++)
    {
      TerrRenderGpCell *c = &g_array_index (cells, TerrRenderGpCell, i);
      if (x + c->dx < 0 || y + c->dy < 0 || x + c->dx >= gp->width
          || y + c->dy >= gp->height)
        return FALSE;
    }
  for (int i = 0; i < gp->width * gp->height; i++)
    owner = MAX (owner, grid->owner[i] + 1);
  for (guint i = 0; i < cells->len; i++)
    {
      TerrRenderGpCell *c = &g_array_index (cells, TerrRenderGpCell, i);
      int k = (y + c->dy) * gp->width + x + c->dx;
      grid->cover[k] = piece->flower ? TERR_RENDER_GP_FLOWER : TERR_RENDER_GP_PATH;
      grid->flower[k] = piece->flower ? c->flower : TERR_RENDER_FLOWER_NONE;
      grid->owner[k] = owner;
    }
  return TRUE;
}

/* --- dispatch --- */

void
terr_render_scene_draw (TerrRenderScene *scene, cairo_t *cr, double width,
                        double height, const TerrRenderOptions *opts)
{
  TerrRenderOptions defaults;

  g_return_if_fail (scene != NULL && cr != NULL);
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
  switch (scene->kind)
    {
    case TERR_GAME_HANGING_GARDENS:
      terr_render_hg_draw (scene, cr, width, height, opts);
      break;
    case TERR_GAME_ZIGGURAT:
      terr_render_zg_draw (scene, cr, width, height, opts);
      break;
    case TERR_GAME_GARDEN_PATHS:
      terr_render_gp_draw (scene, cr, width, height, opts);
      break;
    case TERR_GAME_NONE:
    default:
      break;
    }
  cairo_restore (cr);
}

gboolean
terr_render_scene_hit_test (TerrRenderScene *scene, double width,
                            double height, const TerrRenderOptions *opts,
                            double x, double y, TerrRenderHit *hit)
{
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
  switch (scene->kind)
    {
    case TERR_GAME_HANGING_GARDENS:
      return terr_render_hg_hit_test (scene, width, height, opts, x, y, hit);
    case TERR_GAME_ZIGGURAT:
      return terr_render_zg_hit_test (scene, width, height, opts, x, y, hit);
    case TERR_GAME_GARDEN_PATHS:
      return terr_render_gp_hit_test (scene, width, height, opts, x, y, hit);
    case TERR_GAME_NONE:
    default:
      return FALSE;
    }
}

gboolean
terr_render_scene_locate (TerrRenderScene *scene, double width, double height,
                          const TerrRenderOptions *opts, int seat, double fx,
                          double fy, int level, double *x, double *y)
{
  TerrRenderOptions defaults;

  g_return_val_if_fail (scene != NULL && x != NULL && y != NULL, FALSE);
  if (opts == NULL)
    {
      terr_render_options_init (&defaults);
      opts = &defaults;
    }
  switch (scene->kind)
    {
    case TERR_GAME_HANGING_GARDENS:
      return terr_render_hg_locate (scene, width, height, opts, fx, fy, level, x, y);
    case TERR_GAME_ZIGGURAT:
      return terr_render_zg_locate (scene, width, height, opts, fx, fy, level, x, y);
    case TERR_GAME_GARDEN_PATHS:
      return terr_render_gp_locate (scene, width, height, opts, seat, fx, fy, x, y);
    case TERR_GAME_NONE:
    default:
      return FALSE;
    }
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
