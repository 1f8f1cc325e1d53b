/* terr-zg-analysis.c — judging one Ziggurat move for "Analyse game".
 *
 * Ziggurat has one seat and one question: could the position before the
 * move still be completed without a lift (a cheat), and not the one after?
 * Both are asked of the solver (terr_zg_solve, the 0-cheat question, on
 * the true pile order) within the node budget; a lift or a resignation
 * after a position that could be completed loses the finish at once, and
 * a move that is the first of the solver's own line keeps it.  The move
 * that would have kept it is the first of the solver's line.
 */
#include "config.h"

#include "terr-zg-analysis.h"
#include "terr-zg-game-private.h"
#include "terr-zg-solver.h"

#include <string.h>
#include <glib/gi18n-lib.h>

static gboolean
ask (const TerrZgState         *state,
     const TerrAnalysisOptions *options,
     GCancellable              *cancellable,
     TerrZgSolution            *sol,
     GError                   **error)
{
  TerrZgSolveParams params = { 0, };

  params.node_limit = options->node_limit;
  params.seed = options->seed;
  if (!terr_zg_solve (state, &params, cancellable, sol))
    {
      terr_zg_solution_clear (sol);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The analysis was cancelled."));
      return FALSE;
    }
  return TRUE;
}

gboolean
terr_zg_game_analyse_move (TerrGame                  *game,
                           const TerrMove            *played,
                           const TerrAnalysisOptions *options,
                           GCancellable              *cancellable,
                           TerrMoveAnalysis          *out,
                           GError                   **error)
{
  TerrZgGame *self = TERR_ZG_GAME (game);
  TerrZgState after;
  TerrZgMove move, first = { 0, };
  TerrZgSolution sol = { 0, };
  TerrZgVerdict before_verdict, after_verdict;
  gboolean has_first;

  out->verdict = TERR_MOVE_VERDICT_UNKNOWN;
  if (self->layout != NULL || terr_zg_state_is_over (&self->state)
      || !terr_zg_move_from_terr_move (played, &move, NULL))
    return TRUE;
  after = self->state;
  if (!terr_zg_state_apply (&after, &move, NULL))
    return TRUE;

  if (!ask (&self->state, options, cancellable, &sol, error))
    return FALSE;
  before_verdict = sol.zero_cheat;
  has_first = sol.zero_cheat == TERR_ZG_VERDICT_YES && sol.moves != NULL && sol.moves->len > 0;
  if (has_first)
    first = g_array_index (sol.moves, TerrZgMove, 0);
  terr_zg_solution_clear (&sol);

  /* values: the cheats after the move, and after the better one (none more) */
  out->played_value = -(int) after.cheats;
  out->best_value = -(int) self->state.cheats;
  if (before_verdict == TERR_ZG_VERDICT_NO)
    {
      /* nothing left to lose */
      out->verdict = TERR_MOVE_VERDICT_BEST;
      out->best_value = out->played_value;
      return TRUE;
    }
  if (before_verdict != TERR_ZG_VERDICT_YES)
    return TRUE;

  if (after.cheats > self->state.cheats || after.resigned)
    after_verdict = TERR_ZG_VERDICT_NO;
  else if (has_first && memcmp (&first, &move, sizeof move) == 0)
    after_verdict = TERR_ZG_VERDICT_YES;
  else if (terr_zg_state_is_complete (&after))
    after_verdict = TERR_ZG_VERDICT_YES;
  else
    {
      if (!ask (&after, options, cancellable, &sol, error))
        return FALSE;
      after_verdict = sol.zero_cheat;
      terr_zg_solution_clear (&sol);
    }

  switch (after_verdict)
    {
    case TERR_ZG_VERDICT_YES:
      out->verdict = TERR_MOVE_VERDICT_BEST;
      out->best_value = out->played_value;
      break;
    case TERR_ZG_VERDICT_NO:
      out->verdict = TERR_MOVE_VERDICT_LOST_FINISH;
      if (has_first)
        out->better = terr_zg_move_to_terr_move (&first);
      out->detail = g_strdup (_("the ziggurat could still have been finished without cheating"));
      break;
    case TERR_ZG_VERDICT_UNKNOWN:
    default:
      break;
    }
  return TRUE;
}
