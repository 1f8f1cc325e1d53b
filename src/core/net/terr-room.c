/* terr-room.c — where the programs of one game meet (the abstract room). */
#include "terr-room.h"

G_DEFINE_QUARK (terr-room-error-quark, terr_room_error)

static int
compare_addresses (const void *a,
                   const void *b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

typedef struct
{
  TerrRoomState  state;
  char          *address;
  char          *own_address;
  GError        *error;
  GHashTable    *occupants;   /* address → count of its connections */
} TerrRoomPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (TerrRoom, terr_room, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_STATE,
  PROP_ADDRESS,
  PROP_OWN_ADDRESS,
  PROP_ERROR,
  N_PROPS
};

enum {
  PAYLOAD_RECEIVED,
  CHAT_RECEIVED,
  OCCUPANT_JOINED,
  OCCUPANT_LEFT,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
terr_room_finalize (GObject *object)
{
  TerrRoom *self = TERR_ROOM (object);
  TerrRoomPrivate *priv = terr_room_get_instance_private (self);

  g_clear_pointer (&priv->address, g_free);
  g_clear_pointer (&priv->own_address, g_free);
  g_clear_error (&priv->error);
  g_clear_pointer (&priv->occupants, g_hash_table_unref);

  G_OBJECT_CLASS (terr_room_parent_class)->finalize (object);
}

static void
terr_room_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  TerrRoom *self = TERR_ROOM (object);
  TerrRoomPrivate *priv = terr_room_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_int (value, priv->state);
      break;
    case PROP_ADDRESS:
      g_value_set_string (value, priv->address);
      break;
    case PROP_OWN_ADDRESS:
      g_value_set_string (value, priv->own_address);
      break;
    case PROP_ERROR:
      g_value_set_boxed (value, priv->error);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_room_class_init (TerrRoomClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = terr_room_finalize;
  object_class->get_property = terr_room_get_property;

  properties[PROP_STATE] =
    g_param_spec_int ("state", NULL, NULL,
                      TERR_ROOM_OFFLINE, TERR_ROOM_FAILED, TERR_ROOM_OFFLINE,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ADDRESS] =
    g_param_spec_string ("address", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_OWN_ADDRESS] =
    g_param_spec_string ("own-address", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ERROR] =
    g_param_spec_boxed ("error", NULL, NULL, G_TYPE_ERROR,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[PAYLOAD_RECEIVED] =
    g_signal_new ("payload-received", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                  G_TYPE_STRING, G_TYPE_STRING, G_TYPE_BOOLEAN);
  signals[CHAT_RECEIVED] =
    g_signal_new ("chat-received", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                  G_TYPE_STRING, G_TYPE_STRING, G_TYPE_BOOLEAN);
  signals[OCCUPANT_JOINED] =
    g_signal_new ("occupant-joined", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[OCCUPANT_LEFT] =
    g_signal_new ("occupant-left", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
terr_room_init (TerrRoom *self)
{
  TerrRoomPrivate *priv = terr_room_get_instance_private (self);

  priv->occupants = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

TerrRoomState
terr_room_get_state (TerrRoom *self)
{
  TerrRoomPrivate *priv = terr_room_get_instance_private (self);

  g_return_val_if_fail (TERR_IS_ROOM (self), TERR_ROOM_OFFLINE);
  return priv->state;
}

const char *
terr_room_get_address (TerrRoom *self)
{
  TerrRoomPrivate *priv = terr_room_get_instance_private (self);

  g_return_val_if_fail (TERR_IS_ROOM (self), NULL);
  return priv->address;
}

const char *
terr_room_get_own_address (TerrRoom *self)
{
  TerrRoomPrivate *priv = terr_room_get_instance_private (self);

  g_return_val_if_fail (TERR_IS_ROOM (self), NULL);
  return priv->own_address;
}

const GError *
terr_room_get_error (TerrRoom *self)
{
  TerrRoomPrivate *priv = terr_room_get_instance_private (self);

  g_return_val_if_fail (TERR_IS_ROOM (self), NULL);
  return priv->error;
}

char **
terr_room_dup_occupants (TerrRoom *self)
{
  TerrRoomPrivate *priv = terr_room_get_instance_private (self);
  g_autofree gpointer *keys = NULL;
  guint n = 0;
  char **out;

  g_return_val_if_fail (TERR_IS_ROOM (self), NULL);

  keys = g_hash_table_get_keys_as_array (priv->occupants, &n);
  out = g_new0 (char *, n + 1);
  for (guint i = 0; i < n; i++)
    out[i] = g_strdup (keys[i]);
  qsort (out, n, sizeof *out, compare_addresses);
  return out;
}

void
terr_room_send (TerrRoom   *self,
                const char *payload)
{
  g_return_if_fail (TERR_IS_ROOM (self));
  g_return_if_fail (payload != NULL);
  TERR_ROOM_GET_CLASS (self)->send (self, payload);
}

void
terr_room_send_chat (TerrRoom   *self,
                     const char *text)
{
  g_return_if_fail (TERR_IS_ROOM (self));
  g_return_if_fail (text != NULL);
  TERR_ROOM_GET_CLASS (self)->send_chat (self, text);
}

void
terr_room_invite (TerrRoom   *self,
                  const char *address,
                  const char *reason)
{
  g_return_if_fail (TERR_IS_ROOM (self));
  g_return_if_fail (address != NULL);
  TERR_ROOM_GET_CLASS (self)->invite (self, address, reason);
}

void
terr_room_leave (TerrRoom *self)
{
  g_return_if_fail (TERR_IS_ROOM (self));
  TERR_ROOM_GET_CLASS (self)->leave (self);
}

void
terr_room_reconnect (TerrRoom *self)
{
  TerrRoomPrivate *priv;

  g_return_if_fail (TERR_IS_ROOM (self));

  priv = terr_room_get_instance_private (self);
  if (priv->state == TERR_ROOM_JOINED || TERR_ROOM_GET_CLASS (self)->reconnect == NULL)
    return;
  TERR_ROOM_GET_CLASS (self)->reconnect (self);
}

void
terr_room_set_state (TerrRoom      *self,
                     TerrRoomState  state,
                     const GError  *error)
{
  TerrRoomPrivate *priv = terr_room_get_instance_private (self);
  gboolean error_changed;

  g_return_if_fail (TERR_IS_ROOM (self));

  error_changed = priv->error != NULL || error != NULL;
  g_clear_error (&priv->error);
  if (error != NULL)
    priv->error = g_error_copy (error);
  if (error_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR]);
  if (priv->state != state)
    {
      priv->state = state;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
    }
}

void
terr_room_set_addresses (TerrRoom   *self,
                         const char *room_address,
                         const char *own_address)
{
  TerrRoomPrivate *priv = terr_room_get_instance_private (self);

  g_return_if_fail (TERR_IS_ROOM (self));

  if (g_strcmp0 (priv->address, room_address) != 0)
    {
      g_free (priv->address);
      priv->address = g_strdup (room_address);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ADDRESS]);
    }
  if (g_strcmp0 (priv->own_address, own_address) != 0)
    {
      g_free (priv->own_address);
      priv->own_address = g_strdup (own_address);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OWN_ADDRESS]);
    }
}

void
terr_room_add_occupant (TerrRoom   *self,
                        const char *address)
{
  TerrRoomPrivate *priv = terr_room_get_instance_private (self);
  guint count;

  g_return_if_fail (TERR_IS_ROOM (self));
  g_return_if_fail (address != NULL);

  count = GPOINTER_TO_UINT (g_hash_table_lookup (priv->occupants, address));
  g_hash_table_insert (priv->occupants, g_strdup (address), GUINT_TO_POINTER (count + 1));
  if (count == 0)
    g_signal_emit (self, signals[OCCUPANT_JOINED], 0, address);
}

void
terr_room_remove_occupant (TerrRoom   *self,
                           const char *address)
{
  TerrRoomPrivate *priv = terr_room_get_instance_private (self);
  guint count;

  g_return_if_fail (TERR_IS_ROOM (self));
  g_return_if_fail (address != NULL);

  count = GPOINTER_TO_UINT (g_hash_table_lookup (priv->occupants, address));
  if (count == 0)
    return;
  if (count > 1)
    {
      g_hash_table_insert (priv->occupants, g_strdup (address), GUINT_TO_POINTER (count - 1));
      return;
    }
  g_hash_table_remove (priv->occupants, address);
  g_signal_emit (self, signals[OCCUPANT_LEFT], 0, address);
}

void
terr_room_deliver_payload (TerrRoom   *self,
                           const char *from,
                           const char *payload,
                           gboolean    history)
{
  g_return_if_fail (TERR_IS_ROOM (self));
  g_signal_emit (self, signals[PAYLOAD_RECEIVED], 0, from, payload, history);
}

void
terr_room_deliver_chat (TerrRoom   *self,
                        const char *from,
                        const char *text,
                        gboolean    history)
{
  g_return_if_fail (TERR_IS_ROOM (self));
  g_signal_emit (self, signals[CHAT_RECEIVED], 0, from, text, history);
}
