/* test-editor-ghost.c — the scenario editor shows what a click would do
 * before it is made: in each game a small design is built through the
 * editor twice, by the pointer only and by the keys only (arrows, Enter),
 * and at each step the ghost under the pointer or the cursor is checked
 * (its squares, refused or not, the reason) from the board's state and
 * at times in its pixels; the click then does exactly what the ghost
 * showed (a Hanging Gardens tile fills the four spaces of its ghost),
 * and the saved design is the one the core's edits make.  The zoom and
 * the plan view stay through edits and undo. */
#include "config.h"

#include <string.h>

#include "test-app-common.h"
#include "terr-board-private.h"
#include "terr-editor-page-private.h"
#include "terr-hg-game.h"
#include "terr-zg-game.h"
#include "gp/terr-gp-game.h"

static TerrApplication *app;

typedef struct {
  GtkWidget      *window;
  TerrEditorPage *page;
  TerrBoard      *board;
} Fixture;

static void
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

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  test_app_spin (20);
  g_assert_finalize_object (f->window);
}

static gboolean
board_allocated (gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (data)) > 0 && gtk_widget_get_height (GTK_WIDGET (data)) > 0;
}

/* Where the board point (@fx, @fy) of @seat's grid is on the widget, as
 * the board draws it (zoomed and panned about the centre). */
static void
locate (TerrBoard *board,
        int        seat,
        double     fx,
        double     fy,
        double    *x,
        double    *y)
{
  TerrRenderOptions opts;
  double w = gtk_widget_get_width (GTK_WIDGET (board));
  double h = gtk_widget_get_height (GTK_WIDGET (board));
  double bx, by;

  terr_board_get_render_options (board, &opts);
  g_assert_true (terr_render_scene_locate (board->scene, w, h, &opts, seat, fx, fy, 0, &bx, &by));
  *x = (bx - w / 2) * board->zoom + w / 2 + board->pan_x;
  *y = (by - h / 2) * board->zoom + h / 2 + board->pan_y;
}

static GBytes *
design_bytes (Fixture *f)
{
  return terr_game_to_bytes (terr_editor_page_get_game (f->page), TERR_FILE_SCENARIO);
}

/* --- the pixels of the ghost --- */

/* The sums of (red - green) over the box of @squares in the board's own
 * drawing and in the same scene drawn without the ghost, and how many
 * pixels differ outside the box (the reason's label). */
static void
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
static void
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
} Builder;

/* Aims at square (@x, @y): the pointer at the point (@fx, @fy) of the
 * board, or the keyboard cursor moved there by arrow keys. */
static void
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

      locate (board, b->seat, fx, fy, &px, &py);
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
static void
apply (Builder *b)
{
  TerrBoard *board = b->f->board;

  if (b->keys)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.place", NULL));
  else
    g_assert_true (terr_board_click (board, board->pointer_x, board->pointer_y));
}

static int
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
static GArray *
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
static GArray *
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
static void
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

static void
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
static void
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

static void
hg_space (Builder    *b,
          const char *tool,
          int         x,
          int         y,
          Verdict     verdict)
{
  const TerrSquare space[] = { { 0, x, y } };
  g_autoptr(GArray) ghost = step (b, tool, x, y, x + 0.5, y + 0.5, space, 1, verdict);
}

static void
build_hanging_gardens (Fixture *f,
                       gboolean keys)
{
  Builder b = { f, keys, 0, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) expected = terr_hg_game_new_empty (2, &error);
  TerrHgGame *want = TERR_HG_GAME (expected);

  g_assert_no_error (error);
  start_design (f, TERR_GAME_HANGING_GARDENS);
  g_assert_true (gtk_widget_get_visible (f->page->view_box));
  /* The pointer works on the plan view, the keys on the oblique one. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "board-view.view", "s",
                                             keys ? "oblique" : "plan"));
  g_assert_cmpstr (terr_board_get_view (f->board), ==, keys ? "oblique" : "plan");

  /* Two terraces side by side. */
  hg_tile (&b, "terrace", 0, 0, 0, GREEN);
  check_ghost_pixels (f);
  g_assert_true (terr_hg_game_edit_put_terrace (want, 0, 0, 0, NULL));
  b.picture = keys ? NULL : "editor-ghost-hg.png";
  hg_tile (&b, "terrace", 2, 0, 0, GREEN);
  g_assert_true (terr_hg_game_edit_put_terrace (want, 2, 0, 0, NULL));
  /* A terrace across both, one level up: red (a terrace above the table
   * stands on a stack of supports), and put all the same as a draft, on
   * the four spaces its ghost showed. */
  hg_tile (&b, "terrace", 1, 0, 1, PROBLEM);
  g_assert_true (terr_hg_game_edit_put_terrace (want, 1, 0, 1, NULL));
  /* Beside it, half over the garden: on the highest space under it,
   * where the ghost shows it, red: half of it would stand on nothing. */
  b.picture = keys ? NULL : "editor-problem-hg.png";
  hg_tile (&b, "support", 2, 1, 1, PROBLEM);
  if (!keys)
    check_ghost_pixels (f);
  g_assert_true (terr_hg_game_edit_put_support (want, 2, 1, 1, 1, NULL));

  /* A bed, then a second one on the same space: refused, red, with the
   * reason, and the click changes nothing. */
  hg_space (&b, "bed-suns", 0, 1, GREEN);
  g_assert_true (terr_hg_game_edit_put_bed (want, 0, 1, TERR_HG_SUIT_SUNS, NULL));
  b.picture = keys ? NULL : "editor-refused-hg.png";
  hg_space (&b, "bed-moons", 0, 1, REFUSED);
  if (!keys)
    {
      /* The pointer stays on the refused ghost. */
      terr_board_hover (f->board, f->board->pointer_x, f->board->pointer_y);
      check_ghost_pixels (f);
      g_assert_nonnull (gtk_widget_get_tooltip_text (GTK_WIDGET (f->board)));
    }
  hg_space (&b, "gazebo-1", 3, 0, GREEN);
  g_assert_true (terr_hg_game_edit_put_gazebo (want, 3, 0, 1, NULL));

  check_saved (f, expected, keys ? "ghost-hg-keys.terraces" : "ghost-hg-pointer.terraces");
}

static void
test_hanging_gardens_pointer (Fixture       *f,
                              gconstpointer  data)
{
  build_hanging_gardens (f, FALSE);
}

static void
test_hanging_gardens_keys (Fixture       *f,
                           gconstpointer  data)
{
  build_hanging_gardens (f, TRUE);
}

/* --- Ziggurat --- */

static void
build_ziggurat (Fixture *f,
                gboolean keys)
{
  Builder b = { f, keys, 0, NULL };
  g_autoptr(TerrGame) expected = terr_zg_game_new_empty ();
  TerrZgGame *want = TERR_ZG_GAME (expected);
  const TerrSquare first[] = { { 0, 0, 0 }, { 0, 1, 0 } };
  const TerrSquare second[] = { { 0, 2, 2 }, { 0, 3, 2 } };
  const TerrSquare third[] = { { 0, 4, 4 }, { 0, 5, 4 } };
  TerrZgGame *zg;
  g_autoptr(GArray) g1 = NULL, g2 = NULL, g3 = NULL, g4 = NULL, g5 = NULL;

  start_design (f, TERR_GAME_ZIGGURAT);
  zg = TERR_ZG_GAME (terr_editor_page_get_game (f->page));

  /* The picked domino (lying flat) on the foundation at (0, 0). */
  g1 = step (&b, "domino", 0, 0, 0.5, 0.5, first, 2, GREEN);
  check_ghost_pixels (f);
  g_assert_cmpint (terr_zg_game_get_state (zg)->value[0][0], >=, 0);
  g_assert_cmpint (terr_zg_game_get_state (zg)->value[0][1], >=, 0);
  /* Take Away shows and lifts both its halves. */
  g2 = step (&b, "erase", 1, 0, 1.5, 0.5, first, 2, GREEN);
  g_assert_cmpint (terr_zg_game_get_state (zg)->value[0][0], ==, -1);
  g_assert_cmpint (terr_zg_game_get_state (zg)->value[0][1], ==, -1);

  /* Again at (2, 2); then the same domino at (4, 4): a domino is never
   * held twice, so the ghost is green and the click moves it there. */
  b.picture = keys ? NULL : "editor-ghost-zg.png";
  g3 = step (&b, "domino", 2, 2, 2.5, 2.5, second, 2, GREEN);
  g4 = step (&b, "domino", 4, 4, 4.5, 4.5, third, 2, GREEN);
  if (!keys)
    check_ghost_pixels (f);
  g_assert_cmpint (terr_zg_game_get_state (zg)->value[0][2 * TERR_ZG_SIDE + 2], ==, -1);
  g_assert_cmpint (terr_zg_game_get_state (zg)->value[0][4 * TERR_ZG_SIDE + 4], >=, 0);
  g_assert_true (terr_zg_game_edit_put_domino (want, 1, 4, 4, TERR_ZG_DIR_H, 0, 0, NULL));
  /* Nothing to take away there: refused. */
  b.picture = keys ? NULL : "editor-refused-zg.png";
  g5 = step (&b, "erase", 0, 5, 0.5, 5.5, (TerrSquare[]) { { 0, 0, 5 } }, 1, REFUSED);
  if (!keys)
    check_ghost_pixels (f);

  check_saved (f, expected, keys ? "ghost-zg-keys.terraces" : "ghost-zg-pointer.terraces");
}

static void
test_ziggurat_pointer (Fixture       *f,
                       gconstpointer  data)
{
  build_ziggurat (f, FALSE);
}

static void
test_ziggurat_keys (Fixture       *f,
                    gconstpointer  data)
{
  build_ziggurat (f, TRUE);
}

/* --- Garden Paths --- */

static void
build_garden_paths (Fixture *f,
                    gboolean keys)
{
  Builder b = { f, keys, 1, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) expected = NULL;
  TerrGpGame *want;
  TerrGpGame *gp;
  const TerrGpPiece *piece;
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TerrSquare));
  g_autoptr(GArray) g1 = NULL, g2 = NULL, g3 = NULL, g4 = NULL, g5 = NULL;

  start_design (f, TERR_GAME_GARDEN_PATHS);
  g_assert_false (gtk_widget_get_visible (f->page->view_box));
  gp = TERR_GP_GAME (terr_editor_page_get_game (f->page));
  /* The same start as the editor's (a board with its own water). */
  expected = terr_game_new_scenario (TERR_GAME (gp));
  want = TERR_GP_GAME (expected);

  /* Water, a fountain, a gate; Take Away where there is nothing: refused. */
  g1 = step (&b, "water", 1, 1, 1.5, 1.5, (TerrSquare[]) { { 1, 1, 1 } }, 1, GREEN);
  check_ghost_pixels (f);
  g_assert_true (terr_gp_game_edit_add_water (want, 1, 1, &error));
  b.picture = keys ? NULL : "editor-refused-gp.png";
  g2 = step (&b, "erase", 2, 4, 2.5, 4.5, (TerrSquare[]) { { 1, 2, 4 } }, 1, REFUSED);
  if (!keys)
    check_ghost_pixels (f);
  g3 = step (&b, "fountain", 4, 1, 4.5, 1.5, (TerrSquare[]) { { 1, 4, 1 } }, 1, GREEN);
  g_assert_true (terr_gp_game_edit_add_fountain (want, 4, 1, &error));
  g4 = step (&b, "gate-n", 0, 0, 0.5, 0.5, (TerrSquare[]) { { 1, 0, 0 } }, 1, GREEN);
  g_assert_true (terr_gp_game_edit_add_gate (want, 0, 0, TERR_GP_SIDE_N, &error));

  /* The first piece of the set, as it is, with its corner at (3, 3): the
   * ghost is its cells, and they are what the grid then holds. */
  piece = g_ptr_array_index (terr_gp_game_get_pieces (gp)->pieces, 0);
  for (int i = 0; i < piece->n_cells; i++)
    g_array_append_val (cells, ((TerrSquare) { 1, 3 + piece->xf[0][i].dx, 3 + piece->xf[0][i].dy }));
  b.picture = keys ? NULL : "editor-ghost-gp.png";
  g5 = step (&b, "piece", 3, 3, 3.5, 3.5, (TerrSquare *) cells->data, cells->len, GREEN);
  g_assert_no_error (error);
  g_assert_true (terr_gp_game_edit_place (want, 1, 0, 3, 3, 0, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < g5->len; i++)
    {
      const TerrSquare *sq = &g_array_index (g5, TerrSquare, i);
      const TerrGpGrid *grid = terr_gp_game_get_grid (gp, 1);

      g_assert_cmpint (grid->cover[sq->y * grid->board->width + sq->x], !=, TERR_GP_EMPTY);
    }

  check_saved (f, expected, keys ? "ghost-gp-keys.terraces" : "ghost-gp-pointer.terraces");
}

static void
test_garden_paths_pointer (Fixture       *f,
                           gconstpointer  data)
{
  build_garden_paths (f, FALSE);
}

static void
test_garden_paths_keys (Fixture       *f,
                        gconstpointer  data)
{
  build_garden_paths (f, TRUE);
}

/* --- the zoom and the view stay --- */

static void
test_zoom_stays (Fixture       *f,
                 gconstpointer  data)
{
  double zoom, x0, y0, x1, y1;

  start_design (f, TERR_GAME_HANGING_GARDENS);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "board-view.view", "s", "plan"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.zoom-in", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.zoom-in", NULL));
  zoom = terr_board_get_zoom (f->board);
  g_assert_cmpfloat (zoom, >, 1.4);
  locate (f->board, 0, 3.0, 3.0, &x0, &y0);

  /* An edit at the cursor, then its undo: the same zoom, the same spot
   * of the garden under the same pixel, the same view. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.tool", "s", "terrace"));
  terr_board_set_cursor (f->board, 1, 1);
  g_assert_nonnull (terr_board_get_edit_ghost (f->board, NULL, NULL, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.place", NULL));
  g_assert_true (terr_game_can_undo_edit (terr_editor_page_get_game (f->page)));
  g_assert_cmpfloat (terr_board_get_zoom (f->board), ==, zoom);
  locate (f->board, 0, 3.0, 3.0, &x1, &y1);
  g_assert_cmpfloat_with_epsilon (x0, x1, 1e-6);
  g_assert_cmpfloat_with_epsilon (y0, y1, 1e-6);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.undo", NULL));
  g_assert_cmpfloat (terr_board_get_zoom (f->board), ==, zoom);
  g_assert_cmpstr (terr_board_get_view (f->board), ==, "plan");

  /* Zoom out and fit. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.zoom-out", NULL));
  g_assert_cmpfloat (terr_board_get_zoom (f->board), <, zoom);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.zoom-fit", NULL));
  g_assert_cmpfloat (terr_board_get_zoom (f->board), ==, 1.0);
}

/* A tool chosen while the pointer rests: the ghost follows the tool; off
 * the board there is none. */
static void
test_ghost_follows_tool (Fixture       *f,
                         gconstpointer  data)
{
  double px, py;
  guint n;

  start_design (f, TERR_GAME_HANGING_GARDENS);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.tool", "s", "terrace"));
  locate (f->board, 0, 2.0, 2.0, &px, &py);
  terr_board_hover (f->board, px, py);
  terr_board_get_edit_ghost (f->board, &n, NULL, NULL);
  g_assert_cmpuint (n, ==, 4);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.tool", "s", "bed-suns"));
  terr_board_get_edit_ghost (f->board, &n, NULL, NULL);
  g_assert_cmpuint (n, ==, 1);
  /* Nothing to take away: a red ghost that says so. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.tool", "s", "erase"));
  {
    gboolean legal = TRUE;
    const char *reason = NULL;

    g_assert_nonnull (terr_board_get_edit_ghost (f->board, &n, &legal, &reason));
    g_assert_false (legal);
    g_assert_nonnull (reason);
  }
  /* The pointer leaves. */
  f->board->pointer_inside = FALSE;
  terr_board_update_edit_ghost (f->board);
  g_assert_null (terr_board_get_edit_ghost (f->board, &n, NULL, NULL));
  g_assert_cmpuint (n, ==, 0);
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

  g_test_add ("/app/editor-ghost/hanging-gardens/pointer", Fixture, NULL,
              fixture_setup, test_hanging_gardens_pointer, fixture_teardown);
  g_test_add ("/app/editor-ghost/hanging-gardens/keys", Fixture, NULL,
              fixture_setup, test_hanging_gardens_keys, fixture_teardown);
  g_test_add ("/app/editor-ghost/ziggurat/pointer", Fixture, NULL,
              fixture_setup, test_ziggurat_pointer, fixture_teardown);
  g_test_add ("/app/editor-ghost/ziggurat/keys", Fixture, NULL,
              fixture_setup, test_ziggurat_keys, fixture_teardown);
  g_test_add ("/app/editor-ghost/garden-paths/pointer", Fixture, NULL,
              fixture_setup, test_garden_paths_pointer, fixture_teardown);
  g_test_add ("/app/editor-ghost/garden-paths/keys", Fixture, NULL,
              fixture_setup, test_garden_paths_keys, fixture_teardown);
  g_test_add ("/app/editor-ghost/zoom-stays", Fixture, NULL,
              fixture_setup, test_zoom_stays, fixture_teardown);
  g_test_add ("/app/editor-ghost/follows-tool", Fixture, NULL,
              fixture_setup, test_ghost_follows_tool, fixture_teardown);

  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
