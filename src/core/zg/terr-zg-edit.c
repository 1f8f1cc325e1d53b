/* terr-zg-edit.c — designing a Ziggurat scenario by edits; see
 * terr-zg-edit.h.
 *
 * Every edit changes the layout (the position as designed, made from the
 * state when the position is valid) between terr_game_begin_edit and
 * terr_game_end_edit; terr_zg_game_commit_layout then makes the state from
 * it, and keeps the layout only while it has problems.
 */
#include "config.h"

#include "terr-zg-game-private.h"
#include "terr-zg-edit.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "terr-random.h"

/* ------------------------------------------------------------ checks */

static gboolean
refuse (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
refuse (GError **error, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (TERR_ERROR, TERR_ERROR_INVALID, format, args));
  va_end (args);
  return FALSE;
}

/* The position as designed, to look at before an edit begins (made from
 * the state into @own when it is valid). */
static const TerrZgLayout *
view (TerrZgGame *self, TerrZgLayout **own)
{
  if (self->layout != NULL)
    return self->layout;
  *own = terr_zg_layout_from_state (&self->state);
  return *own;
}

static gboolean
check_editable (TerrZgGame *self, GError **error)
{
  g_return_val_if_fail (TERR_IS_ZG_GAME (self), FALSE);

  if (!terr_game_is_editable (TERR_GAME (self)))
    return refuse (error, "%s", _("only a scenario without moves can be changed"));
  return TRUE;
}

static gboolean
check_pips (guint a, guint b, GError **error)
{
  if (a > 6 || b > 6)
    return refuse (error, "%s", _("a half shows 0 to 6 pips"));
  return TRUE;
}

static gboolean
check_cell (guint tier, int x, int y, GError **error)
{
  if (tier < 1 || tier > TERR_ZG_N_TIERS)
    return refuse (error, "%s", _("the tier is 1, 2 or 3"));
  if (x < 0 || x >= TERR_ZG_SIDE || y < 0 || y >= TERR_ZG_SIDE)
    return refuse (error, "%s", _("x and y must be numbers from 0 to 5"));
  return TRUE;
}

static gboolean
check_room (GArray *list, GError **error)
{
  if (list->len >= TERR_ZG_LAYOUT_MAX)
    return refuse (error, _("more than %u dominoes in one list (there are 28)"),
                   TERR_ZG_LAYOUT_MAX);
  return TRUE;
}

/* @index of a list of @len entries (@inserting: also @len itself). */
static gboolean
check_index (guint index, guint len, gboolean pile, gboolean inserting, GError **error)
{
  if (index < len + (inserting ? 1 : 0))
    return TRUE;
  if (pile)
    return refuse (error, g_dngettext (GETTEXT_PACKAGE,
                                       "there is no place %u in the pile: it holds %u domino",
                                       "there is no place %u in the pile: it holds %u dominoes", len),
                   index + 1, len);
  return refuse (error, g_dngettext (GETTEXT_PACKAGE,
                                     "there is no place %u in the hand: it holds %u domino",
                                     "there is no place %u in the hand: it holds %u dominoes", len),
                 index + 1, len);
}

static gboolean
check_count (guint count, GError **error)
{
  if (count > G_MAXINT)
    return refuse (error, _("%u is more than a file can hold (at most %d)"), count, G_MAXINT);
  return TRUE;
}

/* ------------------------------------------------------------ edits */

static TerrZgLayout *
begin (TerrZgGame *self)
{
  terr_game_begin_edit (TERR_GAME (self));
  return terr_zg_game_edit_layout (self);
}

static gboolean
end (TerrZgGame *self)
{
  terr_zg_game_commit_layout (self);
  terr_game_end_edit (TERR_GAME (self));
  return TRUE;
}

TerrGame *
terr_zg_game_new_empty (void)
{
  g_autoptr(TerrDocument) doc = terr_document_new (TERR_GAME_ZIGGURAT, TERR_FILE_SCENARIO);
  g_autoptr(TerrDocument) read = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  /* TRANSLATORS: a player without a name, e.g. "Player 2" */
  g_autofree char *name = g_strdup_printf (_("Player %u"), 1u);
  xmlNode *node, *position;
  TerrGame *game;

  /* Through the file layer, as a draft: so the empty scenario has exactly
   * what a file of it would (one seat, no seed) and its 28 problems. */
  terr_xml_add_element (doc->root, "rules");
  node = terr_xml_add_element (terr_xml_add_element (doc->root, "players"), "player");
  terr_xml_set_int (node, "seat", 1);
  terr_xml_set_string (node, "name", name);
  terr_xml_set_string (node, "type", "human");
  position = terr_xml_add_element (doc->root, "position");
  terr_xml_set_int (position, "cheats", 0);
  terr_xml_set_string (terr_xml_add_element (position, "pile"), "order", "hidden");
  terr_xml_add_element (position, "hand");

  bytes = terr_document_to_bytes (doc);
  read = terr_document_load_bytes (bytes, NULL, &error);
  if (read == NULL)
    g_error ("The empty Ziggurat scenario could not be read: %s", error->message);
  game = terr_game_load_draft (read, &error);
  if (game == NULL)
    g_error ("The empty Ziggurat scenario could not be read: %s", error->message);
  return game;
}

static void
clear_layout (TerrZgLayout *layout)
{
  g_array_set_size (layout->pile, 0);
  g_array_set_size (layout->hand, 0);
  g_array_set_size (layout->placed, 0);
  layout->cheats = 0;
}

gboolean
terr_zg_game_edit_clear (TerrZgGame *self, GError **error)
{
  if (!check_editable (self, error))
    return FALSE;
  clear_layout (begin (self));
  return end (self);
}

gboolean
terr_zg_game_edit_deal (TerrZgGame *self, guint64 seed, GError **error)
{
  TerrZgLayout *layout;
  TerrZgState deal;

  if (!check_editable (self, error))
    return FALSE;
  layout = begin (self);
  clear_layout (layout);
  terr_zg_state_deal (&deal, seed);
  g_array_append_vals (layout->hand, deal.hand, deal.hand_len);
  g_array_append_vals (layout->pile, deal.pile + deal.pile_pos, deal.pile_len - deal.pile_pos);
  return end (self);
}

gboolean
terr_zg_game_edit_put_domino (TerrZgGame *self, guint tier, int x, int y, TerrZgDir dir,
                              guint a, guint b, GError **error)
{
  g_autoptr(TerrZgLayout) own = NULL;
  TerrZgPlacement p;

  if (!check_editable (self, error) || !check_cell (tier, x, y, error) || !check_pips (a, b, error))
    return FALSE;
  if (dir != TERR_ZG_DIR_H && dir != TERR_ZG_DIR_V)
    return refuse (error, "%s", _("dir is h or v"));
  if (!check_room (view (self, &own)->placed, error))
    return FALSE;
  p = (TerrZgPlacement) { tier, x, y, dir, a, b };
  terr_zg_layout_insert_placed (begin (self), &p);
  return end (self);
}

gboolean
terr_zg_game_edit_remove_domino (TerrZgGame *self, guint tier, int x, int y, GError **error)
{
  g_autoptr(TerrZgLayout) own = NULL;
  int i;

  if (!check_editable (self, error) || !check_cell (tier, x, y, error))
    return FALSE;
  i = terr_zg_layout_find_placed (view (self, &own), tier, x, y);
  if (i < 0)
    return refuse (error, _("there is no domino at (%d,%d) on tier %u"), x, y, tier);
  g_array_remove_index (begin (self)->placed, i);
  return end (self);
}

static gboolean
insert (TerrZgGame *self, gboolean pile, int index, guint a, guint b, GError **error)
{
  g_autoptr(TerrZgLayout) own = NULL;
  const TerrZgLayout *now;
  TerrZgLayout *layout;
  GArray *list;
  guint8 id;
  guint at;

  if (!check_editable (self, error) || !check_pips (a, b, error))
    return FALSE;
  now = view (self, &own);
  list = pile ? now->pile : now->hand;
  at = index < 0 ? list->len : (guint) index;
  if (!check_room (list, error) || !check_index (at, list->len, pile, TRUE, error))
    return FALSE;
  id = terr_zg_domino_id (a, b);
  layout = begin (self);
  g_array_insert_val (pile ? layout->pile : layout->hand, at, id);
  return end (self);
}

static gboolean
remove_at (TerrZgGame *self, gboolean pile, guint index, GError **error)
{
  g_autoptr(TerrZgLayout) own = NULL;
  const TerrZgLayout *now;
  TerrZgLayout *layout;

  if (!check_editable (self, error))
    return FALSE;
  now = view (self, &own);
  if (!check_index (index, (pile ? now->pile : now->hand)->len, pile, FALSE, error))
    return FALSE;
  layout = begin (self);
  g_array_remove_index (pile ? layout->pile : layout->hand, index);
  return end (self);
}

gboolean
terr_zg_game_edit_hand_insert (TerrZgGame *self, int index, guint a, guint b, GError **error)
{
  return insert (self, FALSE, index, a, b, error);
}

gboolean
terr_zg_game_edit_hand_remove (TerrZgGame *self, guint index, GError **error)
{
  return remove_at (self, FALSE, index, error);
}

gboolean
terr_zg_game_edit_pile_insert (TerrZgGame *self, int index, guint a, guint b, GError **error)
{
  return insert (self, TRUE, index, a, b, error);
}

gboolean
terr_zg_game_edit_pile_remove (TerrZgGame *self, guint index, GError **error)
{
  return remove_at (self, TRUE, index, error);
}

gboolean
terr_zg_game_edit_pile_move (TerrZgGame *self, guint from, guint to, GError **error)
{
  g_autoptr(TerrZgLayout) own = NULL;
  guint len;
  GArray *pile;
  guint8 id;

  if (!check_editable (self, error))
    return FALSE;
  len = view (self, &own)->pile->len;
  if (!check_index (from, len, TRUE, FALSE, error) || !check_index (to, len, TRUE, FALSE, error))
    return FALSE;
  if (from == to)
    return TRUE;
  pile = begin (self)->pile;
  id = g_array_index (pile, guint8, from);
  g_array_remove_index (pile, from);
  g_array_insert_val (pile, to, id);
  return end (self);
}

void
terr_zg_game_locate_domino (TerrZgGame *self, guint id, TerrZgSpot *spot, guint *a)
{
  const TerrZgState *s;

  g_return_if_fail (TERR_IS_ZG_GAME (self));
  g_return_if_fail (id < TERR_ZG_N_DOMINOES);
  g_return_if_fail (spot != NULL);

  s = &self->state;
  *spot = (TerrZgSpot) { TERR_ZG_SPOT_UNUSED, 0, 0, 0, 0, TERR_ZG_DIR_H };
  if (a != NULL)
    *a = terr_zg_domino_low (id);
  if (s->placement[id].tier >= 1)
    {
      const TerrZgPlacement *p = &s->placement[id];

      *spot = (TerrZgSpot) { TERR_ZG_SPOT_ZIGGURAT, 0, p->tier, p->x, p->y, p->dir };
      if (a != NULL)
        *a = p->a;
      return;
    }
  for (guint i = s->pile_pos; i < s->pile_len; i++)
    if (s->pile[i] == id)
      {
        spot->kind = TERR_ZG_SPOT_PILE;
        spot->index = (int) (i - s->pile_pos);
        return;
      }
  for (guint i = 0; i < s->hand_len; i++)
    if (s->hand[i] == id)
      {
        spot->kind = TERR_ZG_SPOT_HAND;
        spot->index = (int) i;
        return;
      }
}

/* Takes every copy of domino @id out of the lists of @layout. */
static void
take_out (TerrZgLayout *layout, guint8 id)
{
  GArray *lists[] = { layout->pile, layout->hand };

  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (guint i = lists[l]->len; i-- > 0;)
      if (g_array_index (lists[l], guint8, i) == id)
        g_array_remove_index (lists[l], i);
  for (guint i = layout->placed->len; i-- > 0;)
    {
      const TerrZgPlacement *p = &g_array_index (layout->placed, TerrZgPlacement, i);

      if (terr_zg_domino_id (p->a, p->b) == id)
        g_array_remove_index (layout->placed, i);
    }
}

static gboolean
same_array (GArray *x, GArray *y)
{
  return x->len == y->len
         && (x->len == 0 || memcmp (x->data, y->data, x->len * g_array_get_element_size (x)) == 0);
}

static void
set_array (GArray *array, GArray *from)
{
  g_array_set_size (array, 0);
  if (from->len > 0)
    g_array_append_vals (array, from->data, from->len);
}

gboolean
terr_zg_game_edit_move_domino (TerrZgGame *self, guint a, guint b, const TerrZgSpot *to,
                               GError **error)
{
  g_autoptr(TerrZgLayout) own = NULL;
  g_autoptr(TerrZgLayout) after = NULL;
  const TerrZgLayout *now;
  TerrZgLayout *layout;
  guint8 id;

  if (!check_editable (self, error) || !check_pips (a, b, error))
    return FALSE;
  g_return_val_if_fail (to != NULL, FALSE);
  id = terr_zg_domino_id (a, b);
  now = view (self, &own);
  after = terr_zg_layout_copy (now);
  take_out (after, id);

  switch (to->kind)
    {
    case TERR_ZG_SPOT_UNUSED:
      break;
    case TERR_ZG_SPOT_HAND:
    case TERR_ZG_SPOT_PILE:
      {
        gboolean pile = to->kind == TERR_ZG_SPOT_PILE;
        GArray *list = pile ? after->pile : after->hand;
        guint at = to->index < 0 ? list->len : (guint) to->index;

        if (!check_room (list, error) || !check_index (at, list->len, pile, TRUE, error))
          return FALSE;
        g_array_insert_val (list, at, id);
      }
      break;
    case TERR_ZG_SPOT_ZIGGURAT:
      {
        TerrZgPlacement p = { to->tier, to->x, to->y, to->dir, a, b };

        if (!check_cell (to->tier, to->x, to->y, error))
          return FALSE;
        if (to->dir != TERR_ZG_DIR_H && to->dir != TERR_ZG_DIR_V)
          return refuse (error, "%s", _("dir is h or v"));
        if (!check_room (after->placed, error))
          return FALSE;
        terr_zg_layout_insert_placed (after, &p);
      }
      break;
    default:
      g_return_val_if_reached (FALSE);
    }

  if (same_array (after->pile, now->pile) && same_array (after->hand, now->hand)
      && same_array (after->placed, now->placed))
    return TRUE;
  layout = begin (self);
  set_array (layout->pile, after->pile);
  set_array (layout->hand, after->hand);
  set_array (layout->placed, after->placed);
  return end (self);
}

gboolean
terr_zg_game_edit_pile_shuffle (TerrZgGame *self, guint64 seed, GError **error)
{
  TerrZgLayout *layout;
  TerrRandom rng;

  if (!check_editable (self, error))
    return FALSE;
  layout = begin (self);
  terr_random_init (&rng, seed);
  terr_random_shuffle (&rng, layout->pile->data, layout->pile->len, sizeof (guint8));
  return end (self);
}

gboolean
terr_zg_game_edit_pile_add_missing (TerrZgGame *self, GError **error)
{
  TerrZgLayout *layout;

  if (!check_editable (self, error))
    return FALSE;
  layout = begin (self);
  /* At most 28 more: the pile stays far below TERR_ZG_LAYOUT_MAX unless
   * it was full of doubles, and then nothing is missing. */
  for (guint8 id = 0; id < TERR_ZG_N_DOMINOES; id++)
    if (terr_zg_layout_lacks (layout, id) && layout->pile->len < TERR_ZG_LAYOUT_MAX)
      g_array_append_val (layout->pile, id);
  return end (self);
}

gboolean
terr_zg_game_edit_set_pile_open (TerrZgGame *self, gboolean open, GError **error)
{
  if (!check_editable (self, error))
    return FALSE;
  if ((self->layout != NULL ? self->layout->pile_open : self->state.pile_open) == !!open)
    return TRUE;
  begin (self)->pile_open = !!open;
  return end (self);
}

gboolean
terr_zg_game_edit_set_cheats (TerrZgGame *self, guint cheats, GError **error)
{
  if (!check_editable (self, error) || !check_count (cheats, error))
    return FALSE;
  if ((self->layout != NULL ? self->layout->cheats : self->state.cheats) == cheats)
    return TRUE;
  begin (self)->cheats = cheats;
  return end (self);
}

gboolean
terr_zg_game_edit_set_goal (TerrZgGame *self, guint max_cheats, GError **error)
{
  if (!check_editable (self, error) || !check_count (max_cheats, error))
    return FALSE;
  if (self->has_goal && self->goal_max_cheats == max_cheats)
    return TRUE;
  begin (self);
  self->has_goal = TRUE;
  self->goal_max_cheats = max_cheats;
  return end (self);
}

gboolean
terr_zg_game_edit_clear_goal (TerrZgGame *self, GError **error)
{
  if (!check_editable (self, error))
    return FALSE;
  if (!self->has_goal)
    return TRUE;
  begin (self);
  self->has_goal = FALSE;
  return end (self);
}
