/* terr-hg-game.c — TerrHgGame: the Hanging Gardens rules behind the
 * TerrGame interface (files, moves, scores, solver, AI, the game in words).
 * Designing a scenario (edits, setups, the problem list) is in
 * terr-hg-edit.c. */
#include "config.h"

#include "terr-hg-game-private.h"
#include "terr-hg-analysis.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "terr-hg-ai.h"
#include "terr-hg-puzzle.h"

G_DEFINE_FINAL_TYPE (TerrHgGame, terr_hg_game, TERR_TYPE_GAME)

#define DEFAULT_SOLVE_ACTIONS 2

static const char *const kind_names[] = {
  "terrace", "support", "bed", "gazebo", "move-gazebo", "move-support", "pass",
};

/* ------------------------------------------------------------ moves */

TerrMove *
terr_hg_action_to_move (int seat, const TerrHgAction *a)
{
  TerrMove *m;

  g_return_val_if_fail (a != NULL && a->kind <= TERR_HG_ACTION_PASS, NULL);

  m = terr_move_new (seat, kind_names[a->kind]);
  switch (a->kind)
    {
    case TERR_HG_ACTION_MOVE_SUPPORT:
      terr_move_set_int (m, "from-x", a->from_x);
      terr_move_set_int (m, "from-y", a->from_y);
      terr_move_set_int (m, "from-level", a->from_level);
      terr_move_set_int (m, "from-stack", a->from_stack);
      terr_move_set (m, "as", a->as_support ? "support" : "terrace");
      G_GNUC_FALLTHROUGH;
    case TERR_HG_ACTION_TERRACE:
    case TERR_HG_ACTION_SUPPORT:
      terr_move_set_int (m, "x", a->x);
      terr_move_set_int (m, "y", a->y);
      terr_move_set_int (m, "level", a->level);
      if (a->kind == TERR_HG_ACTION_SUPPORT
          || (a->kind == TERR_HG_ACTION_MOVE_SUPPORT && a->as_support))
        terr_move_set_int (m, "stack", a->stack);
      break;
    case TERR_HG_ACTION_BED:
      terr_move_set_int (m, "x", a->x);
      terr_move_set_int (m, "y", a->y);
      terr_move_set (m, "suit", terr_hg_suit_to_string (a->suit));
      break;
    case TERR_HG_ACTION_GAZEBO:
    case TERR_HG_ACTION_MOVE_GAZEBO:
      terr_move_set_int (m, "x", a->x);
      terr_move_set_int (m, "y", a->y);
      break;
    case TERR_HG_ACTION_PASS:
    default:
      break;
    }
  return m;
}

static gboolean
get_attr_int (const TerrMove *m, const char *name, gint64 min, gint64 max, int *out, GError **error)
{
  gint64 v;

  if (!terr_move_get_int (m, name, min, max, &v))
    {
      if (terr_move_get (m, name) == NULL)
        g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE,
                     _("a %s move needs the attribute %s"), terr_move_get_move_type (m), name);
      else
        {
          g_autofree char *lo = g_strdup_printf ("%" G_GINT64_FORMAT, min);
          g_autofree char *hi = g_strdup_printf ("%" G_GINT64_FORMAT, max);
          g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE,
                       _("%s=\"%s\" is not a whole number from %s to %s"),
                       name, terr_move_get (m, name), lo, hi);
        }
      return FALSE;
    }
  *out = (int) v;
  return TRUE;
}

#define COORD_MAX 1000000

gboolean
terr_hg_action_from_move (const TerrMove *m, TerrHgAction *a, GError **error)
{
  const char *type = terr_move_get_move_type (m);
  int kind = -1;

  memset (a, 0, sizeof *a);
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (g_strcmp0 (type, kind_names[i]) == 0)
      kind = (int) i;
  if (kind < 0)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE,
                   _("Hanging Gardens has no move of type “%s”"), type);
      return FALSE;
    }
  a->kind = kind;
  if (kind == TERR_HG_ACTION_PASS)
    return TRUE;
  if (!get_attr_int (m, "x", -COORD_MAX, COORD_MAX, &a->x, error)
      || !get_attr_int (m, "y", -COORD_MAX, COORD_MAX, &a->y, error))
    return FALSE;
  switch (kind)
    {
    case TERR_HG_ACTION_MOVE_SUPPORT:
      {
        const char *as = terr_move_get (m, "as");
        if (!get_attr_int (m, "from-x", -COORD_MAX, COORD_MAX, &a->from_x, error)
            || !get_attr_int (m, "from-y", -COORD_MAX, COORD_MAX, &a->from_y, error)
            || !get_attr_int (m, "from-level", 0, TERR_HG_N_TILES, &a->from_level, error)
            || !get_attr_int (m, "from-stack", 1, 2, &a->from_stack, error)
            || !get_attr_int (m, "level", 0, TERR_HG_N_TILES, &a->level, error))
          return FALSE;
        if (g_strcmp0 (as, "support") != 0 && g_strcmp0 (as, "terrace") != 0)
          {
            g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE,
                         _("a move-support move needs as=\"terrace\" or as=\"support\""));
            return FALSE;
          }
        a->as_support = g_str_equal (as, "support");
        if (a->as_support && !get_attr_int (m, "stack", 1, 2, &a->stack, error))
          return FALSE;
      }
      break;
    case TERR_HG_ACTION_TERRACE:
      return get_attr_int (m, "level", 0, TERR_HG_N_TILES, &a->level, error);
    case TERR_HG_ACTION_SUPPORT:
      return get_attr_int (m, "level", 0, TERR_HG_N_TILES, &a->level, error)
             && get_attr_int (m, "stack", 1, 2, &a->stack, error);
    case TERR_HG_ACTION_BED:
      a->suit = terr_hg_suit_from_string (terr_move_get (m, "suit"));
      if (a->suit == TERR_HG_SUIT_NONE)
        {
          g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE,
                       _("a bed needs suit=\"suns\", \"moons\", \"crowns\" or \"arms\""));
          return FALSE;
        }
      break;
    default:
      break;
    }
  return TRUE;
}

/* The state's refusal (s->why) as the game's value. */
static void
refuse_why (TerrHgGame *self, const TerrHgWhy *why)
{
  TerrRefusal refusal;

  terr_refusal_init (&refusal, why->code);
  if (why->code != TERR_HG_REFUSAL_PASS && why->code != TERR_REFUSAL_GAME_OVER)
    terr_refusal_add_place (&refusal, TERR_PLACE_SQUARE, why->x, why->y, 0);
  if (why->fault)
    terr_refusal_add_place (&refusal, TERR_PLACE_SQUARE, why->fault_x, why->fault_y, 0);
  if (why->code == TERR_HG_REFUSAL_BARE_TABLE || why->code == TERR_HG_REFUSAL_ON_SUPPORT)
    terr_refusal_add_piece (&refusal, why->piece);
  refusal.values[0] = why->values[0];
  refusal.values[1] = why->values[1];
  terr_game_refuse (TERR_GAME (self), &refusal);
}

/* Parse and check @move for the seat to move; the error is the reason,
 * and the game's refusal (terr_game_refuse) says it as a value. */
static gboolean
check_move (TerrHgGame *self, const TerrMove *move, TerrHgAction *a, GError **error)
{
  const char *why;

  if (!terr_hg_action_from_move (move, a, error))
    {
      terr_game_refuse_code (TERR_GAME (self), TERR_REFUSAL_NOT_A_MOVE);
      return FALSE;
    }
  if (!terr_hg_state_is_over (self->state) && terr_move_get_seat (move) != self->state->to_move)
    {
      TerrRefusal refusal;

      terr_refusal_init (&refusal, TERR_REFUSAL_NOT_YOUR_TURN);
      refusal.values[0] = self->state->to_move;
      terr_game_refuse (TERR_GAME (self), &refusal);
      g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE,
                   _("it is seat %d's turn, not seat %d's"), self->state->to_move,
                   terr_move_get_seat (move));
      return FALSE;
    }
  why = terr_hg_state_check (self->state, a);
  if (why != NULL)
    {
      refuse_why (self, &self->state->why);
      g_set_error_literal (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE, why);
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------ vfuncs */

void
terr_hg_game_reset_state (TerrHgGame *self, TerrHgState *state)
{
  g_clear_pointer (&self->state, terr_hg_state_free);
  self->state = state;
  g_array_set_size (self->undos, 0);
}

/* The goal's verdict from the score its seat has now. */
static void
goal_decide (TerrHgGame *self)
{
  int score = terr_hg_score_seat (self->state, self->goal_seat, NULL, NULL);

  self->goal_status = score >= self->goal_value ? TERR_GOAL_STATUS_REACHED
                                                : TERR_GOAL_STATUS_FAILED;
}

void
terr_hg_game_reset_goal (TerrHgGame *self)
{
  self->goal_done = 0;
  self->goal_status = TERR_GOAL_STATUS_NONE;
  if (!self->has_goal)
    return;
  self->goal_status = TERR_GOAL_STATUS_OPEN;
  /* A puzzle that starts over has no action left: it is judged at once. */
  if (self->goal_seat >= 1 && self->goal_seat <= self->state->n_players
      && terr_hg_state_is_over (self->state))
    goal_decide (self);
}

/* After an action of @seat: the goal's seat has used one more of its
 * actions; its sequence is over after the last one, when it can only pass,
 * or when the game ends (whoever ended it). */
static void
goal_after_action (TerrHgGame *self, int seat, gboolean pass)
{
  if (!self->has_goal || self->goal_status != TERR_GOAL_STATUS_OPEN)
    return;
  if (seat == self->goal_seat && !pass)
    self->goal_done++;
  if ((seat == self->goal_seat && pass) || self->goal_done >= self->goal_actions
      || terr_hg_state_is_over (self->state))
    goal_decide (self);
}

static gboolean
terr_hg_game_setup_new (TerrGame *game, guint n_players, guint64 seed, GError **error)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  TerrRandom rng;

  if (n_players < 2 || n_players > TERR_HG_MAX_SEATS)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED,
                   _("Hanging Gardens is for 2 to 4 players, not %u"), n_players);
      return FALSE;
    }
  terr_hg_game_reset_state (self, terr_hg_state_new ((int) n_players, TRUE));
  terr_random_init (&rng, seed);
  self->state->to_move = 1 + (int) terr_random_below (&rng, n_players);
  self->has_goal = FALSE;
  terr_hg_game_reset_goal (self);
  return TRUE;
}

/* A <terrace> or <support> of the file, read once. */
typedef struct {
  xmlNode *node;
  gboolean support;
  int      x, y, level, stack;
  int      key;     /* level · 4 + 0 terrace, 1 or 2 support stack */
  guint    order;
} PieceNode;

static int
piece_node_compare (gconstpointer pa, gconstpointer pb)
{
  const PieceNode *a = pa, *b = pb;

  if (a->key != b->key)
    return a->key < b->key ? -1 : 1;
  return a->order < b->order ? -1 : (a->order > b->order);
}

static gboolean
get_int (TerrDocument *doc, xmlNode *node, const char *attr, gint64 min, gint64 max,
         int *out, GError **error)
{
  gint64 v;

  if (!terr_xml_get_int (doc, node, attr, min, max, &v, error))
    return FALSE;
  *out = (int) v;
  return TRUE;
}

char *
terr_hg_game_too_many_beds (TerrHgSuit suit)
{
  switch (suit)
    {
    case TERR_HG_SUIT_SUNS:
      return g_strdup_printf (_("more suns beds than the set's %d suns coins"), TERR_HG_N_PER_SUIT);
    case TERR_HG_SUIT_MOONS:
      return g_strdup_printf (_("more moons beds than the set's %d moons coins"), TERR_HG_N_PER_SUIT);
    case TERR_HG_SUIT_CROWNS:
      return g_strdup_printf (_("more crowns beds than the set's %d crowns coins"), TERR_HG_N_PER_SUIT);
    case TERR_HG_SUIT_ARMS:
    case TERR_HG_SUIT_NONE:
    default:
      return g_strdup_printf (_("more arms beds than the set's %d arms coins"), TERR_HG_N_PER_SUIT);
    }
}

static gboolean
span_error (TerrDocument *doc, xmlNode *node, GError **error)
{
  return terr_document_set_error (doc, node, error, TERR_ERROR_INVALID,
                                  _("the garden may not span more than %d spaces"),
                                  TERR_HG_MAX_SPAN);
}

/* The tiles, bottom-up (the file's order among equals), into @s, and their
 * elements in the same order into @tile_nodes.  Only what @s cannot hold
 * stops here; the structure is checked afterwards. */
static gboolean
load_tiles (TerrHgState *s, TerrDocument *doc, GPtrArray *tile_nodes, GError **error)
{
  g_autoptr(GArray) nodes = g_array_new (FALSE, FALSE, sizeof (PieceNode));
  guint order = 0;

  for (xmlNode *n = terr_xml_next_element (doc->position, NULL, NULL); n;
       n = terr_xml_next_element (doc->position, n, NULL))
    {
      PieceNode pn = { n, xmlStrEqual (n->name, BAD_CAST "support"), 0, 0, 0, 0, 0, order++ };

      if (!pn.support && !xmlStrEqual (n->name, BAD_CAST "terrace"))
        continue;
      if (!get_int (doc, n, "x", -COORD_MAX, COORD_MAX, &pn.x, error)
          || !get_int (doc, n, "y", -COORD_MAX, COORD_MAX, &pn.y, error)
          || !get_int (doc, n, "level", 0, TERR_HG_N_TILES, &pn.level, error)
          || (pn.support && !get_int (doc, n, "stack", 1, 2, &pn.stack, error)))
        return FALSE;
      pn.key = pn.level * 4 + pn.stack;
      g_array_append_val (nodes, pn);
    }
  if (nodes->len > TERR_HG_N_TILES)
    return terr_document_set_error (doc, doc->position, error, TERR_ERROR_INVALID,
                                    _("%u tiles are placed, but the set has %d"),
                                    nodes->len, TERR_HG_N_TILES);
  /* From the bottom up, so that each tile lies on what it stands on. */
  g_array_sort (nodes, piece_node_compare);
  for (guint i = 0; i < nodes->len; i++)
    {
      const PieceNode *pn = &g_array_index (nodes, PieceNode, i);

      if (!terr_hg_state_fits (s, pn->x, pn->y, pn->x + 1, pn->y + 1))
        return span_error (doc, pn->node, error);
      terr_hg_state_append_tile (s, pn->x, pn->y, pn->support, pn->level, pn->stack);
      g_ptr_array_add (tile_nodes, pn->node);
    }
  return TRUE;
}

/* The beds and gazebos in the file's order into @s, @items (TerrHgItem)
 * and @item_nodes; as load_tiles(), only what @s cannot hold stops. */
static gboolean
load_beds_and_gazebos (TerrHgState *s, TerrDocument *doc, GArray *items,
                       GPtrArray *item_nodes, GError **error)
{
  int placed[TERR_HG_N_SUITS + 1] = { 0 };

  for (xmlNode *n = terr_xml_next_element (doc->position, NULL, NULL); n;
       n = terr_xml_next_element (doc->position, n, NULL))
    {
      TerrHgItem item = { 0 };
      const TerrHgCell *c;

      if (xmlStrEqual (n->name, BAD_CAST "bed"))
        {
          g_autofree char *suit_str = terr_xml_get_string (n, "suit");

          item.suit = terr_hg_suit_from_string (suit_str);
          if (item.suit == TERR_HG_SUIT_NONE)
            return terr_document_set_error (doc, n, error, TERR_ERROR_INVALID,
                                            _("unknown suit “%s”"), suit_str ? suit_str : "");
          if (!get_int (doc, n, "x", -COORD_MAX, COORD_MAX, &item.x, error)
              || !get_int (doc, n, "y", -COORD_MAX, COORD_MAX, &item.y, error))
            return FALSE;
          if (++placed[item.suit] > TERR_HG_N_PER_SUIT)
            {
              g_autofree char *why = terr_hg_game_too_many_beds (item.suit);
              return terr_document_set_error (doc, n, error, TERR_ERROR_INVALID, "%s", why);
            }
          c = terr_hg_state_cell (s, item.x, item.y);
          if (c->bed)
            return terr_document_set_error (doc, n, error, TERR_ERROR_INVALID,
                                            _("(%d,%d) already holds a bed"), item.x, item.y);
          if (!terr_hg_state_fits (s, item.x, item.y, item.x, item.y))
            return span_error (doc, n, error);
          terr_hg_state_set_bed (s, item.x, item.y, item.suit);
        }
      else if (xmlStrEqual (n->name, BAD_CAST "gazebo"))
        {
          item.gazebo = TRUE;
          if (!get_int (doc, n, "x", -COORD_MAX, COORD_MAX, &item.x, error)
              || !get_int (doc, n, "y", -COORD_MAX, COORD_MAX, &item.y, error)
              || !get_int (doc, n, "seat", 1, s->n_players, &item.seat, error))
            return FALSE;
          if (s->gazebo_placed[item.seat])
            return terr_document_set_error (doc, n, error, TERR_ERROR_INVALID,
                                            _("seat %d has only one gazebo"), item.seat);
          c = terr_hg_state_cell (s, item.x, item.y);
          if (c->gazebo)
            return terr_document_set_error (doc, n, error, TERR_ERROR_INVALID,
                                            _("(%d,%d) already holds a gazebo"), item.x, item.y);
          if (!terr_hg_state_fits (s, item.x, item.y, item.x, item.y))
            return span_error (doc, n, error);
          terr_hg_state_set_gazebo (s, item.seat, item.x, item.y);
        }
      else
        continue;
      g_array_append_val (items, item);
      g_ptr_array_add (item_nodes, n);
    }
  return TRUE;
}

static gboolean
load_supply (TerrHgState *s, TerrDocument *doc, GError **error)
{
  xmlNode *supply = terr_xml_next_element (doc->position, NULL, "supply");

  if (supply == NULL)
    return terr_document_set_error (doc, doc->position, error, TERR_ERROR_INVALID,
                                    _("<position> needs a <supply>"));
  if (!get_int (doc, supply, "tiles", 0, TERR_HG_N_TILES, &s->supply_tiles, error))
    return FALSE;
  for (int suit = TERR_HG_SUIT_SUNS; suit <= TERR_HG_SUIT_ARMS; suit++)
    if (!get_int (doc, supply, terr_hg_suit_to_string (suit), 0, TERR_HG_N_PER_SUIT,
                  &s->supply_coins[suit], error))
      return FALSE;
  return TRUE;
}

/* First the position is built from the file (stopping only at what it
 * cannot hold: numbers out of range, more pieces than the set, two beds or
 * two gazebos on a space, a garden too wide), then checked by the same
 * function as terr_game_list_problems(); the first problem, with the line
 * of its element, refuses the file unless a draft is being loaded. */
static gboolean
terr_hg_game_load_state (TerrGame *game, TerrDocument *doc, GError **error)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  g_autoptr(GPtrArray) tile_nodes = g_ptr_array_new ();
  g_autoptr(GPtrArray) item_nodes = g_ptr_array_new ();
  g_autoptr(GArray) items = g_array_new (FALSE, TRUE, sizeof (TerrHgItem));
  g_autoptr(GArray) faults = g_array_new (FALSE, FALSE, sizeof (TerrHgFault));
  TerrHgState *s;
  gboolean progress = TRUE;
  int players, n_seats = (int) terr_game_get_n_players (game);

  if (doc->rules == NULL || doc->position == NULL)
    return terr_document_set_error (doc, doc->root, error, TERR_ERROR_INVALID,
                                    _("a Hanging Gardens file needs <rules> and <position>"));
  if (!get_int (doc, doc->rules, "players", 2, TERR_HG_MAX_SEATS, &players, error)
      || !terr_xml_get_bool (doc, doc->rules, "progress-rule", &progress, error))
    return FALSE;
  if (players != n_seats)
    return terr_document_set_error (doc, doc->rules, error, TERR_ERROR_INVALID,
                                    _("players=\"%d\", but <players> lists %d"), players, n_seats);

  s = terr_hg_state_new_empty (players, progress);
  terr_hg_game_reset_state (self, s);
  self->has_goal = FALSE;
  if (!get_int (doc, doc->position, "to-move", 1, players, &s->to_move, error)
      || !get_int (doc, doc->position, "actions-taken", 0, 1, &s->actions_taken, error)
      || !get_int (doc, doc->position, "passes", 0, players, &s->passes, error))
    return FALSE;
  /* A scenario cannot say what its first action was; it counts as a placement. */
  s->first_placed = s->actions_taken == 1;
  if (!load_supply (s, doc, error)
      || !load_tiles (s, doc, tile_nodes, error)
      || !load_beds_and_gazebos (s, doc, items, item_nodes, error))
    return FALSE;
  terr_hg_state_update_box (s);

  if (doc->goal != NULL)
    {
      if (!get_int (doc, doc->goal, "seat", 1, players, &self->goal_seat, error)
          || !get_int (doc, doc->goal, "value", G_MININT, G_MAXINT, &self->goal_value, error)
          || !get_int (doc, doc->goal, "actions", 1, 64, &self->goal_actions, error))
        return FALSE;
      self->has_goal = TRUE;
    }
  terr_hg_game_reset_goal (self);

  terr_hg_game_check (self, items, faults);
  if (faults->len > 0 && !terr_game_is_loading_draft (game))
    {
      const TerrHgFault *f = &g_array_index (faults, TerrHgFault, 0);
      g_autoptr(TerrProblem) problem = terr_hg_game_fault_problem (self, items, f);
      xmlNode *node = f->tile >= 0 ? g_ptr_array_index (tile_nodes, f->tile)
                    : f->item >= 0 ? g_ptr_array_index (item_nodes, f->item)
                    : f->kind == TERR_HG_FAULT_GOAL_SEAT ? doc->goal
                    : doc->position;

      return terr_document_set_error (doc, node, error, TERR_ERROR_INVALID, "%s", problem->message);
    }
  return TRUE;
}

static void
terr_hg_game_write_rules (TerrGame *game, xmlNode *root)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  xmlNode *rules = terr_xml_add_element (root, "rules");

  terr_xml_set_int (rules, "players", self->state->n_players);
  terr_xml_set_bool (rules, "progress-rule", self->state->progress_rule);
}

/* Terraces by level, y, x; then supports by level, stack, y, x. */
static int
tile_write_compare (gconstpointer pa, gconstpointer pb)
{
  const TerrHgTile *a = pa, *b = pb;
  int ka[5] = { a->support, a->level, a->stack, a->y, a->x };
  int kb[5] = { b->support, b->level, b->stack, b->y, b->x };

  for (int i = 0; i < 5; i++)
    if (ka[i] != kb[i])
      return ka[i] < kb[i] ? -1 : 1;
  return 0;
}

static void
terr_hg_game_write_state (TerrGame *game, xmlNode *root)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  const TerrHgState *s = self->state;
  xmlNode *pos = terr_xml_add_element (root, "position");
  xmlNode *supply;
  TerrHgTile tiles[TERR_HG_N_TILES];

  terr_xml_set_int (pos, "to-move", s->to_move);
  terr_xml_set_int (pos, "actions-taken", s->actions_taken);
  terr_xml_set_int (pos, "passes", s->passes);
  supply = terr_xml_add_element (pos, "supply");
  terr_xml_set_int (supply, "tiles", s->supply_tiles);
  for (int suit = TERR_HG_SUIT_SUNS; suit <= TERR_HG_SUIT_ARMS; suit++)
    terr_xml_set_int (supply, terr_hg_suit_to_string (suit), s->supply_coins[suit]);

  memcpy (tiles, s->tiles, sizeof (TerrHgTile) * s->n_tiles);
  qsort (tiles, s->n_tiles, sizeof (TerrHgTile), tile_write_compare);
  for (int i = 0; i < s->n_tiles; i++)
    {
      xmlNode *n = terr_xml_add_element (pos, tiles[i].support ? "support" : "terrace");
      terr_xml_set_int (n, "x", tiles[i].x);
      terr_xml_set_int (n, "y", tiles[i].y);
      terr_xml_set_int (n, "level", tiles[i].level);
      if (tiles[i].support)
        terr_xml_set_int (n, "stack", tiles[i].stack);
    }
  /* The whole grid, not the garden's box: a draft may hold a bed off it. */
  for (int y = s->oy; y < s->oy + s->h; y++)
    for (int x = s->ox; x < s->ox + s->w; x++)
      {
        const TerrHgCell *c = terr_hg_state_cell (s, x, y);
        if (c->bed)
          {
            xmlNode *n = terr_xml_add_element (pos, "bed");
            terr_xml_set_int (n, "x", x);
            terr_xml_set_int (n, "y", y);
            terr_xml_set_string (n, "suit", terr_hg_suit_to_string (c->bed));
          }
      }
  for (int seat = 1; seat <= s->n_players; seat++)
    if (s->gazebo_placed[seat])
      {
        xmlNode *n = terr_xml_add_element (pos, "gazebo");
        terr_xml_set_int (n, "x", s->gazebo_x[seat]);
        terr_xml_set_int (n, "y", s->gazebo_y[seat]);
        terr_xml_set_int (n, "seat", seat);
      }
  if (self->has_goal)
    {
      xmlNode *goal = terr_xml_add_element (root, "goal");
      terr_xml_set_string (goal, "type", "min-score");
      terr_xml_set_int (goal, "seat", self->goal_seat);
      terr_xml_set_int (goal, "value", self->goal_value);
      terr_xml_set_int (goal, "actions", self->goal_actions);
    }
}

static gboolean
terr_hg_game_apply_move (TerrGame *game, const TerrMove *move, GError **error)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  TerrHgAction a;
  TerrHgMoveRecord r;
  int seat = self->state->to_move;

  if (!check_move (self, move, &a, error))
    return FALSE;
  r.goal_done = self->goal_done;
  r.goal_status = self->goal_status;
  terr_hg_state_apply (self->state, &a, &r.undo);
  goal_after_action (self, seat, a.kind == TERR_HG_ACTION_PASS);
  g_array_append_val (self->undos, r);
  return TRUE;
}

static void
terr_hg_game_undo_move (TerrGame *game)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  const TerrHgMoveRecord *r;

  g_return_if_fail (self->undos->len > 0);
  r = &g_array_index (self->undos, TerrHgMoveRecord, self->undos->len - 1);
  terr_hg_state_undo (self->state, &r->undo);
  self->goal_done = r->goal_done;
  self->goal_status = r->goal_status;
  g_array_set_size (self->undos, self->undos->len - 1);
}

/* --- positions for fast navigation --- */

/* Everything apply_move and undo_move change, without the undo records;
 * compact, as the base keeps many along a long game. */
typedef struct {
  TerrHgFrozen  *state;
  int            goal_done;
  TerrGoalStatus goal_status;
} HgPosition;

static gpointer
terr_hg_game_save_position (TerrGame *game)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  HgPosition *p = g_new0 (HgPosition, 1);

  p->state = terr_hg_state_freeze (self->state);
  p->goal_done = self->goal_done;
  p->goal_status = self->goal_status;
  return p;
}

static void
terr_hg_game_restore_position (TerrGame *game, gconstpointer position)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  const HgPosition *p = position;

  terr_hg_game_reset_state (self, terr_hg_state_thaw (p->state));
  self->goal_done = p->goal_done;
  self->goal_status = p->goal_status;
}

static void
terr_hg_game_free_position (gpointer position)
{
  HgPosition *p = position;

  if (p == NULL)
    return;
  terr_hg_frozen_free (p->state);
  g_free (p);
}

static int
terr_hg_game_get_seat_to_move (TerrGame *game)
{
  return TERR_HG_GAME (game)->state->to_move;
}

static TerrEndState
terr_hg_game_get_end_state (TerrGame *game)
{
  return terr_hg_state_is_over (TERR_HG_GAME (game)->state) ? TERR_END_FINISHED : TERR_END_NONE;
}

static GPtrArray *
actions_to_moves (int seat, GArray *actions)
{
  GPtrArray *moves = g_ptr_array_new_full (actions->len, (GDestroyNotify) terr_move_unref);

  for (guint i = 0; i < actions->len; i++)
    g_ptr_array_add (moves, terr_hg_action_to_move (seat, &g_array_index (actions, TerrHgAction, i)));
  return moves;
}

static GPtrArray *
terr_hg_game_list_moves (TerrGame *game)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  g_autoptr(GArray) actions = terr_hg_game_list_actions (self);

  return actions_to_moves (self->state->to_move, actions);
}

static int
terr_hg_game_get_seat_score (TerrGame *game, int seat)
{
  TerrHgGame *self = TERR_HG_GAME (game);

  g_return_val_if_fail (seat >= 1 && seat <= self->state->n_players, 0);
  return terr_hg_score_seat (self->state, seat, NULL, NULL);
}

static void
add_int_member (JsonBuilder *b, const char *name, gint64 value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

static JsonNode *
terr_hg_game_score_json (TerrGame *game)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  g_autoptr(TerrHgScoreReport) r = terr_hg_score_report_new (self->state);
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, "hanging-gardens");
  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (int i = 0; i < r->n_seats; i++)
    {
      const TerrHgSeatReport *sr = &r->seats[i];
      const TerrHgViewDetail *vd = &sr->detail[sr->best];

      json_builder_begin_object (b);
      add_int_member (b, "seat", sr->seat);
      add_int_member (b, "score", sr->score);
      json_builder_set_member_name (b, "direction");
      if (sr->has_gazebo)
        json_builder_add_string_value (b, terr_hg_dir_to_string (sr->best));
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "height");
      if (sr->has_gazebo)
        json_builder_add_int_value (b, sr->height);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "views");
      json_builder_begin_object (b);
      for (int d = 0; d < TERR_HG_N_DIRS; d++)
        {
          json_builder_set_member_name (b, terr_hg_dir_to_string (d));
          json_builder_add_int_value (b, sr->views[d]);
        }
      json_builder_end_object (b);
      json_builder_set_member_name (b, "rows");
      json_builder_begin_array (b);
      for (guint k = 0; sr->has_gazebo && k < vd->rows->len; k++)
        {
          const TerrHgRow *row = &g_array_index (vd->rows, TerrHgRow, k);

          json_builder_begin_object (b);
          add_int_member (b, "row", row->row);
          json_builder_set_member_name (b, "segments");
          json_builder_begin_array (b);
          for (guint q = 0; q < row->n_segments; q++)
            {
              const TerrHgSegment *seg = &g_array_index (vd->segments, TerrHgSegment,
                                                         row->first_segment + q);
              json_builder_begin_object (b);
              add_int_member (b, "from", seg->from);
              add_int_member (b, "to", seg->to);
              add_int_member (b, "colours", seg->colours);
              add_int_member (b, "symmetry", seg->symmetry);
              json_builder_set_member_name (b, "seen");
              json_builder_begin_array (b);
              for (guint e = 0; e < seg->n_seen; e++)
                {
                  const TerrHgBedSight *bs = &g_array_index (vd->seen, TerrHgBedSight,
                                                             seg->first_seen + e);
                  json_builder_begin_array (b);
                  json_builder_add_int_value (b, bs->x);
                  json_builder_add_int_value (b, bs->y);
                  json_builder_end_array (b);
                }
              json_builder_end_array (b);
              json_builder_end_object (b);
            }
          json_builder_end_array (b);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "winners");
  json_builder_begin_array (b);
  for (int i = 0; i < r->n_winners; i++)
    json_builder_add_int_value (b, r->winners[i]);
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static char *
terr_hg_game_score_text (TerrGame *game)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  g_autoptr(TerrHgScoreReport) r = terr_hg_score_report_new (self->state);
  GString *out = g_string_new (NULL);

  for (int i = 0; i < r->n_seats; i++)
    {
      const TerrHgSeatReport *sr = &r->seats[i];
      const TerrHgViewDetail *vd = &sr->detail[sr->best];

      if (!sr->has_gazebo)
        {
          g_string_append_printf (out, _("Seat %d: 0 (no gazebo in the garden)\n"), sr->seat);
          continue;
        }
      g_string_append_printf (out, _("Seat %d: %d = view %d facing %s + height %d "
                                     "(views n %d, e %d, s %d, w %d)\n"),
                              sr->seat, sr->score, sr->views[sr->best],
                              terr_hg_dir_to_string (sr->best), sr->height,
                              sr->views[0], sr->views[1], sr->views[2], sr->views[3]);
      for (guint k = 0; k < vd->rows->len; k++)
        {
          const TerrHgRow *row = &g_array_index (vd->rows, TerrHgRow, k);
          for (guint q = 0; q < row->n_segments; q++)
            {
              const TerrHgSegment *seg = &g_array_index (vd->segments, TerrHgSegment,
                                                         row->first_segment + q);
              if (seg->n_seen == 0)
                continue;
              g_string_append_printf (out, _("  row %d, offsets %d to %d: colours %d, symmetry %d;"),
                                      row->row, seg->from, seg->to, seg->colours, seg->symmetry);
              for (guint e = 0; e < seg->n_seen; e++)
                {
                  const TerrHgBedSight *bs = &g_array_index (vd->seen, TerrHgBedSight,
                                                             seg->first_seen + e);
                  g_string_append_printf (out, " %s (%d,%d)", terr_hg_suit_to_string (bs->suit),
                                          bs->x, bs->y);
                }
              g_string_append_c (out, '\n');
            }
        }
    }
  if (r->n_winners > 0)
    {
      g_string_append (out, r->n_winners == 1 ? _("Winner:") : _("Winners:"));
      for (int i = 0; i < r->n_winners; i++)
        g_string_append_printf (out, _(" seat %d"), r->winners[i]);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

static JsonNode *
terr_hg_game_solve (TerrGame *game, const TerrSolveOptions *options,
                    GCancellable *cancellable, GError **error)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  TerrHgSolution sol = { 0 };
  int n_actions = self->has_goal ? self->goal_actions : DEFAULT_SOLVE_ACTIONS;

  if (!terr_hg_solve (self->state, n_actions, options->time_limit, options->node_limit,
                      options->progress, options->progress_data, cancellable, &sol, error))
    return NULL;

  json_builder_begin_object (b);
  add_int_member (b, "seat", sol.seat);
  json_builder_set_member_name (b, "actions");
  json_builder_begin_array (b);
  for (guint i = 0; i < sol.actions->len; i++)
    {
      g_autoptr(TerrMove) m = terr_hg_action_to_move (sol.seat, &g_array_index (sol.actions, TerrHgAction, i));

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "type");
      json_builder_add_string_value (b, terr_move_get_move_type (m));
      for (guint a = 0; a < terr_move_get_n_attrs (m); a++)
        {
          const char *name, *value;
          terr_move_get_attr (m, a, &name, &value);
          json_builder_set_member_name (b, name);
          if (g_str_equal (name, "suit") || g_str_equal (name, "as"))
            json_builder_add_string_value (b, value);
          else
            json_builder_add_int_value (b, g_ascii_strtoll (value, NULL, 10));
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  add_int_member (b, "score", sol.score);
  json_builder_set_member_name (b, "proven_best");
  json_builder_add_boolean_value (b, sol.proven_best);
  json_builder_end_object (b);
  terr_hg_solution_clear (&sol);
  return json_builder_get_root (b);
}

static char *
terr_hg_game_solve_text (TerrGame *game, JsonNode *solution)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  JsonObject *o = json_node_get_object (solution);
  JsonArray *actions = json_object_get_array_member (o, "actions");
  int score = (int) json_object_get_int_member (o, "score");
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, _("Seat %d can reach %d points (%s) with:\n"),
                          (int) json_object_get_int_member (o, "seat"), score,
                          json_object_get_boolean_member (o, "proven_best")
                          ? _("the best possible") : _("the best found before the limit"));
  for (guint i = 0; i < json_array_get_length (actions); i++)
    {
      JsonObject *a = json_array_get_object_element (actions, i);
      GList *members = json_object_get_members (a);

      g_string_append_printf (out, "  %u.", i + 1);
      for (GList *l = members; l; l = l->next)
        {
          JsonNode *v = json_object_get_member (a, l->data);
          if (json_node_get_value_type (v) == G_TYPE_STRING)
            g_string_append_printf (out, " %s=%s", (char *) l->data, json_node_get_string (v));
          else
            g_string_append_printf (out, " %s=%" G_GINT64_FORMAT, (char *) l->data, json_node_get_int (v));
        }
      g_list_free (members);
      g_string_append_c (out, '\n');
    }
  if (self->has_goal)
    g_string_append_printf (out, score >= self->goal_value ? _("The goal (%d) is reached.\n")
                                                           : _("The goal (%d) cannot be reached.\n"),
                            self->goal_value);
  return g_string_free (out, FALSE);
}

static TerrMove *
terr_hg_game_ai_move (TerrGame *game, guint level, guint64 seed,
                      GCancellable *cancellable, GError **error)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  TerrHgAction a;

  if (terr_hg_state_is_over (self->state))
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED, _("the game is over"));
      return NULL;
    }
  /* Levels 1 to 3 (terr-hg-ai.h); New Game offers the levels a game
   * does not refuse. */
  if (level > 3)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED, _("there is no computer player of level %u"), level);
      return NULL;
    }
  if (!terr_hg_ai_choose (self->state, level, seed, cancellable, &a, error))
    return NULL;
  return terr_hg_action_to_move (self->state->to_move, &a);
}

static char *
terr_hg_game_describe (TerrGame *game)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  const TerrHgState *s = self->state;
  GString *out = g_string_new (NULL);
  int coins = 0, terraces = 0;

  for (int i = 1; i <= TERR_HG_N_SUITS; i++)
    coins += s->supply_coins[i];
  for (int i = 0; i < s->n_tiles; i++)
    terraces += !s->tiles[i].support;
  g_string_append_printf (out, _("%d terraces, %d supports and %d beds in the garden; "
                                 "%d tiles and %d coins in the supply."),
                          terraces, s->n_tiles - terraces, s->n_beds, s->supply_tiles, coins);
  for (int seat = 1; seat <= s->n_players; seat++)
    {
      if (s->gazebo_placed[seat])
        g_string_append_printf (out, _(" Seat %d's gazebo stands on (%d,%d) at level %d."), seat,
                                s->gazebo_x[seat], s->gazebo_y[seat],
                                terr_hg_game_get_level (self, s->gazebo_x[seat], s->gazebo_y[seat]));
      else
        g_string_append_printf (out, _(" Seat %d's gazebo is in hand."), seat);
    }
  if (terr_hg_state_is_over (s))
    g_string_append (out, _(" The game is over."));
  else
    g_string_append_printf (out, s->actions_taken == 0 ? _(" Seat %d to move, two actions left.")
                                                       : _(" Seat %d to move, one action left."),
                            s->to_move);
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------ in words */

static char *
describe_bed (TerrHgSuit suit, int x, int y)
{
  switch (suit)
    {
    case TERR_HG_SUIT_SUNS:
      /* TRANSLATORS: the moves of Hanging Gardens, as the move list shows
       * them after the player's name; a bed is a coin of one of four
       * suits (suns, moons, crowns, arms) */
      return g_strdup_printf (_("suns bed at (%d, %d)"), x, y);
    case TERR_HG_SUIT_MOONS:
      return g_strdup_printf (_("moons bed at (%d, %d)"), x, y);
    case TERR_HG_SUIT_CROWNS:
      return g_strdup_printf (_("crowns bed at (%d, %d)"), x, y);
    case TERR_HG_SUIT_ARMS:
    case TERR_HG_SUIT_NONE:
    default:
      return g_strdup_printf (_("arms bed at (%d, %d)"), x, y);
    }
}

static char *
terr_hg_game_describe_move (TerrGame *game, const TerrMove *move)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  const TerrHgState *s = self->state;
  int seat = terr_move_get_seat (move);
  TerrHgAction a;

  if (!terr_hg_action_from_move (move, &a, NULL))
    return terr_move_to_string (move);
  switch (a.kind)
    {
    case TERR_HG_ACTION_TERRACE:
      if (a.level == 0)
        /* TRANSLATORS: a move, after the player's name: "Ann — terrace at (2, 3)" */
        return g_strdup_printf (_("terrace at (%d, %d)"), a.x, a.y);
      return g_strdup_printf (_("level-%d terrace at (%d, %d)"), a.level, a.x, a.y);
    case TERR_HG_ACTION_SUPPORT:
      if (a.stack == 2)
        return g_strdup_printf (_("second support on level %d at (%d, %d)"), a.level, a.x, a.y);
      return g_strdup_printf (_("support on level %d at (%d, %d)"), a.level, a.x, a.y);
    case TERR_HG_ACTION_BED:
      return describe_bed (a.suit, a.x, a.y);
    case TERR_HG_ACTION_GAZEBO:
      return g_strdup_printf (_("gazebo at (%d, %d)"), a.x, a.y);
    case TERR_HG_ACTION_MOVE_GAZEBO:
      /* Where it stood is in the position before the move. */
      if (seat >= 1 && seat <= MIN (s->n_players, TERR_HG_MAX_SEATS) && s->gazebo_placed[seat])
        return g_strdup_printf (_("gazebo moved from (%d, %d) to (%d, %d)"),
                                s->gazebo_x[seat], s->gazebo_y[seat], a.x, a.y);
      return g_strdup_printf (_("gazebo moved to (%d, %d)"), a.x, a.y);
    case TERR_HG_ACTION_MOVE_SUPPORT:
      if (!a.as_support && a.level == 0)
        return g_strdup_printf (_("support moved from (%d, %d) to (%d, %d) as a terrace"),
                                a.from_x, a.from_y, a.x, a.y);
      if (!a.as_support)
        return g_strdup_printf (_("support moved from (%d, %d) to (%d, %d) as a level-%d terrace"),
                                a.from_x, a.from_y, a.x, a.y, a.level);
      if (a.stack == 2)
        return g_strdup_printf (_("support moved from (%d, %d) to (%d, %d) as a second support on level %d"),
                                a.from_x, a.from_y, a.x, a.y, a.level);
      return g_strdup_printf (_("support moved from (%d, %d) to (%d, %d) on level %d"),
                              a.from_x, a.from_y, a.x, a.y, a.level);
    case TERR_HG_ACTION_PASS:
    default:
      /* TRANSLATORS: a move: the player could take no action */
      return g_strdup (_("pass"));
    }
}

static char *
terr_hg_game_status_text (TerrGame *game)
{
  const TerrHgState *s = TERR_HG_GAME (game)->state;

  if (terr_hg_state_is_over (s))
    return NULL;
  /* TRANSLATORS: a turn is two actions */
  return g_strdup_printf (_("Action %d of 2"), s->actions_taken + 1);
}

static gboolean
terr_hg_game_get_goal (TerrGame *game, TerrGoal *goal)
{
  TerrHgGame *self = TERR_HG_GAME (game);

  if (!self->has_goal)
    return FALSE;
  goal->type = TERR_GOAL_MIN_SCORE;
  goal->seat = self->goal_seat;
  goal->value = self->goal_value;
  goal->actions = self->goal_actions;
  return TRUE;
}

static TerrGoalStatus
terr_hg_game_goal_status (TerrGame *game)
{
  return TERR_HG_GAME (game)->goal_status;
}

static char *
describe_square_bed (TerrHgSuit suit)
{
  switch (suit)
    {
    case TERR_HG_SUIT_SUNS:
      /* TRANSLATORS: what lies on a space of the garden, for screen
       * readers: "terrace level 0, a suns bed" */
      return g_strdup (_("a suns bed"));
    case TERR_HG_SUIT_MOONS:
      return g_strdup (_("a moons bed"));
    case TERR_HG_SUIT_CROWNS:
      return g_strdup (_("a crowns bed"));
    case TERR_HG_SUIT_ARMS:
    case TERR_HG_SUIT_NONE:
    default:
      return g_strdup (_("an arms bed"));
    }
}

/* @list gets ", @part" (or @part when empty); @part is freed. */
static void
join_part (char **list, char *part)
{
  char *joined;

  if (*list == NULL)
    {
      *list = part;
      return;
    }
  /* TRANSLATORS: joins the things on one space: "terrace level 0, a suns bed" */
  joined = g_strdup_printf (_("%s, %s"), *list, part);
  g_free (*list);
  g_free (part);
  *list = joined;
}

static char *
terr_hg_game_describe_square (TerrGame *game, int seat, int x, int y)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  const TerrHgState *s = self->state;
  const TerrHgCell *c = terr_hg_state_cell (s, x, y);
  const TerrHgTile *terrace = terr_hg_state_top_terrace (s, x, y);
  char *text = NULL;
  int index = c->top, over = 0, under = 0;

  /* Down the space's stack: the supports standing on the top terrace, the
   * terrace, then the supports right under it. */
  for (; index >= 0 && s->tiles[index].support; over++)
    index = s->tiles[index].below[(x - s->tiles[index].x) + 2 * (y - s->tiles[index].y)];
  if (index >= 0)
    index = s->tiles[index].below[(x - s->tiles[index].x) + 2 * (y - s->tiles[index].y)];
  for (; index >= 0 && s->tiles[index].support; under++)
    index = s->tiles[index].below[(x - s->tiles[index].x) + 2 * (y - s->tiles[index].y)];

  if (terrace == NULL)
    /* TRANSLATORS: a space with no tile on it */
    text = g_strdup (_("table"));
  else if (under == 0)
    /* TRANSLATORS: the top terrace of a space, for screen readers */
    text = g_strdup_printf (_("terrace level %d"), terrace->level);
  else if (under == 1)
    text = g_strdup_printf (_("terrace level %d on one support"), terrace->level);
  else if (under == 2)
    text = g_strdup_printf (_("terrace level %d on two supports"), terrace->level);
  else
    text = g_strdup_printf (ngettext ("terrace level %d on %d support",
                                      "terrace level %d on %d supports", under),
                            terrace->level, under);
  if (over == 1)
    join_part (&text, g_strdup (_("a support standing on it")));
  else if (over == 2)
    join_part (&text, g_strdup (_("two supports standing on it")));
  else if (over > 2)
    join_part (&text, g_strdup_printf (ngettext ("%d support standing on it",
                                                 "%d supports standing on it", over), over));
  if (c->bed)
    join_part (&text, describe_square_bed (c->bed));
  if (c->gazebo)
    {
      g_autofree char *name = terr_game_get_player_name (game, c->gazebo);
      /* TRANSLATORS: a player's gazebo (pawn) on a space: "Ann's gazebo" */
      join_part (&text, g_strdup_printf (_("%s's gazebo"), name));
    }
  return text;
}

/* ------------------------------------------------------------ object */

static void
terr_hg_game_finalize (GObject *object)
{
  TerrHgGame *self = TERR_HG_GAME (object);

  terr_hg_state_free (self->state);
  g_array_unref (self->undos);
  G_OBJECT_CLASS (terr_hg_game_parent_class)->finalize (object);
}

/* A hint: the AI's level 2, with the points it scores at once. */
static TerrMove *
terr_hg_game_hint (TerrGame *game, guint64 seed, int *gain, gboolean *has_gain,
                   GCancellable *cancellable, GError **error)
{
  int seat = terr_game_get_seat_to_move (game);
  TerrMove *move = terr_game_ai_move (game, 2, seed, cancellable, error);
  int before;

  if (move == NULL)
    return NULL;
  /* Applied and taken back by the rules alone: the move tree is not
   * touched. */
  before = terr_game_get_seat_score (game, seat);
  if (TERR_GAME_GET_CLASS (game)->apply_move (game, move, NULL))
    {
      *gain = terr_game_get_seat_score (game, seat) - before;
      *has_gain = TRUE;
      TERR_GAME_GET_CLASS (game)->undo_move (game);
    }
  return move;
}

/* The slider cuts at a terrace level: 0 up to one above the highest
 * terrace (everything); worth showing once a terrace is raised. */
static gboolean
terr_hg_game_view_levels (TerrGame *game, int *lowest, int *highest)
{
  const TerrHgState *s = terr_hg_game_get_state (TERR_HG_GAME (game));
  int top = 0;

  for (int i = 0; i < s->n_tiles; i++)
    if (!s->tiles[i].support)
      top = MAX (top, s->tiles[i].level);
  *lowest = 0;
  *highest = top + 1;
  return top > 0;
}

static char *
terr_hg_game_levels_text (TerrGame *game, int highest)
{
  if (highest < 0)
    return g_strdup (_("Showing every level"));
  return g_strdup_printf (_("Showing levels 0 to %d"), highest);
}

static void
terr_hg_game_class_init (TerrHgGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TerrGameClass *game_class = TERR_GAME_CLASS (klass);

  game_class->hint = terr_hg_game_hint;
  game_class->view_levels = terr_hg_game_view_levels;
  game_class->levels_text = terr_hg_game_levels_text;
  game_class->levels_label = N_("Highest level shown");

  object_class->finalize = terr_hg_game_finalize;

  game_class->kind = TERR_GAME_HANGING_GARDENS;
  game_class->setup_new = terr_hg_game_setup_new;
  game_class->load_state = terr_hg_game_load_state;
  game_class->write_rules = terr_hg_game_write_rules;
  game_class->write_state = terr_hg_game_write_state;
  game_class->apply_move = terr_hg_game_apply_move;
  game_class->refusal_text = terr_hg_game_refusal_text;
  game_class->n_refusal_codes = TERR_HG_REFUSAL_N_CODES;
  game_class->undo_move = terr_hg_game_undo_move;
  game_class->get_seat_to_move = terr_hg_game_get_seat_to_move;
  game_class->get_end_state = terr_hg_game_get_end_state;
  game_class->list_moves = terr_hg_game_list_moves;
  game_class->get_seat_score = terr_hg_game_get_seat_score;
  game_class->score_json = terr_hg_game_score_json;
  game_class->score_text = terr_hg_game_score_text;
  game_class->solve = terr_hg_game_solve;
  game_class->solve_text = terr_hg_game_solve_text;
  game_class->ai_move = terr_hg_game_ai_move;
  game_class->describe = terr_hg_game_describe;

  game_class->save_position = terr_hg_game_save_position;
  game_class->restore_position = terr_hg_game_restore_position;
  game_class->free_position = terr_hg_game_free_position;

  game_class->min_players = 2;
  game_class->max_players = TERR_HG_MAX_SEATS;
  game_class->default_players = 2;
  game_class->pitch = N_("Build terraces and plateaus, plant coloured beds and place your gazebo where the view is most beautiful.");
  terr_hg_game_class_init_views (game_class);
  game_class->describe_move = terr_hg_game_describe_move;
  game_class->status_text = terr_hg_game_status_text;
  game_class->get_goal = terr_hg_game_get_goal;
  game_class->goal_status = terr_hg_game_goal_status;
  game_class->describe_square = terr_hg_game_describe_square;

  game_class->check_puzzle = terr_hg_game_check_puzzle;
  game_class->generate_puzzle = terr_hg_game_generate_puzzle;

  game_class->save_setup = terr_hg_game_save_setup;
  game_class->restore_setup = terr_hg_game_restore_setup;
  game_class->free_setup = terr_hg_game_free_setup;
  game_class->list_problems = terr_hg_game_list_problems;
  game_class->set_n_players = terr_hg_game_set_n_players;
  game_class->analyse_move = terr_hg_game_analyse_move;
}

static void
terr_hg_game_init (TerrHgGame *self)
{
  self->state = terr_hg_state_new (2, TRUE);
  self->undos = g_array_new (FALSE, FALSE, sizeof (TerrHgMoveRecord));
}

/* ------------------------------------------------------------ public API */

const TerrHgState *
terr_hg_game_get_state (TerrHgGame *self)
{
  g_return_val_if_fail (TERR_IS_HG_GAME (self), NULL);
  return self->state;
}

gboolean
terr_hg_game_get_bounds (TerrHgGame *self, int *x0, int *y0, int *x1, int *y1)
{
  g_return_val_if_fail (TERR_IS_HG_GAME (self), FALSE);

  if (self->state->n_tiles == 0)
    return FALSE;
  *x0 = self->state->bx0;
  *y0 = self->state->by0;
  *x1 = self->state->bx1;
  *y1 = self->state->by1;
  return TRUE;
}

const TerrHgTile *
terr_hg_game_get_top (TerrHgGame *self, int x, int y, TerrHgSuit *bed, int *gazebo)
{
  const TerrHgCell *c;

  g_return_val_if_fail (TERR_IS_HG_GAME (self), NULL);
  c = terr_hg_state_cell (self->state, x, y);
  if (bed)
    *bed = c->bed;
  if (gazebo)
    *gazebo = c->gazebo;
  return terr_hg_state_top (self->state, x, y);
}

const TerrHgTile *
terr_hg_game_get_top_terrace (TerrHgGame *self, int x, int y)
{
  g_return_val_if_fail (TERR_IS_HG_GAME (self), NULL);
  return terr_hg_state_top_terrace (self->state, x, y);
}

int
terr_hg_game_get_level (TerrHgGame *self, int x, int y)
{
  const TerrHgTile *t;

  g_return_val_if_fail (TERR_IS_HG_GAME (self), 0);
  t = terr_hg_state_top (self->state, x, y);
  if (t == NULL)
    return 0;
  return t->support ? -1 : t->level;
}

gboolean
terr_hg_game_get_gazebo (TerrHgGame *self, int seat, int *x, int *y)
{
  g_return_val_if_fail (TERR_IS_HG_GAME (self), FALSE);

  if (seat < 1 || seat > self->state->n_players || !self->state->gazebo_placed[seat])
    return FALSE;
  *x = self->state->gazebo_x[seat];
  *y = self->state->gazebo_y[seat];
  return TRUE;
}

GArray *
terr_hg_game_list_actions (TerrHgGame *self)
{
  GArray *actions;

  g_return_val_if_fail (TERR_IS_HG_GAME (self), NULL);
  actions = g_array_new (FALSE, FALSE, sizeof (TerrHgAction));
  terr_hg_state_list_actions (self->state, actions);
  return actions;
}

gboolean
terr_hg_game_check_move (TerrHgGame *self, const TerrMove *move, GError **error)
{
  TerrHgAction a;

  g_return_val_if_fail (TERR_IS_HG_GAME (self), FALSE);
  return check_move (self, move, &a, error);
}

char *
terr_hg_game_check_action (TerrHgGame *self, const TerrHgAction *action)
{
  g_return_val_if_fail (TERR_IS_HG_GAME (self), NULL);
  return g_strdup (terr_hg_state_check (self->state, action));
}

gboolean
terr_hg_game_set_progress_rule (TerrHgGame *self, gboolean progress_rule)
{
  g_return_val_if_fail (TERR_IS_HG_GAME (self), FALSE);

  if (terr_game_get_n_moves (TERR_GAME (self)) > 0 || self->undos->len > 0)
    return FALSE;
  self->state->progress_rule = !!progress_rule;
  return TRUE;
}

gboolean
terr_hg_game_get_progress_rule (TerrHgGame *self)
{
  g_return_val_if_fail (TERR_IS_HG_GAME (self), TRUE);
  return self->state->progress_rule;
}

TerrHgScoreReport *
terr_hg_game_get_score_report (TerrHgGame *self)
{
  g_return_val_if_fail (TERR_IS_HG_GAME (self), NULL);
  return terr_hg_score_report_new (self->state);
}
