/* terr-zg-chart.c — the chart of the 28 dominoes; see terr-zg-chart.h.
 *
 * A triangle: row a holds the dominoes a-b, b = a..6, in column b, so a
 * domino's row and column are its two halves.  Each domino is a toggle
 * button of one group (the picked one is pressed) holding its picture
 * (terr_render_draw_domino, the board's) and a caption of where it is.
 * The arrow keys move the focus within the triangle; only one domino at a
 * time takes the focus (the last one moved to or clicked), so Tab passes
 * the chart in one step.  The keys are bound to the chart's actions
 * (chart.move, chart.pick, chart.put), which act on the focused domino or,
 * without the focus, on the one that would take it. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "terr-zg-chart.h"
#include "terr-render.h"

struct _TerrZgChart
{
  GtkWidget  parent_instance;

  GtkWidget *buttons[TERR_ZG_N_DOMINOES];
  GtkWidget *pictures[TERR_ZG_N_DOMINOES];
  GtkWidget *captions[TERR_ZG_N_DOMINOES];
  guint      current;     /* the one domino that takes the focus */
  gboolean   updating;
};

G_DEFINE_FINAL_TYPE (TerrZgChart, terr_zg_chart, GTK_TYPE_WIDGET)

enum {
  SIGNAL_PICKED,
  SIGNAL_PUT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* --- what a drag carries --- */

TerrZgDraggedDomino *
terr_zg_dragged_domino_copy (const TerrZgDraggedDomino *domino)
{
  return g_memdup2 (domino, sizeof *domino);
}

void
terr_zg_dragged_domino_free (TerrZgDraggedDomino *domino)
{
  g_free (domino);
}

G_DEFINE_BOXED_TYPE (TerrZgDraggedDomino, terr_zg_dragged_domino,
                     terr_zg_dragged_domino_copy, terr_zg_dragged_domino_free)

static GdkContentProvider *
drag_prepare_cb (GtkDragSource *source,
                 double         x,
                 double         y,
                 GtkWidget     *widget)
{
  guint id = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "id"));
  TerrZgDraggedDomino domino = { id - 1 };
  g_autoptr(GdkPaintable) icon = NULL;

  if (id == 0)
    return NULL;
  icon = gtk_widget_paintable_new (widget);
  gtk_drag_source_set_icon (source, icon, (int) x, (int) y);
  return gdk_content_provider_new_typed (TERR_TYPE_ZG_DRAGGED_DOMINO, &domino);
}

void
terr_zg_drag_source_add (GtkWidget *widget,
                         guint      id)
{
  GtkDragSource *source;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (id < TERR_ZG_N_DOMINOES);

  g_object_set_data (G_OBJECT (widget), "id", GUINT_TO_POINTER (id + 1));
  if (g_object_get_data (G_OBJECT (widget), "drag-source") != NULL)
    return;
  source = gtk_drag_source_new ();
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (drag_prepare_cb), widget);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (source));
  g_object_set_data (G_OBJECT (widget), "drag-source", source);
}

/* --- words --- */

char *
terr_zg_chart_describe (TerrZgGame *game,
                        guint       id)
{
  guint lo = terr_zg_domino_low (id), hi = terr_zg_domino_high (id);
  TerrZgSpot spot;

  g_return_val_if_fail (TERR_IS_ZG_GAME (game), NULL);
  g_return_val_if_fail (id < TERR_ZG_N_DOMINOES, NULL);

  terr_zg_game_locate_domino (game, id, &spot, NULL);
  switch (spot.kind)
    {
    case TERR_ZG_SPOT_ZIGGURAT:
      /* TRANSLATORS: a domino of the editor's chart and where it lies:
       * its two halves, the tier, the cell's x and y */
      return g_strdup_printf (_("%u–%u, on tier %u at %d, %d"), lo, hi, spot.tier, spot.x, spot.y);
    case TERR_ZG_SPOT_HAND:
      /* TRANSLATORS: a domino of the editor's chart: its two halves */
      return g_strdup_printf (_("%u–%u, in the hand"), lo, hi);
    case TERR_ZG_SPOT_PILE:
      /* TRANSLATORS: a domino of the editor's chart: its two halves and
       * its place in the pile, 1 for the top */
      return g_strdup_printf (_("%u–%u, in the pile, %d from the top"), lo, hi, spot.index + 1);
    case TERR_ZG_SPOT_UNUSED:
    default:
      /* TRANSLATORS: a domino of the editor's chart that is nowhere in
       * the design: its two halves */
      return g_strdup_printf (_("%u–%u, unused"), lo, hi);
    }
}

/* The short caption under a domino. */
static char *
caption (TerrZgGame *game,
         guint       id)
{
  TerrZgSpot spot;

  terr_zg_game_locate_domino (game, id, &spot, NULL);
  switch (spot.kind)
    {
    case TERR_ZG_SPOT_ZIGGURAT:
      /* TRANSLATORS: a short caption in the domino chart: "T" for the
       * tier and its number, then the cell's x and y */
      return g_strdup_printf (_("T%u %d,%d"), spot.tier, spot.x, spot.y);
    case TERR_ZG_SPOT_HAND:
      /* TRANSLATORS: a short caption in the domino chart: the place in
       * the hand */
      return g_strdup_printf (_("Hand %d"), spot.index + 1);
    case TERR_ZG_SPOT_PILE:
      /* TRANSLATORS: a short caption in the domino chart: the place in
       * the pile, 1 for the top */
      return g_strdup_printf (_("Pile %d"), spot.index + 1);
    case TERR_ZG_SPOT_UNUSED:
    default:
      /* TRANSLATORS: a short caption in the domino chart: the domino is
       * nowhere in the design */
      return g_strdup (_("Unused"));
    }
}

/* --- the dominoes --- */

static void
draw_picture (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        data)
{
  guint id = GPOINTER_TO_UINT (data);

  terr_render_draw_domino (cr, terr_zg_domino_low (id), terr_zg_domino_high (id), 1, 1,
                           width - 2, height - 2, gtk_widget_get_scale_factor (GTK_WIDGET (area)));
}

/* Domino @id becomes the one that takes the focus. */
static void
set_current (TerrZgChart *self,
             guint        id)
{
  gtk_widget_set_focusable (self->buttons[self->current], FALSE);
  self->current = id;
  gtk_widget_set_focusable (self->buttons[id], TRUE);
}

static void
toggled_cb (GtkToggleButton *button,
            TerrZgChart     *self)
{
  guint id = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "id")) - 1;

  if (self->updating || !gtk_toggle_button_get_active (button))
    return;
  set_current (self, id);
  g_signal_emit (self, signals[SIGNAL_PICKED], 0, id);
}

/* The domino the chart's keys act on: the one with the focus, or else the
 * one that takes it (the picked one, or the last moved to). */
static guint
key_domino (TerrZgChart *self)
{
  GtkWidget *focus = gtk_widget_get_focus_child (GTK_WIDGET (self));

  for (guint id = 0; focus != NULL && id < TERR_ZG_N_DOMINOES; id++)
    if (self->buttons[id] == focus)
      return id;
  return self->current;
}

/* chart.move (da, db): the arrows, within the triangle: Up and Down
 * change the row (the lower half), Left and Right the column. */
static void
move_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TerrZgChart *self = TERR_ZG_CHART (widget);
  guint id = key_domino (self);
  gboolean focused = gtk_widget_get_focus_child (widget) != NULL;
  int a = terr_zg_domino_low (id), b = terr_zg_domino_high (id);
  int da, db;

  g_variant_get (parameter, "(ii)", &da, &db);
  a = CLAMP (a + da, 0, b);
  b = CLAMP (b + db, a, 6);
  set_current (self, terr_zg_domino_id (a, b));
  if (focused)
    gtk_widget_grab_focus (self->buttons[self->current]);
}

/* chart.pick: Enter or Space, as a click on the domino. */
static void
pick_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TerrZgChart *self = TERR_ZG_CHART (widget);
  guint id = key_domino (self);

  if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->buttons[id])))
    g_signal_emit (self, signals[SIGNAL_PICKED], 0, id);
  else
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->buttons[id]), TRUE);
}

/* chart.put (kind): H, P and Delete: the domino to the hand's end, the
 * pile's bottom, or unused (a TerrZgSpotKind). */
static void
put_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  TerrZgChart *self = TERR_ZG_CHART (widget);
  int kind = g_variant_get_int32 (parameter);

  if (kind != TERR_ZG_SPOT_HAND && kind != TERR_ZG_SPOT_PILE && kind != TERR_ZG_SPOT_UNUSED)
    return;
  g_signal_emit (self, signals[SIGNAL_PUT], 0, key_domino (self), kind);
}

void
terr_zg_chart_update (TerrZgChart *self,
                      TerrZgGame  *game,
                      guint        picked)
{
  g_return_if_fail (TERR_IS_ZG_CHART (self));
  g_return_if_fail (TERR_IS_ZG_GAME (game));
  g_return_if_fail (picked < TERR_ZG_N_DOMINOES);

  self->updating = TRUE;
  for (guint id = 0; id < TERR_ZG_N_DOMINOES; id++)
    {
      g_autofree char *words = terr_zg_chart_describe (game, id);
      g_autofree char *text = caption (game, id);
      TerrZgSpot spot;

      terr_zg_game_locate_domino (game, id, &spot, NULL);
      if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->captions[id])), text) != 0)
        gtk_label_set_text (GTK_LABEL (self->captions[id]), text);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->buttons[id]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
      /* An unused domino is faded: what is missing shows at a glance. */
      gtk_widget_set_opacity (self->pictures[id], spot.kind == TERR_ZG_SPOT_UNUSED ? 0.4 : 1.0);
      if (spot.kind == TERR_ZG_SPOT_UNUSED)
        gtk_widget_add_css_class (self->buttons[id], "unused");
      else
        gtk_widget_remove_css_class (self->buttons[id], "unused");
    }
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->buttons[picked]), TRUE);
  /* Tab comes to the picked domino, unless the keys are moving in here. */
  if (gtk_widget_get_focus_child (GTK_WIDGET (self)) == NULL)
    set_current (self, picked);
  self->updating = FALSE;
}

GtkWidget *
terr_zg_chart_get_domino (TerrZgChart *self,
                          guint        id)
{
  g_return_val_if_fail (TERR_IS_ZG_CHART (self), NULL);
  g_return_val_if_fail (id < TERR_ZG_N_DOMINOES, NULL);
  return self->buttons[id];
}

GtkWidget *
terr_zg_chart_new (void)
{
  return g_object_new (TERR_TYPE_ZG_CHART, NULL);
}

static void
terr_zg_chart_dispose (GObject *object)
{
  TerrZgChart *self = TERR_ZG_CHART (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  memset (self->buttons, 0, sizeof self->buttons);
  G_OBJECT_CLASS (terr_zg_chart_parent_class)->dispose (object);
}

static void
terr_zg_chart_class_init (TerrZgChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = terr_zg_chart_dispose;

  /* A domino was clicked, or Enter or Space pressed on it: pick it. */
  signals[SIGNAL_PICKED] =
    g_signal_new ("domino-picked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* A key asks to put a domino somewhere: the id and a TerrZgSpotKind
   * (the hand's end, the pile's bottom, unused). */
  signals[SIGNAL_PUT] =
    g_signal_new ("domino-put", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_INT);

  /* The keys are bindings of the chart's actions, so the actions work
   * alike with or without the focus. */
  gtk_widget_class_install_action (widget_class, "chart.move", "(ii)", move_action);
  gtk_widget_class_install_action (widget_class, "chart.pick", NULL, pick_action);
  gtk_widget_class_install_action (widget_class, "chart.put", "i", put_action);
  {
    const struct { guint keyval; int da, db; } moves[] = {
      { GDK_KEY_Left, 0, -1 }, { GDK_KEY_KP_Left, 0, -1 },
      { GDK_KEY_Right, 0, 1 }, { GDK_KEY_KP_Right, 0, 1 },
      { GDK_KEY_Up, -1, 0 }, { GDK_KEY_KP_Up, -1, 0 },
      { GDK_KEY_Down, 1, 0 }, { GDK_KEY_KP_Down, 1, 0 },
    };
    const struct { guint keyval; int kind; } puts[] = {
      { GDK_KEY_h, TERR_ZG_SPOT_HAND }, { GDK_KEY_H, TERR_ZG_SPOT_HAND },
      { GDK_KEY_p, TERR_ZG_SPOT_PILE }, { GDK_KEY_P, TERR_ZG_SPOT_PILE },
      { GDK_KEY_Delete, TERR_ZG_SPOT_UNUSED }, { GDK_KEY_KP_Delete, TERR_ZG_SPOT_UNUSED },
      { GDK_KEY_BackSpace, TERR_ZG_SPOT_UNUSED },
    };

    for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
      gtk_widget_class_add_binding_action (widget_class, moves[i].keyval, 0, "chart.move", "(ii)",
                                           moves[i].da, moves[i].db);
    for (guint i = 0; i < G_N_ELEMENTS (puts); i++)
      gtk_widget_class_add_binding_action (widget_class, puts[i].keyval, 0, "chart.put", "i", puts[i].kind);
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "chart.pick", NULL);
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "chart.pick", NULL);
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "chart.pick", NULL);
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_H, GDK_SHIFT_MASK, "chart.put", "i",
                                         (int) TERR_ZG_SPOT_HAND);
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_P, GDK_SHIFT_MASK, "chart.put", "i",
                                         (int) TERR_ZG_SPOT_PILE);
  }

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_GRID_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "dominochart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
terr_zg_chart_init (TerrZgChart *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));
  GtkToggleButton *group = NULL;

  gtk_grid_layout_set_row_spacing (GTK_GRID_LAYOUT (layout), 2);
  gtk_grid_layout_set_column_spacing (GTK_GRID_LAYOUT (layout), 2);
  gtk_grid_layout_set_row_homogeneous (GTK_GRID_LAYOUT (layout), TRUE);
  gtk_grid_layout_set_column_homogeneous (GTK_GRID_LAYOUT (layout), TRUE);

  for (guint id = 0; id < TERR_ZG_N_DOMINOES; id++)
    {
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 1);
      GtkWidget *picture = gtk_drawing_area_new ();
      GtkWidget *label = gtk_label_new (NULL);
      GtkLayoutChild *child;

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (picture), 44);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (picture), 22);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (picture), draw_picture,
                                      GUINT_TO_POINTER (id), NULL);
      gtk_widget_add_css_class (label, "caption");
      gtk_box_append (GTK_BOX (box), picture);
      gtk_box_append (GTK_BOX (box), label);
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_focusable (button, id == 0);
      gtk_widget_add_css_class (button, "chart-domino");
      if (group != NULL)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), group);
      else
        group = GTK_TOGGLE_BUTTON (button);
      g_object_set_data (G_OBJECT (button), "id", GUINT_TO_POINTER (id + 1));
      g_signal_connect (button, "toggled", G_CALLBACK (toggled_cb), self);
      terr_zg_drag_source_add (button, id);
      gtk_widget_set_parent (button, GTK_WIDGET (self));
      child = gtk_layout_manager_get_layout_child (layout, button);
      gtk_grid_layout_child_set_row (GTK_GRID_LAYOUT_CHILD (child), terr_zg_domino_low (id));
      gtk_grid_layout_child_set_column (GTK_GRID_LAYOUT_CHILD (child), terr_zg_domino_high (id));
      self->buttons[id] = button;
      self->pictures[id] = picture;
      self->captions[id] = label;
    }

  gtk_widget_set_tooltip_text (GTK_WIDGET (self),
                               _("Click a domino to pick it for the board, or drag it to the board, "
                                 "the hand or the pile. Keys: arrows move, Enter or Space picks, "
                                 "H puts it in the hand, P at the bottom of the pile, Delete makes it unused"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Dominoes"), -1);
}
