/* terr-game-page.c — the game page: the board and a side panel.
 *
 * The panel says whose turn it is, lists the pieces the player may place
 * (the choices shared with the board), offers turning and mirroring, the
 * moves that need no square (pass, announce, end, resign), the score, and
 * the view: oblique or plan, and how many levels to show.  A TerrMatch
 * plays the computer seats, steps undo between people's decisions, finds
 * hints and says which seat the screen shows.  The page's files are listed
 * in terr-game-page-private.h.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-game-page-private.h"
#include "terr-panel-layout.h"
#include "terr-seat-colors.h"

/* How long a computer seat's move is pending before it is played. */
#define COMPUTER_DELAY_MS 700

G_DEFINE_FINAL_TYPE (TerrGamePage, terr_game_page, GTK_TYPE_WIDGET)

static GParamSpec *properties[TERR_GAME_PAGE_N_PROPS];

/* Setting a label's text, even the text it shows, makes GTK lay it out
 * and measure the panel again: only when it changes. */
void
terr_game_page_set_label_text (GtkLabel   *label,
                               const char *text)
{
  if (g_strcmp0 (gtk_label_get_label (label), text) != 0)
    gtk_label_set_label (label, text);
}

void
terr_game_page_add_toast (TerrGamePage *self,
                          AdwToast     *toast)
{
  g_return_if_fail (TERR_IS_GAME_PAGE (self));

  if (self->toasts != NULL)
    terr_toasts_add (self->toasts, toast);
  else
    g_object_unref (toast);
}

guint
terr_game_page_get_n_toasts (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), 0);

  return self->toasts != NULL ? terr_toasts_get_n (self->toasts) : 0;
}

AdwToastOverlay *
terr_game_page_get_toast_overlay (TerrGamePage *self)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

  return overlay != NULL ? ADW_TOAST_OVERLAY (overlay) : NULL;
}

void
terr_game_page_set_computer_paused (TerrGamePage *self,
                                    gboolean      paused)
{
  paused = !!paused;
  if (self->computer_paused == paused)
    return;
  self->computer_paused = paused;
  if (self->match != NULL)
    terr_match_set_paused (self->match, paused);
  terr_game_page_update_computer (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[TERR_GAME_PAGE_PROP_COMPUTER_PAUSED]);
}

/* The match paused itself (the computer could not move). */
static void
match_paused_cb (TerrMatch    *match,
                 GParamSpec   *pspec,
                 TerrGamePage *self)
{
  terr_game_page_set_computer_paused (self, terr_match_get_paused (match));
}

static void
match_undo_cb (TerrMatch    *match,
               GParamSpec   *pspec,
               TerrGamePage *self)
{
  /* Over a room a move is everyone's: nobody takes one back. */
  gboolean can_undo = self->net_match == NULL && terr_match_can_undo (match);
  gboolean can_redo = self->net_match == NULL && terr_match_can_redo (match);

  if (can_undo != self->can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[TERR_GAME_PAGE_PROP_CAN_UNDO]);
    }
  if (can_redo != self->can_redo)
    {
      self->can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[TERR_GAME_PAGE_PROP_CAN_REDO]);
    }
}

static void
game_changed_cb (TerrGame     *game,
                 TerrGamePage *self)
{
  terr_game_page_update_panel (self);
}

static void
slice_changed_cb (GtkAdjustment *adjustment,
                  TerrGamePage  *self)
{
  terr_game_page_update_slice_text (self);
}

/* --- public API --- */

GtkWidget *
terr_game_page_new (void)
{
  return g_object_new (TERR_TYPE_GAME_PAGE, NULL);
}

static void
clear_match (TerrGamePage *self)
{
  if (self->match == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->match, self);
  /* Work of the match still running ends with it; a network game's
   * match is its TerrNetMatch's, which goes on without this page. */
  if (self->net_match == NULL)
    g_object_run_dispose (G_OBJECT (self->match));
  g_clear_object (&self->match);
  if (self->board != NULL)
    terr_board_set_play_func (self->board, NULL, NULL);
  if (self->room_panel != NULL)
    gtk_widget_unparent (self->room_panel);
  self->room_panel = NULL;
  if (self->net_match != NULL)
    g_signal_handlers_disconnect_by_data (self->net_match, self);
  self->net_sending = FALSE;
  g_clear_object (&self->net_match);
}

void
terr_game_page_set_game (TerrGamePage *self,
                         TerrGame     *game)
{
  g_return_if_fail (TERR_IS_GAME_PAGE (self));
  g_return_if_fail (game == NULL || TERR_IS_GAME (game));

  terr_game_page_set_game_and_match (self, game, NULL);
}

void
terr_game_page_set_game_and_match (TerrGamePage *self,
                                   TerrGame     *game,
                                   TerrMatch    *match)
{
  if (self->game == game)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_func (self->game, game_changed_cb, self);
  clear_match (self);
  if (self->toasts != NULL)
    terr_toasts_dismiss (self->toasts);
  self->hint_shown = FALSE;
  g_set_object (&self->game, game);
  g_clear_pointer (&self->score_key, g_free);
  self->last_goal_status = game != NULL ? terr_game_get_goal_status (game) : TERR_GOAL_STATUS_NONE;
  g_free (self->certificate_text);
  self->certificate_text = terr_game_page_describe_certificate (game);
  if (game != NULL)
    {
      g_autoptr(JsonNode) score = terr_game_score_json (game);

      self->per_seat_scores = score != NULL && JSON_NODE_HOLDS_OBJECT (score)
                              && json_object_has_member (json_node_get_object (score), "seats");
      if (match != NULL)
        self->match = g_object_ref (match);
      else
        {
          self->match = terr_match_new (game);
          terr_match_set_delay (self->match, self->computer_delay);
          terr_match_set_paused (self->match, self->computer_paused);
        }
      g_signal_connect_object (self->match, "notify::paused", G_CALLBACK (match_paused_cb), self, 0);
      g_signal_connect_object (self->match, "notify::can-undo", G_CALLBACK (match_undo_cb), self, 0);
      g_signal_connect_object (self->match, "notify::can-redo", G_CALLBACK (match_undo_cb), self, 0);
      terr_game_page_panel_set_match (self);
      /* After the match's own handler: the match is up to date first. */
      g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, 0);
    }

  terr_board_set_max_level (self->board, -1);
  terr_board_set_game (self->board, game);
  terr_score_explainer_set_game (self->score_explainer, game);
  /* The slider is read by what it shows (its marks are only numbers). */
  if (game != NULL && terr_game_get_levels_label (game) != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->slice_scale), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    terr_game_get_levels_label (game), -1);
  gtk_widget_set_visible (self->view_box, game != NULL && !terr_game_is_flat (game));
  terr_game_page_update_panel (self);
  if (self->match != NULL)
    match_undo_cb (self->match, NULL, self);
  if (game != NULL)
    terr_game_page_update_slice_text (self);
  terr_game_page_choices_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[TERR_GAME_PAGE_PROP_GAME]);
}

TerrGame *
terr_game_page_get_game (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return self->game;
}

TerrBoard *
terr_game_page_get_board (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return self->board;
}

void
terr_game_page_set_settings (TerrGamePage *self,
                             GSettings    *settings)
{
  g_return_if_fail (TERR_IS_GAME_PAGE (self));
  g_return_if_fail (G_IS_SETTINGS (settings));

  g_settings_bind (settings, "board-view", self, "view", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "coordinates-in-play", self->board, "show-coordinates",
                   G_SETTINGS_BIND_DEFAULT);
  terr_seat_colors_set_settings (terr_seat_colors_get_default (), settings);
}

const char *
terr_game_page_get_turn_text (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return gtk_label_get_label (self->turn_label);
}

const char *
terr_game_page_get_comment_text (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return gtk_label_get_label (self->comment_label);
}

const char *
terr_game_page_get_goal_text (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return gtk_label_get_label (self->goal_label);
}

const char *
terr_game_page_get_move_text (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return gtk_label_get_label (self->move_label);
}







const char *
terr_game_page_get_computer_text (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->computer_label))
         ? gtk_label_get_label (self->computer_label) : NULL;
}

const char *
terr_game_page_get_hint_text (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return self->hint_shown && gtk_widget_get_visible (self->hint_box)
         ? gtk_label_get_label (self->hint_result_label) : NULL;
}


const char *
terr_game_page_get_scores_shown (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return self->scores_shown->str;
}

const char *
terr_game_page_get_score_text (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return terr_score_explainer_get_text (self->score_explainer);
}


void
terr_game_page_update_undo (TerrGamePage *self)
{
  if (self->match != NULL)
    match_undo_cb (self->match, NULL, self);
}

TerrMatch *
terr_game_page_get_match (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return self->match;
}

int
terr_game_page_get_viewer (TerrGamePage *self)
{
  return self->match != NULL ? terr_match_get_viewer (self->match) : 0;
}

gboolean
terr_game_page_can_undo (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), FALSE);

  return self->match != NULL && self->net_match == NULL && terr_match_can_undo (self->match);
}

gboolean
terr_game_page_can_redo (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), FALSE);

  return self->match != NULL && self->net_match == NULL && terr_match_can_redo (self->match);
}

gboolean
terr_game_page_undo (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), FALSE);

  return self->match != NULL && self->net_match == NULL && terr_match_undo (self->match);
}

gboolean
terr_game_page_redo (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), FALSE);

  return self->match != NULL && self->net_match == NULL && terr_match_redo (self->match);
}

void
terr_game_page_set_computer_delay (TerrGamePage *self,
                                   guint         ms)
{
  g_return_if_fail (TERR_IS_GAME_PAGE (self));

  self->computer_delay = ms;
  if (self->match != NULL)
    terr_match_set_delay (self->match, ms);
}

gboolean
terr_game_page_is_computer_thinking (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), FALSE);

  return self->match != NULL && terr_match_is_thinking (self->match);
}

const TerrMove *
terr_game_page_get_hint_move (TerrGamePage *self)
{
  const TerrHint *hint;

  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  hint = self->match != NULL && self->hint_shown ? terr_match_get_hint (self->match) : NULL;
  return hint != NULL ? hint->move : NULL;
}

const char *
terr_game_page_get_last_move_text (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->last_move_label))
         ? gtk_label_get_label (self->last_move_label) : NULL;
}

gboolean
terr_game_page_is_privacy_shown (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), FALSE);

  return gtk_widget_get_visible (GTK_WIDGET (self->privacy_page));
}

/* --- GObject --- */

static gboolean
terr_game_page_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (GTK_WIDGET (TERR_GAME_PAGE (widget)->board));
}

static void
terr_game_page_dispose (GObject *object)
{
  TerrGamePage *self = TERR_GAME_PAGE (object);
  GtkWidget *child;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_func (self->game, game_changed_cb, self);
  terr_game_page_close_resign_dialog (self);
  clear_match (self);
  g_clear_pointer (&self->toasts, terr_toasts_free);
  g_clear_pointer (&self->ghost, terr_move_unref);
  g_clear_object (&self->game);
  if (self->choices != NULL)
    g_signal_handlers_disconnect_by_data (self->choices, self);
  g_clear_object (&self->choices);

  gtk_widget_dispose_template (GTK_WIDGET (self), TERR_TYPE_GAME_PAGE);
  /* The separator is not a bound child. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (terr_game_page_parent_class)->dispose (object);
}

static void
terr_game_page_finalize (GObject *object)
{
  TerrGamePage *self = TERR_GAME_PAGE (object);

  g_string_free (self->scores_shown, TRUE);
  g_clear_object (&self->score_rows);
  g_free (self->score_key);
  g_free (self->score_winners);
  g_free (self->certificate_text);

  G_OBJECT_CLASS (terr_game_page_parent_class)->finalize (object);
}

static void
terr_game_page_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TerrGamePage *self = TERR_GAME_PAGE (object);

  switch (prop_id)
    {
    case TERR_GAME_PAGE_PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case TERR_GAME_PAGE_PROP_VIEW:
      g_value_set_string (value, terr_board_get_view (self->board));
      break;
    case TERR_GAME_PAGE_PROP_COMPUTER_PAUSED:
      g_value_set_boolean (value, self->computer_paused);
      break;
    case TERR_GAME_PAGE_PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;
    case TERR_GAME_PAGE_PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_game_page_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TerrGamePage *self = TERR_GAME_PAGE (object);

  switch (prop_id)
    {
    case TERR_GAME_PAGE_PROP_GAME:
      terr_game_page_set_game (self, g_value_get_object (value));
      break;
    case TERR_GAME_PAGE_PROP_VIEW:
      if (g_strcmp0 (terr_board_get_view (self->board), g_value_get_string (value)) != 0)
        {
          terr_board_set_view (self->board, g_value_get_string (value));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case TERR_GAME_PAGE_PROP_COMPUTER_PAUSED:
      terr_game_page_set_computer_paused (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The seats' chosen colours as CSS classes seat-1 … seat-6
 * (terr-seat-colors.c keeps them up to date). */
static void
install_seat_colors (void)
{
  terr_seat_colors_get_default ();
}

static void
terr_game_page_class_init (TerrGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = terr_game_page_dispose;
  object_class->finalize = terr_game_page_finalize;
  object_class->get_property = terr_game_page_get_property;
  object_class->set_property = terr_game_page_set_property;

  widget_class->grab_focus = terr_game_page_grab_focus;

  properties[TERR_GAME_PAGE_PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TERR_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[TERR_GAME_PAGE_PROP_VIEW] =
    g_param_spec_string ("view", NULL, NULL, "oblique",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[TERR_GAME_PAGE_PROP_COMPUTER_PAUSED] =
    g_param_spec_boolean ("computer-paused", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[TERR_GAME_PAGE_PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[TERR_GAME_PAGE_PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, TERR_GAME_PAGE_N_PROPS, properties);

  terr_game_page_panel_class_init (widget_class);

  g_type_ensure (TERR_TYPE_BOARD);
  g_type_ensure (TERR_TYPE_SCORE_EXPLAINER);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/terr-game-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, board);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, status_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, goal_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, choices_box);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, choices_heading);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, choices_list);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, orientation_box);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, mirror_button);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, play_button);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, hint_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, score_explainer);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, score_list);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, history_box);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, move_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, last_move_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, comment_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, view_box);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, slice_box);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, slice_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, slice_adjustment);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, slice_scale);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, privacy_page);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, reveal_button);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, over_box);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, over_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, goal_status_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, computer_box);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, computer_spinner);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, computer_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, pause_button);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, pause_content);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, hint_box);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, hint_spinner);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, hint_result_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, hint_cancel_button);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, resign_button);

  terr_game_page_class_init_actions (widget_class);

  /* The panel goes under the board in a narrow window. */
  gtk_widget_class_set_layout_manager_type (widget_class, TERR_TYPE_PANEL_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "gamepage");
}

static void
terr_game_page_init (TerrGamePage *self)
{
  install_seat_colors ();
  gtk_widget_init_template (GTK_WIDGET (self));
  terr_board_add_view_actions (self->board, GTK_WIDGET (self));
  self->computer_delay = COMPUTER_DELAY_MS;
  self->slice_marks_upper = -1;

  self->toasts = terr_toasts_new (GTK_WIDGET (self));
  terr_game_page_score_init (self);
  terr_game_page_panel_init (self);
  g_signal_connect (self->slice_adjustment, "value-changed", G_CALLBACK (slice_changed_cb), self);
  terr_game_page_choices_init (self);
  terr_game_page_update_actions (self);
}
