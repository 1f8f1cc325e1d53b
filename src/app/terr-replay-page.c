/* terr-replay-page.c — the replay viewer.
 *
 * The board (the same TerrBoard as the game page) shows the game's cursor;
 * the move list shows the whole tree with variations indented; the slider
 * walks the line shown; the score graph shows the main line's timeline,
 * computed off the main loop (terr_game_timeline_async) with a
 * progress bar and Cancel.  Keys (caught before the focused widget, except in the
 * comment box and on the board while trying moves): Left/Right a move,
 * Up/Down the other moves tried at this point, Home/End, PageUp/PageDown
 * ten moves.
 *
 * Annotating changes the game's tree only (comments, moves tried here —
 * the game is in review mode, so they become variations —, promote,
 * delete), each undoable; the file is written only when the reviewer
 * saves, and "modified" tells the window to ask before leaving.
 *
 * While no move is being tried, the board takes no input and its choices
 * follow no game, so stepping through a long game costs one scene per
 * step and never a move list.
 *
 * "Analyse Game" runs terr_game_analyse_async (a copy made in a thread)
 * with progress and Cancel; its mistakes are marked in the list and the
 * graph, and the move shown gets the better move in words with "Add as
 * Variation".  The analysis reaches the file only through "Save Analysis
 * as Comments" (one undoable step) or a variation added.
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "terr-error.h"
#include "terr-render.h"
#include "terr-replay-page.h"

#define COMMENT_DELAY_MS 700
#define TIMELINE_TIME_LIMIT 0.5
/* Autoplay: the pause per move at each speed (slow, normal, fast). */
static const guint autoplay_pace_ms[] = { 2500, 1200, 500 };

struct _TerrReplayPage
{
  GtkWidget parent_instance;

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

  GCancellable   *timeline_cancellable;
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
  GCancellable   *analysis_cancellable;
  TerrAnalysis   *analysis;
};

G_DEFINE_FINAL_TYPE (TerrReplayPage, terr_replay_page, GTK_TYPE_WIDGET)

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

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void start_timeline (TerrReplayPage *self);
static void cancel_timeline_start (TerrReplayPage *self);

/* The analysis entry of the cursor's move, or NULL. */
static const TerrMoveAnalysis *
cursor_entry (TerrReplayPage *self)
{
  TerrGameNode *cursor;

  if (self->game == NULL || self->analysis == NULL)
    return NULL;
  cursor = terr_game_get_cursor (self->game);
  if (terr_game_node_get_move (cursor) == NULL)
    return NULL;
  return terr_analysis_find (self->analysis, terr_game_node_get_id (cursor));
}

/* The better move of the cursor's move, unless it was tried already. */
static TerrMove *
cursor_better_move (TerrReplayPage *self)
{
  const TerrMoveAnalysis *e = cursor_entry (self);
  TerrGameNode *parent;

  if (e == NULL || e->better == NULL)
    return NULL;
  parent = terr_game_node_get_parent (terr_game_get_cursor (self->game));
  for (guint i = 0; i < terr_game_node_get_n_children (parent); i++)
    if (terr_move_equal (terr_game_node_get_move (terr_game_node_get_child (parent, i)), e->better))
      return NULL;
  return e->better;
}

/* --- the state shown --- */

static void
update_actions (TerrReplayPage *self)
{
  TerrGame *game = self->game;
  TerrGameNode *cursor = game != NULL ? terr_game_get_cursor (game) : NULL;
  gboolean off_main = cursor != NULL && !terr_game_node_is_main_line (cursor);
  guint n_siblings = cursor != NULL && terr_game_node_get_parent (cursor) != NULL
    ? terr_game_node_get_n_children (terr_game_node_get_parent (cursor)) : 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.first", game != NULL && terr_game_can_undo (game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.previous", game != NULL && terr_game_can_undo (game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.back-10", game != NULL && terr_game_can_undo (game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.next", game != NULL && terr_game_can_redo (game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.last", game != NULL && terr_game_can_redo (game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.forward-10", game != NULL && terr_game_can_redo (game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.previous-variation", n_siblings > 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.next-variation", n_siblings > 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.promote", off_main);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.delete", off_main);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.undo-edit",
                                 game != NULL && terr_game_can_undo_tree_edit (game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.redo-edit",
                                 game != NULL && terr_game_can_redo_tree_edit (game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.play-from-here",
                                 game != NULL && !terr_game_is_over (game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.try-moves",
                                 game != NULL && (self->trying || !terr_game_is_over (game)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.export-image", game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.export-scenario", game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.export-scores", self->timeline != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.autoplay",
                                 game != NULL && (self->autoplay || terr_game_get_n_moves (game) > 0));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.cancel-graph",
                                 self->timeline_cancellable != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.compute-graph",
                                 game != NULL && self->timeline_cancellable == NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.analyse",
                                 game != NULL && self->analysis_cancellable == NULL
                                 && terr_game_node_get_n_children (terr_game_get_root (game)) > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.cancel-analysis",
                                 self->analysis_cancellable != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.save-analysis",
                                 game != NULL && self->analysis != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.add-variation",
                                 game != NULL && cursor_better_move (self) != NULL);
}

static void
load_comment (TerrReplayPage *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->comment_view);
  TerrGameNode *cursor = self->game != NULL ? terr_game_get_cursor (self->game) : NULL;
  gboolean is_move = cursor != NULL && terr_game_node_get_move (cursor) != NULL;
  const char *comment = is_move ? terr_game_node_get_comment (cursor) : NULL;

  self->updating = TRUE;
  gtk_text_buffer_set_text (buffer, comment != NULL ? comment : "", -1);
  self->updating = FALSE;
  self->comment_node = is_move ? terr_game_node_get_id (cursor) : 0;
  gtk_widget_set_sensitive (GTK_WIDGET (self->comment_view), is_move);
  gtk_label_set_label (self->comment_hint,
                       is_move ? _("Type a comment on this move; it is kept in the file when you save.")
                               : _("Comments belong to moves: step to a move to write one."));
}

static void
update_view (TerrReplayPage *self)
{
  TerrGame *game = self->game;
  TerrGameNode *cursor;
  guint index, n;
  g_autofree char *position = NULL;
  g_autofree char *words = NULL;
  g_autofree char *path = NULL;

  update_actions (self);
  if (game == NULL)
    return;

  cursor = terr_game_get_cursor (game);
  index = terr_game_get_position_index (game);
  n = terr_game_get_n_moves (game);

  /* TRANSLATORS: the position in the line of moves shown, e.g. "Move 3 of 10" */
  position = index == 0 ? g_strdup_printf (_("Start of %u"), n)
                        : g_strdup_printf (_("Move %u of %u"), index, n);
  gtk_label_set_label (self->position_label, position);

  if (terr_game_node_get_move (cursor) != NULL)
    {
      g_autofree char *text = terr_game_describe_node (game, cursor);
      words = g_strdup_printf ("%u. %s", index, text);
    }
  else
    words = g_strdup (_("Start position"));
  gtk_label_set_label (self->move_label, words);

  if (terr_game_node_is_main_line (cursor))
    path = g_strdup (index == 0 ? "" : _("Main line"));
  else
    {
      g_autofree char *where = terr_game_node_get_path (cursor);
      /* TRANSLATORS: where a variation is, e.g. "Variation: move 12, variation 2, move 3" */
      path = g_strdup_printf (_("Variation: %s"), where);
    }
  gtk_label_set_label (self->path_label, path);
  gtk_widget_set_visible (GTK_WIDGET (self->path_label), *path != '\0');

  self->updating = TRUE;
  gtk_adjustment_configure (self->slider_adjustment, index, 0, MAX (n, 1), 1, 10, 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->slider), n > 0);
  self->updating = FALSE;

  terr_score_graph_set_current (self->graph,
                                terr_game_node_is_main_line (cursor) ? (int) index : -1);
  /* What the analysis says of this move. */
  {
    const TerrMoveAnalysis *e = cursor_entry (self);
    g_autofree char *said = e != NULL ? terr_move_analysis_text (e) : NULL;

    if (e != NULL && said == NULL && e->verdict == TERR_MOVE_VERDICT_BEST)
      said = g_strdup (_("The analysis found no better move here."));
    gtk_label_set_label (self->analysis_label, said != NULL ? said : "");
    gtk_widget_set_visible (self->analysis_panel, said != NULL);
  }

  /* A comment still being typed belongs to the move it was typed on. */
  if (self->comment_timeout != 0)
    terr_replay_page_commit_comment (self);
  load_comment (self);
}

/* --- the comment --- */

void
terr_replay_page_commit_comment (TerrReplayPage *self)
{
  GtkTextBuffer *buffer;
  GtkTextIter start, end;
  g_autofree char *text = NULL;
  TerrGameNode *node;

  g_return_if_fail (TERR_IS_REPLAY_PAGE (self));

  g_clear_handle_id (&self->comment_timeout, g_source_remove);
  if (self->game == NULL || self->comment_node == 0)
    return;
  node = terr_game_find_node (self->game, self->comment_node);
  if (node == NULL || terr_game_node_get_move (node) == NULL)
    return;

  buffer = gtk_text_view_get_buffer (self->comment_view);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = g_strstrip (gtk_text_buffer_get_text (buffer, &start, &end, FALSE));
  if (g_strcmp0 (text, terr_game_node_get_comment (node) != NULL ? terr_game_node_get_comment (node) : "") != 0)
    terr_game_set_comment (self->game, node, text);
}

static gboolean
comment_timeout_cb (gpointer data)
{
  TerrReplayPage *self = data;

  self->comment_timeout = 0;
  terr_replay_page_commit_comment (self);
  return G_SOURCE_REMOVE;
}

static void
comment_buffer_changed_cb (GtkTextBuffer  *buffer,
                           TerrReplayPage *self)
{
  if (self->updating)
    return;
  g_clear_handle_id (&self->comment_timeout, g_source_remove);
  self->comment_timeout = g_timeout_add (COMMENT_DELAY_MS, comment_timeout_cb, self);
}

static void
comment_focus_leave_cb (GtkEventControllerFocus *controller,
                        TerrReplayPage          *self)
{
  terr_replay_page_commit_comment (self);
}

/* --- the game --- */

static void
game_changed_cb (TerrGame       *game,
                 TerrReplayPage *self)
{
  update_view (self);
}

static GArray *
main_line_ids (TerrGame *game)
{
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (guint64));

  for (TerrGameNode *n = terr_game_get_root (game); n != NULL; n = terr_game_node_get_child (n, 0))
    {
      guint64 id = terr_game_node_get_id (n);
      g_array_append_val (ids, id);
    }
  return ids;
}

static void
tree_changed_cb (TerrGame       *game,
                 TerrReplayPage *self)
{
  g_autoptr(GArray) ids = NULL;

  if (!self->modified)
    {
      self->modified = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
    }
  update_actions (self);

  /* A promotion or deletion changes the main line: graph it again (the
   * positions graphed before come from the cache). */
  ids = main_line_ids (game);
  if (self->graph_line == NULL || ids->len != self->graph_line->len
      || memcmp (ids->data, self->graph_line->data, ids->len * sizeof (guint64)) != 0)
    start_timeline (self);
}

static void
move_refused_cb (TerrBoard      *board,
                 const char     *reason,
                 TerrReplayPage *self)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

  gtk_widget_error_bell (GTK_WIDGET (board));
  if (overlay != NULL)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), adw_toast_new (reason));
}

/* --- the score graph --- */

static void
timeline_progress_cb (double   fraction,
                      gpointer data)
{
  TerrReplayPage *self = data;

  gtk_progress_bar_set_fraction (self->progress_bar, fraction);
}

typedef struct {
  TerrReplayPage *page;
  GCancellable   *cancellable;   /* identifies the run */
} TimelineRun;

static void
timeline_done_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  TimelineRun *run = data;
  g_autoptr(TerrReplayPage) self = run->page;
  g_autoptr(GCancellable) cancellable = run->cancellable;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) timeline = terr_game_timeline_finish (TERR_GAME (source), result, &error);

  g_free (run);
  /* An older run, replaced by a newer one (or by another game): the
   * newer one shows its result. */
  if (cancellable != self->timeline_cancellable || TERR_GAME (source) != self->game)
    return;

  g_clear_object (&self->timeline_cancellable);
  gtk_widget_set_visible (self->progress_box, FALSE);
  if (timeline != NULL)
    {
      g_clear_pointer (&self->timeline, json_node_unref);
      self->timeline = json_node_ref (timeline);
      terr_score_graph_set_timeline (self->graph, timeline);
      gtk_widget_set_visible (GTK_WIDGET (self->graph), TRUE);
      gtk_widget_set_visible (self->graph_button, FALSE);
    }
  else
    {
      gtk_widget_set_visible (self->graph_button, TRUE);
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Could not compute the scores: %s", error->message);
    }
  update_view (self);
}

static void
start_timeline (TerrReplayPage *self)
{
  TimelineRun *run;

  cancel_timeline_start (self);
  if (self->timeline_cancellable != NULL)
    g_cancellable_cancel (self->timeline_cancellable);
  g_clear_object (&self->timeline_cancellable);
  g_clear_pointer (&self->graph_line, g_array_unref);
  if (self->game == NULL)
    return;

  self->graph_line = main_line_ids (self->game);
  self->timeline_cancellable = g_cancellable_new ();
  run = g_new0 (TimelineRun, 1);
  run->page = g_object_ref (self);
  run->cancellable = g_object_ref (self->timeline_cancellable);
  gtk_progress_bar_set_fraction (self->progress_bar, 0);
  gtk_widget_set_visible (self->progress_box, TRUE);
  gtk_widget_set_visible (self->graph_button, FALSE);
  /* The game is copied in the thread (from its bytes), not here. */
  terr_game_timeline_async (self->game, TIMELINE_TIME_LIMIT, self->timeline_cancellable,
                                     timeline_progress_cb, self,
                                     timeline_done_cb, run);
  update_actions (self);
}

/* The graph is started once the page is on screen: writing a long game
 * into bytes for the thread's copy takes a moment, which the first frame
 * need not wait for. */
static gboolean
timeline_idle_cb (gpointer data)
{
  TerrReplayPage *self = data;

  self->timeline_idle = 0;
  start_timeline (self);
  return G_SOURCE_REMOVE;
}

static gboolean
timeline_tick_cb (GtkWidget     *widget,
                  GdkFrameClock *clock,
                  gpointer       data)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (widget);

  self->timeline_tick = 0;
  if (self->timeline_idle == 0)
    self->timeline_idle = g_idle_add_full (G_PRIORITY_LOW, timeline_idle_cb, self, NULL);
  return G_SOURCE_REMOVE;
}

static void
cancel_timeline_start (TerrReplayPage *self)
{
  if (self->timeline_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->timeline_tick);
  self->timeline_tick = 0;
  self->timeline_pending = FALSE;
  g_clear_handle_id (&self->timeline_idle, g_source_remove);
}

static void
graph_position_activated_cb (TerrScoreGraph *graph,
                             guint           index,
                             TerrReplayPage *self)
{
  TerrGameNode *node;

  if (self->game == NULL)
    return;
  node = terr_game_get_root (self->game);
  for (guint i = 0; i < index && node != NULL && terr_game_node_get_n_children (node) > 0; i++)
    node = terr_game_node_get_child (node, 0);
  terr_replay_page_commit_comment (self);
  terr_game_go_to_node (self->game, node);
}

/* --- trying moves --- */

static void
rebuild_choices (TerrReplayPage *self)
{
  TerrChoices *choices = terr_board_get_choices (self->board);
  guint n = terr_choices_get_n_choices (choices);
  int selected = terr_choices_get_selected (choices);
  GtkWidget *child;

  self->updating = TRUE;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choices_list))) != NULL)
    gtk_list_box_remove (self->choices_list, child);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), terr_choices_get_label (choices, i));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      if (!terr_choices_is_positional (choices, i))
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Press Enter or double-click to play it"));
      else if (terr_choices_get_n_legal (choices, i) == 0)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Fits nowhere"));
      gtk_list_box_append (self->choices_list, row);
      if ((int) i == selected)
        gtk_list_box_select_row (self->choices_list, GTK_LIST_BOX_ROW (row));
    }
  self->updating = FALSE;
}

static void
choices_selected_cb (TerrReplayPage *self)
{
  int selected = terr_choices_get_selected (terr_board_get_choices (self->board));
  GtkListBoxRow *row = selected >= 0 ? gtk_list_box_get_row_at_index (self->choices_list, selected) : NULL;

  self->updating = TRUE;
  if (row != NULL)
    gtk_list_box_select_row (self->choices_list, row);
  else
    gtk_list_box_unselect_all (self->choices_list);
  self->updating = FALSE;
}

static void
choice_row_selected_cb (GtkListBox     *list,
                        GtkListBoxRow  *row,
                        TerrReplayPage *self)
{
  if (self->updating || row == NULL)
    return;
  terr_choices_set_selected (terr_board_get_choices (self->board), gtk_list_box_row_get_index (row));
}

static void
choice_row_activated_cb (GtkListBox     *list,
                         GtkListBoxRow  *row,
                         TerrReplayPage *self)
{
  TerrChoices *choices = terr_board_get_choices (self->board);
  int index = gtk_list_box_row_get_index (row);

  terr_choices_set_selected (choices, index);
  if (terr_choices_is_positional (choices, index))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
  else
    gtk_widget_activate_action (GTK_WIDGET (self->board), "board.place", NULL);
}

static void
set_trying (TerrReplayPage *self,
            gboolean        trying)
{
  TerrChoices *choices = terr_board_get_choices (self->board);

  trying = trying && self->game != NULL;
  if (self->trying == trying)
    return;
  self->trying = trying;

  /* Only while trying does the board take moves (and its choices follow
   * the game). */
  terr_choices_set_game (choices, trying ? self->game : NULL);
  gtk_widget_set_can_target (GTK_WIDGET (self->board), trying);
  gtk_widget_set_focusable (GTK_WIDGET (self->board), trying);
  gtk_widget_set_visible (self->choices_box, trying);
  if (trying)
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TRYING]);
}

/* --- navigation --- */

static void
go_to_index (TerrReplayPage *self,
             guint           index)
{
  terr_replay_page_commit_comment (self);
  terr_game_go_to (self->game, MIN (index, terr_game_get_n_moves (self->game)));
}

static void
go_sibling (TerrReplayPage *self,
            int             delta)
{
  TerrGameNode *cursor = terr_game_get_cursor (self->game);
  TerrGameNode *parent = terr_game_node_get_parent (cursor);
  guint n, i;

  if (parent == NULL || (n = terr_game_node_get_n_children (parent)) < 2)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  i = (terr_game_node_get_index (cursor) + n + delta) % n;
  terr_replay_page_commit_comment (self);
  terr_game_go_to_node (self->game, terr_game_node_get_child (parent, i));
}

static void
navigate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (widget);
  guint index;

  if (self->game == NULL)
    return;

  index = terr_game_get_position_index (self->game);
  if (g_str_equal (action_name, "replay.first"))
    go_to_index (self, 0);
  else if (g_str_equal (action_name, "replay.previous"))
    go_to_index (self, index > 0 ? index - 1 : 0);
  else if (g_str_equal (action_name, "replay.next"))
    go_to_index (self, index + 1);
  else if (g_str_equal (action_name, "replay.last"))
    go_to_index (self, G_MAXUINT);
  else if (g_str_equal (action_name, "replay.back-10"))
    go_to_index (self, index > 10 ? index - 10 : 0);
  else if (g_str_equal (action_name, "replay.forward-10"))
    go_to_index (self, index + 10);
  else if (g_str_equal (action_name, "replay.previous-variation"))
    go_sibling (self, -1);
  else if (g_str_equal (action_name, "replay.next-variation"))
    go_sibling (self, 1);
}

static void
slider_changed_cb (GtkAdjustment  *adjustment,
                   TerrReplayPage *self)
{
  guint index = (guint) (gtk_adjustment_get_value (adjustment) + 0.5);

  if (self->updating || self->game == NULL || index == terr_game_get_position_index (self->game))
    return;
  go_to_index (self, index);
}

/* --- annotating --- */

static void
promote_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (widget);

  if (self->game == NULL)
    return;
  terr_replay_page_commit_comment (self);
  terr_game_promote_node (self->game, terr_game_get_cursor (self->game));
}

static void
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return;
  terr_replay_page_commit_comment (self);
  if (!terr_game_delete_node (self->game, terr_game_get_cursor (self->game), &error))
    move_refused_cb (self->board, error->message, self);
}

static void
edit_history_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (widget);

  if (self->game == NULL)
    return;
  terr_replay_page_commit_comment (self);
  if (g_str_equal (action_name, "replay.undo-edit"))
    terr_game_undo_tree_edit (self->game);
  else
    terr_game_redo_tree_edit (self->game);
  /* A comment undone shows at once. */
  load_comment (self);
  update_view (self);
}

/* --- the analysis --- */

static void
analysis_progress_cb (guint    done,
                      guint    total,
                      gpointer data)
{
  TerrReplayPage *self = data;
  g_autofree char *text = NULL;

  /* TRANSLATORS: progress of "Analyse Game" */
  text = g_strdup_printf (_("Analysing move %u of %u…"), MIN (done + 1, total), total);
  gtk_label_set_label (self->analysis_progress_label, text);
  gtk_progress_bar_set_fraction (self->analysis_progress_bar, total > 0 ? (double) done / total : 1.0);
}

typedef struct {
  TerrReplayPage *page;
  GCancellable   *cancellable;   /* identifies the run */
} AnalysisRun;

static void
set_analysis (TerrReplayPage *self,
              TerrAnalysis   *analysis)
{
  if (self->analysis != analysis)
    {
      g_clear_pointer (&self->analysis, terr_analysis_unref);
      if (analysis != NULL)
        self->analysis = terr_analysis_ref (analysis);
    }
  terr_move_list_set_analysis (self->move_list, analysis);
  terr_score_graph_set_analysis (self->graph, analysis);
  gtk_widget_set_visible (GTK_WIDGET (self->analysis_summary), analysis != NULL);
  gtk_widget_set_visible (self->save_analysis_button, analysis != NULL);
  gtk_widget_set_visible (self->analysis_bar, analysis != NULL || self->analysis_cancellable != NULL);
  if (analysis != NULL)
    {
      guint n = terr_analysis_get_n_mistakes (analysis);
      g_autofree char *text = NULL;

      text = n == 0 ? g_strdup (_("No mistakes found"))
                    : g_strdup_printf (ngettext ("%u mistake found", "%u mistakes found", n), n);
      gtk_label_set_label (self->analysis_summary, text);
    }
}

static void
analysis_done_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  AnalysisRun *run = data;
  g_autoptr(TerrReplayPage) self = run->page;
  g_autoptr(GCancellable) cancellable = run->cancellable;
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrAnalysis) analysis = terr_game_analyse_finish (TERR_GAME (source), result, &error);

  g_free (run);
  if (cancellable != self->analysis_cancellable || TERR_GAME (source) != self->game)
    return;

  g_clear_object (&self->analysis_cancellable);
  gtk_widget_set_visible (self->analysis_progress_box, FALSE);
  gtk_widget_set_visible (self->analyse_button, TRUE);
  /* a run cancelled keeps the analysis there was */
  set_analysis (self, analysis != NULL ? analysis : self->analysis);
  if (analysis == NULL
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
      && !g_error_matches (error, TERR_ERROR, TERR_ERROR_CANCELLED))
    {
      g_autofree char *message = g_strdup_printf (_("The game could not be analysed: %s"), error->message);
      move_refused_cb (self->board, message, self);
    }
  update_view (self);
}

static void
start_analysis (TerrReplayPage *self)
{
  AnalysisRun *run;

  if (self->analysis_cancellable != NULL)
    g_cancellable_cancel (self->analysis_cancellable);
  g_clear_object (&self->analysis_cancellable);
  if (self->game == NULL)
    return;

  self->analysis_cancellable = g_cancellable_new ();
  run = g_new0 (AnalysisRun, 1);
  run->page = g_object_ref (self);
  run->cancellable = g_object_ref (self->analysis_cancellable);
  analysis_progress_cb (0, terr_game_get_n_moves (self->game), self);
  gtk_widget_set_visible (self->analysis_progress_box, TRUE);
  gtk_widget_set_visible (self->analysis_bar, TRUE);
  gtk_widget_set_visible (self->analyse_button, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->analysis_summary), FALSE);
  gtk_widget_set_visible (self->save_analysis_button, FALSE);
  terr_game_analyse_async (self->game, NULL, self->analysis_cancellable,
                           analysis_progress_cb, self, analysis_done_cb, run);
  update_actions (self);
}

static void
add_variation (TerrReplayPage *self)
{
  const TerrMoveAnalysis *e = cursor_entry (self);
  TerrMove *better = cursor_better_move (self);
  g_autoptr(TerrMove) move = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *said = NULL;
  g_autofree char *note = NULL;
  g_autoptr(GPtrArray) line = NULL;
  TerrGameNode *parent, *node;

  if (better == NULL)
    return;
  said = terr_move_analysis_text (e);
  parent = terr_game_node_get_parent (terr_game_get_cursor (self->game));
  move = terr_move_copy_bare (better);
  terr_replay_page_commit_comment (self);
  /* TRANSLATORS: the comment of a variation added from the analysis; %u is
   * the move it replaces */
  note = g_strdup_printf (_("Analysis: instead of move %u. %s"), e->number, said != NULL ? said : "");
  /* One tree edit (the move with its comment): one undo takes it out. */
  line = g_ptr_array_new ();
  g_ptr_array_add (line, move);
  node = terr_game_add_variation (self->game, parent, line, note, &error);
  if (node == NULL)
    {
      move_refused_cb (self->board, error->message, self);
      return;
    }
  /* and the reviewer sees it */
  terr_game_go_to_node (self->game, node);
  update_view (self);
}

static void
save_analysis (TerrReplayPage *self)
{
  guint n = 0;

  if (self->game == NULL || self->analysis == NULL)
    return;
  terr_replay_page_commit_comment (self);
  for (guint i = 0; i < terr_analysis_get_n_moves (self->analysis); i++)
    {
      const TerrMoveAnalysis *e = terr_analysis_get_move (self->analysis, i);
      TerrGameNode *node = terr_game_find_node (self->game, e->node_id);
      g_autofree char *said = terr_move_analysis_text (e);
      const char *old;
      g_autofree char *comment = NULL;

      if (node == NULL || said == NULL)
        continue;
      old = terr_game_node_get_comment (node);
      /* saved twice: once */
      if (old != NULL && strstr (old, said) != NULL)
        continue;
      comment = old != NULL && *old != '\0' ? g_strdup_printf ("%s\n%s", old, said) : g_strdup (said);
      if (terr_game_set_comment (self->game, node, comment))
        n++;
    }
  /* one step for undo */
  terr_game_group_tree_edits (self->game, n);
  load_comment (self);
  update_view (self);
}

static void
analysis_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (widget);

  if (g_str_equal (action_name, "replay.analyse"))
    start_analysis (self);
  else if (g_str_equal (action_name, "replay.cancel-analysis"))
    {
      if (self->analysis_cancellable != NULL)
        g_cancellable_cancel (self->analysis_cancellable);
    }
  else if (g_str_equal (action_name, "replay.add-variation"))
    add_variation (self);
  else if (g_str_equal (action_name, "replay.save-analysis"))
    save_analysis (self);
}

static void
play_from_here_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (widget);
  g_autoptr(TerrGame) scenario = NULL;

  if (self->game == NULL)
    return;
  terr_replay_page_commit_comment (self);
  scenario = terr_game_new_scenario (self->game);
  if (scenario != NULL)
    g_signal_emit (self, signals[PLAY_FROM_HERE], 0, scenario);
}

static void
graph_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (widget);

  if (g_str_equal (action_name, "replay.compute-graph"))
    start_timeline (self);
  else if (self->timeline_cancellable != NULL)
    g_cancellable_cancel (self->timeline_cancellable);
}

/* --- export --- */

static void
append_cell (GString    *line,
             JsonObject *entry,
             const char *name)
{
  JsonNode *node = json_object_get_member (entry, name);

  if (line->len > 0)
    g_string_append_c (line, ',');
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return;
  if (json_node_get_value_type (node) == G_TYPE_STRING)
    g_string_append (line, json_node_get_string (node));
  else
    g_string_append_printf (line, "%" G_GINT64_FORMAT, json_node_get_int (node));
}

/* The CSV of `terraces-cli timeline --csv`. */
static char *
timeline_to_csv (JsonObject *timeline)
{
  JsonArray *positions = json_object_get_array_member (timeline, "positions");
  JsonArray *seats = json_object_has_member (timeline, "seats")
    ? json_object_get_array_member (timeline, "seats") : NULL;
  GString *text = g_string_new (NULL);
  g_autoptr(GString) line = g_string_new (NULL);

  if (seats != NULL)
    {
      g_string_append (line, "move,seat");
      for (guint i = 0; i < json_array_get_length (seats); i++)
        g_string_append_printf (line, ",score_%" G_GINT64_FORMAT, json_array_get_int_element (seats, i));
    }
  else
    g_string_append (line, "move,placed,cheats,zero_cheat");
  g_string_append_printf (text, "%s\n", line->str);

  for (guint k = 0; positions != NULL && k < json_array_get_length (positions); k++)
    {
      JsonObject *entry = json_array_get_object_element (positions, k);

      g_string_truncate (line, 0);
      append_cell (line, entry, "move");
      if (seats != NULL)
        {
          JsonArray *scores = json_object_get_array_member (entry, "scores");

          append_cell (line, entry, "seat");
          for (guint i = 0; scores != NULL && i < json_array_get_length (scores); i++)
            g_string_append_printf (line, ",%" G_GINT64_FORMAT, json_array_get_int_element (scores, i));
        }
      else
        {
          append_cell (line, entry, "placed");
          append_cell (line, entry, "cheats");
          append_cell (line, entry, "zero_cheat");
        }
      g_string_append_printf (text, "%s\n", line->str);
    }
  return g_string_free (text, FALSE);
}

gboolean
terr_replay_page_export (TerrReplayPage   *self,
                         TerrReplayExport  what,
                         const char       *path,
                         GError          **error)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (self->game == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("There is no game to export"));
      return FALSE;
    }

  switch (what)
    {
    case TERR_REPLAY_EXPORT_IMAGE:
      {
        TerrRenderOptions opts;

        /* As `terraces-cli render` draws it, in the board's view. */
        terr_render_options_init (&opts);
        opts.view = g_strcmp0 (terr_board_get_view (self->board), "plan") == 0
          ? TERR_RENDER_VIEW_PLAN : TERR_RENDER_VIEW_OBLIQUE;
        opts.fill_background = TRUE;
        return terr_render_to_file (self->game, path, 1280, 800, &opts, error);
      }
    case TERR_REPLAY_EXPORT_SCENARIO:
      {
        g_autoptr(TerrGame) scenario = terr_game_new_scenario (self->game);

        return terr_game_save_path (scenario, path, TERR_FILE_SCENARIO, error);
      }
    case TERR_REPLAY_EXPORT_SCORES:
    default:
      {
        g_autofree char *text = NULL;

        if (self->timeline == NULL)
          {
            g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                                 _("The scores are not computed yet"));
            return FALSE;
          }
        if (g_str_has_suffix (path, ".json"))
          {
            g_autoptr(JsonGenerator) gen = json_generator_new ();
            g_autofree char *json = NULL;

            json_generator_set_pretty (gen, TRUE);
            json_generator_set_indent (gen, 2);
            json_generator_set_root (gen, self->timeline);
            json = json_generator_to_data (gen, NULL);
            text = g_strconcat (json, "\n", NULL);
          }
        else
          text = timeline_to_csv (json_node_get_object (self->timeline));
        return g_file_set_contents (path, text, -1, error);
      }
    }
}

static void
show_toast (TerrReplayPage *self,
            const char     *message)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

  if (overlay != NULL)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), adw_toast_new (message));
}

static void
export_response_cb (GtkNativeDialog *chooser,
                    int              response,
                    TerrReplayPage  *self)
{
  TerrReplayExport what = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "export"));

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
      g_autofree char *basename = file != NULL ? g_file_get_basename (file) : NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *message = NULL;

      if (path == NULL)
        message = g_strdup (_("Only local files can be written"));
      else if (terr_replay_page_export (self, what, path, &error))
        /* TRANSLATORS: after an export, e.g. "Exported “move-12.png”" */
        message = g_strdup_printf (_("Exported “%s”"), basename);
      else
        message = g_strdup_printf (_("Could not export “%s”: %s"), basename, error->message);
      show_toast (self, message);
    }
  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->chooser);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  TerrReplayExport what;
  const char *title;
  g_autofree char *name = NULL;
  GtkFileChooserNative *chooser;
  guint index;

  if (self->game == NULL)
    return;
  index = terr_game_get_position_index (self->game);
  if (g_str_equal (action_name, "replay.export-image"))
    {
      what = TERR_REPLAY_EXPORT_IMAGE;
      title = _("Export the Position as an Image");
      /* TRANSLATORS: a file name; .png gives PNG, .svg SVG */
      name = g_strdup_printf (_("move-%u.png"), index);
    }
  else if (g_str_equal (action_name, "replay.export-scenario"))
    {
      what = TERR_REPLAY_EXPORT_SCENARIO;
      title = _("Export the Position as a Scenario");
      name = g_strdup_printf (_("move-%u.terraces"), index);
    }
  else
    {
      what = TERR_REPLAY_EXPORT_SCORES;
      title = _("Export the Scores");
      /* TRANSLATORS: a file name; .csv gives CSV, .json JSON */
      name = g_strdup (_("scores.csv"));
    }

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (self->chooser);
  g_clear_object (&self->chooser);
  chooser = gtk_file_chooser_native_new (title, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_object_set_data (G_OBJECT (chooser), "export", GINT_TO_POINTER (what));
  g_signal_connect (chooser, "response", G_CALLBACK (export_response_cb), self);
  self->chooser = GTK_NATIVE_DIALOG (chooser);
  gtk_native_dialog_show (self->chooser);
}

/* --- autoplay --- */

guint
terr_replay_page_get_autoplay_delay (TerrReplayPage *self,
                                     guint           index)
{
  guint speed;
  double pace;

  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), 0);

  speed = MIN (gtk_drop_down_get_selected (self->speed_dropdown), G_N_ELEMENTS (autoplay_pace_ms) - 1);
  pace = autoplay_pace_ms[speed];
  /* Quiet moves go by at a third of the pace, the move that changes the
   * scores most lingers three times as long. */
  if (self->pace_by_importance && terr_score_graph_get_n_positions (self->graph) > index)
    pace *= 1.0 / 3 + (3.0 - 1.0 / 3) * terr_score_graph_get_importance (self->graph, index);
  return (guint) pace;
}

static void set_autoplay (TerrReplayPage *self,
                          gboolean        autoplay);
static void schedule_autoplay (TerrReplayPage *self);

static gboolean
autoplay_step_cb (gpointer data)
{
  TerrReplayPage *self = data;

  self->autoplay_timeout = 0;
  if (self->game == NULL || !terr_game_can_redo (self->game))
    {
      set_autoplay (self, FALSE);
      return G_SOURCE_REMOVE;
    }
  terr_replay_page_commit_comment (self);
  terr_game_redo (self->game);
  if (terr_game_can_redo (self->game))
    schedule_autoplay (self);
  else
    set_autoplay (self, FALSE);
  return G_SOURCE_REMOVE;
}

static void
schedule_autoplay (TerrReplayPage *self)
{
  TerrGameNode *cursor;
  guint next, delay;

  g_clear_handle_id (&self->autoplay_timeout, g_source_remove);
  if (!self->autoplay || self->game == NULL)
    return;
  cursor = terr_game_get_cursor (self->game);
  next = terr_game_get_position_index (self->game) + 1;
  /* Paced by the main line's scores there; a variation at the speed's pace. */
  if (terr_game_node_is_main_line (cursor))
    delay = terr_replay_page_get_autoplay_delay (self, next);
  else
    delay = autoplay_pace_ms[MIN (gtk_drop_down_get_selected (self->speed_dropdown),
                                  G_N_ELEMENTS (autoplay_pace_ms) - 1)];
  self->autoplay_timeout = g_timeout_add (delay, autoplay_step_cb, self);
}

static void
set_autoplay (TerrReplayPage *self,
              gboolean        autoplay)
{
  autoplay = autoplay && self->game != NULL;
  if (self->autoplay == autoplay)
    return;
  self->autoplay = autoplay;
  /* From the end, autoplay starts over. */
  if (autoplay && !terr_game_can_redo (self->game))
    terr_game_go_to (self->game, 0);
  if (autoplay)
    schedule_autoplay (self);
  else
    g_clear_handle_id (&self->autoplay_timeout, g_source_remove);
  /* The button says what a press does next. */
  gtk_button_set_icon_name (GTK_BUTTON (self->autoplay_button),
                            autoplay ? "media-playback-pause-symbolic" : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (self->autoplay_button,
                               autoplay ? _("Stop Playing the Moves") : _("Play the Moves One by One"));
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOPLAY]);
}

/* --- public API --- */

GtkWidget *
terr_replay_page_new (void)
{
  return g_object_new (TERR_TYPE_REPLAY_PAGE, NULL);
}

void
terr_replay_page_set_game (TerrReplayPage *self,
                           TerrGame       *game)
{
  g_return_if_fail (TERR_IS_REPLAY_PAGE (self));
  g_return_if_fail (game == NULL || TERR_IS_GAME (game));

  if (self->game == game)
    return;

  terr_replay_page_commit_comment (self);
  set_trying (self, FALSE);
  set_autoplay (self, FALSE);
  g_clear_pointer (&self->timeline, json_node_unref);
  if (self->timeline_cancellable != NULL)
    g_cancellable_cancel (self->timeline_cancellable);
  g_clear_object (&self->timeline_cancellable);
  g_clear_pointer (&self->graph_line, g_array_unref);
  if (self->analysis_cancellable != NULL)
    g_cancellable_cancel (self->analysis_cancellable);
  g_clear_object (&self->analysis_cancellable);
  g_clear_pointer (&self->analysis, terr_analysis_unref);
  if (self->game != NULL)
    {
      TerrGameNode *was = terr_game_find_node (self->game, self->old_cursor);

      g_signal_handlers_disconnect_by_data (self->game, self);
      terr_game_set_mode (self->game, self->old_mode);
      /* The game goes back where it was (a game being played, reviewed
       * on the way, goes on from its last move). */
      if (was != NULL && was != terr_game_get_cursor (self->game))
        terr_game_go_to_node (self->game, was);
    }
  g_set_object (&self->game, game);
  self->comment_node = 0;
  self->modified = FALSE;

  if (game != NULL)
    {
      self->old_mode = terr_game_get_mode (game);
      self->old_cursor = terr_game_node_get_id (terr_game_get_cursor (game));
      terr_game_set_mode (game, TERR_GAME_MODE_REVIEW);
      /* A review starts at the start, move by move. */
      terr_game_go_to (game, 0);
      g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, 0);
      g_signal_connect_object (game, "tree-changed", G_CALLBACK (tree_changed_cb), self, 0);
    }

  terr_board_set_max_level (self->board, -1);
  terr_board_set_game (self->board, game);
  terr_choices_set_game (terr_board_get_choices (self->board), NULL);
  terr_move_list_set_game (self->move_list, game);
  terr_score_graph_set_game (self->graph, game);
  terr_score_graph_set_timeline (self->graph, NULL);
  set_analysis (self, NULL);
  gtk_widget_set_visible (self->analysis_progress_box, FALSE);
  gtk_widget_set_visible (self->analyse_button, TRUE);
  gtk_widget_set_visible (self->progress_box, FALSE);
  gtk_widget_set_visible (self->graph_button, FALSE);
  cancel_timeline_start (self);
  if (game != NULL && gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->timeline_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), timeline_tick_cb, NULL, NULL);
  else if (game != NULL)
    self->timeline_pending = TRUE;

  update_view (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

TerrGame *
terr_replay_page_get_game (TerrReplayPage *self)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), NULL);

  return self->game;
}

TerrBoard *
terr_replay_page_get_board (TerrReplayPage *self)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), NULL);

  return self->board;
}

TerrMoveList *
terr_replay_page_get_move_list (TerrReplayPage *self)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), NULL);

  return self->move_list;
}

TerrScoreGraph *
terr_replay_page_get_score_graph (TerrReplayPage *self)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), NULL);

  return self->graph;
}

gboolean
terr_replay_page_get_modified (TerrReplayPage *self)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), FALSE);

  return self->modified;
}

void
terr_replay_page_set_modified (TerrReplayPage *self,
                               gboolean        modified)
{
  g_return_if_fail (TERR_IS_REPLAY_PAGE (self));

  modified = !!modified;
  if (self->modified == modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

char *
terr_replay_page_dup_comment_text (TerrReplayPage *self)
{
  GtkTextBuffer *buffer;
  GtkTextIter start, end;

  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), NULL);

  buffer = gtk_text_view_get_buffer (self->comment_view);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

void
terr_replay_page_set_comment_text (TerrReplayPage *self,
                                   const char     *text)
{
  g_return_if_fail (TERR_IS_REPLAY_PAGE (self));

  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->comment_view), text, -1);
}

const char *
terr_replay_page_get_position_text (TerrReplayPage *self)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), NULL);

  return gtk_label_get_label (self->position_label);
}

TerrAnalysis *
terr_replay_page_get_analysis (TerrReplayPage *self)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), NULL);

  return self->analysis;
}

gboolean
terr_replay_page_is_analysing (TerrReplayPage *self)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), FALSE);

  return self->analysis_cancellable != NULL;
}

const char *
terr_replay_page_get_analysis_text (TerrReplayPage *self)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), NULL);

  return gtk_widget_get_visible (self->analysis_panel) ? gtk_label_get_label (self->analysis_label) : NULL;
}

gboolean
terr_replay_page_is_computing (TerrReplayPage *self)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), FALSE);

  return self->timeline_cancellable != NULL || self->timeline_tick != 0
    || self->timeline_idle != 0 || self->timeline_pending;
}

/* --- GObject --- */

static gboolean
terr_replay_page_grab_focus (GtkWidget *widget)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (widget);

  if (self->trying)
    return gtk_widget_grab_focus (GTK_WIDGET (self->board));
  return gtk_widget_grab_focus (GTK_WIDGET (self->slider));
}

static void
terr_replay_page_map (GtkWidget *widget)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (widget);

  GTK_WIDGET_CLASS (terr_replay_page_parent_class)->map (widget);
  if (self->timeline_pending && self->timeline_tick == 0)
    {
      self->timeline_pending = FALSE;
      self->timeline_tick = gtk_widget_add_tick_callback (widget, timeline_tick_cb, NULL, NULL);
    }
}

static void
terr_replay_page_dispose (GObject *object)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (object);
  GtkWidget *child;

  g_clear_handle_id (&self->comment_timeout, g_source_remove);
  g_clear_handle_id (&self->autoplay_timeout, g_source_remove);
  cancel_timeline_start (self);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (self->chooser);
  g_clear_object (&self->chooser);
  if (self->timeline_cancellable != NULL)
    g_cancellable_cancel (self->timeline_cancellable);
  g_clear_object (&self->timeline_cancellable);
  g_clear_pointer (&self->graph_line, g_array_unref);
  g_clear_pointer (&self->timeline, json_node_unref);
  if (self->analysis_cancellable != NULL)
    g_cancellable_cancel (self->analysis_cancellable);
  g_clear_object (&self->analysis_cancellable);
  g_clear_pointer (&self->analysis, terr_analysis_unref);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  if (self->board != NULL)
    g_signal_handlers_disconnect_by_data (terr_board_get_choices (self->board), self);

  gtk_widget_dispose_template (GTK_WIDGET (self), TERR_TYPE_REPLAY_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (terr_replay_page_parent_class)->dispose (object);
}

static void
terr_replay_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    case PROP_TRYING:
      g_value_set_boolean (value, self->trying);
      break;
    case PROP_AUTOPLAY:
      g_value_set_boolean (value, self->autoplay);
      break;
    case PROP_PACE_BY_IMPORTANCE:
      g_value_set_boolean (value, self->pace_by_importance);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_replay_page_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      terr_replay_page_set_game (self, g_value_get_object (value));
      break;
    case PROP_MODIFIED:
      terr_replay_page_set_modified (self, g_value_get_boolean (value));
      break;
    case PROP_TRYING:
      set_trying (self, g_value_get_boolean (value));
      break;
    case PROP_AUTOPLAY:
      set_autoplay (self, g_value_get_boolean (value));
      break;
    case PROP_PACE_BY_IMPORTANCE:
      if (self->pace_by_importance != g_value_get_boolean (value))
        {
          self->pace_by_importance = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_replay_page_class_init (TerrReplayPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const char * const navigation[] = {
    "replay.first", "replay.previous", "replay.next", "replay.last",
    "replay.back-10", "replay.forward-10",
    "replay.previous-variation", "replay.next-variation",
  };

  object_class->dispose = terr_replay_page_dispose;
  object_class->get_property = terr_replay_page_get_property;
  object_class->set_property = terr_replay_page_set_property;
  widget_class->grab_focus = terr_replay_page_grab_focus;
  widget_class->map = terr_replay_page_map;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TERR_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TRYING] =
    g_param_spec_boolean ("trying", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_AUTOPLAY] =
    g_param_spec_boolean ("autoplay", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PACE_BY_IMPORTANCE] =
    g_param_spec_boolean ("pace-by-importance", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* "Continue playing from here": a new game (a scenario of the position
   * shown, same seats) for the window to start. */
  signals[PLAY_FROM_HERE] =
    g_signal_new ("play-from-here", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, TERR_TYPE_GAME);

  g_type_ensure (TERR_TYPE_BOARD);
  g_type_ensure (TERR_TYPE_MOVE_LIST);
  g_type_ensure (TERR_TYPE_SCORE_GRAPH);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/terr-replay-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, board);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, position_label);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, slider);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, slider_adjustment);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, graph);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, progress_box);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, graph_button);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, move_list);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, choices_box);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, choices_list);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, move_label);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, path_label);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, comment_view);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, comment_hint);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, speed_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, more_button);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, autoplay_button);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, autoplay_options_button);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, analyse_button);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, analysis_bar);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, analysis_progress_box);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, analysis_progress_label);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, analysis_progress_bar);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, analysis_summary);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, save_analysis_button);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, analysis_panel);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, analysis_label);

  for (guint i = 0; i < G_N_ELEMENTS (navigation); i++)
    gtk_widget_class_install_action (widget_class, navigation[i], NULL, navigate_action);
  gtk_widget_class_install_property_action (widget_class, "replay.try-moves", "trying");
  gtk_widget_class_install_action (widget_class, "replay.promote", NULL, promote_action);
  gtk_widget_class_install_action (widget_class, "replay.delete", NULL, delete_action);
  gtk_widget_class_install_action (widget_class, "replay.undo-edit", NULL, edit_history_action);
  gtk_widget_class_install_action (widget_class, "replay.redo-edit", NULL, edit_history_action);
  gtk_widget_class_install_action (widget_class, "replay.play-from-here", NULL, play_from_here_action);
  gtk_widget_class_install_action (widget_class, "replay.compute-graph", NULL, graph_action);
  gtk_widget_class_install_action (widget_class, "replay.export-image", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "replay.export-scenario", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "replay.export-scores", NULL, export_action);
  gtk_widget_class_install_property_action (widget_class, "replay.autoplay", "autoplay");
  gtk_widget_class_install_property_action (widget_class, "replay.pace-by-importance", "pace-by-importance");
  gtk_widget_class_install_action (widget_class, "replay.cancel-graph", NULL, graph_action);
  gtk_widget_class_install_action (widget_class, "replay.analyse", NULL, analysis_action);
  gtk_widget_class_install_action (widget_class, "replay.cancel-analysis", NULL, analysis_action);
  gtk_widget_class_install_action (widget_class, "replay.add-variation", NULL, analysis_action);
  gtk_widget_class_install_action (widget_class, "replay.save-analysis", NULL, analysis_action);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "replaypage");
}

static void
name_menu_button (GtkWidget  *button,
                  const char *name)
{
  GtkWidget *inner = gtk_widget_get_first_child (button);

  if (inner != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (inner),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                    -1);
}

static void
terr_replay_page_init (TerrReplayPage *self)
{
  GtkEventController *controller;
  TerrChoices *choices;

  gtk_widget_init_template (GTK_WIDGET (self));

  choices = terr_board_get_choices (self->board);
  g_signal_connect_object (choices, "changed", G_CALLBACK (rebuild_choices), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (choices, "notify::selected", G_CALLBACK (choices_selected_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect (self->choices_list, "row-selected", G_CALLBACK (choice_row_selected_cb), self);
  g_signal_connect (self->choices_list, "row-activated", G_CALLBACK (choice_row_activated_cb), self);
  g_signal_connect (self->board, "move-refused", G_CALLBACK (move_refused_cb), self);
  g_signal_connect (self->slider_adjustment, "value-changed", G_CALLBACK (slider_changed_cb), self);
  g_signal_connect (self->graph, "position-activated", G_CALLBACK (graph_position_activated_cb), self);
  g_signal_connect (gtk_text_view_get_buffer (self->comment_view), "changed",
                    G_CALLBACK (comment_buffer_changed_cb), self);

  /* GTK 4.8 reads a menu button's inner button, not the menu button. */
  name_menu_button (self->more_button, _("More Replay Actions"));
  name_menu_button (self->autoplay_options_button, _("Autoplay Speed and Pace"));

  controller = gtk_event_controller_focus_new ();
  g_signal_connect (controller, "leave", G_CALLBACK (comment_focus_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->comment_view), controller);


  update_actions (self);
}
