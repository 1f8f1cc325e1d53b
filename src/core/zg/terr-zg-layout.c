/* terr-zg-layout.c — Ziggurat positions as designed, and their check; see
 * terr-zg-layout.h. */
#include "config.h"

#include "terr-zg-layout.h"

#include <string.h>
#include <glib/gi18n-lib.h>

TerrZgLayout *
terr_zg_layout_new (void)
{
  TerrZgLayout *layout = g_new0 (TerrZgLayout, 1);

  layout->pile = g_array_new (FALSE, FALSE, sizeof (guint8));
  layout->hand = g_array_new (FALSE, FALSE, sizeof (guint8));
  layout->placed = g_array_new (FALSE, FALSE, sizeof (TerrZgPlacement));
  return layout;
}

static GArray *
copy_array (GArray *array)
{
  GArray *copy = g_array_sized_new (FALSE, FALSE, g_array_get_element_size (array), array->len);

  if (array->len > 0)
    g_array_append_vals (copy, array->data, array->len);
  return copy;
}

TerrZgLayout *
terr_zg_layout_copy (const TerrZgLayout *layout)
{
  TerrZgLayout *copy = g_new0 (TerrZgLayout, 1);

  copy->pile = copy_array (layout->pile);
  copy->hand = copy_array (layout->hand);
  copy->placed = copy_array (layout->placed);
  copy->pile_open = layout->pile_open;
  copy->cheats = layout->cheats;
  return copy;
}

void
terr_zg_layout_free (TerrZgLayout *layout)
{
  if (layout == NULL)
    return;
  g_array_unref (layout->pile);
  g_array_unref (layout->hand);
  g_array_unref (layout->placed);
  g_free (layout);
}

TerrZgLayout *
terr_zg_layout_from_state (const TerrZgState *st)
{
  TerrZgLayout *layout = terr_zg_layout_new ();

  if (st->pile_len > st->pile_pos)
    g_array_append_vals (layout->pile, st->pile + st->pile_pos, st->pile_len - st->pile_pos);
  if (st->hand_len > 0)
    g_array_append_vals (layout->hand, st->hand, st->hand_len);
  /* By tier, then by the cell of the first half: the sorted order. */
  for (guint tier = 1; tier <= TERR_ZG_N_TIERS; tier++)
    for (guint c = 0; c < TERR_ZG_N_CELLS; c++)
      {
        int id = st->domino[tier - 1][c];

        if (id >= 0 && st->placement[id].y * 6 + st->placement[id].x == (int) c)
          g_array_append_val (layout->placed, st->placement[id]);
      }
  layout->pile_open = st->pile_open;
  layout->cheats = st->cheats;
  return layout;
}

static void
second_half (const TerrZgPlacement *p, int *x2, int *y2)
{
  *x2 = p->x + (p->dir == TERR_ZG_DIR_H);
  *y2 = p->y + (p->dir == TERR_ZG_DIR_V);
}

void
terr_zg_layout_to_state (const TerrZgLayout *layout, TerrZgState *st)
{
  gboolean used[TERR_ZG_N_DOMINOES] = { FALSE, };

  terr_zg_state_init (st);
  st->pile_len = 0;
  /* Tier by tier, so that in a valid layout everything goes in; a draft's
   * ziggurat is what the designer looks at, so its dominoes come first. */
  for (guint tier = 1; tier <= TERR_ZG_N_TIERS; tier++)
    for (guint i = 0; i < layout->placed->len; i++)
      {
        const TerrZgPlacement *p = &g_array_index (layout->placed, TerrZgPlacement, i);
        guint id = terr_zg_domino_id (p->a, p->b);
        int x2, y2;

        if (p->tier != tier || used[id])
          continue;
        second_half (p, &x2, &y2);
        if (!terr_zg_tier_contains (tier, p->x, p->y) || !terr_zg_tier_contains (tier, x2, y2) ||
            st->value[tier - 1][p->y * 6 + p->x] >= 0 || st->value[tier - 1][y2 * 6 + x2] >= 0)
          continue;
        terr_zg_state_put (st, tier, p->x, p->y, p->dir, p->a, p->b);
        used[id] = TRUE;
      }
  for (guint i = 0; i < layout->pile->len; i++)
    {
      guint8 id = g_array_index (layout->pile, guint8, i);

      if (!used[id])
        {
          st->pile[st->pile_len++] = id;
          used[id] = TRUE;
        }
    }
  for (guint i = 0; i < layout->hand->len; i++)
    {
      guint8 id = g_array_index (layout->hand, guint8, i);

      if (!used[id])
        {
          st->hand[st->hand_len++] = id;
          used[id] = TRUE;
        }
    }
  st->pile_open = layout->pile_open;
  st->cheats = layout->cheats;
}

static gboolean
placed_before (const TerrZgPlacement *a, const TerrZgPlacement *b)
{
  if (a->tier != b->tier)
    return a->tier < b->tier;
  return a->y * 6 + a->x < b->y * 6 + b->x;
}

guint
terr_zg_layout_insert_placed (TerrZgLayout *layout, const TerrZgPlacement *placement)
{
  guint i = layout->placed->len;

  /* After every domino that does not come after it (equal ones too). */
  while (i > 0 && placed_before (placement, &g_array_index (layout->placed, TerrZgPlacement, i - 1)))
    i--;
  g_array_insert_val (layout->placed, i, *placement);
  return i;
}

int
terr_zg_layout_find_placed (const TerrZgLayout *layout, guint tier, int x, int y)
{
  for (guint i = layout->placed->len; i-- > 0;)
    {
      const TerrZgPlacement *p = &g_array_index (layout->placed, TerrZgPlacement, i);
      int x2, y2;

      second_half (p, &x2, &y2);
      if (p->tier == tier && ((p->x == x && p->y == y) || (x2 == x && y2 == y)))
        return (int) i;
    }
  return -1;
}

gboolean
terr_zg_layout_lacks (const TerrZgLayout *layout, guint id)
{
  for (guint i = 0; i < layout->pile->len; i++)
    if (g_array_index (layout->pile, guint8, i) == id)
      return FALSE;
  for (guint i = 0; i < layout->hand->len; i++)
    if (g_array_index (layout->hand, guint8, i) == id)
      return FALSE;
  for (guint i = 0; i < layout->placed->len; i++)
    {
      const TerrZgPlacement *p = &g_array_index (layout->placed, TerrZgPlacement, i);

      if (terr_zg_domino_id (p->a, p->b) == id)
        return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------ the check */

typedef struct {
  GPtrArray *problems;
  GArray    *subjects;
  gboolean   first_only;
  guint      added;
} Check;

/* Adds a problem; TRUE when the check should stop. */
static gboolean
add (Check *check, TerrZgSubjectKind kind, guint index, const TerrPlace *place, char *message)
{
  TerrProblem *problem = terr_problem_new (place, "%s", message);
  TerrZgSubject subject = { kind, index };

  g_free (message);
  g_ptr_array_add (check->problems, problem);
  if (check->subjects != NULL)
    g_array_append_val (check->subjects, subject);
  check->added++;
  return check->first_only;
}

static const char *
where_name (int where)
{
  switch (where)
    {
    case 1: return _("the pile");
    case 2: return _("the hand");
    default: return _("the ziggurat");
    }
}

/* Domino @id at @spot (the place, in words) where it is seen a second time. */
static char *
twice (int where[], guint id, int here, const char *spot)
{
  /* TRANSLATORS: the first %s is a place ("the hand, place 4"), the
   * others say where the domino is ("the pile", "the hand") */
  return g_strdup_printf (_("%s: the %u-%u appears twice (in %s and in %s); "
                            "every domino is there exactly once"),
                          spot, terr_zg_domino_low (id), terr_zg_domino_high (id),
                          where_name (where[id]), where_name (here));
}

static gboolean
check_list (Check *check, GArray *list, TerrZgSubjectKind kind, int here, int where[])
{
  for (guint i = 0; i < list->len; i++)
    {
      guint8 id = g_array_index (list, guint8, i);
      TerrPlace place = { kind == TERR_ZG_SUBJECT_PILE ? TERR_PLACE_PILE : TERR_PLACE_HAND, };
      g_autofree char *spot = NULL;

      if (where[id] == 0)
        {
          where[id] = here;
          continue;
        }
      place.index = (int) i;
      if (kind == TERR_ZG_SUBJECT_PILE)
        spot = g_strdup_printf (_("the pile, place %u from the top"), i + 1);
      else
        spot = g_strdup_printf (_("the hand, place %u"), i + 1);
      if (add (check, kind, i, &place, twice (where, id, here, spot)))
        return TRUE;
    }
  return FALSE;
}

/* Puts the halves of @p that lie on cells of its tier still free (a
 * domino that breaks rule 3 or 4 still holds up what rests on it). */
static void
put_halves (TerrZgState *grid, const TerrZgPlacement *p)
{
  int xs[2] = { p->x, }, ys[2] = { p->y, };
  guint pips[2] = { p->a, p->b };

  second_half (p, &xs[1], &ys[1]);
  for (int h = 0; h < 2; h++)
    {
      int c = ys[h] * 6 + xs[h];

      if (terr_zg_tier_contains (p->tier, xs[h], ys[h]) && grid->value[p->tier - 1][c] < 0)
        {
          grid->value[p->tier - 1][c] = pips[h];
          grid->domino[p->tier - 1][c] = terr_zg_domino_id (p->a, p->b);
        }
    }
}

guint
terr_zg_layout_check (const TerrZgLayout *layout, guint n_players, gboolean first_only,
                      GPtrArray *problems, GArray *subjects)
{
  Check check = { problems, subjects, first_only, 0 };
  int where[TERR_ZG_N_DOMINOES] = { 0, };   /* 0 nowhere, 1 pile, 2 hand, 3 ziggurat */
  TerrZgState grid;

  if (n_players != 1)
    {
      TerrPlace place = { TERR_PLACE_SEATS, };

      if (add (&check, TERR_ZG_SUBJECT_SEATS, 0, &place,
               g_strdup (_("Ziggurat is a game for one player"))))
        return check.added;
    }

  /* Loading never draws: with nothing in the hand and the ziggurat not
   * finished, the player has no first move.  A problem of a design, not a
   * reason to refuse a file (the rules call no hand illegal; the loader,
   * which stops at the first problem, lets it through). */
  if (!first_only && layout->hand->len == 0 && layout->placed->len < TERR_ZG_N_DOMINOES)
    {
      TerrPlace place = { TERR_PLACE_HAND, };

      if (add (&check, TERR_ZG_SUBJECT_HAND, 0, &place,
               g_strdup (_("the hand is empty: the player starts with no domino to place "
                           "(nothing is drawn before the first move), so put at least one "
                           "domino in the hand"))))
        return check.added;
    }

  /* Each domino once: a second sighting is the problem, where it is. */
  if (check_list (&check, layout->pile, TERR_ZG_SUBJECT_PILE, 1, where) ||
      check_list (&check, layout->hand, TERR_ZG_SUBJECT_HAND, 2, where))
    return check.added;
  for (guint i = 0; i < layout->placed->len; i++)
    {
      const TerrZgPlacement *p = &g_array_index (layout->placed, TerrZgPlacement, i);
      guint id = terr_zg_domino_id (p->a, p->b);
      TerrPlace place = { TERR_PLACE_TIER, p->x, p->y, p->tier, };
      g_autofree char *spot = NULL;

      if (where[id] == 0)
        {
          where[id] = 3;
          continue;
        }
      spot = g_strdup_printf (_("tier %u at (%d,%d)"), p->tier, p->x, p->y);
      if (add (&check, TERR_ZG_SUBJECT_PLACED, i, &place, twice (where, id, 3, spot)))
        return check.added;
    }

  /* Rules 1–4 only (rule 5 depends on the order of play); lower tiers
   * first so that support and values below are known. */
  terr_zg_state_init (&grid);
  for (guint tier = 1; tier <= TERR_ZG_N_TIERS; tier++)
    for (guint i = 0; i < layout->placed->len; i++)
      {
        const TerrZgPlacement *p = &g_array_index (layout->placed, TerrZgPlacement, i);
        g_autofree char *reason = NULL;

        if (p->tier != tier)
          continue;
        if (!terr_zg_state_check_structure (&grid, p->tier, p->x, p->y, p->dir, p->a, p->b, &reason))
          {
            TerrPlace place = { TERR_PLACE_TIER, p->x, p->y, p->tier, };

            if (add (&check, TERR_ZG_SUBJECT_PLACED, i, &place,
                     g_strdup_printf (_("the %u-%u on tier %u at (%d,%d): %s"),
                                      p->a, p->b, p->tier, p->x, p->y, reason)))
              return check.added;
          }
        put_halves (&grid, p);
      }

  for (guint id = 0; id < TERR_ZG_N_DOMINOES; id++)
    if (where[id] == 0)
      {
        /* A missing domino has no place of its own: the set as a whole. */
        TerrPlace place = { TERR_PLACE_SUPPLY, .index = (int) id };

        if (add (&check, TERR_ZG_SUBJECT_POSITION, 0, &place,
                 g_strdup_printf (_("the %u-%u is missing: every one of the 28 dominoes "
                                    "must be in the pile, the hand or the ziggurat"),
                                  terr_zg_domino_low (id), terr_zg_domino_high (id))))
          return check.added;
      }
  return check.added;
}

gboolean
terr_zg_layout_is_valid (const TerrZgLayout *layout)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_problem_free);

  return terr_zg_layout_check (layout, 1, TRUE, problems, NULL) == 0;
}
