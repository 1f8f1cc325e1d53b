/* test-a11y.c — every page as screen readers get it, through GTK's
 * accessible API: each interactive widget on screen (buttons, toggles,
 * entries, spin buttons, sliders, drop-downs, switches, activatable list
 * rows, menu buttons, the board) has a name — an accessible label, a
 * labelled-by relation, or its own text — and no name reads its mnemonic
 * twice ("_Open Open").  Pages: the start page, the game page of each
 * game, the replay viewer with a replay, the scenario editor of each game,
 * the help window and the New Game dialog.  Also: the pages of the window
 * not shown are hidden from assistive technologies, and the board's
 * description follows the cursor, the moves and "read the position"; the
 * hint under a piece to place is one whole message for each case (turns
 * and mirrors, turns, neither). */
#include "config.h"

#include <string.h>

#include "test-app-common.h"
#include "terr-a11y.h"
#include "terr-board-private.h"
#include "terr-choices.h"
#include "terr-game-page-private.h"
#include "terr-help-window.h"
#include "terr-new-game-dialog.h"
#include "terr-window.h"

static TerrApplication *app;

typedef struct {
  guint      n_interactive;
  GPtrArray *problems;          /* char*: "GtkButton (TerrGamePage > …): no name" */
} Walk;

static gboolean
is_interactive (GtkWidget *widget)
{
  GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget));

  switch ((int) role)
    {
    case GTK_ACCESSIBLE_ROLE_BUTTON:
    case GTK_ACCESSIBLE_ROLE_CHECKBOX:
    case GTK_ACCESSIBLE_ROLE_RADIO:
    case GTK_ACCESSIBLE_ROLE_SWITCH:
    case GTK_ACCESSIBLE_ROLE_TEXT_BOX:
    case GTK_ACCESSIBLE_ROLE_SEARCH_BOX:
    case GTK_ACCESSIBLE_ROLE_SPIN_BUTTON:
    case GTK_ACCESSIBLE_ROLE_SLIDER:
    case GTK_ACCESSIBLE_ROLE_COMBO_BOX:
    case GTK_ACCESSIBLE_ROLE_MENU_ITEM:
    case GTK_ACCESSIBLE_ROLE_LINK:
    case GTK_ACCESSIBLE_ROLE_TAB:
    case GTK_ACCESSIBLE_ROLE_GRID:
      return TRUE;
    default:
      break;
    }
  /* List rows that do something when activated. */
  return GTK_IS_LIST_BOX_ROW (widget)
         && gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (widget));
}

/* Its own text: a GtkText or GtkEditable inside a widget that is named
 * (the spin button, the entry row) reads through its parent. */
static gboolean
named_by_parent (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  return GTK_IS_TEXT (widget) && parent != NULL
         && (gtk_test_accessible_has_property (GTK_ACCESSIBLE (parent), GTK_ACCESSIBLE_PROPERTY_LABEL)
             || gtk_test_accessible_has_relation (GTK_ACCESSIBLE (parent), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
             || GTK_IS_SPIN_BUTTON (parent) || ADW_IS_ENTRY_ROW (gtk_widget_get_ancestor (widget, ADW_TYPE_ENTRY_ROW)));
}

static gboolean
has_name (GtkWidget *widget)
{
  GtkAccessible *accessible = GTK_ACCESSIBLE (widget);

  return gtk_test_accessible_has_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL)
         || gtk_test_accessible_has_relation (accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY)
         || named_by_parent (widget);
}

static char *
where (GtkWidget *widget)
{
  GString *s = g_string_new (G_OBJECT_TYPE_NAME (widget));
  int depth = 0;

  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    g_string_append_printf (s, " label \"%s\"", gtk_button_get_label (GTK_BUTTON (widget)));
  if (GTK_IS_BUTTON (widget) && gtk_button_get_icon_name (GTK_BUTTON (widget)) != NULL)
    g_string_append_printf (s, " icon %s", gtk_button_get_icon_name (GTK_BUTTON (widget)));
  if (gtk_widget_get_tooltip_text (widget) != NULL)
    g_string_append_printf (s, " tooltip \"%s\"", gtk_widget_get_tooltip_text (widget));

  for (GtkWidget *w = gtk_widget_get_parent (widget); w != NULL && depth < 4;
       w = gtk_widget_get_parent (w), depth++)
    {
      const char *tooltip = gtk_widget_get_tooltip_text (w);

      g_string_append_printf (s, " < %s", G_OBJECT_TYPE_NAME (w));
      if (tooltip != NULL)
        g_string_append_printf (s, " \"%s\"", tooltip);
    }
  return g_string_free (s, FALSE);
}

/* Whether @widget is a button whose accessible label is its mnemonic
 * label as written ("_Open"). */
static gboolean
reads_mnemonic (GtkWidget *widget)
{
  const char *label;
  char *error;
  gboolean same;

  if (!GTK_IS_BUTTON (widget) || !gtk_button_get_use_underline (GTK_BUTTON (widget)))
    return FALSE;
  label = gtk_button_get_label (GTK_BUTTON (widget));
  if (label == NULL || strchr (label, '_') == NULL
      || !gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return FALSE;
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                              GTK_ACCESSIBLE_PROPERTY_LABEL, label);
  same = error == NULL;
  g_free (error);
  return same;
}

static void
add_problem (Walk       *w,
             GtkWidget  *widget,
             const char *problem)
{
  g_autofree char *place = where (widget);

  g_ptr_array_add (w->problems, g_strdup_printf ("%s: %s", place, problem));
}

static void
walk (GtkWidget *widget,
      Walk      *w)
{
  /* What is not on screen is not read (hidden pages, closed popovers). */
  if (!gtk_widget_get_mapped (widget))
    return;

  if (is_interactive (widget))
    {
      w->n_interactive++;
      if (!has_name (widget))
        add_problem (w, widget, "no name");
      if (terr_a11y_is_named_twice (widget))
        add_problem (w, widget, "named twice (label and labelled-by)");
      /* A mnemonic label kept as the accessible label reads "_Open". */
      if (reads_mnemonic (widget))
        add_problem (w, widget, "the name reads the mnemonic");
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    walk (child, w);
}

/* Walk @root; fail with every unnamed widget listed.  Returns how many
 * interactive widgets it found. */
static guint
check_tree (GtkWidget  *root,
            const char *page)
{
  Walk w = { 0, g_ptr_array_new_with_free_func (g_free) };
  guint n;

  walk (root, &w);
  for (guint i = 0; i < w.problems->len; i++)
    g_test_message ("%s: %s", page, (char *) g_ptr_array_index (w.problems, i));
  if (w.problems->len > 0)
    g_error ("%s: %u of %u interactive widgets badly named (first: %s)", page,
             w.problems->len, w.n_interactive, (char *) g_ptr_array_index (w.problems, 0));
  g_test_message ("%s: %u interactive widgets, all named", page, w.n_interactive);
  n = w.n_interactive;
  g_ptr_array_unref (w.problems);
  return n;
}

static gboolean
is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

static TerrWindow *
make_window (void)
{
  TerrWindow *window = g_object_ref_sink (terr_window_new (app));

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (test_app_wait (is_mapped, window, 5000));
  return window;
}

static void
close_window (TerrWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
}

static void
reveal_cb (TerrGame     *game,
           TerrGamePage *page)
{
  if (terr_game_page_is_privacy_shown (page))
    gtk_widget_activate_action (GTK_WIDGET (page), "page.reveal", NULL);
}

/* Play @n legal moves of the game shown through its board. */
static void
play_moves (TerrWindow *window,
            guint       n)
{
  TerrGame *game = terr_window_get_game (window);
  TerrBoard *board = terr_game_page_get_board (TERR_GAME_PAGE (terr_window_get_game_page (window)));
  TerrChoices *choices = terr_board_get_choices (board);

  for (guint i = 0; i < n && !terr_game_is_over (game); i++)
    {
      g_autoptr(GPtrArray) legal = NULL;

      for (guint k = 0; k < terr_choices_get_n_choices (choices)
                        && terr_choices_get_n_legal (choices, terr_choices_get_selected (choices)) == 0; k++)
        terr_choices_cycle (choices, 1);
      if (!terr_choices_is_positional (choices, terr_choices_get_selected (choices)))
        {
          g_autoptr(TerrMove) move = terr_choices_build_plain_move (choices, terr_choices_get_selected (choices));
          g_assert_true (terr_game_play (game, move, NULL));
          continue;
        }
      legal = terr_choices_get_legal_moves (choices);
      g_assert_cmpuint (legal->len, >, 0);
      g_assert_true (terr_game_play (game, g_ptr_array_index (legal, 0), NULL));
    }
}

static void
test_start_page (void)
{
  TerrWindow *window = make_window ();

  g_assert_cmpstr (terr_window_get_page (window), ==, "start");
  g_assert_cmpuint (check_tree (GTK_WIDGET (window), "start page"), >=, 6);
  close_window (window);
}

static void
test_game_page (gconstpointer data)
{
  const char *kind = data;
  TerrWindow *window = make_window ();
  TerrGamePage *page = TERR_GAME_PAGE (terr_window_get_game_page (window));
  g_autofree char *name = g_strdup_printf ("game page (%s)", kind);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", kind));
  g_signal_connect_object (terr_window_get_game (window), "changed", G_CALLBACK (reveal_cb), page,
                           G_CONNECT_AFTER);
  reveal_cb (NULL, page);
  test_app_spin (50);
  check_tree (GTK_WIDGET (window), name);

  /* A few moves on: more pieces, the hand, the pile. */
  play_moves (window, 3);
  reveal_cb (NULL, page);
  test_app_spin (50);
  check_tree (GTK_WIDGET (window), name);
  close_window (window);
}

static void
test_replay_viewer (gconstpointer data)
{
  const char *kind = data;
  TerrWindow *window = make_window ();
  TerrGamePage *page = TERR_GAME_PAGE (terr_window_get_game_page (window));
  g_autofree char *name = g_strdup_printf ("replay viewer (%s)", kind);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", kind));
  reveal_cb (NULL, page);
  play_moves (window, 4);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.review", NULL));
  g_assert_cmpstr (terr_window_get_page (window), ==, "replay");
  test_app_spin (50);
  check_tree (GTK_WIDGET (window), name);
  close_window (window);
}

static void
test_editor (gconstpointer data)
{
  const char *kind = data;
  TerrWindow *window = make_window ();
  g_autofree char *name = g_strdup_printf ("scenario editor (%s)", kind);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-new", "s", kind));
  g_assert_cmpstr (terr_window_get_page (window), ==, "editor");
  test_app_spin (50);
  check_tree (GTK_WIDGET (window), name);
  close_window (window);
}

static GtkWidget *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type))
        return toplevel;
    }
  return NULL;
}

static gboolean
toplevel_mapped (gpointer data)
{
  GtkWidget *toplevel = find_toplevel (GPOINTER_TO_SIZE (data));

  return toplevel != NULL && gtk_widget_get_mapped (toplevel);
}

static void
test_help_window (void)
{
  TerrWindow *window = make_window ();
  GtkWidget *help;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.help", NULL));
  g_assert_true (test_app_wait (toplevel_mapped, GSIZE_TO_POINTER (TERR_TYPE_HELP_WINDOW), 5000));
  help = find_toplevel (TERR_TYPE_HELP_WINDOW);
  test_app_spin (50);
  check_tree (help, "help window");
  gtk_window_destroy (GTK_WINDOW (help));
  close_window (window);
}

static void
test_new_game_dialog (gconstpointer data)
{
  const char *kind = data;
  TerrWindow *window = make_window ();
  GtkWidget *dialog;
  g_autofree char *name = g_strdup_printf ("New Game dialog (%s)", kind);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-new-game", "s", kind));
  g_assert_true (test_app_wait (toplevel_mapped, GSIZE_TO_POINTER (TERR_TYPE_NEW_GAME_DIALOG), 5000));
  dialog = find_toplevel (TERR_TYPE_NEW_GAME_DIALOG);
  test_app_spin (50);
  check_tree (dialog, name);
  gtk_window_destroy (GTK_WINDOW (dialog));
  close_window (window);
}

/* The start page is hidden from screen readers while a game is shown, and
 * the game page while the start page is. */
static void
test_hidden_pages (void)
{
  TerrWindow *window = make_window ();
  GtkWidget *game_page = terr_window_get_game_page (window);
  GtkWidget *stack = gtk_widget_get_ancestor (game_page, GTK_TYPE_STACK);
  GtkWidget *start = NULL;

  g_assert_nonnull (stack);
  start = gtk_stack_get_child_by_name (GTK_STACK (stack), "start");
  g_assert_nonnull (start);

  g_assert_true (gtk_test_accessible_has_state (GTK_ACCESSIBLE (game_page), GTK_ACCESSIBLE_STATE_HIDDEN));
  g_assert_null (gtk_test_accessible_check_state (GTK_ACCESSIBLE (game_page), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE));
  g_assert_null (gtk_test_accessible_check_state (GTK_ACCESSIBLE (start), GTK_ACCESSIBLE_STATE_HIDDEN, FALSE));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", "ziggurat"));
  g_assert_null (gtk_test_accessible_check_state (GTK_ACCESSIBLE (game_page), GTK_ACCESSIBLE_STATE_HIDDEN, FALSE));
  g_assert_null (gtk_test_accessible_check_state (GTK_ACCESSIBLE (start), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL);
  g_assert_null (gtk_test_accessible_check_state (GTK_ACCESSIBLE (game_page), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE));
  g_assert_null (gtk_test_accessible_check_state (GTK_ACCESSIBLE (start), GTK_ACCESSIBLE_STATE_HIDDEN, FALSE));
  close_window (window);
}

/* The board's description: the cursor's square from the game, the piece's
 * verdict there, the move just played, and the whole position. */
static void
test_board_speaks (void)
{
  TerrWindow *window = make_window ();
  TerrGamePage *page = TERR_GAME_PAGE (terr_window_get_game_page (window));
  TerrBoard *board;
  TerrGame *game;
  const char *text;
  g_autofree char *square = NULL;
  g_autofree char *position = NULL;
  int x, y;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", "hanging-gardens"));
  board = terr_game_page_get_board (page);
  game = terr_window_get_game (window);
  terr_board_set_cursor (board, 0, 0);
  text = terr_board_get_accessible_text (board);
  g_assert_nonnull (text);
  /* What the screen reader gets is what the board says. */
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (board),
                                                     GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text));
  g_assert_nonnull (strstr (text, "Cursor at 0, 0: table"));
  g_assert_nonnull (strstr (text, "can go here"));

  /* Enter plays the terrace at the cursor: the move is announced, and the
   * square now holds a terrace. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.place", NULL));
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 1);
  text = terr_board_get_accessible_text (board);
  square = terr_game_describe_square (game, 0, 0, 0);
  g_assert_cmpstr (square, ==, "terrace level 0");
  g_assert_nonnull (strstr (text, "terrace level 0"));
  g_assert_nonnull (terr_board_get_announcement (board));
  g_assert_true (g_str_has_prefix (text, terr_board_get_announcement (board)));
  g_assert_nonnull (strstr (text, "to move."));

  /* A move the rules refuse is announced with the reason. */
  terr_board_get_cursor (board, &x, &y);
  {
    gboolean legal = TRUE;
    const char *reason = NULL;

    terr_board_set_cursor (board, x, y);
    if (terr_board_get_ghost (board, &legal, &reason) != NULL && !legal)
      {
        gtk_widget_activate_action (GTK_WIDGET (board), "board.place", NULL);
        g_assert_cmpuint (terr_game_get_n_moves (game), ==, 1);
        g_assert_nonnull (strstr (terr_board_get_accessible_text (board), "Not played"));
        g_assert_nonnull (strstr (terr_board_get_accessible_text (board), reason));
      }
  }

  /* Read the position: row by row, what lies where. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.read-position", NULL));
  position = terr_board_describe_position (board);
  g_assert_nonnull (strstr (position, "Row 0: 0: terrace level 0"));
  g_assert_true (g_str_has_prefix (terr_board_get_accessible_text (board), position));

  /* An arrow key: back to the cursor alone. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.move-cursor", "(ii)", 1, 0));
  g_assert_null (terr_board_get_announcement (board));
  g_assert_true (g_str_has_prefix (terr_board_get_accessible_text (board), "Cursor at 1, 0: terrace level 0"));
  close_window (window);
}

/* Ziggurat: the tiers of a cell, the open pile; Garden Paths: shapes. */
static void
test_board_words (void)
{
  TerrWindow *window = make_window ();
  TerrGamePage *page = TERR_GAME_PAGE (terr_window_get_game_page (window));
  TerrBoard *board = terr_game_page_get_board (page);
  g_autofree char *position = NULL;
  const char *text;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", "ziggurat"));
  position = terr_board_describe_position (board);
  g_assert_nonnull (strstr (position, "Tier 1: empty."));
  g_assert_nonnull (strstr (position, "in the pile"));
  play_moves (window, 1);
  text = terr_board_get_accessible_text (board);
  g_assert_nonnull (strstr (text, "in the pile"));
  /* The cursor's cell says its tiers. */
  terr_board_set_cursor (board, 2, 2);
  g_assert_nonnull (strstr (terr_board_get_accessible_text (board), "Cursor at 2, 2: "));
  g_clear_pointer (&position, g_free);
  position = terr_board_describe_position (board);
  g_assert_nonnull (strstr (position, "Tier 1: row"));

  {
    g_autoptr(TerrGame) gp = terr_game_new (TERR_GAME_GARDEN_PATHS, 1, 7, NULL);

    terr_window_set_game (window, gp);
  }
  terr_board_set_cursor (board, 0, 0);
  text = terr_board_get_accessible_text (board);
  g_test_message ("%s", text);
  /* The piece to announce is named by its shape ("… squares …"). */
  g_assert_nonnull (strstr (text, "square"));
  g_clear_pointer (&position, g_free);
  position = terr_board_describe_position (board);
  g_assert_nonnull (strstr (position, "Row 0: "));
  close_window (window);
}

static const char HINT_NEITHER[] =
  "Click where the piece goes, or move the cursor with the arrow keys and press Enter. "
  "N picks the next piece, Ctrl+R reads the whole position.";
static const char HINT_TURNS[] =
  "Click where the piece goes, or move the cursor with the arrow keys and press Enter. "
  "R or a right click turns the piece. N picks the next piece, Ctrl+R reads the whole position.";
static const char HINT_MIRRORS[] =
  "Click where the piece goes, or move the cursor with the arrow keys and press Enter. "
  "R or a right click turns the piece, M mirrors it. N picks the next piece, Ctrl+R reads "
  "the whole position.";

/* The hint shown under the pieces for the selected piece to place. */
static const char *
placing_hint (TerrGamePage *page, TerrChoices *choices)
{
  int selected = terr_choices_get_selected (choices);

  g_assert_cmpint (selected, >=, 0);
  g_assert_true (terr_choices_is_positional (choices, selected));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (page->hint_label)));
  return gtk_label_get_text (page->hint_label);
}

/* A Ziggurat domino turns; in Garden Paths a path piece neither turns nor
 * mirrors, a flower bed does both.  Each hint is one whole message. */
static void
test_placing_hints (void)
{
  TerrWindow *window = make_window ();
  TerrGamePage *page = TERR_GAME_PAGE (terr_window_get_game_page (window));
  TerrChoices *choices;
  g_autoptr(TerrGame) gp = terr_game_new (TERR_GAME_GARDEN_PATHS, 1, 7, NULL);
  gboolean seen_neither = FALSE, seen_mirrors = FALSE;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", "ziggurat"));
  test_app_spin (100);
  choices = terr_board_get_choices (terr_game_page_get_board (page));
  terr_choices_set_selected (choices, 0);
  test_app_spin (20);
  g_assert_true (terr_choices_can_turn (choices));
  g_assert_false (terr_choices_can_mirror (choices));
  g_assert_cmpstr (placing_hint (page, choices), ==, HINT_TURNS);

  terr_window_set_game (window, gp);
  test_app_spin (100);
  choices = terr_board_get_choices (terr_game_page_get_board (page));
  for (int round = 0; round < 12 && !(seen_neither && seen_mirrors); round++)
    {
      g_autoptr(TerrMove) move = NULL;

      g_assert_cmpstr (terr_choices_get_move_type (choices, 0), ==, "announce");
      terr_choices_set_selected (choices, 0);
      test_app_spin (20);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "page.play-selected", NULL));
      test_app_spin (50);
      if (terr_choices_can_mirror (choices))
        {
          g_assert_cmpstr (placing_hint (page, choices), ==, HINT_MIRRORS);
          seen_mirrors = TRUE;
        }
      else
        {
          g_assert_false (terr_choices_can_turn (choices));
          g_assert_cmpstr (placing_hint (page, choices), ==, HINT_NEITHER);
          seen_neither = TRUE;
        }
      move = terr_game_ai_move (gp, 1, 1, NULL, NULL);
      g_assert_true (terr_game_play (gp, move, NULL));
      test_app_spin (50);
    }
  g_assert_true (seen_neither);
  g_assert_true (seen_mirrors);
  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  static const char *kinds[] = { "hanging-gardens", "ziggurat", "garden-paths" };
  int status;

  /* GTK's test backend keeps every accessible property for reading. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  if (!test_app_init (&argc, &argv))
    return 0;

  app = terr_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));

  g_test_add_func ("/app/a11y/start-page", test_start_page);
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      g_autofree char *game = g_strdup_printf ("/app/a11y/game-page/%s", kinds[i]);
      g_autofree char *replay = g_strdup_printf ("/app/a11y/replay-viewer/%s", kinds[i]);
      g_autofree char *editor = g_strdup_printf ("/app/a11y/editor/%s", kinds[i]);
      g_autofree char *dialog = g_strdup_printf ("/app/a11y/new-game-dialog/%s", kinds[i]);

      g_test_add_data_func (game, kinds[i], test_game_page);
      g_test_add_data_func (replay, kinds[i], test_replay_viewer);
      g_test_add_data_func (editor, kinds[i], test_editor);
      g_test_add_data_func (dialog, kinds[i], test_new_game_dialog);
    }
  g_test_add_func ("/app/a11y/help-window", test_help_window);
  g_test_add_func ("/app/a11y/hidden-pages", test_hidden_pages);
  g_test_add_func ("/app/a11y/board-speaks", test_board_speaks);
  g_test_add_func ("/app/a11y/board-words", test_board_words);
  g_test_add_func ("/app/a11y/placing-hints", test_placing_hints);

  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
