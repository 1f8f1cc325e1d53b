/* terr-board-snapshot.c — drawing the board.
 *
 * The board keeps one TerrRenderScene of the position shown, built when
 * the position changes (the game's "changed", another game) and read by
 * every draw, hit test, cursor move and pointer motion in between: a ghost
 * is the kept scene drawn with the hovered move.  It is drawn with the
 * shared renderer through gtk_snapshot_append_cairo, in the chrome colours
 * of the current style and the seats' colours the players chose.
 */
#include "config.h"

#include "terr-board-private.h"
#include "terr-render-words.h"
#include "terr-seat-colors.h"

int
terr_board_get_seat (TerrBoard *self)
{
  /* One grid per seat: the grid of the seat to move, or of the viewer's
   * seat; every grid once the game is over. */
  if (self->game == NULL || !terr_render_game_has_seat_grids (self->game))
    return 0;
  if (self->shown_seat >= 0
      && self->shown_seat <= (int) terr_game_get_n_players (self->game))
    return self->shown_seat;
  if (terr_game_is_over (self->game))
    return 0;
  if (self->viewer_seat > 0
      && self->viewer_seat <= (int) terr_game_get_n_players (self->game))
    return self->viewer_seat;
  return MAX (terr_game_get_seat_to_move (self->game), 1);
}

void
terr_board_style_colors (GtkWidget         *widget,
                         TerrRenderOptions *opts)
{
  GtkStyleContext *context = gtk_widget_get_style_context (widget);
  GdkRGBA color;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (context, &color);
  opts->foreground = (TerrRenderColor) { color.red, color.green, color.blue, color.alpha };
  if (gtk_style_context_lookup_color (context, "view_bg_color", &color))
    opts->background = (TerrRenderColor) { color.red, color.green, color.blue, color.alpha };
  if (gtk_style_context_lookup_color (context, "accent_color", &color))
    opts->accent = (TerrRenderColor) { color.red, color.green, color.blue, color.alpha };
  G_GNUC_END_IGNORE_DEPRECATIONS

  terr_seat_colors_apply (terr_seat_colors_get_default (), opts);
}

void
terr_board_get_render_options (TerrBoard         *self,
                               TerrRenderOptions *opts)
{
  g_return_if_fail (TERR_IS_BOARD (self));
  g_return_if_fail (opts != NULL);

  terr_render_options_init (opts);
  opts->view = self->view;
  opts->max_level = self->max_level;
  opts->seat = terr_board_get_seat (self);
  opts->scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  opts->fill_background = FALSE;
  terr_board_style_colors (GTK_WIDGET (self), opts);

  opts->cursor_visible = self->cursor_visible;
  opts->cursor_x = self->cursor_x;
  opts->cursor_y = self->cursor_y;
  opts->cursor_seat = opts->seat;

  opts->ghost = self->ghost;
  opts->ghost_legal = self->ghost_legal;
  opts->hint = terr_board_get_hint (self);
  opts->explain_seat = self->explain_seat;
  opts->explain_direction = self->explain_direction;

  opts->show_coordinates = self->show_coordinates;
  if (self->last_move != NULL)
    {
      opts->last_move = (const TerrSquare *) self->last_move->data;
      opts->n_last_move = self->last_move->len;
    }
  if (self->edit_mode && self->edit_ghost != NULL)
    {
      opts->edit_ghost = (const TerrSquare *) self->edit_ghost->data;
      opts->n_edit_ghost = self->edit_ghost->len;
      /* Green only when the edit is taken and makes no problem. */
      opts->edit_ghost_legal = self->edit_ghost_legal && self->edit_ghost_reason == NULL;
    }
  if (self->highlight != NULL)
    {
      opts->highlight = (const TerrSquare *) self->highlight->data;
      opts->n_highlight = self->highlight->len;
    }
  if (self->edit_mode && self->has_extent)
    {
      opts->extent_x0 = self->extent[0];
      opts->extent_y0 = self->extent[1];
      opts->extent_x1 = self->extent[2];
      opts->extent_y1 = self->extent[3];
      opts->extent_z = self->extent[4];
    }
}

/* Room left around the position when the extent grows: spaces on each
 * side, and levels above. */
#define EXTENT_ROOM 2.0

/* Edit mode: the extent the board is fitted to holds the position, with
 * room around it; it grows when the position leaves it, never shrinks. */
static void
grow_extent (TerrBoard *self)
{
  double x0, y0, x1, y1, z;

  if (!self->edit_mode
      || !terr_render_scene_get_extent (self->scene, &x0, &y0, &x1, &y1, &z))
    return;
  if (self->has_extent && x0 >= self->extent[0] && y0 >= self->extent[1]
      && x1 <= self->extent[2] && y1 <= self->extent[3] && z <= self->extent[4])
    return;
  x0 -= EXTENT_ROOM;
  y0 -= EXTENT_ROOM;
  x1 += EXTENT_ROOM;
  y1 += EXTENT_ROOM;
  z += EXTENT_ROOM;
  if (self->has_extent)
    {
      x0 = MIN (x0, self->extent[0]);
      y0 = MIN (y0, self->extent[1]);
      x1 = MAX (x1, self->extent[2]);
      y1 = MAX (y1, self->extent[3]);
      z = MAX (z, self->extent[4]);
    }
  self->extent[0] = x0;
  self->extent[1] = y0;
  self->extent[2] = x1;
  self->extent[3] = y1;
  self->extent[4] = z;
  self->has_extent = TRUE;
}

/* The one place the scene is built.  Its options are those the board
 * draws with: the scene then holds what they show (the best paths).
 * The seat whose grid is shown is a drawing option (the scene has
 * every grid); it changes with the position anyway. */
void
terr_board_rebuild_scene (TerrBoard *self)
{
  TerrRenderOptions opts;

  g_clear_pointer (&self->scene, terr_render_scene_free);
  g_clear_pointer (&self->label, g_free);
  terr_board_update_last_move (self);
  if (self->game == NULL)
    return;

  terr_board_get_render_options (self, &opts);
  self->scene = terr_render_scene_new_for_game_full (self->game, &opts);
  self->scene_builds++;
  grow_extent (self);
  /* What the seat shown may know: no other seat's private grid or score. */
  self->label = terr_game_describe_for (self->game, terr_board_get_seat (self));
}

guint
terr_board_get_scene_builds (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), 0);

  return self->scene_builds;
}

static void
terr_board_snapshot (GtkWidget   *widget,
                     GtkSnapshot *snapshot)
{
  TerrBoard *self = TERR_BOARD (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  TerrRenderOptions opts;
  cairo_t *cr;

  if (self->scene == NULL || width <= 0 || height <= 0)
    return;

  terr_board_get_render_options (self, &opts);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_translate (cr, width / 2.0 + self->pan_x, height / 2.0 + self->pan_y);
  cairo_scale (cr, self->zoom, self->zoom);
  cairo_translate (cr, -width / 2.0, -height / 2.0);
  terr_render_scene_draw (self->scene, cr, width, height, &opts);
  cairo_destroy (cr);
  terr_board_snapshot_refusal (self, snapshot);
}

static void
terr_board_measure (GtkWidget      *widget,
                    GtkOrientation  orientation,
                    int             for_size,
                    int            *minimum,
                    int            *natural,
                    int            *minimum_baseline,
                    int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 240;
      *natural = 640;
    }
  else
    {
      *minimum = 200;
      *natural = 480;
    }
}

void
terr_board_class_init_snapshot (GtkWidgetClass *widget_class)
{
  widget_class->snapshot = terr_board_snapshot;
  widget_class->measure = terr_board_measure;
}
