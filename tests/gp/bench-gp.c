/* bench-gp.c — Garden Paths figures (see HACKING.md for the line format):
 *   best path on 200 fully played Courtyard grids (9 x 9; median, worst),
 *   best path on 50 fully played 16 x 16 grids (median, worst, most nodes),
 *   AI level 2 against level 1 over seeded 3-seat games,
 *   AI level 3 against level 2 over seeded 2-seat games, seats alternated
 *   (wins, the processor time of level 3's decisions: median, max, and
 *   the mean final score of each level).
 * Every AI sees only its own grid (terr-gp-ai.h).
 * Options: --games N (default 200), --quick (fewer of everything),
 * --only-ai, --no-ai, --only-level3, --no-level3, --from K (level 3's match starts at
 * game K: a long match split over processes adds up to the same games).
 * With GP_BENCH_VERBOSE set, every level-3 game prints its seed and scores. */
#include "gp/terr-gp-game.h"
#include "gp/terr-gp-ai.h"
#include "gp-test-util.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The machine is shared: decisions are timed by this thread's processor
 * time (one core), in ms. */
static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static double
median (double *v, int n)
{
  qsort (v, n, sizeof (double), compare_double);
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

static void
bench_courtyard (int n_grids)
{
  TerrGpBoard *b;
  TerrGpPieceSet *set;
  double *t = g_new (double, n_grids);
  double worst = 0;
  TerrGpScore sc;

  gp_test_default (&b, &set);
  for (int i = 0; i < n_grids; i++)
    {
      TerrRandom rng;
      TerrGpGrid *g = terr_gp_grid_new (b);
      const int reps = 40;

      terr_random_init (&rng, 5000 + i);
      gp_test_fill_random (g, set, &rng);
      /* best of 5 batches: the machine is shared, this keeps other
       * programs' time out of the figure */
      t[i] = G_MAXDOUBLE;
      for (int batch = 0; batch < 5; batch++)
        {
          gint64 t0 = g_get_monotonic_time ();

          for (int r = 0; r < reps; r++)
            terr_gp_grid_best_path (g, &sc);
          t[i] = MIN (t[i], (double) (g_get_monotonic_time () - t0) / reps);
        }
      worst = MAX (worst, t[i]);
      terr_gp_grid_free (g);
    }
  printf ("bench: gp-best-path-9x9 median=%.2f us worst=%.2f grids=%d\n", median (t, n_grids), worst, n_grids);
  g_free (t);
  terr_gp_piece_set_free (set);
  terr_gp_board_free (b);
}

static void
bench_16 (void)
{
  TerrGpBoard *b = gp_test_board_16 (), *courtyard;
  TerrGpPieceSet *set;
  double t[50], worst = 0;
  guint64 max_nodes = 0;
  TerrGpScore sc;

  gp_test_default (&courtyard, &set);
  terr_gp_board_free (courtyard);

  for (int i = 0; i < 50; i++)
    {
      TerrRandom rng;
      TerrGpGrid *g = terr_gp_grid_new (b);
      terr_random_init (&rng, 1000 + i);
      gp_test_fill_random (g, set, &rng);
      /* best of 3 runs, as above */
      t[i] = G_MAXDOUBLE;
      for (int run = 0; run < 3; run++)
        {
          gint64 t0 = g_get_monotonic_time ();

          terr_gp_grid_best_path (g, &sc);
          t[i] = MIN (t[i], (double) (g_get_monotonic_time () - t0) / 1000.0);
        }
      worst = MAX (worst, t[i]);
      max_nodes = MAX (max_nodes, terr_gp_best_path_last_nodes ());
      terr_gp_grid_free (g);
    }
  printf ("bench: gp-best-path-16x16 median=%.3f ms worst=%.3f max_nodes=%" G_GUINT64_FORMAT " grids=50\n",
          median (t, 50), worst, max_nodes);
  terr_gp_piece_set_free (set);
  terr_gp_board_free (b);
}

/* Plays a 3-seat game on the Courtyard with AI levels @levels[seat-1];
 * adds each seat's final score to @sum[level]; returns the level-2 seat's
 * score minus the mean of the level-1 seats' and sets @won when it has
 * the highest score (ties included). */
static double
play_game (const guint *levels, guint64 seed, double *sum, int *count, double *think, int *decisions,
           gboolean *won)
{
  double l2 = 0, l1 = 0;
  int n1 = 0, best = G_MININT;

  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_GARDEN_PATHS, 3, seed, &error);

  g_assert_no_error (error);
  for (int i = 0; !terr_game_is_over (game); i++)
    {
      int seat = terr_game_get_seat_to_move (game);
      guint level = levels[seat - 1];
      gint64 t0 = g_get_monotonic_time ();
      g_autoptr(TerrMove) m = terr_game_ai_move (game, level, seed * 1000 + i, NULL, &error);

      think[level] += (double) (g_get_monotonic_time () - t0) / 1000.0;
      decisions[level]++;
      g_assert_no_error (error);
      terr_game_play (game, m, &error);
      g_assert_no_error (error);
    }
  for (int s = 1; s <= 3; s++)
    {
      int score = terr_game_get_seat_score (game, s);

      sum[levels[s - 1]] += score;
      count[levels[s - 1]]++;
      best = MAX (best, score);
      if (levels[s - 1] == 2)
        l2 = score;
      else
        {
          l1 += score;
          n1++;
        }
    }
  *won = (int) l2 == best;
  return l2 - l1 / MAX (1, n1);
}

static void
bench_ai (int n_games)
{
  double sum[3] = { 0 }, think[3] = { 0 };
  int count[3] = { 0 }, decisions[3] = { 0 }, wins = 0;
  double *diff = g_new (double, n_games), mean = 0, var = 0;

  /* Each game has one level-2 seat and two level-1 seats; the level-2 seat
   * goes round the three places so that no seat order favours it. */
  for (int i = 0; i < n_games; i++)
    {
      guint levels[3] = { 1, 1, 1 };

      gboolean won = FALSE;

      levels[i % 3] = 2;
      diff[i] = play_game (levels, 7000 + i, sum, count, think, decisions, &won);
      wins += won;
      mean += diff[i] / n_games;
    }
  for (int i = 0; i < n_games; i++)
    var += (diff[i] - mean) * (diff[i] - mean) / MAX (1, n_games - 1);
  printf ("bench: gp-ai-level1-score median=%.2f points games=%d seats=%d (mean)\n",
          sum[1] / count[1], n_games, count[1]);
  printf ("bench: gp-ai-level2-score median=%.2f points games=%d seats=%d (mean)\n",
          sum[2] / count[2], n_games, count[2]);
  printf ("bench: gp-ai-level2-advantage median=%.2f points mean=%.2f se=%.2f level2-wins=%d/%d\n",
          median (diff, n_games), mean, sqrt (var / n_games), wins, n_games);
  g_free (diff);
  printf ("bench: gp-ai-level1-move median=%.2f ms (mean per decision)\n", think[1] / MAX (1, decisions[1]));
  printf ("bench: gp-ai-level2-move median=%.2f ms (mean per decision)\n", think[2] / MAX (1, decisions[2]));
}

/* One 2-seat game on the Courtyard, level 3 in seat @l3_seat, level 2 in
 * the other: 1 when level 3 scores more, 0 for a tie, -1 otherwise. */
static int
play_level3_game (int l3_seat, guint64 seed, GArray *decision_ms, double *points)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_GARDEN_PATHS, 2, seed, &error);
  int mine, theirs;

  g_assert_no_error (error);
  for (int i = 0; !terr_game_is_over (game); i++)
    {
      int seat = terr_game_get_seat_to_move (game);
      double t0 = cpu_ms ();
      g_autoptr(TerrMove) m = terr_game_ai_move (game, seat == l3_seat ? 3 : 2, seed * 1000 + i, NULL, &error);

      if (seat == l3_seat)
        {
          double ms = cpu_ms () - t0;
          g_array_append_val (decision_ms, ms);
        }
      g_assert_no_error (error);
      terr_game_play (game, m, &error);
      g_assert_no_error (error);
    }
  mine = terr_game_get_seat_score (game, l3_seat);
  theirs = terr_game_get_seat_score (game, 3 - l3_seat);
  points[0] += mine;
  points[1] += theirs;
  if (g_getenv ("GP_BENCH_VERBOSE"))
    printf ("game seed=%" G_GUINT64_FORMAT " level 3 in seat %d: %d to %d, %u moves\n", seed, l3_seat, mine,
            theirs, terr_game_get_n_moves (game));
  return mine > theirs ? 1 : mine < theirs ? -1 : 0;
}

static void
bench_level3 (int from, int n_games)
{
  g_autoptr(GArray) decision_ms = g_array_new (FALSE, FALSE, sizeof (double));
  int wins = 0, ties = 0, losses = 0;
  double max_ms = 0, points[2] = { 0, 0 };

  /* Game pairs share a seed (the same first seat), level 3 in seat 1 then
   * seat 2. */
  for (int i = from; i < from + n_games; i++)
    {
      int r = play_level3_game (1 + i % 2, 9000 + i / 2, decision_ms, points);

      wins += r > 0;
      ties += r == 0;
      losses += r < 0;
    }
  for (guint i = 0; i < decision_ms->len; i++)
    max_ms = MAX (max_ms, g_array_index (decision_ms, double, i));
  printf ("bench: gp-ai3-vs-ai2 median=%.1f %% [%d won, %d tied, %d lost of %d 2-seat games, seats alternated]\n",
          100.0 * wins / MAX (1, n_games), wins, ties, losses, n_games);
  printf ("bench: gp-ai3-decision median=%.1f ms max=%.1f [processor time of one decision of level 3, %u decisions]\n",
          decision_ms->len ? median ((double *) (void *) decision_ms->data, (int) decision_ms->len) : 0.0,
          max_ms, decision_ms->len);
  printf ("bench: gp-ai3-points median=%.2f points level2=%.2f [mean final score of level 3 and of level 2, %d games]\n",
          points[0] / MAX (1, n_games), points[1] / MAX (1, n_games), n_games);
}

int
main (int argc, char **argv)
{
  int games = 200, grids = 200, from = 0;
  gboolean only_ai = FALSE, no_ai = FALSE, only_level3 = FALSE, no_level3 = FALSE;

  g_type_ensure (TERR_TYPE_GP_GAME);
  /* one line per figure as soon as it is known, also into a pipe */
  setvbuf (stdout, NULL, _IOLBF, 0);
  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--games") && i + 1 < argc)
        games = atoi (argv[++i]);
      else if (g_str_equal (argv[i], "--quick"))
        {
          games = 12;
          grids = 40;
        }
      else if (g_str_equal (argv[i], "--only-ai"))
        only_ai = TRUE;
      else if (g_str_equal (argv[i], "--no-ai"))
        no_ai = TRUE;
      else if (g_str_equal (argv[i], "--only-level3"))
        only_level3 = TRUE;
      else if (g_str_equal (argv[i], "--no-level3"))
        no_level3 = TRUE;
      else if (g_str_equal (argv[i], "--from") && i + 1 < argc)
        from = atoi (argv[++i]);
    }
  if (!only_ai && !only_level3)
    {
      bench_courtyard (grids);
      bench_16 ();
    }
  if (!no_ai && !only_level3)
    bench_ai (games);
  if (!no_ai && !no_level3)
    bench_level3 (from, games);
  return 0;
}
