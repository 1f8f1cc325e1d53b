/* bare-window.c — the yardstick of the start-up benchmark
 * (bench-startup.c): the least a libadwaita program shows, an
 * AdwApplication with one AdwApplicationWindow holding a header bar, at
 * the size given as "WIDTHxHEIGHT" (the size of the Terraces window).
 *
 * Once its first frame is drawn it prints "renderer: TYPE" (the GSK
 * renderer the window really got, e.g. GskGLRenderer or GskCairoRenderer)
 * on standard output, so the benchmark can say what it measured.
 */
#include <adwaita.h>
#include <stdio.h>

static int width = 1100, height = 760;

static void
after_paint_cb (GdkFrameClock *clock,
                GtkWidget     *window)
{
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));

  printf ("renderer: %s\n", renderer != NULL ? G_OBJECT_TYPE_NAME (renderer) : "none");
  fflush (stdout);
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, window);
}

static void
map_cb (GtkWidget *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), window);
}

static void
activate_cb (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_title (GTK_WINDOW (window), "Bare Window");
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  g_signal_connect (window, "map", G_CALLBACK (map_cb), NULL);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = NULL;

  if (argc > 1 && sscanf (argv[1], "%dx%d", &width, &height) != 2)
    {
      fprintf (stderr, "usage: %s [WIDTHxHEIGHT]\n", argv[0]);
      return 2;
    }

  app = adw_application_new ("io.github.terraces.BareWindow", G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), 1, argv);
}
