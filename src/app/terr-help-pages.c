/* terr-help-pages.c — what the help says, page by page: first the rules of
 * each game and how to play it in the program (src/app/games/<game>/),
 * then the pages of the program (here), after an index of them all.  Every diagram is an example position from
 * data/help/ and every number a caption states is listed with it, so that
 * tests/app/test-help.c can check it against the engine.  The keyboard
 * page shows the Keyboard Shortcuts window's keys.
 */
#include "config.h"

#include <glib/gi18n.h>

#include <string.h>

#include "games/terr-games-help.h"
#include "terr-help-pages.h"


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
  TEXT (N_("In Garden Paths every player has a grid of their own: the board shows the grid "
           "of the player who made the move shown, and at the end of the game every grid "
           "side by side. The list beside the Play button shows another player’s grid, or "
           "all of them.")),
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
  TEXT (N_("The analysis is kept with the game: save it, and the marks are there the next "
           "time you open the file, without analysing again. The better move is drawn on the "
           "board over the move played. Save Analysis as Comments writes a comment only on "
           "the moves that lost at least the points set beside it, never on a move as good "
           "as the best.")),
  DIAGRAM (.example = "zg-lift.terraces",
           .scores = { { 1, 2 } },
           .text = N_("A Ziggurat game at its last move: the 3-4 was lifted with the double "
                      "six resting on it, and both are back in the hand. At this move the "
                      "graph shows 2 cheats.")),
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
  TEXT (N_("Before you click, the board shows the piece where it would go, under the pointer "
           "or the cursor: green when it fits, red with the reason beside it when the editor "
           "would refuse it or the rules do not allow it there (a terrace over nothing, a "
           "domino twice). A click puts exactly what the board showed. The zoom buttons and "
           "the Oblique and Plan views under the board stay as you set them while you edit.")),
  DIAGRAM (.example = "hg-pieces.terraces",
           .text = N_("A Hanging Gardens design: two supports stacked across four terraces "
                      "carry a terrace of level 1 with Ann’s gazebo. The editor lets you build "
                      "it in any order, as long as every piece lies where the rules allow.")),
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
  TEXT (N_("While the solver searches, the bar shows how many positions it has tried of its "
           "limit; when it stops at the limit, Search Longer tries again with twice the limit. "
           "The editor suggests a difficulty from the solver’s work, the one a generated puzzle "
           "of that work gets. For a score to reach it shows the best score the puzzle allows "
           "and in how many ways it is reached, and when a puzzle has several solutions it "
           "shows two of them side by side: point at a step to see its squares on the board.")),
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

/* --- Playing over the network --- */

#ifdef TERR_HAVE_NETWORK
static const TerrHelpBlock network[] = {
  TEXT (N_("Friends can play one game, each on their own computer, through XMPP (Jabber) "
           "accounts: the game is a chat room, and every move is a message in it.")),
  HEADING (N_("Your Account")),
  TEXT (N_("In Preferences, under Network Play, type your XMPP address and password and press "
           "Check Connection: it says whether the password is right and the server can be "
           "reached. When your desktop has a keyring, the password is kept there; otherwise "
           "Terraces asks for it each time and never writes it down.")),
  HEADING (N_("Hosting a Game")),
  TEXT (N_("In New Game, choose Remote Player for a seat and type that player’s XMPP address in "
           "its row; your own seats can be people or the computer. Start asks for your password, "
           "makes a game room on your server and invites the remote players. The side panel "
           "shows the room’s xmpp: link, to copy and send to them, and who is in the room; the "
           "game starts when every player is there.")),
  HEADING (N_("Joining a Game")),
  TEXT (N_("The player who hosts the game gives you the address of its room or an xmpp: link; "
           "when you both have accounts on one server, the room’s name alone is enough. "
           "Choose Join Network Game… in the main menu, paste it, and the game appears when "
           "the host has set it up. An invitation that comes while Terraces is connected "
           "shows at the bottom of the window with a Join button.")),
  HEADING (N_("Playing")),
  TEXT (N_("Play your seat as usual: your move is sent to the room and shown once the room "
           "has passed it on, on every player's screen at once. In Garden Paths each player "
           "sees only their own garden until the end, as on paper.")),
  HEADING (N_("In the Room")),
  TEXT (N_("The side panel lists everyone in the room: whether they are here or away, and "
           "since when, and for each of their seats what it is doing: ready before the "
           "start, to move, or in Garden Paths still placing the announced piece or placed.")),
  HEADING (N_("Absent Players")),
  TEXT (N_("When you host, the Absent Players row of New Game sets how long a player may be "
           "away. After that, their row in your side panel offers Play for Them: the computer, "
           "at the level you choose, takes over their seat on your computer, and every player "
           "sees the change. In Garden Paths each garden stays on its player’s computer, so "
           "the panel says the game waits for them instead.")),
  HEADING (N_("Lost Connections")),
  TEXT (N_("When the connection to the room is lost, Terraces tries again by itself, and the "
           "side panel says what went wrong (connection lost, wrong password, server "
           "unreachable, room gone) with a Retry button. Until you are back in the room, the "
           "board does not take your moves and says why. Back in the room, the game goes on "
           "from the moves the room holds.")),
  TEXT (N_("If Terraces ends in the middle of a network game without you leaving it, Continue "
           "on the start page takes you back into its room, asking for the password when the "
           "keyring does not hold it, and the game goes on where it was.")),
  HEADING (N_("Invitations")),
  TEXT (N_("With Receive Invitations at Start-up switched on in Preferences and the password "
           "kept in the keyring, Terraces connects by itself once its window is shown, so "
           "invitations arrive before you join a game. Without a kept password it does not "
           "connect and asks for nothing.")),
};
#endif

/* --- What every game's playing page ends with --- */

static const TerrHelpBlock playing_common[] = {
  HEADING (N_("Puzzles")),
  TEXT (N_("The Puzzles list of the start page holds the puzzles that come with Terraces; a "
           "solved puzzle is ticked. A puzzle’s goal stands in the side panel, which says when "
           "the goal is reached, or when it can no longer be. Once you reach it, the message "
           "offers the next puzzle.")),
  HEADING (N_("Undo and Redo")),
  TEXT (N_("Undo (Ctrl+Z) takes back moves up to the last time a person at this computer was "
           "to move: against the computer it also takes back the computer’s moves. Redo "
           "(Shift+Ctrl+Z) plays them again. First, Previous, Next and Last in the panel go "
           "through the moves; while you look back, the computer waits. Nothing is lost: a "
           "different move played after going back becomes a variation you can see in the "
           "replay viewer.")),
  HEADING (N_("Saving and Continuing")),
  TEXT (N_("Terraces keeps the game in progress by itself: Continue the Last Game on the "
           "start page takes you back to it, even after the program was closed. Save keeps a "
           "game in a file; opening the file later goes on where it stopped, and a finished "
           "game opens in the replay viewer. Before anything replaces a game with moves that "
           "no file holds, Terraces asks whether to save it.")),
};

/* --- The index --- */

static const TerrHelpBlock index_blocks[] = {
  TEXT (N_("Choose a topic. F1 opens the help at the topic of what is on screen: how to play "
           "the game in progress, the replay viewer or the scenario editor.")),
  INDEX (),
};

static const TerrHelpPage index_page = {
  TERR_HELP_INDEX_PAGE, N_("Contents"), N_("All the topics of the help"),
  index_blocks, G_N_ELEMENTS (index_blocks),
};

/* The pages of the program itself, after those of the games. */
static const TerrHelpPage program_pages[] = {
  { "replay-viewer", N_("Reviewing Games"), N_("Step through a game, comment and compare"),
    replay_viewer, G_N_ELEMENTS (replay_viewer) },
  { "scenario-editor", N_("Designing Scenarios"), N_("Set up positions and puzzles"),
    scenario_editor, G_N_ELEMENTS (scenario_editor) },
  { "keyboard", N_("Keyboard"), N_("Play without a mouse"),
    keyboard, G_N_ELEMENTS (keyboard) },
#ifdef TERR_HAVE_NETWORK
  { "network", N_("Playing over the Network"), N_("Play with friends on their own computers"),
    network, G_N_ELEMENTS (network) },
#endif
};

static const TerrHelpPage *pages;
static guint n_pages_all;

const TerrHelpPage *
terr_help_get_pages (guint *n_pages)
{
  if (g_once_init_enter (&pages))
    {
      guint n_games;
      const TerrHelpPage *const *games = terr_games_help_get_pages (&n_games);
      TerrHelpPage *all = g_new (TerrHelpPage, 1 + n_games + G_N_ELEMENTS (program_pages));

      /* Made once for the program's life, as the static tables it copies. */
      all[0] = index_page;
      for (guint i = 0; i < n_games; i++)
        {
          all[1 + i] = *games[i];
          if (games[i]->playing)
            {
              /* The game's blocks, then those every game shares. */
              guint n = games[i]->n_blocks + G_N_ELEMENTS (playing_common);
              TerrHelpBlock *blocks = g_new (TerrHelpBlock, n);

              memcpy (blocks, games[i]->blocks, games[i]->n_blocks * sizeof *blocks);
              memcpy (blocks + games[i]->n_blocks, playing_common, sizeof playing_common);
              all[1 + i].blocks = blocks;
              all[1 + i].n_blocks = n;
            }
        }
      memcpy (all + 1 + n_games, program_pages, sizeof program_pages);
      n_pages_all = 1 + n_games + G_N_ELEMENTS (program_pages);
      g_once_init_leave (&pages, all);
    }
  if (n_pages != NULL)
    *n_pages = n_pages_all;
  return pages;
}

const TerrHelpPage *
terr_help_find_page (const char *id)
{
  const TerrHelpPage *all;
  guint n_pages;

  g_return_val_if_fail (id != NULL, NULL);

  all = terr_help_get_pages (&n_pages);
  for (guint i = 0; i < n_pages; i++)
    if (g_str_equal (all[i].id, id))
      return &all[i];
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

char *
terr_help_playing_page_id (const char *kind_id)
{
  g_return_val_if_fail (kind_id != NULL, NULL);
  return g_strconcat (kind_id, "-playing", NULL);
}

/* A move written "type name=value …", for @game's seat to move. */
static TerrMove *
parse_move (const char *spec,
            TerrGame   *game)
{
  g_auto(GStrv) words = NULL;
  TerrMove *move;

  if (spec == NULL)
    return NULL;

  words = g_strsplit (spec, " ", -1);
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

TerrMove *
terr_help_parse_ghost (const TerrHelpBlock *block,
                       TerrGame            *game)
{
  g_return_val_if_fail (block != NULL, NULL);
  g_return_val_if_fail (TERR_IS_GAME (game), NULL);
  return parse_move (block->ghost, game);
}

TerrMove *
terr_help_parse_hint (const TerrHelpBlock *block,
                      TerrGame            *game)
{
  g_return_val_if_fail (block != NULL, NULL);
  g_return_val_if_fail (TERR_IS_GAME (game), NULL);
  return parse_move (block->hint, game);
}
