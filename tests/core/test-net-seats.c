/* test-net-seats.c — what each seat of a network game is doing
 * (terr_net_match_get_seat_state), whether a seat may be handed over, and
 * a room in memory that fails and joins again on demand
 * (terr_room_reconnect), without a display. */
#include "config.h"

#include "net-test-util.h"

static gboolean
n_ready_is_2 (Program **p, guint n)
{
  return terr_net_match_get_ready_seats (p[0]->net) == 0x6;
}

static gboolean
has_game (Program **p, guint n)
{
  for (guint i = 0; i < n; i++)
    if (terr_net_match_get_game (p[i]->net) == NULL)
      return FALSE;
  return TRUE;
}

static guint target_moves;

static gboolean
has_moves (Program **p, guint n)
{
  for (guint i = 0; i < n; i++)
    if (terr_game_get_n_moves (terr_net_match_get_game (p[i]->net)) < target_moves)
      return FALSE;
  return TRUE;
}

/* Hanging Gardens: not ready, ready, then to move and waiting in turn. */
static void
test_hg_states (void)
{
  g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("seats@rooms.example.org");
  g_autofree char *a = address_of (0);
  g_autofree char *b = address_of (1);
  Program *p[2] = { program_new (hub, a), program_new (hub, b) };
  TerrNetSeat seats[2] = { { 1, a, 0 }, { 2, b, 0 } };
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (terr_net_match_get_seat_state (p[0]->net, 1), ==, TERR_NET_SEAT_NOT_READY);
  g_assert_false (terr_net_match_can_hand_over (p[0]->net));   /* no game yet */
  g_assert_true (terr_net_match_host (p[0]->net, TERR_GAME_HANGING_GARDENS, 5, seats, 2, &error));
  g_assert_no_error (error);
  iterate_until (has_game, p, 2);
  g_assert_cmpint (terr_net_match_get_seat_state (p[1]->net, 2), ==, TERR_NET_SEAT_NOT_READY);
  terr_net_match_send_ready (p[1]->net);
  terr_net_match_send_ready (p[0]->net);
  iterate_until (n_ready_is_2, p, 2);
  g_assert_cmpint (terr_net_match_get_seat_state (p[0]->net, 2), ==, TERR_NET_SEAT_READY);
  g_assert_cmpint (terr_net_match_get_seat_state (p[0]->net, 3), ==, TERR_NET_SEAT_NOT_READY);   /* no seat 3 */
  g_assert_true (terr_net_match_start (p[0]->net, &error));
  iterate_until (all_started, p, 2);
  g_assert_true (terr_net_match_can_hand_over (p[1]->net));

  for (guint m = 0; m < 4; m++)
    {
      TerrGame *game = terr_net_match_get_game (p[0]->net);
      int mover = terr_game_get_seat_to_move (game);
      g_autoptr(GPtrArray) moves = terr_game_list_moves (game);

      for (guint i = 0; i < 2; i++)
        {
          g_assert_cmpint (terr_net_match_get_seat_state (p[i]->net, mover), ==, TERR_NET_SEAT_TO_MOVE);
          g_assert_cmpint (terr_net_match_get_seat_state (p[i]->net, 3 - mover), ==, TERR_NET_SEAT_WAITING);
        }
      g_assert_true (terr_net_match_play (p[mover - 1]->net, g_ptr_array_index (moves, 0), &error));
      g_assert_no_error (error);
      target_moves = m + 1;
      iterate_until (has_moves, p, 2);
    }
  program_free (p[0]);
  program_free (p[1]);
}

static gboolean
piece_out (Program **p, guint n)
{
  for (guint i = 0; i < n; i++)
    if (terr_net_match_get_announced_piece (p[i]->net) == NULL)
      return FALSE;
  return TRUE;
}

static gboolean
first_placed (Program **p, guint n)
{
  for (guint i = 0; i < n; i++)
    if ((terr_net_match_get_placed_seats (p[i]->net) & 0x2) == 0)
      return FALSE;
  return TRUE;
}

static TerrMove *
first_move (TerrGame   *game,
            const char *type)
{
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);

  for (guint i = 0; i < moves->len; i++)
    if (terr_move_is (g_ptr_array_index (moves, i), type))
      return terr_move_ref (g_ptr_array_index (moves, i));
  return NULL;
}

/* Garden Paths: the announcer is to move; after the announcement every
 * seat is still placing until it placed; no seat can be handed over. */
static void
test_gp_states (void)
{
  g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("gp-seats@rooms.example.org");
  g_autofree char *a = address_of (0);
  g_autofree char *b = address_of (1);
  Program *p[2] = { program_new (hub, a), program_new (hub, b) };
  TerrNetSeat seats[2] = { { 1, a, 0 }, { 2, b, 0 } };
  g_autoptr(TerrMove) announce = NULL;
  g_autoptr(TerrMove) place = NULL;
  g_autoptr(GError) error = NULL;
  int announcer;

  host_and_start (p, 2, TERR_GAME_GARDEN_PATHS, seats, 2);
  g_assert_false (terr_net_match_can_hand_over (p[0]->net));
  announcer = terr_net_match_get_announcer (p[0]->net);
  g_assert_cmpint (terr_net_match_get_seat_state (p[1]->net, announcer), ==, TERR_NET_SEAT_TO_MOVE);
  g_assert_cmpint (terr_net_match_get_seat_state (p[1]->net, 3 - announcer), ==, TERR_NET_SEAT_WAITING);

  announce = first_move (terr_net_match_get_seat_game (p[announcer - 1]->net, announcer), "announce");
  g_assert_true (terr_net_match_play (p[announcer - 1]->net, announce, &error));
  g_assert_no_error (error);
  iterate_until (piece_out, p, 2);
  for (guint i = 0; i < 2; i++)
    for (int seat = 1; seat <= 2; seat++)
      g_assert_cmpint (terr_net_match_get_seat_state (p[i]->net, seat), ==, TERR_NET_SEAT_PLACING);

  place = first_move (terr_net_match_get_seat_game (p[0]->net, 1), "place");
  g_assert_true (terr_net_match_play (p[0]->net, place, &error));
  g_assert_no_error (error);
  iterate_until (first_placed, p, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpint (terr_net_match_get_seat_state (p[i]->net, 1), ==, TERR_NET_SEAT_PLACED);
      g_assert_cmpint (terr_net_match_get_seat_state (p[i]->net, 2), ==, TERR_NET_SEAT_PLACING);
    }
  program_free (p[0]);
  program_free (p[1]);
}

static TerrRoomState wanted;

static gboolean
second_in_state (Program **p, guint n)
{
  return terr_room_get_state (p[1]->room) == wanted;
}

/* A room in memory that fails stays out until its hub lets it in again;
 * terr_room_reconnect then joins and the history brings the game back. */
static void
test_memory_reconnect (void)
{
  g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("fail@rooms.example.org");
  g_autofree char *a = address_of (0);
  g_autofree char *b = address_of (1);
  Program *p[2] = { program_new (hub, a), program_new (hub, b) };
  TerrNetSeat seats[2] = { { 1, a, 0 }, { 2, b, 0 } };
  g_autoptr(GError) gone = g_error_new_literal (TERR_ROOM_ERROR, TERR_ROOM_ERROR_GONE, "gone");
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  TerrGame *game;
  int mover;

  host_and_start (p, 2, TERR_GAME_HANGING_GARDENS, seats, 2);
  g_assert_true (terr_memory_room_get_hub (TERR_MEMORY_ROOM (p[1]->room)) == hub);
  terr_memory_hub_set_refusal (hub, gone);
  terr_memory_room_fail (TERR_MEMORY_ROOM (p[1]->room), gone);
  g_assert_cmpint (terr_room_get_state (p[1]->room), ==, TERR_ROOM_FAILED);
  g_assert_error (terr_room_get_error (p[1]->room), TERR_ROOM_ERROR, TERR_ROOM_ERROR_GONE);

  /* The first program plays while the second is out. */
  game = terr_net_match_get_game (p[0]->net);
  mover = terr_game_get_seat_to_move (game);
  if (mover == 2)
    {
      /* Seat 2's program is out: let seat 1 wait, play after the return. */
      mover = 0;
    }
  else
    {
      moves = terr_game_list_moves (game);
      g_assert_true (terr_net_match_play (p[0]->net, g_ptr_array_index (moves, 0), &error));
      g_assert_no_error (error);
    }

  terr_room_reconnect (p[1]->room);
  g_assert_cmpint (terr_room_get_state (p[1]->room), ==, TERR_ROOM_FAILED);
  terr_memory_hub_set_refusal (hub, NULL);
  terr_room_reconnect (p[1]->room);
  wanted = TERR_ROOM_JOINED;
  iterate_until (second_in_state, p, 2);
  g_assert_null (terr_room_get_error (p[1]->room));
  target_moves = mover == 0 ? 0 : 1;
  iterate_until (has_moves, p, 2);
  g_assert_cmpuint (terr_game_get_n_moves (terr_net_match_get_game (p[1]->net)), ==,
                    terr_game_get_n_moves (terr_net_match_get_game (p[0]->net)));
  /* Joined: reconnecting does nothing. */
  terr_room_reconnect (p[1]->room);
  g_assert_cmpint (terr_room_get_state (p[1]->room), ==, TERR_ROOM_JOINED);
  program_free (p[0]);
  program_free (p[1]);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();
  g_test_add_func ("/net/seats/hanging-gardens", test_hg_states);
  g_test_add_func ("/net/seats/garden-paths", test_gp_states);
  g_test_add_func ("/net/seats/memory-reconnect", test_memory_reconnect);
  return g_test_run ();
}
