/* terr-window-resume.c — a network game taken up again after the program
 * ended without leaving it (docs/network.md, "Restarting").
 *
 * While the window plays a network game, after every payload its match
 * accepts, the session keeps beside the autosave what resuming needs: the
 * room, the account, the record (every payload accepted, public) and the
 * secrets (this program's hidden placements with their salts, never
 * sent), one key file per account, written in a thread and atomically.
 * It goes when the game is finished or the window shows another game.
 * Started again, "Continue" finds it (for the account of Preferences),
 * asks for the password when the keyring has none, connects, makes a new
 * match that takes up the record and secrets before the room delivers
 * anything, and shows the game as the network game it was.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-net-secret.h"
#include "terr-window-private.h"
#include "terr-xmpp-account.h"

#define GROUP "Network Game"

/* "accepted" (the order moved on) and "secrets-changed" (a placement
 * kept, about to be committed), swapped: what resuming needs, now. */
static void
keep_now (TerrWindow *self)
{
  TerrRoom *room = terr_net_match_get_room (self->net_kept);
  g_autoptr(GKeyFile) file = NULL;
  g_autofree char *record = NULL;
  g_autofree char *secrets = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gsize size;
  char *data;

  if (self->session == NULL || terr_room_get_address (room) == NULL || terr_room_get_own_address (room) == NULL)
    return;
  file = g_key_file_new ();
  record = terr_net_match_dup_record (self->net_kept);
  secrets = terr_net_match_dup_secrets (self->net_kept);
  g_key_file_set_string (file, GROUP, "room", terr_room_get_address (room));
  g_key_file_set_string (file, GROUP, "account", terr_room_get_own_address (room));
  g_key_file_set_string (file, GROUP, "record", record != NULL ? record : "");
  g_key_file_set_string (file, GROUP, "secrets", secrets != NULL ? secrets : "");
  data = g_key_file_to_data (file, &size, NULL);
  bytes = g_bytes_new_take (data, size);
  terr_session_autosave_net (self->session, terr_room_get_own_address (room), bytes);
}

/* "finished" (swapped): over, nothing to resume. */
static void
kept_finished_cb (TerrWindow *self)
{
  terr_window_net_forget (self, TRUE);
}

void
terr_window_net_keep (TerrWindow   *self,
                      TerrNetMatch *net_match)
{
  g_return_if_fail (TERR_IS_WINDOW (self));
  g_return_if_fail (TERR_IS_NET_MATCH (net_match));

  if (self->net_kept == net_match)
    return;
  terr_window_net_forget (self, FALSE);
  self->net_kept = g_object_ref (net_match);
  if (terr_net_match_is_finished (net_match))
    {
      terr_window_net_forget (self, TRUE);
      return;
    }
  g_signal_connect_swapped (net_match, "accepted", G_CALLBACK (keep_now), self);
  g_signal_connect_swapped (net_match, "secrets-changed", G_CALLBACK (keep_now), self);
  g_signal_connect_swapped (net_match, "finished", G_CALLBACK (kept_finished_cb), self);
  keep_now (self);
}

void
terr_window_net_forget (TerrWindow *self,
                        gboolean    remove)
{
  g_autoptr(TerrNetMatch) kept = g_steal_pointer (&self->net_kept);
  const char *own;

  if (kept == NULL)
    return;
  g_signal_handlers_disconnect_by_data (kept, self);
  own = terr_room_get_own_address (terr_net_match_get_room (kept));
  if (remove && self->session != NULL && own != NULL)
    terr_session_autosave_net (self->session, own, NULL);
}

TerrNetMatch *
terr_window_net_get_kept (TerrWindow *self)
{
  g_return_val_if_fail (TERR_IS_WINDOW (self), NULL);

  return self->net_kept;
}

gboolean
terr_net_read_saved_game (const char  *account,
                          char       **room,
                          char       **record,
                          char       **secrets,
                          GError     **error)
{
  g_autofree char *path = terr_session_get_net_autosave_path (account);
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autofree char *saved_account = NULL;
  g_autofree char *r = NULL;
  g_autofree char *rec = NULL;
  g_autofree char *sec = NULL;

  if (!g_key_file_load_from_file (file, path, G_KEY_FILE_NONE, error))
    return FALSE;
  saved_account = g_key_file_get_string (file, GROUP, "account", NULL);
  r = g_key_file_get_string (file, GROUP, "room", NULL);
  rec = g_key_file_get_string (file, GROUP, "record", NULL);
  sec = g_key_file_get_string (file, GROUP, "secrets", NULL);
  if (saved_account == NULL || g_ascii_strcasecmp (saved_account, account) != 0 || r == NULL || rec == NULL)
    {
      /* TRANSLATORS: %s is a file name */
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, _("%s does not hold a network game."), path);
      return FALSE;
    }
  *room = g_steal_pointer (&r);
  *record = g_steal_pointer (&rec);
  *secrets = sec != NULL && *sec != '\0' ? g_steal_pointer (&sec) : NULL;
  return TRUE;
}

/* The account of Preferences, or NULL. */
static char *
dup_account (TerrWindow *self)
{
  GSettings *settings = self->session != NULL ? terr_session_get_settings (self->session) : NULL;
  g_autofree char *address = settings != NULL ? g_settings_get_string (settings, "net-address") : NULL;

  return address != NULL && *address != '\0' ? g_steal_pointer (&address) : NULL;
}

gboolean
terr_window_net_has_saved_game (TerrWindow *self)
{
  g_autofree char *account = NULL;

  g_return_val_if_fail (TERR_IS_WINDOW (self), FALSE);

  /* Asked at every change of the window's actions: the session knows
   * without looking at the disk each time. */
  account = dup_account (self);
  return account != NULL && terr_session_has_net_autosave (self->session, account);
}

/* Reads the saved game of @account into the window's resume fields. */
static gboolean
load_saved (TerrWindow *self,
            const char *account)
{
  g_autoptr(GError) error = NULL;
  char *room = NULL, *record = NULL, *secrets = NULL;

  if (!terr_net_read_saved_game (account, &room, &record, &secrets, &error))
    {
      terr_window_show_error (self, _("Cannot Rejoin the Game"), error->message);
      return FALSE;
    }
  self->net_room_address = room;
  self->net_resume_record = record;
  self->net_resume_secrets = secrets;
  return TRUE;
}

void
terr_window_net_resume_in_room (TerrWindow *self,
                                TerrRoom   *room)
{
  g_return_if_fail (TERR_IS_WINDOW (self));
  g_return_if_fail (TERR_IS_ROOM (room));

  terr_window_net_cancel_search (self);
  terr_window_net_clear (self);
  if (!load_saved (self, terr_room_get_own_address (room)))
    return;
  g_free (self->net_room_address);
  self->net_room_address = g_strdup (terr_room_get_address (room));
  self->net_room = g_object_ref (room);
  terr_window_net_start_match (self);
}

/* Connects @account with @password; the room is entered once online. */
static void
resume_connect (TerrWindow *self,
                const char *account,
                const char *password)
{
  terr_window_net_cancel_search (self);
  terr_window_net_clear (self);
  if (load_saved (self, account))
    terr_window_net_connect_account (self, account, password);
}

static void
resume_password_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    TerrWindow       *self)
{
  g_autofree char *account = NULL;

  self->join_dialog = NULL;
  if (g_strcmp0 (response, "rejoin") != 0 || (account = dup_account (self)) == NULL)
    return;
  resume_connect (self, account, gtk_editable_get_text (GTK_EDITABLE (self->join_password_row)));
}

static void
resume_lookup_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(TerrWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *account = dup_account (self);
  char *password = terr_net_password_lookup_finish (result, &error);

  if (account == NULL || gtk_widget_in_destruction (GTK_WIDGET (self)))
    ;
  else if (password != NULL)
    resume_connect (self, account, password);
  else
    {
      GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Rejoin Network Game"), NULL);
      GtkWidget *list = gtk_list_box_new ();

      /* TRANSLATORS: %s is the player's XMPP address */
      adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                      _("Go back into the game room as %s."), account);
      gtk_widget_add_css_class (list, "boxed-list");
      gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
      self->join_room_row = NULL;
      terr_window_net_present_password_dialog (self, dialog, list, NULL, "rejoin", _("_Rejoin"),
                                               G_CALLBACK (resume_password_cb));
    }
  terr_net_password_free (password);
}

void
terr_window_net_resume_saved (TerrWindow *self)
{
  g_autofree char *account = NULL;

  g_return_if_fail (TERR_IS_WINDOW (self));

  account = dup_account (self);
  if (account == NULL)
    return;
  /* The password is asked only when the keyring has none. */
  terr_net_password_lookup (account, NULL, resume_lookup_cb, g_object_ref (self));
}
