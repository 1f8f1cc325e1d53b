/* terr-refusal.c — refused moves as values, and the words of the codes
 * every game shares (terr-refusal.h). */
#include "config.h"

#include "terr-refusal.h"
#include "terr-game-private.h"
#include "terr-error.h"

#include <string.h>
#include <glib/gi18n-lib.h>

G_DEFINE_BOXED_TYPE (TerrRefusal, terr_refusal, terr_refusal_copy, terr_refusal_free)

TerrRefusal *
terr_refusal_copy (const TerrRefusal *refusal)
{
  g_return_val_if_fail (refusal != NULL, NULL);
  return g_memdup2 (refusal, sizeof *refusal);
}

void
terr_refusal_free (TerrRefusal *refusal)
{
  g_free (refusal);
}

void
terr_refusal_init (TerrRefusal *refusal,
                   int          code)
{
  g_return_if_fail (refusal != NULL);
  memset (refusal, 0, sizeof *refusal);
  refusal->code = code;
}

void
terr_refusal_add_place (TerrRefusal   *refusal,
                        TerrPlaceKind  kind,
                        int            x,
                        int            y,
                        int            z)
{
  TerrPlace *place;

  g_return_if_fail (refusal != NULL);
  if (refusal->n_places >= TERR_REFUSAL_MAX_PLACES)
    return;
  place = &refusal->places[refusal->n_places++];
  memset (place, 0, sizeof *place);
  place->kind = kind;
  place->x = x;
  place->y = y;
  place->z = z;
}

void
terr_refusal_add_piece (TerrRefusal *refusal,
                        int          piece)
{
  g_return_if_fail (refusal != NULL);
  if (refusal->n_pieces < TERR_REFUSAL_MAX_PIECES)
    refusal->pieces[refusal->n_pieces++] = piece;
}

/* ------------------------------------------------------------ producing */

void
terr_game_refuse (TerrGame          *self,
                  const TerrRefusal *refusal)
{
  TerrGamePrivate *priv;

  g_return_if_fail (TERR_IS_GAME (self));
  g_return_if_fail (refusal != NULL);
  priv = terr_game_private (self);
  priv->refusal = *refusal;
  priv->refused = TRUE;
}

void
terr_game_refuse_code (TerrGame *self,
                       int       code)
{
  TerrRefusal refusal;

  terr_refusal_init (&refusal, code);
  terr_game_refuse (self, &refusal);
}

/* After a refused move: the refusal the game gave, with the move's seat.
 * Only the file format's check of the move (terr_document_check_move)
 * refuses without one: that move is not a move of the game. */
static void
take_refusal (TerrGame     *self,
              TerrMove     *move,
              const GError *error,
              TerrRefusal  *refusal)
{
  TerrGamePrivate *priv = terr_game_private (self);

  if (priv->refused)
    *refusal = priv->refusal;
  else
    {
      if (!g_error_matches (error, TERR_ERROR, TERR_ERROR_SCHEMA))
        g_warning ("a refused move without a refusal: %s", error != NULL ? error->message : "");
      terr_refusal_init (refusal, TERR_REFUSAL_NOT_A_MOVE);
    }
  refusal->seat = terr_move_get_seat (move);
  priv->refused = FALSE;
}

/* Tries @move with @attempt (checking or playing it); when it is refused,
 * @refusal gets the refusal and @error the error. */
static gboolean
try_move (TerrGame     *self,
          TerrMove     *move,
          gboolean    (*attempt) (TerrGame *, TerrMove *, GError **),
          TerrRefusal  *refusal,
          GError      **error)
{
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  terr_game_private (self)->refused = FALSE;
  if (attempt (self, move, &local_error))
    return TRUE;
  if (refusal != NULL)
    take_refusal (self, move, local_error, refusal);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

gboolean
terr_game_check_move_full (TerrGame     *self,
                           TerrMove     *move,
                           TerrRefusal  *refusal,
                           GError      **error)
{
  return try_move (self, move, terr_game_check_move, refusal, error);
}

gboolean
terr_game_play_full (TerrGame     *self,
                     TerrMove     *move,
                     TerrRefusal  *refusal,
                     GError      **error)
{
  return try_move (self, move, terr_game_play, refusal, error);
}

/* ------------------------------------------------------------ words */

static char *
common_text (TerrGame          *self,
             const TerrRefusal *r,
             gboolean           full)
{
  switch ((TerrRefusalCode) r->code)
    {
    case TERR_REFUSAL_NO_SEAT:
      if (!full)
        return g_strdup (_("There is no such seat in this game."));
      return g_strdup_printf (_("This game has no seat %d."), r->values[0]);
    case TERR_REFUSAL_NOT_YOUR_TURN:
      if (!full)
        return g_strdup (_("It is not your turn."));
      {
        g_autofree char *name = terr_game_get_player_name (self, r->values[0]);

        /* TRANSLATORS: %s is the name of the seat to move, "Ann" or "Player 2" */
        return g_strdup_printf (_("It is the turn of %s."), name);
      }
    case TERR_REFUSAL_GAME_OVER:
      return g_strdup (full ? _("The game is over: no more moves can be played.")
                            : _("The game is over."));
    case TERR_REFUSAL_HAS_PROBLEMS:
      return g_strdup (full ? _("The position breaks the rules of the game: mend its problems in the editor before playing it.")
                            : _("The position has problems to mend first."));
    case TERR_REFUSAL_TOO_DEEP:
      if (!full)
        return g_strdup (_("Variations cannot be nested deeper here."));
      return g_strdup_printf (_("Variations cannot be nested more than %d deep: play this move in a line nearer the main line."),
                              r->values[0]);
    case TERR_REFUSAL_NOT_A_MOVE:
    case TERR_REFUSAL_N_COMMON:
    default:
      return g_strdup (full ? _("This is not a move of the game: its kind or one of its values is not one the rules know.")
                            : _("That is not a move of this game."));
    }
}

char *
terr_game_word_refusal (TerrGame          *self,
                        const TerrRefusal *refusal,
                        TerrRefusalForm    form)
{
  TerrGameClass *klass;
  char *text = NULL;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  g_return_val_if_fail (refusal != NULL, NULL);

  klass = TERR_GAME_GET_CLASS (self);
  if (refusal->code >= TERR_REFUSAL_N_COMMON && refusal->code < klass->n_refusal_codes
      && klass->refusal_text != NULL)
    text = klass->refusal_text (self, refusal, form == TERR_REFUSAL_FULL);
  if (text == NULL)
    text = common_text (self, refusal, form == TERR_REFUSAL_FULL);
  return text;
}

int
terr_game_get_n_refusal_codes (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), 0);
  return MAX (TERR_GAME_GET_CLASS (self)->n_refusal_codes, TERR_REFUSAL_N_COMMON);
}
