/* terr-render-private.h — what the per-game renderers share: the
 * projection, the fitting of a board into a rectangle, colours, the drawing
 * primitives (suit glyphs, pips, flowers, pawns, boxes) and the painter's
 * sort of boxes (terr-render-common.c); and what each game's renderer
 * gives the shared code (TerrRenderGame).
 */
#pragma once

#include <math.h>
#include <pango/pangocairo.h>

#include "terr-render-scene.h"

G_BEGIN_DECLS

/* Board point (x, y, z) with z up, in board units, to user space:
 *   X = ox + unit * (x - sx * z)
 *   Y = oy + unit * (c * y - sy * z)
 * The plan view has c = 1 and sx = sy = 0.  In the oblique view the table is
 * seen from the south-east and above: higher things move up and a little to
 * the left, so the south and east faces of a box show. */
typedef struct {
  double unit;
  double ox, oy;
  double c, sx, sy;
} TerrProj;

#define TERR_OBLIQUE_C   0.78
#define TERR_OBLIQUE_SX  0.22
#define TERR_OBLIQUE_SY  0.80

void     terr_proj_init          (TerrProj *p, TerrRenderView view);
static inline void
terr_proj_point (const TerrProj *p, double x, double y, double z,
                 double *X, double *Y)
{
  *X = p->ox + p->unit * (x - p->sx * z);
  *Y = p->oy + p->unit * (p->c * y - p->sy * z);
}
/* Inverse on the plane of height z. */
static inline void
terr_proj_unpoint (const TerrProj *p, double X, double Y, double z,
                   double *x, double *y)
{
  *x = (X - p->ox) / p->unit + p->sx * z;
  *y = ((Y - p->oy) / p->unit + p->sy * z) / p->c;
}
/* Set @cr's matrix so that user units are board units on the plane of
 * height z (for drawing the top face of something). */
void     terr_proj_set_plane     (const TerrProj *p, cairo_t *cr, double z);

/* A box in board units. */
typedef struct {
  double x0, x1, y0, y1, z0, z1;
} TerrBox;

/* Unit-projection extents (unit 1, origin 0) of a box. */
void     terr_box_extents        (const TerrProj *p, const TerrBox *b,
                                  double *X0, double *Y0,
                                  double *X1, double *Y1);
/* Is (X, Y) (user space) inside the projection of @b?  If so, *z is the
 * height of the front-most point of the box under it. */
gboolean terr_box_contains       (const TerrProj *p, const TerrBox *b,
                                  double X, double Y, double *z);
/* Painter's order of @n boxes: fills @order with indices, back to front.
 * @key breaks ties (smaller first). */
void     terr_sort_boxes         (const TerrProj *p, const TerrBox *boxes,
                                  const double *key, int n, int *order);

/* Fit a board whose unit-projection extent is (X0, Y0)-(X1, Y1) into
 * (0, 0, width, height) with @margin units of room: sets unit, ox, oy. */
void     terr_proj_fit           (TerrProj *p, double X0, double Y0,
                                  double X1, double Y1, double width,
                                  double height, double margin_px);

/* Colours */
typedef struct { double r, g, b, a; } TerrRgba;
#define TERR_RGB(hex) ((TerrRgba) { ((hex) >> 16 & 0xff) / 255.0, \
                                    ((hex) >> 8 & 0xff) / 255.0,  \
                                    ((hex) & 0xff) / 255.0, 1.0 })
void     terr_set_rgba           (cairo_t *cr, TerrRgba c);
void     terr_set_rgba_alpha     (cairo_t *cr, TerrRgba c, double alpha);
TerrRgba terr_rgba_shade         (TerrRgba c, double factor);  /* <1 darker */
TerrRgba terr_rgba_mix           (TerrRgba a, TerrRgba b, double t);
TerrRgba terr_rgba_from_color    (const TerrRenderColor *c);
TerrRgba terr_suit_rgba          (int suit);
TerrRgba terr_seat_rgba          (int seat);
/* A seat's colour as @opts say (their seat_colors; the palette where
 * unset or @opts is NULL). */
TerrRgba terr_opts_seat_rgba     (const TerrRenderOptions *opts, int seat);
/* The ghost's tint. */
TerrRgba terr_ghost_rgba         (gboolean legal);

/* Primitives, each in a box centred on (cx, cy) of half-size r, in the
 * current user space. */
void     terr_path_suit          (cairo_t *cr, int suit, double cx, double cy,
                                  double r);
void     terr_draw_pips          (cairo_t *cr, int value, double cx,
                                  double cy, double half, TerrRgba ink);
void     terr_draw_flower        (cairo_t *cr, int flower, double cx,
                                  double cy, double half);
void     terr_path_round_rect    (cairo_t *cr, double x, double y, double w,
                                  double h, double r);
/* Text centred on (cx, cy) of height about @size user units. */
void     terr_draw_text          (cairo_t *cr, const char *text,
                                  double cx, double cy, double size,
                                  gboolean bold, TerrRgba ink);
/* Text left-aligned at (x, cy) (middle of the line); returns its width. */
double   terr_draw_text_left     (cairo_t *cr, const char *text, double x,
                                  double cy, double size, gboolean bold,
                                  TerrRgba ink);

/* Fill the current path with the accent, lightly, and outline it: the
 * keyboard cursor. */
void     terr_fill_cursor        (cairo_t *cr, const TerrRenderOptions *opts,
                                  double unit);
/* An integer attribute of a move (a ghost), FALSE when missing. */
gboolean terr_move_int           (const TerrMove *m, const char *name,
                                  int *out);

/* A translucent layer limited to a rectangle of user space (a group as
 * large as the surface would cost a full-size allocation): begin, draw,
 * end with the layer's opacity. */
void     terr_group_begin        (cairo_t *cr, double x0, double y0,
                                  double x1, double y1);
void     terr_group_end          (cairo_t *cr, double alpha);
/* The same around the projection of a box (with some room). */
void     terr_group_begin_box    (cairo_t *cr, const TerrProj *p,
                                  const TerrBox *b);

/* Pictures that repeat (coins, pawns, tile faces, domino faces, flowers)
 * are drawn once per look and size into a small image and then copied: on
 * raster targets (images, and the recordings GTK replays) @func draws into
 * a cached picture aligned to the pixel grid; on vector targets (SVG) it
 * draws directly.  @func draws with board coordinates through @p as usual;
 * (ax, ay) is a user-space point of the drawing (its anchor) and
 * (x0, y0)-(x1, y1) the drawing's extent around it, in user units.  @key
 * names the look: everything the drawing depends on except where it is. */
typedef void (*TerrSpriteFunc) (cairo_t *cr, const TerrProj *p,
                                gconstpointer data);
void     terr_sprite             (cairo_t *cr, const TerrProj *p,
                                  double scale, double ax, double ay,
                                  double x0, double y0, double x1, double y1,
                                  const char *key, TerrSpriteFunc func,
                                  gconstpointer data);

/* terr_sprite for a drawing that fills the projection of box @b (with a
 * line's width around it). */
void     terr_sprite_box         (cairo_t *cr, const TerrProj *p,
                                  double scale, const TerrBox *b,
                                  const char *key, TerrSpriteFunc func,
                                  gconstpointer data);

/* Draw the three visible faces (top, south, east) of a box. */
void     terr_draw_box           (cairo_t *cr, const TerrProj *p,
                                  const TerrBox *b, TerrRgba top,
                                  TerrRgba south, TerrRgba east,
                                  TerrRgba edge, double edge_width);
/* The same in two steps: the south and east faces, then the top (for a top
 * drawn as a cached picture). */
void     terr_draw_box_sides     (cairo_t *cr, const TerrProj *p,
                                  const TerrBox *b, TerrRgba south,
                                  TerrRgba east, TerrRgba edge,
                                  double edge_width);
void     terr_draw_box_top       (cairo_t *cr, const TerrProj *p,
                                  const TerrBox *b, TerrRgba top,
                                  TerrRgba edge, double edge_width);
/* Its outline (for cursors and ghosts). */
void     terr_path_box_outline   (cairo_t *cr, const TerrProj *p,
                                  const TerrBox *b);

/* One game's renderer (terr-render-hg.c, -zg.c, -gp.c): everything about
 * its part of a scene, so that the shared code (terr-render-scene.c,
 * terr-render.c) knows no game and no game file calls back into it.  The
 * shared code only picks the entry for a scene's kind. */
typedef struct {
  TerrGameKind kind;
  /* Its part of a new scene, empty; freeing that part.  Every scene has
   * the parts of all three games (the struct is public), so these run for
   * every scene whatever its kind. */
  void     (*init)     (TerrRenderScene         *scene);
  void     (*clear)    (TerrRenderScene         *scene);
  /* Fill a new scene of this kind from @game (a game of this kind) with
   * its read-only queries.  @opts may be NULL; it says whether to compute
   * what is drawn only on demand (Garden Paths' best paths). */
  void     (*fill)     (TerrRenderScene         *scene,
                        TerrGame                *game,
                        const TerrRenderOptions *opts);
  /* What terr_render_scene_draw(), _hit_test() and _locate() do for this
   * kind, after the shared checks; @opts is never NULL. */
  void     (*draw)     (TerrRenderScene         *scene,
                        cairo_t                 *cr,
                        double                   width,
                        double                   height,
                        const TerrRenderOptions *opts);
  gboolean (*hit_test) (TerrRenderScene         *scene,
                        double                   width,
                        double                   height,
                        const TerrRenderOptions *opts,
                        double                   x,
                        double                   y,
                        TerrRenderHit           *hit);
  gboolean (*locate)   (TerrRenderScene         *scene,
                        double                   width,
                        double                   height,
                        const TerrRenderOptions *opts,
                        int                      seat,
                        double                   fx,
                        double                   fy,
                        int                      level,
                        double                  *x,
                        double                  *y);
  /* Fills @scene (of this kind, empty) with a small sample position: the
   * picture of the game on the start page. */
  void     (*sample)   (TerrRenderScene         *scene);
  /* The coordinate labels along the board's edges (TerrRenderLabel,
   * appended to @labels; called with opts->show_coordinates on), and the
   * outline of square @sq as drawn, as the current path of @cr in user
   * space (FALSE, no path, when it is not drawn): what the shared marks
   * (terr-render-marks.c) are drawn with. */
  void     (*labels)   (TerrRenderScene         *scene,
                        double                   width,
                        double                   height,
                        const TerrRenderOptions *opts,
                        GArray                  *labels);
  gboolean (*square_path) (TerrRenderScene      *scene,
                        cairo_t                 *cr,
                        double                   width,
                        double                   height,
                        const TerrRenderOptions *opts,
                        const TerrSquare        *sq);
} TerrRenderGame;

/* terr-render-marks.c: the labels of columns @x0..@x1 under row @y1 and
 * of rows @y0..@y1 left of column @x0 (squares, inclusive), @off board
 * units away from those edges, on the plane of height @z of @p, for
 * @seat's grid; and drawing the labels, the last move and the highlight
 * over a drawn scene. */
void     terr_render_add_grid_labels (GArray *labels, const TerrProj *p,
                                      double z, int seat, int x0, int y0,
                                      int x1, int y1, double off);
void     terr_render_draw_marks   (TerrRenderScene *scene,
                                   const TerrRenderGame *renderer,
                                   cairo_t *cr, double width, double height,
                                   const TerrRenderOptions *opts);

extern const TerrRenderGame terr_render_hg_game;   /* terr-render-hg.c */
extern const TerrRenderGame terr_render_zg_game;   /* terr-render-zg.c */
extern const TerrRenderGame terr_render_gp_game;   /* terr-render-gp.c */

/* The list of them (terr-render-games.c): the renderer of @kind, NULL for
 * none; the @n-th renderer, NULL after the last. */
const TerrRenderGame *terr_render_game_lookup (TerrGameKind kind);
const TerrRenderGame *terr_render_game_nth    (guint        n);

G_END_DECLS
