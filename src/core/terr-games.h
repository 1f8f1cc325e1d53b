/* terr-games.h — all three games at once (for the CLI and the program). */
#pragma once

#include "terr-game.h"
#include "hg/terr-hg-game.h"
#include "zg/terr-zg-game.h"
#include "gp/terr-gp-game.h"
