/* terr-score-explainer.h — the score of a game in a player's words, beside
 * the board, as the game's class words it (terr_game_explain_score): one
 * seat's score when the game explains seat by seat, from a chosen point of
 * view when it has several (a gazebo's best direction or a chosen one).
 * The board draws the same explanation (terr_board_set_explain) for the
 * seat and direction chosen here. */
#pragma once

#include <gtk/gtk.h>

#include "terr-game.h"

G_BEGIN_DECLS

#define TERR_TYPE_SCORE_EXPLAINER (terr_score_explainer_get_type ())
G_DECLARE_FINAL_TYPE (TerrScoreExplainer, terr_score_explainer, TERR, SCORE_EXPLAINER, GtkWidget)

GtkWidget  *terr_score_explainer_new             (void);
void        terr_score_explainer_set_game        (TerrScoreExplainer *self,
                                                  TerrGame           *game);
/* The seat explained (1..n; 0 before a game). */
int         terr_score_explainer_get_seat        (TerrScoreExplainer *self);
void        terr_score_explainer_set_seat        (TerrScoreExplainer *self,
                                                  int                 seat);
/* The point of view (terr_game_kind_get_n_score_views): 0 the best, 1..4
 * north, east, south, west. */
int         terr_score_explainer_get_direction   (TerrScoreExplainer *self);
void        terr_score_explainer_set_direction   (TerrScoreExplainer *self,
                                                  int                 direction);
/* While the grids are private (each seat's its own): the only seat that may be
 * explained (0: any seat). */
void        terr_score_explainer_set_private_seat (TerrScoreExplainer *self,
                                                   int                 seat);
/* Whether the board draws the explanation (a check button; selecting a
 * seat from outside turns it on). */
gboolean    terr_score_explainer_get_shown_on_board (TerrScoreExplainer *self);
void        terr_score_explainer_set_shown_on_board (TerrScoreExplainer *self,
                                                     gboolean            shown);
/* The words shown. */
const char *terr_score_explainer_get_text        (TerrScoreExplainer *self);
/* Bring the explanation up to date with the game (the page calls it on
 * the game's "changed"). */
void        terr_score_explainer_update          (TerrScoreExplainer *self);

G_END_DECLS
