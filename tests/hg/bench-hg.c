/* bench-hg.c — Hanging Gardens figures: scoring a finished garden, listing
 * the legal actions of a mid-game position, random playouts per second,
 * and the strength of the AI levels in seeded two-seat games (with the
 * processor time of the stronger level's decisions: median and max).
 *
 * HG_BENCH_GAMES sets how many games each AI match plays (default 200,
 * the figure the strength goal is stated for); 0 skips the matches.
 * --only-level3 plays only the match of level 3 against level 2;
 * HG_BENCH_FROM=K starts the matches at game K (to split a match over
 * processes: the games are the same, the counts add up).  With
 * HG_BENCH_VERBOSE=1 every game prints its seed and scores (2: also where
 * the gazebos stand and their views; 3: also every action once at most 6
 * pieces are left in the supply), so a partial match can be counted.  The
 * match line also gives the match score: a win counts 1, a tie ½ (the
 * rules: "ties share the win"). */
#include <stdlib.h>
#include <time.h>

#include "terr-hg-ai.h"
#include "terr-hg-score.h"

#define N_SAMPLES 31

/* The machine is shared: the figures count this thread's processor time
 * (one core), in µs, not the wall clock. */
static gint64
now_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (double *samples, int n)
{
  qsort (samples, n, sizeof (double), compare_double);
  return samples[n / 2];
}

static TerrHgState *
random_game (guint64 seed, int max_actions)
{
  TerrHgState *s = terr_hg_state_new (4, TRUE);
  TerrRandom rng;

  terr_random_init (&rng, seed);
  terr_hg_state_playout (s, &rng, max_actions, NULL);
  return s;
}

/* Median µs of one call of @func over batches of @reps calls. */
static double
time_us (void (*func) (TerrHgState *s), TerrHgState *s, int reps)
{
  double samples[N_SAMPLES];

  for (int i = 0; i < N_SAMPLES; i++)
    {
      gint64 t0 = now_us ();
      for (int r = 0; r < reps; r++)
        func (s);
      samples[i] = (double) (now_us () - t0) / reps;
    }
  return median (samples, N_SAMPLES);
}

static volatile int sink;

static void
score_all (TerrHgState *s)
{
  int scores[TERR_HG_MAX_SEATS + 1];

  terr_hg_score_all (s, scores);
  sink += scores[1];
}

static GArray *scratch;

static void
list_all (TerrHgState *s)
{
  g_array_set_size (scratch, 0);
  terr_hg_state_list_actions (s, scratch);
  sink += scratch->len;
}

static void
bench_scoring (void)
{
  /* Finished 4-seat gardens with all 24 tiles; the median over several. */
  double samples[8];

  for (int i = 0; i < 8; i++)
    {
      TerrHgState *s = random_game (1000 + i, 100000);
      g_assert_true (terr_hg_state_is_over (s));
      g_assert_cmpint (s->n_tiles, ==, TERR_HG_N_TILES);
      samples[i] = time_us (score_all, s, 200);
      terr_hg_state_free (s);
    }
  g_print ("bench: hg-score-all-seats median=%.2f us [finished 4-seat 24-tile gardens, 8 games]\n",
           median (samples, 8));
}

static void
bench_list (void)
{
  double samples[8];
  guint n = 0;

  scratch = g_array_sized_new (FALSE, FALSE, sizeof (TerrHgAction), 1024);
  for (int i = 0; i < 8; i++)
    {
      TerrHgState *s = random_game (2000 + i, 30);
      samples[i] = time_us (list_all, s, 200);
      n += scratch->len;
      terr_hg_state_free (s);
    }
  g_print ("bench: hg-list-actions median=%.2f us [after 30 random actions, %u actions on average]\n",
           median (samples, 8), n / 8);
  g_array_unref (scratch);
}

static void
bench_playouts (void)
{
  TerrHgState *s = terr_hg_state_new (2, TRUE);
  g_autoptr(GArray) undos = g_array_new (FALSE, FALSE, sizeof (TerrHgUndo));
  double samples[9];
  guint64 seed = 0;
  guint64 actions = 0, games = 0;

  for (int i = 0; i < 9; i++)
    {
      gint64 t0 = now_us ();
      int n = 0;

      while (now_us () - t0 < 200000)
        {
          TerrRandom rng;

          terr_random_init (&rng, seed++);
          actions += terr_hg_state_playout (s, &rng, 100000, undos);
          for (guint u = undos->len; u > 0; u--)
            terr_hg_state_undo (s, &g_array_index (undos, TerrHgUndo, u - 1));
          g_array_set_size (undos, 0);
          n++;
        }
      games += n;
      samples[i] = n / ((now_us () - t0) / 1e6);
    }
  g_print ("bench: hg-playouts median=%.0f games/s [2 seats, whole games, undone; %.1f actions a game]\n",
           median (samples, 9), (double) actions / games);
  terr_hg_state_free (s);
}

/* Processor time of each decision of the stronger level (ms). */
static GArray *decision_ms;

/* One two-seat game: @level_a plays seat 1 when @a_first, else seat 2. */
static int
play_match_game (guint level_a, guint level_b, gboolean a_first, guint64 seed)
{
  TerrHgState *s = terr_hg_state_new (2, TRUE);
  int scores[TERR_HG_MAX_SEATS + 1];
  int seat_a = a_first ? 1 : 2, result;
  TerrRandom rng;

  terr_random_init (&rng, seed);
  s->to_move = 1;
  for (int n = 0; !terr_hg_state_is_over (s) && n < 2000; n++)
    {
      TerrHgAction a;
      TerrHgUndo u;
      guint level = s->to_move == seat_a ? level_a : level_b;
      gint64 t0 = now_us ();
      gboolean ok = terr_hg_ai_choose (s, level, terr_random_next (&rng), NULL, &a, NULL);

      if (level == level_a)
        {
          double ms = (now_us () - t0) / 1000.0;
          g_array_append_val (decision_ms, ms);
        }

      g_assert_true (ok);
      g_assert_null (terr_hg_state_check (s, &a));
      if (g_getenv ("HG_BENCH_VERBOSE") && atoi (g_getenv ("HG_BENCH_VERBOSE")) > 2)
        {
          int left = s->supply_tiles;

          for (int k = 1; k <= TERR_HG_N_SUITS; k++)
            left += s->supply_coins[k];
          if (left <= 6)
            g_print ("  level %u (seat %d) action %d of turn: kind %d at (%d,%d); %d in the supply, pawns %d %d\n",
                     level, s->to_move, s->actions_taken + 1, a.kind, a.x, a.y, left,
                     s->gazebo_placed[1], s->gazebo_placed[2]);
        }
      terr_hg_state_apply (s, &a, &u);
    }
  terr_hg_score_all (s, scores);
  result = scores[seat_a] - scores[3 - seat_a];
  if (g_getenv ("HG_BENCH_VERBOSE"))
    g_print ("game seed=%" G_GUINT64_FORMAT " level %u in seat %d: %d to %d, %d tiles placed\n",
             seed, level_a, seat_a, scores[seat_a], scores[3 - seat_a], s->n_tiles);
  if (g_getenv ("HG_BENCH_VERBOSE") && atoi (g_getenv ("HG_BENCH_VERBOSE")) > 1)
    for (int seat = 1; seat <= 2; seat++)
      {
        int views[TERR_HG_N_DIRS];
        TerrHgDir best;

        terr_hg_score_seat (s, seat, views, &best);
        g_print ("  seat %d at (%d,%d) views %d %d %d %d best %s\n", seat, s->gazebo_x[seat],
                 s->gazebo_y[seat], views[0], views[1], views[2], views[3], terr_hg_dir_to_string (best));
      }
  terr_hg_state_free (s);
  return result > 0 ? 1 : result < 0 ? -1 : 0;
}

/* The first game of the matches (HG_BENCH_FROM): a long match can be
 * split over several processes and the counts added. */
static int first_game;

static void
bench_match (guint level_a, guint level_b, int n_games)
{
  int wins = 0, ties = 0, losses = 0;
  gint64 t0 = now_us ();
  double max_ms = 0;

  decision_ms = g_array_new (FALSE, FALSE, sizeof (double));

  for (int g = first_game; g < first_game + n_games; g++)
    {
      int r = play_match_game (level_a, level_b, g % 2 == 0, 7000 + g / 2);
      wins += r > 0;
      ties += r == 0;
      losses += r < 0;
    }
  g_print ("bench: hg-ai%u-vs-ai%u median=%.1f %% [%d won, %d tied, %d lost of %d games, seats alternated;"
           " match score %.1f %%; %.1f s]\n",
           level_a, level_b, 100.0 * wins / n_games, wins, ties, losses, n_games,
           100.0 * (wins + 0.5 * ties) / n_games, (now_us () - t0) / 1e6);
  for (guint i = 0; i < decision_ms->len; i++)
    max_ms = MAX (max_ms, g_array_index (decision_ms, double, i));
  g_print ("bench: hg-ai%u-decision median=%.1f ms max=%.1f [processor time of one decision of level %u, %u decisions]\n",
           level_a, median ((double *) (void *) decision_ms->data, (int) decision_ms->len), max_ms,
           level_a, decision_ms->len);
  g_array_unref (decision_ms);
}

int
main (int argc, char **argv)
{
  const char *env = g_getenv ("HG_BENCH_GAMES");
  int n_games = env ? atoi (env) : 200;
  gboolean only_level3 = argc > 1 && g_str_equal (argv[1], "--only-level3");

  first_game = g_getenv ("HG_BENCH_FROM") ? atoi (g_getenv ("HG_BENCH_FROM")) : 0;

  if (!only_level3)
    {
      bench_scoring ();
      bench_list ();
      bench_playouts ();
    }
  if (n_games > 0)
    {
      if (!only_level3)
        {
          bench_match (1, 0, n_games);
          bench_match (2, 1, n_games);
        }
      bench_match (3, 2, n_games);
    }
  return 0;
}
