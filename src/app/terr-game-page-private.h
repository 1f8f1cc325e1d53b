/* terr-game-page-private.h — what the game page's files share: the struct
 * and the functions each file gives the others; and what tests read of
 * the page.
 *
 *   terr-game-page.c          the widget: properties, set_game, the match
 *   terr-game-page-actions.c  every page.* action and the one place that
 *                             enables them (terr_game_page_update_actions)
 *   terr-game-page-panel.c    the side panel: turn, status, goal, the end,
 *                             the moves, the computer, the hint, privacy
 *   terr-game-page-choices.c  the pieces to pick from
 *   terr-game-page-score.c    the score rows
 *   terr-game-page-net.c      a game played over a room (TerrNetMatch)
 *
 * The page names no game: what differs between games comes from the game
 * class (terr-seat-view.h) and from the match (terr-match.h), which also
 * decides what the seat on screen may see.
 */
#pragma once

#include "terr-game-page.h"
#include "terr-match.h"
#include "terr-score-explainer.h"
#include "terr-toasts.h"

G_BEGIN_DECLS

struct _TerrGamePage
{
  GtkWidget parent_instance;

  TerrBoard     *board;
  GtkLabel      *turn_label;
  GtkLabel      *status_label;
  GtkLabel      *goal_label;
  GtkWidget     *choices_box;
  GtkLabel      *choices_heading;
  GtkListBox    *choices_list;
  GtkWidget     *orientation_box;
  GtkWidget     *mirror_button;
  GtkButton     *play_button;
  GtkLabel      *hint_label;
  TerrScoreExplainer *score_explainer;
  GtkListBox    *score_list;
  GtkWidget     *history_box;
  GtkLabel      *move_label;
  GtkLabel      *last_move_label;
  GtkLabel      *comment_label;
  GtkWidget     *view_box;
  GtkWidget     *slice_box;
  GtkLabel      *slice_label;
  GtkAdjustment *slice_adjustment;
  GtkScale      *slice_scale;

  AdwStatusPage *privacy_page;
  GtkButton     *reveal_button;
  GtkWidget     *over_box;
  GtkLabel      *over_label;
  GtkLabel      *goal_status_label;
  TerrGoalStatus last_goal_status;
  char          *certificate_text; /* a puzzle's certificate, under the goal */
  GtkWidget     *computer_box;
  GtkSpinner    *computer_spinner;
  GtkLabel      *computer_label;
  GtkWidget     *pause_button;
  AdwButtonContent *pause_content;
  GtkWidget     *hint_box;
  GtkSpinner    *hint_spinner;
  GtkLabel      *hint_result_label;
  GtkButton     *hint_cancel_button;
  GtkWidget     *resign_button;
  AdwMessageDialog *resign_dialog;

  TerrGame      *game;
  /* Who plays each seat and when the computer moves (NULL without a
   * game); the page keeps the pause and the delay for the next match. */
  TerrMatch     *match;
  /* A game played over a room (terr-game-page-net.c): the match is its
   * match, and the board sends a player's moves through it. */
  TerrNetMatch  *net_match;
  gboolean       net_sending;  /* a move of ours is on its way */
  GtkWidget     *room_panel;   /* TerrRoomPanel, under the moves */
  gboolean       computer_paused;
  guint          computer_delay;
  gboolean       can_undo;
  gboolean       can_redo;
  /* The hint is shown (its box) until hidden or the position changes. */
  gboolean       hint_shown;
  /* The move the board shows where it goes (the computer's, a hint). */
  TerrMove      *ghost;

  TerrChoices   *choices;
  gboolean       updating_list;

  /* Its messages, one at a time (terr-toasts.h). */
  TerrToasts    *toasts;

  /* The score rows as text, one "title: value" line each (for tests),
   * what they were built from, and the winners' names then; whether the
   * game scores per seat (a seat's score may be explained). */
  GString       *scores_shown;
  GListStore    *score_rows;      /* TerrScoreRow (terr-game-page-score.c) */
  char          *score_key;
  char          *score_winners;
  gboolean       per_seat_scores;
  /* The levels the slider's marks were made for (none: upper < lower). */
  int            slice_marks_lower;
  int            slice_marks_upper;
};

enum {
  TERR_GAME_PAGE_PROP_0,
  TERR_GAME_PAGE_PROP_GAME,
  TERR_GAME_PAGE_PROP_VIEW,
  TERR_GAME_PAGE_PROP_COMPUTER_PAUSED,
  TERR_GAME_PAGE_PROP_CAN_UNDO,
  TERR_GAME_PAGE_PROP_CAN_REDO,
  TERR_GAME_PAGE_N_PROPS
};

/* terr-game-page.c */
void             terr_game_page_set_label_text      (GtkLabel     *label,
                                                     const char   *text);
AdwToastOverlay *terr_game_page_get_toast_overlay   (TerrGamePage *self);
void             terr_game_page_set_computer_paused (TerrGamePage *self,
                                                     gboolean      paused);
/* The seat whose view the screen shows (terr_match_get_viewer; 0 without
 * a match). */
int              terr_game_page_get_viewer          (TerrGamePage *self);

/* terr-game-page-actions.c */
void             terr_game_page_class_init_actions  (GtkWidgetClass *widget_class);
void             terr_game_page_update_actions      (TerrGamePage *self);
void             terr_game_page_close_resign_dialog (TerrGamePage *self);

/* terr-game-page-panel.c */
void             terr_game_page_panel_class_init    (GtkWidgetClass *widget_class);
void             terr_game_page_panel_set_match     (TerrGamePage *self);
/* A puzzle's certificate as of its first position, in words, or NULL. */
char            *terr_game_page_describe_certificate (TerrGame    *game);
void             terr_game_page_update_panel        (TerrGamePage *self);
void             terr_game_page_update_computer     (TerrGamePage *self);
void             terr_game_page_update_hint         (TerrGamePage *self);
void             terr_game_page_update_slice_text   (TerrGamePage *self);
void             terr_game_page_panel_init          (TerrGamePage *self);

/* terr-game-page-choices.c */
void             terr_game_page_choices_init        (TerrGamePage *self);
void             terr_game_page_choices_changed     (TerrGamePage *self);
void             terr_game_page_show_choices        (TerrGamePage *self,
                                                     gboolean      shown);

/* terr-game-page-score.c */
void             terr_game_page_score_init          (TerrGamePage *self);
/* Updates the rows; the winners' names when the game is over, else NULL. */
char            *terr_game_page_update_score        (TerrGamePage *self);

/* --- what tests read of the page --- */
/* What the side panel says. */
const char *terr_game_page_get_turn_text  (TerrGamePage *self);
const char *terr_game_page_get_score_text (TerrGamePage *self);
/* The scenario's description and the puzzle's goal. */
const char *terr_game_page_get_goal_text  (TerrGamePage *self);
/* "Move 3 of 10", and the comment of the last move played. */
const char *terr_game_page_get_move_text  (TerrGamePage *self);
const char *terr_game_page_get_comment_text (TerrGamePage *self);
/* The last move in words, as the seat on screen may know it. */
const char *terr_game_page_get_last_move_text (TerrGamePage *self);
/* How long a computer seat's move is pending before it is played
 * (700 ms; tests set 0). */
void        terr_game_page_set_computer_delay (TerrGamePage *self,
                                               guint         ms);
/* TRUE from the moment a computer seat is about to think until its move
 * is played. */
gboolean    terr_game_page_is_computer_thinking (TerrGamePage *self);
/* What the panel says about the computer seats and the hint, or NULL. */
const char *terr_game_page_get_computer_text (TerrGamePage *self);
const char *terr_game_page_get_hint_text (TerrGamePage *self);
const TerrMove *terr_game_page_get_hint_move (TerrGamePage *self);
/* The score rows, one "Ann: 19" line each (" *" after a winner's). */
const char *terr_game_page_get_scores_shown (TerrGamePage *self);
/* "Goal reached…" or "The goal can no longer be reached…", or NULL. */
const char *terr_game_page_get_goal_status_text (TerrGamePage *self);
/* Whether the end of the game (winners, New Game, Save Replay, Review)
 * is shown. */
gboolean    terr_game_page_is_over_shown (TerrGamePage *self);
/* Several people at one screen with private grids: the "Pass to Bob"
 * screen hides the board until page.reveal. */
gboolean    terr_game_page_is_privacy_shown (TerrGamePage *self);
/* The toasts the page shows (not dismissed yet). */
guint       terr_game_page_get_n_toasts (TerrGamePage *self);
/* Whether undo and redo may be offered now (never over a room). */
void        terr_game_page_update_undo (TerrGamePage *self);
/* Show @game with @match (NULL: a match of its own, made here). */
void        terr_game_page_set_game_and_match (TerrGamePage *self,
                                               TerrGame     *game,
                                               TerrMatch    *match);
/* The page's match (NULL without a game). */
TerrMatch  *terr_game_page_get_match (TerrGamePage *self);
/* The question page.resign asks before the game ends as given up
 * (responses "cancel" and "resign"), while it is open; else NULL. */
AdwMessageDialog *terr_game_page_get_resign_dialog (TerrGamePage *self);

G_END_DECLS
