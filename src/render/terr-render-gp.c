/* terr-render-gp.c — Garden Paths: each seat's private grid, drawn from
 * above as a walled garden: lawn, water, fountains, gates (openings in the
 * hedge with an arrow), walkways of Path pieces joined within a piece and
 * bordered between pieces, and flower beds with a drawing per flower.
 * Everything of this game's pictures is here: its part of a scene (built
 * by hand or from a TerrGpGame), drawing, hit testing and layout, behind
 * terr_render_gp_game.
 */
#include <stdio.h>
#include <string.h>

#include "terr-render-private.h"
#include "gp/terr-gp-game.h"

#define HEDGE   0.38    /* the hedge around a grid, in squares */
#define LABEL   0.95    /* room for the name above a grid */
#define GAP     0.9     /* between grids */
#define COORDS  0.7     /* room for the coordinate labels (left, under) */

typedef struct {
  double unit;
  double ox, oy;                /* user space of board (0, 0) of grid 0 */
  int    cols;
  int    n;                     /* grids shown */
  int    first;                 /* index in scene->gp.grids of the first */
  double cell_w, cell_h;        /* a grid's slot, in squares */
  double coords;                /* room for the coordinate labels */
} GpLayout;

/* --- the scene --- */

static void
gp_piece_free (gpointer data)
{
  TerrRenderGpPiece *piece = data;
  g_free (piece->id);
  g_array_unref (piece->cells);
  g_free (piece);
}

static void
gp_grid_free (gpointer data)
{
  TerrRenderGpGrid *grid = data;
  g_free (grid->name);
  g_free (grid->cover);
  g_free (grid->flower);
  g_free (grid->owner);
  g_free (grid->path);
  g_free (grid->marks);
  g_free (grid);
}

static void
scene_init (TerrRenderScene *scene)
{
  scene->gp.pieces = g_ptr_array_new_with_free_func (gp_piece_free);
  scene->gp.grids = g_ptr_array_new_with_free_func (gp_grid_free);
}

static void
scene_clear (TerrRenderScene *scene)
{
  TerrRenderGpScene *gp = &scene->gp;

  g_clear_pointer (&gp->pieces, g_ptr_array_unref);
  g_clear_pointer (&gp->grids, g_ptr_array_unref);
  g_clear_pointer (&gp->name, g_free);
  g_clear_pointer (&gp->water, g_free);
  g_clear_pointer (&gp->fountain, g_free);
  g_clear_pointer (&gp->gate, g_free);
}

void
terr_render_scene_gp_set_board (TerrRenderScene *scene, int width,
                                int height, const char *name)
{
  TerrRenderGpScene *gp = &scene->gp;
  gsize n;

  g_return_if_fail (width > 0 && height > 0 && width <= 1000 && height <= 1000);
  n = (gsize) width * height;
  gp->width = width;
  gp->height = height;
  g_free (gp->name);
  gp->name = g_strdup (name);
  g_free (gp->water);
  g_free (gp->fountain);
  g_free (gp->gate);
  gp->water = g_new0 (guint8, n);
  gp->fountain = g_new0 (guint8, n);
  gp->gate = g_new0 (char, n);
  g_ptr_array_set_size (gp->grids, 0);
}

void
terr_render_scene_gp_set_square (TerrRenderScene *scene, int x, int y,
                                 gboolean water, gboolean fountain, char gate)
{
  TerrRenderGpScene *gp = &scene->gp;
  int i;

  g_return_if_fail (x >= 0 && y >= 0 && x < gp->width && y < gp->height);
  i = y * gp->width + x;
  gp->water[i] = water != FALSE;
  gp->fountain[i] = fountain != FALSE;
  gp->gate[i] = gate;
}

static int
flower_from_string (const char *s)
{
  if (g_strcmp0 (s, "rose") == 0)
    return TERR_RENDER_FLOWER_ROSE;
  if (g_strcmp0 (s, "marigold") == 0)
    return TERR_RENDER_FLOWER_MARIGOLD;
  if (g_strcmp0 (s, "lavender") == 0)
    return TERR_RENDER_FLOWER_LAVENDER;
  return TERR_RENDER_FLOWER_NONE;
}

gboolean
terr_render_scene_gp_add_piece (TerrRenderScene *scene, const char *id,
                                gboolean flower, const char *cells)
{
  g_auto (GStrv) parts = g_strsplit_set (cells, " \t\n", -1);
  TerrRenderGpPiece *piece = g_new0 (TerrRenderGpPiece, 1);

  piece->id = g_strdup (id);
  piece->flower = flower;
  piece->cells = g_array_new (FALSE, TRUE, sizeof (TerrRenderGpCell));
  for (int i = 0; parts[i]; i++)
    {
      TerrRenderGpCell c = { 0 };
      char *colon;

      if (*parts[i] == '\0')
        continue;
      colon = strchr (parts[i], ':');
      if (colon)
        {
          *colon = '\0';
          c.flower = flower_from_string (colon + 1);
        }
      if (sscanf (parts[i], "%d,%d", &c.dx, &c.dy) != 2)
        {
          gp_piece_free (piece);
          return FALSE;
        }
      g_array_append_val (piece->cells, c);
    }
  g_ptr_array_add (scene->gp.pieces, piece);
  return TRUE;
}

TerrRenderGpGrid *
terr_render_scene_gp_add_grid (TerrRenderScene *scene, int seat,
                               const char *name)
{
  TerrRenderGpScene *gp = &scene->gp;
  TerrRenderGpGrid *grid = g_new0 (TerrRenderGpGrid, 1);
  gsize n = (gsize) MAX (gp->width, 1) * MAX (gp->height, 1);

  grid->seat = seat;
  grid->name = g_strdup (name);
  grid->cover = g_new0 (guint8, n);
  grid->flower = g_new0 (guint8, n);
  grid->owner = g_new (int, n);
  for (gsize i = 0; i < n; i++)
    grid->owner[i] = -1;
  g_ptr_array_add (gp->grids, grid);
  return grid;
}

GArray *
terr_render_gp_transform_cells (const TerrRenderGpPiece *piece, int transform)
{
  guint n = piece->cells->len;
  GArray *out = g_array_sized_new (FALSE, TRUE, sizeof (TerrRenderGpCell), n);
  g_autofree TerrGpCell *in = g_new0 (TerrGpCell, MAX (n, 1));
  g_autofree TerrGpCell *xf = g_new0 (TerrGpCell, MAX (n, 1));

  /* The rule itself lives in the engine; the cover byte carries each
   * cell's index so that its flower follows it. */
  g_return_val_if_fail (n <= G_MAXUINT8, out);
  for (guint i = 0; i < n; i++)
    {
      const TerrRenderGpCell *c = &g_array_index (piece->cells, TerrRenderGpCell, i);
      g_return_val_if_fail (c->dx >= G_MININT8 && c->dx <= G_MAXINT8 &&
                            c->dy >= G_MININT8 && c->dy <= G_MAXINT8, out);
      in[i] = (TerrGpCell) { (gint8) c->dx, (gint8) c->dy, (guint8) i };
    }
  terr_gp_transform_cells (in, (int) n, piece->flower ? transform : 0, xf);
  for (guint i = 0; i < n; i++)
    {
      TerrRenderGpCell c = g_array_index (piece->cells, TerrRenderGpCell, xf[i].cover);
      c.dx = xf[i].dx;
      c.dy = xf[i].dy;
      g_array_append_val (out, c);
    }
  return out;
}

const TerrRenderGpPiece *
terr_render_scene_gp_find_piece (TerrRenderScene *scene, const char *id)
{
  for (guint i = 0; i < scene->gp.pieces->len; i++)
    {
      const TerrRenderGpPiece *p = g_ptr_array_index (scene->gp.pieces, i);
      if (g_strcmp0 (p->id, id) == 0)
        return p;
    }
  return NULL;
}

gboolean
terr_render_scene_gp_place (TerrRenderScene *scene, TerrRenderGpGrid *grid,
                            const char *piece_id, int x, int y, int transform)
{
  TerrRenderGpScene *gp = &scene->gp;
  const TerrRenderGpPiece *piece = terr_render_scene_gp_find_piece (scene, piece_id);
  g_autoptr (GArray) cells = NULL;
  int owner = 0;

  if (piece == NULL)
    return FALSE;
  cells = terr_render_gp_transform_cells (piece, transform);
  for (guint i = 0; i < cells->len; i++)
    {
      TerrRenderGpCell *c = &g_array_index (cells, TerrRenderGpCell, i);
      if (x + c->dx < 0 || y + c->dy < 0 || x + c->dx >= gp->width
          || y + c->dy >= gp->height)
        return FALSE;
    }
  for (int i = 0; i < gp->width * gp->height; i++)
    owner = MAX (owner, grid->owner[i] + 1);
  for (guint i = 0; i < cells->len; i++)
    {
      TerrRenderGpCell *c = &g_array_index (cells, TerrRenderGpCell, i);
      int k = (y + c->dy) * gp->width + x + c->dx;
      grid->cover[k] = piece->flower ? TERR_RENDER_GP_FLOWER : TERR_RENDER_GP_PATH;
      grid->flower[k] = piece->flower ? c->flower : TERR_RENDER_FLOWER_NONE;
      grid->owner[k] = owner;
    }
  return TRUE;
}

static int
flower_of_cover (int cover)
{
  switch (cover)
    {
    case TERR_GP_ROSE:     return TERR_RENDER_FLOWER_ROSE;
    case TERR_GP_MARIGOLD: return TERR_RENDER_FLOWER_MARIGOLD;
    case TERR_GP_LAVENDER: return TERR_RENDER_FLOWER_LAVENDER;
    default:               return TERR_RENDER_FLOWER_NONE;
    }
}

/* The score explained on the grid of one seat: which squares of its best
 * path are circled or fountains, and its gate bonus. */
static void
fill_marks (TerrRenderGpGrid *rg, const TerrGpBoard *board,
            const TerrGpGrid *grid, const TerrGpScore *score)
{
  rg->marks = g_new0 (guint8, board->width * board->height);
  for (int j = 0; j < score->n_path; j++)
    {
      int i = score->path[j];
      int x = i % board->width, y = i / board->width;

      if (terr_gp_grid_is_circled (grid, x, y))
        rg->marks[i] |= 1;
      if (board->flags[i] & TERR_GP_SQ_FOUNTAIN)
        rg->marks[i] |= 2;
    }
  rg->gate_bonus = score->gate_bonus;
}

static void
scene_fill (TerrRenderScene *scene, TerrGame *game,
            const TerrRenderOptions *opts)
{
  static const char sides[] = { 'n', 'e', 's', 'w' };
  const TerrGpBoard *board;
  const TerrGpPieceSet *set;
  guint n_players = terr_game_get_n_players (game);
  /* The best paths cost a search: only when they are drawn. */
  gboolean with_paths = opts != NULL && opts->show_paths;

  if (!TERR_IS_GP_GAME (game))
    return;
  board = terr_gp_game_get_board (TERR_GP_GAME (game));
  set = terr_gp_game_get_pieces (TERR_GP_GAME (game));
  if (board == NULL || board->width <= 0 || board->height <= 0)
    return;
  terr_render_scene_gp_set_board (scene, board->width, board->height, board->name);
  for (int y = 0; y < board->height; y++)
    for (int x = 0; x < board->width; x++)
      {
        int i = y * board->width + x;
        int side = board->gate_side[i];
        terr_render_scene_gp_set_square (scene, x, y,
                                         (board->flags[i] & TERR_GP_SQ_WATER) != 0,
                                         (board->flags[i] & TERR_GP_SQ_FOUNTAIN) != 0,
                                         side >= 0 && side < 4 ? sides[side] : 0);
      }
  for (int p = 0; set && p < terr_gp_piece_set_size (set); p++)
    {
      const TerrGpPiece *piece = terr_gp_piece_set_get (set, p);
      TerrRenderGpPiece *rp = g_new0 (TerrRenderGpPiece, 1);

      rp->id = g_strdup (piece->id);
      rp->flower = piece->kind == TERR_GP_KIND_FLOWER;
      rp->cells = g_array_new (FALSE, TRUE, sizeof (TerrRenderGpCell));
      for (int c = 0; c < piece->n_cells; c++)
        {
          TerrRenderGpCell cell = { piece->cells[c].dx, piece->cells[c].dy,
                                    flower_of_cover (piece->cells[c].cover) };
          g_array_append_val (rp->cells, cell);
        }
      g_ptr_array_add (scene->gp.pieces, rp);
    }
  for (guint seat = 1; seat <= n_players; seat++)
    {
      const TerrGpGrid *grid = terr_gp_game_get_grid (TERR_GP_GAME (game), seat);
      /* The game names its seats ("Player 2" for one without a name). */
      g_autofree char *name = terr_game_get_player_name (game, seat);
      TerrRenderGpGrid *rg;
      int n = board->width * board->height;

      rg = terr_render_scene_gp_add_grid (scene, seat, name);
      if (grid == NULL)
        continue;
      for (int i = 0; i < n; i++)
        {
          int cover = grid->cover[i];
          rg->cover[i] = cover == TERR_GP_EMPTY ? TERR_RENDER_GP_EMPTY
                         : cover == TERR_GP_PATH ? TERR_RENDER_GP_PATH
                         : TERR_RENDER_GP_FLOWER;
          rg->flower[i] = flower_of_cover (cover);
        }
      /* Which placement covers each square: for the piece borders. */
      for (guint k = 0; grid->placed && set && k < grid->placed->len; k++)
        {
          const TerrGpPlacement *pl = &g_array_index (grid->placed, TerrGpPlacement, k);
          const TerrGpPiece *piece;

          if (pl->piece < 0 || pl->piece >= terr_gp_piece_set_size (set)
              || pl->transform < 0 || pl->transform > 7)
            continue;
          piece = terr_gp_piece_set_get (set, pl->piece);
          for (int c = 0; c < piece->n_cells; c++)
            {
              int x = pl->x + piece->xf[pl->transform][c].dx;
              int y = pl->y + piece->xf[pl->transform][c].dy;
              if (terr_gp_board_contains (board, x, y))
                rg->owner[y * board->width + x] = k;
            }
        }
      if (with_paths)
        {
          const TerrGpScore *score = terr_gp_game_get_best_path (TERR_GP_GAME (game), seat);
          if (score && score->n_path > 0)
            {
              rg->n_path = score->n_path;
              rg->path = g_new (int, score->n_path);
              for (int j = 0; j < score->n_path; j++)
                rg->path[j] = score->path[j];
              if (opts->explain_seat == (int) seat && grid != NULL)
                fill_marks (rg, board, grid, score);
            }
        }
    }
}

/* --- layout --- */

static int
grid_index_for_seat (TerrRenderScene *scene, int seat)
{
  for (guint i = 0; i < scene->gp.grids->len; i++)
    {
      TerrRenderGpGrid *g = g_ptr_array_index (scene->gp.grids, i);
      if (g->seat == seat)
        return i;
    }
  return -1;
}

static void
layout (TerrRenderScene *scene, double width, double height,
        const TerrRenderOptions *opts, GpLayout *l)
{
  TerrRenderGpScene *gp = &scene->gp;
  double margin = MIN (width, height) * 0.03 + 4;
  double aw = MAX (width - 2 * margin, 1), ah = MAX (height - 2 * margin, 1);
  int idx = opts->seat > 0 ? grid_index_for_seat (scene, opts->seat) : -1;
  int rows;

  l->first = idx >= 0 ? idx : 0;
  l->n = idx >= 0 ? 1 : MAX ((int) gp->grids->len, 1);
  l->coords = opts->show_coordinates ? COORDS : 0;
  l->cell_w = MAX (gp->width, 1) + 2 * HEDGE + GAP + l->coords;
  l->cell_h = MAX (gp->height, 1) + 2 * HEDGE + LABEL + GAP + l->coords;
  /* As many columns as give the largest squares. */
  l->unit = 0;
  l->cols = 1;
  for (int cols = 1; cols <= l->n; cols++)
    {
      int r = (l->n + cols - 1) / cols;
      double u = MIN (aw / (cols * l->cell_w - GAP), ah / (r * l->cell_h - GAP));
      if (u > l->unit + 1e-9)
        {
          l->unit = u;
          l->cols = cols;
        }
    }
  rows = (l->n + l->cols - 1) / l->cols;
  l->ox = (width - l->unit * (l->cols * l->cell_w - GAP)) / 2
          + l->unit * (HEDGE + l->coords);
  l->oy = (height - l->unit * (rows * l->cell_h - GAP)) / 2
          + l->unit * (HEDGE + LABEL);
}

/* User-space origin of board (0, 0) of the k-th grid shown. */
static void
grid_origin (const GpLayout *l, int k, double *x, double *y)
{
  *x = l->ox + l->unit * (k % l->cols) * l->cell_w;
  *y = l->oy + l->unit * (k / l->cols) * l->cell_h;
}

static double
hairline (const GpLayout *l, const TerrRenderOptions *opts)
{
  double s = opts->scale > 0 ? opts->scale : 1.0;
  return MAX (l->unit * 0.02, 1.0 / s);
}

static void
draw_water (cairo_t *cr, double x, double y)
{
  TerrRgba water = TERR_RGB (0x3D8FD1);

  terr_path_round_rect (cr, x + 0.04, y + 0.04, 0.92, 0.92, 0.16);
  terr_set_rgba (cr, water);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.6);
  cairo_set_line_width (cr, 0.045);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int i = 0; i < 3; i++)
    {
      double yy = y + 0.3 + i * 0.2, xx = x + (i % 2 ? 0.28 : 0.18);
      cairo_move_to (cr, xx, yy);
      cairo_curve_to (cr, xx + 0.1, yy - 0.07, xx + 0.18, yy - 0.07, xx + 0.27, yy);
      cairo_curve_to (cr, xx + 0.36, yy + 0.07, xx + 0.44, yy + 0.07, xx + 0.53, yy);
    }
  cairo_stroke (cr);
}

static void
draw_fountain (cairo_t *cr, double cx, double cy, double r)
{
  /* A round stone basin, water inside, a jet with drops. */
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.78, 0.77, 0.74);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.45, 0.44, 0.42);
  cairo_set_line_width (cr, r * 0.08);
  cairo_stroke (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, r * 0.74, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.30, 0.62, 0.88);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, r * 0.2, 0, 2 * G_PI);
  cairo_fill (cr);
  for (int i = 0; i < 6; i++)
    {
      double a = i * G_PI / 3 + G_PI / 6;
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx + r * 0.47 * cos (a), cy + r * 0.47 * sin (a), r * 0.07,
                 0, 2 * G_PI);
    }
  cairo_fill (cr);
}

/* The squares of one cover kind, each inset by @inset, joined to the
 * squares of the same placement to the east and south (and across the
 * middle of a 2 x 2 block): a piece becomes one shape, two pieces side by
 * side stay apart. */
static void
path_joined (cairo_t *cr, TerrRenderGpScene *gp, TerrRenderGpGrid *g,
             const guint8 *cover_of, int cover, double inset, double radius)
{
  int w = gp->width, h = gp->height;
  double d = inset;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        int i = y * w + x;
        gboolean east, south;

        if (cover_of[i] != cover)
          continue;
        if (radius > 0)
          terr_path_round_rect (cr, x + d, y + d, 1 - 2 * d, 1 - 2 * d, radius);
        else
          cairo_rectangle (cr, x + d, y + d, 1 - 2 * d, 1 - 2 * d);
        east = x + 1 < w && cover_of[i + 1] == cover && g->owner[i + 1] == g->owner[i];
        south = y + 1 < h && cover_of[i + w] == cover && g->owner[i + w] == g->owner[i];
        if (east)
          cairo_rectangle (cr, x + 0.5, y + d, 1, 1 - 2 * d);
        if (south)
          cairo_rectangle (cr, x + d, y + 0.5, 1 - 2 * d, 1);
        if (east && south && cover_of[i + w + 1] == cover
            && g->owner[i + w + 1] == g->owner[i])
          cairo_rectangle (cr, x + 0.5, y + 0.5, 1, 1);
      }
}

/* A few pebbles in the gravel of the square (0, 0), in one of a few fixed
 * patterns, so the picture never changes. */
static void
draw_pebbles (cairo_t *cr, int pattern)
{
  guint hsh = (guint) (pattern * 92821 + 17);
  cairo_set_source_rgba (cr, 0.55, 0.47, 0.35, 0.45);
  for (int k = 0; k < 4; k++)
    {
      double px, py;
      hsh = hsh * 1103515245u + 12345u;
      px = 0.22 + ((hsh >> 8) % 1000) / 1000.0 * 0.56;
      hsh = hsh * 1103515245u + 12345u;
      py = 0.22 + ((hsh >> 8) % 1000) / 1000.0 * 0.56;
      cairo_new_sub_path (cr);
      cairo_arc (cr, px, py, 0.035, 0, 2 * G_PI);
    }
  cairo_fill (cr);
}

static void
draw_hedge (cairo_t *cr, TerrRenderGpScene *gp)
{
  int w = gp->width, h = gp->height;
  TerrRgba hedge = TERR_RGB (0x3B7A3A), leaf = TERR_RGB (0x4E9446);

  /* Four straight strips (boxes are cheap to fill) and round corners. */
  terr_set_rgba (cr, hedge);
  cairo_rectangle (cr, 0, -HEDGE, w, HEDGE);
  cairo_rectangle (cr, 0, h, w, HEDGE);
  cairo_rectangle (cr, -HEDGE, 0, HEDGE, h);
  cairo_rectangle (cr, w, 0, HEDGE, h);
  cairo_fill (cr);
  for (int corner = 0; corner < 4; corner++)
    {
      double cx = corner & 1 ? w : 0, cy = corner & 2 ? h : 0;
      cairo_move_to (cr, cx, cy);
      cairo_arc (cr, cx, cy, HEDGE, (corner == 0 ? 2 : corner == 1 ? 3 : corner == 3 ? 0 : 1) * G_PI / 2,
                 (corner == 0 ? 3 : corner == 1 ? 4 : corner == 3 ? 1 : 2) * G_PI / 2);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  /* Leafy bumps along the hedge. */
  terr_set_rgba (cr, leaf);
  for (int i = 0; i < 2 * w; i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, (i + 0.5) / 2, -HEDGE / 2, HEDGE * 0.22, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc (cr, (i + 0.5) / 2, h + HEDGE / 2, HEDGE * 0.22, 0, 2 * G_PI);
    }
  for (int i = 0; i < 2 * h; i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, -HEDGE / 2, (i + 0.5) / 2, HEDGE * 0.22, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc (cr, w + HEDGE / 2, (i + 0.5) / 2, HEDGE * 0.22, 0, 2 * G_PI);
    }
  cairo_fill (cr);
}

static void
draw_gate (cairo_t *cr, int x, int y, char side, TerrRgba ground)
{
  /* An opening in the hedge with two posts and an arrow pointing in.
   * Drawn for side n, turned for the others. */
  double angle = side == 'e' ? G_PI / 2 : side == 's' ? G_PI : side == 'w' ? -G_PI / 2 : 0;

  cairo_save (cr);
  cairo_translate (cr, x + 0.5, y + 0.5);
  cairo_rotate (cr, angle);
  /* Now the square is (-0.5..0.5)^2 and the hedge lies above y = -0.5. */
  cairo_rectangle (cr, -0.36, -0.5 - HEDGE - 0.01, 0.72, HEDGE + 0.02);
  terr_set_rgba (cr, ground);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.45, 0.29, 0.15);
  cairo_rectangle (cr, -0.46, -0.5 - HEDGE - 0.04, 0.12, HEDGE + 0.06);
  cairo_rectangle (cr, 0.34, -0.5 - HEDGE - 0.04, 0.12, HEDGE + 0.06);
  cairo_fill (cr);
  /* The arrow, in the opening, pointing into the garden. */
  cairo_move_to (cr, -0.20, -0.5 - HEDGE * 0.80);
  cairo_line_to (cr, 0, -0.5 - HEDGE * 0.25);
  cairo_line_to (cr, 0.20, -0.5 - HEDGE * 0.80);
  cairo_set_line_width (cr, 0.09);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_source_rgb (cr, 0.20, 0.16, 0.10);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* Small pictures through the cache (terr_sprite): in the grid's user space
 * a square is 1 x 1. */
typedef struct {
  int    kind;     /* 0 flower, 1 pebbles, 2 fountain, 3 water */
  int    which;    /* flower type, pebble pattern */
  double r;        /* fountain radius */
} GpSprite;

static void
gp_sprite_cb (cairo_t *cr, const TerrProj *p, gconstpointer data)
{
  const GpSprite *d = data;

  /* Drawn for the square (0, 0). */
  switch (d->kind)
    {
    case 0:
      terr_draw_flower (cr, d->which, 0.5, 0.5, 0.42);
      break;
    case 1:
      draw_pebbles (cr, d->which);
      break;
    case 2:
      draw_fountain (cr, 0.5, 0.5, d->r);
      break;
    default:
      draw_water (cr, 0, 0);
      break;
    }
}

static void
draw_square_sprite (cairo_t *cr, const TerrRenderOptions *opts, int x, int y,
                    int kind, int which, double r)
{
  static const TerrProj plan = { 1, 0, 0, 1, 0, 0 };
  GpSprite d = { kind, which, r };
  char key[64];

  g_snprintf (key, sizeof key, "gp:%d:%d:%g", kind, which, r);
  terr_sprite (cr, &plan, opts->scale, x, y, 0, 0, 1, 1, key, gp_sprite_cb, &d);
}

/* What every grid of the board shows before any piece: lawn, hairlines,
 * the hedge with its gates, water.  Drawn in the grid's user space. */
typedef struct {
  TerrRenderGpScene *gp;
  double             hairline;
} GpGround;

static void
ground_cb (cairo_t *cr, const TerrProj *p, gconstpointer data)
{
  const GpGround *d = data;
  TerrRenderGpScene *gp = d->gp;
  int w = gp->width, h = gp->height;
  TerrRgba lawn = TERR_RGB (0xA3CF83), lawn2 = TERR_RGB (0x9AC67A);

  /* Lawn, checkered a little. */
  cairo_rectangle (cr, 0, 0, w, h);
  terr_set_rgba (cr, lawn);
  cairo_fill (cr);
  for (int y = 0; y < h; y++)
    for (int x = (y % 2); x < w; x += 2)
      cairo_rectangle (cr, x, y, 1, 1);
  terr_set_rgba (cr, lawn2);
  cairo_fill (cr);
  /* Hairlines between the squares of the lawn, for counting. */
  cairo_set_line_width (cr, d->hairline);
  cairo_set_source_rgba (cr, 0.1, 0.25, 0.05, 0.18);
  for (int i = 1; i < w; i++)
    {
      cairo_move_to (cr, i, 0);
      cairo_line_to (cr, i, h);
    }
  for (int i = 1; i < h; i++)
    {
      cairo_move_to (cr, 0, i);
      cairo_line_to (cr, w, i);
    }
  cairo_stroke (cr);
  draw_hedge (cr, gp);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        int i = y * w + x;
        if (gp->gate[i])
          draw_gate (cr, x, y, gp->gate[i], lawn);
        if (gp->water[i])
          draw_water (cr, x, y);
      }
}

static void
draw_ground (cairo_t *cr, TerrRenderScene *scene, const GpLayout *l,
             const TerrRenderOptions *opts)
{
  static const TerrProj plan = { 1, 0, 0, 1, 0, 0 };
  TerrRenderGpScene *gp = &scene->gp;
  GpGround d = { gp, hairline (l, opts) / l->unit };
  guint32 hash = 2166136261u;
  char key[96];

  /* The key names the board: its size and a hash of its squares. */
  for (int i = 0; i < gp->width * gp->height; i++)
    {
      hash = (hash ^ (guint8) gp->gate[i]) * 16777619u;
      hash = (hash ^ gp->water[i]) * 16777619u;
    }
  g_snprintf (key, sizeof key, "gp-ground:%dx%d:%08x:%g", gp->width, gp->height,
              hash, opts->scale);
  terr_sprite (cr, &plan, opts->scale, 0, 0, -HEDGE - 0.1, -HEDGE - 0.1,
               gp->width + HEDGE + 0.1, gp->height + HEDGE + 0.1, key, ground_cb, &d);
}

/* The score explained on a path (TerrRenderGpGrid.marks): a ring on each
 * circled square, a "+1" drop on each fountain, the gate bonus at the end;
 * in the current user space of the grid (one unit per square). */
static void
draw_path_marks (cairo_t *cr, TerrRenderScene *scene, TerrRenderGpGrid *g,
                 const TerrRenderOptions *opts)
{
  int w = scene->gp.width;
  TerrRgba ink = TERR_RGB (0x1A1A1A), fountain = TERR_RGB (0x0072B2);

  for (int j = 0; j < g->n_path; j++)
    {
      int i = g->path[j];
      double cx = i % w + 0.5, cy = i / w + 0.5;

      if (g->marks[i] & 1)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy, 0.36, 0, 2 * G_PI);
          cairo_set_line_width (cr, 0.13);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
          cairo_stroke_preserve (cr);
          cairo_set_line_width (cr, 0.06);
          terr_set_rgba (cr, ink);
          cairo_stroke (cr);
        }
      if (g->marks[i] & 2)
        {
          /* A number, the same in every language. */
          const char *plus = "+1";
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx + 0.28, cy - 0.28, 0.18, 0, 2 * G_PI);
          terr_set_rgba (cr, fountain);
          cairo_fill (cr);
          terr_draw_text (cr, plus, cx + 0.28, cy - 0.28, 0.2, TRUE, TERR_RGB (0xFFFFFF));
        }
    }
  if (g->gate_bonus > 0 && g->n_path > 0)
    {
      int last = g->path[g->n_path - 1];
      char buf[16];
      double cx = last % w + 0.5, cy = last / w + 0.5;

      g_snprintf (buf, sizeof buf, "+%d", g->gate_bonus);
      terr_path_round_rect (cr, cx - 0.42, cy + 0.12, 0.84, 0.36, 0.1);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.92);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 0.04);
      terr_set_rgba (cr, ink);
      cairo_stroke (cr);
      terr_draw_text (cr, buf, cx, cy + 0.30, 0.26, TRUE, ink);
    }
  (void) opts;
}

static void
draw_grid (cairo_t *cr, TerrRenderScene *scene, TerrRenderGpGrid *g,
           const GpLayout *l, int k, const TerrRenderOptions *opts)
{
  TerrRenderGpScene *gp = &scene->gp;
  int w = gp->width, h = gp->height;
  TerrRgba gravel = TERR_RGB (0xEBDDBF), gravel_edge = TERR_RGB (0x9D8460);
  TerrRgba soil = TERR_RGB (0x8A6244), soil_edge = TERR_RGB (0x5A3D28);
  TerrRgba fg = terr_rgba_from_color (&opts->foreground);
  double gx, gy;

  grid_origin (l, k, &gx, &gy);
  cairo_save (cr);
  cairo_translate (cr, gx, gy);
  cairo_scale (cr, l->unit, l->unit);

  /* The name over the grid, with the seat's colour. */
  if (g && (l->n > 1 || g->name))
    {
      double ty = -HEDGE - LABEL * 0.45;
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0.2, ty, 0.2, 0, 2 * G_PI);
      terr_set_rgba (cr, terr_opts_seat_rgba (opts, g->seat));
      cairo_fill (cr);
      terr_draw_text_left (cr, g->name ? g->name : "", 0.55, ty, 0.48,
                           TRUE, fg);
    }

  draw_ground (cr, scene, l, opts);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        int i = y * w + x;
        if (!gp->water[i] && gp->fountain[i] && (!g || g->cover[i] == TERR_RENDER_GP_EMPTY))
          draw_square_sprite (cr, opts, x, y, 2, 0, 0.36);
      }

  if (g)
    {
      /* Each kind twice: its border colour a little wider, then its
       * ground, so that neighbouring pieces show a border between them.
       * Only the border has round corners (boxes are much cheaper to fill;
       * the ground's corners stay inside the border's curve). */
      const struct { int cover; double inset, radius; TerrRgba colour; } passes[] = {
        { TERR_RENDER_GP_PATH, 0.05, 0.12, gravel_edge },
        { TERR_RENDER_GP_PATH, 0.10, 0, gravel },
        { TERR_RENDER_GP_FLOWER, 0.05, 0.12, soil_edge },
        { TERR_RENDER_GP_FLOWER, 0.10, 0, soil },
      };
      for (guint k2 = 0; k2 < G_N_ELEMENTS (passes); k2++)
        {
          path_joined (cr, gp, g, g->cover, passes[k2].cover, passes[k2].inset,
                       passes[k2].radius);
          terr_set_rgba (cr, passes[k2].colour);
          cairo_fill (cr);
        }
      for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
          {
            int i = y * w + x;
            if (g->cover[i] == TERR_RENDER_GP_PATH)
              {
                /* Four pebble patterns, chosen by the square. */
                draw_square_sprite (cr, opts, x, y, 1, (x * 7 + y * 3) % 4, 0);
                if (gp->fountain[i])
                  draw_square_sprite (cr, opts, x, y, 2, 0, 0.27);
              }
            else if (g->cover[i] == TERR_RENDER_GP_FLOWER)
              draw_square_sprite (cr, opts, x, y, 0, g->flower[i], 0);
          }
      if (opts->show_paths && g->n_path > 0)
        {
          /* A dark line in a light casing, whatever the style: at least
           * 4.7:1 on grass and gravel and 12:1 on its casing (see
           * docs/accessibility.md); the style's accent colour was 1.2:1. */
          TerrRgba accent = TERR_RGB (0x12336B), casing = TERR_RGB (0xFFFFFF);
          int first = g->path[0];
          int last = g->path[g->n_path - 1];

          for (int j = 0; j < g->n_path; j++)
            {
              double px = g->path[j] % w + 0.5, py = g->path[j] / w + 0.5;
              if (j == 0)
                cairo_move_to (cr, px, py);
              else
                cairo_line_to (cr, px, py);
            }
          cairo_set_line_width (cr, 0.21);
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
          cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
          terr_set_rgba_alpha (cr, casing, 0.9);
          cairo_stroke_preserve (cr);
          cairo_set_line_width (cr, 0.13);
          terr_set_rgba (cr, accent);
          cairo_stroke (cr);
          cairo_new_sub_path (cr);
          cairo_arc (cr, first % w + 0.5, first / w + 0.5, 0.16, 0, 2 * G_PI);
          cairo_new_sub_path (cr);
          cairo_arc (cr, last % w + 0.5, last / w + 0.5, 0.16, 0, 2 * G_PI);
          terr_set_rgba (cr, accent);
          cairo_fill_preserve (cr);
          cairo_set_line_width (cr, 0.04);
          terr_set_rgba (cr, casing);
          cairo_stroke (cr);
          if (g->marks != NULL)
            draw_path_marks (cr, scene, g, opts);
        }
    }

  cairo_restore (cr);
}

/* The k-th grid shown, NULL for a scene without grids. */
static TerrRenderGpGrid *
shown_grid (TerrRenderScene *scene, const GpLayout *l, int k)
{
  if (l->first + k < (int) scene->gp.grids->len)
    return g_ptr_array_index (scene->gp.grids, l->first + k);
  return NULL;
}

static int
shown_index (TerrRenderScene *scene, const GpLayout *l, int seat)
{
  for (int k = 0; k < l->n; k++)
    {
      TerrRenderGpGrid *g;
      if (l->first + k >= (int) scene->gp.grids->len)
        break;
      g = g_ptr_array_index (scene->gp.grids, l->first + k);
      if (g->seat == seat)
        return k;
    }
  return -1;
}

static void
draw_ghost (cairo_t *cr, TerrRenderScene *scene, const GpLayout *l,
            const TerrMove *m, TerrRgba tint)
{
  const TerrRenderGpPiece *piece;
  g_autoptr (GArray) cells = NULL;
  gint64 x, y, t = 0;
  double gx, gy;
  int k;

  if (!terr_move_is (m, "place"))
    return;
  piece = terr_render_scene_gp_find_piece (scene, terr_move_get (m, "piece"));
  k = shown_index (scene, l, terr_move_get_seat (m));
  if (piece == NULL || k < 0 || !terr_move_get_int (m, "x", -1000, 1000, &x)
      || !terr_move_get_int (m, "y", -1000, 1000, &y))
    return;
  terr_move_get_int (m, "transform", 0, 7, &t);
  cells = terr_render_gp_transform_cells (piece, (int) t);
  grid_origin (l, k, &gx, &gy);
  cairo_save (cr);
  cairo_translate (cr, gx, gy);
  cairo_scale (cr, l->unit, l->unit);
  cairo_rectangle (cr, -HEDGE, -HEDGE, scene->gp.width + 2 * HEDGE,
                   scene->gp.height + 2 * HEDGE);
  cairo_clip (cr);
  {
    int minx = G_MAXINT, miny = G_MAXINT, maxx = G_MININT, maxy = G_MININT;
    for (guint i = 0; i < cells->len; i++)
      {
        TerrRenderGpCell *c = &g_array_index (cells, TerrRenderGpCell, i);
        minx = MIN (minx, c->dx);
        miny = MIN (miny, c->dy);
        maxx = MAX (maxx, c->dx + 1);
        maxy = MAX (maxy, c->dy + 1);
      }
    terr_group_begin (cr, x + minx, y + miny, x + maxx, y + maxy);
  }
  for (guint i = 0; i < cells->len; i++)
    {
      TerrRenderGpCell *c = &g_array_index (cells, TerrRenderGpCell, i);
      double cx = x + c->dx, cy = y + c->dy;
      terr_path_round_rect (cr, cx + 0.06, cy + 0.06, 0.88, 0.88, 0.14);
      terr_set_rgba_alpha (cr, tint, 0.55);
      cairo_fill_preserve (cr);
      terr_set_rgba (cr, terr_rgba_shade (tint, 0.6));
      cairo_set_line_width (cr, 0.07);
      cairo_stroke (cr);
      if (piece->flower)
        terr_draw_flower (cr, c->flower, cx + 0.5, cy + 0.5, 0.34);
      else
        {
          cairo_save (cr);
          cairo_translate (cr, cx, cy);
          draw_pebbles (cr, ((int) cx * 7 + (int) cy * 3) % 4);
          cairo_restore (cr);
        }
    }
  terr_group_end (cr, 0.8);
  cairo_restore (cr);
}

static void
draw_cursor (cairo_t *cr, TerrRenderScene *scene, const GpLayout *l,
             const TerrRenderOptions *opts)
{
  int seat = opts->cursor_seat > 0 ? opts->cursor_seat
             : opts->seat > 0 ? opts->seat : 1;
  int k = shown_index (scene, l, seat);
  double gx, gy;

  if (k < 0)
    return;
  grid_origin (l, k, &gx, &gy);
  cairo_save (cr);
  cairo_translate (cr, gx, gy);
  cairo_scale (cr, l->unit, l->unit);
  terr_path_round_rect (cr, opts->cursor_x + 0.04, opts->cursor_y + 0.04,
                        0.92, 0.92, 0.14);
  cairo_restore (cr);
  terr_fill_cursor (cr, opts, l->unit);
}

static void
scene_draw (TerrRenderScene *scene, cairo_t *cr, double width, double height,
            const TerrRenderOptions *opts)
{
  GpLayout l;

  if (scene->gp.width <= 0 || scene->gp.height <= 0)
    return;
  layout (scene, width, height, opts, &l);
  for (int k = 0; k < l.n; k++)
    draw_grid (cr, scene, shown_grid (scene, &l, k), &l, k, opts);
  if (opts->hint)
    draw_ghost (cr, scene, &l, opts->hint, terr_rgba_from_color (&opts->accent));
  if (opts->ghost)
    draw_ghost (cr, scene, &l, opts->ghost, terr_ghost_rgba (opts->ghost_legal));
  if (opts->cursor_visible)
    draw_cursor (cr, scene, &l, opts);
}

static gboolean
scene_hit_test (TerrRenderScene *scene, double width, double height,
                const TerrRenderOptions *opts, double x, double y,
                TerrRenderHit *hit)
{
  GpLayout l;

  if (scene->gp.width <= 0 || scene->gp.height <= 0)
    return FALSE;
  layout (scene, width, height, opts, &l);
  for (int k = 0; k < l.n; k++)
    {
      TerrRenderGpGrid *g = NULL;
      double gx, gy, fx, fy;
      int sx, sy, i;

      grid_origin (&l, k, &gx, &gy);
      fx = (x - gx) / l.unit;
      fy = (y - gy) / l.unit;
      if (fx < 0 || fy < 0 || fx >= scene->gp.width || fy >= scene->gp.height)
        continue;
      sx = MIN ((int) floor (fx), scene->gp.width - 1);
      sy = MIN ((int) floor (fy), scene->gp.height - 1);
      i = sy * scene->gp.width + sx;
      if (l.first + k < (int) scene->gp.grids->len)
        g = g_ptr_array_index (scene->gp.grids, l.first + k);
      hit->kind = TERR_RENDER_HIT_BOARD;
      hit->x = sx;
      hit->y = sy;
      hit->fx = fx;
      hit->fy = fy;
      hit->seat = g ? g->seat : 0;
      hit->level = 0;
      if (scene->gp.water[i])
        hit->piece = TERR_RENDER_PIECE_WATER;
      else if (g && g->cover[i] == TERR_RENDER_GP_PATH)
        hit->piece = TERR_RENDER_PIECE_PATH;
      else if (g && g->cover[i] == TERR_RENDER_GP_FLOWER)
        hit->piece = TERR_RENDER_PIECE_FLOWER;
      else
        hit->piece = TERR_RENDER_PIECE_NONE;
      return TRUE;
    }
  return FALSE;
}

/* @level is ignored: a grid is flat. */
static gboolean
scene_locate (TerrRenderScene *scene, double width, double height,
              const TerrRenderOptions *opts, int seat, double fx, double fy,
              int level, double *x, double *y)
{
  GpLayout l;
  double gx, gy;
  int k;

  if (scene->gp.width <= 0 || scene->gp.height <= 0)
    return FALSE;
  layout (scene, width, height, opts, &l);
  k = shown_index (scene, &l, seat > 0 ? seat : opts->seat > 0 ? opts->seat : 1);
  if (k < 0)
    return FALSE;
  grid_origin (&l, k, &gx, &gy);
  *x = gx + l.unit * fx;
  *y = gy + l.unit * fy;
  return TRUE;
}

/* The grid of the k-th grid shown as a plan projection. */
static void
grid_proj (const GpLayout *l, int k, TerrProj *p)
{
  terr_proj_init (p, TERR_RENDER_VIEW_PLAN);
  p->unit = l->unit;
  grid_origin (l, k, &p->ox, &p->oy);
}

static void
scene_labels (TerrRenderScene *scene, double width, double height,
              const TerrRenderOptions *opts, GArray *labels)
{
  GpLayout l;

  if (scene->gp.width <= 0 || scene->gp.height <= 0)
    return;
  layout (scene, width, height, opts, &l);
  for (int k = 0; k < l.n; k++)
    {
      TerrRenderGpGrid *g = shown_grid (scene, &l, k);
      TerrProj p;

      grid_proj (&l, k, &p);
      terr_render_add_grid_labels (labels, &p, 0, g != NULL ? g->seat : 0, 0, 0,
                                   scene->gp.width - 1, scene->gp.height - 1,
                                   HEDGE + COORDS / 2);
    }
}

/* Square (x, y) of its seat's grid, if that grid is shown. */
static gboolean
scene_square_path (TerrRenderScene *scene, cairo_t *cr, double width,
                   double height, const TerrRenderOptions *opts,
                   const TerrSquare *sq)
{
  GpLayout l;
  TerrProj p;
  int k;

  if (scene->gp.width <= 0 || scene->gp.height <= 0
      || sq->x < 0 || sq->y < 0 || sq->x >= scene->gp.width || sq->y >= scene->gp.height)
    return FALSE;
  layout (scene, width, height, opts, &l);
  k = shown_index (scene, &l, sq->seat > 0 ? sq->seat : opts->seat > 0 ? opts->seat : 1);
  if (k < 0)
    return FALSE;
  grid_proj (&l, k, &p);
  cairo_save (cr);
  terr_proj_set_plane (&p, cr, 0);
  cairo_rectangle (cr, sq->x + 0.08, sq->y + 0.08, 0.84, 0.84);
  cairo_restore (cr);
  return TRUE;
}

/* The start page's picture of the game. */
static void
scene_sample (TerrRenderScene *scene)
{
  TerrRenderGpGrid *grid;

  terr_render_scene_gp_set_board (scene, 7, 5, "Courtyard");
  terr_render_scene_gp_set_square (scene, 3, 0, FALSE, FALSE, 'n');
  terr_render_scene_gp_set_square (scene, 3, 4, FALSE, FALSE, 's');
  terr_render_scene_gp_set_square (scene, 0, 2, FALSE, FALSE, 'w');
  terr_render_scene_gp_set_square (scene, 6, 2, FALSE, FALSE, 'e');
  terr_render_scene_gp_set_square (scene, 1, 1, FALSE, TRUE, 0);
  terr_render_scene_gp_set_square (scene, 5, 3, FALSE, TRUE, 0);
  terr_render_scene_gp_set_square (scene, 5, 1, TRUE, FALSE, 0);
  terr_render_scene_gp_add_piece (scene, "p5", FALSE, "0,0 0,1 0,2");
  terr_render_scene_gp_add_piece (scene, "p4", FALSE, "0,0 1,0 2,0");
  terr_render_scene_gp_add_piece (scene, "p2", FALSE, "0,0 1,0");
  terr_render_scene_gp_add_piece (scene, "f4", TRUE, "0,0:rose 1,0:marigold 0,1:lavender");
  terr_render_scene_gp_add_piece (scene, "f1", TRUE, "0,0:rose 1,0:marigold");
  terr_render_scene_gp_add_piece (scene, "f6", TRUE, "0,0:lavender 1,0:marigold 2,0:lavender");
  grid = terr_render_scene_gp_add_grid (scene, 1, NULL);
  terr_render_scene_gp_place (scene, grid, "p5", 3, 0, 0);
  terr_render_scene_gp_place (scene, grid, "p4", 4, 2, 0);
  terr_render_scene_gp_place (scene, grid, "p2", 1, 2, 0);
  terr_render_scene_gp_place (scene, grid, "f4", 1, 0, 0);
  terr_render_scene_gp_place (scene, grid, "f1", 4, 3, 0);
  terr_render_scene_gp_place (scene, grid, "f6", 0, 3, 0);
}

const TerrRenderGame terr_render_gp_game = {
  TERR_GAME_GARDEN_PATHS,
  scene_init,
  scene_clear,
  scene_fill,
  scene_draw,
  scene_hit_test,
  scene_locate,
  scene_sample,
  scene_labels,
  scene_square_path,
};
