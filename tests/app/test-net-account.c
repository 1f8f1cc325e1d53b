/* test-net-account.c — the network play account in Preferences, with real
 * connections through a private prosody on 127.0.0.1 (tests/net).
 *
 * The address is kept in GSettings, the password nowhere when there is no
 * keyring (this test has no session bus): no GSettings key, no file under
 * the test's folders and no log line holds it.  Check Connection says
 * what happened in words for each error of the transport, with Retry.
 */
#include "config.h"

#include <errno.h>
#include <string.h>

#include "terr-help-pages.h"
#include "terr-preferences-window-private.h"
#include "terr-window-private.h"
#include "test-app-common.h"
#include "test-prosody.h"

#define PASSWORD "ann-Pa55-word-7f3c"

static TestProsody *server;
static GString *log_text;

/* Every log line of the process is kept, to look for the password in it. */
static GLogWriterOutput
record_log_cb (GLogLevelFlags   level,
               const GLogField *fields,
               gsize            n_fields,
               gpointer         user_data)
{
  for (gsize i = 0; i < n_fields; i++)
    if (g_strcmp0 (fields[i].key, "MESSAGE") == 0 && fields[i].length < 0)
      g_string_append_printf (log_text, "%s\n", (const char *) fields[i].value);
  if (level & G_LOG_LEVEL_DEBUG)
    return G_LOG_WRITER_HANDLED;
  return g_log_writer_default (level, fields, n_fields, user_data);
}

static TerrPreferencesWindow *
open_preferences (GSettings *settings)
{
  TerrPreferencesWindow *prefs = terr_preferences_window_new (NULL, settings);

  g_object_ref_sink (prefs);
  terr_preferences_window_set_server (prefs, "127.0.0.1", server->port);
  gtk_window_present (GTK_WINDOW (prefs));
  return prefs;
}

static void
close_preferences (TerrPreferencesWindow *prefs)
{
  gtk_window_destroy (GTK_WINDOW (prefs));
  test_app_spin (20);
  g_assert_finalize_object (prefs);
}

static gboolean
keyring_known (gpointer data)
{
  return TERR_PREFERENCES_WINDOW (data)->keyring != TERR_KEYRING_UNKNOWN;
}

static gboolean
check_done (gpointer data)
{
  TerrPreferencesWindow *prefs = data;

  return prefs->online || prefs->error != NULL;
}

static void
type_account (TerrPreferencesWindow *prefs,
              const char            *address,
              const char            *password)
{
  gtk_editable_set_text (GTK_EDITABLE (prefs->address_row), address);
  gtk_editable_set_text (GTK_EDITABLE (prefs->password_row), password);
}

static void
check_connection (TerrPreferencesWindow *prefs)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (prefs), "prefs.check-connection", NULL));
  g_assert_true (test_app_wait (check_done, prefs, TEST_XMPP_WAIT_S * 1000));
}

static const char *
status_title (TerrPreferencesWindow *prefs)
{
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (prefs->status_row));
}

static const char *
status_words (TerrPreferencesWindow *prefs)
{
  return adw_action_row_get_subtitle (prefs->status_row);
}

/* No file under @path holds @secret. */
static void
assert_no_file_holds (const char *path,
                      const char *secret)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    {
      g_autofree char *contents = NULL;
      gsize length = 0;

      if (g_file_get_contents (path, &contents, &length, NULL))
        g_assert_null (g_strstr_len (contents, length, secret));
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (!g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        assert_no_file_holds (child, secret);
    }
}

static void
assert_settings_lack (GSettings  *settings,
                      const char *secret)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  g_assert_cmpuint (g_strv_length (keys), >, 10);
  for (guint i = 0; keys[i] != NULL; i++)
    {
      g_autoptr(GVariant) value = g_settings_get_value (settings, keys[i]);
      g_autofree char *text = g_variant_print (value, TRUE);

      g_assert_null (strstr (text, secret));
    }
}

static void
test_connect (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  TerrPreferencesWindow *prefs = open_preferences (settings);
  const char *dirs[] = { "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME" };

  /* Without an address there is nothing to check. */
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (prefs->check_button)));
  g_assert_true (test_app_wait (keyring_known, prefs, 60000));
  g_assert_cmpint (prefs->keyring, ==, TERR_KEYRING_ABSENT);
  g_assert_nonnull (strstr (adw_preferences_group_get_description (prefs->net_group),
                            "asked each time"));

  type_account (prefs, "ann@localhost", PASSWORD);
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (prefs->check_button)));
  check_connection (prefs);
  g_assert_no_error (prefs->error);
  g_assert_true (prefs->online);
  g_assert_cmpstr (status_title (prefs), ==, "Connected");
  g_assert_cmpstr (status_words (prefs), ==, "Signed in as ann@localhost.");
  g_assert_cmpstr (gtk_button_get_label (prefs->check_button), ==, "_Check Connection");

  /* The address is kept; the password is in no key, no file, no log. */
  {
    g_autofree char *kept = g_settings_get_string (settings, "net-address");
    g_assert_cmpstr (kept, ==, "ann@localhost");
  }
  assert_settings_lack (settings, PASSWORD);
  close_preferences (prefs);

  assert_settings_lack (settings, PASSWORD);
  for (guint i = 0; i < G_N_ELEMENTS (dirs); i++)
    if (g_getenv (dirs[i]) != NULL)
      assert_no_file_holds (g_getenv (dirs[i]), PASSWORD);
  assert_no_file_holds (server->dir, "ann-Pa55");
  g_assert_null (strstr (log_text->str, PASSWORD));

  /* Opened again: the address from the settings, the password asked. */
  prefs = open_preferences (settings);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (prefs->address_row)), ==, "ann@localhost");
  g_assert_true (test_app_wait (keyring_known, prefs, 60000));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (prefs->password_row)), ==, "");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (prefs), "prefs.check-connection", NULL));
  g_assert_cmpstr (status_title (prefs), ==, "Password needed");
  g_assert_false (prefs->online);
  close_preferences (prefs);

  g_settings_reset (settings, "net-address");
}

/* Each error of the transport: its title, the transport's sentence, Retry. */
static void
assert_check_fails (TerrPreferencesWindow *prefs,
                    TerrRoomError          code,
                    const char            *title,
                    const char            *words)
{
  check_connection (prefs);
  g_assert_false (prefs->online);
  g_assert_error (prefs->error, TERR_ROOM_ERROR, (int) code);
  g_assert_cmpstr (status_title (prefs), ==, title);
  g_assert_cmpstr (status_title (prefs), ==, terr_net_error_title (prefs->error));
  g_assert_cmpstr (status_words (prefs), ==, prefs->error->message);
  g_assert_nonnull (strstr (status_words (prefs), words));
  g_assert_null (strstr (status_words (prefs), "wrong-one"));
  g_assert_cmpstr (gtk_button_get_label (prefs->check_button), ==, "_Retry");
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (prefs->check_button)));
}

static void
test_errors (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  TerrPreferencesWindow *prefs = open_preferences (settings);

  type_account (prefs, "ann@localhost", "wrong-one");
  assert_check_fails (prefs, TERR_ROOM_ERROR_AUTH, "Wrong address or password", "password");
  /* Retry with the right password connects. */
  gtk_editable_set_text (GTK_EDITABLE (prefs->password_row), PASSWORD);
  check_connection (prefs);
  g_assert_true (prefs->online);
  g_assert_cmpstr (status_title (prefs), ==, "Connected");

  terr_preferences_window_set_server (prefs, "127.0.0.1", test_prosody_free_port ());
  assert_check_fails (prefs, TERR_ROOM_ERROR_UNREACHABLE, "Server unreachable", "cannot be reached");

  /* 127.0.0.2 is this computer, but its self-signed certificate is
   * checked there. */
  terr_preferences_window_set_server (prefs, "127.0.0.2", server->port);
  assert_check_fails (prefs, TERR_ROOM_ERROR_TLS, "No secure connection", "certificate");

  type_account (prefs, "no-at-sign", "wrong-one");
  assert_check_fails (prefs, TERR_ROOM_ERROR_AUTH, "Wrong address or password", "name@server");

  /* A new address forgets the last check. */
  gtk_editable_set_text (GTK_EDITABLE (prefs->address_row), "ann@localhost");
  g_assert_null (prefs->error);
  g_assert_cmpstr (status_title (prefs), ==, "Not checked");
  g_assert_cmpstr (gtk_button_get_label (prefs->check_button), ==, "_Check Connection");
  close_preferences (prefs);
  g_settings_reset (settings, "net-address");
}

/* Every code has its own title. */
static void
test_error_titles (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (int code = TERR_ROOM_ERROR_AUTH; code <= TERR_ROOM_ERROR_PROTOCOL; code++)
    {
      g_autoptr(GError) error = g_error_new_literal (TERR_ROOM_ERROR, code, "x");
      const char *title = terr_net_error_title (error);

      g_assert_nonnull (title);
      g_assert_cmpuint (strlen (title), >, 5);
      g_assert_false (g_hash_table_contains (seen, title));
      g_hash_table_add (seen, (gpointer) title);
    }
}

/* Whether @model or a section or submenu of it has an entry for @action. */
static gboolean
menu_has_action (GMenuModel *model,
                 const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      g_autoptr(GMenuModel) submenu = g_menu_model_get_item_link (model, i, G_MENU_LINK_SUBMENU);

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
          && g_str_equal (name, action))
        return TRUE;
      if ((section != NULL && menu_has_action (section, action))
          || (submenu != NULL && menu_has_action (submenu, action)))
        return TRUE;
    }
  return FALSE;
}

/* The main menu has Join Network Game… and Preferences; app.preferences
 * opens the window. */
static void
test_menu (void)
{
  TerrApplication *application = test_app_new_application ();
  TerrWindow *window = test_app_make_window (application);
  GListModel *toplevels = gtk_window_get_toplevels ();
  TerrPreferencesWindow *prefs = NULL;

  GMenuModel *menu = window->primary_menu;

  g_assert_nonnull (menu);
  g_assert_true (menu_has_action (menu, "win.join-network-game"));
  g_assert_true (menu_has_action (menu, "app.preferences"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (application), "preferences"));
  g_action_group_activate_action (G_ACTION_GROUP (application), "preferences", NULL);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && prefs == NULL; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (TERR_IS_PREFERENCES_WINDOW (item))
        prefs = TERR_PREFERENCES_WINDOW (item);
    }
  g_assert_nonnull (prefs);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (prefs)) == GTK_WINDOW (window));
  g_assert_nonnull (prefs->settings);
  /* Help has a page on it, which names the menu entries it uses and
   * tells how to host. */
  {
    const TerrHelpPage *page = terr_help_find_page ("network");
    gboolean names_join = FALSE, names_remote = FALSE;

    g_assert_nonnull (page);
    g_assert_cmpstr (page->title, ==, "Playing over the Network");
    for (guint i = 0; i < page->n_blocks; i++)
      if (page->blocks[i].text != NULL)
        {
          names_join |= strstr (page->blocks[i].text, "Join Network Game") != NULL;
          names_remote |= strstr (page->blocks[i].text, "Remote Player") != NULL;
        }
    g_assert_true (names_join);
    g_assert_true (names_remote);
  }
  gtk_window_destroy (GTK_WINDOW (prefs));
  test_app_close_window (window);
  g_object_unref (application);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* No session bus: no keyring, so the password must be kept nowhere. */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/terraces-test-bus", TRUE);
  g_setenv ("G_MESSAGES_DEBUG", "all", TRUE);
  log_text = g_string_new (NULL);
  g_log_set_writer_func (record_log_cb, NULL, NULL);

  if (!test_app_init (&argc, &argv))
    return 0;

  server = test_prosody_start ();
  test_prosody_register (server, "ann", PASSWORD);

  g_test_add_func ("/net-ui/account/error-titles", test_error_titles);
  g_test_add_func ("/net-ui/account/connect", test_connect);
  g_test_add_func ("/net-ui/account/errors", test_errors);
  g_test_add_func ("/net-ui/account/menu", test_menu);

  status = g_test_run ();
  test_prosody_free (server);
  g_string_free (log_text, TRUE);
  return status;
}
