/* terr-game-design.c — what a game says about itself (moves in words,
 * status, goal, squares, seat ranges, pitch) and designing a scenario:
 * undoable edits of the starting position, the list of structural
 * problems, drafts. */
#include "config.h"

#include "terr-game-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* ------------------------------------------------------------ problems */

TerrProblem *
terr_problem_new (const TerrPlace *place, const char *format, ...)
{
  TerrProblem *problem = g_new0 (TerrProblem, 1);
  va_list args;

  if (place != NULL)
    problem->place = *place;
  va_start (args, format);
  problem->message = g_strdup_vprintf (format, args);
  va_end (args);
  return problem;
}

void
terr_problem_free (TerrProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->message);
  g_free (problem);
}

/* ------------------------------------------------------------ describing */

/* The class of a game type registered already (see terr_game_find_type). */
static GType
kind_type (TerrGameKind kind)
{
  return terr_game_find_type (kind);
}

void
terr_game_kind_get_players (TerrGameKind kind,
                            guint       *min_players,
                            guint       *max_players,
                            guint       *default_players)
{
  GType type = kind_type (kind);
  TerrGameClass *klass;

  if (min_players)
    *min_players = 1;
  if (max_players)
    *max_players = 1;
  if (default_players)
    *default_players = 1;
  if (type == G_TYPE_INVALID)
    return;
  klass = g_type_class_ref (type);
  if (min_players && klass->min_players > 0)
    *min_players = klass->min_players;
  if (max_players && klass->max_players > 0)
    *max_players = klass->max_players;
  if (default_players && klass->default_players > 0)
    *default_players = klass->default_players;
  g_type_class_unref (klass);
}

const char *
terr_game_kind_get_pitch (TerrGameKind kind)
{
  GType type = kind_type (kind);
  TerrGameClass *klass;
  const char *pitch;

  if (type == G_TYPE_INVALID)
    return "";
  klass = g_type_class_ref (type);
  pitch = klass->pitch != NULL ? g_dgettext (GETTEXT_PACKAGE, klass->pitch) : "";
  g_type_class_unref (klass);   /* the class of a static type stays */
  return pitch;
}

char *
terr_game_get_player_name (TerrGame *self, int seat)
{
  const TerrPlayer *player = terr_game_get_player (self, seat);

  if (player != NULL && player->name != NULL && *player->name)
    return g_strdup (player->name);
  /* TRANSLATORS: a player without a name, e.g. "Player 2" */
  return g_strdup_printf (_("Player %u"), (guint) seat);
}

char *
terr_game_describe_move (TerrGame *self, const TerrMove *move)
{
  TerrGameClass *klass;
  g_autofree char *words = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  g_return_val_if_fail (move != NULL, NULL);

  klass = TERR_GAME_GET_CLASS (self);
  words = klass->describe_move != NULL ? klass->describe_move (self, move)
                                       : terr_move_to_string (move);
  if (terr_game_get_n_players (self) <= 1)
    return g_steal_pointer (&words);
  name = terr_game_get_player_name (self, terr_move_get_seat (move));
  /* TRANSLATORS: who made a move, and the move: "Ann — bed at (3, 1)" */
  return g_strdup_printf (_("%s — %s"), name, words);
}

GArray *
terr_game_move_squares (TerrGame *self, const TerrMove *move)
{
  TerrGameClass *klass;
  GArray *squares;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  g_return_val_if_fail (move != NULL, NULL);

  squares = g_array_new (FALSE, FALSE, sizeof (TerrSquare));
  klass = TERR_GAME_GET_CLASS (self);
  if (klass->move_squares != NULL)
    klass->move_squares (self, move, squares);
  return squares;
}

GArray *
terr_game_place_squares (const TerrPlace *place)
{
  GArray *squares = g_array_new (FALSE, FALSE, sizeof (TerrSquare));
  TerrSquare sq = { 0, 0, 0 };

  g_return_val_if_fail (place != NULL, squares);
  switch (place->kind)
    {
    case TERR_PLACE_GRID:
      sq.seat = place->seat;
      G_GNUC_FALLTHROUGH;
    case TERR_PLACE_SQUARE:
    case TERR_PLACE_TIER:
      sq.x = place->x;
      sq.y = place->y;
      g_array_append_val (squares, sq);
      break;
    case TERR_PLACE_NONE:
    case TERR_PLACE_HAND:
    case TERR_PLACE_PILE:
    case TERR_PLACE_PIECE:
    case TERR_PLACE_BOARD:
    case TERR_PLACE_SUPPLY:
    case TERR_PLACE_SEATS:
    case TERR_PLACE_GOAL:
    default:
      break;
    }
  return squares;
}

char *
terr_game_get_status_text (TerrGame *self)
{
  TerrGameClass *klass;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  klass = TERR_GAME_GET_CLASS (self);
  return klass->status_text != NULL ? klass->status_text (self) : NULL;
}

gboolean
terr_game_get_goal (TerrGame *self, TerrGoal *goal)
{
  TerrGameClass *klass;
  TerrGoal none = { TERR_GOAL_NONE, 0, 0, 0 };

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  klass = TERR_GAME_GET_CLASS (self);
  if (goal != NULL)
    *goal = none;
  if (klass->get_goal == NULL)
    return FALSE;
  return klass->get_goal (self, goal != NULL ? goal : &none);
}

TerrGoalStatus
terr_game_get_goal_status (TerrGame *self)
{
  TerrGameClass *klass;

  g_return_val_if_fail (TERR_IS_GAME (self), TERR_GOAL_STATUS_NONE);
  klass = TERR_GAME_GET_CLASS (self);
  if (!terr_game_get_goal (self, NULL) || klass->goal_status == NULL)
    return TERR_GOAL_STATUS_NONE;
  return klass->goal_status (self);
}

char *
terr_game_get_goal_text (TerrGame *self)
{
  TerrGameClass *klass;
  TerrGoal goal;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  klass = TERR_GAME_GET_CLASS (self);
  if (!terr_game_get_goal (self, &goal))
    return NULL;
  if (klass->goal_text != NULL)
    return klass->goal_text (self);
  switch (goal.type)
    {
    case TERR_GOAL_MIN_SCORE:
      if (goal.actions > 0)
        return g_strdup_printf (ngettext ("Score at least %d points with %d action.",
                                          "Score at least %d points with %d actions.",
                                          goal.actions), goal.value, goal.actions);
      return g_strdup_printf (ngettext ("Score at least %d point.",
                                        "Score at least %d points.", goal.value), goal.value);
    case TERR_GOAL_MAX_CHEATS:
      if (goal.value == 0)
        return g_strdup (_("Finish the ziggurat without cheating."));
      return g_strdup_printf (ngettext ("Finish the ziggurat with at most %d cheat.",
                                        "Finish the ziggurat with at most %d cheats.",
                                        goal.value), goal.value);
    case TERR_GOAL_NONE:
    default:
      return NULL;
    }
}

char *
terr_game_describe_square (TerrGame *self, int seat, int x, int y)
{
  TerrGameClass *klass;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  klass = TERR_GAME_GET_CLASS (self);
  return klass->describe_square != NULL ? klass->describe_square (self, seat, x, y) : NULL;
}

/* ------------------------------------------------------------ edits */

/* The meta data an edit may change. */
typedef struct {
  char *title;
  char *author;
  char *description;
  TerrDifficulty difficulty;
} Meta;

/* One undoable edit: the setup before it and after it, the seats and the
 * meta data. */
typedef struct {
  gpointer before;
  gpointer after;
  GPtrArray *players_before;  /* TerrPlayer*, copies */
  GPtrArray *players_after;
  Meta meta_before;
  Meta meta_after;
  TerrGameClass *klass;
} EditRecord;

static void
meta_save (TerrGame *self, Meta *meta)
{
  TerrGamePrivate *priv = terr_game_private (self);

  meta->title = g_strdup (priv->title);
  meta->author = g_strdup (priv->author);
  meta->description = g_strdup (priv->description);
  meta->difficulty = priv->difficulty;
}

static void
meta_clear (Meta *meta)
{
  g_clear_pointer (&meta->title, g_free);
  g_clear_pointer (&meta->author, g_free);
  g_clear_pointer (&meta->description, g_free);
}

static void
meta_restore (TerrGame *self, const Meta *meta)
{
  terr_game_set_title (self, meta->title);
  terr_game_set_author (self, meta->author);
  terr_game_set_description (self, meta->description);
  terr_game_private (self)->difficulty = meta->difficulty;
}

static GPtrArray *
copy_players (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);
  GPtrArray *copy = g_ptr_array_new_with_free_func (terr_game_player_free);

  for (guint i = 0; i < priv->players->len; i++)
    {
      const TerrPlayer *p = g_ptr_array_index (priv->players, i);
      TerrPlayer *q = g_new0 (TerrPlayer, 1);
      *q = *p;
      q->name = g_strdup (p->name);
      g_ptr_array_add (copy, q);
    }
  return copy;
}

static void
restore_players (TerrGame *self, GPtrArray *players)
{
  TerrGamePrivate *priv = terr_game_private (self);
  GPtrArray *copy = g_ptr_array_new_with_free_func (terr_game_player_free);

  for (guint i = 0; i < players->len; i++)
    {
      const TerrPlayer *p = g_ptr_array_index (players, i);
      TerrPlayer *q = g_new0 (TerrPlayer, 1);
      *q = *p;
      q->name = g_strdup (p->name);
      g_ptr_array_add (copy, q);
    }
  g_ptr_array_unref (priv->players);
  priv->players = copy;
}

static void
edit_record_free (gpointer data)
{
  EditRecord *r = data;

  if (r->before)
    r->klass->free_setup (r->before);
  if (r->after)
    r->klass->free_setup (r->after);
  g_clear_pointer (&r->players_before, g_ptr_array_unref);
  g_clear_pointer (&r->players_after, g_ptr_array_unref);
  meta_clear (&r->meta_before);
  meta_clear (&r->meta_after);
  g_free (r);
}

void
terr_game_design_init (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);

  priv->edit_undo = g_ptr_array_new_with_free_func (edit_record_free);
  priv->edit_redo = g_ptr_array_new_with_free_func (edit_record_free);
}

void
terr_game_design_finalize (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);

  g_clear_pointer (&priv->edit_undo, g_ptr_array_unref);
  g_clear_pointer (&priv->edit_redo, g_ptr_array_unref);
  g_clear_pointer ((EditRecord **) &priv->edit_open, edit_record_free);
  g_clear_pointer (&priv->certificate, terr_certificate_free);
}

gboolean
terr_game_is_editable (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  return terr_game_get_n_moves (self) == 0 &&
         TERR_GAME_GET_CLASS (self)->save_setup != NULL;
}

void
terr_game_begin_edit (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TerrGameClass *klass;
  EditRecord *r;

  g_return_if_fail (TERR_IS_GAME (self));
  g_return_if_fail (terr_game_is_editable (self));
  g_return_if_fail (priv->edit_open == NULL);

  klass = TERR_GAME_GET_CLASS (self);
  r = g_new0 (EditRecord, 1);
  r->klass = klass;
  r->before = klass->save_setup (self);
  r->players_before = copy_players (self);
  meta_save (self, &r->meta_before);
  priv->edit_open = r;
}

static void
edit_changed (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);
  g_autoptr(GPtrArray) problems = terr_game_list_problems (self);

  priv->has_problems = problems->len > 0;
  terr_game_remember_initial (self);
  terr_game_emit_changed (self);
}

void
terr_game_end_edit (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);
  EditRecord *r;

  g_return_if_fail (TERR_IS_GAME (self));
  g_return_if_fail (priv->edit_open != NULL);

  r = priv->edit_open;
  priv->edit_open = NULL;
  /* A trial: terr_game_try_edit puts the design back itself. */
  if (priv->trying_edit)
    {
      edit_record_free (r);
      return;
    }
  r->after = r->klass->save_setup (self);
  r->players_after = copy_players (self);
  meta_save (self, &r->meta_after);
  g_ptr_array_add (priv->edit_undo, r);
  g_ptr_array_set_size (priv->edit_redo, 0);
  edit_changed (self);
}

gboolean
terr_game_can_undo_edit (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  return terr_game_private (self)->edit_undo->len > 0 && terr_game_is_editable (self);
}

gboolean
terr_game_can_redo_edit (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  return terr_game_private (self)->edit_redo->len > 0 && terr_game_is_editable (self);
}

static void
restore_record (TerrGame *self, EditRecord *r, gboolean before)
{
  /* restore_setup takes a setup of its own: give it a copy made by
   * restoring then saving would be circular, so the record keeps its own
   * and the class copies what it keeps. */
  restore_players (self, before ? r->players_before : r->players_after);
  meta_restore (self, before ? &r->meta_before : &r->meta_after);
  r->klass->restore_setup (self, before ? r->before : r->after);
}

gboolean
terr_game_try_edit (TerrGame          *self,
                    TerrGameEditFunc   edit,
                    gpointer           data,
                    GPtrArray        **problems,
                    GError           **error)
{
  TerrGamePrivate *priv = terr_game_private (self);
  EditRecord *r;
  gboolean ok;

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  g_return_val_if_fail (edit != NULL, FALSE);
  g_return_val_if_fail (problems == NULL || *problems == NULL, FALSE);
  g_return_val_if_fail (terr_game_is_editable (self), FALSE);
  g_return_val_if_fail (priv->edit_open == NULL && !priv->trying_edit, FALSE);

  r = g_new0 (EditRecord, 1);
  r->klass = TERR_GAME_GET_CLASS (self);
  r->before = r->klass->save_setup (self);
  r->players_before = copy_players (self);
  meta_save (self, &r->meta_before);

  priv->trying_edit = TRUE;
  ok = edit (self, data, error);
  priv->trying_edit = FALSE;
  if (ok && problems != NULL)
    *problems = terr_game_list_problems (self);
  restore_record (self, r, TRUE);
  edit_record_free (r);
  return ok;
}

gboolean
terr_game_undo_edit (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);
  EditRecord *r;

  if (!terr_game_can_undo_edit (self))
    return FALSE;
  r = g_ptr_array_steal_index (priv->edit_undo, priv->edit_undo->len - 1);
  restore_record (self, r, TRUE);
  g_ptr_array_add (priv->edit_redo, r);
  edit_changed (self);
  return TRUE;
}

gboolean
terr_game_redo_edit (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);
  EditRecord *r;

  if (!terr_game_can_redo_edit (self))
    return FALSE;
  r = g_ptr_array_steal_index (priv->edit_redo, priv->edit_redo->len - 1);
  restore_record (self, r, FALSE);
  g_ptr_array_add (priv->edit_undo, r);
  edit_changed (self);
  return TRUE;
}

GPtrArray *
terr_game_list_problems (TerrGame *self)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_problem_free);
  TerrGameClass *klass;

  g_return_val_if_fail (TERR_IS_GAME (self), problems);
  klass = TERR_GAME_GET_CLASS (self);
  if (klass->list_problems != NULL)
    klass->list_problems (self, problems);
  return problems;
}

gboolean
terr_game_has_problems (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  return terr_game_private (self)->has_problems;
}

gboolean
terr_game_edit_set_n_players (TerrGame *self, guint n_players, GError **error)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TerrGameClass *klass;
  guint min = 1, max = TERR_MAX_SEATS;

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  g_return_val_if_fail (terr_game_is_editable (self), FALSE);

  klass = TERR_GAME_GET_CLASS (self);
  if (klass->min_players > 0)
    min = klass->min_players;
  if (klass->max_players > 0)
    max = klass->max_players;
  if (n_players < min || n_players > max)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID,
                   _("%s is played by %u to %u players, not %u"),
                   terr_game_kind_get_title (klass->kind), min, max, n_players);
      return FALSE;
    }
  if (n_players == priv->players->len)
    return TRUE;
  terr_game_begin_edit (self);
  if (klass->set_n_players != NULL && !klass->set_n_players (self, n_players, error))
    {
      EditRecord *r = priv->edit_open;
      priv->edit_open = NULL;
      restore_record (self, r, TRUE);
      edit_record_free (r);
      return FALSE;
    }
  if (priv->players->len > n_players)
    g_ptr_array_set_size (priv->players, n_players);
  for (guint s = priv->players->len + 1; s <= n_players; s++)
    {
      /* TRANSLATORS: a player without a name, e.g. "Player 2" */
      g_autofree char *name = g_strdup_printf (_("Player %u"), s);
      terr_game_add_player (self, (int) s, name, FALSE, 0);
    }
  terr_game_end_edit (self);
  return TRUE;
}

gboolean
terr_game_edit_set_meta (TerrGame   *self,
                         const char *title,
                         const char *author,
                         const char *description)
{
  TerrGamePrivate *priv = terr_game_private (self);

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  g_return_val_if_fail (terr_game_is_editable (self), FALSE);

  if (g_strcmp0 (priv->title, title) == 0 && g_strcmp0 (priv->author, author) == 0 &&
      g_strcmp0 (priv->description, description) == 0)
    return TRUE;
  terr_game_begin_edit (self);
  terr_game_set_title (self, title);
  terr_game_set_author (self, author);
  terr_game_set_description (self, description);
  terr_game_end_edit (self);
  return TRUE;
}

gboolean
terr_game_edit_set_difficulty (TerrGame *self, TerrDifficulty difficulty)
{
  TerrGamePrivate *priv = terr_game_private (self);

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  g_return_val_if_fail (terr_game_is_editable (self), FALSE);
  g_return_val_if_fail (difficulty <= TERR_DIFFICULTY_HARD, FALSE);

  if (priv->difficulty == difficulty)
    return TRUE;
  terr_game_begin_edit (self);
  priv->difficulty = difficulty;
  terr_game_end_edit (self);
  return TRUE;
}

gboolean
terr_game_edit_set_player (TerrGame   *self,
                           int         seat,
                           const char *name,
                           gboolean    ai,
                           int         level,
                           GError    **error)
{
  const TerrPlayer *p;

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  g_return_val_if_fail (terr_game_is_editable (self), FALSE);

  p = terr_game_get_player (self, seat);
  if (p == NULL)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID, _("there is no seat %d"), seat);
      return FALSE;
    }
  if (ai && (level < 1 || level > 3))
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID,
                   _("a computer player's level is 1, 2 or 3, not %d"), level);
      return FALSE;
    }
  if (g_strcmp0 (p->name, name) == 0 && p->ai == ai && (!ai || p->level == level))
    return TRUE;
  terr_game_begin_edit (self);
  terr_game_set_player (self, seat, name, ai, level);
  terr_game_end_edit (self);
  return TRUE;
}

TerrGame *
terr_game_new_scenario (TerrGame *self)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(GError) error = NULL;
  TerrGame *copy;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  bytes = terr_game_to_bytes (self, TERR_FILE_SCENARIO);
  doc = terr_document_load_bytes (bytes, terr_game_get_source_name (self), &error);
  if (doc == NULL)
    g_error ("A game could not read back its own scenario: %s", error->message);
  copy = terr_game_load_draft (doc, &error);
  if (copy == NULL)
    g_error ("A game could not read back its own scenario: %s", error->message);
  return copy;
}

gboolean
terr_game_is_loading_draft (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  return terr_game_private (self)->loading_draft;
}
