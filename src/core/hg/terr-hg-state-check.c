/* terr-hg-state-check.c — the Hanging Gardens rules on a TerrHgState: the
 * placement checks shared by the rules and the loader, the end of the game,
 * checking an action (its refusal as a value and in words), listing the legal
 * actions and picking a random one; see docs/rules-hanging-gardens.md. */
#include "config.h"

#include "terr-hg-state-private.h"
#include "terr-refusal.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* The suits in a refusal ("no suns coin is left in the supply"). */
static const char *const suit_words[] = { NULL, N_("suns"), N_("moons"), N_("crowns"), N_("arms") };

/* --- structural checks shared by the rules and the loader --- */

const char *
terr_hg_set_reason (TerrHgState *s, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_vsnprintf (s->reason, sizeof s->reason, format, args);
  va_end (args);
  return s->reason;
}

G_STATIC_ASSERT ((int) TERR_HG_REFUSAL_MUST_PLACE == (int) TERR_REFUSAL_N_COMMON);

/* The refusal as a value (s->why), before terr_hg_set_reason() words it for files
 * and the command line. */
static void
mark_why (TerrHgState *s, int code, int x, int y)
{
  memset (&s->why, 0, sizeof s->why);
  s->why.code = code;
  s->why.x = x;
  s->why.y = y;
}

static void
mark_fault (TerrHgState *s, int x, int y)
{
  s->why.fault = TRUE;
  s->why.fault_x = x;
  s->why.fault_y = y;
}

static void
mark_values (TerrHgState *s, int v0, int v1)
{
  s->why.values[0] = v0;
  s->why.values[1] = v1;
}


static const int ring_dx[8] = { -1, -1, 2, 2, 0, 1, 0, 1 };
static const int ring_dy[8] = { 0, 1, 0, 1, -1, -1, 2, 2 };

/* Terrace on the table (1a): four spaces without a tile, one of them next
 * to a space with a tile (the first tile goes anywhere).  The fast test;
 * check_table_terrace() says why not. */
static gboolean
table_terrace_ok (const TerrHgState *s, int x, int y)
{
  for (int q = 0; q < 4; q++)
    if (CELL (s, x + quad_dx[q], y + quad_dy[q])->top >= 0)
      return FALSE;
  if (s->n_tiles == 0)
    return TRUE;
  for (int i = 0; i < 8; i++)
    if (CELL (s, x + ring_dx[i], y + ring_dy[i])->top >= 0)
      return TRUE;
  return FALSE;
}

static const char *
check_table_terrace (TerrHgState *s, int x, int y)
{
  if (!coord_ok (x, y))
    {
      mark_why (s, TERR_HG_REFUSAL_TOO_FAR, x, y);
      return terr_hg_set_reason (s, _("(%d,%d) is too far from the garden"), x, y);
    }
  if (table_terrace_ok (s, x, y))
    return NULL;
  for (int q = 0; q < 4; q++)
    if (CELL (s, x + quad_dx[q], y + quad_dy[q])->top >= 0)
      {
        mark_why (s, TERR_HG_REFUSAL_TABLE_TAKEN, x, y);
        mark_fault (s, x + quad_dx[q], y + quad_dy[q]);
        return terr_hg_set_reason (s, _("a terrace on the table needs four spaces with no tile on them, "
                                      "but (%d,%d) has one"), x + quad_dx[q], y + quad_dy[q]);
      }
  mark_why (s, TERR_HG_REFUSAL_TABLE_APART, x, y);
  return terr_hg_set_reason (s, _("a terrace on the table must touch the garden: one of its spaces "
                                "must be next to a space with a tile"));
}

/* Terrace on a two-support stack (1b). */
const char *
terr_hg_check_raised_terrace (TerrHgState *s, int x, int y, int level)
{
  int top = CELL (s, x, y)->top;
  const TerrHgTile *t = top >= 0 ? &s->tiles[top] : NULL;

  if (terr_hg_find_exposed_support (s, x, y, level - 1, 2) >= 0)
    return NULL;
  if (t != NULL && t->support && t->stack == 2 && t->x == x && t->y == y)
    {
      mark_why (s, TERR_HG_REFUSAL_STACK_LEVEL, x, y);
      mark_values (s, t->level, t->level + 1);
      return terr_hg_set_reason (s, _("the two-support stack at (%d,%d) stands on level %d, so a terrace "
                                    "on it has level %d"), x, y, t->level, t->level + 1);
    }
  mark_why (s, TERR_HG_REFUSAL_NO_STACK, x, y);
  mark_values (s, level, level - 1);
  return terr_hg_set_reason (s, _("a level-%d terrace goes squarely on an exposed two-support stack "
                                "standing on level %d at (%d,%d)"), level, level - 1, x, y);
}

static const char *
check_terrace_place (TerrHgState *s, int x, int y, int level)
{
  if (level == 0)
    return check_table_terrace (s, x, y);
  return terr_hg_check_raised_terrace (s, x, y, level);
}

/* Support on a block (2a): four spaces whose tops are free terrace of
 * @level.  The fast test; terr_hg_check_support_place() says why not. */
static gboolean
support_block_ok (const TerrHgState *s, int x, int y, int level)
{
  for (int q = 0; q < 4; q++)
    {
      const TerrHgCell *c = CELL (s, x + quad_dx[q], y + quad_dy[q]);
      if (!terr_hg_cell_is_free (s, c) || s->tiles[c->top].level != level)
        return FALSE;
    }
  return TRUE;
}

const char *
terr_hg_check_support_place (TerrHgState *s, int x, int y, int level, int stack)
{
  if (stack == 2)
    {
      if (terr_hg_find_exposed_support (s, x, y, level, 1) >= 0)
        return NULL;
      mark_why (s, TERR_HG_REFUSAL_NO_FIRST_SUPPORT, x, y);
      mark_values (s, level, 0);
      return terr_hg_set_reason (s, _("a second support goes squarely on an exposed support of stack "
                                    "height 1 standing on level %d at (%d,%d)"), level, x, y);
    }
  if (stack != 1)
    {
      mark_why (s, TERR_REFUSAL_NOT_A_MOVE, x, y);
      return terr_hg_set_reason (s, _("a support stands at stack height 1 or 2"));
    }
  if (support_block_ok (s, x, y, level))
    return NULL;
  for (int q = 0; q < 4; q++)
    {
      int sx = x + quad_dx[q], sy = y + quad_dy[q];
      const TerrHgCell *c = CELL (s, sx, sy);

      mark_why (s, TERR_HG_REFUSAL_NO_BLOCK, x, y);
      mark_fault (s, sx, sy);
      mark_values (s, level, 0);
      if (c->top < 0 || s->tiles[c->top].support || s->tiles[c->top].level != level)
        return terr_hg_set_reason (s, _("a support on level %d needs a 2 x 2 block of terrace at level %d "
                                      "with no bed or gazebo on it, but (%d,%d) is not a level-%d terrace"),
                                   level, level, sx, sy, level);
      s->why.code = TERR_HG_REFUSAL_COVERS_BED;
      if (c->bed)
        return terr_hg_set_reason (s, _("a support at (%d,%d) level %d would cover a bed at (%d,%d)"),
                                   x, y, level, sx, sy);
      s->why.code = TERR_HG_REFUSAL_COVERS_GAZEBO;
      if (c->gazebo)
        return terr_hg_set_reason (s, _("a support at (%d,%d) level %d would cover a gazebo at (%d,%d)"),
                                   x, y, level, sx, sy);
    }
  return NULL;
}

const char *
terr_hg_check_space (TerrHgState *s, int x, int y, TerrHgActionKind piece)
{
  const TerrHgCell *c = CELL (s, x, y);
  const char *what = piece == TERR_HG_ACTION_BED ? _("a bed") : _("a gazebo");

  if (c->top < 0)
    {
      mark_why (s, TERR_HG_REFUSAL_BARE_TABLE, x, y);
      s->why.piece = piece;
      return terr_hg_set_reason (s, _("%s goes on a terrace, and (%d,%d) is bare table"), what, x, y);
    }
  if (s->tiles[c->top].support)
    {
      mark_why (s, TERR_HG_REFUSAL_ON_SUPPORT, x, y);
      s->why.piece = piece;
      return terr_hg_set_reason (s, _("%s goes on a terrace, and (%d,%d) is a support"), what, x, y);
    }
  mark_why (s, c->bed ? TERR_HG_REFUSAL_HOLDS_BED : TERR_HG_REFUSAL_HOLDS_GAZEBO, x, y);
  if (c->bed)
    return terr_hg_set_reason (s, _("(%d,%d) already holds a bed"), x, y);
  if (c->gazebo)
    return terr_hg_set_reason (s, _("(%d,%d) already holds a gazebo"), x, y);
  return NULL;
}


/* --- the rules --- */

gboolean
terr_hg_state_is_over (const TerrHgState *s)
{
  if (s->passes >= s->n_players)
    return TRUE;
  if (s->supply_tiles > 0)
    return FALSE;
  for (int i = 1; i <= TERR_HG_N_SUITS; i++)
    if (s->supply_coins[i] > 0)
      return FALSE;
  for (int i = 1; i <= s->n_players; i++)
    if (!s->gazebo_placed[i])
      return FALSE;
  return TRUE;
}

static gboolean
has_free_space (const TerrHgState *s)
{
  if (s->n_tiles == 0)
    return FALSE;
  for (int y = s->by0; y <= s->by1; y++)
    for (int x = s->bx0; x <= s->bx1; x++)
      if (terr_hg_cell_is_free (s, CELL (s, x, y)))
        return TRUE;
  return FALSE;
}

static gboolean
has_coins (const TerrHgState *s)
{
  for (int i = 1; i <= TERR_HG_N_SUITS; i++)
    if (s->supply_coins[i] > 0)
      return TRUE;
  return FALSE;
}

/* Is some placement (actions 1–4) legal now?  A tile in the supply always
 * fits on the table next to the garden. */
static gboolean
has_placement (const TerrHgState *s)
{
  if (s->supply_tiles > 0)
    return TRUE;
  if (!has_coins (s) && s->gazebo_placed[s->to_move])
    return FALSE;
  return has_free_space (s);
}

static gboolean
has_exposed_support (const TerrHgState *s)
{
  for (int i = 0; i < s->n_tiles; i++)
    if (terr_hg_state_support_exposed (s, i))
      return TRUE;
  return FALSE;
}

/* The second action of a turn that has placed nothing must place. */
static gboolean
must_place (const TerrHgState *s)
{
  return s->progress_rule && s->actions_taken == 1 && !s->first_placed && has_placement (s);
}

/* Has the seat to move any legal action (a pass aside)? */
static gboolean
has_action (const TerrHgState *s)
{
  if (has_placement (s))
    return TRUE;
  if (s->gazebo_placed[s->to_move] && has_free_space (s))
    return TRUE;
  /* An exposed support can always go back on the table next to the garden. */
  return s->supply_tiles == 0 && has_exposed_support (s);
}

static const char *
check_move_support (TerrHgState *s, const TerrHgAction *a)
{
  const char *why;
  int index;
  TerrHgTile saved;

  if (s->supply_tiles > 0)
    {
      mark_why (s, TERR_HG_REFUSAL_SUPPLY_NOT_EMPTY, a->from_x, a->from_y);
      return terr_hg_set_reason (s, _("a support can be moved only when the supply holds no tile"));
    }
  index = terr_hg_find_exposed_support (s, a->from_x, a->from_y, a->from_level, a->from_stack);
  mark_why (s, TERR_HG_REFUSAL_NO_EXPOSED_SUPPORT, a->from_x, a->from_y);
  mark_values (s, a->from_level, a->from_stack);
  if (index < 0)
    return terr_hg_set_reason (s, _("there is no exposed support at (%d,%d) on level %d at stack "
                                  "height %d"), a->from_x, a->from_y, a->from_level, a->from_stack);
  if (a->as_support && a->x == a->from_x && a->y == a->from_y
      && a->level == a->from_level && a->stack == a->from_stack)
    {
      mark_why (s, TERR_HG_REFUSAL_SAME_PLACE, a->x, a->y);
      return terr_hg_set_reason (s, _("the support must go somewhere other than where it stood"));
    }

  /* Judge the new place with the support lifted. */
  saved = s->tiles[index];
  terr_hg_tile_lift (s, index);
  s->tiles[index].support = FALSE;
  s->tiles[index].level = 255;   /* matches nothing while lifted */
  if (a->as_support)
    why = terr_hg_check_support_place (s, a->x, a->y, a->level, a->stack);
  else
    why = check_terrace_place (s, a->x, a->y, a->level);
  s->tiles[index] = saved;
  terr_hg_tile_put (s, index);
  return why;
}

const char *
terr_hg_state_check (TerrHgState *s, const TerrHgAction *a)
{
  const char *why = NULL;
  int seat = s->to_move;

  mark_why (s, TERR_REFUSAL_GAME_OVER, a->x, a->y);
  if (terr_hg_state_is_over (s))
    return terr_hg_set_reason (s, _("the game is over"));
  if (a->kind == TERR_HG_ACTION_PASS)
    {
      mark_why (s, TERR_HG_REFUSAL_PASS, 0, 0);
      if (must_place (s) || has_action (s))
        return terr_hg_set_reason (s, _("a pass is allowed only when no action is possible"));
      return NULL;
    }
  mark_why (s, TERR_HG_REFUSAL_MUST_PLACE, a->x, a->y);
  if (!terr_hg_action_is_placement (a->kind) && must_place (s))
    return terr_hg_set_reason (s, _("the first action of this turn placed nothing, so the second must "
                                  "place a tile, a bed or your gazebo"));

  switch (a->kind)
    {
    case TERR_HG_ACTION_TERRACE:
      mark_why (s, TERR_HG_REFUSAL_NO_TILE, a->x, a->y);
      if (s->supply_tiles == 0)
        return terr_hg_set_reason (s, _("no tile is left in the supply"));
      why = check_terrace_place (s, a->x, a->y, a->level);
      break;
    case TERR_HG_ACTION_SUPPORT:
      mark_why (s, TERR_HG_REFUSAL_NO_TILE, a->x, a->y);
      if (s->supply_tiles == 0)
        return terr_hg_set_reason (s, _("no tile is left in the supply"));
      why = terr_hg_check_support_place (s, a->x, a->y, a->level, a->stack);
      break;
    case TERR_HG_ACTION_BED:
      mark_why (s, TERR_REFUSAL_NOT_A_MOVE, a->x, a->y);
      if (a->suit < TERR_HG_SUIT_SUNS || a->suit > TERR_HG_SUIT_ARMS)
        return terr_hg_set_reason (s, _("a bed has one of the four suits"));
      mark_why (s, TERR_HG_REFUSAL_NO_COIN, a->x, a->y);
      mark_values (s, a->suit, 0);
      if (s->supply_coins[a->suit] == 0)
        return terr_hg_set_reason (s, _("no %s coin is left in the supply"), _(suit_words[a->suit]));
      why = terr_hg_check_space (s, a->x, a->y, TERR_HG_ACTION_BED);
      break;
    case TERR_HG_ACTION_GAZEBO:
      mark_why (s, TERR_HG_REFUSAL_GAZEBO_PLACED, a->x, a->y);
      if (s->gazebo_placed[seat])
        return terr_hg_set_reason (s, _("your gazebo is already in the garden; move it instead"));
      why = terr_hg_check_space (s, a->x, a->y, TERR_HG_ACTION_GAZEBO);
      break;
    case TERR_HG_ACTION_MOVE_GAZEBO:
      mark_why (s, TERR_HG_REFUSAL_GAZEBO_IN_HAND, a->x, a->y);
      if (!s->gazebo_placed[seat])
        return terr_hg_set_reason (s, _("your gazebo is not in the garden yet"));
      mark_why (s, TERR_HG_REFUSAL_GAZEBO_THERE, a->x, a->y);
      if (s->gazebo_x[seat] == a->x && s->gazebo_y[seat] == a->y)
        return terr_hg_set_reason (s, _("your gazebo already stands on (%d,%d)"), a->x, a->y);
      why = terr_hg_check_space (s, a->x, a->y, TERR_HG_ACTION_GAZEBO);
      break;
    case TERR_HG_ACTION_MOVE_SUPPORT:
      why = check_move_support (s, a);
      break;
    case TERR_HG_ACTION_PASS:
    default:
      g_assert_not_reached ();
    }
  return why;
}

/* --- listing the legal actions --- */

static void
push (GArray *out, TerrHgActionKind kind, int x, int y, int level, int stack, TerrHgSuit suit)
{
  TerrHgAction a = { 0 };

  a.kind = kind;
  a.x = x;
  a.y = y;
  a.level = level;
  a.stack = stack;
  a.suit = suit;
  g_array_append_val (out, a);
}

/* Every place a tile can go (terraces 1a/1b, supports 2a/2b): as TERRACE
 * and SUPPORT actions, or when @moving as MOVE_SUPPORT actions with
 * as_support set (the caller fills in where the support comes from). */
static void
list_tile_places (TerrHgState *s, GArray *out, gboolean moving)
{
  TerrHgActionKind tk = moving ? TERR_HG_ACTION_MOVE_SUPPORT : TERR_HG_ACTION_TERRACE;
  TerrHgActionKind sk = moving ? TERR_HG_ACTION_MOVE_SUPPORT : TERR_HG_ACTION_SUPPORT;
  guint first;

  /* 1a */
  if (s->n_tiles == 0)
    push (out, tk, 0, 0, 0, 0, 0);
  else
    for (int y = s->by0 - 2; y <= s->by1 + 1; y++)
      for (int x = s->bx0 - 2; x <= s->bx1 + 1; x++)
        if (table_terrace_ok (s, x, y))
          push (out, tk, x, y, 0, 0, 0);
  /* 1b and 2b */
  for (int i = 0; i < s->n_tiles; i++)
    if (terr_hg_state_support_exposed (s, i))
      {
        const TerrHgTile *t = &s->tiles[i];
        if (t->stack == 2)
          push (out, tk, t->x, t->y, t->level + 1, 0, 0);
      }
  /* the supports (as_support set below when moving) */
  first = out->len;
  for (int i = 0; i < s->n_tiles; i++)
    if (terr_hg_state_support_exposed (s, i))
      {
        const TerrHgTile *t = &s->tiles[i];
        if (t->stack == 1)
          push (out, sk, t->x, t->y, t->level, 2, 0);
      }
  /* 2a */
  if (s->n_tiles > 0)
    for (int y = s->by0; y < s->by1; y++)
      for (int x = s->bx0; x < s->bx1; x++)
        {
          const TerrHgCell *c = CELL (s, x, y);
          if (terr_hg_cell_is_free (s, c) && support_block_ok (s, x, y, s->tiles[c->top].level))
            push (out, sk, x, y, s->tiles[c->top].level, 1, 0);
        }
  if (moving)
    for (guint i = first; i < out->len; i++)
      g_array_index (out, TerrHgAction, i).as_support = TRUE;
}

static void
list_free_spaces (const TerrHgState *s, GArray *out, TerrHgActionKind kind)
{
  if (s->n_tiles == 0)
    return;
  for (int y = s->by0; y <= s->by1; y++)
    for (int x = s->bx0; x <= s->bx1; x++)
      if (terr_hg_cell_is_free (s, CELL (s, x, y)))
        {
          if (kind != TERR_HG_ACTION_BED)
            push (out, kind, x, y, 0, 0, 0);
          else
            for (int suit = TERR_HG_SUIT_SUNS; suit <= TERR_HG_SUIT_ARMS; suit++)
              if (s->supply_coins[suit] > 0)
                push (out, kind, x, y, 0, 0, suit);
        }
}

static void
list_move_support (TerrHgState *s, GArray *out)
{
  for (int i = 0; i < s->n_tiles; i++)
    if (terr_hg_state_support_exposed (s, i))
      {
        TerrHgTile saved = s->tiles[i];
        guint first = out->len;

        terr_hg_tile_lift (s, i);
        s->tiles[i].support = FALSE;
        s->tiles[i].level = 255;
        list_tile_places (s, out, TRUE);
        s->tiles[i] = saved;
        terr_hg_tile_put (s, i);
        for (guint k = first; k < out->len; k++)
          {
            TerrHgAction *a = &g_array_index (out, TerrHgAction, k);
            a->from_x = saved.x;
            a->from_y = saved.y;
            a->from_level = saved.level;
            a->from_stack = saved.stack;
            if (a->as_support && a->x == saved.x && a->y == saved.y
                && a->level == saved.level && a->stack == saved.stack)
              {
                g_array_remove_index (out, k);
                k--;
              }
          }
      }
}

void
terr_hg_state_list_actions (TerrHgState *s, GArray *out)
{
  guint first = out->len;
  int seat = s->to_move;
  gboolean place_only;

  if (terr_hg_state_is_over (s))
    return;
  place_only = must_place (s);
  if (s->supply_tiles > 0)
    list_tile_places (s, out, FALSE);
  if (has_coins (s))
    list_free_spaces (s, out, TERR_HG_ACTION_BED);
  if (!s->gazebo_placed[seat])
    list_free_spaces (s, out, TERR_HG_ACTION_GAZEBO);
  if (!place_only)
    {
      if (s->gazebo_placed[seat])
        list_free_spaces (s, out, TERR_HG_ACTION_MOVE_GAZEBO);
      if (s->supply_tiles == 0)
        list_move_support (s, out);
    }
  if (out->len == first)
    push (out, TERR_HG_ACTION_PASS, 0, 0, 0, 0, 0);
}

/* --- random play --- */

/* A number in [0, n) by multiply-shift: one draw and no division (the bias,
 * at most n / 2^32, does not matter to random play). */
static inline int
below (TerrRandom *rng, int n)
{
  return (int) (((terr_random_next (rng) >> 32) * (guint64) n) >> 32);
}

/* A random free space by trial in the bounding box, then by listing. */
static gboolean
random_free_space (const TerrHgState *s, TerrRandom *rng, int *x, int *y)
{
  int w, h, n = 0;

  if (s->n_tiles == 0)
    return FALSE;
  w = s->bx1 - s->bx0 + 1;
  h = s->by1 - s->by0 + 1;
  for (int i = 0; i < 24; i++)
    {
      int cx = s->bx0 + below (rng, w);
      int cy = s->by0 + below (rng, h);
      if (terr_hg_cell_is_free (s, CELL (s, cx, cy)))
        {
          *x = cx;
          *y = cy;
          return TRUE;
        }
    }
  for (int cy = s->by0; cy <= s->by1; cy++)
    for (int cx = s->bx0; cx <= s->bx1; cx++)
      if (terr_hg_cell_is_free (s, CELL (s, cx, cy)) && below (rng, ++n) == 0)
        {
          *x = cx;
          *y = cy;
        }
  return n > 0;
}

/* A terrace on an exposed two-support stack, or a support on an exposed
 * single one: the tile @index it goes on. */
static void
place_on_stack (const TerrHgState *s, int index, gboolean support, TerrHgAction *a)
{
  const TerrHgTile *t = &s->tiles[index];

  a->x = t->x;
  a->y = t->y;
  a->level = support ? t->level : t->level + 1;
  a->stack = support ? 2 : 0;
}

static gboolean
random_tile_place (TerrHgState *s, TerrRandom *rng, gboolean support, TerrHgAction *a)
{
  int stacks[TERR_HG_N_TILES], n_stacks = 0, pick = -1;

  /* squarely on a stack (1b, 2b): one of the exposed supports of the right height */
  for (int i = 0; i < s->n_tiles; i++)
    if (terr_hg_state_support_exposed (s, i) && s->tiles[i].stack == (support ? 1 : 2))
      stacks[n_stacks++] = i;
  if (n_stacks > 0)
    pick = stacks[below (rng, n_stacks)];
  if (pick >= 0 && below (rng, 3) == 0)
    {
      place_on_stack (s, pick, support, a);
      return TRUE;
    }
  if (s->n_tiles == 0)
    {
      if (support)
        return FALSE;
      a->x = a->y = a->level = 0;
      return TRUE;
    }
  for (int i = 0; i < 32; i++)
    {
      int x, y;
      if (!support)
        {
          x = s->bx0 - 2 + below (rng, s->bx1 - s->bx0 + 4);
          y = s->by0 - 2 + below (rng, s->by1 - s->by0 + 4);
          if (table_terrace_ok (s, x, y))
            {
              a->x = x;
              a->y = y;
              a->level = 0;
              return TRUE;
            }
        }
      else
        {
          const TerrHgCell *c;
          x = s->bx0 + below (rng, s->bx1 - s->bx0);
          y = s->by0 + below (rng, s->by1 - s->by0);
          c = CELL (s, x, y);
          if (terr_hg_cell_is_free (s, c) && support_block_ok (s, x, y, s->tiles[c->top].level))
            {
              a->x = x;
              a->y = y;
              a->level = s->tiles[c->top].level;
              a->stack = 1;
              return TRUE;
            }
        }
    }
  if (pick >= 0)
    {
      place_on_stack (s, pick, support, a);
      return TRUE;
    }
  return FALSE;
}

static TerrHgSuit
random_suit (const TerrHgState *s, TerrRandom *rng)
{
  int total = 0, k;

  for (int i = 1; i <= TERR_HG_N_SUITS; i++)
    total += s->supply_coins[i];
  k = below (rng, total);
  for (int i = 1; i <= TERR_HG_N_SUITS; i++)
    if ((k -= s->supply_coins[i]) < 0)
      return i;
  g_assert_not_reached ();
}

static void
random_from_list (TerrHgState *s, TerrRandom *rng, TerrHgAction *out)
{
  GArray *all = g_array_sized_new (FALSE, FALSE, sizeof (TerrHgAction), 256);

  terr_hg_state_list_actions (s, all);
  g_assert (all->len > 0);
  *out = g_array_index (all, TerrHgAction, below (rng, all->len));
  g_array_free (all, TRUE);
}

void
terr_hg_state_random_action (TerrHgState *s, TerrRandom *rng, TerrHgAction *out)
{
  TerrHgActionKind kinds[4];
  int n_kinds = 0;
  int seat = s->to_move;
  gboolean place_only = must_place (s);

  memset (out, 0, sizeof *out);
  /* Now and then a move of the gazebo or of a support, when allowed. */
  if (!place_only && below (rng, 8) == 0)
    {
      if (s->gazebo_placed[seat] && below (rng, 2) == 0
          && random_free_space (s, rng, &out->x, &out->y))
        {
          out->kind = TERR_HG_ACTION_MOVE_GAZEBO;
          return;
        }
      if (s->supply_tiles == 0 && has_exposed_support (s))
        {
          random_from_list (s, rng, out);
          return;
        }
    }
  if (s->supply_tiles > 0)
    {
      kinds[n_kinds++] = TERR_HG_ACTION_TERRACE;
      kinds[n_kinds++] = TERR_HG_ACTION_SUPPORT;
    }
  if (has_coins (s))
    kinds[n_kinds++] = TERR_HG_ACTION_BED;
  if (!s->gazebo_placed[seat])
    kinds[n_kinds++] = TERR_HG_ACTION_GAZEBO;

  while (n_kinds > 0)
    {
      int k = below (rng, n_kinds);
      gboolean ok;

      out->kind = kinds[k];
      switch (out->kind)
        {
        case TERR_HG_ACTION_TERRACE:
          ok = random_tile_place (s, rng, FALSE, out);
          break;
        case TERR_HG_ACTION_SUPPORT:
          ok = random_tile_place (s, rng, TRUE, out);
          break;
        case TERR_HG_ACTION_BED:
          ok = random_free_space (s, rng, &out->x, &out->y);
          if (ok)
            out->suit = random_suit (s, rng);
          break;
        case TERR_HG_ACTION_GAZEBO:
        default:
          ok = random_free_space (s, rng, &out->x, &out->y);
          break;
        }
      if (ok)
        return;
      kinds[k] = kinds[--n_kinds];
    }
  /* No placement: whatever is left (moves of pieces, or a pass). */
  memset (out, 0, sizeof *out);
  random_from_list (s, rng, out);
}

int
terr_hg_state_playout (TerrHgState *s, TerrRandom *rng, int max_actions, GArray *undos)
{
  int n = 0;

  while (n < max_actions && !terr_hg_state_is_over (s))
    {
      TerrHgAction a;
      TerrHgUndo u;

      terr_hg_state_random_action (s, rng, &a);
      terr_hg_state_apply (s, &a, &u);
      if (undos != NULL)
        g_array_append_val (undos, u);
      n++;
    }
  return n;
}
