/* terr-replay-page-analysis.c — "Analyse Game" in the replay viewer.
 *
 * terr_game_analyse_async runs on a copy made in a thread, with progress
 * and Cancel (the latest run wins: TerrLatest); its mistakes are marked in
 * the move list and the graph, and the move shown gets the better move in
 * words with "Add as Variation" and on the board as a ghost.  A run's
 * verdicts are kept in the game (terr_game_set_analysis), so that Save
 * writes them into the file and a game opened again shows them without
 * analysing; "Save Analysis as Comments" writes words into the comments
 * of the moves that lost at least the points the reviewer set.
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "terr-error.h"
#include "terr-replay-page-private.h"

/* The analysis entry of the cursor's move, or NULL. */
const TerrMoveAnalysis *
terr_replay_page_get_cursor_entry (TerrReplayPage *self)
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
TerrMove *
terr_replay_page_get_better_move (TerrReplayPage *self)
{
  const TerrMoveAnalysis *e = terr_replay_page_get_cursor_entry (self);
  TerrGameNode *parent;

  if (e == NULL || e->better == NULL)
    return NULL;
  parent = terr_game_node_get_parent (terr_game_get_cursor (self->game));
  for (guint i = 0; i < terr_game_node_get_n_children (parent); i++)
    if (terr_move_equal (terr_game_node_get_move (terr_game_node_get_child (parent, i)), e->better))
      return NULL;
  return e->better;
}

void
terr_replay_page_show_move_analysis (TerrReplayPage *self)
{
  const TerrMoveAnalysis *e = terr_replay_page_get_cursor_entry (self);
  g_autofree char *said = e != NULL ? terr_move_analysis_text (e) : NULL;

  if (e != NULL && said == NULL && e->verdict == TERR_MOVE_VERDICT_BEST)
    said = g_strdup (_("The analysis found no better move here."));
  gtk_label_set_label (self->analysis_label, said != NULL ? said : "");
  gtk_widget_set_visible (self->analysis_panel, said != NULL);
  /* The better move on the board, as a ghost over the move played. */
  terr_board_show_other_move (self->board, self->trying ? NULL : terr_replay_page_get_better_move (self));
}

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

void
terr_replay_page_set_analysis (TerrReplayPage *self,
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
  gtk_widget_set_visible (self->analysis_bar, analysis != NULL || terr_latest_is_running (&self->analysis_run));
  if (analysis != NULL)
    {
      guint n = terr_analysis_get_n_mistakes (analysis);
      g_autofree char *text = NULL;

      text = n == 0 ? g_strdup (_("No mistakes found"))
                    : g_strdup_printf (ngettext ("%u mistake found", "%u mistakes found", n), n);
      gtk_label_set_label (self->analysis_summary, text);
    }
}

/* The page without a run: the analysis there was when none came. */
static void
analysis_stopped (TerrReplayPage *self,
                  TerrAnalysis   *analysis)
{
  gtk_widget_set_visible (self->analysis_progress_box, FALSE);
  gtk_widget_set_visible (self->analyse_button, TRUE);
  terr_replay_page_set_analysis (self, analysis != NULL ? analysis : self->analysis);
}

static void
analysis_done_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  g_autoptr(TerrReplayPage) self = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrAnalysis) analysis = terr_game_analyse_finish (TERR_GAME (source), result, &error);

  /* An older run (replaced, cancelled, another game): nothing to show. */
  if (!terr_replay_run_finish (data, &self))
    return;

  analysis_stopped (self, analysis);
  if (analysis != NULL)
    {
      /* Kept in the game: the file keeps the verdicts when saved. */
      terr_game_set_analysis (self->game, analysis);
      if (!self->modified)
        {
          self->modified = TRUE;
          g_object_notify_by_pspec (G_OBJECT (self), terr_replay_page_properties[PROP_MODIFIED]);
        }
    }
  if (analysis == NULL
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
      && !g_error_matches (error, TERR_ERROR, TERR_ERROR_CANCELLED))
    {
      g_autofree char *message = g_strdup_printf (_("The game could not be analysed: %s"), error->message);
      terr_replay_page_show_error (self, message);
    }
  terr_replay_page_update_view (self);
}

void
terr_replay_page_start_analysis (TerrReplayPage *self)
{
  TerrReplayRun *run;

  terr_latest_cancel (&self->analysis_run);
  if (self->game == NULL)
    return;

  run = terr_replay_run_start (self, &self->analysis_run);
  analysis_progress_cb (0, terr_game_get_n_moves (self->game), self);
  gtk_widget_set_visible (self->analysis_progress_box, TRUE);
  gtk_widget_set_visible (self->analysis_bar, TRUE);
  gtk_widget_set_visible (self->analyse_button, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->analysis_summary), FALSE);
  gtk_widget_set_visible (self->save_analysis_button, FALSE);
  terr_game_analyse_async (self->game, NULL, run->cancellable, analysis_progress_cb, self,
                           analysis_done_cb, run);
  terr_replay_page_update_actions (self);
}

/* Cancel: the page as it was before the run, at once. */
void
terr_replay_page_cancel_analysis (TerrReplayPage *self)
{
  if (!terr_latest_is_running (&self->analysis_run))
    return;
  terr_latest_cancel (&self->analysis_run);
  analysis_stopped (self, NULL);
  terr_replay_page_update_view (self);
}

void
terr_replay_page_add_variation (TerrReplayPage *self)
{
  const TerrMoveAnalysis *e = terr_replay_page_get_cursor_entry (self);
  TerrMove *better = terr_replay_page_get_better_move (self);
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
      terr_replay_page_show_error (self, error->message);
      return;
    }
  /* and the reviewer sees it */
  terr_game_go_to_node (self->game, node);
  terr_replay_page_update_view (self);
}

gboolean
terr_replay_page_reports_entry (const TerrMoveAnalysis *entry,
                                int                     threshold)
{
  if (entry->verdict == TERR_MOVE_VERDICT_LOST_FINISH)
    return TRUE;
  return entry->verdict == TERR_MOVE_VERDICT_WORSE
         && entry->better != NULL
         && entry->best_value > entry->played_value
         && entry->loss >= MAX (threshold, 1);
}

int
terr_replay_page_get_comment_threshold (TerrReplayPage *self)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), 0);

  return gtk_spin_button_get_value_as_int (self->threshold_spin);
}

void
terr_replay_page_set_comment_threshold (TerrReplayPage *self,
                                        int             points)
{
  g_return_if_fail (TERR_IS_REPLAY_PAGE (self));

  gtk_spin_button_set_value (self->threshold_spin, points);
}

void
terr_replay_page_save_analysis (TerrReplayPage *self)
{
  int threshold = terr_replay_page_get_comment_threshold (self);
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

      /* Only losses the reviewer asked for (the spin button beside). */
      if (node == NULL || said == NULL || !terr_replay_page_reports_entry (e, threshold))
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
  terr_replay_page_load_comment (self);
  terr_replay_page_update_view (self);
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

  return terr_latest_is_running (&self->analysis_run);
}

const char *
terr_replay_page_get_analysis_text (TerrReplayPage *self)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), NULL);

  return gtk_widget_get_visible (self->analysis_panel) ? gtk_label_get_label (self->analysis_label) : NULL;
}

/* The squares of the better move shown, while its words are pointed at
 * (in the position it was found for, before the cursor's move). */
GArray *
terr_replay_page_analysis_squares_cb (GtkWidget *widget,
                                      gpointer   data)
{
  TerrReplayPage *self = data;
  const TerrMoveAnalysis *e = terr_replay_page_get_cursor_entry (self);
  TerrGameNode *parent;

  if (e == NULL || e->better == NULL)
    return NULL;
  parent = terr_game_node_get_parent (terr_game_get_cursor (self->game));
  return parent != NULL ? terr_game_move_squares_at (self->game, parent, e->better) : NULL;
}
