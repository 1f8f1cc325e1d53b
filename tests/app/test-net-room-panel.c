/* test-net-room-panel.c — the room panel of a network game, over rooms in
 * memory (src/core/net/terr-memory-room.h): who holds which seat, who is
 * here or away and since when, who is to move or still placing; the
 * host's offer to give an absent player's seat to the computer (and the
 * words where the game does not allow it); a room's error in words with
 * Retry, which joins again and brings the game back.  Time is a clock of
 * the test's own: no wait depends on the machine's speed.
 */
#include "config.h"

#include "terr-board-private.h"
#include "terr-game-page-private.h"
#include "terr-memory-room.h"
#include "terr-room-panel-private.h"
#include "terr-window-private.h"
#include "test-app-common.h"

#define ANN "ann@example.org"
#define BOB "bob@example.org"
#define CAROL "carol@example.org"

static TerrApplication *app;

/* A click on @button (its "clicked": activating a button clicks only
 * after a short press shown on screen). */
static void
click (GtkWidget *button)
{
  g_assert_true (gtk_widget_is_sensitive (button) && gtk_widget_get_visible (button));
  g_signal_emit_by_name (button, "clicked");
}
static gint64 fake_now;

static gint64
fake_clock (gpointer data)
{
  return fake_now;
}

typedef struct
{
  TerrWindow   *window;
  TerrRoom     *room;
  TerrNetMatch *net;
} Program;

static void
program_init (Program       *p,
              TerrMemoryHub *hub,
              const char    *address)
{
  p->window = test_app_make_window (app);
  p->room = terr_memory_room_new (hub, address);
  p->net = terr_net_match_new (p->room);
}

static void
program_clear (Program *p)
{
  test_app_close_window (p->window);
  g_clear_object (&p->net);
  g_clear_object (&p->room);
}

static TerrGamePage *
page_of (Program *p)
{
  return TERR_GAME_PAGE (terr_window_get_game_page (p->window));
}

static TerrRoomPanel *
panel_of (Program *p)
{
  GtkWidget *panel = page_of (p)->room_panel;

  g_assert_true (TERR_IS_ROOM_PANEL (panel));
  return TERR_ROOM_PANEL (panel);
}

typedef struct
{
  Program *p;
  guint    n;
} Programs;

static gboolean
all_have_game (gpointer data)
{
  Programs *ps = data;

  for (guint i = 0; i < ps->n; i++)
    if (terr_net_match_get_game (ps->p[i].net) == NULL)
      return FALSE;
  return TRUE;
}

static gboolean
all_started (gpointer data)
{
  Programs *ps = data;

  for (guint i = 0; i < ps->n; i++)
    if (!terr_net_match_is_started (ps->p[i].net))
      return FALSE;
  return TRUE;
}

/* The first @n_seats programs hold a seat each (a person); the others
 * watch.  Every window shows the game, with the test's clock. */
static void
start_game (Program      *p,
            guint         n,
            guint         n_seats,
            TerrGameKind  kind,
            gboolean      start)
{
  static const char *addresses[] = { ANN, BOB, CAROL };
  g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("game@rooms.example.org");
  g_autoptr(GError) error = NULL;
  TerrNetSeat seats[3];
  Programs ps = { p, n };

  fake_now = g_get_real_time ();
  for (guint i = 0; i < n; i++)
    program_init (&p[i], hub, addresses[i]);
  for (guint i = 0; i < n_seats; i++)
    {
      seats[i].seat = (int) i + 1;
      seats[i].address = (char *) addresses[i];
      seats[i].level = 0;
    }
  g_assert_true (terr_net_match_host (p[0].net, kind, 7, seats, n_seats, &error));
  g_assert_no_error (error);
  g_assert_true (test_app_wait (all_have_game, &ps, 60000));
  for (guint i = 0; i < n; i++)
    {
      terr_window_show_net_game (p[i].window, p[i].net);
      terr_room_panel_set_clock (panel_of (&p[i]), fake_clock, NULL);
    }
  if (!start)
    return;
  for (guint i = 0; i < n; i++)
    terr_net_match_send_ready (p[i].net);
  g_assert_true (terr_net_match_start (p[0].net, &error));
  g_assert_no_error (error);
  g_assert_true (test_app_wait (all_started, &ps, 60000));
}

/* The place of @address's row in @p's panel, or -1. */
static int
index_of (Program    *p,
          const char *address)
{
  GListModel *members = terr_room_panel_get_members (panel_of (p));

  for (guint i = 0; i < g_list_model_get_n_items (members); i++)
    {
      g_autoptr(TerrRoomMember) member = g_list_model_get_item (members, i);

      if (g_str_equal (terr_room_member_get_address (member), address))
        return (int) i;
    }
  return -1;
}

/* The row of @address in @p's panel: its item, and the subtitle its
 * widget shows (checked to be the item's). */
static TerrRoomMember *
member_of (Program    *p,
           const char *address)
{
  TerrRoomPanel *panel = panel_of (p);
  int i = index_of (p, address);
  g_autoptr(TerrRoomMember) member = NULL;
  GtkListBoxRow *row;

  if (i < 0)
    return NULL;
  member = g_list_model_get_item (terr_room_panel_get_members (panel), (guint) i);
  row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (panel->members_list), i);
  g_assert_true (ADW_IS_ACTION_ROW (row));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, address);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, terr_room_member_get_subtitle (member));
  return member;   /* the store holds it */
}

/* Whether @address's row in @p's panel shows a line @line. */
static gboolean
row_says (Program    *p,
          const char *address,
          const char *line)
{
  TerrRoomMember *member = member_of (p, address);
  g_auto(GStrv) lines = NULL;

  if (member == NULL)
    return FALSE;
  lines = g_strsplit (terr_room_member_get_subtitle (member), "\n", -1);
  return g_strv_contains ((const char *const *) lines, line);
}

typedef struct
{
  Program    *p;
  const char *address;
  const char *line;
} RowWait;

static gboolean
row_says_cb (gpointer data)
{
  RowWait *wait = data;

  return row_says (wait->p, wait->address, wait->line);
}

static void
wait_row (Program    *p,
          const char *address,
          const char *line)
{
  RowWait wait = { p, address, line };

  if (!test_app_wait (row_says_cb, &wait, 60000))
    g_error ("%s's row never said “%s”: “%s”", address, line,
             member_of (p, address) != NULL ? terr_room_member_get_subtitle (member_of (p, address)) : "(no row)");
}

static char *
clock_text (gint64 us)
{
  g_autoptr(GDateTime) when = g_date_time_new_from_unix_local (us / G_USEC_PER_SEC);

  return g_date_time_format (when, "%H:%M");
}

/* The widget named @name at or under @widget. */
static GtkWidget *
find_named (GtkWidget  *widget,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The button "Play for Them" in @address's row. */
static GtkWidget *
offer_button (Program    *p,
              const char *address)
{
  int i = index_of (p, address);

  if (i < 0)
    return NULL;
  return find_named (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (panel_of (p)->members_list), i)),
                     "play-for-them");
}

/* Shown: the widget and every parent up to the row are visible. */
static gboolean
offered (Program    *p,
         const char *address)
{
  GtkWidget *button = offer_button (p, address);

  for (GtkWidget *w = button; w != NULL && !GTK_IS_LIST_BOX_ROW (w); w = gtk_widget_get_parent (w))
    if (!gtk_widget_get_visible (w))
      return FALSE;
  return button != NULL;
}

/* TEST_NET_SCREENSHOTS=DIR: @window as it is now, as DIR/@name. */
static void
save_screenshot (TerrWindow *window,
                 const char *name)
{
  g_autofree char *path = NULL;
  cairo_surface_t *surface;

  if (g_getenv ("TEST_NET_SCREENSHOTS") == NULL)
    return;
  path = g_build_filename (g_getenv ("TEST_NET_SCREENSHOTS"), name, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 780);
  test_app_spin (300);
  surface = test_app_render_widget (GTK_WIDGET (window));
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

typedef struct
{
  TerrNetMatch *net;
  guint         n_moves;
} MovesWait;

static gboolean
has_moves (gpointer data)
{
  MovesWait *wait = data;

  return terr_game_get_n_moves (terr_net_match_get_game (wait->net)) >= wait->n_moves;
}

/* The seat to move plays any legal move through its window's board. */
static void
play_one (Program *p,
          guint    n_programs)
{
  TerrGame *game = terr_net_match_get_game (p[0].net);
  int seat = terr_game_get_seat_to_move (game);
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
  guint n = terr_game_get_n_moves (game);

  g_assert_cmpuint (moves->len, >, 0);
  g_assert_true (terr_board_play (terr_game_page_get_board (page_of (&p[seat - 1])), g_ptr_array_index (moves, 0)));
  for (guint i = 0; i < n_programs; i++)
    {
      MovesWait wait = { p[i].net, n + 1 };

      g_assert_true (test_app_wait (has_moves, &wait, 60000));
    }
}

/* Who holds which seat, here since when, ready before the start, then
 * who is to move; someone without a seat watches; someone who leaves is
 * away since then. */
static void
test_seats (void)
{
  Program p[3];
  Programs ps = { p, 3 };
  g_autoptr(GError) error = NULL;
  g_autofree char *here = NULL;
  g_autofree char *away_since = NULL;
  g_autofree char *away = NULL;

  start_game (p, 3, 2, TERR_GAME_HANGING_GARDENS, FALSE);
  {
    g_autofree char *when = clock_text (fake_now);

    here = g_strdup_printf ("Here since %s", when);
  }

  /* Rows in seat order, then whoever watches. */
  wait_row (&p[0], CAROL, "Watching");
  {
    GListModel *members = terr_room_panel_get_members (panel_of (&p[0]));
    g_autoptr(TerrRoomMember) first = g_list_model_get_item (members, 0);
    g_autoptr(TerrRoomMember) second = g_list_model_get_item (members, 1);

    g_assert_cmpuint (g_list_model_get_n_items (members), ==, 3);
    g_assert_cmpstr (terr_room_member_get_address (first), ==, ANN);
    g_assert_cmpstr (terr_room_member_get_address (second), ==, BOB);
  }
  wait_row (&p[0], ANN, here);
  g_assert_true (row_says (&p[2], BOB, "Seat 2: not ready yet"));

  /* Ready, one after the other. */
  terr_net_match_send_ready (p[1].net);
  wait_row (&p[2], BOB, "Seat 2: ready");
  g_assert_true (row_says (&p[2], ANN, "Seat 1: not ready yet"));
  terr_net_match_send_ready (p[0].net);
  wait_row (&p[1], ANN, "Seat 1: ready");

  g_assert_true (terr_net_match_start (p[0].net, &error));
  g_assert_no_error (error);
  g_assert_true (test_app_wait (all_started, &ps, 60000));
  /* Whoever is to move, then the other: in every window. */
  for (guint turn = 0; turn < 2; turn++)
    {
      int mover = terr_game_get_seat_to_move (terr_net_match_get_game (p[0].net));
      g_autofree char *to_move = g_strdup_printf ("Seat %d: to move", mover);
      g_autofree char *waiting = g_strdup_printf ("Seat %d: waiting", 3 - mover);

      for (guint i = 0; i < 3; i++)
        {
          wait_row (&p[i], mover == 1 ? ANN : BOB, to_move);
          g_assert_true (row_says (&p[i], mover == 1 ? BOB : ANN, waiting));
        }
      if (turn == 0)
        play_one (p, 3);
    }

  /* Bob's connection goes: away since then. */
  fake_now += 90 * G_USEC_PER_SEC;
  away_since = clock_text (fake_now);
  away = g_strdup_printf ("Away since %s", away_since);
  terr_memory_room_drop (TERR_MEMORY_ROOM (p[1].room));
  wait_row (&p[0], BOB, away);
  wait_row (&p[2], BOB, away);
  /* Not away longer than the host's limit: nothing is offered. */
  g_assert_false (offered (&p[0], BOB));
  g_assert_null (terr_room_panel_get_note (panel_of (&p[0])));

  for (guint i = 0; i < 3; i++)
    program_clear (&p[i]);
}

typedef struct
{
  TerrNetMatch *net;
  int           seat;
} SeatWait;

static gboolean
seat_is_computer (gpointer data)
{
  SeatWait *wait = data;

  return terr_net_match_get_seat_level (wait->net, wait->seat) > 0;
}

/* The host's limit: Bob away longer than it, Ann's row for him offers
 * "Play for Them"; the computer then plays his seat at Ann's program, and
 * every program sees the change.  Nobody else is offered it. */
static void
test_hand_over (void)
{
  GSettings *settings = terr_application_get_settings (app);
  Program p[3];
  SeatWait seat_wait;
  MovesWait moves_wait;
  GtkWidget *button, *drop;
  guint n_before;

  /* New Game's limit in minutes, applied to the host's panel. */
  g_settings_set_uint (settings, "net-away-limit", 2);
  start_game (p, 3, 2, TERR_GAME_HANGING_GARDENS, TRUE);
  g_assert_cmpuint (terr_room_panel_get_away_limit (panel_of (&p[0])), ==, 120);
  g_assert_cmpuint (terr_room_panel_get_away_limit (panel_of (&p[1])), ==, 0);
  g_settings_reset (settings, "net-away-limit");
  terr_room_panel_set_away_limit (panel_of (&p[2]), 120);

  if (terr_game_get_seat_to_move (terr_net_match_get_game (p[0].net)) == 1)
    play_one (p, 3);
  wait_row (&p[0], BOB, "Seat 2: to move");
  terr_memory_room_drop (TERR_MEMORY_ROOM (p[1].room));
  {
    g_autofree char *when = clock_text (fake_now);
    g_autofree char *away = g_strdup_printf ("Away since %s", when);

    wait_row (&p[0], BOB, away);
  }

  /* Not yet: one minute of two. */
  fake_now += 60 * G_USEC_PER_SEC;
  terr_room_panel_update_members (panel_of (&p[0]));
  g_assert_false (offered (&p[0], BOB));
  g_assert_false (offered (&p[0], ANN));

  /* Past the limit: offered at the host only. */
  fake_now += 61 * G_USEC_PER_SEC;
  terr_room_panel_update_members (panel_of (&p[0]));
  terr_room_panel_update_members (panel_of (&p[2]));
  g_assert_true (offered (&p[0], BOB));
  g_assert_false (offered (&p[0], ANN));
  g_assert_false (offered (&p[2], BOB));
  g_assert_null (terr_room_panel_get_note (panel_of (&p[0])));
  save_screenshot (p[0].window, "net-hand-over.png");

  /* The strongest level, then Play for Them. */
  button = offer_button (&p[0], BOB);
  drop = test_app_find_child (gtk_widget_get_parent (button), GTK_TYPE_DROP_DOWN);
  g_assert_nonnull (drop);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (drop))), ==,
                    terr_game_kind_get_n_levels (TERR_GAME_HANGING_GARDENS));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), terr_game_kind_get_n_levels (TERR_GAME_HANGING_GARDENS) - 1);
  n_before = terr_game_get_n_moves (terr_net_match_get_game (p[0].net));
  g_signal_emit_by_name (button, "clicked");

  for (guint i = 0; i < 3; i += 2)
    {
      seat_wait = (SeatWait) { p[i].net, 2 };
      if (!test_app_wait (seat_is_computer, &seat_wait, 60000))
        {
          GPtrArray *refusals = terr_net_match_get_refusals (p[i].net);

          g_error ("seat 2 not handed over: %s", refusals->len > 0 ? (char *) g_ptr_array_index (refusals, 0) : "no refusal");
        }
      g_assert_cmpstr (terr_net_match_get_seat_address (p[i].net, 2), ==, ANN);
      g_assert_cmpuint (terr_net_match_get_seat_level (p[i].net, 2), ==,
                        terr_game_kind_get_n_levels (TERR_GAME_HANGING_GARDENS));
    }
  /* Ann's program plays seat 2 now: the game goes on without Bob. */
  moves_wait = (MovesWait) { p[2].net, n_before + 1 };
  g_assert_true (test_app_wait (has_moves, &moves_wait, 60000));
  g_assert_false (offered (&p[0], BOB));
  g_assert_null (member_of (&p[0], BOB));   /* he holds nothing, and is gone */

  /* Bob comes back: his program learns it from the room. */
  terr_memory_room_restore (TERR_MEMORY_ROOM (p[1].room));
  seat_wait = (SeatWait) { p[1].net, 2 };
  g_assert_true (test_app_wait (seat_is_computer, &seat_wait, 60000));
  wait_row (&p[1], BOB, "Watching");

  for (guint i = 0; i < 3; i++)
    program_clear (&p[i]);
}

static gboolean
piece_announced (gpointer data)
{
  return terr_net_match_get_announced_piece (TERR_NET_MATCH (data)) != NULL;
}

/* A move of @seat's own game of @kind ("announce", "place"). */
static TerrMove *
find_move (TerrGame   *game,
           const char *type)
{
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);

  for (guint i = 0; i < moves->len; i++)
    if (terr_move_is (g_ptr_array_index (moves, i), type))
      return terr_move_ref (g_ptr_array_index (moves, i));
  return NULL;
}

/* Garden Paths: after an announcement every seat is "still placing"
 * until it has placed; a seat cannot be handed over, and the host's panel
 * says why instead of offering it. */
static void
test_placing (void)
{
  Program p[2];
  int announcer;
  g_autoptr(TerrMove) announce = NULL;
  g_autoptr(TerrMove) place = NULL;
  const char *note;

  start_game (p, 2, 2, TERR_GAME_GARDEN_PATHS, TRUE);
  announcer = terr_net_match_get_announcer (p[0].net);
  g_assert_cmpint (announcer, >=, 1);
  {
    g_autofree char *to_move = g_strdup_printf ("Seat %d: to move", announcer);
    g_autofree char *waiting = g_strdup_printf ("Seat %d: waiting", 3 - announcer);

    wait_row (&p[0], announcer == 1 ? ANN : BOB, to_move);
    g_assert_true (row_says (&p[0], announcer == 1 ? BOB : ANN, waiting));
  }

  announce = find_move (terr_game_page_get_game (page_of (&p[announcer - 1])), "announce");
  g_assert_nonnull (announce);
  g_assert_true (terr_board_play (terr_game_page_get_board (page_of (&p[announcer - 1])), announce));
  for (guint i = 0; i < 2; i++)
    g_assert_true (test_app_wait (piece_announced, p[i].net, 60000));
  for (guint i = 0; i < 2; i++)
    {
      wait_row (&p[i], ANN, "Seat 1: still placing");
      wait_row (&p[i], BOB, "Seat 2: still placing");
    }

  /* Ann places: placed in both windows, Bob still placing. */
  place = find_move (terr_game_page_get_game (page_of (&p[0])), "place");
  g_assert_nonnull (place);
  g_assert_true (terr_board_play (terr_game_page_get_board (page_of (&p[0])), place));
  for (guint i = 0; i < 2; i++)
    {
      wait_row (&p[i], ANN, "Seat 1: placed");
      g_assert_true (row_says (&p[i], BOB, "Seat 2: still placing"));
    }
  save_screenshot (p[0].window, "net-gp-placing.png");

  /* Bob goes away past the host's limit: no offer, but words. */
  terr_room_panel_set_away_limit (panel_of (&p[0]), 60);
  terr_memory_room_drop (TERR_MEMORY_ROOM (p[1].room));
  {
    g_autofree char *when = clock_text (fake_now);
    g_autofree char *away = g_strdup_printf ("Away since %s", when);

    wait_row (&p[0], BOB, away);
  }
  fake_now += 61 * G_USEC_PER_SEC;
  terr_room_panel_update_members (panel_of (&p[0]));
  g_assert_false (offered (&p[0], BOB));
  note = terr_room_panel_get_note (panel_of (&p[0]));
  g_assert_nonnull (note);
  g_assert_nonnull (strstr (note, BOB));
  g_assert_nonnull (strstr (note, "cannot be given to the computer"));

  for (guint i = 0; i < 2; i++)
    program_clear (&p[i]);
}

static gboolean
room_joined (gpointer data)
{
  return terr_room_get_state (TERR_ROOM (data)) == TERR_ROOM_JOINED;
}

/* Bob's room fails (each error in turn) or loses its connection: his
 * panel says why with Retry; Retry joins again, the room's history brings
 * what he missed, and the game goes on. */
static void
test_retry (void)
{
  static const struct {
    TerrRoomError  code;
    const char    *message;
    const char    *title;
  } faults[] = {
    { TERR_ROOM_ERROR_UNREACHABLE, "The server example.org cannot be reached.", "Server unreachable" },
    { TERR_ROOM_ERROR_AUTH, "The server refused the password.", "Wrong address or password" },
    { TERR_ROOM_ERROR_GONE, "The room does not exist any more.", "Room gone" },
    { 0, NULL, "Connection lost" },
  };
  Program p[2];
  TerrMemoryHub *hub;
  TerrRoomPanel *panel;

  g_autofree char *start = NULL;
  g_autofree char *ann_here = NULL;

  start_game (p, 2, 2, TERR_GAME_HANGING_GARDENS, TRUE);
  panel = panel_of (&p[1]);
  hub = terr_memory_room_get_hub (TERR_MEMORY_ROOM (p[1].room));
  start = clock_text (fake_now);
  ann_here = g_strdup_printf ("Here since %s", start);
  wait_row (&p[1], ANN, ann_here);
  g_assert_null (terr_room_panel_get_error_text (panel));

  for (guint f = 0; f < G_N_ELEMENTS (faults); f++)
    {
      g_autoptr(GError) error = NULL;
      GtkWidget *retry;
      guint n = terr_game_get_n_moves (terr_net_match_get_game (p[0].net));
      MovesWait wait = { p[1].net, n + 1 };

      fake_now += 5 * 60 * G_USEC_PER_SEC;
      if (faults[f].message != NULL)
        {
          error = g_error_new_literal (TERR_ROOM_ERROR, faults[f].code, faults[f].message);
          terr_memory_hub_set_refusal (hub, error);
          terr_memory_room_fail (TERR_MEMORY_ROOM (p[1].room), error);
          g_assert_cmpstr (terr_room_panel_get_error_text (panel), ==, faults[f].message);
          if (f == 0)
            save_screenshot (p[1].window, "net-retry.png");
        }
      else
        {
          terr_memory_room_drop (TERR_MEMORY_ROOM (p[1].room));
          g_assert_nonnull (terr_room_panel_get_error_text (panel));
        }
      g_assert_cmpstr (terr_room_panel_get_error_title (panel), ==, faults[f].title);
      /* Out of the room, Bob's program does not know who is in it. */
      terr_room_panel_update_members (panel);
      g_assert_null (strstr (terr_room_member_get_subtitle (member_of (&p[1], ANN)), "since"));
      retry = test_app_find_child (panel->error_box, GTK_TYPE_BUTTON);
      g_assert_true (retry == panel->retry_button);
      g_assert_true (gtk_widget_get_visible (panel->error_box));
      g_assert_true (gtk_widget_is_sensitive (retry));

      /* The game goes on without Bob; Ann sees him away. */
      if (terr_game_get_seat_to_move (terr_net_match_get_game (p[0].net)) == 2)
        {
          /* Bob's turn: Ann waits, he moves after coming back. */
          wait.n_moves = n;
        }
      else
        play_one (p, 1);

      /* Retry while the fault lasts: the same words again. */
      if (faults[f].message != NULL)
        {
          click (retry);
          g_assert_cmpuint (terr_room_get_state (p[1].room), ==, TERR_ROOM_FAILED);
          g_assert_cmpstr (terr_room_panel_get_error_title (panel), ==, faults[f].title);
          terr_memory_hub_set_refusal (hub, NULL);
        }
      click (retry);
      g_assert_true (test_app_wait (room_joined, p[1].room, 60000));
      g_assert_true (test_app_wait (has_moves, &wait, 60000));
      g_assert_null (terr_room_panel_get_error_text (panel));
      /* Back: Ann has been here all along, Bob's own loss moved nothing. */
      wait_row (&p[1], ANN, ann_here);
      g_assert_cmpuint (terr_game_get_n_moves (terr_game_page_get_game (page_of (&p[1]))), ==,
                        terr_game_get_n_moves (terr_net_match_get_game (p[0].net)));
      /* Whoever is to move moves: the game goes on in both windows. */
      play_one (p, 2);
    }
  g_assert_cmpuint (terr_net_match_get_refusals (p[1].net)->len, ==, 0);

  for (guint i = 0; i < 2; i++)
    program_clear (&p[i]);
}

static void
host_cb (TerrNewGameDialog *dialog,
         guint64            seed,
         GVariant          *options,
         GVariant          *seats,
         gboolean          *hosted)
{
  *hosted = TRUE;
}

/* New Game: with a remote player, a row sets the host's limit for absent
 * players (kept in the settings the host's panel reads). */
static void
test_new_game_limit (void)
{
  GSettings *settings = terr_application_get_settings (app);
  TerrWindow *window = test_app_make_window (app);
  TerrNewGameDialog *dialog;
  AdwComboRow *row;
  GListModel *model;
  gboolean hosted = FALSE;
  guint remote = terr_new_game_dialog_get_max_level (TERR_GAME_HANGING_GARDENS) + 1;

  g_settings_set_string (settings, "net-address", ANN);
  dialog = terr_new_game_dialog_new (GTK_WINDOW (window), TERR_GAME_HANGING_GARDENS, settings);
  g_signal_connect (dialog, "host", G_CALLBACK (host_cb), &hosted);
  gtk_window_present (GTK_WINDOW (dialog));
  terr_new_game_dialog_set_n_players (dialog, 2);
  terr_new_game_dialog_set_seat (dialog, 0, "", 0);
  terr_new_game_dialog_set_seat (dialog, 1, "", 0);
  row = ADW_COMBO_ROW (find_named (GTK_WIDGET (dialog), "away-limit"));
  g_assert_nonnull (row);
  /* Only with a remote seat. */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (row)));
  terr_new_game_dialog_set_seat (dialog, 1, BOB, remote);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (row)));
  /* A remote seat no longer in the game: no row; back, the row again. */
  terr_new_game_dialog_set_n_players (dialog, 3);
  terr_new_game_dialog_set_seat (dialog, 1, "", 0);
  terr_new_game_dialog_set_seat (dialog, 2, CAROL, remote);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (row)));
  terr_new_game_dialog_set_n_players (dialog, 2);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (row)));
  terr_new_game_dialog_set_seat (dialog, 1, BOB, remote);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (row)));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Absent Players");
  model = adw_combo_row_get_model (row);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 5);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 0), ==, "Never");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 3), ==, "10 minutes away");
  /* The default: five minutes. */
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), adw_combo_row_get_selected (row)), ==,
                   "5 minutes away");
  adw_combo_row_set_selected (row, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  g_assert_true (hosted);
  g_assert_cmpuint (g_settings_get_uint (settings, "net-away-limit"), ==, 10);

  g_settings_reset (settings, "net-away-limit");
  g_settings_reset (settings, "net-address");
  test_app_close_window (window);
}

static gboolean
keyring_answered (gpointer data)
{
  TerrWindow *window = data;

  return window->invite_lookups > 0 && window->invite_lookup == NULL;
}

static gboolean
toast_shown (gpointer data)
{
  return TERR_WINDOW (data)->net_invite_toast != NULL;
}

/* Invitations at start-up: only when Preferences say so and an account
 * is set; the keyring is asked after the window is shown, never a
 * password dialog; with a password, the account connects and an
 * invitation shows as a toast with Join. */
static void
test_invitations (void)
{
  GSettings *settings = terr_application_get_settings (app);
  TerrWindow *window;
  g_autofree char *title = NULL;

  /* Off (the default): the keyring is never asked. */
  g_settings_set_string (settings, "net-address", BOB);
  window = test_app_make_window (app);
  test_app_spin (200);
  g_assert_cmpuint (window->invite_lookups, ==, 0);
  g_assert_null (window->invite_account);
  test_app_close_window (window);

  /* On, without an account: nothing either. */
  g_settings_set_boolean (settings, "net-invitations", TRUE);
  g_settings_set_string (settings, "net-address", "");
  window = test_app_make_window (app);
  test_app_spin (200);
  g_assert_cmpuint (window->invite_lookups, ==, 0);
  test_app_close_window (window);

  /* On, with an account: not before the window is shown; then the
   * keyring (there is none here) and no question. */
  g_settings_set_string (settings, "net-address", BOB);
  window = g_object_ref_sink (terr_window_new (app));
  g_assert_cmpuint (window->invite_idle_id, ==, 0);
  g_assert_cmpuint (window->invite_lookups, ==, 0);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (test_app_wait (keyring_answered, window, 60000));
  g_assert_cmpuint (window->invite_lookups, ==, 1);
  g_assert_null (window->invite_account);
  g_assert_null (window->error_dialog);
  g_assert_null (window->join_dialog);

  /* A password from the keyring: the account connects (to a port where
   * nothing listens: it fails quietly) and an invitation shows. */
  g_free (window->net_server_host);
  window->net_server_host = g_strdup ("127.0.0.1");
  window->net_server_port = 9;
  terr_window_invitations_listen (window, "bob-secret");
  g_assert_nonnull (window->invite_account);
  g_signal_emit_by_name (window->invite_account, "invitation-received",
                         "game@rooms.example.org", ANN, "A game of Terraces");
  g_assert_true (test_app_wait (toast_shown, window, 60000));
  title = g_strdup (adw_toast_get_title (window->net_invite_toast));
  g_assert_cmpstr (title, ==, ANN " invites you to a game");
  g_assert_cmpstr (adw_toast_get_action_name (window->net_invite_toast), ==, "win.join-network-game-room");
  test_app_close_window (window);

  g_settings_reset (settings, "net-invitations");
  g_settings_reset (settings, "net-address");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* No keyring here: libsecret answers at once. */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/terraces-test-bus", TRUE);
  if (!test_app_init (&argc, &argv))
    return 0;

  app = test_app_new_application ();
  g_test_add_func ("/app/net-room-panel/seats", test_seats);
  g_test_add_func ("/app/net-room-panel/hand-over", test_hand_over);
  g_test_add_func ("/app/net-room-panel/placing", test_placing);
  g_test_add_func ("/app/net-room-panel/retry", test_retry);
  g_test_add_func ("/app/net-room-panel/new-game-limit", test_new_game_limit);
#ifdef TERR_HAVE_NETWORK
  g_test_add_func ("/app/net-room-panel/invitations", test_invitations);
#endif
  status = g_test_run ();
  g_object_unref (app);
  return status;
}
