/* test-render-explain.c — the score explained on the board
 * (TerrRenderOptions.explain_seat): Hanging Gardens draws the view cone,
 * a ring around a seen bed and a cross on a bed a plateau hides, and
 * nothing outside the cone; Garden Paths marks the circled squares,
 * fountains and gate bonus of the explained seat's path only. */
#include <math.h>
#include <string.h>

#include "terr-games.h"
#include "terr-render-scene.h"
#include "test-scenario-files.h"
#include "test-scenes.h"

/* Seat 1's gazebo on (0, 0) facing north, a plateau hiding one bed and
 * one bed seen (test-scenario-files.h). */
static const char hg_xml[] = TEST_HG_CONE_XML_START TEST_XML_END;

static const char gp_xml[] = TEST_GP_YARD_XML;

#define W 640
#define H 480

static cairo_surface_t *
draw (TerrRenderScene *scene, const TerrRenderOptions *opts)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, W, H);
  cairo_t *cr = cairo_create (s);

  terr_render_scene_draw (scene, cr, W, H, opts);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  return s;
}

static void
pixel (cairo_surface_t *s, double x, double y, int rgb[3])
{
  const guint8 *d = cairo_image_surface_get_data (s);
  int stride = cairo_image_surface_get_stride (s);
  int ix = (int) floor (x), iy = (int) floor (y);
  guint32 v;

  g_assert_cmpint (ix, >=, 0);
  g_assert_cmpint (iy, >=, 0);
  g_assert_cmpint (ix, <, cairo_image_surface_get_width (s));
  g_assert_cmpint (iy, <, cairo_image_surface_get_height (s));
  v = *(const guint32 *) (d + iy * stride + ix * 4);
  rgb[0] = (v >> 16) & 0xff;
  rgb[1] = (v >> 8) & 0xff;
  rgb[2] = v & 0xff;
}

static gboolean
same_pixel (cairo_surface_t *a, cairo_surface_t *b, double x, double y)
{
  int pa[3], pb[3];

  pixel (a, x, y, pa);
  pixel (b, x, y, pb);
  return pa[0] == pb[0] && pa[1] == pb[1] && pa[2] == pb[2];
}

static void
test_hg_explain (void)
{
  g_autoptr (TerrGame) game = test_load_game (hg_xml);
  g_autoptr (TerrRenderScene) plain = NULL, explained = NULL;
  TerrRenderOptions opts;
  cairo_surface_t *a, *b;
  double x0, y0, x1, y1, unit, bx, by, hx, hy, cx, cy, ox, oy;
  int rgb[3];
  gboolean seen = FALSE, hidden = FALSE;

  terr_render_options_init (&opts);
  opts.view = TERR_RENDER_VIEW_PLAN;
  plain = terr_render_scene_new_for_game_full (game, &opts);
  g_assert_cmpint (plain->hg.explain.seat, ==, 0);
  opts.explain_seat = 1;
  opts.explain_direction = 1;   /* north */
  explained = terr_render_scene_new_for_game_full (game, &opts);

  /* The scene holds what the score report says. */
  g_assert_cmpint (explained->hg.explain.seat, ==, 1);
  g_assert_cmpint (explained->hg.explain.direction, ==, 0);
  g_assert_cmpint (explained->hg.explain.n_rows, >=, 4);
  for (guint i = 0; i < explained->hg.explain.beds->len; i++)
    {
      const TerrRenderHgSight *s = &g_array_index (explained->hg.explain.beds, TerrRenderHgSight, i);
      if (s->x == -1 && s->y == -1)
        seen = s->fate == TERR_RENDER_HG_SEEN;
      if (s->x == 0 && s->y == -4)
        hidden = s->fate == TERR_RENDER_HG_HIDDEN && s->plateau_x == 0
                 && s->plateau_y == -2 && s->plateau_level == 1;
    }
  g_assert_true (seen);
  g_assert_true (hidden);

  a = draw (plain, &opts);
  b = draw (explained, &opts);

  /* Where the spaces are drawn (plan view: one unit per space). */
  g_assert_true (terr_render_scene_locate (explained, W, H, &opts, 0, 0.5, 0.5, 0, &x0, &y0));
  g_assert_true (terr_render_scene_locate (explained, W, H, &opts, 0, 1.5, 0.5, 0, &x1, &y1));
  unit = x1 - x0;
  g_assert_cmpfloat (unit, >, 10);

  /* A space of the cone (row 2, two left: (-2, -2)) is tinted. */
  g_assert_true (terr_render_scene_locate (explained, W, H, &opts, 0, -1.5, -1.5, 0, &cx, &cy));
  g_assert_false (same_pixel (a, b, cx, cy));
  /* Behind the gazebo (0, 1) nothing changes. */
  g_assert_true (terr_render_scene_locate (explained, W, H, &opts, 0, 0.5, 1.5, 0, &ox, &oy));
  g_assert_true (same_pixel (a, b, ox, oy));

  /* The seen bed gets a ring in the accent colour (blue), which the plain
   * picture does not have there. */
  g_assert_true (terr_render_scene_locate (explained, W, H, &opts, 0, -0.5, -0.5, 0, &bx, &by));
  pixel (b, bx + 0.47 * unit, by, rgb);
  g_assert_cmpint (rgb[2], >, rgb[0] + 60);
  pixel (a, bx + 0.47 * unit, by, rgb);
  g_assert_cmpint (rgb[2], <, rgb[0] + 60);

  /* The hidden bed is crossed out in red. */
  g_assert_true (terr_render_scene_locate (explained, W, H, &opts, 0, 0.5, -3.5, 0, &hx, &hy));
  pixel (b, hx, hy, rgb);
  g_assert_cmpint (rgb[0], >, rgb[1] + 60);
  g_assert_cmpint (rgb[0], >, rgb[2] + 60);
  g_assert_false (same_pixel (a, b, hx, hy));

  cairo_surface_destroy (a);
  cairo_surface_destroy (b);

  /* The oblique view draws the layer too; the same scene drawn twice is
   * the same picture. */
  opts.view = TERR_RENDER_VIEW_OBLIQUE;
  {
    g_autoptr (TerrRenderScene) o1 = terr_render_scene_new_for_game_full (game, &opts);
    cairo_surface_t *c1 = draw (o1, &opts), *c2 = draw (o1, &opts);
    TerrRenderOptions none = opts;
    g_autoptr (TerrRenderScene) o0 = NULL;
    cairo_surface_t *c0;

    none.explain_seat = 0;
    o0 = terr_render_scene_new_for_game_full (game, &none);
    c0 = draw (o0, &none);
    g_assert_cmpmem (cairo_image_surface_get_data (c1), H * cairo_image_surface_get_stride (c1),
                     cairo_image_surface_get_data (c2), H * cairo_image_surface_get_stride (c2));
    g_assert_true (memcmp (cairo_image_surface_get_data (c0), cairo_image_surface_get_data (c1),
                           H * cairo_image_surface_get_stride (c1)) != 0);
    cairo_surface_destroy (c0);
    cairo_surface_destroy (c1);
    cairo_surface_destroy (c2);
  }

  /* A seat without a gazebo explains nothing. */
  opts.explain_seat = 2;
  {
    g_autoptr (TerrRenderScene) s2 = terr_render_scene_new_for_game_full (game, &opts);
    g_assert_cmpint (s2->hg.explain.seat, ==, 0);
  }
}

static void
test_gp_explain (void)
{
  g_autoptr (TerrGame) game = test_load_game (gp_xml);
  g_autoptr (TerrRenderScene) plain = NULL, explained = NULL;
  TerrRenderGpGrid *g1, *g2;
  TerrRenderOptions opts;
  cairo_surface_t *a, *b;
  double fx, fy;

  terr_render_options_init (&opts);
  opts.seat = 1;
  plain = terr_render_scene_new_for_game_full (game, &opts);
  opts.explain_seat = 1;
  explained = terr_render_scene_new_for_game_full (game, &opts);
  g1 = g_ptr_array_index (explained->gp.grids, 0);
  g2 = g_ptr_array_index (explained->gp.grids, 1);
  g_assert_nonnull (g1->marks);
  g_assert_null (g2->marks);
  /* West gate to east gate: opposite, +15; the fountain on (1, 1). */
  g_assert_cmpint (g1->gate_bonus, ==, 15);
  g_assert_cmpint (g1->marks[1 * 5 + 1] & 2, ==, 2);
  /* (1, 1) and (2, 1) lie under the rose and the marigold: one flower
   * type each, not circled; nothing off the path is marked. */
  g_assert_cmpint (g1->marks[1 * 5 + 2] & 1, ==, 0);
  g_assert_cmpint (g1->marks[0], ==, 0);

  a = draw (plain, &opts);
  b = draw (explained, &opts);
  /* The fountain's "+1" badge sits up and right of its square's centre. */
  g_assert_true (terr_render_scene_locate (explained, W, H, &opts, 1, 1.78, 1.22, 0, &fx, &fy));
  g_assert_false (same_pixel (a, b, fx, fy));
  cairo_surface_destroy (a);
  cairo_surface_destroy (b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();
  g_test_add_func ("/render/explain/hanging-gardens", test_hg_explain);
  g_test_add_func ("/render/explain/garden-paths", test_gp_explain);
  return g_test_run ();
}
