/* terr-hg-game-private.h — what terr-hg-game.c (playing),
 * terr-hg-file.c (files, new games), terr-hg-describe.c (the game in
 * words) and terr-hg-edit.c (designing: edits, setups, problems) share;
 * not for the program. */
#pragma once

#include "terr-hg-game.h"

G_BEGIN_DECLS

/* The largest coordinate a move or a file may give. */
#define COORD_MAX 1000000

/* What one applied move leaves for undo_move. */
typedef struct {
  TerrHgUndo     undo;
  int            goal_done;
  TerrGoalStatus goal_status;
} TerrHgMoveRecord;

struct _TerrHgGame
{
  TerrGame     parent_instance;

  TerrHgState *state;
  GArray      *undos;        /* TerrHgMoveRecord, one per applied move */

  /* <goal type="min-score" seat value actions/> */
  gboolean     has_goal;
  int          goal_seat;
  int          goal_value;
  int          goal_actions;

  /* How the goal stands in this position (part of the position, like the
   * state): the actions its seat has taken since the start, and the
   * verdict once they are all taken (docs/rules-hanging-gardens.md). */
  int          goal_done;
  TerrGoalStatus goal_status;
};

/* terr-hg-game.c */
/* Replace the position (and forget the undo records). */
void         terr_hg_game_reset_state    (TerrHgGame        *self,
                                          TerrHgState       *state);
/* The goal's progress back to the start of the puzzle (the current
 * position). */
void         terr_hg_game_reset_goal     (TerrHgGame        *self);
/* Why a 7th bed of @suit cannot be placed (the set has 6 coins of it). */
char        *terr_hg_game_too_many_beds  (TerrHgSuit         suit);

/* terr-hg-file.c: the class's setup_new, load_state, write_rules and
 * write_state. */
gboolean     terr_hg_game_setup_new      (TerrGame          *game,
                                          guint              n_players,
                                          guint64            seed,
                                          GError           **error);
gboolean     terr_hg_game_load_state     (TerrGame          *game,
                                          TerrDocument      *doc,
                                          GError           **error);
void         terr_hg_game_write_rules    (TerrGame          *game,
                                          xmlNode           *root);
void         terr_hg_game_write_state    (TerrGame          *game,
                                          xmlNode           *root);

/* terr-hg-describe.c: the class's describe_move, status_text, get_goal,
 * goal_status and describe_square. */
void         terr_hg_game_move_squares   (TerrGame          *game,
                                          const TerrMove    *move,
                                          GArray            *squares);
char        *terr_hg_game_describe_move  (TerrGame          *game,
                                          const TerrMove    *move);
char        *terr_hg_game_status_text    (TerrGame          *game);
gboolean     terr_hg_game_get_goal       (TerrGame          *game,
                                          TerrGoal          *goal);
TerrGoalStatus terr_hg_game_goal_status  (TerrGame          *game);
char        *terr_hg_game_describe_square (TerrGame         *game,
                                          int                seat,
                                          int                x,
                                          int                y);

/* terr-hg-refusal.c */
/* The class's refusal_text: the refusals of Hanging Gardens in words. */
char        *terr_hg_game_refusal_text   (TerrGame          *game,
                                          const TerrRefusal *refusal,
                                          gboolean           full);

/* terr-hg-edit.c */
/* Every structural fault: the state's (terr_hg_state_check_structure(),
 * beds and gazebos in the order of @items or NULL), then the goal's. */
void         terr_hg_game_check          (TerrHgGame        *self,
                                          const GArray      *items,
                                          GArray            *faults);
/* A fault in words (@items as given to terr_hg_game_check()). */
TerrProblem *terr_hg_game_fault_problem  (TerrHgGame        *self,
                                          const GArray      *items,
                                          const TerrHgFault *fault);
/* The TerrGameClass members of designing. */
gpointer     terr_hg_game_save_setup     (TerrGame          *game);
void         terr_hg_game_restore_setup  (TerrGame          *game,
                                          gpointer           setup);
void         terr_hg_game_free_setup     (gpointer           setup);
void         terr_hg_game_list_problems  (TerrGame          *game,
                                          GPtrArray         *problems);
gboolean     terr_hg_game_set_n_players  (TerrGame          *game,
                                          guint              n_players,
                                          GError           **error);

/* terr-hg-choices.c: the choices of a turn, the computer levels, the
 * score in words (TerrGameClass, "what views ask of a game"). */
void         terr_hg_game_class_init_views (TerrGameClass *game_class);

G_END_DECLS
