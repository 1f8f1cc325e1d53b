/* terr-zg-solver.c — exact search for the Ziggurat; see terr-zg-solver.h.
 *
 * The position lives in bitboards: one 36-bit mask per tier of occupied
 * cells and one per tier and pip value.  Legal anchors of a domino follow
 * from a few mask operations, and the rules are the same as in
 * terr-zg-state.c (the tests compare both move lists).
 */
#include "terr-zg-solver.h"
#include "terr-zg-solver-private.h"

#include <string.h>

#include "terr-random.h"

#define ALL_CELLS   G_GUINT64_CONSTANT (0xFFFFFFFFF)
#define NOT_X5      G_GUINT64_CONSTANT (0x7DF7DF7DF)   /* x <= 4 */
#define NOT_X0      G_GUINT64_CONSTANT (0xFBEFBEFBE)   /* x >= 1 */
#define ALL_DOMINOES ((1u << TERR_ZG_N_DOMINOES) - 1)

/* The memo grows up to 4 << MEMO_LOG2 entries (36 MiB). */
#define MEMO_LOG2 20
/* Restarts: the first node budget; each next one is a quarter larger. */
#define FIRST_RESTART_NODES 200
/* Move order: random part, weight of the tier, weight of covered values. */
#define ORDER_RND 256
#define ORDER_VAL 12
#define ORDER_TIER 256

/* Dead whatever the cheat budget; budgets stay below it. */
#define R_ALWAYS 255
/* The fewest-cheats deepening stops here (a line needing more would be
 * absurd, and each budget deepens the recursion). */
#define MAX_CHEAT_BUDGET 64

enum { RES_DEAD, RES_FOUND, RES_ABORT, RES_STOP };

typedef struct {
  guint8 type;     /* TERR_ZG_MOVE_PLACE or _LIFT */
  guint8 id;
  guint8 tier;     /* 0-based */
  guint8 p, q;     /* cells of a and b (p < q); for a lift: p is a cell of it */
  guint8 a, b;
  guint8 cost;     /* lift: dominoes picked up */
  guint16 order;
  guint64 key;     /* place with no cheat left: memo key after the move */
} SMove;

typedef struct {
  guint64 occ[3];
  guint64 val[3][7];
  gint8   value[3][36];
  gint8   dom[3][36];
  guint8  pl_tier[28], pl_p[28], pl_q[28];
  guint32 hand;
  guint32 rem;             /* dominoes not on the ziggurat */
  guint8  pile[28];
  int     pile_len, pile_pos;
  int     n_placed;
  int     halves[7];       /* halves of each value not on the ziggurat */
  guint64 hv[8], hp[8], hset;
} Board;

typedef struct {
  guint64 *keys;
  guint8  *r;
  guint64  mask;          /* buckets - 1 */
  gsize    count;         /* keys stored */
  guint    log2, max_log2;
} Memo;

typedef struct {
  Board    b;
  Memo     memo;
  GArray  *pool;          /* SMove, the move lists of the open nodes */
  GArray  *path;          /* SMove, the line being searched */
  TerrRandom rng;
  guint64  nodes;
  guint64  node_limit;    /* absolute, 0: none */
  guint64  budget;        /* this restart, absolute, 0: none */
  gint64   start_us, deadline_us;
  GCancellable *cancellable;
  const TerrZgSolveParams *params;
  gboolean stopped, cancelled;
  gboolean limited;       /* a "dead" below depended on the cheat budget */
  gboolean narrow;        /* lifts only where needed, places only where not */
} Solver;

/* --- static tables --- */

static guint64 sq_mask[3];
static guint64 checker;              /* cells with x + y even */
static guint8  sym[8][36];
static guint8  col_height[36];
static guint64 z_val[3][36][7], z_pair[3][36][2], z_set[28], z_idx[29];
static guint32 doms_with_min_le[7];  /* dominoes whose low half <= v */

static void
init_tables_once (void)
{
  TerrRandom rng;

  terr_random_init (&rng, G_GUINT64_CONSTANT (0x5A1661AA7));
  for (int t = 0; t < 3; t++)
    for (int c = 0; c < 36; c++)
      {
        if (terr_zg_tier_contains (t + 1, c % 6, c / 6))
          sq_mask[t] |= G_GUINT64_CONSTANT (1) << c;
        for (int v = 0; v < 7; v++)
          z_val[t][c][v] = terr_random_next (&rng);
        z_pair[t][c][0] = terr_random_next (&rng);
        z_pair[t][c][1] = terr_random_next (&rng);
      }
  for (int i = 0; i < 28; i++)
    z_set[i] = terr_random_next (&rng);
  for (int i = 0; i < 29; i++)
    z_idx[i] = terr_random_next (&rng);
  for (int c = 0; c < 36; c++)
    {
      int x = c % 6, y = c / 6;
      int xs[8] = { x, 5 - y, 5 - x, y, 5 - x, x, y, 5 - y };
      int ys[8] = { y, x, 5 - y, 5 - x, y, 5 - y, x, 5 - x };

      if ((x + y) % 2 == 0)
        checker |= G_GUINT64_CONSTANT (1) << c;
      for (int s = 0; s < 8; s++)
        sym[s][c] = ys[s] * 6 + xs[s];
      col_height[c] = 1 + terr_zg_tier_contains (2, x, y) + terr_zg_tier_contains (3, x, y);
    }
  for (int v = 0; v < 7; v++)
    for (guint id = 0; id < 28; id++)
      if (terr_zg_domino_low (id) <= v)
        doms_with_min_le[v] |= 1u << id;
}

static void
init_tables (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      init_tables_once ();
      g_once_init_leave (&done, 1);
    }
}

static inline int
popcount64 (guint64 m)
{
  m = m - ((m >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  m = (m & G_GUINT64_CONSTANT (0x3333333333333333)) + ((m >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  m = (m + (m >> 4)) & G_GUINT64_CONSTANT (0x0F0F0F0F0F0F0F0F);
  return (int) ((m * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
}

static inline guint64
bit (int c)
{
  return G_GUINT64_CONSTANT (1) << c;
}

static inline guint64
neighbours (guint64 m)
{
  return ((m & NOT_X5) << 1) | ((m & NOT_X0) >> 1) | ((m << 6) & ALL_CELLS) | (m >> 6);
}

/* --- the dead-position memo: 4-way buckets, lossy (losing an entry only
 * costs time).  r is the cheat budget proven not to be enough. --- */

static void
memo_init (Memo *memo, guint log2_buckets, guint max_log2)
{
  gsize n = (gsize) 4 << log2_buckets;

  memo->keys = g_new0 (guint64, n);
  memo->r = g_new0 (guint8, n);
  memo->mask = (G_GUINT64_CONSTANT (1) << log2_buckets) - 1;
  memo->count = 0;
  memo->log2 = log2_buckets;
  memo->max_log2 = max_log2;
}

static void memo_set_dead (Memo *memo, guint64 key, int r);

/* Four times the buckets, the same entries (small searches stay small). */
static void
memo_grow (Memo *memo)
{
  Memo old = *memo;

  memo_init (memo, old.log2 + 2, old.max_log2);
  for (gsize i = 0; i < (old.mask + 1) * 4; i++)
    if (old.keys[i])
      memo_set_dead (memo, old.keys[i], old.r[i]);
  g_free (old.keys);
  g_free (old.r);
}

static void
memo_clear (Memo *memo)
{
  g_clear_pointer (&memo->keys, g_free);
  g_clear_pointer (&memo->r, g_free);
}

/* The budget @key was proven dead for (R_ALWAYS: any), or -1. */
static int
memo_dead_for (const Memo *memo, guint64 key)
{
  gsize base = (key & memo->mask) * 4;

  for (int i = 0; i < 4; i++)
    if (memo->keys[base + i] == key)
      return memo->r[base + i];
  return -1;
}

static void
memo_set_dead (Memo *memo, guint64 key, int r)
{
  gsize base = (key & memo->mask) * 4;

  for (int i = 0; i < 4; i++)
    if (memo->keys[base + i] == key || memo->keys[base + i] == 0)
      {
        if (memo->keys[base + i] == 0 && ++memo->count > (memo->mask + 1) * 2 &&
            memo->log2 < memo->max_log2)
          {
            memo_grow (memo);
            memo_set_dead (memo, key, r);
            return;
          }
        memo->keys[base + i] = key;
        memo->r[base + i] = MAX (memo->r[base + i], r);
        return;
      }
  base += (key >> 60) & 3;
  memo->keys[base] = key;
  memo->r[base] = r;
}

/* --- the board --- */

static void
board_put (Board *b, int id, int t, int p, int q, int va, int vb)
{
  b->occ[t] |= bit (p) | bit (q);
  b->val[t][va] |= bit (p);
  b->val[t][vb] |= bit (q);
  b->value[t][p] = va;
  b->value[t][q] = vb;
  b->dom[t][p] = b->dom[t][q] = id;
  b->pl_tier[id] = t + 1;
  b->pl_p[id] = p;
  b->pl_q[id] = q;
  b->rem &= ~(1u << id);
  b->hand &= ~(1u << id);
  b->halves[va]--;
  b->halves[vb]--;
  b->n_placed++;
  b->hset ^= z_set[id];
  for (int s = 0; s < 8; s++)
    {
      int sp = sym[s][p], sq = sym[s][q];
      b->hv[s] ^= z_val[t][sp][va] ^ z_val[t][sq][vb];
      b->hp[s] ^= z_pair[t][MIN (sp, sq)][ABS (sp - sq) == 1];
    }
}

static void
board_take (Board *b, int id)
{
  int t = b->pl_tier[id] - 1, p = b->pl_p[id], q = b->pl_q[id];
  int va = b->value[t][p], vb = b->value[t][q];

  b->occ[t] &= ~(bit (p) | bit (q));
  b->val[t][va] &= ~bit (p);
  b->val[t][vb] &= ~bit (q);
  b->value[t][p] = b->value[t][q] = -1;
  b->dom[t][p] = b->dom[t][q] = -1;
  b->pl_tier[id] = 0;
  b->rem |= 1u << id;
  b->halves[va]++;
  b->halves[vb]++;
  b->n_placed--;
  b->hset ^= z_set[id];
  for (int s = 0; s < 8; s++)
    {
      int sp = sym[s][p], sq = sym[s][q];
      b->hv[s] ^= z_val[t][sp][va] ^ z_val[t][sq][vb];
      b->hp[s] ^= z_pair[t][MIN (sp, sq)][ABS (sp - sq) == 1];
    }
}

static void
board_refill (Board *b)
{
  while (popcount64 (b->hand) < TERR_ZG_HAND_SIZE && b->pile_pos < b->pile_len)
    b->hand |= 1u << b->pile[b->pile_pos++];
}

static void
board_from_state (Board *b, const TerrZgState *state)
{
  memset (b, 0, sizeof *b);
  memset (b->value, -1, sizeof b->value);
  memset (b->dom, -1, sizeof b->dom);
  b->rem = ALL_DOMINOES;
  for (int id = 0; id < 28; id++)
    {
      b->halves[terr_zg_domino_low (id)]++;
      b->halves[terr_zg_domino_high (id)]++;
    }
  for (int id = 0; id < 28; id++)
    {
      const TerrZgPlacement *pl = &state->placement[id];
      int p, q;

      if (pl->tier == 0)
        continue;
      p = pl->y * 6 + pl->x;
      q = p + (pl->dir == TERR_ZG_DIR_H ? 1 : 6);
      board_put (b, id, pl->tier - 1, p, q, pl->a, pl->b);
    }
  for (int i = 0; i < state->hand_len; i++)
    b->hand |= 1u << state->hand[i];
  memcpy (b->pile, state->pile, sizeof b->pile);
  b->pile_len = state->pile_len;
  b->pile_pos = state->pile_pos;
}

static guint64
board_key (const Board *b, gboolean with_pairs)
{
  guint64 best = G_MAXUINT64;

  for (int s = 0; s < 8; s++)
    {
      guint64 h = b->hv[s] ^ (with_pairs ? b->hp[s] : 0);
      best = MIN (best, h);
    }
  best ^= b->hset ^ z_idx[b->pile_pos];
  return best ? best : 1;
}

/* board_key (b, FALSE) after the place move @m, without making it. */
static guint64
child_key (const Board *b, const SMove *m)
{
  guint64 best = G_MAXUINT64;
  int h = popcount64 (b->hand) - 1, pos = b->pile_pos;

  for (; h < TERR_ZG_HAND_SIZE && pos < b->pile_len; h++)
    pos++;
  for (int s = 0; s < 8; s++)
    {
      guint64 k = b->hv[s] ^ z_val[m->tier][sym[s][m->p]][m->a] ^ z_val[m->tier][sym[s][m->q]][m->b];
      best = MIN (best, k);
    }
  best ^= b->hset ^ z_set[m->id] ^ z_idx[pos];
  return best ? best : 1;
}

/* Rule 5 with the board left out: a domino can only be placed next to a
 * value already on the ziggurat, and only dominoes in the hand can be
 * placed.  Placing every such domino at once (which only adds values and
 * draws more) and drawing, as long as any can be placed, must empty hand
 * and pile; otherwise the hand is stuck for good. */
static gboolean
relaxed_run (const Board *b, guint32 hand, int pos, guint values)
{
  for (;;)
    {
      guint32 ready = 0;

      /* (Drawing first also covers a short hand read from a file.) */
      while (popcount64 (hand) < TERR_ZG_HAND_SIZE && pos < b->pile_len)
        hand |= 1u << b->pile[pos++];

      for (guint32 h = hand; h; h &= h - 1)
        {
          int id = __builtin_ctz (h);
          guint dv = (1u << terr_zg_domino_low (id)) | (1u << terr_zg_domino_high (id));
          if (dv & values)
            ready |= 1u << id;
        }
      if (!ready)
        return hand == 0 && pos == b->pile_len;
      for (guint32 h = ready; h; h &= h - 1)
        {
          int id = __builtin_ctz (h);
          values |= (1u << terr_zg_domino_low (id)) | (1u << terr_zg_domino_high (id));
        }
      hand &= ~ready;
    }
}

/* With @active, only values that can still get a neighbour count: a half
 * with an empty cell next to it in plan on some tier (cells only fill up
 * without lifts, so this holds for the search with no cheat left). */
static gboolean
board_relaxed_ok (const Board *b, gboolean active)
{
  guint values = 0;
  guint64 empty = 0;

  if (b->occ[0] == 0)
    {
      /* The first domino needs no neighbour: try each. */
      for (guint32 h = b->hand; h; h &= h - 1)
        {
          int id = __builtin_ctz (h), pos = b->pile_pos;
          guint32 hand = b->hand & ~(1u << id);

          while (popcount64 (hand) < TERR_ZG_HAND_SIZE && pos < b->pile_len)
            hand |= 1u << b->pile[pos++];
          if (relaxed_run (b, hand, pos,
                           (1u << terr_zg_domino_low (id)) | (1u << terr_zg_domino_high (id))))
            return TRUE;
        }
      return b->hand == 0 && b->pile_pos == b->pile_len;
    }
  for (int t = 0; t < 3; t++)
    empty |= sq_mask[t] & ~b->occ[t];
  for (int v = 0; v < 7; v++)
    {
      guint64 halves = b->val[0][v] | b->val[1][v] | b->val[2][v];

      if (halves && (!active || (neighbours (halves) & empty)))
        values |= 1u << v;
    }
  return relaxed_run (b, b->hand, b->pile_pos, values);
}

/* Exact necessary conditions on the board for finishing without any lift. */
static gboolean
board_structure_ok (const Board *b)
{
  int cnt[8][7] = { { 0, } };
  int n[9][8] = { { 0, } };
  int empty[3];
  guint64 fits[3][7] = { { 0, } };   /* empty cells of a tier that may take v */
  guint64 covered[3] = { 0, };
  guint32 rem;

  /* Each empty cell gets an interval of values it may still take: above
   * the top of its column + the cells between, and low enough for the
   * cells that must still come on top.  Hall's condition on intervals. */
  for (int c = 0; c < 36; c++)
    {
      int h = col_height[c], k = 0, base;

      while (k < h && b->value[k][c] >= 0)
        k++;
      base = k ? b->value[k - 1][c] : -1;
      for (int j = k + 1; j <= h; j++)
        {
          int lo = base + (j - k), hi = 6 - (h - j);
          if (lo > hi)
            return FALSE;
          cnt[lo][hi]++;
          for (int v = lo; v <= hi; v++)
            fits[j - 1][v] |= bit (c);
        }
    }
  /* n[i][j]: cells whose interval lies in [i, j]. */
  for (int i = 6; i >= 0; i--)
    for (int j = 0; j <= 6; j++)
      n[i][j + 1] = cnt[i][j] + n[i + 1][j + 1] + n[i][j] - n[i + 1][j];
  for (int i = 0; i <= 6; i++)
    {
      int have = 0;
      for (int j = i; j <= 6; j++)
        {
          have += b->halves[j];
          if (n[i][j + 1] > have)
            return FALSE;
        }
    }

  /* Whole dominoes: those with a 0 only fit tier 1, those with a 1 only
   * tiers 1 and 2. */
  for (int t = 0; t < 3; t++)
    empty[t] = popcount64 (sq_mask[t] & ~b->occ[t]);
  if (popcount64 (b->rem & doms_with_min_le[0]) * 2 > empty[0] ||
      popcount64 (b->rem & doms_with_min_le[1]) * 2 > empty[0] + empty[1])
    return FALSE;

  /* Every domino still to place needs two neighbouring empty cells of one
   * tier that may take its values, and every empty cell a domino left that
   * can cover it so. */
  for (rem = b->rem; rem; rem &= rem - 1)
    {
      int id = __builtin_ctz (rem);
      int lo = terr_zg_domino_low (id), hi = terr_zg_domino_high (id);
      gboolean fits_somewhere = FALSE;

      for (int t = 0; t < 3; t++)
        {
          guint64 at_lo = fits[t][lo] & neighbours (fits[t][hi]);
          guint64 at_hi = fits[t][hi] & neighbours (fits[t][lo]);

          fits_somewhere |= at_lo != 0;
          covered[t] |= at_lo | at_hi;
        }
      if (!fits_somewhere)
        return FALSE;
    }
  for (int t = 0; t < 3; t++)
    if ((sq_mask[t] & ~b->occ[t]) & ~covered[t])
      return FALSE;

  /* Cells that can no longer be covered: each connected region of empty
   * cells of a tier must hold as many cells of each chessboard colour. */
  for (int t = 0; t < 3; t++)
    {
      guint64 e = sq_mask[t] & ~b->occ[t];

      if (e & ~neighbours (e))
        return FALSE;
      while (e)
        {
          guint64 region = e & -e, grown;

          for (;;)
            {
              grown = region | (neighbours (region) & e);
              if (grown == region)
                break;
              region = grown;
            }
          if (popcount64 (region & checker) * 2 != popcount64 (region))
            return FALSE;
          e &= ~region;
        }
    }
  return TRUE;
}

/* A lower bound on the cheats still needed with @r left (with none left,
 * 0 or 1 is all that matters).  When the hand is stuck for good
 * (board_relaxed_ok), only the first-domino exemption helps: the
 * foundation must be emptied, so every domino on the ziggurat now must
 * come up at least once. */
static int
cheats_needed (const Board *b, int r)
{
  if (r == 0)
    return board_relaxed_ok (b, TRUE) && board_structure_ok (b) ? 0 : 1;
  if (!board_relaxed_ok (b, FALSE))
    return MAX (1, b->n_placed);
  return board_structure_ok (b) ? 0 : 1;
}

/* --- move generation --- */

static inline guint64
values_below (const Board *b, int t, int v)
{
  /* Cells of tier t whose half below is smaller than v (tier 0: all). */
  guint64 m = 0;

  if (t == 0)
    return ALL_CELLS;
  for (int w = 0; w < v; w++)
    m |= b->val[t - 1][w];
  return m;
}

static void
push_move (GArray *pool, const SMove *m)
{
  g_array_append_vals (pool, m, 1);
}

/* Appends every legal placement of the hand to the pool. */
static void
gen_places (const Board *b, GArray *pool)
{
  guint64 adj[7];
  gboolean first = b->occ[0] == 0;
  guint32 hand = b->hand;

  for (int v = 0; v < 7; v++)
    adj[v] = neighbours (b->val[0][v] | b->val[1][v] | b->val[2][v]);

  while (hand)
    {
      int id = __builtin_ctz (hand);
      int lo = terr_zg_domino_low (id), hi = terr_zg_domino_high (id);

      hand &= hand - 1;
      for (int t = 0; t < 3; t++)
        {
          guint64 freec = sq_mask[t] & ~b->occ[t];

          if (t > 0)
            freec &= b->occ[t - 1];
          if (!freec)
            continue;
          for (int o = 0; o < (lo == hi ? 1 : 2); o++)
            {
              int va = o ? hi : lo, vb = o ? lo : hi;
              guint64 oka = freec & values_below (b, t, va);
              guint64 okb = freec & values_below (b, t, vb);

              for (int d = 0; d < 2; d++)
                {
                  int step = d ? 6 : 1;
                  guint64 anchors = oka & (okb >> step);

                  if (d == 0)
                    anchors &= NOT_X5;
                  if (!first)
                    anchors &= adj[va] | (adj[vb] >> step);
                  while (anchors)
                    {
                      int p = __builtin_ctzll (anchors);
                      SMove m = { TERR_ZG_MOVE_PLACE, id, t, p, p + step, va, vb, 0, 0, 0 };

                      anchors &= anchors - 1;
                      push_move (pool, &m);
                    }
                }
            }
        }
    }
}

static int
lift_set (const Board *b, int id, guint8 out[28])
{
  guint32 seen = 1u << id;
  int n = 0;

  out[n++] = id;
  for (int i = 0; i < n; i++)
    {
      int t = b->pl_tier[out[i]] - 1;
      int cells[2] = { b->pl_p[out[i]], b->pl_q[out[i]] };

      if (t == 2)
        continue;
      for (int h = 0; h < 2; h++)
        {
          int above = b->dom[t + 1][cells[h]];
          if (above >= 0 && !(seen & (1u << above)))
            {
              seen |= 1u << above;
              out[n++] = above;
            }
        }
    }
  return n;
}

/* Returns FALSE when some lift cost more than @budget. */
static gboolean
gen_lifts (const Board *b, GArray *pool, int budget)
{
  gboolean all = TRUE;

  guint32 placed = ALL_DOMINOES & ~b->rem;

  while (placed)
    {
      int id = __builtin_ctz (placed);
      guint8 set[28];
      int n = lift_set (b, id, set);

      placed &= placed - 1;
      if (n <= budget)
        {
          SMove m = { TERR_ZG_MOVE_LIFT, id, b->pl_tier[id] - 1, b->pl_p[id], b->pl_q[id], 0, 0, n, 0, 0 };
          push_move (pool, &m);
        }
      else
        all = FALSE;
    }
  return all;
}

/* Undo information of one move. */
typedef struct {
  guint32 hand;
  int     pile_pos;
  int     n;
  guint8  ids[28];
  guint8  tier[28], p[28], q[28], va[28], vb[28];
} Undo;

static void
make_move (Board *b, const SMove *m, Undo *u)
{
  u->hand = b->hand;
  u->pile_pos = b->pile_pos;
  if (m->type == TERR_ZG_MOVE_PLACE)
    {
      board_put (b, m->id, m->tier, m->p, m->q, m->a, m->b);
      u->n = 0;
    }
  else
    {
      u->n = lift_set (b, m->id, u->ids);
      for (int i = 0; i < u->n; i++)
        {
          int id = u->ids[i], t = b->pl_tier[id] - 1;

          u->tier[i] = t;
          u->p[i] = b->pl_p[id];
          u->q[i] = b->pl_q[id];
          u->va[i] = b->value[t][u->p[i]];
          u->vb[i] = b->value[t][u->q[i]];
        }
      for (int i = u->n - 1; i >= 0; i--)
        {
          board_take (b, u->ids[i]);
          b->hand |= 1u << u->ids[i];
        }
    }
  board_refill (b);
}

static void
unmake_move (Board *b, const SMove *m, const Undo *u)
{
  if (m->type == TERR_ZG_MOVE_PLACE)
    board_take (b, m->id);
  else
    for (int i = 0; i < u->n; i++)
      board_put (b, u->ids[i], u->tier[i], u->p[i], u->q[i], u->va[i], u->vb[i]);
  b->hand = u->hand;
  b->pile_pos = u->pile_pos;
}

/* --- search --- */

static gboolean
check_limits (Solver *s)
{
  gint64 now;

  if (s->stopped)
    return TRUE;
  if (s->node_limit && s->nodes >= s->node_limit)
    s->stopped = TRUE;
  if ((s->nodes & 1023) == 0)
    {
      now = g_get_monotonic_time ();
      if (s->deadline_us && now >= s->deadline_us)
        s->stopped = TRUE;
      if (s->cancellable && g_cancellable_is_cancelled (s->cancellable))
        s->stopped = s->cancelled = TRUE;
      if ((s->nodes & 65535) == 0 && s->params->progress)
        {
          double f = 0;
          if (s->params->node_limit)
            f = (double) s->nodes / s->params->node_limit;
          else if (s->params->time_limit > 0)
            f = (now - s->start_us) / (s->params->time_limit * 1e6);
          s->params->progress (CLAMP (f, 0.0, 1.0), s->nodes, s->params->progress_data);
        }
    }
  return s->stopped;
}

/* Places: random, a little in favour of the upper tiers (they are the
 * scarce part of a ziggurat) and against high values in cells that still
 * need tiers on top (weighted by how many).  Lifts: cheap ones first; after the places,
 * or before them when a lift is needed anyway (@lift_first). */
static void
order_moves (Solver *s, SMove *moves, guint n, gboolean lift_first)
{
  for (guint i = 0; i < n; i++)
    {
      SMove *m = &moves[i];

      if (m->type == TERR_ZG_MOVE_LIFT)
        m->order = (lift_first ? 0 : 2048) + m->cost * 256 + terr_random_below (&s->rng, 256);
      else
        {
          /* High values low down under more tiers block what must go on top. */
          int cover = (col_height[m->p] - 1 - m->tier) * m->a + (col_height[m->q] - 1 - m->tier) * m->b;
          m->order = (lift_first ? 8192 : 0) + (2 - m->tier) * ORDER_TIER + cover * ORDER_VAL
                     + terr_random_below (&s->rng, ORDER_RND);
        }
    }
  for (guint i = 1; i < n; i++)
    {
      SMove m = moves[i];
      guint j = i;

      for (; j > 0 && moves[j - 1].order > m.order; j--)
        moves[j] = moves[j - 1];
      moves[j] = m;
    }
}


/* Depth-first search with @r cheats left. */
static int
search (Solver *s, int r)
{
  Board *b = &s->b;
  guint64 key;
  guint base, end;
  gboolean aborted = FALSE, outer_limited;
  int result = RES_DEAD, needed, dead_for;

  if (b->n_placed == TERR_ZG_N_DOMINOES)
    return RES_FOUND;
  key = board_key (b, r > 0);
  dead_for = memo_dead_for (&s->memo, key);
  if (dead_for >= r)
    {
      s->limited |= dead_for != R_ALWAYS;
      return RES_DEAD;
    }
  needed = cheats_needed (b, r);
  if (needed > r)
    {
      s->limited = TRUE;
      return RES_DEAD;
    }

  outer_limited = s->limited;
  s->limited = FALSE;
  base = s->pool->len;
  if (!s->narrow || r == 0 || needed == 0 || b->n_placed == 0)
    gen_places (b, s->pool);
  if (r > 0 && (!s->narrow || s->pool->len == base))
    s->limited |= !gen_lifts (b, s->pool, r);
  else
    /* Lifts left out (no budget left, or the narrow search): a larger
     * budget might find more. */
    s->limited |= b->n_placed > 0;
  end = s->pool->len;
  if (r == 0)
    /* Ask the memory for the memo entries of all children at once. */
    for (guint i = base; i < end; i++)
      {
        SMove *m = &g_array_index (s->pool, SMove, i);
        m->key = child_key (b, m);
        __builtin_prefetch (&s->memo.keys[(m->key & s->memo.mask) * 4]);
      }
  order_moves (s, &g_array_index (s->pool, SMove, base), end - base, needed > 0);

  for (guint i = base; i < end && result == RES_DEAD; i++)
    {
      SMove m = g_array_index (s->pool, SMove, i);
      Undo u;
      int res;

      if (m.key && (dead_for = memo_dead_for (&s->memo, m.key)) >= 0)
        {
          s->limited |= dead_for != R_ALWAYS;
          continue;
        }
      s->nodes++;
      if (check_limits (s))
        {
          result = RES_STOP;
          break;
        }
      if (s->budget && s->nodes >= s->budget)
        {
          result = RES_ABORT;
          break;
        }
      make_move (b, &m, &u);
      g_array_append_val (s->path, m);
      res = search (s, r - (m.type == TERR_ZG_MOVE_LIFT ? m.cost : 0));
      unmake_move (b, &m, &u);
      if (res == RES_FOUND)
        result = RES_FOUND;
      else
        {
          g_array_set_size (s->path, s->path->len - 1);
          if (res != RES_DEAD)
            {
              result = res;
              aborted = TRUE;
            }
        }
    }
  g_array_set_size (s->pool, base);
  if (result == RES_DEAD && !aborted)
    memo_set_dead (&s->memo, key, s->limited ? r : R_ALWAYS);
  s->limited |= outer_limited;
  return result;
}

/* Restarts with growing node budgets until the search finishes or stops. */
static int
search_restarts (Solver *s, int r, guint64 first_budget)
{
  guint64 budget = first_budget;

  for (;;)
    {
      int res;

      s->budget = s->nodes + budget;
      res = search (s, r);
      if (res != RES_ABORT)
        {
          s->budget = 0;
          return res;
        }
      budget += budget / 4;
    }
}

const char *
terr_zg_verdict_to_string (TerrZgVerdict verdict)
{
  switch (verdict)
    {
    case TERR_ZG_VERDICT_YES: return "yes";
    case TERR_ZG_VERDICT_NO: return "no";
    default: return "unknown";
    }
}

void
terr_zg_solution_clear (TerrZgSolution *solution)
{
  g_clear_pointer (&solution->moves, g_array_unref);
}

static void
path_to_moves (GArray *path, GArray *out)
{
  g_array_set_size (out, 0);
  for (guint i = 0; i < path->len; i++)
    {
      const SMove *m = &g_array_index (path, SMove, i);
      TerrZgMove zm = { m->type, m->tier + 1, m->p % 6, m->p / 6,
                        m->q - m->p == 1 ? TERR_ZG_DIR_H : TERR_ZG_DIR_V, m->a, m->b };

      if (m->type == TERR_ZG_MOVE_LIFT)
        zm.dir = zm.a = zm.b = 0;
      g_array_append_val (out, zm);
    }
}

static int
path_cheats (GArray *path)
{
  int n = 0;

  for (guint i = 0; i < path->len; i++)
    n += g_array_index (path, SMove, i).cost;
  return n;
}

static int
value_root (guint8 parent[7], int v)
{
  while (parent[v] != v)
    v = parent[v] = parent[parent[v]];
  return v;
}

/* Whether the pile can be drawn to the end at all, lifts or not.  A domino
 * is drawn only when a place leaves the hand with 2, so the ziggurat then
 * holds all dominoes in play but 2.  And the dominoes on the ziggurat are
 * always linked by shared values: each one placed since the foundation was
 * last empty touched an equal value of one placed before it.  So before
 * each draw, some value-linked group of the dominoes in play (all but the
 * rest of the pile) must hold all of them but 2. */
static gboolean
board_pile_drawable (const Board *b)
{
  guint8 parent[7];
  guint32 play = ALL_DOMINOES;

  /* A short hand read from a file draws on the first move: no claim. */
  if (popcount64 (b->hand) < TERR_ZG_HAND_SIZE && b->pile_pos < b->pile_len)
    return TRUE;
  for (int i = b->pile_pos; i < b->pile_len; i++)
    play &= ~(1u << b->pile[i]);
  for (int v = 0; v < 7; v++)
    parent[v] = v;
  for (guint32 p = play; p; p &= p - 1)
    {
      int id = __builtin_ctz (p);
      parent[value_root (parent, terr_zg_domino_low (id))] = value_root (parent, terr_zg_domino_high (id));
    }
  for (int i = b->pile_pos; i < b->pile_len; i++)
    {
      int count[7] = { 0, }, largest = 0, id = b->pile[i];

      for (guint32 p = play; p; p &= p - 1)
        {
          int r = value_root (parent, terr_zg_domino_low (__builtin_ctz (p)));

          count[r]++;
          largest = MAX (largest, count[r]);
        }
      if (largest < popcount64 (play) - 2)
        return FALSE;
      play |= 1u << id;
      parent[value_root (parent, terr_zg_domino_low (id))] = value_root (parent, terr_zg_domino_high (id));
    }
  return TRUE;
}

/* A search with budget @c from @state, the line in s->path. */
static int
search_from (Solver *s, const TerrZgState *state, int c)
{
  g_array_set_size (s->path, 0);
  board_from_state (&s->b, state);
  s->limited = FALSE;
  return search (s, c);
}

/* Fewest cheats once 0 is proven impossible: unless the pile cannot be
 * drawn at all, a narrow search for some line, then iterative deepening on
 * the number of cheats over all places and lifts, pruned by cheats_needed()
 * and by the memo (which keeps the budget each dead position was proven
 * for). */
static void
solve_fewest (Solver *s, const TerrZgState *state, TerrZgSolution *out)
{
  int c;

  s->node_limit = s->params->node_limit ? s->params->node_limit
                                        : s->nodes + TERR_ZG_FEWEST_DEFAULT_NODES;
  board_from_state (&s->b, state);
  if (!board_pile_drawable (&s->b))
    {
      /* Proven: no line at all. */
      out->proven_minimal = TRUE;
      return;
    }

  /* First a narrow search for some line: lifts only where a lift is
   * needed, places only where none is; with its own memo, since "dead"
   * means something else there.  Half the nodes at most. */
  {
    Memo full = s->memo;
    guint64 cap = s->node_limit;

    s->node_limit = s->nodes + (cap - s->nodes) / 2;
    s->narrow = TRUE;
    memo_init (&s->memo, 10, MEMO_LOG2 - 2);
    for (c = 1; c <= MAX_CHEAT_BUDGET && !s->stopped; c++)
      if (search_from (s, state, c) == RES_FOUND)
        {
          out->cheats = path_cheats (s->path);
          path_to_moves (s->path, out->moves);
          break;
        }
    memo_clear (&s->memo);
    s->memo = full;
    s->narrow = FALSE;
    s->node_limit = cap;
    /* Only a time limit or a cancel ends everything here. */
    s->stopped = s->cancelled || (s->deadline_us && g_get_monotonic_time () >= s->deadline_us);
  }

  /* Then every budget below the best, all places and lifts: the first
   * budget with a line is the minimum (all smaller ones were searched in
   * full). */
  for (c = 1; (out->cheats < 0 || c < out->cheats) && c <= MAX_CHEAT_BUDGET; c++)
    {
      int res = s->stopped ? RES_STOP : search_from (s, state, c);

      g_debug ("fewest cheats: budget %d: %d after %" G_GUINT64_FORMAT " nodes", c, res, s->nodes);
      if (res == RES_FOUND)
        {
          out->cheats = path_cheats (s->path);
          path_to_moves (s->path, out->moves);
          break;
        }
      if (res != RES_DEAD)
        return;
      if (!s->limited)
        {
          /* No budget would do: no complete line exists at all. */
          g_array_set_size (out->moves, 0);
          out->cheats = -1;
          out->proven_minimal = TRUE;
          return;
        }
    }
  out->proven_minimal = out->cheats >= 0;
}

gboolean
terr_zg_solve (const TerrZgState       *state,
               const TerrZgSolveParams *params,
               GCancellable            *cancellable,
               TerrZgSolution          *out)
{
  Solver s = { 0, };
  int res;

  init_tables ();
  memset (out, 0, sizeof *out);
  out->moves = g_array_new (FALSE, FALSE, sizeof (TerrZgMove));
  out->cheats = -1;

  s.params = params;
  s.cancellable = cancellable;
  s.start_us = g_get_monotonic_time ();
  if (params->time_limit > 0)
    s.deadline_us = s.start_us + (gint64) (params->time_limit * 1e6);
  s.node_limit = params->node_limit;
  terr_random_init (&s.rng, params->seed);
  memo_init (&s.memo, 10, MEMO_LOG2);
  s.pool = g_array_new (FALSE, FALSE, sizeof (SMove));
  s.path = g_array_new (FALSE, FALSE, sizeof (SMove));
  board_from_state (&s.b, state);

  res = search_restarts (&s, 0, FIRST_RESTART_NODES);
  if (res == RES_FOUND)
    {
      out->zero_cheat = TERR_ZG_VERDICT_YES;
      out->cheats = 0;
      out->proven_minimal = TRUE;
      path_to_moves (s.path, out->moves);
    }
  else if (res == RES_DEAD)
    {
      out->zero_cheat = TERR_ZG_VERDICT_NO;
      if (params->fewest)
        solve_fewest (&s, state, out);
    }

  out->nodes = s.nodes;
  if (params->progress && !s.cancelled)
    params->progress (1.0, s.nodes, params->progress_data);
  out->seconds = (g_get_monotonic_time () - s.start_us) / 1e6;
  out->cancelled = s.cancelled;
  memo_clear (&s.memo);
  g_array_unref (s.pool);
  g_array_unref (s.path);
  return !s.cancelled;
}

GArray *
terr_zg_solver_list_places (const TerrZgState *state)
{
  Board b;
  g_autoptr(GArray) pool = g_array_new (FALSE, FALSE, sizeof (SMove));
  GArray *out = g_array_new (FALSE, FALSE, sizeof (TerrZgMove));

  init_tables ();
  board_from_state (&b, state);
  gen_places (&b, pool);
  path_to_moves (pool, out);
  return out;
}
