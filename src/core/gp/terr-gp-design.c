/* terr-gp-design.c — a Garden Paths position being designed: the list of
 * its structural problems (the checks the loader makes, see
 * terr_gp_game_check), the copies of a whole setup the edit undo stack
 * keeps, and changing the number of seats. */
#include "config.h"

#include "terr-gp-game-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* ------------------------------------------------------------ problems */

typedef struct {
  TerrGpGame *self;
  GPtrArray  *problems;
  GArray     *sources;
  gboolean    first_only;
  /* what the engine's callbacks report on */
  GpSourceKind kind;
  int          seat;
  int          index;
} Check;

static gboolean
check_done (Check *c)
{
  return c->first_only && c->problems->len > 0;
}

static void
add_problem (Check *c, const TerrPlace *place, GpSourceKind kind, int seat, int index,
             const char *message)
{
  GpSource src = { kind, seat, index };

  if (check_done (c))
    return;
  g_ptr_array_add (c->problems, terr_problem_new (place, "%s", message));
  if (c->sources != NULL)
    g_array_append_val (c->sources, src);
}

static void
board_cb (gpointer data, TerrGpItem item, int index, int x, int y, const char *message)
{
  Check *c = data;
  TerrPlace place = { TERR_PLACE_SQUARE, x, y, 0, 0, index };
  GpSourceKind kind = item == TERR_GP_ITEM_WATER ? GP_SOURCE_WATER
                    : item == TERR_GP_ITEM_FOUNTAIN ? GP_SOURCE_FOUNTAIN : GP_SOURCE_GATE;

  add_problem (c, &place, kind, 0, index, message);
}

/* A cell of piece c->index (x, y: the cell), or the piece as a whole. */
static void
piece_cb (gpointer data, TerrGpItem item, int index, int x, int y, const char *message)
{
  Check *c = data;
  TerrPlace place = { TERR_PLACE_PIECE, x, y, 0, 0, c->index };

  add_problem (c, &place, GP_SOURCE_PIECE, 0, c->index, message);
}

static void
duplicate_cb (gpointer data, TerrGpItem item, int index, int x, int y, const char *message)
{
  char **messages = data;

  messages[index] = g_strdup (message);
}

static void
check_pieces (Check *c)
{
  const TerrGpPieceSet *set = c->self->pieces;
  int n = terr_gp_piece_set_size (set);
  char **duplicates = g_new0 (char *, n + 1);

  terr_gp_piece_set_check (set, duplicate_cb, duplicates);
  /* Piece by piece, as a file is read: its cells, then its id. */
  for (int i = 0; i < n && !check_done (c); i++)
    {
      c->index = i;
      terr_gp_piece_check (terr_gp_piece_set_get (set, i), piece_cb, c);
      if (duplicates[i] != NULL)
        {
          TerrPlace place = { TERR_PLACE_PIECE, 0, 0, 0, 0, i };
          add_problem (c, &place, GP_SOURCE_PIECE, 0, i, duplicates[i]);
        }
    }
  for (int i = 0; i < n; i++)
    g_free (duplicates[i]);     /* (sparse: not a GStrv) */
  g_free (duplicates);
}

/* Each grid piece by piece: a piece is at fault when it does not fit
 * among those placed before it (what fits of it is placed all the same,
 * as the grid shows it). */
static void
check_grids (Check *c)
{
  TerrGpGame *self = c->self;

  for (int s = 1; s <= self->n_seats && !check_done (c); s++)
    {
      TerrGpGrid *scratch = terr_gp_grid_new (self->board);
      GArray *placed = self->grids[s - 1]->placed;

      for (guint i = 0; i < placed->len && !check_done (c); i++)
        {
          const TerrGpPlacement *pl = &g_array_index (placed, TerrGpPlacement, i);
          const TerrGpPiece *p = terr_gp_piece_set_get (self->pieces, pl->piece);
          g_autofree char *reason = NULL;
          int bx, by;

          if (!terr_gp_grid_check_at (scratch, p, pl->x, pl->y, pl->transform, &bx, &by, &reason))
            {
              TerrPlace place = { TERR_PLACE_GRID, bx, by, 0, s, (int) i };
              g_autofree char *message =
                g_strdup_printf (_("seat %d: %s at (%d,%d): %s"), s, p->id, pl->x, pl->y, reason);

              add_problem (c, &place, GP_SOURCE_PLACED, s, (int) i, message);
            }
          terr_gp_grid_place_lenient (scratch, p, pl->piece, pl->x, pl->y, pl->transform);
        }
      terr_gp_grid_free (scratch);
    }
}

static void
check_goal (Check *c)
{
  TerrGpGame *self = c->self;

  if (!self->has_goal)
    return;
  if (self->goal_seat > self->n_seats)
    {
      TerrPlace place = { TERR_PLACE_GOAL, 0, 0, 0, self->goal_seat, -1 };
      g_autofree char *message =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                      "the goal is for seat %d, but the game has %d seat",
                                      "the goal is for seat %d, but the game has %d seats",
                                      self->n_seats),
                         self->goal_seat, self->n_seats);

      add_problem (c, &place, GP_SOURCE_GOAL, 0, -1, message);
    }
  for (guint i = 0; i < self->sequence->len && !check_done (c); i++)
    {
      const TerrGpPiece *p = terr_gp_piece_set_get (self->pieces, g_array_index (self->sequence, int, i));
      guint k = self->sequence_base + i;
      TerrGpKind kind = terr_gp_game_kind_of (self, k);

      if (p->kind != kind)
        {
          TerrPlace place = { TERR_PLACE_GOAL, 0, 0, 0, 0, (int) i };
          g_autofree char *message =
            g_strdup_printf (_("the sequence announces %s as announcement %u, which must be a %s piece"),
                             p->id, k + 1, terr_gp_kind_label (kind));

          add_problem (c, &place, GP_SOURCE_SEQUENCE, 0, (int) i, message);
        }
    }
}

void
terr_gp_game_check (TerrGpGame *self, GpCheckParts parts, GArray *board_order,
                    GPtrArray *problems, GArray *sources, gboolean first_only)
{
  Check c = { self, problems, sources, first_only, 0, 0, 0 };

  if (parts & GP_CHECK_BOARD)
    terr_gp_board_check (self->board,
                         board_order ? (const TerrGpItemRef *) (const void *) board_order->data : NULL,
                         board_order ? board_order->len : 0, board_cb, &c);
  if ((parts & GP_CHECK_PIECES) && !check_done (&c))
    check_pieces (&c);
  if ((parts & GP_CHECK_GRIDS) && !check_done (&c))
    check_grids (&c);
  if ((parts & GP_CHECK_GOAL) && !check_done (&c))
    check_goal (&c);
}

void
terr_gp_game_list_problems (TerrGame *game, GPtrArray *problems)
{
  terr_gp_game_check (TERR_GP_GAME (game), GP_CHECK_ALL, NULL, problems, NULL, FALSE);
}

/* ------------------------------------------------------------ setups */

/* Everything a scenario holds (the seats' names are the base's). */
typedef struct {
  TerrGpBoard    *board;
  TerrGpPieceSet *pieces;
  int             n_seats;
  int             first;
  GArray         *placed[TERR_GP_MAX_SEATS];  /* TerrGpPlacement */
  GpState         state;
  gboolean        has_goal;
  int             goal_seat;
  int             goal_value;
  GArray         *sequence;
  guint           sequence_base;
} GpSetup;

static GArray *
placements_copy (GArray *placed)
{
  GArray *copy = g_array_sized_new (FALSE, FALSE, sizeof (TerrGpPlacement), placed->len);

  g_array_append_vals (copy, placed->data, placed->len);
  return copy;
}

gpointer
terr_gp_game_save_setup (TerrGame *game)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  GpSetup *setup = g_new0 (GpSetup, 1);

  setup->board = terr_gp_board_copy (self->board);
  setup->pieces = terr_gp_piece_set_copy (self->pieces);
  setup->n_seats = self->n_seats;
  setup->first = self->first;
  for (int s = 0; s < self->n_seats; s++)
    setup->placed[s] = placements_copy (self->grids[s]->placed);
  setup->state = self->state;
  setup->has_goal = self->has_goal;
  setup->goal_seat = self->goal_seat;
  setup->goal_value = self->goal_value;
  setup->sequence = g_array_copy (self->sequence);
  setup->sequence_base = self->sequence_base;
  return setup;
}

void
terr_gp_game_restore_setup (TerrGame *game, gpointer data)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  const GpSetup *setup = data;

  terr_gp_board_free (self->board);
  self->board = terr_gp_board_copy (setup->board);
  terr_gp_piece_set_free (self->pieces);
  self->pieces = terr_gp_piece_set_copy (setup->pieces);
  self->n_seats = setup->n_seats;
  self->first = setup->first;
  terr_gp_game_set_grids (self, (GArray **) setup->placed);
  self->state = setup->state;
  g_array_set_size (self->undo, 0);
  self->has_goal = setup->has_goal;
  self->goal_seat = setup->goal_seat;
  self->goal_value = setup->goal_value;
  g_array_set_size (self->sequence, 0);
  g_array_append_vals (self->sequence, setup->sequence->data, setup->sequence->len);
  self->sequence_base = setup->sequence_base;
}

void
terr_gp_game_free_setup (gpointer data)
{
  GpSetup *setup = data;

  if (setup == NULL)
    return;
  terr_gp_board_free (setup->board);
  terr_gp_piece_set_free (setup->pieces);
  for (int s = 0; s < TERR_GP_MAX_SEATS; s++)
    g_clear_pointer (&setup->placed[s], g_array_unref);
  g_array_unref (setup->sequence);
  g_free (setup);
}

/* ------------------------------------------------------------ seats */

/* Seats that stay keep their grids, new seats get empty ones.  The first
 * announcer must be a seat: when it is gone, seat 1 announces first.  A
 * goal for a seat that is gone stays (a problem to mend). */
gboolean
terr_gp_game_set_n_players (TerrGame *game, guint n_players, GError **error)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  GArray *placed[TERR_GP_MAX_SEATS] = { NULL };

  if (n_players < 1 || n_players > TERR_GP_MAX_SEATS)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED,
                   _("Garden Paths is for 1 to %d players, not %u"), TERR_GP_MAX_SEATS, n_players);
      return FALSE;
    }
  for (int s = 0; s < self->n_seats && s < (int) n_players; s++)
    placed[s] = g_array_ref (self->grids[s]->placed);
  self->n_seats = (int) n_players;
  if (self->first > self->n_seats)
    self->first = 1;
  terr_gp_game_set_grids (self, placed);
  for (int s = 0; s < TERR_GP_MAX_SEATS; s++)
    if (placed[s] != NULL)
      g_array_unref (placed[s]);
  return TRUE;
}
