/* terr-zg-help.c — the help's page of the rules of Ziggurat, retold from
 * the rules pages; every diagram is an example position from data/help/
 * and every number a caption states is listed with it, so that
 * tests/app/test-help.c can check it against the engine. */
#include "config.h"

#include <glib/gi18n.h>

#include "games/terr-games-help.h"

static const TerrHelpBlock blocks[] = {
  HEADING (N_("The Pieces")),
  TEXT (N_("Ziggurat is a puzzle for one player with a set of 28 dominoes, from double blank "
           "to double six. You build a stepped pyramid on a foundation of 6 × 6 cells: "
           "18 dominoes on tier 1, 8 on tier 2 and 2 on tier 3, each tier a square centred "
           "on the one below.")),
  DIAGRAM (.example = "zg-building.terraces",
           .text = N_("A ziggurat with seven dominoes placed. On the right is the hand of "
                      "three dominoes you may place, and the face-down pile they come from.")),

  HEADING (N_("Placing a Domino")),
  TEXT (N_("Each move places a domino from your hand; then the hand is filled up to three "
           "from the pile. A placement is allowed when:\n"
           "• both halves lie inside the square of their tier, on free cells;\n"
           "• on tiers 2 and 3, both halves rest on the tier below, and each half is greater "
           "than the half it rests on;\n"
           "• one of the two halves lies next to a half of the same value of another domino, "
           "on any tier. Diagonals do not count.\n"
           "Only the first domino on an empty foundation needs no equal neighbour.")),
  DIAGRAM (.example = "zg-building.terraces",
           .ghost = "place tier=1 x=2 y=3 dir=h a=6 b=3", .ghost_legal = TRUE,
           .text = N_("Allowed: the 6 of this domino lies next to the double six on tier 2. "
                      "Neighbours count on every tier.")),
  DIAGRAM (.example = "zg-building.terraces",
           .ghost = "place tier=2 x=4 y=3 dir=v a=1 b=5", .ghost_legal = FALSE,
           .text = N_("Not allowed: on tier 2 the 1 would rest on a 2. Each half must be "
                      "greater than the half below it.")),

  HEADING (N_("Cheats")),
  TEXT (N_("When no domino of your hand fits, or when a plan went wrong, you may lift a "
           "placed domino. Every domino resting on it comes up too. The lifted dominoes go "
           "into your hand, and each one counts as a cheat.")),
  DIAGRAM (.example = "zg-lift.terraces",
           .scores = { { 1, 2 } },
           .text = N_("Lifting the 3-4 of tier 1 also lifts the double six resting on it: "
                      "2 cheats. Both are back in the hand.")),

  HEADING (N_("Scoring")),
  TEXT (N_("The ziggurat is complete when all 28 dominoes are placed. Your score is the "
           "number of cheats: the fewer, the better. Your title:\n"
           "• no cheat: Legendary Architect of the Divine\n"
           "• 1 cheat: Master Architect\n"
           "• 2 cheats: Reputable Architect\n"
           "• 3 cheats: Modest Architect\n"
           "• 4 cheats: Feeble Architect\n"
           "• 5 cheats or more: Disgraceful Blundering Saboteur")),
  DIAGRAM (.example = "zg-complete.terraces",
           .scores = { { 1, 0 } },
           .text = N_("A complete ziggurat built with 0 cheats: Legendary Architect of the "
                      "Divine.")),
  TEXT (N_("In a puzzle the pile may be open: then you see which dominoes come next and "
           "can plan ahead.")),
};

const TerrHelpPage terr_zg_help_page = {
  "ziggurat", N_("Ziggurat"),
  N_("Stack 28 dominoes without cheating"),
  blocks, G_N_ELEMENTS (blocks),
};
