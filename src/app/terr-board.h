/* terr-board.h — the board of any of the three games, drawn by the shared
 * renderer, played with pointer or keyboard. */
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
/* Highest level (hanging-gardens) or tier (ziggurat) drawn; -1 for all. */
int          terr_board_get_max_level (TerrBoard  *self);
void         terr_board_set_max_level (TerrBoard  *self,
                                       int         max_level);
double       terr_board_get_zoom     (TerrBoard   *self);
void         terr_board_set_zoom     (TerrBoard   *self,
                                      double       zoom);

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
/* FALSE while a computer seat is to move: clicks and keys play nothing
 * and no ghost follows the pointer (TRUE by default). */
void         terr_board_set_interactive (TerrBoard *self,
                                         gboolean   interactive);
gboolean     terr_board_get_interactive (TerrBoard *self);
/* Show @move (a copy is kept) as the ghost, whatever the pointer does;
 * NULL stops showing it. */
void         terr_board_show_move    (TerrBoard      *self,
                                      const TerrMove *move);
/* garden-paths: the seat whose grid is shown while the game goes on
 * (0: the seat to move). */
void         terr_board_set_viewer_seat (TerrBoard *self,
                                         int        seat);
/* Point the board at widget coordinates (@x, @y) as the pointer would. */
void         terr_board_hover        (TerrBoard   *self,
                                      double       x,
                                      double       y);
/* Play the pending move at widget coordinates (@x, @y) as a click would;
 * returns whether a move was played. */
gboolean     terr_board_click        (TerrBoard   *self,
                                      double       x,
                                      double       y);
/* The colours @widget draws a position in: the chrome (foreground,
 * background, accent) from its style, so that it follows dark and high
 * contrast, and the seats in the colours the players chose. */
void         terr_board_style_colors   (GtkWidget         *widget,
                                        TerrRenderOptions *opts);
/* The options the board draws with at its current size (theme colours,
 * view, cursor, ghost), for terr_render_draw(). */
void         terr_board_get_render_options (TerrBoard         *self,
                                            TerrRenderOptions *opts);
/* How many times the board has built the scene of its position (for tests
 * and debugging): once per change of the position or of the game, never
 * for a draw or a pointer motion. */
guint        terr_board_get_scene_builds (TerrBoard *self);
/* Edit mode (the scenario editor): input changes nothing; a click (button
 * 1), a right click (3) or Enter at the cursor (1) emits
 * "square-activated" (const TerrRenderHit *hit, guint button).  From Enter
 * the hit's level is G_MININT and fx, fy are the cursor + 1. */
void         terr_board_set_edit_mode (TerrBoard  *self,
                                       gboolean    edit_mode);
gboolean     terr_board_get_edit_mode (TerrBoard  *self);

/* Screen readers.  The board's accessible description says what lies on
 * the cursor's square and what the selected piece would do there; after a
 * move, a refused move or terr_board_read_position() it starts with that
 * announcement (until a key moves the cursor or the piece). */
/* The whole position in words (row by row, tier by tier, grid by grid). */
char        *terr_board_describe_position (TerrBoard *self);
/* Announce the whole position (the action board.read-position, Ctrl+R). */
void         terr_board_read_position (TerrBoard  *self);
/* The accessible description last set, and the announcement it starts
 * with (NULL when none). */
const char  *terr_board_get_accessible_text (TerrBoard *self);
const char  *terr_board_get_announcement    (TerrBoard *self);
/* Draw the score of @seat explained (0: none); @direction 0 is its best,
 * 1..4 north, east, south, west (TerrRenderOptions.explain_*).  A click
 * on a gazebo emits "gazebo-activated" (int seat). */
void         terr_board_set_explain   (TerrBoard  *self,
                                       int         seat,
                                       int         direction);
G_END_DECLS
