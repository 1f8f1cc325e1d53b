/* test-play.c — playing against the computer in the window: a file whose
 * seat to move is a computer seat plays it when opened; a whole short game
 * of each game with a computer seat, played through the window's actions,
 * checked in the model, the scores shown and the saved replay; undo goes
 * back to the person's decision; pausing stops the computer; hints. */
#include "config.h"

#include "test-app-common.h"
#include "terr-board-private.h"
#include "terr-game-page-private.h"
#include "terr-new-game-dialog.h"
#include "gp/terr-gp-game.h"
#include "terr-choices.h"
#include "terr-window.h"

static TerrApplication *app;

static TerrWindow *
make_window (void)
{
  TerrWindow *window = terr_window_new (app);

  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
close_window (TerrWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
}

static TerrGamePage *
window_page (TerrWindow *window)
{
  return TERR_GAME_PAGE (terr_window_get_game_page (window));
}

static gboolean
is_computer (TerrGame *game,
             int       seat)
{
  const TerrPlayer *player = terr_game_get_player (game, seat);

  return player != NULL && player->ai;
}

/* Done waiting: the game is over, or a person is to move and the computer
 * has stopped. */
static gboolean
person_or_end_cb (gpointer data)
{
  TerrWindow *window = data;
  TerrGame *game = terr_window_get_game (window);

  if (terr_game_is_over (game))
    return !terr_game_page_is_computer_thinking (window_page (window));
  return !is_computer (game, terr_game_get_seat_to_move (game))
         && !terr_game_page_is_computer_thinking (window_page (window));
}

typedef struct {
  TerrWindow *window;
  guint       index;
} WaitMove;

static gboolean
moved_cb (gpointer data)
{
  WaitMove *wait = data;

  return terr_game_get_position_index (terr_window_get_game (wait->window)) > wait->index;
}

/* A file with the seats given, written in a folder of its own. */
static GFile *
write_game (TerrGameKind  kind,
            guint         n_players,
            guint64       seed,
            const char   *types,     /* per seat 'h', 'c', or 't': 'c' when to move */
            char        **dir_out)
{
  g_autoptr(TerrGame) game = terr_game_new (kind, n_players, seed, NULL);
  g_autofree char *dir = g_dir_make_tmp ("terraces-play-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.terraces", NULL);
  static const char *names[] = { "Ann", "Bob", "Cy", "Di" };

  g_assert_nonnull (game);
  for (guint seat = 1; seat <= n_players; seat++)
    {
      gboolean computer = types[seat - 1] == 'c'
        || (types[seat - 1] == 't' && (int) seat == terr_game_get_seat_to_move (game));

      terr_game_set_player (game, seat, names[seat - 1], computer, computer ? 1 : 0);
    }
  g_assert_true (terr_game_save_path (game, path, TERR_FILE_SCENARIO, NULL));
  *dir_out = g_steal_pointer (&dir);
  return g_file_new_for_path (path);
}

static void
remove_game (GFile *file,
             char  *dir)
{
  g_autofree char *path = g_file_get_path (file);

  g_remove (path);
  g_rmdir (dir);
}

/* A file whose seat to move is a computer seat: opening it is enough for
 * that seat to move; the panel says it is thinking meanwhile. */
static void
test_open_computer_seat (void)
{
  TerrWindow *window = make_window ();
  g_autofree char *dir = NULL;
  g_autoptr(GFile) file = write_game (TERR_GAME_HANGING_GARDENS, 2, 7, "tt", &dir);
  TerrGame *game;
  WaitMove wait = { window, 0 };
  TerrMove *first;
  int seat;
  g_autofree char *thinking = NULL;

  g_assert_true (terr_window_open_file (window, file));
  game = terr_window_get_game (window);
  seat = terr_game_get_seat_to_move (game);
  g_assert_true (is_computer (game, seat));
  g_assert_true (terr_game_page_is_computer_thinking (window_page (window)));
  thinking = g_strdup_printf ("%s is thinking", seat == 1 ? "Ann" : "Bob");
  g_assert_nonnull (strstr (terr_game_page_get_computer_text (window_page (window)), thinking));
  /* No piece of the computer's is offered, and the board takes no click. */
  g_assert_false (terr_board_get_interactive (terr_game_page_get_board (window_page (window))));

  g_assert_true (test_app_wait (moved_cb, &wait, 60000));
  first = g_ptr_array_index (terr_game_get_moves (game), 0);
  g_assert_cmpint (terr_move_get_seat (first), ==, seat);

  g_assert_true (test_app_wait (person_or_end_cb, window, 60000));
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 3 - seat);
  g_assert_true (terr_board_get_interactive (terr_game_page_get_board (window_page (window))));

  close_window (window);
  remove_game (file, dir);
}

/* The bundled puzzle "Two Beds for a View": after the person's two
 * actions, the Rival moves by itself. */
static void
test_two_beds_rival (void)
{
  TerrWindow *window = make_window ();
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios",
                                                 "hanging-gardens-two-beds.terraces", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  TerrGame *game;

  terr_game_page_set_computer_delay (window_page (window), 0);
  g_assert_true (terr_window_open_file (window, file));
  game = terr_window_get_game (window);
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 1);
  g_assert_false (terr_game_page_is_computer_thinking (window_page (window)));

  /* The person's actions: the first legal move each time. */
  while (terr_game_get_seat_to_move (game) == 1 && !terr_game_is_over (game))
    {
      g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
      g_assert_true (terr_game_play (game, moves->pdata[0], NULL));
    }
  g_assert_true (is_computer (game, terr_game_get_seat_to_move (game)));
  g_assert_true (terr_game_page_is_computer_thinking (window_page (window)));
  /* The puzzle says how its goal stands. */
  switch (terr_game_get_goal_status (game))
    {
    case TERR_GOAL_STATUS_REACHED:
      g_assert_nonnull (strstr (terr_game_page_get_goal_status_text (window_page (window)), "Goal reached"));
      break;
    case TERR_GOAL_STATUS_FAILED:
      g_assert_nonnull (strstr (terr_game_page_get_goal_status_text (window_page (window)), "no longer"));
      break;
    default:
      g_assert_null (terr_game_page_get_goal_status_text (window_page (window)));
    }
  {
    guint before = terr_game_get_position_index (game);
    WaitMove wait = { window, before };

    g_assert_true (test_app_wait (moved_cb, &wait, 60000));
    g_assert_cmpint (terr_move_get_seat (g_ptr_array_index (terr_game_get_moves (game), before)), ==, 2);
  }

  close_window (window);
}

/* Pausing stops the computer; resuming lets it move. */
static void
test_pause (void)
{
  TerrWindow *window = make_window ();
  g_autofree char *dir = NULL;
  g_autoptr(GFile) file = write_game (TERR_GAME_GARDEN_PATHS, 2, 3, "ch", &dir);
  TerrGamePage *page = window_page (window);
  TerrGame *game;
  WaitMove wait = { window, 0 };

  /* Paused before the file opens: nothing moves. */
  gtk_widget_activate_action (GTK_WIDGET (page), "page.pause-computer", NULL);
  g_assert_true (terr_window_open_file (window, file));
  game = terr_window_get_game (window);
  test_app_spin (300);
  g_assert_false (terr_game_page_is_computer_thinking (page));
  g_assert_cmpuint (terr_game_get_position_index (game), ==, 0);
  g_assert_nonnull (strstr (terr_game_page_get_computer_text (page), "paused"));

  gtk_widget_activate_action (GTK_WIDGET (page), "page.pause-computer", NULL);
  g_assert_true (terr_game_page_is_computer_thinking (page));
  g_assert_true (test_app_wait (moved_cb, &wait, 60000));

  close_window (window);
  remove_game (file, dir);
}

/* A whole game with a computer seat (and a person where the game has more
 * than one seat), played through the window: the person's moves through
 * the board's choices and the page's actions, undo through win.undo. */
static void
test_whole_game (gconstpointer data)
{
  TerrGameKind kind = GPOINTER_TO_INT (data);
  TerrWindow *window = make_window ();
  TerrGamePage *page = window_page (window);
  TerrBoard *board = terr_game_page_get_board (page);
  g_autofree char *dir = NULL;
  guint n_players = kind == TERR_GAME_ZIGGURAT ? 1 : 2;
  g_autoptr(GFile) file = write_game (kind, n_players, 11, n_players == 1 ? "c" : "hc", &dir);
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(TerrGame) saved = NULL;
  TerrGame *game;
  gboolean undone = FALSE;
  guint steps = 0;

  terr_game_page_set_computer_delay (page, 0);
  g_assert_true (terr_window_open_file (window, file));
  game = terr_window_get_game (window);
  g_assert_false (terr_game_page_is_over_shown (page));

  while (!terr_game_is_over (game))
    {
      TerrChoices *choices = terr_board_get_choices (board);
      g_autoptr(GPtrArray) legal = NULL;
      int selected;

      g_assert_true (test_app_wait (person_or_end_cb, window, 120000));
      if (terr_game_is_over (game))
        break;
      g_assert_cmpuint (++steps, <, 2000);
      g_assert_false (is_computer (game, terr_game_get_seat_to_move (game)));
      g_assert_true (terr_board_get_interactive (board));

      /* Once, the person takes their move back with the computer's reply:
       * undo lands where the person was to move. */
      if (!undone && terr_game_get_position_index (game) >= 4)
        {
          guint before = terr_game_get_position_index (game);

          undone = TRUE;
          gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
          g_assert_cmpuint (terr_game_get_position_index (game), <, before);
          g_assert_false (is_computer (game, terr_game_get_seat_to_move (game)));
          /* Behind the end of the line the computer waits. */
          g_assert_false (terr_game_page_is_computer_thinking (page));
          gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
          g_assert_cmpuint (terr_game_get_position_index (game), ==, before);
          continue;
        }

      /* The person plays the first choice, at its first legal place. */
      selected = terr_choices_get_selected (choices);
      if (selected < 0)
        terr_choices_set_selected (choices, 0);
      selected = terr_choices_get_selected (choices);
      g_assert_cmpint (selected, >=, 0);
      if (!terr_choices_is_positional (choices, selected))
        gtk_widget_activate_action (GTK_WIDGET (page), "page.play-selected", NULL);
      else
        {
          guint before = terr_game_get_position_index (game);

          legal = terr_choices_get_legal_moves (choices);
          if (legal->len == 0)
            {
              /* The first piece fits nowhere: any legal move. */
              g_autoptr(GPtrArray) all = terr_game_list_moves (game);
              g_assert_true (terr_game_play (game, all->pdata[0], NULL));
            }
          else
            g_assert_true (terr_game_play (game, legal->pdata[0], NULL));
          g_assert_cmpuint (terr_game_get_position_index (game), ==, before + 1);
        }
    }

  /* The end: the turn line, the scores shown, the model agree. */
  g_assert_true (terr_game_is_over (game));
  g_assert_true (terr_game_page_is_over_shown (page));
  if (n_players > 1)
    {
      const char *shown = terr_game_page_get_scores_shown (page);

      g_assert_true (undone);
      for (guint seat = 1; seat <= n_players; seat++)
        {
          g_autofree char *name = terr_game_get_player_name (game, seat);
          g_autofree char *line = g_strdup_printf ("%s: %d", name, terr_game_get_seat_score (game, seat));
          g_assert_nonnull (strstr (shown, line));
        }
      g_assert_nonnull (strstr (shown, " *"));
      g_assert_true (g_str_has_suffix (terr_game_page_get_turn_text (page), "Win")
                     || g_str_has_suffix (terr_game_page_get_turn_text (page), "Wins"));
    }
  else
    {
      g_autofree char *cheats = g_strdup_printf ("Cheats: %d", terr_game_get_seat_score (game, 1));
      g_assert_nonnull (strstr (terr_game_page_get_scores_shown (page), cheats));
    }

  /* The replay saved by win.save holds the game as played, with its
   * computer seat. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  saved = terr_game_load_path (path, NULL);
  g_assert_nonnull (saved);
  g_assert_true (terr_game_is_over (saved));
  g_assert_cmpuint (terr_game_get_n_moves (saved), ==, terr_game_get_n_moves (game));
  g_assert_true (is_computer (saved, n_players));
  for (guint seat = 1; seat <= n_players; seat++)
    g_assert_cmpint (terr_game_get_seat_score (saved, seat), ==, terr_game_get_seat_score (game, seat));

  close_window (window);
  remove_game (file, dir);
}

/* A hint, off the main loop, shown on the board; Cancel stops one. */
static void
test_hint (gconstpointer data)
{
  TerrGameKind kind = GPOINTER_TO_INT (data);
  TerrWindow *window = make_window ();
  TerrGamePage *page = window_page (window);
  g_autofree char *dir = NULL;
  g_autoptr(GFile) file = write_game (kind, kind == TERR_GAME_ZIGGURAT ? 1 : 2, 5,
                                      kind == TERR_GAME_ZIGGURAT ? "h" : "hh", &dir);
  TerrGame *game;

  g_assert_true (terr_window_open_file (window, file));
  game = terr_window_get_game (window);
  /* Two people at Garden Paths: the board hides until Ann says she is
   * there. */
  if (kind == TERR_GAME_GARDEN_PATHS)
    {
      g_assert_true (terr_game_page_is_privacy_shown (page));
      g_assert_false (gtk_widget_get_visible (GTK_WIDGET (terr_game_page_get_board (page))));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "page.reveal", NULL));
    }
  g_assert_false (terr_game_page_is_privacy_shown (page));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (terr_game_page_get_board (page))));

  /* Asked and cancelled at once: nothing is shown. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "page.hint", NULL));
  g_assert_nonnull (terr_game_page_get_hint_text (page));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "page.cancel-hint", NULL));
  g_assert_null (terr_game_page_get_hint_text (page));
  test_app_spin (50);
  g_assert_null (terr_game_page_get_hint_move (page));

  /* Asked and waited for: a legal move, shown as the board's ghost. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "page.hint", NULL));
  g_assert_true (test_app_wait ((gboolean (*) (gpointer)) terr_game_page_get_hint_move, page, 60000));
  g_assert_true (terr_game_check_move (game, (TerrMove *) terr_game_page_get_hint_move (page), NULL));
  g_assert_true (g_str_has_prefix (terr_game_page_get_hint_text (page), "Hint: "));
  /* Drawn beside the player's own ghost. */
  {
    const TerrMove *shown = terr_board_get_hint (terr_game_page_get_board (page));

    g_assert_nonnull (shown);
    g_assert_true (terr_move_equal (shown, terr_game_page_get_hint_move (page)));
  }

  /* Playing it clears it. */
  {
    g_autoptr(TerrMove) move = terr_move_copy_bare (terr_game_page_get_hint_move (page));
    g_assert_true (terr_game_play (game, move, NULL));
  }
  g_assert_null (terr_game_page_get_hint_move (page));
  g_assert_null (terr_game_page_get_hint_text (page));
  /* The turn passed from Ann to Bob (or stays with Ann mid-turn). */
  if (kind == TERR_GAME_GARDEN_PATHS)
    {
      gboolean passed = terr_game_get_seat_to_move (game) != 1;

      g_assert_true (terr_game_page_is_privacy_shown (page) == passed);
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (terr_game_page_get_board (page))) == !passed);
    }

  close_window (window);
  remove_game (file, dir);
}


/* The New Game dialog: seats, names, computer levels, who starts; the
 * game it starts has them, and the next dialog remembers them. */
static void
test_new_game_dialog (void)
{
  TerrWindow *window = make_window ();
  TerrNewGameDialog *dialog;
  TerrGame *game;
  int first;

  /* A level is offered when the game's computer plays it: Hanging
   * Gardens and Garden Paths have an expert (level 3), Ziggurat two. */
  g_assert_cmpuint (terr_new_game_dialog_get_max_level (TERR_GAME_HANGING_GARDENS), ==, 3);
  g_assert_cmpuint (terr_new_game_dialog_get_max_level (TERR_GAME_GARDEN_PATHS), ==, 3);
  g_assert_cmpuint (terr_new_game_dialog_get_max_level (TERR_GAME_ZIGGURAT), ==, 2);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-new-game", "s", "garden-paths"));
  dialog = test_app_find_new_game_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpint (terr_new_game_dialog_get_kind (dialog), ==, TERR_GAME_GARDEN_PATHS);
  /* Nothing starts before Start. */
  g_assert_null (terr_window_get_game (window));

  terr_new_game_dialog_set_n_players (dialog, 3);
  terr_new_game_dialog_set_seat (dialog, 0, "Ann", 0);
  terr_new_game_dialog_set_seat (dialog, 1, "Bob", 2);
  terr_new_game_dialog_set_seat (dialog, 2, "Cy", 1);
  /* Bob starts. */
  terr_new_game_dialog_set_starter (dialog, 2);
  terr_game_page_set_computer_delay (window_page (window), 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  test_app_spin (20);
  g_assert_null (test_app_find_new_game_dialog ());

  game = terr_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpint (terr_game_get_kind (game), ==, TERR_GAME_GARDEN_PATHS);
  g_assert_cmpuint (terr_game_get_n_players (game), ==, 3);
  first = terr_game_get_seat_to_move (game);
  g_assert_cmpstr (terr_game_get_player (game, first)->name, ==, "Bob");
  g_assert_true (terr_game_get_player (game, first)->ai);
  g_assert_cmpint (terr_game_get_player (game, first)->level, ==, 2);
  /* The others follow in the dialog's order. */
  g_assert_cmpstr (terr_game_get_player (game, first % 3 + 1)->name, ==, "Cy");
  g_assert_cmpstr (terr_game_get_player (game, (first + 1) % 3 + 1)->name, ==, "Ann");
  g_assert_false (terr_game_get_player (game, (first + 1) % 3 + 1)->ai);
  /* Bob is a computer: he moves by himself. */
  {
    WaitMove wait = { window, 0 };
    g_assert_true (test_app_wait (moved_cb, &wait, 60000));
  }

  /* The next dialog remembers. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-new-game", "s", "garden-paths"));
  dialog = test_app_find_new_game_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpuint (terr_new_game_dialog_get_n_players (dialog), ==, 3);
  {
    g_autoptr(TerrGame) again = terr_new_game_dialog_create_game (dialog, NULL);
    gboolean seen_bob = FALSE;

    for (int seat = 1; seat <= 3; seat++)
      if (g_strcmp0 (terr_game_get_player (again, seat)->name, "Bob") == 0)
        {
          seen_bob = TRUE;
          g_assert_cmpint (terr_game_get_player (again, seat)->level, ==, 2);
        }
    g_assert_true (seen_bob);
  }
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* Ziggurat: a numbered deal with the pile open; a bad number is refused
   * and the dialog stays. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-new-game", "s", "ziggurat"));
  dialog = test_app_find_new_game_dialog ();
  g_assert_nonnull (dialog);
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(TerrGame) zg = NULL;
    g_autoptr(TerrGame) same = terr_game_new (TERR_GAME_ZIGGURAT, 1, 42, NULL);
    g_autoptr(GBytes) a = NULL;
    g_autoptr(GBytes) b = NULL;
    g_autofree char *a_text = NULL;
    g_autofree char *b_text = NULL;

    terr_new_game_dialog_set_option (dialog, "deal", g_variant_new_string ("forty-two"));
    g_assert_null (terr_new_game_dialog_create_game (dialog, &error));
    g_assert_nonnull (error);
    g_clear_error (&error);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
    g_assert_true (test_app_find_new_game_dialog () == dialog);

    terr_new_game_dialog_set_option (dialog, "deal", g_variant_new_string ("42"));
    terr_new_game_dialog_set_option (dialog, "pile-open", g_variant_new_boolean (TRUE));
    zg = terr_new_game_dialog_create_game (dialog, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (terr_game_get_n_players (zg), ==, 1);
    g_assert_false (terr_game_get_player (zg, 1)->ai);
    /* Deal 42 is the deal of seed 42, with the pile open. */
    a = terr_game_to_bytes (zg, TERR_FILE_SCENARIO);
    b = terr_game_to_bytes (same, TERR_FILE_SCENARIO);
    a_text = g_strndup (g_bytes_get_data (a, NULL), g_bytes_get_size (a));
    g_assert_nonnull (strstr (a_text, "order=\"open\""));
    /* (GBytes data has no terminating NUL) */
    b_text = g_strndup (g_bytes_get_data (b, NULL), g_bytes_get_size (b));
    g_assert_null (strstr (b_text, "order=\"open\""));
  }
  gtk_window_destroy (GTK_WINDOW (dialog));

  close_window (window);
}

/* The first widget under @widget (itself included) with @css_class. */
static GtkWidget *
find_with_class (GtkWidget  *widget,
                 const char *css_class)
{
  if (gtk_widget_has_css_class (widget, css_class))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_with_class (child, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
assert_same_color (const TerrRenderColor *a,
                   const TerrRenderColor *b)
{
  g_assert_cmpfloat_with_epsilon (a->red, b->red, 1.0 / 255);
  g_assert_cmpfloat_with_epsilon (a->green, b->green, 1.0 / 255);
  g_assert_cmpfloat_with_epsilon (a->blue, b->blue, 1.0 / 255);
}

/* The colour a seat's dot in the score rows shows, and the colour the
 * board draws the seat's pieces in. */
static void
assert_seat_shown (TerrWindow *window,
                   int         seat,
                   guint       palette_index)
{
  TerrRenderColor want, dot_color;
  TerrRenderOptions opts;
  g_autofree char *css_class = g_strdup_printf ("seat-%d", seat);
  GtkWidget *dot = find_with_class (GTK_WIDGET (window_page (window)), css_class);
  GdkRGBA rgba;

  terr_render_get_palette_color (palette_index, &want);
  terr_board_get_render_options (terr_game_page_get_board (window_page (window)), &opts);
  assert_same_color (&opts.seat_colors[seat - 1], &want);

  g_assert_nonnull (dot);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (dot), &rgba);
  G_GNUC_END_IGNORE_DEPRECATIONS
  dot_color = (TerrRenderColor) { rgba.red, rgba.green, rgba.blue, rgba.alpha };
  assert_same_color (&dot_color, &want);
}

/* Seat colours: the New Game dialog offers the palette per player, in the
 * default order; choosing a colour another player has swaps the two; the
 * choice is kept in the settings ("seat-colors"), and the score rows and
 * the board of the game show it, also when the setting changes. */
static void
test_seat_colors (void)
{
  TerrWindow *window = make_window ();
  GSettings *settings = terr_application_get_settings (app);
  TerrNewGameDialog *dialog;
  g_autoptr(GVariant) saved = NULL;
  const gint32 *values;
  gsize n_values = 0;

  g_assert_nonnull (settings);
  g_settings_reset (settings, "seat-colors");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-new-game", "s", "hanging-gardens"));
  dialog = test_app_find_new_game_dialog ();
  g_assert_nonnull (dialog);
  terr_new_game_dialog_set_n_players (dialog, 3);
  terr_new_game_dialog_set_seat (dialog, 0, "Ann", 0);
  terr_new_game_dialog_set_seat (dialog, 1, "Bob", 0);
  terr_new_game_dialog_set_seat (dialog, 2, "Cy", 0);
  terr_new_game_dialog_set_starter (dialog, 0);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (terr_new_game_dialog_get_seat_color (dialog, i), ==, i);

  /* Ann takes Bob's sky blue: Bob gets her orange. */
  terr_new_game_dialog_set_seat_color (dialog, 0, 1);
  g_assert_cmpuint (terr_new_game_dialog_get_seat_color (dialog, 0), ==, 1);
  g_assert_cmpuint (terr_new_game_dialog_get_seat_color (dialog, 1), ==, 0);
  g_assert_cmpuint (terr_new_game_dialog_get_seat_color (dialog, 2), ==, 2);
  /* A free colour swaps nothing. */
  terr_new_game_dialog_set_seat_color (dialog, 2, 4);
  g_assert_cmpuint (terr_new_game_dialog_get_seat_color (dialog, 0), ==, 1);
  g_assert_cmpuint (terr_new_game_dialog_get_seat_color (dialog, 1), ==, 0);
  g_assert_cmpuint (terr_new_game_dialog_get_seat_color (dialog, 2), ==, 4);
  /* Bob takes Cy's grey-brown, Cy gets orange. */
  terr_new_game_dialog_set_seat_color (dialog, 1, 4);
  g_assert_cmpuint (terr_new_game_dialog_get_seat_color (dialog, 1), ==, 4);
  g_assert_cmpuint (terr_new_game_dialog_get_seat_color (dialog, 2), ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  test_app_spin (20);
  g_assert_null (test_app_find_new_game_dialog ());
  g_assert_nonnull (terr_window_get_game (window));
  /* At random: the players sit in the dialog's order. */
  g_assert_cmpstr (terr_game_get_player (terr_window_get_game (window), 1)->name, ==, "Ann");
  g_assert_cmpstr (terr_game_get_player (terr_window_get_game (window), 2)->name, ==, "Bob");

  /* Kept by seat, the seats without a player keeping distinct colours. */
  saved = g_settings_get_value (settings, "seat-colors");
  values = g_variant_get_fixed_array (saved, &n_values, sizeof (gint32));
  g_assert_cmpuint (n_values, ==, 6);
  g_assert_cmpint (values[0], ==, 1);
  g_assert_cmpint (values[1], ==, 4);
  g_assert_cmpint (values[2], ==, 0);
  for (gsize i = 0; i < n_values; i++)
    for (gsize j = i + 1; j < n_values; j++)
      g_assert_cmpint (values[i], !=, values[j]);

  /* The score rows and the board show them. */
  assert_seat_shown (window, 1, 1);
  assert_seat_shown (window, 2, 4);
  assert_seat_shown (window, 3, 0);

  /* The next dialog offers them again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-new-game", "s", "hanging-gardens"));
  dialog = test_app_find_new_game_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpuint (terr_new_game_dialog_get_seat_color (dialog, 0), ==, 1);
  g_assert_cmpuint (terr_new_game_dialog_get_seat_color (dialog, 1), ==, 4);
  g_assert_cmpuint (terr_new_game_dialog_get_seat_color (dialog, 2), ==, 0);
  gtk_window_destroy (GTK_WINDOW (dialog));
  test_app_spin (5);

  /* A changed setting (a repeated colour is repaired) shows at once. */
  {
    static const gint32 wanted[] = { 5, 5, 2 };

    g_settings_set_value (settings, "seat-colors",
                          g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, wanted, G_N_ELEMENTS (wanted), sizeof (gint32)));
    test_app_spin (5);
    assert_seat_shown (window, 1, 5);
    assert_seat_shown (window, 3, 2);
    assert_seat_shown (window, 2, 0);
  }

  g_settings_reset (settings, "seat-colors");
  test_app_spin (5);
  assert_seat_shown (window, 1, 0);
  close_window (window);
}

/* The board the New Game dialog has chosen (its option "board"). */
static void
assert_board (TerrNewGameDialog *dialog,
              const char        *id)
{
  g_autoptr(GVariant) board = terr_new_game_dialog_get_option (dialog, "board");

  g_assert_nonnull (board);
  g_assert_cmpstr (g_variant_get_string (board, NULL), ==, id);
}

static AdwComboRow *
find_board_row (GtkWidget *widget)
{
  if (ADW_IS_COMBO_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), "_Board") == 0)
    return ADW_COMBO_ROW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwComboRow *found = find_board_row (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The New Game dialog of Garden Paths offers every bundled board with its
 * name and size; the game starts on the one chosen (the board shows it),
 * and the next dialog offers it again.  Other games have no board row. */
static void
test_new_game_boards (void)
{
  TerrWindow *window = make_window ();
  TerrNewGameDialog *dialog;
  AdwComboRow *row;
  GListModel *model;
  TerrGame *game;
  const TerrGpBoardInfo *boards;
  const TerrGpBoard *board;
  guint n_boards;

  boards = terr_gp_game_list_boards (&n_boards);
  g_assert_cmpuint (n_boards, >=, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-new-game", "s", "garden-paths"));
  dialog = test_app_find_new_game_dialog ();
  g_assert_nonnull (dialog);
  row = find_board_row (GTK_WIDGET (dialog));
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (row)));
  model = adw_combo_row_get_model (row);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, n_boards);
  for (guint i = 0; i < n_boards; i++)
    {
      const char *text = gtk_string_list_get_string (GTK_STRING_LIST (model), i);
      g_autofree char *size = g_strdup_printf ("%d × %d", boards[i].width, boards[i].height);

      g_assert_nonnull (strstr (text, boards[i].title));
      g_assert_nonnull (strstr (text, size));
    }
  /* The default board first. */
  assert_board (dialog, "courtyard");
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);

  /* The Water Garden, as a person would choose it in the row. */
  for (guint i = 0; i < n_boards; i++)
    if (g_str_equal (boards[i].id, "water-garden"))
      adw_combo_row_set_selected (row, i);
  assert_board (dialog, "water-garden");
  terr_new_game_dialog_set_n_players (dialog, 2);
  terr_new_game_dialog_set_seat (dialog, 0, "Ann", 0);
  terr_new_game_dialog_set_seat (dialog, 1, "Bob", 0);
  terr_new_game_dialog_set_starter (dialog, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  test_app_spin (20);
  g_assert_null (test_app_find_new_game_dialog ());

  game = terr_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpint (terr_game_get_kind (game), ==, TERR_GAME_GARDEN_PATHS);
  board = terr_gp_game_get_board (TERR_GP_GAME (game));
  g_assert_cmpint (board->width, ==, 12);
  g_assert_cmpint (board->height, ==, 12);
  g_assert_cmpstr (board->name, ==, "Water Garden");
  g_assert_true (terr_board_get_game (terr_game_page_get_board (window_page (window))) == game);
  /* The Water Garden's pieces are offered: its long path piece p10. */
  {
    g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
    gboolean long_piece = FALSE;

    for (guint i = 0; i < moves->len; i++)
      if (g_strcmp0 (terr_move_get (g_ptr_array_index (moves, i), "piece"), "p10") == 0)
        long_piece = TRUE;
    g_assert_true (long_piece);
  }

  /* Remembered. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-new-game", "s", "garden-paths"));
  dialog = test_app_find_new_game_dialog ();
  g_assert_nonnull (dialog);
  assert_board (dialog, "water-garden");
  /* An unknown id leaves the choice. */
  terr_new_game_dialog_set_option (dialog, "board", g_variant_new_string ("maze"));
  assert_board (dialog, "water-garden");
  terr_new_game_dialog_set_option (dialog, "board", g_variant_new_string ("herb-garden"));
  {
    g_autoptr(TerrGame) herb = terr_new_game_dialog_create_game (dialog, NULL);

    g_assert_cmpint (terr_gp_game_get_board (TERR_GP_GAME (herb))->width, ==, 7);
  }
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* Hanging Gardens has no board to choose. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-new-game", "s", "hanging-gardens"));
  dialog = test_app_find_new_game_dialog ();
  g_assert_nonnull (dialog);
  row = find_board_row (GTK_WIDGET (dialog));
  g_assert_true (row == NULL || !gtk_widget_is_visible (GTK_WIDGET (row)));
  gtk_window_destroy (GTK_WINDOW (dialog));

  close_window (window);
}

/* Refused moves are worded by the game for people: no coordinates, a
 * sentence; the error keeps the engine's words for files. */
static void
test_refusal_words (void)
{
  g_autoptr(TerrGame) hg = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, 1, NULL);
  g_autoptr(TerrGame) gp = terr_gp_game_new_on_board ("herb-garden", 1, 1, NULL);
  g_autoptr(TerrMove) bed = terr_move_new (terr_game_get_seat_to_move (hg), "bed");
  g_autoptr(TerrMove) announce = terr_move_new (1, "announce");
  g_autoptr(TerrMove) place = terr_move_new (1, "place");
  g_autoptr(GError) error = NULL;
  g_autofree char *hg_short = NULL;
  g_autofree char *hg_full = NULL;
  g_autofree char *gp_short = NULL;
  g_autofree char *gp_full = NULL;
  TerrRefusal refusal;

  terr_move_set_int (bed, "x", -3);
  terr_move_set_int (bed, "y", -3);
  terr_move_set (bed, "suit", "moons");
  g_assert_false (terr_game_play_full (hg, bed, &refusal, &error));
  g_assert_cmpstr (error->message, ==, "a bed goes on a terrace, and (-3,-3) is bare table");
  g_assert_cmpint (refusal.code, ==, TERR_HG_REFUSAL_BARE_TABLE);
  hg_short = terr_game_word_refusal (hg, &refusal, TERR_REFUSAL_SHORT);
  hg_full = terr_game_word_refusal (hg, &refusal, TERR_REFUSAL_FULL);
  g_assert_cmpstr (hg_short, ==, "There is no terrace there.");
  g_assert_cmpstr (hg_full, ==, "A bed goes on a terrace, and there is only bare table there.");
  g_clear_error (&error);

  terr_move_set (announce, "piece", "p4");
  g_assert_true (terr_game_play (gp, announce, &error));
  terr_move_set (place, "piece", "p4");
  terr_move_set_int (place, "x", 5);
  terr_move_set_int (place, "y", 0);
  terr_move_set_int (place, "transform", 0);
  g_assert_false (terr_game_play_full (gp, place, &refusal, &error));
  g_assert_nonnull (strstr (error->message, "(7,0)"));
  g_assert_cmpint (refusal.code, ==, TERR_GP_REFUSAL_OFF_BOARD);
  gp_short = terr_game_word_refusal (gp, &refusal, TERR_REFUSAL_SHORT);
  gp_full = terr_game_word_refusal (gp, &refusal, TERR_REFUSAL_FULL);
  g_assert_cmpstr (gp_short, ==, "The piece would stick out of the board there.");
  g_assert_null (strchr (gp_full, '('));
}

static GtkWidget *
find_action_button (GtkWidget  *widget,
                    const char *action)
{
  if (GTK_IS_BUTTON (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_action_button (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Going back move by move with the Previous button: the list of pieces
 * changes length, the button (and Turn) stays where it is, so repeated
 * clicks never land on a piece of the list. */
static void
test_move_buttons_stable (void)
{
  TerrWindow *window = make_window ();
  TerrGamePage *page = window_page (window);
  TerrChoices *choices = terr_board_get_choices (terr_game_page_get_board (page));
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, 3, NULL);
  GtkWidget *previous, *list_row = NULL;
  graphene_rect_t first;
  gboolean lengths_differ = FALSE;
  guint first_length = 0;

  /* Twelve actions by the computer, then a person's game. */
  for (guint i = 0; i < 12 && !terr_game_is_over (game); i++)
    {
      g_autoptr(TerrMove) move = terr_game_ai_move (game, 1, i, NULL, NULL);

      g_assert_nonnull (move);
      g_assert_true (terr_game_play (game, move, NULL));
    }
  terr_window_set_game (window, game);
  test_app_spin (100);
  previous = find_action_button (GTK_WIDGET (page), "page.go-previous");
  g_assert_nonnull (previous);
  g_assert_true (gtk_widget_compute_bounds (previous, GTK_WIDGET (window), &first));
  first_length = terr_choices_get_n_choices (choices);
  for (guint i = 0; i < 8; i++)
    {
      graphene_rect_t now;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "page.go-previous", NULL));
      test_app_spin (50);
      g_assert_true (gtk_widget_compute_bounds (previous, GTK_WIDGET (window), &now));
      g_assert_cmpfloat (now.origin.y, ==, first.origin.y);
      if (terr_choices_get_n_choices (choices) != first_length)
        lengths_differ = TRUE;
    }
  /* (The list did change length on the way.) */
  g_assert_true (lengths_differ);
  /* The list of pieces is below the buttons. */
  for (GtkWidget *w = gtk_widget_get_parent (previous); w != NULL; w = gtk_widget_get_parent (w))
    if (GTK_IS_LIST_BOX_ROW (w))
      list_row = w;
  g_assert_null (list_row);
  close_window (window);
}

static void
count_items_changed (GListModel *model,
                     guint       position,
                     guint       removed,
                     guint       added,
                     guint      *count)
{
  (*count)++;
}

static char *
model_keys (GListModel *model)
{
  GString *keys = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(TerrChoice) choice = g_list_model_get_item (model, i);

      g_string_append_printf (keys, "%s;", terr_choice_get_key (choice));
    }
  return g_string_free (keys, FALSE);
}

/* The pieces list is bound to the choices model, which changes only when
 * the choices come or go: a move after which the same choices are
 * offered keeps the items (and the rows made for them), updated to the
 * new position. */
static void
test_choices_model_stable (void)
{
  TerrWindow *window = make_window ();
  TerrGamePage *page = window_page (window);
  TerrChoices *choices = terr_board_get_choices (terr_game_page_get_board (page));
  GListModel *model = terr_choices_get_model (choices);
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, 3, NULL);
  guint changes = 0, kept = 0;

  terr_window_set_game (window, game);
  test_app_spin (100);
  g_signal_connect (model, "items-changed", G_CALLBACK (count_items_changed), &changes);
  for (guint i = 0; i < 10; i++)
    {
      TerrGame *shown = terr_choices_get_game (choices);
      g_autoptr(GPtrArray) moves = NULL;
      g_autoptr(GListModel) fresh = NULL;
      g_autofree char *before = model_keys (model);
      g_autofree char *after = NULL, *expected = NULL;
      guint changes_before = changes;
      GtkListBoxRow *first_row = gtk_list_box_get_row_at_index (page->choices_list, 0);

      if (shown == NULL || terr_game_is_over (shown))
        break;
      moves = terr_game_list_moves (shown);
      g_assert_cmpuint (moves->len, >, 0);
      g_assert_true (terr_game_play (shown, g_ptr_array_index (moves, 0), NULL));
      test_app_spin (20);

      fresh = terr_game_list_choices (shown);
      after = model_keys (model);
      expected = model_keys (fresh);
      g_assert_cmpstr (after, ==, expected);
      for (guint c = 0; c < g_list_model_get_n_items (fresh); c++)
        {
          g_autoptr(TerrChoice) mine = g_list_model_get_item (model, c);
          g_autoptr(TerrChoice) theirs = g_list_model_get_item (fresh, c);

          g_assert_cmpstr (terr_choice_get_label (mine), ==, terr_choice_get_label (theirs));
          g_assert_cmpuint (terr_choice_get_n_legal (mine), ==, terr_choice_get_n_legal (theirs));
        }
      if (g_str_equal (before, after))
        {
          g_assert_cmpuint (changes, ==, changes_before);
          g_assert_true (gtk_list_box_get_row_at_index (page->choices_list, 0) == first_row);
          kept++;
        }
    }
  g_signal_handlers_disconnect_by_func (model, count_items_changed, &changes);
  /* (Some moves did offer the same choices again.) */
  g_assert_cmpuint (kept, >, 0);
  close_window (window);
}

/* Garden Paths: right after announcing with the button, R and M (the
 * board's keys) turn and mirror the piece to place: the board has the
 * keyboard and the announced piece is selected. */
static void
test_announce_then_turn (void)
{
  TerrWindow *window = make_window ();
  TerrGamePage *page = window_page (window);
  TerrBoard *board = terr_game_page_get_board (page);
  TerrChoices *choices = terr_board_get_choices (board);
  g_autoptr(TerrGame) game = terr_gp_game_new_on_board ("courtyard", 1, 1, NULL);
  int selected, before;

  terr_window_set_game (window, game);
  test_app_spin (100);
  /* The first piece to announce, by the button. */
  g_assert_cmpuint (terr_choices_get_n_choices (choices), >, 0);
  g_assert_cmpstr (terr_choices_get_move_type (choices, 0), ==, "announce");
  terr_choices_set_selected (choices, 0);
  test_app_spin (20);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "page.play-selected", NULL));
  test_app_spin (50);
  g_assert_cmpint (terr_gp_game_get_pending_piece (TERR_GP_GAME (game)), >=, 0);

  /* The piece to place is chosen and the board has the keys. */
  selected = terr_choices_get_selected (choices);
  g_assert_cmpint (selected, >=, 0);
  g_assert_true (terr_choices_is_positional (choices, selected));
  g_assert_true (gtk_widget_is_focus (GTK_WIDGET (board)));
  /* A flower bed turns (path pieces do not): announce one next. */
  if (!terr_choices_can_turn (choices))
    {
      /* Place the path piece wherever it fits first, then announce a bed. */
      g_autoptr(TerrMove) move = terr_game_ai_move (game, 1, 1, NULL, NULL);

      g_assert_true (terr_game_play (game, move, NULL));
      test_app_spin (50);
      terr_choices_set_selected (choices, 0);
      g_assert_cmpstr (terr_choices_get_move_type (choices, 0), ==, "announce");
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "page.play-selected", NULL));
      test_app_spin (50);
      g_assert_true (gtk_widget_is_focus (GTK_WIDGET (board)));
    }
  g_assert_true (terr_choices_can_turn (choices));
  before = terr_choices_get_orientation (choices);
  /* R on the board is "board.turn". */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.turn", NULL));
  g_assert_cmpint (terr_choices_get_orientation (choices), !=, before);
  before = terr_choices_get_orientation (choices);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.mirror", NULL));
  g_assert_cmpint (terr_choices_get_orientation (choices), !=, before);
  close_window (window);
}

/* After Undo, the same move again: the computer answers it at once
 * (it does not wait, "plays from the last move", for the end of the
 * line that undo left behind). */
static void
test_undo_same_move (void)
{
  TerrWindow *window = make_window ();
  g_autofree char *dir = NULL;
  g_autoptr(GFile) file = write_game (TERR_GAME_HANGING_GARDENS, 2, 5, "hc", &dir);
  TerrGamePage *page = window_page (window);
  TerrGame *game;
  guint answered;

  terr_game_page_set_computer_delay (page, 0);
  g_assert_true (terr_window_open_file (window, file));
  game = terr_window_get_game (window);
  g_assert_true (test_app_wait (person_or_end_cb, window, 60000));
  while (terr_game_get_seat_to_move (game) == 1)
    {
      g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
      g_assert_true (terr_game_play (game, moves->pdata[0], NULL));
    }
  g_assert_true (test_app_wait (person_or_end_cb, window, 60000));
  answered = terr_game_get_position_index (game);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (terr_game_get_position_index (game), <, answered);
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, 1);
  while (terr_game_get_seat_to_move (game) == 1)
    {
      TerrGameNode *next = terr_game_get_line_node (game, terr_game_get_position_index (game) + 1);
      g_assert_true (terr_game_play (game, terr_game_node_get_move (next), NULL));
    }
  g_assert_null (strstr (terr_game_page_get_computer_text (page), "from the last move"));
  g_assert_true (terr_game_page_is_computer_thinking (page));
  g_assert_true (test_app_wait (person_or_end_cb, window, 60000));
  g_assert_cmpuint (terr_game_get_position_index (game), ==, answered);

  close_window (window);
  remove_game (file, dir);
}

static gboolean
pending_or_moved_cb (gpointer data)
{
  WaitMove *wait = data;
  TerrMatch *match = terr_game_page_get_match (window_page (wait->window));

  return terr_match_get_pending_move (match) != NULL
         || terr_game_get_position_index (terr_window_get_game (wait->window)) > wait->index;
}

/* Garden Paths with two people and the computer at one screen: behind
 * the "Pass to …" screen the last move does not say where it went, nor
 * does the panel say where the computer places its pieces, nor the
 * scores of the others. */
static void
test_garden_paths_privacy (void)
{
  TerrWindow *window = make_window ();
  g_autofree char *dir = NULL;
  g_autoptr(GFile) file = write_game (TERR_GAME_GARDEN_PATHS, 3, 4, "hhc", &dir);
  TerrGamePage *page = window_page (window);
  TerrGame *game;
  guint handed = 0, computer_placed = 0;

  /* The computer's move stays pending for a moment, as people see it. */
  terr_game_page_set_computer_delay (page, 200);
  g_assert_true (terr_window_open_file (window, file));
  game = terr_window_get_game (window);
  for (guint step = 0; step < 40 && !terr_game_is_over (game); step++)
    {
      int seat = terr_game_get_seat_to_move (game);
      const char *last = terr_game_page_get_last_move_text (page);

      if (terr_game_page_is_privacy_shown (page))
        {
          /* Nothing of the one who just left shows. */
          if (last != NULL)
            g_assert_null (strstr (last, "places"));
          g_assert_null (strstr (terr_game_page_get_scores_shown (page), ": 0\n"));
          handed++;
          gtk_widget_activate_action (GTK_WIDGET (page), "page.reveal", NULL);
          g_assert_false (terr_game_page_is_privacy_shown (page));
          continue;
        }
      if (is_computer (game, seat))
        {
          WaitMove wait = { window, terr_game_get_position_index (game) };
          TerrMatch *match = terr_game_page_get_match (page);

          g_assert_true (test_app_wait (pending_or_moved_cb, &wait, 60000));
          if (terr_match_get_pending_move (match) != NULL
              && terr_move_is (terr_match_get_pending_move (match), "place"))
            {
              const char *text = terr_game_page_get_computer_text (page);

              g_assert_nonnull (strstr (text, "placed"));
              g_assert_null (strstr (text, "("));
              computer_placed++;
            }
          g_assert_true (test_app_wait (moved_cb, &wait, 60000));
          continue;
        }
      /* A person's own move is told in full to them. */
      {
        g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
        g_assert_true (terr_game_play (game, moves->pdata[0], NULL));
      }
      if (terr_move_is (terr_game_node_get_move (terr_game_get_cursor (game)), "place")
          && !terr_game_page_is_privacy_shown (page))
        g_assert_nonnull (strstr (terr_game_page_get_last_move_text (page), "places"));
    }
  g_assert_cmpuint (handed, >=, 2);
  g_assert_cmpuint (computer_placed, >=, 1);

  close_window (window);
  remove_game (file, dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!test_app_init (&argc, &argv))
    return 0;

  app = terr_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));

  g_test_add_func ("/app/play/open-computer-seat", test_open_computer_seat);
  g_test_add_func ("/app/play/two-beds-rival", test_two_beds_rival);
  g_test_add_func ("/app/play/pause", test_pause);
  g_test_add_func ("/app/play/undo-same-move", test_undo_same_move);
  g_test_add_func ("/app/play/garden-paths-privacy", test_garden_paths_privacy);
  g_test_add_func ("/app/play/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/app/play/new-game-boards", test_new_game_boards);
  g_test_add_func ("/app/play/seat-colors", test_seat_colors);
  g_test_add_func ("/app/play/refusal-words", test_refusal_words);
  g_test_add_func ("/app/play/move-buttons-stable", test_move_buttons_stable);
  g_test_add_func ("/app/play/choices-model-stable", test_choices_model_stable);
  g_test_add_func ("/app/play/announce-then-turn", test_announce_then_turn);
  g_test_add_data_func ("/app/play/whole-game/hanging-gardens",
                        GINT_TO_POINTER (TERR_GAME_HANGING_GARDENS), test_whole_game);
  g_test_add_data_func ("/app/play/whole-game/ziggurat",
                        GINT_TO_POINTER (TERR_GAME_ZIGGURAT), test_whole_game);
  g_test_add_data_func ("/app/play/whole-game/garden-paths",
                        GINT_TO_POINTER (TERR_GAME_GARDEN_PATHS), test_whole_game);
  g_test_add_data_func ("/app/play/hint/hanging-gardens",
                        GINT_TO_POINTER (TERR_GAME_HANGING_GARDENS), test_hint);
  g_test_add_data_func ("/app/play/hint/ziggurat",
                        GINT_TO_POINTER (TERR_GAME_ZIGGURAT), test_hint);
  g_test_add_data_func ("/app/play/hint/garden-paths",
                        GINT_TO_POINTER (TERR_GAME_GARDEN_PATHS), test_hint);

  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
