/* Games for the tree tests and benchmarks: long ones, full ones. */
#pragma once

#include "terr-games.h"

/* A Ziggurat game of @n_moves moves that never ends: place up to three
 * dominoes, lift them again (the last first), and so on. */
TerrGame *tree_test_long_zg_game (guint   n_moves,
                                  guint64 seed);
/* A Ziggurat game with lifts: the first legal placement while there is
 * one, else a lift of the last domino placed, until complete or
 * @max_moves moves. */
TerrGame *tree_test_zg_game_with_lifts (guint   max_moves,
                                        guint64 seed);
/* A whole game with random legal moves (seeded) until it is over. */
TerrGame *tree_test_random_game (TerrGameKind kind,
                                 guint        n_players,
                                 guint64      seed);
/* Write and read back (the file's own tree and kept positions). */
TerrGame *tree_test_reload (TerrGame *game);
