/* terr-gp-game.h — the Garden Paths game.
 *
 * TerrGpGame implements the rules of Garden Paths (docs/rules-garden-paths.md)
 * on top of the plain C engine of terr-gp-engine.h: one private grid per
 * seat, the announcement counter, the pending announcement and which seats
 * have placed it.  Moves: `announce piece` (by the announcer), `place piece
 * x y transform` (every seat once per announcement, in any order) and `end`
 * (by the announcer when no piece of the required kind fits its grid).
 *
 * The functions below give the renderer and the UI what they draw: the
 * board, the pieces, every grid, the live best path of a seat, and a check
 * of a candidate placement for a hover ghost.  A scenario is designed by
 * the edits of terr-gp-edit.h (included here).
 */
#pragma once

#include "terr-game.h"
#include "terr-gp-engine.h"

G_BEGIN_DECLS

#define TERR_TYPE_GP_GAME (terr_gp_game_get_type ())
G_DECLARE_FINAL_TYPE (TerrGpGame, terr_gp_game, TERR, GP_GAME, TerrGame)

/* The resource holding the default board "Courtyard" and the default set. */
#define TERR_GP_DEFAULT_RESOURCE "/io/github/terraces/Terraces/garden-paths-default.terraces"
/* The folder of the other bundled boards (data/garden-paths-boards). */
#define TERR_GP_BOARDS_RESOURCE "/io/github/terraces/Terraces/garden-paths-boards/"

/* A bundled board with its piece set. */
typedef struct {
  const char *id;        /* "courtyard", "herb-garden", …: for the command line and settings */
  const char *title;     /* the board's name in its file; translate with _() to show it */
  int         width;
  int         height;
  const char *resource;  /* its scenario in the core resources */
} TerrGpBoardInfo;

/* The bundled boards, the default (Courtyard) first. */
const TerrGpBoardInfo *terr_gp_game_list_boards   (guint      *n_boards);
/* The bundled board @board_id, or NULL. */
const TerrGpBoardInfo *terr_gp_game_find_board    (const char *board_id);
/* A new game (as terr_game_new) on the bundled board @board_id with its
 * piece set; an unknown id is TERR_ERROR_UNSUPPORTED naming the boards. */
TerrGame             *terr_gp_game_new_on_board  (const char *board_id,
                                                  guint       n_players,
                                                  guint64     seed,
                                                  GError    **error);

const TerrGpBoard    *terr_gp_game_get_board         (TerrGpGame *self);
const TerrGpPieceSet *terr_gp_game_get_pieces        (TerrGpGame *self);
/* Seat @seat's grid (1..N); valid until the next change of the game. */
const TerrGpGrid     *terr_gp_game_get_grid          (TerrGpGame *self,
                                                      int         seat);
int                   terr_gp_game_get_first_seat    (TerrGpGame *self);
/* Announcements completed so far (the file's `announcements`). */
guint                 terr_gp_game_get_announcements (TerrGpGame *self);
/* The seat that makes the current (or next) announcement, and the kind it
 * must announce. */
int                   terr_gp_game_get_announcer     (TerrGpGame *self);
TerrGpKind            terr_gp_game_get_required_kind (TerrGpGame *self);
/* The announced piece every seat must place now (index in the set), or -1. */
int                   terr_gp_game_get_pending_piece (TerrGpGame *self);
/* TRUE when @seat has placed the pending piece already. */
gboolean              terr_gp_game_has_placed        (TerrGpGame *self,
                                                      int         seat);
/* TRUE when @seat could place the pending piece at all. */
gboolean              terr_gp_game_can_place         (TerrGpGame *self,
                                                      int         seat);
/* Would `place piece x y transform` by @seat be legal now?  Nothing
 * changes.  @error gets the reason a player understands. */
gboolean              terr_gp_game_check_placement   (TerrGpGame *self,
                                                      int         seat,
                                                      int         x,
                                                      int         y,
                                                      int         transform,
                                                      GError    **error);
/* The best path of @seat's grid as it is now (exact; cached until the
 * grid changes), with its split. */
const TerrGpScore    *terr_gp_game_get_best_path     (TerrGpGame *self,
                                                      int         seat);
/* TRUE when a puzzle fixes the announcements; @pieces (piece indices)
 * and @n_remaining are those still to come, the next first. */
gboolean              terr_gp_game_get_sequence      (TerrGpGame *self,
                                                      const int **pieces,
                                                      int        *n_remaining);
/* A puzzle's goal: @seat must reach @value points; FALSE when none. */
gboolean              terr_gp_game_get_goal          (TerrGpGame *self,
                                                      int        *seat,
                                                      int        *value);

/* A seat's game over a network (docs/network.md): the seats of @mask (bit
 * 1 << (seat - 1); not every seat) place out of sight, at their own
 * programs.  Set on a game without moves.  Their grids stay as the start
 * left them and no placement of theirs is played here: an announcement is
 * complete once the seats here have placed it (or, when none of them can,
 * rule 5 ends the game); the seat to move while a piece is placed is a
 * seat here; an announcement or `end` of a seat elsewhere is not checked
 * against its grid (its program and the reveal check it).  Nothing of the
 * grids elsewhere is in such a game, so what it shows a seat here
 * (terr-seat-view.h) cannot hold them.  It is a view of the game being
 * played, never written as a replay. */
void                  terr_gp_game_set_seats_elsewhere (TerrGpGame *self,
                                                      guint       mask);
guint                 terr_gp_game_get_seats_elsewhere (TerrGpGame *self);

/* A piece's shape in a few words for people: "three squares in an L",
 * "two squares in a line", or "5 squares" when it has no simple name. */
char                 *terr_gp_piece_describe_shape   (const TerrGpPiece *piece);

G_END_DECLS

/* Designing a scenario by edits (terr_gp_game_edit_*). */
#include "terr-gp-edit.h"
