/* test-replay.c — the replay viewer in the window: opening a replay shows
 * it; navigation by keys, by the move list and by the score graph; a
 * comment and a variation, saved and read back; stepping back and playing
 * on the board never loses a move; leaving with unsaved annotations asks;
 * the Ziggurat graph; Analyse Game on each game, its marks, Add as
 * Variation with undo, the analysis saved as comments; no leaks. */
#include "config.h"

#include "test-app-common.h"
#include "terr-hg-game.h"
#include "terr-replay-page-private.h"
#include "terr-window.h"
#include "tree-test-util.h"

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

/* A game of @n_moves legal moves (the same every run). */
static TerrGame *
make_game (TerrGameKind kind,
           guint        n_players,
           guint        n_moves)
{
  TerrGame *game = terr_game_new (kind, n_players, 7, NULL);

  g_assert_nonnull (game);
  for (guint i = 0; i < n_moves && !terr_game_is_over (game); i++)
    {
      g_autoptr(GPtrArray) moves = terr_game_list_moves (game);

      g_assert_cmpuint (moves->len, >, 0);
      g_assert_true (terr_game_play (game, g_ptr_array_index (moves, (i * 7) % moves->len), NULL));
    }
  return game;
}

static char *
write_game (TerrGame   *game,
            const char *dir)
{
  char *path = g_build_filename (dir, "replay.terraces", NULL);

  g_assert_true (terr_game_save_path (game, path, TERR_FILE_REPLAY, NULL));
  return path;
}

static guint
count_nodes (TerrGameNode *node)
{
  guint n = 1;

  for (guint i = 0; i < terr_game_node_get_n_children (node); i++)
    n += count_nodes (terr_game_node_get_child (node, i));
  return n;
}

static guint
main_line_length (TerrGame *game)
{
  guint n = 0;

  for (TerrGameNode *node = terr_game_get_root (game);
       terr_game_node_get_n_children (node) > 0;
       node = terr_game_node_get_child (node, 0))
    n++;
  return n;
}

/* Press a key as the keyboard would: the viewer's keys are the window's
 * accelerators (forwarded to the page shown); FALSE when no action has
 * that key. */
static gboolean
press_key (TerrReplayPage *page,
           guint           keyval)
{
  g_autofree char *accel = gtk_accelerator_name (keyval, 0);
  g_auto(GStrv) actions = gtk_application_get_actions_for_accel (GTK_APPLICATION (app), accel);
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (page)));

  for (guint i = 0; actions[i] != NULL; i++)
    if (g_str_has_prefix (actions[i], "win.")
        && gtk_widget_activate_action (window, actions[i], NULL))
      return TRUE;
  return FALSE;
}

/* Open @file and show it in the viewer: a finished game opens there, one
 * still going on the game page, whence "Review Game" leads. */
static void
open_for_review (TerrWindow *window,
                 GFile      *file)
{
  g_assert_true (terr_window_open_file (window, file));
  if (terr_game_is_over (terr_window_get_game (window)))
    g_assert_cmpstr (terr_window_get_page (window), ==, "replay");
  else
    {
      g_assert_cmpstr (terr_window_get_page (window), ==, "game");
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.review", NULL));
    }
  g_assert_cmpstr (terr_window_get_page (window), ==, "replay");
}

static gboolean
graph_done (gpointer data)
{
  return !terr_replay_page_is_computing (TERR_REPLAY_PAGE (data));
}

static TerrGameNode *
main_node (TerrGame *game,
           guint     depth)
{
  TerrGameNode *node = terr_game_get_root (game);

  for (guint i = 0; i < depth; i++)
    node = terr_game_node_get_child (node, 0);
  return node;
}

static void
test_open_and_navigate (void)
{
  TerrWindow *window = make_window ();
  g_autofree char *dir = g_dir_make_tmp ("terraces-test-XXXXXX", NULL);
  g_autoptr(TerrGame) source = make_game (TERR_GAME_HANGING_GARDENS, 2, 24);
  g_autofree char *path = write_game (source, dir);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  TerrReplayPage *page;
  TerrMoveList *list;
  TerrScoreGraph *graph;
  TerrGame *game;
  guint n;

  open_for_review (window, file);
  page = TERR_REPLAY_PAGE (terr_window_get_replay_page (window));
  game = terr_window_get_game (window);
  g_assert_true (terr_replay_page_get_game (page) == game);
  g_assert_true (terr_board_get_game (terr_replay_page_get_board (page)) == game);
  g_assert_cmpint (terr_game_get_mode (game), ==, TERR_GAME_MODE_REVIEW);
  n = terr_game_get_n_moves (game);
  g_assert_cmpuint (n, ==, 24);

  /* The list: the start and every move; the review starts at the start. */
  list = terr_replay_page_get_move_list (page);
  g_assert_cmpuint (terr_move_list_get_n_rows (list), ==, n + 1);
  g_assert_cmpint (terr_move_list_get_selected_row (list), ==, 0);
  g_assert_cmpuint (terr_game_get_position_index (game), ==, 0);
  {
    g_autofree char *text = terr_move_list_dup_row_text (list, 3);
    g_autofree char *words = terr_game_describe_node (game, main_node (game, 3));

    g_assert_true (g_str_has_prefix (text, "3. "));
    g_assert_nonnull (strstr (text, words));
  }

  /* Rows get their words when bound near the selection or seen (not all
   * 10,000 of a long game). */
  test_app_spin (200);
  g_assert_cmpuint (terr_move_list_get_n_described (list), >, 0);
  g_assert_cmpuint (terr_move_list_get_n_described (list), <=, terr_move_list_get_n_binds (list));
  {
    g_autofree char *shown = terr_move_list_dup_shown_words (list, 3);
    g_autofree char *words = terr_game_describe_node (game, main_node (game, 3));

    g_assert_cmpstr (shown, ==, words);
  }

  /* Keys. */
  g_assert_true (press_key (page, GDK_KEY_Home));
  g_assert_cmpuint (terr_game_get_position_index (game), ==, 0);
  g_assert_cmpstr (terr_replay_page_get_position_text (page), ==, "Start of 24");
  g_assert_true (press_key (page, GDK_KEY_Right));
  g_assert_true (press_key (page, GDK_KEY_Right));
  g_assert_cmpuint (terr_game_get_position_index (game), ==, 2);
  g_assert_cmpstr (terr_replay_page_get_position_text (page), ==, "Move 2 of 24");
  g_assert_cmpint (terr_move_list_get_selected_row (list), ==, 2);
  g_assert_true (press_key (page, GDK_KEY_Page_Down));
  g_assert_cmpuint (terr_game_get_position_index (game), ==, 12);
  g_assert_true (press_key (page, GDK_KEY_Left));
  g_assert_cmpuint (terr_game_get_position_index (game), ==, 11);
  g_assert_true (press_key (page, GDK_KEY_Page_Up));
  g_assert_cmpuint (terr_game_get_position_index (game), ==, 1);
  g_assert_true (press_key (page, GDK_KEY_End));
  g_assert_cmpuint (terr_game_get_position_index (game), ==, n);
  /* Keys the viewer does not use go on to the focused widget. */
  g_assert_false (press_key (page, GDK_KEY_a));

  /* A click on a row of the list. */
  terr_move_list_activate_row (list, 5);
  g_assert_true (terr_game_get_cursor (game) == main_node (game, 5));
  g_assert_cmpint (terr_move_list_get_selected_row (list), ==, 5);

  /* The graph: every position, and a click goes there. */
  graph = terr_replay_page_get_score_graph (page);
  g_assert_true (test_app_wait (graph_done, page, 60000));
  g_assert_cmpuint (terr_score_graph_get_n_positions (graph), ==, n + 1);
  g_assert_cmpint (terr_score_graph_get_current (graph), ==, 5);
  test_app_spin (50);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (graph)), >, 100);
  g_assert_cmpint (terr_score_graph_index_at (graph, terr_score_graph_x_of (graph, 17)), ==, 17);
  g_assert_true (terr_score_graph_click (graph, terr_score_graph_x_of (graph, 17), 20));
  g_assert_true (terr_game_get_cursor (game) == main_node (game, 17));
  g_assert_cmpint (terr_score_graph_get_current (graph), ==, 17);
  g_assert_cmpint (terr_move_list_get_selected_row (list), ==, 17);
  {
    g_autofree char *hover = terr_score_graph_describe (graph, 17);
    g_autofree char *name = terr_game_get_player_name (game, 1);
    g_autofree char *value = g_strdup_printf ("%s: %d", name, terr_game_get_seat_score (game, 1));

    g_assert_true (g_str_has_prefix (hover, "After move 17"));
    g_assert_nonnull (strstr (hover, value));
  }

  /* A finished game (as `terraces-cli play` writes) opens in the viewer. */
  {
    g_autoptr(TerrGame) over = make_game (TERR_GAME_GARDEN_PATHS, 1, 1000);
    g_autofree char *over_path = g_build_filename (dir, "over.terraces", NULL);
    g_autoptr(GFile) over_file = g_file_new_for_path (over_path);

    g_assert_true (terr_game_is_over (over));
    g_assert_true (terr_game_save_path (over, over_path, TERR_FILE_REPLAY, NULL));
    g_assert_true (terr_window_open_file (window, over_file));
    g_assert_cmpstr (terr_window_get_page (window), ==, "replay");
    g_assert_cmpuint (terr_move_list_get_n_rows (list), ==, terr_game_get_n_moves (over) + 1);
    g_remove (over_path);
  }

  /* Only looking changes nothing. */
  g_assert_false (terr_replay_page_get_modified (page));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL);
  g_assert_null (terr_window_get_leave_dialog (window));
  g_assert_cmpstr (terr_window_get_page (window), ==, "start");

  close_window (window);
  g_remove (path);
  g_rmdir (dir);
}

static gboolean
list_settled (gpointer data)
{
  return terr_move_list_get_n_pending (data) == 0 || terr_move_list_get_n_described (data) > 0;
}

static gboolean
row_400_shown (gpointer data)
{
  g_autofree char *shown = terr_move_list_dup_shown_words (data, 400);

  return shown != NULL && *shown != '\0';
}

/* A long replay: the rows bound far from the selection wait for their
 * words until they are seen; the rows on screen have them. */
static void
test_long_list_lazy (void)
{
  TerrWindow *window = make_window ();
  g_autofree char *dir = g_dir_make_tmp ("terraces-test-XXXXXX", NULL);
  g_autoptr(TerrGame) source = tree_test_long_zg_game (600, 5);
  g_autofree char *path = write_game (source, dir);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  TerrMoveList *list;
  TerrGame *game;
  guint described;

  open_for_review (window, file);
  list = terr_replay_page_get_move_list (TERR_REPLAY_PAGE (terr_window_get_replay_page (window)));
  game = terr_window_get_game (window);
  g_assert_true (test_app_wait (list_settled, list, 60000));
  test_app_spin (300);
  /* GTK binds many more rows than show; most wait */
  g_assert_cmpuint (terr_move_list_get_n_binds (list), >, 100);
  g_assert_cmpuint (terr_move_list_get_n_pending (list), >, 0);
  described = terr_move_list_get_n_described (list);
  g_assert_cmpuint (described, <, terr_move_list_get_n_binds (list));
  for (guint row = 0; row < 8; row++)
    {
      g_autofree char *shown = terr_move_list_dup_shown_words (list, row);
      g_autofree char *text = terr_move_list_dup_row_text (list, row);

      g_assert_nonnull (shown);
      g_assert_true (g_str_has_suffix (text, shown));
    }

  /* Going far away: the rows there are seen and get their words. */
  terr_move_list_activate_row (list, 400);
  g_assert_true (terr_game_get_cursor (game) == main_node (game, 400));
  g_assert_true (test_app_wait (row_400_shown, list, 60000));
  {
    g_autofree char *shown = terr_move_list_dup_shown_words (list, 400);
    g_autofree char *words = terr_game_describe_node (game, main_node (game, 400));

    g_assert_cmpstr (shown, ==, words);
  }
  g_assert_cmpuint (terr_move_list_get_n_described (list), >, described);
  close_window (window);
  g_remove (path);
  g_rmdir (dir);
}

/* A legal move here other than every move already tried here. */
static TerrMove *
new_move_here (TerrGame *game)
{
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
  TerrGameNode *cursor = terr_game_get_cursor (game);

  for (guint i = 0; i < moves->len; i++)
    {
      TerrMove *move = g_ptr_array_index (moves, i);
      gboolean tried = FALSE;

      for (guint c = 0; c < terr_game_node_get_n_children (cursor); c++)
        tried |= terr_move_equal (move, terr_game_node_get_move (terr_game_node_get_child (cursor, c)));
      if (!tried)
        return terr_move_ref (move);
    }
  return NULL;
}

static void
test_annotate_save_reopen (void)
{
  TerrWindow *window = make_window ();
  g_autofree char *dir = g_dir_make_tmp ("terraces-test-XXXXXX", NULL);
  g_autoptr(TerrGame) source = make_game (TERR_GAME_GARDEN_PATHS, 2, 12);
  g_autofree char *path = write_game (source, dir);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *before_bytes = NULL;
  TerrReplayPage *page;
  TerrMoveList *list;
  TerrGame *game;
  TerrGameNode *variation;
  guint n, nodes;

  g_assert_true (g_file_get_contents (path, &before_bytes, NULL, NULL));
  open_for_review (window, file);
  page = TERR_REPLAY_PAGE (terr_window_get_replay_page (window));
  list = terr_replay_page_get_move_list (page);
  game = terr_window_get_game (window);
  n = terr_game_get_n_moves (game);

  /* A comment on move 3, typed into the comment box. */
  terr_move_list_activate_row (list, 3);
  terr_replay_page_set_comment_text (page, "A sharp reply.");
  terr_replay_page_commit_comment (page);
  g_assert_cmpstr (terr_game_node_get_comment (main_node (game, 3)), ==, "A sharp reply.");
  g_assert_true (terr_replay_page_get_modified (page));
  /* The row of the move shows it at once, and no other row does. */
  test_app_spin (50);
  {
    g_autofree char *on_3 = terr_move_list_dup_shown_comment (list, 3);
    g_autofree char *on_4 = terr_move_list_dup_shown_comment (list, 4);

    g_assert_cmpstr (on_3, ==, "A sharp reply.");
    g_assert_cmpstr (on_4, ==, "");
  }

  /* Moving on and back shows each move's own comment. */
  gtk_widget_activate_action (GTK_WIDGET (page), "replay.next", NULL);
  {
    g_autofree char *shown = terr_replay_page_dup_comment_text (page);
    g_assert_cmpstr (shown, ==, "");
  }
  gtk_widget_activate_action (GTK_WIDGET (page), "replay.previous", NULL);
  {
    g_autofree char *shown = terr_replay_page_dup_comment_text (page);
    g_assert_cmpstr (shown, ==, "A sharp reply.");
  }

  /* The board takes moves only while trying them. */
  g_assert_false (gtk_widget_get_can_target (GTK_WIDGET (terr_replay_page_get_board (page))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.try-moves", NULL));
  g_assert_true (gtk_widget_get_can_target (GTK_WIDGET (terr_replay_page_get_board (page))));

  /* A move tried after move 3 becomes a variation; the main line stays. */
  {
    g_autoptr(TerrMove) move = new_move_here (game);

    g_assert_nonnull (move);
    g_assert_true (terr_game_play (game, move, NULL));
  }
  variation = terr_game_get_cursor (game);
  g_assert_false (terr_game_node_is_main_line (variation));
  g_assert_cmpuint (main_line_length (game), ==, n);
  g_assert_cmpuint (terr_game_node_get_n_children (main_node (game, 3)), ==, 2);
  /* The list shows it indented right under the move it replaces. */
  g_assert_cmpuint (terr_move_list_get_n_rows (list), ==, n + 2);
  g_assert_cmpint (terr_move_list_find_row (list, variation), ==, 5);
  g_assert_cmpuint (terr_move_list_get_row_indent (list, 5), ==, 1);
  g_assert_cmpuint (terr_move_list_get_row_indent (list, 4), ==, 0);
  g_assert_cmpint (terr_move_list_get_selected_row (list), ==, 5);
  terr_replay_page_set_comment_text (page, "Better?");

  /* Up and Down go between the moves tried at this point. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.try-moves", NULL));
  g_assert_true (press_key (page, GDK_KEY_Up));
  g_assert_true (terr_game_get_cursor (game) == main_node (game, 4));
  g_assert_cmpstr (terr_game_node_get_comment (variation), ==, "Better?");
  g_assert_true (press_key (page, GDK_KEY_Down));
  g_assert_true (terr_game_get_cursor (game) == variation);

  /* Undo and redo of the annotations, through the window. */
  nodes = count_nodes (terr_game_get_root (game));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_null (terr_game_node_get_comment (variation));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpstr (terr_game_node_get_comment (variation), ==, "Better?");
  g_assert_cmpuint (count_nodes (terr_game_get_root (game)), ==, nodes);

  /* The file is untouched until the reviewer saves. */
  {
    g_autofree char *now = NULL;

    g_assert_true (g_file_get_contents (path, &now, NULL, NULL));
    g_assert_cmpstr (now, ==, before_bytes);
  }

  /* Leaving asks; Cancel stays. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL);
  g_assert_nonnull (terr_window_get_leave_dialog (window));
  g_assert_cmpstr (terr_window_get_page (window), ==, "replay");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (terr_window_get_leave_dialog (window)), "cancel");
  g_assert_cmpstr (terr_window_get_page (window), ==, "replay");

  /* Save writes the tree and comments. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  g_assert_false (terr_replay_page_get_modified (page));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL);
  g_assert_null (terr_window_get_leave_dialog (window));
  close_window (window);

  /* Reopen: the same tree, the comments, the viewer on the main line. */
  window = make_window ();
  open_for_review (window, file);
  game = terr_window_get_game (window);
  page = TERR_REPLAY_PAGE (terr_window_get_replay_page (window));
  g_assert_cmpuint (main_line_length (game), ==, n);
  g_assert_cmpuint (count_nodes (terr_game_get_root (game)), ==, nodes);
  g_assert_cmpstr (terr_game_node_get_comment (main_node (game, 3)), ==, "A sharp reply.");
  g_assert_cmpuint (terr_game_node_get_n_children (main_node (game, 3)), ==, 2);
  g_assert_cmpstr (terr_game_node_get_comment (terr_game_node_get_child (main_node (game, 3), 1)), ==, "Better?");
  g_assert_cmpuint (terr_move_list_get_n_rows (terr_replay_page_get_move_list (page)), ==, n + 2);

  /* Promote the variation, then delete the old main line's move. */
  terr_move_list_activate_row (terr_replay_page_get_move_list (page), 5);
  variation = terr_game_get_cursor (game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.promote", NULL));
  g_assert_true (terr_game_node_is_main_line (variation));
  g_assert_cmpuint (main_line_length (game), ==, 4);
  terr_game_go_to_node (game, terr_game_node_get_child (main_node (game, 3), 1));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.delete", NULL));
  g_assert_cmpuint (terr_game_node_get_n_children (main_node (game, 3)), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.undo-edit", NULL));
  g_assert_cmpuint (terr_game_node_get_n_children (main_node (game, 3)), ==, 2);

  /* Leaving asks; Discard leaves without writing. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL);
  g_assert_nonnull (terr_window_get_leave_dialog (window));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (terr_window_get_leave_dialog (window)), "discard");
  g_assert_cmpstr (terr_window_get_page (window), ==, "start");
  close_window (window);

  {
    g_autoptr(TerrGame) again = terr_game_load_path (path, NULL);
    g_assert_nonnull (again);
    g_assert_cmpuint (main_line_length (again), ==, n);
  }
  g_remove (path);
  g_rmdir (dir);
}

/* Stepping back and playing on the board adds variations; no move of the
 * tree is ever lost. */
static void
test_step_back_never_loses (void)
{
  TerrWindow *window = make_window ();
  g_autoptr(TerrGame) source = make_game (TERR_GAME_ZIGGURAT, 1, 10);
  TerrReplayPage *page;
  TerrBoard *board;
  TerrChoices *choices;
  TerrGame *game = source;
  guint n = terr_game_get_n_moves (source);
  guint nodes = count_nodes (terr_game_get_root (source));
  TerrGameNode *was = terr_game_get_cursor (source);

  terr_window_review_game (window, game);
  g_assert_cmpuint (terr_game_get_position_index (game), ==, 0);
  page = TERR_REPLAY_PAGE (terr_window_get_replay_page (window));
  board = terr_replay_page_get_board (page);
  choices = terr_board_get_choices (board);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.try-moves", NULL));

  for (guint back = 1; back <= 4; back++)
    {
      g_autoptr(GPtrArray) legal = NULL;
      guint moves_before;

      /* The end of the main line (a click on its row), then back. */
      terr_move_list_activate_row (terr_replay_page_get_move_list (page),
                                   terr_move_list_find_row (terr_replay_page_get_move_list (page),
                                                            main_node (game, n)));
      g_assert_cmpuint (terr_game_get_position_index (game), ==, n);
      for (guint i = 0; i < back; i++)
        gtk_widget_activate_action (GTK_WIDGET (page), "replay.previous", NULL);
      g_assert_cmpuint (terr_game_get_position_index (game), ==, n - back);

      /* Play through the board: the selected piece at the square of a
       * legal move, as Enter on the keyboard cursor would. */
      for (guint c = 0; c < terr_choices_get_n_choices (choices); c++)
        if (terr_choices_get_n_legal (choices, c) > 0)
          {
            terr_choices_set_selected (choices, (int) c);
            break;
          }
      legal = terr_choices_get_legal_moves (choices);
      g_assert_cmpuint (legal->len, >, 0);
      moves_before = count_nodes (terr_game_get_root (game));
      {
        TerrMove *move = g_ptr_array_index (legal, legal->len - 1);
        gboolean known = FALSE;
        TerrGameNode *cursor = terr_game_get_cursor (game);

        for (guint c = 0; c < terr_game_node_get_n_children (cursor); c++)
          known |= terr_move_equal (move, terr_game_node_get_move (terr_game_node_get_child (cursor, c)));
        g_assert_true (terr_game_play (game, move, NULL));
        g_assert_cmpuint (count_nodes (terr_game_get_root (game)), ==, moves_before + (known ? 0 : 1));
      }
      g_assert_cmpuint (main_line_length (game), ==, n);
      g_assert_cmpuint (count_nodes (terr_game_get_root (game)), >=, nodes);
      nodes = count_nodes (terr_game_get_root (game));
      g_assert_cmpuint (terr_move_list_get_n_rows (terr_replay_page_get_move_list (page)), ==, nodes);
    }

  /* The graph of a Ziggurat deal: the cheats and the band. */
  g_assert_true (test_app_wait (graph_done, page, 120000));
  g_assert_cmpuint (terr_score_graph_get_n_positions (terr_replay_page_get_score_graph (page)), ==, n + 1);
  {
    g_autofree char *hover = terr_score_graph_describe (terr_replay_page_get_score_graph (page), 0);
    g_assert_nonnull (strstr (hover, "cheat"));
  }

  /* Leaving the review gives the game back to the game page in the mode
   * it had. */
  terr_window_set_game (window, game);
  g_assert_cmpint (terr_game_get_mode (game), ==, TERR_GAME_MODE_PLAY);
  g_assert_true (terr_game_get_cursor (game) == was);
  g_assert_null (terr_replay_page_get_game (page));
  close_window (window);
}

static char *cli_path;

static gboolean
is_at_2 (gpointer data)
{
  return terr_game_get_position_index (TERR_GAME (data)) >= 2;
}

/* Export writes what the CLI writes; autoplay steps and paces. */
static void
test_export_and_autoplay (void)
{
  TerrWindow *window = make_window ();
  g_autofree char *dir = g_dir_make_tmp ("terraces-test-XXXXXX", NULL);
  g_autoptr(TerrGame) source = make_game (TERR_GAME_HANGING_GARDENS, 2, 16);
  g_autofree char *path = write_game (source, dir);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *png = g_build_filename (dir, "p.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "p.svg", NULL);
  g_autofree char *scenario = g_build_filename (dir, "p.terraces", NULL);
  g_autofree char *csv = g_build_filename (dir, "s.csv", NULL);
  g_autofree char *json = g_build_filename (dir, "s.json", NULL);
  g_autofree char *text = NULL;
  TerrReplayPage *page;
  TerrScoreGraph *graph;
  TerrGame *game;
  gsize length;
  guint quiet = 0, loud = 0;

  open_for_review (window, file);
  page = TERR_REPLAY_PAGE (terr_window_get_replay_page (window));
  graph = terr_replay_page_get_score_graph (page);
  game = terr_window_get_game (window);
  g_assert_true (test_app_wait (graph_done, page, 60000));
  terr_move_list_activate_row (terr_replay_page_get_move_list (page), 6);

  /* The position as an image, PNG or SVG by the name. */
  g_assert_true (terr_replay_page_export (page, TERR_REPLAY_EXPORT_IMAGE, png, NULL));
  g_assert_true (g_file_get_contents (png, &text, &length, NULL));
  g_assert_cmpuint (length, >, 8);
  g_assert_cmpmem (text, 4, "\x89PNG", 4);
  g_clear_pointer (&text, g_free);
  g_assert_true (terr_replay_page_export (page, TERR_REPLAY_EXPORT_IMAGE, svg, NULL));
  g_assert_true (g_file_get_contents (svg, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<svg"));
  g_clear_pointer (&text, g_free);

  /* The position as a scenario: no moves, the same scores. */
  g_assert_true (terr_replay_page_export (page, TERR_REPLAY_EXPORT_SCENARIO, scenario, NULL));
  {
    g_autoptr(TerrGame) again = terr_game_load_path (scenario, NULL);

    g_assert_nonnull (again);
    g_assert_cmpuint (terr_game_get_n_moves (again), ==, 0);
    g_assert_cmpint (terr_game_get_seat_score (again, 1), ==, terr_game_get_seat_score (game, 1));
    g_assert_cmpint (terr_game_get_seat_to_move (again), ==, terr_game_get_seat_to_move (game));
  }

  /* Export asks with the program's chooser: the kind of file, then All
   * Files. */
  terr_replay_page_choose_export (page, TERR_REPLAY_EXPORT_SCORES);
  {
    g_autoptr(GListModel) filters = NULL;
    g_autoptr(GtkFileFilter) first = NULL;
    g_autoptr(GtkFileFilter) all = NULL;

    g_assert_nonnull (page->chooser);
    filters = gtk_file_chooser_get_filters (GTK_FILE_CHOOSER (page->chooser));
    g_assert_cmpuint (g_list_model_get_n_items (filters), ==, 2);
    first = g_list_model_get_item (filters, 0);
    all = g_list_model_get_item (filters, 1);
    g_assert_cmpstr (gtk_file_filter_get_name (first), ==, "Scores (CSV, JSON)");
    g_assert_cmpstr (gtk_file_filter_get_name (all), ==, "All Files");
    gtk_native_dialog_destroy (page->chooser);
    g_clear_object (&page->chooser);
  }

  /* The scores: the same bytes as `terraces-cli timeline --csv`. */
  g_assert_true (terr_replay_page_export (page, TERR_REPLAY_EXPORT_SCORES, csv, NULL));
  g_assert_true (terr_replay_page_export (page, TERR_REPLAY_EXPORT_SCORES, json, NULL));
  g_assert_true (g_file_get_contents (csv, &text, NULL, NULL));
  if (cli_path != NULL)
    {
      const char *argv[] = { cli_path, "timeline", "--csv", path, NULL };
      g_autofree char *out = NULL;
      int status;

      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                   &out, NULL, &status, NULL));
      g_assert_true (g_spawn_check_wait_status (status, NULL));
      g_assert_cmpstr (text, ==, out);
    }
  g_assert_true (g_str_has_prefix (text, "move,seat,score_1,score_2\n0,,0,0\n"));
  g_clear_pointer (&text, g_free);
  {
    g_autoptr(JsonParser) parser = json_parser_new ();
    JsonObject *root;

    g_assert_true (json_parser_load_from_file (parser, json, NULL));
    root = json_node_get_object (json_parser_get_root (parser));
    g_assert_cmpstr (json_object_get_string_member (root, "game"), ==, "hanging-gardens");
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "positions")), ==, 17);
  }

  /* Pace by importance: the move that changes the scores most lingers
   * three times the pace, a quiet one a third. */
  for (guint i = 1; i <= 16; i++)
    {
      if (terr_score_graph_get_importance (graph, i) == 1.0)
        loud = i;
      else if (terr_score_graph_get_importance (graph, i) == 0.0)
        quiet = i;
    }
  g_assert_cmpuint (loud, >, 0);
  g_assert_cmpuint (terr_replay_page_get_autoplay_delay (page, loud), ==, 1200);
  g_object_set (page, "pace-by-importance", TRUE, NULL);
  g_assert_cmpuint (terr_replay_page_get_autoplay_delay (page, loud), ==, 3600);
  if (quiet > 0)
    g_assert_cmpuint (terr_replay_page_get_autoplay_delay (page, quiet), ==, 400);

  /* Autoplay from the start steps through the moves, and stops. */
  gtk_widget_activate_action (GTK_WIDGET (page), "replay.first", NULL);
  g_object_set (page, "pace-by-importance", FALSE, NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.autoplay", NULL));
  g_assert_true (test_app_wait (is_at_2, game, 60000));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.autoplay", NULL));
  {
    gboolean autoplay = TRUE;
    guint at = terr_game_get_position_index (game);

    g_object_get (page, "autoplay", &autoplay, NULL);
    g_assert_false (autoplay);
    test_app_spin (100);
    g_assert_cmpuint (terr_game_get_position_index (game), ==, at);
  }

  close_window (window);
  for (const char *const *f = (const char *const[]) { png, svg, scenario, csv, json, path, NULL }; *f; f++)
    g_remove (*f);
  g_rmdir (dir);
}

static void
test_play_from_here (void)
{
  TerrWindow *window = make_window ();
  g_autoptr(TerrGame) source = make_game (TERR_GAME_HANGING_GARDENS, 3, 9);
  TerrReplayPage *page;
  TerrGame *game;
  int seat, score;

  terr_window_review_game (window, source);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL));
  terr_window_review_game (window, source);
  page = TERR_REPLAY_PAGE (terr_window_get_replay_page (window));
  terr_move_list_activate_row (terr_replay_page_get_move_list (page), 4);
  seat = terr_game_get_seat_to_move (source);
  score = terr_game_get_seat_score (source, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.play-from-here", NULL));
  g_assert_cmpstr (terr_window_get_page (window), ==, "game");
  game = terr_window_get_game (window);
  g_assert_true (game != source);
  g_assert_cmpuint (terr_game_get_n_players (game), ==, 3);
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 0);
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, seat);
  g_assert_cmpint (terr_game_get_seat_score (game, 1), ==, score);
  close_window (window);
}

/* ------------------------------------------------------------ analysis */

/* A short replay of @kind with mistakes in it: arbitrary moves (Hanging
 * Gardens, Garden Paths), or a lift where the deal could still be
 * finished without cheating (Ziggurat). */
/* The legal move now after which the seat to move scores least, when
 * another scores at least 3 more right after it (NULL otherwise). */
static TerrMove *
blunder_here (TerrGame *game)
{
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
  int seat = terr_game_get_seat_to_move (game), worst = G_MAXINT, best = G_MININT;
  TerrMove *pick = NULL;

  if (moves->len < 2)
    return NULL;
  for (guint i = 0; i < moves->len; i++)
    {
      g_autoptr(TerrGame) copy = terr_game_copy (game);
      int score;

      g_assert_true (terr_game_play (copy, g_ptr_array_index (moves, i), NULL));
      score = terr_game_get_seat_score (copy, seat);
      best = MAX (best, score);
      if (score < worst)
        {
          worst = score;
          pick = g_ptr_array_index (moves, i);
        }
    }
  return best - worst >= 3 ? terr_move_ref (pick) : NULL;
}

static TerrGame *
make_analysis_game (TerrGameKind kind)
{
  TerrGame *game;

  if (kind != TERR_GAME_ZIGGURAT)
    {
      gboolean blundered = FALSE;

      /* computer moves, then the worst second action of a turn (Hanging
       * Gardens) or placement (Garden Paths) where it costs 3 points or
       * more, then a few more */
      game = terr_game_new (kind, 2, 3, NULL);
      for (guint i = 0; i < 120 && !blundered && !terr_game_is_over (game); i++)
        {
          g_autoptr(TerrMove) move = NULL;
          gboolean candidate;

          if (kind == TERR_GAME_HANGING_GARDENS)
            candidate = terr_hg_game_get_state (TERR_HG_GAME (game))->actions_taken == 1;
          else
            {
              g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
              candidate = moves->len > 1 && terr_move_is (g_ptr_array_index (moves, 0), "place");
            }
          if (candidate && i >= 6 && (move = blunder_here (game)) != NULL)
            blundered = TRUE;
          else
            move = terr_game_ai_move (game, 1, 300 + i, NULL, NULL);
          g_assert_nonnull (move);
          g_assert_true (terr_game_play (game, move, NULL));
        }
      g_assert_true (blundered);
      for (guint i = 0; i < 3 && !terr_game_is_over (game); i++)
        {
          g_autoptr(TerrMove) move = terr_game_ai_move (game, 1, 900 + i, NULL, NULL);
          g_assert_true (terr_game_play (game, move, NULL));
        }
      return game;
    }

  game = terr_game_new (kind, 1, 1, NULL);
  for (guint i = 0; i < 6; i++)
    {
      g_autoptr(TerrMove) move = NULL;
      g_autoptr(GPtrArray) moves = NULL;

      if (i == 3)
        {
          moves = terr_game_list_moves (game);
          for (guint m = 0; m < moves->len && move == NULL; m++)
            if (terr_move_is (g_ptr_array_index (moves, m), "lift"))
              move = terr_move_ref (g_ptr_array_index (moves, m));
        }
      else
        move = terr_game_ai_move (game, 1, 11 + i, NULL, NULL);
      g_assert_nonnull (move);
      g_assert_true (terr_game_play (game, move, NULL));
    }
  return game;
}

static gboolean
analysis_done (gpointer data)
{
  return !terr_replay_page_is_analysing (TERR_REPLAY_PAGE (data));
}

/* Analyse Game on the page, to the end. */
static TerrAnalysis *
run_analysis (TerrReplayPage *page)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.analyse", NULL));
  g_assert_true (terr_replay_page_is_analysing (page));
  g_assert_true (test_app_wait (analysis_done, page, 120000));
  g_assert_nonnull (terr_replay_page_get_analysis (page));
  return terr_replay_page_get_analysis (page);
}

static void
check_analysis_shown (TerrReplayPage *page,
                      TerrGame       *game,
                      TerrAnalysis   *analysis)
{
  TerrMoveList *list = terr_replay_page_get_move_list (page);
  TerrScoreGraph *graph = terr_replay_page_get_score_graph (page);
  guint n_marks = 0;

  g_assert_cmpuint (terr_analysis_get_n_moves (analysis), ==, main_line_length (game));
  g_assert_cmpuint (terr_analysis_get_n_mistakes (analysis), >, 0);
  g_assert_true (test_app_wait (graph_done, page, 60000));
  for (guint i = 0; i < terr_analysis_get_n_moves (analysis); i++)
    {
      const TerrMoveAnalysis *e = terr_analysis_get_move (analysis, i);
      TerrGameNode *node = main_node (game, i + 1);
      int row = terr_move_list_find_row (list, node);
      g_autofree char *mark = terr_move_analysis_mark (e);
      g_autofree char *shown = NULL;

      g_assert_cmpuint (e->node_id, ==, terr_game_node_get_id (node));
      g_assert_cmpint (row, >=, 0);
      /* the row on screen shows the mark (or none) */
      terr_move_list_activate_row (list, (guint) row);
      test_app_spin (30);
      shown = terr_move_list_dup_shown_mark (list, (guint) row);
      g_assert_cmpstr (shown, ==, mark);
      if (e->mistake)
        {
          g_autofree char *hover = terr_score_graph_describe (graph, i + 1);
          g_autofree char *text = terr_move_analysis_text (e);

          g_assert_cmpuint (terr_score_graph_get_mark_position (graph, n_marks), ==, i + 1);
          g_assert_nonnull (strstr (hover, text));
          /* the page says what was better */
          g_assert_cmpstr (terr_replay_page_get_analysis_text (page), ==, text);
          n_marks++;
        }
    }
  g_assert_cmpuint (terr_score_graph_get_n_marks (graph), ==, n_marks);
  g_assert_cmpuint (n_marks, ==, terr_analysis_get_n_mistakes (analysis));
}

/* Analyse Game runs to the end on a short replay of each game; the page
 * stays usable meanwhile; the marks show in the rows and on the graph. */
static void
test_analyse_each_game (void)
{
  static const TerrGameKind kinds[] = {
    TERR_GAME_HANGING_GARDENS, TERR_GAME_GARDEN_PATHS, TERR_GAME_ZIGGURAT,
  };
  TerrWindow *window = make_window ();
  g_autofree char *dir = g_dir_make_tmp ("terraces-test-XXXXXX", NULL);

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr(TerrGame) source = make_analysis_game (kinds[k]);
      g_autofree char *path = write_game (source, dir);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      TerrReplayPage *page;
      TerrGame *game;
      TerrAnalysis *analysis;

      open_for_review (window, file);
      page = TERR_REPLAY_PAGE (terr_window_get_replay_page (window));
      game = terr_window_get_game (window);
      g_assert_null (terr_replay_page_get_analysis (page));

      /* Usable while it runs: the result comes through the main loop. */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.analyse", NULL));
      g_assert_true (terr_replay_page_is_analysing (page));
      g_assert_true (press_key (page, GDK_KEY_Right));
      g_assert_cmpuint (terr_game_get_position_index (game), ==, 1);
      g_assert_true (test_app_wait (analysis_done, page, 120000));
      analysis = terr_replay_page_get_analysis (page);
      g_assert_nonnull (analysis);
      check_analysis_shown (page, game, analysis);
      /* the verdicts are kept in the game, to be saved */
      g_assert_true (terr_replay_page_get_modified (page));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
      g_assert_false (terr_replay_page_get_modified (page));

      /* Cancel: no analysis, the page as it was. */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.analyse", NULL));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.cancel-analysis", NULL));
      g_assert_true (test_app_wait (analysis_done, page, 120000));
      g_assert_true (terr_replay_page_get_analysis (page) == analysis);
      g_remove (path);
    }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL);
  close_window (window);
  g_rmdir (dir);
}

/* Add as Variation adds exactly one variation, Undo removes it, Redo
 * brings it back; Save Analysis as Comments is one undoable step; both
 * are written by Save and read back. */
static void
test_analysis_variation_and_comments (void)
{
  TerrWindow *window = make_window ();
  g_autofree char *dir = g_dir_make_tmp ("terraces-test-XXXXXX", NULL);
  g_autoptr(TerrGame) source = make_analysis_game (TERR_GAME_HANGING_GARDENS);
  g_autofree char *path = write_game (source, dir);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *comment = NULL;
  g_autoptr(TerrMove) better = NULL;
  TerrReplayPage *page;
  TerrMoveList *list;
  TerrGame *game;
  TerrAnalysis *analysis;
  const TerrMoveAnalysis *mistake = NULL;
  TerrGameNode *node, *parent, *added;
  guint nodes, children, number;

  open_for_review (window, file);
  page = TERR_REPLAY_PAGE (terr_window_get_replay_page (window));
  list = terr_replay_page_get_move_list (page);
  game = terr_window_get_game (window);
  analysis = run_analysis (page);
  for (guint i = 0; i < terr_analysis_get_n_moves (analysis) && mistake == NULL; i++)
    if (terr_analysis_get_move (analysis, i)->mistake)
      mistake = terr_analysis_get_move (analysis, i);
  g_assert_nonnull (mistake);
  number = mistake->number;
  better = terr_move_ref (mistake->better);

  /* No better move to add at the start. */
  nodes = count_nodes (terr_game_get_root (game));
  gtk_widget_activate_action (GTK_WIDGET (page), "replay.add-variation", NULL);
  g_assert_cmpuint (count_nodes (terr_game_get_root (game)), ==, nodes);
  node = main_node (game, number);
  parent = terr_game_node_get_parent (node);
  terr_move_list_activate_row (list, (guint) terr_move_list_find_row (list, node));
  g_assert_nonnull (terr_replay_page_get_analysis_text (page));

  nodes = count_nodes (terr_game_get_root (game));
  children = terr_game_node_get_n_children (parent);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.add-variation", NULL));
  g_assert_cmpuint (count_nodes (terr_game_get_root (game)), ==, nodes + 1);
  g_assert_cmpuint (terr_game_node_get_n_children (parent), ==, children + 1);
  added = terr_game_node_get_child (parent, children);
  g_assert_true (terr_move_equal (terr_game_node_get_move (added), mistake->better));
  g_assert_true (terr_game_get_cursor (game) == added);
  g_assert_true (g_str_has_prefix (terr_game_node_get_comment (added), "Analysis:"));
  g_assert_true (terr_game_node_get_child (parent, 0) == node);
  g_assert_cmpint (terr_move_list_find_row (list, added), >=, 0);
  g_assert_true (terr_replay_page_get_modified (page));
  /* once is enough */
  terr_game_go_to_node (game, node);
  gtk_widget_activate_action (GTK_WIDGET (page), "replay.add-variation", NULL);
  g_assert_cmpuint (count_nodes (terr_game_get_root (game)), ==, nodes + 1);
  g_assert_true (terr_game_get_cursor (game) == node);

  /* Undo removes it, Redo brings it back (the same move, the comment). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.undo-edit", NULL));
  g_assert_cmpuint (count_nodes (terr_game_get_root (game)), ==, nodes);
  g_assert_cmpuint (terr_game_node_get_n_children (parent), ==, children);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.redo-edit", NULL));
  g_assert_cmpuint (count_nodes (terr_game_get_root (game)), ==, nodes + 1);
  added = terr_game_node_get_child (parent, children);
  g_assert_true (terr_move_equal (terr_game_node_get_move (added), mistake->better));
  g_assert_true (g_str_has_prefix (terr_game_node_get_comment (added), "Analysis:"));

  /* The analysis as comments, only when asked; one undoable step. */
  g_assert_null (terr_game_node_get_comment (node));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.save-analysis", NULL));
  comment = terr_move_analysis_text (mistake);
  g_assert_cmpstr (terr_game_node_get_comment (node), ==, comment);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.undo-edit", NULL));
  for (guint i = 0; i < terr_analysis_get_n_moves (analysis); i++)
    g_assert_null (terr_game_node_get_comment (main_node (game, i + 1)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.redo-edit", NULL));
  g_assert_cmpstr (terr_game_node_get_comment (node), ==, comment);
  /* the variation is still there */
  g_assert_cmpuint (count_nodes (terr_game_get_root (game)), ==, nodes + 1);

  /* Save, reopen: the variation and the comments are in the file. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  g_assert_false (terr_replay_page_get_modified (page));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL);
  close_window (window);

  window = make_window ();
  open_for_review (window, file);
  game = terr_window_get_game (window);
  page = TERR_REPLAY_PAGE (terr_window_get_replay_page (window));
  node = main_node (game, number);
  parent = terr_game_node_get_parent (node);
  g_assert_cmpuint (count_nodes (terr_game_get_root (game)), ==, nodes + 1);
  g_assert_cmpuint (terr_game_node_get_n_children (parent), ==, children + 1);
  g_assert_true (terr_move_equal (terr_game_node_get_move (terr_game_node_get_child (parent, children)), better));
  g_assert_cmpstr (terr_game_node_get_comment (node), ==, comment);
  g_assert_true (g_str_has_prefix (terr_game_node_get_comment (terr_game_node_get_child (parent, children)), "Analysis:"));
  /* the list shows the variation under the move */
  g_assert_cmpint (terr_move_list_find_row (terr_replay_page_get_move_list (page), terr_game_node_get_child (parent, children)),
                   ==, terr_move_list_find_row (terr_replay_page_get_move_list (page), node) + 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL);
  close_window (window);
  g_remove (path);
  g_rmdir (dir);
}

static void
assert_game_bytes (TerrGame *game,
                   GBytes   *want)
{
  g_autoptr(GBytes) now = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  g_assert_true (g_bytes_equal (now, want));
}

/* Add as Variation is one tree edit among the others: added, a comment
 * edited, undone twice and redone twice, the file's bytes are the same at
 * each step (the variation is not restored and deleted again, no redo is
 * lost); Save Analysis as Comments likewise. */
static void
test_analysis_variation_undo_interleaved (void)
{
  TerrWindow *window = make_window ();
  g_autofree char *dir = g_dir_make_tmp ("terraces-test-XXXXXX", NULL);
  g_autoptr(TerrGame) source = make_analysis_game (TERR_GAME_HANGING_GARDENS);
  g_autofree char *path = write_game (source, dir);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) added_bytes = NULL;
  g_autoptr(GBytes) commented = NULL;
  g_autoptr(GBytes) saved = NULL;
  TerrReplayPage *page;
  TerrMoveList *list;
  TerrGame *game;
  TerrAnalysis *analysis;
  const TerrMoveAnalysis *mistake = NULL;
  TerrGameNode *node, *parent, *added, *earlier;
  guint nodes;
  guint64 added_id;

  open_for_review (window, file);
  page = TERR_REPLAY_PAGE (terr_window_get_replay_page (window));
  list = terr_replay_page_get_move_list (page);
  game = terr_window_get_game (window);
  analysis = run_analysis (page);
  for (guint i = 0; i < terr_analysis_get_n_moves (analysis) && mistake == NULL; i++)
    if (terr_analysis_get_move (analysis, i)->mistake && terr_analysis_get_move (analysis, i)->number > 1)
      mistake = terr_analysis_get_move (analysis, i);
  g_assert_nonnull (mistake);
  node = main_node (game, mistake->number);
  parent = terr_game_node_get_parent (node);
  earlier = main_node (game, mistake->number - 1);
  terr_move_list_activate_row (list, (guint) terr_move_list_find_row (list, node));
  nodes = count_nodes (terr_game_get_root (game));
  before = terr_game_to_bytes (game, TERR_FILE_REPLAY);

  /* add the variation, then a comment on the move before */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.add-variation", NULL));
  added = terr_game_get_cursor (game);
  g_assert_true (terr_game_node_get_parent (added) == parent);
  added_id = terr_game_node_get_id (added);
  g_assert_cmpuint (count_nodes (terr_game_get_root (game)), ==, nodes + 1);
  added_bytes = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  terr_move_list_activate_row (list, (guint) terr_move_list_find_row (list, earlier));
  g_assert_true (terr_game_get_cursor (game) == earlier);
  terr_replay_page_set_comment_text (page, "Here it starts.");
  terr_replay_page_commit_comment (page);
  g_assert_cmpstr (terr_game_node_get_comment (earlier), ==, "Here it starts.");
  commented = terr_game_to_bytes (game, TERR_FILE_REPLAY);

  /* undo twice: the comment, then the variation */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.undo-edit", NULL));
  assert_game_bytes (game, added_bytes);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.undo-edit", NULL));
  assert_game_bytes (game, before);
  g_assert_cmpuint (count_nodes (terr_game_get_root (game)), ==, nodes);
  g_assert_null (terr_game_find_node (game, added_id));
  g_assert_cmpint (terr_move_list_find_row (list, added), <, 0);
  /* redo twice: the variation (the same node), then the comment */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.redo-edit", NULL));
  assert_game_bytes (game, added_bytes);
  g_assert_true (terr_game_find_node (game, added_id) == added);
  g_assert_cmpint (terr_move_list_find_row (list, added), >=, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.redo-edit", NULL));
  assert_game_bytes (game, commented);
  g_assert_false (terr_game_can_redo_tree_edit (game));
  {
    g_autofree char *shown = NULL;

    terr_move_list_activate_row (list, (guint) terr_move_list_find_row (list, earlier));
    shown = terr_replay_page_dup_comment_text (page);
    g_assert_cmpstr (shown, ==, "Here it starts.");
  }

  /* Save Analysis as Comments, undone with the comment before it and
   * redone: one step each way */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.save-analysis", NULL));
  saved = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  g_assert_false (g_bytes_equal (saved, commented));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.undo-edit", NULL));
  assert_game_bytes (game, commented);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.undo-edit", NULL));
  assert_game_bytes (game, added_bytes);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.redo-edit", NULL));
  assert_game_bytes (game, commented);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.redo-edit", NULL));
  assert_game_bytes (game, saved);

  /* what Save writes is what was shown */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  {
    g_autofree char *text = NULL;
    gsize size;

    g_assert_true (g_file_get_contents (path, &text, &size, NULL));
    g_assert_cmpmem (text, size, g_bytes_get_data (saved, NULL), g_bytes_get_size (saved));
  }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL);
  close_window (window);
  g_remove (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!test_app_init (&argc, &argv))
    return 0;

  if (argc > 1)
    cli_path = argv[1];
  app = terr_application_new ();
  g_application_register (G_APPLICATION (app), NULL, NULL);

  g_test_add_func ("/replay/open-and-navigate", test_open_and_navigate);
  g_test_add_func ("/replay/annotate-save-reopen", test_annotate_save_reopen);
  g_test_add_func ("/replay/step-back-never-loses", test_step_back_never_loses);
  g_test_add_func ("/replay/export-and-autoplay", test_export_and_autoplay);
  g_test_add_func ("/replay/play-from-here", test_play_from_here);
  g_test_add_func ("/replay/long-list-lazy", test_long_list_lazy);
  g_test_add_func ("/replay/analyse-each-game", test_analyse_each_game);
  g_test_add_func ("/replay/analysis-variation-and-comments", test_analysis_variation_and_comments);
  g_test_add_func ("/replay/analysis-variation-undo-interleaved", test_analysis_variation_undo_interleaved);

  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
