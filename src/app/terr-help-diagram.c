/* terr-help-diagram.c — an example position of the help, drawn by the
 * shared renderer (the same drawing as the board and `terraces-cli render`)
 * in the chrome colours of the current style.  A move the caption talks
 * about is drawn over it in green or red, as the board shows a piece about
 * to be placed; its legality is the engine's.  A hint is drawn in the
 * accent colour, and a score explained as Show on the Board draws it.  The seats wear the colours
 * the players chose (terr-seat-colors.h), as on the board. */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-board.h"
#include "terr-help-diagram.h"
#include "terr-seat-colors.h"

struct _TerrHelpDiagram
{
  GtkWidget parent_instance;

  const TerrHelpBlock *block;
  TerrGame            *game;
  TerrMove            *ghost;
  gboolean             ghost_legal;
  TerrMove            *hint;
};

G_DEFINE_FINAL_TYPE (TerrHelpDiagram, terr_help_diagram, GTK_TYPE_WIDGET)

void
terr_help_diagram_get_options (TerrHelpDiagram   *self,
                               TerrRenderOptions *opts)
{
  g_return_if_fail (TERR_IS_HELP_DIAGRAM (self));

  terr_render_options_init (opts);
  opts->view = self->block->view;
  opts->seat = self->block->seat;
  opts->scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  opts->fill_background = FALSE;
  opts->ghost = self->ghost;
  opts->ghost_legal = self->ghost_legal;
  opts->hint = self->hint;
  /* The score explained as Show on the Board draws it (the view cone of
   * a gazebo in its best direction, a path's points). */
  opts->explain_seat = self->block->explain_seat;

  /* As the board does: the chrome follows the style (dark, high
   * contrast), the seats the players' colours. */
  terr_board_style_colors (GTK_WIDGET (self), opts);
}

static void
terr_help_diagram_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  TerrHelpDiagram *self = TERR_HELP_DIAGRAM (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  TerrRenderOptions opts;
  cairo_t *cr;

  if (self->game == NULL || width <= 0 || height <= 0)
    return;

  terr_help_diagram_get_options (self, &opts);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  terr_render_draw (self->game, cr, width, height, &opts);
  cairo_destroy (cr);
}

static void
terr_help_diagram_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  /* The renderer fits the board into any size; these are sizes at which
   * the pieces read well. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 200;
      *natural = 270;
    }
  else
    {
      /* (A flow box and a scrolled page give a child its minimum
       * height: that is the height it gets.) */
      *minimum = 340;
      *natural = 340;
    }
}

static void
terr_help_diagram_css_changed (GtkWidget         *widget,
                               GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (terr_help_diagram_parent_class)->css_changed (widget, change);
  gtk_widget_queue_draw (widget);
}

static void
terr_help_diagram_dispose (GObject *object)
{
  TerrHelpDiagram *self = TERR_HELP_DIAGRAM (object);

  g_clear_pointer (&self->ghost, terr_move_unref);
  g_clear_pointer (&self->hint, terr_move_unref);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (terr_help_diagram_parent_class)->dispose (object);
}

static void
terr_help_diagram_class_init (TerrHelpDiagramClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = terr_help_diagram_dispose;
  widget_class->snapshot = terr_help_diagram_snapshot;
  widget_class->measure = terr_help_diagram_measure;
  widget_class->css_changed = terr_help_diagram_css_changed;

  gtk_widget_class_set_css_name (widget_class, "help-diagram");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
terr_help_diagram_init (TerrHelpDiagram *self)
{
  /* Draw again when the players choose other colours. */
  g_signal_connect_object (terr_seat_colors_get_default (), "changed",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
terr_help_diagram_new (const TerrHelpBlock *block,
                       GError             **error)
{
  g_autoptr(TerrGame) game = NULL;
  g_autofree char *description = NULL;
  TerrHelpDiagram *self;

  g_return_val_if_fail (block != NULL && block->kind == TERR_HELP_BLOCK_DIAGRAM, NULL);

  game = terr_help_load_example (block->example, error);
  if (game == NULL)
    return NULL;

  self = g_object_new (TERR_TYPE_HELP_DIAGRAM, NULL);
  self->block = block;
  self->game = g_steal_pointer (&game);
  self->ghost = terr_help_parse_ghost (block, self->game);
  if (self->ghost != NULL)
    self->ghost_legal = terr_game_check_move (self->game, self->ghost, NULL);
  self->hint = terr_help_parse_hint (block, self->game);

  /* The caption says what the picture shows; the position in words too. */
  description = terr_game_describe (self->game);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _(block->text),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
  return GTK_WIDGET (self);
}

TerrGame *
terr_help_diagram_get_game (TerrHelpDiagram *self)
{
  g_return_val_if_fail (TERR_IS_HELP_DIAGRAM (self), NULL);
  return self->game;
}

TerrMove *
terr_help_diagram_get_ghost (TerrHelpDiagram *self)
{
  g_return_val_if_fail (TERR_IS_HELP_DIAGRAM (self), NULL);
  return self->ghost;
}

gboolean
terr_help_diagram_get_ghost_legal (TerrHelpDiagram *self)
{
  g_return_val_if_fail (TERR_IS_HELP_DIAGRAM (self), FALSE);
  return self->ghost_legal;
}
