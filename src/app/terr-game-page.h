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

/* Undo and redo between the decisions of people: with computer seats,
 * undo goes back to the last position where a person was to move. */
gboolean    terr_game_page_can_undo (TerrGamePage *self);
gboolean    terr_game_page_can_redo (TerrGamePage *self);
gboolean    terr_game_page_undo     (TerrGamePage *self);
gboolean    terr_game_page_redo     (TerrGamePage *self);
/* How long a computer seat's placement is shown before it is played
 * (700 ms; tests set 0). */
void        terr_game_page_set_computer_delay (TerrGamePage *self,
                                               guint         ms);
/* TRUE from the moment a computer seat starts thinking until its move
 * is played. */
gboolean    terr_game_page_is_computer_thinking (TerrGamePage *self);
/* What the panel says about the computer seats and the hint, or NULL. */
const char *terr_game_page_get_computer_text (TerrGamePage *self);
const char *terr_game_page_get_hint_text (TerrGamePage *self);
const TerrMove *terr_game_page_get_hint_move (TerrGamePage *self);
/* The score rows, one "Ann: 19" line each (" *" after a winner's). */
const char *terr_game_page_get_scores_shown (TerrGamePage *self);

/* "Goal reached…" or "The goal can no longer be reached…", or NULL. */
const char *terr_game_page_get_goal_status_text (TerrGamePage *self);
/* Whether the end of the game (winners, New Game, Save Replay, Review)
 * is shown. */
gboolean    terr_game_page_is_over_shown (TerrGamePage *self);

/* Garden Paths between two people: the "Pass to Bob" screen hides the
 * board until page.reveal. */
gboolean    terr_game_page_is_privacy_shown (TerrGamePage *self);

G_END_DECLS
