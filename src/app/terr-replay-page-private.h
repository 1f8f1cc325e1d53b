/* terr-replay-page-private.h — what the files of the replay viewer share:
 * its struct and the functions one file gives the others.
 *
 *   terr-replay-page.c           the page: the game shown, the view of it
 *   terr-replay-page-actions.c   every action and the one place enabling them
 *   terr-replay-page-tree.c      the comment, trying moves, tree edits
 *   terr-replay-page-timeline.c  the score graph, its computation, autoplay
 *   terr-replay-page-analysis.c  Analyse Game and what it says of a move
 *   terr-replay-page-export.c    Export (image, scenario, scores)
 */
#pragma once

#include "terr-latest.h"
#include "terr-move-list.h"
#include "terr-replay-page.h"
#include "terr-score-graph.h"
#include "terr-toasts.h"

G_BEGIN_DECLS

struct _TerrReplayPage
{
  GtkWidget parent_instance;

  /* Its messages, one at a time (terr-toasts.h). */
  TerrToasts     *toasts;
  TerrBoard      *board;
  GtkLabel       *position_label;
  GtkScale       *slider;
  GtkAdjustment  *slider_adjustment;
  TerrScoreGraph *graph;
  GtkWidget      *progress_box;
  GtkProgressBar *progress_bar;
  GtkWidget      *graph_button;
  TerrMoveList   *move_list;
  GtkWidget      *choices_box;
  GtkListBox     *choices_list;
  GtkLabel       *move_label;
  GtkLabel       *path_label;
  GtkTextView    *comment_view;
  GtkLabel       *comment_hint;

  TerrGame       *game;
  TerrGameMode    old_mode;        /* the game's mode before it was shown */
  guint64         old_cursor;      /* and its cursor (node id) */
  gboolean        modified;
  gboolean        trying;
  gboolean        updating;

  /* The node whose comment the box holds, and a pending write of it. */
  guint64         comment_node;
  guint           comment_timeout;

  TerrLatest      timeline_run;    /* the score graph being computed */
  guint           timeline_tick;   /* waiting for the page's first frame */
  guint           timeline_idle;
  gboolean        timeline_pending; /* waiting for the page to be mapped */
  GArray         *graph_line;      /* guint64 ids of the main line graphed */
  JsonNode       *timeline;        /* the last one graphed, for Export */

  GtkDropDown    *speed_dropdown;
  GtkWidget      *more_button;
  GtkWidget      *autoplay_button;
  GtkWidget      *autoplay_options_button;
  gboolean        autoplay;
  gboolean        pace_by_importance;
  guint           autoplay_timeout;

  GtkNativeDialog *chooser;

  /* the analysis */
  GtkWidget      *analyse_button;
  GtkWidget      *analysis_bar;
  GtkWidget      *analysis_progress_box;
  GtkLabel       *analysis_progress_label;
  GtkProgressBar *analysis_progress_bar;
  GtkLabel       *analysis_summary;
  GtkWidget      *save_analysis_button;
  GtkWidget      *analysis_panel;
  GtkLabel       *analysis_label;
  GtkSpinButton  *threshold_spin;  /* Save Analysis as Comments: the least loss */

  /* whose part of the board is shown (terr-replay-page-seats.c) */
  GtkDropDown    *seat_dropdown;
  GtkStringList  *seat_names;
  TerrLatest      analysis_run;    /* Analyse Game running */
  TerrAnalysis   *analysis;
};

enum {
  PROP_0,
  PROP_GAME,
  PROP_MODIFIED,
  PROP_TRYING,
  PROP_AUTOPLAY,
  PROP_PACE_BY_IMPORTANCE,
  N_PROPS
};

enum {
  PLAY_FROM_HERE,
  N_SIGNALS
};

extern GParamSpec *terr_replay_page_properties[N_PROPS];
extern guint terr_replay_page_signals[N_SIGNALS];

/* A run of work in a thread (the graph, the analysis): the page, kept
 * alive until the answer comes, the run's cancellable and the TerrLatest
 * of its kind (a field of the page). */
typedef struct {
  TerrReplayPage *page;
  TerrLatest     *latest;
  GCancellable   *cancellable;
} TerrReplayRun;

/* Starts a run of @latest (cancelling the one before it). */
TerrReplayRun *terr_replay_run_start  (TerrReplayPage  *page,
                                       TerrLatest      *latest);
/* Frees @run when its answer came: TRUE if it is the latest run of its
 * kind and was not cancelled (the answer is wanted).  @page is its page
 * (transfer full) either way. */
gboolean       terr_replay_run_finish (TerrReplayRun   *run,
                                       TerrReplayPage **page);

/* What Export writes (the same as `terraces-cli render`, a scenario, and
 * `terraces-cli timeline --csv` or `--json`). */
typedef enum {
  TERR_REPLAY_EXPORT_IMAGE,     /* the position shown, .png or .svg */
  TERR_REPLAY_EXPORT_SCENARIO,  /* the position shown as a .terraces scenario */
  TERR_REPLAY_EXPORT_SCORES,    /* the main line's scores, .csv or .json */
} TerrReplayExport;

gboolean        terr_replay_page_export          (TerrReplayPage  *self,
                                                  TerrReplayExport what,
                                                  const char      *path,
                                                  GError         **error);

/* terr-replay-page.c */
/* The labels, the slider, the graph's mark, the analysis of the move and
 * the comment box for the cursor; then the actions. */
void     terr_replay_page_update_view      (TerrReplayPage *self);
void     terr_replay_page_go_to_index      (TerrReplayPage *self,
                                            guint           index);
/* A bell and a toast (a refused edit, an analysis that failed). */
void     terr_replay_page_show_error       (TerrReplayPage *self,
                                            const char     *message);
void     terr_replay_page_toast            (TerrReplayPage *self,
                                            const char     *message);

/* terr-replay-page-actions.c */
void     terr_replay_page_update_actions   (TerrReplayPage *self);
void     terr_replay_page_class_init_actions (GtkWidgetClass *widget_class);

/* terr-replay-page-tree.c */
void     terr_replay_page_load_comment     (TerrReplayPage *self);
void     terr_replay_page_init_tree        (TerrReplayPage *self);
void     terr_replay_page_tree_changed     (TerrReplayPage *self);
void     terr_replay_page_set_trying       (TerrReplayPage *self,
                                            gboolean        trying);
void     terr_replay_page_go_sibling       (TerrReplayPage *self,
                                            int             delta);
void     terr_replay_page_promote          (TerrReplayPage *self);
void     terr_replay_page_delete           (TerrReplayPage *self);
void     terr_replay_page_undo_tree_edit   (TerrReplayPage *self,
                                            gboolean        redo);

/* terr-replay-page-timeline.c */
/* Graph the main line once the page is on screen (a new game). */
void     terr_replay_page_schedule_timeline (TerrReplayPage *self);
void     terr_replay_page_init_timeline    (TerrReplayPage *self);
void     terr_replay_page_timeline_mapped  (TerrReplayPage *self);
void     terr_replay_page_start_timeline   (TerrReplayPage *self);
void     terr_replay_page_cancel_timeline  (TerrReplayPage *self);
void     terr_replay_page_cancel_timeline_start (TerrReplayPage *self);
/* After a tree edit: graph again if the main line changed. */
void     terr_replay_page_check_main_line  (TerrReplayPage *self);
void     terr_replay_page_set_autoplay     (TerrReplayPage *self,
                                            gboolean        autoplay);

/* terr-replay-page-analysis.c */
const TerrMoveAnalysis *terr_replay_page_get_cursor_entry (TerrReplayPage *self);
/* The better move of the cursor's move, unless it was tried already. */
TerrMove *terr_replay_page_get_better_move (TerrReplayPage *self);
/* The better move's squares (TerrBoardSquaresFunc of the analysis panel). */
GArray   *terr_replay_page_analysis_squares_cb (GtkWidget *widget,
                                                gpointer   data);
/* What the analysis says of the move shown. */
void     terr_replay_page_show_move_analysis (TerrReplayPage *self);
void     terr_replay_page_set_analysis     (TerrReplayPage *self,
                                            TerrAnalysis   *analysis);
void     terr_replay_page_start_analysis   (TerrReplayPage *self);
void     terr_replay_page_cancel_analysis  (TerrReplayPage *self);
void     terr_replay_page_add_variation    (TerrReplayPage *self);
void     terr_replay_page_save_analysis    (TerrReplayPage *self);

/* The least loss in points that Save Analysis as Comments writes. */
int      terr_replay_page_get_comment_threshold (TerrReplayPage *self);
void     terr_replay_page_set_comment_threshold (TerrReplayPage *self,
                                            int             points);
/* Whether Save Analysis as Comments writes what it says of @entry: a
 * lost 0-cheat finish, or a better move that gains @threshold points or
 * more (never a move as good as the best). */
gboolean terr_replay_page_reports_entry    (const TerrMoveAnalysis *entry,
                                            int             threshold);

/* terr-replay-page-seats.c */
void     terr_replay_page_init_seats       (TerrReplayPage *self);
/* A new game: its seats in the switcher, "Seat of the Move" selected. */
void     terr_replay_page_reset_seats      (TerrReplayPage *self);
/* The board shows the part of the seat selected (or the move's seat). */
void     terr_replay_page_update_seat      (TerrReplayPage *self);
GtkDropDown *terr_replay_page_get_seat_dropdown (TerrReplayPage *self);

/* terr-replay-page-export.c */
/* Asks where to write, then exports. */
void     terr_replay_page_choose_export    (TerrReplayPage  *self,
                                            TerrReplayExport what);

/* For tests (and what the page shows): */
TerrMoveList   *terr_replay_page_get_move_list   (TerrReplayPage *self);
TerrScoreGraph *terr_replay_page_get_score_graph (TerrReplayPage *self);
/* The comment box: what it shows, and typing into it. */
char           *terr_replay_page_dup_comment_text (TerrReplayPage *self);
void            terr_replay_page_set_comment_text (TerrReplayPage *self,
                                                  const char     *text);
/* "Move 3 of 10" (the position in the line shown). */
const char     *terr_replay_page_get_position_text (TerrReplayPage *self);
/* The pause before autoplay shows move @index of the main line, in ms:
 * the speed's pace, or with pace by importance longer for moves that
 * change the scores more. */
guint           terr_replay_page_get_autoplay_delay (TerrReplayPage *self,
                                                  guint           index);
/* The last analysis (Analyse Game), or NULL; whether one is running; what
 * the page says of the move shown (NULL when nothing). */
TerrAnalysis   *terr_replay_page_get_analysis    (TerrReplayPage *self);
gboolean        terr_replay_page_is_analysing    (TerrReplayPage *self);
const char     *terr_replay_page_get_analysis_text (TerrReplayPage *self);
/* Whether the score graph is being computed. */
gboolean        terr_replay_page_is_computing    (TerrReplayPage *self);

G_END_DECLS
