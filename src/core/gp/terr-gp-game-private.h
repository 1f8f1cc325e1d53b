/* terr-gp-game-private.h — what the files of TerrGpGame share
 * (terr-gp-game.c: rules, moves; terr-gp-file.c: files and new games;
 * terr-gp-design.c: problems and setups; terr-gp-describe.c: words;
 * terr-gp-edit.c: edits).  Not for anything outside src/core/gp. */
#pragma once

#include "terr-gp-game.h"
#include "terr-gp-edit.h"

G_BEGIN_DECLS

typedef struct {
  guint   announcements;  /* completed */
  int     pending;        /* piece index, -1 when nothing is announced */
  guint8  placed;         /* bit s-1: seat s has placed the pending piece */
  guint8  can;            /* bit s-1: seat s can place it */
  gboolean over;
} GpState;

struct _TerrGpGame
{
  TerrGame parent_instance;

  TerrGpBoard    *board;
  TerrGpPieceSet *pieces;
  int             n_seats;
  int             first;
  TerrGpGrid     *grids[TERR_GP_MAX_SEATS];
  GpState         state;
  GArray         *undo;                 /* GpUndo */
  /* A seat's game over a network (terr_gp_game_set_seats_elsewhere): the
   * seats (GP_SEAT_BIT) that place out of sight, at other programs. */
  guint8          elsewhere;

  /* best path per seat, recomputed when the grid changed */
  TerrGpScore    *scores[TERR_GP_MAX_SEATS];
  gboolean        score_valid[TERR_GP_MAX_SEATS];

  /* puzzle goal */
  gboolean        has_goal;
  int             goal_seat;
  int             goal_value;
  GArray         *sequence;             /* int piece indices */
  guint           sequence_base;        /* announcement of sequence[0] */
};

#define GP_SEAT_BIT(s) ((guint8) (1u << ((s) - 1)))

/* --- terr-gp-game.c --- */
/* Empties the position (board, pieces, grids, state, goal). */
void         terr_gp_game_clear_position  (TerrGpGame *self);
/* Index in the puzzle's sequence of the next announcement. */
guint        terr_gp_game_sequence_next   (TerrGpGame *self);
int          terr_gp_game_announcer_of    (TerrGpGame *self,
                                           guint       k);
TerrGpKind   terr_gp_game_kind_of         (TerrGpGame *self,
                                           guint       k);
/* "path" or "flower bed", translated. */
const char  *terr_gp_kind_label           (TerrGpKind  kind);
/* The piece the puzzle's sequence forces now: -1 for none (no goal), -2
 * when the sequence is used up. */
int          terr_gp_game_forced_piece    (TerrGpGame *self);
/* No piece the announcer may announce fits its grid (rule 3). */
gboolean     terr_gp_game_announcer_stuck (TerrGpGame *self);
/* Fresh grids for every seat on the current board, each holding again
 * the pieces of @placed[s] (TerrGpPlacement arrays, may be NULL for
 * none), placed leniently; the scores are computed again. */
void         terr_gp_game_set_grids       (TerrGpGame *self,
                                           GArray    **placed);
/* The same with the pieces each grid holds now (after the board or the
 * pieces changed). */
void         terr_gp_game_rebuild_grids   (TerrGpGame *self);

/* --- terr-gp-file.c --- */
/* The class's load_state, setup_new, write_rules and write_state. */
gboolean     terr_gp_game_load_state      (TerrGame      *game,
                                           TerrDocument  *doc,
                                           GError       **error);
gboolean     terr_gp_game_setup_new       (TerrGame      *game,
                                           guint          n_players,
                                           guint64        seed,
                                           GError       **error);
void         terr_gp_game_write_rules     (TerrGame      *game,
                                           xmlNode       *root);
void         terr_gp_game_write_state     (TerrGame      *game,
                                           xmlNode       *root);

/* --- terr-gp-refusal.c --- */
/* The class's refusal_text: the refusals of Garden Paths in words. */
char        *terr_gp_game_refusal_text    (TerrGame          *game,
                                           const TerrRefusal *refusal,
                                           gboolean           full);

/* --- terr-gp-design.c --- */
/* What a problem concerns, for the loader to name the element's line. */
typedef enum {
  GP_SOURCE_WATER,
  GP_SOURCE_FOUNTAIN,
  GP_SOURCE_GATE,
  GP_SOURCE_PIECE,
  GP_SOURCE_PLACED,
  GP_SOURCE_GOAL,
  GP_SOURCE_SEQUENCE,
} GpSourceKind;

typedef struct {
  GpSourceKind kind;
  int seat;               /* GP_SOURCE_PLACED */
  int index;              /* in its list */
} GpSource;

/* The parts of a position terr_gp_game_check looks at. */
typedef enum {
  GP_CHECK_BOARD  = 1 << 0,
  GP_CHECK_PIECES = 1 << 1,
  GP_CHECK_GRIDS  = 1 << 2,   /* needs the board and the pieces */
  GP_CHECK_GOAL   = 1 << 3,   /* needs the pieces */
  GP_CHECK_ALL    = 0xf,
} GpCheckParts;

/* Adds every structural problem (TerrProblem*) of @parts to @problems, in
 * the order a file is read: board (water, fountains, gates, or in
 * @board_order, the order a file listed them: see terr_gp_board_check),
 * pieces, grids (seat by seat, piece by piece), goal.  @sources (GpSource,
 * may be NULL) gets what each concerns; with @first_only it stops after
 * the first. */
void         terr_gp_game_check           (TerrGpGame  *self,
                                           GpCheckParts parts,
                                           GArray      *board_order,
                                           GPtrArray   *problems,
                                           GArray      *sources,
                                           gboolean     first_only);
gpointer     terr_gp_game_save_setup      (TerrGame   *game);
void         terr_gp_game_restore_setup   (TerrGame   *game,
                                           gpointer    setup);
void         terr_gp_game_free_setup      (gpointer    setup);
void         terr_gp_game_list_problems   (TerrGame   *game,
                                           GPtrArray  *problems);
gboolean     terr_gp_game_set_n_players   (TerrGame   *game,
                                           guint       n_players,
                                           GError    **error);

/* --- terr-gp-edit.c --- */
/* The index of the placement on @seat's grid that the square (x, y)
 * shows (the first with a cell there), or -1. */
int          terr_gp_game_placement_at    (TerrGpGame *self,
                                           int         seat,
                                           int         x,
                                           int         y);

/* --- terr-gp-describe.c --- */
void         terr_gp_game_move_squares    (TerrGame       *game,
                                           const TerrMove *move,
                                           GArray         *squares);
char        *terr_gp_game_describe_move   (TerrGame       *game,
                                           const TerrMove *move);
char        *terr_gp_game_status_text     (TerrGame       *game);
char        *terr_gp_game_status_text_for (TerrGame       *game,
                                           int             viewer);
gboolean     terr_gp_game_seat_is_hidden  (TerrGame       *game,
                                           int             viewer,
                                           int             seat);
char        *terr_gp_game_describe_hidden_move (TerrGame  *game,
                                           const TerrMove *move);
gboolean     terr_gp_game_get_goal_vfunc  (TerrGame       *game,
                                           TerrGoal       *goal);
TerrGoalStatus terr_gp_game_goal_status   (TerrGame       *game);
char        *terr_gp_game_goal_text       (TerrGame       *game);
char        *terr_gp_game_describe_square (TerrGame       *game,
                                           int             seat,
                                           int             x,
                                           int             y);

/* terr-gp-choices.c: the choices of a turn, the computer levels, the
 * score in words (TerrGameClass, "what views ask of a game"). */
void         terr_gp_game_class_init_views (TerrGameClass *game_class);

G_END_DECLS
