/* terr-hg-game.c — TerrHgGame: the Hanging Gardens rules behind the
 * TerrGame interface (moves, scores, solver, AI).  Files and new games are
 * in terr-hg-file.c, the game in words in terr-hg-describe.c, designing a
 * scenario (edits, setups, the problem list) in terr-hg-edit.c. */
#include "config.h"

#include "terr-hg-game-private.h"
#include "terr-hg-analysis.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "terr-hg-ai.h"
#include "terr-hg-puzzle.h"

G_DEFINE_FINAL_TYPE (TerrHgGame, terr_hg_game, TERR_TYPE_GAME)

#define DEFAULT_SOLVE_ACTIONS 2

static const char *const kind_names[] = {
  "terrace", "support", "bed", "gazebo", "move-gazebo", "move-support", "pass",
};

/* ------------------------------------------------------------ moves */

TerrMove *
terr_hg_action_to_move (int seat, const TerrHgAction *a)
{
  TerrMove *m;

  g_return_val_if_fail (a != NULL && a->kind <= TERR_HG_ACTION_PASS, NULL);

  m = terr_move_new (seat, kind_names[a->kind]);
  switch (a->kind)
    {
    case TERR_HG_ACTION_MOVE_SUPPORT:
      terr_move_set_int (m, "from-x", a->from_x);
      terr_move_set_int (m, "from-y", a->from_y);
      terr_move_set_int (m, "from-level", a->from_level);
      terr_move_set_int (m, "from-stack", a->from_stack);
      terr_move_set (m, "as", a->as_support ? "support" : "terrace");
      G_GNUC_FALLTHROUGH;
    case TERR_HG_ACTION_TERRACE:
    case TERR_HG_ACTION_SUPPORT:
      terr_move_set_int (m, "x", a->x);
      terr_move_set_int (m, "y", a->y);
      terr_move_set_int (m, "level", a->level);
      if (a->kind == TERR_HG_ACTION_SUPPORT
          || (a->kind == TERR_HG_ACTION_MOVE_SUPPORT && a->as_support))
        terr_move_set_int (m, "stack", a->stack);
      break;
    case TERR_HG_ACTION_BED:
      terr_move_set_int (m, "x", a->x);
      terr_move_set_int (m, "y", a->y);
      terr_move_set (m, "suit", terr_hg_suit_to_string (a->suit));
      break;
    case TERR_HG_ACTION_GAZEBO:
    case TERR_HG_ACTION_MOVE_GAZEBO:
      terr_move_set_int (m, "x", a->x);
      terr_move_set_int (m, "y", a->y);
      break;
    case TERR_HG_ACTION_PASS:
    default:
      break;
    }
  return m;
}

static gboolean
get_attr_int (const TerrMove *m, const char *name, gint64 min, gint64 max, int *out, GError **error)
{
  gint64 v;

  if (!terr_move_get_int (m, name, min, max, &v))
    {
      if (terr_move_get (m, name) == NULL)
        g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE,
                     _("a %s move needs the attribute %s"), terr_move_get_move_type (m), name);
      else
        {
          g_autofree char *lo = g_strdup_printf ("%" G_GINT64_FORMAT, min);
          g_autofree char *hi = g_strdup_printf ("%" G_GINT64_FORMAT, max);
          g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE,
                       _("%s=\"%s\" is not a whole number from %s to %s"),
                       name, terr_move_get (m, name), lo, hi);
        }
      return FALSE;
    }
  *out = (int) v;
  return TRUE;
}

gboolean
terr_hg_action_from_move (const TerrMove *m, TerrHgAction *a, GError **error)
{
  const char *type = terr_move_get_move_type (m);
  int kind = -1;

  memset (a, 0, sizeof *a);
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (g_strcmp0 (type, kind_names[i]) == 0)
      kind = (int) i;
  if (kind < 0)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE,
                   _("Hanging Gardens has no move of type “%s”"), type);
      return FALSE;
    }
  a->kind = kind;
  if (kind == TERR_HG_ACTION_PASS)
    return TRUE;
  if (!get_attr_int (m, "x", -COORD_MAX, COORD_MAX, &a->x, error)
      || !get_attr_int (m, "y", -COORD_MAX, COORD_MAX, &a->y, error))
    return FALSE;
  switch (kind)
    {
    case TERR_HG_ACTION_MOVE_SUPPORT:
      {
        const char *as = terr_move_get (m, "as");
        if (!get_attr_int (m, "from-x", -COORD_MAX, COORD_MAX, &a->from_x, error)
            || !get_attr_int (m, "from-y", -COORD_MAX, COORD_MAX, &a->from_y, error)
            || !get_attr_int (m, "from-level", 0, TERR_HG_N_TILES, &a->from_level, error)
            || !get_attr_int (m, "from-stack", 1, 2, &a->from_stack, error)
            || !get_attr_int (m, "level", 0, TERR_HG_N_TILES, &a->level, error))
          return FALSE;
        if (g_strcmp0 (as, "support") != 0 && g_strcmp0 (as, "terrace") != 0)
          {
            g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE,
                         _("a move-support move needs as=\"terrace\" or as=\"support\""));
            return FALSE;
          }
        a->as_support = g_str_equal (as, "support");
        if (a->as_support && !get_attr_int (m, "stack", 1, 2, &a->stack, error))
          return FALSE;
      }
      break;
    case TERR_HG_ACTION_TERRACE:
      return get_attr_int (m, "level", 0, TERR_HG_N_TILES, &a->level, error);
    case TERR_HG_ACTION_SUPPORT:
      return get_attr_int (m, "level", 0, TERR_HG_N_TILES, &a->level, error)
             && get_attr_int (m, "stack", 1, 2, &a->stack, error);
    case TERR_HG_ACTION_BED:
      a->suit = terr_hg_suit_from_string (terr_move_get (m, "suit"));
      if (a->suit == TERR_HG_SUIT_NONE)
        {
          g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE,
                       _("a bed needs suit=\"suns\", \"moons\", \"crowns\" or \"arms\""));
          return FALSE;
        }
      break;
    default:
      break;
    }
  return TRUE;
}

/* The state's refusal (s->why) as the game's value. */
static void
refuse_why (TerrHgGame *self, const TerrHgWhy *why)
{
  TerrRefusal refusal;

  terr_refusal_init (&refusal, why->code);
  if (why->code != TERR_HG_REFUSAL_PASS && why->code != TERR_REFUSAL_GAME_OVER)
    terr_refusal_add_place (&refusal, TERR_PLACE_SQUARE, why->x, why->y, 0);
  if (why->fault)
    terr_refusal_add_place (&refusal, TERR_PLACE_SQUARE, why->fault_x, why->fault_y, 0);
  if (why->code == TERR_HG_REFUSAL_BARE_TABLE || why->code == TERR_HG_REFUSAL_ON_SUPPORT)
    terr_refusal_add_piece (&refusal, why->piece);
  refusal.values[0] = why->values[0];
  refusal.values[1] = why->values[1];
  terr_game_refuse (TERR_GAME (self), &refusal);
}

/* Parse and check @move for the seat to move; the error is the reason,
 * and the game's refusal (terr_game_refuse) says it as a value. */
static gboolean
check_move (TerrHgGame *self, const TerrMove *move, TerrHgAction *a, GError **error)
{
  const char *why;

  if (!terr_hg_action_from_move (move, a, error))
    {
      terr_game_refuse_code (TERR_GAME (self), TERR_REFUSAL_NOT_A_MOVE);
      return FALSE;
    }
  if (!terr_hg_state_is_over (self->state) && terr_move_get_seat (move) != self->state->to_move)
    {
      TerrRefusal refusal;

      terr_refusal_init (&refusal, TERR_REFUSAL_NOT_YOUR_TURN);
      refusal.values[0] = self->state->to_move;
      terr_game_refuse (TERR_GAME (self), &refusal);
      g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE,
                   _("it is seat %d's turn, not seat %d's"), self->state->to_move,
                   terr_move_get_seat (move));
      return FALSE;
    }
  why = terr_hg_state_check (self->state, a);
  if (why != NULL)
    {
      refuse_why (self, &self->state->why);
      g_set_error_literal (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE, why);
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------ vfuncs */

void
terr_hg_game_reset_state (TerrHgGame *self, TerrHgState *state)
{
  g_clear_pointer (&self->state, terr_hg_state_free);
  self->state = state;
  g_array_set_size (self->undos, 0);
}

/* The goal's verdict from the score its seat has now. */
static void
goal_decide (TerrHgGame *self)
{
  int score = terr_hg_score_seat (self->state, self->goal_seat, NULL, NULL);

  self->goal_status = score >= self->goal_value ? TERR_GOAL_STATUS_REACHED
                                                : TERR_GOAL_STATUS_FAILED;
}

void
terr_hg_game_reset_goal (TerrHgGame *self)
{
  self->goal_done = 0;
  self->goal_status = TERR_GOAL_STATUS_NONE;
  if (!self->has_goal)
    return;
  self->goal_status = TERR_GOAL_STATUS_OPEN;
  /* A puzzle that starts over has no action left: it is judged at once. */
  if (self->goal_seat >= 1 && self->goal_seat <= self->state->n_players
      && terr_hg_state_is_over (self->state))
    goal_decide (self);
}

/* After an action of @seat: the goal's seat has used one more of its
 * actions; its sequence is over after the last one, when it can only pass,
 * or when the game ends (whoever ended it). */
static void
goal_after_action (TerrHgGame *self, int seat, gboolean pass)
{
  if (!self->has_goal || self->goal_status != TERR_GOAL_STATUS_OPEN)
    return;
  if (seat == self->goal_seat && !pass)
    self->goal_done++;
  if ((seat == self->goal_seat && pass) || self->goal_done >= self->goal_actions
      || terr_hg_state_is_over (self->state))
    goal_decide (self);
}


static gboolean
terr_hg_game_apply_move (TerrGame *game, const TerrMove *move, GError **error)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  TerrHgAction a;
  TerrHgMoveRecord r;
  int seat = self->state->to_move;

  if (!check_move (self, move, &a, error))
    return FALSE;
  r.goal_done = self->goal_done;
  r.goal_status = self->goal_status;
  terr_hg_state_apply (self->state, &a, &r.undo);
  goal_after_action (self, seat, a.kind == TERR_HG_ACTION_PASS);
  g_array_append_val (self->undos, r);
  return TRUE;
}

static void
terr_hg_game_undo_move (TerrGame *game)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  const TerrHgMoveRecord *r;

  g_return_if_fail (self->undos->len > 0);
  r = &g_array_index (self->undos, TerrHgMoveRecord, self->undos->len - 1);
  terr_hg_state_undo (self->state, &r->undo);
  self->goal_done = r->goal_done;
  self->goal_status = r->goal_status;
  g_array_set_size (self->undos, self->undos->len - 1);
}

/* --- positions for fast navigation --- */

/* Everything apply_move and undo_move change, without the undo records;
 * compact, as the base keeps many along a long game. */
typedef struct {
  TerrHgFrozen  *state;
  int            goal_done;
  TerrGoalStatus goal_status;
} HgPosition;

static gpointer
terr_hg_game_save_position (TerrGame *game)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  HgPosition *p = g_new0 (HgPosition, 1);

  p->state = terr_hg_state_freeze (self->state);
  p->goal_done = self->goal_done;
  p->goal_status = self->goal_status;
  return p;
}

static void
terr_hg_game_restore_position (TerrGame *game, gconstpointer position)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  const HgPosition *p = position;

  terr_hg_game_reset_state (self, terr_hg_state_thaw (p->state));
  self->goal_done = p->goal_done;
  self->goal_status = p->goal_status;
}

static void
terr_hg_game_free_position (gpointer position)
{
  HgPosition *p = position;

  if (p == NULL)
    return;
  terr_hg_frozen_free (p->state);
  g_free (p);
}

static int
terr_hg_game_get_seat_to_move (TerrGame *game)
{
  return TERR_HG_GAME (game)->state->to_move;
}

static TerrEndState
terr_hg_game_get_end_state (TerrGame *game)
{
  return terr_hg_state_is_over (TERR_HG_GAME (game)->state) ? TERR_END_FINISHED : TERR_END_NONE;
}

static GPtrArray *
actions_to_moves (int seat, GArray *actions)
{
  GPtrArray *moves = g_ptr_array_new_full (actions->len, (GDestroyNotify) terr_move_unref);

  for (guint i = 0; i < actions->len; i++)
    g_ptr_array_add (moves, terr_hg_action_to_move (seat, &g_array_index (actions, TerrHgAction, i)));
  return moves;
}

static GPtrArray *
terr_hg_game_list_moves (TerrGame *game)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  g_autoptr(GArray) actions = terr_hg_game_list_actions (self);

  return actions_to_moves (self->state->to_move, actions);
}

static int
terr_hg_game_get_seat_score (TerrGame *game, int seat)
{
  TerrHgGame *self = TERR_HG_GAME (game);

  g_return_val_if_fail (seat >= 1 && seat <= self->state->n_players, 0);
  return terr_hg_score_seat (self->state, seat, NULL, NULL);
}

static void
add_int_member (JsonBuilder *b, const char *name, gint64 value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

static JsonNode *
terr_hg_game_score_json (TerrGame *game)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  g_autoptr(TerrHgScoreReport) r = terr_hg_score_report_new (self->state);
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, "hanging-gardens");
  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (int i = 0; i < r->n_seats; i++)
    {
      const TerrHgSeatReport *sr = &r->seats[i];
      const TerrHgViewDetail *vd = &sr->detail[sr->best];

      json_builder_begin_object (b);
      add_int_member (b, "seat", sr->seat);
      add_int_member (b, "score", sr->score);
      json_builder_set_member_name (b, "direction");
      if (sr->has_gazebo)
        json_builder_add_string_value (b, terr_hg_dir_to_string (sr->best));
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "height");
      if (sr->has_gazebo)
        json_builder_add_int_value (b, sr->height);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "views");
      json_builder_begin_object (b);
      for (int d = 0; d < TERR_HG_N_DIRS; d++)
        {
          json_builder_set_member_name (b, terr_hg_dir_to_string (d));
          json_builder_add_int_value (b, sr->views[d]);
        }
      json_builder_end_object (b);
      json_builder_set_member_name (b, "rows");
      json_builder_begin_array (b);
      for (guint k = 0; sr->has_gazebo && k < vd->rows->len; k++)
        {
          const TerrHgRow *row = &g_array_index (vd->rows, TerrHgRow, k);

          json_builder_begin_object (b);
          add_int_member (b, "row", row->row);
          json_builder_set_member_name (b, "segments");
          json_builder_begin_array (b);
          for (guint q = 0; q < row->n_segments; q++)
            {
              const TerrHgSegment *seg = &g_array_index (vd->segments, TerrHgSegment,
                                                         row->first_segment + q);
              json_builder_begin_object (b);
              add_int_member (b, "from", seg->from);
              add_int_member (b, "to", seg->to);
              add_int_member (b, "colours", seg->colours);
              add_int_member (b, "symmetry", seg->symmetry);
              json_builder_set_member_name (b, "seen");
              json_builder_begin_array (b);
              for (guint e = 0; e < seg->n_seen; e++)
                {
                  const TerrHgBedSight *bs = &g_array_index (vd->seen, TerrHgBedSight,
                                                             seg->first_seen + e);
                  json_builder_begin_array (b);
                  json_builder_add_int_value (b, bs->x);
                  json_builder_add_int_value (b, bs->y);
                  json_builder_end_array (b);
                }
              json_builder_end_array (b);
              json_builder_end_object (b);
            }
          json_builder_end_array (b);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "winners");
  json_builder_begin_array (b);
  for (int i = 0; i < r->n_winners; i++)
    json_builder_add_int_value (b, r->winners[i]);
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static char *
terr_hg_game_score_text (TerrGame *game)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  g_autoptr(TerrHgScoreReport) r = terr_hg_score_report_new (self->state);
  GString *out = g_string_new (NULL);

  for (int i = 0; i < r->n_seats; i++)
    {
      const TerrHgSeatReport *sr = &r->seats[i];
      const TerrHgViewDetail *vd = &sr->detail[sr->best];

      if (!sr->has_gazebo)
        {
          g_string_append_printf (out, _("Seat %d: 0 (no gazebo in the garden)\n"), sr->seat);
          continue;
        }
      g_string_append_printf (out, _("Seat %d: %d = view %d facing %s + height %d "
                                     "(views n %d, e %d, s %d, w %d)\n"),
                              sr->seat, sr->score, sr->views[sr->best],
                              terr_hg_dir_to_string (sr->best), sr->height,
                              sr->views[0], sr->views[1], sr->views[2], sr->views[3]);
      for (guint k = 0; k < vd->rows->len; k++)
        {
          const TerrHgRow *row = &g_array_index (vd->rows, TerrHgRow, k);
          for (guint q = 0; q < row->n_segments; q++)
            {
              const TerrHgSegment *seg = &g_array_index (vd->segments, TerrHgSegment,
                                                         row->first_segment + q);
              if (seg->n_seen == 0)
                continue;
              g_string_append_printf (out, _("  row %d, offsets %d to %d: colours %d, symmetry %d;"),
                                      row->row, seg->from, seg->to, seg->colours, seg->symmetry);
              for (guint e = 0; e < seg->n_seen; e++)
                {
                  const TerrHgBedSight *bs = &g_array_index (vd->seen, TerrHgBedSight,
                                                             seg->first_seen + e);
                  g_string_append_printf (out, " %s (%d,%d)", terr_hg_suit_to_string (bs->suit),
                                          bs->x, bs->y);
                }
              g_string_append_c (out, '\n');
            }
        }
    }
  if (r->n_winners > 0)
    {
      g_string_append (out, r->n_winners == 1 ? _("Winner:") : _("Winners:"));
      for (int i = 0; i < r->n_winners; i++)
        g_string_append_printf (out, _(" seat %d"), r->winners[i]);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

static JsonNode *
terr_hg_game_solve (TerrGame *game, const TerrSolveOptions *options,
                    GCancellable *cancellable, GError **error)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  TerrHgSolution sol = { 0 };
  int n_actions = self->has_goal ? self->goal_actions : DEFAULT_SOLVE_ACTIONS;

  if (!terr_hg_solve (self->state, n_actions, options->time_limit, options->node_limit,
                      options->progress, options->progress_data, cancellable, &sol, error))
    return NULL;

  json_builder_begin_object (b);
  add_int_member (b, "seat", sol.seat);
  json_builder_set_member_name (b, "actions");
  json_builder_begin_array (b);
  for (guint i = 0; i < sol.actions->len; i++)
    {
      g_autoptr(TerrMove) m = terr_hg_action_to_move (sol.seat, &g_array_index (sol.actions, TerrHgAction, i));

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "type");
      json_builder_add_string_value (b, terr_move_get_move_type (m));
      for (guint a = 0; a < terr_move_get_n_attrs (m); a++)
        {
          const char *name, *value;
          terr_move_get_attr (m, a, &name, &value);
          json_builder_set_member_name (b, name);
          if (g_str_equal (name, "suit") || g_str_equal (name, "as"))
            json_builder_add_string_value (b, value);
          else
            json_builder_add_int_value (b, g_ascii_strtoll (value, NULL, 10));
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  add_int_member (b, "score", sol.score);
  json_builder_set_member_name (b, "proven_best");
  json_builder_add_boolean_value (b, sol.proven_best);
  json_builder_end_object (b);
  terr_hg_solution_clear (&sol);
  return json_builder_get_root (b);
}

static char *
terr_hg_game_solve_text (TerrGame *game, JsonNode *solution)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  JsonObject *o = json_node_get_object (solution);
  JsonArray *actions = json_object_get_array_member (o, "actions");
  int score = (int) json_object_get_int_member (o, "score");
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, _("Seat %d can reach %d points (%s) with:\n"),
                          (int) json_object_get_int_member (o, "seat"), score,
                          json_object_get_boolean_member (o, "proven_best")
                          ? _("the best possible") : _("the best found before the limit"));
  for (guint i = 0; i < json_array_get_length (actions); i++)
    {
      JsonObject *a = json_array_get_object_element (actions, i);
      GList *members = json_object_get_members (a);

      g_string_append_printf (out, "  %u.", i + 1);
      for (GList *l = members; l; l = l->next)
        {
          JsonNode *v = json_object_get_member (a, l->data);
          if (json_node_get_value_type (v) == G_TYPE_STRING)
            g_string_append_printf (out, " %s=%s", (char *) l->data, json_node_get_string (v));
          else
            g_string_append_printf (out, " %s=%" G_GINT64_FORMAT, (char *) l->data, json_node_get_int (v));
        }
      g_list_free (members);
      g_string_append_c (out, '\n');
    }
  if (self->has_goal)
    g_string_append_printf (out, score >= self->goal_value ? _("The goal (%d) is reached.\n")
                                                           : _("The goal (%d) cannot be reached.\n"),
                            self->goal_value);
  return g_string_free (out, FALSE);
}

static TerrMove *
terr_hg_game_ai_move (TerrGame *game, guint level, guint64 seed,
                      GCancellable *cancellable, GError **error)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  TerrHgAction a;

  if (terr_hg_state_is_over (self->state))
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED, _("the game is over"));
      return NULL;
    }
  /* Levels 1 to 3 (terr-hg-ai.h); New Game offers the levels a game
   * does not refuse. */
  if (level > 3)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED, _("there is no computer player of level %u"), level);
      return NULL;
    }
  if (!terr_hg_ai_choose (self->state, level, seed, cancellable, &a, error))
    return NULL;
  return terr_hg_action_to_move (self->state->to_move, &a);
}

static char *
terr_hg_game_describe (TerrGame *game)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  const TerrHgState *s = self->state;
  GString *out = g_string_new (NULL);
  int coins = 0, terraces = 0;

  for (int i = 1; i <= TERR_HG_N_SUITS; i++)
    coins += s->supply_coins[i];
  for (int i = 0; i < s->n_tiles; i++)
    terraces += !s->tiles[i].support;
  g_string_append_printf (out, _("%d terraces, %d supports and %d beds in the garden; "
                                 "%d tiles and %d coins in the supply."),
                          terraces, s->n_tiles - terraces, s->n_beds, s->supply_tiles, coins);
  for (int seat = 1; seat <= s->n_players; seat++)
    {
      if (s->gazebo_placed[seat])
        g_string_append_printf (out, _(" Seat %d's gazebo stands on (%d,%d) at level %d."), seat,
                                s->gazebo_x[seat], s->gazebo_y[seat],
                                terr_hg_game_get_level (self, s->gazebo_x[seat], s->gazebo_y[seat]));
      else
        g_string_append_printf (out, _(" Seat %d's gazebo is in hand."), seat);
    }
  if (terr_hg_state_is_over (s))
    g_string_append (out, _(" The game is over."));
  else
    g_string_append_printf (out, s->actions_taken == 0 ? _(" Seat %d to move, two actions left.")
                                                       : _(" Seat %d to move, one action left."),
                            s->to_move);
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------ object */

static void
terr_hg_game_finalize (GObject *object)
{
  TerrHgGame *self = TERR_HG_GAME (object);

  terr_hg_state_free (self->state);
  g_array_unref (self->undos);
  G_OBJECT_CLASS (terr_hg_game_parent_class)->finalize (object);
}

/* A hint: the AI's level 2, with the points it scores at once. */
static TerrMove *
terr_hg_game_hint (TerrGame *game, guint64 seed, int *gain, gboolean *has_gain,
                   GCancellable *cancellable, GError **error)
{
  int seat = terr_game_get_seat_to_move (game);
  TerrMove *move = terr_game_ai_move (game, 2, seed, cancellable, error);
  int before;

  if (move == NULL)
    return NULL;
  /* Applied and taken back by the rules alone: the move tree is not
   * touched. */
  before = terr_game_get_seat_score (game, seat);
  if (TERR_GAME_GET_CLASS (game)->apply_move (game, move, NULL))
    {
      *gain = terr_game_get_seat_score (game, seat) - before;
      *has_gain = TRUE;
      TERR_GAME_GET_CLASS (game)->undo_move (game);
    }
  return move;
}

/* The slider cuts at a terrace level: 0 up to one above the highest
 * terrace (everything); worth showing once a terrace is raised. */
static gboolean
terr_hg_game_view_levels (TerrGame *game, int *lowest, int *highest)
{
  const TerrHgState *s = terr_hg_game_get_state (TERR_HG_GAME (game));
  int top = 0;

  for (int i = 0; i < s->n_tiles; i++)
    if (!s->tiles[i].support)
      top = MAX (top, s->tiles[i].level);
  *lowest = 0;
  *highest = top + 1;
  return top > 0;
}

static char *
terr_hg_game_levels_text (TerrGame *game, int highest)
{
  if (highest < 0)
    return g_strdup (_("Showing every level"));
  return g_strdup_printf (_("Showing levels 0 to %d"), highest);
}

static void
terr_hg_game_class_init (TerrHgGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TerrGameClass *game_class = TERR_GAME_CLASS (klass);

  game_class->hint = terr_hg_game_hint;
  game_class->view_levels = terr_hg_game_view_levels;
  game_class->levels_text = terr_hg_game_levels_text;
  game_class->levels_label = N_("Highest level shown");

  object_class->finalize = terr_hg_game_finalize;

  game_class->kind = TERR_GAME_HANGING_GARDENS;
  game_class->setup_new = terr_hg_game_setup_new;
  game_class->load_state = terr_hg_game_load_state;
  game_class->write_rules = terr_hg_game_write_rules;
  game_class->write_state = terr_hg_game_write_state;
  game_class->apply_move = terr_hg_game_apply_move;
  game_class->refusal_text = terr_hg_game_refusal_text;
  game_class->n_refusal_codes = TERR_HG_REFUSAL_N_CODES;
  game_class->undo_move = terr_hg_game_undo_move;
  game_class->get_seat_to_move = terr_hg_game_get_seat_to_move;
  game_class->get_end_state = terr_hg_game_get_end_state;
  game_class->list_moves = terr_hg_game_list_moves;
  game_class->get_seat_score = terr_hg_game_get_seat_score;
  game_class->score_json = terr_hg_game_score_json;
  game_class->score_text = terr_hg_game_score_text;
  game_class->solve = terr_hg_game_solve;
  game_class->solve_text = terr_hg_game_solve_text;
  game_class->ai_move = terr_hg_game_ai_move;
  game_class->describe = terr_hg_game_describe;

  game_class->save_position = terr_hg_game_save_position;
  game_class->restore_position = terr_hg_game_restore_position;
  game_class->free_position = terr_hg_game_free_position;

  game_class->min_players = 2;
  game_class->max_players = TERR_HG_MAX_SEATS;
  game_class->default_players = 2;
  game_class->pitch = N_("Build terraces and plateaus, plant coloured beds and place your gazebo where the view is most beautiful.");
  terr_hg_game_class_init_views (game_class);
  game_class->describe_move = terr_hg_game_describe_move;
  game_class->move_squares = terr_hg_game_move_squares;
  game_class->status_text = terr_hg_game_status_text;
  game_class->get_goal = terr_hg_game_get_goal;
  game_class->goal_status = terr_hg_game_goal_status;
  game_class->describe_square = terr_hg_game_describe_square;

  game_class->check_puzzle = terr_hg_game_check_puzzle;
  game_class->generate_puzzle = terr_hg_game_generate_puzzle;
  game_class->probe_puzzle = terr_hg_game_probe_puzzle;
  game_class->puzzle_answer = terr_hg_game_puzzle_answer;
  game_class->puzzle_nodes = TERR_HG_PUZZLE_NODES;
  game_class->puzzle_difficulty = terr_hg_puzzle_difficulty;
  game_class->puzzle_best = terr_hg_game_puzzle_best;

  game_class->save_setup = terr_hg_game_save_setup;
  game_class->restore_setup = terr_hg_game_restore_setup;
  game_class->free_setup = terr_hg_game_free_setup;
  game_class->list_problems = terr_hg_game_list_problems;
  game_class->set_n_players = terr_hg_game_set_n_players;
  game_class->analyse_move = terr_hg_game_analyse_move;
}

static void
terr_hg_game_init (TerrHgGame *self)
{
  self->state = terr_hg_state_new (2, TRUE);
  self->undos = g_array_new (FALSE, FALSE, sizeof (TerrHgMoveRecord));
}

/* ------------------------------------------------------------ public API */

const TerrHgState *
terr_hg_game_get_state (TerrHgGame *self)
{
  g_return_val_if_fail (TERR_IS_HG_GAME (self), NULL);
  return self->state;
}

gboolean
terr_hg_game_get_bounds (TerrHgGame *self, int *x0, int *y0, int *x1, int *y1)
{
  g_return_val_if_fail (TERR_IS_HG_GAME (self), FALSE);

  if (self->state->n_tiles == 0)
    return FALSE;
  *x0 = self->state->bx0;
  *y0 = self->state->by0;
  *x1 = self->state->bx1;
  *y1 = self->state->by1;
  return TRUE;
}

const TerrHgTile *
terr_hg_game_get_top (TerrHgGame *self, int x, int y, TerrHgSuit *bed, int *gazebo)
{
  const TerrHgCell *c;

  g_return_val_if_fail (TERR_IS_HG_GAME (self), NULL);
  c = terr_hg_state_cell (self->state, x, y);
  if (bed)
    *bed = c->bed;
  if (gazebo)
    *gazebo = c->gazebo;
  return terr_hg_state_top (self->state, x, y);
}

const TerrHgTile *
terr_hg_game_get_top_terrace (TerrHgGame *self, int x, int y)
{
  g_return_val_if_fail (TERR_IS_HG_GAME (self), NULL);
  return terr_hg_state_top_terrace (self->state, x, y);
}

int
terr_hg_game_get_level (TerrHgGame *self, int x, int y)
{
  const TerrHgTile *t;

  g_return_val_if_fail (TERR_IS_HG_GAME (self), 0);
  t = terr_hg_state_top (self->state, x, y);
  if (t == NULL)
    return 0;
  return t->support ? -1 : t->level;
}

gboolean
terr_hg_game_get_gazebo (TerrHgGame *self, int seat, int *x, int *y)
{
  g_return_val_if_fail (TERR_IS_HG_GAME (self), FALSE);

  if (seat < 1 || seat > self->state->n_players || !self->state->gazebo_placed[seat])
    return FALSE;
  *x = self->state->gazebo_x[seat];
  *y = self->state->gazebo_y[seat];
  return TRUE;
}

GArray *
terr_hg_game_list_actions (TerrHgGame *self)
{
  GArray *actions;

  g_return_val_if_fail (TERR_IS_HG_GAME (self), NULL);
  actions = g_array_new (FALSE, FALSE, sizeof (TerrHgAction));
  terr_hg_state_list_actions (self->state, actions);
  return actions;
}

gboolean
terr_hg_game_check_move (TerrHgGame *self, const TerrMove *move, GError **error)
{
  TerrHgAction a;

  g_return_val_if_fail (TERR_IS_HG_GAME (self), FALSE);
  return check_move (self, move, &a, error);
}

char *
terr_hg_game_check_action (TerrHgGame *self, const TerrHgAction *action)
{
  g_return_val_if_fail (TERR_IS_HG_GAME (self), NULL);
  return g_strdup (terr_hg_state_check (self->state, action));
}

gboolean
terr_hg_game_set_progress_rule (TerrHgGame *self, gboolean progress_rule)
{
  g_return_val_if_fail (TERR_IS_HG_GAME (self), FALSE);

  if (terr_game_get_n_moves (TERR_GAME (self)) > 0 || self->undos->len > 0)
    return FALSE;
  self->state->progress_rule = !!progress_rule;
  return TRUE;
}

gboolean
terr_hg_game_get_progress_rule (TerrHgGame *self)
{
  g_return_val_if_fail (TERR_IS_HG_GAME (self), TRUE);
  return self->state->progress_rule;
}

TerrHgScoreReport *
terr_hg_game_get_score_report (TerrHgGame *self)
{
  g_return_val_if_fail (TERR_IS_HG_GAME (self), NULL);
  return terr_hg_score_report_new (self->state);
}
