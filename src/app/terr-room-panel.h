/* terr-room-panel.h — the room of a network game, in the game page's side
 * panel: who holds which seat and what each is doing, the host's offer to
 * give an absent player's seat to the computer, a short chat, and the
 * room's error in words with Retry. */
#pragma once

#include <adwaita.h>

#include "terr-net-match.h"
#include "terr-room.h"
#include "terr-room-member.h"

G_BEGIN_DECLS

#define TERR_TYPE_ROOM_PANEL (terr_room_panel_get_type ())
G_DECLARE_FINAL_TYPE (TerrRoomPanel, terr_room_panel, TERR, ROOM_PANEL, GtkWidget)

GtkWidget  *terr_room_panel_new           (TerrRoom      *room);
TerrRoom   *terr_room_panel_get_room      (TerrRoomPanel *self);
/* The game played in the room: its seats and who is to move. */
void        terr_room_panel_set_net_match (TerrRoomPanel *self,
                                           TerrNetMatch  *net_match);
/* The occupants (GtkStringObject, their addresses, sorted) and the chat
 * ("from: text", oldest first). */
GListModel *terr_room_panel_get_occupants (TerrRoomPanel *self);
GListModel *terr_room_panel_get_chat      (TerrRoomPanel *self);
/* The rows (TerrRoomMember): each seat holder in seat order, then the
 * other occupants. */
GListModel *terr_room_panel_get_members   (TerrRoomPanel *self);
/* Send @text to the room's chat (what the entry does on Enter). */
void        terr_room_panel_send_chat     (TerrRoomPanel *self,
                                           const char    *text);
/* "xmpp:ROOM?join": the link shown, that the copy button copies. */
const char *terr_room_panel_get_link      (TerrRoomPanel *self);
/* The error shown (its title and its sentence), or NULL; Retry
 * (room-panel.retry) emits "retry", whose default handler connects and
 * joins again (terr_room_reconnect). */
const char *terr_room_panel_get_error_title (TerrRoomPanel *self);
const char *terr_room_panel_get_error_text (TerrRoomPanel *self);
void        terr_room_panel_retry         (TerrRoomPanel *self);

/* The host: after @seconds away (0: never) a seat holder's row offers
 * "Play for Them"; where the game does not allow it, the panel says why
 * (terr_room_panel_get_note). */
void        terr_room_panel_set_away_limit (TerrRoomPanel *self,
                                           guint          seconds);
guint       terr_room_panel_get_away_limit (TerrRoomPanel *self);
const char *terr_room_panel_get_note      (TerrRoomPanel *self);
/* What "Play for Them" does: @member's seat to the computer at @level,
 * played here. */
gboolean    terr_room_panel_hand_over     (TerrRoomPanel  *self,
                                           TerrRoomMember *member,
                                           guint           level,
                                           GError        **error);

/* The title of a room's error in words ("Wrong address or password",
 * "Server unreachable", "Room gone", …). */
const char *terr_net_error_title          (const GError *error);

G_END_DECLS
