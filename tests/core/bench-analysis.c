/* Figures of "Analyse game" (build-aux/bench): the analysis of a whole
 * game as `terraces-cli play --game G --seats … --seed 1` plays it, then
 * `terraces-cli analyse` (the default node budget per move):
 *   analysis-hg4: a 4-seat Hanging Gardens game (the figure),
 *   analysis-gp2, analysis-zg: a 2-seat Garden Paths and a Ziggurat game.
 * Each is run ANALYSIS_BENCH_RUNS times (default 5); the median wall time
 * and the median processor time of the thread are printed, and every run
 * must give the same analysis (the budgets are counts, not time). */
#include <stdlib.h>
#include <time.h>

#include "terr-games.h"

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

static double
thread_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

/* The game `terraces-cli play` writes for these seats (level 1) and seed. */
static TerrGame *
play (TerrGameKind kind, guint n_seats, guint64 seed)
{
  TerrGame *game = terr_game_new (kind, n_seats, seed, NULL);

  g_assert_nonnull (game);
  for (guint i = 0; i < n_seats; i++)
    {
      g_autofree char *name = g_strdup_printf ("AI %u", i + 1);
      terr_game_set_player (game, (int) i + 1, name, TRUE, 1);
    }
  for (guint turn = 0; !terr_game_is_over (game); turn++)
    {
      g_autoptr(TerrMove) move = terr_game_ai_move (game, 1, seed * 1000003u + turn, NULL, NULL);

      g_assert_nonnull (move);
      g_assert_true (terr_game_play (game, move, NULL));
    }
  return game;
}

static void
bench (const char *name, TerrGameKind kind, guint n_seats, guint runs)
{
  g_autoptr(TerrGame) game = play (kind, n_seats, 1);
  g_autoptr(GArray) wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *first = NULL;
  guint n_moves = 0, n_mistakes = 0;

  for (guint run = 0; run < runs; run++)
    {
      gint64 start = g_get_monotonic_time ();
      double c0 = thread_ms (), ms, cms;
      g_autoptr(TerrAnalysis) analysis = terr_game_analyse (game, NULL, NULL, NULL, NULL, NULL);
      g_autoptr(JsonNode) json = NULL;
      g_autofree char *text = NULL;

      cms = thread_ms () - c0;
      ms = (g_get_monotonic_time () - start) / 1000.0;
      g_assert_nonnull (analysis);
      g_array_append_val (wall, ms);
      g_array_append_val (cpu, cms);
      json = terr_analysis_to_json (analysis);
      text = json_to_string (json, FALSE);
      if (first == NULL)
        first = g_steal_pointer (&text);
      else
        g_assert_cmpstr (text, ==, first);
      n_moves = terr_analysis_get_n_moves (analysis);
      n_mistakes = terr_analysis_get_n_mistakes (analysis);
    }
  g_print ("bench: %s median=%.1f ms runs=%u moves=%u mistakes=%u (processor time of the thread: median %.1f ms)\n",
           name, median (wall), runs, n_moves, n_mistakes, median (cpu));
}

int
main (int argc, char **argv)
{
  const char *env = g_getenv ("ANALYSIS_BENCH_RUNS");
  guint runs = env != NULL ? (guint) MAX (1, atoi (env)) : 5;

  terr_games_ensure_types ();
  bench ("analysis-hg4", TERR_GAME_HANGING_GARDENS, 4, runs);
  bench ("analysis-gp2", TERR_GAME_GARDEN_PATHS, 2, runs);
  bench ("analysis-zg", TERR_GAME_ZIGGURAT, 1, runs);
  return 0;
}
