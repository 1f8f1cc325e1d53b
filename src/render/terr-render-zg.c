/* terr-render-zg.c — Ziggurat: double-six dominoes stacked in three tiers
 * on a 6 x 6 foundation, with the hand (face up) and the pile beside it.
 * Everything of this game's pictures is here: its part of a scene (built
 * by hand or from a TerrZgGame), drawing, hit testing and layout, behind
 * terr_render_zg_game.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>

#include "terr-render-private.h"
#include "zg/terr-zg-game.h"

#define DOM_T     0.34    /* a domino's thickness, in cells */
#define PLINTH_T  0.22
#define PANEL_X   1.0     /* room between the ziggurat and the panel */
#define PANEL_W   3.0
#define HAND_STEP 1.45
#define LABEL_ROOM 0.9    /* room for the coordinate labels */

typedef struct {
  TerrProj proj;
  double   px, py;        /* the panel's top-left in unit space */
  double   hand_y[8];     /* each hand domino's top, unit space */
  double   pile_y;
} ZgLayout;

/* --- the scene --- */

static void
scene_init (TerrRenderScene *scene)
{
  scene->zg.dominoes = g_array_new (FALSE, TRUE, sizeof (TerrRenderDomino));
  scene->zg.pile = -1;
}

static void
scene_clear (TerrRenderScene *scene)
{
  g_clear_pointer (&scene->zg.dominoes, g_array_unref);
}

void
terr_render_scene_zg_add (TerrRenderScene *scene, int tier, int x, int y,
                          gboolean vertical, int a, int b)
{
  TerrRenderDomino d = { tier, x, y, vertical ? 1 : 0, a, b };

  g_return_if_fail (scene != NULL);
  g_array_append_val (scene->zg.dominoes, d);
}

static void
scene_fill (TerrRenderScene *scene, TerrGame *game,
            const TerrRenderOptions *opts)
{
  const TerrZgState *s;

  if (!TERR_IS_ZG_GAME (game))
    return;
  s = terr_zg_game_get_state (TERR_ZG_GAME (game));
  for (guint id = 0; id < TERR_ZG_N_DOMINOES; id++)
    {
      const TerrZgPlacement *p = &s->placement[id];
      if (p->tier >= 1 && p->tier <= TERR_ZG_N_TIERS)
        terr_render_scene_zg_add (scene, p->tier, p->x, p->y,
                                  p->dir == TERR_ZG_DIR_V, p->a, p->b);
    }
  for (guint i = 0; i < s->hand_len && scene->zg.n_hand < (int) G_N_ELEMENTS (scene->zg.hand); i++)
    {
      scene->zg.hand[scene->zg.n_hand][0] = terr_zg_domino_low (s->hand[i]);
      scene->zg.hand[scene->zg.n_hand][1] = terr_zg_domino_high (s->hand[i]);
      scene->zg.n_hand++;
    }
  scene->zg.pile = s->pile_len > s->pile_pos ? s->pile_len - s->pile_pos : 0;
  /* An open pile shows what comes next. */
  for (guint i = s->pile_pos; s->pile_open && i < s->pile_len
       && scene->zg.n_next < (int) G_N_ELEMENTS (scene->zg.next); i++)
    {
      scene->zg.next[scene->zg.n_next][0] = terr_zg_domino_low (s->pile[i]);
      scene->zg.next[scene->zg.n_next][1] = terr_zg_domino_high (s->pile[i]);
      scene->zg.n_next++;
    }
  scene->zg.cheats = s->cheats;
}

/* --- layout --- */

static void
layout (TerrRenderScene *scene, double width, double height,
        const TerrRenderOptions *opts, ZgLayout *l)
{
  TerrBox all = { -0.35, 6.35, -0.35, 6.35, -PLINTH_T, 3 * DOM_T };
  double X0, Y0, X1, Y1, y;
  int n_hand = CLAMP (scene->zg.n_hand, 0, 8);

  terr_proj_init (&l->proj, opts->view);
  terr_box_extents (&l->proj, &all, &X0, &Y0, &X1, &Y1);
  /* Room for the coordinate labels, left of the plinth and under it. */
  if (opts->show_coordinates)
    {
      TerrBox labels = all;

      labels.x0 -= LABEL_ROOM;
      labels.y1 += LABEL_ROOM;
      terr_box_extents (&l->proj, &labels, &X0, &Y0, &X1, &Y1);
    }
  l->px = X1 + PANEL_X;
  l->py = Y0;
  y = l->py + 0.9;
  for (int i = 0; i < n_hand; i++, y += HAND_STEP)
    l->hand_y[i] = y;
  l->pile_y = y + 0.5;
  X1 = l->px + PANEL_W;
  Y1 = MAX (Y1, l->pile_y + (scene->zg.n_next > 0 ? 3.9 : 2.6));
  terr_proj_fit (&l->proj, X0, Y0, X1, Y1, width, height,
                 MIN (width, height) * 0.03 + 4);
}

static TerrBox
domino_box (const TerrRenderDomino *d)
{
  double z = (d->tier - 1) * DOM_T;
  return (TerrBox) { d->x, d->x + (d->vertical ? 1 : 2),
                     d->y, d->y + (d->vertical ? 2 : 1), z, z + DOM_T };
}

static TerrRgba
ivory (int tier)
{
  /* The tiers warm up towards the top of the ziggurat. */
  static const guint32 c[4] = { 0xFBF8EF, 0xFBF8EF, 0xF6EBCF, 0xF0DDA8 };
  return TERR_RGB (c[CLAMP (tier, 0, 3)]);
}

static double
hairline (const TerrProj *p, const TerrRenderOptions *opts)
{
  double s = opts->scale > 0 ? opts->scale : 1.0;
  return MAX (p->unit * 0.02, 1.0 / s);
}

typedef struct {
  TerrBox  box;
  int      a, b;
  gboolean vertical;
  TerrRgba top, side, east, edge;
  double   lw;
} DominoFace;

/* The groove between the halves, then the pips of each half. */
static void
domino_face (cairo_t *cr, const TerrProj *p, const DominoFace *f)
{
  const TerrBox *b = &f->box;
  TerrRgba ink = TERR_RGB (0x2A2A2E);

  terr_draw_box_top (cr, p, b, f->top, f->edge, f->lw);
  cairo_save (cr);
  terr_proj_set_plane (p, cr, b->z1);
  cairo_set_line_width (cr, 0.045);
  cairo_set_source_rgba (cr, ink.r, ink.g, ink.b, 0.55);
  if (f->vertical)
    {
      cairo_move_to (cr, b->x0 + 0.14, b->y0 + 1);
      cairo_line_to (cr, b->x1 - 0.14, b->y0 + 1);
    }
  else
    {
      cairo_move_to (cr, b->x0 + 1, b->y0 + 0.14);
      cairo_line_to (cr, b->x0 + 1, b->y1 - 0.14);
    }
  cairo_stroke (cr);
  terr_draw_pips (cr, f->a, b->x0 + 0.5, b->y0 + 0.5, 0.42, ink);
  if (f->vertical)
    terr_draw_pips (cr, f->b, b->x0 + 0.5, b->y0 + 1.5, 0.42, ink);
  else
    terr_draw_pips (cr, f->b, b->x0 + 1.5, b->y0 + 0.5, 0.42, ink);
  cairo_restore (cr);
}

static void
domino_cb (cairo_t *cr, const TerrProj *p, gconstpointer data)
{
  const DominoFace *f = data;

  terr_draw_box_sides (cr, p, &f->box, f->side, f->east, f->edge, f->lw);
  domino_face (cr, p, f);
}

/* A domino as a box at @b; @alpha < 1 and a @tint for the ghost. */
static void
draw_domino (cairo_t *cr, const TerrProj *p, const TerrBox *b, int a,
             int bv, gboolean vertical, int tier, const TerrRgba *tint,
             const TerrRenderOptions *opts)
{
  TerrRgba top = ivory (tier);
  TerrRgba side = terr_rgba_shade (top, 0.84);
  TerrRgba east = terr_rgba_shade (top, 0.72);
  TerrRgba edge = { 0.30, 0.26, 0.20, 0.8 };
  DominoFace face;
  double lw = hairline (p, opts);

  if (tint)
    {
      top = terr_rgba_mix (top, *tint, 0.55);
      side = terr_rgba_mix (side, *tint, 0.6);
      east = terr_rgba_mix (east, *tint, 0.65);
      edge = terr_rgba_shade (*tint, 0.40);  /* >= 3:1 on the ivory at 70 % */
      lw *= 2;
    }
  face = (DominoFace) { *b, a, bv, vertical, top, side, east, edge, lw };
  if (tint)
    domino_cb (cr, p, &face);
  else
    {
      /* The whole domino looks the same wherever it lies: one picture. */
      char key[64];
      g_snprintf (key, sizeof key, "domino:%d:%d:%d:%d:%g", a, bv, vertical, tier,
                  opts->scale);
      terr_sprite_box (cr, p, opts->scale, b, key, domino_cb, &face);
    }
}

static void
draw_foundation (cairo_t *cr, const ZgLayout *l, const TerrRenderOptions *opts)
{
  TerrBox plinth = { -0.35, 6.35, -0.35, 6.35, -PLINTH_T, 0 };
  TerrRgba stone_top = TERR_RGB (0xD8C29A), stone_side = TERR_RGB (0xB79C6E);
  TerrRgba edge = { 0.35, 0.27, 0.15, 0.7 };

  if (l->proj.sy == 0.0)
    {
      cairo_rectangle (cr, l->proj.ox + l->proj.unit * -0.25,
                       l->proj.oy + l->proj.unit * -0.25,
                       l->proj.unit * 6.7, l->proj.unit * 6.7);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.18);
      cairo_fill (cr);
    }
  terr_draw_box (cr, &l->proj, &plinth, stone_top, stone_side,
                 terr_rgba_shade (stone_side, 0.85), edge, hairline (&l->proj, opts));

  cairo_save (cr);
  terr_proj_set_plane (&l->proj, cr, 0);
  /* The 36 cells, and the squares of tiers 2 and 3 drawn as steps. */
  cairo_set_line_width (cr, 0.025);
  cairo_set_source_rgba (cr, 0.40, 0.30, 0.15, 0.35);
  for (int i = 0; i <= 6; i++)
    {
      cairo_move_to (cr, i, 0);
      cairo_line_to (cr, i, 6);
      cairo_move_to (cr, 0, i);
      cairo_line_to (cr, 6, i);
    }
  cairo_stroke (cr);
  cairo_set_line_width (cr, 0.05);
  cairo_set_source_rgba (cr, 0.40, 0.30, 0.15, 0.55);
  cairo_rectangle (cr, 1, 1, 4, 4);
  cairo_rectangle (cr, 2, 2, 2, 2);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The dominoes shown, back to front: a new array of indices into
 * scene->zg.dominoes; *n_out of them. */
static int *
visible_dominoes (TerrRenderScene *scene, const ZgLayout *l,
                  const TerrRenderOptions *opts, int *n_out)
{
  GArray *ds = scene->zg.dominoes;
  g_autofree TerrBox *boxes = g_new (TerrBox, ds->len + 1);
  g_autofree double *key = g_new (double, ds->len + 1);
  g_autofree int *sorted = g_new (int, ds->len + 1);
  g_autofree int *idx = g_new (int, ds->len + 1);
  int *order = g_new (int, ds->len + 1);
  int n = 0;

  for (guint i = 0; i < ds->len; i++)
    {
      TerrRenderDomino *d = &g_array_index (ds, TerrRenderDomino, i);
      if (opts->max_level >= 0 && d->tier > opts->max_level)
        continue;
      boxes[n] = domino_box (d);
      key[n] = d->tier * 1000 + d->x + d->y;
      idx[n] = i;
      n++;
    }
  terr_sort_boxes (&l->proj, boxes, key, n, sorted);
  for (int k = 0; k < n; k++)
    order[k] = idx[sorted[k]];
  *n_out = n;
  return order;
}

static int
top_tier (TerrRenderScene *scene, int x, int y, int max_level)
{
  int best = 0;
  for (guint i = 0; i < scene->zg.dominoes->len; i++)
    {
      TerrRenderDomino *d = &g_array_index (scene->zg.dominoes, TerrRenderDomino, i);
      TerrBox b = domino_box (d);
      if (max_level >= 0 && d->tier > max_level)
        continue;
      if (x >= b.x0 && x < b.x1 && y >= b.y0 && y < b.y1)
        best = MAX (best, d->tier);
    }
  return best;
}

static void
hand_proj (const ZgLayout *l, double y, TerrProj *hp)
{
  /* The hand and the pile lie flat on the table beside the ziggurat: the
   * same projection, moved so that board (0, 0, 0) is the panel spot. */
  *hp = l->proj;
  hp->ox = l->proj.ox + l->proj.unit * (l->px + 0.25);
  hp->oy = l->proj.oy + l->proj.unit * y;
}

static void
draw_panel (cairo_t *cr, TerrRenderScene *scene, const ZgLayout *l,
            const TerrRenderOptions *opts)
{
  TerrRgba fg = terr_rgba_from_color (&opts->foreground);
  double u = l->proj.unit;
  double x = l->proj.ox + u * l->px;
  char buf[64];

  terr_draw_text_left (cr, _("Hand"), x, l->proj.oy + u * (l->py + 0.35),
                       0.42 * u, TRUE, fg);
  for (int i = 0; i < CLAMP (scene->zg.n_hand, 0, 8); i++)
    {
      TerrProj hp;
      TerrBox b = { 0, 2, 0, 1, 0, DOM_T };
      hand_proj (l, l->hand_y[i], &hp);
      hp.c = 1.0;   /* the face undistorted: easy to read */
      draw_domino (cr, &hp, &b, scene->zg.hand[i][0], scene->zg.hand[i][1],
                   FALSE, 1, NULL, opts);
    }

  /* The pile: face-down dominoes stacked, and how many. */
  {
    TerrProj pp;
    int shown = MIN (MAX (scene->zg.pile, 0), 4);
    double py = l->pile_y;

    hand_proj (l, py + 0.3, &pp);
    if (pp.sy == 0.0)
      {
        pp.c = TERR_OBLIQUE_C;
        pp.sx = TERR_OBLIQUE_SX;
        pp.sy = TERR_OBLIQUE_SY;
      }
    for (int k = 0; k < shown; k++)
      {
        TerrBox b = { 0, 2, 0, 1, k * DOM_T * 0.8, (k + 1) * DOM_T * 0.8 };
        TerrRgba back = TERR_RGB (0x2F5D50);
        terr_draw_box (cr, &pp, &b, back, terr_rgba_shade (back, 0.75),
                       terr_rgba_shade (back, 0.6),
                       (TerrRgba) { 0.05, 0.12, 0.1, 0.9 }, hairline (&pp, opts));
      }
    if (scene->zg.pile >= 0)
      {
        /* Translators: the number of dominoes left in the pile */
        g_snprintf (buf, sizeof buf, _("Pile: %d"), scene->zg.pile);
        terr_draw_text_left (cr, buf, x, l->proj.oy + u * (py + 1.75),
                             0.38 * u, FALSE, fg);
      }
    /* Translators: the number of dominoes lifted so far */
    g_snprintf (buf, sizeof buf, _("Cheats: %d"), scene->zg.cheats);
    terr_draw_text_left (cr, buf, x, l->proj.oy + u * (py + 2.3),
                         0.38 * u, FALSE, fg);

    /* An open pile: the dominoes that come next, small, top first. */
    if (scene->zg.n_next > 0)
      {
        terr_draw_text_left (cr, _("Next"), x, l->proj.oy + u * (py + 2.95),
                             0.32 * u, FALSE, fg);
        for (int i = 0; i < MIN (scene->zg.n_next, 3); i++)
          {
            TerrProj np;
            TerrBox b = { 0, 2, 0, 1, 0, DOM_T };

            hand_proj (l, py + 3.3, &np);
            np.unit = u * 0.45;
            np.c = 1.0;
            np.ox += u * (i * 1.02 - 0.25);
            draw_domino (cr, &np, &b, scene->zg.next[i][0], scene->zg.next[i][1],
                         FALSE, 1, NULL, opts);
          }
      }
  }
}

static void
draw_ghost (cairo_t *cr, const ZgLayout *l, const TerrRenderOptions *opts,
            const TerrMove *m, TerrRgba tint)
{
  TerrRenderDomino d = { 0 };
  TerrBox b;

  if (!terr_move_is (m, "place") || !terr_move_int (m, "tier", &d.tier)
      || !terr_move_int (m, "x", &d.x) || !terr_move_int (m, "y", &d.y)
      || !terr_move_int (m, "a", &d.a) || !terr_move_int (m, "b", &d.b))
    return;
  d.vertical = g_strcmp0 (terr_move_get (m, "dir"), "v") == 0;
  b = domino_box (&d);
  terr_group_begin_box (cr, &l->proj, &b);
  draw_domino (cr, &l->proj, &b, d.a, d.b, d.vertical, d.tier, &tint, opts);
  terr_group_end (cr, 0.7);
}

static void
draw_cursor (cairo_t *cr, TerrRenderScene *scene, const ZgLayout *l,
             const TerrRenderOptions *opts)
{
  int tier = top_tier (scene, opts->cursor_x, opts->cursor_y, opts->max_level);

  cairo_save (cr);
  terr_proj_set_plane (&l->proj, cr, tier * DOM_T);
  terr_path_round_rect (cr, opts->cursor_x + 0.05, opts->cursor_y + 0.05,
                        0.9, 0.9, 0.12);
  cairo_restore (cr);
  terr_fill_cursor (cr, opts, l->proj.unit);
}

static void
scene_draw (TerrRenderScene *scene, cairo_t *cr, double width, double height,
            const TerrRenderOptions *opts)
{
  ZgLayout l;
  g_autofree int *order = NULL;
  int n;

  layout (scene, width, height, opts, &l);
  draw_foundation (cr, &l, opts);
  order = visible_dominoes (scene, &l, opts, &n);
  for (int k = 0; k < n; k++)
    {
      TerrRenderDomino *d = &g_array_index (scene->zg.dominoes, TerrRenderDomino, order[k]);
      TerrBox b = domino_box (d);
      if (l.proj.sy == 0.0)
        {
          /* In the plan a shadow tells the tiers apart. */
          double off = 0.06 + 0.05 * d->tier;
          cairo_rectangle (cr, l.proj.ox + l.proj.unit * (b.x0 + off),
                           l.proj.oy + l.proj.unit * (b.y0 + off),
                           l.proj.unit * (b.x1 - b.x0), l.proj.unit * (b.y1 - b.y0));
          cairo_set_source_rgba (cr, 0, 0, 0, 0.28);
          cairo_fill (cr);
        }
      draw_domino (cr, &l.proj, &b, d->a, d->b, d->vertical, d->tier, NULL, opts);
    }
  if (opts->cursor_visible)
    draw_cursor (cr, scene, &l, opts);
  if (opts->hint)
    draw_ghost (cr, &l, opts, opts->hint, terr_rgba_from_color (&opts->accent));
  if (opts->ghost)
    draw_ghost (cr, &l, opts, opts->ghost, terr_ghost_rgba (opts->ghost_legal));
  draw_panel (cr, scene, &l, opts);
}

static gboolean
scene_hit_test (TerrRenderScene *scene, double width, double height,
                const TerrRenderOptions *opts, double x, double y,
                TerrRenderHit *hit)
{
  ZgLayout l;
  g_autofree int *order = NULL;
  int n;

  layout (scene, width, height, opts, &l);
  order = visible_dominoes (scene, &l, opts, &n);
  for (int k = n - 1; k >= 0; k--)
    {
      TerrRenderDomino *d = &g_array_index (scene->zg.dominoes, TerrRenderDomino, order[k]);
      TerrBox b = domino_box (d);

      if (!terr_box_contains (&l.proj, &b, x, y, NULL))
        continue;
      terr_proj_unpoint (&l.proj, x, y, b.z1, &hit->fx, &hit->fy);
      hit->kind = TERR_RENDER_HIT_BOARD;
      hit->piece = TERR_RENDER_PIECE_DOMINO;
      hit->x = CLAMP ((int) floor (hit->fx), (int) b.x0, (int) b.x1 - 1);
      hit->y = CLAMP ((int) floor (hit->fy), (int) b.y0, (int) b.y1 - 1);
      hit->level = d->tier;
      return TRUE;
    }

  terr_proj_unpoint (&l.proj, x, y, 0, &hit->fx, &hit->fy);
  if (hit->fx >= 0 && hit->fx < 6 && hit->fy >= 0 && hit->fy < 6)
    {
      hit->kind = TERR_RENDER_HIT_BOARD;
      hit->piece = TERR_RENDER_PIECE_NONE;
      hit->x = (int) floor (hit->fx);
      hit->y = (int) floor (hit->fy);
      hit->level = 0;
      return TRUE;
    }

  for (int i = 0; i < CLAMP (scene->zg.n_hand, 0, 8); i++)
    {
      double X0 = l.proj.ox + l.proj.unit * (l.px + 0.2);
      double Y0 = l.proj.oy + l.proj.unit * (l.hand_y[i] - 0.3);
      if (x >= X0 && x < X0 + l.proj.unit * 2.4 && y >= Y0
          && y < Y0 + l.proj.unit * 1.35)
        {
          hit->kind = TERR_RENDER_HIT_HAND;
          hit->piece = TERR_RENDER_PIECE_DOMINO;
          hit->index = i;
          hit->level = 0;
          return TRUE;
        }
    }
  {
    double X0 = l.proj.ox + l.proj.unit * (l.px + 0.1);
    double Y0 = l.proj.oy + l.proj.unit * (l.pile_y - 0.6);
    if (scene->zg.pile > 0 && x >= X0 && x < X0 + l.proj.unit * 2.6
        && y >= Y0 && y < Y0 + l.proj.unit * 1.9)
      {
        hit->kind = TERR_RENDER_HIT_PILE;
        hit->level = 0;
        return TRUE;
      }
  }
  return FALSE;
}

static gboolean
scene_locate (TerrRenderScene *scene, double width, double height,
              const TerrRenderOptions *opts, int seat, double fx, double fy,
              int tier, double *x, double *y)
{
  ZgLayout l;

  layout (scene, width, height, opts, &l);
  terr_proj_point (&l.proj, fx, fy, MAX (tier, 0) * DOM_T, x, y);
  return TRUE;
}

static void
scene_labels (TerrRenderScene *scene, double width, double height,
              const TerrRenderOptions *opts, GArray *labels)
{
  ZgLayout l;

  layout (scene, width, height, opts, &l);
  terr_render_add_grid_labels (labels, &l.proj, -PLINTH_T, 0, 0, 0, 5, 5,
                               0.35 + LABEL_ROOM / 2);
}

/* Cell (x, y) on top of the highest tier holding a half there. */
static gboolean
scene_square_path (TerrRenderScene *scene, cairo_t *cr, double width,
                   double height, const TerrRenderOptions *opts,
                   const TerrSquare *sq)
{
  ZgLayout l;

  if (sq->x < 0 || sq->y < 0 || sq->x >= TERR_ZG_SIDE || sq->y >= TERR_ZG_SIDE)
    return FALSE;
  layout (scene, width, height, opts, &l);
  cairo_save (cr);
  terr_proj_set_plane (&l.proj, cr, top_tier (scene, sq->x, sq->y, opts->max_level) * DOM_T);
  cairo_rectangle (cr, sq->x + 0.08, sq->y + 0.08, 0.84, 0.84);
  cairo_restore (cr);
  return TRUE;
}

/* The start page's picture of the game. */
static void
scene_sample (TerrRenderScene *scene)
{
  static const int tier1[][5] = {
    { 0, 0, 0, 3, 4 }, { 2, 0, 0, 4, 4 }, { 4, 0, 0, 4, 1 },
    { 0, 1, 0, 0, 2 }, { 2, 1, 0, 2, 5 }, { 4, 1, 0, 5, 0 },
    { 0, 2, 1, 1, 3 }, { 1, 2, 0, 3, 3 }, { 3, 2, 0, 3, 6 }, { 5, 2, 1, 6, 2 },
    { 1, 3, 0, 1, 1 }, { 3, 3, 0, 1, 0 },
    { 0, 4, 0, 2, 2 }, { 2, 4, 0, 2, 6 }, { 4, 4, 0, 6, 6 },
    { 0, 5, 0, 0, 0 }, { 2, 5, 0, 0, 3 }, { 4, 5, 0, 3, 5 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (tier1); i++)
    terr_render_scene_zg_add (scene, 1, tier1[i][0], tier1[i][1], tier1[i][2], tier1[i][3], tier1[i][4]);
  terr_render_scene_zg_add (scene, 2, 1, 1, FALSE, 5, 6);
  terr_render_scene_zg_add (scene, 2, 3, 1, FALSE, 6, 5);
  terr_render_scene_zg_add (scene, 2, 1, 2, TRUE, 4, 5);
  scene->zg.hand[0][0] = 1, scene->zg.hand[0][1] = 2;
  scene->zg.hand[1][0] = 0, scene->zg.hand[1][1] = 6;
  scene->zg.hand[2][0] = 3, scene->zg.hand[2][1] = 5;
  scene->zg.n_hand = 3;
  scene->zg.pile = 4;
}

gboolean
terr_render_draw_domino (cairo_t *cr, int a, int b, double x, double y,
                         double width, double height, double scale)
{
  gboolean vertical = height > width;
  TerrBox box = { 0, vertical ? 1 : 2, 0, vertical ? 2 : 1, 0, DOM_T };
  TerrRenderOptions opts;
  TerrProj p;

  g_return_val_if_fail (cr != NULL, FALSE);
  if (a < 0 || a > 6 || b < 0 || b > 6 || width <= 0 || height <= 0)
    return FALSE;

  terr_render_options_init (&opts);
  opts.scale = scale > 0 ? scale : 1.0;
  terr_proj_init (&p, TERR_RENDER_VIEW_PLAN);
  p.unit = vertical ? MIN (width, height / 2) : MIN (width / 2, height);
  p.ox = x + (width - p.unit * (box.x1 - box.x0)) / 2;
  p.oy = y + (height - p.unit * (box.y1 - box.y0)) / 2;
  cairo_save (cr);
  draw_domino (cr, &p, &box, a, b, vertical, 1, NULL, &opts);
  cairo_restore (cr);
  return TRUE;
}

const TerrRenderGame terr_render_zg_game = {
  TERR_GAME_ZIGGURAT,
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
