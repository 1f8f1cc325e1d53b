/* terr-game-page.h — the board of the current game with its side panel. */
#pragma once

#include <adwaita.h>

#include "terr-board.h"
#include "terr-game.h"
#include "terr-net-match.h"

G_BEGIN_DECLS

#define TERR_TYPE_GAME_PAGE (terr_game_page_get_type ())
G_DECLARE_FINAL_TYPE (TerrGamePage, terr_game_page, TERR, GAME_PAGE, GtkWidget)

GtkWidget *terr_game_page_new          (void);
void       terr_game_page_set_game     (TerrGamePage *self,
                                        TerrGame     *game);
TerrGame  *terr_game_page_get_game     (TerrGamePage *self);
/* terr-game-page-net.c: play the game of @net_match (after its "ready"):
 * the board sends this program's moves to the room, and every move is
 * shown when the room delivers it. */
void          terr_game_page_set_net_match (TerrGamePage *self,
                                            TerrNetMatch *net_match);
TerrNetMatch *terr_game_page_get_net_match (TerrGamePage *self);
/* The room panel of a network game (TerrRoomPanel), or NULL. */
GtkWidget    *terr_game_page_get_room_panel (TerrGamePage *self);
TerrBoard *terr_game_page_get_board    (TerrGamePage *self);
/* Keeps the board view in the "board-view" setting. */
void       terr_game_page_set_settings (TerrGamePage *self,
                                        GSettings    *settings);

/* Undo and redo between the decisions of people: with computer seats,
 * undo goes back to the last position where a person was to move. */
/* Show @toast (transfer full) in the window's overlay as
 * the page's one message: it dismisses the page's toast before it, and
 * leaving the page or the game dismisses it. */
void        terr_game_page_add_toast (TerrGamePage *self,
                                      AdwToast     *toast);
gboolean    terr_game_page_can_undo (TerrGamePage *self);
gboolean    terr_game_page_can_redo (TerrGamePage *self);
gboolean    terr_game_page_undo     (TerrGamePage *self);
gboolean    terr_game_page_redo     (TerrGamePage *self);

G_END_DECLS
