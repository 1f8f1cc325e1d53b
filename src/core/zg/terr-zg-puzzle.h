/* terr-zg-puzzle.h — Ziggurat puzzles: counting the solutions of a
 * `max-cheats` goal, generating puzzles (docs/puzzles.md). */
#pragma once

#include <gio/gio.h>

#include "terr-game.h"
#include "terr-zg-state.h"
#include "terr-puzzle-private.h"

G_BEGIN_DECLS

/* Counts the distinct finished ziggurats that lines from @state adding at
 * most @max_cheats cheats reach, up to @cap, within @max_nodes (0: the
 * default).  @out's nodes include those of the solver's questions; its
 * first solution is TerrZgMove. */
gboolean  terr_zg_puzzle_count          (const TerrZgState *state,
                                         guint              max_cheats,
                                         guint              cap,
                                         guint64            max_nodes,
                                         GCancellable      *cancellable,
                                         void             (*progress) (double, gpointer),
                                         gpointer           progress_data,
                                         TerrPuzzleCount   *out,
                                         GError           **error);
/* The finished ziggurat as a key (the halves' values and dominoes). */
GBytes   *terr_zg_puzzle_ziggurat_key   (const TerrZgState *s);
/* Nodes a check may spend when the caller gives no limit. */
#define TERR_ZG_PUZZLE_NODES G_GUINT64_CONSTANT (4000000)
/* The difficulty (a TerrDifficulty) of a puzzle whose check took @work nodes. */
int       terr_zg_puzzle_difficulty     (guint64            work);

/* When the hand holds dominoes, the ziggurat is not finished and none of
 * them can be placed: why there is no first move (a problem of a design);
 * else NULL. */
char     *terr_zg_puzzle_no_first_move  (const TerrZgState *s);

/* The TerrGameClass members. */
TerrPuzzleCheckFunc    terr_zg_game_check_puzzle;
TerrPuzzleProbeFunc    terr_zg_game_probe_puzzle;
TerrPuzzleAnswerFunc   terr_zg_game_puzzle_answer;
TerrPuzzleGenerateFunc terr_zg_game_generate_puzzle;

G_END_DECLS
