/* terr-render-scene.h — a plain description of a position, what the
 * renderer draws.
 *
 * terr_render_scene_new_for_game() fills it from a game; tests and tools may
 * also build one by hand.  The drawing, layout and hit testing functions here
 * are those behind terr_render_draw() and terr_render_hit_test().  A widget
 * keeps one scene per position and draws and hit tests it as often as it
 * likes: the scene is a copy, it does not follow the game.
 *
 * Each game's part (the building functions below, the filling from a game,
 * the drawing) lives in that game's file, terr-render-hg.c, -zg.c, -gp.c.
 */
#pragma once

#include "terr-render.h"

G_BEGIN_DECLS

typedef enum {
  TERR_RENDER_SUIT_SUNS,
  TERR_RENDER_SUIT_MOONS,
  TERR_RENDER_SUIT_CROWNS,
  TERR_RENDER_SUIT_ARMS,
  TERR_RENDER_N_SUITS
} TerrRenderSuit;

/* --- hanging-gardens --- */
typedef enum {
  TERR_RENDER_HG_TERRACE,
  TERR_RENDER_HG_SUPPORT,
  TERR_RENDER_HG_BED,
  TERR_RENDER_HG_GAZEBO,
} TerrRenderHgKind;

typedef struct {
  TerrRenderHgKind kind;
  int x, y;       /* tiles: the corner space (covers x..x+1, y..y+1) */
  int level;      /* terrace: its level; support: the level it stands on;
                   * bed / gazebo: filled in by the renderer */
  int stack;      /* support: 1 or 2 */
  int suit;       /* support: face suit; bed: its suit (TerrRenderSuit) */
  int rank;       /* support: face rank 0 (null) .. 5 */
  int seat;       /* gazebo */
} TerrRenderHgPiece;

/* The score explained (TerrRenderOptions.explain_seat): what one gazebo
 * sees facing one way, from the game's score report. */
typedef enum {
  TERR_RENDER_HG_SEEN,
  TERR_RENDER_HG_TOO_HIGH,      /* the bed lies higher than the gazebo */
  TERR_RENDER_HG_HIDDEN,        /* a plateau hides it */
} TerrRenderHgFate;

typedef struct {
  int x, y;                     /* the bed's space */
  int fate;                     /* TerrRenderHgFate */
  int plateau_x, plateau_y;     /* TERR_RENDER_HG_HIDDEN: the tile hiding it */
  int plateau_level;
} TerrRenderHgSight;

typedef struct {
  int     seat;                 /* 0: nothing explained */
  int     direction;            /* 0..3: n, e, s, w */
  int     gx, gy;               /* the gazebo's space */
  int     n_rows;               /* rows of the view cone */
  GArray *beds;                 /* TerrRenderHgSight: the beds of the cone */
} TerrRenderHgExplain;

typedef struct {
  GArray *pieces;               /* TerrRenderHgPiece */
  TerrRenderHgExplain explain;
  int     n_players;
  int     seat_to_move;         /* 0: none */
  int     supply_tiles;         /* -1: unknown, no supply drawn */
  int     supply_coins[TERR_RENDER_N_SUITS];
} TerrRenderHgScene;

/* --- ziggurat --- */
typedef struct {
  int tier;       /* 1..3 */
  int x, y;       /* the cell of half a */
  int vertical;   /* half b on (x, y+1), else (x+1, y) */
  int a, b;
} TerrRenderDomino;

typedef struct {
  GArray *dominoes;             /* TerrRenderDomino, placed */
  int     hand[8][2];           /* face-up hand, in order */
  int     n_hand;
  int     pile;                 /* dominoes left in the pile */
  int     next[3][2];           /* an open pile: its top dominoes */
  int     n_next;
  int     cheats;
} TerrRenderZgScene;

/* --- garden-paths --- */
typedef enum {
  TERR_RENDER_FLOWER_NONE,
  TERR_RENDER_FLOWER_ROSE,
  TERR_RENDER_FLOWER_MARIGOLD,
  TERR_RENDER_FLOWER_LAVENDER,
} TerrRenderFlower;

typedef enum {
  TERR_RENDER_GP_EMPTY,
  TERR_RENDER_GP_PATH,
  TERR_RENDER_GP_FLOWER,
} TerrRenderGpCover;

typedef struct {
  int     dx, dy;
  int     flower;               /* TerrRenderFlower; NONE on a path piece */
} TerrRenderGpCell;

typedef struct {
  char   *id;
  gboolean flower;              /* a Flower Bed piece (may be turned) */
  GArray *cells;                /* TerrRenderGpCell, normalised */
} TerrRenderGpPiece;

typedef struct {
  int     seat;
  char   *name;
  /* width * height each, row-major: */
  guint8 *cover;                /* TerrRenderGpCover */
  guint8 *flower;               /* TerrRenderFlower */
  int    *owner;                /* index of the placement covering it, -1 */
  /* The best path (square indices y * width + x, from the gate on), drawn
   * with TerrRenderOptions.show_paths; NULL when none. */
  int    *path;
  int     n_path;
  /* With TerrRenderOptions.explain_seat on this seat: per square, bit 0
   * circled, bit 1 a fountain; the gate bonus of the path (else NULL, 0). */
  guint8 *marks;
  int     gate_bonus;
} TerrRenderGpGrid;

typedef struct {
  int        width, height;
  char      *name;
  /* width * height each: */
  guint8    *water;
  guint8    *fountain;
  char      *gate;              /* 0 or 'n', 's', 'w', 'e' */
  GPtrArray *pieces;            /* TerrRenderGpPiece*: the piece set */
  GPtrArray *grids;             /* TerrRenderGpGrid*, by seat */
} TerrRenderGpScene;

typedef struct {
  TerrGameKind      kind;
  TerrRenderHgScene hg;
  TerrRenderZgScene zg;
  TerrRenderGpScene gp;
} TerrRenderScene;

TerrRenderScene *terr_render_scene_new              (TerrGameKind      kind);
/* A small sample position of a game of @kind, built by hand (no engine):
 * the picture of the game on the start page.  NULL for an unknown kind. */
TerrRenderScene *terr_render_scene_new_sample       (TerrGameKind      kind);
void             terr_render_scene_free             (TerrRenderScene  *scene);

/* hanging-gardens */
void             terr_render_scene_hg_add           (TerrRenderScene  *scene,
                                                     TerrRenderHgKind  kind,
                                                     int x, int y,
                                                     int level, int stack,
                                                     int suit, int seat);
/* The level of the highest terrace covering space (x, y), -1 for the bare
 * table: what a bed, a gazebo or their ghost there stands on.  A support
 * on top of the space is no terrace; the terrace under it counts. */
int              terr_render_scene_hg_top_terrace   (TerrRenderScene  *scene,
                                                     int               x,
                                                     int               y);
/* ziggurat */
void             terr_render_scene_zg_add           (TerrRenderScene  *scene,
                                                     int tier, int x, int y,
                                                     gboolean vertical,
                                                     int a, int b);
/* garden-paths: the board, then pieces, then grids and placements */
void             terr_render_scene_gp_set_board     (TerrRenderScene  *scene,
                                                     int               width,
                                                     int               height,
                                                     const char       *name);
void             terr_render_scene_gp_set_square    (TerrRenderScene  *scene,
                                                     int x, int y,
                                                     gboolean water,
                                                     gboolean fountain,
                                                     char gate);
/* @cells: "0,0:rose 1,0:marigold" as in the file format. */
gboolean         terr_render_scene_gp_add_piece     (TerrRenderScene  *scene,
                                                     const char       *id,
                                                     gboolean          flower,
                                                     const char       *cells);
TerrRenderGpGrid *terr_render_scene_gp_add_grid     (TerrRenderScene  *scene,
                                                     int               seat,
                                                     const char       *name);
/* Place a piece of the set (by id) with a transform 0..7 (garden-paths.md);
 * FALSE if unknown or off the board (nothing changes). */
gboolean         terr_render_scene_gp_place         (TerrRenderScene  *scene,
                                                     TerrRenderGpGrid *grid,
                                                     const char       *piece_id,
                                                     int x, int y,
                                                     int               transform);
/* The piece of the set with that id, or NULL. */
const TerrRenderGpPiece *terr_render_scene_gp_find_piece (TerrRenderScene *scene,
                                                          const char      *id);
/* The cells of a piece after @transform (normalised); a new GArray. */
GArray          *terr_render_gp_transform_cells     (const TerrRenderGpPiece *piece,
                                                     int               transform);

/* A game whose board has no size of its own (the garden grows on an
 * open table): what the position covers, spaces [x0, x1) x [y0, y1), @z
 * high (at least 2 x 2 spaces from (0, 0) when empty), the extent
 * TerrRenderOptions.extent_* is in.  FALSE for a board with a size. */
gboolean         terr_render_scene_get_extent       (TerrRenderScene  *scene,
                                                     double           *x0,
                                                     double           *y0,
                                                     double           *x1,
                                                     double           *y1,
                                                     double           *z);
/* Build the scene of @game's current position; NULL if the game's kind is
 * unknown. */
TerrRenderScene *terr_render_scene_new_for_game     (TerrGame         *game);
/* The same for drawing with @opts (may be NULL): with what only some
 * pictures show (Garden Paths' best paths with opts->show_paths), so that
 * terr_render_scene_draw() with @opts draws what terr_render_draw() does. */
TerrRenderScene *terr_render_scene_new_for_game_full (TerrGame        *game,
                                                      const TerrRenderOptions *opts);

void             terr_render_scene_draw             (TerrRenderScene  *scene,
                                                     cairo_t          *cr,
                                                     double            width,
                                                     double            height,
                                                     const TerrRenderOptions *opts);
gboolean         terr_render_scene_hit_test         (TerrRenderScene  *scene,
                                                     double            width,
                                                     double            height,
                                                     const TerrRenderOptions *opts,
                                                     double x, double y,
                                                     TerrRenderHit    *hit);
gboolean         terr_render_scene_to_file          (TerrRenderScene  *scene,
                                                     const char       *path,
                                                     int               width,
                                                     int               height,
                                                     const TerrRenderOptions *opts,
                                                     GError          **error);
/* Where the centre of a board square / space / cell is drawn (the forward
 * layout; for tests and for widgets that place popovers).  @level: HG level
 * of the surface (-1 table), ZG tier (0 foundation), ignored for GP.  FALSE
 * when the square is not drawn. */
gboolean         terr_render_scene_locate           (TerrRenderScene  *scene,
                                                     double            width,
                                                     double            height,
                                                     const TerrRenderOptions *opts,
                                                     int               seat,
                                                     double            fx,
                                                     double            fy,
                                                     int               level,
                                                     double           *x,
                                                     double           *y);

/* A coordinate label drawn along a board's edge (opts->show_coordinates). */
typedef struct {
  char     text[16];
  gboolean column;   /* TRUE: under a column, reads its x; else a row's y */
  int      seat;     /* garden-paths: the grid it belongs to; else 0 */
  int      value;    /* the coordinate it reads */
  double   x, y;     /* the centre of its text, user space */
  double   size;     /* the height of its text, user units */
} TerrRenderLabel;

/* The labels terr_render_scene_draw() writes with @opts, where it writes
 * them: a new GArray of TerrRenderLabel, empty when
 * opts->show_coordinates is off. */
GArray          *terr_render_scene_get_labels       (TerrRenderScene  *scene,
                                                     double            width,
                                                     double            height,
                                                     const TerrRenderOptions *opts);
/* The bounding box (user space) of square @square as drawn: on top of
 * what lies there (hanging-gardens, ziggurat), on its seat's grid
 * (garden-paths, seat 0: the grid shown).  FALSE when it is not drawn
 * (another seat's grid). */
gboolean         terr_render_scene_square_extents   (TerrRenderScene  *scene,
                                                     double            width,
                                                     double            height,
                                                     const TerrRenderOptions *opts,
                                                     const TerrSquare *square,
                                                     double           *x0,
                                                     double           *y0,
                                                     double           *x1,
                                                     double           *y1);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TerrRenderScene, terr_render_scene_free)

G_END_DECLS
