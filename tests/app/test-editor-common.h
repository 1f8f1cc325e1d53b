/* test-editor-common.h — what the editor's tests share: a window with
 * the scenario editor, aiming at a square by the pointer or the keys,
 * the ghost checked (its squares, its verdict, its pixels) before each
 * edit is applied, and the saved file compared with the core's. */
#pragma once

#include <string.h>

#include "test-app-common.h"
#include "terr-board-private.h"
#include "terr-editor-page-private.h"
#include "terr-hg-game.h"
#include "terr-puzzle.h"

typedef struct {
  GtkWidget      *window;
  TerrEditorPage *page;
  TerrBoard      *board;
} Fixture;

static inline void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  f->window = gtk_window_new ();
  g_object_ref_sink (f->window);
  f->page = TERR_EDITOR_PAGE (terr_editor_page_new ());
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->page));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 700);
  gtk_window_present (GTK_WINDOW (f->window));
  f->board = terr_editor_page_get_board (f->page);
  test_app_spin (50);
}

static inline void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  test_app_spin (20);
  g_assert_finalize_object (f->window);
}

static inline gboolean
board_allocated (gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (data)) > 0 && gtk_widget_get_height (GTK_WIDGET (data)) > 0;
}

/* Where the board point (@fx, @fy) of @seat's grid, at height @level
 * (0: the ground; Ziggurat: the top of that tier), is on the widget, as
 * the board draws it (zoomed and panned about the centre). */
static inline void
locate (TerrBoard *board,
        int        seat,
        double     fx,
        double     fy,
        int        level,
        double    *x,
        double    *y)
{
  TerrRenderOptions opts;
  double w = gtk_widget_get_width (GTK_WIDGET (board));
  double h = gtk_widget_get_height (GTK_WIDGET (board));
  double bx, by;

  terr_board_get_render_options (board, &opts);
  g_assert_true (terr_render_scene_locate (board->scene, w, h, &opts, seat, fx, fy, level, &bx, &by));
  *x = (bx - w / 2) * board->zoom + w / 2 + board->pan_x;
  *y = (by - h / 2) * board->zoom + h / 2 + board->pan_y;
}

static inline GBytes *
design_bytes (Fixture *f)
{
  return terr_game_to_bytes (terr_editor_page_get_game (f->page), TERR_FILE_SCENARIO);
}

/* --- the pixels of the ghost --- */

/* The sums of (red - green) over the box of @squares in the board's own
 * drawing and in the same scene drawn without the ghost, and how many
 * pixels differ outside the box (the reason's label). */
static inline void
ghost_pixels (Fixture          *f,
              const TerrSquare *squares,
              guint             n,
              double           *redder,
              guint            *outside)
{
  cairo_surface_t *shown, *plain;
  TerrRenderOptions opts;
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;
  int w, h, stride;
  const guint8 *ps, *pp;
  cairo_t *cr;

  g_assert_cmpfloat (f->board->zoom, ==, 1.0);
  shown = test_app_snapshot_own (GTK_WIDGET (f->board));
  w = cairo_image_surface_get_width (shown);
  h = cairo_image_surface_get_height (shown);
  terr_board_get_render_options (f->board, &opts);
  g_assert_nonnull (opts.edit_ghost);
  for (guint i = 0; i < n; i++)
    {
      double a, b, c, d;

      g_assert_true (terr_render_scene_square_extents (f->board->scene, w, h, &opts, &squares[i],
                                                       &a, &b, &c, &d));
      x0 = MIN (x0, a - 4);
      y0 = MIN (y0, b - 4);
      x1 = MAX (x1, c + 4);
      y1 = MAX (y1, d + 4);
    }
  opts.edit_ghost = NULL;
  opts.n_edit_ghost = 0;
  plain = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cr = cairo_create (plain);
  terr_render_scene_draw (f->board->scene, cr, w, h, &opts);
  cairo_destroy (cr);
  cairo_surface_flush (plain);

  stride = cairo_image_surface_get_stride (shown);
  ps = cairo_image_surface_get_data (shown);
  pp = cairo_image_surface_get_data (plain);
  *redder = 0;
  *outside = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        const guint8 *a = ps + y * stride + 4 * x, *b = pp + y * stride + 4 * x;
        gboolean differs = FALSE;

        for (int c = 0; c < 4; c++)
          differs |= ABS ((int) a[c] - (int) b[c]) > 2;
        if (!differs)
          continue;
        /* ARGB32 in memory on a little-endian machine: B, G, R, A. */
        if (x >= x0 && x <= x1 && y >= y0 && y <= y1)
          *redder += ((int) a[2] - (int) a[1]) - ((int) b[2] - (int) b[1]);
        else
          (*outside)++;
      }
  cairo_surface_destroy (shown);
  cairo_surface_destroy (plain);
}

/* The ghost is drawn where its squares are: green when the edit would
 * be taken as it is, red with its reason beside it when not. */
static inline void
check_ghost_pixels (Fixture *f)
{
  const TerrSquare *squares;
  const char *reason = NULL;
  guint n, outside;
  double redder;

  squares = terr_board_get_edit_ghost (f->board, &n, NULL, &reason);
  g_assert_nonnull (squares);
  ghost_pixels (f, squares, n, &redder, &outside);
  if (reason == NULL)
    {
      g_assert_cmpfloat (redder, <, -2000.0 * n);
      g_assert_cmpuint (outside, ==, 0);
    }
  else
    {
      g_assert_cmpfloat (redder, >, 2000.0 * n);
      /* The label with the short reason. */
      g_assert_cmpuint (outside, >, 300);
    }
}

/* --- one step: aim, look at the ghost, apply --- */

/* What a ghost says: green (taken), red because the edit would make a
 * problem (taken all the same: drafts may have problems), red because
 * it would be refused (a click changes nothing). */
typedef enum {
  GREEN,
  PROBLEM,
  REFUSED
} Verdict;

typedef struct {
  Fixture    *f;
  gboolean    keys;
  int         seat;      /* the grid (0: one board) */
  /* With TERR_EDITOR_PICTURES set: the next step's ghost is pictured
   * into that folder under this name (docs/screenshots/). */
  const char *picture;
  /* The height the pointer aims at (0: the ground; Ziggurat: the tier
   * the domino is to rest on). */
  int         level;
} Builder;

/* Aims at square (@x, @y): the pointer at the point (@fx, @fy) of the
 * board, or the keyboard cursor moved there by arrow keys. */
static inline void
aim (Builder *b,
     int      x,
     int      y,
     double   fx,
     double   fy)
{
  TerrBoard *board = b->f->board;

  if (!b->keys)
    {
      double px, py;

      locate (board, b->seat, fx, fy, b->level, &px, &py);
      terr_board_hover (board, px, py);
      return;
    }
  gtk_widget_grab_focus (GTK_WIDGET (board));
  if (!board->cursor_visible || board->use_pointer)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.move-cursor", "(ii)", 0, 0));
  for (int guard = 0; guard < 40 && (board->cursor_x != x || board->cursor_y != y); guard++)
    {
      int dx = x > board->cursor_x ? 1 : x < board->cursor_x ? -1 : 0;
      int dy = dx != 0 ? 0 : y > board->cursor_y ? 1 : -1;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.move-cursor", "(ii)", dx, dy));
    }
  g_assert_cmpint (board->cursor_x, ==, x);
  g_assert_cmpint (board->cursor_y, ==, y);
}

/* Applies the tool where the ghost is: a click at the pointer, or Enter. */
static inline void
apply (Builder *b)
{
  TerrBoard *board = b->f->board;

  if (b->keys)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.place", NULL));
  else
    g_assert_true (terr_board_click (board, board->pointer_x, board->pointer_y));
}

static inline int
compare_squares (gconstpointer a,
                 gconstpointer b)
{
  const TerrSquare *sa = a, *sb = b;

  if (sa->seat != sb->seat)
    return sa->seat - sb->seat;
  if (sa->y != sb->y)
    return sa->y - sb->y;
  return sa->x - sb->x;
}

/* The ghost now is @expected (@n squares, in any order) with @verdict;
 * a red one gives its reason.  Returns a copy of its squares. */
static inline GArray *
check_ghost (Builder          *b,
             const TerrSquare *expected,
             guint             n,
             Verdict           verdict)
{
  const TerrSquare *squares;
  const char *reason = NULL;
  gboolean legal;
  guint shown;
  g_autoptr(GArray) want = g_array_new (FALSE, FALSE, sizeof (TerrSquare));
  GArray *got = g_array_new (FALSE, FALSE, sizeof (TerrSquare));

  squares = terr_board_get_edit_ghost (b->f->board, &shown, &legal, &reason);
  g_assert_nonnull (squares);
  g_test_message ("ghost of %u squares, %s%s%s", shown, legal ? "taken" : "refused",
                  reason != NULL ? ": " : "", reason != NULL ? reason : "");
  g_array_append_vals (got, squares, shown);
  g_array_append_vals (want, expected, n);
  g_array_sort (got, compare_squares);
  g_array_sort (want, compare_squares);
  g_assert_cmpmem (got->data, got->len * sizeof (TerrSquare), want->data, want->len * sizeof (TerrSquare));
  g_assert_cmpint (legal, ==, verdict != REFUSED);
  if (verdict == GREEN)
    g_assert_null (reason);
  else
    {
      g_assert_nonnull (reason);
      g_assert_cmpstr (reason, !=, "");
      /* Screen readers hear it with the cursor. */
      if (b->keys)
        g_assert_nonnull (strstr (terr_board_get_accessible_text (b->f->board), reason));
    }
  return got;
}

/* A whole step: aim, check the ghost, apply; a refused edit changes
 * nothing and its reason is the one the page then shows. */
static inline GArray *
step (Builder          *b,
      const char       *tool,
      int               x,
      int               y,
      double            fx,
      double            fy,
      const TerrSquare *expected,
      guint             n,
      Verdict           verdict)
{
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;
  g_autofree char *reason = NULL;
  GArray *ghost;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (b->f->page), "editor.tool", "s", tool));
  aim (b, x, y, fx, fy);
  ghost = check_ghost (b, expected, n, verdict);
  if (b->picture != NULL)
    test_app_picture (b->f->window, b->picture);
  b->picture = NULL;
  terr_board_get_edit_ghost (b->f->board, NULL, NULL, (const char **) &reason);
  reason = g_strdup (reason);
  before = design_bytes (b->f);
  apply (b);
  after = design_bytes (b->f);
  if (verdict != REFUSED)
    {
      g_assert_false (g_bytes_equal (before, after));
      g_assert_cmpstr (terr_editor_page_get_status_text (b->f->page), ==, "");
    }
  else
    {
      g_assert_true (g_bytes_equal (before, after));
      g_assert_cmpstr (terr_editor_page_get_status_text (b->f->page), ==, reason);
    }
  return ghost;
}

/* Save and compare the file with @expected (the core's edits). */
static inline void
check_saved (Fixture    *f,
             TerrGame   *expected,
             const char *name)
{
  g_autofree char *path = g_build_filename (test_data_home, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) want = terr_game_to_bytes (expected, TERR_FILE_SCENARIO);
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_true (terr_editor_page_save_to_file (f->page, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpmem (contents, length, g_bytes_get_data (want, NULL), g_bytes_get_size (want));
  g_remove (path);
}

/* --- Check Puzzle --- */

static inline gboolean
check_ended_cb (gpointer data)
{
  return !terr_editor_page_is_checking (data);
}

/* Runs Check Puzzle and waits for its verdict: Solvable, one solution,
 * through the quality gate.  The page says so, and nothing more. */
static inline void
check_puzzle (Fixture *f)
{
  const TerrCertificate *cert;
  g_autofree char *said = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.check-puzzle", NULL));
  g_assert_true (terr_editor_page_is_checking (f->page));
  g_assert_true (test_app_wait (check_ended_cb, f->page, 600000));
  cert = terr_game_get_certificate (terr_editor_page_get_game (f->page));
  g_assert_nonnull (cert);
  g_test_message ("%s (%" G_GUINT64_FORMAT " nodes)%s%s", terr_editor_page_get_status_text (f->page),
                  cert->work, cert->gate_refusal != NULL ? ": " : "",
                  cert->gate_refusal != NULL ? cert->gate_refusal : "");
  g_assert_cmpint (cert->verdict, ==, TERR_VERDICT_SOLVABLE);
  g_assert_true (cert->count_exact);
  g_assert_cmpuint (cert->n_solutions, ==, 1);
  g_assert_true (terr_certificate_is_unique (cert));
  g_assert_null (cert->gate_refusal);
  said = terr_certificate_describe (cert);
  g_assert_cmpstr (terr_editor_page_get_status_text (f->page), ==, said);
  g_assert_null (strstr (terr_editor_page_get_status_text (f->page), "quality gate"));
}

/* The saved file is @expected's (the core's edits), certified by the
 * core's own check; it says one solution. */
static inline void
check_saved_puzzle (Fixture    *f,
                    TerrGame   *expected,
                    const char *name)
{
  const TerrCertificate *cert = terr_game_get_certificate (terr_editor_page_get_game (f->page));
  g_autoptr(TerrCertificate) want = terr_game_check_puzzle (expected, cert->cap, 0, NULL, NULL, NULL, NULL);
  g_autoptr(GBytes) bytes = NULL;

  g_assert_cmpint (want->verdict, ==, TERR_VERDICT_SOLVABLE);
  g_assert_cmpuint (want->n_solutions, ==, 1);
  terr_game_set_certificate (expected, want);
  bytes = terr_game_to_bytes (expected, TERR_FILE_SCENARIO);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), "solutions=\"1\""));
  check_saved (f, expected, name);
}

static inline void
start_design (Fixture      *f,
              TerrGameKind  kind)
{
  g_assert_true (terr_editor_page_new_design (f->page, kind));
  g_assert_true (test_app_wait (board_allocated, f->board, 60000));
  test_app_spin (20);
}

/* --- Hanging Gardens --- */

#define BLOCK(x, y) { 0, (x), (y) }, { 0, (x) + 1, (y) }, { 0, (x), (y) + 1 }, { 0, (x) + 1, (y) + 1 }

/* A tile's step: aimed at the corner its 2 x 2 block has at (x + 1,
 * y + 1), or with the cursor on its corner (x, y); the ghost's four
 * spaces are then the tile's. */
static inline void
hg_tile (Builder    *b,
         const char *tool,
         int         x,
         int         y,
         int         level,
         Verdict     verdict)
{
  TerrHgGame *hg = TERR_HG_GAME (terr_editor_page_get_game (b->f->page));
  const TerrSquare block[] = { BLOCK (x, y) };
  g_autoptr(GArray) ghost = step (b, tool, x, y, x + 1.0, y + 1.0, block, 4, verdict);

  for (guint i = 0; i < ghost->len; i++)
    {
      const TerrSquare *sq = &g_array_index (ghost, TerrSquare, i);
      const TerrHgTile *top = terr_hg_game_get_top (hg, sq->x, sq->y, NULL, NULL);

      g_assert_nonnull (top);
      g_assert_cmpint (top->x, ==, x);
      g_assert_cmpint (top->y, ==, y);
      g_assert_cmpint (top->level, ==, level);
      g_assert_cmpint (top->support, ==, g_str_equal (tool, "support"));
    }
}

static inline void
hg_space (Builder    *b,
          const char *tool,
          int         x,
          int         y,
          Verdict     verdict)
{
  const TerrSquare space[] = { { 0, x, y } };
  g_autoptr(GArray) ghost = step (b, tool, x, y, x + 0.5, y + 0.5, space, 1, verdict);
}
