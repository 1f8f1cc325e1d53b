/* fuzz-common.c — see fuzz-common.h. */
#include "fuzz-common.h"

#include <stdio.h>
#include <stdlib.h>

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  /* A g_return_if_fail that fires is a bug the fuzzer must report. */
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  terr_games_ensure_types ();
  return 0;
}

gboolean
fuzz_kind_ready (TerrGameKind kind)
{
  g_autofree GType *children = NULL;
  guint n = 0;
  gboolean ready = FALSE;

  children = g_type_children (TERR_TYPE_GAME, &n);
  for (guint i = 0; i < n; i++)
    {
      TerrGameClass *klass = g_type_class_ref (children[i]);
      if (klass->kind == kind)
        ready = klass->setup_new && klass->load_state && klass->write_rules &&
                klass->write_state && klass->apply_move && klass->undo_move &&
                klass->get_seat_to_move && klass->get_end_state && klass->list_moves &&
                klass->get_seat_score && klass->score_json && klass->score_text &&
                klass->describe;
      g_type_class_unref (klass);
    }
  return ready;
}

static void G_GNUC_NORETURN
die_with_bytes (const char *what, GBytes *bytes, const GError *error)
{
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);

  fprintf (stderr, "fuzz: %s: %s\n--- the bytes written ---\n", what, error ? error->message : "");
  fwrite (data, 1, len, stderr);
  fprintf (stderr, "\n--- end ---\n");
  abort ();
}

static TerrGame *
read_back (GBytes *bytes, const char *what)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrDocument) doc = terr_document_load_bytes (bytes, "written.terraces", &error);
  TerrGame *game;

  if (doc == NULL)
    die_with_bytes (what, bytes, error);
  game = terr_game_load_document (doc, &error);
  if (game == NULL)
    die_with_bytes (what, bytes, error);
  return game;
}

static guint
main_line_length (TerrGame *game)
{
  guint n = 0;

  for (TerrGameNode *node = terr_game_get_root (game); terr_game_node_get_n_children (node) > 0;
       node = terr_game_node_get_child (node, 0))
    n++;
  return n;
}

void
fuzz_check_round_trip (TerrGame *game)
{
  g_autoptr(GBytes) replay = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  g_autoptr(GBytes) scenario = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
  g_autoptr(TerrGame) again = read_back (replay, "the core cannot read back a replay it wrote");
  g_autoptr(TerrGame) from_scenario = read_back (scenario, "the core cannot read back a scenario it wrote");
  g_autoptr(GBytes) replay2 = terr_game_to_bytes (again, TERR_FILE_REPLAY);
  g_autoptr(GBytes) scenario2 = terr_game_to_bytes (from_scenario, TERR_FILE_SCENARIO);

  if (main_line_length (again) != main_line_length (game))
    die_with_bytes ("a written replay reads back with another main line", replay, NULL);
  if (!g_bytes_equal (replay, replay2))
    die_with_bytes ("a replay read back and written again is not the same", replay2, NULL);
  if (!g_bytes_equal (scenario, scenario2))
    die_with_bytes ("a scenario read back and written again is not the same", scenario2, NULL);
}

void
fuzz_query (TerrGame *game)
{
  g_autoptr(JsonNode) score = terr_game_score_json (game);
  g_autofree char *json = score ? json_to_string (score, FALSE) : NULL;
  g_autofree char *text = terr_game_score_text (game);
  g_autofree char *describe = terr_game_describe (game);
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);

  if (score == NULL || json == NULL || text == NULL || describe == NULL)
    {
      fprintf (stderr, "fuzz: score_json, score_text or describe returned NULL\n");
      abort ();
    }
  if (!g_utf8_validate (json, -1, NULL) || !g_utf8_validate (text, -1, NULL) ||
      !g_utf8_validate (describe, -1, NULL))
    {
      fprintf (stderr, "fuzz: score or description is not UTF-8\n");
      abort ();
    }
  for (guint s = 1; s <= terr_game_get_n_players (game); s++)
    (void) terr_game_get_seat_score (game, (int) s);
  (void) terr_game_get_seat_to_move (game);
  (void) terr_game_is_over (game);
  if (moves != NULL && moves->len > 0 && terr_game_is_over (game))
    {
      fprintf (stderr, "fuzz: the game is over but list_moves gives %u moves\n", moves->len);
      abort ();
    }
}
