/* terr-zg-solver.h — the Ziggurat solver: the 0-cheat question and the
 * fewest cheats, on the true pile order.
 *
 * The 0-cheat question is an exact depth-first search over place moves
 * with randomised restarts (node budgets from 200, a quarter larger each
 * time) that share a memo of positions proven dead; pruning is exact only
 * (rule 5 relaxed to values and draws, value intervals the upper tiers
 * still need, cells that can no longer be covered, domino counts per tier,
 * dead positions up to the eight symmetries of the square).  See
 * docs/rules-ziggurat.md for the design and the bounds of the fewest-cheats
 * search.
 */
#pragma once

#include <gio/gio.h>

#include "terr-zg-state.h"

G_BEGIN_DECLS

typedef enum {
  TERR_ZG_VERDICT_UNKNOWN,
  TERR_ZG_VERDICT_YES,
  TERR_ZG_VERDICT_NO,
} TerrZgVerdict;

/* Nodes the fewest-cheats search may spend when the caller set no node
 * limit (the time limit, if any, still applies). */
#define TERR_ZG_FEWEST_DEFAULT_NODES G_GUINT64_CONSTANT (3000000)

typedef struct {
  double   time_limit;    /* seconds, 0: none */
  guint64  node_limit;    /* 0: none */
  /* Called every 65536 nodes (fraction of the node or time limit, 0 without
   * one) and once with 1.0 at the end; from the solving thread. */
  void   (*progress) (double fraction, guint64 nodes, gpointer user_data);
  gpointer progress_data;
  guint64  seed;          /* orders the restarts; the same seed, the same answer */
  gboolean fewest;        /* also look for the fewest cheats when 0 is not possible */
} TerrZgSolveParams;

typedef struct {
  TerrZgVerdict zero_cheat;
  int      cheats;          /* cheats of @moves (added to the position's); -1: no line */
  gboolean proven_minimal;
  GArray  *moves;           /* TerrZgMove: a line that completes the ziggurat */
  guint64  nodes;
  double   seconds;
  gboolean cancelled;
} TerrZgSolution;

/* Solves @state (its resigned flag is ignored).  Always fills @out (free it
 * with terr_zg_solution_clear()); returns FALSE only when cancelled. */
gboolean terr_zg_solve            (const TerrZgState       *state,
                                   const TerrZgSolveParams *params,
                                   GCancellable            *cancellable,
                                   TerrZgSolution          *out);
void     terr_zg_solution_clear   (TerrZgSolution          *solution);

const char *terr_zg_verdict_to_string (TerrZgVerdict verdict);   /* "yes" "no" "unknown" */

G_END_DECLS
