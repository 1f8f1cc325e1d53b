/* test-hg-random.c — thousands of seeded random games: pieces are
 * conserved, undo restores the exact position, every game ends, the listed
 * actions are exactly the ones the rules accept. */
#include <string.h>

#include "hg-test-util.h"

#define MAX_ACTIONS 3000

/* Whole games with the fast random policy; undo everything at the end. */
static void
test_playouts_end_and_undo (void)
{
  guint n_games = g_test_slow () ? 20000 : 3000;

  for (guint64 seed = 0; seed < n_games; seed++)
    {
      TerrHgState *s = terr_hg_state_new (2 + (int) (seed % 3), TRUE);
      TerrHgState *start = terr_hg_state_copy (s);
      g_autoptr(GArray) undos = g_array_new (FALSE, FALSE, sizeof (TerrHgUndo));
      TerrRandom rng;
      int n = 0;

      terr_random_init (&rng, seed);
      while (!terr_hg_state_is_over (s))
        {
          TerrHgAction a;
          TerrHgUndo u;
          const char *why;

          g_assert_cmpint (++n, <, MAX_ACTIONS);
          terr_hg_state_random_action (s, &rng, &a);
          why = terr_hg_state_check (s, &a);
          if (why != NULL)
            g_error ("seed %" G_GUINT64_FORMAT ": random action refused: %s", seed, why);
          terr_hg_state_apply (s, &a, &u);
          g_array_append_val (undos, u);
          if (seed % 16 == 0)
            hg_assert_conserved (s);
        }
      hg_assert_conserved (s);
      while (undos->len > 0)
        {
          terr_hg_state_undo (s, &g_array_index (undos, TerrHgUndo, undos->len - 1));
          g_array_set_size (undos, undos->len - 1);
        }
      g_assert_true (terr_hg_state_equal (s, start));
      terr_hg_state_free (start);
      terr_hg_state_free (s);
    }
}

/* A random action near the garden, legal or not. */
static void
random_candidate (const TerrHgState *s, TerrRandom *rng, TerrHgAction *a)
{
  int x0 = s->n_tiles ? s->bx0 - 3 : -3, y0 = s->n_tiles ? s->by0 - 3 : -3;
  int w = s->n_tiles ? s->bx1 - s->bx0 + 7 : 7, h = s->n_tiles ? s->by1 - s->by0 + 7 : 7;

  memset (a, 0, sizeof *a);
  a->kind = terr_random_below (rng, TERR_HG_ACTION_PASS + 1);
  a->x = x0 + (int) terr_random_below (rng, w);
  a->y = y0 + (int) terr_random_below (rng, h);
  a->level = (int) terr_random_below (rng, 3);
  a->stack = 1 + (int) terr_random_below (rng, 2);
  a->suit = 1 + terr_random_below (rng, TERR_HG_N_SUITS);
  if (a->kind == TERR_HG_ACTION_MOVE_SUPPORT && s->n_tiles > 0)
    {
      const TerrHgTile *t = &s->tiles[terr_random_below (rng, s->n_tiles)];
      a->from_x = t->x;
      a->from_y = t->y;
      a->from_level = t->level;
      a->from_stack = t->stack ? t->stack : 1;
      a->as_support = terr_random_below (rng, 2);
    }
  if (a->kind == TERR_HG_ACTION_TERRACE || (a->kind == TERR_HG_ACTION_MOVE_SUPPORT && !a->as_support))
    a->stack = 0;
}

static gboolean
in_list (GArray *list, const TerrHgAction *a)
{
  for (guint i = 0; i < list->len; i++)
    if (hg_action_equal (&g_array_index (list, TerrHgAction, i), a))
      return TRUE;
  return FALSE;
}

/* Along random games: every listed action is accepted and undoes exactly;
 * random candidates are accepted exactly when listed. */
static void
test_list_matches_check (void)
{
  for (guint64 seed = 0; seed < 60; seed++)
    {
      TerrHgState *s = terr_hg_state_new (2 + (int) (seed % 3), seed % 5 != 4);
      TerrRandom rng;

      terr_random_init (&rng, seed * 7919);
      for (int step = 0; !terr_hg_state_is_over (s) && step < MAX_ACTIONS; step++)
        {
          g_autoptr(GArray) list = g_array_new (FALSE, FALSE, sizeof (TerrHgAction));
          TerrHgAction a;
          TerrHgUndo u;

          terr_hg_state_list_actions (s, list);
          g_assert_cmpuint (list->len, >, 0);
          if (step % 7 == 0)
            {
              TerrHgState *before = terr_hg_state_copy (s);
              for (guint i = 0; i < list->len; i++)
                {
                  const TerrHgAction *la = &g_array_index (list, TerrHgAction, i);
                  const char *why = terr_hg_state_check (s, la);

                  if (why != NULL)
                    g_error ("listed action %u refused: %s", i, why);
                  terr_hg_state_apply (s, la, &u);
                  terr_hg_state_undo (s, &u);
                }
              g_assert_true (terr_hg_state_equal (s, before));
              terr_hg_state_free (before);
            }
          for (int i = 0; i < 40 && s->n_tiles > 0; i++)
            {
              gboolean legal;

              random_candidate (s, &rng, &a);
              legal = terr_hg_state_check (s, &a) == NULL;
              if (legal != in_list (list, &a))
                g_error ("seed %" G_GUINT64_FORMAT " step %d: check says %s but the list %s kind %d (%d,%d)",
                         seed, step, legal ? "legal" : terr_hg_state_check (s, &a),
                         in_list (list, &a) ? "has it" : "has not", a.kind, a.x, a.y);
            }
          /* Play mostly from the list (so moves of supports come up too). */
          if (terr_random_below (&rng, 2))
            a = g_array_index (list, TerrHgAction, terr_random_below (&rng, list->len));
          else
            terr_hg_state_random_action (s, &rng, &a);
          terr_hg_state_apply (s, &a, &u);
          hg_assert_conserved (s);
        }
      /* Without the progress rule a random game need not end. */
      if (s->progress_rule)
        g_assert_true (terr_hg_state_is_over (s));
      terr_hg_state_free (s);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hg/random/playouts-end-and-undo", test_playouts_end_and_undo);
  g_test_add_func ("/hg/random/list-matches-check", test_list_matches_check);
  return g_test_run ();
}
