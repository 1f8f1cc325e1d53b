/* test-zg-solver.c — the Ziggurat solver: every line it gives replays
 * through the rules, its "no" agrees with a plain exhaustive search on
 * small problems, limits and cancelling work. */
#include "terr-zg-solver.h"
#include "terr-random.h"
#include "zg-test-util.h"

#include <string.h>

static void
solve (const TerrZgState *st, gboolean fewest, guint64 node_limit, guint64 seed, TerrZgSolution *sol)
{
  TerrZgSolveParams params = { 0, };

  params.fewest = fewest;
  params.node_limit = node_limit;
  params.seed = seed;
  g_assert_true (terr_zg_solve (st, &params, NULL, sol));
}

/* Deals that are quick to solve: 0, 6, 21, 26 and 39 can be finished
 * without cheating; 2, 9 and 10 cannot. */
static void
test_yes_lines_replay (void)
{
  static const guint64 seeds[] = { 0, 6, 21, 26, 39 };

  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      TerrZgState st;
      TerrZgSolution sol;

      terr_zg_state_deal (&st, seeds[i]);
      solve (&st, TRUE, 0, 0, &sol);
      g_assert_cmpint (sol.zero_cheat, ==, TERR_ZG_VERDICT_YES);
      g_assert_cmpint (sol.cheats, ==, 0);
      g_assert_true (sol.proven_minimal);
      g_assert_cmpuint (sol.moves->len, ==, 28);
      g_assert_cmpint (zg_test_replay (&st, sol.moves), ==, 0);
      g_assert_cmpuint (sol.nodes, >, 0);
      terr_zg_solution_clear (&sol);
    }
}

static void
test_no_proven (void)
{
  static const guint64 seeds[] = { 2, 9, 10 };

  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      TerrZgState st;
      TerrZgSolution sol;

      terr_zg_state_deal (&st, seeds[i]);
      solve (&st, FALSE, 0, 0, &sol);
      g_assert_cmpint (sol.zero_cheat, ==, TERR_ZG_VERDICT_NO);
      g_assert_cmpint (sol.cheats, ==, -1);
      g_assert_cmpuint (sol.moves->len, ==, 0);
      terr_zg_solution_clear (&sol);
    }
}

/* Plain depth-first search over every place move of the rules. */
static gboolean
brute_force (const TerrZgState *st, guint64 *nodes)
{
  g_autoptr(GArray) moves = NULL;

  if (terr_zg_state_is_complete (st))
    return TRUE;
  moves = terr_zg_state_list_moves (st);
  for (guint i = 0; i < moves->len; i++)
    {
      const TerrZgMove *m = &g_array_index (moves, TerrZgMove, i);
      TerrZgState next = *st;

      if (m->type != TERR_ZG_MOVE_PLACE)
        continue;
      (*nodes)++;
      g_assert_true (terr_zg_state_apply (&next, m, NULL));
      if (brute_force (&next, nodes))
        return TRUE;
    }
  return FALSE;
}

/* Positions with a few dominoes left: the end of a solver line, with the
 * dominoes still to come shuffled between hand and pile, or with one other
 * legal placement (which often makes it impossible).  The solver and the
 * plain search must agree. */
static void
test_agrees_with_exhaustive_search (void)
{
  static const guint64 seeds[] = { 0, 6, 21, 26, 39 };
  TerrRandom rng;
  guint n_yes = 0, n_no = 0;

  terr_random_init (&rng, 99);
  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      TerrZgState start;
      TerrZgSolution line;

      terr_zg_state_deal (&start, seeds[i]);
      solve (&start, FALSE, 0, 0, &line);
      g_assert_cmpuint (line.moves->len, ==, 28);
      for (guint left = 4; left <= 6; left++)
        for (guint trial = 0; trial < 10; trial++)
          {
            TerrZgState st = start;
            guint8 rest[TERR_ZG_N_DOMINOES];
            guint n = 0, hand;
            guint64 nodes = 0;
            gboolean expect;
            TerrZgSolution sol;

            for (guint k = 0; k < 28 - left; k++)
              g_assert_true (terr_zg_state_apply (&st, &g_array_index (line.moves, TerrZgMove, k), NULL));
            if (trial >= 4)
              {
                /* Leave the line: any other legal placement. */
                g_autoptr(GArray) moves = terr_zg_state_list_moves (&st);
                guint n_places = 0;

                while (n_places < moves->len &&
                       g_array_index (moves, TerrZgMove, n_places).type == TERR_ZG_MOVE_PLACE)
                  n_places++;
                if (n_places > 0)
                  g_assert_true (terr_zg_state_apply (&st, &g_array_index (moves, TerrZgMove,
                                                                           terr_random_below (&rng, n_places)), NULL));
              }
            else if (trial > 0)
              {
                memcpy (rest, st.hand, st.hand_len);
                n = st.hand_len;
                memcpy (rest + n, st.pile + st.pile_pos, st.pile_len - st.pile_pos);
                n += st.pile_len - st.pile_pos;
                terr_random_shuffle (&rng, rest, n, 1);
                hand = MIN (n, 3);
                memcpy (st.hand, rest, hand);
                st.hand_len = hand;
                memcpy (st.pile, rest + hand, n - hand);
                st.pile_pos = 0;
                st.pile_len = n - hand;
              }
            expect = brute_force (&st, &nodes);
            solve (&st, FALSE, 0, trial, &sol);
            g_assert_cmpint (sol.zero_cheat, ==, expect ? TERR_ZG_VERDICT_YES : TERR_ZG_VERDICT_NO);
            if (expect)
              g_assert_cmpint (zg_test_replay (&st, sol.moves), ==, 0);
            n_yes += expect;
            n_no += !expect;
            terr_zg_solution_clear (&sol);
          }
      terr_zg_solution_clear (&line);
    }
  g_test_message ("%u solvable, %u not", n_yes, n_no);
  g_assert_cmpuint (n_yes, >, 10);
  g_assert_cmpuint (n_no, >, 10);
}

/* Off a solver line one legal step that spoils it: the fewest-cheats line
 * must replay to exactly the cheats it claims. */
static void
test_fewest_cheats_replay (void)
{
  TerrZgState start;
  TerrZgSolution line;
  guint found = 0, n_proven = 0;

  terr_zg_state_deal (&start, 0);
  solve (&start, FALSE, 0, 0, &line);
  for (guint k = 18; k < 27 && found < 3; k++)
    {
      TerrZgState st = start;
      g_autoptr(GArray) moves = NULL;

      for (guint j = 0; j < k; j++)
        g_assert_true (terr_zg_state_apply (&st, &g_array_index (line.moves, TerrZgMove, j), NULL));
      moves = terr_zg_state_list_moves (&st);
      for (guint i = 0; i < moves->len && found < 3; i++)
        {
          TerrZgState alt = st;
          TerrZgSolution sol;

          if (g_array_index (moves, TerrZgMove, i).type != TERR_ZG_MOVE_PLACE)
            continue;
          g_assert_true (terr_zg_state_apply (&alt, &g_array_index (moves, TerrZgMove, i), NULL));
          solve (&alt, FALSE, 0, 0, &sol);
          if (sol.zero_cheat == TERR_ZG_VERDICT_NO)
            {
              terr_zg_solution_clear (&sol);
              solve (&alt, TRUE, 200000, 0, &sol);
              g_assert_cmpint (sol.zero_cheat, ==, TERR_ZG_VERDICT_NO);
              if (sol.cheats >= 0)
                {
                  g_assert_cmpint (sol.cheats, >=, 1);
                  g_assert_cmpint (zg_test_replay (&alt, sol.moves), ==, sol.cheats);
                  g_test_message ("%u placed: %d cheats, %s", alt.n_placed, sol.cheats,
                                  sol.proven_minimal ? "proven minimal" : "not proven");
                  found++;
                  n_proven += sol.proven_minimal;
                }
            }
          terr_zg_solution_clear (&sol);
        }
    }
  terr_zg_solution_clear (&line);
  g_assert_cmpuint (found, >, 0);
  g_assert_cmpuint (n_proven, >, 0);
}

/* Deal 47 cannot be finished without cheating; two cheats do, and one
 * cheat was searched in full. */
static void
test_fewest_cheats_deal (void)
{
  TerrZgState st;
  TerrZgSolution sol;

  terr_zg_state_deal (&st, 47);
  solve (&st, TRUE, 0, 0, &sol);
  g_assert_cmpint (sol.zero_cheat, ==, TERR_ZG_VERDICT_NO);
  g_assert_cmpint (sol.cheats, ==, 2);
  g_assert_true (sol.proven_minimal);
  g_assert_cmpint (zg_test_replay (&st, sol.moves), ==, 2);
  terr_zg_solution_clear (&sol);
}

/* Hand 1-3 2-4 3-5, then 0-0 0-6 1-2: to draw the 1-2 the ziggurat must hold
 * three of the first five, linked by shared values, but they fall into the
 * groups {1-3, 3-5}, {2-4}, {0-0, 0-6}.  No line exists, lifts or not. */
static void
test_no_line_at_all (void)
{
  static const char *order = "1-3 2-4 3-5 0-0 0-6 1-2 0-1 5-5 4-4 1-1 2-5 3-3 3-4 1-4 4-5 "
                             "0-4 5-6 2-6 0-5 2-3 0-2 1-5 1-6 0-3 6-6 3-6 2-2 4-6";
  g_auto(GStrv) words = g_strsplit (order, " ", -1);
  TerrZgState st;
  TerrZgSolution sol;

  terr_zg_state_init (&st);
  for (guint i = 0; words[i]; i++)
    g_assert_true (terr_zg_domino_parse (words[i], &st.pile[i]));
  memcpy (st.hand, st.pile, 3);
  st.hand_len = 3;
  st.pile_pos = 3;
  solve (&st, TRUE, 0, 0, &sol);
  g_assert_cmpint (sol.zero_cheat, ==, TERR_ZG_VERDICT_NO);
  g_assert_cmpint (sol.cheats, ==, -1);
  g_assert_true (sol.proven_minimal);
  g_assert_cmpuint (sol.moves->len, ==, 0);
  terr_zg_solution_clear (&sol);
}

static void
test_complete_position (void)
{
  TerrZgState st;
  TerrZgSolution line, sol;

  terr_zg_state_deal (&st, 21);
  solve (&st, FALSE, 0, 0, &line);
  for (guint j = 0; j < line.moves->len; j++)
    g_assert_true (terr_zg_state_apply (&st, &g_array_index (line.moves, TerrZgMove, j), NULL));
  terr_zg_solution_clear (&line);
  g_assert_true (terr_zg_state_is_complete (&st));
  solve (&st, TRUE, 0, 0, &sol);
  g_assert_cmpint (sol.zero_cheat, ==, TERR_ZG_VERDICT_YES);
  g_assert_cmpint (sol.cheats, ==, 0);
  g_assert_cmpuint (sol.moves->len, ==, 0);
  terr_zg_solution_clear (&sol);
}

static void
test_limits (void)
{
  TerrZgState st;
  TerrZgSolution sol;
  TerrZgSolveParams params = { 0, };
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();

  /* Deal 4 needs many nodes: a tiny node limit leaves it open. */
  terr_zg_state_deal (&st, 4);
  solve (&st, TRUE, 100, 0, &sol);
  g_assert_cmpint (sol.zero_cheat, ==, TERR_ZG_VERDICT_UNKNOWN);
  g_assert_cmpint (sol.cheats, ==, -1);
  g_assert_false (sol.proven_minimal);
  g_assert_cmpuint (sol.nodes, <=, 100);
  terr_zg_solution_clear (&sol);

  g_cancellable_cancel (cancellable);
  g_assert_false (terr_zg_solve (&st, &params, cancellable, &sol));
  g_assert_true (sol.cancelled);
  g_assert_cmpint (sol.zero_cheat, ==, TERR_ZG_VERDICT_UNKNOWN);
  terr_zg_solution_clear (&sol);
}

static void
count_progress_cb (double fraction, guint64 nodes, gpointer user_data)
{
  double *last = user_data;

  g_assert_cmpfloat (fraction, >=, *last);
  g_assert_cmpfloat (fraction, <=, 1.0);
  *last = fraction;
}

static void
test_progress (void)
{
  TerrZgState st;
  TerrZgSolution sol;
  TerrZgSolveParams params = { 0, };
  double last = 0;

  terr_zg_state_deal (&st, 7);
  params.progress = count_progress_cb;
  params.progress_data = &last;
  g_assert_true (terr_zg_solve (&st, &params, NULL, &sol));
  g_assert_cmpfloat (last, ==, 1.0);
  terr_zg_solution_clear (&sol);
}

static void
test_deterministic (void)
{
  TerrZgState st;
  TerrZgSolution a, b;

  terr_zg_state_deal (&st, 1);
  solve (&st, FALSE, 0, 5, &a);
  solve (&st, FALSE, 0, 5, &b);
  g_assert_cmpuint (a.nodes, ==, b.nodes);
  g_assert_cmpmem (a.moves->data, a.moves->len * sizeof (TerrZgMove),
                   b.moves->data, b.moves->len * sizeof (TerrZgMove));
  terr_zg_solution_clear (&a);
  terr_zg_solution_clear (&b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/zg/solver/yes-lines-replay", test_yes_lines_replay);
  g_test_add_func ("/zg/solver/no-proven", test_no_proven);
  g_test_add_func ("/zg/solver/agrees-with-exhaustive-search", test_agrees_with_exhaustive_search);
  g_test_add_func ("/zg/solver/fewest-cheats-replay", test_fewest_cheats_replay);
  g_test_add_func ("/zg/solver/fewest-cheats-deal", test_fewest_cheats_deal);
  g_test_add_func ("/zg/solver/no-line-at-all", test_no_line_at_all);
  g_test_add_func ("/zg/solver/complete-position", test_complete_position);
  g_test_add_func ("/zg/solver/limits", test_limits);
  g_test_add_func ("/zg/solver/progress", test_progress);
  g_test_add_func ("/zg/solver/deterministic", test_deterministic);
  return g_test_run ();
}
