/* terr-hg-state.h — the Hanging Gardens position as a plain C struct.
 *
 * The hot code (legal actions, playouts, AI, solver) works on TerrHgState;
 * TerrHgGame wraps one.  Spaces are integer points (x, y); a tile at (x, y)
 * covers (x..x+1, y..y+1).  The state keeps the placed tiles (at most 24,
 * terraces and supports), a grid of spaces (the tile on top, a bed, a
 * gazebo), the supply, the pawns, and whose turn it is.
 *
 * Actions are checked by terr_hg_state_check(), which returns NULL or the
 * reason a player understands; terr_hg_state_apply() applies a legal action
 * and fills a TerrHgUndo that terr_hg_state_undo() takes back exactly.
 */
#pragma once

#include <glib.h>

#include "terr-random.h"

G_BEGIN_DECLS

#define TERR_HG_N_TILES      24
#define TERR_HG_N_PER_SUIT   6
#define TERR_HG_MAX_SEATS    4

typedef enum {
  TERR_HG_SUIT_NONE,
  TERR_HG_SUIT_SUNS,
  TERR_HG_SUIT_MOONS,
  TERR_HG_SUIT_CROWNS,
  TERR_HG_SUIT_ARMS,
} TerrHgSuit;

#define TERR_HG_N_SUITS 4

/* "suns", … ; NULL for TERR_HG_SUIT_NONE. */
const char *terr_hg_suit_to_string   (TerrHgSuit  suit);
/* TERR_HG_SUIT_NONE when unknown. */
TerrHgSuit  terr_hg_suit_from_string (const char *str);

typedef enum {
  TERR_HG_ACTION_TERRACE,
  TERR_HG_ACTION_SUPPORT,
  TERR_HG_ACTION_BED,
  TERR_HG_ACTION_GAZEBO,
  TERR_HG_ACTION_MOVE_GAZEBO,
  TERR_HG_ACTION_MOVE_SUPPORT,
  TERR_HG_ACTION_PASS,
} TerrHgActionKind;

/* Why the rules refuse an action: the codes of Hanging Gardens, after
 * the codes every game shares (TerrRefusalCode, terr-refusal.h, which the
 * state uses too: not a move, game over).  Worded by terr-hg-refusal.c. */
typedef enum {
  TERR_HG_REFUSAL_MUST_PLACE = 6,     /* = TERR_REFUSAL_N_COMMON: the second
                                       * action must place (progress rule) */
  TERR_HG_REFUSAL_PASS,               /* a pass while an action is possible */
  TERR_HG_REFUSAL_NO_TILE,            /* the supply holds no tile */
  TERR_HG_REFUSAL_NO_COIN,            /* values[0]: the suit */
  TERR_HG_REFUSAL_GAZEBO_PLACED,      /* placing a gazebo already placed */
  TERR_HG_REFUSAL_GAZEBO_IN_HAND,     /* moving a gazebo not placed yet */
  TERR_HG_REFUSAL_GAZEBO_THERE,       /* moving the gazebo where it stands */
  TERR_HG_REFUSAL_SUPPLY_NOT_EMPTY,   /* moving a support while tiles are left */
  TERR_HG_REFUSAL_NO_EXPOSED_SUPPORT, /* values: the level, the stack height */
  TERR_HG_REFUSAL_SAME_PLACE,         /* a support moved to where it stood */
  TERR_HG_REFUSAL_TOO_FAR,            /* far off any garden */
  TERR_HG_REFUSAL_TABLE_TAKEN,        /* a table terrace over a tile (fault) */
  TERR_HG_REFUSAL_TABLE_APART,        /* a table terrace not touching the garden */
  TERR_HG_REFUSAL_STACK_LEVEL,        /* values: the stack's level, its terrace's */
  TERR_HG_REFUSAL_NO_STACK,           /* values: the terrace's level, the level under */
  TERR_HG_REFUSAL_NO_FIRST_SUPPORT,   /* a second support on nothing; values[0]: level */
  TERR_HG_REFUSAL_NO_BLOCK,           /* a support off a terrace block (fault); values[0] */
  TERR_HG_REFUSAL_COVERS_BED,         /* a support over a bed (fault) */
  TERR_HG_REFUSAL_COVERS_GAZEBO,      /* a support over a gazebo (fault) */
  TERR_HG_REFUSAL_BARE_TABLE,         /* piece: a bed or gazebo on the table */
  TERR_HG_REFUSAL_ON_SUPPORT,         /* piece: a bed or gazebo on a support */
  TERR_HG_REFUSAL_HOLDS_BED,          /* the space holds a bed */
  TERR_HG_REFUSAL_HOLDS_GAZEBO,       /* the space holds a gazebo */
  TERR_HG_REFUSAL_N_CODES
} TerrHgRefusalCode;

/* The last refusal of terr_hg_state_check(), as a value. */
typedef struct {
  int      code;          /* TerrHgRefusalCode or TerrRefusalCode */
  int      x, y;          /* the space the action aims at */
  gboolean fault;         /* the space at fault is another one: */
  int      fault_x, fault_y;
  int      piece;         /* TerrHgActionKind of the bed or gazebo */
  int      values[2];
} TerrHgWhy;

/* One action.  terrace: x y level.  support: x y level stack.  bed: x y
 * suit.  gazebo, move-gazebo: x y.  move-support: from_* names the exposed
 * support; as_support says whether it goes back as a support (x y level
 * stack) or as a terrace (x y level). */
typedef struct {
  TerrHgActionKind kind;
  int        x, y, level, stack;
  TerrHgSuit suit;
  gboolean   as_support;
  int        from_x, from_y, from_level, from_stack;
} TerrHgAction;

/* A placed tile.  A terrace has a level (0 on the table); a support stands
 * on level `level` at stack height 1 or 2.  below[] are the tiles that were
 * on top of its four spaces before it came (-1: the table), in the order
 * (x,y) (x+1,y) (x,y+1) (x+1,y+1). */
typedef struct {
  int     x, y;
  guint8  support;
  guint8  level;
  guint8  stack;
  gint8   below[4];
} TerrHgTile;

/* One space of the grid. */
typedef struct {
  gint8  top;      /* index of the tile on top, -1 for the empty table */
  guint8 bed;      /* TerrHgSuit */
  guint8 gazebo;   /* seat, 0 for none */
  guint8 pad;
} TerrHgCell;

typedef struct {
  /* rules */
  int      n_players;
  gboolean progress_rule;

  /* turn */
  int      to_move;         /* 1..n_players */
  int      actions_taken;   /* 0 or 1 */
  gboolean first_placed;    /* with actions_taken 1: it placed a piece */
  int      passes;          /* consecutive passes */

  /* supply */
  int      supply_tiles;
  int      supply_coins[TERR_HG_N_SUITS + 1];   /* by TerrHgSuit, [0] unused */

  /* pieces */
  int        n_tiles;
  TerrHgTile tiles[TERR_HG_N_TILES];
  gboolean   gazebo_placed[TERR_HG_MAX_SEATS + 1];
  int        gazebo_x[TERR_HG_MAX_SEATS + 1];
  int        gazebo_y[TERR_HG_MAX_SEATS + 1];
  int        n_beds;

  /* bounding box of the spaces with a tile (valid when n_tiles > 0) */
  int bx0, by0, bx1, by1;

  /* the grid: spaces (ox..ox+w-1, oy..oy+h-1) */
  int         ox, oy, w, h;
  TerrHgCell *cells;

  /* the last reason terr_hg_state_check() gave, and as a value */
  char        reason[320];
  TerrHgWhy   why;
} TerrHgState;

/* What terr_hg_state_undo() needs. */
typedef struct {
  TerrHgAction action;
  int          to_move, actions_taken, passes;
  gboolean     first_placed;
  int          old_x, old_y;        /* move-gazebo */
  TerrHgTile   old_tile;            /* move-support */
  int          tile_index;          /* move-support */
} TerrHgUndo;

TerrHgState *terr_hg_state_new          (int                 n_players,
                                         gboolean            progress_rule);
/* An empty board with an empty supply (for building a position piece by
 * piece, e.g. when loading a file). */
TerrHgState *terr_hg_state_new_empty    (int                 n_players,
                                         gboolean            progress_rule);
TerrHgState *terr_hg_state_copy         (const TerrHgState  *s);
void         terr_hg_state_free         (TerrHgState        *s);
/* A compact copy of a position without its grid (about 1 kB instead of
 * tens), for the positions kept along a long game; thawed, it is the same
 * position (the grid may be laid out differently, which changes nothing). */
typedef struct _TerrHgFrozen TerrHgFrozen;
TerrHgFrozen *terr_hg_state_freeze      (const TerrHgState  *s);
TerrHgState  *terr_hg_state_thaw        (const TerrHgFrozen *frozen);
void          terr_hg_frozen_free       (TerrHgFrozen       *frozen);
/* Same position (pieces, supply, turn, rules); the grid layout may differ. */
gboolean     terr_hg_state_equal        (const TerrHgState  *a,
                                         const TerrHgState  *b);

/* The space (x, y); a shared empty cell outside the grid. */
extern const TerrHgCell terr_hg_empty_cell;

static inline const TerrHgCell *
terr_hg_state_cell (const TerrHgState *s,
                    int                x,
                    int                y)
{
  unsigned dx = (unsigned) (x - s->ox), dy = (unsigned) (y - s->oy);

  if (dx >= (unsigned) s->w || dy >= (unsigned) s->h)
    return &terr_hg_empty_cell;
  return &s->cells[dy * (unsigned) s->w + dx];
}

/* TRUE when the space's top is a terrace holding no bed and no gazebo
 * (where a bed or a gazebo may go). */
static inline gboolean
terr_hg_cell_is_free (const TerrHgState *s,
                      const TerrHgCell  *c)
{
  return c->top >= 0 && !s->tiles[c->top].support && !c->bed && !c->gazebo;
}

/* The tile on top of (x, y), or NULL for the empty table. */
const TerrHgTile *terr_hg_state_top     (const TerrHgState  *s,
                                         int                 x,
                                         int                 y);
/* Height class ×2: 2L for a terrace of level L (and 0 for the table), 2L+1
 * for an exposed support standing on level L. */
int          terr_hg_state_height2      (const TerrHgState  *s,
                                         int                 x,
                                         int                 y);
/* TRUE when the support @index has nothing on it. */
gboolean     terr_hg_state_support_exposed (const TerrHgState *s,
                                            int                index);

/* --- building a position (no rules checked beyond the structure) --- */
/* Each returns NULL or what is wrong ("no two-support stack of level 0 at
 * (3,2) for a level-1 terrace"); a tile is placed only on what is already
 * there, so add the pieces from the bottom up. */
const char  *terr_hg_state_add_terrace  (TerrHgState        *s,
                                         int                 x,
                                         int                 y,
                                         int                 level);
const char  *terr_hg_state_add_support  (TerrHgState        *s,
                                         int                 x,
                                         int                 y,
                                         int                 level,
                                         int                 stack);
const char  *terr_hg_state_add_bed      (TerrHgState        *s,
                                         int                 x,
                                         int                 y,
                                         TerrHgSuit          suit);
const char  *terr_hg_state_add_gazebo   (TerrHgState        *s,
                                         int                 x,
                                         int                 y,
                                         int                 seat);

/* The highest terrace covering (x, y) (also under supports standing on
 * it), or NULL for the bare table.  The one place that answers "what level
 * is this space": the app and the renderer ask it too. */
const TerrHgTile *terr_hg_state_top_terrace (const TerrHgState *s,
                                             int                x,
                                             int                y);

/* --- designing a position (terr-hg-edit.c) ---
 * Pieces put and taken away without the rules, so that the position may be
 * structurally wrong for a while (a draft); terr_hg_state_check_structure()
 * lists what is wrong.  The tiles stay in bottom-up order (by level; on one
 * level the terraces, then the supports of stack height 1, then 2), and the
 * tiles covering a space are stacked in that order, whatever the structure.
 * After a series of changes, terr_hg_state_update_box() sets the bounding
 * box again (in a draft: of every space holding anything). */
#define TERR_HG_COORD_MAX  1000000   /* coordinates within ±this */
#define TERR_HG_MAX_SPAN   256       /* spaces a position may span in x or y */

/* The spaces holding a tile, a bed or a gazebo; FALSE when there are none. */
gboolean     terr_hg_state_content_box  (const TerrHgState  *s,
                                         int                *x0,
                                         int                *y0,
                                         int                *x1,
                                         int                *y1);
/* TRUE when the spaces (x0..x1, y0..y1) may join the position: within
 * ±TERR_HG_COORD_MAX, and everything then spans at most TERR_HG_MAX_SPAN
 * spaces each way. */
gboolean     terr_hg_state_fits         (const TerrHgState  *s,
                                         int                 x0,
                                         int                 y0,
                                         int                 x1,
                                         int                 y1);
/* Put a tile at its place in the bottom-up order (among equals by y, then
 * x); the caller has checked n_tiles < TERR_HG_N_TILES and fits().
 * Returns its index. */
int          terr_hg_state_insert_tile  (TerrHgState        *s,
                                         int                 x,
                                         int                 y,
                                         gboolean            support,
                                         int                 level,
                                         int                 stack);
/* The same at the end, for tiles given bottom-up (the loader keeps the
 * file's order among equals). */
int          terr_hg_state_append_tile  (TerrHgState        *s,
                                         int                 x,
                                         int                 y,
                                         gboolean            support,
                                         int                 level,
                                         int                 stack);
void         terr_hg_state_remove_tile  (TerrHgState        *s,
                                         int                 index);
/* The index of such a tile (the last one if it is there twice), or -1. */
int          terr_hg_state_find_tile    (const TerrHgState  *s,
                                         int                 x,
                                         int                 y,
                                         gboolean            support,
                                         int                 level,
                                         int                 stack);
/* Set (or with TERR_HG_SUIT_NONE take away) the bed of (x, y). */
void         terr_hg_state_set_bed      (TerrHgState        *s,
                                         int                 x,
                                         int                 y,
                                         TerrHgSuit          suit);
/* Put @seat's gazebo on (x, y), taking it from where it stood; the caller
 * has checked that no other gazebo is there. */
void         terr_hg_state_set_gazebo   (TerrHgState        *s,
                                         int                 seat,
                                         int                 x,
                                         int                 y);
void         terr_hg_state_remove_gazebo (TerrHgState       *s,
                                          int                seat);
void         terr_hg_state_update_box   (TerrHgState        *s);

/* A bed or a gazebo, for the structural check. */
typedef struct {
  gboolean   gazebo;
  int        x, y;
  TerrHgSuit suit;        /* a bed */
  int        seat;        /* a gazebo */
} TerrHgItem;

/* What is structurally wrong (terr_hg_state_check_structure()). */
typedef enum {
  TERR_HG_FAULT_OVERLAP,       /* tile: a terrace on the table over a tile at (ax, ay) */
  TERR_HG_FAULT_STACK_LEVEL,   /* tile: the two-support stack under it stands on level alevel */
  TERR_HG_FAULT_NO_STACK,      /* tile: a raised terrace with no two-support stack under it */
  TERR_HG_FAULT_NO_BLOCK,      /* tile: a support whose space (ax, ay) is not a terrace of its level */
  TERR_HG_FAULT_NO_SUPPORT,    /* tile: a second support with no exposed support under it */
  TERR_HG_FAULT_TILE_COUNT,    /* tiles placed and in the supply exceed the set */
  TERR_HG_FAULT_COIN_COUNT,    /* item: the bed that makes too many of its suit (placed + supply) */
  TERR_HG_FAULT_ON_TABLE,      /* item: a bed or gazebo on bare table */
  TERR_HG_FAULT_ON_SUPPORT,    /* item: a bed or gazebo on a support */
  TERR_HG_FAULT_SHARED,        /* item: its space already holds a gazebo (for a bed) or a bed */
  TERR_HG_FAULT_GOAL_SEAT,     /* (the game's own check) the goal's seat is not to move */
} TerrHgFaultKind;

typedef struct {
  TerrHgFaultKind kind;
  int             tile;          /* index in s->tiles, or -1 */
  int             item;          /* index in the items, or -1 */
  int             ax, ay, alevel;
} TerrHgFault;

/* The beds by (y, x), then the gazebos by seat (TerrHgItem, a new array). */
GArray      *terr_hg_state_list_items   (const TerrHgState  *s);
/* Appends to @faults (of TerrHgFault) every structural fault of @s, in the
 * order the loader meets them: the tiles bottom-up (each judged on the
 * tiles before it, as if it were added last, but placed even when wrong),
 * the count of tiles, then the beds and gazebos in the order of @items
 * (those of @s; NULL: terr_hg_state_list_items()). */
void         terr_hg_state_check_structure (const TerrHgState *s,
                                            const GArray      *items,
                                            GArray            *faults);

/* --- the rules --- */
/* NULL when @a is legal for the seat to move, else the reason. */
const char  *terr_hg_state_check        (TerrHgState        *s,
                                         const TerrHgAction *a);
/* Apply a legal action (checked by the caller). */
void         terr_hg_state_apply        (TerrHgState        *s,
                                         const TerrHgAction *a,
                                         TerrHgUndo         *undo);
void         terr_hg_state_undo         (TerrHgState        *s,
                                         const TerrHgUndo   *undo);
gboolean     terr_hg_state_is_over      (const TerrHgState  *s);
/* The legal actions of the seat to move (appended to @out, of
 * TerrHgAction); none when the game is over.  On an empty board only the
 * terrace at (0, 0) is listed (any place is the same garden moved). */
void         terr_hg_state_list_actions (TerrHgState        *s,
                                         GArray             *out);
/* TRUE when @kind places a piece from the supply or the pawn. */
gboolean     terr_hg_action_is_placement (TerrHgActionKind   kind);
/* A random legal action of the seat to move (not uniform: a kind first,
 * then a place); the game must not be over. */
void         terr_hg_state_random_action (TerrHgState       *s,
                                          TerrRandom        *rng,
                                          TerrHgAction      *out);
/* Plays random actions until the game is over (at most @max_actions),
 * recording them in @undos (of TerrHgUndo) when not NULL.  Returns the
 * number of actions played. */
int          terr_hg_state_playout      (TerrHgState        *s,
                                         TerrRandom         *rng,
                                         int                 max_actions,
                                         GArray             *undos);

G_END_DECLS
