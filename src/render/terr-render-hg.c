/* terr-render-hg.c — Hanging Gardens: piecepack tiles stacked in levels,
 * coins as plant beds, pawns as gazebos.  Everything of this game's
 * pictures is here: its part of a scene (built by hand or from a
 * TerrHgGame), drawing, hit testing and layout, behind terr_render_hg_game.
 *
 * Heights: a tile is TILE_T thick; a terrace of level L lies at 3 L tiles
 * (itself on two supports on a terrace below), a support of level L and
 * stack s at 3 L + s tiles.  Beds and gazebos stand on the terrace at the
 * top of their space.  The pictures of single pieces (tiles, coins, pawns)
 * are in terr-render-hg-pieces.c.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "terr-render-hg-private.h"

/* --- the scene --- */

static void
scene_init (TerrRenderScene *scene)
{
  scene->hg.pieces = g_array_new (FALSE, TRUE, sizeof (TerrRenderHgPiece));
  scene->hg.explain.beds = g_array_new (FALSE, TRUE, sizeof (TerrRenderHgSight));
  scene->hg.supply_tiles = -1;
}

static void
scene_clear (TerrRenderScene *scene)
{
  g_clear_pointer (&scene->hg.pieces, g_array_unref);
  g_clear_pointer (&scene->hg.explain.beds, g_array_unref);
}

void
terr_render_scene_hg_add (TerrRenderScene *scene, TerrRenderHgKind kind,
                          int x, int y, int level, int stack, int suit,
                          int seat)
{
  TerrRenderHgPiece piece = { kind, x, y, level, stack, suit, 0, seat };

  g_return_if_fail (scene != NULL);
  if (kind == TERR_RENDER_HG_SUPPORT && (suit < 0 || suit >= TERR_RENDER_N_SUITS))
    {
      /* Which tile is which is cosmetic (rules page): give each support a
       * face that depends only on where it stands, so it never changes
       * while the game goes on. */
      guint h = (guint) (x * 73856093) ^ (guint) (y * 19349663)
                ^ (guint) ((level * 2 + stack) * 83492791);
      h ^= h >> 13;
      h *= 0x5bd1e995;
      h ^= h >> 15;
      piece.suit = h % TERR_RENDER_N_SUITS;
      piece.rank = (h / TERR_RENDER_N_SUITS) % 6;
    }
  g_array_append_val (scene->hg.pieces, piece);
}

/* The explanation layer's data: the cone and its beds from the score
 * report (the numbers the words of terr-hg-explain.c use). */
static void
fill_explain (TerrRenderScene *scene, const TerrHgState *s, int seat,
              int direction)
{
  g_autoptr (TerrHgScoreReport) report = terr_hg_score_report_new (s);
  const TerrHgSeatReport *sr = &report->seats[seat - 1];
  const TerrHgViewDetail *vd;
  TerrRenderHgExplain *ex = &scene->hg.explain;
  TerrHgDir dir;

  if (!sr->has_gazebo)
    return;
  dir = direction >= 1 && direction <= TERR_HG_N_DIRS ? (TerrHgDir) (direction - 1) : sr->best;
  vd = &sr->detail[dir];
  ex->seat = seat;
  ex->direction = dir;
  ex->gx = sr->x;
  ex->gy = sr->y;
  ex->n_rows = vd->rows != NULL ? (int) vd->rows->len : 0;
  g_array_set_size (ex->beds, 0);
  for (int pass = 0; pass < 2; pass++)
    {
      GArray *list = pass == 0 ? vd->seen : vd->unseen;

      for (guint i = 0; list != NULL && i < list->len; i++)
        {
          const TerrHgBedSight *b = &g_array_index (list, TerrHgBedSight, i);
          TerrRenderHgSight sight = { b->x, b->y, TERR_RENDER_HG_SEEN, 0, 0, 0 };

          if (b->fate == TERR_HG_BED_TOO_HIGH)
            sight.fate = TERR_RENDER_HG_TOO_HIGH;
          else if (b->fate == TERR_HG_BED_OBSCURED)
            {
              sight.fate = TERR_RENDER_HG_HIDDEN;
              sight.plateau_x = b->plateau_x;
              sight.plateau_y = b->plateau_y;
              sight.plateau_level = b->plateau_level;
            }
          g_array_append_val (ex->beds, sight);
        }
    }
}

static void
scene_fill (TerrRenderScene *scene, TerrGame *game,
            const TerrRenderOptions *opts)
{
  const TerrHgState *s;

  if (!TERR_IS_HG_GAME (game))
    return;
  s = terr_hg_game_get_state (TERR_HG_GAME (game));
  for (int i = 0; i < s->n_tiles; i++)
    {
      const TerrHgTile *t = &s->tiles[i];
      terr_render_scene_hg_add (scene,
                                t->support ? TERR_RENDER_HG_SUPPORT : TERR_RENDER_HG_TERRACE,
                                t->x, t->y, t->level, t->stack, -1, 0);
    }
  for (int y = s->oy; y < s->oy + s->h; y++)
    for (int x = s->ox; x < s->ox + s->w; x++)
      {
        const TerrHgCell *c = terr_hg_state_cell (s, x, y);
        if (c->bed != TERR_HG_SUIT_NONE)
          terr_render_scene_hg_add (scene, TERR_RENDER_HG_BED, x, y, 0, 0,
                                    c->bed - TERR_HG_SUIT_SUNS, 0);
      }
  for (int seat = 1; seat <= MIN (s->n_players, TERR_HG_MAX_SEATS); seat++)
    if (s->gazebo_placed[seat])
      terr_render_scene_hg_add (scene, TERR_RENDER_HG_GAZEBO, s->gazebo_x[seat],
                                s->gazebo_y[seat], 0, 0, 0, seat);
  if (opts != NULL && opts->explain_seat >= 1 && opts->explain_seat <= s->n_players)
    fill_explain (scene, s, opts->explain_seat, opts->explain_direction);
  scene->hg.n_players = s->n_players;
  scene->hg.seat_to_move = terr_game_is_over (game) ? 0 : s->to_move;
  scene->hg.supply_tiles = s->supply_tiles;
  for (int k = 0; k < TERR_RENDER_N_SUITS; k++)
    scene->hg.supply_coins[k] = s->supply_coins[TERR_HG_SUIT_SUNS + k];
}

/* --- geometry --- */

static double
tile_base (TerrRenderHgKind kind, int level, int stack)
{
  return (kind == TERR_RENDER_HG_SUPPORT ? 3 * level + stack : 3 * level) * TILE_T;
}

static TerrBox
piece_box (const TerrRenderHgPiece *p)
{
  TerrBox b;
  double z;

  switch (p->kind)
    {
    case TERR_RENDER_HG_TERRACE:
    case TERR_RENDER_HG_SUPPORT:
      z = tile_base (p->kind, p->level, p->stack);
      b = (TerrBox) { p->x, p->x + 2, p->y, p->y + 2, z, z + TILE_T };
      break;
    case TERR_RENDER_HG_BED:
      z = (3 * p->level + 1) * TILE_T;
      b = (TerrBox) { p->x + 0.5 - COIN_R, p->x + 0.5 + COIN_R,
                      p->y + 0.5 - COIN_R, p->y + 0.5 + COIN_R, z, z + COIN_T };
      break;
    case TERR_RENDER_HG_GAZEBO:
    default:
      z = (3 * p->level + 1) * TILE_T;
      b = (TerrBox) { p->x + 0.16, p->x + 0.84, p->y + 0.16, p->y + 0.84,
                      z, z + PAWN_H };
      break;
    }
  return b;
}

static gboolean
piece_visible (const TerrRenderHgPiece *p, int max_level)
{
  if (max_level < 0)
    return TRUE;
  if (p->kind == TERR_RENDER_HG_SUPPORT)
    return p->level < max_level;
  return p->level <= max_level;
}

/* --- what is on top of a space --- */

/* The highest tile covering space (x, y) among those drawn with
 * @max_level (-1: all), only terraces when @terraces_only; NULL for the
 * bare table.  Every "what is on top of this space" of the renderer (and,
 * through terr_render_scene_hg_top_terrace(), of the widgets) is this loop:
 * tiles are few, and a scene may be built by hand, with no TerrHgState to
 * ask. */
static const TerrRenderHgPiece *
top_tile (TerrRenderScene *scene, int x, int y, int max_level,
          gboolean terraces_only)
{
  const TerrRenderHgPiece *best = NULL;
  double best_z = 0;

  for (guint i = 0; i < scene->hg.pieces->len; i++)
    {
      const TerrRenderHgPiece *p = &g_array_index (scene->hg.pieces, TerrRenderHgPiece, i);
      double z;

      if (p->kind != TERR_RENDER_HG_TERRACE
          && (terraces_only || p->kind != TERR_RENDER_HG_SUPPORT))
        continue;
      if (!piece_visible (p, max_level)
          || x < p->x || x > p->x + 1 || y < p->y || y > p->y + 1)
        continue;
      z = piece_box (p).z1;
      if (best == NULL || z > best_z)
        {
          best = p;
          best_z = z;
        }
    }
  return best;
}

int
terr_render_scene_hg_top_terrace (TerrRenderScene *scene, int x, int y)
{
  const TerrRenderHgPiece *top;

  g_return_val_if_fail (scene != NULL, -1);
  top = top_tile (scene, x, y, -1, TRUE);
  return top != NULL ? top->level : -1;
}

/* Beds and gazebos stand on the top terrace of their space. */
static void
fill_levels (TerrRenderScene *scene)
{
  for (guint i = 0; i < scene->hg.pieces->len; i++)
    {
      TerrRenderHgPiece *p = &g_array_index (scene->hg.pieces, TerrRenderHgPiece, i);
      if (p->kind == TERR_RENDER_HG_BED || p->kind == TERR_RENDER_HG_GAZEBO)
        p->level = MAX (terr_render_scene_hg_top_terrace (scene, p->x, p->y), 0);
    }
}

gboolean
terr_render_scene_get_extent (TerrRenderScene *scene,
                                 double *x0, double *y0, double *x1, double *y1, double *z)
{
  double minx = G_MAXDOUBLE, miny = G_MAXDOUBLE, maxx = -G_MAXDOUBLE, maxy = -G_MAXDOUBLE;
  double maxz = 0;

  g_return_val_if_fail (scene != NULL, FALSE);
  if (scene->kind != TERR_GAME_HANGING_GARDENS)
    return FALSE;
  fill_levels (scene);
  for (guint i = 0; i < scene->hg.pieces->len; i++)
    {
      TerrRenderHgPiece *p = &g_array_index (scene->hg.pieces, TerrRenderHgPiece, i);
      TerrBox b = piece_box (p);
      minx = MIN (minx, floor (b.x0));
      miny = MIN (miny, floor (b.y0));
      maxx = MAX (maxx, ceil (b.x1));
      maxy = MAX (maxy, ceil (b.y1));
      maxz = MAX (maxz, b.z1);
    }
  if (minx > maxx)
    minx = miny = 0, maxx = maxy = 2;
  *x0 = minx;
  *y0 = miny;
  *x1 = maxx;
  *y1 = maxy;
  *z = maxz;
  return TRUE;
}

static void
layout (TerrRenderScene *scene, double width, double height,
        const TerrRenderOptions *opts, HgLayout *l)
{
  double minx, miny, maxx, maxy, maxz, X0, Y0, X1, Y1, margin;
  TerrBox all;

  terr_proj_init (&l->proj, opts->view);
  /* The whole garden, also when sliced, so that slicing never moves it;
   * and the least extent asked for. */
  terr_render_scene_get_extent (scene, &minx, &miny, &maxx, &maxy, &maxz);
  if (opts->extent_x1 > opts->extent_x0)
    {
      minx = MIN (minx, opts->extent_x0);
      miny = MIN (miny, opts->extent_y0);
      maxx = MAX (maxx, opts->extent_x1);
      maxy = MAX (maxy, opts->extent_y1);
      maxz = MAX (maxz, opts->extent_z);
    }
  l->bx0 = minx - TABLE_ROOM;
  l->by0 = miny - TABLE_ROOM;
  l->bx1 = maxx + TABLE_ROOM;
  l->by1 = maxy + TABLE_ROOM;
  all = (TerrBox) { l->bx0, l->bx1, l->by0, l->by1, 0, maxz };
  /* Room for the coordinate labels, left of the table and under it. */
  if (opts->show_coordinates)
    {
      all.x0 -= LABEL_ROOM;
      all.y1 += LABEL_ROOM;
    }
  terr_box_extents (&l->proj, &all, &X0, &Y0, &X1, &Y1);
  l->panel = scene->hg.supply_tiles >= 0;
  if (l->panel)
    {
      l->px = X1 + 0.6;
      l->py = Y0;
      X1 += 0.6 + PANEL_W;
      Y1 = MAX (Y1, Y0 + 8.65);
    }
  margin = MIN (width, height) * 0.03 + 4;
  terr_proj_fit (&l->proj, X0, Y0, X1, Y1, width, height, margin);
}

static void
draw_table (cairo_t *cr, TerrRenderScene *scene, const HgLayout *l,
            const TerrRenderOptions *opts)
{
  TerrRgba fg = terr_rgba_from_color (&opts->foreground);

  cairo_save (cr);
  terr_proj_set_plane (&l->proj, cr, 0);
  /* Soft shadows of the tiles on the table, to the south-east. */
  if (l->proj.sy != 0.0)
    {
      for (guint i = 0; i < scene->hg.pieces->len; i++)
        {
          TerrRenderHgPiece *p = &g_array_index (scene->hg.pieces, TerrRenderHgPiece, i);
          if (p->kind == TERR_RENDER_HG_TERRACE && p->level == 0)
            cairo_rectangle (cr, p->x + 0.16, p->y + 0.24, 2, 2);
        }
      cairo_set_source_rgba (cr, 0, 0, 0, 0.13);
      cairo_fill (cr);
    }
  cairo_restore (cr);
  /* A dot at every corner of a space: where tiles can go (not for a
   * garden spread over thousands of spaces by a strange file). */
  if ((l->bx1 - l->bx0) * (l->by1 - l->by0) > 20000)
    return;
  cairo_save (cr);
  terr_proj_set_plane (&l->proj, cr, 0);
  terr_set_rgba_alpha (cr, fg, 0.22);
  for (double y = l->by0; y <= l->by1 + 1e-9; y += 1)
    for (double x = l->bx0; x <= l->bx1 + 1e-9; x += 1)
      {
        cairo_new_sub_path (cr);
        cairo_arc (cr, x, y, 0.045, 0, 2 * G_PI);
      }
  cairo_fill (cr);
  cairo_restore (cr);
}

static int
collect_items (TerrRenderScene *scene, const HgLayout *l,
               const TerrRenderOptions *opts, HgItem *items, int **order_out)
{
  int n = 0;
  g_autofree double *key = NULL;
  g_autofree TerrBox *boxes = NULL;
  int *order;

  for (guint i = 0; i < scene->hg.pieces->len; i++)
    {
      TerrRenderHgPiece *p = &g_array_index (scene->hg.pieces, TerrRenderHgPiece, i);
      if (!piece_visible (p, opts->max_level))
        continue;
      items[n].box = piece_box (p);
      items[n].index = i;
      items[n].level = p->level;
      n++;
    }
  key = g_new (double, MAX (n, 1));
  boxes = g_new (TerrBox, MAX (n, 1));
  order = g_new (int, MAX (n, 1));
  for (int i = 0; i < n; i++)
    {
      boxes[i] = items[i].box;
      key[i] = items[i].box.z0 * 1000 + items[i].box.x0 + items[i].box.y0;
    }
  terr_sort_boxes (&l->proj, boxes, key, n, order);
  *order_out = order;
  return n;
}

static void
draw_cursor (cairo_t *cr, TerrRenderScene *scene, const HgLayout *l,
             const TerrRenderOptions *opts)
{
  /* On the top face of whatever is drawn highest there, support or not. */
  const TerrRenderHgPiece *top = top_tile (scene, opts->cursor_x, opts->cursor_y,
                                           opts->max_level, FALSE);
  double z = top != NULL ? piece_box (top).z1 : 0;

  cairo_save (cr);
  terr_proj_set_plane (&l->proj, cr, z);
  terr_path_round_rect (cr, opts->cursor_x + 0.04, opts->cursor_y + 0.04,
                        0.92, 0.92, 0.12);
  cairo_restore (cr);
  terr_fill_cursor (cr, opts, l->proj.unit);
}

static int
suit_from_string (const char *s)
{
  static const char *names[] = { "suns", "moons", "crowns", "arms" };
  for (int i = 0; i < 4; i++)
    if (g_strcmp0 (s, names[i]) == 0)
      return i;
  return -1;
}

static void stroke_with_halo (cairo_t *cr, TerrRgba ink, double width);

/* The support a move-support lifts: a dashed outline on its top. */
static void
draw_lifted (cairo_t *cr, const HgLayout *l, const TerrRenderOptions *opts,
             const TerrMove *m, TerrRgba tint)
{
  int fx, fy, level, stack;
  double z;

  if (!terr_move_int (m, "from-x", &fx) || !terr_move_int (m, "from-y", &fy)
      || !terr_move_int (m, "from-level", &level) || !terr_move_int (m, "from-stack", &stack))
    return;
  z = tile_base (TERR_RENDER_HG_SUPPORT, level, stack) + TILE_T + 0.01;
  cairo_save (cr);
  terr_proj_set_plane (&l->proj, cr, z);
  cairo_rectangle (cr, fx + 0.08, fy + 0.08, 1.84, 1.84);
  cairo_restore (cr);
  cairo_save (cr);
  cairo_set_dash (cr, (double[]) { l->proj.unit * 0.18, l->proj.unit * 0.1 }, 2, 0);
  stroke_with_halo (cr, tint, MAX (terr_render_hg_hairline (l, opts) * 3, 2.0));
  cairo_restore (cr);
}

static void
draw_ghost (cairo_t *cr, TerrRenderScene *scene, const HgLayout *l,
            const TerrRenderOptions *opts, const TerrMove *m, TerrRgba tint)
{
  int x, y, level = 0, stack = 0;
  gboolean tile = FALSE, support = FALSE;

  if (terr_move_is (m, "move-support"))
    draw_lifted (cr, l, opts, m, tint);
  if (!terr_move_int (m, "x", &x) || !terr_move_int (m, "y", &y))
    return;
  if (terr_move_is (m, "terrace"))
    tile = terr_move_int (m, "level", &level);
  else if (terr_move_is (m, "support"))
    tile = support = terr_move_int (m, "level", &level) && terr_move_int (m, "stack", &stack);
  else if (terr_move_is (m, "move-support"))
    {
      support = g_strcmp0 (terr_move_get (m, "as"), "support") == 0;
      tile = terr_move_int (m, "level", &level) && (!support || terr_move_int (m, "stack", &stack));
    }

  if (tile)
    {
      TerrBox b;
      double z = tile_base (support ? TERR_RENDER_HG_SUPPORT : TERR_RENDER_HG_TERRACE,
                            level, stack);
      b = (TerrBox) { x, x + 2, y, y + 2, z, z + TILE_T };
      terr_draw_box (cr, &l->proj, &b,
                     (TerrRgba) { tint.r, tint.g, tint.b, 0.45 },
                     (TerrRgba) { tint.r * 0.8, tint.g * 0.8, tint.b * 0.8, 0.55 },
                     (TerrRgba) { tint.r * 0.7, tint.g * 0.7, tint.b * 0.7, 0.55 },
                     (TerrRgba) { tint.r * 0.6, tint.g * 0.6, tint.b * 0.6, 0.95 },
                     MAX (terr_render_hg_hairline (l, opts) * 2, 1.5));
      return;
    }
  else
    {
      int under = MAX (terr_render_scene_hg_top_terrace (scene, x, y), 0);
      double z = (3 * under + 1) * TILE_T;
      TerrBox room = { x, x + 1, y, y + 1, z, z + PAWN_H };

      terr_group_begin_box (cr, &l->proj, &room);
      if (terr_move_is (m, "bed"))
        {
          int suit = suit_from_string (terr_move_get (m, "suit"));
          terr_render_hg_draw_coin (cr, &l->proj, MAX (suit, 0), x + 0.5, y + 0.5, z, opts);
        }
      else if (terr_move_is (m, "gazebo") || terr_move_is (m, "move-gazebo"))
        terr_render_hg_draw_pawn (cr, &l->proj, terr_move_get_seat (m), x + 0.5, y + 0.5, z, opts);
      terr_group_end (cr, 0.6);
      /* A ring in the tint around the space. */
      terr_render_hg_ellipse_on_plane (cr, &l->proj, x + 0.5, y + 0.5, z + 0.01, 0.47);
      terr_set_rgba_alpha (cr, tint, 0.9);
      cairo_set_line_width (cr, MAX (l->proj.unit * 0.06, 1.5));
      cairo_stroke (cr);
    }
}

static void
draw_panel (cairo_t *cr, TerrRenderScene *scene, const HgLayout *l,
            const TerrRenderOptions *opts)
{
  TerrRgba fg = terr_rgba_from_color (&opts->foreground);
  TerrRenderHgScene *hg = &scene->hg;
  double u = l->proj.unit;
  double x = l->proj.ox + u * l->px, y = l->proj.oy + u * l->py;
  char buf[32];
  gboolean placed[7] = { FALSE };
  HgLayout icon = *l;

  cairo_save (cr);
  terr_draw_text_left (cr, _("Supply"), x, y + 0.35 * u, 0.42 * u, TRUE, fg);
  /* Room for the heading above the stack of tiles, which rises upwards. */
  y += 1.45 * u;

  /* A small stack of tile backs and the count. */
  icon.proj = (TerrProj) { u * 0.45, x - u * 0.02, y - u * 0.25, 1, 0, 0 };
  if (hg->supply_tiles > 0)
    {
      TerrRenderHgPiece t = { TERR_RENDER_HG_TERRACE, 0, 0, 0, 0, 0, 0, 0 };
      icon.proj.c = TERR_OBLIQUE_C;
      icon.proj.sx = TERR_OBLIQUE_SX;
      icon.proj.sy = TERR_OBLIQUE_SY;
      for (int k = 0; k < MIN (hg->supply_tiles, 3); k++)
        {
          TerrBox b = { 0, 2, 0, 2, k * TILE_T * 1.6, (k + 1) * TILE_T * 1.6 };
          terr_draw_box (cr, &icon.proj, &b, *terr_render_hg_stone (),
                         terr_rgba_shade (*terr_render_hg_stone (), 0.8),
                         terr_rgba_shade (*terr_render_hg_stone (), 0.68),
                         terr_render_hg_edge_rgba (),
                         MAX (u * 0.015, 0.8));
          if (k == MIN (hg->supply_tiles, 3) - 1)
            terr_render_hg_draw_tile_box (cr, &icon.proj, &t, &b, FALSE, opts);
        }
    }
  else
    {
      cairo_rectangle (cr, x, y - 0.25 * u, 0.9 * u, 0.7 * u);
      terr_set_rgba_alpha (cr, fg, 0.3);
      cairo_set_line_width (cr, MAX (u * 0.03, 1));
      cairo_stroke (cr);
    }
  g_snprintf (buf, sizeof buf, "× %d", hg->supply_tiles);
  terr_draw_text_left (cr, buf, x + 1.2 * u, y + 0.1 * u, 0.40 * u, FALSE, fg);
  y += 1.2 * u;

  /* One coin of each suit and how many are left. */
  icon.proj = (TerrProj) { u * 0.9, 0, 0, 1, 0, 0 };
  for (int s = 0; s < TERR_RENDER_N_SUITS; s++)
    {
      icon.proj.ox = x - 0.5 * u * 0.9 + 0.4 * u;
      icon.proj.oy = y - 0.5 * u * 0.9;
      if (hg->supply_coins[s] > 0)
        terr_render_hg_draw_coin (cr, &icon.proj, s, 0.5, 0.5, 0, opts);
      else
        {
          /* None left: an empty place with the suit, faint. */
          double cx = icon.proj.ox + 0.5 * icon.proj.unit;
          double cy = icon.proj.oy + 0.5 * icon.proj.unit;
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy, COIN_R * icon.proj.unit, 0, 2 * G_PI);
          terr_set_rgba_alpha (cr, fg, 0.35);
          cairo_set_line_width (cr, MAX (u * 0.03, 1));
          cairo_save (cr);
          cairo_set_dash (cr, (double[]) { u * 0.08, u * 0.06 }, 2, 0);
          cairo_stroke (cr);
          cairo_restore (cr);
          terr_set_rgba_alpha (cr, fg, 0.3);
          terr_path_suit (cr, s, cx, cy, COIN_R * 0.66 * icon.proj.unit);
        }
      g_snprintf (buf, sizeof buf, "× %d", hg->supply_coins[s]);
      terr_draw_text_left (cr, buf, x + 1.2 * u, y, 0.40 * u, FALSE, fg);
      y += 0.95 * u;
    }

  /* Gazebos still in hand. */
  for (guint i = 0; i < hg->pieces->len; i++)
    {
      TerrRenderHgPiece *p = &g_array_index (hg->pieces, TerrRenderHgPiece, i);
      if (p->kind == TERR_RENDER_HG_GAZEBO && p->seat >= 1 && p->seat <= 6)
        placed[p->seat] = TRUE;
    }
  y += 0.15 * u;
  icon.proj = (TerrProj) { u * 0.9, 0, 0, TERR_OBLIQUE_C, TERR_OBLIQUE_SX, TERR_OBLIQUE_SY };
  for (int seat = 1, col = 0; seat <= MIN (hg->n_players, 6); seat++)
    if (!placed[seat])
      {
        icon.proj.ox = x + (0.1 + 0.75 * col) * u;
        icon.proj.oy = y + 0.45 * u - 0.5 * u * 0.9 * TERR_OBLIQUE_C;
        terr_render_hg_draw_pawn (cr, &icon.proj, seat, 0.5, 0.5, 0, opts);
        col++;
      }

  /* Whose turn it is. */
  if (hg->seat_to_move > 0)
    {
      char num[16];
      TerrRgba seat = terr_opts_seat_rgba (opts, hg->seat_to_move);
      double w, ty = y + 1.45 * u;

      w = terr_draw_text_left (cr, _("To move"), x, ty, 0.36 * u, FALSE, fg);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x + w + 0.4 * u, ty, 0.26 * u, 0, 2 * G_PI);
      terr_set_rgba (cr, seat);
      cairo_fill (cr);
      g_snprintf (num, sizeof num, "%d", hg->seat_to_move);
      terr_draw_text (cr, num, x + w + 0.4 * u, ty, 0.3 * u, TRUE,
                      terr_render_hg_is_light (seat) ? TERR_RGB (0x241F31) : TERR_RGB (0xFFFFFF));
    }
  cairo_restore (cr);
}

/* --- the score explained --- */

/* The space of row @k at offset @j of the cone (the rules page's F and R). */
static void
cone_space (const TerrRenderHgExplain *ex, int k, int j, int *x, int *y)
{
  static const int fx[] = { 0, 1, 0, -1 }, fy[] = { -1, 0, 1, 0 };
  static const int rx[] = { 1, 0, -1, 0 }, ry[] = { 0, 1, 0, -1 };
  int d = CLAMP (ex->direction, 0, 3);

  *x = ex->gx + k * fx[d] + j * rx[d];
  *y = ex->gy + k * fy[d] + j * ry[d];
}

/* The height of the top of space (x, y) as drawn (a support too). */
static double
top_z (TerrRenderScene *scene, int x, int y, int max_level)
{
  const TerrRenderHgPiece *top = top_tile (scene, x, y, max_level, FALSE);

  return top != NULL ? piece_box (top).z1 : 0;
}

static TerrRgba
hidden_rgba (void)
{
  /* Vermilion: apart from the accent blue for every kind of colour vision. */
  return TERR_RGB (0xC0392B);
}

static void
stroke_with_halo (cairo_t *cr, TerrRgba ink, double width)
{
  cairo_set_line_width (cr, width * 1.9);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, width);
  terr_set_rgba (cr, ink);
  cairo_stroke (cr);
}

static void
draw_explain (cairo_t *cr, TerrRenderScene *scene, const HgLayout *l,
              const TerrRenderOptions *opts)
{
  const TerrRenderHgExplain *ex = &scene->hg.explain;
  TerrRgba accent = terr_rgba_from_color (&opts->accent);
  double u = l->proj.unit, lw = MAX (u * 0.06, 1.5);
  int gz_level = MAX (terr_render_scene_hg_top_terrace (scene, ex->gx, ex->gy), 0);
  double gz = (3 * gz_level + 1) * TILE_T;

  /* The cone: each space of each row, tinted on its top. */
  cairo_save (cr);
  for (int k = 1; k <= ex->n_rows; k++)
    for (int j = -k; j <= k; j++)
      {
        int x, y;

        cone_space (ex, k, j, &x, &y);
        if (x < l->bx0 || x >= l->bx1 || y < l->by0 || y >= l->by1)
          continue;
        cairo_save (cr);
        terr_proj_set_plane (&l->proj, cr, top_z (scene, x, y, opts->max_level) + 0.005);
        cairo_rectangle (cr, x + 0.06, y + 0.06, 0.88, 0.88);
        cairo_restore (cr);
      }
  terr_set_rgba_alpha (cr, accent, 0.22);
  cairo_fill (cr);
  cairo_restore (cr);

  /* The sight line, from the gazebo out to the last row. */
  if (ex->n_rows > 0)
    {
      int x1, y1;
      double X0, Y0, X1, Y1;

      cone_space (ex, ex->n_rows, 0, &x1, &y1);
      terr_proj_point (&l->proj, ex->gx + 0.5, ex->gy + 0.5, gz, &X0, &Y0);
      terr_proj_point (&l->proj, x1 + 0.5, y1 + 0.5, gz, &X1, &Y1);
      cairo_save (cr);
      cairo_move_to (cr, X0, Y0);
      cairo_line_to (cr, X1, Y1);
      cairo_set_dash (cr, (double[]) { u * 0.25, u * 0.15 }, 2, 0);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      terr_set_rgba_alpha (cr, accent, 0.8);
      cairo_set_line_width (cr, MAX (u * 0.04, 1.2));
      cairo_stroke (cr);
      cairo_restore (cr);
    }

  /* The plateaus that hide a bed: a dashed outline on their top. */
  for (guint i = 0; i < ex->beds->len; i++)
    {
      const TerrRenderHgSight *b = &g_array_index (ex->beds, TerrRenderHgSight, i);
      double z;

      if (b->fate != TERR_RENDER_HG_HIDDEN)
        continue;
      z = tile_base (TERR_RENDER_HG_TERRACE, b->plateau_level, 0) + TILE_T + 0.01;
      cairo_save (cr);
      terr_proj_set_plane (&l->proj, cr, z);
      cairo_rectangle (cr, b->plateau_x + 0.05, b->plateau_y + 0.05, 1.9, 1.9);
      cairo_restore (cr);
      cairo_save (cr);
      cairo_set_dash (cr, (double[]) { u * 0.22, u * 0.12 }, 2, 0);
      stroke_with_halo (cr, hidden_rgba (), lw);
      cairo_restore (cr);
    }

  /* The beds: a ring around each one seen; a cross on one hidden, an
   * upward arrow on one lying too high. */
  for (guint i = 0; i < ex->beds->len; i++)
    {
      const TerrRenderHgSight *b = &g_array_index (ex->beds, TerrRenderHgSight, i);
      int level = MAX (terr_render_scene_hg_top_terrace (scene, b->x, b->y), 0);
      double z = (3 * level + 1) * TILE_T + COIN_T;
      double cx = b->x + 0.5, cy = b->y + 0.5;

      if (b->fate == TERR_RENDER_HG_SEEN)
        {
          terr_render_hg_ellipse_on_plane (cr, &l->proj, cx, cy, z, 0.47);
          stroke_with_halo (cr, accent, lw);
          continue;
        }
      cairo_save (cr);
      terr_proj_set_plane (&l->proj, cr, z);
      if (b->fate == TERR_RENDER_HG_HIDDEN)
        {
          cairo_move_to (cr, cx - 0.3, cy - 0.3);
          cairo_line_to (cr, cx + 0.3, cy + 0.3);
          cairo_move_to (cr, cx + 0.3, cy - 0.3);
          cairo_line_to (cr, cx - 0.3, cy + 0.3);
        }
      else
        {
          /* An arrow pointing up the screen: "higher". */
          cairo_move_to (cr, cx, cy + 0.32);
          cairo_line_to (cr, cx, cy - 0.30);
          cairo_move_to (cr, cx - 0.2, cy - 0.1);
          cairo_line_to (cr, cx, cy - 0.32);
          cairo_line_to (cr, cx + 0.2, cy - 0.1);
        }
      cairo_restore (cr);
      cairo_save (cr);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      stroke_with_halo (cr, hidden_rgba (), lw);
      cairo_restore (cr);
      terr_render_hg_ellipse_on_plane (cr, &l->proj, cx, cy, z, 0.47);
      cairo_save (cr);
      cairo_set_dash (cr, (double[]) { u * 0.1, u * 0.08 }, 2, 0);
      terr_set_rgba (cr, hidden_rgba ());
      cairo_set_line_width (cr, lw * 0.6);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
}

static void
scene_draw (TerrRenderScene *scene, cairo_t *cr, double width, double height,
            const TerrRenderOptions *opts)
{
  HgLayout l;
  g_autofree HgItem *items = NULL;
  g_autofree int *order = NULL;
  int n;

  layout (scene, width, height, opts, &l);
  draw_table (cr, scene, &l, opts);
  items = g_new (HgItem, scene->hg.pieces->len + 1);
  n = collect_items (scene, &l, opts, items, &order);
  for (int k = 0; k < n; k++)
    {
      HgItem *it = &items[order[k]];
      terr_render_hg_draw_item (cr, &l, &g_array_index (scene->hg.pieces, TerrRenderHgPiece, it->index),
                 &it->box, opts);
    }
  if (scene->hg.explain.seat > 0)
    draw_explain (cr, scene, &l, opts);
  if (opts->cursor_visible)
    draw_cursor (cr, scene, &l, opts);
  if (opts->hint)
    draw_ghost (cr, scene, &l, opts, opts->hint, terr_rgba_from_color (&opts->accent));
  if (opts->ghost)
    draw_ghost (cr, scene, &l, opts, opts->ghost, terr_ghost_rgba (opts->ghost_legal));
  if (l.panel)
    draw_panel (cr, scene, &l, opts);
}

static gboolean
scene_hit_test (TerrRenderScene *scene, double width, double height,
                const TerrRenderOptions *opts, double x, double y,
                TerrRenderHit *hit)
{
  HgLayout l;
  g_autofree HgItem *items = NULL;
  g_autofree int *order = NULL;
  int n;

  layout (scene, width, height, opts, &l);
  items = g_new (HgItem, scene->hg.pieces->len + 1);
  n = collect_items (scene, &l, opts, items, &order);
  for (int k = n - 1; k >= 0; k--)
    {
      HgItem *it = &items[order[k]];
      TerrRenderHgPiece *p = &g_array_index (scene->hg.pieces, TerrRenderHgPiece, it->index);
      double z;

      if (opts->hit_surface
          && (p->kind == TERR_RENDER_HG_BED || p->kind == TERR_RENDER_HG_GAZEBO))
        continue;
      if (!terr_box_contains (&l.proj, &it->box, x, y, &z))
        continue;
      hit->kind = TERR_RENDER_HIT_BOARD;
      terr_proj_unpoint (&l.proj, x, y, it->box.z1, &hit->fx, &hit->fy);
      switch (p->kind)
        {
        case TERR_RENDER_HG_TERRACE:
        case TERR_RENDER_HG_SUPPORT:
          hit->piece = p->kind == TERR_RENDER_HG_TERRACE ? TERR_RENDER_PIECE_TERRACE
                                                         : TERR_RENDER_PIECE_SUPPORT;
          /* The point on the top face, or on a side face near its edge. */
          hit->x = CLAMP ((int) floor (hit->fx), p->x, p->x + 1);
          hit->y = CLAMP ((int) floor (hit->fy), p->y, p->y + 1);
          hit->level = p->level;
          hit->stack = p->kind == TERR_RENDER_HG_SUPPORT ? p->stack : 0;
          break;
        case TERR_RENDER_HG_BED:
        case TERR_RENDER_HG_GAZEBO:
        default:
          hit->piece = p->kind == TERR_RENDER_HG_BED ? TERR_RENDER_PIECE_BED
                                                     : TERR_RENDER_PIECE_GAZEBO;
          hit->x = p->x;
          hit->y = p->y;
          hit->level = p->level;
          hit->seat = p->kind == TERR_RENDER_HG_GAZEBO ? p->seat : 0;
          break;
        }
      return TRUE;
    }
  /* The bare table. */
  terr_proj_unpoint (&l.proj, x, y, 0, &hit->fx, &hit->fy);
  if (hit->fx < l.bx0 || hit->fx >= l.bx1 || hit->fy < l.by0 || hit->fy >= l.by1)
    return FALSE;
  hit->kind = TERR_RENDER_HIT_BOARD;
  hit->piece = TERR_RENDER_PIECE_NONE;
  hit->x = (int) floor (hit->fx);
  hit->y = (int) floor (hit->fy);
  hit->level = -1;
  return TRUE;
}

static gboolean
scene_locate (TerrRenderScene *scene, double width, double height,
              const TerrRenderOptions *opts, int seat, double fx, double fy,
              int level, double *x, double *y)
{
  HgLayout l;

  layout (scene, width, height, opts, &l);
  terr_proj_point (&l.proj, fx, fy, level < 0 ? 0 : (3 * level + 1) * TILE_T, x, y);
  return TRUE;
}

static void
scene_labels (TerrRenderScene *scene, double width, double height,
              const TerrRenderOptions *opts, GArray *labels)
{
  HgLayout l;

  layout (scene, width, height, opts, &l);
  terr_render_add_grid_labels (labels, &l.proj, 0, 0, (int) l.bx0, (int) l.by0,
                               (int) l.bx1 - 1, (int) l.by1 - 1, LABEL_ROOM / 2);
}

/* Space (x, y) on top of whatever is drawn highest there. */
static gboolean
scene_square_path (TerrRenderScene *scene, cairo_t *cr, double width,
                   double height, const TerrRenderOptions *opts,
                   const TerrSquare *sq)
{
  const TerrRenderHgPiece *top = top_tile (scene, sq->x, sq->y, opts->max_level, FALSE);
  HgLayout l;

  layout (scene, width, height, opts, &l);
  cairo_save (cr);
  terr_proj_set_plane (&l.proj, cr, top != NULL ? piece_box (top).z1 : 0);
  cairo_rectangle (cr, sq->x + 0.08, sq->y + 0.08, 0.84, 0.84);
  cairo_restore (cr);
  return TRUE;
}

/* The start page's picture of the game. */
static void
scene_sample (TerrRenderScene *scene)
{
  static const int terraces[][2] = { {0, 0}, {2, 0}, {4, 0}, {0, 2}, {2, 2}, {4, 2}, {2, 4} };

  for (guint i = 0; i < G_N_ELEMENTS (terraces); i++)
    terr_render_scene_hg_add (scene, TERR_RENDER_HG_TERRACE, terraces[i][0], terraces[i][1], 0, 0, 0, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_SUPPORT, 0, 0, 0, 1, TERR_RENDER_SUIT_SUNS, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_SUPPORT, 0, 0, 0, 2, TERR_RENDER_SUIT_MOONS, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_TERRACE, 0, 0, 1, 0, 0, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_SUPPORT, 4, 0, 0, 1, TERR_RENDER_SUIT_ARMS, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_GAZEBO, 1, 1, 0, 0, 0, 1);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_BED, 2, 2, 0, 0, TERR_RENDER_SUIT_SUNS, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_BED, 3, 3, 0, 0, TERR_RENDER_SUIT_CROWNS, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_BED, 4, 3, 0, 0, TERR_RENDER_SUIT_ARMS, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_BED, 2, 1, 0, 0, TERR_RENDER_SUIT_MOONS, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_BED, 3, 5, 0, 0, TERR_RENDER_SUIT_CROWNS, 0);
  terr_render_scene_hg_add (scene, TERR_RENDER_HG_GAZEBO, 5, 3, 0, 0, 0, 2);
  scene->hg.n_players = 2;
  scene->hg.seat_to_move = 0;
  scene->hg.supply_tiles = -1;
}

const TerrRenderGame terr_render_hg_game = {
  TERR_GAME_HANGING_GARDENS,
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
