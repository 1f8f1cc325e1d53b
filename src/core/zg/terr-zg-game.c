/* terr-zg-game.c — the ZG game (being written). */
#include "terr-zg-game.h"

struct _TerrZgGame
{
  TerrGame parent_instance;
};

G_DEFINE_FINAL_TYPE (TerrZgGame, terr_zg_game, TERR_TYPE_GAME)

static void
terr_zg_game_class_init (TerrZgGameClass *klass)
{
}

static void
terr_zg_game_init (TerrZgGame *self)
{
}
