/* terr-gp-ai.h — the Garden Paths computer player (plain C).
 *
 * Level 1 places each piece where a static evaluation of its own grid is
 * best (the exact best path now, plus what the grid can still become: the
 * distance, in free squares, to join two gates, fountains and circled
 * squares in reach).  Level 2 keeps the best few placements of level 1 and
 * plays each of them out against a number of random announcement
 * sequences, choosing the one with the best average final score.
 * Announcing: a level 1 announcer picks the piece that helps its own grid
 * most; level 2 subtracts what the piece gives the other seats on average.
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
  const TerrGpGrid     *grids[TERR_GP_MAX_SEATS];  /* seat s is grids[s - 1] */
  int                   seat;                      /* who decides (1..N) */
  guint                 announcements;             /* completed so far */
  int                   pending;    /* the announced piece, -1 when announcing */
  /* When a puzzle fixes the announcements: the pieces still to come, the
   * first one being the next. */
  gboolean              fixed_sequence;
  const int            *sequence;
  int                   n_sequence;
} TerrGpAiView;

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
