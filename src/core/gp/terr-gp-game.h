/* terr-gp-game.h — the GP game. */
#pragma once

#include "terr-game.h"

G_BEGIN_DECLS

#define TERR_TYPE_GP_GAME (terr_gp_game_get_type ())
G_DECLARE_FINAL_TYPE (TerrGpGame, terr_gp_game, TERR, GP_GAME, TerrGame)

G_END_DECLS
