/* terr-render-hg-pieces.c — Hanging Gardens pictures of single pieces:
 * the stone and edge colours, terrace and support tops, tiles, coins as
 * plant beds and pawns as gazebos, drawn directly or through the picture
 * cache.  The scene, layout, the table, the supply panel and the score
 * explained are in terr-render-hg.c.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "terr-render-hg-private.h"

/* --- pieces --- */

const TerrRgba *
terr_render_hg_stone (void)
{
  static TerrRgba c;
  c = TERR_RGB (0xE2CDA2);
  return &c;
}

TerrRgba
terr_render_hg_edge_rgba (void)
{
  return (TerrRgba) { 0.28, 0.20, 0.10, 0.75 };
}

double
terr_render_hg_hairline (const HgLayout *l, const TerrRenderOptions *opts)
{
  double s = opts->scale > 0 ? opts->scale : 1.0;
  return MAX (l->proj.unit * 0.018, 1.0 / s);
}

static void
draw_terrace_top (cairo_t *cr, const TerrProj *pj, const TerrRenderHgPiece *p,
                  double z, gboolean plan)
{
  TerrRgba line = { 0.45, 0.33, 0.17, 0.55 };

  cairo_save (cr);
  terr_proj_set_plane (pj, cr, z);
  cairo_translate (cr, p->x, p->y);
  /* The back of a piecepack tile: a 2 x 2 grid inside a border. */
  cairo_set_line_width (cr, 0.045);
  terr_set_rgba (cr, line);
  cairo_rectangle (cr, 0.12, 0.12, 1.76, 1.76);
  cairo_stroke (cr);
  cairo_move_to (cr, 1, 0.12);
  cairo_line_to (cr, 1, 1.88);
  cairo_move_to (cr, 0.12, 1);
  cairo_line_to (cr, 1.88, 1);
  cairo_stroke (cr);
  if (plan && p->level > 0)
    {
      char buf[16];
      TerrRgba ink = { 0.25, 0.17, 0.07, 0.9 };
      /* The level in the middle, where no bed or gazebo can hide it. */
      g_snprintf (buf, sizeof buf, "%d", p->level);
      cairo_new_sub_path (cr);
      cairo_arc (cr, 1, 1, 0.22, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
      cairo_fill (cr);
      terr_draw_text (cr, buf, 1, 1, 0.27, TRUE, ink);
    }
  cairo_restore (cr);
}

static void
draw_support_top (cairo_t *cr, const TerrProj *pj, const TerrRenderHgPiece *p,
                  double z, gboolean plan)
{
  static const char *ranks[6] = { NULL, "A", "2", "3", "4", "5" };
  TerrRgba ink = terr_suit_rgba (p->suit);

  cairo_save (cr);
  terr_proj_set_plane (pj, cr, z);
  cairo_translate (cr, p->x, p->y);
  /* The face of a piecepack tile: the rank big in the middle in the suit's
   * colour, the suit in two corners (a null rank shows the suit alone). */
  cairo_set_line_width (cr, 0.03);
  terr_set_rgba_alpha (cr, ink, 0.35);
  cairo_rectangle (cr, 0.10, 0.10, 1.80, 1.80);
  cairo_stroke (cr);
  terr_set_rgba (cr, ink);
  if (ranks[p->rank % 6])
    {
      terr_draw_text (cr, ranks[p->rank % 6], 1.0, 1.0, 0.95, TRUE, ink);
      terr_set_rgba (cr, ink);
      terr_path_suit (cr, p->suit, 0.38, 0.38, 0.20);
      terr_path_suit (cr, p->suit, 1.62, 1.62, 0.20);
    }
  else
    terr_path_suit (cr, p->suit, 1.0, 1.0, 0.55);
  if (plan)
    {
      /* Stack height as bars in the corner, the level as a number. */
      char buf[16];
      TerrRgba dark = { 0.25, 0.17, 0.07, 0.9 };
      for (int s = 0; s < p->stack; s++)
        {
          cairo_rectangle (cr, 1.50 + s * 0.16, 0.22, 0.10, 0.26);
          terr_set_rgba (cr, dark);
          cairo_fill (cr);
        }
      g_snprintf (buf, sizeof buf, "%d", p->level);
      terr_draw_text (cr, buf, 0.35, 1.66, 0.24, TRUE, dark);
    }
  cairo_restore (cr);
}

static TerrRgba
terrace_rgba (int level, gboolean plan)
{
  /* Higher terraces are lighter (much more so in the plan, where it is
   * the only clue besides the number). */
  TerrRgba base = *terr_render_hg_stone ();
  if (plan)
    {
      TerrRgba low = TERR_RGB (0xC9A874), high = TERR_RGB (0xF7EEDC);
      return terr_rgba_mix (low, high, MIN (level, 3) / 3.0);
    }
  return terr_rgba_shade (base, 1.0 + MIN (level, 4) * 0.06);
}

void
terr_render_hg_ellipse_on_plane (cairo_t *cr, const TerrProj *pj, double cx, double cy,
                  double z, double r)
{
  cairo_save (cr);
  terr_proj_set_plane (pj, cr, z);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_restore (cr);
}

static void
coin_paint (cairo_t *cr, const TerrProj *pj, int suit, double cx, double cy,
            double z, double lw)
{
  TerrRgba face = terr_suit_rgba (suit);
  TerrRgba rim = suit == TERR_RENDER_SUIT_MOONS ? TERR_RGB (0x4A4A4A)
                                                : terr_rgba_shade (face, 0.72);
  TerrRgba glyph = TERR_RGB (0xFFF4DE);

  if (pj->sy != 0.0)
    {
      terr_render_hg_ellipse_on_plane (cr, pj, cx, cy, z, COIN_R);
      terr_render_hg_ellipse_on_plane (cr, pj, cx, cy, z + COIN_T * 0.5, COIN_R);
      terr_set_rgba (cr, rim);
      cairo_fill (cr);
    }
  terr_render_hg_ellipse_on_plane (cr, pj, cx, cy, z + COIN_T, COIN_R);
  terr_set_rgba (cr, face);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, lw);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
  cairo_stroke (cr);
  cairo_save (cr);
  terr_proj_set_plane (pj, cr, z + COIN_T);
  cairo_set_line_width (cr, 0.03);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, COIN_R * 0.86, 0, 2 * G_PI);
  cairo_stroke (cr);
  terr_set_rgba (cr, glyph);
  terr_path_suit (cr, suit, cx, cy, COIN_R * 0.66);
  cairo_restore (cr);
}

gboolean
terr_render_hg_is_light (TerrRgba c)
{
  return 0.299 * c.r + 0.587 * c.g + 0.114 * c.b > 0.55;
}

static void
pawn_paint (cairo_t *cr, const TerrProj *pj, int seat, TerrRgba body,
            double cx, double cy, double z, double lw)
{
  TerrRgba dark = terr_rgba_shade (body, 0.62);
  TerrRgba ink = terr_render_hg_is_light (body) ? TERR_RGB (0x241F31) : TERR_RGB (0xFFFFFF);
  char num[16];

  g_snprintf (num, sizeof num, "%d", seat);
  if (pj->sy == 0.0)
    {
      /* Seen from above: the round roof with the seat number. */
      cairo_save (cr);
      terr_proj_set_plane (pj, cr, z);
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx + 0.05, cy + 0.06, 0.36, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
      cairo_fill (cr);
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, 0.36, 0, 2 * G_PI);
      terr_set_rgba (cr, body);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 0.05);
      terr_set_rgba (cr, dark);
      cairo_stroke (cr);
      for (int i = 0; i < 8; i++)
        {
          double a = i * G_PI / 4;
          cairo_move_to (cr, cx + 0.22 * cos (a), cy + 0.22 * sin (a));
          cairo_line_to (cr, cx + 0.34 * cos (a), cy + 0.34 * sin (a));
        }
      cairo_set_line_width (cr, 0.03);
      cairo_stroke (cr);
      terr_draw_text (cr, num, cx, cy, 0.30, TRUE, ink);
      cairo_restore (cr);
      return;
    }

  /* The base disc. */
  terr_render_hg_ellipse_on_plane (cr, pj, cx, cy, z, 0.30);
  terr_render_hg_ellipse_on_plane (cr, pj, cx, cy, z + 0.04, 0.30);
  terr_set_rgba (cr, dark);
  cairo_fill (cr);
  terr_render_hg_ellipse_on_plane (cr, pj, cx, cy, z + 0.07, 0.30);
  terr_set_rgba (cr, body);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, lw);
  terr_set_rgba (cr, dark);
  cairo_stroke (cr);

  /* A little pavilion in a frame whose "up" is the projection of the
   * vertical: u across, v up, both in board units. */
  {
    double X, Y;
    cairo_matrix_t m;
    cairo_pattern_t *shade;

    terr_proj_point (pj, cx, cy, z, &X, &Y);
    cairo_matrix_init (&m, pj->unit, 0, -pj->unit * pj->sx,
                       -pj->unit * pj->sy, X, Y);
    cairo_save (cr);
    cairo_transform (cr, &m);

    shade = cairo_pattern_create_linear (-0.38, 0, 0.38, 0);
    cairo_pattern_add_color_stop_rgba (shade, 0, body.r, body.g, body.b, 1);
    cairo_pattern_add_color_stop_rgba (shade, 0.45, body.r, body.g, body.b, 1);
    cairo_pattern_add_color_stop_rgba (shade, 1, dark.r, dark.g, dark.b, 1);

    /* The column with an arched doorway. */
    cairo_move_to (cr, -0.19, 0.07);
    cairo_line_to (cr, 0.19, 0.07);
    cairo_line_to (cr, 0.15, 0.64);
    cairo_line_to (cr, -0.15, 0.64);
    cairo_close_path (cr);
    cairo_set_source (cr, shade);
    cairo_fill (cr);
    cairo_move_to (cr, -0.08, 0.07);
    cairo_line_to (cr, -0.08, 0.32);
    cairo_curve_to (cr, -0.08, 0.43, 0.08, 0.43, 0.08, 0.32);
    cairo_line_to (cr, 0.08, 0.07);
    cairo_close_path (cr);
    terr_set_rgba (cr, terr_rgba_shade (dark, 0.65));
    cairo_fill (cr);

    /* The roof, its eaves curving up. */
    cairo_move_to (cr, -0.40, 0.62);
    cairo_curve_to (cr, -0.22, 0.66, -0.05, 0.82, 0, 1.13);
    cairo_curve_to (cr, 0.05, 0.82, 0.22, 0.66, 0.40, 0.62);
    cairo_curve_to (cr, 0.22, 0.55, -0.22, 0.55, -0.40, 0.62);
    cairo_close_path (cr);
    cairo_set_source (cr, shade);
    cairo_fill_preserve (cr);
    cairo_restore (cr);
    cairo_set_line_width (cr, lw);
    terr_set_rgba (cr, terr_rgba_shade (dark, 0.8));
    cairo_stroke (cr);
    cairo_pattern_destroy (shade);

    cairo_save (cr);
    cairo_transform (cr, &m);
    cairo_new_sub_path (cr);
    cairo_arc (cr, 0, 1.17, 0.06, 0, 2 * G_PI);
    terr_set_rgba (cr, dark);
    cairo_fill (cr);
    /* The seat number on a round badge over the doorway, upright and
     * large enough to read at the default zoom. */
    cairo_new_sub_path (cr);
    cairo_arc (cr, 0, 0.34, 0.22, 0, 2 * G_PI);
    terr_set_rgba (cr, body);
    cairo_fill_preserve (cr);
    cairo_set_line_width (cr, 0.035);
    terr_set_rgba (cr, dark);
    cairo_stroke (cr);
    cairo_scale (cr, 1, -1);
    terr_draw_text (cr, num, 0, -0.34, 0.34, TRUE, ink);
    cairo_restore (cr);
  }
}

/* --- the same through the picture cache (see terr_sprite) --- */

typedef struct {
  int      what;    /* suit or seat */
  double   cx, cy, z, lw;
  const TerrRenderHgPiece *piece;
  gboolean plan;
  TerrRgba top;     /* tiles: the top's colour */
  TerrBox  box;     /* tiles: the whole box, with its sides */
  TerrRgba side;
} HgSprite;

static void
coin_sprite_cb (cairo_t *cr, const TerrProj *p, gconstpointer data)
{
  const HgSprite *d = data;
  coin_paint (cr, p, d->what, d->cx, d->cy, d->z, d->lw);
}

static void
pawn_sprite_cb (cairo_t *cr, const TerrProj *p, gconstpointer data)
{
  const HgSprite *d = data;
  pawn_paint (cr, p, d->what, d->top, d->cx, d->cy, d->z, d->lw);
}

static void
top_sprite_cb (cairo_t *cr, const TerrProj *p, gconstpointer data)
{
  const HgSprite *d = data;

  terr_draw_box_sides (cr, p, &d->box, d->side, terr_rgba_shade (d->side, 0.85),
                       terr_render_hg_edge_rgba (), d->lw);
  terr_draw_box_top (cr, p, &d->box, d->top, terr_render_hg_edge_rgba (), d->lw);
  if (d->piece->kind == TERR_RENDER_HG_TERRACE)
    draw_terrace_top (cr, p, d->piece, d->z, d->plan);
  else
    draw_support_top (cr, p, d->piece, d->z, d->plan);
}

static double
line_width (const TerrProj *p, const TerrRenderOptions *opts)
{
  double s = opts->scale > 0 ? opts->scale : 1.0;
  return MAX (p->unit * 0.018, 1.0 / s);
}

void
terr_render_hg_draw_coin (cairo_t *cr, const TerrProj *p, int suit, double cx, double cy,
           double z, const TerrRenderOptions *opts)
{
  HgSprite d = { suit, cx, cy, z, line_width (p, opts), NULL, FALSE };
  double X, Y, u = p->unit, r = (COIN_R + 0.06) * u;
  char key[64];

  terr_proj_point (p, cx, cy, z, &X, &Y);
  g_snprintf (key, sizeof key, "coin:%d:%g", suit, opts->scale);
  terr_sprite (cr, p, opts->scale, X, Y, -r - p->sx * COIN_T * u, -r * p->c - p->sy * COIN_T * u,
               r, r * p->c, key, coin_sprite_cb, &d);
}

void
terr_render_hg_draw_pawn (cairo_t *cr, const TerrProj *p, int seat, double cx, double cy,
           double z, const TerrRenderOptions *opts)
{
  HgSprite d = { seat, cx, cy, z, line_width (p, opts), NULL, FALSE,
                 terr_opts_seat_rgba (opts, seat) };
  double X, Y, u = p->unit;
  char key[96];

  terr_proj_point (p, cx, cy, z, &X, &Y);
  /* The look: the seat's number and its colour. */
  g_snprintf (key, sizeof key, "pawn:%d:%.4f,%.4f,%.4f:%g", seat, d.top.r, d.top.g,
              d.top.b, opts->scale);
  terr_sprite (cr, p, opts->scale, X, Y, -(0.5 + p->sx * (PAWN_H + 0.1)) * u,
               -(0.5 * p->c + p->sy * (PAWN_H + 0.1)) * u, 0.5 * u, 0.5 * u,
               key, pawn_sprite_cb, &d);
}

/* A tile: its sides and top with the back or face, one picture. */
void
terr_render_hg_draw_tile_box (cairo_t *cr, const TerrProj *p, const TerrRenderHgPiece *piece,
               const TerrBox *b, gboolean plan, const TerrRenderOptions *opts)
{
  HgSprite d = { 0, 0, 0, b->z1, line_width (p, opts), piece, plan,
                 piece->kind == TERR_RENDER_HG_TERRACE ? terrace_rgba (piece->level, plan)
                                                       : TERR_RGB (0xFBF7EC),
                 *b, terr_rgba_shade (terrace_rgba (piece->level, FALSE), 0.80) };
  char key[64];

  if (piece->kind == TERR_RENDER_HG_TERRACE)
    g_snprintf (key, sizeof key, "terrace:%d:%d:%g", piece->level, plan, opts->scale);
  else
    g_snprintf (key, sizeof key, "support:%d:%d:%d:%d:%d:%g", piece->suit, piece->rank,
                piece->level, plan ? piece->stack : 0, plan, opts->scale);
  terr_sprite_box (cr, p, opts->scale, b, key, top_sprite_cb, &d);
}

static void
draw_tile (cairo_t *cr, const HgLayout *l, const TerrRenderHgPiece *p,
           const TerrBox *b, const TerrRenderOptions *opts)
{
  gboolean plan = opts->view == TERR_RENDER_VIEW_PLAN;

  if (plan)
    {
      /* A soft shadow to the south-east shows what lies higher. */
      cairo_rectangle (cr, l->proj.ox + l->proj.unit * (b->x0 + 0.07),
                       l->proj.oy + l->proj.unit * (b->y0 + 0.07),
                       l->proj.unit * 2, l->proj.unit * 2);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.22);
      cairo_fill (cr);
    }
  terr_render_hg_draw_tile_box (cr, &l->proj, p, b, plan, opts);
}

void
terr_render_hg_draw_item (cairo_t *cr, const HgLayout *l, const TerrRenderHgPiece *p,
           const TerrBox *b, const TerrRenderOptions *opts)
{
  switch (p->kind)
    {
    case TERR_RENDER_HG_TERRACE:
    case TERR_RENDER_HG_SUPPORT:
      draw_tile (cr, l, p, b, opts);
      break;
    case TERR_RENDER_HG_BED:
      terr_render_hg_draw_coin (cr, &l->proj, p->suit, p->x + 0.5, p->y + 0.5, b->z0, opts);
      break;
    case TERR_RENDER_HG_GAZEBO:
    default:
      terr_render_hg_draw_pawn (cr, &l->proj, p->seat, p->x + 0.5, p->y + 0.5, b->z0, opts);
      break;
    }
}
