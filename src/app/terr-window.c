/* terr-window.c — the main window.
 *
 * A stack of pages: the start page (terr-start-page.c), the game page,
 * the replay viewer and the scenario editor.  The game shown is the
 * session's play document (terr-session.c); the window follows its
 * signals, titles itself after it, and says in toasts what happened.
 * Only the start page is built with the window; the others are built on
 * first use (terr_window_ensure_*_page).
 * Its actions are in terr-window-actions.c, its files (open, save, the
 * question before leaving) in terr-window-files.c.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-a11y.h"
#include "terr-application.h"
#include "terr-games.h"
#include "terr-puzzle-list.h"
#include "terr-room-panel.h"
#include "terr-seat-colors.h"
#include "terr-widgets.h"
#include "terr-window-private.h"

G_DEFINE_FINAL_TYPE (TerrWindow, terr_window, ADW_TYPE_APPLICATION_WINDOW)

gboolean
terr_window_is_showing (TerrWindow *self,
                        const char *page)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), page) == 0;
}

void
terr_window_show_toast (TerrWindow *self,
                        const char *message)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
}

void
terr_window_update_title (TerrWindow *self)
{
  g_autofree char *subtitle = NULL;

  /* The pages let their games go while the window is disposed. */
  if (self->disposing)
    return;
  if (terr_window_is_showing (self, "editor"))
    {
      /* The editor names the game of its design, which Generate or Open
       * may change while it is shown. */
      TerrGame *design = terr_editor_page_get_game (self->editor_page);

      adw_window_title_set_title (self->window_title, _("Scenario Editor"));
      adw_window_title_set_subtitle (self->window_title,
                                     design != NULL ? terr_game_kind_get_title (terr_game_get_kind (design)) : NULL);
      gtk_window_set_title (GTK_WINDOW (self), _("Scenario Editor"));
      return;
    }
  if (self->game == NULL
      || (!terr_window_is_showing (self, "game") && !terr_window_is_showing (self, "replay")))
    {
      adw_window_title_set_title (self->window_title, _("Terraces"));
      adw_window_title_set_subtitle (self->window_title, NULL);
      gtk_window_set_title (GTK_WINDOW (self), _("Terraces"));
      return;
    }

  adw_window_title_set_title (self->window_title,
                              terr_game_kind_get_title (terr_game_get_kind (self->game)));
  if (terr_session_get_file (self->session) != NULL)
    {
      g_autofree char *basename = g_file_get_basename (terr_session_get_file (self->session));
      subtitle = g_strdup (basename);
    }
  else if (terr_game_get_title (self->game) != NULL && *terr_game_get_title (self->game))
    subtitle = g_strdup (terr_game_get_title (self->game));
  adw_window_title_set_subtitle (self->window_title, subtitle);
  gtk_window_set_title (GTK_WINDOW (self),
                        terr_game_kind_get_title (terr_game_get_kind (self->game)));
}

/* --- the game's signals --- */

static void
game_changed_cb (TerrGame   *game,
                 TerrWindow *self)
{
  terr_window_update_actions (self);
}

static void
move_played_cb (TerrGame   *game,
                TerrMove   *move,
                TerrWindow *self)
{
  /* Moves tried in the replay viewer are annotations, saved by Save. */
  if (terr_window_is_showing (self, "replay"))
    return;
  terr_session_set_modified (self->session, TRUE);
  terr_session_autosave (self->session);
}

static void
game_over_cb (TerrGame   *game,
              TerrWindow *self)
{
  g_autofree char *summary = NULL;
  const char *first_line_end;
  g_autofree char *message = NULL;
  AdwToast *toast;

  /* Stepping to the end of a game in the viewer is no news. */
  if (terr_window_is_showing (self, "replay"))
    return;

  summary = terr_game_score_text (game);
  /* The side panel has the scores; the toast says that it is over. */
  if (terr_game_get_n_players (game) > 1)
    message = g_strdup (_("Game over: see the scores"));
  else
    {
      first_line_end = summary != NULL ? strchr (summary, '\n') : NULL;
      message = summary != NULL
        ? g_strdup_printf (_("Game over: %.*s"),
                           (int) (first_line_end != NULL ? first_line_end - summary : (gssize) strlen (summary)),
                           summary)
        : g_strdup (_("Game over"));
    }
  /* …and offers to look back at it in the replay viewer. */
  toast = adw_toast_new (message);
  adw_toast_set_button_label (toast, _("_Review"));
  adw_toast_set_action_name (toast, "win.review");
  /* A message of the game: it goes when the game or the page does. */
  terr_game_page_add_toast (self->game_page, toast);
}

/* --- showing a game --- */

/* Shows @game on the game page, or in the replay viewer when @review. */
static void show_game_full (TerrWindow   *self,
                            TerrGame     *game,
                            gboolean      review,
                            TerrNetMatch *net_match);

void
terr_window_show_game (TerrWindow *self,
                       TerrGame   *game,
                       gboolean    review)
{
  show_game_full (self, game, review, NULL);
}

void
terr_window_show_net_game (TerrWindow   *self,
                           TerrNetMatch *net_match)
{
  GtkWidget *panel;

  g_return_if_fail (TERR_IS_WINDOW (self));
  g_return_if_fail (TERR_IS_NET_MATCH (net_match));
  g_return_if_fail (terr_net_match_get_game (net_match) != NULL);

  show_game_full (self, terr_net_match_get_game (net_match), FALSE, net_match);
#ifdef TERR_HAVE_NETWORK
  /* What resuming it needs, after every payload accepted. */
  terr_window_net_keep (self, net_match);
#endif
  /* The host's limit from New Game: a seat holder away longer than it may
   * be replaced by the computer. */
  panel = self->game_page != NULL ? terr_game_page_get_room_panel (self->game_page) : NULL;
  if (panel != NULL && terr_net_match_is_host (net_match) && self->session != NULL)
    terr_room_panel_set_away_limit (TERR_ROOM_PANEL (panel),
                                    60 * g_settings_get_uint (terr_session_get_settings (self->session),
                                                              "net-away-limit"));
}

static void
show_game_full (TerrWindow   *self,
                TerrGame     *game,
                gboolean     review,
                TerrNetMatch *net_match)
{
#ifdef TERR_HAVE_NETWORK
  /* Another game chosen: a search to host one is not wanted any more. */
  if (game != NULL && net_match == NULL)
    terr_window_net_cancel_search (self);
  /* Another game: the network game is left, nothing to resume. */
  if (game != NULL && net_match == NULL && self->net_kept != NULL
      && game != terr_net_match_get_game (self->net_kept))
    terr_window_net_forget (self, TRUE);
#endif
  if (self->game != game)
    {
      if (self->game != NULL)
        g_signal_handlers_disconnect_by_data (self->game, self);
      g_set_object (&self->game, game);
      terr_session_set_game (self->session, game, NULL);
      if (game != NULL)
        {
          g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, 0);
          g_signal_connect_object (game, "move-played", G_CALLBACK (move_played_cb), self, 0);
          g_signal_connect_object (game, "game-over", G_CALLBACK (game_over_cb), self, 0);
          g_signal_connect_object (game, "tree-changed", G_CALLBACK (game_changed_cb), self, 0);
        }
    }

  /* One page at a time follows the game (the game page would otherwise
   * redo its panel, or ask a computer seat to move, at every step of a
   * review); the page letting go comes first. */
  if (review && game != NULL)
    {
      if (self->game_page != NULL)
        terr_game_page_set_game (self->game_page, NULL);
      terr_replay_page_set_game (terr_window_ensure_replay_page (self), game);
    }
  else
    {
      if (self->replay_page != NULL)
        terr_replay_page_set_game (self->replay_page, NULL);
      if (net_match != NULL)
        terr_game_page_set_net_match (terr_window_ensure_game_page (self), net_match);
      else if (game != NULL || self->game_page != NULL)
        terr_game_page_set_game (terr_window_ensure_game_page (self), game);
    }

  if (game != NULL)
    {
      gtk_stack_set_visible_child_name (self->stack, review ? "replay" : "game");
      gtk_widget_grab_focus (review ? GTK_WIDGET (self->replay_page) : GTK_WIDGET (self->game_page));
    }
  else
    {
      terr_start_page_refresh_resume (self->start_page);
      gtk_stack_set_visible_child_name (self->stack, "start");
    }

  terr_window_update_title (self);
  terr_window_update_actions (self);
}

/* The start page, the game staying (Continue offers it). */
void
terr_window_show_start (TerrWindow *self)
{
  terr_start_page_refresh_resume (self->start_page);
  gtk_stack_set_visible_child_name (self->stack, "start");
  terr_window_update_title (self);
  terr_window_update_actions (self);
}

void
terr_window_show_editor (TerrWindow *self)
{
  terr_window_ensure_editor_page (self);
  gtk_stack_set_visible_child_name (self->stack, "editor");
  terr_window_update_title (self);
  terr_window_update_actions (self);
  gtk_widget_grab_focus (GTK_WIDGET (terr_editor_page_get_board (self->editor_page)));
}

void
terr_window_set_game (TerrWindow *self,
                      TerrGame   *game)
{
  g_return_if_fail (TERR_IS_WINDOW (self));
  g_return_if_fail (game == NULL || TERR_IS_GAME (game));

  terr_window_show_game (self, game, FALSE);
}

void
terr_window_review_game (TerrWindow *self,
                         TerrGame   *game)
{
  g_return_if_fail (TERR_IS_WINDOW (self));
  g_return_if_fail (TERR_IS_GAME (game));

  terr_window_show_game (self, game, TRUE);
}

GtkWidget *
terr_window_get_replay_page (TerrWindow *self)
{
  g_return_val_if_fail (TERR_IS_WINDOW (self), NULL);

  return GTK_WIDGET (terr_window_ensure_replay_page (self));
}

TerrGame *
terr_window_get_game (TerrWindow *self)
{
  g_return_val_if_fail (TERR_IS_WINDOW (self), NULL);

  return self->game;
}

const char *
terr_window_get_page (TerrWindow *self)
{
  g_return_val_if_fail (TERR_IS_WINDOW (self), NULL);

  return gtk_stack_get_visible_child_name (self->stack);
}

GtkWidget *
terr_window_get_game_page (TerrWindow *self)
{
  g_return_val_if_fail (TERR_IS_WINDOW (self), NULL);

  return GTK_WIDGET (terr_window_ensure_game_page (self));
}

guint
terr_window_get_n_scenarios (TerrWindow *self)
{
  g_return_val_if_fail (TERR_IS_WINDOW (self), 0);

  return terr_start_page_get_n_scenarios (self->start_page);
}

void
terr_window_flush_autosave (TerrWindow *self)
{
  g_return_if_fail (TERR_IS_WINDOW (self));

  terr_session_flush_autosave (self->session);
}

GtkWidget *
terr_window_get_error_dialog (TerrWindow *self)
{
  g_return_val_if_fail (TERR_IS_WINDOW (self), NULL);

  return self->error_dialog;
}

static void
error_dialog_destroyed_cb (GtkWidget  *dialog,
                           TerrWindow *self)
{
  if (self->error_dialog == dialog)
    self->error_dialog = NULL;
}

void
terr_window_show_error (TerrWindow *self,
                        const char *heading,
                        const char *body)
{
  GtkWidget *dialog;

  if (self->error_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->error_dialog));

  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  self->error_dialog = dialog;
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (error_dialog_destroyed_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* --- what the pages and the desktop say --- */

/* "Continue playing from here" in the viewer: a new game of the position. */
static void
play_from_here_cb (TerrReplayPage *page,
                   TerrGame       *scenario,
                   TerrWindow     *self)
{
  g_set_object (&self->pending_game, scenario);
  g_clear_object (&self->pending_file);
  self->pending_autosave = TRUE;
  if (!terr_window_ask_before_leaving (self, "win.play-pending", NULL, TRUE))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.play-pending", NULL);
}

/* The game page reached a puzzle's goal: a bundled puzzle is marked solved
 * and the toast offers the next unsolved one of the same game. */
static gboolean
goal_reached_cb (TerrGamePage *page,
                 TerrWindow   *self)
{
  TerrPuzzleList *puzzles = terr_start_page_get_puzzle_list (self->start_page);
  const char *next;
  AdwToast *toast;

  if (self->puzzle_game == NULL || self->puzzle_game != terr_game_page_get_game (page)
      || !terr_puzzle_list_has_puzzle (puzzles, self->puzzle_path))
    return FALSE;
  terr_puzzle_list_mark_solved (puzzles, self->puzzle_path);
  next = terr_puzzle_list_get_next_unsolved (puzzles, self->puzzle_path);
  g_free (self->next_puzzle);
  self->next_puzzle = g_strdup (next);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-puzzle", next != NULL);
  toast = adw_toast_new (next != NULL ? _("Puzzle solved. Well done!")
                                      : _("Puzzle solved: every puzzle of this game is solved now."));
  if (next != NULL)
    {
      adw_toast_set_button_label (toast, _("_Next Puzzle"));
      adw_toast_set_action_name (toast, "win.next-puzzle");
    }
  terr_game_page_add_toast (page, toast);
  return TRUE;
}

/* A .terraces file dropped on the window opens like Open… would. */
static gboolean
file_dropped_cb (GtkDropTarget *target,
                 const GValue  *value,
                 double         x,
                 double         y,
                 TerrWindow    *self)
{
  if (!G_VALUE_HOLDS (value, G_TYPE_FILE))
    return FALSE;

  terr_window_open_file_async (self, g_value_get_object (value));
  return TRUE;
}

static void
state_changed_cb (TerrWindow *self)
{
  terr_window_update_actions (self);
}

/* The editor's board follows the design (a new one, Generate, Open) or
 * the solution being stepped through: the title names its game. */
static void
editor_board_game_cb (TerrWindow *self)
{
  /* The board lets its game go while the window is destroyed. */
  if (self->disposing || gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  terr_window_update_title (self);
  terr_window_update_actions (self);
}

/* --- the pages, built on first use --- */

/* Adds @page to the stack under @name, hidden from screen readers until
 * it is shown (terr_a11y_follow_stack updates it from then on). */
static void
add_page (TerrWindow *self,
          GtkWidget  *page,
          const char *name)
{
  GtkStackPage *stack_page = gtk_stack_add_named (self->stack, page, name);

  gtk_accessible_update_state (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (stack_page), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
}

/* Coordinates: a view setting of each page's board. */
static void
bind_coordinates (TerrWindow *self,
                  const char *key,
                  TerrBoard  *board)
{
  GSettings *settings = self->session != NULL ? terr_session_get_settings (self->session) : NULL;

  if (settings != NULL)
    g_settings_bind (settings, key, board, "show-coordinates", G_SETTINGS_BIND_DEFAULT);
}

/* Only the start page is built with the window (the start-up of a
 * window that is never used for a game costs nothing more); each of the
 * others on the first call that needs it.  The stack owns them. */
TerrGamePage *
terr_window_ensure_game_page (TerrWindow *self)
{
  GSettings *settings;

  if (self->game_page != NULL)
    return self->game_page;

  self->game_page = g_object_new (TERR_TYPE_GAME_PAGE, NULL);
  add_page (self, GTK_WIDGET (self->game_page), "game");
  g_signal_connect (self->game_page, "goal-reached", G_CALLBACK (goal_reached_cb), self);
  settings = self->session != NULL ? terr_session_get_settings (self->session) : NULL;
  if (settings != NULL)
    terr_game_page_set_settings (self->game_page, settings);
  return self->game_page;
}

TerrReplayPage *
terr_window_ensure_replay_page (TerrWindow *self)
{
  if (self->replay_page != NULL)
    return self->replay_page;

  self->replay_page = g_object_new (TERR_TYPE_REPLAY_PAGE, NULL);
  add_page (self, GTK_WIDGET (self->replay_page), "replay");
  bind_coordinates (self, "coordinates-in-replay", terr_replay_page_get_board (self->replay_page));
  g_signal_connect (self->replay_page, "play-from-here", G_CALLBACK (play_from_here_cb), self);
  g_signal_connect_swapped (self->replay_page, "notify::trying", G_CALLBACK (state_changed_cb), self);
  return self->replay_page;
}

TerrEditorPage *
terr_window_ensure_editor_page (TerrWindow *self)
{
  if (self->editor_page != NULL)
    return self->editor_page;

  self->editor_page = g_object_new (TERR_TYPE_EDITOR_PAGE, NULL);
  add_page (self, GTK_WIDGET (self->editor_page), "editor");
  bind_coordinates (self, "coordinates-in-editor", terr_editor_page_get_board (self->editor_page));
  /* The editor's board shows the solution while it is stepped through. */
  g_signal_connect_object (terr_editor_page_get_board (self->editor_page), "notify::game",
                           G_CALLBACK (editor_board_game_cb), self, G_CONNECT_SWAPPED);
  return self->editor_page;
}

static gboolean
close_request_cb (GtkWindow *window,
                  gpointer   data)
{
  return terr_window_ask_before_leaving (TERR_WINDOW (window), "window.close", NULL, TRUE);
}

/* GTK 4.8 leaves the focus on the item of a menu that has closed, where
 * no key reaches the window's shortcuts: it goes back to the menu's
 * button. */
static void
menu_closed_cb (TerrWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (focus == NULL || gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->menu_button));
}

/* Disconnected with the window: the popover may close while it goes. */
static void
menu_popover_cb (TerrWindow *self)
{
  GtkPopover *popover = gtk_menu_button_get_popover (self->menu_button);

  if (popover != NULL)
    g_signal_connect_object (popover, "closed", G_CALLBACK (menu_closed_cb), self, G_CONNECT_SWAPPED);
}

/* --- GObject --- */

TerrWindow *
terr_window_new (TerrApplication *app)
{
  TerrWindow *self = g_object_new (TERR_TYPE_WINDOW, "application", app, NULL);
  GSettings *settings;

  /* Window size and board view are kept in the settings.  (Not in
   * constructed(): "application" is set after it.) */
  self->session = g_object_ref (terr_application_get_session (app));
  settings = terr_session_get_settings (self->session);
  if (settings != NULL)
    {
      g_settings_bind (settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
      /* The seats' colours follow the setting from the start (the start
       * page's pictures show them; the game page is built later). */
      terr_seat_colors_set_settings (terr_seat_colors_get_default (), settings);
      if (self->game_page != NULL)
        terr_game_page_set_settings (self->game_page, settings);
      if (self->replay_page != NULL)
        bind_coordinates (self, "coordinates-in-replay", terr_replay_page_get_board (self->replay_page));
      if (self->editor_page != NULL)
        bind_coordinates (self, "coordinates-in-editor", terr_editor_page_get_board (self->editor_page));
    }
  terr_start_page_set_session (self->start_page, self->session);
  terr_window_update_actions (self);
#ifdef TERR_HAVE_NETWORK
  terr_window_invitations_init (self);
#endif
  return self;
}

static void
terr_window_dispose (GObject *object)
{
  TerrWindow *self = TERR_WINDOW (object);

  self->disposing = TRUE;
  /* GtkApplicationWindow only drops its reference to the shortcuts
   * window: it goes with its window.  (The crash a shown shortcuts
   * window left behind came from its surface: terr-surface-guard.c.) */
  if (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self)) != NULL)
    gtk_window_destroy (GTK_WINDOW (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self))));
  if (self->help_window != NULL)
    gtk_window_destroy (GTK_WINDOW (self->help_window));
  g_clear_weak_pointer (&self->help_window);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (self->chooser);
  g_clear_object (&self->chooser);
  g_cancellable_cancel (self->open_cancellable);
  g_clear_object (&self->open_cancellable);
#ifdef TERR_HAVE_NETWORK
  terr_window_net_cancel_search (self);
  terr_window_net_clear (self);
  terr_window_invitations_clear (self);
  /* Closed, not left: the saved game stays for the next start. */
  terr_window_net_forget (self, FALSE);
#endif
  g_clear_pointer (&self->net_server_host, g_free);
  g_clear_object (&self->net_invite_toast);
  g_clear_pointer (&self->net_rooms_service, g_free);
  /* The window's game is closed with it (the autosave keeps it, and the
   * next window offers to continue it). */
  if (self->session != NULL && self->game != NULL
      && terr_session_get_game (self->session) == self->game)
    terr_session_set_game (self->session, NULL, NULL);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->session);
  if (self->leave_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->leave_dialog));
  g_clear_weak_pointer (&self->leave_dialog);
  g_clear_pointer (&self->leave_action, g_free);
  g_clear_pointer (&self->leave_parameter, g_variant_unref);
  g_clear_pointer (&self->after_save_action, g_free);
  g_clear_pointer (&self->after_save_parameter, g_variant_unref);
  g_clear_object (&self->pending_game);
  g_clear_object (&self->pending_file);
  g_clear_weak_pointer (&self->puzzle_game);

  G_OBJECT_CLASS (terr_window_parent_class)->dispose (object);

  /* The stack held the pages built on first use. */
  self->game_page = NULL;
  self->replay_page = NULL;
  self->editor_page = NULL;
}

static void
terr_window_finalize (GObject *object)
{
  TerrWindow *self = TERR_WINDOW (object);

  g_clear_pointer (&self->puzzle_path, g_free);
  g_clear_pointer (&self->next_puzzle, g_free);

  G_OBJECT_CLASS (terr_window_parent_class)->finalize (object);
}

static void
terr_window_class_init (TerrWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = terr_window_dispose;
  object_class->finalize = terr_window_finalize;

  g_type_ensure (TERR_TYPE_START_PAGE);
  g_type_ensure (TERR_TYPE_GAME_PAGE);
  g_type_ensure (TERR_TYPE_REPLAY_PAGE);
  g_type_ensure (TERR_TYPE_EDITOR_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/terr-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, open_button);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, history_box);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, new_scenario_section);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, start_page);

  terr_window_class_add_actions (widget_class);
#ifdef TERR_HAVE_NETWORK
  terr_window_net_class_init (widget_class);
#endif
}

static void
terr_window_init (TerrWindow *self)
{
  GtkDropTarget *target;

  terr_games_ensure_types ();
  terr_a11y_init ();
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Screen readers see the shown page only. */
  terr_a11y_follow_stack (self->stack);

  target = gtk_drop_target_new (G_TYPE_FILE, GDK_ACTION_COPY);
  g_signal_connect (target, "drop", G_CALLBACK (file_dropped_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
  g_signal_connect (self, "close-request", G_CALLBACK (close_request_cb), NULL);
  /* Which page shortcuts apply depends on where the focus is. */
  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (state_changed_cb), NULL);
  /* The main menu is made when first shown (terr-widgets.c). */
  terr_menu_button_set_menu_when_shown (self->menu_button, self->primary_menu);
  g_signal_connect_object (self->menu_button, "notify::popover",
                           G_CALLBACK (menu_popover_cb), self, G_CONNECT_SWAPPED);

  /* A new design of each game the editor knows, in the core's order. */
  for (TerrGameKind kind = TERR_GAME_NONE + 1; terr_game_kind_to_string (kind) != NULL; kind++)
    if (terr_editor_page_supports_kind (kind))
      {
        /* TRANSLATORS: an item of the Scenario Editor menu, e.g. "New Ziggurat Scenario" */
        g_autofree char *label = g_strdup_printf (_("New %s Scenario"), terr_game_kind_get_title (kind));
        g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

        g_menu_item_set_action_and_target (item, "win.edit-new", "s", terr_game_kind_to_string (kind));
        g_menu_append_item (self->new_scenario_section, item);
      }

  terr_window_update_title (self);
}
