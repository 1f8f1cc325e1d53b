/* terr-hg-puzzle.c — Hanging Gardens puzzles: counting the solutions of a
 * `min-score` goal and generating puzzles (docs/puzzles.md).
 *
 * A solution is a sequence of the goal's `actions` legal actions of the
 * goal's seat (who keeps the move, as `solve` searches) after which the
 * seat scores at least `value`, scored as if the game ended; solutions are
 * distinct when the gardens they leave differ (two orders of the same
 * placements are one solution).  Every search is bounded by nodes. */
#include "config.h"

#include "terr-hg-puzzle.h"
#include "terr-hg-game-private.h"
#include "terr-hg-ai.h"
#include "terr-puzzle-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#define HG_DEFAULT_NODES TERR_HG_PUZZLE_NODES

typedef struct {
  TerrPuzzleSearch search;     /* found: garden keys; first: TerrHgAction;
                                * best_score: of any sequence searched */
  int           seat;
  int           n_actions;
  int           value;
  TerrHgAction  path[64];
} Counter;

/* The garden after a sequence, independent of the order of its tiles:
 * tiles sorted, the beds, the gazebos, the supply. */
typedef struct {
  gint32 x, y;
  gint32 kind;   /* level * 4 + support * 2 + stack */
} TileKey;

static int
tile_key_cmp (gconstpointer a, gconstpointer b)
{
  const TileKey *p = a, *q = b;
  if (p->kind != q->kind)
    return p->kind < q->kind ? -1 : 1;
  if (p->y != q->y)
    return p->y < q->y ? -1 : 1;
  if (p->x != q->x)
    return p->x < q->x ? -1 : 1;
  return 0;
}

GBytes *
terr_hg_puzzle_garden_key (const TerrHgState *s)
{
  GByteArray *key = g_byte_array_new ();
  TileKey tiles[TERR_HG_N_TILES];
  g_autoptr(GArray) items = terr_hg_state_list_items (s);
  gint32 supply[TERR_HG_N_SUITS + 1];

  for (int i = 0; i < s->n_tiles; i++)
    {
      const TerrHgTile *t = &s->tiles[i];
      tiles[i].x = t->x;
      tiles[i].y = t->y;
      tiles[i].kind = t->level * 4 + (t->support ? 2 : 0) + t->stack;
    }
  qsort (tiles, (size_t) s->n_tiles, sizeof (TileKey), tile_key_cmp);
  g_byte_array_append (key, (const guint8 *) tiles, (guint) (sizeof (TileKey) * (gsize) s->n_tiles));
  for (guint i = 0; i < items->len; i++)
    {
      const TerrHgItem *it = &g_array_index (items, TerrHgItem, i);
      gint32 v[4] = { it->gazebo, it->x, it->y, it->gazebo ? it->seat : (gint32) it->suit };
      g_byte_array_append (key, (const guint8 *) v, sizeof v);
    }
  supply[0] = s->supply_tiles;
  for (int k = 1; k <= TERR_HG_N_SUITS; k++)
    supply[k] = s->supply_coins[k];
  g_byte_array_append (key, (const guint8 *) supply, sizeof supply);
  return g_byte_array_free_to_bytes (key);
}

static void
count_search (Counter *c, TerrHgState *s, int depth)
{
  g_autoptr(GArray) list = NULL;
  gboolean leaf = depth == c->n_actions || terr_hg_state_is_over (s);

  c->search.nodes++;
  if (!leaf)
    {
      list = g_array_sized_new (FALSE, FALSE, sizeof (TerrHgAction), 512);
      terr_hg_state_list_actions (s, list);
      /* A seat that can only pass has ended its sequence (as solve). */
      leaf = list->len == 0 || g_array_index (list, TerrHgAction, 0).kind == TERR_HG_ACTION_PASS;
    }
  if (leaf)
    {
      int score = terr_hg_score_seat (s, c->seat, NULL, NULL);

      c->search.best_score = MAX (c->search.best_score, score);
      if (score >= c->value)
        terr_puzzle_search_add (&c->search, terr_hg_puzzle_garden_key (s),
                                c->path, (guint) depth, sizeof (TerrHgAction));
      return;
    }
  for (guint i = 0; i < list->len && !terr_puzzle_search_stop (&c->search); i++)
    {
      const TerrHgAction *a = &g_array_index (list, TerrHgAction, i);
      TerrHgUndo u;

      terr_hg_state_apply (s, a, &u);
      /* The seat keeps the move for the whole sequence. */
      if (s->to_move != c->seat)
        {
          s->to_move = c->seat;
          s->actions_taken = 0;
          s->first_placed = FALSE;
        }
      c->path[depth] = *a;
      count_search (c, s, depth + 1);
      terr_hg_state_undo (s, &u);
    }
}

gboolean
terr_hg_puzzle_count (const TerrHgState *state,
                      int                n_actions,
                      int                value,
                      guint              cap,
                      guint64            max_nodes,
                      GCancellable      *cancellable,
                      void             (*progress) (double, gpointer),
                      gpointer           progress_data,
                      TerrPuzzleCount   *out,
                      GError           **error)
{
  Counter c = { 0 };
  TerrHgState *s;

  g_return_val_if_fail (n_actions >= 1 && n_actions <= 64, FALSE);

  terr_puzzle_search_init (&c.search, cap, max_nodes, HG_DEFAULT_NODES,
                           cancellable, progress, progress_data);
  c.seat = state->to_move;
  c.n_actions = n_actions;
  c.value = value;

  s = terr_hg_state_copy (state);
  count_search (&c, s, 0);
  terr_hg_state_free (s);
  return terr_puzzle_search_finish (&c.search, out, error);
}

static void
add_action (GPtrArray *solution, guint index, gconstpointer step, gpointer data)
{
  g_ptr_array_add (solution, terr_hg_action_to_move (GPOINTER_TO_INT (data), step));
}

gboolean
terr_hg_game_check_puzzle (TerrGame        *game,
                           guint            cap,
                           guint64          max_nodes,
                           GCancellable    *cancellable,
                           void           (*progress) (double fraction, gpointer data),
                           gpointer         progress_data,
                           TerrCertificate *cert,
                           GError         **error)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  TerrPuzzleCount count = { 0 };

  if (self->goal_seat != self->state->to_move)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID,
                   _("the goal is for seat %d, but seat %d is to move"),
                   self->goal_seat, self->state->to_move);
      return FALSE;
    }
  if (!terr_hg_puzzle_count (self->state, self->goal_actions, self->goal_value, cap, max_nodes,
                             cancellable, progress, progress_data, &count, error))
    return FALSE;
  terr_puzzle_fill_certificate (cert, &count, cap, add_action, GINT_TO_POINTER (self->goal_seat));
  return TRUE;
}

/* The best score of the goal's actions (a full search: no sequence
 * reaches G_MAXINT), then the distinct gardens that score it. */
gboolean
terr_hg_game_puzzle_best (TerrGame        *game,
                          guint            cap,
                          guint64          max_nodes,
                          GCancellable    *cancellable,
                          TerrPuzzleBest  *best,
                          GError         **error)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  TerrPuzzleCount maximum = { 0 }, ways = { 0 };

  if (self->goal_seat != self->state->to_move)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID,
                   _("the goal is for seat %d, but seat %d is to move"),
                   self->goal_seat, self->state->to_move);
      return FALSE;
    }
  if (!terr_hg_puzzle_count (self->state, self->goal_actions, G_MAXINT, 1, max_nodes,
                             cancellable, NULL, NULL, &maximum, error))
    return FALSE;
  if (!maximum.complete || maximum.best_score == G_MININT)
    {
      terr_puzzle_fill_best (best, &maximum, NULL, cap);
      return TRUE;
    }
  if (!terr_hg_puzzle_count (self->state, self->goal_actions, maximum.best_score, cap, max_nodes,
                             cancellable, NULL, NULL, &ways, error))
    {
      g_clear_pointer (&maximum.first, g_array_unref);
      return FALSE;
    }
  terr_puzzle_fill_best (best, &maximum, &ways, cap);
  return TRUE;
}

/* ------------------------------------------------------------ the gate */

/* The greedy player of Hanging Gardens takes, at each of the goal's
 * actions, the legal action after which the goal seat's score (as if the
 * game ended there) is highest — the first such in the order the actions
 * are listed — keeping the move for the whole sequence as the count does;
 * it reaches the goal when the score after its last action is at least
 * the goal's value.  The first action solves the puzzle when its greedy
 * choice alone already scores the value. */
gboolean
terr_hg_game_probe_puzzle (TerrGame *game, TerrPuzzleProbe *probe, GError **error)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  TerrHgState *s;
  g_autoptr(GArray) list = g_array_sized_new (FALSE, FALSE, sizeof (TerrHgAction), 512);
  int seat = self->goal_seat, score = G_MININT;
  guint steps = 0;

  if (self->goal_seat != self->state->to_move)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID,
                   _("the goal is for seat %d, but seat %d is to move"),
                   self->goal_seat, self->state->to_move);
      return FALSE;
    }
  probe->n_steps = (guint) self->goal_actions;
  probe->first_solves = FALSE;
  probe->greedy_steps = 0;
  s = terr_hg_state_copy (self->state);
  for (int step = 0; step < self->goal_actions && !terr_hg_state_is_over (s); step++)
    {
      int best = G_MININT;
      guint choice = 0;

      g_array_set_size (list, 0);
      terr_hg_state_list_actions (s, list);
      if (list->len == 0 || g_array_index (list, TerrHgAction, 0).kind == TERR_HG_ACTION_PASS)
        break;
      for (guint i = 0; i < list->len; i++)
        {
          TerrHgUndo u;
          int v;

          terr_hg_state_apply (s, &g_array_index (list, TerrHgAction, i), &u);
          v = terr_hg_score_seat (s, seat, NULL, NULL);
          terr_hg_state_undo (s, &u);
          if (v > best)
            {
              best = v;
              choice = i;
            }
        }
      {
        TerrHgUndo u;
        TerrHgAction a = g_array_index (list, TerrHgAction, choice);

        terr_hg_state_apply (s, &a, &u);
      }
      if (s->to_move != seat)
        {
          s->to_move = seat;
          s->actions_taken = 0;
          s->first_placed = FALSE;
        }
      score = best;
      steps++;
      if (step == 0 && best >= self->goal_value)
        probe->first_solves = TRUE;
    }
  if (steps > 0 && score >= self->goal_value)
    probe->greedy_steps = steps;
  terr_hg_state_free (s);
  return TRUE;
}

/* The garden the solution leaves. */
GBytes *
terr_hg_game_puzzle_answer (TerrGame *game)
{
  return terr_hg_puzzle_garden_key (TERR_HG_GAME (game)->state);
}

/* ------------------------------------------------------------ generating */

/* The work (nodes) that separates the difficulties.  Every generated
 * puzzle asks for two actions, and its search visits the position, each
 * first action and each second one after it: about 1 + n + n² nodes when
 * each action has n choices.  Easy below 1000 nodes (about 30 choices an
 * action), medium below 5000 (about 70), hard from there.  A unique
 * two-action puzzle never searches fewer than about 800 nodes
 * (docs/puzzles.md): a band below that would hold only one-action
 * puzzles, which the quality gate cannot judge. */
static const TerrPuzzleBands hg_bands = { 1000, 5000 };
/* Seeds tried for one puzzle before giving up: the easy band is the
 * narrowest, so it gets more tries. */
#define HG_MAX_TRIES        64
#define HG_MAX_TRIES_EASY  192
/* Mixed into the seed of each try. */
#define HG_SEED_MIX    G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)

int
terr_hg_puzzle_difficulty (guint64 work)
{
  return terr_puzzle_bands_difficulty (&hg_bands, work);
}

/* A mid-game position of a seeded two-seat game (levels 1 and 0 mixed),
 * as an editable scenario at the start of a turn, or NULL. */
static TerrGame *
midgame (guint64 seed, int n_turns, GCancellable *cancellable, GError **error)
{
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, seed, error);
  TerrRandom rng;

  if (game == NULL)
    return NULL;
  terr_random_init (&rng, seed);
  /* two actions per turn */
  for (int i = 0; i < n_turns * 2 && !terr_game_is_over (game); i++)
    {
      guint level = terr_random_below (&rng, 3) == 0 ? 0 : 1;
      g_autoptr(TerrMove) move = terr_game_ai_move (game, level, terr_random_next (&rng), cancellable, error);
      if (move == NULL || !terr_game_play (game, move, error))
        return NULL;
    }
  if (terr_game_is_over (game))
    return NULL;
  return terr_game_new_scenario (game);
}

TerrGame *
terr_hg_game_generate_puzzle (TerrGameClass *klass,
                              int            difficulty,
                              guint64        seed,
                              guint          flags,
                              GCancellable  *cancellable,
                              void         (*progress) (double fraction, gpointer data),
                              gpointer       progress_data,
                              GError       **error)
{
  g_auto(TerrPuzzlePick) pick = { NULL, 0, flags };
  /* the two actions of a turn: one is no puzzle for the gate */
  const int n_actions = 2;
  const guint64 n_tries = difficulty == TERR_DIFFICULTY_EASY ? HG_MAX_TRIES_EASY : HG_MAX_TRIES;

  for (guint64 k = 0; k < n_tries; k++)
    {
      guint64 s = terr_puzzle_mix_seed (seed, k, HG_SEED_MIX);
      TerrRandom rng;
      g_autoptr(TerrGame) game = NULL;
      g_autoptr(TerrCertificate) cert = NULL;
      TerrHgGame *hg;
      TerrPuzzleCount count = { 0 };
      int n_turns;

      if (!terr_puzzle_begin_try (k, n_tries, cancellable, progress, progress_data, error))
        return NULL;
      terr_random_init (&rng, s);
      n_turns = difficulty == TERR_DIFFICULTY_HARD ? 8 + (int) terr_random_below (&rng, 8)
                                                   : 3 + (int) terr_random_below (&rng, 4);
      game = midgame (s, n_turns, cancellable, error);
      if (game == NULL)
        {
          if (g_cancellable_is_cancelled (cancellable))
            return NULL;
          g_clear_error (error);
          continue;
        }
      hg = TERR_HG_GAME (game);
      /* The best score of the next actions is the goal. */
      if (!terr_hg_puzzle_count (hg->state, n_actions, G_MAXINT, 1, 0, cancellable, NULL, NULL, &count, error))
        return NULL;
      g_clear_pointer (&count.first, g_array_unref);
      if (!count.complete || count.best_score <= terr_hg_score_seat (hg->state, hg->state->to_move, NULL, NULL))
        continue;
      if (!terr_hg_game_edit_set_goal (hg, hg->state->to_move, count.best_score, n_actions, error))
        return NULL;
      for (int seat = 1; seat <= hg->state->n_players; seat++)
        /* TRANSLATORS: the seats of a generated Hanging Gardens puzzle:
         * the one who solves it, and the other */
        if (!terr_game_edit_set_player (game, seat, seat == hg->state->to_move ? _("You") : _("Rival"),
                                        FALSE, 0, error))
          return NULL;
      cert = terr_game_check_puzzle (game, 10, 0, cancellable, NULL, NULL, error);
      if (cert == NULL)
        return NULL;
      if (!terr_puzzle_in_band (cert, &hg_bands, difficulty))
        continue;
      if (terr_puzzle_pick_offer (&pick, &game, cert))
        break;
    }
  return terr_puzzle_pick_finish (&pick, difficulty, error);
}
