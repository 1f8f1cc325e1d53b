/* terr-board-input.c — the pointer on the board.
 *
 * The selected choice of the board's TerrChoices is shown as a ghost where
 * it would go (green when legal, red with the reason in the tooltip when
 * not); a click plays it, a right click turns it; the wheel zooms and a
 * drag pans a zoomed board.  With a piece in hand the pointer aims at the
 * surface: what stands in front (a gazebo) never takes the click.  A
 * choice whose piece is first picked on the board (a support to move)
 * takes a click on that piece, then one where it goes.  In edit mode (the
 * scenario editor) a click, a right click or Enter emits
 * "square-activated" instead of playing, and the ghost is what the
 * page's preview says a click would do there (the squares, green or red
 * with the reason).
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "terr-board-private.h"

static gboolean emit_square_activated (TerrBoard           *self,
                                       const TerrRenderHit *hit,
                                       guint                button);

static void
to_board (TerrBoard *self,
          double     x,
          double     y,
          double    *bx,
          double    *by)
{
  double cx = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double cy = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;

  *bx = (x - cx - self->pan_x) / self->zoom + cx;
  *by = (y - cy - self->pan_y) / self->zoom + cy;
}

/* A piece is in hand: clicks place it (or pick the piece to move). */
static gboolean
aims_piece (TerrBoard *self)
{
  int selected = self->choices != NULL ? terr_choices_get_selected (self->choices) : -1;

  return !self->edit_mode && self->interactive && self->game != NULL
         && !terr_game_is_over (self->game) && selected >= 0
         && terr_choices_is_positional (self->choices, selected);
}

gboolean
terr_board_hit_test (TerrBoard     *self,
                     double         x,
                     double         y,
                     TerrRenderHit *hit)
{
  TerrRenderOptions opts;
  double bx, by;

  memset (hit, 0, sizeof *hit);
  if (self->scene == NULL)
    return FALSE;

  terr_board_get_render_options (self, &opts);
  opts.ghost = NULL;
  opts.hint = NULL;
  opts.hit_surface = aims_piece (self);
  to_board (self, x, y, &bx, &by);
  return terr_render_scene_hit_test (self->scene,
                                     gtk_widget_get_width (GTK_WIDGET (self)),
                                     gtk_widget_get_height (GTK_WIDGET (self)),
                                     &opts, bx, by, hit)
         && hit->kind == TERR_RENDER_HIT_BOARD;
}

/* The square a piece goes to for a hit: tiles (2 x 2 pieces) take the
 * 2 x 2 block whose centre is nearest the pointer. */
static void
hit_square (TerrBoard           *self,
            const TerrRenderHit *hit,
            int                 *x,
            int                 *y)
{
  if (terr_choices_is_tile (self->choices) && !terr_choices_needs_source (self->choices))
    {
      *x = (int) floor (hit->fx + 0.5) - 1;
      *y = (int) floor (hit->fy + 0.5) - 1;
    }
  else
    {
      *x = hit->x;
      *y = hit->y;
    }
}

/* --- the ghost --- */

void
terr_board_clear_ghost (TerrBoard *self)
{
  g_clear_pointer (&self->ghost, terr_move_unref);
  g_clear_pointer (&self->ghost_reason, g_free);
  self->ghost_legal = FALSE;
  g_clear_pointer (&self->edit_ghost, g_array_unref);
  g_clear_pointer (&self->edit_ghost_reason, g_free);
  self->edit_ghost_legal = FALSE;
}

/* Before the piece to move is picked: the piece under the pointer or
 * the cursor is marked (its move with only what the pick fixes). */
static void
set_source_ghost (TerrBoard *self,
                  int        x,
                  int        y,
                  int        level)
{
  g_autoptr(TerrMove) source = terr_choices_find_source (self->choices, x, y, level);
  TerrChoice *choice = terr_choices_get_choice (self->choices, terr_choices_get_selected (self->choices));
  const char *const *names = terr_choice_get_source_attrs (choice);
  TerrMove *mark;

  if (source == NULL)
    return;
  mark = terr_move_new (terr_move_get_seat (source), terr_move_get_move_type (source));
  for (guint i = 0; names[i] != NULL; i++)
    terr_move_set (mark, names[i], terr_move_get (source, names[i]));
  self->ghost = mark;
  self->ghost_legal = TRUE;
}

static void
set_ghost (TerrBoard *self,
           TerrMove  *move)
{
  TerrRefusal refusal;

  terr_board_clear_ghost (self);
  if (move == NULL)
    return;

  self->ghost = move;
  self->ghost_legal = terr_game_check_move_full (self->game, move, &refusal, NULL);
  if (!self->ghost_legal)
    self->ghost_reason = terr_game_word_refusal (self->game, &refusal, TERR_REFUSAL_FULL);
}

void
terr_board_update_ghost (TerrBoard *self)
{
  int selected;

  terr_board_clear_ghost (self);
  if (self->edit_mode)
    {
      terr_board_edit_hover (self);
      return;
    }
  selected = self->choices != NULL ? terr_choices_get_selected (self->choices) : -1;

  if (self->game != NULL && self->shown_move != NULL && !self->interactive)
    {
      set_ghost (self, terr_move_ref (self->shown_move));
      if (self->shown_legal)
        {
          /* a move of the position before (the analysis' better move) */
          self->ghost_legal = TRUE;
          g_clear_pointer (&self->ghost_reason, g_free);
        }
    }
  else if (self->game != NULL && self->interactive && selected >= 0
      && terr_choices_is_positional (self->choices, selected))
    {
      gboolean picking = terr_choices_needs_source (self->choices);

      if (self->use_pointer && self->pointer_inside)
        {
          TerrRenderHit hit;

          if (terr_board_hit_test (self, self->pointer_x, self->pointer_y, &hit))
            {
              int x, y;
              hit_square (self, &hit, &x, &y);
              if (picking)
                set_source_ghost (self, x, y, hit.level);
              else
                set_ghost (self, terr_choices_build_move (self->choices, x, y, hit.level));
            }
        }
      else if (!self->use_pointer && self->cursor_visible)
        {
          if (picking)
            set_source_ghost (self, self->cursor_x, self->cursor_y, G_MININT);
          else
            set_ghost (self, terr_choices_build_move (self->choices,
                                                      self->cursor_x, self->cursor_y,
                                                      G_MININT));
        }
    }
  terr_board_follow_refusal (self);

  {
    /* Setting a tooltip asks the display where the pointer is: only when
     * it changes. */
    const char *tooltip = self->use_pointer && self->ghost != NULL && !self->ghost_legal
                          ? self->ghost_reason : NULL;
    const char *current = gtk_widget_get_tooltip_text (GTK_WIDGET (self));

    if (g_strcmp0 (current, tooltip) != 0)
      gtk_widget_set_tooltip_text (GTK_WIDGET (self), tooltip);
  }
  terr_board_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
terr_board_play (TerrBoard *self,
                 TerrMove  *move)
{
  TerrRefusal refusal;

  if (move == NULL || self->game == NULL || !self->interactive)
    return FALSE;

  if (self->play_func != NULL ? !terr_game_check_move_full (self->game, move, &refusal, NULL)
                              : !terr_game_play_full (self->game, move, &refusal, NULL))
    {
      g_autofree char *full = terr_game_word_refusal (self->game, &refusal, TERR_REFUSAL_FULL);
      g_autofree char *brief = terr_game_word_refusal (self->game, &refusal, TERR_REFUSAL_SHORT);
      g_autofree char *text = NULL;

      /* TRANSLATORS: a move the rules refused, and why (whole sentences) */
      text = g_strdup_printf (_("Not played. %s"), full);
      terr_board_announce (self, text);
      /* Where the player was looking, when it is the ghost they saw. */
      if (self->ghost != NULL && terr_move_equal (self->ghost, move))
        terr_board_show_refusal (self, move, brief);
      g_signal_emit (self, terr_board_signals[MOVE_REFUSED], 0, brief);
      return FALSE;
    }
  if (self->play_func != NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!self->play_func (move, self->play_data, &error))
        {
          terr_board_announce (self, error->message);
          /* Where the player was looking, as a refusal of the rules. */
          if (self->ghost != NULL && terr_move_equal (self->ghost, move))
            terr_board_show_refusal (self, move, error->message);
          g_signal_emit (self, terr_board_signals[MOVE_REFUSED], 0, error->message);
          return FALSE;
        }
    }
  return TRUE;
}

void
terr_board_set_play_func (TerrBoard         *self,
                          TerrBoardPlayFunc  func,
                          gpointer           user_data)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  self->play_func = func;
  self->play_data = user_data;
}

void
terr_board_hover (TerrBoard *self,
                  double     x,
                  double     y)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  self->pointer_inside = TRUE;
  self->use_pointer = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
  terr_board_update_ghost (self);
}

gboolean
terr_board_click (TerrBoard *self,
                  double     x,
                  double     y)
{
  TerrRenderHit hit;
  int sx, sy;

  g_return_val_if_fail (TERR_IS_BOARD (self), FALSE);

  terr_board_hover (self, x, y);
  if (!terr_board_hit_test (self, x, y, &hit))
    return FALSE;
  if (self->edit_mode)
    return emit_square_activated (self, &hit, GDK_BUTTON_PRIMARY);
  /* Nothing can be placed on a gazebo: a click on one selects it. */
  if (hit.piece == TERR_RENDER_PIECE_GAZEBO && hit.seat > 0)
    {
      g_signal_emit (self, terr_board_signals[GAZEBO_ACTIVATED], 0, hit.seat);
      return FALSE;
    }

  hit_square (self, &hit, &sx, &sy);
  if (self->interactive && terr_choices_needs_source (self->choices))
    {
      terr_board_pick_source (self, sx, sy, hit.level);
      return FALSE;
    }
  {
    g_autoptr(TerrMove) move = terr_choices_build_move (self->choices, sx, sy, hit.level);
    return terr_board_play (self, move);
  }
}

gboolean
terr_board_pick_source (TerrBoard *self,
                        int        x,
                        int        y,
                        int        level)
{
  g_autoptr(TerrMove) source = terr_choices_find_source (self->choices, x, y, level);

  if (source == NULL)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  /* The choices say "source": the ghost follows. */
  terr_choices_set_source (self->choices, source);
  return TRUE;
}

/* --- edit mode (the scenario editor) --- */

static gboolean
emit_square_activated (TerrBoard           *self,
                       const TerrRenderHit *hit,
                       guint                button)
{
  g_signal_emit (self, terr_board_signals[SQUARE_ACTIVATED], 0, hit, button);
  return TRUE;
}

/* The hit of the keyboard cursor's square.  fx, fy are its far corner,
 * so that the 2 x 2 block nearest them has its corner on the cursor. */
static void
cursor_hit (TerrBoard     *self,
            TerrRenderHit *hit)
{
  memset (hit, 0, sizeof *hit);
  hit->kind = TERR_RENDER_HIT_BOARD;
  hit->x = self->cursor_x;
  hit->y = self->cursor_y;
  hit->fx = self->cursor_x + 1.0;
  hit->fy = self->cursor_y + 1.0;
  hit->level = G_MININT;
  hit->seat = terr_board_get_seat (self);
}

/* The cursor marks the square under the pointer; the ghost shows what a
 * click there (or Enter at the cursor) would do. */
void
terr_board_edit_hover (TerrBoard *self)
{
  TerrRenderHit hit;
  gboolean aimed = FALSE;
  const char *tooltip;

  if (self->use_pointer && self->pointer_inside
      && terr_board_hit_test (self, self->pointer_x, self->pointer_y, &hit))
    {
      self->cursor_x = hit.x;
      self->cursor_y = hit.y;
      self->cursor_visible = TRUE;
      aimed = TRUE;
    }
  else if (!self->use_pointer && self->cursor_visible && self->scene != NULL)
    {
      cursor_hit (self, &hit);
      aimed = TRUE;
    }
  if (aimed && self->preview_func != NULL && self->game != NULL)
    {
      gboolean legal = TRUE;
      char *reason = NULL;

      self->edit_ghost = self->preview_func (self, &hit, &legal, &reason, self->preview_data);
      self->edit_ghost_legal = legal;
      if (self->edit_ghost != NULL)
        self->edit_ghost_reason = reason;
      else
        g_free (reason);
    }

  tooltip = self->use_pointer ? self->edit_ghost_reason : NULL;
  if (g_strcmp0 (gtk_widget_get_tooltip_text (GTK_WIDGET (self)), tooltip) != 0)
    gtk_widget_set_tooltip_text (GTK_WIDGET (self), tooltip);
  terr_board_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Enter: the square of the keyboard cursor. */
void
terr_board_edit_activate_cursor (TerrBoard *self)
{
  TerrRenderHit hit;

  self->cursor_visible = TRUE;
  self->use_pointer = FALSE;
  cursor_hit (self, &hit);
  emit_square_activated (self, &hit, GDK_BUTTON_PRIMARY);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
terr_board_set_edit_preview (TerrBoard            *self,
                             TerrBoardPreviewFunc  func,
                             gpointer              data)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  self->preview_func = func;
  self->preview_data = data;
  terr_board_update_ghost (self);
}

void
terr_board_update_edit_ghost (TerrBoard *self)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  terr_board_update_ghost (self);
}

const TerrSquare *
terr_board_get_edit_ghost (TerrBoard   *self,
                           guint       *n_squares,
                           gboolean    *legal,
                           const char **reason)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), NULL);

  if (n_squares != NULL)
    *n_squares = self->edit_ghost != NULL ? self->edit_ghost->len : 0;
  if (legal != NULL)
    *legal = self->edit_ghost != NULL && self->edit_ghost_legal;
  if (reason != NULL)
    *reason = self->edit_ghost_reason;
  return self->edit_ghost != NULL && self->edit_ghost->len > 0
         ? (const TerrSquare *) self->edit_ghost->data : NULL;
}

void
terr_board_set_edit_mode (TerrBoard *self,
                          gboolean   edit_mode)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  self->edit_mode = !!edit_mode;
  terr_board_update_actions (self);
  terr_board_update_ghost (self);
}

gboolean
terr_board_get_edit_mode (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), FALSE);

  return self->edit_mode;
}

/* --- input --- */

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           TerrBoard                *self)
{
  /* GTK repeats the pointer position after the board changes; only a
   * pointer that really moves takes the ghost from the keyboard cursor. */
  if (!self->use_pointer && self->pointer_inside
      && fabs (x - self->pointer_x) < 2 && fabs (y - self->pointer_y) < 2)
    return;

  terr_board_hover (self, x, y);
}

static void
leave_cb (GtkEventControllerMotion *controller,
          TerrBoard                *self)
{
  self->pointer_inside = FALSE;
  terr_board_update_ghost (self);
}

/* Keyboard users see the cursor as soon as the board has the focus. */
static void
focus_enter_cb (GtkEventControllerFocus *controller,
                TerrBoard               *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (GTK_IS_WINDOW (root) && gtk_window_get_focus_visible (GTK_WINDOW (root)) && !self->cursor_visible)
    terr_board_set_cursor (self, self->cursor_x, self->cursor_y);
}

static void
focus_leave_cb (GtkEventControllerFocus *controller,
                TerrBoard               *self)
{
  if (!self->cursor_visible)
    return;
  self->cursor_visible = FALSE;
  terr_board_update_ghost (self);
}

/* One click gesture per button, so that each knows its button from the
 * gesture itself (not from the event being handled): a click is the same
 * whether GTK or a test reports its "released". */
static void
primary_released_cb (GtkGestureClick *gesture,
                     int              n_press,
                     double           x,
                     double           y,
                     TerrBoard       *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  terr_board_click (self, x, y);
}

static void
secondary_released_cb (GtkGestureClick *gesture,
                       int              n_press,
                       double           x,
                       double           y,
                       TerrBoard       *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (self->edit_mode)
    {
      TerrRenderHit hit;

      terr_board_hover (self, x, y);
      if (terr_board_hit_test (self, x, y, &hit))
        emit_square_activated (self, &hit, GDK_BUTTON_SECONDARY);
    }
  else
    {
      terr_choices_turn (self->choices);
      terr_board_hover (self, x, y);
    }
}

static void
drag_begin_cb (GtkGestureDrag *gesture,
               double          x,
               double          y,
               TerrBoard      *self)
{
  self->drag_pan_x = self->pan_x;
  self->drag_pan_y = self->pan_y;
}

static void
drag_update_cb (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                TerrBoard      *self)
{
  /* Only a zoomed board moves; a fitted one stays centred. */
  if (self->zoom <= 1.0 || hypot (dx, dy) < 8)
    return;

  self->pan_x = self->drag_pan_x + dx;
  self->pan_y = self->drag_pan_y + dy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           TerrBoard                *self)
{
  double zoom = CLAMP (self->zoom * pow (1.15, -dy), TERR_BOARD_MIN_ZOOM, TERR_BOARD_MAX_ZOOM);
  double cx = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double cy = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
  double bx, by;

  if (dy == 0 || zoom == self->zoom)
    return dy != 0;

  /* Keep the point under the pointer where it is. */
  to_board (self, self->pointer_x, self->pointer_y, &bx, &by);
  self->zoom = zoom;
  self->pan_x = self->pointer_x - cx - zoom * (bx - cx);
  self->pan_y = self->pointer_y - cy - zoom * (by - cy);
  if (zoom <= 1.0)
    self->pan_x = self->pan_y = 0;
  g_object_notify_by_pspec (G_OBJECT (self), terr_board_properties[PROP_ZOOM]);
  terr_board_update_ghost (self);
  return TRUE;
}

void
terr_board_init_input (TerrBoard *self)
{
  GtkEventController *controller;
  GtkGesture *gesture;

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (motion_cb), self);
  g_signal_connect (controller, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_PRIMARY);
  g_signal_connect (gesture, "released", G_CALLBACK (primary_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_SECONDARY);
  g_signal_connect (gesture, "released", G_CALLBACK (secondary_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), 0);
  g_signal_connect (gesture, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (gesture, "drag-update", G_CALLBACK (drag_update_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  controller = gtk_event_controller_focus_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (focus_enter_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (focus_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect (controller, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}
