/* terr-zg-game-private.h — what the files of TerrZgGame share
 * (terr-zg-game.c, terr-zg-ai.c, terr-zg-edit.c); not for the program. */
#pragma once

#include "terr-zg-game.h"
#include "terr-zg-layout.h"

G_BEGIN_DECLS

struct _TerrZgGame
{
  TerrGame    parent_instance;

  /* The position.  While a scenario being designed has problems with its
   * dominoes, @layout holds it as designed and @state the most of it a
   * TerrZgState can hold (terr_zg_layout_to_state); otherwise @layout is
   * NULL and @state is the position. */
  TerrZgState   state;
  TerrZgLayout *layout;
  GArray       *undo;         /* TerrZgState before each applied move */
  gboolean      has_goal;
  guint         goal_max_cheats;
};

/* For an edit, between terr_game_begin_edit and terr_game_end_edit: the
 * layout to change (made from the state when there is none), then the
 * state made from it again (the layout is kept only while it has
 * problems). */
TerrZgLayout *terr_zg_game_edit_layout   (TerrZgGame *self);
void          terr_zg_game_commit_layout (TerrZgGame *self);

/* terr-zg-game.c: sets @error to "the position has problems to mend"
 * (a draft with problems is no position to search) and returns NULL. */
gpointer      terr_zg_game_not_playable  (GError           **error);

/* terr-zg-ai.c: the class's ai_move and hint. */
TerrMove     *terr_zg_game_ai_move       (TerrGame          *game,
                                          guint              level,
                                          guint64            seed,
                                          GCancellable      *cancellable,
                                          GError           **error);
TerrMove     *terr_zg_game_hint          (TerrGame          *game,
                                          guint64            seed,
                                          int               *gain,
                                          gboolean          *has_gain,
                                          GCancellable      *cancellable,
                                          GError           **error);

/* terr-zg-refusal.c: the rules' refusal (@why) as the game's refusal
 * (terr_game_refuse), and the class's refusal_text. */
void          terr_zg_game_refuse_why    (TerrZgGame        *self,
                                          const TerrZgWhy   *why);
char         *terr_zg_game_refusal_text  (TerrGame          *game,
                                          const TerrRefusal *refusal,
                                          gboolean           full);

/* terr-zg-choices.c: the choices of a turn, the computer levels, the
 * score in words (TerrGameClass, "what views ask of a game"). */
void         terr_zg_game_class_init_views (TerrGameClass *game_class);

G_END_DECLS
