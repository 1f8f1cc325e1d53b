/* test-keyboard.c — whole games played with the keyboard only, through
 * real key events: xdotool types them on the X display (XTEST), the X
 * server hands them to the window, GTK to the board's key bindings.
 *
 *   Hanging Gardens, two seats, to the end;
 *   Ziggurat, a few placements and a lift (a cheat);
 *   Garden Paths, one seat, to the end;
 *   Tab leaves the board, Shift+Tab comes back;
 *   Enter in the New Game dialog (opened by a card's arrow) starts the game.
 *
 * After every move the board's accessible text (what a screen reader
 * reads) starts with the move in words and names what lies on the cursor's
 * square.  The test looks at the game to choose the keys (which piece, how
 * many arrow presses), never to play: every move is made by keys.
 * Skipped without an X11 display or without xdotool. */
#include "config.h"

#include <string.h>

#include "test-app-common.h"
#include "test-x11-keys.h"
#include "terr-board-private.h"
#include "terr-game-page.h"
#include "terr-window.h"

static TerrApplication *app;
static gboolean can_type;
static GtkWindow *typing_window;   /* gets the X input focus before each key */

typedef struct {
  TerrWindow *window;
  TerrBoard  *board;
  TerrGame   *game;
} Fixture;

/* --- keys --- */

/* Type @keys (xdotool key names: "Right", "Return", "n") with the X test
 * extension; they go to the window with the input focus. */
static void
type_keys (GPtrArray *keys)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int status = 0;

  if (keys->len == 0)
    return;
  if (typing_window != NULL)
    test_x11_take_focus (typing_window);
  g_ptr_array_add (argv, (char *) "xdotool");
  g_ptr_array_add (argv, (char *) "key");
  g_ptr_array_add (argv, (char *) "--delay");
  g_ptr_array_add (argv, (char *) "2");
  for (guint i = 0; i < keys->len; i++)
    g_ptr_array_add (argv, g_ptr_array_index (keys, i));
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_SEARCH_PATH,
                               NULL, NULL, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

static void
type_key (const char *key,
          guint       times)
{
  g_autoptr(GPtrArray) keys = g_ptr_array_new ();

  for (guint i = 0; i < times; i++)
    g_ptr_array_add (keys, (char *) key);
  type_keys (keys);
}

/* The window gets the X input focus, the board GTK's focus. */
static void
focus_board (Fixture *f)
{
  typing_window = GTK_WINDOW (f->window);
  test_x11_take_focus (typing_window);
  g_assert_true (test_app_wait (test_x11_window_active, f->window, 10000));
  gtk_widget_grab_focus (GTK_WIDGET (f->board));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (f->board)));
}

/* --- waiting for what the keys did --- */

typedef struct {
  Fixture *f;
  int      value;
  int      x, y;
} Wait;

static gboolean
selected_is (gpointer data)
{
  Wait *w = data;

  return terr_choices_get_selected (terr_board_get_choices (w->f->board)) == w->value;
}

static gboolean
orientation_is_not (gpointer data)
{
  Wait *w = data;

  return terr_choices_get_orientation (terr_board_get_choices (w->f->board)) != w->value;
}

static gboolean
ghost_shown (gpointer data)
{
  Wait *w = data;

  return (terr_board_get_ghost (w->f->board, NULL, NULL) != NULL) == w->value;
}

static gboolean
cursor_at (gpointer data)
{
  Wait *w = data;
  int x, y;

  terr_board_get_cursor (w->f->board, &x, &y);
  return x == w->x && y == w->y;
}

static gboolean
moves_are (gpointer data)
{
  Wait *w = data;

  return (int) terr_game_get_n_moves (w->f->game) == w->value;
}

static gboolean
focus_left_board (gpointer data)
{
  Wait *w = data;

  return !gtk_widget_has_focus (GTK_WIDGET (w->f->board));
}

static gboolean
focus_on_board (gpointer data)
{
  Wait *w = data;

  return gtk_widget_has_focus (GTK_WIDGET (w->f->board));
}

/* --- fixture --- */

static gboolean
board_allocated (gpointer data)
{
  TerrBoard *board = data;

  return gtk_widget_get_mapped (GTK_WIDGET (board))
         && gtk_widget_get_width (GTK_WIDGET (board)) > 100;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  TerrGameKind kind = terr_game_kind_from_string (data);
  g_autoptr(TerrGame) game = terr_game_new (kind, kind == TERR_GAME_HANGING_GARDENS ? 2 : 1,
                                            2026, NULL);

  f->window = g_object_ref_sink (terr_window_new (app));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 700);
  gtk_window_present (GTK_WINDOW (f->window));
  terr_window_set_game (f->window, game);
  f->game = terr_window_get_game (f->window);
  f->board = terr_game_page_get_board (TERR_GAME_PAGE (terr_window_get_game_page (f->window)));
  g_assert_true (test_app_wait (board_allocated, f->board, 10000));
  if (can_type)
    focus_board (f);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  typing_window = NULL;
  gtk_window_destroy (GTK_WINDOW (f->window));
  test_app_spin (20);
  g_assert_finalize_object (f->window);
}

/* --- one move by keys --- */

/* The square (@x, @y) nearest the cursor where the selected piece, as
 * turned now, is legal; FALSE when none. */
static gboolean
find_square (Fixture *f,
             int     *x,
             int     *y)
{
  TerrChoices *choices = terr_board_get_choices (f->board);
  int lo = -8, hi = 24, cx, cy, best = G_MAXINT;

  terr_board_get_cursor (f->board, &cx, &cy);
  if (terr_game_get_kind (f->game) == TERR_GAME_ZIGGURAT)
    lo = 0, hi = 5;
  for (int sy = lo; sy <= hi; sy++)
    for (int sx = lo; sx <= hi; sx++)
      {
        g_autoptr(TerrMove) move = NULL;
        int d = ABS (sx - cx) + ABS (sy - cy);

        if (d >= best)
          continue;
        move = terr_choices_build_move (choices, sx, sy, G_MININT);
        if (move != NULL && terr_game_check_move (f->game, move, NULL))
          {
            *x = sx;
            *y = sy;
            best = d;
          }
      }
  return best < G_MAXINT;
}

/* The words a screen reader gets after the move: the move, then the
 * cursor's square as the game describes it. */
static void
check_spoken (Fixture *f)
{
  const char *text = terr_board_get_accessible_text (f->board);
  const char *announcement = terr_board_get_announcement (f->board);
  g_autofree char *move = terr_game_describe_node (f->game, terr_game_get_cursor (f->game));
  g_autofree char *square = NULL;
  g_autofree char *cursor = NULL;
  int x, y, seat = 0;

  g_assert_nonnull (text);
  g_assert_nonnull (announcement);
  g_assert_true (g_str_has_prefix (text, announcement));
  g_assert_nonnull (strstr (announcement, move));

  terr_board_get_cursor (f->board, &x, &y);
  if (terr_game_get_kind (f->game) == TERR_GAME_GARDEN_PATHS)
    seat = 1;
  square = terr_game_describe_square (f->game, seat, x, y);
  if (square != NULL)
    {
      cursor = g_strdup_printf ("Cursor at %d, %d: %s", x, y, square);
      g_assert_nonnull (strstr (text, cursor));
    }
  /* The same words reach the accessible object. */
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (f->board),
                                                     GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text));
}

/* Play one move of the choice @want (move type; NULL: the first choice
 * from the selected one on that can be played) with keys only: N to the
 * piece, R and M to turn it, Escape and an arrow to show the cursor,
 * arrows to the square, Enter.  FALSE when nothing can be played. */
static gboolean
play_by_keys (Fixture    *f,
              const char *want)
{
  TerrChoices *choices = terr_board_get_choices (f->board);
  guint n = terr_choices_get_n_choices (choices);
  int selected = terr_choices_get_selected (choices);
  guint before = terr_game_get_n_moves (f->game);
  int target = -1, presses = 0;
  Wait w = { f, 0, 0, 0 };

  for (guint k = 0; k < n && target < 0; k++)
    {
      int index = (MAX (selected, 0) + (int) k) % (int) n;

      if (terr_choices_get_n_legal (choices, index) == 0)
        continue;
      if (want != NULL && g_strcmp0 (terr_choices_get_move_type (choices, index), want) != 0)
        continue;
      target = index;
      presses = (int) k;
    }
  if (target < 0)
    return FALSE;

  /* N picks the next piece. */
  if (presses > 0)
    {
      type_key ("n", presses);
      w.value = target;
      g_assert_true (test_app_wait (selected_is, &w, 10000));
    }

  if (terr_choices_is_positional (choices, target))
    {
      int x = 0, y = 0, cx, cy;
      gboolean found = find_square (f, &x, &y);

      /* R turns (four ways), M mirrors (then four more). */
      for (int turn = 1; !found && turn < 8; turn++)
        {
          w.value = terr_choices_get_orientation (choices);
          if (turn == 4 && terr_choices_can_mirror (choices))
            type_key ("m", 1);
          else if (terr_choices_can_turn (choices))
            type_key ("r", 1);
          else
            break;
          g_assert_true (test_app_wait (orientation_is_not, &w, 10000));
          found = find_square (f, &x, &y);
        }
      g_assert_true (found);

      /* Escape hides the cursor; the first arrow shows it where it was. */
      type_key ("Escape", 1);
      w.value = FALSE;
      g_assert_true (test_app_wait (ghost_shown, &w, 10000));
      type_key ("Up", 1);
      w.value = TRUE;
      g_assert_true (test_app_wait (ghost_shown, &w, 10000));

      terr_board_get_cursor (f->board, &cx, &cy);
      {
        g_autoptr(GPtrArray) keys = g_ptr_array_new ();

        for (int i = cx; i < x; i++)
          g_ptr_array_add (keys, (char *) "Right");
        for (int i = x; i < cx; i++)
          g_ptr_array_add (keys, (char *) "Left");
        for (int i = cy; i < y; i++)
          g_ptr_array_add (keys, (char *) "Down");
        for (int i = y; i < cy; i++)
          g_ptr_array_add (keys, (char *) "Up");
        type_keys (keys);
      }
      w.x = x;
      w.y = y;
      g_assert_true (test_app_wait (cursor_at, &w, 10000));
      /* Before Enter, the board says the piece can go here. */
      g_assert_nonnull (strstr (terr_board_get_accessible_text (f->board), "can go here"));
    }

  /* Enter plays it. */
  type_key ("Return", 1);
  w.value = (int) before + 1;
  g_assert_true (test_app_wait (moves_are, &w, 10000));
  check_spoken (f);
  return TRUE;
}

/* --- the games --- */

static void
test_hanging_gardens (Fixture       *f,
                      gconstpointer  data)
{
  guint moves = 0;

  if (!can_type)
    {
      g_test_skip ("no X11 display or no xdotool");
      return;
    }
  /* Both seats to the end (bounded: a game has far fewer moves). */
  while (!terr_game_is_over (f->game) && moves < 400)
    {
      g_assert_true (play_by_keys (f, NULL));
      moves++;
    }
  g_assert_true (terr_game_is_over (f->game));
  g_assert_nonnull (strstr (terr_board_get_announcement (f->board), "The game is over."));
  g_test_message ("hanging-gardens: %u moves by keys", moves);
}

static void
test_ziggurat (Fixture       *f,
               gconstpointer  data)
{
  if (!can_type)
    {
      g_test_skip ("no X11 display or no xdotool");
      return;
    }
  for (int i = 0; i < 4; i++)
    g_assert_true (play_by_keys (f, "place"));
  /* A lift (a cheat) takes a domino back to the hand. */
  g_assert_true (play_by_keys (f, "lift"));
  g_assert_cmpstr (terr_move_get_move_type (g_ptr_array_index (terr_game_get_moves (f->game), 4)),
                   ==, "lift");
  g_assert_true (play_by_keys (f, "place"));
  g_assert_cmpuint (terr_game_get_n_moves (f->game), ==, 6);
}

static void
test_garden_paths (Fixture       *f,
                   gconstpointer  data)
{
  guint moves = 0;

  if (!can_type)
    {
      g_test_skip ("no X11 display or no xdotool");
      return;
    }
  while (!terr_game_is_over (f->game) && moves < 400)
    {
      g_assert_true (play_by_keys (f, NULL));
      moves++;
    }
  g_assert_true (terr_game_is_over (f->game));
  g_test_message ("garden-paths: %u moves by keys", moves);
}

/* Tab leaves the board (it does not cycle the pieces), Shift+Tab comes
 * back; N cycles the pieces. */
static void
test_tab_leaves (Fixture       *f,
                 gconstpointer  data)
{
  TerrChoices *choices = terr_board_get_choices (f->board);
  Wait w = { f, 0, 0, 0 };
  int selected;

  if (!can_type)
    {
      g_test_skip ("no X11 display or no xdotool");
      return;
    }
  /* After the first terrace there are several pieces. */
  g_assert_true (play_by_keys (f, NULL));
  g_assert_cmpuint (terr_choices_get_n_choices (choices), >=, 2);
  selected = terr_choices_get_selected (choices);
  type_key ("n", 1);
  w.value = (selected + 1) % (int) terr_choices_get_n_choices (choices);
  g_assert_true (test_app_wait (selected_is, &w, 10000));
  selected = w.value;

  type_key ("Tab", 1);
  g_assert_true (test_app_wait (focus_left_board, &w, 10000));
  g_assert_cmpint (terr_choices_get_selected (choices), ==, selected);
  type_key ("shift+Tab", 1);
  g_assert_true (test_app_wait (focus_on_board, &w, 10000));
}

typedef struct {
  TerrWindow   *window;
  TerrGameKind  kind;
  guint         n_players;
} WaitGame;

static gboolean
game_started (gpointer data)
{
  WaitGame *w = data;
  TerrGame *game = terr_window_get_game (w->window);

  return game != NULL && terr_game_get_kind (game) == w->kind
         && terr_game_get_n_players (game) == w->n_players;
}

/* A card's arrow ("3 Players") opens the New Game dialog with 3 seats;
 * Enter, as the dialog opens, starts that game (not Cancel). */
static void
test_new_game_enter (Fixture       *f,
                     gconstpointer  data)
{
  TerrNewGameDialog *dialog;
  WaitGame w = { f->window, TERR_GAME_GARDEN_PATHS, 3 };

  if (!can_type)
    {
      g_test_skip ("no X11 display or no xdotool");
      return;
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game-for", "(su)",
                                             "garden-paths", 3));
  dialog = test_app_find_new_game_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpuint (terr_new_game_dialog_get_n_players (dialog), ==, 3);
  g_assert_false (game_started (&w));

  typing_window = GTK_WINDOW (dialog);
  test_x11_take_focus (typing_window);
  g_assert_true (test_app_wait (test_x11_window_active, dialog, 10000));
  type_key ("Return", 1);
  typing_window = GTK_WINDOW (f->window);
  g_assert_true (test_app_wait (game_started, &w, 10000));
  g_assert_null (test_app_find_new_game_dialog ());
}

int
main (int   argc,
      char *argv[])
{
  static const char *kinds[] = { "hanging-gardens", "ziggurat", "garden-paths" };
  int status;
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");

  g_setenv ("GTK_A11Y", "test", TRUE);
  if (!test_app_init (&argc, &argv))
    return 0;
  can_type = GDK_IS_X11_DISPLAY (gdk_display_get_default ()) && xdotool != NULL;

  app = terr_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));

  g_test_add ("/app/keyboard/hanging-gardens", Fixture, kinds[0],
              fixture_set_up, test_hanging_gardens, fixture_tear_down);
  g_test_add ("/app/keyboard/ziggurat", Fixture, kinds[1],
              fixture_set_up, test_ziggurat, fixture_tear_down);
  g_test_add ("/app/keyboard/garden-paths", Fixture, kinds[2],
              fixture_set_up, test_garden_paths, fixture_tear_down);
  g_test_add ("/app/keyboard/tab-leaves-the-board", Fixture, kinds[0],
              fixture_set_up, test_tab_leaves, fixture_tear_down);
  g_test_add ("/app/keyboard/new-game-enter", Fixture, kinds[0],
              fixture_set_up, test_new_game_enter, fixture_tear_down);

  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
