/* terr-choice.c — TerrChoice (see terr-choice.h), grouping moves into
 * choices, and the base's side of terr_game_list_choices and
 * terr_game_complete_move. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "terr-choice.h"

struct _TerrChoice
{
  GObject parent_instance;

  char      *key;
  char      *label;
  TerrMove  *example;
  GPtrArray *legal;       /* TerrMove* */
  gboolean   positional;
  gboolean   block;
  guint      n_orient;
  const char *const *source_attrs;
};

G_DEFINE_FINAL_TYPE (TerrChoice, terr_choice, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_KEY,
  PROP_LABEL,
  PROP_ENABLED,
  PROP_POSITIONAL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

TerrChoice *
terr_choice_new (const char     *key,
                 const char     *label,
                 const TerrMove *example)
{
  TerrChoice *self;

  g_return_val_if_fail (key != NULL, NULL);
  g_return_val_if_fail (label != NULL, NULL);
  g_return_val_if_fail (example != NULL, NULL);

  self = g_object_new (TERR_TYPE_CHOICE, NULL);
  self->key = g_strdup (key);
  self->label = g_strdup (label);
  self->example = terr_move_copy_bare (example);
  return self;
}

const char *
terr_choice_get_key (TerrChoice *self)
{
  g_return_val_if_fail (TERR_IS_CHOICE (self), NULL);
  return self->key;
}

const char *
terr_choice_get_label (TerrChoice *self)
{
  g_return_val_if_fail (TERR_IS_CHOICE (self), NULL);
  return self->label;
}

const TerrMove *
terr_choice_get_move (TerrChoice *self)
{
  g_return_val_if_fail (TERR_IS_CHOICE (self), NULL);
  return self->example;
}

const char *
terr_choice_get_move_type (TerrChoice *self)
{
  g_return_val_if_fail (TERR_IS_CHOICE (self), NULL);
  return terr_move_get_move_type (self->example);
}

const char *
terr_choice_get_attr (TerrChoice *self,
                      const char *name)
{
  g_return_val_if_fail (TERR_IS_CHOICE (self), NULL);
  return terr_move_get (self->example, name);
}

gboolean
terr_choice_is_positional (TerrChoice *self)
{
  g_return_val_if_fail (TERR_IS_CHOICE (self), FALSE);
  return self->positional;
}

guint
terr_choice_get_n_orientations (TerrChoice *self)
{
  g_return_val_if_fail (TERR_IS_CHOICE (self), 1);
  return self->n_orient;
}

int
terr_choice_turn (TerrChoice *self,
                  int         orientation)
{
  g_return_val_if_fail (TERR_IS_CHOICE (self), orientation);

  if (self->n_orient == 4)
    /* A domino turned clockwise: h a-b, v a-b, h b-a, v b-a. */
    return (orientation + 1) % 4;
  if (self->n_orient == 8)
    /* garden-paths.md: mirror first (bit 2), then turn (t mod 4) times. */
    return (orientation & 4) | ((orientation + 1) & 3);
  return orientation;
}

int
terr_choice_mirror (TerrChoice *self,
                    int         orientation)
{
  g_return_val_if_fail (TERR_IS_CHOICE (self), orientation);

  return self->n_orient == 8 ? orientation ^ 4 : orientation;
}

gboolean
terr_choice_covers_block (TerrChoice *self)
{
  g_return_val_if_fail (TERR_IS_CHOICE (self), FALSE);
  return self->block;
}

GPtrArray *
terr_choice_get_legal_moves (TerrChoice *self)
{
  g_return_val_if_fail (TERR_IS_CHOICE (self), NULL);
  return self->legal;
}

guint
terr_choice_get_n_legal (TerrChoice *self)
{
  g_return_val_if_fail (TERR_IS_CHOICE (self), 0);
  return self->legal->len;
}

gboolean
terr_choice_get_enabled (TerrChoice *self)
{
  g_return_val_if_fail (TERR_IS_CHOICE (self), FALSE);
  return self->legal->len > 0;
}

void
terr_choice_update (TerrChoice *self,
                    TerrChoice *fresh)
{
  gboolean was_enabled;

  g_return_if_fail (TERR_IS_CHOICE (self));
  g_return_if_fail (TERR_IS_CHOICE (fresh));
  g_return_if_fail (g_str_equal (self->key, fresh->key));

  if (self == fresh)
    return;
  was_enabled = terr_choice_get_enabled (self);
  g_object_freeze_notify (G_OBJECT (self));
  if (!g_str_equal (self->label, fresh->label))
    {
      g_free (self->label);
      self->label = g_strdup (fresh->label);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LABEL]);
    }
  terr_move_unref (self->example);
  self->example = terr_move_ref (fresh->example);
  g_ptr_array_set_size (self->legal, 0);
  for (guint i = 0; i < fresh->legal->len; i++)
    g_ptr_array_add (self->legal, terr_move_ref (g_ptr_array_index (fresh->legal, i)));
  if (was_enabled != terr_choice_get_enabled (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENABLED]);
  if (self->positional != fresh->positional)
    {
      self->positional = fresh->positional;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITIONAL]);
    }
  self->block = fresh->block;
  self->n_orient = fresh->n_orient;
  self->source_attrs = fresh->source_attrs;
  g_object_thaw_notify (G_OBJECT (self));
}

void
terr_choice_set_positional (TerrChoice *self,
                            gboolean    positional)
{
  g_return_if_fail (TERR_IS_CHOICE (self));
  self->positional = positional;
}

void
terr_choice_set_n_orientations (TerrChoice *self,
                                guint       n)
{
  g_return_if_fail (TERR_IS_CHOICE (self));
  g_return_if_fail (n == 1 || n == 4 || n == 8);
  self->n_orient = n;
}

void
terr_choice_set_covers_block (TerrChoice *self,
                              gboolean    covers)
{
  g_return_if_fail (TERR_IS_CHOICE (self));
  self->block = covers;
}

void
terr_choice_set_source_attrs (TerrChoice        *self,
                              const char *const *names)
{
  g_return_if_fail (TERR_IS_CHOICE (self));
  self->source_attrs = names;
}

const char *const *
terr_choice_get_source_attrs (TerrChoice *self)
{
  g_return_val_if_fail (TERR_IS_CHOICE (self), NULL);
  return self->source_attrs;
}

TerrChoice *
terr_choice_narrow (TerrChoice     *self,
                    const TerrMove *source)
{
  TerrChoice *narrow = NULL;

  g_return_val_if_fail (TERR_IS_CHOICE (self), NULL);
  g_return_val_if_fail (source != NULL, NULL);

  for (guint i = 0; i < self->legal->len; i++)
    {
      TerrMove *legal = g_ptr_array_index (self->legal, i);
      gboolean same = TRUE;

      for (guint k = 0; same && self->source_attrs != NULL && self->source_attrs[k] != NULL; k++)
        same = g_strcmp0 (terr_move_get (legal, self->source_attrs[k]),
                          terr_move_get (source, self->source_attrs[k])) == 0;
      if (!same)
        continue;
      if (narrow == NULL)
        {
          narrow = terr_choice_new (self->key, self->label, legal);
          narrow->positional = self->positional;
          narrow->block = self->block;
          narrow->n_orient = self->n_orient;
        }
      g_ptr_array_add (narrow->legal, terr_move_ref (legal));
    }
  return narrow;
}

void
terr_choice_add_legal (TerrChoice     *self,
                       const TerrMove *move)
{
  g_return_if_fail (TERR_IS_CHOICE (self));
  g_ptr_array_add (self->legal, terr_move_copy_bare (move));
}

TerrMove *
terr_choice_find_legal (TerrChoice     *self,
                        const TerrMove *move,
                        const char     *const *names)
{
  g_return_val_if_fail (TERR_IS_CHOICE (self), NULL);

  for (guint i = 0; i < self->legal->len; i++)
    {
      TerrMove *legal = g_ptr_array_index (self->legal, i);
      gboolean same = TRUE;

      for (guint k = 0; same && names[k] != NULL; k++)
        same = g_strcmp0 (terr_move_get (legal, names[k]), terr_move_get (move, names[k])) == 0;
      if (same)
        return legal;
    }
  return NULL;
}

GPtrArray *
terr_choice_group_moves (TerrGame               *game,
                         GPtrArray              *moves,
                         TerrChoiceDescribeFunc  describe)
{
  GPtrArray *choices = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GHashTable) by_key = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; moves != NULL && i < moves->len; i++)
    {
      TerrMove *move = g_ptr_array_index (moves, i);
      g_autoptr(TerrChoice) choice = describe (game, move);
      TerrChoice *group = g_hash_table_lookup (by_key, choice->key);

      if (group == NULL)
        {
          group = choice;
          g_ptr_array_add (choices, g_object_ref (choice));
          g_hash_table_insert (by_key, choice->key, choice);
        }
      terr_choice_add_legal (group, move);
    }
  return choices;
}

int
terr_choice_attr_int (const TerrMove *move,
                      const char     *name,
                      int             fallback)
{
  gint64 value;

  if (terr_move_get_int (move, name, G_MININT, G_MAXINT, &value))
    return (int) value;
  return fallback;
}

const char *
terr_choice_common_label (const char *move_type)
{
  if (g_strcmp0 (move_type, "pass") == 0)
    return _("Pass");
  if (g_strcmp0 (move_type, "resign") == 0)
    return _("Resign");
  if (g_strcmp0 (move_type, "end") == 0)
    return _("End the Game");
  return NULL;
}

/* --- the base: terr_game_list_choices, terr_game_complete_move --- */

/* A game without its own grouping: one choice per move type. */
static TerrChoice *
describe_by_type (TerrGame       *game,
                  const TerrMove *move)
{
  const char *type = terr_move_get_move_type (move);
  const char *label = terr_choice_common_label (type);
  TerrChoice *choice = terr_choice_new (type, label != NULL ? label : type, move);

  terr_choice_set_positional (choice, terr_move_get (move, "x") != NULL);
  return choice;
}

GListModel *
terr_game_list_choices (TerrGame *self)
{
  TerrGameClass *klass;
  GListStore *store;
  g_autoptr(GPtrArray) choices = NULL;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  klass = TERR_GAME_GET_CLASS (self);
  store = g_list_store_new (TERR_TYPE_CHOICE);
  if (terr_game_is_over (self))
    return G_LIST_MODEL (store);

  if (klass->list_choices != NULL)
    choices = klass->list_choices (self);
  else
    {
      g_autoptr(GPtrArray) moves = terr_game_list_moves (self);
      choices = terr_choice_group_moves (self, moves, describe_by_type);
    }
  /* Resigning is no piece to pick: views offer it apart, behind a
   * question (terr_game_get_resign_move). */
  for (guint i = choices->len; i > 0; i--)
    if (terr_move_is (terr_choice_get_move (g_ptr_array_index (choices, i - 1)), "resign"))
      g_ptr_array_remove_index (choices, i - 1);
  g_list_store_splice (store, 0, 0, choices->pdata, choices->len);
  return G_LIST_MODEL (store);
}

TerrMove *
terr_game_get_resign_move (TerrGame *self)
{
  g_autoptr(TerrMove) resign = NULL;
  int seat;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  /* Asked on every refresh of a page: the rules check one move, rather
   * than listing every legal one. */
  if (terr_game_is_over (self) || (seat = terr_game_get_seat_to_move (self)) <= 0)
    return NULL;
  resign = terr_move_new (seat, "resign");
  if (!terr_game_check_move (self, resign, NULL))
    return NULL;
  return g_steal_pointer (&resign);
}

TerrMove *
terr_game_complete_move (TerrGame   *self,
                         TerrChoice *choice,
                         int         x,
                         int         y,
                         int         level,
                         int         orientation)
{
  TerrGameClass *klass;
  TerrMove *move;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  g_return_val_if_fail (TERR_IS_CHOICE (choice), NULL);

  if (!choice->positional)
    return NULL;
  klass = TERR_GAME_GET_CLASS (self);
  if (klass->complete_move != NULL)
    return klass->complete_move (self, choice, x, y, level, orientation);

  /* The base: the legal move at (x, y), else the example moved there. */
  move = terr_move_copy_bare (choice->example);
  terr_move_set_int (move, "x", x);
  terr_move_set_int (move, "y", y);
  {
    static const char *const at[] = { "x", "y", NULL };
    TerrMove *legal = terr_choice_find_legal (choice, move, at);

    if (legal != NULL)
      {
        terr_move_unref (move);
        return terr_move_copy_bare (legal);
      }
  }
  return move;
}

TerrMove *
terr_game_pick_source (TerrGame   *self,
                       TerrChoice *choice,
                       int         x,
                       int         y,
                       int         level)
{
  TerrGameClass *klass;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  g_return_val_if_fail (TERR_IS_CHOICE (choice), NULL);

  klass = TERR_GAME_GET_CLASS (self);
  if (choice->source_attrs == NULL || klass->pick_source == NULL)
    return NULL;
  return klass->pick_source (self, choice, x, y, level);
}

gboolean
terr_game_anchor_move (TerrGame       *self,
                       TerrChoice     *choice,
                       const TerrMove *move,
                       int            *x,
                       int            *y,
                       int            *orientation)
{
  TerrGameClass *klass;
  int mx, my;

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  g_return_val_if_fail (TERR_IS_CHOICE (choice), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!choice->positional)
    return FALSE;
  klass = TERR_GAME_GET_CLASS (self);
  if (klass->anchor_move != NULL)
    return klass->anchor_move (self, choice, move, x, y, orientation);

  /* The base: the move's own square, turned until it gives the move. */
  mx = terr_choice_attr_int (move, "x", G_MININT);
  my = terr_choice_attr_int (move, "y", G_MININT);
  if (mx == G_MININT || my == G_MININT)
    return FALSE;
  for (guint o = 0; o < MAX (choice->n_orient, 1); o++)
    {
      g_autoptr(TerrMove) made = terr_game_complete_move (self, choice, mx, my, G_MININT, (int) o);

      if (made != NULL && terr_move_equal (made, move))
        {
          *x = mx;
          *y = my;
          *orientation = (int) o;
          return TRUE;
        }
    }
  return FALSE;
}

/* --- GObject --- */

static void
terr_choice_finalize (GObject *object)
{
  TerrChoice *self = TERR_CHOICE (object);

  g_free (self->key);
  g_free (self->label);
  g_clear_pointer (&self->example, terr_move_unref);
  g_ptr_array_unref (self->legal);

  G_OBJECT_CLASS (terr_choice_parent_class)->finalize (object);
}

static void
terr_choice_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  TerrChoice *self = TERR_CHOICE (object);

  switch (prop_id)
    {
    case PROP_KEY:
      g_value_set_string (value, self->key);
      break;
    case PROP_LABEL:
      g_value_set_string (value, self->label);
      break;
    case PROP_ENABLED:
      g_value_set_boolean (value, terr_choice_get_enabled (self));
      break;
    case PROP_POSITIONAL:
      g_value_set_boolean (value, self->positional);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_choice_class_init (TerrChoiceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = terr_choice_finalize;
  object_class->get_property = terr_choice_get_property;

  properties[PROP_KEY] =
    g_param_spec_string ("key", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_LABEL] =
    g_param_spec_string ("label", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ENABLED] =
    g_param_spec_boolean ("enabled", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_POSITIONAL] =
    g_param_spec_boolean ("positional", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
terr_choice_init (TerrChoice *self)
{
  self->legal = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_move_unref);
  self->n_orient = 1;
}
