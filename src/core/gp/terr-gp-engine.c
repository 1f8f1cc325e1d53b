/* terr-gp-engine.c — boards, pieces, transforms, grids and placement of
 * Garden Paths (see terr-gp-engine.h; scoring is in terr-gp-path.c). */
#include "config.h"

#include "terr-gp-engine.h"
#include "terr-refusal.h"

G_STATIC_ASSERT ((int) TERR_GP_REFUSAL_ANNOUNCED_ALREADY == (int) TERR_REFUSAL_N_COMMON);

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

static const char *side_names[] = { "n", "e", "s", "w" };
static const char *cover_names[] = { "empty", "path", "rose", "marigold", "lavender" };

const char *
terr_gp_side_to_string (TerrGpSide side)
{
  g_return_val_if_fail (side >= TERR_GP_SIDE_N && side <= TERR_GP_SIDE_W, NULL);
  return side_names[side];
}

TerrGpSide
terr_gp_side_from_string (const char *s)
{
  for (int i = 0; i < 4; i++)
    if (g_strcmp0 (s, side_names[i]) == 0)
      return (TerrGpSide) i;
  return TERR_GP_SIDE_NONE;
}

const char *
terr_gp_cover_to_string (TerrGpCover cover)
{
  g_return_val_if_fail (cover <= TERR_GP_LAVENDER, NULL);
  return cover_names[cover];
}

TerrGpCover
terr_gp_flower_from_string (const char *s)
{
  for (int i = TERR_GP_ROSE; i <= TERR_GP_LAVENDER; i++)
    if (g_strcmp0 (s, cover_names[i]) == 0)
      return (TerrGpCover) i;
  return TERR_GP_EMPTY;
}

const char *
terr_gp_kind_to_string (TerrGpKind kind)
{
  return kind == TERR_GP_KIND_PATH ? "path" : "flower";
}

/* ------------------------------------------------------------------ */
/* Boards                                                              */

TerrGpBoard *
terr_gp_board_new (const char *name, int width, int height)
{
  TerrGpBoard *b;

  g_return_val_if_fail (width >= 1 && width <= TERR_GP_MAX_SIDE, NULL);
  g_return_val_if_fail (height >= 1 && height <= TERR_GP_MAX_SIDE, NULL);

  b = g_new0 (TerrGpBoard, 1);
  b->name = g_strdup (name ? name : "");
  b->width = width;
  b->height = height;
  b->water = g_array_new (FALSE, FALSE, sizeof (TerrGpXY));
  b->fountains = g_array_new (FALSE, FALSE, sizeof (TerrGpXY));
  b->gates = g_array_new (FALSE, FALSE, sizeof (TerrGpGate));
  b->flags = g_new0 (guint8, width * height);
  b->gate_side = g_new (gint8, width * height);
  memset (b->gate_side, TERR_GP_SIDE_NONE, width * height);
  return b;
}

void
terr_gp_board_free (TerrGpBoard *b)
{
  if (b == NULL)
    return;
  g_free (b->name);
  g_array_unref (b->water);
  g_array_unref (b->fountains);
  g_array_unref (b->gates);
  g_free (b->flags);
  g_free (b->gate_side);
  g_free (b);
}

TerrGpBoard *
terr_gp_board_copy (const TerrGpBoard *src)
{
  TerrGpBoard *b = terr_gp_board_new (src->name, src->width, src->height);

  g_array_append_vals (b->water, src->water->data, src->water->len);
  g_array_append_vals (b->fountains, src->fountains->data, src->fountains->len);
  g_array_append_vals (b->gates, src->gates->data, src->gates->len);
  memcpy (b->flags, src->flags, src->width * src->height);
  memcpy (b->gate_side, src->gate_side, src->width * src->height);
  return b;
}

static gboolean
refuse (char **reason, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
refuse (char **reason, const char *format, ...)
{
  va_list args;

  if (reason)
    {
      va_start (args, format);
      *reason = g_strdup_vprintf (format, args);
      va_end (args);
    }
  return FALSE;
}

/* @what: TERR_GP_ITEM_WATER, _FOUNTAIN or _GATE. */
static gboolean
board_check_square (const TerrGpBoard *b, int x, int y, TerrGpItem what, char **reason)
{
  if (terr_gp_board_contains (b, x, y))
    return TRUE;
  switch (what)
    {
    case TERR_GP_ITEM_WATER:
      return refuse (reason, _("water at (%d,%d) is off the %d x %d board"), x, y, b->width, b->height);
    case TERR_GP_ITEM_FOUNTAIN:
      return refuse (reason, _("fountain at (%d,%d) is off the %d x %d board"), x, y, b->width, b->height);
    case TERR_GP_ITEM_GATE:
    case TERR_GP_ITEM_CELL:
    case TERR_GP_ITEM_PIECE:
    default:
      return refuse (reason, _("gate at (%d,%d) is off the %d x %d board"), x, y, b->width, b->height);
    }
}

gboolean
terr_gp_board_add_water (TerrGpBoard *b, int x, int y, char **reason)
{
  TerrGpXY p = { x, y };
  int sq;

  if (!board_check_square (b, x, y, TERR_GP_ITEM_WATER, reason))
    return FALSE;
  sq = y * b->width + x;
  if (b->flags[sq] & TERR_GP_SQ_WATER)
    return refuse (reason, _("water at (%d,%d) is listed twice"), x, y);
  if (b->flags[sq] & TERR_GP_SQ_FOUNTAIN)
    return refuse (reason, _("(%d,%d) cannot be both water and a fountain"), x, y);
  if (b->gate_side[sq] != TERR_GP_SIDE_NONE)
    return refuse (reason, _("(%d,%d) cannot be both water and a gate"), x, y);
  b->flags[sq] |= TERR_GP_SQ_WATER;
  g_array_append_val (b->water, p);
  return TRUE;
}

gboolean
terr_gp_board_add_fountain (TerrGpBoard *b, int x, int y, char **reason)
{
  TerrGpXY p = { x, y };
  int sq;

  if (!board_check_square (b, x, y, TERR_GP_ITEM_FOUNTAIN, reason))
    return FALSE;
  sq = y * b->width + x;
  if (b->flags[sq] & TERR_GP_SQ_FOUNTAIN)
    return refuse (reason, _("fountain at (%d,%d) is listed twice"), x, y);
  if (b->flags[sq] & TERR_GP_SQ_WATER)
    return refuse (reason, _("(%d,%d) cannot be both water and a fountain"), x, y);
  b->flags[sq] |= TERR_GP_SQ_FOUNTAIN;
  g_array_append_val (b->fountains, p);
  return TRUE;
}

gboolean
terr_gp_board_add_gate (TerrGpBoard *b, int x, int y, TerrGpSide side, char **reason)
{
  TerrGpGate g = { x, y, side };
  gboolean on_side = FALSE;
  int sq;

  if (!board_check_square (b, x, y, TERR_GP_ITEM_GATE, reason))
    return FALSE;
  switch (side)
    {
    case TERR_GP_SIDE_N: on_side = y == 0; break;
    case TERR_GP_SIDE_S: on_side = y == b->height - 1; break;
    case TERR_GP_SIDE_W: on_side = x == 0; break;
    case TERR_GP_SIDE_E: on_side = x == b->width - 1; break;
    case TERR_GP_SIDE_NONE:
    default:
      return refuse (reason, _("a gate needs a side n, e, s or w"));
    }
  if (!on_side)
    switch (side)
      {
      case TERR_GP_SIDE_N:
        return refuse (reason, _("a gate on side n must be on row 0 (gate at (%d,%d))"), x, y);
      case TERR_GP_SIDE_S:
        return refuse (reason, _("a gate on side s must be on the last row (gate at (%d,%d))"), x, y);
      case TERR_GP_SIDE_W:
        return refuse (reason, _("a gate on side w must be on column 0 (gate at (%d,%d))"), x, y);
      case TERR_GP_SIDE_E:
      case TERR_GP_SIDE_NONE:
      default:
        return refuse (reason, _("a gate on side e must be on the last column (gate at (%d,%d))"), x, y);
      }
  sq = y * b->width + x;
  if (b->gate_side[sq] != TERR_GP_SIDE_NONE)
    return refuse (reason, _("(%d,%d) already holds a gate; a square holds at most one"), x, y);
  if (b->flags[sq] & TERR_GP_SQ_WATER)
    return refuse (reason, _("(%d,%d) cannot be both water and a gate"), x, y);
  b->gate_side[sq] = (gint8) side;
  g_array_append_val (b->gates, g);
  return TRUE;
}

void
terr_gp_board_rebuild (TerrGpBoard *b)
{
  int n = b->width * b->height;

  memset (b->flags, 0, n);
  memset (b->gate_side, TERR_GP_SIDE_NONE, n);
  for (guint i = 0; i < b->water->len; i++)
    {
      const TerrGpXY *p = &g_array_index (b->water, TerrGpXY, i);
      if (terr_gp_board_contains (b, p->x, p->y))
        b->flags[p->y * b->width + p->x] |= TERR_GP_SQ_WATER;
    }
  for (guint i = 0; i < b->fountains->len; i++)
    {
      const TerrGpXY *p = &g_array_index (b->fountains, TerrGpXY, i);
      if (terr_gp_board_contains (b, p->x, p->y))
        b->flags[p->y * b->width + p->x] |= TERR_GP_SQ_FOUNTAIN;
    }
  for (guint i = 0; i < b->gates->len; i++)
    {
      const TerrGpGate *g = &g_array_index (b->gates, TerrGpGate, i);

      /* (a gate of a file may lie at any int: the square only once on) */
      if (terr_gp_board_contains (b, g->x, g->y) &&
          b->gate_side[g->y * b->width + g->x] == TERR_GP_SIDE_NONE)
        b->gate_side[g->y * b->width + g->x] = (gint8) g->side;
    }
}

/* The strict additions, one item after the other, on an empty board of
 * the same size: an item is at fault when it cannot join those before. */
static void
check_item (const TerrGpBoard *b, TerrGpBoard *scratch, TerrGpItem item, int i,
            TerrGpReportFunc report, gpointer data)
{
  g_autofree char *reason = NULL;
  int x, y;
  gboolean ok;

  if (item == TERR_GP_ITEM_GATE)
    {
      const TerrGpGate *g = &g_array_index (b->gates, TerrGpGate, i);

      x = g->x;
      y = g->y;
      ok = terr_gp_board_add_gate (scratch, x, y, g->side, &reason);
    }
  else
    {
      const TerrGpXY *p = &g_array_index (item == TERR_GP_ITEM_WATER ? b->water : b->fountains, TerrGpXY, i);

      x = p->x;
      y = p->y;
      ok = item == TERR_GP_ITEM_WATER ? terr_gp_board_add_water (scratch, x, y, &reason)
                                      : terr_gp_board_add_fountain (scratch, x, y, &reason);
    }
  if (!ok)
    report (data, item, i, x, y, reason);
}

void
terr_gp_board_check (const TerrGpBoard *b, const TerrGpItemRef *order, guint n_order,
                     TerrGpReportFunc report, gpointer data)
{
  TerrGpBoard *scratch = terr_gp_board_new (b->name, b->width, b->height);

  if (order != NULL)
    for (guint k = 0; k < n_order; k++)
      check_item (b, scratch, order[k].item, order[k].index, report, data);
  else
    {
      for (guint i = 0; i < b->water->len; i++)
        check_item (b, scratch, TERR_GP_ITEM_WATER, (int) i, report, data);
      for (guint i = 0; i < b->fountains->len; i++)
        check_item (b, scratch, TERR_GP_ITEM_FOUNTAIN, (int) i, report, data);
      for (guint i = 0; i < b->gates->len; i++)
        check_item (b, scratch, TERR_GP_ITEM_GATE, (int) i, report, data);
    }
  terr_gp_board_free (scratch);
}

/* ------------------------------------------------------------------ */
/* Pieces                                                              */

void
terr_gp_transform_cells (const TerrGpCell *cells, int n, int t, TerrGpCell *out)
{
  int minx = G_MAXINT, miny = G_MAXINT;

  g_assert (t >= 0 && t < 8);
  for (int i = 0; i < n; i++)
    {
      int dx = cells[i].dx, dy = cells[i].dy;

      if (t >= 4)
        dx = -dx;
      for (int r = 0; r < t % 4; r++)
        {
          int ndx = -dy, ndy = dx;
          dx = ndx;
          dy = ndy;
        }
      out[i].dx = (gint8) dx;
      out[i].dy = (gint8) dy;
      out[i].cover = cells[i].cover;
      minx = MIN (minx, dx);
      miny = MIN (miny, dy);
    }
  for (int i = 0; i < n; i++)
    {
      out[i].dx = (gint8) (out[i].dx - minx);
      out[i].dy = (gint8) (out[i].dy - miny);
    }
}

static int
cell_compare (gconstpointer a, gconstpointer b)
{
  const TerrGpCell *p = a, *q = b;

  if (p->dy != q->dy)
    return p->dy - q->dy;
  if (p->dx != q->dx)
    return p->dx - q->dx;
  return p->cover - q->cover;
}

static void
piece_prepare (TerrGpPiece *p)
{
  TerrGpCell sorted[8][TERR_GP_MAX_CELLS];

  for (int t = 0; t < 8; t++)
    {
      int w = 0, h = 0;

      p->xf[t] = g_new (TerrGpCell, p->n_cells);
      terr_gp_transform_cells (p->cells, p->n_cells, t, p->xf[t]);
      for (int i = 0; i < p->n_cells; i++)
        {
          w = MAX (w, p->xf[t][i].dx + 1);
          h = MAX (h, p->xf[t][i].dy + 1);
        }
      p->xf_w[t] = w;
      p->xf_h[t] = h;
      memcpy (sorted[t], p->xf[t], p->n_cells * sizeof (TerrGpCell));
      qsort (sorted[t], p->n_cells, sizeof (TerrGpCell), cell_compare);
      p->xf_same[t] = t;
      for (int u = 0; u < t; u++)
        if (memcmp (sorted[u], sorted[t], p->n_cells * sizeof (TerrGpCell)) == 0)
          {
            p->xf_same[t] = u;
            break;
          }
    }
}

static gboolean
parse_int (const char *s, const char *end, int *out)
{
  char buf[16];
  char *stop = NULL;
  gint64 v;

  if (end - s <= 0 || end - s >= (gssize) sizeof buf)
    return FALSE;
  memcpy (buf, s, end - s);
  buf[end - s] = '\0';
  errno = 0;
  v = g_ascii_strtoll (buf, &stop, 10);
  if (errno != 0 || stop == buf || *stop != '\0' || v < -1000 || v > 1000)
    return FALSE;
  *out = (int) v;
  return TRUE;
}

/* The cells a piece can hold at all; see terr_gp_piece_parse(). */
static gboolean
cell_representable (const char *id, TerrGpKind kind, int dx, int dy, TerrGpCover cover,
                    const char *token, char **reason)
{
  if (kind == TERR_GP_KIND_FLOWER && cover < TERR_GP_ROSE)
    return refuse (reason, _("piece %s: cell “%s” needs a flower type (rose, marigold or lavender)"), id, token);
  if (kind == TERR_GP_KIND_PATH && cover != TERR_GP_PATH)
    return refuse (reason, _("piece %s: a path cell has no flower type (“%s”)"), id, token);
  if (dx <= -TERR_GP_MAX_SIDE || dy <= -TERR_GP_MAX_SIDE || dx >= TERR_GP_MAX_SIDE || dy >= TERR_GP_MAX_SIDE)
    return refuse (reason, _("piece %s: cell (%d,%d) is outside 0..%d; cells are normalised"),
                   id, dx, dy, TERR_GP_MAX_SIDE - 1);
  return TRUE;
}

static TerrGpPiece *
piece_build (const char *id, TerrGpKind kind, const TerrGpCell *cells, int n)
{
  TerrGpPiece *p = g_new0 (TerrGpPiece, 1);

  p->id = g_strdup (id);
  p->kind = kind;
  p->n_cells = n;
  p->cells = g_memdup2 (cells, n * sizeof (TerrGpCell));
  piece_prepare (p);
  return p;
}

TerrGpPiece *
terr_gp_piece_new (const char *id, TerrGpKind kind, const TerrGpCell *cells, int n, char **reason)
{
  if (n < 1)
    return refuse (reason, _("piece %s has no cells"), id), NULL;
  if (n > TERR_GP_MAX_CELLS)
    return refuse (reason, _("piece %s has more than %d cells"), id, TERR_GP_MAX_CELLS), NULL;
  for (int i = 0; i < n; i++)
    {
      g_autofree char *token = g_strdup_printf ("%d,%d", cells[i].dx, cells[i].dy);

      if (!cell_representable (id, kind, cells[i].dx, cells[i].dy, cells[i].cover, token, reason))
        return NULL;
    }
  return piece_build (id, kind, cells, n);
}

TerrGpPiece *
terr_gp_piece_parse (const char *id, TerrGpKind kind, const char *text, char **reason)
{
  g_auto(GStrv) tokens = g_strsplit_set (text, " \t\r\n", -1);
  TerrGpCell cells[TERR_GP_MAX_CELLS];
  int n = 0;

  for (int i = 0; tokens[i]; i++)
    {
      const char *tok = tokens[i];
      const char *comma, *colon;
      int dx, dy;
      TerrGpCover cover = TERR_GP_PATH;

      if (*tok == '\0')
        continue;
      comma = strchr (tok, ',');
      colon = strchr (tok, ':');
      if (comma == NULL || (colon && colon < comma) ||
          !parse_int (tok, comma, &dx) ||
          !parse_int (comma + 1, colon ? colon : tok + strlen (tok), &dy))
        return refuse (reason, _("piece %s: cell “%s” is not “dx,dy”"), id, tok), NULL;
      if (colon)
        cover = terr_gp_flower_from_string (colon + 1);
      if (kind == TERR_GP_KIND_PATH && colon)
        cover = TERR_GP_EMPTY;
      if (n == TERR_GP_MAX_CELLS)
        return refuse (reason, _("piece %s has more than %d cells"), id, TERR_GP_MAX_CELLS), NULL;
      if (!cell_representable (id, kind, dx, dy, cover, tok, reason))
        return NULL;
      cells[n].dx = (gint8) dx;
      cells[n].dy = (gint8) dy;
      cells[n].cover = (guint8) cover;
      n++;
    }
  if (n == 0)
    return refuse (reason, _("piece %s has no cells"), id), NULL;
  return piece_build (id, kind, cells, n);
}

void
terr_gp_piece_check (const TerrGpPiece *p, TerrGpReportFunc report, gpointer data)
{
  int minx = G_MAXINT, miny = G_MAXINT;
  gboolean negative = FALSE;

  for (int i = 0; i < p->n_cells; i++)
    {
      int dx = p->cells[i].dx, dy = p->cells[i].dy;

      minx = MIN (minx, dx);
      miny = MIN (miny, dy);
      if (dx < 0 || dy < 0)
        {
          g_autofree char *message =
            g_strdup_printf (_("piece %s: cell (%d,%d) is outside 0..%d; cells are normalised"),
                             p->id, dx, dy, TERR_GP_MAX_SIDE - 1);
          negative = TRUE;
          report (data, TERR_GP_ITEM_CELL, i, dx, dy, message);
          continue;
        }
      for (int j = 0; j < i; j++)
        if (p->cells[j].dx == dx && p->cells[j].dy == dy)
          {
            g_autofree char *message =
              g_strdup_printf (_("piece %s: cell (%d,%d) is listed twice"), p->id, dx, dy);
            report (data, TERR_GP_ITEM_CELL, i, dx, dy, message);
            break;
          }
    }
  if (!negative && (minx != 0 || miny != 0))
    {
      g_autofree char *message =
        g_strdup_printf (_("piece %s is not normalised: the smallest dx and dy must be 0"), p->id);
      report (data, TERR_GP_ITEM_PIECE, 0, minx, miny, message);
    }
}

static void
first_reason_cb (gpointer data, TerrGpItem item, int index, int x, int y, const char *message)
{
  char **first = data;

  if (*first == NULL)
    *first = g_strdup (message);
}

/* The lenient parse, then the first problem the check finds. */
TerrGpPiece *
terr_gp_piece_new_parse (const char *id, TerrGpKind kind, const char *text, char **reason)
{
  TerrGpPiece *p = terr_gp_piece_parse (id, kind, text, reason);
  char *first = NULL;

  if (p == NULL)
    return NULL;
  terr_gp_piece_check (p, first_reason_cb, &first);
  if (first != NULL)
    {
      terr_gp_piece_free (p);
      if (reason)
        *reason = first;
      else
        g_free (first);
      return NULL;
    }
  return p;
}

void
terr_gp_piece_free (TerrGpPiece *p)
{
  if (p == NULL)
    return;
  g_free (p->id);
  g_free (p->cells);
  for (int t = 0; t < 8; t++)
    g_free (p->xf[t]);
  g_free (p);
}

TerrGpPiece *
terr_gp_piece_copy (const TerrGpPiece *src)
{
  return piece_build (src->id, src->kind, src->cells, src->n_cells);
}

char *
terr_gp_piece_cells_to_string (const TerrGpPiece *p)
{
  GString *s = g_string_new (NULL);

  for (int i = 0; i < p->n_cells; i++)
    {
      if (i > 0)
        g_string_append_c (s, ' ');
      g_string_append_printf (s, "%d,%d", p->cells[i].dx, p->cells[i].dy);
      if (p->cells[i].cover >= TERR_GP_ROSE)
        g_string_append_printf (s, ":%s", cover_names[p->cells[i].cover]);
    }
  return g_string_free (s, FALSE);
}

TerrGpPieceSet *
terr_gp_piece_set_new (void)
{
  TerrGpPieceSet *set = g_new0 (TerrGpPieceSet, 1);

  set->pieces = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_gp_piece_free);
  return set;
}

void
terr_gp_piece_set_free (TerrGpPieceSet *set)
{
  if (set == NULL)
    return;
  g_ptr_array_unref (set->pieces);
  g_free (set);
}

TerrGpPieceSet *
terr_gp_piece_set_copy (const TerrGpPieceSet *src)
{
  TerrGpPieceSet *set = terr_gp_piece_set_new ();

  for (guint i = 0; i < src->pieces->len; i++)
    g_ptr_array_add (set->pieces, terr_gp_piece_copy (g_ptr_array_index (src->pieces, i)));
  return set;
}

static char *
duplicate_id_reason (const char *id)
{
  return g_strdup_printf (_("piece id %s is used twice"), id);
}

void
terr_gp_piece_set_check (const TerrGpPieceSet *set, TerrGpReportFunc report, gpointer data)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < set->pieces->len; i++)
    {
      const TerrGpPiece *p = g_ptr_array_index (set->pieces, i);

      if (!g_hash_table_add (seen, p->id))
        {
          g_autofree char *message = duplicate_id_reason (p->id);
          report (data, TERR_GP_ITEM_PIECE, (int) i, 0, 0, message);
        }
    }
}

gboolean
terr_gp_piece_set_add (TerrGpPieceSet *set, TerrGpPiece *piece, char **reason)
{
  if (terr_gp_piece_set_find (set, piece->id) >= 0)
    {
      if (reason)
        *reason = duplicate_id_reason (piece->id);
      terr_gp_piece_free (piece);
      return FALSE;
    }
  if (set->pieces->len >= TERR_GP_MAX_PIECES)
    {
      refuse (reason, _("a piece set holds at most %d pieces"), TERR_GP_MAX_PIECES);
      terr_gp_piece_free (piece);
      return FALSE;
    }
  g_ptr_array_add (set->pieces, piece);
  return TRUE;
}

int
terr_gp_piece_set_find (const TerrGpPieceSet *set, const char *id)
{
  for (guint i = 0; i < set->pieces->len; i++)
    if (g_strcmp0 (((TerrGpPiece *) g_ptr_array_index (set->pieces, i))->id, id) == 0)
      return (int) i;
  return -1;
}

/* ------------------------------------------------------------------ */
/* Grids                                                               */

TerrGpGrid *
terr_gp_grid_new (const TerrGpBoard *board)
{
  TerrGpGrid *g = g_new0 (TerrGpGrid, 1);

  g->board = board;
  g->cover = g_new0 (guint8, board->width * board->height);
  g->placed = g_array_new (FALSE, FALSE, sizeof (TerrGpPlacement));
  return g;
}

void
terr_gp_grid_free (TerrGpGrid *g)
{
  if (g == NULL)
    return;
  g_free (g->cover);
  g_array_unref (g->placed);
  g_free (g);
}

TerrGpGrid *
terr_gp_grid_copy (const TerrGpGrid *src)
{
  TerrGpGrid *g = terr_gp_grid_new (src->board);

  terr_gp_grid_copy_into (g, src);
  return g;
}

void
terr_gp_grid_copy_into (TerrGpGrid *dst, const TerrGpGrid *src)
{
  g_assert (dst->board->width == src->board->width && dst->board->height == src->board->height);
  memcpy (dst->cover, src->cover, src->board->width * src->board->height);
  g_array_set_size (dst->placed, 0);
  g_array_append_vals (dst->placed, src->placed->data, src->placed->len);
}

int
terr_gp_n_transforms (const TerrGpPiece *piece)
{
  return piece->kind == TERR_GP_KIND_PATH ? 1 : 8;
}

gboolean
terr_gp_grid_check (const TerrGpGrid  *grid,
                    const TerrGpPiece *piece,
                    int x, int y, int t,
                    char **reason)
{
  int bx, by;

  return terr_gp_grid_check_at (grid, piece, x, y, t, &bx, &by, reason);
}

gboolean
terr_gp_grid_check_at (const TerrGpGrid  *grid,
                       const TerrGpPiece *piece,
                       int x, int y, int t,
                       int *bad_x, int *bad_y,
                       char **reason)
{
  int code;

  return terr_gp_grid_check_why (grid, piece, x, y, t, bad_x, bad_y, &code, reason);
}

gboolean
terr_gp_grid_check_why (const TerrGpGrid  *grid,
                        const TerrGpPiece *piece,
                        int x, int y, int t,
                        int *bad_x, int *bad_y,
                        int *code,
                        char **reason)
{
  const TerrGpBoard *b = grid->board;
  const TerrGpCell *cells;

  *bad_x = x;
  *bad_y = y;
  *code = TERR_GP_REFUSAL_N_CODES;
  if (t < 0 || t > 7)
    {
      *code = TERR_REFUSAL_NOT_A_MOVE;
      return refuse (reason, _("the transform must be 0 to 7"));
    }
  *code = TERR_GP_REFUSAL_PATH_TURNED;
  if (piece->kind == TERR_GP_KIND_PATH && t != 0)
    return refuse (reason, _("a path piece cannot be turned or mirrored (transform must be 0)"));
  /* Some cell has dx = 0 and some dy = 0 (transforms are normalised): the
   * corner itself must be on the board (and the sums below cannot overflow). */
  *code = TERR_GP_REFUSAL_OFF_BOARD;
  if (!terr_gp_board_contains (b, x, y))
    return refuse (reason, _("the piece would stick out of the board at (%d,%d)"), x, y);
  cells = piece->xf[t];
  for (int i = 0; i < piece->n_cells; i++)
    {
      int cx = x + cells[i].dx, cy = y + cells[i].dy;
      int sq;

      *bad_x = cx;
      *bad_y = cy;
      if (!terr_gp_board_contains (b, cx, cy))
        return refuse (reason, _("the piece would stick out of the board at (%d,%d)"), cx, cy);
      sq = cy * b->width + cx;
      *code = TERR_GP_REFUSAL_WATER;
      if (b->flags[sq] & TERR_GP_SQ_WATER)
        return refuse (reason, _("the square (%d,%d) is water; no piece may cover it"), cx, cy);
      *code = TERR_GP_REFUSAL_COVERED;
      if (grid->cover[sq] != TERR_GP_EMPTY)
        return refuse (reason, _("the square (%d,%d) is already covered"), cx, cy);
      *code = TERR_GP_REFUSAL_OFF_BOARD;
    }
  *code = TERR_GP_REFUSAL_N_CODES;
  *bad_x = x;
  *bad_y = y;
  return TRUE;
}

gboolean
terr_gp_grid_fits (const TerrGpGrid *grid, const TerrGpPiece *piece, int x, int y, int t)
{
  const TerrGpBoard *b = grid->board;
  const TerrGpCell *cells = piece->xf[t];

  if (x < 0 || y < 0 || x + piece->xf_w[t] > b->width || y + piece->xf_h[t] > b->height)
    return FALSE;
  for (int i = 0; i < piece->n_cells; i++)
    {
      int sq = (y + cells[i].dy) * b->width + x + cells[i].dx;

      if ((b->flags[sq] & TERR_GP_SQ_WATER) || grid->cover[sq] != TERR_GP_EMPTY)
        return FALSE;
    }
  return TRUE;
}

void
terr_gp_grid_place (TerrGpGrid *grid, const TerrGpPiece *piece, int piece_index, int x, int y, int t)
{
  const TerrGpCell *cells = piece->xf[t];
  TerrGpPlacement p = { piece_index, x, y, t };

  for (int i = 0; i < piece->n_cells; i++)
    grid->cover[(y + cells[i].dy) * grid->board->width + x + cells[i].dx] = cells[i].cover;
  g_array_append_val (grid->placed, p);
}

void
terr_gp_grid_place_lenient (TerrGpGrid *grid, const TerrGpPiece *piece, int piece_index, int x, int y, int t)
{
  const TerrGpBoard *b = grid->board;
  const TerrGpCell *cells = piece->xf[t];
  TerrGpPlacement p = { piece_index, x, y, t };

  for (int i = 0; i < piece->n_cells; i++)
    {
      /* 64 bits: a file may place a piece at any int */
      gint64 cx = (gint64) x + cells[i].dx, cy = (gint64) y + cells[i].dy;
      int sq;

      if (cx < 0 || cy < 0 || cx >= b->width || cy >= b->height)
        continue;
      sq = (int) cy * b->width + (int) cx;
      if ((b->flags[sq] & TERR_GP_SQ_WATER) || grid->cover[sq] != TERR_GP_EMPTY)
        continue;
      grid->cover[sq] = cells[i].cover;
    }
  g_array_append_val (grid->placed, p);
}

void
terr_gp_grid_unplace (TerrGpGrid *grid, const TerrGpPiece *piece)
{
  const TerrGpPlacement *p;
  const TerrGpCell *cells;

  g_return_if_fail (grid->placed->len > 0);
  p = &g_array_index (grid->placed, TerrGpPlacement, grid->placed->len - 1);
  cells = piece->xf[p->transform];
  for (int i = 0; i < piece->n_cells; i++)
    grid->cover[(p->y + cells[i].dy) * grid->board->width + p->x + cells[i].dx] = TERR_GP_EMPTY;
  g_array_set_size (grid->placed, grid->placed->len - 1);
}

void
terr_gp_grid_unplace_last (TerrGpGrid *grid, const TerrGpPieceSet *set)
{
  g_return_if_fail (grid->placed->len > 0);
  terr_gp_grid_unplace (grid, terr_gp_piece_set_get (set, g_array_index (grid->placed, TerrGpPlacement,
                                                                          grid->placed->len - 1).piece));
}

gboolean
terr_gp_grid_can_place (const TerrGpGrid *grid, const TerrGpPiece *piece)
{
  const TerrGpBoard *b = grid->board;
  int nt = terr_gp_n_transforms (piece);

  for (int t = 0; t < nt; t++)
    {
      if (piece->xf_same[t] != t)
        continue;
      for (int y = 0; y + piece->xf_h[t] <= b->height; y++)
        for (int x = 0; x + piece->xf_w[t] <= b->width; x++)
          if (terr_gp_grid_fits (grid, piece, x, y, t))
            return TRUE;
    }
  return FALSE;
}

/* ------------------------------------------------------------------ */
/* Circles                                                             */

static inline int
square_circle (const TerrGpGrid *grid, int x, int y)
{
  const TerrGpBoard *b = grid->board;
  static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
  unsigned types = 0;
  int water = 0;

  for (int d = 0; d < 4; d++)
    {
      int nx = x + dx[d], ny = y + dy[d], sq;

      if (!terr_gp_board_contains (b, nx, ny))
        continue;
      sq = ny * b->width + nx;
      if (b->flags[sq] & TERR_GP_SQ_WATER)
        water++;
      else if (grid->cover[sq] >= TERR_GP_ROSE)
        types |= 1u << grid->cover[sq];
    }
  return __builtin_popcount (types) + water >= 2;
}

gboolean
terr_gp_grid_is_circled (const TerrGpGrid *grid, int x, int y)
{
  g_return_val_if_fail (terr_gp_board_contains (grid->board, x, y), FALSE);
  return square_circle (grid, x, y);
}

void
terr_gp_grid_square_points (const TerrGpGrid *grid, guint8 *points)
{
  const TerrGpBoard *b = grid->board;

  for (int y = 0; y < b->height; y++)
    for (int x = 0; x < b->width; x++)
      {
        int sq = y * b->width + x;

        if (grid->cover[sq] != TERR_GP_PATH)
          points[sq] = 0;
        else
          points[sq] = (guint8) (square_circle (grid, x, y)
                                 + ((b->flags[sq] & TERR_GP_SQ_FOUNTAIN) ? 1 : 0));
      }
}
