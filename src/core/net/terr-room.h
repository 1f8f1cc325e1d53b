/* terr-room.h — where the programs of one game meet.
 *
 * A room is a chat room of the network a game is played over (an XMPP
 * multi-user chat room: see src/net/).  It carries payloads — one XML
 * element of the project's namespace, serialized — and short chat texts
 * between its occupants.  Each occupant is known by a stable address (the
 * bare address of its account, "ann@example.org"), never by a nickname.
 *
 * Every payload sent, the sender's own included, comes back through
 * "payload-received" in the room's order: that order is the same for every
 * occupant, so a program that applies payloads only as the room delivers
 * them agrees with every other one.  After a (re)join the room first
 * delivers what it kept (history = TRUE), then live payloads.
 *
 * This is the abstract class: src/core/net/ has an in-memory room for
 * tests, src/net/ the XMPP one.  No GTK, no network code here.
 *
 * Properties: "state" (TerrRoomState), "address" (the room's own
 * address), "own-address" (this program's account), "error" (the GError
 * of TERR_ROOM_FAILED, boxed).
 * Signals:
 *   payload-received (const char *from, const char *payload,
 *                     gboolean history)
 *   chat-received    (const char *from, const char *text, gboolean history)
 *   occupant-joined  (const char *address)
 *   occupant-left    (const char *address)
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum {
  TERR_ROOM_OFFLINE,     /* not connected (yet, or again after a loss) */
  TERR_ROOM_CONNECTING,  /* connecting or joining */
  TERR_ROOM_JOINED,      /* in the room: payloads flow */
  TERR_ROOM_FAILED,      /* gave up: see terr_room_get_error() */
} TerrRoomState;

#define TERR_ROOM_ERROR (terr_room_error_quark ())
typedef enum {
  TERR_ROOM_ERROR_AUTH,         /* wrong address or password */
  TERR_ROOM_ERROR_UNREACHABLE,  /* the server cannot be reached */
  TERR_ROOM_ERROR_TLS,          /* no TLS, or a certificate not trusted */
  TERR_ROOM_ERROR_GONE,         /* the room does not exist (any more) */
  TERR_ROOM_ERROR_REFUSED,      /* the room refused us (full, banned, …) */
  TERR_ROOM_ERROR_PROTOCOL,     /* the other side said something we cannot use */
  TERR_ROOM_ERROR_NO_SERVICE,   /* the server offers no rooms (no multi-user chat) */
} TerrRoomError;
GQuark terr_room_error_quark (void);

#define TERR_TYPE_ROOM (terr_room_get_type ())
G_DECLARE_DERIVABLE_TYPE (TerrRoom, terr_room, TERR, ROOM, GObject)

struct _TerrRoomClass
{
  GObjectClass parent_class;

  /* Queue @payload for every occupant; it comes back through
   * "payload-received" in the room's order. */
  void (*send)      (TerrRoom   *self,
                     const char *payload);
  void (*send_chat) (TerrRoom   *self,
                     const char *text);
  /* Invite @address to the room (a direct invitation). */
  void (*invite)    (TerrRoom   *self,
                     const char *address,
                     const char *reason);
  void (*leave)     (TerrRoom   *self);
  /* Try again now after a lost connection or a failure: connect and
   * join again (the room's history follows). */
  void (*reconnect) (TerrRoom   *self);

  gpointer padding[7];
};

TerrRoomState  terr_room_get_state        (TerrRoom   *self);
const char    *terr_room_get_address      (TerrRoom   *self);
const char    *terr_room_get_own_address  (TerrRoom   *self);
const GError  *terr_room_get_error        (TerrRoom   *self);
/* The bare addresses in the room now (this program's included), sorted. */
char         **terr_room_dup_occupants    (TerrRoom   *self);

void           terr_room_send             (TerrRoom   *self,
                                           const char *payload);
void           terr_room_send_chat        (TerrRoom   *self,
                                           const char *text);
void           terr_room_invite           (TerrRoom   *self,
                                           const char *address,
                                           const char *reason);
void           terr_room_leave            (TerrRoom   *self);
/* Connect and join again now (a Retry); nothing when joined. */
void           terr_room_reconnect        (TerrRoom   *self);

/* For subclasses: report what happened. */
void           terr_room_set_state        (TerrRoom      *self,
                                           TerrRoomState  state,
                                           const GError  *error);
void           terr_room_set_addresses    (TerrRoom   *self,
                                           const char *room_address,
                                           const char *own_address);
void           terr_room_add_occupant     (TerrRoom   *self,
                                           const char *address);
void           terr_room_remove_occupant  (TerrRoom   *self,
                                           const char *address);
void           terr_room_deliver_payload  (TerrRoom   *self,
                                           const char *from,
                                           const char *payload,
                                           gboolean    history);
void           terr_room_deliver_chat     (TerrRoom   *self,
                                           const char *from,
                                           const char *text,
                                           gboolean    history);

G_END_DECLS
