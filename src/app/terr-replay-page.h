/* terr-replay-page.h — the replay viewer: review a game move by move,
 * annotate it (comments, variations, promote, delete, all undoable) and
 * see its scores over time. */
#pragma once

#include <adwaita.h>

#include "terr-board.h"
#include "terr-game.h"

G_BEGIN_DECLS

#define TERR_TYPE_REPLAY_PAGE (terr_replay_page_get_type ())
G_DECLARE_FINAL_TYPE (TerrReplayPage, terr_replay_page, TERR, REPLAY_PAGE, GtkWidget)

GtkWidget      *terr_replay_page_new             (void);
/* Shows @game for review (puts it in TERR_GAME_MODE_REVIEW); NULL lets
 * go of the game. */
void            terr_replay_page_set_game        (TerrReplayPage *self,
                                                  TerrGame       *game);
TerrGame       *terr_replay_page_get_game        (TerrReplayPage *self);
TerrBoard      *terr_replay_page_get_board       (TerrReplayPage *self);
/* Whether the tree changed (comments, variations, promotions, deletions)
 * since the game was shown or last marked saved. */
gboolean        terr_replay_page_get_modified    (TerrReplayPage *self);
void            terr_replay_page_set_modified    (TerrReplayPage *self,
                                                  gboolean        modified);
/* Writes the comment being typed into the game (before saving). */
void            terr_replay_page_commit_comment  (TerrReplayPage *self);
G_END_DECLS
