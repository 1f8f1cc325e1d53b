/* terr-gp-analysis.h — Garden Paths' part of "Analyse game"
 * (TerrGameClass.analyse_move; see terr-game-analysis.h). */
#pragma once

#include "terr-gp-game.h"

G_BEGIN_DECLS

gboolean terr_gp_game_analyse_move (TerrGame                  *game,
                                    const TerrMove            *played,
                                    const TerrAnalysisOptions *options,
                                    GCancellable              *cancellable,
                                    TerrMoveAnalysis          *out,
                                    GError                   **error);

G_END_DECLS
