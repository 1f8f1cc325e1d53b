/* terr-hg-state.c — the Hanging Gardens rules on a plain C struct; see
 * terr-hg-state.h and docs/rules-hanging-gardens.md for the readings. */
#include "config.h"

#include "terr-hg-state.h"
#include "terr-refusal.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* Free spaces kept around the garden: the level-0 terraces are never taken
 * away and each new one touches the garden, so 24 tiles can grow the
 * bounding box by at most 48 spaces in any direction. */
#define GRID_MARGIN 52
/* A file whose garden is wider than this is refused by the loader. */
#define GRID_MAX_SPAN TERR_HG_MAX_SPAN

const TerrHgCell terr_hg_empty_cell = { -1, 0, 0, 0 };

static const char *const suit_names[] = { NULL, "suns", "moons", "crowns", "arms" };
/* The suits in a refusal ("no suns coin is left in the supply"). */
static const char *const suit_words[] = { NULL, N_("suns"), N_("moons"), N_("crowns"), N_("arms") };

/* The four spaces of a tile at (x, y), in the order of TerrHgTile.below. */
static const int quad_dx[4] = { 0, 1, 0, 1 };
static const int quad_dy[4] = { 0, 0, 1, 1 };

const char *
terr_hg_suit_to_string (TerrHgSuit suit)
{
  if (suit < TERR_HG_SUIT_SUNS || suit > TERR_HG_SUIT_ARMS)
    return NULL;
  return suit_names[suit];
}

TerrHgSuit
terr_hg_suit_from_string (const char *str)
{
  for (int i = TERR_HG_SUIT_SUNS; i <= TERR_HG_SUIT_ARMS; i++)
    if (g_strcmp0 (str, suit_names[i]) == 0)
      return i;
  return TERR_HG_SUIT_NONE;
}

gboolean
terr_hg_action_is_placement (TerrHgActionKind kind)
{
  return kind <= TERR_HG_ACTION_GAZEBO;
}

/* --- the grid --- */

static void
grid_alloc (TerrHgState *s, int x0, int y0, int x1, int y1)
{
  s->ox = x0 - GRID_MARGIN;
  s->oy = y0 - GRID_MARGIN;
  s->w = x1 - x0 + 1 + 2 * GRID_MARGIN;
  s->h = y1 - y0 + 1 + 2 * GRID_MARGIN;
  s->cells = g_new (TerrHgCell, (gsize) s->w * s->h);
  for (int i = 0; i < s->w * s->h; i++)
    s->cells[i] = terr_hg_empty_cell;
}

static inline gboolean
grid_has (const TerrHgState *s, int x, int y)
{
  return (unsigned) (x - s->ox) < (unsigned) s->w
         && (unsigned) (y - s->oy) < (unsigned) s->h;
}

static inline TerrHgCell *
cell_mut (TerrHgState *s, int x, int y)
{
  g_assert (grid_has (s, x, y));
  return &s->cells[(y - s->oy) * s->w + (x - s->ox)];
}

#define CELL(s, x, y) terr_hg_state_cell ((s), (x), (y))

static inline gboolean
cell_has_content (const TerrHgCell *c)
{
  return c->top >= 0 || c->bed || c->gazebo;
}

/* The spaces of the grid holding anything; FALSE when none does. */
static gboolean
grid_content_box (const TerrHgState *s, int *x0, int *y0, int *x1, int *y1)
{
  gboolean any = FALSE;

  for (int y = s->oy; y < s->oy + s->h; y++)
    for (int x = s->ox; x < s->ox + s->w; x++)
      if (cell_has_content (&s->cells[(y - s->oy) * s->w + (x - s->ox)]))
        {
          if (!any || x < *x0)
            *x0 = x;
          if (!any || x > *x1)
            *x1 = x;
          if (!any)
            *y0 = y;
          *y1 = y;
          any = TRUE;
        }
  return any;
}

/* Make sure the grid holds the spaces (x0..x1, y0..y1), the whole garden,
 * with a few spare spaces around (so that every neighbour a check looks at
 * exists); otherwise lay out a new grid around them and around whatever
 * the old grid holds (a draft's pieces may lie outside the garden). */
static void
grid_ensure (TerrHgState *s, int x0, int y0, int x1, int y1)
{
  TerrHgCell *old = s->cells;
  int ox = s->ox, oy = s->oy, w = s->w, h = s->h;
  int cx0, cy0, cx1, cy1;

  if (grid_has (s, x0 - 4, y0 - 4) && grid_has (s, x1 + 4, y1 + 4))
    return;
  if (grid_content_box (s, &cx0, &cy0, &cx1, &cy1))
    {
      x0 = MIN (x0, cx0);
      y0 = MIN (y0, cy0);
      x1 = MAX (x1, cx1);
      y1 = MAX (y1, cy1);
    }
  grid_alloc (s, x0, y0, x1, y1);
  for (int y = oy; y < oy + h; y++)
    for (int x = ox; x < ox + w; x++)
      {
        const TerrHgCell *c = &old[(y - oy) * w + (x - ox)];
        if (cell_has_content (c))
          *cell_mut (s, x, y) = *c;
      }
  g_free (old);
}

static void
bbox_recompute (TerrHgState *s)
{
  gboolean first = TRUE;

  for (int i = 0; i < s->n_tiles; i++)
    {
      const TerrHgTile *t = &s->tiles[i];
      if (t->support || t->level != 0)
        continue;
      if (first || t->x < s->bx0)
        s->bx0 = t->x;
      if (first || t->y < s->by0)
        s->by0 = t->y;
      if (first || t->x + 1 > s->bx1)
        s->bx1 = t->x + 1;
      if (first || t->y + 1 > s->by1)
        s->by1 = t->y + 1;
      first = FALSE;
    }
}

/* --- life cycle --- */

TerrHgState *
terr_hg_state_new_empty (int n_players, gboolean progress_rule)
{
  TerrHgState *s = g_new0 (TerrHgState, 1);

  s->n_players = n_players;
  s->progress_rule = progress_rule;
  s->to_move = 1;
  grid_alloc (s, 0, 0, 1, 1);
  return s;
}

TerrHgState *
terr_hg_state_new (int n_players, gboolean progress_rule)
{
  TerrHgState *s = terr_hg_state_new_empty (n_players, progress_rule);

  s->supply_tiles = TERR_HG_N_TILES;
  for (int i = 1; i <= TERR_HG_N_SUITS; i++)
    s->supply_coins[i] = TERR_HG_N_PER_SUIT;
  return s;
}

TerrHgState *
terr_hg_state_copy (const TerrHgState *s)
{
  TerrHgState *c = g_memdup2 (s, sizeof *s);

  c->cells = g_memdup2 (s->cells, sizeof (TerrHgCell) * s->w * s->h);
  return c;
}

void
terr_hg_state_free (TerrHgState *s)
{
  if (s == NULL)
    return;
  g_free (s->cells);
  g_free (s);
}

/* --- compact copies --- */

typedef struct {
  int        x, y;
  TerrHgSuit suit;
} FrozenBed;

struct _TerrHgFrozen {
  TerrHgState state;      /* cells NULL */
  int         n_beds;
  FrozenBed   beds[];
};

static int  tile_key   (const TerrHgTile *t);
static void stack_tile (TerrHgState *s, int index);

TerrHgFrozen *
terr_hg_state_freeze (const TerrHgState *s)
{
  TerrHgFrozen *f = g_malloc0 (sizeof (TerrHgFrozen) + sizeof (FrozenBed) * (gsize) MAX (s->n_beds, 0));

  f->state = *s;
  f->state.cells = NULL;
  for (int y = s->oy; y < s->oy + s->h; y++)
    for (int x = s->ox; x < s->ox + s->w && f->n_beds < s->n_beds; x++)
      {
        const TerrHgCell *c = terr_hg_state_cell (s, x, y);
        if (c->bed)
          f->beds[f->n_beds++] = (FrozenBed) { x, y, c->bed };
      }
  return f;
}

TerrHgState *
terr_hg_state_thaw (const TerrHgFrozen *f)
{
  TerrHgState *s = g_memdup2 (&f->state, sizeof f->state);
  int x0 = 0, y0 = 0, x1 = 1, y1 = 1;
  gboolean any = FALSE;
  int order[TERR_HG_N_TILES];

#define COVER(ax0, ay0, ax1, ay1) G_STMT_START {                       \
    x0 = any ? MIN (x0, (ax0)) : (ax0);                                \
    y0 = any ? MIN (y0, (ay0)) : (ay0);                                \
    x1 = any ? MAX (x1, (ax1)) : (ax1);                                \
    y1 = any ? MAX (y1, (ay1)) : (ay1);                                \
    any = TRUE;                                                        \
  } G_STMT_END
  for (int i = 0; i < s->n_tiles; i++)
    COVER (s->tiles[i].x, s->tiles[i].y, s->tiles[i].x + 1, s->tiles[i].y + 1);
  for (int i = 0; i < f->n_beds; i++)
    COVER (f->beds[i].x, f->beds[i].y, f->beds[i].x, f->beds[i].y);
  for (int seat = 1; seat <= TERR_HG_MAX_SEATS; seat++)
    if (s->gazebo_placed[seat])
      COVER (s->gazebo_x[seat], s->gazebo_y[seat], s->gazebo_x[seat], s->gazebo_y[seat]);
#undef COVER
  grid_alloc (s, x0, y0, x1, y1);

  /* Each space's tiles lie bottom-up (by key) in any position, also one
   * played: stacking them in that order gives the same stacks. */
  for (int i = 0; i < s->n_tiles; i++)
    {
      int j = i;

      for (; j > 0 && tile_key (&s->tiles[order[j - 1]]) > tile_key (&s->tiles[i]); j--)
        order[j] = order[j - 1];
      order[j] = i;
    }
  for (int k = 0; k < s->n_tiles; k++)
    stack_tile (s, order[k]);
  for (int i = 0; i < f->n_beds; i++)
    cell_mut (s, f->beds[i].x, f->beds[i].y)->bed = f->beds[i].suit;
  for (int seat = 1; seat <= TERR_HG_MAX_SEATS; seat++)
    if (s->gazebo_placed[seat])
      cell_mut (s, s->gazebo_x[seat], s->gazebo_y[seat])->gazebo = (guint8) seat;
  return s;
}

void
terr_hg_frozen_free (TerrHgFrozen *frozen)
{
  g_free (frozen);
}

static int
tile_compare (const TerrHgTile *a, const TerrHgTile *b)
{
  if (a->x != b->x)
    return a->x < b->x ? -1 : 1;
  if (a->y != b->y)
    return a->y < b->y ? -1 : 1;
  if (a->level != b->level)
    return a->level < b->level ? -1 : 1;
  if (a->support != b->support)
    return a->support < b->support ? -1 : 1;
  if (a->support && a->stack != b->stack)
    return a->stack < b->stack ? -1 : 1;
  return 0;
}

static gboolean
tile_in (const TerrHgState *s, const TerrHgTile *t)
{
  for (int i = 0; i < s->n_tiles; i++)
    if (tile_compare (&s->tiles[i], t) == 0)
      return TRUE;
  return FALSE;
}

gboolean
terr_hg_state_equal (const TerrHgState *a, const TerrHgState *b)
{
  if (a->n_players != b->n_players || a->progress_rule != b->progress_rule
      || a->to_move != b->to_move || a->actions_taken != b->actions_taken
      || a->passes != b->passes || a->supply_tiles != b->supply_tiles
      || a->n_tiles != b->n_tiles || a->n_beds != b->n_beds
      || (a->actions_taken == 1 && a->first_placed != b->first_placed))
    return FALSE;
  for (int i = 1; i <= TERR_HG_N_SUITS; i++)
    if (a->supply_coins[i] != b->supply_coins[i])
      return FALSE;
  for (int i = 1; i <= a->n_players; i++)
    if (a->gazebo_placed[i] != b->gazebo_placed[i]
        || (a->gazebo_placed[i] && (a->gazebo_x[i] != b->gazebo_x[i]
                                    || a->gazebo_y[i] != b->gazebo_y[i])))
      return FALSE;
  for (int i = 0; i < a->n_tiles; i++)
    if (!tile_in (b, &a->tiles[i]))
      return FALSE;
  if (a->n_tiles == 0)
    return TRUE;
  if (a->bx0 != b->bx0 || a->by0 != b->by0 || a->bx1 != b->bx1 || a->by1 != b->by1)
    return FALSE;
  for (int y = a->by0; y <= a->by1; y++)
    for (int x = a->bx0; x <= a->bx1; x++)
      {
        const TerrHgCell *ca = CELL (a, x, y), *cb = CELL (b, x, y);
        if (ca->bed != cb->bed || ca->gazebo != cb->gazebo)
          return FALSE;
        if (terr_hg_state_height2 (a, x, y) != terr_hg_state_height2 (b, x, y))
          return FALSE;
      }
  return TRUE;
}

/* --- queries --- */

const TerrHgTile *
terr_hg_state_top (const TerrHgState *s, int x, int y)
{
  int top = CELL (s, x, y)->top;

  return top < 0 ? NULL : &s->tiles[top];
}

int
terr_hg_state_height2 (const TerrHgState *s, int x, int y)
{
  const TerrHgTile *t = terr_hg_state_top (s, x, y);

  if (t == NULL)
    return 0;
  return 2 * t->level + (t->support ? 1 : 0);
}

gboolean
terr_hg_state_support_exposed (const TerrHgState *s, int index)
{
  const TerrHgTile *t = &s->tiles[index];

  /* Whatever stands on a support stands squarely on it. */
  return t->support && CELL (s, t->x, t->y)->top == index;
}

/* The support standing squarely and exposed at (x, y) with that level and
 * stack, or -1. */
static int
find_exposed_support (const TerrHgState *s, int x, int y, int level, int stack)
{
  int top = CELL (s, x, y)->top;
  const TerrHgTile *t;

  if (top < 0)
    return -1;
  t = &s->tiles[top];
  if (!t->support || t->x != x || t->y != y || t->level != level || t->stack != stack)
    return -1;
  return top;
}

const TerrHgTile *
terr_hg_state_top_terrace (const TerrHgState *s, int x, int y)
{
  int index = CELL (s, x, y)->top;

  /* Down the space's stack: each tile knows what was under each of its
   * four spaces. */
  for (int n = 0; index >= 0 && n < TERR_HG_N_TILES; n++)
    {
      const TerrHgTile *t = &s->tiles[index];

      if (!t->support)
        return t;
      index = t->below[(x - t->x) + 2 * (y - t->y)];
    }
  return NULL;
}

/* --- placing and lifting tiles --- */

/* Put the tile @index on top of what covers its four spaces (the grid holds
 * them). */
static void
stack_tile (TerrHgState *s, int index)
{
  TerrHgTile *t = &s->tiles[index];

  for (int q = 0; q < 4; q++)
    {
      TerrHgCell *c = cell_mut (s, t->x + quad_dx[q], t->y + quad_dy[q]);
      t->below[q] = c->top;
      c->top = (gint8) index;
    }
}

static void
tile_put (TerrHgState *s, int index)
{
  TerrHgTile *t = &s->tiles[index];

  if (!t->support && t->level == 0)
    {
      if (s->n_tiles == 1)
        {
          s->bx0 = t->x;
          s->by0 = t->y;
          s->bx1 = t->x + 1;
          s->by1 = t->y + 1;
        }
      else
        {
          s->bx0 = MIN (s->bx0, t->x);
          s->by0 = MIN (s->by0, t->y);
          s->bx1 = MAX (s->bx1, t->x + 1);
          s->by1 = MAX (s->by1, t->y + 1);
        }
      grid_ensure (s, s->bx0, s->by0, s->bx1, s->by1);
    }
  stack_tile (s, index);
}

static void
tile_lift (TerrHgState *s, int index)
{
  TerrHgTile *t = &s->tiles[index];

  for (int q = 0; q < 4; q++)
    cell_mut (s, t->x + quad_dx[q], t->y + quad_dy[q])->top = t->below[q];
}

static int
tile_add (TerrHgState *s, int x, int y, gboolean support, int level, int stack)
{
  int index = s->n_tiles++;
  TerrHgTile *t = &s->tiles[index];

  t->x = x;
  t->y = y;
  t->support = support;
  t->level = level;
  t->stack = support ? stack : 0;
  tile_put (s, index);
  return index;
}

/* --- structural checks shared by the rules and the loader --- */

static const char *
set_reason (TerrHgState *s, const char *format, ...) G_GNUC_PRINTF (2, 3);

static const char *
set_reason (TerrHgState *s, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_vsnprintf (s->reason, sizeof s->reason, format, args);
  va_end (args);
  return s->reason;
}

G_STATIC_ASSERT ((int) TERR_HG_REFUSAL_MUST_PLACE == (int) TERR_REFUSAL_N_COMMON);

/* The refusal as a value (s->why), before set_reason() words it for files
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

static gboolean
coord_ok (int x, int y)
{
  return ABS (x) <= 1000000 && ABS (y) <= 1000000;
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
      return set_reason (s, _("(%d,%d) is too far from the garden"), x, y);
    }
  if (table_terrace_ok (s, x, y))
    return NULL;
  for (int q = 0; q < 4; q++)
    if (CELL (s, x + quad_dx[q], y + quad_dy[q])->top >= 0)
      {
        mark_why (s, TERR_HG_REFUSAL_TABLE_TAKEN, x, y);
        mark_fault (s, x + quad_dx[q], y + quad_dy[q]);
        return set_reason (s, _("a terrace on the table needs four spaces with no tile on them, "
                              "but (%d,%d) has one"), x + quad_dx[q], y + quad_dy[q]);
      }
  mark_why (s, TERR_HG_REFUSAL_TABLE_APART, x, y);
  return set_reason (s, _("a terrace on the table must touch the garden: one of its spaces "
                        "must be next to a space with a tile"));
}

/* Terrace on a two-support stack (1b). */
static const char *
check_raised_terrace (TerrHgState *s, int x, int y, int level)
{
  int top = CELL (s, x, y)->top;
  const TerrHgTile *t = top >= 0 ? &s->tiles[top] : NULL;

  if (find_exposed_support (s, x, y, level - 1, 2) >= 0)
    return NULL;
  if (t != NULL && t->support && t->stack == 2 && t->x == x && t->y == y)
    {
      mark_why (s, TERR_HG_REFUSAL_STACK_LEVEL, x, y);
      mark_values (s, t->level, t->level + 1);
      return set_reason (s, _("the two-support stack at (%d,%d) stands on level %d, so a terrace "
                            "on it has level %d"), x, y, t->level, t->level + 1);
    }
  mark_why (s, TERR_HG_REFUSAL_NO_STACK, x, y);
  mark_values (s, level, level - 1);
  return set_reason (s, _("a level-%d terrace goes squarely on an exposed two-support stack "
                        "standing on level %d at (%d,%d)"), level, level - 1, x, y);
}

static const char *
check_terrace_place (TerrHgState *s, int x, int y, int level)
{
  if (level == 0)
    return check_table_terrace (s, x, y);
  return check_raised_terrace (s, x, y, level);
}

/* Support on a block (2a): four spaces whose tops are free terrace of
 * @level.  The fast test; check_support_place() says why not. */
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

static const char *
check_support_place (TerrHgState *s, int x, int y, int level, int stack)
{
  if (stack == 2)
    {
      if (find_exposed_support (s, x, y, level, 1) >= 0)
        return NULL;
      mark_why (s, TERR_HG_REFUSAL_NO_FIRST_SUPPORT, x, y);
      mark_values (s, level, 0);
      return set_reason (s, _("a second support goes squarely on an exposed support of stack "
                            "height 1 standing on level %d at (%d,%d)"), level, x, y);
    }
  if (stack != 1)
    {
      mark_why (s, TERR_REFUSAL_NOT_A_MOVE, x, y);
      return set_reason (s, _("a support stands at stack height 1 or 2"));
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
        return set_reason (s, _("a support on level %d needs a 2 x 2 block of terrace at level %d "
                              "with no bed or gazebo on it, but (%d,%d) is not a level-%d terrace"),
                           level, level, sx, sy, level);
      s->why.code = TERR_HG_REFUSAL_COVERS_BED;
      if (c->bed)
        return set_reason (s, _("a support at (%d,%d) level %d would cover a bed at (%d,%d)"),
                           x, y, level, sx, sy);
      s->why.code = TERR_HG_REFUSAL_COVERS_GAZEBO;
      if (c->gazebo)
        return set_reason (s, _("a support at (%d,%d) level %d would cover a gazebo at (%d,%d)"),
                           x, y, level, sx, sy);
    }
  return NULL;
}

static const char *
check_space (TerrHgState *s, int x, int y, TerrHgActionKind piece)
{
  const TerrHgCell *c = CELL (s, x, y);
  const char *what = piece == TERR_HG_ACTION_BED ? _("a bed") : _("a gazebo");

  if (c->top < 0)
    {
      mark_why (s, TERR_HG_REFUSAL_BARE_TABLE, x, y);
      s->why.piece = piece;
      return set_reason (s, _("%s goes on a terrace, and (%d,%d) is bare table"), what, x, y);
    }
  if (s->tiles[c->top].support)
    {
      mark_why (s, TERR_HG_REFUSAL_ON_SUPPORT, x, y);
      s->why.piece = piece;
      return set_reason (s, _("%s goes on a terrace, and (%d,%d) is a support"), what, x, y);
    }
  mark_why (s, c->bed ? TERR_HG_REFUSAL_HOLDS_BED : TERR_HG_REFUSAL_HOLDS_GAZEBO, x, y);
  if (c->bed)
    return set_reason (s, _("(%d,%d) already holds a bed"), x, y);
  if (c->gazebo)
    return set_reason (s, _("(%d,%d) already holds a gazebo"), x, y);
  return NULL;
}

/* --- building a position --- */

const char *
terr_hg_state_add_terrace (TerrHgState *s, int x, int y, int level)
{
  const char *why;

  if (s->n_tiles >= TERR_HG_N_TILES)
    return set_reason (s, _("more than %d tiles"), TERR_HG_N_TILES);
  if (level == 0)
    {
      if (!coord_ok (x, y))
        return set_reason (s, _("(%d,%d) is too far out"), x, y);
      for (int q = 0; q < 4; q++)
        if (CELL (s, x + quad_dx[q], y + quad_dy[q])->top >= 0)
          return set_reason (s, _("the terrace at (%d,%d) overlaps another tile at (%d,%d)"),
                             x, y, x + quad_dx[q], y + quad_dy[q]);
      if (s->n_tiles > 0
          && (MAX (s->bx1, x + 1) - MIN (s->bx0, x) >= GRID_MAX_SPAN
              || MAX (s->by1, y + 1) - MIN (s->by0, y) >= GRID_MAX_SPAN))
        return set_reason (s, _("the garden may not span more than %d spaces"), GRID_MAX_SPAN);
    }
  else if ((why = check_raised_terrace (s, x, y, level)) != NULL)
    return why;
  tile_add (s, x, y, FALSE, level, 0);
  return NULL;
}

const char *
terr_hg_state_add_support (TerrHgState *s, int x, int y, int level, int stack)
{
  const char *why;

  if (s->n_tiles >= TERR_HG_N_TILES)
    return set_reason (s, _("more than %d tiles"), TERR_HG_N_TILES);
  if ((why = check_support_place (s, x, y, level, stack)) != NULL)
    return why;
  tile_add (s, x, y, TRUE, level, stack);
  return NULL;
}

const char *
terr_hg_state_add_bed (TerrHgState *s, int x, int y, TerrHgSuit suit)
{
  const char *why;

  if ((why = check_space (s, x, y, TERR_HG_ACTION_BED)) != NULL)
    return why;
  cell_mut (s, x, y)->bed = suit;
  s->n_beds++;
  return NULL;
}

const char *
terr_hg_state_add_gazebo (TerrHgState *s, int x, int y, int seat)
{
  const char *why;

  if (seat < 1 || seat > s->n_players)
    return set_reason (s, _("there is no seat %d in a %d-player game"), seat, s->n_players);
  if (s->gazebo_placed[seat])
    return set_reason (s, _("seat %d has only one gazebo"), seat);
  if ((why = check_space (s, x, y, TERR_HG_ACTION_GAZEBO)) != NULL)
    return why;
  cell_mut (s, x, y)->gazebo = seat;
  s->gazebo_placed[seat] = TRUE;
  s->gazebo_x[seat] = x;
  s->gazebo_y[seat] = y;
  return NULL;
}

/* --- designing a position --- */

gboolean
terr_hg_state_content_box (const TerrHgState *s, int *x0, int *y0, int *x1, int *y1)
{
  return grid_content_box (s, x0, y0, x1, y1);
}

gboolean
terr_hg_state_fits (const TerrHgState *s, int x0, int y0, int x1, int y1)
{
  int cx0, cy0, cx1, cy1;

  if (grid_content_box (s, &cx0, &cy0, &cx1, &cy1))
    {
      x0 = MIN (x0, cx0);
      y0 = MIN (y0, cy0);
      x1 = MAX (x1, cx1);
      y1 = MAX (y1, cy1);
    }
  /* As the loader always had it: a box from x0 to x1 spans x1 - x0 + 1. */
  return x1 - x0 < GRID_MAX_SPAN && y1 - y0 < GRID_MAX_SPAN;
}

/* Bottom-up: a tile's key is larger than that of anything it may stand on. */
static int
tile_key (const TerrHgTile *t)
{
  return t->level * 4 + (t->support ? t->stack : 0);
}

static int
tile_order (const TerrHgTile *a, const TerrHgTile *b)
{
  int ka = tile_key (a), kb = tile_key (b);

  if (ka != kb)
    return ka < kb ? -1 : 1;
  if (a->y != b->y)
    return a->y < b->y ? -1 : 1;
  return a->x < b->x ? -1 : (a->x > b->x);
}

/* Stable, by key only (the tiles of a played game are in the order they
 * came; a loaded or designed position is sorted already). */
static void
sort_tiles (TerrHgState *s)
{
  for (int i = 1; i < s->n_tiles; i++)
    {
      TerrHgTile t = s->tiles[i];
      int j = i;

      for (; j > 0 && tile_key (&s->tiles[j - 1]) > tile_key (&t); j--)
        s->tiles[j] = s->tiles[j - 1];
      s->tiles[j] = t;
    }
}

/* Stack every tile again, in array order, from the bare table. */
static void
restack (TerrHgState *s)
{
  for (int i = 0; i < s->w * s->h; i++)
    s->cells[i].top = -1;
  for (int i = 0; i < s->n_tiles; i++)
    stack_tile (s, i);
}

static TerrHgTile
make_tile (int x, int y, gboolean support, int level, int stack)
{
  TerrHgTile t = { 0 };

  t.x = x;
  t.y = y;
  t.support = !!support;
  t.level = (guint8) level;
  t.stack = support ? (guint8) stack : 0;
  return t;
}

int
terr_hg_state_insert_tile (TerrHgState *s, int x, int y, gboolean support, int level, int stack)
{
  TerrHgTile t = make_tile (x, y, support, level, stack);
  int at;

  g_return_val_if_fail (s->n_tiles < TERR_HG_N_TILES, -1);

  sort_tiles (s);
  for (at = s->n_tiles; at > 0 && tile_order (&s->tiles[at - 1], &t) > 0; at--)
    ;
  memmove (&s->tiles[at + 1], &s->tiles[at], sizeof (TerrHgTile) * (s->n_tiles - at));
  s->tiles[at] = t;
  s->n_tiles++;
  grid_ensure (s, x, y, x + 1, y + 1);
  restack (s);
  return at;
}

int
terr_hg_state_append_tile (TerrHgState *s, int x, int y, gboolean support, int level, int stack)
{
  int index = s->n_tiles;

  g_return_val_if_fail (s->n_tiles < TERR_HG_N_TILES, -1);

  s->tiles[index] = make_tile (x, y, support, level, stack);
  s->n_tiles++;
  grid_ensure (s, x, y, x + 1, y + 1);
  stack_tile (s, index);
  return index;
}

void
terr_hg_state_remove_tile (TerrHgState *s, int index)
{
  g_return_if_fail (index >= 0 && index < s->n_tiles);

  memmove (&s->tiles[index], &s->tiles[index + 1], sizeof (TerrHgTile) * (s->n_tiles - index - 1));
  s->n_tiles--;
  restack (s);
}

int
terr_hg_state_find_tile (const TerrHgState *s, int x, int y, gboolean support, int level, int stack)
{
  for (int i = s->n_tiles - 1; i >= 0; i--)
    {
      const TerrHgTile *t = &s->tiles[i];
      if (t->x == x && t->y == y && t->support == !!support && t->level == level
          && (!support || t->stack == stack))
        return i;
    }
  return -1;
}

void
terr_hg_state_set_bed (TerrHgState *s, int x, int y, TerrHgSuit suit)
{
  TerrHgCell *c;

  if (suit == TERR_HG_SUIT_NONE && !grid_has (s, x, y))
    return;
  grid_ensure (s, x, y, x, y);
  c = cell_mut (s, x, y);
  s->n_beds += (suit != TERR_HG_SUIT_NONE) - (c->bed != TERR_HG_SUIT_NONE);
  c->bed = suit;
}

void
terr_hg_state_remove_gazebo (TerrHgState *s, int seat)
{
  g_return_if_fail (seat >= 1 && seat <= TERR_HG_MAX_SEATS);

  if (!s->gazebo_placed[seat])
    return;
  if (grid_has (s, s->gazebo_x[seat], s->gazebo_y[seat]))
    {
      TerrHgCell *c = cell_mut (s, s->gazebo_x[seat], s->gazebo_y[seat]);
      if (c->gazebo == seat)
        c->gazebo = 0;
    }
  s->gazebo_placed[seat] = FALSE;
}

void
terr_hg_state_set_gazebo (TerrHgState *s, int seat, int x, int y)
{
  g_return_if_fail (seat >= 1 && seat <= TERR_HG_MAX_SEATS);

  terr_hg_state_remove_gazebo (s, seat);
  grid_ensure (s, x, y, x, y);
  cell_mut (s, x, y)->gazebo = (guint8) seat;
  s->gazebo_placed[seat] = TRUE;
  s->gazebo_x[seat] = x;
  s->gazebo_y[seat] = y;
}

void
terr_hg_state_update_box (TerrHgState *s)
{
  int x0, y0, x1, y1;

  /* In a valid position this is the box of the level-0 terraces; in a
   * draft it holds every piece, so that every piece is scored, listed and
   * drawn within it. */
  if (grid_content_box (s, &x0, &y0, &x1, &y1))
    {
      s->bx0 = x0;
      s->by0 = y0;
      s->bx1 = x1;
      s->by1 = y1;
    }
}

GArray *
terr_hg_state_list_items (const TerrHgState *s)
{
  GArray *items = g_array_new (FALSE, TRUE, sizeof (TerrHgItem));

  for (int y = s->oy; y < s->oy + s->h; y++)
    for (int x = s->ox; x < s->ox + s->w; x++)
      {
        const TerrHgCell *c = CELL (s, x, y);
        if (c->bed)
          {
            TerrHgItem item = { FALSE, x, y, c->bed, 0 };
            g_array_append_val (items, item);
          }
      }
  for (int seat = 1; seat <= MIN (s->n_players, TERR_HG_MAX_SEATS); seat++)
    if (s->gazebo_placed[seat])
      {
        TerrHgItem item = { TRUE, s->gazebo_x[seat], s->gazebo_y[seat], TERR_HG_SUIT_NONE, seat };
        g_array_append_val (items, item);
      }
  return items;
}

static void
add_fault (GArray *faults, TerrHgFaultKind kind, int tile, int item, int ax, int ay, int alevel)
{
  TerrHgFault f = { kind, tile, item, ax, ay, alevel };

  g_array_append_val (faults, f);
}

/* The fault of tile @index judged on the tiles stacked in @w so far (what
 * terr_hg_state_add_terrace() and _add_support() refuse), or -1. */
static int
tile_fault (const TerrHgState *w, int index, int *ax, int *ay, int *alevel)
{
  const TerrHgTile *t = &w->tiles[index];
  int x = t->x, y = t->y, level = t->level;

  if (!t->support && level == 0)
    {
      for (int q = 0; q < 4; q++)
        if (CELL (w, x + quad_dx[q], y + quad_dy[q])->top >= 0)
          {
            *ax = x + quad_dx[q];
            *ay = y + quad_dy[q];
            return TERR_HG_FAULT_OVERLAP;
          }
      return -1;
    }
  if (!t->support)
    {
      int top = CELL (w, x, y)->top;
      const TerrHgTile *u = top >= 0 ? &w->tiles[top] : NULL;

      if (find_exposed_support (w, x, y, level - 1, 2) >= 0)
        return -1;
      if (u != NULL && u->support && u->stack == 2 && u->x == x && u->y == y)
        {
          *alevel = u->level;
          return TERR_HG_FAULT_STACK_LEVEL;
        }
      return TERR_HG_FAULT_NO_STACK;
    }
  if (t->stack == 2)
    return find_exposed_support (w, x, y, level, 1) >= 0 ? -1 : TERR_HG_FAULT_NO_SUPPORT;
  for (int q = 0; q < 4; q++)
    {
      const TerrHgCell *c = CELL (w, x + quad_dx[q], y + quad_dy[q]);
      if (c->top < 0 || w->tiles[c->top].support || w->tiles[c->top].level != level)
        {
          *ax = x + quad_dx[q];
          *ay = y + quad_dy[q];
          return TERR_HG_FAULT_NO_BLOCK;
        }
    }
  return -1;
}

void
terr_hg_state_check_structure (const TerrHgState *s, const GArray *items, GArray *faults)
{
  g_autoptr(GArray) own = NULL;
  TerrHgState *w;
  int order[TERR_HG_N_TILES];
  int placed[TERR_HG_N_SUITS + 1] = { 0 };
  gboolean counted[TERR_HG_N_SUITS + 1] = { FALSE };

  if (items == NULL)
    items = own = terr_hg_state_list_items (s);

  /* Build the position again on a copy, from the bare table up: each tile
   * is judged on what is under it, then put there even when wrong, so
   * that the tiles above are judged on it. */
  w = terr_hg_state_copy (s);
  for (int i = 0; i < w->w * w->h; i++)
    w->cells[i] = terr_hg_empty_cell;
  for (int i = 0; i < s->n_tiles; i++)
    {
      int j = i;

      for (; j > 0 && tile_key (&s->tiles[order[j - 1]]) > tile_key (&s->tiles[i]); j--)
        order[j] = order[j - 1];
      order[j] = i;
    }
  for (int k = 0; k < s->n_tiles; k++)
    {
      int ax = 0, ay = 0, alevel = 0;
      int kind = tile_fault (w, order[k], &ax, &ay, &alevel);

      if (kind >= 0)
        add_fault (faults, kind, order[k], -1, ax, ay, alevel);
      stack_tile (w, order[k]);
    }

  if (s->n_tiles + s->supply_tiles > TERR_HG_N_TILES)
    add_fault (faults, TERR_HG_FAULT_TILE_COUNT, -1, -1, 0, 0, 0);

  /* Then the beds and gazebos, each on the tiles and the items before it. */
  for (guint i = 0; i < items->len; i++)
    {
      const TerrHgItem *it = &g_array_index (items, TerrHgItem, i);
      TerrHgCell *c = cell_mut (w, it->x, it->y);

      if (!it->gazebo && it->suit >= TERR_HG_SUIT_SUNS && it->suit <= TERR_HG_SUIT_ARMS
          && ++placed[it->suit] + s->supply_coins[it->suit] > TERR_HG_N_PER_SUIT
          && !counted[it->suit])
        {
          counted[it->suit] = TRUE;
          add_fault (faults, TERR_HG_FAULT_COIN_COUNT, -1, (int) i, it->x, it->y, 0);
        }
      if (c->top < 0)
        add_fault (faults, TERR_HG_FAULT_ON_TABLE, -1, (int) i, it->x, it->y, 0);
      else if (w->tiles[c->top].support)
        add_fault (faults, TERR_HG_FAULT_ON_SUPPORT, -1, (int) i, it->x, it->y, 0);
      else if (it->gazebo ? c->bed != 0 : c->gazebo != 0)
        add_fault (faults, TERR_HG_FAULT_SHARED, -1, (int) i, it->x, it->y, 0);
      if (it->gazebo)
        c->gazebo = (guint8) it->seat;
      else
        c->bed = it->suit;
    }
  terr_hg_state_free (w);
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
      return set_reason (s, _("a support can be moved only when the supply holds no tile"));
    }
  index = find_exposed_support (s, a->from_x, a->from_y, a->from_level, a->from_stack);
  mark_why (s, TERR_HG_REFUSAL_NO_EXPOSED_SUPPORT, a->from_x, a->from_y);
  mark_values (s, a->from_level, a->from_stack);
  if (index < 0)
    return set_reason (s, _("there is no exposed support at (%d,%d) on level %d at stack "
                          "height %d"), a->from_x, a->from_y, a->from_level, a->from_stack);
  if (a->as_support && a->x == a->from_x && a->y == a->from_y
      && a->level == a->from_level && a->stack == a->from_stack)
    {
      mark_why (s, TERR_HG_REFUSAL_SAME_PLACE, a->x, a->y);
      return set_reason (s, _("the support must go somewhere other than where it stood"));
    }

  /* Judge the new place with the support lifted. */
  saved = s->tiles[index];
  tile_lift (s, index);
  s->tiles[index].support = FALSE;
  s->tiles[index].level = 255;   /* matches nothing while lifted */
  if (a->as_support)
    why = check_support_place (s, a->x, a->y, a->level, a->stack);
  else
    why = check_terrace_place (s, a->x, a->y, a->level);
  s->tiles[index] = saved;
  tile_put (s, index);
  return why;
}

const char *
terr_hg_state_check (TerrHgState *s, const TerrHgAction *a)
{
  const char *why = NULL;
  int seat = s->to_move;

  mark_why (s, TERR_REFUSAL_GAME_OVER, a->x, a->y);
  if (terr_hg_state_is_over (s))
    return set_reason (s, _("the game is over"));
  if (a->kind == TERR_HG_ACTION_PASS)
    {
      mark_why (s, TERR_HG_REFUSAL_PASS, 0, 0);
      if (must_place (s) || has_action (s))
        return set_reason (s, _("a pass is allowed only when no action is possible"));
      return NULL;
    }
  mark_why (s, TERR_HG_REFUSAL_MUST_PLACE, a->x, a->y);
  if (!terr_hg_action_is_placement (a->kind) && must_place (s))
    return set_reason (s, _("the first action of this turn placed nothing, so the second must "
                          "place a tile, a bed or your gazebo"));

  switch (a->kind)
    {
    case TERR_HG_ACTION_TERRACE:
      mark_why (s, TERR_HG_REFUSAL_NO_TILE, a->x, a->y);
      if (s->supply_tiles == 0)
        return set_reason (s, _("no tile is left in the supply"));
      why = check_terrace_place (s, a->x, a->y, a->level);
      break;
    case TERR_HG_ACTION_SUPPORT:
      mark_why (s, TERR_HG_REFUSAL_NO_TILE, a->x, a->y);
      if (s->supply_tiles == 0)
        return set_reason (s, _("no tile is left in the supply"));
      why = check_support_place (s, a->x, a->y, a->level, a->stack);
      break;
    case TERR_HG_ACTION_BED:
      mark_why (s, TERR_REFUSAL_NOT_A_MOVE, a->x, a->y);
      if (a->suit < TERR_HG_SUIT_SUNS || a->suit > TERR_HG_SUIT_ARMS)
        return set_reason (s, _("a bed has one of the four suits"));
      mark_why (s, TERR_HG_REFUSAL_NO_COIN, a->x, a->y);
      mark_values (s, a->suit, 0);
      if (s->supply_coins[a->suit] == 0)
        return set_reason (s, _("no %s coin is left in the supply"), _(suit_words[a->suit]));
      why = check_space (s, a->x, a->y, TERR_HG_ACTION_BED);
      break;
    case TERR_HG_ACTION_GAZEBO:
      mark_why (s, TERR_HG_REFUSAL_GAZEBO_PLACED, a->x, a->y);
      if (s->gazebo_placed[seat])
        return set_reason (s, _("your gazebo is already in the garden; move it instead"));
      why = check_space (s, a->x, a->y, TERR_HG_ACTION_GAZEBO);
      break;
    case TERR_HG_ACTION_MOVE_GAZEBO:
      mark_why (s, TERR_HG_REFUSAL_GAZEBO_IN_HAND, a->x, a->y);
      if (!s->gazebo_placed[seat])
        return set_reason (s, _("your gazebo is not in the garden yet"));
      mark_why (s, TERR_HG_REFUSAL_GAZEBO_THERE, a->x, a->y);
      if (s->gazebo_x[seat] == a->x && s->gazebo_y[seat] == a->y)
        return set_reason (s, _("your gazebo already stands on (%d,%d)"), a->x, a->y);
      why = check_space (s, a->x, a->y, TERR_HG_ACTION_GAZEBO);
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

void
terr_hg_state_apply (TerrHgState *s, const TerrHgAction *a, TerrHgUndo *undo)
{
  int seat = s->to_move;

  undo->action = *a;
  undo->to_move = s->to_move;
  undo->actions_taken = s->actions_taken;
  undo->first_placed = s->first_placed;
  undo->passes = s->passes;

  switch (a->kind)
    {
    case TERR_HG_ACTION_TERRACE:
      s->supply_tiles--;
      tile_add (s, a->x, a->y, FALSE, a->level, 0);
      break;
    case TERR_HG_ACTION_SUPPORT:
      s->supply_tiles--;
      tile_add (s, a->x, a->y, TRUE, a->level, a->stack);
      break;
    case TERR_HG_ACTION_BED:
      s->supply_coins[a->suit]--;
      cell_mut (s, a->x, a->y)->bed = a->suit;
      s->n_beds++;
      break;
    case TERR_HG_ACTION_GAZEBO:
      cell_mut (s, a->x, a->y)->gazebo = seat;
      s->gazebo_placed[seat] = TRUE;
      s->gazebo_x[seat] = a->x;
      s->gazebo_y[seat] = a->y;
      break;
    case TERR_HG_ACTION_MOVE_GAZEBO:
      undo->old_x = s->gazebo_x[seat];
      undo->old_y = s->gazebo_y[seat];
      cell_mut (s, undo->old_x, undo->old_y)->gazebo = 0;
      cell_mut (s, a->x, a->y)->gazebo = seat;
      s->gazebo_x[seat] = a->x;
      s->gazebo_y[seat] = a->y;
      break;
    case TERR_HG_ACTION_MOVE_SUPPORT:
      {
        int index = find_exposed_support (s, a->from_x, a->from_y, a->from_level, a->from_stack);
        TerrHgTile *t = &s->tiles[index];

        g_assert (index >= 0);
        undo->tile_index = index;
        undo->old_tile = *t;
        tile_lift (s, index);
        t->x = a->x;
        t->y = a->y;
        t->support = a->as_support;
        t->level = a->level;
        t->stack = a->as_support ? a->stack : 0;
        tile_put (s, index);
      }
      break;
    case TERR_HG_ACTION_PASS:
    default:
      break;
    }

  if (a->kind == TERR_HG_ACTION_PASS)
    {
      s->passes++;
      s->actions_taken = 2;
    }
  else
    {
      s->passes = 0;
      if (s->actions_taken == 0)
        s->first_placed = terr_hg_action_is_placement (a->kind);
      s->actions_taken++;
    }
  if (s->actions_taken == 2)
    {
      s->actions_taken = 0;
      s->first_placed = FALSE;
      s->to_move = s->to_move % s->n_players + 1;
    }
}

void
terr_hg_state_undo (TerrHgState *s, const TerrHgUndo *undo)
{
  const TerrHgAction *a = &undo->action;
  int seat = undo->to_move;

  s->to_move = undo->to_move;
  s->actions_taken = undo->actions_taken;
  s->first_placed = undo->first_placed;
  s->passes = undo->passes;

  switch (a->kind)
    {
    case TERR_HG_ACTION_TERRACE:
    case TERR_HG_ACTION_SUPPORT:
      {
        int index = --s->n_tiles;
        const TerrHgTile *t = &s->tiles[index];

        tile_lift (s, index);
        s->supply_tiles++;
        if (!t->support && t->level == 0)
          bbox_recompute (s);
      }
      break;
    case TERR_HG_ACTION_BED:
      s->supply_coins[a->suit]++;
      cell_mut (s, a->x, a->y)->bed = 0;
      s->n_beds--;
      break;
    case TERR_HG_ACTION_GAZEBO:
      cell_mut (s, a->x, a->y)->gazebo = 0;
      s->gazebo_placed[seat] = FALSE;
      break;
    case TERR_HG_ACTION_MOVE_GAZEBO:
      cell_mut (s, a->x, a->y)->gazebo = 0;
      cell_mut (s, undo->old_x, undo->old_y)->gazebo = seat;
      s->gazebo_x[seat] = undo->old_x;
      s->gazebo_y[seat] = undo->old_y;
      break;
    case TERR_HG_ACTION_MOVE_SUPPORT:
      {
        TerrHgTile *t = &s->tiles[undo->tile_index];
        gboolean was_table = !t->support && t->level == 0;

        tile_lift (s, undo->tile_index);
        *t = undo->old_tile;
        tile_put (s, undo->tile_index);
        if (was_table)
          bbox_recompute (s);
      }
      break;
    case TERR_HG_ACTION_PASS:
    default:
      break;
    }
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

        tile_lift (s, i);
        s->tiles[i].support = FALSE;
        s->tiles[i].level = 255;
        list_tile_places (s, out, TRUE);
        s->tiles[i] = saved;
        tile_put (s, i);
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
