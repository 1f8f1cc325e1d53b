/* terr-zg-ai.c — TerrZgGame's computer player and hints: the node budgets
 * of the AI levels, the look-ahead that plans placements, the computer's
 * move, the hint and the solver's verdict on a position.  The rest of the
 * object is in terr-zg-game.c.
 */
#include "config.h"

#include "terr-zg-game-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* Node budgets of the AI levels (no time limit, so the AI is repeatable). */
#define AI_NODES_LEVEL_1 G_GUINT64_CONSTANT (100000)
#define AI_NODES_LEVEL_2 G_GUINT64_CONSTANT (2000000)
#define HINT_NODES       G_GUINT64_CONSTANT (200000)


/* Nodes of the look-ahead that plans placements without a solver line. */
#define PLAN_NODES 4000

/* How far a position has come: dominoes drawn from the pile first (only
 * placements draw, so a position that has drawn more cannot be reached
 * again by lifting), then dominoes placed. */
static int
progress (const TerrZgState *st)
{
  return st->pile_pos * (TERR_ZG_N_DOMINOES + 1) + st->n_placed;
}

typedef struct {
  guint nodes;
  /* A placement that puts a domino straight back where a lift took it
   * from (the lift being weighed) is no progress: such places are skipped. */
  const TerrZgPlacement *lifted;
  guint n_lifted;
} PlanSearch;

static gboolean
plan_restores (const PlanSearch *search,
               const TerrZgMove *m)
{
  for (guint k = 0; k < search->n_lifted; k++)
    if (search->lifted[k].tier == m->tier && search->lifted[k].x == m->x &&
        search->lifted[k].y == m->y && search->lifted[k].dir == m->dir &&
        search->lifted[k].a == m->a && search->lifted[k].b == m->b)
      return TRUE;
  return FALSE;
}

/* The furthest progress() a line of placements from @st reaches (depth
 * first, within the node budget); @first gets the first placement of that
 * line when @first is not NULL and the line has one. */
static int
plan_line (PlanSearch        *search,
           const TerrZgState *st,
           TerrZgMove        *first)
{
  g_autoptr(GArray) moves = NULL;
  int best = progress (st);

  if (terr_zg_state_is_complete (st) || search->nodes == 0)
    return best;
  moves = terr_zg_state_list_moves (st);
  for (guint i = 0; i < moves->len && search->nodes > 0; i++)
    {
      const TerrZgMove *m = &g_array_index (moves, TerrZgMove, i);
      TerrZgState next = *st;
      int reached;

      if (m->type != TERR_ZG_MOVE_PLACE)
        break;
      if (plan_restores (search, m))
        continue;
      search->nodes--;
      terr_zg_state_apply (&next, m, NULL);
      reached = plan_line (search, &next, NULL);
      if (reached > best || (first != NULL && first->type != TERR_ZG_MOVE_PLACE))
        {
          best = MAX (best, reached);
          if (first != NULL)
            *first = *m;
        }
      if (terr_zg_state_is_complete (&next))
        break;
    }
  return best;
}

/* When no domino of the hand can be placed: the lift after which a line
 * of new placements gets furthest (fewest dominoes picked up among
 * equals); @reached gets how far. */
static TerrZgMove
fallback_lift (const TerrZgState *st,
               GArray            *moves,
               int               *reached)
{
  TerrZgMove best = { TERR_ZG_MOVE_RESIGN, };
  guint best_cost = G_MAXUINT;

  *reached = G_MININT;
  for (guint i = 0; i < moves->len; i++)
    {
      const TerrZgMove *m = &g_array_index (moves, TerrZgMove, i);
      guint8 set[TERR_ZG_N_DOMINOES];
      TerrZgPlacement lifted[TERR_ZG_N_DOMINOES];
      TerrZgState next = *st;
      PlanSearch search = { PLAN_NODES / 4, lifted, 0 };
      guint cost;
      int line;

      if (m->type != TERR_ZG_MOVE_LIFT)
        continue;
      cost = terr_zg_state_lift_set (st, m->tier, m->x, m->y, set);
      for (guint k = 0; k < cost; k++)
        lifted[k] = st->placement[set[k]];
      search.n_lifted = cost;
      if (!terr_zg_state_apply (&next, m, NULL))
        continue;
      line = plan_line (&search, &next, NULL);
      if (line > *reached || (line == *reached && cost < best_cost))
        {
          *reached = line;
          best_cost = cost;
          best = *m;
        }
    }
  return best;
}

/* A lift of some domino of the foundation, the one under the most
 * others; FALSE when the foundation is bare. */
static gboolean
foundation_lift (const TerrZgState *st,
                 TerrZgMove        *lift)
{
  guint most = 0;

  for (int y = 0; y < 6; y++)
    for (int x = 0; x < 6; x++)
      {
        guint8 set[TERR_ZG_N_DOMINOES];
        guint n = terr_zg_state_lift_set (st, 1, x, y, set);

        if (n > most)
          {
            most = n;
            *lift = (TerrZgMove) { TERR_ZG_MOVE_LIFT, 1, x, y, 0, 0, 0 };
          }
      }
  return most > 0;
}

/* How far a line gets from a bare foundation with every placed domino
 * back in the hand: starting again. */
static int
restart_line (const TerrZgState *st)
{
  TerrZgState bare = *st;
  PlanSearch search = { PLAN_NODES, NULL, 0 };
  TerrZgMove lift;

  while (foundation_lift (&bare, &lift))
    terr_zg_state_apply (&bare, &lift, NULL);
  return plan_line (&search, &bare, NULL);
}

/* Without a solver line, aiming at the most dominoes placed with the
 * fewest cheats: the first placement of the line of placements that gets
 * furthest (progress()) within PLAN_NODES.  When no placement is left, the
 * lift after which a line gets further than the game is now, or else the
 * clearing of the foundation to start again; a hand of more than three
 * means dominoes were lifted, and the clearing goes on while starting
 * again gets further than building on.  The computer resigns only when
 * the ziggurat can never be finished (terr_zg_state_is_dead). */
static TerrZgMove
fallback_move (const TerrZgState *st)
{
  g_autoptr(GArray) moves = terr_zg_state_list_moves (st);
  PlanSearch search = { PLAN_NODES, NULL, 0 };
  TerrZgMove best = { TERR_ZG_MOVE_RESIGN, };
  TerrZgMove lift;
  int line, lift_line;

  if (terr_zg_state_is_dead (st))
    return best;
  line = plan_line (&search, st, &best);
  if (st->hand_len > 3 && st->n_placed > 0 && restart_line (st) > line &&
      foundation_lift (st, &lift))
    return lift;
  if (best.type == TERR_ZG_MOVE_PLACE)
    return best;
  best = fallback_lift (st, moves, &lift_line);
  if (lift_line > progress (st) && lift_line >= restart_line (st))
    return best;
  if (foundation_lift (st, &lift))
    return lift;
  return best;
}

TerrMove *
terr_zg_game_ai_move (TerrGame *game, guint level, guint64 seed,
                      GCancellable *cancellable, GError **error)
{
  TerrZgGame *self = TERR_ZG_GAME (game);
  TerrZgSolveParams params = { 0, };
  TerrZgSolution sol;
  TerrZgMove move;

  if (self->layout != NULL)
    return terr_zg_game_not_playable (error);
  if (terr_zg_state_is_over (&self->state))
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE, _("the game is over"));
      return NULL;
    }
  params.node_limit = level <= 1 ? AI_NODES_LEVEL_1 : AI_NODES_LEVEL_2;
  params.seed = seed;
  params.fewest = TRUE;
  if (!terr_zg_solve (&self->state, &params, cancellable, &sol))
    {
      terr_zg_solution_clear (&sol);
      g_set_error (error, TERR_ERROR, TERR_ERROR_CANCELLED, _("the AI was cancelled"));
      return NULL;
    }
  /* The solver's line; without one, a placement, or resign when stuck. */
  move = sol.moves->len > 0 ? g_array_index (sol.moves, TerrZgMove, 0)
                            : fallback_move (&self->state);
  terr_zg_solution_clear (&sol);
  return terr_zg_move_to_terr_move (&move);
}

gboolean
terr_zg_game_hint_placement (TerrZgGame *self, TerrZgMove *out)
{
  TerrZgSolveParams params = { 0, };
  TerrZgSolution sol;
  gboolean found = FALSE;

  g_return_val_if_fail (TERR_IS_ZG_GAME (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  if (self->layout != NULL || terr_zg_state_is_over (&self->state))
    return FALSE;
  params.node_limit = HINT_NODES;
  terr_zg_solve (&self->state, &params, NULL, &sol);
  if (sol.zero_cheat == TERR_ZG_VERDICT_YES && sol.moves->len > 0)
    {
      *out = g_array_index (sol.moves, TerrZgMove, 0);
      found = TRUE;
    }
  terr_zg_solution_clear (&sol);
  if (!found)
    {
      *out = fallback_move (&self->state);
      found = out->type == TERR_ZG_MOVE_PLACE;
    }
  return found;
}

TerrZgVerdict
terr_zg_game_hint_solvable (TerrZgGame *self, double time_limit, GCancellable *cancellable)
{
  TerrZgSolveParams params = { 0, };
  TerrZgSolution sol;
  TerrZgVerdict verdict;

  g_return_val_if_fail (TERR_IS_ZG_GAME (self), TERR_ZG_VERDICT_UNKNOWN);

  if (self->layout != NULL)
    return TERR_ZG_VERDICT_UNKNOWN;
  params.time_limit = time_limit;
  terr_zg_solve (&self->state, &params, cancellable, &sol);
  verdict = sol.zero_cheat;
  terr_zg_solution_clear (&sol);
  return verdict;
}

/* A hint: a placement that keeps the ziggurat completable without
 * cheating when a short search finds one (terr_zg_game_hint_placement). */
TerrMove *
terr_zg_game_hint (TerrGame *game, guint64 seed, int *gain, gboolean *has_gain,
                   GCancellable *cancellable, GError **error)
{
  TerrZgMove move;

  if (!terr_zg_game_hint_placement (TERR_ZG_GAME (game), &move))
    {
      g_set_error_literal (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE,
                           _("no domino of the hand fits anywhere: lift one"));
      return NULL;
    }
  return terr_zg_move_to_terr_move (&move);
}
