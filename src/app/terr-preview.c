/* terr-preview.c — a small sample position of a game, drawn by the shared
 * renderer, for the cards of the start page.  The positions are built by
 * hand as render scenes, so they need no game engine.  The seats wear the
 * colours the players chose (terr-seat-colors.h), as on the board. */
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

static TerrRenderScene *
make_hanging_gardens (void)
{
  TerrRenderScene *scene = terr_render_scene_new (TERR_GAME_HANGING_GARDENS);
  static const int terraces[][2] = { {0, 0}, {2, 0}, {4, 0}, {0, 2}, {2, 2}, {4, 2}, {2, 4} };

  for (guint i = 0; i < G_N_ELEMENTS (terraces); i++)
    terr_render_scene_hg_add (scene, TERR_RENDER_HG_TERRACE, terraces[i][0], terraces[i][1], 0, 0, 0, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_SUPPORT, 0, 0, 0, 1, TERR_RENDER_SUIT_SUNS, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_SUPPORT, 0, 0, 0, 2, TERR_RENDER_SUIT_MOONS, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_TERRACE, 0, 0, 1, 0, 0, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_SUPPORT, 4, 0, 0, 1, TERR_RENDER_SUIT_ARMS, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_GAZEBO, 1, 1, 0, 0, 0, 1);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_BED, 2, 2, 0, 0, TERR_RENDER_SUIT_SUNS, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_BED, 3, 3, 0, 0, TERR_RENDER_SUIT_CROWNS, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_BED, 4, 3, 0, 0, TERR_RENDER_SUIT_ARMS, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_BED, 2, 1, 0, 0, TERR_RENDER_SUIT_MOONS, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_BED, 3, 5, 0, 0, TERR_RENDER_SUIT_CROWNS, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_GAZEBO, 5, 3, 0, 0, 0, 2);
  scene->hg.n_players = 2;
  scene->hg.seat_to_move = 0;
  scene->hg.supply_tiles = -1;
  return scene;
}

static TerrRenderScene *
make_ziggurat (void)
{
  TerrRenderScene *scene = terr_render_scene_new (TERR_GAME_ZIGGURAT);
  static const int tier1[][5] = {
    { 0, 0, 0, 3, 4 }, { 2, 0, 0, 4, 4 }, { 4, 0, 0, 4, 1 },
    { 0, 1, 0, 0, 2 }, { 2, 1, 0, 2, 5 }, { 4, 1, 0, 5, 0 },
    { 0, 2, 1, 1, 3 }, { 1, 2, 0, 3, 3 }, { 3, 2, 0, 3, 6 }, { 5, 2, 1, 6, 2 },
    { 1, 3, 0, 1, 1 }, { 3, 3, 0, 1, 0 },
    { 0, 4, 0, 2, 2 }, { 2, 4, 0, 2, 6 }, { 4, 4, 0, 6, 6 },
    { 0, 5, 0, 0, 0 }, { 2, 5, 0, 0, 3 }, { 4, 5, 0, 3, 5 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (tier1); i++)
    terr_render_scene_zg_add (scene, 1, tier1[i][0], tier1[i][1], tier1[i][2], tier1[i][3], tier1[i][4]);
  terr_render_scene_zg_add (scene, 2, 1, 1, FALSE, 5, 6);
  terr_render_scene_zg_add (scene, 2, 3, 1, FALSE, 6, 5);
  terr_render_scene_zg_add (scene, 2, 1, 2, TRUE, 4, 5);
  scene->zg.hand[0][0] = 1, scene->zg.hand[0][1] = 2;
  scene->zg.hand[1][0] = 0, scene->zg.hand[1][1] = 6;
  scene->zg.hand[2][0] = 3, scene->zg.hand[2][1] = 5;
  scene->zg.n_hand = 3;
  scene->zg.pile = 4;
  return scene;
}

static TerrRenderScene *
make_garden_paths (void)
{
  TerrRenderScene *scene = terr_render_scene_new (TERR_GAME_GARDEN_PATHS);
  TerrRenderGpGrid *grid;

  terr_render_scene_gp_set_board (scene, 7, 5, "Courtyard");
  terr_render_scene_gp_set_square (scene, 3, 0, FALSE, FALSE, 'n');
  terr_render_scene_gp_set_square (scene, 3, 4, FALSE, FALSE, 's');
  terr_render_scene_gp_set_square (scene, 0, 2, FALSE, FALSE, 'w');
  terr_render_scene_gp_set_square (scene, 6, 2, FALSE, FALSE, 'e');
  terr_render_scene_gp_set_square (scene, 1, 1, FALSE, TRUE, 0);
  terr_render_scene_gp_set_square (scene, 5, 3, FALSE, TRUE, 0);
  terr_render_scene_gp_set_square (scene, 5, 1, TRUE, FALSE, 0);
  terr_render_scene_gp_add_piece (scene, "p5", FALSE, "0,0 0,1 0,2");
  terr_render_scene_gp_add_piece (scene, "p4", FALSE, "0,0 1,0 2,0");
  terr_render_scene_gp_add_piece (scene, "p2", FALSE, "0,0 1,0");
  terr_render_scene_gp_add_piece (scene, "f4", TRUE, "0,0:rose 1,0:marigold 0,1:lavender");
  terr_render_scene_gp_add_piece (scene, "f1", TRUE, "0,0:rose 1,0:marigold");
  terr_render_scene_gp_add_piece (scene, "f6", TRUE, "0,0:lavender 1,0:marigold 2,0:lavender");
  grid = terr_render_scene_gp_add_grid (scene, 1, NULL);
  terr_render_scene_gp_place (scene, grid, "p5", 3, 0, 0);
  terr_render_scene_gp_place (scene, grid, "p4", 4, 2, 0);
  terr_render_scene_gp_place (scene, grid, "p2", 1, 2, 0);
  terr_render_scene_gp_place (scene, grid, "f4", 1, 0, 0);
  terr_render_scene_gp_place (scene, grid, "f1", 4, 3, 0);
  terr_render_scene_gp_place (scene, grid, "f6", 0, 3, 0);
  return scene;
}

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
  switch (kind)
    {
    case TERR_GAME_HANGING_GARDENS:
      self->scene = make_hanging_gardens ();
      break;
    case TERR_GAME_ZIGGURAT:
      self->scene = make_ziggurat ();
      break;
    case TERR_GAME_GARDEN_PATHS:
      self->scene = make_garden_paths ();
      break;
    case TERR_GAME_NONE:
    default:
      break;
    }

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
    g_param_spec_int ("kind", NULL, NULL, TERR_GAME_NONE, TERR_GAME_GARDEN_PATHS, TERR_GAME_NONE,
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
