/* terr-hg-puzzle.h — Hanging Gardens puzzles: counting the solutions of a
 * `min-score` goal, generating puzzles (docs/puzzles.md). */
#pragma once

#include <gio/gio.h>

#include "terr-game.h"
#include "terr-hg-state.h"
#include "terr-puzzle-private.h"

G_BEGIN_DECLS

/* Counts the distinct gardens that @n_actions actions of the seat to move
 * of @state (who keeps the move) can leave with a score of at least
 * @value, up to @cap, within @max_nodes (0: the default).  @out gets the
 * best score of the sequences searched, and the first solution as
 * TerrHgAction. */
gboolean  terr_hg_puzzle_count          (const TerrHgState *state,
                                         int                n_actions,
                                         int                value,
                                         guint              cap,
                                         guint64            max_nodes,
                                         GCancellable      *cancellable,
                                         void             (*progress) (double, gpointer),
                                         gpointer           progress_data,
                                         TerrPuzzleCount   *out,
                                         GError           **error);
/* The key of a garden that does not depend on the order of its pieces. */
GBytes   *terr_hg_puzzle_garden_key     (const TerrHgState *s);
/* Nodes a check may spend when the caller gives no limit. */
#define TERR_HG_PUZZLE_NODES G_GUINT64_CONSTANT (4000000)
/* The difficulty (a TerrDifficulty) of a puzzle whose check took @work nodes. */
int       terr_hg_puzzle_difficulty     (guint64            work);

/* The TerrGameClass members. */
TerrPuzzleCheckFunc    terr_hg_game_check_puzzle;
TerrPuzzleProbeFunc    terr_hg_game_probe_puzzle;
TerrPuzzleAnswerFunc   terr_hg_game_puzzle_answer;
TerrPuzzleBestFunc     terr_hg_game_puzzle_best;
TerrPuzzleGenerateFunc terr_hg_game_generate_puzzle;

G_END_DECLS
