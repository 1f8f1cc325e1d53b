/* terr-gp-puzzle.h — Garden Paths puzzles: counting the solutions of a
 * `min-score` goal with its sequence, generating puzzles
 * (docs/puzzles.md). */
#pragma once

#include <gio/gio.h>

#include "terr-game.h"
#include "terr-gp-engine.h"
#include "terr-puzzle-private.h"

G_BEGIN_DECLS

/* Counts the distinct grids that placing @sequence in order on a copy of
 * @start leaves at the moment its best path first scores at least
 * @value, up to @cap, within @max_nodes placements (0: the default).
 * With @value G_MAXINT it finds the best score reachable instead
 * (branch and bound; n_solutions 0).  @out's nodes are the placements
 * tried, its best score the best seen (with @value G_MAXINT: the best
 * reachable), its first solution TerrGpPlacement (the best line when
 * maximising). */
gboolean  terr_gp_puzzle_count          (const TerrGpGrid     *start,
                                         const TerrGpPieceSet *set,
                                         const int            *sequence,
                                         int                   n_sequence,
                                         int                   value,
                                         guint                 cap,
                                         guint64               max_nodes,
                                         GCancellable         *cancellable,
                                         void                (*progress) (double, gpointer),
                                         gpointer              progress_data,
                                         TerrPuzzleCount      *out,
                                         GError              **error);
/* Nodes a check may spend when the caller gives no limit. */
#define TERR_GP_PUZZLE_NODES G_GUINT64_CONSTANT (4000000)
/* The difficulty (a TerrDifficulty) of a puzzle whose check took @work nodes. */
int       terr_gp_puzzle_difficulty     (guint64               work);

/* The TerrGameClass members. */
TerrPuzzleCheckFunc    terr_gp_game_check_puzzle;
TerrPuzzleGenerateFunc terr_gp_game_generate_puzzle;
TerrPuzzleProbeFunc    terr_gp_game_probe_puzzle;
TerrPuzzleAnswerFunc   terr_gp_game_puzzle_answer;
TerrPuzzleBestFunc     terr_gp_game_puzzle_best;

G_END_DECLS
