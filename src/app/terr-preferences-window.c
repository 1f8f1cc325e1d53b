/* terr-preferences-window.c — the Preferences window.
 *
 * One page, "Network Play": the XMPP account network games are played
 * with (terr-preferences-net.c keeps it: the address in GSettings, the
 * password in the desktop's keyring or nowhere).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-preferences-window-private.h"

G_DEFINE_FINAL_TYPE (TerrPreferencesWindow, terr_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

TerrPreferencesWindow *
terr_preferences_window_new (GtkWindow *parent,
                             GSettings *settings)
{
  TerrPreferencesWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  self = g_object_new (TERR_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       "modal", parent != NULL,
                       NULL);
  if (settings != NULL)
    {
      self->settings = g_object_ref (settings);
      g_settings_bind (settings, "net-address", self->address_row, "text",
                       G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (settings, "net-invitations", self->invitations_switch, "active",
                       G_SETTINGS_BIND_DEFAULT);
    }
  terr_preferences_net_init (self);
  return self;
}

static void
check_connection_activated_cb (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  terr_preferences_net_check (TERR_PREFERENCES_WINDOW (widget));
}

static void
terr_preferences_window_dispose (GObject *object)
{
  TerrPreferencesWindow *self = TERR_PREFERENCES_WINDOW (object);

  terr_preferences_net_dispose (self);
  if (self->settings != NULL)
    {
      g_settings_unbind (self->address_row, "text");
      g_settings_unbind (self->invitations_switch, "active");
    }
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (terr_preferences_window_parent_class)->dispose (object);
}

static void
terr_preferences_window_class_init (TerrPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = terr_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/terr-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TerrPreferencesWindow, net_group);
  gtk_widget_class_bind_template_child (widget_class, TerrPreferencesWindow, address_row);
  gtk_widget_class_bind_template_child (widget_class, TerrPreferencesWindow, invitations_switch);
  gtk_widget_class_bind_template_child (widget_class, TerrPreferencesWindow, password_row);
  gtk_widget_class_bind_template_child (widget_class, TerrPreferencesWindow, status_row);
  gtk_widget_class_bind_template_child (widget_class, TerrPreferencesWindow, check_button);

  gtk_widget_class_install_action (widget_class, "prefs.check-connection", NULL,
                                   check_connection_activated_cb);
}

static void
terr_preferences_window_init (TerrPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
