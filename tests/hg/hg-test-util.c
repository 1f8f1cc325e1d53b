/* hg-test-util.c — see hg-test-util.h. */
#include "hg-test-util.h"

#include <stdio.h>
#include <stdlib.h>

TerrHgState *
hg_build (int players, const char *pieces)
{
  TerrHgState *s = terr_hg_state_new (players, TRUE);
  g_auto(GStrv) items = g_strsplit (pieces, ";", -1);

  for (int i = 0; items[i]; i++)
    {
      char kind = 0, word[16] = "";
      int x = 0, y = 0, a = 0, b = 0;
      const char *why = NULL;
      char *item = g_strstrip (items[i]);

      if (*item == '\0')
        continue;
      if (sscanf (item, "%c %d %d %15s %d", &kind, &x, &y, word, &b) < 4)
        g_error ("bad piece “%s”", item);
      a = atoi (word);
      switch (kind)
        {
        case 'T':
          why = terr_hg_state_add_terrace (s, x, y, a);
          s->supply_tiles--;
          break;
        case 'S':
          why = terr_hg_state_add_support (s, x, y, a, b);
          s->supply_tiles--;
          break;
        case 'B':
          {
            TerrHgSuit suit = terr_hg_suit_from_string (word);
            why = terr_hg_state_add_bed (s, x, y, suit);
            s->supply_coins[suit]--;
          }
          break;
        case 'G':
          why = terr_hg_state_add_gazebo (s, x, y, a);
          break;
        default:
          g_error ("bad piece “%s”", item);
        }
      if (why != NULL)
        g_error ("piece “%s”: %s", item, why);
    }
  return s;
}

typedef void (*MapFunc) (int x, int y, int *ox, int *oy);

static void
map_rotate (int x, int y, int *ox, int *oy)
{
  *ox = -y;
  *oy = x;
}

static void
map_mirror (int x, int y, int *ox, int *oy)
{
  *ox = -x;
  *oy = y;
}

/* A tile's new corner: the smallest x and y of its four mapped spaces. */
static void
map_tile (MapFunc f, int x, int y, int *ox, int *oy)
{
  int x0 = G_MAXINT, y0 = G_MAXINT;

  for (int q = 0; q < 4; q++)
    {
      int mx, my;
      f (x + (q & 1), y + (q >> 1), &mx, &my);
      x0 = MIN (x0, mx);
      y0 = MIN (y0, my);
    }
  *ox = x0;
  *oy = y0;
}

static TerrHgState *
transformed (const TerrHgState *s, MapFunc f)
{
  TerrHgState *t = terr_hg_state_new_empty (s->n_players, s->progress_rule);

  t->to_move = s->to_move;
  t->actions_taken = s->actions_taken;
  t->first_placed = s->first_placed;
  t->passes = s->passes;
  t->supply_tiles = s->supply_tiles;
  for (int i = 0; i <= TERR_HG_N_SUITS; i++)
    t->supply_coins[i] = s->supply_coins[i];
  /* Bottom up: terraces of a level, then its supports of stack 1, 2. */
  for (int key = 0; key < 4 * (TERR_HG_N_TILES + 1); key++)
    for (int i = 0; i < s->n_tiles; i++)
      {
        const TerrHgTile *tile = &s->tiles[i];
        int x, y;
        const char *why;

        if (4 * tile->level + tile->stack != key)
          continue;
        map_tile (f, tile->x, tile->y, &x, &y);
        why = tile->support ? terr_hg_state_add_support (t, x, y, tile->level, tile->stack)
                            : terr_hg_state_add_terrace (t, x, y, tile->level);
        g_assert_null (why);
      }
  for (int y = s->by0; s->n_tiles > 0 && y <= s->by1; y++)
    for (int x = s->bx0; x <= s->bx1; x++)
      {
        const TerrHgCell *c = terr_hg_state_cell (s, x, y);
        int mx, my;

        f (x, y, &mx, &my);
        if (c->bed)
          g_assert_null (terr_hg_state_add_bed (t, mx, my, c->bed));
        if (c->gazebo)
          g_assert_null (terr_hg_state_add_gazebo (t, mx, my, c->gazebo));
      }
  return t;
}

TerrHgState *
hg_rotated (const TerrHgState *s)
{
  return transformed (s, map_rotate);
}

TerrHgState *
hg_mirrored (const TerrHgState *s)
{
  return transformed (s, map_mirror);
}

gboolean
hg_action_equal (const TerrHgAction *a, const TerrHgAction *b)
{
  if (a->kind != b->kind)
    return FALSE;
  switch (a->kind)
    {
    case TERR_HG_ACTION_PASS:
      return TRUE;
    case TERR_HG_ACTION_TERRACE:
      return a->x == b->x && a->y == b->y && a->level == b->level;
    case TERR_HG_ACTION_SUPPORT:
      return a->x == b->x && a->y == b->y && a->level == b->level && a->stack == b->stack;
    case TERR_HG_ACTION_BED:
      return a->x == b->x && a->y == b->y && a->suit == b->suit;
    case TERR_HG_ACTION_GAZEBO:
    case TERR_HG_ACTION_MOVE_GAZEBO:
      return a->x == b->x && a->y == b->y;
    case TERR_HG_ACTION_MOVE_SUPPORT:
    default:
      return a->from_x == b->from_x && a->from_y == b->from_y && a->from_level == b->from_level
             && a->from_stack == b->from_stack && a->as_support == b->as_support
             && a->x == b->x && a->y == b->y && a->level == b->level
             && (!a->as_support || a->stack == b->stack);
    }
}

void
hg_assert_conserved (const TerrHgState *s)
{
  int beds[TERR_HG_N_SUITS + 1] = { 0 };
  int gazebos = 0, placed = 0;

  g_assert_cmpint (s->n_tiles + s->supply_tiles, ==, TERR_HG_N_TILES);
  for (int y = s->by0; s->n_tiles > 0 && y <= s->by1; y++)
    for (int x = s->bx0; x <= s->bx1; x++)
      {
        const TerrHgCell *c = terr_hg_state_cell (s, x, y);
        beds[c->bed]++;
        if (c->gazebo)
          {
            gazebos++;
            g_assert_true (s->gazebo_placed[c->gazebo]);
            g_assert_cmpint (s->gazebo_x[c->gazebo], ==, x);
            g_assert_cmpint (s->gazebo_y[c->gazebo], ==, y);
          }
      }
  for (int i = 1; i <= TERR_HG_N_SUITS; i++)
    g_assert_cmpint (beds[i] + s->supply_coins[i], ==, TERR_HG_N_PER_SUIT);
  for (int i = 1; i <= s->n_players; i++)
    placed += s->gazebo_placed[i];
  g_assert_cmpint (placed, ==, gazebos);
}

const TerrHgBedSight *
hg_find_bed (const TerrHgScoreReport *r, int seat, TerrHgDir dir, int x, int y)
{
  const TerrHgViewDetail *vd = &r->seats[seat - 1].detail[dir];
  GArray *lists[2] = { vd->seen, vd->unseen };

  for (int l = 0; l < 2; l++)
    for (guint i = 0; i < lists[l]->len; i++)
      {
        const TerrHgBedSight *b = &g_array_index (lists[l], TerrHgBedSight, i);
        if (b->x == x && b->y == y)
          return b;
      }
  return NULL;
}
