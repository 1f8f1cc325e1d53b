/* test-seat-colors.c — the seats' chosen colours (the "seat-colors"
 * setting) on the pictures drawn outside the board: the Hanging Gardens
 * card of the start page and the diagrams of the Hanging Gardens help
 * page.  Each picture is rendered with the cairo renderer and its pixels
 * are counted: with the default colours the seats' gazebos are orange and
 * sky blue; once the setting says lilac and yellow, the same widgets,
 * still on screen, show lilac and yellow and no orange or sky blue. */
#include "config.h"

#include "test-app-common.h"
#include "terr-help-diagram.h"
#include "terr-help-window.h"
#include "terr-preview.h"
#include "terr-render.h"
#include "terr-window.h"

static TerrApplication *app;

/* The palette indices of the colours the test chooses (terr-seat-colors.h):
 * seat 1 lilac, seat 2 yellow. */
#define CHOSEN_SEAT_1 5
#define CHOSEN_SEAT_2 3

typedef struct {
  guint seat1_default;  /* orange */
  guint seat2_default;  /* sky blue */
  guint seat1_chosen;   /* lilac */
  guint seat2_chosen;   /* yellow */
} ColorCounts;

static void
set_seat_colors (GSettings   *settings,
                 const gint32 indices[6])
{
  g_settings_set_value (settings, "seat-colors",
                        g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, indices, 6, sizeof (gint32)));
}

static void
collect (GtkWidget *widget,
         GType      type,
         GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect (child, type, found);
}

static gboolean
all_drawn (gpointer data)
{
  GPtrArray *widgets = data;

  for (guint i = 0; i < widgets->len; i++)
    if (!gtk_widget_get_mapped (widgets->pdata[i])
        || gtk_widget_get_width (widgets->pdata[i]) <= 0
        || gtk_widget_get_height (widgets->pdata[i]) <= 0)
      return FALSE;
  return TRUE;
}

/* How many opaque pixels of @surface are @color, give or take a little
 * (anti-aliased edges are left out). */
static guint
count_color (cairo_surface_t       *surface,
             const TerrRenderColor *color)
{
  int w = cairo_image_surface_get_width (surface);
  int h = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);
  int r = (int) (color->red * 255 + 0.5);
  int g = (int) (color->green * 255 + 0.5);
  int b = (int) (color->blue * 255 + 0.5);
  guint n = 0;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 p = ((const guint32 *) (data + y * stride))[x];

        if (p >> 24 == 0xff
            && ABS ((int) ((p >> 16) & 0xff) - r) <= 4
            && ABS ((int) ((p >> 8) & 0xff) - g) <= 4
            && ABS ((int) (p & 0xff) - b) <= 4)
          n++;
      }
  return n;
}

/* The colours of seats 1 and 2, default and chosen, in the pictures of
 * @widgets (rendered as they are shown). */
static ColorCounts
count_seat_colors (GPtrArray *widgets)
{
  ColorCounts counts = { 0 };
  TerrRenderColor seat1_default, seat2_default, seat1_chosen, seat2_chosen;

  terr_render_get_palette_color (0, &seat1_default);
  terr_render_get_palette_color (1, &seat2_default);
  terr_render_get_palette_color (CHOSEN_SEAT_1, &seat1_chosen);
  terr_render_get_palette_color (CHOSEN_SEAT_2, &seat2_chosen);
  for (guint i = 0; i < widgets->len; i++)
    {
      cairo_surface_t *surface = test_app_render_widget (widgets->pdata[i]);

      counts.seat1_default += count_color (surface, &seat1_default);
      counts.seat2_default += count_color (surface, &seat2_default);
      counts.seat1_chosen += count_color (surface, &seat1_chosen);
      counts.seat2_chosen += count_color (surface, &seat2_chosen);
      cairo_surface_destroy (surface);
    }
  g_test_message ("orange %u, sky blue %u, lilac %u, yellow %u",
                  counts.seat1_default, counts.seat2_default,
                  counts.seat1_chosen, counts.seat2_chosen);
  return counts;
}

/* Change the setting while @widgets are shown, and check that their
 * pictures change from the default colours to the chosen ones and back. */
static void
check_follows_setting (GPtrArray *widgets)
{
  static const gint32 chosen[6] = { CHOSEN_SEAT_1, CHOSEN_SEAT_2, 2, 0, 4, 1 };
  GSettings *settings = terr_application_get_settings (app);
  ColorCounts counts;

  g_assert_nonnull (settings);
  g_assert_cmpuint (widgets->len, >, 0);
  g_assert_true (test_app_wait (all_drawn, widgets, 60000));
  test_app_spin (50);

  /* The default colours: the gazebos of seats 1 and 2 are drawn. */
  counts = count_seat_colors (widgets);
  g_assert_cmpuint (counts.seat1_default, >, 10);
  g_assert_cmpuint (counts.seat2_default, >, 10);
  g_assert_cmpuint (counts.seat1_chosen, ==, 0);
  g_assert_cmpuint (counts.seat2_chosen, ==, 0);

  /* Chosen while shown: the pictures are drawn again in those colours. */
  set_seat_colors (settings, chosen);
  test_app_spin (50);
  counts = count_seat_colors (widgets);
  g_assert_cmpuint (counts.seat1_chosen, >, 10);
  g_assert_cmpuint (counts.seat2_chosen, >, 10);
  g_assert_cmpuint (counts.seat1_default, ==, 0);
  g_assert_cmpuint (counts.seat2_default, ==, 0);

  /* And back. */
  g_settings_reset (settings, "seat-colors");
  test_app_spin (50);
  counts = count_seat_colors (widgets);
  g_assert_cmpuint (counts.seat1_default, >, 10);
  g_assert_cmpuint (counts.seat1_chosen, ==, 0);
}

/* The Hanging Gardens card of the start page. */
static void
test_start_page (void)
{
  TerrWindow *window = g_object_ref_sink (terr_window_new (app));
  g_autoptr(GPtrArray) previews = g_ptr_array_new ();
  g_autoptr(GPtrArray) hg = g_ptr_array_new ();

  gtk_window_present (GTK_WINDOW (window));
  g_assert_cmpstr (terr_window_get_page (window), ==, "start");
  collect (GTK_WIDGET (window), TERR_TYPE_PREVIEW, previews);
  g_assert_cmpuint (previews->len, ==, 3);
  for (guint i = 0; i < previews->len; i++)
    if (terr_preview_get_kind (previews->pdata[i]) == TERR_GAME_HANGING_GARDENS)
      g_ptr_array_add (hg, previews->pdata[i]);
  g_assert_cmpuint (hg->len, ==, 1);

  check_follows_setting (hg);

  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
}

/* The diagrams of the Hanging Gardens help page. */
static void
test_help (void)
{
  /* The main window makes the program follow the setting. */
  TerrWindow *main_window = g_object_ref_sink (terr_window_new (app));
  GtkWidget *window = g_object_ref_sink (terr_help_window_new ());
  g_autoptr(GPtrArray) diagrams = g_ptr_array_new ();
  GtkWidget *page;

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (terr_help_window_show_page (TERR_HELP_WINDOW (window), "hanging-gardens"));
  page = terr_help_window_get_page_widget (TERR_HELP_WINDOW (window), "hanging-gardens");
  g_assert_nonnull (page);
  collect (page, TERR_TYPE_HELP_DIAGRAM, diagrams);

  check_follows_setting (diagrams);

  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (main_window));
  test_app_spin (20);
  g_assert_finalize_object (window);
  g_assert_finalize_object (main_window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!test_app_init (&argc, &argv))
    return 0;

  app = test_app_new_application ();

  g_test_add_func ("/app/seat-colors/start-page", test_start_page);
  g_test_add_func ("/app/seat-colors/help", test_help);

  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
