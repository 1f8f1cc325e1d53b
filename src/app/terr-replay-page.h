/* terr-replay-page.h — the replay viewer: review a game move by move,
 * annotate it (comments, variations, promote, delete, all undoable) and
 * see its scores over time. */
#pragma once

#include <adwaita.h>

#include "terr-board.h"
#include "terr-game.h"
#include "terr-move-list.h"
#include "terr-score-graph.h"

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
TerrMoveList   *terr_replay_page_get_move_list   (TerrReplayPage *self);
TerrScoreGraph *terr_replay_page_get_score_graph (TerrReplayPage *self);
/* Whether the tree changed (comments, variations, promotions, deletions)
 * since the game was shown or last marked saved. */
gboolean        terr_replay_page_get_modified    (TerrReplayPage *self);
void            terr_replay_page_set_modified    (TerrReplayPage *self,
                                                  gboolean        modified);
/* Writes the comment being typed into the game (before saving). */
void            terr_replay_page_commit_comment  (TerrReplayPage *self);
/* The comment box: what it shows, and typing into it (for tests). */
char           *terr_replay_page_dup_comment_text (TerrReplayPage *self);
void            terr_replay_page_set_comment_text (TerrReplayPage *self,
                                                  const char     *text);
/* "Move 3 of 10" (the position in the line shown). */
const char     *terr_replay_page_get_position_text (TerrReplayPage *self);
/* What Export writes (the same as `terraces-cli render`, a scenario, and
 * `terraces-cli timeline --csv` or `--json`). */
typedef enum {
  TERR_REPLAY_EXPORT_IMAGE,     /* the position shown, .png or .svg */
  TERR_REPLAY_EXPORT_SCENARIO,  /* the position shown as a .terraces scenario */
  TERR_REPLAY_EXPORT_SCORES,    /* the main line's scores, .csv or .json */
} TerrReplayExport;

gboolean        terr_replay_page_export          (TerrReplayPage  *self,
                                                  TerrReplayExport what,
                                                  const char      *path,
                                                  GError         **error);
/* The pause before autoplay shows move @index of the main line, in ms:
 * the speed's pace, or with pace by importance longer for moves that
 * change the scores more. */
guint           terr_replay_page_get_autoplay_delay (TerrReplayPage *self,
                                                  guint           index);
/* The last analysis (Analyse Game), or NULL; whether one is running; what
 * the page says of the move shown (NULL when nothing). */
TerrAnalysis   *terr_replay_page_get_analysis    (TerrReplayPage *self);
gboolean        terr_replay_page_is_analysing    (TerrReplayPage *self);
const char     *terr_replay_page_get_analysis_text (TerrReplayPage *self);
/* Whether the score graph is being computed. */
gboolean        terr_replay_page_is_computing    (TerrReplayPage *self);

G_END_DECLS
