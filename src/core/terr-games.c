/* terr-games.c — registers the three game classes with the type system, so
 * that terr_game_new() and the loaders can find them by kind. */
#include "terr-games.h"

void
terr_games_ensure_types (void)
{
  g_type_ensure (TERR_TYPE_HG_GAME);
  g_type_ensure (TERR_TYPE_ZG_GAME);
  g_type_ensure (TERR_TYPE_GP_GAME);
}
