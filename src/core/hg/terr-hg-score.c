/* terr-hg-score.c — the view cone, plateaus, segments; see terr-hg-score.h. */
#include "terr-hg-score.h"

#include <string.h>

/* F (forward) and R (to the right) of n, e, s, w. */
static const int fwd_x[4] = { 0, 1, 0, -1 };
static const int fwd_y[4] = { -1, 0, 1, 0 };
static const int right_x[4] = { 1, 0, -1, 0 };
static const int right_y[4] = { 0, 1, 0, -1 };

static const char *const dir_names[4] = { "n", "e", "s", "w" };

const char *
terr_hg_dir_to_string (TerrHgDir dir)
{
  g_return_val_if_fail (dir <= TERR_HG_DIR_W, NULL);
  return dir_names[dir];
}

void
terr_hg_dir_space (TerrHgDir dir, int gx, int gy, int k, int j, int *x, int *y)
{
  *x = gx + k * fwd_x[dir] + j * right_x[dir];
  *y = gy + k * fwd_y[dir] + j * right_y[dir];
}

/* A plateau: a terrace tile of level >= 1. */
typedef struct {
  int x, y, level;
} Plateau;

typedef struct {
  const TerrHgState *s;
  int     n_plateaus;
  Plateau plateaus[TERR_HG_N_TILES];
} Scorer;

static void
scorer_init (Scorer *sc, const TerrHgState *s)
{
  sc->s = s;
  sc->n_plateaus = 0;
  for (int i = 0; i < s->n_tiles; i++)
    {
      const TerrHgTile *t = &s->tiles[i];
      if (!t->support && t->level >= 1)
        {
          Plateau *p = &sc->plateaus[sc->n_plateaus++];
          p->x = t->x;
          p->y = t->y;
          p->level = t->level;
        }
    }
}

/* Does the open segment from (0, 0) to (k, j) meet the inside of the unit
 * square centred on (r, i)?  With t in (0, 1): |t·k − r| < ½ and
 * |t·j − i| < ½; the three open intervals of t meet when every lower end
 * is below every upper end (compared with the denominators multiplied out). */
static inline gboolean
string_crosses (int k, int j, int r, int i)
{
  int aj;

  if (r < 0 || r > k)
    return FALSE;
  if (j == 0)
    return i == 0;
  aj = j < 0 ? -j : j;
  if (j < 0)
    i = -i;
  if (i < 0 || i > aj)
    return FALSE;
  return (2 * r - 1) * aj < (2 * i + 1) * k && (2 * i - 1) * k < (2 * r + 1) * aj;
}

/* The plateau hiding a bed at level b in row k, offset j, or NULL. */
static const Plateau *
find_obscurer (const Scorer *sc, TerrHgDir d, int gx, int gy, int h, int k, int j, int b)
{
  for (int p = 0; p < sc->n_plateaus; p++)
    {
      const Plateau *pl = &sc->plateaus[p];
      int rstar = -1;

      if (pl->level <= b)
        continue;
      for (int q = 0; q < 4; q++)
        {
          int dx = pl->x + (q & 1) - gx, dy = pl->y + (q >> 1) - gy;
          int r = dx * fwd_x[d] + dy * fwd_y[d];
          int i = dx * right_x[d] + dy * right_y[d];
          if (r > rstar && string_crosses (k, j, r, i))
            rstar = r;
        }
      if (rstar >= 0 && k - rstar < (k * (pl->level - b)) / (h + 1 - b))
        return pl;
    }
  return NULL;
}

/* The offsets of the bounding box along a row of direction d. */
static void
lateral_range (const TerrHgState *s, TerrHgDir d, int gx, int gy, int *lo, int *hi)
{
  int a = (s->bx0 - gx) * right_x[d] + (s->by0 - gy) * right_y[d];
  int b = (s->bx1 - gx) * right_x[d] + (s->by1 - gy) * right_y[d];

  *lo = MIN (a, b);
  *hi = MAX (a, b);
}

static int
n_rows (const TerrHgState *s, TerrHgDir d, int gx, int gy)
{
  switch (d)
    {
    case TERR_HG_DIR_N: return gy - s->by0;
    case TERR_HG_DIR_E: return s->bx1 - gx;
    case TERR_HG_DIR_S: return s->by1 - gy;
    case TERR_HG_DIR_W: return gx - s->bx0;
    default: g_assert_not_reached ();
    }
}

static void
detail_add_segment (TerrHgViewDetail *detail, int from, int to, int height2,
                    int colours, int symmetry, guint first_seen)
{
  TerrHgSegment seg = { from, to, height2, colours, symmetry, first_seen,
                        detail->seen->len - first_seen };

  g_array_append_val (detail->segments, seg);
}

/* Score one segment [from, to] (the real extent) whose beds in the row are
 * seen_suit[j - lo] for j in [lo, hi]. */
static int
segment_points (const guint8 *seen_suit, int lo, int hi, int from, int to,
                int *colours_out, int *symmetry_out)
{
  unsigned mask = 0;
  int n_seen = 0, colours, symmetry = 0;

  for (int j = MAX (from, lo); j <= MIN (to, hi); j++)
    if (seen_suit[j - lo])
      {
        mask |= 1u << seen_suit[j - lo];
        n_seen++;
      }
  colours = __builtin_popcount (mask);
  if (n_seen > 0 && from == -to)
    {
      gboolean symmetric = TRUE;
      for (int j = 1; j <= to && symmetric; j++)
        {
          int a = (j >= lo && j <= hi) ? seen_suit[j - lo] : 0;
          int b = (-j >= lo && -j <= hi) ? seen_suit[-j - lo] : 0;
          symmetric = a == b;
        }
      if (symmetric)
        symmetry = n_seen;
    }
  *colours_out = colours;
  *symmetry_out = symmetry;
  return colours + symmetry;
}

/* view(d) of a gazebo at (gx, gy) on level h; fills @detail when not NULL. */
static int
view_dir (const Scorer *sc, TerrHgDir d, int gx, int gy, int h, TerrHgViewDetail *detail)
{
  const TerrHgState *s = sc->s;
  int K = n_rows (s, d, gx, gy);
  int jlo, jhi, total = 0;
  guint8 stack_buf[512];
  guint8 *seen_suit;
  int h2buf_stack[512];
  int *h2buf;

  lateral_range (s, d, gx, gy, &jlo, &jhi);
  if (jhi - jlo + 1 <= (int) G_N_ELEMENTS (stack_buf))
    {
      seen_suit = stack_buf;
      h2buf = h2buf_stack;
    }
  else
    {
      seen_suit = g_new (guint8, jhi - jlo + 1);
      h2buf = g_new (int, jhi - jlo + 1);
    }

  for (int k = 1; k <= K; k++)
    {
      int lo = MAX (-k, jlo), hi = MIN (k, jhi);
      int x0 = gx + k * fwd_x[d], y0 = gy + k * fwd_y[d];
      int start;
      guint first_segment = detail ? detail->segments->len : 0;

      for (int j = lo; j <= hi; j++)
        {
          int x = x0 + j * right_x[d], y = y0 + j * right_y[d];
          const TerrHgCell *c = terr_hg_state_cell (s, x, y);
          int h2 = 0;

          seen_suit[j - lo] = 0;
          if (c->top >= 0)
            {
              const TerrHgTile *t = &s->tiles[c->top];
              h2 = 2 * t->level + t->support;
            }
          /* Empty table and level-0 terrace are one class. */
          h2buf[j - lo] = h2;
          if (c->bed)
            {
              int b = h2 / 2;
              const Plateau *pl = NULL;
              gboolean seen = b <= h && (pl = find_obscurer (sc, d, gx, gy, h, k, j, b)) == NULL;

              if (seen)
                seen_suit[j - lo] = c->bed;
              if (detail && !seen)
                {
                  TerrHgBedSight bs = { x, y, k, j, c->bed, b,
                                        b > h ? TERR_HG_BED_TOO_HIGH : TERR_HG_BED_OBSCURED,
                                        pl ? pl->x : 0, pl ? pl->y : 0, pl ? pl->level : 0 };
                  g_array_append_val (detail->unseen, bs);
                }
            }
        }

      /* Segments: runs of equal height class; a class-0 run that reaches
       * the bounding box's edge goes on to offset ±k. */
      if (detail && lo > -k && h2buf[0] != 0)
        detail_add_segment (detail, -k, lo - 1, 0, 0, 0, detail->seen->len);
      start = lo;
      for (int j = lo; j <= hi; j++)
        if (j == hi || h2buf[j + 1 - lo] != h2buf[j - lo])
          {
            int cls = h2buf[j - lo];
            int from = (start == lo && cls == 0) ? -k : start;
            int to = (j == hi && cls == 0) ? k : j;
            int colours, symmetry;
            guint first_seen = detail ? detail->seen->len : 0;

            total += segment_points (seen_suit, lo, hi, from, to, &colours, &symmetry);
            if (detail)
              {
                for (int i = start; i <= j; i++)
                  if (seen_suit[i - lo])
                    {
                      TerrHgBedSight bs = { 0 };
                      terr_hg_dir_space (d, gx, gy, k, i, &bs.x, &bs.y);
                      bs.row = k;
                      bs.offset = i;
                      bs.suit = seen_suit[i - lo];
                      bs.level = h2buf[i - lo] / 2;
                      bs.fate = TERR_HG_BED_SEEN;
                      g_array_append_val (detail->seen, bs);
                    }
                detail_add_segment (detail, from, to, cls, colours, symmetry, first_seen);
              }
            start = j + 1;
          }
      if (detail && hi < k && h2buf[hi - lo] != 0)
        detail_add_segment (detail, hi + 1, k, 0, 0, 0, detail->seen->len);
      if (detail)
        {
          TerrHgRow row = { k, first_segment, detail->segments->len - first_segment };
          g_array_append_val (detail->rows, row);
        }
    }

  if (seen_suit != stack_buf)
    {
      g_free (seen_suit);
      g_free (h2buf);
    }
  if (detail)
    detail->view = total;
  return total;
}

static int
gazebo_height (const TerrHgState *s, int seat)
{
  const TerrHgTile *t = terr_hg_state_top (s, s->gazebo_x[seat], s->gazebo_y[seat]);

  return t ? t->level : 0;
}

static int
score_seat (const Scorer *sc, int seat, int views[TERR_HG_N_DIRS], TerrHgDir *best)
{
  const TerrHgState *s = sc->s;
  int h, best_view = -1;
  TerrHgDir best_dir = TERR_HG_DIR_N;

  if (!s->gazebo_placed[seat])
    {
      if (views)
        memset (views, 0, sizeof (int) * TERR_HG_N_DIRS);
      if (best)
        *best = TERR_HG_DIR_N;
      return 0;
    }
  h = gazebo_height (s, seat);
  for (int d = 0; d < TERR_HG_N_DIRS; d++)
    {
      int v = view_dir (sc, d, s->gazebo_x[seat], s->gazebo_y[seat], h, NULL);
      if (views)
        views[d] = v;
      if (v > best_view)
        {
          best_view = v;
          best_dir = d;
        }
    }
  if (best)
    *best = best_dir;
  return best_view + h;
}

int
terr_hg_score_seat (const TerrHgState *s, int seat, int views[TERR_HG_N_DIRS], TerrHgDir *best)
{
  Scorer sc;

  g_return_val_if_fail (seat >= 1 && seat <= s->n_players, 0);
  scorer_init (&sc, s);
  return score_seat (&sc, seat, views, best);
}

void
terr_hg_score_all (const TerrHgState *s, int scores[TERR_HG_MAX_SEATS + 1])
{
  Scorer sc;

  scorer_init (&sc, s);
  scores[0] = 0;
  for (int seat = 1; seat <= s->n_players; seat++)
    scores[seat] = score_seat (&sc, seat, NULL, NULL);
}

TerrHgScoreReport *
terr_hg_score_report_new (const TerrHgState *s)
{
  TerrHgScoreReport *r = g_new0 (TerrHgScoreReport, 1);
  Scorer sc;
  int top = -1;

  scorer_init (&sc, s);
  r->n_seats = s->n_players;
  for (int seat = 1; seat <= s->n_players; seat++)
    {
      TerrHgSeatReport *sr = &r->seats[seat - 1];

      sr->seat = seat;
      sr->has_gazebo = s->gazebo_placed[seat];
      for (int d = 0; d < TERR_HG_N_DIRS; d++)
        {
          TerrHgViewDetail *vd = &sr->detail[d];
          vd->direction = d;
          vd->rows = g_array_new (FALSE, FALSE, sizeof (TerrHgRow));
          vd->segments = g_array_new (FALSE, FALSE, sizeof (TerrHgSegment));
          vd->seen = g_array_new (FALSE, FALSE, sizeof (TerrHgBedSight));
          vd->unseen = g_array_new (FALSE, FALSE, sizeof (TerrHgBedSight));
        }
      if (sr->has_gazebo)
        {
          int best_view = -1;

          sr->x = s->gazebo_x[seat];
          sr->y = s->gazebo_y[seat];
          sr->height = gazebo_height (s, seat);
          for (int d = 0; d < TERR_HG_N_DIRS; d++)
            {
              sr->views[d] = view_dir (&sc, d, sr->x, sr->y, sr->height, &sr->detail[d]);
              if (sr->views[d] > best_view)
                {
                  best_view = sr->views[d];
                  sr->best = d;
                }
            }
          sr->score = best_view + sr->height;
        }
      top = MAX (top, sr->score);
    }
  for (int i = 0; i < r->n_seats; i++)
    if (r->seats[i].score == top)
      r->winners[r->n_winners++] = r->seats[i].seat;
  return r;
}

void
terr_hg_score_report_free (TerrHgScoreReport *report)
{
  if (report == NULL)
    return;
  for (int i = 0; i < report->n_seats; i++)
    for (int d = 0; d < TERR_HG_N_DIRS; d++)
      {
        TerrHgViewDetail *vd = &report->seats[i].detail[d];
        g_array_unref (vd->rows);
        g_array_unref (vd->segments);
        g_array_unref (vd->seen);
        g_array_unref (vd->unseen);
      }
  g_free (report);
}
