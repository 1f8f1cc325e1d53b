/* terr-hg-analysis.c — judging one Hanging Gardens action for "Analyse
 * game".
 *
 * The evaluation is the puzzle solver's (terr_hg_solve): the seat's own
 * score as if the game ended after the rest of its turn, the rest played
 * as well as the search finds within the node budget.  The best is that
 * search from the position before the action; the action played is
 * valued by the same search from the position after it (the actions
 * still left in the turn), or by the score there when its turn is over.
 * The better move is the first action of the best sequence.
 */
#include "config.h"

#include "terr-hg-analysis.h"
#include "terr-hg-ai.h"
#include "terr-hg-score.h"

gboolean
terr_hg_game_analyse_move (TerrGame                  *game,
                           const TerrMove            *played,
                           const TerrAnalysisOptions *options,
                           GCancellable              *cancellable,
                           TerrMoveAnalysis          *out,
                           GError                   **error)
{
  const TerrHgState *s = terr_hg_game_get_state (TERR_HG_GAME (game));
  TerrHgAction action;
  TerrHgState *work;
  TerrHgSolution best = { 0, };
  TerrHgUndo undo;
  int seat, remaining, played_value;

  out->verdict = TERR_MOVE_VERDICT_UNKNOWN;
  if (terr_hg_state_is_over (s) || !terr_hg_action_from_move (played, &action, NULL))
    return TRUE;
  seat = s->to_move;
  remaining = 2 - s->actions_taken;

  work = terr_hg_state_copy (s);
  if (!terr_hg_solve (work, remaining, 0, options->node_limit, NULL, NULL, cancellable, &best, error))
    {
      terr_hg_state_free (work);
      return FALSE;
    }
  terr_hg_state_free (work);

  work = terr_hg_state_copy (s);
  if (terr_hg_state_check (work, &action) != NULL)
    {
      terr_hg_state_free (work);
      terr_hg_solution_clear (&best);
      return TRUE;
    }
  terr_hg_state_apply (work, &action, &undo);
  if (remaining > 1 && !terr_hg_state_is_over (work) && work->to_move == seat)
    {
      TerrHgSolution rest = { 0, };

      if (!terr_hg_solve (work, remaining - 1, 0, options->node_limit, NULL, NULL, cancellable, &rest, error))
        {
          terr_hg_state_free (work);
          terr_hg_solution_clear (&best);
          return FALSE;
        }
      played_value = rest.score;
      terr_hg_solution_clear (&rest);
    }
  else
    played_value = terr_hg_score_seat (work, seat, NULL, NULL);
  terr_hg_state_free (work);

  out->played_value = played_value;
  out->best_value = best.score;
  if (best.actions->len > 0 && best.score > played_value)
    {
      out->verdict = TERR_MOVE_VERDICT_WORSE;
      out->better = terr_hg_action_to_move (seat, &g_array_index (best.actions, TerrHgAction, 0));
    }
  else
    {
      out->verdict = TERR_MOVE_VERDICT_BEST;
      out->best_value = MAX (best.score, played_value);
    }
  terr_hg_solution_clear (&best);
  return TRUE;
}
