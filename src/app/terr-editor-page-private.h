/* terr-editor-page-private.h — what the files of the scenario editor
 * share (terr-editor-page.c and its -actions, -file, -check and -problems
 * files), and what the tests read of it. */
#pragma once

#include "terr-editor-page.h"
#include "terr-editor-tools.h"
#include "terr-game-page.h"
#include "terr-latest.h"
#include "terr-puzzle.h"

G_BEGIN_DECLS

struct _TerrEditorPage
{
  GtkWidget parent_instance;

  /* The template. */
  GtkStack            *mode_stack;
  TerrBoard           *board;
  GtkDropTarget       *board_drop;   /* what the tools drag onto the board */
  GtkLabel            *file_label;
  GtkLabel            *status_label;
  GtkBox              *side_box;
  GtkPaned            *side_paned;  /* controls above, problems below */
  AdwPreferencesGroup *problems_group;
  GtkScrolledWindow   *problems_scroll;
  GtkListBox          *problems_list;
  GtkFlowBox          *palette_box;
  AdwComboRow         *seat_row;    /* games with a grid per seat */
  GtkStringList       *seat_names;  /* "Seat 1", …: seat_row's model */
  GtkBox              *game_box;
  AdwEntryRow         *title_row;
  AdwEntryRow         *author_row;
  AdwEntryRow         *description_row;
  AdwComboRow         *difficulty_row;
  TerrGamePage        *play_page;
  GtkWidget           *palette_group;
  GtkWidget           *details_group;
  AdwActionRow        *certificate_row;
  GtkProgressBar      *check_progress;
  AdwActionRow        *suggested_row; /* the difficulty the work suggests */
  AdwActionRow        *best_row;      /* score goals: the best reachable */
  GtkWidget           *search_longer_button;
  GtkWidget           *solutions_box; /* two distinct solutions */
  GtkListBox          *first_solution_list;
  GtkListBox          *second_solution_list;
  GtkWidget           *solution_bar;
  GtkLabel            *solution_label;
  GtkWidget           *view_box;    /* oblique or plan: games not flat */

  TerrGame            *game;        /* the design */
  TerrEditorTools     *tools;       /* the game's own rows, in game_box */
  guint                palette_seats; /* the seats the palette was made for */
  TerrGame            *test_game;   /* while test-playing */
  GFile               *file;
  GBytes              *saved;       /* the scenario as last saved or opened */
  char                *tool;
  char                *status;
  GPtrArray           *problems;    /* TerrProblem*, as listed: grouped by
                                     * the kind of their place */
  GtkStringList       *problem_list; /* their messages, bound to problems_list */
  gboolean             updating;    /* widgets follow the model: no edits */
  GtkNativeDialog     *chooser;

  /* What a confirmation dialog waits to do; with pending_after_save,
   * what waits for Save As to write the file. */
  TerrGame            *pending_game;
  gboolean             pending_close;
  gboolean             pending_open;
  gboolean             pending_generate;
  gboolean             pending_after_save;

  /* Checking the puzzle, and the solution it found (TerrMove*) for the
   * position and goal of solution_hash; while stepping through it, the
   * copy the board shows. */
  TerrLatest           check;
  GPtrArray           *solution;
  char                *solution_hash;
  char                *current_hash;
  TerrGame            *solution_game;
  gboolean             board_was_interactive;
  GtkWidget           *generate_dialog;   /* weak */

  /* Tuning (terr-editor-page-tune.c): the node limit of the check
   * running, and the copies of the design with the two solutions shown
   * side by side played on them, for the certificate compared_cert of
   * the position compared_hash. */
  guint64              check_limit;
  TerrGame            *compared[2];
  gconstpointer        compared_cert;
  char                *compared_hash;
};

/* terr-editor-page.c */
void      _terr_editor_page_set_status        (TerrEditorPage *self,
                                               const char     *text);
void      _terr_editor_page_update_all        (TerrEditorPage *self);
void      _terr_editor_page_update_file_label (TerrEditorPage *self);
void      _terr_editor_page_set_design        (TerrEditorPage *self,
                                               TerrGame       *game,
                                               GFile          *file);
GBytes   *_terr_editor_page_current_bytes     (TerrEditorPage *self);

/* terr-editor-page-actions.c: all the "editor." actions, and the one
 * place that enables them. */
void      _terr_editor_page_class_actions_init (GtkWidgetClass *widget_class);
void      _terr_editor_page_update_actions    (TerrEditorPage *self);

/* terr-editor-page-file.c: open, save, unsaved work. */
gboolean  _terr_editor_page_start_design      (TerrEditorPage *self,
                                               TerrGame       *game);
/* Asks about unsaved work before Generate opens; TRUE when it asked (the
 * dialog opens after Save or Discard, not after Cancel). */
gboolean  _terr_editor_page_ask_before_generate (TerrEditorPage *self);
void      _terr_editor_page_save              (TerrEditorPage *self);
void      _terr_editor_page_save_as           (TerrEditorPage *self);
void      _terr_editor_page_open              (TerrEditorPage *self);
void      _terr_editor_page_test_play         (TerrEditorPage *self);
gboolean  _terr_editor_page_close_request_cb  (GtkWindow      *window,
                                               TerrEditorPage *self);
void      _terr_editor_page_file_dispose      (TerrEditorPage *self);

/* terr-editor-page-check.c: Check Puzzle, the solution, Generate. */
void      _terr_editor_page_update_certificate (TerrEditorPage *self);
gboolean  _terr_editor_page_solution_is_current (TerrEditorPage *self);
void      _terr_editor_page_check_puzzle      (TerrEditorPage *self);
void      _terr_editor_page_cancel_check      (TerrEditorPage *self);
void      _terr_editor_page_step_solution     (TerrEditorPage *self);
void      _terr_editor_page_solution_go       (TerrEditorPage *self,
                                               int             delta);
void      _terr_editor_page_leave_solution    (TerrEditorPage *self);
void      _terr_editor_page_forget_check      (TerrEditorPage *self);
void      _terr_editor_page_generate          (TerrEditorPage *self);
void      _terr_editor_page_show_generate     (TerrEditorPage *self);

/* terr-editor-page-tune.c: Check Puzzle as a tuning tool. */
void      _terr_editor_page_run_check         (TerrEditorPage *self,
                                               guint64         max_nodes);
void      _terr_editor_page_search_longer     (TerrEditorPage *self);
void      _terr_editor_page_show_progress     (TerrEditorPage *self,
                                               double          fraction);
void      _terr_editor_page_update_tuning     (TerrEditorPage *self);
void      _terr_editor_page_forget_tuning     (TerrEditorPage *self);

/* terr-editor-page-problems.c: the live list of problems. */
void      _terr_editor_page_problems_init     (TerrEditorPage *self);
GArray   *_terr_editor_page_solution_squares_cb (GtkWidget   *widget,
                                                 gpointer     data);
void      _terr_editor_page_update_problems   (TerrEditorPage *self);
void      _terr_editor_page_problems_focus_changed (TerrEditorPage *self);

/* What the tests read and do (the window needs none of it). */
gboolean    terr_editor_page_open_file      (TerrEditorPage *self,
                                             GFile          *file,
                                             GError        **error);
/* Save as a scenario (a draft when it has problems) and remember @file. */
gboolean    terr_editor_page_save_to_file   (TerrEditorPage *self,
                                             GFile          *file,
                                             GError        **error);
GFile      *terr_editor_page_get_file       (TerrEditorPage *self);
/* Unsaved changes since the last save or open. */
gboolean    terr_editor_page_get_modified   (TerrEditorPage *self);
/* The problems listed (grouped by kind, in the list's order), and
 * selecting the spot of one as a click would. */
guint       terr_editor_page_get_n_problems (TerrEditorPage *self);
const char *terr_editor_page_get_problem    (TerrEditorPage *self,
                                             guint           index);
/* The heading of the group problem @index belongs to. */
char       *terr_editor_page_get_problem_group (TerrEditorPage *self,
                                                guint           index);
void        terr_editor_page_select_problem (TerrEditorPage *self,
                                             guint           index);
/* Games with a grid per seat: the seat whose grid the board shows and
 * a click edits (1..seats; 0 in other games), as the seat switcher. */
guint       terr_editor_page_get_seat       (TerrEditorPage *self);
void        terr_editor_page_set_seat       (TerrEditorPage *self,
                                             guint           seat);
/* The line under the board (the last edit refused, a problem selected). */
const char *terr_editor_page_get_status_text (TerrEditorPage *self);
/* The game being test-played (F5), or NULL while editing. */
TerrGame   *terr_editor_page_get_test_game  (TerrEditorPage *self);
/* Check Puzzle (editor.check-puzzle) running, and what the certificate
 * row says ("Not checked", the verdict, or that it is out of date). */
gboolean    terr_editor_page_is_checking    (TerrEditorPage *self);
const char *terr_editor_page_get_certificate_text (TerrEditorPage *self);
/* The moves of the solution the last check found, while it still belongs
 * to the design (0: none). */
guint       terr_editor_page_get_solution_length (TerrEditorPage *self);
/* While stepping through the solution: the line above the board. */
const char *terr_editor_page_get_solution_text (TerrEditorPage *self);
/* Tuning: the suggested difficulty (NONE when none is shown), the best
 * score row's title (NULL when hidden), the progress bar's words, and
 * the steps of the two solutions side by side (@column 0 or 1; 0 steps
 * when they are not shown). */
TerrDifficulty terr_editor_page_get_suggested_difficulty (TerrEditorPage *self);
const char *terr_editor_page_get_best_text  (TerrEditorPage *self);
const char *terr_editor_page_get_progress_text (TerrEditorPage *self);
guint       terr_editor_page_get_n_compared_steps (TerrEditorPage *self,
                                                   guint           column);
/* The row of step @step of solution @column (for hovering it). */
GtkWidget  *terr_editor_page_get_compared_step (TerrEditorPage *self,
                                                guint           column,
                                                guint           step);
/* The Generate dialog (editor.generate) while it is open. */
GtkWidget  *terr_editor_page_get_generate_dialog (TerrEditorPage *self);

G_END_DECLS
