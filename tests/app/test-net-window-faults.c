/* test-net-window-faults.c — the window's network faults and invitations
 * against the private prosody of tests/net (suite net): a window that
 * joined a game loses its server, its room panel says so with Retry, and
 * Retry brings it back into the room with the moves it missed; a window
 * listening for invitations at start-up (with the password the keyring
 * would give) shows an invitation as a toast.  A newer choice of game
 * cancels the search of the rooms service that hosting starts with; a
 * room named alone in the Join dialog is found on the player's server.
 */
#include "config.h"

#include "terr-board-private.h"
#include "terr-game-page-private.h"
#include "terr-new-game-dialog.h"
#include "terr-room-panel-private.h"
#include "terr-window-private.h"
#include "test-app-common.h"
#include "test-xmpp-client.h"

#define ANN "ann@" TEST_XMPP_DOMAIN
#define BOB "bob@" TEST_XMPP_DOMAIN
#define CARL "carl@" TEST_XMPP_DOMAIN
#define ROOMS TEST_XMPP_ROOMS

static TerrApplication *app;

/* A click on @button (its "clicked": activating a button clicks only
 * after a short press shown on screen). */
static void
click (GtkWidget *button)
{
  g_assert_true (gtk_widget_is_sensitive (button) && gtk_widget_get_visible (button));
  g_signal_emit_by_name (button, "clicked");
}
static TestProsody *server;

static gboolean
window_plays_net (gpointer data)
{
  TerrWindow *window = data;

  return window->game_page != NULL && terr_game_page_get_net_match (window->game_page) != NULL;
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

static TerrRoomPanel *
panel_of (TerrWindow *window)
{
  return TERR_ROOM_PANEL (terr_game_page_get_room_panel (window->game_page));
}

static gboolean
panel_says_error (gpointer data)
{
  return terr_room_panel_get_error_title (panel_of (data)) != NULL;
}

static gboolean
panel_clear (gpointer data)
{
  TerrWindow *window = data;

  return terr_room_panel_get_error_title (panel_of (window)) == NULL
         && terr_room_get_state (terr_room_panel_get_room (panel_of (window))) == TERR_ROOM_JOINED;
}

typedef struct
{
  TerrNetMatch *net;
  TerrWindow   *window;
  guint         n_moves;
} MovesWait;

static gboolean
both_have_moves (gpointer data)
{
  MovesWait *wait = data;

  return terr_game_get_n_moves (terr_net_match_get_game (wait->net)) >= wait->n_moves
         && terr_game_get_n_moves (terr_game_page_get_game (wait->window->game_page)) >= wait->n_moves;
}

/* One move of whoever is to move: Ann through her match, Bob through
 * his window's board; both see it. */
static void
play_one (TerrNetMatch *ann_net,
          TerrWindow   *window)
{
  TerrGame *game = terr_net_match_get_game (ann_net);
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
  MovesWait wait = { ann_net, window, terr_game_get_n_moves (game) + 1 };

  if (terr_game_get_seat_to_move (game) == 1)
    g_assert_true (terr_net_match_play (ann_net, g_ptr_array_index (moves, 0), NULL));
  else
    g_assert_true (terr_board_play (terr_game_page_get_board (window->game_page), g_ptr_array_index (moves, 0)));
  g_assert_true (test_app_wait (both_have_moves, &wait, 60000));
}

/* Ann (a client of the server) hosts a Hanging Gardens game in @room
 * with seat 2 for @guest, whose window joins with @password; the game
 * starts and one move is played.  The account set to wait long before
 * trying again by itself. */
static TerrNetMatch *
start_joined_game (TestClient *ann,
                   TerrWindow *window,
                   const char *room,
                   const char *guest,
                   const char *password)
{
  GSettings *settings = terr_application_get_settings (app);
  g_autoptr(GError) error = NULL;
  TerrNetMatch *ann_net;
  TerrNetSeat seats[2] = {
    { 1, (char *) ANN, 0 },
    { 2, (char *) guest, 0 },
  };

  test_client_create (ann, room, FALSE);
  ann_net = terr_net_match_new (TERR_ROOM (ann->room));
  test_client_wait_room (ann, TERR_ROOM_JOINED);
  g_assert_true (terr_net_match_host (ann_net, TERR_GAME_HANGING_GARDENS, 8, seats, 2, &error));
  g_assert_no_error (error);
  g_settings_set_string (settings, "net-address", guest);
  g_free (window->net_server_host);
  window->net_server_host = g_strdup ("127.0.0.1");
  window->net_server_port = server->port;
  terr_window_net_join (window, room, password);
  g_assert_true (test_app_wait (window_plays_net, window, 60000));
  terr_net_match_send_ready (ann_net);
  g_assert_true (test_app_wait (both_ready, ann_net, 60000));
  g_assert_true (terr_net_match_start (ann_net, &error));
  g_assert_no_error (error);
  g_assert_true (test_app_wait (is_started, terr_game_page_get_net_match (window->game_page), 60000));
  play_one (ann_net, window);
  g_assert_null (terr_room_panel_get_error_title (panel_of (window)));
  terr_xmpp_account_set_retry_delays (TERR_XMPP_ACCOUNT (window->net_account), 600000, 600000);
  return ann_net;
}

/* Bob's window joined Ann's game; the server goes away.  Bob's account
 * would try again only much later: his panel says the connection is lost,
 * with Retry.  The server comes back, Ann moves meanwhile, Retry brings
 * Bob back with that move, and the game goes on. */
static void
test_retry (void)
{
  GSettings *settings = terr_application_get_settings (app);
  TestClient *ann = test_client_new (server, "ann", "ann-secret");
  TerrWindow *window = test_app_make_window (app);
  g_autoptr(TerrNetMatch) ann_net = start_joined_game (ann, window, "retry-game@" ROOMS, BOB, "bob-secret");
  TerrRoomPanel *panel = panel_of (window);
  MovesWait wait;
  guint n;

  /* The server stops: Bob's panel says it, with Retry. */
  test_prosody_stop (server);
  g_assert_true (test_app_wait (panel_says_error, window, 60000));
  g_assert_cmpstr (terr_room_panel_get_error_title (panel), ==, "Connection lost");
  g_assert_true (gtk_widget_get_visible (panel->retry_button));
  /* The game stays on the page: nothing was dropped. */
  g_assert_true (window_plays_net (window));
  g_assert_null (window->error_dialog);

  /* Back: Ann comes back by herself and moves if it is her turn. */
  test_prosody_restart (server);
  test_client_wait_room (ann, TERR_ROOM_JOINED);
  n = terr_game_get_n_moves (terr_net_match_get_game (ann_net));
  if (terr_game_get_seat_to_move (terr_net_match_get_game (ann_net)) == 1)
    {
      g_autoptr(GPtrArray) moves = terr_game_list_moves (terr_net_match_get_game (ann_net));

      g_assert_true (terr_net_match_play (ann_net, g_ptr_array_index (moves, 0), NULL));
      n++;
    }
  g_assert_nonnull (terr_room_panel_get_error_title (panel));
  click (panel->retry_button);
  g_assert_true (test_app_wait (panel_clear, window, 60000));
  wait = (MovesWait) { ann_net, window, n };
  g_assert_true (test_app_wait (both_have_moves, &wait, 60000));
  g_assert_cmpuint (terr_game_get_n_moves (terr_game_page_get_game (window->game_page)), ==, n);

  /* The game goes on, both ways. */
  play_one (ann_net, window);
  play_one (ann_net, window);
  g_assert_cmpuint (terr_net_match_get_refusals (terr_game_page_get_net_match (window->game_page))->len, ==, 0);

  test_app_close_window (window);
  g_clear_object (&ann_net);
  test_client_free (ann);
  g_settings_reset (settings, "net-address");
}

static const char *
panel_title (TerrWindow *window)
{
  return terr_room_panel_get_error_title (panel_of (window));
}

static gboolean
password_refused (gpointer data)
{
  return g_strcmp0 (panel_title (data), "Wrong address or password") == 0;
}

/* Carl's password changes on the server while he plays: after the
 * connection comes back, the server refuses the old one; the panel says
 * so, and its Retry asks for the password again before joining. */
static void
test_password_again (void)
{
  GSettings *settings = terr_application_get_settings (app);
  TestClient *ann = test_client_new (server, "ann", "ann-secret");
  TerrWindow *window = test_app_make_window (app);
  g_autoptr(TerrNetMatch) ann_net = NULL;
  TerrRoomPanel *panel;

  test_prosody_register (server, "carl", "carl-secret");
  ann_net = start_joined_game (ann, window, "password-game@" ROOMS, CARL, "carl-secret");
  panel = panel_of (window);

  test_prosody_stop (server);
  test_prosody_register (server, "carl", "carl-changed");
  test_prosody_restart (server);
  test_client_wait_room (ann, TERR_ROOM_JOINED);
  g_assert_true (test_app_wait (panel_says_error, window, 60000));
  g_assert_cmpstr (panel_title (window), ==, "Connection lost");

  /* Retry with the old password: refused, said in words. */
  click (panel->retry_button);
  g_assert_true (test_app_wait (password_refused, window, 60000));
  g_assert_true (window_plays_net (window));
  g_assert_null (window->error_dialog);

  /* Retry now asks for the password, then joins with it. */
  g_assert_null (window->join_dialog);
  click (panel->retry_button);
  g_assert_nonnull (window->join_dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (window->join_dialog)), ==,
                   "Wrong address or password");
  gtk_editable_set_text (GTK_EDITABLE (window->join_password_row), "carl-changed");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (window->join_dialog), "retry");
  g_assert_true (test_app_wait (panel_clear, window, 60000));
  play_one (ann_net, window);
  play_one (ann_net, window);

  test_app_close_window (window);
  g_clear_object (&ann_net);
  test_client_free (ann);
  g_settings_reset (settings, "net-address");
}

static gboolean
account_online (gpointer data)
{
  TerrWindow *window = data;

  return window->invite_account != NULL
         && terr_xmpp_account_get_state (TERR_XMPP_ACCOUNT (window->invite_account)) == TERR_XMPP_ACCOUNT_ONLINE;
}

static gboolean
toast_shown (gpointer data)
{
  return TERR_WINDOW (data)->net_invite_toast != NULL;
}

/* Bob's window listens for invitations (the password as the keyring
 * would give it) without a game; Ann invites him to her room: a toast
 * with Join, which opens the join dialog with the room filled in. */
static void
test_invitation (void)
{
  GSettings *settings = terr_application_get_settings (app);
  TestClient *ann = test_client_new (server, "ann", "ann-secret");
  TerrWindow *window;
  g_autofree char *title = NULL;

  g_settings_set_boolean (settings, "net-invitations", TRUE);
  g_settings_set_string (settings, "net-address", BOB);
  window = test_app_make_window (app);
  g_free (window->net_server_host);
  window->net_server_host = g_strdup ("127.0.0.1");
  window->net_server_port = server->port;
  terr_window_invitations_listen (window, "bob-secret");
  g_assert_true (test_app_wait (account_online, window, 60000));

  test_client_create (ann, "invite-game@" ROOMS, TRUE);
  test_client_wait_room (ann, TERR_ROOM_JOINED);
  terr_room_invite (TERR_ROOM (ann->room), BOB, "A game of Terraces");
  g_assert_true (test_app_wait (toast_shown, window, 60000));
  title = g_strdup (adw_toast_get_title (window->net_invite_toast));
  g_assert_cmpstr (title, ==, ANN " invites you to a game");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.join-network-game-room", "s",
                                             "invite-game@" ROOMS));
  g_assert_nonnull (window->join_dialog);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (window->join_room_row)), ==, "invite-game@" ROOMS);
  gtk_window_destroy (GTK_WINDOW (window->join_dialog));
  window->join_dialog = NULL;

  test_app_close_window (window);
  test_client_free (ann);
  g_settings_reset (settings, "net-invitations");
  g_settings_reset (settings, "net-address");
}

/* New Game with seat 2 Bob's, then the password: @window starts to host,
 * first asking its server where the rooms are (no rooms service set). */
static void
host_by_new_game (TerrWindow *window)
{
  TerrNewGameDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-for", "(su)",
                                             terr_game_kind_to_string (TERR_GAME_HANGING_GARDENS), 2));
  dialog = test_app_find_new_game_dialog ();
  g_assert_nonnull (dialog);
  terr_new_game_dialog_set_n_players (dialog, 2);
  terr_new_game_dialog_set_seat (dialog, 0, "", 0);
  terr_new_game_dialog_set_seat (dialog, 1, BOB, terr_new_game_dialog_get_max_level (TERR_GAME_HANGING_GARDENS) + 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  g_assert_nonnull (window->join_dialog);
  gtk_editable_set_text (GTK_EDITABLE (window->join_password_row), "ann-secret");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (window->join_dialog), "host");
  /* The search runs (nothing of the main loop ran since). */
  g_assert_nonnull (window->net_search);
  g_assert_nonnull (window->net_search_account);
}

static gboolean
is_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* The search's account, as the newer choice comes: it is disconnected at
 * once, and goes (its search answered, cancelled) without hosting. */
static void
search_goes (TerrWindow *window,
             GObject    *account)
{
  gpointer weak = account;

  g_assert_null (window->net_search);
  g_assert_null (window->net_search_account);
  g_assert_cmpint (terr_xmpp_account_get_state (TERR_XMPP_ACCOUNT (account)), ==, TERR_XMPP_ACCOUNT_OFFLINE);
  g_object_add_weak_pointer (account, &weak);
  g_object_unref (account);
  g_assert_true (test_app_wait (is_cleared, &weak, 60000));
}

static gboolean
joined_started (gpointer data)
{
  TerrWindow *window = data;

  return window_plays_net (window) && terr_net_match_is_started (terr_game_page_get_net_match (window->game_page));
}

/* Bob (a client of the server) hosts a Hanging Gardens game in @room,
 * seat 2 Ann's. */
static TerrNetMatch *
bob_hosts (TestClient *bob,
           const char *room,
           guint64     seed)
{
  g_autoptr(GError) error = NULL;
  TerrNetMatch *bob_net;
  TerrNetSeat seats[2] = {
    { 1, (char *) BOB, 0 },
    { 2, (char *) ANN, 0 },
  };

  test_client_create (bob, room, FALSE);
  bob_net = terr_net_match_new (TERR_ROOM (bob->room));
  test_client_wait_room (bob, TERR_ROOM_JOINED);
  g_assert_true (terr_net_match_host (bob_net, TERR_GAME_HANGING_GARDENS, seed, seats, 2, &error));
  g_assert_no_error (error);
  return bob_net;
}

/* @window is joining Bob's game: once it shows it, both are ready and Bob
 * starts.  Returns the window's match, a guest's in @room. */
static TerrNetMatch *
bob_starts (TerrNetMatch *bob_net,
            TerrWindow   *window,
            const char   *room)
{
  g_autoptr(GError) error = NULL;
  TerrNetMatch *ann_net;

  g_assert_true (test_app_wait (window_plays_net, window, 60000));
  terr_net_match_send_ready (bob_net);
  g_assert_true (test_app_wait (both_ready, bob_net, 60000));
  g_assert_true (terr_net_match_start (bob_net, &error));
  g_assert_no_error (error);
  g_assert_true (test_app_wait (joined_started, window, 60000));
  ann_net = terr_game_page_get_net_match (window->game_page);
  g_assert_false (terr_net_match_is_host (ann_net));
  g_assert_cmpstr (terr_room_get_address (terr_net_match_get_room (ann_net)), ==, room);
  g_assert_null (window->error_dialog);
  return ann_net;
}

/* Ann's window starts to host (its search of the rooms service runs),
 * then she starts an ordinary game: the search is cancelled with its
 * account and hosts nothing.  Again, then she joins Bob's game from his
 * invitation's Join: she plays in his room, not in one of her own. */
static void
test_host_search_cancelled (void)
{
  GSettings *settings = terr_application_get_settings (app);
  TerrWindow *window = test_app_make_window (app);
  TestClient *bob = test_client_new (server, "bob", "bob-secret");
  g_autoptr(TerrNetMatch) bob_net = NULL;

  g_settings_set_string (settings, "net-address", ANN);
  g_free (window->net_server_host);
  window->net_server_host = g_strdup ("127.0.0.1");
  window->net_server_port = server->port;
  g_assert_null (window->net_rooms_service);

  /* An ordinary game is newer. */
  host_by_new_game (window);
  {
    GObject *account = g_object_ref (window->net_search_account);

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s",
                                               terr_game_kind_to_string (TERR_GAME_ZIGGURAT)));
    search_goes (window, account);
  }
  g_assert_true (terr_window_is_showing (window, "game"));
  g_assert_null (terr_game_page_get_net_match (window->game_page));
  g_assert_cmpint (terr_game_get_kind (terr_game_page_get_game (window->game_page)), ==, TERR_GAME_ZIGGURAT);
  g_assert_null (window->net_host_seats);
  g_assert_null (window->net_account);
  g_assert_null (window->net_room_address);
  g_assert_null (window->error_dialog);

  /* Joining Bob's game (his invitation's Join) is newer. */
  bob_net = bob_hosts (bob, "search-join@" ROOMS, 3);
  host_by_new_game (window);
  {
    GObject *account = g_object_ref (window->net_search_account);

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.join-network-game-room", "s",
                                               "search-join@" ROOMS));
    g_assert_nonnull (window->join_dialog);
    gtk_editable_set_text (GTK_EDITABLE (window->join_password_row), "ann-secret");
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (window->join_dialog), "join");
    search_goes (window, account);
  }
  bob_starts (bob_net, window, "search-join@" ROOMS);
  g_assert_null (window->net_host_seats);

  test_app_close_window (window);
  g_clear_object (&bob_net);
  test_client_free (bob);
  g_settings_reset (settings, "net-address");
}

static gboolean
error_shown (gpointer data)
{
  return TERR_WINDOW (data)->error_dialog != NULL;
}

static const char *
error_heading (TerrWindow *window)
{
  g_assert_true (test_app_wait (error_shown, window, 60000));
  return adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (window->error_dialog));
}

/* The Join dialog with @room and @password. */
static void
join_from_dialog (TerrWindow *window,
                  const char *room,
                  const char *password)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.join-network-game", NULL));
  g_assert_nonnull (window->join_dialog);
  gtk_editable_set_text (GTK_EDITABLE (window->join_room_row), room);
  gtk_editable_set_text (GTK_EDITABLE (window->join_password_row), password);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (window->join_dialog), "join");
}

/* A room named alone in the Join dialog is that name on the rooms
 * service of the player's server: Ann joins Bob's game by "by-name"; on a
 * server without rooms, Eve is told so; words that are no name are
 * refused. */
static void
test_join_by_name (void)
{
  GSettings *settings = terr_application_get_settings (app);
  TerrWindow *window = test_app_make_window (app);
  TestClient *bob = test_client_new (server, "bob", "bob-secret");
  g_autoptr(TerrNetMatch) bob_net = NULL;

  g_free (window->net_server_host);
  window->net_server_host = g_strdup ("127.0.0.1");
  window->net_server_port = server->port;

  /* Not a name: refused in words, before connecting. */
  g_settings_set_string (settings, "net-address", ANN);
  join_from_dialog (window, "two words", "ann-secret");
  g_assert_cmpstr (error_heading (window), ==, "No such room");
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (window->error_dialog)), ==,
                   "“two words” is not a room’s name, its address (room@server) or an xmpp: link.");
  g_assert_null (window->net_account);
  gtk_window_destroy (GTK_WINDOW (window->error_dialog));
  test_app_spin (10);

  /* A server without rooms. */
  g_settings_set_string (settings, "net-address", "eve@" TEST_XMPP_NO_ROOMS_DOMAIN);
  join_from_dialog (window, "by-name", "eve-secret");
  g_assert_cmpstr (error_heading (window), ==, "No rooms on this server");
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (window->error_dialog)), ==,
                   "Your server offers no rooms for games; ask its administrator, or give a room address.");
  g_assert_null (window->net_account);
  g_assert_null (window->net_room_address);
  gtk_window_destroy (GTK_WINDOW (window->error_dialog));
  test_app_spin (10);

  /* Ann, on a server with rooms: "by-name" is Bob's room there. */
  bob_net = bob_hosts (bob, "by-name@" ROOMS, 5);
  g_settings_set_string (settings, "net-address", ANN);
  join_from_dialog (window, " by-name ", "ann-secret");
  bob_starts (bob_net, window, "by-name@" ROOMS);
  g_assert_cmpstr (window->net_room_address, ==, "by-name@" ROOMS);
  play_one (bob_net, window);
  play_one (bob_net, window);
  g_assert_null (window->error_dialog);

  test_app_close_window (window);
  g_clear_object (&bob_net);
  test_client_free (bob);
  g_settings_reset (settings, "net-address");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* No session bus: no keyring; the tests hand the password over. */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/terraces-test-bus", TRUE);
  if (!test_app_init (&argc, &argv))
    return 0;

  app = test_app_new_application ();
  server = test_prosody_start ();
  test_prosody_register (server, "ann", "ann-secret");
  test_prosody_register (server, "bob", "bob-secret");
  test_prosody_register_at (server, "eve", TEST_XMPP_NO_ROOMS_DOMAIN, "eve-secret");
  g_test_add_func ("/net-ui/faults/retry", test_retry);
  g_test_add_func ("/net-ui/faults/password-again", test_password_again);
  g_test_add_func ("/net-ui/faults/invitation", test_invitation);
  g_test_add_func ("/net-ui/faults/host-search-cancelled", test_host_search_cancelled);
  g_test_add_func ("/net-ui/faults/join-by-name", test_join_by_name);
  status = g_test_run ();
  test_prosody_free (server);
  g_object_unref (app);
  return status;
}
