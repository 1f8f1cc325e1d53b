/* terr-hg-game.c — the HG game (being written). */
#include "terr-hg-game.h"

struct _TerrHgGame
{
  TerrGame parent_instance;
};

G_DEFINE_FINAL_TYPE (TerrHgGame, terr_hg_game, TERR_TYPE_GAME)

static void
terr_hg_game_class_init (TerrHgGameClass *klass)
{
}

static void
terr_hg_game_init (TerrHgGame *self)
{
}
