/* bench-render.c — full boards redrawn at 1920 x 1080 on an image surface,
 * each game and view: prints "bench: NAME median=MS ms". */
#include <stdlib.h>
#include <time.h>

#include "test-scenes.h"

#define MAX_ROUNDS 101

/* Rounds per figure: 41, or the first argument (for profiling). */
static int rounds = 41;

static int
cmp_double (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

/* CPU time of this thread, in ms: shows the cost when the machine is busy. */
static double
thread_ms (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static TerrRenderScene *
full_ziggurat (void)
{
  TerrRenderScene *s = test_scene_zg (FALSE);
  int v = 0;

  /* All 28 dominoes: tier 1 in rows of three, tiers 2 and 3 on top. */
  g_array_set_size (s->zg.dominoes, 0);
  for (int y = 0; y < 6; y++)
    for (int x = 0; x < 6; x += 2, v++)
      terr_render_scene_zg_add (s, 1, x, y, FALSE, v % 7, (v * 3) % 7);
  for (int y = 1; y < 5; y++)
    for (int x = 1; x < 5; x += 2, v++)
      terr_render_scene_zg_add (s, 2, x, y, FALSE, v % 7, (v * 5) % 7);
  terr_render_scene_zg_add (s, 3, 2, 2, FALSE, 6, 6);
  terr_render_scene_zg_add (s, 3, 2, 3, FALSE, 5, 6);
  s->zg.n_hand = 0;
  s->zg.pile = 0;
  return s;
}

static void
bench (const char *name, TerrRenderScene *scene, TerrRenderView view)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1920, 1080);
  TerrRenderOptions opts;
  double times[MAX_ROUNDS], cpu[MAX_ROUNDS], first;

  terr_render_options_init (&opts);
  opts.view = view;
  for (int r = 0; r < rounds; r++)
    {
      gint64 t0 = g_get_monotonic_time ();
      double c0 = thread_ms ();
      cairo_t *cr = cairo_create (surface);

      terr_render_scene_draw (scene, cr, 1920, 1080, &opts);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      times[r] = (g_get_monotonic_time () - t0) / 1000.0;
      cpu[r] = thread_ms () - c0;
    }
  /* The first round also draws the cached pictures (terr_sprite). */
  first = times[0];
  qsort (times, rounds, sizeof (double), cmp_double);
  qsort (cpu, rounds, sizeof (double), cmp_double);
  g_print ("bench: render-%s-%s median=%.2f ms [1920x1080, %d rounds, first %.2f min %.2f max %.2f, cpu median %.2f]\n",
           name, view == TERR_RENDER_VIEW_PLAN ? "plan" : "oblique",
           times[rounds / 2], rounds, first, times[0], times[rounds - 1], cpu[rounds / 2]);
  cairo_surface_destroy (surface);
}

int
main (int argc, char **argv)
{
  g_autoptr (TerrRenderScene) hg = test_scene_hg (TRUE);
  g_autoptr (TerrRenderScene) zg = full_ziggurat ();
  g_autoptr (TerrRenderScene) gp1 = test_scene_gp (1);
  g_autoptr (TerrRenderScene) gp4 = test_scene_gp (4);

  if (argc > 1)
    rounds = CLAMP (atoi (argv[1]), 1, MAX_ROUNDS);

  for (int view = 0; view < 2; view++)
    {
      TerrRenderView v = view ? TERR_RENDER_VIEW_PLAN : TERR_RENDER_VIEW_OBLIQUE;
      bench ("hanging-gardens", hg, v);
      bench ("ziggurat", zg, v);
    }
  bench ("garden-paths-1-grid", gp1, TERR_RENDER_VIEW_PLAN);
  bench ("garden-paths-4-grids", gp4, TERR_RENDER_VIEW_PLAN);
  return 0;
}
