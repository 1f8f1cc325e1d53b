/* terr-choice.h — what the player to move picks from.
 *
 * A game groups the legal moves of the seat to move into choices
 * (terr_game_list_choices): one per kind of piece or action (Hanging
 * Gardens: terrace, support, a bed of each suit, gazebo, …; Ziggurat: each
 * domino of the hand and the lift; Garden Paths: the announced piece, or
 * each piece that may be announced), and the actions of a turn that need
 * no square (pass, end, resign).  A choice that goes on the board is
 * completed from a square, an orientation and the level under the pointer
 * (terr_game_complete_move); one that does not is played as it is
 * (terr_choice_get_move).
 *
 * The choices are computed from the game's own state, in the core, so a
 * view lists them (a GListModel of TerrChoice, properties "label" and
 * "enabled" to bind) without knowing which game it shows.
 */
#pragma once

#include "terr-game.h"

G_BEGIN_DECLS

#define TERR_TYPE_CHOICE (terr_choice_get_type ())
G_DECLARE_FINAL_TYPE (TerrChoice, terr_choice, TERR, CHOICE, GObject)

/* A choice of the kind @key (the same key in the next position is the same
 * choice), worded @label, of which @example is a move (copied bare: for a
 * choice that needs no square, the move itself). */
TerrChoice     *terr_choice_new                (const char     *key,
                                                const char     *label,
                                                const TerrMove *example);
const char     *terr_choice_get_key            (TerrChoice     *self);
const char     *terr_choice_get_label          (TerrChoice     *self);
/* The example move: its type and its fixed attributes ("suit", "piece",
 * "a", …); for a choice that needs no square, the move to play. */
const TerrMove *terr_choice_get_move           (TerrChoice     *self);
const char     *terr_choice_get_move_type      (TerrChoice     *self);
const char     *terr_choice_get_attr           (TerrChoice     *self,
                                                const char     *name);
/* Whether a square of the board completes it. */
gboolean        terr_choice_is_positional      (TerrChoice     *self);
/* Orientations it turns through: 1, 4 (a domino: h a-b, v a-b, h b-a,
 * v b-a) or 8 (a flower bed: bit 2 mirrors, then (o mod 4) turns). */
guint           terr_choice_get_n_orientations (TerrChoice     *self);
/* The orientation after turning or mirroring @orientation (unchanged when
 * the choice cannot). */
int             terr_choice_turn               (TerrChoice     *self,
                                                int             orientation);
int             terr_choice_mirror             (TerrChoice     *self,
                                                int             orientation);
/* Whether it covers a 2 × 2 block whose corner the square names. */
gboolean        terr_choice_covers_block       (TerrChoice     *self);
/* A choice whose piece is first picked on the board (Hanging Gardens: the
 * support to move, then where it goes): the attributes the pick fixes
 * ("from-x", …), NULL-terminated; NULL when nothing is picked. */
const char *const *terr_choice_get_source_attrs (TerrChoice *self);
/* The choice once its piece is picked: the same key and label, the legal
 * moves whose source attributes equal @source's, nothing left to pick;
 * NULL when no legal move comes from there. */
TerrChoice     *terr_choice_narrow             (TerrChoice     *self,
                                                const TerrMove *source);
/* The legal moves of the choice now (TerrMove*, owned by the choice). */
GPtrArray      *terr_choice_get_legal_moves    (TerrChoice     *self);
guint           terr_choice_get_n_legal        (TerrChoice     *self);
/* It has a legal move now ("enabled"). */
gboolean        terr_choice_get_enabled        (TerrChoice     *self);
/* Take the state of @fresh, a choice of the same key in a later position
 * (its label, example and legal moves), notifying the properties that
 * change: a list keeps its item, and its row, for the same choice. */
void            terr_choice_update             (TerrChoice     *self,
                                                TerrChoice     *fresh);

/* --- for the games (their list_choices and complete_move) --- */
void            terr_choice_set_positional     (TerrChoice     *self,
                                                gboolean        positional);
void            terr_choice_set_n_orientations (TerrChoice     *self,
                                                guint           n);
void            terr_choice_set_covers_block   (TerrChoice     *self,
                                                gboolean        covers);
/* @names: static strings (see terr_choice_get_source_attrs). */
void            terr_choice_set_source_attrs   (TerrChoice     *self,
                                                const char     *const *names);
void            terr_choice_add_legal          (TerrChoice     *self,
                                                const TerrMove *move);
/* The legal move of the choice whose attributes @names equal @move's, or
 * NULL (transfer none). */
TerrMove       *terr_choice_find_legal         (TerrChoice     *self,
                                                const TerrMove *move,
                                                const char     *const *names);
/* A new choice describing @move (its key, label and flags). */
typedef TerrChoice *(*TerrChoiceDescribeFunc)  (TerrGame       *game,
                                                const TerrMove *move);
/* The moves grouped by their choice's key, in the order of the first move
 * of each group (a new array of TerrChoice*). */
GPtrArray      *terr_choice_group_moves        (TerrGame       *game,
                                                GPtrArray      *moves,
                                                TerrChoiceDescribeFunc describe);
/* The whole-number attribute @name of @move, or @fallback. */
int             terr_choice_attr_int           (const TerrMove *move,
                                                const char     *name,
                                                int             fallback);
/* The label of the actions every game words alike ("pass", "resign",
 * "end"), or NULL. */
const char     *terr_choice_common_label       (const char     *move_type);

G_END_DECLS
