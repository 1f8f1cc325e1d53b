/* terr-hg-ai.h — computer players and the puzzle solver of Hanging Gardens.
 *
 * Level 1 is greedy over the rest of its turn: it scores the positions its
 * one or two actions reach (own score minus the best opponent's, as if the
 * game ended there; the second action only after the 8 best first ones)
 * and plays the first action of the best plan.
 * Level 2 looks further at the 24 best plans of level 1: the next seat
 * answers with its own level-1 plan, then this seat takes its best single
 * action, and the result counts the other seats at their best gazebo
 * spaces (they may move there on their turn) unless the game is over.
 * Near the end of the game level 2 looks at every plan.
 * Level 3 keeps its pawn in hand while the supply holds pieces (no seat
 * can end the game before it is placed) and places it last where it
 * scores most.  It plays the 16 best plans of level 1 (48 near the end)
 * out in rounds of playouts of at most 14 actions where every seat mostly
 * takes its best single action (successive halving: 6 playouts each, then
 * 20 for the best 6, 32 for the best 2), and keeps the plan with the best
 * sum: 4 × the final point difference plus a win bonus, or level 2's
 * horizon value when a playout stops before the end (see docs/ai.md).
 * Hanging Gardens has no hidden information: every level may look at the
 * whole position.
 * Both are deterministic for a seed (ties are broken at random from it)
 * and stop early, with an error, when cancelled.
 */
#pragma once

#include <gio/gio.h>

#include "terr-hg-state.h"

G_BEGIN_DECLS

/* The action level @level (0 = random, 1, 2, 3) takes for the seat to
 * move of @s (which is not over).  FALSE when cancelled: levels 0 to 2 set
 * TERR_ERROR_CANCELLED, level 3 G_IO_ERROR_CANCELLED (as GIO and the
 * other games do). */
gboolean terr_hg_ai_choose (TerrHgState  *s,
                            guint         level,
                            guint64       seed,
                            GCancellable *cancellable,
                            TerrHgAction *out,
                            GError      **error);

/* The exhaustive search of terr-hg-game's solve: the best sequence of the
 * next @n_actions actions of the seat to move (who keeps the move when its
 * turn would pass), scored as if the game ended after them. */
typedef struct {
  int      seat;
  int      score;
  GArray  *actions;       /* TerrHgAction */
  gboolean proven_best;   /* FALSE when a limit cut the search */
  guint64  nodes;
} TerrHgSolution;

gboolean terr_hg_solve     (TerrHgState    *s,
                            int             n_actions,
                            double          time_limit,
                            guint64         node_limit,
                            void          (*progress) (double   fraction,
                                                       guint64  nodes,
                                                       gpointer user_data),
                            gpointer        progress_data,
                            GCancellable   *cancellable,
                            TerrHgSolution *out,
                            GError        **error);
void     terr_hg_solution_clear (TerrHgSolution *solution);

G_END_DECLS
