/* terr-preview.c — a small sample position of a game, drawn by the shared
 * renderer, for the cards of the start page.  Each game's renderer builds
 * its sample by hand as a render scene (terr_render_scene_new_sample), so
 * it needs no game engine.  The seats wear the colours the players chose
 * (terr-seat-colors.h), as on the board. */
#include "config.h"

#include "terr-preview.h"
#include "terr-render-scene.h"
#include "terr-seat-colors.h"

struct _TerrPreview
{
  GtkWidget parent_instance;

  TerrGameKind     kind;
  TerrRenderScene *scene;
};

G_DEFINE_FINAL_TYPE (TerrPreview, terr_preview, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_KIND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GtkWidget *
terr_preview_new (TerrGameKind kind)
{
  return g_object_new (TERR_TYPE_PREVIEW, "kind", kind, NULL);
}

TerrGameKind
terr_preview_get_kind (TerrPreview *self)
{
  g_return_val_if_fail (TERR_IS_PREVIEW (self), TERR_GAME_NONE);

  return self->kind;
}

static void
set_kind (TerrPreview  *self,
          TerrGameKind  kind)
{
  if (self->kind == kind)
    return;

  self->kind = kind;
  g_clear_pointer (&self->scene, terr_render_scene_free);
  self->scene = terr_render_scene_new_sample (kind);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  kind != TERR_GAME_NONE ? terr_game_kind_get_title (kind) : "",
                                  -1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KIND]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
terr_preview_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  TerrPreview *self = TERR_PREVIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GtkStyleContext *context = gtk_widget_get_style_context (widget);
  TerrRenderOptions opts;
  GdkRGBA color;
  cairo_t *cr;

  if (self->scene == NULL || width <= 0 || height <= 0)
    return;

  terr_render_options_init (&opts);
  opts.fill_background = FALSE;
  opts.scale = gtk_widget_get_scale_factor (widget);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (context, &color);
  G_GNUC_END_IGNORE_DEPRECATIONS
  opts.foreground = (TerrRenderColor) { color.red, color.green, color.blue, color.alpha };
  terr_seat_colors_apply (terr_seat_colors_get_default (), &opts);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  terr_render_scene_draw (self->scene, cr, width, height, &opts);
  cairo_destroy (cr);
}

static void
terr_preview_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 160 : 120;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 200 : 170;
}

static void
terr_preview_finalize (GObject *object)
{
  TerrPreview *self = TERR_PREVIEW (object);

  g_clear_pointer (&self->scene, terr_render_scene_free);

  G_OBJECT_CLASS (terr_preview_parent_class)->finalize (object);
}

static void
terr_preview_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TerrPreview *self = TERR_PREVIEW (object);

  switch (prop_id)
    {
    case PROP_KIND:
      g_value_set_int (value, self->kind);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_preview_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  TerrPreview *self = TERR_PREVIEW (object);

  switch (prop_id)
    {
    case PROP_KIND:
      set_kind (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_preview_class_init (TerrPreviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = terr_preview_finalize;
  object_class->get_property = terr_preview_get_property;
  object_class->set_property = terr_preview_set_property;

  widget_class->snapshot = terr_preview_snapshot;
  widget_class->measure = terr_preview_measure;

  properties[PROP_KIND] =
    g_param_spec_int ("kind", NULL, NULL, TERR_GAME_NONE, G_MAXINT, TERR_GAME_NONE,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "preview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
terr_preview_init (TerrPreview *self)
{
  /* Draw again when the players choose other colours. */
  g_signal_connect_object (terr_seat_colors_get_default (), "changed",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}
