/* test-gp-ai.c — the Garden Paths computer player: it sees only what its
 * seat sees (two positions that differ only in another seat's private grid
 * get the same decision from every level and seed), level 3 is legal,
 * deterministic and cancellable, files keep level 3, and
 * `terraces-cli play --level 3` plays a whole game (when the test gets
 * the CLI's path as its argument). */
#include "gp/terr-gp-game.h"
#include "gp/terr-gp-ai.h"
#include "terr-error.h"

#include <glib/gstdio.h>
#include <string.h>

static const char *cli_path;

static gboolean
play (TerrGame *game, TerrMove *m)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = terr_game_play (game, m, &error);

  g_assert_no_error (error);
  return ok;
}

/* The legal moves of @game of @type. */
static GPtrArray *
moves_of (TerrGame *game, const char *type)
{
  GPtrArray *all = terr_game_list_moves (game);
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_move_unref);

  for (guint i = 0; i < all->len; i++)
    if (terr_move_is (g_ptr_array_index (all, i), type))
      g_ptr_array_add (out, terr_move_ref (g_ptr_array_index (all, i)));
  g_ptr_array_unref (all);
  return out;
}

static gboolean
grids_equal (TerrGame *a, TerrGame *b, int seat)
{
  const TerrGpGrid *ga = terr_gp_game_get_grid (TERR_GP_GAME (a), seat);
  const TerrGpGrid *gb = terr_gp_game_get_grid (TERR_GP_GAME (b), seat);
  int n = ga->board->width * ga->board->height;

  return memcmp (ga->cover, gb->cover, n) == 0;
}

/* Every level and several seeds decide the same for the seat to move in
 * @a and @b (nine decisions). */
static void
assert_same_decisions (TerrGame *a, TerrGame *b, guint *checked)
{
  for (guint level = 1; level <= 3; level++)
    for (guint64 seed = 1; seed <= 3; seed++)
      {
        g_autoptr(GError) error = NULL;
        g_autoptr(TerrMove) ma = terr_game_ai_move (a, level, seed, NULL, &error);
        g_autoptr(TerrMove) mb = NULL;

        g_assert_no_error (error);
        mb = terr_game_ai_move (b, level, seed, NULL, &error);
        g_assert_no_error (error);
        g_assert_true (terr_move_equal (ma, mb));
        (*checked)++;
      }
}

/* Two games in lockstep on the Courtyard: seat 1's moves are the same, and
 * every other seat places its pieces elsewhere in @b than in @a.  At seat
 * 1's decisions (the first @max_checks once the grids differ) both games
 * must look the same to every level. */
static void
check_private_grids (guint n_players, guint64 game_seed, guint n_announcements, guint max_checks)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) a = terr_game_new (TERR_GAME_GARDEN_PATHS, n_players, game_seed, &error);
  g_autoptr(TerrGame) b = NULL;
  guint checked = 0, announcements = 0;
  gboolean differ = FALSE;

  g_assert_no_error (error);
  b = terr_game_new (TERR_GAME_GARDEN_PATHS, n_players, game_seed, &error);
  g_assert_no_error (error);

  for (guint step = 0; announcements < n_announcements; step++)
    {
      int seat = terr_game_get_seat_to_move (a);

      g_assert_false (terr_game_is_over (a));
      g_assert_cmpint (terr_game_get_seat_to_move (b), ==, seat);
      if (seat == 1)
        {
          g_autoptr(TerrMove) m = NULL;

          /* Checked once the other grids differ. */
          if (differ && checked < max_checks * 9)
            assert_same_decisions (a, b, &checked);
          m = terr_game_ai_move (a, 1, step, NULL, &error);
          g_assert_no_error (error);
          announcements += terr_move_is (m, "announce");
          play (a, m);
          play (b, m);
        }
      else
        {
          g_autoptr(GPtrArray) announces = moves_of (a, "announce");
          g_autoptr(GPtrArray) places = moves_of (a, "place");

          if (announces->len > 0)
            {
              /* The same announcement in both (one that fits both grids). */
              TerrMove *m = NULL;

              for (guint i = 0; i < announces->len && m == NULL; i++)
                {
                  g_autoptr(GPtrArray) in_b = moves_of (b, "announce");

                  for (guint j = 0; j < in_b->len; j++)
                    if (terr_move_equal (g_ptr_array_index (in_b, j), g_ptr_array_index (announces, i)))
                      m = g_ptr_array_index (announces, i);
                }
              g_assert_nonnull (m);
              announcements++;
              play (a, m);
              play (b, m);
            }
          else
            {
              /* The first place in a, the last one in b. */
              g_autoptr(GPtrArray) places_b = moves_of (b, "place");

              g_assert_cmpuint (places->len, >, 0);
              g_assert_cmpuint (places_b->len, >, 0);
              play (a, g_ptr_array_index (places, 0));
              play (b, g_ptr_array_index (places_b, places_b->len - 1));
            }
        }
      if (!grids_equal (a, b, 2))
        differ = TRUE;
    }
  /* The premise: seat 1's grid is the same, the others differ. */
  g_assert_true (grids_equal (a, b, 1));
  for (guint s = 2; s <= n_players; s++)
    g_assert_false (grids_equal (a, b, (int) s));
  g_assert_cmpuint (checked, ==, max_checks * 9);
}

static void
test_private_two_seats (void)
{
  check_private_grids (2, 11, 4, 3);
}

static void
test_private_three_seats (void)
{
  check_private_grids (3, 12, 4, 2);
}

/* Level 3's moves are legal and the same for the same seed, in a
 * three-seat game with a fixed piece announced by the others (a whole
 * game with level 3 is played by the CLI test below). */
static void
test_level3_moves (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_GARDEN_PATHS, 3, 5, &error);

  g_assert_no_error (error);
  for (guint n = 0; n < 9; n++)
    {
      g_autoptr(TerrMove) a = terr_game_ai_move (game, 3, 100 + n, NULL, &error);
      g_autoptr(TerrMove) b = NULL;

      g_assert_no_error (error);
      b = terr_game_ai_move (game, 3, 100 + n, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (terr_move_equal (a, b));
      /* terr_game_play checks the move against the rules */
      play (game, a);
    }
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 9);
}

static void
test_level3_cancel (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_GARDEN_PATHS, 2, 3, &error);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(TerrMove) m = NULL;
  g_autoptr(TerrMove) placed = NULL;

  g_assert_no_error (error);
  g_cancellable_cancel (cancellable);
  /* announcing */
  m = terr_game_ai_move (game, 3, 1, cancellable, &error);
  g_assert_null (m);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  /* placing */
  m = terr_game_ai_move (game, 1, 1, NULL, &error);
  g_assert_no_error (error);
  play (game, m);
  placed = terr_game_ai_move (game, 3, 1, cancellable, &error);
  g_assert_null (placed);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  /* There is no level 4 (New Game offers the levels a game does not
   * refuse). */
  g_assert_null (terr_game_ai_move (game, 4, 1, NULL, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED);
}

/* A player of level 3 is written and read back; level 4 is refused. */
static void
test_level3_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_GARDEN_PATHS, 2, 3, &error);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(TerrGame) back = NULL;
  g_autoptr(GString) text = NULL;
  const TerrPlayer *p;
  g_autoptr(GBytes) bad = NULL;
  g_autoptr(TerrDocument) bad_doc = NULL;
  g_autoptr(TerrGame) bad_game = NULL;

  g_assert_no_error (error);
  terr_game_set_player (game, 2, "Bot", TRUE, 3);
  bytes = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
  text = g_string_new_len (g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes));
  g_assert_nonnull (strstr (text->str, "type=\"ai\" level=\"3\""));
  doc = terr_document_load_bytes (bytes, "level3.terraces", &error);
  g_assert_no_error (error);
  back = terr_game_load_document (doc, &error);
  g_assert_no_error (error);
  p = terr_game_get_player (back, 2);
  g_assert_nonnull (p);
  g_assert_true (p->ai);
  g_assert_cmpint (p->level, ==, 3);

  g_string_replace (text, "level=\"3\"", "level=\"4\"", 0);
  bad = g_bytes_new (text->str, text->len);
  bad_doc = terr_document_load_bytes (bad, "level4.terraces", &error);
  if (bad_doc != NULL)
    bad_game = terr_game_load_document (bad_doc, &error);
  g_assert_null (bad_game);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "level4.terraces:"));
}

/* terraces-cli play --level 3 writes a finished game with level-3 seats
 * that reads back. */
static void
test_cli_play_level3 (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-gp-ai-XXXXXX", &error);
  g_autofree char *out = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *err_text = NULL;
  g_autoptr(TerrGame) game = NULL;
  int status = 0;

  if (cli_path == NULL)
    {
      g_test_skip ("the path of terraces-cli was not given");
      return;
    }
  g_assert_no_error (error);
  out = g_build_filename (dir, "out.terraces", NULL);
  {
    const char *argv[] = { cli_path, "play", "--game", "garden-paths", "--seats", "ai,ai:1",
                           "--level", "3", "--seed", "7", "-o", out, NULL };

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, &err_text, &status, &error);
    g_assert_no_error (error);
    g_assert_true (g_spawn_check_wait_status (status, NULL));
  }
  g_file_get_contents (out, &contents, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (contents, "seat=\"1\" name=\"AI 1\" type=\"ai\" level=\"3\""));
  g_assert_nonnull (strstr (contents, "seat=\"2\" name=\"AI 2\" type=\"ai\" level=\"1\""));
  game = terr_game_load_path (out, &error);
  g_assert_no_error (error);
  g_assert_true (terr_game_is_over (game));
  g_clear_pointer (&err_text, g_free);
  {
    const char *argv[] = { cli_path, "play", "--game", "garden-paths", "--seats", "ai,ai",
                           "--level", "4", "-o", out, NULL };

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, &err_text, &status, &error);
    g_assert_no_error (error);
    g_assert_false (g_spawn_check_wait_status (status, NULL));
    g_assert_nonnull (strstr (err_text, "--level"));
  }
  g_unlink (out);
  g_rmdir (dir);
}

/* A hand-made grid on the Courtyard: a path from the north gate (4,0)
 * round the water at (4,4) to the south gate (4,8), but for the square
 * (4,3), and a one-square path piece to place.  Level 3's placement is
 * legal and the same for the same seed; and since the other seat's grid
 * is private, the decision stays the same when that grid holds the same
 * pieces elsewhere (level 3 is handed a view, not the grids).  When the
 * game ends with that piece, level 3 completes the path. */
static void
test_level3_hand_made (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_GARDEN_PATHS, 2, 1, &error);
  const TerrGpBoard *board;
  const TerrGpPieceSet *set;
  TerrGpGrid *grids[2], *other;
  static const struct { const char *id; int x, y; } path[] = {
    { "p5", 4, 0 }, { "p3", 3, 3 }, { "p2", 3, 5 }, { "p5", 4, 6 },
  };
  int p1;

  g_assert_no_error (error);
  board = terr_gp_game_get_board (TERR_GP_GAME (game));
  set = terr_gp_game_get_pieces (TERR_GP_GAME (game));
  p1 = terr_gp_piece_set_find (set, "p1");
  g_assert_cmpint (board->width, ==, 9);
  grids[0] = terr_gp_grid_new (board);
  grids[1] = terr_gp_grid_new (board);
  other = terr_gp_grid_new (board);
  for (guint i = 0; i < G_N_ELEMENTS (path); i++)
    {
      int pi = terr_gp_piece_set_find (set, path[i].id);
      const TerrGpPiece *piece = terr_gp_piece_set_get (set, pi);

      g_assert_cmpint (pi, >=, 0);
      g_assert_true (terr_gp_grid_check (grids[0], piece, path[i].x, path[i].y, 0, NULL));
      terr_gp_grid_place (grids[0], piece, pi, path[i].x, path[i].y, 0);
      /* the other seat holds the same pieces, in two different ways */
      terr_gp_grid_place (grids[1], piece, pi, 2 * (int) i, 0, 0);
      terr_gp_grid_place (other, piece, pi, 2 * (int) i, 5, 0);
    }
  /* (one seed: level 3 takes its time under the sanitizers) */
  for (guint64 seed = 1; seed <= 1; seed++)
    {
      g_auto(TerrGpAiView) view = { 0 };
      g_auto(TerrGpAiView) view2 = { 0 };
      TerrGpGrid *grids2[2] = { grids[0], other };
      int x = -1, y = -1, t = -1, x2 = -1, y2 = -1, t2 = -1;

      terr_gp_ai_view_init (&view, board, set, 2, 1, grids, 1, 8, p1);
      g_assert_true (terr_gp_ai_choose_placement (&view, 3, seed, NULL, &x, &y, &t, &error));
      g_assert_no_error (error);
      g_assert_true (terr_gp_grid_check (grids[0], terr_gp_piece_set_get (set, p1), x, y, t, NULL));
      g_assert_true (terr_gp_ai_choose_placement (&view, 3, seed, NULL, &x2, &y2, &t2, &error));
      g_assert_true (x2 == x && y2 == y && t2 == t);
      terr_gp_ai_view_init (&view2, board, set, 2, 1, grids2, 1, 8, p1);
      g_assert_true (terr_gp_ai_choose_placement (&view2, 3, seed, NULL, &x2, &y2, &t2, &error));
      g_assert_true (x2 == x && y2 == y && t2 == t);
    }
  /* When this p1 is the last piece of the game (a fixed sequence that
   * ends with it), level 3 takes a square that joins the two gates, (4,3)
   * or (3,2): 15 points more than anywhere else. */
  for (guint64 seed = 1; seed <= 2; seed++)
    {
      g_auto(TerrGpAiView) view = { 0 };
      const int sequence[] = { p1 };
      const TerrGpPiece *piece = terr_gp_piece_set_get (set, p1);
      int x = -1, y = -1, t = -1;
      TerrGpScore sc;

      terr_gp_ai_view_init (&view, board, set, 2, 1, grids, 1, 8, p1);
      view.fixed_sequence = TRUE;
      view.sequence = sequence;
      view.n_sequence = 1;
      g_assert_true (terr_gp_ai_choose_placement (&view, 3, seed, NULL, &x, &y, &t, &error));
      g_assert_no_error (error);
      g_assert_true ((x == 4 && y == 3) || (x == 3 && y == 2));
      terr_gp_grid_place (grids[0], piece, p1, x, y, t);
      terr_gp_grid_best_path (grids[0], &sc);
      g_assert_cmpint (sc.gate_bonus, ==, 15);
      terr_gp_grid_unplace (grids[0], piece);
    }
  terr_gp_grid_free (grids[0]);
  terr_gp_grid_free (grids[1]);
  terr_gp_grid_free (other);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_type_ensure (TERR_TYPE_GP_GAME);
  if (argc > 1)
    cli_path = argv[1];

  g_test_add_func ("/gp/ai/private-grids-two-seats", test_private_two_seats);
  g_test_add_func ("/gp/ai/private-grids-three-seats", test_private_three_seats);
  g_test_add_func ("/gp/ai/level3-moves", test_level3_moves);
  g_test_add_func ("/gp/ai/level3-cancel", test_level3_cancel);
  g_test_add_func ("/gp/ai/level3-hand-made", test_level3_hand_made);
  g_test_add_func ("/gp/ai/level3-file", test_level3_file);
  g_test_add_func ("/gp/ai/cli-play-level3", test_cli_play_level3);
  return g_test_run ();
}
