/* test-editor.c — the scenario editor driven through its actions: a
 * scenario of each game built with the palette on the board (keyboard
 * cursor and Enter, right click's take-away), undo and redo of edits,
 * saved, reopened and compared; the live problem list and selecting a
 * problem's spot; F5 test-play and back with the edit history intact;
 * the window's menu entries; no leaks. */
#include "config.h"

#include "test-app-common.h"
#include "terr-editor-page.h"
#include "terr-hg-game.h"
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
  click_button (f, "Put this domino at the end of the hand", 0);
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

  /* Take the domino out of the hand: it is missing again. */
  click_button (f, "Take Out of the Hand", 0);
  s = terr_zg_game_get_state (zg);
  g_assert_cmpuint (s->hand_len, ==, 0);
  g_assert_cmpuint (terr_editor_page_get_n_problems (f->page), ==, 1);

  /* Two undos: back to a hand of one and the pile as added. */
  for (guint i = 0; i < 2; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "editor.undo", NULL));
  s = terr_zg_game_get_state (zg);
  g_assert_cmpuint (s->hand_len, ==, 1);
  g_assert_cmpuint (s->pile[s->pile_pos], ==, first);

  check_round_trip (f, "editor-zg-lists.terraces");
}

static AdwMessageDialog *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (item) && gtk_widget_get_visible (GTK_WIDGET (item)))
        return ADW_MESSAGE_DIALOG (item);
    }
  return NULL;
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
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "cancel");
  test_app_spin (20);
  g_assert_true (terr_editor_page_get_game (page) == design);

  /* Discard starts the other one. */
  g_assert_false (terr_editor_page_new_design (page, TERR_GAME_ZIGGURAT));
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "discard");
  test_app_spin (20);
  g_assert_cmpint (terr_game_get_kind (terr_editor_page_get_game (page)), ==, TERR_GAME_ZIGGURAT);

  /* Closing the window asks too; Discard closes it. */
  g_weak_ref_init (&ref, window);
  gtk_window_close (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_true (gtk_widget_get_visible (window));
  dialog = find_message_dialog ();
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

static GtkWidget *
find_child (GtkWidget *widget,
            GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_child (child, type);
      if (found != NULL)
        return found;
    }
  return NULL;
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
  page = TERR_EDITOR_PAGE (find_child (GTK_WIDGET (window), TERR_TYPE_EDITOR_PAGE));
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
  g_test_add ("/app/editor/problems", Fixture, NULL,
              fixture_setup, test_problems,
              fixture_teardown);
  g_test_add ("/app/editor/test-play", Fixture, NULL,
              fixture_setup, test_test_play,
              fixture_teardown);
  g_test_add_func ("/app/editor/window", test_window);

  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
