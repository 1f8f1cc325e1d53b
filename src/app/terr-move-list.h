/* terr-move-list.h — every move of a game's tree as a list: the main line,
 * and each variation indented under the move it is an alternative to.
 * The row of the game's cursor is selected; selecting a row (a click)
 * goes there. */
#pragma once

#include <gtk/gtk.h>

#include "terr-board.h"
#include "terr-game.h"

G_BEGIN_DECLS

#define TERR_TYPE_MOVE_LIST (terr_move_list_get_type ())
G_DECLARE_FINAL_TYPE (TerrMoveList, terr_move_list, TERR, MOVE_LIST, GtkWidget)

GtkWidget    *terr_move_list_new            (void);
void          terr_move_list_set_game       (TerrMoveList *self,
                                             TerrGame     *game);
/* The board that highlights the squares of the row under the pointer
 * (rows made from now on); NULL for none. */
void          terr_move_list_set_board      (TerrMoveList *self,
                                             TerrBoard    *board);
/* Rows: the start (row 0) and every node of the tree. */
guint         terr_move_list_get_n_rows     (TerrMoveList *self);
TerrGameNode *terr_move_list_get_row_node   (TerrMoveList *self,
                                             guint         row);
/* How far a row is indented (0: the main line). */
guint         terr_move_list_get_row_indent (TerrMoveList *self,
                                             guint         row);
/* The row of @node, or -1. */
int           terr_move_list_find_row       (TerrMoveList *self,
                                             TerrGameNode *node);
/* The selected row (the cursor's), or -1. */
int           terr_move_list_get_selected_row (TerrMoveList *self);
/* What a click on a row does: select it and go to its position. */
void          terr_move_list_activate_row   (TerrMoveList *self,
                                             guint         row);
/* The words a row shows ("12. Ann — bed at (3, 1)"). */
char         *terr_move_list_dup_row_text   (TerrMoveList *self,
                                             guint         row);
/* How many rows were bound to widgets so far, and how many of them had
 * their move put in words (only rows on screen are). */
guint         terr_move_list_get_n_binds    (TerrMoveList *self);
guint         terr_move_list_get_n_described (TerrMoveList *self);
/* Bound rows still waiting for their words (not seen yet). */
guint         terr_move_list_get_n_pending  (TerrMoveList *self);
/* An analysis (terr_game_analyse) whose mistakes the rows mark ("mistake
 * −4" after the move); NULL removes the marks. */
void          terr_move_list_set_analysis   (TerrMoveList *self,
                                             TerrAnalysis *analysis);
/* The mark the widget of @row shows, or NULL (no mark, or not bound). */
char         *terr_move_list_dup_shown_mark (TerrMoveList *self,
                                             guint         row);
/* The move in words the widget of @row shows ("" while it waits to be
 * seen), or NULL when the row is not bound. */
char         *terr_move_list_dup_shown_words (TerrMoveList *self,
                                             guint         row);

/* The comment the widget of @row shows ("" for none), or NULL when the
 * row is not bound. */
char         *terr_move_list_dup_shown_comment (TerrMoveList *self,
                                                guint         row);

G_END_DECLS
