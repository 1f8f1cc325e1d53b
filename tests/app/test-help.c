/* test-help.c — the help window (issue 14): every diagram's example
 * position is valid and what its caption states holds in the engine (the
 * scores, the legality of the move drawn over it); every page is built
 * with all its blocks and rendered, each diagram drawing a picture; the
 * keyboard page names the application's real accelerators; F1 and the
 * win.help action open the help at the game on screen.
 *
 * With TERR_HELP_PICTURES=DIR set, the rendered pages are also written to
 * DIR/help-PAGE.png, to be looked at. */
#include "config.h"

#include <glib/gi18n.h>

#include "test-app-common.h"
#include "terr-help-diagram.h"
#include "terr-help-pages.h"
#include "terr-help-window.h"
#include "terr-games.h"
#include "terr-window.h"
#include "terr-zg-state.h"

static TerrApplication *app;

/* Does @text hold @value as a number of its own ("= 8.", "19 points")? */
static gboolean
text_states_number (const char *text,
                    int         value)
{
  g_autofree char *number = g_strdup_printf ("%d", value);
  const char *p = text;

  while ((p = strstr (p, number)) != NULL)
    {
      gboolean before = p == text || !g_ascii_isdigit (p[-1]);
      gboolean after = !g_ascii_isdigit (p[strlen (number)]);

      if (before && after)
        return TRUE;
      p++;
    }
  return FALSE;
}

/* The score a seat has in the "score" JSON of cli.md. */
static int
json_score (TerrGame *game,
            int       seat)
{
  g_autoptr(JsonNode) node = terr_game_score_json (game);
  JsonObject *object = json_node_get_object (node);
  JsonArray *seats;

  if (terr_game_get_kind (game) == TERR_GAME_ZIGGURAT)
    return json_object_get_int_member (object, "cheats");

  seats = json_object_get_array_member (object, "seats");
  for (guint i = 0; i < json_array_get_length (seats); i++)
    {
      JsonObject *s = json_array_get_object_element (seats, i);

      if (json_object_get_int_member (s, "seat") == seat)
        return json_object_get_int_member (s, "score");
    }
  g_assert_not_reached ();
}

static void
check_diagram (const TerrHelpPage  *page,
               const TerrHelpBlock *block)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_help_load_example (block->example, &error);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(TerrMove) ghost = NULL;

  g_test_message ("%s: %s", page->id, block->example);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  /* On a game's pages (its rules, its playing in the program) the
   * example is of that game; the program's pages show any game. */
  {
    const char *kind = terr_game_kind_to_string (terr_game_get_kind (game));
    g_autofree char *playing = terr_help_playing_page_id (kind);
    gboolean game_page = FALSE;
    guint n_kinds;
    const TerrGameKind *kinds = terr_games_list_kinds (&n_kinds);

    for (guint k = 0; k < n_kinds; k++)
      {
        const char *other = terr_game_kind_to_string (kinds[k]);
        g_autofree char *other_playing = terr_help_playing_page_id (other);

        game_page |= g_str_equal (page->id, other) || g_str_equal (page->id, other_playing);
      }
    if (game_page)
      g_assert_true (g_str_equal (page->id, kind) || g_str_equal (page->id, playing));
  }
  problems = terr_game_list_problems (game);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_nonnull (block->text);

  for (guint i = 0; i < TERR_HELP_MAX_SCORES && block->scores[i].seat != 0; i++)
    {
      const TerrHelpScore *score = &block->scores[i];

      g_assert_cmpint (score->seat, <=, (int) terr_game_get_n_players (game));
      g_assert_cmpint (terr_game_get_seat_score (game, score->seat), ==, score->value);
      g_assert_cmpint (json_score (game, score->seat), ==, score->value);
      /* The caption says it. */
      if (!text_states_number (block->text, score->value))
        g_error ("the caption of %s does not state %d: %s", block->example, score->value, block->text);
    }

  /* A title the caption gives is the engine's (Ziggurat). */
  {
    g_autoptr(JsonNode) node = terr_game_score_json (game);
    JsonObject *object = json_node_get_object (node);

    if (json_object_has_member (object, "title")
        && !json_object_get_null_member (object, "title")
        && strstr (block->text, "Architect") != NULL)
      g_assert_nonnull (strstr (block->text, json_object_get_string_member (object, "title")));
  }

  ghost = terr_help_parse_ghost (block, game);
  g_assert_true ((ghost != NULL) == (block->ghost != NULL));
  if (ghost != NULL)
    {
      g_autoptr(GError) reason = NULL;
      gboolean legal = terr_game_check_move (game, ghost, &reason);

      if (legal != block->ghost_legal)
        g_error ("%s: the caption calls \"%s\" %s, the engine says %s",
                 block->example, block->ghost, block->ghost_legal ? "legal" : "illegal",
                 reason ? reason->message : "legal");
    }

  /* A hint drawn is a move the rules allow. */
  {
    g_autoptr(TerrMove) hint = terr_help_parse_hint (block, game);
    g_autoptr(GError) reason = NULL;

    g_assert_true ((hint != NULL) == (block->hint != NULL));
    if (hint != NULL && !terr_game_check_move (game, hint, &reason))
      g_error ("%s: the hint \"%s\" is refused: %s", block->example, block->hint, reason->message);
  }
  /* A score explained is a seat of the game. */
  g_assert_cmpint (block->explain_seat, >=, 0);
  g_assert_cmpint (block->explain_seat, <=, (int) terr_game_get_n_players (game));
}

/* Every diagram's example is valid and its statements hold; every
 * example in the resources is used. */
static void
test_examples (void)
{
  const TerrHelpPage *pages;
  guint n_pages, n_diagrams = 0, n_scores = 0, n_ghosts = 0;
  g_autoptr(GHashTable) used = g_hash_table_new (g_str_hash, g_str_equal);
  g_auto(GStrv) files = NULL;

  pages = terr_help_get_pages (&n_pages);
  for (guint p = 0; p < n_pages; p++)
    for (guint b = 0; b < pages[p].n_blocks; b++)
      {
        const TerrHelpBlock *block = &pages[p].blocks[b];

        g_assert_true ((block->text != NULL) == (block->kind != TERR_HELP_BLOCK_SHORTCUTS
                                                 && block->kind != TERR_HELP_BLOCK_INDEX));
        if (block->kind != TERR_HELP_BLOCK_DIAGRAM)
          continue;
        check_diagram (&pages[p], block);
        g_hash_table_add (used, (gpointer) block->example);
        n_diagrams++;
        n_ghosts += block->ghost != NULL;
        for (guint i = 0; i < TERR_HELP_MAX_SCORES && block->scores[i].seat != 0; i++)
          n_scores++;
      }

  /* Each game shows a worked score and a legal and an illegal move. */
  g_assert_cmpuint (n_diagrams, >=, 11);
  g_assert_cmpuint (n_scores, >=, 7);
  g_assert_cmpuint (n_ghosts, >=, 6);

  files = g_resources_enumerate_children (RESOURCE_PREFIX "/help/", 0, NULL);
  g_assert_nonnull (files);
  for (guint i = 0; files[i] != NULL; i++)
    if (!g_hash_table_contains (used, files[i]))
      g_error ("help/%s is in the resources but no page shows it", files[i]);
}

/* The Ziggurat page lists the engine's titles, for 0 to 5 cheats. */
static void
test_ziggurat_titles (void)
{
  const TerrHelpPage *page = terr_help_find_page ("ziggurat");
  const char *list = NULL;

  for (guint b = 0; b < page->n_blocks; b++)
    if (page->blocks[b].kind == TERR_HELP_BLOCK_TEXT
        && strstr (page->blocks[b].text, "Saboteur") != NULL)
      list = page->blocks[b].text;
  g_assert_nonnull (list);
  for (guint cheats = 0; cheats <= 5; cheats++)
    {
      g_autofree char *line = g_strdup_printf ("%s\n", terr_zg_title_for_cheats (cheats));
      g_autofree char *last = g_strdup_printf ("%s", terr_zg_title_for_cheats (cheats));

      /* Each on a line of its own, in order of cheats. */
      g_assert_true (strstr (list, line) != NULL || g_str_has_suffix (list, last));
    }
}

/* Each game has its page, with the parts the issue asks for. */
static void
test_pages_cover_games (void)
{
  static const char *games[] = { "hanging-gardens", "ziggurat", "garden-paths" };

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      const TerrHelpPage *page = terr_help_find_page (games[g]);
      gboolean scoring = FALSE, worked = FALSE, legal = FALSE, illegal = FALSE;

      g_assert_nonnull (page);
      g_assert_cmpstr (_(page->title), ==,
                       terr_game_kind_get_title (terr_game_kind_from_string (games[g])));
      for (guint b = 0; b < page->n_blocks; b++)
        {
          const TerrHelpBlock *block = &page->blocks[b];

          if (block->kind == TERR_HELP_BLOCK_HEADING && g_str_equal (block->text, "Scoring"))
            scoring = TRUE;
          if (block->kind == TERR_HELP_BLOCK_DIAGRAM && block->scores[0].seat != 0)
            worked = TRUE;
          if (block->kind == TERR_HELP_BLOCK_DIAGRAM && block->ghost != NULL)
            {
              legal |= block->ghost_legal;
              illegal |= !block->ghost_legal;
            }
        }
      g_assert_true (scoring);
      g_assert_true (worked);
      /* A placement that is allowed and one that is not. */
      g_assert_true (legal);
      g_assert_true (illegal);
    }
  g_assert_nonnull (terr_help_find_page ("keyboard"));
  g_assert_null (terr_help_find_page ("no-such-page"));
}

static gboolean
page_has_heading (const TerrHelpPage *page,
                  const char         *heading)
{
  for (guint b = 0; b < page->n_blocks; b++)
    if (page->blocks[b].kind == TERR_HELP_BLOCK_HEADING && g_str_equal (page->blocks[b].text, heading))
      return TRUE;
  return FALSE;
}

static guint
page_n_diagrams (const TerrHelpPage *page,
                 gboolean            explained)
{
  guint n = 0;

  for (guint b = 0; b < page->n_blocks; b++)
    n += page->blocks[b].kind == TERR_HELP_BLOCK_DIAGRAM
         && (!explained || page->blocks[b].explain_seat != 0);
  return n;
}

/* Each game has a page on playing it in the program, after its rules,
 * with the parts the issue asks for and pictures; the viewer's and the
 * editor's pages have pictures too; the index comes first. */
static void
test_playing_pages (void)
{
  static const char *games[] = { "hanging-gardens", "ziggurat", "garden-paths" };
  static const char *headings[] = {
    "Starting a Game", "Hints", "Explain This Score", "Undo and Redo", "Puzzles",
    "Saving and Continuing",
  };
  const TerrHelpPage *pages;
  guint n_pages;

  pages = terr_help_get_pages (&n_pages);
  g_assert_cmpstr (pages[0].id, ==, TERR_HELP_INDEX_PAGE);
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autofree char *id = terr_help_playing_page_id (games[g]);
      const TerrHelpPage *page = terr_help_find_page (id);

      g_test_message ("%s", id);
      g_assert_nonnull (page);
      /* Right after the rules. */
      g_assert_true (page == terr_help_find_page (games[g]) + 1);
      for (guint h = 0; h < G_N_ELEMENTS (headings); h++)
        g_assert_true (page_has_heading (page, headings[h]));
      g_assert_cmpuint (page_n_diagrams (page, FALSE), >=, 1);
      /* Its title names the game as the program does. */
      g_assert_nonnull (strstr (_(page->title),
                                terr_game_kind_get_title (terr_game_kind_from_string (games[g]))));
    }
  /* The two actions of Hanging Gardens; its view cone; the hand-over. */
  g_assert_true (page_has_heading (terr_help_find_page ("hanging-gardens-playing"), "A Turn: Two Actions"));
  g_assert_cmpuint (page_n_diagrams (terr_help_find_page ("hanging-gardens-playing"), TRUE), >=, 1);
  g_assert_cmpuint (page_n_diagrams (terr_help_find_page ("garden-paths-playing"), TRUE), >=, 1);
  g_assert_true (page_has_heading (terr_help_find_page ("garden-paths-playing"), "Passing the Screen"));

  g_assert_cmpuint (page_n_diagrams (terr_help_find_page ("replay-viewer"), FALSE), >=, 1);
  g_assert_cmpuint (page_n_diagrams (terr_help_find_page ("scenario-editor"), FALSE), >=, 1);
}

static void
collect (GtkWidget *widget,
         GType      type,
         GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect (child, type, found);
}

static gboolean
has_label (GtkWidget  *widget,
           const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_label (child, text))
      return TRUE;
  return FALSE;
}

/* The share of the pixels the renderer painted (the diagram leaves its
 * background transparent). */
static double
painted_share (cairo_surface_t *surface)
{
  int w = cairo_image_surface_get_width (surface);
  int h = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);
  guint painted = 0;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      painted += ((const guint32 *) (data + y * stride))[x] >> 24 != 0;
  return (double) painted / (w * h);
}

static gboolean
page_drawn (gpointer data)
{
  GPtrArray *diagrams = data;

  for (guint i = 0; i < diagrams->len; i++)
    if (!gtk_widget_get_mapped (diagrams->pdata[i])
        || gtk_widget_get_width (diagrams->pdata[i]) <= 0)
      return FALSE;
  return TRUE;
}

/* Every page is built with all its blocks and rendered; each diagram
 * shows its example and draws it. */
static void
test_render_pages (void)
{
  /* The main window sets F1, so that the keyboard page is the program's. */
  TerrWindow *main_window = g_object_ref_sink (terr_window_new (app));
  GtkWidget *window = terr_help_window_new ();
  const char *pictures = g_getenv ("TERR_HELP_PICTURES");
  const TerrHelpPage *pages;
  guint n_pages;

  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_cmpstr (terr_help_window_get_page (TERR_HELP_WINDOW (window)), ==, TERR_HELP_INDEX_PAGE);

  pages = terr_help_get_pages (&n_pages);
  for (guint p = 0; p < n_pages; p++)
    {
      const TerrHelpPage *page = &pages[p];
      GtkWidget *page_widget, *content;
      g_autoptr(GPtrArray) diagrams = g_ptr_array_new ();
      g_autoptr(GPtrArray) shortcuts = g_ptr_array_new ();
      guint n_diagram_blocks = 0, n_key_blocks = 0, d = 0;
      cairo_surface_t *surface;

      g_test_message ("page %s", page->id);
      g_assert_true (terr_help_window_show_page (TERR_HELP_WINDOW (window), page->id));
      g_assert_cmpstr (terr_help_window_get_page (TERR_HELP_WINDOW (window)), ==, page->id);
      page_widget = terr_help_window_get_page_widget (TERR_HELP_WINDOW (window), page->id);
      g_assert_nonnull (page_widget);

      collect (page_widget, TERR_TYPE_HELP_DIAGRAM, diagrams);
      collect (page_widget, GTK_TYPE_SHORTCUT_LABEL, shortcuts);
      g_assert_true (has_label (page_widget, _(page->title)));
      for (guint b = 0; b < page->n_blocks; b++)
        {
          const TerrHelpBlock *block = &page->blocks[b];

          /* Every heading, paragraph and caption is shown. */
          if (block->kind == TERR_HELP_BLOCK_SHORTCUTS)
            n_key_blocks++;
          else if (block->kind == TERR_HELP_BLOCK_INDEX)
            {
              g_autoptr(GPtrArray) rows = g_ptr_array_new ();

              /* A row for every other page, that opens it. */
              collect (page_widget, ADW_TYPE_ACTION_ROW, rows);
              g_assert_cmpuint (rows->len, ==, n_pages - 1);
            }
          else
            g_assert_true (has_label (page_widget, _(block->text)));
          if (block->kind == TERR_HELP_BLOCK_DIAGRAM)
            {
              TerrHelpDiagram *diagram;
              TerrGame *game;

              g_assert_cmpuint (d, <, diagrams->len);
              diagram = diagrams->pdata[d++];
              game = terr_help_diagram_get_game (diagram);
              g_assert_nonnull (game);
              g_assert_cmpint (terr_game_get_n_moves (game), ==,
                               terr_game_get_position_index (game));
              g_assert_true (terr_help_diagram_get_ghost_legal (diagram) == block->ghost_legal);
              g_assert_true ((terr_help_diagram_get_ghost (diagram) != NULL) == (block->ghost != NULL));
              n_diagram_blocks++;
            }
        }
      g_assert_cmpuint (diagrams->len, ==, n_diagram_blocks);
      /* Keys only where the page shows the shortcuts. */
      g_assert_true ((shortcuts->len > 0) == (n_key_blocks > 0));

      g_assert_true (test_app_wait (page_drawn, diagrams, 60000));
      test_app_spin (50);
      for (guint i = 0; i < diagrams->len; i++)
        {
          cairo_surface_t *picture = test_app_render_widget (diagrams->pdata[i]);

          /* The board is drawn (the rest of the card stays transparent). */
          g_assert_cmpfloat (painted_share (picture), >, 0.05);
          cairo_surface_destroy (picture);
        }

      /* The whole page, as long as it is. */
      content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (page_widget));
      if (GTK_IS_VIEWPORT (content))
        content = gtk_viewport_get_child (GTK_VIEWPORT (content));
      content = adw_clamp_get_child (ADW_CLAMP (content));
      surface = test_app_render_widget (content);
      if (pictures != NULL)
        {
          g_autofree char *name = g_strdup_printf ("help-%s.png", page->id);
          g_autofree char *path = g_build_filename (pictures, name, NULL);

          g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
        }
      cairo_surface_destroy (surface);
    }

  g_assert_false (terr_help_window_show_page (TERR_HELP_WINDOW (window), "no-such-page"));
  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (main_window));
  test_app_spin (20);
  g_assert_finalize_object (window);
  g_assert_finalize_object (main_window);
}

static gboolean
widget_drawn (gpointer data)
{
  return gtk_widget_get_mapped (data) && gtk_widget_get_width (data) > 0;
}

/* The Hanging Gardens playing page draws a gazebo's view cone: its
 * picture, against the same position drawn without the score explained,
 * has many pixels moved towards the accent colour the cone is tinted
 * with. */
static void
test_view_cone (void)
{
  GtkWidget *window = terr_help_window_new ();
  g_autoptr(GPtrArray) diagrams = g_ptr_array_new ();
  TerrHelpDiagram *cone = NULL;
  TerrRenderOptions opts;
  cairo_surface_t *with, *without;
  cairo_t *cr;
  int w, h, stride;
  guint tinted = 0, painted = 0;
  guint8 accent[3];

  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (terr_help_window_show_page (TERR_HELP_WINDOW (window), "hanging-gardens-playing"));
  collect (terr_help_window_get_page_widget (TERR_HELP_WINDOW (window), "hanging-gardens-playing"),
           TERR_TYPE_HELP_DIAGRAM, diagrams);
  for (guint i = 0; i < diagrams->len && cone == NULL; i++)
    {
      terr_help_diagram_get_options (diagrams->pdata[i], &opts);
      if (opts.explain_seat != 0)
        cone = diagrams->pdata[i];
    }
  g_assert_nonnull (cone);
  g_assert_true (test_app_wait (widget_drawn, cone, 60000));
  test_app_spin (50);

  with = test_app_render_widget (GTK_WIDGET (cone));
  w = cairo_image_surface_get_width (with);
  h = cairo_image_surface_get_height (with);
  terr_help_diagram_get_options (cone, &opts);
  g_assert_cmpint (opts.explain_seat, ==, 1);
  accent[0] = opts.accent.red * 255;
  accent[1] = opts.accent.green * 255;
  accent[2] = opts.accent.blue * 255;
  opts.explain_seat = 0;
  opts.scale = 1;
  without = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cr = cairo_create (without);
  terr_render_draw (terr_help_diagram_get_game (cone), cr, w, h, &opts);
  cairo_destroy (cr);
  cairo_surface_flush (without);

  stride = cairo_image_surface_get_stride (with);
  g_assert_cmpint (stride, ==, cairo_image_surface_get_stride (without));
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        const guint8 *a = cairo_image_surface_get_data (with) + y * stride + 4 * x;
        const guint8 *b = cairo_image_surface_get_data (without) + y * stride + 4 * x;
        int da = 0, db = 0;

        if (a[3] == 0)
          continue;
        painted++;
        /* (B, G, R, A in memory; opaque where the board is.) */
        for (int c = 0; c < 3; c++)
          {
            da += ABS ((int) a[2 - c] - accent[c]);
            db += ABS ((int) b[2 - c] - accent[c]);
          }
        tinted += da + 30 < db;
      }
  g_test_message ("%u of %u painted pixels tinted towards the accent", tinted, painted);
  g_assert_cmpuint (painted, >, 0);
  g_assert_cmpfloat ((double) tinted / painted, >, 0.05);

  cairo_surface_destroy (with);
  cairo_surface_destroy (without);
  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
}

/* The index lists every other page; a row opens its page. */
static void
test_index (void)
{
  GtkWidget *window = terr_help_window_new ();
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  GtkWidget *row = NULL;

  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_cmpstr (terr_help_window_get_page (TERR_HELP_WINDOW (window)), ==, TERR_HELP_INDEX_PAGE);
  g_assert_cmpstr (terr_help_window_get_page_title (TERR_HELP_WINDOW (window)), ==, _("Contents"));
  collect (terr_help_window_get_page_widget (TERR_HELP_WINDOW (window), TERR_HELP_INDEX_PAGE),
           ADW_TYPE_ACTION_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    {
      g_assert_cmpstr (gtk_widget_get_name (rows->pdata[i]), !=, TERR_HELP_INDEX_PAGE);
      g_assert_nonnull (terr_help_find_page (gtk_widget_get_name (rows->pdata[i])));
      if (g_str_equal (gtk_widget_get_name (rows->pdata[i]), "ziggurat-playing"))
        row = rows->pdata[i];
    }
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, _("Playing Ziggurat"));
  g_signal_emit_by_name (gtk_widget_get_parent (row), "row-activated", row);
  g_assert_cmpstr (terr_help_window_get_page (TERR_HELP_WINDOW (window)), ==, "ziggurat-playing");
  g_assert_cmpstr (terr_help_window_get_page_title (TERR_HELP_WINDOW (window)), ==, _("Playing Ziggurat"));

  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
}

/* Is @accel one of @accels (the same key and modifiers)? */
static gboolean
has_accel (char       **accels,
           const char  *accel)
{
  guint key, other_key;
  GdkModifierType mods, other_mods;

  g_assert_true (gtk_accelerator_parse (accel, &key, &mods));
  for (guint i = 0; accels != NULL && accels[i] != NULL; i++)
    if (gtk_accelerator_parse (accels[i], &other_key, &other_mods)
        && key == other_key && mods == other_mods)
      return TRUE;
  return FALSE;
}

/* The keyboard page shows every key of the Keyboard Shortcuts window, in
 * its groups, with the keys the application really has for each action;
 * F1 is Help and Ctrl+? the shortcuts. */
static void
test_keyboard_page (void)
{
  TerrWindow *main_window = terr_window_new (app);
  GtkWidget *window = terr_help_window_new ();
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (TERR_SHORTCUTS_WINDOW_RESOURCE);
  GtkWidget *overlay = GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay"));
  g_autoptr(GPtrArray) groups = g_ptr_array_new ();
  g_autoptr(GPtrArray) expected = g_ptr_array_new ();
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *page;
  gboolean help = FALSE, shortcuts = FALSE;

  g_object_ref_sink (main_window);
  g_object_ref_sink (window);
  page = terr_help_window_get_page_widget (TERR_HELP_WINDOW (window), "keyboard");
  collect (page, ADW_TYPE_ACTION_ROW, rows);
  collect (page, GTK_TYPE_SHORTCUT_LABEL, labels);
  /* The shortcuts of its groups (the window also keeps copies of them
   * for its search). */
  collect (overlay, GTK_TYPE_SHORTCUTS_GROUP, groups);
  for (guint g = 0; g < groups->len; g++)
    collect (groups->pdata[g], GTK_TYPE_SHORTCUTS_SHORTCUT, expected);
  g_assert_cmpuint (expected->len, >=, 10);
  g_assert_cmpuint (rows->len, ==, expected->len);
  g_assert_cmpuint (labels->len, >=, expected->len);

  /* (The shortcuts window lays out its groups in columns, so the order of
   * its widgets is not the file's, which the page follows.) */
  for (guint i = 0; i < expected->len; i++)
    {
      g_autofree char *title = NULL;
      g_autofree char *accelerator = NULL;
      g_autofree char *action = NULL;
      const char *shown = NULL;
      g_auto(GStrv) keys = NULL;

      g_object_get (expected->pdata[i], "title", &title, "accelerator", &accelerator,
                    "action-name", &action, NULL);
      for (guint r = 0; r < rows->len && shown == NULL; r++)
        if (g_strcmp0 (adw_preferences_row_get_title (rows->pdata[r]), title) == 0)
          {
            g_autoptr(GPtrArray) caps = g_ptr_array_new ();
            g_autoptr(GString) all = g_string_new (NULL);

            /* The row's keycaps, one line per combination. */
            collect (rows->pdata[r], GTK_TYPE_SHORTCUT_LABEL, caps);
            g_assert_cmpuint (caps->len, >, 0);
            for (guint c = 0; c < caps->len; c++)
              g_string_append_printf (all, "%s%s", c > 0 ? " " : "",
                                      gtk_shortcut_label_get_accelerator (caps->pdata[c]));
            shown = g_string_free (g_steal_pointer (&all), FALSE);
            g_ptr_array_add (texts, (gpointer) shown);
          }
      if (shown == NULL)
        g_error ("the keyboard page does not show \"%s\"", title);
      keys = g_strsplit (shown, " ", -1);
      for (guint k = 0; keys[k] != NULL; k++)
        {
          guint key;
          GdkModifierType mods;

          g_assert_true (gtk_accelerator_parse (keys[k], &key, &mods));
        }
      if (action != NULL)
        {
          g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), action);

          /* Every key shown is the application's for that action. */
          g_assert_cmpuint (g_strv_length (accels), >, 0);
          for (guint k = 0; keys[k] != NULL; k++)
            g_assert_true (has_accel (accels, keys[k]));
          help |= g_str_equal (action, "win.help") && has_accel (keys, "F1");
          shortcuts |= g_str_equal (action, "win.show-help-overlay")
                       && has_accel (keys, "<Control>question") && !has_accel (keys, "F1");
        }
      else
        {
          g_auto(GStrv) wanted = g_strsplit (accelerator, " ", -1);

          g_assert_cmpuint (g_strv_length (wanted), ==, g_strv_length (keys));
          for (guint k = 0; wanted[k] != NULL; k++)
            g_assert_true (has_accel (keys, wanted[k]));
        }
    }
  g_assert_true (help);
  g_assert_true (shortcuts);

  gtk_window_destroy (GTK_WINDOW (overlay));
  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (main_window));
  test_app_spin (20);
  g_assert_finalize_object (window);
  g_assert_finalize_object (main_window);
}

static gboolean
is_folded (gpointer data)
{
  return adw_leaflet_get_folded (data);
}

/* On a narrow window the sidebar and the page take turns: a topic opens
 * its page, the back button returns to the topics. */
static void
test_narrow (void)
{
  GtkWidget *window = terr_help_window_new ();
  g_autoptr(GPtrArray) leaflets = g_ptr_array_new ();
  g_autoptr(GPtrArray) lists = g_ptr_array_new ();
  AdwLeaflet *leaflet;
  GtkWidget *content, *sidebar;
  GtkListBox *topics = NULL;

  g_object_ref_sink (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 600);
  gtk_window_present (GTK_WINDOW (window));
  collect (window, ADW_TYPE_LEAFLET, leaflets);
  g_assert_cmpuint (leaflets->len, ==, 1);
  leaflet = leaflets->pdata[0];
  g_assert_true (test_app_wait (is_folded, leaflet, 60000));
  /* Every page fits a phone's width: nothing forces the window wider. */
  {
    const TerrHelpPage *pages;
    guint n_pages;

    pages = terr_help_get_pages (&n_pages);
    for (guint p = 0; p < n_pages; p++)
      {
        int minimum;

        terr_help_window_show_page (TERR_HELP_WINDOW (window), pages[p].id);
        gtk_widget_measure (terr_help_window_get_page_widget (TERR_HELP_WINDOW (window), pages[p].id),
                            GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
        g_test_message ("%s: at least %d pixels wide", pages[p].id, minimum);
        g_assert_cmpint (minimum, <=, 360);
        gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
        g_assert_cmpint (minimum, <=, 360);
      }
    terr_help_window_show_page (TERR_HELP_WINDOW (window), "hanging-gardens");
  }

  /* It opens on a page. */
  content = adw_leaflet_get_visible_child (leaflet);
  g_assert_true (gtk_widget_is_ancestor (terr_help_window_get_page_widget (TERR_HELP_WINDOW (window), "hanging-gardens"),
                                         content));
  g_assert_true (gtk_widget_activate_action (window, "help.back", NULL));
  sidebar = adw_leaflet_get_visible_child (leaflet);
  g_assert_true (sidebar != content);

  /* Choosing a topic in the sidebar shows its page. */
  collect (sidebar, GTK_TYPE_LIST_BOX, lists);
  g_assert_cmpuint (lists->len, ==, 1);
  topics = lists->pdata[0];
  g_signal_emit_by_name (topics, "row-activated", gtk_list_box_get_row_at_index (topics, 5));
  g_assert_cmpstr (terr_help_window_get_page (TERR_HELP_WINDOW (window)), ==, "garden-paths");
  g_assert_true (adw_leaflet_get_visible_child (leaflet) == content);

  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
}

static TerrHelpWindow *
find_help_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  TerrHelpWindow *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (TERR_IS_HELP_WINDOW (item))
        {
          g_assert_null (found);
          found = TERR_HELP_WINDOW (item);
        }
    }
  return found;
}

/* F1 opens the help (and only the help); the shortcuts keep Ctrl+?; the
 * help opens at the page of what is on screen (the index on the start
 * page, how to play the game on the game page, the viewer's and the
 * editor's pages) and goes with its window. */
static void
test_window_help (void)
{
  TerrWindow *window = terr_window_new (app);
  g_auto(GStrv) f1 = NULL;
  g_auto(GStrv) shortcuts = NULL;
  TerrHelpWindow *help;
  GtkWidget *weak;

  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));

  f1 = gtk_application_get_actions_for_accel (GTK_APPLICATION (app), "F1");
  g_assert_cmpuint (g_strv_length (f1), ==, 1);
  g_assert_cmpstr (f1[0], ==, "win.help");
  shortcuts = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay");
  g_assert_true (has_accel (shortcuts, "<Control>question"));
  g_assert_false (has_accel (shortcuts, "F1"));

  /* From the start page: the index. */
  g_assert_null (find_help_window ());
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.help", NULL));
  help = find_help_window ();
  g_assert_nonnull (help);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (help)) == GTK_WINDOW (window));
  g_assert_cmpstr (terr_help_window_get_page (help), ==, TERR_HELP_INDEX_PAGE);
  g_assert_cmpstr (terr_help_window_get_page_title (help), ==, _("Contents"));
  /* Asked again, the same window. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.help", NULL));
  g_assert_true (find_help_window () == help);
  gtk_window_destroy (GTK_WINDOW (help));
  test_app_spin (20);
  g_assert_null (find_help_window ());

  /* During a game: how to play that game in the program. */
  {
    static const struct { const char *kind, *page, *title; } games[] = {
      { "hanging-gardens", "hanging-gardens-playing", N_("Playing Hanging Gardens") },
      { "garden-paths", "garden-paths-playing", N_("Playing Garden Paths") },
      { "ziggurat", "ziggurat-playing", N_("Playing Ziggurat") },
    };

    for (guint g = 0; g < G_N_ELEMENTS (games); g++)
      {
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", games[g].kind));
        g_assert_cmpstr (terr_window_get_page (window), ==, "game");
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.help", NULL));
        help = find_help_window ();
        g_assert_nonnull (help);
        g_assert_cmpstr (terr_help_window_get_page (help), ==, games[g].page);
        g_assert_cmpstr (terr_help_window_get_page_title (help), ==, _(games[g].title));
      }
  }

  /* The start page again: the index, even with a game going on. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL));
  g_assert_cmpstr (terr_window_get_page (window), ==, "start");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.help", NULL));
  g_assert_cmpstr (terr_help_window_get_page (help), ==, TERR_HELP_INDEX_PAGE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", "ziggurat"));
  g_assert_cmpstr (terr_window_get_page (window), ==, "game");

  /* The sidebar goes to another page. */
  g_assert_true (terr_help_window_show_page (help, "keyboard"));
  g_assert_cmpstr (terr_help_window_get_page (help), ==, "keyboard");

  /* F1 again follows what is on screen: the replay viewer, the editor. */
  terr_window_review_game (window, terr_window_get_game (window));
  g_assert_cmpstr (terr_window_get_page (window), ==, "replay");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.help", NULL));
  g_assert_true (find_help_window () == help);
  g_assert_cmpstr (terr_help_window_get_page (help), ==, "replay-viewer");
  g_assert_cmpstr (terr_help_window_get_page_title (help), ==, _("Reviewing Games"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-new", "s", "garden-paths"));
  g_assert_cmpstr (terr_window_get_page (window), ==, "editor");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.help", NULL));
  g_assert_cmpstr (terr_help_window_get_page (help), ==, "scenario-editor");
  g_assert_cmpstr (terr_help_window_get_page_title (help), ==, _("Designing Scenarios"));

  /* Closing the main window closes the help. */
  weak = GTK_WIDGET (help);
  g_object_add_weak_pointer (G_OBJECT (weak), (gpointer *) &weak);
  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
  test_app_spin (20);
  g_assert_null (weak);
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

  g_test_add_func ("/app/help/examples", test_examples);
  g_test_add_func ("/app/help/pages-cover-games", test_pages_cover_games);
  g_test_add_func ("/app/help/ziggurat-titles", test_ziggurat_titles);
  g_test_add_func ("/app/help/playing-pages", test_playing_pages);
  g_test_add_func ("/app/help/render-pages", test_render_pages);
  g_test_add_func ("/app/help/index", test_index);
  g_test_add_func ("/app/help/view-cone", test_view_cone);
  g_test_add_func ("/app/help/keyboard", test_keyboard_page);
  g_test_add_func ("/app/help/narrow", test_narrow);
  g_test_add_func ("/app/help/window", test_window_help);

  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
