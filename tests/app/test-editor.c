/* test-editor.c — the scenario editor driven through its actions: a
 * scenario of each game built with the palette on the board (keyboard
 * cursor and Enter, right click's take-away), undo and redo of edits,
 * saved, reopened and compared; the live problem list and selecting a
 * problem's spot; F5 test-play and back with the edit history intact;
 * the window's menu entries; no leaks. */
#include "config.h"

#include "test-app-common.h"
#include "terr-editor-page-private.h"
#include "terr-editor-tools-registry.h"
#include "terr-generate-dialog.h"
#include "terr-hg-game.h"
#include "terr-puzzle.h"
#include "terr-window.h"
#include "terr-zg-game.h"
#include "gp/terr-gp-game.h"

static TerrApplication *app;

typedef struct {
  GtkWidget      *window;
  TerrEditorPage *page;
  TerrBoard      *board;
} Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  f->window = gtk_window_new ();
  g_object_ref_sink (f->window);
  f->page = TERR_EDITOR_PAGE (terr_editor_page_new ());
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->page));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 700);
  gtk_window_present (GTK_WINDOW (f->window));
  f->board = terr_editor_page_get_board (f->page);
  test_app_spin (50);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  test_app_spin (20);
  g_assert_finalize_object (f->window);
}

/* Put the palette's @tool at (x, y) with the keyboard: cursor, then Enter. */
static void
put_at (Fixture    *f,
        const char *tool,
        int         x,
        int         y)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.tool", "s", tool));
  terr_board_set_cursor (f->board, x, y);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.place", NULL));
}

static char *
temp_path (const char *name)
{
  return g_build_filename (test_data_home, name, NULL);
}

/* Save, reopen in another editor, and compare the scenario's bytes and
 * what the core sees (problems). */
static void
check_round_trip (Fixture    *f,
                  const char *name)
{
  g_autofree char *path = temp_path (name);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) before = terr_game_to_bytes (terr_editor_page_get_game (f->page), TERR_FILE_SCENARIO);
  g_autoptr(GBytes) after = NULL;
  g_autofree char *contents = NULL;
  gsize length;
  TerrEditorPage *other = TERR_EDITOR_PAGE (terr_editor_page_new ());

  g_object_ref_sink (other);
  g_assert_true (terr_editor_page_get_modified (f->page));
  g_assert_true (terr_editor_page_save_to_file (f->page, file, &error));
  g_assert_no_error (error);
  g_assert_false (terr_editor_page_get_modified (f->page));

  /* The file holds exactly the scenario. */
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpmem (contents, length, g_bytes_get_data (before, NULL), g_bytes_get_size (before));

  g_assert_true (terr_editor_page_open_file (other, file, &error));
  g_assert_no_error (error);
  g_assert_false (terr_editor_page_get_modified (other));
  after = terr_game_to_bytes (terr_editor_page_get_game (other), TERR_FILE_SCENARIO);
  g_assert_true (g_bytes_equal (before, after));
  g_assert_cmpuint (terr_editor_page_get_n_problems (other), ==,
                    terr_editor_page_get_n_problems (f->page));
  for (guint i = 0; i < terr_editor_page_get_n_problems (other); i++)
    g_assert_cmpstr (terr_editor_page_get_problem (other, i), ==,
                     terr_editor_page_get_problem (f->page, i));

  g_object_unref (other);
  g_remove (path);
}

static void
test_hanging_gardens (Fixture       *f,
                      gconstpointer  data)
{
  TerrHgGame *hg;
  const TerrHgTile *top;
  TerrHgSuit bed;
  int gazebo;

  g_assert_true (terr_editor_page_new_design (f->page, TERR_GAME_HANGING_GARDENS));
  hg = TERR_HG_GAME (terr_editor_page_get_game (f->page));
  g_assert_false (terr_game_can_undo_edit (TERR_GAME (hg)));

  /* Two terraces side by side, a support on them, a bed and a gazebo. */
  put_at (f, "terrace", 0, 0);
  put_at (f, "terrace", 2, 0);
  put_at (f, "support", 1, 0);
  top = terr_hg_game_get_top (hg, 1, 0, NULL, NULL);
  g_assert_nonnull (top);
  g_assert_true (top->support);
  g_assert_cmpint (top->level, ==, 0);
  g_assert_cmpint (top->stack, ==, 1);
  put_at (f, "bed-moons", 0, 1);
  put_at (f, "gazebo-2", 3, 1);
  terr_hg_game_get_top (hg, 0, 1, &bed, &gazebo);
  g_assert_cmpint (bed, ==, TERR_HG_SUIT_MOONS);
  terr_hg_game_get_top (hg, 3, 1, &bed, &gazebo);
  g_assert_cmpint (gazebo, ==, 2);

  /* A second bed on the same space is refused and said under the board. */
  put_at (f, "bed-suns", 0, 1);
  g_assert_cmpstr (terr_editor_page_get_status_text (f->page), !=, "");
  terr_hg_game_get_top (hg, 0, 1, &bed, NULL);
  g_assert_cmpint (bed, ==, TERR_HG_SUIT_MOONS);

  /* Take Away removes the top piece: the gazebo, then nothing is left there. */
  put_at (f, "erase", 3, 1);
  terr_hg_game_get_top (hg, 3, 1, NULL, &gazebo);
  g_assert_cmpint (gazebo, ==, 0);

  /* Undo brings the gazebo back, redo takes it away again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.undo", NULL));
  terr_hg_game_get_top (hg, 3, 1, NULL, &gazebo);
  g_assert_cmpint (gazebo, ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.redo", NULL));
  terr_hg_game_get_top (hg, 3, 1, NULL, &gazebo);
  g_assert_cmpint (gazebo, ==, 0);

  check_round_trip (f, "editor-hg.terraces");
}

static void
test_ziggurat (Fixture       *f,
               gconstpointer  data)
{
  TerrZgGame *zg;
  const TerrZgState *s;
  guint empty_problems;

  g_assert_true (terr_editor_page_new_design (f->page, TERR_GAME_ZIGGURAT));
  zg = TERR_ZG_GAME (terr_editor_page_get_game (f->page));
  /* Nothing anywhere: every domino is missing. */
  empty_problems = terr_editor_page_get_n_problems (f->page);
  g_assert_cmpuint (empty_problems, >=, 28);

  /* The palette's domino (0-0 lying flat) on the foundation at (0, 0). */
  put_at (f, "domino", 0, 0);
  s = terr_zg_game_get_state (zg);
  g_assert_cmpint (s->value[0][0], ==, 0);
  g_assert_cmpint (s->value[0][1], ==, 0);
  g_assert_cmpuint (terr_editor_page_get_n_problems (f->page), <, empty_problems);

  /* Undo, redo. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.undo", NULL));
  s = terr_zg_game_get_state (zg);
  g_assert_cmpint (s->value[0][0], ==, -1);
  g_assert_cmpuint (terr_editor_page_get_n_problems (f->page), ==, empty_problems);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.redo", NULL));
  s = terr_zg_game_get_state (zg);
  g_assert_cmpint (s->value[0][0], ==, 0);

  /* Take away with the right-click tool, then put it back. */
  put_at (f, "erase", 1, 0);
  s = terr_zg_game_get_state (zg);
  g_assert_cmpint (s->value[0][0], ==, -1);
  put_at (f, "domino", 2, 2);

  /* A draft with problems saves and reads back the same. */
  check_round_trip (f, "editor-zg.terraces");
}

static void
test_garden_paths (Fixture       *f,
                   gconstpointer  data)
{
  TerrGpGame *gp;
  const TerrGpBoard *board;
  const TerrGpGrid *grid;
  guint n_water;

  g_assert_true (terr_editor_page_new_design (f->page, TERR_GAME_GARDEN_PATHS));
  gp = TERR_GP_GAME (terr_editor_page_get_game (f->page));
  board = terr_gp_game_get_board (gp);
  n_water = board->water->len;

  /* Water on the board, then a piece of the set on seat 1's grid. */
  put_at (f, "water", 1, 1);
  board = terr_gp_game_get_board (gp);
  g_assert_cmpuint (board->water->len, ==, n_water + 1);
  put_at (f, "piece", 3, 3);
  grid = terr_gp_game_get_grid (gp, 1);
  g_assert_cmpuint (grid->placed->len, ==, 1);

  /* Take Away lifts the piece; undo puts it back. */
  put_at (f, "erase", 3, 3);
  grid = terr_gp_game_get_grid (gp, 1);
  g_assert_cmpuint (grid->placed->len, ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.undo", NULL));
  grid = terr_gp_game_get_grid (gp, 1);
  g_assert_cmpuint (grid->placed->len, ==, 1);

  check_round_trip (f, "editor-gp.terraces");
}

static gboolean
tooltip_is (GtkWidget  *widget,
            const char *text)
{
  return gtk_widget_get_tooltip_text (widget) != NULL
         && g_str_equal (gtk_widget_get_tooltip_text (widget), text);
}

/* The @n-th button (0: first) whose tooltip is @text, in tree order. */
static GtkWidget *
find_button (GtkWidget  *widget,
             const char *text,
             guint      *n)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget) && tooltip_is (widget, text))
    {
      if (*n == 0)
        return widget;
      (*n)--;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, text, n);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
click_button (Fixture    *f,
              const char *tooltip,
              guint       n)
{
  GtkWidget *button = find_button (GTK_WIDGET (f->page), tooltip, &n);

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
}

/* Ziggurat's hand and pile through the side panel's buttons. */
static void
test_ziggurat_lists (Fixture       *f,
                     gconstpointer  data)
{
  TerrZgGame *zg;
  const TerrZgState *s;
  guint8 first, second;

  g_assert_true (terr_editor_page_new_design (f->page, TERR_GAME_ZIGGURAT));
  zg = TERR_ZG_GAME (terr_editor_page_get_game (f->page));
  test_app_spin (50);

  /* The palette's domino (0-0) into the hand; then every missing one
   * into the pile. */
  click_button (f, "Put the picked domino at the end of the hand (H in the chart)", 0);
  s = terr_zg_game_get_state (zg);
  g_assert_cmpuint (s->hand_len, ==, 1);
  click_button (f, "Put every missing domino at the bottom of the pile", 0);
  s = terr_zg_game_get_state (zg);
  g_assert_cmpuint (s->pile_len - s->pile_pos, ==, 27);
  g_assert_cmpuint (terr_editor_page_get_n_problems (f->page), ==, 0);
  test_app_spin (50);

  /* Move the top of the pile down one: the first two swap. */
  first = s->pile[s->pile_pos];
  second = s->pile[s->pile_pos + 1];
  click_button (f, "Move Down in the Pile", 0);
  s = terr_zg_game_get_state (zg);
  g_assert_cmpuint (s->pile[s->pile_pos], ==, second);
  g_assert_cmpuint (s->pile[s->pile_pos + 1], ==, first);
  test_app_spin (50);

  /* Take the domino out of the hand: it is missing again, and the hand
   * is empty. */
  click_button (f, "Take Out of the Hand", 0);
  s = terr_zg_game_get_state (zg);
  g_assert_cmpuint (s->hand_len, ==, 0);
  g_assert_cmpuint (terr_editor_page_get_n_problems (f->page), ==, 2);

  /* Two undos: back to a hand of one and the pile as added. */
  for (guint i = 0; i < 2; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.undo", NULL));
  s = terr_zg_game_get_state (zg);
  g_assert_cmpuint (s->hand_len, ==, 1);
  g_assert_cmpuint (s->pile[s->pile_pos], ==, first);

  check_round_trip (f, "editor-zg-lists.terraces");
}

/* Unsaved work: a new design and closing the window ask first. */
static void
test_unsaved (void)
{
  GtkWidget *window = gtk_window_new ();
  TerrEditorPage *page = TERR_EDITOR_PAGE (terr_editor_page_new ());
  AdwMessageDialog *dialog;
  TerrGame *design;
  GWeakRef ref;

  g_object_ref_sink (window);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (terr_editor_page_new_design (page, TERR_GAME_HANGING_GARDENS));
  design = terr_editor_page_get_game (page);
  g_assert_true (terr_editor_page_get_modified (page));

  /* Another design waits for an answer; Cancel keeps this one. */
  g_assert_false (terr_editor_page_new_design (page, TERR_GAME_ZIGGURAT));
  dialog = test_app_find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "cancel");
  test_app_spin (20);
  g_assert_true (terr_editor_page_get_game (page) == design);

  /* Discard starts the other one. */
  g_assert_false (terr_editor_page_new_design (page, TERR_GAME_ZIGGURAT));
  dialog = test_app_find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "discard");
  test_app_spin (20);
  g_assert_cmpint (terr_game_get_kind (terr_editor_page_get_game (page)), ==, TERR_GAME_ZIGGURAT);

  /* Closing the window asks too; Discard closes it. */
  g_weak_ref_init (&ref, window);
  gtk_window_close (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_true (gtk_widget_get_visible (window));
  dialog = test_app_find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "discard");
  test_app_spin (20);
  g_object_unref (window);
  test_app_spin (20);
  g_assert_null (g_weak_ref_get (&ref));
  g_weak_ref_clear (&ref);
}

/* Problems name their spot; a click selects it; no test play meanwhile. */
static void
test_problems (Fixture       *f,
               gconstpointer  data)
{
  int x, y;
  guint n_empty;

  g_assert_true (terr_editor_page_new_design (f->page, TERR_GAME_HANGING_GARDENS));
  n_empty = terr_editor_page_get_n_problems (f->page);
  /* A bed on the bare table is a structural problem at its space. */
  put_at (f, "bed-arms", 3, 2);
  g_assert_cmpuint (terr_editor_page_get_n_problems (f->page), >, 0);
  for (guint i = 0; i < terr_editor_page_get_n_problems (f->page); i++)
    g_assert_cmpstr (terr_editor_page_get_problem (f->page, i), !=, "");

  terr_board_set_cursor (f->board, 0, 0);
  for (guint i = 0; i < terr_editor_page_get_n_problems (f->page); i++)
    {
      terr_editor_page_select_problem (f->page, i);
      g_assert_true (g_str_has_prefix (terr_editor_page_get_status_text (f->page), "Selected"));
    }
  /* The bed's problem put the cursor on the bed. */
  {
    gboolean found = FALSE;

    for (guint i = 0; i < terr_editor_page_get_n_problems (f->page); i++)
      {
        terr_editor_page_select_problem (f->page, i);
        terr_board_get_cursor (f->board, &x, &y);
        found |= x == 3 && y == 2;
      }
    g_assert_true (found);
  }

  /* F5 does nothing while there are problems. */
  gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.test-play", NULL);
  g_assert_null (terr_editor_page_get_test_game (f->page));

  /* Taking the bed away mends it. */
  put_at (f, "erase", 3, 2);
  g_assert_cmpuint (terr_editor_page_get_n_problems (f->page), ==, n_empty);
}

/* F5 plays a copy; F5 again comes back with the edit history intact. */
static void
test_test_play (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(TerrGame) start = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, 7, NULL);
  g_autoptr(GBytes) original = NULL;
  g_autoptr(GBytes) edited = NULL;
  g_autoptr(GBytes) back = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(GError) error = NULL;
  TerrGame *design, *test;

  g_assert_true (terr_editor_page_edit_position (f->page, start));
  design = terr_editor_page_get_game (f->page);
  original = terr_game_to_bytes (design, TERR_FILE_SCENARIO);
  g_assert_cmpuint (terr_editor_page_get_n_problems (f->page), ==, 0);

  /* One tile less in the supply, that tile as a terrace on the table. */
  g_assert_true (terr_hg_game_edit_set_supply (TERR_HG_GAME (design), 23, 6, 6, 6, 6, &error));
  g_assert_no_error (error);
  put_at (f, "terrace", 4, 4);
  g_assert_nonnull (terr_hg_game_get_top (TERR_HG_GAME (design), 4, 4, NULL, NULL));
  g_assert_cmpuint (terr_editor_page_get_n_problems (f->page), ==, 0);
  edited = terr_game_to_bytes (design, TERR_FILE_SCENARIO);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.test-play", NULL));
  test = terr_editor_page_get_test_game (f->page);
  g_assert_nonnull (test);
  g_assert_true (test != design);
  /* Play in the test game: the design does not move. */
  moves = terr_game_list_moves (test);
  g_assert_cmpuint (moves->len, >, 0);
  g_assert_true (terr_game_play (test, moves->pdata[0], &error));
  g_assert_no_error (error);
  g_assert_cmpuint (terr_game_get_n_moves (design), ==, 0);
  /* Editing is off meanwhile. */
  gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.undo", NULL);
  g_assert_nonnull (terr_editor_page_get_test_game (f->page));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.test-play", NULL));
  g_assert_null (terr_editor_page_get_test_game (f->page));
  g_assert_true (terr_editor_page_get_game (f->page) == design);
  back = terr_game_to_bytes (design, TERR_FILE_SCENARIO);
  g_assert_true (g_bytes_equal (edited, back));

  /* The two edits undo back to the start. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.undo", NULL));
  g_clear_pointer (&back, g_bytes_unref);
  back = terr_game_to_bytes (design, TERR_FILE_SCENARIO);
  g_assert_true (g_bytes_equal (original, back));
  g_assert_false (terr_game_can_undo_edit (design));
}

/* The window's menu entries open the editor. */
static void
test_window (void)
{
  TerrWindow *window = terr_window_new (app);
  TerrEditorPage *page;
  TerrGame *game;

  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-new", "s", "ziggurat"));
  g_assert_cmpstr (terr_window_get_page (window), ==, "editor");
  page = TERR_EDITOR_PAGE (test_app_find_child (GTK_WIDGET (window), TERR_TYPE_EDITOR_PAGE));
  g_assert_nonnull (page);
  g_assert_cmpint (terr_game_get_kind (terr_editor_page_get_game (page)), ==, TERR_GAME_ZIGGURAT);

  /* Edit This Position: a copy of the game being played. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", "hanging-gardens"));
  game = terr_window_get_game (window);
  /* The design above is new and unsaved: the editor asks first and
   * keeps it, so mark it saved by saving it. */
  {
    g_autofree char *path = temp_path ("editor-window.terraces");
    g_autoptr(GFile) file = g_file_new_for_path (path);

    g_assert_true (terr_editor_page_save_to_file (page, file, NULL));
    g_remove (path);
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-position", NULL));
  g_assert_cmpstr (terr_window_get_page (window), ==, "editor");
  g_assert_cmpint (terr_game_get_kind (terr_editor_page_get_game (page)), ==, TERR_GAME_HANGING_GARDENS);
  g_assert_true (terr_editor_page_get_game (page) != game);
  g_assert_cmpuint (terr_editor_page_get_n_problems (page), ==, 0);

  /* The editor does not make the window wider than its smallest size
   * (that of the game page, or the window's own 360). */
  {
    int min = 0, game_min = 0;

    gtk_widget_measure (GTK_WIDGET (page), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
    gtk_widget_measure (terr_window_get_game_page (window), GTK_ORIENTATION_HORIZONTAL, -1,
                        &game_min, NULL, NULL, NULL);
    g_test_message ("editor page at least %d wide, game page %d", min, game_min);
    g_assert_cmpint (min, <=, MAX (game_min, 360));
  }

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL);
  g_assert_cmpstr (terr_window_get_page (window), ==, "start");

  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
}

/* --- puzzles: difficulty, Check Puzzle, the solution, Generate --- */

/* "Two Beds" (test-app-common.h). */
static const char hg_puzzle[] = TEST_HG_PUZZLE_XML;

/* Opens @xml (a scenario) in the editor from a file of the test's own. */
static void
open_xml (Fixture    *f,
          const char *xml,
          const char *name)
{
  g_autofree char *path = temp_path (name);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, xml, -1, NULL));
  g_assert_true (terr_editor_page_open_file (f->page, file, &error));
  g_assert_no_error (error);
  g_remove (path);
}

static gboolean
check_ended_cb (gpointer data)
{
  return !terr_editor_page_is_checking (data);
}

/* Check Puzzle through its action, until the verdict is shown. */
static void
check_puzzle (Fixture *f)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.check-puzzle", NULL));
  g_assert_true (terr_editor_page_is_checking (f->page));
  g_assert_cmpstr (terr_editor_page_get_certificate_text (f->page), ==, "Checking the puzzle…");
  g_assert_true (test_app_wait (check_ended_cb, f->page, 600000));
}

/* The design's certificate as the solver finds it checking a copy of the
 * same position directly, and what the editor shows. */
static void
assert_certificate_shown (Fixture *f)
{
  TerrGame *design = terr_editor_page_get_game (f->page);
  g_autoptr(TerrGame) copy = terr_game_new_scenario (design);
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrCertificate) expected = terr_game_check_puzzle (copy, 0, 0, NULL, NULL, NULL, &error);
  const TerrCertificate *cert = terr_game_get_certificate (design);
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (cert);
  g_assert_true (terr_game_certificate_is_valid (design));
  g_assert_cmpint (cert->verdict, ==, expected->verdict);
  g_assert_cmpuint (cert->n_solutions, ==, expected->n_solutions);
  g_assert_cmpuint (cert->work, ==, expected->work);
  text = terr_certificate_describe (cert);
  g_assert_cmpstr (terr_editor_page_get_certificate_text (f->page), ==, text);
}

/* A certificate survives save and reopen, and is out of date after an
 * edit of the position (valid again after its undo). */
static void
check_certificate_kept (Fixture    *f,
                        const char *name,
                        void      (*edit) (Fixture *f))
{
  g_autofree char *path = temp_path (name);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *shown = g_strdup (terr_editor_page_get_certificate_text (f->page));
  TerrEditorPage *other = TERR_EDITOR_PAGE (terr_editor_page_new ());
  const TerrCertificate *a, *b;

  g_object_ref_sink (other);
  g_assert_true (terr_editor_page_save_to_file (f->page, file, &error));
  g_assert_no_error (error);
  g_assert_true (terr_editor_page_open_file (other, file, &error));
  g_assert_no_error (error);
  a = terr_game_get_certificate (terr_editor_page_get_game (f->page));
  b = terr_game_get_certificate (terr_editor_page_get_game (other));
  g_assert_nonnull (b);
  g_assert_cmpint (a->verdict, ==, b->verdict);
  g_assert_cmpuint (a->n_solutions, ==, b->n_solutions);
  g_assert_cmpstr (a->hash, ==, b->hash);
  g_assert_true (terr_game_certificate_is_valid (terr_editor_page_get_game (other)));
  g_assert_cmpstr (terr_editor_page_get_certificate_text (other), ==, shown);
  g_object_unref (other);
  g_remove (path);

  /* An edit makes it stale at once; its undo makes it hold again. */
  edit (f);
  g_assert_false (terr_game_certificate_is_valid (terr_editor_page_get_game (f->page)));
  g_assert_true (g_str_has_prefix (terr_editor_page_get_certificate_text (f->page), "Out of date"));
  g_assert_cmpuint (terr_editor_page_get_solution_length (f->page), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.undo", NULL));
  g_assert_true (terr_game_certificate_is_valid (terr_editor_page_get_game (f->page)));
  g_assert_cmpstr (terr_editor_page_get_certificate_text (f->page), ==, shown);
}

static void
hg_edit_goal (Fixture *f)
{
  TerrGoal goal;
  TerrGame *design = terr_editor_page_get_game (f->page);

  g_assert_true (terr_game_get_goal (design, &goal));
  g_assert_true (terr_hg_game_edit_set_goal (TERR_HG_GAME (design), goal.seat, goal.value + 1,
                                             goal.actions, NULL));
}

/* The difficulty is a field of the details: an undoable edit, saved. */
static void
test_difficulty (Fixture       *f,
                 gconstpointer  data)
{
  TerrGame *design;
  AdwComboRow *row;
  g_autofree char *path = temp_path ("editor-difficulty.terraces");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(TerrGame) back = NULL;

  g_assert_true (terr_editor_page_new_design (f->page, TERR_GAME_ZIGGURAT));
  design = terr_editor_page_get_game (f->page);
  g_assert_cmpint (terr_game_get_difficulty (design), ==, TERR_DIFFICULTY_NONE);
  row = f->page->difficulty_row;
  g_assert_nonnull (row);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);

  adw_combo_row_set_selected (row, TERR_DIFFICULTY_HARD);
  g_assert_cmpint (terr_game_get_difficulty (design), ==, TERR_DIFFICULTY_HARD);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.undo", NULL));
  g_assert_cmpint (terr_game_get_difficulty (design), ==, TERR_DIFFICULTY_NONE);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.redo", NULL));
  g_assert_cmpint (terr_game_get_difficulty (design), ==, TERR_DIFFICULTY_HARD);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, TERR_DIFFICULTY_HARD);

  g_assert_true (terr_editor_page_save_to_file (f->page, file, NULL));
  doc = terr_document_load_file (file, NULL, NULL);
  g_assert_nonnull (doc);
  back = terr_game_load_draft (doc, NULL);
  g_assert_nonnull (back);
  g_assert_cmpint (terr_game_get_difficulty (back), ==, TERR_DIFFICULTY_HARD);
  g_remove (path);
}

/* Check Puzzle on a Hanging Gardens puzzle: the verdict and the count,
 * a certificate that survives save and reopen and goes stale on edit. */
static void
test_check_hanging_gardens (Fixture       *f,
                            gconstpointer  data)
{
  const TerrCertificate *cert;

  open_xml (f, hg_puzzle, "editor-check-hg.terraces");
  g_assert_cmpstr (terr_editor_page_get_certificate_text (f->page), ==, "Not checked");
  g_assert_null (terr_game_get_certificate (terr_editor_page_get_game (f->page)));
  check_puzzle (f);
  assert_certificate_shown (f);
  cert = terr_game_get_certificate (terr_editor_page_get_game (f->page));
  g_assert_cmpint (cert->verdict, ==, TERR_VERDICT_SOLVABLE);
  g_assert_cmpuint (cert->n_solutions, ==, 6);
  g_assert_true (cert->count_exact);
  g_assert_false (terr_certificate_is_unique (cert));
  g_assert_true (g_str_has_prefix (terr_editor_page_get_certificate_text (f->page), "Solvable, 6 solutions"));
  /* Checking sets a certificate: the design has changes to save. */
  g_assert_true (terr_editor_page_get_modified (f->page));
  g_assert_cmpuint (terr_editor_page_get_solution_length (f->page), ==, 2);
  check_certificate_kept (f, "editor-check-hg-saved.terraces", hg_edit_goal);
}

/* A small Garden Paths puzzle: three pieces in a fixed order on a 5 x 5
 * garden with water and fountains. */
static const char gp_puzzle[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<terraces format=\"1\" game=\"garden-paths\" kind=\"scenario\">\n"
  "  <meta>\n    <title>Three Pieces</title>\n  </meta>\n"
  "  <rules players=\"1\" first=\"1\"/>\n"
  "  <players>\n    <player seat=\"1\" name=\"Gardener\" type=\"human\"/>\n  </players>\n"
  "  <board width=\"5\" height=\"5\" name=\"Small garden\">\n"
  "    <water x=\"3\" y=\"0\"/>\n    <water x=\"2\" y=\"3\"/>\n"
  "    <fountain x=\"2\" y=\"0\"/>\n    <fountain x=\"3\" y=\"1\"/>\n"
  "    <gate x=\"0\" y=\"4\" side=\"w\"/>\n    <gate x=\"4\" y=\"1\" side=\"e\"/>\n"
  "  </board>\n"
  "  <pieces>\n"
  "    <piece id=\"p4\" kind=\"path\" cells=\"0,0 1,0 2,0\"/>\n"
  "    <piece id=\"p6\" kind=\"path\" cells=\"0,0 0,1 1,1\"/>\n"
  "    <piece id=\"f5\" kind=\"flower\" cells=\"0,0:rose 1,0:rose 2,0:rose\"/>\n"
  "  </pieces>\n"
  "  <position announcements=\"0\">\n    <grid seat=\"1\"/>\n  </position>\n"
  "  <goal type=\"min-score\" seat=\"1\" value=\"3\">\n    <sequence>p6 f5 p4</sequence>\n  </goal>\n"
  "</terraces>\n";

/* Check Puzzle on a design of @kind: the editor shows what the solver
 * says (or why it could not check). */
static void
check_or_report (Fixture *f)
{
  TerrGame *design = terr_editor_page_get_game (f->page);
  g_autoptr(TerrGame) copy = terr_game_new_scenario (design);
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrCertificate) direct = terr_game_check_puzzle (copy, 0, 0, NULL, NULL, NULL, &error);

  check_puzzle (f);
  if (direct == NULL)
    {
      /* The game has no solver: said under the board, no certificate. */
      g_test_message ("no check: %s", error->message);
      g_assert_nonnull (strstr (terr_editor_page_get_status_text (f->page), error->message));
      g_assert_null (terr_game_get_certificate (design));
      g_assert_cmpstr (terr_editor_page_get_certificate_text (f->page), ==, "Not checked");
      return;
    }
  assert_certificate_shown (f);
}

static void
gp_edit_goal (Fixture *f)
{
  TerrGame *design = terr_editor_page_get_game (f->page);
  int seat = 0, value = 0;

  g_assert_true (terr_gp_game_get_goal (TERR_GP_GAME (design), &seat, &value));
  g_assert_true (terr_gp_game_edit_set_goal (TERR_GP_GAME (design), seat, value + 1, NULL));
}

static void
test_check_garden_paths (Fixture       *f,
                         gconstpointer  data)
{
  const TerrCertificate *cert;
  TerrGame *shown;

  open_xml (f, gp_puzzle, "editor-check-gp.terraces");
  check_or_report (f);
  cert = terr_game_get_certificate (terr_editor_page_get_game (f->page));
  g_assert_nonnull (cert);
  g_assert_cmpint (cert->verdict, ==, TERR_VERDICT_SOLVABLE);
  g_assert_true (cert->count_exact);
  g_assert_cmpuint (cert->n_solutions, >=, 1);
  /* The solution places the three pieces of the sequence. */
  g_assert_cmpuint (terr_editor_page_get_solution_length (f->page), >=, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.step-solution", NULL));
  shown = terr_editor_page_get_solution_game (f->page);
  while (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.solution-next", NULL)
         && terr_game_get_position_index (shown) < terr_editor_page_get_solution_length (f->page))
    ;
  g_assert_cmpint (terr_game_get_goal_status (shown), ==, TERR_GOAL_STATUS_REACHED);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.solution-done", NULL));
  check_certificate_kept (f, "editor-check-gp-saved.terraces", gp_edit_goal);
}

static void
zg_edit_goal (Fixture *f)
{
  TerrGame *design = terr_editor_page_get_game (f->page);
  guint max_cheats = 0;

  g_assert_true (terr_zg_game_get_goal (TERR_ZG_GAME (design), &max_cheats));
  g_assert_true (terr_zg_game_edit_set_goal (TERR_ZG_GAME (design), max_cheats + 1, NULL));
}

/* A small Ziggurat puzzle: four dominoes missing from a finished
 * ziggurat, to put back without a cheat (the pile is open). */
static const char zg_puzzle[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\">\n"
  "  <meta>\n    <title>Four Stones</title>\n  </meta>\n"
  "  <rules/>\n"
  "  <players>\n    <player seat=\"1\" name=\"Architect\" type=\"human\"/>\n  </players>\n"
  "  <position cheats=\"0\">\n"
  "    <pile order=\"open\">1-1</pile>\n"
  "    <hand>4-4 2-5 6-6</hand>\n"
  "    <domino tier=\"1\" x=\"1\" y=\"0\" dir=\"v\" a=\"6\" b=\"0\"/>\n"
  "    <domino tier=\"1\" x=\"2\" y=\"0\" dir=\"v\" a=\"1\" b=\"0\"/>\n"
  "    <domino tier=\"1\" x=\"3\" y=\"0\" dir=\"v\" a=\"3\" b=\"0\"/>\n"
  "    <domino tier=\"1\" x=\"4\" y=\"0\" dir=\"v\" a=\"4\" b=\"1\"/>\n"
  "    <domino tier=\"1\" x=\"5\" y=\"0\" dir=\"v\" a=\"3\" b=\"1\"/>\n"
  "    <domino tier=\"1\" x=\"0\" y=\"2\" dir=\"v\" a=\"5\" b=\"3\"/>\n"
  "    <domino tier=\"1\" x=\"1\" y=\"2\" dir=\"h\" a=\"5\" b=\"0\"/>\n"
  "    <domino tier=\"1\" x=\"3\" y=\"2\" dir=\"v\" a=\"0\" b=\"0\"/>\n"
  "    <domino tier=\"1\" x=\"4\" y=\"2\" dir=\"v\" a=\"2\" b=\"2\"/>\n"
  "    <domino tier=\"1\" x=\"5\" y=\"2\" dir=\"v\" a=\"1\" b=\"6\"/>\n"
  "    <domino tier=\"1\" x=\"1\" y=\"3\" dir=\"h\" a=\"4\" b=\"0\"/>\n"
  "    <domino tier=\"1\" x=\"0\" y=\"4\" dir=\"h\" a=\"3\" b=\"2\"/>\n"
  "    <domino tier=\"1\" x=\"2\" y=\"4\" dir=\"v\" a=\"2\" b=\"4\"/>\n"
  "    <domino tier=\"1\" x=\"3\" y=\"4\" dir=\"h\" a=\"2\" b=\"0\"/>\n"
  "    <domino tier=\"1\" x=\"3\" y=\"5\" dir=\"h\" a=\"4\" b=\"6\"/>\n"
  "    <domino tier=\"2\" x=\"3\" y=\"1\" dir=\"h\" a=\"1\" b=\"5\"/>\n"
  "    <domino tier=\"2\" x=\"1\" y=\"2\" dir=\"v\" a=\"6\" b=\"5\"/>\n"
  "    <domino tier=\"2\" x=\"2\" y=\"2\" dir=\"h\" a=\"2\" b=\"1\"/>\n"
  "    <domino tier=\"2\" x=\"4\" y=\"2\" dir=\"v\" a=\"3\" b=\"3\"/>\n"
  "    <domino tier=\"2\" x=\"2\" y=\"3\" dir=\"h\" a=\"5\" b=\"5\"/>\n"
  "    <domino tier=\"2\" x=\"1\" y=\"4\" dir=\"h\" a=\"4\" b=\"5\"/>\n"
  "    <domino tier=\"2\" x=\"3\" y=\"4\" dir=\"h\" a=\"4\" b=\"3\"/>\n"
  "    <domino tier=\"3\" x=\"2\" y=\"2\" dir=\"v\" a=\"3\" b=\"6\"/>\n"
  "    <domino tier=\"3\" x=\"3\" y=\"2\" dir=\"v\" a=\"2\" b=\"6\"/>\n"
  "  </position>\n"
  "  <goal type=\"max-cheats\" value=\"0\"/>\n"
  "</terraces>\n";

static void
test_check_ziggurat (Fixture       *f,
                     gconstpointer  data)
{
  TerrGame *design;
  const TerrCertificate *cert;

  open_xml (f, zg_puzzle, "editor-check-zg.terraces");
  design = terr_editor_page_get_game (f->page);
  g_assert_cmpuint (terr_editor_page_get_n_problems (f->page), ==, 0);
  check_or_report (f);
  cert = terr_game_get_certificate (design);
  if (cert == NULL)
    return;
  /* One way to put the four stones back. */
  g_assert_cmpint (cert->verdict, ==, TERR_VERDICT_SOLVABLE);
  g_assert_true (terr_certificate_is_unique (cert));
  g_assert_true (g_str_has_prefix (terr_editor_page_get_certificate_text (f->page), "Solvable, unique solution"));
  g_assert_cmpuint (terr_editor_page_get_solution_length (f->page), ==, 4);
  check_certificate_kept (f, "editor-check-zg-saved.terraces", zg_edit_goal);
}

/* Without a goal or with problems, there is nothing to check. */
static void
test_check_refused (Fixture       *f,
                    gconstpointer  data)
{
  g_assert_true (terr_editor_page_new_design (f->page, TERR_GAME_HANGING_GARDENS));
  g_assert_cmpstr (terr_editor_page_get_certificate_text (f->page), ==, "Not checked");
  gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.check-puzzle", NULL);
  g_assert_false (terr_editor_page_is_checking (f->page));
  g_assert_null (terr_game_get_certificate (terr_editor_page_get_game (f->page)));
}

/* Cancel stops a check and changes nothing. */
static void
test_check_cancel (Fixture       *f,
                   gconstpointer  data)
{
  open_xml (f, hg_puzzle, "editor-cancel-hg.terraces");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.check-puzzle", NULL));
  g_assert_true (terr_editor_page_is_checking (f->page));
  /* No edits meanwhile: the solver reads the design. */
  gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.test-play", NULL);
  g_assert_null (terr_editor_page_get_test_game (f->page));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.cancel-check", NULL));
  g_assert_true (test_app_wait (check_ended_cb, f->page, 600000));
  /* A check too quick to cancel has its certificate; otherwise none. */
  if (terr_game_get_certificate (terr_editor_page_get_game (f->page)) == NULL)
    g_assert_true (g_str_has_prefix (terr_editor_page_get_status_text (f->page), "The check was cancelled"));
}

/* Step Through Solution: the board shows each position of the solution
 * on a copy; the last one reaches the goal; Done leaves the design as it
 * was. */
static void
test_step_solution (Fixture       *f,
                    gconstpointer  data)
{
  TerrGame *design, *shown;
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;
  guint n;

  open_xml (f, hg_puzzle, "editor-step-hg.terraces");
  design = terr_editor_page_get_game (f->page);
  check_puzzle (f);
  n = terr_editor_page_get_solution_length (f->page);
  g_assert_cmpuint (n, >, 0);
  before = terr_game_to_bytes (design, TERR_FILE_SCENARIO);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.step-solution", NULL));
  shown = terr_editor_page_get_solution_game (f->page);
  g_assert_nonnull (shown);
  g_assert_true (terr_board_get_game (f->board) == shown);
  g_assert_cmpuint (terr_game_get_position_index (shown), ==, 0);
  g_assert_cmpint (terr_game_get_goal_status (shown), ==, TERR_GOAL_STATUS_OPEN);
  /* No edits while the solution is shown. */
  put_at (f, "terrace", 6, 6);
  g_assert_true (terr_board_get_game (f->board) == shown);

  for (guint i = 1; i <= n; i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.solution-next", NULL));
      g_assert_cmpuint (terr_game_get_position_index (shown), ==, i);
      g_assert_nonnull (strstr (terr_editor_page_get_solution_text (f->page), "Move"));
    }
  g_assert_cmpint (terr_game_get_goal_status (shown), ==, TERR_GOAL_STATUS_REACHED);
  g_assert_nonnull (strstr (terr_editor_page_get_solution_text (f->page), "goal is reached"));
  /* Past the end nothing moves; back one and forward again. */
  gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.solution-next", NULL);
  g_assert_cmpuint (terr_game_get_position_index (shown), ==, n);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.solution-previous", NULL));
  g_assert_cmpuint (terr_game_get_position_index (shown), ==, n - 1);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.solution-done", NULL));
  g_assert_null (terr_editor_page_get_solution_game (f->page));
  g_assert_true (terr_board_get_game (f->board) == design);
  g_assert_true (terr_editor_page_get_game (f->page) == design);
  after = terr_game_to_bytes (design, TERR_FILE_SCENARIO);
  g_assert_true (g_bytes_equal (before, after));
  g_assert_cmpuint (terr_game_get_n_moves (design), ==, 0);
  g_assert_true (terr_game_certificate_is_valid (design));
}

static gboolean
dialog_gone_cb (gpointer data)
{
  return terr_editor_page_get_generate_dialog (data) == NULL;
}

/* Generate: a certified puzzle of the chosen game opens as a new design. */
static void
generate_kind (Fixture      *f,
               TerrGameKind  kind)
{
  TerrGenerateDialog *dialog;
  TerrGame *design;
  TerrGoal goal;

  /* The design before is saved, so nothing asks. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.generate", NULL));
  dialog = TERR_GENERATE_DIALOG (terr_editor_page_get_generate_dialog (f->page));
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  /* A seed is filled in at random. */
  g_assert_cmpuint (terr_generate_dialog_get_seed (dialog), >, 0);
  terr_generate_dialog_set_kind (dialog, kind);
  terr_generate_dialog_set_difficulty (dialog, TERR_DIFFICULTY_EASY);
  /* a Hanging Gardens easy puzzle asks for two actions in fewer than
   * 1000 nodes: seed 7 gives none, 12 does */
  terr_generate_dialog_set_seed (dialog, kind == TERR_GAME_HANGING_GARDENS ? 12 : 7);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.generate", NULL));
  g_assert_true (test_app_wait (dialog_gone_cb, f->page, 600000));

  design = terr_editor_page_get_game (f->page);
  g_assert_nonnull (design);
  g_assert_cmpint (terr_game_get_kind (design), ==, kind);
  g_assert_true (terr_game_get_goal (design, &goal));
  g_assert_nonnull (terr_game_get_certificate (design));
  g_assert_true (terr_game_certificate_is_valid (design));
  g_assert_cmpint (terr_game_get_certificate (design)->verdict, ==, TERR_VERDICT_SOLVABLE);
  g_assert_cmpuint (terr_editor_page_get_n_problems (f->page), ==, 0);
  g_assert_null (terr_editor_page_get_file (f->page));
  g_assert_true (terr_editor_page_get_modified (f->page));
  g_assert_false (g_str_has_prefix (terr_editor_page_get_certificate_text (f->page), "Out of date"));
  g_assert_false (g_str_equal (terr_editor_page_get_certificate_text (f->page), "Not checked"));
}

static void
test_generate (Fixture       *f,
               gconstpointer  data)
{
  TerrGameKind kind = GPOINTER_TO_INT (data);
  g_autofree char *path = temp_path ("editor-generate.terraces");
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_assert_true (terr_editor_page_new_design (f->page, kind));
  g_assert_true (terr_editor_page_save_to_file (f->page, file, NULL));
  generate_kind (f, kind);
  g_remove (path);
}

/* Saves the design so that Generate does not ask about it (the file is
 * not needed after). */
static void
save_design (Fixture    *f,
             const char *name)
{
  g_autofree char *path = temp_path (name);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_assert_true (terr_editor_page_save_to_file (f->page, file, NULL));
  g_remove (path);
}

static gboolean
generator_stopped_cb (gpointer data)
{
  return !terr_generate_dialog_is_running (data);
}

/* Cancel while the generator runs: it stops, the dialog stays open and
 * says so, and the design is kept. */
static void
test_generate_cancel_running (Fixture       *f,
                              gconstpointer  data)
{
  TerrGenerateDialog *dialog;
  TerrGame *design;

  g_assert_true (terr_editor_page_new_design (f->page, TERR_GAME_ZIGGURAT));
  design = terr_editor_page_get_game (f->page);
  save_design (f, "editor-generate-running.terraces");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.generate", NULL));
  dialog = TERR_GENERATE_DIALOG (terr_editor_page_get_generate_dialog (f->page));
  /* A hard Garden Paths puzzle takes the generator many positions. */
  terr_generate_dialog_set_kind (dialog, TERR_GAME_GARDEN_PATHS);
  terr_generate_dialog_set_difficulty (dialog, TERR_DIFFICULTY_HARD);
  terr_generate_dialog_set_seed (dialog, 7);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.generate", NULL));
  g_assert_true (terr_generate_dialog_is_running (dialog));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.cancel", NULL));
  g_assert_true (test_app_wait (generator_stopped_cb, dialog, 600000));
  g_assert_true (terr_editor_page_get_generate_dialog (f->page) == GTK_WIDGET (dialog));
  g_assert_true (g_str_has_prefix (terr_generate_dialog_get_status_text (dialog), "Cancelled"));
  g_assert_true (terr_editor_page_get_game (f->page) == design);
  /* Cancel again closes it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.cancel", NULL));
  g_assert_true (test_app_wait (dialog_gone_cb, f->page, 60000));
}

/* "Unique Solution Only" is on by default: a seed whose best puzzle has
 * several solutions makes none and says so, the design stays; off, the
 * same seed opens that puzzle with its count. */
static void
test_generate_unique_only (Fixture       *f,
                           gconstpointer  data)
{
  TerrGenerateDialog *dialog;
  TerrGame *design;
  const TerrCertificate *cert;

  g_assert_true (terr_editor_page_new_design (f->page, TERR_GAME_GARDEN_PATHS));
  design = terr_editor_page_get_game (f->page);
  save_design (f, "editor-generate-unique.terraces");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.generate", NULL));
  dialog = TERR_GENERATE_DIALOG (terr_editor_page_get_generate_dialog (f->page));
  g_assert_true (terr_generate_dialog_get_unique_only (dialog));
  terr_generate_dialog_set_kind (dialog, TERR_GAME_GARDEN_PATHS);
  terr_generate_dialog_set_difficulty (dialog, TERR_DIFFICULTY_MEDIUM);
  terr_generate_dialog_set_seed (dialog, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.generate", NULL));
  g_assert_true (test_app_wait (generator_stopped_cb, dialog, 600000));
  g_assert_cmpstr (terr_generate_dialog_get_status_text (dialog), ==,
                   "No puzzle could be made: no medium puzzle was found from this seed; try another");
  g_assert_true (terr_editor_page_get_game (f->page) == design);

  terr_generate_dialog_set_unique_only (dialog, FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.generate", NULL));
  g_assert_true (test_app_wait (dialog_gone_cb, f->page, 600000));
  design = terr_editor_page_get_game (f->page);
  g_assert_cmpint (terr_game_get_kind (design), ==, TERR_GAME_GARDEN_PATHS);
  cert = terr_game_get_certificate (design);
  g_assert_nonnull (cert);
  g_assert_cmpint (cert->verdict, ==, TERR_VERDICT_SOLVABLE);
  g_assert_cmpuint (cert->n_solutions, >, 1);
}

/* Cancel in the Generate dialog stops it and keeps the design. */
static void
test_generate_cancel (Fixture       *f,
                      gconstpointer  data)
{
  TerrGenerateDialog *dialog;
  TerrGame *design;

  g_assert_true (terr_editor_page_new_design (f->page, TERR_GAME_HANGING_GARDENS));
  design = terr_editor_page_get_game (f->page);
  save_design (f, "editor-generate-cancel.terraces");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.generate", NULL));
  dialog = TERR_GENERATE_DIALOG (terr_editor_page_get_generate_dialog (f->page));
  g_assert_nonnull (dialog);
  /* Cancel while nothing runs closes the dialog. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.cancel", NULL));
  g_assert_true (test_app_wait (dialog_gone_cb, f->page, 60000));
  g_assert_true (terr_editor_page_get_game (f->page) == design);
}

static GtkWidget *
find_file_chooser (const char *title)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (GTK_IS_FILE_CHOOSER (item) && gtk_widget_get_visible (GTK_WIDGET (item))
          && g_strcmp0 (gtk_window_get_title (GTK_WINDOW (item)), title) == 0)
        return GTK_WIDGET (item);
    }
  return NULL;
}

static gboolean
chooser_shown_cb (gpointer data)
{
  return find_file_chooser (data) != NULL;
}

static gboolean
widget_mapped_cb (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

typedef struct {
  GtkFileChooser *chooser;
  GFile          *folder;
} FolderWait;

static gboolean
chooser_in_folder_cb (gpointer data)
{
  FolderWait *wait = data;
  g_autoptr(GFile) folder = NULL;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  folder = gtk_file_chooser_get_current_folder (wait->chooser);
  G_GNUC_END_IGNORE_DEPRECATIONS
  return folder != NULL && g_file_equal (folder, wait->folder);
}

static gboolean
chooser_gone_cb (gpointer data)
{
  return find_file_chooser (data) == NULL;
}

/* Answers the save chooser titled @title with @file. */
static void
choose_file (const char *title,
             GFile      *file)
{
  GtkWidget *chooser;
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autofree char *name = g_file_get_basename (file);

  g_assert_true (test_app_wait (chooser_shown_cb, (gpointer) title, 60000));
  chooser = find_file_chooser (title);
  g_assert_nonnull (chooser);
  /* Mapping it sets its first folder: set ours after that. */
  g_assert_true (test_app_wait (widget_mapped_cb, chooser, 60000));
  test_app_spin (50);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  g_assert_true (gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  {
    FolderWait wait = { GTK_FILE_CHOOSER (chooser), folder };

    g_assert_true (test_app_wait (chooser_in_folder_cb, &wait, 60000));
  }
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  G_GNUC_END_IGNORE_DEPRECATIONS
  /* The chooser checks the name (in the main loop) before answering. */
  g_assert_true (test_app_wait (chooser_gone_cb, (gpointer) title, 60000));
  test_app_spin (20);
}

/* "Save" in the unsaved-work dialog of a design never saved: Save As
 * asks where, writes, and then the new design that asked starts. */
static void
test_unsaved_save_as (Fixture       *f,
                      gconstpointer  data)
{
  g_autofree char *path = temp_path ("editor-pending.terraces");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(TerrGame) saved = NULL;
  AdwMessageDialog *dialog;

  g_assert_true (terr_editor_page_new_design (f->page, TERR_GAME_HANGING_GARDENS));
  put_at (f, "terrace", 0, 0);
  g_assert_false (terr_editor_page_new_design (f->page, TERR_GAME_ZIGGURAT));
  dialog = test_app_find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "save");
  test_app_spin (20);
  /* Still the design while Save As asks. */
  g_assert_cmpint (terr_game_get_kind (terr_editor_page_get_game (f->page)), ==, TERR_GAME_HANGING_GARDENS);
  choose_file ("Save the Scenario", file);

  /* Written, then the Ziggurat design asked for. */
  doc = terr_document_load_file (file, NULL, NULL);
  g_assert_nonnull (doc);
  saved = terr_game_load_draft (doc, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpint (terr_game_get_kind (saved), ==, TERR_GAME_HANGING_GARDENS);
  g_assert_nonnull (terr_hg_game_get_top (TERR_HG_GAME (saved), 0, 0, NULL, NULL));
  g_assert_cmpint (terr_game_get_kind (terr_editor_page_get_game (f->page)), ==, TERR_GAME_ZIGGURAT);
  g_remove (path);
}

/* Cancelling that Save As keeps the design, and nothing else starts. */
static void
test_unsaved_save_as_cancel (Fixture       *f,
                             gconstpointer  data)
{
  AdwMessageDialog *dialog;
  GtkWidget *chooser;
  TerrGame *design;

  g_assert_true (terr_editor_page_new_design (f->page, TERR_GAME_HANGING_GARDENS));
  design = terr_editor_page_get_game (f->page);
  g_assert_false (terr_editor_page_new_design (f->page, TERR_GAME_GARDEN_PATHS));
  dialog = test_app_find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "save");
  g_assert_true (test_app_wait (chooser_shown_cb, (gpointer) "Save the Scenario", 60000));
  chooser = find_file_chooser ("Save the Scenario");
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  G_GNUC_END_IGNORE_DEPRECATIONS
  test_app_spin (50);
  g_assert_true (terr_editor_page_get_game (f->page) == design);
  g_assert_true (terr_editor_page_get_modified (f->page));
}

/* Ctrl+O (win.open) on the editor page is the editor's Open: with unsaved
 * work it first asks to save the design (the window's Open would show its
 * file chooser at once), and Cancel keeps the design. */
static void
test_window_open (void)
{
  TerrWindow *window = terr_window_new (app);
  TerrEditorPage *page;
  g_auto(GStrv) accels = NULL;
  AdwMessageDialog *dialog;
  TerrGame *design;

  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.open");
  g_assert_true (g_strv_contains ((const char * const *) accels, "<Control>o"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-new", "s", "ziggurat"));
  page = TERR_EDITOR_PAGE (test_app_find_child (GTK_WIDGET (window), TERR_TYPE_EDITOR_PAGE));
  design = terr_editor_page_get_game (page);
  g_assert_true (terr_editor_page_get_modified (page));
  g_assert_null (test_app_find_message_dialog ());

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open", NULL));
  dialog = test_app_find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Save the Scenario?");
  g_assert_null (find_file_chooser ("Open a Game"));
  adw_message_dialog_response (dialog, "cancel");
  test_app_spin (20);
  g_assert_cmpstr (terr_window_get_page (window), ==, "editor");
  g_assert_true (terr_editor_page_get_game (page) == design);

  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
}

/* The window's Scenario Editor menu: Generate a Puzzle shows the editor
 * and its dialog. */
static void
test_window_generate (void)
{
  TerrWindow *window = terr_window_new (app);
  TerrEditorPage *page;
  GtkWidget *dialog;
  GWeakRef ref;

  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.generate-puzzle", NULL));
  g_assert_cmpstr (terr_window_get_page (window), ==, "editor");
  page = TERR_EDITOR_PAGE (test_app_find_child (GTK_WIDGET (window), TERR_TYPE_EDITOR_PAGE));
  dialog = terr_editor_page_get_generate_dialog (page);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  g_weak_ref_init (&ref, dialog);
  /* Closing the window closes the dialog too. */
  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
  g_assert_null (g_weak_ref_get (&ref));
  g_weak_ref_clear (&ref);
}

/* The registry's table of games agrees with each tools class: the kind it
 * gives for a game is the kind the class says it designs, and a new design
 * of each game gets those tools. */
static void
test_registry (void)
{
  guint n = 0;

  for (TerrGameKind kind = TERR_GAME_NONE + 1; terr_game_kind_to_string (kind) != NULL; kind++)
    {
      GType type = terr_editor_tools_registry_lookup (kind);
      TerrEditorToolsClass *klass;
      g_autoptr(GError) error = NULL;
      g_autoptr(TerrGame) design = NULL;
      TerrEditorTools *tools;

      if (type == G_TYPE_INVALID)
        continue;
      klass = g_type_class_ref (type);
      g_assert_cmpint (klass->kind, ==, kind);
      g_type_class_unref (klass);
      design = terr_editor_tools_registry_new_design (kind, &error);
      g_assert_no_error (error);
      g_assert_cmpint (terr_game_get_kind (design), ==, kind);
      tools = g_object_ref_sink (terr_editor_tools_registry_new_tools (design));
      g_assert_true (G_TYPE_CHECK_INSTANCE_TYPE (tools, type));
      g_object_unref (tools);
      n++;
    }
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpint (terr_editor_tools_registry_lookup (TERR_GAME_NONE), ==, G_TYPE_INVALID);
  g_assert_cmpint (terr_editor_tools_registry_lookup (terr_editor_tools_registry_first_kind ()), !=, G_TYPE_INVALID);
}

int
main (int   argc,
      char *argv[])
{
  int status;
  const char *part = "";

  /* The cases run in three parts, each a process of its own: one process
   * running every case makes more than 2048 GLib quarks (a file chooser
   * alone makes about 2000), and GLib then leaves its first quark block
   * behind, which LeakSanitizer reports as a leak.  "--puzzles": Check
   * Puzzle, the solution and Generate; "--files": the cases that answer
   * a file chooser (meson runs them one per process with -p). */
  if (argc > 1 && g_str_has_prefix (argv[1], "--"))
    {
      part = argv[1] + 2;
      argv[1] = argv[0];
      argc--;
      argv++;
    }
  if (!test_app_init (&argc, &argv))
    return 0;

  app = terr_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));

  if (g_str_equal (part, "files"))
    {
      g_test_add ("/app/editor/unsaved-save-as", Fixture, NULL,
                  fixture_setup, test_unsaved_save_as, fixture_teardown);
      g_test_add ("/app/editor/unsaved-save-as-cancel", Fixture, NULL,
                  fixture_setup, test_unsaved_save_as_cancel, fixture_teardown);
    }
  else if (!g_str_equal (part, "puzzles"))
    {
      g_test_add ("/app/editor/hanging-gardens", Fixture, NULL,
                  fixture_setup, test_hanging_gardens,
                  fixture_teardown);
      g_test_add ("/app/editor/ziggurat", Fixture, NULL,
                  fixture_setup, test_ziggurat,
                  fixture_teardown);
      g_test_add ("/app/editor/garden-paths", Fixture, NULL,
                  fixture_setup, test_garden_paths, fixture_teardown);
      g_test_add ("/app/editor/ziggurat-lists", Fixture, NULL,
                  fixture_setup, test_ziggurat_lists, fixture_teardown);
      g_test_add_func ("/app/editor/unsaved", test_unsaved);
      g_test_add_func ("/app/editor/registry", test_registry);
      g_test_add ("/app/editor/problems", Fixture, NULL,
                  fixture_setup, test_problems,
                  fixture_teardown);
      g_test_add ("/app/editor/test-play", Fixture, NULL,
                  fixture_setup, test_test_play,
                  fixture_teardown);
      g_test_add_func ("/app/editor/window", test_window);
      g_test_add ("/app/editor/difficulty", Fixture, NULL,
                  fixture_setup, test_difficulty, fixture_teardown);
      g_test_add_func ("/app/editor/window-open", test_window_open);
      g_test_add_func ("/app/editor/window-generate", test_window_generate);
    }
  else
    {
      g_test_add ("/app/editor/check/hanging-gardens", Fixture, NULL,
                  fixture_setup, test_check_hanging_gardens, fixture_teardown);
      g_test_add ("/app/editor/check/garden-paths", Fixture, NULL,
                  fixture_setup, test_check_garden_paths, fixture_teardown);
      g_test_add ("/app/editor/check/ziggurat", Fixture, NULL,
                  fixture_setup, test_check_ziggurat, fixture_teardown);
      g_test_add ("/app/editor/check/refused", Fixture, NULL,
                  fixture_setup, test_check_refused, fixture_teardown);
      g_test_add ("/app/editor/check/cancel", Fixture, NULL,
                  fixture_setup, test_check_cancel, fixture_teardown);
      g_test_add ("/app/editor/step-solution", Fixture, NULL,
                  fixture_setup, test_step_solution, fixture_teardown);
      g_test_add ("/app/editor/generate/hanging-gardens", Fixture, GINT_TO_POINTER (TERR_GAME_HANGING_GARDENS),
                  fixture_setup, test_generate, fixture_teardown);
      g_test_add ("/app/editor/generate/ziggurat", Fixture, GINT_TO_POINTER (TERR_GAME_ZIGGURAT),
                  fixture_setup, test_generate, fixture_teardown);
      g_test_add ("/app/editor/generate/garden-paths", Fixture, GINT_TO_POINTER (TERR_GAME_GARDEN_PATHS),
                  fixture_setup, test_generate, fixture_teardown);
      g_test_add ("/app/editor/generate/cancel", Fixture, NULL,
                  fixture_setup, test_generate_cancel, fixture_teardown);
      g_test_add ("/app/editor/generate/cancel-running", Fixture, NULL,
                  fixture_setup, test_generate_cancel_running, fixture_teardown);
  g_test_add ("/app/editor/generate-unique-only", Fixture, NULL,
              fixture_setup, test_generate_unique_only, fixture_teardown);
    }

  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
