/* terr-render-hg-private.h — what the two files of the Hanging Gardens
 * renderer share (terr-render-hg.c: the scene, layout, table, panel and
 * score explained; terr-render-hg-pieces.c: single pieces).  Not for
 * anything outside src/render.
 */
#pragma once

#include "terr-render-private.h"
#include "hg/terr-hg-game.h"
#include "hg/terr-hg-score.h"

G_BEGIN_DECLS

#define TILE_T      0.22
#define COIN_R      0.37
#define COIN_T      0.07
#define PAWN_H      1.25
#define TABLE_ROOM  2      /* spaces of bare table shown around the garden */
#define PANEL_W     3.0    /* the supply panel, in board units */
#define LABEL_ROOM  1.0    /* room for the coordinate labels */

typedef struct {
  TerrProj proj;
  double   bx0, by0, bx1, by1;   /* the table shown, in spaces */
  double   px, py;               /* the supply panel's top-left (unit space) */
  gboolean panel;
} HgLayout;

typedef struct {
  TerrBox box;
  int     index;          /* in scene->hg.pieces, or -1 for the ghost */
  int     level;          /* level of what it stands on (beds, gazebos) */
} HgItem;

/* --- terr-render-hg-pieces.c --- */
const TerrRgba *terr_render_hg_stone            (void);
TerrRgba        terr_render_hg_edge_rgba        (void);
double          terr_render_hg_hairline         (const HgLayout          *l,
                                                 const TerrRenderOptions *opts);
void            terr_render_hg_ellipse_on_plane (cairo_t                 *cr,
                                                 const TerrProj          *pj,
                                                 double                   cx,
                                                 double                   cy,
                                                 double                   z,
                                                 double                   r);
gboolean        terr_render_hg_is_light         (TerrRgba                 c);
void            terr_render_hg_draw_coin        (cairo_t                 *cr,
                                                 const TerrProj          *p,
                                                 int                      suit,
                                                 double                   cx,
                                                 double                   cy,
                                                 double                   z,
                                                 const TerrRenderOptions *opts);
void            terr_render_hg_draw_pawn        (cairo_t                 *cr,
                                                 const TerrProj          *p,
                                                 int                      seat,
                                                 double                   cx,
                                                 double                   cy,
                                                 double                   z,
                                                 const TerrRenderOptions *opts);
void            terr_render_hg_draw_tile_box    (cairo_t                 *cr,
                                                 const TerrProj          *p,
                                                 const TerrRenderHgPiece *piece,
                                                 const TerrBox           *b,
                                                 gboolean                 plan,
                                                 const TerrRenderOptions *opts);
void            terr_render_hg_draw_item        (cairo_t                 *cr,
                                                 const HgLayout          *l,
                                                 const TerrRenderHgPiece *p,
                                                 const TerrBox           *b,
                                                 const TerrRenderOptions *opts);

G_END_DECLS
