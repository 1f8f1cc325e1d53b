/* test-board-clicks.h — a person's move on a game page, made as a person
 * makes it: a click on the row of its piece in the page's list, the Turn
 * and Mirror buttons until the piece lies as the move wants, the pointer
 * moved over the board until the ghost shows the move, then a press and
 * a release there.  Every click is the "pressed" and "released" of the
 * widget's own click gesture with the coordinates GTK would report; the
 * pointer is the board's motion controller.  Nothing asks for the focus.
 */
#pragma once

#include "terr-board-private.h"
#include "terr-choice.h"
#include "terr-choices.h"
#include "terr-game-page-private.h"
#include "test-app-common.h"

/* What test_clicks_play did, for the test's figures. */
typedef struct
{
  guint rows;        /* clicks on a row of the pieces list */
  guint turns;       /* clicks on Turn or Mirror */
  guint board;       /* clicks on the board */
  guint buttons;     /* clicks on the play button */
  guint stale;       /* moves given up: the position changed under them */
  gint64 played_us;  /* when the click that plays was made */
  double x, y;       /* where on the board it was */
  gboolean aim_only; /* set: the pointer shows the move, no click plays it */
} TestClicks;

/* @widget's click gesture for @button (one set to any button serves). */
static inline GtkGesture *
test_clicks_gesture (GtkWidget *widget,
                     guint      button)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  GtkGesture *any = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) c = g_list_model_get_item (controllers, i);

      if (!GTK_IS_GESTURE_CLICK (c))
        continue;
      if (gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (c)) == button)
        return GTK_GESTURE (c);
      if (gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (c)) == 0)
        any = GTK_GESTURE (c);
    }
  g_assert_nonnull (any);
  return any;
}

static inline void
test_clicks_painted_cb (GdkFrameClock *clock,
                        gboolean      *painted)
{
  *painted = TRUE;
}

static inline gboolean
test_clicks_is_true (gpointer data)
{
  return *(gboolean *) data;
}

/* A person sees a change before she clicks: the window of @widget has
 * laid out and drawn a frame since now (so what the test reads of
 * allocations is what is on the screen). */
static inline void
test_clicks_settle (GtkWidget *widget)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (widget));
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  gboolean painted = FALSE;
  gulong id;

  g_assert_nonnull (clock);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (test_clicks_painted_cb), &painted);
  gtk_widget_queue_draw (window);
  g_assert_true (test_app_wait (test_clicks_is_true, &painted, 60000));
  g_signal_handler_disconnect (clock, id);
}

/* A click of @button at (@x, @y) of @widget, as its gesture reports one. */
static inline void
test_clicks_click (GtkWidget *widget,
                   guint      button,
                   double     x,
                   double     y)
{
  GtkGesture *gesture = test_clicks_gesture (widget, button);

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_is_sensitive (widget));
  g_assert_true (gtk_widget_contains (widget, x, y));
  g_signal_emit_by_name (gesture, "pressed", 1, x, y);
  g_signal_emit_by_name (gesture, "released", 1, x, y);
}

/* A primary click in the middle of @widget (a button, a row). */
static inline void
test_clicks_click_middle (GtkWidget *widget)
{
  test_clicks_click (widget, GDK_BUTTON_PRIMARY,
                     gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0);
}

/* The pointer moves to (@x, @y) of @board. */
static inline void
test_clicks_point (TerrBoard *board,
                   double     x,
                   double     y)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (c))
        {
          g_signal_emit_by_name (c, "motion", x, y);
          return;
        }
    }
  g_assert_not_reached ();
}

/* The index of the choice of @choices that plays @move, or -1. */
static inline int
test_clicks_find_choice (TerrChoices    *choices,
                         const TerrMove *move)
{
  for (guint i = 0; i < terr_choices_get_n_choices (choices); i++)
    {
      TerrChoice *choice = terr_choices_get_choice (choices, i);
      GPtrArray *legal = terr_choice_get_legal_moves (choice);

      if (!terr_choice_is_positional (choice))
        {
          if (terr_move_equal (terr_choice_get_move (choice), move))
            return (int) i;
          continue;
        }
      for (guint m = 0; legal != NULL && m < legal->len; m++)
        if (terr_move_equal (g_ptr_array_index (legal, m), move))
          return (int) i;
    }
  return -1;
}

/* Whether the board's ghost is @move, or when @names is given, the mark
 * of the piece to pick whose attributes @names are @move's. */
static inline gboolean
test_clicks_ghost_is (TerrBoard         *board,
                      const TerrMove    *move,
                      const char *const *names)
{
  gboolean legal = FALSE;
  const TerrMove *ghost = terr_board_get_ghost (board, &legal, NULL);

  if (ghost == NULL || !legal)
    return FALSE;
  if (names == NULL)
    return terr_move_equal (ghost, move);
  for (guint i = 0; names[i] != NULL; i++)
    if (g_strcmp0 (terr_move_get (ghost, names[i]), terr_move_get (move, names[i])) != 0)
      return FALSE;
  return TRUE;
}

/* The pointer goes over the board near square (@sx, @sy), at each level a
 * surface may have there, until the ghost is what the person wants; then
 * a click there.  FALSE when no point of the board shows it. */
static inline gboolean
test_clicks_aim_and_click (TerrBoard         *board,
                           int                sx,
                           int                sy,
                           const TerrMove    *move,
                           const char *const *names,
                           TestClicks        *counts)
{
  static const double offsets[] = { 0.5, 1.0, 0.25, 0.75, 1.25, 1.5, 0.1, 0.9 };
  TerrRenderOptions opts;
  int w = gtk_widget_get_width (GTK_WIDGET (board));
  int h = gtk_widget_get_height (GTK_WIDGET (board));

  terr_board_get_render_options (board, &opts);
  for (int level = 12; level >= -1; level--)
    for (guint i = 0; i < G_N_ELEMENTS (offsets); i++)
      for (guint j = 0; j < G_N_ELEMENTS (offsets); j++)
        {
          double x, y;

          if (!terr_render_scene_locate (board->scene, w, h, &opts, terr_board_get_seat (board),
                                         sx + offsets[i], sy + offsets[j], level, &x, &y)
              || x < 1 || y < 1 || x > w - 1 || y > h - 1)
            continue;
          test_clicks_point (board, x, y);
          if (!test_clicks_ghost_is (board, move, names))
            continue;
          if (counts->aim_only && names == NULL)
            return TRUE;
          counts->played_us = g_get_monotonic_time ();
          counts->x = x;
          counts->y = y;
          test_clicks_click (GTK_WIDGET (board), GDK_BUTTON_PRIMARY, x, y);
          counts->board++;
          return TRUE;
        }
  return FALSE;
}

/* After the screen changed: the choice that plays @move, still offered,
 * or -1 (the room brought a change that took it away). */
static inline int
test_clicks_still_offered (TerrGamePage   *page,
                           const TerrMove *move)
{
  test_clicks_settle (GTK_WIDGET (page));
  if (!terr_board_get_interactive (page->board) || !gtk_widget_get_visible (page->choices_box))
    return -1;
  return test_clicks_find_choice (terr_board_get_choices (page->board), move);
}

/* @page's person plays @move by clicks: its row, Turn and Mirror, the
 * piece to pick, the square; or the play button for a move that needs no
 * square.  The page sends it (over a room it is played when the room
 * delivers it).  FALSE when, between two clicks, the room changed the
 * position so that the move is no longer offered (nothing is sent then;
 * counts->stale says so).  The test fails when no point of the board
 * plays a move that is offered. */
static inline gboolean
test_clicks_play (TerrGamePage   *page,
                  const TerrMove *move,
                  TestClicks     *counts)
{
  TerrBoard *board = page->board;
  TerrChoices *choices = terr_board_get_choices (board);
  TerrGame *game = terr_choices_get_game (choices);
  int index = test_clicks_still_offered (page, move);
  TerrChoice *choice;
  const char *const *names;
  int ax, ay, orientation;

  if (index < 0)
    goto stale;
  if (terr_choices_get_selected (choices) != index)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (page->choices_list, index);
      graphene_point_t at;

      g_assert_nonnull (row);
      g_assert_true (gtk_widget_compute_point (GTK_WIDGET (row), GTK_WIDGET (page->choices_list),
                                               &GRAPHENE_POINT_INIT (gtk_widget_get_width (GTK_WIDGET (row)) / 2.0,
                                                                     gtk_widget_get_height (GTK_WIDGET (row)) / 2.0),
                                               &at));
      test_clicks_click (GTK_WIDGET (page->choices_list), GDK_BUTTON_PRIMARY, at.x, at.y);
      counts->rows++;
      /* The row clicked is the piece in hand (unless the position
       * changed meanwhile). */
      if (terr_choices_get_selected (choices) != index)
        goto stale;
      if (test_clicks_still_offered (page, move) != index)
        goto stale;
    }
  g_assert_cmpint (terr_choices_get_selected (choices), ==, index);
  choice = terr_choices_get_choice (choices, index);

  if (!terr_choice_is_positional (choice))
    {
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (page->play_button)));
      g_assert_cmpstr (gtk_button_get_label (page->play_button), ==, terr_choice_get_label (choice));
      if (counts->aim_only)
        return TRUE;
      counts->played_us = g_get_monotonic_time ();
      test_clicks_click_middle (GTK_WIDGET (page->play_button));
      counts->buttons++;
      return TRUE;
    }

  /* The piece turned and mirrored as the move lies, by the buttons. */
  g_assert_true (terr_game_anchor_move (game, choice, move, &ax, &ay, &orientation));
  for (guint tries = 0; terr_choices_get_orientation (choices) != orientation; tries++)
    {
      int now = terr_choices_get_orientation (choices);
      GtkWidget *button = (now ^ orientation) & 4 ? page->mirror_button
                                                  : gtk_widget_get_first_child (page->orientation_box);

      g_assert_cmpuint (tries, <, 16);
      g_assert_true (gtk_widget_get_visible (page->orientation_box));
      test_clicks_click_middle (button);
      counts->turns++;
      if (test_clicks_still_offered (page, move) != index)
        goto stale;
    }

  /* A piece picked on the board first: a click on it. */
  names = terr_choice_get_source_attrs (choice);
  if (names != NULL && terr_choices_needs_source (choices))
    {
      g_assert_true (test_clicks_aim_and_click (board, atoi (terr_move_get (move, names[0])),
                                                atoi (terr_move_get (move, names[1])), move, names, counts));
      g_assert_false (terr_choices_needs_source (choices));
      if (test_clicks_still_offered (page, move) != index)
        goto stale;
    }
  g_assert_true (test_clicks_aim_and_click (board, ax, ay, move, NULL, counts));
  return TRUE;

stale:
  counts->stale++;
  return FALSE;
}
