/* terr-gp-edit.h — designing a Garden Paths scenario by edits.
 *
 * Included by terr-gp-game.h.  Each function changes the starting position
 * of a game without moves (terr_game_is_editable()) as one undoable edit
 * (terr_game_begin_edit() … terr_game_end_edit(): the base keeps the undo
 * stack, lists the problems again and emits "changed"), ignoring turn
 * order and the rules: the position may break them between edits, and
 * terr_game_list_problems() says how.  A function refuses, with a GError
 * and without any change, only what the position cannot hold at all or
 * what names nothing:
 *   - a game with moves (TERR_ERROR_UNSUPPORTED);
 *   - coordinates far out of range: board squares and placements must lie
 *     within TERR_GP_EDIT_MIN..TERR_GP_EDIT_MAX, piece cells within
 *     -63..63 (TERR_ERROR_INVALID);
 *   - a seat, piece, placement or sequence index that does not exist, a
 *     transform outside 0..7, a side that is not n, e, s or w, a cell
 *     whose flower type does not suit the piece's kind, an id that is not
 *     letters, digits, "_" and "-", or is taken (TERR_ERROR_INVALID);
 *   - removing what is not there, the last cell of a piece or the last
 *     piece of the set (the file format holds neither an empty piece nor
 *     an empty set) (TERR_ERROR_INVALID).
 * Pieces, placements and sequence entries are named by their index (in
 * the set, in the seat's grid in the order placed, in the sequence).
 */
#pragma once

#include "terr-gp-game.h"

G_BEGIN_DECLS

/* The range of coordinates an edit takes (a board is at most 64 x 64;
 * a square may lie off it, a problem to mend, but not far). */
#define TERR_GP_EDIT_MIN  (-TERR_GP_MAX_SIDE)
#define TERR_GP_EDIT_MAX  (2 * TERR_GP_MAX_SIDE - 1)

/* Everything emptied: no water, fountains or gates (the board keeps its
 * size and name), one piece left ("p1", one path square: the format
 * needs one), empty grids, no announcement made, seat 1 first, no goal. */
gboolean  terr_gp_game_edit_clear            (TerrGpGame  *self,
                                              GError     **error);

/* --- the board --- */
/* 1..64 each; squares, gates and pieces outside the new size stay (as
 * problems) until they are removed. */
gboolean  terr_gp_game_edit_set_board_size   (TerrGpGame  *self,
                                              int          width,
                                              int          height,
                                              GError     **error);
/* What a resize does with what would fall outside the new size. */
typedef enum {
  TERR_GP_RESIZE_KEEP,         /* it stays outside, as problems */
  TERR_GP_RESIZE_DROP,         /* it is removed */
  TERR_GP_RESIZE_MOVE_INSIDE   /* it moves in to the nearest squares; what
                                * cannot (a piece larger than the board,
                                * water or a fountain where one is already)
                                * is removed */
} TerrGpResize;
/* What lies outside a board of @width x @height, one line each ("Water
 * at (4,1)", "Seat 2's piece p3 at (5,0)"), in the order water,
 * fountains, gates, the seats' pieces; an empty list when nothing does. */
char    **terr_gp_game_edit_list_outside     (TerrGpGame  *self,
                                              int          width,
                                              int          height);
/* What lies outside the board now (terr_gp_game_edit_list_outside at its
 * own size, a design read from a file may hold it): entry @index taken
 * away, or moved inside as a resize moves it (to the nearest squares; a
 * gate takes the side it then borders).  Moving in refuses water or a
 * fountain where one is already, and a piece larger than the board. */
gboolean  terr_gp_game_edit_remove_outside   (TerrGpGame  *self,
                                              guint        index,
                                              GError     **error);
gboolean  terr_gp_game_edit_move_inside      (TerrGpGame  *self,
                                              guint        index,
                                              GError     **error);
/* The new size (1..64 each), and @what with what would lie outside it:
 * one edit (a gate moved inside takes the side it then borders). */
gboolean  terr_gp_game_edit_resize           (TerrGpGame  *self,
                                              int          width,
                                              int          height,
                                              TerrGpResize what,
                                              GError     **error);
gboolean  terr_gp_game_edit_set_board_name   (TerrGpGame  *self,
                                              const char  *name,
                                              GError     **error);
gboolean  terr_gp_game_edit_add_water        (TerrGpGame  *self,
                                              int          x,
                                              int          y,
                                              GError     **error);
/* Removes the last water listed at (x, y). */
gboolean  terr_gp_game_edit_remove_water     (TerrGpGame  *self,
                                              int          x,
                                              int          y,
                                              GError     **error);
gboolean  terr_gp_game_edit_add_fountain     (TerrGpGame  *self,
                                              int          x,
                                              int          y,
                                              GError     **error);
gboolean  terr_gp_game_edit_remove_fountain  (TerrGpGame  *self,
                                              int          x,
                                              int          y,
                                              GError     **error);
gboolean  terr_gp_game_edit_add_gate         (TerrGpGame  *self,
                                              int          x,
                                              int          y,
                                              TerrGpSide   side,
                                              GError     **error);
/* Removes the last gate listed at (x, y) on @side (TERR_GP_SIDE_NONE:
 * on any side). */
gboolean  terr_gp_game_edit_remove_gate      (TerrGpGame  *self,
                                              int          x,
                                              int          y,
                                              TerrGpSide   side,
                                              GError     **error);

/* --- the piece set --- */
/* Adds a piece at the end of the set; @cells as in the file format
 * ("0,0 1,0" or "0,0:rose 1,0:marigold"); @id NULL: the first free of
 * p1, p2, … (path) or f1, f2, … (flower bed).  Returns its index, or -1. */
int       terr_gp_game_edit_add_piece        (TerrGpGame  *self,
                                              const char  *id,
                                              TerrGpKind   kind,
                                              const char  *cells,
                                              GError     **error);
/* Kind and cells together (the flower types must suit the kind). */
gboolean  terr_gp_game_edit_set_piece        (TerrGpGame  *self,
                                              int          piece,
                                              TerrGpKind   kind,
                                              const char  *cells,
                                              GError     **error);
/* One cell: @cover TERR_GP_PATH (a path piece) or a flower (a flower
 * bed) adds the cell or changes its flower; TERR_GP_EMPTY removes it. */
gboolean  terr_gp_game_edit_set_piece_cell   (TerrGpGame  *self,
                                              int          piece,
                                              int          dx,
                                              int          dy,
                                              TerrGpCover  cover,
                                              GError     **error);
/* A new id, unique in the set; the grids and the sequence follow. */
gboolean  terr_gp_game_edit_set_piece_id     (TerrGpGame  *self,
                                              int          piece,
                                              const char  *id,
                                              GError     **error);
/* Removes the piece, every placement of it on the grids and every entry
 * of it in the sequence; the pieces after it move down one index. */
gboolean  terr_gp_game_edit_remove_piece     (TerrGpGame  *self,
                                              int          piece,
                                              GError     **error);

/* --- the grids --- */
/* Puts @piece on @seat's grid at (x, y) turned by @transform (0..7),
 * after the pieces placed already. */
gboolean  terr_gp_game_edit_place            (TerrGpGame  *self,
                                              int          seat,
                                              int          piece,
                                              int          x,
                                              int          y,
                                              int          transform,
                                              GError     **error);
/* Takes placement @index off @seat's grid. */
gboolean  terr_gp_game_edit_remove_placed    (TerrGpGame  *self,
                                              int          seat,
                                              int          index,
                                              GError     **error);
/* Takes off @seat's grid the piece that covers the square (x, y). */
gboolean  terr_gp_game_edit_clear_square     (TerrGpGame  *self,
                                              int          seat,
                                              int          x,
                                              int          y,
                                              GError     **error);

/* --- the announcements (all a scenario stores of them) --- */
/* Announcements completed (the file's `announcements`): the next
 * announcer and kind follow from it, and the sequence starts there. */
gboolean  terr_gp_game_edit_set_announcements (TerrGpGame *self,
                                              guint        announcements,
                                              GError     **error);
/* The seat that makes announcement 0 (1..seats). */
gboolean  terr_gp_game_edit_set_first_seat   (TerrGpGame  *self,
                                              int          seat,
                                              GError     **error);

/* --- the goal --- */
/* <goal type="min-score" seat value>; keeps the sequence of a goal set
 * already (a new goal starts with an empty one). */
gboolean  terr_gp_game_edit_set_goal         (TerrGpGame  *self,
                                              int          seat,
                                              int          value,
                                              GError     **error);
/* Removes the goal and its sequence. */
gboolean  terr_gp_game_edit_clear_goal       (TerrGpGame  *self,
                                              GError     **error);
/* The whole sequence from piece ids ("p4 f1 p2"), which must exist;
 * needs a goal. */
gboolean  terr_gp_game_edit_set_sequence     (TerrGpGame  *self,
                                              const char  *ids,
                                              GError     **error);
/* Inserts @piece before entry @index (the length: at the end). */
gboolean  terr_gp_game_edit_insert_sequence  (TerrGpGame  *self,
                                              int          index,
                                              int          piece,
                                              GError     **error);
gboolean  terr_gp_game_edit_remove_sequence  (TerrGpGame  *self,
                                              int          index,
                                              GError     **error);

G_END_DECLS
