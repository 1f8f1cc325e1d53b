/* terr-gp-game.c — TerrGpGame: the Garden Paths rules as a TerrGame.
 *
 * The position is the board, the piece set, one grid per seat, the number
 * of completed announcements and the pending announcement (which piece,
 * which seats have placed it, which seats can).  Every applied move pushes
 * the scalar state it changed on an undo stack; a placement is undone by
 * taking the last piece off that seat's grid.  See docs/rules-garden-paths.md
 * for the readings of the rules taken here.  Reading and writing files and
 * laying out a new game are in terr-gp-file.c.
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

void
terr_gp_game_clear_position (TerrGpGame *self)
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
guint
terr_gp_game_sequence_next (TerrGpGame *self)
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
  i = terr_gp_game_sequence_next (self);
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

      if ((self->state.can & GP_SEAT_BIT (s)) && !(self->state.placed & GP_SEAT_BIT (s))
          && !(self->elsewhere & GP_SEAT_BIT (s)))
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
  /* (an announcer placing elsewhere is checked on its own grid by its
   * own program, and by everyone at the end) */
  if (!(self->elsewhere & GP_SEAT_BIT (seat)) && !terr_gp_grid_can_place (self->grids[seat - 1], p))
    return illegal (self, why (&r, TERR_GP_REFUSAL_FITS_NOWHERE, pi, 0),
                    error, _("%s fits nowhere on your own grid: announce a piece you can place"), id);

  for (int s = 1; s <= self->n_seats; s++)
    if (s == seat || (self->elsewhere & GP_SEAT_BIT (s)) || terr_gp_grid_can_place (self->grids[s - 1], p))
      can |= GP_SEAT_BIT (s);
  push_undo (self, 0);
  self->state.pending = pi;
  self->state.placed = 0;
  self->state.can = can;
  /* A seat's game: no seat here can place it (rule 5). */
  if (self->elsewhere != 0 && (can & ~self->elsewhere) == 0)
    self->state.over = TRUE;
  return TRUE;
}

static gboolean
apply_place (TerrGpGame *self, int seat, const TerrMove *move, GError **error)
{
  const char *id = terr_move_get (move, "piece");
  const TerrGpPiece *p;
  gint64 x, y, t;
  /* In a seat's game only the seats here place (the others out of sight). */
  guint8 all = (guint8) (((1u << self->n_seats) - 1) & ~self->elsewhere);
  TerrRefusal r;

  if (self->elsewhere & GP_SEAT_BIT (seat))
    return illegal (self, why (&r, TERR_REFUSAL_NOT_YOUR_TURN, -1, seat),
                    error, _("seat %d places out of sight, at its own program"), seat);
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
  if (self->state.placed == (self->state.can & all))
    {
      if ((self->state.can & all) == all)
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
  if (!(self->elsewhere & GP_SEAT_BIT (seat)) && !terr_gp_game_announcer_stuck (self))
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

      /* One whole line per case (the best score or not). */
      if (sc->score == best)
        g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                                "Seat %d: %d point (path %d, fountains %d, gates %d) — best\n",
                                                "Seat %d: %d points (path %d, fountains %d, gates %d) — best\n",
                                                sc->score),
                                seat, sc->score, sc->path_points, sc->fountain_points, sc->gate_bonus);
      else
        g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                                "Seat %d: %d point (path %d, fountains %d, gates %d)\n",
                                                "Seat %d: %d points (path %d, fountains %d, gates %d)\n",
                                                sc->score),
                                seat, sc->score, sc->path_points, sc->fountain_points, sc->gate_bonus);
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

/* A seat's game: a seat placing elsewhere placed every piece announced
 * and completed since the start (public), beside those of its start. */
static void
add_placed_elsewhere (TerrGpGame *self, TerrGpAiView *view)
{
  GPtrArray *moves = terr_game_get_moves (TERR_GAME (self));
  guint here = MIN (terr_game_get_position_index (TERR_GAME (self)), moves->len);
  g_autoptr(GArray) announced = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < here; i++)
    if (terr_move_is (g_ptr_array_index (moves, i), "announce"))
      {
        int piece = terr_gp_piece_set_find (self->pieces, terr_move_get (g_ptr_array_index (moves, i), "piece"));

        g_array_append_val (announced, piece);
      }
  if (self->state.pending >= 0 && announced->len > 0)
    g_array_set_size (announced, announced->len - 1);
  for (int s = 1; s <= self->n_seats; s++)
    {
      int n = view->n_placed[s - 1];

      if (!(self->elsewhere & GP_SEAT_BIT (s)) || announced->len == 0)
        continue;
      view->placed[s - 1] = g_renew (int, view->placed[s - 1], n + (int) announced->len);
      memcpy (view->placed[s - 1] + n, announced->data, announced->len * sizeof (int));
      view->n_placed[s - 1] = n + (int) announced->len;
    }
}

static void
fill_ai_view (TerrGpGame *self, TerrGpAiView *view, int seat)
{
  /* Only what the seat sees: its own grid and which pieces the others
   * placed (their grids are private, rule 1). */
  terr_gp_ai_view_init (view, self->board, self->pieces, self->n_seats, self->first, self->grids,
                        seat, self->state.announcements, self->state.pending);
  if (self->elsewhere != 0)
    add_placed_elsewhere (self, view);
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

/* ------------------------------------------------------------ a seat's game */

void
terr_gp_game_set_seats_elsewhere (TerrGpGame *self,
                                  guint       mask)
{
  guint all = (1u << self->n_seats) - 1;

  g_return_if_fail (TERR_IS_GP_GAME (self));
  g_return_if_fail ((mask & ~all) == 0 && mask != all);
  g_return_if_fail (terr_game_get_n_moves (TERR_GAME (self)) == 0);
  self->elsewhere = (guint8) mask;
}

guint
terr_gp_game_get_seats_elsewhere (TerrGpGame *self)
{
  g_return_val_if_fail (TERR_IS_GP_GAME (self), 0);
  return self->elsewhere;
}

/* A copy in a worker thread places out of sight as the game does. */
static GVariant *
terr_gp_game_save_mode (TerrGame *game)
{
  TerrGpGame *self = TERR_GP_GAME (game);

  return self->elsewhere != 0 ? g_variant_new_byte (self->elsewhere) : NULL;
}

static void
terr_gp_game_restore_mode (TerrGame *game,
                           GVariant *mode)
{
  TERR_GP_GAME (game)->elsewhere = g_variant_get_byte (mode);
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
  from = self->has_goal ? terr_gp_game_sequence_next (self) : 0;
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

  terr_gp_game_clear_position (self);
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

  game_class->save_mode = terr_gp_game_save_mode;
  game_class->restore_mode = terr_gp_game_restore_mode;
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
  game_class->move_squares = terr_gp_game_move_squares;
  game_class->status_text = terr_gp_game_status_text;
  game_class->flat = TRUE;
  game_class->seat_is_hidden = terr_gp_game_seat_is_hidden;
  game_class->seat_parts = TRUE;
  game_class->describe_hidden_move = terr_gp_game_describe_hidden_move;
  game_class->status_text_for = terr_gp_game_status_text_for;
  game_class->describe_for = terr_gp_game_describe_for;
  game_class->get_goal = terr_gp_game_get_goal_vfunc;
  game_class->goal_status = terr_gp_game_goal_status;
  game_class->goal_text = terr_gp_game_goal_text;
  game_class->describe_square = terr_gp_game_describe_square;

  game_class->check_puzzle = terr_gp_game_check_puzzle;
  game_class->generate_puzzle = terr_gp_game_generate_puzzle;
  game_class->probe_puzzle = terr_gp_game_probe_puzzle;
  game_class->puzzle_answer = terr_gp_game_puzzle_answer;
  game_class->puzzle_nodes = TERR_GP_PUZZLE_NODES;
  game_class->puzzle_difficulty = terr_gp_puzzle_difficulty;
  game_class->puzzle_best = terr_gp_game_puzzle_best;

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
