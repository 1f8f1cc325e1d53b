/* terr-zg-analysis.h — Ziggurat' part of "Analyse game"
 * (TerrGameClass.analyse_move; see terr-game-analysis.h). */
#pragma once

#include "terr-zg-game.h"

G_BEGIN_DECLS

gboolean terr_zg_game_analyse_move (TerrGame                  *game,
                                    const TerrMove            *played,
                                    const TerrAnalysisOptions *options,
                                    GCancellable              *cancellable,
                                    TerrMoveAnalysis          *out,
                                    GError                   **error);

G_END_DECLS
