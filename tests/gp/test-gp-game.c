/* test-gp-game.c — TerrGpGame: announcements and placements, both ways the
 * game ends, reasons for illegal moves, files (round trips, replays, bad
 * files refused with file:line), score JSON, the AI, and positions kept
 * for fast navigation. */
#include "gp/terr-gp-game.h"
#include "terr-random.h"

#include <string.h>

/* A 4 x 3 board: gates west and east of the middle row, water at (1,0). */
#define SMALL_BOARD \
  "  <board width=\"4\" height=\"3\" name=\"Small\">\n" \
  "    <water x=\"1\" y=\"0\"/>\n" \
  "    <fountain x=\"2\" y=\"1\"/>\n" \
  "    <gate x=\"0\" y=\"1\" side=\"w\"/>\n" \
  "    <gate x=\"3\" y=\"1\" side=\"e\"/>\n" \
  "  </board>\n"
#define SMALL_PIECES \
  "  <pieces>\n" \
  "    <piece id=\"p1\" kind=\"path\" cells=\"0,0\"/>\n" \
  "    <piece id=\"p4\" kind=\"path\" cells=\"0,0 1,0 2,0\"/>\n" \
  "    <piece id=\"f1\" kind=\"flower\" cells=\"0,0:rose 1,0:marigold\"/>\n" \
  "  </pieces>\n"

static char *
document_text (const char *kind, int players, const char *board, const char *pieces,
               const char *position, const char *extra)
{
  GString *s = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append_printf (s, "<terraces format=\"1\" game=\"garden-paths\" kind=\"%s\">\n", kind);
  g_string_append_printf (s, "  <rules players=\"%d\" first=\"1\"/>\n  <players>\n", players);
  for (int i = 1; i <= players; i++)
    g_string_append_printf (s, "    <player seat=\"%d\" name=\"S%d\" type=\"human\"/>\n", i, i);
  g_string_append (s, "  </players>\n");
  g_string_append (s, board);
  g_string_append (s, pieces);
  g_string_append (s, position);
  if (extra)
    g_string_append (s, extra);
  g_string_append (s, "</terraces>\n");
  return g_string_free (s, FALSE);
}

static char *
scenario (int players, const char *board, const char *pieces, const char *position, const char *extra)
{
  return document_text ("scenario", players, board, pieces, position, extra);
}

static TerrGame *
load_text (const char *text, GError **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(TerrDocument) doc = terr_document_load_bytes (bytes, "t.terraces", error);

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

static gboolean
play (TerrGame *game, int seat, const char *type, const char *piece, int x, int y, int t, GError **error)
{
  g_autoptr(TerrMove) m = terr_move_new (seat, type);

  if (piece)
    terr_move_set (m, "piece", piece);
  if (g_str_equal (type, "place"))
    {
      terr_move_set_int (m, "x", x);
      terr_move_set_int (m, "y", y);
      terr_move_set_int (m, "transform", t);
    }
  return terr_game_play (game, m, error);
}

static void
play_ok (TerrGame *game, int seat, const char *type, const char *piece, int x, int y, int t)
{
  g_autoptr(GError) error = NULL;

  play (game, seat, type, piece, x, y, t, &error);
  g_assert_no_error (error);
}

static void
assert_refused (TerrGame *game, int seat, const char *type, const char *piece, int x, int y, int t,
                const char *reason_part)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (play (game, seat, type, piece, x, y, t, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE);
  if (strstr (error->message, reason_part) == NULL)
    g_error ("expected a reason with “%s”, got “%s”", reason_part, error->message);
}

static TerrGame *
new_game (guint n)
{
  g_autoptr(GError) error = NULL;
  TerrGame *game = terr_game_new (TERR_GAME_GARDEN_PATHS, n, 1, &error);

  g_assert_no_error (error);
  g_assert_true (TERR_IS_GP_GAME (game));
  return game;
}

/* Plays the first listed move. */
static void
play_first_listed (TerrGame *game)
{
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (moves->len, >, 0);
  terr_game_play (game, g_ptr_array_index (moves, 0), &error);
  g_assert_no_error (error);
}

static void
test_new_game (void)
{
  g_autoptr(TerrGame) game = new_game (2);
  TerrGpGame *gp = TERR_GP_GAME (game);
  const TerrGpBoard *b = terr_gp_game_get_board (gp);
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (b->name, ==, "Courtyard");
  g_assert_cmpint (b->width, ==, 9);
  g_assert_cmpuint (b->gates->len, ==, 4);
  g_assert_cmpuint (b->water->len, ==, 3);
  g_assert_cmpuint (b->fountains->len, ==, 4);
  g_assert_cmpint (terr_gp_piece_set_size (terr_gp_game_get_pieces (gp)), ==, 17);
  /* the Courtyard of the rules page, square by square */
  {
    GString *s = g_string_new (NULL);
    const TerrGpPieceSet *set = terr_gp_game_get_pieces (gp);

    for (guint i = 0; i < b->gates->len; i++)
      {
        const TerrGpGate *g = &g_array_index (b->gates, TerrGpGate, i);
        g_string_append_printf (s, "g%d,%d,%s ", g->x, g->y, terr_gp_side_to_string (g->side));
      }
    for (guint i = 0; i < b->fountains->len; i++)
      g_string_append_printf (s, "f%d,%d ", g_array_index (b->fountains, TerrGpXY, i).x,
                              g_array_index (b->fountains, TerrGpXY, i).y);
    for (guint i = 0; i < b->water->len; i++)
      g_string_append_printf (s, "w%d,%d ", g_array_index (b->water, TerrGpXY, i).x,
                              g_array_index (b->water, TerrGpXY, i).y);
    for (int i = 0; i < terr_gp_piece_set_size (set); i++)
      {
        g_autofree char *cells = terr_gp_piece_cells_to_string (terr_gp_piece_set_get (set, i));
        g_string_append_printf (s, "%s[%s] ", terr_gp_piece_set_get (set, i)->id, cells);
      }
    g_assert_cmpstr (s->str, ==,
                     "g4,0,n g4,8,s g0,4,w g8,4,e f2,2 f6,2 f2,6 f6,6 w7,1 w4,4 w1,7 "
                     "p1[0,0] p2[0,0 1,0] p3[0,0 0,1] p4[0,0 1,0 2,0] p5[0,0 0,1 0,2] "
                     "p6[0,0 0,1 1,1] p7[1,0 1,1 0,1] p8[0,0 1,0 0,1] p9[0,0 1,0 1,1] "
                     "f1[0,0:rose 1,0:marigold] f2[0,0:marigold 1,0:lavender] f3[0,0:lavender 1,0:rose] "
                     "f4[0,0:rose 1,0:marigold 0,1:lavender] f5[0,0:rose 1,0:rose 2,0:rose] "
                     "f6[0,0:lavender 1,0:marigold 2,0:lavender] "
                     "f7[0,0:rose 1,0:marigold 0,1:marigold 1,1:rose] "
                     "f8[0,0:lavender 1,0:lavender 2,0:lavender 1,1:marigold] ");
    g_string_free (s, TRUE);
  }
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 1);
  g_assert_false (terr_game_is_over (game));
  g_assert_null (terr_game_new (TERR_GAME_GARDEN_PATHS, 7, 1, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED);
}

static void
check_kinds (guint n)
{
  g_autoptr(TerrGame) game = new_game (n);
  TerrGpGame *gp = TERR_GP_GAME (game);

  for (guint k = 0; k < 4 * n + 2; k++)
    {
      TerrGpKind want = (n == 1) ? (k % 2 ? TERR_GP_KIND_FLOWER : TERR_GP_KIND_PATH)
                                 : ((k / n) % 2 ? TERR_GP_KIND_FLOWER : TERR_GP_KIND_PATH);
      int announcer = (int) (k % n) + 1;

      g_assert_cmpuint (terr_gp_game_get_announcements (gp), ==, k);
      g_assert_cmpint (terr_gp_game_get_required_kind (gp), ==, want);
      g_assert_cmpint (terr_gp_game_get_announcer (gp), ==, announcer);
      g_assert_cmpint (terr_game_get_seat_to_move (game), ==, announcer);
      /* only pieces of the kind are listed */
      {
        g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
        for (guint i = 0; i < moves->len; i++)
          {
            TerrMove *m = g_ptr_array_index (moves, i);
            const char *id = terr_move_get (m, "piece");
            g_assert_true (terr_move_is (m, "announce"));
            g_assert_cmpint (id[0], ==, want == TERR_GP_KIND_PATH ? 'p' : 'f');
          }
      }
      play_first_listed (game);
      /* then every seat places, announcer first, cyclically */
      for (guint i = 0; i < n; i++)
        {
          g_assert_cmpint (terr_game_get_seat_to_move (game), ==, (int) ((announcer - 1 + i) % n) + 1);
          play_first_listed (game);
        }
    }
}

static void
test_kinds_1 (void) { check_kinds (1); }
static void
test_kinds_2 (void) { check_kinds (2); }
static void
test_kinds_3 (void) { check_kinds (3); }

static void
test_illegal_moves (void)
{
  g_autoptr(TerrGame) game = new_game (2);

  assert_refused (game, 1, "place", "p2", 0, 0, 0, "no piece has been announced");
  assert_refused (game, 2, "announce", "p2", 0, 0, 0, "seat 1 announces");
  assert_refused (game, 1, "announce", "f1", 0, 0, 0, "path piece");
  assert_refused (game, 1, "announce", "zz", 0, 0, 0, "no piece");
  assert_refused (game, 1, "end", NULL, 0, 0, 0, "you can still place");
  /* Not a move of the file format at all: refused before the rules. */
  {
    g_autoptr(GError) jump_error = NULL;
    g_assert_false (play (game, 1, "jump", NULL, 0, 0, 0, &jump_error));
    g_assert_error (jump_error, TERR_ERROR, TERR_ERROR_SCHEMA);
  }
  play_ok (game, 1, "announce", "p2", 0, 0, 0);
  assert_refused (game, 1, "announce", "p3", 0, 0, 0, "announced already");
  assert_refused (game, 1, "place", "p3", 0, 0, 0, "announced piece is p2");
  assert_refused (game, 1, "place", "p2", 3, 4, 0, "water");
  assert_refused (game, 1, "place", "p2", 0, 0, 1, "cannot be turned");
  assert_refused (game, 1, "place", "p2", 8, 0, 0, "out of the board");
  assert_refused (game, 1, "place", "p2", G_MAXINT, 0, 0, "out of the board");
  assert_refused (game, 1, "place", "p2", 0, G_MININT, 0, "out of the board");
  /* any order: seat 2 places before the announcer */
  play_ok (game, 2, "place", "p2", 2, 2, 0);  /* on a fountain */
  assert_refused (game, 2, "place", "p2", 0, 0, 0, "already placed");
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 1);
  play_ok (game, 1, "place", "p2", 0, 0, 0);
  /* seat 2 announces the second path piece of round 0 */
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 2);
  play_ok (game, 2, "announce", "p1", 0, 0, 0);
  assert_refused (game, 1, "place", "p1", 0, 0, 0, "already covered");
  /* undo takes the placement and the announcement back */
  g_assert_true (terr_game_undo (game));
  g_assert_true (terr_game_undo (game));
  g_assert_cmpint (terr_gp_game_get_grid (TERR_GP_GAME (game), 1)->cover[0], ==, TERR_GP_EMPTY);
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 1);
}

static void
test_hover_check (void)
{
  g_autoptr(TerrGame) game = new_game (2);
  TerrGpGame *gp = TERR_GP_GAME (game);
  g_autoptr(GError) error = NULL;

  g_assert_false (terr_gp_game_check_placement (gp, 1, 0, 0, 0, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  play_ok (game, 1, "announce", "p3", 0, 0, 0);
  /* p3 is vertical: (4,3) (4,4), and (4,4) is water */
  g_assert_false (terr_gp_game_check_placement (gp, 1, 4, 3, 0, &error));
  g_assert_nonnull (strstr (error->message, "water"));
  g_clear_error (&error);
  g_assert_true (terr_gp_game_check_placement (gp, 1, 2, 1, 0, NULL));
  g_assert_true (terr_gp_game_check_placement (gp, 2, 2, 1, 0, NULL));
  play_ok (game, 1, "place", "p3", 2, 1, 0);
  g_assert_true (terr_gp_game_has_placed (gp, 1));
  g_assert_false (terr_gp_game_check_placement (gp, 1, 0, 0, 0, &error));
  g_assert_nonnull (strstr (error->message, "already placed"));
  /* nothing changed */
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 2);
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 2);
}

/* Rule 5: seat 2 cannot place p4 (no three free squares in a row), seat 1
 * can; seat 1 places it and the game ends, the announcement not counted. */
static void
test_end_rule5 (void)
{
  g_autofree char *text = scenario (2, SMALL_BOARD, SMALL_PIECES,
    "  <position announcements=\"0\">\n"
    "    <grid seat=\"1\"/>\n"
    "    <grid seat=\"2\">\n"
    "      <placed piece=\"p1\" x=\"1\" y=\"1\" transform=\"0\"/>\n"
    "      <placed piece=\"p1\" x=\"2\" y=\"2\" transform=\"0\"/>\n"
    "    </grid>\n"
    "  </position>\n", NULL);
  g_autoptr(TerrGame) game = load_ok (text);
  TerrGpGame *gp = TERR_GP_GAME (game);

  play_ok (game, 1, "announce", "p4", 0, 0, 0);
  g_assert_false (terr_gp_game_can_place (gp, 2));
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 1);
  assert_refused (game, 2, "place", "p4", 0, 0, 0, "fits nowhere on seat 2's grid");
  play_ok (game, 1, "place", "p4", 0, 1, 0);
  g_assert_true (terr_game_is_over (game));
  g_assert_cmpint (terr_game_get_end_state (game), ==, TERR_END_FINISHED);
  g_assert_cmpuint (terr_gp_game_get_announcements (gp), ==, 0);
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 0);
  {
    g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
    g_assert_cmpuint (moves->len, ==, 0);
  }
  /* seat 1: (0,1) (1,1) (2,1): west gate, fountain, no east gate: 1 point */
  g_assert_cmpint (terr_game_get_seat_score (game, 1), ==, 1);
  g_assert_true (terr_game_undo (game));
  g_assert_false (terr_game_is_over (game));
}

/* Rule 3: the announcer has no legal piece of the kind: only `end`. */
static void
test_end_rule3 (void)
{
  g_autofree char *text = scenario (2, SMALL_BOARD, SMALL_PIECES,
    "  <position announcements=\"2\">\n"
    "    <grid seat=\"1\">\n"
    "      <placed piece=\"p4\" x=\"0\" y=\"1\" transform=\"0\"/>\n"
    "      <placed piece=\"p4\" x=\"1\" y=\"2\" transform=\"0\"/>\n"
    "      <placed piece=\"p1\" x=\"0\" y=\"0\" transform=\"0\"/>\n"
    "      <placed piece=\"p1\" x=\"3\" y=\"1\" transform=\"0\"/>\n"
    "      <placed piece=\"p1\" x=\"2\" y=\"0\" transform=\"0\"/>\n"
    "    </grid>\n"
    "    <grid seat=\"2\"/>\n"
    "  </position>\n", NULL);
  g_autoptr(TerrGame) game = load_ok (text);
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);

  /* announcement 2 of 2 seats: round 1, flower; seat 1 has only (3,0)
   * and (0,2) free, apart: no flower bed fits */
  g_assert_cmpint (terr_gp_game_get_required_kind (TERR_GP_GAME (game)), ==, TERR_GP_KIND_FLOWER);
  g_assert_cmpuint (moves->len, ==, 1);
  g_assert_true (terr_move_is (g_ptr_array_index (moves, 0), "end"));
  assert_refused (game, 1, "announce", "f1", 0, 0, 0, "fits nowhere");
  assert_refused (game, 2, "end", NULL, 0, 0, 0, "only the announcer");
  g_assert_false (terr_game_is_over (game));
  play_ok (game, 1, "end", NULL, 0, 0, 0);
  g_assert_true (terr_game_is_over (game));
  /* seat 1: west gate to east gate along row 1 through the fountain */
  g_assert_cmpint (terr_game_get_seat_score (game, 1), ==, 16);
}

static char *
bytes_to_string (GBytes *bytes)
{
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);
  return g_strndup (data, len);
}

static void
play_ai_game (TerrGame *game, guint level, guint64 seed)
{
  for (int i = 0; i < 2000 && !terr_game_is_over (game); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TerrMove) m = terr_game_ai_move (game, level, seed + i, NULL, &error);

      g_assert_no_error (error);
      terr_game_play (game, m, &error);
      g_assert_no_error (error);
    }
  g_assert_true (terr_game_is_over (game));
}

static void
test_round_trip (void)
{
  g_autoptr(TerrGame) game = new_game (3);
  g_autoptr(GBytes) replay = NULL, scen = NULL, replay2 = NULL, scen2 = NULL;
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(TerrGame) back = NULL, back_scen = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *j1 = NULL, *j2 = NULL, *s1 = NULL, *s2 = NULL;

  play_ai_game (game, 1, 5);
  replay = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  doc = terr_document_load_bytes (replay, "r.terraces", &error);
  g_assert_no_error (error);
  back = terr_game_load_document (doc, &error);
  g_assert_no_error (error);
  g_assert_true (terr_game_is_over (back));
  replay2 = terr_game_to_bytes (back, TERR_FILE_REPLAY);
  s1 = bytes_to_string (replay);
  s2 = bytes_to_string (replay2);
  g_assert_cmpstr (s1, ==, s2);
  {
    g_autoptr(JsonNode) n1 = terr_game_score_json (game);
    g_autoptr(JsonNode) n2 = terr_game_score_json (back);
    j1 = json_to_string (n1, FALSE);
    j2 = json_to_string (n2, FALSE);
  }
  g_assert_cmpstr (j1, ==, j2);
  g_clear_pointer (&s1, g_free);
  g_clear_pointer (&s2, g_free);

  /* scenario in the middle of a game: write, read, write the same bytes */
  g_assert_true (terr_game_go_to (game, 22));  /* mid-announcement */
  scen = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
  s1 = bytes_to_string (scen);
  back_scen = load_ok (s1);
  scen2 = terr_game_to_bytes (back_scen, TERR_FILE_SCENARIO);
  s2 = bytes_to_string (scen2);
  g_assert_cmpstr (s1, ==, s2);
  for (int s = 1; s <= 3; s++)
    g_assert_cmpint (terr_game_get_seat_score (game, s), ==, terr_game_get_seat_score (back_scen, s));
}

static void
test_replay_file (void)
{
  /* Seat 1 announces, places, seat 2 places; seat 2 announces… */
  g_autofree char *text = NULL;
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GError) error = NULL;
  text = document_text ("replay", 2, SMALL_BOARD, SMALL_PIECES,
                         "  <position announcements=\"0\">\n    <grid seat=\"1\"/>\n    <grid seat=\"2\"/>\n  </position>\n",
                         "  <moves>\n"
                         "    <move seat=\"1\" type=\"announce\" piece=\"p4\"/>\n"
                         "    <move seat=\"1\" type=\"place\" piece=\"p4\" x=\"0\" y=\"1\" transform=\"0\"/>\n"
                         "    <move seat=\"2\" type=\"place\" piece=\"p4\" x=\"1\" y=\"1\" transform=\"0\"><comment>east</comment></move>\n"
                         "    <move seat=\"2\" type=\"announce\" piece=\"p1\"/>\n"
                         "    <move seat=\"2\" type=\"place\" piece=\"p1\" x=\"0\" y=\"1\" transform=\"0\"/>\n"
                         "    <move seat=\"1\" type=\"place\" piece=\"p1\" x=\"3\" y=\"1\" transform=\"0\"/>\n"
                         "  </moves>\n"
                         "  <result end=\"stopped\"/>\n");
  game = load_text (text, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 6);
  g_assert_cmpint (terr_game_get_seat_score (game, 1), ==, 16);
  g_assert_cmpint (terr_game_get_seat_score (game, 2), ==, 16);
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 1);
  g_assert_cmpint (terr_gp_game_get_required_kind (TERR_GP_GAME (game)), ==, TERR_GP_KIND_FLOWER);
}

static void
assert_bad (const char *text, const char *where, const char *part)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = load_text (text, &error);

  g_assert_null (game);
  g_assert_nonnull (error);
  if (!g_str_has_prefix (error->message, where) || strstr (error->message, part) == NULL)
    g_error ("expected “%s … %s”, got “%s”", where, part, error->message);
}

static void
test_bad_files (void)
{
  const char *pos = "  <position announcements=\"0\">\n    <grid seat=\"1\"/>\n  </position>\n";
  g_autofree char *a = NULL, *b = NULL, *c = NULL, *d = NULL, *e = NULL, *f = NULL, *g = NULL, *h = NULL;

  /* line 1 xml decl, 2 root, 3 rules, 4 players, 5 player, 6 /players, 7 board … */
  a = scenario (1, "  <board width=\"4\" height=\"3\" name=\"B\">\n    <gate x=\"1\" y=\"1\" side=\"n\"/>\n  </board>\n",
                SMALL_PIECES, pos, NULL);
  assert_bad (a, "t.terraces:8:", "row 0");
  b = scenario (1, "  <board width=\"4\" height=\"3\" name=\"B\">\n    <water x=\"4\" y=\"1\"/>\n  </board>\n",
                SMALL_PIECES, pos, NULL);
  assert_bad (b, "t.terraces:8:", "off the");
  c = scenario (1, SMALL_BOARD, "  <pieces>\n    <piece id=\"p1\" kind=\"path\" cells=\"1,1\"/>\n  </pieces>\n", pos, NULL);
  assert_bad (c, "t.terraces:14:", "normalised");
  d = scenario (1, SMALL_BOARD, "  <pieces>\n    <piece id=\"p1\" kind=\"path\" cells=\"0,0\"/>\n"
                "    <piece id=\"p1\" kind=\"path\" cells=\"0,0 1,0\"/>\n  </pieces>\n", pos, NULL);
  assert_bad (d, "t.terraces:15:", "used twice");
  e = scenario (1, SMALL_BOARD, SMALL_PIECES,
                "  <position announcements=\"0\">\n    <grid seat=\"1\">\n"
                "      <placed piece=\"p4\" x=\"0\" y=\"0\" transform=\"0\"/>\n    </grid>\n  </position>\n", NULL);
  assert_bad (e, "t.terraces:20:", "water");
  f = scenario (1, SMALL_BOARD, SMALL_PIECES,
                "  <position announcements=\"0\">\n    <grid seat=\"1\">\n"
                "      <placed piece=\"zz\" x=\"0\" y=\"0\" transform=\"0\"/>\n    </grid>\n  </position>\n", NULL);
  assert_bad (f, "t.terraces:20:", "no piece");
  g = scenario (2, SMALL_BOARD, SMALL_PIECES, pos, NULL);
  assert_bad (g, "t.terraces:", "seat 2 has no <grid>");
  h = scenario (1, SMALL_BOARD, SMALL_PIECES,
                "  <position announcements=\"0\">\n    <grid seat=\"1\">\n"
                "      <placed piece=\"p1\" x=\"0\" y=\"1\" transform=\"0\"/>\n"
                "      <placed piece=\"p1\" x=\"0\" y=\"1\" transform=\"0\"/>\n    </grid>\n  </position>\n", NULL);
  assert_bad (h, "t.terraces:21:", "already covered");
}

static void
test_goal_sequence (void)
{
  g_autofree char *text = scenario (1, SMALL_BOARD, SMALL_PIECES,
    "  <position announcements=\"0\">\n    <grid seat=\"1\"/>\n  </position>\n",
    "  <goal type=\"min-score\" seat=\"1\" value=\"15\">\n    <sequence>p4 f1</sequence>\n  </goal>\n");
  g_autofree char *bad = scenario (1, SMALL_BOARD, SMALL_PIECES,
    "  <position announcements=\"0\">\n    <grid seat=\"1\"/>\n  </position>\n",
    "  <goal type=\"min-score\" seat=\"1\" value=\"15\">\n    <sequence>f1 p4</sequence>\n  </goal>\n");
  g_autoptr(TerrGame) game = load_ok (text);
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *written = NULL;

  assert_bad (bad, "t.terraces:", "must be a path piece");
  assert_refused (game, 1, "announce", "p1", 0, 0, 0, "sequence announces p4");
  play_ok (game, 1, "announce", "p4", 0, 0, 0);
  play_ok (game, 1, "place", "p4", 0, 1, 0);
  bytes = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
  written = bytes_to_string (bytes);
  g_assert_nonnull (strstr (written, "<sequence>f1</sequence>"));
  play_ok (game, 1, "announce", "f1", 0, 0, 0);
  play_ok (game, 1, "place", "f1", 2, 0, 0);
  /* the sequence is used up: only `end` */
  {
    g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
    g_assert_cmpuint (moves->len, ==, 1);
    g_assert_true (terr_move_is (g_ptr_array_index (moves, 0), "end"));
  }
  play_ok (game, 1, "end", NULL, 0, 0, 0);
  g_assert_true (terr_game_is_over (game));
}

static void
test_score_json (void)
{
  g_autofree char *text = scenario (2, SMALL_BOARD, SMALL_PIECES,
    "  <position announcements=\"2\">\n"
    "    <grid seat=\"1\">\n"
    "      <placed piece=\"p4\" x=\"0\" y=\"1\" transform=\"0\"/>\n"
    "      <placed piece=\"f1\" x=\"0\" y=\"2\" transform=\"0\"/>\n"
    "    </grid>\n"
    "    <grid seat=\"2\">\n"
    "      <placed piece=\"p4\" x=\"1\" y=\"1\" transform=\"0\"/>\n"
    "    </grid>\n"
    "  </position>\n", NULL);
  g_autoptr(TerrGame) game = load_ok (text);
  g_autoptr(JsonNode) node = terr_game_score_json (game);
  g_autoptr(JsonNode) solved = terr_game_solve (game, NULL, NULL, NULL);
  g_autofree char *json = json_to_string (node, FALSE);
  g_autofree char *json2 = json_to_string (solved, FALSE);

  /* seat 1: (0,1) sees rose below only -> not circled; (1,1) sees
   * marigold below and water above -> circled; (2,1) fountain: 1 + 1 = 2.
   * Seat 2: east gate (3,1), then the fountain (2,1): 1; going on to (1,1)
   * (one water neighbour only) adds nothing. */
  g_assert_cmpstr (json, ==,
                   "{\"game\":\"garden-paths\",\"seats\":["
                   "{\"seat\":1,\"score\":2,\"path_points\":1,\"fountain_points\":1,\"gate_bonus\":0,"
                   "\"path\":[[0,1],[1,1],[2,1]]},"
                   "{\"seat\":2,\"score\":1,\"path_points\":0,\"fountain_points\":1,\"gate_bonus\":0,"
                   "\"path\":[[3,1],[2,1]]}],"
                   "\"winners\":[1]}");
  g_assert_cmpstr (json, ==, json2);
}

static void
test_ai_deterministic (void)
{
  for (guint level = 1; level <= 2; level++)
    {
      g_autoptr(TerrGame) a = new_game (2);
      g_autoptr(TerrGame) b = new_game (2);
      g_autoptr(GBytes) ba = NULL, bb = NULL;

      play_ai_game (a, level, 42);
      play_ai_game (b, level, 42);
      ba = terr_game_to_bytes (a, TERR_FILE_REPLAY);
      bb = terr_game_to_bytes (b, TERR_FILE_REPLAY);
      g_assert_true (g_bytes_equal (ba, bb));
    }
}

static void
test_ai_cancel (void)
{
  g_autoptr(TerrGame) game = new_game (2);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrMove) m = NULL;

  play_ok (game, 1, "announce", "p2", 0, 0, 0);
  g_cancellable_cancel (cancellable);
  m = terr_game_ai_move (game, 2, 1, cancellable, &error);
  g_assert_null (m);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* Everything a player or a file sees of the position. */
static char *
position_snapshot (TerrGame *game)
{
  g_autoptr(GBytes) bytes = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
  g_autoptr(JsonNode) score = terr_game_score_json (game);
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
  g_autofree char *xml = bytes_to_string (bytes);
  g_autofree char *json = json_to_string (score, FALSE);
  g_autofree char *describe = terr_game_describe (game);
  g_autofree char *status = terr_game_get_status_text (game);
  GString *s = g_string_new (xml);

  g_string_append_printf (s, "%s\n%s\n%s\nto move %d, over %d\n", json, describe,
                          status ? status : "(no status)",
                          terr_game_get_seat_to_move (game), terr_game_is_over (game));
  for (guint i = 0; i < moves->len; i++)
    {
      g_autofree char *m = terr_move_to_string (g_ptr_array_index (moves, i));
      g_string_append_printf (s, "%s\n", m);
    }
  return g_string_free (s, FALSE);
}

/* Positions saved along a seeded random game and restored out of order
 * give what replaying the moves gives, and moves apply and undo from
 * them. */
static void
test_positions (void)
{
  g_autoptr(TerrGame) game = new_game (3);
  g_autoptr(TerrGame) nav = new_game (3);
  TerrGameClass *klass = TERR_GAME_GET_CLASS (nav);
  g_autoptr(GPtrArray) snapshots = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *line;
  TerrRandom rng;
  guint n, keep[6], order[] = { 3, 0, 5, 1, 4, 2 };
  gpointer saved[6] = { NULL };

  terr_random_init (&rng, 20261124);
  while (!terr_game_is_over (game))
    {
      g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (moves->len, >, 0);
      terr_game_play (game, g_ptr_array_index (moves, terr_random_below (&rng, moves->len)), &error);
      g_assert_no_error (error);
    }
  n = terr_game_get_n_moves (game);
  g_assert_cmpuint (n, >, 40);
  for (guint k = 0; k <= n; k++)
    {
      g_assert_true (terr_game_go_to (game, k));
      g_ptr_array_add (snapshots, position_snapshot (game));
    }
  line = terr_game_get_moves (game);

  /* the start, mid-announcement, between announcements, the end */
  keep[0] = 0;
  keep[1] = 5;
  keep[2] = 16;
  keep[3] = n / 2;
  keep[4] = n - 1;
  keep[5] = n;
  for (guint k = 0, i = 0; k <= n; k++)
    {
      if (i < 6 && keep[i] == k)
        saved[i++] = klass->save_position (nav);
      if (k < n)
        g_assert_true (klass->apply_move (nav, g_ptr_array_index (line, k), NULL));
    }
  for (guint j = 0; j < G_N_ELEMENTS (order); j++)
    {
      guint k = keep[order[j]];
      g_autofree char *now = NULL;

      klass->restore_position (nav, saved[order[j]]);
      now = position_snapshot (nav);
      g_assert_cmpstr (now, ==, g_ptr_array_index (snapshots, k));
      if (k < n)
        {
          g_autofree char *after = NULL;
          g_autofree char *back = NULL;

          g_assert_true (klass->apply_move (nav, g_ptr_array_index (line, k), NULL));
          after = position_snapshot (nav);
          g_assert_cmpstr (after, ==, g_ptr_array_index (snapshots, k + 1));
          klass->undo_move (nav);
          back = position_snapshot (nav);
          g_assert_cmpstr (back, ==, g_ptr_array_index (snapshots, k));
        }
    }
  for (guint i = 0; i < 6; i++)
    klass->free_position (saved[i]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_type_ensure (TERR_TYPE_GP_GAME);
  g_test_add_func ("/gp/game/new", test_new_game);
  g_test_add_func ("/gp/game/kinds-1-seat", test_kinds_1);
  g_test_add_func ("/gp/game/kinds-2-seats", test_kinds_2);
  g_test_add_func ("/gp/game/kinds-3-seats", test_kinds_3);
  g_test_add_func ("/gp/game/illegal-moves", test_illegal_moves);
  g_test_add_func ("/gp/game/hover-check", test_hover_check);
  g_test_add_func ("/gp/game/end-rule-5", test_end_rule5);
  g_test_add_func ("/gp/game/end-rule-3", test_end_rule3);
  g_test_add_func ("/gp/game/round-trip", test_round_trip);
  g_test_add_func ("/gp/game/replay-file", test_replay_file);
  g_test_add_func ("/gp/game/bad-files", test_bad_files);
  g_test_add_func ("/gp/game/goal-sequence", test_goal_sequence);
  g_test_add_func ("/gp/game/score-json", test_score_json);
  g_test_add_func ("/gp/game/ai-deterministic", test_ai_deterministic);
  g_test_add_func ("/gp/game/ai-cancel", test_ai_cancel);
  g_test_add_func ("/gp/game/positions", test_positions);
  return g_test_run ();
}
