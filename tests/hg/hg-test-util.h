/* hg-test-util.h — helpers shared by the Hanging Gardens tests. */
#pragma once

#include "terr-hg-score.h"
#include "terr-hg-state.h"

/* A position from a list of pieces, bottom ones first, separated by ';':
 *   "T x y level" terrace, "S x y level stack" support,
 *   "B x y suit" bed, "G x y seat" gazebo.
 * The supply holds what the pieces leave; seat 1 is to move. */
TerrHgState *hg_build           (int                players,
                                 const char        *pieces);
/* The same position turned a quarter clockwise ((x, y) -> (−y, x)) or
 * mirrored east–west ((x, y) -> (−x, y)). */
TerrHgState *hg_rotated         (const TerrHgState *s);
TerrHgState *hg_mirrored        (const TerrHgState *s);
/* Same kind and the fields that kind uses. */
gboolean     hg_action_equal    (const TerrHgAction *a,
                                 const TerrHgAction *b);
/* Pieces in the garden plus in the supply match the set. */
void         hg_assert_conserved (const TerrHgState *s);
/* The bed sight of (x, y) in the report of @seat facing @dir (seen or not),
 * or NULL. */
const TerrHgBedSight *hg_find_bed (const TerrHgScoreReport *r,
                                   int                      seat,
                                   TerrHgDir                dir,
                                   int                      x,
                                   int                      y);
