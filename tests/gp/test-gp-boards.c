/* test-gp-boards.c — the bundled Garden Paths boards: each is listed with
 * its size, loads through the file checks of the rules, can be crossed
 * from gate to gate, starts a new game for 1 to 6 seats, keeps its board
 * in a saved replay, and a whole game between computer seats plays to the
 * end on it with the exact best path as the score. */
#include "gp/terr-gp-game.h"

#include <string.h>

static TerrGame *
load_resource (const char *resource, GError **error)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (resource, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  g_autoptr(TerrDocument) doc = NULL;
  g_autofree char *name = g_path_get_basename (resource);

  if (bytes == NULL)
    return NULL;
  doc = terr_document_load_bytes (bytes, name, error);
  if (doc == NULL)
    return NULL;
  return terr_game_load_document (doc, error);
}

static void
test_list (void)
{
  guint n = 0;
  const TerrGpBoardInfo *boards = terr_gp_game_list_boards (&n);
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) sizes = g_hash_table_new (g_direct_hash, g_direct_equal);

  /* The default and at least two more, of different sizes. */
  g_assert_cmpuint (n, >=, 3);
  g_assert_cmpstr (boards[0].id, ==, "courtyard");
  g_assert_cmpstr (boards[0].resource, ==, TERR_GP_DEFAULT_RESOURCE);
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (g_hash_table_add (ids, (gpointer) boards[i].id));
      g_hash_table_add (sizes, GINT_TO_POINTER (boards[i].width * 100 + boards[i].height));
      g_assert_true (terr_gp_game_find_board (boards[i].id) == &boards[i]);
    }
  g_assert_cmpuint (g_hash_table_size (sizes), >=, 3);
  g_assert_null (terr_gp_game_find_board ("maze"));
  g_assert_null (terr_gp_game_find_board (NULL));
}

/* Every bundled board as a file: the loader's checks of the board and
 * pieces pass, the size and name are those listed, both kinds of piece
 * exist, and its character (gates, fountains, water) is as described. */
static void
test_loads (void)
{
  guint n = 0;
  const TerrGpBoardInfo *boards = terr_gp_game_list_boards (&n);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TerrGame) game = load_resource (boards[i].resource, &error);
      g_autoptr(GPtrArray) problems = NULL;
      const TerrGpBoard *b;
      const TerrGpPieceSet *set;
      int n_path = 0, n_flower = 0;

      g_test_message ("board %s", boards[i].id);
      g_assert_no_error (error);
      g_assert_nonnull (game);
      problems = terr_game_list_problems (game);
      g_assert_cmpuint (problems->len, ==, 0);
      b = terr_gp_game_get_board (TERR_GP_GAME (game));
      g_assert_cmpint (b->width, ==, boards[i].width);
      g_assert_cmpint (b->height, ==, boards[i].height);
      g_assert_cmpstr (b->name, ==, boards[i].title);
      g_assert_cmpuint (b->gates->len, >=, 2);
      set = terr_gp_game_get_pieces (TERR_GP_GAME (game));
      for (int p = 0; p < terr_gp_piece_set_size (set); p++)
        {
          if (terr_gp_piece_set_get (set, p)->kind == TERR_GP_KIND_PATH)
            n_path++;
          else
            n_flower++;
        }
      g_assert_cmpint (n_path, >, 0);
      g_assert_cmpint (n_flower, >, 0);
    }

  /* Their character: the Herb Garden is small with few fountains, the
   * Water Garden large, with more fountains, more water and gates on all
   * four sides. */
  {
    g_autoptr(TerrGame) herb = load_resource (terr_gp_game_find_board ("herb-garden")->resource, NULL);
    g_autoptr(TerrGame) court = load_resource (TERR_GP_DEFAULT_RESOURCE, NULL);
    g_autoptr(TerrGame) water = load_resource (terr_gp_game_find_board ("water-garden")->resource, NULL);
    const TerrGpBoard *h = terr_gp_game_get_board (TERR_GP_GAME (herb));
    const TerrGpBoard *c = terr_gp_game_get_board (TERR_GP_GAME (court));
    const TerrGpBoard *w = terr_gp_game_get_board (TERR_GP_GAME (water));
    gboolean side[4] = { FALSE };

    g_assert_cmpint (h->width * h->height, <, c->width * c->height);
    g_assert_cmpint (w->width * w->height, >, c->width * c->height);
    g_assert_cmpuint (h->fountains->len, <, c->fountains->len);
    g_assert_cmpuint (w->fountains->len, >, c->fountains->len);
    g_assert_cmpuint (w->water->len, >, c->water->len);
    for (guint i = 0; i < w->gates->len; i++)
      side[g_array_index (w->gates, TerrGpGate, i).side] = TRUE;
    for (int s = TERR_GP_SIDE_N; s <= TERR_GP_SIDE_W; s++)
      g_assert_true (side[s]);
  }
}

/* Every gate of every board reaches every other gate over squares that are
 * not water, so no gate bonus is out of reach before the game starts. */
static void
test_gates_connected (void)
{
  guint n = 0;
  const TerrGpBoardInfo *boards = terr_gp_game_list_boards (&n);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TerrGame) game = load_resource (boards[i].resource, NULL);
      const TerrGpBoard *b = terr_gp_game_get_board (TERR_GP_GAME (game));
      int size = b->width * b->height;
      g_autofree guint8 *seen = g_new0 (guint8, size);
      g_autofree int *queue = g_new (int, size);
      const TerrGpGate *g0 = &g_array_index (b->gates, TerrGpGate, 0);
      int head = 0, tail = 0;

      queue[tail++] = g0->y * b->width + g0->x;
      seen[queue[0]] = 1;
      while (head < tail)
        {
          int sq = queue[head++], x = sq % b->width, y = sq / b->width;
          const int dx[4] = { 1, -1, 0, 0 }, dy[4] = { 0, 0, 1, -1 };

          for (int d = 0; d < 4; d++)
            {
              int nx = x + dx[d], ny = y + dy[d], nsq = ny * b->width + nx;

              if (nx < 0 || ny < 0 || nx >= b->width || ny >= b->height || seen[nsq]
                  || (b->flags[nsq] & TERR_GP_SQ_WATER))
                continue;
              seen[nsq] = 1;
              queue[tail++] = nsq;
            }
        }
      for (guint k = 0; k < b->gates->len; k++)
        {
          const TerrGpGate *g = &g_array_index (b->gates, TerrGpGate, k);
          g_assert_true (seen[g->y * b->width + g->x]);
        }
    }
}

/* A new game on each board for every number of seats: the board and the
 * set are the file's, the grids empty; a scenario and a replay written of
 * it keep the board. */
static void
test_new_game (void)
{
  guint n = 0;
  const TerrGpBoardInfo *boards = terr_gp_game_list_boards (&n);

  for (guint i = 0; i < n; i++)
    for (guint seats = 1; seats <= TERR_GP_MAX_SEATS; seats++)
      {
        g_autoptr(GError) error = NULL;
        g_autoptr(TerrGame) game = terr_gp_game_new_on_board (boards[i].id, seats, 5, &error);
        g_autoptr(TerrGame) file = load_resource (boards[i].resource, NULL);
        g_autoptr(GBytes) bytes = NULL;
        g_autoptr(TerrDocument) doc = NULL;
        g_autoptr(TerrGame) again = NULL;
        const TerrGpBoard *b;

        g_assert_no_error (error);
        g_assert_nonnull (game);
        g_assert_cmpuint (terr_game_get_n_players (game), ==, seats);
        g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 1);
        g_assert_false (terr_game_is_over (game));
        b = terr_gp_game_get_board (TERR_GP_GAME (game));
        g_assert_cmpint (b->width, ==, boards[i].width);
        g_assert_cmpint (b->height, ==, boards[i].height);
        g_assert_cmpstr (b->name, ==, boards[i].title);
        g_assert_cmpint (terr_gp_piece_set_size (terr_gp_game_get_pieces (TERR_GP_GAME (game))), ==,
                         terr_gp_piece_set_size (terr_gp_game_get_pieces (TERR_GP_GAME (file))));
        for (guint s = 1; s <= seats; s++)
          g_assert_cmpuint (terr_gp_game_get_grid (TERR_GP_GAME (game), (int) s)->placed->len, ==, 0);

        /* One announcement and its placements, then the replay. */
        if (seats == 2)
          {
            for (int m = 0; m < 3; m++)
              {
                g_autoptr(TerrMove) move = terr_game_ai_move (game, 1, (guint64) m, NULL, &error);

                g_assert_no_error (error);
                g_assert_true (terr_game_play (game, move, &error));
                g_assert_no_error (error);
              }
            bytes = terr_game_to_bytes (game, TERR_FILE_REPLAY);
            doc = terr_document_load_bytes (bytes, "replay.terraces", &error);
            g_assert_no_error (error);
            again = terr_game_load_document (doc, &error);
            g_assert_no_error (error);
            g_assert_cmpuint (terr_game_get_n_moves (again), ==, 3);
            b = terr_gp_game_get_board (TERR_GP_GAME (again));
            g_assert_cmpint (b->width, ==, boards[i].width);
            g_assert_cmpstr (b->name, ==, boards[i].title);
          }
      }
}

static void
test_unknown_board (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_gp_game_new_on_board ("maze", 2, 1, &error);

  g_assert_null (game);
  g_assert_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED);
  /* The message names the id given and the boards there are. */
  g_assert_nonnull (strstr (error->message, "maze"));
  g_assert_nonnull (strstr (error->message, "water-garden"));
  g_clear_error (&error);
  g_assert_null (terr_gp_game_new_on_board ("herb-garden", 7, 1, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED);
}

/* A whole game between a level-1 and a level-2 computer seat (and one
 * with level 3 on the small board) plays to the end on each board; every
 * score is the exact best path of the seat's grid; the replay reads back
 * to the same scores. */
static void
play_whole_game (const char *board_id, int level_1, int level_2, guint64 seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_gp_game_new_on_board (board_id, 2, seed, &error);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(TerrGame) again = NULL;
  const TerrGpBoard *b;
  guint moves = 0, limit;

  g_test_message ("%s: level %d against level %d", board_id, level_1, level_2);
  g_assert_no_error (error);
  terr_game_set_player (game, 1, "One", TRUE, level_1);
  terr_game_set_player (game, 2, "Two", TRUE, level_2);
  b = terr_gp_game_get_board (TERR_GP_GAME (game));
  /* Each announcement covers a square of each grid: the game ends within
   * (squares) announcements of three moves. */
  limit = (guint) (b->width * b->height) * 3 + 3;
  while (!terr_game_is_over (game))
    {
      int seat = terr_game_get_seat_to_move (game);
      const TerrPlayer *p = terr_game_get_player (game, seat);
      g_autoptr(TerrMove) move = terr_game_ai_move (game, (guint) p->level, seed * 1000 + moves, NULL, &error);

      g_assert_no_error (error);
      g_assert_nonnull (move);
      g_assert_true (terr_game_play (game, move, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (++moves, <=, limit);
    }
  /* Several announcements were made; both grids got pieces. */
  g_assert_cmpuint (terr_gp_game_get_announcements (TERR_GP_GAME (game)), >=, 4);
  for (int s = 1; s <= 2; s++)
    {
      const TerrGpScore *best = terr_gp_game_get_best_path (TERR_GP_GAME (game), s);
      TerrGpScore check;

      g_assert_cmpuint (terr_gp_game_get_grid (TERR_GP_GAME (game), s)->placed->len, >=, 4);
      terr_gp_grid_best_path (terr_gp_game_get_grid (TERR_GP_GAME (game), s), &check);
      g_assert_cmpint (terr_game_get_seat_score (game, s), ==, best->score);
      g_assert_cmpint (check.score, ==, best->score);
      g_assert_cmpint (best->score, ==, best->path_points + best->fountain_points + best->gate_bonus);
    }

  bytes = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  doc = terr_document_load_bytes (bytes, "replay.terraces", &error);
  g_assert_no_error (error);
  again = terr_game_load_document (doc, &error);
  g_assert_no_error (error);
  g_assert_true (terr_game_is_over (again));
  for (int s = 1; s <= 2; s++)
    g_assert_cmpint (terr_game_get_seat_score (again, s), ==, terr_game_get_seat_score (game, s));
}

static void
test_whole_games (void)
{
  guint n = 0;
  const TerrGpBoardInfo *boards = terr_gp_game_list_boards (&n);

  for (guint i = 0; i < n; i++)
    {
      play_whole_game (boards[i].id, 1, 2, 11 + i);
      play_whole_game (boards[i].id, 2, 1, 21 + i);
    }
  play_whole_game ("herb-garden", 3, 2, 31);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_type_ensure (TERR_TYPE_GP_GAME);

  g_test_add_func ("/gp/boards/list", test_list);
  g_test_add_func ("/gp/boards/loads", test_loads);
  g_test_add_func ("/gp/boards/gates-connected", test_gates_connected);
  g_test_add_func ("/gp/boards/new-game", test_new_game);
  g_test_add_func ("/gp/boards/unknown", test_unknown_board);
  g_test_add_func ("/gp/boards/whole-games", test_whole_games);
  return g_test_run ();
}
