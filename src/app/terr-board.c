/* terr-board.c — the board widget.
 *
 * Shows a game's position (terr-board-snapshot.c) and turns pointer
 * (terr-board-input.c) and keys (terr-board-keyboard.c) into moves of the
 * selected choice of a TerrChoices; tells screen readers what it shows
 * (terr-board-a11y.c).  This file holds the widget: its properties, the
 * game and the choices it follows, and what other widgets set.
 */
#include "config.h"

#include <math.h>

#include "terr-board-private.h"
#include "terr-seat-colors.h"

G_DEFINE_FINAL_TYPE (TerrBoard, terr_board, GTK_TYPE_WIDGET)

GParamSpec *terr_board_properties[N_PROPS];
guint terr_board_signals[N_SIGNALS];

GtkWidget *
terr_board_new (void)
{
  return g_object_new (TERR_TYPE_BOARD, NULL);
}

/* After every move (a person's at this board or elsewhere, or a computer
 * seat's): the move in words, the state line, an open pile and who is
 * to move.  The game says "move-played" before "changed": the words are
 * made once "changed" has rebuilt the scene. */
static void
move_played_cb (TerrGame  *game,
                TerrMove  *move,
                TerrBoard *self)
{
  if (!self->edit_mode)
    self->move_to_announce = TRUE;
}

static void
game_changed_cb (TerrGame  *game,
                 TerrBoard *self)
{
  terr_board_rebuild_scene (self);
  terr_board_update_ghost (self);
  if (self->move_to_announce)
    {
      self->move_to_announce = FALSE;
      terr_board_announce_move (self);
    }
}

static void
choices_changed_cb (TerrBoard *self)
{
  terr_board_update_actions (self);
  terr_board_update_ghost (self);
}

void
terr_board_set_choices (TerrBoard   *self,
                        TerrChoices *choices)
{
  g_return_if_fail (TERR_IS_BOARD (self));
  g_return_if_fail (choices == NULL || TERR_IS_CHOICES (choices));

  if (choices == NULL)
    choices = terr_choices_new ();
  else
    g_object_ref (choices);

  if (self->choices != NULL)
    g_signal_handlers_disconnect_by_data (self->choices, self);
  g_clear_object (&self->choices);
  self->choices = choices;

  terr_choices_set_game (choices, self->game);
  g_signal_connect_object (choices, "changed", G_CALLBACK (choices_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (choices, "notify::selected", G_CALLBACK (choices_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (choices, "notify::orientation", G_CALLBACK (choices_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (choices, "notify::source", G_CALLBACK (choices_changed_cb), self, G_CONNECT_SWAPPED);
  choices_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), terr_board_properties[PROP_CHOICES]);
}

TerrChoices *
terr_board_get_choices (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), NULL);

  return self->choices;
}

void
terr_board_set_game (TerrBoard *self,
                     TerrGame  *game)
{
  g_return_if_fail (TERR_IS_BOARD (self));
  g_return_if_fail (game == NULL || TERR_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->game, game_changed_cb, self);
      g_signal_handlers_disconnect_by_func (self->game, move_played_cb, self);
    }
  g_set_object (&self->game, game);
  terr_board_forget_announcement (self);
  terr_board_clear_refusal (self);
  if (game != NULL)
    {
      g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, 0);
      /* After "changed" has rebuilt the scene, whichever comes first. */
      g_signal_connect_object (game, "move-played", G_CALLBACK (move_played_cb), self, G_CONNECT_AFTER);
    }

  self->zoom = 1.0;
  self->pan_x = self->pan_y = 0;
  self->cursor_x = self->cursor_y = 0;
  self->cursor_visible = FALSE;
  /* What another game's words named is not on this board. */
  self->highlight_owner = NULL;
  terr_board_set_highlight (self, NULL, 0);
  self->has_extent = FALSE;
  terr_board_rebuild_scene (self);
  terr_choices_set_game (self->choices, game);
  terr_board_update_ghost (self);
  g_object_notify_by_pspec (G_OBJECT (self), terr_board_properties[PROP_GAME]);
}

TerrGame *
terr_board_get_game (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), NULL);

  return self->game;
}

const char *
terr_board_get_view (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), NULL);

  return self->view == TERR_RENDER_VIEW_PLAN ? "plan" : "oblique";
}

void
terr_board_set_view (TerrBoard  *self,
                     const char *view)
{
  TerrRenderView value;

  g_return_if_fail (TERR_IS_BOARD (self));

  value = g_strcmp0 (view, "plan") == 0 ? TERR_RENDER_VIEW_PLAN : TERR_RENDER_VIEW_OBLIQUE;
  if (self->view == value)
    return;

  self->view = value;
  g_object_notify_by_pspec (G_OBJECT (self), terr_board_properties[PROP_VIEW]);
  terr_board_update_ghost (self);
}

int
terr_board_get_max_level (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), -1);

  return self->max_level;
}

void
terr_board_set_max_level (TerrBoard *self,
                          int        max_level)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  max_level = MAX (max_level, -1);
  if (self->max_level == max_level)
    return;

  self->max_level = max_level;
  g_object_notify_by_pspec (G_OBJECT (self), terr_board_properties[PROP_MAX_LEVEL]);
  terr_board_update_ghost (self);
}

double
terr_board_get_zoom (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), 1.0);

  return self->zoom;
}

void
terr_board_set_zoom (TerrBoard *self,
                     double     zoom)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  zoom = CLAMP (zoom, TERR_BOARD_MIN_ZOOM, TERR_BOARD_MAX_ZOOM);
  if (self->zoom == zoom)
    return;

  self->pan_x *= zoom / self->zoom;
  self->pan_y *= zoom / self->zoom;
  self->zoom = zoom;
  if (fabs (zoom - 1.0) < 1e-9)
    self->pan_x = self->pan_y = 0;
  g_object_notify_by_pspec (G_OBJECT (self), terr_board_properties[PROP_ZOOM]);
  terr_board_update_ghost (self);
}

const TerrMove *
terr_board_get_ghost (TerrBoard   *self,
                      gboolean    *legal,
                      const char **reason)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), NULL);

  if (legal != NULL)
    *legal = self->ghost_legal;
  if (reason != NULL)
    *reason = self->ghost_reason;
  return self->ghost;
}

const TerrMove *
terr_board_get_hint (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), NULL);

  return self->interactive ? self->shown_move : NULL;
}

void
terr_board_set_interactive (TerrBoard *self,
                            gboolean   interactive)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  interactive = !!interactive;
  if (self->interactive == interactive)
    return;
  self->interactive = interactive;
  terr_board_update_ghost (self);
}

gboolean
terr_board_get_interactive (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), FALSE);

  return self->interactive;
}

void
terr_board_show_move (TerrBoard      *self,
                      const TerrMove *move)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  g_clear_pointer (&self->shown_move, terr_move_unref);
  if (move != NULL)
    self->shown_move = terr_move_copy_bare (move);
  self->shown_legal = FALSE;
  terr_board_update_ghost (self);
}

void
terr_board_show_other_move (TerrBoard      *self,
                            const TerrMove *move)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  if (move != NULL && self->shown_move != NULL && self->shown_legal
      && terr_move_equal (move, self->shown_move))
    return;
  terr_board_show_move (self, move);
  self->shown_legal = move != NULL;
  terr_board_update_ghost (self);
}

void
terr_board_set_shown_seat (TerrBoard *self,
                           int        seat)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  if (self->shown_seat == seat)
    return;
  self->shown_seat = seat;
  terr_board_rebuild_scene (self);
  terr_board_update_ghost (self);
}

int
terr_board_get_shown_seat (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), 0);

  return terr_board_get_seat (self);
}

void
terr_board_set_viewer_seat (TerrBoard *self,
                            int        seat)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  if (self->viewer_seat == seat)
    return;
  self->viewer_seat = seat;
  terr_board_rebuild_scene (self);
  terr_board_update_ghost (self);
}

void
terr_board_set_explain (TerrBoard *self,
                        int        seat,
                        int        direction)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  if (self->explain_seat == seat && self->explain_direction == direction)
    return;
  self->explain_seat = seat;
  self->explain_direction = direction;
  terr_board_rebuild_scene (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* --- GtkWidget --- */

static void
terr_board_size_allocate (GtkWidget *widget,
                          int        width,
                          int        height,
                          int        baseline)
{
  terr_board_update_ghost (TERR_BOARD (widget));
}

static void
terr_board_css_changed (GtkWidget         *widget,
                        GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (terr_board_parent_class)->css_changed (widget, change);
  gtk_widget_queue_draw (widget);
}

static gboolean
terr_board_focus (GtkWidget        *widget,
                  GtkDirectionType  direction)
{
  if (gtk_widget_is_focus (widget))
    return FALSE;
  return gtk_widget_grab_focus (widget);
}

/* --- GObject --- */

static void
terr_board_dispose (GObject *object)
{
  TerrBoard *self = TERR_BOARD (object);

  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->game, game_changed_cb, self);
      g_signal_handlers_disconnect_by_func (self->game, move_played_cb, self);
    }
  g_clear_object (&self->game);
  if (self->choices != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->choices, self);
      terr_choices_set_game (self->choices, NULL);
    }
  g_clear_object (&self->choices);
  terr_board_clear_ghost (self);
  terr_board_clear_refusal (self);
  g_clear_pointer (&self->shown_move, terr_move_unref);
  g_clear_pointer (&self->scene, terr_render_scene_free);
  g_clear_pointer (&self->label, g_free);
  g_clear_pointer (&self->announcement, g_free);
  g_clear_pointer (&self->accessible_text, g_free);
  g_clear_pointer (&self->last_move, g_array_unref);
  g_clear_pointer (&self->highlight, g_array_unref);

  G_OBJECT_CLASS (terr_board_parent_class)->dispose (object);
}

static void
terr_board_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TerrBoard *self = TERR_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_CHOICES:
      g_value_set_object (value, self->choices);
      break;
    case PROP_VIEW:
      g_value_set_string (value, terr_board_get_view (self));
      break;
    case PROP_MAX_LEVEL:
      g_value_set_int (value, self->max_level);
      break;
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->show_coordinates);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_board_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  TerrBoard *self = TERR_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      terr_board_set_game (self, g_value_get_object (value));
      break;
    case PROP_CHOICES:
      terr_board_set_choices (self, g_value_get_object (value));
      break;
    case PROP_VIEW:
      terr_board_set_view (self, g_value_get_string (value));
      break;
    case PROP_MAX_LEVEL:
      terr_board_set_max_level (self, g_value_get_int (value));
      break;
    case PROP_ZOOM:
      terr_board_set_zoom (self, g_value_get_double (value));
      break;
    case PROP_SHOW_COORDINATES:
      terr_board_set_show_coordinates (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_board_class_init (TerrBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = terr_board_dispose;
  object_class->get_property = terr_board_get_property;
  object_class->set_property = terr_board_set_property;

  terr_board_class_init_snapshot (widget_class);
  widget_class->size_allocate = terr_board_size_allocate;
  widget_class->css_changed = terr_board_css_changed;
  widget_class->focus = terr_board_focus;

  terr_board_properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TERR_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  terr_board_properties[PROP_CHOICES] =
    g_param_spec_object ("choices", NULL, NULL, TERR_TYPE_CHOICES,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  terr_board_properties[PROP_VIEW] =
    g_param_spec_string ("view", NULL, NULL, "oblique",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  terr_board_properties[PROP_MAX_LEVEL] =
    g_param_spec_int ("max-level", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  terr_board_properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, TERR_BOARD_MIN_ZOOM, TERR_BOARD_MAX_ZOOM, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  terr_board_properties[PROP_SHOW_COORDINATES] =
    g_param_spec_boolean ("show-coordinates", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, terr_board_properties);

  /* A move the rules refused (click or Enter); the argument is the
   * refusal in the game's short words, for a toast. */
  terr_board_signals[MOVE_REFUSED] =
    g_signal_new ("move-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /* Edit mode: a square was clicked (button 1), right-clicked (3) or
   * chosen with Enter (1); the first argument is a const TerrRenderHit*. */
  terr_board_signals[SQUARE_ACTIVATED] =
    g_signal_new ("square-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_UINT);
  /* A click on a gazebo; the argument is its seat. */
  terr_board_signals[GAZEBO_ACTIVATED] =
    g_signal_new ("gazebo-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  terr_board_class_init_keys (widget_class);

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
terr_board_init (TerrBoard *self)
{
  self->shown_seat = -1;
  self->zoom = 1.0;
  self->max_level = -1;
  self->view = TERR_RENDER_VIEW_OBLIQUE;
  self->interactive = TRUE;

  /* The seats' colours are the players' choice: draw again when it changes. */
  g_signal_connect_object (terr_seat_colors_get_default (), "changed",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  terr_board_init_input (self);
  terr_board_set_choices (self, NULL);
}
