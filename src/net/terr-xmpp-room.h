/* terr-xmpp-room.h — a TerrRoom that is an XMPP multi-user chat room
 * (XEP-0045) of a TerrXmppAccount.
 *
 * A payload travels as a groupchat message whose body is a short text for
 * other chat programs ("Terraces move 12") and whose one child element
 * outside XMPP's own namespaces is the payload.  Chat texts are plain
 * groupchat bodies.  The host's room is made non-anonymous (every occupant
 * sees the real addresses), persistent (it outlives a lost connection),
 * with a long history and, if asked, members-only (only invited accounts
 * may enter: an invitation by the owner makes the guest a member).
 *
 * Occupants and senders are reported by bare real address, whatever their
 * nickname.  On joining, the room asks for its whole history, which comes
 * with history = TRUE, then live messages; after a lost connection the
 * account joins again and the history comes again.
 *
 * Payloads larger than TERR_XMPP_ROOM_MAX_PAYLOAD bytes are refused when
 * sent and when received: "payload-refused" (const char *from,
 * const char *reason) says so, nothing else happens.
 */
#pragma once

#include "terr-room.h"

G_BEGIN_DECLS

typedef struct _TerrXmppAccount TerrXmppAccount;

#define TERR_XMPP_ROOM_MAX_PAYLOAD (64 * 1024)
/* How many messages of history a room asks for and keeps. */
#define TERR_XMPP_ROOM_HISTORY 10000

#define TERR_TYPE_XMPP_ROOM (terr_xmpp_room_get_type ())
G_DECLARE_FINAL_TYPE (TerrXmppRoom, terr_xmpp_room, TERR, XMPP_ROOM, TerrRoom)

/* Create the room @room_address ("game-x1@rooms.example.org") and
 * configure it; joins it instead when it exists.  Works once the account
 * is online (and again after each reconnection). */
TerrXmppRoom *terr_xmpp_room_create     (TerrXmppAccount *account,
                                         const char      *room_address,
                                         gboolean         members_only);
/* Join an existing room; a room that does not exist fails with
 * TERR_ROOM_ERROR_GONE. */
TerrXmppRoom *terr_xmpp_room_join       (TerrXmppAccount *account,
                                         const char      *room_address);
/* Check and send @payload: FALSE with the reason when it is refused (too
 * large, not one XML element, not joined). */
gboolean      terr_xmpp_room_try_send   (TerrXmppRoom    *self,
                                         const char      *payload,
                                         GError         **error);
/* The owner destroys the room: everyone in it gets TERR_ROOM_ERROR_GONE. */
void          terr_xmpp_room_destroy    (TerrXmppRoom    *self,
                                         const char      *reason);
TerrXmppAccount *terr_xmpp_room_get_account (TerrXmppRoom *self);

G_END_DECLS
