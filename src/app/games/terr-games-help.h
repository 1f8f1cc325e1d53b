/* terr-games-help.h — the help's pages of the rules, one per game
 * (games/<game>/terr-<game>-help.c), listed in the program's order by
 * games/terr-games-help.c; terr-help-pages.c puts them first. */
#pragma once

#include "terr-help-pages.h"

G_BEGIN_DECLS

extern const TerrHelpPage terr_hg_help_page;
extern const TerrHelpPage terr_zg_help_page;
extern const TerrHelpPage terr_gp_help_page;
/* How to play each game in the program (games/<game>/terr-<game>-playing.c),
 * with the id terr_help_playing_page_id gives. */
extern const TerrHelpPage terr_hg_playing_page;
extern const TerrHelpPage terr_zg_playing_page;
extern const TerrHelpPage terr_gp_playing_page;

const TerrHelpPage *const *terr_games_help_get_pages (guint *n_pages);

G_END_DECLS
