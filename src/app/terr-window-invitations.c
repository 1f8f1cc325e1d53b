/* terr-window-invitations.c — invitations while no game is joined.
 *
 * When Preferences say so (settings "net-invitations") and an account is
 * set, the window connects that account in the background to receive
 * invitations (a toast with Join, as during a game: terr-window-net.c).
 * Only with the password kept in the keyring: at start-up nobody is asked
 * for one.  The first frame does not wait for it: the keyring is asked
 * once the window is mapped, from an idle of low priority.
 */
#include "config.h"

#include "terr-net-secret.h"
#include "terr-preferences-window-private.h"
#include "terr-window-private.h"
#include "terr-xmpp-account.h"

static void
password_found_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  char *password = terr_net_password_lookup_finish (result, &error);
  TerrWindow *self = user_data;

  /* Cancelled: the window went (user_data is then not used). */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      terr_net_password_free (password);
      return;
    }
  g_clear_object (&self->invite_lookup);
  if (password != NULL && *password != '\0')
    terr_window_invitations_listen (self, password);
  terr_net_password_free (password);
}

static gboolean
listen_idle_cb (gpointer data)
{
  TerrWindow *self = data;
  GSettings *settings = self->session != NULL ? terr_session_get_settings (self->session) : NULL;
  g_autofree char *address = NULL;

  self->invite_idle_id = 0;
  if (settings == NULL || !g_settings_get_boolean (settings, "net-invitations"))
    return G_SOURCE_REMOVE;
  address = g_settings_get_string (settings, "net-address");
  if (*address == '\0')
    return G_SOURCE_REMOVE;
  self->invite_lookup = g_cancellable_new ();
  self->invite_lookups++;
  terr_net_password_lookup (address, self->invite_lookup, password_found_cb, self);
  return G_SOURCE_REMOVE;
}

static void
window_mapped_cb (TerrWindow *self)
{
  g_signal_handlers_disconnect_by_func (self, window_mapped_cb, NULL);
  if (self->invite_idle_id == 0 && self->invite_lookups == 0)
    self->invite_idle_id = g_idle_add_full (G_PRIORITY_LOW, listen_idle_cb, self, NULL);
}

void
terr_window_invitations_init (TerrWindow *self)
{
  g_signal_connect_after (self, "map", G_CALLBACK (window_mapped_cb), NULL);
}

void
terr_window_invitations_listen (TerrWindow *self,
                                const char *password)
{
  GSettings *settings = self->session != NULL ? terr_session_get_settings (self->session) : NULL;
  g_autofree char *address = settings != NULL ? g_settings_get_string (settings, "net-address") : NULL;
  TerrXmppAccount *account;

  g_return_if_fail (TERR_IS_WINDOW (self));
  g_return_if_fail (password != NULL);

  if (address == NULL || self->invite_account != NULL)
    return;
  account = terr_xmpp_account_new (address, password, NULL);
  if (account == NULL)
    return;
  self->invite_account = G_OBJECT (account);
  if (self->net_server_host != NULL)
    terr_xmpp_account_set_server (account, self->net_server_host, self->net_server_port);
  g_signal_connect (account, "invitation-received", G_CALLBACK (terr_window_net_invitation_cb), self);
  terr_xmpp_account_connect (account);
}

void
terr_window_invitations_clear (TerrWindow *self)
{
  g_clear_handle_id (&self->invite_idle_id, g_source_remove);
  if (self->invite_lookup != NULL)
    g_cancellable_cancel (self->invite_lookup);
  g_clear_object (&self->invite_lookup);
  if (self->invite_account != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->invite_account, self);
      terr_xmpp_account_disconnect (TERR_XMPP_ACCOUNT (self->invite_account));
    }
  g_clear_object (&self->invite_account);
}
