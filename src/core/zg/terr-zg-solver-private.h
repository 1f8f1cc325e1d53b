/* terr-zg-solver-private.h — internals of the solver, for its tests. */
#pragma once

#include "terr-zg-solver.h"

G_BEGIN_DECLS

/* The placements the solver's bitboard generator finds for @state
 * (TerrZgMove, in no particular order). */
GArray  *terr_zg_solver_list_places (const TerrZgState *state);

G_END_DECLS
