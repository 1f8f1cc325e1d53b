/* test-shortcuts.c — every shortcut the Keyboard Shortcuts window lists
 * works wherever the focus is.
 *
 * The list is read from the shortcuts window itself (ui/gtk/help-overlay.ui);
 * each key it names must be an application or window accelerator, and
 * must have a case here.  Each case is tried in three places of the
 * focus: a button of the header bar, right after the main menu closed,
 * and right after the focused button became insensitive.  The keys are
 * real key events: xdotool types them on the X display (XTEST), as in
 * test-keyboard.c.  The check is the effect on the game, the page or the
 * window, never that nothing crashed.
 *
 * The keys of the Board group (and the editor's Return) are those of the
 * board with the focus (keyboard play, test-keyboard.c), not shortcuts;
 * those of the Ziggurat editor's domino chart are the chart's with the
 * focus (test-editor-zg-chart.c).
 * Skipped without an X11 display or without xdotool. */
#include "config.h"

#include "test-app-common.h"
#include "test-x11-keys.h"
#include "terr-editor-page-private.h"
#include "terr-game-page-private.h"
#include "terr-help-window.h"
#include "terr-new-game-dialog.h"
#include "terr-replay-page-private.h"
#include "terr-window-private.h"

static TerrApplication *app;
static gboolean can_type;

typedef enum {
  FOCUS_HEADER,
  FOCUS_AFTER_MENU,
  FOCUS_INSENSITIVE,
} FocusPlace;

static const char *focus_names[] = { "header-bar", "after-main-menu", "after-insensitive" };

typedef struct {
  TerrWindow *window;
  TerrGame   *game;      /* the game or design the case looks at */
  guint       index;     /* a position index before the key */
  GBytes     *bytes;     /* a design before or after an edit */
  TerrGameNode *node;    /* a node of the tree before the key */
  GtkWidget  *disabled;  /* the button made insensitive (restored after) */
  char       *dir;
} Fixture;

typedef struct {
  const char *group;     /* the title of its group in the shortcuts window */
  const char *accel;     /* as GTK writes it */
  const char *keys;      /* as xdotool types it */
  void      (*setup)    (Fixture *f);
  gboolean  (*done)     (gpointer f);
  void      (*cleanup)  (Fixture *f);
} Shortcut;

typedef struct {
  const Shortcut *shortcut;
  FocusPlace      place;
} Case;

/* --- keys --- */

static void close_stray_dialogs (void);

static void
type_keys (Fixture    *f,
           const char *keys)
{
  const char *argv[] = { "xdotool", "key", "--delay", "2", keys, NULL };
  g_autoptr(GError) error = NULL;
  int status = 0;

  close_stray_dialogs ();
  test_x11_take_focus (GTK_WINDOW (f->window));
  g_assert_true (test_app_wait (test_x11_window_active, f->window, 10000));
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH,
                               NULL, NULL, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

/* --- finding widgets --- */

static GtkWidget *
find_widget (GtkWidget *root,
             GType      type,
             gboolean (*accept) (GtkWidget *widget))
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (!gtk_widget_get_visible (child))
        continue;
      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type) && (accept == NULL || accept (child)))
        return child;
      if ((found = find_widget (child, type, accept)) != NULL)
        return found;
    }
  return NULL;
}

static gboolean
can_take_focus (GtkWidget *widget)
{
  return gtk_widget_is_sensitive (widget) && gtk_widget_get_focusable (widget)
    && gtk_widget_get_mapped (widget);
}

static GtkWidget *
header_bar (Fixture *f)
{
  GtkWidget *header = find_widget (GTK_WIDGET (f->window), ADW_TYPE_HEADER_BAR, NULL);

  g_assert_nonnull (header);
  return header;
}

static gboolean
popover_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (gtk_menu_button_get_popover (data)));
}

static gboolean
popover_unmapped (gpointer data)
{
  return !popover_mapped (data);
}

/* Puts the focus where @place says. */
static void
place_focus (Fixture    *f,
             FocusPlace  place)
{
  switch (place)
    {
    case FOCUS_HEADER:
      {
        GtkWidget *button = find_widget (header_bar (f), GTK_TYPE_BUTTON, can_take_focus);

        g_assert_nonnull (button);
        g_assert_true (gtk_widget_grab_focus (button));
        g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (f->window)),
                                               header_bar (f)));
      }
      break;
    case FOCUS_AFTER_MENU:
      {
        GtkWidget *menu = find_widget (header_bar (f), GTK_TYPE_MENU_BUTTON, NULL);

        g_assert_nonnull (menu);
        gtk_menu_button_popup (GTK_MENU_BUTTON (menu));
        g_assert_true (test_app_wait (popover_mapped, menu, 10000));
        gtk_menu_button_popdown (GTK_MENU_BUTTON (menu));
        g_assert_true (test_app_wait (popover_unmapped, menu, 10000));
      }
      break;
    case FOCUS_INSENSITIVE:
      {
        GtkWidget *page = gtk_stack_get_visible_child (f->window->stack);

        f->disabled = find_widget (page, GTK_TYPE_BUTTON, can_take_focus);
        g_assert_nonnull (f->disabled);
        g_assert_true (gtk_widget_grab_focus (f->disabled));
        gtk_widget_set_sensitive (f->disabled, FALSE);
        test_app_spin (20);
      }
      break;
    default:
      g_assert_not_reached ();
    }
}

/* --- the windows the cases start from --- */

static void
play_moves (TerrGame *game,
            guint     n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GPtrArray) moves = terr_game_list_moves (game);

      g_assert_cmpuint (moves->len, >, 0);
      g_assert_true (terr_game_play (game, g_ptr_array_index (moves, 0), NULL));
    }
}

/* Hanging Gardens for two people, two moves played. */
static void
setup_game (Fixture *f)
{
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, 7, NULL);

  terr_window_set_game (f->window, game);
  play_moves (game, 2);
  f->game = game;
  f->index = terr_game_get_position_index (game);
}

static void
setup_game_undone (Fixture *f)
{
  setup_game (f);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
  f->index = terr_game_get_position_index (f->game);
}

/* The same, read from a file, then a move played (not saved). */
static void
setup_game_file (Fixture *f)
{
  g_autofree char *path = g_build_filename (f->dir, "game.terraces", NULL);
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, 7, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_assert_true (terr_game_save_path (game, path, TERR_FILE_SCENARIO, NULL));
  g_assert_true (terr_window_open_file (f->window, file));
  f->game = terr_window_get_game (f->window);
  play_moves (f->game, 1);
  g_assert_true (terr_session_get_modified (f->window->session));
}

/* A game of 24 moves in the viewer with a variation after move 4, at
 * move 5 of the main line. */
static void
setup_replay (Fixture *f)
{
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, 7, NULL);
  g_autoptr(GPtrArray) moves = NULL;

  play_moves (game, 24);
  terr_game_set_mode (game, TERR_GAME_MODE_REVIEW);
  terr_window_review_game (f->window, game);
  g_assert_true (terr_game_go_to (game, 4));
  moves = terr_game_list_moves (game);
  g_assert_cmpuint (moves->len, >, 1);
  g_assert_true (terr_game_play (game, g_ptr_array_index (moves, moves->len - 1), NULL));
  f->node = terr_game_get_cursor (game);
  g_assert_false (terr_game_node_is_main_line (f->node));
  /* Back to the main line's move 5. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (terr_window_get_replay_page (f->window)),
                                             "replay.previous-variation", NULL));
  f->game = game;
  f->index = terr_game_get_position_index (game);
  g_assert_cmpuint (f->index, ==, 5);
  g_assert_true (terr_game_node_is_main_line (terr_game_get_cursor (game)));
}

static void
setup_replay_variation (Fixture *f)
{
  setup_replay (f);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (terr_window_get_replay_page (f->window)),
                                             "replay.next-variation", NULL));
  g_assert_true (terr_game_get_cursor (f->game) == f->node);
}

static void
setup_replay_far (Fixture *f)
{
  setup_replay (f);
  g_assert_true (terr_game_go_to (f->game, 15));
  f->index = 15;
}

static void
setup_replay_commented (Fixture *f)
{
  setup_replay (f);
  terr_game_set_comment (f->game, terr_game_get_cursor (f->game), "Bold.");
  f->node = terr_game_get_cursor (f->game);
}

static void
setup_replay_comment_undone (Fixture *f)
{
  setup_replay_commented (f);
  g_assert_true (terr_game_undo_tree_edit (f->game));
  g_assert_null (terr_game_node_get_comment (f->node));
}

/* The "Two Beds" puzzle in the scenario editor, from a file. */
static void
setup_editor (Fixture *f)
{
  g_autofree char *path = g_build_filename (f->dir, "two-beds.terraces", NULL);

  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, TEST_HG_PUZZLE_XML, -1, NULL));
  g_assert_true (terr_editor_page_open_file (terr_window_ensure_editor_page (f->window), file, &error));
  g_assert_no_error (error);
  terr_window_show_editor (f->window);
  g_assert_cmpstr (terr_window_get_page (f->window), ==, "editor");
  f->game = terr_editor_page_get_game (terr_window_ensure_editor_page (f->window));
}

static GBytes *
design_bytes (Fixture *f)
{
  return terr_game_to_bytes (terr_editor_page_get_game (terr_window_ensure_editor_page (f->window)), TERR_FILE_SCENARIO);
}

/* A bed taken away; f->bytes is the design before. */
static void
setup_editor_edited (Fixture *f)
{
  TerrEditorPage *page = terr_window_ensure_editor_page (f->window);
  TerrBoard *board = terr_editor_page_get_board (page);

  setup_editor (f);
  f->bytes = design_bytes (f);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "editor.tool", "s", "erase"));
  terr_board_set_cursor (board, -2, -2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.place", NULL));
  g_assert_true (terr_editor_page_get_modified (page));
}

/* The same, undone; f->bytes is the design after the edit. */
static void
setup_editor_undone (Fixture *f)
{
  setup_editor_edited (f);
  g_clear_pointer (&f->bytes, g_bytes_unref);
  f->bytes = design_bytes (f);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (terr_window_ensure_editor_page (f->window)), "editor.undo", NULL));
}

static gboolean
check_done (gpointer data)
{
  Fixture *f = data;

  return !terr_editor_page_is_checking (terr_window_ensure_editor_page (f->window))
    && terr_editor_page_get_solution_length (terr_window_ensure_editor_page (f->window)) > 0;
}

static void
setup_editor_checked (Fixture *f)
{
  setup_editor (f);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (terr_window_ensure_editor_page (f->window)), "editor.check-puzzle", NULL));
  g_assert_true (test_app_wait (check_done, f, 60000));
}

/* Stepping through the solution found, at its start. */
static void
setup_solution (Fixture *f)
{
  setup_editor_checked (f);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (terr_window_ensure_editor_page (f->window)), "editor.step-solution", NULL));
  g_assert_nonnull (terr_editor_page_get_solution_game (terr_window_ensure_editor_page (f->window)));
  f->index = terr_game_get_position_index (terr_editor_page_get_solution_game (terr_window_ensure_editor_page (f->window)));
}

static void
setup_solution_stepped (Fixture *f)
{
  setup_solution (f);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (terr_window_ensure_editor_page (f->window)), "editor.solution-next", NULL));
  f->index = terr_game_get_position_index (terr_editor_page_get_solution_game (terr_window_ensure_editor_page (f->window)));
}

/* --- what the keys do --- */

/* A visible top-level window of @type (a new reference), or NULL. */
static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return g_steal_pointer (&window);
    }
  return NULL;
}

static gboolean
new_game_dialog_shown (gpointer data)
{
  g_autoptr(GtkWindow) dialog = find_toplevel (TERR_TYPE_NEW_GAME_DIALOG);

  return dialog != NULL;
}

static void
close_new_game_dialog (Fixture *f)
{
  g_autoptr(GtkWindow) dialog = find_toplevel (TERR_TYPE_NEW_GAME_DIALOG);

  gtk_window_destroy (dialog);
}

static gboolean
open_chooser_shown (gpointer data)
{
  Fixture *f = data;

  return f->window->chooser != NULL
    && gtk_file_chooser_get_action (GTK_FILE_CHOOSER (f->window->chooser)) == GTK_FILE_CHOOSER_ACTION_OPEN;
}

static gboolean
save_chooser_shown (gpointer data)
{
  Fixture *f = data;

  return f->window->chooser != NULL
    && gtk_file_chooser_get_action (GTK_FILE_CHOOSER (f->window->chooser)) == GTK_FILE_CHOOSER_ACTION_SAVE;
}

/* GTK's chooser, closed while it still reads the folder, says so in a
 * dialog of its own (not the program's), which would take the X input
 * focus from the next window. */
static void
close_stray_dialogs (void)
{
  GtkWindow *stray;

  test_app_spin (100);
  while ((stray = find_toplevel (GTK_TYPE_MESSAGE_DIALOG)) != NULL)
    {
      gtk_window_destroy (stray);
      g_object_unref (stray);
    }
}

static void
cancel_chooser (Fixture *f)
{
  g_signal_emit_by_name (f->window->chooser, "response", GTK_RESPONSE_CANCEL);
  g_assert_null (f->window->chooser);
  close_stray_dialogs ();
}

static gboolean
game_saved (gpointer data)
{
  Fixture *f = data;

  return !terr_session_get_modified (f->window->session);
}

static gboolean
help_shown (gpointer data)
{
  Fixture *f = data;

  return f->window->help_window != NULL && gtk_widget_get_visible (f->window->help_window);
}

static void
close_help (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window->help_window));
}

static gboolean
shortcuts_shown (gpointer data)
{
  Fixture *f = data;
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (f->window));

  return overlay != NULL && gtk_widget_get_visible (GTK_WIDGET (overlay));
}

static void
hide_shortcuts (Fixture *f)
{
  gtk_widget_set_visible (GTK_WIDGET (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (f->window))), FALSE);
}

/* Closing (or quitting) with moves no file holds asks first. */
static gboolean
leave_asked (gpointer data)
{
  Fixture *f = data;

  return terr_window_get_leave_dialog (f->window) != NULL;
}

static void
stay (Fixture *f)
{
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (terr_window_get_leave_dialog (f->window)), "cancel");
  g_assert_null (terr_window_get_leave_dialog (f->window));
}

static gboolean
went_back (gpointer data)
{
  Fixture *f = data;

  return terr_game_get_position_index (f->game) < f->index;
}

static gboolean
went_on (gpointer data)
{
  Fixture *f = data;

  return terr_game_get_position_index (f->game) > f->index;
}

static gboolean
went_back_10 (gpointer data)
{
  Fixture *f = data;

  return terr_game_get_position_index (f->game) + 10 == f->index;
}

static gboolean
went_on_10 (gpointer data)
{
  Fixture *f = data;

  return terr_game_get_position_index (f->game) == f->index + 10;
}

static gboolean
at_start (gpointer data)
{
  Fixture *f = data;

  return terr_game_get_position_index (f->game) == 0;
}

static gboolean
at_end (gpointer data)
{
  Fixture *f = data;

  return terr_game_get_position_index (f->game) == terr_game_get_n_moves (f->game)
    && terr_game_get_n_moves (f->game) == 24;
}

static gboolean
on_main_line (gpointer data)
{
  Fixture *f = data;

  return terr_game_get_position_index (f->game) == 5
    && terr_game_node_is_main_line (terr_game_get_cursor (f->game));
}

static gboolean
on_variation (gpointer data)
{
  Fixture *f = data;

  return terr_game_get_cursor (f->game) == f->node;
}

static gboolean
hint_shown (gpointer data)
{
  Fixture *f = data;

  return terr_game_page_get_hint_move (TERR_GAME_PAGE (terr_window_get_game_page (f->window))) != NULL;
}

static gboolean
comment_undone (gpointer data)
{
  Fixture *f = data;

  return terr_game_node_get_comment (f->node) == NULL;
}

static gboolean
comment_redone (gpointer data)
{
  Fixture *f = data;

  return g_strcmp0 (terr_game_node_get_comment (f->node), "Bold.") == 0;
}

static gboolean
design_is_bytes (gpointer data)
{
  Fixture *f = data;
  g_autoptr(GBytes) now = design_bytes (f);

  return g_bytes_equal (now, f->bytes);
}

static gboolean
design_saved (gpointer data)
{
  Fixture *f = data;

  return !terr_editor_page_get_modified (terr_window_ensure_editor_page (f->window));
}

static gboolean
test_playing (gpointer data)
{
  Fixture *f = data;

  return terr_editor_page_get_test_game (terr_window_ensure_editor_page (f->window)) != NULL;
}

static gboolean
solution_shown (gpointer data)
{
  Fixture *f = data;

  return terr_editor_page_get_solution_game (terr_window_ensure_editor_page (f->window)) != NULL;
}

static gboolean
solution_left (gpointer data)
{
  return !solution_shown (data);
}

static gboolean
solution_went_on (gpointer data)
{
  Fixture *f = data;
  TerrGame *solution = terr_editor_page_get_solution_game (terr_window_ensure_editor_page (f->window));

  return solution != NULL && terr_game_get_position_index (solution) == f->index + 1;
}

static gboolean
solution_went_back (gpointer data)
{
  Fixture *f = data;
  TerrGame *solution = terr_editor_page_get_solution_game (terr_window_ensure_editor_page (f->window));

  return solution != NULL && terr_game_get_position_index (solution) + 1 == f->index;
}

static gboolean
generate_shown (gpointer data)
{
  Fixture *f = data;

  return terr_editor_page_get_generate_dialog (terr_window_ensure_editor_page (f->window)) != NULL;
}

static void
close_generate (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (terr_editor_page_get_generate_dialog (terr_window_ensure_editor_page (f->window))));
}

static const Shortcut shortcuts[] = {
  { "General", "<Control>n", "ctrl+n", setup_game, new_game_dialog_shown, close_new_game_dialog },
  { "General", "<Control>o", "ctrl+o", setup_game, open_chooser_shown, cancel_chooser },
  { "General", "<Control>s", "ctrl+s", setup_game_file, game_saved, NULL },
  { "General", "<Control><Shift>s", "ctrl+shift+s", setup_game, save_chooser_shown, cancel_chooser },
  { "General", "F1", "F1", setup_game, help_shown, close_help },
  { "General", "<Control>question", "ctrl+question", setup_game, shortcuts_shown, hide_shortcuts },
  { "General", "<Control>w", "ctrl+w", setup_game, leave_asked, stay },
  { "General", "<Control>q", "ctrl+q", setup_game, leave_asked, stay },
  { "Moves", "<Control>z", "ctrl+z", setup_game, went_back, NULL },
  { "Moves", "<Control>h", "ctrl+h", setup_game, hint_shown, NULL },
  { "Moves", "<Control><Shift>z", "ctrl+shift+z", setup_game_undone, went_on, NULL },
  { "Moves", "<Control>y", "ctrl+y", setup_game_undone, went_on, NULL },
  { "Replay Viewer", "Left", "Left", setup_replay, went_back, NULL },
  { "Replay Viewer", "Right", "Right", setup_replay, went_on, NULL },
  { "Replay Viewer", "Up", "Up", setup_replay_variation, on_main_line, NULL },
  { "Replay Viewer", "Down", "Down", setup_replay, on_variation, NULL },
  { "Replay Viewer", "Home", "Home", setup_replay, at_start, NULL },
  { "Replay Viewer", "End", "End", setup_replay, at_end, NULL },
  { "Replay Viewer", "Page_Up", "Page_Up", setup_replay_far, went_back_10, NULL },
  { "Replay Viewer", "Page_Down", "Page_Down", setup_replay, went_on_10, NULL },
  { "Replay Viewer", "<Control>z", "ctrl+z", setup_replay_commented, comment_undone, NULL },
  { "Replay Viewer", "<Control><Shift>z", "ctrl+shift+z", setup_replay_comment_undone, comment_redone, NULL },
  { "Scenario Editor", "<Control>z", "ctrl+z", setup_editor_edited, design_is_bytes, NULL },
  { "Scenario Editor", "<Control><Shift>z", "ctrl+shift+z", setup_editor_undone, design_is_bytes, NULL },
  { "Scenario Editor", "<Control>s", "ctrl+s", setup_editor_edited, design_saved, NULL },
  { "Scenario Editor", "F5", "F5", setup_editor, test_playing, NULL },
  { "Scenario Editor", "<Control>k", "ctrl+k", setup_editor, check_done, NULL },
  { "Scenario Editor", "<Control>j", "ctrl+j", setup_editor_checked, solution_shown, NULL },
  { "Scenario Editor", "Page_Down", "Page_Down", setup_solution, solution_went_on, NULL },
  { "Scenario Editor", "Page_Up", "Page_Up", setup_solution_stepped, solution_went_back, NULL },
  { "Scenario Editor", "Escape", "Escape", setup_solution, solution_left, NULL },
  { "Scenario Editor", "<Control>g", "ctrl+g", setup_editor, generate_shown, close_generate },
};

/* --- the cases --- */

static gboolean
mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

static void
test_shortcut (gconstpointer data)
{
  const Case *c = data;
  Fixture f = { 0 };

  if (!can_type)
    {
      g_test_skip ("needs X11 and xdotool");
      return;
    }

  f.dir = g_dir_make_tmp ("terraces-shortcuts-XXXXXX", NULL);
  f.window = terr_window_new (app);
  g_object_ref_sink (f.window);
  gtk_window_present (GTK_WINDOW (f.window));
  g_assert_true (test_app_wait (mapped, f.window, 10000));

  c->shortcut->setup (&f);
  test_app_spin (20);
  g_assert_false (c->shortcut->done (&f));
  place_focus (&f, c->place);
  type_keys (&f, c->shortcut->keys);
  g_assert_true (test_app_wait (c->shortcut->done, &f, 60000));
  if (c->shortcut->cleanup != NULL)
    c->shortcut->cleanup (&f);

  if (f.disabled != NULL)
    gtk_widget_set_sensitive (f.disabled, TRUE);
  g_clear_pointer (&f.bytes, g_bytes_unref);
  /* Leaving without a question. */
  terr_session_set_modified (f.window->session, FALSE);
  terr_replay_page_set_modified (TERR_REPLAY_PAGE (terr_window_get_replay_page (f.window)), FALSE);
  gtk_window_destroy (GTK_WINDOW (f.window));
  test_app_spin (20);
  g_assert_finalize_object (f.window);
  {
    g_autoptr(GDir) dir = g_dir_open (f.dir, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = g_build_filename (f.dir, name, NULL);
        g_remove (path);
      }
  }
  g_rmdir (f.dir);
  g_free (f.dir);
}

static gboolean
same_accel (const char *a,
            const char *b)
{
  guint key_a = 0, key_b = 0;
  GdkModifierType mods_a = 0, mods_b = 0;

  g_assert_true (gtk_accelerator_parse (a, &key_a, &mods_a));
  g_assert_true (gtk_accelerator_parse (b, &key_b, &mods_b));
  return gdk_keyval_to_lower (key_a) == gdk_keyval_to_lower (key_b) && mods_a == mods_b;
}

/* Every key the shortcuts window lists, outside the board's, is an
 * accelerator of the application or the window and has a case above. */
static void
test_every_listed_shortcut (void)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (TERR_SHORTCUTS_WINDOW_RESOURCE);
  GSList *objects = gtk_builder_get_objects (builder);
  guint checked = 0;

  for (GSList *l = objects; l != NULL; l = l->next)
    {
      GtkWidget *group;
      g_autofree char *title = NULL;
      g_autofree char *accelerator = NULL;
      g_autofree char *action = NULL;
      g_auto(GStrv) accels = NULL;

      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        continue;
      group = gtk_widget_get_ancestor (l->data, GTK_TYPE_SHORTCUTS_GROUP);
      g_assert_nonnull (group);
      g_object_get (group, "title", &title, NULL);
      g_object_get (l->data, "accelerator", &accelerator, "action-name", &action, NULL);
      if (action != NULL)
        accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), action);
      else
        accels = g_strsplit (accelerator, " ", -1);
      g_assert_nonnull (accels[0]);

      /* The board's own keys, for keyboard play (test-keyboard.c), and
       * the domino chart's (test-editor-zg-chart.c). */
      if (g_str_equal (title, "Board") || g_str_equal (title, "Domino Chart (Ziggurat Editor)")
          || (g_str_equal (title, "Scenario Editor") && g_strv_equal ((const char * const *) accels,
                                                                      (const char *[]) { "Return", NULL })))
        continue;

      for (guint i = 0; accels[i] != NULL; i++)
        {
          g_auto(GStrv) actions = gtk_application_get_actions_for_accel (GTK_APPLICATION (app), accels[i]);
          gboolean found = FALSE;

          if (actions[0] == NULL)
            g_error ("“%s” (%s) is listed but is no accelerator", accels[i], title);
          for (guint j = 0; j < G_N_ELEMENTS (shortcuts); j++)
            found |= g_str_equal (shortcuts[j].group, title) && same_accel (shortcuts[j].accel, accels[i]);
          if (!found)
            g_error ("“%s” (%s) is listed but has no case here", accels[i], title);
          checked++;
        }
    }
  g_assert_cmpuint (checked, ==, G_N_ELEMENTS (shortcuts));

  for (GSList *l = objects; l != NULL; l = l->next)
    if (GTK_IS_SHORTCUTS_WINDOW (l->data))
      gtk_window_destroy (l->data);
  g_slist_free (objects);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GPtrArray) cases = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *xdotool = NULL;
  int status;

  if (!test_app_init (&argc, &argv))
    return 0;
  xdotool = g_find_program_in_path ("xdotool");
  can_type = xdotool != NULL && GDK_IS_X11_DISPLAY (gdk_display_get_default ());

  app = test_app_new_application ();

  g_test_add_func ("/app/shortcuts/every-listed-shortcut", test_every_listed_shortcut);
  for (guint i = 0; i < G_N_ELEMENTS (shortcuts); i++)
    for (guint p = 0; p < G_N_ELEMENTS (focus_names); p++)
      {
        Case *c = g_new0 (Case, 1);
        g_autofree char *group = g_ascii_strdown (shortcuts[i].group, -1);
        g_autofree char *path = NULL;

        g_strdelimit (group, " ", '-');
        c->shortcut = &shortcuts[i];
        c->place = p;
        path = g_strdup_printf ("/app/shortcuts/%s/%s/%s", group, shortcuts[i].keys, focus_names[p]);
        g_ptr_array_add (cases, c);
        g_test_add_data_func (path, c, test_shortcut);
      }

  status = g_test_run ();
  g_object_unref (app);
  return status;
}
