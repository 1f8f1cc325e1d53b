/* terr-gp-ai.h — the Garden Paths computer player (plain C).
 *
 * A computer seat sees what a person in its seat sees: the board, the
 * piece set, the announcements made so far (who placed which piece, not
 * where), and its own grid.  Other seats' grids are private until the game
 * ends (rule 1), so the view below holds only the deciding seat's grid;
 * where the AI must reckon with the others it samples grids for them from
 * the pieces they placed, with its seeded random numbers.
 *
 * Level 1 places each piece where a static evaluation of its own grid is
 * best (the exact best path now, plus what the grid can still become: the
 * distance, in free squares, to join two gates, fountains and circled
 * squares in reach).  Level 2 keeps the best few placements of level 1 and
 * looks one announcement ahead (the best answer to each piece the next
 * announcement may bring).  Level 3 plays the best placements of level 1
 * out over sampled futures (the same futures for every placement; the
 * pieces of a playout go next to the path or a gate) and keeps the one
 * with the best final score on average.
 * Announcing: a level 1 announcer picks the piece that helps its own grid
 * most; level 2 subtracts what the piece gives the other seats on one
 * sampled grid each (and weighs the end of the game when a sampled grid
 * cannot take the piece, rule 5), level 3 the same on four sampled grids
 * each in which every piece stands at one of its three best places by
 * the level-1 evaluation.
 * Everything is deterministic for a given seed.
 */
#pragma once

#include <gio/gio.h>

#include "terr-gp-engine.h"

G_BEGIN_DECLS

typedef struct {
  const TerrGpBoard    *board;
  const TerrGpPieceSet *pieces;
  int                   n_seats;
  int                   first;      /* the seat of announcement 0 */
  int                   seat;       /* who decides (1..N) */
  const TerrGpGrid     *own;        /* its grid, the only one it sees */
  /* What is public of seat s's grid (index s - 1): the pieces it placed,
   * in order, as indices in the set (not where). */
  int                  *placed[TERR_GP_MAX_SEATS];
  int                   n_placed[TERR_GP_MAX_SEATS];
  guint                 announcements;             /* completed so far */
  int                   pending;    /* the announced piece, -1 when announcing */
  /* When a puzzle fixes the announcements: the pieces still to come, the
   * first one being the next. */
  gboolean              fixed_sequence;
  const int            *sequence;
  int                   n_sequence;
} TerrGpAiView;

/* Fills @view for @seat from the whole position: it keeps @grids[seat - 1]
 * and of the other grids only which pieces they hold.  The fixed sequence
 * is left unset.  Free with terr_gp_ai_view_clear(). */
void      terr_gp_ai_view_init           (TerrGpAiView         *view,
                                          const TerrGpBoard    *board,
                                          const TerrGpPieceSet *pieces,
                                          int                   n_seats,
                                          int                   first,
                                          TerrGpGrid  *const   *grids,
                                          int                   seat,
                                          guint                 announcements,
                                          int                   pending);
void      terr_gp_ai_view_clear          (TerrGpAiView         *view);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (TerrGpAiView, terr_gp_ai_view_clear)

/* Where @view->seat places @view->pending; FALSE when it fits nowhere or
 * when cancelled (@error set then). */
gboolean  terr_gp_ai_choose_placement    (const TerrGpAiView *view,
                                          guint               level,
                                          guint64             seed,
                                          GCancellable       *cancellable,
                                          int                *x,
                                          int                *y,
                                          int                *transform,
                                          GError            **error);
/* The piece @view->seat announces, or -1 for `end` (none fits); -2 with
 * @error set when cancelled. */
int       terr_gp_ai_choose_announcement (const TerrGpAiView *view,
                                          guint               level,
                                          guint64             seed,
                                          GCancellable       *cancellable,
                                          GError            **error);

G_END_DECLS
