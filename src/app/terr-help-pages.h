/* terr-help-pages.h — the pages of the help window, as data.
 *
 * Each page is a list of blocks: headings, paragraphs, diagrams and the
 * keyboard shortcuts.
 * A diagram is an example position kept in the source (a .terraces file in data/help/,
 * compiled into the resources) drawn by the program's own renderer, with
 * what its caption states about it: scores, and whether the move drawn over
 * it is legal.  tests/app/test-help.c checks every statement against the
 * engine, and every key against the application's accelerators.
 *
 * The strings are marked with N_() and translated when a page is built.
 */
#pragma once

#include "terr-game.h"
#include "terr-render.h"

G_BEGIN_DECLS

typedef enum {
  TERR_HELP_BLOCK_HEADING,
  TERR_HELP_BLOCK_TEXT,
  TERR_HELP_BLOCK_DIAGRAM,
  /* The groups and keys of the Keyboard Shortcuts window
   * (gtk/help-overlay.ui), so that the two never disagree. */
  TERR_HELP_BLOCK_SHORTCUTS,
  /* A list of every other page, each a row that opens it (the index). */
  TERR_HELP_BLOCK_INDEX,
} TerrHelpBlockKind;

/* A score the caption states: @seat's score (terr_game_get_seat_score:
 * points, or cheats in Ziggurat) is @value. */
typedef struct {
  int seat;                    /* 1..N; 0 ends the list */
  int value;
} TerrHelpScore;

#define TERR_HELP_MAX_SCORES 3

typedef struct {
  TerrHelpBlockKind kind;
  const char *text;            /* heading, paragraph, caption: N_() */

  /* diagram */
  const char *example;         /* file name in RESOURCE_PREFIX "/help/" */
  TerrRenderView view;
  int         seat;            /* a game with a grid per seat: whose, 0 for all */
  /* A move drawn over the position, for the seat to move, as
   * "type name=value …" (attributes in the file format's order), and
   * whether the caption calls it legal; NULL for none. */
  const char *ghost;
  gboolean    ghost_legal;
  /* A hint drawn in the accent colour, as the board shows Hint's move, in
   * the same form as @ghost; NULL for none.  It must be legal. */
  const char *hint;
  /* The score of this seat explained on the board (the view cone of a
   * Hanging Gardens gazebo, a Garden Paths path), as Show on the Board
   * draws it; 0 for none. */
  int         explain_seat;
  TerrHelpScore scores[TERR_HELP_MAX_SCORES];
} TerrHelpBlock;

typedef struct {
  const char *id;              /* a game's (terr_game_kind_to_string), "keyboard", … */
  const char *title;           /* N_() */
  const char *summary;         /* N_(): a line under the title in the sidebar */
  const TerrHelpBlock *blocks;
  guint       n_blocks;
  /* A page on playing a game in the program (terr_help_playing_page_id):
   * what every game shares follows its blocks (puzzles, undo and redo,
   * saving and continuing). */
  gboolean    playing;
} TerrHelpPage;

/* The blocks of a page, as the pages' tables write them. */
#define HEADING(t)   { .kind = TERR_HELP_BLOCK_HEADING, .text = (t) }
#define TEXT(t)      { .kind = TERR_HELP_BLOCK_TEXT, .text = (t) }
#define DIAGRAM(...) { .kind = TERR_HELP_BLOCK_DIAGRAM, __VA_ARGS__ }
#define SHORTCUTS()  { .kind = TERR_HELP_BLOCK_SHORTCUTS }
#define INDEX()      { .kind = TERR_HELP_BLOCK_INDEX }

/* The page that opens on the start page, listing all the others. */
#define TERR_HELP_INDEX_PAGE "index"
/* The id of the page on playing @kind_id (terr_game_kind_to_string) in
 * the program: the kind with "-playing" after it. */
char               *terr_help_playing_page_id (const char *kind_id);

/* Every page: the index, the games' rules and their playing in the
 * program (src/app/games/), then the program's. */
const TerrHelpPage *terr_help_get_pages     (guint       *n_pages);
const TerrHelpPage *terr_help_find_page     (const char  *id);

/* The example position of a diagram, loaded from the resources. */
TerrGame           *terr_help_load_example  (const char  *example,
                                             GError     **error);
/* The ghost move of a diagram for @game's seat to move (NULL for none). */
TerrMove           *terr_help_parse_ghost   (const TerrHelpBlock *block,
                                             TerrGame    *game);
/* The hint drawn on a diagram, for @game's seat to move (NULL for none). */
TerrMove           *terr_help_parse_hint    (const TerrHelpBlock *block,
                                             TerrGame    *game);

G_END_DECLS
