/* test-hg-edit.c — Hanging Gardens describes itself and is designed by
 * edits: a scenario built from an empty one, written and read back byte for
 * byte; the exact problems of broken positions, as drafts and as refused
 * files; undo and redo of every edit; positions kept for fast navigation;
 * moves, squares, status and goal in words. */
#include <stdlib.h>
#include <string.h>

#include "terr-hg-game.h"

#define HEAD \
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
  "<terraces format=\"1\" game=\"hanging-gardens\" kind=\"scenario\">\n" \
  "  <rules players=\"2\" progress-rule=\"true\"/>\n" \
  "  <players>\n" \
  "    <player seat=\"1\" name=\"Ann\" type=\"human\"/>\n" \
  "    <player seat=\"2\" name=\"Bot\" type=\"ai\" level=\"1\"/>\n" \
  "  </players>\n"

static TerrGame *
load_string (const char *text, const char *name, gboolean draft, GError **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(TerrDocument) doc = terr_document_load_bytes (bytes, name, error);

  if (doc == NULL)
    return NULL;
  return draft ? terr_game_load_draft (doc, error) : terr_game_load_document (doc, error);
}

static char *
to_string (TerrGame *game)
{
  g_autoptr(GBytes) bytes = terr_game_to_bytes (game, TERR_FILE_SCENARIO);

  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static TerrHgGame *
new_empty (void)
{
  g_autoptr(GError) error = NULL;
  TerrGame *game = terr_hg_game_new_empty (2, &error);

  g_assert_no_error (error);
  g_assert_true (TERR_IS_HG_GAME (game));
  return TERR_HG_GAME (game);
}

/* One expected problem. */
typedef struct {
  TerrPlaceKind kind;
  int x, y, z, seat, index;
  const char *message;
} Expect;

static void
assert_problems (TerrGame *game, const Expect *expect, guint n)
{
  g_autoptr(GPtrArray) problems = terr_game_list_problems (game);

  for (guint i = 0; i < problems->len; i++)
    {
      const TerrProblem *p = g_ptr_array_index (problems, i);
      g_test_message ("problem %u: kind %d (%d, %d, %d) seat %d index %d: %s", i, p->place.kind,
                      p->place.x, p->place.y, p->place.z, p->place.seat, p->place.index, p->message);
    }
  g_assert_cmpuint (problems->len, ==, n);
  for (guint i = 0; i < n; i++)
    {
      const TerrProblem *p = g_ptr_array_index (problems, i);

      g_assert_cmpstr (p->message, ==, expect[i].message);
      g_assert_cmpint (p->place.kind, ==, expect[i].kind);
      g_assert_cmpint (p->place.x, ==, expect[i].x);
      g_assert_cmpint (p->place.y, ==, expect[i].y);
      g_assert_cmpint (p->place.z, ==, expect[i].z);
      g_assert_cmpint (p->place.seat, ==, expect[i].seat);
      g_assert_cmpint (p->place.index, ==, expect[i].index);
    }
  g_assert_cmpint (terr_game_has_problems (game), ==, n > 0);
}

/* An edit that must succeed; @call passes &ok_error. */
#define OK(call) G_STMT_START { \
    g_autoptr(GError) ok_error = NULL; \
    gboolean ok_result = (call); \
    g_assert_no_error (ok_error); \
    g_assert_true (ok_result); \
  } G_STMT_END

/* ------------------------------------------------------------ building */

static const char built[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<terraces format=\"1\" game=\"hanging-gardens\" kind=\"scenario\">\n"
  "  <rules players=\"2\" progress-rule=\"true\"/>\n"
  "  <players>\n"
  "    <player seat=\"1\" name=\"Player 1\" type=\"human\"/>\n"
  "    <player seat=\"2\" name=\"Player 2\" type=\"human\"/>\n"
  "  </players>\n"
  "  <position to-move=\"2\" actions-taken=\"1\" passes=\"0\">\n"
  "    <supply tiles=\"18\" suns=\"5\" moons=\"6\" crowns=\"4\" arms=\"6\"/>\n"
  "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n"
  "    <terrace x=\"2\" y=\"0\" level=\"0\"/>\n"
  "    <terrace x=\"0\" y=\"2\" level=\"0\"/>\n"
  "    <terrace x=\"0\" y=\"0\" level=\"1\"/>\n"
  "    <support x=\"0\" y=\"0\" level=\"0\" stack=\"1\"/>\n"
  "    <support x=\"0\" y=\"0\" level=\"0\" stack=\"2\"/>\n"
  "    <bed x=\"2\" y=\"0\" suit=\"crowns\"/>\n"
  "    <bed x=\"3\" y=\"1\" suit=\"crowns\"/>\n"
  "    <bed x=\"0\" y=\"3\" suit=\"suns\"/>\n"
  "    <gazebo x=\"1\" y=\"1\" seat=\"1\"/>\n"
  "    <gazebo x=\"1\" y=\"3\" seat=\"2\"/>\n"
  "  </position>\n"
  "  <goal type=\"min-score\" seat=\"2\" value=\"3\" actions=\"1\"/>\n"
  "</terraces>\n";

static const char empty[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<terraces format=\"1\" game=\"hanging-gardens\" kind=\"scenario\">\n"
  "  <rules players=\"2\" progress-rule=\"true\"/>\n"
  "  <players>\n"
  "    <player seat=\"1\" name=\"Player 1\" type=\"human\"/>\n"
  "    <player seat=\"2\" name=\"Player 2\" type=\"human\"/>\n"
  "  </players>\n"
  "  <position to-move=\"1\" actions-taken=\"0\" passes=\"0\">\n"
  "    <supply tiles=\"0\" suns=\"0\" moons=\"0\" crowns=\"0\" arms=\"0\"/>\n"
  "  </position>\n"
  "</terraces>\n";

/* Builds the scenario of test-hg-game.c piece by piece, out of order (the
 * tower from the top down), recording the file after each edit. */
static void
build (TerrHgGame *g, GPtrArray *files)
{
  TerrGame *game = TERR_GAME (g);
  g_autoptr(GError) ok_error = NULL;

#define STEP(call) G_STMT_START { \
    g_assert_true (call); \
    g_assert_no_error (ok_error); \
    g_ptr_array_add (files, to_string (game)); \
  } G_STMT_END
  g_ptr_array_add (files, to_string (game));
  STEP (terr_hg_game_edit_put_terrace (g, 0, 0, 1, &ok_error));
  STEP (terr_hg_game_edit_put_support (g, 0, 0, 0, 2, &ok_error));
  STEP (terr_hg_game_edit_put_support (g, 0, 0, 0, 1, &ok_error));
  STEP (terr_hg_game_edit_put_terrace (g, 0, 0, 0, &ok_error));
  STEP (terr_hg_game_edit_put_bed (g, 3, 1, TERR_HG_SUIT_CROWNS, &ok_error));
  STEP (terr_hg_game_edit_put_terrace (g, 2, 0, 0, &ok_error));
  STEP (terr_hg_game_edit_put_terrace (g, 0, 2, 0, &ok_error));
  STEP (terr_hg_game_edit_put_bed (g, 0, 3, TERR_HG_SUIT_SUNS, &ok_error));
  STEP (terr_hg_game_edit_put_bed (g, 2, 0, TERR_HG_SUIT_CROWNS, &ok_error));
  STEP (terr_hg_game_edit_put_gazebo (g, 2, 2, 1, &ok_error));
  STEP (terr_hg_game_edit_put_gazebo (g, 1, 1, 1, &ok_error));     /* moved */
  STEP (terr_hg_game_edit_put_gazebo (g, 1, 3, 2, &ok_error));
  STEP (terr_hg_game_edit_set_supply (g, 18, 5, 6, 4, 6, &ok_error));
  STEP (terr_hg_game_edit_set_progress_rule (g, FALSE, &ok_error));
  STEP (terr_hg_game_edit_set_progress_rule (g, TRUE, &ok_error));
  STEP (terr_hg_game_edit_set_goal (g, 2, 3, 1, &ok_error));
  STEP (terr_hg_game_edit_set_turn (g, 2, 1, 0, &ok_error));
#undef STEP
}

static void
test_build (void)
{
  g_autoptr(TerrHgGame) g = new_empty ();
  TerrGame *game = TERR_GAME (g);
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(TerrGame) again = NULL;
  g_autoptr(GBytes) bytes_again = NULL;
  g_autoptr(TerrMove) move = NULL;
  g_autofree char *text = NULL;

  /* the empty start: nothing to mend, nothing to undo */
  text = to_string (game);
  g_assert_cmpstr (text, ==, empty);
  assert_problems (game, NULL, 0);
  g_assert_true (terr_game_is_editable (game));
  g_assert_false (terr_game_can_undo_edit (game));

  build (g, files);
  g_assert_cmpuint (files->len, ==, 18);
  g_assert_cmpstr (g_ptr_array_index (files, files->len - 1), ==, built);
  assert_problems (game, NULL, 0);
  /* an edit that changes nothing is not recorded */
  g_assert_true (terr_hg_game_edit_set_turn (g, 2, 1, 0, &error));
  g_assert_true (terr_hg_game_edit_put_gazebo (g, 1, 1, 1, &error));
  g_assert_no_error (error);

  /* written, read back, written again: the same bytes */
  bytes = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
  doc = terr_document_load_bytes (bytes, "built.terraces", &error);
  g_assert_no_error (error);
  again = terr_game_load_document (doc, &error);
  g_assert_no_error (error);
  bytes_again = terr_game_to_bytes (again, TERR_FILE_SCENARIO);
  g_assert_true (g_bytes_equal (bytes, bytes_again));
  /* and it plays the same */
  {
    g_autoptr(GPtrArray) a = terr_game_list_moves (game);
    g_autoptr(GPtrArray) b = terr_game_list_moves (again);

    g_assert_cmpuint (a->len, ==, b->len);
    for (guint i = 0; i < a->len; i++)
      g_assert_true (terr_move_equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)));
  }

  /* undo every edit back to the empty start, then redo them all */
  for (guint i = files->len - 1; i > 0; i--)
    {
      g_autofree char *now = NULL;

      g_assert_true (terr_game_undo_edit (game));
      now = to_string (game);
      g_assert_cmpstr (now, ==, g_ptr_array_index (files, i - 1));
    }
  g_assert_false (terr_game_can_undo_edit (game));
  assert_problems (game, NULL, 0);
  for (guint i = 1; i < files->len; i++)
    {
      g_autofree char *now = NULL;

      g_assert_true (terr_game_redo_edit (game));
      now = to_string (game);
      g_assert_cmpstr (now, ==, g_ptr_array_index (files, i));
    }
  g_assert_false (terr_game_can_redo_edit (game));
  assert_problems (game, NULL, 0);

  /* a valid design plays; then it is no longer edited */
  move = terr_move_new (2, "bed");
  terr_move_set_int (move, "x", 0);
  terr_move_set_int (move, "y", 2);
  terr_move_set (move, "suit", "moons");
  g_assert_true (terr_game_play (game, move, &error));
  g_assert_no_error (error);
  g_assert_false (terr_game_is_editable (game));
  g_assert_false (terr_hg_game_edit_put_terrace (g, 4, 0, 0, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "only a scenario without moves can be changed");
}

/* ------------------------------------------------------------ problems */

static void
test_problems (void)
{
  g_autoptr(GError) error = NULL;

  /* a raised terrace on nothing, a second support on nothing */
  {
    g_autoptr(TerrHgGame) g = new_empty ();
    const Expect expect[] = {
      { TERR_PLACE_SQUARE, 4, 0, 0, 0, 2,
        "a second support goes squarely on an exposed support of stack height 1 standing on level 0 at (4,0)" },
      { TERR_PLACE_SQUARE, 0, 0, 1, 0, 0,
        "a level-1 terrace goes squarely on an exposed two-support stack standing on level 0 at (0,0)" },
    };

    OK (terr_hg_game_edit_put_terrace (g, 0, 0, 1, &ok_error));
    OK (terr_hg_game_edit_put_terrace (g, 4, 0, 0, &ok_error));
    OK (terr_hg_game_edit_put_support (g, 4, 0, 0, 2, &ok_error));
    assert_problems (TERR_GAME (g), expect, G_N_ELEMENTS (expect));
  }
  /* overlapping terraces, a support half off its block, a terrace on a
   * stack of the wrong level */
  {
    g_autoptr(TerrHgGame) g = new_empty ();
    const Expect expect[] = {
      { TERR_PLACE_SQUARE, 1, 1, 0, 0, 0,
        "the terrace at (1,1) overlaps another tile at (1,1)" },
      { TERR_PLACE_SQUARE, 4, 0, 0, 0, 1,
        "a support on level 0 needs a 2 x 2 block of terrace at level 0 with no bed or gazebo on it, "
        "but (5,0) is not a level-0 terrace" },
      { TERR_PLACE_SQUARE, 0, 0, 2, 0, 0,
        "the two-support stack at (0,0) stands on level 0, so a terrace on it has level 1" },
    };

    OK (terr_hg_game_edit_put_terrace (g, 0, 0, 0, &ok_error));
    OK (terr_hg_game_edit_put_terrace (g, 1, 1, 0, &ok_error));
    OK (terr_hg_game_edit_put_terrace (g, 3, 0, 0, &ok_error));
    OK (terr_hg_game_edit_put_support (g, 4, 0, 0, 1, &ok_error));
    OK (terr_hg_game_edit_put_support (g, 0, 0, 0, 1, &ok_error));
    OK (terr_hg_game_edit_put_support (g, 0, 0, 0, 2, &ok_error));
    OK (terr_hg_game_edit_put_terrace (g, 0, 0, 2, &ok_error));
    assert_problems (TERR_GAME (g), expect, G_N_ELEMENTS (expect));
  }
  /* beds and gazebos: on bare table, on a support, a bed and a gazebo on
   * one space; too many tiles and coins; the goal for the wrong seat */
  {
    g_autoptr(TerrHgGame) g = new_empty ();
    g_autoptr(GBytes) bytes = NULL;
    g_autoptr(TerrGame) draft = NULL;
    g_autoptr(TerrGame) refused = NULL;
    g_autoptr(TerrMove) move = NULL;
    g_autofree char *text = NULL, *draft_text = NULL;
    const Expect expect[] = {
      { TERR_PLACE_SUPPLY, 0, 0, 0, 0, 0,
        "3 tiles in the garden and 22 in the supply, but the set has 24" },
      { TERR_PLACE_SQUARE, 1, 0, 0, 0, 0,
        "a bed goes on a terrace, and (1,0) is a support" },
      { TERR_PLACE_SUPPLY, 0, 0, 0, 0, TERR_HG_SUIT_SUNS,
        "more suns coins in the garden and the supply than the set's 6" },
      { TERR_PLACE_SQUARE, 5, 5, 0, 0, 0,
        "a bed goes on a terrace, and (5,5) is bare table" },
      { TERR_PLACE_SQUARE, 2, 1, 0, 1, 0,
        "(2,1) already holds a bed" },
      { TERR_PLACE_SQUARE, -1, 0, 0, 2, 0,
        "a gazebo goes on a terrace, and (-1,0) is bare table" },
      { TERR_PLACE_GOAL, 0, 0, 0, 2, 0,
        "the goal is for seat 2, but seat 1 is to move" },
    };

    OK (terr_hg_game_edit_put_terrace (g, 0, 0, 0, &ok_error));
    OK (terr_hg_game_edit_put_terrace (g, 2, 0, 0, &ok_error));
    OK (terr_hg_game_edit_put_support (g, 0, 0, 0, 1, &ok_error));
    OK (terr_hg_game_edit_put_bed (g, 1, 0, TERR_HG_SUIT_MOONS, &ok_error));
    OK (terr_hg_game_edit_put_bed (g, 2, 1, TERR_HG_SUIT_SUNS, &ok_error));
    OK (terr_hg_game_edit_put_bed (g, 5, 5, TERR_HG_SUIT_ARMS, &ok_error));
    OK (terr_hg_game_edit_put_gazebo (g, 2, 1, 1, &ok_error));
    OK (terr_hg_game_edit_put_gazebo (g, -1, 0, 2, &ok_error));
    OK (terr_hg_game_edit_set_supply (g, 22, 6, 0, 0, 0, &ok_error));
    OK (terr_hg_game_edit_set_goal (g, 2, 10, 2, &ok_error));
    assert_problems (TERR_GAME (g), expect, G_N_ELEMENTS (expect));

    /* play waits until they are mended */
    move = terr_move_new (1, "terrace");
    terr_move_set_int (move, "x", 4);
    terr_move_set_int (move, "y", 0);
    terr_move_set_int (move, "level", 0);
    g_assert_false (terr_game_play (TERR_GAME (g), move, &error));
    g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
    g_clear_error (&error);

    /* written, a draft reads back with the same problems and bytes; as a
     * scenario the file is refused at the element of the first problem */
    text = to_string (TERR_GAME (g));
    draft = load_string (text, "broken.terraces", TRUE, &error);
    g_assert_no_error (error);
    assert_problems (draft, expect, G_N_ELEMENTS (expect));
    draft_text = to_string (draft);
    g_assert_cmpstr (draft_text, ==, text);
    refused = load_string (text, "broken.terraces", FALSE, &error);
    g_assert_null (refused);
    g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
    g_assert_cmpstr (error->message, ==,
                     "broken.terraces:8: 3 tiles in the garden and 22 in the supply, but the set has 24");
    g_clear_error (&error);

    /* mend them one by one; the first problem moves on */
    OK (terr_hg_game_edit_set_supply (g, 21, 5, 0, 0, 0, &ok_error));
    g_clear_pointer (&text, g_free);
    text = to_string (TERR_GAME (g));
    refused = load_string (text, "broken.terraces", FALSE, &error);
    g_assert_null (refused);
    g_assert_cmpstr (error->message, ==, "broken.terraces:13: a bed goes on a terrace, and (1,0) is a support");
    g_clear_error (&error);
    OK (terr_hg_game_edit_remove_bed (g, 1, 0, &ok_error));
    OK (terr_hg_game_edit_remove_bed (g, 5, 5, &ok_error));
    OK (terr_hg_game_edit_put_gazebo (g, 3, 1, 1, &ok_error));
    OK (terr_hg_game_edit_put_gazebo (g, 0, 1, 2, &ok_error));
    g_clear_pointer (&text, g_free);
    text = to_string (TERR_GAME (g));
    refused = load_string (text, "broken.terraces", FALSE, &error);
    g_assert_null (refused);
    g_assert_cmpstr (error->message, ==,
                     "broken.terraces:15: a gazebo goes on a terrace, and (0,1) is a support");
    g_clear_error (&error);
    OK (terr_hg_game_edit_put_gazebo (g, 2, 0, 2, &ok_error));
    g_clear_pointer (&text, g_free);
    text = to_string (TERR_GAME (g));
    refused = load_string (text, "broken.terraces", FALSE, &error);
    g_assert_null (refused);
    g_assert_cmpstr (error->message, ==,
                     "broken.terraces:17: the goal is for seat 2, but seat 1 is to move");
    g_clear_error (&error);
    OK (terr_hg_game_edit_set_turn (g, 2, 0, 0, &ok_error));
    assert_problems (TERR_GAME (g), NULL, 0);
    g_clear_pointer (&move, terr_move_unref);
    move = terr_move_new (2, "terrace");
    terr_move_set_int (move, "x", 4);
    terr_move_set_int (move, "y", 0);
    terr_move_set_int (move, "level", 0);
    g_assert_true (terr_game_play (TERR_GAME (g), move, &error));
    g_assert_no_error (error);
  }
}

/* ------------------------------------------------------------ refused edits */

static void
assert_refused (gboolean ok, GError *error, const char *message)
{
  g_assert_false (ok);
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, message);
}

/* An edit refused with @message; @call passes &refused_error. */
#define REFUSED(call, message) G_STMT_START { \
    g_autoptr(GError) refused_error = NULL; \
    gboolean refused_ok = (call); \
    assert_refused (refused_ok, refused_error, message); \
  } G_STMT_END

static void
test_refused_edits (void)
{
  g_autoptr(TerrHgGame) g = new_empty ();
  TerrGame *game = TERR_GAME (g);
  g_autofree char *before = NULL, *after = NULL;

  OK (terr_hg_game_edit_put_terrace (g, 0, 0, 0, &ok_error));
  OK (terr_hg_game_edit_put_bed (g, 0, 0, TERR_HG_SUIT_SUNS, &ok_error));
  OK (terr_hg_game_edit_put_gazebo (g, 1, 1, 2, &ok_error));
  before = to_string (game);

  REFUSED (terr_hg_game_edit_put_terrace (g, 2000000, 0, 0, &refused_error),
           "(2000000, 0) is too far out: coordinates go from -1000000 to 1000000");
  REFUSED (terr_hg_game_edit_put_terrace (g, 300, 0, 0, &refused_error),
           "the garden may not span more than 256 spaces");
  REFUSED (terr_hg_game_edit_put_bed (g, 0, -260, TERR_HG_SUIT_MOONS, &refused_error),
           "the garden may not span more than 256 spaces");
  REFUSED (terr_hg_game_edit_put_terrace (g, 0, 0, 25, &refused_error),
           "level 25 is out of range (0 to 24)");
  REFUSED (terr_hg_game_edit_put_support (g, 0, 0, 0, 3, &refused_error),
           "a support stands at stack height 1 or 2, not 3");
  REFUSED (terr_hg_game_edit_remove_terrace (g, 2, 0, 0, &refused_error),
           "there is no level-0 terrace at (2, 0)");
  REFUSED (terr_hg_game_edit_remove_support (g, 0, 0, 0, 1, &refused_error),
           "there is no support on level 0 at stack height 1 at (0, 0)");
  REFUSED (terr_hg_game_edit_put_bed (g, 0, 0, TERR_HG_SUIT_ARMS, &refused_error),
           "(0,0) already holds a bed");
  REFUSED (terr_hg_game_edit_put_bed (g, 1, 0, TERR_HG_SUIT_NONE, &refused_error),
           "a bed needs one of the four suits");
  REFUSED (terr_hg_game_edit_remove_bed (g, 1, 0, &refused_error),
           "there is no bed at (1, 0)");
  REFUSED (terr_hg_game_edit_put_gazebo (g, 1, 1, 1, &refused_error),
           "(1,1) already holds a gazebo");
  REFUSED (terr_hg_game_edit_put_gazebo (g, 0, 1, 3, &refused_error),
           "there is no seat 3 in a 2-player game");
  REFUSED (terr_hg_game_edit_remove_gazebo (g, 1, &refused_error),
           "seat 1's gazebo is not in the garden");
  REFUSED (terr_hg_game_edit_set_supply (g, 25, 0, 0, 0, 0, &refused_error),
           "the supply holds 0 to 24 tiles, not 25");
  REFUSED (terr_hg_game_edit_set_supply (g, 0, 0, 7, 0, 0, &refused_error),
           "the supply holds 0 to 6 coins of a suit, not 7");
  REFUSED (terr_hg_game_edit_set_turn (g, 3, 0, 0, &refused_error),
           "there is no seat 3 in a 2-player game");
  REFUSED (terr_hg_game_edit_set_turn (g, 1, 2, 0, &refused_error),
           "the actions taken in the turn are 0 or 1, not 2");
  REFUSED (terr_hg_game_edit_set_turn (g, 1, 0, 3, &refused_error),
           "the passes in a row are 0 to 2 (the number of seats), not 3");
  REFUSED (terr_hg_game_edit_set_goal (g, 1, 10, 65, &refused_error),
           "a goal allows 1 to 64 actions, not 65");
  REFUSED (terr_hg_game_edit_set_goal (g, 0, 10, 2, &refused_error),
           "there is no seat 0 in a 2-player game");
  after = to_string (game);
  g_assert_cmpstr (after, ==, before);

  /* six beds of a suit at most, 24 tiles at most */
  for (int i = 1; i <= 5; i++)
    OK (terr_hg_game_edit_put_bed (g, 2 * i, 0, TERR_HG_SUIT_SUNS, &ok_error));
  REFUSED (terr_hg_game_edit_put_bed (g, 0, 1, TERR_HG_SUIT_SUNS, &refused_error),
           "more suns beds than the set's 6 suns coins");
  for (int i = 1; i <= 23; i++)
    OK (terr_hg_game_edit_put_terrace (g, 2 * i, 0, 0, &ok_error));
  REFUSED (terr_hg_game_edit_put_terrace (g, 0, 2, 0, &refused_error),
           "all 24 tiles of the set are in the garden");
  /* a gazebo moves within the room it leaves */
  OK (terr_hg_game_edit_put_gazebo (g, 46, 0, 2, &ok_error));
}

/* The seats of a design: the pawns of seats that go leave the garden. */
static void
test_seats (void)
{
  g_autoptr(TerrHgGame) g = new_empty ();
  TerrGame *game = TERR_GAME (g);
  g_autoptr(GError) error = NULL;
  g_autofree char *two = NULL, *four = NULL, *back = NULL;
  TerrGoal goal;

  OK (terr_hg_game_edit_put_terrace (g, 0, 0, 0, &ok_error));
  OK (terr_hg_game_edit_put_gazebo (g, 0, 0, 1, &ok_error));
  two = to_string (game);
  g_assert_true (terr_game_edit_set_n_players (game, 4, &error));
  g_assert_no_error (error);
  OK (terr_hg_game_edit_put_gazebo (g, 1, 1, 4, &ok_error));
  OK (terr_hg_game_edit_put_gazebo (g, 1, 0, 3, &ok_error));
  OK (terr_hg_game_edit_set_turn (g, 4, 1, 3, &ok_error));
  OK (terr_hg_game_edit_set_goal (g, 4, 7, 1, &ok_error));
  four = to_string (game);
  g_assert_nonnull (strstr (four, "<rules players=\"4\" progress-rule=\"true\"/>"));
  g_assert_nonnull (strstr (four, "<player seat=\"4\" name=\"Player 4\" type=\"human\"/>"));
  assert_problems (game, NULL, 0);

  g_assert_false (terr_game_edit_set_n_players (game, 5, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (terr_game_edit_set_n_players (game, 2, &error));
  g_assert_no_error (error);
  back = to_string (game);
  g_assert_cmpstr (back, ==,
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<terraces format=\"1\" game=\"hanging-gardens\" kind=\"scenario\">\n"
    "  <rules players=\"2\" progress-rule=\"true\"/>\n"
    "  <players>\n"
    "    <player seat=\"1\" name=\"Player 1\" type=\"human\"/>\n"
    "    <player seat=\"2\" name=\"Player 2\" type=\"human\"/>\n"
    "  </players>\n"
    "  <position to-move=\"1\" actions-taken=\"1\" passes=\"2\">\n"
    "    <supply tiles=\"0\" suns=\"0\" moons=\"0\" crowns=\"0\" arms=\"0\"/>\n"
    "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n"
    "    <gazebo x=\"0\" y=\"0\" seat=\"1\"/>\n"
    "  </position>\n"
    "  <goal type=\"min-score\" seat=\"1\" value=\"7\" actions=\"1\"/>\n"
    "</terraces>\n");
  g_assert_true (terr_game_get_goal (game, &goal));
  g_assert_cmpint (goal.seat, ==, 1);
  assert_problems (game, NULL, 0);

  g_assert_true (terr_game_undo_edit (game));
  g_clear_pointer (&back, g_free);
  back = to_string (game);
  g_assert_cmpstr (back, ==, four);
  for (int i = 0; i < 5; i++)
    g_assert_true (terr_game_undo_edit (game));
  g_clear_pointer (&back, g_free);
  back = to_string (game);
  g_assert_cmpstr (back, ==, two);
}

/* ------------------------------------------------------------ positions */

typedef struct {
  char *file;
  char *score;
  char *moves;
  char *describe;
  char *status;
  char *squares;
} Snapshot;

static void
snapshot_clear (Snapshot *s)
{
  g_free (s->file);
  g_free (s->score);
  g_free (s->moves);
  g_free (s->describe);
  g_free (s->status);
  g_free (s->squares);
}

static void
snapshot_take (TerrGame *game, Snapshot *s)
{
  g_autoptr(JsonNode) score = terr_game_score_json (game);
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
  GString *list = g_string_new (NULL);
  GString *squares = g_string_new (NULL);
  int x0, y0, x1, y1;

  for (guint i = 0; i < moves->len; i++)
    {
      g_autofree char *m = terr_move_to_string (g_ptr_array_index (moves, i));
      g_string_append_printf (list, "%s\n", m);
    }
  /* every space of the garden, its stack of tiles bottom to top */
  if (terr_hg_game_get_bounds (TERR_HG_GAME (game), &x0, &y0, &x1, &y1))
    for (int y = y0; y <= y1; y++)
      for (int x = x0; x <= x1; x++)
        {
          g_autofree char *words = terr_game_describe_square (game, 1, x, y);
          g_string_append_printf (squares, "(%d, %d) %s\n", x, y, words);
        }
  s->squares = g_string_free (squares, FALSE);
  s->file = to_string (game);
  s->score = json_to_string (score, FALSE);
  s->moves = g_string_free (list, FALSE);
  s->describe = terr_game_describe (game);
  s->status = terr_game_get_status_text (game);
}

static void
assert_same_position (TerrGame *a, TerrGame *b)
{
  Snapshot sa = { 0 }, sb = { 0 };

  snapshot_take (a, &sa);
  snapshot_take (b, &sb);
  g_assert_cmpstr (sa.file, ==, sb.file);
  g_assert_cmpstr (sa.score, ==, sb.score);
  g_assert_cmpstr (sa.moves, ==, sb.moves);
  g_assert_cmpstr (sa.describe, ==, sb.describe);
  g_assert_cmpstr (sa.status, ==, sb.status);
  g_assert_cmpstr (sa.squares, ==, sb.squares);
  g_assert_cmpint (terr_game_get_goal_status (a), ==, terr_game_get_goal_status (b));
  g_assert_cmpint (terr_game_is_over (a), ==, terr_game_is_over (b));
  snapshot_clear (&sa);
  snapshot_clear (&sb);
}

/* A seeded random game; positions saved on the way and restored out of
 * order are the games replayed to the same point, and play on from there. */
static void
test_positions (void)
{
  guint moved_total = 0;

  for (guint64 seed = 3; seed <= 6; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_HANGING_GARDENS, (guint) seed % 3 + 2, seed, &error);
      /* (without the progress rule, gazebos and supports move more) */
      gboolean progress = seed != 6;
      g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_move_unref);
      TerrGameClass *klass = TERR_GAME_GET_CLASS (game);
      const guint at[] = { 0, 9, 30, 44, 0 };
      gpointer saved[G_N_ELEMENTS (at)] = { NULL };
      const guint order[] = { 2, 0, 4, 1, 3 };
      guint n;

      g_assert_no_error (error);
      g_assert_true (terr_hg_game_set_progress_rule (TERR_HG_GAME (game), progress));
      for (n = 0; n < 300 && !terr_game_is_over (game); n++)
        {
          g_autoptr(TerrMove) move = NULL;

          for (guint k = 0; k < G_N_ELEMENTS (at); k++)
            if (at[k] == n && k != G_N_ELEMENTS (at) - 1)
              saved[k] = klass->save_position (game);
          move = terr_game_ai_move (game, 0, seed * 1000 + n, NULL, &error);
          g_assert_no_error (error);
          g_assert_true (terr_game_play (game, move, &error));
          g_assert_no_error (error);
          g_ptr_array_add (moves, g_steal_pointer (&move));
        }
      g_assert_cmpuint (n, >, 44);
      {
        guint moved = 0;
        for (guint m = 0; m < moves->len; m++)
          moved += g_str_equal (terr_move_get_move_type (g_ptr_array_index (moves, m)), "move-support");
        g_test_message ("seed %" G_GUINT64_FORMAT ": %u moves, %u of them move a support", seed, n, moved);
        moved_total += moved;
      }
      saved[G_N_ELEMENTS (at) - 1] = klass->save_position (game);

      for (guint i = 0; i < G_N_ELEMENTS (order); i++)
        {
          guint k = order[i];
          guint here = k == G_N_ELEMENTS (at) - 1 ? n : at[k];
          g_autoptr(TerrGame) replay = terr_game_new (TERR_GAME_HANGING_GARDENS, (guint) seed % 3 + 2, seed, &error);

          g_assert_no_error (error);
          g_assert_true (terr_hg_game_set_progress_rule (TERR_HG_GAME (replay), progress));
          for (guint m = 0; m < here; m++)
            g_assert_true (terr_game_play (replay, g_ptr_array_index (moves, m), &error));
          klass->restore_position (game, saved[k]);
          assert_same_position (game, replay);
          if (here < n)
            {
              /* apply and undo after the restore */
              g_assert_true (klass->apply_move (game, g_ptr_array_index (moves, here), &error));
              g_assert_no_error (error);
              g_assert_true (terr_game_play (replay, g_ptr_array_index (moves, here), &error));
              assert_same_position (game, replay);
              klass->undo_move (game);
              g_assert_true (terr_game_undo (replay));
              assert_same_position (game, replay);
            }
        }
      /* the caller keeps what it restores from: once more, the same */
      {
        g_autofree char *once = NULL, *twice = NULL;

        klass->restore_position (game, saved[1]);
        once = to_string (game);
        klass->apply_move (game, g_ptr_array_index (moves, at[1]), &error);
        g_assert_no_error (error);
        klass->restore_position (game, saved[1]);
        twice = to_string (game);
        g_assert_cmpstr (once, ==, twice);
      }
      for (guint k = 0; k < G_N_ELEMENTS (at); k++)
        klass->free_position (saved[k]);
    }
  /* (the last positions stack supports that moved) */
  g_assert_cmpuint (moved_total, >, 0);
}

/* ------------------------------------------------------------ in words */

/* The garden of test-hg-game.c: a level-1 tower at (0, 0), three beds, both
 * gazebos; Bot (seat 2) has taken one action. */
static const char garden[] =
  HEAD
  "  <position to-move=\"2\" actions-taken=\"1\" passes=\"0\">\n"
  "    <supply tiles=\"18\" suns=\"5\" moons=\"6\" crowns=\"4\" arms=\"6\"/>\n"
  "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n"
  "    <terrace x=\"2\" y=\"0\" level=\"0\"/>\n"
  "    <terrace x=\"0\" y=\"2\" level=\"0\"/>\n"
  "    <terrace x=\"0\" y=\"0\" level=\"1\"/>\n"
  "    <support x=\"0\" y=\"0\" level=\"0\" stack=\"1\"/>\n"
  "    <support x=\"0\" y=\"0\" level=\"0\" stack=\"2\"/>\n"
  "    <bed x=\"2\" y=\"0\" suit=\"crowns\"/>\n"
  "    <bed x=\"3\" y=\"1\" suit=\"crowns\"/>\n"
  "    <bed x=\"0\" y=\"3\" suit=\"suns\"/>\n"
  "    <gazebo x=\"1\" y=\"1\" seat=\"1\"/>\n"
  "    <gazebo x=\"1\" y=\"3\" seat=\"2\"/>\n"
  "  </position>\n"
  "</terraces>\n";

static TerrMove *
parse_move (const char *text)
{
  /* "SEAT TYPE name=value …" */
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  TerrMove *move = terr_move_new (atoi (words[0]), words[1]);

  for (int i = 2; words[i] != NULL; i++)
    {
      g_auto(GStrv) pair = g_strsplit (words[i], "=", 2);
      terr_move_set (move, pair[0], pair[1]);
    }
  return move;
}

static void
assert_move_words (TerrGame *game, const char *move_text, const char *words)
{
  g_autoptr(TerrMove) move = parse_move (move_text);
  g_autofree char *bare = TERR_GAME_GET_CLASS (game)->describe_move (game, move);
  g_autofree char *named = terr_game_describe_move (game, move);
  g_autofree char *name = terr_game_get_player_name (game, terr_move_get_seat (move));
  g_autofree char *expect_named = g_strdup_printf ("%s — %s", name, words);

  g_assert_cmpstr (bare, ==, words);
  g_assert_cmpstr (named, ==, expect_named);
}

static void
test_describe_move (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = load_string (garden, "garden.terraces", FALSE, &error);
  g_autoptr(TerrGame) fresh = terr_game_new (TERR_GAME_HANGING_GARDENS, 3, 1, &error);

  g_assert_no_error (error);
  assert_move_words (game, "2 terrace x=4 y=0 level=0", "terrace at (4, 0)");
  assert_move_words (game, "2 terrace x=2 y=3 level=1", "level-1 terrace at (2, 3)");
  assert_move_words (game, "2 support x=2 y=0 level=0 stack=1", "support on level 0 at (2, 0)");
  assert_move_words (game, "2 support x=0 y=0 level=1 stack=2", "second support on level 1 at (0, 0)");
  assert_move_words (game, "2 bed x=3 y=1 suit=suns", "suns bed at (3, 1)");
  assert_move_words (game, "2 bed x=-3 y=1 suit=moons", "moons bed at (-3, 1)");
  assert_move_words (game, "1 bed x=3 y=1 suit=crowns", "crowns bed at (3, 1)");
  assert_move_words (game, "1 bed x=3 y=1 suit=arms", "arms bed at (3, 1)");
  assert_move_words (game, "1 gazebo x=0 y=0", "gazebo at (0, 0)");
  /* where the gazebo stood is in the position before the move */
  assert_move_words (game, "2 move-gazebo x=0 y=2", "gazebo moved from (1, 3) to (0, 2)");
  assert_move_words (game, "1 move-gazebo x=3 y=0", "gazebo moved from (1, 1) to (3, 0)");
  assert_move_words (fresh, "3 move-gazebo x=1 y=2", "gazebo moved to (1, 2)");
  assert_move_words (game, "2 move-support from-x=0 from-y=0 from-level=0 from-stack=2 as=terrace x=4 y=0 level=0",
                     "support moved from (0, 0) to (4, 0) as a terrace");
  assert_move_words (game, "2 move-support from-x=0 from-y=0 from-level=0 from-stack=2 as=terrace x=2 y=2 level=1",
                     "support moved from (0, 0) to (2, 2) as a level-1 terrace");
  assert_move_words (game, "2 move-support from-x=0 from-y=0 from-level=0 from-stack=2 as=support x=2 y=0 level=0 stack=1",
                     "support moved from (0, 0) to (2, 0) on level 0");
  assert_move_words (game, "2 move-support from-x=0 from-y=0 from-level=0 from-stack=1 as=support x=2 y=0 level=0 stack=2",
                     "support moved from (0, 0) to (2, 0) as a second support on level 0");
  assert_move_words (game, "2 pass", "pass");
  /* what is not a Hanging Gardens move is shown as it is written */
  assert_move_words (game, "1 dance x=1", "seat 1 dance x=1");
}

static void
test_status_text (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, 7, &error);
  g_autoptr(TerrGame) over = NULL;
  g_autofree char *first = NULL, *second = NULL, *third = NULL, *done = NULL;
  int seat;

  g_assert_no_error (error);
  seat = terr_game_get_seat_to_move (game);
  first = terr_game_get_status_text (game);
  g_assert_cmpstr (first, ==, "Action 1 of 2");
  {
    g_autoptr(TerrMove) a = parse_move (seat == 1 ? "1 terrace x=0 y=0 level=0" : "2 terrace x=0 y=0 level=0");
    g_autoptr(TerrMove) b = parse_move (seat == 1 ? "1 gazebo x=0 y=0" : "2 gazebo x=0 y=0");
    g_assert_true (terr_game_play (game, a, &error));
    second = terr_game_get_status_text (game);
    g_assert_cmpstr (second, ==, "Action 2 of 2");
    g_assert_true (terr_game_play (game, b, &error));
    g_assert_no_error (error);
    third = terr_game_get_status_text (game);
    g_assert_cmpstr (third, ==, "Action 1 of 2");
    g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 3 - seat);
  }
  /* nothing to say once the game is over */
  over = load_string (HEAD
    "  <position to-move=\"1\" actions-taken=\"0\" passes=\"2\">\n"
    "    <supply tiles=\"24\" suns=\"6\" moons=\"6\" crowns=\"6\" arms=\"6\"/>\n"
    "  </position>\n"
    "</terraces>\n", "over.terraces", FALSE, &error);
  g_assert_no_error (error);
  g_assert_true (terr_game_is_over (over));
  done = terr_game_get_status_text (over);
  g_assert_null (done);
}

/* Ann's gazebo looks north over two beds and scores 3; the goal is 4 with
 * two actions. */
#define GOAL_GARDEN(supply, gazebos, goal) \
  HEAD \
  "  <position to-move=\"1\" actions-taken=\"0\" passes=\"0\">\n" \
  "    <supply " supply "/>\n" \
  "    <terrace x=\"0\" y=\"-2\" level=\"0\"/>\n" \
  "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n" \
  "    <bed x=\"1\" y=\"-2\" suit=\"crowns\"/>\n" \
  "    <bed x=\"0\" y=\"-1\" suit=\"suns\"/>\n" \
  gazebos \
  "  </position>\n" \
  goal \
  "</terraces>\n"

static void
play (TerrGame *game, const char *move_text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrMove) move = parse_move (move_text);

  g_assert_true (terr_game_play (game, move, &error));
  g_assert_no_error (error);
}

static void
test_goal (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = load_string (GOAL_GARDEN (
      "tiles=\"22\" suns=\"5\" moons=\"6\" crowns=\"5\" arms=\"6\"",
      "    <gazebo x=\"0\" y=\"0\" seat=\"1\"/>\n",
      "  <goal type=\"min-score\" seat=\"1\" value=\"4\" actions=\"2\"/>\n"),
    "goal.terraces", FALSE, &error);
  g_autoptr(TerrGame) plain = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, 1, &error);
  g_autofree char *text = NULL;
  TerrGoal goal = { TERR_GOAL_MAX_CHEATS, 9, 9, 9 };
  gpointer start;

  g_assert_no_error (error);
  g_assert_false (terr_game_get_goal (plain, &goal));
  g_assert_cmpint (goal.type, ==, TERR_GOAL_NONE);
  g_assert_cmpint (terr_game_get_goal_status (plain), ==, TERR_GOAL_STATUS_NONE);

  g_assert_true (terr_game_get_goal (game, &goal));
  g_assert_cmpint (goal.type, ==, TERR_GOAL_MIN_SCORE);
  g_assert_cmpint (goal.seat, ==, 1);
  g_assert_cmpint (goal.value, ==, 4);
  g_assert_cmpint (goal.actions, ==, 2);
  text = terr_game_get_goal_text (game);
  g_assert_cmpstr (text, ==, "Score at least 4 points with 2 actions.");
  g_assert_cmpint (terr_game_get_seat_score (game, 1), ==, 3);
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_OPEN);
  start = TERR_GAME_GET_CLASS (game)->save_position (game);

  /* 4 points after the first action, but the goal counts after both */
  play (game, "1 bed x=0 y=-2 suit=moons");
  g_assert_cmpint (terr_game_get_seat_score (game, 1), ==, 4);
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_OPEN);
  play (game, "1 terrace x=2 y=0 level=0");
  g_assert_cmpint (terr_game_get_seat_score (game, 1), ==, 4);
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_REACHED);
  /* what the other seat does then changes nothing */
  play (game, "2 bed x=1 y=-1 suit=suns");
  g_assert_cmpint (terr_game_get_seat_score (game, 1), ==, 3);
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_REACHED);
  g_assert_true (terr_game_undo (game));
  g_assert_true (terr_game_undo (game));
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_OPEN);
  /* a second action that spoils the view fails the goal */
  play (game, "1 bed x=1 y=-1 suit=suns");
  g_assert_cmpint (terr_game_get_seat_score (game, 1), ==, 3);
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_FAILED);
  /* positions keep how the goal stands */
  TERR_GAME_GET_CLASS (game)->restore_position (game, start);
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_OPEN);
  TERR_GAME_GET_CLASS (game)->free_position (start);

  /* a puzzle that starts over is judged at once */
  {
    g_autoptr(TerrGame) open_start = load_string (GOAL_GARDEN (
        "tiles=\"22\" suns=\"0\" moons=\"0\" crowns=\"0\" arms=\"0\"",
        "    <gazebo x=\"0\" y=\"0\" seat=\"1\"/>\n"
        "    <gazebo x=\"1\" y=\"1\" seat=\"2\"/>\n",
        "  <goal type=\"min-score\" seat=\"1\" value=\"3\" actions=\"2\"/>\n"),
      "open.terraces", FALSE, &error);
    g_autoptr(TerrGame) reached = load_string (GOAL_GARDEN (
        "tiles=\"0\" suns=\"0\" moons=\"0\" crowns=\"0\" arms=\"0\"",
        "    <gazebo x=\"0\" y=\"0\" seat=\"1\"/>\n"
        "    <gazebo x=\"1\" y=\"1\" seat=\"2\"/>\n",
        "  <goal type=\"min-score\" seat=\"1\" value=\"3\" actions=\"2\"/>\n"),
      "reached.terraces", FALSE, &error);
    g_autoptr(TerrGame) failed = load_string (GOAL_GARDEN (
        "tiles=\"0\" suns=\"0\" moons=\"0\" crowns=\"0\" arms=\"0\"",
        "    <gazebo x=\"0\" y=\"0\" seat=\"1\"/>\n"
        "    <gazebo x=\"1\" y=\"1\" seat=\"2\"/>\n",
        "  <goal type=\"min-score\" seat=\"1\" value=\"4\" actions=\"2\"/>\n"),
      "failed.terraces", FALSE, &error);

    g_assert_no_error (error);
    g_assert_false (terr_game_is_over (open_start));
    g_assert_cmpint (terr_game_get_goal_status (open_start), ==, TERR_GOAL_STATUS_OPEN);
    g_assert_true (terr_game_is_over (reached));
    g_assert_cmpint (terr_game_get_goal_status (reached), ==, TERR_GOAL_STATUS_REACHED);
    g_assert_true (terr_game_is_over (failed));
    g_assert_cmpint (terr_game_get_goal_status (failed), ==, TERR_GOAL_STATUS_FAILED);
  }
  /* a seat that can only pass has no action left: judged then */
  {
    g_autoptr(TerrGame) stuck = load_string (HEAD
      "  <position to-move=\"1\" actions-taken=\"0\" passes=\"0\">\n"
      "    <supply tiles=\"0\" suns=\"0\" moons=\"0\" crowns=\"0\" arms=\"0\"/>\n"
      "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n"
      "    <bed x=\"0\" y=\"0\" suit=\"suns\"/>\n"
      "    <bed x=\"1\" y=\"0\" suit=\"suns\"/>\n"
      "    <bed x=\"0\" y=\"1\" suit=\"moons\"/>\n"
      "    <gazebo x=\"1\" y=\"1\" seat=\"1\"/>\n"
      "  </position>\n"
      "  <goal type=\"min-score\" seat=\"1\" value=\"100\" actions=\"2\"/>\n"
      "</terraces>\n", "stuck.terraces", FALSE, &error);

    g_assert_no_error (error);
    g_assert_cmpint (terr_game_get_goal_status (stuck), ==, TERR_GOAL_STATUS_OPEN);
    play (stuck, "1 pass");
    g_assert_false (terr_game_is_over (stuck));
    g_assert_cmpint (terr_game_get_goal_status (stuck), ==, TERR_GOAL_STATUS_FAILED);
  }
  /* the game ends inside the seat's actions: judged when it ends */
  {
    g_autoptr(TerrGame) ending = load_string (GOAL_GARDEN (
        "tiles=\"1\" suns=\"0\" moons=\"0\" crowns=\"0\" arms=\"0\"",
        "    <gazebo x=\"0\" y=\"0\" seat=\"1\"/>\n"
        "    <gazebo x=\"1\" y=\"1\" seat=\"2\"/>\n",
        "  <goal type=\"min-score\" seat=\"1\" value=\"3\" actions=\"2\"/>\n"),
      "ending.terraces", FALSE, &error);

    g_assert_no_error (error);
    play (ending, "1 terrace x=2 y=0 level=0");
    g_assert_true (terr_game_is_over (ending));
    g_assert_cmpint (terr_game_get_goal_status (ending), ==, TERR_GOAL_STATUS_REACHED);
  }
}

/* The bundled challenge "Two Beds for a View" (no goal: it has several
 * answers): playing what solve finds raises the view to 22, as its
 * description says. */
static void
test_goal_puzzle (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios",
                                                 "hanging-gardens-two-beds.terraces", NULL);
  g_autoptr(TerrGame) game = terr_game_load_path (path, &error);
  g_autoptr(JsonNode) solution = NULL;
  JsonArray *actions;

  g_assert_no_error (error);
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_NONE);
  g_assert_cmpint (terr_game_get_seat_score (game, 1), ==, 19);
  solution = terr_game_solve (game, NULL, NULL, &error);
  g_assert_no_error (error);
  actions = json_object_get_array_member (json_node_get_object (solution), "actions");
  g_assert_cmpuint (json_array_get_length (actions), ==, 2);
  for (guint i = 0; i < json_array_get_length (actions); i++)
    {
      JsonObject *a = json_array_get_object_element (actions, i);
      g_autofree char *text = g_strdup_printf ("1 bed x=%d y=%d suit=%s",
                                               (int) json_object_get_int_member (a, "x"),
                                               (int) json_object_get_int_member (a, "y"),
                                               json_object_get_string_member (a, "suit"));

      g_assert_cmpstr (json_object_get_string_member (a, "type"), ==, "bed");
      play (game, text);
    }
  g_assert_cmpint (terr_game_get_seat_score (game, 1), ==, 22);
}

static void
assert_square (TerrGame *game, int x, int y, const char *words)
{
  g_autofree char *text = terr_game_describe_square (game, 1, x, y);

  g_assert_cmpstr (text, ==, words);
}

static void
test_describe_square (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = load_string (garden, "garden.terraces", FALSE, &error);
  g_autoptr(TerrHgGame) g = new_empty ();
  const TerrHgTile *t;

  g_assert_no_error (error);
  assert_square (game, 0, 0, "terrace level 1 on two supports");
  assert_square (game, 1, 1, "terrace level 1 on two supports, Ann's gazebo");
  assert_square (game, 2, 0, "terrace level 0, a crowns bed");
  assert_square (game, 1, 3, "terrace level 0, Bot's gazebo");
  assert_square (game, 0, 3, "terrace level 0, a suns bed");
  assert_square (game, 5, 5, "table");
  assert_square (game, -2000000, 5, "table");
  t = terr_hg_game_get_top_terrace (TERR_HG_GAME (game), 1, 0);
  g_assert_nonnull (t);
  g_assert_cmpint (t->level, ==, 1);
  g_assert_null (terr_hg_game_get_top_terrace (TERR_HG_GAME (game), 4, 0));

  /* built up by edits, also a draft's odd squares */
  OK (terr_hg_game_edit_put_terrace (g, 0, 0, 0, &ok_error));
  assert_square (TERR_GAME (g), 1, 1, "terrace level 0");
  OK (terr_hg_game_edit_put_support (g, 0, 0, 0, 1, &ok_error));
  assert_square (TERR_GAME (g), 1, 1, "terrace level 0, a support standing on it");
  t = terr_hg_game_get_top_terrace (g, 1, 1);
  g_assert_nonnull (t);
  g_assert_cmpint (t->support, ==, FALSE);
  g_assert_cmpint (t->level, ==, 0);
  OK (terr_hg_game_edit_put_support (g, 0, 0, 0, 2, &ok_error));
  assert_square (TERR_GAME (g), 1, 1, "terrace level 0, two supports standing on it");
  OK (terr_hg_game_edit_put_terrace (g, 0, 0, 1, &ok_error));
  OK (terr_hg_game_edit_put_bed (g, 1, 0, TERR_HG_SUIT_MOONS, &ok_error));
  assert_square (TERR_GAME (g), 1, 0, "terrace level 1 on two supports, a moons bed");
  OK (terr_hg_game_edit_put_bed (g, 7, 7, TERR_HG_SUIT_ARMS, &ok_error));
  OK (terr_hg_game_edit_put_gazebo (g, 7, 7, 2, &ok_error));
  assert_square (TERR_GAME (g), 7, 7, "table, an arms bed, Player 2's gazebo");
  OK (terr_hg_game_edit_put_terrace (g, 4, 4, 1, &ok_error));
  assert_square (TERR_GAME (g), 5, 5, "terrace level 1");
}

/* What the program shows before a game exists. */
static void
test_kind (void)
{
  guint min = 0, max = 0, def = 0;

  terr_game_kind_get_players (TERR_GAME_HANGING_GARDENS, &min, &max, &def);
  g_assert_cmpuint (min, ==, 2);
  g_assert_cmpuint (max, ==, 4);
  g_assert_cmpuint (def, ==, 2);
  g_assert_cmpstr (terr_game_kind_get_pitch (TERR_GAME_HANGING_GARDENS), ==,
                   "Build terraces and plateaus, plant coloured beds and place your gazebo "
                   "where the view is most beautiful.");
}

/* terr_game_try_edit: an edit tried is judged and put back: the same
 * bytes, no "changed", the undo and redo stacks as they were; the
 * problems it would make are given, a refusal with its reason. */
typedef struct {
  int x, y, level;
} Tile;

static gboolean
put_terrace_cb (TerrGame *game, gpointer data, GError **error)
{
  const Tile *t = data;

  return terr_hg_game_edit_put_terrace (TERR_HG_GAME (game), t->x, t->y, t->level, error);
}

static void
count_changed_cb (TerrGame *game, guint *n)
{
  (*n)++;
}

static void
test_try_edit (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_hg_game_new_empty (2, &error);
  TerrHgGame *hg = TERR_HG_GAME (game);
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  Tile floating = { 4, 0, 1 }, fine = { 0, 2, 0 }, far = { 2000000, 0, 0 };
  guint changed = 0;

  g_assert_no_error (error);
  g_assert_true (terr_hg_game_edit_put_terrace (hg, 0, 0, 0, NULL));
  g_assert_true (terr_hg_game_edit_put_terrace (hg, 2, 0, 0, NULL));
  g_assert_true (terr_game_undo_edit (game));
  g_signal_connect (game, "changed", G_CALLBACK (count_changed_cb), &changed);
  before = terr_game_to_bytes (game, TERR_FILE_SCENARIO);

  /* Taken, with a problem of its own (a level-1 terrace on nothing). */
  g_assert_true (terr_game_try_edit (game, put_terrace_cb, &floating, &problems, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (problems->len, >, 0);
  g_assert_false (terr_game_has_problems (game));
  g_clear_pointer (&problems, g_ptr_array_unref);
  /* Taken, no problem. */
  g_assert_true (terr_game_try_edit (game, put_terrace_cb, &fine, &problems, NULL));
  g_assert_cmpuint (problems->len, ==, 0);
  /* Refused, with the reason the edit gives. */
  g_assert_false (terr_game_try_edit (game, put_terrace_cb, &far, NULL, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);

  after = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
  g_assert_true (g_bytes_equal (before, after));
  g_assert_cmpuint (changed, ==, 0);
  g_assert_nonnull (terr_hg_game_get_top (hg, 0, 0, NULL, NULL));
  g_assert_null (terr_hg_game_get_top (hg, 4, 0, NULL, NULL));
  g_assert_true (terr_game_can_undo_edit (game));
  g_assert_true (terr_game_can_redo_edit (game));
  g_assert_true (terr_game_redo_edit (game));
  g_assert_nonnull (terr_hg_game_get_top (hg, 2, 0, NULL, NULL));
  g_assert_cmpuint (changed, ==, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_type_ensure (TERR_TYPE_HG_GAME);

  g_test_add_func ("/hg/edit/build", test_build);
  g_test_add_func ("/hg/edit/problems", test_problems);
  g_test_add_func ("/hg/edit/refused", test_refused_edits);
  g_test_add_func ("/hg/edit/seats", test_seats);
  g_test_add_func ("/hg/edit/try", test_try_edit);
  g_test_add_func ("/hg/positions", test_positions);
  g_test_add_func ("/hg/words/move", test_describe_move);
  g_test_add_func ("/hg/words/status", test_status_text);
  g_test_add_func ("/hg/words/goal", test_goal);
  g_test_add_func ("/hg/words/goal-puzzle", test_goal_puzzle);
  g_test_add_func ("/hg/words/square", test_describe_square);
  g_test_add_func ("/hg/words/kind", test_kind);
  return g_test_run ();
}
