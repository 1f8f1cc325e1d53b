/* terr-games-help.c — the games' pages of the help, in the program's
 * order (that of the start page), each game's rules followed by its
 * playing in the program. */
#include "config.h"

#include "games/terr-games-help.h"

static const TerrHelpPage *const pages[] = {
  &terr_hg_help_page, &terr_hg_playing_page,
  &terr_zg_help_page, &terr_zg_playing_page,
  &terr_gp_help_page, &terr_gp_playing_page,
};

const TerrHelpPage *const *
terr_games_help_get_pages (guint *n_pages)
{
  if (n_pages != NULL)
    *n_pages = G_N_ELEMENTS (pages);
  return pages;
}
