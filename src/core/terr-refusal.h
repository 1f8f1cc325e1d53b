/* terr-refusal.h — a refused move as a value.
 *
 * When the rules refuse a move, the game says why twice: a GError whose
 * message is made for files and the command line ("a support at (3,2)
 * level 0 would cover a bed at (4,3)"; its bytes are part of the CLI's
 * output), and a TerrRefusal: a reason code with the places, pieces and
 * numbers involved and the seat whose move it was.  Views never read the
 * message: they ask the game to word the refusal in its own translatable
 * sentences (terr_game_word_refusal), a short form for a toast and a full
 * form, which says what and why, for a tooltip and screen readers.
 *
 * Codes below TERR_REFUSAL_N_COMMON are shared by every game and worded
 * by the base; each game numbers its own codes from TERR_REFUSAL_N_COMMON
 * on (TerrHgRefusalCode, TerrZgRefusalCode, TerrGpRefusalCode) and words
 * them in its class's refusal_text.
 */
#pragma once

#include "terr-game.h"

G_BEGIN_DECLS

typedef enum {
  /* Not a move of this game: an unknown type, or an attribute missing or
   * out of range. */
  TERR_REFUSAL_NOT_A_MOVE,
  /* The move names a seat the game does not have (values[0]: that seat). */
  TERR_REFUSAL_NO_SEAT,
  /* Another seat is to move (values[0]: the seat to move). */
  TERR_REFUSAL_NOT_YOUR_TURN,
  TERR_REFUSAL_GAME_OVER,
  /* The position breaks the rules (a draft) and cannot be played. */
  TERR_REFUSAL_HAS_PROBLEMS,
  /* Variations would nest too deep (values[0]: the most). */
  TERR_REFUSAL_TOO_DEEP,
  TERR_REFUSAL_N_COMMON
} TerrRefusalCode;

typedef enum {
  TERR_REFUSAL_SHORT,   /* a toast: "There is a bed there already." */
  TERR_REFUSAL_FULL,    /* a tooltip, screen readers: what and why */
} TerrRefusalForm;

#define TERR_REFUSAL_MAX_PLACES 2
#define TERR_REFUSAL_MAX_PIECES 2
#define TERR_REFUSAL_MAX_VALUES 3

typedef struct _TerrRefusal {
  int       code;       /* TerrRefusalCode, or the game's own */
  int       seat;       /* whose move was refused (0: not known) */
  guint     n_places;
  /* Where: the square the move aimed at first, then the square at fault
   * when it is another one. */
  TerrPlace places[TERR_REFUSAL_MAX_PLACES];
  guint     n_pieces;
  /* Which pieces, as the game numbers them (Hanging Gardens: the kind of
   * action, TerrHgActionKind; Ziggurat: the domino id; Garden Paths: the
   * index in the piece set). */
  int       pieces[TERR_REFUSAL_MAX_PIECES];
  /* Numbers the sentences need (a level, a stack height, pips, a suit). */
  int       values[TERR_REFUSAL_MAX_VALUES];
} TerrRefusal;

#define TERR_TYPE_REFUSAL (terr_refusal_get_type ())
GType         terr_refusal_get_type       (void) G_GNUC_CONST;
TerrRefusal  *terr_refusal_copy           (const TerrRefusal *refusal);
void          terr_refusal_free           (TerrRefusal       *refusal);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TerrRefusal, terr_refusal_free)

/* Empties @refusal and sets its code (no seat, places or pieces). */
void          terr_refusal_init           (TerrRefusal       *refusal,
                                           int                code);
/* Appends a place (ignored past TERR_REFUSAL_MAX_PLACES). */
void          terr_refusal_add_place      (TerrRefusal       *refusal,
                                           TerrPlaceKind      kind,
                                           int                x,
                                           int                y,
                                           int                z);
/* Appends a piece (ignored past TERR_REFUSAL_MAX_PIECES). */
void          terr_refusal_add_piece      (TerrRefusal       *refusal,
                                           int                piece);

/* --- playing with refusals (the GError stays as terr_game_play's) ---
 * As terr_game_check_move and terr_game_play; when the move is refused
 * and @refusal is not NULL, it gets the refusal (its seat: the move's). */
gboolean      terr_game_check_move_full   (TerrGame          *self,
                                           TerrMove          *move,
                                           TerrRefusal       *refusal,
                                           GError           **error);
gboolean      terr_game_play_full         (TerrGame          *self,
                                           TerrMove          *move,
                                           TerrRefusal       *refusal,
                                           GError           **error);

/* The refusal in the game's words: one whole sentence (short) or a few
 * (full), starting with a capital letter and ending with a full stop,
 * translated.  Never NULL. */
char         *terr_game_word_refusal      (TerrGame          *self,
                                           const TerrRefusal *refusal,
                                           TerrRefusalForm    form);
/* Every code this game can refuse a move with is below this number
 * (the common codes, then the game's own). */
int           terr_game_get_n_refusal_codes (TerrGame        *self);

/* For the games: apply_move calls this when it refuses a move, before
 * returning FALSE with its error. */
void          terr_game_refuse            (TerrGame          *self,
                                           const TerrRefusal *refusal);
/* The same with a code and no places or pieces. */
void          terr_game_refuse_code       (TerrGame          *self,
                                           int                code);

G_END_DECLS
