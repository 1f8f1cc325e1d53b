/* terr-gp-describe.c — Garden Paths in words: moves ("announces path
 * piece p8 (three squares in an L)"), the state line under the turn, the
 * puzzle goal and how it stands, what is on a square, a piece's shape.
 * Every text is for people and translatable. */
#include "config.h"

#include "terr-gp-game-private.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

/* ------------------------------------------------------------ shapes */

typedef struct {
  int n;
  gint8 cells[5][2];
  const char *words;
} Shape;

/* Shapes with a name, each as one of its eight transforms. */
static const Shape shapes[] = {
  { 3, { { 0, 0 }, { 1, 0 }, { 0, 1 } }, N_("three squares in an L") },
  { 4, { { 0, 0 }, { 1, 0 }, { 0, 1 }, { 1, 1 } }, N_("four squares in a square") },
  { 4, { { 0, 0 }, { 1, 0 }, { 2, 0 }, { 1, 1 } }, N_("four squares in a T") },
  { 4, { { 0, 0 }, { 0, 1 }, { 0, 2 }, { 1, 2 } }, N_("four squares in an L") },
  { 4, { { 1, 0 }, { 2, 0 }, { 0, 1 }, { 1, 1 } }, N_("four squares in a zigzag") },
  { 5, { { 1, 0 }, { 0, 1 }, { 1, 1 }, { 2, 1 }, { 1, 2 } }, N_("five squares in a cross") },
  { 5, { { 0, 0 }, { 0, 1 }, { 0, 2 }, { 0, 3 }, { 1, 3 } }, N_("five squares in an L") },
  { 5, { { 0, 0 }, { 1, 0 }, { 2, 0 }, { 1, 1 }, { 1, 2 } }, N_("five squares in a T") },
};

static int
xy_compare (gconstpointer a, gconstpointer b)
{
  const gint8 *p = a, *q = b;

  return p[1] != q[1] ? p[1] - q[1] : p[0] - q[0];
}

/* The distinct cells of @cells, sorted, into @out; returns how many. */
static int
cell_set (const TerrGpCell *cells, int n, gint8 (*out)[2])
{
  int m = 0;

  for (int i = 0; i < n; i++)
    {
      gboolean seen = FALSE;

      for (int j = 0; j < m && !seen; j++)
        seen = out[j][0] == cells[i].dx && out[j][1] == cells[i].dy;
      if (!seen)
        {
          out[m][0] = cells[i].dx;
          out[m][1] = cells[i].dy;
          m++;
        }
    }
  qsort (out, m, sizeof out[0], xy_compare);
  return m;
}

char *
terr_gp_piece_describe_shape (const TerrGpPiece *piece)
{
  gint8 set[TERR_GP_MAX_CELLS][2];
  int n, w, h;

  g_return_val_if_fail (piece != NULL, NULL);
  n = cell_set (piece->xf[0], piece->n_cells, set);
  w = piece->xf_w[0];
  h = piece->xf_h[0];
  if (n == 1)
    return g_strdup (_("one square"));
  if ((w == 1 || h == 1) && n == w * h)
    switch (n)
      {
      case 2: return g_strdup (_("two squares in a line"));
      case 3: return g_strdup (_("three squares in a line"));
      case 4: return g_strdup (_("four squares in a line"));
      case 5: return g_strdup (_("five squares in a line"));
      default:
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d square in a line",
                                             "%d squares in a line", n), n);
      }
  for (guint k = 0; k < G_N_ELEMENTS (shapes); k++)
    {
      if (shapes[k].n != n)
        continue;
      for (int t = 0; t < 8; t++)
        {
          TerrGpCell cells[5], turned[5];
          gint8 other[5][2];

          for (int i = 0; i < n; i++)
            {
              cells[i].dx = shapes[k].cells[i][0];
              cells[i].dy = shapes[k].cells[i][1];
              cells[i].cover = 0;
            }
          terr_gp_transform_cells (cells, n, t, turned);
          cell_set (turned, n, other);
          if (memcmp (other, set, n * sizeof set[0]) == 0)
            return g_strdup (_(shapes[k].words));
        }
    }
  if (n == w * h)
    /* TRANSLATORS: a piece filling a rectangle, "a block of 2 by 3 squares" */
    return g_strdup_printf (_("a block of %d by %d squares"), w, h);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d square", "%d squares", n), n);
}

/* "rose, marigold, lavender": the flowers of a bed, cell by cell. */
static char *
flowers_text (const TerrGpPiece *piece)
{
  GString *s = g_string_new (NULL);

  for (int i = 0; i < piece->n_cells; i++)
    {
      const char *name;

      switch (piece->cells[i].cover)
        {
        case TERR_GP_ROSE: name = _("rose"); break;
        case TERR_GP_MARIGOLD: name = _("marigold"); break;
        case TERR_GP_LAVENDER: name = _("lavender"); break;
        default: continue;
        }
      if (s->len > 0)
        /* TRANSLATORS: between two items of a list */
        g_string_append (s, _(", "));
      g_string_append (s, name);
    }
  return g_string_free (s, FALSE);
}

/* "p8 (three squares in an L)" */
static char *
piece_text (const TerrGpPiece *piece)
{
  g_autofree char *shape = terr_gp_piece_describe_shape (piece);

  /* TRANSLATORS: a piece and its shape, "p8 (three squares in an L)" */
  return g_strdup_printf (_("%s (%s)"), piece->id, shape);
}

/* ------------------------------------------------------------ moves */

static const char *transform_words[8] = {
  NULL,
  N_("turned a quarter right"),
  N_("turned half round"),
  N_("turned a quarter left"),
  N_("mirrored"),
  N_("mirrored and turned a quarter right"),
  N_("mirrored and turned half round"),
  N_("mirrored and turned a quarter left"),
};

static char *
describe_announce (TerrGpGame *self, const TerrMove *move)
{
  const char *id = terr_move_get (move, "piece");
  int pi = id != NULL ? terr_gp_piece_set_find (self->pieces, id) : -1;
  const TerrGpPiece *p;
  g_autofree char *shape = NULL;
  g_autofree char *flowers = NULL;

  if (pi < 0)
    return g_strdup_printf (_("announces %s"), id != NULL ? id : "?");
  p = terr_gp_piece_set_get (self->pieces, pi);
  shape = terr_gp_piece_describe_shape (p);
  if (p->kind == TERR_GP_KIND_PATH)
    return g_strdup_printf (_("announces path piece %s (%s)"), p->id, shape);
  flowers = flowers_text (p);
  /* TRANSLATORS: "announces flower bed f4 (three squares in an L: rose,
   * marigold, lavender)": the bed, its shape, its flowers cell by cell */
  return g_strdup_printf (_("announces flower bed %s (%s: %s)"), p->id, shape, flowers);
}

static char *
describe_place (const TerrMove *move)
{
  const char *id = terr_move_get (move, "piece");
  gint64 x, y, t;

  if (id == NULL ||
      !terr_move_get_int (move, "x", G_MININT, G_MAXINT, &x) ||
      !terr_move_get_int (move, "y", G_MININT, G_MAXINT, &y) ||
      !terr_move_get_int (move, "transform", 0, 7, &t))
    return terr_move_to_string (move);
  if (t == 0)
    return g_strdup_printf (_("places %s at (%d, %d)"), id, (int) x, (int) y);
  /* TRANSLATORS: "places f2 at (2, 3), mirrored" */
  return g_strdup_printf (_("places %s at (%d, %d), %s"), id, (int) x, (int) y,
                          _(transform_words[t]));
}

/* Why `end` ends the game, in the position before it. */
static char *
describe_end (TerrGpGame *self)
{
  int forced;

  if (self->state.over || self->state.pending >= 0 || !terr_gp_game_announcer_stuck (self))
    return g_strdup (_("ends the game"));
  forced = terr_gp_game_forced_piece (self);
  if (forced == -2)
    return g_strdup (_("ends the game: the puzzle's pieces have all been announced"));
  if (forced >= 0)
    return g_strdup_printf (_("ends the game: %s fits nowhere"),
                            terr_gp_piece_set_get (self->pieces, forced)->id);
  if (terr_gp_game_kind_of (self, self->state.announcements) == TERR_GP_KIND_PATH)
    return g_strdup (_("ends the game: no path piece fits"));
  return g_strdup (_("ends the game: no flower bed fits"));
}

char *
terr_gp_game_describe_move (TerrGame *game, const TerrMove *move)
{
  TerrGpGame *self = TERR_GP_GAME (game);

  if (terr_move_is (move, "announce"))
    return describe_announce (self, move);
  if (terr_move_is (move, "place"))
    return describe_place (move);
  if (terr_move_is (move, "end"))
    return describe_end (self);
  return terr_move_to_string (move);
}

/* The squares a placed piece covers on its seat's grid. */
void
terr_gp_game_move_squares (TerrGame *game, const TerrMove *move, GArray *squares)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  const char *id = terr_move_get (move, "piece");
  const TerrGpPiece *piece;
  gint64 x, y, t;
  int i;

  if (!terr_move_is (move, "place") || id == NULL ||
      !terr_move_get_int (move, "x", -1000, 1000, &x) ||
      !terr_move_get_int (move, "y", -1000, 1000, &y) ||
      !terr_move_get_int (move, "transform", 0, 7, &t))
    return;
  i = self->pieces != NULL ? terr_gp_piece_set_find (self->pieces, id) : -1;
  if (i < 0)
    return;
  piece = terr_gp_piece_set_get (self->pieces, i);
  for (int k = 0; k < piece->n_cells; k++)
    {
      TerrSquare sq = { terr_move_get_seat (move),
                        (int) x + piece->xf[t][k].dx, (int) y + piece->xf[t][k].dy };

      g_array_append_val (squares, sq);
    }
}

/* ------------------------------------------------------------ status */

/* The first sentence of the status, without its full stop; @name is the
 * announcer's name, NULL in a game of one seat; @private_grid: the
 * announcer's grid is hidden from whom it is said to (that no piece fits
 * it is then left unsaid). */
static char *
status_sentence (TerrGpGame *self, const char *name, gboolean private_grid)
{
  guint k = self->state.announcements;
  TerrGpKind kind = terr_gp_game_kind_of (self, k);
  int forced = terr_gp_game_forced_piece (self);

  if (self->state.pending >= 0)
    {
      const TerrGpPiece *p = terr_gp_piece_set_get (self->pieces, self->state.pending);
      g_autofree char *text = piece_text (p);

      if (name == NULL)
        /* TRANSLATORS: "Place p4 (three squares in a line)" */
        return g_strdup_printf (_("Place %s"), text);
      /* TRANSLATORS: e.g. "Ann announced p4" (a piece) */
      return g_strdup_printf (_("%s announced %s"), name, p->id);
    }
  if (!private_grid && terr_gp_game_announcer_stuck (self))
    {
      if (forced == -2)
        return g_strdup (_("The puzzle's pieces have all been announced: the game can only end"));
      if (forced >= 0)
        return g_strdup_printf (_("%s fits nowhere: the game can only end"),
                                terr_gp_piece_set_get (self->pieces, forced)->id);
      if (name == NULL)
        return g_strdup (kind == TERR_GP_KIND_PATH
                         ? _("No path piece fits: the game can only end")
                         : _("No flower bed fits: the game can only end"));
      return g_strdup_printf (kind == TERR_GP_KIND_PATH
                              ? _("No path piece fits the garden of %s: the game can only end")
                              : _("No flower bed fits the garden of %s: the game can only end"),
                              name);
    }
  if (forced >= 0)
    {
      g_autofree char *text = piece_text (terr_gp_piece_set_get (self->pieces, forced));

      return g_strdup_printf (_("The puzzle announces %s next"), text);
    }
  if (name == NULL)
    return g_strdup (kind == TERR_GP_KIND_PATH ? _("Announce a path piece") : _("Announce a flower bed"));
  return g_strdup_printf (kind == TERR_GP_KIND_PATH ? _("%s announces a path piece")
                                                    : _("%s announces a flower bed"), name);
}

/* The status for @viewer (0: everything; the board then shows the garden
 * of the seat to move, else the viewer's). */
char *
terr_gp_game_status_text_for (TerrGame *game, int viewer)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  g_autofree char *announcer = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *sentence = NULL;
  int announcer_seat;

  if (self->state.over)
    return NULL;
  if (self->n_seats <= 1)
    {
      sentence = status_sentence (self, NULL, FALSE);
      /* TRANSLATORS: a sentence and its full stop */
      return g_strdup_printf (_("%s."), sentence);
    }
  announcer_seat = terr_gp_game_announcer_of (self, self->state.announcements);
  announcer = terr_game_get_player_name (game, announcer_seat);
  shown = terr_game_get_player_name (game, viewer > 0 ? viewer : terr_game_get_seat_to_move (game));
  sentence = status_sentence (self, announcer, terr_game_seat_is_hidden (game, viewer, announcer_seat));
  return g_strdup_printf (_("%s. The board shows the garden of %s."), sentence, shown);
}

char *
terr_gp_game_status_text (TerrGame *game)
{
  return terr_gp_game_status_text_for (game, 0);
}

/* Grids are private until the end (garden-paths.md). */
gboolean
terr_gp_game_seat_is_hidden (TerrGame *game, int viewer, int seat)
{
  TerrGpGame *self = TERR_GP_GAME (game);

  return !self->state.over && self->n_seats >= 2 && viewer != seat;
}

/* Another seat's move before the end: which piece, not where. */
char *
terr_gp_game_describe_hidden_move (TerrGame *game, const TerrMove *move)
{
  if (terr_move_is (move, "place") && terr_move_get (move, "piece") != NULL)
    /* TRANSLATORS: another seat's placement, its square private: "placed p4" */
    return g_strdup_printf (_("placed %s"), terr_move_get (move, "piece"));
  if (terr_move_is (move, "end"))
    return g_strdup (_("ends the game"));
  return terr_gp_game_describe_move (game, move);
}

/* ------------------------------------------------------------ goal */

gboolean
terr_gp_game_get_goal_vfunc (TerrGame *game, TerrGoal *goal)
{
  TerrGpGame *self = TERR_GP_GAME (game);

  if (!self->has_goal)
    return FALSE;
  goal->type = TERR_GOAL_MIN_SCORE;
  goal->seat = self->goal_seat;
  goal->value = self->goal_value;
  goal->actions = 0;
  return TRUE;
}

/* Reached as soon as the seat's best path scores the value (pieces are
 * never taken away, and a piece never lowers a best path, so it stays
 * reached as the game goes on); failed when it is not and the seat's grid
 * can get no further piece (see docs/rules-garden-paths.md). */
TerrGoalStatus
terr_gp_game_goal_status (TerrGame *game)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  int seat = self->goal_seat;

  if (!self->has_goal)
    return TERR_GOAL_STATUS_NONE;
  if (seat < 1 || seat > self->n_seats)
    return TERR_GOAL_STATUS_OPEN;    /* a draft's goal names no seat yet */
  if (terr_gp_game_get_best_path (self, seat)->score >= self->goal_value)
    return TERR_GOAL_STATUS_REACHED;
  if (self->state.over)
    return TERR_GOAL_STATUS_FAILED;
  if (self->state.pending < 0)
    return terr_gp_game_announcer_stuck (self) ? TERR_GOAL_STATUS_FAILED : TERR_GOAL_STATUS_OPEN;
  /* An announcement is being placed. */
  if (!(self->state.can & GP_SEAT_BIT (seat)))
    return TERR_GOAL_STATUS_FAILED;  /* rule 5 ends the game after it */
  if ((self->state.placed & GP_SEAT_BIT (seat)) &&
      self->state.announcements + 1 - self->sequence_base >= self->sequence->len)
    return TERR_GOAL_STATUS_FAILED;  /* it was the sequence's last piece */
  return TERR_GOAL_STATUS_OPEN;
}

char *
terr_gp_game_goal_text (TerrGame *game)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  g_autofree char *name = NULL;
  GString *ids;
  g_autofree char *list = NULL;
  int value = self->goal_value;

  if (!self->has_goal)
    return NULL;
  ids = g_string_new (NULL);
  for (guint i = 0; i < self->sequence->len; i++)
    {
      if (i > 0)
        g_string_append (ids, _(", "));
      g_string_append (ids, terr_gp_piece_set_get (self->pieces, g_array_index (self->sequence, int, i))->id);
    }
  list = g_string_free (ids, FALSE);
  if (self->n_seats <= 1)
    {
      if (*list == '\0')
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Score at least %d point.",
                                             "Score at least %d points.", value), value);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Score at least %d point with the pieces %s, announced in this order.",
                                           "Score at least %d points with the pieces %s, announced in this order.",
                                           value), value, list);
    }
  name = terr_game_get_player_name (game, self->goal_seat);
  if (*list == '\0')
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s must score at least %d point.",
                                         "%s must score at least %d points.", value), name, value);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s must score at least %d point with the pieces %s, announced in this order.",
                                       "%s must score at least %d points with the pieces %s, announced in this order.",
                                       value), name, value, list);
}

/* ------------------------------------------------------------ squares */

static const char *gate_words[4] = {
  N_("gate on the north side"),
  N_("gate on the east side"),
  N_("gate on the south side"),
  N_("gate on the west side"),
};

char *
terr_gp_game_describe_square (TerrGame *game, int seat, int x, int y)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  const TerrGpBoard *b = self->board;
  const TerrGpGrid *grid;
  g_autofree char *ground = NULL;
  g_autofree char *cover = NULL;
  const char *id = "?";
  int sq, side, pl;

  if (seat < 1 || seat > self->n_seats || !terr_gp_board_contains (b, x, y))
    return NULL;
  grid = self->grids[seat - 1];
  sq = y * b->width + x;
  if (b->flags[sq] & TERR_GP_SQ_WATER)
    return g_strdup (_("water"));
  side = b->gate_side[sq];
  if (side != TERR_GP_SIDE_NONE && (b->flags[sq] & TERR_GP_SQ_FOUNTAIN))
    /* TRANSLATORS: a fountain on a gate square: "fountain and gate on the north side" */
    ground = g_strdup_printf (_("fountain and %s"), _(gate_words[side]));
  else if (side != TERR_GP_SIDE_NONE)
    ground = g_strdup (_(gate_words[side]));
  else if (b->flags[sq] & TERR_GP_SQ_FOUNTAIN)
    ground = g_strdup (_("fountain"));
  else
    ground = g_strdup (_("grass"));

  if (grid->cover[sq] == TERR_GP_EMPTY)
    /* TRANSLATORS: a square with nothing on it: "grass, empty" */
    return g_strdup_printf (_("%s, empty"), ground);
  pl = terr_gp_game_placement_at (self, seat, x, y);
  if (pl >= 0)
    id = terr_gp_piece_set_get (self->pieces, g_array_index (grid->placed, TerrGpPlacement, pl).piece)->id;
  switch (grid->cover[sq])
    {
    case TERR_GP_ROSE:
      cover = g_strdup_printf (_("rose of %s"), id);
      break;
    case TERR_GP_MARIGOLD:
      cover = g_strdup_printf (_("marigold of %s"), id);
      break;
    case TERR_GP_LAVENDER:
      cover = g_strdup_printf (_("lavender of %s"), id);
      break;
    case TERR_GP_PATH:
    default:
      cover = g_strdup_printf (_("path of %s"), id);
      break;
    }
  /* TRANSLATORS: the square, then what covers it: "fountain; path of p8" */
  return g_strdup_printf (_("%s; %s"), ground, cover);
}
