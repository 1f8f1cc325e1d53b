/* terr-game-page-actions.c — every action of the game page (page.*) and
 * the one place that says which are enabled. */
#include "config.h"

#include <glib/gi18n.h>

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

/* The resign move a person of this program may make now (not a computer
 * seat, not behind the "Pass to …" screen), or NULL. */
static TerrMove *
person_resign_move (TerrGamePage *self)
{
  int seat;

  if (self->match == NULL || self->game == NULL || terr_match_get_hand_over (self->match))
    return NULL;
  seat = terr_match_get_seat_to_move (self->match);
  if (seat <= 0 || terr_match_get_seat_kind (self->match, seat) != TERR_SEAT_PERSON)
    return NULL;
  return terr_game_get_resign_move (self->game);
}

static void
resign_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    TerrGamePage     *self)
{
  g_autoptr(TerrMove) move = NULL;
  g_autoptr(GError) error = NULL;

  /* The dialog closes itself after an answer. */
  if (self->resign_dialog == dialog)
    {
      g_object_remove_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->resign_dialog);
      self->resign_dialog = NULL;
    }
  if (!g_str_equal (response, "resign"))
    return;
  /* The position may have moved on while the question was open. */
  move = person_resign_move (self);
  if (move != NULL && !terr_match_play (self->match, move, &error))
    g_warning ("Could not resign: %s", error->message);
}

/* page.resign: the game ends as given up, after a question whose Resign
 * is drawn as destructive and is not the default. */
static void
resign_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TerrGamePage *self = TERR_GAME_PAGE (widget);
  g_autoptr(TerrMove) move = person_resign_move (self);
  GtkRoot *root = gtk_widget_get_root (widget);
  AdwMessageDialog *dialog;

  if (move == NULL || self->resign_dialog != NULL)
    return;
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                       _("Resign This Game?"),
                                                       _("The game ends here and is kept as given up.")));
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "resign", _("_Resign"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "resign", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (resign_response_cb), self, 0);
  self->resign_dialog = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->resign_dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

AdwMessageDialog *
terr_game_page_get_resign_dialog (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return self->resign_dialog;
}

void
terr_game_page_close_resign_dialog (TerrGamePage *self)
{
  if (self->resign_dialog == NULL)
    return;
  g_object_remove_weak_pointer (G_OBJECT (self->resign_dialog), (gpointer *) &self->resign_dialog);
  gtk_window_destroy (GTK_WINDOW (g_steal_pointer (&self->resign_dialog)));
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
  {
    g_autoptr(TerrMove) resign = person_resign_move (self);

    gtk_widget_action_set_enabled (widget, "page.resign", resign != NULL);
    /* Only the games that know giving up show the button. */
    gtk_widget_set_visible (self->resign_button, resign != NULL);
  }
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
  gtk_widget_class_install_action (widget_class, "page.resign", NULL, resign_action);
}
