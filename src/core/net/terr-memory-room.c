/* terr-memory-room.c — rooms in memory: one order, a history, delivery
 * through the main context, lost connections. */
#include "config.h"

#include "terr-memory-room.h"

typedef struct {
  char *from;
  char *payload;
} Entry;

struct _TerrMemoryHub
{
  GObject    parent_instance;

  char      *address;
  GPtrArray *history;   /* Entry */
  GPtrArray *members;   /* TerrMemoryRoom, not owned */
  guint      latency;
  guint      history_max;   /* what a member joining gets, 0: everything */
  TerrMemoryHubFilter filter;
  gpointer   filter_data;
  GError    *refusal;   /* a member joining fails with it */
};

G_DEFINE_FINAL_TYPE (TerrMemoryHub, terr_memory_hub, G_TYPE_OBJECT)

struct _TerrMemoryRoom
{
  TerrRoom       parent_instance;

  TerrMemoryHub *hub;
  GMainContext  *context;
  GSource       *source;
  gboolean       active;       /* joining or joined */
  guint          next;         /* the next history entry to deliver */
  guint          history_end;  /* entries before it come as history */
};

G_DEFINE_FINAL_TYPE (TerrMemoryRoom, terr_memory_room, TERR_TYPE_ROOM)

static void
entry_free (gpointer data)
{
  Entry *e = data;

  g_free (e->from);
  g_free (e->payload);
  g_free (e);
}

static void
terr_memory_hub_finalize (GObject *object)
{
  TerrMemoryHub *self = TERR_MEMORY_HUB (object);

  g_free (self->address);
  g_clear_error (&self->refusal);
  g_ptr_array_unref (self->history);
  g_ptr_array_unref (self->members);
  G_OBJECT_CLASS (terr_memory_hub_parent_class)->finalize (object);
}

static void
terr_memory_hub_class_init (TerrMemoryHubClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = terr_memory_hub_finalize;
}

static void
terr_memory_hub_init (TerrMemoryHub *self)
{
  self->history = g_ptr_array_new_with_free_func (entry_free);
  self->members = g_ptr_array_new ();
}

TerrMemoryHub *
terr_memory_hub_new (const char *room_address)
{
  TerrMemoryHub *self = g_object_new (TERR_TYPE_MEMORY_HUB, NULL);

  self->address = g_strdup (room_address);
  return self;
}

void
terr_memory_hub_set_latency (TerrMemoryHub *self,
                             guint          ms)
{
  g_return_if_fail (TERR_IS_MEMORY_HUB (self));
  self->latency = ms;
}

void
terr_memory_hub_set_filter (TerrMemoryHub       *self,
                            TerrMemoryHubFilter  func,
                            gpointer             user_data)
{
  g_return_if_fail (TERR_IS_MEMORY_HUB (self));
  self->filter = func;
  self->filter_data = user_data;
}

void
terr_memory_hub_set_history_max (TerrMemoryHub *self,
                                 guint          n)
{
  g_return_if_fail (TERR_IS_MEMORY_HUB (self));
  self->history_max = n;
}

void
terr_memory_hub_set_refusal (TerrMemoryHub *self,
                             const GError  *error)
{
  g_return_if_fail (TERR_IS_MEMORY_HUB (self));
  g_clear_error (&self->refusal);
  if (error != NULL)
    self->refusal = g_error_copy (error);
}

guint
terr_memory_hub_get_n_history (TerrMemoryHub *self)
{
  g_return_val_if_fail (TERR_IS_MEMORY_HUB (self), 0);
  return self->history->len;
}

/* ------------------------------------------------------------ a member */

static gboolean deliver_next (gpointer data);

static void
schedule (TerrMemoryRoom *self)
{
  if (self->source != NULL || !self->active)
    return;
  if (self->next >= self->hub->history->len && terr_room_get_state (TERR_ROOM (self)) == TERR_ROOM_JOINED)
    return;
  self->source = self->hub->latency > 0 ? g_timeout_source_new (self->hub->latency) : g_idle_source_new ();
  g_source_set_callback (self->source, deliver_next, self, NULL);
  g_source_attach (self->source, self->context);
}

static void
unschedule (TerrMemoryRoom *self)
{
  if (self->source != NULL)
    {
      g_source_destroy (self->source);
      g_clear_pointer (&self->source, g_source_unref);
    }
}

static gboolean
deliver_next (gpointer data)
{
  TerrMemoryRoom *self = data;
  G_GNUC_UNUSED g_autoptr(GObject) hold = g_object_ref (G_OBJECT (self));

  g_clear_pointer (&self->source, g_source_unref);
  if (self->next < self->hub->history->len)
    {
      Entry *e = g_ptr_array_index (self->hub->history, self->next);
      gboolean history = self->next < self->history_end;
      g_autofree char *from = g_strdup (e->from);
      g_autofree char *payload = g_strdup (e->payload);

      self->next++;
      terr_room_deliver_payload (TERR_ROOM (self), from, payload, history);
    }
  if (self->active && self->next >= self->history_end
      && terr_room_get_state (TERR_ROOM (self)) == TERR_ROOM_CONNECTING)
    terr_room_set_state (TERR_ROOM (self), TERR_ROOM_JOINED, NULL);
  schedule (self);
  return G_SOURCE_REMOVE;
}

static void
join (TerrMemoryRoom *self)
{
  TerrMemoryHub *hub = self->hub;
  const char *own = terr_room_get_own_address (TERR_ROOM (self));

  if (hub->refusal != NULL)
    {
      terr_room_set_state (TERR_ROOM (self), TERR_ROOM_FAILED, hub->refusal);
      return;
    }
  self->active = TRUE;
  /* A room hands a member joining its last payloads only, as a
   * multi-user chat room keeps a short history. */
  self->next = hub->history_max > 0 && hub->history->len > hub->history_max ? hub->history->len - hub->history_max : 0;
  self->history_end = hub->history->len;
  terr_room_set_state (TERR_ROOM (self), TERR_ROOM_CONNECTING, NULL);
  for (guint i = 0; i < hub->members->len; i++)
    {
      TerrMemoryRoom *other = g_ptr_array_index (hub->members, i);

      if (!other->active)
        continue;
      terr_room_add_occupant (TERR_ROOM (self), terr_room_get_own_address (TERR_ROOM (other)));
      if (other != self)
        terr_room_add_occupant (TERR_ROOM (other), own);
    }
  schedule (self);
}

static void
part (TerrMemoryRoom *self)
{
  TerrMemoryHub *hub = self->hub;
  const char *own = terr_room_get_own_address (TERR_ROOM (self));
  g_auto(GStrv) occupants = NULL;

  if (!self->active)
    return;
  self->active = FALSE;
  unschedule (self);
  occupants = terr_room_dup_occupants (TERR_ROOM (self));
  for (guint i = 0; occupants[i] != NULL; i++)
    terr_room_remove_occupant (TERR_ROOM (self), occupants[i]);
  for (guint i = 0; i < hub->members->len; i++)
    {
      TerrMemoryRoom *other = g_ptr_array_index (hub->members, i);

      if (other != self && other->active)
        terr_room_remove_occupant (TERR_ROOM (other), own);
    }
  terr_room_set_state (TERR_ROOM (self), TERR_ROOM_OFFLINE, NULL);
}

static void
terr_memory_room_send (TerrRoom   *room,
                       const char *payload)
{
  TerrMemoryRoom *self = TERR_MEMORY_ROOM (room);
  TerrMemoryHub *hub = self->hub;
  Entry *e;

  /* A lost connection loses what is sent. */
  if (terr_room_get_state (room) != TERR_ROOM_JOINED)
    return;
  e = g_new0 (Entry, 1);
  e->from = g_strdup (terr_room_get_own_address (room));
  e->payload = hub->filter != NULL ? hub->filter (e->from, payload, hub->filter_data) : g_strdup (payload);
  g_ptr_array_add (hub->history, e);
  for (guint i = 0; i < hub->members->len; i++)
    schedule (g_ptr_array_index (hub->members, i));
}

static void
terr_memory_room_send_chat (TerrRoom   *room,
                            const char *text)
{
  TerrMemoryRoom *self = TERR_MEMORY_ROOM (room);

  if (terr_room_get_state (room) != TERR_ROOM_JOINED)
    return;
  for (guint i = 0; i < self->hub->members->len; i++)
    {
      TerrMemoryRoom *other = g_ptr_array_index (self->hub->members, i);

      if (other->active)
        terr_room_deliver_chat (TERR_ROOM (other), terr_room_get_own_address (room), text, FALSE);
    }
}

static void
terr_memory_room_invite (TerrRoom   *room,
                         const char *address,
                         const char *reason)
{
  /* Everyone may join a room in memory: nothing to do. */
}

static void
terr_memory_room_leave (TerrRoom *room)
{
  part (TERR_MEMORY_ROOM (room));
}

static void
terr_memory_room_reconnect (TerrRoom *room)
{
  TerrMemoryRoom *self = TERR_MEMORY_ROOM (room);

  if (!self->active)
    join (self);
}

static void
terr_memory_room_dispose (GObject *object)
{
  TerrMemoryRoom *self = TERR_MEMORY_ROOM (object);

  if (self->hub != NULL)
    {
      part (self);
      g_ptr_array_remove (self->hub->members, self);
      g_clear_object (&self->hub);
    }
  g_clear_pointer (&self->context, g_main_context_unref);
  G_OBJECT_CLASS (terr_memory_room_parent_class)->dispose (object);
}

static void
terr_memory_room_class_init (TerrMemoryRoomClass *klass)
{
  TerrRoomClass *room_class = TERR_ROOM_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = terr_memory_room_dispose;
  room_class->send = terr_memory_room_send;
  room_class->send_chat = terr_memory_room_send_chat;
  room_class->invite = terr_memory_room_invite;
  room_class->leave = terr_memory_room_leave;
  room_class->reconnect = terr_memory_room_reconnect;
}

static void
terr_memory_room_init (TerrMemoryRoom *self)
{
}

TerrRoom *
terr_memory_room_new (TerrMemoryHub *hub,
                      const char    *own_address)
{
  TerrMemoryRoom *self;

  g_return_val_if_fail (TERR_IS_MEMORY_HUB (hub), NULL);
  g_return_val_if_fail (own_address != NULL, NULL);

  self = g_object_new (TERR_TYPE_MEMORY_ROOM, NULL);
  self->hub = g_object_ref (hub);
  self->context = g_main_context_ref_thread_default ();
  terr_room_set_addresses (TERR_ROOM (self), hub->address, own_address);
  g_ptr_array_add (hub->members, self);
  join (self);
  return TERR_ROOM (self);
}

void
terr_memory_room_drop (TerrMemoryRoom *self)
{
  g_return_if_fail (TERR_IS_MEMORY_ROOM (self));
  part (self);
}

void
terr_memory_room_restore (TerrMemoryRoom *self)
{
  g_return_if_fail (TERR_IS_MEMORY_ROOM (self));
  if (!self->active)
    join (self);
}

void
terr_memory_room_fail (TerrMemoryRoom *self,
                       const GError   *error)
{
  g_return_if_fail (TERR_IS_MEMORY_ROOM (self));
  g_return_if_fail (error != NULL);

  part (self);
  terr_room_set_state (TERR_ROOM (self), TERR_ROOM_FAILED, error);
}

TerrMemoryHub *
terr_memory_room_get_hub (TerrMemoryRoom *self)
{
  g_return_val_if_fail (TERR_IS_MEMORY_ROOM (self), NULL);
  return self->hub;
}
