/* test-net-play.c — two program windows play a Hanging Gardens game over
 * a room: each player's move is made by clicks in her window (the row of
 * the piece, the square on the board: test-board-clicks.h), the board
 * sends it, the other window shows it when the room delivers it, and both
 * end with the same replay.  In Garden Paths each window places by clicks
 * on its own grid and never shows a hand-over screen.  Built twice: over rooms in memory
 * (src/core/net/terr-memory-room.h, suite app) and, with TEST_NET_XMPP,
 * over an XMPP room of a private prosody on 127.0.0.1 (suite net).
 */
#include "config.h"

#include "terr-board-private.h"
#include "terr-game-page-private.h"
#include "terr-memory-room.h"
#include "test-board-clicks.h"
#include "terr-new-game-dialog.h"
#include "terr-room-panel.h"
#include "terr-window-private.h"
#include "test-app-common.h"
#ifdef TEST_NET_XMPP
#include "test-xmpp-client.h"

#define ANN "ann@" TEST_XMPP_DOMAIN
#define BOB "bob@" TEST_XMPP_DOMAIN
#define ROOMS TEST_XMPP_ROOMS
static TestProsody *server;
#else
#define ANN "ann@example.org"
#define BOB "bob@example.org"
#define ROOMS "rooms.example.org"
#endif

static TerrApplication *app;
/* --bench: print the time from a move played in one window until the
 * other window has drawn it (median and worst). */
static gboolean bench;

typedef struct
{
  TerrWindow   *window;
  TerrRoom     *room;
  TerrNetMatch *net;
#ifdef TEST_NET_XMPP
  TestClient   *client;
#else
  TerrMemoryHub *hub;
#endif
} Program;

/* A window, and its match over @room (listening before anything comes). */
static void
program_init (Program  *p,
              TerrRoom *room)
{
  p->window = test_app_make_window (app);
  p->room = room;
  p->net = terr_net_match_new (p->room);
}

static void
program_clear (Program *p)
{
  test_app_close_window (p->window);
  g_clear_object (&p->net);
  g_clear_object (&p->room);
#ifdef TEST_NET_XMPP
  test_client_free (p->client);
#else
  g_clear_object (&p->hub);
#endif
}

#ifdef TEST_NET_XMPP
static void
programs_init (Program    *p,
               const char *room)
{
  p[0].client = test_client_new (server, "ann", "ann-secret");
  test_client_create (p[0].client, room, FALSE);
  program_init (&p[0], g_object_ref (TERR_ROOM (p[0].client->room)));
  test_client_wait_room (p[0].client, TERR_ROOM_JOINED);
  p[1].client = test_client_new (server, "bob", "bob-secret");
  test_client_join (p[1].client, room);
  program_init (&p[1], g_object_ref (TERR_ROOM (p[1].client->room)));
  test_client_wait_room (p[1].client, TERR_ROOM_JOINED);
}
#else
static void
programs_init (Program    *p,
               const char *room)
{
  g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new (room);

  program_init (&p[0], terr_memory_room_new (hub, ANN));
  program_init (&p[1], terr_memory_room_new (hub, BOB));
  p[0].hub = g_object_ref (hub);
  p[1].hub = NULL;
}
#endif

static TerrGamePage *
page_of (Program *p)
{
  return TERR_GAME_PAGE (terr_window_get_game_page (p->window));
}

static gboolean
both_have_game (gpointer data)
{
  Program *p = data;

  return terr_net_match_get_game (p[0].net) != NULL && terr_net_match_get_game (p[1].net) != NULL;
}

static gboolean
both_started (gpointer data)
{
  Program *p = data;

  return terr_net_match_is_started (p[0].net) && terr_net_match_is_started (p[1].net);
}

typedef struct
{
  Program *p;
  guint    n_moves;
  Program *other;
  gint64   drawn_us;   /* when the other window first drew the move */
} MoveWait;

/* Both windows show @n_moves moves, and the other one has drawn it. */
static gboolean
both_show_moves (gpointer data)
{
  MoveWait *wait = data;

  for (guint i = 0; i < 2; i++)
    if (terr_game_get_n_moves (terr_game_page_get_game (page_of (&wait->p[i]))) != wait->n_moves)
      return FALSE;
  return wait->drawn_us != 0;
}

static void
after_paint_cb (GdkFrameClock *clock,
                MoveWait      *wait)
{
  if (wait->drawn_us == 0
      && terr_game_get_n_moves (terr_game_page_get_game (page_of (wait->other))) == wait->n_moves)
    wait->drawn_us = g_get_monotonic_time ();
}

static int
compare_times (gconstpointer a,
               gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static TerrRoomPanel *
panel_of (Program *p)
{
  GtkWidget *panel = page_of (p)->room_panel;

  g_assert_true (TERR_IS_ROOM_PANEL (panel));
  g_assert_true (gtk_widget_get_parent (panel) != NULL);
  return TERR_ROOM_PANEL (panel);
}

static gboolean
both_occupants_shown (gpointer data)
{
  Program *p = data;

  return g_list_model_get_n_items (terr_room_panel_get_occupants (panel_of (&p[0]))) == 2
         && g_list_model_get_n_items (terr_room_panel_get_occupants (panel_of (&p[1]))) == 2;
}

static gboolean
chat_arrived (gpointer data)
{
  return g_list_model_get_n_items (terr_room_panel_get_chat (TERR_ROOM_PANEL (data))) > 0;
}

/* The room panel: who is in the room, and a chat line from one window
 * to the other. */
static void
check_room_panels (Program *p)
{
  GListModel *occupants, *chat;
  g_autoptr(GtkStringObject) first = NULL;
  g_autoptr(GtkStringObject) line = NULL;

  g_assert_true (test_app_wait (both_occupants_shown, p, 60000));
  occupants = terr_room_panel_get_occupants (panel_of (&p[0]));
  first = g_list_model_get_item (occupants, 0);
  g_assert_cmpstr (gtk_string_object_get_string (first), ==, ANN);
  g_assert_null (terr_room_panel_get_error_text (panel_of (&p[0])));

  terr_room_panel_send_chat (panel_of (&p[1]), "   ");
  terr_room_panel_send_chat (panel_of (&p[1]), "  good luck  ");
  g_assert_true (test_app_wait (chat_arrived, panel_of (&p[0]), 60000));
  chat = terr_room_panel_get_chat (panel_of (&p[0]));
  g_assert_cmpuint (g_list_model_get_n_items (chat), ==, 1);
  line = g_list_model_get_item (chat, 0);
  g_assert_cmpstr (gtk_string_object_get_string (line), ==, BOB ": good luck");
}

/* The move that led to the position @game shows. */
static const TerrMove *
last_move (TerrGame *game)
{
  return terr_game_node_get_move (terr_game_get_cursor (game));
}

/* A person at the window whose turn it is not clicks where @move would go:
 * the board takes no click (no piece of hers is in hand there). */
static void
other_click (TerrBoard      *board,
             const TerrMove *move)
{
  TerrRenderOptions opts;
  const char *x = terr_move_get (move, "x");
  const char *y = terr_move_get (move, "y");
  double px, py;

  if (x == NULL || y == NULL)
    return;
  terr_board_get_render_options (board, &opts);
  if (!terr_render_scene_locate (board->scene, gtk_widget_get_width (GTK_WIDGET (board)),
                                 gtk_widget_get_height (GTK_WIDGET (board)), &opts, 0,
                                 atoi (x) + 0.5, atoi (y) + 0.5, 0, &px, &py)
      || !gtk_widget_contains (GTK_WIDGET (board), px, py))
    return;
  test_clicks_point (board, px, py);
  test_clicks_click (GTK_WIDGET (board), GDK_BUTTON_PRIMARY, px, py);
}

/* TEST_NET_SCREENSHOTS=DIR: both windows as they are now, side by side,
 * as DIR/@name. */
static void
save_both_windows (Program    *p,
                   const char *name)
{
  g_autofree char *path = NULL;
  cairo_surface_t *shots[2];
  cairo_surface_t *both;
  cairo_t *cr;
  int w = 0, h = 0;

  if (g_getenv ("TEST_NET_SCREENSHOTS") == NULL)
    return;
  path = g_build_filename (g_getenv ("TEST_NET_SCREENSHOTS"), name, NULL);
  test_app_spin (300);
  for (guint i = 0; i < 2; i++)
    {
      shots[i] = test_app_render_widget (GTK_WIDGET (p[i].window));
      w += cairo_image_surface_get_width (shots[i]);
      h = MAX (h, cairo_image_surface_get_height (shots[i]));
    }
  both = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w + 8, h);
  cr = cairo_create (both);
  cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
  cairo_paint (cr);
  cairo_set_source_surface (cr, shots[0], 0, 0);
  cairo_paint (cr);
  cairo_set_source_surface (cr, shots[1], cairo_image_surface_get_width (shots[0]) + 8, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (both, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (both);
  for (guint i = 0; i < 2; i++)
    cairo_surface_destroy (shots[i]);
}

static void
test_hg_two_windows (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) ann_file = NULL;
  g_autoptr(GBytes) bob_file = NULL;
  Program p[2];
  TerrNetSeat seats[2] = {
    { 1, (char *) ANN, 0 },
    { 2, (char *) BOB, 0 },
  };
  guint n_moves = 0;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  TestClicks clicks = { 0 };
#ifndef TEST_NET_XMPP
  guint n_before;
#endif

  programs_init (p, "hg-game@" ROOMS);
  g_assert_true (terr_net_match_host (p[0].net, TERR_GAME_HANGING_GARDENS, 7, seats, 2, &error));
  g_assert_no_error (error);
  g_assert_true (test_app_wait (both_have_game, p, 60000));
  for (guint i = 0; i < 2; i++)
    {
      terr_window_show_net_game (p[i].window, p[i].net);
      g_assert_true (terr_window_is_showing (p[i].window, "game"));
      g_assert_true (terr_game_page_get_net_match (page_of (&p[i])) == p[i].net);
      g_assert_true (terr_game_page_get_game (page_of (&p[i])) == terr_net_match_get_game (p[i].net));
      terr_net_match_send_ready (p[i].net);
    }
  g_assert_true (terr_net_match_start (p[0].net, &error));
  g_assert_no_error (error);
  g_assert_true (test_app_wait (both_started, p, 60000));
  check_room_panels (p);
#ifndef TEST_NET_XMPP
  n_before = terr_memory_hub_get_n_history (p[0].hub);
#endif

  while (!terr_game_is_over (terr_net_match_get_game (p[0].net)))
    {
      TerrGame *game = terr_net_match_get_game (p[0].net);
      int seat = terr_game_get_seat_to_move (game);
      Program *mover = &p[seat - 1];
      Program *other = &p[2 - seat];
      TerrBoard *board = terr_game_page_get_board (page_of (mover));
      TerrBoard *other_board = terr_game_page_get_board (page_of (other));
      g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
      TerrMove *move;
      MoveWait wait = { p, n_moves + 1, other, 0 };
      GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (other->window));
      gulong paint_id;
      double ms;

      g_assert_cmpuint (n_moves, <, 500);
      g_assert_cmpuint (moves->len, >, 0);
      move = g_ptr_array_index (moves, g_rand_int_range (rand, 0, (int) moves->len));

      /* Only the window of the seat to move takes input: a click on the
       * other board, where the move would go, sends nothing. */
      g_assert_true (terr_board_get_interactive (board));
      g_assert_false (terr_board_get_interactive (other_board));
      g_assert_false (terr_board_play (other_board, move));
      g_assert_false (gtk_widget_get_visible (page_of (other)->choices_box));
      other_click (other_board, move);

      /* Mid-game, as the person about to click sees it: the piece under
       * her pointer where it goes. */
      if (n_moves == 24 && !bench && g_getenv ("TEST_NET_SCREENSHOTS") != NULL)
        {
          clicks.aim_only = TRUE;
          g_assert_true (test_clicks_play (page_of (mover), move, &clicks));
          clicks.aim_only = FALSE;
          save_both_windows (p, "net-hg-two-windows.png");
        }

      /* The person clicks; the board sends the move, which is played
       * when the room delivers it, in this window as in the other. */
      g_assert_nonnull (clock);
      paint_id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &wait);
      g_assert_true (test_clicks_play (page_of (mover), move, &clicks));
      g_assert_cmpuint (terr_game_get_n_moves (terr_game_page_get_game (page_of (mover))), ==, n_moves);
      /* On its way, the board takes no other move: the second click of
       * an impatient double click sends nothing. */
      if (clicks.board > 0)
        {
          GtkGesture *click = test_clicks_gesture (GTK_WIDGET (board), GDK_BUTTON_PRIMARY);

          g_assert_false (terr_board_get_interactive (board));
          g_signal_emit_by_name (click, "pressed", 2, clicks.x, clicks.y);
          g_signal_emit_by_name (click, "released", 2, clicks.x, clicks.y);
        }
      g_assert_true (test_app_wait (both_show_moves, &wait, 60000));
      g_signal_handler_disconnect (clock, paint_id);
      /* What the clicks made is the move meant, once, in both windows. */
      for (guint i = 0; i < 2; i++)
        g_assert_true (terr_move_equal (last_move (terr_game_page_get_game (page_of (&p[i]))), move));
      test_app_spin (5);
      g_assert_cmpuint (terr_net_match_get_refusals (mover->net)->len, ==, 0);
#ifndef TEST_NET_XMPP
      /* The room holds one payload per move. */
      g_assert_cmpuint (terr_memory_hub_get_n_history (p[0].hub), ==, n_before + n_moves + 1);
#endif
      ms = (double) (wait.drawn_us - clicks.played_us) / 1000.0;
      g_array_append_val (times, ms);
      n_moves++;
    }

  g_assert_true (terr_game_is_over (terr_net_match_get_game (p[1].net)));
  g_assert_cmpuint (n_moves, >, 10);
  g_test_message ("%u moves: %u clicks on the board, %u on rows, %u on Turn or Mirror, %u on the play button",
                  n_moves, clicks.board, clicks.rows, clicks.turns, clicks.buttons);
  /* Both kinds of click were needed: a row to pick the piece, a square. */
  g_assert_cmpuint (clicks.board, >, 0);
  g_assert_cmpuint (clicks.rows, >, 0);
  /* No move was sent twice, none by the wrong window. */
  for (guint i = 0; i < 2; i++)
    g_assert_cmpuint (terr_net_match_get_refusals (p[i].net)->len, ==, 0);
  g_array_sort (times, compare_times);
  if (bench)
    g_print ("bench: net-window-move median=%.1f ms worst=%.1f moves=%u\n",
             g_array_index (times, double, times->len / 2),
             g_array_index (times, double, times->len - 1), times->len);
  ann_file = terr_game_to_bytes (terr_game_page_get_game (page_of (&p[0])), TERR_FILE_REPLAY);
  bob_file = terr_game_to_bytes (terr_game_page_get_game (page_of (&p[1])), TERR_FILE_REPLAY);
  g_assert_nonnull (ann_file);
  g_assert_true (g_bytes_equal (ann_file, bob_file));

  program_clear (&p[0]);
  program_clear (&p[1]);
}

/* Anything of a hand-over under @widget that is shown: the "Pass to …"
 * screen (its status page, its "privacy" style) or its "I Am …" button. */
static gboolean
shows_hand_over (GtkWidget *widget)
{
  if (!gtk_widget_get_visible (widget))
    return FALSE;
  if (gtk_widget_has_css_class (widget, "privacy"))
    return TRUE;
  if (ADW_IS_STATUS_PAGE (widget)
      && g_str_has_prefix (adw_status_page_get_title (ADW_STATUS_PAGE (widget)) ?: "", "Pass to"))
    return TRUE;
  if (GTK_IS_BUTTON (widget) && g_str_has_prefix (gtk_button_get_label (GTK_BUTTON (widget)) ?: "", "I Am"))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_hand_over (child))
      return TRUE;
  return FALSE;
}

/* Window @p shows only its own seat's grid, the board its own seat's
 * game, and nothing of a hand-over: neither the widgets nor the match. */
static void
check_own_grid_only (Program *p,
                     int      seat)
{
  TerrBoard *board = terr_game_page_get_board (page_of (p));
  TerrRenderOptions opts;
  double x, y;

  g_assert_false (shows_hand_over (GTK_WIDGET (p->window)));
  g_assert_false (terr_game_page_is_privacy_shown (page_of (p)));
  g_assert_false (terr_match_get_hand_over (terr_game_page_get_match (page_of (p))));
  g_assert_true (terr_game_page_get_game (page_of (p)) == terr_net_match_get_seat_game (p->net, seat));
  g_assert_cmpint (terr_board_get_seat (board), ==, seat);
  if (board->scene == NULL)
    return;
  terr_board_get_render_options (board, &opts);
  for (int s = 1; s <= 2; s++)
    g_assert_true (terr_render_scene_locate (board->scene, gtk_widget_get_width (GTK_WIDGET (board)),
                                             gtk_widget_get_height (GTK_WIDGET (board)), &opts,
                                             s, 0.5, 0.5, 0, &x, &y) == (s == seat));
}

static gboolean
three_each (Program *p)
{
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GPtrArray) own = terr_net_match_dup_hidden_moves (p[i].net, (int) i + 1);

      if (own->len < 3)
        return FALSE;
    }
  return TRUE;
}

/* A window takes input for its seat, or three placements each are in. */
static gboolean
some_board_waits (gpointer data)
{
  Program *p = data;

  /* At every turn of the main loop, neither window hands over. */
  for (guint i = 0; i < 2; i++)
    check_own_grid_only (&p[i], (int) i + 1);
  if (three_each (p))
    return TRUE;
  for (guint i = 0; i < 2; i++)
    {
      TerrGame *game = terr_game_page_get_game (page_of (&p[i]));

      if (terr_board_get_interactive (terr_game_page_get_board (page_of (&p[i])))
          && terr_game_get_seat_to_move (game) == (int) i + 1)
        return TRUE;
    }
  return FALSE;
}

/* Garden Paths, a person at each of two windows: each window shows its
 * own seat's grid and never the "Pass to" screen; a placement of one
 * seat never reaches the other window's game before the end. */
static void
test_gp_two_windows (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autoptr(GError) error = NULL;
  Program p[2];
  TerrNetSeat seats[2] = {
    { 1, (char *) ANN, 0 },
    { 2, (char *) BOB, 0 },
  };
  guint n_played = 0;
  TestClicks clicks = { 0 };
  const TerrMove *move;

  programs_init (p, "gp-game@" ROOMS);
  g_assert_true (terr_net_match_host (p[0].net, TERR_GAME_GARDEN_PATHS, 9, seats, 2, &error));
  g_assert_no_error (error);
  g_assert_true (test_app_wait (both_have_game, p, 60000));
  for (guint i = 0; i < 2; i++)
    {
      terr_window_show_net_game (p[i].window, p[i].net);
      /* The page draws the seat's own game, not the shared one. */
      g_assert_true (terr_game_page_get_game (page_of (&p[i])) == terr_net_match_get_seat_game (p[i].net, (int) i + 1));
      g_assert_true (terr_game_page_get_game (page_of (&p[i])) != terr_net_match_get_game (p[i].net));
      terr_net_match_send_ready (p[i].net);
    }
  g_assert_true (terr_net_match_start (p[0].net, &error));
  g_assert_no_error (error);
  g_assert_true (test_app_wait (both_started, p, 60000));

  /* Three announcements with their placements, through the boards. */
  while (!three_each (p))
    {
      gboolean played = FALSE;

      g_assert_cmpuint (n_played, <, 40);
      for (guint i = 0; i < 2 && !played; i++)
        {
          TerrGame *game = terr_game_page_get_game (page_of (&p[i]));
          TerrBoard *board = terr_game_page_get_board (page_of (&p[i]));
          g_autoptr(GPtrArray) moves = NULL;
          g_autoptr(GPtrArray) usable = g_ptr_array_new ();

          check_own_grid_only (&p[i], (int) i + 1);
          if (!terr_board_get_interactive (board) || terr_game_get_seat_to_move (game) != (int) i + 1)
            continue;
          /* Between pieces only the announcer moves, and while a piece
           * is out nobody announces: the net match decides (a seat's game
           * does not know whose turn it is at another program). */
          if (terr_net_match_get_announced_piece (p[i].net) == NULL
              && terr_net_match_get_announcer (p[i].net) != (int) i + 1)
            continue;
          moves = terr_game_list_moves (game);
          for (guint m = 0; m < moves->len; m++)
            if (!terr_move_is (g_ptr_array_index (moves, m), "end")
                && (terr_net_match_get_announced_piece (p[i].net) == NULL
                    || !terr_move_is (g_ptr_array_index (moves, m), "announce")))
              g_ptr_array_add (usable, g_ptr_array_index (moves, m));
          if (usable->len == 0)
            continue;
          move = g_ptr_array_index (usable, g_rand_int_range (rand, 0, (int) usable->len));
          check_own_grid_only (&p[0], 1);
          check_own_grid_only (&p[1], 2);
          if (!test_clicks_play (page_of (&p[i]), move, &clicks))
            continue;
          played = TRUE;
          n_played++;
        }
      if (!played)
        g_assert_true (test_app_wait (some_board_waits, p, 60000));
      test_app_spin (2);
    }

  /* Each window's game holds its own placements and none of the other's. */
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GPtrArray) own = terr_net_match_dup_hidden_moves (p[i].net, (int) i + 1);
      g_autoptr(GPtrArray) other = terr_net_match_dup_hidden_moves (p[i].net, 2 - (int) i);
      GPtrArray *shown = terr_game_get_moves (terr_game_page_get_game (page_of (&p[i])));
      guint n_own = 0;

      check_own_grid_only (&p[i], (int) i + 1);
      g_assert_cmpuint (own->len, ==, 3);
      g_assert_true (other == NULL || other->len == 0);
      for (guint m = 0; m < shown->len; m++)
        {
          const TerrMove *placed = g_ptr_array_index (shown, m);

          if (terr_move_is (placed, "place"))
            {
              g_assert_cmpint (terr_move_get_seat (placed), ==, (int) i + 1);
              n_own++;
            }
        }
      g_assert_cmpuint (n_own, ==, 3);
    }
  g_test_message ("%u moves by clicks: %u on the boards, %u on rows, %u on Turn or Mirror, %u on the play button; %u given up",
                  n_played, clicks.board, clicks.rows, clicks.turns, clicks.buttons, clicks.stale);
  /* One click on Announce per announcement: none was sent while the one
   * before was on its way (the room would refuse it as holding a number
   * taken).  (Two commitments sent at once may still take one number:
   * the core sends the later one again.) */
  g_assert_cmpuint (clicks.buttons, ==, 3);
  /* Each placement was a click on a grid. */
  g_assert_cmpuint (clicks.board, ==, 6);
  /* TEST_NET_SCREENSHOTS=DIR: each window as it is now, as a picture. */
  if (g_getenv ("TEST_NET_SCREENSHOTS") != NULL)
    for (guint i = 0; i < 2; i++)
      {
        g_autofree char *name = g_strdup_printf ("net-gp-seat-%u.png", i + 1);
        g_autofree char *path = g_build_filename (g_getenv ("TEST_NET_SCREENSHOTS"), name, NULL);
        cairo_surface_t *surface;

        test_app_spin (300);
        surface = test_app_render_widget (GTK_WIDGET (p[i].window));
        g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
        cairo_surface_destroy (surface);
      }

  program_clear (&p[0]);
  program_clear (&p[1]);
}

#ifdef TEST_NET_XMPP
static gboolean
window_plays_net (gpointer data)
{
  TerrWindow *window = data;

  return window->game_page != NULL && terr_game_page_get_net_match (window->game_page) != NULL;
}

static gboolean
error_shown (gpointer data)
{
  return TERR_WINDOW (data)->error_dialog != NULL;
}

static gboolean
both_ready (gpointer data)
{
  return terr_net_match_get_ready_seats (TERR_NET_MATCH (data)) == 0x6;
}

static gboolean
is_started (gpointer data)
{
  return terr_net_match_is_started (TERR_NET_MATCH (data));
}

typedef struct
{
  TerrNetMatch *net;
  TerrWindow   *window;
  guint         n_moves;
} JoinWait;

static gboolean
both_have_moves (gpointer data)
{
  JoinWait *wait = data;

  return terr_game_get_n_moves (terr_net_match_get_game (wait->net)) == wait->n_moves
         && terr_game_get_n_moves (terr_game_page_get_game (wait->window->game_page)) == wait->n_moves;
}

/* TEST_NET_SCREENSHOTS=DIR: @window as it is now, as DIR/@name. */
static void
save_screenshot (gpointer    window,
                 const char *name)
{
  g_autofree char *path = NULL;
  cairo_surface_t *surface;

  if (g_getenv ("TEST_NET_SCREENSHOTS") == NULL)
    return;
  path = g_build_filename (g_getenv ("TEST_NET_SCREENSHOTS"), name, NULL);
  test_app_spin (300);
  surface = test_app_render_widget (GTK_WIDGET (window));
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

static void
join_from_window (TerrWindow *window,
                  const char *room,
                  const char *password)
{
  GtkWidget *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.join-network-game", NULL));
  dialog = window->join_dialog;
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (window->join_room_row), room);
  gtk_editable_set_text (GTK_EDITABLE (window->join_password_row), password);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "join");
}

static const char *
error_heading (TerrWindow *window)
{
  g_assert_true (test_app_wait (error_shown, window, 60000));
  return adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (window->error_dialog));
}

/* Bob joins Ann's room from his window (Join Network Game, an xmpp:
 * link) and plays his seat there to the end of the game. */
static void
test_join_from_window (void)
{
  GSettings *settings = terr_application_get_settings (app);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) ann_file = NULL;
  g_autoptr(GBytes) bob_file = NULL;
  TestClient *ann = test_client_new (server, "ann", "ann-secret");
  g_autoptr(TerrNetMatch) ann_net = NULL;
  TerrWindow *window = test_app_make_window (app);
  TerrNetSeat seats[2] = {
    { 1, (char *) ANN, 0 },
    { 2, (char *) BOB, 0 },
  };
  guint n_moves = 0;
  TestClicks clicks = { 0 };

  test_client_create (ann, "join-game@" ROOMS, FALSE);
  ann_net = terr_net_match_new (TERR_ROOM (ann->room));
  test_client_wait_room (ann, TERR_ROOM_JOINED);
  g_assert_true (terr_net_match_host (ann_net, TERR_GAME_HANGING_GARDENS, 4, seats, 2, &error));
  g_assert_no_error (error);

  /* Without an account there is nothing to join with. */
  g_settings_set_string (settings, "net-address", "");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.join-network-game", NULL));
  g_assert_cmpstr (error_heading (window), ==, "No network account");
  gtk_window_destroy (GTK_WINDOW (window->error_dialog));
  test_app_spin (10);

  g_settings_set_string (settings, "net-address", BOB);
  g_free (window->net_server_host);
  window->net_server_host = g_strdup ("127.0.0.1");
  window->net_server_port = server->port;

  join_from_window (window, "not a room", "bob-secret");
  g_assert_cmpstr (error_heading (window), ==, "No such room");
  gtk_window_destroy (GTK_WINDOW (window->error_dialog));
  test_app_spin (10);

  join_from_window (window, "join-game@" ROOMS, "not-his-password");
  g_assert_cmpstr (error_heading (window), ==, "Wrong address or password");
  gtk_window_destroy (GTK_WINDOW (window->error_dialog));
  test_app_spin (10);

  join_from_window (window, "xmpp:join-game@" ROOMS "?join", "bob-secret");
  g_assert_true (test_app_wait (window_plays_net, window, 60000));
  g_assert_true (terr_window_is_showing (window, "game"));
  terr_net_match_send_ready (ann_net);
  g_assert_true (test_app_wait (both_ready, ann_net, 60000));
  g_assert_true (terr_net_match_start (ann_net, &error));
  g_assert_no_error (error);
  g_assert_true (test_app_wait (is_started, ann_net, 60000));
  g_assert_true (test_app_wait (is_started, terr_game_page_get_net_match (window->game_page), 60000));

  while (!terr_game_is_over (terr_net_match_get_game (ann_net)))
    {
      TerrGame *game = terr_net_match_get_game (ann_net);
      g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
      JoinWait wait = { ann_net, window, n_moves + 1 };

      g_assert_cmpuint (n_moves, <, 500);
      if (terr_game_get_seat_to_move (game) == 1)
        g_assert_true (terr_net_match_play (ann_net, g_ptr_array_index (moves, 0), NULL));
      else
        g_assert_true (test_clicks_play (window->game_page, g_ptr_array_index (moves, moves->len - 1), &clicks));
      g_assert_true (test_app_wait (both_have_moves, &wait, 60000));
      n_moves++;
    }
  /* A move over a room is everyone's: no undo. */
  g_assert_false (terr_game_page_can_undo (window->game_page));
  g_assert_false (terr_game_page_undo (window->game_page));
  save_screenshot (window, "net-joined.png");
  ann_file = terr_game_to_bytes (terr_net_match_get_game (ann_net), TERR_FILE_REPLAY);
  bob_file = terr_game_to_bytes (terr_game_page_get_game (window->game_page), TERR_FILE_REPLAY);
  g_assert_true (g_bytes_equal (ann_file, bob_file));
  g_test_message ("%u moves, Bob's by %u clicks on the board", n_moves, clicks.board);
  g_assert_cmpuint (clicks.board + clicks.buttons, >, 0);

  test_app_close_window (window);
  g_clear_object (&ann_net);
  test_client_free (ann);
  g_settings_reset (settings, "net-address");
}

static gboolean
game_shown_started (gpointer data)
{
  TerrWindow *window = data;

  return window_plays_net (window)
         && terr_net_match_is_started (terr_game_page_get_net_match (window->game_page));
}

/* A window showing the started game of the room @room. */
typedef struct { TerrWindow *window; const char *room; } InRoom;
static gboolean
started_in_room (gpointer data)
{
  InRoom *in = data;

  return game_shown_started (in->window)
         && g_strcmp0 (terr_room_get_address (terr_net_match_get_room (terr_game_page_get_net_match (in->window->game_page))), in->room) == 0;
}

static TerrNewGameDialog *
find_new_game_dialog (void)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (TERR_IS_NEW_GAME_DIALOG (l->data))
      return l->data;
  return NULL;
}

/* @window's New Game dialog of Hanging Gardens. */
static TerrNewGameDialog *
open_new_game (TerrWindow *window)
{
  TerrNewGameDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-for", "(su)",
                                             terr_game_kind_to_string (TERR_GAME_HANGING_GARDENS), 2));
  dialog = find_new_game_dialog ();
  g_assert_nonnull (dialog);
  return dialog;
}

static gboolean
has_invitation (gpointer data)
{
  return TERR_WINDOW (data)->net_invite_toast != NULL;
}

typedef struct
{
  TerrWindow *windows[2];
  guint       n_moves;
} HostWait;

static gboolean
both_pages_have_moves (gpointer data)
{
  HostWait *wait = data;

  for (guint i = 0; i < 2; i++)
    if (terr_game_get_n_moves (terr_game_page_get_game (wait->windows[i]->game_page)) != wait->n_moves)
      return FALSE;
  return TRUE;
}

/* Ann's window hosts: it makes a fresh room, invites Bob, announces the
 * game and starts it once both seats are ready; Bob's window joins by
 * the link Ann's window gives, and the game is played to the end through
 * both boards. */
static void
test_host_from_window (void)
{
  GSettings *settings = terr_application_get_settings (app);
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autoptr(GBytes) ann_file = NULL;
  g_autoptr(GBytes) bob_file = NULL;
  g_autofree char *room = terr_net_new_room_address (ROOMS);
  g_autofree char *other_room = terr_net_new_room_address (ROOMS);
  g_autofree char *link = NULL;
  TerrWindow *ann = test_app_make_window (app);
  TerrWindow *bob = test_app_make_window (app);
  TerrWindow *windows[2] = { ann, bob };
  TerrNewGameDialog *dialog;
  TerrNetSeat seats[2] = {
    { 1, (char *) ANN, 0 },
    { 2, (char *) BOB, 0 },
  };
  guint n_moves = 0;
  TestClicks clicks = { 0 };

  g_assert_true (g_str_has_prefix (room, "terraces-"));
  g_assert_true (g_str_has_suffix (room, "@" ROOMS));
  g_assert_cmpstr (room, !=, other_room);
  for (guint i = 0; i < 2; i++)
    {
      g_free (windows[i]->net_server_host);
      windows[i]->net_server_host = g_strdup ("127.0.0.1");
      windows[i]->net_server_port = server->port;
    }
  g_assert_null (terr_window_net_dup_link (ann));

  /* A wrong password: said in words, and nothing is left half made. */
  g_settings_set_string (settings, "net-address", ANN);
  terr_window_net_host (ann, room, "not-her-password", TERR_GAME_HANGING_GARDENS, 6, NULL, seats, 2);
  g_assert_cmpstr (error_heading (ann), ==, "Wrong address or password");
  gtk_window_destroy (GTK_WINDOW (ann->error_dialog));
  test_app_spin (10);
  g_assert_null (ann->net_host_seats);
  g_assert_null (terr_window_net_dup_link (ann));

  /* New Game: seat 2 is a remote player, Bob; a wrong address keeps the
   * dialog open. */
  ann->net_rooms_service = g_strdup (ROOMS);
  dialog = open_new_game (ann);
  terr_new_game_dialog_set_n_players (dialog, 2);
  terr_new_game_dialog_set_seat (dialog, 0, "", 0);
  terr_new_game_dialog_set_seat (dialog, 1, "bob", terr_new_game_dialog_get_max_level (TERR_GAME_HANGING_GARDENS) + 1);
  g_assert_true (terr_new_game_dialog_has_remote (dialog));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  g_assert_true (find_new_game_dialog () == dialog);
  g_assert_null (ann->join_dialog);
  g_assert_true (gtk_widget_has_css_class (terr_new_game_dialog_get_seat_row (dialog, 1), "error"));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (terr_new_game_dialog_get_seat_row (dialog, 1))),
                   ==, "Address of Player 2");
  terr_new_game_dialog_set_seat (dialog, 1, BOB, terr_new_game_dialog_get_max_level (TERR_GAME_HANGING_GARDENS) + 1);
  g_assert_false (gtk_widget_has_css_class (terr_new_game_dialog_get_seat_row (dialog, 1), "error"));
  save_screenshot (dialog, "net-host-new-game.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  test_app_spin (10);
  g_assert_null (find_new_game_dialog ());
  /* Then the password, and the window hosts. */
  g_assert_nonnull (ann->join_dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (ann->join_dialog)), ==, "Host Network Game");
  gtk_editable_set_text (GTK_EDITABLE (ann->join_password_row), "ann-secret");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (ann->join_dialog), "host");
  link = terr_window_net_dup_link (ann);
  g_assert_nonnull (link);
  g_assert_true (g_str_has_prefix (link, "xmpp:terraces-"));
  g_assert_true (g_str_has_suffix (link, "@" ROOMS "?join"));
  g_free (room);
  room = terr_net_parse_room (link);
  g_assert_true (test_app_wait (window_plays_net, ann, 60000));
  g_assert_true (terr_net_match_is_host (terr_game_page_get_net_match (ann->game_page)));
  /* The room panel shows the link Bob is given. */
  g_assert_cmpstr (terr_room_panel_get_link (TERR_ROOM_PANEL (ann->game_page->room_panel)), ==, link);
  {
    GdkClipboard *clipboard = gtk_widget_get_clipboard (ann->game_page->room_panel);
    g_auto(GValue) value = G_VALUE_INIT;

    g_assert_true (gtk_widget_activate_action (ann->game_page->room_panel, "room-panel.copy-link", NULL));
    g_value_init (&value, G_TYPE_STRING);
    g_assert_true (gdk_content_provider_get_value (gdk_clipboard_get_content (clipboard), &value, NULL));
    g_assert_cmpstr (g_value_get_string (&value), ==, link);
  }
  /* Not before Bob is there and ready. */
  g_assert_false (terr_net_match_is_started (terr_game_page_get_net_match (ann->game_page)));

  g_settings_set_string (settings, "net-address", BOB);
  join_from_window (bob, link, "bob-secret");
  g_assert_true (test_app_wait (game_shown_started, bob, 60000));
  g_assert_true (test_app_wait (game_shown_started, ann, 60000));
  g_assert_true (terr_window_is_showing (ann, "game"));
  g_assert_true (terr_window_is_showing (bob, "game"));

  while (!terr_game_is_over (terr_game_page_get_game (ann->game_page)))
    {
      TerrGame *game = terr_game_page_get_game (ann->game_page);
      int seat = terr_game_get_seat_to_move (game);
      TerrBoard *board = terr_game_page_get_board (windows[seat - 1]->game_page);
      TerrBoard *other_board = terr_game_page_get_board (windows[2 - seat]->game_page);
      g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
      HostWait wait = { { ann, bob }, n_moves + 1 };

      g_assert_cmpuint (n_moves, <, 500);
      g_assert_true (terr_board_get_interactive (board));
      g_assert_false (terr_board_get_interactive (other_board));
      g_assert_true (test_clicks_play (windows[seat - 1]->game_page,
                                       g_ptr_array_index (moves, g_rand_int_range (rand, 0, (int) moves->len)),
                                       &clicks));
      g_assert_true (test_app_wait (both_pages_have_moves, &wait, 60000));
      n_moves++;
    }
  g_assert_true (terr_game_is_over (terr_game_page_get_game (bob->game_page)));
  g_assert_cmpuint (n_moves, >, 10);
  save_screenshot (ann, "net-host.png");
  ann_file = terr_game_to_bytes (terr_game_page_get_game (ann->game_page), TERR_FILE_REPLAY);
  bob_file = terr_game_to_bytes (terr_game_page_get_game (bob->game_page), TERR_FILE_REPLAY);
  g_assert_nonnull (ann_file);
  g_assert_true (g_bytes_equal (ann_file, bob_file));
  g_test_message ("%u moves by %u clicks on the boards", n_moves, clicks.board);
  g_assert_cmpuint (clicks.board + clicks.buttons, ==, n_moves);

  /* Bob's account is still connected: Ann's next game's invitation shows
   * in his window, and its Join opens the join dialog with the room. */
  /* (The first game's invitation reached him too, once connected.) */
  if (bob->net_invite_toast != NULL)
    g_assert_cmpstr (g_variant_get_string (adw_toast_get_action_target_value (bob->net_invite_toast), NULL), ==, room);
  g_clear_object (&bob->net_invite_toast);
  g_settings_set_string (settings, "net-address", ANN);
  terr_window_net_host (ann, other_room, "ann-secret", TERR_GAME_HANGING_GARDENS, 8, NULL, seats, 2);
  g_assert_true (test_app_wait (has_invitation, bob, 60000));
  g_assert_cmpstr (adw_toast_get_title (bob->net_invite_toast), ==, ANN " invites you to a game");
  g_assert_cmpstr (adw_toast_get_action_name (bob->net_invite_toast), ==, "win.join-network-game-room");
  g_settings_set_string (settings, "net-address", BOB);
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (bob), "win.join-network-game-room",
                                                     adw_toast_get_action_target_value (bob->net_invite_toast)));
  g_assert_nonnull (bob->join_dialog);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (bob->join_room_row)), ==, other_room);
  gtk_editable_set_text (GTK_EDITABLE (bob->join_password_row), "bob-secret");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (bob->join_dialog), "join");
  g_assert_true (test_app_wait (started_in_room, &(InRoom) { bob, other_room }, 60000));
  g_assert_true (test_app_wait (started_in_room, &(InRoom) { ann, other_room }, 60000));
  g_assert_cmpuint (terr_game_get_n_moves (terr_game_page_get_game (bob->game_page)), ==, 0);
  test_app_close_window (ann);
  test_app_close_window (bob);
  g_settings_reset (settings, "net-address");
}

/* New Game with seat 2 Bob's, then the password: @window hosts. */
static void
host_by_new_game (TerrWindow *window,
                  const char *password)
{
  TerrNewGameDialog *dialog = open_new_game (window);

  terr_new_game_dialog_set_n_players (dialog, 2);
  terr_new_game_dialog_set_seat (dialog, 0, "", 0);
  terr_new_game_dialog_set_seat (dialog, 1, BOB, terr_new_game_dialog_get_max_level (TERR_GAME_HANGING_GARDENS) + 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  test_app_spin (10);
  g_assert_nonnull (window->join_dialog);
  gtk_editable_set_text (GTK_EDITABLE (window->join_password_row), password);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (window->join_dialog), "host");
}

/* No rooms service set: the window asks the player's server where its
 * rooms are and hosts there; a server without any says so. */
static void
test_host_discovers (void)
{
  GSettings *settings = terr_application_get_settings (app);
  TerrWindow *ann = test_app_make_window (app);
  g_autofree char *link = NULL;

  g_free (ann->net_server_host);
  ann->net_server_host = g_strdup ("127.0.0.1");
  ann->net_server_port = server->port;
  g_assert_null (ann->net_rooms_service);

  g_settings_set_string (settings, "net-address", "eve@" TEST_XMPP_NO_ROOMS_DOMAIN);
  host_by_new_game (ann, "eve-secret");
  g_assert_cmpstr (error_heading (ann), ==, "No rooms on this server");
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (ann->error_dialog)), ==,
                   "Your server offers no rooms for games; ask its administrator, or give a room address.");
  g_assert_null (ann->net_room_address);
  gtk_window_destroy (GTK_WINDOW (ann->error_dialog));
  test_app_spin (10);

  g_settings_set_string (settings, "net-address", ANN);
  host_by_new_game (ann, "ann-secret");
  g_assert_true (test_app_wait (window_plays_net, ann, 60000));
  link = terr_window_net_dup_link (ann);
  g_assert_true (g_str_has_prefix (link, "xmpp:terraces-"));
  g_assert_true (g_str_has_suffix (link, "@" ROOMS "?join"));
  g_assert_true (terr_net_match_is_host (terr_game_page_get_net_match (ann->game_page)));

  test_app_close_window (ann);
  g_settings_reset (settings, "net-address");
}
#endif

#ifndef TEST_NET_XMPP
typedef struct
{
  const char *from;
  guint       n_spoiled;
} Spoil;

/* The first move of @spoil->from changes on its way into one the rules
 * refuse. */
static char *
spoil_first_filter (const char *from,
                    const char *payload,
                    gpointer    data)
{
  Spoil *spoil = data;
  const char *type;

  if (spoil->n_spoiled == 0 && g_strcmp0 (from, spoil->from) == 0 && g_str_has_prefix (payload, "<play")
      && (type = strstr (payload, "type=\"")) != NULL)
    {
      g_autofree char *head = g_strndup (payload, (gsize) (type - payload));

      spoil->n_spoiled++;
      return g_strdup_printf ("%stype=\"fly%s", head, strchr (type + strlen ("type=\""), '"'));
    }
  return g_strdup (payload);
}

static gboolean
has_refusal (gpointer data)
{
  return terr_net_match_get_refusals (TERR_NET_MATCH (data))->len > 0;
}

/* A move that the room refuses is not coming: the mover's board, kept
 * from taking moves while it was on its way, takes them again, and her
 * next click is played in both windows. */
static void
test_refused_move (void)
{
  g_autoptr(GError) error = NULL;
  Program p[2];
  TerrNetSeat seats[2] = {
    { 1, (char *) ANN, 0 },
    { 2, (char *) BOB, 0 },
  };
  Spoil spoil = { NULL, 0 };
  TestClicks clicks = { 0 };
  MoveWait wait = { p, 1, NULL, 1 };   /* (not timed: "drawn" at once) */
  Program *mover;
  TerrBoard *board;
  g_autoptr(GPtrArray) moves = NULL;

  programs_init (p, "refused-game@" ROOMS);
  terr_memory_hub_set_filter (p[0].hub, spoil_first_filter, &spoil);
  g_assert_true (terr_net_match_host (p[0].net, TERR_GAME_HANGING_GARDENS, 7, seats, 2, &error));
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
  wait.other = &p[1 - (mover - p)];
  spoil.from = seats[mover - p].address;
  board = terr_game_page_get_board (page_of (mover));

  moves = terr_game_list_moves (terr_net_match_get_game (mover->net));
  g_assert_true (test_clicks_play (page_of (mover), g_ptr_array_index (moves, 0), &clicks));
  g_assert_false (terr_board_get_interactive (board));
  g_assert_true (test_app_wait (has_refusal, mover->net, 60000));
  g_assert_cmpuint (spoil.n_spoiled, ==, 1);
  g_assert_true (terr_board_get_interactive (board));
  g_assert_cmpuint (terr_game_get_n_moves (terr_net_match_get_game (mover->net)), ==, 0);

  /* Her next click counts. */
  g_assert_true (test_clicks_play (page_of (mover), g_ptr_array_index (moves, moves->len - 1), &clicks));
  g_assert_true (test_app_wait (both_show_moves, &wait, 60000));
  for (guint i = 0; i < 2; i++)
    g_assert_true (terr_move_equal (last_move (terr_game_page_get_game (page_of (&p[i]))),
                                    g_ptr_array_index (moves, moves->len - 1)));
  g_assert_cmpuint (clicks.board, ==, 2);

  program_clear (&p[0]);
  program_clear (&p[1]);
}
#endif

int
main (int   argc,
      char *argv[])
{
  int status;

  /* --bench is ours, not g_test's. */
  for (int i = 1; i < argc; i++)
    if (g_strcmp0 (argv[i], "--bench") == 0)
      {
        bench = TRUE;
        memmove (&argv[i], &argv[i + 1], (size_t) (argc - i) * sizeof (char *));
        argc--;
        break;
      }
  if (!test_app_init (&argc, &argv))
    return 0;

  app = test_app_new_application ();
#ifdef TEST_NET_XMPP
  server = test_prosody_start ();
  test_prosody_register (server, "ann", "ann-secret");
  test_prosody_register (server, "bob", "bob-secret");
  test_prosody_register_at (server, "eve", TEST_XMPP_NO_ROOMS_DOMAIN, "eve-secret");
  g_test_add_func ("/net-ui/play/hg-two-windows", test_hg_two_windows);
  if (!bench)
    {
      g_test_add_func ("/net-ui/play/gp-two-windows", test_gp_two_windows);
      g_test_add_func ("/net-ui/play/join-from-window", test_join_from_window);
      g_test_add_func ("/net-ui/play/host-from-window", test_host_from_window);
      g_test_add_func ("/net-ui/play/host-discovers", test_host_discovers);
    }
#else
  g_test_add_func ("/app/net-play/hg-two-windows", test_hg_two_windows);
  g_test_add_func ("/app/net-play/gp-two-windows", test_gp_two_windows);
  g_test_add_func ("/app/net-play/refused-move", test_refused_move);
#endif
  status = g_test_run ();
#ifdef TEST_NET_XMPP
  test_prosody_free (server);
#endif
  g_object_unref (app);
  return status;
}
