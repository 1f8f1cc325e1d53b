/* test-editor-zg-chart.c — the Ziggurat editor's domino chart: a click
 * picks the domino the board places, placing takes it from the pile (the
 * chart's caption, its accessible name and the pile's rows say so), a
 * placed domino moved to another cell leaves its old cells empty, drops
 * and keys move dominoes between the hand, the pile and unused, each one
 * undoable step; no design made so holds a domino twice, and an empty
 * hand stays a problem.  The keys are real key events (xdotool on the X
 * display); without xdotool those cases are skipped. */
#include "config.h"

#include <string.h>

#include "test-app-common.h"
#include "test-x11-keys.h"
#include "terr-editor-page-private.h"
#include "terr-window-private.h"
#include "terr-zg-chart.h"
#include "terr-zg-editor-tools.h"
#include "terr-zg-game.h"

static TerrApplication *app;
static gboolean can_type;

typedef struct {
  GtkWidget      *window;
  TerrEditorPage *page;
  TerrBoard      *board;
  TerrZgGame     *zg;
  TerrZgChart    *chart;
  TerrEditorTools *tools;
} Fixture;

/* A window with the editor of a dealt Ziggurat design (seed 0). */
static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  /* The program's window, with its accelerators: the chart's keys must
   * reach the chart through them. */
  f->window = GTK_WIDGET (test_app_make_window (app));
  f->page = terr_window_ensure_editor_page (TERR_WINDOW (f->window));
  f->board = terr_editor_page_get_board (f->page);
  g_assert_true (terr_editor_page_new_design (f->page, TERR_GAME_ZIGGURAT));
  terr_window_show_editor (TERR_WINDOW (f->window));
  f->zg = TERR_ZG_GAME (terr_editor_page_get_game (f->page));
  g_assert_true (terr_zg_game_edit_deal (f->zg, 0, &error));
  g_assert_no_error (error);
  f->tools = TERR_EDITOR_TOOLS (test_app_find_child (GTK_WIDGET (f->page), TERR_TYPE_ZG_EDITOR_TOOLS));
  f->chart = TERR_ZG_CHART (test_app_find_child (GTK_WIDGET (f->page), TERR_TYPE_ZG_CHART));
  g_assert_nonnull (f->tools);
  g_assert_nonnull (f->chart);
  g_assert_true (test_app_wait (test_app_has_size, f->board, 10000));
  test_app_spin (50);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  test_app_close_window (TERR_WINDOW (f->window));
}

/* --- what the chart, the rows and the problems show --- */

static const TerrZgState *
state (Fixture *f)
{
  return terr_zg_game_get_state (f->zg);
}

static guint
n_pile (Fixture *f)
{
  return state (f)->pile_len - state (f)->pile_pos;
}

static GtkWidget *
domino_button (Fixture *f,
               guint    id)
{
  return terr_zg_chart_get_domino (f->chart, id);
}

/* The caption under domino @id in the chart. */
static const char *
caption (Fixture *f,
         guint    id)
{
  GtkWidget *label = test_app_find_child (domino_button (f, id), GTK_TYPE_LABEL);

  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

static void
assert_name (Fixture    *f,
             guint       id,
             const char *expected)
{
  char *error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (domino_button (f, id)),
                                                    GTK_ACCESSIBLE_PROPERTY_LABEL, expected);

  if (error != NULL)
    g_error ("the accessible name of domino %u: %s", id, error);
}

static gboolean
is_picked (Fixture *f,
           guint    id)
{
  return gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (domino_button (f, id)));
}

/* The titles of the rows of the hand or the pile ("3-5"), one a line. */
static char *
row_titles (Fixture      *f,
            TerrPlaceKind kind)
{
  TerrPlace place = { .kind = kind };
  GtkWidget *group = terr_editor_tools_get_place_widget (f->tools, &place);
  GString *s = g_string_new (NULL);
  GPtrArray *stack = g_ptr_array_new ();

  g_assert_nonnull (group);
  g_ptr_array_add (stack, group);
  /* Tree order, depth first. */
  while (stack->len > 0)
    {
      GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);
      g_autoptr(GPtrArray) children = g_ptr_array_new ();

      if (ADW_IS_ACTION_ROW (w))
        g_string_append_printf (s, "%s\n", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (w)));
      for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
        g_ptr_array_add (children, c);
      for (guint i = children->len; i-- > 0;)
        g_ptr_array_add (stack, children->pdata[i]);
    }
  g_ptr_array_unref (stack);
  return g_string_free (s, FALSE);
}

/* The @n-th widget of @type at or under @widget, in tree order. */
static GtkWidget *
nth_of_type (GtkWidget *widget,
             GType      type,
             guint     *n)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    {
      if (*n == 0)
        return widget;
      (*n)--;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = nth_of_type (c, type, n);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
place_row (Fixture      *f,
           TerrPlaceKind kind,
           guint         index)
{
  TerrPlace place = { .kind = kind };

  return nth_of_type (terr_editor_tools_get_place_widget (f->tools, &place), ADW_TYPE_ACTION_ROW, &index);
}

static char *
domino_text (guint id)
{
  return g_strdup_printf ("%u-%u", terr_zg_domino_low (id), terr_zg_domino_high (id));
}

/* No problem of the page says a domino appears twice. */
static void
assert_never_twice (Fixture *f)
{
  for (guint i = 0; i < terr_editor_page_get_n_problems (f->page); i++)
    g_assert_null (strstr (terr_editor_page_get_problem (f->page, i), "appears twice"));
}

static gboolean
has_problem (Fixture    *f,
             const char *text)
{
  for (guint i = 0; i < terr_editor_page_get_n_problems (f->page); i++)
    if (strstr (terr_editor_page_get_problem (f->page, i), text) != NULL)
      return TRUE;
  return FALSE;
}

/* The @n-th check button of the tools (0: Upright, 1: Higher Half First). */
static GtkCheckButton *
check_button (Fixture *f,
              guint    n)
{
  GtkCheckButton *button = GTK_CHECK_BUTTON (nth_of_type (GTK_WIDGET (f->tools), GTK_TYPE_CHECK_BUTTON, &n));

  g_assert_nonnull (button);
  return button;
}

/* Put the palette's domino at (x, y) with the board's keys. */
static void
put_at (Fixture *f,
        int      x,
        int      y)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.tool", "s", "domino"));
  terr_board_set_cursor (f->board, x, y);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.place", NULL));
}

static void
undo (Fixture *f)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.undo", NULL));
  test_app_spin (10);
}

/* --- the cases --- */

/* The chart's click picks the top of the pile; the board places it; it
 * is gone from the pile, and says where it is; undo puts it back. */
static void
test_click_place (Fixture       *f,
                  gconstpointer  data)
{
  guint id = state (f)->pile[state (f)->pile_pos];
  guint lo = terr_zg_domino_low (id), hi = terr_zg_domino_high (id);
  g_autofree char *text = domino_text (id);
  g_autofree char *pile_name = g_strdup_printf ("%u–%u, in the pile, 1 from the top", lo, hi);
  g_autofree char *placed_name = g_strdup_printf ("%u–%u, on tier 1 at 2, 3", lo, hi);
  g_autofree char *pile = row_titles (f, TERR_PLACE_PILE);
  g_autofree char *pile_after = NULL;
  g_autofree char *pile_undone = NULL;

  g_assert_cmpstr (caption (f, id), ==, "Pile 1");
  assert_name (f, id, pile_name);
  g_assert_true (g_str_has_prefix (pile, text));
  g_assert_cmpuint (n_pile (f), ==, 25);
  g_assert_cmpuint (terr_editor_page_get_n_problems (f->page), ==, 0);

  /* The click picks it, and only it. */
  g_signal_emit_by_name (domino_button (f, id), "clicked");
  test_app_spin (10);
  g_assert_true (is_picked (f, id));
  for (guint other = 0; other < TERR_ZG_N_DOMINOES; other++)
    if (other != id)
      g_assert_false (is_picked (f, other));

  put_at (f, 2, 3);
  test_app_spin (10);
  g_assert_cmpint (state (f)->value[0][3 * 6 + 2], ==, (int) lo);
  g_assert_cmpint (state (f)->value[0][3 * 6 + 3], ==, (int) hi);
  g_assert_cmpuint (n_pile (f), ==, 24);
  g_assert_cmpstr (caption (f, id), ==, "T1 2,3");
  assert_name (f, id, placed_name);
  pile_after = row_titles (f, TERR_PLACE_PILE);
  g_assert_null (strstr (pile_after, text));
  g_assert_cmpstr (pile_after, ==, strchr (pile, '\n') + 1);
  g_assert_cmpuint (terr_editor_page_get_n_problems (f->page), ==, 0);
  g_assert_true (is_picked (f, id));

  undo (f);
  g_assert_cmpint (state (f)->value[0][3 * 6 + 2], ==, -1);
  g_assert_cmpuint (n_pile (f), ==, 25);
  g_assert_cmpstr (caption (f, id), ==, "Pile 1");
  assert_name (f, id, pile_name);
  pile_undone = row_titles (f, TERR_PLACE_PILE);
  g_assert_cmpstr (pile_undone, ==, pile);
}

/* A placed domino put elsewhere leaves its old cells empty; placing it
 * again never doubles it; undo takes one move back. */
static void
test_move_cell (Fixture       *f,
                gconstpointer  data)
{
  guint id = state (f)->hand[1];
  guint lo = terr_zg_domino_low (id), hi = terr_zg_domino_high (id);

  g_signal_emit_by_name (domino_button (f, id), "clicked");
  put_at (f, 2, 3);
  g_assert_cmpuint (state (f)->hand_len, ==, 2);
  put_at (f, 0, 5);
  test_app_spin (10);
  g_assert_cmpint (state (f)->value[0][3 * 6 + 2], ==, -1);
  g_assert_cmpint (state (f)->value[0][3 * 6 + 3], ==, -1);
  g_assert_cmpint (state (f)->value[0][5 * 6 + 0], ==, (int) lo);
  g_assert_cmpint (state (f)->value[0][5 * 6 + 1], ==, (int) hi);
  g_assert_cmpuint (state (f)->n_placed, ==, 1);
  g_assert_cmpstr (caption (f, id), ==, "T1 0,5");
  assert_never_twice (f);

  /* Upright: still once. */
  gtk_check_button_set_active (check_button (f, 0), TRUE);
  put_at (f, 4, 0);
  test_app_spin (10);
  g_assert_cmpint (state (f)->value[0][5 * 6 + 0], ==, -1);
  g_assert_cmpint (state (f)->value[0][0 * 6 + 4], ==, (int) lo);
  g_assert_cmpint (state (f)->value[0][1 * 6 + 4], ==, (int) hi);
  g_assert_cmpuint (state (f)->n_placed, ==, 1);
  assert_never_twice (f);

  /* Higher half first: the higher half on the square. */
  gtk_check_button_set_active (check_button (f, 1), TRUE);
  put_at (f, 5, 2);
  test_app_spin (10);
  g_assert_cmpint (state (f)->value[0][0 * 6 + 4], ==, -1);
  g_assert_cmpint (state (f)->value[0][2 * 6 + 5], ==, (int) hi);
  g_assert_cmpint (state (f)->value[0][3 * 6 + 5], ==, (int) lo);
  g_assert_cmpuint (state (f)->n_placed, ==, 1);
  undo (f);

  undo (f);
  g_assert_cmpint (state (f)->value[0][0 * 6 + 4], ==, -1);
  g_assert_cmpint (state (f)->value[0][5 * 6 + 0], ==, (int) lo);
  undo (f);
  g_assert_cmpint (state (f)->value[0][5 * 6 + 0], ==, -1);
  g_assert_cmpint (state (f)->value[0][3 * 6 + 2], ==, (int) lo);
  g_assert_cmpuint (state (f)->n_placed, ==, 1);
}

/* Drops: what a drag from the chart (or a row) carries, dropped on a row
 * of the pile (takes its place), on the hand's group (at its end), on the
 * board (placed there); each one step of undo. */
static gboolean
drop_on (GtkWidget *widget,
         guint      id,
         double     x,
         double     y)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  TerrZgDraggedDomino domino = { id };
  GValue value = G_VALUE_INIT;
  gboolean done = FALSE;
  gboolean found = FALSE;

  g_value_init (&value, TERR_TYPE_ZG_DRAGGED_DOMINO);
  g_value_set_boxed (&value, &domino);
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !found; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_DROP_TARGET (controller))
        continue;
      found = TRUE;
      g_signal_emit_by_name (controller, "drop", &value, x, y, &done);
    }
  g_value_unset (&value);
  g_assert_true (found);
  test_app_spin (10);
  return done;
}

/* What a drag from @widget carries: its domino. */
static guint
dragged (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  GdkContentProvider *content = NULL;
  GValue value = G_VALUE_INIT;
  guint id;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && content == NULL; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DRAG_SOURCE (controller))
        g_signal_emit_by_name (controller, "prepare", 5.0, 5.0, &content);
    }
  g_assert_nonnull (content);
  g_value_init (&value, TERR_TYPE_ZG_DRAGGED_DOMINO);
  g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
  id = ((TerrZgDraggedDomino *) g_value_get_boxed (&value))->id;
  g_value_unset (&value);
  g_object_unref (content);
  return id;
}

/* A point of the board widget over cell (x, y) of the foundation. */
static void
board_point (Fixture *f,
             int      x,
             int      y,
             double  *px,
             double  *py)
{
  int w = gtk_widget_get_width (GTK_WIDGET (f->board));
  int h = gtk_widget_get_height (GTK_WIDGET (f->board));

  for (int j = 0; j < h; j += 3)
    for (int i = 0; i < w; i += 3)
      {
        TerrRenderHit hit;

        if (terr_board_hit_test (f->board, i, j, &hit) && hit.x == x && hit.y == y
            && hit.piece == TERR_RENDER_PIECE_NONE)
          {
            *px = i;
            *py = j;
            return;
          }
      }
  g_error ("no point of the board shows cell %d, %d", x, y);
}

static void
test_drops (Fixture       *f,
            gconstpointer  data)
{
  const TerrZgState *s = state (f);
  guint h0 = s->hand[0], p0 = s->pile[s->pile_pos], p4 = s->pile[s->pile_pos + 4];
  g_autofree char *before = NULL;
  double x, y;

  /* The drags carry their domino: a chart button, a pile row. */
  g_assert_cmpuint (dragged (domino_button (f, 13)), ==, 13);
  g_assert_cmpuint (dragged (place_row (f, TERR_PLACE_PILE, 4)), ==, p4);

  /* The hand's first onto pile row 2: it is third in the pile. */
  g_assert_true (drop_on (place_row (f, TERR_PLACE_PILE, 2), h0, 0, 0));
  s = state (f);
  g_assert_cmpuint (s->hand_len, ==, 2);
  g_assert_cmpuint (s->pile[s->pile_pos + 2], ==, h0);
  g_assert_cmpstr (caption (f, h0), ==, "Pile 3");
  g_assert_true (is_picked (f, h0));

  /* Pile 5 (4 before) onto pile row 0: the top. */
  g_assert_true (drop_on (place_row (f, TERR_PLACE_PILE, 0), p4, 0, 0));
  s = state (f);
  g_assert_cmpuint (s->pile[s->pile_pos], ==, p4);
  g_assert_cmpuint (s->pile[s->pile_pos + 1], ==, p0);

  /* The top of the pile onto the hand's group: the end of the hand. */
  {
    TerrPlace place = { .kind = TERR_PLACE_HAND };

    g_assert_true (drop_on (terr_editor_tools_get_place_widget (f->tools, &place), p4, 0, 0));
  }
  s = state (f);
  g_assert_cmpuint (s->hand_len, ==, 3);
  g_assert_cmpuint (s->hand[2], ==, p4);
  g_assert_cmpstr (caption (f, p4), ==, "Hand 3");

  /* From the chart onto the board: placed on the cell under the drop. */
  board_point (f, 3, 4, &x, &y);
  g_assert_true (drop_on (GTK_WIDGET (f->board), p0, x, y));
  s = state (f);
  g_assert_cmpint (s->value[0][4 * 6 + 3], ==, (int) terr_zg_domino_low (p0));
  g_assert_cmpuint (s->pile_len - s->pile_pos, ==, 24);
  g_assert_cmpstr (caption (f, p0), ==, "T1 3,4");
  assert_never_twice (f);
  g_assert_cmpuint (terr_editor_page_get_n_problems (f->page), ==, 0);

  /* Four drops, four undos: the deal as it was. */
  for (guint i = 0; i < 4; i++)
    undo (f);
  s = state (f);
  g_assert_cmpuint (s->hand[0], ==, h0);
  g_assert_cmpuint (s->pile[s->pile_pos], ==, p0);
  g_assert_cmpuint (s->pile[s->pile_pos + 4], ==, p4);
  g_assert_cmpuint (s->hand_len, ==, 3);
  g_assert_cmpint (s->value[0][4 * 6 + 3], ==, -1);
  before = row_titles (f, TERR_PLACE_HAND);
  {
    g_autofree char *first = domino_text (h0);

    g_assert_true (g_str_has_prefix (before, first));
  }
}

/* --- keys --- */

static void
type_keys (Fixture           *f,
           const char * const *keys)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int status = 0;

  test_x11_take_focus (GTK_WINDOW (f->window));
  g_ptr_array_add (argv, (char *) "xdotool");
  g_ptr_array_add (argv, (char *) "key");
  g_ptr_array_add (argv, (char *) "--delay");
  g_ptr_array_add (argv, (char *) "2");
  for (guint i = 0; keys[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) keys[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_SEARCH_PATH,
                               NULL, NULL, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  test_app_spin (80);
}

#define KEYS(...) type_keys (f, (const char * const[]) { __VA_ARGS__, NULL })

static void
test_keys (Fixture       *f,
           gconstpointer  data)
{
  guint id, h0 = state (f)->hand[0];
  GtkWidget *focus;

  if (!can_type)
    {
      g_test_skip ("no X11 display or no xdotool");
      return;
    }
  test_x11_take_focus (GTK_WINDOW (f->window));
  g_assert_true (test_app_wait (test_x11_window_active, f->window, 10000));

  /* Tab passes the chart in one step: one domino takes the focus, the
   * picked one (0-0 at first). */
  for (guint other = 0; other < TERR_ZG_N_DOMINOES; other++)
    g_assert_true (gtk_widget_get_focusable (domino_button (f, other)) == (other == 0));

  /* From 0-0: Right twice, Down once: 1-2; Enter picks it. */
  g_assert_true (gtk_widget_grab_focus (domino_button (f, 0)));
  KEYS ("Right", "Right", "Down");
  id = terr_zg_domino_id (1, 2);
  focus = gtk_root_get_focus (GTK_ROOT (f->window));
  g_assert_true (focus == domino_button (f, id));
  KEYS ("Return");
  g_assert_true (is_picked (f, id));
  g_assert_true (gtk_widget_get_focusable (domino_button (f, id)));
  g_assert_false (gtk_widget_get_focusable (domino_button (f, 0)));
  /* The arrows stay in the triangle: Left from 1-2 is 1-1, again 1-1. */
  KEYS ("Left", "Left");
  g_assert_true (gtk_root_get_focus (GTK_ROOT (f->window)) == domino_button (f, terr_zg_domino_id (1, 1)));

  /* H: the hand's first domino (clicked, so focused) to the end of the
   * hand. */
  g_signal_emit_by_name (domino_button (f, h0), "clicked");
  g_assert_true (gtk_widget_grab_focus (domino_button (f, h0)));
  KEYS ("h");
  g_assert_cmpuint (state (f)->hand[2], ==, h0);
  g_assert_cmpstr (caption (f, h0), ==, "Hand 3");
  g_assert_true (is_picked (f, h0));
  /* P: to the bottom of the pile. */
  KEYS ("p");
  g_assert_cmpuint (state (f)->hand_len, ==, 2);
  g_assert_cmpuint (state (f)->pile[state (f)->pile_len - 1], ==, h0);
  g_assert_cmpstr (caption (f, h0), ==, "Pile 26");
  /* Delete: unused, a missing domino the problems name. */
  KEYS ("Delete");
  g_assert_cmpstr (caption (f, h0), ==, "Unused");
  {
    g_autofree char *missing = g_strdup_printf ("the %u-%u is missing", terr_zg_domino_low (h0),
                                                terr_zg_domino_high (h0));

    g_assert_true (has_problem (f, missing));
  }
  /* Enter on the picked domino, then the board places it. */
  put_at (f, 1, 1);
  g_assert_cmpint (state (f)->value[0][1 * 6 + 1], ==, (int) terr_zg_domino_low (h0));
  g_assert_cmpuint (terr_editor_page_get_n_problems (f->page), ==, 0);

  /* Four edits, four undos, each one step: back in the hand, first. */
  undo (f);
  g_assert_cmpstr (caption (f, h0), ==, "Unused");
  undo (f);
  g_assert_cmpstr (caption (f, h0), ==, "Pile 26");
  undo (f);
  g_assert_cmpstr (caption (f, h0), ==, "Hand 3");
  undo (f);
  g_assert_cmpstr (caption (f, h0), ==, "Hand 1");
  g_assert_cmpuint (state (f)->hand[0], ==, h0);
}

/* Every domino's accessible name says where it is; the chart is named and
 * its tooltip gives the keys. */
static void
test_names (Fixture       *f,
            gconstpointer  data)
{
  const TerrZgState *s = state (f);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < s->hand_len; i++)
    {
      g_autofree char *name = g_strdup_printf ("%u–%u, in the hand", terr_zg_domino_low (s->hand[i]),
                                               terr_zg_domino_high (s->hand[i]));
      assert_name (f, s->hand[i], name);
    }
  for (guint i = s->pile_pos; i < s->pile_len; i++)
    {
      g_autofree char *name = g_strdup_printf ("%u–%u, in the pile, %u from the top",
                                               terr_zg_domino_low (s->pile[i]),
                                               terr_zg_domino_high (s->pile[i]), i - s->pile_pos + 1);
      assert_name (f, s->pile[i], name);
    }
  g_assert_true (terr_zg_game_edit_clear (f->zg, &error));
  g_assert_no_error (error);
  test_app_spin (10);
  assert_name (f, terr_zg_domino_id (3, 5), "3–5, unused");
  g_assert_cmpstr (caption (f, terr_zg_domino_id (3, 5)), ==, "Unused");
  {
    char *problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (f->chart),
                                                        GTK_ACCESSIBLE_PROPERTY_LABEL, "Dominoes");
    g_assert_null (problem);
  }
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (f->chart)), "H puts it in the hand"));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (f->chart)), "Delete makes it unused"));
}

/* Design problems still show after the chart's edits: the whole hand
 * moved into the pile leaves an empty hand, a hand of no placeable
 * domino leaves no first move; never "twice". */
static void
test_problems (Fixture       *f,
               gconstpointer  data)
{
  while (state (f)->hand_len > 0)
    g_assert_true (drop_on (place_row (f, TERR_PLACE_PILE, 0), state (f)->hand[0], 0, 0));
  g_assert_cmpuint (n_pile (f), ==, 28);
  g_assert_true (has_problem (f, "the hand is empty"));
  assert_never_twice (f);
  /* One back into the (empty) hand's group: no problem left. */
  g_assert_null (place_row (f, TERR_PLACE_HAND, 0));
  g_assert_true (drop_on (terr_editor_tools_get_place_widget (f->tools, &(TerrPlace) { .kind = TERR_PLACE_HAND }),
                          state (f)->pile[state (f)->pile_pos], 0, 0));
  g_assert_cmpuint (state (f)->hand_len, ==, 1);
  g_assert_false (has_problem (f, "the hand is empty"));
  assert_never_twice (f);

  /* A hand with no first move: 0-0 on the foundation, only 1-2 in the
   * hand, the rest in the pile (every move through the chart). */
  while (state (f)->hand_len > 0)
    g_assert_true (drop_on (place_row (f, TERR_PLACE_PILE, 0), state (f)->hand[0], 0, 0));
  g_signal_emit_by_name (domino_button (f, terr_zg_domino_id (0, 0)), "clicked");
  put_at (f, 0, 0);
  g_assert_true (drop_on (terr_editor_tools_get_place_widget (f->tools, &(TerrPlace) { .kind = TERR_PLACE_HAND }),
                          terr_zg_domino_id (1, 2), 0, 0));
  g_assert_cmpuint (state (f)->hand_len, ==, 1);
  g_assert_cmpuint (n_pile (f), ==, 26);
  g_assert_true (has_problem (f, "no domino of the hand (1-2) can be placed"));
  assert_never_twice (f);
  /* 0-1 into the hand gives a first move. */
  g_assert_true (drop_on (place_row (f, TERR_PLACE_HAND, 0), terr_zg_domino_id (0, 1), 0, 0));
  g_assert_false (has_problem (f, "can be placed"));
  g_assert_cmpuint (terr_editor_page_get_n_problems (f->page), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *xdotool = NULL;
  int status;

  /* Accessible names are read through GTK's test backend. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  if (!test_app_init (&argc, &argv))
    return 0;
  app = test_app_new_application ();
  xdotool = g_find_program_in_path ("xdotool");
  can_type = xdotool != NULL && GDK_IS_X11_DISPLAY (gdk_display_get_default ());

  g_test_add ("/app/editor-zg-chart/click-place", Fixture, NULL, fixture_setup, test_click_place, fixture_teardown);
  g_test_add ("/app/editor-zg-chart/move-cell", Fixture, NULL, fixture_setup, test_move_cell, fixture_teardown);
  g_test_add ("/app/editor-zg-chart/drops", Fixture, NULL, fixture_setup, test_drops, fixture_teardown);
  g_test_add ("/app/editor-zg-chart/keys", Fixture, NULL, fixture_setup, test_keys, fixture_teardown);
  g_test_add ("/app/editor-zg-chart/names", Fixture, NULL, fixture_setup, test_names, fixture_teardown);
  g_test_add ("/app/editor-zg-chart/problems", Fixture, NULL, fixture_setup, test_problems, fixture_teardown);
  status = g_test_run ();
  g_object_unref (app);
  return status;
}
