/* terr-hg-help.c — the help's page of the rules of Hanging Gardens, retold from
 * the rules pages; every diagram is an example position from data/help/
 * and every number a caption states is listed with it, so that
 * tests/app/test-help.c can check it against the engine. */
#include "config.h"

#include <glib/gi18n.h>

#include "games/terr-games-help.h"

static const TerrHelpBlock blocks[] = {
  HEADING (N_("The Pieces")),
  TEXT (N_("Hanging Gardens is a game for 2 to 4 players, played with the pieces of a piecepack. "
           "A square tile covers 2 × 2 spaces. Lying flat it is a terrace; standing up it is a "
           "support. Coins are plant beds in four colours: suns (red), moons (black), crowns "
           "(green) and arms (blue). Each player has one gazebo.")),
  DIAGRAM (.example = "hg-pieces.terraces",
           .text = N_("Four terraces on the table carry a stack of two supports, and on it a "
                      "terrace of level 1 with Ann’s gazebo. A single support stands on the "
                      "right. Beds of all four colours lie on the terraces, and Ben’s gazebo "
                      "stands on level 0.")),
  TEXT (N_("Terraces stack up: supports stand on terraces, and a terrace placed on a stack of "
           "two supports lies one level higher than the terrace under them. Every terrace of "
           "level 1 or higher is a plateau.")),

  HEADING (N_("A Turn")),
  TEXT (N_("On your turn you take two actions. They may be of the same kind.")),
  TEXT (N_("• Terrace: lay a tile from the supply on the table, touching the garden along an "
           "edge, or squarely on top of a stack of two supports.\n"
           "• Support: stand a tile on a 2 × 2 block of spaces that are all terrace of one "
           "level with no bed or gazebo on them — the block may span several tiles — or "
           "squarely on top of a single support.\n"
           "• Bed: put a coin of any colour on a terrace space that holds no bed or gazebo.\n"
           "• Gazebo: put your gazebo on such a space, or move it from where it stands to "
           "another one.\n"
           "• Once the supply has no tiles left, you may lift a support that has nothing on "
           "it and place it again somewhere else, as a terrace or as a support.")),
  TEXT (N_("At least one of your two actions must place a tile, a coin or your gazebo "
           "whenever that is possible. You pass only when no action is possible. The game "
           "ends at once when the last tile, the last coin and every gazebo have been placed, "
           "or when every player has passed in a row.")),
  TEXT (N_("This progress rule is on unless the game was started without it; without it a "
           "game may go on for ever.")),

  HEADING (N_("Legal Placements")),
  TEXT (N_("While you choose a place, the board shows the piece in green where it may go "
           "and in red where it may not.")),
  DIAGRAM (.example = "hg-turn.terraces",
           .ghost = "support x=1 y=0 level=0 stack=1", .ghost_legal = TRUE,
           .text = N_("Allowed: this support stands across two tiles. All four of its spaces "
                      "are terrace of level 0 with nothing on them.")),
  DIAGRAM (.example = "hg-turn.terraces",
           .ghost = "support x=1 y=2 level=0 stack=1", .ghost_legal = FALSE,
           .text = N_("Not allowed: this support would cover the red suns bed.")),

  HEADING (N_("Scoring")),
  TEXT (N_("When the game ends, each gazebo looks out in the best of the four directions. "
           "Its view widens by one space on each side with every row: row 1 has 3 spaces, "
           "row 2 has 5, and so on up to the edge of the garden. The spaces straight ahead "
           "form the sight line. A gazebo sees every bed that lies no higher than itself "
           "and that no plateau hides.")),
  TEXT (N_("Each row is split into segments: runs of neighbouring spaces at the same height "
           "(bare table counts as level 0). A segment scores 1 point for every different "
           "colour among the beds it shows. The segment on the sight line also scores 1 "
           "point per bed when it is symmetric: the same colour at the same distance on "
           "both sides. Finally the level the gazebo stands on is added. A player whose "
           "gazebo is not in the garden scores 0.")),
  DIAGRAM (.example = "hg-worked-check.terraces", .view = TERR_RENDER_VIEW_PLAN,
           .scores = { { 1, 8 } },
           .text = N_("The rules’ worked example. Ann’s gazebo on the table looks north. Row 1 "
                      "shows arms, crowns, arms: 2 colours, and it is symmetric with 3 beds, "
                      "5 points. Row 2 shows suns, suns, arms, crowns, suns: 3 colours, not "
                      "symmetric, 3 points. Her score is 5 + 3 + 0 for her height = 8.")),
  TEXT (N_("A plateau hides the beds lower than itself that lie behind it. The closer the "
           "plateau stands to the bed, and the higher it rises above it, the more it hides; "
           "a gazebo standing higher sees farther.")),
  DIAGRAM (.example = "hg-plateau.terraces",
           .scores = { { 1, 1 }, { 2, 3 } },
           .text = N_("Ann stands on the table and looks north: the plateau in rows 1 and 2 "
                      "hides the suns bed in row 4, and she sees only the moons bed beside "
                      "the plateau, 1 point. Ben stands on the plateau and looks west: the "
                      "moons bed lies on his sight line, 1 point for its colour and 1 for "
                      "symmetry, plus 1 for standing on level 1 = 3.")),
  TEXT (N_("The highest score wins; players with equal scores share the win.")),
};

const TerrHelpPage terr_hg_help_page = {
  "hanging-gardens", N_("Hanging Gardens"),
  N_("Build a garden with a view"),
  blocks, G_N_ELEMENTS (blocks),
};
