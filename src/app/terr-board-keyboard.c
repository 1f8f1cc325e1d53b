/* terr-board-keyboard.c — the board from the keyboard.
 *
 * Arrow keys move a cursor (a space, cell or square of the board, within
 * the bounds the game's words table gives), Enter or Space places the
 * selected piece there, N and Shift+N cycle the pieces, R turns and M
 * mirrors, Escape drops the ghost, + - 0 zoom and Ctrl+R reads the whole
 * position; Tab leaves the board.  Each key is a board action; the
 * actions are enabled here from the board's choices.
 */
#include "config.h"

#include "terr-board-private.h"
#include "terr-render-words.h"

void
terr_board_get_cursor (TerrBoard *self,
                       int       *x,
                       int       *y)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  if (x != NULL)
    *x = self->cursor_x;
  if (y != NULL)
    *y = self->cursor_y;
}

void
terr_board_set_cursor (TerrBoard *self,
                       int        x,
                       int        y)
{
  int x0, y0, x1, y1;

  g_return_if_fail (TERR_IS_BOARD (self));

  terr_render_scene_get_cursor_bounds (self->scene, &x0, &y0, &x1, &y1);
  self->cursor_x = CLAMP (x, x0, x1);
  self->cursor_y = CLAMP (y, y0, y1);
  self->cursor_visible = TRUE;
  self->use_pointer = FALSE;
  terr_board_update_ghost (self);
}

void
terr_board_update_actions (TerrBoard *self)
{
  int selected = terr_choices_get_selected (self->choices);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.turn",
                                 terr_choices_can_turn (self->choices));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.mirror",
                                 terr_choices_can_mirror (self->choices));
  /* In the editor, Enter applies the tool, whatever the position offers. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.place", self->edit_mode || selected >= 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.next-choice",
                                 terr_choices_get_n_choices (self->choices) > 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.previous-choice",
                                 terr_choices_get_n_choices (self->choices) > 1);
}

/* --- actions --- */

static void
place_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TerrBoard *self = TERR_BOARD (widget);
  int selected = terr_choices_get_selected (self->choices);
  g_autoptr(TerrMove) move = NULL;

  if (self->edit_mode)
    {
      terr_board_edit_activate_cursor (self);
      return;
    }
  if (selected < 0)
    return;

  if (terr_choices_is_positional (self->choices, selected))
    {
      /* Enter places at the cursor, which the ghost then follows; or
       * picks the piece to move there first. */
      self->cursor_visible = TRUE;
      self->use_pointer = FALSE;
      if (self->interactive && terr_choices_needs_source (self->choices))
        {
          terr_board_pick_source (self, self->cursor_x, self->cursor_y, G_MININT);
          terr_board_update_ghost (self);
          return;
        }
      move = terr_choices_build_move (self->choices, self->cursor_x, self->cursor_y, G_MININT);
    }
  else
    move = terr_choices_build_plain_move (self->choices, selected);

  terr_board_play (self, move);
}

static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TerrBoard *self = TERR_BOARD (widget);
  int dx, dy;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  terr_board_forget_announcement (self);
  if (!self->cursor_visible)
    terr_board_set_cursor (self, self->cursor_x, self->cursor_y);
  else
    terr_board_set_cursor (self, self->cursor_x + dx, self->cursor_y + dy);
}

static void
next_choice_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TerrBoard *self = TERR_BOARD (widget);

  terr_board_forget_announcement (self);
  terr_choices_cycle (self->choices, g_str_equal (action_name, "board.next-choice") ? 1 : -1);
}

static void
turn_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  terr_board_forget_announcement (TERR_BOARD (widget));
  terr_choices_turn (TERR_BOARD (widget)->choices);
}

static void
mirror_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  terr_board_forget_announcement (TERR_BOARD (widget));
  terr_choices_mirror (TERR_BOARD (widget)->choices);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TerrBoard *self = TERR_BOARD (widget);

  terr_board_forget_announcement (self);
  /* The piece picked to move goes back first. */
  if (terr_choices_get_source (self->choices) != NULL)
    {
      terr_choices_set_source (self->choices, NULL);
      return;
    }
  self->cursor_visible = FALSE;
  self->use_pointer = FALSE;
  terr_board_update_ghost (self);
}

static void
read_position_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  terr_board_read_position (TERR_BOARD (widget));
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TerrBoard *self = TERR_BOARD (widget);

  if (g_str_equal (action_name, "board.zoom-in"))
    terr_board_set_zoom (self, self->zoom * 1.25);
  else if (g_str_equal (action_name, "board.zoom-out"))
    terr_board_set_zoom (self, self->zoom / 1.25);
  else
    terr_board_set_zoom (self, 1.0);
}

static void
add_binding (GtkWidgetClass *widget_class,
             guint           keyval,
             GdkModifierType mods,
             const char     *action)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, mods, action, NULL);
}

static void
add_cursor_binding (GtkWidgetClass *widget_class,
                    guint           keyval,
                    int             dx,
                    int             dy)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, 0,
                                       "board.move-cursor", "(ii)", dx, dy);
}

void
terr_board_class_init_keys (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "board.place", NULL, place_action);
  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)", move_cursor_action);
  gtk_widget_class_install_action (widget_class, "board.next-choice", NULL, next_choice_action);
  gtk_widget_class_install_action (widget_class, "board.previous-choice", NULL, next_choice_action);
  gtk_widget_class_install_action (widget_class, "board.turn", NULL, turn_action);
  gtk_widget_class_install_action (widget_class, "board.mirror", NULL, mirror_action);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-reset", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "board.read-position", NULL, read_position_action);

  add_cursor_binding (widget_class, GDK_KEY_Left, -1, 0);
  add_cursor_binding (widget_class, GDK_KEY_Right, 1, 0);
  add_cursor_binding (widget_class, GDK_KEY_Up, 0, -1);
  add_cursor_binding (widget_class, GDK_KEY_Down, 0, 1);
  add_cursor_binding (widget_class, GDK_KEY_KP_Left, -1, 0);
  add_cursor_binding (widget_class, GDK_KEY_KP_Right, 1, 0);
  add_cursor_binding (widget_class, GDK_KEY_KP_Up, 0, -1);
  add_cursor_binding (widget_class, GDK_KEY_KP_Down, 0, 1);
  add_binding (widget_class, GDK_KEY_Return, 0, "board.place");
  add_binding (widget_class, GDK_KEY_KP_Enter, 0, "board.place");
  add_binding (widget_class, GDK_KEY_space, 0, "board.place");
  /* Tab and Shift+Tab leave the board, as everywhere; N and Shift+N pick
   * the next and the previous piece. */
  add_binding (widget_class, GDK_KEY_n, 0, "board.next-choice");
  add_binding (widget_class, GDK_KEY_N, GDK_SHIFT_MASK, "board.previous-choice");
  add_binding (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "board.read-position");
  add_binding (widget_class, GDK_KEY_r, 0, "board.turn");
  add_binding (widget_class, GDK_KEY_m, 0, "board.mirror");
  add_binding (widget_class, GDK_KEY_Escape, 0, "board.cancel");
  add_binding (widget_class, GDK_KEY_plus, 0, "board.zoom-in");
  add_binding (widget_class, GDK_KEY_equal, 0, "board.zoom-in");
  add_binding (widget_class, GDK_KEY_KP_Add, 0, "board.zoom-in");
  add_binding (widget_class, GDK_KEY_minus, 0, "board.zoom-out");
  add_binding (widget_class, GDK_KEY_KP_Subtract, 0, "board.zoom-out");
  add_binding (widget_class, GDK_KEY_0, 0, "board.zoom-reset");
}
