/* test-window.c — the main window driven through its actions: the start
 * page, a new game of each kind, undo/redo, autosave and resume, a refused
 * file, the About and Keyboard Shortcuts windows, and no leaks. */
#include "config.h"

#include <math.h>

#include "test-app-common.h"
#include "terr-editor-page-private.h"
#include "terr-game-page-private.h"
#include "terr-window-private.h"

static TerrApplication *app;

static TerrWindow *
make_window (void)
{
  TerrWindow *window = terr_window_new (app);

  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
close_window (TerrWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
}

/* Play the first legal move the board offers, through the board. */
static void
play_first_move (TerrWindow *window)
{
  TerrGamePage *page = TERR_GAME_PAGE (terr_window_get_game_page (window));
  TerrChoices *choices = terr_board_get_choices (terr_game_page_get_board (page));
  TerrGame *game = terr_window_get_game (window);
  g_autoptr(GPtrArray) legal = NULL;
  guint before = terr_game_get_position_index (game);
  int selected = terr_choices_get_selected (choices);

  g_assert_cmpint (selected, >=, 0);
  if (!terr_choices_is_positional (choices, selected))
    {
      gtk_widget_activate_action (GTK_WIDGET (page), "page.play-selected", NULL);
    }
  else
    {
      legal = terr_choices_get_legal_moves (choices);
      g_assert_cmpuint (legal->len, >, 0);
      g_assert_true (terr_game_play (game, g_ptr_array_index (legal, 0), NULL));
    }
  g_assert_cmpuint (terr_game_get_position_index (game), ==, before + 1);
}

static void
test_start_page (void)
{
  TerrWindow *window = make_window ();

  g_assert_cmpstr (terr_window_get_page (window), ==, "start");
  g_assert_null (terr_window_get_game (window));
  /* Nothing to undo on the start page. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_null (terr_window_get_game (window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Terraces");

  /* Only the start page is built with the window; the others on first
   * use, each in the stack under its name. */
  g_assert_null (window->game_page);
  g_assert_null (window->replay_page);
  g_assert_null (window->editor_page);
  g_assert_null (gtk_stack_get_child_by_name (window->stack, "game"));
  {
    g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_ZIGGURAT, 1, 3, NULL);

    terr_window_set_game (window, game);
  }
  g_assert_cmpstr (terr_window_get_page (window), ==, "game");
  g_assert_true (gtk_stack_get_child_by_name (window->stack, "game") == GTK_WIDGET (window->game_page));
  g_assert_null (window->replay_page);
  g_assert_null (window->editor_page);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-position", NULL));
  g_assert_cmpstr (terr_window_get_page (window), ==, "editor");
  g_assert_true (gtk_stack_get_child_by_name (window->stack, "editor") == GTK_WIDGET (window->editor_page));
  g_assert_null (window->replay_page);

  close_window (window);
}

/* Past the Garden Paths "Pass to …" screen after every move. */
static void
reveal_cb (TerrGame     *game,
           TerrGamePage *page)
{
  if (terr_game_page_is_privacy_shown (page))
    gtk_widget_activate_action (GTK_WIDGET (page), "page.reveal", NULL);
}

static void
test_new_game (gconstpointer data)
{
  const char *kind = data;
  TerrWindow *window = make_window ();
  TerrGamePage *page;
  TerrBoard *board;
  TerrGame *game;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", kind));
  g_assert_cmpstr (terr_window_get_page (window), ==, "game");
  game = terr_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpint (terr_game_get_kind (game), ==, terr_game_kind_from_string (kind));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==,
                   terr_game_kind_get_title (terr_game_get_kind (game)));

  page = TERR_GAME_PAGE (terr_window_get_game_page (window));
  board = terr_game_page_get_board (page);
  g_assert_true (terr_board_get_game (board) == game);
  /* Garden Paths between two people: the grids stay private until the
   * person to move says who they are. */
  if (g_str_equal (kind, "garden-paths"))
    {
      g_assert_true (terr_game_page_is_privacy_shown (page));
      g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (board)));
      g_signal_connect_after (game, "changed", G_CALLBACK (reveal_cb), page);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "page.reveal", NULL));
    }
  g_assert_false (terr_game_page_is_privacy_shown (page));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (board)));
  g_assert_cmpuint (terr_choices_get_n_choices (terr_board_get_choices (board)), >, 0);
  g_assert_cmpstr (terr_game_page_get_turn_text (page), !=, "");

  /* Undo and redo through the window actions change the model. */
  play_first_move (window);
  play_first_move (window);
  g_assert_cmpuint (terr_game_get_position_index (game), ==, 2);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (terr_game_get_position_index (game), ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (terr_game_get_position_index (game), ==, 0);
  g_assert_false (terr_game_can_undo (game));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  g_assert_cmpuint (terr_game_get_position_index (game), ==, 1);
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 2);

  /* Back to the start page, which offers the game just played, the same
   * game object. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL);
  g_assert_cmpstr (terr_window_get_page (window), ==, "start");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resume", NULL));
  g_assert_cmpstr (terr_window_get_page (window), ==, "game");
  g_assert_true (terr_window_get_game (window) == game);
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 2);

  close_window (window);
}

static void
test_goal (void)
{
  TerrWindow *window = make_window ();
  g_autofree char *dir = g_dir_make_tmp ("terraces-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "puzzle.terraces", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_ZIGGURAT, 1, 23, NULL);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GString) text = NULL;
  const char *goal;

  /* A scenario with a description and a goal. */
  terr_game_set_description (game, "A gentle deal.");
  bytes = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
  text = g_string_new_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_string_replace (text, "</terraces>", "  <goal type=\"max-cheats\" value=\"0\"/>\n</terraces>", 1);
  g_assert_true (g_file_set_contents (path, text->str, text->len, NULL));

  g_assert_true (terr_window_open_file (window, file));
  goal = terr_game_page_get_goal_text (TERR_GAME_PAGE (terr_window_get_game_page (window)));
  g_assert_nonnull (strstr (goal, "A gentle deal."));
  g_assert_nonnull (strstr (goal, "without cheating"));

  g_remove (path);
  g_rmdir (dir);
  close_window (window);
}

static gboolean
window_shows_game (gpointer data)
{
  return g_strcmp0 (terr_window_get_page (TERR_WINDOW (data)), "game") == 0;
}

static void
test_app_open (void)
{
  g_autofree char *dir = g_dir_make_tmp ("terraces-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "from-files.terraces", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_GARDEN_PATHS, 3, 5, NULL);
  GtkWindow *window;

  g_assert_true (terr_game_save_path (game, path, TERR_FILE_SCENARIO, NULL));

  /* What the file manager does: the application opens it in a window. */
  g_application_open (G_APPLICATION (app), &file, 1, "");
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (window == NULL)
    window = GTK_WINDOW (gtk_application_get_windows (GTK_APPLICATION (app))->data);
  g_assert_true (TERR_IS_WINDOW (window));
  /* Read in a thread. */
  g_assert_true (test_app_wait (window_shows_game, window, 60000));
  g_assert_cmpstr (terr_window_get_page (TERR_WINDOW (window)), ==, "game");
  g_assert_cmpuint (terr_game_get_n_players (terr_window_get_game (TERR_WINDOW (window))), ==, 3);

  g_object_ref (window);
  close_window (TERR_WINDOW (window));
  g_remove (path);
  g_rmdir (dir);
}

static void
test_drop (void)
{
  TerrWindow *window = make_window ();
  g_autofree char *dir = g_dir_make_tmp ("terraces-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "dropped.terraces", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_ZIGGURAT, 1, 17, NULL);
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  GtkDropTarget *target = NULL;
  GValue value = G_VALUE_INIT;
  gboolean accepted = FALSE;

  g_assert_true (terr_game_save_path (game, path, TERR_FILE_SCENARIO, NULL));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);
      if (GTK_IS_DROP_TARGET (controller))
        target = GTK_DROP_TARGET (controller);
    }
  g_assert_nonnull (target);

  g_value_init (&value, G_TYPE_FILE);
  g_value_set_object (&value, file);
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &accepted);
  g_value_unset (&value);
  g_assert_true (accepted);
  g_assert_true (test_app_wait (window_shows_game, window, 60000));
  g_assert_cmpstr (terr_window_get_page (window), ==, "game");
  g_assert_cmpint (terr_game_get_kind (terr_window_get_game (window)), ==, TERR_GAME_ZIGGURAT);

  g_clear_object (&controllers);
  g_remove (path);
  g_rmdir (dir);
  close_window (window);
}

static void
test_scenarios (void)
{
  g_autofree char *dir = g_dir_make_tmp ("terraces-scenarios-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "first-steps.terraces", NULL);
  g_autofree char *broken = g_build_filename (dir, "broken.terraces", NULL);
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_ZIGGURAT, 1, 99, NULL);
  TerrWindow *window;

  terr_game_set_title (game, "First Steps");
  g_assert_true (terr_game_save_path (game, path, TERR_FILE_SCENARIO, NULL));
  g_assert_true (g_file_set_contents (broken, "<terraces/>", -1, NULL));
  g_setenv ("TERRACES_SCENARIOS_DIR", dir, TRUE);

  /* The start page lists the readable one and opens it. */
  window = make_window ();
  g_assert_cmpuint (terr_window_get_n_scenarios (window), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-scenario", "s", path));
  g_assert_cmpstr (terr_window_get_page (window), ==, "game");
  g_assert_cmpstr (terr_game_get_title (terr_window_get_game (window)), ==, "First Steps");
  close_window (window);

  g_unsetenv ("TERRACES_SCENARIOS_DIR");
  g_remove (path);
  g_remove (broken);
  g_rmdir (dir);
}

/* A start page shorter than the window stands in its middle (between
 * spacers, not by valign, see ui/terr-start-page.ui). */
static void
test_start_page_centered (void)
{
  g_autofree char *dir = g_dir_make_tmp ("terraces-scenarios-XXXXXX", NULL);
  TerrWindow *window;
  GtkWidget *viewport, *clamp;
  graphene_rect_t bounds;
  double below;

  /* No puzzles: the games alone are shorter than the window. */
  g_setenv ("TERRACES_SCENARIOS_DIR", dir, TRUE);
  window = make_window ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  g_assert_true (test_app_wait (test_app_has_size, window->start_page, 5000));
  test_app_spin (200);
  viewport = test_app_find_child (GTK_WIDGET (window->start_page), GTK_TYPE_VIEWPORT);
  clamp = test_app_find_child (GTK_WIDGET (window->start_page), ADW_TYPE_CLAMP);
  g_assert_nonnull (viewport);
  g_assert_nonnull (clamp);
  g_assert_true (gtk_widget_compute_bounds (clamp, viewport, &bounds));
  below = gtk_widget_get_height (viewport) - (bounds.origin.y + bounds.size.height);
  g_assert_cmpfloat (bounds.origin.y, >, 20);
  g_assert_cmpfloat (fabs (bounds.origin.y - below), <=, 1);

  close_window (window);
  g_unsetenv ("TERRACES_SCENARIOS_DIR");
  g_rmdir (dir);
}

/* The render node under @node: counts the outset shadows (those blurred
 * in *blurred) and the opacities over a group of nodes. */
static void
count_effects (GskRenderNode *node,
               guint         *shadows,
               guint         *blurred,
               guint         *group_opacities)
{
  GskRenderNode *child = NULL;

  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        count_effects (gsk_container_node_get_child (node, i), shadows, blurred, group_opacities);
      return;
    case GSK_OUTSET_SHADOW_NODE:
      (*shadows)++;
      *blurred += gsk_outset_shadow_node_get_blur_radius (node) > 0;
      return;
    case GSK_OPACITY_NODE:
      child = gsk_opacity_node_get_child (node);
      *group_opacities += gsk_render_node_get_node_type (child) == GSK_CONTAINER_NODE;
      break;
    case GSK_TRANSFORM_NODE:
      child = gsk_transform_node_get_child (node);
      break;
    case GSK_CLIP_NODE:
      child = gsk_clip_node_get_child (node);
      break;
    case GSK_ROUNDED_CLIP_NODE:
      child = gsk_rounded_clip_node_get_child (node);
      break;
    case GSK_COLOR_MATRIX_NODE:
      child = gsk_color_matrix_node_get_child (node);
      break;
    case GSK_DEBUG_NODE:
      child = gsk_debug_node_get_child (node);
      break;
    case GSK_SHADOW_NODE:
      child = gsk_shadow_node_get_child (node);
      break;
    default:
      return;
    }
  count_effects (child, shadows, blurred, group_opacities);
}

/* Byte @b of a pixel of an ARGB32 image: in memory B, G, R, A on a
 * little-endian machine (1: green, 3: alpha). */
static guchar
byte_at (cairo_surface_t *surface,
         int              x,
         int              y,
         int              b)
{
  const guchar *data = cairo_image_surface_get_data (surface);

  return data[y * cairo_image_surface_get_stride (surface) + x * 4 + b];
}

/* The darkest green of @surface (@page drawn) within @widget. */
static int
darkest_in (cairo_surface_t *surface,
            GtkWidget       *page,
            GtkWidget       *widget)
{
  graphene_rect_t bounds;
  int darkest = 255;

  g_assert_true (gtk_widget_compute_bounds (widget, page, &bounds));
  for (int j = bounds.origin.y; j < bounds.origin.y + bounds.size.height; j++)
    for (int i = bounds.origin.x; i < bounds.origin.x + bounds.size.width; i++)
      darkest = MIN (darkest, byte_at (surface, i, j, 1));
  return darkest;
}

/* The start page's first frame asks little of the GL renderer: no blurred
 * shadow and no opacity over a group (each an offscreen pass with shaders
 * of its own), yet the cards keep their shadow and the pitch its 70 %
 * (ui/style.css). */
static void
test_start_page_effects (void)
{
  TerrWindow *window = make_window ();
  GtkWidget *page = GTK_WIDGET (window->start_page);
  GtkWidget *card, *pitch = NULL, *title = NULL;
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  cairo_surface_t *surface;
  GtkSnapshot *snapshot;
  graphene_rect_t bounds;
  guint shadows = 0, blurred = 0, group_opacities = 0;
  int x, y, darkest_pitch, darkest_title;

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  g_assert_true (test_app_wait (test_app_has_size, page, 5000));
  test_app_spin (200);

  paintable = gtk_widget_paintable_new (page);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (page), gtk_widget_get_height (page));
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  count_effects (node, &shadows, &blurred, &group_opacities);
  /* At least the three cards, each its outline and three rings. */
  g_assert_cmpuint (shadows, >=, 3 * 4);
  g_assert_cmpuint (blurred, ==, 0);
  g_assert_cmpuint (group_opacities, ==, 0);

  /* The first card's shadow below its middle (the page is drawn over
   * nothing: its alpha), fading out a few pixels under the card. */
  card = gtk_flow_box_child_get_child (gtk_flow_box_get_child_at_index (
    GTK_FLOW_BOX (test_app_find_child (page, GTK_TYPE_FLOW_BOX)), 0));
  g_assert_true (gtk_widget_compute_bounds (card, page, &bounds));
  surface = test_app_render_widget (page);
  x = (int) (bounds.origin.x + bounds.size.width / 2);
  y = (int) (bounds.origin.y + bounds.size.height);
  g_assert_cmpint (byte_at (surface, x, y, 3), >=, 15);
  g_assert_cmpint (byte_at (surface, x, y + 2, 3), <, byte_at (surface, x, y, 3));
  g_assert_cmpint (byte_at (surface, x, y + 2, 3), >=, 4);
  g_assert_cmpint (byte_at (surface, x, y + 5, 3), ==, 0);

  /* The pitch (dimmed) and the game's title, their darkest pixels. */
  for (GtkWidget *child = gtk_widget_get_first_child (gtk_widget_get_last_child (card));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child) && gtk_widget_has_css_class (child, "dim-label"))
      pitch = child;
    else if (GTK_IS_LABEL (child) && gtk_widget_has_css_class (child, "title-3"))
      title = child;
  g_assert_nonnull (pitch);
  g_assert_nonnull (title);
  darkest_pitch = darkest_in (surface, page, pitch);
  darkest_title = darkest_in (surface, page, title);
  /* Text at 80 % black: about 51 on white; dimmed to 70 %, about 112. */
  g_assert_cmpint (darkest_title, <, 70);
  g_assert_cmpint (darkest_pitch, >, 95);
  g_assert_cmpint (darkest_pitch, <, 130);

  cairo_surface_destroy (surface);
  close_window (window);
}

/* A card's arrow ("4 Players") opens the New Game dialog with that many
 * seats; Start (the default widget, with the focus) starts that game with
 * the unnamed players called "Player N". */
static void
test_new_game_for (void)
{
  TerrWindow *window = make_window ();
  TerrNewGameDialog *dialog;
  GtkWidget *focus;
  TerrGame *game;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-for", "(su)",
                                             "hanging-gardens", 4));
  test_app_spin (20);
  dialog = test_app_find_new_game_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpint (terr_new_game_dialog_get_kind (dialog), ==, TERR_GAME_HANGING_GARDENS);
  g_assert_cmpuint (terr_new_game_dialog_get_n_players (dialog), ==, 4);
  /* Nothing starts before Start. */
  g_assert_null (terr_window_get_game (window));

  /* Enter goes to the focus, else to the default widget: both are Start. */
  focus = gtk_window_get_focus (GTK_WINDOW (dialog));
  g_assert_nonnull (focus);
  g_assert_true (GTK_IS_BUTTON (focus));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), ==, "new-game.start");
  g_assert_true (gtk_window_get_default_widget (GTK_WINDOW (dialog)) == focus);
  for (guint i = 0; i < 4; i++)
    terr_new_game_dialog_set_seat (dialog, i, "", 0);
  /* A button activated by a key shows itself pressed a moment first. */
  g_assert_true (gtk_widget_activate (focus));
  test_app_spin (600);
  g_assert_null (test_app_find_new_game_dialog ());

  game = terr_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpint (terr_game_get_kind (game), ==, TERR_GAME_HANGING_GARDENS);
  g_assert_cmpuint (terr_game_get_n_players (game), ==, 4);
  for (int seat = 1; seat <= 4; seat++)
    {
      g_autofree char *name = terr_game_get_player_name (game, seat);

      g_assert_true (g_str_has_prefix (name, "Player "));
      g_assert_false (terr_game_get_player (game, seat)->ai);
    }

  /* Garden Paths alone: the dialog with one seat. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-for", "(su)",
                                             "garden-paths", 1));
  test_app_spin (20);
  dialog = test_app_find_new_game_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpuint (terr_new_game_dialog_get_n_players (dialog), ==, 1);
  gtk_window_destroy (GTK_WINDOW (dialog));
  test_app_spin (20);

  /* The defaults: two gardeners, one architect; unnamed seats are players. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", "garden-paths"));
  g_assert_cmpuint (terr_game_get_n_players (terr_window_get_game (window)), ==, 2);
  g_assert_cmpstr (terr_game_get_player (terr_window_get_game (window), 2)->name, ==, "Player 2");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", "ziggurat"));
  g_assert_cmpuint (terr_game_get_n_players (terr_window_get_game (window)), ==, 1);

  close_window (window);
}

/* Resign is no piece: not among the choices (so neither a row of the list
 * nor Enter on the board gives up), but a page action that asks first in
 * a message dialog whose Resign is destructive and not the default. */
static void
test_resign_asks (void)
{
  TerrWindow *window = make_window ();
  g_autoptr(TerrGame) zg = terr_game_new (TERR_GAME_ZIGGURAT, 1, 7, NULL);
  g_autoptr(TerrGame) hg = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, 7, NULL);
  TerrGamePage *page = TERR_GAME_PAGE (terr_window_get_game_page (window));
  TerrChoices *choices;
  AdwMessageDialog *dialog;
  TerrGame *game;

  terr_window_set_game (window, zg);
  test_app_spin (20);
  game = terr_window_get_game (window);
  choices = terr_board_get_choices (terr_game_page_get_board (page));
  g_assert_cmpuint (terr_choices_get_n_choices (choices), >, 0);
  for (guint i = 0; i < terr_choices_get_n_choices (choices); i++)
    g_assert_cmpstr (terr_choices_get_move_type (choices, i), !=, "resign");
  g_assert_true (gtk_widget_get_visible (page->resign_button));

  /* Cancel: the game goes on. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "page.resign", NULL));
  dialog = terr_game_page_get_resign_dialog (page);
  g_assert_nonnull (dialog);
  g_assert_cmpint (adw_message_dialog_get_response_appearance (dialog, "resign"), ==, ADW_RESPONSE_DESTRUCTIVE);
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "cancel");
  g_assert_cmpstr (adw_message_dialog_get_close_response (dialog), ==, "cancel");
  adw_message_dialog_response (dialog, "cancel");
  test_app_spin (50);
  g_assert_false (terr_game_is_over (game));
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 0);

  /* Resign: the game ends as given up. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "page.resign", NULL));
  dialog = terr_game_page_get_resign_dialog (page);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "resign");
  test_app_spin (50);
  g_assert_cmpint (terr_game_get_end_state (game), ==, TERR_END_RESIGNED);
  g_assert_null (terr_game_page_get_resign_dialog (page));
  g_assert_false (gtk_widget_get_visible (page->resign_button));

  /* A game without resigning shows no such button. */
  terr_window_set_game (window, hg);
  test_app_spin (20);
  g_assert_false (gtk_widget_get_visible (page->resign_button));

  close_window (window);
}

static AdwMessageDialog *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  AdwMessageDialog *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (item) && gtk_widget_get_visible (GTK_WIDGET (item)))
        found = ADW_MESSAGE_DIALOG (item);
    }
  return found;
}

/* A game, its position changed in the editor, the window closed, Discard:
 * the window goes without a GLib critical (they are fatal here). */
static void
test_discard_and_quit (void)
{
  /* Held by GTK alone, as the program's window is: it goes as soon as
   * it is destroyed, inside the answer to the question. */
  TerrWindow *window = terr_window_new (app);
  AdwMessageDialog *dialog;
  GWeakRef ref;
  guint asked = 0;

  gtk_window_present (GTK_WINDOW (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", "hanging-gardens"));
  test_app_spin (20);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-position", NULL));
  test_app_spin (20);
  g_assert_cmpstr (terr_window_get_page (window), ==, "editor");
  /* A change in the editor: the design is no longer as saved. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window->editor_page), "editor.tool", "s", "terrace"));
  {
    TerrBoard *board = terr_editor_page_get_board (window->editor_page);

    terr_board_set_cursor (board, 4, 4);
    gtk_widget_activate_action (GTK_WIDGET (board), "board.place", NULL);
  }
  test_app_spin (20);
  g_assert_true (terr_editor_page_get_modified (window->editor_page));

  g_weak_ref_init (&ref, window);
  gtk_window_close (GTK_WINDOW (window));
  test_app_spin (50);
  while ((dialog = find_message_dialog ()) != NULL && asked < 4)
    {
      adw_message_dialog_response (dialog, "discard");
      asked++;
      test_app_spin (50);
    }
  g_assert_cmpuint (asked, >=, 1);
  test_app_spin (50);
  g_assert_null (g_weak_ref_get (&ref));
  g_weak_ref_clear (&ref);
}

/* The Scenario Editor menu offers a new design of every game. */
static void
test_new_scenario_menu (void)
{
  TerrWindow *window = make_window ();
  GMenuModel *section = G_MENU_MODEL (window->new_scenario_section);
  guint n = 0;

  for (TerrGameKind kind = TERR_GAME_NONE + 1; terr_game_kind_to_string (kind) != NULL; kind++)
    {
      g_autoptr(GVariant) target = g_menu_model_get_item_attribute_value (section, n, G_MENU_ATTRIBUTE_TARGET,
                                                                          G_VARIANT_TYPE_STRING);
      g_autofree char *label = NULL;
      g_autofree char *action = NULL;

      g_assert_true (g_menu_model_get_item_attribute (section, n, G_MENU_ATTRIBUTE_LABEL, "s", &label));
      g_assert_true (g_menu_model_get_item_attribute (section, n, G_MENU_ATTRIBUTE_ACTION, "s", &action));
      g_assert_nonnull (strstr (label, terr_game_kind_get_title (kind)));
      g_assert_cmpstr (g_variant_get_string (target, NULL), ==, terr_game_kind_to_string (kind));
      g_assert_cmpstr (action, ==, "win.edit-new");
      n++;
    }
  g_assert_cmpuint (g_menu_model_get_n_items (section), ==, n);
  g_assert_cmpuint (n, ==, 3);

  /* The last one: the editor starts on that game. */
  {
    g_autoptr(GVariant) target = g_menu_model_get_item_attribute_value (section, n - 1, G_MENU_ATTRIBUTE_TARGET,
                                                                        G_VARIANT_TYPE_STRING);

    g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), "win.edit-new", target));
    g_assert_cmpstr (terr_window_get_page (window), ==, "editor");
    g_assert_cmpint (terr_game_get_kind (terr_editor_page_get_game (window->editor_page)), ==,
                     terr_game_kind_from_string (g_variant_get_string (target, NULL)));
  }

  close_window (window);
}


static void
collect_menu_buttons (GtkWidget *widget,
                      GPtrArray *buttons)
{
  if (GTK_IS_MENU_BUTTON (widget))
    g_ptr_array_add (buttons, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_menu_buttons (child, buttons);
}

/* The main menu and the players' menus of the New Game buttons are made
 * when first shown (terr-widgets.c), and then hold what they held: the
 * main menu the window's menu, each players' menu a "win.new-game-for"
 * item per number of players the game allows. */
static void
test_menus_when_shown (void)
{
  TerrWindow *window = make_window ();
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  guint n_players_menus = 0;

  g_assert_null (gtk_menu_button_get_popover (window->menu_button));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (window->menu_button)));
  gtk_menu_button_popup (window->menu_button);
  g_assert_true (gtk_menu_button_get_menu_model (window->menu_button) == window->primary_menu);
  g_assert_true (GTK_IS_POPOVER_MENU (gtk_menu_button_get_popover (window->menu_button)));
  gtk_menu_button_popdown (window->menu_button);

  collect_menu_buttons (GTK_WIDGET (window->start_page), buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkMenuButton *button = buttons->pdata[i];
      AdwSplitButton *split = ADW_SPLIT_BUTTON (gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_SPLIT_BUTTON));
      const char *kind_name = gtk_widget_get_name (GTK_WIDGET (split));
      TerrGameKind kind = terr_game_kind_from_string (kind_name);
      GMenuModel *menu;
      guint min_seats, max_seats;

      g_assert_nonnull (split);
      g_assert_null (gtk_menu_button_get_popover (button));
      g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (button)));
      gtk_menu_button_popup (button);
      menu = gtk_menu_button_get_menu_model (button);
      g_assert_nonnull (menu);
      g_assert_true (GTK_IS_POPOVER_MENU (gtk_menu_button_get_popover (button)));
      gtk_menu_button_popdown (button);
      /* Shown again, it keeps its menu. */
      gtk_menu_button_popup (button);
      g_assert_true (gtk_menu_button_get_menu_model (button) == menu);
      gtk_menu_button_popdown (button);

      terr_game_kind_get_players (kind, &min_seats, &max_seats, NULL);
      g_assert_cmpuint (g_menu_model_get_n_items (menu), ==, max_seats - min_seats + 1);
      for (guint n = min_seats; n <= max_seats; n++)
        {
          g_autoptr(GVariant) target = g_menu_model_get_item_attribute_value (menu, n - min_seats, G_MENU_ATTRIBUTE_TARGET,
                                                                              G_VARIANT_TYPE ("(su)"));
          g_autofree char *action = NULL;
          const char *target_kind;
          guint target_seats;

          g_assert_true (g_menu_model_get_item_attribute (menu, n - min_seats, G_MENU_ATTRIBUTE_ACTION, "s", &action));
          g_assert_cmpstr (action, ==, "win.new-game-for");
          g_variant_get (target, "(&su)", &target_kind, &target_seats);
          g_assert_cmpstr (target_kind, ==, kind_name);
          g_assert_cmpuint (target_seats, ==, n);
        }
      n_players_menus++;
    }
  /* Hanging Gardens and Garden Paths; Ziggurat is played alone. */
  g_assert_cmpuint (n_players_menus, ==, 2);

  close_window (window);
}

static void
test_autosave_resume (void)
{
  TerrWindow *window = make_window ();
  g_autofree char *path = terr_session_get_autosave_path ();
  g_autoptr(TerrGame) saved = NULL;
  TerrGame *game;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", "ziggurat"));
  play_first_move (window);
  play_first_move (window);
  game = terr_window_get_game (window);

  /* Saved after each move (written in a thread: wait for it). */
  terr_window_flush_autosave (window);
  saved = terr_game_load_path (path, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpint (terr_game_get_kind (saved), ==, TERR_GAME_ZIGGURAT);
  g_assert_cmpuint (terr_game_get_position_index (saved), ==, 2);
  g_clear_object (&saved);

  /* A new window offers it on the start page and resumes it. */
  close_window (window);
  window = make_window ();
  g_assert_cmpstr (terr_window_get_page (window), ==, "start");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resume", NULL));
  g_assert_cmpstr (terr_window_get_page (window), ==, "game");
  game = terr_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpint (terr_game_get_kind (game), ==, TERR_GAME_ZIGGURAT);
  g_assert_cmpuint (terr_game_get_position_index (game), ==, 2);
  g_assert_true (terr_game_can_undo (game));

  close_window (window);
}

static void
test_bad_file (void)
{
  TerrWindow *window = make_window ();
  g_autofree char *dir = g_dir_make_tmp ("terraces-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "broken.terraces", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  const char *contents =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\">\n"
    "  <rules/>\n"
    "  <position cheats=\"0\">\n"
    "    <flowerpot/>\n"
    "  </position>\n"
    "</terraces>\n";
  GtkWidget *dialog;
  const char *body;

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  g_assert_false (terr_window_open_file (window, file));

  /* Nothing changed, and the dialog names file and line. */
  g_assert_cmpstr (terr_window_get_page (window), ==, "start");
  g_assert_null (terr_window_get_game (window));
  dialog = terr_window_get_error_dialog (window);
  g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
  g_assert_true (gtk_widget_get_visible (dialog));
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)),
                            "broken.terraces"));
  body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
  g_assert_nonnull (strstr (body, "broken.terraces:"));
  g_assert_true (g_ascii_isdigit (strstr (body, "broken.terraces:")[strlen ("broken.terraces:")]));

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_null (terr_window_get_error_dialog (window));
  g_remove (path);
  g_rmdir (dir);
  close_window (window);
}

static void
test_open_file (void)
{
  TerrWindow *window = make_window ();
  g_autofree char *dir = g_dir_make_tmp ("terraces-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "two-moves.terraces", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, 7, NULL);
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);

  g_assert_true (terr_game_play (game, g_ptr_array_index (moves, 0), NULL));
  g_assert_true (terr_game_save_path (game, path, TERR_FILE_REPLAY, NULL));

  g_assert_true (terr_window_open_file (window, file));
  g_assert_cmpstr (terr_window_get_page (window), ==, "game");
  g_assert_cmpint (terr_game_get_kind (terr_window_get_game (window)), ==,
                   TERR_GAME_HANGING_GARDENS);
  g_assert_cmpuint (terr_game_get_position_index (terr_window_get_game (window)), ==, 1);

  /* Save writes the file it came from, as a replay with the new move. */
  play_first_move (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  {
    g_autoptr(TerrGame) saved = terr_game_load_path (path, NULL);
    g_assert_nonnull (saved);
    g_assert_cmpuint (terr_game_get_n_moves (saved), ==, 2);
    g_assert_cmpuint (terr_game_get_position_index (saved), ==, 2);
  }

  g_remove (path);
  g_rmdir (dir);
  close_window (window);
}

static void
test_replay (void)
{
  TerrWindow *window = make_window ();
  g_autofree char *dir = g_dir_make_tmp ("terraces-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "commented.terraces", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_GARDEN_PATHS, 1, 11, NULL);
  TerrGamePage *page = TERR_GAME_PAGE (terr_window_get_game_page (window));
  TerrGame *shown;

  /* A replay of three moves, the second with a comment. */
  for (int i = 0; i < 3; i++)
    {
      g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
      g_assert_true (terr_game_play (game, g_ptr_array_index (moves, 0), NULL));
    }
  g_assert_true (terr_game_set_comment (game, terr_game_get_line_node (game, 2), "A bold start"));
  g_assert_true (terr_game_save_path (game, path, TERR_FILE_REPLAY, NULL));

  g_assert_true (terr_window_open_file (window, file));
  shown = terr_window_get_game (window);
  g_assert_cmpuint (terr_game_get_position_index (shown), ==, 3);
  g_assert_cmpstr (terr_game_page_get_move_text (page), ==, "Move 3 of 3");

  /* First, next, next: the comment of move 2; last. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "page.go-first", NULL));
  g_assert_cmpuint (terr_game_get_position_index (shown), ==, 0);
  g_assert_cmpstr (terr_game_page_get_move_text (page), ==, "Start of 3");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "page.go-next", NULL));
  g_assert_cmpstr (terr_game_page_get_comment_text (page), ==, "");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "page.go-next", NULL));
  g_assert_cmpuint (terr_game_get_position_index (shown), ==, 2);
  g_assert_cmpstr (terr_game_page_get_comment_text (page), ==, "A bold start");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "page.go-previous", NULL));
  g_assert_cmpuint (terr_game_get_position_index (shown), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "page.go-last", NULL));
  g_assert_cmpuint (terr_game_get_position_index (shown), ==, 3);
  g_assert_cmpuint (terr_game_get_n_moves (shown), ==, 3);

  g_remove (path);
  g_rmdir (dir);
  close_window (window);
}

/* The issue this guards against: a replay opened, stepped back and
 * clicked into kept only the moves up to the click.  Now every original
 * move stays, the new move is a variation, saved and read back, and the
 * move model shows it. */
static void
test_replay_branch (void)
{
  TerrWindow *window = make_window ();
  g_autofree char *dir = g_dir_make_tmp ("terraces-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "long.terraces", NULL);
  g_autofree char *again = g_build_filename (dir, "again.terraces", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, 5, NULL);
  TerrGamePage *page = TERR_GAME_PAGE (terr_window_get_game_page (window));
  TerrBoard *board = terr_game_page_get_board (page);
  g_autoptr(GPtrArray) original = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_move_unref);
  g_autoptr(TerrGame) back = NULL;
  TerrGame *shown;
  TerrGameNode *branch_point, *n;
  gboolean played = FALSE;

  for (int i = 0; i < 20; i++)
    {
      g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
      TerrMove *m = g_ptr_array_index (moves, (guint) (i * 7) % moves->len);
      g_assert_true (terr_game_play (game, m, NULL));
      g_ptr_array_add (original, terr_move_copy_bare (m));
    }
  g_assert_true (terr_game_save_path (game, path, TERR_FILE_REPLAY, NULL));
  g_assert_true (terr_window_open_file (window, file));
  shown = terr_window_get_game (window);
  g_assert_cmpint (terr_game_get_mode (shown), ==, TERR_GAME_MODE_REVIEW);

  /* back to move 4 with the page's buttons, then a click-like move on the
   * board: the keyboard cursor over every space until the ghost is legal */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "page.go-first", NULL));
  for (int i = 0; i < 4; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "page.go-next", NULL));
  branch_point = terr_game_get_cursor (shown);
  for (int y = -4; y <= 4 && !played; y++)
    for (int x = -4; x <= 4 && !played; x++)
      {
        gboolean legal = FALSE;
        const TerrMove *ghost;

        terr_board_set_cursor (board, x, y);
        ghost = terr_board_get_ghost (board, &legal, NULL);
        if (ghost != NULL && legal &&
            !terr_move_equal (ghost, g_ptr_array_index (original, 4)))
          {
            g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.place", NULL));
            played = TRUE;
          }
      }
  g_assert_true (played);
  g_assert_true (terr_game_node_get_parent (terr_game_get_cursor (shown)) == branch_point);

  /* every original move is still the main line; the new one a variation */
  n = terr_game_get_root (shown);
  for (guint i = 0; i < original->len; i++)
    {
      n = terr_game_node_get_child (n, 0);
      g_assert_nonnull (n);
      g_assert_true (terr_move_equal (terr_game_node_get_move (n), g_ptr_array_index (original, i)));
    }
  g_assert_cmpuint (terr_game_node_get_n_children (branch_point), ==, 2);
  g_assert_cmpuint (terr_game_get_n_moves (shown), ==, 5);
  g_assert_cmpstr (terr_game_page_get_move_text (page), ==, "Move 5 of 5");

  /* saved (Save As writes this file) and read back: the variation too */
  g_assert_true (terr_game_save_path (shown, again, TERR_FILE_REPLAY, NULL));
  back = terr_game_load_path (again, NULL);
  g_assert_nonnull (back);
  g_assert_cmpuint (terr_game_get_n_moves (back), ==, original->len);
  g_assert_cmpuint (terr_game_node_get_n_children (terr_game_get_line_node (back, 4)), ==, 2);

  g_remove (path);
  g_remove (again);
  g_rmdir (dir);
  close_window (window);
}

static void
test_settings (void)
{
  GSettings *settings = terr_application_get_settings (app);
  TerrWindow *window;
  TerrGamePage *page;
  TerrBoard *board;

  g_assert_nonnull (settings);

  /* The window takes its size from the settings and keeps it there. */
  g_settings_set_int (settings, "window-width", 900);
  g_settings_set_int (settings, "window-height", 640);
  window = make_window ();
  {
    int w, h;
    gtk_window_get_default_size (GTK_WINDOW (window), &w, &h);
    g_assert_cmpint (w, ==, 900);
    g_assert_cmpint (h, ==, 640);
  }
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1000);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 700);

  /* The board view follows the view buttons and is remembered. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", "hanging-gardens"));
  page = TERR_GAME_PAGE (terr_window_get_game_page (window));
  board = terr_game_page_get_board (page);
  g_assert_cmpstr (terr_board_get_view (board), ==, "oblique");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "page.view", "s", "plan"));
  g_assert_cmpstr (terr_board_get_view (board), ==, "plan");
  {
    g_autofree char *view = g_settings_get_string (settings, "board-view");
    g_assert_cmpstr (view, ==, "plan");
  }
  g_settings_set_string (settings, "board-view", "oblique");
  g_assert_cmpstr (terr_board_get_view (board), ==, "oblique");

  /* The style follows style-variant, which the menu sets. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.style-variant", "s", "dark"));
  {
    g_autofree char *variant = g_settings_get_string (settings, "style-variant");
    g_assert_cmpstr (variant, ==, "dark");
  }
  g_assert_cmpint (adw_style_manager_get_color_scheme (adw_style_manager_get_default ()), ==,
                   ADW_COLOR_SCHEME_FORCE_DARK);
  g_settings_set_string (settings, "style-variant", "default");
  g_assert_cmpint (adw_style_manager_get_color_scheme (adw_style_manager_get_default ()), ==,
                   ADW_COLOR_SCHEME_DEFAULT);

  close_window (window);
  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
}

static gboolean
has_toplevel_of_type (gpointer data)
{
  GType type = GPOINTER_TO_SIZE (data);
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return TRUE;
    }
  return FALSE;
}

static void
destroy_toplevels_of_type (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint i = 0;

  while (i < g_list_model_get_n_items (toplevels))
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type))
        gtk_window_destroy (GTK_WINDOW (window));
      else
        i++;
    }
}

static void
test_about_and_shortcuts (void)
{
  TerrWindow *window = make_window ();
  g_autoptr(GdkSurface) overlay_surface = NULL;
  g_autoptr(GdkSurface) window_surface = NULL;
  guint compute_size;

  g_assert_false (has_toplevel_of_type (GSIZE_TO_POINTER (ADW_TYPE_ABOUT_WINDOW)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.about", NULL));
  g_assert_true (test_app_wait (has_toplevel_of_type, GSIZE_TO_POINTER (ADW_TYPE_ABOUT_WINDOW), 2000));
  destroy_toplevels_of_type (ADW_TYPE_ABOUT_WINDOW);
  test_app_spin (200);

  /* The Keyboard Shortcuts window is built when first asked for. */
  g_assert_null (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  g_assert_true (test_app_wait (has_toplevel_of_type, GSIZE_TO_POINTER (GTK_TYPE_SHORTCUTS_WINDOW), 2000));
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window))));
  overlay_surface = g_object_ref (gtk_native_get_surface (GTK_NATIVE (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)))));
  window_surface = g_object_ref (gtk_native_get_surface (GTK_NATIVE (window)));
  gtk_widget_set_visible (GTK_WIDGET (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window))), FALSE);
  /* Let the windows that came and went finish with their surfaces. */
  test_app_spin (200);

  /* The accelerators of the menu. */
  {
    g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.undo");
    g_assert_cmpstr (accels[0], ==, "<Control>z");
  }
  {
    g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.open");
    g_assert_cmpstr (accels[0], ==, "<Control>o");
  }

  close_window (window);
  /* The surfaces the windows leave behind no longer size them (GTK 4.8
   * leaves its ::compute-size handler on them: terr-surface-guard.c). */
  compute_size = g_signal_lookup ("compute-size", GDK_TYPE_TOPLEVEL);
  g_assert_true (gdk_surface_is_destroyed (overlay_surface));
  g_assert_false (g_signal_has_handler_pending (overlay_surface, compute_size, 0, FALSE));
  g_assert_true (gdk_surface_is_destroyed (window_surface));
  g_assert_false (g_signal_has_handler_pending (window_surface, compute_size, 0, FALSE));
}

/* Moves no file holds: starting another game, closing the window and
 * quitting ask first (Cancel keeps everything, Discard goes on, Save
 * writes the file and goes on); a game without such moves never asks. */
static gboolean
window_hidden (gpointer window)
{
  return !gtk_widget_get_visible (GTK_WIDGET (window));
}

static void
test_ask_before_leaving (void)
{
  TerrWindow *window = make_window ();
  g_autofree char *dir = g_dir_make_tmp ("terraces-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.terraces", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TerrGame) fresh = NULL;
  g_autoptr(TerrGame) saved = NULL;
  TerrGame *game;
  GtkWidget *dialog;

  /* A new game with no move: no question. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", "ziggurat"));
  game = terr_window_get_game (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", "hanging-gardens"));
  g_assert_null (terr_window_get_leave_dialog (window));
  g_assert_true (terr_window_get_game (window) != game);

  /* A move played: another game asks; Cancel keeps the game. */
  play_first_move (window);
  game = terr_window_get_game (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", "ziggurat"));
  dialog = terr_window_get_leave_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Save the Game?");
  g_assert_true (terr_window_get_game (window) == game);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  test_app_spin (5);
  g_assert_null (terr_window_get_leave_dialog (window));
  g_assert_true (terr_window_get_game (window) == game);
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 1);

  /* Discard: the other game comes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", "ziggurat"));
  dialog = terr_window_get_leave_dialog (window);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "discard");
  test_app_spin (5);
  g_assert_cmpint (terr_game_get_kind (terr_window_get_game (window)), ==, TERR_GAME_ZIGGURAT);
  g_assert_cmpuint (terr_game_get_n_moves (terr_window_get_game (window)), ==, 0);

  /* A game read from a file: opening it asks nothing; a move, then
   * closing the window asks, and Save writes the move and closes. */
  fresh = terr_game_new (TERR_GAME_ZIGGURAT, 1, 7, NULL);
  g_assert_true (terr_game_save_path (fresh, path, TERR_FILE_SCENARIO, NULL));
  g_assert_true (terr_window_open_file (window, file));
  g_assert_null (terr_window_get_leave_dialog (window));
  play_first_move (window);
  play_first_move (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.quit", NULL));
  test_app_spin (5);
  dialog = terr_window_get_leave_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "save");
  /* The window goes once the file is written (off the main thread: on a
   * busy machine that takes a while). */
  g_assert_true (test_app_wait (window_hidden, window, 60000));
  saved = terr_game_load_path (path, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpuint (terr_game_get_n_moves (saved), ==, 2);
  test_app_spin (20);
  g_assert_finalize_object (window);

  g_unlink (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!test_app_init (&argc, &argv))
    return 0;

  app = terr_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));

  g_test_add_func ("/app/window/start-page", test_start_page);
  g_test_add_func ("/app/window/start-page-centered", test_start_page_centered);
  g_test_add_func ("/app/window/start-page-effects", test_start_page_effects);
  g_test_add_data_func ("/app/window/new-game/hanging-gardens", "hanging-gardens", test_new_game);
  g_test_add_data_func ("/app/window/new-game/ziggurat", "ziggurat", test_new_game);
  g_test_add_data_func ("/app/window/new-game/garden-paths", "garden-paths", test_new_game);
  g_test_add_func ("/app/window/new-game-for", test_new_game_for);
  g_test_add_func ("/app/window/resign-asks", test_resign_asks);
  g_test_add_func ("/app/window/discard-and-quit", test_discard_and_quit);
  g_test_add_func ("/app/window/scenarios", test_scenarios);
  g_test_add_func ("/app/window/application-open", test_app_open);
  g_test_add_func ("/app/window/drop", test_drop);
  g_test_add_func ("/app/window/goal", test_goal);
  g_test_add_func ("/app/window/autosave-resume", test_autosave_resume);
  g_test_add_func ("/app/window/new-scenario-menu", test_new_scenario_menu);
  g_test_add_func ("/app/window/menus-when-shown", test_menus_when_shown);
  g_test_add_func ("/app/window/ask-before-leaving", test_ask_before_leaving);
  g_test_add_func ("/app/window/bad-file", test_bad_file);
  g_test_add_func ("/app/window/open-file", test_open_file);
  g_test_add_func ("/app/window/replay", test_replay);
  g_test_add_func ("/app/window/replay-branch", test_replay_branch);
  g_test_add_func ("/app/window/settings", test_settings);
  g_test_add_func ("/app/window/about-and-shortcuts", test_about_and_shortcuts);

  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
