/* terr-help-pages.c — what the help says, page by page.
 *
 * The rules are retold from the project's rules pages; every diagram is an
 * example position from data/help/ and every number a caption states is
 * listed with it, so that tests/app/test-help.c can check it against the
 * engine.  The keyboard page shows the Keyboard Shortcuts window's keys.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-help-pages.h"

#define HEADING(t)  { .kind = TERR_HELP_BLOCK_HEADING, .text = (t) }
#define TEXT(t)     { .kind = TERR_HELP_BLOCK_TEXT, .text = (t) }
#define DIAGRAM(...) { .kind = TERR_HELP_BLOCK_DIAGRAM, __VA_ARGS__ }
#define SHORTCUTS() { .kind = TERR_HELP_BLOCK_SHORTCUTS }

/* --- Hanging Gardens --- */

static const TerrHelpBlock hanging_gardens[] = {
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

/* --- Ziggurat --- */

static const TerrHelpBlock ziggurat[] = {
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

/* --- Garden Paths --- */

static const TerrHelpBlock garden_paths[] = {
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

/* --- The replay viewer --- */

static const TerrHelpBlock replay_viewer[] = {
  TEXT (N_("A finished game opens in the replay viewer: from Open…, from a file saved after a "
           "game, or with Review Game in the main menu, which shows the game on screen.")),
  HEADING (N_("Moving Through a Game")),
  TEXT (N_("The move list shows every move in words, numbered, with the colour of the seat "
           "that made it. Moves tried instead of a move follow it, indented: they are "
           "variations. Click a move, drag the slider, or click the score graph to go there.\n"
           "• Left and Right step back and forward; Home and End go to the start and the end.\n"
           "• Page Up and Page Down jump ten moves.\n"
           "• Up and Down go to the other moves tried at the same point.\n"
           "• Play steps through the game by itself at the chosen speed; “Pace by importance” "
           "lingers on the moves that change the scores most.")),
  HEADING (N_("The Score Graph")),
  TEXT (N_("In Hanging Gardens and Garden Paths the graph has one line per seat: its score as if "
           "the game ended after each move. In Ziggurat it shows the cheats made, over a band "
           "that is green while the ziggurat can still be finished without cheating and red "
           "once it cannot; a dashed line marks the move that lost the finish without "
           "cheating. Point at the graph to read the values.")),
  HEADING (N_("Comments and Variations")),
  TEXT (N_("Write a comment on any move in the box under the board. Try a Move Here lets you "
           "play on the board from the position shown: your moves become a new variation and "
           "nothing is ever cut off. Promote makes the variation shown the main line; Delete "
           "removes a variation. Undo and Redo take back these changes.\n"
           "The file changes only when you save. Leaving with changes not saved asks whether "
           "to save them.")),
  HEADING (N_("Analysing a Game")),
  TEXT (N_("Analyse Game asks the computer, for every move of the game, what the best choice "
           "would have been for the player who made it. Moves that lost three points or more, "
           "or that lost the chance to finish a ziggurat without cheating, are marked as "
           "mistakes in the move list and on the graph. Go to a marked move to read what was "
           "better, and add it as a variation with one click. Save Analysis as Comments writes "
           "the findings into the comments, only when you ask.")),
  HEADING (N_("Taking a Game Further")),
  TEXT (N_("Export the position shown as a picture or as a scenario, or the scores after every "
           "move as a table (CSV or JSON). Continue Playing from Here starts a game at the "
           "position shown, with the same seats.")),
};

/* --- The scenario editor --- */

static const TerrHelpBlock scenario_editor[] = {
  TEXT (N_("The scenario editor designs a starting position of any of the three games, or a "
           "puzzle: open it from Scenario Editor in the main menu, with Edit This Position on a "
           "game, or with the pencil button of a bundled scenario.")),
  HEADING (N_("Putting Pieces Down")),
  TEXT (N_("Choose a piece in the palette, then click a square to put it there; a right click "
           "takes the top piece away. With the keyboard, move the cursor with the arrow keys "
           "and press Enter. Turn order does not matter while you design: put any piece "
           "anywhere the game allows a piece to lie.\n"
           "The side panel holds the rest: the players, who is to move, the supply (Hanging "
           "Gardens), the hand and the pile (Ziggurat), the board and the piece set (Garden "
           "Paths), the title, the author and the description.")),
  HEADING (N_("Problems")),
  TEXT (N_("The Problems list says, after every change, what the rules do not allow in the "
           "design, naming the spot and the rule. Click a problem to go to its spot. A design "
           "with problems can be saved as a draft and opened again later, but it cannot be "
           "played until the list is empty.")),
  HEADING (N_("Puzzles")),
  TEXT (N_("A goal makes the design a puzzle: in Hanging Gardens a score the seat to move must "
           "reach with a number of actions, in Ziggurat the most cheats allowed, in Garden Paths "
           "a score to reach with a fixed sequence of pieces.")),
  TEXT (N_("Check Puzzle (Ctrl+K) lets the solver try the puzzle: it says whether it can be "
           "solved, whether the solution is the only one, and how much work the solver needed. "
           "Step Through Solution shows the solution on the board. The result is kept in the "
           "file as a certificate, and the editor says when a change has made it out of date. "
           "Generate a Puzzle (Ctrl+G) makes a new certified puzzle of a game and difficulty "
           "for you to adjust. Give the puzzle a difficulty in its details.\n"
           "In Garden Paths, draw a piece of the set in the cell editor: click a square to lay "
           "path on it, or to choose its flower.")),
  HEADING (N_("Trying It Out")),
  TEXT (N_("Press F5 to play the design. Press F5 again, or Back to the Editor, to return: the "
           "design is as you left it and Undo still remembers every change. Undo and Redo "
           "(Ctrl+Z and Shift+Ctrl+Z) take back any change. Save keeps the design in a file; "
           "closing or starting another design with changes not saved asks first.")),
};

/* --- The keyboard --- */

static const TerrHelpBlock keyboard[] = {
  TEXT (N_("Everything in Terraces can be done with the keyboard. On the board, move the "
           "cursor with the arrow keys and press Enter to place the piece; N chooses the "
           "next piece and Shift+N the one before. Tab moves on from the board to the "
           "rest of the window.\n"
           "With a screen reader, the board says what lies on the square under the "
           "cursor and what the chosen piece would do there, and it tells every move "
           "as it is played; Ctrl+R reads the whole position.")),
  SHORTCUTS (),
};

static const TerrHelpPage pages[] = {
  { "hanging-gardens", N_("Hanging Gardens"), N_("Build a garden with a view"),
    hanging_gardens, G_N_ELEMENTS (hanging_gardens) },
  { "ziggurat", N_("Ziggurat"), N_("Stack 28 dominoes without cheating"),
    ziggurat, G_N_ELEMENTS (ziggurat) },
  { "garden-paths", N_("Garden Paths"), N_("Lay the best path through your garden"),
    garden_paths, G_N_ELEMENTS (garden_paths) },
  { "replay-viewer", N_("Reviewing Games"), N_("Step through a game, comment and compare"),
    replay_viewer, G_N_ELEMENTS (replay_viewer) },
  { "scenario-editor", N_("Designing Scenarios"), N_("Set up positions and puzzles"),
    scenario_editor, G_N_ELEMENTS (scenario_editor) },
  { "keyboard", N_("Keyboard"), N_("Play without a mouse"),
    keyboard, G_N_ELEMENTS (keyboard) },
};

const TerrHelpPage *
terr_help_get_pages (guint *n_pages)
{
  if (n_pages != NULL)
    *n_pages = G_N_ELEMENTS (pages);
  return pages;
}

const TerrHelpPage *
terr_help_find_page (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    if (g_str_equal (pages[i].id, id))
      return &pages[i];
  return NULL;
}

TerrGame *
terr_help_load_example (const char  *example,
                        GError     **error)
{
  g_autofree char *path = NULL;
  g_autoptr(GBytes) bytes = NULL;
  TerrDocument *doc;
  TerrGame *game;

  g_return_val_if_fail (example != NULL, NULL);

  path = g_strconcat (RESOURCE_PREFIX "/help/", example, NULL);
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  doc = terr_document_load_bytes (bytes, example, error);
  if (doc == NULL)
    return NULL;
  game = terr_game_load_document (doc, error);
  terr_document_free (doc);
  return game;
}

TerrMove *
terr_help_parse_ghost (const TerrHelpBlock *block,
                       TerrGame            *game)
{
  g_auto(GStrv) words = NULL;
  TerrMove *move;

  g_return_val_if_fail (block != NULL, NULL);
  g_return_val_if_fail (TERR_IS_GAME (game), NULL);

  if (block->ghost == NULL)
    return NULL;

  words = g_strsplit (block->ghost, " ", -1);
  move = terr_move_new (terr_game_get_seat_to_move (game), words[0]);
  for (guint i = 1; words[i] != NULL; i++)
    {
      const char *eq = strchr (words[i], '=');
      g_autofree char *name = NULL;

      g_assert (eq != NULL);
      name = g_strndup (words[i], eq - words[i]);
      terr_move_set (move, name, eq + 1);
    }
  return move;
}
