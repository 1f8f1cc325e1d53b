/* test-desktop.c — how the window fits in the desktop: the recent files
 * on the start page (GtkRecentManager, newest first, at most five, only
 * Terraces files that still exist, opened and removed through actions),
 * and the window's minimum size against the display length the AppStream
 * metainfo requires.
 *
 * Argument: the metainfo source (data/….metainfo.xml.in). */
#include "config.h"

#include <string.h>

#include "test-app-common.h"
#include "terr-file-dialogs.h"
#include "terr-window.h"

static TerrApplication *app;
static const char *metainfo_path;
static char *files_dir;

static TerrWindow *
make_window (void)
{
  TerrWindow *window = terr_window_new (app);

  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
close_window (TerrWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
}

/* The start page's "Recent Files" section (its heading and its list). */
static GtkWidget *
find_recent_group (GtkWidget *widget)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), "recent-files") == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_recent_group (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
collect_rows (GtkWidget *widget, GPtrArray *rows)
{
  if (ADW_IS_ACTION_ROW (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "win.open-recent") == 0)
    g_ptr_array_add (rows, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_rows (c, rows);
}

/* The "Remove … From Recent Files" button of a row. */
static GtkWidget *
find_forget_button (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "win.forget-recent") == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_forget_button (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The titles of the recent rows, top to bottom, joined by spaces. */
static char *
recent_titles (TerrWindow *window)
{
  GtkWidget *group = find_recent_group (GTK_WIDGET (window));
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  GString *s = g_string_new (NULL);

  g_assert_nonnull (group);
  if (gtk_widget_get_visible (group))
    collect_rows (group, rows);
  for (guint i = 0; i < rows->len; i++)
    g_string_append_printf (s, "%s%s", i ? " " : "",
                            adw_preferences_row_get_title (ADW_PREFERENCES_ROW (rows->pdata[i])));
  return g_string_free (s, FALSE);
}

typedef struct {
  TerrWindow *window;
  const char *expected;
} TitlesWait;

static gboolean
titles_are (gpointer data)
{
  TitlesWait *w = data;
  g_autofree char *titles = recent_titles (w->window);

  return g_str_equal (titles, w->expected);
}

static void
wait_for_titles (TerrWindow *window, const char *expected)
{
  TitlesWait w = { window, expected };

  if (!test_app_wait (titles_are, &w, 10000))
    {
      g_autofree char *titles = recent_titles (window);
      g_error ("recent files: “%s”, expected “%s”", titles, expected);
    }
}

static char *
write_game (const char *name, TerrGameKind kind)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_game_new (kind, kind == TERR_GAME_ZIGGURAT ? 1 : 2, 7, &error);
  char *path = g_build_filename (files_dir, name, NULL);

  g_assert_no_error (error);
  g_assert_true (terr_game_save_path (game, path, TERR_FILE_SCENARIO, &error));
  g_assert_no_error (error);
  return path;
}

static void
open_path (TerrWindow *window, const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_assert_true (terr_window_open_file (window, file));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL);
  /* Distinct modification times, so that the order is the order opened. */
  g_usleep (2000);
}

static gboolean
shows_file (gpointer path)
{
  GFile *file = terr_session_get_file (terr_application_get_session (app));
  g_autofree char *shown = file != NULL ? g_file_get_path (file) : NULL;

  return g_strcmp0 (shown, path) == 0;
}

static void
test_recent_files (void)
{
  const char *names[] = { "one", "two", "three", "four", "five", "six", "seven" };
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  TerrWindow *window = make_window ();
  GtkRecentManager *manager = gtk_recent_manager_get_default ();
  g_autofree char *five_uri = NULL;
  g_autofree char *seven_uri = NULL;

  /* Nothing yet: the group is hidden. */
  g_assert_false (gtk_widget_get_visible (find_recent_group (GTK_WIDGET (window))));

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *file = g_strdup_printf ("%s.terraces", names[i]);
      g_ptr_array_add (paths, write_game (file, i % 2 ? TERR_GAME_HANGING_GARDENS : TERR_GAME_ZIGGURAT));
      open_path (window, paths->pdata[i]);
    }
  /* Newest first, five at most. */
  wait_for_titles (window, "seven.terraces six.terraces five.terraces four.terraces three.terraces");
  g_assert_true (gtk_widget_get_visible (find_recent_group (GTK_WIDGET (window))));

  /* Opening from the list opens the file and moves it to the top. */
  five_uri = g_filename_to_uri (paths->pdata[4], NULL, NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.open-recent", "s", five_uri);
  /* Read in a thread. */
  g_assert_true (test_app_wait (shows_file, paths->pdata[4], 60000));
  g_assert_nonnull (terr_window_get_game (window));
  g_assert_cmpint (terr_game_get_kind (terr_window_get_game (window)), ==, TERR_GAME_ZIGGURAT);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL);
  wait_for_titles (window, "five.terraces seven.terraces six.terraces four.terraces three.terraces");

  /* Removing one from the list: the next one comes up; the file stays. */
  seven_uri = g_filename_to_uri (paths->pdata[6], NULL, NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.forget-recent", "s", seven_uri);
  wait_for_titles (window, "five.terraces six.terraces four.terraces three.terraces two.terraces");
  g_assert_true (g_file_test (paths->pdata[6], G_FILE_TEST_EXISTS));
  /* The rows are those of the session's list. */
  {
    GListModel *recent = terr_session_get_recent_files (terr_application_get_session (app));
    g_autoptr(GFile) first = g_list_model_get_item (recent, 0);
    g_autofree char *first_path = g_file_get_path (first);

    g_assert_cmpuint (g_list_model_get_n_items (recent), ==, 5);
    g_assert_cmpstr (first_path, ==, paths->pdata[4]);
  }

  /* A file that is gone, and a file of another kind, are not listed. */
  g_assert_cmpint (g_remove (paths->pdata[5]), ==, 0);
  {
    g_autofree char *other = g_build_filename (files_dir, "notes.txt", NULL);
    g_autofree char *other_uri = g_filename_to_uri (other, NULL, NULL);
    GtkRecentData data = { .mime_type = (char *) "text/plain", .app_name = (char *) "gedit", .app_exec = (char *) "gedit %u" };

    g_assert_true (g_file_set_contents (other, "notes", -1, NULL));
    g_assert_true (gtk_recent_manager_add_full (manager, other_uri, &data));
    wait_for_titles (window, "five.terraces four.terraces three.terraces two.terraces one.terraces");
    g_remove (other);
  }

  /* The remove buttons are named for the file they remove. */
  {
    GtkWidget *group = find_recent_group (GTK_WIDGET (window));
    g_autoptr(GPtrArray) rows = g_ptr_array_new ();
    guint named = 0;

    collect_rows (group, rows);
    for (guint i = 0; i < rows->len; i++)
      {
        GtkWidget *button = find_forget_button (rows->pdata[i]);
        const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (rows->pdata[i]));

        g_assert_nonnull (button);
        g_assert_nonnull (gtk_widget_get_tooltip_text (button));
        g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (button), title));
        named++;
      }
    g_assert_cmpuint (named, ==, rows->len);
  }

  close_window (window);
  gtk_recent_manager_purge_items (manager, NULL);
  test_app_spin (50);
  for (guint i = 0; i < paths->len; i++)
    g_remove (paths->pdata[i]);
}

/* The display length the metainfo requires for one @side, from
 * <requires><display_length compare="ge" side="SIDE">N</display_length>. */
static int
required_display_length (const char *side)
{
  g_autofree char *xml = NULL;
  g_autofree char *open_tag = g_strdup_printf ("<display_length compare=\"ge\" side=\"%s\">", side);
  const char *requires, *tag, *end;

  g_assert_true (g_file_get_contents (metainfo_path, &xml, NULL, NULL));
  requires = strstr (xml, "<requires>");
  g_assert_nonnull (requires);
  end = strstr (requires, "</requires>");
  tag = strstr (requires, open_tag);
  g_assert_nonnull (tag);
  g_assert_true (tag < end);
  return atoi (tag + strlen (open_tag));
}

/* A display of the required lengths holds the window, whichever way it
 * is turned, on every page (the pages share one stack, so the window's
 * minimum is that of the largest page). */
static void
test_window_size (void)
{
  const char *games[] = { "hanging-gardens", "ziggurat", "garden-paths" };
  int shortest = required_display_length ("shortest");
  int longest = required_display_length ("longest");
  TerrWindow *window = make_window ();

  g_test_message ("metainfo requires a display of %d x %d", longest, shortest);
  for (guint i = 0; i <= G_N_ELEMENTS (games); i++)
    {
      int min_w, min_h;

      if (i > 0)
        gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", games[i - 1]);
      test_app_spin (50);
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, min_w, &min_h, NULL, NULL, NULL);
      g_test_message ("%s: minimum %d x %d", i ? games[i - 1] : "start page", min_w, min_h);
      g_assert_cmpint (MAX (min_w, min_h), <=, longest);
      g_assert_cmpint (MIN (min_w, min_h), <=, shortest);
    }
  close_window (window);
}

static gboolean
has_current_folder (gpointer chooser)
{
  g_autoptr(GFile) folder = gtk_file_chooser_get_current_folder (chooser);

  return folder != NULL;
}

/* The program's file chooser: Terraces files and All Files, starting in
 * the folder of the last file chosen. */
static void
test_file_chooser (void)
{
  TerrWindow *window = make_window ();
  TerrSession *session = terr_application_get_session (app);
  g_autofree char *first_path = g_build_filename (files_dir, "first.terraces", NULL);
  g_autoptr(GFile) first = g_file_new_for_path (first_path);
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFile) current = NULL;
  g_autoptr(GtkFileChooserNative) chooser = NULL;
  g_autoptr(GListModel) filters = NULL;

  terr_session_remember_folder (session, first);
  folder = terr_session_dup_last_folder (session);
  {
    g_autoptr(GFile) parent = g_file_get_parent (first);
    g_assert_true (g_file_equal (folder, parent));
  }

  chooser = terr_file_chooser_new (GTK_WIDGET (window), "Open", GTK_FILE_CHOOSER_ACTION_SAVE, "_Save", NULL);
  filters = gtk_file_chooser_get_filters (GTK_FILE_CHOOSER (chooser));
  g_assert_cmpuint (g_list_model_get_n_items (filters), ==, 2);
  {
    g_autoptr(GtkFileFilter) all = g_list_model_get_item (filters, 1);
    g_assert_cmpstr (gtk_file_filter_get_name (all), ==, "All Files");
  }
  /* (GTK gives the folder once the chooser is shown.) */
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
  g_assert_true (test_app_wait (has_current_folder, chooser, 60000));
  current = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (chooser));
  g_assert_true (g_file_equal (current, folder));

  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (chooser));
  test_app_spin (100);

  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!test_app_init (&argc, &argv))
    return 0;
  if (argc < 2)
    {
      g_printerr ("usage: test-app-desktop METAINFO.xml.in\n");
      return 2;
    }
  metainfo_path = argv[1];
  files_dir = g_build_filename (test_data_home, "files", NULL);
  g_assert_cmpint (g_mkdir_with_parents (files_dir, 0700), ==, 0);

  app = terr_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));

  g_test_add_func ("/app/desktop/recent-files", test_recent_files);
  g_test_add_func ("/app/desktop/file-chooser", test_file_chooser);
  g_test_add_func ("/app/desktop/window-size", test_window_size);

  status = g_test_run ();
  g_object_unref (app);
  {
    /* What GtkRecentManager wrote, then our folder. */
    g_autofree char *xbel = g_build_filename (test_data_home, "recently-used.xbel", NULL);
    g_remove (xbel);
    g_rmdir (files_dir);
    g_free (files_dir);
  }
  test_app_cleanup ();
  return status;
}
