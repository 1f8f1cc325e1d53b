/* terr-hg-edit.c — designing a Hanging Gardens scenario: the edits of
 * terr-hg-edit.h, the setups the base keeps to undo them, the number of
 * seats, and the structural problems of a position (the loader's checks,
 * terr_hg_state_check_structure(), in words). */
#include "config.h"

#include "terr-hg-game-private.h"

#include <glib/gi18n-lib.h>

/* ------------------------------------------------------------ problems */

void
terr_hg_game_check (TerrHgGame *self, const GArray *items, GArray *faults)
{
  terr_hg_state_check_structure (self->state, items, faults);
  if (self->has_goal && self->goal_seat != self->state->to_move)
    {
      TerrHgFault f = { TERR_HG_FAULT_GOAL_SEAT, -1, -1, 0, 0, 0 };
      g_array_append_val (faults, f);
    }
}

static char *
too_many_coins (TerrHgSuit suit)
{
  switch (suit)
    {
    case TERR_HG_SUIT_SUNS:
      return g_strdup_printf (_("more suns coins in the garden and the supply than the set's %d"),
                              TERR_HG_N_PER_SUIT);
    case TERR_HG_SUIT_MOONS:
      return g_strdup_printf (_("more moons coins in the garden and the supply than the set's %d"),
                              TERR_HG_N_PER_SUIT);
    case TERR_HG_SUIT_CROWNS:
      return g_strdup_printf (_("more crowns coins in the garden and the supply than the set's %d"),
                              TERR_HG_N_PER_SUIT);
    case TERR_HG_SUIT_ARMS:
    case TERR_HG_SUIT_NONE:
    default:
      return g_strdup_printf (_("more arms coins in the garden and the supply than the set's %d"),
                              TERR_HG_N_PER_SUIT);
    }
}

TerrProblem *
terr_hg_game_fault_problem (TerrHgGame *self, const GArray *items, const TerrHgFault *f)
{
  const TerrHgState *s = self->state;
  const TerrHgTile *t = f->tile >= 0 ? &s->tiles[f->tile] : NULL;
  const TerrHgItem *it = NULL;
  TerrPlace place = { TERR_PLACE_SQUARE, 0, 0, 0, 0, 0 };

  if (f->item >= 0 && items != NULL && (guint) f->item < items->len)
    it = &g_array_index (items, TerrHgItem, f->item);
  if (t != NULL)
    {
      place.x = t->x;
      place.y = t->y;
      place.z = t->level;
      place.index = t->support ? t->stack : 0;
    }
  else if (it != NULL)
    {
      place.x = it->x;
      place.y = it->y;
      place.seat = it->gazebo ? it->seat : 0;
    }

  /* The words are those the loader has always used: each names the spot. */
  switch (f->kind)
    {
    case TERR_HG_FAULT_OVERLAP:
      return terr_problem_new (&place, _("the terrace at (%d,%d) overlaps another tile at (%d,%d)"),
                               t->x, t->y, f->ax, f->ay);
    case TERR_HG_FAULT_STACK_LEVEL:
      return terr_problem_new (&place, _("the two-support stack at (%d,%d) stands on level %d, "
                                         "so a terrace on it has level %d"),
                               t->x, t->y, f->alevel, f->alevel + 1);
    case TERR_HG_FAULT_NO_STACK:
      return terr_problem_new (&place, _("a level-%d terrace goes squarely on an exposed two-support "
                                         "stack standing on level %d at (%d,%d)"),
                               t->level, t->level - 1, t->x, t->y);
    case TERR_HG_FAULT_NO_BLOCK:
      return terr_problem_new (&place, _("a support on level %d needs a 2 x 2 block of terrace at "
                                         "level %d with no bed or gazebo on it, but (%d,%d) is not "
                                         "a level-%d terrace"),
                               t->level, t->level, f->ax, f->ay, t->level);
    case TERR_HG_FAULT_NO_SUPPORT:
      return terr_problem_new (&place, _("a second support goes squarely on an exposed support of "
                                         "stack height 1 standing on level %d at (%d,%d)"),
                               t->level, t->x, t->y);
    case TERR_HG_FAULT_TILE_COUNT:
      place.kind = TERR_PLACE_SUPPLY;
      return terr_problem_new (&place, _("%d tiles in the garden and %d in the supply, but the set has %d"),
                               s->n_tiles, s->supply_tiles, TERR_HG_N_TILES);
    case TERR_HG_FAULT_COIN_COUNT:
      {
        TerrHgSuit suit = it != NULL ? it->suit : terr_hg_state_cell (s, f->ax, f->ay)->bed;
        g_autofree char *why = too_many_coins (suit);

        place = (TerrPlace) { TERR_PLACE_SUPPLY, 0, 0, 0, 0, (int) suit };
        return terr_problem_new (&place, "%s", why);
      }
    case TERR_HG_FAULT_ON_TABLE:
      if (it != NULL && it->gazebo)
        return terr_problem_new (&place, _("a gazebo goes on a terrace, and (%d,%d) is bare table"),
                                 f->ax, f->ay);
      return terr_problem_new (&place, _("a bed goes on a terrace, and (%d,%d) is bare table"),
                               f->ax, f->ay);
    case TERR_HG_FAULT_ON_SUPPORT:
      if (it != NULL && it->gazebo)
        return terr_problem_new (&place, _("a gazebo goes on a terrace, and (%d,%d) is a support"),
                                 f->ax, f->ay);
      return terr_problem_new (&place, _("a bed goes on a terrace, and (%d,%d) is a support"),
                               f->ax, f->ay);
    case TERR_HG_FAULT_SHARED:
      if (it != NULL && it->gazebo)
        return terr_problem_new (&place, _("(%d,%d) already holds a bed"), f->ax, f->ay);
      return terr_problem_new (&place, _("(%d,%d) already holds a gazebo"), f->ax, f->ay);
    case TERR_HG_FAULT_GOAL_SEAT:
    default:
      place = (TerrPlace) { TERR_PLACE_GOAL, 0, 0, 0, self->goal_seat, 0 };
      return terr_problem_new (&place, _("the goal is for seat %d, but seat %d is to move"),
                               self->goal_seat, s->to_move);
    }
}

void
terr_hg_game_list_problems (TerrGame *game, GPtrArray *problems)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  g_autoptr(GArray) items = terr_hg_state_list_items (self->state);
  g_autoptr(GArray) faults = g_array_new (FALSE, FALSE, sizeof (TerrHgFault));

  terr_hg_game_check (self, items, faults);
  for (guint i = 0; i < faults->len; i++)
    g_ptr_array_add (problems, terr_hg_game_fault_problem (self, items,
                                                           &g_array_index (faults, TerrHgFault, i)));
}

/* ------------------------------------------------------------ setups */

/* Everything a scenario holds beyond the base's seats and meta data. */
typedef struct {
  TerrHgState *state;
  gboolean     has_goal;
  int          goal_seat;
  int          goal_value;
  int          goal_actions;
} HgSetup;

gpointer
terr_hg_game_save_setup (TerrGame *game)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  HgSetup *setup = g_new0 (HgSetup, 1);

  setup->state = terr_hg_state_copy (self->state);
  setup->has_goal = self->has_goal;
  setup->goal_seat = self->goal_seat;
  setup->goal_value = self->goal_value;
  setup->goal_actions = self->goal_actions;
  return setup;
}

void
terr_hg_game_restore_setup (TerrGame *game, gpointer data)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  const HgSetup *setup = data;

  terr_hg_game_reset_state (self, terr_hg_state_copy (setup->state));
  self->has_goal = setup->has_goal;
  self->goal_seat = setup->goal_seat;
  self->goal_value = setup->goal_value;
  self->goal_actions = setup->goal_actions;
  terr_hg_game_reset_goal (self);
}

void
terr_hg_game_free_setup (gpointer data)
{
  HgSetup *setup = data;

  if (setup == NULL)
    return;
  terr_hg_state_free (setup->state);
  g_free (setup);
}

/* The seats (2 to 4, checked by the base): the pawns of seats that go
 * leave the garden, and what named them moves to seat 1 (the seat to move)
 * or to the seat to move (the goal); passes stay below the new count. */
gboolean
terr_hg_game_set_n_players (TerrGame *game, guint n_players, GError **error)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  TerrHgState *s = self->state;
  int n = (int) n_players;

  g_return_val_if_fail (n_players >= 2 && n_players <= TERR_HG_MAX_SEATS, FALSE);

  for (int seat = n + 1; seat <= TERR_HG_MAX_SEATS; seat++)
    terr_hg_state_remove_gazebo (s, seat);
  s->n_players = n;
  if (s->to_move > n)
    s->to_move = 1;
  s->passes = MIN (s->passes, n);
  if (self->has_goal && self->goal_seat > n)
    self->goal_seat = s->to_move;
  terr_hg_state_update_box (s);
  terr_hg_game_reset_goal (self);
  return TRUE;
}

/* ------------------------------------------------------------ edits */

TerrGame *
terr_hg_game_new_empty (guint n_players, GError **error)
{
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(TerrDocument) again = NULL;
  g_autoptr(GBytes) bytes = NULL;
  TerrHgGame *self;
  xmlNode *meta;

  g_type_ensure (TERR_TYPE_HG_GAME);
  game = terr_game_new (TERR_GAME_HANGING_GARDENS, n_players, 0, error);
  if (game == NULL)
    return NULL;
  self = TERR_HG_GAME (game);
  terr_hg_game_reset_state (self, terr_hg_state_new_empty ((int) n_players, TRUE));
  self->has_goal = FALSE;
  terr_hg_game_reset_goal (self);

  /* Read back from a file, so that the base knows it as the starting
   * position; without the <meta> (the seed of this throw-away game). */
  doc = terr_game_to_document (game, TERR_FILE_SCENARIO);
  meta = terr_xml_next_element (doc->root, NULL, "meta");
  if (meta != NULL)
    {
      xmlUnlinkNode (meta);
      xmlFreeNode (meta);
    }
  bytes = terr_document_to_bytes (doc);
  again = terr_document_load_bytes (bytes, NULL, error);
  if (again == NULL)
    return NULL;
  return terr_game_load_draft (again, error);
}

static gboolean
invalid (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
invalid (GError **error, const char *format, ...)
{
  va_list args;
  char *message;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, TERR_ERROR, TERR_ERROR_INVALID, message);
  g_free (message);
  return FALSE;
}

static gboolean
check_editable (TerrHgGame *self, GError **error)
{
  g_return_val_if_fail (TERR_IS_HG_GAME (self), FALSE);

  if (!terr_game_is_editable (TERR_GAME (self)))
    return invalid (error, _("only a scenario without moves can be changed"));
  return TRUE;
}

static gboolean
check_space (int x, int y, GError **error)
{
  if (ABS (x) > TERR_HG_COORD_MAX || ABS (y) > TERR_HG_COORD_MAX)
    return invalid (error, _("(%d, %d) is too far out: coordinates go from -%d to %d"),
                    x, y, TERR_HG_COORD_MAX, TERR_HG_COORD_MAX);
  return TRUE;
}

static gboolean
check_tile (int x, int y, int level, gboolean support, int stack, GError **error)
{
  if (!check_space (x, y, error))
    return FALSE;
  if (level < 0 || level > TERR_HG_N_TILES)
    return invalid (error, _("level %d is out of range (0 to %d)"), level, TERR_HG_N_TILES);
  if (support && stack != 1 && stack != 2)
    return invalid (error, _("a support stands at stack height 1 or 2, not %d"), stack);
  return TRUE;
}

static gboolean
check_fits (TerrHgGame *self, int x0, int y0, int x1, int y1, GError **error)
{
  if (!terr_hg_state_fits (self->state, x0, y0, x1, y1))
    return invalid (error, _("the garden may not span more than %d spaces"), TERR_HG_MAX_SPAN);
  return TRUE;
}

static gboolean
check_seat (TerrHgGame *self, int seat, GError **error)
{
  if (seat < 1 || seat > self->state->n_players)
    return invalid (error, _("there is no seat %d in a %d-player game"), seat, self->state->n_players);
  return TRUE;
}

/* Around every change: the base saves the setup before and after it. */
static void
edit_begin (TerrHgGame *self)
{
  terr_game_begin_edit (TERR_GAME (self));
}

static void
edit_end (TerrHgGame *self)
{
  terr_hg_state_update_box (self->state);
  terr_hg_game_reset_goal (self);
  terr_game_end_edit (TERR_GAME (self));
}

static gboolean
put_tile (TerrHgGame *self, int x, int y, gboolean support, int level, int stack, GError **error)
{
  if (!check_editable (self, error) || !check_tile (x, y, level, support, stack, error))
    return FALSE;
  if (self->state->n_tiles >= TERR_HG_N_TILES)
    return invalid (error, _("all %d tiles of the set are in the garden"), TERR_HG_N_TILES);
  if (!check_fits (self, x, y, x + 1, y + 1, error))
    return FALSE;
  edit_begin (self);
  terr_hg_state_insert_tile (self->state, x, y, support, level, stack);
  edit_end (self);
  return TRUE;
}

static gboolean
remove_tile (TerrHgGame *self, int x, int y, gboolean support, int level, int stack, GError **error)
{
  int index;

  if (!check_editable (self, error) || !check_tile (x, y, level, support, stack, error))
    return FALSE;
  index = terr_hg_state_find_tile (self->state, x, y, support, level, stack);
  if (index < 0 && support)
    return invalid (error, _("there is no support on level %d at stack height %d at (%d, %d)"),
                    level, stack, x, y);
  if (index < 0)
    return invalid (error, _("there is no level-%d terrace at (%d, %d)"), level, x, y);
  edit_begin (self);
  terr_hg_state_remove_tile (self->state, index);
  edit_end (self);
  return TRUE;
}

gboolean
terr_hg_game_edit_put_terrace (TerrHgGame *self, int x, int y, int level, GError **error)
{
  return put_tile (self, x, y, FALSE, level, 0, error);
}

gboolean
terr_hg_game_edit_remove_terrace (TerrHgGame *self, int x, int y, int level, GError **error)
{
  return remove_tile (self, x, y, FALSE, level, 0, error);
}

gboolean
terr_hg_game_edit_put_support (TerrHgGame *self, int x, int y, int level, int stack, GError **error)
{
  return put_tile (self, x, y, TRUE, level, stack, error);
}

gboolean
terr_hg_game_edit_remove_support (TerrHgGame *self, int x, int y, int level, int stack, GError **error)
{
  return remove_tile (self, x, y, TRUE, level, stack, error);
}

gboolean
terr_hg_game_edit_put_bed (TerrHgGame *self, int x, int y, TerrHgSuit suit, GError **error)
{
  TerrHgState *s;
  int placed = 0;

  if (!check_editable (self, error) || !check_space (x, y, error))
    return FALSE;
  s = self->state;
  if (suit < TERR_HG_SUIT_SUNS || suit > TERR_HG_SUIT_ARMS)
    return invalid (error, _("a bed needs one of the four suits"));
  if (terr_hg_state_cell (s, x, y)->bed)
    return invalid (error, _("(%d,%d) already holds a bed"), x, y);
  for (int y1 = s->oy; y1 < s->oy + s->h; y1++)
    for (int x1 = s->ox; x1 < s->ox + s->w; x1++)
      placed += terr_hg_state_cell (s, x1, y1)->bed == suit;
  if (placed >= TERR_HG_N_PER_SUIT)
    {
      g_autofree char *why = terr_hg_game_too_many_beds (suit);
      return invalid (error, "%s", why);
    }
  if (!check_fits (self, x, y, x, y, error))
    return FALSE;
  edit_begin (self);
  terr_hg_state_set_bed (s, x, y, suit);
  edit_end (self);
  return TRUE;
}

gboolean
terr_hg_game_edit_remove_bed (TerrHgGame *self, int x, int y, GError **error)
{
  if (!check_editable (self, error) || !check_space (x, y, error))
    return FALSE;
  if (!terr_hg_state_cell (self->state, x, y)->bed)
    return invalid (error, _("there is no bed at (%d, %d)"), x, y);
  edit_begin (self);
  terr_hg_state_set_bed (self->state, x, y, TERR_HG_SUIT_NONE);
  edit_end (self);
  return TRUE;
}

gboolean
terr_hg_game_edit_put_gazebo (TerrHgGame *self, int x, int y, int seat, GError **error)
{
  TerrHgState *s;
  int gazebo;
  gboolean fits;

  if (!check_editable (self, error) || !check_space (x, y, error) || !check_seat (self, seat, error))
    return FALSE;
  s = self->state;
  gazebo = terr_hg_state_cell (s, x, y)->gazebo;
  if (gazebo == seat)
    return TRUE;
  if (gazebo != 0)
    return invalid (error, _("(%d,%d) already holds a gazebo"), x, y);
  /* The pawn leaves where it stood: judge the room without it. */
  if (s->gazebo_placed[seat])
    {
      TerrHgState *without = terr_hg_state_copy (s);

      terr_hg_state_remove_gazebo (without, seat);
      fits = terr_hg_state_fits (without, x, y, x, y);
      terr_hg_state_free (without);
    }
  else
    fits = terr_hg_state_fits (s, x, y, x, y);
  if (!fits)
    return invalid (error, _("the garden may not span more than %d spaces"), TERR_HG_MAX_SPAN);
  edit_begin (self);
  terr_hg_state_set_gazebo (s, seat, x, y);
  edit_end (self);
  return TRUE;
}

gboolean
terr_hg_game_edit_remove_gazebo (TerrHgGame *self, int seat, GError **error)
{
  if (!check_editable (self, error) || !check_seat (self, seat, error))
    return FALSE;
  if (!self->state->gazebo_placed[seat])
    return invalid (error, _("seat %d's gazebo is not in the garden"), seat);
  edit_begin (self);
  terr_hg_state_remove_gazebo (self->state, seat);
  edit_end (self);
  return TRUE;
}

gboolean
terr_hg_game_edit_set_supply (TerrHgGame *self, int tiles, int suns, int moons, int crowns,
                              int arms, GError **error)
{
  int coins[TERR_HG_N_SUITS + 1] = { 0, suns, moons, crowns, arms };
  TerrHgState *s;
  gboolean same;

  if (!check_editable (self, error))
    return FALSE;
  s = self->state;
  if (tiles < 0 || tiles > TERR_HG_N_TILES)
    return invalid (error, _("the supply holds 0 to %d tiles, not %d"), TERR_HG_N_TILES, tiles);
  for (int suit = TERR_HG_SUIT_SUNS; suit <= TERR_HG_SUIT_ARMS; suit++)
    if (coins[suit] < 0 || coins[suit] > TERR_HG_N_PER_SUIT)
      return invalid (error, _("the supply holds 0 to %d coins of a suit, not %d"),
                      TERR_HG_N_PER_SUIT, coins[suit]);
  same = s->supply_tiles == tiles;
  for (int suit = TERR_HG_SUIT_SUNS; suit <= TERR_HG_SUIT_ARMS; suit++)
    same = same && s->supply_coins[suit] == coins[suit];
  if (same)
    return TRUE;
  edit_begin (self);
  s->supply_tiles = tiles;
  for (int suit = TERR_HG_SUIT_SUNS; suit <= TERR_HG_SUIT_ARMS; suit++)
    s->supply_coins[suit] = coins[suit];
  edit_end (self);
  return TRUE;
}

gboolean
terr_hg_game_edit_set_turn (TerrHgGame *self, int to_move, int actions_taken, int passes,
                            GError **error)
{
  TerrHgState *s;

  if (!check_editable (self, error) || !check_seat (self, to_move, error))
    return FALSE;
  s = self->state;
  if (actions_taken != 0 && actions_taken != 1)
    return invalid (error, _("the actions taken in the turn are 0 or 1, not %d"), actions_taken);
  if (passes < 0 || passes > s->n_players)
    return invalid (error, _("the passes in a row are 0 to %d (the number of seats), not %d"),
                    s->n_players, passes);
  if (s->to_move == to_move && s->actions_taken == actions_taken && s->passes == passes)
    return TRUE;
  edit_begin (self);
  s->to_move = to_move;
  s->actions_taken = actions_taken;
  /* As the loader reads a scenario: a first action taken was a placement. */
  s->first_placed = actions_taken == 1;
  s->passes = passes;
  edit_end (self);
  return TRUE;
}

gboolean
terr_hg_game_edit_set_progress_rule (TerrHgGame *self, gboolean progress_rule, GError **error)
{
  if (!check_editable (self, error))
    return FALSE;
  if (self->state->progress_rule == !!progress_rule)
    return TRUE;
  edit_begin (self);
  self->state->progress_rule = !!progress_rule;
  edit_end (self);
  return TRUE;
}

gboolean
terr_hg_game_edit_set_goal (TerrHgGame *self, int seat, int value, int actions, GError **error)
{
  if (!check_editable (self, error) || !check_seat (self, seat, error))
    return FALSE;
  if (actions < 1 || actions > 64)
    return invalid (error, _("a goal allows 1 to %d actions, not %d"), 64, actions);
  if (self->has_goal && self->goal_seat == seat && self->goal_value == value
      && self->goal_actions == actions)
    return TRUE;
  edit_begin (self);
  self->has_goal = TRUE;
  self->goal_seat = seat;
  self->goal_value = value;
  self->goal_actions = actions;
  edit_end (self);
  return TRUE;
}

gboolean
terr_hg_game_edit_clear_goal (TerrHgGame *self, GError **error)
{
  if (!check_editable (self, error))
    return FALSE;
  if (!self->has_goal)
    return TRUE;
  edit_begin (self);
  self->has_goal = FALSE;
  edit_end (self);
  return TRUE;
}
