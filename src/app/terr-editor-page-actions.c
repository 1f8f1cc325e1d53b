/* terr-editor-page-actions.c — the actions of the scenario editor (the
 * "editor." group: every button of the page is one), their keys, and
 * _terr_editor_page_update_actions(), the one place that enables them. */
#include "config.h"

#include "terr-editor-page-private.h"

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (widget);

  if (self->game == NULL || self->test_game != NULL || self->solution_game != NULL
      || terr_latest_is_running (&self->check))
    return;
  if (g_str_equal (action_name, "editor.undo"))
    terr_game_undo_edit (self->game);
  else
    terr_game_redo_edit (self->game);
  _terr_editor_page_set_status (self, NULL);
  _terr_editor_page_update_all (self);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  _terr_editor_page_save (TERR_EDITOR_PAGE (widget));
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  _terr_editor_page_save_as (TERR_EDITOR_PAGE (widget));
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  _terr_editor_page_open (TERR_EDITOR_PAGE (widget));
}

static void
test_play_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  _terr_editor_page_test_play (TERR_EDITOR_PAGE (widget));
}

static void
check_puzzle_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  _terr_editor_page_run_check (TERR_EDITOR_PAGE (widget), 0);
}

static void
cancel_check_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (widget);

  /* The check ends when the solver has stopped (its callback says so). */
  if (self->check.current != NULL)
    g_cancellable_cancel (self->check.current);
}

static void
search_longer_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  _terr_editor_page_search_longer (TERR_EDITOR_PAGE (widget));
}

static void
step_solution_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  _terr_editor_page_step_solution (TERR_EDITOR_PAGE (widget));
}

static void
solution_step_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  _terr_editor_page_solution_go (TERR_EDITOR_PAGE (widget),
                                 g_str_equal (action_name, "editor.solution-next") ? 1 : -1);
}

static void
solution_done_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (widget);

  _terr_editor_page_leave_solution (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
generate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  _terr_editor_page_generate (TERR_EDITOR_PAGE (widget));
}

/* The zoom stays what it is through edits and undo (the board keeps its
 * extent); these buttons do what the board's keys (+, -, 0) do. */
static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (widget);

  if (g_str_equal (action_name, "editor.zoom-in"))
    gtk_widget_activate_action (GTK_WIDGET (self->board), "board.zoom-in", NULL);
  else if (g_str_equal (action_name, "editor.zoom-out"))
    gtk_widget_activate_action (GTK_WIDGET (self->board), "board.zoom-out", NULL);
  else
    gtk_widget_activate_action (GTK_WIDGET (self->board), "board.zoom-reset", NULL);
}

void
_terr_editor_page_update_actions (TerrEditorPage *self)
{
  gboolean checking = terr_latest_is_running (&self->check);
  gboolean stepping = self->solution_game != NULL;
  gboolean editing = self->test_game == NULL && !checking && !stepping;
  gboolean have = self->game != NULL;
  gboolean puzzle = have && terr_game_get_goal (self->game, NULL);
  gboolean no_problems = self->problems != NULL && self->problems->len == 0;
  guint step = stepping ? terr_game_get_position_index (self->solution_game) : 0;
  const TerrCertificate *cert = have ? terr_game_get_certificate (self->game) : NULL;
  /* Search Longer: an Unknown verdict that still belongs to the design */
  gboolean unknown = cert != NULL && cert->verdict == TERR_VERDICT_UNKNOWN && self->current_hash != NULL
                     && g_strcmp0 (cert->hash, self->current_hash) == 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.check-puzzle",
                                 editing && puzzle && no_problems);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.search-longer",
                                 editing && puzzle && no_problems && unknown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.cancel-check", checking);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.step-solution",
                                 editing && have && _terr_editor_page_solution_is_current (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.solution-previous", stepping && step > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.solution-next",
                                 stepping && step < self->solution->len);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.solution-done", stepping);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.generate", editing);
  /* While the solver reads the design or the board shows the solution,
   * the design cannot be edited. */
  gtk_widget_set_sensitive (self->palette_group, editing);
  gtk_widget_set_sensitive (GTK_WIDGET (self->game_box), editing);
  gtk_widget_set_sensitive (self->details_group, editing);
  gtk_widget_set_sensitive (GTK_WIDGET (self->problems_group), editing);
  gtk_widget_set_visible (GTK_WIDGET (self->check_progress), checking);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.undo",
                                 editing && have && terr_game_can_undo_edit (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.redo",
                                 editing && have && terr_game_can_redo_edit (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.save", editing && have);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.save-as", editing && have);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.open", editing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.zoom-in", have);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.zoom-out", have);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.zoom-fit", have);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.test-play",
                                 self->test_game != NULL || (editing && have && no_problems));
}

void
_terr_editor_page_class_actions_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_property_action (widget_class, "editor.tool", "tool");
  gtk_widget_class_install_action (widget_class, "editor.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "editor.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "editor.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "editor.zoom-fit", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "editor.redo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "editor.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "editor.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "editor.test-play", NULL, test_play_action);
  gtk_widget_class_install_action (widget_class, "editor.check-puzzle", NULL, check_puzzle_action);
  gtk_widget_class_install_action (widget_class, "editor.cancel-check", NULL, cancel_check_action);
  gtk_widget_class_install_action (widget_class, "editor.search-longer", NULL, search_longer_action);
  gtk_widget_class_install_action (widget_class, "editor.step-solution", NULL, step_solution_action);
  gtk_widget_class_install_action (widget_class, "editor.solution-next", NULL, solution_step_action);
  gtk_widget_class_install_action (widget_class, "editor.solution-previous", NULL, solution_step_action);
  gtk_widget_class_install_action (widget_class, "editor.solution-done", NULL, solution_done_action);
  gtk_widget_class_install_action (widget_class, "editor.generate", NULL, generate_action);

}
