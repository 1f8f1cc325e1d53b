/* test-zg-edit.c — designing a Ziggurat scenario by edits (the problem
 * list, drafts, undo and redo of edits), and what the game says about
 * itself: moves, status, goal, squares, timeline entries; positions kept
 * for fast navigation. */
#include "terr-zg-game.h"

#include <string.h>

#include "terr-random.h"

/* ------------------------------------------------------------ helpers */

static TerrGame *
new_game (guint64 seed)
{
  g_autoptr(GError) error = NULL;
  TerrGame *game = terr_game_new (TERR_GAME_ZIGGURAT, 1, seed, &error);

  g_assert_no_error (error);
  return game;
}

static char *
bytes_text (GBytes *bytes)
{
  gsize n;
  const char *data = g_bytes_get_data (bytes, &n);

  return g_strndup (data, n);
}

static char *
scenario_text (TerrGame *game)
{
  g_autoptr(GBytes) bytes = terr_game_to_bytes (game, TERR_FILE_SCENARIO);

  return bytes_text (bytes);
}

static TerrDocument *
document (const char *text)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;
  TerrDocument *doc = terr_document_load_bytes (bytes, "zg.terraces", &error);

  g_assert_no_error (error);
  return doc;
}

/* The problems, one a line: "where: message". */
static char *
problems_text (TerrGame *game)
{
  g_autoptr(GPtrArray) problems = terr_game_list_problems (game);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < problems->len; i++)
    {
      const TerrProblem *p = g_ptr_array_index (problems, i);

      switch (p->place.kind)
        {
        case TERR_PLACE_SEATS: g_string_append (s, "seats"); break;
        case TERR_PLACE_PILE: g_string_append_printf (s, "pile %d", p->place.index); break;
        case TERR_PLACE_HAND: g_string_append_printf (s, "hand %d", p->place.index); break;
        case TERR_PLACE_SUPPLY: g_string_append_printf (s, "supply %d", p->place.index); break;
        case TERR_PLACE_TIER:
          g_string_append_printf (s, "tier %d (%d,%d)", p->place.z, p->place.x, p->place.y);
          break;
        default: g_string_append_printf (s, "kind %d", p->place.kind); break;
        }
      g_string_append_printf (s, ": %s\n", p->message);
    }
  return g_string_free (s, FALSE);
}

/* The problem of a design whose hand was emptied onto the ziggurat. */
#define EMPTY_HAND "hand 0: the hand is empty: the player starts with no domino to place " \
                   "(nothing is drawn before the first move), so put at least one domino in the hand\n"

static void
assert_problems (TerrGame *game, const char *expected)
{
  g_autofree char *got = problems_text (game);

  g_assert_cmpstr (got, ==, expected);
  g_assert_cmpint (terr_game_has_problems (game), ==, *expected != '\0');
}

/* An edit (or other call) that must succeed, with its GError *error. */
#define OK(call) G_STMT_START { \
    gboolean done_ = (call); \
    g_assert_no_error (error); \
    g_assert_true (done_); \
  } G_STMT_END

static TerrMove *
place_move (guint tier, int x, int y, TerrZgDir dir, guint a, guint b)
{
  return terr_zg_move_to_terr_move (&(TerrZgMove) { TERR_ZG_MOVE_PLACE, tier, x, y, dir, a, b });
}

static TerrMove *
lift_move (guint tier, int x, int y)
{
  return terr_zg_move_to_terr_move (&(TerrZgMove) { TERR_ZG_MOVE_LIFT, tier, x, y, 0, 0, 0 });
}

static void
play (TerrGame *game, TerrMove *move)
{
  g_autoptr(GError) error = NULL;

  if (!terr_game_play (game, move, &error))
    g_error ("refused: %s", error->message);
}

/* ------------------------------------------------------------ building */

/* Every edit of a whole scenario from nothing; the bytes after each. */
static void
test_build_undo_redo (void)
{
  g_autoptr(TerrGame) game = terr_zg_game_new_empty ();
  TerrZgGame *zg = TERR_ZG_GAME (game);
  g_autoptr(GPtrArray) steps = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(TerrGame) again = NULL;
  g_autoptr(GBytes) saved_again = NULL;
  g_autoptr(TerrMove) move = NULL;
  g_autofree char *text = NULL;
  guint k;

  /* The empty start: an empty hand, 28 missing dominoes, no seed, one
   * seat. */
  problems = terr_game_list_problems (game);
  g_assert_cmpuint (problems->len, ==, 29);
  g_assert_cmpint (((TerrProblem *) problems->pdata[0])->place.kind, ==, TERR_PLACE_HAND);
  {
    const TerrProblem *first = g_ptr_array_index (problems, 1);
    const TerrProblem *last = g_ptr_array_index (problems, 28);

    g_assert_cmpint (first->place.kind, ==, TERR_PLACE_SUPPLY);
    g_assert_cmpint (first->place.index, ==, 0);
    g_assert_cmpstr (first->message, ==, "the 0-0 is missing: every one of the 28 dominoes "
                                         "must be in the pile, the hand or the ziggurat");
    g_assert_cmpint (last->place.index, ==, 27);
  }
  g_assert_true (terr_game_has_problems (game));
  g_assert_false (terr_game_can_undo_edit (game));
  text = scenario_text (game);
  g_assert_cmpstr (text, ==,
                   "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                   "<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\">\n"
                   "  <rules/>\n"
                   "  <players>\n"
                   "    <player seat=\"1\" name=\"Player 1\" type=\"human\"/>\n"
                   "  </players>\n"
                   "  <position cheats=\"0\">\n"
                   "    <pile order=\"hidden\"/>\n"
                   "    <hand/>\n"
                   "  </position>\n"
                   "</terraces>\n");
  g_ptr_array_add (steps, g_steal_pointer (&text));

#define STEP(call) G_STMT_START { OK (call); g_ptr_array_add (steps, scenario_text (game)); } G_STMT_END
  /* Two dominoes on the foundation, one on them on tier 2. */
  STEP (terr_zg_game_edit_put_domino (zg, 1, 1, 1, TERR_ZG_DIR_H, 0, 1, &error));
  STEP (terr_zg_game_edit_put_domino (zg, 2, 1, 1, TERR_ZG_DIR_V, 3, 4, &error));
  STEP (terr_zg_game_edit_put_domino (zg, 1, 1, 2, TERR_ZG_DIR_H, 0, 2, &error));
  /* The hand, in an order of its own. */
  STEP (terr_zg_game_edit_hand_insert (zg, -1, 6, 6, &error));
  STEP (terr_zg_game_edit_hand_insert (zg, 0, 5, 0, &error));
  STEP (terr_zg_game_edit_hand_insert (zg, 1, 1, 1, &error));
  STEP (terr_zg_game_edit_hand_insert (zg, -1, 2, 2, &error));
  STEP (terr_zg_game_edit_hand_remove (zg, 3, &error));
  /* The pile: a few by hand, the rest at the bottom, then shuffled and
   * arranged. */
  STEP (terr_zg_game_edit_pile_insert (zg, 0, 4, 4, &error));
  STEP (terr_zg_game_edit_pile_insert (zg, 0, 2, 2, &error));
  STEP (terr_zg_game_edit_pile_add_missing (zg, &error));
  STEP (terr_zg_game_edit_pile_shuffle (zg, 5, &error));
  STEP (terr_zg_game_edit_pile_move (zg, 0, 21, &error));
  STEP (terr_zg_game_edit_pile_move (zg, 20, 3, &error));
  STEP (terr_zg_game_edit_set_pile_open (zg, TRUE, &error));
  STEP (terr_zg_game_edit_set_cheats (zg, 2, &error));
  STEP (terr_zg_game_edit_set_goal (zg, 3, &error));
#undef STEP

  assert_problems (game, "");
  {
    const TerrZgState *st = terr_zg_game_get_state (zg);

    g_assert_cmpuint (st->n_placed, ==, 3);
    g_assert_cmpuint (st->hand_len, ==, 3);
    g_assert_cmpuint (st->hand[0], ==, terr_zg_domino_id (0, 5));
    g_assert_cmpuint (st->hand[1], ==, terr_zg_domino_id (1, 1));
    g_assert_cmpuint (st->hand[2], ==, terr_zg_domino_id (6, 6));
    g_assert_cmpuint (st->pile_len - st->pile_pos, ==, 22);
    g_assert_true (st->pile_open);
    g_assert_cmpuint (st->cheats, ==, 2);
  }
  g_free (text);
  text = scenario_text (game);
  g_assert_nonnull (strstr (text, "    <hand>0-5 1-1 6-6</hand>\n"
                                  "    <domino tier=\"1\" x=\"1\" y=\"1\" dir=\"h\" a=\"0\" b=\"1\"/>\n"
                                  "    <domino tier=\"1\" x=\"1\" y=\"2\" dir=\"h\" a=\"0\" b=\"2\"/>\n"
                                  "    <domino tier=\"2\" x=\"1\" y=\"1\" dir=\"v\" a=\"3\" b=\"4\"/>\n"
                                  "  </position>\n"
                                  "  <goal type=\"max-cheats\" value=\"3\"/>\n"));

  /* Saved and read back: the same bytes. */
  saved = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
  doc = terr_document_load_bytes (saved, "zg.terraces", &error);
  g_assert_no_error (error);
  again = terr_game_load_document (doc, &error);
  g_assert_no_error (error);
  saved_again = terr_game_to_bytes (again, TERR_FILE_SCENARIO);
  g_assert_true (g_bytes_equal (saved, saved_again));

  /* Refused edits change nothing and leave no step to undo. */
  g_assert_false (terr_zg_game_edit_put_domino (zg, 4, 0, 0, TERR_ZG_DIR_H, 0, 1, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "the tier is 1, 2 or 3");
  g_clear_error (&error);
  g_assert_false (terr_zg_game_edit_put_domino (zg, 1, 6, 0, TERR_ZG_DIR_H, 0, 1, &error));
  g_assert_cmpstr (error->message, ==, "x and y must be numbers from 0 to 5");
  g_clear_error (&error);
  g_assert_false (terr_zg_game_edit_hand_insert (zg, 0, 7, 1, &error));
  g_assert_cmpstr (error->message, ==, "a half shows 0 to 6 pips");
  g_clear_error (&error);
  g_assert_false (terr_zg_game_edit_pile_remove (zg, 22, &error));
  g_assert_cmpstr (error->message, ==, "there is no place 23 in the pile: it holds 22 dominoes");
  g_clear_error (&error);
  g_assert_false (terr_zg_game_edit_hand_insert (zg, 5, 1, 2, &error));
  g_assert_cmpstr (error->message, ==, "there is no place 6 in the hand: it holds 3 dominoes");
  g_clear_error (&error);
  g_assert_false (terr_zg_game_edit_remove_domino (zg, 3, 2, 2, &error));
  g_assert_cmpstr (error->message, ==, "there is no domino at (2,2) on tier 3");
  g_clear_error (&error);
  g_assert_false (terr_zg_game_edit_set_cheats (zg, (guint) G_MAXINT + 1, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  g_clear_error (&error);
  /* Setting what is already so is no edit. */
  OK (terr_zg_game_edit_set_pile_open (zg, TRUE, &error));
  OK (terr_zg_game_edit_set_goal (zg, 3, &error));
  g_free (text);
  text = scenario_text (game);
  g_assert_cmpstr (text, ==, g_ptr_array_index (steps, steps->len - 1));

  /* Undo every edit back to the empty start, then redo them all. */
  for (k = steps->len - 1; terr_game_can_undo_edit (game); k--)
    {
      g_autofree char *now = NULL;

      g_assert_true (terr_game_undo_edit (game));
      now = scenario_text (game);
      g_assert_cmpstr (now, ==, g_ptr_array_index (steps, k - 1));
    }
  g_assert_cmpuint (k, ==, 0);
  g_clear_pointer (&problems, g_ptr_array_unref);
  problems = terr_game_list_problems (game);
  g_assert_cmpuint (problems->len, ==, 29);
  for (k = 1; terr_game_can_redo_edit (game); k++)
    {
      g_autofree char *now = NULL;

      g_assert_true (terr_game_redo_edit (game));
      now = scenario_text (game);
      g_assert_cmpstr (now, ==, g_ptr_array_index (steps, k));
    }
  g_assert_cmpuint (k, ==, steps->len);
  assert_problems (game, "");

  /* Now it plays: the 0-5 next to the 0 of the 0-2 (rule 5). */
  move = place_move (1, 0, 2, TERR_ZG_DIR_V, 0, 5);
  play (game, move);
  g_assert_false (terr_game_is_editable (game));
  g_assert_false (terr_zg_game_edit_set_cheats (zg, 0, &error));
  g_assert_cmpstr (error->message, ==, "only a scenario without moves can be changed");
}

/* ------------------------------------------------------------ problems */

/* A broken position: saved, read back as a draft (same problems, same
 * bytes), refused by the normal reader at @line with the first problem. */
static void
assert_draft_round_trip (TerrGame *game, int line)
{
  g_autoptr(GBytes) bytes = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
  g_autofree char *text = bytes_text (bytes);
  g_autoptr(TerrDocument) doc = document (text);
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) draft = terr_game_load_draft (doc, &error);
  g_autoptr(TerrGame) refused = NULL;
  g_autoptr(GBytes) again = NULL;
  g_autoptr(GPtrArray) problems = terr_game_list_problems (game);
  g_autofree char *want = problems_text (game);
  g_autofree char *got = NULL;
  g_autofree char *message = NULL;
  const TerrProblem *first;

  g_assert_no_error (error);
  got = problems_text (draft);
  g_assert_cmpstr (got, ==, want);
  g_assert_true (terr_game_has_problems (draft));
  again = terr_game_to_bytes (draft, TERR_FILE_SCENARIO);
  g_assert_true (g_bytes_equal (bytes, again));

  refused = terr_game_load_document (doc, &error);
  g_assert_null (refused);
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  /* The loader refuses at the first problem, an empty hand aside. */
  first = g_ptr_array_index (problems, 0);
  if (g_str_has_prefix (first->message, "the hand is empty: ") && problems->len > 1)
    first = g_ptr_array_index (problems, 1);
  message = g_strdup_printf ("zg.terraces:%d: %s", line, first->message);
  g_assert_cmpstr (error->message, ==, message);
}

static void
assert_play_refused (TerrGame *game)
{
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
  g_autoptr(TerrMove) resign = terr_move_new (1, "resign");
  g_autoptr(GError) error = NULL;

  g_assert_false (terr_game_play (game, resign, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "the position has problems to mend before it can be played");
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 0);
}

/* Seed 42 deals 4-4 0-1 2-5 into the hand; the pile starts 4-6 2-4 0-3. */
static void
test_problem_doubled (void)
{
  g_autoptr(TerrGame) game = new_game (42);
  g_autoptr(GError) error = NULL;

  OK (terr_zg_game_edit_pile_insert (TERR_ZG_GAME (game), 0, 4, 4, &error));
  OK (terr_zg_game_edit_put_domino (TERR_ZG_GAME (game), 1, 0, 0, TERR_ZG_DIR_V, 6, 4, &error));
  assert_problems (game,
                   "hand 0: the hand, place 1: the 4-4 appears twice (in the pile and in the hand); "
                   "every domino is there exactly once\n"
                   "tier 1 (0,0): tier 1 at (0,0): the 4-6 appears twice (in the pile and in the ziggurat); "
                   "every domino is there exactly once\n");
  assert_play_refused (game);
  /* <hand> is on line 12. */
  assert_draft_round_trip (game, 12);
}

static void
test_problem_missing (void)
{
  g_autoptr(TerrGame) game = new_game (42);
  g_autoptr(GError) error = NULL;

  OK (terr_zg_game_edit_pile_remove (TERR_ZG_GAME (game), 0, &error));
  OK (terr_zg_game_edit_hand_remove (TERR_ZG_GAME (game), 2, &error));
  assert_problems (game,
                   "supply 16: the 2-5 is missing: every one of the 28 dominoes must be in the pile, "
                   "the hand or the ziggurat\n"
                   "supply 24: the 4-6 is missing: every one of the 28 dominoes must be in the pile, "
                   "the hand or the ziggurat\n");
  assert_play_refused (game);
  /* <position> is on line 10. */
  assert_draft_round_trip (game, 10);

  /* Put back, it plays again. */
  OK (terr_zg_game_edit_pile_add_missing (TERR_ZG_GAME (game), &error));
  assert_problems (game, "");
}

/* Dominoes that break rules 1–4, reported tier by tier. */
static void
test_problem_structure (void)
{
  g_autoptr(TerrGame) game = new_game (42);
  TerrZgGame *zg = TERR_ZG_GAME (game);
  g_autoptr(GError) error = NULL;

  /* The 0-1 from the hand on tier 2 with nothing under it, the 2-5 half
   * off the foundation, the 4-4 on tier 1 and (no move needed) the 4-6
   * from the pile over the 4-4, and the 2-4 on tier 3 off its square. */
  OK (terr_zg_game_edit_hand_remove (zg, 1, &error));
  OK (terr_zg_game_edit_put_domino (zg, 2, 1, 1, TERR_ZG_DIR_H, 0, 1, &error));
  OK (terr_zg_game_edit_hand_remove (zg, 1, &error));
  OK (terr_zg_game_edit_put_domino (zg, 1, 5, 0, TERR_ZG_DIR_H, 2, 5, &error));
  OK (terr_zg_game_edit_hand_remove (zg, 0, &error));
  OK (terr_zg_game_edit_put_domino (zg, 1, 2, 2, TERR_ZG_DIR_H, 4, 4, &error));
  OK (terr_zg_game_edit_pile_remove (zg, 0, &error));
  OK (terr_zg_game_edit_put_domino (zg, 1, 3, 2, TERR_ZG_DIR_V, 4, 6, &error));
  OK (terr_zg_game_edit_pile_remove (zg, 0, &error));
  OK (terr_zg_game_edit_put_domino (zg, 3, 1, 2, TERR_ZG_DIR_H, 2, 4, &error));
  assert_problems (game,
                   EMPTY_HAND
                   "tier 1 (5,0): the 2-5 on tier 1 at (5,0): (6,0) is outside tier 1: "
                   "the foundation covers x and y from 0 to 5 only\n"
                   "tier 1 (3,2): the 4-6 on tier 1 at (3,2): (3,2) on tier 1 already holds a half\n"
                   "tier 2 (1,1): the 0-1 on tier 2 at (1,1): no balancing: (1,1) on tier 1 "
                   "under the 0 is empty\n"
                   "tier 3 (1,2): the 2-4 on tier 3 at (1,2): (1,2) is outside tier 3: "
                   "tier 3 covers only the centre 2 x 2 (x and y 2 and 3)\n");
  assert_play_refused (game);
  /* The first the loader refuses, the 2-5, is the first <domino> (tier 1,
   * y 0): line 13 (the empty hand is no reason to refuse a file). */
  assert_draft_round_trip (game, 13);

  /* Taking the 2-5 away and putting it back inside mends one problem. */
  OK (terr_zg_game_edit_remove_domino (zg, 1, 5, 0, &error));
  OK (terr_zg_game_edit_put_domino (zg, 1, 4, 0, TERR_ZG_DIR_H, 2, 5, &error));
  {
    g_autoptr(GPtrArray) problems = terr_game_list_problems (game);

    /* Three and the empty hand. */
    g_assert_cmpuint (problems->len, ==, 4);
  }
}

/* The hand emptied onto the ziggurat: two dominoes overlap on tier 1 and
 * the one on tier 2 rests on greater values (rule 4). */
static void
test_problem_overlap_and_rule4 (void)
{
  g_autoptr(TerrGame) game = new_game (42);
  TerrZgGame *zg = TERR_ZG_GAME (game);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 3; i++)
    OK (terr_zg_game_edit_hand_remove (zg, 0, &error));
  OK (terr_zg_game_edit_put_domino (zg, 1, 2, 2, TERR_ZG_DIR_H, 4, 4, &error));
  OK (terr_zg_game_edit_put_domino (zg, 1, 3, 2, TERR_ZG_DIR_V, 2, 5, &error));
  OK (terr_zg_game_edit_put_domino (zg, 2, 2, 2, TERR_ZG_DIR_H, 0, 1, &error));
  assert_problems (game,
                   EMPTY_HAND
                   "tier 1 (3,2): the 2-5 on tier 1 at (3,2): (3,2) on tier 1 already holds a half\n"
                   "tier 2 (2,2): the 0-1 on tier 2 at (2,2): a 0 may not rest on a 4 (at (2,2) on tier 1)\n");
  assert_play_refused (game);
  /* The first the loader refuses: line 14 (the empty hand is no reason
   * to refuse a file). */
  assert_draft_round_trip (game, 14);
  {
    g_autofree char *square = terr_game_describe_square (game, 1, 3, 2);

    /* Drawn and described: what a position can hold (the 2-5 cannot). */
    g_assert_cmpstr (square, ==, "tier 1: a 4 (half of the 4–4); tier 2: a 1 (half of the 0–1)");
  }

  /* Undone one by one: the dominoes taken off are missing again. */
  g_assert_true (terr_game_undo_edit (game));
  assert_problems (game,
                   EMPTY_HAND
                   "tier 1 (3,2): the 2-5 on tier 1 at (3,2): (3,2) on tier 1 already holds a half\n"
                   "supply 1: the 0-1 is missing: every one of the 28 dominoes must be in the pile, "
                   "the hand or the ziggurat\n");
  g_assert_true (terr_game_undo_edit (game));
  assert_problems (game,
                   EMPTY_HAND
                   "supply 1: the 0-1 is missing: every one of the 28 dominoes must be in the pile, "
                   "the hand or the ziggurat\n"
                   "supply 16: the 2-5 is missing: every one of the 28 dominoes must be in the pile, "
                   "the hand or the ziggurat\n");
}

/* A value that may not rest on the one below (rule 4), on a draft that
 * also has two seats. */
static void
test_problem_rule4_and_seats (void)
{
  static const char text[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\">\n"
    "  <rules/>\n"
    "  <players>\n"
    "    <player seat=\"1\" name=\"Ann\" type=\"human\"/>\n"
    "    <player seat=\"2\" name=\"Bo\" type=\"human\"/>\n"
    "  </players>\n"
    "  <position cheats=\"0\">\n"
    "    <pile order=\"open\">0-0 0-1 0-2 0-3 0-4 0-5 0-6 1-1 1-2 1-3 1-4 1-5 1-6 2-2 2-3 2-4 2-5 2-6 "
    "3-3 3-5 3-6 4-4 4-5 4-6</pile>\n"
    "    <hand>5-5 6-6</hand>\n"
    "    <domino tier=\"2\" x=\"2\" y=\"2\" dir=\"h\" a=\"4\" b=\"3\"/>\n"
    "    <domino tier=\"1\" x=\"2\" y=\"2\" dir=\"h\" a=\"5\" b=\"6\"/>\n"
    "  </position>\n"
    "</terraces>\n";
  g_autoptr(TerrDocument) doc = document (text);
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_game_load_draft (doc, &error);
  g_autoptr(TerrGame) refused = NULL;

  g_assert_no_error (error);
  assert_problems (game,
                   "seats: Ziggurat is a game for one player\n"
                   "tier 2 (2,2): the 4-3 on tier 2 at (2,2): a 4 may not rest on a 5 (at (2,2) on tier 1)\n");
  refused = terr_game_load_document (doc, &error);
  g_assert_null (refused);
  g_assert_cmpstr (error->message, ==, "zg.terraces:4: Ziggurat is a game for one player");
  g_clear_error (&error);

  /* One seat: only rule 4 is left, at its <domino> (line 11). */
  OK (terr_game_edit_set_n_players (game, 1, &error));
  g_assert_cmpuint (terr_game_get_n_players (game), ==, 1);
  assert_problems (game,
                   "tier 2 (2,2): the 4-3 on tier 2 at (2,2): a 4 may not rest on a 5 (at (2,2) on tier 1)\n");
  assert_play_refused (game);
  /* Written back (no <meta>, one seat), the tier 1 domino comes first and
   * the 4-3 is on line 11. */
  assert_draft_round_trip (game, 11);
  {
    g_autoptr(TerrDocument) doc1 = NULL;
    g_autoptr(GString) one_seat = g_string_new (text);

    g_string_replace (one_seat, "    <player seat=\"2\" name=\"Bo\" type=\"human\"/>\n", "", 1);
    doc1 = document (one_seat->str);
    refused = terr_game_load_document (doc1, &error);
    g_assert_null (refused);
    g_assert_cmpstr (error->message, ==, "zg.terraces:10: the 4-3 on tier 2 at (2,2): "
                                         "a 4 may not rest on a 5 (at (2,2) on tier 1)");
  }
  g_clear_error (&error);

  /* Swapped, the 4-3 under the 5-6 is fine: the draft plays. */
  OK (terr_zg_game_edit_remove_domino (TERR_ZG_GAME (game), 2, 3, 2, &error));
  OK (terr_zg_game_edit_remove_domino (TERR_ZG_GAME (game), 1, 2, 2, &error));
  OK (terr_zg_game_edit_put_domino (TERR_ZG_GAME (game), 1, 2, 2, TERR_ZG_DIR_H, 4, 3, &error));
  OK (terr_zg_game_edit_put_domino (TERR_ZG_GAME (game), 2, 2, 2, TERR_ZG_DIR_H, 5, 6, &error));
  assert_problems (game, "");
  {
    /* The 5-5 touches the 5 of the 5-6 on tier 2 in plan (rule 5). */
    g_autoptr(TerrMove) move = place_move (1, 1, 2, TERR_ZG_DIR_V, 5, 5);

    play (game, move);
    g_assert_cmpuint (terr_zg_game_get_state (TERR_ZG_GAME (game))->n_placed, ==, 3);
  }
}

/* ------------------------------------------------------------ words */

static void
assert_describe_move (TerrGame *game, TerrMove *move, const char *expected)
{
  g_autofree char *got = terr_game_describe_move (game, move);

  g_assert_cmpstr (got, ==, expected);
}

static void
assert_status (TerrGame *game, const char *expected)
{
  g_autofree char *got = terr_game_get_status_text (game);

  g_assert_cmpstr (got, ==, expected);
}

static void
assert_square (TerrGame *game, int x, int y, const char *expected)
{
  g_autofree char *got = terr_game_describe_square (game, 1, x, y);

  g_assert_cmpstr (got, ==, expected);
}

static void
test_words (void)
{
  g_autoptr(TerrGame) game = new_game (42);
  g_autoptr(TerrMove) first = place_move (1, 0, 0, TERR_ZG_DIR_H, 0, 1);
  g_autoptr(TerrMove) down = place_move (1, 2, 3, TERR_ZG_DIR_V, 5, 2);
  g_autoptr(TerrMove) lift = lift_move (1, 1, 0);
  g_autoptr(TerrMove) resign = terr_move_new (1, "resign");
  guint min, max, def;

  terr_game_kind_get_players (TERR_GAME_ZIGGURAT, &min, &max, &def);
  g_assert_cmpuint (min, ==, 1);
  g_assert_cmpuint (max, ==, 1);
  g_assert_cmpuint (def, ==, 1);
  g_assert_cmpstr (terr_game_kind_get_pitch (TERR_GAME_ZIGGURAT), ==,
                   "Stack a three-tier pyramid of dominoes under strict rules of value and "
                   "adjacency, with as few cheats as possible.");

  assert_status (game, "25 dominoes in the pile, 3 in the hand, 0 cheats");
  assert_describe_move (game, first, "0–1 on tier 1 at (0, 0), across");
  assert_describe_move (game, down, "5–2 on tier 1 at (2, 3), down");
  assert_describe_move (game, resign, "resign");
  assert_square (game, 0, 0, "empty");
  g_assert_null (terr_game_describe_square (game, 1, 6, 0));

  /* The 0-1 down, the hand draws 4-6: no 0 or 1 is in it, so it is stuck. */
  play (game, first);
  assert_status (game, "24 dominoes in the pile, 3 in the hand, 0 cheats. "
                       "No domino of the hand fits: only lifts are left.");
  assert_square (game, 1, 0, "tier 1: a 1 (half of the 0–1)");
  assert_describe_move (game, lift, "lift the 0–1 from tier 1 at (1, 0)");
  play (game, lift);
  assert_status (game, "24 dominoes in the pile, 4 in the hand, 1 cheat");
  /* The history describes a move in the position before it. */
  {
    g_autofree char *words = terr_game_describe_node (game, terr_game_get_cursor (game));

    g_assert_cmpstr (words, ==, "lift the 0–1 from tier 1 at (1, 0)");
  }
}

/* A small stack by edits: a 3-4 on tier 2 over the 0-1 and the 0-2. */
static TerrGame *
stack_game (void)
{
  TerrGame *game = new_game (42);
  TerrZgGame *zg = TERR_ZG_GAME (game);
  g_autoptr(GError) error = NULL;

  OK (terr_zg_game_edit_clear (zg, &error));
  OK (terr_zg_game_edit_put_domino (zg, 1, 1, 1, TERR_ZG_DIR_H, 0, 1, &error));
  OK (terr_zg_game_edit_put_domino (zg, 1, 1, 2, TERR_ZG_DIR_H, 0, 2, &error));
  OK (terr_zg_game_edit_put_domino (zg, 2, 1, 1, TERR_ZG_DIR_V, 3, 4, &error));
  OK (terr_zg_game_edit_hand_insert (zg, -1, 0, 5, &error));
  OK (terr_zg_game_edit_pile_add_missing (zg, &error));
  assert_problems (game, "");
  return game;
}

static void
test_squares_and_lifts (void)
{
  g_autoptr(TerrGame) game = stack_game ();
  g_autoptr(TerrMove) lift = lift_move (1, 2, 1);
  g_autoptr(TerrMove) lift_top = lift_move (2, 1, 2);

  assert_square (game, 1, 1, "tier 1: a 0 (half of the 0–1); tier 2: a 3 (half of the 3–4)");
  assert_square (game, 1, 2, "tier 1: a 0 (half of the 0–2); tier 2: a 4 (half of the 3–4)");
  assert_square (game, 2, 2, "tier 1: a 2 (half of the 0–2)");
  assert_square (game, 3, 3, "empty");
  assert_describe_move (game, lift, "lift the 0–1 from tier 1 at (2, 1) and 1 domino resting on it");
  assert_describe_move (game, lift_top, "lift the 3–4 from tier 2 at (1, 2)");
  assert_status (game, "24 dominoes in the pile, 1 in the hand, 0 cheats");
  play (game, lift);
  assert_status (game, "24 dominoes in the pile, 3 in the hand, 2 cheats");
  assert_square (game, 1, 1, "empty");
}

/* ------------------------------------------------------------ goal */

static void
test_goal (void)
{
  g_autoptr(TerrGame) game = stack_game ();
  TerrZgGame *zg = TERR_ZG_GAME (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrMove) lift = lift_move (2, 1, 1);
  g_autoptr(TerrMove) resign = terr_move_new (1, "resign");
  g_autofree char *text = NULL;
  TerrGoal goal;

  g_assert_false (terr_game_get_goal (game, &goal));
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_NONE);
  OK (terr_zg_game_edit_set_goal (zg, 1, &error));
  g_assert_true (terr_game_get_goal (game, &goal));
  g_assert_cmpint (goal.type, ==, TERR_GOAL_MAX_CHEATS);
  g_assert_cmpint (goal.value, ==, 1);
  g_assert_cmpint (goal.seat, ==, 0);
  text = terr_game_get_goal_text (game);
  g_assert_cmpstr (text, ==, "Finish the ziggurat with at most 1 cheat.");
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_OPEN);

  /* One cheat: still open; two: failed (and undone, open again). */
  play (game, lift);
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_OPEN);
  g_clear_pointer (&lift, terr_move_unref);
  lift = lift_move (1, 1, 1);
  play (game, lift);
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_FAILED);
  g_assert_true (terr_game_undo (game));
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_OPEN);
  play (game, resign);
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_FAILED);
}

/* Seed 0 has a 0-cheat line: played out with a goal of 0, reached. */
static void
test_goal_reached (void)
{
  g_autoptr(TerrGame) game = new_game (0);
  g_autoptr(GError) error = NULL;
  TerrZgSolveParams params = { 0, };
  TerrZgSolution line;

  OK (terr_zg_game_edit_set_goal (TERR_ZG_GAME (game), 0, &error));
  terr_zg_solve (terr_zg_game_get_state (TERR_ZG_GAME (game)), &params, NULL, &line);
  g_assert_cmpint (line.zero_cheat, ==, TERR_ZG_VERDICT_YES);
  for (guint i = 0; i < line.moves->len; i++)
    {
      g_autoptr(TerrMove) move = terr_zg_move_to_terr_move (&g_array_index (line.moves, TerrZgMove, i));

      g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_OPEN);
      play (game, move);
    }
  terr_zg_solution_clear (&line);
  g_assert_cmpint (terr_game_get_end_state (game), ==, TERR_END_FINISHED);
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_REACHED);
  assert_status (game, "0 dominoes in the pile, 0 in the hand, 0 cheats");
}

/* ------------------------------------------------------------ timeline */

static void
assert_timeline (TerrGame *game, const char *expected)
{
  JsonNode *(*entry) (TerrGame *, double, GCancellable *) = TERR_GAME_GET_CLASS (game)->timeline_entry;
  g_autoptr(JsonNode) node = entry (game, 2.0, NULL);
  g_autofree char *got = json_to_string (node, FALSE);

  g_assert_cmpstr (got, ==, expected);
}

static void
test_timeline (void)
{
  g_autoptr(TerrGame) stuck = new_game (42);
  g_autoptr(TerrGame) game = new_game (0);
  g_autoptr(TerrMove) first = place_move (1, 0, 0, TERR_ZG_DIR_H, 0, 1);
  g_autoptr(TerrMove) resign = terr_move_new (1, "resign");
  TerrZgSolveParams params = { 0, };
  TerrZgSolution line;

  /* Seed 42 can be finished, but not after the 0-1 first (see
   * test_words): then it is stuck, proven no. */
  assert_timeline (stuck, "{\"placed\":0,\"cheats\":0,\"zero_cheat\":\"yes\"}");
  play (stuck, first);
  assert_timeline (stuck, "{\"placed\":1,\"cheats\":0,\"zero_cheat\":\"no\"}");
  play (stuck, resign);
  assert_timeline (stuck, "{\"placed\":1,\"cheats\":0,\"zero_cheat\":\"no\"}");
  /* The base's timeline: "move" first, then the class's members. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(JsonNode) timeline = terr_game_timeline (stuck, 2.0, NULL, NULL, NULL, &error);
    g_autofree char *text = NULL;

    g_assert_no_error (error);
    text = json_to_string (timeline, FALSE);
    g_assert_cmpstr (text, ==,
                     "{\"game\":\"ziggurat\",\"positions\":["
                     "{\"move\":0,\"placed\":0,\"cheats\":0,\"zero_cheat\":\"yes\"},"
                     "{\"move\":1,\"placed\":1,\"cheats\":0,\"zero_cheat\":\"no\"},"
                     "{\"move\":2,\"placed\":1,\"cheats\":0,\"zero_cheat\":\"no\"}]}");
  }

  assert_timeline (game, "{\"placed\":0,\"cheats\":0,\"zero_cheat\":\"yes\"}");
  terr_zg_solve (terr_zg_game_get_state (TERR_ZG_GAME (game)), &params, NULL, &line);
  for (guint i = 0; i < line.moves->len; i++)
    {
      g_autoptr(TerrMove) move = terr_zg_move_to_terr_move (&g_array_index (line.moves, TerrZgMove, i));

      play (game, move);
      if (i == 9)
        assert_timeline (game, "{\"placed\":10,\"cheats\":0,\"zero_cheat\":\"yes\"}");
    }
  terr_zg_solution_clear (&line);
  assert_timeline (game, "{\"placed\":28,\"cheats\":0,\"zero_cheat\":\"yes\"}");
}

/* ------------------------------------------------------------ positions */

/* What a position shows: the scenario written, the score, the moves, the
 * words. */
static char *
position_text (TerrGame *game)
{
  g_autofree char *scenario = scenario_text (game);
  g_autoptr(JsonNode) score = terr_game_score_json (game);
  g_autofree char *score_text = json_to_string (score, FALSE);
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
  g_autofree char *describe = terr_game_describe (game);
  g_autofree char *status = terr_game_get_status_text (game);
  GString *s = g_string_new (scenario);

  g_string_append_printf (s, "%s\n%s\n%s\n", score_text, describe, status);
  for (guint i = 0; i < moves->len; i++)
    {
      g_autofree char *m = terr_move_to_string (g_ptr_array_index (moves, i));

      g_string_append_printf (s, "%s\n", m);
    }
  return g_string_free (s, FALSE);
}

/* The position after the first @n moves of @line, played from the deal. */
static char *
replayed_text (guint64 seed, GPtrArray *line, guint n)
{
  g_autoptr(TerrGame) game = new_game (seed);

  for (guint i = 0; i < n; i++)
    play (game, g_ptr_array_index (line, i));
  return position_text (game);
}

static void
test_positions (void)
{
  const guint64 seed = 7;
  g_autoptr(TerrGame) game = new_game (seed);
  TerrGameClass *klass = TERR_GAME_GET_CLASS (game);
  g_autoptr(GPtrArray) line = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_move_unref);
  const guint at[] = { 0, 5, 17, 30, 44 };
  gpointer saved[G_N_ELEMENTS (at)];
  const guint order[] = { 3, 0, 4, 1, 2, 3 };
  guint next = 0;
  TerrRandom rng;

  /* A random game (places mostly, some lifts, no resign) through the
   * class alone, saving positions on the way. */
  terr_random_init (&rng, 2024);
  for (guint i = 0; i < at[G_N_ELEMENTS (at) - 1] + 3; i++)
    {
      g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
      g_autoptr(GError) error = NULL;
      guint n_place = 0, pick;

      if (next < G_N_ELEMENTS (at) && at[next] == i)
        saved[next++] = klass->save_position (game);
      g_assert_cmpuint (moves->len, >, 1);
      while (n_place < moves->len && terr_move_is (g_ptr_array_index (moves, n_place), "place"))
        n_place++;
      if (n_place > 0 && terr_random_below (&rng, 5) > 0)
        pick = terr_random_below (&rng, n_place);
      else
        pick = n_place + terr_random_below (&rng, moves->len - 1 - n_place);
      g_assert_true (klass->apply_move (game, g_ptr_array_index (moves, pick), &error));
      g_assert_no_error (error);
      g_ptr_array_add (line, terr_move_ref (g_ptr_array_index (moves, pick)));
    }
  g_assert_cmpuint (terr_zg_game_get_state (TERR_ZG_GAME (game))->cheats, >, 0);

  /* Out of order: each restored position is the replayed one, and plays
   * on (and back) as it. */
  for (guint j = 0; j < G_N_ELEMENTS (order); j++)
    {
      guint n = at[order[j]];
      g_autofree char *want = replayed_text (seed, line, n);
      g_autofree char *got = NULL;
      g_autofree char *after_want = replayed_text (seed, line, n + 3);
      g_autofree char *after_got = NULL;
      g_autofree char *back = NULL;

      klass->restore_position (game, saved[order[j]]);
      got = position_text (game);
      g_assert_cmpstr (got, ==, want);
      for (guint i = n; i < n + 3; i++)
        g_assert_true (klass->apply_move (game, g_ptr_array_index (line, i), NULL));
      after_got = position_text (game);
      g_assert_cmpstr (after_got, ==, after_want);
      for (guint i = 0; i < 3; i++)
        klass->undo_move (game);
      back = position_text (game);
      g_assert_cmpstr (back, ==, want);
    }
  for (guint j = 0; j < G_N_ELEMENTS (at); j++)
    klass->free_position (saved[j]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_type_ensure (TERR_TYPE_ZG_GAME);
  g_test_add_func ("/zg/edit/build-undo-redo", test_build_undo_redo);
  g_test_add_func ("/zg/edit/problem-doubled", test_problem_doubled);
  g_test_add_func ("/zg/edit/problem-missing", test_problem_missing);
  g_test_add_func ("/zg/edit/problem-structure", test_problem_structure);
  g_test_add_func ("/zg/edit/problem-overlap-and-rule4", test_problem_overlap_and_rule4);
  g_test_add_func ("/zg/edit/problem-rule4-and-seats", test_problem_rule4_and_seats);
  g_test_add_func ("/zg/describe/words", test_words);
  g_test_add_func ("/zg/describe/squares-and-lifts", test_squares_and_lifts);
  g_test_add_func ("/zg/describe/goal", test_goal);
  g_test_add_func ("/zg/describe/goal-reached", test_goal_reached);
  g_test_add_func ("/zg/describe/timeline", test_timeline);
  g_test_add_func ("/zg/positions", test_positions);
  return g_test_run ();
}
