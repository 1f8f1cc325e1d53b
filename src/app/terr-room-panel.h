/* terr-room-panel.h — the room of a network game, in the game page's side
 * panel: who is in the room, a short chat, and the room's error. */
#pragma once

#include <adwaita.h>

#include "terr-room.h"

G_BEGIN_DECLS

#define TERR_TYPE_ROOM_PANEL (terr_room_panel_get_type ())
G_DECLARE_FINAL_TYPE (TerrRoomPanel, terr_room_panel, TERR, ROOM_PANEL, GtkWidget)

GtkWidget  *terr_room_panel_new           (TerrRoom      *room);
TerrRoom   *terr_room_panel_get_room      (TerrRoomPanel *self);
/* The occupants (GtkStringObject, their addresses, sorted) and the chat
 * ("from: text", oldest first): the models the rows are bound to. */
GListModel *terr_room_panel_get_occupants (TerrRoomPanel *self);
GListModel *terr_room_panel_get_chat      (TerrRoomPanel *self);
/* Send @text to the room's chat (what the entry does on Enter). */
void        terr_room_panel_send_chat     (TerrRoomPanel *self,
                                           const char    *text);
/* The error shown, or NULL. */
/* "xmpp:ROOM?join": the link shown, that the copy button copies. */
const char *terr_room_panel_get_link      (TerrRoomPanel *self);
const char *terr_room_panel_get_error_text (TerrRoomPanel *self);

G_END_DECLS
