/* bench-zg.c — the Ziggurat solver on 200 seeded deals (seeds 0..199).
 *
 * The 0-cheat question for each deal with a 1 s time limit: how many are
 * solvable, proven not, undecided; time and nodes (median, p90, max).
 * Every "yes" line is replayed through the rules.  Then the fewest cheats
 * on the deals that cannot be finished without cheating (default caps).
 */
#include "terr-zg-solver.h"
#include "zg-test-util.h"

#include <stdio.h>
#include <stdlib.h>

#define N_DEALS 200

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
quantile (double *v, int n, double q)
{
  int i;

  if (n == 0)
    return 0;
  qsort (v, n, sizeof *v, compare_double);
  i = (int) (q * (n - 1) + 0.5);
  return v[i];
}

int
main (void)
{
  static double secs[N_DEALS], nodes[N_DEALS];
  double few_secs[N_DEALS];
  int n_yes = 0, n_no = 0, n_unknown = 0, n_within = 0, bad_lines = 0;
  int n_few = 0, few_found = 0, few_proven = 0, few_impossible = 0;
  guint64 no_seeds[N_DEALS];

  for (int i = 0; i < N_DEALS; i++)
    {
      TerrZgState st;
      TerrZgSolveParams params = { 0, };
      TerrZgSolution sol;

      terr_zg_state_deal (&st, i);
      params.time_limit = 1.0;
      terr_zg_solve (&st, &params, NULL, &sol);
      secs[i] = sol.seconds * 1000;
      nodes[i] = sol.nodes;
      switch (sol.zero_cheat)
        {
        case TERR_ZG_VERDICT_YES:
          n_yes++;
          if (zg_test_replay (&st, sol.moves) != 0)
            bad_lines++;
          break;
        case TERR_ZG_VERDICT_NO:
          no_seeds[n_no++] = i;
          break;
        default:
          n_unknown++;
        }
      if (sol.zero_cheat != TERR_ZG_VERDICT_UNKNOWN && sol.seconds <= 1.0)
        n_within++;
      terr_zg_solution_clear (&sol);
    }

  printf ("deals %d: solvable without cheating %d, proven not %d, undecided %d, "
          "decided within 1 s %d (%.1f%%), lines not replaying %d\n",
          N_DEALS, n_yes, n_no, n_unknown, n_within, 100.0 * n_within / N_DEALS, bad_lines);
  printf ("bench: zg-zero-cheat-time median=%.3f ms p90=%.3f max=%.3f deals=%d\n",
          quantile (secs, N_DEALS, 0.5), quantile (secs, N_DEALS, 0.9),
          quantile (secs, N_DEALS, 1.0), N_DEALS);
  printf ("bench: zg-zero-cheat-nodes median=%.0f nodes p90=%.0f max=%.0f\n",
          quantile (nodes, N_DEALS, 0.5), quantile (nodes, N_DEALS, 0.9),
          quantile (nodes, N_DEALS, 1.0));
  printf ("bench: zg-zero-cheat-decided median=%.1f %% yes=%d no=%d undecided=%d within-1s=%d/%d\n",
          100.0 * n_within / N_DEALS, n_yes, n_no, n_unknown, n_within, N_DEALS);

  /* Fewest cheats on the "no" deals, with the solver's default cap. */
  for (int k = 0; k < n_no; k++)
    {
      TerrZgState st;
      TerrZgSolveParams params = { 0, };
      TerrZgSolution sol;

      terr_zg_state_deal (&st, no_seeds[k]);
      params.fewest = TRUE;
      params.time_limit = 5.0;
      terr_zg_solve (&st, &params, NULL, &sol);
      few_secs[n_few++] = sol.seconds * 1000;
      if (sol.cheats >= 0)
        {
          few_found++;
          few_proven += sol.proven_minimal;
          if (zg_test_replay (&st, sol.moves) != sol.cheats)
            bad_lines++;
        }
      else if (sol.proven_minimal)
        few_impossible++;
      terr_zg_solution_clear (&sol);
    }
  printf ("bench: zg-fewest-cheats-time median=%.1f ms max=%.1f deals=%d found=%d proven-minimal=%d "
          "proven-impossible=%d bad-lines=%d\n",
          quantile (few_secs, n_few, 0.5), quantile (few_secs, n_few, 1.0), n_few, few_found,
          few_proven, few_impossible, bad_lines);
  return bad_lines == 0 ? 0 : 1;
}
