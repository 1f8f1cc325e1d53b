/* test-match.c — TerrMatch without a display: whole games between
 * computer seats, undo then the same move, and what a Garden Paths seat
 * may know (texts, scores and its picture) before the end. */
#include "config.h"

#include <string.h>

#include "terr-games.h"
#include "terr-match.h"
#include "terr-render.h"

/* Every wait is bounded by main-context iterations, not time. */
#define MAX_ITERATIONS 200000

static void
iterate_until (GMainContext *context,
               gboolean    (*done) (TerrMatch *match),
               TerrMatch    *match)
{
  guint i;

  for (i = 0; i < MAX_ITERATIONS && !done (match); i++)
    g_main_context_iteration (context, TRUE);
  g_assert_true (done (match));
}

static gboolean
match_over (TerrMatch *match)
{
  return terr_match_is_over (match);
}

static gboolean
person_to_move_idle (TerrMatch *match)
{
  return terr_match_get_computer_to_move (match) == 0 && !terr_match_is_thinking (match);
}

static TerrGame *
new_game (TerrGameKind kind,
          guint        n_players,
          guint64      seed)
{
  g_autoptr(GError) error = NULL;
  TerrGame *game = terr_game_new (kind, n_players, seed, &error);

  g_assert_no_error (error);
  return game;
}

/* A whole game of each game with every seat the computer: it ends, and
 * the same seed plays the same game. */
static char *
play_whole_game (TerrGameKind kind,
                 guint        n_players)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(TerrGame) game = new_game (kind, n_players, 7);
  g_autoptr(TerrMatch) match = NULL;
  g_autoptr(GBytes) bytes = NULL;

  g_main_context_push_thread_default (context);
  for (guint seat = 1; seat <= n_players; seat++)
    terr_game_set_player (game, (int) seat, NULL, TRUE, 1);
  match = terr_match_new (game);
  terr_match_set_delay (match, 0);
  g_assert_cmpuint (terr_match_count_seats (match, TERR_SEAT_COMPUTER), ==, n_players);
  g_assert_true (terr_match_get_computer_to_move (match) > 0);
  iterate_until (context, match_over, match);
  g_assert_false (terr_match_is_thinking (match));
  g_assert_cmpint (terr_match_get_seat_to_move (match), ==, 0);
  g_assert_cmpuint (terr_game_get_n_moves (game), >, 0);

  bytes = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  g_clear_object (&match);
  g_main_context_pop_thread_default (context);
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static void
test_whole_game (gconstpointer data)
{
  TerrGameKind kind = GPOINTER_TO_INT (data);
  guint n_players = kind == TERR_GAME_ZIGGURAT ? 1 : kind == TERR_GAME_GARDEN_PATHS ? 3 : 2;
  g_autofree char *first = play_whole_game (kind, n_players);
  g_autofree char *again = play_whole_game (kind, n_players);

  g_assert_cmpstr (first, ==, again);
}

static gboolean
thinking (TerrMatch *match)
{
  return terr_match_is_thinking (match);
}

/* A person (seat 1) and the computer (seat 2): after undo, the same move,
 * and then another move, let the computer answer. */
static void
test_undo_same_move (void)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(TerrMatch) match = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(TerrMove) first = NULL;
  g_autoptr(GError) error = NULL;
  guint after_answer;

  /* A deal where the person (seat 1) starts. */
  for (guint64 seed = 11; game == NULL || terr_game_get_seat_to_move (game) != 1; seed++)
    {
      g_clear_object (&game);
      game = new_game (TERR_GAME_HANGING_GARDENS, 2, seed);
    }
  g_main_context_push_thread_default (context);
  terr_game_set_player (game, 2, "Rival", TRUE, 1);
  match = terr_match_new (game);
  terr_match_set_delay (match, 0);
  g_assert_cmpint (terr_match_get_seat_kind (match, 1), ==, TERR_SEAT_PERSON);
  g_assert_cmpint (terr_match_get_seat_kind (match, 2), ==, TERR_SEAT_COMPUTER);
  g_assert_false (terr_match_can_undo (match));

  /* The person plays until the computer is to move, then it answers. */
  while (terr_game_get_seat_to_move (game) == 1)
    {
      g_autoptr(GPtrArray) legal = terr_game_list_moves (game);

      g_assert_cmpuint (legal->len, >, 0);
      if (first == NULL)
        first = terr_move_ref (legal->pdata[0]);
      g_assert_true (terr_match_play (match, legal->pdata[0], &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (terr_match_get_computer_to_move (match), ==, 2);
  /* A person's move is refused while the computer is to move. */
  g_assert_false (terr_match_play (match, first, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  iterate_until (context, person_to_move_idle, match);
  after_answer = terr_game_get_n_moves (game);
  g_assert_cmpuint (after_answer, >, 2);
  g_assert_true (terr_match_can_undo (match));

  /* Undo goes back to where the person last decided. */
  g_assert_true (terr_match_undo (match));
  g_assert_cmpuint (terr_game_get_position_index (game), <, after_answer);
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 1);
  g_assert_true (terr_match_can_redo (match));
  g_assert_false (terr_match_is_thinking (match));

  /* The same move again: the line goes on beyond it, yet the computer
   * answers (it does not wait for the end of the line). */
  while (terr_game_get_seat_to_move (game) == 1)
    {
      TerrGameNode *next = terr_game_get_line_node (game, terr_game_get_position_index (game) + 1);
      g_assert_true (terr_match_play (match, terr_game_node_get_move (next), NULL));
    }
  g_assert_cmpuint (terr_game_get_position_index (game), <, terr_game_get_n_moves (game));
  g_assert_false (terr_match_is_waiting (match));
  g_assert_true (terr_match_is_thinking (match));
  iterate_until (context, person_to_move_idle, match);
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 1);
  g_assert_cmpuint (terr_game_get_position_index (game), ==, after_answer);

  /* Going back in the moves by hand: the computer waits for the end of
   * the line. */
  g_assert_true (terr_game_go_to (game, 1));
  if (terr_match_get_computer_to_move (match) > 0)
    {
      g_assert_true (terr_match_is_waiting (match));
      g_assert_false (terr_match_is_thinking (match));
    }
  g_assert_true (terr_game_go_to (game, after_answer));

  /* Undo, then another move: the computer answers that one too. */
  g_assert_true (terr_match_undo (match));
  moves = terr_game_list_moves (game);
  g_assert_cmpuint (moves->len, >, 1);
  while (terr_game_get_seat_to_move (game) == 1)
    {
      g_autoptr(GPtrArray) legal = terr_game_list_moves (game);
      g_assert_true (terr_match_play (match, legal->pdata[legal->len - 1], NULL));
    }
  iterate_until (context, thinking, match);
  iterate_until (context, person_to_move_idle, match);
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 1);

  /* Pausing stops the computer; resuming lets it go on. */
  terr_match_set_paused (match, TRUE);
  g_assert_false (terr_match_is_thinking (match));
  terr_match_set_paused (match, FALSE);

  g_clear_object (&match);
  g_main_context_pop_thread_default (context);
}

/* --- Garden Paths: what seat 1 may know --- */

/* Every text, score and picture given to @viewer, one string. */
static char *
seen_by (TerrGame *game,
         int       viewer)
{
  GString *seen = g_string_new (NULL);
  g_autoptr(JsonNode) score = terr_game_score_json_for (game, viewer);
  g_autofree char *score_str = json_to_string (score, FALSE);
  g_autofree char *status = terr_game_get_status_text_for (game, viewer);
  g_autofree char *description = terr_game_describe_for (game, viewer);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 240, 240);
  cairo_t *cr = cairo_create (surface);
  TerrRenderOptions opts;
  g_autoptr(GChecksum) picture = g_checksum_new (G_CHECKSUM_SHA256);

  for (guint i = 1; i <= terr_game_get_position_index (game); i++)
    {
      g_autofree char *text = terr_game_describe_node_for (game, viewer, terr_game_get_line_node (game, i));
      g_string_append_printf (seen, "move %u: %s\n", i, text);
    }
  g_string_append_printf (seen, "status: %s\nscore: %s\ndescription: %s\n",
                          status != NULL ? status : "", score_str, description);

  terr_render_options_init (&opts);
  opts.seat = viewer;
  terr_render_draw (game, cr, 240, 240, &opts);
  cairo_surface_flush (surface);
  g_checksum_update (picture, cairo_image_surface_get_data (surface),
                     cairo_image_surface_get_stride (surface) * cairo_image_surface_get_height (surface));
  g_string_append_printf (seen, "picture: %s\n", g_checksum_get_string (picture));
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return g_string_free (seen, FALSE);
}

static TerrMove *
find_move (GPtrArray      *moves,
           const TerrMove *like)
{
  for (guint i = 0; i < moves->len; i++)
    if (terr_move_equal (moves->pdata[i], like))
      return moves->pdata[i];
  return NULL;
}

static void
test_garden_paths_privacy (void)
{
  g_autoptr(TerrGame) a = new_game (TERR_GAME_GARDEN_PATHS, 3, 5);
  g_autoptr(TerrGame) b = new_game (TERR_GAME_GARDEN_PATHS, 3, 5);
  gboolean grids_differ = FALSE, seat2_differs = FALSE;
  guint compared = 0;

  while (!terr_game_is_over (a))
    {
      g_autoptr(GPtrArray) in_a = terr_game_list_moves (a);
      g_autoptr(GPtrArray) in_b = terr_game_list_moves (b);
      int seat = terr_game_get_seat_to_move (a);
      TerrMove *move_a = in_a->pdata[0];
      TerrMove *move_b = find_move (in_b, move_a);

      g_assert_cmpint (terr_game_get_seat_to_move (b), ==, seat);
      /* Seat 2 places the same piece elsewhere in b. */
      if (seat == 2 && terr_move_is (move_a, "place"))
        move_b = in_b->pdata[in_b->len - 1];
      /* Both games go on alike only while the others' moves stay legal in
       * both (an announcement may fit one grid of seat 2's and not the
       * other): the comparison stops there. */
      if (move_b == NULL)
        break;
      g_assert_true (terr_game_play (a, move_a, NULL));
      g_assert_true (terr_game_play (b, move_b, NULL));
      if (terr_game_is_over (a) || terr_game_is_over (b))
        break;
      {
        g_autofree char *seen_a = seen_by (a, 1);
        g_autofree char *seen_b = seen_by (b, 1);
        g_autofree char *all_a = seen_by (a, 0);
        g_autofree char *all_b = seen_by (b, 0);
        g_autofree char *seat2_a = seen_by (a, 2);
        g_autofree char *seat2_b = seen_by (b, 2);

        g_assert_cmpstr (seen_a, ==, seen_b);
        /* Others' placements are told without their squares. */
        g_assert_null (strstr (seen_a, "Player 2 — places"));
        g_assert_null (strstr (seen_a, "Player 3 — places"));
        grids_differ |= g_strcmp0 (all_a, all_b) != 0;
        seat2_differs |= g_strcmp0 (seat2_a, seat2_b) != 0;
        compared++;
      }
    }
  /* The games did differ in seat 2's grid, and seat 2 saw it. */
  g_assert_cmpuint (compared, >=, 6);
  g_assert_true (grids_differ);
  g_assert_true (seat2_differs);
}

/* The viewer and the hand-over with two people at one screen. */
static void
test_garden_paths_viewer (void)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(TerrGame) game = new_game (TERR_GAME_GARDEN_PATHS, 3, 5);
  g_autoptr(TerrMatch) match = NULL;

  g_main_context_push_thread_default (context);
  terr_game_set_player (game, 3, "Robot", TRUE, 1);
  match = terr_match_new (game);
  terr_match_set_delay (match, 0);
  /* Two people: the screen is handed to the first before they see it. */
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 1);
  g_assert_true (terr_match_get_hand_over (match));
  g_assert_cmpint (terr_match_get_viewer (match), ==, TERR_VIEWER_NOBODY);
  g_assert_false (terr_match_can_hint (match));
  terr_match_reveal (match);
  g_assert_false (terr_match_get_hand_over (match));
  g_assert_cmpint (terr_match_get_viewer (match), ==, 1);

  /* The people play; while the computer plays, the screen stays with the
   * person who was there, and its move is not shown where it goes. */
  for (guint turn = 0; turn < 12 && !terr_game_is_over (game); turn++)
    {
      int seat = terr_game_get_seat_to_move (game);

      if (seat == 3)
        {
          iterate_until (context, person_to_move_idle, match);
          continue;
        }
      if (terr_match_get_hand_over (match))
        {
          g_assert_cmpint (terr_match_get_viewer (match), ==, TERR_VIEWER_NOBODY);
          terr_match_reveal (match);
        }
      g_assert_cmpint (terr_match_get_viewer (match), ==, seat);
      {
        g_autoptr(GPtrArray) legal = terr_game_list_moves (game);
        g_assert_true (terr_match_play (match, legal->pdata[0], NULL));
      }
      if (terr_game_get_seat_to_move (game) == 3)
        {
          g_assert_cmpint (terr_match_get_viewer (match), ==, seat);
          iterate_until (context, thinking, match);
        }
    }
  /* No work of the computer is left in flight. */
  iterate_until (context, person_to_move_idle, match);
  g_clear_object (&match);
  g_main_context_pop_thread_default (context);
}

static gboolean
hint_done (TerrMatch *match)
{
  return !terr_match_is_hint_running (match);
}

/* Hints come from the core and are dropped when the position changes. */
static void
test_hint (gconstpointer data)
{
  TerrGameKind kind = GPOINTER_TO_INT (data);
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(TerrGame) game = new_game (kind, kind == TERR_GAME_ZIGGURAT ? 1 : 2, 3);
  g_autoptr(TerrMatch) match = NULL;
  g_autoptr(GPtrArray) legal = NULL;
  const TerrHint *hint;

  g_main_context_push_thread_default (context);
  match = terr_match_new (game);
  /* Two people at one screen (Garden Paths): the first says they are there. */
  terr_match_reveal (match);
  g_assert_true (terr_match_can_hint (match));
  terr_match_request_hint (match);
  g_assert_true (terr_match_is_hint_running (match));
  iterate_until (context, hint_done, match);
  hint = terr_match_get_hint (match);
  g_assert_nonnull (hint);
  legal = terr_game_list_moves (game);
  g_assert_nonnull (find_move (legal, hint->move));
  g_assert_true (hint->has_gain == (kind == TERR_GAME_HANGING_GARDENS));
  /* The hint did not touch the game. */
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 0);

  g_assert_true (terr_match_play (match, hint->move, NULL));
  g_assert_null (terr_match_get_hint (match));
  g_clear_object (&match);
  g_main_context_pop_thread_default (context);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();

  g_test_add_data_func ("/match/whole-game/hanging-gardens", GINT_TO_POINTER (TERR_GAME_HANGING_GARDENS), test_whole_game);
  g_test_add_data_func ("/match/whole-game/ziggurat", GINT_TO_POINTER (TERR_GAME_ZIGGURAT), test_whole_game);
  g_test_add_data_func ("/match/whole-game/garden-paths", GINT_TO_POINTER (TERR_GAME_GARDEN_PATHS), test_whole_game);
  g_test_add_func ("/match/undo-same-move", test_undo_same_move);
  g_test_add_func ("/match/garden-paths/privacy", test_garden_paths_privacy);
  g_test_add_func ("/match/garden-paths/viewer", test_garden_paths_viewer);
  g_test_add_data_func ("/match/hint/hanging-gardens", GINT_TO_POINTER (TERR_GAME_HANGING_GARDENS), test_hint);
  g_test_add_data_func ("/match/hint/ziggurat", GINT_TO_POINTER (TERR_GAME_ZIGGURAT), test_hint);
  g_test_add_data_func ("/match/hint/garden-paths", GINT_TO_POINTER (TERR_GAME_GARDEN_PATHS), test_hint);
  return g_test_run ();
}
