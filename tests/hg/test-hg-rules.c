/* test-hg-rules.c — legality of each Hanging Gardens action, turns, the
 * progress rule, passes and the end of the game. */
#include <string.h>

#include "hg-test-util.h"

static TerrHgAction
act (TerrHgActionKind kind, int x, int y, int level, int stack)
{
  TerrHgAction a = { 0 };

  a.kind = kind;
  a.x = x;
  a.y = y;
  a.level = level;
  a.stack = stack;
  return a;
}

static TerrHgAction
bed (int x, int y, TerrHgSuit suit)
{
  TerrHgAction a = act (TERR_HG_ACTION_BED, x, y, 0, 0);

  a.suit = suit;
  return a;
}

static TerrHgAction
move_support (int fx, int fy, int fl, int fs, gboolean as_support, int x, int y, int level, int stack)
{
  TerrHgAction a = act (TERR_HG_ACTION_MOVE_SUPPORT, x, y, level, stack);

  a.from_x = fx;
  a.from_y = fy;
  a.from_level = fl;
  a.from_stack = fs;
  a.as_support = as_support;
  return a;
}

static gboolean
listed (TerrHgState *s, const TerrHgAction *a)
{
  g_autoptr(GArray) list = g_array_new (FALSE, FALSE, sizeof (TerrHgAction));

  terr_hg_state_list_actions (s, list);
  for (guint i = 0; i < list->len; i++)
    if (hg_action_equal (&g_array_index (list, TerrHgAction, i), a))
      return TRUE;
  return FALSE;
}

static void
assert_legal (TerrHgState *s, TerrHgAction a)
{
  const char *why = terr_hg_state_check (s, &a);

  if (why != NULL)
    g_error ("refused: %s", why);
  if (s->n_tiles > 0)
    g_assert_true (listed (s, &a));
}

static void
assert_refused (TerrHgState *s, TerrHgAction a, const char *reason_part)
{
  const char *why = terr_hg_state_check (s, &a);

  g_assert_nonnull (why);
  if (strstr (why, reason_part) == NULL)
    g_error ("reason “%s” does not say “%s”", why, reason_part);
  g_assert_false (listed (s, &a));
}

static void
play (TerrHgState *s, TerrHgAction a)
{
  TerrHgUndo u;

  assert_legal (s, a);
  terr_hg_state_apply (s, &a, &u);
}

static void
test_terrace (void)
{
  TerrHgState *s = terr_hg_state_new (2, TRUE);

  /* the first tile goes anywhere */
  assert_legal (s, act (TERR_HG_ACTION_TERRACE, 7, -3, 0, 0));
  play (s, act (TERR_HG_ACTION_TERRACE, 0, 0, 0, 0));
  assert_refused (s, act (TERR_HG_ACTION_TERRACE, 1, 1, 0, 0), "no tile on them");
  /* touching only at a corner is not touching */
  assert_refused (s, act (TERR_HG_ACTION_TERRACE, 2, 2, 0, 0), "must touch the garden");
  assert_refused (s, act (TERR_HG_ACTION_TERRACE, 3, 0, 0, 0), "must touch the garden");
  assert_legal (s, act (TERR_HG_ACTION_TERRACE, 2, 1, 0, 0));
  assert_legal (s, act (TERR_HG_ACTION_TERRACE, -1, -2, 0, 0));
  /* raised terraces need a two-support stack of the level below */
  assert_refused (s, act (TERR_HG_ACTION_TERRACE, 0, 0, 1, 0), "two-support stack");
  play (s, act (TERR_HG_ACTION_SUPPORT, 0, 0, 0, 1));
  play (s, act (TERR_HG_ACTION_SUPPORT, 0, 0, 0, 2));
  assert_refused (s, act (TERR_HG_ACTION_TERRACE, 0, 0, 2, 0), "a terrace on it has level 1");
  assert_refused (s, act (TERR_HG_ACTION_TERRACE, 1, 0, 1, 0), "two-support stack");
  play (s, act (TERR_HG_ACTION_TERRACE, 0, 0, 1, 0));
  g_assert_cmpint (terr_hg_state_height2 (s, 1, 1), ==, 2);
  g_assert_cmpint (s->supply_tiles, ==, 20);
  terr_hg_state_free (s);
}

static void
test_support (void)
{
  TerrHgState *s = hg_build (2, "T 0 0 0; T 2 0 0; T 0 2 0; B 3 1 suns; G 0 3 2");

  /* a block spanning two terraces */
  assert_legal (s, act (TERR_HG_ACTION_SUPPORT, 1, 0, 0, 1));
  assert_refused (s, act (TERR_HG_ACTION_SUPPORT, 2, 0, 0, 1), "would cover a bed at (3,1)");
  assert_refused (s, act (TERR_HG_ACTION_SUPPORT, 0, 2, 0, 1), "would cover a gazebo at (0,3)");
  assert_refused (s, act (TERR_HG_ACTION_SUPPORT, 1, 1, 0, 1), "2 x 2 block of terrace");
  assert_refused (s, act (TERR_HG_ACTION_SUPPORT, 0, 0, 1, 1), "2 x 2 block of terrace");
  assert_refused (s, act (TERR_HG_ACTION_SUPPORT, 0, 0, 0, 2), "exposed support of stack height 1");
  play (s, act (TERR_HG_ACTION_SUPPORT, 0, 0, 0, 1));
  /* not on a support, nor half on one */
  assert_refused (s, act (TERR_HG_ACTION_SUPPORT, 1, 0, 0, 1), "2 x 2 block of terrace");
  assert_refused (s, act (TERR_HG_ACTION_SUPPORT, 0, 0, 1, 2), "exposed support of stack height 1");
  assert_refused (s, act (TERR_HG_ACTION_SUPPORT, 1, 0, 0, 2), "exposed support of stack height 1");
  play (s, act (TERR_HG_ACTION_SUPPORT, 0, 0, 0, 2));
  assert_refused (s, act (TERR_HG_ACTION_SUPPORT, 0, 0, 0, 2), "exposed support of stack height 1");
  /* a block on level 1 spans two level-1 terraces */
  terr_hg_state_free (s);

  s = hg_build (2, "T 0 0 0; S 0 0 0 1; S 0 0 0 2; T 0 0 1; T 2 0 0; S 2 0 0 1; S 2 0 0 2; T 2 0 1");
  assert_legal (s, act (TERR_HG_ACTION_SUPPORT, 1, 0, 1, 1));
  assert_refused (s, act (TERR_HG_ACTION_SUPPORT, 1, 0, 0, 1), "is not a level-0 terrace");
  s->supply_tiles = 0;
  assert_refused (s, act (TERR_HG_ACTION_SUPPORT, 1, 0, 1, 1), "no tile is left");
  assert_refused (s, act (TERR_HG_ACTION_TERRACE, 4, 0, 0, 0), "no tile is left");
  terr_hg_state_free (s);
}

static void
test_bed_and_gazebo (void)
{
  TerrHgState *s = hg_build (2, "T 0 0 0; T 2 0 0; S 2 0 0 1; B 0 0 suns");

  assert_refused (s, bed (0, 0, TERR_HG_SUIT_MOONS), "already holds a bed");
  assert_refused (s, bed (2, 0, TERR_HG_SUIT_MOONS), "is a support");
  assert_refused (s, bed (-1, 0, TERR_HG_SUIT_MOONS), "bare table");
  s->supply_coins[TERR_HG_SUIT_SUNS] = 0;
  assert_refused (s, bed (1, 0, TERR_HG_SUIT_SUNS), "no suns coin");
  assert_legal (s, bed (1, 0, TERR_HG_SUIT_ARMS));

  assert_refused (s, act (TERR_HG_ACTION_MOVE_GAZEBO, 1, 0, 0, 0), "not in the garden yet");
  assert_refused (s, act (TERR_HG_ACTION_GAZEBO, 0, 0, 0, 0), "already holds a bed");
  play (s, act (TERR_HG_ACTION_GAZEBO, 1, 1, 0, 0));
  g_assert_true (s->gazebo_placed[1]);
  /* seat 1 again (second action) */
  assert_refused (s, act (TERR_HG_ACTION_GAZEBO, 0, 1, 0, 0), "already in the garden");
  assert_refused (s, act (TERR_HG_ACTION_MOVE_GAZEBO, 1, 1, 0, 0), "already stands on");
  assert_legal (s, act (TERR_HG_ACTION_MOVE_GAZEBO, 0, 1, 0, 0));
  play (s, bed (0, 1, TERR_HG_SUIT_CROWNS));
  /* seat 2's turn: seat 1's gazebo is in the way */
  g_assert_cmpint (s->to_move, ==, 2);
  assert_refused (s, act (TERR_HG_ACTION_GAZEBO, 1, 1, 0, 0), "already holds a gazebo");
  terr_hg_state_free (s);
}

static void
test_move_support (void)
{
  TerrHgState *s = hg_build (2, "T 0 0 0; T 2 0 0; S 0 0 0 1; S 0 0 0 2; T 0 0 1; S 2 0 0 1; T 0 2 0");

  g_assert_cmpint (s->supply_tiles, ==, 17);
  assert_refused (s, move_support (2, 0, 0, 1, FALSE, 4, 0, 0, 0), "only when the supply holds no tile");
  s->supply_tiles = 0;
  /* the supports under the level-1 terrace are not exposed */
  assert_refused (s, move_support (0, 0, 0, 2, FALSE, 4, 0, 0, 0), "no exposed support");
  assert_refused (s, move_support (2, 0, 0, 1, TRUE, 2, 0, 0, 1), "somewhere other than");
  assert_legal (s, move_support (2, 0, 0, 1, FALSE, 4, 0, 0, 0));
  assert_legal (s, move_support (2, 0, 0, 1, TRUE, 0, 2, 0, 1));
  assert_refused (s, move_support (2, 0, 0, 1, TRUE, 2, 0, 0, 2), "exposed support of stack height 1");
  assert_refused (s, move_support (2, 0, 0, 1, FALSE, 2, 0, 1, 0), "two-support stack");
  play (s, move_support (2, 0, 0, 1, FALSE, 4, 0, 0, 0));
  g_assert_cmpint (terr_hg_state_height2 (s, 2, 0), ==, 0);
  g_assert_cmpint (terr_hg_state_height2 (s, 4, 0), ==, 0);
  g_assert_nonnull (terr_hg_state_top (s, 5, 1));
  g_assert_cmpint (s->bx1, ==, 5);
  terr_hg_state_free (s);
}

static void
test_turns_and_progress (void)
{
  TerrHgState *s = hg_build (3, "T 0 0 0; T 2 0 0; G 0 0 1");
  TerrHgUndo u;
  TerrHgAction a;

  g_assert_cmpint (s->to_move, ==, 1);
  play (s, act (TERR_HG_ACTION_MOVE_GAZEBO, 1, 0, 0, 0));
  /* nothing placed yet: the second action must place */
  assert_refused (s, act (TERR_HG_ACTION_MOVE_GAZEBO, 0, 0, 0, 0), "must place");
  assert_refused (s, act (TERR_HG_ACTION_PASS, 0, 0, 0, 0), "only when no action");
  play (s, bed (0, 0, TERR_HG_SUIT_ARMS));
  g_assert_cmpint (s->to_move, ==, 2);
  play (s, act (TERR_HG_ACTION_TERRACE, 4, 0, 0, 0));
  play (s, act (TERR_HG_ACTION_TERRACE, 6, 0, 0, 0));
  g_assert_cmpint (s->to_move, ==, 3);
  play (s, bed (5, 0, TERR_HG_SUIT_ARMS));
  play (s, bed (5, 1, TERR_HG_SUIT_ARMS));
  g_assert_cmpint (s->to_move, ==, 1);
  /* a placement first: then moving is fine */
  play (s, bed (4, 1, TERR_HG_SUIT_MOONS));
  assert_legal (s, act (TERR_HG_ACTION_MOVE_GAZEBO, 2, 0, 0, 0));
  terr_hg_state_free (s);

  /* without the progress rule two moves make a turn */
  s = hg_build (2, "T 0 0 0; T 2 0 0; G 0 0 1");
  s->progress_rule = FALSE;
  play (s, act (TERR_HG_ACTION_MOVE_GAZEBO, 1, 0, 0, 0));
  play (s, act (TERR_HG_ACTION_MOVE_GAZEBO, 2, 0, 0, 0));
  g_assert_cmpint (s->to_move, ==, 2);
  /* and undo goes back over the turn */
  a = act (TERR_HG_ACTION_GAZEBO, 3, 1, 0, 0);
  terr_hg_state_apply (s, &a, &u);
  terr_hg_state_undo (s, &u);
  g_assert_cmpint (s->to_move, ==, 2);
  g_assert_false (s->gazebo_placed[2]);
  terr_hg_state_free (s);
}

/* The supply is empty and every pawn placed but one: placing it ends the
 * game at once, in the middle of the turn. */
static void
test_end_and_passes (void)
{
  TerrHgState *s = hg_build (2, "T 0 0 0; T 2 0 0; G 0 0 1");

  s->supply_tiles = 0;
  for (int i = 1; i <= TERR_HG_N_SUITS; i++)
    s->supply_coins[i] = 0;
  g_assert_false (terr_hg_state_is_over (s));
  s->to_move = 2;
  play (s, act (TERR_HG_ACTION_GAZEBO, 3, 1, 0, 0));
  g_assert_true (terr_hg_state_is_over (s));
  assert_refused (s, act (TERR_HG_ACTION_MOVE_GAZEBO, 2, 1, 0, 0), "the game is over");
  terr_hg_state_free (s);

  /* Every space taken, nothing to place, no support: both seats pass. */
  s = hg_build (2, "T 0 0 0; B 0 0 suns; B 1 0 suns; B 0 1 suns; G 1 1 1");
  s->supply_tiles = 0;
  g_assert_false (terr_hg_state_is_over (s));
  assert_refused (s, act (TERR_HG_ACTION_MOVE_GAZEBO, 0, 0, 0, 0), "already holds a bed");
  play (s, act (TERR_HG_ACTION_PASS, 0, 0, 0, 0));
  g_assert_cmpint (s->to_move, ==, 2);
  g_assert_cmpint (s->passes, ==, 1);
  g_assert_false (terr_hg_state_is_over (s));
  play (s, act (TERR_HG_ACTION_PASS, 0, 0, 0, 0));
  g_assert_true (terr_hg_state_is_over (s));
  terr_hg_state_free (s);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hg/rules/terrace", test_terrace);
  g_test_add_func ("/hg/rules/support", test_support);
  g_test_add_func ("/hg/rules/bed-and-gazebo", test_bed_and_gazebo);
  g_test_add_func ("/hg/rules/move-support", test_move_support);
  g_test_add_func ("/hg/rules/turns-and-progress", test_turns_and_progress);
  g_test_add_func ("/hg/rules/end-and-passes", test_end_and_passes);
  return g_test_run ();
}
