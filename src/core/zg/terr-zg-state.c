/* terr-zg-state.c — the Ziggurat rules on a plain struct; see terr-zg-state.h. */
#include "config.h"

#include "terr-zg-state.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "terr-random.h"
#include "terr-refusal.h"

G_STATIC_ASSERT ((int) TERR_ZG_REFUSAL_ON_ZIGGURAT == (int) TERR_REFUSAL_N_COMMON);

static const guint8 domino_low[TERR_ZG_N_DOMINOES] = {
  0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5, 6
};
static const guint8 domino_high[TERR_ZG_N_DOMINOES] = {
  0, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 2, 3, 4, 5, 6, 3, 4, 5, 6, 4, 5, 6, 5, 6, 6
};
static const guint8 domino_ids[7][7] = {
  { 0,  1,  2,  3,  4,  5,  6},
  { 1,  7,  8,  9, 10, 11, 12},
  { 2,  8, 13, 14, 15, 16, 17},
  { 3,  9, 14, 18, 19, 20, 21},
  { 4, 10, 15, 19, 22, 23, 24},
  { 5, 11, 16, 20, 23, 25, 26},
  { 6, 12, 17, 21, 24, 26, 27},
};

/* The titles of the rules, by cheats: 0, 1, 2, 3, 4, 5 or more — the one
 * place they are written (the CLI's JSON gives them untranslated, the
 * program translated). */
static const char * const titles[] = {
  N_("Legendary Architect of the Divine"),
  N_("Master Architect"),
  N_("Reputable Architect"),
  N_("Modest Architect"),
  N_("Feeble Architect"),
  N_("Disgraceful Blundering Saboteur"),
};

guint8
terr_zg_domino_id (guint a, guint b)
{
  g_assert (a <= 6 && b <= 6);
  return domino_ids[a][b];
}

guint8
terr_zg_domino_low (guint id)
{
  g_assert (id < TERR_ZG_N_DOMINOES);
  return domino_low[id];
}

guint8
terr_zg_domino_high (guint id)
{
  g_assert (id < TERR_ZG_N_DOMINOES);
  return domino_high[id];
}

gboolean
terr_zg_domino_parse (const char *str, guint8 *id)
{
  if (str == NULL || str[0] < '0' || str[0] > '6' || str[1] != '-' ||
      str[2] < '0' || str[2] > '6' || str[3] != '\0')
    return FALSE;
  *id = domino_ids[str[0] - '0'][str[2] - '0'];
  return TRUE;
}

gboolean
terr_zg_tier_contains (guint tier, int x, int y)
{
  /* Tier t is the centred square from t - 1 to 6 - t. */
  int lo = (int) tier - 1, hi = 6 - (int) tier;

  if (tier < 1 || tier > 3)
    return FALSE;
  return x >= lo && x <= hi && y >= lo && y <= hi;
}

const char *
terr_zg_title_for_cheats (guint cheats)
{
  return titles[MIN (cheats, G_N_ELEMENTS (titles) - 1)];
}

const char *
terr_zg_title_translated (guint cheats)
{
  return g_dgettext (GETTEXT_PACKAGE, terr_zg_title_for_cheats (cheats));
}

guint
terr_zg_n_titles (void)
{
  return G_N_ELEMENTS (titles);
}

void
terr_zg_state_init (TerrZgState *state)
{
  memset (state, 0, sizeof *state);
  memset (state->value, -1, sizeof state->value);
  memset (state->domino, -1, sizeof state->domino);
  for (guint i = 0; i < TERR_ZG_N_DOMINOES; i++)
    state->pile[i] = i;
  state->pile_len = TERR_ZG_N_DOMINOES;
}

static void
refill_hand (TerrZgState *state)
{
  while (state->hand_len < TERR_ZG_HAND_SIZE && state->pile_pos < state->pile_len)
    state->hand[state->hand_len++] = state->pile[state->pile_pos++];
}

void
terr_zg_state_deal (TerrZgState *state, guint64 seed)
{
  TerrRandom rng;

  terr_zg_state_init (state);
  terr_random_init (&rng, seed);
  terr_random_shuffle (&rng, state->pile, TERR_ZG_N_DOMINOES, sizeof state->pile[0]);
  refill_hand (state);
}

static void
other_half (int x, int y, TerrZgDir dir, int *x2, int *y2)
{
  *x2 = x + (dir == TERR_ZG_DIR_H);
  *y2 = y + (dir == TERR_ZG_DIR_V);
}

static gboolean
fail (char **reason, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (char **reason, const char *format, ...)
{
  va_list args;

  if (reason != NULL)
    {
      va_start (args, format);
      *reason = g_strdup_vprintf (format, args);
      va_end (args);
    }
  return FALSE;
}

/* The refusal as a value (when @why is not NULL), before fail() words it
 * for files and the command line. */
static void
mark_why (TerrZgWhy *why, int code, guint tier, int x, int y, int v0, int v1)
{
  if (why == NULL)
    return;
  why->code = code;
  why->tier = tier;
  why->x = x;
  why->y = y;
  why->domino = -1;
  why->values[0] = v0;
  why->values[1] = v1;
}

/* mark_why() and fail() in one. */
static gboolean
refuse (char **reason, TerrZgWhy *why, int code, guint tier, int x, int y, int v0, int v1,
        const char *format, ...) G_GNUC_PRINTF (9, 10);

static gboolean
refuse (char **reason, TerrZgWhy *why, int code, guint tier, int x, int y, int v0, int v1,
        const char *format, ...)
{
  va_list args;

  mark_why (why, code, tier, x, y, v0, v1);
  if (reason != NULL)
    {
      va_start (args, format);
      *reason = g_strdup_vprintf (format, args);
      va_end (args);
    }
  return FALSE;
}

static const char *
tier_extent (guint tier)
{
  switch (tier)
    {
    case 1: return _("the foundation covers x and y from 0 to 5 only");
    case 2: return _("tier 2 covers only the centre 4 x 4 (x and y from 1 to 4)");
    default: return _("tier 3 covers only the centre 2 x 2 (x and y 2 and 3)");
    }
}

static gboolean
check_structure (const TerrZgState *state,
                 guint tier, int x, int y,
                 TerrZgDir dir, guint a, guint b,
                 char **reason, TerrZgWhy *why)
{
  int xs[2], ys[2];
  guint pips[2] = { a, b };

  mark_why (why, TERR_REFUSAL_NOT_A_MOVE, tier, x, y, 0, 0);
  if (tier < 1 || tier > 3)
    return fail (reason, _("there are only tiers 1, 2 and 3"));
  xs[0] = x;
  ys[0] = y;
  other_half (x, y, dir, &xs[1], &ys[1]);

  /* Rule 1: inside the square of the tier. */
  for (int h = 0; h < 2; h++)
    if (!terr_zg_tier_contains (tier, xs[h], ys[h]))
      return refuse (reason, why, TERR_ZG_REFUSAL_OUTSIDE_TIER, tier, xs[h], ys[h], 0, 0,
                     _("(%d,%d) is outside tier %u: %s"),
                     xs[h], ys[h], tier, tier_extent (tier));
  /* Rule 2: both cells free on that tier. */
  for (int h = 0; h < 2; h++)
    if (state->value[tier - 1][ys[h] * 6 + xs[h]] >= 0)
      return refuse (reason, why, TERR_ZG_REFUSAL_HALF_TAKEN, tier, xs[h], ys[h], 0, 0,
                     _("(%d,%d) on tier %u already holds a half"),
                     xs[h], ys[h], tier);
  if (tier == 1)
    return TRUE;
  /* Rule 3: both halves supported (no balancing); rule 4: strictly greater. */
  for (int h = 0; h < 2; h++)
    if (state->value[tier - 2][ys[h] * 6 + xs[h]] < 0)
      return refuse (reason, why, TERR_ZG_REFUSAL_NO_BALANCING, tier - 1, xs[h], ys[h], pips[h], 0,
                     _("no balancing: (%d,%d) on tier %u under the %u is empty"),
                     xs[h], ys[h], tier - 1, pips[h]);
  for (int h = 0; h < 2; h++)
    {
      int below = state->value[tier - 2][ys[h] * 6 + xs[h]];
      if ((int) pips[h] <= below)
        return refuse (reason, why, TERR_ZG_REFUSAL_NOT_GREATER, tier - 1, xs[h], ys[h], pips[h], below,
                       _("a %u may not rest on a %d (at (%d,%d) on tier %u)"),
                       pips[h], below, xs[h], ys[h], tier - 1);
    }
  return TRUE;
}

gboolean
terr_zg_state_check_structure (const TerrZgState *state,
                               guint tier, int x, int y,
                               TerrZgDir dir, guint a, guint b,
                               char **reason)
{
  return check_structure (state, tier, x, y, dir, a, b, reason, NULL);
}

static gboolean
foundation_empty (const TerrZgState *state)
{
  for (guint c = 0; c < TERR_ZG_N_CELLS; c++)
    if (state->value[0][c] >= 0)
      return FALSE;
  return TRUE;
}

/* Rule 5: a half of value @pips on plan cell (x, y) touches an equal half of
 * another domino on some tier (the four plan neighbours, every tier). */
static gboolean
touches_equal (const TerrZgState *state, int x, int y, guint pips)
{
  static const int dx[4] = { 1, -1, 0, 0 }, dy[4] = { 0, 0, 1, -1 };

  for (int d = 0; d < 4; d++)
    {
      int nx = x + dx[d], ny = y + dy[d];

      if (nx < 0 || nx > 5 || ny < 0 || ny > 5)
        continue;
      for (int t = 0; t < TERR_ZG_N_TIERS; t++)
        if (state->value[t][ny * 6 + nx] == (int) pips)
          return TRUE;
    }
  return FALSE;
}

static int
hand_index (const TerrZgState *state, guint id)
{
  for (int i = 0; i < state->hand_len; i++)
    if (state->hand[i] == id)
      return i;
  return -1;
}

gboolean
terr_zg_state_is_complete (const TerrZgState *state)
{
  return state->n_placed == TERR_ZG_N_DOMINOES;
}

gboolean
terr_zg_state_is_over (const TerrZgState *state)
{
  return state->resigned || terr_zg_state_is_complete (state);
}

gboolean
terr_zg_state_check_place_why (const TerrZgState *state,
                               guint tier, int x, int y,
                               TerrZgDir dir, guint a, guint b,
                               char **reason, TerrZgWhy *why)
{
  guint id;
  int x2, y2;

  mark_why (why, TERR_REFUSAL_GAME_OVER, tier, x, y, 0, 0);
  if (terr_zg_state_is_over (state))
    return fail (reason, _("the game is over"));
  mark_why (why, TERR_REFUSAL_NOT_A_MOVE, tier, x, y, 0, 0);
  if (a > 6 || b > 6)
    return fail (reason, _("a half shows 0 to 6 pips"));
  id = terr_zg_domino_id (a, b);
  mark_why (why, state->placement[id].tier ? TERR_ZG_REFUSAL_ON_ZIGGURAT : TERR_ZG_REFUSAL_NOT_IN_HAND,
            tier, x, y, 0, 0);
  if (why != NULL)
    why->domino = id;
  if (hand_index (state, id) < 0)
    return fail (reason, state->placement[id].tier ? _("the %u-%u is already on the ziggurat")
                                                   : _("the %u-%u is not in the hand"),
                 MIN (a, b), MAX (a, b));
  if (!check_structure (state, tier, x, y, dir, a, b, reason, why))
    return FALSE;
  other_half (x, y, dir, &x2, &y2);
  mark_why (why, TERR_ZG_REFUSAL_NOT_TOUCHING, tier, x, y, a, b);
  if (!foundation_empty (state) &&
      !touches_equal (state, x, y, a) && !touches_equal (state, x2, y2, b))
    return fail (reason, _("neither half touches an equal value: the %u needs a %u "
                           "next to it, or the %u a %u (on any tier, not diagonally)"),
                 a, a, b, b);
  return TRUE;
}

gboolean
terr_zg_state_check_place (const TerrZgState *state,
                           guint tier, int x, int y,
                           TerrZgDir dir, guint a, guint b,
                           char **reason)
{
  return terr_zg_state_check_place_why (state, tier, x, y, dir, a, b, reason, NULL);
}

void
terr_zg_state_put (TerrZgState *state,
                   guint tier, int x, int y,
                   TerrZgDir dir, guint a, guint b)
{
  guint id = terr_zg_domino_id (a, b);
  int x2, y2;

  other_half (x, y, dir, &x2, &y2);
  state->value[tier - 1][y * 6 + x] = a;
  state->value[tier - 1][y2 * 6 + x2] = b;
  state->domino[tier - 1][y * 6 + x] = id;
  state->domino[tier - 1][y2 * 6 + x2] = id;
  state->placement[id] = (TerrZgPlacement) { tier, x, y, dir, a, b };
  state->n_placed++;
}

static void
take_off (TerrZgState *state, guint id)
{
  TerrZgPlacement *p = &state->placement[id];
  int x2, y2;

  other_half (p->x, p->y, p->dir, &x2, &y2);
  state->value[p->tier - 1][p->y * 6 + p->x] = -1;
  state->value[p->tier - 1][y2 * 6 + x2] = -1;
  state->domino[p->tier - 1][p->y * 6 + p->x] = -1;
  state->domino[p->tier - 1][y2 * 6 + x2] = -1;
  memset (p, 0, sizeof *p);
  state->n_placed--;
}

guint
terr_zg_state_lift_set (const TerrZgState *state,
                        guint tier, int x, int y,
                        guint8 out[TERR_ZG_N_DOMINOES])
{
  gboolean seen[TERR_ZG_N_DOMINOES] = { FALSE, };
  guint n = 0;
  int first;

  if (!terr_zg_tier_contains (tier, x, y))
    return 0;
  first = state->domino[tier - 1][y * 6 + x];
  if (first < 0)
    return 0;
  out[n++] = first;
  seen[first] = TRUE;
  /* Breadth first: whatever rests on a picked-up domino comes up too. */
  for (guint i = 0; i < n; i++)
    {
      const TerrZgPlacement *p = &state->placement[out[i]];
      int cx[2], cy[2];

      if (p->tier == TERR_ZG_N_TIERS)
        continue;
      cx[0] = p->x;
      cy[0] = p->y;
      other_half (p->x, p->y, p->dir, &cx[1], &cy[1]);
      for (int h = 0; h < 2; h++)
        {
          int above = state->domino[p->tier][cy[h] * 6 + cx[h]];
          if (above >= 0 && !seen[above])
            {
              seen[above] = TRUE;
              out[n++] = above;
            }
        }
    }
  return n;
}

gboolean
terr_zg_state_apply (TerrZgState *state, const TerrZgMove *move, char **reason)
{
  return terr_zg_state_apply_why (state, move, reason, NULL);
}

gboolean
terr_zg_state_apply_why (TerrZgState *state, const TerrZgMove *move, char **reason, TerrZgWhy *why)
{
  mark_why (why, TERR_REFUSAL_GAME_OVER, move->tier, move->x, move->y, 0, 0);
  switch (move->type)
    {
    case TERR_ZG_MOVE_PLACE:
      {
        int i;

        if (!terr_zg_state_check_place_why (state, move->tier, move->x, move->y,
                                            move->dir, move->a, move->b, reason, why))
          return FALSE;
        i = hand_index (state, terr_zg_domino_id (move->a, move->b));
        memmove (&state->hand[i], &state->hand[i + 1], state->hand_len - i - 1);
        state->hand_len--;
        terr_zg_state_put (state, move->tier, move->x, move->y, move->dir,
                           move->a, move->b);
        refill_hand (state);
        return TRUE;
      }
    case TERR_ZG_MOVE_LIFT:
      {
        guint8 lifted[TERR_ZG_N_DOMINOES];
        guint n;

        if (terr_zg_state_is_over (state))
          return fail (reason, _("the game is over"));
        if (!terr_zg_tier_contains (move->tier, move->x, move->y))
          return refuse (reason, why, TERR_ZG_REFUSAL_LIFT_OUTSIDE, move->tier, move->x, move->y, 0, 0,
                         _("(%d,%d) is outside tier %u: %s"), move->x, move->y,
                         move->tier, tier_extent (move->tier));
        n = terr_zg_state_lift_set (state, move->tier, move->x, move->y, lifted);
        if (n == 0)
          return refuse (reason, why, TERR_ZG_REFUSAL_NOTHING_TO_LIFT, move->tier, move->x, move->y, 0, 0,
                         _("there is no domino at (%d,%d) on tier %u to lift"),
                         move->x, move->y, move->tier);
        for (guint i = 0; i < n; i++)
          {
            take_off (state, lifted[i]);
            state->hand[state->hand_len++] = lifted[i];
          }
        state->cheats += n;
        refill_hand (state);
        return TRUE;
      }
    case TERR_ZG_MOVE_RESIGN:
      if (terr_zg_state_is_over (state))
        return fail (reason, _("the game is over"));
      state->resigned = TRUE;
      return TRUE;
    default:
      return refuse (reason, why, TERR_REFUSAL_NOT_A_MOVE, 0, 0, 0, 0, 0,
                     _("unknown move"));
    }
}

/* Calls @func for every legal placement, in hand order, then orientation
 * (low-high first), tier, y, x, dir. */
static gboolean
for_each_place (const TerrZgState *state,
                gboolean (*func) (const TerrZgMove *move, gpointer data),
                gpointer data)
{
  for (guint i = 0; i < state->hand_len; i++)
    {
      guint id = state->hand[i];
      guint lo = domino_low[id], hi = domino_high[id];

      for (guint o = 0; o < (lo == hi ? 1u : 2u); o++)
        for (guint tier = 1; tier <= TERR_ZG_N_TIERS; tier++)
          for (int y = 0; y < 6; y++)
            for (int x = 0; x < 6; x++)
              for (guint dir = TERR_ZG_DIR_H; dir <= TERR_ZG_DIR_V; dir++)
                {
                  TerrZgMove m = { TERR_ZG_MOVE_PLACE, tier, x, y, dir,
                                   o ? hi : lo, o ? lo : hi };

                  if (terr_zg_state_check_place (state, tier, x, y, dir, m.a, m.b, NULL) &&
                      !func (&m, data))
                    return FALSE;
                }
    }
  return TRUE;
}

static gboolean
append_move_cb (const TerrZgMove *move, gpointer data)
{
  g_array_append_val ((GArray *) data, *move);
  return TRUE;
}

static gboolean
stop_cb (const TerrZgMove *move, gpointer data)
{
  return FALSE;
}

gboolean
terr_zg_state_is_dead (const TerrZgState *state)
{
  guint8 in_play[TERR_ZG_N_DOMINOES];
  guint n = 0, largest = 0;
  gboolean seen[TERR_ZG_N_DOMINOES] = { FALSE, };

  g_return_val_if_fail (state != NULL, FALSE);

  if (terr_zg_state_is_complete (state))
    return FALSE;
  for (guint id = 0; id < TERR_ZG_N_DOMINOES; id++)
    if (state->placement[id].tier != 0)
      in_play[n++] = id;
  for (guint i = 0; i < state->hand_len; i++)
    in_play[n++] = state->hand[i];

  /* The chains: dominoes joined when they share a value. */
  for (guint i = 0; i < n; i++)
    {
      guint8 stack[TERR_ZG_N_DOMINOES];
      guint top = 0, size = 0;

      if (seen[i])
        continue;
      seen[i] = TRUE;
      stack[top++] = i;
      while (top > 0)
        {
          guint d = in_play[stack[--top]];
          guint lo = terr_zg_domino_low (d), hi = terr_zg_domino_high (d);

          size++;
          for (guint j = 0; j < n; j++)
            {
              guint e = in_play[j];
              guint elo = terr_zg_domino_low (e), ehi = terr_zg_domino_high (e);

              if (!seen[j] && (elo == lo || elo == hi || ehi == lo || ehi == hi))
                {
                  seen[j] = TRUE;
                  stack[top++] = j;
                }
            }
        }
      largest = MAX (largest, size);
    }
  /* With the pile empty, every domino must go on; otherwise a draw
   * needs all but two of them on the ziggurat. */
  return largest + (state->pile_pos < state->pile_len ? 2 : 0) < n;
}

gboolean
terr_zg_state_can_place (const TerrZgState *state)
{
  return !for_each_place (state, stop_cb, NULL);
}

GArray *
terr_zg_state_list_moves (const TerrZgState *state)
{
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (TerrZgMove));

  if (terr_zg_state_is_over (state))
    return moves;
  for_each_place (state, append_move_cb, moves);
  for (guint tier = 1; tier <= TERR_ZG_N_TIERS; tier++)
    for (guint c = 0; c < TERR_ZG_N_CELLS; c++)
      {
        int id = state->domino[tier - 1][c];
        const TerrZgPlacement *p;

        if (id < 0)
          continue;
        p = &state->placement[id];
        /* Once per domino: at the cell of its first half. */
        if (p->y * 6 + p->x != (int) c)
          continue;
        g_array_append_val (moves, ((TerrZgMove) { TERR_ZG_MOVE_LIFT, tier, p->x, p->y, 0, 0, 0 }));
      }
  g_array_append_val (moves, ((TerrZgMove) { TERR_ZG_MOVE_RESIGN, 0, 0, 0, 0, 0, 0 }));
  return moves;
}

char *
terr_zg_move_to_string (const TerrZgMove *move)
{
  switch (move->type)
    {
    case TERR_ZG_MOVE_PLACE:
      return g_strdup_printf ("place %u (%d,%d) %c %u-%u", move->tier, move->x, move->y,
                              move->dir == TERR_ZG_DIR_H ? 'h' : 'v', move->a, move->b);
    case TERR_ZG_MOVE_LIFT:
      return g_strdup_printf ("lift %u (%d,%d)", move->tier, move->x, move->y);
    default:
      return g_strdup ("resign");
    }
}
