/* terr-zg-playing.c — the help's page on playing Ziggurat in the program:
 * starting a deal, placing and turning dominoes, lifting (cheats), hints,
 * the score explained, undo, puzzles and saved games.  Every diagram is
 * an example position from data/help/, checked by tests/app/test-help.c
 * as the rules' diagrams are.  The program's own
 * part (puzzles, undo, saving) follows, from terr-help-pages.c. */
#include "config.h"

#include <glib/gi18n.h>

#include "games/terr-games-help.h"

static const TerrHelpBlock blocks[] = {
  HEADING (N_("Starting a Game")),
  TEXT (N_("On the start page, New Game on the Ziggurat card (or Ctrl+N) opens the New Game "
           "dialog with the choices you made last time. Ziggurat has one seat: you, or the "
           "computer at the easy or strong level if you want to watch it build. Choose an "
           "open pile to see which dominoes come next, and a deal number to play a deal "
           "again; leave the number empty for a random deal. Start (or Enter) begins the "
           "game.")),

  HEADING (N_("Placing a Domino")),
  TEXT (N_("Your Hand in the side panel lists the three dominoes you may place: choose one "
           "there. The hand beside the board shows them too. The chosen domino follows the "
           "pointer over the ziggurat, green where it may go and red where it may not; click "
           "to place it. Turn (R, or a right click) turns it. A refused place says why. With "
           "the keyboard, N and Shift+N choose the domino, the arrow keys move the cursor and "
           "Enter places it.")),
  TEXT (N_("To cheat, choose “Lift a Domino (Cheat)” and click a placed domino: it comes back "
           "into your hand with every domino resting on it. Only a lift is a cheat: taking a "
           "move back with Undo is not. Resign… in the side panel gives up the game, after "
           "asking first.")),

  HEADING (N_("Hints")),
  TEXT (N_("Hint (Ctrl+H) asks the computer for a placement, one that still leads to a "
           "ziggurat without another cheat when a short search finds one. The hint is drawn "
           "on the board in the accent colour and its domino is put in your hand, turned as "
           "the hint: click on the hint to play it. A hint disappears as soon as the position "
           "changes.")),
  DIAGRAM (.example = "zg-building.terraces",
           .hint = "place tier=1 x=2 y=3 dir=h a=6 b=3",
           .text = N_("A hint: the 6-3 on tier 1, its 6 next to the double six of tier 2.")),

  HEADING (N_("Explain This Score")),
  TEXT (N_("Under the score, Score Explained counts the dominoes placed and the cheats so "
           "far, names the title a finish without another cheat would give and says what one "
           "more cheat would cost.")),

};

const TerrHelpPage terr_zg_playing_page = {
  "ziggurat-playing", N_("Playing Ziggurat"),
  N_("Dominoes, cheats and hints in Terraces"),
  blocks, G_N_ELEMENTS (blocks), .playing = TRUE,
};
