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

gboolean
terr_gp_ai_choose_placement (const TerrGpAiView *view, guint level, guint64 seed,
                             GCancellable *cancellable, int *x, int *y, int *transform,
                             GError **error)
{
  const TerrGpGrid *grid = view->grids[view->seat - 1];
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

  if (level >= 2 && ranked->len > 1)
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

int
terr_gp_ai_choose_announcement (const TerrGpAiView *view, guint level, guint64 seed,
                                GCancellable *cancellable, GError **error)
{
  TerrGpKind kind = terr_gp_required_kind (view->announcements, view->n_seats);
  const TerrGpGrid *own = view->grids[view->seat - 1];
  TerrRandom rng;
  double best = -G_MAXDOUBLE;
  int choice = -1;
  double base[TERR_GP_MAX_SEATS];

  terr_random_init (&rng, seed ^ G_GUINT64_CONSTANT (0x616e6e6f756e6365));
  if (view->fixed_sequence)
    {
      /* A puzzle fixes the announcement. */
      if (view->n_sequence > 0 &&
          terr_gp_grid_can_place (own, terr_gp_piece_set_get (view->pieces, view->sequence[0])))
        return view->sequence[0];
      return -1;
    }
  for (int s = 0; s < view->n_seats; s++)
    base[s] = (level >= 2 || s == view->seat - 1) ? evaluate (view->grids[s]) : 0.0;

  for (int q = 0; q < terr_gp_piece_set_size (view->pieces); q++)
    {
      const TerrGpPiece *p = terr_gp_piece_set_get (view->pieces, q);
      gboolean fits = FALSE;
      double value, mine;

      if (p->kind != kind)
        continue;
      mine = best_answer (own, p, q, &rng, cancellable, &fits);
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return -2;
      if (!fits)
        continue;
      value = mine - base[view->seat - 1];
      if (level >= 2 && view->n_seats > 1)
        {
          double others = 0.0;
          gboolean someone_stuck = FALSE;
          int my_final = 0, their_best = G_MININT;

          for (int s = 0; s < view->n_seats; s++)
            {
              gboolean f = FALSE;

              if (s == view->seat - 1)
                continue;
              others += best_answer (view->grids[s], p, q, &rng, cancellable, &f) - base[s];
              if (!f)
                someone_stuck = TRUE;
            }
          value -= others / (view->n_seats - 1);
          if (someone_stuck)
            {
              /* This announcement ends the game (rule 5): take it when it
               * leaves us ahead, avoid it otherwise. */
              TerrGpScore sc;

              for (int s = 0; s < view->n_seats; s++)
                {
                  terr_gp_grid_best_path (view->grids[s], &sc);
                  if (s == view->seat - 1)
                    my_final = sc.score;
                  else
                    their_best = MAX (their_best, sc.score);
                }
              value += my_final > their_best ? 100.0 : -100.0;
            }
        }
      value += (terr_random_next (&rng) >> 11) * (1e-9 / 9007199254740992.0);
      if (value > best)
        {
          best = value;
          choice = q;
        }
    }
  return choice;
}
