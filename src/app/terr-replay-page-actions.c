/* terr-replay-page-actions.c — every action of the replay viewer, and
 * terr_replay_page_update_actions(), the one place that enables them.
 *
 * The navigation keys (Left/Right a move, Up/Down the other moves tried
 * at this point, Home/End, PageUp/PageDown ten moves) are the window's
 * accelerators (terr-window-actions.c), which activate these actions
 * except while text is typed or the board takes moves.
 */
#include "config.h"

#include "terr-replay-page-private.h"

void
terr_replay_page_update_actions (TerrReplayPage *self)
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
                                 terr_latest_is_running (&self->timeline_run));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.compute-graph",
                                 game != NULL && !terr_latest_is_running (&self->timeline_run));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.analyse",
                                 game != NULL && !terr_latest_is_running (&self->analysis_run)
                                 && terr_game_node_get_n_children (terr_game_get_root (game)) > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.cancel-analysis",
                                 terr_latest_is_running (&self->analysis_run));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.save-analysis",
                                 game != NULL && self->analysis != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.add-variation",
                                 game != NULL && terr_replay_page_get_better_move (self) != NULL);
}

/* --- navigation --- */

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
    terr_replay_page_go_to_index (self, 0);
  else if (g_str_equal (action_name, "replay.previous"))
    terr_replay_page_go_to_index (self, index > 0 ? index - 1 : 0);
  else if (g_str_equal (action_name, "replay.next"))
    terr_replay_page_go_to_index (self, index + 1);
  else if (g_str_equal (action_name, "replay.last"))
    terr_replay_page_go_to_index (self, G_MAXUINT);
  else if (g_str_equal (action_name, "replay.back-10"))
    terr_replay_page_go_to_index (self, index > 10 ? index - 10 : 0);
  else if (g_str_equal (action_name, "replay.forward-10"))
    terr_replay_page_go_to_index (self, index + 10);
  else if (g_str_equal (action_name, "replay.previous-variation"))
    terr_replay_page_go_sibling (self, -1);
  else if (g_str_equal (action_name, "replay.next-variation"))
    terr_replay_page_go_sibling (self, 1);
}

/* --- annotating --- */

static void
promote_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  terr_replay_page_promote (TERR_REPLAY_PAGE (widget));
}

static void
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  terr_replay_page_delete (TERR_REPLAY_PAGE (widget));
}

static void
edit_history_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  terr_replay_page_undo_tree_edit (TERR_REPLAY_PAGE (widget),
                                   g_str_equal (action_name, "replay.redo-edit"));
}

/* --- the analysis, the graph, export --- */

static void
analysis_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (widget);

  if (g_str_equal (action_name, "replay.analyse"))
    terr_replay_page_start_analysis (self);
  else if (g_str_equal (action_name, "replay.cancel-analysis"))
    terr_replay_page_cancel_analysis (self);
  else if (g_str_equal (action_name, "replay.add-variation"))
    terr_replay_page_add_variation (self);
  else if (g_str_equal (action_name, "replay.save-analysis"))
    terr_replay_page_save_analysis (self);
}

static void
graph_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (widget);

  if (g_str_equal (action_name, "replay.compute-graph"))
    terr_replay_page_start_timeline (self);
  else
    terr_replay_page_cancel_timeline (self);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TerrReplayExport what = TERR_REPLAY_EXPORT_SCORES;

  if (g_str_equal (action_name, "replay.export-image"))
    what = TERR_REPLAY_EXPORT_IMAGE;
  else if (g_str_equal (action_name, "replay.export-scenario"))
    what = TERR_REPLAY_EXPORT_SCENARIO;
  terr_replay_page_choose_export (TERR_REPLAY_PAGE (widget), what);
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
    g_signal_emit (self, terr_replay_page_signals[PLAY_FROM_HERE], 0, scenario);
}

void
terr_replay_page_class_init_actions (GtkWidgetClass *widget_class)
{
  static const char * const navigation[] = {
    "replay.first", "replay.previous", "replay.next", "replay.last",
    "replay.back-10", "replay.forward-10",
    "replay.previous-variation", "replay.next-variation",
  };

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
}
