/* terr-room-panel-members.c — who is in the room of a network game and
 * what each is doing.
 *
 * One row (TerrRoomMember) per seat holder, in seat order, then one per
 * other occupant (watching): here or away and since when (the panel notes
 * when each came or went, comparing who is in the room at each look while
 * this program is in it: its own lost connection moves nobody's time), and for each seat held what the match says it
 * is doing (terr_net_match_get_seat_state: ready, to move, still placing,
 * placed, …).  The host sets a limit (terr_room_panel_set_away_limit):
 * once a person's holder has been away longer, the row offers "Play for
 * Them" with a computer level, which hands the seat to the computer
 * played here (terr_net_match_hand_over); every program sees the seat
 * change when the room delivers it.  Where the game does not allow it
 * (terr_net_match_can_hand_over), nothing is offered and the panel says
 * why.  No game is named here: the match answers.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-error.h"
#include "terr-room-panel-private.h"

static gint64
now_us (TerrRoomPanel *self)
{
  return self->clock != NULL ? self->clock (self->clock_data) : g_get_real_time ();
}

static void
note_since (TerrRoomPanel *self,
            const char    *address,
            gint64         now)
{
  g_hash_table_insert (self->since, g_strdup (address), g_memdup2 (&now, sizeof now));
}

static gint64
get_since (TerrRoomPanel *self,
           const char    *address)
{
  gint64 *since = g_hash_table_lookup (self->since, address);

  if (since == NULL)
    {
      /* Seen for the first time (a seat handed to a new holder). */
      note_since (self, address, now_us (self));
      since = g_hash_table_lookup (self->since, address);
    }
  return *since;
}

/* In the room: whoever came or went since the last look, came or went
 * now.  Out of it, nothing is known, and nothing changes: the room's
 * occupants went with this program's own connection. */
static void
follow_presence (TerrRoomPanel *self,
                 char         **occupants,
                 GPtrArray     *addresses)
{
  gint64 now = now_us (self);
  GHashTable *present;

  if (terr_room_get_state (self->room) != TERR_ROOM_JOINED)
    return;
  present = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; occupants != NULL && occupants[i] != NULL; i++)
    g_hash_table_add (present, g_strdup (occupants[i]));
  for (guint i = 0; i < addresses->len; i++)
    {
      const char *address = g_ptr_array_index (addresses, i);
      gboolean was = self->present != NULL && g_hash_table_contains (self->present, address);

      if (self->present == NULL || was != g_hash_table_contains (present, address)
          || !g_hash_table_contains (self->since, address))
        note_since (self, address, now);
    }
  g_clear_pointer (&self->present, g_hash_table_unref);
  self->present = present;
}

static const char *
describe_state (TerrNetSeatState state)
{
  switch (state)
    {
    case TERR_NET_SEAT_NOT_READY:
      return _("not ready yet");
    case TERR_NET_SEAT_READY:
      return _("ready");
    case TERR_NET_SEAT_TO_MOVE:
      return _("to move");
    case TERR_NET_SEAT_PLACING:
      return _("still placing");
    case TERR_NET_SEAT_PLACED:
      return _("placed");
    case TERR_NET_SEAT_OVER:
      return _("game over");
    case TERR_NET_SEAT_WAITING:
    default:
      return _("waiting");
    }
}

/* Whether @address is in @occupants. */
static gboolean
is_present (char      **occupants,
            const char *address)
{
  return occupants != NULL && g_strv_contains ((const char *const *) occupants, address);
}

/* The words of @member's row; its first seat played by a person (0 for
 * none) in @person_seat. */
static char *
describe_member (TerrRoomPanel *self,
                 const char    *address,
                 gboolean       present,
                 int           *person_seat)
{
  g_autoptr(GDateTime) when = g_date_time_new_from_unix_local (get_since (self, address) / G_USEC_PER_SEC);
  g_autofree char *clock = g_date_time_format (when, "%H:%M");
  GString *text = g_string_new (NULL);
  gboolean joined = terr_room_get_state (self->room) == TERR_ROOM_JOINED;
  TerrGame *game = self->net_match != NULL ? terr_net_match_get_game (self->net_match) : NULL;
  guint n_seats = game != NULL ? terr_game_get_n_players (game) : 0;
  gboolean holds = FALSE;

  *person_seat = 0;
  /* Out of the room this program does not know who is in it (the panel's
   * error says why). */
  if (joined && present)
    /* TRANSLATORS: %s is a time of day (14:05): since when someone is in the room */
    g_string_append_printf (text, _("Here since %s"), clock);
  else if (joined)
    /* TRANSLATORS: %s is a time of day (14:05): since when someone has left the room */
    g_string_append_printf (text, _("Away since %s"), clock);
  for (int seat = 1; seat <= (int) n_seats; seat++)
    {
      const char *words;

      if (g_strcmp0 (terr_net_match_get_seat_address (self->net_match, seat), address) != 0)
        continue;
      holds = TRUE;
      words = describe_state (terr_net_match_get_seat_state (self->net_match, seat));
      if (text->len > 0)
        g_string_append_c (text, '\n');
      if (terr_net_match_get_seat_level (self->net_match, seat) > 0)
        /* TRANSLATORS: a seat the computer plays at this player's program, and what it is doing ("to move") */
        g_string_append_printf (text, _("Seat %d, computer: %s"), seat, words);
      else
        {
          /* TRANSLATORS: a seat and what its player is doing ("to move", "still placing") */
          g_string_append_printf (text, _("Seat %d: %s"), seat, words);
          if (*person_seat == 0)
            *person_seat = seat;
        }
    }
  if (!holds)
    g_string_append_printf (text, "%s%s", text->len > 0 ? "\n" : "", _("Watching"));
  return g_string_free (text, FALSE);
}

/* The addresses the rows are for: seat holders in seat order, then the
 * other occupants. */
static GPtrArray *
list_addresses (TerrRoomPanel *self,
                char         **occupants)
{
  GPtrArray *out = g_ptr_array_new ();
  TerrGame *game = self->net_match != NULL ? terr_net_match_get_game (self->net_match) : NULL;
  guint n_seats = game != NULL ? terr_game_get_n_players (game) : 0;

  for (int seat = 1; seat <= (int) n_seats; seat++)
    {
      const char *address = terr_net_match_get_seat_address (self->net_match, seat);

      if (address != NULL && !g_ptr_array_find_with_equal_func (out, address, g_str_equal, NULL))
        g_ptr_array_add (out, (gpointer) address);
    }
  for (guint i = 0; occupants != NULL && occupants[i] != NULL; i++)
    if (!g_ptr_array_find_with_equal_func (out, occupants[i], g_str_equal, NULL))
      g_ptr_array_add (out, occupants[i]);
  return out;
}

/* The rows follow @addresses, keeping the items of those already shown. */
static void
follow_addresses (TerrRoomPanel *self,
                  GPtrArray     *addresses)
{
  GListModel *model = G_LIST_MODEL (self->members);
  guint n = g_list_model_get_n_items (model);
  g_autoptr(GPtrArray) items = NULL;
  gboolean same = n == addresses->len;

  for (guint i = 0; same && i < n; i++)
    {
      g_autoptr(TerrRoomMember) member = g_list_model_get_item (model, i);

      same = g_str_equal (terr_room_member_get_address (member), g_ptr_array_index (addresses, i));
    }
  if (same)
    return;
  items = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < addresses->len; i++)
    {
      const char *address = g_ptr_array_index (addresses, i);
      TerrRoomMember *found = NULL;

      for (guint j = 0; j < n && found == NULL; j++)
        {
          g_autoptr(TerrRoomMember) member = g_list_model_get_item (model, j);

          if (g_str_equal (terr_room_member_get_address (member), address))
            found = g_object_ref (member);
        }
      g_ptr_array_add (items, found != NULL ? found : terr_room_member_new (address));
    }
  g_list_store_splice (self->members, 0, n, items->pdata, items->len);
}

static gboolean
update_idle_cb (gpointer data)
{
  TerrRoomPanel *self = data;

  self->update_id = 0;
  terr_room_panel_update_members (self);
  return G_SOURCE_REMOVE;
}

void
terr_room_panel_queue_update (TerrRoomPanel *self)
{
  if (self->update_id == 0 && self->members != NULL)
    self->update_id = g_idle_add (update_idle_cb, self);
}

static gboolean
offer_timeout_cb (gpointer data)
{
  TerrRoomPanel *self = data;

  self->offer_id = 0;
  terr_room_panel_update_members (self);
  return G_SOURCE_REMOVE;
}

void
terr_room_panel_update_members (TerrRoomPanel *self)
{
  g_auto(GStrv) occupants = NULL;
  g_autoptr(GPtrArray) addresses = NULL;
  g_autofree char *note = NULL;
  const char *own;
  gboolean may_offer;
  gint64 now, next = G_MAXINT64;

  if (self->room == NULL || self->members == NULL)
    return;
  own = terr_room_get_own_address (self->room);
  occupants = terr_room_dup_occupants (self->room);
  addresses = list_addresses (self, occupants);
  follow_addresses (self, addresses);
  follow_presence (self, occupants, addresses);

  now = now_us (self);
  may_offer = self->net_match != NULL && self->away_limit > 0
              && terr_net_match_is_host (self->net_match)
              && terr_net_match_is_started (self->net_match)
              && !terr_net_match_is_finished (self->net_match)
              && terr_room_get_state (self->room) == TERR_ROOM_JOINED;
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->members)); i++)
    {
      g_autoptr(TerrRoomMember) member = g_list_model_get_item (G_LIST_MODEL (self->members), i);
      const char *address = terr_room_member_get_address (member);
      gboolean present = is_present (occupants, address);
      int person_seat = 0;
      g_autofree char *words = describe_member (self, address, present, &person_seat);
      gint64 due = get_since (self, address) + (gint64) self->away_limit * G_USEC_PER_SEC;
      gboolean away_too_long = may_offer && !present && person_seat > 0 && g_strcmp0 (address, own) != 0;

      terr_room_member_set_subtitle (member, words);
      if (away_too_long && due > now)
        {
          next = MIN (next, due);
          away_too_long = FALSE;
        }
      if (away_too_long && !terr_net_match_can_hand_over (self->net_match))
        {
          if (note == NULL)
            /* TRANSLATORS: %s is the address of a player who left the room */
            note = g_strdup_printf (_("%s is away. Their seat cannot be given to the computer: in this game each player’s placements stay on their own computer until the end, so the game waits for them."),
                                    address);
          away_too_long = FALSE;
        }
      terr_room_member_set_offer (member, away_too_long, person_seat);
    }
  gtk_label_set_text (GTK_LABEL (self->note_label), note != NULL ? note : "");
  gtk_widget_set_visible (self->note_label, note != NULL);

  /* Look again when the next one has been away long enough. */
  g_clear_handle_id (&self->offer_id, g_source_remove);
  if (next != G_MAXINT64 && self->clock == NULL)
    self->offer_id = g_timeout_add_seconds ((guint) ((next - now) / G_USEC_PER_SEC) + 1, offer_timeout_cb, self);
}

gboolean
terr_room_panel_hand_over (TerrRoomPanel  *self,
                           TerrRoomMember *member,
                           guint           level,
                           GError        **error)
{
  g_return_val_if_fail (TERR_IS_ROOM_PANEL (self), FALSE);
  g_return_val_if_fail (TERR_IS_ROOM_MEMBER (member), FALSE);

  if (self->net_match == NULL || !terr_room_member_get_offer (member))
    {
      g_set_error_literal (error, TERR_ERROR, TERR_ERROR_INVALID, _("This seat is not offered to the computer."));
      return FALSE;
    }
  return terr_net_match_hand_over (self->net_match, terr_room_member_get_seat (member), level,
                                   terr_room_get_own_address (self->room), error);
}

static void
play_for_them_cb (GtkButton     *button,
                  TerrRoomPanel *self)
{
  TerrRoomMember *member = g_object_get_data (G_OBJECT (button), "terr-member");
  GtkDropDown *drop = g_object_get_data (G_OBJECT (button), "terr-levels");
  g_autoptr(GError) error = NULL;

  if (!terr_room_panel_hand_over (self, member, gtk_drop_down_get_selected (drop) + 1, &error))
    {
      gtk_label_set_text (GTK_LABEL (self->note_label), error->message);
      gtk_widget_set_visible (self->note_label, TRUE);
    }
}

static GtkWidget *
make_member_row (gpointer item,
                 gpointer user_data)
{
  TerrRoomPanel *self = user_data;
  TerrRoomMember *member = item;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *offer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *drop = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (self->levels)), NULL);
  GtkWidget *button = gtk_button_new_with_label (_("Play for Them"));
  guint n_levels = g_list_model_get_n_items (G_LIST_MODEL (self->levels));

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), terr_room_member_get_address (member));
  g_object_bind_property (member, "subtitle", row, "subtitle", G_BINDING_SYNC_CREATE);

  /* The computer's level: the middle one by default. */
  if (n_levels > 0)
    gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), (n_levels - 1) / 2);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Computer level"), -1);
  gtk_widget_set_name (button, "play-for-them");
  gtk_widget_set_tooltip_text (button, _("Give this seat to the computer, played by this program"));
  g_object_set_data_full (G_OBJECT (button), "terr-member", g_object_ref (member), g_object_unref);
  g_object_set_data (G_OBJECT (button), "terr-levels", drop);
  g_signal_connect_object (button, "clicked", G_CALLBACK (play_for_them_cb), self, 0);
  gtk_box_append (GTK_BOX (offer), drop);
  gtk_box_append (GTK_BOX (offer), button);
  gtk_widget_set_valign (offer, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (offer, 6);
  gtk_widget_set_margin_bottom (offer, 6);
  g_object_bind_property (member, "offer", offer, "visible", G_BINDING_SYNC_CREATE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), offer);
  return row;
}

static void
match_changed_cb (TerrRoomPanel *self)
{
  terr_room_panel_update_members (self);
}

void
terr_room_panel_set_net_match (TerrRoomPanel *self,
                               TerrNetMatch  *net_match)
{
  TerrGame *game;
  guint n_levels = 0;

  g_return_if_fail (TERR_IS_ROOM_PANEL (self));
  g_return_if_fail (net_match == NULL || TERR_IS_NET_MATCH (net_match));

  if (self->net_match == net_match)
    return;
  if (self->net_match != NULL)
    g_signal_handlers_disconnect_by_data (self->net_match, self);
  g_set_object (&self->net_match, net_match);
  game = net_match != NULL ? terr_net_match_get_game (net_match) : NULL;
  if (net_match != NULL)
    {
      const char *signals[] = { "accepted", "seat-ready", "started", "finished" };

      for (guint i = 0; i < G_N_ELEMENTS (signals); i++)
        g_signal_connect_object (net_match, signals[i], G_CALLBACK (match_changed_cb), self, G_CONNECT_SWAPPED);
    }
  if (game != NULL)
    n_levels = terr_game_kind_get_n_levels (terr_game_get_kind (game));
  {
    g_autoptr(GPtrArray) names = g_ptr_array_new ();

    for (guint level = 1; level <= n_levels; level++)
      g_ptr_array_add (names, (gpointer) terr_game_kind_get_level_name (terr_game_get_kind (game), level));
    g_ptr_array_add (names, NULL);
    gtk_string_list_splice (self->levels, 0, g_list_model_get_n_items (G_LIST_MODEL (self->levels)),
                            (const char *const *) names->pdata);
  }
  terr_room_panel_update_members (self);
}

GListModel *
terr_room_panel_get_members (TerrRoomPanel *self)
{
  g_return_val_if_fail (TERR_IS_ROOM_PANEL (self), NULL);
  return G_LIST_MODEL (self->members);
}

void
terr_room_panel_set_away_limit (TerrRoomPanel *self,
                                guint          seconds)
{
  g_return_if_fail (TERR_IS_ROOM_PANEL (self));

  self->away_limit = seconds;
  terr_room_panel_update_members (self);
}

guint
terr_room_panel_get_away_limit (TerrRoomPanel *self)
{
  g_return_val_if_fail (TERR_IS_ROOM_PANEL (self), 0);
  return self->away_limit;
}

const char *
terr_room_panel_get_note (TerrRoomPanel *self)
{
  g_return_val_if_fail (TERR_IS_ROOM_PANEL (self), NULL);
  return gtk_widget_get_visible (self->note_label) ? gtk_label_get_text (GTK_LABEL (self->note_label)) : NULL;
}

void
terr_room_panel_set_clock (TerrRoomPanel     *self,
                           TerrRoomPanelClock clock,
                           gpointer           user_data)
{
  g_return_if_fail (TERR_IS_ROOM_PANEL (self));

  self->clock = clock;
  self->clock_data = user_data;
  g_clear_handle_id (&self->offer_id, g_source_remove);
  /* Whoever was seen before, by the real clock, is seen from the new
   * clock's now: a test's times never depend on the minute the real
   * clock had turned to meanwhile. */
  {
    GHashTableIter iter;
    gpointer since;
    gint64 now = now_us (self);

    g_hash_table_iter_init (&iter, self->since);
    while (g_hash_table_iter_next (&iter, NULL, &since))
      *(gint64 *) since = now;
  }
  terr_room_panel_queue_update (self);
}

void
terr_room_panel_members_init (TerrRoomPanel *self)
{
  self->members = g_list_store_new (TERR_TYPE_ROOM_MEMBER);
  self->levels = gtk_string_list_new (NULL);
  self->since = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->members_list = gtk_list_box_new ();
  gtk_widget_add_css_class (self->members_list, "boxed-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->members_list), GTK_SELECTION_NONE);
  gtk_list_box_bind_model (GTK_LIST_BOX (self->members_list), G_LIST_MODEL (self->members),
                           make_member_row, self, NULL);
  gtk_box_append (GTK_BOX (self->box), self->members_list);
  self->note_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->note_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->note_label), 0.0);
  gtk_widget_add_css_class (self->note_label, "dim-label");
  gtk_widget_set_visible (self->note_label, FALSE);
  gtk_box_append (GTK_BOX (self->box), self->note_label);
}

void
terr_room_panel_members_dispose (TerrRoomPanel *self)
{
  g_clear_handle_id (&self->offer_id, g_source_remove);
  if (self->net_match != NULL)
    g_signal_handlers_disconnect_by_data (self->net_match, self);
  if (self->members_list != NULL)
    gtk_list_box_bind_model (GTK_LIST_BOX (self->members_list), NULL, NULL, NULL, NULL);
  g_clear_object (&self->members);
  g_clear_object (&self->levels);
  g_clear_pointer (&self->since, g_hash_table_unref);
  g_clear_pointer (&self->present, g_hash_table_unref);
  g_clear_handle_id (&self->update_id, g_source_remove);
}
