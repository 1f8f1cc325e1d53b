/* terr-hg-state-design.c — building a Hanging Gardens position piece by
 * piece (the loader) and designing one (inserting, removing and moving
 * pieces, the list of items, the structure check of a draft). */
#include "config.h"

#include "terr-hg-state-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* --- building a position --- */

const char *
terr_hg_state_add_terrace (TerrHgState *s, int x, int y, int level)
{
  const char *why;

  if (s->n_tiles >= TERR_HG_N_TILES)
    return terr_hg_set_reason (s, _("more than %d tiles"), TERR_HG_N_TILES);
  if (level == 0)
    {
      if (!coord_ok (x, y))
        return terr_hg_set_reason (s, _("(%d,%d) is too far out"), x, y);
      for (int q = 0; q < 4; q++)
        if (CELL (s, x + quad_dx[q], y + quad_dy[q])->top >= 0)
          return terr_hg_set_reason (s, _("the terrace at (%d,%d) overlaps another tile at (%d,%d)"),
                                     x, y, x + quad_dx[q], y + quad_dy[q]);
      if (s->n_tiles > 0
          && (MAX (s->bx1, x + 1) - MIN (s->bx0, x) >= GRID_MAX_SPAN
              || MAX (s->by1, y + 1) - MIN (s->by0, y) >= GRID_MAX_SPAN))
        return terr_hg_set_reason (s, _("the garden may not span more than %d spaces"), GRID_MAX_SPAN);
    }
  else if ((why = terr_hg_check_raised_terrace (s, x, y, level)) != NULL)
    return why;
  terr_hg_tile_add (s, x, y, FALSE, level, 0);
  return NULL;
}

const char *
terr_hg_state_add_support (TerrHgState *s, int x, int y, int level, int stack)
{
  const char *why;

  if (s->n_tiles >= TERR_HG_N_TILES)
    return terr_hg_set_reason (s, _("more than %d tiles"), TERR_HG_N_TILES);
  if ((why = terr_hg_check_support_place (s, x, y, level, stack)) != NULL)
    return why;
  terr_hg_tile_add (s, x, y, TRUE, level, stack);
  return NULL;
}

const char *
terr_hg_state_add_bed (TerrHgState *s, int x, int y, TerrHgSuit suit)
{
  const char *why;

  if ((why = terr_hg_check_space (s, x, y, TERR_HG_ACTION_BED)) != NULL)
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
    return terr_hg_set_reason (s, _("there is no seat %d in a %d-player game"), seat, s->n_players);
  if (s->gazebo_placed[seat])
    return terr_hg_set_reason (s, _("seat %d has only one gazebo"), seat);
  if ((why = terr_hg_check_space (s, x, y, TERR_HG_ACTION_GAZEBO)) != NULL)
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
  return terr_hg_grid_content_box (s, x0, y0, x1, y1);
}

gboolean
terr_hg_state_fits (const TerrHgState *s, int x0, int y0, int x1, int y1)
{
  int cx0, cy0, cx1, cy1;

  if (terr_hg_grid_content_box (s, &cx0, &cy0, &cx1, &cy1))
    {
      x0 = MIN (x0, cx0);
      y0 = MIN (y0, cy0);
      x1 = MAX (x1, cx1);
      y1 = MAX (y1, cy1);
    }
  /* As the loader always had it: a box from x0 to x1 spans x1 - x0 + 1. */
  return x1 - x0 < GRID_MAX_SPAN && y1 - y0 < GRID_MAX_SPAN;
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
    terr_hg_stack_tile (s, i);
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
  terr_hg_grid_ensure (s, x, y, x + 1, y + 1);
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
  terr_hg_grid_ensure (s, x, y, x + 1, y + 1);
  terr_hg_stack_tile (s, index);
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
  terr_hg_grid_ensure (s, x, y, x, y);
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
  terr_hg_grid_ensure (s, x, y, x, y);
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
  if (terr_hg_grid_content_box (s, &x0, &y0, &x1, &y1))
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

      if (terr_hg_find_exposed_support (w, x, y, level - 1, 2) >= 0)
        return -1;
      if (u != NULL && u->support && u->stack == 2 && u->x == x && u->y == y)
        {
          *alevel = u->level;
          return TERR_HG_FAULT_STACK_LEVEL;
        }
      return TERR_HG_FAULT_NO_STACK;
    }
  if (t->stack == 2)
    return terr_hg_find_exposed_support (w, x, y, level, 1) >= 0 ? -1 : TERR_HG_FAULT_NO_SUPPORT;
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
      terr_hg_stack_tile (w, order[k]);
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

