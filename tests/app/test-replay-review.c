/* test-replay-review.c — reviewing in the replay viewer: a Garden Paths
 * replay shows the grid of the seat that made the move shown, the seat
 * switcher shows any seat's grid, the end shows every grid; an analysed
 * game saved and opened again shows its marks without analysing (the
 * same bytes saved again); the better move is drawn as a ghost and added
 * as a variation; Save Analysis as Comments only for losses past the
 * threshold, never for a move as good as the best. */
#include "config.h"

#include <string.h>

#include "test-app-common.h"
#include "terr-replay-page-private.h"
#include "terr-seat-view.h"
#include "terr-window.h"

/* From terr-board-private.h (whose enums the page's would clash with):
 * the whole position in words, grid by grid. */
char *terr_board_describe_position (TerrBoard *self);

static TerrApplication *app;

static gboolean
graph_done (gpointer data)
{
  return !terr_replay_page_is_computing (TERR_REPLAY_PAGE (data));
}

/* A window showing @path in the replay viewer (a finished game), its
 * score graph drawn (the board's size is settled then). */
static TerrWindow *
review_window (const char *path)
{
  TerrWindow *window = terr_window_new (app);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_object_ref_sink (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (terr_window_open_file (window, file));
  g_assert_cmpstr (terr_window_get_page (window), ==, "replay");
  test_app_spin (100);
  g_assert_true (test_app_wait (graph_done, terr_window_get_replay_page (window), 120000));
  test_app_spin (100);
  return window;
}

static void
close_review (TerrWindow *window)
{
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
}

static TerrGame *
play_game (TerrGameKind kind,
           guint        n_seats,
           guint64      seed)
{
  TerrGame *game = terr_game_new (kind, n_seats, seed, NULL);

  for (guint i = 0; i < 2000 && !terr_game_is_over (game); i++)
    {
      g_autoptr(TerrMove) move = terr_game_ai_move (game, 1, seed + i, NULL, NULL);

      g_assert_nonnull (move);
      g_assert_true (terr_game_play (game, move, NULL));
    }
  g_assert_true (terr_game_is_over (game));
  return game;
}

/* A whole game between computer seats, written to @dir. */
static char *
finished_game (TerrGameKind kind,
               guint        n_seats,
               guint64      seed,
               const char  *dir)
{
  g_autoptr(TerrGame) game = play_game (kind, n_seats, seed);
  char *path = g_build_filename (dir, "review.terraces", NULL);

  g_assert_true (terr_game_save_path (game, path, TERR_FILE_REPLAY, NULL));
  return path;
}

/* The first seed from @seed whose game has a small loss (1 or 2 points)
 * and a mistake (3 or more) by the analysis. */
static guint64
seed_with_losses (TerrGameKind kind,
                  guint64      seed)
{
  for (;; seed++)
    {
      g_autoptr(TerrGame) game = play_game (kind, 2, seed);
      g_autoptr(TerrAnalysis) analysis = terr_game_analyse (game, NULL, NULL, NULL, NULL, NULL);
      gboolean small = FALSE, big = FALSE;

      g_assert_nonnull (analysis);
      for (guint i = 0; i < terr_analysis_get_n_moves (analysis); i++)
        {
          const TerrMoveAnalysis *e = terr_analysis_get_move (analysis, i);

          small |= e->verdict == TERR_MOVE_VERDICT_WORSE && e->loss < 3;
          big |= e->verdict == TERR_MOVE_VERDICT_WORSE && e->loss >= 3;
        }
      if (small && big)
        return seed;
      g_assert_cmpuint (seed, <, 40);
    }
}

/* How many pixels of @a differ from @b. */
static guint
pixels_differ (cairo_surface_t *a,
               cairo_surface_t *b)
{
  int w = cairo_image_surface_get_width (a), h = cairo_image_surface_get_height (a);
  int stride = cairo_image_surface_get_stride (a);
  const guint8 *pa = cairo_image_surface_get_data (a), *pb = cairo_image_surface_get_data (b);
  guint n = 0;

  g_assert_cmpint (w, ==, cairo_image_surface_get_width (b));
  g_assert_cmpint (h, ==, cairo_image_surface_get_height (b));
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      n += memcmp (pa + y * stride + 4 * x, pb + y * stride + 4 * x, 4) != 0;
  return n;
}

/* Whether @widget has drawn a frame since it last queued one. */
static gboolean
has_drawn (gpointer widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;

  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  node = gtk_snapshot_free_to_node (snapshot);
  return node != NULL;
}

static cairo_surface_t *
draw_board (TerrBoard *board)
{
  test_app_spin (50);
  g_assert_true (test_app_wait (has_drawn, board, 10000));
  return test_app_render_widget (GTK_WIDGET (board));
}

static void
select_seat (GtkDropDown *dropdown,
             guint        position)
{
  gtk_drop_down_set_selected (dropdown, position);
  test_app_spin (10);
}

/* At the end the board's words name every seat's garden. */
static void
assert_every_grid_described (TerrBoard *board,
                             TerrGame  *game)
{
  g_autofree char *words = terr_board_describe_position (board);

  for (guint seat = 1; seat <= terr_game_get_n_players (game); seat++)
    {
      g_autofree char *name = terr_game_get_player_name (game, (int) seat);
      g_autofree char *garden = g_strdup_printf ("%s's garden", name);

      g_assert_nonnull (strstr (words, garden));
    }
}

/* A Garden Paths replay of three seats: at move k the board shows the
 * grid of move k's seat (also where another seat is to move next), in
 * its pixels and its words; the switcher shows any seat's grid and every
 * grid; at the end every grid is shown side by side. */
static void
test_gp_seat_grid (void)
{
  g_autofree char *dir = g_dir_make_tmp ("terraces-test-XXXXXX", NULL);
  g_autofree char *path = finished_game (TERR_GAME_GARDEN_PATHS, 3, 5, dir);
  TerrWindow *window = review_window (path);
  TerrReplayPage *page = TERR_REPLAY_PAGE (terr_window_get_replay_page (window));
  TerrBoard *board = terr_replay_page_get_board (page);
  GtkDropDown *dropdown = terr_replay_page_get_seat_dropdown (page);
  TerrGame *game = terr_window_get_game (window);
  guint n = terr_game_get_n_moves (game);
  guint checked = 0;

  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dropdown)));
  /* "Seat of the Move", "All Seats", then the three seats by name */
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (dropdown)), ==, 5);
  {
    g_autofree char *name = terr_game_get_player_name (game, 2);
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (gtk_drop_down_get_model (dropdown)), 3), ==, name);
  }

  for (guint k = 1; k < n; k++)
    {
      int seat;

      terr_game_go_to (game, k);
      seat = terr_move_get_seat (terr_game_node_get_move (terr_game_get_cursor (game)));
      g_assert_cmpint (terr_game_get_review_seat (game), ==, seat);
      g_assert_cmpint (terr_board_get_shown_seat (board), ==, seat);
      /* the moves where the next seat to move is another one count most */
      if (terr_game_get_seat_to_move (game) != seat && checked < 3)
        {
          int other = seat % 3 + 1;
          cairo_surface_t *follow, *own, *others;
          g_autofree char *follow_words = NULL;
          g_autofree char *own_words = NULL;
          g_autofree char *other_words = NULL;

          checked++;
          follow = draw_board (board);
          follow_words = terr_board_describe_position (board);
          select_seat (dropdown, 1 + seat);
          g_assert_cmpint (terr_board_get_shown_seat (board), ==, seat);
          own = draw_board (board);
          own_words = terr_board_describe_position (board);
          select_seat (dropdown, 1 + other);
          g_assert_cmpint (terr_board_get_shown_seat (board), ==, other);
          others = draw_board (board);
          other_words = terr_board_describe_position (board);
          /* the move's seat's grid, and not another's: pixels and words */
          g_assert_cmpuint (pixels_differ (follow, own), ==, 0);
          g_assert_cmpuint (pixels_differ (follow, others), >, 100);
          g_assert_cmpstr (follow_words, ==, own_words);
          g_assert_cmpstr (follow_words, !=, other_words);
          select_seat (dropdown, 1);
          g_assert_cmpint (terr_board_get_shown_seat (board), ==, 0);
          select_seat (dropdown, 0);
          g_assert_cmpint (terr_board_get_shown_seat (board), ==, seat);
          cairo_surface_destroy (follow);
          cairo_surface_destroy (own);
          cairo_surface_destroy (others);
        }
    }
  g_assert_cmpuint (checked, ==, 3);

  /* the end: every grid side by side, as after a game played */
  terr_game_go_to (game, n);
  g_assert_true (terr_game_is_over (game));
  g_assert_cmpint (terr_game_get_review_seat (game), ==, 0);
  g_assert_cmpint (terr_board_get_shown_seat (board), ==, 0);
  assert_every_grid_described (board, game);
  {
    cairo_surface_t *all = draw_board (board);
    cairo_surface_t *one;

    select_seat (dropdown, 2);
    g_assert_cmpint (terr_board_get_shown_seat (board), ==, 1);
    one = draw_board (board);
    g_assert_cmpuint (pixels_differ (all, one), >, 100);
    select_seat (dropdown, 0);
    cairo_surface_destroy (all);
    cairo_surface_destroy (one);
  }

  close_review (window);
  g_remove (path);
  g_rmdir (dir);
}

/* A game without a grid per seat has no switcher. */
static void
test_no_switcher (void)
{
  g_autofree char *dir = g_dir_make_tmp ("terraces-test-XXXXXX", NULL);
  g_autofree char *path = finished_game (TERR_GAME_ZIGGURAT, 1, 3, dir);
  TerrWindow *window = review_window (path);
  TerrReplayPage *page = TERR_REPLAY_PAGE (terr_window_get_replay_page (window));

  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (terr_replay_page_get_seat_dropdown (page))));
  g_assert_false (terr_game_has_seat_parts (terr_window_get_game (window)));
  close_review (window);
  g_remove (path);
  g_rmdir (dir);
}

static gboolean
analysis_done (gpointer data)
{
  return !terr_replay_page_is_analysing (TERR_REPLAY_PAGE (data));
}

static GBytes *
file_bytes (const char *path)
{
  char *text = NULL;
  gsize size = 0;

  g_assert_true (g_file_get_contents (path, &text, &size, NULL));
  return g_bytes_new_take (text, size);
}

static guint
count_comments (TerrGame *game)
{
  guint n = 0;

  for (guint i = 1; i <= terr_game_get_n_moves (game); i++)
    n += terr_game_node_get_comment (terr_game_get_line_node (game, i)) != NULL;
  return n;
}

/* Save Analysis as Comments with @threshold: a comment exactly on the
 * moves that lost at least that many points; undone afterwards. */
static void
check_comments (TerrReplayPage *page,
                TerrGame       *game,
                TerrAnalysis   *analysis,
                int             threshold)
{
  guint want = 0;

  terr_replay_page_set_comment_threshold (page, threshold);
  g_assert_cmpint (terr_replay_page_get_comment_threshold (page), ==, threshold);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.save-analysis", NULL));
  for (guint i = 0; i < terr_analysis_get_n_moves (analysis); i++)
    {
      const TerrMoveAnalysis *e = terr_analysis_get_move (analysis, i);
      const char *comment = terr_game_node_get_comment (terr_game_get_line_node (game, i + 1));
      gboolean expect = e->verdict == TERR_MOVE_VERDICT_LOST_FINISH
                        || (e->verdict == TERR_MOVE_VERDICT_WORSE && e->loss >= threshold);

      want += expect;
      /* never a move as good as the best */
      if (e->loss == 0 && e->verdict != TERR_MOVE_VERDICT_LOST_FINISH)
        g_assert_null (comment);
      if (expect)
        {
          g_autofree char *said = terr_move_analysis_text (e);
          g_assert_cmpstr (comment, ==, said);
        }
      else
        g_assert_null (comment);
    }
  g_assert_cmpuint (count_comments (game), ==, want);
  if (want > 0)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.undo-edit", NULL));
  g_assert_cmpuint (count_comments (game), ==, 0);
}

/* Analysed, saved, opened again: the marks without analysing, the same
 * bytes saved again; the better move as a ghost and as a variation; the
 * comments by the threshold. */
static void
test_analysis_kept (void)
{
  g_autofree char *dir = g_dir_make_tmp ("terraces-test-XXXXXX", NULL);
  g_autofree char *path = finished_game (TERR_GAME_HANGING_GARDENS, 2, seed_with_losses (TERR_GAME_HANGING_GARDENS, 4), dir);
  g_autofree char *again = g_build_filename (dir, "again.terraces", NULL);
  g_autoptr(GBytes) plain = file_bytes (path);
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GBytes) resaved = NULL;
  g_autoptr(TerrAnalysis) first = NULL;
  TerrWindow *window = review_window (path);
  TerrReplayPage *page = TERR_REPLAY_PAGE (terr_window_get_replay_page (window));
  TerrGame *game = terr_window_get_game (window);
  TerrAnalysis *analysis;
  const TerrMoveAnalysis *small = NULL, *big = NULL;
  TerrBoard *board;
  TerrMoveList *list;
  TerrGameNode *node, *parent;
  const TerrMove *ghost;
  guint children;

  g_assert_null (terr_replay_page_get_analysis (page));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.analyse", NULL));
  g_assert_true (test_app_wait (analysis_done, page, 300000));
  first = terr_analysis_ref (terr_replay_page_get_analysis (page));
  g_assert_true (terr_replay_page_get_modified (page));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  g_assert_false (terr_replay_page_get_modified (page));
  saved = file_bytes (path);
  g_assert_false (g_bytes_equal (saved, plain));
  close_review (window);

  /* opened again: the marks are there, nothing runs */
  window = review_window (path);
  page = TERR_REPLAY_PAGE (terr_window_get_replay_page (window));
  game = terr_window_get_game (window);
  board = terr_replay_page_get_board (page);
  list = terr_replay_page_get_move_list (page);
  g_assert_false (terr_replay_page_is_analysing (page));
  analysis = terr_replay_page_get_analysis (page);
  g_assert_nonnull (analysis);
  g_assert_false (terr_replay_page_get_modified (page));
  g_assert_cmpuint (terr_analysis_get_n_moves (analysis), ==, terr_analysis_get_n_moves (first));
  g_assert_cmpuint (terr_analysis_get_n_mistakes (analysis), ==, terr_analysis_get_n_mistakes (first));
  for (guint i = 0; i < terr_analysis_get_n_moves (analysis); i++)
    {
      const TerrMoveAnalysis *e = terr_analysis_get_move (analysis, i);
      const TerrMoveAnalysis *f = terr_analysis_get_move (first, i);
      TerrGameNode *n = terr_game_get_line_node (game, i + 1);
      int row = terr_move_list_find_row (list, n);
      g_autofree char *mark = terr_move_analysis_mark (e);
      g_autofree char *want = terr_move_analysis_mark (f);
      g_autofree char *shown = NULL;

      g_assert_cmpint (e->verdict, ==, f->verdict);
      g_assert_cmpint (e->loss, ==, f->loss);
      g_assert_cmpstr (mark, ==, want);
      g_assert_cmpint (row, >=, 0);
      if (e->mistake || (i % 8) == 0)
        {
          terr_move_list_activate_row (list, (guint) row);
          test_app_spin (20);
          shown = terr_move_list_dup_shown_mark (list, (guint) row);
          g_assert_cmpstr (shown, ==, mark);
        }
      if (e->verdict == TERR_MOVE_VERDICT_WORSE && e->loss < 3 && small == NULL)
        small = e;
      if (e->verdict == TERR_MOVE_VERDICT_WORSE && e->loss >= 3 && big == NULL)
        big = e;
    }
  g_assert_nonnull (small);
  g_assert_nonnull (big);

  /* save, open, save: the same bytes */
  g_assert_true (terr_game_save_path (game, again, TERR_FILE_REPLAY, NULL));
  resaved = file_bytes (again);
  g_assert_true (g_bytes_equal (saved, resaved));

  /* the better move drawn on the board */
  node = terr_game_get_line_node (game, big->number);
  terr_move_list_activate_row (list, (guint) terr_move_list_find_row (list, node));
  g_assert_true (terr_game_get_cursor (game) == node);
  /* the viewer's board takes tries, so the better move is drawn as a hint
   * is in play, beside the reviewer's own ghost */
  g_assert_true (terr_board_get_interactive (board));
  ghost = terr_board_get_hint (board);
  g_assert_nonnull (ghost);
  g_assert_true (terr_move_equal (ghost, big->better));
  /* a move judged the best has none */
  for (guint i = 0; i < terr_analysis_get_n_moves (analysis); i++)
    if (terr_analysis_get_move (analysis, i)->verdict == TERR_MOVE_VERDICT_BEST)
      {
        terr_game_go_to (game, i + 1);
        g_assert_null (terr_board_get_hint (board));
        break;
      }

  /* the threshold: 3 leaves the small losses out, 1 takes them */
  check_comments (page, game, analysis, 3);
  check_comments (page, game, analysis, 1);

  /* Add as Variation: the better move under the position before */
  terr_game_go_to_node (game, node);
  parent = terr_game_node_get_parent (node);
  children = terr_game_node_get_n_children (parent);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.add-variation", NULL));
  g_assert_cmpuint (terr_game_node_get_n_children (parent), ==, children + 1);
  g_assert_true (terr_move_equal (terr_game_node_get_move (terr_game_node_get_child (parent, children)), big->better));
  /* tried now: no ghost of it any more */
  terr_game_go_to_node (game, node);
  g_assert_null (terr_board_get_ghost (board, NULL, NULL));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "replay.undo-edit", NULL));
  g_assert_cmpuint (terr_game_node_get_n_children (parent), ==, children);
  /* leave without asking: saved (the analysis and nothing else) */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  close_review (window);
  {
    g_autoptr(GBytes) last = file_bytes (path);
    g_assert_true (g_bytes_equal (last, saved));
  }
  g_remove (again);
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

  app = terr_application_new ();
  g_application_register (G_APPLICATION (app), NULL, NULL);

  g_test_add_func ("/replay-review/gp-seat-grid", test_gp_seat_grid);
  g_test_add_func ("/replay-review/no-switcher", test_no_switcher);
  g_test_add_func ("/replay-review/analysis-kept", test_analysis_kept);

  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
