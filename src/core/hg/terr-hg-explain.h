/* terr-hg-explain.h — a Hanging Gardens score in a player's words.
 *
 * Built from a TerrHgScoreReport only: every number in the words is a
 * number of the report, so the explanation always matches the engine.
 * One line per row that shows something ("Row 2: three colours,
 * symmetric: 3 + 4"), one per bed of the cone that is not seen and why,
 * the height bonus and the total.  The words are translatable.
 */
#pragma once

#include "terr-hg-score.h"

G_BEGIN_DECLS

typedef enum {
  TERR_HG_EXPLAIN_HEADING,   /* which way the gazebo looks */
  TERR_HG_EXPLAIN_ROW,       /* a row's segments; points: colours + symmetry */
  TERR_HG_EXPLAIN_UNSEEN,    /* a bed of the cone that is not seen (0 points) */
  TERR_HG_EXPLAIN_HEIGHT,    /* the height bonus */
  TERR_HG_EXPLAIN_TOTAL,     /* view + height; points: that sum */
  TERR_HG_EXPLAIN_NOTE,      /* anything else (no gazebo, nothing in view) */
} TerrHgExplainKind;

typedef struct {
  TerrHgExplainKind kind;
  int               row;      /* ROW, UNSEEN: the row (1, 2, …); else 0 */
  int               points;   /* what the line adds; TOTAL: the sum */
  char             *text;
} TerrHgExplainLine;

/* The words of one segment ("three colours, symmetric: 3 + 4", "no beds
 * seen"); @seg from a row of a view detail. */
char      *terr_hg_explain_segment (const TerrHgSegment     *seg);

/* The explanation of @seat (1..n) facing @direction (a TerrHgDir, or -1
 * for the seat's best direction, the one that scores): a new array of
 * TerrHgExplainLine* that frees its lines. */
GPtrArray *terr_hg_explain_seat    (const TerrHgScoreReport *report,
                                    int                      seat,
                                    int                      direction);

/* The same lines joined with newlines. */
char      *terr_hg_explain_text    (const TerrHgScoreReport *report,
                                    int                      seat,
                                    int                      direction);

/* "north", "east", "south", "west", translated. */
const char *terr_hg_dir_to_words   (TerrHgDir                dir);

G_END_DECLS
