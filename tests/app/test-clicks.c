/* test-clicks.c — the board answers where the player aims and says why at
 * the spot: one refusal toast at a time, none left once the page is left;
 * a refused placement drawn in red with its reason beside it; with a piece
 * in hand a gazebo in front never takes the click from the square behind
 * it; a Garden Paths hint is the ghost the pointer makes at its square,
 * beside the player's own ghost, and a click there plays it; at the end of
 * Hanging Gardens a support is moved by a click on it, then one where it
 * goes, from rows that keep their order. */
#include "config.h"

#include "test-app-common.h"
#include "terr-board-private.h"
#include "terr-game-page-private.h"
#include "terr-replay-page.h"
#include "terr-choices.h"
#include "terr-window.h"

static TerrApplication *app;

#define HG_HEAD \
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
  "<terraces format=\"1\" game=\"hanging-gardens\" kind=\"scenario\">\n" \
  "  <rules players=\"2\" progress-rule=\"true\"/>\n" \
  "  <players>\n    <player seat=\"1\" name=\"Ann\" type=\"human\"/>\n" \
  "    <player seat=\"2\" name=\"Bob\" type=\"human\"/>\n  </players>\n" \
  "  <position to-move=\"1\" actions-taken=\"0\" passes=\"0\">\n"
#define HG_TAIL "  </position>\n</terraces>\n"

/* Ann's gazebo on (1, 2), the free terrace space (1, 1) just behind it. */
#define HG_GAZEBO_XML HG_HEAD \
  "    <supply tiles=\"20\" suns=\"6\" moons=\"6\" crowns=\"6\" arms=\"6\"/>\n" \
  "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n    <terrace x=\"2\" y=\"0\" level=\"0\"/>\n" \
  "    <terrace x=\"0\" y=\"2\" level=\"0\"/>\n    <terrace x=\"2\" y=\"2\" level=\"0\"/>\n" \
  "    <gazebo x=\"1\" y=\"2\" seat=\"1\"/>\n" HG_TAIL

/* The supply has no tile left: supports move. */
#define HG_END_XML HG_HEAD \
  "    <supply tiles=\"0\" suns=\"1\" moons=\"0\" crowns=\"0\" arms=\"0\"/>\n" \
  "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n    <terrace x=\"2\" y=\"0\" level=\"0\"/>\n" \
  "    <terrace x=\"0\" y=\"2\" level=\"0\"/>\n    <terrace x=\"2\" y=\"2\" level=\"0\"/>\n" \
  "    <support x=\"0\" y=\"0\" level=\"0\" stack=\"1\"/>\n" \
  "    <support x=\"2\" y=\"2\" level=\"0\" stack=\"1\"/>\n" \
  "    <gazebo x=\"3\" y=\"0\" seat=\"1\"/>\n    <gazebo x=\"0\" y=\"3\" seat=\"2\"/>\n" HG_TAIL

typedef struct {
  TerrWindow   *window;
  TerrGamePage *page;
  TerrBoard    *board;
  TerrGame     *game;
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
open_game (Fixture  *f,
           TerrGame *game)
{
  f->window = g_object_ref_sink (terr_window_new (app));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 700);
  gtk_window_present (GTK_WINDOW (f->window));
  terr_window_set_game (f->window, game);
  f->game = terr_window_get_game (f->window);
  f->page = TERR_GAME_PAGE (terr_window_get_game_page (f->window));
  f->board = terr_game_page_get_board (f->page);
  g_assert_true (test_app_wait (board_allocated, f->board, 5000));
}

static void
open_xml (Fixture    *f,
          const char *xml)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (xml, strlen (xml));
  g_autoptr(GError) error = NULL;
  TerrDocument *doc = terr_document_load_bytes (bytes, "test.terraces", &error);
  g_autoptr(TerrGame) game = NULL;

  g_assert_no_error (error);
  game = terr_game_load_document (doc, &error);
  g_assert_no_error (error);
  terr_document_free (doc);
  open_game (f, game);
}

static void
close_game (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  test_app_spin (20);
  g_assert_finalize_object (f->window);
}

static int
find_choice (TerrChoices *choices,
             const char  *key_prefix)
{
  for (guint i = 0; i < terr_choices_get_n_choices (choices); i++)
    if (g_str_has_prefix (terr_choice_get_key (terr_choices_get_choice (choices, i)), key_prefix))
      return (int) i;
  return -1;
}

/* Where the centre of square (@x, @y) is drawn on the board, level @level. */
static void
locate (TerrBoard *board,
        double     fx,
        double     fy,
        int        level,
        int        seat,
        double    *x,
        double    *y)
{
  TerrRenderOptions opts;

  terr_board_get_render_options (board, &opts);
  g_assert_true (terr_render_scene_locate (board->scene, gtk_widget_get_width (GTK_WIDGET (board)),
                                           gtk_widget_get_height (GTK_WIDGET (board)), &opts,
                                           seat, fx, fy, level, x, y));
}

/* The toast widgets the overlay shows, and the text of the last one. */
static guint
count_toasts (GtkWidget  *widget,
              GString    *text)
{
  guint n = 0;

  if (g_str_equal (gtk_widget_get_css_name (widget), "toast") && gtk_widget_get_visible (widget))
    {
      g_string_truncate (text, 0);
      n++;
    }
  if (GTK_IS_LABEL (widget) && gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY) != NULL)
    {
      for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
        if (g_str_equal (gtk_widget_get_css_name (w), "toast"))
          {
            g_string_append (text, gtk_label_get_label (GTK_LABEL (widget)));
            break;
          }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_toasts (child, text);
  return n;
}

/* The move that led to the position shown. */
static const TerrMove *
last_move (TerrGame *game)
{
  return terr_game_node_get_move (terr_game_get_cursor (game));
}

static TerrMove *
bed_at (int seat,
        int x,
        int y)
{
  TerrMove *move = terr_move_new (seat, "bed");

  terr_move_set_int (move, "x", x);
  terr_move_set_int (move, "y", y);
  terr_move_set (move, "suit", "suns");
  return move;
}

/* Two refusals in a row leave one toast, the second; leaving the page
 * leaves none. */
static void
test_one_toast (void)
{
  Fixture f;
  GtkWidget *overlay;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(TerrMove) on_table = bed_at (1, 10, 10);
  g_autoptr(TerrMove) on_gazebo = bed_at (1, 1, 2);

  open_xml (&f, HG_GAZEBO_XML);
  overlay = gtk_widget_get_ancestor (GTK_WIDGET (f.page), ADW_TYPE_TOAST_OVERLAY);
  g_assert_nonnull (overlay);

  g_assert_false (terr_board_play (f.board, on_table));
  test_app_spin (50);
  g_assert_cmpuint (count_toasts (overlay, text), ==, 1);
  g_assert_cmpstr (text->str, ==, "There is no terrace there.");

  g_assert_false (terr_board_play (f.board, on_gazebo));
  test_app_spin (50);
  g_assert_cmpuint (terr_game_page_get_n_toasts (f.page), ==, 1);
  g_assert_cmpuint (count_toasts (overlay, text), ==, 1);
  g_assert_cmpstr (text->str, !=, "There is no terrace there.");
  g_assert_cmpstr (text->str, !=, "");

  /* Back to the start page: the game's message goes with it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.show-start", NULL));
  test_app_spin (50);
  g_assert_cmpuint (terr_game_page_get_n_toasts (f.page), ==, 0);
  g_assert_cmpuint (count_toasts (overlay, text), ==, 0);

  close_game (&f);
}

/* The replay viewer too: a refused edit replaces the one before; back on
 * the start page, none is left. */
static void
test_replay_one_toast (void)
{
  Fixture f;
  TerrReplayPage *replay;
  TerrBoard *board;
  GtkWidget *overlay;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(TerrMove) on_table = bed_at (1, 10, 10);
  g_autoptr(TerrMove) on_gazebo = bed_at (1, 1, 2);

  open_xml (&f, HG_GAZEBO_XML);
  terr_window_review_game (f.window, f.game);
  test_app_spin (50);
  g_assert_cmpstr (terr_window_get_page (f.window), ==, "replay");
  replay = TERR_REPLAY_PAGE (terr_window_get_replay_page (f.window));
  overlay = gtk_widget_get_ancestor (GTK_WIDGET (replay), ADW_TYPE_TOAST_OVERLAY);
  board = terr_replay_page_get_board (replay);
  g_assert_false (terr_board_play (board, on_table));
  g_assert_false (terr_board_play (board, on_gazebo));
  test_app_spin (50);
  g_assert_cmpuint (count_toasts (overlay, text), ==, 1);
  g_assert_cmpstr (text->str, ==, "There is a gazebo there already.");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.show-start", NULL));
  test_app_spin (50);
  g_assert_cmpuint (count_toasts (overlay, text), ==, 0);
  close_game (&f);
}

/* Pixels in the box around (@cx, @cy) of half-size @r that are strongly
 * red (red well above green and blue). */
static guint
count_red (cairo_surface_t *surface,
           double           cx,
           double           cy,
           int              r)
{
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);
  guint n = 0;

  for (int y = MAX ((int) cy - r, 0); y < MIN ((int) cy + r, h); y++)
    for (int x = MAX ((int) cx - r, 0); x < MIN ((int) cx + r, w); x++)
      {
        guint32 p = *(const guint32 *) (data + y * stride + 4 * x);
        int red = (p >> 16) & 0xff, green = (p >> 8) & 0xff, blue = p & 0xff;

        if (red > 120 && red > green + 60 && red > blue + 60)
          n++;
      }
  return n;
}

/* A bed aimed at bare table: the ghost red where the pointer is, the
 * game's short reason written above it; gone once the pointer moves on. */
static void
test_refusal_at_spot (void)
{
  Fixture f;
  TerrChoices *choices;
  cairo_surface_t *before, *after;
  double x, y;
  guint red_before, red_after;

  open_xml (&f, HG_GAZEBO_XML);
  choices = terr_board_get_choices (f.board);
  terr_choices_set_selected (choices, find_choice (choices, "bed:"));
  /* Bare table south-east of the garden. */
  locate (f.board, 4.5, 1.5, -1, 0, &x, &y);
  terr_board_hover (f.board, x, y);
  before = test_app_snapshot_own (GTK_WIDGET (f.board));
  g_assert_false (terr_board_click (f.board, x, y));
  g_assert_cmpuint (terr_game_get_position_index (f.game), ==, 0);
  g_assert_cmpstr (terr_board_get_refusal_text (f.board), ==, "There is no terrace there.");
  after = test_app_snapshot_own (GTK_WIDGET (f.board));

  /* The ghost at the spot is red (before and after the click); the
   * label above it adds a block of red. */
  g_assert_cmpuint (count_red (before, x, y, 12), >, 20);
  g_assert_cmpuint (count_red (after, x, y, 12), >, 20);
  red_before = count_red (before, x, y - 30, 40);
  red_after = count_red (after, x, y - 30, 40);
  g_assert_cmpuint (red_after, >, red_before + 400);
  cairo_surface_destroy (before);
  cairo_surface_destroy (after);

  /* The pointer on a terrace: another ghost, no reason any more. */
  locate (f.board, 0.5, 0.5, 0, 0, &x, &y);
  terr_board_hover (f.board, x, y);
  g_assert_null (terr_board_get_refusal_text (f.board));

  close_game (&f);
}

/* With a bed in hand, a point drawn on Ann's gazebo but on the surface of
 * the square behind it places the bed there; with nothing in hand it is
 * the gazebo's. */
static void
test_behind_gazebo (void)
{
  Fixture f;
  TerrChoices *choices;
  TerrRenderOptions opts;
  TerrRenderHit hit;
  double gx, gy, bx, by, x = 0, y = 0;
  int width, height;
  gboolean found = FALSE;
  const TerrMove *played;

  open_xml (&f, HG_GAZEBO_XML);
  g_assert_cmpstr (terr_board_get_view (f.board), ==, "oblique");
  choices = terr_board_get_choices (f.board);
  terr_choices_set_selected (choices, find_choice (choices, "bed:"));
  width = gtk_widget_get_width (GTK_WIDGET (f.board));
  height = gtk_widget_get_height (GTK_WIDGET (f.board));

  /* From the centre of (1, 1) towards the gazebo on (1, 2): the first
   * point the gazebo covers where the surface is still (1, 1). */
  locate (f.board, 1.5, 1.5, 0, 0, &bx, &by);
  locate (f.board, 1.5, 2.5, 0, 0, &gx, &gy);
  terr_board_get_render_options (f.board, &opts);
  for (int k = 0; k <= 40 && !found; k++)
    {
      double px = bx + (gx - bx) * k / 40.0, py = by + (gy - by) * k / 40.0;
      TerrRenderHit surface;

      opts.hit_surface = FALSE;
      terr_render_scene_hit_test (f.board->scene, width, height, &opts, px, py, &hit);
      opts.hit_surface = TRUE;
      terr_render_scene_hit_test (f.board->scene, width, height, &opts, px, py, &surface);
      if (hit.piece == TERR_RENDER_PIECE_GAZEBO && surface.x == 1 && surface.y == 1)
        {
          x = px;
          y = py;
          found = TRUE;
        }
    }
  g_assert_true (found);

  /* The board aims at the surface: the bed goes on (1, 1). */
  g_assert_true (terr_board_hit_test (f.board, x, y, &hit));
  g_assert_cmpint (hit.x, ==, 1);
  g_assert_cmpint (hit.y, ==, 1);
  g_assert_true (terr_board_click (f.board, x, y));
  played = last_move (f.game);
  g_assert_nonnull (played);
  g_assert_cmpstr (terr_move_get_move_type (played), ==, "bed");
  g_assert_cmpstr (terr_move_get (played, "x"), ==, "1");
  g_assert_cmpstr (terr_move_get (played, "y"), ==, "1");

  close_game (&f);
}

/* Garden Paths alone: paths are announced and placed until a flower bed
 * is announced; the choices then hold it. */
static void
announce_flower_bed (Fixture *f)
{
  TerrChoices *choices = terr_board_get_choices (f->board);

  for (int turn = 0; turn < 4; turn++)
    {
      int flower = -1, other = -1;

      for (guint i = 0; i < terr_choices_get_n_choices (choices); i++)
        {
          if (g_str_has_prefix (terr_choices_get_label (choices, i), "Announce Flower Bed") && flower < 0)
            flower = (int) i;
          if (g_str_has_prefix (terr_choices_get_label (choices, i), "Announce") && other < 0)
            other = (int) i;
        }
      if (flower >= 0)
        {
          g_autoptr(TerrMove) announce = terr_choices_build_plain_move (choices, flower);

          g_assert_true (terr_game_play (f->game, announce, NULL));
          return;
        }
      g_assert_cmpint (other, >=, 0);
      {
        g_autoptr(TerrMove) announce = terr_choices_build_plain_move (choices, other);
        g_autoptr(GPtrArray) legal = NULL;
        g_autoptr(TerrMove) place = NULL;

        g_assert_true (terr_game_play (f->game, announce, NULL));
        legal = terr_choices_get_legal_moves (choices);
        g_assert_cmpuint (legal->len, >, 0);
        place = terr_move_copy_bare (g_ptr_array_index (legal, 0));
        g_assert_true (terr_game_play (f->game, place, NULL));
      }
    }
  g_assert_not_reached ();
}

/* Garden Paths alone: a flower bed announced, then a hint.  The player's
 * own ghost stays beside it; at the hint's square the pointer's ghost is
 * the hint, and a click there plays it. */
static void
test_gp_hint (void)
{
  Fixture f;
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_GARDEN_PATHS, 1, 7, NULL);
  TerrChoices *choices;
  g_autoptr(TerrMove) hint = NULL;
  const TerrMove *ghost;
  double x, y;
  int ax, ay, orientation;
  gboolean legal;

  open_game (&f, game);
  choices = terr_board_get_choices (f.board);
  announce_flower_bed (&f);
  g_assert_true (terr_choices_can_mirror (choices));

  /* The player's ghost, somewhere. */
  locate (f.board, 0.5, 0.5, 0, 1, &x, &y);
  terr_board_hover (f.board, x, y);
  g_assert_nonnull (terr_board_get_ghost (f.board, NULL, NULL));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "page.hint", NULL));
  g_assert_true (test_app_wait ((gboolean (*) (gpointer)) terr_game_page_get_hint_move, f.page, 60000));
  hint = terr_move_copy_bare (terr_game_page_get_hint_move (f.page));
  g_assert_cmpstr (terr_move_get_move_type (hint), ==, "place");
  g_assert_true (terr_move_equal (terr_board_get_hint (f.board), hint));
  /* The own ghost did not go. */
  terr_board_hover (f.board, x, y);
  g_assert_nonnull (terr_board_get_ghost (f.board, NULL, NULL));
  g_assert_true (terr_move_equal (terr_board_get_hint (f.board), hint));
  /* The piece in hand is the hint's, turned as it. */
  g_assert_cmpint (terr_choices_get_orientation (choices), ==,
                   (int) g_ascii_strtoll (terr_move_get (hint, "transform"), NULL, 10));

  g_assert_true (terr_game_anchor_move (f.game, terr_choices_get_choice (choices, terr_choices_get_selected (choices)),
                                        hint, &ax, &ay, &orientation));
  locate (f.board, ax + 0.5, ay + 0.5, 0, 1, &x, &y);
  terr_board_hover (f.board, x, y);
  ghost = terr_board_get_ghost (f.board, &legal, NULL);
  g_assert_nonnull (ghost);
  g_assert_true (legal);
  g_assert_true (terr_move_equal (ghost, hint));
  g_assert_true (terr_board_click (f.board, x, y));
  g_assert_true (terr_move_equal (last_move (f.game), hint));

  close_game (&f);
}

/* Every turned placement of a flower bed: held as the move, the pointer's
 * ghost on its anchor is that move. */
static void
test_gp_anchor (void)
{
  Fixture f;
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_GARDEN_PATHS, 1, 7, NULL);
  TerrChoices *choices;
  g_autoptr(GPtrArray) legal = NULL;
  gboolean seen[8] = { FALSE };
  guint n_seen = 0;

  open_game (&f, game);
  choices = terr_board_get_choices (f.board);
  announce_flower_bed (&f);
  legal = terr_choices_get_legal_moves (choices);
  for (guint i = 0; i < legal->len; i++)
    {
      g_autoptr(TerrMove) move = terr_move_copy_bare (g_ptr_array_index (legal, i));
      int t = (int) g_ascii_strtoll (terr_move_get (move, "transform"), NULL, 10);
      int ax, ay;
      double x, y;

      if (seen[t])
        continue;
      seen[t] = TRUE;
      n_seen++;
      g_assert_true (terr_choices_hold_move (choices, move, &ax, &ay));
      locate (f.board, ax + 0.5, ay + 0.5, 0, 1, &x, &y);
      terr_board_hover (f.board, x, y);
      g_assert_true (terr_move_equal (terr_board_get_ghost (f.board, NULL, NULL), move));
    }
  g_assert_cmpuint (n_seen, >, 1);
  close_game (&f);
}

/* The end of Hanging Gardens: two rows that keep their order; a click on
 * a support picks it, a click where it goes moves it. */
static void
test_move_support (void)
{
  Fixture f;
  TerrChoices *choices;
  const TerrMove *ghost;
  const TerrMove *played;
  int terrace_row;
  double x, y;
  gboolean legal;

  open_xml (&f, HG_END_XML);
  choices = terr_board_get_choices (f.board);
  terrace_row = find_choice (choices, "move-support:terrace");
  g_assert_cmpint (terrace_row, >=, 0);
  g_assert_cmpint (find_choice (choices, "move-support:support"), ==, terrace_row + 1);
  for (guint i = 0; i < terr_choices_get_n_choices (choices); i++)
    g_assert_null (strpbrk (terr_choices_get_label (choices, i), "0123456789"));

  terr_choices_set_selected (choices, terrace_row);
  g_assert_true (terr_choices_needs_source (choices));
  /* The pointer on the support at (2, 2): it is marked, nothing placed. */
  locate (f.board, 3.0, 3.0, 0, 0, &x, &y);
  terr_board_hover (f.board, x, y);
  ghost = terr_board_get_ghost (f.board, &legal, NULL);
  g_assert_nonnull (ghost);
  g_assert_cmpstr (terr_move_get (ghost, "from-x"), ==, "2");
  g_assert_null (terr_move_get (ghost, "x"));
  g_assert_false (terr_board_click (f.board, x, y));
  g_assert_nonnull (terr_choices_get_source (choices));
  g_assert_false (terr_choices_needs_source (choices));
  g_assert_cmpuint (terr_game_get_position_index (f.game), ==, 0);

  /* Where it goes: the table east of the garden, a ghost then a move. */
  locate (f.board, 5.0, 1.0, -1, 0, &x, &y);
  terr_board_hover (f.board, x, y);
  ghost = terr_board_get_ghost (f.board, &legal, NULL);
  g_assert_nonnull (ghost);
  g_assert_true (legal);
  g_assert_cmpstr (terr_move_get (ghost, "from-x"), ==, "2");
  g_assert_cmpstr (terr_move_get (ghost, "x"), ==, "4");
  g_assert_true (terr_board_click (f.board, x, y));
  played = last_move (f.game);
  g_assert_cmpstr (terr_move_get_move_type (played), ==, "move-support");
  g_assert_cmpstr (terr_move_get (played, "from-x"), ==, "2");
  g_assert_cmpstr (terr_move_get (played, "from-y"), ==, "2");
  g_assert_cmpstr (terr_move_get (played, "x"), ==, "4");
  g_assert_cmpstr (terr_move_get (played, "y"), ==, "0");

  /* The second action (a placement, by the progress rule): nothing
   * picked any more. */
  g_assert_null (terr_choices_get_source (choices));
  g_assert_false (terr_choices_needs_source (choices));

  close_game (&f);
}

/* The same from the keyboard: Enter on the support picks it, Escape
 * puts it back, Enter where it goes moves it. */
static void
test_move_support_keys (void)
{
  Fixture f;
  TerrChoices *choices;
  const TerrMove *played;
  gboolean legal;

  open_xml (&f, HG_END_XML);
  choices = terr_board_get_choices (f.board);
  terr_choices_set_selected (choices, find_choice (choices, "move-support:terrace"));
  gtk_widget_grab_focus (GTK_WIDGET (f.board));
  terr_board_set_cursor (f.board, 1, 2);
  g_assert_nonnull (strstr (terr_board_get_accessible_text (f.board), "first pick the piece to move"));
  terr_board_set_cursor (f.board, 0, 1);
  g_assert_nonnull (strstr (terr_board_get_accessible_text (f.board), "Enter picks the piece here"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.board), "board.place", NULL));
  g_assert_cmpstr (terr_move_get (terr_choices_get_source (choices), "from-x"), ==, "0");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.board), "board.cancel", NULL));
  g_assert_null (terr_choices_get_source (choices));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.board), "board.place", NULL));
  g_assert_nonnull (terr_choices_get_source (choices));

  terr_board_set_cursor (f.board, 4, 0);
  g_assert_nonnull (terr_board_get_ghost (f.board, &legal, NULL));
  g_assert_true (legal);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.board), "board.place", NULL));
  played = last_move (f.game);
  g_assert_nonnull (played);
  g_assert_cmpstr (terr_move_get (played, "from-x"), ==, "0");
  g_assert_cmpstr (terr_move_get (played, "from-y"), ==, "0");
  g_assert_cmpstr (terr_move_get (played, "x"), ==, "4");
  g_assert_cmpstr (terr_move_get (played, "y"), ==, "0");

  close_game (&f);
}

int
main (int    argc,
      char **argv)
{
  int status;

  if (!test_app_init (&argc, &argv))
    return 0;
  /* Toasts come and go at once. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  app = test_app_new_application ();

  g_test_add_func ("/app/clicks/one-toast", test_one_toast);
  g_test_add_func ("/app/clicks/replay-one-toast", test_replay_one_toast);
  g_test_add_func ("/app/clicks/refusal-at-spot", test_refusal_at_spot);
  g_test_add_func ("/app/clicks/behind-gazebo", test_behind_gazebo);
  g_test_add_func ("/app/clicks/gp-hint", test_gp_hint);
  g_test_add_func ("/app/clicks/gp-anchor", test_gp_anchor);
  g_test_add_func ("/app/clicks/move-support", test_move_support);
  g_test_add_func ("/app/clicks/move-support-keys", test_move_support_keys);

  status = g_test_run ();
  g_object_unref (app);
  return status;
}
