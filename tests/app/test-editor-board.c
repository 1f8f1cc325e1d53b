/* test-editor-board.c — the scenario editor's board keeps its scale: in
 * Hanging Gardens, whose garden has no size of its own, the board is
 * fitted to an extent with room around the garden, so an edit inside it
 * moves no space on the screen (the board re-zoomed after every edit). */
#include "config.h"

#include "test-app-common.h"
#include "terr-board-private.h"
#include "terr-editor-page-private.h"
#include "terr-hg-game.h"

/* A grid of points of the board and what lies under each. */
#define STEP 7

typedef struct {
  int            n;
  double        *px;
  double        *py;
  TerrRenderHit *hits;
} Probe;

static void
probe (TerrBoard *board,
       Probe     *p)
{
  int width = gtk_widget_get_width (GTK_WIDGET (board));
  int height = gtk_widget_get_height (GTK_WIDGET (board));
  int max = (width / STEP + 1) * (height / STEP + 1);

  p->n = 0;
  p->px = g_new0 (double, max);
  p->py = g_new0 (double, max);
  p->hits = g_new0 (TerrRenderHit, max);
  for (int y = STEP; y < height; y += STEP)
    for (int x = STEP; x < width; x += STEP)
      {
        p->px[p->n] = x;
        p->py[p->n] = y;
        if (!terr_board_hit_test (board, x, y, &p->hits[p->n]))
          p->hits[p->n].kind = TERR_RENDER_HIT_NONE;
        p->n++;
      }
}

static void
probe_clear (Probe *p)
{
  g_free (p->px);
  g_free (p->py);
  g_free (p->hits);
}

/* Every point over the bare table both times shows the same spot of it. */
static guint
assert_same_spots (const Probe *a,
                   const Probe *b)
{
  guint same = 0;

  g_assert_cmpint (a->n, ==, b->n);
  for (int i = 0; i < a->n; i++)
    {
      const TerrRenderHit *ha = &a->hits[i], *hb = &b->hits[i];

      if (ha->kind != TERR_RENDER_HIT_BOARD || hb->kind != TERR_RENDER_HIT_BOARD
          || ha->level != -1 || hb->level != -1)
        continue;
      g_assert_cmpfloat_with_epsilon (ha->fx, hb->fx, 1e-6);
      g_assert_cmpfloat_with_epsilon (ha->fy, hb->fy, 1e-6);
      same++;
    }
  return same;
}

static void
put_at (TerrEditorPage *page,
        const char     *tool,
        int             x,
        int             y)
{
  TerrBoard *board = terr_editor_page_get_board (page);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "editor.tool", "s", tool));
  terr_board_set_cursor (board, x, y);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.place", NULL));
  test_app_spin (20);
}

static void
test_scale_kept (void)
{
  GtkWidget *window = gtk_window_new ();
  TerrEditorPage *page = TERR_EDITOR_PAGE (terr_editor_page_new ());
  TerrBoard *board = terr_editor_page_get_board (page);
  TerrHgGame *hg;
  Probe before, after;
  int x0, y0, x1, y1;

  g_object_ref_sink (window);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (terr_editor_page_new_design (page, TERR_GAME_HANGING_GARDENS));
  hg = TERR_HG_GAME (terr_editor_page_get_game (page));
  g_assert_true (test_app_wait (test_app_has_size, board, 60000));
  test_app_spin (50);
  g_assert_false (terr_hg_game_get_bounds (hg, &x0, &y0, &x1, &y1));

  /* Two terraces side by side: the garden grows from nothing to 4 x 2
   * spaces, one level high, and no spot of the bare table moves. */
  probe (board, &before);
  put_at (page, "terrace", 0, 0);
  put_at (page, "terrace", 2, 0);
  g_assert_true (terr_hg_game_get_bounds (hg, &x0, &y0, &x1, &y1));
  g_assert_cmpint (x1 - x0, >=, 3);
  probe (board, &after);
  g_assert_cmpuint (assert_same_spots (&before, &after), >=, 100);
  probe_clear (&after);
  test_app_picture (window, "editor-kept-scale-hg.png");

  /* Undo: nothing moves either. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "editor.undo", NULL));
  test_app_spin (20);
  probe (board, &after);
  g_assert_cmpuint (assert_same_spots (&before, &after), >=, 100);
  probe_clear (&after);
  probe_clear (&before);

  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
}

int
main (int   argc,
      char *argv[])
{
  TerrApplication *app;
  int status;

  if (!test_app_init (&argc, &argv))
    return 0;
  app = test_app_new_application ();

  g_test_add_func ("/app/editor-board/scale-kept", test_scale_kept);
  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
