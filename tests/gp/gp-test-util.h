/* gp-test-util.h — helpers shared by the Garden Paths tests and benchmark. */
#pragma once

#include "gp/terr-gp-engine.h"
#include "terr-random.h"
#include "gp/terr-gp-game.h"

/* Copies of the default board "Courtyard" and the default piece set, as
 * New Game reads them from the core resources. */
void         gp_test_default (TerrGpBoard    **board,
                              TerrGpPieceSet **set);
/* A 16 x 16 board with eight gates, eight fountains and six water squares. */
TerrGpBoard *gp_test_board_16 (void);
/* Fills @grid by alternating path and flower pieces of @set, each a random
 * piece at a random legal place, until no piece of the kind fits. */
void         gp_test_fill_random (TerrGpGrid           *grid,
                                  const TerrGpPieceSet *set,
                                  TerrRandom           *rng);
/* A random grid of @w x @h where each square is path with probability
 * @p_path, else a random flower (or water with probability 1/16); gates on
 * some border squares.  For comparing searches on small boards. */
TerrGpGrid  *gp_test_random_small (TerrGpBoard **board_out,
                                   int w, int h, double p_path,
                                   TerrRandom *rng);
