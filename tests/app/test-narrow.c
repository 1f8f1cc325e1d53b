/* test-narrow.c — the window at phone width and at desktop width: the
 * start page's game cards wrap below 769 px and their pictures line up;
 * the game page puts its side panel under the board in a narrow window,
 * inside the window and scrollable, and beside the board in a wide one;
 * the window's minimum width on these pages. */
#include "config.h"

#include "test-app-common.h"
#include "terr-game-page.h"
#include "terr-panel-layout.h"
#include "terr-preview.h"
#include "terr-window.h"

static TerrApplication *app;

static TerrWindow *
make_window (int width,
             int height)
{
  TerrWindow *window = terr_window_new (app);

  g_object_ref_sink (window);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  test_app_spin (100);
  return window;
}

static void
close_window (TerrWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
}

static int
min_width (TerrWindow *window)
{
  int min = 0;

  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  return min;
}

typedef struct {
  TerrWindow *window;
  int         width;
} WaitWidth;

static gboolean
width_is_cb (gpointer data)
{
  WaitWidth *wait = data;

  /* (The default size may count the window's frame.) */
  return ABS (gtk_widget_get_width (GTK_WIDGET (wait->window)) - wait->width) <= 20;
}

static void
resize (TerrWindow *window,
        int         width,
        int         height)
{
  WaitWidth wait = { window, width };

  /* (A shown window keeps its size: show it again at the new one.) */
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  if (!test_app_wait (width_is_cb, &wait, 60000))
    g_error ("the window is %d wide, not %d (its minimum: %d)",
             gtk_widget_get_width (GTK_WIDGET (window)), width, min_width (window));
  test_app_spin (50);
}

/* @widget's bounds in @window's coordinates. */
static graphene_rect_t
bounds_in (GtkWidget  *widget,
           TerrWindow *window)
{
  graphene_rect_t r;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &r));
  return r;
}

static void
collect_previews (GtkWidget *widget,
                  GPtrArray *out)
{
  if (TERR_IS_PREVIEW (widget))
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_previews (child, out);
}

/* The card (a GtkFlowBoxChild's child) holding @preview, and its title
 * (the first label after the picture). */
static GtkWidget *
card_title (GtkWidget *preview)
{
  GtkWidget *box = gtk_widget_get_next_sibling (preview);

  g_assert_nonnull (box);
  g_assert_true (GTK_IS_LABEL (gtk_widget_get_first_child (box)));
  return gtk_widget_get_first_child (box);
}

/* Wide: the three cards in a row, pictures of one height, titles on one
 * line.  Narrow: one card under the other, each inside the window. */
static void
test_start_page (void)
{
  TerrWindow *window = make_window (1100, 760);
  g_autoptr(GPtrArray) previews = g_ptr_array_new ();
  int width;

  g_assert_cmpstr (terr_window_get_page (window), ==, "start");
  collect_previews (GTK_WIDGET (window), previews);
  g_assert_cmpuint (previews->len, ==, 3);
  {
    graphene_rect_t first = bounds_in (g_ptr_array_index (previews, 0), window);
    graphene_rect_t first_title = bounds_in (card_title (g_ptr_array_index (previews, 0)), window);

    for (guint i = 1; i < previews->len; i++)
      {
        graphene_rect_t r = bounds_in (g_ptr_array_index (previews, i), window);
        graphene_rect_t title = bounds_in (card_title (g_ptr_array_index (previews, i)), window);

        g_test_message ("wide: picture %u at %g,%g %gx%g, title at y %g", i,
                        r.origin.x, r.origin.y, r.size.width, r.size.height, title.origin.y);
        g_assert_cmpfloat (r.origin.y, ==, first.origin.y);
        g_assert_cmpfloat (r.size.height, ==, first.size.height);
        g_assert_cmpfloat (r.origin.x, >, first.origin.x);
        g_assert_cmpfloat (title.origin.y, ==, first_title.origin.y);
      }
  }

  resize (window, 400, 700);
  width = gtk_widget_get_width (GTK_WIDGET (window));
  g_assert_cmpint (width, <=, 400);
  /* A phone's 360 px (with the frame of a window on this display). */
  g_assert_cmpint (min_width (window), <=, 370);
  for (guint i = 0; i < previews->len; i++)
    {
      graphene_rect_t r = bounds_in (g_ptr_array_index (previews, i), window);

      g_test_message ("narrow: picture %u at %g,%g %gx%g", i,
                      r.origin.x, r.origin.y, r.size.width, r.size.height);
      g_assert_cmpfloat (r.origin.x, >=, 0);
      g_assert_cmpfloat (r.origin.x + r.size.width, <=, width);
      if (i > 0)
        g_assert_cmpfloat (r.origin.y, >, bounds_in (g_ptr_array_index (previews, i - 1), window).origin.y);
    }
  close_window (window);
}

/* A game of @data's kind at 400 x 700: the panel is under the board and
 * inside the window, both usable; at 1100 x 760 the panel is beside the
 * board as before. */
static void
test_game_page (gconstpointer data)
{
  TerrGameKind kind = GPOINTER_TO_INT (data);
  TerrWindow *window = make_window (400, 700);
  TerrGamePage *page = TERR_GAME_PAGE (terr_window_get_game_page (window));
  /* The board with what covers it (Garden Paths' "Pass to" screen). */
  GtkWidget *board = gtk_widget_get_first_child (GTK_WIDGET (page));
  GtkWidget *panel = gtk_widget_get_last_child (GTK_WIDGET (page));
  TerrPanelLayout *layout = TERR_PANEL_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (page)));
  graphene_rect_t b, p;
  int width, height;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s",
                                             terr_game_kind_to_string (kind)));
  test_app_spin (100);
  g_assert_cmpstr (terr_window_get_page (window), ==, "game");
  g_assert_true (GTK_IS_SCROLLED_WINDOW (panel));
  /* A phone's 360 px (with the frame of a window on this display). */
  g_assert_cmpint (min_width (window), <=, 370);

  width = gtk_widget_get_width (GTK_WIDGET (window));
  height = gtk_widget_get_height (GTK_WIDGET (window));
  g_assert_cmpint (width, <=, 400);
  g_assert_true (terr_panel_layout_get_narrow (layout));
  b = bounds_in (board, window);
  p = bounds_in (panel, window);
  g_test_message ("%s narrow: board %g,%g %gx%g; panel %g,%g %gx%g", terr_game_kind_to_string (kind),
                  b.origin.x, b.origin.y, b.size.width, b.size.height,
                  p.origin.x, p.origin.y, p.size.width, p.size.height);
  /* The panel under the board, the whole width, inside the window. */
  g_assert_cmpfloat (p.origin.y, >=, b.origin.y + b.size.height);
  g_assert_cmpfloat (p.origin.x, >=, 0);
  g_assert_cmpfloat (p.origin.x + p.size.width, <=, width);
  g_assert_cmpfloat (p.size.width, >=, width - 2);
  g_assert_cmpfloat (p.origin.y + p.size.height, <=, height);
  g_assert_cmpfloat (p.size.height, >=, 150);
  /* The board keeps most of the width. */
  g_assert_cmpfloat (b.size.width, >=, 300);
  g_assert_cmpfloat (b.size.height, >=, 200);
  /* The panel scrolls to what does not fit. */
  {
    GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (panel));

    g_assert_cmpfloat (gtk_adjustment_get_page_size (adj), <=, p.size.height);
    g_assert_cmpfloat (gtk_adjustment_get_upper (adj), >=, gtk_adjustment_get_page_size (adj));
  }

  /* Wide again: side by side, the board the larger part. */
  resize (window, 1100, 760);
  g_assert_false (terr_panel_layout_get_narrow (layout));
  b = bounds_in (board, window);
  p = bounds_in (panel, window);
  g_test_message ("%s wide: board %g,%g %gx%g; panel %g,%g %gx%g", terr_game_kind_to_string (kind),
                  b.origin.x, b.origin.y, b.size.width, b.size.height,
                  p.origin.x, p.origin.y, p.size.width, p.size.height);
  g_assert_cmpfloat (p.origin.x, >=, b.origin.x + b.size.width);
  g_assert_cmpfloat (p.origin.y, <=, b.origin.y);
  g_assert_cmpfloat (p.size.width, >=, 320);
  g_assert_cmpfloat (b.size.width, >, p.size.width);
  g_assert_cmpfloat (p.origin.x + p.size.width, <=, gtk_widget_get_width (GTK_WIDGET (window)));

  close_window (window);
}

/* The replay viewer and the editor need more room than a phone gives;
 * their minimum widths are reported (docs/distribution.md), the window
 * grows to them when they are shown. */
static void
test_other_pages (void)
{
  TerrWindow *window = make_window (1100, 760);
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, 1, NULL);
  int min_h = 0;

  terr_window_review_game (window, game);
  test_app_spin (100);
  g_assert_cmpstr (terr_window_get_page (window), ==, "replay");
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, min_width (window), &min_h, NULL, NULL, NULL);
  g_test_message ("replay viewer: minimum %d x %d", min_width (window), min_h);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-new", "s", "garden-paths"));
  test_app_spin (100);
  g_assert_cmpstr (terr_window_get_page (window), ==, "editor");
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, min_width (window), &min_h, NULL, NULL, NULL);
  g_test_message ("editor: minimum %d x %d", min_width (window), min_h);
  /* Back to the start page: narrow again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL));
  test_app_spin (400);
  g_assert_cmpstr (terr_window_get_page (window), ==, "start");
  g_assert_cmpint (min_width (window), <=, 370);
  close_window (window);
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

  g_test_add_func ("/app/narrow/start-page", test_start_page);
  g_test_add_data_func ("/app/narrow/game-page/hanging-gardens",
                        GINT_TO_POINTER (TERR_GAME_HANGING_GARDENS), test_game_page);
  g_test_add_data_func ("/app/narrow/game-page/ziggurat",
                        GINT_TO_POINTER (TERR_GAME_ZIGGURAT), test_game_page);
  g_test_add_data_func ("/app/narrow/game-page/garden-paths",
                        GINT_TO_POINTER (TERR_GAME_GARDEN_PATHS), test_game_page);
  g_test_add_func ("/app/narrow/other-pages", test_other_pages);

  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
