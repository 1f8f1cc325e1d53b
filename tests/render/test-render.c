/* test-render.c — the shared renderer: pictures are drawn (not blank) and
 * the same every time, hit testing inverts the layout in both views, SVG
 * and PNG files are written and read back, layer slicing hides exactly the
 * upper levels; and the same on games loaded from files, whose scenes draw
 * what the game's entry points draw.  The top terrace of a space; the parts
 * every scene has; the open pile said in whole sentences. */
#include <math.h>
#include <string.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>

#include "terr-games.h"
#include "terr-render-words.h"
#include "test-scenario-files.h"
#include "test-scenes.h"

typedef TerrRenderScene *(*SceneFunc) (void);

static TerrRenderScene *hg_full (void) { return test_scene_hg (TRUE); }
static TerrRenderScene *zg_full (void) { return test_scene_zg (TRUE); }
static TerrRenderScene *gp_three (void) { return test_scene_gp (3); }

static cairo_surface_t *
draw_scene (TerrRenderScene *scene, int w, int h, const TerrRenderOptions *opts)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (s);

  terr_render_scene_draw (scene, cr, w, h, opts);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  return s;
}

static gboolean
same_pixels (cairo_surface_t *a, cairo_surface_t *b)
{
  int h = cairo_image_surface_get_height (a);
  int stride = cairo_image_surface_get_stride (a);

  if (h != cairo_image_surface_get_height (b)
      || stride != cairo_image_surface_get_stride (b)
      || cairo_image_surface_get_width (a) != cairo_image_surface_get_width (b))
    return FALSE;
  return memcmp (cairo_image_surface_get_data (a),
                 cairo_image_surface_get_data (b), (gsize) h * stride) == 0;
}

/* The share of pixels of which a channel differs by more than @tolerance. */
static double
differing_share (cairo_surface_t *a, cairo_surface_t *b, int tolerance)
{
  int w = cairo_image_surface_get_width (a);
  int h = cairo_image_surface_get_height (a);
  int stride = cairo_image_surface_get_stride (a);
  const guint8 *da = cairo_image_surface_get_data (a);
  const guint8 *db = cairo_image_surface_get_data (b);
  gsize n = 0;

  g_assert_cmpint (w, ==, cairo_image_surface_get_width (b));
  g_assert_cmpint (h, ==, cairo_image_surface_get_height (b));
  for (int y = 0; y < h; y++)
    for (int x = 0; x < 4 * w; x += 4)
      for (int c = 0; c < 4; c++)
        if (ABS ((int) da[(gsize) y * stride + x + c] - (int) db[(gsize) y * stride + x + c]) > tolerance)
          {
            n++;
            break;
          }
  return (double) n / ((double) w * h);
}

/* The share of pixels that differ from the top-left one (the background),
 * and the number of distinct colours (up to 64 counted). */
static void
measure (cairo_surface_t *s, double *drawn, int *colours)
{
  int w = cairo_image_surface_get_width (s);
  int h = cairo_image_surface_get_height (s);
  int stride = cairo_image_surface_get_stride (s);
  const guint8 *data = cairo_image_surface_get_data (s);
  guint32 bg = *(const guint32 *) data;
  g_autoptr (GHashTable) seen = g_hash_table_new (NULL, NULL);
  gsize n = 0;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 px;
        memcpy (&px, data + (gsize) y * stride + 4 * x, 4);
        if (px != bg)
          n++;
        if (g_hash_table_size (seen) < 64)
          g_hash_table_add (seen, GUINT_TO_POINTER (px));
      }
  *drawn = (double) n / ((double) w * h);
  *colours = g_hash_table_size (seen);
}

static void
check_pictures (TerrRenderScene *scene)
{
  static const int sizes[][2] = { { 640, 480 }, { 333, 517 } };
  TerrRenderOptions opts;

  terr_render_options_init (&opts);
  for (int view = 0; view < 2; view++)
    for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
      {
        cairo_surface_t *a, *b;
        double drawn;
        int colours;

        opts.view = view ? TERR_RENDER_VIEW_PLAN : TERR_RENDER_VIEW_OBLIQUE;
        a = draw_scene (scene, sizes[k][0], sizes[k][1], &opts);
        b = draw_scene (scene, sizes[k][0], sizes[k][1], &opts);
        measure (a, &drawn, &colours);
        g_assert_cmpfloat (drawn, >, 0.04);
        g_assert_cmpint (colours, >=, 32);
        g_assert_true (same_pixels (a, b));
        cairo_surface_destroy (a);
        cairo_surface_destroy (b);
      }
}

static void
test_pictures (gconstpointer data)
{
  g_autoptr (TerrRenderScene) scene = ((SceneFunc) data) ();
  check_pictures (scene);
}

static void
test_dark_differs (void)
{
  g_autoptr (TerrRenderScene) scene = test_scene_gp (2);
  TerrRenderOptions light, dark;
  cairo_surface_t *a, *b;

  terr_render_options_init (&light);
  dark = light;
  dark.foreground = (TerrRenderColor) { 1, 1, 1, 1 };
  dark.background = (TerrRenderColor) { 0x24 / 255.0, 0x24 / 255.0, 0x24 / 255.0, 1 };
  a = draw_scene (scene, 400, 300, &light);
  b = draw_scene (scene, 400, 300, &dark);
  g_assert_false (same_pixels (a, b));
  /* The background really is the chrome colour. */
  g_assert_cmphex (*(guint32 *) cairo_image_surface_get_data (b), ==, 0xff242424);
  cairo_surface_destroy (a);
  cairo_surface_destroy (b);
}

/* What a widget records (GTK replays a recording at the screen's scale) is
 * what a file at that scale shows: pictures from the CLI and the window
 * are the same. */
static void
test_recording (gconstpointer data)
{
  g_autoptr (TerrRenderScene) scene = ((SceneFunc) data) ();
  TerrRenderOptions opts;

  terr_render_options_init (&opts);
  opts.scale = 2;
  for (int view = 0; view < 2; view++)
    {
      cairo_rectangle_t extents = { 0, 0, 320, 240 };
      cairo_surface_t *rec = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
      cairo_surface_t *a = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 640, 480);
      cairo_surface_t *b = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 640, 480);
      cairo_t *cr;

      opts.view = view ? TERR_RENDER_VIEW_PLAN : TERR_RENDER_VIEW_OBLIQUE;
      cr = cairo_create (rec);
      terr_render_scene_draw (scene, cr, 320, 240, &opts);
      cairo_destroy (cr);
      cr = cairo_create (a);
      cairo_scale (cr, 2, 2);
      cairo_set_source_surface (cr, rec, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);

      cairo_surface_set_device_scale (b, 2, 2);
      cr = cairo_create (b);
      terr_render_scene_draw (scene, cr, 320, 240, &opts);
      cairo_destroy (cr);
      cairo_surface_flush (a);
      cairo_surface_flush (b);
      /* Replaying a recording rasterises a few edges and glyphs a little
       * differently; nothing may move or blur. */
      g_assert_cmpfloat (differing_share (a, b, 40), <, 0.001);
      g_assert_cmpfloat (differing_share (a, b, 8), <, 0.02);
      cairo_surface_destroy (rec);
      cairo_surface_destroy (a);
      cairo_surface_destroy (b);
    }
}

/* --- hit testing --- */

static void
hit_at (TerrRenderScene *scene, const TerrRenderOptions *opts, int seat,
        double fx, double fy, int level, TerrRenderHit *hit)
{
  double x, y;

  g_assert_true (terr_render_scene_locate (scene, 800, 600, opts, seat, fx, fy,
                                           level, &x, &y));
  g_assert_true (terr_render_scene_hit_test (scene, 800, 600, opts, x, y, hit));
}

static void
test_hit_hg (void)
{
  g_autoptr (TerrRenderScene) scene = test_scene_hg (TRUE);
  TerrRenderOptions opts;
  TerrRenderHit hit;

  terr_render_options_init (&opts);
  for (int view = 0; view < 2; view++)
    {
      int exact = 0, total = 0;

      opts.view = view ? TERR_RENDER_VIEW_PLAN : TERR_RENDER_VIEW_OBLIQUE;
      /* Every space of the garden, at the level of its top terrace. */
      for (int y = -8; y <= 4; y++)
        for (int x = -5; x <= 2; x++)
          {
            int level = -1;
            for (guint i = 0; i < scene->hg.pieces->len; i++)
              {
                TerrRenderHgPiece *p = &g_array_index (scene->hg.pieces, TerrRenderHgPiece, i);
                if (p->kind == TERR_RENDER_HG_TERRACE && x >= p->x && x <= p->x + 1
                    && y >= p->y && y <= p->y + 1)
                  level = MAX (level, p->level);
              }
            if (level < 0)
              continue;
            hit_at (scene, &opts, 0, x + 0.5, y + 0.5, level, &hit);
            total++;
            if (hit.x == x && hit.y == y && hit.level == level)
              exact++;
            else
              {
                /* In the oblique view a space may hide behind a gazebo or
                 * behind something higher in front of it, never in the plan. */
                g_assert_cmpint (view, ==, 0);
                g_assert_true (hit.piece == TERR_RENDER_PIECE_GAZEBO || hit.level > level);
                g_assert_cmpint (hit.y, >, y);
              }
          }
      g_assert_cmpint (total, ==, 9 * 4);
      g_assert_cmpint (exact, >=, total - (view ? 0 : 5));
    }

  /* Known pieces in the oblique view. */
  opts.view = TERR_RENDER_VIEW_OBLIQUE;
  hit_at (scene, &opts, 0, 1.5, 1.5, 0, &hit);
  g_assert_cmpint (hit.kind, ==, TERR_RENDER_HIT_BOARD);
  g_assert_cmpint (hit.piece, ==, TERR_RENDER_PIECE_BED);
  g_assert_cmpint (hit.x, ==, 1);
  g_assert_cmpint (hit.y, ==, 1);
  hit_at (scene, &opts, 0, 0.5, 2.5, 0, &hit);
  g_assert_cmpint (hit.piece, ==, TERR_RENDER_PIECE_GAZEBO);
  g_assert_cmpint (hit.seat, ==, 1);
  g_assert_cmpint (hit.x, ==, 0);
  g_assert_cmpint (hit.y, ==, 2);
  hit_at (scene, &opts, 0, 0.5, 3.5, 0, &hit);
  g_assert_cmpint (hit.piece, ==, TERR_RENDER_PIECE_TERRACE);
  g_assert_cmpint (hit.level, ==, 0);
  /* The bare table around the garden. */
  hit_at (scene, &opts, 0, 2.5, -6.5, -1, &hit);
  g_assert_cmpint (hit.piece, ==, TERR_RENDER_PIECE_NONE);
  g_assert_cmpint (hit.level, ==, -1);
  g_assert_cmpint (hit.x, ==, 2);
  g_assert_cmpint (hit.y, ==, -7);
  g_assert_cmpfloat (fabs (hit.fx - 2.5), <, 1e-6);
  /* Outside the picture. */
  g_assert_false (terr_render_scene_hit_test (scene, 800, 600, &opts, -1, 5, &hit));
  g_assert_cmpint (hit.kind, ==, TERR_RENDER_HIT_NONE);
}

static void
test_hit_zg (void)
{
  g_autoptr (TerrRenderScene) scene = test_scene_zg (TRUE);
  TerrRenderOptions opts;
  TerrRenderHit hit;

  terr_render_options_init (&opts);
  for (int view = 0; view < 2; view++)
    {
      opts.view = view ? TERR_RENDER_VIEW_PLAN : TERR_RENDER_VIEW_OBLIQUE;
      for (int y = 0; y < 6; y++)
        for (int x = 0; x < 6; x++)
          {
            int tier = 0;
            for (guint i = 0; i < scene->zg.dominoes->len; i++)
              {
                TerrRenderDomino *d = &g_array_index (scene->zg.dominoes, TerrRenderDomino, i);
                if ((x == d->x && y == d->y)
                    || (x == d->x + !d->vertical && y == d->y + d->vertical))
                  tier = MAX (tier, d->tier);
              }
            hit_at (scene, &opts, 0, x + 0.5, y + 0.5, tier, &hit);
            g_assert_cmpint (hit.kind, ==, TERR_RENDER_HIT_BOARD);
            g_assert_cmpint (hit.x, ==, x);
            g_assert_cmpint (hit.y, ==, y);
            g_assert_cmpint (hit.level, ==, tier);
            g_assert_cmpint (hit.piece, ==, tier ? TERR_RENDER_PIECE_DOMINO
                                                 : TERR_RENDER_PIECE_NONE);
          }
    }
}

static void
test_hit_zg_hand (void)
{
  g_autoptr (TerrRenderScene) scene = test_scene_zg (TRUE);
  TerrRenderOptions opts;
  TerrRenderHit hit;

  terr_render_options_init (&opts);
  for (int view = 0; view < 2; view++)
    {
      int found[3] = { 0 };
      gboolean pile = FALSE;

      opts.view = view ? TERR_RENDER_VIEW_PLAN : TERR_RENDER_VIEW_OBLIQUE;
      /* Sweep the right part of the picture: each hand domino and the pile
       * are found, in order from the top. */
      for (int y = 0; y < 600; y += 3)
        for (int x = 500; x < 800; x += 7)
          if (terr_render_scene_hit_test (scene, 800, 600, &opts, x, y, &hit))
            {
              if (hit.kind == TERR_RENDER_HIT_HAND)
                {
                  g_assert_cmpint (hit.index, >=, 0);
                  g_assert_cmpint (hit.index, <, 3);
                  found[hit.index] = found[hit.index] ? found[hit.index] : y;
                }
              else if (hit.kind == TERR_RENDER_HIT_PILE)
                pile = TRUE;
            }
      g_assert_cmpint (found[0], >, 0);
      g_assert_cmpint (found[1], >, found[0]);
      g_assert_cmpint (found[2], >, found[1]);
      g_assert_true (pile);
    }
}

static void
test_hit_gp (void)
{
  g_autoptr (TerrRenderScene) scene = test_scene_gp (3);
  TerrRenderOptions opts;
  TerrRenderHit hit;

  terr_render_options_init (&opts);
  for (int seat_opt = 0; seat_opt <= 2; seat_opt += 2)
    for (int seat = 1; seat <= 3; seat++)
      {
        opts.seat = seat_opt;
        if (seat_opt && seat != seat_opt)
          {
            double x, y;
            g_assert_false (terr_render_scene_locate (scene, 800, 600, &opts, seat,
                                                      0.5, 0.5, 0, &x, &y));
            continue;
          }
        for (int y = 0; y < 9; y++)
          for (int x = 0; x < 9; x++)
            {
              TerrRenderGpGrid *g = g_ptr_array_index (scene->gp.grids, seat - 1);
              int i = y * 9 + x;
              hit_at (scene, &opts, seat, x + 0.5, y + 0.5, 0, &hit);
              g_assert_cmpint (hit.kind, ==, TERR_RENDER_HIT_BOARD);
              g_assert_cmpint (hit.seat, ==, seat);
              g_assert_cmpint (hit.x, ==, x);
              g_assert_cmpint (hit.y, ==, y);
              g_assert_cmpint (hit.piece, ==,
                               scene->gp.water[i] ? TERR_RENDER_PIECE_WATER
                               : g->cover[i] == TERR_RENDER_GP_PATH ? TERR_RENDER_PIECE_PATH
                               : g->cover[i] == TERR_RENDER_GP_FLOWER ? TERR_RENDER_PIECE_FLOWER
                               : TERR_RENDER_PIECE_NONE);
            }
      }
}

/* --- files --- */

static void
test_files (gconstpointer data)
{
  g_autoptr (TerrRenderScene) scene = ((SceneFunc) data) ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("terr-render-XXXXXX", &error);
  g_autofree char *svg = NULL, *png = NULL;
  TerrRenderOptions opts;
  cairo_surface_t *img;
  xmlDoc *doc;

  g_assert_no_error (error);
  svg = g_build_filename (dir, "board.svg", NULL);
  png = g_build_filename (dir, "board.png", NULL);
  terr_render_options_init (&opts);
  opts.scale = 2;

  g_assert_true (terr_render_scene_to_file (scene, svg, 500, 400, &opts, &error));
  g_assert_no_error (error);
  doc = xmlReadFile (svg, NULL, XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  g_assert_nonnull (doc);
  g_assert_cmpstr ((const char *) xmlDocGetRootElement (doc)->name, ==, "svg");
  g_assert_nonnull (xmlDocGetRootElement (doc)->children);
  xmlFreeDoc (doc);

  /* PNG at scale 2: twice the pixels, the same picture as drawn directly. */
  g_assert_true (terr_render_scene_to_file (scene, png, 500, 400, &opts, &error));
  g_assert_no_error (error);
  img = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (img), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (img), ==, 1000);
  g_assert_cmpint (cairo_image_surface_get_height (img), ==, 800);
  cairo_surface_destroy (img);

  /* A size out of range and a place that cannot be written are errors. */
  g_assert_false (terr_render_scene_to_file (scene, png, 0, 400, &opts, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  {
    g_autofree char *bad = g_build_filename (dir, "no", "such", "dir.png", NULL);
    g_assert_false (terr_render_scene_to_file (scene, bad, 50, 40, &opts, &error));
    g_assert_nonnull (error);
    g_clear_error (&error);
  }

  g_unlink (svg);
  g_unlink (png);
  g_rmdir (dir);
}

/* --- slicing --- */

static void
test_slice_hg (void)
{
  g_autoptr (TerrRenderScene) full = test_scene_hg (TRUE);
  g_autoptr (TerrRenderScene) ground = test_scene_hg (FALSE);
  TerrRenderOptions opts, sliced;
  cairo_surface_t *a, *b, *c;

  /* Without the supply panel: it shows the gazebo taken off with level 2. */
  full->hg.supply_tiles = ground->hg.supply_tiles = -1;
  terr_render_options_init (&opts);
  opts.view = TERR_RENDER_VIEW_PLAN;
  sliced = opts;
  sliced.max_level = 0;
  a = draw_scene (full, 700, 500, &opts);
  b = draw_scene (full, 700, 500, &sliced);
  c = draw_scene (ground, 700, 500, &opts);
  /* Slicing at level 0 shows the garden as if nothing stood above it. */
  g_assert_false (same_pixels (a, b));
  g_assert_true (same_pixels (b, c));
  cairo_surface_destroy (a);
  cairo_surface_destroy (b);
  cairo_surface_destroy (c);

  /* In the oblique view the slices differ from one another. */
  opts.view = sliced.view = TERR_RENDER_VIEW_OBLIQUE;
  a = draw_scene (full, 700, 500, &opts);
  b = draw_scene (full, 700, 500, &sliced);
  sliced.max_level = 1;
  c = draw_scene (full, 700, 500, &sliced);
  g_assert_false (same_pixels (a, b));
  g_assert_false (same_pixels (b, c));
  g_assert_false (same_pixels (a, c));
  sliced.max_level = 2;
  cairo_surface_destroy (c);
  c = draw_scene (full, 700, 500, &sliced);
  g_assert_true (same_pixels (a, c));
  cairo_surface_destroy (a);
  cairo_surface_destroy (b);
  cairo_surface_destroy (c);
}

static void
test_slice_zg (void)
{
  g_autoptr (TerrRenderScene) full = test_scene_zg (TRUE);
  g_autoptr (TerrRenderScene) ground = test_scene_zg (FALSE);
  TerrRenderOptions opts, sliced;

  terr_render_options_init (&opts);
  for (int view = 0; view < 2; view++)
    {
      cairo_surface_t *a, *b, *c;

      opts.view = view ? TERR_RENDER_VIEW_PLAN : TERR_RENDER_VIEW_OBLIQUE;
      sliced = opts;
      sliced.max_level = 1;
      a = draw_scene (full, 640, 400, &opts);
      b = draw_scene (full, 640, 400, &sliced);
      c = draw_scene (ground, 640, 400, &opts);
      g_assert_false (same_pixels (a, b));
      g_assert_true (same_pixels (b, c));
      cairo_surface_destroy (a);
      cairo_surface_destroy (b);
      cairo_surface_destroy (c);
    }
}

/* --- ghosts and cursors change the picture only where they are --- */

static void
test_ghost (void)
{
  g_autoptr (TerrRenderScene) scene = test_scene_gp (1);
  g_autoptr (TerrMove) move = terr_move_new (1, "place");
  TerrRenderOptions opts, legal, illegal;
  cairo_surface_t *a, *b, *c;

  terr_move_set (move, "piece", "f4");
  terr_move_set_int (move, "x", 6);
  terr_move_set_int (move, "y", 0);
  terr_move_set_int (move, "transform", 2);
  terr_render_options_init (&opts);
  legal = opts;
  legal.ghost = move;
  legal.ghost_legal = TRUE;
  illegal = legal;
  illegal.ghost_legal = FALSE;
  a = draw_scene (scene, 400, 400, &opts);
  b = draw_scene (scene, 400, 400, &legal);
  c = draw_scene (scene, 400, 400, &illegal);
  g_assert_false (same_pixels (a, b));
  g_assert_false (same_pixels (b, c));
  cairo_surface_destroy (a);
  cairo_surface_destroy (b);
  cairo_surface_destroy (c);
}

/* --- seat colours --- */

/* Pixels within @tol (per channel) of @c. */
static gsize
count_color (cairo_surface_t *s, TerrRenderColor c, int tol)
{
  int w = cairo_image_surface_get_width (s);
  int h = cairo_image_surface_get_height (s);
  int stride = cairo_image_surface_get_stride (s);
  const guint8 *data = cairo_image_surface_get_data (s);
  int r = (int) (c.red * 255 + 0.5), g = (int) (c.green * 255 + 0.5), b = (int) (c.blue * 255 + 0.5);
  gsize n = 0;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 px;

        memcpy (&px, data + (gsize) y * stride + 4 * x, 4);
        if (ABS ((int) (px >> 16 & 0xff) - r) <= tol && ABS ((int) (px >> 8 & 0xff) - g) <= tol
            && ABS ((int) (px & 0xff) - b) <= tol)
          n++;
      }
  return n;
}

/* The default options carry today's palette (so every picture and
 * `terraces-cli render` stay the same); options without seat colours (all
 * zero) draw the same; a seat's own colour changes its gazebo and nothing
 * of the other seat's. */
static void
test_seat_colors (void)
{
  static const guint32 palette[] = { 0xE69F00, 0x56B4E9, 0xCC79A7, 0xF0E442, 0x9C7A54, 0xB8A6E0 };
  g_autoptr (TerrRenderScene) scene = test_scene_hg (FALSE);
  TerrRenderOptions opts, unset, custom;
  TerrRenderColor magenta = { 1, 0, 1, 1 };
  cairo_surface_t *a, *b, *c;

  terr_render_options_init (&opts);
  for (guint i = 0; i < TERR_RENDER_N_SEAT_COLORS; i++)
    {
      TerrRenderColor color;

      terr_render_get_palette_color (i, &color);
      g_assert_cmpint ((int) (color.red * 255 + 0.5), ==, (int) (palette[i] >> 16 & 0xff));
      g_assert_cmpint ((int) (color.green * 255 + 0.5), ==, (int) (palette[i] >> 8 & 0xff));
      g_assert_cmpint ((int) (color.blue * 255 + 0.5), ==, (int) (palette[i] & 0xff));
      g_assert_cmpfloat (color.alpha, ==, 1.0);
      g_assert_true (memcmp (&color, &opts.seat_colors[i], sizeof color) == 0);
      terr_render_get_seat_color ((int) i + 1, &color);
      g_assert_true (memcmp (&color, &opts.seat_colors[i], sizeof color) == 0);
    }

  unset = opts;
  memset (unset.seat_colors, 0, sizeof unset.seat_colors);
  custom = opts;
  custom.seat_colors[0] = magenta;
  for (int view = 0; view < 2; view++)
    {
      opts.view = unset.view = custom.view = view ? TERR_RENDER_VIEW_PLAN : TERR_RENDER_VIEW_OBLIQUE;
      a = draw_scene (scene, 480, 400, &opts);
      b = draw_scene (scene, 480, 400, &unset);
      c = draw_scene (scene, 480, 400, &custom);
      g_assert_true (same_pixels (a, b));
      g_assert_false (same_pixels (a, c));
      /* Seat 1's gazebo (and the turn mark) left orange for magenta. */
      g_assert_cmpuint (count_color (a, magenta, 8), ==, 0);
      g_assert_cmpuint (count_color (c, magenta, 8), >, 20);
      g_assert_cmpuint (count_color (a, opts.seat_colors[0], 8), >, 20);
      g_assert_cmpuint (count_color (c, opts.seat_colors[0], 8), <, count_color (a, opts.seat_colors[0], 8) / 4);
      /* Seat 2's stays sky blue. */
      g_assert_cmpuint (count_color (a, opts.seat_colors[1], 8), >, 20);
      g_assert_cmpuint (count_color (c, opts.seat_colors[1], 8), ==, count_color (a, opts.seat_colors[1], 8));
      cairo_surface_destroy (a);
      cairo_surface_destroy (b);
      cairo_surface_destroy (c);
    }
}

static void
test_transform (void)
{
  g_autoptr (TerrRenderScene) scene = test_scene_gp (1);
  const TerrRenderGpPiece *f4 = terr_render_scene_gp_find_piece (scene, "f4");
  /* f4 = 0,0:rose 1,0:marigold 0,1:lavender; t = 1 turns it clockwise:
   * (dx, dy) -> (-dy, dx), then normalised. */
  g_autoptr (GArray) t1 = terr_render_gp_transform_cells (f4, 1);
  g_autoptr (GArray) t4 = terr_render_gp_transform_cells (f4, 4);
  TerrRenderGpCell *c;

  g_assert_cmpuint (t1->len, ==, 3);
  c = &g_array_index (t1, TerrRenderGpCell, 0);
  g_assert_cmpint (c->dx, ==, 1);
  g_assert_cmpint (c->dy, ==, 0);
  g_assert_cmpint (c->flower, ==, TERR_RENDER_FLOWER_ROSE);
  c = &g_array_index (t1, TerrRenderGpCell, 1);
  g_assert_cmpint (c->dx, ==, 1);
  g_assert_cmpint (c->dy, ==, 1);
  c = &g_array_index (t1, TerrRenderGpCell, 2);
  g_assert_cmpint (c->dx, ==, 0);
  g_assert_cmpint (c->dy, ==, 0);
  /* Mirrored: the rose goes to the right. */
  c = &g_array_index (t4, TerrRenderGpCell, 0);
  g_assert_cmpint (c->dx, ==, 1);
  g_assert_cmpint (c->dy, ==, 0);
}

/* --- games loaded from files --- */

static const char hg_xml[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<terraces format=\"1\" game=\"hanging-gardens\" kind=\"scenario\">\n"
  "  <rules players=\"2\" progress-rule=\"true\"/>\n"
  "  <players><player seat=\"1\" name=\"Ann\" type=\"human\"/>"
  "<player seat=\"2\" name=\"Bo\" type=\"human\"/></players>\n"
  "  <position to-move=\"1\" actions-taken=\"0\" passes=\"0\">\n"
  "    <supply tiles=\"17\" suns=\"4\" moons=\"5\" crowns=\"6\" arms=\"5\"/>\n"
  "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n"
  "    <terrace x=\"2\" y=\"0\" level=\"0\"/>\n"
  "    <terrace x=\"0\" y=\"2\" level=\"0\"/>\n"
  "    <terrace x=\"2\" y=\"2\" level=\"0\"/>\n"
  "    <support x=\"1\" y=\"1\" level=\"0\" stack=\"1\"/>\n"
  "    <support x=\"1\" y=\"1\" level=\"0\" stack=\"2\"/>\n"
  "    <terrace x=\"1\" y=\"1\" level=\"1\"/>\n"
  "    <bed x=\"0\" y=\"0\" suit=\"suns\"/>\n"
  "    <bed x=\"3\" y=\"0\" suit=\"moons\"/>\n"
  "    <bed x=\"1\" y=\"1\" suit=\"suns\"/>\n"
  "    <bed x=\"3\" y=\"3\" suit=\"arms\"/>\n"
  "    <gazebo x=\"0\" y=\"3\" seat=\"1\"/>\n"
  "  </position>\n"
  "</terraces>\n";

static const char zg_xml[] = TEST_ZG_XML;

static const char gp_xml[] = TEST_GP_YARD_XML;

static void
test_game_hg (void)
{
  g_autoptr (TerrGame) game = test_load_game (hg_xml);
  g_autoptr (TerrRenderScene) scene = terr_render_scene_new_for_game (game);
  int counts[4] = { 0 };
  TerrRenderOptions opts;
  TerrRenderHit hit;
  double x, y;

  g_assert_nonnull (scene);
  for (guint i = 0; i < scene->hg.pieces->len; i++)
    counts[g_array_index (scene->hg.pieces, TerrRenderHgPiece, i).kind]++;
  g_assert_cmpint (counts[TERR_RENDER_HG_TERRACE], ==, 5);
  g_assert_cmpint (counts[TERR_RENDER_HG_SUPPORT], ==, 2);
  g_assert_cmpint (counts[TERR_RENDER_HG_BED], ==, 4);
  g_assert_cmpint (counts[TERR_RENDER_HG_GAZEBO], ==, 1);
  g_assert_cmpint (scene->hg.supply_tiles, ==, 17);
  g_assert_cmpint (scene->hg.supply_coins[TERR_RENDER_SUIT_SUNS], ==, 4);
  check_pictures (scene);

  /* The game's entry points draw and hit test the same layout. */
  terr_render_options_init (&opts);
  g_assert_true (terr_render_scene_locate (scene, 600, 500, &opts, 0, 1.5, 1.5, 1, &x, &y));
  g_assert_true (terr_render_hit_test (game, 600, 500, &opts, x, y, &hit));
  g_assert_cmpint (hit.piece, ==, TERR_RENDER_PIECE_BED);
  g_assert_cmpint (hit.level, ==, 1);
  g_assert_cmpint (hit.x, ==, 1);
  g_assert_cmpint (hit.y, ==, 1);
  {
    cairo_surface_t *a = draw_scene (scene, 300, 200, &opts);
    cairo_surface_t *b = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 200);
    cairo_t *cr = cairo_create (b);
    terr_render_draw (game, cr, 300, 200, &opts);
    cairo_destroy (cr);
    g_assert_true (same_pixels (a, b));
    cairo_surface_destroy (a);
    cairo_surface_destroy (b);
  }
}

static void
test_game_zg (void)
{
  g_autoptr (TerrGame) game = test_load_game (zg_xml);
  g_autoptr (TerrRenderScene) scene = terr_render_scene_new_for_game (game);
  TerrRenderOptions opts;
  TerrRenderHit hit;
  double x, y;

  g_assert_nonnull (scene);
  g_assert_cmpuint (scene->zg.dominoes->len, ==, 4);
  g_assert_cmpint (scene->zg.n_hand, ==, 3);
  g_assert_cmpint (scene->zg.hand[1][0], ==, 5);
  g_assert_cmpint (scene->zg.pile, ==, 21);
  g_assert_cmpint (scene->zg.cheats, ==, 2);
  check_pictures (scene);
  terr_render_options_init (&opts);
  g_assert_true (terr_render_scene_locate (scene, 600, 500, &opts, 0, 4.5, 1.5, 1, &x, &y));
  g_assert_true (terr_render_hit_test (game, 600, 500, &opts, x, y, &hit));
  g_assert_cmpint (hit.piece, ==, TERR_RENDER_PIECE_DOMINO);
  g_assert_cmpint (hit.x, ==, 4);
  g_assert_cmpint (hit.y, ==, 1);
  g_assert_cmpint (hit.level, ==, 1);
}

static void
test_game_gp (void)
{
  g_autoptr (TerrGame) game = test_load_game (gp_xml);
  g_autoptr (TerrRenderScene) scene = terr_render_scene_new_for_game (game);
  TerrRenderGpGrid *g1, *g2;
  TerrRenderOptions opts;
  TerrRenderHit hit;
  double x, y;

  g_assert_nonnull (scene);
  g_assert_cmpint (scene->gp.width, ==, 5);
  g_assert_cmpint (scene->gp.height, ==, 4);
  g_assert_cmpuint (scene->gp.grids->len, ==, 2);
  g_assert_cmpuint (scene->gp.pieces->len, ==, 3);
  g_assert_true (scene->gp.water[3 * 5 + 4]);
  g_assert_true (scene->gp.fountain[1 * 5 + 1]);
  g_assert_cmpint (scene->gp.gate[1 * 5 + 0], ==, 'w');
  g1 = g_ptr_array_index (scene->gp.grids, 0);
  g2 = g_ptr_array_index (scene->gp.grids, 1);
  g_assert_cmpstr (g1->name, ==, "Ann");
  g_assert_cmpint (g1->cover[1 * 5 + 2], ==, TERR_RENDER_GP_PATH);
  g_assert_cmpint (g1->cover[0 * 5 + 2], ==, TERR_RENDER_GP_FLOWER);
  g_assert_cmpint (g1->flower[0 * 5 + 2], ==, TERR_RENDER_FLOWER_MARIGOLD);
  /* Two path pieces side by side keep their own owners (a border). */
  g_assert_cmpint (g1->owner[1 * 5 + 2], !=, g1->owner[1 * 5 + 3]);
  g_assert_cmpint (g1->owner[1 * 5 + 3], ==, g1->owner[1 * 5 + 4]);
  /* f1 turned once on grid 2: rose on (0, 2), marigold below it. */
  g_assert_cmpint (g2->flower[2 * 5 + 0], ==, TERR_RENDER_FLOWER_ROSE);
  g_assert_cmpint (g2->flower[3 * 5 + 0], ==, TERR_RENDER_FLOWER_MARIGOLD);
  check_pictures (scene);

  terr_render_options_init (&opts);
  g_assert_true (terr_render_scene_locate (scene, 600, 500, &opts, 2, 3.5, 1.5, 0, &x, &y));
  g_assert_true (terr_render_hit_test (game, 600, 500, &opts, x, y, &hit));
  g_assert_cmpint (hit.seat, ==, 2);
  g_assert_cmpint (hit.piece, ==, TERR_RENDER_PIECE_PATH);
  g_assert_cmpint (hit.x, ==, 3);
  g_assert_cmpint (hit.y, ==, 1);

  /* With the best paths shown the picture changes. */
  {
    g_autoptr (GError) error = NULL;
    g_autofree char *dir = g_dir_make_tmp ("terr-render-XXXXXX", &error);
    g_autofree char *a = g_build_filename (dir, "a.png", NULL);
    g_autofree char *b = g_build_filename (dir, "b.png", NULL);
    g_autofree char *da = NULL, *db = NULL;
    gsize la, lb;

    opts.show_paths = FALSE;
    g_assert_true (terr_render_to_file (game, a, 300, 200, &opts, &error));
    opts.show_paths = TRUE;
    g_assert_true (terr_render_to_file (game, b, 300, 200, &opts, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (a, &da, &la, NULL));
    g_assert_true (g_file_get_contents (b, &db, &lb, NULL));
    g_assert_false (la == lb && memcmp (da, db, la) == 0);
    g_unlink (a);
    g_unlink (b);
    g_rmdir (dir);
  }
}

/* What terr_render_draw() on a game draws, for comparing. */
static cairo_surface_t *
draw_game (TerrGame *game, int w, int h, const TerrRenderOptions *opts)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (s);

  terr_render_draw (game, cr, w, h, opts);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  return s;
}

/* A scene built once for drawing with some options draws, with those
 * options and any ghost or cursor, what terr_render_draw() draws: a
 * widget may keep it until the position changes. */
static void
test_game_full (void)
{
  const char *const xmls[] = { hg_xml, zg_xml, gp_xml };

  for (guint i = 0; i < G_N_ELEMENTS (xmls); i++)
    for (int v = 0; v < 2; v++)
      {
        g_autoptr (TerrGame) game = test_load_game (xmls[i]);
        g_autoptr (TerrRenderScene) scene = NULL;
        g_autoptr (TerrMove) ghost = terr_move_new (1, "place");
        TerrRenderOptions opts;
        cairo_surface_t *a, *b;

        terr_render_options_init (&opts);
        opts.view = v == 0 ? TERR_RENDER_VIEW_OBLIQUE : TERR_RENDER_VIEW_PLAN;
        scene = terr_render_scene_new_for_game_full (game, &opts);
        g_assert_nonnull (scene);
        g_assert_cmpint (scene->kind, ==, terr_game_get_kind (game));
        a = draw_scene (scene, 400, 300, &opts);
        b = draw_game (game, 400, 300, &opts);
        g_assert_true (same_pixels (a, b));
        cairo_surface_destroy (a);
        cairo_surface_destroy (b);

        /* The same scene again, now with a cursor and a ghost. */
        terr_move_set (ghost, "x", "1");
        terr_move_set (ghost, "y", "1");
        terr_move_set (ghost, "piece", "p2");
        terr_move_set (ghost, "tier", "1");
        terr_move_set (ghost, "a", "1");
        terr_move_set (ghost, "b", "2");
        opts.ghost = ghost;
        opts.cursor_visible = TRUE;
        opts.cursor_x = opts.cursor_y = 1;
        a = draw_scene (scene, 400, 300, &opts);
        b = draw_game (game, 400, 300, &opts);
        g_assert_true (same_pixels (a, b));
        cairo_surface_destroy (a);
        cairo_surface_destroy (b);
      }

  /* Garden Paths' best paths are in the scene only when they are shown. */
  {
    g_autoptr (TerrGame) game = test_load_game (gp_xml);
    g_autoptr (TerrRenderScene) plain = terr_render_scene_new_for_game (game);
    g_autoptr (TerrRenderScene) without = NULL;
    g_autoptr (TerrRenderScene) with = NULL;
    TerrRenderOptions opts;
    int n_plain = 0, n_without = 0, n_with = 0;

    terr_render_options_init (&opts);
    opts.show_paths = FALSE;
    without = terr_render_scene_new_for_game_full (game, &opts);
    opts.show_paths = TRUE;
    with = terr_render_scene_new_for_game_full (game, &opts);
    for (guint k = 0; k < 2; k++)
      {
        n_plain += ((TerrRenderGpGrid *) g_ptr_array_index (plain->gp.grids, k))->n_path;
        n_without += ((TerrRenderGpGrid *) g_ptr_array_index (without->gp.grids, k))->n_path;
        n_with += ((TerrRenderGpGrid *) g_ptr_array_index (with->gp.grids, k))->n_path;
      }
    g_assert_cmpint (n_plain, ==, 0);
    g_assert_cmpint (n_without, ==, 0);
    g_assert_cmpint (n_with, >, 0);
  }
}

/* The top terrace of a space, the one answer for what beds, gazebos and
 * their ghosts stand on: the highest terrace covering the space; supports
 * are no terraces. */
static void
test_hg_top_terrace (void)
{
  g_autoptr (TerrRenderScene) scene = terr_render_scene_new (TERR_GAME_HANGING_GARDENS);
  TerrRenderOptions opts;
  TerrRenderHit hit;
  double x, y;

  g_assert_cmpint (terr_render_scene_hg_top_terrace (scene, 0, 0), ==, -1);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_TERRACE, 0, 0, 0, 0, 0, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_TERRACE, 2, 0, 0, 0, 0, 0);
  /* Every space of a tile, and not the next one. */
  g_assert_cmpint (terr_render_scene_hg_top_terrace (scene, 0, 0), ==, 0);
  g_assert_cmpint (terr_render_scene_hg_top_terrace (scene, 1, 1), ==, 0);
  g_assert_cmpint (terr_render_scene_hg_top_terrace (scene, 3, 1), ==, 0);
  g_assert_cmpint (terr_render_scene_hg_top_terrace (scene, 4, 0), ==, -1);
  g_assert_cmpint (terr_render_scene_hg_top_terrace (scene, 0, 2), ==, -1);
  g_assert_cmpint (terr_render_scene_hg_top_terrace (scene, -1, 0), ==, -1);

  /* A stack of two supports across both: the terraces under it count. */
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_SUPPORT, 1, 0, 0, 1, -1, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_SUPPORT, 1, 0, 0, 2, -1, 0);
  g_assert_cmpint (terr_render_scene_hg_top_terrace (scene, 1, 0), ==, 0);
  g_assert_cmpint (terr_render_scene_hg_top_terrace (scene, 2, 1), ==, 0);

  /* A terrace on them: level 1 on its four spaces only. */
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_TERRACE, 1, 0, 1, 0, 0, 0);
  for (int sy = 0; sy <= 1; sy++)
    for (int sx = 1; sx <= 2; sx++)
      g_assert_cmpint (terr_render_scene_hg_top_terrace (scene, sx, sy), ==, 1);
  g_assert_cmpint (terr_render_scene_hg_top_terrace (scene, 0, 1), ==, 0);
  g_assert_cmpint (terr_render_scene_hg_top_terrace (scene, 3, 0), ==, 0);

  /* Beds are drawn on the top terrace of their space, whichever order
   * the pieces came in: hit testing finds them at that level. */
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_BED, 2, 1, 0, 0, TERR_RENDER_SUIT_MOONS, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_BED, 3, 1, 0, 0, TERR_RENDER_SUIT_ARMS, 0);
  terr_render_options_init (&opts);
  for (int v = 0; v < 2; v++)
    {
      opts.view = v == 0 ? TERR_RENDER_VIEW_OBLIQUE : TERR_RENDER_VIEW_PLAN;
      g_assert_true (terr_render_scene_locate (scene, 600, 500, &opts, 0, 2.5, 1.5, 1, &x, &y));
      g_assert_true (terr_render_scene_hit_test (scene, 600, 500, &opts, x, y, &hit));
      g_assert_cmpint (hit.piece, ==, TERR_RENDER_PIECE_BED);
      g_assert_cmpint (hit.level, ==, 1);
      g_assert_cmpint (hit.x, ==, 2);
      g_assert_cmpint (hit.y, ==, 1);
      g_assert_true (terr_render_scene_locate (scene, 600, 500, &opts, 0, 3.5, 1.5, 0, &x, &y));
      g_assert_true (terr_render_scene_hit_test (scene, 600, 500, &opts, x, y, &hit));
      g_assert_cmpint (hit.piece, ==, TERR_RENDER_PIECE_BED);
      g_assert_cmpint (hit.level, ==, 0);
    }
}

/* Every scene has the parts of all three games, whatever its kind
 * (callers read them without looking at the kind); a scene of no game
 * draws nothing and has nothing under the pointer. */
static void
test_scene_parts (void)
{
  const TerrGameKind kinds[] = { TERR_GAME_NONE, TERR_GAME_HANGING_GARDENS,
                                 TERR_GAME_ZIGGURAT, TERR_GAME_GARDEN_PATHS };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      g_autoptr (TerrRenderScene) scene = terr_render_scene_new (kinds[i]);

      g_assert_cmpint (scene->kind, ==, kinds[i]);
      g_assert_nonnull (scene->hg.pieces);
      g_assert_cmpint (scene->hg.supply_tiles, ==, -1);
      g_assert_nonnull (scene->zg.dominoes);
      g_assert_cmpint (scene->zg.pile, ==, -1);
      g_assert_nonnull (scene->gp.pieces);
      g_assert_nonnull (scene->gp.grids);
      g_assert_null (scene->gp.water);
    }

  {
    g_autoptr (TerrRenderScene) scene = terr_render_scene_new (TERR_GAME_NONE);
    cairo_surface_t *s;
    TerrRenderOptions opts;
    TerrRenderHit hit;
    double x = -1, y = -1;
    const guint8 *data;

    terr_render_options_init (&opts);
    opts.fill_background = FALSE;
    s = draw_scene (scene, 64, 48, &opts);
    data = cairo_image_surface_get_data (s);
    for (int k = 0; k < cairo_image_surface_get_stride (s) * 48; k++)
      g_assert_cmpint (data[k], ==, 0);
    cairo_surface_destroy (s);
    g_assert_false (terr_render_scene_hit_test (scene, 64, 48, &opts, 32, 24, &hit));
    g_assert_cmpint (hit.kind, ==, TERR_RENDER_HIT_NONE);
    g_assert_false (terr_render_scene_locate (scene, 64, 48, &opts, 0, 1, 1, 0, &x, &y));
  }
}

/* The coin of a list row is the board's coin: the suit's colour (the
 * Okabe-Ito colours of the renderer) near its rim, its light symbol at the
 * centre, nothing outside; an unknown suit draws nothing. */
static void
test_bed_coin (void)
{
  static const struct { const char *suit; guint32 rgb; } coins[] = {
    { "suns", 0xD55E00 }, { "moons", 0x000000 }, { "crowns", 0x009E73 }, { "arms", 0x0072B2 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (coins); i++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 40, 40);
      cairo_t *cr = cairo_create (surface);
      const guint32 *pixels;
      int stride;
      guint32 rim, corner;

      g_assert_true (terr_render_draw_bed_coin (cr, coins[i].suit, 20, 20, 19));
      cairo_surface_flush (surface);
      pixels = (const guint32 *) cairo_image_surface_get_data (surface);
      stride = cairo_image_surface_get_stride (surface) / 4;
      /* Between the symbol and the ring: the face colour. */
      rim = pixels[20 * stride + 6];
      corner = pixels[0];
      g_assert_cmphex (rim & 0xFFFFFF, ==, coins[i].rgb);
      g_assert_cmphex (rim >> 24, ==, 0xFF);
      g_assert_cmphex (corner, ==, 0);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }

  {
    cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 8, 8);
    cairo_t *cr = cairo_create (surface);

    g_assert_false (terr_render_draw_bed_coin (cr, "roses", 4, 4, 3));
    cairo_destroy (cr);
    cairo_surface_destroy (surface);
  }
}

/* A domino of a list or chart is the board's: the ivory face, the pips
 * of each half where the rectangle puts them (lying: a left; upright: a
 * on top), nothing outside it. */
static guint32
domino_pixel (int a, int b, int w, int h, int px, int py)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);
  guint32 pixel;

  g_assert_true (terr_render_draw_domino (cr, a, b, 0, 0, w, h, 1));
  cairo_surface_flush (surface);
  pixel = ((const guint32 *) cairo_image_surface_get_data (surface))
    [py * (cairo_image_surface_get_stride (surface) / 4) + px];
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return pixel;
}

static void
test_domino (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 8, 8);
  cairo_t *cr = cairo_create (surface);

  /* Lying 0-5: a blank left half, the centre pip of the five on the right. */
  g_assert_cmphex (domino_pixel (0, 5, 80, 40, 20, 20) & 0xFFFFFF, ==, 0xFBF8EF);
  g_assert_cmphex (domino_pixel (0, 5, 80, 40, 60, 20) & 0xFFFFFF, <, 0x606060);
  g_assert_cmphex (domino_pixel (5, 0, 80, 40, 20, 20) & 0xFFFFFF, <, 0x606060);
  /* Upright in a tall rectangle, centred: room above and below it. */
  g_assert_cmphex (domino_pixel (0, 5, 40, 100, 20, 30) & 0xFFFFFF, ==, 0xFBF8EF);
  g_assert_cmphex (domino_pixel (0, 5, 40, 100, 20, 70) & 0xFFFFFF, <, 0x606060);
  g_assert_cmphex (domino_pixel (0, 5, 40, 100, 20, 5), ==, 0);
  g_assert_false (terr_render_draw_domino (cr, 7, 0, 0, 0, 8, 8, 1));
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* The open pile is one whole sentence for each number of dominoes shown
 * (never a list glued from fragments), and the count of the pile its own
 * sentence after it. */
static void
test_zg_open_pile_words (void)
{
  g_autoptr (TerrRenderScene) scene = test_scene_zg (TRUE);
  g_autoptr (TerrGame) game = terr_game_new (TERR_GAME_ZIGGURAT, 1, 1, NULL);
  g_autofree char *three = NULL, *two = NULL, *one = NULL, *position = NULL;
  g_autofree char *none = NULL;

  scene->zg.n_next = 3;
  scene->zg.next[0][0] = 3, scene->zg.next[0][1] = 5;
  scene->zg.next[1][0] = 1, scene->zg.next[1][1] = 1;
  scene->zg.next[2][0] = 0, scene->zg.next[2][1] = 6;
  three = terr_render_scene_describe_open_pile (scene);
  g_assert_cmpstr (three, ==, "Open pile, next first: the 3–5, then the 1–1, then the 0–6.");
  scene->zg.n_next = 2;
  two = terr_render_scene_describe_open_pile (scene);
  g_assert_cmpstr (two, ==, "Open pile, next first: the 3–5, then the 1–1.");
  position = terr_render_scene_describe_position (scene, game, 0);
  g_assert_true (g_str_has_suffix (position, "Open pile, next first: the 3–5, then the 1–1. 9 dominoes in the pile."));
  scene->zg.n_next = 1;
  scene->zg.pile = 1;
  one = terr_render_scene_describe_open_pile (scene);
  g_assert_cmpstr (one, ==, "Open pile, next first: the 3–5.");
  g_clear_pointer (&position, g_free);
  position = terr_render_scene_describe_position (scene, game, 0);
  g_assert_true (g_str_has_suffix (position, "Open pile, next first: the 3–5. 1 domino in the pile."));
  scene->zg.n_next = 0;
  none = terr_render_scene_describe_open_pile (scene);
  g_assert_null (none);
  g_clear_pointer (&position, g_free);
  position = terr_render_scene_describe_position (scene, game, 0);
  g_assert_true (g_str_has_suffix (position, ". 1 domino in the pile."));
  g_assert_null (strstr (position, "Open pile"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();

  g_test_add_data_func ("/render/pictures/hanging-gardens", hg_full, test_pictures);
  g_test_add_func ("/render/domino", test_domino);
  g_test_add_func ("/render/ziggurat/open-pile-words", test_zg_open_pile_words);
  g_test_add_data_func ("/render/pictures/ziggurat", zg_full, test_pictures);
  g_test_add_data_func ("/render/pictures/garden-paths", gp_three, test_pictures);
  g_test_add_func ("/render/pictures/dark", test_dark_differs);
  g_test_add_func ("/render/bed-coin", test_bed_coin);
  g_test_add_data_func ("/render/recording/hanging-gardens", hg_full, test_recording);
  g_test_add_data_func ("/render/recording/ziggurat", zg_full, test_recording);
  g_test_add_data_func ("/render/recording/garden-paths", gp_three, test_recording);
  g_test_add_func ("/render/hit/hanging-gardens", test_hit_hg);
  g_test_add_func ("/render/hit/ziggurat", test_hit_zg);
  g_test_add_func ("/render/hit/ziggurat-hand", test_hit_zg_hand);
  g_test_add_func ("/render/hit/garden-paths", test_hit_gp);
  g_test_add_data_func ("/render/files/hanging-gardens", hg_full, test_files);
  g_test_add_data_func ("/render/files/ziggurat", zg_full, test_files);
  g_test_add_data_func ("/render/files/garden-paths", gp_three, test_files);
  g_test_add_func ("/render/slice/hanging-gardens", test_slice_hg);
  g_test_add_func ("/render/slice/ziggurat", test_slice_zg);
  g_test_add_func ("/render/ghost", test_ghost);
  g_test_add_func ("/render/seat-colors", test_seat_colors);
  g_test_add_func ("/render/garden-paths/transform", test_transform);
  g_test_add_func ("/render/game/hanging-gardens", test_game_hg);
  g_test_add_func ("/render/game/ziggurat", test_game_zg);
  g_test_add_func ("/render/game/garden-paths", test_game_gp);
  g_test_add_func ("/render/game/full", test_game_full);
  g_test_add_func ("/render/hanging-gardens/top-terrace", test_hg_top_terrace);
  g_test_add_func ("/render/scene/parts", test_scene_parts);
  return g_test_run ();
}
