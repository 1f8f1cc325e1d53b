/* terr-hg-playing.c — the help's page on playing Hanging Gardens in the
 * program: starting a game, the two actions of a turn, hints, the score
 * explained with its view cone, undo, puzzles and saved games.  Every
 * diagram is an example position from data/help/, checked by
 * tests/app/test-help.c as the rules' diagrams are.  The program's own
 * part (puzzles, undo, saving) follows, from terr-help-pages.c. */
#include "config.h"

#include <glib/gi18n.h>

#include "games/terr-games-help.h"

static const TerrHelpBlock blocks[] = {
  HEADING (N_("Starting a Game")),
  TEXT (N_("On the start page, New Game on the Hanging Gardens card (or Ctrl+N) opens the New "
           "Game dialog with the choices you made last time; the arrow beside it sets the "
           "number of players first. For each of the 2 to 4 seats choose a name, a colour and "
           "who plays it: a person, or the computer at the easy, strong or expert level. "
           "Choose who starts, or leave it to chance, and whether the progress rule is on. "
           "Start (or Enter) begins the game.")),

  HEADING (N_("A Turn: Two Actions")),
  TEXT (N_("The side panel says whose turn it is and which action it is, “Action 1 of 2” or "
           "“Action 2 of 2”. Pick an action in Pieces to Place: a terrace, a support, a bed "
           "of one colour, your gazebo, or moving it. The piece then follows the pointer over "
           "the board, green where it may go and red where it may not; click to place it. A "
           "refused place says why. With the keyboard, N and Shift+N choose the piece, the "
           "arrow keys move the cursor and Enter places it.\nOnce the supply is empty, “Move "
           "a Support as Terrace” and “… as Support” let you lift a free support: click it "
           "first, then click where it goes; Escape puts it back. Oblique and Plan switch "
           "between the slanted view, which shows the heights, and the view from straight "
           "above.")),
  TEXT (N_("When the computer plays a seat, the panel says it is thinking and shows its move "
           "on the board for a moment before it is played. Pause stops the computer players "
           "until you resume them.")),

  HEADING (N_("Hints")),
  TEXT (N_("Hint (Ctrl+H) asks the computer for a good action for the seat to move and says "
           "how many points it gains. The hint is drawn on the board in the accent colour, "
           "and its piece is put in your hand: click on the hint to play it, or play anything "
           "else. A hint disappears as soon as the position changes.")),
  DIAGRAM (.example = "hg-turn.terraces",
           .hint = "support x=1 y=0 level=0 stack=1",
           .text = N_("A hint in a young garden: stand a support across the two tiles of the "
                      "top row, on four free terrace spaces of level 0.")),

  HEADING (N_("Explain This Score")),
  TEXT (N_("Under the scores, Score Explained says how a score is made: each row of the view "
           "and its points, each bed the gazebo cannot see and why, and the height bonus. "
           "Activate a player’s score row to explain it, or, once the game is over, click a "
           "gazebo. Show on the Board draws the same on the board: the view cone tinted in "
           "the accent colour in the best direction (or the one you choose with North, East, "
           "South or West), a ring around each bed seen, and a cross on each bed a plateau "
           "hides, with that plateau outlined.")),
  DIAGRAM (.example = "hg-worked-check.terraces", .view = TERR_RENDER_VIEW_PLAN,
           .explain_seat = 1, .scores = { { 1, 8 } },
           .text = N_("Ann’s score shown on the board: her view cone to the north, two rows "
                      "deep, with a ring around each bed she sees. She scores 8 points.")),
  DIAGRAM (.example = "hg-plateau.terraces",
           .explain_seat = 1, .scores = { { 1, 1 } },
           .text = N_("Ann looks north over a plateau: the suns bed behind it is crossed out "
                      "and the plateau hiding it is outlined. Only the moons bed counts: 1 "
                      "point.")),

};

const TerrHelpPage terr_hg_playing_page = {
  "hanging-gardens-playing", N_("Playing Hanging Gardens"),
  N_("Turns, hints and the score explained in Terraces"),
  blocks, G_N_ELEMENTS (blocks), .playing = TRUE,
};
