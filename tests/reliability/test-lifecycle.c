/* Leak checks of the game objects: after new/load, play, undo, redo,
 * go-to, writing, copying and an async AI move, the game is finalized by
 * its last unref (g_assert_finalize_object); LeakSanitizer and valgrind
 * see the rest. */
#include <string.h>

#include "terr-games.h"

static const TerrGameKind kinds[] = {
  TERR_GAME_HANGING_GARDENS, TERR_GAME_ZIGGURAT, TERR_GAME_GARDEN_PATHS,
};

static void
count_cb (TerrGame *game, gpointer data)
{
  (*(guint *) data)++;
}

static void
move_played_cb (TerrGame *game, TerrMove *move, gpointer data)
{
  g_assert_nonnull (move);
  (*(guint *) data)++;
}

/* Plays up to @n legal moves (a different one each time, never resign). */
static void
play_some (TerrGame *game, guint n)
{
  for (guint i = 0; i < n && !terr_game_is_over (game); i++)
    {
      g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
      g_autoptr(GError) error = NULL;
      TerrMove *move = NULL;

      g_assert_nonnull (moves);
      for (guint k = 0; k < moves->len && move == NULL; k++)
        {
          TerrMove *m = g_ptr_array_index (moves, (i * 7 + 3 + k) % moves->len);
          if (!terr_move_is (m, "resign"))
            move = m;
        }
      if (move == NULL)
        break;
      if (!terr_game_play (game, move, &error))
        g_error ("a listed move was refused: %s", error->message);
    }
}

static void
test_new_play_undo (gconstpointer data)
{
  TerrGameKind kind = GPOINTER_TO_INT (data);
  g_autoptr(GError) error = NULL;
  TerrGame *game = terr_game_new (kind, kind == TERR_GAME_ZIGGURAT ? 1 : 2, 11, &error);
  guint changed = 0, played = 0, over = 0, n;

  g_assert_no_error (error);
  g_signal_connect (game, "changed", G_CALLBACK (count_cb), &changed);
  g_signal_connect (game, "game-over", G_CALLBACK (count_cb), &over);
  g_signal_connect (game, "move-played", G_CALLBACK (move_played_cb), &played);

  play_some (game, 30);
  n = terr_game_get_n_moves (game);
  g_assert_cmpuint (n, >, 0);
  g_assert_cmpuint (played, ==, n);
  g_assert_cmpuint (changed, >=, n);

  for (guint i = 0; i < 5 && terr_game_undo (game); i++)
    ;
  g_assert_true (terr_game_redo (game));
  g_assert_true (terr_game_can_redo (game) || terr_game_get_position_index (game) == n);
  /* A new move drops what could be redone. */
  play_some (game, 1);
  g_assert_false (terr_game_can_redo (game));
  g_assert_true (terr_game_go_to (game, 0));
  g_assert_true (terr_game_go_to (game, terr_game_get_n_moves (game)));

  {
    g_autoptr(GBytes) replay = terr_game_to_bytes (game, TERR_FILE_REPLAY);
    g_autoptr(GBytes) scenario = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
    g_autoptr(JsonNode) score = terr_game_score_json (game);
    g_autofree char *text = terr_game_score_text (game);
    g_autofree char *describe = terr_game_describe (game);
    TerrGame *copy = terr_game_copy (game);

    g_assert_cmpuint (terr_game_get_n_moves (copy), ==, terr_game_get_n_moves (game));
    g_assert_finalize_object (copy);
  }
  g_assert_finalize_object (game);
}

static void
test_load_walk (gconstpointer data)
{
  const char *path = data;
  g_autoptr(GError) error = NULL;
  TerrGame *game = terr_game_load_path (path, &error);
  guint n;

  g_assert_no_error (error);
  n = terr_game_get_n_moves (game);
  while (terr_game_undo (game))
    ;
  g_assert_cmpuint (terr_game_get_position_index (game), ==, 0);
  while (terr_game_redo (game))
    ;
  g_assert_cmpuint (terr_game_get_position_index (game), ==, n);
  if (n > 0)
    {
      /* Playing from the middle drops the rest of the line. */
      g_assert_true (terr_game_go_to (game, n / 2));
      play_some (game, 2);
    }
  {
    g_autoptr(JsonNode) score = terr_game_score_json (game);
    g_autoptr(GBytes) bytes = terr_game_to_bytes (game, TERR_FILE_REPLAY);
    g_assert_nonnull (score);
  }
  g_assert_finalize_object (game);
}

static void
ai_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  TerrMove **out = data;
  g_autoptr(GError) error = NULL;

  *out = terr_game_ai_move_finish (TERR_GAME (source), result, &error);
  g_assert_no_error (error);
}

static void
test_ai_async (gconstpointer data)
{
  TerrGameKind kind = GPOINTER_TO_INT (data);
  g_autoptr(GError) error = NULL;
  TerrGame *game = terr_game_new (kind, kind == TERR_GAME_ZIGGURAT ? 1 : 2, 5, &error);
  TerrMove *move = NULL;

  g_assert_no_error (error);
  play_some (game, 3);
  terr_game_ai_move_async (game, 1, 99, NULL, ai_done_cb, &move);
  while (move == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (terr_game_play (game, move, &error));
  g_assert_no_error (error);
  terr_move_unref (move);
  /* The worker thread drops its reference on the task (which holds the
   * game) just after the callback is queued: wait for it, then the game
   * must go with its last unref. */
  {
    gint64 deadline = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;  /* far above the normal few ms */

    while (g_atomic_int_get (&G_OBJECT (game)->ref_count) > 1 && g_get_monotonic_time () < deadline)
      {
        g_main_context_iteration (NULL, FALSE);
        g_usleep (1000);
      }
  }
  g_assert_finalize_object (game);
}

static void
add_files (const char *dir, const char *prefix)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".terraces"))
      g_ptr_array_add (names, g_strdup (name));
  for (guint i = 0; i < names->len; i++)
    {
      const char *n = g_ptr_array_index (names, i);
      g_autofree char *test = g_strdup_printf ("/lifecycle/load/%s/%s", prefix, n);
      /* Lives until the process ends, like the test. */
      char *path = g_build_filename (dir, n, NULL);
      g_test_add_data_func_full (test, path, test_load_walk, g_free);
    }
}

int
main (int argc, char **argv)
{
  g_autofree char *corpus = NULL;
  g_autofree char *data_dir = NULL;
  g_autofree char *scenarios = NULL;

  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      const char *id = terr_game_kind_to_string (kinds[i]);
      g_autofree char *a = g_strdup_printf ("/lifecycle/play-undo/%s", id);
      g_autofree char *b = g_strdup_printf ("/lifecycle/ai-async/%s", id);
      g_test_add_data_func (a, GINT_TO_POINTER (kinds[i]), test_new_play_undo);
      g_test_add_data_func (b, GINT_TO_POINTER (kinds[i]), test_ai_async);
    }
  corpus = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", "file", NULL);
  data_dir = g_test_build_filename (G_TEST_DIST, "..", "data", NULL);
  scenarios = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", NULL);
  add_files (corpus, "corpus");
  add_files (data_dir, "data");
  add_files (scenarios, "scenarios");
  return g_test_run ();
}
