/* terr-gp-help.c — the help's page of the rules of Garden Paths, retold from
 * the rules pages; every diagram is an example position from data/help/
 * and every number a caption states is listed with it, so that
 * tests/app/test-help.c can check it against the engine. */
#include "config.h"

#include <glib/gi18n.h>

#include "games/terr-games-help.h"

static const TerrHelpBlock blocks[] = {
  HEADING (N_("The Garden")),
  TEXT (N_("Garden Paths is a game for 1 to 6 players. Each player fills a private copy of "
           "the same garden. Gates open in the hedge around it; some squares hold a "
           "fountain, others water.")),
  HEADING (N_("The Pieces")),
  TEXT (N_("There are Path pieces and Flower Bed pieces of roses, marigolds and lavender. "
           "Path pieces are placed exactly as drawn; Flower Bed pieces may be turned and "
           "mirrored. A piece must lie on the board, off the water and off other pieces. "
           "Pieces never move once placed.")),

  HEADING (N_("A Round")),
  TEXT (N_("The players take turns announcing a piece: in the first round each announces a "
           "Path piece, in the next round a Flower Bed piece, and so on. The announcer must "
           "choose a piece that fits on their own grid. Then every player, the announcer "
           "included, places that piece on their own grid. A piece may be announced any "
           "number of times.")),
  TEXT (N_("The game ends when the announcer has no piece that fits, or when a player "
           "cannot place the announced piece.")),
  DIAGRAM (.example = "gp-announce.terraces", .seat = 0,
           .scores = { { 1, 3 }, { 2, 0 } },
           .text = N_("After four announcements both grids hold the same pieces in different "
                      "places. Ann’s best path runs from the east gate to a fountain: "
                      "2 circled squares and 1 for the fountain make 3 points. Ben has no "
                      "path on a gate yet: 0 points.")),

  HEADING (N_("Legal Placements")),
  TEXT (N_("Your grid shows the announced piece in green where it may go and in red where "
           "it may not. Turn a Flower Bed piece with R and mirror it with M.")),
  DIAGRAM (.example = "gp-place.terraces", .seat = 1,
           .ghost = "place piece=p4 x=0 y=0 transform=0", .ghost_legal = TRUE,
           .text = N_("Allowed: the announced path of three squares fits in the top row of "
                      "Ann’s garden.")),
  DIAGRAM (.example = "gp-place.terraces", .seat = 1,
           .ghost = "place piece=p4 x=2 y=4 transform=0", .ghost_legal = FALSE,
           .text = N_("Not allowed: here it would cover the water in the middle of the "
                      "garden.")),

  HEADING (N_("Scoring")),
  TEXT (N_("At the end each player scores the best path of their grid: a line of Path "
           "squares that starts on a gate and never visits a square twice.\n"
           "• 1 point for every square of the path that is circled: among its four "
           "neighbours are at least two different flowers, and each water square counts "
           "as any flower;\n"
           "• 1 more point for every fountain on the path;\n"
           "• 10 points when the path ends on another gate, or 15 when that gate is "
           "opposite the first.\n"
           "A grid without a path on a gate scores 0. The highest score wins; equal scores "
           "share the win.")),
  DIAGRAM (.example = "gp-worked.terraces", .seat = 1,
           .scores = { { 1, 19 } },
           .text = N_("Ann’s path runs from the west gate around the water to the east gate. "
                      "Four squares are circled: two between roses, marigolds and lavender, "
                      "two beside the water and a flower. The opposite gates add 15: "
                      "4 + 15 = 19 points.")),
};

const TerrHelpPage terr_gp_help_page = {
  "garden-paths", N_("Garden Paths"),
  N_("Lay the best path through your garden"),
  blocks, G_N_ELEMENTS (blocks),
};
