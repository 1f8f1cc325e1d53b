/* terr-game-page.h — the board of the current game with its side panel. */
#pragma once

#include <adwaita.h>

#include "terr-board.h"
#include "terr-game.h"

G_BEGIN_DECLS

#define TERR_TYPE_GAME_PAGE (terr_game_page_get_type ())
G_DECLARE_FINAL_TYPE (TerrGamePage, terr_game_page, TERR, GAME_PAGE, GtkWidget)

GtkWidget *terr_game_page_new          (void);
void       terr_game_page_set_game     (TerrGamePage *self,
                                        TerrGame     *game);
TerrGame  *terr_game_page_get_game     (TerrGamePage *self);
TerrBoard *terr_game_page_get_board    (TerrGamePage *self);
/* Keeps the board view in the "board-view" setting. */
void       terr_game_page_set_settings (TerrGamePage *self,
                                        GSettings    *settings);
/* What the side panel says (for tests). */
const char *terr_game_page_get_turn_text  (TerrGamePage *self);
const char *terr_game_page_get_score_text (TerrGamePage *self);
/* The scenario's description and the puzzle's goal. */
const char *terr_game_page_get_goal_text  (TerrGamePage *self);
/* "Move 3 of 10", and the comment of the last move played. */
const char *terr_game_page_get_move_text  (TerrGamePage *self);
const char *terr_game_page_get_comment_text (TerrGamePage *self);

G_END_DECLS
