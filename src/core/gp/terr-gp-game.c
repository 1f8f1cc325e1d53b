/* terr-gp-game.c — TerrGpGame: the Garden Paths rules as a TerrGame.
 *
 * The position is the board, the piece set, one grid per seat, the number
 * of completed announcements and the pending announcement (which piece,
 * which seats have placed it, which seats can).  Every applied move pushes
 * the scalar state it changed on an undo stack; a placement is undone by
 * taking the last piece off that seat's grid.  See docs/rules-garden-paths.md
 * for the readings of the rules taken here.
 */
#include "config.h"

#include "terr-gp-game-private.h"
#include "terr-gp-analysis.h"
#include "terr-gp-ai.h"
#include "terr-gp-puzzle.h"

#include <string.h>
#include <glib/gi18n-lib.h>

typedef struct {
  GpState before;
  int     placed_seat;    /* seat whose grid got a piece, 0 for none */
} GpUndo;

G_DEFINE_FINAL_TYPE (TerrGpGame, terr_gp_game, TERR_TYPE_GAME)

/* ------------------------------------------------------------ helpers */

static void
clear_position (TerrGpGame *self)
{
  for (int i = 0; i < TERR_GP_MAX_SEATS; i++)
    {
      g_clear_pointer (&self->grids[i], terr_gp_grid_free);
      self->score_valid[i] = FALSE;
    }
  g_clear_pointer (&self->board, terr_gp_board_free);
  g_clear_pointer (&self->pieces, terr_gp_piece_set_free);
  g_array_set_size (self->undo, 0);
  g_array_set_size (self->sequence, 0);
  self->has_goal = FALSE;
  memset (&self->state, 0, sizeof self->state);
  self->state.pending = -1;
}

int
terr_gp_game_announcer_of (TerrGpGame *self, guint k)
{
  return terr_gp_announcer (k, self->first, self->n_seats);
}

TerrGpKind
terr_gp_game_kind_of (TerrGpGame *self, guint k)
{
  return terr_gp_required_kind (k, self->n_seats);
}

const char *
terr_gp_kind_label (TerrGpKind kind)
{
  return kind == TERR_GP_KIND_PATH ? _("path") : _("flower bed");
}

/* Index in the puzzle's sequence of the next announcement (the sequence
 * starts with the announcement after those completed in the file). */
static guint
sequence_next (TerrGpGame *self)
{
  return MIN (self->state.announcements - self->sequence_base, self->sequence->len);
}

/* The piece the puzzle's sequence forces now: -1 for none (no goal), -2
 * when the sequence is used up (the puzzle is over). */
int
terr_gp_game_forced_piece (TerrGpGame *self)
{
  guint i;

  if (!self->has_goal)
    return -1;
  i = sequence_next (self);
  if (i >= self->sequence->len)
    return -2;
  return g_array_index (self->sequence, int, i);
}

static gboolean
may_announce (TerrGpGame *self, int piece_index)
{
  const TerrGpPiece *p = terr_gp_piece_set_get (self->pieces, piece_index);
  int forced = terr_gp_game_forced_piece (self);
  int announcer = terr_gp_game_announcer_of (self, self->state.announcements);

  if (p->kind != terr_gp_game_kind_of (self, self->state.announcements))
    return FALSE;
  if (forced == -2 || (forced >= 0 && forced != piece_index))
    return FALSE;
  return terr_gp_grid_can_place (self->grids[announcer - 1], p);
}

gboolean
terr_gp_game_announcer_stuck (TerrGpGame *self)
{
  for (int i = 0; i < terr_gp_piece_set_size (self->pieces); i++)
    if (may_announce (self, i))
      return FALSE;
  return TRUE;
}

static int
seat_to_move (TerrGpGame *self)
{
  int announcer;

  if (self->state.over)
    return 0;
  announcer = terr_gp_game_announcer_of (self, self->state.announcements);
  if (self->state.pending < 0)
    return announcer;
  for (int i = 0; i < self->n_seats; i++)
    {
      int s = (announcer - 1 + i) % self->n_seats + 1;

      if ((self->state.can & GP_SEAT_BIT (s)) && !(self->state.placed & GP_SEAT_BIT (s)))
        return s;
    }
  g_assert_not_reached ();
  return 0;
}

/* A refusal as a value: @code with @piece (an index in the piece set, or
 * -1) and a number. */
static const TerrRefusal *
why (TerrRefusal *r, int code, int piece, int value)
{
  terr_refusal_init (r, code);
  if (piece >= 0)
    terr_refusal_add_piece (r, piece);
  r->values[0] = value;
  return r;
}

/* Refuses a move: @refusal for the game's views (terr_game_refuse), the
 * reason for files and the command line in @error. */
static gboolean
illegal (TerrGpGame *self, const TerrRefusal *refusal, GError **error,
         const char *format, ...) G_GNUC_PRINTF (4, 5);

static gboolean
illegal (TerrGpGame *self, const TerrRefusal *refusal, GError **error,
         const char *format, ...)
{
  va_list args;

  terr_game_refuse (TERR_GAME (self), refusal);
  if (error)
    {
      va_start (args, format);
      *error = g_error_new_valist (TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE, format, args);
      va_end (args);
    }
  return FALSE;
}

static gboolean
check_placement (TerrGpGame *self, int seat, int x, int y, int t, GError **error)
{
  const TerrGpPiece *p;
  g_autofree char *reason = NULL;
  TerrRefusal r;
  int bad_x, bad_y, code;

  if (self->state.over)
    return illegal (self, why (&r, TERR_REFUSAL_GAME_OVER, -1, 0),
                    error, _("the game is over"));
  if (seat < 1 || seat > self->n_seats)
    return illegal (self, why (&r, TERR_REFUSAL_NO_SEAT, -1, seat),
                    error, _("there is no seat %d"), seat);
  if (self->state.pending < 0)
    return illegal (self, why (&r, TERR_GP_REFUSAL_NOT_ANNOUNCED, -1, terr_gp_game_announcer_of (self, self->state.announcements)),
                    error, _("no piece has been announced yet: seat %d announces first"),
                    terr_gp_game_announcer_of (self, self->state.announcements));
  p = terr_gp_piece_set_get (self->pieces, self->state.pending);
  if (self->state.placed & GP_SEAT_BIT (seat))
    return illegal (self, why (&r, TERR_GP_REFUSAL_ALREADY_PLACED, self->state.pending, 0),
                    error, _("seat %d has already placed %s for this announcement"), seat, p->id);
  if (!(self->state.can & GP_SEAT_BIT (seat)))
    return illegal (self, why (&r, TERR_GP_REFUSAL_CANNOT_PLACE, self->state.pending, 0),
                    error, _("%s fits nowhere on seat %d's grid: that seat does not place it, and the game ends once the others have"),
                    p->id, seat);
  if (!terr_gp_grid_check_why (self->grids[seat - 1], p, x, y, t, &bad_x, &bad_y, &code, &reason))
    {
      why (&r, code, self->state.pending, 0);
      if (code != TERR_REFUSAL_NOT_A_MOVE && code != TERR_GP_REFUSAL_PATH_TURNED)
        {
          terr_refusal_add_place (&r, TERR_PLACE_GRID, bad_x, bad_y, 0);
          r.places[0].seat = seat;
        }
      return illegal (self, &r, error, "%s", reason);
    }
  return TRUE;
}

static void
push_undo (TerrGpGame *self, int placed_seat)
{
  GpUndo u = { self->state, placed_seat };

  g_array_append_val (self->undo, u);
}

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
static gboolean
terr_gp_game_load_state (TerrGame *game, TerrDocument *doc, GError **error)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  gboolean draft = terr_game_is_loading_draft (game);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GArray) sources = NULL;
  g_autoptr(GError) stop = NULL;
  GpCheckParts parts = 0;
  GpNodes nodes;

  clear_position (self);
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
static gboolean
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
  clear_position (self);
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

static void
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
static void
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
      guint from = sequence_next (self);

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

/* ------------------------------------------------------------ moves */

static gboolean
apply_announce (TerrGpGame *self, int seat, const TerrMove *move, GError **error)
{
  const char *id = terr_move_get (move, "piece");
  guint k = self->state.announcements;
  int announcer = terr_gp_game_announcer_of (self, k), pi, forced;
  TerrGpKind kind = terr_gp_game_kind_of (self, k);
  const TerrGpPiece *p;
  guint8 can = 0;
  TerrRefusal r;

  if (self->state.pending >= 0)
    return illegal (self, why (&r, TERR_GP_REFUSAL_ANNOUNCED_ALREADY, self->state.pending, 0),
                    error, _("%s is announced already: every seat places it before the next announcement"),
                    terr_gp_piece_set_get (self->pieces, self->state.pending)->id);
  if (seat != announcer)
    return illegal (self, why (&r, TERR_REFUSAL_NOT_YOUR_TURN, -1, announcer),
                    error, _("seat %d announces now, not seat %d"), announcer, seat);
  if (id == NULL)
    return illegal (self, why (&r, TERR_REFUSAL_NOT_A_MOVE, -1, 0),
                    error, _("an announcement names a piece"));
  pi = terr_gp_piece_set_find (self->pieces, id);
  if (pi < 0)
    return illegal (self, why (&r, TERR_REFUSAL_NOT_A_MOVE, -1, 0),
                    error, _("there is no piece “%s”"), id);
  p = terr_gp_piece_set_get (self->pieces, pi);
  if (p->kind != kind)
    return illegal (self, why (&r, TERR_GP_REFUSAL_WRONG_KIND, pi, kind),
                    error, _("this round announces a %s piece, and %s is a %s piece"),
                    terr_gp_kind_label (kind), id, terr_gp_kind_label (p->kind));
  forced = terr_gp_game_forced_piece (self);
  if (forced == -2)
    return illegal (self, why (&r, TERR_GP_REFUSAL_SEQUENCE_USED_UP, -1, 0),
                    error, _("the puzzle's sequence of announcements is used up: the game can only end"));
  if (forced >= 0 && forced != pi)
    return illegal (self, why (&r, TERR_GP_REFUSAL_SEQUENCE_FORCES, forced, 0),
                    error, _("the puzzle's sequence announces %s now"),
                    terr_gp_piece_set_get (self->pieces, forced)->id);
  if (!terr_gp_grid_can_place (self->grids[seat - 1], p))
    return illegal (self, why (&r, TERR_GP_REFUSAL_FITS_NOWHERE, pi, 0),
                    error, _("%s fits nowhere on your own grid: announce a piece you can place"), id);

  for (int s = 1; s <= self->n_seats; s++)
    if (s == seat || terr_gp_grid_can_place (self->grids[s - 1], p))
      can |= GP_SEAT_BIT (s);
  push_undo (self, 0);
  self->state.pending = pi;
  self->state.placed = 0;
  self->state.can = can;
  return TRUE;
}

static gboolean
apply_place (TerrGpGame *self, int seat, const TerrMove *move, GError **error)
{
  const char *id = terr_move_get (move, "piece");
  const TerrGpPiece *p;
  gint64 x, y, t;
  guint8 all = (guint8) ((1u << self->n_seats) - 1);
  TerrRefusal r;

  if (self->state.pending < 0)
    return illegal (self, why (&r, TERR_GP_REFUSAL_NOT_ANNOUNCED, -1, terr_gp_game_announcer_of (self, self->state.announcements)),
                    error, _("no piece has been announced yet: seat %d announces first"),
                    terr_gp_game_announcer_of (self, self->state.announcements));
  p = terr_gp_piece_set_get (self->pieces, self->state.pending);
  if (id == NULL || g_strcmp0 (id, p->id) != 0)
    return illegal (self, why (&r, TERR_GP_REFUSAL_WRONG_PIECE, self->state.pending, 0),
                    error, _("the announced piece is %s, not %s"), p->id, id ? id : "(none)");
  if (!terr_move_get_int (move, "x", G_MININT, G_MAXINT, &x) ||
      !terr_move_get_int (move, "y", G_MININT, G_MAXINT, &y) ||
      !terr_move_get_int (move, "transform", G_MININT, G_MAXINT, &t))
    return illegal (self, why (&r, TERR_REFUSAL_NOT_A_MOVE, -1, 0),
                    error, _("a placement needs whole numbers x, y and transform"));
  if (!check_placement (self, seat, (int) x, (int) y, (int) t, error))
    return FALSE;

  push_undo (self, seat);
  terr_gp_grid_place (self->grids[seat - 1], p, self->state.pending, (int) x, (int) y, (int) t);
  self->score_valid[seat - 1] = FALSE;
  self->state.placed |= GP_SEAT_BIT (seat);
  if (self->state.placed == self->state.can)
    {
      if (self->state.can == all)
        {
          self->state.announcements++;
          self->state.pending = -1;
          self->state.placed = 0;
          self->state.can = 0;
        }
      else
        /* Rule 5: someone could not place it; the announcement is not
         * counted as completed. */
        self->state.over = TRUE;
    }
  return TRUE;
}

static gboolean
apply_end (TerrGpGame *self, int seat, GError **error)
{
  int announcer = terr_gp_game_announcer_of (self, self->state.announcements);
  TerrRefusal r;

  if (self->state.pending >= 0)
    return illegal (self, why (&r, TERR_GP_REFUSAL_END_PENDING, self->state.pending, 0),
                    error, _("%s is announced: every seat places it before the game can end"),
                    terr_gp_piece_set_get (self->pieces, self->state.pending)->id);
  if (seat != announcer)
    return illegal (self, why (&r, TERR_GP_REFUSAL_END_NOT_ANNOUNCER, -1, announcer),
                    error, _("only the announcer (seat %d) can end the game"), announcer);
  if (!terr_gp_game_announcer_stuck (self))
    {
      int forced = terr_gp_game_forced_piece (self);

      if (forced >= 0)
        return illegal (self, why (&r, TERR_GP_REFUSAL_END_FORCED, forced, 0),
                    error, _("you can still place %s, which the puzzle announces now"),
                        terr_gp_piece_set_get (self->pieces, forced)->id);
      for (int i = 0; i < terr_gp_piece_set_size (self->pieces); i++)
        if (may_announce (self, i))
          return illegal (self, why (&r, TERR_GP_REFUSAL_END_CAN_PLACE, i, terr_gp_game_kind_of (self, self->state.announcements)),
                    error, _("you can still place a %s piece (%s, for one): the game ends only when none fits"),
                          terr_gp_kind_label (terr_gp_game_kind_of (self, self->state.announcements)),
                          terr_gp_piece_set_get (self->pieces, i)->id);
    }
  push_undo (self, 0);
  self->state.over = TRUE;
  return TRUE;
}

static gboolean
terr_gp_game_apply_move (TerrGame *game, const TerrMove *move, GError **error)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  int seat = terr_move_get_seat (move);
  TerrRefusal r;

  if (self->state.over)
    return illegal (self, why (&r, TERR_REFUSAL_GAME_OVER, -1, 0),
                    error, _("the game is over"));
  if (seat < 1 || seat > self->n_seats)
    return illegal (self, why (&r, TERR_REFUSAL_NO_SEAT, -1, seat),
                    error, _("there is no seat %d"), seat);
  if (terr_move_is (move, "announce"))
    return apply_announce (self, seat, move, error);
  if (terr_move_is (move, "place"))
    return apply_place (self, seat, move, error);
  if (terr_move_is (move, "end"))
    return apply_end (self, seat, error);
  return illegal (self, why (&r, TERR_REFUSAL_NOT_A_MOVE, -1, 0),
                    error, _("Garden Paths has no move “%s” (only announce, place and end)"),
                  terr_move_get_move_type (move));
}

static void
terr_gp_game_undo_move (TerrGame *game)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  GpUndo *u;

  g_return_if_fail (self->undo->len > 0);
  u = &g_array_index (self->undo, GpUndo, self->undo->len - 1);
  if (u->placed_seat > 0)
    {
      terr_gp_grid_unplace_last (self->grids[u->placed_seat - 1], self->pieces);
      self->score_valid[u->placed_seat - 1] = FALSE;
    }
  self->state = u->before;
  g_array_set_size (self->undo, self->undo->len - 1);
}

/* ------------------------------------------------------------ positions */

/* A position for fast navigation: what moves change (the state and the
 * grids), not the board, the pieces or the goal, which only edits change. */
typedef struct {
  GpState     state;
  int         n_seats;
  int         width, height;            /* of the board they were saved on */
  TerrGpGrid *grids[TERR_GP_MAX_SEATS];
} GpPosition;

static gpointer
terr_gp_game_save_position (TerrGame *game)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  GpPosition *pos = g_new0 (GpPosition, 1);

  pos->state = self->state;
  pos->n_seats = self->n_seats;
  pos->width = self->board->width;
  pos->height = self->board->height;
  for (int s = 0; s < self->n_seats; s++)
    pos->grids[s] = terr_gp_grid_copy (self->grids[s]);
  return pos;
}

static void
terr_gp_game_restore_position (TerrGame *game, gconstpointer position)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  const GpPosition *pos = position;

  /* (the copies' board is not looked at: only the game's, of the same
   * size, since only edits change the board and they drop every position) */
  g_return_if_fail (pos->n_seats == self->n_seats);
  g_return_if_fail (pos->width == self->board->width && pos->height == self->board->height);
  for (int s = 0; s < self->n_seats; s++)
    {
      TerrGpGrid *grid = self->grids[s];
      const TerrGpGrid *src = pos->grids[s];

      memcpy (grid->cover, src->cover, pos->width * pos->height);
      g_array_set_size (grid->placed, 0);
      g_array_append_vals (grid->placed, src->placed->data, src->placed->len);
      self->score_valid[s] = FALSE;
    }
  self->state = pos->state;
  g_array_set_size (self->undo, 0);
}

static void
terr_gp_game_free_position (gpointer position)
{
  GpPosition *pos = position;

  if (pos == NULL)
    return;
  for (int s = 0; s < TERR_GP_MAX_SEATS; s++)
    g_clear_pointer (&pos->grids[s], terr_gp_grid_free);
  g_free (pos);
}

static int
terr_gp_game_get_seat_to_move (TerrGame *game)
{
  return seat_to_move (TERR_GP_GAME (game));
}

static TerrEndState
terr_gp_game_get_end_state (TerrGame *game)
{
  return TERR_GP_GAME (game)->state.over ? TERR_END_FINISHED : TERR_END_NONE;
}

static TerrMove *
new_place_move (int seat, const char *id, int x, int y, int t)
{
  TerrMove *m = terr_move_new (seat, "place");

  terr_move_set (m, "piece", id);
  terr_move_set_int (m, "x", x);
  terr_move_set_int (m, "y", y);
  terr_move_set_int (m, "transform", t);
  return m;
}

static TerrMove *
new_announce_move (int seat, const char *id)
{
  TerrMove *m = terr_move_new (seat, "announce");

  terr_move_set (m, "piece", id);
  return m;
}

static GPtrArray *
terr_gp_game_list_moves (TerrGame *game)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  GPtrArray *moves = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_move_unref);
  int seat = seat_to_move (self);

  if (seat == 0)
    return moves;
  if (self->state.pending < 0)
    {
      for (int i = 0; i < terr_gp_piece_set_size (self->pieces); i++)
        if (may_announce (self, i))
          g_ptr_array_add (moves, new_announce_move (seat, terr_gp_piece_set_get (self->pieces, i)->id));
      if (moves->len == 0)
        g_ptr_array_add (moves, terr_move_new (seat, "end"));
    }
  else
    {
      const TerrGpPiece *p = terr_gp_piece_set_get (self->pieces, self->state.pending);
      const TerrGpGrid *grid = self->grids[seat - 1];

      for (int y = 0; y < self->board->height; y++)
        for (int x = 0; x < self->board->width; x++)
          for (int t = 0; t < terr_gp_n_transforms (p); t++)
            if (terr_gp_grid_fits (grid, p, x, y, t))
              g_ptr_array_add (moves, new_place_move (seat, p->id, x, y, t));
    }
  return moves;
}

/* ------------------------------------------------------------ scores */

const TerrGpScore *
terr_gp_game_get_best_path (TerrGpGame *self, int seat)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), NULL);
  g_return_val_if_fail (seat >= 1 && seat <= self->n_seats, NULL);

  if (!self->score_valid[seat - 1])
    {
      terr_gp_grid_best_path (self->grids[seat - 1], self->scores[seat - 1]);
      self->score_valid[seat - 1] = TRUE;
    }
  return self->scores[seat - 1];
}

static int
terr_gp_game_get_seat_score (TerrGame *game, int seat)
{
  TerrGpGame *self = TERR_GP_GAME (game);

  if (seat < 1 || seat > self->n_seats)
    return 0;
  return terr_gp_game_get_best_path (self, seat)->score;
}

static int
best_score (TerrGpGame *self)
{
  int best = G_MININT;

  for (int s = 1; s <= self->n_seats; s++)
    best = MAX (best, terr_gp_game_get_best_path (self, s)->score);
  return best;
}

static JsonNode *
build_score_json (TerrGpGame *self)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  int best = best_score (self), W = self->board->width;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, "garden-paths");
  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (int s = 1; s <= self->n_seats; s++)
    {
      const TerrGpScore *sc = terr_gp_game_get_best_path (self, s);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "seat");
      json_builder_add_int_value (b, s);
      json_builder_set_member_name (b, "score");
      json_builder_add_int_value (b, sc->score);
      json_builder_set_member_name (b, "path_points");
      json_builder_add_int_value (b, sc->path_points);
      json_builder_set_member_name (b, "fountain_points");
      json_builder_add_int_value (b, sc->fountain_points);
      json_builder_set_member_name (b, "gate_bonus");
      json_builder_add_int_value (b, sc->gate_bonus);
      json_builder_set_member_name (b, "path");
      json_builder_begin_array (b);
      for (int i = 0; i < sc->n_path; i++)
        {
          json_builder_begin_array (b);
          json_builder_add_int_value (b, sc->path[i] % W);
          json_builder_add_int_value (b, sc->path[i] / W);
          json_builder_end_array (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "winners");
  json_builder_begin_array (b);
  for (int s = 1; s <= self->n_seats; s++)
    if (terr_gp_game_get_best_path (self, s)->score == best)
      json_builder_add_int_value (b, s);
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static JsonNode *
terr_gp_game_score_json (TerrGame *game)
{
  return build_score_json (TERR_GP_GAME (game));
}

static char *
scores_text (TerrGpGame *self)
{
  GString *s = g_string_new (NULL);
  int best = best_score (self), W = self->board->width;

  for (int seat = 1; seat <= self->n_seats; seat++)
    {
      const TerrGpScore *sc = terr_gp_game_get_best_path (self, seat);

      g_string_append_printf (s, _("Seat %d: "), seat);
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points", sc->score), sc->score);
      g_string_append_printf (s, _(" (path %d, fountains %d, gates %d)%s\n"),
                              sc->path_points, sc->fountain_points, sc->gate_bonus,
                              sc->score == best ? _(" — best") : "");
      if (sc->n_path == 0)
        g_string_append (s, _("  no path starts on a gate\n"));
      else
        {
          g_string_append (s, _("  path:"));
          for (int i = 0; i < sc->n_path; i++)
            g_string_append_printf (s, " (%d,%d)", sc->path[i] % W, sc->path[i] / W);
          g_string_append_c (s, '\n');
        }
    }
  return g_string_free (s, FALSE);
}

static char *
terr_gp_game_score_text (TerrGame *game)
{
  return scores_text (TERR_GP_GAME (game));
}

/* Solving Garden Paths is finding the best path of every grid: the same
 * answer as the score, computed afresh (exactly) on each grid. */
static JsonNode *
terr_gp_game_solve (TerrGame *game, const TerrSolveOptions *options,
                    GCancellable *cancellable, GError **error)
{
  TerrGpGame *self = TERR_GP_GAME (game);

  for (int s = 1; s <= self->n_seats; s++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;
      terr_gp_game_get_best_path (self, s);
      if (options && options->progress)
        options->progress ((double) s / self->n_seats, terr_gp_best_path_last_nodes (), options->progress_data);
    }
  return build_score_json (self);
}

static char *
terr_gp_game_solve_text (TerrGame *game, JsonNode *solution)
{
  return scores_text (TERR_GP_GAME (game));
}

/* ------------------------------------------------------------ AI */

static void
fill_ai_view (TerrGpGame *self, TerrGpAiView *view, int seat)
{
  /* Only what the seat sees: its own grid and which pieces the others
   * placed (their grids are private, rule 1). */
  terr_gp_ai_view_init (view, self->board, self->pieces, self->n_seats, self->first, self->grids,
                        seat, self->state.announcements, self->state.pending);
  view->fixed_sequence = terr_gp_game_get_sequence (self, &view->sequence, &view->n_sequence);
}

static TerrMove *
terr_gp_game_ai_move (TerrGame *game, guint level, guint64 seed,
                      GCancellable *cancellable, GError **error)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  int seat = seat_to_move (self);
  g_auto(TerrGpAiView) view = { 0 };

  if (seat == 0)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE, _("the game is over"));
      return NULL;
    }
  /* Levels 1 to 3 (terr-gp-ai.h); New Game offers the levels a game
   * does not refuse. */
  if (level > 3)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED, _("there is no computer player of level %u"), level);
      return NULL;
    }
  fill_ai_view (self, &view, seat);
  if (self->state.pending < 0)
    {
      int pi = terr_gp_ai_choose_announcement (&view, level, seed, cancellable, error);

      if (pi == -2)
        return NULL;
      if (pi < 0)
        return terr_move_new (seat, "end");
      return new_announce_move (seat, terr_gp_piece_set_get (self->pieces, pi)->id);
    }
  else
    {
      int x, y, t;

      if (!terr_gp_ai_choose_placement (&view, level, seed, cancellable, &x, &y, &t, error))
        return NULL;
      return new_place_move (seat, terr_gp_piece_set_get (self->pieces, self->state.pending)->id, x, y, t);
    }
}

/* ------------------------------------------------------------ describe */

/* The position in words for @viewer (0: everything): the scores of the
 * grids hidden from the viewer are left out. */
static char *
terr_gp_game_describe_for (TerrGame *game, int viewer)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  GString *s = g_string_new (NULL);
  guint k = self->state.announcements;

  g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "Garden Paths on %s (%d x %d), %d seat. ",
                                          "Garden Paths on %s (%d x %d), %d seats. ", self->n_seats),
                          self->board->name, self->board->width, self->board->height, self->n_seats);
  if (self->state.over)
    g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "The game is over after %u announcement. ",
                                            "The game is over after %u announcements. ", k), k);
  else if (self->state.pending < 0)
    g_string_append_printf (s, _("Announcement %u: seat %d announces a %s piece. "),
                            k + 1, terr_gp_game_announcer_of (self, k), terr_gp_kind_label (terr_gp_game_kind_of (self, k)));
  else
    g_string_append_printf (s, _("Announcement %u: seat %d announced %s; seat %d places it. "),
                            k + 1, terr_gp_game_announcer_of (self, k),
                            terr_gp_piece_set_get (self->pieces, self->state.pending)->id,
                            seat_to_move (self));
  g_string_append (s, _("Scores:"));
  for (int seat = 1; seat <= self->n_seats; seat++)
    if (terr_game_seat_is_hidden (game, viewer, seat))
      /* TRANSLATORS: a seat's score, private until the end: " seat 2 hidden;" */
      g_string_append_printf (s, _(" seat %d hidden;"), seat);
    else
      g_string_append_printf (s, _(" seat %d %d;"), seat, terr_gp_game_get_best_path (self, seat)->score);
  if (s->str[s->len - 1] == ';')
    g_string_truncate (s, s->len - 1);
  g_string_append_c (s, '.');
  return g_string_free (s, FALSE);
}

static char *
terr_gp_game_describe (TerrGame *game)
{
  return terr_gp_game_describe_for (game, 0);
}

/* ------------------------------------------------------------ public */

const TerrGpBoard *
terr_gp_game_get_board (TerrGpGame *self)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), NULL);
  return self->board;
}

const TerrGpPieceSet *
terr_gp_game_get_pieces (TerrGpGame *self)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), NULL);
  return self->pieces;
}

const TerrGpGrid *
terr_gp_game_get_grid (TerrGpGame *self, int seat)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), NULL);
  g_return_val_if_fail (seat >= 1 && seat <= self->n_seats, NULL);
  return self->grids[seat - 1];
}

int
terr_gp_game_get_first_seat (TerrGpGame *self)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), 0);
  return self->first;
}

guint
terr_gp_game_get_announcements (TerrGpGame *self)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), 0);
  return self->state.announcements;
}

int
terr_gp_game_get_announcer (TerrGpGame *self)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), 0);
  return terr_gp_game_announcer_of (self, self->state.announcements);
}

TerrGpKind
terr_gp_game_get_required_kind (TerrGpGame *self)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), TERR_GP_KIND_PATH);
  return terr_gp_game_kind_of (self, self->state.announcements);
}

int
terr_gp_game_get_pending_piece (TerrGpGame *self)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), -1);
  return self->state.over ? -1 : self->state.pending;
}

gboolean
terr_gp_game_has_placed (TerrGpGame *self, int seat)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  g_return_val_if_fail (seat >= 1 && seat <= self->n_seats, FALSE);
  return self->state.pending >= 0 && (self->state.placed & GP_SEAT_BIT (seat)) != 0;
}

gboolean
terr_gp_game_can_place (TerrGpGame *self, int seat)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  g_return_val_if_fail (seat >= 1 && seat <= self->n_seats, FALSE);
  return self->state.pending >= 0 && (self->state.can & GP_SEAT_BIT (seat)) != 0;
}

gboolean
terr_gp_game_check_placement (TerrGpGame *self, int seat, int x, int y, int transform, GError **error)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  return check_placement (self, seat, x, y, transform, error);
}

gboolean
terr_gp_game_get_sequence (TerrGpGame *self, const int **pieces, int *n_remaining)
{
  guint from;

  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  from = self->has_goal ? sequence_next (self) : 0;
  if (pieces)
    *pieces = self->has_goal && from < self->sequence->len
              ? &g_array_index (self->sequence, int, from) : NULL;
  if (n_remaining)
    *n_remaining = self->has_goal ? (int) (self->sequence->len - from) : 0;
  return self->has_goal;
}

gboolean
terr_gp_game_get_goal (TerrGpGame *self, int *seat, int *value)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (seat)
    *seat = self->has_goal ? self->goal_seat : 0;
  if (value)
    *value = self->has_goal ? self->goal_value : 0;
  return self->has_goal;
}

/* ------------------------------------------------------------ GObject */

static void
terr_gp_game_finalize (GObject *object)
{
  TerrGpGame *self = TERR_GP_GAME (object);

  clear_position (self);
  for (int i = 0; i < TERR_GP_MAX_SEATS; i++)
    g_free (self->scores[i]);
  g_array_unref (self->undo);
  g_array_unref (self->sequence);

  G_OBJECT_CLASS (terr_gp_game_parent_class)->finalize (object);
}

static void
terr_gp_game_class_init (TerrGpGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TerrGameClass *game_class = TERR_GAME_CLASS (klass);

  object_class->finalize = terr_gp_game_finalize;

  game_class->kind = TERR_GAME_GARDEN_PATHS;
  game_class->setup_new = terr_gp_game_setup_new;
  game_class->load_state = terr_gp_game_load_state;
  game_class->write_rules = terr_gp_game_write_rules;
  game_class->write_state = terr_gp_game_write_state;
  game_class->apply_move = terr_gp_game_apply_move;
  game_class->refusal_text = terr_gp_game_refusal_text;
  game_class->n_refusal_codes = TERR_GP_REFUSAL_N_CODES;
  game_class->undo_move = terr_gp_game_undo_move;
  game_class->get_seat_to_move = terr_gp_game_get_seat_to_move;
  game_class->get_end_state = terr_gp_game_get_end_state;
  game_class->list_moves = terr_gp_game_list_moves;
  game_class->get_seat_score = terr_gp_game_get_seat_score;
  game_class->score_json = terr_gp_game_score_json;
  game_class->score_text = terr_gp_game_score_text;
  game_class->solve = terr_gp_game_solve;
  game_class->solve_text = terr_gp_game_solve_text;
  game_class->ai_move = terr_gp_game_ai_move;
  game_class->describe = terr_gp_game_describe;

  game_class->save_position = terr_gp_game_save_position;
  game_class->restore_position = terr_gp_game_restore_position;
  game_class->free_position = terr_gp_game_free_position;

  /* New Game offers two seats; the rules allow one to six. */
  game_class->min_players = 1;
  game_class->max_players = TERR_GP_MAX_SEATS;
  game_class->default_players = 2;
  game_class->pitch = N_("Everyone places the same path and flower pieces in a private garden, then traces the best path from a gate.");
  terr_gp_game_class_init_views (game_class);
  game_class->describe_move = terr_gp_game_describe_move;
  game_class->status_text = terr_gp_game_status_text;
  game_class->flat = TRUE;
  game_class->seat_is_hidden = terr_gp_game_seat_is_hidden;
  game_class->describe_hidden_move = terr_gp_game_describe_hidden_move;
  game_class->status_text_for = terr_gp_game_status_text_for;
  game_class->describe_for = terr_gp_game_describe_for;
  game_class->get_goal = terr_gp_game_get_goal_vfunc;
  game_class->goal_status = terr_gp_game_goal_status;
  game_class->goal_text = terr_gp_game_goal_text;
  game_class->describe_square = terr_gp_game_describe_square;

  game_class->check_puzzle = terr_gp_game_check_puzzle;
  game_class->generate_puzzle = terr_gp_game_generate_puzzle;

  game_class->save_setup = terr_gp_game_save_setup;
  game_class->restore_setup = terr_gp_game_restore_setup;
  game_class->free_setup = terr_gp_game_free_setup;
  game_class->list_problems = terr_gp_game_list_problems;
  game_class->set_n_players = terr_gp_game_set_n_players;
  game_class->analyse_move = terr_gp_game_analyse_move;
}

static void
terr_gp_game_init (TerrGpGame *self)
{
  self->undo = g_array_new (FALSE, FALSE, sizeof (GpUndo));
  self->sequence = g_array_new (FALSE, FALSE, sizeof (int));
  self->state.pending = -1;
  self->n_seats = 1;
  self->first = 1;
}
