/* terr-board-private.h — what the files of the board widget share: its
 * struct and the functions one file gives the others.
 *
 *   terr-board.c           the widget, its properties, the game and choices
 *   terr-board-snapshot.c  drawing: the scene, the render options, snapshot
 *   terr-board-input.c     pointer and gestures, the ghost, playing, edit mode
 *   terr-board-keyboard.c  the keyboard cursor and the board's actions and keys
 *   terr-board-a11y.c      the words for screen readers
 *   terr-board-refusal.c   a refused placement shown where it was aimed
 */
#pragma once

#include "terr-board.h"
#include "terr-render-scene.h"

G_BEGIN_DECLS

#define TERR_BOARD_MIN_ZOOM 0.5
#define TERR_BOARD_MAX_ZOOM 8.0

struct _TerrBoard
{
  GtkWidget parent_instance;

  TerrGame       *game;
  TerrChoices    *choices;

  /* The position shown (NULL without a game) and what it says to screen
   * readers; both follow the game's "changed". */
  TerrRenderScene *scene;
  char           *label;
  guint           scene_builds;
  /* What was last announced (a move, a refusal, the whole position),
   * read before the cursor until the next key that moves the cursor or
   * the piece; and the description last given to screen readers. */
  char           *announcement;
  char           *accessible_text;
  gboolean        move_to_announce;

  TerrRenderView  view;
  int             max_level;
  double          zoom;
  double          pan_x;
  double          pan_y;
  double          drag_pan_x;
  double          drag_pan_y;

  int             cursor_x;
  int             cursor_y;
  gboolean        cursor_visible;

  /* Where the ghost comes from: the pointer or the cursor. */
  gboolean        pointer_inside;
  gboolean        use_pointer;
  double          pointer_x;
  double          pointer_y;

  TerrMove       *ghost;
  gboolean        ghost_legal;
  char           *ghost_reason;

  /* The placement last refused, shown where the player was looking (the
   * pointer, or the cursor; widget coordinates) with the game's short
   * reason, while the ghost stays that move. */
  TerrMove       *refused;
  char           *refused_text;
  double          refused_x;
  double          refused_y;

  /* While a computer seat plays: input plays nothing, the computer's
   * placement is shown as the ghost for a moment, and a game with a grid
   * per seat shows the grid of a person's seat instead of the seat to
   * move.  While a person plays, the move shown (a hint) is drawn beside
   * the player's own ghost. */
  gboolean        interactive;
  TerrBoardPlayFunc play_func;     /* NULL: play on the game */
  gpointer        play_data;
  TerrMove       *shown_move;
  gboolean        shown_legal;     /* shown as legal whatever the position says */
  int             viewer_seat;
  int             shown_seat;      /* -1: by the rules above; 0: every grid; N: seat N's */

  /* Edit mode (the scenario editor): a click, a right click or Enter
   * emits "square-activated" instead of playing; the cursor follows the
   * pointer, and the ghost is the squares the page's preview gives (no
   * move is drawn). */
  gboolean        edit_mode;
  /* Edit mode: the least extent the board is fitted to (x0, y0, x1, y1,
   * z; none while has_extent is FALSE), grown only when the position
   * outgrows it, so that an edit does not re-zoom the board. */
  gboolean        has_extent;
  double          extent[5];
  /* Edit mode: what a click of the page's tool would do where the
   * pointer or the cursor is (terr_board_set_edit_preview): the squares
   * it would fill (TerrSquare, NULL for none), whether the edit is taken,
   * and when not, the game's reason. */
  TerrBoardPreviewFunc preview_func;
  gpointer        preview_data;
  GArray         *edit_ghost;
  gboolean        edit_ghost_legal;
  char           *edit_ghost_reason;

  /* The score explained on the board (TerrRenderOptions.explain_*). */
  int             explain_seat;
  int             explain_direction;

  /* Marks (terr-board-marks.c): the labels, the last move's squares and
   * the highlighted ones (TerrSquare, NULL for none), and the widget whose
   * hover lit the highlight (only compared). */
  gboolean        show_coordinates;
  GArray         *last_move;
  GArray         *highlight;
  gpointer        highlight_owner;
};

enum {
  PROP_0,
  PROP_GAME,
  PROP_CHOICES,
  PROP_VIEW,
  PROP_MAX_LEVEL,
  PROP_ZOOM,
  PROP_SHOW_COORDINATES,
  N_PROPS
};

enum {
  MOVE_REFUSED,
  SQUARE_ACTIVATED,
  GAZEBO_ACTIVATED,
  N_SIGNALS
};

extern GParamSpec *terr_board_properties[N_PROPS];
extern guint terr_board_signals[N_SIGNALS];

/* terr-board-snapshot.c */
/* The seat whose grid is shown (0: every grid, or a game with one board). */
int          terr_board_get_seat            (TerrBoard      *self);
/* The one place the scene is built (the position or the options changed). */
void         terr_board_rebuild_scene       (TerrBoard      *self);
void         terr_board_class_init_snapshot (GtkWidgetClass *widget_class);

/* terr-board-input.c */
void         terr_board_clear_ghost         (TerrBoard      *self);
/* The ghost again (pointer, cursor, choices or position changed), then
 * the tooltip, the words and a draw. */
void         terr_board_update_ghost        (TerrBoard      *self);
/* Plays @move if the board takes input; a refusal is announced and
 * emitted as "move-refused". */
gboolean     terr_board_play                (TerrBoard      *self,
                                             TerrMove       *move);
/* Picks the piece on square (@x, @y) for the selected choice that needs
 * one (terr_choices_needs_source); a bell when none is there. */
gboolean     terr_board_pick_source         (TerrBoard      *self,
                                             int             x,
                                             int             y,
                                             int             level);
void         terr_board_edit_hover          (TerrBoard      *self);
void         terr_board_edit_activate_cursor (TerrBoard     *self);
void         terr_board_init_input          (TerrBoard      *self);

/* terr-board-refusal.c */
/* The refused @move (the ghost) is shown at the spot with @text, the
 * game's short reason. */
void         terr_board_show_refusal        (TerrBoard      *self,
                                             const TerrMove *move,
                                             const char     *text);
/* Forgets it once the ghost is another move. */
void         terr_board_follow_refusal      (TerrBoard      *self);
void         terr_board_clear_refusal       (TerrBoard      *self);
void         terr_board_snapshot_refusal    (TerrBoard      *self,
                                             GtkSnapshot    *snapshot);

/* terr-board-marks.c */
/* The last move's squares again (the position changed). */
void         terr_board_update_last_move    (TerrBoard      *self);

/* terr-board-keyboard.c */
/* Enables the board's actions for its choices. */
void         terr_board_update_actions      (TerrBoard      *self);
void         terr_board_class_init_keys     (GtkWidgetClass *widget_class);

/* terr-board-a11y.c */
void         terr_board_update_accessible   (TerrBoard      *self);
void         terr_board_announce            (TerrBoard      *self,
                                             const char     *text);
void         terr_board_forget_announcement (TerrBoard      *self);
/* The move just played, the status and whose turn it is, announced. */
void         terr_board_announce_move       (TerrBoard      *self);

/* For tests and debugging: */
/* Point the board at widget coordinates (@x, @y) as the pointer would. */
void         terr_board_hover               (TerrBoard      *self,
                                             double          x,
                                             double          y);
/* Play the pending move at widget coordinates (@x, @y) as a click would;
 * returns whether a move was played. */
gboolean     terr_board_click               (TerrBoard      *self,
                                             double          x,
                                             double          y);
/* The options the board draws with at its current size (theme colours,
 * view, cursor, ghost), for terr_render_draw(). */
void         terr_board_get_render_options  (TerrBoard         *self,
                                             TerrRenderOptions *opts);
/* How many times the board has built the scene of its position: once per
 * change of the position or of the game, never for a draw or a pointer
 * motion. */
guint        terr_board_get_scene_builds    (TerrBoard      *self);
/* The whole position in words (row by row, tier by tier, grid by grid). */
char        *terr_board_describe_position   (TerrBoard      *self);
/* The accessible description last set, and the announcement it starts
 * with (NULL when none). */
const char  *terr_board_get_accessible_text (TerrBoard      *self);
const char  *terr_board_get_announcement    (TerrBoard      *self);
/* The refusal shown at the spot (the game's short words), or NULL. */
const char  *terr_board_get_refusal_text    (TerrBoard      *self);
/* Whether the board is in edit mode. */
gboolean     terr_board_get_edit_mode       (TerrBoard      *self);
/* The zoom (1: the board fits). */
double       terr_board_get_zoom            (TerrBoard      *self);
void         terr_board_set_zoom            (TerrBoard      *self,
                                             double          zoom);

G_END_DECLS
