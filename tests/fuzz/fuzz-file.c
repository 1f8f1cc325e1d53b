/* fuzz-file.c — libFuzzer target: the .terraces reader of all three games.
 *
 * Bytes → terr_document_load_bytes → terr_game_load_document (which replays
 * every move of the main line and of every variation and checks <result>),
 * then the queries (score JSON and text, description, legal moves), a walk
 * through the line with undo/redo, and a round trip: the game is written as
 * a replay and as a scenario, both must read back, and writing again must
 * give the same bytes. */
#include "fuzz-common.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(TerrGame) game = NULL;
  guint n;

  doc = terr_document_load_bytes (bytes, "fuzz.terraces", &error);
  if (doc == NULL)
    {
      /* Every refusal names the file first. */
      if (!g_str_has_prefix (error->message, "fuzz.terraces:"))
        g_error ("a refusal that does not name the file: %s", error->message);
      return 0;
    }
  if (!fuzz_kind_ready (doc->game))
    return 0;
  game = terr_game_load_document (doc, &error);
  if (game == NULL)
    {
      if (!g_str_has_prefix (error->message, "fuzz.terraces:"))
        g_error ("a refusal that does not name the file: %s", error->message);
      return 0;
    }

  fuzz_query (game);
  n = terr_game_get_n_moves (game);
  /* Back to the start and forward again; the position must be the same. */
  {
    g_autoptr(GBytes) before = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
    g_autoptr(GBytes) after = NULL;

    while (terr_game_undo (game))
      ;
    g_assert_cmpuint (terr_game_get_position_index (game), ==, 0);
    fuzz_query (game);
    while (terr_game_redo (game))
      ;
    g_assert_cmpuint (terr_game_get_position_index (game), ==, n);
    after = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
    if (!g_bytes_equal (before, after))
      g_error ("undoing every move and redoing them gives another position");
  }
  if (n > 0)
    terr_game_go_to (game, n / 2);
  fuzz_check_round_trip (game);
  return 0;
}
