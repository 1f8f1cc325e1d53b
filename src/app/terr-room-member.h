/* terr-room-member.h — one row of a room panel's list: a seat holder (or
 * someone watching), what is shown of them and whether the host may hand
 * their seat to the computer (terr-room-panel-members.c fills it in). */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TERR_TYPE_ROOM_MEMBER (terr_room_member_get_type ())
G_DECLARE_FINAL_TYPE (TerrRoomMember, terr_room_member, TERR, ROOM_MEMBER, GObject)

TerrRoomMember *terr_room_member_new          (const char     *address);
const char     *terr_room_member_get_address  (TerrRoomMember *self);
/* Here or away, since when, each seat held and what it is doing, a line
 * each. */
const char     *terr_room_member_get_subtitle (TerrRoomMember *self);
void            terr_room_member_set_subtitle (TerrRoomMember *self,
                                               const char     *subtitle);
/* Whether the row offers "Play for Them", and the seat it hands over. */
gboolean        terr_room_member_get_offer    (TerrRoomMember *self);
int             terr_room_member_get_seat     (TerrRoomMember *self);
void            terr_room_member_set_offer    (TerrRoomMember *self,
                                               gboolean        offer,
                                               int             seat);

G_END_DECLS
