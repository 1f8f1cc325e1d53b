/* test-app-common.h — helpers shared by the program's tests. */
#pragma once

#include <adwaita.h>
#include <glib/gstdio.h>

#include "terr-application.h"
#include "terr-games.h"
#include "terr-new-game-dialog.h"
#include "terr-window.h"

static char *test_data_home;

/* A small Hanging Gardens puzzle, "Two Beds": two actions to raise seat
 * 1's view from 19 to 22 (six distinct ways). */
#define TEST_HG_PUZZLE_XML \
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
  "<terraces format=\"1\" game=\"hanging-gardens\" kind=\"scenario\">\n" \
  "  <meta>\n    <title>Two Beds</title>\n  </meta>\n" \
  "  <rules players=\"2\" progress-rule=\"true\"/>\n" \
  "  <players>\n    <player seat=\"1\" name=\"You\" type=\"human\"/>\n" \
  "    <player seat=\"2\" name=\"Rival\" type=\"human\"/>\n  </players>\n" \
  "  <position to-move=\"1\" actions-taken=\"0\" passes=\"0\">\n" \
  "    <supply tiles=\"12\" suns=\"0\" moons=\"0\" crowns=\"0\" arms=\"2\"/>\n" \
  "    <terrace x=\"-2\" y=\"-3\" level=\"0\"/>\n    <terrace x=\"1\" y=\"-2\" level=\"0\"/>\n" \
  "    <terrace x=\"3\" y=\"-2\" level=\"0\"/>\n    <terrace x=\"-4\" y=\"-1\" level=\"0\"/>\n" \
  "    <terrace x=\"-2\" y=\"-1\" level=\"0\"/>\n    <terrace x=\"-6\" y=\"0\" level=\"0\"/>\n" \
  "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n    <terrace x=\"2\" y=\"0\" level=\"0\"/>\n" \
  "    <terrace x=\"-2\" y=\"1\" level=\"0\"/>\n    <terrace x=\"2\" y=\"2\" level=\"0\"/>\n" \
  "    <terrace x=\"-1\" y=\"3\" level=\"0\"/>\n    <support x=\"-1\" y=\"3\" level=\"0\" stack=\"1\"/>\n" \
  "    <bed x=\"-2\" y=\"-2\" suit=\"arms\"/>\n    <bed x=\"2\" y=\"-2\" suit=\"crowns\"/>\n" \
  "    <bed x=\"3\" y=\"-2\" suit=\"crowns\"/>\n    <bed x=\"-2\" y=\"-1\" suit=\"moons\"/>\n" \
  "    <bed x=\"1\" y=\"-1\" suit=\"suns\"/>\n    <bed x=\"2\" y=\"-1\" suit=\"crowns\"/>\n" \
  "    <bed x=\"4\" y=\"-1\" suit=\"crowns\"/>\n    <bed x=\"-2\" y=\"0\" suit=\"moons\"/>\n" \
  "    <bed x=\"-1\" y=\"0\" suit=\"moons\"/>\n    <bed x=\"0\" y=\"0\" suit=\"suns\"/>\n" \
  "    <bed x=\"1\" y=\"0\" suit=\"suns\"/>\n    <bed x=\"2\" y=\"0\" suit=\"moons\"/>\n" \
  "    <bed x=\"-2\" y=\"1\" suit=\"moons\"/>\n    <bed x=\"0\" y=\"1\" suit=\"suns\"/>\n" \
  "    <bed x=\"1\" y=\"1\" suit=\"suns\"/>\n    <bed x=\"2\" y=\"1\" suit=\"crowns\"/>\n" \
  "    <bed x=\"3\" y=\"1\" suit=\"arms\"/>\n    <bed x=\"-2\" y=\"2\" suit=\"arms\"/>\n" \
  "    <bed x=\"2\" y=\"2\" suit=\"suns\"/>\n    <bed x=\"3\" y=\"2\" suit=\"arms\"/>\n" \
  "    <bed x=\"2\" y=\"3\" suit=\"moons\"/>\n    <bed x=\"3\" y=\"3\" suit=\"crowns\"/>\n" \
  "    <gazebo x=\"-4\" y=\"0\" seat=\"1\"/>\n    <gazebo x=\"-5\" y=\"0\" seat=\"2\"/>\n" \
  "  </position>\n" \
  "  <goal type=\"min-score\" seat=\"1\" value=\"22\" actions=\"2\"/>\n" \
  "</terraces>\n"

/* gtk_test_init() aborts without a display: print a TAP skip instead. */
static inline gboolean
test_app_init (int    *argc,
               char ***argv)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display (run under Xvfb)\n");
      return FALSE;
    }

  /* The autosave goes to a folder of our own.  (Not G_TEST_OPTION_ISOLATE_DIRS:
   * it also hides the system's MIME database, and then no SVG icon loads.) */
  test_data_home = g_dir_make_tmp ("terraces-test-XXXXXX", NULL);
  g_assert_nonnull (test_data_home);
  g_setenv ("XDG_DATA_HOME", test_data_home, TRUE);

  g_test_init (argc, argv, NULL);
  gtk_init ();
  adw_init ();
  /* gtk_test_init() would do this: every warning is fatal. */
  g_log_set_always_fatal (G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL | G_LOG_FATAL_MASK);
  terr_games_ensure_types ();
  return TRUE;
}

/* The application the tests open windows of: not unique (tests may run
 * side by side), registered. */
static inline TerrApplication *
test_app_new_application (void)
{
  TerrApplication *application = terr_application_new ();

  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, NULL));
  return application;
}

/* A window of @application, shown; closed and checked to be freed. */
static inline TerrWindow *
test_app_make_window (TerrApplication *application)
{
  TerrWindow *window = terr_window_new (application);

  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static inline void test_app_spin (guint ms);

static inline void
test_app_close_window (TerrWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
}

/* Run the main loop until @done returns TRUE.  Gives up after @ms
 * milliseconds, but never before a minute: the wait ends as soon as @done
 * holds, and a busy machine (CI shares 2 cores with sanitizers) must never
 * fail a test that would pass on an idle one. */
static inline gboolean
test_app_wait (gboolean (*done) (gpointer data),
               gpointer  data,
               guint     ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) MAX (ms, 60000) * 1000;

  while (!done (data))
    {
      if (g_get_monotonic_time () > end)
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  return TRUE;
}

static inline void
test_app_spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* The first widget of @type at or under @widget, in tree order. */
static inline GtkWidget *
test_app_find_child (GtkWidget *widget,
                     GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = test_app_find_child (child, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A shown AdwMessageDialog (the "save changes?" question), or NULL. */
static inline AdwMessageDialog *
test_app_find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (item) && gtk_widget_get_visible (GTK_WIDGET (item)))
        return ADW_MESSAGE_DIALOG (item);
    }
  return NULL;
}

static inline gboolean
test_app_has_size (gpointer widget)
{
  return gtk_widget_get_width (widget) > 0 && gtk_widget_get_height (widget) > 0;
}

/* @texture as a cairo image of @w x @h. */
static inline cairo_surface_t *
test_app_texture_surface (GdkTexture *texture,
                          int         w,
                          int         h)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);

  cairo_surface_flush (surface);
  gdk_texture_download (texture, cairo_image_surface_get_data (surface),
                        cairo_image_surface_get_stride (surface));
  cairo_surface_mark_dirty (surface);
  return surface;
}

/* @widget's own drawing and its children's as it is shown (the paintable
 * of a widget shows its last drawing until it queues a draw), with the
 * cairo renderer, once it has a size. */
static inline cairo_surface_t *
test_app_render_widget (GtkWidget *widget)
{
  /* On a busy machine the allocation may come a little later. */
  gboolean allocated = test_app_wait (test_app_has_size, widget, 60000);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr(GdkTexture) texture = NULL;

  g_assert_true (allocated);
  g_assert_cmpint (w, >, 0);
  g_assert_cmpint (h, >, 0);
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  /* The paintable has a node only once the widget was drawn on screen: on
   * a busy machine that frame may still be coming (bounded: 60 s). */
  for (guint tries = 0; node == NULL && tries < 3000; tries++)
    {
      test_app_spin (20);
      w = gtk_widget_get_width (widget);
      h = gtk_widget_get_height (widget);
      snapshot = gtk_snapshot_new ();
      gdk_paintable_snapshot (paintable, snapshot, w, h);
      node = gtk_snapshot_free_to_node (snapshot);
    }
  g_assert_nonnull (node);
  g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gsk_renderer_unrealize (renderer);

  return test_app_texture_surface (texture, w, h);
}

/* @widget's own snapshot (not its children's), rendered with the cairo
 * renderer: what the widget gives GTK to draw now (the widget paintable
 * only has a node once the widget was drawn on screen). */
static inline cairo_surface_t *
test_app_snapshot_own (GtkWidget *widget)
{
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr(GdkTexture) texture = NULL;

  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gsk_renderer_unrealize (renderer);

  return test_app_texture_surface (texture, w, h);
}

/* Remove a game file a test wrote and the folder made for it. */
static inline void
test_app_remove_file (GFile *file,
                      char  *dir)
{
  g_autofree char *path = g_file_get_path (file);

  g_remove (path);
  g_rmdir (dir);
}

/* With TERR_EDITOR_PICTURES set: @widget as shown, into that folder. */
static inline void
test_app_picture (GtkWidget  *widget,
                  const char *name)
{
  const char *folder = g_getenv ("TERR_EDITOR_PICTURES");
  g_autofree char *path = NULL;
  cairo_surface_t *surface;

  if (folder == NULL)
    return;
  path = g_build_filename (folder, name, NULL);
  test_app_spin (300);
  surface = test_app_render_widget (widget);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

/* Remove what the tests wrote under XDG_DATA_HOME. */
static inline void
test_app_cleanup (void)
{
  g_autofree char *autosave = terr_session_get_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (autosave);

  g_remove (autosave);
  g_rmdir (dir);
  g_rmdir (test_data_home);
  g_clear_pointer (&test_data_home, g_free);
}

/* The New Game dialog on screen, or NULL. */
/* The motion controller through which pointing at @widget lights squares
 * on the board (terr_board_highlight_on_hover), or NULL. */
static inline GtkEventController *
test_app_hover_controller (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (c) && g_object_get_data (G_OBJECT (c), "terr-board-hover") != NULL)
        return c;
    }
  return NULL;
}

/* The pointer enters @widget (a synthesized "enter": a grabbed focus lights
 * nothing while another test's window on the display is the active one). */
static inline void
test_app_point_at (GtkWidget *widget)
{
  GtkEventController *motion = test_app_hover_controller (widget);

  g_assert_nonnull (motion);
  g_signal_emit_by_name (motion, "enter", 2.0, 2.0);
}

static inline TerrNewGameDialog *
test_app_find_new_game_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  TerrNewGameDialog *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (TERR_IS_NEW_GAME_DIALOG (item) && gtk_widget_get_visible (GTK_WIDGET (item)))
        found = TERR_NEW_GAME_DIALOG (item);
    }
  return found;
}
