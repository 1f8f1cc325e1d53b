/* test-x11-pointer.h — a person's pointer for the program's tests: real
 * pointer events through the X server.  Before each move of the pointer
 * its window is raised (no window manager runs under Xvfb), the point of
 * the widget becomes a pixel of the window's X window, and xdotool moves
 * the X pointer there and clicks (XTEST).  The test goes on once GTK has
 * handled what the X server sent: the board has seen the pointer, the
 * widget's click gesture has said "released".  TestClicks (in
 * test-board-clicks.h) makes its clicks this way after
 * test_x11_pointer_use.
 */
#pragma once

#include <math.h>
#include <gdk/x11/gdkx.h>

#include "test-board-clicks.h"

/* Whether real pointer events can be made: an X11 display and xdotool. */
static inline gboolean
test_x11_pointer_available (void)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");

  return GDK_IS_X11_DISPLAY (gdk_display_get_default ()) && xdotool != NULL;
}

static inline Display *
test_x11_pointer_display (GdkSurface *surface)
{
  return gdk_x11_display_get_xdisplay (gdk_surface_get_display (surface));
}

/* The X window of @widget's window on top of every other (so that the
 * pointer there is over it). */
static inline void
test_x11_pointer_raise (GtkWidget *widget)
{
  GdkSurface *surface = gtk_native_get_surface (gtk_widget_get_native (widget));

  XRaiseWindow (test_x11_pointer_display (surface), gdk_x11_surface_get_xid (surface));
  XSync (test_x11_pointer_display (surface), False);
}

/* @window's content (its widget coordinates, without the shadow of its
 * decorations) from the top left corner of the screen, where a 1100 x 760
 * window fits on a 1280 x 800 screen. */
static inline void
test_x11_pointer_place (GtkWindow *window)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  double tx, ty;

  gtk_native_get_surface_transform (GTK_NATIVE (window), &tx, &ty);
  XMoveWindow (test_x11_pointer_display (surface), gdk_x11_surface_get_xid (surface),
               -(int) round (tx), -(int) round (ty));
  XSync (test_x11_pointer_display (surface), False);
}

/* The pixel (@wx, @wy) of @widget's X window nearest its point (@x, @y),
 * and that pixel in @widget's coordinates (@lx, @ly: what GTK will report
 * of a pointer there).  FALSE when the pixel is off the screen or
 * something else of the window takes the pointer there. */
static inline gboolean
test_x11_pointer_locate (GtkWidget *widget,
                         double     x,
                         double     y,
                         int       *wx,
                         int       *wy,
                         double    *lx,
                         double    *ly)
{
  GtkNative *native = gtk_widget_get_native (widget);
  GdkSurface *surface = gtk_native_get_surface (native);
  Display *dpy = test_x11_pointer_display (surface);
  int scale = gdk_surface_get_scale_factor (surface);
  graphene_point_t at, back;
  GtkWidget *picked;
  double tx, ty;
  int rx, ry;
  Window child;

  gtk_native_get_surface_transform (native, &tx, &ty);
  if (!gtk_widget_compute_point (widget, GTK_WIDGET (native), &GRAPHENE_POINT_INIT (x, y), &at))
    return FALSE;
  *wx = (int) round ((at.x + tx) * scale);
  *wy = (int) round ((at.y + ty) * scale);
  at = GRAPHENE_POINT_INIT (*wx / (double) scale - tx, *wy / (double) scale - ty);
  picked = gtk_widget_pick (GTK_WIDGET (native), at.x, at.y, GTK_PICK_DEFAULT);
  if (picked == NULL || (picked != widget && !gtk_widget_is_ancestor (picked, widget)))
    return FALSE;
  if (!gtk_widget_compute_point (GTK_WIDGET (native), widget, &at, &back))
    return FALSE;
  *lx = back.x;
  *ly = back.y;
  if (!XTranslateCoordinates (dpy, gdk_x11_surface_get_xid (surface), DefaultRootWindow (dpy),
                              *wx, *wy, &rx, &ry, &child))
    return FALSE;
  return rx >= 0 && ry >= 0 && rx < DisplayWidth (dpy, DefaultScreen (dpy))
         && ry < DisplayHeight (dpy, DefaultScreen (dpy));
}

/* xdotool mousemove --window XID @wx @wy, then a click of @button (none
 * when 0; 4 and 5 turn the wheel). */
static inline void
test_x11_pointer_xdotool (GtkWidget *widget,
                          int        wx,
                          int        wy,
                          guint      button)
{
  GdkSurface *surface = gtk_native_get_surface (gtk_widget_get_native (widget));
  g_autofree char *xid = g_strdup_printf ("%lu", (unsigned long) gdk_x11_surface_get_xid (surface));
  g_autofree char *xs = g_strdup_printf ("%d", wx);
  g_autofree char *ys = g_strdup_printf ("%d", wy);
  g_autofree char *bs = g_strdup_printf ("%u", button);
  /* (click waits 100 ms after the click without --delay 0.) */
  const char *argv[] = { "xdotool", "mousemove", "--window", xid, xs, ys,
                         button != 0 ? "click" : NULL, "--delay", "0", bs, NULL };
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

typedef struct
{
  GtkAdjustment *adjustment;
  double         value;
} TestX11Scrolled;

static inline gboolean
test_x11_pointer_has_scrolled (gpointer data)
{
  TestX11Scrolled *s = data;

  return gtk_adjustment_get_value (s->adjustment) != s->value;
}

/* As a person does before she clicks (@x, @y) of @widget where it lies
 * out of view: the wheel over the scrolled window around it, a notch at a
 * time, until the point is in view. */
static inline void
test_x11_pointer_scroll_to (GtkWidget *widget,
                            double     x,
                            double     y)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  double lx, ly;
  int wx, wy;

  for (guint notches = 0; !test_x11_pointer_locate (widget, x, y, &wx, &wy, &lx, &ly); notches++)
    {
      TestX11Scrolled s = { NULL, 0 };
      graphene_point_t at;

      g_assert_nonnull (scrolled);
      g_assert_cmpuint (notches, <, 100);
      s.adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
      s.value = gtk_adjustment_get_value (s.adjustment);
      g_assert_true (gtk_widget_compute_point (widget, scrolled, &GRAPHENE_POINT_INIT (x, y), &at));
      /* Out of view, not behind something else. */
      g_assert_true (at.y < 0 || at.y >= gtk_widget_get_height (scrolled));
      g_assert_true (test_x11_pointer_locate (scrolled, gtk_widget_get_width (scrolled) / 2.0,
                                              gtk_widget_get_height (scrolled) / 2.0, &wx, &wy, &lx, &ly));
      test_x11_pointer_xdotool (scrolled, wx, wy, at.y < 0 ? 4 : 5);
      g_assert_true (test_app_wait (test_x11_pointer_has_scrolled, &s, 60000));
      /* Until the list lies still (the wheel may glide), drawn. */
      do
        {
          s.value = gtk_adjustment_get_value (s.adjustment);
          test_clicks_settle (scrolled);
        }
      while (gtk_adjustment_get_value (s.adjustment) != s.value);
      g_test_message ("the wheel turned %s to bring a point of %s into view",
                      at.y < 0 ? "up" : "down", G_OBJECT_TYPE_NAME (widget));
    }
}

/* What the board's motion controller was told while the X pointer moved. */
typedef struct
{
  gboolean seen;
  double   x, y;
} TestX11Seen;

static inline void
test_x11_pointer_seen_cb (GtkEventControllerMotion *motion,
                          double                    x,
                          double                    y,
                          TestX11Seen              *seen)
{
  seen->seen = TRUE;
  seen->x = x;
  seen->y = y;
}

typedef struct
{
  TestX11Seen *seen;
  double       x, y;
} TestX11Awaited;

static inline gboolean
test_x11_pointer_seen_at (gpointer data)
{
  TestX11Awaited *a = data;

  return a->seen->seen && fabs (a->seen->x - a->x) < 0.05 && fabs (a->seen->y - a->y) < 0.05;
}

/* Whether the X pointer is at the pixel (@wx, @wy) of @widget's X window. */
static inline gboolean
test_x11_pointer_is_at (GtkWidget *widget,
                        int        wx,
                        int        wy)
{
  GdkSurface *surface = gtk_native_get_surface (gtk_widget_get_native (widget));
  Window root, child;
  int rx, ry, x, y;
  unsigned int mask;

  return XQueryPointer (test_x11_pointer_display (surface), gdk_x11_surface_get_xid (surface),
                        &root, &child, &rx, &ry, &x, &y, &mask)
         && x == wx && y == wy;
}

/* The X pointer to (@x, @y) of @board, back once the board's motion
 * controller has reported it there (the ghost follows).  FALSE, the
 * pointer unmoved, where no pointer reaches the board (off the screen,
 * or another widget in front). */
static inline gboolean
test_x11_pointer_point (TerrBoard *board,
                        double     x,
                        double     y)
{
  GtkWidget *widget = GTK_WIDGET (board);
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  GtkEventController *motion = NULL;
  TestX11Seen seen = { FALSE, 0, 0 };
  TestX11Awaited awaited = { &seen, 0, 0 };
  int wx, wy;
  gulong enter_id, motion_id;

  test_x11_pointer_raise (widget);
  if (!test_x11_pointer_locate (widget, x, y, &wx, &wy, &awaited.x, &awaited.y))
    return FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && motion == NULL; i++)
    {
      g_autoptr(GtkEventController) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (c))
        motion = c;
    }
  g_assert_nonnull (motion);
  enter_id = g_signal_connect_after (motion, "enter", G_CALLBACK (test_x11_pointer_seen_cb), &seen);
  motion_id = g_signal_connect_after (motion, "motion", G_CALLBACK (test_x11_pointer_seen_cb), &seen);
  /* Already there: no event would come; a pixel aside first. */
  if (test_x11_pointer_is_at (widget, wx, wy))
    {
      TestX11Awaited aside = { &seen, 0, 0 };
      int ax, ay;

      g_assert_true (test_x11_pointer_locate (widget, x + 1, y, &ax, &ay, &aside.x, &aside.y)
                     || test_x11_pointer_locate (widget, x - 1, y, &ax, &ay, &aside.x, &aside.y));
      test_x11_pointer_xdotool (widget, ax, ay, 0);
      g_assert_true (test_app_wait (test_x11_pointer_seen_at, &aside, 60000));
    }
  test_x11_pointer_xdotool (widget, wx, wy, 0);
  g_assert_true (test_app_wait (test_x11_pointer_seen_at, &awaited, 60000));
  g_signal_handler_disconnect (motion, enter_id);
  g_signal_handler_disconnect (motion, motion_id);
  return TRUE;
}

typedef struct
{
  guint  n;
  double x, y;
} TestX11Released;

static inline void
test_x11_pointer_released_cb (GtkGestureClick *gesture,
                              int              n_press,
                              double           x,
                              double           y,
                              TestX11Released *released)
{
  released->n++;
  released->x = x;
  released->y = y;
}

static inline gboolean
test_x11_pointer_has_released (gpointer data)
{
  return ((TestX11Released *) data)->n > 0;
}

/* A primary click at (@x, @y) of @widget through the X server (scrolled
 * into view first): back once @gesture (the widget's) has handled its
 * release there. */
static inline void
test_x11_pointer_click (GtkWidget  *widget,
                        GtkGesture *gesture,
                        double      x,
                        double      y)
{
  TestX11Released released = { 0 };
  double lx, ly;
  int wx, wy;
  gulong id;

  test_x11_pointer_raise (widget);
  test_x11_pointer_scroll_to (widget, x, y);
  g_assert_true (test_x11_pointer_locate (widget, x, y, &wx, &wy, &lx, &ly));
  id = g_signal_connect_after (gesture, "released", G_CALLBACK (test_x11_pointer_released_cb), &released);
  test_x11_pointer_xdotool (widget, wx, wy, GDK_BUTTON_PRIMARY);
  g_assert_true (test_app_wait (test_x11_pointer_has_released, &released, 60000));
  g_signal_handler_disconnect (gesture, id);
  g_assert_cmpuint (released.n, ==, 1);
  /* Where GTK says it was is where the test meant it. */
  g_assert_cmpfloat_with_epsilon (released.x, lx, 0.05);
  g_assert_cmpfloat_with_epsilon (released.y, ly, 0.05);
}

static const TestClicksPointer test_x11_pointer = {
  test_x11_pointer_click,
  test_x11_pointer_point,
};

/* @clicks go through the X server, in @a and @b: no window manager, so
 * they lie on top of each other, each raised when clicked. */
static inline void
test_x11_pointer_use (TestClicks *clicks,
                      GtkWindow  *a,
                      GtkWindow  *b)
{
  clicks->pointer = &test_x11_pointer;
  test_x11_pointer_place (a);
  test_x11_pointer_place (b);
}
