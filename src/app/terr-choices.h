/* terr-choices.h — what the player to move may place, for the board and
 * the side panel.
 *
 * The game groups the legal moves of the seat to move into choices
 * (terr_game_list_choices, terr-choice.h: one per kind of piece or action);
 * this object follows the game's changes and keeps which choice is in hand
 * and how it is turned.  A choice is either placed on the board (a square
 * picked by pointer or cursor, plus an orientation for pieces that turn)
 * or played as it is (pass, end, announce, resign).
 */
#pragma once

#include "terr-game.h"
#include "terr-choice.h"

G_BEGIN_DECLS

#define TERR_TYPE_CHOICES (terr_choices_get_type ())
G_DECLARE_FINAL_TYPE (TerrChoices, terr_choices, TERR, CHOICES, GObject)

TerrChoices *terr_choices_new              (void);
void         terr_choices_set_game         (TerrChoices *self,
                                            TerrGame    *game);
TerrGame    *terr_choices_get_game         (TerrChoices *self);
/* The choices (TerrChoice, its "label", "enabled" and "positional" to
 * bind), kept up to date with the game: the same list, whose items stay
 * while their choice is offered (updated in place, terr_choice_update);
 * it emits items-changed only for choices that came or went. */
GListModel  *terr_choices_get_model        (TerrChoices *self);
TerrChoice  *terr_choices_get_choice       (TerrChoices *self,
                                            guint        index);

guint        terr_choices_get_n_choices    (TerrChoices *self);
const char  *terr_choices_get_label        (TerrChoices *self,
                                            guint        index);
/* The move type of a choice ("terrace", "place", "announce", …). */
const char  *terr_choices_get_move_type    (TerrChoices *self,
                                            guint        index);
/* A fixed attribute of the choice ("suit", "piece", "a", …) or NULL. */
const char  *terr_choices_get_attr         (TerrChoices *self,
                                            guint        index,
                                            const char  *name);
/* Whether the choice needs a square of the board. */
gboolean     terr_choices_is_positional    (TerrChoices *self,
                                            guint        index);
/* How many legal moves choice @index has now (0: it fits nowhere). */
guint        terr_choices_get_n_legal      (TerrChoices *self,
                                            guint        index);
/* The cells of the piece of choice @index (its "piece") after @transform
 * (TerrRenderGpCell, normalised), or NULL when the choice has no piece. */
GArray      *terr_choices_get_piece_cells  (TerrChoices *self,
                                            guint        index,
                                            int          transform);
/* Whether the selected choice covers a 2 x 2 block (terr_choice_covers_block). */
gboolean     terr_choices_is_tile          (TerrChoices *self);
/* -1 when there is none. */
int          terr_choices_get_selected     (TerrChoices *self);
void         terr_choices_set_selected     (TerrChoices *self,
                                            int          index);
/* Select the next (@delta 1) or previous (-1) choice, wrapping. */
void         terr_choices_cycle            (TerrChoices *self,
                                            int          delta);

/* Orientation of the selected piece (terr_choice_get_n_orientations): a
 * domino turns through four, a flower bed turns and mirrors through eight. */
int          terr_choices_get_orientation  (TerrChoices *self);
gboolean     terr_choices_can_turn         (TerrChoices *self);
gboolean     terr_choices_can_mirror       (TerrChoices *self);
void         terr_choices_turn             (TerrChoices *self);
void         terr_choices_mirror           (TerrChoices *self);

/* The move of the selected choice on square (@x, @y) as it is turned
 * (terr_game_complete_move): a legal move there, or the move meant there
 * (the game refuses it, saying why).  @level is the surface level under the
 * pointer when known, or G_MININT.  NULL when the selected choice is not
 * positional. */
TerrMove    *terr_choices_build_move       (TerrChoices *self,
                                            int          x,
                                            int          y,
                                            int          level);
/* The move of choice @index when it is not positional, else NULL. */
TerrMove    *terr_choices_build_plain_move (TerrChoices *self,
                                            guint        index);
/* A choice whose piece is first picked on the board (terr_choice_get_source_attrs):
 * the legal move whose piece lies on square (@x, @y) (a new move), or
 * NULL.  Picking it (terr_choices_set_source) narrows the selected choice
 * to the moves from there until the position or the selection changes;
 * NULL drops the pick.  "source" is notified. */
TerrMove    *terr_choices_find_source      (TerrChoices *self,
                                            int          x,
                                            int          y,
                                            int          level);
void         terr_choices_set_source       (TerrChoices    *self,
                                            const TerrMove *source);
const TerrMove *terr_choices_get_source    (TerrChoices *self);
/* The selected choice waits for its piece to be picked. */
gboolean     terr_choices_needs_source     (TerrChoices *self);
/* Select the choice @move belongs to and turn it as the pointer holds
 * @move (terr_game_anchor_move); the square it is held by in @x, @y.
 * FALSE (nothing changes) when no choice has it. */
gboolean     terr_choices_hold_move        (TerrChoices    *self,
                                            const TerrMove *move,
                                            int            *x,
                                            int            *y);
/* Moves of the selected choice that are legal now (for hints and tests). */
GPtrArray   *terr_choices_get_legal_moves  (TerrChoices *self);

G_END_DECLS
