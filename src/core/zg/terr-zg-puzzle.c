/* terr-zg-puzzle.c — Ziggurat puzzles: counting the solutions of a
 * `max-cheats` goal and generating puzzles (docs/puzzles.md).
 *
 * A solution is a line of moves from the position that completes the
 * ziggurat with at most the goal's number of cheats (lifted dominoes);
 * solutions are distinct when the finished ziggurats differ (the same
 * dominoes, the same way round, at the same places).  The search is depth
 * first over every legal place (and every lift the cheats left allow),
 * visits each position once (a set of 64-bit keys of the positions seen),
 * and asks the solver's 0-cheat question with a small node budget where
 * no cheat is left, to cut positions it proves dead.  Every node of the
 * search and of those questions counts towards the limit. */
#include "config.h"

#include "terr-zg-puzzle.h"
#include "terr-zg-game-private.h"
#include "terr-zg-solver-private.h"
#include "terr-puzzle-private.h"
#include "terr-random.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#define ZG_DEFAULT_NODES TERR_ZG_PUZZLE_NODES
/* The node budget of one 0-cheat question inside the count. */
#define ZG_ORACLE_NODES  G_GUINT64_CONSTANT (3000)

/* The first dead end the count met: a position of its search from which
 * no line goes on (no domino of the hand can be placed and no lift is
 * left, or the solver proves it cannot be finished). */
typedef struct {
  gboolean    found;
  gboolean    proven;             /* the solver's proof, not an empty hand of moves */
  guint       depth;              /* moves from the checked position */
  TerrZgState state;
} DeadEnd;

typedef struct {
  TerrPuzzleSearch search;        /* found: finished ziggurats; first: TerrZgMove */
  DeadEnd         *dead;          /* may be NULL */
  guint          max_cheats;      /* cheats the line may add */
  guint          base_cheats;     /* the position's own */
  GHashTable    *visited;         /* guint64 keys (g_int64_hash) */
  GArray        *path;            /* TerrZgMove */
} Counter;

/* FNV-1a, 64 bits. */
static guint64
fnv (guint64 h, const void *data, gsize len)
{
  const guint8 *p = data;
  for (gsize i = 0; i < len; i++)
    {
      h ^= p[i];
      h *= G_GUINT64_CONSTANT (0x100000001b3);
    }
  return h;
}

/* The position: the ziggurat, the pile's place, the hand as a set, the
 * cheats. */
static guint64
position_key (const TerrZgState *s)
{
  guint64 h = G_GUINT64_CONSTANT (0xcbf29ce484222325);
  guint32 hand = 0;

  h = fnv (h, s->value, sizeof s->value);
  h = fnv (h, s->domino, sizeof s->domino);
  for (guint i = 0; i < s->hand_len; i++)
    hand |= 1u << s->hand[i];
  h = fnv (h, &hand, sizeof hand);
  h = fnv (h, &s->pile_pos, sizeof s->pile_pos);
  h = fnv (h, &s->cheats, sizeof s->cheats);
  return h;
}

GBytes *
terr_zg_puzzle_ziggurat_key (const TerrZgState *s)
{
  GByteArray *key = g_byte_array_new ();

  /* which domino covers each cell: not which way round it lies */
  g_byte_array_append (key, (const guint8 *) s->domino, sizeof s->domino);
  return g_byte_array_free_to_bytes (key);
}

/* TRUE when the solver proves within its budget that @s cannot be
 * finished without a lift. */
static gboolean
proven_dead (Counter *c, const TerrZgState *s)
{
  TerrZgSolveParams params = { 0 };
  TerrZgSolution sol = { 0 };
  gboolean dead;

  params.node_limit = ZG_ORACLE_NODES;
  params.seed = 0;
  params.fewest = FALSE;
  terr_zg_solve (s, &params, NULL, &sol);
  c->search.nodes += sol.nodes;
  dead = sol.zero_cheat == TERR_ZG_VERDICT_NO;
  terr_zg_solution_clear (&sol);
  return dead;
}

/* Places first (upper tiers first, then by cell), then lifts. */
static int
move_cmp (gconstpointer pa, gconstpointer pb)
{
  const TerrZgMove *a = pa, *b = pb;
  int ka[] = { a->type, -a->tier, a->y, a->x, a->dir, a->a, a->b };
  int kb[] = { b->type, -b->tier, b->y, b->x, b->dir, b->a, b->b };

  for (guint i = 0; i < G_N_ELEMENTS (ka); i++)
    if (ka[i] != kb[i])
      return ka[i] < kb[i] ? -1 : 1;
  return 0;
}

static void
note_dead_end (Counter *c, const TerrZgState *s, int depth, gboolean proven)
{
  if (c->dead == NULL || c->dead->found)
    return;
  c->dead->found = TRUE;
  c->dead->proven = proven;
  c->dead->depth = depth;
  c->dead->state = *s;
}

static void
count_search (Counter *c, const TerrZgState *s, int depth)
{
  g_autoptr(GArray) moves = NULL;
  guint used, left;
  guint64 key;

  c->search.nodes++;
  used = s->cheats - c->base_cheats;
  if (terr_zg_state_is_complete (s))
    {
      if (used <= c->max_cheats)
        terr_puzzle_search_add (&c->search, terr_zg_puzzle_ziggurat_key (s),
                                c->path->data, c->path->len, sizeof (TerrZgMove));
      return;
    }
  key = position_key (s);
  if (g_hash_table_contains (c->visited, &key))
    return;
  g_hash_table_add (c->visited, g_memdup2 (&key, sizeof key));
  left = c->max_cheats - used;
  if (left == 0 && proven_dead (c, s))
    {
      note_dead_end (c, s, depth, TRUE);
      return;
    }

  moves = left == 0 ? terr_zg_solver_list_places (s) : terr_zg_state_list_moves (s);
  if (moves->len == 0)
    note_dead_end (c, s, depth, FALSE);
  /* The bitboard generator lists places in its own order: sort them so
   * that the first solution reads well and does not depend on it. */
  g_array_sort (moves, move_cmp);
  for (guint i = 0; i < moves->len && !terr_puzzle_search_stop (&c->search); i++)
    {
      const TerrZgMove *m = &g_array_index (moves, TerrZgMove, i);
      TerrZgState child = *s;

      if (m->type == TERR_ZG_MOVE_RESIGN)
        continue;
      if (m->type == TERR_ZG_MOVE_LIFT)
        {
          guint8 lifted[TERR_ZG_N_DOMINOES];
          if (terr_zg_state_lift_set (s, m->tier, m->x, m->y, lifted) > left)
            continue;
        }
      if (!terr_zg_state_apply (&child, m, NULL))
        continue;
      g_array_append_val (c->path, *m);
      count_search (c, &child, depth + 1);
      g_array_set_size (c->path, c->path->len - 1);
    }
}

static gboolean
count_full (const TerrZgState *state,
            guint              max_cheats,
            guint              cap,
            guint64            max_nodes,
            GCancellable      *cancellable,
            void             (*progress) (double, gpointer),
            gpointer           progress_data,
            TerrPuzzleCount   *out,
            DeadEnd           *dead,
            GError           **error)
{
  Counter c = { 0 };

  c.dead = dead;

  terr_puzzle_search_init (&c.search, cap, max_nodes, ZG_DEFAULT_NODES,
                           cancellable, progress, progress_data);
  c.max_cheats = max_cheats;
  c.base_cheats = state->cheats;
  c.visited = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  c.path = g_array_new (FALSE, FALSE, sizeof (TerrZgMove));

  count_search (&c, state, 0);
  g_hash_table_unref (c.visited);
  g_array_unref (c.path);
  return terr_puzzle_search_finish (&c.search, out, error);
}

gboolean
terr_zg_puzzle_count (const TerrZgState *state,
                      guint              max_cheats,
                      guint              cap,
                      guint64            max_nodes,
                      GCancellable      *cancellable,
                      void             (*progress) (double, gpointer),
                      gpointer           progress_data,
                      TerrPuzzleCount   *out,
                      GError           **error)
{
  return count_full (state, max_cheats, cap, max_nodes, cancellable, progress, progress_data,
                     out, NULL, error);
}

/* ------------------------------------------------------------ why not */

/* The dominoes of the hand in words: "2-3, 4-4". */
static char *
hand_words (const TerrZgState *s)
{
  GString *words = g_string_new (NULL);

  for (guint i = 0; i < s->hand_len; i++)
    g_string_append_printf (words, "%s%u-%u", i > 0 ? ", " : "",
                            terr_zg_domino_low (s->hand[i]), terr_zg_domino_high (s->hand[i]));
  return g_string_free (words, FALSE);
}

char *
terr_zg_puzzle_no_first_move (const TerrZgState *s)
{
  g_autoptr(GArray) places = NULL;
  g_autofree char *hand = NULL;

  if (s->hand_len == 0 || terr_zg_state_is_complete (s))
    return NULL;
  places = terr_zg_solver_list_places (s);
  if (places->len > 0)
    return NULL;
  hand = hand_words (s);
  /* TRANSLATORS: %s lists the dominoes of the hand, e.g. "2-3, 4-4" */
  return g_strdup_printf (_("no domino of the hand (%s) can be placed anywhere: the first move "
                            "could only be a lift, a cheat"), hand);
}

/* An empty cell of a tier that no domino can ever cover: the half under
 * it is a 6 (rule 4 wants a greater one), or no cell beside it on its
 * tier is free to take the other half. */
static char *
cell_never_filled (const TerrZgState *s)
{
  for (guint tier = 1; tier <= TERR_ZG_N_TIERS; tier++)
    for (int y = 0; y < TERR_ZG_SIDE; y++)
      for (int x = 0; x < TERR_ZG_SIDE; x++)
        {
          static const int dx[4] = { 1, -1, 0, 0 }, dy[4] = { 0, 0, 1, -1 };
          int c = y * TERR_ZG_SIDE + x;
          gboolean free_beside = FALSE;

          if (!terr_zg_tier_contains (tier, x, y) || s->value[tier - 1][c] >= 0)
            continue;
          if (tier > 1 && s->value[tier - 2][c] == 6)
            return g_strdup_printf (_("the cell (%d,%d) of tier %u can never be filled: the half "
                                      "under it is a 6, and a half must be greater than the one "
                                      "under it"), x, y, tier);
          for (int k = 0; k < 4; k++)
            {
              int nx = x + dx[k], ny = y + dy[k];

              if (terr_zg_tier_contains (tier, nx, ny)
                  && s->value[tier - 1][ny * TERR_ZG_SIDE + nx] < 0)
                free_beside = TRUE;
            }
          if (!free_beside)
            return g_strdup_printf (_("the cell (%d,%d) of tier %u can never be filled: no cell "
                                      "beside it on its tier is free for the other half"),
                                    x, y, tier);
        }
  return NULL;
}

/* TRUE when half @v may lie on cell (x, y) of @tier some day: the cell
 * is free, and below it is a lower half or a free cell (filled later,
 * maybe lower). */
static gboolean
half_may_lie (const TerrZgState *s, guint tier, int x, int y, guint v)
{
  int c = y * TERR_ZG_SIDE + x;

  if (!terr_zg_tier_contains (tier, x, y) || s->value[tier - 1][c] >= 0)
    return FALSE;
  return tier == 1 || s->value[tier - 2][c] < 0 || s->value[tier - 2][c] < (int) v;
}

/* A domino of the hand or the pile that no free pair of cells side by
 * side can ever take (rule 4 on what lies below); else NULL. */
static char *
domino_never_fits (const TerrZgState *s)
{
  guint8 left[TERR_ZG_N_DOMINOES];
  guint n = 0;

  for (guint i = 0; i < s->hand_len; i++)
    left[n++] = s->hand[i];
  for (guint i = s->pile_pos; i < s->pile_len; i++)
    left[n++] = s->pile[i];
  for (guint i = 0; i < n; i++)
    {
      guint a = terr_zg_domino_low (left[i]), b = terr_zg_domino_high (left[i]);
      gboolean fits = FALSE;

      for (guint tier = 1; tier <= TERR_ZG_N_TIERS && !fits; tier++)
        for (int y = 0; y < TERR_ZG_SIDE && !fits; y++)
          for (int x = 0; x < TERR_ZG_SIDE && !fits; x++)
            for (int dir = 0; dir < 2 && !fits; dir++)
              {
                int x2 = x + (dir == 0), y2 = y + (dir == 1);

                fits = (half_may_lie (s, tier, x, y, a) && half_may_lie (s, tier, x2, y2, b))
                       || (half_may_lie (s, tier, x, y, b) && half_may_lie (s, tier, x2, y2, a));
              }
      if (!fits)
        return g_strdup_printf (_("the %u-%u can never be placed: no two free cells side by side "
                                  "on a tier can take it, since a half must be greater than the "
                                  "one under it"), a, b);
    }
  return NULL;
}

/* Why the count found no solution, as far as the search can tell
 * cheaply: no first move, a cell that can never be filled, a domino that
 * can never be placed, or the first dead end it met.  NULL when it cannot
 * say. */
static char *
why_unsolvable (const TerrZgState *s, guint max_cheats, const DeadEnd *dead)
{
  char *why;

  if (max_cheats == 0 && (why = terr_zg_puzzle_no_first_move (s)) != NULL)
    return why;
  if ((why = cell_never_filled (s)) != NULL || (why = domino_never_fits (s)) != NULL)
    return why;
  if (dead == NULL || !dead->found)
    return NULL;
  if (dead->proven && dead->depth == 0)
    return g_strdup (_("the solver proves from the start that the ziggurat cannot be finished "
                       "without a lift"));
  if (dead->proven)
    /* TRANSLATORS: the first dead end of the solver's search */
    return g_strdup_printf (ngettext ("every line gets stuck; the first dead end: after %u move, "
                                      "the solver proves the ziggurat cannot be finished without a lift",
                                      "every line gets stuck; the first dead end: after %u moves, "
                                      "the solver proves the ziggurat cannot be finished without a lift",
                                      dead->depth), dead->depth);
  {
    g_autofree char *hand = hand_words (&dead->state);

    /* TRANSLATORS: the first dead end of the solver's search; %s lists
     * the dominoes of the hand, e.g. "2-3, 4-4" */
    return g_strdup_printf (ngettext ("every line gets stuck; the first dead end: after %u move, "
                                      "no domino of the hand (%s) can be placed",
                                      "every line gets stuck; the first dead end: after %u moves, "
                                      "no domino of the hand (%s) can be placed",
                                      dead->depth), dead->depth, hand);
  }
}

static void
add_move (GPtrArray *solution, guint index, gconstpointer step, gpointer data)
{
  g_ptr_array_add (solution, terr_zg_move_to_terr_move (step));
}

gboolean
terr_zg_game_check_puzzle (TerrGame        *game,
                           guint            cap,
                           guint64          max_nodes,
                           GCancellable    *cancellable,
                           void           (*progress) (double fraction, gpointer data),
                           gpointer         progress_data,
                           TerrCertificate *cert,
                           GError         **error)
{
  TerrZgGame *self = TERR_ZG_GAME (game);
  TerrPuzzleCount count = { 0 };
  DeadEnd dead = { 0 };

  if (self->state.resigned)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID, _("the game was given up: nothing can be played"));
      return FALSE;
    }
  cert->max_nodes = terr_puzzle_node_limit (max_nodes, ZG_DEFAULT_NODES);
  if (self->state.cheats > self->goal_max_cheats)
    {
      /* failed already: no line can help */
      cert->verdict = TERR_VERDICT_UNSOLVABLE;
      cert->count_exact = TRUE;
      cert->work = 0;
      return TRUE;
    }
  if (!count_full (&self->state, self->goal_max_cheats - self->state.cheats, cap,
                   max_nodes, cancellable, progress, progress_data, &count, &dead, error))
    return FALSE;
  terr_puzzle_fill_certificate (cert, &count, cap, add_move, NULL);
  if (cert->verdict == TERR_VERDICT_UNSOLVABLE)
    cert->why = why_unsolvable (&self->state, self->goal_max_cheats - self->state.cheats, &dead);
  return TRUE;
}

/* ------------------------------------------------------------ the gate */

/* The greedy player of Ziggurat takes, at every step, the first legal
 * placement in the count's order (upper tiers first, then by row, column,
 * direction and domino) and never lifts; it reaches the goal when the
 * ziggurat is complete.  The first move solves the puzzle when one
 * placement completes the ziggurat. */
gboolean
terr_zg_game_probe_puzzle (TerrGame *game, TerrPuzzleProbe *probe, GError **error)
{
  TerrZgGame *self = TERR_ZG_GAME (game);
  TerrZgState s = self->state;
  guint steps = 0;

  (void) error;
  /* the goal (cheats) does not bound the number of moves */
  probe->n_steps = G_MAXUINT;
  probe->first_solves = FALSE;
  probe->greedy_steps = 0;
  if (terr_zg_state_is_complete (&s))
    return TRUE;
  {
    g_autoptr(GArray) first = terr_zg_solver_list_places (&s);

    for (guint i = 0; i < first->len && !probe->first_solves; i++)
      {
        TerrZgState child = s;

        if (terr_zg_state_apply (&child, &g_array_index (first, TerrZgMove, i), NULL) &&
            terr_zg_state_is_complete (&child))
          probe->first_solves = TRUE;
      }
  }
  while (!terr_zg_state_is_complete (&s))
    {
      g_autoptr(GArray) moves = terr_zg_solver_list_places (&s);
      gboolean moved = FALSE;

      g_array_sort (moves, move_cmp);
      for (guint i = 0; i < moves->len && !moved; i++)
        {
          TerrZgState child = s;

          if (terr_zg_state_apply (&child, &g_array_index (moves, TerrZgMove, i), NULL))
            {
              s = child;
              moved = TRUE;
            }
        }
      if (!moved)
        return TRUE;   /* stuck: the greedy player falls short */
      steps++;
    }
  probe->greedy_steps = steps;
  return TRUE;
}

/* The finished ziggurat: which domino covers each cell. */
GBytes *
terr_zg_game_puzzle_answer (TerrGame *game)
{
  return terr_zg_puzzle_ziggurat_key (&TERR_ZG_GAME (game)->state);
}

/* ------------------------------------------------------------ generating */

/* The work (nodes, with the solver's) that separates the difficulties. */
static const TerrPuzzleBands zg_bands = { 400, 2000 };
/* Deals tried for one puzzle before giving up. */
#define ZG_MAX_TRIES   48
/* Dominoes left to place in a generated puzzle. */
#define ZG_MIN_LEFT    4
#define ZG_MAX_LEFT    24
/* The node limit of the checks while generating. */
#define ZG_GENERATE_NODES G_GUINT64_CONSTANT (1000000)
/* Mixed into the seed of each try. */
#define ZG_SEED_MIX    G_GUINT64_CONSTANT (0xa0761d6478bd642f)

int
terr_zg_puzzle_difficulty (guint64 work)
{
  return terr_puzzle_bands_difficulty (&zg_bands, work);
}

/* TRUE when a domino of @kept (a ziggurat, by domino) rests on a cell of
 * domino @d. */
static gboolean
carries (const TerrZgState *f, const gboolean kept[TERR_ZG_N_DOMINOES], guint d)
{
  const TerrZgPlacement *p = &f->placement[d];
  int xs[2] = { p->x, p->x + (p->dir == TERR_ZG_DIR_H) };
  int ys[2] = { p->y, p->y + (p->dir == TERR_ZG_DIR_V) };

  if (p->tier >= TERR_ZG_N_TIERS)
    return FALSE;
  for (int h = 0; h < 2; h++)
    {
      int above = f->domino[p->tier][ys[h] * TERR_ZG_SIDE + xs[h]];
      if (above >= 0 && kept[above])
        return TRUE;
    }
  return FALSE;
}

/* The ziggurat @f with the @n_out dominoes @out taken out: they go to
 * the hand (the first three) and the open pile (the others, in that
 * order).  The goal: no cheat. */
static char *
holes_scenario (const TerrZgState *f, const guint8 *out, int n_out)
{
  gboolean kept[TERR_ZG_N_DOMINOES];
  GString *xml = g_string_new (NULL);
  GString *hand = g_string_new (NULL);
  GString *pile = g_string_new (NULL);
  g_autofree char *player = NULL;

  for (guint d = 0; d < TERR_ZG_N_DOMINOES; d++)
    kept[d] = TRUE;
  for (int i = 0; i < n_out; i++)
    kept[out[i]] = FALSE;
  for (int i = 0; i < n_out; i++)
    {
      GString *to = i < TERR_ZG_HAND_SIZE ? hand : pile;
      g_string_append_printf (to, "%s%u-%u", to->len > 0 ? " " : "",
                              terr_zg_domino_low (out[i]), terr_zg_domino_high (out[i]));
    }
  /* TRANSLATORS: the one player of a generated Ziggurat puzzle */
  player = g_markup_escape_text (_("Architect"), -1);
  g_string_append_printf (xml, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                               "<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\">\n"
                               "<rules/>\n<players><player seat=\"1\" name=\"%s\" type=\"human\"/></players>\n"
                               "<position cheats=\"0\">\n<pile order=\"open\">%s</pile>\n<hand>%s</hand>\n",
                          player, pile->str, hand->str);
  for (guint t = 1; t <= TERR_ZG_N_TIERS; t++)
    for (guint d = 0; d < TERR_ZG_N_DOMINOES; d++)
      {
        const TerrZgPlacement *p = &f->placement[d];
        if (!kept[d] || p->tier != t)
          continue;
        g_string_append_printf (xml, "<domino tier=\"%u\" x=\"%d\" y=\"%d\" dir=\"%s\" a=\"%u\" b=\"%u\"/>\n",
                                t, p->x, p->y, p->dir == TERR_ZG_DIR_H ? "h" : "v", p->a, p->b);
      }
  g_string_append (xml, "</position>\n<goal type=\"max-cheats\" value=\"0\"/>\n</terraces>\n");
  g_string_free (hand, TRUE);
  g_string_free (pile, TRUE);
  return g_string_free (xml, FALSE);
}

/* From a deal that can be finished without cheating, its finished
 * ziggurat with holes: dominoes that carry nothing are taken out into the
 * hand and an open pile, one at a time in a seeded order, each only when
 * the rest still has exactly one solution.  The puzzle is the one with
 * the most holes whose work is in the band of @difficulty. */
TerrGame *
terr_zg_game_generate_puzzle (TerrGameClass *klass,
                              int            difficulty,
                              guint64        seed,
                              guint          flags G_GNUC_UNUSED,   /* always unique */
                              GCancellable  *cancellable,
                              void         (*progress) (double fraction, gpointer data),
                              gpointer       progress_data,
                              GError       **error)
{
  for (guint64 k = 0; k < ZG_MAX_TRIES; k++)
    {
      guint64 s = terr_puzzle_mix_seed (seed, k, ZG_SEED_MIX);
      TerrRandom rng;
      TerrZgState f;
      TerrZgSolveParams params = { 0 };
      TerrZgSolution sol = { 0 };
      guint8 order[TERR_ZG_N_DOMINOES], out[TERR_ZG_N_DOMINOES];
      gboolean kept[TERR_ZG_N_DOMINOES];
      int n_out = 0;
      g_autoptr(TerrGame) found = NULL;
      gboolean done, beyond = FALSE;

      if (!terr_puzzle_begin_try (k, ZG_MAX_TRIES, cancellable, progress, progress_data, error))
        return NULL;
      terr_zg_state_deal (&f, s);
      params.node_limit = 200000;
      params.seed = s;
      terr_zg_solve (&f, &params, cancellable, &sol);
      done = sol.zero_cheat == TERR_ZG_VERDICT_YES && sol.moves != NULL;
      for (guint i = 0; done && i < sol.moves->len; i++)
        done = terr_zg_state_apply (&f, &g_array_index (sol.moves, TerrZgMove, i), NULL);
      terr_zg_solution_clear (&sol);
      if (!done || !terr_zg_state_is_complete (&f))
        continue;
      terr_random_init (&rng, s);
      for (guint i = 0; i < TERR_ZG_N_DOMINOES; i++)
        {
          order[i] = (guint8) i;
          kept[i] = TRUE;
        }
      terr_random_shuffle (&rng, order, TERR_ZG_N_DOMINOES, sizeof order[0]);
      /* Going round again frees the dominoes under those taken out. */
      for (int round = 0; round < TERR_ZG_N_TIERS && !beyond; round++)
        for (guint i = 0; i < TERR_ZG_N_DOMINOES && n_out < ZG_MAX_LEFT && !beyond; i++)
          {
            g_autofree char *text = NULL;
            g_autoptr(TerrGame) scenario = NULL;
            g_autoptr(TerrCertificate) cert = NULL;
            int band;

            if (!kept[order[i]] || carries (&f, kept, order[i]))
              continue;
            out[n_out] = order[i];
            text = holes_scenario (&f, out, n_out + 1);
            scenario = terr_puzzle_load_text (text, error);
            if (scenario == NULL)
              return NULL;
            cert = terr_game_check_puzzle (scenario, 2, ZG_GENERATE_NODES, cancellable, NULL, NULL, error);
            if (cert == NULL)
              return NULL;
            if (!terr_certificate_is_unique (cert))
              continue;
            kept[order[i]] = FALSE;
            n_out++;
            band = terr_zg_puzzle_difficulty (cert->work);
            /* always unique; the gate may refuse it (a later one may pass) */
            if (band == difficulty && n_out >= ZG_MIN_LEFT && terr_puzzle_gate_passes (scenario, cert))
              g_set_object (&found, scenario);
            else if (band > difficulty)
              beyond = TRUE;
          }
      if (found != NULL)
        {
          g_autoptr(TerrCertificate) cert = terr_game_check_puzzle (found, 10, 0, cancellable, NULL, NULL, error);
          if (cert == NULL)
            return NULL;
          terr_game_set_certificate (found, cert);
          return g_steal_pointer (&found);
        }
    }
  terr_puzzle_set_not_found (error, difficulty);
  return NULL;
}
