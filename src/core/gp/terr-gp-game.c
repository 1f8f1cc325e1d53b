/* terr-gp-game.c — the GP game (being written). */
#include "terr-gp-game.h"

struct _TerrGpGame
{
  TerrGame parent_instance;
};

G_DEFINE_FINAL_TYPE (TerrGpGame, terr_gp_game, TERR_TYPE_GAME)

static void
terr_gp_game_class_init (TerrGpGameClass *klass)
{
}

static void
terr_gp_game_init (TerrGpGame *self)
{
}
