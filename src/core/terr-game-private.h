/* terr-game-private.h — what the files of the TerrGame base share
 * (terr-game.c, terr-game-design.c); not for the games or the program. */
#pragma once

#include "terr-game.h"

G_BEGIN_DECLS

#define TERR_MAX_SEATS 64

typedef struct
{
  GPtrArray *players;     /* TerrPlayer* */
  char *title;
  char *author;
  char *description;
  char *created;
  gboolean has_seed;
  guint64 seed;
  char *source_name;

  GPtrArray *moves;       /* TerrMove*: the line (played and redoable) */
  guint index;            /* how many of them are applied */
  TerrDocument *initial;  /* rules/board/pieces/position/goal at index 0 */

  TerrGameMode mode;

  /* designing (terr-game-design.c) */
  GPtrArray *edit_undo;   /* EditRecord*, oldest first */
  GPtrArray *edit_redo;   /* EditRecord*, next redo last */
  gpointer   edit_open;   /* setup saved by begin_edit, until end_edit */
  gboolean   has_problems;
  gboolean   loading_draft;
} TerrGamePrivate;

TerrGamePrivate *terr_game_private (TerrGame *self);

/* terr-game.c */
GType    terr_game_find_type            (TerrGameKind kind);
void     terr_game_remember_initial     (TerrGame *self);
void     terr_game_notify_state         (TerrGame *self);

/* terr-game-design.c */
void     terr_game_design_init          (TerrGame *self);
void     terr_game_design_finalize      (TerrGame *self);
void     terr_game_player_free          (gpointer  player);
void     terr_game_add_player           (TerrGame *self,
                                         int       seat,
                                         const char *name,
                                         gboolean  ai,
                                         int       level);

G_END_DECLS
