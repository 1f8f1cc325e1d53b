/* terr-games.h — all three games at once (for the CLI and the program). */
#pragma once

#include "terr-game.h"
#include "hg/terr-hg-game.h"
#include "zg/terr-zg-game.h"
#include "gp/terr-gp-game.h"

G_BEGIN_DECLS

/* Every game (the GTypes, in the order the start page shows them), for a
 * view that offers each game without naming one. */
const GType  *terr_games_list              (guint        *n_games);
TerrGameKind  terr_games_get_kind          (GType         type);
GType         terr_games_get_type_for_kind (TerrGameKind  kind);

G_END_DECLS
