/* terr-hg-state-private.h — what the files of the Hanging Gardens rules share
 * (terr-hg-state.c, terr-hg-state-check.c, terr-hg-state-design.c): the grid,
 * stacking tiles and the placement checks; not for the rest of the engine. */
#pragma once

#include "terr-hg-state.h"

G_BEGIN_DECLS

/* A file whose garden is wider than this is refused by the loader. */
#define GRID_MAX_SPAN TERR_HG_MAX_SPAN

#define CELL(s, x, y) terr_hg_state_cell ((s), (x), (y))

/* The four spaces of a tile at (x, y), in the order of TerrHgTile.below. */
static const int quad_dx[4] = { 0, 1, 0, 1 };
static const int quad_dy[4] = { 0, 0, 1, 1 };

static inline gboolean
grid_has (const TerrHgState *s, int x, int y)
{
  return (unsigned) (x - s->ox) < (unsigned) s->w
         && (unsigned) (y - s->oy) < (unsigned) s->h;
}

static inline TerrHgCell *
cell_mut (TerrHgState *s, int x, int y)
{
  g_assert (grid_has (s, x, y));
  return &s->cells[(y - s->oy) * s->w + (x - s->ox)];
}

static inline gboolean
coord_ok (int x, int y)
{
  return ABS (x) <= 1000000 && ABS (y) <= 1000000;
}

/* Bottom-up: a tile's key is larger than that of anything it may stand on. */
static inline int
tile_key (const TerrHgTile *t)
{
  return t->level * 4 + (t->support ? t->stack : 0);
}

/* the grid and the tiles (terr-hg-state.c) */

/* The spaces of the grid holding anything; FALSE when none does. */
gboolean    terr_hg_grid_content_box     (const TerrHgState *s,
                                          int               *x0,
                                          int               *y0,
                                          int               *x1,
                                          int               *y1);
/* Make sure the grid holds the spaces (x0..x1, y0..y1). */
void        terr_hg_grid_ensure          (TerrHgState       *s,
                                          int                x0,
                                          int                y0,
                                          int                x1,
                                          int                y1);
/* The support standing squarely and exposed at (x, y) with that level and
 * stack, or -1. */
int         terr_hg_find_exposed_support (const TerrHgState *s,
                                          int                x,
                                          int                y,
                                          int                level,
                                          int                stack);
/* Put the tile @index on top of what covers its four spaces. */
void        terr_hg_stack_tile           (TerrHgState       *s,
                                          int                index);
void        terr_hg_tile_put             (TerrHgState       *s,
                                          int                index);
void        terr_hg_tile_lift            (TerrHgState       *s,
                                          int                index);
int         terr_hg_tile_add             (TerrHgState       *s,
                                          int                x,
                                          int                y,
                                          gboolean           support,
                                          int                level,
                                          int                stack);

/* the placement checks (terr-hg-state-check.c): each returns NULL or the
 * reason, worded into s->reason */

const char *terr_hg_set_reason           (TerrHgState       *s,
                                          const char        *format,
                                          ...) G_GNUC_PRINTF (2, 3);
const char *terr_hg_check_raised_terrace (TerrHgState       *s,
                                          int                x,
                                          int                y,
                                          int                level);
const char *terr_hg_check_support_place  (TerrHgState       *s,
                                          int                x,
                                          int                y,
                                          int                level,
                                          int                stack);
const char *terr_hg_check_space          (TerrHgState       *s,
                                          int                x,
                                          int                y,
                                          TerrHgActionKind   piece);

G_END_DECLS
