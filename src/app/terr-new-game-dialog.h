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
/* The option @id of the game (terr_game_kind_list_options) as the dialog
 * holds it: a switch "b", a choice "s" (the value's id; an id the list
 * lacks leaves the choice as it is), a number "s" (the text typed, "" for
 * none).  get returns NULL for an option the game lacks. */
void               terr_new_game_dialog_set_option (TerrNewGameDialog *self,
                                                    const char        *id,
                                                    GVariant          *value);
GVariant          *terr_new_game_dialog_get_option (TerrNewGameDialog *self,
                                                    const char        *id);
/* The row showing option @id, or NULL. */
GtkWidget         *terr_new_game_dialog_get_option_row (TerrNewGameDialog *self,
                                                        const char        *id);
/* The colour of player @index (in the dialog's order) as an index of the
 * seat palette (terr-seat-colors.h); choosing another player's colour
 * swaps the two. */
void               terr_new_game_dialog_set_seat_color (TerrNewGameDialog *self,
                                                        guint              index,
                                                        guint              color);
guint              terr_new_game_dialog_get_seat_color (TerrNewGameDialog *self,
                                                        guint              index);
/* A seat is a remote player (then Start emits "host", not "start"). */
gboolean           terr_new_game_dialog_has_remote (TerrNewGameDialog *self);
/* The row of player @index (its name, or a remote player's address). */
GtkWidget         *terr_new_game_dialog_get_seat_row (TerrNewGameDialog *self,
                                                      guint              index);
/* The highest computer level of the game (terr_game_kind_get_n_levels). */
guint              terr_new_game_dialog_get_max_level (TerrGameKind kind);

G_END_DECLS
