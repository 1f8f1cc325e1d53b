/* terr-zg-game.h — the ZG game. */
#pragma once

#include "terr-game.h"

G_BEGIN_DECLS

#define TERR_TYPE_ZG_GAME (terr_zg_game_get_type ())
G_DECLARE_FINAL_TYPE (TerrZgGame, terr_zg_game, TERR, ZG_GAME, TerrGame)

G_END_DECLS
