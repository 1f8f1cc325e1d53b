/* test-net-resume.c — a window's network game taken up again after the
 * program ended without leaving it (rooms in memory, suite app;
 * docs/network.md, "Restarting").
 *
 * Two windows play a Hanging Gardens game partway; Bob's window goes
 * abruptly (its room dropped, its match gone, nothing left); a new window
 * in the same data folder takes the game up from what the window kept
 * (terr_window_net_resume_in_room: the window's own path, in a room in
 * memory instead of a connection), the game is finished by moves in both
 * windows, both replays are the same bytes, and what was kept is gone.
 * The room keeps a short history, so the record is what brings Bob back.
 */
#include "config.h"

#include "terr-board-private.h"
#include "terr-game-page-private.h"
#include "terr-memory-room.h"
#include "terr-session.h"
#include "terr-window-private.h"
#include "test-app-common.h"

#define ANN "ann@example.org"
#define BOB "bob@example.org"

static TerrApplication *app;

typedef struct
{
  TerrWindow   *window;
  TerrRoom     *room;
  TerrNetMatch *net;   /* the test's own; NULL when the window made it */
} Program;

static TerrGamePage *
page_of (Program *p)
{
  return TERR_GAME_PAGE (terr_window_get_game_page (p->window));
}

static TerrNetMatch *
net_of (Program *p)
{
  return p->net != NULL ? p->net : p->window->net_match;
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

  return terr_net_match_is_started (net_of (&p[0])) && terr_net_match_is_started (net_of (&p[1]));
}

static gboolean
both_finished (gpointer data)
{
  Program *p = data;

  return terr_net_match_is_finished (net_of (&p[0])) && terr_net_match_is_finished (net_of (&p[1]));
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
shows_moves (gpointer data)
{
  MovesWait *wait = data;

  return terr_game_get_n_moves (terr_game_page_get_game (page_of (wait->p))) == wait->n_moves;
}

/* The seat to move plays a move of the rules on its window's board, as a
 * click there does; both windows show it. */
static void
play_one (Program *p,
          GRand   *rand)
{
  TerrGame *game = terr_net_match_get_game (net_of (&p[0]));
  Program *mover = &p[terr_game_get_seat_to_move (game) - 1];
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
  MovesWait wait = { p, terr_game_get_n_moves (game) + 1 };
  TerrBoard *board = terr_game_page_get_board (page_of (mover));

  g_assert_cmpuint (moves->len, >, 0);
  g_assert_true (terr_board_get_interactive (board));
  g_assert_true (terr_board_play (board, g_ptr_array_index (moves, g_rand_int_range (rand, 0, (int) moves->len))));
  g_assert_true (test_app_wait (both_show_moves, &wait, 60000));
}

static char *
dup_kept (const char *account)
{
  g_autofree char *path = terr_session_get_net_autosave_path (account);
  char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return NULL;
  return text;
}

/* The row of win.resume under @widget, or NULL. */
static AdwActionRow *
find_resume_row (GtkWidget *widget)
{
  if (ADW_IS_ACTION_ROW (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "win.resume") == 0)
    return ADW_ACTION_ROW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwActionRow *found = find_resume_row (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_resume_hg (void)
{
  g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("resume@rooms.example.org");
  g_autoptr(GRand) rand = g_rand_new_with_seed (23);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) replay_a = NULL;
  g_autoptr(GBytes) replay_b = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *room = NULL;
  g_autofree char *record = NULL;
  g_autofree char *secrets = NULL;
  g_autofree char *bob_record = NULL;
  TerrSession *session;
  Program p[2];
  TerrNetSeat seats[2] = {
    { 1, (char *) ANN, 0 },
    { 2, (char *) BOB, 0 },
  };
  const char *addresses[2] = { ANN, BOB };
  MovesWait wait = { &p[1], 0 };
  guint n_moves, n_history;

  /* A chat room keeps a few payloads: Bob comes back through his record. */
  terr_memory_hub_set_history_max (hub, 3);
  for (guint i = 0; i < 2; i++)
    {
      p[i].window = test_app_make_window (app);
      p[i].room = terr_memory_room_new (hub, addresses[i]);
      p[i].net = terr_net_match_new (p[i].room);
    }
  session = p[0].window->session;
  g_assert_true (terr_net_match_host (p[0].net, TERR_GAME_HANGING_GARDENS, 9, seats, 2, &error));
  g_assert_no_error (error);
  g_assert_true (test_app_wait (both_have_game, p, 60000));
  for (guint i = 0; i < 2; i++)
    {
      terr_window_show_net_game (p[i].window, p[i].net);
      g_assert_true (terr_window_net_get_kept (p[i].window) == p[i].net);
      terr_net_match_send_ready (p[i].net);
    }
  g_assert_true (terr_net_match_start (p[0].net, &error));
  g_assert_no_error (error);
  g_assert_true (test_app_wait (both_started, p, 60000));

  /* Partway. */
  for (guint i = 0; i < 12; i++)
    play_one (p, rand);
  n_moves = terr_game_get_n_moves (terr_net_match_get_game (p[1].net));
  terr_session_flush_autosave (session);

  /* What Bob's window kept: his room, and every payload he accepted. */
  kept = dup_kept (BOB);
  g_assert_nonnull (kept);
  g_assert_true (terr_net_read_saved_game (BOB, &room, &record, &secrets, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (room, ==, "resume@rooms.example.org");
  bob_record = terr_net_match_dup_record (p[1].net);
  g_assert_cmpstr (record, ==, bob_record);
  g_assert_null (secrets);
  g_assert_cmpuint (terr_memory_hub_get_n_history (hub), >, 3);

  /* Bob's program goes without leaving: its connection dropped, then its
   * window and match gone.  What it kept stays. */
  terr_memory_room_drop (TERR_MEMORY_ROOM (p[1].room));
  test_app_close_window (p[1].window);
  g_clear_object (&p[1].net);
  g_clear_object (&p[1].room);
  terr_session_flush_autosave (session);
  g_clear_pointer (&kept, g_free);
  kept = dup_kept (BOB);
  g_assert_nonnull (kept);

  /* Started again: a new window in the same data folder offers it on
   * the start page for the account of Preferences, and takes it up. */
  n_history = terr_memory_hub_get_n_history (hub);
  g_settings_set_string (terr_session_get_settings (session), "net-address", BOB);
  p[1].window = test_app_make_window (app);
  {
    AdwActionRow *row = find_resume_row (GTK_WIDGET (p[1].window));

    g_assert_cmpstr (terr_window_get_page (p[1].window), ==, "start");
    g_assert_true (terr_window_net_has_saved_game (p[1].window));
    g_assert_nonnull (row);
    g_assert_true (gtk_widget_is_visible (GTK_WIDGET (row)));
    g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (row)));
    g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "A network game: back into its room");
  }
  p[1].room = terr_memory_room_new (hub, BOB);
  terr_window_net_resume_in_room (p[1].window, p[1].room);
  g_assert_nonnull (p[1].window->net_match);
  g_assert_true (terr_net_match_get_room (p[1].window->net_match) == p[1].room);
  /* The record was taken up before the room delivered anything. */
  g_assert_cmpuint (terr_game_get_n_moves (terr_net_match_get_game (p[1].window->net_match)), ==, n_moves);
  g_assert_true (terr_game_page_get_net_match (page_of (&p[1])) == p[1].window->net_match);
  g_assert_nonnull (terr_game_page_get_room_panel (page_of (&p[1])));
  g_assert_true (terr_window_net_get_kept (p[1].window) == p[1].window->net_match);
  wait.n_moves = n_moves;
  g_assert_true (test_app_wait (shows_moves, &wait, 60000));
  g_assert_true (test_app_wait (both_started, p, 60000));
  /* Nothing sent again that the room had. */
  g_assert_cmpuint (terr_memory_hub_get_n_history (hub), ==, n_history);

  /* The game is finished by moves in both windows. */
  while (!terr_game_is_over (terr_net_match_get_game (p[0].net)))
    play_one (p, rand);
  g_assert_true (test_app_wait (both_finished, p, 60000));
  g_assert_cmpuint (terr_net_match_get_refusals (p[0].net)->len, ==, 0);

  replay_a = terr_game_to_bytes (terr_net_match_get_game (net_of (&p[0])), TERR_FILE_REPLAY);
  replay_b = terr_game_to_bytes (terr_net_match_get_game (net_of (&p[1])), TERR_FILE_REPLAY);
  g_assert_nonnull (replay_a);
  g_assert_true (g_bytes_equal (replay_a, replay_b));

  /* Over: nothing is kept to resume. */
  terr_session_flush_autosave (session);
  g_assert_null (terr_window_net_get_kept (p[0].window));
  g_assert_null (terr_window_net_get_kept (p[1].window));
  g_clear_pointer (&kept, g_free);
  kept = dup_kept (BOB);
  g_assert_null (kept);
  kept = dup_kept (ANN);
  g_assert_null (kept);
  g_assert_false (terr_window_net_has_saved_game (p[1].window));
  g_settings_reset (terr_session_get_settings (session), "net-address");

  for (guint i = 0; i < 2; i++)
    {
      test_app_close_window (p[i].window);
      g_clear_object (&p[i].net);
      g_clear_object (&p[i].room);
    }
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!test_app_init (&argc, &argv))
    return 0;

  app = test_app_new_application ();
  g_test_add_func ("/app/net-resume/hg", test_resume_hg);
  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
