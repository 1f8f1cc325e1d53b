/* terr-gp-analysis.c — judging one Garden Paths move for "Analyse game".
 *
 * A seat sees only its own grid, so a move is judged on that grid alone,
 * as the seat knew it: a placement by the seat's best path afterwards (its
 * score, terr_gp_grid_best_path) against the best placement of the same
 * piece; an announcement by the best placement the announced piece has on
 * the announcer's grid against that of the best piece it could have
 * announced.  Every placement the rules allow is tried (each distinct
 * orientation once), at most options->node_limit of them per move.
 */
#include "config.h"

#include "terr-gp-analysis.h"
#include "terr-gp-game-private.h"

#include <glib/gi18n-lib.h>

typedef struct {
  TerrGpScore *score;       /* scratch for the best path (large) */
  guint64 evaluated;
  guint64 limit;
  GCancellable *cancellable;
} Search;

static int
grid_value (Search *search, const TerrGpGrid *grid)
{
  search->evaluated++;
  terr_gp_grid_best_path (grid, search->score);
  return search->score->score;
}

/* The best placement of piece @index on @grid (a scratch copy, left as it
 * was); G_MININT when it fits nowhere. */
static int
best_placement (Search         *search,
                TerrGpGame     *self,
                TerrGpGrid     *grid,
                int             index,
                TerrGpPlacement *where)
{
  const TerrGpPiece *p = terr_gp_piece_set_get (self->pieces, index);
  int best = G_MININT;

  for (int y = 0; y < self->board->height; y++)
    for (int x = 0; x < self->board->width; x++)
      for (int t = 0; t < terr_gp_n_transforms (p); t++)
        {
          int value;

          if (p->xf_same[t] != t || !terr_gp_grid_fits (grid, p, x, y, t))
            continue;
          if (search->evaluated >= search->limit || g_cancellable_is_cancelled (search->cancellable))
            return best;
          terr_gp_grid_place (grid, p, index, x, y, t);
          value = grid_value (search, grid);
          terr_gp_grid_unplace_last (grid, self->pieces);
          if (value > best)
            {
              best = value;
              where->piece = index;
              where->x = x;
              where->y = y;
              where->transform = t;
            }
        }
  return best;
}

static TerrMove *
place_move (TerrGpGame *self, int seat, const TerrGpPlacement *where)
{
  TerrMove *m = terr_move_new (seat, "place");

  terr_move_set (m, "piece", terr_gp_piece_set_get (self->pieces, where->piece)->id);
  terr_move_set_int (m, "x", where->x);
  terr_move_set_int (m, "y", where->y);
  terr_move_set_int (m, "transform", where->transform);
  return m;
}

static gboolean
judge_place (Search *search, TerrGpGame *self, const TerrMove *played, TerrMoveAnalysis *out)
{
  int seat = terr_move_get_seat (played);
  const char *id = terr_move_get (played, "piece");
  int index = id != NULL ? terr_gp_piece_set_find (self->pieces, id) : -1;
  gint64 x, y, t;
  TerrGpGrid *grid;
  TerrGpPlacement where = { 0, };
  int best;

  if (seat < 1 || seat > self->n_seats || index < 0
      || !terr_move_get_int (played, "x", 0, TERR_GP_MAX_SIDE, &x)
      || !terr_move_get_int (played, "y", 0, TERR_GP_MAX_SIDE, &y)
      || !terr_move_get_int (played, "transform", 0, 7, &t))
    return TRUE;
  grid = terr_gp_grid_copy (self->grids[seat - 1]);
  if (!terr_gp_grid_fits (grid, terr_gp_piece_set_get (self->pieces, index), x, y, t))
    {
      terr_gp_grid_free (grid);
      return TRUE;
    }
  terr_gp_grid_place (grid, terr_gp_piece_set_get (self->pieces, index), index, x, y, t);
  out->played_value = grid_value (search, grid);
  terr_gp_grid_unplace_last (grid, self->pieces);
  best = best_placement (search, self, grid, index, &where);
  terr_gp_grid_free (grid);
  if (g_cancellable_is_cancelled (search->cancellable))
    return FALSE;

  out->best_value = MAX (best, out->played_value);
  if (best > out->played_value)
    {
      out->verdict = TERR_MOVE_VERDICT_WORSE;
      out->better = place_move (self, seat, &where);
    }
  else
    out->verdict = TERR_MOVE_VERDICT_BEST;
  return TRUE;
}

static gboolean
judge_announce (Search *search, TerrGpGame *self, const TerrMove *played, TerrMoveAnalysis *out)
{
  int seat = terr_move_get_seat (played);
  const char *id = terr_move_get (played, "piece");
  int index = id != NULL ? terr_gp_piece_set_find (self->pieces, id) : -1;
  g_autoptr(GPtrArray) moves = NULL;
  TerrGpGrid *grid;
  TerrGpPlacement where;
  int played_best, best = G_MININT, best_index = -1;

  if (seat < 1 || seat > self->n_seats || index < 0)
    return TRUE;
  grid = terr_gp_grid_copy (self->grids[seat - 1]);
  played_best = best_placement (search, self, grid, index, &where);
  moves = terr_game_list_moves (TERR_GAME (self));
  for (guint i = 0; i < moves->len; i++)
    {
      const TerrMove *m = g_ptr_array_index (moves, i);
      const char *other = terr_move_get (m, "piece");
      int k = other != NULL ? terr_gp_piece_set_find (self->pieces, other) : -1;
      int value;

      if (k < 0 || !terr_move_is (m, "announce"))
        continue;
      value = k == index ? played_best : best_placement (search, self, grid, k, &where);
      if (value > best)
        {
          best = value;
          best_index = k;
        }
    }
  terr_gp_grid_free (grid);
  if (g_cancellable_is_cancelled (search->cancellable))
    return FALSE;
  if (played_best == G_MININT)
    return TRUE;          /* a piece that fits nowhere on its own grid: not judged */

  out->played_value = played_best;
  out->best_value = MAX (best, played_best);
  if (best > played_best && best_index >= 0)
    {
      out->verdict = TERR_MOVE_VERDICT_WORSE;
      out->better = terr_move_new (seat, "announce");
      terr_move_set (out->better, "piece", terr_gp_piece_set_get (self->pieces, best_index)->id);
      /* TRANSLATORS: what announcing the better piece would have given: its
       * best placement on the announcer's own grid, in points */
      out->detail = g_strdup_printf (ngettext ("its best placement gives the announcer %d point instead of %d",
                                               "its best placement gives the announcer %d points instead of %d",
                                               best),
                                     best, played_best);
    }
  else
    out->verdict = TERR_MOVE_VERDICT_BEST;
  return TRUE;
}

gboolean
terr_gp_game_analyse_move (TerrGame                  *game,
                           const TerrMove            *played,
                           const TerrAnalysisOptions *options,
                           GCancellable              *cancellable,
                           TerrMoveAnalysis          *out,
                           GError                   **error)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  Search search = { 0, };
  gboolean ok = TRUE;

  out->verdict = TERR_MOVE_VERDICT_UNKNOWN;
  if (self->state.over)
    return TRUE;
  search.score = g_new0 (TerrGpScore, 1);
  search.limit = options->node_limit;
  search.cancellable = cancellable;
  if (terr_move_is (played, "place"))
    ok = judge_place (&search, self, played, out);
  else if (terr_move_is (played, "announce"))
    ok = judge_announce (&search, self, played, out);
  g_free (search.score);
  if (!ok)
    {
      terr_move_analysis_clear (out);
      out->verdict = TERR_MOVE_VERDICT_UNKNOWN;
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The analysis was cancelled."));
    }
  return ok;
}
