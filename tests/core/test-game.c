/* The TerrGame base class through the real games: byte-exact round trips,
 * replays with comments and variations, <result> checks, undo/redo with
 * signals, copies, and the async AI. */
#include <string.h>

#include "terr-games.h"

static const char *hg_replay_head =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<terraces format=\"1\" game=\"hanging-gardens\" kind=\"replay\">\n"
  "  <rules players=\"2\" progress-rule=\"true\"/>\n"
  "  <players>\n"
  "    <player seat=\"1\" name=\"Ann\" type=\"human\"/>\n"
  "    <player seat=\"2\" name=\"Bot\" type=\"ai\" level=\"2\"/>\n"
  "  </players>\n"
  "  <position to-move=\"1\" actions-taken=\"0\" passes=\"0\">\n"
  "    <supply tiles=\"24\" suns=\"6\" moons=\"6\" crowns=\"6\" arms=\"6\"/>\n"
  "  </position>\n";

static TerrGame *
load_text (const char *text, GError **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(TerrDocument) doc = terr_document_load_bytes (bytes, "g.terraces", error);

  if (doc == NULL)
    return NULL;
  return terr_game_load_document (doc, error);
}

static TerrGame *
load_hg_moves (const char *moves, GError **error)
{
  g_autofree char *text = g_strconcat (hg_replay_head, moves, "</terraces>\n", NULL);
  return load_text (text, error);
}

static void
assert_roundtrip (TerrGame *game, TerrFileKind kind)
{
  g_autoptr(GBytes) first = terr_game_to_bytes (game, kind);
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrDocument) doc = terr_document_load_bytes (first, "rt.terraces", &error);
  g_autoptr(TerrGame) back = NULL;
  g_autoptr(GBytes) second = NULL;

  g_assert_no_error (error);
  back = terr_game_load_document (doc, &error);
  g_assert_no_error (error);
  second = terr_game_to_bytes (back, kind);
  if (!g_bytes_equal (first, second))
    g_error ("round trip differs:\n%s\n----\n%s", (const char *) g_bytes_get_data (first, NULL),
             (const char *) g_bytes_get_data (second, NULL));
}

static void
test_roundtrip_each_game (void)
{
  const TerrGameKind kinds[] = { TERR_GAME_HANGING_GARDENS, TERR_GAME_ZIGGURAT, TERR_GAME_GARDEN_PATHS };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TerrGame) game = terr_game_new (kinds[k], kinds[k] == TERR_GAME_ZIGGURAT ? 1 : 3, 99, &error);

      g_assert_no_error (error);
      terr_game_set_title (game, "Round <trip> & more");
      assert_roundtrip (game, TERR_FILE_SCENARIO);
      /* Play some legal moves: the first legal move each time. */
      for (int i = 0; i < 12 && !terr_game_is_over (game); i++)
        {
          g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
          g_assert_cmpuint (moves->len, >, 0);
          g_assert_true (terr_game_play (game, g_ptr_array_index (moves, moves->len / 2), &error));
          g_assert_no_error (error);
        }
      assert_roundtrip (game, TERR_FILE_REPLAY);
      assert_roundtrip (game, TERR_FILE_SCENARIO);
      /* A copy is the same game at the same place. */
      {
        g_autoptr(TerrGame) copy = terr_game_copy (game);
        g_autoptr(GBytes) a = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
        g_autoptr(GBytes) b = terr_game_to_bytes (copy, TERR_FILE_SCENARIO);
        g_assert_true (g_bytes_equal (a, b));
        g_assert_cmpuint (terr_game_get_position_index (copy), ==, terr_game_get_position_index (game));
      }
    }
}

static void
test_comments_and_variations (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = load_hg_moves (
    "  <moves>\n"
    "    <move seat=\"1\" type=\"terrace\" x=\"0\" y=\"0\" level=\"0\">\n"
    "      <comment>Start in the middle.</comment>\n"
    "      <variation>\n"
    "        <move seat=\"1\" type=\"terrace\" x=\"5\" y=\"5\" level=\"0\"/>\n"
    "        <move seat=\"1\" type=\"terrace\" x=\"7\" y=\"5\" level=\"0\"/>\n"
    "      </variation>\n"
    "    </move>\n"
    "    <move seat=\"1\" type=\"terrace\" x=\"2\" y=\"0\" level=\"0\"/>\n"
    "  </moves>\n", &error);
  GPtrArray *moves;
  TerrMove *first;

  g_assert_no_error (error);
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 2);
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 2);
  moves = terr_game_get_moves (game);
  first = g_ptr_array_index (moves, 0);
  g_assert_true (terr_move_equal (first, terr_game_node_get_move (terr_game_get_line_node (game, 1))));
  g_assert_cmpstr (terr_game_node_get_comment (terr_game_get_line_node (game, 1)), ==, "Start in the middle.");
  /* the variation is the root's second child, two moves long */
  g_assert_cmpuint (terr_game_node_get_n_children (terr_game_get_root (game)), ==, 2);
  g_assert_cmpuint (terr_game_node_get_n_children (terr_game_node_get_child (terr_game_get_root (game), 1)), ==, 1);
  assert_roundtrip (game, TERR_FILE_REPLAY);
}

static void
test_illegal_moves_named (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = NULL;

  /* An illegal move deep in a variation: its own line and place. */
  game = load_hg_moves (
    "  <moves>\n"
    "    <move seat=\"1\" type=\"terrace\" x=\"0\" y=\"0\" level=\"0\">\n"
    "      <variation>\n"
    "        <move seat=\"1\" type=\"terrace\" x=\"5\" y=\"5\" level=\"0\"/>\n"
    "        <move seat=\"1\" type=\"terrace\" x=\"20\" y=\"20\" level=\"0\"/>\n"
    "      </variation>\n"
    "    </move>\n"
    "  </moves>\n", &error);
  g_assert_null (game);
  g_assert_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE);
  g_assert_true (g_str_has_prefix (error->message, "g.terraces:15: move 1, variation 1, move 2: "));
  g_clear_error (&error);

  /* The wrong seat. */
  game = load_hg_moves ("  <moves>\n    <move seat=\"2\" type=\"terrace\" x=\"0\" y=\"0\" level=\"0\"/>\n  </moves>\n", &error);
  g_assert_null (game);
  g_assert_true (g_str_has_prefix (error->message, "g.terraces:12: move 1: "));
  g_clear_error (&error);

  /* A seat that does not exist. */
  game = load_hg_moves ("  <moves>\n    <move seat=\"7\" type=\"pass\"/>\n  </moves>\n", &error);
  g_assert_null (game);
  g_assert_nonnull (strstr (error->message, "seat 7"));
}

static void
test_result_checked (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = NULL;

  game = load_hg_moves ("  <moves/>\n  <result end=\"finished\"/>\n", &error);
  g_assert_null (game);
  g_assert_error (error, TERR_ERROR, TERR_ERROR_MISMATCH);
  g_assert_true (g_str_has_prefix (error->message, "g.terraces:12: "));
  g_clear_error (&error);

  game = load_hg_moves ("  <moves/>\n  <result end=\"stopped\"/>\n", &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
}

static void
test_scenario_without_moves (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) s = g_string_new (hg_replay_head);
  g_autoptr(TerrGame) game = NULL;

  /* <moves> belongs to replays only. */
  g_string_replace (s, "kind=\"replay\"", "kind=\"scenario\"", 1);
  g_string_append (s, "  <moves/>\n</terraces>\n");
  game = load_text (s->str, &error);
  g_assert_null (game);
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "g.terraces:11: "));
}

static void
test_players_checked (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) s = g_string_new (hg_replay_head);
  g_autoptr(TerrGame) game = NULL;

  g_string_replace (s, "seat=\"2\" name=\"Bot\"", "seat=\"3\" name=\"Bot\"", 1);
  g_string_append (s, "</terraces>\n");
  game = load_text (s->str, &error);
  g_assert_null (game);
  g_assert_true (g_str_has_prefix (error->message, "g.terraces:4: "));
  g_assert_nonnull (strstr (error->message, "seat 2 is missing"));
}

typedef struct {
  int changed;
  int played;
  int over;
} Counts;

static void
on_changed_cb (TerrGame *game, Counts *c)
{
  c->changed++;
}

static void
on_move_played_cb (TerrGame *game, TerrMove *move, Counts *c)
{
  g_assert_nonnull (move);
  c->played++;
}

static void
on_game_over_cb (TerrGame *game, Counts *c)
{
  c->over++;
}

static void
test_undo_redo_signals (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, 5, &error);
  g_autoptr(GBytes) start = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
  Counts c = { 0 };
  g_autoptr(TerrMove) bad = terr_move_new (terr_game_get_seat_to_move (game), "bed");

  g_signal_connect (game, "changed", G_CALLBACK (on_changed_cb), &c);
  g_signal_connect (game, "move-played", G_CALLBACK (on_move_played_cb), &c);
  g_signal_connect (game, "game-over", G_CALLBACK (on_game_over_cb), &c);

  /* An illegal move changes nothing and says why. */
  terr_move_set_int (bad, "x", 0);
  terr_move_set_int (bad, "y", 0);
  terr_move_set (bad, "suit", "suns");
  g_assert_false (terr_game_play (game, bad, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE);
  g_assert_cmpuint (strlen (error->message), >, 10);
  g_clear_error (&error);
  g_assert_cmpint (c.changed, ==, 0);

  /* A legal move with an attribute the file format does not have is
   * refused too: every move of the line must be writable. */
  {
    g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
    g_autoptr(TerrMove) extra = terr_move_copy_bare (g_ptr_array_index (moves, 0));
    g_autoptr(TerrMove) odd_name = terr_move_copy_bare (g_ptr_array_index (moves, 0));

    terr_move_set (extra, "suit", "suns");
    g_assert_false (terr_game_play (game, extra, &error));
    g_assert_error (error, TERR_ERROR, TERR_ERROR_SCHEMA);
    g_clear_error (&error);
    terr_move_set (odd_name, "a b", "1");
    g_assert_false (terr_game_check_move (game, odd_name, &error));
    g_assert_error (error, TERR_ERROR, TERR_ERROR_SCHEMA);
    g_clear_error (&error);
    g_assert_cmpuint (terr_game_get_n_moves (game), ==, 0);
  }

  for (int i = 0; i < 3; i++)
    {
      g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
      g_assert_true (terr_game_check_move (game, g_ptr_array_index (moves, 0), NULL));
      g_assert_true (terr_game_play (game, g_ptr_array_index (moves, 0), &error));
    }
  g_assert_cmpint (c.played, ==, 3);
  g_assert_cmpint (c.changed, ==, 3);
  g_assert_true (terr_game_can_undo (game));
  g_assert_false (terr_game_can_redo (game));
  g_assert_true (terr_game_undo (game));
  g_assert_true (terr_game_undo (game));
  g_assert_true (terr_game_undo (game));
  g_assert_false (terr_game_undo (game));
  g_assert_cmpint (c.changed, ==, 6);
  {
    g_autoptr(GBytes) now = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
    g_assert_true (g_bytes_equal (start, now));
  }
  g_assert_true (terr_game_redo (game));
  g_assert_cmpuint (terr_game_get_position_index (game), ==, 1);
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 3);
  /* A new move drops the redo moves. */
  {
    g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
    g_assert_true (terr_game_play (game, g_ptr_array_index (moves, moves->len - 1), &error));
  }
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 2);
  g_assert_false (terr_game_can_redo (game));
  g_assert_true (terr_game_go_to (game, 0));
  g_assert_true (terr_game_go_to (game, 2));
  g_assert_false (terr_game_go_to (game, 3));
  g_assert_cmpint (c.over, ==, 0);
}

static void
on_ai_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  TerrMove **out = user_data;
  g_autoptr(GError) error = NULL;

  *out = terr_game_ai_move_finish (TERR_GAME (source), result, &error);
  g_assert_no_error (error);
}

static void
test_async_ai (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_GARDEN_PATHS, 2, 3, &error);
  TerrMove *move = NULL;

  terr_game_ai_move_async (game, 1, 42, NULL, on_ai_done_cb, &move);
  while (move == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (terr_game_play (game, move, &error));
  g_assert_no_error (error);
  terr_move_unref (move);
  /* The task lets go of the game once it is finished, maybe a little
   * after the callback ran. */
  {
    TerrGame *weak = game;
    gint64 deadline = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;  /* far above the normal few ms */

    g_object_add_weak_pointer (G_OBJECT (weak), (gpointer *) &weak);
    g_clear_object (&game);
    while (weak != NULL && g_get_monotonic_time () < deadline)
      {
        g_main_context_iteration (NULL, FALSE);
        g_usleep (1000);
      }
    g_assert_null (weak);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();
  g_test_add_func ("/game/roundtrip-each-game", test_roundtrip_each_game);
  g_test_add_func ("/game/comments-and-variations", test_comments_and_variations);
  g_test_add_func ("/game/illegal-moves-named", test_illegal_moves_named);
  g_test_add_func ("/game/result-checked", test_result_checked);
  g_test_add_func ("/game/scenario-without-moves", test_scenario_without_moves);
  g_test_add_func ("/game/players-checked", test_players_checked);
  g_test_add_func ("/game/undo-redo-signals", test_undo_redo_signals);
  g_test_add_func ("/game/async-ai", test_async_ai);
  return g_test_run ();
}
