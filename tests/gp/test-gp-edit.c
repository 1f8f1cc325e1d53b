/* test-gp-edit.c — designing a Garden Paths scenario by edits: a whole
 * scenario built from an empty one, written and read back byte for byte;
 * the exact problem lists of broken positions, kept by drafts and refused
 * with file:line by the loader; play refused while problems exist; undo
 * and redo of every edit; arguments refused; and the game in words
 * (moves, status, goal, squares, shapes). */
#include "gp/terr-gp-game.h"

#include <string.h>

/* ------------------------------------------------------------ helpers */

static TerrGame *
new_game (guint n)
{
  g_autoptr(GError) error = NULL;
  TerrGame *game = terr_game_new (TERR_GAME_GARDEN_PATHS, n, 7, &error);

  g_assert_no_error (error);
  return game;
}

/* A game of @n seats emptied by an edit. */
static TerrGame *
new_empty (guint n)
{
  g_autoptr(GError) error = NULL;
  TerrGame *game = new_game (n);

  g_assert_true (terr_gp_game_edit_clear (TERR_GP_GAME (game), &error));
  g_assert_no_error (error);
  return game;
}

static char *
bytes_text (GBytes *bytes)
{
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);

  return g_strndup (data, len);
}

static char *
scenario_text (TerrGame *game)
{
  g_autoptr(GBytes) bytes = terr_game_to_bytes (game, TERR_FILE_SCENARIO);

  return bytes_text (bytes);
}

static const char *
place_kind (TerrPlaceKind kind)
{
  switch (kind)
    {
    case TERR_PLACE_SQUARE: return "square";
    case TERR_PLACE_GRID: return "grid";
    case TERR_PLACE_PIECE: return "piece";
    case TERR_PLACE_GOAL: return "goal";
    case TERR_PLACE_BOARD: return "board";
    case TERR_PLACE_NONE:
    case TERR_PLACE_TIER:
    case TERR_PLACE_HAND:
    case TERR_PLACE_PILE:
    case TERR_PLACE_SUPPLY:
    case TERR_PLACE_SEATS:
    default: return "other";
    }
}

/* "square 1,0 s0 i1: water at (1,0) is listed twice\n" per problem. */
static char *
problems_text (TerrGame *game)
{
  g_autoptr(GPtrArray) problems = terr_game_list_problems (game);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < problems->len; i++)
    {
      const TerrProblem *p = g_ptr_array_index (problems, i);

      g_string_append_printf (s, "%s %d,%d s%d i%d: %s\n", place_kind (p->place.kind),
                              p->place.x, p->place.y, p->place.seat, p->place.index, p->message);
    }
  return g_string_free (s, FALSE);
}

static TerrGame *
load_bytes (GBytes *bytes, gboolean draft, GError **error)
{
  g_autoptr(TerrDocument) doc = terr_document_load_bytes (bytes, "t.terraces", error);

  if (doc == NULL)
    return NULL;
  return draft ? terr_game_load_draft (doc, error) : terr_game_load_document (doc, error);
}

static TerrGame *
load_text (const char *text, gboolean draft, GError **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  return load_bytes (bytes, draft, error);
}

#define OK(call) G_STMT_START {                         \
    g_autoptr(GError) ok_error = NULL;                  \
    gboolean ok_done = (call);                          \
    g_assert_no_error (ok_error);                       \
    g_assert_true (ok_done);                            \
  } G_STMT_END
/* (the calls name their GError "ok_error" through E) */
#define E (&ok_error)

static TerrMove *
place_move (int seat, const char *piece, int x, int y, int t)
{
  TerrMove *m = terr_move_new (seat, "place");

  terr_move_set (m, "piece", piece);
  terr_move_set_int (m, "x", x);
  terr_move_set_int (m, "y", y);
  terr_move_set_int (m, "transform", t);
  return m;
}

static TerrMove *
announce_move (int seat, const char *piece)
{
  TerrMove *m = terr_move_new (seat, "announce");

  terr_move_set (m, "piece", piece);
  return m;
}

static void
play_ok (TerrGame *game, TerrMove *move)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrMove) m = move;

  g_assert_true (terr_game_play (game, m, &error));
  g_assert_no_error (error);
}

/* ------------------------------------------------------------ building */

/* The scenario test_build makes, as written. */
static const char built_text[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<terraces format=\"1\" game=\"garden-paths\" kind=\"scenario\">\n"
  "  <meta>\n"
  "    <seed>7</seed>\n"
  "  </meta>\n"
  "  <rules players=\"2\" first=\"2\"/>\n"
  "  <players>\n"
  "    <player seat=\"1\" name=\"Player 1\" type=\"human\"/>\n"
  "    <player seat=\"2\" name=\"Player 2\" type=\"human\"/>\n"
  "  </players>\n"
  "  <board width=\"5\" height=\"3\" name=\"Patio\">\n"
  "    <water x=\"2\" y=\"0\"/>\n"
  "    <fountain x=\"2\" y=\"1\"/>\n"
  "    <gate x=\"0\" y=\"1\" side=\"w\"/>\n"
  "    <gate x=\"4\" y=\"1\" side=\"e\"/>\n"
  "  </board>\n"
  "  <pieces>\n"
  "    <piece id=\"p1\" kind=\"path\" cells=\"0,0\"/>\n"
  "    <piece id=\"p2\" kind=\"path\" cells=\"0,0 1,0 2,0\"/>\n"
  "    <piece id=\"corner\" kind=\"path\" cells=\"0,0 1,0 0,1\"/>\n"
  "    <piece id=\"f1\" kind=\"flower\" cells=\"0,0:rose 1,0:marigold 0,1:lavender\"/>\n"
  "  </pieces>\n"
  "  <position announcements=\"2\">\n"
  "    <grid seat=\"1\">\n"
  "      <placed piece=\"p2\" x=\"0\" y=\"1\" transform=\"0\"/>\n"
  "    </grid>\n"
  "    <grid seat=\"2\">\n"
  "      <placed piece=\"f1\" x=\"3\" y=\"0\" transform=\"1\"/>\n"
  "    </grid>\n"
  "  </position>\n"
  "  <goal type=\"min-score\" seat=\"1\" value=\"12\">\n"
  "    <sequence>f1 f1 corner</sequence>\n"
  "  </goal>\n"
  "</terraces>\n";

static void
record (GPtrArray *steps, TerrGame *game)
{
  g_ptr_array_add (steps, terr_game_to_bytes (game, TERR_FILE_SCENARIO));
}

static void
test_build (void)
{
  g_autoptr(TerrGame) game = new_game (2);
  TerrGpGame *gp = TERR_GP_GAME (game);
  g_autoptr(GPtrArray) steps = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  g_autoptr(GBytes) written = NULL;
  g_autofree char *text = NULL;
  g_autofree char *empty = NULL;
  int p2, corner, f1;

  g_assert_true (terr_game_is_editable (game));
  record (steps, game);                           /* New Game */
  OK (terr_gp_game_edit_clear (gp, E));
  record (steps, game);                           /* the empty start */
  empty = scenario_text (game);
  g_assert_nonnull (strstr (empty, "  <board width=\"9\" height=\"9\" name=\"Courtyard\"/>\n"
                                   "  <pieces>\n    <piece id=\"p1\" kind=\"path\" cells=\"0,0\"/>\n  </pieces>\n"
                                   "  <position announcements=\"0\">\n    <grid seat=\"1\"/>\n    <grid seat=\"2\"/>\n"
                                   "  </position>\n</terraces>\n"));
  g_assert_false (terr_game_has_problems (game));

  /* the board */
  OK (terr_gp_game_edit_set_board_size (gp, 5, 3, E));            record (steps, game);
  OK (terr_gp_game_edit_set_board_name (gp, "Patio", E));         record (steps, game);
  OK (terr_gp_game_edit_add_water (gp, 2, 0, E));                 record (steps, game);
  OK (terr_gp_game_edit_add_fountain (gp, 2, 1, E));              record (steps, game);
  OK (terr_gp_game_edit_add_gate (gp, 0, 1, TERR_GP_SIDE_W, E));  record (steps, game);
  OK (terr_gp_game_edit_add_gate (gp, 4, 1, TERR_GP_SIDE_E, E));  record (steps, game);
  /* the pieces: p2 and f1 get their ids by themselves */
  {
    g_autoptr(GError) error = NULL;

    p2 = terr_gp_game_edit_add_piece (gp, NULL, TERR_GP_KIND_PATH, "0,0 1,0 2,0", &error);
    g_assert_no_error (error);
    record (steps, game);
    corner = terr_gp_game_edit_add_piece (gp, "L", TERR_GP_KIND_PATH, "0,0 1,0 0,1", &error);
    g_assert_no_error (error);
    record (steps, game);
    f1 = terr_gp_game_edit_add_piece (gp, NULL, TERR_GP_KIND_FLOWER, "0,0:rose 1,0:rose", &error);
    g_assert_no_error (error);
    record (steps, game);
  }
  g_assert_cmpint (p2, ==, 1);
  g_assert_cmpint (corner, ==, 2);
  g_assert_cmpint (f1, ==, 3);
  OK (terr_gp_game_edit_set_piece_id (gp, corner, "corner", E));                 record (steps, game);
  OK (terr_gp_game_edit_set_piece_cell (gp, f1, 1, 0, TERR_GP_MARIGOLD, E));    record (steps, game);
  OK (terr_gp_game_edit_set_piece_cell (gp, f1, 0, 1, TERR_GP_LAVENDER, E));    record (steps, game);
  /* the grids */
  OK (terr_gp_game_edit_place (gp, 1, p2, 0, 1, 0, E));           record (steps, game);
  OK (terr_gp_game_edit_place (gp, 2, f1, 3, 0, 1, E));           record (steps, game);
  /* the announcements: round 1 (flower beds), seat 2 first */
  OK (terr_gp_game_edit_set_announcements (gp, 2, E));            record (steps, game);
  OK (terr_gp_game_edit_set_first_seat (gp, 2, E));               record (steps, game);
  /* the goal */
  OK (terr_gp_game_edit_set_goal (gp, 1, 12, E));                 record (steps, game);
  OK (terr_gp_game_edit_set_sequence (gp, "f1 corner", E));       record (steps, game);
  OK (terr_gp_game_edit_insert_sequence (gp, 1, f1, E));          record (steps, game);

  g_assert_false (terr_game_has_problems (game));
  {
    g_autoptr(GPtrArray) problems = terr_game_list_problems (game);
    g_assert_cmpuint (problems->len, ==, 0);
  }
  written = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
  text = bytes_text (written);
  g_assert_cmpstr (text, ==, built_text);

  /* read back: the same bytes, and it plays */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(TerrGame) back = load_bytes (written, FALSE, &error);
    g_autoptr(GBytes) again = NULL;

    g_assert_no_error (error);
    again = terr_game_to_bytes (back, TERR_FILE_SCENARIO);
    g_assert_true (g_bytes_equal (written, again));
    /* announcement 2 of 2 seats, seat 2 first: seat 2, a flower bed */
    g_assert_cmpint (terr_game_get_seat_to_move (back), ==, 2);
    play_ok (back, announce_move (2, "f1"));
  }
  /* it plays here too: an edited scenario without problems is a game */
  {
    g_autoptr(TerrGame) copy = terr_game_new_scenario (game);
    play_ok (copy, announce_move (2, "f1"));
  }

  /* every edit undone, step by step, back to New Game; then redone */
  for (guint i = steps->len - 1; i > 0; i--)
    {
      g_autoptr(GBytes) now = NULL;

      g_assert_true (terr_game_undo_edit (game));
      now = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
      g_assert_true (g_bytes_equal (now, g_ptr_array_index (steps, i - 1)));
    }
  g_assert_false (terr_game_can_undo_edit (game));
  for (guint i = 1; i < steps->len; i++)
    {
      g_autoptr(GBytes) now = NULL;

      g_assert_true (terr_game_redo_edit (game));
      now = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
      g_assert_true (g_bytes_equal (now, g_ptr_array_index (steps, i)));
    }
  g_assert_false (terr_game_can_redo_edit (game));
  g_assert_false (terr_game_has_problems (game));
}

/* ------------------------------------------------------------ problems */

static void
assert_problems (TerrGame *game, const char *expected)
{
  g_autofree char *text = problems_text (game);

  g_assert_cmpstr (text, ==, expected);
  g_assert_cmpint (terr_game_has_problems (game), ==, *expected != '\0');
}

/* Written, read back as a draft (the same problems and bytes), and
 * refused as a file with @where (file:line) and the first problem. */
static void
assert_draft_round_trip (TerrGame *game, const char *where)
{
  g_autoptr(GBytes) bytes = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) draft = load_bytes (bytes, TRUE, &error);
  g_autoptr(TerrGame) refused = NULL;
  g_autoptr(GBytes) again = NULL;
  g_autoptr(GPtrArray) problems = terr_game_list_problems (game);
  g_autofree char *expected = problems_text (game);
  g_autofree char *got = NULL;
  g_autofree char *message = NULL;

  g_assert_no_error (error);
  got = problems_text (draft);
  g_assert_cmpstr (got, ==, expected);
  g_assert_true (terr_game_has_problems (draft));
  again = terr_game_to_bytes (draft, TERR_FILE_SCENARIO);
  g_assert_true (g_bytes_equal (bytes, again));

  refused = load_bytes (bytes, FALSE, &error);
  g_assert_null (refused);
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  message = g_strdup_printf ("%s %s", where,
                             ((TerrProblem *) g_ptr_array_index (problems, 0))->message);
  g_assert_cmpstr (error->message, ==, message);
}

static void
assert_play_refused (TerrGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrMove) m = announce_move (1, "p1");

  g_assert_false (terr_game_play (game, m, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 0);
}

/* The board: squares twice, in conflict, a gate on the wrong side, and
 * squares left off a board made smaller. */
static void
test_problems_board (void)
{
  g_autoptr(TerrGame) game = new_empty (1);
  TerrGpGame *gp = TERR_GP_GAME (game);

  OK (terr_gp_game_edit_set_board_size (gp, 4, 3, E));
  OK (terr_gp_game_edit_add_water (gp, 1, 0, E));
  OK (terr_gp_game_edit_add_water (gp, 1, 0, E));
  OK (terr_gp_game_edit_add_fountain (gp, 1, 0, E));
  OK (terr_gp_game_edit_add_water (gp, 3, 2, E));
  OK (terr_gp_game_edit_add_gate (gp, 1, 1, TERR_GP_SIDE_N, E));
  OK (terr_gp_game_edit_add_gate (gp, 3, 1, TERR_GP_SIDE_E, E));
  OK (terr_gp_game_edit_add_gate (gp, 0, 0, TERR_GP_SIDE_N, E));
  OK (terr_gp_game_edit_add_gate (gp, 0, 0, TERR_GP_SIDE_W, E));
  OK (terr_gp_game_edit_set_board_size (gp, 3, 3, E));
  assert_problems (game,
                   "square 1,0 s0 i1: water at (1,0) is listed twice\n"
                   "square 3,2 s0 i2: water at (3,2) is off the 3 x 3 board\n"
                   "square 1,0 s0 i0: (1,0) cannot be both water and a fountain\n"
                   "square 1,1 s0 i0: a gate on side n must be on row 0 (gate at (1,1))\n"
                   "square 3,1 s0 i1: gate at (3,1) is off the 3 x 3 board\n"
                   "square 0,0 s0 i3: (0,0) already holds a gate; a square holds at most one\n");
  assert_play_refused (game);
  /* line 12: the second <water> */
  assert_draft_round_trip (game, "t.terraces:12:");

  /* mended one by one */
  OK (terr_gp_game_edit_remove_water (gp, 1, 0, E));
  OK (terr_gp_game_edit_remove_water (gp, 1, 0, E));
  OK (terr_gp_game_edit_remove_water (gp, 3, 2, E));
  OK (terr_gp_game_edit_remove_gate (gp, 1, 1, TERR_GP_SIDE_NONE, E));
  OK (terr_gp_game_edit_remove_gate (gp, 0, 0, TERR_GP_SIDE_W, E));
  assert_problems (game, "square 3,1 s0 i0: gate at (3,1) is off the 3 x 3 board\n");
  OK (terr_gp_game_edit_set_board_size (gp, 4, 3, E));
  assert_problems (game, "");
  play_ok (game, announce_move (1, "p1"));
}

/* Pieces: cells not normalised, outside, twice; ids twice (a draft file
 * only: edits keep ids unique). */
static void
test_problems_pieces (void)
{
  g_autoptr(TerrGame) game = new_empty (1);
  TerrGpGame *gp = TERR_GP_GAME (game);
  g_autoptr(GError) error = NULL;
  int q, r;

  q = terr_gp_game_edit_add_piece (gp, "q", TERR_GP_KIND_PATH, "1,1 2,1", &error);
  g_assert_no_error (error);
  r = terr_gp_game_edit_add_piece (gp, "r", TERR_GP_KIND_FLOWER, "0,0:rose 0,0:lavender -1,2:rose", &error);
  g_assert_no_error (error);
  g_assert_cmpint (q, ==, 1);
  g_assert_cmpint (r, ==, 2);
  assert_problems (game,
                   "piece 1,1 s0 i1: piece q is not normalised: the smallest dx and dy must be 0\n"
                   "piece 0,0 s0 i2: piece r: cell (0,0) is listed twice\n"
                   "piece -1,2 s0 i2: piece r: cell (-1,2) is outside 0..63; cells are normalised\n");
  assert_play_refused (game);
  /* line 13: <piece id="q"> */
  assert_draft_round_trip (game, "t.terraces:13:");
  OK (terr_gp_game_edit_set_piece (gp, q, TERR_GP_KIND_PATH, "0,0 1,0", E));
  OK (terr_gp_game_edit_set_piece_cell (gp, r, -1, 2, TERR_GP_EMPTY, E));
  assert_problems (game, "piece 0,0 s0 i2: piece r: cell (0,0) is listed twice\n");
  OK (terr_gp_game_edit_set_piece_cell (gp, r, 0, 0, TERR_GP_EMPTY, E));
  assert_problems (game, "");

  /* ids used twice come only from a file */
  {
    static const char text[] =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<terraces format=\"1\" game=\"garden-paths\" kind=\"scenario\">\n"
      "  <rules players=\"1\" first=\"1\"/>\n"
      "  <players><player seat=\"1\" name=\"A\" type=\"human\"/></players>\n"
      "  <board width=\"3\" height=\"3\" name=\"B\"/>\n"
      "  <pieces>\n"
      "    <piece id=\"p1\" kind=\"path\" cells=\"0,0\"/>\n"
      "    <piece id=\"p1\" kind=\"path\" cells=\"0,0 1,0 1,0\"/>\n"
      "  </pieces>\n"
      "  <position announcements=\"0\"><grid seat=\"1\"/></position>\n"
      "</terraces>\n";
    g_autoptr(TerrGame) draft = load_text (text, TRUE, &error);
    g_autoptr(TerrGame) refused = NULL;

    g_assert_no_error (error);
    assert_problems (draft,
                     "piece 1,0 s0 i1: piece p1: cell (1,0) is listed twice\n"
                     "piece 0,0 s0 i1: piece id p1 is used twice\n");
    refused = load_text (text, FALSE, &error);
    g_assert_null (refused);
    g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
    g_assert_cmpstr (error->message, ==, "t.terraces:8: piece p1: cell (1,0) is listed twice");
  }
}

/* Grids: a piece off the board, on water, on another, a path piece turned;
 * water added under a piece placed before. */
static void
test_problems_grids (void)
{
  g_autoptr(TerrGame) game = new_empty (2);
  TerrGpGame *gp = TERR_GP_GAME (game);
  g_autoptr(GError) error = NULL;
  int line;

  OK (terr_gp_game_edit_set_board_size (gp, 4, 3, E));
  line = terr_gp_game_edit_add_piece (gp, "line", TERR_GP_KIND_PATH, "0,0 1,0 2,0", &error);
  g_assert_no_error (error);
  OK (terr_gp_game_edit_place (gp, 1, line, 2, 0, 0, E));    /* (4,0) is off */
  OK (terr_gp_game_edit_place (gp, 1, 0, 2, 0, 0, E));       /* on the line */
  OK (terr_gp_game_edit_place (gp, 1, 0, 0, 2, 0, E));
  OK (terr_gp_game_edit_place (gp, 2, line, 0, 1, 1, E));    /* turned */
  OK (terr_gp_game_edit_place (gp, 2, 0, -1, 0, 0, E));      /* off */
  OK (terr_gp_game_edit_add_water (gp, 0, 2, E));            /* under seat 1's p1 */
  assert_problems (game,
                   "grid 4,0 s1 i0: seat 1: line at (2,0): the piece would stick out of the board at (4,0)\n"
                   "grid 2,0 s1 i1: seat 1: p1 at (2,0): the square (2,0) is already covered\n"
                   "grid 0,2 s1 i2: seat 1: p1 at (0,2): the square (0,2) is water; no piece may cover it\n"
                   "grid 0,1 s2 i0: seat 2: line at (0,1): a path piece cannot be turned or mirrored (transform must be 0)\n"
                   "grid -1,0 s2 i1: seat 2: p1 at (-1,0): the piece would stick out of the board at (-1,0)\n");
  assert_play_refused (game);
  /* the squares show what fits: seat 1 has the line's (2,0) and (3,0) */
  {
    g_autofree char *a = terr_game_describe_square (game, 1, 2, 0);
    g_autofree char *b = terr_game_describe_square (game, 1, 0, 2);

    g_assert_cmpstr (a, ==, "grass; path of line");
    g_assert_cmpstr (b, ==, "water");
  }
  /* line 20: seat 1's first <placed> */
  assert_draft_round_trip (game, "t.terraces:20:");
  OK (terr_gp_game_edit_clear_square (gp, 1, 3, 0, E));      /* the line */
  OK (terr_gp_game_edit_remove_placed (gp, 1, 1, E));        /* p1 on water */
  OK (terr_gp_game_edit_remove_placed (gp, 2, 1, E));
  assert_problems (game,
                   "grid 0,1 s2 i0: seat 2: line at (0,1): a path piece cannot be turned or mirrored (transform must be 0)\n");
  OK (terr_gp_game_edit_remove_piece (gp, line, E));          /* and its placements */
  assert_problems (game, "");
}

/* The goal: pieces of the sequence of the wrong kind, a seat gone; the
 * first announcer follows the seats. */
static void
test_problems_goal (void)
{
  g_autoptr(TerrGame) game = new_empty (2);
  TerrGpGame *gp = TERR_GP_GAME (game);
  g_autoptr(GError) error = NULL;
  int f;

  f = terr_gp_game_edit_add_piece (gp, NULL, TERR_GP_KIND_FLOWER, "0,0:rose", &error);
  g_assert_no_error (error);
  OK (terr_gp_game_edit_set_first_seat (gp, 2, E));
  OK (terr_gp_game_edit_set_goal (gp, 2, 5, E));
  /* 2 seats: announcements 0, 1 are paths, 2, 3 flower beds */
  OK (terr_gp_game_edit_set_sequence (gp, "p1 f1 f1 p1", E));
  assert_problems (game,
                   "goal 0,0 s0 i1: the sequence announces f1 as announcement 2, which must be a path piece\n"
                   "goal 0,0 s0 i3: the sequence announces p1 as announcement 4, which must be a flower bed piece\n");
  assert_draft_round_trip (game, "t.terraces:21:");
  /* one seat: the kinds alternate, seat 2's goal and first turn are gone */
  OK (terr_game_edit_set_n_players (game, 1, E));
  g_assert_cmpint (terr_gp_game_get_first_seat (gp), ==, 1);
  assert_problems (game,
                   "goal 0,0 s2 i-1: the goal is for seat 2, but the game has 1 seat\n"
                   "goal 0,0 s0 i2: the sequence announces f1 as announcement 3, which must be a path piece\n"
                   "goal 0,0 s0 i3: the sequence announces p1 as announcement 4, which must be a flower bed piece\n");
  assert_play_refused (game);
  /* line 18: <goal> */
  assert_draft_round_trip (game, "t.terraces:18:");
  OK (terr_gp_game_edit_set_goal (gp, 1, 5, E));
  OK (terr_gp_game_edit_set_sequence (gp, "p1 f1 p1 f1", E));
  assert_problems (game, "");
  OK (terr_gp_game_edit_remove_sequence (gp, 3, E));
  OK (terr_gp_game_edit_insert_sequence (gp, 0, f, E));
  assert_problems (game,
                   "goal 0,0 s0 i0: the sequence announces f1 as announcement 1, which must be a path piece\n"
                   "goal 0,0 s0 i1: the sequence announces p1 as announcement 2, which must be a flower bed piece\n"
                   "goal 0,0 s0 i2: the sequence announces f1 as announcement 3, which must be a path piece\n"
                   "goal 0,0 s0 i3: the sequence announces p1 as announcement 4, which must be a flower bed piece\n");
  /* one announcement made already: the sequence starts at announcement 2 */
  OK (terr_gp_game_edit_set_announcements (gp, 1, E));
  assert_problems (game, "");
  OK (terr_gp_game_edit_clear_goal (gp, E));
  assert_problems (game, "");
  /* back to three seats: the grids of the new seats are empty */
  OK (terr_game_edit_set_n_players (game, 3, E));
  g_assert_cmpuint (terr_gp_game_get_grid (gp, 3)->placed->len, ==, 0);
  g_assert_cmpuint (terr_game_get_n_players (game), ==, 3);
  assert_problems (game, "");
}

/* A draft file with problems in every part, and one without a seat's
 * grid (a draft takes it as empty, a file is refused). */
static void
test_problems_file (void)
{
  static const char text[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<terraces format=\"1\" game=\"garden-paths\" kind=\"scenario\">\n"
    "  <rules players=\"2\" first=\"1\"/>\n"
    "  <players>\n"
    "    <player seat=\"1\" name=\"A\" type=\"human\"/>\n"
    "    <player seat=\"2\" name=\"B\" type=\"human\"/>\n"
    "  </players>\n"
    "  <board width=\"3\" height=\"2\" name=\"B\">\n"
    "    <fountain x=\"0\" y=\"0\"/>\n"
    "    <water x=\"0\" y=\"0\"/>\n"
    "  </board>\n"
    "  <pieces>\n"
    "    <piece id=\"p1\" kind=\"path\" cells=\"0,1\"/>\n"
    "  </pieces>\n"
    "  <position announcements=\"0\">\n"
    "    <grid seat=\"2\">\n"
    "      <placed piece=\"p1\" x=\"0\" y=\"0\" transform=\"0\"/>\n"
    "    </grid>\n"
    "  </position>\n"
    "  <goal type=\"min-score\" seat=\"1\" value=\"3\">\n"
    "    <sequence>p1 p1 p1</sequence>\n"
    "  </goal>\n"
    "</terraces>\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) draft = load_text (text, TRUE, &error);
  g_autoptr(TerrGame) refused = NULL;

  g_assert_no_error (error);
  assert_problems (draft,
                   "square 0,0 s0 i0: (0,0) cannot be both water and a fountain\n"
                   "piece 0,1 s0 i0: piece p1 is not normalised: the smallest dx and dy must be 0\n"
                   "grid 0,0 s2 i0: seat 2: p1 at (0,0): the square (0,0) is water; no piece may cover it\n"
                   "goal 0,0 s0 i2: the sequence announces p1 as announcement 3, which must be a flower bed piece\n");
  /* refused for the first problem in the order of the file: the water
   * comes after the fountain there */
  refused = load_text (text, FALSE, &error);
  g_assert_null (refused);
  g_assert_cmpstr (error->message, ==, "t.terraces:10: (0,0) cannot be both water and a fountain");
  g_clear_error (&error);
  /* board and pieces mended: the grid left out is what a file may not do */
  {
    g_autofree char *a = NULL;
    g_autofree char *b = NULL;
    GString *s = g_string_new (text);

    g_string_replace (s, "    <water x=\"0\" y=\"0\"/>\n", "", 1);
    g_string_replace (s, "cells=\"0,1\"", "cells=\"0,0\"", 1);
    a = g_string_free (s, FALSE);
    refused = load_text (a, FALSE, &error);
    g_assert_null (refused);
    g_assert_cmpstr (error->message, ==, "t.terraces:14: seat 1 has no <grid>");
    g_clear_error (&error);
    g_clear_object (&draft);
    draft = load_text (a, TRUE, &error);
    g_assert_no_error (error);
    assert_problems (draft,
                     "goal 0,0 s0 i2: the sequence announces p1 as announcement 3, which must be a flower bed piece\n");
    b = scenario_text (draft);
    g_assert_nonnull (strstr (b, "    <grid seat=\"1\"/>\n    <grid seat=\"2\">\n"));
  }
}

/* When a file cannot be held, what was read before comes first: the order
 * of the messages is the order of the file's parts. */
static void
test_problems_order (void)
{
  static const char text[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<terraces format=\"1\" game=\"garden-paths\" kind=\"scenario\">\n"
    "  <rules players=\"1\" first=\"1\"/>\n"
    "  <players><player seat=\"1\" name=\"A\" type=\"human\"/></players>\n"
    "  <board width=\"3\" height=\"2\" name=\"B\">\n"
    "    <water x=\"%d\" y=\"0\"/>\n"
    "  </board>\n"
    "  <pieces>\n"
    "    <piece id=\"p1\" kind=\"path\" cells=\"0,0\"/>\n"
    "  </pieces>\n"
    "  <position announcements=\"0\">\n"
    "    <grid seat=\"1\">\n"
    "      <placed piece=\"p1\" x=\"%d\" y=\"0\" transform=\"0\"/>\n"
    "      <placed piece=\"zz\" x=\"0\" y=\"0\" transform=\"0\"/>\n"
    "    </grid>\n"
    "  </position>\n"
    "</terraces>\n";
  static const struct { int water, placed; const char *message; } cases[] = {
    { 7, 1, "t.terraces:6: water at (7,0) is off the 3 x 2 board" },
    { 0, 0, "t.terraces:13: seat 1: p1 at (0,0): the square (0,0) is water; no piece may cover it" },
    { 0, 1, "t.terraces:14: there is no piece “zz” in <pieces>" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *file = g_strdup_printf (text, cases[i].water, cases[i].placed);
      g_autoptr(GError) error = NULL;
      g_autoptr(TerrGame) game = load_text (file, FALSE, &error);
      g_autoptr(TerrGame) draft = NULL;

      g_assert_null (game);
      g_assert_cmpstr (error->message, ==, cases[i].message);
      g_clear_error (&error);
      /* a piece that does not exist cannot be held, even by a draft */
      draft = load_text (file, TRUE, &error);
      g_assert_null (draft);
      g_assert_cmpstr (error->message, ==, "t.terraces:14: there is no piece “zz” in <pieces>");
    }
  /* a piece placed far off: a file is refused for it, a draft cannot
   * hold it */
  {
    g_autofree char *file = g_strdup_printf (text, 0, G_MAXINT);
    g_autoptr(GError) error = NULL;
    g_autoptr(TerrGame) game = load_text (file, FALSE, &error);

    g_assert_null (game);
    g_assert_cmpstr (error->message, ==,
                     "t.terraces:13: seat 1: p1 at (2147483647,0): the piece would stick out of the board at (2147483647,0)");
    g_clear_error (&error);
    game = load_text (file, TRUE, &error);
    g_assert_null (game);
    g_assert_cmpstr (error->message, ==,
                     "t.terraces:13: x=\"2147483647\" of <placed> is out of range (-64 to 127)");
  }
}

/* ------------------------------------------------------------ refusals */

static void
assert_refused (gboolean done, GError *error, int code, const char *message)
{
  g_assert_false (done);
  g_assert_error (error, TERR_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
}

#define REFUSED(call, code, message) G_STMT_START {     \
    g_autoptr(GError) ok_error = NULL;                  \
    gboolean ok_done = (call);                          \
    assert_refused (ok_done, ok_error, code, message);  \
  } G_STMT_END

static void
test_refused (void)
{
  g_autoptr(TerrGame) game = new_empty (2);
  TerrGpGame *gp = TERR_GP_GAME (game);
  g_autoptr(GBytes) before = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
  g_autoptr(GBytes) after = NULL;
  const int V = TERR_ERROR_INVALID;

  REFUSED (terr_gp_game_edit_add_water (gp, 500, 0, E), V,
           "(500,0) is too far from any board: coordinates run from -64 to 127");
  REFUSED (terr_gp_game_edit_place (gp, 1, 0, 0, -65, 0, E), V,
           "(0,-65) is too far from any board: coordinates run from -64 to 127");
  REFUSED (terr_gp_game_edit_set_board_size (gp, 65, 3, E), V,
           "a board is 1 to 64 squares wide and high, not 65 x 3");
  REFUSED (terr_gp_game_edit_add_gate (gp, 0, 0, TERR_GP_SIDE_NONE, E), V,
           "a gate needs a side n, e, s or w");
  REFUSED (terr_gp_game_edit_remove_gate (gp, 0, 0, TERR_GP_SIDE_NONE, E), V,
           "there is no such gate at (0,0)");
  REFUSED (terr_gp_game_edit_remove_fountain (gp, 1, 1, E), V, "there is no fountain at (1,1)");
  REFUSED (terr_gp_game_edit_add_piece (gp, "p1", TERR_GP_KIND_PATH, "0,0", E) >= 0, V,
           "piece id p1 is used twice");
  REFUSED (terr_gp_game_edit_add_piece (gp, "a b", TERR_GP_KIND_PATH, "0,0", E) >= 0, V,
           "the piece id “a b” may hold only letters, digits, “_” and “-”");
  REFUSED (terr_gp_game_edit_add_piece (gp, NULL, TERR_GP_KIND_PATH, "0,0:rose", E) >= 0, V,
           "piece p2: a path cell has no flower type (“0,0:rose”)");
  REFUSED (terr_gp_game_edit_add_piece (gp, NULL, TERR_GP_KIND_FLOWER, "0,0 1,0:tulip", E) >= 0, V,
           "piece f1: cell “0,0” needs a flower type (rose, marigold or lavender)");
  REFUSED (terr_gp_game_edit_add_piece (gp, NULL, TERR_GP_KIND_FLOWER, "  ", E) >= 0, V,
           "piece f1 has no cells");
  REFUSED (terr_gp_game_edit_add_piece (gp, NULL, TERR_GP_KIND_PATH, "0,0 x", E) >= 0, V,
           "piece p2: cell “x” is not “dx,dy”");
  REFUSED (terr_gp_game_edit_set_piece_cell (gp, 0, 64, 0, TERR_GP_PATH, E), V,
           "piece p1: cell (64,0) is outside 0..63; cells are normalised");
  REFUSED (terr_gp_game_edit_set_piece_cell (gp, 0, 1, 0, TERR_GP_ROSE, E), V,
           "piece p1: a path cell has no flower type (“1,0”)");
  REFUSED (terr_gp_game_edit_set_piece_cell (gp, 0, 0, 0, TERR_GP_EMPTY, E), V,
           "piece p1 has no cells");
  REFUSED (terr_gp_game_edit_set_piece_cell (gp, 0, 1, 1, TERR_GP_EMPTY, E), V,
           "piece p1 has no cell (1,1)");
  REFUSED (terr_gp_game_edit_remove_piece (gp, 0, E), V, "a piece set needs at least one piece");
  REFUSED (terr_gp_game_edit_remove_piece (gp, 1, E), V, "there is no piece number 1");
  REFUSED (terr_gp_game_edit_place (gp, 3, 0, 0, 0, 0, E), V, "there is no seat 3");
  REFUSED (terr_gp_game_edit_place (gp, 1, 0, 0, 0, 8, E), V, "the transform must be 0 to 7");
  REFUSED (terr_gp_game_edit_remove_placed (gp, 1, 0, E), V, "seat 1's grid has no placed piece number 0");
  REFUSED (terr_gp_game_edit_clear_square (gp, 1, 0, 0, E), V, "no piece covers (0,0) on seat 1's grid");
  REFUSED (terr_gp_game_edit_set_first_seat (gp, 3, E), V, "there is no seat 3");
  REFUSED (terr_gp_game_edit_set_goal (gp, 0, 5, E), V, "there is no seat 0");
  REFUSED (terr_gp_game_edit_clear_goal (gp, E), V, "the scenario has no goal");
  REFUSED (terr_gp_game_edit_set_sequence (gp, "p1", E), V,
           "a sequence of announcements belongs to a goal: set the goal first");
  OK (terr_gp_game_edit_set_goal (gp, 1, 5, E));
  REFUSED (terr_gp_game_edit_set_sequence (gp, "p1 zz", E), V, "there is no piece “zz”");
  REFUSED (terr_gp_game_edit_insert_sequence (gp, 1, 0, E), V, "the sequence has no place 1");
  REFUSED (terr_gp_game_edit_remove_sequence (gp, 0, E), V, "the sequence has no place 0");
  REFUSED (terr_game_edit_set_n_players (game, 7, E), V, "Garden Paths is played by 1 to 6 players, not 7");
  /* nothing changed but the goal */
  g_assert_true (terr_game_undo_edit (game));
  after = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
  g_assert_true (g_bytes_equal (before, after));
  g_assert_true (terr_game_can_undo_edit (game));   /* the clearing */

  /* a game with moves is not edited */
  play_ok (game, announce_move (1, "p1"));
  g_assert_false (terr_game_is_editable (game));
  REFUSED (terr_gp_game_edit_add_water (gp, 0, 0, E), TERR_ERROR_UNSUPPORTED,
           "only a scenario without moves can be edited");
}

/* ------------------------------------------------------------ words */

static const char words_text[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<terraces format=\"1\" game=\"garden-paths\" kind=\"scenario\">\n"
  "  <rules players=\"2\" first=\"1\"/>\n"
  "  <players>\n"
  "    <player seat=\"1\" name=\"Ann\" type=\"human\"/>\n"
  "    <player seat=\"2\" name=\"Bob\" type=\"human\"/>\n"
  "  </players>\n"
  "  <board width=\"4\" height=\"3\" name=\"Small\">\n"
  "    <water x=\"1\" y=\"0\"/>\n"
  "    <fountain x=\"2\" y=\"1\"/>\n"
  "    <fountain x=\"3\" y=\"1\"/>\n"
  "    <gate x=\"0\" y=\"1\" side=\"w\"/>\n"
  "    <gate x=\"3\" y=\"1\" side=\"e\"/>\n"
  "  </board>\n"
  "  <pieces>\n"
  "    <piece id=\"p1\" kind=\"path\" cells=\"0,0\"/>\n"
  "    <piece id=\"p4\" kind=\"path\" cells=\"0,0 1,0 2,0\"/>\n"
  "    <piece id=\"p8\" kind=\"path\" cells=\"0,0 1,0 0,1\"/>\n"
  "    <piece id=\"f1\" kind=\"flower\" cells=\"0,0:rose 1,0:marigold\"/>\n"
  "    <piece id=\"f4\" kind=\"flower\" cells=\"0,0:rose 1,0:marigold 0,1:lavender\"/>\n"
  "  </pieces>\n"
  "  <position announcements=\"0\">\n"
  "    <grid seat=\"1\"/>\n"
  "    <grid seat=\"2\"/>\n"
  "  </position>\n"
  "%s"
  "</terraces>\n";

static TerrGame *
words_game (const char *goal)
{
  g_autofree char *text = g_strdup_printf (words_text, goal ? goal : "");
  g_autoptr(GError) error = NULL;
  TerrGame *game = load_text (text, FALSE, &error);

  g_assert_no_error (error);
  return game;
}

static void
assert_move_words (TerrGame *game, TerrMove *move, const char *expected)
{
  g_autoptr(TerrMove) m = move;
  g_autofree char *words = terr_game_describe_move (game, m);

  g_assert_cmpstr (words, ==, expected);
}

static void
assert_status (TerrGame *game, const char *expected)
{
  g_autofree char *status = terr_game_get_status_text (game);

  g_assert_cmpstr (status, ==, expected);
}

static void
test_words_moves (void)
{
  g_autoptr(TerrGame) game = words_game (NULL);

  assert_move_words (game, announce_move (1, "p8"), "Ann — announces path piece p8 (three squares in an L)");
  assert_move_words (game, announce_move (1, "p4"), "Ann — announces path piece p4 (three squares in a line)");
  assert_move_words (game, announce_move (1, "f4"),
                     "Ann — announces flower bed f4 (three squares in an L: rose, marigold, lavender)");
  assert_move_words (game, announce_move (1, "zz"), "Ann — announces zz");
  assert_move_words (game, terr_move_new (1, "end"), "Ann — ends the game");
  assert_status (game, "Ann announces a path piece. The board shows the garden of Ann.");
  play_ok (game, announce_move (1, "p8"));
  assert_status (game, "Ann announced p8. The board shows the garden of Ann.");
  assert_move_words (game, place_move (1, "p8", 2, 1, 0), "Ann — places p8 at (2, 1)");
  play_ok (game, place_move (1, "p8", 2, 1, 0));
  assert_status (game, "Ann announced p8. The board shows the garden of Bob.");
  play_ok (game, place_move (2, "p8", 0, 1, 0));
  assert_status (game, "Bob announces a path piece. The board shows the garden of Bob.");
  play_ok (game, announce_move (2, "p1"));
  play_ok (game, place_move (2, "p1", 3, 0, 0));
  play_ok (game, place_move (1, "p1", 0, 0, 0));
  assert_status (game, "Ann announces a flower bed. The board shows the garden of Ann.");
  play_ok (game, announce_move (1, "f4"));
  for (int t = 0; t < 8; t++)
    {
      static const char *words[8] = {
        "Ann — places f4 at (0, 1)",
        "Ann — places f4 at (0, 1), turned a quarter right",
        "Ann — places f4 at (0, 1), turned half round",
        "Ann — places f4 at (0, 1), turned a quarter left",
        "Ann — places f4 at (0, 1), mirrored",
        "Ann — places f4 at (0, 1), mirrored and turned a quarter right",
        "Ann — places f4 at (0, 1), mirrored and turned half round",
        "Ann — places f4 at (0, 1), mirrored and turned a quarter left",
      };
      assert_move_words (game, place_move (1, "f4", 0, 1, t), words[t]);
    }

  /* one seat: no name, and the status speaks to the player */
  {
    g_autoptr(TerrGame) solo = new_empty (1);
    TerrGpGame *gp = TERR_GP_GAME (solo);

    OK (terr_gp_game_edit_set_board_size (gp, 2, 1, E));
    OK (terr_gp_game_edit_set_piece (gp, 0, TERR_GP_KIND_PATH, "0,0 1,0", E));
    assert_status (solo, "Announce a path piece.");
    assert_move_words (solo, announce_move (1, "p1"), "announces path piece p1 (two squares in a line)");
    play_ok (solo, announce_move (1, "p1"));
    assert_status (solo, "Place p1 (two squares in a line).");
    play_ok (solo, place_move (1, "p1", 0, 0, 0));
    /* no flower bed in the set: only `end` */
    assert_status (solo, "No flower bed fits: the game can only end.");
    assert_move_words (solo, terr_move_new (1, "end"), "ends the game: no flower bed fits");
    play_ok (solo, terr_move_new (1, "end"));
    g_assert_null (terr_game_get_status_text (solo));
  }
}

static void
test_words_goal (void)
{
  g_autoptr(TerrGame) game = words_game (
    "  <goal type=\"min-score\" seat=\"2\" value=\"12\">\n"
    "    <sequence>p4 p1</sequence>\n"
    "  </goal>\n");
  g_autoptr(TerrGame) none = words_game (NULL);
  TerrGoal goal;
  g_autofree char *text = NULL;

  g_assert_false (terr_game_get_goal (none, &goal));
  g_assert_cmpint (goal.type, ==, TERR_GOAL_NONE);
  g_assert_cmpint (terr_game_get_goal_status (none), ==, TERR_GOAL_STATUS_NONE);
  g_assert_true (terr_game_get_goal (game, &goal));
  g_assert_cmpint (goal.type, ==, TERR_GOAL_MIN_SCORE);
  g_assert_cmpint (goal.seat, ==, 2);
  g_assert_cmpint (goal.value, ==, 12);
  g_assert_cmpint (goal.actions, ==, 0);
  text = terr_game_get_goal_text (game);
  g_assert_cmpstr (text, ==, "Bob must score at least 12 points with the pieces p4, p1, announced in this order.");
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_OPEN);
  assert_status (game, "The puzzle announces p4 (three squares in a line) next. The board shows the garden of Ann.");
  play_ok (game, announce_move (1, "p4"));
  play_ok (game, place_move (1, "p4", 1, 1, 0));
  /* Bob joins the two gates with p4 and p1: 2 fountains + 15 */
  play_ok (game, place_move (2, "p4", 1, 1, 0));
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_OPEN);
  play_ok (game, announce_move (2, "p1"));
  play_ok (game, place_move (2, "p1", 0, 1, 0));
  g_assert_cmpint (terr_game_get_seat_score (game, 2), ==, 17);
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_REACHED);
  g_assert_true (terr_game_undo (game));
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_OPEN);
  /* Bob puts p1 elsewhere: the last piece of the sequence, placed */
  play_ok (game, place_move (2, "p1", 0, 0, 0));
  g_assert_cmpint (terr_game_get_seat_score (game, 2), ==, 2);
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_FAILED);
  assert_status (game, "Bob announced p1. The board shows the garden of Ann.");
  play_ok (game, place_move (1, "p1", 0, 1, 0));
  assert_status (game, "The puzzle's pieces have all been announced: the game can only end. "
                       "The board shows the garden of Ann.");
  assert_move_words (game, terr_move_new (1, "end"),
                     "Ann — ends the game: the puzzle's pieces have all been announced");
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_FAILED);
  play_ok (game, terr_move_new (1, "end"));
  g_assert_cmpint (terr_game_get_goal_status (game), ==, TERR_GOAL_STATUS_FAILED);

  /* one seat: the goal in the base's words, with the sequence */
  {
    g_autoptr(TerrGame) solo = new_empty (1);
    TerrGpGame *gp = TERR_GP_GAME (solo);
    g_autofree char *a = NULL, *b = NULL;

    OK (terr_gp_game_edit_set_goal (gp, 1, 1, E));
    a = terr_game_get_goal_text (solo);
    g_assert_cmpstr (a, ==, "Score at least 1 point.");
    /* an empty sequence: only `end`, and the goal is lost at once */
    g_assert_cmpint (terr_game_get_goal_status (solo), ==, TERR_GOAL_STATUS_FAILED);
    OK (terr_gp_game_edit_set_sequence (gp, "p1", E));
    b = terr_game_get_goal_text (solo);
    g_assert_cmpstr (b, ==, "Score at least 1 point with the pieces p1, announced in this order.");
    g_assert_cmpint (terr_game_get_goal_status (solo), ==, TERR_GOAL_STATUS_OPEN);
  }
}

static void
test_words_squares (void)
{
  g_autoptr(TerrGame) game = words_game (NULL);
  static const struct { int seat, x, y; const char *words; } squares[] = {
    { 1, 0, 0, "grass, empty" },
    { 1, 1, 0, "water" },
    { 1, 2, 1, "fountain; path of p8" },
    { 1, 3, 1, "fountain and gate on the east side; path of p8" },
    { 2, 3, 1, "fountain and gate on the east side, empty" },
    { 1, 0, 1, "gate on the west side; rose of f1" },
    { 1, 1, 1, "grass; marigold of f1" },
    { 2, 2, 1, "fountain, empty" },
    { 2, 0, 1, "gate on the west side; path of p8" },
  };

  play_ok (game, announce_move (1, "p8"));
  play_ok (game, place_move (1, "p8", 2, 1, 0));
  play_ok (game, place_move (2, "p8", 0, 1, 0));
  play_ok (game, announce_move (2, "p1"));
  play_ok (game, place_move (2, "p1", 3, 0, 0));
  play_ok (game, place_move (1, "p1", 0, 2, 0));
  play_ok (game, announce_move (1, "f1"));
  play_ok (game, place_move (1, "f1", 0, 1, 0));
  for (guint i = 0; i < G_N_ELEMENTS (squares); i++)
    {
      g_autofree char *words = terr_game_describe_square (game, squares[i].seat, squares[i].x, squares[i].y);
      g_assert_cmpstr (words, ==, squares[i].words);
    }
  g_assert_null (terr_game_describe_square (game, 3, 0, 0));
  g_assert_null (terr_game_describe_square (game, 1, 4, 0));
}

static void
test_words_shapes (void)
{
  g_autoptr(TerrGame) game = new_game (1);
  const TerrGpPieceSet *set = terr_gp_game_get_pieces (TERR_GP_GAME (game));
  GString *s = g_string_new (NULL);
  static const char *more[][2] = {
    { "0,0 1,0 2,0 1,1", "four squares in a T" },
    { "1,0 0,1 1,1 2,1 1,2", "five squares in a cross" },
    { "1,0 1,1 1,2 0,2", "four squares in an L" },
    { "0,0 1,0 1,1 2,1", "four squares in a zigzag" },
    { "0,0 1,0 2,0 0,1 1,1 2,1", "a block of 3 by 2 squares" },
    { "0,0 1,0 2,0 3,0 4,0 5,0", "6 squares in a line" },
    { "0,0 2,0", "2 squares" },
    { "0,0 1,0 2,0 0,1 2,1", "5 squares" },
  };

  for (int i = 0; i < terr_gp_piece_set_size (set); i++)
    {
      g_autofree char *shape = terr_gp_piece_describe_shape (terr_gp_piece_set_get (set, i));
      g_string_append_printf (s, "%s: %s\n", terr_gp_piece_set_get (set, i)->id, shape);
    }
  g_assert_cmpstr (s->str, ==,
                   "p1: one square\n"
                   "p2: two squares in a line\n"
                   "p3: two squares in a line\n"
                   "p4: three squares in a line\n"
                   "p5: three squares in a line\n"
                   "p6: three squares in an L\n"
                   "p7: three squares in an L\n"
                   "p8: three squares in an L\n"
                   "p9: three squares in an L\n"
                   "f1: two squares in a line\n"
                   "f2: two squares in a line\n"
                   "f3: two squares in a line\n"
                   "f4: three squares in an L\n"
                   "f5: three squares in a line\n"
                   "f6: three squares in a line\n"
                   "f7: four squares in a square\n"
                   "f8: four squares in a T\n");
  g_string_free (s, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (more); i++)
    {
      g_autofree char *reason = NULL;
      TerrGpPiece *p = terr_gp_piece_parse ("x", TERR_GP_KIND_PATH, more[i][0], &reason);
      g_autofree char *shape = NULL;

      g_assert_nonnull (p);
      shape = terr_gp_piece_describe_shape (p);
      g_assert_cmpstr (shape, ==, more[i][1]);
      terr_gp_piece_free (p);
    }
}

static void
test_class (void)
{
  guint min, max, def;

  terr_game_kind_get_players (TERR_GAME_GARDEN_PATHS, &min, &max, &def);
  g_assert_cmpuint (min, ==, 1);
  g_assert_cmpuint (max, ==, 6);
  g_assert_cmpuint (def, ==, 2);
  g_assert_cmpstr (terr_game_kind_get_pitch (TERR_GAME_GARDEN_PATHS), ==,
                   "Everyone places the same path and flower pieces in a private garden, "
                   "then traces the best path from a gate.");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_type_ensure (TERR_TYPE_GP_GAME);
  g_test_add_func ("/gp/edit/build", test_build);
  g_test_add_func ("/gp/edit/problems-board", test_problems_board);
  g_test_add_func ("/gp/edit/problems-pieces", test_problems_pieces);
  g_test_add_func ("/gp/edit/problems-grids", test_problems_grids);
  g_test_add_func ("/gp/edit/problems-goal", test_problems_goal);
  g_test_add_func ("/gp/edit/problems-file", test_problems_file);
  g_test_add_func ("/gp/edit/problems-order", test_problems_order);
  g_test_add_func ("/gp/edit/refused", test_refused);
  g_test_add_func ("/gp/words/moves-status", test_words_moves);
  g_test_add_func ("/gp/words/goal", test_words_goal);
  g_test_add_func ("/gp/words/squares", test_words_squares);
  g_test_add_func ("/gp/words/shapes", test_words_shapes);
  g_test_add_func ("/gp/words/class", test_class);
  return g_test_run ();
}
