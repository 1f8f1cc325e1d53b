/* test-zg-design.c — what the design check of Ziggurat says and what
 * Check Puzzle says when a puzzle cannot be solved: an empty hand is a
 * problem; a hand none of whose dominoes can be placed leaves no first
 * move; "not solvable" names a cell that can never be filled. */
#include "config.h"

#include <string.h>

#include "terr-zg-game.h"
#include "terr-puzzle.h"

#define HEAD "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
             "<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\">\n" \
             "  <rules/>\n" \
             "  <players><player seat=\"1\" name=\"A\" type=\"human\"/></players>\n"

/* Every domino but the 6-6 and those of @hand, in order. */
#define PILE_24 "0-2 0-3 0-4 0-5 0-6 1-1 1-2 1-3 1-4 1-5 1-6 2-2 2-3 2-4 2-5 2-6 3-3 3-4 3-5 3-6 4-4 4-5 4-6 5-5"

static TerrGame *
load (const char *text)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrDocument) doc = terr_document_load_bytes (bytes, "zg.terraces", &error);
  TerrGame *game;

  g_assert_no_error (error);
  game = terr_game_load_draft (doc, &error);
  g_assert_no_error (error);
  return game;
}

/* A new design: the empty hand is a problem of the hand, first, with a
 * reason; it goes when a domino comes into the hand. */
static void
test_empty_hand (void)
{
  g_autoptr(TerrGame) game = terr_zg_game_new_empty ();
  g_autoptr(GPtrArray) problems = terr_game_list_problems (game);
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(GError) error = NULL;
  const TerrProblem *first;

  g_assert_cmpuint (problems->len, ==, 29);
  first = problems->pdata[0];
  g_assert_cmpint (first->place.kind, ==, TERR_PLACE_HAND);
  g_assert_true (g_str_has_prefix (first->message, "the hand is empty: "));
  g_assert_nonnull (strstr (first->message, "nothing is drawn before the first move"));

  g_assert_true (terr_zg_game_edit_hand_insert (TERR_ZG_GAME (game), -1, 6, 6, &error));
  g_assert_no_error (error);
  after = terr_game_list_problems (game);
  /* The empty hand and the missing 6-6 are gone. */
  g_assert_cmpuint (after->len, ==, 27);
  for (guint i = 0; i < after->len; i++)
    g_assert_cmpint (((TerrProblem *) after->pdata[i])->place.kind, !=, TERR_PLACE_HAND);
}

/* A file whose hand is empty is loaded as it says (the rules call no
 * hand illegal and loading never draws); the design check still names
 * the empty hand. */
static void
test_empty_hand_loads (void)
{
  const char *text = HEAD
    "  <position cheats=\"0\">\n"
    "    <pile order=\"open\">0-0 0-1 5-6 6-6 " PILE_24 "</pile>\n"
    "    <hand></hand>\n"
    "  </position>\n"
    "</terraces>\n";
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrDocument) doc = terr_document_load_bytes (bytes, "zg.terraces", &error);
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GPtrArray) moves = NULL;

  g_assert_no_error (error);
  game = terr_game_load_document (doc, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  moves = terr_game_list_moves (game);
  for (guint i = 0; i < moves->len; i++)
    g_assert_false (terr_move_is (moves->pdata[i], "place"));
  problems = terr_game_list_problems (game);
  g_assert_cmpuint (problems->len, >=, 1);
  g_assert_true (g_str_has_prefix (((TerrProblem *) problems->pdata[0])->message, "the hand is empty: "));
}

/* A complete set whose hand holds nothing that touches an equal value:
 * no first move, a problem of the design (the loader takes the position:
 * play may get stuck so). */
static void
test_no_first_move (void)
{
  g_autoptr(TerrGame) game = load (HEAD
    "  <position cheats=\"0\">\n"
    "    <pile order=\"open\">" PILE_24 "</pile>\n"
    "    <hand>0-0 0-1 5-6</hand>\n"
    "    <domino tier=\"1\" x=\"2\" y=\"2\" dir=\"h\" a=\"6\" b=\"6\"/>\n"
    "  </position>\n"
    "</terraces>\n");
  g_autoptr(GPtrArray) problems = terr_game_list_problems (game);
  const TerrProblem *problem;

  /* The 5-6 can touch the 6-6: a first move. */
  g_assert_cmpuint (problems->len, ==, 0);
  g_clear_object (&game);
  g_clear_pointer (&problems, g_ptr_array_unref);

  game = load (HEAD
    "  <position cheats=\"0\">\n"
    "    <pile order=\"open\">0-2 0-3 0-4 0-5 0-6 1-1 1-2 1-3 1-4 1-5 1-6 2-2 2-3 2-4 2-5 2-6 3-3 3-4 3-5 3-6 4-4 4-5 4-6 5-6</pile>\n"
    "    <hand>0-0 0-1 5-5</hand>\n"
    "    <domino tier=\"1\" x=\"2\" y=\"2\" dir=\"h\" a=\"6\" b=\"6\"/>\n"
    "  </position>\n"
    "</terraces>\n");
  problems = terr_game_list_problems (game);
  g_assert_cmpuint (problems->len, ==, 1);
  problem = problems->pdata[0];
  g_assert_cmpint (problem->place.kind, ==, TERR_PLACE_HAND);
  g_assert_cmpstr (problem->message, ==,
                   "no domino of the hand (0-0, 0-1, 5-5) can be placed anywhere: the first move "
                   "could only be a lift, a cheat");
  g_assert_true (terr_game_has_problems (game));
}

/* Not solvable, and why: the cell of tier 2 over a 6 can never be
 * filled. */
static void
test_why_not_solvable (void)
{
  g_autoptr(TerrGame) game = load (HEAD
    "  <position cheats=\"0\">\n"
    "    <pile order=\"open\">" PILE_24 "</pile>\n"
    "    <hand>5-6 0-0 0-1</hand>\n"
    "    <domino tier=\"1\" x=\"1\" y=\"1\" dir=\"h\" a=\"6\" b=\"6\"/>\n"
    "  </position>\n"
    "  <goal type=\"max-cheats\" value=\"0\"/>\n"
    "</terraces>\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrCertificate) cert = NULL;
  g_autoptr(TerrCertificate) copy = NULL;
  g_autoptr(GPtrArray) problems = terr_game_list_problems (game);

  g_assert_cmpuint (problems->len, ==, 0);
  cert = terr_game_check_puzzle (game, 2, 0, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cert->verdict, ==, TERR_VERDICT_UNSOLVABLE);
  g_assert_cmpstr (cert->why, ==, "the cell (1,1) of tier 2 can never be filled: the half under it "
                                  "is a 6, and a half must be greater than the one under it");
  copy = terr_certificate_copy (cert);
  g_assert_cmpstr (copy->why, ==, cert->why);
}

/* A domino that fits nowhere: the tier-3 5-5 of a finished ziggurat
 * swapped with the 1-2 of the foundation's edge, the tier 3 to build
 * with the 1-2 and the 4-6. */
static void
test_why_domino_never_fits (void)
{
  g_autoptr(TerrGame) game = load (HEAD
    "  <position cheats=\"0\">\n"
    "    <pile order=\"open\"/>\n"
    "    <hand>4-6 1-2</hand>\n"
    "    <domino tier=\"1\" x=\"0\" y=\"0\" dir=\"v\" a=\"0\" b=\"6\"/>\n"
    "    <domino tier=\"1\" x=\"1\" y=\"0\" dir=\"h\" a=\"0\" b=\"4\"/>\n"
    "    <domino tier=\"1\" x=\"3\" y=\"0\" dir=\"v\" a=\"1\" b=\"1\"/>\n"
    "    <domino tier=\"1\" x=\"4\" y=\"0\" dir=\"h\" a=\"5\" b=\"5\"/>\n"
    "    <domino tier=\"1\" x=\"1\" y=\"1\" dir=\"h\" a=\"0\" b=\"0\"/>\n"
    "    <domino tier=\"1\" x=\"4\" y=\"1\" dir=\"h\" a=\"0\" b=\"5\"/>\n"
    "    <domino tier=\"1\" x=\"0\" y=\"2\" dir=\"v\" a=\"6\" b=\"3\"/>\n"
    "    <domino tier=\"1\" x=\"1\" y=\"2\" dir=\"v\" a=\"3\" b=\"3\"/>\n"
    "    <domino tier=\"1\" x=\"2\" y=\"2\" dir=\"v\" a=\"1\" b=\"0\"/>\n"
    "    <domino tier=\"1\" x=\"3\" y=\"2\" dir=\"h\" a=\"1\" b=\"5\"/>\n"
    "    <domino tier=\"1\" x=\"5\" y=\"2\" dir=\"v\" a=\"5\" b=\"2\"/>\n"
    "    <domino tier=\"1\" x=\"3\" y=\"3\" dir=\"v\" a=\"0\" b=\"3\"/>\n"
    "    <domino tier=\"1\" x=\"4\" y=\"3\" dir=\"v\" a=\"2\" b=\"2\"/>\n"
    "    <domino tier=\"1\" x=\"0\" y=\"4\" dir=\"v\" a=\"3\" b=\"5\"/>\n"
    "    <domino tier=\"1\" x=\"1\" y=\"4\" dir=\"h\" a=\"3\" b=\"4\"/>\n"
    "    <domino tier=\"1\" x=\"5\" y=\"4\" dir=\"v\" a=\"2\" b=\"0\"/>\n"
    "    <domino tier=\"1\" x=\"1\" y=\"5\" dir=\"h\" a=\"5\" b=\"6\"/>\n"
    "    <domino tier=\"1\" x=\"3\" y=\"5\" dir=\"h\" a=\"6\" b=\"2\"/>\n"
    "    <domino tier=\"2\" x=\"1\" y=\"1\" dir=\"h\" a=\"2\" b=\"4\"/>\n"
    "    <domino tier=\"2\" x=\"3\" y=\"1\" dir=\"v\" a=\"2\" b=\"3\"/>\n"
    "    <domino tier=\"2\" x=\"4\" y=\"1\" dir=\"v\" a=\"1\" b=\"6\"/>\n"
    "    <domino tier=\"2\" x=\"1\" y=\"2\" dir=\"v\" a=\"5\" b=\"4\"/>\n"
    "    <domino tier=\"2\" x=\"2\" y=\"2\" dir=\"v\" a=\"3\" b=\"1\"/>\n"
    "    <domino tier=\"2\" x=\"3\" y=\"3\" dir=\"h\" a=\"1\" b=\"4\"/>\n"
    "    <domino tier=\"2\" x=\"1\" y=\"4\" dir=\"h\" a=\"6\" b=\"6\"/>\n"
    "    <domino tier=\"2\" x=\"3\" y=\"4\" dir=\"h\" a=\"4\" b=\"4\"/>\n"
    "  </position>\n"
    "  <goal type=\"max-cheats\" value=\"0\"/>\n"
    "</terraces>\n");
  g_autoptr(GPtrArray) problems = terr_game_list_problems (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrCertificate) cert = NULL;

  g_assert_cmpuint (problems->len, ==, 0);
  cert = terr_game_check_puzzle (game, 2, 0, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cert->verdict, ==, TERR_VERDICT_UNSOLVABLE);
  g_assert_cmpstr (cert->why, ==, "the 1-2 can never be placed: no two free cells side by side on "
                                  "a tier can take it, since a half must be greater than the one "
                                  "under it");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_type_ensure (TERR_TYPE_ZG_GAME);
  g_test_add_func ("/zg/design/empty-hand", test_empty_hand);
  g_test_add_func ("/zg/design/empty-hand-loads", test_empty_hand_loads);
  g_test_add_func ("/zg/design/no-first-move", test_no_first_move);
  g_test_add_func ("/zg/design/why-not-solvable", test_why_not_solvable);
  g_test_add_func ("/zg/design/why-domino-never-fits", test_why_domino_never_fits);
  return g_test_run ();
}
