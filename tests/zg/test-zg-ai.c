/* test-zg-ai.c — the Ziggurat computer plays on while the ziggurat can
 * still be finished, and resigns only a deal that never can be. */
#include <glib.h>

#include "terr-zg-game.h"
#include "zg-test-util.h"

/* Seeds of whole games played here; `terraces-cli play --game ziggurat
 * --seats ai --seed N` for N = 1 … 200 is the same game as seed N here. */
#define N_SEEDS 40

/* A deal where the first domino placed leaves three in the hand that
 * share no value with anything: no second domino can ever be placed, so
 * nothing is ever drawn again. */
static void
test_dead_deal (void)
{
  TerrZgState st;

  zg_test_empty (&st);
  zg_test_put (&st, 1, 0, 0, TERR_ZG_DIR_H, 4, 4);
  zg_test_give (&st, 2, 5);
  zg_test_give (&st, 1, 6);
  zg_test_give (&st, 0, 0);
  g_assert_true (terr_zg_state_is_dead (&st));

  /* A hand with two dominoes sharing a value can start again from a bare
   * foundation: lift the 4-4, place the 2-5 and a 2-x, and draw. */
  zg_test_empty (&st);
  zg_test_put (&st, 1, 0, 0, TERR_ZG_DIR_H, 4, 4);
  zg_test_give (&st, 2, 5);
  zg_test_give (&st, 1, 6);
  zg_test_give (&st, 2, 3);
  g_assert_false (terr_zg_state_is_dead (&st));

  /* With the pile empty, every domino in play must go on. */
  zg_test_empty (&st);
  zg_test_put (&st, 1, 0, 0, TERR_ZG_DIR_H, 4, 4);
  zg_test_give (&st, 4, 5);
  zg_test_give (&st, 1, 6);
  st.pile_pos = st.pile_len;
  g_assert_true (terr_zg_state_is_dead (&st));
}

static void
test_never_resigns_a_live_game (void)
{
  for (guint64 seed = 1; seed <= N_SEEDS; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_ZIGGURAT, 1, seed, &error);
      guint turn = 0;

      g_assert_no_error (error);
      for (; !terr_game_is_over (game); turn++)
        {
          g_autoptr(TerrMove) move = NULL;

          /* Every game ends: a live one is finished, a dead one resigned. */
          g_assert_cmpuint (turn, <, 2000);
          move = terr_game_ai_move (game, 1, seed * 1000003u + turn, NULL, &error);
          g_assert_no_error (error);
          if (terr_move_is (move, "resign"))
            {
              const TerrZgState *st = terr_zg_game_get_state (TERR_ZG_GAME (game));

              if (!terr_zg_state_is_dead (st))
                g_error ("seed %" G_GUINT64_FORMAT ": resigned after %u moves "
                         "with the ziggurat still possible", seed, turn);
            }
          g_assert_true (terr_game_play (game, move, &error));
          g_assert_no_error (error);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_type_ensure (TERR_TYPE_ZG_GAME);
  g_test_add_func ("/zg/ai/dead-deal", test_dead_deal);
  g_test_add_func ("/zg/ai/never-resigns-a-live-game", test_never_resigns_a_live_game);
  return g_test_run ();
}
