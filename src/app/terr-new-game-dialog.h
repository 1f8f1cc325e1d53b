/* terr-new-game-dialog.h — the New Game dialog of one game: the seats
 * (person or computer with its level, names, colours), who starts, and the game's
 * options; the last choices are kept in the settings. */
#pragma once

#include <adwaita.h>

#include "terr-game.h"

G_BEGIN_DECLS

#define TERR_TYPE_NEW_GAME_DIALOG (terr_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TerrNewGameDialog, terr_new_game_dialog, TERR, NEW_GAME_DIALOG, AdwWindow)

/* @settings (may be NULL) gives the last choices and keeps the new ones. */
TerrNewGameDialog *terr_new_game_dialog_new        (GtkWindow    *parent,
                                                    TerrGameKind  kind,
                                                    GSettings    *settings);
TerrGameKind       terr_new_game_dialog_get_kind   (TerrNewGameDialog *self);
/* The game the choices describe (new each call), or NULL with @error. */
TerrGame          *terr_new_game_dialog_create_game (TerrNewGameDialog *self,
                                                     GError           **error);

/* What the dialog shows, for tests and the window: */
void               terr_new_game_dialog_set_n_players (TerrNewGameDialog *self,
                                                       guint              n_players);
guint              terr_new_game_dialog_get_n_players (TerrNewGameDialog *self);
/* @level 0 for a person, 1..N for a computer of that level. */
void               terr_new_game_dialog_set_seat   (TerrNewGameDialog *self,
                                                    guint              index,
                                                    const char        *name,
                                                    guint              level);
/* 0: random; else the player (1..N, in the dialog's order) who starts. */
void               terr_new_game_dialog_set_starter (TerrNewGameDialog *self,
                                                     guint              starter);
/* Ziggurat: the deal number ("" for a random deal) and an open pile. */
void               terr_new_game_dialog_set_deal   (TerrNewGameDialog *self,
                                                    const char        *number);
void               terr_new_game_dialog_set_pile_open (TerrNewGameDialog *self,
                                                       gboolean           open);
/* Garden Paths: the bundled board (terr_gp_game_list_boards) by its id. */
void               terr_new_game_dialog_set_board  (TerrNewGameDialog *self,
                                                    const char        *board_id);
const char        *terr_new_game_dialog_get_board  (TerrNewGameDialog *self);
/* The colour of player @index (in the dialog's order) as an index of the
 * seat palette (terr-seat-colors.h); choosing another player's colour
 * swaps the two. */
void               terr_new_game_dialog_set_seat_color (TerrNewGameDialog *self,
                                                        guint              index,
                                                        guint              color);
guint              terr_new_game_dialog_get_seat_color (TerrNewGameDialog *self,
                                                        guint              index);
/* The highest computer level the games offer (2, or 3 once it exists). */
guint              terr_new_game_dialog_get_max_level (TerrGameKind kind);

G_END_DECLS
