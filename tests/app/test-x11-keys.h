/* test-x11-keys.h — real key events for the program's tests: the window
 * takes the X input focus, then xdotool types on the X display (XTEST). */
#pragma once

#include <gdk/x11/gdkx.h>

static inline void
test_x11_take_focus (GtkWindow *window)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  Display *dpy = gdk_x11_display_get_xdisplay (gdk_surface_get_display (surface));

  XRaiseWindow (dpy, gdk_x11_surface_get_xid (surface));
  XSetInputFocus (dpy, gdk_x11_surface_get_xid (surface), RevertToParent, CurrentTime);
  XSync (dpy, False);
}

static inline gboolean
test_x11_window_active (gpointer window)
{
  return gtk_window_is_active (GTK_WINDOW (window));
}
