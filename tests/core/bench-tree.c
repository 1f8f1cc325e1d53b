/* Figures of the move tree (build-aux/bench):
 *  - going to a random node of a 10,000-move replay (median and worst),
 *    after reading it from its file;
 *  - the timeline of a whole 4-seat Hanging Gardens game and of a
 *    Ziggurat game with lifts (1 s per position at most).
 * TREE_BENCH_JUMPS sets the number of jumps (default 2000). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "terr-games.h"
#include "terr-random.h"
#include "tree-test-util.h"

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static double
median (GArray *values)
{
  qsort (values->data, values->len, sizeof (double), compare_doubles);
  return values->len ? g_array_index (values, double, values->len / 2) : 0;
}

/* Processor time of this thread, in ms: what a jump costs, whatever else
 * the machine is doing. */
static double
thread_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static void
bench_jumps (void)
{
  const guint n_moves = 10000;
  const char *env = g_getenv ("TREE_BENCH_JUMPS");
  guint jumps = env != NULL ? (guint) atoi (env) : 2000;
  g_autoptr(TerrGame) played = tree_test_long_zg_game (n_moves, 11);
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();
  gint64 t0;
  double load_ms, worst = 0, worst_wall = 0;
  TerrRandom rng;

  t0 = g_get_monotonic_time ();
  game = tree_test_reload (played);
  load_ms = (g_get_monotonic_time () - t0) / 1000.0;
  for (TerrGameNode *n = terr_game_get_root (game); n != NULL; n = terr_game_node_get_child (n, 0))
    g_ptr_array_add (nodes, n);
  g_assert_cmpuint (nodes->len, ==, n_moves + 1);

  terr_random_init (&rng, 7);
  for (guint i = 0; i < jumps; i++)
    {
      TerrGameNode *target = g_ptr_array_index (nodes, terr_random_below (&rng, nodes->len));
      double ms, wall;

      t0 = g_get_monotonic_time ();
      ms = thread_ms ();
      terr_game_go_to_node (game, target);
      ms = thread_ms () - ms;
      wall = (g_get_monotonic_time () - t0) / 1000.0;
      g_array_append_val (times, ms);
      worst = MAX (worst, ms);
      worst_wall = MAX (worst_wall, wall);
    }
  printf ("bench: tree-goto-10000 median=%.4f ms worst=%.3f jumps=%u (processor time; worst wall-clock %.3f ms; goal: worst <= 5 ms)\n",
          median (times), worst, jumps, worst_wall);
  printf ("bench: tree-load-10000 median=%.1f ms (one read of the 10,000-move replay)\n", load_ms);
}

static void
bench_timeline (const char *name, TerrGame *game)
{
  g_autoptr(JsonNode) timeline = NULL;
  g_autoptr(TerrGame) fresh = tree_test_reload (game);
  gint64 t0 = g_get_monotonic_time ();
  double ms;

  timeline = terr_game_timeline (fresh, 1.0, NULL, NULL, NULL, NULL);
  ms = (g_get_monotonic_time () - t0) / 1000.0;
  g_assert_nonnull (timeline);
  printf ("bench: %s median=%.1f ms positions=%u (%.3f ms per position)\n", name, ms,
          terr_game_get_n_moves (fresh) + 1, ms / (terr_game_get_n_moves (fresh) + 1));
}

int
main (int argc, char **argv)
{
  g_autoptr(TerrGame) hg = NULL;
  g_autoptr(TerrGame) zg = NULL;

  terr_games_ensure_types ();
  bench_jumps ();
  hg = tree_test_random_game (TERR_GAME_HANGING_GARDENS, 4, 5);
  bench_timeline ("tree-timeline-hg-4-seats", hg);
  zg = tree_test_zg_game_with_lifts (120, 2);
  bench_timeline ("tree-timeline-zg-lifts", zg);
  return 0;
}
