/* Puzzles (terr-puzzle.h): per game, a hand-made puzzle whose distinct
 * solutions are also counted by a plain brute force over the public move
 * API; certificates written and read back byte for byte; the hash of the
 * position and goal; stale certificates; the difficulty as an undoable
 * edit; generation from a seed (certified, the same bytes twice);
 * cancelling; the async calls. */
#include <string.h>

#include "terr-games.h"
#include "terr-puzzle.h"
#include "terr-hg-game.h"
#include "terr-zg-game.h"
#include "terr-gp-game.h"

/* Counts of the fixtures below, checked by the brute force too. */
#define HG_KNOWN_1          8    /* value 4, one action */
#define HG_KNOWN_2          12   /* value 6, two actions */
#define ZG_KNOWN            12   /* the ziggurat fixture */
#define GP_KNOWN_BEST       17   /* the Garden Paths fixture's best */
#define GP_KNOWN_BEST_COUNT 4

/* ------------------------------------------------------------ fixtures */

/* Hanging Gardens: seat 1 looks east from a raised corner over a row of
 * terraces; the supply holds two coins; one action. */
static const char hg_puzzle[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<terraces format=\"1\" game=\"hanging-gardens\" kind=\"scenario\">\n"
  "  <meta><title>Tiny</title></meta>\n"
  "  <rules players=\"2\" progress-rule=\"true\"/>\n"
  "  <players><player seat=\"1\" name=\"A\" type=\"human\"/><player seat=\"2\" name=\"B\" type=\"human\"/></players>\n"
  "  <position to-move=\"1\" actions-taken=\"0\" passes=\"0\">\n"
  "    <supply tiles=\"0\" suns=\"1\" moons=\"1\" crowns=\"0\" arms=\"0\"/>\n"
  "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n"
  "    <terrace x=\"2\" y=\"0\" level=\"0\"/>\n"
  "    <terrace x=\"4\" y=\"0\" level=\"0\"/>\n"
  "    <bed x=\"3\" y=\"0\" suit=\"suns\"/>\n"
  "    <gazebo x=\"0\" y=\"0\" seat=\"1\"/>\n"
  "    <gazebo x=\"5\" y=\"1\" seat=\"2\"/>\n"
  "  </position>\n"
  "  <goal type=\"min-score\" seat=\"1\" value=\"%d\" actions=\"%d\"/>\n"
  "</terraces>\n";

/* Ziggurat: a finished ziggurat with four holes (a 2 x 2 square on tier 1
 * under a hole of tier 2, and a domino on the edge): the square can be
 * filled two ways, and the four dominoes go to the holes in several ways. */
static const char zg_puzzle[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\">\n"
  "<rules/>\n"
  "<players><player seat=\"1\" name=\"Architect\" type=\"human\"/></players>\n"
  "<position cheats=\"0\">\n"
  "<pile order=\"open\">1-6</pile>\n"
  "<hand>2-3 0-4 0-2</hand>\n"
  "<domino tier=\"1\" x=\"2\" y=\"3\" dir=\"h\" a=\"0\" b=\"0\"/>\n"
  "<domino tier=\"1\" x=\"0\" y=\"3\" dir=\"h\" a=\"1\" b=\"0\"/>\n"
  "<domino tier=\"1\" x=\"1\" y=\"1\" dir=\"v\" a=\"3\" b=\"0\"/>\n"
  "<domino tier=\"1\" x=\"0\" y=\"4\" dir=\"h\" a=\"5\" b=\"0\"/>\n"
  "<domino tier=\"1\" x=\"4\" y=\"4\" dir=\"v\" a=\"0\" b=\"6\"/>\n"
  "<domino tier=\"1\" x=\"2\" y=\"2\" dir=\"h\" a=\"1\" b=\"1\"/>\n"
  "<domino tier=\"1\" x=\"4\" y=\"2\" dir=\"v\" a=\"2\" b=\"1\"/>\n"
  "<domino tier=\"1\" x=\"5\" y=\"2\" dir=\"v\" a=\"4\" b=\"1\"/>\n"
  "<domino tier=\"1\" x=\"3\" y=\"0\" dir=\"v\" a=\"5\" b=\"1\"/>\n"
  "<domino tier=\"1\" x=\"4\" y=\"0\" dir=\"h\" a=\"2\" b=\"2\"/>\n"
  "<domino tier=\"1\" x=\"4\" y=\"1\" dir=\"h\" a=\"2\" b=\"4\"/>\n"
  "<domino tier=\"1\" x=\"0\" y=\"5\" dir=\"h\" a=\"5\" b=\"2\"/>\n"
  "<domino tier=\"1\" x=\"0\" y=\"0\" dir=\"h\" a=\"4\" b=\"3\"/>\n"
  "<domino tier=\"1\" x=\"2\" y=\"0\" dir=\"v\" a=\"5\" b=\"3\"/>\n"
  "<domino tier=\"1\" x=\"0\" y=\"1\" dir=\"v\" a=\"6\" b=\"4\"/>\n"
  "<domino tier=\"2\" x=\"2\" y=\"3\" dir=\"h\" a=\"1\" b=\"3\"/>\n"
  "<domino tier=\"2\" x=\"2\" y=\"1\" dir=\"v\" a=\"6\" b=\"2\"/>\n"
  "<domino tier=\"2\" x=\"3\" y=\"1\" dir=\"v\" a=\"3\" b=\"3\"/>\n"
  "<domino tier=\"2\" x=\"1\" y=\"1\" dir=\"v\" a=\"6\" b=\"3\"/>\n"
  "<domino tier=\"2\" x=\"4\" y=\"1\" dir=\"v\" a=\"4\" b=\"4\"/>\n"
  "<domino tier=\"2\" x=\"1\" y=\"3\" dir=\"v\" a=\"5\" b=\"5\"/>\n"
  "<domino tier=\"2\" x=\"4\" y=\"3\" dir=\"v\" a=\"6\" b=\"6\"/>\n"
  "<domino tier=\"3\" x=\"2\" y=\"2\" dir=\"h\" a=\"5\" b=\"4\"/>\n"
  "<domino tier=\"3\" x=\"2\" y=\"3\" dir=\"h\" a=\"5\" b=\"6\"/>\n"
  "</position>\n"
  "<goal type=\"max-cheats\" value=\"0\"/>\n"
  "</terraces>\n";

/* Garden Paths: a 4 x 3 garden with gates west and east on the middle
 * row, water at (1, 0), a fountain at (2, 1); a path of two, a flower bed
 * of two, a path of two. */
static const char gp_puzzle[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<terraces format=\"1\" game=\"garden-paths\" kind=\"scenario\">\n"
  "  <rules players=\"1\" first=\"1\"/>\n"
  "  <players><player seat=\"1\" name=\"G\" type=\"human\"/></players>\n"
  "  <board width=\"4\" height=\"3\" name=\"Tiny\">\n"
  "    <water x=\"1\" y=\"0\"/>\n"
  "    <fountain x=\"2\" y=\"1\"/>\n"
  "    <gate x=\"0\" y=\"1\" side=\"w\"/>\n"
  "    <gate x=\"3\" y=\"1\" side=\"e\"/>\n"
  "  </board>\n"
  "  <pieces>\n"
  "    <piece id=\"p1\" kind=\"path\" cells=\"0,0\"/>\n"
  "    <piece id=\"p2\" kind=\"path\" cells=\"0,0 1,0\"/>\n"
  "    <piece id=\"f1\" kind=\"flower\" cells=\"0,0:rose 1,0:marigold\"/>\n"
  "  </pieces>\n"
  "  <position announcements=\"0\"><grid seat=\"1\"/></position>\n"
  "  <goal type=\"min-score\" seat=\"1\" value=\"%d\"><sequence>p2 f1 p2</sequence></goal>\n"
  "</terraces>\n";

static TerrGame *
load_text (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(TerrDocument) doc = terr_document_load_bytes (bytes, "test.terraces", &error);
  TerrGame *game;

  g_assert_no_error (error);
  game = terr_game_load_document (doc, &error);
  g_assert_no_error (error);
  return game;
}

static TerrGame *
load_printf (const char *format, ...) G_GNUC_PRINTF (1, 2);

static TerrGame *
load_printf (const char *format, ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  return load_text (text);
}

static char *
to_text (TerrGame *game)
{
  g_autoptr(GBytes) bytes = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static TerrCertificate *
check (TerrGame *game, guint cap)
{
  g_autoptr(GError) error = NULL;
  TerrCertificate *cert = terr_game_check_puzzle (game, cap, 0, NULL, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (cert);
  g_assert_nonnull (cert->hash);
  g_assert_true (g_str_has_prefix (cert->hash, "sha256:"));
  g_assert_cmpuint (strlen (cert->hash), ==, 7 + 64);
  return cert;
}

/* Plays the certificate's solution from a copy of @game: each move is
 * legal, and the goal is reached at the end. */
static void
assert_solution_plays (TerrGame *game, const TerrCertificate *cert)
{
  g_autoptr(TerrGame) copy = terr_game_copy (game);

  g_assert_nonnull (cert->solution);
  for (guint i = 0; i < cert->solution->len; i++)
    {
      g_autoptr(GError) error = NULL;
      g_assert_true (terr_game_play (copy, g_ptr_array_index (cert->solution, i), &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (terr_game_get_goal_status (copy), ==, TERR_GOAL_STATUS_REACHED);
}

/* ------------------------------------------------------------ brute force */

/* Hanging Gardens: every sequence of @n actions of the seat to move (one
 * turn: @n is 1 or 2 with actions-taken 0), through the public API; the
 * distinct written positions that score at least @value. */
static void
hg_brute (TerrGame *game, int seat, int n, int value, GHashTable *found)
{
  g_autoptr(GPtrArray) moves = NULL;

  if (n == 0 || terr_game_is_over (game))
    {
      if (terr_game_get_seat_score (game, seat) >= value)
        {
          g_autoptr(GBytes) bytes = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
          g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
          /* the position only */
          char *start = strstr (text, "<position");
          char *end = strstr (text, "</position>");
          g_assert_nonnull (start);
          g_assert_nonnull (end);
          g_hash_table_add (found, g_strndup (start, (gsize) (end - start)));
        }
      return;
    }
  moves = terr_game_list_moves (game);
  for (guint i = 0; i < moves->len; i++)
    {
      TerrMove *m = g_ptr_array_index (moves, i);
      g_assert_true (terr_game_play (game, m, NULL));
      g_assert_cmpint (terr_move_get_seat (m), ==, seat);
      hg_brute (game, seat, n - 1, value, found);
      g_assert_true (terr_game_undo (game));
    }
}

/* Ziggurat: every line of place moves; the distinct finished ziggurats
 * (which domino covers each cell of each tier). */
static void
zg_brute (TerrGame *game, GHashTable *found, guint64 *lines)
{
  g_autoptr(GPtrArray) moves = NULL;
  const TerrZgState *s = terr_zg_game_get_state (TERR_ZG_GAME (game));

  if (terr_zg_state_is_complete (s))
    {
      g_hash_table_add (found, g_bytes_new (s->domino, sizeof s->domino));
      (*lines)++;
      return;
    }
  moves = terr_game_list_moves (game);
  for (guint i = 0; i < moves->len; i++)
    {
      TerrMove *m = g_ptr_array_index (moves, i);
      if (!terr_move_is (m, "place"))
        continue;
      g_assert_true (terr_game_play (game, m, NULL));
      zg_brute (game, found, lines);
      g_assert_true (terr_game_undo (game));
    }
}

/* Garden Paths: every announcement and placement of the sequence until
 * the goal is reached; the distinct grids (each square in words) then. */
static void
gp_brute (TerrGame *game, GHashTable *found)
{
  g_autoptr(GPtrArray) moves = NULL;

  if (terr_game_get_goal_status (game) == TERR_GOAL_STATUS_REACHED)
    {
      GString *key = g_string_new (NULL);
      for (int y = 0; y < 3; y++)
        for (int x = 0; x < 4; x++)
          {
            g_autofree char *words = terr_game_describe_square (game, 1, x, y);
            g_string_append_printf (key, "%s|", words);
          }
      g_hash_table_add (found, g_string_free (key, FALSE));
      return;
    }
  if (terr_game_is_over (game) || terr_game_get_goal_status (game) != TERR_GOAL_STATUS_OPEN)
    return;
  moves = terr_game_list_moves (game);
  for (guint i = 0; i < moves->len; i++)
    {
      TerrMove *m = g_ptr_array_index (moves, i);
      if (terr_move_is (m, "end"))
        continue;
      g_assert_true (terr_game_play (game, m, NULL));
      gp_brute (game, found);
      g_assert_true (terr_game_undo (game));
    }
}

/* ------------------------------------------------------------ counting */

static void
test_hg_count (void)
{
  /* the best of one action, then of two */
  for (int actions = 1; actions <= 2; actions++)
    {
      g_autoptr(TerrGame) probe = load_printf (hg_puzzle, 0, actions);
      g_autoptr(GHashTable) all = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      int best = 0;

      /* the best score reachable, by brute force: raise the value until
       * nothing reaches it */
      for (int v = 1; v < 60; v++)
        {
          g_hash_table_remove_all (all);
          hg_brute (probe, 1, actions, v, all);
          if (g_hash_table_size (all) == 0)
            break;
          best = v;
        }
      g_assert_cmpint (best, >, terr_game_get_seat_score (probe, 1));
      for (int v = best - 1; v <= best + 1; v++)
        {
          g_autoptr(TerrGame) game = load_printf (hg_puzzle, v, actions);
          g_autoptr(GHashTable) found = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
          g_autoptr(TerrCertificate) cert = check (game, 1000);

          hg_brute (game, 1, actions, v, found);
          g_test_message ("hanging gardens, %d action(s), value %d: %u solutions, work %" G_GUINT64_FORMAT,
                          actions, v, g_hash_table_size (found), cert->work);
          g_assert_cmpuint (cert->n_solutions, ==, g_hash_table_size (found));
          g_assert_true (cert->count_exact);
          if (v > best)
            {
              g_assert_cmpint (cert->verdict, ==, TERR_VERDICT_UNSOLVABLE);
              g_assert_null (cert->solution);
            }
          else
            {
              g_assert_cmpint (cert->verdict, ==, TERR_VERDICT_SOLVABLE);
              assert_solution_plays (game, cert);
            }
        }
    }
  /* The known counts of this position. */
  {
    g_autoptr(TerrGame) one = load_printf (hg_puzzle, 4, 1);
    g_autoptr(TerrGame) two = load_printf (hg_puzzle, 6, 2);
    g_autoptr(TerrCertificate) c1 = check (one, 100);
    g_autoptr(TerrCertificate) c2 = check (two, 100);
    g_autoptr(TerrCertificate) capped = check (two, 10);
    g_assert_cmpuint (c1->n_solutions, ==, HG_KNOWN_1);
    g_assert_cmpuint (c2->n_solutions, ==, HG_KNOWN_2);
    /* two orders of the same two beds are one solution: fewer solutions
     * than sequences */
    g_assert_cmpuint (capped->n_solutions, ==, 10);
    g_assert_true (capped->count_exact);
    g_assert_cmpuint (capped->work, <, c2->work);
  }
}

static void
test_zg_count (void)
{
  g_autoptr(TerrGame) game = load_text (zg_puzzle);
  g_autoptr(GHashTable) found = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref, NULL);
  g_autoptr(TerrCertificate) cert = check (game, 100);
  g_autoptr(TerrCertificate) ten = check (game, 10);
  g_autoptr(TerrCertificate) one = check (game, 1);
  guint64 lines = 0;

  zg_brute (game, found, &lines);
  g_test_message ("ziggurat: %u finished ziggurats by %" G_GUINT64_FORMAT " lines, work %" G_GUINT64_FORMAT,
                  g_hash_table_size (found), lines, cert->work);
  g_assert_cmpuint (g_hash_table_size (found), ==, ZG_KNOWN);
  /* many more lines than finished ziggurats */
  g_assert_cmpuint (lines, >, 2 * ZG_KNOWN);
  g_assert_cmpuint (cert->n_solutions, ==, ZG_KNOWN);
  g_assert_true (cert->count_exact);
  g_assert_cmpint (cert->verdict, ==, TERR_VERDICT_SOLVABLE);
  g_assert_false (terr_certificate_is_unique (cert));
  assert_solution_plays (game, cert);
  /* the cap stops the count */
  g_assert_cmpuint (ten->n_solutions, ==, 10);
  g_assert_true (ten->count_exact);
  g_assert_cmpuint (ten->work, <, cert->work);
  g_assert_cmpuint (one->n_solutions, ==, 1);
  g_assert_true (one->count_exact);
  g_assert_false (terr_certificate_is_unique (one));
}

static void
test_gp_count (void)
{
  int best = 0;

  for (int v = 1; v < 40; v++)
    {
      g_autoptr(TerrGame) game = load_printf (gp_puzzle, v);
      g_autoptr(GHashTable) found = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_autoptr(TerrCertificate) cert = check (game, 1000);

      gp_brute (game, found);
      g_assert_cmpuint (cert->n_solutions, ==, g_hash_table_size (found));
      g_assert_true (cert->count_exact);
      if (g_hash_table_size (found) == 0)
        {
          g_assert_cmpint (cert->verdict, ==, TERR_VERDICT_UNSOLVABLE);
          break;
        }
      g_test_message ("garden paths, value %d: %u solutions, work %" G_GUINT64_FORMAT,
                      v, cert->n_solutions, cert->work);
      g_assert_cmpint (cert->verdict, ==, TERR_VERDICT_SOLVABLE);
      assert_solution_plays (game, cert);
      best = v;
    }
  /* The best: the middle row from gate to gate (15), the fountain (1)
   * and one square circled by the flower bed and the water (1). */
  g_assert_cmpint (best, ==, GP_KNOWN_BEST);
  {
    g_autoptr(TerrGame) game = load_printf (gp_puzzle, best);
    g_autoptr(TerrCertificate) cert = check (game, 10);
    g_assert_cmpuint (cert->n_solutions, ==, GP_KNOWN_BEST_COUNT);
  }
}

/* ------------------------------------------------------------ certificates */

static TerrGame *
fixture (int which)
{
  switch (which)
    {
    case 0: return load_printf (hg_puzzle, 4, 1);
    case 1: return load_text (zg_puzzle);
    default: return load_printf (gp_puzzle, 10);
    }
}

static void
test_round_trip (void)
{
  for (int which = 0; which < 3; which++)
    {
      g_autoptr(TerrGame) game = fixture (which);
      g_autoptr(TerrCertificate) cert = check (game, 10);
      g_autofree char *first = NULL;
      g_autofree char *second = NULL;
      g_autoptr(TerrGame) again = NULL;
      const TerrCertificate *read;

      g_assert_null (terr_game_get_certificate (game));
      g_assert_false (terr_game_certificate_is_valid (game));
      terr_game_set_certificate (game, cert);
      g_assert_true (terr_game_certificate_is_valid (game));
      first = to_text (game);
      g_assert_nonnull (strstr (first, "<certificate verdict=\"solvable\""));
      /* after the goal */
      g_assert_true (strstr (first, "<certificate") > strstr (first, "<goal"));
      again = load_text (first);
      read = terr_game_get_certificate (again);
      g_assert_nonnull (read);
      g_assert_cmpint (read->verdict, ==, cert->verdict);
      g_assert_cmpuint (read->n_solutions, ==, cert->n_solutions);
      g_assert_cmpuint (read->cap, ==, cert->cap);
      g_assert_cmpint (read->count_exact, ==, cert->count_exact);
      g_assert_cmpuint (read->work, ==, cert->work);
      g_assert_cmpuint (read->max_nodes, ==, cert->max_nodes);
      g_assert_cmpstr (read->version, ==, cert->version);
      g_assert_cmpstr (read->hash, ==, cert->hash);
      g_assert_null (read->solution);   /* not stored */
      g_assert_true (terr_game_certificate_is_valid (again));
      second = to_text (again);
      g_assert_cmpstr (first, ==, second);
      /* a copy keeps it too */
      {
        g_autoptr(TerrGame) copy = terr_game_copy (again);
        g_assert_true (terr_game_certificate_is_valid (copy));
      }
      /* checked again, it confirms itself */
      {
        g_autoptr(GError) error = NULL;
        g_autoptr(TerrCertificate) checked = terr_game_recheck_certificate (again, NULL, &error);
        g_autofree char *why = NULL;
        g_assert_no_error (error);
        g_assert_true (terr_certificate_confirms (read, checked, &why));
        g_assert_null (why);
      }
      /* clearing it */
      terr_game_set_certificate (game, NULL);
      g_assert_null (terr_game_get_certificate (game));
    }
}

static void
test_forged (void)
{
  g_autoptr(TerrGame) game = fixture (1);
  g_autoptr(TerrCertificate) cert = check (game, 10);
  g_autoptr(TerrCertificate) forged = terr_certificate_copy (cert);
  g_autofree char *why = NULL;

  forged->n_solutions = 1;
  g_assert_false (terr_certificate_confirms (forged, cert, &why));
  g_assert_nonnull (strstr (why, "1"));
  g_clear_pointer (&why, g_free);
  forged->n_solutions = cert->n_solutions;
  forged->work++;
  g_assert_false (terr_certificate_confirms (forged, cert, &why));
  g_clear_pointer (&why, g_free);
  /* another version may take another number of nodes */
  g_free (forged->version);
  forged->version = g_strdup ("0.0.1");
  g_assert_true (terr_certificate_confirms (forged, cert, NULL));
}

static void
test_hash (void)
{
  /* Hanging Gardens: the title and the players are not part of it; the
   * goal and the position are. */
  {
    g_autoptr(TerrGame) game = fixture (0);
    g_autoptr(TerrCertificate) cert = check (game, 10);
    g_autofree char *h0 = terr_game_puzzle_hash (game);
    g_autofree char *h1 = NULL;
    g_autofree char *h2 = NULL;
    g_autofree char *h3 = NULL;

    g_assert_cmpstr (h0, ==, cert->hash);
    terr_game_set_certificate (game, cert);
    g_assert_true (terr_game_edit_set_meta (game, "Another title", "Someone", "Words"));
    g_assert_true (terr_game_edit_set_player (game, 2, "Zed", TRUE, 2, NULL));
    g_assert_true (terr_game_edit_set_difficulty (game, TERR_DIFFICULTY_HARD));
    h1 = terr_game_puzzle_hash (game);
    g_assert_cmpstr (h0, ==, h1);
    g_assert_true (terr_game_certificate_is_valid (game));
    g_assert_true (terr_hg_game_edit_set_goal (TERR_HG_GAME (game), 1, 6, 1, NULL));
    h2 = terr_game_puzzle_hash (game);
    g_assert_cmpstr (h0, !=, h2);
    g_assert_false (terr_game_certificate_is_valid (game));   /* stale */
    g_assert_nonnull (terr_game_get_certificate (game));       /* but kept */
    g_assert_true (terr_game_undo_edit (game));
    g_assert_true (terr_game_certificate_is_valid (game));
    g_assert_true (terr_hg_game_edit_put_bed (TERR_HG_GAME (game), 2, 0, TERR_HG_SUIT_MOONS, NULL));
    h3 = terr_game_puzzle_hash (game);
    g_assert_cmpstr (h0, !=, h3);
    g_assert_false (terr_game_certificate_is_valid (game));
    /* a stale certificate is not checked again */
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TerrCertificate) again = terr_game_recheck_certificate (game, NULL, &error);
      g_assert_null (again);
      g_assert_error (error, TERR_ERROR, TERR_ERROR_MISMATCH);
    }
  }
  /* Ziggurat: the pile's order is part of it */
  {
    g_autoptr(TerrGame) game = fixture (1);
    g_autofree char *h0 = terr_game_puzzle_hash (game);
    g_autofree char *h1 = NULL;
    g_autofree char *h2 = NULL;

    g_assert_true (terr_zg_game_edit_set_pile_open (TERR_ZG_GAME (game), FALSE, NULL));
    h1 = terr_game_puzzle_hash (game);
    g_assert_cmpstr (h0, !=, h1);
    g_assert_true (terr_game_undo_edit (game));
    g_assert_true (terr_zg_game_edit_set_goal (TERR_ZG_GAME (game), 1, NULL));
    h2 = terr_game_puzzle_hash (game);
    g_assert_cmpstr (h0, !=, h2);
  }
  /* Garden Paths: the sequence is part of it */
  {
    g_autoptr(TerrGame) game = fixture (2);
    g_autofree char *h0 = terr_game_puzzle_hash (game);
    g_autofree char *h1 = NULL;
    g_autofree char *h2 = NULL;

    g_assert_true (terr_gp_game_edit_set_sequence (TERR_GP_GAME (game), "p1 f1 p1", NULL));
    h1 = terr_game_puzzle_hash (game);
    g_assert_cmpstr (h0, !=, h1);
    g_assert_true (terr_game_undo_edit (game));
    h2 = terr_game_puzzle_hash (game);
    g_assert_cmpstr (h0, ==, h2);
  }
}

static void
test_stale_file (void)
{
  g_autoptr(TerrGame) game = fixture (2);
  g_autoptr(TerrCertificate) cert = check (game, 10);
  g_autofree char *text = NULL;
  g_autofree char *changed = NULL;
  g_autoptr(TerrGame) again = NULL;
  char *at;

  terr_game_set_certificate (game, cert);
  text = to_text (game);
  /* the goal's value changed by hand in the file */
  at = strstr (text, "value=\"10\"");
  g_assert_nonnull (at);
  changed = g_strdup (text);
  memcpy (changed + (at - text), "value=\"11\"", 10);
  again = load_text (changed);
  g_assert_nonnull (terr_game_get_certificate (again));
  g_assert_false (terr_game_certificate_is_valid (again));
}

/* A file with a bad certificate is refused with the file, the line of
 * <certificate> and what is wrong, in words (the schema's own words for a
 * bad attribute value are only "unexpected element"). */
static void
test_bad_certificate (void)
{
  const struct { const char *xml; const char *why; } bad[] = {
    { "<certificate verdict=\"solvable\" solutions=\"11\" cap=\"10\" exact=\"true\" work=\"5\" nodes=\"100\" version=\"0.1.0\" hash=\"sha256:HASH\"/>",
      "the certificate counts 11 solutions but stops counting at 10 (cap)" },
    { "<certificate verdict=\"solvable\" solutions=\"0\" cap=\"10\" exact=\"true\" work=\"5\" nodes=\"100\" version=\"0.1.0\" hash=\"sha256:HASH\"/>",
      "the certificate's verdict \"solvable\" does not fit its 0 solutions" },
    { "<certificate verdict=\"maybe\" solutions=\"0\" cap=\"10\" exact=\"true\" work=\"5\" nodes=\"100\" version=\"0.1.0\" hash=\"sha256:HASH\"/>",
      "the <certificate> element is not valid: verdict must be solvable, unsolvable or unknown" },
    { "<certificate verdict=\"unknown\" solutions=\"0\" cap=\"10\" exact=\"false\" work=\"5\" nodes=\"100\" version=\"0.1.0\" hash=\"md5:HASH\"/>",
      "the <certificate> element is not valid: hash must be sha256: followed by 64 lowercase hexadecimal digits" },
    { "<certificate verdict=\"unknown\" solutions=\"0\" cap=\"10\" exact=\"false\" work=\"5\" nodes=\"100\" version=\"0.1.0\" hash=\"sha256:HASHF\"/>",
      "the <certificate> element is not valid: hash must be sha256: followed by 64 lowercase hexadecimal digits" },
    { "<certificate verdict=\"unknown\" solutions=\"0\" cap=\"0\" exact=\"false\" work=\"5\" nodes=\"100\" version=\"0.1.0\" hash=\"sha256:HASH\"/>",
      "the <certificate> element is not valid: cap must be a whole number, 1 or more" },
    { "<certificate verdict=\"unknown\" solutions=\"0\" cap=\"10\" exact=\"yes\" work=\"5\" nodes=\"100\" version=\"0.1.0\" hash=\"sha256:HASH\"/>",
      "the <certificate> element is not valid: exact must be true or false" },
    { "<certificate verdict=\"unknown\" solutions=\"0\" cap=\"10\" work=\"5\" nodes=\"100\" version=\"0.1.0\" hash=\"sha256:HASH\"/>",
      "the <certificate> element is not valid: the attribute exact is missing" },
  };
  g_autofree char *zeros = g_strnfill (64, '0');

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      GString *c = g_string_new (bad[i].xml);
      g_autofree char *cert = (g_string_replace (c, "HASH", zeros, 1), g_string_free (c, FALSE));
      g_autofree char *goal = g_strdup_printf ("<goal type=\"max-cheats\" value=\"0\"/>\n%s", cert);
      g_autofree char *text = NULL;
      g_autofree char *expected = NULL;
      int line = 1;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(TerrDocument) doc = NULL;
      g_autoptr(TerrGame) game = NULL;
      g_autoptr(GError) error = NULL;
      GString *s = g_string_new (zg_puzzle);

      g_string_replace (s, "<goal type=\"max-cheats\" value=\"0\"/>", goal, 1);
      text = g_string_free (s, FALSE);
      for (const char *p = text; p < strstr (text, "<certificate"); p++)
        line += *p == '\n';
      bytes = g_bytes_new (text, strlen (text));
      doc = terr_document_load_bytes (bytes, "bad.terraces", &error);
      if (doc != NULL)
        game = terr_game_load_document (doc, &error);
      g_assert_null (game);
      g_assert_nonnull (error);
      /* the file and the line of <certificate>, and what is wrong */
      expected = g_strdup_printf ("bad.terraces:%d: %s", line, bad[i].why);
      g_assert_cmpstr (error->message, ==, expected);
    }
}

static void
test_describe (void)
{
  TerrCertificate c = { 0 };
  struct { TerrVerdict verdict; guint n, cap; gboolean exact; const char *words; } cases[] = {
    { TERR_VERDICT_SOLVABLE, 1, 10, TRUE, "Solvable, unique solution (checked by Terraces 0.1.0)" },
    { TERR_VERDICT_SOLVABLE, 3, 10, TRUE, "Solvable, 3 solutions (checked by Terraces 0.1.0)" },
    { TERR_VERDICT_SOLVABLE, 10, 10, TRUE, "Solvable, at least 10 solutions (checked by Terraces 0.1.0)" },
    { TERR_VERDICT_SOLVABLE, 1, 10, FALSE, "Solvable, at least 1 solution (checked by Terraces 0.1.0)" },
    { TERR_VERDICT_UNSOLVABLE, 0, 10, TRUE, "Not solvable (checked by Terraces 0.1.0)" },
    { TERR_VERDICT_UNKNOWN, 0, 10, FALSE, "Unknown: the search stopped at its limit (checked by Terraces 0.1.0)" },
  };

  c.version = (char *) "0.1.0";
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *words = NULL;
      c.verdict = cases[i].verdict;
      c.n_solutions = cases[i].n;
      c.cap = cases[i].cap;
      c.count_exact = cases[i].exact;
      words = terr_certificate_describe (&c);
      g_assert_cmpstr (words, ==, cases[i].words);
      g_assert_cmpint (terr_certificate_is_unique (&c), ==, i == 0);
    }
}

/* ------------------------------------------------------------ difficulty */

static void
test_difficulty (void)
{
  g_autoptr(TerrGame) game = fixture (0);
  g_autofree char *text = NULL;
  g_autoptr(TerrGame) again = NULL;

  g_assert_cmpstr (terr_difficulty_to_string (TERR_DIFFICULTY_NONE), ==, NULL);
  g_assert_cmpstr (terr_difficulty_to_string (TERR_DIFFICULTY_MEDIUM), ==, "medium");
  g_assert_cmpint (terr_difficulty_from_string ("hard"), ==, TERR_DIFFICULTY_HARD);
  g_assert_cmpint (terr_difficulty_from_string ("fiendish"), ==, TERR_DIFFICULTY_NONE);
  g_assert_cmpint (terr_difficulty_from_string (NULL), ==, TERR_DIFFICULTY_NONE);
  g_assert_cmpstr (terr_difficulty_label (TERR_DIFFICULTY_EASY), ==, "Easy");
  g_assert_cmpstr (terr_difficulty_label (TERR_DIFFICULTY_NONE), ==, "");

  g_assert_cmpint (terr_game_get_difficulty (game), ==, TERR_DIFFICULTY_NONE);
  g_assert_true (terr_game_edit_set_difficulty (game, TERR_DIFFICULTY_EASY));
  g_assert_cmpint (terr_game_get_difficulty (game), ==, TERR_DIFFICULTY_EASY);
  text = to_text (game);
  g_assert_nonnull (strstr (text, "<difficulty>easy</difficulty>"));
  again = load_text (text);
  g_assert_cmpint (terr_game_get_difficulty (again), ==, TERR_DIFFICULTY_EASY);
  g_assert_true (terr_game_undo_edit (game));
  g_assert_cmpint (terr_game_get_difficulty (game), ==, TERR_DIFFICULTY_NONE);
  g_assert_true (terr_game_redo_edit (game));
  g_assert_cmpint (terr_game_get_difficulty (game), ==, TERR_DIFFICULTY_EASY);
  /* a file without meta but with a difficulty gets a <meta> */
  {
    g_autoptr(TerrGame) zg = fixture (1);
    g_autofree char *t = NULL;
    g_assert_true (terr_game_edit_set_difficulty (zg, TERR_DIFFICULTY_HARD));
    t = to_text (zg);
    g_assert_nonnull (strstr (t, "<meta>"));
    g_assert_nonnull (strstr (t, "<difficulty>hard</difficulty>"));
  }
}

/* ------------------------------------------------------------ errors */

static void
test_refused (void)
{
  /* no goal */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_ZIGGURAT, 1, 3, NULL);
    g_autoptr(TerrCertificate) cert = terr_game_check_puzzle (game, 10, 0, NULL, NULL, NULL, &error);
    g_assert_null (cert);
    g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  }
  /* a position with problems */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(TerrGame) game = fixture (1);
    g_autoptr(TerrCertificate) cert = NULL;

    g_assert_true (terr_zg_game_edit_hand_remove (TERR_ZG_GAME (game), 0, NULL));
    g_assert_true (terr_game_has_problems (game));
    cert = terr_game_check_puzzle (game, 10, 0, NULL, NULL, NULL, &error);
    g_assert_null (cert);
    g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  }
  /* a node limit too small for a complete search: unknown, not exact */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(TerrGame) game = fixture (1);
    g_autoptr(TerrCertificate) cert = terr_game_check_puzzle (game, 10, 3, NULL, NULL, NULL, &error);
    g_autofree char *words = NULL;
    g_assert_no_error (error);
    g_assert_cmpint (cert->verdict, ==, TERR_VERDICT_UNKNOWN);
    g_assert_false (cert->count_exact);
    g_assert_cmpuint (cert->max_nodes, ==, 3);
    words = terr_certificate_describe (cert);
    g_assert_true (g_str_has_prefix (words, "Unknown"));
  }
}

static void
test_cancel (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  GType types[] = { TERR_TYPE_HG_GAME, TERR_TYPE_ZG_GAME, TERR_TYPE_GP_GAME };

  g_cancellable_cancel (cancellable);
  for (int which = 0; which < 3; which++)
    {
      g_autoptr(TerrGame) game = fixture (which);
      g_autoptr(GError) error = NULL;
      g_autoptr(GError) error2 = NULL;
      g_autoptr(TerrCertificate) cert = terr_game_check_puzzle (game, 10, 0, cancellable, NULL, NULL, &error);
      g_autoptr(TerrGame) made = terr_puzzle_generate (types[which], TERR_DIFFICULTY_EASY, 1, cancellable, NULL, NULL, &error2);

      g_assert_null (cert);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_null (made);
      g_assert_error (error2, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    }
}

/* ------------------------------------------------------------ tuning */

/* The best score reachable and the distinct ways to it, against the brute
 * force over the public move API; a goal that is not a score has none. */
static void
test_best_score (void)
{
  for (int actions = 1; actions <= 2; actions++)
    {
      g_autoptr(TerrGame) game = load_printf (hg_puzzle, 1, actions);
      g_autoptr(GHashTable) found = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_autoptr(GError) error = NULL;
      TerrPuzzleBest best = { 0 };
      int top = 0;
      guint ways = 0;

      /* the highest value some sequence reaches, and its positions */
      for (int v = 1; v < 60; v++)
        {
          g_hash_table_remove_all (found);
          hg_brute (game, 1, actions, v, found);
          if (g_hash_table_size (found) == 0)
            break;
          top = v;
          ways = g_hash_table_size (found);
        }
      g_assert_true (terr_game_puzzle_best_score (game, 1000, 0, NULL, &best, &error));
      g_assert_no_error (error);
      g_test_message ("hanging gardens, %d action(s): best %d in %u ways", actions, top, ways);
      g_assert_true (best.known);
      g_assert_cmpint (best.score, ==, top);
      g_assert_cmpuint (best.n_ways, ==, ways);
      g_assert_true (best.ways_exact);
    }
  {
    g_autoptr(TerrGame) game = load_printf (gp_puzzle, 1);
    g_autoptr(GError) error = NULL;
    TerrPuzzleBest best = { 0 };

    g_assert_true (terr_game_puzzle_best_score (game, 10, 0, NULL, &best, &error));
    g_assert_no_error (error);
    g_assert_true (best.known);
    g_assert_cmpint (best.score, ==, GP_KNOWN_BEST);
    g_assert_cmpuint (best.n_ways, ==, GP_KNOWN_BEST_COUNT);
  }
  {
    g_autoptr(TerrGame) game = fixture (1);
    g_autoptr(GError) error = NULL;
    TerrPuzzleBest best = { 0 };

    g_assert_false (terr_game_puzzle_best_score (game, 10, 0, NULL, &best, &error));
    g_assert_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED);
  }
}

/* A puzzle with several solutions gives a second one, distinct from the
 * first (another position at the end); a unique one gives none. */
static void
test_other_solution (void)
{
  for (int which = 0; which < 3; which++)
    {
      g_autoptr(TerrGame) game = fixture (which);
      g_autoptr(TerrCertificate) cert = check (game, 10);
      g_autoptr(TerrGame) one = terr_game_copy (game);
      g_autoptr(TerrGame) two = terr_game_copy (game);
      g_autofree char *hash_one = NULL;
      g_autofree char *hash_two = NULL;

      g_assert_cmpuint (cert->n_solutions, >, 1);
      g_assert_nonnull (cert->solution);
      g_assert_nonnull (cert->other_solution);
      for (guint i = 0; i < cert->solution->len; i++)
        g_assert_true (terr_game_play (one, cert->solution->pdata[i], NULL));
      for (guint i = 0; i < cert->other_solution->len; i++)
        g_assert_true (terr_game_play (two, cert->other_solution->pdata[i], NULL));
      g_assert_cmpint (terr_game_get_goal_status (one), ==, TERR_GOAL_STATUS_REACHED);
      g_assert_cmpint (terr_game_get_goal_status (two), ==, TERR_GOAL_STATUS_REACHED);
      hash_one = terr_game_puzzle_hash (one);
      hash_two = terr_game_puzzle_hash (two);
      g_assert_cmpstr (hash_one, !=, hash_two);
      /* copies keep it */
      {
        g_autoptr(TerrCertificate) copy = terr_certificate_copy (cert);
        g_assert_cmpuint (copy->other_solution->len, ==, cert->other_solution->len);
      }
    }
  {
    /* one more than the best has none */
    g_autoptr(TerrGame) none = load_printf (hg_puzzle, 7, 2);
    g_autoptr(TerrCertificate) unsolvable = check (none, 10);

    g_assert_cmpint (unsolvable->verdict, ==, TERR_VERDICT_UNSOLVABLE);
    g_assert_null (unsolvable->solution);
    g_assert_null (unsolvable->other_solution);
  }
  {
    /* a bundled puzzle is unique: one solution */
    g_autofree char *path = g_build_filename (g_getenv ("TERRACES_SCENARIOS_DIR"),
                                              "hanging-gardens-04-two-moves.terraces", NULL);
    g_autoptr(GError) error = NULL;
    g_autoptr(TerrGame) game = terr_game_load_path (path, &error);
    g_autoptr(TerrCertificate) cert = NULL;

    g_assert_no_error (error);
    cert = check (game, 10);
    g_assert_true (terr_certificate_is_unique (cert));
    g_assert_nonnull (cert->solution);
    g_assert_null (cert->other_solution);
  }
}

static void
collect_progress_cb (double fraction, gpointer data)
{
  g_array_append_val ((GArray *) data, fraction);
}

/* Search Longer: a puzzle Unknown at a node limit L (its first solution
 * lies beyond it) is decided at 2 L; the progress told meanwhile is the
 * nodes against the limit, rising to the limit where the search stops. */
static void
test_search_longer (void)
{
  /* (the Hanging Gardens fixture finds a solution at its third node: too
   * soon to cut before it) */
  for (int which = 1; which < 3; which++)
    {
      g_autoptr(TerrGame) game = which == 1 ? fixture (1) : load_printf (gp_puzzle, GP_KNOWN_BEST);
      g_autoptr(TerrCertificate) first = check (game, 1);
      g_autoptr(TerrCertificate) cut = NULL;
      g_autoptr(TerrCertificate) longer = NULL;
      g_autoptr(GArray) fractions = g_array_new (FALSE, FALSE, sizeof (double));
      guint64 limit = first->work / 2 + 1;

      g_test_message ("fixture %d: first solution after %" G_GUINT64_FORMAT " nodes", which, first->work);
      g_assert_cmpuint (first->work, >=, 4);
      cut = terr_game_check_puzzle (game, 10, limit, NULL, collect_progress_cb, fractions, NULL);
      g_assert_nonnull (cut);
      g_assert_cmpint (cut->verdict, ==, TERR_VERDICT_UNKNOWN);
      g_assert_cmpuint (cut->max_nodes, ==, limit);
      g_assert_cmpuint (fractions->len, >=, 1);
      for (guint i = 1; i < fractions->len; i++)
        g_assert_cmpfloat (g_array_index (fractions, double, i), >=, g_array_index (fractions, double, i - 1));
      /* cut at the limit: the last word says all of it was searched */
      g_assert_cmpfloat (g_array_index (fractions, double, fractions->len - 1), ==, 1.0);
      longer = terr_game_check_puzzle (game, 10, cut->max_nodes * 2, NULL, NULL, NULL, NULL);
      g_assert_nonnull (longer);
      g_assert_cmpint (longer->verdict, ==, TERR_VERDICT_SOLVABLE);
      g_assert_cmpuint (longer->max_nodes, ==, 2 * limit);
    }
}

/* ------------------------------------------------------------ generating */

static void
test_generate (gconstpointer data)
{
  GType type = GPOINTER_TO_SIZE (data);

  for (TerrDifficulty d = TERR_DIFFICULTY_EASY; d <= TERR_DIFFICULTY_MEDIUM; d++)
    {
      g_autoptr(GError) error = NULL;
      /* several solutions allowed: the same seed, the same puzzle (the
       * default, unique only, is tested in test-puzzle-gate.c) */
      g_autoptr(TerrGame) a = terr_puzzle_generate_with_flags (type, d, 12, TERR_GENERATE_ANY_COUNT, NULL, NULL, NULL, &error);
      g_autoptr(TerrGame) b = NULL;
      g_autofree char *ta = NULL;
      g_autofree char *tb = NULL;
      const TerrCertificate *cert;
      TerrGoal goal;

      g_assert_no_error (error);
      g_assert_nonnull (a);
      b = terr_puzzle_generate_with_flags (type, d, 12, TERR_GENERATE_ANY_COUNT, NULL, NULL, NULL, &error);
      g_assert_no_error (error);
      ta = to_text (a);
      tb = to_text (b);
      g_assert_cmpstr (ta, ==, tb);
      g_assert_true (terr_game_get_goal (a, &goal));
      g_assert_false (terr_game_has_problems (a));
      g_assert_cmpint (terr_game_get_difficulty (a), ==, d);
      g_assert_nonnull (strstr (terr_game_get_title (a), "puzzle 12"));
      cert = terr_game_get_certificate (a);
      g_assert_nonnull (cert);
      g_assert_cmpint (cert->verdict, ==, TERR_VERDICT_SOLVABLE);
      g_assert_true (cert->count_exact);
      g_assert_true (terr_game_certificate_is_valid (a));
      g_test_message ("%s: %u solution(s), work %" G_GUINT64_FORMAT,
                      terr_game_get_title (a), cert->n_solutions, cert->work);
      /* read back, it confirms itself */
      {
        g_autoptr(TerrGame) again = load_text (ta);
        g_autoptr(TerrCertificate) checked = terr_game_recheck_certificate (again, NULL, &error);
        g_assert_no_error (error);
        g_assert_true (terr_certificate_confirms (terr_game_get_certificate (again), checked, NULL));
        assert_solution_plays (again, checked);
        /* the difficulty the check's work suggests is the generator's */
        g_assert_cmpint (terr_certificate_suggest_difficulty (checked, again), ==, d);
        g_assert_cmpint (terr_game_puzzle_difficulty_for_work (again, checked->work), ==, d);
      }
      /* another seed, another puzzle */
      {
        g_autoptr(TerrGame) c = terr_puzzle_generate_with_flags (type, d, 13, TERR_GENERATE_ANY_COUNT, NULL, NULL, NULL, &error);
        g_autofree char *tc = NULL;
        g_assert_no_error (error);
        tc = to_text (c);
        g_assert_cmpstr (ta, !=, tc);
      }
    }
}

/* ------------------------------------------------------------ async */

typedef struct {
  GMainLoop *loop;
  TerrCertificate *cert;
  TerrGame *made;
  GError *error;
  guint n_progress;
  double last;
} AsyncState;

static void
progress_cb (double fraction, gpointer data)
{
  AsyncState *st = data;
  g_assert_true (fraction >= 0 && fraction <= 1.0);
  st->n_progress++;
  st->last = fraction;
}

static void
checked_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  AsyncState *st = data;
  st->cert = terr_game_check_puzzle_finish (TERR_GAME (source), result, &st->error);
  g_main_loop_quit (st->loop);
}

static void
generated_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  AsyncState *st = data;
  g_assert_null (source);
  st->made = terr_puzzle_generate_finish (result, &st->error);
  g_main_loop_quit (st->loop);
}

static void
test_async (void)
{
  g_autoptr(TerrGame) game = fixture (1);
  g_autoptr(TerrCertificate) sync = check (game, 10);
  AsyncState st = { 0 };

  st.loop = g_main_loop_new (NULL, FALSE);
  terr_game_check_puzzle_async (game, 10, 0, NULL, progress_cb, &st, checked_cb, &st);
  g_main_loop_run (st.loop);
  g_assert_no_error (st.error);
  g_assert_nonnull (st.cert);
  g_assert_cmpuint (st.cert->n_solutions, ==, sync->n_solutions);
  g_assert_cmpuint (st.cert->work, ==, sync->work);
  g_assert_cmpstr (st.cert->hash, ==, sync->hash);
  g_clear_pointer (&st.cert, terr_certificate_free);

  terr_puzzle_generate_async (TERR_TYPE_GP_GAME, TERR_DIFFICULTY_EASY, 106, NULL, progress_cb, &st, generated_cb, &st);
  g_main_loop_run (st.loop);
  g_assert_no_error (st.error);
  g_assert_nonnull (st.made);
  g_assert_nonnull (terr_game_get_certificate (st.made));
  g_clear_object (&st.made);

  /* cancelled */
  {
    g_autoptr(GCancellable) cancellable = g_cancellable_new ();
    g_cancellable_cancel (cancellable);
    terr_game_check_puzzle_async (game, 10, 0, cancellable, NULL, NULL, checked_cb, &st);
    g_main_loop_run (st.loop);
    g_assert_null (st.cert);
    g_assert_error (st.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_clear_error (&st.error);
  }
  /* progress idles that were queued run before the loop ends */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_main_loop_unref (st.loop);
}

int
main (int argc, char **argv)
{
  g_setenv ("LC_ALL", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();
  /* the generator's gate compares with the collection of the source tree */
  {
    g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", NULL);
    g_setenv ("TERRACES_SCENARIOS_DIR", dir, TRUE);
  }

  g_test_add_func ("/puzzle/count/hanging-gardens", test_hg_count);
  g_test_add_func ("/puzzle/count/ziggurat", test_zg_count);
  g_test_add_func ("/puzzle/count/garden-paths", test_gp_count);
  g_test_add_func ("/puzzle/certificate/round-trip", test_round_trip);
  g_test_add_func ("/puzzle/certificate/forged", test_forged);
  g_test_add_func ("/puzzle/certificate/hash", test_hash);
  g_test_add_func ("/puzzle/certificate/stale-file", test_stale_file);
  g_test_add_func ("/puzzle/certificate/bad", test_bad_certificate);
  g_test_add_func ("/puzzle/certificate/describe", test_describe);
  g_test_add_func ("/puzzle/difficulty", test_difficulty);
  g_test_add_func ("/puzzle/refused", test_refused);
  g_test_add_func ("/puzzle/cancel", test_cancel);
  g_test_add_data_func ("/puzzle/generate/hanging-gardens", GSIZE_TO_POINTER (TERR_TYPE_HG_GAME), test_generate);
  g_test_add_data_func ("/puzzle/generate/ziggurat", GSIZE_TO_POINTER (TERR_TYPE_ZG_GAME), test_generate);
  g_test_add_data_func ("/puzzle/generate/garden-paths", GSIZE_TO_POINTER (TERR_TYPE_GP_GAME), test_generate);
  g_test_add_func ("/puzzle/async", test_async);
  g_test_add_func ("/puzzle/tune/best-score", test_best_score);
  g_test_add_func ("/puzzle/tune/other-solution", test_other_solution);
  g_test_add_func ("/puzzle/tune/search-longer", test_search_longer);
  return g_test_run ();
}
