/* test-zg-rules.c — the Ziggurat rules on the plain state: each placement
 * rule passing and failing, lifts, refills, the seeded deal. */
#include "terr-zg-state.h"
#include "terr-zg-solver-private.h"
#include "terr-random.h"
#include "zg-test-util.h"

#include <string.h>

#define H TERR_ZG_DIR_H
#define V TERR_ZG_DIR_V

static void
test_dominoes (void)
{
  guint8 id;

  for (guint i = 0; i < TERR_ZG_N_DOMINOES; i++)
    {
      guint lo = terr_zg_domino_low (i), hi = terr_zg_domino_high (i);
      char text[4] = { '0' + hi, '-', '0' + lo, '\0' };

      g_assert_cmpuint (lo, <=, hi);
      g_assert_cmpuint (terr_zg_domino_id (lo, hi), ==, i);
      g_assert_cmpuint (terr_zg_domino_id (hi, lo), ==, i);
      g_assert_true (terr_zg_domino_parse (text, &id));
      g_assert_cmpuint (id, ==, i);
    }
  /* The order of the numbering: 0-0 0-1 … 0-6 1-1 … 6-6. */
  g_assert_cmpuint (terr_zg_domino_id (0, 6), ==, 6);
  g_assert_cmpuint (terr_zg_domino_id (1, 1), ==, 7);
  g_assert_cmpuint (terr_zg_domino_id (6, 6), ==, 27);
  g_assert_false (terr_zg_domino_parse ("7-1", &id));
  g_assert_false (terr_zg_domino_parse ("3-", &id));
  g_assert_false (terr_zg_domino_parse ("3-44", &id));
}

static void
test_tiers (void)
{
  g_assert_true (terr_zg_tier_contains (1, 0, 0));
  g_assert_true (terr_zg_tier_contains (1, 5, 5));
  g_assert_false (terr_zg_tier_contains (1, 6, 0));
  g_assert_false (terr_zg_tier_contains (2, 0, 1));
  g_assert_true (terr_zg_tier_contains (2, 1, 4));
  g_assert_false (terr_zg_tier_contains (3, 1, 2));
  g_assert_true (terr_zg_tier_contains (3, 3, 3));
  g_assert_false (terr_zg_tier_contains (4, 3, 3));
}

/* Seeds pinned to their deal: the hand, then the pile from the top. */
static void
test_deal (void)
{
  static const struct { guint64 seed; const char *order; } vectors[] = {
    { 0, "2-3 0-4 2-4 2-6 0-5 5-6 0-3 4-4 2-5 1-4 3-5 3-6 1-6 1-3 0-6 1-5 3-3 5-5 1-1 6-6 0-2 2-2 1-2 4-6 3-4 0-1 0-0 4-5" },
    { 42, "4-4 0-1 2-5 4-6 2-4 0-3 1-6 1-2 3-3 3-6 1-3 5-6 0-4 0-0 4-5 0-6 1-5 2-6 2-2 6-6 3-5 1-1 0-2 5-5 2-3 1-4 3-4 0-5" },
    { G_MAXUINT64, "1-3 2-5 1-6 4-5 5-5 2-2 0-2 1-2 1-4 2-3 0-5 3-6 3-3 0-3 0-1 3-5 2-4 1-1 0-4 6-6 1-5 4-6 4-4 5-6 2-6 3-4 0-6 0-0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (vectors); i++)
    {
      TerrZgState st;
      g_autofree char *order = NULL;

      terr_zg_state_deal (&st, vectors[i].seed);
      order = zg_test_order (&st);
      g_assert_cmpstr (order, ==, vectors[i].order);
      g_assert_cmpuint (st.hand_len, ==, 3);
      g_assert_cmpuint (st.pile_len - st.pile_pos, ==, 25);
      g_assert_cmpuint (st.n_placed, ==, 0);
      g_assert_cmpuint (st.cheats, ==, 0);
    }
}

static void
test_first_domino (void)
{
  TerrZgState st;

  zg_test_empty (&st);
  zg_test_give (&st, 3, 4);
  zg_test_give (&st, 5, 6);
  /* Nothing on the foundation: no neighbour needed. */
  zg_test_assert_ok (&st, 1, 2, 2, H, 3, 4);
  zg_test_assert_ok (&st, 1, 5, 0, V, 4, 3);
  /* … but not on an upper tier. */
  zg_test_assert_refused (&st, 2, 2, 2, H, 3, 4, "no balancing");
  /* Once a domino is down, the next one needs an equal neighbour. */
  zg_test_put (&st, 1, 0, 0, H, 0, 0);
  zg_test_assert_refused (&st, 1, 2, 2, H, 3, 4, "neither half touches an equal value");
}

static void
test_rule5_neighbours (void)
{
  TerrZgState st;

  zg_test_empty (&st);
  zg_test_put (&st, 1, 0, 0, H, 1, 1);       /* (0,0)=1 (1,0)=1 */
  zg_test_give (&st, 1, 2);
  zg_test_give (&st, 2, 3);
  zg_test_assert_ok (&st, 1, 0, 1, H, 1, 2);        /* 1 under the 1 */
  zg_test_assert_ok (&st, 1, 2, 0, H, 1, 2);        /* 1 right of the 1 */
  zg_test_assert_ok (&st, 1, 2, 0, V, 1, 2);
  /* Diagonal neighbours do not count. */
  zg_test_assert_refused (&st, 1, 2, 1, H, 1, 2, "neither half touches");
  /* It is enough that the second half touches. */
  zg_test_assert_ok (&st, 1, 0, 1, H, 2, 1);        /* the 1 on (1,1) under (1,0) */
}

static void
test_rule5_other_tier (void)
{
  TerrZgState st;

  zg_test_empty (&st);
  zg_test_put (&st, 1, 2, 2, H, 0, 1);       /* (2,2)=0 (3,2)=1 */
  zg_test_put (&st, 1, 2, 3, H, 0, 2);       /* (2,3)=0 (3,3)=2 */
  zg_test_put (&st, 1, 1, 2, V, 4, 4);       /* (1,2)=4 (1,3)=4 */
  zg_test_put (&st, 2, 2, 2, H, 5, 6);       /* tier 2: (2,2)=5 (3,2)=6 */
  zg_test_give (&st, 0, 6);
  zg_test_give (&st, 3, 4);
  /* A foundation half next to the 6 on tier 2. */
  zg_test_assert_ok (&st, 1, 4, 2, H, 6, 0);
  /* The other way round neither half has an equal neighbour on any tier. */
  zg_test_assert_refused (&st, 1, 4, 2, H, 0, 6, "neither half touches");
  /* A tier-2 half next to a 4 on the foundation. */
  zg_test_assert_ok (&st, 2, 2, 3, H, 4, 3);
  zg_test_assert_refused (&st, 2, 2, 3, H, 3, 4, "neither half touches");
}

static void
test_rule1_extent (void)
{
  TerrZgState st;

  zg_test_empty (&st);
  zg_test_give (&st, 3, 4);
  zg_test_assert_refused (&st, 3, 1, 2, H, 3, 4, "tier 3 covers only the centre 2 x 2");
  zg_test_assert_refused (&st, 3, 3, 2, H, 3, 4, "tier 3 covers only the centre 2 x 2");
  zg_test_assert_refused (&st, 3, 3, 3, V, 3, 4, "tier 3 covers only the centre 2 x 2");
  zg_test_assert_refused (&st, 2, 4, 1, H, 3, 4, "tier 2 covers only the centre 4 x 4");
  zg_test_assert_refused (&st, 2, 0, 1, V, 3, 4, "tier 2 covers only the centre 4 x 4");
  zg_test_assert_refused (&st, 1, 5, 5, V, 3, 4, "the foundation covers");
  zg_test_assert_refused (&st, 1, -1, 0, H, 3, 4, "the foundation covers");
  zg_test_assert_ok (&st, 1, 4, 5, H, 3, 4);
}

static void
test_rule2_free (void)
{
  TerrZgState st;

  zg_test_empty (&st);
  zg_test_put (&st, 1, 2, 2, H, 3, 3);
  zg_test_give (&st, 3, 4);
  zg_test_assert_refused (&st, 1, 1, 2, H, 4, 3, "already holds a half");
  zg_test_assert_refused (&st, 1, 3, 1, V, 4, 3, "already holds a half");
  zg_test_assert_ok (&st, 1, 4, 2, H, 3, 4);
}

static void
test_rule3_balancing (void)
{
  TerrZgState st;

  zg_test_empty (&st);
  zg_test_put (&st, 1, 2, 2, H, 1, 1);
  zg_test_put (&st, 1, 2, 3, H, 1, 2);
  zg_test_give (&st, 2, 3);
  /* Both halves on tier 1: fine (the 2 touches the 2 on (3,3)); one half
   * over nothing: balancing. */
  zg_test_assert_ok (&st, 2, 2, 2, V, 3, 2);
  zg_test_assert_refused (&st, 2, 3, 2, H, 2, 3, "no balancing");
  zg_test_assert_refused (&st, 2, 1, 2, H, 3, 2, "no balancing");
  /* Tier 3 needs tier 2 under both halves. */
  zg_test_assert_refused (&st, 3, 2, 2, V, 2, 3, "no balancing");
}

static void
test_rule4_greater (void)
{
  TerrZgState st;

  zg_test_empty (&st);
  zg_test_put (&st, 1, 1, 1, H, 2, 5);       /* (1,1)=2 (2,1)=5 */
  zg_test_put (&st, 1, 1, 2, H, 1, 4);       /* (1,2)=1 (2,2)=4 */
  zg_test_give (&st, 3, 5);
  zg_test_give (&st, 4, 6);
  zg_test_assert_ok (&st, 2, 1, 1, V, 5, 3);        /* 5 on 2, 3 on 1, next to the 5 */
  zg_test_assert_refused (&st, 2, 2, 1, V, 3, 5, "a 3 may not rest on a 5");
  /* Equal values across tiers are refused too. */
  zg_test_assert_refused (&st, 2, 1, 2, H, 6, 4, "a 4 may not rest on a 4");
  zg_test_assert_refused (&st, 2, 1, 1, H, 3, 5, "a 5 may not rest on a 5");
}

static void
test_not_in_hand (void)
{
  TerrZgState st;

  terr_zg_state_deal (&st, 0);   /* hand 2-3 0-4 2-4 */
  zg_test_assert_refused (&st, 1, 0, 0, H, 2, 6, "the 2-6 is not in the hand");
  zg_test_assert_ok (&st, 1, 0, 0, H, 3, 2);
}

static void
apply_ok (TerrZgState *st, TerrZgMove m)
{
  g_autofree char *reason = NULL;

  if (!terr_zg_state_apply (st, &m, &reason))
    g_error ("refused: %s", reason);
}

static void
test_lift (void)
{
  TerrZgState st;
  guint8 set[TERR_ZG_N_DOMINOES];
  TerrZgMove lift = { TERR_ZG_MOVE_LIFT, 1, 2, 1, 0, 0, 0 };
  g_autofree char *reason = NULL;

  zg_test_empty (&st);
  zg_test_put (&st, 1, 1, 1, H, 2, 5);
  zg_test_put (&st, 1, 1, 2, H, 1, 4);
  zg_test_put (&st, 1, 3, 1, H, 3, 3);
  zg_test_give (&st, 3, 5);
  st.pile_len = 0;
  apply_ok (&st, (TerrZgMove) { TERR_ZG_MOVE_PLACE, 2, 1, 1, V, 5, 3 });
  g_assert_cmpuint (st.n_placed, ==, 4);
  g_assert_cmpuint (st.hand_len, ==, 0);

  /* Lifting the 2-5 (named by its second cell) takes the 3-5 resting on it. */
  g_assert_cmpuint (terr_zg_state_lift_set (&st, 1, 2, 1, set), ==, 2);
  g_assert_cmpuint (set[0], ==, terr_zg_domino_id (2, 5));
  g_assert_cmpuint (set[1], ==, terr_zg_domino_id (3, 5));
  apply_ok (&st, lift);
  g_assert_cmpuint (st.cheats, ==, 2);
  g_assert_cmpuint (st.n_placed, ==, 2);
  g_assert_cmpuint (st.hand_len, ==, 2);
  g_assert_cmpuint (st.hand[0], ==, terr_zg_domino_id (2, 5));
  g_assert_cmpuint (st.hand[1], ==, terr_zg_domino_id (3, 5));
  g_assert_cmpint (st.value[0][1 * 6 + 1], ==, -1);
  g_assert_cmpint (st.value[1][1 * 6 + 1], ==, -1);
  g_assert_cmpint (st.value[1][2 * 6 + 1], ==, -1);
  g_assert_cmpint (st.value[0][2 * 6 + 1], ==, 1);   /* the 1-4 stays */

  /* An uncovered domino comes up alone; an empty cell has nothing. */
  lift.x = 3;
  apply_ok (&st, lift);
  g_assert_cmpuint (st.cheats, ==, 3);
  g_assert_false (terr_zg_state_apply (&st, &lift, &reason));
  g_assert_nonnull (strstr (reason, "no domino"));
}

static void
test_lift_transitive (void)
{
  TerrZgState st;
  guint8 set[TERR_ZG_N_DOMINOES];

  zg_test_empty (&st);
  zg_test_put (&st, 1, 2, 2, H, 0, 0);
  zg_test_put (&st, 1, 2, 3, H, 0, 1);
  zg_test_put (&st, 2, 2, 2, V, 1, 2);       /* on both foundation dominoes */
  zg_test_put (&st, 2, 3, 2, V, 2, 3);
  zg_test_put (&st, 3, 2, 2, H, 3, 4);       /* on both tier-2 dominoes */
  /* The 0-0 carries 1-2 and 2-3 (both rest on it), and they the 3-4. */
  g_assert_cmpuint (terr_zg_state_lift_set (&st, 1, 2, 2, set), ==, 4);
  g_assert_cmpuint (terr_zg_state_lift_set (&st, 2, 3, 3, set), ==, 2);
  g_assert_cmpuint (terr_zg_state_lift_set (&st, 3, 3, 2, set), ==, 1);
  g_assert_cmpuint (terr_zg_state_lift_set (&st, 3, 0, 0, set), ==, 0);
}

static void
test_refill (void)
{
  TerrZgState st;
  g_autofree char *order = NULL;

  terr_zg_state_deal (&st, 0);   /* hand 2-3 0-4 2-4, pile 2-6 0-5 … */
  apply_ok (&st, (TerrZgMove) { TERR_ZG_MOVE_PLACE, 1, 0, 0, H, 2, 3 });
  order = zg_test_order (&st);
  g_assert_true (g_str_has_prefix (order, "0-4 2-4 2-6 0-5"));
  g_assert_cmpuint (st.pile_pos, ==, 4);

  /* A lift makes the hand 4; placing then draws nothing while it holds 3. */
  apply_ok (&st, (TerrZgMove) { TERR_ZG_MOVE_LIFT, 1, 1, 0, 0, 0, 0 });
  g_assert_cmpuint (st.hand_len, ==, 4);
  g_assert_cmpuint (st.pile_pos, ==, 4);
  /* The foundation is empty again: the next domino needs no neighbour. */
  apply_ok (&st, (TerrZgMove) { TERR_ZG_MOVE_PLACE, 1, 3, 3, V, 2, 6 });
  g_assert_cmpuint (st.hand_len, ==, 3);
  g_assert_cmpuint (st.pile_pos, ==, 4);
  apply_ok (&st, (TerrZgMove) { TERR_ZG_MOVE_PLACE, 1, 2, 3, V, 2, 4 });
  g_assert_cmpuint (st.hand_len, ==, 3);
  g_assert_cmpuint (st.pile_pos, ==, 5);
  g_assert_cmpuint (st.hand[2], ==, terr_zg_domino_id (0, 5));

  /* With the pile empty the hand just shrinks. */
  st.pile_len = st.pile_pos;
  apply_ok (&st, (TerrZgMove) { TERR_ZG_MOVE_PLACE, 1, 2, 5, H, 4, 0 });
  g_assert_cmpuint (st.hand_len, ==, 2);
}

static void
test_resign (void)
{
  TerrZgState st;
  TerrZgMove resign = { TERR_ZG_MOVE_RESIGN, };
  g_autoptr(GArray) moves = NULL;
  g_autofree char *reason = NULL;

  terr_zg_state_deal (&st, 5);
  apply_ok (&st, resign);
  g_assert_true (st.resigned);
  g_assert_true (terr_zg_state_is_over (&st));
  g_assert_false (terr_zg_state_is_complete (&st));
  moves = terr_zg_state_list_moves (&st);
  g_assert_cmpuint (moves->len, ==, 0);
  zg_test_assert_refused (&st, 1, 0, 0, H, terr_zg_domino_low (st.hand[0]),
                          terr_zg_domino_high (st.hand[0]), "the game is over");
  g_assert_false (terr_zg_state_apply (&st, &resign, &reason));
}

static void
test_list_moves_start (void)
{
  TerrZgState st;
  g_autoptr(GArray) moves = NULL;

  terr_zg_state_deal (&st, 0);   /* three dominoes, no double */
  moves = terr_zg_state_list_moves (&st);
  /* 3 dominoes x 2 orientations x (30 across + 30 down) on the foundation. */
  g_assert_cmpuint (moves->len, ==, 361);
  g_assert_cmpuint (g_array_index (moves, TerrZgMove, 360).type, ==, TERR_ZG_MOVE_RESIGN);

  terr_zg_state_deal (&st, 42);  /* hand 4-4 0-1 2-5: a double counts once */
  g_clear_pointer (&moves, g_array_unref);
  moves = terr_zg_state_list_moves (&st);
  g_assert_cmpuint (moves->len, ==, 60 + 120 + 120 + 1);
}

static int
compare_moves (gconstpointer a, gconstpointer b)
{
  return memcmp (a, b, sizeof (TerrZgMove));
}

/* The solver's bitboard move generator and the plain rules agree, along
 * random games with lifts now and then. */
static void
test_generators_agree (void)
{
  TerrRandom rng;

  terr_random_init (&rng, 7);
  for (guint game = 0; game < 25; game++)
    {
      TerrZgState st;

      terr_zg_state_deal (&st, game * 31 + 3);
      for (guint step = 0; step < 60 && !terr_zg_state_is_over (&st); step++)
        {
          g_autoptr(GArray) all = terr_zg_state_list_moves (&st);
          g_autoptr(GArray) places = g_array_new (FALSE, FALSE, sizeof (TerrZgMove));
          g_autoptr(GArray) fast = terr_zg_solver_list_places (&st);
          guint n_lifts = 0;
          TerrZgMove pick;

          for (guint i = 0; i < all->len; i++)
            {
              const TerrZgMove *m = &g_array_index (all, TerrZgMove, i);
              if (m->type == TERR_ZG_MOVE_PLACE)
                g_array_append_val (places, *m);
              else if (m->type == TERR_ZG_MOVE_LIFT)
                n_lifts++;
            }
          g_array_sort (places, compare_moves);
          g_array_sort (fast, compare_moves);
          g_assert_cmpuint (places->len, ==, fast->len);
          g_assert_cmpmem (places->data, places->len * sizeof (TerrZgMove),
                           fast->data, fast->len * sizeof (TerrZgMove));
          g_assert_cmpuint (n_lifts, ==, st.n_placed);

          /* Mostly places; a lift one time in eight, or when stuck. */
          if (places->len > 0 && terr_random_below (&rng, 8) != 0)
            pick = g_array_index (places, TerrZgMove, terr_random_below (&rng, places->len));
          else if (n_lifts > 0)
            pick = g_array_index (all, TerrZgMove, places->len + terr_random_below (&rng, n_lifts));
          else
            break;
          apply_ok (&st, pick);
        }
    }
}

static void
test_titles (void)
{
  g_assert_cmpstr (terr_zg_title_for_cheats (0), ==, "Legendary Architect of the Divine");
  g_assert_cmpstr (terr_zg_title_for_cheats (1), ==, "Master Architect");
  g_assert_cmpstr (terr_zg_title_for_cheats (4), ==, "Feeble Architect");
  g_assert_cmpstr (terr_zg_title_for_cheats (5), ==, "Disgraceful Blundering Saboteur");
  g_assert_cmpstr (terr_zg_title_for_cheats (40), ==, "Disgraceful Blundering Saboteur");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/zg/rules/dominoes", test_dominoes);
  g_test_add_func ("/zg/rules/tiers", test_tiers);
  g_test_add_func ("/zg/rules/deal", test_deal);
  g_test_add_func ("/zg/rules/first-domino", test_first_domino);
  g_test_add_func ("/zg/rules/rule5-neighbours", test_rule5_neighbours);
  g_test_add_func ("/zg/rules/rule5-other-tier", test_rule5_other_tier);
  g_test_add_func ("/zg/rules/rule1-extent", test_rule1_extent);
  g_test_add_func ("/zg/rules/rule2-free", test_rule2_free);
  g_test_add_func ("/zg/rules/rule3-balancing", test_rule3_balancing);
  g_test_add_func ("/zg/rules/rule4-greater", test_rule4_greater);
  g_test_add_func ("/zg/rules/not-in-hand", test_not_in_hand);
  g_test_add_func ("/zg/rules/lift", test_lift);
  g_test_add_func ("/zg/rules/lift-transitive", test_lift_transitive);
  g_test_add_func ("/zg/rules/refill", test_refill);
  g_test_add_func ("/zg/rules/resign", test_resign);
  g_test_add_func ("/zg/rules/list-moves", test_list_moves_start);
  g_test_add_func ("/zg/rules/generators-agree", test_generators_agree);
  g_test_add_func ("/zg/rules/titles", test_titles);
  return g_test_run ();
}
