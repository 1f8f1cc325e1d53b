/* terr-hg-edit.h — designing a Hanging Gardens scenario by edits
 * (included by terr-hg-game.h).
 *
 * Each edit changes the starting position of a game without moves
 * (terr_game_is_editable()), ignoring turn order and the rules.  It refuses,
 * with TERR_ERROR_INVALID and nothing changed, only what a position cannot
 * hold or what makes no sense: coordinates beyond ±1,000,000, a garden
 * spanning more than 256 spaces, a level beyond 24, a 25th tile or a 7th
 * bed of a suit, a second bed or a second gazebo on a space, numbers out of
 * the file format's range, an unknown seat or suit, nothing to take away.
 * Anything else becomes one undoable edit (terr_game_undo_edit()); an edit
 * that changes nothing is not recorded.  The position may be structurally
 * wrong between edits: terr_game_list_problems() lists every problem, and
 * terr_game_play() refuses to start until none is left.
 *
 * A problem's place (TerrPlace):
 *   TERR_PLACE_SQUARE  a tile: x, y of its corner, z its level, index 0 for
 *                      a terrace and the stack height (1, 2) for a support;
 *                      a bed or a gazebo: x, y of its space, z 0, seat the
 *                      gazebo's seat (0 for a bed)
 *   TERR_PLACE_SUPPLY  index 0: the tiles; 1 to 4 (TerrHgSuit): that suit
 *   TERR_PLACE_GOAL    seat: the goal's seat
 */
#pragma once

#include "terr-hg-game.h"

G_BEGIN_DECLS

/* A scenario for @n_players (2 to 4) with nothing in the garden, nothing
 * in the supply, seat 1 to move, the progress rule on, no goal and no edit
 * to undo: the start of a design. */
TerrGame     *terr_hg_game_new_empty             (guint           n_players,
                                                  GError        **error);

/* Tiles: a terrace of @level (0: on the table) or a support standing on
 * @level at @stack height 1 or 2, with its corner at (x, y). */
gboolean      terr_hg_game_edit_put_terrace      (TerrHgGame     *self,
                                                  int             x,
                                                  int             y,
                                                  int             level,
                                                  GError        **error);
gboolean      terr_hg_game_edit_remove_terrace   (TerrHgGame     *self,
                                                  int             x,
                                                  int             y,
                                                  int             level,
                                                  GError        **error);
gboolean      terr_hg_game_edit_put_support      (TerrHgGame     *self,
                                                  int             x,
                                                  int             y,
                                                  int             level,
                                                  int             stack,
                                                  GError        **error);
gboolean      terr_hg_game_edit_remove_support   (TerrHgGame     *self,
                                                  int             x,
                                                  int             y,
                                                  int             level,
                                                  int             stack,
                                                  GError        **error);
/* A bed of @suit on the space (x, y), which must hold no bed yet. */
gboolean      terr_hg_game_edit_put_bed          (TerrHgGame     *self,
                                                  int             x,
                                                  int             y,
                                                  TerrHgSuit      suit,
                                                  GError        **error);
gboolean      terr_hg_game_edit_remove_bed       (TerrHgGame     *self,
                                                  int             x,
                                                  int             y,
                                                  GError        **error);
/* @seat's gazebo on (x, y), taken from where it stood (a seat has one). */
gboolean      terr_hg_game_edit_put_gazebo       (TerrHgGame     *self,
                                                  int             x,
                                                  int             y,
                                                  int             seat,
                                                  GError        **error);
gboolean      terr_hg_game_edit_remove_gazebo    (TerrHgGame     *self,
                                                  int             seat,
                                                  GError        **error);
/* The supply: 0 to 24 tiles, 0 to 6 coins of each suit. */
gboolean      terr_hg_game_edit_set_supply       (TerrHgGame     *self,
                                                  int             tiles,
                                                  int             suns,
                                                  int             moons,
                                                  int             crowns,
                                                  int             arms,
                                                  GError        **error);
/* Whose turn: the seat to move, its actions taken (0 or 1) and the passes
 * in a row before it (0 to the number of seats). */
gboolean      terr_hg_game_edit_set_turn         (TerrHgGame     *self,
                                                  int             to_move,
                                                  int             actions_taken,
                                                  int             passes,
                                                  GError        **error);
gboolean      terr_hg_game_edit_set_progress_rule (TerrHgGame    *self,
                                                   gboolean       progress_rule,
                                                   GError       **error);
/* The puzzle goal <goal type="min-score" seat value actions>: @seat (who
 * must be the seat to move, else it is a problem) scores at least @value
 * with @actions actions (1 to 64). */
gboolean      terr_hg_game_edit_set_goal         (TerrHgGame     *self,
                                                  int             seat,
                                                  int             value,
                                                  int             actions,
                                                  GError        **error);
gboolean      terr_hg_game_edit_clear_goal       (TerrHgGame     *self,
                                                  GError        **error);

G_END_DECLS
