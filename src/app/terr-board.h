/* terr-board.h — the board of any game, drawn by the shared renderer,
 * played with pointer or keyboard. */
#pragma once

#include <gtk/gtk.h>

#include "terr-choices.h"
#include "terr-game.h"
#include "terr-render.h"

G_BEGIN_DECLS

#define TERR_TYPE_BOARD (terr_board_get_type ())
G_DECLARE_FINAL_TYPE (TerrBoard, terr_board, TERR, BOARD, GtkWidget)

GtkWidget   *terr_board_new          (void);
void         terr_board_set_game     (TerrBoard   *self,
                                      TerrGame    *game);
TerrGame    *terr_board_get_game     (TerrBoard   *self);
/* The pieces to place; the board makes its own when none is given. */
void         terr_board_set_choices  (TerrBoard   *self,
                                      TerrChoices *choices);
TerrChoices *terr_board_get_choices  (TerrBoard   *self);
/* "oblique" or "plan". */
const char  *terr_board_get_view     (TerrBoard   *self);
void         terr_board_set_view     (TerrBoard   *self,
                                      const char  *view);
/* The highest level or tier drawn; -1 for all. */
int          terr_board_get_max_level (TerrBoard  *self);
void         terr_board_set_max_level (TerrBoard  *self,
                                       int         max_level);

/* The keyboard cursor (a space, cell or square of the board). */
void         terr_board_get_cursor   (TerrBoard   *self,
                                      int         *x,
                                      int         *y);
void         terr_board_set_cursor   (TerrBoard   *self,
                                      int          x,
                                      int          y);
/* The pending move shown as a ghost (NULL for none), whether it is legal,
 * and when it is not, why in the game's full words (the tooltip's). */
const TerrMove *terr_board_get_ghost (TerrBoard   *self,
                                      gboolean    *legal,
                                      const char **reason);
/* The move drawn beside the ghost on an interactive board (a hint, the
 * analysis' better move), or NULL. */
const TerrMove *terr_board_get_hint  (TerrBoard   *self);
/* FALSE while a computer seat is to move: clicks and keys play nothing
 * and no ghost follows the pointer (TRUE by default). */
/* Where a move the player makes goes once the rules accept it: by default
 * the board plays it on its game; a network game sends it instead and
 * plays it when the room delivers it.  @func returns FALSE with @error
 * when it could not take the move. */
typedef gboolean (*TerrBoardPlayFunc) (TerrMove  *move,
                                       gpointer   user_data,
                                       GError   **error);
void         terr_board_set_play_func   (TerrBoard         *self,
                                         TerrBoardPlayFunc  func,
                                         gpointer           user_data);
void         terr_board_set_interactive (TerrBoard *self,
                                         gboolean   interactive);
gboolean     terr_board_get_interactive (TerrBoard *self);
/* Show @move (a copy is kept) as the ghost, whatever the pointer does;
 * NULL stops showing it. */
void         terr_board_show_move    (TerrBoard      *self,
                                      const TerrMove *move);
/* Show @move, a move of the position before the one shown (the better
 * move of the analysis), as a legal ghost; NULL stops showing it. */
void         terr_board_show_other_move (TerrBoard      *self,
                                         const TerrMove *move);
/* Games with a private grid per seat: the grid shown whatever the
 * position (the replay viewer's choice): 0 every grid side by side, N
 * seat N's; -1 (the default) as below. */
void         terr_board_set_shown_seat  (TerrBoard *self,
                                         int        seat);
/* The seat whose grid is drawn now (0: every grid, or no grids). */
int          terr_board_get_shown_seat  (TerrBoard *self);
/* Games with a private grid per seat: the seat whose grid is shown while
 * the game goes on (0: the seat to move). */
void         terr_board_set_viewer_seat (TerrBoard *self,
                                         int        seat);
/* The colours @widget draws a position in: the chrome (foreground,
 * background, accent) from its style, so that it follows dark and high
 * contrast, and the seats in the colours the players chose. */
void         terr_board_style_colors   (GtkWidget         *widget,
                                        TerrRenderOptions *opts);
/* Edit mode (the scenario editor): input changes nothing; a click (button
 * 1), a right click (3) or Enter at the cursor (1) emits
 * "square-activated" (const TerrRenderHit *hit, guint button).  From Enter
 * the hit's level is G_MININT and fx, fy are the cursor + 1. */
void         terr_board_set_edit_mode (TerrBoard  *self,
                                       gboolean    edit_mode);
/* Edit mode: what a click at @hit would do (the page asks its tools):
 * the squares it would fill (a new GArray of TerrSquare, or NULL for
 * nothing to show), *@legal FALSE when the edit would be refused, with
 * *@reason (newly allocated) the game's words why; a taken edit may give
 * a reason too (the problem it would make). */
typedef GArray *(*TerrBoardPreviewFunc) (TerrBoard           *board,
                                         const TerrRenderHit *hit,
                                         gboolean            *legal,
                                         char               **reason,
                                         gpointer             data);
/* The board draws that ghost under the pointer or the keyboard cursor,
 * green, or red with its reason beside it when there is one (refused, or
 * making a problem); @func NULL for none. */
void         terr_board_set_edit_preview (TerrBoard            *self,
                                          TerrBoardPreviewFunc  func,
                                          gpointer              data);
/* Asks the preview again (what a click does has changed: another tool). */
void         terr_board_update_edit_ghost (TerrBoard          *self);
/* The squares of the editor's ghost now (NULL and 0 for none), whether
 * the edit would be taken and the reason it is red (refused, or the
 * problem it would make; NULL when green). */
const TerrSquare *terr_board_get_edit_ghost (TerrBoard        *self,
                                             guint            *n_squares,
                                             gboolean         *legal,
                                             const char      **reason);

/* What lies under the widget's point (@x, @y) on the board as shown
 * (zoom and pan undone): FALSE when it is no space, cell or square. */
gboolean     terr_board_hit_test      (TerrBoard      *self,
                                       double          x,
                                       double          y,
                                       TerrRenderHit  *hit);

/* Screen readers.  The board's accessible description says what lies on
 * the cursor's square and what the selected piece would do there; after a
 * move, a refused move or terr_board_read_position() it starts with that
 * announcement (until a key moves the cursor or the piece). */
/* Announce the whole position (the action board.read-position, Ctrl+R). */
void         terr_board_read_position (TerrBoard  *self);
/* Draw the score of @seat explained (0: none); @direction 0 is its best,
 * 1..4 north, east, south, west (TerrRenderOptions.explain_*).  A click
 * on a gazebo emits "gazebo-activated" (int seat). */
void         terr_board_set_explain   (TerrBoard  *self,
                                       int         seat,
                                       int         direction);

/* Marks (terr-board-marks.c).  Coordinate labels along the edges, the
 * numbers the moves' words use (the property "show-coordinates"; off by
 * default). */
gboolean     terr_board_get_show_coordinates (TerrBoard *self);
void         terr_board_set_show_coordinates (TerrBoard *self,
                                              gboolean   show);
/* Squares highlighted in the accent colour (a copy is kept); none with
 * @n_squares 0.  The squares are the core's (terr_game_move_squares,
 * terr_game_node_squares, terr_game_place_squares). */
void         terr_board_set_highlight   (TerrBoard        *self,
                                         const TerrSquare *squares,
                                         guint             n_squares);
const TerrSquare *terr_board_get_highlight (TerrBoard     *self,
                                            guint         *n_squares);
/* The squares of the last move, outlined: the move that led to the game's
 * cursor (none at the start). */
const TerrSquare *terr_board_get_last_move (TerrBoard     *self,
                                            guint         *n_squares);
/* The squares that what @widget shows names (a new GArray of TerrSquare,
 * or NULL for none), asked when it is pointed at. */
typedef GArray *(*TerrBoardSquaresFunc) (GtkWidget *widget,
                                         gpointer   data);
/* While the pointer is over @widget or the focus is in it, the board
 * highlights the squares @func gives; then no more. */
void         terr_board_highlight_on_hover (TerrBoard            *self,
                                            GtkWidget            *widget,
                                            TerrBoardSquaresFunc  func,
                                            gpointer              data);
/* The board's view settings as actions of @page ("board-view.show-coordinates",
 * a boolean state; "board-view.view", "oblique" or "plan"), for its view
 * menu or view options. */
void         terr_board_add_view_actions (TerrBoard *self,
                                          GtkWidget *page);
G_END_DECLS
