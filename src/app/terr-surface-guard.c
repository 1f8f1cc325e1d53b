/* terr-surface-guard.c — no GDK surface calls a window that is gone.
 *
 * GTK 4.8's gtk_window_realize() connects its ::compute-size handler to
 * the window's GdkSurface with the window as data, and
 * gtk_window_unrealize() disconnects every handler it put there but that
 * one before destroying the surface.  GDK's X11 backend can still hold
 * the destroyed surface for a while (events for it are still queued) and
 * lay it out again: the handler then casts the window, finalized by then
 * ("invalid unclassed pointer in cast to 'GtkWindow'").  A window that
 * was shown and hidden before it went (the keyboard-shortcuts window
 * closed, then its window closed) hits it about one time in three.
 *
 * So every toplevel, just before GTK unrealizes it, drops the handlers
 * its surface's ::compute-size still has for it: the window is going and
 * the surface with it, nothing is left to size.
 */
#include "config.h"

#include "terr-surface-guard.h"

#define GUARDED_KEY "terr-surface-guard"

static void
window_unrealize_cb (GtkWidget *window)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  if (surface != NULL && GDK_IS_TOPLEVEL (surface))
    g_signal_handlers_disconnect_matched (surface,
                                          G_SIGNAL_MATCH_ID | G_SIGNAL_MATCH_DATA,
                                          g_signal_lookup ("compute-size", GDK_TYPE_TOPLEVEL),
                                          0, NULL, NULL, window);
}

static void
guard_window (GObject *window)
{
  if (g_object_get_data (window, GUARDED_KEY) != NULL)
    return;
  g_object_set_data (window, GUARDED_KEY, GINT_TO_POINTER (TRUE));
  /* Not after: GtkWindow's own unrealize, which runs last, destroys the
   * surface. */
  g_signal_connect (window, "unrealize", G_CALLBACK (window_unrealize_cb), NULL);
}

static void
toplevels_changed_cb (GListModel *toplevels,
                      guint       position,
                      guint       removed,
                      guint       added,
                      gpointer    user_data)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      guard_window (window);
    }
}

void
terr_surface_guard_install (void)
{
  static gboolean installed = FALSE;
  GListModel *toplevels;

  if (installed)
    return;
  installed = TRUE;

  toplevels = gtk_window_get_toplevels ();
  g_signal_connect (toplevels, "items-changed", G_CALLBACK (toplevels_changed_cb), NULL);
  toplevels_changed_cb (toplevels, 0, 0, g_list_model_get_n_items (toplevels), NULL);
}
