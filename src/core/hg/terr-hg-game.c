/* terr-hg-game.c — TerrHgGame: the Hanging Gardens rules behind the
 * TerrGame interface (files, moves, scores, solver, AI). */
#include "config.h"

#include "terr-hg-game.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "terr-hg-ai.h"

struct _TerrHgGame
{
  TerrGame     parent_instance;

  TerrHgState *state;
  GArray      *undos;        /* TerrHgUndo, one per applied move */

  /* <goal type="min-score" seat value actions/> */
  gboolean     has_goal;
  int          goal_seat;
  int          goal_value;
  int          goal_actions;
};

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

/* Parse and check @move for the seat to move; the error is the reason. */
static gboolean
check_move (TerrHgGame *self, const TerrMove *move, TerrHgAction *a, GError **error)
{
  const char *why;

  if (!terr_hg_action_from_move (move, a, error))
    return FALSE;
  if (!terr_hg_state_is_over (self->state) && terr_move_get_seat (move) != self->state->to_move)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE,
                   _("it is seat %d's turn, not seat %d's"), self->state->to_move,
                   terr_move_get_seat (move));
      return FALSE;
    }
  why = terr_hg_state_check (self->state, a);
  if (why != NULL)
    {
      g_set_error_literal (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE, why);
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------ vfuncs */

static void
reset_state (TerrHgGame *self, TerrHgState *state)
{
  g_clear_pointer (&self->state, terr_hg_state_free);
  self->state = state;
  g_array_set_size (self->undos, 0);
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
  reset_state (self, terr_hg_state_new ((int) n_players, TRUE));
  terr_random_init (&rng, seed);
  self->state->to_move = 1 + (int) terr_random_below (&rng, n_players);
  self->has_goal = FALSE;
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

static gboolean
load_tiles (TerrHgState *s, TerrDocument *doc, GError **error)
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
  /* From the bottom up, so that each tile finds what it stands on. */
  g_array_sort (nodes, piece_node_compare);
  for (guint i = 0; i < nodes->len; i++)
    {
      const PieceNode *pn = &g_array_index (nodes, PieceNode, i);
      const char *why = pn->support ? terr_hg_state_add_support (s, pn->x, pn->y, pn->level, pn->stack)
                                    : terr_hg_state_add_terrace (s, pn->x, pn->y, pn->level);

      if (why != NULL)
        return terr_document_set_error (doc, pn->node, error, TERR_ERROR_INVALID, "%s", why);
    }
  return TRUE;
}

static gboolean
load_beds_and_gazebos (TerrHgState *s, TerrDocument *doc, GError **error)
{
  int placed[TERR_HG_N_SUITS + 1] = { 0 };

  for (xmlNode *n = terr_xml_next_element (doc->position, NULL, NULL); n;
       n = terr_xml_next_element (doc->position, n, NULL))
    {
      int x, y, seat;
      const char *why = NULL;

      if (xmlStrEqual (n->name, BAD_CAST "bed"))
        {
          g_autofree char *suit_str = terr_xml_get_string (n, "suit");
          TerrHgSuit suit = terr_hg_suit_from_string (suit_str);

          if (suit == TERR_HG_SUIT_NONE)
            return terr_document_set_error (doc, n, error, TERR_ERROR_INVALID,
                                            _("unknown suit “%s”"), suit_str ? suit_str : "");
          if (!get_int (doc, n, "x", -COORD_MAX, COORD_MAX, &x, error)
              || !get_int (doc, n, "y", -COORD_MAX, COORD_MAX, &y, error))
            return FALSE;
          if (++placed[suit] + s->supply_coins[suit] > TERR_HG_N_PER_SUIT)
            return terr_document_set_error (doc, n, error, TERR_ERROR_INVALID,
                                            _("more %s coins in the garden and the supply than the set's %d"),
                                            terr_hg_suit_to_string (suit), TERR_HG_N_PER_SUIT);
          why = terr_hg_state_add_bed (s, x, y, suit);
        }
      else if (xmlStrEqual (n->name, BAD_CAST "gazebo"))
        {
          if (!get_int (doc, n, "x", -COORD_MAX, COORD_MAX, &x, error)
              || !get_int (doc, n, "y", -COORD_MAX, COORD_MAX, &y, error)
              || !get_int (doc, n, "seat", 1, s->n_players, &seat, error))
            return FALSE;
          why = terr_hg_state_add_gazebo (s, x, y, seat);
        }
      if (why != NULL)
        return terr_document_set_error (doc, n, error, TERR_ERROR_INVALID, "%s", why);
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

static gboolean
terr_hg_game_load_state (TerrGame *game, TerrDocument *doc, GError **error)
{
  TerrHgGame *self = TERR_HG_GAME (game);
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
  reset_state (self, s);
  if (!get_int (doc, doc->position, "to-move", 1, players, &s->to_move, error)
      || !get_int (doc, doc->position, "actions-taken", 0, 1, &s->actions_taken, error)
      || !get_int (doc, doc->position, "passes", 0, players, &s->passes, error))
    return FALSE;
  /* A scenario cannot say what its first action was; it counts as a placement. */
  s->first_placed = s->actions_taken == 1;
  if (!load_supply (s, doc, error) || !load_tiles (s, doc, error))
    return FALSE;
  if (s->n_tiles + s->supply_tiles > TERR_HG_N_TILES)
    return terr_document_set_error (doc, doc->position, error, TERR_ERROR_INVALID,
                                    _("%d tiles in the garden and %d in the supply, but the set has %d"),
                                    s->n_tiles, s->supply_tiles, TERR_HG_N_TILES);
  if (!load_beds_and_gazebos (s, doc, error))
    return FALSE;

  self->has_goal = doc->goal != NULL;
  if (self->has_goal)
    {
      if (!get_int (doc, doc->goal, "seat", 1, players, &self->goal_seat, error)
          || !get_int (doc, doc->goal, "value", G_MININT, G_MAXINT, &self->goal_value, error)
          || !get_int (doc, doc->goal, "actions", 1, 64, &self->goal_actions, error))
        return FALSE;
      if (self->goal_seat != s->to_move)
        return terr_document_set_error (doc, doc->goal, error, TERR_ERROR_INVALID,
                                        _("the goal is for seat %d, but seat %d is to move"),
                                        self->goal_seat, s->to_move);
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
  if (s->n_tiles > 0)
    for (int y = s->by0; y <= s->by1; y++)
      for (int x = s->bx0; x <= s->bx1; x++)
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
  TerrHgUndo u;

  if (!check_move (self, move, &a, error))
    return FALSE;
  terr_hg_state_apply (self->state, &a, &u);
  g_array_append_val (self->undos, u);
  return TRUE;
}

static void
terr_hg_game_undo_move (TerrGame *game)
{
  TerrHgGame *self = TERR_HG_GAME (game);

  g_return_if_fail (self->undos->len > 0);
  terr_hg_state_undo (self->state, &g_array_index (self->undos, TerrHgUndo, self->undos->len - 1));
  g_array_set_size (self->undos, self->undos->len - 1);
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
  if (!terr_hg_ai_choose (self->state, MIN (level, 2u), seed, cancellable, &a, error))
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

/* ------------------------------------------------------------ object */

static void
terr_hg_game_finalize (GObject *object)
{
  TerrHgGame *self = TERR_HG_GAME (object);

  terr_hg_state_free (self->state);
  g_array_unref (self->undos);
  G_OBJECT_CLASS (terr_hg_game_parent_class)->finalize (object);
}

static void
terr_hg_game_class_init (TerrHgGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TerrGameClass *game_class = TERR_GAME_CLASS (klass);

  object_class->finalize = terr_hg_game_finalize;

  game_class->kind = TERR_GAME_HANGING_GARDENS;
  game_class->setup_new = terr_hg_game_setup_new;
  game_class->load_state = terr_hg_game_load_state;
  game_class->write_rules = terr_hg_game_write_rules;
  game_class->write_state = terr_hg_game_write_state;
  game_class->apply_move = terr_hg_game_apply_move;
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
}

static void
terr_hg_game_init (TerrHgGame *self)
{
  self->state = terr_hg_state_new (2, TRUE);
  self->undos = g_array_new (FALSE, FALSE, sizeof (TerrHgUndo));
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
