/* terr-game-page-actions.c — every action of the game page (page.*) and
 * the one place that says which are enabled. */
#include "config.h"

#include "terr-game-page-private.h"

static void
turn_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  terr_choices_turn (TERR_GAME_PAGE (widget)->choices);
}

static void
mirror_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  terr_choices_mirror (TERR_GAME_PAGE (widget)->choices);
}

static void
play_selected_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TerrGamePage *self = TERR_GAME_PAGE (widget);

  gtk_widget_activate_action (GTK_WIDGET (self->board), "board.place", NULL);
  /* Back to the board, where the keys (R, M, arrows) place the next piece. */
  if (gtk_widget_get_visible (GTK_WIDGET (self->board)))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
go_action (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  TerrGamePage *self = TERR_GAME_PAGE (widget);
  guint index, n;

  if (self->game == NULL)
    return;

  index = terr_game_get_position_index (self->game);
  n = terr_game_get_n_moves (self->game);
  if (g_str_equal (action_name, "page.go-first"))
    index = 0;
  else if (g_str_equal (action_name, "page.go-previous"))
    index = index > 0 ? index - 1 : 0;
  else if (g_str_equal (action_name, "page.go-next"))
    index = MIN (index + 1, n);
  else
    index = n;

  terr_game_go_to (self->game, index);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TerrGamePage *self = TERR_GAME_PAGE (widget);

  if (self->match == NULL || !terr_match_can_hint (self->match))
    return;
  self->hint_shown = TRUE;
  terr_match_request_hint (self->match);
}

static void
cancel_hint_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TerrGamePage *self = TERR_GAME_PAGE (widget);

  self->hint_shown = FALSE;
  if (self->match != NULL)
    terr_match_clear_hint (self->match);
  terr_game_page_update_hint (self);
  terr_game_page_update_actions (self);
}

static void
reveal_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TerrGamePage *self = TERR_GAME_PAGE (widget);

  if (self->match == NULL || !terr_match_get_hand_over (self->match))
    return;
  terr_match_reveal (self->match);
  terr_game_page_update_panel (self);
  terr_game_page_choices_changed (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

void
terr_game_page_update_actions (TerrGamePage *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  TerrGame *game = self->game;
  guint index = game != NULL ? terr_game_get_position_index (game) : 0;
  guint n = game != NULL ? terr_game_get_n_moves (game) : 0;
  int selected = terr_choices_get_selected (self->choices);
  gboolean positional = selected >= 0 && terr_choices_is_positional (self->choices, selected);
  gboolean hint_running = self->match != NULL && terr_match_is_hint_running (self->match);

  gtk_widget_action_set_enabled (widget, "page.turn", terr_choices_can_turn (self->choices));
  gtk_widget_action_set_enabled (widget, "page.mirror", terr_choices_can_mirror (self->choices));
  gtk_widget_action_set_enabled (widget, "page.play-selected", selected >= 0 && !positional);
  gtk_widget_action_set_enabled (widget, "page.go-first", index > 0);
  gtk_widget_action_set_enabled (widget, "page.go-previous", index > 0);
  gtk_widget_action_set_enabled (widget, "page.go-next", index < n);
  gtk_widget_action_set_enabled (widget, "page.go-last", index < n);
  gtk_widget_action_set_enabled (widget, "page.hint", self->match != NULL && terr_match_can_hint (self->match));
  gtk_widget_action_set_enabled (widget, "page.cancel-hint", self->hint_shown || hint_running);
  gtk_widget_action_set_enabled (widget, "page.reveal",
                                 self->match != NULL && terr_match_get_hand_over (self->match));
}

void
terr_game_page_class_init_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "page.turn", NULL, turn_action);
  gtk_widget_class_install_action (widget_class, "page.mirror", NULL, mirror_action);
  gtk_widget_class_install_action (widget_class, "page.play-selected", NULL, play_selected_action);
  gtk_widget_class_install_property_action (widget_class, "page.view", "view");
  gtk_widget_class_install_action (widget_class, "page.go-first", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "page.go-previous", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "page.go-next", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "page.go-last", NULL, go_action);
  gtk_widget_class_install_property_action (widget_class, "page.pause-computer", "computer-paused");
  gtk_widget_class_install_action (widget_class, "page.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "page.cancel-hint", NULL, cancel_hint_action);
  gtk_widget_class_install_action (widget_class, "page.reveal", NULL, reveal_action);
}
