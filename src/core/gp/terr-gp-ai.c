/* terr-gp-ai.c — the Garden Paths computer player (see terr-gp-ai.h).
 *
 * The static evaluation of a grid is
 *   exact best path now
 *   + (bonus not yet earned) * GAMMA^d   where d is the number of free
 *     squares still to cover to join the two gates of the best pair
 *     (0-1 breadth-first search: path squares cost 0, free squares 1,
 *     flowers and water block)
 *   + small credits for circled path squares and covered fountains, which
 *     the best path may still come to use.
 * Level 2 looks one announcement ahead: for the best few placements it
 * averages, over the pieces the next announcement may bring, the value of
 * the best answer to each.
 * Level 3 plays each of the best few placements out: up to L3_HORIZON
 * announcements drawn at random (the seat's own announcements among the
 * pieces that fit its grid), each placed at the best of a few random
 * places among those that touch the path or a gate (place_sampled_near()),
 * and judges the grid at the end (exact score when the game ended, the
 * static value otherwise).  Playout k draws the same random numbers for
 * every placement.
 * Only the seat's own grid is looked at; the other seats' grids are
 * sampled from the pieces they placed (sample_grid(): level 2 puts each
 * piece at the best of a few random places, level 3 at one of the few
 * best places by the static evaluation, as a seat that plays well would).
 */
#include "config.h"

#include "terr-gp-ai.h"
#include "terr-random.h"
#include "terr-error.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#define GAMMA          0.8
#define CIRCLE_CREDIT  0.25
#define LOOKAHEAD_K    4

typedef struct {
  int x, y, t;
  double value;
  guint32 tie;   /* random tie-break */
} Candidate;

/* Free squares to cover so that a path joins @from and @to (G_MAXINT when
 * flowers or water cut them apart), for every gate pair at once. */
static void
gate_distances (const TerrGpGrid *g, int *dist /* n_gates * n_gates */)
{
  const TerrGpBoard *b = g->board;
  int W = b->width, N = b->width * b->height, ng = (int) b->gates->len;
  int d[TERR_GP_MAX_SQUARES];
  int deque[2 * TERR_GP_MAX_SQUARES + 2];

  for (int i = 0; i < ng; i++)
    {
      const TerrGpGate *gi = &g_array_index (b->gates, TerrGpGate, i);
      int start = gi->y * W + gi->x, head = TERR_GP_MAX_SQUARES, tail = TERR_GP_MAX_SQUARES;

      for (int sq = 0; sq < N; sq++)
        d[sq] = G_MAXINT;
      for (int j = 0; j < ng; j++)
        dist[i * ng + j] = G_MAXINT;
      if ((b->flags[start] & TERR_GP_SQ_WATER) || g->cover[start] > TERR_GP_PATH)
        continue;
      d[start] = g->cover[start] == TERR_GP_PATH ? 0 : 1;
      deque[tail++] = start;
      while (head < tail)
        {
          int sq = deque[head++], x = sq % W, y = sq / W;
          int nb[4], nn = 0;

          if (y > 0) nb[nn++] = sq - W;
          if (x + 1 < W) nb[nn++] = sq + 1;
          if (y + 1 < b->height) nb[nn++] = sq + W;
          if (x > 0) nb[nn++] = sq - 1;
          for (int k = 0; k < nn; k++)
            {
              int v = nb[k], c;

              if ((b->flags[v] & TERR_GP_SQ_WATER) || g->cover[v] > TERR_GP_PATH)
                continue;
              c = g->cover[v] == TERR_GP_PATH ? 0 : 1;
              if (d[sq] + c < d[v])
                {
                  d[v] = d[sq] + c;
                  if (c == 0)
                    deque[--head] = v;
                  else
                    deque[tail++] = v;
                }
            }
        }
      for (int j = 0; j < ng; j++)
        {
          const TerrGpGate *gj = &g_array_index (b->gates, TerrGpGate, j);
          dist[i * ng + j] = d[gj->y * W + gj->x];
        }
    }
}

static double
evaluate (const TerrGpGrid *g)
{
  const TerrGpBoard *b = g->board;
  TerrGpScore sc;
  int ng = (int) b->gates->len;
  int dist_small[16 * 16];
  int *dist = ng <= 16 ? dist_small : g_new (int, ng * ng);
  double v, pot = 0.0;
  guint8 points[TERR_GP_MAX_SQUARES];
  int credit = 0;

  terr_gp_grid_best_path (g, &sc);
  v = sc.score;
  if (ng >= 2 && sc.gate_bonus < 15)
    {
      gate_distances (g, dist);
      for (int i = 0; i < ng; i++)
        for (int j = i + 1; j < ng; j++)
          {
            const TerrGpGate *gi = &g_array_index (b->gates, TerrGpGate, i);
            const TerrGpGate *gj = &g_array_index (b->gates, TerrGpGate, j);
            int bonus = (gi->side + 2) % 4 == gj->side ? 15 : 10;

            if (bonus <= sc.gate_bonus || dist[i * ng + j] == G_MAXINT)
              continue;
            pot = MAX (pot, (bonus - sc.gate_bonus) * pow (GAMMA, dist[i * ng + j]));
          }
    }
  if (dist != dist_small)
    g_free (dist);
  terr_gp_grid_square_points (g, points);
  for (int sq = 0; sq < b->width * b->height; sq++)
    credit += points[sq];
  return v + pot + CIRCLE_CREDIT * credit;
}

static int
candidate_compare (gconstpointer a, gconstpointer b)
{
  const Candidate *p = a, *q = b;

  if (p->value != q->value)
    return p->value < q->value ? 1 : -1;
  return p->tie < q->tie ? -1 : p->tie > q->tie;
}

/* Every distinct placement of @piece on @grid with its static value,
 * best first.  NULL when cancelled. */
static GArray *
rank_placements (const TerrGpGrid *grid, const TerrGpPiece *piece, int piece_index,
                 TerrRandom *rng, GCancellable *cancellable)
{
  const TerrGpBoard *b = grid->board;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (Candidate));
  TerrGpGrid *work = terr_gp_grid_copy (grid);

  for (int t = 0; t < terr_gp_n_transforms (piece); t++)
    {
      if (piece->xf_same[t] != t)
        continue;
      if (g_cancellable_is_cancelled (cancellable))
        {
          g_array_unref (out);
          terr_gp_grid_free (work);
          return NULL;
        }
      for (int y = 0; y + piece->xf_h[t] <= b->height; y++)
        for (int x = 0; x + piece->xf_w[t] <= b->width; x++)
          {
            Candidate c = { x, y, t, 0.0, 0 };

            if (!terr_gp_grid_fits (work, piece, x, y, t))
              continue;
            terr_gp_grid_place (work, piece, piece_index, x, y, t);
            c.value = evaluate (work);
            c.tie = (guint32) terr_random_next (rng);
            g_array_append_val (out, c);
            terr_gp_grid_unplace (work, piece);
          }
    }
  terr_gp_grid_free (work);
  g_array_sort (out, candidate_compare);
  return out;
}

/* The best static value reachable by placing @piece on @grid (or the
 * grid's own value when it fits nowhere). */
static double
best_answer (const TerrGpGrid *grid, const TerrGpPiece *piece, int piece_index, TerrRandom *rng,
             GCancellable *cancellable, gboolean *fits)
{
  g_autoptr(GArray) ranked = rank_placements (grid, piece, piece_index, rng, cancellable);

  if (ranked == NULL)
    return 0.0;
  *fits = ranked->len > 0;
  if (ranked->len == 0)
    return evaluate (grid);
  return g_array_index (ranked, Candidate, 0).value;
}

/* --- what a seat sees --- */

void
terr_gp_ai_view_init (TerrGpAiView *view, const TerrGpBoard *board, const TerrGpPieceSet *pieces,
                      int n_seats, int first, TerrGpGrid *const *grids, int seat,
                      guint announcements, int pending)
{
  memset (view, 0, sizeof *view);
  view->board = board;
  view->pieces = pieces;
  view->n_seats = n_seats;
  view->first = first;
  view->seat = seat;
  view->own = grids[seat - 1];
  view->announcements = announcements;
  view->pending = pending;
  for (int s = 0; s < n_seats; s++)
    {
      const GArray *placed = grids[s]->placed;

      view->n_placed[s] = (int) placed->len;
      view->placed[s] = g_new (int, MAX (1u, placed->len));
      for (guint i = 0; i < placed->len; i++)
        view->placed[s][i] = g_array_index (placed, TerrGpPlacement, i).piece;
    }
}

void
terr_gp_ai_view_clear (TerrGpAiView *view)
{
  for (int s = 0; s < TERR_GP_MAX_SEATS; s++)
    g_clear_pointer (&view->placed[s], g_free);
}

/* Every distinct legal placement of @piece on @grid (value 0). */
static void
list_fits (const TerrGpGrid *grid, const TerrGpPiece *piece, GArray *out)
{
  const TerrGpBoard *b = grid->board;

  g_array_set_size (out, 0);
  for (int t = 0; t < terr_gp_n_transforms (piece); t++)
    {
      if (piece->xf_same[t] != t)
        continue;
      for (int y = 0; y + piece->xf_h[t] <= b->height; y++)
        for (int x = 0; x + piece->xf_w[t] <= b->width; x++)
          if (terr_gp_grid_fits (grid, piece, x, y, t))
            {
              Candidate c = { x, y, t, 0.0, 0 };
              g_array_append_val (out, c);
            }
    }
}

/* Puts @piece on the best by evaluate() of @tries places drawn at random
 * from @from (non-empty); with one try, on the place drawn. */
static void
place_best_of (TerrGpGrid *grid, const TerrGpPiece *piece, int piece_index, GArray *from, int tries,
               TerrRandom *rng)
{
  double best = -G_MAXDOUBLE;
  Candidate choice = { 0 };

  for (int i = 0; i < tries; i++)
    {
      const Candidate *c = &g_array_index (from, Candidate, terr_random_below (rng, from->len));
      double v = 0.0;

      if (tries > 1)
        {
          terr_gp_grid_place (grid, piece, piece_index, c->x, c->y, c->t);
          v = evaluate (grid);
          terr_gp_grid_unplace (grid, piece);
        }
      if (v > best)
        {
          best = v;
          choice = *c;
        }
    }
  terr_gp_grid_place (grid, piece, piece_index, choice.x, choice.y, choice.t);
}

/* Places @piece on @grid at the best (by evaluate()) of @tries random
 * legal places, or at a random one when @tries is 1.  FALSE when it fits
 * nowhere.  @scratch: a Candidate array to work in. */
static gboolean
place_sampled (TerrGpGrid *grid, const TerrGpPiece *piece, int piece_index, int tries,
               TerrRandom *rng, GArray *scratch)
{
  list_fits (grid, piece, scratch);
  if (scratch->len == 0)
    return FALSE;
  place_best_of (grid, piece, piece_index, scratch, tries, rng);
  return TRUE;
}

/* Squares a playout's piece should touch: next to a path square, or a
 * gate square (path pieces only). */
static void
touch_mask (const TerrGpGrid *grid, TerrGpKind kind, guint8 *mask)
{
  const TerrGpBoard *b = grid->board;
  int W = b->width, H = b->height;

  memset (mask, 0, (size_t) (W * H));
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      {
        int sq = y * W + x;

        if (grid->cover[sq] != TERR_GP_PATH)
          continue;
        if (y > 0)
          mask[sq - W] = 1;
        if (y + 1 < H)
          mask[sq + W] = 1;
        if (x > 0)
          mask[sq - 1] = 1;
        if (x + 1 < W)
          mask[sq + 1] = 1;
      }
  if (kind == TERR_GP_KIND_PATH)
    for (guint i = 0; i < b->gates->len; i++)
      {
        const TerrGpGate *g = &g_array_index (b->gates, TerrGpGate, i);

        mask[g->y * W + g->x] = 1;
      }
}

static gboolean
touches (const TerrGpGrid *grid, const TerrGpPiece *piece, const Candidate *c, const guint8 *mask)
{
  int W = grid->board->width;

  for (int i = 0; i < piece->n_cells; i++)
    {
      const TerrGpCell *cell = &piece->xf[c->t][i];

      if (mask[(c->y + cell->dy) * W + c->x + cell->dx])
        return TRUE;
    }
  return FALSE;
}

/* Level 3's playouts: like place_sampled(), but the @tries random places
 * are drawn among those that touch the path or a gate (touch_mask()) when
 * there are any: a place far from everything seldom helps, and a playout
 * that wastes its pieces there judges the placement under study by a
 * future no sensible seat would play.  @near: a second Candidate array. */
static gboolean
place_sampled_near (TerrGpGrid *grid, const TerrGpPiece *piece, int piece_index, int tries,
                    TerrRandom *rng, GArray *scratch, GArray *near)
{
  guint8 mask[TERR_GP_MAX_SQUARES];

  list_fits (grid, piece, scratch);
  if (scratch->len == 0)
    return FALSE;
  touch_mask (grid, piece->kind, mask);
  g_array_set_size (near, 0);
  for (guint i = 0; i < scratch->len; i++)
    if (touches (grid, piece, &g_array_index (scratch, Candidate, i), mask))
      g_array_append_val (near, g_array_index (scratch, Candidate, i));
  place_best_of (grid, piece, piece_index, near->len > 0 ? near : scratch, tries, rng);
  return TRUE;
}

/* A grid seat @s might have: its pieces, in order, each at the best of
 * @tries random places, or, when @top > 0, at one of the @top best places
 * by evaluate() drawn at random (a piece that fits nowhere is left out;
 * when cancelled, the grid is left unfinished). */
static TerrGpGrid *
sample_grid (const TerrGpAiView *view, int s, int tries, int top, TerrRandom *rng, GArray *scratch,
             GCancellable *cancellable)
{
  TerrGpGrid *g = terr_gp_grid_new (view->board);

  for (int i = 0; i < view->n_placed[s - 1]; i++)
    {
      int pi = view->placed[s - 1][i];
      const TerrGpPiece *piece = terr_gp_piece_set_get (view->pieces, pi);

      if (top > 0)
        {
          g_autoptr(GArray) ranked = rank_placements (g, piece, pi, rng, cancellable);

          if (ranked != NULL && ranked->len > 0)
            {
              const Candidate *c = &g_array_index (ranked, Candidate,
                                                   terr_random_below (rng, MIN (ranked->len, (guint) top)));

              terr_gp_grid_place (g, piece, pi, c->x, c->y, c->t);
            }
        }
      else
        place_sampled (g, piece, pi, tries, rng, scratch);
    }
  return g;
}

/* --- placing --- */

#define L3_CANDIDATES  10
#define L3_PLAYOUTS    32
#define L3_HORIZON     12    /* announcements a playout looks ahead */
#define L3_TRIES       16    /* random places a playout compares */
#define SAMPLE_TRIES   4     /* random places a sampled grid compares */
#define L3_SAMPLE_TOP  3     /* level 3's sampled grids: one of the 3 best places */

/* The piece of announcement @k in a playout, or -1 when the game ends
 * there (the announcer has nothing that fits, or a piece does not fit
 * @grid); @k_ahead: announcements after the one of @view->pending. */
static int
playout_piece (const TerrGpAiView *view, const TerrGpGrid *grid, guint k, int k_ahead,
               TerrRandom *rng)
{
  TerrGpKind kind = terr_gp_required_kind (k, view->n_seats);
  int fits[TERR_GP_MAX_PIECES], n_fits = 0, n_kind = 0, pick = -1;
  int n = terr_gp_piece_set_size (view->pieces);

  if (view->fixed_sequence)
    {
      /* sequence[0] is the piece of the announcement under way */
      int i = k_ahead;

      if (i >= view->n_sequence)
        return -1;
      pick = view->sequence[i];
      return terr_gp_grid_can_place (grid, terr_gp_piece_set_get (view->pieces, pick)) ? pick : -1;
    }
  if (terr_gp_announcer (k, view->first, view->n_seats) == view->seat)
    {
      /* Its own announcement: a piece that fits its grid. */
      for (int q = 0; q < n; q++)
        {
          const TerrGpPiece *p = terr_gp_piece_set_get (view->pieces, q);

          if (p->kind == kind && terr_gp_grid_can_place (grid, p))
            fits[n_fits++] = q;
        }
      return n_fits > 0 ? fits[terr_random_below (rng, n_fits)] : -1;
    }
  /* Another seat's: any piece of the kind (it may not fit here). */
  for (int q = 0; q < n; q++)
    if (terr_gp_piece_set_get (view->pieces, q)->kind == kind && terr_random_below (rng, ++n_kind) == 0)
      pick = q;
  if (pick >= 0 && !terr_gp_grid_can_place (grid, terr_gp_piece_set_get (view->pieces, pick)))
    return -1;
  return pick;
}

/* Plays @grid (holding the placement being judged) on from announcement
 * @k; returns what it is worth at the end. */
static double
playout (const TerrGpAiView *view, TerrGpGrid *grid, guint k, int k_ahead, TerrRandom *rng,
         GArray *scratch, GArray *near)
{
  guint n_before = grid->placed->len;
  gboolean ended = FALSE;
  double value;

  for (int a = 0; a < L3_HORIZON; a++)
    {
      int pi = playout_piece (view, grid, k + (guint) a, k_ahead + a, rng);

      if (pi < 0 || !place_sampled_near (grid, terr_gp_piece_set_get (view->pieces, pi), pi, L3_TRIES, rng,
                                         scratch, near))
        {
          ended = TRUE;
          break;
        }
    }
  if (ended)
    {
      TerrGpScore sc;

      terr_gp_grid_best_path (grid, &sc);
      value = sc.score;
    }
  else
    value = evaluate (grid);
  while (grid->placed->len > n_before)
    terr_gp_grid_unplace_last (grid, view->pieces);
  return value;
}

/* Playouts per placement: L3_PLAYOUTS on boards up to the Courtyard's
 * 81 squares; on larger boards, where a playout costs more (more places
 * to try, longer paths to follow), fewer in proportion (at least 8), so
 * that a decision stays within about 2 s of one core.  A count, not the
 * clock: the same seed gives the same move on every machine. */
static int
l3_playouts (const TerrGpBoard *board)
{
  int squares = board->width * board->height;

  return squares <= 81 ? L3_PLAYOUTS : MAX (8, L3_PLAYOUTS * 81 / squares);
}

/* The sum of l3_playouts() playouts after @piece is placed at @c on @grid
 * (announcement @k); playout i is seeded from @seed and i only.  FALSE
 * when cancelled. */
static gboolean
playouts_after (const TerrGpAiView *view, TerrGpGrid *grid, const TerrGpPiece *piece, int pi,
                const Candidate *c, guint k, guint64 seed, GArray *scratch,
                GCancellable *cancellable, double *sum)
{
  g_autoptr(GArray) near = g_array_new (FALSE, FALSE, sizeof (Candidate));

  int n_playouts = l3_playouts (grid->board);

  *sum = 0.0;
  terr_gp_grid_place (grid, piece, pi, c->x, c->y, c->t);
  for (int i = 0; i < n_playouts; i++)
    {
      TerrRandom prng;

      terr_random_init (&prng, seed + G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) * (guint64) (i + 1));
      *sum += playout (view, grid, k + 1, 1, &prng, scratch, near);
    }
  terr_gp_grid_unplace (grid, piece);
  return !g_cancellable_is_cancelled (cancellable);
}

gboolean
terr_gp_ai_choose_placement (const TerrGpAiView *view, guint level, guint64 seed,
                             GCancellable *cancellable, int *x, int *y, int *transform,
                             GError **error)
{
  const TerrGpGrid *grid = view->own;
  const TerrGpPiece *piece = terr_gp_piece_set_get (view->pieces, view->pending);
  g_autoptr(GArray) ranked = NULL;
  TerrRandom rng;
  const Candidate *choice;

  terr_random_init (&rng, seed ^ G_GUINT64_CONSTANT (0x6770706c61636521));
  ranked = rank_placements (grid, piece, view->pending, &rng, cancellable);
  if (ranked == NULL)
    return !g_cancellable_set_error_if_cancelled (cancellable, error);
  if (ranked->len == 0)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE, _("%s fits nowhere on this grid"), piece->id);
      return FALSE;
    }
  choice = &g_array_index (ranked, Candidate, 0);

  if (level >= 3 && ranked->len > 1)
    {
      TerrGpGrid *work = terr_gp_grid_copy (grid);
      g_autoptr(GArray) scratch = g_array_new (FALSE, FALSE, sizeof (Candidate));
      guint64 pseed = terr_random_next (&rng);
      double best = -G_MAXDOUBLE;
      guint k = MIN (ranked->len, L3_CANDIDATES);

      for (guint c = 0; c < k; c++)
        {
          const Candidate *cand = &g_array_index (ranked, Candidate, c);
          double sum;

          if (!playouts_after (view, work, piece, view->pending, cand, view->announcements, pseed,
                               scratch, cancellable, &sum))
            {
              terr_gp_grid_free (work);
              return !g_cancellable_set_error_if_cancelled (cancellable, error);
            }
          if (sum > best)
            {
              best = sum;
              choice = cand;
            }
        }
      terr_gp_grid_free (work);
    }
  else if (level >= 2 && ranked->len > 1)
    {
      TerrGpKind next_kind = terr_gp_required_kind (view->announcements + 1, view->n_seats);
      TerrGpGrid *work = terr_gp_grid_copy (grid);
      double best = -G_MAXDOUBLE;
      guint k = MIN (ranked->len, LOOKAHEAD_K);

      for (guint c = 0; c < k; c++)
        {
          const Candidate *cand = &g_array_index (ranked, Candidate, c);
          double sum = 0.0;
          int n = 0;

          terr_gp_grid_copy_into (work, grid);
          terr_gp_grid_place (work, piece, view->pending, cand->x, cand->y, cand->t);
          for (int q = 0; q < terr_gp_piece_set_size (view->pieces); q++)
            {
              const TerrGpPiece *next = terr_gp_piece_set_get (view->pieces, q);
              gboolean fits = FALSE;

              if (next->kind != next_kind)
                continue;
              sum += best_answer (work, next, q, &rng, cancellable, &fits);
              n++;
              if (g_cancellable_set_error_if_cancelled (cancellable, error))
                {
                  terr_gp_grid_free (work);
                  return FALSE;
                }
            }
          /* half the static value, half what the next piece can make of it */
          sum = n > 0 ? 0.5 * cand->value + 0.5 * sum / n : cand->value;
          if (sum > best)
            {
              best = sum;
              choice = cand;
            }
        }
      terr_gp_grid_free (work);
    }
  *x = choice->x;
  *y = choice->y;
  *transform = choice->t;
  return TRUE;
}

/* --- announcing --- */

#define L2_SAMPLES        1    /* sampled grids per other seat */
#define L3_SAMPLES        4
#define END_WEIGHT        100.0

int
terr_gp_ai_choose_announcement (const TerrGpAiView *view, guint level, guint64 seed,
                                GCancellable *cancellable, GError **error)
{
  TerrGpKind kind = terr_gp_required_kind (view->announcements, view->n_seats);
  const TerrGpGrid *own = view->own;
  TerrRandom rng;
  double best = -G_MAXDOUBLE;
  int choice = -1;
  double base_own;
  int n_samples = level >= 3 ? L3_SAMPLES : L2_SAMPLES;
  int n_others = 0;
  TerrGpGrid *samples[TERR_GP_MAX_SEATS * L3_SAMPLES];
  double sample_base[TERR_GP_MAX_SEATS * L3_SAMPLES];
  int sample_score[TERR_GP_MAX_SEATS * L3_SAMPLES];
  g_autoptr(GArray) scratch = g_array_new (FALSE, FALSE, sizeof (Candidate));
  TerrGpScore sc;
  int my_now;

  terr_random_init (&rng, seed ^ G_GUINT64_CONSTANT (0x616e6e6f756e6365));
  if (view->fixed_sequence)
    {
      /* A puzzle fixes the announcement. */
      if (view->n_sequence > 0 &&
          terr_gp_grid_can_place (own, terr_gp_piece_set_get (view->pieces, view->sequence[0])))
        return view->sequence[0];
      return -1;
    }
  base_own = evaluate (own);
  terr_gp_grid_best_path (own, &sc);
  my_now = sc.score;

  /* Grids the other seats might have (their own grids are private). */
  if (level >= 2)
    for (int s = 1; s <= view->n_seats; s++)
      {
        if (s == view->seat)
          continue;
        for (int j = 0; j < n_samples; j++)
          {
            TerrGpGrid *g = sample_grid (view, s, SAMPLE_TRIES, level >= 3 ? L3_SAMPLE_TOP : 0, &rng, scratch,
                                         cancellable);

            samples[n_others] = g;
            sample_base[n_others] = evaluate (g);
            terr_gp_grid_best_path (g, &sc);
            sample_score[n_others] = sc.score;
            n_others++;
          }
        if (g_cancellable_is_cancelled (cancellable))
          break;
      }

  for (int q = 0; q < terr_gp_piece_set_size (view->pieces) && !g_cancellable_is_cancelled (cancellable); q++)
    {
      const TerrGpPiece *p = terr_gp_piece_set_get (view->pieces, q);
      g_autoptr(GArray) ranked = NULL;
      double value, mine;

      if (p->kind != kind)
        continue;
      ranked = rank_placements (own, p, q, &rng, cancellable);
      if (ranked == NULL || ranked->len == 0)
        continue;
      mine = g_array_index (ranked, Candidate, 0).value;
      value = mine - base_own;
      if (n_others > 0)
        {
          double others = 0.0, end = 0.0;

          for (int i = 0; i < n_others; i++)
            {
              gboolean f = FALSE;

              others += best_answer (samples[i], p, q, &rng, cancellable, &f) - sample_base[i];
              if (!f)
                {
                  /* This announcement ends the game there (rule 5): good
                   * when it leaves us ahead, bad otherwise. */
                  end += my_now > sample_score[i] ? END_WEIGHT : -END_WEIGHT;
                }
            }
          value -= others / n_others;
          value += end / n_others;
        }
      value += (terr_random_next (&rng) >> 11) * (1e-9 / 9007199254740992.0);
      if (value > best)
        {
          best = value;
          choice = q;
        }
    }
  for (int i = 0; i < n_others; i++)
    terr_gp_grid_free (samples[i]);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return -2;
  return choice;
}
