/* terr-board-refusal.c — a refused placement shown where it was aimed.
 *
 * The toast at the foot of the window is far from where the player looks:
 * the board keeps the refused move, drawn as the red ghost it already is,
 * and writes the game's short reason in a label beside it, at the pointer
 * (or the keyboard cursor) where the click or Enter came from.  The label
 * goes as soon as the ghost is another move (the pointer moved to another
 * square, another piece, another position).
 */
#include "config.h"

#include <math.h>

#include "terr-board-private.h"

/* Room between the spot and the label, and the label's padding, in px. */
#define GAP 18.0
#define PAD 6.0
#define MAX_WIDTH 300

void
terr_board_clear_refusal (TerrBoard *self)
{
  if (self->refused == NULL && self->refused_text == NULL)
    return;
  g_clear_pointer (&self->refused, terr_move_unref);
  g_clear_pointer (&self->refused_text, g_free);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Widget coordinates of the keyboard cursor's square. */
static void
locate_cursor (TerrBoard *self,
               double    *x,
               double    *y)
{
  TerrRenderOptions opts;
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double height = gtk_widget_get_height (GTK_WIDGET (self));
  double bx, by;

  *x = width / 2.0;
  *y = height / 2.0;
  terr_board_get_render_options (self, &opts);
  if (self->scene == NULL
      || !terr_render_scene_locate (self->scene, width, height, &opts, opts.seat,
                                    self->cursor_x + 0.5, self->cursor_y + 0.5, -1, &bx, &by))
    return;
  /* The board is drawn zoomed and panned about the centre. */
  *x = (bx - width / 2.0) * self->zoom + width / 2.0 + self->pan_x;
  *y = (by - height / 2.0) * self->zoom + height / 2.0 + self->pan_y;
}

void
terr_board_show_refusal (TerrBoard      *self,
                         const TerrMove *move,
                         const char     *text)
{
  terr_board_clear_refusal (self);
  if (move == NULL || text == NULL || *text == '\0')
    return;
  self->refused = terr_move_copy_bare (move);
  self->refused_text = g_strdup (text);
  if (self->use_pointer)
    {
      self->refused_x = self->pointer_x;
      self->refused_y = self->pointer_y;
    }
  else
    locate_cursor (self, &self->refused_x, &self->refused_y);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
terr_board_follow_refusal (TerrBoard *self)
{
  if (self->refused != NULL
      && (self->ghost == NULL || !terr_move_equal (self->ghost, self->refused)))
    terr_board_clear_refusal (self);
}

const char *
terr_board_get_refusal_text (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), NULL);

  return self->refused_text;
}

static void
style_color (GtkWidget  *widget,
             const char *name,
             GdkRGBA    *color,
             GdkRGBA     fallback)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), name, color))
    *color = fallback;
  G_GNUC_END_IGNORE_DEPRECATIONS
}

/* The reason @text in a red label above the spot (@sx, @sy). */
static void
snapshot_reason (TerrBoard   *self,
                 GtkSnapshot *snapshot,
                 const char  *text,
                 double       sx,
                 double       sy)
{
  GtkWidget *widget = GTK_WIDGET (self);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  g_autoptr(PangoLayout) layout = NULL;
  PangoRectangle ink, logical;
  GdkRGBA bg, fg;
  GskRoundedRect box;
  double w, h, x, y;

  layout = gtk_widget_create_pango_layout (widget, text);
  pango_layout_set_width (layout, (int) MIN (MAX_WIDTH, width - 4 * PAD) * PANGO_SCALE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_get_pixel_extents (layout, &ink, &logical);
  w = logical.width + 2 * PAD;
  h = logical.height + 2 * PAD;

  /* Above the spot, or below it near the top edge; inside the board. */
  x = CLAMP (sx - w / 2, PAD, MAX (PAD, width - w - PAD));
  y = sy - GAP - h;
  if (y < PAD)
    y = MIN (sy + GAP, MAX (PAD, height - h - PAD));

  style_color (widget, "error_bg_color", &bg, (GdkRGBA) { 0.75, 0.11, 0.16, 1.0 });
  style_color (widget, "error_fg_color", &fg, (GdkRGBA) { 1.0, 1.0, 1.0, 1.0 });

  /* A short bar from the label to the spot, then the label. */
  gtk_snapshot_append_color (snapshot, &bg,
                             &GRAPHENE_RECT_INIT (CLAMP (sx, x + 8, x + w - 8) - 1,
                                                  MIN (sy, y + h / 2), 2,
                                                  fabs (sy - (y + h / 2))));
  gsk_rounded_rect_init_from_rect (&box, &GRAPHENE_RECT_INIT (x, y, w, h), MIN (8.0, h / 2));
  gtk_snapshot_push_rounded_clip (snapshot, &box);
  gtk_snapshot_append_color (snapshot, &bg, &box.bounds);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x + PAD - logical.x + (w - 2 * PAD - logical.width) / 2,
                                                          y + PAD - logical.y));
  gtk_snapshot_append_layout (snapshot, layout, &fg);
  gtk_snapshot_restore (snapshot);
}

void
terr_board_snapshot_refusal (TerrBoard   *self,
                             GtkSnapshot *snapshot)
{
  double x, y;

  if (self->refused_text != NULL && self->ghost != NULL
      && terr_move_equal (self->ghost, self->refused))
    snapshot_reason (self, snapshot, self->refused_text, self->refused_x, self->refused_y);
  /* The editor's refused ghost says why where the user looks. */
  if (self->edit_mode && self->edit_ghost != NULL && self->edit_ghost_reason != NULL)
    {
      if (self->use_pointer)
        {
          x = self->pointer_x;
          y = self->pointer_y;
        }
      else
        locate_cursor (self, &x, &y);
      snapshot_reason (self, snapshot, self->edit_ghost_reason, x, y);
    }
}
