/* test-board.c — the board widget: keyboard-only play of each game through
 * the board's key actions, the ghost and its reason, pointer play, the
 * widget's pixels against the renderer's drawing of the same position, and
 * one scene per position however much the pointer moves. */
#include "config.h"

#include <glib/gstdio.h>

#include "test-app-common.h"
#include "terr-board-private.h"
#include "terr-game-page-private.h"
#include "terr-render.h"
#include "terr-window.h"

static TerrApplication *app;
static guint64 test_seed = 2026;
static const char *cli_path;   /* terraces-cli, from the command line */

typedef struct {
  TerrWindow *window;
  TerrBoard  *board;
  TerrGame   *game;
} Fixture;

static gboolean
board_allocated (gpointer data)
{
  TerrBoard *board = data;

  return gtk_widget_get_mapped (GTK_WIDGET (board))
         && gtk_widget_get_width (GTK_WIDGET (board)) > 100
         && gtk_widget_get_height (GTK_WIDGET (board)) > 100;
}

static void
reveal_cb (TerrGame  *game,
           GtkWidget *page)
{
  if (terr_game_page_is_privacy_shown (TERR_GAME_PAGE (page)))
    gtk_widget_activate_action (page, "page.reveal", NULL);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->window = g_object_ref_sink (terr_window_new (app));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 700);
  gtk_window_present (GTK_WINDOW (f->window));
  {
    /* A fixed deal, so every run plays the same game. */
    TerrGameKind kind = terr_game_kind_from_string (data);
    g_autoptr(TerrGame) game = terr_game_new (kind, kind == TERR_GAME_ZIGGURAT ? 1 : 2,
                                              test_seed, NULL);
    terr_window_set_game (f->window, game);
  }
  f->game = terr_window_get_game (f->window);
  /* Garden Paths between two people: whoever is to move says at once
   * that they are at the screen (the "Pass to …" screen is tested in
   * test-play). */
  g_signal_connect_object (f->game, "changed", G_CALLBACK (reveal_cb),
                           terr_window_get_game_page (f->window), 0);
  reveal_cb (f->game, terr_window_get_game_page (f->window));
  f->board = terr_game_page_get_board (TERR_GAME_PAGE (terr_window_get_game_page (f->window)));
  g_assert_true (test_app_wait (board_allocated, f->board, 5000));
  gtk_widget_grab_focus (GTK_WIDGET (f->board));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  test_app_spin (20);
  g_assert_finalize_object (f->window);
}

static void
key (Fixture    *f,
     const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), action, NULL));
}

static gboolean
cursor_step (Fixture *f,
             int      dx,
             int      dy)
{
  int x0, y0, x1, y1;

  terr_board_get_cursor (f->board, &x0, &y0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.move-cursor",
                                             "(ii)", dx, dy));
  terr_board_get_cursor (f->board, &x1, &y1);
  return x0 != x1 || y0 != y1;
}

/* With the keyboard only: walk the cursor over the board until the ghost
 * is legal, then press Enter.  Returns FALSE when no square fits. */
static gboolean
place_by_keyboard (Fixture *f)
{
  TerrChoices *choices = terr_board_get_choices (f->board);
  guint before = terr_game_get_position_index (f->game);
  int selected = terr_choices_get_selected (choices);

  /* N to a piece that fits somewhere. */
  for (guint i = 0; i < terr_choices_get_n_choices (choices)
                    && terr_choices_get_n_legal (choices, terr_choices_get_selected (choices)) == 0; i++)
    key (f, "board.next-choice");
  selected = terr_choices_get_selected (choices);

  g_assert_cmpint (selected, >=, 0);
  if (!terr_choices_is_positional (choices, selected))
    {
      key (f, "board.place");
      return terr_game_get_position_index (f->game) == before + 1;
    }

  /* Each way the piece can turn (R), every square (arrows). */
  for (int turn = 0; turn < 8; turn++)
    {
      if (turn > 0)
        {
          if (!terr_choices_can_turn (choices))
            break;
          key (f, turn == 4 && terr_choices_can_mirror (choices) ? "board.mirror" : "board.turn");
        }

      /* The first arrow key shows the cursor; then to the top-left corner. */
      cursor_step (f, 0, 0);
      while (cursor_step (f, -1, 0))
        ;
      while (cursor_step (f, 0, -1))
        ;

      for (;;)
        {
          do
            {
              gboolean legal = FALSE;
              const TerrMove *ghost = terr_board_get_ghost (f->board, &legal, NULL);

              g_assert_nonnull (ghost);
              if (legal)
                {
                  g_autoptr(TerrMove) expected = terr_move_copy_bare (ghost);
                  GPtrArray *moves;

                  key (f, "board.place");
                  g_assert_cmpuint (terr_game_get_position_index (f->game), ==, before + 1);
                  moves = terr_game_get_moves (f->game);
                  g_assert_true (terr_move_equal (g_ptr_array_index (moves, before), expected));
                  return TRUE;
                }
            }
          while (cursor_step (f, 1, 0));

          if (!cursor_step (f, 0, 1))
            break;
          while (cursor_step (f, -1, 0))
            ;
        }
    }
  return FALSE;
}

static void
test_keyboard_play (Fixture       *f,
                    gconstpointer  data)
{
  /* Four moves of each game, only with the board's key actions. */
  for (int i = 0; i < 4; i++)
    g_assert_true (place_by_keyboard (f));
  g_assert_cmpuint (terr_game_get_position_index (f->game), ==, 4);

  /* Escape hides cursor and ghost. */
  key (f, "board.cancel");
  g_assert_null (terr_board_get_ghost (f->board, NULL, NULL));
}

static void
test_tab_cycles (Fixture       *f,
                 gconstpointer  data)
{
  TerrChoices *choices = terr_board_get_choices (f->board);
  guint n;
  int first;

  /* The first piece of the game can only be a terrace; then there is more. */
  g_assert_cmpuint (terr_choices_get_n_choices (choices), ==, 1);
  g_assert_true (place_by_keyboard (f));
  n = terr_choices_get_n_choices (choices);
  first = terr_choices_get_selected (choices);
  g_assert_cmpuint (n, >=, 2);
  key (f, "board.next-choice");
  g_assert_cmpint (terr_choices_get_selected (choices), ==, (first + 1) % n);
  key (f, "board.previous-choice");
  g_assert_cmpint (terr_choices_get_selected (choices), ==, first);
}

static void
test_hg_reason (Fixture       *f,
                gconstpointer  data)
{
  TerrChoices *choices = terr_board_get_choices (f->board);
  gboolean legal = TRUE;
  const char *reason = NULL;
  const TerrMove *ghost;
  int x, y;

  /* A first terrace at the top-left corner of the cursor's range. */
  g_assert_cmpstr (terr_choices_get_move_type (choices, terr_choices_get_selected (choices)), ==, "terrace");
  terr_board_set_cursor (f->board, 0, 0);
  key (f, "board.place");
  g_assert_cmpuint (terr_game_get_position_index (f->game), ==, 1);

  /* A terrace far from it is refused, with the engine's reason. */
  terr_board_set_cursor (f->board, 100, 100);
  terr_board_get_cursor (f->board, &x, &y);
  g_assert_cmpint (x, >, 2);
  g_assert_cmpint (y, >, 2);
  ghost = terr_board_get_ghost (f->board, &legal, &reason);
  g_assert_nonnull (ghost);
  g_assert_cmpstr (terr_move_get_move_type (ghost), ==, "terrace");
  g_assert_false (legal);
  g_assert_nonnull (reason);
  g_assert_cmpuint (strlen (reason), >, 5);

  /* Enter there changes nothing. */
  key (f, "board.place");
  g_assert_cmpuint (terr_game_get_position_index (f->game), ==, 1);

  /* Next to it, it fits. */
  terr_board_set_cursor (f->board, 2, 0);
  ghost = terr_board_get_ghost (f->board, &legal, &reason);
  g_assert_true (legal);
  key (f, "board.place");
  g_assert_cmpuint (terr_game_get_position_index (f->game), ==, 2);
}

static void
test_turn (Fixture       *f,
           gconstpointer  data)
{
  TerrChoices *choices = terr_board_get_choices (f->board);
  const TerrMove *ghost;

  /* ziggurat: a domino turns from h to v, then end for end. */
  terr_board_set_cursor (f->board, 2, 2);
  ghost = terr_board_get_ghost (f->board, NULL, NULL);
  g_assert_cmpstr (terr_move_get (ghost, "dir"), ==, "h");
  key (f, "board.turn");
  g_assert_cmpint (terr_choices_get_orientation (choices), ==, 1);
  ghost = terr_board_get_ghost (f->board, NULL, NULL);
  g_assert_cmpstr (terr_move_get (ghost, "dir"), ==, "v");
  key (f, "board.place");
  g_assert_cmpuint (terr_game_get_position_index (f->game), ==, 1);
  {
    TerrMove *played = g_ptr_array_index (terr_game_get_moves (f->game), 0);
    g_assert_cmpstr (terr_move_get (played, "dir"), ==, "v");
    g_assert_cmpstr (terr_move_get (played, "x"), ==, "2");
    g_assert_cmpstr (terr_move_get (played, "y"), ==, "2");
  }
}

static void
test_gp_turn_mirror (Fixture       *f,
                     gconstpointer  data)
{
  TerrChoices *choices = terr_board_get_choices (f->board);
  const TerrMove *ghost;

  /* Two seats: two path announcements, then a flower bed is announced. */
  for (int i = 0; i < 6; i++)
    g_assert_true (place_by_keyboard (f));
  g_assert_cmpstr (terr_choices_get_move_type (choices, terr_choices_get_selected (choices)), ==, "announce");
  g_assert_true (place_by_keyboard (f));
  g_assert_cmpstr (terr_choices_get_move_type (choices, terr_choices_get_selected (choices)), ==, "place");
  g_assert_true (terr_choices_can_mirror (choices));

  terr_board_set_cursor (f->board, 4, 4);
  key (f, "board.turn");
  ghost = terr_board_get_ghost (f->board, NULL, NULL);
  g_assert_cmpstr (terr_move_get (ghost, "transform"), ==, "1");
  key (f, "board.mirror");
  ghost = terr_board_get_ghost (f->board, NULL, NULL);
  g_assert_cmpstr (terr_move_get (ghost, "transform"), ==, "5");
}

static void
test_pointer (Fixture       *f,
              gconstpointer  data)
{
  double w = gtk_widget_get_width (GTK_WIDGET (f->board));
  double h = gtk_widget_get_height (GTK_WIDGET (f->board));
  const TerrMove *ghost;
  gboolean legal = FALSE;

  terr_board_hover (f->board, w / 2, h / 2);
  ghost = terr_board_get_ghost (f->board, &legal, NULL);
  g_assert_nonnull (ghost);
  g_assert_true (legal);
  g_assert_true (terr_board_click (f->board, w / 2, h / 2));
  g_assert_cmpuint (terr_game_get_position_index (f->game), ==, 1);

  /* Where it may not go, the tooltip says why, in the game's full words
   * (no coordinates). */
  if (terr_game_get_kind (f->game) == TERR_GAME_HANGING_GARDENS)
    {
      gboolean found = FALSE;

      for (double x = 2; x < w && !found; x += w / 40)
        {
          const char *reason = NULL;

          terr_board_hover (f->board, x, h / 2);
          ghost = terr_board_get_ghost (f->board, &legal, &reason);
          if (ghost != NULL && !legal)
            {
              const char *tooltip = gtk_widget_get_tooltip_text (GTK_WIDGET (f->board));

              g_assert_cmpstr (tooltip, ==, reason);
              g_assert_null (strchr (tooltip, '('));
              g_assert_true (g_str_has_suffix (tooltip, "."));
              found = TRUE;
            }
        }
      g_assert_true (found);
    }

  /* Outside the board: no ghost, no move. */
  terr_board_hover (f->board, 1, 1);
  g_assert_null (terr_board_get_ghost (f->board, NULL, NULL));
  g_assert_null (gtk_widget_get_tooltip_text (GTK_WIDGET (f->board)));
  g_assert_false (terr_board_click (f->board, 1, 1));
  g_assert_cmpuint (terr_game_get_position_index (f->game), ==, 1);
}

static cairo_surface_t *
draw_with_renderer (TerrBoard *board)
{
  int w = gtk_widget_get_width (GTK_WIDGET (board));
  int h = gtk_widget_get_height (GTK_WIDGET (board));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);
  TerrRenderOptions opts;

  terr_board_get_render_options (board, &opts);
  terr_render_draw (terr_board_get_game (board), cr, w, h, &opts);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* Number of pixels that differ by more than @tolerance in a channel. */
static guint
count_differences (cairo_surface_t *a,
                   cairo_surface_t *b,
                   int              tolerance,
                   guint           *opaque)
{
  int w = cairo_image_surface_get_width (a), h = cairo_image_surface_get_height (a);
  int stride = cairo_image_surface_get_stride (a);
  const guint8 *pa = cairo_image_surface_get_data (a);
  const guint8 *pb = cairo_image_surface_get_data (b);
  guint n = 0;

  g_assert_cmpint (w, ==, cairo_image_surface_get_width (b));
  g_assert_cmpint (h, ==, cairo_image_surface_get_height (b));
  *opaque = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        const guint8 *ca = pa + y * stride + 4 * x, *cb = pb + y * stride + 4 * x;
        gboolean differs = FALSE;

        for (int c = 0; c < 4; c++)
          differs |= ABS ((int) ca[c] - (int) cb[c]) > tolerance;
        n += differs;
        *opaque += ca[3] > 0;
      }
  return n;
}

static void
test_pixels (Fixture       *f,
             gconstpointer  data)
{
  cairo_surface_t *widget, *expected;
  guint opaque = 0;

  /* A couple of moves, a cursor and its ghost, so there is something to see. */
  g_assert_true (place_by_keyboard (f));
  g_assert_true (place_by_keyboard (f));
  /* (Garden Paths: the board was hidden a moment between two people.) */
  g_assert_true (test_app_wait (board_allocated, f->board, 5000));
  cursor_step (f, 1, 0);
  g_assert_nonnull (terr_board_get_ghost (f->board, NULL, NULL));

  widget = test_app_snapshot_own (GTK_WIDGET (f->board));
  expected = draw_with_renderer (f->board);
  g_assert_cmpuint (count_differences (widget, expected, 2, &opaque), ==, 0);
  /* The board is really drawn: a good part of the area is covered. */
  g_assert_cmpuint (opaque, >, (guint) (cairo_image_surface_get_width (widget)
                                        * cairo_image_surface_get_height (widget) / 20));
  cairo_surface_destroy (widget);
  cairo_surface_destroy (expected);

  /* The plan view differs from the oblique one, and still matches. */
  if (terr_game_get_kind (f->game) != TERR_GAME_GARDEN_PATHS)
    {
      cairo_surface_t *oblique = test_app_snapshot_own (GTK_WIDGET (f->board));

      terr_board_set_view (f->board, "plan");
      widget = test_app_snapshot_own (GTK_WIDGET (f->board));
      expected = draw_with_renderer (f->board);
      g_assert_cmpuint (count_differences (widget, expected, 2, &opaque), ==, 0);
      g_assert_cmpuint (count_differences (widget, oblique, 2, &opaque), >, 0);
      cairo_surface_destroy (widget);
      cairo_surface_destroy (expected);
      cairo_surface_destroy (oblique);
    }
}

/* The widget against a PNG written by the real `terraces-cli render` of the
 * same position, size and view: "a picture from the CLI is what the window
 * shows".  The widget leaves its background to the window, so its pixels
 * are laid over the CLI's default background (the light style's). */
static void
test_cli_pixels (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("terr-cli-pixels-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "game.terraces", NULL);
  g_autofree char *png = g_build_filename (dir, "cli.png", NULL);
  g_autoptr(GError) error = NULL;
  TerrRenderOptions opts;
  int w, h;

  if (cli_path == NULL)
    {
      g_test_skip ("no terraces-cli given");
      return;
    }
  g_assert_true (place_by_keyboard (f));
  g_assert_true (place_by_keyboard (f));
  g_assert_true (test_app_wait (board_allocated, f->board, 5000));
  /* No cursor and no ghost: the CLI draws neither. */
  key (f, "board.cancel");
  gtk_window_set_focus (GTK_WINDOW (f->window), NULL);
  test_app_spin (20);
  terr_board_get_render_options (f->board, &opts);
  g_assert_false (opts.cursor_visible);
  g_assert_null (opts.ghost);
  g_assert_true (terr_game_save_path (f->game, file, TERR_FILE_REPLAY, &error));
  g_assert_no_error (error);

  w = gtk_widget_get_width (GTK_WIDGET (f->board));
  h = gtk_widget_get_height (GTK_WIDGET (f->board));
  for (int v = 0; v < 2; v++)
    {
      const char *view = v == 0 ? "oblique" : "plan";
      g_autofree char *size = g_strdup_printf ("%dx%d", w, h);
      /* Garden Paths grids are private: the window shows one seat's. */
      g_autofree char *seat = g_strdup_printf ("%d", opts.seat);
      const char *argv[] = { cli_path, "render", file, "-o", png, "--size", size, "--view", view,
                             "--seat", seat, NULL };
      cairo_surface_t *widget, *cli, *over;
      cairo_t *cr;
      int status = -1;
      guint opaque, differ;

      terr_board_set_view (f->board, view);
      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                                   NULL, NULL, &status, &error));
      g_assert_no_error (error);
      g_assert_true (g_spawn_check_wait_status (status, NULL));
      cli = cairo_image_surface_create_from_png (png);
      g_assert_cmpint (cairo_surface_status (cli), ==, CAIRO_STATUS_SUCCESS);

      widget = test_app_snapshot_own (GTK_WIDGET (f->board));
      over = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
      cr = cairo_create (over);
      {
        TerrRenderOptions defaults;
        terr_render_options_init (&defaults);
        cairo_set_source_rgba (cr, defaults.background.red, defaults.background.green,
                               defaults.background.blue, 1);
      }
      cairo_paint (cr);
      cairo_set_source_surface (cr, widget, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
      cairo_surface_flush (over);
      {
        /* Convert the PNG to the same format (it may load as RGB24). */
        cairo_surface_t *cli32 = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
        cr = cairo_create (cli32);
        cairo_set_source_surface (cr, cli, 0, 0);
        cairo_paint (cr);
        cairo_destroy (cr);
        cairo_surface_flush (cli32);
        cairo_surface_destroy (cli);
        cli = cli32;
      }
      if (g_getenv ("TERRACES_TEST_DUMP") != NULL)
        {
          g_autofree char *a = g_strdup_printf ("/tmp/cmp-widget-%s.png", view);
          g_autofree char *b = g_strdup_printf ("/tmp/cmp-cli-%s.png", view);
          cairo_surface_write_to_png (over, a);
          cairo_surface_write_to_png (cli, b);
        }
      differ = count_differences (over, cli, 3, &opaque);
      g_test_message ("%s: %u of %d pixels differ", view, differ, w * h);
      /* The same drawing, pixel for pixel (3 levels of rounding allowed). */
      g_assert_cmpuint (differ, ==, 0);
      cairo_surface_destroy (widget);
      cairo_surface_destroy (over);
      cairo_surface_destroy (cli);
    }
  g_unlink (png);
  g_unlink (file);
  g_rmdir (dir);
}

static void
test_zoom (Fixture       *f,
           gconstpointer  data)
{
  double w = gtk_widget_get_width (GTK_WIDGET (f->board));
  double h = gtk_widget_get_height (GTK_WIDGET (f->board));
  double d = MIN (w, h) * 0.3;
  g_autoptr(TerrMove) centre = NULL;
  g_autoptr(TerrMove) side = NULL;
  const TerrMove *ghost;

  /* Announce, so that a piece is to be placed. */
  key (f, "board.place");
  g_assert_cmpuint (terr_game_get_position_index (f->game), ==, 1);

  terr_board_hover (f->board, w / 2, h / 2);
  centre = terr_move_copy_bare (terr_board_get_ghost (f->board, NULL, NULL));
  terr_board_hover (f->board, w / 2 + d, h / 2);
  side = terr_move_copy_bare (terr_board_get_ghost (f->board, NULL, NULL));

  /* Zooming keeps the middle of the board in the middle ... */
  key (f, "board.zoom-in");
  key (f, "board.zoom-in");
  g_assert_cmpfloat (terr_board_get_zoom (f->board), >, 1.5);
  terr_board_hover (f->board, w / 2, h / 2);
  g_assert_true (terr_move_equal (terr_board_get_ghost (f->board, NULL, NULL), centre));

  /* ... and brings squares nearer the middle under the pointer. */
  terr_board_hover (f->board, w / 2 + d, h / 2);
  ghost = terr_board_get_ghost (f->board, NULL, NULL);
  g_assert_nonnull (ghost);
  g_assert_cmpint (atoi (terr_move_get (ghost, "x")), <, atoi (terr_move_get (side, "x")));

  key (f, "board.zoom-reset");
  g_assert_cmpfloat (terr_board_get_zoom (f->board), ==, 1.0);
  terr_board_hover (f->board, w / 2 + d, h / 2);
  g_assert_true (terr_move_equal (terr_board_get_ghost (f->board, NULL, NULL), side));
}

static void
test_slice (Fixture       *f,
            gconstpointer  data)
{
  static const char *const steps[][5] = {
    { "terrace", "x", "0", "level", "0" },
    { "support", "x", "0", "level", "0" },
    { "support", "x", "0", "level", "0" },
    { "terrace", "x", "0", "level", "1" },
  };
  cairo_surface_t *all, *sliced, *expected;
  guint opaque;

  /* A plateau: terrace, two supports, terrace on level 1. */
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_autoptr(TerrMove) move = terr_move_new (terr_game_get_seat_to_move (f->game), steps[i][0]);
      terr_move_set (move, "x", "0");
      terr_move_set (move, "y", "0");
      terr_move_set (move, "level", steps[i][4]);
      if (g_str_equal (steps[i][0], "support"))
        terr_move_set_int (move, "stack", i);
      g_assert_true (terr_game_play (f->game, move, NULL));
    }

  all = test_app_snapshot_own (GTK_WIDGET (f->board));
  terr_board_set_max_level (f->board, 0);
  sliced = test_app_snapshot_own (GTK_WIDGET (f->board));
  expected = draw_with_renderer (f->board);
  g_assert_cmpuint (count_differences (sliced, expected, 2, &opaque), ==, 0);
  g_assert_cmpuint (count_differences (sliced, all, 2, &opaque), >, 100);

  cairo_surface_destroy (all);
  cairo_surface_destroy (sliced);
  cairo_surface_destroy (expected);
}

/* The board's own pointer-motion controller, to move the pointer as GTK
 * would. */
static GtkEventController *
motion_controller (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  GtkEventController *found = NULL;

  for (guint i = 0; found == NULL && i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        found = controller;
    }
  g_assert_nonnull (found);
  return found;   /* the widget keeps it */
}

static void
pointer_moves (Fixture *f,
               int      n)
{
  GtkEventController *motion = motion_controller (GTK_WIDGET (f->board));
  double w = gtk_widget_get_width (GTK_WIDGET (f->board));
  double h = gtk_widget_get_height (GTK_WIDGET (f->board));

  /* Across the board and back to its middle, with a draw after each. */
  for (int i = 0; i <= n; i++)
    {
      double x = i < n ? w * (i + 0.5) / n : w / 2;
      double y = i < n ? h * (0.3 + 0.4 * i / n) : h / 2;
      cairo_surface_t *surface;

      g_signal_emit_by_name (motion, "motion", x, y);
      surface = test_app_snapshot_own (GTK_WIDGET (f->board));
      cairo_surface_destroy (surface);
    }
}

/* The board keeps one scene per position: pointer motions, draws, the
 * cursor, zoom and view read it; a move, an undo and another game each
 * build it once.  What it draws is still the position of the moment. */
static void
test_scene_kept (Fixture       *f,
                 gconstpointer  data)
{
  guint builds = terr_board_get_scene_builds (f->board);
  double w = gtk_widget_get_width (GTK_WIDGET (f->board));
  double h = gtk_widget_get_height (GTK_WIDGET (f->board));
  cairo_surface_t *widget, *expected;
  gboolean legal = FALSE;
  guint opaque;

  g_assert_cmpuint (builds, >=, 1);
  pointer_moves (f, 30);
  g_assert_nonnull (terr_board_get_ghost (f->board, &legal, NULL));
  g_assert_true (legal);
  cursor_step (f, 0, 0);
  cursor_step (f, 1, 0);
  cursor_step (f, 0, 1);
  terr_board_set_view (f->board, "plan");
  terr_board_set_view (f->board, "oblique");
  key (f, "board.zoom-in");
  key (f, "board.zoom-reset");
  terr_board_set_max_level (f->board, 0);
  terr_board_set_max_level (f->board, -1);
  g_assert_cmpuint (terr_board_get_scene_builds (f->board), ==, builds);

  /* A click plays: one "changed", one scene. */
  g_assert_true (terr_board_click (f->board, w / 2, h / 2));
  g_assert_cmpuint (terr_game_get_position_index (f->game), ==, 1);
  g_assert_cmpuint (terr_board_get_scene_builds (f->board), ==, builds + 1);
  pointer_moves (f, 30);
  g_assert_cmpuint (terr_board_get_scene_builds (f->board), ==, builds + 1);

  /* The kept scene is the new position: the widget with its ghost draws
   * what the renderer draws from the game. */
  g_assert_nonnull (terr_board_get_ghost (f->board, NULL, NULL));
  widget = test_app_snapshot_own (GTK_WIDGET (f->board));
  expected = draw_with_renderer (f->board);
  g_assert_cmpuint (count_differences (widget, expected, 2, &opaque), ==, 0);
  cairo_surface_destroy (widget);
  cairo_surface_destroy (expected);

  /* Undo: one more. */
  g_assert_true (terr_game_undo (f->game));
  g_assert_cmpuint (terr_board_get_scene_builds (f->board), ==, builds + 2);
  pointer_moves (f, 10);
  widget = test_app_snapshot_own (GTK_WIDGET (f->board));
  expected = draw_with_renderer (f->board);
  g_assert_cmpuint (count_differences (widget, expected, 2, &opaque), ==, 0);
  cairo_surface_destroy (widget);
  cairo_surface_destroy (expected);
  g_assert_cmpuint (terr_board_get_scene_builds (f->board), ==, builds + 2);

  /* The same game again changes nothing; another game is one scene, and
   * the old game no longer reaches the board. */
  {
    g_autoptr(TerrGame) old = g_object_ref (f->game);
    g_autoptr(TerrGame) other = terr_game_new (TERR_GAME_ZIGGURAT, 1, test_seed, NULL);

    terr_board_set_game (f->board, old);
    g_assert_cmpuint (terr_board_get_scene_builds (f->board), ==, builds + 2);
    terr_board_set_game (f->board, other);
    g_assert_cmpuint (terr_board_get_scene_builds (f->board), ==, builds + 3);
    g_assert_true (terr_game_redo (old));
    g_assert_cmpuint (terr_board_get_scene_builds (f->board), ==, builds + 3);
    pointer_moves (f, 10);
    g_assert_cmpuint (terr_board_get_scene_builds (f->board), ==, builds + 3);
    widget = test_app_snapshot_own (GTK_WIDGET (f->board));
    expected = draw_with_renderer (f->board);
    g_assert_cmpuint (count_differences (widget, expected, 2, &opaque), ==, 0);
    cairo_surface_destroy (widget);
    cairo_surface_destroy (expected);
    terr_board_set_game (f->board, old);
    g_assert_cmpuint (terr_board_get_scene_builds (f->board), ==, builds + 4);
  }
}

static gboolean
style_is_dark (gpointer data)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ()) == GPOINTER_TO_INT (data);
}

static double
luminance (const TerrRenderColor *c)
{
  return 0.2126 * c->red + 0.7152 * c->green + 0.0722 * c->blue;
}

static void
test_dark_style (Fixture       *f,
                 gconstpointer  data)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  TerrRenderOptions opts;

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_true (test_app_wait (style_is_dark, GINT_TO_POINTER (FALSE), 2000));
  test_app_spin (50);
  terr_board_get_render_options (f->board, &opts);
  g_assert_cmpfloat (luminance (&opts.foreground), <, 0.5);

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (test_app_wait (style_is_dark, GINT_TO_POINTER (TRUE), 2000));
  test_app_spin (50);
  terr_board_get_render_options (f->board, &opts);
  g_assert_cmpfloat (luminance (&opts.foreground), >, 0.5);

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_board_alone (void)
{
  /* A board outside any window, with a game, is freed with everything. */
  GtkWidget *board = g_object_ref_sink (terr_board_new ());
  TerrGame *game = terr_game_new (TERR_GAME_ZIGGURAT, 1, 3, NULL);
  TerrChoices *choices;

  terr_board_set_game (TERR_BOARD (board), game);
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (board)), ==,
                   GTK_ACCESSIBLE_ROLE_GRID);
  g_assert_true (gtk_widget_get_focusable (board));
  choices = g_object_ref (terr_board_get_choices (TERR_BOARD (board)));
  g_assert_true (terr_choices_get_game (choices) == game);
  g_object_unref (game);
  g_assert_finalize_object (board);
  g_assert_null (terr_choices_get_game (choices));
  g_assert_finalize_object (choices);
}

#define ADD(name, kind, func) \
  g_test_add ("/app/board/" name, Fixture, kind, fixture_set_up, func, fixture_tear_down)

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!test_app_init (&argc, &argv))
    return 0;
  if (argc > 1)
    cli_path = argv[1];
  if (g_getenv ("TERRACES_TEST_SEED") != NULL)
    test_seed = g_ascii_strtoull (g_getenv ("TERRACES_TEST_SEED"), NULL, 10);

  app = terr_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));

  ADD ("keyboard/hanging-gardens", "hanging-gardens", test_keyboard_play);
  ADD ("keyboard/ziggurat", "ziggurat", test_keyboard_play);
  ADD ("keyboard/garden-paths", "garden-paths", test_keyboard_play);
  ADD ("tab/hanging-gardens", "hanging-gardens", test_tab_cycles);
  ADD ("reason/hanging-gardens", "hanging-gardens", test_hg_reason);
  ADD ("turn/ziggurat", "ziggurat", test_turn);
  ADD ("turn-mirror/garden-paths", "garden-paths", test_gp_turn_mirror);
  ADD ("pointer/hanging-gardens", "hanging-gardens", test_pointer);
  ADD ("pointer/ziggurat", "ziggurat", test_pointer);
  ADD ("pixels/hanging-gardens", "hanging-gardens", test_pixels);
  ADD ("pixels/ziggurat", "ziggurat", test_pixels);
  ADD ("pixels/garden-paths", "garden-paths", test_pixels);
  ADD ("cli-pixels/hanging-gardens", "hanging-gardens", test_cli_pixels);
  ADD ("cli-pixels/ziggurat", "ziggurat", test_cli_pixels);
  ADD ("cli-pixels/garden-paths", "garden-paths", test_cli_pixels);
  ADD ("dark-style", "ziggurat", test_dark_style);
  ADD ("zoom/garden-paths", "garden-paths", test_zoom);
  ADD ("slice/hanging-gardens", "hanging-gardens", test_slice);
  ADD ("scene-kept/hanging-gardens", "hanging-gardens", test_scene_kept);
  g_test_add_func ("/app/board/alone", test_board_alone);

  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
