/* terr-gp-refusal.c — the refusals of Garden Paths in words: a short
 * sentence for a toast, and a full one that says what and why for a
 * tooltip and screen readers (terr-refusal.h).  A refusal is given to the
 * seat whose move it was and speaks only of that seat's own grid. */
#include "config.h"

#include "terr-gp-game-private.h"

#include <glib/gi18n-lib.h>

/* The id of the refusal's piece ("p4"), or NULL. */
static const char *
piece_id (TerrGpGame        *self,
          const TerrRefusal *r)
{
  if (r->n_pieces == 0 || self->pieces == NULL
      || r->pieces[0] < 0 || r->pieces[0] >= terr_gp_piece_set_size (self->pieces))
    return NULL;
  return terr_gp_piece_set_get (self->pieces, r->pieces[0])->id;
}

static char *
short_text (const TerrRefusal *r)
{
  switch ((TerrGpRefusalCode) r->code)
    {
    case TERR_GP_REFUSAL_ANNOUNCED_ALREADY:
      return g_strdup (_("A piece is announced already."));
    case TERR_GP_REFUSAL_WRONG_KIND:
      return g_strdup (r->values[0] == TERR_GP_KIND_PATH ? _("This round announces a path piece.")
                                                         : _("This round announces a flower bed."));
    case TERR_GP_REFUSAL_SEQUENCE_USED_UP:
      return g_strdup (_("The puzzle announces no more pieces."));
    case TERR_GP_REFUSAL_SEQUENCE_FORCES:
      return g_strdup (_("The puzzle announces another piece now."));
    case TERR_GP_REFUSAL_FITS_NOWHERE:
      return g_strdup (_("That piece fits nowhere on your grid."));
    case TERR_GP_REFUSAL_NOT_ANNOUNCED:
      return g_strdup (_("No piece has been announced yet."));
    case TERR_GP_REFUSAL_WRONG_PIECE:
      return g_strdup (_("Another piece is announced."));
    case TERR_GP_REFUSAL_ALREADY_PLACED:
      return g_strdup (_("You have placed this piece already."));
    case TERR_GP_REFUSAL_CANNOT_PLACE:
      return g_strdup (_("This piece fits nowhere on your grid."));
    case TERR_GP_REFUSAL_PATH_TURNED:
      return g_strdup (_("A path piece cannot be turned."));
    case TERR_GP_REFUSAL_OFF_BOARD:
      return g_strdup (_("The piece would stick out of the board there."));
    case TERR_GP_REFUSAL_WATER:
      return g_strdup (_("The piece would cover water there."));
    case TERR_GP_REFUSAL_COVERED:
      return g_strdup (_("A square there is covered already."));
    case TERR_GP_REFUSAL_END_PENDING:
      return g_strdup (_("A piece is still to be placed."));
    case TERR_GP_REFUSAL_END_NOT_ANNOUNCER:
      return g_strdup (_("Only the announcer can end the game."));
    case TERR_GP_REFUSAL_END_FORCED:
      return g_strdup (_("The puzzle still announces a piece."));
    case TERR_GP_REFUSAL_END_CAN_PLACE:
      return g_strdup (_("A piece still fits."));
    case TERR_GP_REFUSAL_N_CODES:
    default:
      return NULL;
    }
}

/* The full sentence; NULL where it needs a piece and has none. */
static char *
full_text (TerrGpGame        *self,
           const TerrRefusal *r)
{
  const char *id = piece_id (self, r);
  gboolean path = r->values[0] == TERR_GP_KIND_PATH;

  switch ((TerrGpRefusalCode) r->code)
    {
    case TERR_GP_REFUSAL_SEQUENCE_USED_UP:
      return g_strdup (_("The puzzle's sequence of announcements is used up: the game can only end."));
    case TERR_GP_REFUSAL_NOT_ANNOUNCED:
    case TERR_GP_REFUSAL_END_NOT_ANNOUNCER:
      {
        g_autofree char *name = terr_game_get_player_name (TERR_GAME (self), r->values[0]);

        if (r->code == TERR_GP_REFUSAL_NOT_ANNOUNCED)
          /* TRANSLATORS: %s is the seat that announces, "Ann" or "Player 2" */
          return g_strdup_printf (_("No piece has been announced yet: %s announces first."), name);
        /* TRANSLATORS: %s is the seat that announces, "Ann" or "Player 2" */
        return g_strdup_printf (_("Only the announcer, %s, can end the game."), name);
      }
    case TERR_GP_REFUSAL_PATH_TURNED:
      return g_strdup (_("A path piece cannot be turned or mirrored: place it as it is shown."));
    case TERR_GP_REFUSAL_OFF_BOARD:
      return g_strdup (_("The piece would stick out of the board there: every square of it must lie on the board."));
    case TERR_GP_REFUSAL_WATER:
      return g_strdup (_("The piece would cover water there, and no piece may cover water."));
    case TERR_GP_REFUSAL_COVERED:
      return g_strdup (_("The piece would cover a square of your grid that is covered already."));
    default:
      break;
    }

  if (id == NULL)
    return NULL;
  /* TRANSLATORS: in the sentences below, %s is a piece's id, "p4" */
  switch ((TerrGpRefusalCode) r->code)
    {
    case TERR_GP_REFUSAL_ANNOUNCED_ALREADY:
      return g_strdup_printf (_("Piece %s is announced already: every seat places it before the next announcement."), id);
    case TERR_GP_REFUSAL_WRONG_KIND:
      return g_strdup_printf (path ? _("This round announces a path piece, and %s is a flower bed.")
                                   : _("This round announces a flower bed, and %s is a path piece."), id);
    case TERR_GP_REFUSAL_SEQUENCE_FORCES:
      return g_strdup_printf (_("The puzzle's sequence announces piece %s now."), id);
    case TERR_GP_REFUSAL_FITS_NOWHERE:
      return g_strdup_printf (_("Piece %s fits nowhere on your own grid: announce a piece you can place."), id);
    case TERR_GP_REFUSAL_WRONG_PIECE:
      return g_strdup_printf (_("The announced piece is %s: place that one."), id);
    case TERR_GP_REFUSAL_ALREADY_PLACED:
      return g_strdup_printf (_("You have placed piece %s already for this announcement."), id);
    case TERR_GP_REFUSAL_CANNOT_PLACE:
      return g_strdup_printf (_("Piece %s fits nowhere on your grid: you do not place it, and the game ends once the others have."), id);
    case TERR_GP_REFUSAL_END_PENDING:
      return g_strdup_printf (_("Piece %s is announced: every seat places it before the game can end."), id);
    case TERR_GP_REFUSAL_END_FORCED:
      return g_strdup_printf (_("You can still place piece %s, which the puzzle announces now."), id);
    case TERR_GP_REFUSAL_END_CAN_PLACE:
      return g_strdup_printf (path ? _("You can still place a path piece, %s for one, and the game ends only when none fits.")
                                   : _("You can still place a flower bed, %s for one, and the game ends only when none fits."), id);
    default:
      return NULL;
    }
}

char *
terr_gp_game_refusal_text (TerrGame          *game,
                           const TerrRefusal *r,
                           gboolean           full)
{
  char *text = full ? full_text (TERR_GP_GAME (game), r) : NULL;

  return text != NULL ? text : short_text (r);
}
