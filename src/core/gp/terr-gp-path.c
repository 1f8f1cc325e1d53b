/* terr-gp-path.c — the exact best path of a Garden Paths grid.
 *
 * The path squares form a graph (orthogonal neighbours); every square has
 * 0, 1 or 2 points (circle, fountain) and a path that ends on another gate
 * than the one it started on earns 10 or 15 more.  The best simple path
 * from a gate is found by depth-first branch and bound:
 *
 * Bound.  From the path's end u, the rest of a path can only use squares
 * not on the path yet.  Take the block-cut tree of those squares (plus u)
 * rooted at u: a simple path leaving u runs down one chain of blocks
 * (once it leaves a block through a cut square it cannot come back), may
 * take every square of each block on the chain, and gets the bonus of at
 * most one square of the chain.  So, per block B with parent cut square p,
 *   val(B) = points(B - p) + max (best bonus in B - p, max val(child block))
 * is an upper bound of what a path entering B can still gain, and the rest
 * of the path from u is bounded by the val of the subtree of u's neighbour
 * it takes first.  One Tarjan DFS from u computes all of it (low links:
 * a child c of v starts a new block when low[c] >= disc[v]).  A branch is
 * cut only when its bound cannot beat the best path found, so the search
 * stays exact.
 *
 * Symmetry.  A path from gate a to gate b, reversed, is a path from b to a
 * with the same score.  Gates are searched one after the other; when
 * searching from a later gate, ending on an earlier gate earns no bonus
 * (that path was already scored from the other end), which tightens the
 * bound without losing any path.
 *
 * Ties.  Of the paths with the best score, the search keeps one with the
 * most fountain points: a square is worth its points times `scale` (more
 * than the number of fountains) plus 1 on a fountain, so one comparison
 * orders by score, then fountains.
 */
#include "terr-gp-engine.h"

#include <string.h>

/* Per vertex arrays live in one block sized for the grid's path squares
 * (a few kB on the Courtyard), so a call costs one small allocation. */
typedef struct {
  int n;
  /* per vertex */
  guint16 *sq;
  gint16 (*adj)[4];
  guint8  *deg;
  int     *w;          /* value of the square (see solver_build) */
  gint8   *gate;       /* side or -1 */
  int     *bonus;      /* for the current start gate, times scale */
  guint8  *on_path;
  /* Tarjan scratch */
  guint32 *mark;
  guint32  epoch;
  gint16  *disc;
  gint16  *low;
  gint16  *parent;
  gint16  *rc;         /* root child whose subtree holds v */
  int     *aw;
  int     *am;
  gint16  *stack;
  guint8  *next;
  /* the search */
  gint16  *path;
  int      depth;
  int      best;
  int      best_len;
  gint16  *best_path;
  int      limit;      /* nothing can beat this: stop when reached */
  int      scale;      /* points are worth scale, a fountain 1 more */
  guint64  nodes;
} Solver;

/* Hands out the next @bytes of a block (void *: no alignment cast). */
static void *
carve (guint8 **p, gsize bytes)
{
  void *r = *p;

  *p += bytes;
  return r;
}

static void
solver_alloc (Solver *s, int n)
{
  gsize n1 = MAX (n, 1);
  guint8 *p;

  /* widest first so that every array stays aligned */
  p = g_malloc (n1 * (sizeof (guint32) * 5 + sizeof (gint16) * 4 /* adj */
                      + sizeof (gint16) * 9 + sizeof (guint8) * 4));
  s->mark = carve (&p, n1 * sizeof (guint32));
  s->w = carve (&p, n1 * sizeof (int));
  s->bonus = carve (&p, n1 * sizeof (int));
  s->aw = carve (&p, n1 * sizeof (int));
  s->am = carve (&p, n1 * sizeof (int));
  s->adj = carve (&p, n1 * sizeof (gint16) * 4);
  s->sq = carve (&p, n1 * sizeof (guint16));
  s->disc = carve (&p, n1 * sizeof (gint16));
  s->low = carve (&p, n1 * sizeof (gint16));
  s->parent = carve (&p, n1 * sizeof (gint16));
  s->rc = carve (&p, n1 * sizeof (gint16));
  s->stack = carve (&p, n1 * sizeof (gint16));
  s->path = carve (&p, n1 * sizeof (gint16));
  s->best_path = carve (&p, n1 * sizeof (gint16));
  s->deg = carve (&p, n1);
  s->gate = carve (&p, n1);
  s->on_path = carve (&p, n1);
  s->next = carve (&p, n1);
}

static void
solver_free (Solver *s)
{
  g_free (s->mark);
}

static _Thread_local guint64 last_nodes;

guint64
terr_gp_best_path_last_nodes (void)
{
  return last_nodes;
}

static inline int
gate_bonus (int start_side, int end_side)
{
  if (start_side < 0 || end_side < 0)
    return 0;
  /* sides are n e s w: opposite ones differ by 2 */
  return ((start_side + 2) % 4 == end_side) ? 15 : 10;
}

static void
solver_build (Solver *s, const TerrGpGrid *grid)
{
  const TerrGpBoard *b = grid->board;
  int W = b->width, N = b->width * b->height;
  gint16 index[TERR_GP_MAX_SQUARES];
  guint8 points[TERR_GP_MAX_SQUARES];

  terr_gp_grid_square_points (grid, points);
  s->n = 0;
  s->scale = 1;
  for (int sq = 0; sq < N; sq++)
    if (grid->cover[sq] == TERR_GP_PATH)
      {
        s->n++;
        s->scale += (b->flags[sq] & TERR_GP_SQ_FOUNTAIN) ? 1 : 0;
      }
  solver_alloc (s, s->n);
  s->n = 0;
  for (int sq = 0; sq < N; sq++)
    {
      index[sq] = -1;
      if (grid->cover[sq] == TERR_GP_PATH)
        {
          int v = s->n++;
          index[sq] = (gint16) v;
          s->sq[v] = (guint16) sq;
          s->w[v] = points[sq] * s->scale + ((b->flags[sq] & TERR_GP_SQ_FOUNTAIN) ? 1 : 0);
          s->gate[v] = b->gate_side[sq];
          s->on_path[v] = 0;
          s->mark[v] = 0;
        }
    }
  for (int v = 0; v < s->n; v++)
    {
      int sq = s->sq[v], x = sq % W, y = sq / W;

      s->deg[v] = 0;
      if (y > 0 && index[sq - W] >= 0)
        s->adj[v][s->deg[v]++] = index[sq - W];
      if (x + 1 < W && index[sq + 1] >= 0)
        s->adj[v][s->deg[v]++] = index[sq + 1];
      if (y + 1 < b->height && index[sq + W] >= 0)
        s->adj[v][s->deg[v]++] = index[sq + W];
      if (x > 0 && index[sq - 1] >= 0)
        s->adj[v][s->deg[v]++] = index[sq - 1];
    }
  s->epoch = 0;
  s->nodes = 0;
}

/* Tarjan DFS from @u over the squares not on the path; leaves in aw[c] +
 * am[c] (for each child c of the root) the bound of the subtree of c, and
 * in rc[v] the root child of each reached v.  Returns the bound of the
 * best subtree (0 when u is a dead end). */
static int
bound_from (Solver *s, int u)
{
  int sp = 0, t = 0, best = 0;
  guint32 epoch;

  if (++s->epoch == 0)
    {
      memset (s->mark, 0, sizeof (guint32) * s->n);
      s->epoch = 1;
    }
  epoch = s->epoch;
  s->mark[u] = epoch;
  s->disc[u] = s->low[u] = (gint16) t++;
  s->parent[u] = -1;
  s->stack[sp] = (gint16) u;
  s->next[sp] = 0;
  sp++;
  while (sp > 0)
    {
      int v = s->stack[sp - 1];

      if (s->next[sp - 1] < s->deg[v])
        {
          int x = s->adj[v][s->next[sp - 1]++];

          if (s->mark[x] == epoch)
            {
              if (x != s->parent[v] && s->disc[x] < s->low[v])
                s->low[v] = s->disc[x];
              continue;
            }
          if (s->on_path[x])
            continue;
          s->mark[x] = epoch;
          s->disc[x] = s->low[x] = (gint16) t++;
          s->parent[x] = (gint16) v;
          s->rc[x] = (gint16) (v == u ? x : s->rc[v]);
          s->aw[x] = s->w[x];
          s->am[x] = s->bonus[x];
          s->stack[sp] = (gint16) x;
          s->next[sp] = 0;
          sp++;
        }
      else
        {
          int p;

          sp--;
          if (sp == 0)
            break;
          p = s->stack[sp - 1];
          if (p == u)
            {
              int val = s->aw[v] + s->am[v];
              s->aw[v] = val;  /* aw of a root child: its bound */
              best = MAX (best, val);
            }
          else
            {
              if (s->low[v] < s->low[p])
                s->low[p] = s->low[v];
              if (s->low[v] >= s->disc[p])
                s->am[p] = MAX (s->am[p], s->aw[v] + s->am[v]);
              else
                {
                  s->aw[p] = s->aw[p] + s->aw[v];
                  s->am[p] = MAX (s->am[p], s->am[v]);
                }
            }
        }
    }
  return best;
}

static void
search (Solver *s, int u, int cur)
{
  int cand[4], nc = 0;

  s->nodes++;
  if (cur + s->bonus[u] > s->best)
    {
      s->best = cur + s->bonus[u];
      s->best_len = s->depth;
      memcpy (s->best_path, s->path, sizeof (gint16) * s->depth);
    }
  if (s->best >= s->limit)
    return;

  for (int i = 0; i < s->deg[u]; i++)
    if (!s->on_path[s->adj[u][i]])
      cand[nc++] = s->adj[u][i];
  if (nc == 0)
    return;
  if (cur + bound_from (s, u) <= s->best)
    return;

  {
    int key[4];

    for (int i = 0; i < nc; i++)
      key[i] = s->aw[s->rc[cand[i]]];
    /* try the most promising subtree first, then the square worth most
     * (insertion sort of <= 4) */
    for (int i = 1; i < nc; i++)
      for (int j = i; j > 0 && (key[j] > key[j - 1] ||
                                (key[j] == key[j - 1] && s->w[cand[j]] > s->w[cand[j - 1]])); j--)
        {
          int tk = key[j], tc = cand[j];
          key[j] = key[j - 1]; cand[j] = cand[j - 1];
          key[j - 1] = tk; cand[j - 1] = tc;
        }
    for (int i = 0; i < nc; i++)
      {
        int v = cand[i];

        /* key is the bound of v's subtree, computed before any of the
         * siblings were searched: still an upper bound now. */
        if (cur + key[i] <= s->best)
          continue;
        s->on_path[v] = 1;
        s->path[s->depth++] = (gint16) v;
        search (s, v, cur + s->w[v]);
        s->depth--;
        s->on_path[v] = 0;
        if (s->best >= s->limit)
          return;
      }
  }
}

static void
fill_score (const Solver *s, const TerrGpGrid *grid, TerrGpScore *out)
{
  const TerrGpBoard *b = grid->board;
  guint8 points[TERR_GP_MAX_SQUARES];

  memset (out, 0, G_STRUCT_OFFSET (TerrGpScore, path));
  if (s->best_len == 0)
    return;
  terr_gp_grid_square_points (grid, points);
  out->n_path = s->best_len;
  for (int i = 0; i < s->best_len; i++)
    {
      int sq = s->sq[s->best_path[i]];
      int fountain = (b->flags[sq] & TERR_GP_SQ_FOUNTAIN) ? 1 : 0;

      out->path[i] = (guint16) sq;
      out->fountain_points += fountain;
      out->path_points += points[sq] - fountain;
    }
  if (s->best_len > 1)
    out->gate_bonus = gate_bonus (b->gate_side[out->path[0]],
                                  b->gate_side[out->path[s->best_len - 1]]);
  out->score = out->path_points + out->fountain_points + out->gate_bonus;
}

void
terr_gp_grid_best_path (const TerrGpGrid *grid, TerrGpScore *out)
{
  Solver solver, *s = &solver;
  int gates[TERR_GP_MAX_SQUARES], ng = 0, total_w = 0;
  guint64 nodes = 0;

  solver_build (s, grid);
  s->best = -1;
  s->best_len = 0;
  s->depth = 0;
  for (int v = 0; v < s->n; v++)
    {
      total_w += s->w[v];
      s->bonus[v] = 0;
      if (s->gate[v] >= 0)
        gates[ng++] = v;
    }
  /* With two opposite gates nothing beats all points + 15. */
  s->limit = total_w + (ng >= 2 ? 15 * s->scale : 0);

  for (int gi = 0; gi < ng && s->best < s->limit; gi++)
    {
      int g = gates[gi];

      for (int v = 0; v < s->n; v++)
        s->bonus[v] = 0;
      for (int j = gi + 1; j < ng; j++)
        s->bonus[gates[j]] = gate_bonus (s->gate[g], s->gate[gates[j]]) * s->scale;
      s->on_path[g] = 1;
      s->path[0] = (gint16) g;
      s->depth = 1;
      search (s, g, s->w[g]);
      s->on_path[g] = 0;
      nodes += s->nodes;
      s->nodes = 0;
    }
  last_nodes = nodes;
  fill_score (s, grid, out);
  solver_free (s);
}

/* --- the plain exhaustive search, for tests --- */

static void
exhaust (Solver *s, int u, int cur, int start_side)
{
  int val = cur + (s->depth > 1 ? gate_bonus (start_side, s->gate[u]) * s->scale : 0);

  if (val > s->best)
    {
      s->best = val;
      s->best_len = s->depth;
      memcpy (s->best_path, s->path, sizeof (gint16) * s->depth);
    }
  for (int i = 0; i < s->deg[u]; i++)
    {
      int v = s->adj[u][i];

      if (s->on_path[v])
        continue;
      s->on_path[v] = 1;
      s->path[s->depth++] = (gint16) v;
      exhaust (s, v, cur + s->w[v], start_side);
      s->depth--;
      s->on_path[v] = 0;
    }
}

void
terr_gp_grid_best_path_exhaustive (const TerrGpGrid *grid, TerrGpScore *out)
{
  Solver solver, *s = &solver;

  solver_build (s, grid);
  s->best = -1;
  s->best_len = 0;
  for (int g = 0; g < s->n; g++)
    {
      if (s->gate[g] < 0)
        continue;
      s->on_path[g] = 1;
      s->path[0] = (gint16) g;
      s->depth = 1;
      exhaust (s, g, s->w[g], s->gate[g]);
      s->on_path[g] = 0;
    }
  fill_score (s, grid, out);
  solver_free (s);
}
