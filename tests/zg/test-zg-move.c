/* test-zg-move.c — moving a domino of a design between the hand, the pile
 * and the ziggurat as one edit (terr_zg_game_edit_move_domino): taken
 * from every place it was, never held twice, one step of undo. */
#include "terr-zg-game.h"

#include <string.h>

#define OK(call) G_STMT_START { \
    gboolean done_ = (call); \
    g_assert_no_error (error); \
    g_assert_true (done_); \
  } G_STMT_END

static TerrGame *
dealt (guint64 seed)
{
  g_autoptr(GError) error = NULL;
  TerrGame *game = terr_zg_game_new_empty ();

  OK (terr_zg_game_edit_deal (TERR_ZG_GAME (game), seed, &error));
  return game;
}

static char *
scenario_text (TerrGame *game)
{
  g_autoptr(GBytes) bytes = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
  gsize n;
  const char *data = g_bytes_get_data (bytes, &n);

  return g_strndup (data, n);
}

/* No domino appears twice in the problem list, and the state holds at
 * most the 28. */
static void
assert_once (TerrGame *game)
{
  g_autoptr(GPtrArray) problems = terr_game_list_problems (game);
  const TerrZgState *s = terr_zg_game_get_state (TERR_ZG_GAME (game));

  for (guint i = 0; i < problems->len; i++)
    {
      const TerrProblem *p = problems->pdata[i];

      g_assert_null (strstr (p->message, "twice"));
    }
  g_assert_cmpuint (s->n_placed + s->hand_len + (s->pile_len - s->pile_pos), <=, TERR_ZG_N_DOMINOES);
}

static TerrZgSpot
spot_of (TerrGame *game, guint id)
{
  TerrZgSpot spot;

  terr_zg_game_locate_domino (TERR_ZG_GAME (game), id, &spot, NULL);
  return spot;
}

/* The top of the pile onto the ziggurat: gone from the pile, one undo
 * puts it back on top. */
static void
test_pile_to_ziggurat (void)
{
  g_autoptr(TerrGame) game = dealt (7);
  TerrZgGame *zg = TERR_ZG_GAME (game);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = scenario_text (game);
  g_autofree char *after = NULL;
  const TerrZgState *s = terr_zg_game_get_state (zg);
  guint8 id = s->pile[s->pile_pos];
  guint a = terr_zg_domino_high (id), b = terr_zg_domino_low (id);
  guint pips;
  TerrZgSpot spot = spot_of (game, id);

  g_assert_cmpint (spot.kind, ==, TERR_ZG_SPOT_PILE);
  g_assert_cmpint (spot.index, ==, 0);
  g_assert_cmpuint (s->pile_len - s->pile_pos, ==, 25);

  OK (terr_zg_game_edit_move_domino (zg, a, b,
                                     &(TerrZgSpot) { TERR_ZG_SPOT_ZIGGURAT, 0, 1, 2, 3, TERR_ZG_DIR_V },
                                     &error));
  s = terr_zg_game_get_state (zg);
  g_assert_cmpuint (s->pile_len - s->pile_pos, ==, 24);
  for (guint i = s->pile_pos; i < s->pile_len; i++)
    g_assert_cmpuint (s->pile[i], !=, id);
  g_assert_cmpint (s->value[0][3 * 6 + 2], ==, (int) a);
  g_assert_cmpint (s->value[0][4 * 6 + 2], ==, (int) b);
  terr_zg_game_locate_domino (zg, id, &spot, &pips);
  g_assert_cmpint (spot.kind, ==, TERR_ZG_SPOT_ZIGGURAT);
  g_assert_cmpuint (spot.tier, ==, 1);
  g_assert_cmpint (spot.x, ==, 2);
  g_assert_cmpint (spot.y, ==, 3);
  g_assert_cmpint (spot.dir, ==, TERR_ZG_DIR_V);
  g_assert_cmpuint (pips, ==, a);
  assert_once (game);
  g_assert_false (terr_game_has_problems (game));

  /* One step back: the pile as dealt, byte for byte. */
  g_assert_true (terr_game_undo_edit (game));
  after = scenario_text (game);
  g_assert_cmpstr (after, ==, before);
}

/* A placed domino moved to another cell leaves its old cell empty. */
static void
test_cell_to_cell (void)
{
  g_autoptr(TerrGame) game = dealt (3);
  TerrZgGame *zg = TERR_ZG_GAME (game);
  g_autoptr(GError) error = NULL;
  const TerrZgState *s = terr_zg_game_get_state (zg);
  guint8 id = s->hand[0];
  guint a = terr_zg_domino_low (id), b = terr_zg_domino_high (id);
  TerrZgSpot to = { TERR_ZG_SPOT_ZIGGURAT, 0, 1, 0, 0, TERR_ZG_DIR_H };

  OK (terr_zg_game_edit_move_domino (zg, a, b, &to, &error));
  s = terr_zg_game_get_state (zg);
  g_assert_cmpint (s->value[0][0], ==, (int) a);
  g_assert_cmpint (s->value[0][1], ==, (int) b);
  g_assert_cmpuint (s->hand_len, ==, 2);

  to.x = 4;
  to.y = 5;
  OK (terr_zg_game_edit_move_domino (zg, b, a, &to, &error));
  s = terr_zg_game_get_state (zg);
  g_assert_cmpint (s->value[0][0], ==, -1);
  g_assert_cmpint (s->value[0][1], ==, -1);
  g_assert_cmpint (s->value[0][5 * 6 + 4], ==, (int) b);
  g_assert_cmpint (s->value[0][5 * 6 + 5], ==, (int) a);
  g_assert_cmpuint (s->n_placed, ==, 1);
  assert_once (game);

  /* Undo: back on (0, 0), the new cells empty. */
  g_assert_true (terr_game_undo_edit (game));
  s = terr_zg_game_get_state (zg);
  g_assert_cmpint (s->value[0][0], ==, (int) a);
  g_assert_cmpint (s->value[0][5 * 6 + 4], ==, -1);
  g_assert_cmpuint (s->n_placed, ==, 1);
}

/* Between the hand and the pile, the order of the pile, unused; each one
 * step of undo; a move to where it is makes no edit. */
static void
test_hand_pile_unused (void)
{
  g_autoptr(TerrGame) game = dealt (11);
  TerrZgGame *zg = TERR_ZG_GAME (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  const TerrZgState *s = terr_zg_game_get_state (zg);
  guint8 h0 = s->hand[0], h1 = s->hand[1], p5 = s->pile[s->pile_pos + 5];
  TerrZgSpot spot;
  g_autofree char *before = scenario_text (game);
  g_autofree char *text = NULL;
  guint n_undo = 0;

  /* The first of the hand to place 2 of the pile. */
  OK (terr_zg_game_edit_move_domino (zg, terr_zg_domino_low (h0), terr_zg_domino_high (h0),
                                     &(TerrZgSpot) { TERR_ZG_SPOT_PILE, 2 }, &error));
  n_undo++;
  s = terr_zg_game_get_state (zg);
  g_assert_cmpuint (s->hand_len, ==, 2);
  g_assert_cmpuint (s->hand[0], ==, h1);
  g_assert_cmpuint (s->pile[s->pile_pos + 2], ==, h0);
  spot = spot_of (game, h0);
  g_assert_cmpint (spot.kind, ==, TERR_ZG_SPOT_PILE);
  g_assert_cmpint (spot.index, ==, 2);
  assert_once (game);

  /* Pile place 6 (5 before) to the top. */
  OK (terr_zg_game_edit_move_domino (zg, terr_zg_domino_low (p5), terr_zg_domino_high (p5),
                                     &(TerrZgSpot) { TERR_ZG_SPOT_PILE, 0 }, &error));
  n_undo++;
  s = terr_zg_game_get_state (zg);
  g_assert_cmpuint (s->pile[s->pile_pos], ==, p5);
  g_assert_cmpuint (s->pile[s->pile_pos + 3], ==, h0);

  /* Back into the hand, at the end. */
  OK (terr_zg_game_edit_move_domino (zg, terr_zg_domino_low (h0), terr_zg_domino_high (h0),
                                     &(TerrZgSpot) { TERR_ZG_SPOT_HAND, -1 }, &error));
  n_undo++;
  s = terr_zg_game_get_state (zg);
  g_assert_cmpuint (s->hand_len, ==, 3);
  g_assert_cmpuint (s->hand[2], ==, h0);
  g_assert_cmpuint (s->pile_len - s->pile_pos, ==, 25);

  /* Where it already is: no edit. */
  OK (terr_zg_game_edit_move_domino (zg, terr_zg_domino_low (h0), terr_zg_domino_high (h0),
                                     &(TerrZgSpot) { TERR_ZG_SPOT_HAND, 2 }, &error));

  /* Unused: missing from the set, a problem that names it. */
  OK (terr_zg_game_edit_move_domino (zg, terr_zg_domino_low (h0), terr_zg_domino_high (h0),
                                     &(TerrZgSpot) { TERR_ZG_SPOT_UNUSED }, &error));
  n_undo++;
  spot = spot_of (game, h0);
  g_assert_cmpint (spot.kind, ==, TERR_ZG_SPOT_UNUSED);
  problems = terr_game_list_problems (game);
  g_assert_cmpuint (problems->len, ==, 1);
  {
    g_autofree char *name = g_strdup_printf ("the %u-%u is missing", terr_zg_domino_low (h0),
                                             terr_zg_domino_high (h0));
    g_assert_nonnull (strstr (((TerrProblem *) problems->pdata[0])->message, name));
  }

  /* Each move was one step. */
  for (guint i = 0; i < n_undo; i++)
    g_assert_true (terr_game_undo_edit (game));
  text = scenario_text (game);
  g_assert_cmpstr (text, ==, before);
}

/* A draft holding a domino twice: the move takes every copy, so nothing
 * appears twice after; the empty hand is still a problem. */
static void
test_doubled_mended (void)
{
  g_autoptr(TerrGame) game = dealt (5);
  TerrZgGame *zg = TERR_ZG_GAME (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  const TerrZgState *s = terr_zg_game_get_state (zg);
  guint8 id = s->pile[s->pile_pos + 1];
  guint a = terr_zg_domino_low (id), b = terr_zg_domino_high (id);
  gboolean twice = FALSE;

  /* The old way: a copy on the board, one in the pile. */
  OK (terr_zg_game_edit_put_domino (zg, 1, 0, 0, TERR_ZG_DIR_H, a, b, &error));
  problems = terr_game_list_problems (game);
  for (guint i = 0; i < problems->len; i++)
    twice |= strstr (((TerrProblem *) problems->pdata[i])->message, "twice") != NULL;
  g_assert_true (twice);
  g_clear_pointer (&problems, g_ptr_array_unref);

  OK (terr_zg_game_edit_move_domino (zg, a, b,
                                     &(TerrZgSpot) { TERR_ZG_SPOT_ZIGGURAT, 0, 1, 0, 2, TERR_ZG_DIR_H },
                                     &error));
  assert_once (game);
  g_assert_false (terr_game_has_problems (game));
  s = terr_zg_game_get_state (zg);
  g_assert_cmpint (s->value[0][0], ==, -1);
  g_assert_cmpint (s->value[0][12], ==, (int) a);

  /* The whole hand onto the ziggurat: the empty hand is a problem. */
  for (guint i = 0; i < 3; i++)
    {
      guint8 h = terr_zg_game_get_state (zg)->hand[0];

      OK (terr_zg_game_edit_move_domino (zg, terr_zg_domino_low (h), terr_zg_domino_high (h),
                                         &(TerrZgSpot) { TERR_ZG_SPOT_ZIGGURAT, 0, 1, 2 * (int) i, 0, TERR_ZG_DIR_H },
                                         &error));
    }
  problems = terr_game_list_problems (game);
  g_assert_cmpuint (problems->len, >=, 1);
  g_assert_cmpint (((TerrProblem *) problems->pdata[0])->place.kind, ==, TERR_PLACE_HAND);
  g_assert_nonnull (strstr (((TerrProblem *) problems->pdata[0])->message, "the hand is empty"));
}

/* What cannot be written is refused, nothing changed; a game with moves
 * is refused. */
static void
test_refused (void)
{
  g_autoptr(TerrGame) game = dealt (2);
  TerrZgGame *zg = TERR_ZG_GAME (game);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = scenario_text (game);
  g_autofree char *after = NULL;
  g_autoptr(TerrGame) played = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  const TerrZgState *s = terr_zg_game_get_state (zg);
  guint8 id = s->hand[0];

  g_assert_false (terr_zg_game_edit_move_domino (zg, 7, 1, &(TerrZgSpot) { TERR_ZG_SPOT_HAND, -1 }, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  g_clear_error (&error);
  /* Place 26 of a pile that holds 25 once the domino is taken out. */
  g_assert_false (terr_zg_game_edit_move_domino (zg, terr_zg_domino_low (id), terr_zg_domino_high (id),
                                                 &(TerrZgSpot) { TERR_ZG_SPOT_PILE, 26 }, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (terr_zg_game_edit_move_domino (zg, terr_zg_domino_low (id), terr_zg_domino_high (id),
                                                 &(TerrZgSpot) { TERR_ZG_SPOT_ZIGGURAT, 0, 4, 0, 0, TERR_ZG_DIR_H },
                                                 &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  g_clear_error (&error);
  after = scenario_text (game);
  g_assert_cmpstr (after, ==, before);

  played = terr_game_new (TERR_GAME_ZIGGURAT, 1, 2, &error);
  g_assert_no_error (error);
  moves = terr_game_list_moves (played);
  g_assert_true (terr_game_play (played, moves->pdata[0], &error));
  g_assert_false (terr_zg_game_edit_move_domino (TERR_ZG_GAME (played), 0, 0,
                                                 &(TerrZgSpot) { TERR_ZG_SPOT_UNUSED }, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_type_ensure (TERR_TYPE_ZG_GAME);

  g_test_add_func ("/zg/move/pile-to-ziggurat", test_pile_to_ziggurat);
  g_test_add_func ("/zg/move/cell-to-cell", test_cell_to_cell);
  g_test_add_func ("/zg/move/hand-pile-unused", test_hand_pile_unused);
  g_test_add_func ("/zg/move/doubled-mended", test_doubled_mended);
  g_test_add_func ("/zg/move/refused", test_refused);
  return g_test_run ();
}
