/* test-move-squares.c — the squares of a move (TerrGameClass.move_squares)
 * are the squares its words name: for every legal move along games of each
 * kind, the first "(x, y)" of the words is a square the move touches (for
 * Garden Paths the corner of the piece's squares), a move whose words name
 * no square touches none, and the squares of a node are those of its move
 * in the position before it. */
#include <stdio.h>
#include <string.h>

#include "terr-games.h"
#include "terr-random.h"

static void
check_move (TerrGame *game, const TerrMove *move)
{
  g_autoptr (GArray) squares = terr_game_move_squares (game, move);
  g_autofree char *words = terr_game_describe_move (game, move);
  const char *open = strchr (words, '(');
  gboolean exact = FALSE;
  int x, y, min_x = G_MAXINT, min_y = G_MAXINT;

  if (open == NULL || sscanf (open, "(%d, %d)", &x, &y) != 2)
    {
      g_assert_cmpuint (squares->len, ==, 0);
      return;
    }
  g_assert_cmpuint (squares->len, >, 0);
  for (guint i = 0; i < squares->len; i++)
    {
      const TerrSquare *sq = &g_array_index (squares, TerrSquare, i);

      exact |= sq->x == x && sq->y == y;
      min_x = MIN (min_x, sq->x);
      min_y = MIN (min_y, sq->y);
      if (terr_game_get_kind (game) == TERR_GAME_GARDEN_PATHS)
        g_assert_cmpint (sq->seat, ==, terr_move_get_seat (move));
      else
        g_assert_cmpint (sq->seat, ==, 0);
    }
  if (terr_game_get_kind (game) == TERR_GAME_GARDEN_PATHS)
    {
      /* A piece "at (x, y)": the top-left of its squares' box. */
      g_assert_cmpint (min_x, ==, x);
      g_assert_cmpint (min_y, ==, y);
    }
  else
    g_assert_true (exact);
}

static void
test_kind (gconstpointer data)
{
  TerrGameKind kind = GPOINTER_TO_INT (data);
  guint min_players, max_players, default_players, checked = 0;

  terr_game_kind_get_players (kind, &min_players, &max_players, &default_players);
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      g_autoptr (TerrGame) game = terr_game_new (kind, default_players, seed, NULL);
      TerrRandom random;

      g_assert_nonnull (game);
      terr_random_init (&random, seed);
      for (int ply = 0; ply < 60 && !terr_game_is_over (game); ply++)
        {
          g_autoptr (GPtrArray) moves = terr_game_list_moves (game);
          g_autoptr (GArray) before = NULL, after = NULL;
          TerrMove *move;

          if (moves == NULL || moves->len == 0)
            break;
          for (guint i = 0; i < moves->len; i += 1 + moves->len / 150)
            {
              check_move (game, g_ptr_array_index (moves, i));
              checked++;
            }
          move = g_ptr_array_index (moves, terr_random_below (&random, moves->len));
          before = terr_game_move_squares (game, move);
          g_assert_true (terr_game_play (game, move, NULL));
          after = terr_game_node_squares (game, terr_game_get_cursor (game));
          g_assert_cmpuint (after->len, ==, before->len);
          if (before->len > 0)
            g_assert_cmpmem (after->data, after->len * sizeof (TerrSquare),
                             before->data, before->len * sizeof (TerrSquare));
        }
    }
  g_assert_cmpuint (checked, >, 100);
}

static void
test_place_squares (void)
{
  TerrPlace grid = { .kind = TERR_PLACE_GRID, .x = 3, .y = 4, .seat = 2 };
  TerrPlace tier = { .kind = TERR_PLACE_TIER, .x = 1, .y = 2, .z = 2 };
  TerrPlace goal = { .kind = TERR_PLACE_GOAL };
  g_autoptr (GArray) a = terr_game_place_squares (&grid);
  g_autoptr (GArray) b = terr_game_place_squares (&tier);
  g_autoptr (GArray) c = terr_game_place_squares (&goal);

  g_assert_cmpuint (a->len, ==, 1);
  g_assert_cmpint (g_array_index (a, TerrSquare, 0).seat, ==, 2);
  g_assert_cmpint (g_array_index (a, TerrSquare, 0).x, ==, 3);
  g_assert_cmpint (g_array_index (a, TerrSquare, 0).y, ==, 4);
  g_assert_cmpuint (b->len, ==, 1);
  g_assert_cmpint (g_array_index (b, TerrSquare, 0).seat, ==, 0);
  g_assert_cmpint (g_array_index (b, TerrSquare, 0).x, ==, 1);
  g_assert_cmpuint (c->len, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();
  g_test_add_data_func ("/core/move-squares/hanging-gardens",
                        GINT_TO_POINTER (TERR_GAME_HANGING_GARDENS), test_kind);
  g_test_add_data_func ("/core/move-squares/ziggurat",
                        GINT_TO_POINTER (TERR_GAME_ZIGGURAT), test_kind);
  g_test_add_data_func ("/core/move-squares/garden-paths",
                        GINT_TO_POINTER (TERR_GAME_GARDEN_PATHS), test_kind);
  g_test_add_func ("/core/move-squares/place", test_place_squares);
  return g_test_run ();
}
