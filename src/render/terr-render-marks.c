/* terr-render-marks.c — what is drawn over any game's picture: the
 * coordinate labels along the board's edges, the outline of the squares
 * the last move touched and the highlight of the squares that words
 * pointed at name.  Each game's renderer says where its labels go and how
 * a square is drawn (TerrRenderGame.labels, .square_path); the marks look
 * the same in every game.
 */
#include "config.h"

#include <stdio.h>

#include "terr-render-private.h"

/* Text height of a label, in board units. */
#define LABEL_SIZE 0.36

static void
add_label (GArray *labels, const TerrProj *p, double z, int seat,
           gboolean column, int value, double bx, double by)
{
  TerrRenderLabel label = { .column = column, .seat = seat, .value = value };

  g_snprintf (label.text, sizeof label.text, "%d", value);
  terr_proj_point (p, bx, by, z, &label.x, &label.y);
  label.size = p->unit * LABEL_SIZE;
  g_array_append_val (labels, label);
}

void
terr_render_add_grid_labels (GArray *labels, const TerrProj *p, double z,
                             int seat, int x0, int y0, int x1, int y1,
                             double off)
{
  /* A board that a strange file spreads over thousands of squares gets
   * no labels. */
  if (x1 - x0 > 400 || y1 - y0 > 400)
    return;
  for (int x = x0; x <= x1; x++)
    add_label (labels, p, z, seat, TRUE, x, x + 0.5, y1 + 1 + off);
  for (int y = y0; y <= y1; y++)
    add_label (labels, p, z, seat, FALSE, y, x0 - off, y + 0.5);
}

GArray *
terr_render_scene_get_labels (TerrRenderScene *scene, double width,
                              double height, const TerrRenderOptions *opts)
{
  GArray *labels = g_array_new (FALSE, FALSE, sizeof (TerrRenderLabel));
  const TerrRenderGame *renderer;

  g_return_val_if_fail (scene != NULL && opts != NULL, labels);
  renderer = terr_render_game_lookup (scene->kind);
  if (opts->show_coordinates && renderer != NULL && renderer->labels != NULL)
    renderer->labels (scene, width, height, opts, labels);
  return labels;
}

gboolean
terr_render_scene_square_extents (TerrRenderScene *scene, double width,
                                  double height, const TerrRenderOptions *opts,
                                  const TerrSquare *square, double *x0,
                                  double *y0, double *x1, double *y1)
{
  const TerrRenderGame *renderer;
  cairo_surface_t *surface;
  gboolean drawn;
  cairo_t *cr;

  g_return_val_if_fail (scene != NULL && opts != NULL && square != NULL, FALSE);
  renderer = terr_render_game_lookup (scene->kind);
  if (renderer == NULL || renderer->square_path == NULL)
    return FALSE;
  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  drawn = renderer->square_path (scene, cr, width, height, opts, square);
  if (drawn)
    cairo_path_extents (cr, x0, y0, x1, y1);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return drawn;
}

static double
line_width (const TerrRenderOptions *opts, double px)
{
  return px / MAX (opts->scale, 1.0);
}

/* The last move: a dashed outline in the foreground with a halo of the
 * opposite lightness, readable on any piece and on the table (the halo
 * follows the foreground only, so that a widget and the CLI agree). */
static void
draw_last_move (TerrRenderScene *scene, const TerrRenderGame *renderer,
                cairo_t *cr, double width, double height,
                const TerrRenderOptions *opts)
{
  TerrRgba fg = terr_rgba_from_color (&opts->foreground);
  double light = 0.3 * fg.r + 0.59 * fg.g + 0.11 * fg.b;
  TerrRgba halo = light > 0.5 ? TERR_RGB (0x000000) : TERR_RGB (0xffffff);

  cairo_save (cr);
  cairo_new_path (cr);
  for (guint i = 0; i < opts->n_last_move; i++)
    renderer->square_path (scene, cr, width, height, opts, &opts->last_move[i]);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, line_width (opts, 5));
  terr_set_rgba_alpha (cr, halo, 0.85);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, line_width (opts, 2.5));
  cairo_set_dash (cr, (double[]) { line_width (opts, 6), line_width (opts, 3) }, 2, 0);
  terr_set_rgba_alpha (cr, fg, 1.0);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* @squares filled in @color at @alpha and outlined boldly in it. */
static void
fill_squares (TerrRenderScene *scene, const TerrRenderGame *renderer,
              cairo_t *cr, double width, double height,
              const TerrRenderOptions *opts, const TerrSquare *squares,
              guint n, TerrRgba color, double alpha)
{
  cairo_save (cr);
  cairo_new_path (cr);
  for (guint i = 0; i < n; i++)
    renderer->square_path (scene, cr, width, height, opts, &squares[i]);
  terr_set_rgba_alpha (cr, color, alpha);
  cairo_fill_preserve (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, line_width (opts, 3));
  terr_set_rgba (cr, color);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
terr_render_draw_marks (TerrRenderScene *scene, const TerrRenderGame *renderer,
                        cairo_t *cr, double width, double height,
                        const TerrRenderOptions *opts)
{
  g_autoptr (GArray) labels = NULL;
  TerrRgba fg = terr_rgba_from_color (&opts->foreground);

  if (renderer->square_path != NULL && opts->last_move != NULL && opts->n_last_move > 0)
    draw_last_move (scene, renderer, cr, width, height, opts);
  /* The highlight: the accent, filled lightly. */
  if (renderer->square_path != NULL && opts->highlight != NULL && opts->n_highlight > 0)
    fill_squares (scene, renderer, cr, width, height, opts, opts->highlight, opts->n_highlight,
                  terr_rgba_from_color (&opts->accent), 0.35);
  /* The editor's ghost: the squares a click would fill, in the colour of
   * a ghost move (green, or red). */
  if (renderer->square_path != NULL && opts->edit_ghost != NULL && opts->n_edit_ghost > 0)
    fill_squares (scene, renderer, cr, width, height, opts, opts->edit_ghost, opts->n_edit_ghost,
                  terr_ghost_rgba (opts->edit_ghost_legal), 0.5);
  labels = terr_render_scene_get_labels (scene, width, height, opts);
  for (guint i = 0; i < labels->len; i++)
    {
      const TerrRenderLabel *l = &g_array_index (labels, TerrRenderLabel, i);

      terr_draw_text (cr, l->text, l->x, l->y, l->size, FALSE, fg);
    }
}
