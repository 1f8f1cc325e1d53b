/* terr-application.c — the Terraces application.
 *
 * Opens one window (files given on the command line or by the file manager
 * open in it), installs the application actions (about, preferences when
 * the program plays over the network, quit) and the
 * accelerators of every action, and follows the style-variant setting.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-application.h"
#include "terr-session.h"
#include "terr-surface-guard.h"
#include "terr-window.h"
#ifdef TERR_HAVE_NETWORK
#include "terr-preferences-window.h"
#endif

struct _TerrApplication
{
  AdwApplication parent_instance;

  GSettings   *settings;
  TerrSession *session;
};

G_DEFINE_FINAL_TYPE (TerrApplication, terr_application, ADW_TYPE_APPLICATION)

TerrApplication *
terr_application_new (void)
{
  return g_object_new (TERR_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", RESOURCE_PREFIX,
                       NULL);
}

GSettings *
terr_application_get_settings (TerrApplication *self)
{
  g_return_val_if_fail (TERR_IS_APPLICATION (self), NULL);

  return self->settings;
}

TerrSession *
terr_application_get_session (TerrApplication *self)
{
  g_return_val_if_fail (TERR_IS_APPLICATION (self), NULL);

  /* Made at start-up; an application never started gets one without
   * settings. */
  if (self->session == NULL)
    {
      self->session = terr_session_new (self->settings);
      terr_session_set_default (self->session);
    }
  return self->session;
}

static TerrWindow *
get_window (TerrApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (TERR_IS_WINDOW (window))
    return TERR_WINDOW (window);

  return terr_window_new (self);
}

static void
terr_application_activate (GApplication *app)
{
  TerrWindow *window = get_window (TERR_APPLICATION (app));

  gtk_window_present (GTK_WINDOW (window));
}

static void
terr_application_open (GApplication  *app,
                       GFile        **files,
                       int            n_files,
                       const char    *hint)
{
  TerrWindow *window = get_window (TERR_APPLICATION (app));

  /* Shown first, so that the dialog about a bad file comes above it. */
  gtk_window_present (GTK_WINDOW (window));

  /* One window shows one game: the last file wins, earlier ones would
   * only flash by.  Each is still read so a bad one is reported. */
  for (int i = 0; i < n_files; i++)
    terr_window_open_file_async (window, files[i]);
}

static void
update_style (TerrApplication *self)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  g_autofree char *variant = NULL;
  AdwColorScheme scheme = ADW_COLOR_SCHEME_DEFAULT;

  if (self->settings == NULL)
    return;

  variant = g_settings_get_string (self->settings, "style-variant");
  if (g_strcmp0 (variant, "light") == 0)
    scheme = ADW_COLOR_SCHEME_FORCE_LIGHT;
  else if (g_strcmp0 (variant, "dark") == 0)
    scheme = ADW_COLOR_SCHEME_FORCE_DARK;

  adw_style_manager_set_color_scheme (manager, scheme);
}

static void
style_variant_changed_cb (GSettings       *settings,
                          const char      *key,
                          TerrApplication *self)
{
  update_style (self);
}

static void
about_activated_cb (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  TerrApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  const char *developers[] = { "The Terraces developers", NULL };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", parent,
                        "modal", TRUE,
                        "application-icon", APP_ID,
                        "application-name", _("Terraces"),
                        "developer-name", _("The Terraces developers"),
                        "version", PACKAGE_VERSION,
                        "website", "https://github.com/terraces/terraces",
                        "issue-url", "https://github.com/terraces/terraces/issues",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "developers", developers,
                        "copyright", "© 2026 The Terraces developers",
                        "comments", _("Three garden-building tile games: Hanging Gardens, Ziggurat and Garden Paths"),
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

#ifdef TERR_HAVE_NETWORK
static void
preferences_activated_cb (GSimpleAction *action,
                          GVariant      *parameter,
                          gpointer       user_data)
{
  TerrApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));

  gtk_window_present (GTK_WINDOW (terr_preferences_window_new (parent, self->settings)));
}
#endif

static void
quit_activated_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  GtkApplication *app = user_data;
  GList *windows = gtk_application_get_windows (app);

  /* Close the windows as their close button would: one with work not
   * saved asks first (and quitting waits for the answer); the program
   * ends when the last window has gone. */
  windows = g_list_copy_deep (windows, (GCopyFunc) g_object_ref, NULL);
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
  g_list_free_full (windows, g_object_unref);
}

static const GActionEntry app_actions[] = {
  { "about", about_activated_cb },
#ifdef TERR_HAVE_NETWORK
  { "preferences", preferences_activated_cb },
#endif
  { "quit", quit_activated_cb },
};

static void
terr_application_startup (GApplication *app)
{
  TerrApplication *self = TERR_APPLICATION (app);
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  static const struct {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.choose-new-game('')", { "<Control>n", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
    { "win.help", { "F1", NULL } },
    { "win.read-position", { "<Control>r", NULL } },
    /* The pages' keys, forwarded to the page shown (terr-window-actions.c). */
    { "win.hint", { "<Control>h", NULL } },
    { "win.previous-move", { "Left", "KP_Left", NULL } },
    { "win.next-move", { "Right", "KP_Right", NULL } },
    { "win.previous-variation", { "Up", "KP_Up", NULL } },
    { "win.next-variation", { "Down", "KP_Down", NULL } },
    { "win.first-move", { "Home", "KP_Home", NULL } },
    { "win.last-move", { "End", "KP_End", NULL } },
    { "win.page-back", { "Page_Up", "KP_Page_Up", NULL } },
    { "win.page-forward", { "Page_Down", "KP_Page_Down", NULL } },
    { "win.leave-solution", { "Escape", NULL } },
    { "win.test-play", { "F5", NULL } },
    { "win.check-puzzle", { "<Control>k", NULL } },
    { "win.step-solution", { "<Control>j", NULL } },
    { "win.generate-puzzle", { "<Control>g", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
    { "window.close", { "<Control>w", NULL } },
  };

  G_APPLICATION_CLASS (terr_application_parent_class)->startup (app);
  terr_surface_guard_install ();

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema != NULL)
    {
      g_autoptr(GAction) style_action = NULL;

      self->settings = g_settings_new (APP_ID);
      style_action = g_settings_create_action (self->settings, "style-variant");
      g_signal_connect_object (self->settings, "changed::style-variant",
                               G_CALLBACK (style_variant_changed_cb), self, 0);
      g_action_map_add_action (G_ACTION_MAP (app), style_action);
      update_style (self);
    }
  else
    g_debug ("GSettings schema %s not installed: settings are not kept", APP_ID);

  terr_application_get_session (self);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions,
                                   G_N_ELEMENTS (app_actions), app);

  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app),
                                           accels[i].action, accels[i].accels);
}

static void
terr_application_dispose (GObject *object)
{
  TerrApplication *self = TERR_APPLICATION (object);

  g_clear_object (&self->session);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (terr_application_parent_class)->dispose (object);
}

static void
terr_application_class_init (TerrApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = terr_application_dispose;

  app_class->startup = terr_application_startup;
  app_class->activate = terr_application_activate;
  app_class->open = terr_application_open;
}

static void
terr_application_init (TerrApplication *self)
{
}
