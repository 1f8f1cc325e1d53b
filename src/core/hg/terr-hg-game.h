/* terr-hg-game.h — the Hanging Gardens game (TerrGame subclass).
 *
 * The position lives in a TerrHgState (terr-hg-state.h); this object reads
 * and writes it, turns TerrMove into actions and back, and answers the
 * questions of the renderer and the UI.  The score breakdown is a
 * TerrHgScoreReport (terr-hg-score.h); the edits that design a scenario
 * are in terr-hg-edit.h (included at the end).
 */
#pragma once

#include "terr-game.h"
#include "terr-hg-score.h"
#include "terr-hg-state.h"

G_BEGIN_DECLS

#define TERR_TYPE_HG_GAME (terr_hg_game_get_type ())
G_DECLARE_FINAL_TYPE (TerrHgGame, terr_hg_game, TERR, HG_GAME, TerrGame)

/* The position, read-only: the renderer walks its tiles (state->tiles,
 * state->n_tiles, bottom ones first), the cells (terr_hg_state_cell()),
 * the gazebos and the supply.  Valid until the next change. */
const TerrHgState *terr_hg_game_get_state         (TerrHgGame     *self);

/* The bounding box of the garden's spaces; FALSE when no tile is placed. */
gboolean      terr_hg_game_get_bounds              (TerrHgGame     *self,
                                                    int            *x0,
                                                    int            *y0,
                                                    int            *x1,
                                                    int            *y1);
/* What covers (x, y): the tile on top (NULL for the empty table), the bed
 * suit (TERR_HG_SUIT_NONE if none) and the gazebo's seat (0 if none). */
const TerrHgTile *terr_hg_game_get_top             (TerrHgGame     *self,
                                                    int             x,
                                                    int             y,
                                                    TerrHgSuit     *bed,
                                                    int            *gazebo);
/* The highest terrace covering (x, y), also under supports standing on it
 * (terr_hg_state_top_terrace()); NULL for the bare table. */
const TerrHgTile *terr_hg_game_get_top_terrace     (TerrHgGame     *self,
                                                    int             x,
                                                    int             y);
/* The level a bed or gazebo on (x, y) would stand on: the top terrace's
 * level, 0 for the table, -1 when the top is a support. */
int           terr_hg_game_get_level               (TerrHgGame     *self,
                                                    int             x,
                                                    int             y);
/* Where the gazebo of @seat stands; FALSE while it is in hand. */
gboolean      terr_hg_game_get_gazebo              (TerrHgGame     *self,
                                                    int             seat,
                                                    int            *x,
                                                    int            *y);
/* The legal actions now, as TerrHgAction (a new array). */
GArray       *terr_hg_game_list_actions            (TerrHgGame     *self);
/* Checks @move for the seat to move without playing it (the board's
 * hover ghost): TRUE when legal, else FALSE with the reason in @error. */
gboolean      terr_hg_game_check_move              (TerrHgGame     *self,
                                                    const TerrMove *move,
                                                    GError        **error);
/* The same for an action; returns NULL or the reason (a new string). */
char         *terr_hg_game_check_action            (TerrHgGame         *self,
                                                    const TerrHgAction *action);
/* Conversions between the file's moves and actions. */
TerrMove     *terr_hg_action_to_move               (int                 seat,
                                                    const TerrHgAction *action);
gboolean      terr_hg_action_from_move             (const TerrMove     *move,
                                                    TerrHgAction       *action,
                                                    GError            **error);
/* The progress-rule variant (on in a new game), for the new-game dialog:
 * it can be changed only before the first move; FALSE otherwise. */
gboolean      terr_hg_game_set_progress_rule       (TerrHgGame     *self,
                                                    gboolean        progress_rule);
gboolean      terr_hg_game_get_progress_rule       (TerrHgGame     *self);
/* The whole score breakdown of the current position. */
TerrHgScoreReport *terr_hg_game_get_score_report   (TerrHgGame     *self);

G_END_DECLS

/* Designing a scenario by edits. */
#include "terr-hg-edit.h"
