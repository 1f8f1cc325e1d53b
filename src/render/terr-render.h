/* terr-render.h — the shared cairo renderer of the three games.
 *
 * One drawing for the board widgets and for `terraces-cli render`: the
 * widget calls terr_render_draw() from its snapshot (through
 * gtk_snapshot_append_cairo) and terr_render_hit_test() for pointer input,
 * the CLI calls terr_render_to_file().  The board is fitted into the given
 * size (centred, keeping its aspect), so the same options and size give the
 * same picture everywhere.
 *
 * Coordinates returned by hit testing are those of the rules pages:
 *   hanging-gardens: space (x, y), y to the south;
 *   ziggurat: foundation cell (x, y) 0..5 and the top tier at that cell;
 *   garden-paths: seat and square (x, y) of that seat's grid.
 *
 * The drawing itself works on a TerrRenderScene (terr-render-scene.h), a plain
 * description of what lies where, filled from the game; the functions here
 * build the scene and draw it.
 *
 * Pieces that repeat are drawn once per look and size into small images
 * aligned to the pixel grid and copied from then on (on image surfaces and
 * on the recordings GTK replays; SVG stays vector).  The caches are shared
 * and locked, so any thread may draw; a game must not change while it is
 * drawn.
 */
#pragma once

#include <cairo.h>

#include "terr-game.h"

G_BEGIN_DECLS

typedef enum {
  TERR_RENDER_VIEW_OBLIQUE,   /* 3D: pieces with thickness, drawn back to front */
  TERR_RENDER_VIEW_PLAN,      /* top-down */
} TerrRenderView;

typedef struct {
  double red, green, blue, alpha;   /* 0..1 */
} TerrRenderColor;

/* The seat colours offered (colour-blind safe): seats 1..6 take them in
 * this order by default (terr_render_get_palette_color). */
#define TERR_RENDER_N_SEAT_COLORS 6

typedef struct {
  TerrRenderView  view;
  /* Layer slicing: hanging-gardens shows terraces of level <= max_level with
   * the beds and gazebos on them and the supports below them (nothing that
   * stands on level max_level); ziggurat shows tiers 1..max_level.
   * -1 shows everything. */
  int             max_level;
  /* garden-paths: the seat whose grid is drawn; 0 draws every grid side by
   * side, each under its player's name. */
  int             seat;
  /* Device pixels per unit of width/height (HiDPI).  terr_render_to_file()
   * writes an image of width*scale x height*scale pixels; drawing uses it to
   * keep hairlines one device pixel wide. */
  double          scale;
  /* Chrome: labels, grid lines, the board's surroundings.  The widget passes
   * its theme's colours; terr_render_options_init() sets a light default. */
  TerrRenderColor foreground;
  TerrRenderColor background;
  TerrRenderColor accent;
  /* Fill the whole area with @background first (the CLI does; a widget
   * usually leaves its own background). */
  gboolean        fill_background;

  /* Keyboard cursor: a marked space / cell / square.  For garden-paths
   * @cursor_seat says on which grid (0: the grid of @seat, or seat 1). */
  gboolean        cursor_visible;
  int             cursor_x;
  int             cursor_y;
  int             cursor_seat;

  /* Hover preview: a pending move drawn translucent, green when
   * @ghost_legal, red otherwise.  Understood moves:
   *   hanging-gardens: terrace, support, bed, gazebo, move-gazebo,
   *                    move-support (drawn where it goes);
   *   ziggurat: place;
   *   garden-paths: place (on the grid of the move's seat).
   * Not owned; NULL for none. */
  const TerrMove *ghost;
  gboolean        ghost_legal;
  /* A second pending move, drawn in the accent colour under the ghost:
   * a hint, shown beside the player's own ghost.  Not owned; NULL for
   * none. */
  const TerrMove *hint;
  /* Hit tests go through what stands on a space and holds nothing
   * (Hanging Gardens' beds and gazebos): the surface under the pointer,
   * where a piece in hand goes, even where a gazebo in front hides it. */
  gboolean        hit_surface;

  /* A board without a size of its own (hanging-gardens): a least extent
   * the position is fitted to, when @extent_x1 > @extent_x0: spaces
   * [x0, x1) x [y0, y1), @extent_z high.  The scale then changes only when the garden outgrows it (the
   * editor keeps one, so that an edit does not re-zoom the board). */
  double          extent_x0;
  double          extent_y0;
  double          extent_x1;
  double          extent_y1;
  double          extent_z;

  /* garden-paths: draw each grid's best path (the score's path). */
  gboolean        show_paths;

  /* The score explained on the board for seat @explain_seat (0: none):
   *   hanging-gardens: the view cone of its gazebo facing
   *     @explain_direction (0: its best direction, 1..4: n, e, s, w), a
   *     ring around each bed it sees, each unseen bed marked with why and
   *     the plateau hiding it outlined;
   *   garden-paths: on that seat's best path (with @show_paths), its
   *     circled squares, fountain points and gate bonus. */
  int             explain_seat;
  int             explain_direction;

  /* The colour of each seat's gazebo, name dot and turn mark (seats 1..6,
   * index seat - 1).  terr_render_options_init() fills in the palette in
   * its order; an entry with alpha 0 also means that default. */
  TerrRenderColor seat_colors[TERR_RENDER_N_SEAT_COLORS];

  /* Coordinate labels along the board's edges, reading the numbers the
   * words use: each column's x under it, each row's y on its left
   * (garden-paths: around each grid shown).  The board makes room for
   * them, so the layout (and hit testing) depends on this option. */
  gboolean        show_coordinates;
  /* The squares the last move touched, outlined (TerrSquare as the core
   * gives them, terr_game_node_squares()); not owned, NULL for none. */
  const TerrSquare *last_move;
  guint           n_last_move;
  /* Squares highlighted in the accent colour: those that words the user
   * points at name (a move row, a hint, a problem); not owned. */
  const TerrSquare *highlight;
  guint           n_highlight;
  /* The scenario editor's ghost: the squares a click of its tool would
   * fill, in the ghost's colours (green when @edit_ghost_legal, red
   * otherwise); not owned. */
  const TerrSquare *edit_ghost;
  guint           n_edit_ghost;
  gboolean        edit_ghost_legal;
} TerrRenderOptions;

/* Defaults: oblique view, everything shown, all grids, scale 1, light
 * chrome (dark grey on a light background, GNOME blue accent), background
 * filled, no cursor, no ghost, Garden Paths best paths shown. */
void      terr_render_options_init   (TerrRenderOptions       *opts);

/* Draw the position of @game into the rectangle (0, 0, @width, @height) of
 * @cr (user units).  @opts may be NULL for the defaults. */
void      terr_render_draw           (TerrGame                *game,
                                      cairo_t                 *cr,
                                      double                   width,
                                      double                   height,
                                      const TerrRenderOptions *opts);

/* Write the picture to @path: ".svg" gives SVG, anything else PNG.  The image
 * is @width x @height units (times opts->scale pixels for PNG). */
gboolean  terr_render_to_file        (TerrGame                *game,
                                      const char              *path,
                                      int                      width,
                                      int                      height,
                                      const TerrRenderOptions *opts,
                                      GError                 **error);

typedef enum {
  TERR_RENDER_HIT_NONE,     /* outside the board */
  TERR_RENDER_HIT_BOARD,    /* a space / cell / square of the board */
  TERR_RENDER_HIT_HAND,     /* ziggurat: a domino of the hand (@index) */
  TERR_RENDER_HIT_PILE,     /* ziggurat: the pile */
} TerrRenderHitKind;

/* What the pointer is over on the board (the topmost thing drawn there). */
typedef enum {
  TERR_RENDER_PIECE_NONE,       /* empty table / foundation / bare square */
  TERR_RENDER_PIECE_TERRACE,
  TERR_RENDER_PIECE_SUPPORT,
  TERR_RENDER_PIECE_BED,
  TERR_RENDER_PIECE_GAZEBO,
  TERR_RENDER_PIECE_DOMINO,
  TERR_RENDER_PIECE_PATH,
  TERR_RENDER_PIECE_FLOWER,
  TERR_RENDER_PIECE_WATER,
} TerrRenderPiece;

typedef struct {
  TerrRenderHitKind kind;
  TerrRenderPiece   piece;
  /* The space / cell / square. */
  int               x;
  int               y;
  /* The exact point in board units on the surface under the pointer (e.g.
   * 3.7, -1.2): lets a widget choose the 2 x 2 block nearest the pointer. */
  double            fx;
  double            fy;
  /* hanging-gardens: level of the terrace at the top of the space, -1 for
   *   the bare table; ziggurat: the highest tier holding a half at the cell,
   *   0 when the foundation cell is empty. */
  int               level;
  /* hanging-gardens: stack height (1, 2) when @piece is a support. */
  int               stack;
  /* garden-paths: whose grid; others: the seat of a gazebo hit, else 0. */
  int               seat;
  /* ziggurat: index in the hand (TERR_RENDER_HIT_HAND). */
  int               index;
} TerrRenderHit;

/* Inverse of the layout of terr_render_draw() with the same size and
 * options: what lies under (@x, @y).  Returns FALSE (kind NONE) outside the
 * board. */
gboolean  terr_render_hit_test       (TerrGame                *game,
                                      double                   width,
                                      double                   height,
                                      const TerrRenderOptions *opts,
                                      double                   x,
                                      double                   y,
                                      TerrRenderHit           *hit);

/* The default colour of a seat's gazebo / name (seats 1..6; colour-blind
 * safe): palette colour seat - 1. */
void      terr_render_get_seat_color (int                      seat,
                                      TerrRenderColor         *color);
/* Colour @index (0 .. TERR_RENDER_N_SEAT_COLORS - 1) of the seat palette:
 * orange, sky blue, reddish purple, yellow, grey-brown, lilac. */
void      terr_render_get_palette_color (guint                 index,
                                         TerrRenderColor      *color);

/* A Hanging Gardens bed coin seen from above, as the board draws it (its
 * colour and its suit's symbol), in the circle of @radius around (@cx,
 * @cy); @suit is the file format's name ("suns", "moons", "crowns",
 * "arms").  Returns FALSE, drawing nothing, for another name.  For lists
 * and palettes, so that they show the coins the board shows. */
gboolean  terr_render_draw_bed_coin  (cairo_t                 *cr,
                                      const char              *suit,
                                      double                   cx,
                                      double                   cy,
                                      double                   radius);

/* A Ziggurat domino a-b face up, as the board and its hand draw it,
 * fitted and centred in the rectangle (@x, @y, @width, @height): lying
 * (half @a on the left) when the rectangle is wider than high, else
 * upright (half @a on top).  @scale as TerrRenderOptions.scale.  Returns
 * FALSE, drawing nothing, for pips outside 0..6.  For lists and charts,
 * so that they show the board's dominoes. */
gboolean  terr_render_draw_domino    (cairo_t                 *cr,
                                      int                      a,
                                      int                      b,
                                      double                   x,
                                      double                   y,
                                      double                   width,
                                      double                   height,
                                      double                   scale);

G_END_DECLS
