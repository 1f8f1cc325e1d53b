/* test-zg-game.c — TerrZgGame: new games, loading and writing files
 * (round trips, replays, refused files with file:line), the JSON of score
 * and solve, the AI, undo, hints. */
#include "terr-zg-game.h"
#include "zg-test-util.h"

#include <string.h>

#define PILE_ALL "0-0 0-1 0-2 0-3 0-4 0-5 0-6 1-1 1-2 1-3 1-4 1-5 1-6 2-2 2-3 2-4 2-5 2-6 " \
                 "3-3 3-4 3-5 3-6 4-4 4-5 4-6 5-5 5-6 6-6"

/* A whole file around @position (the inside of <position cheats="N">)
 * and optional @moves and @extra elements. */
static char *
make_file (const char *kind, const char *position, const char *moves, const char *extra)
{
  return g_strdup_printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<terraces format=\"1\" game=\"ziggurat\" kind=\"%s\">\n"
                          "  <rules/>\n"
                          "  <players>\n"
                          "    <player seat=\"1\" name=\"Ann\" type=\"human\"/>\n"
                          "  </players>\n"
                          "%s\n"
                          "%s%s%s"
                          "%s"
                          "</terraces>\n",
                          kind, position,
                          moves ? "  <moves>\n" : "", moves ? moves : "", moves ? "  </moves>\n" : "",
                          extra ? extra : "");
}

static TerrGame *
load_text (const char *text, GError **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(TerrDocument) doc = terr_document_load_bytes (bytes, "zg.terraces", error);

  if (doc == NULL)
    return NULL;
  return terr_game_load_document (doc, error);
}

static TerrGame *
load_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  TerrGame *game = load_text (text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static void
assert_refused (const char *text, const char *where, const char *part)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = load_text (text, &error);

  g_assert_null (game);
  g_assert_nonnull (error);
  if (!g_str_has_prefix (error->message, where) || strstr (error->message, part) == NULL)
    g_error ("message “%s” should start with “%s” and say “%s”", error->message, where, part);
}

/* A scenario refused as assert_refused says is read as a draft, whose
 * first problem is the refusal's message (one check for both). */
static void
assert_refused_scenario (const char *text, const char *where, const char *part)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(TerrDocument) doc = terr_document_load_bytes (bytes, "zg.terraces", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) draft_error = NULL;
  g_autoptr(TerrGame) refused = NULL;
  g_autoptr(TerrGame) draft = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  const TerrProblem *first;

  assert_refused (text, where, part);
  refused = terr_game_load_document (doc, &error);
  g_assert_null (refused);
  draft = terr_game_load_draft (doc, &draft_error);
  g_assert_no_error (draft_error);
  g_assert_true (terr_game_has_problems (draft));
  problems = terr_game_list_problems (draft);
  g_assert_cmpuint (problems->len, >, 0);
  first = g_ptr_array_index (problems, 0);
  g_assert_true (g_str_has_suffix (error->message, first->message));
}

static char *
bytes_text (GBytes *bytes)
{
  gsize n;
  const char *data = g_bytes_get_data (bytes, &n);

  return g_strndup (data, n);
}

/* Writing, reading back and writing again gives the same bytes. */
static void
assert_round_trip (TerrGame *game, TerrFileKind kind)
{
  g_autoptr(GBytes) first = terr_game_to_bytes (game, kind);
  g_autofree char *text = bytes_text (first);
  g_autoptr(TerrGame) again = load_ok (text);
  g_autoptr(GBytes) second = terr_game_to_bytes (again, kind);
  const TerrZgState *a = terr_zg_game_get_state (TERR_ZG_GAME (game));
  const TerrZgState *b = terr_zg_game_get_state (TERR_ZG_GAME (again));

  g_assert_true (g_bytes_equal (first, second));
  if (kind == TERR_FILE_SCENARIO || terr_game_get_position_index (game) == terr_game_get_n_moves (game))
    {
      g_assert_cmpmem (a->value, sizeof a->value, b->value, sizeof b->value);
      g_assert_cmpmem (a->hand, a->hand_len, b->hand, b->hand_len);
      g_assert_cmpuint (a->cheats, ==, b->cheats);
      g_assert_cmpuint (a->pile_len - a->pile_pos, ==, b->pile_len - b->pile_pos);
    }
}

static TerrGame *
new_game (guint64 seed)
{
  g_autoptr(GError) error = NULL;
  TerrGame *game = terr_game_new (TERR_GAME_ZIGGURAT, 1, seed, &error);

  g_assert_no_error (error);
  return game;
}

static void
play (TerrGame *game, const TerrZgMove *m)
{
  g_autoptr(TerrMove) move = terr_zg_move_to_terr_move (m);
  g_autoptr(GError) error = NULL;

  if (!terr_game_play (game, move, &error))
    g_error ("refused: %s", error->message);
}

static void
test_new_game (void)
{
  g_autoptr(TerrGame) game = new_game (42);
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) two = NULL;
  TerrZgState deal;
  const TerrZgState *st = terr_zg_game_get_state (TERR_ZG_GAME (game));

  terr_zg_state_deal (&deal, 42);
  g_assert_cmpmem (st->hand, st->hand_len, deal.hand, deal.hand_len);
  g_assert_cmpmem (st->pile, st->pile_len, deal.pile, deal.pile_len);
  g_assert_false (st->pile_open);
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 1);
  g_assert_cmpint (terr_game_get_end_state (game), ==, TERR_END_NONE);
  assert_round_trip (game, TERR_FILE_SCENARIO);

  two = terr_game_new (TERR_GAME_ZIGGURAT, 2, 1, &error);
  g_assert_null (two);
  g_assert_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED);
}

static void
test_scenario_file (void)
{
  g_autofree char *text = make_file ("scenario",
    "  <position cheats=\"2\">\n"
    "    <pile order=\"hidden\">0-3 0-4 0-5 0-6 1-1 1-3 1-4 1-5 1-6 2-2 2-3 2-4 2-5 2-6 3-3 3-4 3-5 3-6 4-4 4-5 4-6</pile>\n"
    "    <hand>6-6 5-5 5-6 0-2</hand>\n"
    "    <domino tier=\"2\" x=\"2\" y=\"2\" dir=\"h\" a=\"1\" b=\"2\"/>\n"
    "    <domino tier=\"1\" x=\"2\" y=\"2\" dir=\"h\" a=\"0\" b=\"0\"/>\n"
    "    <domino tier=\"1\" x=\"4\" y=\"4\" dir=\"v\" a=\"1\" b=\"0\"/>\n"
    "  </position>", NULL, "  <goal type=\"max-cheats\" value=\"3\"/>\n");
  g_autoptr(TerrGame) game = load_ok (text);
  const TerrZgState *st = terr_zg_game_get_state (TERR_ZG_GAME (game));
  guint goal = 0;

  g_assert_cmpuint (st->cheats, ==, 2);
  g_assert_cmpuint (st->hand_len, ==, 4);
  /* The description counts the cheats in a whole sentence, with its plural. */
  {
    g_autofree char *words = terr_game_describe (game);
    g_autofree char *one_text = g_strdup (text);
    g_autoptr(TerrGame) one = NULL;
    g_autofree char *one_words = NULL;

    g_assert_true (g_str_has_prefix (words, "Ziggurat: 3 of 28 dominoes placed (tier 1: 2 of 18, "
                                            "tier 2: 1 of 8, tier 3: 0 of 2), 2 cheats. Hand: "));
    memcpy (strstr (one_text, "cheats=\"2\""), "cheats=\"1\"", strlen ("cheats=\"1\""));
    one = load_ok (one_text);
    one_words = terr_game_describe (one);
    g_assert_true (g_str_has_prefix (one_words, "Ziggurat: 3 of 28 dominoes placed (tier 1: 2 of 18, "
                                                "tier 2: 1 of 8, tier 3: 0 of 2), 1 cheat. Hand: "));
  }
  g_assert_cmpuint (st->hand[0], ==, terr_zg_domino_id (6, 6));
  g_assert_cmpuint (st->n_placed, ==, 3);
  g_assert_cmpint (st->value[1][2 * 6 + 3], ==, 2);
  g_assert_cmpint (st->value[0][5 * 6 + 4], ==, 0);
  g_assert_false (st->pile_open);
  g_assert_true (terr_zg_game_get_goal (TERR_ZG_GAME (game), &goal));
  g_assert_cmpuint (goal, ==, 3);
  g_assert_cmpint (terr_game_get_seat_score (game, 1), ==, 2);
  assert_round_trip (game, TERR_FILE_SCENARIO);
}

static void
test_refused_files (void)
{
  g_autofree char *dup = make_file ("scenario",
    "  <position cheats=\"0\">\n"
    "    <pile order=\"open\">" PILE_ALL "</pile>\n"
    "    <hand>3-4</hand>\n"
    "  </position>", NULL, NULL);
  g_autofree char *missing = make_file ("scenario",
    "  <position cheats=\"0\">\n"
    "    <pile order=\"open\">0-0 0-1 0-2 0-3 0-4 0-5 0-6 1-1 1-2 1-3 1-4 1-5 1-6 2-2 2-3 2-4 2-5 2-6</pile>\n"
    "    <hand>3-3 3-4 3-5 3-6 4-4 4-5 4-6 5-5 5-6</hand>\n"
    "  </position>", NULL, NULL);
  g_autofree char *rule4 = make_file ("scenario",
    "  <position cheats=\"0\">\n"
    "    <pile order=\"open\">0-0 0-1 0-2 0-3 0-4 0-5 0-6 1-1 1-2 1-3 1-4 1-5 1-6 2-2 2-3 2-4 2-5 2-6 3-3 3-5 3-6 4-4 4-5 4-6</pile>\n"
    "    <hand>5-5 6-6</hand>\n"
    "    <domino tier=\"1\" x=\"2\" y=\"2\" dir=\"h\" a=\"5\" b=\"6\"/>\n"
    "    <domino tier=\"2\" x=\"2\" y=\"2\" dir=\"h\" a=\"4\" b=\"3\"/>\n"
    "  </position>", NULL, NULL);
  g_autofree char *tier3 = make_file ("scenario",
    "  <position cheats=\"0\">\n"
    "    <pile order=\"open\">0-0 0-1 0-2 0-3 0-4 0-5 0-6 1-1 1-2 1-3 1-4 1-5 1-6 2-2 2-3 2-4 2-5 2-6 3-3 3-5 3-6 4-4 4-5 4-6 5-5 5-6</pile>\n"
    "    <hand>6-6</hand>\n"
    "    <domino tier=\"3\" x=\"1\" y=\"1\" dir=\"h\" a=\"4\" b=\"3\"/>\n"
    "  </position>", NULL, NULL);
  g_autofree char *two_seats = NULL;
  g_autofree char *bad_move = make_file ("replay",
    "  <position cheats=\"0\">\n"
    "    <pile order=\"open\">0-3 0-4 0-5 0-6 1-1 1-2 1-3 1-4 1-5 1-6 2-2 2-3 2-4 2-5 2-6 3-3 3-4 3-5 3-6 4-4 4-5 4-6 5-5 5-6 6-6</pile>\n"
    "    <hand>0-0 0-1 0-2</hand>\n"
    "  </position>",
    "    <move seat=\"1\" type=\"place\" tier=\"1\" x=\"0\" y=\"0\" dir=\"h\" a=\"0\" b=\"0\"/>\n"
    "    <move seat=\"1\" type=\"place\" tier=\"1\" x=\"4\" y=\"4\" dir=\"h\" a=\"1\" b=\"0\"/>\n", NULL);
  g_autofree char *bad_result = make_file ("replay",
    "  <position cheats=\"0\">\n"
    "    <pile order=\"open\">0-3 0-4 0-5 0-6 1-1 1-2 1-3 1-4 1-5 1-6 2-2 2-3 2-4 2-5 2-6 3-3 3-4 3-5 3-6 4-4 4-5 4-6 5-5 5-6 6-6</pile>\n"
    "    <hand>0-0 0-1 0-2</hand>\n"
    "  </position>",
    "    <move seat=\"1\" type=\"place\" tier=\"1\" x=\"0\" y=\"0\" dir=\"h\" a=\"0\" b=\"0\"/>\n"
    "    <move seat=\"1\" type=\"lift\" tier=\"1\" x=\"1\" y=\"0\"/>\n"
    "    <move seat=\"1\" type=\"resign\"/>\n",
    "  <result end=\"resigned\"><score seat=\"1\" value=\"0\"/></result>\n");
  char *p;

  assert_refused_scenario (dup, "zg.terraces:9:", "the 3-4 appears twice");
  assert_refused_scenario (missing, "zg.terraces:", "is missing");
  assert_refused_scenario (rule4, "zg.terraces:11:", "a 4 may not rest on a 5");
  assert_refused_scenario (tier3, "zg.terraces:10:", "tier 3 covers only the centre 2 x 2");
  assert_refused (bad_move, "zg.terraces:13: move 2:", "neither half touches an equal value");
  assert_refused (bad_result, "zg.terraces:", "the re-play gives 1");

  p = strstr (dup, "  </players>");
  g_assert_nonnull (p);
  two_seats = g_strdup_printf ("%.*s    <player seat=\"2\" name=\"Bo\" type=\"human\"/>\n%s",
                               (int) (p - dup), dup, p);
  assert_refused_scenario (two_seats, "zg.terraces:", "one player");
}

static void
test_play_and_replay (void)
{
  g_autoptr(TerrGame) game = new_game (0);
  TerrZgState before;
  TerrZgSolution line;
  TerrZgSolveParams params = { 0, };
  const TerrZgState *st = terr_zg_game_get_state (TERR_ZG_GAME (game));
  g_autoptr(GPtrArray) moves = NULL;
  const char *name, *value;

  terr_zg_solve (st, &params, NULL, &line);
  g_assert_cmpint (line.zero_cheat, ==, TERR_ZG_VERDICT_YES);

  /* The attributes in the order of the file format. */
  moves = terr_game_list_moves (game);
  terr_move_get_attr (g_ptr_array_index (moves, 0), 0, &name, &value);
  g_assert_cmpstr (name, ==, "tier");
  terr_move_get_attr (g_ptr_array_index (moves, 0), 3, &name, &value);
  g_assert_cmpstr (name, ==, "dir");
  terr_move_get_attr (g_ptr_array_index (moves, 0), 5, &name, &value);
  g_assert_cmpstr (name, ==, "b");

  for (guint i = 0; i < 10; i++)
    play (game, &g_array_index (line.moves, TerrZgMove, i));
  /* A lift and its undo give back the same position, hand order too. */
  before = *st;
  {
    const TerrZgMove *first = &g_array_index (line.moves, TerrZgMove, 0);
    play (game, &(TerrZgMove) { TERR_ZG_MOVE_LIFT, first->tier, first->x, first->y, 0, 0, 0 });
  }
  g_assert_cmpuint (st->cheats, >=, 1);
  g_assert_true (terr_game_undo (game));
  g_assert_cmpmem (st, sizeof *st, &before, sizeof before);
  g_assert_true (terr_game_redo (game));
  assert_round_trip (game, TERR_FILE_REPLAY);
  assert_round_trip (game, TERR_FILE_SCENARIO);

  /* A replay read back is at its last move. */
  {
    g_autoptr(GBytes) bytes = terr_game_to_bytes (game, TERR_FILE_REPLAY);
    g_autofree char *text = bytes_text (bytes);
    g_autoptr(TerrGame) again = load_ok (text);

    const TerrZgState *st2 = terr_zg_game_get_state (TERR_ZG_GAME (again));

    g_assert_cmpuint (terr_game_get_n_moves (again), ==, 11);
    g_assert_cmpuint (terr_game_get_position_index (again), ==, 11);
    g_assert_cmpmem (st2->value, sizeof st2->value, st->value, sizeof st->value);
    g_assert_cmpmem (st2->hand, st2->hand_len, st->hand, st->hand_len);
    g_assert_cmpuint (st2->cheats, ==, st->cheats);
  }
  terr_zg_solution_clear (&line);
}

static JsonNode *
parse_json (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  return json_node_copy (json_parser_get_root (parser));
}

static void
assert_json (JsonNode *node, const char *expected)
{
  g_autoptr(JsonNode) want = parse_json (expected);

  if (!json_node_equal (node, want))
    {
      g_autofree char *got = json_to_string (node, FALSE);
      g_error ("JSON %s, want %s", got, expected);
    }
}

static void
test_json_and_ai (void)
{
  g_autoptr(TerrGame) game = new_game (21);
  g_autoptr(JsonNode) score = terr_game_score_json (game);
  g_autoptr(JsonNode) solution = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *o;
  JsonArray *moves;
  g_autofree char *text = NULL;

  assert_json (score, "{\"game\":\"ziggurat\",\"complete\":false,\"placed\":0,\"cheats\":0,\"title\":null}");

  solution = terr_game_solve (game, NULL, NULL, &error);
  g_assert_no_error (error);
  o = json_node_get_object (solution);
  g_assert_cmpstr (json_object_get_string_member (o, "zero_cheat"), ==, "yes");
  g_assert_cmpint (json_object_get_int_member (o, "cheats"), ==, 0);
  g_assert_true (json_object_get_boolean_member (o, "proven_minimal"));
  g_assert_true (json_object_has_member (o, "nodes"));
  g_assert_true (json_object_has_member (o, "seconds"));
  moves = json_object_get_array_member (o, "moves");
  g_assert_cmpuint (json_array_get_length (moves), ==, 28);
  {
    JsonObject *m = json_array_get_object_element (moves, 0);
    g_autoptr(GList) members = json_object_get_members (m);
    const char *order[] = { "type", "tier", "x", "y", "dir", "a", "b" };
    guint i = 0;

    for (GList *l = members; l; l = l->next, i++)
      g_assert_cmpstr (l->data, ==, order[i]);
    g_assert_cmpuint (i, ==, 7);
  }
  text = terr_game_solve_text (game, solution);
  g_assert_nonnull (strstr (text, "without cheating"));

  /* The AI plays the solver's line to the end. */
  while (!terr_game_is_over (game))
    {
      g_autoptr(TerrMove) move = terr_game_ai_move (game, 2, 1, NULL, &error);

      g_assert_no_error (error);
      g_assert_true (terr_game_play (game, move, &error));
    }
  g_clear_pointer (&score, json_node_unref);
  score = terr_game_score_json (game);
  assert_json (score, "{\"game\":\"ziggurat\",\"complete\":true,\"placed\":28,\"cheats\":0,"
                      "\"title\":\"Legendary Architect of the Divine\"}");
  g_assert_cmpint (terr_game_get_end_state (game), ==, TERR_END_FINISHED);
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 0);
  assert_round_trip (game, TERR_FILE_REPLAY);
}

/* A stuck hand that can be joined again after a lift (the 3-3 lifted,
 * the 2-5 and the 1-2 make a chain that draws): the computer lifts
 * instead of resigning, whatever the solver's budget found. */
static void
test_ai_lifts_when_stuck (void)
{
  g_autofree char *text = make_file ("scenario",
    "  <position cheats=\"0\">\n"
    "    <pile order=\"open\">0-0 0-1 0-2 0-3 0-4 0-5 0-6 1-1 1-3 1-4 1-5 1-6 2-2 2-3 2-4 2-6 3-4 3-5 3-6 4-4 4-5 4-6 5-5 6-6</pile>\n"
    "    <hand>2-5 5-6 1-2</hand>\n"
    "    <domino tier=\"1\" x=\"0\" y=\"0\" dir=\"h\" a=\"3\" b=\"3\"/>\n"
    "  </position>", NULL, NULL);
  g_autoptr(TerrGame) game = load_ok (text);
  const TerrZgState *st = terr_zg_game_get_state (TERR_ZG_GAME (game));
  g_autoptr(GError) error = NULL;

  g_assert_false (terr_zg_state_can_place (st));
  g_assert_false (terr_zg_state_is_dead (st));
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      g_autoptr(TerrMove) move = terr_game_ai_move (game, 1, seed, NULL, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (terr_move_get_move_type (move), ==, "lift");
    }
}

static void
test_resign_file (void)
{
  g_autoptr(TerrGame) game = new_game (3);
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *text = NULL;

  g_assert_true (terr_move_is (g_ptr_array_index (moves, moves->len - 1), "resign"));
  play (game, &(TerrZgMove) { TERR_ZG_MOVE_RESIGN, });
  g_assert_cmpint (terr_game_get_end_state (game), ==, TERR_END_RESIGNED);
  bytes = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  text = bytes_text (bytes);
  g_assert_nonnull (strstr (text, "end=\"resigned\""));
  assert_round_trip (game, TERR_FILE_REPLAY);
}

static void
test_hints (void)
{
  g_autoptr(TerrGame) game = new_game (6);
  TerrZgGame *zg = TERR_ZG_GAME (game);
  const TerrZgState *st = terr_zg_game_get_state (zg);
  g_autofree char *reason = NULL;
  g_autofree char *description = NULL;
  TerrZgMove hint;
  guint a = terr_zg_domino_low (st->hand[0]), b = terr_zg_domino_high (st->hand[0]);

  g_assert_true (terr_zg_game_check_placement (zg, 1, 0, 0, TERR_ZG_DIR_H, a, b, NULL));
  g_assert_false (terr_zg_game_check_placement (zg, 2, 1, 1, TERR_ZG_DIR_H, a, b, &reason));
  g_assert_nonnull (strstr (reason, "no balancing"));
  g_assert_true (terr_zg_game_hint_placement (zg, &hint));
  g_assert_cmpint (hint.type, ==, TERR_ZG_MOVE_PLACE);
  g_assert_true (terr_zg_game_check_placement (zg, hint.tier, hint.x, hint.y, hint.dir, hint.a, hint.b, NULL));
  g_assert_cmpint (terr_zg_game_hint_solvable (zg, 0, NULL), ==, TERR_ZG_VERDICT_YES);
  description = terr_game_describe (game);
  g_assert_nonnull (strstr (description, "Hand:"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_type_ensure (TERR_TYPE_ZG_GAME);
  g_test_add_func ("/zg/game/new", test_new_game);
  g_test_add_func ("/zg/game/scenario-file", test_scenario_file);
  g_test_add_func ("/zg/game/refused-files", test_refused_files);
  g_test_add_func ("/zg/game/play-and-replay", test_play_and_replay);
  g_test_add_func ("/zg/game/json-and-ai", test_json_and_ai);
  g_test_add_func ("/zg/game/resign", test_resign_file);
  g_test_add_func ("/zg/game/ai-lifts-when-stuck", test_ai_lifts_when_stuck);
  g_test_add_func ("/zg/game/hints", test_hints);
  return g_test_run ();
}
