/* terr-memory-room.h — rooms in memory, for tests and for trying the
 * network game without a network.
 *
 * A TerrMemoryHub is one room's server: it puts every payload sent by any
 * member into one order, keeps them all (the history) and delivers them
 * to each joined member through the main context the member was made in,
 * one idle (or timeout, with a latency) at a time, in that order.  A
 * member that joins (or joins again) first gets the whole history with
 * history = TRUE.  A member can be dropped (a lost connection: it goes
 * OFFLINE, what it sends is lost, it receives nothing) and restored (it
 * joins again and gets the history).
 */
#pragma once

#include "terr-room.h"

G_BEGIN_DECLS

#define TERR_TYPE_MEMORY_HUB (terr_memory_hub_get_type ())
G_DECLARE_FINAL_TYPE (TerrMemoryHub, terr_memory_hub, TERR, MEMORY_HUB, GObject)

#define TERR_TYPE_MEMORY_ROOM (terr_memory_room_get_type ())
G_DECLARE_FINAL_TYPE (TerrMemoryRoom, terr_memory_room, TERR, MEMORY_ROOM, TerrRoom)

TerrMemoryHub  *terr_memory_hub_new           (const char     *room_address);
/* Each delivery waits @ms (0: an idle). */
void            terr_memory_hub_set_latency   (TerrMemoryHub  *self,
                                               guint           ms);
/* Tests: @func may rewrite each payload as it enters the room (a
 * payload changed on its way); it returns a new string. */
typedef char *(*TerrMemoryHubFilter) (const char *from,
                                      const char *payload,
                                      gpointer    user_data);
void            terr_memory_hub_set_filter    (TerrMemoryHub  *self,
                                               TerrMemoryHubFilter func,
                                               gpointer        user_data);
/* A member joining gets only the last @n payloads as history (0, the
 * default: all of them), as a chat room keeps a short history. */
void            terr_memory_hub_set_history_max (TerrMemoryHub *self,
                                               guint           n);
/* How many payloads the room keeps. */
guint           terr_memory_hub_get_n_history (TerrMemoryHub  *self);

/* A member with the account @own_address: it joins at once (JOINED after
 * the history has been delivered, from the main context). */
TerrRoom       *terr_memory_room_new          (TerrMemoryHub  *hub,
                                               const char     *own_address);
TerrMemoryHub  *terr_memory_room_get_hub      (TerrMemoryRoom *self);
/* A lost connection, and coming back. */
void            terr_memory_room_drop         (TerrMemoryRoom *self);
void            terr_memory_room_restore      (TerrMemoryRoom *self);
/* A member that gives up with @error (FAILED, out of the room: a
 * password refused, a server unreachable, the room gone). */
void            terr_memory_room_fail         (TerrMemoryRoom *self,
                                               const GError   *error);
/* While @error is set, a member joining (terr_room_reconnect, restore)
 * fails with it instead; NULL lets them in again. */
void            terr_memory_hub_set_refusal   (TerrMemoryHub  *self,
                                               const GError   *error);

G_END_DECLS
