/* terr-preferences-net.c — the network play account in Preferences.
 *
 * The XMPP address is kept in GSettings ("net-address", bound in
 * terr-preferences-window.c).  The password is kept in the desktop's
 * keyring (the Secret Service, through libsecret) when there is one, and
 * then filled in when Preferences opens; without a keyring it is asked
 * each time it is needed and lives only in the password row, never in a
 * file, a log or GSettings.  "Check Connection" connects the account
 * (TerrXmppAccount) and says what happened in words: connected, or what
 * went wrong (wrong password, server unreachable, no secure connection),
 * with Retry.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <libsecret/secret.h>

#include "terr-preferences-window-private.h"

const SecretSchema *
terr_net_account_schema (void)
{
  static const SecretSchema schema = {
    "io.github.terraces.Terraces.Account", SECRET_SCHEMA_NONE,
    {
      { "address", SECRET_SCHEMA_ATTRIBUTE_STRING },
      { NULL, 0 },
    },
    0, 0, 0, 0, 0, 0, 0, 0,
  };
  return &schema;
}

const char *
terr_net_error_title (const GError *error)
{
  g_return_val_if_fail (error != NULL, NULL);

  if (error->domain != TERR_ROOM_ERROR)
    return _("Connection failed");

  switch ((TerrRoomError) error->code)
    {
    case TERR_ROOM_ERROR_AUTH:
      return _("Wrong address or password");
    case TERR_ROOM_ERROR_UNREACHABLE:
      return _("Server unreachable");
    case TERR_ROOM_ERROR_TLS:
      return _("No secure connection");
    case TERR_ROOM_ERROR_GONE:
      return _("Room gone");
    case TERR_ROOM_ERROR_REFUSED:
      return _("Refused by the room");
    case TERR_ROOM_ERROR_PROTOCOL:
      return _("Unexpected answer from the server");
    case TERR_ROOM_ERROR_NO_SERVICE:
      return _("No rooms on this server");
    default:
      return _("Connection failed");
    }
}

static void
update_description (TerrPreferencesWindow *self)
{
  const char *about = _("Play with friends on their own computers through an XMPP account (Jabber).");
  g_autofree char *text = NULL;

  switch (self->keyring)
    {
    case TERR_KEYRING_PRESENT:
      text = g_strdup_printf ("%s %s", about,
                              _("The password is kept in your desktop’s keyring."));
      break;
    case TERR_KEYRING_ABSENT:
      text = g_strdup_printf ("%s %s", about,
                              _("No keyring is available: the password is asked each time it is needed and kept nowhere."));
      break;
    case TERR_KEYRING_UNKNOWN:
    default:
      text = g_strdup (about);
      break;
    }
  adw_preferences_group_set_description (self->net_group, text);
}

static gboolean
is_connecting (TerrPreferencesWindow *self)
{
  return self->account != NULL
         && terr_xmpp_account_get_state (self->account) == TERR_XMPP_ACCOUNT_CONNECTING;
}

static void
update_actions (TerrPreferencesWindow *self)
{
  const char *address = gtk_editable_get_text (GTK_EDITABLE (self->address_row));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "prefs.check-connection",
                                 address != NULL && *address != '\0' && !is_connecting (self));
  gtk_button_set_label (self->check_button,
                        self->error != NULL ? _("_Retry") : _("_Check Connection"));
}

static void
show_status (TerrPreferencesWindow *self,
             const char            *title,
             const char            *subtitle)
{
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->status_row), title);
  adw_action_row_set_subtitle (self->status_row, subtitle != NULL ? subtitle : "");
  update_actions (self);
}

static void
drop_account (TerrPreferencesWindow *self)
{
  if (self->account == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->account, self);
  terr_xmpp_account_disconnect (self->account);
  g_clear_object (&self->account);
}

static void
password_stored_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  /* A keyring that does not take it: the password is simply asked again
   * next time; the words of the error never hold the password. */
  if (!secret_password_store_finish (result, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_debug ("The keyring did not keep the password: %s", error->message);
}

static void
account_state_cb (TerrXmppAccount       *account,
                  GParamSpec            *pspec,
                  TerrPreferencesWindow *self)
{
  switch (terr_xmpp_account_get_state (account))
    {
    case TERR_XMPP_ACCOUNT_ONLINE:
      {
        g_autofree char *words = g_strdup_printf (_("Signed in as %s."),
                                                  terr_xmpp_account_get_address (account));

        self->online = TRUE;
        g_clear_error (&self->error);
        show_status (self, _("Connected"), words);
        if (self->keyring == TERR_KEYRING_PRESENT)
          {
            g_autofree char *label = g_strdup_printf (_("Terraces network play: %s"),
                                                      terr_xmpp_account_get_address (account));

            secret_password_store (terr_net_account_schema (), SECRET_COLLECTION_DEFAULT, label,
                                   gtk_editable_get_text (GTK_EDITABLE (self->password_row)),
                                   self->cancellable, password_stored_cb, NULL,
                                   "address", terr_xmpp_account_get_address (account),
                                   NULL);
          }
      }
      break;
    case TERR_XMPP_ACCOUNT_FAILED:
      self->online = FALSE;
      g_clear_error (&self->error);
      self->error = g_error_copy (terr_xmpp_account_get_error (account));
      show_status (self, terr_net_error_title (self->error), self->error->message);
      break;
    case TERR_XMPP_ACCOUNT_CONNECTING:
      show_status (self, _("Connecting…"), NULL);
      break;
    case TERR_XMPP_ACCOUNT_OFFLINE:
    default:
      update_actions (self);
      break;
    }
}

void
terr_preferences_net_check (TerrPreferencesWindow *self)
{
  const char *address = gtk_editable_get_text (GTK_EDITABLE (self->address_row));
  const char *password = gtk_editable_get_text (GTK_EDITABLE (self->password_row));
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TERR_IS_PREFERENCES_WINDOW (self));

  drop_account (self);
  self->online = FALSE;
  g_clear_error (&self->error);

  if (password == NULL || *password == '\0')
    {
      show_status (self, _("Password needed"),
                   _("Type the password of this address to connect."));
      gtk_widget_grab_focus (GTK_WIDGET (self->password_row));
      return;
    }

  self->account = terr_xmpp_account_new (address, password, &error);
  if (self->account == NULL)
    {
      self->error = g_steal_pointer (&error);
      show_status (self, terr_net_error_title (self->error), self->error->message);
      return;
    }
  if (self->server_host != NULL)
    terr_xmpp_account_set_server (self->account, self->server_host, self->server_port);
  g_signal_connect (self->account, "notify::state", G_CALLBACK (account_state_cb), self);
  terr_xmpp_account_connect (self->account);
  account_state_cb (self->account, NULL, self);
}

static void
password_found_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  TerrPreferencesWindow *self;
  g_autoptr(GError) error = NULL;
  char *password = secret_password_lookup_finish (result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  self = TERR_PREFERENCES_WINDOW (user_data);
  if (error != NULL)
    {
      /* No session bus, or no Secret Service on it. */
      g_debug ("No keyring for the password: %s", error->message);
      self->keyring = TERR_KEYRING_ABSENT;
    }
  else
    {
      self->keyring = TERR_KEYRING_PRESENT;
      if (password != NULL
          && *gtk_editable_get_text (GTK_EDITABLE (self->password_row)) == '\0')
        gtk_editable_set_text (GTK_EDITABLE (self->password_row), password);
    }
  secret_password_free (password);
  update_description (self);
}

static void
address_changed_cb (TerrPreferencesWindow *self)
{
  drop_account (self);
  self->online = FALSE;
  g_clear_error (&self->error);
  show_status (self, _("Not checked"), NULL);
}

void
terr_preferences_net_init (TerrPreferencesWindow *self)
{
  const char *address = gtk_editable_get_text (GTK_EDITABLE (self->address_row));

  self->cancellable = g_cancellable_new ();
  self->keyring = TERR_KEYRING_UNKNOWN;
  update_description (self);
  secret_password_lookup (terr_net_account_schema (), self->cancellable, password_found_cb, self,
                          "address", address != NULL ? address : "",
                          NULL);
  g_signal_connect_swapped (self->address_row, "changed",
                            G_CALLBACK (address_changed_cb), self);
  update_actions (self);
}

void
terr_preferences_window_set_server (TerrPreferencesWindow *self,
                                    const char            *host,
                                    guint16                port)
{
  g_return_if_fail (TERR_IS_PREFERENCES_WINDOW (self));

  g_free (self->server_host);
  self->server_host = g_strdup (host);
  self->server_port = port;
}

void
terr_preferences_net_dispose (TerrPreferencesWindow *self)
{
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  drop_account (self);
  g_clear_error (&self->error);
  g_clear_pointer (&self->server_host, g_free);
}
