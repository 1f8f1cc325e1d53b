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

  /* the last reason terr_hg_state_check() gave */
  char        reason[160];
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
