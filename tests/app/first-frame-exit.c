/* first-frame-exit.c — preloaded (LD_PRELOAD) into a GTK 4 program, ends
 * it with exit (0) after the first frame of its first top-level window:
 * the end of start-up as the start-up benchmark (bench-startup.c) sees
 * it, so that a profiler counts exactly the work of starting.  It does
 * nothing unless TERRACES_FIRST_FRAME_EXIT is set.
 * build-aux/count-startup runs Terraces and the bare window so under
 * callgrind. */
#include <gtk/gtk.h>
#include <stdlib.h>

static void
after_paint_cb (GdkFrameClock *clock,
                GtkWidget     *window)
{
  exit (0);
}

static gboolean
map_hook (GSignalInvocationHint *hint,
          guint                  n_values,
          const GValue          *values,
          gpointer               data)
{
  GtkWidget *widget = g_value_get_object (&values[0]);
  GdkFrameClock *clock;

  if (!GTK_IS_WINDOW (widget))
    return TRUE;
  clock = gtk_widget_get_frame_clock (widget);
  if (clock == NULL)
    return TRUE;
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), widget);
  /* The first window only. */
  return FALSE;
}

__attribute__((constructor)) static void
first_frame_exit_init (void)
{
  if (g_getenv ("TERRACES_FIRST_FRAME_EXIT") == NULL)
    return;
  /* The signal exists once the class does. */
  g_type_class_ref (GTK_TYPE_WIDGET);
  g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0,
                              map_hook, NULL, NULL);
}
