/* terr-gp-file.c — TerrGpGame's files and new games: reading a Garden
 * Paths document (board, pieces, grids, goal, rules), the bundled boards
 * New Game lays out, and writing the rules and the position back.  The
 * rest of the object is in terr-gp-game.c.
 */
#include "config.h"

#include "terr-gp-game-private.h"
#include "terr-gp-puzzle.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* ------------------------------------------------------------ reading */

/* The elements read, for naming the line of a problem found afterwards. */
typedef struct {
  GArray    *board_order;                         /* TerrGpItemRef */
  GPtrArray *water, *fountains, *gates, *pieces;  /* xmlNode* */
  GPtrArray *placed[TERR_GP_MAX_SEATS];
  xmlNode   *goal, *sequence;
} GpNodes;

static void
gp_nodes_init (GpNodes *nodes)
{
  memset (nodes, 0, sizeof *nodes);
  nodes->board_order = g_array_new (FALSE, FALSE, sizeof (TerrGpItemRef));
  nodes->water = g_ptr_array_new ();
  nodes->fountains = g_ptr_array_new ();
  nodes->gates = g_ptr_array_new ();
  nodes->pieces = g_ptr_array_new ();
  for (int s = 0; s < TERR_GP_MAX_SEATS; s++)
    nodes->placed[s] = g_ptr_array_new ();
}

static void
gp_nodes_clear (GpNodes *nodes)
{
  g_array_unref (nodes->board_order);
  g_ptr_array_unref (nodes->water);
  g_ptr_array_unref (nodes->fountains);
  g_ptr_array_unref (nodes->gates);
  g_ptr_array_unref (nodes->pieces);
  for (int s = 0; s < TERR_GP_MAX_SEATS; s++)
    g_ptr_array_unref (nodes->placed[s]);
}

static xmlNode *
gp_nodes_find (GpNodes *nodes, const GpSource *src, TerrDocument *doc)
{
  GPtrArray *list = NULL;

  switch (src->kind)
    {
    case GP_SOURCE_WATER: list = nodes->water; break;
    case GP_SOURCE_FOUNTAIN: list = nodes->fountains; break;
    case GP_SOURCE_GATE: list = nodes->gates; break;
    case GP_SOURCE_PIECE: list = nodes->pieces; break;
    case GP_SOURCE_PLACED:
      if (src->seat >= 1 && src->seat <= TERR_GP_MAX_SEATS)
        list = nodes->placed[src->seat - 1];
      break;
    case GP_SOURCE_SEQUENCE:
      return nodes->sequence != NULL ? nodes->sequence : nodes->goal;
    case GP_SOURCE_GOAL:
    default:
      return nodes->goal != NULL ? nodes->goal : doc->root;
    }
  if (list != NULL && src->index >= 0 && (guint) src->index < list->len)
    return g_ptr_array_index (list, src->index);
  return doc->root;
}

/* The board as listed: only what cannot be held stops here (a size out of
 * 1..64, a number that is not an int); squares off the board, twice or in
 * conflict are problems for terr_gp_game_check. */
static gboolean
load_board (TerrDocument *doc, TerrGpBoard **out, GpNodes *nodes, GError **error)
{
  g_autofree char *name = terr_xml_get_string (doc->board, "name");
  gint64 w, h;
  TerrGpBoard *b;

  if (!terr_xml_get_int (doc, doc->board, "width", 1, TERR_GP_MAX_SIDE, &w, error) ||
      !terr_xml_get_int (doc, doc->board, "height", 1, TERR_GP_MAX_SIDE, &h, error))
    return FALSE;
  b = terr_gp_board_new (name, (int) w, (int) h);
  for (xmlNode *n = terr_xml_next_element (doc->board, NULL, NULL); n; n = terr_xml_next_element (doc->board, n, NULL))
    {
      gint64 x, y;

      if (!terr_xml_get_int (doc, n, "x", G_MININT, G_MAXINT, &x, error) ||
          !terr_xml_get_int (doc, n, "y", G_MININT, G_MAXINT, &y, error))
        {
          terr_gp_board_free (b);
          return FALSE;
        }
      if (xmlStrEqual (n->name, BAD_CAST "water") || xmlStrEqual (n->name, BAD_CAST "fountain"))
        {
          TerrGpXY p = { (int) x, (int) y };
          gboolean water = xmlStrEqual (n->name, BAD_CAST "water");
          GArray *list = water ? b->water : b->fountains;
          TerrGpItemRef ref = { water ? TERR_GP_ITEM_WATER : TERR_GP_ITEM_FOUNTAIN, (int) list->len };

          g_array_append_val (list, p);
          g_array_append_val (nodes->board_order, ref);
          g_ptr_array_add (water ? nodes->water : nodes->fountains, n);
        }
      else
        {
          g_autofree char *side = terr_xml_get_string (n, "side");
          TerrGpGate g = { (int) x, (int) y, terr_gp_side_from_string (side) };
          TerrGpItemRef ref = { TERR_GP_ITEM_GATE, (int) b->gates->len };

          if (g.side == TERR_GP_SIDE_NONE)
            {
              terr_gp_board_free (b);
              return terr_document_set_error (doc, n, error, TERR_ERROR_INVALID,
                                              _("a gate needs a side n, e, s or w"));
            }
          g_array_append_val (b->gates, g);
          g_array_append_val (nodes->board_order, ref);
          g_ptr_array_add (nodes->gates, n);
        }
    }
  terr_gp_board_rebuild (b);
  *out = b;
  return TRUE;
}

/* The pieces as listed: cells that cannot be held stop here; ids used
 * twice, repeated cells, cells not normalised are problems. */
static gboolean
load_pieces (TerrDocument *doc, TerrGpPieceSet **out, GpNodes *nodes, GError **error)
{
  TerrGpPieceSet *set = terr_gp_piece_set_new ();

  for (xmlNode *n = terr_xml_next_element (doc->pieces, NULL, "piece"); n; n = terr_xml_next_element (doc->pieces, n, "piece"))
    {
      g_autofree char *id = terr_xml_get_string (n, "id");
      g_autofree char *kind = terr_xml_get_string (n, "kind");
      g_autofree char *cells = terr_xml_get_string (n, "cells");
      g_autofree char *reason = NULL;
      TerrGpPiece *p = NULL;

      if (terr_gp_piece_set_size (set) >= TERR_GP_MAX_PIECES)
        reason = g_strdup_printf (_("a piece set holds at most %d pieces"), TERR_GP_MAX_PIECES);
      else
        p = terr_gp_piece_parse (id, g_strcmp0 (kind, "flower") == 0 ? TERR_GP_KIND_FLOWER : TERR_GP_KIND_PATH,
                                 cells ? cells : "", &reason);
      if (p == NULL)
        {
          terr_document_set_error (doc, n, error, TERR_ERROR_INVALID, "%s", reason);
          terr_gp_piece_set_free (set);
          return FALSE;
        }
      g_ptr_array_add (set->pieces, p);
      g_ptr_array_add (nodes->pieces, n);
    }
  *out = set;
  return TRUE;
}

void
terr_gp_game_set_grids (TerrGpGame *self, GArray **placed)
{
  for (int s = 0; s < TERR_GP_MAX_SEATS; s++)
    {
      TerrGpGrid *grid = NULL;

      if (s < self->n_seats)
        {
          grid = terr_gp_grid_new (self->board);
          for (guint i = 0; placed != NULL && placed[s] != NULL && i < placed[s]->len; i++)
            {
              const TerrGpPlacement *pl = &g_array_index (placed[s], TerrGpPlacement, i);

              terr_gp_grid_place_lenient (grid, terr_gp_piece_set_get (self->pieces, pl->piece),
                                          pl->piece, pl->x, pl->y, pl->transform);
            }
          if (self->scores[s] == NULL)
            self->scores[s] = g_new0 (TerrGpScore, 1);
        }
      g_clear_pointer (&self->grids[s], terr_gp_grid_free);
      self->grids[s] = grid;
      self->score_valid[s] = FALSE;
    }
}

void
terr_gp_game_rebuild_grids (TerrGpGame *self)
{
  GArray *placed[TERR_GP_MAX_SEATS] = { NULL };

  for (int s = 0; s < self->n_seats; s++)
    if (self->grids[s] != NULL)
      placed[s] = g_array_ref (self->grids[s]->placed);
  terr_gp_game_set_grids (self, placed);
  for (int s = 0; s < TERR_GP_MAX_SEATS; s++)
    if (placed[s] != NULL)
      g_array_unref (placed[s]);
}

/* The grids as listed: a seat with two grids or a piece not in the set
 * cannot be held; placements that do not fit are problems.  A draft may
 * leave a seat's grid out (it is empty). */
static gboolean
load_position (TerrGpGame *self, TerrDocument *doc, GpNodes *nodes, gboolean draft, GError **error)
{
  gint64 k;
  gboolean seen[TERR_GP_MAX_SEATS] = { FALSE };

  if (!terr_xml_get_int (doc, doc->position, "announcements", 0, G_MAXINT, &k, error))
    return FALSE;
  self->state.announcements = (guint) k;
  terr_gp_game_set_grids (self, NULL);
  for (xmlNode *g = terr_xml_next_element (doc->position, NULL, "grid"); g; g = terr_xml_next_element (doc->position, g, "grid"))
    {
      gint64 seat;
      TerrGpGrid *grid;

      if (!terr_xml_get_int (doc, g, "seat", 1, self->n_seats, &seat, error))
        return FALSE;
      if (seen[seat - 1])
        return terr_document_set_error (doc, g, error, TERR_ERROR_INVALID,
                                        _("seat %d has two grids"), (int) seat);
      seen[seat - 1] = TRUE;
      grid = self->grids[seat - 1];
      for (xmlNode *n = terr_xml_next_element (g, NULL, "placed"); n; n = terr_xml_next_element (g, n, "placed"))
        {
          g_autofree char *id = terr_xml_get_string (n, "piece");
          gint64 x, y, t;
          int pi = terr_gp_piece_set_find (self->pieces, id);

          if (pi < 0)
            return terr_document_set_error (doc, n, error, TERR_ERROR_INVALID,
                                            _("there is no piece “%s” in <pieces>"), id);
          /* A file with a piece far off is refused for that piece; a
           * draft keeps it only within the range edits take (so that
           * nothing adding cells to it can overflow). */
          if (!terr_xml_get_int (doc, n, "x", draft ? TERR_GP_EDIT_MIN : G_MININT,
                                 draft ? TERR_GP_EDIT_MAX : G_MAXINT, &x, error) ||
              !terr_xml_get_int (doc, n, "y", draft ? TERR_GP_EDIT_MIN : G_MININT,
                                 draft ? TERR_GP_EDIT_MAX : G_MAXINT, &y, error) ||
              !terr_xml_get_int (doc, n, "transform", 0, 7, &t, error))
            return FALSE;
          terr_gp_grid_place_lenient (grid, terr_gp_piece_set_get (self->pieces, pi), pi,
                                      (int) x, (int) y, (int) t);
          g_ptr_array_add (nodes->placed[seat - 1], n);
        }
    }
  for (int s = 0; s < self->n_seats && !draft; s++)
    if (!seen[s])
      return terr_document_set_error (doc, doc->position, error, TERR_ERROR_INVALID,
                                      _("seat %d has no <grid>"), s + 1);
  return TRUE;
}

/* The goal as listed: a piece of the sequence not in the set cannot be
 * held; a seat beyond the seats and pieces of the wrong kind are
 * problems. */
static gboolean
load_goal (TerrGpGame *self, TerrDocument *doc, GpNodes *nodes, GError **error)
{
  xmlNode *seq;
  g_autofree char *text = NULL;
  g_auto(GStrv) ids = NULL;
  gint64 seat, value;

  if (doc->goal == NULL)
    return TRUE;
  nodes->goal = doc->goal;
  if (!terr_xml_get_int (doc, doc->goal, "seat", 1, TERR_GP_MAX_SEATS, &seat, error) ||
      !terr_xml_get_int (doc, doc->goal, "value", G_MININT, G_MAXINT, &value, error))
    return FALSE;
  self->has_goal = TRUE;
  self->goal_seat = (int) seat;
  self->goal_value = (int) value;
  seq = terr_xml_next_element (doc->goal, NULL, "sequence");
  nodes->sequence = seq;
  text = seq ? terr_xml_get_text (seq) : g_strdup ("");
  ids = g_strsplit_set (text, " \t\r\n", -1);
  for (int i = 0; ids[i]; i++)
    {
      int pi;

      if (*ids[i] == '\0')
        continue;
      pi = terr_gp_piece_set_find (self->pieces, ids[i]);
      if (pi < 0)
        return terr_document_set_error (doc, seq, error, TERR_ERROR_INVALID,
                                        _("the sequence names “%s”, which is not in <pieces>"), ids[i]);
      g_array_append_val (self->sequence, pi);
    }
  return TRUE;
}

static gboolean
load_rules (TerrGpGame *self, TerrDocument *doc, GError **error)
{
  gint64 players, first;
  guint n = terr_game_get_n_players (TERR_GAME (self));

  if (!terr_xml_get_int (doc, doc->rules, "players", 1, TERR_GP_MAX_SEATS, &players, error))
    return FALSE;
  if ((guint) players != n)
    return terr_document_set_error (doc, doc->rules, error, TERR_ERROR_INVALID,
                                    _("the rules say %d players but <players> lists %u"), (int) players, n);
  if (!terr_xml_get_int (doc, doc->rules, "first", 1, players, &first, error))
    return FALSE;
  self->n_seats = (int) players;
  self->first = (int) first;
  return TRUE;
}

/* First builds the position from the file, stopping only at what it
 * cannot hold; then runs the checks list_problems runs.  A file is refused
 * for the first problem, at the line of the element it concerns; a draft
 * keeps its problems for list_problems.  When the building stops, the
 * problems of the parts read before it come first (as when each part was
 * checked as it was read). */
gboolean
terr_gp_game_load_state (TerrGame *game, TerrDocument *doc, GError **error)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  gboolean draft = terr_game_is_loading_draft (game);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GArray) sources = NULL;
  g_autoptr(GError) stop = NULL;
  GpCheckParts parts = 0;
  GpNodes nodes;

  terr_gp_game_clear_position (self);
  if (doc->rules == NULL || doc->board == NULL || doc->pieces == NULL || doc->position == NULL)
    return terr_document_set_error (doc, doc->root, error, TERR_ERROR_INVALID,
                                    _("a Garden Paths file needs <rules>, <board>, <pieces> and <position>"));
  gp_nodes_init (&nodes);
  if (load_rules (self, doc, &stop) && load_board (doc, &self->board, &nodes, &stop))
    {
      parts |= GP_CHECK_BOARD;
      if (load_pieces (doc, &self->pieces, &nodes, &stop))
        {
          gboolean position;

          parts |= GP_CHECK_PIECES;
          position = load_position (self, doc, &nodes, draft, &stop);
          if (self->grids[0] != NULL)
            parts |= GP_CHECK_GRIDS;  /* as far as they were read */
          if (position)
            load_goal (self, doc, &nodes, &stop);
          if (self->has_goal)
            parts |= GP_CHECK_GOAL;
        }
    }
  self->sequence_base = self->state.announcements;
  if (!draft)
    {
      problems = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_problem_free);
      sources = g_array_new (FALSE, FALSE, sizeof (GpSource));
      terr_gp_game_check (self, stop != NULL ? parts : GP_CHECK_ALL, nodes.board_order,
                          problems, sources, TRUE);
      if (problems->len > 0)
        {
          const TerrProblem *first = g_ptr_array_index (problems, 0);

          g_clear_error (&stop);
          terr_document_set_error (doc, gp_nodes_find (&nodes, &g_array_index (sources, GpSource, 0), doc),
                                   &stop, TERR_ERROR_INVALID, "%s", first->message);
        }
    }
  gp_nodes_clear (&nodes);
  if (stop != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&stop));
      return FALSE;
    }
  return TRUE;
}

/* The bundled boards, each with its piece set (compiled into the core
 * resources; tests/gp/test-gp-boards.c checks that the sizes here are the
 * files'). */
static const TerrGpBoardInfo bundled_boards[] = {
  { "courtyard", N_("Courtyard"), 9, 9, TERR_GP_DEFAULT_RESOURCE },
  { "herb-garden", N_("Herb Garden"), 7, 7, TERR_GP_BOARDS_RESOURCE "herb-garden.terraces" },
  { "water-garden", N_("Water Garden"), 12, 12, TERR_GP_BOARDS_RESOURCE "water-garden.terraces" },
};

/* The board the next setup_new of this thread lays out (set by
 * terr_gp_game_new_on_board around terr_game_new); NULL for the default. */
static GPrivate next_board = G_PRIVATE_INIT (NULL);

/* New Game: the default board and set (or the one asked for) from the
 * core resources; seat 1 announces first (the seed is not used: nothing
 * is random). */
gboolean
terr_gp_game_setup_new (TerrGame *game, guint n_players, guint64 seed, GError **error)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  const TerrGpBoardInfo *info = g_private_get (&next_board);
  const char *resource = info != NULL ? info->resource : TERR_GP_DEFAULT_RESOURCE;
  g_autofree char *base = g_path_get_basename (resource);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TerrDocument) doc = NULL;
  GpNodes nodes;
  gboolean ok;

  if (n_players < 1 || n_players > TERR_GP_MAX_SEATS)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED,
                   _("Garden Paths is for 1 to %d players, not %u"), TERR_GP_MAX_SEATS, n_players);
      return FALSE;
    }
  bytes = g_resources_lookup_data (resource, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return FALSE;
  doc = terr_document_load_bytes (bytes, base, error);
  if (doc == NULL)
    return FALSE;
  terr_gp_game_clear_position (self);
  self->n_seats = (int) n_players;
  self->first = 1;
  gp_nodes_init (&nodes);
  ok = load_board (doc, &self->board, &nodes, error) && load_pieces (doc, &self->pieces, &nodes, error);
  gp_nodes_clear (&nodes);
  if (!ok)
    return FALSE;
  terr_gp_game_set_grids (self, NULL);
  return TRUE;
}

const TerrGpBoardInfo *
terr_gp_game_list_boards (guint *n_boards)
{
  if (n_boards != NULL)
    *n_boards = G_N_ELEMENTS (bundled_boards);
  return bundled_boards;
}

const TerrGpBoardInfo *
terr_gp_game_find_board (const char *board_id)
{
  for (guint i = 0; board_id != NULL && i < G_N_ELEMENTS (bundled_boards); i++)
    if (g_str_equal (bundled_boards[i].id, board_id))
      return &bundled_boards[i];
  return NULL;
}

TerrGame *
terr_gp_game_new_on_board (const char *board_id,
                           guint       n_players,
                           guint64     seed,
                           GError    **error)
{
  const TerrGpBoardInfo *info = terr_gp_game_find_board (board_id);
  TerrGame *game;

  if (info == NULL)
    {
      g_autoptr(GString) ids = g_string_new (NULL);

      for (guint i = 0; i < G_N_ELEMENTS (bundled_boards); i++)
        g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "", bundled_boards[i].id);
      /* TRANSLATORS: "“maze” is not a Garden Paths board; the boards are courtyard, herb-garden, …" */
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED,
                   _("“%s” is not a Garden Paths board; the boards are %s"),
                   board_id != NULL ? board_id : "", ids->str);
      return NULL;
    }
  g_type_ensure (TERR_TYPE_GP_GAME);
  g_private_set (&next_board, (gpointer) info);
  game = terr_game_new (TERR_GAME_GARDEN_PATHS, n_players, seed, error);
  g_private_set (&next_board, NULL);
  return game;
}

/* ------------------------------------------------------------ writing */

void
terr_gp_game_write_rules (TerrGame *game, xmlNode *root)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  xmlNode *rules = terr_xml_add_element (root, "rules");

  terr_xml_set_int (rules, "players", self->n_seats);
  terr_xml_set_int (rules, "first", self->first);
}

static void
write_xy (xmlNode *parent, const char *name, const TerrGpXY *p)
{
  xmlNode *n = terr_xml_add_element (parent, name);

  terr_xml_set_int (n, "x", p->x);
  terr_xml_set_int (n, "y", p->y);
}

/* A pending announcement cannot be written (the format counts completed
 * announcements only): the grids are written as they are and the
 * announcement is made again after reading.  A position with problems (a
 * draft) is written as it is listed, so that it reads back the same. */
void
terr_gp_game_write_state (TerrGame *game, xmlNode *root)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  const TerrGpBoard *b = self->board;
  xmlNode *board, *pieces, *position;

  board = terr_xml_add_element (root, "board");
  terr_xml_set_int (board, "width", b->width);
  terr_xml_set_int (board, "height", b->height);
  terr_xml_set_string (board, "name", b->name);
  for (guint i = 0; i < b->water->len; i++)
    write_xy (board, "water", &g_array_index (b->water, TerrGpXY, i));
  for (guint i = 0; i < b->fountains->len; i++)
    write_xy (board, "fountain", &g_array_index (b->fountains, TerrGpXY, i));
  for (guint i = 0; i < b->gates->len; i++)
    {
      const TerrGpGate *g = &g_array_index (b->gates, TerrGpGate, i);
      xmlNode *n = terr_xml_add_element (board, "gate");

      terr_xml_set_int (n, "x", g->x);
      terr_xml_set_int (n, "y", g->y);
      terr_xml_set_string (n, "side", terr_gp_side_to_string (g->side));
    }

  pieces = terr_xml_add_element (root, "pieces");
  for (int i = 0; i < terr_gp_piece_set_size (self->pieces); i++)
    {
      const TerrGpPiece *p = terr_gp_piece_set_get (self->pieces, i);
      g_autofree char *cells = terr_gp_piece_cells_to_string (p);
      xmlNode *n = terr_xml_add_element (pieces, "piece");

      terr_xml_set_string (n, "id", p->id);
      terr_xml_set_string (n, "kind", terr_gp_kind_to_string (p->kind));
      terr_xml_set_string (n, "cells", cells);
    }

  position = terr_xml_add_element (root, "position");
  terr_xml_set_int (position, "announcements", self->state.announcements);
  for (int s = 0; s < self->n_seats; s++)
    {
      xmlNode *grid = terr_xml_add_element (position, "grid");
      GArray *placed = self->grids[s]->placed;

      terr_xml_set_int (grid, "seat", s + 1);
      for (guint i = 0; i < placed->len; i++)
        {
          const TerrGpPlacement *pl = &g_array_index (placed, TerrGpPlacement, i);
          xmlNode *n = terr_xml_add_element (grid, "placed");

          terr_xml_set_string (n, "piece", terr_gp_piece_set_get (self->pieces, pl->piece)->id);
          terr_xml_set_int (n, "x", pl->x);
          terr_xml_set_int (n, "y", pl->y);
          terr_xml_set_int (n, "transform", pl->transform);
        }
    }

  if (self->has_goal)
    {
      xmlNode *goal = terr_xml_add_element (root, "goal");
      GString *seq = g_string_new (NULL);
      guint from = terr_gp_game_sequence_next (self);

      terr_xml_set_string (goal, "type", "min-score");
      terr_xml_set_int (goal, "seat", self->goal_seat);
      terr_xml_set_int (goal, "value", self->goal_value);
      for (guint i = from; i < self->sequence->len; i++)
        {
          if (seq->len > 0)
            g_string_append_c (seq, ' ');
          g_string_append (seq, terr_gp_piece_set_get (self->pieces, g_array_index (self->sequence, int, i))->id);
        }
      terr_xml_set_text (terr_xml_add_element (goal, "sequence"), seq->str);
      g_string_free (seq, TRUE);
    }
}
