/* test-hg-game.c — TerrHgGame through the TerrGame interface: files read
 * and written byte for byte, replays, refused files with their line, the
 * score and solve JSON, the AI. */
#include <string.h>

#include "terr-hg-game.h"

#define HEAD \
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
  "<terraces format=\"1\" game=\"hanging-gardens\" kind=\"%s\">\n" \
  "  <rules players=\"2\" progress-rule=\"true\"/>\n" \
  "  <players>\n" \
  "    <player seat=\"1\" name=\"Ann\" type=\"human\"/>\n" \
  "    <player seat=\"2\" name=\"Bot\" type=\"ai\" level=\"1\"/>\n" \
  "  </players>\n"

/* A small garden: a level-1 tower, beds, both gazebos; listed out of order. */
static const char scenario[] =
  HEAD
  "  <position to-move=\"2\" actions-taken=\"1\" passes=\"0\">\n"
  "    <supply tiles=\"18\" suns=\"5\" moons=\"6\" crowns=\"4\" arms=\"6\"/>\n"
  "    <bed x=\"3\" y=\"1\" suit=\"crowns\"/>\n"
  "    <terrace x=\"0\" y=\"0\" level=\"1\"/>\n"
  "    <support x=\"0\" y=\"0\" level=\"0\" stack=\"2\"/>\n"
  "    <gazebo x=\"1\" y=\"1\" seat=\"1\"/>\n"
  "    <terrace x=\"2\" y=\"0\" level=\"0\"/>\n"
  "    <support x=\"0\" y=\"0\" level=\"0\" stack=\"1\"/>\n"
  "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n"
  "    <terrace x=\"0\" y=\"2\" level=\"0\"/>\n"
  "    <bed x=\"0\" y=\"3\" suit=\"suns\"/>\n"
  "    <bed x=\"2\" y=\"0\" suit=\"crowns\"/>\n"
  "    <gazebo x=\"1\" y=\"3\" seat=\"2\"/>\n"
  "  </position>\n"
  "  <goal type=\"min-score\" seat=\"2\" value=\"3\" actions=\"1\"/>\n"
  "</terraces>\n";

static TerrGame *
load_string (const char *text, const char *name, GError **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(TerrDocument) doc = terr_document_load_bytes (bytes, name, error);

  if (doc == NULL)
    return NULL;
  return terr_game_load_document (doc, error);
}

static char *
to_string (TerrGame *game, TerrFileKind kind)
{
  g_autoptr(GBytes) bytes = terr_game_to_bytes (game, kind);

  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static char *
scenario_text (const char *kind, const char *position, const char *extra)
{
  return g_strdup_printf (HEAD "%s%s</terraces>\n", kind, position, extra);
}

static void
test_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(TerrGame) again = NULL;
  g_autofree char *first = NULL, *second = NULL;
  g_autofree char *text = g_strdup_printf (scenario, "scenario");

  game = load_string (text, "garden.terraces", &error);
  g_assert_no_error (error);
  g_assert_true (TERR_IS_HG_GAME (game));
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 2);
  first = to_string (game, TERR_FILE_SCENARIO);
  /* written in a fixed order: terraces by level, supports by level and
   * stack, beds by row, gazebos by seat, then the goal */
  g_assert_nonnull (strstr (first,
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
    "  <goal type=\"min-score\" seat=\"2\" value=\"3\" actions=\"1\"/>\n"));
  again = load_string (first, "again.terraces", &error);
  g_assert_no_error (error);
  second = to_string (again, TERR_FILE_SCENARIO);
  g_assert_cmpstr (first, ==, second);
}

/* A replay with a variation; undo gives back the exact file of each
 * earlier position. */
static void
test_replay (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(TerrGame) again = NULL;
  g_autofree char *text = scenario_text ("replay",
    "  <position to-move=\"1\" actions-taken=\"0\" passes=\"0\">\n"
    "    <supply tiles=\"24\" suns=\"6\" moons=\"6\" crowns=\"6\" arms=\"6\"/>\n"
    "  </position>\n",
    "  <moves>\n"
    "    <move seat=\"1\" type=\"terrace\" x=\"0\" y=\"0\" level=\"0\"/>\n"
    "    <move seat=\"1\" type=\"support\" x=\"0\" y=\"0\" level=\"0\" stack=\"1\">\n"
    "      <comment>Up we go</comment>\n"
    "      <variation>\n"
    "        <move seat=\"1\" type=\"gazebo\" x=\"1\" y=\"1\"/>\n"
    "        <move seat=\"2\" type=\"bed\" x=\"0\" y=\"0\" suit=\"arms\"/>\n"
    "      </variation>\n"
    "    </move>\n"
    "    <move seat=\"2\" type=\"terrace\" x=\"2\" y=\"0\" level=\"0\"/>\n"
    "    <move seat=\"2\" type=\"gazebo\" x=\"3\" y=\"1\"/>\n"
    "    <move seat=\"1\" type=\"bed\" x=\"2\" y=\"0\" suit=\"moons\"/>\n"
    "  </moves>\n");
  g_autofree char *written = NULL, *rewritten = NULL;
  GPtrArray *states = g_ptr_array_new_with_free_func (g_free);

  game = load_string (text, "replay.terraces", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 5);
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 1);
  g_assert_cmpint (terr_game_get_seat_score (game, 2), ==, 1);
  written = to_string (game, TERR_FILE_REPLAY);
  again = load_string (written, "again.terraces", &error);
  g_assert_no_error (error);
  rewritten = to_string (again, TERR_FILE_REPLAY);
  g_assert_cmpstr (written, ==, rewritten);

  /* Undo back to the start and redo: each position writes the same. */
  for (guint i = 0; i <= 5; i++)
    {
      terr_game_go_to (game, i);
      g_ptr_array_add (states, to_string (game, TERR_FILE_SCENARIO));
    }
  for (int i = 5; i >= 0; i--)
    {
      g_autofree char *now = NULL;
      terr_game_go_to (game, (guint) i);
      now = to_string (game, TERR_FILE_SCENARIO);
      g_assert_cmpstr (now, ==, g_ptr_array_index (states, i));
    }
  g_ptr_array_unref (states);
}

static void
assert_refused (const char *position, const char *extra, const char *part)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = scenario_text ("scenario", position, extra);
  g_autoptr(TerrGame) game = load_string (text, "bad.terraces", &error);

  g_assert_null (game);
  g_assert_nonnull (error);
  if (!g_str_has_prefix (error->message, "bad.terraces:") || strstr (error->message, part) == NULL)
    g_error ("message “%s” does not name the file and say “%s”", error->message, part);
}

#define POS(supply, pieces) \
  "  <position to-move=\"1\" actions-taken=\"0\" passes=\"0\">\n" \
  "    <supply " supply "/>\n" pieces "  </position>\n"
#define FULL "tiles=\"20\" suns=\"6\" moons=\"6\" crowns=\"6\" arms=\"6\""
#define FIVE "tiles=\"20\" suns=\"5\" moons=\"6\" crowns=\"6\" arms=\"6\""

static void
test_refused_files (void)
{
  /* the line of the offending element */
  assert_refused (POS (FULL, "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n"
                             "    <support x=\"1\" y=\"0\" level=\"0\" stack=\"1\"/>\n"),
                  "", "bad.terraces:11: a support on level 0 needs");
  assert_refused (POS (FULL, "    <terrace x=\"0\" y=\"0\" level=\"1\"/>\n"),
                  "", "two-support stack");
  assert_refused (POS (FULL, "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n"
                             "    <terrace x=\"1\" y=\"1\" level=\"0\"/>\n"),
                  "", "overlaps");
  assert_refused (POS (FIVE, "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n"
                             "    <support x=\"0\" y=\"0\" level=\"0\" stack=\"1\"/>\n"
                             "    <bed x=\"0\" y=\"0\" suit=\"suns\"/>\n"),
                  "", "is a support");
  assert_refused (POS (FIVE, "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n"
                             "    <bed x=\"0\" y=\"0\" suit=\"suns\"/>\n"
                             "    <gazebo x=\"0\" y=\"0\" seat=\"1\"/>\n"),
                  "", "already holds a bed");
  assert_refused (POS (FULL, "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n"
                             "    <bed x=\"0\" y=\"0\" suit=\"suns\"/>\n"),
                  "", "than the set's 6");
  assert_refused (POS ("tiles=\"24\" suns=\"6\" moons=\"6\" crowns=\"6\" arms=\"6\"",
                       "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n"),
                  "", "but the set has 24");
  assert_refused (POS (FULL, "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n"
                             "    <gazebo x=\"0\" y=\"0\" seat=\"3\"/>\n"),
                  "", "seat");
  assert_refused (POS (FULL, "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n"
                             "    <gazebo x=\"0\" y=\"0\" seat=\"1\"/>\n"
                             "    <gazebo x=\"1\" y=\"0\" seat=\"1\"/>\n"),
                  "", "only one gazebo");
  assert_refused (POS (FULL, ""),
                  "  <goal type=\"min-score\" seat=\"2\" value=\"3\" actions=\"2\"/>\n",
                  "seat 1 is to move");
  /* a move the rules refuse, named with its number */
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *text = scenario_text ("replay",
      POS ("tiles=\"24\" suns=\"6\" moons=\"6\" crowns=\"6\" arms=\"6\"", ""),
      "  <moves>\n"
      "    <move seat=\"1\" type=\"terrace\" x=\"0\" y=\"0\" level=\"0\"/>\n"
      "    <move seat=\"1\" type=\"terrace\" x=\"5\" y=\"0\" level=\"0\"/>\n"
      "  </moves>\n");
    g_autoptr(TerrGame) game = load_string (text, "moves.terraces", &error);

    g_assert_null (game);
    g_assert_nonnull (strstr (error->message, "move 2: a terrace on the table must touch the garden"));
  }
}

static void
test_moves_and_reasons (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, 7, &error);
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(TerrMove) bad = NULL;
  g_autoptr(TerrMove) wrong_seat = NULL;
  g_autofree char *text = NULL;
  int seat;

  g_assert_no_error (error);
  seat = terr_game_get_seat_to_move (game);
  g_assert_true (seat == 1 || seat == 2);
  moves = terr_game_list_moves (game);
  g_assert_cmpuint (moves->len, ==, 1);
  text = terr_move_to_string (g_ptr_array_index (moves, 0));
  g_assert_cmpstr (text, ==, seat == 1 ? "seat 1 terrace x=0 y=0 level=0" : "seat 2 terrace x=0 y=0 level=0");
  g_assert_true (terr_game_play (game, g_ptr_array_index (moves, 0), &error));

  bad = terr_move_new (seat, "support");
  terr_move_set_int (bad, "x", 1);
  terr_move_set_int (bad, "y", 1);
  terr_move_set_int (bad, "level", 0);
  terr_move_set_int (bad, "stack", 1);
  g_assert_false (terr_hg_game_check_move (TERR_HG_GAME (game), bad, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE);
  g_assert_nonnull (strstr (error->message, "2 x 2 block of terrace"));
  g_clear_error (&error);
  g_assert_false (terr_game_play (game, bad, &error));
  g_clear_error (&error);

  wrong_seat = terr_move_new (3 - seat, "bed");
  terr_move_set_int (wrong_seat, "x", 0);
  terr_move_set_int (wrong_seat, "y", 0);
  terr_move_set (wrong_seat, "suit", "suns");
  g_assert_false (terr_game_play (game, wrong_seat, &error));
  g_assert_nonnull (strstr (error->message, "turn"));
  g_clear_error (&error);

  /* 1 or 5 players: no */
  g_assert_null (terr_game_new (TERR_GAME_HANGING_GARDENS, 1, 7, &error));
  g_clear_error (&error);
  g_assert_null (terr_game_new (TERR_GAME_HANGING_GARDENS, 5, 7, &error));
  g_clear_error (&error);
}

/* The attributes of a move-support come in the file's order. */
static void
test_move_support_attributes (void)
{
  TerrHgAction a = { 0 };
  TerrHgAction back;
  g_autoptr(TerrMove) m = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  a.kind = TERR_HG_ACTION_MOVE_SUPPORT;
  a.from_x = 1;
  a.from_y = 2;
  a.from_level = 0;
  a.from_stack = 2;
  a.as_support = TRUE;
  a.x = -3;
  a.y = 4;
  a.level = 1;
  a.stack = 1;
  m = terr_hg_action_to_move (2, &a);
  text = terr_move_to_string (m);
  g_assert_cmpstr (text, ==, "seat 2 move-support from-x=1 from-y=2 from-level=0 from-stack=2 as=support x=-3 y=4 level=1 stack=1");
  g_assert_true (terr_hg_action_from_move (m, &back, &error));
  g_assert_no_error (error);
  g_assert_cmpint (memcmp (&a, &back, sizeof a), ==, 0);
}

static void
test_score_json (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = scenario_text ("scenario",
    POS ("tiles=\"22\" suns=\"5\" moons=\"6\" crowns=\"5\" arms=\"6\"",
         "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n"
         "    <terrace x=\"0\" y=\"-2\" level=\"0\"/>\n"
         "    <bed x=\"0\" y=\"-1\" suit=\"suns\"/>\n"
         "    <bed x=\"1\" y=\"-2\" suit=\"crowns\"/>\n"
         "    <gazebo x=\"0\" y=\"0\" seat=\"1\"/>\n"), "");
  g_autoptr(TerrGame) game = load_string (text, "json.terraces", &error);
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *json = NULL;

  g_assert_no_error (error);
  node = terr_game_score_json (game);
  json = json_to_string (node, FALSE);
  g_assert_cmpstr (json, ==,
    "{\"game\":\"hanging-gardens\",\"seats\":["
    "{\"seat\":1,\"score\":3,\"direction\":\"n\",\"height\":0,"
    "\"views\":{\"n\":3,\"e\":0,\"s\":0,\"w\":0},\"rows\":["
    "{\"row\":1,\"segments\":[{\"from\":-1,\"to\":1,\"colours\":1,\"symmetry\":1,\"seen\":[[0,-1]]}]},"
    "{\"row\":2,\"segments\":[{\"from\":-2,\"to\":2,\"colours\":1,\"symmetry\":0,\"seen\":[[1,-2]]}]}]},"
    "{\"seat\":2,\"score\":0,\"direction\":null,\"height\":null,"
    "\"views\":{\"n\":0,\"e\":0,\"s\":0,\"w\":0},\"rows\":[]}],"
    "\"winners\":[1]}");
}

static void
test_solve (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_strdup_printf (scenario, "scenario");
  g_autoptr(TerrGame) game = load_string (text, "goal.terraces", &error);
  TerrSolveOptions options = { 0 };
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonNode) cut = NULL;
  JsonObject *o;
  g_autofree char *words = NULL;

  g_assert_no_error (error);
  node = terr_game_solve (game, &options, NULL, &error);
  g_assert_no_error (error);
  o = json_node_get_object (node);
  g_assert_cmpint (json_object_get_int_member (o, "seat"), ==, 2);
  g_assert_true (json_object_get_boolean_member (o, "proven_best"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "actions")), ==, 1);
  g_assert_cmpint (json_object_get_int_member (o, "score"), >=, 3);
  words = terr_game_solve_text (game, node);
  g_assert_nonnull (strstr (words, "The goal (3) is reached."));

  options.node_limit = 10;
  cut = terr_game_solve (game, &options, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (json_object_get_boolean_member (json_node_get_object (cut), "proven_best"));
}

static void
test_ai (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_HANGING_GARDENS, 3, 11, &error);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();

  g_assert_no_error (error);
  for (int i = 0; i < 16 && !terr_game_is_over (game); i++)
    {
      guint level = 1 + i % 2;
      g_autoptr(TerrMove) a = terr_game_ai_move (game, level, 99 + i, NULL, &error);
      g_autoptr(TerrMove) b = terr_game_ai_move (game, level, 99 + i, NULL, &error);

      g_assert_no_error (error);
      g_assert_true (terr_move_equal (a, b));
      g_assert_true (terr_game_play (game, a, &error));
      g_assert_no_error (error);
    }
  g_cancellable_cancel (cancellable);
  g_assert_null (terr_game_ai_move (game, 2, 1, cancellable, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_CANCELLED);
}

/* Random games through terr_game_play(): undoing every move gives back
 * the file of each earlier position, byte for byte; a copy replays them. */
static void
test_random_undo_xml (void)
{
  for (guint64 seed = 1; seed <= 6; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_HANGING_GARDENS, 2 + seed % 3, seed, &error);
      g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(TerrGame) copy = NULL;
      g_autofree char *end = NULL, *copy_end = NULL;

      g_assert_no_error (error);
      if (seed % 2 == 0)
        g_assert_true (terr_hg_game_set_progress_rule (TERR_HG_GAME (game), FALSE));
      g_assert_cmpint (terr_hg_game_get_progress_rule (TERR_HG_GAME (game)), ==, seed % 2 != 0);
      for (int n = 0; n < 400 && !terr_game_is_over (game); n++)
        {
          g_autoptr(TerrMove) move = terr_game_ai_move (game, 0, seed * 1000 + n, NULL, &error);

          g_assert_no_error (error);
          g_ptr_array_add (files, to_string (game, TERR_FILE_SCENARIO));
          g_assert_true (terr_game_play (game, move, &error));
          g_assert_no_error (error);
        }
      g_assert_false (terr_hg_game_set_progress_rule (TERR_HG_GAME (game), TRUE));
      end = to_string (game, TERR_FILE_SCENARIO);
      copy = terr_game_copy (game);
      copy_end = to_string (copy, TERR_FILE_SCENARIO);
      g_assert_cmpstr (end, ==, copy_end);
      for (guint i = files->len; i > 0; i--)
        {
          g_autofree char *now = NULL;

          g_assert_true (terr_game_undo (game));
          now = to_string (game, TERR_FILE_SCENARIO);
          g_assert_cmpstr (now, ==, g_ptr_array_index (files, i - 1));
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_type_ensure (TERR_TYPE_HG_GAME);
  g_test_add_func ("/hg/game/round-trip", test_round_trip);
  g_test_add_func ("/hg/game/replay", test_replay);
  g_test_add_func ("/hg/game/refused-files", test_refused_files);
  g_test_add_func ("/hg/game/moves-and-reasons", test_moves_and_reasons);
  g_test_add_func ("/hg/game/move-support-attributes", test_move_support_attributes);
  g_test_add_func ("/hg/game/score-json", test_score_json);
  g_test_add_func ("/hg/game/solve", test_solve);
  g_test_add_func ("/hg/game/ai", test_ai);
  g_test_add_func ("/hg/game/random-undo-xml", test_random_undo_xml);
  return g_test_run ();
}
