/* terr-gp-engine.h — the Garden Paths rules on plain C structs.
 *
 * Boards and piece sets are data; a grid is one seat's private copy of the
 * board with the pieces it placed.  Everything here is free of GObject so
 * that the scorer, the AI and the tests can run it in tight loops; the
 * TerrGpGame object (terr-gp-game.h) wraps it.
 *
 * Coordinates: x to the right, y downwards, square index y * width + x.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Boards up to 64 x 64 (square indices fit 16 bits); the best-path
 * search is exponential in the worst case, so very large boards full of
 * paths can be slow to score. */
#define TERR_GP_MAX_SIDE     64
#define TERR_GP_MAX_SQUARES  (TERR_GP_MAX_SIDE * TERR_GP_MAX_SIDE)
#define TERR_GP_MAX_CELLS    64   /* cells of one piece */
#define TERR_GP_MAX_PIECES   256  /* pieces of one set */
#define TERR_GP_MAX_SEATS    6

typedef enum {
  TERR_GP_SIDE_NONE = -1,
  TERR_GP_SIDE_N,
  TERR_GP_SIDE_E,
  TERR_GP_SIDE_S,
  TERR_GP_SIDE_W,
} TerrGpSide;

typedef enum {
  TERR_GP_KIND_PATH,
  TERR_GP_KIND_FLOWER,
} TerrGpKind;

/* What covers a square of a grid. */
typedef enum {
  TERR_GP_EMPTY = 0,
  TERR_GP_PATH,
  TERR_GP_ROSE,
  TERR_GP_MARIGOLD,
  TERR_GP_LAVENDER,
} TerrGpCover;

/* Flags of a board square. */
enum {
  TERR_GP_SQ_WATER    = 1 << 0,
  TERR_GP_SQ_FOUNTAIN = 1 << 1,
};

typedef struct {
  int x, y;
  TerrGpSide side;
} TerrGpGate;

typedef struct {
  int   x, y;
} TerrGpXY;

typedef struct {
  char      *name;
  int        width, height;
  /* As listed (the order they are written back in). */
  GArray    *water;      /* TerrGpXY */
  GArray    *fountains;  /* TerrGpXY */
  GArray    *gates;      /* TerrGpGate */
  /* Per square: TERR_GP_SQ_* flags and the gate side (TERR_GP_SIDE_NONE). */
  guint8    *flags;
  gint8     *gate_side;
} TerrGpBoard;

typedef struct {
  gint8 dx, dy;
  guint8 cover;   /* TERR_GP_PATH or a flower TerrGpCover */
} TerrGpCell;

typedef struct {
  char       *id;
  TerrGpKind  kind;
  int         n_cells;
  TerrGpCell *cells;                 /* as given (normalised) */
  /* The eight transforms, each normalised; width/height of each. */
  TerrGpCell *xf[8];
  int         xf_w[8], xf_h[8];
  /* The transform giving the same cells as a smaller one, or itself:
   * lets the AI skip duplicate orientations. */
  int         xf_same[8];
} TerrGpPiece;

typedef struct {
  GPtrArray *pieces;   /* TerrGpPiece*, in set order */
} TerrGpPieceSet;

typedef struct {
  int piece;           /* index in the set */
  int x, y, transform;
} TerrGpPlacement;

typedef struct {
  const TerrGpBoard *board;
  guint8 *cover;       /* TerrGpCover per square */
  GArray *placed;      /* TerrGpPlacement, in the order placed */
} TerrGpGrid;

/* The split of a seat's score and its best path (square indices from the
 * first gate square on). */
typedef struct {
  int     score;
  int     path_points;
  int     fountain_points;
  int     gate_bonus;
  int     n_path;
  guint16 path[TERR_GP_MAX_SQUARES];
} TerrGpScore;

/* --- names --- */
const char   *terr_gp_side_to_string   (TerrGpSide side);
TerrGpSide    terr_gp_side_from_string (const char *s);
const char   *terr_gp_cover_to_string  (TerrGpCover cover);  /* "rose"… */
TerrGpCover   terr_gp_flower_from_string (const char *s);    /* EMPTY if not a flower */
const char   *terr_gp_kind_to_string   (TerrGpKind kind);

/* --- boards --- */
TerrGpBoard  *terr_gp_board_new        (const char *name,
                                        int         width,
                                        int         height);
void          terr_gp_board_free       (TerrGpBoard *board);
TerrGpBoard  *terr_gp_board_copy       (const TerrGpBoard *board);
/* Each returns FALSE with a reason ("a gate on side n must be on row 0")
 * when the square cannot take it; nothing changes then. */
gboolean      terr_gp_board_add_water  (TerrGpBoard *board, int x, int y, char **reason);
gboolean      terr_gp_board_add_fountain (TerrGpBoard *board, int x, int y, char **reason);
gboolean      terr_gp_board_add_gate   (TerrGpBoard *board, int x, int y,
                                        TerrGpSide side, char **reason);
static inline gboolean
terr_gp_board_contains (const TerrGpBoard *b, int x, int y)
{
  return x >= 0 && y >= 0 && x < b->width && y < b->height;
}

/* --- positions being designed ---
 * A scenario being designed (or read as a draft) may break the rules: its
 * lists (water, fountains, gates, cells, placed pieces) are the truth and
 * may hold squares off the board, twice, or in conflict.  The derived
 * arrays (board flags, grid covers) are then rebuilt leniently, and the
 * check functions below report every problem, each through @report with
 * what it concerns.  They are the rules the strict functions apply one at
 * a time, so a file is refused for exactly what a draft lists. */
typedef enum {
  TERR_GP_ITEM_WATER,
  TERR_GP_ITEM_FOUNTAIN,
  TERR_GP_ITEM_GATE,
  TERR_GP_ITEM_CELL,
  TERR_GP_ITEM_PIECE,
} TerrGpItem;

/* @index: in the list of @item; @x, @y: the square (or cell dx, dy). */
typedef void (*TerrGpReportFunc) (gpointer    data,
                                  TerrGpItem  item,
                                  int         index,
                                  int         x,
                                  int         y,
                                  const char *message);

/* Flags and gate sides from the lists: squares off the board are left
 * out, a square's first gate wins. */
void          terr_gp_board_rebuild    (TerrGpBoard *board);

/* An item of a list (for the order in which a file listed them). */
typedef struct {
  TerrGpItem item;     /* TERR_GP_ITEM_WATER, _FOUNTAIN or _GATE */
  int        index;
} TerrGpItemRef;

/* Every problem of the lists: an item is reported when it cannot join the
 * items before it.  The items are taken in @order (every item once, as a
 * file listed them), or when @order is NULL in list order: water,
 * fountains, gates. */
void          terr_gp_board_check      (const TerrGpBoard   *board,
                                        const TerrGpItemRef *order,
                                        guint                n_order,
                                        TerrGpReportFunc     report,
                                        gpointer             data);

/* --- pieces --- */
/* Parses "0,0 1,0" (path) or "0,0:rose 1,0:marigold" (flower); checks the
 * cells are distinct, normalised and (for flowers) typed. */
TerrGpPiece  *terr_gp_piece_new_parse  (const char *id,
                                        TerrGpKind  kind,
                                        const char *cells,
                                        char      **reason);
void          terr_gp_piece_free       (TerrGpPiece *piece);
/* Cells a piece can hold at all (the file format and the transforms):
 * 1 to TERR_GP_MAX_CELLS cells, each |dx|, |dy| < TERR_GP_MAX_SIDE, with a
 * flower type exactly when the piece is a flower bed.  The lenient parse
 * refuses only cells that break this (the reason says why); repeated
 * cells and cells not normalised are problems terr_gp_piece_check lists. */
TerrGpPiece  *terr_gp_piece_parse      (const char *id,
                                        TerrGpKind  kind,
                                        const char *cells,
                                        char      **reason);
/* The same from cells (cover TERR_GP_PATH or a flower); NULL with a
 * reason when they cannot be held. */
TerrGpPiece  *terr_gp_piece_new        (const char       *id,
                                        TerrGpKind        kind,
                                        const TerrGpCell *cells,
                                        int               n_cells,
                                        char            **reason);
TerrGpPiece  *terr_gp_piece_copy       (const TerrGpPiece *piece);
/* Every problem of a piece's cells (TERR_GP_ITEM_CELL, index of the cell,
 * or TERR_GP_ITEM_PIECE for the piece as a whole). */
void          terr_gp_piece_check      (const TerrGpPiece *piece,
                                        TerrGpReportFunc   report,
                                        gpointer           data);
char         *terr_gp_piece_cells_to_string (const TerrGpPiece *piece);
/* Cells of transform @t (0..7) as the rules page defines it. */
void          terr_gp_transform_cells  (const TerrGpCell *cells,
                                        int               n,
                                        int               t,
                                        TerrGpCell       *out);

TerrGpPieceSet *terr_gp_piece_set_new  (void);
void          terr_gp_piece_set_free   (TerrGpPieceSet *set);
TerrGpPieceSet *terr_gp_piece_set_copy (const TerrGpPieceSet *set);
/* Takes @piece; FALSE (piece freed) when the id is taken. */
gboolean      terr_gp_piece_set_add    (TerrGpPieceSet *set,
                                        TerrGpPiece    *piece,
                                        char          **reason);
int           terr_gp_piece_set_find   (const TerrGpPieceSet *set,
                                        const char     *id);  /* -1 */
/* Ids used twice (TERR_GP_ITEM_PIECE, index of the later piece). */
void          terr_gp_piece_set_check  (const TerrGpPieceSet *set,
                                        TerrGpReportFunc   report,
                                        gpointer           data);
static inline TerrGpPiece *
terr_gp_piece_set_get (const TerrGpPieceSet *set, int i)
{
  return g_ptr_array_index (set->pieces, i);
}
static inline int
terr_gp_piece_set_size (const TerrGpPieceSet *set)
{
  return (int) set->pieces->len;
}

/* Why the rules refuse a move: the codes of Garden Paths, after the codes
 * every game shares (TerrRefusalCode, terr-refusal.h: not a move, no such
 * seat, not your turn, game over).  Worded by terr-gp-refusal.c; the piece
 * of a refusal is its index in the piece set. */
typedef enum {
  TERR_GP_REFUSAL_ANNOUNCED_ALREADY = 6, /* = TERR_REFUSAL_N_COMMON: piece pending */
  TERR_GP_REFUSAL_WRONG_KIND,        /* values[0]: the round's TerrGpKind; piece */
  TERR_GP_REFUSAL_SEQUENCE_USED_UP,  /* the puzzle announces nothing more */
  TERR_GP_REFUSAL_SEQUENCE_FORCES,   /* piece: the one the puzzle announces */
  TERR_GP_REFUSAL_FITS_NOWHERE,      /* piece: fits nowhere on the announcer's grid */
  TERR_GP_REFUSAL_NOT_ANNOUNCED,     /* a placement before an announcement;
                                      * values[0]: the announcer */
  TERR_GP_REFUSAL_WRONG_PIECE,       /* piece: the one announced */
  TERR_GP_REFUSAL_ALREADY_PLACED,    /* piece */
  TERR_GP_REFUSAL_CANNOT_PLACE,      /* piece: fits nowhere on the seat's grid */
  TERR_GP_REFUSAL_PATH_TURNED,       /* a path piece turned or mirrored */
  TERR_GP_REFUSAL_OFF_BOARD,         /* place: the square off the board */
  TERR_GP_REFUSAL_WATER,             /* place: the water square */
  TERR_GP_REFUSAL_COVERED,           /* place: the covered square */
  TERR_GP_REFUSAL_END_PENDING,       /* piece: announced, not placed by all */
  TERR_GP_REFUSAL_END_NOT_ANNOUNCER, /* values[0]: the announcer */
  TERR_GP_REFUSAL_END_FORCED,        /* piece: the puzzle announces it now */
  TERR_GP_REFUSAL_END_CAN_PLACE,     /* values[0]: the round's TerrGpKind; piece fits */
  TERR_GP_REFUSAL_N_CODES
} TerrGpRefusalCode;

/* --- grids --- */
TerrGpGrid   *terr_gp_grid_new         (const TerrGpBoard *board);
void          terr_gp_grid_free        (TerrGpGrid *grid);
TerrGpGrid   *terr_gp_grid_copy        (const TerrGpGrid *grid);
void          terr_gp_grid_copy_into   (TerrGpGrid *dst, const TerrGpGrid *src);
/* TRUE when @piece fits at (x, y) with transform @t; otherwise FALSE and,
 * when @reason is not NULL, a reason for people ("that square is water"). */
gboolean      terr_gp_grid_check       (const TerrGpGrid  *grid,
                                        const TerrGpPiece *piece,
                                        int x, int y, int t,
                                        char             **reason);
/* The same, with the square at fault in @bad_x, @bad_y (the corner
 * (x, y) when the transform is at fault). */
gboolean      terr_gp_grid_check_at    (const TerrGpGrid  *grid,
                                        const TerrGpPiece *piece,
                                        int x, int y, int t,
                                        int               *bad_x,
                                        int               *bad_y,
                                        char             **reason);
/* The same with the refusal's code in @code: TERR_GP_REFUSAL_PATH_TURNED,
 * _OFF_BOARD, _WATER, _COVERED, or TERR_REFUSAL_NOT_A_MOVE for a
 * transform out of range. */
gboolean      terr_gp_grid_check_why   (const TerrGpGrid  *grid,
                                        const TerrGpPiece *piece,
                                        int x, int y, int t,
                                        int               *bad_x,
                                        int               *bad_y,
                                        int               *code,
                                        char             **reason);
/* Fast form for loops: no reason, @t already valid for the kind. */
gboolean      terr_gp_grid_fits        (const TerrGpGrid  *grid,
                                        const TerrGpPiece *piece,
                                        int x, int y, int t);
/* Places without checking (call check first); @piece_index is stored. */
void          terr_gp_grid_place       (TerrGpGrid  *grid,
                                        const TerrGpPiece *piece,
                                        int piece_index,
                                        int x, int y, int t);
/* Places what can be placed of a piece that may not fit (a position
 * being designed): only cells on the board, not on water and not covered
 * yet; the placement is stored whole.  @t is 0..7. */
void          terr_gp_grid_place_lenient (TerrGpGrid  *grid,
                                        const TerrGpPiece *piece,
                                        int piece_index,
                                        int x, int y, int t);
/* Removes the last placed piece (@piece: that piece, when the set is not
 * at hand). */
void          terr_gp_grid_unplace_last (TerrGpGrid *grid,
                                        const TerrGpPieceSet *set);
void          terr_gp_grid_unplace     (TerrGpGrid *grid,
                                        const TerrGpPiece *piece);
/* TRUE when the piece fits anywhere (any allowed transform). */
gboolean      terr_gp_grid_can_place   (const TerrGpGrid  *grid,
                                        const TerrGpPiece *piece);
int           terr_gp_n_transforms     (const TerrGpPiece *piece); /* 1 or 8 */

/* --- announcements --- */
/* Announcement @k (0, 1, …) is made by seat ((first − 1 + k) mod N) + 1 and
 * asks for a path piece when round ⌊k / N⌋ is even, else a flower bed. */
static inline int
terr_gp_announcer (guint k, int first, int n_seats)
{
  return (int) ((first - 1 + k) % (guint) n_seats) + 1;
}
static inline TerrGpKind
terr_gp_required_kind (guint k, int n_seats)
{
  return ((k / (guint) n_seats) % 2 == 0) ? TERR_GP_KIND_PATH : TERR_GP_KIND_FLOWER;
}

/* --- scoring --- */
/* Points of a path square: 1 when circled (neighbours show >= 2 flower
 * types, water counting as any), +1 on a fountain.  Filled for every
 * square (0 off paths). */
void          terr_gp_grid_square_points (const TerrGpGrid *grid,
                                        guint8           *points);
gboolean      terr_gp_grid_is_circled  (const TerrGpGrid *grid, int x, int y);
/* The exact best path (branch and bound on the block-cut tree). */
void          terr_gp_grid_best_path   (const TerrGpGrid *grid,
                                        TerrGpScore      *out);
/* The same by plain exhaustive search (slow; for tests). */
void          terr_gp_grid_best_path_exhaustive (const TerrGpGrid *grid,
                                        TerrGpScore      *out);
/* Nodes visited by the last terr_gp_grid_best_path() in this thread. */
guint64       terr_gp_best_path_last_nodes (void);

G_END_DECLS
