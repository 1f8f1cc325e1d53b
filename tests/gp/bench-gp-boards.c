/* bench-gp-boards.c — the computer on each bundled Garden Paths board
 * (see HACKING.md for the line format): per board and level, whole
 * 2-seat games between two computer seats of that level, the processor
 * time of one decision (median, max; goal: at most 2 s) and of a whole
 * game, and the best path of the final grids (median, worst).
 * Options: --games N (games per board and level, default 3),
 * --levels L (the highest level, default 3), --seats N (seats at the
 * table, default 2; all of that level).  GP_BOARDS_SLOW=MS prints every
 * decision that took longer than MS ms. */
#include "gp/terr-gp-game.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* The machine is shared: work is timed by this thread's processor time
 * (one core), in ms. */
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
median (GArray *v)
{
  double *d = (double *) v->data;
  guint n = v->len;

  if (n == 0)
    return 0;
  qsort (d, n, sizeof (double), compare_double);
  return n % 2 ? d[n / 2] : 0.5 * (d[n / 2 - 1] + d[n / 2]);
}

static double
maximum (GArray *v)
{
  double m = 0;

  for (guint i = 0; i < v->len; i++)
    m = MAX (m, g_array_index (v, double, i));
  return m;
}

int
main (int argc, char **argv)
{
  int games = 3, max_level = 3, n_seats = 2;
  guint n_boards = 0;
  const TerrGpBoardInfo *boards;

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--games") && i + 1 < argc)
        {
          games = atoi (argv[++i]);
          games = MAX (1, games);
        }
      else if (g_str_equal (argv[i], "--seats") && i + 1 < argc)
        {
          n_seats = atoi (argv[++i]);
          n_seats = CLAMP (n_seats, 1, 6);
        }
      else if (g_str_equal (argv[i], "--levels") && i + 1 < argc)
        {
          max_level = atoi (argv[++i]);
          max_level = CLAMP (max_level, 1, 3);
        }
    }

  g_type_ensure (TERR_TYPE_GP_GAME);
  boards = terr_gp_game_list_boards (&n_boards);
  for (guint b = 0; b < n_boards; b++)
    for (int level = 1; level <= max_level; level++)
      {
        g_autoptr(GArray) decisions = g_array_new (FALSE, FALSE, sizeof (double));
        g_autoptr(GArray) game_ms = g_array_new (FALSE, FALSE, sizeof (double));
        g_autoptr(GArray) scores = g_array_new (FALSE, FALSE, sizeof (double));

        for (int k = 0; k < games; k++)
          {
            g_autoptr(GError) error = NULL;
            g_autoptr(TerrGame) game = terr_gp_game_new_on_board (boards[b].id, n_seats, (guint64) k, &error);
            double total = 0;
            guint turn = 0;

            g_assert_no_error (error);
            while (!terr_game_is_over (game))
              {
                g_autoptr(TerrMove) move = NULL;
                double t0 = cpu_ms (), dt;

                move = terr_game_ai_move (game, (guint) level, (guint64) k * 100003u + turn++, NULL, &error);
                dt = cpu_ms () - t0;
                if (g_getenv ("GP_BOARDS_SLOW") && dt > atof (g_getenv ("GP_BOARDS_SLOW")))
                  printf ("slow: %s level %d move %u (%s) %.0f ms\n", boards[b].id, level, turn - 1,
                          terr_move_get_move_type (move), dt);
                g_assert_no_error (error);
                g_array_append_val (decisions, dt);
                total += dt;
                if (!terr_game_play (game, move, &error))
                  g_error ("%s", error->message);
              }
            g_array_append_val (game_ms, total);
            for (int s = 1; s <= n_seats; s++)
              {
                double score = terr_game_get_seat_score (game, s);
                g_array_append_val (scores, score);
              }
          }
        {
          double mx = maximum (decisions), worst_score = G_MAXDOUBLE;

          for (guint i = 0; i < scores->len; i++)
            worst_score = MIN (worst_score, g_array_index (scores, double, i));
          printf ("bench: gp-%s-level%d-decision median=%.1f ms max=%.1f [processor time, %u decisions, %dx%d, %d seats]\n",
                  boards[b].id, level, median (decisions), mx, decisions->len, boards[b].width, boards[b].height,
                  n_seats);
          printf ("bench: gp-%s-level%d-game median=%.0f ms max=%.0f [%d games]\n",
                  boards[b].id, level, median (game_ms), maximum (game_ms), games);
          printf ("bench: gp-%s-level%d-score median=%.1f points worst=%.0f\n",
                  boards[b].id, level, median (scores), worst_score);
          fflush (stdout);
        }
      }
  return 0;
}
