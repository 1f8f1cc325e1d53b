/* terr-board-marks.c — what the board marks over the position: the
 * coordinate labels (a view setting), the squares of the last move (the
 * move that led to the cursor's node), and the squares that words the user
 * points at name (a move row, a hint, a problem), highlighted.  The squares
 * come from the game (terr_game_node_squares, terr_game_move_squares), not
 * from the words; the renderer draws the marks (terr-render-marks.c).
 */
#include "config.h"

#include "terr-board-private.h"

gboolean
terr_board_get_show_coordinates (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), FALSE);

  return self->show_coordinates;
}

void
terr_board_set_show_coordinates (TerrBoard *self,
                                 gboolean   show)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  show = !!show;
  if (self->show_coordinates == show)
    return;
  self->show_coordinates = show;
  g_object_notify_by_pspec (G_OBJECT (self), terr_board_properties[PROP_SHOW_COORDINATES]);
  /* The board makes room for the labels: what lies under the pointer
   * changes. */
  terr_board_update_ghost (self);
}

void
terr_board_update_last_move (TerrBoard *self)
{
  TerrGameNode *node;

  g_clear_pointer (&self->last_move, g_array_unref);
  if (self->game == NULL)
    return;
  node = terr_game_get_cursor (self->game);
  if (node != NULL && terr_game_node_get_move (node) != NULL)
    self->last_move = terr_game_node_squares (self->game, node);
}

const TerrSquare *
terr_board_get_last_move (TerrBoard *self,
                          guint     *n_squares)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), NULL);
  g_return_val_if_fail (n_squares != NULL, NULL);

  *n_squares = self->last_move != NULL ? self->last_move->len : 0;
  return *n_squares > 0 ? (const TerrSquare *) self->last_move->data : NULL;
}

void
terr_board_set_highlight (TerrBoard        *self,
                          const TerrSquare *squares,
                          guint             n_squares)
{
  g_return_if_fail (TERR_IS_BOARD (self));
  g_return_if_fail (squares != NULL || n_squares == 0);

  if (self->highlight == NULL && n_squares == 0)
    return;
  g_clear_pointer (&self->highlight, g_array_unref);
  if (n_squares > 0)
    {
      self->highlight = g_array_sized_new (FALSE, FALSE, sizeof (TerrSquare), n_squares);
      g_array_append_vals (self->highlight, squares, n_squares);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const TerrSquare *
terr_board_get_highlight (TerrBoard *self,
                          guint     *n_squares)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), NULL);
  g_return_val_if_fail (n_squares != NULL, NULL);

  *n_squares = self->highlight != NULL ? self->highlight->len : 0;
  return *n_squares > 0 ? (const TerrSquare *) self->highlight->data : NULL;
}

/* --- highlighting what a widget names, while it is pointed at --- */

typedef struct {
  GWeakRef             board;
  TerrBoardSquaresFunc func;
  gpointer             data;
} Hover;

static void
hover_clear (gpointer data)
{
  Hover *hover = data;

  g_weak_ref_clear (&hover->board);
}

static void
hover_release (gpointer data)
{
  g_rc_box_release_full (data, hover_clear);
}

static void
hover_show (GtkWidget *widget,
            Hover     *hover)
{
  g_autoptr (TerrBoard) board = g_weak_ref_get (&hover->board);
  g_autoptr (GArray) squares = NULL;

  if (board == NULL)
    return;
  squares = hover->func (widget, hover->data);
  board->highlight_owner = widget;
  if (squares != NULL)
    terr_board_set_highlight (board, (const TerrSquare *) squares->data, squares->len);
  else
    terr_board_set_highlight (board, NULL, 0);
}

static void
hover_hide (GtkWidget *widget,
            Hover     *hover)
{
  g_autoptr (TerrBoard) board = g_weak_ref_get (&hover->board);

  /* Only what this widget lit: the pointer may already be on the next. */
  if (board == NULL || board->highlight_owner != widget)
    return;
  board->highlight_owner = NULL;
  terr_board_set_highlight (board, NULL, 0);
}

static void
motion_enter_cb (GtkEventControllerMotion *motion,
                 double                    x,
                 double                    y,
                 Hover                    *hover)
{
  hover_show (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (motion)), hover);
}

static void
motion_leave_cb (GtkEventControllerMotion *motion,
                 Hover                    *hover)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (motion));

  /* The focus keeps it lit. */
  if (!gtk_widget_has_focus (widget) && gtk_widget_get_focus_child (widget) == NULL)
    hover_hide (widget, hover);
}

static void
focus_enter_cb (GtkEventControllerFocus *focus,
                Hover                   *hover)
{
  hover_show (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus)), hover);
}

static void
focus_leave_cb (GtkEventControllerFocus *focus,
                Hover                   *hover)
{
  hover_hide (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus)), hover);
}

void
terr_board_highlight_on_hover (TerrBoard            *self,
                               GtkWidget            *widget,
                               TerrBoardSquaresFunc  func,
                               gpointer              data)
{
  GtkEventController *motion, *focus;
  Hover *hover;

  g_return_if_fail (TERR_IS_BOARD (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (func != NULL);

  hover = g_rc_box_new0 (Hover);
  g_weak_ref_init (&hover->board, self);
  hover->func = func;
  hover->data = data;

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (motion_enter_cb), hover);
  g_signal_connect (motion, "leave", G_CALLBACK (motion_leave_cb), hover);
  /* Each controller keeps the record; it goes with the last of them. */
  g_object_set_data_full (G_OBJECT (motion), "terr-board-hover", hover, hover_release);
  gtk_widget_add_controller (widget, motion);

  focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "enter", G_CALLBACK (focus_enter_cb), hover);
  g_signal_connect (focus, "leave", G_CALLBACK (focus_leave_cb), hover);
  g_object_set_data_full (G_OBJECT (focus), "terr-board-hover",
                          g_rc_box_acquire (hover), hover_release);
  gtk_widget_add_controller (widget, focus);
}

/* --- the view setting --- */

void
terr_board_add_view_actions (TerrBoard *self,
                             GtkWidget *page)
{
  g_autoptr (GSimpleActionGroup) group = NULL;
  g_autoptr (GPropertyAction) coordinates = NULL;
  g_autoptr (GPropertyAction) view = NULL;

  g_return_if_fail (TERR_IS_BOARD (self));
  g_return_if_fail (GTK_IS_WIDGET (page));

  group = g_simple_action_group_new ();
  coordinates = g_property_action_new ("show-coordinates", self, "show-coordinates");
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (coordinates));
  /* "oblique" or "plan" (a game with an oblique view, terr_game_is_flat). */
  view = g_property_action_new ("view", self, "view");
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (view));
  gtk_widget_insert_action_group (page, "board-view", G_ACTION_GROUP (group));
}
