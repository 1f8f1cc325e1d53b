/* test-hg-ai.c — the Hanging Gardens computer player of level 3: legal
 * actions, the same action for the same seed, cancelled when asked, the
 * game plays it (levels above 3 play as 3), files keep it.  Hanging
 * Gardens has no hidden information (every piece, the supply and the
 * pawns are in view), so every level may look at the whole position. */
#include <string.h>

#include "terr-error.h"
#include "terr-hg-ai.h"
#include "terr-hg-game.h"
#include "terr-hg-score.h"

/* A two-seat position after @n random actions of seed @seed. */
static TerrHgState *
position_after (guint64 seed, int n)
{
  TerrHgState *s = terr_hg_state_new (2, TRUE);
  TerrRandom rng;

  terr_random_init (&rng, seed);
  for (int i = 0; i < n && !terr_hg_state_is_over (s); i++)
    {
      TerrHgAction a;
      TerrHgUndo u;

      terr_hg_state_random_action (s, &rng, &a);
      terr_hg_state_apply (s, &a, &u);
    }
  return s;
}

static gboolean
action_equal (const TerrHgAction *a, const TerrHgAction *b)
{
  return a->kind == b->kind && a->x == b->x && a->y == b->y && a->level == b->level
         && a->stack == b->stack && a->suit == b->suit && a->as_support == b->as_support
         && a->from_x == b->from_x && a->from_y == b->from_y && a->from_level == b->from_level
         && a->from_stack == b->from_stack;
}

/* Early, middle and late positions: level 3's action is legal, the same
 * for the same seed, and leaves the position as it was. */
static void
test_level3_legal (void)
{
  const int after[] = { 0, 3, 20, 40 };

  for (guint i = 0; i < G_N_ELEMENTS (after); i++)
    {
      g_autoptr(GError) error = NULL;
      TerrHgState *s = position_after (40 + i, after[i]);
      TerrHgState *before = terr_hg_state_copy (s);
      TerrHgAction a, b;

      if (terr_hg_state_is_over (s))
        {
          terr_hg_state_free (before);
          terr_hg_state_free (s);
          continue;
        }
      g_assert_true (terr_hg_ai_choose (s, 3, 5, NULL, &a, &error));
      g_assert_no_error (error);
      g_assert_null (terr_hg_state_check (s, &a));
      g_assert_true (terr_hg_state_equal (s, before));
      g_assert_true (terr_hg_ai_choose (s, 3, 5, NULL, &b, &error));
      g_assert_true (action_equal (&a, &b));
      terr_hg_state_free (before);
      terr_hg_state_free (s);
    }
}

/* With one piece left, the placement ends the game: level 3 wins such
 * last actions at least as often as the greedy level 1. */
static void
test_level3_last_action (void)
{
  int won3 = 0, won1 = 0, tried = 0;

  for (guint64 seed = 1; seed <= 40 && tried < 6; seed++)
    {
      /* Random actions up to a position with one placement left and
       * both pawns placed. */
      TerrHgState *s = terr_hg_state_new (2, TRUE);
      int placements = 0;

      {
        TerrRandom rng;

        terr_random_init (&rng, seed);
        while (!terr_hg_state_is_over (s))
          {
            TerrHgAction a;
            TerrHgUndo u;

            placements = s->supply_tiles + !s->gazebo_placed[1] + !s->gazebo_placed[2];
            for (int k = 1; k <= TERR_HG_N_SUITS; k++)
              placements += s->supply_coins[k];
            if (placements == 1 && s->gazebo_placed[1] && s->gazebo_placed[2])
              break;
            terr_hg_state_random_action (s, &rng, &a);
            terr_hg_state_apply (s, &a, &u);
          }
      }
      if (!terr_hg_state_is_over (s))
        {
          int seat = s->to_move;

          for (guint level = 1; level <= 3; level += 2)
            {
              TerrHgAction a;
              TerrHgUndo u;
              int scores[TERR_HG_MAX_SEATS + 1];

              g_assert_true (terr_hg_ai_choose (s, level, 9, NULL, &a, NULL));
              terr_hg_state_apply (s, &a, &u);
              if (terr_hg_state_is_over (s))
                {
                  terr_hg_score_all (s, scores);
                  if (scores[seat] > scores[3 - seat])
                    *(level == 1 ? &won1 : &won3) += 1;
                }
              terr_hg_state_undo (s, &u);
            }
          tried++;
        }
      terr_hg_state_free (s);
    }
  g_assert_cmpint (tried, >, 0);
  g_assert_cmpint (won3, >=, won1);
}

static void
test_level3_cancel (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  TerrHgState *s = position_after (7, 10);
  TerrHgAction a;

  g_cancellable_cancel (cancellable);
  g_assert_false (terr_hg_ai_choose (s, 3, 1, cancellable, &a, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  terr_hg_state_free (s);
}

/* Through the game: level 3 gives a legal move, the same each time; level
 * 4 is refused (New Game offers the levels a game does not refuse); a
 * player of level 3 is written and read back. */
static void
test_level3_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, 3, &error);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(TerrGame) back = NULL;
  const TerrPlayer *p;

  g_assert_no_error (error);
  for (int i = 0; i < 3; i++)
    {
      g_autoptr(TerrMove) a = terr_game_ai_move (game, 3, 20 + i, NULL, &error);
      g_autoptr(TerrMove) b = terr_game_ai_move (game, 3, 20 + i, NULL, &error);

      g_assert_no_error (error);
      g_assert_true (terr_move_equal (a, b));
      g_assert_true (terr_game_play (game, a, &error));
      g_assert_no_error (error);
    }
  g_assert_null (terr_game_ai_move (game, 4, 1, NULL, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED);
  g_clear_error (&error);
  terr_game_set_player (game, 1, "Bot", TRUE, 3);
  bytes = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes),
                                  "type=\"ai\" level=\"3\""));
  doc = terr_document_load_bytes (bytes, "level3.terraces", &error);
  g_assert_no_error (error);
  back = terr_game_load_document (doc, &error);
  g_assert_no_error (error);
  p = terr_game_get_player (back, 1);
  g_assert_nonnull (p);
  g_assert_true (p->ai);
  g_assert_cmpint (p->level, ==, 3);
  g_assert_cmpuint (terr_game_get_n_moves (back), ==, 3);
}

/* Level 3 keeps its pawn in hand while the supply holds pieces (no seat
 * can end the game before it is placed): the first actions of two level-3
 * seats place pieces from the supply, never a pawn. */
static void
test_level3_keeps_pawn (void)
{
  TerrHgState *s = terr_hg_state_new (2, TRUE);

  for (int n = 0; n < 8; n++)
    {
      g_autoptr(GError) error = NULL;
      TerrHgAction a;
      TerrHgUndo u;

      g_assert_true (terr_hg_ai_choose (s, 3, 30 + n, NULL, &a, &error));
      g_assert_no_error (error);
      g_assert_null (terr_hg_state_check (s, &a));
      g_assert_cmpint (a.kind, !=, TERR_HG_ACTION_GAZEBO);
      terr_hg_state_apply (s, &a, &u);
    }
  g_assert_false (s->gazebo_placed[1]);
  g_assert_false (s->gazebo_placed[2]);
  terr_hg_state_free (s);
}

/* A hand-made end: the supply is empty, seat 2's gazebo stands, seat 1
 * still holds its pawn.  Placing it ends the game, so level 3 puts it on
 * a free space where seat 1's final score minus seat 2's is highest. */
static void
test_level3_last_pawn (void)
{
  TerrHgState *s = terr_hg_state_new_empty (2, TRUE);
  const TerrHgSuit row[] = { TERR_HG_SUIT_SUNS, TERR_HG_SUIT_MOONS, TERR_HG_SUIT_CROWNS,
                             TERR_HG_SUIT_ARMS, TERR_HG_SUIT_SUNS, TERR_HG_SUIT_MOONS };
  int best = G_MININT;
  TerrHgAction a;
  TerrHgUndo u;
  int scores[TERR_HG_MAX_SEATS + 1];

  /* a 6 x 4 level-0 garden, beds on its top rows */
  for (int x = 0; x < 6; x += 2)
    for (int y = 0; y < 4; y += 2)
      g_assert_null (terr_hg_state_add_terrace (s, x, y, 0));
  for (int x = 0; x < 6; x++)
    g_assert_null (terr_hg_state_add_bed (s, x, 0, row[x]));
  g_assert_null (terr_hg_state_add_bed (s, 1, 1, TERR_HG_SUIT_ARMS));
  g_assert_null (terr_hg_state_add_gazebo (s, 0, 3, 2));
  s->to_move = 1;
  g_assert_false (terr_hg_state_is_over (s));

  /* the best a seat-1 pawn can do */
  for (int y = 0; y < 4; y++)
    for (int x = 0; x < 6; x++)
      {
        TerrHgAction g = { .kind = TERR_HG_ACTION_GAZEBO, .x = x, .y = y };

        if (terr_hg_state_check (s, &g) != NULL)
          continue;
        terr_hg_state_apply (s, &g, &u);
        g_assert_true (terr_hg_state_is_over (s));
        terr_hg_score_all (s, scores);
        best = MAX (best, scores[1] - scores[2]);
        terr_hg_state_undo (s, &u);
      }
  g_assert_true (terr_hg_ai_choose (s, 3, 3, NULL, &a, NULL));
  g_assert_null (terr_hg_state_check (s, &a));
  terr_hg_state_apply (s, &a, &u);
  if (!terr_hg_state_is_over (s))
    {
      /* a first action that is not the pawn: the pawn must follow */
      TerrHgAction b;

      g_assert_true (terr_hg_ai_choose (s, 3, 4, NULL, &b, NULL));
      g_assert_cmpint (b.kind, ==, TERR_HG_ACTION_GAZEBO);
      terr_hg_state_apply (s, &b, &u);
    }
  g_assert_true (terr_hg_state_is_over (s));
  terr_hg_score_all (s, scores);
  g_assert_cmpint (scores[1] - scores[2], ==, best);
  terr_hg_state_free (s);
}

/* The best point difference for the seat to move over every pair of
 * actions of its turn that ends the game (G_MININT: none does). */
static int
best_ending_pair (TerrHgState *s)
{
  g_autoptr(GArray) firsts = g_array_new (FALSE, FALSE, sizeof (TerrHgAction));
  int seat = s->to_move, best = G_MININT, scores[TERR_HG_MAX_SEATS + 1];
  TerrHgUndo u, u2;

  terr_hg_state_list_actions (s, firsts);
  for (guint i = 0; i < firsts->len; i++)
    {
      g_autoptr(GArray) seconds = g_array_new (FALSE, FALSE, sizeof (TerrHgAction));

      terr_hg_state_apply (s, &g_array_index (firsts, TerrHgAction, i), &u);
      if (terr_hg_state_is_over (s))
        {
          terr_hg_score_all (s, scores);
          best = MAX (best, scores[seat] - scores[3 - seat]);
        }
      else if (s->to_move == seat)
        {
          terr_hg_state_list_actions (s, seconds);
          for (guint j = 0; j < seconds->len; j++)
            {
              terr_hg_state_apply (s, &g_array_index (seconds, TerrHgAction, j), &u2);
              if (terr_hg_state_is_over (s))
                {
                  terr_hg_score_all (s, scores);
                  best = MAX (best, scores[seat] - scores[3 - seat]);
                }
              terr_hg_state_undo (s, &u2);
            }
        }
      terr_hg_state_undo (s, &u);
    }
  return best;
}

/* One piece left in the supply, the other seat's gazebo standing, the
 * seat to move holding its pawn at the start of its turn: it can end the
 * game in this turn (the piece, then its pawn, or the pawn after any
 * other action), and the piece placed last may spoil the other view more
 * than its own.  When ending the game wins, level 3 plays the two actions
 * that end it with the best difference, found here by trying every pair
 * (positions reached by random play; the pawn of seat 1 kept in hand). */
static void
test_level3_last_two (void)
{
  int tried = 0;

  for (guint64 seed = 1; seed <= 400 && tried < 6; seed++)
    {
      TerrHgState *s = terr_hg_state_new (2, TRUE);
      TerrRandom rng;
      gboolean found = FALSE;

      terr_random_init (&rng, seed);
      while (!terr_hg_state_is_over (s))
        {
          int left = s->supply_tiles;
          TerrHgAction a;
          TerrHgUndo u;

          for (int k = 1; k <= TERR_HG_N_SUITS; k++)
            left += s->supply_coins[k];
          if (left == 1 && s->to_move == 1 && s->actions_taken == 0 && s->gazebo_placed[2])
            {
              found = TRUE;
              break;
            }
          if (left < 1)
            break;
          for (int k = 0; k < 50; k++)
            {
              terr_hg_state_random_action (s, &rng, &a);
              if (a.kind != TERR_HG_ACTION_GAZEBO || s->to_move != 1)
                break;
            }
          if (a.kind == TERR_HG_ACTION_GAZEBO && s->to_move == 1)
            break;
          terr_hg_state_apply (s, &a, &u);
        }
      if (found)
        {
          int best = best_ending_pair (s), scores[TERR_HG_MAX_SEATS + 1];

          g_assert_cmpint (best, >, G_MININT);
          if (best > 0)
            {
              for (int n = 0; n < 2 && !terr_hg_state_is_over (s); n++)
                {
                  TerrHgAction a;
                  TerrHgUndo u;

                  g_assert_true (terr_hg_ai_choose (s, 3, 11 + n, NULL, &a, NULL));
                  g_assert_null (terr_hg_state_check (s, &a));
                  terr_hg_state_apply (s, &a, &u);
                }
              g_assert_true (terr_hg_state_is_over (s));
              terr_hg_score_all (s, scores);
              g_assert_cmpint (scores[1] - scores[2], ==, best);
              tried++;
            }
        }
      terr_hg_state_free (s);
    }
  g_assert_cmpint (tried, ==, 6);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_type_ensure (TERR_TYPE_HG_GAME);

  g_test_add_func ("/hg/ai/level3-legal", test_level3_legal);
  g_test_add_func ("/hg/ai/level3-last-action", test_level3_last_action);
  g_test_add_func ("/hg/ai/level3-cancel", test_level3_cancel);
  g_test_add_func ("/hg/ai/level3-game", test_level3_game);
  g_test_add_func ("/hg/ai/level3-keeps-pawn", test_level3_keeps_pawn);
  g_test_add_func ("/hg/ai/level3-last-pawn", test_level3_last_pawn);
  g_test_add_func ("/hg/ai/level3-last-two", test_level3_last_two);
  return g_test_run ();
}
