/* terr-render-common.c — projection, painter's sort, colours and the
 * drawing primitives shared by the three games.  Every shape is a cairo
 * path (no font glyphs for symbols), so it is crisp at any scale and looks
 * the same on every machine.
 */
#include <string.h>

#include "terr-render-private.h"

void
terr_proj_init (TerrProj *p, TerrRenderView view)
{
  p->unit = 1.0;
  p->ox = p->oy = 0.0;
  if (view == TERR_RENDER_VIEW_PLAN)
    {
      p->c = 1.0;
      p->sx = p->sy = 0.0;
    }
  else
    {
      p->c = TERR_OBLIQUE_C;
      p->sx = TERR_OBLIQUE_SX;
      p->sy = TERR_OBLIQUE_SY;
    }
}

void
terr_proj_set_plane (const TerrProj *p, cairo_t *cr, double z)
{
  cairo_matrix_t m;
  double X, Y;

  terr_proj_point (p, 0, 0, z, &X, &Y);
  cairo_matrix_init (&m, p->unit, 0, 0, p->unit * p->c, X, Y);
  cairo_transform (cr, &m);
}

void
terr_box_extents (const TerrProj *p, const TerrBox *b, double *X0,
                  double *Y0, double *X1, double *Y1)
{
  *X0 = b->x0 - p->sx * b->z1;
  *X1 = b->x1 - p->sx * b->z0;
  *Y0 = p->c * b->y0 - p->sy * b->z1;
  *Y1 = p->c * b->y1 - p->sy * b->z0;
}

/* Narrow [*lo, *hi] to the z where a <= u + k z <= b. */
static void
clip_interval (double u, double k, double a, double b, double *lo,
               double *hi)
{
  if (fabs (k) < 1e-12)
    {
      if (u < a || u > b)
        *lo = G_MAXDOUBLE, *hi = -G_MAXDOUBLE;
      return;
    }
  else
    {
      double z1 = (a - u) / k, z2 = (b - u) / k;
      if (z1 > z2)
        {
          double t = z1;
          z1 = z2;
          z2 = t;
        }
      *lo = MAX (*lo, z1);
      *hi = MIN (*hi, z2);
    }
}

gboolean
terr_box_contains (const TerrProj *p, const TerrBox *b, double X, double Y,
                   double *z)
{
  double Xn = (X - p->ox) / p->unit;
  double Yn = (Y - p->oy) / p->unit;
  double lo = b->z0, hi = b->z1;

  /* x(z) = Xn + sx z in [x0, x1]; y(z) = (Yn + sy z) / c in [y0, y1]. */
  clip_interval (Xn, p->sx, b->x0, b->x1, &lo, &hi);
  clip_interval (Yn / p->c, p->sy / p->c, b->y0, b->y1, &lo, &hi);
  if (lo > hi)
    return FALSE;
  if (z)
    *z = hi;
  return TRUE;
}

static gboolean
extents_overlap (const double *a, const double *b)
{
  const double eps = 1e-6;
  return a[0] < b[2] - eps && b[0] < a[2] - eps
         && a[1] < b[3] - eps && b[1] < a[3] - eps;
}

/* A is behind B when a plane perpendicular to an axis separates them with
 * B on the viewer's side (east, south, up).  For boxes that do not
 * intersect at least one axis separates them; when each is "behind" the
 * other along different axes their pictures cannot overlap. */
static gboolean
box_behind (const TerrBox *a, const TerrBox *b, gboolean oblique)
{
  const double eps = 1e-6;
  if (a->z1 <= b->z0 + eps)
    return TRUE;
  if (!oblique)
    return FALSE;
  return a->x1 <= b->x0 + eps || a->y1 <= b->y0 + eps;
}

void
terr_sort_boxes (const TerrProj *p, const TerrBox *boxes, const double *key,
                 int n, int *order)
{
  g_autofree double *ext = g_new (double, 4 * MAX (n, 1));
  g_autofree int *indeg = g_new0 (int, MAX (n, 1));
  g_autofree guint8 *before = g_new0 (guint8, (gsize) MAX (n, 1) * MAX (n, 1));
  g_autofree guint8 *done = g_new0 (guint8, MAX (n, 1));
  gboolean oblique = p->sy != 0.0;

  for (int i = 0; i < n; i++)
    terr_box_extents (p, &boxes[i], &ext[4 * i], &ext[4 * i + 1],
                      &ext[4 * i + 2], &ext[4 * i + 3]);

  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      {
        gboolean ij, ji;

        if (!extents_overlap (&ext[4 * i], &ext[4 * j]))
          continue;
        ij = box_behind (&boxes[i], &boxes[j], oblique);
        ji = box_behind (&boxes[j], &boxes[i], oblique);
        if (ij && !ji)
          {
            before[i * n + j] = 1;
            indeg[j]++;
          }
        else if (ji && !ij)
          {
            before[j * n + i] = 1;
            indeg[i]++;
          }
      }

  /* Kahn's algorithm, always taking the ready box with the smallest key;
   * a cycle (only from touching boxes) is broken by the smallest key. */
  for (int k = 0; k < n; k++)
    {
      int best = -1;
      gboolean best_ready = FALSE;

      for (int i = 0; i < n; i++)
        {
          gboolean ready;
          if (done[i])
            continue;
          ready = indeg[i] == 0;
          if (best < 0 || (ready && !best_ready)
              || (ready == best_ready && key[i] < key[best]))
            {
              best = i;
              best_ready = ready;
            }
        }
      order[k] = best;
      done[best] = 1;
      for (int j = 0; j < n; j++)
        if (before[best * n + j])
          indeg[j]--;
    }
}

void
terr_proj_fit (TerrProj *p, double X0, double Y0, double X1, double Y1,
               double width, double height, double margin_px)
{
  double bw = MAX (X1 - X0, 1e-3), bh = MAX (Y1 - Y0, 1e-3);
  double aw = MAX (width - 2 * margin_px, 1.0);
  double ah = MAX (height - 2 * margin_px, 1.0);

  p->unit = MIN (aw / bw, ah / bh);
  p->ox = (width - p->unit * bw) / 2 - p->unit * X0;
  p->oy = (height - p->unit * bh) / 2 - p->unit * Y0;
}

/* --- colours --- */

void
terr_set_rgba (cairo_t *cr, TerrRgba c)
{
  cairo_set_source_rgba (cr, c.r, c.g, c.b, c.a);
}

void
terr_set_rgba_alpha (cairo_t *cr, TerrRgba c, double alpha)
{
  cairo_set_source_rgba (cr, c.r, c.g, c.b, c.a * alpha);
}

TerrRgba
terr_rgba_shade (TerrRgba c, double f)
{
  if (f <= 1.0)
    return (TerrRgba) { c.r * f, c.g * f, c.b * f, c.a };
  f -= 1.0;
  return (TerrRgba) { c.r + (1 - c.r) * f, c.g + (1 - c.g) * f,
                      c.b + (1 - c.b) * f, c.a };
}

TerrRgba
terr_rgba_mix (TerrRgba a, TerrRgba b, double t)
{
  return (TerrRgba) { a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t,
                      a.b + (b.b - a.b) * t, a.a + (b.a - a.a) * t };
}

TerrRgba
terr_rgba_from_color (const TerrRenderColor *c)
{
  return (TerrRgba) { c->red, c->green, c->blue, c->alpha };
}

TerrRgba
terr_suit_rgba (int suit)
{
  /* The piecepack suit colours of the rules page (Okabe–Ito). */
  switch (suit)
    {
    case TERR_RENDER_SUIT_SUNS:   return TERR_RGB (0xD55E00);
    case TERR_RENDER_SUIT_MOONS:  return TERR_RGB (0x000000);
    case TERR_RENDER_SUIT_CROWNS: return TERR_RGB (0x009E73);
    case TERR_RENDER_SUIT_ARMS:   return TERR_RGB (0x0072B2);
    default:                      return TERR_RGB (0x777777);
    }
}

TerrRgba
terr_seat_rgba (int seat)
{
  /* The Okabe–Ito colours the suits leave free, then two more that stay
   * apart from them: orange, sky blue, reddish purple, yellow, grey-brown,
   * lilac. */
  static const guint32 seats[] = {
    0xE69F00, 0x56B4E9, 0xCC79A7, 0xF0E442, 0x9C7A54, 0xB8A6E0,
  };
  if (seat < 1)
    return TERR_RGB (0x9A9996);
  return TERR_RGB (seats[(seat - 1) % G_N_ELEMENTS (seats)]);
}

TerrRgba
terr_opts_seat_rgba (const TerrRenderOptions *opts, int seat)
{
  if (opts != NULL && seat >= 1 && seat <= TERR_RENDER_N_SEAT_COLORS
      && opts->seat_colors[seat - 1].alpha > 0)
    return terr_rgba_from_color (&opts->seat_colors[seat - 1]);
  return terr_seat_rgba (seat);
}

TerrRgba
terr_ghost_rgba (gboolean legal)
{
  return legal ? (TerrRgba) { 0.18, 0.76, 0.35, 1.0 }
               : (TerrRgba) { 0.88, 0.11, 0.14, 1.0 };
}

/* --- shapes --- */

void
terr_path_round_rect (cairo_t *cr, double x, double y, double w, double h,
                      double r)
{
  r = MIN (r, MIN (w, h) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
path_crescent (cairo_t *cr)
{
  /* A disc of radius R minus a disc of radius r whose centre is d to the
   * right; the crescent opens to the right.  Unit coordinates. */
  const double R = 0.86, r = 0.70, d = 0.42;
  double ix = (d * d + R * R - r * r) / (2 * d);
  double iy = sqrt (MAX (R * R - ix * ix, 0));
  double a1 = atan2 (iy, ix);
  double phi = atan2 (iy, ix - d);

  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, 0, R, a1, 2 * G_PI - a1);
  cairo_arc_negative (cr, d, 0, r, -phi, phi);
  cairo_close_path (cr);
}

static void
path_fleur (cairo_t *cr, int part)
{
  /* A fleur-de-lis in unit coordinates, y down, drawn as parts that are
   * filled one by one (their outlines overlap). */
  switch (part)
    {
    case 0: /* the middle petal */
      cairo_move_to (cr, 0, -0.98);
      cairo_curve_to (cr, 0.30, -0.62, 0.30, -0.18, 0.13, 0.26);
      cairo_line_to (cr, -0.13, 0.26);
      cairo_curve_to (cr, -0.30, -0.18, -0.30, -0.62, 0, -0.98);
      cairo_close_path (cr);
      break;
    case 1: /* the side petals, curling out and down */
    case 2:
      {
        double s = part == 1 ? 1 : -1;
        cairo_move_to (cr, s * 0.10, 0.28);
        cairo_curve_to (cr, s * 0.16, -0.22, s * 0.72, -0.52, s * 0.93, -0.12);
        cairo_curve_to (cr, s * 1.04, 0.14, s * 0.78, 0.42, s * 0.60, 0.22);
        cairo_curve_to (cr, s * 0.74, 0.20, s * 0.80, 0.02, s * 0.70, -0.06);
        cairo_curve_to (cr, s * 0.54, -0.18, s * 0.28, 0.02, s * 0.26, 0.30);
        cairo_close_path (cr);
      }
      break;
    case 3: /* the band */
      terr_path_round_rect (cr, -0.50, 0.24, 1.00, 0.19, 0.06);
      break;
    default: /* the foot */
      cairo_move_to (cr, -0.11, 0.43);
      cairo_line_to (cr, 0.11, 0.43);
      cairo_curve_to (cr, 0.13, 0.62, 0.30, 0.78, 0.42, 0.96);
      cairo_curve_to (cr, 0.22, 0.90, 0.08, 0.82, 0, 0.70);
      cairo_curve_to (cr, -0.08, 0.82, -0.22, 0.90, -0.42, 0.96);
      cairo_curve_to (cr, -0.30, 0.78, -0.13, 0.62, -0.11, 0.43);
      cairo_close_path (cr);
      break;
    }
}

gboolean
terr_render_draw_bed_coin (cairo_t    *cr,
                           const char *suit,
                           double      cx,
                           double      cy,
                           double      radius)
{
  static const char *names[] = { "suns", "moons", "crowns", "arms" };
  TerrRgba face;
  int s = -1;

  g_return_val_if_fail (cr != NULL, FALSE);

  for (int i = 0; i < TERR_RENDER_N_SUITS; i++)
    if (g_strcmp0 (suit, names[i]) == 0)
      s = i;
  if (s < 0)
    return FALSE;

  face = terr_suit_rgba (s);
  cairo_save (cr);
  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  terr_set_rgba (cr, face);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (1.0, radius * 0.08));
  cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
  cairo_stroke (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, radius * 0.86, 0, 2 * G_PI);
  cairo_set_line_width (cr, MAX (0.5, radius * 0.05));
  cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
  cairo_stroke (cr);
  terr_set_rgba (cr, TERR_RGB (0xFFF4DE));
  terr_path_suit (cr, s, cx, cy, radius * 0.66);
  cairo_restore (cr);
  return TRUE;
}

/* The suit symbol filled with the current source. */
void
terr_path_suit (cairo_t *cr, int suit, double cx, double cy, double r)
{
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, r, r);
  switch (suit)
    {
    case TERR_RENDER_SUIT_SUNS:
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0, 0, 0.44, 0, 2 * G_PI);
      cairo_fill (cr);
      for (int i = 0; i < 8; i++)
        {
          double a = i * G_PI / 4, w = 0.20;
          cairo_move_to (cr, 0.56 * cos (a - w), 0.56 * sin (a - w));
          cairo_line_to (cr, 0.98 * cos (a), 0.98 * sin (a));
          cairo_line_to (cr, 0.56 * cos (a + w), 0.56 * sin (a + w));
          cairo_close_path (cr);
        }
      cairo_fill (cr);
      break;
    case TERR_RENDER_SUIT_MOONS:
      cairo_rotate (cr, -G_PI / 5);
      cairo_translate (cr, -0.10, 0);
      path_crescent (cr);
      cairo_fill (cr);
      break;
    case TERR_RENDER_SUIT_CROWNS:
      cairo_move_to (cr, -0.78, 0.74);
      cairo_line_to (cr, 0.78, 0.74);
      cairo_line_to (cr, 0.80, 0.46);
      cairo_line_to (cr, 0.92, -0.42);
      cairo_line_to (cr, 0.42, 0.04);
      cairo_line_to (cr, 0, -0.62);
      cairo_line_to (cr, -0.42, 0.04);
      cairo_line_to (cr, -0.92, -0.42);
      cairo_line_to (cr, -0.80, 0.46);
      cairo_close_path (cr);
      cairo_fill (cr);
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0.92, -0.52, 0.14, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0, -0.74, 0.15, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_new_sub_path (cr);
      cairo_arc (cr, -0.92, -0.52, 0.14, 0, 2 * G_PI);
      cairo_fill (cr);
      break;
    case TERR_RENDER_SUIT_ARMS:
      for (int part = 0; part < 5; part++)
        {
          path_fleur (cr, part);
          cairo_fill (cr);
        }
      break;
    default:
      break;
    }
  cairo_restore (cr);
}

void
terr_draw_pips (cairo_t *cr, int value, double cx, double cy, double half,
                TerrRgba ink)
{
  /* Positions on a 3 x 3 grid, -1..1. */
  static const signed char pos[7][6][2] = {
    { { 9 } },
    { { 0, 0 }, { 9 } },
    { { -1, -1 }, { 1, 1 }, { 9 } },
    { { -1, -1 }, { 0, 0 }, { 1, 1 }, { 9 } },
    { { -1, -1 }, { 1, -1 }, { -1, 1 }, { 1, 1 }, { 9 } },
    { { -1, -1 }, { 1, -1 }, { 0, 0 }, { -1, 1 }, { 1, 1 }, { 9 } },
    { { -1, -1 }, { 1, -1 }, { -1, 0 }, { 1, 0 }, { -1, 1 }, { 1, 1 } },
  };
  double off = half * 0.52, pr = half * 0.15;

  if (value < 0 || value > 6)
    return;
  terr_set_rgba (cr, ink);
  for (int i = 0; i < 6 && pos[value][i][0] != 9; i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx + pos[value][i][0] * off, cy + pos[value][i][1] * off,
                 pr, 0, 2 * G_PI);
    }
  cairo_fill (cr);
}

static void
draw_leaf (cairo_t *cr, double x, double y, double len, double angle)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_rotate (cr, angle);
  cairo_move_to (cr, 0, 0);
  cairo_curve_to (cr, len * 0.3, -len * 0.35, len * 0.75, -len * 0.3, len, 0);
  cairo_curve_to (cr, len * 0.75, len * 0.3, len * 0.3, len * 0.35, 0, 0);
  cairo_close_path (cr);
  cairo_restore (cr);
}

void
terr_draw_flower (cairo_t *cr, int flower, double cx, double cy, double h)
{
  switch (flower)
    {
    case TERR_RENDER_FLOWER_ROSE:
      {
        /* A round bloom: five broad petals, an inner ring, a spiral heart,
         * leaves at the sides. */
        TerrRgba leaf = TERR_RGB (0x3F7D3A);
        TerrRgba petal = TERR_RGB (0xE0457B), inner = TERR_RGB (0xB8235A);

        terr_set_rgba (cr, leaf);
        draw_leaf (cr, cx - 0.15 * h, cy + 0.35 * h, 0.62 * h, 2.6);
        draw_leaf (cr, cx + 0.15 * h, cy + 0.35 * h, 0.62 * h, 0.5);
        cairo_fill (cr);
        terr_set_rgba (cr, petal);
        for (int i = 0; i < 5; i++)
          {
            double a = -G_PI / 2 + i * 2 * G_PI / 5;
            cairo_new_sub_path (cr);
            cairo_arc (cr, cx + 0.30 * h * cos (a), cy + 0.30 * h * sin (a),
                       0.34 * h, 0, 2 * G_PI);
          }
        cairo_fill (cr);
        terr_set_rgba (cr, inner);
        cairo_new_sub_path (cr);
        cairo_arc (cr, cx, cy, 0.33 * h, 0, 2 * G_PI);
        cairo_fill (cr);
        cairo_set_source_rgba (cr, 1, 0.85, 0.9, 0.9);
        cairo_set_line_width (cr, 0.07 * h);
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
        cairo_new_sub_path (cr);
        for (int i = 0; i <= 24; i++)
          {
            double a = i * 0.55, r = 0.03 * h + 0.011 * h * i;
            if (i == 0)
              cairo_move_to (cr, cx + r * cos (a), cy + r * sin (a));
            else
              cairo_line_to (cr, cx + r * cos (a), cy + r * sin (a));
          }
        cairo_stroke (cr);
      }
      break;
    case TERR_RENDER_FLOWER_MARIGOLD:
      {
        /* A ray flower: many narrow pointed petals in two rings around a
         * brown disc. */
        TerrRgba outer = TERR_RGB (0xF39C12), ring = TERR_RGB (0xFFC93C);
        TerrRgba disc = TERR_RGB (0x8E4B10);

        for (int ringi = 0; ringi < 2; ringi++)
          {
            int n = 12;
            double len = ringi == 0 ? 0.74 * h : 0.52 * h;
            double w = ringi == 0 ? 0.17 : 0.20;
            double off = ringi == 0 ? 0 : G_PI / n;

            terr_set_rgba (cr, ringi == 0 ? outer : ring);
            for (int i = 0; i < n; i++)
              {
                double a = off + i * 2 * G_PI / n;
                cairo_move_to (cr, cx + 0.15 * h * cos (a - w * 2),
                               cy + 0.15 * h * sin (a - w * 2));
                cairo_line_to (cr, cx + len * cos (a), cy + len * sin (a));
                cairo_line_to (cr, cx + 0.15 * h * cos (a + w * 2),
                               cy + 0.15 * h * sin (a + w * 2));
                cairo_close_path (cr);
              }
            cairo_fill (cr);
          }
        terr_set_rgba (cr, disc);
        cairo_new_sub_path (cr);
        cairo_arc (cr, cx, cy, 0.22 * h, 0, 2 * G_PI);
        cairo_fill (cr);
      }
      break;
    case TERR_RENDER_FLOWER_LAVENDER:
      {
        /* Three upright spikes of small florets on green stems. */
        TerrRgba stem = TERR_RGB (0x5B8C51), floret = TERR_RGB (0x8E6BD1);
        TerrRgba dark = TERR_RGB (0x6A48B0);
        static const double sx[3] = { -0.42, 0, 0.42 };
        static const double top[3] = { -0.50, -0.80, -0.55 };

        cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
        terr_set_rgba (cr, stem);
        cairo_set_line_width (cr, 0.08 * h);
        for (int s = 0; s < 3; s++)
          {
            cairo_move_to (cr, cx + sx[s] * 0.6 * h, cy + 0.85 * h);
            cairo_line_to (cr, cx + sx[s] * h, cy + top[s] * h);
          }
        cairo_stroke (cr);
        for (int s = 0; s < 3; s++)
          {
            for (int k = 0; k < 5; k++)
              {
                double t = top[s] + k * 0.2;
                double x = cx + sx[s] * h - (k % 2 ? 0.09 : -0.09) * h;
                cairo_save (cr);
                cairo_translate (cr, x, cy + t * h);
                cairo_scale (cr, 0.11 * h, 0.15 * h);
                cairo_new_sub_path (cr);
                cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
                cairo_restore (cr);
                terr_set_rgba (cr, k % 2 ? dark : floret);
                cairo_fill (cr);
              }
          }
      }
      break;
    default:
      break;
    }
}

/* Text is laid out at a fixed size of TEXT_PX and scaled to the size asked
 * for, so that tiny user units (board units are often 1 = a square) do not
 * meet pango's rounding; no hinting and no rounded glyph positions, so the
 * shapes are the same at every scale and in every surface. */
#define TEXT_PX 64.0

/* Laid-out texts are kept (labels, numbers and ranks repeat every frame),
 * on a context of their own so that no target changes them. */
#define TEXT_CACHE_MAX 256

G_LOCK_DEFINE_STATIC (texts);
static PangoContext *text_context;
static GHashTable *texts;     /* "b|text" -> PangoLayout */

static PangoLayout *
make_layout (const char *text, gboolean bold)
{
  PangoFontDescription *desc;
  PangoLayout *layout;

  if (text_context == NULL)
    {
      PangoFontMap *map = pango_cairo_font_map_new ();
      cairo_font_options_t *fo = cairo_font_options_create ();

      text_context = pango_font_map_create_context (map);
      g_object_unref (map);
      cairo_font_options_set_hint_metrics (fo, CAIRO_HINT_METRICS_OFF);
      cairo_font_options_set_hint_style (fo, CAIRO_HINT_STYLE_NONE);
      pango_cairo_context_set_font_options (text_context, fo);
      pango_context_set_round_glyph_positions (text_context, FALSE);
      cairo_font_options_destroy (fo);
      texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
    }
  layout = pango_layout_new (text_context);
  desc = pango_font_description_from_string ("Sans");
  pango_font_description_set_absolute_size (desc, TEXT_PX * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

/* The layout of @text; call with the texts lock held. */
static PangoLayout *
get_layout (const char *text, gboolean bold)
{
  char *key = g_strdup_printf ("%d|%s", bold ? 1 : 0, text);
  PangoLayout *layout = texts ? g_hash_table_lookup (texts, key) : NULL;

  if (layout)
    {
      g_free (key);
      return layout;
    }
  layout = make_layout (text, bold);
  if (g_hash_table_size (texts) >= TEXT_CACHE_MAX)
    g_hash_table_remove_all (texts);
  g_hash_table_insert (texts, key, layout);
  return layout;
}

/* Shows @text scaled to @size with its left edge (@centre FALSE) or its
 * middle at @x, its middle at @cy; returns its width in user units. */
static double
show_text (cairo_t *cr, const char *text, double x, double cy, double size,
           gboolean bold, TerrRgba ink, gboolean centre)
{
  PangoLayout *layout;
  PangoRectangle ink_r, log_r;

  if (size <= 0)
    return 0;
  cairo_save (cr);
  cairo_translate (cr, x, cy);
  cairo_scale (cr, size / TEXT_PX, size / TEXT_PX);
  G_LOCK (texts);
  layout = get_layout (text, bold);
  pango_layout_get_extents (layout, &ink_r, &log_r);
  terr_set_rgba (cr, ink);
  if (centre)
    cairo_move_to (cr, -(log_r.x + log_r.width / 2.0) / PANGO_SCALE,
                   -(ink_r.y + ink_r.height / 2.0) / PANGO_SCALE);
  else
    cairo_move_to (cr, 0, -(log_r.y + log_r.height / 2.0) / PANGO_SCALE);
  pango_cairo_show_layout (cr, layout);
  G_UNLOCK (texts);
  cairo_restore (cr);
  return log_r.width / (double) PANGO_SCALE * size / TEXT_PX;
}

void
terr_draw_text (cairo_t *cr, const char *text, double cx, double cy,
                double size, gboolean bold, TerrRgba ink)
{
  show_text (cr, text, cx, cy, size, bold, ink, TRUE);
}

double
terr_draw_text_left (cairo_t *cr, const char *text, double x, double cy,
                     double size, gboolean bold, TerrRgba ink)
{
  return show_text (cr, text, x, cy, size, bold, ink, FALSE);
}

/* --- boxes --- */

static void
polygon (cairo_t *cr, const TerrProj *p, const double (*pts)[3], int n)
{
  for (int i = 0; i < n; i++)
    {
      double X, Y;
      terr_proj_point (p, pts[i][0], pts[i][1], pts[i][2], &X, &Y);
      if (i == 0)
        cairo_move_to (cr, X, Y);
      else
        cairo_line_to (cr, X, Y);
    }
  cairo_close_path (cr);
}

void
terr_draw_box_sides (cairo_t *cr, const TerrProj *p, const TerrBox *b,
                     TerrRgba south, TerrRgba east, TerrRgba edge,
                     double edge_width)
{
  const double s[4][3] = { { b->x0, b->y1, b->z1 }, { b->x1, b->y1, b->z1 },
                           { b->x1, b->y1, b->z0 }, { b->x0, b->y1, b->z0 } };
  const double e[4][3] = { { b->x1, b->y0, b->z1 }, { b->x1, b->y1, b->z1 },
                           { b->x1, b->y1, b->z0 }, { b->x1, b->y0, b->z0 } };

  if (p->sy == 0.0)
    return;
  polygon (cr, p, s, 4);
  terr_set_rgba (cr, south);
  cairo_fill (cr);
  polygon (cr, p, e, 4);
  terr_set_rgba (cr, east);
  cairo_fill (cr);
  /* The edges in one stroke: each is drawn once, even where faces meet. */
  polygon (cr, p, s, 4);
  polygon (cr, p, e, 4);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_set_line_width (cr, edge_width);
  terr_set_rgba (cr, edge);
  cairo_stroke (cr);
}

void
terr_draw_box_top (cairo_t *cr, const TerrProj *p, const TerrBox *b,
                   TerrRgba top, TerrRgba edge, double edge_width)
{
  const double t[4][3] = { { b->x0, b->y0, b->z1 }, { b->x1, b->y0, b->z1 },
                           { b->x1, b->y1, b->z1 }, { b->x0, b->y1, b->z1 } };

  polygon (cr, p, t, 4);
  terr_set_rgba (cr, top);
  cairo_fill_preserve (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_set_line_width (cr, edge_width);
  terr_set_rgba (cr, edge);
  cairo_stroke (cr);
}

void
terr_draw_box (cairo_t *cr, const TerrProj *p, const TerrBox *b,
               TerrRgba top, TerrRgba south, TerrRgba east, TerrRgba edge,
               double edge_width)
{
  terr_draw_box_sides (cr, p, b, south, east, edge, edge_width);
  terr_draw_box_top (cr, p, b, top, edge, edge_width);
}

void
terr_path_box_outline (cairo_t *cr, const TerrProj *p, const TerrBox *b)
{
  /* The hexagon around the projection, from the top face's far corners
   * down the near sides. */
  const double pts[6][3] = {
    { b->x0, b->y0, b->z1 }, { b->x1, b->y0, b->z1 }, { b->x1, b->y0, b->z0 },
    { b->x1, b->y1, b->z0 }, { b->x0, b->y1, b->z0 }, { b->x0, b->y1, b->z1 },
  };
  if (p->sy == 0.0)
    {
      const double t[4][3] = { { b->x0, b->y0, b->z1 }, { b->x1, b->y0, b->z1 },
                               { b->x1, b->y1, b->z1 }, { b->x0, b->y1, b->z1 } };
      polygon (cr, p, t, 4);
      return;
    }
  polygon (cr, p, pts, 6);
}

/* --- sprites --- */

/* The cache is emptied when it holds this many pictures or bytes (a
 * zooming widget leaves pictures of sizes it no longer shows). */
#define SPRITE_CACHE_MAX    600
#define SPRITE_CACHE_BYTES  (48 * 1024 * 1024)

G_LOCK_DEFINE_STATIC (sprites);
static GHashTable *sprites;   /* key string -> cairo_surface_t */
static gsize sprite_bytes;

void
terr_sprite (cairo_t *cr, const TerrProj *p, double scale, double ax,
             double ay, double x0, double y0, double x1, double y1,
             const char *key, TerrSpriteFunc func, gconstpointer data)
{
  cairo_surface_type_t type = cairo_surface_get_type (cairo_get_group_target (cr));
  cairo_matrix_t pm;
  double mxx, mxy, myx, myy, m0x, m0y, k, dax, day;
  int bx0, by0, bx1, by1;
  char skey[256];
  cairo_surface_t *surface;
  cairo_pattern_t *pattern;

  mxx = 1, mxy = 0;
  myx = 0, myy = 1;
  cairo_user_to_device_distance (cr, &mxx, &myx);
  cairo_user_to_device_distance (cr, &mxy, &myy);
  m0x = 0, m0y = 0;
  cairo_user_to_device (cr, &m0x, &m0y);
  if ((type != CAIRO_SURFACE_TYPE_IMAGE && type != CAIRO_SURFACE_TYPE_RECORDING)
      || fabs (mxy) > 1e-9 || fabs (myx) > 1e-9 || mxx <= 0 || myy <= 0
      || (x1 - x0) * mxx * MAX (scale, 1) > 1024 || (y1 - y0) * myy * MAX (scale, 1) > 1024)
    {
      func (cr, p, data);
      return;
    }

  /* Pixels of the picture per device unit: the target's own device scale
   * (a HiDPI image), and a recording is replayed later at the widget's
   * scale, so draw it that much finer. */
  {
    double dsx = 1, dsy = 1;
    cairo_surface_get_device_scale (cairo_get_group_target (cr), &dsx, &dsy);
    k = MAX (dsx, dsy) * (type == CAIRO_SURFACE_TYPE_RECORDING && scale > 0 ? scale : 1.0);
  }
  dax = floor ((m0x + mxx * ax) * k + 0.5);
  day = floor ((m0y + myy * ay) * k + 0.5);
  bx0 = (int) floor (x0 * mxx * k) - 2;
  by0 = (int) floor (y0 * myy * k) - 2;
  bx1 = (int) ceil (x1 * mxx * k) + 2;
  by1 = (int) ceil (y1 * myy * k) + 2;
  g_snprintf (skey, sizeof skey, "%s|%.5g|%.5g|%.5g|%.5g|%.5g|%.5g|%.5g|%d|%d|%d|%d",
              key, p->unit * mxx * k, p->unit * myy * k, p->c, p->sx, p->sy,
              mxx * k, myy * k, bx0, by0, bx1, by1);

  G_LOCK (sprites);
  if (sprites == NULL)
    sprites = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                     (GDestroyNotify) cairo_surface_destroy);
  surface = g_hash_table_lookup (sprites, skey);
  if (surface == NULL)
    {
      cairo_t *sc;
      TerrProj local = *p;

      gsize bytes = (gsize) (bx1 - bx0) * (by1 - by0) * 4;

      if (g_hash_table_size (sprites) >= SPRITE_CACHE_MAX
          || sprite_bytes + bytes > SPRITE_CACHE_BYTES)
        {
          g_hash_table_remove_all (sprites);
          sprite_bytes = 0;
        }
      sprite_bytes += bytes;
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, bx1 - bx0, by1 - by0);
      sc = cairo_create (surface);
      cairo_translate (sc, -bx0, -by0);
      cairo_scale (sc, mxx * k, myy * k);
      /* User space of the picture: the anchor at 0, 0. */
      local.ox = p->ox - ax;
      local.oy = p->oy - ay;
      cairo_set_antialias (sc, cairo_get_antialias (cr));
      cairo_set_tolerance (sc, cairo_get_tolerance (cr));
      func (sc, &local, data);
      cairo_destroy (sc);
      cairo_surface_flush (surface);
      g_hash_table_insert (sprites, g_strdup (skey), surface);
    }
  cairo_surface_reference (surface);
  G_UNLOCK (sprites);

  /* user -> device -> picture pixels */
  cairo_matrix_init (&pm, mxx * k, 0, 0, myy * k, m0x * k - (dax + bx0), m0y * k - (day + by0));
  pattern = cairo_pattern_create_for_surface (surface);
  cairo_pattern_set_matrix (pattern, &pm);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_NEAREST);
  cairo_save (cr);
  cairo_set_source (cr, pattern);
  cairo_rectangle (cr, (dax + bx0 - m0x * k) / (mxx * k), (day + by0 - m0y * k) / (myy * k),
                   (bx1 - bx0) / (mxx * k), (by1 - by0) / (myy * k));
  cairo_fill (cr);
  cairo_restore (cr);
  cairo_pattern_destroy (pattern);
  cairo_surface_destroy (surface);
}

void
terr_sprite_box (cairo_t *cr, const TerrProj *p, double scale,
                 const TerrBox *b, const char *key, TerrSpriteFunc func,
                 gconstpointer data)
{
  double X, Y, X0, Y0, X1, Y1, ax, ay, pad = 0.05;

  terr_proj_point (p, b->x0, b->y0, b->z1, &X, &Y);
  terr_box_extents (p, b, &X0, &Y0, &X1, &Y1);
  /* Extents relative to the anchor, the top face's far corner. */
  ax = b->x0 - p->sx * b->z1;
  ay = p->c * b->y0 - p->sy * b->z1;
  terr_sprite (cr, p, scale, X, Y, (X0 - ax - pad) * p->unit, (Y0 - ay - pad) * p->unit,
               (X1 - ax + pad) * p->unit, (Y1 - ay + pad) * p->unit, key, func, data);
}

static cairo_user_data_key_t no_group_key;

static gboolean
raster_target (cairo_t *cr)
{
  cairo_surface_type_t type = cairo_surface_get_type (cairo_get_group_target (cr));
  return type == CAIRO_SURFACE_TYPE_IMAGE || type == CAIRO_SURFACE_TYPE_RECORDING;
}

void
terr_group_begin (cairo_t *cr, double x0, double y0, double x1, double y1)
{
  /* On vector targets (SVG) the layer is drawn opaque: cairo 1.16 leaks
   * translucent groups there, and files carry no ghosts anyway. */
  gboolean grouped = raster_target (cr);

  cairo_set_user_data (cr, &no_group_key, GINT_TO_POINTER (!grouped), NULL);
  cairo_save (cr);
  if (!grouped)
    return;
  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
  cairo_clip (cr);
  cairo_push_group (cr);
}

void
terr_group_end (cairo_t *cr, double alpha)
{
  if (!GPOINTER_TO_INT (cairo_get_user_data (cr, &no_group_key)))
    {
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, alpha);
    }
  cairo_restore (cr);
}

void
terr_group_begin_box (cairo_t *cr, const TerrProj *p, const TerrBox *b)
{
  double X0, Y0, X1, Y1, pad = 0.3;

  terr_box_extents (p, b, &X0, &Y0, &X1, &Y1);
  terr_group_begin (cr, p->ox + p->unit * (X0 - pad), p->oy + p->unit * (Y0 - pad),
                    p->ox + p->unit * (X1 + pad), p->oy + p->unit * (Y1 + pad));
}

void
terr_fill_cursor (cairo_t *cr, const TerrRenderOptions *opts, double unit)
{
  TerrRgba accent = terr_rgba_from_color (&opts->accent);

  terr_set_rgba_alpha (cr, accent, 0.22);
  cairo_fill_preserve (cr);
  terr_set_rgba (cr, accent);
  cairo_set_line_width (cr, MAX (unit * 0.07, 2.0 / MAX (opts->scale, 1)));
  cairo_stroke (cr);
}

gboolean
terr_move_int (const TerrMove *m, const char *name, int *out)
{
  gint64 v;

  if (!terr_move_get_int (m, name, -100000, 100000, &v))
    return FALSE;
  *out = (int) v;
  return TRUE;
}

/* --- options --- */

void
terr_render_options_init (TerrRenderOptions *opts)
{
  g_return_if_fail (opts != NULL);
  memset (opts, 0, sizeof *opts);
  opts->view = TERR_RENDER_VIEW_OBLIQUE;
  opts->max_level = -1;
  opts->seat = 0;
  opts->scale = 1.0;
  /* libadwaita's light style: window fg/bg and the accent blue. */
  opts->foreground = (TerrRenderColor) { 0, 0, 0, 0.8 };
  opts->background = (TerrRenderColor) { 0xfa / 255.0, 0xfa / 255.0, 0xfa / 255.0, 1 };
  opts->accent = (TerrRenderColor) { 0x1c / 255.0, 0x71 / 255.0, 0xd8 / 255.0, 1 };
  opts->fill_background = TRUE;
  /* The program shows each grid's best path live; so does the CLI. */
  opts->show_paths = TRUE;
  for (int i = 0; i < TERR_RENDER_N_SEAT_COLORS; i++)
    terr_render_get_seat_color (i + 1, &opts->seat_colors[i]);
}

void
terr_render_get_seat_color (int seat, TerrRenderColor *color)
{
  TerrRgba c = terr_seat_rgba (seat);

  g_return_if_fail (color != NULL);
  *color = (TerrRenderColor) { c.r, c.g, c.b, c.a };
}

void
terr_render_get_palette_color (guint index, TerrRenderColor *color)
{
  g_return_if_fail (color != NULL);
  g_return_if_fail (index < TERR_RENDER_N_SEAT_COLORS);
  terr_render_get_seat_color ((int) index + 1, color);
}
