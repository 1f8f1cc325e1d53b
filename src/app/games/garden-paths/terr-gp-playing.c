/* terr-gp-playing.c — the help's page on playing Garden Paths in the
 * program: starting a game, announcing and placing, turning and mirroring,
 * the hand-over screen, hints, the score explained, undo, puzzles and
 * saved games.  Every diagram is an example position from data/help/,
 * checked by tests/app/test-help.c as the rules' diagrams are.  The
 * program's own part (puzzles, undo, saving) follows, from
 * terr-help-pages.c. */
#include "config.h"

#include <glib/gi18n.h>

#include "games/terr-games-help.h"

static const TerrHelpBlock blocks[] = {
  HEADING (N_("Starting a Game")),
  TEXT (N_("On the start page, New Game on the Garden Paths card (or Ctrl+N) opens the New "
           "Game dialog with the choices you made last time; the arrow beside it sets the "
           "number of players first. For each of the 1 to 6 seats choose a name, a colour and "
           "who plays it: a person, or the computer at the easy, strong or expert level. "
           "Choose who starts, or leave it to chance, and the board: the Courtyard, the small "
           "Herb Garden for a quick game, or the large Water Garden. Each board has its own "
           "pieces. Start (or Enter) begins the game.")),

  HEADING (N_("Announcing and Placing")),
  TEXT (N_("When it is your turn to announce, choose a piece under Piece to Announce and "
           "press the button above the list, such as “Announce Path p4”. Then every player "
           "places that piece on their own grid: it follows the pointer over your grid, green "
           "where it may go and red where it may not; click to place it. Turn (R, or a right "
           "click) turns a Flower Bed piece clockwise and Mirror (M) mirrors it. A refused "
           "place says why. With the keyboard, the arrow keys move the cursor and Enter "
           "places the piece.")),
  DIAGRAM (.example = "gp-place.terraces", .seat = 1,
           .ghost = "place piece=p4 x=0 y=0 transform=0", .ghost_legal = TRUE,
           .text = N_("Ann places the announced path of three squares: green, it fits in the "
                      "top row of her grid.")),

  HEADING (N_("Passing the Screen")),
  TEXT (N_("Each garden is private until the end. When two or more people play at one "
           "computer, a “Pass to Ben” screen hides the board and the pieces whenever another "
           "person is to play: hand over the computer and press “I Am Ben” to show Ben’s "
           "grid. While the computer plays, the board keeps the grid of the person who was at "
           "the screen, and the computer’s placements are told without their square. The "
           "other players’ scores read “hidden until the end”.")),

  HEADING (N_("Hints")),
  TEXT (N_("Hint (Ctrl+H) asks the computer for a good move for you. A placement is drawn on "
           "your grid in the accent colour and its piece put in your hand, turned as the "
           "hint: click on the hint to play it. A hint disappears as soon as the position "
           "changes.")),

  HEADING (N_("Explain This Score")),
  TEXT (N_("Under the scores, Score Explained says how your best path scores: its squares, "
           "the circled ones, the fountains and the gate bonus. Show on the Board draws the "
           "path with a ring on each circled square, “+1” on each fountain and the gate bonus "
           "at its end. Before the end you can explain only your own grid.")),
  DIAGRAM (.example = "gp-worked.terraces", .seat = 1, .explain_seat = 1,
           .scores = { { 1, 19 } },
           .text = N_("Ann’s score shown on her grid: the path from the west gate to the east "
                      "gate, its four circled squares ringed and the bonus of 15 for opposite "
                      "gates: 19 points.")),

};

const TerrHelpPage terr_gp_playing_page = {
  "garden-paths-playing", N_("Playing Garden Paths"),
  N_("Announcing, the hand-over screen and hints in Terraces"),
  blocks, G_N_ELEMENTS (blocks), .playing = TRUE,
};
