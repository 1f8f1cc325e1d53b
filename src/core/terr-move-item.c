/* terr-move-item.c — TerrMoveItem, the item of a node for a move list. */
#include "config.h"

#include "terr-move-item.h"
#include "terr-game-private.h"

struct _TerrMoveItem
{
  GObject parent_instance;

  TerrGame *game;          /* not owned: the game owns the node owning us */
  TerrGameNode *node;      /* NULL once detached */
};

G_DEFINE_FINAL_TYPE (TerrMoveItem, terr_move_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NUMBER,
  PROP_SEAT,
  PROP_TEXT,
  PROP_COMMENT,
  PROP_HAS_VARIATIONS,
  PROP_CURRENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
terr_move_item_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TerrMoveItem *self = TERR_MOVE_ITEM (object);

  switch (prop_id)
    {
    case PROP_NUMBER:
      g_value_set_uint (value, terr_move_item_get_number (self));
      break;
    case PROP_SEAT:
      g_value_set_int (value, terr_move_item_get_seat (self));
      break;
    case PROP_TEXT:
      g_value_take_string (value, terr_move_item_dup_text (self));
      break;
    case PROP_COMMENT:
      g_value_set_string (value, terr_move_item_get_comment (self));
      break;
    case PROP_HAS_VARIATIONS:
      g_value_set_boolean (value, terr_move_item_get_has_variations (self));
      break;
    case PROP_CURRENT:
      g_value_set_boolean (value, terr_move_item_get_current (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_move_item_class_init (TerrMoveItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = terr_move_item_get_property;

  properties[PROP_NUMBER] =
    g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEAT] =
    g_param_spec_int ("seat", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMMENT] =
    g_param_spec_string ("comment", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HAS_VARIATIONS] =
    g_param_spec_boolean ("has-variations", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURRENT] =
    g_param_spec_boolean ("current", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
terr_move_item_init (TerrMoveItem *self)
{
}

GObject *
terr_move_item_new (TerrGame *game, TerrGameNode *node)
{
  TerrMoveItem *self = g_object_new (TERR_TYPE_MOVE_ITEM, NULL);

  self->game = game;
  self->node = node;
  return G_OBJECT (self);
}

void
terr_move_item_detach (GObject *item)
{
  TerrMoveItem *self = TERR_MOVE_ITEM (item);

  self->node = NULL;
  self->game = NULL;
}

void
terr_move_item_notify (GObject *item, const char *property)
{
  g_object_notify (item, property);
}

TerrMoveItem *
terr_game_node_get_item (TerrGame     *game,
                         TerrGameNode *node)
{
  g_return_val_if_fail (TERR_IS_GAME (game), NULL);
  g_return_val_if_fail (node != NULL, NULL);
  return TERR_MOVE_ITEM (terr_game_tree_node_item (game, node));
}

TerrGameNode *
terr_move_item_get_node (TerrMoveItem *self)
{
  g_return_val_if_fail (TERR_IS_MOVE_ITEM (self), NULL);
  return self->node;
}

guint
terr_move_item_get_number (TerrMoveItem *self)
{
  g_return_val_if_fail (TERR_IS_MOVE_ITEM (self), 0);
  return self->node != NULL ? terr_game_node_get_depth (self->node) : 0;
}

int
terr_move_item_get_seat (TerrMoveItem *self)
{
  g_return_val_if_fail (TERR_IS_MOVE_ITEM (self), 0);
  return self->node != NULL ? terr_move_get_seat (self->node->move) : 0;
}

char *
terr_move_item_dup_text (TerrMoveItem *self)
{
  g_return_val_if_fail (TERR_IS_MOVE_ITEM (self), NULL);
  if (self->node == NULL)
    return NULL;
  return terr_game_describe_node (self->game, self->node);
}

const char *
terr_move_item_get_comment (TerrMoveItem *self)
{
  g_return_val_if_fail (TERR_IS_MOVE_ITEM (self), NULL);
  return self->node != NULL ? self->node->comment : NULL;
}

gboolean
terr_move_item_get_has_variations (TerrMoveItem *self)
{
  g_return_val_if_fail (TERR_IS_MOVE_ITEM (self), FALSE);
  return self->node != NULL && self->node->parent != NULL &&
         self->node->parent->children->len > 1;
}

gboolean
terr_move_item_get_current (TerrMoveItem *self)
{
  g_return_val_if_fail (TERR_IS_MOVE_ITEM (self), FALSE);
  return self->node != NULL && terr_game_get_cursor (self->game) == self->node;
}
