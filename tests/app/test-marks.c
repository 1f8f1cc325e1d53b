/* test-marks.c — the squares the words name, on the board: the last move
 * is outlined in every game; pointing at a hint or at a row of the move
 * list highlights its squares (the board's pixels before and after); the
 * coordinate labels read the square a move row names; the view setting
 * turns them on and off, off in play and on in the replay viewer and the
 * editor by default. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gstdio.h>

#include "test-app-common.h"
#include "terr-board-private.h"
#include "terr-game-page-private.h"
#include "terr-move-list.h"
#include "terr-editor-page.h"
#include "terr-move-item.h"
#include "terr-replay-page.h"
#include "terr-window-private.h"

static TerrApplication *app;


/* A file of a new game of @kind for people only, @n_moves played; *path
 * is where (in a new folder). */
static GFile *
write_game (TerrGameKind kind,
            guint        n_players,
            guint        n_moves,
            TerrFileKind type,
            char       **dir_out)
{
  g_autoptr(TerrGame) game = terr_game_new (kind, n_players, 5, NULL);
  g_autofree char *dir = g_dir_make_tmp ("terraces-marks-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.terraces", NULL);

  g_assert_nonnull (game);
  for (guint seat = 1; seat <= n_players; seat++)
    terr_game_set_player (game, seat, seat == 1 ? "Ann" : "Bob", FALSE, 0);
  for (guint i = 0; i < n_moves; i++)
    {
      g_autoptr(GPtrArray) moves = terr_game_list_moves (game);

      g_assert_cmpuint (moves->len, >, 0);
      g_assert_true (terr_game_play (game, g_ptr_array_index (moves, moves->len / 2), NULL));
    }
  g_assert_true (terr_game_save_path (game, path, type, NULL));
  *dir_out = g_steal_pointer (&dir);
  return g_file_new_for_path (path);
}

/* Plays moves in the middle of each list until the last one touched
 * squares. */
static void
play_until_squares (TerrGame *game)
{
  for (int i = 0; i < 40; i++)
    {
      g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
      g_autoptr(GArray) squares = NULL;

      g_assert_cmpuint (moves->len, >, 0);
      g_assert_true (terr_game_play (game, g_ptr_array_index (moves, moves->len / 2), NULL));
      squares = terr_game_node_squares (game, terr_game_get_cursor (game));
      if (squares->len > 0)
        return;
    }
  g_assert_not_reached ();
}

/* The bounding box of @squares as @board draws them, grown by 4 pixels. */
static void
squares_box (TerrBoard        *board,
             const TerrSquare *squares,
             guint             n,
             double           *bx0,
             double           *by0,
             double           *bx1,
             double           *by1)
{
  int w = gtk_widget_get_width (GTK_WIDGET (board));
  int h = gtk_widget_get_height (GTK_WIDGET (board));
  TerrRenderOptions opts;

  terr_board_get_render_options (board, &opts);
  *bx0 = *by0 = G_MAXDOUBLE;
  *bx1 = *by1 = -G_MAXDOUBLE;
  for (guint i = 0; i < n; i++)
    {
      double x0, y0, x1, y1;

      g_assert_true (terr_render_scene_square_extents (board->scene, w, h, &opts, &squares[i],
                                                       &x0, &y0, &x1, &y1));
      *bx0 = MIN (*bx0, x0 - 4);
      *by0 = MIN (*by0, y0 - 4);
      *bx1 = MAX (*bx1, x1 + 4);
      *by1 = MAX (*by1, y1 + 4);
    }
}

/* Pixels that differ by more than 2 in a channel, inside and outside the
 * box. */
static void
count_changes (cairo_surface_t *a,
               cairo_surface_t *b,
               double           x0,
               double           y0,
               double           x1,
               double           y1,
               guint           *inside,
               guint           *outside)
{
  int w = cairo_image_surface_get_width (a), h = cairo_image_surface_get_height (a);
  int stride = cairo_image_surface_get_stride (a);
  const guint8 *pa = cairo_image_surface_get_data (a), *pb = cairo_image_surface_get_data (b);

  g_assert_cmpint (w, ==, cairo_image_surface_get_width (b));
  g_assert_cmpint (h, ==, cairo_image_surface_get_height (b));
  *inside = *outside = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        gboolean differs = FALSE;

        for (int c = 0; c < 4; c++)
          differs |= ABS ((int) pa[y * stride + 4 * x + c] - (int) pb[y * stride + 4 * x + c]) > 2;
        if (!differs)
          continue;
        if (x >= x0 && x <= x1 && y >= y0 && y <= y1)
          (*inside)++;
        else
          (*outside)++;
      }
}

static gboolean
board_allocated (gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (data)) > 0 && gtk_widget_get_height (GTK_WIDGET (data)) > 0;
}

/* The game page's board after a move of each game: the last move is
 * outlined, and nothing else changes. */
static void
test_last_move (gconstpointer data)
{
  TerrGameKind kind = GPOINTER_TO_INT (data);
  TerrWindow *window = test_app_make_window (app);
  TerrGamePage *page = TERR_GAME_PAGE (terr_window_get_game_page (window));
  TerrBoard *board = terr_game_page_get_board (page);
  g_autofree char *dir = NULL;
  /* One seat where a game may have one: every grid of Garden Paths is the
   * seat's own. */
  g_autoptr(GFile) file = write_game (kind, kind == TERR_GAME_HANGING_GARDENS ? 2 : 1, 0,
                                      TERR_FILE_SCENARIO, &dir);
  g_autoptr(GArray) expected = NULL;
  const TerrSquare *last;
  guint n_last = 0, inside, outside;
  cairo_surface_t *marked, *plain;
  TerrRenderOptions opts;
  double bx0, by0, bx1, by1;
  TerrGame *game;
  cairo_t *cr;

  g_assert_true (terr_window_open_file (window, file));
  game = terr_window_get_game (window);
  g_assert_null (terr_board_get_last_move (board, &n_last));
  play_until_squares (game);
  g_assert_true (test_app_wait (board_allocated, board, 5000));

  /* The board's last move is the core's squares of the cursor's move. */
  expected = terr_game_node_squares (game, terr_game_get_cursor (game));
  last = terr_board_get_last_move (board, &n_last);
  g_assert_cmpuint (n_last, ==, expected->len);
  g_assert_cmpmem (last, n_last * sizeof (TerrSquare), expected->data, expected->len * sizeof (TerrSquare));

  /* The widget's pixels against the same scene drawn without the mark. */
  marked = test_app_snapshot_own (GTK_WIDGET (board));
  terr_board_get_render_options (board, &opts);
  opts.last_move = NULL;
  opts.n_last_move = 0;
  plain = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width (marked),
                                      cairo_image_surface_get_height (marked));
  cr = cairo_create (plain);
  terr_render_scene_draw (board->scene, cr, cairo_image_surface_get_width (marked),
                          cairo_image_surface_get_height (marked), &opts);
  cairo_destroy (cr);
  cairo_surface_flush (plain);
  squares_box (board, last, n_last, &bx0, &by0, &bx1, &by1);
  count_changes (marked, plain, bx0, by0, bx1, by1, &inside, &outside);
  g_assert_cmpuint (inside, >, 30 * n_last);
  g_assert_cmpuint (outside, ==, 0);
  cairo_surface_destroy (marked);
  cairo_surface_destroy (plain);

  /* Undone to the start: no last move. */
  while (terr_game_can_undo (game))
    terr_game_undo (game);
  g_assert_null (terr_board_get_last_move (board, &n_last));
  g_assert_cmpuint (n_last, ==, 0);

  test_app_close_window (window);
  test_app_remove_file (file, dir);
}

/* TERR_TEST_PICTURES=DIR keeps a picture of the window as @name.png. */
static void
save_picture (GtkWidget  *widget,
              const char *name)
{
  g_autofree char *file = g_strconcat (name, ".png", NULL);
  g_autofree char *path = NULL;
  cairo_surface_t *surface;

  if (g_getenv ("TERR_TEST_PICTURES") == NULL)
    return;
  path = g_build_filename (g_getenv ("TERR_TEST_PICTURES"), file, NULL);
  /* The window's paintable shows what was last drawn on screen. */
  gtk_widget_queue_draw (GTK_WIDGET (gtk_widget_get_root (widget)));
  test_app_spin (500);
  surface = test_app_render_widget (GTK_WIDGET (gtk_widget_get_root (widget)));
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

/* Pointing at @widget lights @squares on @board and nothing else; leaving
 * it puts the board back as it was.  (@name: the picture kept.) */
static void
check_hover (TerrBoard  *board,
             GtkWidget  *widget,
             GArray     *squares,
             const char *name)
{
  GtkEventController *motion = test_app_hover_controller (widget);
  cairo_surface_t *before, *lit, *after;
  double bx0, by0, bx1, by1;
  guint inside, outside, n = 0;
  const TerrSquare *shown;

  g_assert_nonnull (motion);
  g_assert_cmpuint (squares->len, >, 0);
  /* A window drawn on screen settles its layout first. */
  if (g_getenv ("TERR_TEST_PICTURES") != NULL)
    {
      gtk_widget_queue_draw (GTK_WIDGET (gtk_widget_get_root (widget)));
      test_app_spin (500);
    }
  before = test_app_snapshot_own (GTK_WIDGET (board));
  g_signal_emit_by_name (motion, "enter", 2.0, 2.0);
  shown = terr_board_get_highlight (board, &n);
  g_assert_cmpuint (n, ==, squares->len);
  g_assert_cmpmem (shown, n * sizeof (TerrSquare), squares->data, squares->len * sizeof (TerrSquare));

  lit = test_app_snapshot_own (GTK_WIDGET (board));
  squares_box (board, shown, n, &bx0, &by0, &bx1, &by1);
  count_changes (before, lit, bx0, by0, bx1, by1, &inside, &outside);
  g_assert_cmpuint (inside, >, 100 * n);
  g_assert_cmpuint (outside, ==, 0);
  save_picture (widget, name);

  g_signal_emit_by_name (motion, "leave");
  g_assert_null (terr_board_get_highlight (board, &n));
  after = test_app_snapshot_own (GTK_WIDGET (board));
  count_changes (before, after, 0, 0, -1, -1, &inside, &outside);
  g_assert_cmpuint (outside, ==, 0);
  cairo_surface_destroy (before);
  cairo_surface_destroy (lit);
  cairo_surface_destroy (after);
}

static gboolean
hint_found (gpointer data)
{
  return terr_game_page_get_hint_move (TERR_GAME_PAGE (data)) != NULL;
}

/* Pointing at the hint lights the squares of its move. */
static void
test_hint_hover (gconstpointer data)
{
  TerrGameKind kind = GPOINTER_TO_INT (data);
  TerrWindow *window = test_app_make_window (app);
  TerrGamePage *page = TERR_GAME_PAGE (terr_window_get_game_page (window));
  TerrBoard *board = terr_game_page_get_board (page);
  g_autofree char *dir = NULL;
  /* A replay: the moves before are kept, the last one is outlined. */
  g_autoptr(GFile) file = write_game (kind, kind == TERR_GAME_HANGING_GARDENS ? 2 : 1, 3,
                                      TERR_FILE_REPLAY, &dir);
  g_autoptr(GArray) squares = NULL;

  g_assert_true (terr_window_open_file (window, file));
  g_assert_cmpstr (terr_window_get_page (window), ==, "game");
  g_assert_true (test_app_wait (board_allocated, board, 5000));
  /* A hint on squares (an announcement names none: it is played). */
  for (int i = 0; i < 4; i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "page.hint", NULL));
      g_assert_true (test_app_wait (hint_found, page, 60000));
      g_clear_pointer (&squares, g_array_unref);
      squares = terr_game_move_squares (terr_window_get_game (window), terr_game_page_get_hint_move (page));
      if (squares->len > 0)
        break;
      {
        g_autoptr(TerrMove) move = terr_move_copy_bare (terr_game_page_get_hint_move (page));

        g_assert_true (terr_game_play (terr_window_get_game (window), move, NULL));
      }
    }
  /* The labels on, for the picture kept. */
  if (g_getenv ("TERR_TEST_PICTURES") != NULL)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "board-view.show-coordinates", NULL));
  {
    g_autofree char *name = g_strconcat ("marks-hint-", terr_game_kind_to_string (kind), NULL);

    check_hover (board, page->hint_box, squares, name);
  }
  if (g_getenv ("TERR_TEST_PICTURES") != NULL)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "board-view.show-coordinates", NULL));

  test_app_close_window (window);
  test_app_remove_file (file, dir);
}

/* The first descendant of @widget of @type. */
static GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The widget of the move list's row @row, once bound. */
typedef struct {
  TerrMoveList *list;
  TerrGameNode *node;
  GtkWidget    *found;
} RowSearch;

static void
find_row (GtkWidget *widget,
          RowSearch *search)
{
  TerrMoveItem *item = g_object_get_data (G_OBJECT (widget), "row");

  if (item != NULL && terr_move_item_get_node (item) == search->node)
    search->found = widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL && search->found == NULL;
       child = gtk_widget_get_next_sibling (child))
    find_row (child, search);
}

static gboolean
row_bound (gpointer data)
{
  RowSearch *search = data;

  search->found = NULL;
  find_row (GTK_WIDGET (search->list), search);
  return search->found != NULL;
}

/* Pointing at a row of the move list lights its move's squares; the
 * labels at that square's column and row read what the row's words
 * name. */
static void
test_move_row_hover (void)
{
  TerrWindow *window = test_app_make_window (app);
  TerrReplayPage *page = TERR_REPLAY_PAGE (terr_window_get_replay_page (window));
  TerrBoard *board = terr_replay_page_get_board (page);
  TerrMoveList *list = TERR_MOVE_LIST (find_descendant (GTK_WIDGET (page), TERR_TYPE_MOVE_LIST));
  g_autofree char *dir = NULL;
  g_autoptr(GFile) file = write_game (TERR_GAME_HANGING_GARDENS, 2, 12, TERR_FILE_REPLAY, &dir);
  g_autoptr(GArray) squares = NULL;
  g_autoptr(GArray) labels = NULL;
  g_autofree char *words = NULL;
  RowSearch search = { list, NULL, NULL };
  TerrRenderOptions opts;
  TerrSquare named = { 0, 0, 0 };
  const TerrRenderLabel *col = NULL, *row = NULL;
  double x0, y0, x1, y1, cx, cy;
  TerrGame *game;
  int w, h;

  g_assert_true (terr_window_open_file (window, file));
  if (g_strcmp0 (terr_window_get_page (window), "replay") != 0)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.review", NULL));
  g_assert_cmpstr (terr_window_get_page (window), ==, "replay");
  game = terr_window_get_game (window);
  g_assert_true (test_app_wait (board_allocated, board, 5000));
  /* On by default in the replay viewer. */
  g_assert_true (terr_board_get_show_coordinates (board));

  /* At move 9, its squares are the last move's; row 5 (move 5) is
   * pointed at. */
  terr_move_list_activate_row (list, 9);
  /* The panel's texts change with the move: let the layout settle. */
  test_app_spin (300);
  {
    g_autoptr(GArray) last = terr_game_node_squares (game, terr_move_list_get_row_node (list, 9));
    guint n_last = 0;
    const TerrSquare *shown = terr_board_get_last_move (board, &n_last);

    g_assert_cmpuint (n_last, ==, last->len);
    g_assert_cmpmem (shown, n_last * sizeof (TerrSquare), last->data, last->len * sizeof (TerrSquare));
  }
  search.node = terr_move_list_get_row_node (list, 5);
  g_assert_nonnull (search.node);
  g_assert_true (test_app_wait (row_bound, &search, 60000));
  squares = terr_game_node_squares (game, search.node);
  check_hover (board, search.found, squares, "marks-move-row-hanging-gardens");

  /* The labels: the square the row's words name is read at its edges. */
  words = terr_move_list_dup_row_text (list, 5);
  g_assert_nonnull (strchr (words, '('));
  g_assert_cmpint (sscanf (strchr (words, '('), "(%d, %d)", &named.x, &named.y), ==, 2);
  w = gtk_widget_get_width (GTK_WIDGET (board));
  h = gtk_widget_get_height (GTK_WIDGET (board));
  terr_board_set_view (board, "plan");
  terr_board_get_render_options (board, &opts);
  labels = terr_render_scene_get_labels (board->scene, w, h, &opts);
  g_assert_true (terr_render_scene_square_extents (board->scene, w, h, &opts, &named, &x0, &y0, &x1, &y1));
  cx = (x0 + x1) / 2;
  cy = (y0 + y1) / 2;
  for (guint i = 0; i < labels->len; i++)
    {
      const TerrRenderLabel *l = &g_array_index (labels, TerrRenderLabel, i);

      if (l->column && (col == NULL || ABS (l->x - cx) < ABS (col->x - cx)))
        col = l;
      if (!l->column && (row == NULL || ABS (l->y - cy) < ABS (row->y - cy)))
        row = l;
    }
  g_assert_nonnull (col);
  g_assert_nonnull (row);
  g_assert_cmpint (col->value, ==, named.x);
  g_assert_cmpint (row->value, ==, named.y);
  g_assert_cmpfloat (ABS (col->x - cx), <, (x1 - x0) / 2);
  g_assert_cmpfloat (ABS (row->y - cy), <, (y1 - y0) / 2);

  test_app_close_window (window);
  test_app_remove_file (file, dir);
}

/* Every descendant of @widget with a hover controller. */
static void
collect_hovered (GtkWidget *widget,
                 GPtrArray *found)
{
  if (test_app_hover_controller (widget) != NULL)
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_hovered (child, found);
}

/* Pointing at a problem of the editor's list lights its place. */
static void
test_problem_hover (void)
{
  GtkWidget *window = gtk_window_new ();
  TerrEditorPage *page = TERR_EDITOR_PAGE (terr_editor_page_new ());
  TerrBoard *board = terr_editor_page_get_board (page);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_autoptr(GArray) bed = g_array_new (FALSE, FALSE, sizeof (TerrSquare));
  TerrSquare at = { 0, 3, 2 };
  GtkWidget *row = NULL;

  g_object_ref_sink (window);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  test_app_spin (50);
  g_assert_true (terr_editor_page_new_design (page, TERR_GAME_HANGING_GARDENS));
  /* A bed on the bare table: a problem at its space. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "editor.tool", "s", "bed-arms"));
  terr_board_set_cursor (board, at.x, at.y);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.place", NULL));
  test_app_spin (100);
  g_assert_true (test_app_wait (board_allocated, board, 5000));

  /* The problems' rows light their places; one of them the bed's space. */
  collect_hovered (GTK_WIDGET (page), rows);
  for (guint i = 0; i < rows->len && row == NULL; i++)
    {
      GtkEventController *motion = test_app_hover_controller (rows->pdata[i]);
      const TerrSquare *shown;
      guint n = 0;

      g_signal_emit_by_name (motion, "enter", 2.0, 2.0);
      shown = terr_board_get_highlight (board, &n);
      if (n == 1 && shown[0].x == at.x && shown[0].y == at.y)
        row = rows->pdata[i];
      g_signal_emit_by_name (motion, "leave");
    }
  g_assert_nonnull (row);
  g_array_append_val (bed, at);
  check_hover (board, row, bed, "marks-problem-hanging-gardens");

  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
}

/* The setting: off in play, on in the viewer and the editor; the page's
 * action turns it on and off, keeps it in the settings and the labels
 * come and go. */
static void
test_setting (void)
{
  TerrWindow *window = test_app_make_window (app);
  TerrGamePage *page = TERR_GAME_PAGE (terr_window_get_game_page (window));
  TerrBoard *board = terr_game_page_get_board (page);
  GSettings *settings = terr_application_get_settings (app);
  g_autofree char *dir = NULL;
  g_autoptr(GFile) file = write_game (TERR_GAME_ZIGGURAT, 1, 2, TERR_FILE_SCENARIO, &dir);
  cairo_surface_t *off, *on;
  TerrRenderOptions opts;
  guint inside, outside;
  int w, h;

  g_assert_false (terr_board_get_show_coordinates (board));
  /* The viewer and the editor are built on first use. */
  terr_window_ensure_replay_page (window);
  terr_window_ensure_editor_page (window);
  g_assert_true (terr_board_get_show_coordinates (terr_replay_page_get_board (TERR_REPLAY_PAGE (window->replay_page))));
  g_assert_true (terr_board_get_show_coordinates (terr_editor_page_get_board (window->editor_page)));
  /* The viewer's and the editor's own action, each kept in its key. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window->replay_page), "board-view.show-coordinates", NULL));
  g_assert_false (terr_board_get_show_coordinates (terr_replay_page_get_board (TERR_REPLAY_PAGE (window->replay_page))));
  g_assert_false (g_settings_get_boolean (settings, "coordinates-in-replay"));
  g_assert_true (g_settings_get_boolean (settings, "coordinates-in-editor"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window->editor_page), "board-view.show-coordinates", NULL));
  g_assert_false (terr_board_get_show_coordinates (terr_editor_page_get_board (window->editor_page)));
  g_assert_false (g_settings_get_boolean (settings, "coordinates-in-editor"));
  g_settings_reset (settings, "coordinates-in-replay");
  g_settings_reset (settings, "coordinates-in-editor");
  g_assert_true (terr_board_get_show_coordinates (terr_replay_page_get_board (TERR_REPLAY_PAGE (window->replay_page))));
  g_assert_true (terr_board_get_show_coordinates (terr_editor_page_get_board (window->editor_page)));

  g_assert_true (terr_window_open_file (window, file));
  g_assert_true (test_app_wait (board_allocated, board, 5000));
  w = gtk_widget_get_width (GTK_WIDGET (board));
  h = gtk_widget_get_height (GTK_WIDGET (board));
  terr_board_get_render_options (board, &opts);
  {
    g_autoptr(GArray) labels = terr_render_scene_get_labels (board->scene, w, h, &opts);
    g_assert_cmpuint (labels->len, ==, 0);
  }
  off = test_app_snapshot_own (GTK_WIDGET (board));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "board-view.show-coordinates", NULL));
  g_assert_true (terr_board_get_show_coordinates (board));
  g_assert_true (g_settings_get_boolean (settings, "coordinates-in-play"));
  terr_board_get_render_options (board, &opts);
  {
    g_autoptr(GArray) labels = terr_render_scene_get_labels (board->scene, w, h, &opts);
    g_assert_cmpuint (labels->len, ==, 12);
  }
  on = test_app_snapshot_own (GTK_WIDGET (board));
  count_changes (off, on, 0, 0, -1, -1, &inside, &outside);
  g_assert_cmpuint (outside, >, 500);
  cairo_surface_destroy (on);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "board-view.show-coordinates", NULL));
  g_assert_false (terr_board_get_show_coordinates (board));
  g_assert_false (g_settings_get_boolean (settings, "coordinates-in-play"));
  on = test_app_snapshot_own (GTK_WIDGET (board));
  count_changes (off, on, 0, 0, -1, -1, &inside, &outside);
  g_assert_cmpuint (outside, ==, 0);
  cairo_surface_destroy (on);
  cairo_surface_destroy (off);

  test_app_close_window (window);
  test_app_remove_file (file, dir);
}

int
main (int argc, char **argv)
{
  int status;

  if (!test_app_init (&argc, &argv))
    return 0;
  app = test_app_new_application ();

  g_test_add_data_func ("/app/marks/last-move/hanging-gardens",
                        GINT_TO_POINTER (TERR_GAME_HANGING_GARDENS), test_last_move);
  g_test_add_data_func ("/app/marks/last-move/ziggurat",
                        GINT_TO_POINTER (TERR_GAME_ZIGGURAT), test_last_move);
  g_test_add_data_func ("/app/marks/last-move/garden-paths",
                        GINT_TO_POINTER (TERR_GAME_GARDEN_PATHS), test_last_move);
  g_test_add_data_func ("/app/marks/hint-hover/hanging-gardens",
                        GINT_TO_POINTER (TERR_GAME_HANGING_GARDENS), test_hint_hover);
  g_test_add_data_func ("/app/marks/hint-hover/ziggurat",
                        GINT_TO_POINTER (TERR_GAME_ZIGGURAT), test_hint_hover);
  g_test_add_data_func ("/app/marks/hint-hover/garden-paths",
                        GINT_TO_POINTER (TERR_GAME_GARDEN_PATHS), test_hint_hover);
  g_test_add_func ("/app/marks/move-row-hover", test_move_row_hover);
  g_test_add_func ("/app/marks/problem-hover", test_problem_hover);
  g_test_add_func ("/app/marks/setting", test_setting);
  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
