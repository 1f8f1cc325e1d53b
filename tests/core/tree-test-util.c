/* Games for the tree tests and benchmarks (see tree-test-util.h). */
#include "tree-test-util.h"

#include "terr-random.h"

static TerrMove *
lift_of (const TerrMove *placed)
{
  TerrMove *lift = terr_move_new (1, "lift");

  terr_move_set (lift, "tier", terr_move_get (placed, "tier"));
  terr_move_set (lift, "x", terr_move_get (placed, "x"));
  terr_move_set (lift, "y", terr_move_get (placed, "y"));
  return lift;
}

static TerrMove *
first_place (GPtrArray *moves)
{
  for (guint k = 0; k < moves->len; k++)
    if (terr_move_is (g_ptr_array_index (moves, k), "place"))
      return g_ptr_array_index (moves, k);
  return NULL;
}

TerrGame *
tree_test_long_zg_game (guint n_moves, guint64 seed)
{
  TerrGame *game = terr_game_new (TERR_GAME_ZIGGURAT, 1, seed, NULL);
  g_autoptr(GPtrArray) placed = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_move_unref);
  gboolean lifting = FALSE;

  for (guint i = 0; i < n_moves; i++)
    {
      g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
      TerrMove *chosen = NULL;

      if (placed->len == 0)
        lifting = FALSE;
      if (placed->len >= 3)
        lifting = TRUE;
      if (!lifting)
        chosen = first_place (moves);
      if (chosen != NULL)
        {
          g_assert_true (terr_game_play (game, chosen, NULL));
          g_ptr_array_add (placed, terr_move_ref (chosen));
        }
      else
        {
          g_autoptr(TerrMove) last = g_ptr_array_steal_index (placed, placed->len - 1);
          g_autoptr(TerrMove) lift = lift_of (last);

          lifting = TRUE;
          g_assert_true (terr_game_play (game, lift, NULL));
        }
    }
  return game;
}

TerrGame *
tree_test_zg_game_with_lifts (guint max_moves, guint64 seed)
{
  TerrGame *game = terr_game_new (TERR_GAME_ZIGGURAT, 1, seed, NULL);
  g_autoptr(GPtrArray) placed = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_move_unref);

  for (guint i = 0; i < max_moves && !terr_game_is_over (game); i++)
    {
      g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
      TerrMove *chosen = first_place (moves);

      if (chosen != NULL)
        {
          g_assert_true (terr_game_play (game, chosen, NULL));
          g_ptr_array_add (placed, terr_move_ref (chosen));
        }
      else if (placed->len > 0)
        {
          g_autoptr(TerrMove) last = g_ptr_array_steal_index (placed, placed->len - 1);
          g_autoptr(TerrMove) lift = lift_of (last);
          g_assert_true (terr_game_play (game, lift, NULL));
        }
      else
        break;
    }
  return game;
}

TerrGame *
tree_test_random_game (TerrGameKind kind, guint n_players, guint64 seed)
{
  TerrGame *game = terr_game_new (kind, n_players, seed, NULL);
  TerrRandom rng;

  terr_random_init (&rng, seed);
  for (guint i = 0; i < 100000 && !terr_game_is_over (game); i++)
    {
      g_autoptr(GPtrArray) moves = terr_game_list_moves (game);

      if (moves->len == 0)
        break;
      g_assert_true (terr_game_play (game, g_ptr_array_index (moves, terr_random_below (&rng, moves->len)), NULL));
    }
  return game;
}

TerrGame *
tree_test_reload (TerrGame *game)
{
  g_autoptr(GBytes) bytes = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrDocument) doc = terr_document_load_bytes (bytes, "tree.terraces", &error);
  TerrGame *back;

  g_assert_no_error (error);
  back = terr_game_load_document (doc, &error);
  g_assert_no_error (error);
  return back;
}
