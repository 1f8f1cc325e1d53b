/* terr-room-member.c — one row of a room panel's list (see the header). */
#include "config.h"

#include "terr-room-member.h"

struct _TerrRoomMember
{
  GObject   parent_instance;

  char     *address;
  char     *subtitle;
  gboolean  offer;
  int       seat;
};

G_DEFINE_FINAL_TYPE (TerrRoomMember, terr_room_member, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ADDRESS,
  PROP_SUBTITLE,
  PROP_OFFER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
terr_room_member_finalize (GObject *object)
{
  TerrRoomMember *self = TERR_ROOM_MEMBER (object);

  g_free (self->address);
  g_free (self->subtitle);
  G_OBJECT_CLASS (terr_room_member_parent_class)->finalize (object);
}

static void
terr_room_member_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TerrRoomMember *self = TERR_ROOM_MEMBER (object);

  switch (prop_id)
    {
    case PROP_ADDRESS:
      g_value_set_string (value, self->address);
      break;
    case PROP_SUBTITLE:
      g_value_set_string (value, self->subtitle);
      break;
    case PROP_OFFER:
      g_value_set_boolean (value, self->offer);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_room_member_class_init (TerrRoomMemberClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = terr_room_member_finalize;
  object_class->get_property = terr_room_member_get_property;

  properties[PROP_ADDRESS] =
    g_param_spec_string ("address", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUBTITLE] =
    g_param_spec_string ("subtitle", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_OFFER] =
    g_param_spec_boolean ("offer", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
terr_room_member_init (TerrRoomMember *self)
{
}

TerrRoomMember *
terr_room_member_new (const char *address)
{
  TerrRoomMember *self;

  g_return_val_if_fail (address != NULL, NULL);

  self = g_object_new (TERR_TYPE_ROOM_MEMBER, NULL);
  self->address = g_strdup (address);
  self->subtitle = g_strdup ("");
  return self;
}

const char *
terr_room_member_get_address (TerrRoomMember *self)
{
  g_return_val_if_fail (TERR_IS_ROOM_MEMBER (self), NULL);
  return self->address;
}

const char *
terr_room_member_get_subtitle (TerrRoomMember *self)
{
  g_return_val_if_fail (TERR_IS_ROOM_MEMBER (self), NULL);
  return self->subtitle;
}

void
terr_room_member_set_subtitle (TerrRoomMember *self,
                               const char     *subtitle)
{
  g_return_if_fail (TERR_IS_ROOM_MEMBER (self));

  if (g_strcmp0 (self->subtitle, subtitle) == 0)
    return;
  g_free (self->subtitle);
  self->subtitle = g_strdup (subtitle != NULL ? subtitle : "");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUBTITLE]);
}

gboolean
terr_room_member_get_offer (TerrRoomMember *self)
{
  g_return_val_if_fail (TERR_IS_ROOM_MEMBER (self), FALSE);
  return self->offer;
}

int
terr_room_member_get_seat (TerrRoomMember *self)
{
  g_return_val_if_fail (TERR_IS_ROOM_MEMBER (self), 0);
  return self->seat;
}

void
terr_room_member_set_offer (TerrRoomMember *self,
                            gboolean        offer,
                            int             seat)
{
  g_return_if_fail (TERR_IS_ROOM_MEMBER (self));

  self->seat = offer ? seat : 0;
  if (self->offer == offer)
    return;
  self->offer = offer;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OFFER]);
}
