/* test-net-offline.c — a move made while this program is out of its room
 * (rooms in memory, suite app): the board refuses it at the spot, in
 * words, and sends nothing; back in the room (the connection comes back,
 * or Retry after the room failed) the same clicks play it in both
 * windows.
 */
#include "config.h"

#include "terr-board-private.h"
#include "terr-game-page-private.h"
#include "terr-memory-room.h"
#include "terr-room-panel.h"
#include "terr-window-private.h"
#include "test-app-common.h"
#include "test-board-clicks.h"

#define ANN "ann@example.org"
#define BOB "bob@example.org"
#define OFFLINE "Not connected to the room: make this move again once you are back in it."

static TerrApplication *app;

typedef struct
{
  TerrWindow   *window;
  TerrRoom     *room;
  TerrNetMatch *net;
} Program;

static TerrGamePage *
page_of (Program *p)
{
  return TERR_GAME_PAGE (terr_window_get_game_page (p->window));
}

static gboolean
both_started (gpointer data)
{
  Program *p = data;

  return terr_net_match_is_started (p[0].net) && terr_net_match_is_started (p[1].net);
}

static gboolean
both_have_game (gpointer data)
{
  Program *p = data;

  return terr_net_match_get_game (p[0].net) != NULL && terr_net_match_get_game (p[1].net) != NULL;
}

typedef struct
{
  Program *p;
  guint    n_moves;
} MovesWait;

static gboolean
both_show_moves (gpointer data)
{
  MovesWait *wait = data;

  for (guint i = 0; i < 2; i++)
    if (terr_game_get_n_moves (terr_game_page_get_game (page_of (&wait->p[i]))) != wait->n_moves)
      return FALSE;
  return TRUE;
}

static gboolean
room_joined (gpointer data)
{
  return terr_room_get_state (TERR_ROOM (data)) == TERR_ROOM_JOINED;
}

/* The mover's room goes out (@fail: it fails, else the connection is
 * lost); her click is refused in words at the spot and nothing is sent.
 * Back in the room (@fail: by Retry), the same clicks play the move in
 * both windows. */
static void
move_while_out (gboolean fail)
{
  g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("offline@rooms.example.org");
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  Program p[2];
  TerrNetSeat seats[2] = {
    { 1, (char *) ANN, 0 },
    { 2, (char *) BOB, 0 },
  };
  const char *addresses[2] = { ANN, BOB };
  TestClicks clicks = { 0 };
  MovesWait wait = { p, 1 };
  Program *mover;
  TerrBoard *board;
  guint n_history;

  for (guint i = 0; i < 2; i++)
    {
      p[i].window = test_app_make_window (app);
      p[i].room = terr_memory_room_new (hub, addresses[i]);
      p[i].net = terr_net_match_new (p[i].room);
    }
  g_assert_true (terr_net_match_host (p[0].net, TERR_GAME_HANGING_GARDENS, 9, seats, 2, &error));
  g_assert_no_error (error);
  g_assert_true (test_app_wait (both_have_game, p, 60000));
  for (guint i = 0; i < 2; i++)
    {
      terr_window_show_net_game (p[i].window, p[i].net);
      terr_net_match_send_ready (p[i].net);
    }
  g_assert_true (terr_net_match_start (p[0].net, &error));
  g_assert_no_error (error);
  g_assert_true (test_app_wait (both_started, p, 60000));
  mover = &p[terr_game_get_seat_to_move (terr_net_match_get_game (p[0].net)) - 1];
  board = terr_game_page_get_board (page_of (mover));
  moves = terr_game_list_moves (terr_net_match_get_game (mover->net));

  /* Out of the room. */
  if (fail)
    {
      g_autoptr(GError) gone = g_error_new_literal (TERR_ROOM_ERROR, TERR_ROOM_ERROR_UNREACHABLE,
                                                    "The server cannot be reached.");

      terr_memory_hub_set_refusal (hub, gone);
      terr_memory_room_fail (TERR_MEMORY_ROOM (mover->room), gone);
      g_assert_cmpint (terr_room_get_state (mover->room), ==, TERR_ROOM_FAILED);
    }
  else
    {
      terr_memory_room_drop (TERR_MEMORY_ROOM (mover->room));
      g_assert_cmpint (terr_room_get_state (mover->room), ==, TERR_ROOM_OFFLINE);
    }
  n_history = terr_memory_hub_get_n_history (hub);

  /* Her move is refused at the spot, in words; nothing is on its way. */
  g_assert_true (terr_board_get_interactive (board));
  g_assert_true (test_clicks_play (page_of (mover), g_ptr_array_index (moves, 0), &clicks));
  g_assert_cmpuint (clicks.board, ==, 1);
  g_assert_cmpstr (board->refused_text, ==, OFFLINE);
  g_assert_true (terr_move_equal (board->refused, g_ptr_array_index (moves, 0)));
  g_assert_true (terr_board_get_interactive (board));
  /* (A room in memory takes a payload into its order when it is sent.) */
  g_assert_cmpuint (terr_memory_hub_get_n_history (hub), ==, n_history);
  g_assert_cmpuint (terr_game_get_n_moves (terr_net_match_get_game (mover->net)), ==, 0);

  /* Back in the room: the same clicks play it, in both windows. */
  if (fail)
    {
      terr_memory_hub_set_refusal (hub, NULL);
      terr_room_reconnect (mover->room);
    }
  else
    terr_memory_room_restore (TERR_MEMORY_ROOM (mover->room));
  g_assert_true (test_app_wait (room_joined, mover->room, 60000));
  g_assert_true (test_clicks_play (page_of (mover), g_ptr_array_index (moves, 0), &clicks));
  g_assert_cmpuint (clicks.board, ==, 2);
  g_assert_true (test_app_wait (both_show_moves, &wait, 60000));
  g_assert_cmpuint (terr_memory_hub_get_n_history (hub), ==, n_history + 1);
  g_assert_cmpuint (terr_net_match_get_refusals (mover->net)->len, ==, 0);

  for (guint i = 0; i < 2; i++)
    {
      test_app_close_window (p[i].window);
      g_clear_object (&p[i].net);
      g_clear_object (&p[i].room);
    }
}

static void
test_move_while_dropped (void)
{
  move_while_out (FALSE);
}

static void
test_move_while_failed (void)
{
  move_while_out (TRUE);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!test_app_init (&argc, &argv))
    return 0;

  app = test_app_new_application ();
  g_test_add_func ("/app/net-offline/dropped", test_move_while_dropped);
  g_test_add_func ("/app/net-offline/failed", test_move_while_failed);
  status = g_test_run ();
  g_object_unref (app);
  return status;
}
