/* terr-gp-edit.c — designing a Garden Paths scenario by edits (see
 * terr-gp-edit.h).  Each edit checks only that its arguments can be held,
 * then changes the lists (water, fountains, gates, pieces, placements,
 * sequence) between terr_game_begin_edit() and terr_game_end_edit(); the
 * derived arrays (board flags, grid covers) are rebuilt leniently from the
 * lists, and terr_gp_game_check() says what breaks the rules. */
#include "config.h"

#include "terr-gp-game-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* ------------------------------------------------------------ helpers */

static gboolean
invalid (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
invalid (GError **error, const char *format, ...)
{
  va_list args;

  if (error)
    {
      va_start (args, format);
      *error = g_error_new_valist (TERR_ERROR, TERR_ERROR_INVALID, format, args);
      va_end (args);
    }
  return FALSE;
}

static gboolean
editable (TerrGpGame *self, GError **error)
{
  if (terr_game_is_editable (TERR_GAME (self)))
    return TRUE;
  g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED,
               _("only a scenario without moves can be edited"));
  return FALSE;
}

static void
begin (TerrGpGame *self)
{
  terr_game_begin_edit (TERR_GAME (self));
}

static void
end (TerrGpGame *self)
{
  terr_game_end_edit (TERR_GAME (self));
}

static gboolean
check_xy (int x, int y, GError **error)
{
  if (x < TERR_GP_EDIT_MIN || x > TERR_GP_EDIT_MAX || y < TERR_GP_EDIT_MIN || y > TERR_GP_EDIT_MAX)
    return invalid (error, _("(%d,%d) is too far from any board: coordinates run from %d to %d"),
                    x, y, TERR_GP_EDIT_MIN, TERR_GP_EDIT_MAX);
  return TRUE;
}

static gboolean
check_seat (TerrGpGame *self, int seat, GError **error)
{
  if (seat < 1 || seat > self->n_seats)
    return invalid (error, _("there is no seat %d"), seat);
  return TRUE;
}

static gboolean
check_piece (TerrGpGame *self, int piece, GError **error)
{
  if (piece < 0 || piece >= terr_gp_piece_set_size (self->pieces))
    return invalid (error, _("there is no piece number %d"), piece);
  return TRUE;
}

/* What the file format takes as an id (letters, digits, "_", "-"), and
 * not used by another piece than @except. */
static gboolean
check_id (TerrGpGame *self, const char *id, int except, GError **error)
{
  int found;

  if (id == NULL || *id == '\0')
    return invalid (error, _("a piece needs an id"));
  for (const char *c = id; *c; c++)
    if (!g_ascii_isalnum (*c) && *c != '_' && *c != '-')
      return invalid (error, _("the piece id “%s” may hold only letters, digits, “_” and “-”"), id);
  found = terr_gp_piece_set_find (self->pieces, id);
  if (found >= 0 && found != except)
    return invalid (error, _("piece id %s is used twice"), id);
  return TRUE;
}

/* The first of p1, p2, … (or f1, f2, …) no piece has. */
static char *
free_id (TerrGpGame *self, TerrGpKind kind)
{
  for (int i = 1; ; i++)
    {
      char *id = g_strdup_printf ("%c%d", kind == TERR_GP_KIND_PATH ? 'p' : 'f', i);

      if (terr_gp_piece_set_find (self->pieces, id) < 0)
        return id;
      g_free (id);
    }
}

/* After the board's lists changed: flags, then the grids drawn on them. */
static void
board_changed (TerrGpGame *self)
{
  terr_gp_board_rebuild (self->board);
  terr_gp_game_rebuild_grids (self);
}

static int
find_xy (GArray *list, int x, int y)
{
  for (int i = (int) list->len - 1; i >= 0; i--)
    {
      const TerrGpXY *p = &g_array_index (list, TerrGpXY, i);
      if (p->x == x && p->y == y)
        return i;
    }
  return -1;
}

static void
replace_piece (TerrGpGame *self, int index, TerrGpPiece *piece)
{
  terr_gp_piece_free (g_ptr_array_index (self->pieces->pieces, index));
  g_ptr_array_index (self->pieces->pieces, index) = piece;
  terr_gp_game_rebuild_grids (self);
}

/* ------------------------------------------------------------ everything */

gboolean
terr_gp_game_edit_clear (TerrGpGame *self, GError **error)
{
  static const TerrGpCell one = { 0, 0, TERR_GP_PATH };

  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (!editable (self, error))
    return FALSE;
  begin (self);
  g_array_set_size (self->board->water, 0);
  g_array_set_size (self->board->fountains, 0);
  g_array_set_size (self->board->gates, 0);
  terr_gp_board_rebuild (self->board);
  terr_gp_piece_set_free (self->pieces);
  self->pieces = terr_gp_piece_set_new ();
  g_ptr_array_add (self->pieces->pieces, terr_gp_piece_new ("p1", TERR_GP_KIND_PATH, &one, 1, NULL));
  terr_gp_game_set_grids (self, NULL);
  memset (&self->state, 0, sizeof self->state);
  self->state.pending = -1;
  self->first = 1;
  self->has_goal = FALSE;
  self->goal_seat = 0;
  self->goal_value = 0;
  g_array_set_size (self->sequence, 0);
  self->sequence_base = 0;
  end (self);
  return TRUE;
}

/* ------------------------------------------------------------ board */

static gboolean
check_size (int width, int height, GError **error)
{
  if (width < 1 || width > TERR_GP_MAX_SIDE || height < 1 || height > TERR_GP_MAX_SIDE)
    return invalid (error, _("a board is 1 to %d squares wide and high, not %d x %d"),
                    TERR_GP_MAX_SIDE, width, height);
  return TRUE;
}

/* A board of the new size with the old one's lists. */
static void
replace_board (TerrGpGame *self, int width, int height)
{
  TerrGpBoard *old = self->board;
  TerrGpBoard *b = terr_gp_board_new (old->name, width, height);

  g_array_append_vals (b->water, old->water->data, old->water->len);
  g_array_append_vals (b->fountains, old->fountains->data, old->fountains->len);
  g_array_append_vals (b->gates, old->gates->data, old->gates->len);
  self->board = b;
  board_changed (self);
  terr_gp_board_free (old);   /* after the grids that pointed to it */
}

gboolean
terr_gp_game_edit_set_board_size (TerrGpGame *self, int width, int height, GError **error)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (!editable (self, error) || !check_size (width, height, error))
    return FALSE;
  begin (self);
  replace_board (self, width, height);
  end (self);
  return TRUE;
}

static gboolean
inside (int x, int y, int width, int height)
{
  return x >= 0 && y >= 0 && x < width && y < height;
}

/* The squares a placement covers span [*x0, *x1] x [*y0, *y1]. */
static void
placement_extent (TerrGpGame *self, const TerrGpPlacement *pl, int *x0, int *y0, int *x1, int *y1)
{
  const TerrGpPiece *p = terr_gp_piece_set_get (self->pieces, pl->piece);
  const TerrGpCell *cells = p->xf[pl->transform];

  *x0 = *y0 = G_MAXINT;
  *x1 = *y1 = G_MININT;
  for (int c = 0; c < p->n_cells; c++)
    {
      *x0 = MIN (*x0, pl->x + cells[c].dx);
      *y0 = MIN (*y0, pl->y + cells[c].dy);
      *x1 = MAX (*x1, pl->x + cells[c].dx);
      *y1 = MAX (*y1, pl->y + cells[c].dy);
    }
}

static gboolean
placement_inside (TerrGpGame *self, const TerrGpPlacement *pl, int width, int height)
{
  int x0, y0, x1, y1;

  placement_extent (self, pl, &x0, &y0, &x1, &y1);
  return inside (x0, y0, width, height) && inside (x1, y1, width, height);
}

static void remove_placement (TerrGpGame *self, int seat, int index);

/* One thing outside a board: water, a fountain, a gate (@index in the
 * board's list) or seat @seat's placement @index. */
typedef enum { OUT_WATER, OUT_FOUNTAIN, OUT_GATE, OUT_PIECE } OutKind;
typedef struct {
  OutKind kind;
  int     seat;
  guint   index;
} Outside;

/* What lies outside a board of @width x @height, in the order water,
 * fountains, gates, the seats' pieces. */
static GArray *
find_outside (TerrGpGame *self, int width, int height)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (Outside));
  const TerrGpBoard *b = self->board;
  GArray *xy[2] = { b->water, b->fountains };

  for (int k = 0; k < 2; k++)
    for (guint i = 0; i < xy[k]->len; i++)
      {
        const TerrGpXY *p = &g_array_index (xy[k], TerrGpXY, i);
        if (!inside (p->x, p->y, width, height))
          g_array_append_val (out, ((Outside) { k == 0 ? OUT_WATER : OUT_FOUNTAIN, 0, i }));
      }
  for (guint i = 0; i < b->gates->len; i++)
    {
      const TerrGpGate *g = &g_array_index (b->gates, TerrGpGate, i);
      if (!inside (g->x, g->y, width, height))
        g_array_append_val (out, ((Outside) { OUT_GATE, 0, i }));
    }
  for (int s = 0; s < self->n_seats; s++)
    for (guint i = 0; i < self->grids[s]->placed->len; i++)
      if (!placement_inside (self, &g_array_index (self->grids[s]->placed, TerrGpPlacement, i), width, height))
        g_array_append_val (out, ((Outside) { OUT_PIECE, s + 1, i }));
  return out;
}

char **
terr_gp_game_edit_list_outside (TerrGpGame *self, int width, int height)
{
  g_autoptr(GArray) out = NULL;
  GPtrArray *lines;
  const TerrGpBoard *b;

  g_return_val_if_fail (TERR_IS_GP_GAME (self), NULL);
  out = find_outside (self, width, height);
  lines = g_ptr_array_new ();
  b = self->board;
  for (guint i = 0; i < out->len; i++)
    {
      const Outside *o = &g_array_index (out, Outside, i);
      const TerrGpXY *p;
      const TerrGpGate *g;
      const TerrGpPlacement *pl;

      switch (o->kind)
        {
        case OUT_WATER:
          p = &g_array_index (b->water, TerrGpXY, o->index);
          g_ptr_array_add (lines, g_strdup_printf (_("Water at (%d,%d)"), p->x, p->y));
          break;
        case OUT_FOUNTAIN:
          p = &g_array_index (b->fountains, TerrGpXY, o->index);
          g_ptr_array_add (lines, g_strdup_printf (_("Fountain at (%d,%d)"), p->x, p->y));
          break;
        case OUT_GATE:
          g = &g_array_index (b->gates, TerrGpGate, o->index);
          g_ptr_array_add (lines, g_strdup_printf (_("Gate at (%d,%d)"), g->x, g->y));
          break;
        case OUT_PIECE:
        default:
          pl = &g_array_index (self->grids[o->seat - 1]->placed, TerrGpPlacement, o->index);
          /* TRANSLATORS: a seat's number, a piece's id, where it lies */
          g_ptr_array_add (lines, g_strdup_printf (_("Seat %d's piece %s at (%d,%d)"), o->seat,
                                                   terr_gp_piece_set_get (self->pieces, pl->piece)->id,
                                                   pl->x, pl->y));
          break;
        }
    }
  g_ptr_array_add (lines, NULL);
  return (char **) g_ptr_array_free (lines, FALSE);
}

/* The side a gate moved in from (@x0, @y0) to the edge square (@x, @y)
 * takes: the side it had while the square borders it, else the side it
 * came in from. */
static TerrGpSide
side_inside (int x0, int y0, int x, int y, TerrGpSide side, int width, int height)
{
  if ((side == TERR_GP_SIDE_N && y == 0) || (side == TERR_GP_SIDE_S && y == height - 1)
      || (side == TERR_GP_SIDE_W && x == 0) || (side == TERR_GP_SIDE_E && x == width - 1))
    return side;
  if (x0 > width - 1)
    return TERR_GP_SIDE_E;
  if (x0 < 0)
    return TERR_GP_SIDE_W;
  if (y0 > height - 1)
    return TERR_GP_SIDE_S;
  return TERR_GP_SIDE_N;
}

/* A gate outside moved to the nearest square, on the side it borders. */
static void
gate_inside (TerrGpGate *g, int width, int height)
{
  int x = CLAMP (g->x, 0, width - 1), y = CLAMP (g->y, 0, height - 1);

  g->side = side_inside (g->x, g->y, x, y, g->side, width, height);
  g->x = x;
  g->y = y;
}

/* A placement outside shifted in, when it fits at all. */
static gboolean
placement_shift_inside (TerrGpGame *self, TerrGpPlacement *pl, int width, int height)
{
  int x0, y0, x1, y1;

  placement_extent (self, pl, &x0, &y0, &x1, &y1);
  if (x1 - x0 >= width || y1 - y0 >= height)
    return FALSE;
  pl->x += x0 < 0 ? -x0 : MIN (0, width - 1 - x1);
  pl->y += y0 < 0 ? -y0 : MIN (0, height - 1 - y1);
  return TRUE;
}

/* Entry @index of what lies outside the board now, or an error. */
static gboolean
get_outside (TerrGpGame *self, guint index, Outside *o, GError **error)
{
  g_autoptr(GArray) out = find_outside (self, self->board->width, self->board->height);

  if (index >= out->len)
    return invalid (error, _("there is no thing number %u outside the board"), index + 1);
  *o = g_array_index (out, Outside, index);
  return TRUE;
}

gboolean
terr_gp_game_edit_remove_outside (TerrGpGame *self, guint index, GError **error)
{
  Outside o;

  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (!editable (self, error) || !get_outside (self, index, &o, error))
    return FALSE;
  begin (self);
  if (o.kind == OUT_PIECE)
    remove_placement (self, o.seat, (int) o.index);
  else
    {
      g_array_remove_index (o.kind == OUT_WATER ? self->board->water
                            : o.kind == OUT_FOUNTAIN ? self->board->fountains : self->board->gates, o.index);
      board_changed (self);
    }
  end (self);
  return TRUE;
}

gboolean
terr_gp_game_edit_move_inside (TerrGpGame *self, guint index, GError **error)
{
  int width, height;
  Outside o;

  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (!editable (self, error) || !get_outside (self, index, &o, error))
    return FALSE;
  width = self->board->width;
  height = self->board->height;
  if (o.kind == OUT_WATER || o.kind == OUT_FOUNTAIN)
    {
      GArray *list = o.kind == OUT_WATER ? self->board->water : self->board->fountains;
      TerrGpXY *p = &g_array_index (list, TerrGpXY, o.index);
      int x = CLAMP (p->x, 0, width - 1), y = CLAMP (p->y, 0, height - 1);

      if (find_xy (list, x, y) >= 0)
        return invalid (error, o.kind == OUT_WATER ? _("(%d,%d), the nearest square, has water already")
                                                   : _("(%d,%d), the nearest square, has a fountain already"),
                        x, y);
      begin (self);
      p->x = x;
      p->y = y;
      board_changed (self);
    }
  else if (o.kind == OUT_GATE)
    {
      begin (self);
      gate_inside (&g_array_index (self->board->gates, TerrGpGate, o.index), width, height);
      board_changed (self);
    }
  else
    {
      GArray *placed[TERR_GP_MAX_SEATS] = { NULL };
      TerrGpPlacement pl = g_array_index (self->grids[o.seat - 1]->placed, TerrGpPlacement, o.index);

      if (!placement_shift_inside (self, &pl, width, height))
        return invalid (error, _("piece %s is larger than the board"),
                        terr_gp_piece_set_get (self->pieces, pl.piece)->id);
      begin (self);
      for (int s = 0; s < self->n_seats; s++)
        placed[s] = g_array_copy (self->grids[s]->placed);
      g_array_index (placed[o.seat - 1], TerrGpPlacement, o.index) = pl;
      terr_gp_game_set_grids (self, placed);
      for (int s = 0; s < self->n_seats; s++)
        g_array_unref (placed[s]);
    }
  end (self);
  return TRUE;
}

/* Water or fountains outside: dropped, or moved in where none is yet. */
static void
resize_xy (GArray *list, int width, int height, TerrGpResize what)
{
  for (guint i = 0; i < list->len;)
    {
      TerrGpXY *p = &g_array_index (list, TerrGpXY, i);
      int x = CLAMP (p->x, 0, width - 1), y = CLAMP (p->y, 0, height - 1);

      if (inside (p->x, p->y, width, height))
        i++;
      else if (what == TERR_GP_RESIZE_MOVE_INSIDE && find_xy (list, x, y) < 0)
        {
          p->x = x;
          p->y = y;
          i++;
        }
      else
        g_array_remove_index (list, i);
    }
}

static void
resize_gates (GArray *gates, int width, int height, TerrGpResize what)
{
  for (guint i = 0; i < gates->len;)
    {
      TerrGpGate *g = &g_array_index (gates, TerrGpGate, i);

      if (inside (g->x, g->y, width, height))
        i++;
      else if (what == TERR_GP_RESIZE_MOVE_INSIDE)
        {
          gate_inside (g, width, height);
          i++;
        }
      else
        g_array_remove_index (gates, i);
    }
}

/* A seat's placements outside: dropped, or shifted in when they fit. */
static GArray *
resize_placed (TerrGpGame *self, GArray *placed, int width, int height, TerrGpResize what)
{
  GArray *kept = g_array_new (FALSE, FALSE, sizeof (TerrGpPlacement));

  for (guint i = 0; i < placed->len; i++)
    {
      TerrGpPlacement pl = g_array_index (placed, TerrGpPlacement, i);

      if (!placement_inside (self, &pl, width, height)
          && (what != TERR_GP_RESIZE_MOVE_INSIDE || !placement_shift_inside (self, &pl, width, height)))
        continue;
      g_array_append_val (kept, pl);
    }
  return kept;
}

gboolean
terr_gp_game_edit_resize (TerrGpGame *self, int width, int height, TerrGpResize what,
                          GError **error)
{
  GArray *placed[TERR_GP_MAX_SEATS] = { NULL };

  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (what == TERR_GP_RESIZE_KEEP)
    return terr_gp_game_edit_set_board_size (self, width, height, error);
  if (!editable (self, error) || !check_size (width, height, error))
    return FALSE;
  begin (self);
  for (int s = 0; s < self->n_seats; s++)
    placed[s] = resize_placed (self, self->grids[s]->placed, width, height, what);
  resize_xy (self->board->water, width, height, what);
  resize_xy (self->board->fountains, width, height, what);
  resize_gates (self->board->gates, width, height, what);
  /* The new board (its lists copied), then the grids on it. */
  replace_board (self, width, height);
  terr_gp_game_set_grids (self, placed);
  for (int s = 0; s < self->n_seats; s++)
    g_array_unref (placed[s]);
  end (self);
  return TRUE;
}

gboolean
terr_gp_game_edit_set_board_name (TerrGpGame *self, const char *name, GError **error)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (!editable (self, error))
    return FALSE;
  begin (self);
  g_free (self->board->name);
  self->board->name = g_strdup (name != NULL ? name : "");
  end (self);
  return TRUE;
}

static gboolean
add_xy (TerrGpGame *self, GArray *list, int x, int y, GError **error)
{
  TerrGpXY p = { x, y };

  if (!editable (self, error) || !check_xy (x, y, error))
    return FALSE;
  begin (self);
  g_array_append_val (list, p);
  board_changed (self);
  end (self);
  return TRUE;
}

static gboolean
remove_xy (TerrGpGame *self, GArray *list, int x, int y, gboolean water, GError **error)
{
  int i;

  if (!editable (self, error))
    return FALSE;
  i = find_xy (list, x, y);
  if (i < 0)
    return water ? invalid (error, _("there is no water at (%d,%d)"), x, y)
                 : invalid (error, _("there is no fountain at (%d,%d)"), x, y);
  begin (self);
  g_array_remove_index (list, i);
  board_changed (self);
  end (self);
  return TRUE;
}

gboolean
terr_gp_game_edit_add_water (TerrGpGame *self, int x, int y, GError **error)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  return add_xy (self, self->board->water, x, y, error);
}

gboolean
terr_gp_game_edit_remove_water (TerrGpGame *self, int x, int y, GError **error)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  return remove_xy (self, self->board->water, x, y, TRUE, error);
}

gboolean
terr_gp_game_edit_add_fountain (TerrGpGame *self, int x, int y, GError **error)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  return add_xy (self, self->board->fountains, x, y, error);
}

gboolean
terr_gp_game_edit_remove_fountain (TerrGpGame *self, int x, int y, GError **error)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  return remove_xy (self, self->board->fountains, x, y, FALSE, error);
}

gboolean
terr_gp_game_edit_add_gate (TerrGpGame *self, int x, int y, TerrGpSide side, GError **error)
{
  TerrGpGate g = { x, y, side };

  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (!editable (self, error) || !check_xy (x, y, error))
    return FALSE;
  if (side < TERR_GP_SIDE_N || side > TERR_GP_SIDE_W)
    return invalid (error, _("a gate needs a side n, e, s or w"));
  begin (self);
  g_array_append_val (self->board->gates, g);
  board_changed (self);
  end (self);
  return TRUE;
}

gboolean
terr_gp_game_edit_remove_gate (TerrGpGame *self, int x, int y, TerrGpSide side, GError **error)
{
  GArray *gates;
  int found = -1;

  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (!editable (self, error))
    return FALSE;
  gates = self->board->gates;
  for (int i = (int) gates->len - 1; i >= 0 && found < 0; i--)
    {
      const TerrGpGate *g = &g_array_index (gates, TerrGpGate, i);
      if (g->x == x && g->y == y && (side == TERR_GP_SIDE_NONE || g->side == side))
        found = i;
    }
  if (found < 0)
    return invalid (error, _("there is no such gate at (%d,%d)"), x, y);
  begin (self);
  g_array_remove_index (gates, found);
  board_changed (self);
  end (self);
  return TRUE;
}

/* ------------------------------------------------------------ pieces */

int
terr_gp_game_edit_add_piece (TerrGpGame *self, const char *id, TerrGpKind kind,
                             const char *cells, GError **error)
{
  g_autofree char *new_id = NULL;
  g_autofree char *reason = NULL;
  TerrGpPiece *p;

  g_return_val_if_fail (TERR_IS_GP_GAME (self), -1);
  if (!editable (self, error))
    return -1;
  if (kind != TERR_GP_KIND_PATH && kind != TERR_GP_KIND_FLOWER)
    return invalid (error, _("a piece is a path piece or a flower bed")), -1;
  if (terr_gp_piece_set_size (self->pieces) >= TERR_GP_MAX_PIECES)
    return invalid (error, _("a piece set holds at most %d pieces"), TERR_GP_MAX_PIECES), -1;
  new_id = id != NULL ? g_strdup (id) : free_id (self, kind);
  if (!check_id (self, new_id, -1, error))
    return -1;
  p = terr_gp_piece_parse (new_id, kind, cells != NULL ? cells : "", &reason);
  if (p == NULL)
    return invalid (error, "%s", reason), -1;
  begin (self);
  g_ptr_array_add (self->pieces->pieces, p);
  end (self);
  return terr_gp_piece_set_size (self->pieces) - 1;
}

gboolean
terr_gp_game_edit_set_piece (TerrGpGame *self, int piece, TerrGpKind kind,
                             const char *cells, GError **error)
{
  g_autofree char *reason = NULL;
  TerrGpPiece *p;

  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (!editable (self, error) || !check_piece (self, piece, error))
    return FALSE;
  if (kind != TERR_GP_KIND_PATH && kind != TERR_GP_KIND_FLOWER)
    return invalid (error, _("a piece is a path piece or a flower bed"));
  p = terr_gp_piece_parse (terr_gp_piece_set_get (self->pieces, piece)->id, kind,
                           cells != NULL ? cells : "", &reason);
  if (p == NULL)
    return invalid (error, "%s", reason);
  begin (self);
  replace_piece (self, piece, p);
  end (self);
  return TRUE;
}

gboolean
terr_gp_game_edit_set_piece_cell (TerrGpGame *self, int piece, int dx, int dy,
                                  TerrGpCover cover, GError **error)
{
  TerrGpCell cells[TERR_GP_MAX_CELLS + 1];
  g_autofree char *reason = NULL;
  const TerrGpPiece *old;
  TerrGpPiece *p;
  int n, at = -1;

  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (!editable (self, error) || !check_piece (self, piece, error))
    return FALSE;
  old = terr_gp_piece_set_get (self->pieces, piece);
  if (dx <= -TERR_GP_MAX_SIDE || dy <= -TERR_GP_MAX_SIDE || dx >= TERR_GP_MAX_SIDE || dy >= TERR_GP_MAX_SIDE)
    return invalid (error, _("piece %s: cell (%d,%d) is outside 0..%d; cells are normalised"),
                    old->id, dx, dy, TERR_GP_MAX_SIDE - 1);
  n = old->n_cells;
  memcpy (cells, old->cells, n * sizeof (TerrGpCell));
  for (int i = 0; i < n && at < 0; i++)
    if (cells[i].dx == dx && cells[i].dy == dy)
      at = i;
  if (cover == TERR_GP_EMPTY)
    {
      if (at < 0)
        return invalid (error, _("piece %s has no cell (%d,%d)"), old->id, dx, dy);
      if (n == 1)
        return invalid (error, _("piece %s has no cells"), old->id);
      memmove (cells + at, cells + at + 1, (n - at - 1) * sizeof (TerrGpCell));
      n--;
    }
  else if (at >= 0)
    cells[at].cover = (guint8) cover;
  else
    {
      TerrGpCell c = { (gint8) dx, (gint8) dy, (guint8) cover };
      cells[n++] = c;
    }
  /* checks the flower type against the kind and the number of cells */
  p = terr_gp_piece_new (old->id, old->kind, cells, n, &reason);
  if (p == NULL)
    return invalid (error, "%s", reason);
  begin (self);
  replace_piece (self, piece, p);
  end (self);
  return TRUE;
}

gboolean
terr_gp_game_edit_set_piece_id (TerrGpGame *self, int piece, const char *id, GError **error)
{
  TerrGpPiece *p;

  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (!editable (self, error) || !check_piece (self, piece, error) ||
      !check_id (self, id, piece, error))
    return FALSE;
  begin (self);
  p = terr_gp_piece_set_get (self->pieces, piece);
  g_free (p->id);
  p->id = g_strdup (id);
  end (self);
  return TRUE;
}

/* Drops the entries of @piece from an array whose elements start with a
 * piece index (ints, TerrGpPlacement) and renumbers those after it. */
static void
drop_piece (GArray *array, int piece)
{
  guint size = g_array_get_element_size (array);

  for (guint i = array->len; i-- > 0; )
    {
      int *index = (int *) (void *) (array->data + i * size);

      if (*index == piece)
        g_array_remove_index (array, i);
      else if (*index > piece)
        (*index)--;
    }
}

gboolean
terr_gp_game_edit_remove_piece (TerrGpGame *self, int piece, GError **error)
{
  GArray *placed[TERR_GP_MAX_SEATS] = { NULL };

  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (!editable (self, error) || !check_piece (self, piece, error))
    return FALSE;
  if (terr_gp_piece_set_size (self->pieces) == 1)
    return invalid (error, _("a piece set needs at least one piece"));
  begin (self);
  for (int s = 0; s < self->n_seats; s++)
    {
      placed[s] = g_array_copy (self->grids[s]->placed);
      drop_piece (placed[s], piece);
    }
  drop_piece (self->sequence, piece);
  g_ptr_array_remove_index (self->pieces->pieces, piece);
  terr_gp_game_set_grids (self, placed);
  for (int s = 0; s < self->n_seats; s++)
    g_array_unref (placed[s]);
  end (self);
  return TRUE;
}

/* ------------------------------------------------------------ grids */

gboolean
terr_gp_game_edit_place (TerrGpGame *self, int seat, int piece, int x, int y, int transform,
                         GError **error)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (!editable (self, error) || !check_seat (self, seat, error) ||
      !check_piece (self, piece, error) || !check_xy (x, y, error))
    return FALSE;
  if (transform < 0 || transform > 7)
    return invalid (error, _("the transform must be 0 to 7"));
  begin (self);
  terr_gp_grid_place_lenient (self->grids[seat - 1], terr_gp_piece_set_get (self->pieces, piece),
                              piece, x, y, transform);
  self->score_valid[seat - 1] = FALSE;
  end (self);
  return TRUE;
}

static void
remove_placement (TerrGpGame *self, int seat, int index)
{
  GArray *placed[TERR_GP_MAX_SEATS] = { NULL };

  for (int s = 0; s < self->n_seats; s++)
    placed[s] = g_array_copy (self->grids[s]->placed);
  g_array_remove_index (placed[seat - 1], index);
  terr_gp_game_set_grids (self, placed);
  for (int s = 0; s < self->n_seats; s++)
    g_array_unref (placed[s]);
}

gboolean
terr_gp_game_edit_remove_placed (TerrGpGame *self, int seat, int index, GError **error)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (!editable (self, error) || !check_seat (self, seat, error))
    return FALSE;
  if (index < 0 || (guint) index >= self->grids[seat - 1]->placed->len)
    return invalid (error, _("seat %d's grid has no placed piece number %d"), seat, index);
  begin (self);
  remove_placement (self, seat, index);
  end (self);
  return TRUE;
}

/* The first placement with a cell on (x, y): the one the grid shows
 * there (a later one overlapping it shows only where it is alone). */
int
terr_gp_game_placement_at (TerrGpGame *self, int seat, int x, int y)
{
  GArray *placed = self->grids[seat - 1]->placed;

  for (guint i = 0; i < placed->len; i++)
    {
      const TerrGpPlacement *pl = &g_array_index (placed, TerrGpPlacement, i);
      const TerrGpPiece *p = terr_gp_piece_set_get (self->pieces, pl->piece);
      const TerrGpCell *cells = p->xf[pl->transform];

      for (int c = 0; c < p->n_cells; c++)
        if ((gint64) pl->x + cells[c].dx == x && (gint64) pl->y + cells[c].dy == y)
          return (int) i;
    }
  return -1;
}

gboolean
terr_gp_game_edit_clear_square (TerrGpGame *self, int seat, int x, int y, GError **error)
{
  int index;

  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (!editable (self, error) || !check_seat (self, seat, error))
    return FALSE;
  index = terr_gp_game_placement_at (self, seat, x, y);
  if (index < 0)
    return invalid (error, _("no piece covers (%d,%d) on seat %d's grid"), x, y, seat);
  begin (self);
  remove_placement (self, seat, index);
  end (self);
  return TRUE;
}

/* ------------------------------------------------------------ announcements */

gboolean
terr_gp_game_edit_set_announcements (TerrGpGame *self, guint announcements, GError **error)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (!editable (self, error))
    return FALSE;
  if (announcements > G_MAXINT)
    return invalid (error, _("at most %d announcements can be completed"), G_MAXINT);
  begin (self);
  self->state.announcements = announcements;
  self->sequence_base = announcements;
  end (self);
  return TRUE;
}

gboolean
terr_gp_game_edit_set_first_seat (TerrGpGame *self, int seat, GError **error)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (!editable (self, error) || !check_seat (self, seat, error))
    return FALSE;
  begin (self);
  self->first = seat;
  end (self);
  return TRUE;
}

/* ------------------------------------------------------------ goal */

gboolean
terr_gp_game_edit_set_goal (TerrGpGame *self, int seat, int value, GError **error)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (!editable (self, error) || !check_seat (self, seat, error))
    return FALSE;
  begin (self);
  if (!self->has_goal)
    g_array_set_size (self->sequence, 0);
  self->has_goal = TRUE;
  self->goal_seat = seat;
  self->goal_value = value;
  self->sequence_base = self->state.announcements;
  end (self);
  return TRUE;
}

gboolean
terr_gp_game_edit_clear_goal (TerrGpGame *self, GError **error)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (!editable (self, error))
    return FALSE;
  if (!self->has_goal)
    return invalid (error, _("the scenario has no goal"));
  begin (self);
  self->has_goal = FALSE;
  self->goal_seat = 0;
  self->goal_value = 0;
  g_array_set_size (self->sequence, 0);
  end (self);
  return TRUE;
}

static gboolean
check_goal (TerrGpGame *self, GError **error)
{
  if (!self->has_goal)
    return invalid (error, _("a sequence of announcements belongs to a goal: set the goal first"));
  return TRUE;
}

gboolean
terr_gp_game_edit_set_sequence (TerrGpGame *self, const char *ids, GError **error)
{
  g_auto(GStrv) tokens = NULL;
  g_autoptr(GArray) pieces = g_array_new (FALSE, FALSE, sizeof (int));

  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (!editable (self, error) || !check_goal (self, error))
    return FALSE;
  tokens = g_strsplit_set (ids != NULL ? ids : "", " \t\r\n", -1);
  for (int i = 0; tokens[i]; i++)
    {
      int pi;

      if (*tokens[i] == '\0')
        continue;
      pi = terr_gp_piece_set_find (self->pieces, tokens[i]);
      if (pi < 0)
        return invalid (error, _("there is no piece “%s”"), tokens[i]);
      g_array_append_val (pieces, pi);
    }
  begin (self);
  g_array_set_size (self->sequence, 0);
  g_array_append_vals (self->sequence, pieces->data, pieces->len);
  end (self);
  return TRUE;
}

gboolean
terr_gp_game_edit_insert_sequence (TerrGpGame *self, int index, int piece, GError **error)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (!editable (self, error) || !check_goal (self, error) || !check_piece (self, piece, error))
    return FALSE;
  if (index < 0 || (guint) index > self->sequence->len)
    return invalid (error, _("the sequence has no place %d"), index);
  begin (self);
  g_array_insert_val (self->sequence, index, piece);
  end (self);
  return TRUE;
}

gboolean
terr_gp_game_edit_remove_sequence (TerrGpGame *self, int index, GError **error)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), FALSE);
  if (!editable (self, error) || !check_goal (self, error))
    return FALSE;
  if (index < 0 || (guint) index >= self->sequence->len)
    return invalid (error, _("the sequence has no place %d"), index);
  begin (self);
  g_array_remove_index (self->sequence, index);
  end (self);
  return TRUE;
}
