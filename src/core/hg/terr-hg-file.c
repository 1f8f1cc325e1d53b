/* terr-hg-file.c — TerrHgGame's files and new games: laying out a new
 * game, reading a Hanging Gardens document (tiles, beds, gazebos, supply,
 * goal) and writing the rules and the position back.  The rest of the
 * object is in terr-hg-game.c.
 */
#include "config.h"

#include "terr-hg-game-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>

gboolean
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
gboolean
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

void
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

void
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
