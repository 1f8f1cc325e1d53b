/* terr-window-net.c — joining a network game from the window.
 *
 * win.join-network-game asks for the room (its address, its name alone
 * on the rooms service of the account's server, or an "xmpp:ROOM?join"
 * link) and the password of the account set in
 * Preferences (filled in from the desktop's keyring when there is one;
 * otherwise typed, and kept nowhere), connects the account, joins the
 * room and, when the host's setup arrives, plays the game on the game
 * page (terr_window_show_net_game); this program's people say they are
 * ready at once.  An error in words: terr_window_show_error.  Hosting
 * from New Game first finds the rooms service of the player's server;
 * any newer choice of game cancels that search.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-net-secret.h"
#include "terr-preferences-window-private.h"
#include "terr-window-private.h"
#include "terr-xmpp-account.h"
#include "terr-xmpp-room.h"

char *
terr_net_parse_room (const char *text)
{
  g_autofree char *room = NULL;
  char *query;

  if (text == NULL)
    return NULL;
  room = g_strstrip (g_strdup (text));
  if (g_str_has_prefix (room, "xmpp:"))
    memmove (room, room + 5, strlen (room + 5) + 1);
  query = strchr (room, '?');
  if (query != NULL)
    *query = '\0';
  if (*room == '\0' || strchr (room, '@') == NULL || strchr (room, '@') == room
      || strchr (room, '/') != NULL || strchr (room, ' ') != NULL)
    return NULL;
  return g_steal_pointer (&room);
}

/* A room's name alone (the part before the @ of its address), or NULL. */
static char *
parse_room_name (const char *text)
{
  g_autofree char *name = text != NULL ? g_strstrip (g_strdup (text)) : NULL;

  if (name == NULL || *name == '\0' || strpbrk (name, " \t\r\n\"&'/:<>@?") != NULL)
    return NULL;
  return g_steal_pointer (&name);
}

void
terr_window_net_clear (TerrWindow *self)
{
  if (self->net_room_search != NULL)
    g_cancellable_cancel (self->net_room_search);
  g_clear_object (&self->net_room_search);
  g_clear_pointer (&self->net_room_name, g_free);
  if (self->net_match != NULL)
    g_signal_handlers_disconnect_by_data (self->net_match, self);
  if (self->net_room != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->net_room, self);
      terr_room_leave (self->net_room);
    }
  if (self->net_account != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->net_account, self);
      terr_xmpp_account_disconnect (TERR_XMPP_ACCOUNT (self->net_account));
    }
  g_clear_object (&self->net_match);
  g_clear_object (&self->net_room);
  g_clear_object (&self->net_account);
  g_clear_pointer (&self->net_room_address, g_free);
  g_clear_pointer (&self->net_resume_record, g_free);
  if (self->net_resume_secrets != NULL)
    memset (self->net_resume_secrets, 0, strlen (self->net_resume_secrets));
  g_clear_pointer (&self->net_resume_secrets, g_free);
  g_clear_pointer (&self->net_host_seats, g_array_unref);
  g_clear_pointer (&self->net_host_options, g_variant_unref);
}

static void
net_failed (TerrWindow   *self,
            const GError *error)
{
  g_autoptr(GError) copy = g_error_copy (error);

  terr_window_net_clear (self);
  terr_window_show_error (self, terr_net_error_title (copy), copy->message);
}

static void panel_retry_cb (TerrRoomPanel *panel,
                            TerrWindow    *self);

static void
match_ready_cb (TerrNetMatch *net_match,
                TerrWindow   *self)
{
  GtkWidget *panel;

  terr_window_show_net_game (self, net_match);
  /* A refused password is asked again before Retry joins. */
  panel = self->game_page != NULL ? terr_game_page_get_room_panel (self->game_page) : NULL;
  if (panel != NULL)
    g_signal_connect_object (panel, "retry", G_CALLBACK (panel_retry_cb), self, 0);
  terr_net_match_send_ready (net_match);
}

/* The host starts the game once every seat said it is ready. */
static void
seat_ready_cb (TerrNetMatch *net_match,
               int           seat,
               TerrWindow   *self)
{
  g_autoptr(GError) error = NULL;
  guint all = 0;

  if (self->net_host_seats == NULL || terr_net_match_is_started (net_match))
    return;
  for (guint i = 0; i < self->net_host_seats->len; i++)
    all |= 1u << g_array_index (self->net_host_seats, TerrNetSeat, i).seat;
  if ((terr_net_match_get_ready_seats (net_match) & all) != all)
    return;
  if (!terr_net_match_start (net_match, &error))
    net_failed (self, error);
}

/* In the room it made: invite the guests and announce the game. */
static void
host_in_room (TerrWindow *self)
{
  const char *own = terr_xmpp_account_get_address (TERR_XMPP_ACCOUNT (self->net_account));
  g_autoptr(GPtrArray) guests = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;

  /* Announced already (the room came back after a reconnection). */
  if (terr_net_match_get_game (self->net_match) != NULL)
    return;
  for (guint i = 0; i < self->net_host_seats->len; i++)
    {
      const char *a = g_array_index (self->net_host_seats, TerrNetSeat, i).address;

      if (g_ascii_strcasecmp (a, own) != 0
          && !g_ptr_array_find_with_equal_func (guests, a, (GEqualFunc) g_str_equal, NULL))
        g_ptr_array_add (guests, (gpointer) a);
    }
  for (guint i = 0; i < guests->len; i++)
    terr_room_invite (self->net_room, g_ptr_array_index (guests, i), _("A game of Terraces"));
  if (!terr_net_match_host_setup (self->net_match, self->net_host_kind, self->net_host_seed,
                                  self->net_host_options, NULL,
                                  (const TerrNetSeat *) (gpointer) self->net_host_seats->data,
                                  self->net_host_seats->len, &error))
    net_failed (self, error);
}

/* Once the game is shown, its room panel says what went wrong, with
 * Retry; before, the window says it and lets go. */
static gboolean
game_shown (TerrWindow *self)
{
  return self->net_match != NULL && terr_net_match_get_game (self->net_match) != NULL;
}

static void
room_state_cb (TerrRoom   *room,
               GParamSpec *pspec,
               TerrWindow *self)
{
  if (terr_room_get_state (room) == TERR_ROOM_FAILED && terr_room_get_error (room) != NULL)
    {
      if (!game_shown (self))
        net_failed (self, terr_room_get_error (room));
    }
  else if (terr_room_get_state (room) == TERR_ROOM_JOINED && self->net_host_seats != NULL)
    host_in_room (self);
}

void
terr_window_net_start_match (TerrWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *record = g_steal_pointer (&self->net_resume_record);
  g_autofree char *secrets = g_steal_pointer (&self->net_resume_secrets);
  gboolean resumed;

  /* The match listens before the room is joined: the history follows the
   * join at once. */
  self->net_match = terr_net_match_new (self->net_room);
  g_signal_connect (self->net_room, "notify::state", G_CALLBACK (room_state_cb), self);
  /* Taken up again (terr-window-resume.c): the record and the secrets
   * before the room delivers anything. */
  resumed = record != NULL && terr_net_match_resume (self->net_match, record, secrets, &error);
  if (secrets != NULL)
    memset (secrets, 0, strlen (secrets));
  if (record != NULL && !resumed)
    {
      net_failed (self, error);
      return;
    }
  g_signal_connect (self->net_match, "ready", G_CALLBACK (match_ready_cb), self);
  g_signal_connect (self->net_match, "seat-ready", G_CALLBACK (seat_ready_cb), self);
  if (resumed && terr_net_match_get_game (self->net_match) != NULL)
    {
      GtkWidget *panel;

      terr_window_show_net_game (self, self->net_match);
      panel = self->game_page != NULL ? terr_game_page_get_room_panel (self->game_page) : NULL;
      if (panel != NULL)
        g_signal_connect_object (panel, "retry", G_CALLBACK (panel_retry_cb), self, 0);
      if (!terr_net_match_is_started (self->net_match))
        terr_net_match_send_ready (self->net_match);
    }
}

/* Into self->net_room_address: made when hosting, else joined. */
static void
enter_room (TerrWindow      *self,
            TerrXmppAccount *account)
{
  if (self->net_host_seats != NULL)
    self->net_room = TERR_ROOM (terr_xmpp_room_create (account, self->net_room_address, TRUE));
  else
    self->net_room = TERR_ROOM (terr_xmpp_room_join (account, self->net_room_address));
  terr_window_net_start_match (self);
}

/* The search of the rooms service for a room named alone. */
typedef struct {
  GWeakRef      window;
  GCancellable *cancellable;
} RoomSearch;

static void
room_service_found_cb (GObject      *source,
                       GAsyncResult *result,
                       gpointer      data)
{
  RoomSearch *search = data;
  g_autoptr(TerrWindow) self = g_weak_ref_get (&search->window);
  g_autoptr(GError) error = NULL;
  g_autofree char *service = terr_xmpp_account_find_rooms_service_finish (TERR_XMPP_ACCOUNT (source),
                                                                          result, &error);

  /* Not cancelled: the window still joins this room, on this account. */
  if (self != NULL && !g_cancellable_is_cancelled (search->cancellable))
    {
      g_clear_object (&self->net_room_search);
      if (service == NULL)
        net_failed (self, error);
      else
        {
          self->net_room_address = g_strdup_printf ("%s@%s", self->net_room_name, service);
          enter_room (self, TERR_XMPP_ACCOUNT (source));
        }
    }
  g_weak_ref_clear (&search->window);
  g_object_unref (search->cancellable);
  g_free (search);
}

static void
account_state_cb (TerrXmppAccount *account,
                  GParamSpec      *pspec,
                  TerrWindow      *self)
{
  switch (terr_xmpp_account_get_state (account))
    {
    case TERR_XMPP_ACCOUNT_ONLINE:
      if (self->net_room == NULL && self->net_room_address != NULL)
        enter_room (self, account);
      else if (self->net_room == NULL && self->net_room_search == NULL)
        {
          /* A room's name alone: on the rooms service the server names
           * (the discovery of hosting). */
          RoomSearch *search = g_new0 (RoomSearch, 1);

          g_weak_ref_init (&search->window, self);
          search->cancellable = g_cancellable_new ();
          self->net_room_search = g_object_ref (search->cancellable);
          terr_xmpp_account_find_rooms_service (account, search->cancellable, room_service_found_cb, search);
        }
      break;
    case TERR_XMPP_ACCOUNT_FAILED:
      /* During a game the room fails with it: its panel says why. */
      if (!game_shown (self))
        net_failed (self, terr_xmpp_account_get_error (account));
      break;
    case TERR_XMPP_ACCOUNT_OFFLINE:
    case TERR_XMPP_ACCOUNT_CONNECTING:
    default:
      break;
    }
}

/* An invitation while the account is connected: a toast whose Join
 * opens the join dialog with the room filled in. */
void
terr_window_net_invitation_cb (GObject    *account,
                               const char *room,
                               const char *from,
                               const char *reason,
                               TerrWindow *self)
{
  /* TRANSLATORS: %s is the XMPP address of who invites */
  g_autofree char *title = g_strdup_printf (_("%s invites you to a game"), from);
  AdwToast *toast = adw_toast_new (title);

  adw_toast_set_button_label (toast, _("_Join"));
  adw_toast_set_action_name (toast, "win.join-network-game-room");
  adw_toast_set_action_target_value (toast, g_variant_new_string (room));
  adw_toast_set_timeout (toast, 0);
  g_set_object (&self->net_invite_toast, toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* Connect the account and go into @room_text: to join it, or to make it
 * when the window hosts (self->net_host_seats). */
static void
net_connect (TerrWindow *self,
             const char *room_text,
             const char *password)
{
  GSettings *settings = self->session != NULL ? terr_session_get_settings (self->session) : NULL;
  g_autofree char *address = settings != NULL ? g_settings_get_string (settings, "net-address") : NULL;
  g_autofree char *room = terr_net_parse_room (room_text);
  g_autofree char *name = room == NULL && self->net_host_seats == NULL ? parse_room_name (room_text) : NULL;

  if (address == NULL || *address == '\0')
    {
      terr_window_net_clear (self);
      terr_window_show_error (self, _("No network account"),
                              _("Set your XMPP address in Preferences first."));
      return;
    }
  if (room == NULL && name == NULL)
    {
      /* TRANSLATORS: %s is what the player typed as the room */
      g_autofree char *body = g_strdup_printf (_("“%s” is not a room’s name, its address (room@server) or an xmpp: link."),
                                               room_text != NULL ? room_text : "");

      terr_window_net_clear (self);

      terr_window_show_error (self, _("No such room"), body);
      return;
    }
  self->net_room_address = g_steal_pointer (&room);
  self->net_room_name = g_steal_pointer (&name);
  terr_window_net_connect_account (self, address, password);
}

void
terr_window_net_connect_account (TerrWindow *self,
                                 const char *address,
                                 const char *password)
{
  g_autoptr(GError) error = NULL;
  TerrXmppAccount *account;

  account = terr_xmpp_account_new (address, password != NULL ? password : "", &error);
  if (account == NULL)
    {
      terr_window_net_clear (self);
      terr_window_show_error (self, terr_net_error_title (error), error->message);
      return;
    }
  self->net_account = G_OBJECT (account);
  if (self->net_server_host != NULL)
    terr_xmpp_account_set_server (account, self->net_server_host, self->net_server_port);
  g_signal_connect (account, "notify::state", G_CALLBACK (account_state_cb), self);
  g_signal_connect (account, "invitation-received", G_CALLBACK (terr_window_net_invitation_cb), self);
  terr_xmpp_account_connect (account);
}

void
terr_window_net_join (TerrWindow *self,
                      const char *room_text,
                      const char *password)
{
  g_return_if_fail (TERR_IS_WINDOW (self));

  terr_window_net_cancel_search (self);
  terr_window_net_clear (self);
  net_connect (self, room_text, password);
}

static void
host_seat_clear (gpointer data)
{
  g_free (((TerrNetSeat *) data)->address);
}

void
terr_window_net_host (TerrWindow        *self,
                      const char        *room_address,
                      const char        *password,
                      TerrGameKind       kind,
                      guint64            seed,
                      GVariant          *options,
                      const TerrNetSeat *seats,
                      guint              n_seats)
{
  g_autoptr(GArray) copy = NULL;

  g_return_if_fail (TERR_IS_WINDOW (self));
  g_return_if_fail (room_address != NULL);
  g_return_if_fail (seats != NULL && n_seats > 0);

  copy = g_array_sized_new (FALSE, TRUE, sizeof (TerrNetSeat), n_seats);
  g_array_set_clear_func (copy, host_seat_clear);
  for (guint i = 0; i < n_seats; i++)
    {
      TerrNetSeat seat = { seats[i].seat, g_strdup (seats[i].address), seats[i].level };

      g_array_append_val (copy, seat);
    }
  terr_window_net_cancel_search (self);
  terr_window_net_clear (self);
  self->net_host_seats = g_steal_pointer (&copy);
  self->net_host_kind = kind;
  self->net_host_seed = seed;
  self->net_host_options = options != NULL ? g_variant_ref_sink (options) : NULL;
  net_connect (self, room_address, password);
}

static void password_found_cb (GObject      *source,
                               GAsyncResult *result,
                               gpointer      user_data);

/* The dialog that asks for the account's password (the rows of @list
 * above it): filled in from the keyring when there is one; @response
 * (labelled @label) calls @callback. */
void
terr_window_net_present_password_dialog (TerrWindow *self,
                         GtkWidget  *dialog,
                         GtkWidget  *list,
                         const char *address,
                         const char *response,
                         const char *label,
                         GCallback   callback)
{
  self->join_password_row = adw_password_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->join_password_row), _("Password"));
  gtk_list_box_append (GTK_LIST_BOX (list), self->join_password_row);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), list);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), response, label, NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), response, ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), response);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", callback, self, 0);
  self->join_dialog = dialog;
  if (address != NULL && *address != '\0')
    terr_net_password_lookup (address, NULL, password_found_cb,
                              g_object_ref (self->join_password_row));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
password_again_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   TerrWindow       *self)
{
  self->join_dialog = NULL;
  if (g_strcmp0 (response, "retry") != 0 || self->net_account == NULL || self->net_room == NULL)
    return;
  terr_xmpp_account_set_password (TERR_XMPP_ACCOUNT (self->net_account),
                                  gtk_editable_get_text (GTK_EDITABLE (self->join_password_row)));
  terr_room_reconnect (self->net_room);
}

/* Retry in the room panel after the server refused the password: ask
 * for it again, then join (instead of trying the refused one again). */
static void
panel_retry_cb (TerrRoomPanel *panel,
                TerrWindow    *self)
{
  TerrRoom *room = terr_room_panel_get_room (panel);
  const GError *error = terr_room_get_error (room);
  const char *address;
  GtkWidget *dialog, *list;

  if (room != self->net_room || self->net_account == NULL
      || !g_error_matches (error, TERR_ROOM_ERROR, TERR_ROOM_ERROR_AUTH))
    return;
  g_signal_stop_emission_by_name (panel, "retry");
  address = terr_xmpp_account_get_address (TERR_XMPP_ACCOUNT (self->net_account));
  dialog = adw_message_dialog_new (GTK_WINDOW (self), terr_net_error_title (error), NULL);
  /* TRANSLATORS: %s is the player's XMPP address */
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("Type the password of %s again to go back into the room."), address);
  list = gtk_list_box_new ();
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  self->join_room_row = NULL;
  terr_window_net_present_password_dialog (self, dialog, list, address, "retry", _("_Retry"), G_CALLBACK (password_again_cb));
}

/* What New Game chose, until the password is given. */
typedef struct {
  TerrGameKind  kind;
  guint64       seed;
  GVariant     *options;
  GVariant     *seats;
} HostChoice;

static void
host_choice_free (gpointer data)
{
  HostChoice *choice = data;

  g_clear_pointer (&choice->options, g_variant_unref);
  g_clear_pointer (&choice->seats, g_variant_unref);
  g_free (choice);
}

/* Hosts @choice on a fresh room of @service. */
static void
host_on_service (TerrWindow *self,
                 HostChoice *choice,
                 const char *password,
                 const char *service)
{
  g_autofree char *room = terr_net_new_room_address (service);
  g_autoptr(GArray) seats = g_array_new (FALSE, TRUE, sizeof (TerrNetSeat));
  GVariantIter iter;
  TerrNetSeat seat;

  g_variant_iter_init (&iter, choice->seats);
  while (g_variant_iter_next (&iter, "(i&su)", &seat.seat, &seat.address, &seat.level))
    g_array_append_val (seats, seat);
  terr_window_net_host (self, room, password, choice->kind, choice->seed, choice->options,
                        (const TerrNetSeat *) (gpointer) seats->data, seats->len);
}

/* While an account of its own finds the rooms service of the player's
 * server (service discovery), to host there. */
typedef struct {
  GWeakRef         window;
  HostChoice      *choice;
  char            *password;
  TerrXmppAccount *account;
  GCancellable    *cancellable;
} HostDiscovery;

static void
host_discovery_free (HostDiscovery *discovery)
{
  g_weak_ref_clear (&discovery->window);
  host_choice_free (discovery->choice);
  if (discovery->password != NULL)
    memset (discovery->password, 0, strlen (discovery->password));
  g_free (discovery->password);
  g_clear_object (&discovery->account);
  g_clear_object (&discovery->cancellable);
  g_free (discovery);
}

void
terr_window_net_cancel_search (TerrWindow *self)
{
  g_return_if_fail (TERR_IS_WINDOW (self));

  if (self->net_search == NULL)
    return;
  g_cancellable_cancel (self->net_search);
  if (self->net_search_account != NULL)
    terr_xmpp_account_disconnect (TERR_XMPP_ACCOUNT (self->net_search_account));
  g_clear_object (&self->net_search);
  g_clear_object (&self->net_search_account);
}

static void
rooms_service_found_cb (GObject      *source,
                        GAsyncResult *result,
                        gpointer      data)
{
  HostDiscovery *discovery = data;
  g_autoptr(TerrWindow) self = g_weak_ref_get (&discovery->window);
  g_autoptr(GError) error = NULL;
  g_autofree char *service = terr_xmpp_account_find_rooms_service_finish (TERR_XMPP_ACCOUNT (source),
                                                                          result, &error);

  terr_xmpp_account_disconnect (discovery->account);
  /* Cancelled (the window went, or the player chose another game since):
   * nothing to host, even when the answer came before the cancel. */
  if (self != NULL && !g_cancellable_is_cancelled (discovery->cancellable)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_clear_object (&self->net_search);
      g_clear_object (&self->net_search_account);
      if (service == NULL)
        terr_window_show_error (self, terr_net_error_title (error), error->message);
      else
        host_on_service (self, discovery->choice, discovery->password, service);
    }
  host_discovery_free (discovery);
}

static void
host_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  TerrWindow       *self)
{
  HostChoice *choice = g_object_get_data (G_OBJECT (dialog), "terr-host-choice");
  const char *password = gtk_editable_get_text (GTK_EDITABLE (self->join_password_row));
  g_autofree char *address = NULL;
  g_autoptr(GError) error = NULL;
  HostDiscovery *discovery;

  self->join_dialog = NULL;
  if (g_strcmp0 (response, "host") != 0 || self->session == NULL)
    return;
  /* One at a time: this choice is newer than a search still running. */
  terr_window_net_cancel_search (self);
  if (self->net_rooms_service != NULL)
    {
      host_on_service (self, choice, password, self->net_rooms_service);
      return;
    }

  /* Where the player's server keeps its rooms is asked, not guessed. */
  address = g_settings_get_string (terr_session_get_settings (self->session), "net-address");
  discovery = g_new0 (HostDiscovery, 1);
  discovery->account = terr_xmpp_account_new (address, password, &error);
  if (discovery->account == NULL)
    {
      g_free (discovery);
      terr_window_show_error (self, terr_net_error_title (error), error->message);
      return;
    }
  g_weak_ref_init (&discovery->window, self);
  discovery->choice = g_object_steal_data (G_OBJECT (dialog), "terr-host-choice");
  discovery->password = g_strdup (password);
  discovery->cancellable = g_cancellable_new ();
  if (self->net_server_host != NULL)
    terr_xmpp_account_set_server (discovery->account, self->net_server_host, self->net_server_port);
  /* A newer choice of game, or the window's end, cancels it. */
  self->net_search = g_object_ref (discovery->cancellable);
  self->net_search_account = G_OBJECT (g_object_ref (discovery->account));
  terr_xmpp_account_find_rooms_service (discovery->account, discovery->cancellable, rooms_service_found_cb,
                                        discovery);
  terr_xmpp_account_connect (discovery->account);
}

void
terr_window_net_host_chosen (TerrNewGameDialog *new_game,
                             guint64            seed,
                             GVariant          *options,
                             GVariant          *seats,
                             TerrWindow        *self)
{
  GSettings *settings = self->session != NULL ? terr_session_get_settings (self->session) : NULL;
  g_autofree char *address = settings != NULL ? g_settings_get_string (settings, "net-address") : NULL;
  HostChoice *choice = g_new0 (HostChoice, 1);
  GtkWidget *dialog, *list;

  choice->kind = terr_new_game_dialog_get_kind (new_game);
  choice->seed = seed;
  choice->options = options != NULL ? g_variant_ref (options) : NULL;
  choice->seats = g_variant_ref (seats);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Host Network Game"), NULL);
  /* TRANSLATORS: %s is the player's XMPP address */
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("Make a game room as %s and invite the remote players."),
                                  address != NULL ? address : "");
  g_object_set_data_full (G_OBJECT (dialog), "terr-host-choice", choice, host_choice_free);
  list = gtk_list_box_new ();
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  self->join_room_row = NULL;
  terr_window_net_present_password_dialog (self, dialog, list, address, "host", _("_Host"), G_CALLBACK (host_response_cb));
}

char *
terr_window_net_dup_link (TerrWindow *self)
{
  g_return_val_if_fail (TERR_IS_WINDOW (self), NULL);

  if (self->net_room_address == NULL)
    return NULL;
  return g_strdup_printf ("xmpp:%s?join", self->net_room_address);
}

char *
terr_net_new_room_address (const char *service)
{
  g_return_val_if_fail (service != NULL && *service != '\0', NULL);

  return g_strdup_printf ("terraces-%08x%08x@%s", g_random_int (), g_random_int (), service);
}

static void
join_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  TerrWindow       *self)
{
  if (g_strcmp0 (response, "join") == 0)
    terr_window_net_join (self,
                          gtk_editable_get_text (GTK_EDITABLE (self->join_room_row)),
                          gtk_editable_get_text (GTK_EDITABLE (self->join_password_row)));
  self->join_dialog = NULL;
}

static void
password_found_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(GtkWidget) row = user_data;
  g_autoptr(GError) error = NULL;
  char *password = terr_net_password_lookup_finish (result, &error);

  if (password != NULL && *gtk_editable_get_text (GTK_EDITABLE (row)) == '\0')
    gtk_editable_set_text (GTK_EDITABLE (row), password);
  terr_net_password_free (password);
}

static void
open_join_dialog (TerrWindow *self,
                  const char *room)
{
  GSettings *settings = self->session != NULL ? terr_session_get_settings (self->session) : NULL;
  g_autofree char *address = settings != NULL ? g_settings_get_string (settings, "net-address") : NULL;
  GtkWidget *dialog, *list;

  if (address == NULL || *address == '\0')
    {
      terr_window_show_error (self, _("No network account"),
                              _("Set your XMPP address in Preferences first."));
      return;
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Join Network Game"), NULL);
  /* TRANSLATORS: %s is the player's XMPP address */
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog), _("Join a game room as %s."), address);
  list = gtk_list_box_new ();
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  self->join_room_row = adw_entry_row_new ();
  if (room != NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->join_room_row), room);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->join_room_row), _("Room Name, Address or xmpp: Link"));
  gtk_list_box_append (GTK_LIST_BOX (list), self->join_room_row);
  terr_window_net_present_password_dialog (self, dialog, list, address, "join", _("_Join"), G_CALLBACK (join_response_cb));
}

static void
join_network_game_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  open_join_dialog (TERR_WINDOW (widget), NULL);
}

/* win.join-network-game-room('room@server'): the same with the room of
 * an invitation filled in. */
static void
join_network_game_room_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  open_join_dialog (TERR_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

void
terr_window_net_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.join-network-game", NULL, join_network_game_action);
  gtk_widget_class_install_action (widget_class, "win.join-network-game-room", "s", join_network_game_room_action);
}
