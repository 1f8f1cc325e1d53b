/* terr-room-panel.c — the room of a network game in the side panel.
 *
 * Its lists are GListModels bound to list boxes: the seat holders and
 * other occupants (terr-room-panel-members.c) and the chat (the room's
 * chat texts, the last CHAT_KEEP kept); the occupants' addresses are a
 * model too (refilled from terr_room_dup_occupants when someone comes or
 * goes).  An entry sends a chat text.  A room that failed, or lost its
 * connection, shows why in words with Retry (terr_room_reconnect: the
 * room joins again and its history brings the game back).  The room's
 * "xmpp:ROOM?join" link is shown, selectable and with a button that copies
 * it, for the host to hand to others.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-room-panel-private.h"

#define CHAT_KEEP 50

G_DEFINE_FINAL_TYPE (TerrRoomPanel, terr_room_panel, GTK_TYPE_WIDGET)

static GtkWidget *
make_row (gpointer item,
          gpointer user_data)
{
  GtkWidget *label = gtk_label_new (gtk_string_object_get_string (GTK_STRING_OBJECT (item)));

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  return label;
}

static void
refill_occupants (TerrRoomPanel *self)
{
  g_auto(GStrv) occupants = terr_room_dup_occupants (self->room);
  guint n = occupants != NULL ? g_strv_length (occupants) : 0;
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (items, gtk_string_object_new (occupants[i]));
  g_list_store_splice (self->occupants, 0, g_list_model_get_n_items (G_LIST_MODEL (self->occupants)),
                       items->pdata, items->len);
}

static void
occupant_changed_cb (TerrRoom      *room,
                     const char    *address,
                     TerrRoomPanel *self)
{
  refill_occupants (self);
  terr_room_panel_queue_update (self);
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
chat_received_cb (TerrRoom      *room,
                  const char    *from,
                  const char    *text,
                  gboolean       history,
                  TerrRoomPanel *self)
{
  /* TRANSLATORS: a chat line: the sender's address, then what they wrote */
  g_autofree char *line = g_strdup_printf (_("%s: %s"), from, text);
  g_autoptr(GtkStringObject) item = gtk_string_object_new (line);

  g_list_store_append (self->chat, item);
  while (g_list_model_get_n_items (G_LIST_MODEL (self->chat)) > CHAT_KEEP)
    g_list_store_remove (self->chat, 0);
}

static void
chat_items_changed_cb (GListModel    *chat,
                       guint          position,
                       guint          removed,
                       guint          added,
                       TerrRoomPanel *self)
{
  /* An empty boxed list would show as a bare line. */
  gtk_widget_set_visible (self->chat_list, g_list_model_get_n_items (chat) > 0);
}

/* A failure says what and why; a lost connection that the room makes
 * again by itself says so; both offer Retry. */
static void
state_changed_cb (TerrRoom      *room,
                  GParamSpec    *pspec,
                  TerrRoomPanel *self)
{
  const GError *error = terr_room_get_error (room);
  TerrRoomState state = terr_room_get_state (room);
  const char *title = NULL;
  const char *text = NULL;

  if (state == TERR_ROOM_JOINED)
    self->was_joined = TRUE;
  if (state == TERR_ROOM_FAILED && error != NULL)
    {
      title = terr_net_error_title (error);
      text = error->message;
    }
  else if (state == TERR_ROOM_OFFLINE && self->was_joined)
    {
      title = _("Connection lost");
      text = _("Trying again by itself; Retry tries now. The game goes on from where the room is.");
    }
  gtk_label_set_text (GTK_LABEL (self->error_title), title != NULL ? title : "");
  gtk_label_set_text (GTK_LABEL (self->error_label), text != NULL ? text : "");
  gtk_widget_set_visible (self->error_box, title != NULL);
  refill_occupants (self);
  terr_room_panel_update_members (self);
}

static guint retry_signal;

/* What Retry does unless a handler stops it (the window, to ask again
 * for a refused password first). */
static void
retry_default (TerrRoomPanel *self)
{
  terr_room_reconnect (self->room);
}

void
terr_room_panel_retry (TerrRoomPanel *self)
{
  g_return_if_fail (TERR_IS_ROOM_PANEL (self));
  g_signal_emit (self, retry_signal, 0);
}

static void
retry_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  terr_room_panel_retry (TERR_ROOM_PANEL (widget));
}

void
terr_room_panel_send_chat (TerrRoomPanel *self,
                           const char    *text)
{
  g_autofree char *stripped = NULL;

  g_return_if_fail (TERR_IS_ROOM_PANEL (self));

  stripped = g_strstrip (g_strdup (text != NULL ? text : ""));
  if (*stripped == '\0')
    return;
  terr_room_send_chat (self->room, stripped);
}

static void
entry_activate_cb (GtkEntry      *entry,
                   TerrRoomPanel *self)
{
  g_autofree char *text = g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry)));

  terr_room_panel_send_chat (self, text);
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
}

static void
copy_link_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TerrRoomPanel *self = TERR_ROOM_PANEL (widget);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)),
                          gtk_label_get_text (GTK_LABEL (self->link_label)));
}

static GtkWidget *
make_list (GListModel *model)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_list_box_bind_model (GTK_LIST_BOX (list), model, make_row, NULL, NULL);
  return list;
}

static GtkWidget *
make_heading (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_add_css_class (label, "heading");
  return label;
}

GtkWidget *
terr_room_panel_new (TerrRoom *room)
{
  TerrRoomPanel *self;

  g_return_val_if_fail (TERR_IS_ROOM (room), NULL);

  self = g_object_new (TERR_TYPE_ROOM_PANEL, NULL);
  self->room = g_object_ref (room);
  g_signal_connect_object (room, "occupant-joined", G_CALLBACK (occupant_changed_cb), self, 0);
  g_signal_connect_object (room, "occupant-left", G_CALLBACK (occupant_changed_cb), self, 0);
  g_signal_connect_object (room, "chat-received", G_CALLBACK (chat_received_cb), self, 0);
  g_signal_connect_object (room, "notify::state", G_CALLBACK (state_changed_cb), self, 0);
  g_signal_connect_object (room, "notify::error", G_CALLBACK (state_changed_cb), self, 0);
  state_changed_cb (room, NULL, self);
  if (terr_room_get_address (room) != NULL)
    {
      g_autofree char *link = g_strdup_printf ("xmpp:%s?join", terr_room_get_address (room));

      gtk_label_set_text (GTK_LABEL (self->link_label), link);
    }
  return GTK_WIDGET (self);
}

TerrRoom *
terr_room_panel_get_room (TerrRoomPanel *self)
{
  g_return_val_if_fail (TERR_IS_ROOM_PANEL (self), NULL);
  return self->room;
}

GListModel *
terr_room_panel_get_occupants (TerrRoomPanel *self)
{
  g_return_val_if_fail (TERR_IS_ROOM_PANEL (self), NULL);
  return G_LIST_MODEL (self->occupants);
}

GListModel *
terr_room_panel_get_chat (TerrRoomPanel *self)
{
  g_return_val_if_fail (TERR_IS_ROOM_PANEL (self), NULL);
  return G_LIST_MODEL (self->chat);
}

const char *
terr_room_panel_get_link (TerrRoomPanel *self)
{
  g_return_val_if_fail (TERR_IS_ROOM_PANEL (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->link_label));
}

const char *
terr_room_panel_get_error_text (TerrRoomPanel *self)
{
  g_return_val_if_fail (TERR_IS_ROOM_PANEL (self), NULL);
  return gtk_widget_get_visible (self->error_box)
         ? gtk_label_get_text (GTK_LABEL (self->error_label)) : NULL;
}

const char *
terr_room_panel_get_error_title (TerrRoomPanel *self)
{
  g_return_val_if_fail (TERR_IS_ROOM_PANEL (self), NULL);
  return gtk_widget_get_visible (self->error_box)
         ? gtk_label_get_text (GTK_LABEL (self->error_title)) : NULL;
}

static void
terr_room_panel_dispose (GObject *object)
{
  TerrRoomPanel *self = TERR_ROOM_PANEL (object);

  terr_room_panel_members_dispose (self);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->net_match);
  g_clear_object (&self->room);
  g_clear_object (&self->occupants);
  g_clear_object (&self->chat);

  G_OBJECT_CLASS (terr_room_panel_parent_class)->dispose (object);
}

static void
terr_room_panel_class_init (TerrRoomPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = terr_room_panel_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_install_action (widget_class, "room-panel.copy-link", NULL, copy_link_action);
  gtk_widget_class_install_action (widget_class, "room-panel.retry", NULL, retry_action);

  /* retry: Retry was pressed; the default handler joins again. */
  retry_signal = g_signal_new_class_handler ("retry", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                             G_CALLBACK (retry_default), NULL, NULL, NULL,
                                             G_TYPE_NONE, 0);
}

static void
append_padded (GtkWidget *box,
               GtkWidget *child)
{
  gtk_widget_set_margin_start (child, 12);
  gtk_widget_set_margin_end (child, 12);
  gtk_box_append (GTK_BOX (box), child);
}

static void
terr_room_panel_init (TerrRoomPanel *self)
{
  GtkWidget *link_box, *copy;

  self->occupants = g_list_store_new (GTK_TYPE_STRING_OBJECT);
  self->chat = g_list_store_new (GTK_TYPE_STRING_OBJECT);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_box_append (GTK_BOX (self->box), make_heading (_("Link to Join")));
  link_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->link_label = gtk_label_new (NULL);
  gtk_label_set_selectable (GTK_LABEL (self->link_label), TRUE);
  gtk_label_set_wrap (GTK_LABEL (self->link_label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->link_label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (self->link_label), 0.0);
  gtk_widget_set_hexpand (self->link_label, TRUE);
  gtk_box_append (GTK_BOX (link_box), self->link_label);
  copy = gtk_button_new_from_icon_name ("edit-copy-symbolic");
  gtk_widget_set_valign (copy, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (copy, "flat");
  gtk_widget_set_tooltip_text (copy, _("Copy Link"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (copy), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Copy Link"), -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (copy), "room-panel.copy-link");
  gtk_box_append (GTK_BOX (link_box), copy);
  gtk_box_append (GTK_BOX (self->box), link_box);
  /* The room's error, with Retry. */
  self->error_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (self->error_box, "card");
  self->error_title = make_heading (NULL);
  gtk_widget_add_css_class (self->error_title, "error");
  gtk_label_set_wrap (GTK_LABEL (self->error_title), TRUE);
  self->error_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->error_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->error_label), 0.0);
  self->retry_button = gtk_button_new_with_mnemonic (_("_Retry"));
  gtk_widget_set_halign (self->retry_button, GTK_ALIGN_START);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->retry_button), "room-panel.retry");
  append_padded (self->error_box, self->error_title);
  append_padded (self->error_box, self->error_label);
  append_padded (self->error_box, self->retry_button);
  gtk_widget_set_margin_top (self->error_title, 12);
  gtk_widget_set_margin_bottom (self->retry_button, 12);
  gtk_widget_set_visible (self->error_box, FALSE);
  gtk_box_append (GTK_BOX (self->box), self->error_box);
  gtk_box_append (GTK_BOX (self->box), make_heading (_("In the Room")));
  terr_room_panel_members_init (self);
  gtk_box_append (GTK_BOX (self->box), make_heading (_("Chat")));
  self->chat_list = make_list (G_LIST_MODEL (self->chat));
  gtk_widget_set_visible (self->chat_list, FALSE);
  g_signal_connect (self->chat, "items-changed", G_CALLBACK (chat_items_changed_cb), self);
  gtk_box_append (GTK_BOX (self->box), self->chat_list);
  self->entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->entry), _("Say something to the room"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Chat message"), -1);
  g_signal_connect (self->entry, "activate", G_CALLBACK (entry_activate_cb), self);
  gtk_box_append (GTK_BOX (self->box), self->entry);
}
