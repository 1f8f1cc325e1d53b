/* terr-hg-game.h — the HG game. */
#pragma once

#include "terr-game.h"

G_BEGIN_DECLS

#define TERR_TYPE_HG_GAME (terr_hg_game_get_type ())
G_DECLARE_FINAL_TYPE (TerrHgGame, terr_hg_game, TERR, HG_GAME, TerrGame)

G_END_DECLS
