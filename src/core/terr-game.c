/* terr-game.c — the TerrGame base class: seats and meta data, the line of
 * moves with undo/redo, loading (with move re-play and result checks),
 * writing scenarios and replays, and the async wrappers for long work. */
#include "config.h"

#include "terr-game.h"
#include "terr-game-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>




G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (TerrGame, terr_game, G_TYPE_OBJECT)

TerrGamePrivate *
terr_game_private (TerrGame *self)
{
  return terr_game_get_instance_private (self);
}

enum {
  PROP_0,
  PROP_KIND,
  PROP_SEAT_TO_MOVE,
  PROP_OVER,
  PROP_N_MOVES,
  PROP_POSITION_INDEX,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_TITLE,
  N_PROPS
};

enum {
  CHANGED,
  MOVE_PLAYED,
  GAME_OVER,
  TREE_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* g_set_str() is GLib 2.76; we target 2.74. */
gboolean
terr_game_set_str (char **field, const char *value)
{
  if (g_strcmp0 (*field, value) == 0)
    return FALSE;
  g_free (*field);
  *field = g_strdup (value);
  return TRUE;
}

void
terr_game_player_free (gpointer data)
{
  TerrPlayer *p = data;
  g_free (p->name);
  g_free (p);
}

static void
terr_game_finalize (GObject *object)
{
  TerrGame *self = TERR_GAME (object);
  TerrGamePrivate *priv = terr_game_private (self);

  g_ptr_array_unref (priv->players);
  g_free (priv->title);
  g_free (priv->author);
  g_free (priv->description);
  g_free (priv->created);
  g_free (priv->source_name);
  terr_game_tree_finalize (self);
  g_clear_pointer (&priv->initial, terr_document_free);
  terr_game_design_finalize (self);

  G_OBJECT_CLASS (terr_game_parent_class)->finalize (object);
}

static void
terr_game_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  TerrGame *self = TERR_GAME (object);

  switch (prop_id)
    {
    case PROP_KIND:
      g_value_set_int (value, terr_game_get_kind (self));
      break;
    case PROP_SEAT_TO_MOVE:
      g_value_set_int (value, terr_game_get_seat_to_move (self));
      break;
    case PROP_OVER:
      g_value_set_boolean (value, terr_game_is_over (self));
      break;
    case PROP_N_MOVES:
      g_value_set_uint (value, terr_game_get_n_moves (self));
      break;
    case PROP_POSITION_INDEX:
      g_value_set_uint (value, terr_game_get_position_index (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, terr_game_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, terr_game_can_redo (self));
      break;
    case PROP_TITLE:
      g_value_set_string (value, terr_game_get_title (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_game_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  TerrGame *self = TERR_GAME (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      terr_game_set_title (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_game_class_init (TerrGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = terr_game_finalize;
  object_class->get_property = terr_game_get_property;
  object_class->set_property = terr_game_set_property;

  properties[PROP_KIND] =
    g_param_spec_int ("kind", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEAT_TO_MOVE] =
    g_param_spec_int ("seat-to-move", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_OVER] =
    g_param_spec_boolean ("over", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_MOVES] =
    g_param_spec_uint ("n-moves", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_POSITION_INDEX] =
    g_param_spec_uint ("position-index", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TerrGame::changed:
   * The position changed: a move, undo, redo, or a new position.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * TerrGame::move-played:
   * @move: the move just applied by terr_game_play()
   */
  signals[MOVE_PLAYED] = g_signal_new ("move-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, TERR_TYPE_MOVE);
  /**
   * TerrGame::game-over:
   * The game has just ended.
   */
  /**
   * TerrGame::tree-changed:
   * The move tree changed: a move added, a comment, a variation promoted,
   * deleted or brought back.
   */
  signals[TREE_CHANGED] = g_signal_new ("tree-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[GAME_OVER] = g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
terr_game_init (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);

  priv->players = g_ptr_array_new_with_free_func (terr_game_player_free);
  terr_game_tree_init (self);
  terr_game_design_init (self);
}

/* ------------------------------------------------------------ helpers */

GType
terr_game_find_type (TerrGameKind kind)
{
  g_autofree GType *children = NULL;
  guint n = 0;
  GType found = G_TYPE_INVALID;

  /* The game types register themselves when first used; the program and
   * the CLI call terr_games_ensure_types() at start, a test of one game
   * g_type_ensure()s its type. */
  children = g_type_children (TERR_TYPE_GAME, &n);
  for (guint i = 0; i < n && found == G_TYPE_INVALID; i++)
    {
      TerrGameClass *klass = g_type_class_ref (children[i]);
      if (klass->kind == kind)
        found = children[i];
      g_type_class_unref (klass);
    }
  return found;
}

void
terr_game_notify_state (TerrGame *self)
{
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEAT_TO_MOVE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OVER]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_MOVES]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION_INDEX]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_object_thaw_notify (G_OBJECT (self));
}

void
terr_game_emit_move_played (TerrGame *self, TerrMove *move)
{
  g_signal_emit (self, signals[MOVE_PLAYED], 0, move);
}

void
terr_game_emit_game_over (TerrGame *self)
{
  g_signal_emit (self, signals[GAME_OVER], 0);
}

void
terr_game_emit_changed (TerrGame *self)
{
  g_return_if_fail (TERR_IS_GAME (self));
  terr_game_notify_state (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
terr_game_add_player (TerrGame *self, int seat, const char *name, gboolean ai, int level)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TerrPlayer *p = g_new0 (TerrPlayer, 1);

  p->seat = seat;
  p->name = g_strdup (name);
  p->ai = ai;
  p->level = ai ? level : 0;
  g_ptr_array_add (priv->players, p);
}

/* Snapshot of the starting position, written as the game's own elements. */
void
terr_game_remember_initial (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TerrGameClass *klass = TERR_GAME_GET_CLASS (self);

  g_clear_pointer (&priv->initial, terr_document_free);
  priv->initial = terr_document_new (klass->kind, TERR_FILE_SCENARIO);
  klass->write_state (self, priv->initial->root);
  terr_game_tree_reset_root (self);
}

/* ------------------------------------------------------------ creating */

TerrGame *
terr_game_new (TerrGameKind kind, guint n_players, guint64 seed, GError **error)
{
  g_autoptr(TerrGame) game = NULL;
  TerrGamePrivate *priv;
  GType type;

  type = terr_game_find_type (kind);
  if (type == G_TYPE_INVALID)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED, _("unknown game"));
      return NULL;
    }
  if (n_players < 1 || n_players > TERR_MAX_SEATS)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED, _("%u seats is not possible"), n_players);
      return NULL;
    }
  game = g_object_new (type, NULL);
  priv = terr_game_private (game);
  for (guint i = 1; i <= n_players; i++)
    {
      /* TRANSLATORS: a player without a name, e.g. "Player 2" */
      g_autofree char *name = g_strdup_printf (_("Player %u"), i);
      terr_game_add_player (game, (int) i, name, FALSE, 0);
    }
  priv->has_seed = TRUE;
  priv->seed = seed;
  if (!TERR_GAME_GET_CLASS (game)->setup_new (game, n_players, seed, error))
    return NULL;
  terr_game_remember_initial (game);
  return g_steal_pointer (&game);
}

/* ------------------------------------------------------------ playing */

TerrGameKind
terr_game_get_kind (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), TERR_GAME_NONE);
  return TERR_GAME_GET_CLASS (self)->kind;
}

gboolean
terr_game_check_move (TerrGame *self, TerrMove *move, GError **error)
{
  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!terr_document_check_move (terr_game_get_kind (self), move, error) ||
      !terr_game_apply_raw (self, move, error))
    return FALSE;
  TERR_GAME_GET_CLASS (self)->undo_move (self);
  return TRUE;
}

int
terr_game_get_seat_to_move (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), 0);
  return TERR_GAME_GET_CLASS (self)->get_seat_to_move (self);
}

TerrEndState
terr_game_get_end_state (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), TERR_END_NONE);
  return TERR_GAME_GET_CLASS (self)->get_end_state (self);
}

gboolean
terr_game_is_over (TerrGame *self)
{
  return terr_game_get_end_state (self) != TERR_END_NONE;
}

GPtrArray *
terr_game_list_moves (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  return TERR_GAME_GET_CLASS (self)->list_moves (self);
}

int
terr_game_get_seat_score (TerrGame *self, int seat)
{
  g_return_val_if_fail (TERR_IS_GAME (self), 0);
  return TERR_GAME_GET_CLASS (self)->get_seat_score (self, seat);
}

JsonNode *
terr_game_score_json (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  return TERR_GAME_GET_CLASS (self)->score_json (self);
}

char *
terr_game_score_text (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  return TERR_GAME_GET_CLASS (self)->score_text (self);
}

JsonNode *
terr_game_solve (TerrGame               *self,
                 const TerrSolveOptions *options,
                 GCancellable           *cancellable,
                 GError                **error)
{
  TerrSolveOptions none = { 0 };

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  if (TERR_GAME_GET_CLASS (self)->solve == NULL)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED, _("this game has no solver"));
      return NULL;
    }
  return TERR_GAME_GET_CLASS (self)->solve (self, options ? options : &none, cancellable, error);
}

char *
terr_game_solve_text (TerrGame *self, JsonNode *solution)
{
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  g_return_val_if_fail (solution != NULL, NULL);

  if (TERR_GAME_GET_CLASS (self)->solve_text == NULL)
    return json_to_string (solution, TRUE);
  return TERR_GAME_GET_CLASS (self)->solve_text (self, solution);
}

TerrMove *
terr_game_ai_move (TerrGame     *self,
                   guint         level,
                   guint64       seed,
                   GCancellable *cancellable,
                   GError      **error)
{
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  if (terr_game_is_over (self))
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE, _("the game is over"));
      return NULL;
    }
  /* The levels the class has (terr_game_kind_get_n_levels), no other. */
  if (level > terr_game_kind_get_n_levels (terr_game_get_kind (self)))
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED, _("there is no computer player of level %u"), level);
      return NULL;
    }
  return TERR_GAME_GET_CLASS (self)->ai_move (self, level, seed, cancellable, error);
}

char *
terr_game_describe (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  return TERR_GAME_GET_CLASS (self)->describe (self);
}

/* ------------------------------------------------------- meta data */

guint
terr_game_get_n_players (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);
  g_return_val_if_fail (TERR_IS_GAME (self), 0);
  return priv->players->len;
}

const TerrPlayer *
terr_game_get_player (TerrGame *self, int seat)
{
  TerrGamePrivate *priv = terr_game_private (self);

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  if (seat < 1 || (guint) seat > priv->players->len)
    return NULL;
  return g_ptr_array_index (priv->players, seat - 1);
}

void
terr_game_set_player (TerrGame   *self,
                      int         seat,
                      const char *name,
                      gboolean    ai,
                      int         level)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TerrPlayer *p;

  g_return_if_fail (TERR_IS_GAME (self));
  g_return_if_fail (seat >= 1 && (guint) seat <= priv->players->len);

  p = g_ptr_array_index (priv->players, seat - 1);
  if (name != NULL)
    terr_game_set_str (&p->name, name);
  p->ai = ai;
  p->level = ai ? MAX (level, 1) : 0;
  terr_game_tree_forget_texts (self);
  terr_game_emit_changed (self);
}

#define DEFINE_STRING_ACCESSORS(field)                                   \
const char *                                                             \
terr_game_get_##field (TerrGame *self)                                   \
{                                                                        \
  TerrGamePrivate *priv = terr_game_private (self);         \
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);                      \
  return priv->field;                                                    \
}

DEFINE_STRING_ACCESSORS (title)
DEFINE_STRING_ACCESSORS (author)
DEFINE_STRING_ACCESSORS (description)

void
terr_game_set_title (TerrGame *self, const char *title)
{
  TerrGamePrivate *priv = terr_game_private (self);
  g_return_if_fail (TERR_IS_GAME (self));
  if (terr_game_set_str (&priv->title, title))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

void
terr_game_set_author (TerrGame *self, const char *author)
{
  TerrGamePrivate *priv = terr_game_private (self);
  g_return_if_fail (TERR_IS_GAME (self));
  terr_game_set_str (&priv->author, author);
}

void
terr_game_set_description (TerrGame *self, const char *description)
{
  TerrGamePrivate *priv = terr_game_private (self);
  g_return_if_fail (TERR_IS_GAME (self));
  terr_game_set_str (&priv->description, description);
}

gboolean
terr_game_get_seed (TerrGame *self, guint64 *seed)
{
  TerrGamePrivate *priv = terr_game_private (self);
  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  if (seed)
    *seed = priv->seed;
  return priv->has_seed;
}

void
terr_game_set_seed (TerrGame *self, guint64 seed)
{
  TerrGamePrivate *priv = terr_game_private (self);
  g_return_if_fail (TERR_IS_GAME (self));
  priv->has_seed = TRUE;
  priv->seed = seed;
}

const char *
terr_game_get_source_name (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  return priv->source_name;
}
