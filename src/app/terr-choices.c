/* terr-choices.c — the choices of the player to move and which one is in
 * hand (see terr-choices.h): a thin layer over the game's own
 * terr_game_list_choices() and terr_game_complete_move(), adding the
 * selection and the orientation a view keeps.
 */
#include "config.h"

#include "terr-choice.h"
#include "terr-choices.h"
#include "terr-render-scene.h"

struct _TerrChoices
{
  GObject parent_instance;

  TerrGame        *game;
  GListStore      *choices;   /* TerrChoice */
  /* Built when a piece's cells are first asked for, dropped on a change. */
  TerrRenderScene *scene;
  int              selected;
  int              orientation;
  /* The piece picked on the board (a legal move of the selected choice)
   * and the selected choice narrowed to the moves from there. */
  TerrMove        *source;
  TerrChoice      *narrow;
};

G_DEFINE_FINAL_TYPE (TerrChoices, terr_choices, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_SELECTED,
  PROP_ORIENTATION,
  PROP_SOURCE,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The choice at @index, owned by the list. */
static TerrChoice *
get_choice (TerrChoices *self,
            guint        index)
{
  g_autoptr(TerrChoice) choice = g_list_model_get_item (G_LIST_MODEL (self->choices), index);

  g_return_val_if_fail (choice != NULL, NULL);
  return choice;
}

static guint
n_choices (TerrChoices *self)
{
  return g_list_model_get_n_items (G_LIST_MODEL (self->choices));
}

static TerrChoice *
get_selected (TerrChoices *self)
{
  if (self->selected < 0 || (guint) self->selected >= n_choices (self))
    return NULL;
  return get_choice (self, self->selected);
}

/* Drops the piece picked on the board. */
static void
clear_source (TerrChoices *self)
{
  if (self->source == NULL)
    return;
  g_clear_pointer (&self->source, terr_move_unref);
  g_clear_object (&self->narrow);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOURCE]);
}

/* The selected choice, narrowed to the picked piece's moves. */
static TerrChoice *
get_playing (TerrChoices *self)
{
  return self->narrow != NULL ? self->narrow : get_selected (self);
}

static gboolean
same_choice (TerrChoices *self,
             guint        index,
             GPtrArray   *items,
             guint        fresh_index)
{
  return g_str_equal (terr_choice_get_key (get_choice (self, index)),
                      terr_choice_get_key (g_ptr_array_index (items, fresh_index)));
}

/* The list takes the choices @items: a choice already listed (the same
 * key) keeps its item, updated in place, and only the run of choices
 * that came or went is spliced, so the list changes (and a view bound to
 * it makes rows again) only when the choices do. */
static void
update_list (TerrChoices *self,
             GPtrArray   *items)
{
  guint n_old = n_choices (self), n_new = items->len;
  guint prefix = 0, suffix = 0;

  while (prefix < MIN (n_old, n_new) && same_choice (self, prefix, items, prefix))
    prefix++;
  while (suffix < MIN (n_old, n_new) - prefix
         && same_choice (self, n_old - 1 - suffix, items, n_new - 1 - suffix))
    suffix++;

  for (guint i = 0; i < prefix; i++)
    terr_choice_update (get_choice (self, i), g_ptr_array_index (items, i));
  for (guint i = 0; i < suffix; i++)
    terr_choice_update (get_choice (self, n_old - 1 - i), g_ptr_array_index (items, n_new - 1 - i));
  if (prefix + suffix < n_old || prefix + suffix < n_new)
    g_list_store_splice (self->choices, prefix, n_old - prefix - suffix,
                         items->pdata + prefix, n_new - prefix - suffix);
}

static void
recompute (TerrChoices *self)
{
  g_autofree char *old_key = NULL;
  g_autoptr(GListModel) fresh = NULL;
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  int old_selected = self->selected;
  int old_orientation = self->orientation;
  guint n;

  if (get_selected (self) != NULL)
    old_key = g_strdup (terr_choice_get_key (get_selected (self)));

  g_clear_pointer (&self->scene, terr_render_scene_free);
  clear_source (self);
  self->selected = -1;
  if (self->game != NULL)
    {
      fresh = terr_game_list_choices (self->game);
      for (guint i = 0; i < g_list_model_get_n_items (fresh); i++)
        g_ptr_array_add (items, g_list_model_get_item (fresh, i));
    }
  update_list (self, items);
  n = n_choices (self);

  /* Keep the piece in hand when it is still there; else take the first
   * piece that goes on the board. */
  for (guint i = 0; old_key != NULL && i < n; i++)
    if (g_str_equal (terr_choice_get_key (get_choice (self, i)), old_key))
      self->selected = i;
  for (guint i = 0; self->selected < 0 && i < n; i++)
    if (terr_choice_is_positional (get_choice (self, i)) && terr_choice_get_n_legal (get_choice (self, i)) > 0)
      self->selected = i;
  for (guint i = 0; self->selected < 0 && i < n; i++)
    if (terr_choice_is_positional (get_choice (self, i)))
      self->selected = i;
  if (self->selected < 0 && n > 0)
    self->selected = 0;

  if (get_selected (self) == NULL || old_key == NULL
      || !g_str_equal (terr_choice_get_key (get_selected (self)), old_key))
    self->orientation = 0;

  g_signal_emit (self, signals[CHANGED], 0);
  if (old_selected != self->selected)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
  if (old_orientation != self->orientation)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ORIENTATION]);
}

static void
game_changed_cb (TerrGame    *game,
                 TerrChoices *self)
{
  recompute (self);
}

TerrChoices *
terr_choices_new (void)
{
  return g_object_new (TERR_TYPE_CHOICES, NULL);
}

void
terr_choices_set_game (TerrChoices *self,
                       TerrGame    *game)
{
  g_return_if_fail (TERR_IS_CHOICES (self));
  g_return_if_fail (game == NULL || TERR_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_func (self->game, game_changed_cb, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, 0);

  recompute (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

TerrGame *
terr_choices_get_game (TerrChoices *self)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), NULL);

  return self->game;
}

GListModel *
terr_choices_get_model (TerrChoices *self)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), NULL);

  return G_LIST_MODEL (self->choices);
}

TerrChoice *
terr_choices_get_choice (TerrChoices *self,
                         guint        index)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), NULL);
  g_return_val_if_fail (index < n_choices (self), NULL);

  return get_choice (self, index);
}

guint
terr_choices_get_n_choices (TerrChoices *self)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), 0);

  return n_choices (self);
}

const char *
terr_choices_get_label (TerrChoices *self,
                        guint        index)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), NULL);
  g_return_val_if_fail (index < n_choices (self), NULL);

  return terr_choice_get_label (get_choice (self, index));
}

const char *
terr_choices_get_move_type (TerrChoices *self,
                            guint        index)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), NULL);
  g_return_val_if_fail (index < n_choices (self), NULL);

  return terr_choice_get_move_type (get_choice (self, index));
}

const char *
terr_choices_get_attr (TerrChoices *self,
                       guint        index,
                       const char  *name)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), NULL);
  g_return_val_if_fail (index < n_choices (self), NULL);

  return terr_choice_get_attr (get_choice (self, index), name);
}

gboolean
terr_choices_is_positional (TerrChoices *self,
                            guint        index)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), FALSE);
  g_return_val_if_fail (index < n_choices (self), FALSE);

  return terr_choice_is_positional (get_choice (self, index));
}

guint
terr_choices_get_n_legal (TerrChoices *self,
                          guint        index)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), 0);
  g_return_val_if_fail (index < n_choices (self), 0);

  return terr_choice_get_n_legal (get_choice (self, index));
}

GArray *
terr_choices_get_piece_cells (TerrChoices *self,
                              guint        index,
                              int          transform)
{
  const char *id;
  const TerrRenderGpPiece *piece;

  g_return_val_if_fail (TERR_IS_CHOICES (self), NULL);
  g_return_val_if_fail (index < n_choices (self), NULL);

  id = terr_choice_get_attr (get_choice (self, index), "piece");
  if (id == NULL || self->game == NULL)
    return NULL;
  /* The cells as the board draws them (with their flowers). */
  if (self->scene == NULL)
    self->scene = terr_render_scene_new_for_game (self->game);
  piece = self->scene != NULL ? terr_render_scene_gp_find_piece (self->scene, id) : NULL;
  if (piece == NULL)
    return NULL;
  return terr_render_gp_transform_cells (piece, piece->flower ? transform : 0);
}

gboolean
terr_choices_is_tile (TerrChoices *self)
{
  TerrChoice *choice;

  g_return_val_if_fail (TERR_IS_CHOICES (self), FALSE);

  choice = get_selected (self);
  return choice != NULL && terr_choice_covers_block (choice);
}

int
terr_choices_get_selected (TerrChoices *self)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), -1);

  return self->selected;
}

void
terr_choices_set_selected (TerrChoices *self,
                           int          index)
{
  g_return_if_fail (TERR_IS_CHOICES (self));
  g_return_if_fail (index >= -1 && index < (int) n_choices (self));

  if (self->selected == index)
    return;

  clear_source (self);
  self->selected = index;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
  if (self->orientation != 0)
    {
      self->orientation = 0;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ORIENTATION]);
    }
}

void
terr_choices_cycle (TerrChoices *self,
                    int          delta)
{
  int n;

  g_return_if_fail (TERR_IS_CHOICES (self));

  n = n_choices (self);
  if (n == 0)
    return;

  terr_choices_set_selected (self, ((MAX (self->selected, 0) + delta) % n + n) % n);
}

int
terr_choices_get_orientation (TerrChoices *self)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), 0);

  return self->orientation;
}

gboolean
terr_choices_can_turn (TerrChoices *self)
{
  TerrChoice *choice;

  g_return_val_if_fail (TERR_IS_CHOICES (self), FALSE);

  choice = get_selected (self);
  return choice != NULL && terr_choice_get_n_orientations (choice) > 1;
}

gboolean
terr_choices_can_mirror (TerrChoices *self)
{
  TerrChoice *choice;

  g_return_val_if_fail (TERR_IS_CHOICES (self), FALSE);

  choice = get_selected (self);
  return choice != NULL && terr_choice_get_n_orientations (choice) == 8;
}

static void
set_orientation (TerrChoices *self,
                 int          orientation)
{
  if (self->orientation == orientation)
    return;

  self->orientation = orientation;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ORIENTATION]);
}

void
terr_choices_turn (TerrChoices *self)
{
  TerrChoice *choice;

  g_return_if_fail (TERR_IS_CHOICES (self));

  choice = get_selected (self);
  if (choice != NULL)
    set_orientation (self, terr_choice_turn (choice, self->orientation));
}

void
terr_choices_mirror (TerrChoices *self)
{
  TerrChoice *choice;

  g_return_if_fail (TERR_IS_CHOICES (self));

  choice = get_selected (self);
  if (choice != NULL)
    set_orientation (self, terr_choice_mirror (choice, self->orientation));
}

TerrMove *
terr_choices_build_move (TerrChoices *self,
                         int          x,
                         int          y,
                         int          level)
{
  TerrChoice *choice;

  g_return_val_if_fail (TERR_IS_CHOICES (self), NULL);

  choice = get_playing (self);
  if (choice == NULL || self->game == NULL)
    return NULL;
  return terr_game_complete_move (self->game, choice, x, y, level, self->orientation);
}

TerrMove *
terr_choices_find_source (TerrChoices *self,
                          int          x,
                          int          y,
                          int          level)
{
  TerrChoice *choice;

  g_return_val_if_fail (TERR_IS_CHOICES (self), NULL);

  choice = get_selected (self);
  if (choice == NULL || self->game == NULL)
    return NULL;
  return terr_game_pick_source (self->game, choice, x, y, level);
}

void
terr_choices_set_source (TerrChoices    *self,
                         const TerrMove *source)
{
  TerrChoice *choice;
  g_autoptr(TerrChoice) narrow = NULL;

  g_return_if_fail (TERR_IS_CHOICES (self));

  if (source == NULL)
    {
      clear_source (self);
      return;
    }
  choice = get_selected (self);
  if (choice == NULL || terr_choice_get_source_attrs (choice) == NULL)
    return;
  narrow = terr_choice_narrow (choice, source);
  if (narrow == NULL)
    return;
  g_clear_pointer (&self->source, terr_move_unref);
  g_set_object (&self->narrow, narrow);
  self->source = terr_move_copy_bare (source);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOURCE]);
}

const TerrMove *
terr_choices_get_source (TerrChoices *self)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), NULL);

  return self->source;
}

gboolean
terr_choices_needs_source (TerrChoices *self)
{
  TerrChoice *choice;

  g_return_val_if_fail (TERR_IS_CHOICES (self), FALSE);

  choice = get_selected (self);
  return choice != NULL && self->source == NULL
         && terr_choice_get_source_attrs (choice) != NULL;
}

gboolean
terr_choices_hold_move (TerrChoices    *self,
                        const TerrMove *move,
                        int            *x,
                        int            *y)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (self->game == NULL)
    return FALSE;
  for (guint i = 0; i < n_choices (self); i++)
    {
      TerrChoice *choice = get_choice (self, i);
      GPtrArray *legal = terr_choice_get_legal_moves (choice);
      int orientation = 0;

      for (guint k = 0; k < legal->len; k++)
        {
          if (!terr_move_equal (g_ptr_array_index (legal, k), move))
            continue;
          terr_choices_set_selected (self, i);
          /* A piece picked first: the hint's. */
          if (terr_choice_get_source_attrs (choice) != NULL)
            terr_choices_set_source (self, move);
          if (!terr_game_anchor_move (self->game, get_playing (self), move, x, y, &orientation))
            return FALSE;
          set_orientation (self, orientation);
          return TRUE;
        }
    }
  return FALSE;
}

TerrMove *
terr_choices_build_plain_move (TerrChoices *self,
                               guint        index)
{
  TerrChoice *choice;

  g_return_val_if_fail (TERR_IS_CHOICES (self), NULL);
  g_return_val_if_fail (index < n_choices (self), NULL);

  choice = get_choice (self, index);
  if (terr_choice_is_positional (choice))
    return NULL;
  return terr_move_copy_bare (terr_choice_get_move (choice));
}

GPtrArray *
terr_choices_get_legal_moves (TerrChoices *self)
{
  TerrChoice *choice;

  g_return_val_if_fail (TERR_IS_CHOICES (self), NULL);

  choice = get_playing (self);
  if (choice == NULL)
    return g_ptr_array_new ();

  return g_ptr_array_ref (terr_choice_get_legal_moves (choice));
}

/* --- GObject --- */

static void
terr_choices_dispose (GObject *object)
{
  TerrChoices *self = TERR_CHOICES (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_func (self->game, game_changed_cb, self);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (terr_choices_parent_class)->dispose (object);
}

static void
terr_choices_finalize (GObject *object)
{
  TerrChoices *self = TERR_CHOICES (object);

  g_object_unref (self->choices);
  g_clear_pointer (&self->scene, terr_render_scene_free);
  g_clear_pointer (&self->source, terr_move_unref);
  g_clear_object (&self->narrow);

  G_OBJECT_CLASS (terr_choices_parent_class)->finalize (object);
}

static void
terr_choices_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TerrChoices *self = TERR_CHOICES (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SELECTED:
      g_value_set_int (value, self->selected);
      break;
    case PROP_ORIENTATION:
      g_value_set_int (value, self->orientation);
      break;
    case PROP_SOURCE:
      g_value_set_boxed (value, self->source);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_choices_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  TerrChoices *self = TERR_CHOICES (object);

  switch (prop_id)
    {
    case PROP_GAME:
      terr_choices_set_game (self, g_value_get_object (value));
      break;
    case PROP_SELECTED:
      terr_choices_set_selected (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_choices_class_init (TerrChoicesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = terr_choices_dispose;
  object_class->finalize = terr_choices_finalize;
  object_class->get_property = terr_choices_get_property;
  object_class->set_property = terr_choices_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TERR_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED] =
    g_param_spec_int ("selected", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ORIENTATION] =
    g_param_spec_int ("orientation", NULL, NULL, 0, 7, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The piece picked on the board (terr_choices_set_source), or NULL. */
  properties[PROP_SOURCE] =
    g_param_spec_boxed ("source", NULL, NULL, TERR_TYPE_MOVE,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The list of choices was rebuilt (the position changed). */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
terr_choices_init (TerrChoices *self)
{
  self->choices = g_list_store_new (TERR_TYPE_CHOICE);
  self->selected = -1;
}
