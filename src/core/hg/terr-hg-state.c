/* terr-hg-state.c — the Hanging Gardens position on a plain C struct: the
 * grid, life cycle, compact copies, queries, stacking tiles, and applying and
 * undoing an action. The checks and the legal actions are in
 * terr-hg-state-check.c, building and designing a position in
 * terr-hg-state-design.c; see terr-hg-state.h and
 * docs/rules-hanging-gardens.md for the readings. */
#include "config.h"

#include "terr-hg-state-private.h"

/* Free spaces kept around the garden: the level-0 terraces are never taken
 * away and each new one touches the garden, so 24 tiles can grow the
 * bounding box by at most 48 spaces in any direction. */
#define GRID_MARGIN 52

const TerrHgCell terr_hg_empty_cell = { -1, 0, 0, 0 };

static const char *const suit_names[] = { NULL, "suns", "moons", "crowns", "arms" };


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
cell_has_content (const TerrHgCell *c)
{
  return c->top >= 0 || c->bed || c->gazebo;
}

/* The spaces of the grid holding anything; FALSE when none does. */
gboolean
terr_hg_grid_content_box (const TerrHgState *s, int *x0, int *y0, int *x1, int *y1)
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
void
terr_hg_grid_ensure (TerrHgState *s, int x0, int y0, int x1, int y1)
{
  TerrHgCell *old = s->cells;
  int ox = s->ox, oy = s->oy, w = s->w, h = s->h;
  int cx0, cy0, cx1, cy1;

  if (grid_has (s, x0 - 4, y0 - 4) && grid_has (s, x1 + 4, y1 + 4))
    return;
  if (terr_hg_grid_content_box (s, &cx0, &cy0, &cx1, &cy1))
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
    terr_hg_stack_tile (s, order[k]);
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
int
terr_hg_find_exposed_support (const TerrHgState *s, int x, int y, int level, int stack)
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
void
terr_hg_stack_tile (TerrHgState *s, int index)
{
  TerrHgTile *t = &s->tiles[index];

  for (int q = 0; q < 4; q++)
    {
      TerrHgCell *c = cell_mut (s, t->x + quad_dx[q], t->y + quad_dy[q]);
      t->below[q] = c->top;
      c->top = (gint8) index;
    }
}

void
terr_hg_tile_put (TerrHgState *s, int index)
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
      terr_hg_grid_ensure (s, s->bx0, s->by0, s->bx1, s->by1);
    }
  terr_hg_stack_tile (s, index);
}

void
terr_hg_tile_lift (TerrHgState *s, int index)
{
  TerrHgTile *t = &s->tiles[index];

  for (int q = 0; q < 4; q++)
    cell_mut (s, t->x + quad_dx[q], t->y + quad_dy[q])->top = t->below[q];
}

int
terr_hg_tile_add (TerrHgState *s, int x, int y, gboolean support, int level, int stack)
{
  int index = s->n_tiles++;
  TerrHgTile *t = &s->tiles[index];

  t->x = x;
  t->y = y;
  t->support = support;
  t->level = level;
  t->stack = support ? stack : 0;
  terr_hg_tile_put (s, index);
  return index;
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
      terr_hg_tile_add (s, a->x, a->y, FALSE, a->level, 0);
      break;
    case TERR_HG_ACTION_SUPPORT:
      s->supply_tiles--;
      terr_hg_tile_add (s, a->x, a->y, TRUE, a->level, a->stack);
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
        int index = terr_hg_find_exposed_support (s, a->from_x, a->from_y, a->from_level, a->from_stack);
        TerrHgTile *t = &s->tiles[index];

        g_assert (index >= 0);
        undo->tile_index = index;
        undo->old_tile = *t;
        terr_hg_tile_lift (s, index);
        t->x = a->x;
        t->y = a->y;
        t->support = a->as_support;
        t->level = a->level;
        t->stack = a->as_support ? a->stack : 0;
        terr_hg_tile_put (s, index);
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

        terr_hg_tile_lift (s, index);
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

        terr_hg_tile_lift (s, undo->tile_index);
        *t = undo->old_tile;
        terr_hg_tile_put (s, undo->tile_index);
        if (was_table)
          bbox_recompute (s);
      }
      break;
    case TERR_HG_ACTION_PASS:
    default:
      break;
    }
}

