/* terr-hg-ai.c — computer players and the solver; see terr-hg-ai.h. */
#include "terr-hg-ai.h"

#include "terr-error.h"
#include "terr-hg-score.h"

#include <stdlib.h>

/* Level 1 looks at both actions of a turn only after the best first ones. */
#define PLAN_BEAM     8
/* Level 2 looks at this many of the best plans of level 1; at the end of
 * the game (this many pieces left to place) at every plan, since who places
 * the last piece and how decides much. */
#define REPLY_PLANS   24
#define ENDGAME_LEFT  6

typedef struct {
  TerrHgAction first, second;
  gboolean     has_second;
  int          value;
  guint        order;     /* random, for ties */
} Plan;

/* Own score minus the best other seat's, from every seat's @scores. */
static int
difference (const TerrHgState *s, const int *scores, int seat)
{
  int best_other = G_MININT;

  for (int i = 1; i <= s->n_players; i++)
    if (i != seat)
      best_other = MAX (best_other, scores[i]);
  return scores[seat] - (best_other == G_MININT ? 0 : best_other);
}

/* Own score minus the best other seat's, as if the game ended now. */
static int
evaluate (const TerrHgState *s, int seat)
{
  int scores[TERR_HG_MAX_SEATS + 1];

  terr_hg_score_all (s, scores);
  return difference (s, scores, seat);
}

/* Calls @fn with @seat's gazebo standing on each free space in turn (its
 * own space counts as free), and puts it back where it was, or in hand. */
static void
each_free_space (TerrHgState *s, int seat, void (*fn) (TerrHgState *, int, int, int, gpointer), gpointer data)
{
  gboolean placed = s->gazebo_placed[seat];
  int gx = s->gazebo_x[seat], gy = s->gazebo_y[seat];
  TerrHgCell *home = placed ? (TerrHgCell *) terr_hg_state_cell (s, gx, gy) : NULL;

  if (home)
    home->gazebo = 0;
  s->gazebo_placed[seat] = TRUE;
  for (int y = s->by0; y <= s->by1; y++)
    for (int x = s->bx0; x <= s->bx1; x++)
      {
        if (!terr_hg_cell_is_free (s, terr_hg_state_cell (s, x, y)))
          continue;
        s->gazebo_x[seat] = x;
        s->gazebo_y[seat] = y;
        fn (s, seat, x, y, data);
      }
  s->gazebo_placed[seat] = placed;
  s->gazebo_x[seat] = gx;
  s->gazebo_y[seat] = gy;
  if (home)
    home->gazebo = seat;
}

static void
max_score_at (TerrHgState *s, int seat, int x, int y, gpointer data)
{
  int *best = data;

  *best = MAX (*best, terr_hg_score_seat (s, seat, NULL, NULL));
}

/* The best score @seat can get by putting its gazebo on any free space
 * (or leaving it where it is). */
static int
potential_score (TerrHgState *s, int seat)
{
  int best = s->gazebo_placed[seat] ? terr_hg_score_seat (s, seat, NULL, NULL) : 0;

  if (s->n_tiles > 0)
    each_free_space (s, seat, max_score_at, &best);
  return best;
}

/* evaluate() at the horizon of a search: the other seats may still move
 * their gazebos to their best spaces, unless the game is over. */
static int
evaluate_horizon (TerrHgState *s, int seat)
{
  int best_other = G_MININT;

  if (terr_hg_state_is_over (s))
    return evaluate (s, seat);
  for (int i = 1; i <= s->n_players; i++)
    if (i != seat)
      best_other = MAX (best_other, potential_score (s, i));
  return terr_hg_score_seat (s, seat, NULL, NULL) - best_other;
}

static gboolean
check_cancel (GCancellable *cancellable, GError **error)
{
  if (g_cancellable_is_cancelled (cancellable))
    {
      g_set_error_literal (error, TERR_ERROR, TERR_ERROR_CANCELLED, "cancelled");
      return FALSE;
    }
  return TRUE;
}

static GArray *
list_actions (TerrHgState *s)
{
  GArray *list = g_array_sized_new (FALSE, FALSE, sizeof (TerrHgAction), 512);

  terr_hg_state_list_actions (s, list);
  return list;
}

/* Level 3 keeps its pawn in hand while the supply holds pieces (see
 * choose_level3()); meanwhile its score is judged as if its gazebo stood
 * on (x, y), the best free space when it decided. */
typedef struct {
  int seat;     /* 0: nobody holds */
  int x, y;
} Hold;

/* evaluate(), with the pawn of hold->seat (while in hand) on its space. */
static int
evaluate_hold (TerrHgState *s, int seat, const Hold *hold)
{
  int h, v, x, y;

  if (hold == NULL || hold->seat == 0 || s->gazebo_placed[hold->seat]
      || !terr_hg_cell_is_free (s, terr_hg_state_cell (s, hold->x, hold->y)))
    return evaluate (s, seat);
  h = hold->seat;
  x = s->gazebo_x[h];
  y = s->gazebo_y[h];
  s->gazebo_placed[h] = TRUE;
  s->gazebo_x[h] = hold->x;
  s->gazebo_y[h] = hold->y;
  v = evaluate (s, seat);
  s->gazebo_placed[h] = FALSE;
  s->gazebo_x[h] = x;
  s->gazebo_y[h] = y;
  return v;
}

/* TRUE when @seat, to move in @s, keeps its pawn in hand now. */
static gboolean
holds_pawn (const TerrHgState *s, int seat)
{
  if (seat == 0 || s->to_move != seat || s->gazebo_placed[seat])
    return FALSE;
  if (s->supply_tiles > 0)
    return TRUE;
  for (int i = 1; i <= TERR_HG_N_SUITS; i++)
    if (s->supply_coins[i] > 0)
      return TRUE;
  return FALSE;
}

/* list_actions() without placing the pawn of @hold_seat while it holds it
 * (unless nothing else is legal). */
static GArray *
list_actions_holding (TerrHgState *s, const Hold *hold)
{
  GArray *list = list_actions (s);
  guint n = 0;

  if (hold == NULL || !holds_pawn (s, hold->seat))
    return list;
  for (guint i = 0; i < list->len; i++)
    if (g_array_index (list, TerrHgAction, i).kind != TERR_HG_ACTION_GAZEBO)
      g_array_index (list, TerrHgAction, n++) = g_array_index (list, TerrHgAction, i);
  if (n > 0)
    g_array_set_size (list, n);
  return list;
}

/* The best single action for @seat (to move in @s) by evaluate(); ties go
 * to the first in @rng's shuffle.  Returns its value. */
static int
best_single_holding (TerrHgState *s, int seat, const Hold *hold, TerrRandom *rng, TerrHgAction *out)
{
  g_autoptr(GArray) list = list_actions_holding (s, hold);
  int best = G_MININT;
  guint n_best = 0;

  for (guint i = 0; i < list->len; i++)
    {
      const TerrHgAction *a = &g_array_index (list, TerrHgAction, i);
      TerrHgUndo u;
      int v;

      terr_hg_state_apply (s, a, &u);
      v = evaluate_hold (s, seat, hold);
      terr_hg_state_undo (s, &u);
      if (v > best)
        {
          best = v;
          n_best = 1;
          *out = *a;
        }
      else if (v == best && terr_random_below (rng, ++n_best) == 0)
        *out = *a;
    }
  return best;
}

static int
best_single (TerrHgState *s, int seat, TerrRandom *rng, TerrHgAction *out)
{
  return best_single_holding (s, seat, NULL, rng, out);
}

static int
plan_compare (gconstpointer pa, gconstpointer pb)
{
  const Plan *a = pa, *b = pb;

  if (a->value != b->value)
    return a->value > b->value ? -1 : 1;
  return a->order < b->order ? -1 : (a->order > b->order);
}

/* The plans for the rest of the seat's turn, best first (level 1); the
 * second action is looked for after the @beam best first ones. */
static GArray *
make_plans_holding (TerrHgState *s, guint beam, const Hold *hold, TerrRandom *rng, GCancellable *cancellable,
                    GError **error)
{
  int seat = s->to_move;
  g_autoptr(GArray) list = list_actions_holding (s, hold);
  g_autoptr(GArray) plans = g_array_sized_new (FALSE, TRUE, sizeof (Plan), list->len);
  gboolean two = s->actions_taken == 0;

  for (guint i = 0; i < list->len; i++)
    {
      Plan p = { 0 };
      TerrHgUndo u;

      p.first = g_array_index (list, TerrHgAction, i);
      p.order = (guint) terr_random_next (rng);
      terr_hg_state_apply (s, &p.first, &u);
      p.value = evaluate_hold (s, seat, hold);
      terr_hg_state_undo (s, &u);
      g_array_append_val (plans, p);
    }
  g_array_sort (plans, plan_compare);
  if (!check_cancel (cancellable, error))
    return NULL;

  /* The second action of the turn, after the most promising first ones. */
  if (two)
    {
      for (guint i = 0; i < MIN (plans->len, beam); i++)
        {
          Plan *p = &g_array_index (plans, Plan, i);
          TerrHgUndo u;

          terr_hg_state_apply (s, &p->first, &u);
          if (!terr_hg_state_is_over (s) && s->to_move == seat)
            {
              p->value = best_single_holding (s, seat, hold, rng, &p->second);
              p->has_second = TRUE;
            }
          terr_hg_state_undo (s, &u);
          if (!check_cancel (cancellable, error))
            return NULL;
        }
      g_array_sort (plans, plan_compare);
    }
  return g_steal_pointer (&plans);
}

static GArray *
make_plans (TerrHgState *s, guint beam, TerrRandom *rng, GCancellable *cancellable, GError **error)
{
  return make_plans_holding (s, beam, NULL, rng, cancellable, error);
}

/* Plays @p (finishing the turn greedily if the plan has one action), lets
 * the other seats answer with their level-1 plans, lets @seat take its
 * best single action after that (a gazebo can always move on), and
 * evaluates for @seat at that horizon. */
static int
plan_with_reply (TerrHgState *s, const Plan *p, int seat, TerrRandom *rng)
{
  TerrHgUndo undos[2 + 2 * TERR_HG_MAX_SEATS];
  int n = 0, value;
  TerrHgAction a;

  terr_hg_state_apply (s, &p->first, &undos[n++]);
  if (!terr_hg_state_is_over (s) && s->to_move == seat)
    {
      if (p->has_second)
        a = p->second;
      else
        best_single (s, seat, rng, &a);
      terr_hg_state_apply (s, &a, &undos[n++]);
    }
  while (!terr_hg_state_is_over (s) && s->to_move != seat)
    {
      g_autoptr(GArray) replies = make_plans (s, PLAN_BEAM, rng, NULL, NULL);
      const Plan *r = &g_array_index (replies, Plan, 0);

      terr_hg_state_apply (s, &r->first, &undos[n++]);
      if (r->has_second && !terr_hg_state_is_over (s))
        terr_hg_state_apply (s, &r->second, &undos[n++]);
      else if (!terr_hg_state_is_over (s) && s->to_move != seat && s->actions_taken == 1)
        {
          best_single (s, s->to_move, rng, &a);
          terr_hg_state_apply (s, &a, &undos[n++]);
        }
    }
  if (!terr_hg_state_is_over (s))
    {
      best_single (s, seat, rng, &a);
      terr_hg_state_apply (s, &a, &undos[n++]);
    }
  value = evaluate_horizon (s, seat);
  while (n > 0)
    terr_hg_state_undo (s, &undos[--n]);
  return value;
}

/* Pieces still to be placed: the supply and the pawns in hand. */
static int
remaining_placements (const TerrHgState *s)
{
  int n = s->supply_tiles;

  for (int i = 1; i <= TERR_HG_N_SUITS; i++)
    n += s->supply_coins[i];
  for (int i = 1; i <= s->n_players; i++)
    n += !s->gazebo_placed[i];
  return n;
}

/* --- level 3: Monte Carlo over greedy playouts --- */

/* The best plans of level 1 looked at, and at the end of the game every
 * plan up to a bound. */
#define MC_PLANS          16
#define MC_ENDGAME_PLANS  48
/* How many actions a playout plays at most before the position is
 * judged as at level 2's horizon. */
#define MC_HORIZON        14
/* Rounds of playouts (see choose_level3()). */
static const struct { int playouts; guint keep; } mc_rounds[] = {
  { 6, 6 }, { 20, 2 }, { 32, 1 },
};
/* In a playout a seat takes a random action one time in this many, its
 * best single action otherwise. */
#define MC_RANDOM_ONE_IN  8
/* What winning is worth beside the point difference at the end. */
#define MC_WIN_BONUS      16
/* With at most this many pieces and pawns left, level 3 judges the best
 * EXACT_PLANS plans against the answer of the next seats and its own
 * exact ending after it, instead of playouts. */
#define EXACT_LEFT        4
#define EXACT_PLANS       32

/* What a finished game with point difference @diff is worth to level 3's
 * search: 4 x the difference and the win bonus. */
static int
final_value (int diff)
{
  return 4 * diff + (diff > 0 ? MC_WIN_BONUS : diff < 0 ? -MC_WIN_BONUS : 0);
}

/* What a game not yet over is worth to level 3's search, on the scale of
 * final_value(): level 2's horizon value, with its pawn, while still in
 * hand, on the best free space (it goes there last). */
static int
unfinished_value (TerrHgState *s, int seat)
{
  int best_other = G_MININT;

  if (s->gazebo_placed[seat])
    return 4 * evaluate_horizon (s, seat);
  for (int i = 1; i <= s->n_players; i++)
    if (i != seat)
      best_other = MAX (best_other, potential_score (s, i));
  return 4 * (potential_score (s, seat) - best_other);
}

/* Plays @p, then at most MC_HORIZON actions by every seat (mostly its best
 * single action, now and then a random one, both from @rng), and judges
 * the result for @seat: at the end of the game the point difference plus
 * the win bonus, before it level 2's horizon value. */
static int
plan_playout (TerrHgState *s, const Plan *p, int seat, const Hold *hold, TerrRandom *rng, GArray *undos)
{
  TerrHgAction a;
  TerrHgUndo u;
  int value;

  g_array_set_size (undos, 0);
  terr_hg_state_apply (s, &p->first, &u);
  g_array_append_val (undos, u);
  if (p->has_second && !terr_hg_state_is_over (s) && s->to_move == seat)
    {
      terr_hg_state_apply (s, &p->second, &u);
      g_array_append_val (undos, u);
    }
  for (int n = 0; n < MC_HORIZON && !terr_hg_state_is_over (s); n++)
    {
      if (holds_pawn (s, hold->seat))
        best_single_holding (s, s->to_move, hold, rng, &a);
      else if (terr_random_below (rng, MC_RANDOM_ONE_IN) == 0)
        terr_hg_state_random_action (s, rng, &a);
      else
        best_single (s, s->to_move, rng, &a);
      terr_hg_state_apply (s, &a, &u);
      g_array_append_val (undos, u);
    }
  if (terr_hg_state_is_over (s))
    value = final_value (evaluate (s, seat));
  else
    value = unfinished_value (s, seat);
  for (guint i = undos->len; i > 0; i--)
    terr_hg_state_undo (s, &g_array_index (undos, TerrHgUndo, i - 1));
  return value;
}

typedef struct {
  Hold *hold;
  int   best;
} BestSpace;

static void
best_space_at (TerrHgState *s, int seat, int x, int y, gpointer data)
{
  BestSpace *b = data;
  int v = terr_hg_score_seat (s, seat, NULL, NULL);

  if (v > b->best)
    {
      b->best = v;
      *b->hold = (Hold) { seat, x, y };
    }
}

/* Sets @hold to @seat's pawn on the free space where it scores most
 * (nobody holds when there is none). */
static void
best_free_space (TerrHgState *s, int seat, Hold *hold)
{
  BestSpace b = { hold, G_MININT };

  hold->seat = 0;
  if (s->n_tiles > 0)
    each_free_space (s, seat, best_space_at, &b);
}

/* A way of ending the game in this turn found by best_finish(). */
typedef struct {
  gboolean     found;
  int          value;   /* point difference */
  int          own;     /* its own score */
  TerrHgAction first;
} Finish;

static void
finish_consider (Finish *f, int value, int own, const TerrHgAction *first)
{
  if (!f->found || value > f->value || (value == f->value && own > f->own))
    *f = (Finish) { TRUE, value, own, *first };
}

/* The best score of the other seats than @seat. */
static int
best_other_score (const TerrHgState *s, int seat)
{
  int best = G_MININT;

  for (int i = 1; i <= s->n_players; i++)
    if (i != seat)
      best = MAX (best, terr_hg_score_seat (s, i, NULL, NULL));
  return best == G_MININT ? 0 : best;
}

typedef struct {
  Finish             *f;
  const TerrHgAction *first;
  int                 other;
} PawnFinish;

static void
pawn_finish_at (TerrHgState *s, int seat, int x, int y, gpointer data)
{
  PawnFinish *p = data;
  int own = terr_hg_score_seat (s, seat, NULL, NULL);

  finish_consider (p->f, own - p->other, own, p->first);
}

/* @seat is to move and only its pawn is left to place (the game ends when
 * it is): every free space, judged exactly.  A pawn obscures nothing, so
 * the other seats' scores are the same on every space. */
static void
finish_with_pawn (TerrHgState *s, int seat, const TerrHgAction *first, Finish *f)
{
  PawnFinish p = { f, first, best_other_score (s, seat) };

  each_free_space (s, seat, pawn_finish_at, &p);
}

/* The game is over after @first: its ending, judged. */
static void
finish_over (TerrHgState *s, int seat, const TerrHgAction *first, Finish *f)
{
  int scores[TERR_HG_MAX_SEATS + 1];

  terr_hg_score_all (s, scores);
  finish_consider (f, difference (s, scores, seat), scores[seat], first);
}

/* @seat is to move after @first, its gazebo placed, one piece left in
 * the supply: every placement of it (which ends the game), judged.
 * Returns whether one ended it. */
static gboolean
finish_with_last_piece (TerrHgState *s, int seat, const TerrHgAction *first, Finish *f)
{
  g_autoptr(GArray) seconds = list_actions (s);
  gboolean ends = FALSE;

  for (guint j = 0; j < seconds->len; j++)
    {
      const TerrHgAction *b = &g_array_index (seconds, TerrHgAction, j);
      TerrHgUndo u;

      if (!terr_hg_action_is_placement (b->kind))
        continue;
      terr_hg_state_apply (s, b, &u);
      if (terr_hg_state_is_over (s))
        {
          finish_over (s, seat, first, f);
          ends = TRUE;
        }
      terr_hg_state_undo (s, &u);
    }
  return ends;
}

/* Level 3, when the game can end within its turn: every way of ending it
 * (one action, or any action followed by the placement of the last piece
 * or pawn) is judged exactly; @f gets the best (point difference, then
 * its own score).  @all_end tells whether every action of the turn ends
 * the game within it. */
static void
best_finish (TerrHgState *s, int seat, GCancellable *cancellable, Finish *f, gboolean *all_end)
{
  g_autoptr(GArray) list = list_actions (s);

  *f = (Finish) { FALSE, 0, 0, { 0 } };
  *all_end = TRUE;
  for (guint i = 0; i < list->len && !g_cancellable_is_cancelled (cancellable); i++)
    {
      const TerrHgAction *a = &g_array_index (list, TerrHgAction, i);
      gboolean ends = FALSE;
      TerrHgUndo u;

      terr_hg_state_apply (s, a, &u);
      if (terr_hg_state_is_over (s))
        {
          finish_over (s, seat, a, f);
          ends = TRUE;
        }
      else if (s->to_move == seat && remaining_placements (s) == 1 && !s->gazebo_placed[seat])
        {
          finish_with_pawn (s, seat, a, f);
          ends = TRUE;
        }
      else if (s->to_move == seat && remaining_placements (s) == 1)
        ends = finish_with_last_piece (s, seat, a, f);
      terr_hg_state_undo (s, &u);
      if (!ends)
        *all_end = FALSE;
    }
}

/* Level 3 near the end, when the game cannot end in this turn: each of
 * the best plans of level 1 is answered by the next seats' level-1 plans,
 * and then, when it can end the game in its next turn, judged by the best
 * ending exactly, else at level 2's horizon (its pawn held on its best
 * free space).  Values are scaled as plan_playout()'s. */
static int
plan_endgame_value (TerrHgState *s, const Plan *p, int seat, TerrRandom *rng, GCancellable *cancellable)
{
  TerrHgUndo undos[2 + 2 * TERR_HG_MAX_SEATS];
  int n = 0, value;
  TerrHgAction a;

  terr_hg_state_apply (s, &p->first, &undos[n++]);
  if (p->has_second && !terr_hg_state_is_over (s) && s->to_move == seat)
    terr_hg_state_apply (s, &p->second, &undos[n++]);
  else if (!terr_hg_state_is_over (s) && s->to_move == seat)
    {
      best_single (s, seat, rng, &a);
      terr_hg_state_apply (s, &a, &undos[n++]);
    }
  while (!terr_hg_state_is_over (s) && s->to_move != seat)
    {
      g_autoptr(GArray) replies = make_plans (s, PLAN_BEAM, rng, NULL, NULL);
      const Plan *r = &g_array_index (replies, Plan, 0);

      terr_hg_state_apply (s, &r->first, &undos[n++]);
      if (r->has_second && !terr_hg_state_is_over (s) && s->to_move != seat)
        terr_hg_state_apply (s, &r->second, &undos[n++]);
      else if (!terr_hg_state_is_over (s) && s->to_move != seat && s->actions_taken == 1)
        {
          best_single (s, s->to_move, rng, &a);
          terr_hg_state_apply (s, &a, &undos[n++]);
        }
    }
  if (terr_hg_state_is_over (s))
    value = final_value (evaluate (s, seat));
  else
    {
      Finish f;
      gboolean all_end;

      best_finish (s, seat, cancellable, &f, &all_end);
      if (f.found && (f.value > 0 || all_end))
        value = final_value (f.value);
      else
        value = unfinished_value (s, seat);
    }
  while (n > 0)
    terr_hg_state_undo (s, &undos[--n]);
  return value;
}

typedef struct {
  const Plan *plan;
  gint64      sum;
  guint       rank;     /* level 1's order, for ties */
} Judged;

static int
judged_compare (gconstpointer a, gconstpointer b)
{
  const Judged *p = a, *q = b;

  if (p->sum != q->sum)
    return p->sum > q->sum ? -1 : 1;
  return p->rank < q->rank ? -1 : p->rank > q->rank;
}

/* Level 3: the best plans of level 1, judged by playouts in rounds
 * (successive halving): after round r every plan still in has had
 * mc_rounds[r].playouts playouts and the best mc_rounds[r].keep go on.
 * Playout k uses the same random numbers for every plan, so that plans
 * are compared on the same futures.  Ties: level 1's order. */
static gboolean
choose_level3 (TerrHgState *s, guint64 seed, GCancellable *cancellable, TerrHgAction *out,
               GError **error)
{
  TerrRandom rng;
  g_autoptr(GArray) plans = NULL;
  g_autoptr(GArray) undos = g_array_new (FALSE, FALSE, sizeof (TerrHgUndo));
  int seat = s->to_move;
  gboolean endgame = remaining_placements (s) <= ENDGAME_LEFT;
  Judged judged[MC_ENDGAME_PLANS];
  Hold hold = { 0, 0, 0 };
  guint n;
  int done = 0;

  terr_random_init (&rng, seed);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  /* The game can end in this turn: a win by ending it is taken, and when
   * every action ends it, the best ending. */
  if (remaining_placements (s) <= 2)
    {
      Finish f;
      gboolean all_end;

      best_finish (s, seat, cancellable, &f, &all_end);
      if (f.found && (f.value > 0 || all_end))
        {
          *out = f.first;
          return !g_cancellable_set_error_if_cancelled (cancellable, error);
        }
    }
  /* Its pawn stays in hand while the supply holds pieces: no seat can
   * end the game before it is placed, so level 3 places it last, where
   * it sees most.  Until then its score is judged at the best free space
   * of now. */
  if (!s->gazebo_placed[seat])
    best_free_space (s, seat, &hold);
  /* (level 1's plans take little time) */
  plans = make_plans_holding (s, PLAN_BEAM, &hold, &rng, NULL, NULL);
  *out = g_array_index (plans, Plan, 0).first;
  n = MIN (plans->len, endgame ? MC_ENDGAME_PLANS : MC_PLANS);
  if (n <= 1)
    return TRUE;
  /* The last turns: each plan against the other seats' answer and its own
   * best ending after it. */
  if (remaining_placements (s) <= EXACT_LEFT)
    {
      int best = G_MININT;

      for (guint i = 0; i < MIN (n, EXACT_PLANS); i++)
        {
          const Plan *p = &g_array_index (plans, Plan, i);
          int v = plan_endgame_value (s, p, seat, &rng, cancellable);

          if (v > best)
            {
              best = v;
              *out = p->first;
            }
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            return FALSE;
        }
      return TRUE;
    }
  for (guint i = 0; i < n; i++)
    judged[i] = (Judged) { &g_array_index (plans, Plan, i), 0, i };
  for (guint r = 0; r < G_N_ELEMENTS (mc_rounds) && n > 1; r++)
    {
      for (guint i = 0; i < n; i++)
        {
          for (int k = done; k < mc_rounds[r].playouts; k++)
            {
              TerrRandom prng;

              terr_random_init (&prng, seed ^ (G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) * (guint64) (k + 1)));
              judged[i].sum += plan_playout (s, judged[i].plan, seat, &hold, &prng, undos);
            }
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            return FALSE;
        }
      done = mc_rounds[r].playouts;
      qsort (judged, n, sizeof (Judged), judged_compare);
      n = MIN (n, mc_rounds[r].keep);
    }
  *out = judged[0].plan->first;
  return TRUE;
}

gboolean
terr_hg_ai_choose (TerrHgState  *s,
                   guint         level,
                   guint64       seed,
                   GCancellable *cancellable,
                   TerrHgAction *out,
                   GError      **error)
{
  TerrRandom rng;
  g_autoptr(GArray) plans = NULL;
  int seat = s->to_move;
  gboolean endgame;

  g_return_val_if_fail (!terr_hg_state_is_over (s), FALSE);

  if (level >= 3)
    return choose_level3 (s, seed, cancellable, out, error);
  terr_random_init (&rng, seed);
  if (level == 0)
    {
      terr_hg_state_random_action (s, &rng, out);
      return TRUE;
    }
  endgame = level >= 2 && remaining_placements (s) <= ENDGAME_LEFT;
  plans = make_plans (s, level < 2 ? PLAN_BEAM : endgame ? G_MAXUINT : REPLY_PLANS,
                      &rng, cancellable, error);
  if (plans == NULL)
    return FALSE;
  *out = g_array_index (plans, Plan, 0).first;
  if (level >= 2)
    {
      int best = G_MININT;
      guint n = endgame ? plans->len : MIN (plans->len, REPLY_PLANS);

      for (guint i = 0; i < n; i++)
        {
          const Plan *p = &g_array_index (plans, Plan, i);
          int v = plan_with_reply (s, p, seat, &rng);

          if (v > best)
            {
              best = v;
              *out = p->first;
            }
          if (!check_cancel (cancellable, error))
            return FALSE;
        }
    }
  return TRUE;
}

/* --- the solver --- */

typedef struct {
  int           seat;
  int           n_actions;
  gint64        deadline;      /* monotonic µs, 0: none */
  guint64       node_limit;
  GCancellable *cancellable;
  void        (*progress) (double, guint64, gpointer);
  gpointer      progress_data;
  guint64       nodes;
  gboolean      cut;
  TerrHgAction  path[64];
  int           best_score;
  GArray       *best;
} Solver;

static gboolean
solver_stop (Solver *sv)
{
  if (sv->cut)
    return TRUE;
  if (sv->node_limit && sv->nodes >= sv->node_limit)
    sv->cut = TRUE;
  /* The clock and the cancellable now and then. */
  else if ((sv->nodes & 1023) == 0
           && ((sv->deadline && g_get_monotonic_time () >= sv->deadline)
               || g_cancellable_is_cancelled (sv->cancellable)))
    sv->cut = TRUE;
  return sv->cut;
}

static void
solver_search (Solver *sv, TerrHgState *s, int depth)
{
  g_autoptr(GArray) list = NULL;
  gboolean leaf = depth == sv->n_actions || terr_hg_state_is_over (s);

  sv->nodes++;
  if (!leaf)
    {
      list = list_actions (s);
      /* A seat that can only pass has ended its sequence. */
      leaf = g_array_index (list, TerrHgAction, 0).kind == TERR_HG_ACTION_PASS;
    }
  if (leaf)
    {
      int score = terr_hg_score_seat (s, sv->seat, NULL, NULL);
      if (score > sv->best_score)
        {
          sv->best_score = score;
          g_array_set_size (sv->best, 0);
          g_array_append_vals (sv->best, sv->path, depth);
        }
      return;
    }
  for (guint i = 0; i < list->len && !solver_stop (sv); i++)
    {
      const TerrHgAction *a = &g_array_index (list, TerrHgAction, i);
      TerrHgUndo u;

      terr_hg_state_apply (s, a, &u);
      /* The seat keeps the move for the whole sequence. */
      if (s->to_move != sv->seat)
        {
          s->to_move = sv->seat;
          s->actions_taken = 0;
          s->first_placed = FALSE;
        }
      sv->path[depth] = *a;
      solver_search (sv, s, depth + 1);
      terr_hg_state_undo (s, &u);
      if (depth == 0 && sv->progress)
        sv->progress ((double) (i + 1) / list->len, sv->nodes, sv->progress_data);
    }
}

gboolean
terr_hg_solve (TerrHgState    *s,
               int             n_actions,
               double          time_limit,
               guint64         node_limit,
               void          (*progress) (double, guint64, gpointer),
               gpointer        progress_data,
               GCancellable   *cancellable,
               TerrHgSolution *out,
               GError        **error)
{
  Solver sv = { 0 };

  g_return_val_if_fail (n_actions >= 1, FALSE);

  if (n_actions > (int) G_N_ELEMENTS (sv.path))
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED,
                   "at most %d actions can be searched", (int) G_N_ELEMENTS (sv.path));
      return FALSE;
    }
  sv.seat = s->to_move;
  sv.n_actions = n_actions;
  sv.deadline = time_limit > 0 ? g_get_monotonic_time () + (gint64) (time_limit * G_USEC_PER_SEC) : 0;
  sv.node_limit = node_limit;
  sv.cancellable = cancellable;
  sv.progress = progress;
  sv.progress_data = progress_data;
  sv.best_score = G_MININT;
  sv.best = g_array_new (FALSE, FALSE, sizeof (TerrHgAction));

  solver_search (&sv, s, 0);
  if (g_cancellable_is_cancelled (cancellable))
    {
      g_array_unref (sv.best);
      g_set_error_literal (error, TERR_ERROR, TERR_ERROR_CANCELLED, "cancelled");
      return FALSE;
    }
  out->seat = sv.seat;
  out->score = sv.best_score;
  out->actions = sv.best;
  out->proven_best = !sv.cut;
  out->nodes = sv.nodes;
  return TRUE;
}

void
terr_hg_solution_clear (TerrHgSolution *solution)
{
  g_clear_pointer (&solution->actions, g_array_unref);
}
