/* terr-game-page-panel.c — the side panel of the game page: whose turn,
 * the status, the goal and its certificate, the end, the moves, the
 * levels shown, the computer seats, the hint and the "Pass to …" screen.
 * Every text is the one the seat on screen may know (terr-seat-view.h,
 * with the match's viewer). */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-game-page-private.h"
#include "terr-puzzle.h"

static guint goal_reached_signal;

/* --- the levels shown --- */

static void
update_slice (TerrGamePage *self)
{
  int lowest = 0, highest = -1;
  gboolean show = terr_game_get_view_levels (self->game, &lowest, &highest);
  int max_level = terr_board_get_max_level (self->board);

  if (highest >= lowest)
    gtk_adjustment_configure (self->slice_adjustment,
                              max_level < 0 ? highest : CLAMP (max_level, lowest, highest),
                              lowest, highest, 1, 1, 0);

  /* A mark per level, the last one meaning "all"; made again only when
   * the levels change (new marks are new widgets to style and measure). */
  {
    int lower = show ? (int) gtk_adjustment_get_lower (self->slice_adjustment) : 0;
    int upper = show ? (int) gtk_adjustment_get_upper (self->slice_adjustment) : -1;

    if (lower != self->slice_marks_lower || upper != self->slice_marks_upper)
      {
        gtk_scale_clear_marks (self->slice_scale);
        for (int v = lower; v <= upper; v++)
          {
            g_autofree char *text = v == upper ? g_strdup (C_("levels", "All")) : g_strdup_printf ("%d", v);
            gtk_scale_add_mark (self->slice_scale, v, GTK_POS_BOTTOM, text);
          }
        self->slice_marks_lower = lower;
        self->slice_marks_upper = upper;
      }
  }
  gtk_widget_set_visible (self->slice_box, show);
}

void
terr_game_page_update_slice_text (TerrGamePage *self)
{
  int value = (int) (gtk_adjustment_get_value (self->slice_adjustment) + 0.5);
  int upper = (int) (gtk_adjustment_get_upper (self->slice_adjustment) + 0.5);
  g_autofree char *text = NULL;

  if (self->game == NULL)
    return;
  terr_board_set_max_level (self->board, value >= upper ? -1 : value);
  text = terr_game_get_levels_text (self->game, value >= upper ? -1 : value);
  terr_game_page_set_label_text (self->slice_label, text != NULL ? text : "");
}

/* --- the goal, the end, the moves --- */

/* The scenario's description and a puzzle's aim, as the game words it. */
static char *
describe_goal (TerrGame *game)
{
  const char *description = terr_game_get_description (game);
  g_autofree char *aim = terr_game_get_goal_text (game);
  g_autofree char *goal = NULL;

  if (aim != NULL)
    /* TRANSLATORS: a puzzle's aim, e.g. "Goal: score at least 22 points." */
    goal = g_strdup_printf (_("Goal: %s"), aim);
  if (description != NULL && *description && goal != NULL)
    return g_strdup_printf ("%s\n%s", description, goal);
  if (description != NULL && *description)
    return g_strdup (description);
  return g_steal_pointer (&goal);
}

/* A puzzle's certificate as of its first position (docs/puzzles.md):
 * what the solver found, or that the position or goal changed since. */
char *
terr_game_page_describe_certificate (TerrGame *game)
{
  g_autoptr(TerrGame) start = NULL;
  const TerrCertificate *cert;
  TerrGame *at_start = game;

  if (game == NULL || terr_game_get_certificate (game) == NULL)
    return NULL;
  if (terr_game_get_position_index (game) > 0)
    {
      start = terr_game_copy (game);
      if (start == NULL || !terr_game_go_to (start, 0))
        return NULL;
      at_start = start;
    }
  cert = terr_game_get_certificate (at_start);
  if (cert == NULL)
    return NULL;
  if (!terr_game_certificate_is_valid (at_start))
    return g_strdup (_("Certificate out of date"));
  if (terr_certificate_is_unique (cert))
    return g_strdup (_("Certified: unique solution"));
  if (cert->verdict == TERR_VERDICT_SOLVABLE && cert->count_exact && cert->n_solutions < cert->cap)
    return g_strdup_printf (ngettext ("Certified: %u solution", "Certified: %u solutions",
                                      cert->n_solutions), cert->n_solutions);
  if (cert->verdict == TERR_VERDICT_SOLVABLE)
    return g_strdup (_("Certified: solvable"));
  if (cert->verdict == TERR_VERDICT_UNSOLVABLE)
    return g_strdup (_("Certified: no solution"));
  return g_strdup (_("Not certified: the check stopped at its limit"));
}

/* A puzzle says when its goal is reached or can no longer be reached
 * (a toast when that happens, a line under the goal while it holds). */
static void
update_goal_status (TerrGamePage *self)
{
  TerrGoalStatus status = terr_game_get_goal_status (self->game);
  const char *text = NULL;
  const char *css = NULL;

  switch (status)
    {
    case TERR_GOAL_STATUS_REACHED:
      text = _("Goal reached. Well done!");
      css = "success";
      break;
    case TERR_GOAL_STATUS_FAILED:
      text = _("The goal can no longer be reached: undo, or go back to the first position to try again.");
      css = "warning";
      break;
    case TERR_GOAL_STATUS_NONE:
    case TERR_GOAL_STATUS_OPEN:
    default:
      break;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (self->goal_status_label), "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->goal_status_label), "warning");
  if (css != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->goal_status_label), css);
  terr_game_page_set_label_text (self->goal_status_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->goal_status_label), text != NULL);

  if (status != self->last_goal_status && text != NULL
      && self->last_goal_status == TERR_GOAL_STATUS_OPEN)
    {
      gboolean handled = FALSE;

      /* The window may say more (a bundled puzzle solved, the next one). */
      if (status == TERR_GOAL_STATUS_REACHED)
        g_signal_emit (self, goal_reached_signal, 0, &handled);
      if (!handled)
        terr_game_page_add_toast (self, adw_toast_new (status == TERR_GOAL_STATUS_REACHED
                                                       ? _("Goal reached")
                                                       : _("The goal can no longer be reached")));
    }
  self->last_goal_status = status;
}

/* The end of a game: who won and what to do next. */
static void
update_over (TerrGamePage *self,
             const char   *winners)
{
  gboolean over = terr_game_is_over (self->game);
  g_autofree char *text = NULL;

  gtk_widget_set_visible (self->over_box, over);
  if (!over)
    return;

  if (terr_game_get_n_players (self->game) <= 1)
    text = g_strdup (_("The game is over; the score is below."));
  else if (winners != NULL && strchr (winners, ',') != NULL)
    /* TRANSLATORS: a shared win, e.g. "Ann, Bob share the win; the scores are below." */
    text = g_strdup_printf (_("%s share the win; the scores are below."), winners);
  else if (winners != NULL)
    /* TRANSLATORS: e.g. "Ann wins; the scores are below." */
    text = g_strdup_printf (_("%s wins; the scores are below."), winners);
  else
    text = g_strdup (_("The game is over; the scores are below."));
  terr_game_page_set_label_text (self->over_label, text);
}

const char *
terr_game_page_get_goal_status_text (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->goal_status_label))
         ? gtk_label_get_label (self->goal_status_label) : NULL;
}

gboolean
terr_game_page_is_over_shown (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), FALSE);

  return gtk_widget_get_visible (self->over_box);
}

static void
update_history (TerrGamePage *self)
{
  guint n = terr_game_get_n_moves (self->game);
  guint index = terr_game_get_position_index (self->game);
  g_autofree char *position = NULL;
  const char *comment = NULL;

  gtk_widget_set_visible (self->history_box, n > 0);

  /* TRANSLATORS: position in the list of moves, e.g. "Move 3 of 10" */
  position = index == 0 ? g_strdup_printf (_("Start of %u"), n)
                        : g_strdup_printf (_("Move %u of %u"), index, n);
  terr_game_page_set_label_text (self->move_label, position);

  if (index > 0)
    {
      TerrGameNode *node = terr_game_get_cursor (self->game);
      /* As the seat on screen may know it: another seat's private move
       * is told without where it went. */
      g_autofree char *text = terr_game_describe_node_for (self->game, terr_game_page_get_viewer (self), node);

      terr_game_page_set_label_text (self->last_move_label, text);
      comment = terr_game_node_get_comment (node);
    }
  else
    terr_game_page_set_label_text (self->last_move_label, "");
  gtk_widget_set_visible (GTK_WIDGET (self->last_move_label), index > 0);
  terr_game_page_set_label_text (self->comment_label, comment != NULL ? comment : "");
  gtk_widget_set_visible (GTK_WIDGET (self->comment_label), comment != NULL && *comment);
}

static void
move_refused_cb (TerrBoard    *board,
                 const char   *reason,
                 TerrGamePage *self)
{
  /* The game's short words for the refusal (a toast's title is markup);
   * it replaces the message before it. */
  g_autofree char *markup = g_markup_escape_text (reason, -1);

  gtk_widget_error_bell (GTK_WIDGET (board));
  terr_game_page_add_toast (self, adw_toast_new (markup));
}

/* --- computer seats ---
 *
 * The match (terr-match.h) moves for a computer seat: it thinks off the
 * main loop, keeps its move pending for a moment, then plays it.  The
 * panel says which seat thinks, and the board shows the pending move
 * where it goes when the seat on screen may see it. */

/* Setting a tooltip asks the display where the pointer is: only when it
 * changes. */
static void
set_tooltip (GtkWidget  *widget,
             const char *text)
{
  const char *current = gtk_widget_get_tooltip_text (widget);

  if (g_strcmp0 (current, text) != 0)
    gtk_widget_set_tooltip_text (widget, text);
}

/* The computer's move where it goes, else the hint, else nothing. */
static void
update_ghost (TerrGamePage *self)
{
  TerrMove *ghost = NULL;
  gboolean is_hint = FALSE;

  if (self->match != NULL)
    {
      const TerrHint *hint = terr_match_get_hint (self->match);

      ghost = (TerrMove *) terr_match_get_shown_move (self->match);
      if (ghost == NULL && self->hint_shown && hint != NULL)
        ghost = hint->move, is_hint = TRUE;
    }
  /* The board is told only when it changes (the page holds the move, so
   * another move never comes at the same address). */
  if (ghost != self->ghost)
    {
      g_clear_pointer (&self->ghost, terr_move_unref);
      self->ghost = ghost != NULL ? terr_move_ref (ghost) : NULL;
      /* The hint's piece in hand, turned as the hint: the pointer's own
       * ghost at the hint's square is the hint, and a click there plays
       * it. */
      if (is_hint)
        {
          int x, y;

          terr_choices_hold_move (self->choices, ghost, &x, &y);
        }
      terr_board_show_move (self->board, ghost);
    }
}

static char *
computer_names (TerrGamePage *self)
{
  GString *names = g_string_new (NULL);

  for (guint s = 1; s <= terr_game_get_n_players (self->game); s++)
    if (terr_match_get_seat_kind (self->match, (int) s) == TERR_SEAT_COMPUTER)
      {
        g_autofree char *name = terr_game_get_player_name (self->game, (int) s);
        g_string_append_printf (names, "%s%s", names->len > 0 ? ", " : "", name);
      }
  return g_string_free (names, FALSE);
}

void
terr_game_page_update_computer (TerrGamePage *self)
{
  TerrMatch *match = self->match;
  int to_move = match != NULL ? terr_match_get_seat_to_move (match) : 0;
  int seat = match != NULL ? terr_match_get_computer_to_move (match) : 0;
  guint n_computers = match != NULL ? terr_match_count_seats (match, TERR_SEAT_COMPUTER) : 0;
  const TerrMove *pending = match != NULL ? terr_match_get_pending_move (match) : NULL;
  gboolean thinking = match != NULL && terr_match_is_thinking (match) && pending == NULL;
  g_autofree char *text = NULL;

  if (match != NULL)
    {
      /* The board takes input only on a person's turn (or at the end),
       * and not while that person's move is on its way to the room. */
      terr_board_set_interactive (self->board, !self->net_sending
                                  && (to_move == 0
                                      || terr_match_get_seat_kind (match, to_move) == TERR_SEAT_PERSON));
      terr_board_set_viewer_seat (self->board, MAX (terr_game_page_get_viewer (self), 0));
    }
  update_ghost (self);

  gtk_widget_set_visible (self->computer_box, n_computers > 0 && !terr_match_is_over (match));
  if (seat > 0)
    {
      g_autofree char *name = terr_game_get_player_name (self->game, seat);

      if (pending != NULL)
        text = terr_game_describe_move_for (self->game, terr_game_page_get_viewer (self), pending);
      else if (self->computer_paused)
        /* TRANSLATORS: a computer player waits, e.g. "Rival is paused" */
        text = g_strdup_printf (_("%s is paused"), name);
      else if (terr_match_is_waiting (match))
        /* TRANSLATORS: a computer player waits while earlier moves are shown */
        text = g_strdup_printf (_("%s plays from the last move"), name);
      else
        /* TRANSLATORS: a computer player is choosing its move, e.g. "Rival is thinking…" */
        text = g_strdup_printf (_("%s is thinking…"), name);
    }
  else if (self->computer_paused && n_computers > 0)
    text = g_strdup (_("Computer players are paused"));
  else if (n_computers > 0)
    {
      /* Who the computer plays, while a person is to move. */
      g_autofree char *names = computer_names (self);

      /* TRANSLATORS: the seats the computer plays, e.g. "Computer: Bob" */
      text = g_strdup_printf (ngettext ("Computer: %s", "Computers: %s", n_computers), names);
    }

  terr_game_page_set_label_text (self->computer_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->computer_label), text != NULL);
  gtk_spinner_set_spinning (self->computer_spinner, thinking);
  gtk_widget_set_visible (GTK_WIDGET (self->computer_spinner), thinking);
  adw_button_content_set_label (self->pause_content,
                                self->computer_paused ? _("_Resume") : _("_Pause"));
  adw_button_content_set_icon_name (self->pause_content,
                                    self->computer_paused ? "media-playback-start-symbolic"
                                                          : "media-playback-pause-symbolic");
  set_tooltip (GTK_WIDGET (self->pause_button),
               self->computer_paused ? _("Let the computer players move again")
                                     : _("Stop the computer players from moving"));
}

/* --- hints ---
 *
 * The move a strong player would make for the person to move, found by
 * the game (terr_match_request_hint): shown as the ghost on the board with
 * what it gains, until the position changes. */

void
terr_game_page_update_hint (TerrGamePage *self)
{
  const TerrHint *hint = self->match != NULL ? terr_match_get_hint (self->match) : NULL;
  const char *error = self->match != NULL ? terr_match_get_hint_error (self->match) : NULL;
  gboolean running = self->match != NULL && terr_match_is_hint_running (self->match);
  g_autofree char *text = NULL;

  /* The position changed (the match forgot the hint): it goes. */
  if (!running && hint == NULL && error == NULL)
    self->hint_shown = FALSE;
  gtk_widget_set_visible (self->hint_box, self->hint_shown);
  gtk_spinner_set_spinning (self->hint_spinner, self->hint_shown && running);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_spinner), self->hint_shown && running);
  update_ghost (self);
  if (!self->hint_shown)
    return;

  if (running)
    {
      text = g_strdup (_("Looking for a good move…"));
      gtk_button_set_label (self->hint_cancel_button, _("_Cancel"));
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->hint_cancel_button), _("Stop looking for a hint"));
    }
  else
    {
      gtk_button_set_label (self->hint_cancel_button, _("_Hide"));
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->hint_cancel_button), _("Hide the hint"));
    }
  if (running)
    ;
  else if (hint == NULL)
    /* TRANSLATORS: no hint could be found, e.g. "No hint: the game is over" */
    text = g_strdup_printf (_("No hint: %s"), error);
  else
    {
      g_autofree char *move = terr_game_describe_move_for (self->game, terr_game_page_get_viewer (self),
                                                           hint->move);

      if (hint->has_gain && hint->gain == 0)
        /* TRANSLATORS: a hint that prepares a later score */
        text = g_strdup_printf (_("Hint: %s (no points yet: it prepares the next actions)"), move);
      else if (hint->has_gain)
        /* TRANSLATORS: a hint with what it scores, e.g. "Hint: bed of suns at (2, 3), +3 points" */
        text = g_strdup_printf (ngettext ("Hint: %s, %+d point", "Hint: %s, %+d points", ABS (hint->gain)),
                                move, hint->gain);
      else
        text = g_strdup_printf (_("Hint: %s"), move);
    }
  terr_game_page_set_label_text (self->hint_result_label, text);
}

/* --- several people at one screen ---
 *
 * Some grids are private until the end (Garden Paths).  When the turn
 * passes from one person to another at the same screen, a "Pass to Bob"
 * screen hides the board until Bob says he is there (the match's
 * hand-over). */

static void
update_privacy (TerrGamePage *self)
{
  gboolean hide = self->match != NULL && terr_match_get_hand_over (self->match);

  if (hide)
    {
      g_autofree char *name = terr_game_get_player_name (self->game, terr_match_get_seat_to_move (self->match));
      /* TRANSLATORS: the hotseat screen, e.g. "Pass to Bob" */
      g_autofree char *title = g_strdup_printf (_("Pass to %s"), name);
      /* TRANSLATORS: the button of the hotseat screen, e.g. "I Am Bob" */
      g_autofree char *button = g_strdup_printf (_("I Am %s"), name);

      adw_status_page_set_title (self->privacy_page, title);
      gtk_button_set_label (self->reveal_button, button);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->privacy_page), hide);
  gtk_widget_set_visible (GTK_WIDGET (self->board), !hide);
  gtk_widget_set_visible (GTK_WIDGET (self->score_explainer), !hide);
  if (hide)
    {
      terr_game_page_show_choices (self, FALSE);
      gtk_widget_set_visible (self->hint_box, FALSE);
      gtk_widget_grab_focus (GTK_WIDGET (self->reveal_button));
    }
}

/* --- the whole panel --- */

/* The seat the score explainer may explain alone (0: any). */
static int
explainer_private_seat (TerrGamePage *self)
{
  int viewer = terr_game_page_get_viewer (self);

  if (viewer == TERR_VIEWER_NOBODY)
    return terr_match_get_seat_to_move (self->match);
  return terr_game_has_hidden_seats (self->game) ? viewer : 0;
}

void
terr_game_page_update_panel (TerrGamePage *self)
{
  g_autofree char *turn = NULL;
  g_autofree char *status = NULL;
  g_autofree char *winners = NULL;

  if (self->game == NULL)
    return;

  winners = terr_game_page_update_score (self);
  if (terr_game_is_over (self->game) && winners != NULL && terr_game_get_n_players (self->game) > 1)
    /* TRANSLATORS: the end of a game, e.g. "Ann Wins" or "Ann, Bob Win" */
    turn = g_strdup_printf (strchr (winners, ',') ? _("%s Win") : _("%s Wins"), winners);
  else if (terr_game_is_over (self->game))
    turn = g_strdup (_("Game Over"));
  else if (terr_game_get_n_players (self->game) <= 1)
    turn = g_strdup (_("Your Move"));
  else
    {
      g_autofree char *name = terr_game_get_player_name (self->game, terr_game_get_seat_to_move (self->game));
      /* TRANSLATORS: whose turn it is, e.g. "Ann to Move" */
      turn = g_strdup_printf (_("%s to Move"), name);
    }

  status = terr_game_get_status_text_for (self->game, terr_game_page_get_viewer (self));
  {
    g_autofree char *goal = describe_goal (self->game);

    if (goal != NULL && self->certificate_text != NULL)
      {
        char *both = g_strdup_printf ("%s\n%s", goal, self->certificate_text);

        g_free (goal);
        goal = both;
      }
    terr_game_page_set_label_text (self->goal_label, goal != NULL ? goal : "");
    gtk_widget_set_visible (GTK_WIDGET (self->goal_label), goal != NULL);
  }
  terr_game_page_set_label_text (self->status_label, status != NULL ? status : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), status != NULL);
  terr_game_page_set_label_text (self->turn_label, turn);

  terr_score_explainer_set_private_seat (self->score_explainer, explainer_private_seat (self));
  terr_score_explainer_update (self->score_explainer);

  update_goal_status (self);
  update_over (self, winners);

  update_slice (self);
  update_history (self);
  terr_game_page_update_computer (self);
  terr_game_page_update_hint (self);
  update_privacy (self);
  terr_game_page_update_actions (self);
}

static void
computer_failed_cb (TerrMatch    *match,
                    const char   *message,
                    TerrGamePage *self)
{
  g_autofree char *text = g_strdup_printf (_("The computer could not move: %s"), message);
  g_autofree char *markup = g_markup_escape_text (text, -1);

  terr_game_page_add_toast (self, adw_toast_new (markup));
}

/* What the match says after any change of its own (thinking, a pending
 * move, a hint, the hand-over); the game's changes update everything. */
static void
match_changed_cb (TerrMatch    *match,
                  TerrGamePage *self)
{
  if (match != self->match)
    return;
  terr_game_page_update_computer (self);
  terr_game_page_update_hint (self);
  update_privacy (self);
  terr_game_page_update_actions (self);
}

/* Connects the panel to a new match (set_game). */
void
terr_game_page_panel_set_match (TerrGamePage *self)
{
  if (self->match == NULL)
    return;
  g_signal_connect_object (self->match, "changed", G_CALLBACK (match_changed_cb), self, 0);
  g_signal_connect_object (self->match, "computer-failed", G_CALLBACK (computer_failed_cb), self, 0);
}


/* The squares of the hint shown, while the hint is pointed at. */
static GArray *
hint_squares_cb (GtkWidget *widget,
                 gpointer   data)
{
  TerrGamePage *self = data;
  const TerrHint *hint = self->match != NULL ? terr_match_get_hint (self->match) : NULL;

  if (!self->hint_shown || hint == NULL || hint->move == NULL)
    return NULL;
  return terr_game_move_squares (self->game, hint->move);
}

void
terr_game_page_panel_init (TerrGamePage *self)
{
  g_signal_connect (self->board, "move-refused", G_CALLBACK (move_refused_cb), self);
  terr_board_highlight_on_hover (self->board, self->hint_box, hint_squares_cb, self);
}

void
terr_game_page_panel_class_init (GtkWidgetClass *widget_class)
{
  /* A puzzle's goal was just reached; a handler returning TRUE says so
   * itself (the page's own toast is then left out). */
  goal_reached_signal =
    g_signal_new ("goal-reached", G_TYPE_FROM_CLASS (widget_class), G_SIGNAL_RUN_LAST,
                  0, g_signal_accumulator_true_handled, NULL, NULL,
                  G_TYPE_BOOLEAN, 0);
}
