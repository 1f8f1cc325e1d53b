/* test-editor-build-puzzle-zg.c — a real Ziggurat puzzle built through
 * the scenario editor, as a designer makes one: from a new empty design,
 * by the pointer only and by the keys only.  Every domino of the ziggurat
 * is picked in the domino chart (a click on it, or the chart's keys: the
 * arrows and Enter, through the actions they are bound to, so that the
 * window need not be active) and placed on the board at its cell (the
 * pointer over the tier it rests on and a click, or the board's cursor
 * and Enter), the ghost checked at every placement; the hand and the pile
 * are filled in order with the chart's To Hand and To Pile (the buttons,
 * or H and P); the pile opened and the goal set in the side panel; Check
 * Puzzle then says Solvable with exactly one solution, the quality gate
 * has nothing to say, and the saved file is the expected puzzle's, with
 * the certificate the core's own check gives it.
 *
 * The puzzle was made by `terraces-cli generate --game=ziggurat
 * --difficulty=easy --seed=7` (unique, through the gate, not in the
 * collection), written with the players and meta of a new design. */
#include "config.h"

#include "test-editor-common.h"
#include "terr-zg-chart.h"
#include "terr-zg-editor-tools.h"
#include "terr-zg-game.h"

static TerrApplication *app;

static const char puzzle_xml[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\">\n"
  "  <rules/>\n"
  "  <players>\n"
  "    <player seat=\"1\" name=\"Player 1\" type=\"human\"/>\n"
  "  </players>\n"
  "  <position cheats=\"0\">\n"
  "    <pile order=\"open\">5-6 2-5</pile>\n"
  "    <hand>1-3 0-4 3-3</hand>\n"
  "    <domino tier=\"1\" x=\"2\" y=\"0\" dir=\"h\" a=\"3\" b=\"0\"/>\n"
  "    <domino tier=\"1\" x=\"4\" y=\"0\" dir=\"h\" a=\"2\" b=\"3\"/>\n"
  "    <domino tier=\"1\" x=\"1\" y=\"1\" dir=\"v\" a=\"5\" b=\"5\"/>\n"
  "    <domino tier=\"1\" x=\"2\" y=\"1\" dir=\"v\" a=\"0\" b=\"2\"/>\n"
  "    <domino tier=\"1\" x=\"3\" y=\"1\" dir=\"v\" a=\"0\" b=\"1\"/>\n"
  "    <domino tier=\"1\" x=\"4\" y=\"1\" dir=\"h\" a=\"2\" b=\"4\"/>\n"
  "    <domino tier=\"1\" x=\"4\" y=\"2\" dir=\"h\" a=\"3\" b=\"4\"/>\n"
  "    <domino tier=\"1\" x=\"0\" y=\"3\" dir=\"h\" a=\"1\" b=\"1\"/>\n"
  "    <domino tier=\"1\" x=\"2\" y=\"3\" dir=\"v\" a=\"2\" b=\"2\"/>\n"
  "    <domino tier=\"1\" x=\"3\" y=\"3\" dir=\"v\" a=\"0\" b=\"0\"/>\n"
  "    <domino tier=\"1\" x=\"4\" y=\"3\" dir=\"h\" a=\"0\" b=\"5\"/>\n"
  "    <domino tier=\"1\" x=\"0\" y=\"4\" dir=\"h\" a=\"1\" b=\"5\"/>\n"
  "    <domino tier=\"1\" x=\"4\" y=\"4\" dir=\"v\" a=\"0\" b=\"6\"/>\n"
  "    <domino tier=\"1\" x=\"0\" y=\"5\" dir=\"h\" a=\"1\" b=\"2\"/>\n"
  "    <domino tier=\"1\" x=\"2\" y=\"5\" dir=\"h\" a=\"2\" b=\"6\"/>\n"
  "    <domino tier=\"2\" x=\"1\" y=\"1\" dir=\"v\" a=\"6\" b=\"6\"/>\n"
  "    <domino tier=\"2\" x=\"2\" y=\"1\" dir=\"v\" a=\"5\" b=\"4\"/>\n"
  "    <domino tier=\"2\" x=\"3\" y=\"1\" dir=\"v\" a=\"5\" b=\"3\"/>\n"
  "    <domino tier=\"2\" x=\"4\" y=\"1\" dir=\"v\" a=\"4\" b=\"4\"/>\n"
  "    <domino tier=\"2\" x=\"2\" y=\"3\" dir=\"v\" a=\"3\" b=\"6\"/>\n"
  "    <domino tier=\"2\" x=\"3\" y=\"3\" dir=\"h\" a=\"1\" b=\"4\"/>\n"
  "    <domino tier=\"2\" x=\"3\" y=\"4\" dir=\"h\" a=\"1\" b=\"6\"/>\n"
  "    <domino tier=\"3\" x=\"2\" y=\"2\" dir=\"h\" a=\"6\" b=\"4\"/>\n"
  "  </position>\n"
  "  <goal type=\"max-cheats\" value=\"0\"/>\n"
  "</terraces>\n";

/* The expected puzzle, read from its file as any scenario is. */
static TerrGame *
load_expected (void)
{
  g_autofree char *path = g_build_filename (test_data_home, "zg-expected.terraces", NULL);
  g_autoptr(GError) error = NULL;
  TerrGame *game;

  g_assert_true (g_file_set_contents (path, puzzle_xml, -1, &error));
  g_assert_no_error (error);
  game = terr_game_load_path (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_remove (path);
  return game;
}

typedef struct {
  Builder            b;
  TerrZgEditorTools *tools;
  TerrZgChart       *chart;
} ZgBuilder;

static TerrZgGame *
design (ZgBuilder *z)
{
  return TERR_ZG_GAME (terr_editor_page_get_game (z->b.f->page));
}

/* The first widget of @type at or under @widget whose label (a
 * button's) is @label; NULL for any. */
static GtkWidget *
find_widget (GtkWidget  *widget,
             GType       type,
             const char *label)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    {
      const char *text = GTK_IS_BUTTON (widget) ? gtk_button_get_label (GTK_BUTTON (widget)) : NULL;

      if (label == NULL || g_strcmp0 (text, label) == 0)
        return widget;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_widget (c, type, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
tools_child (ZgBuilder  *z,
             GType       type,
             const char *label)
{
  GtkWidget *widget = find_widget (GTK_WIDGET (z->tools), type, label);

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_is_sensitive (widget));
  return widget;
}

static gboolean
is_picked (ZgBuilder *z,
           guint      id)
{
  return gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (terr_zg_chart_get_domino (z->chart, id)));
}

/* Picks domino @id in the chart: a click on it, or the arrows from the
 * domino the chart's keys are on, then Enter. */
static void
pick (ZgBuilder *z,
      guint      id)
{
  GtkWidget *chart = GTK_WIDGET (z->chart);

  if (!z->b.keys)
    g_signal_emit_by_name (terr_zg_chart_get_domino (z->chart, id), "clicked");
  else
    {
      guint lo = terr_zg_domino_low (id), hi = terr_zg_domino_high (id);

      /* Right to the column first (the row's end is the diagonal), then
       * Up or Down to the row, then Left back to the column. */
      for (int i = 0; i < 7; i++)
        g_assert_true (gtk_widget_activate_action (chart, "chart.move", "(ii)", 0, 1));
      for (int i = 0; i < 7; i++)
        g_assert_true (gtk_widget_activate_action (chart, "chart.move", "(ii)", -1, 0));
      for (guint i = 0; i < lo; i++)
        g_assert_true (gtk_widget_activate_action (chart, "chart.move", "(ii)", 1, 0));
      for (guint i = hi; i < 6; i++)
        g_assert_true (gtk_widget_activate_action (chart, "chart.move", "(ii)", 0, -1));
      g_assert_true (gtk_widget_activate_action (chart, "chart.pick", NULL));
    }
  test_app_spin (5);
  g_assert_true (is_picked (z, id));
  for (guint other = 0; other < TERR_ZG_N_DOMINOES; other++)
    if (other != id)
      g_assert_false (is_picked (z, other));
}

/* The template's check button @name on or off: a click, or Space on it. */
static void
set_check (ZgBuilder  *z,
           const char *name,
           gboolean    active)
{
  GtkCheckButton *check = GTK_CHECK_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (z->tools),
                                                                           TERR_TYPE_ZG_EDITOR_TOOLS, name));

  if (gtk_check_button_get_active (check) == active)
    return;
  if (z->b.keys)
    g_assert_true (gtk_widget_activate (GTK_WIDGET (check)));
  else
    gtk_check_button_set_active (check, active);
  g_assert_true (gtk_check_button_get_active (check) == active);
}

/* Domino @id of @want, picked in the chart and placed where @want has it,
 * the ghost checked; then it is there, and the chart says so. */
static void
place (ZgBuilder  *z,
       TerrZgGame *want,
       guint       id)
{
  TerrZgSpot spot, now;
  guint a, now_a;
  gboolean vertical;
  g_autoptr(GArray) ghost = NULL;
  g_autofree char *words = NULL;
  g_autofree char *expected_words = NULL;

  terr_zg_game_locate_domino (want, id, &spot, &a);
  g_assert_cmpint (spot.kind, ==, TERR_ZG_SPOT_ZIGGURAT);
  vertical = spot.dir == TERR_ZG_DIR_V;

  pick (z, id);
  set_check (z, "vertical_check", vertical);
  set_check (z, "turned_check", a != terr_zg_domino_low (id));
  /* The pointer over the top of the tier the domino rests on. */
  z->b.level = (int) spot.tier - 1;
  ghost = step (&z->b, "domino", spot.x, spot.y, spot.x + 0.5, spot.y + 0.5,
                (TerrSquare[]) { { 0, spot.x, spot.y }, { 0, spot.x + !vertical, spot.y + vertical } },
                2, GREEN);

  terr_zg_game_locate_domino (design (z), id, &now, &now_a);
  g_assert_cmpint (now.kind, ==, TERR_ZG_SPOT_ZIGGURAT);
  g_assert_cmpuint (now.tier, ==, spot.tier);
  g_assert_cmpint (now.x, ==, spot.x);
  g_assert_cmpint (now.y, ==, spot.y);
  g_assert_cmpint (now.dir, ==, spot.dir);
  g_assert_cmpuint (now_a, ==, a);
  /* Still picked, and the chart's name for it says where it lies. */
  g_assert_true (is_picked (z, id));
  words = terr_zg_chart_describe (design (z), id);
  expected_words = g_strdup_printf ("%u–%u, on tier %u at %d, %d", terr_zg_domino_low (id),
                                    terr_zg_domino_high (id), spot.tier, spot.x, spot.y);
  g_assert_cmpstr (words, ==, expected_words);
}

/* Domino @id picked and put at the end of the hand or the bottom of the
 * pile: the To Hand or To Pile button, or H or P. */
static void
put (ZgBuilder     *z,
     guint          id,
     TerrZgSpotKind kind)
{
  TerrZgSpot spot;

  pick (z, id);
  if (z->b.keys)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (z->chart), "chart.put", "i", (int) kind));
  else
    g_signal_emit_by_name (tools_child (z, GTK_TYPE_BUTTON, kind == TERR_ZG_SPOT_HAND ? "To _Hand" : "To _Pile"),
                           "clicked");
  test_app_spin (5);
  g_assert_cmpstr (terr_editor_page_get_status_text (z->b.f->page), ==, "");
  terr_zg_game_locate_domino (design (z), id, &spot, NULL);
  g_assert_cmpint (spot.kind, ==, kind);
}

static gboolean
switch_is_on (gpointer data)
{
  return gtk_switch_get_active (data);
}

/* The switch bound as @name turned on: Enter on it, or a click. */
static void
switch_on (ZgBuilder  *z,
           const char *name)
{
  GtkSwitch *sw = GTK_SWITCH (gtk_widget_get_template_child (GTK_WIDGET (z->tools), TERR_TYPE_ZG_EDITOR_TOOLS, name));

  g_assert_nonnull (sw);
  g_assert_false (gtk_switch_get_active (sw));
  if (z->b.keys)
    g_assert_true (gtk_widget_activate (GTK_WIDGET (sw)));
  else
    gtk_switch_set_active (sw, TRUE);
  g_assert_true (test_app_wait (switch_is_on, sw, 5000));
  test_app_spin (10);
  g_assert_cmpstr (terr_editor_page_get_status_text (z->b.f->page), ==, "");
}

/* --- the build --- */

static void
build_ziggurat (Fixture *f,
                gboolean keys)
{
  ZgBuilder z = { { f, keys, 0, NULL, 0 }, NULL, NULL };
  g_autoptr(TerrGame) expected = load_expected ();
  TerrZgGame *want = TERR_ZG_GAME (expected);
  const TerrZgState *ws = terr_zg_game_get_state (want);
  const TerrZgState *s;
  GtkSpinButton *goal_spin;
  guint n_placed = 0;

  start_design (f, TERR_GAME_ZIGGURAT);
  z.tools = TERR_ZG_EDITOR_TOOLS (test_app_find_child (GTK_WIDGET (f->page), TERR_TYPE_ZG_EDITOR_TOOLS));
  z.chart = TERR_ZG_CHART (test_app_find_child (GTK_WIDGET (f->page), TERR_TYPE_ZG_CHART));
  g_assert_nonnull (z.tools);
  g_assert_nonnull (z.chart);
  /* A new design: every domino unused, an empty hand. */
  s = terr_zg_game_get_state (design (&z));
  g_assert_cmpuint (s->hand_len, ==, 0);
  g_assert_cmpuint (s->pile_len - s->pile_pos, ==, 0);

  /* The ziggurat, tier by tier (each rests on the one below). */
  for (guint tier = 1; tier <= TERR_ZG_N_TIERS; tier++)
    for (guint id = 0; id < TERR_ZG_N_DOMINOES; id++)
      {
        TerrZgSpot spot;

        terr_zg_game_locate_domino (want, id, &spot, NULL);
        if (spot.kind != TERR_ZG_SPOT_ZIGGURAT || spot.tier != tier)
          continue;
        place (&z, want, id);
        n_placed++;
        if (n_placed == 1 || n_placed == 20)
          check_ghost_pixels (f);
      }
  g_assert_cmpuint (n_placed, ==, ws->n_placed);

  /* The hand and the pile, in their order. */
  for (guint i = 0; i < ws->hand_len; i++)
    put (&z, ws->hand[i], TERR_ZG_SPOT_HAND);
  for (guint i = ws->pile_pos; i < ws->pile_len; i++)
    put (&z, ws->pile[i], TERR_ZG_SPOT_PILE);
  s = terr_zg_game_get_state (design (&z));
  g_assert_cmpmem (s->hand, s->hand_len, ws->hand, ws->hand_len);
  g_assert_cmpmem (s->pile + s->pile_pos, s->pile_len - s->pile_pos,
                   ws->pile + ws->pile_pos, ws->pile_len - ws->pile_pos);
  /* Every domino is somewhere: no problem left. */
  g_assert_cmpuint (terr_editor_page_get_n_problems (f->page), ==, 0);

  /* The open pile, and the goal: no cheat. */
  switch_on (&z, "pile_open_switch");
  g_assert_true (terr_zg_game_get_state (design (&z))->pile_open);
  switch_on (&z, "goal_switch");
  goal_spin = GTK_SPIN_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (z.tools), TERR_TYPE_ZG_EDITOR_TOOLS,
                                                              "goal_value_spin"));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (goal_spin), ==, 0);
  {
    guint max_cheats = 99;

    g_assert_true (terr_zg_game_get_goal (design (&z), &max_cheats));
    g_assert_cmpuint (max_cheats, ==, 0);
  }

  check_puzzle (f);
  check_saved_puzzle (f, expected, keys ? "puzzle-zg-keys.terraces" : "puzzle-zg-pointer.terraces");
}

static void
test_ziggurat_pointer (Fixture       *f,
                       gconstpointer  data)
{
  build_ziggurat (f, FALSE);
}

static void
test_ziggurat_keys (Fixture       *f,
                    gconstpointer  data)
{
  build_ziggurat (f, TRUE);
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

  g_test_add ("/app/editor-build-puzzle/ziggurat/pointer", Fixture, NULL,
              fixture_setup, test_ziggurat_pointer, fixture_teardown);
  g_test_add ("/app/editor-build-puzzle/ziggurat/keys", Fixture, NULL,
              fixture_setup, test_ziggurat_keys, fixture_teardown);

  status = g_test_run ();
  g_object_unref (app);
  test_app_cleanup ();
  return status;
}
