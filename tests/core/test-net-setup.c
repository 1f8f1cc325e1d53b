/* test-net-setup.c — the network game without a network, second part:
 * the whole start travels in the setup (New Game's options, a scenario's
 * position), a Garden Paths seat's own game (what its window draws: the
 * announcements and its own placements, nothing of another seat's grid),
 * the computer seats thinking off the main loop and saying when they
 * cannot move, and the autosave a restarted program resumes from. */
#include "config.h"

#include <string.h>

#include "terr-gp-game.h"
#include "net-test-util.h"

/* The text between @open and @close in @text (both included), or NULL. */
static char *
dup_between (const char *text, const char *open, const char *close)
{
  const char *a = strstr (text, open);
  const char *b = a != NULL ? strstr (a, close) : NULL;

  return b != NULL ? g_strndup (a, (gsize) (b - a) + strlen (close)) : NULL;
}

static char *
game_text (TerrGame *game, TerrFileKind kind)
{
  g_autoptr(GBytes) bytes = terr_game_to_bytes (game, kind);

  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

/* Two programs, one computer seat each, play @kind to the end from the
 * setup made of @options or @scenario; every file the same; with
 * @scenario, the replay starts at its position. */
static void
play_two (TerrGameKind kind, GVariant *options, GBytes *scenario, guint n_seats)
{
  g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("start@rooms.example.org");
  Program *programs[2];
  TerrNetSeat seats[3] = {
    { 1, "ann@example.org", 1 }, { 2, "bob@example.org", 1 }, { 3, "ann@example.org", 1 },
  };
  g_autofree char *want = scenario != NULL ? g_strndup (g_bytes_get_data (scenario, NULL), g_bytes_get_size (scenario)) : NULL;
  g_autofree char *want_position = want != NULL ? dup_between (want, "<position", "</position>") : NULL;

  programs[0] = program_new (hub, "ann@example.org");
  programs[1] = program_new (hub, "bob@example.org");
  host_setup_and_start (programs, 2, kind, options, scenario, seats, n_seats);
  iterate_until (all_finished, programs, 2);
  assert_same_files (programs, 2);
  for (guint i = 0; i < 2; i++)
    {
      TerrGame *game = terr_net_match_get_game (programs[i]->net);
      GPtrArray *refusals = terr_net_match_get_refusals (programs[i]->net);

      /* Only the routine one: two seats committing with one number. */
      for (guint r = 0; r < refusals->len; r++)
        g_assert_nonnull (strstr (g_ptr_array_index (refusals, r), "another payload holds this number"));
      g_assert_cmpuint (terr_net_match_get_cheaters (programs[i]->net), ==, 0);
      g_assert_cmpstr (terr_game_get_player (game, 2)->name, ==, "bob@example.org");
      if (scenario != NULL)
        {
          g_autofree char *replay = game_text (game, TERR_FILE_REPLAY);
          g_autofree char *position = dup_between (replay, "<position", "</position>");

          g_assert_nonnull (want_position);
          g_assert_cmpstr (position, ==, want_position);
        }
    }
  for (guint i = 0; i < 2; i++)
    program_free (programs[i]);
}

/* ------------------------------------------------------------ options */

static TerrGame *
game_after_setup (const char *setup)
{
  g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("start@rooms.example.org");
  g_autoptr(TerrRoom) room = terr_memory_room_new (hub, "bob@example.org");
  g_autoptr(TerrNetMatch) net = terr_net_match_new (room);
  TerrGame *game;

  terr_room_deliver_payload (room, "ann@example.org", setup, FALSE);
  game = terr_net_match_get_game (net);
  if (game == NULL)
    {
      GPtrArray *refusals = terr_net_match_get_refusals (net);

      g_assert_cmpuint (refusals->len, ==, 1);
      g_test_message ("refused: %s", (char *) g_ptr_array_index (refusals, 0));
      return NULL;
    }
  return g_object_ref (game);
}

static void
test_options (void)
{
  g_auto(GVariantBuilder) hg = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);
  g_auto(GVariantBuilder) zg = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);
  g_auto(GVariantBuilder) gp = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);
  g_autoptr(GVariant) hg_options = NULL, zg_options = NULL, gp_options = NULL;
  g_autoptr(TerrGame) want_zg = NULL;
  g_autoptr(TerrGame) game = NULL;
  g_autofree char *want_pile = NULL;
  static const char *refused[] = {
    "<option id=\"no-such-option\" value=\"true\"/>",
    "<option id=\"progress-rule\" value=\"maybe\"/>",
  };

  /* Every program makes the game with the options New Game chose. */
  g_variant_builder_add (&hg, "{sv}", "progress-rule", g_variant_new_boolean (FALSE));
  hg_options = g_variant_ref_sink (g_variant_builder_end (&hg));
  game = game_after_setup ("<setup xmlns=\"" TERR_NET_NS "\" seq=\"0\" game=\"hanging-gardens\" players=\"2\" seed=\"3\">"
                           "<seat n=\"1\" address=\"ann@example.org\"/><seat n=\"2\" address=\"bob@example.org\"/>"
                           "<option id=\"progress-rule\" value=\"false\"/></setup>");
  g_assert_nonnull (game);
  {
    g_autofree char *text = game_text (game, TERR_FILE_SCENARIO);

    g_assert_nonnull (strstr (text, "progress-rule=\"false\""));
  }
  g_clear_object (&game);
  play_two (TERR_GAME_HANGING_GARDENS, hg_options, NULL, 2);

  /* A numbered deal of Ziggurat, its pile open: the deal is the one New
   * Game makes with that number, whatever the setup's seed. */
  g_variant_builder_add (&zg, "{sv}", "deal", g_variant_new_uint64 (42));
  g_variant_builder_add (&zg, "{sv}", "pile-open", g_variant_new_boolean (TRUE));
  zg_options = g_variant_ref_sink (g_variant_builder_end (&zg));
  want_zg = terr_game_new_with_options (TERR_GAME_ZIGGURAT, 1, 7, zg_options, NULL);
  {
    g_autofree char *want = game_text (want_zg, TERR_FILE_SCENARIO);

    want_pile = dup_between (want, "<pile", "</pile>");
    g_assert_nonnull (strstr (want_pile, "order=\"open\""));
  }
  game = game_after_setup ("<setup xmlns=\"" TERR_NET_NS "\" seq=\"0\" game=\"ziggurat\" players=\"1\" seed=\"99\">"
                           "<seat n=\"1\" address=\"ann@example.org\" computer=\"1\"/>"
                           "<option id=\"deal\" value=\"42\"/><option id=\"pile-open\" value=\"true\"/></setup>");
  g_assert_nonnull (game);
  {
    g_autofree char *text = game_text (game, TERR_FILE_SCENARIO);
    g_autofree char *pile = dup_between (text, "<pile", "</pile>");

    g_assert_cmpstr (pile, ==, want_pile);
  }
  g_clear_object (&game);

  /* A board of Garden Paths: every program plays on it. */
  g_variant_builder_add (&gp, "{sv}", "board", g_variant_new_string ("herb-garden"));
  gp_options = g_variant_ref_sink (g_variant_builder_end (&gp));
  game = game_after_setup ("<setup xmlns=\"" TERR_NET_NS "\" seq=\"0\" game=\"garden-paths\" players=\"2\" seed=\"3\">"
                           "<seat n=\"1\" address=\"ann@example.org\"/><seat n=\"2\" address=\"bob@example.org\"/>"
                           "<option id=\"board\" value=\"herb-garden\"/></setup>");
  g_assert_nonnull (game);
  g_assert_cmpint (terr_gp_game_get_board (TERR_GP_GAME (game))->width, ==, terr_gp_game_find_board ("herb-garden")->width);
  g_assert_cmpint (terr_gp_game_get_board (TERR_GP_GAME (game))->height, ==, terr_gp_game_find_board ("herb-garden")->height);
  g_clear_object (&game);
  play_two (TERR_GAME_GARDEN_PATHS, gp_options, NULL, 3);

  /* What the game does not offer is refused by every program, with the
   * reason; the host does not send it. */
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autofree char *setup = g_strdup_printf ("<setup xmlns=\"" TERR_NET_NS "\" seq=\"0\" game=\"hanging-gardens\" "
                                                "players=\"2\" seed=\"3\"><seat n=\"1\" address=\"ann@example.org\"/>"
                                                "<seat n=\"2\" address=\"bob@example.org\"/>%s</setup>", refused[i]);

      game = game_after_setup (setup);
      g_assert_null (game);
    }
  {
    g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("start@rooms.example.org");
    g_autoptr(TerrRoom) room = terr_memory_room_new (hub, "ann@example.org");
    g_autoptr(TerrNetMatch) net = terr_net_match_new (room);
    g_auto(GVariantBuilder) bad = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);
    g_autoptr(GVariant) bad_options = NULL;
    g_autoptr(GError) error = NULL;
    TerrNetSeat seats[2] = { { 1, "ann@example.org", 0 }, { 2, "bob@example.org", 0 } };

    g_variant_builder_add (&bad, "{sv}", "board", g_variant_new_string ("moon-garden"));
    bad_options = g_variant_ref_sink (g_variant_builder_end (&bad));
    g_assert_false (terr_net_match_host_setup (net, TERR_GAME_GARDEN_PATHS, 1, bad_options, NULL, seats, 2, &error));
    g_assert_error (error, TERR_NET_ERROR, TERR_NET_ERROR_MALFORMED);
    g_assert_nonnull (strstr (error->message, "moon-garden"));
    g_assert_cmpuint (terr_memory_hub_get_n_history (hub), ==, 0);
  }
}

/* ------------------------------------------------------------ scenarios */

/* A scenario of @kind for @n seats: a game of @n_moves legal moves (the
 * first listed each time), as New Scenario makes one of it. */
static GBytes *
make_scenario (TerrGameKind kind, guint n, guint n_moves)
{
  g_autoptr(TerrGame) game = terr_game_new (kind, n, 5, NULL);
  g_autoptr(TerrGame) scenario = NULL;

  for (guint i = 0; i < n_moves; i++)
    {
      g_autoptr(GPtrArray) moves = terr_game_list_moves (game);

      g_assert_cmpuint (moves->len, >, 0);
      g_assert_true (terr_game_play (game, g_ptr_array_index (moves, 0), NULL));
    }
  scenario = terr_game_new_scenario (game);
  return terr_game_to_bytes (scenario, TERR_FILE_SCENARIO);
}

static void
test_scenario (void)
{
  g_autoptr(GBytes) hg = make_scenario (TERR_GAME_HANGING_GARDENS, 2, 6);
  /* Garden Paths from the middle of a game: two announcements made and
   * placed by all three seats. */
  g_autoptr(GBytes) gp = make_scenario (TERR_GAME_GARDEN_PATHS, 3, 8);
  g_autofree char *gp_text = g_strndup (g_bytes_get_data (gp, NULL), g_bytes_get_size (gp));

  g_assert_nonnull (strstr (gp_text, "announcements=\"2\""));
  play_two (TERR_GAME_HANGING_GARDENS, NULL, hg, 2);
  play_two (TERR_GAME_GARDEN_PATHS, NULL, gp, 3);
}

static void
test_scenario_refused (void)
{
  g_autoptr(GBytes) hg = make_scenario (TERR_GAME_HANGING_GARDENS, 2, 2);
  g_autoptr(GBytes) garbage = g_bytes_new_static ("<terraces format=\"1\"", 20);
  g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("start@rooms.example.org");
  g_autoptr(TerrRoom) room = terr_memory_room_new (hub, "ann@example.org");
  g_autoptr(TerrNetMatch) net = terr_net_match_new (room);
  TerrNetSeat two[2] = { { 1, "ann@example.org", 0 }, { 2, "bob@example.org", 0 } };
  TerrNetSeat three[3] = { { 1, "ann@example.org", 0 }, { 2, "bob@example.org", 0 }, { 3, "cat@example.org", 0 } };
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);
  g_autoptr(GVariant) options = NULL;
  g_autoptr(GError) e1 = NULL, e2 = NULL, e3 = NULL, e4 = NULL;

  g_variant_builder_add (&builder, "{sv}", "progress-rule", g_variant_new_boolean (FALSE));
  options = g_variant_ref_sink (g_variant_builder_end (&builder));
  /* Not a file; for other players; with options beside it; another game. */
  g_assert_false (terr_net_match_host_setup (net, TERR_GAME_HANGING_GARDENS, 1, NULL, garbage, two, 2, &e1));
  g_assert_nonnull (strstr (e1->message, "scenario is refused"));
  g_assert_false (terr_net_match_host_setup (net, TERR_GAME_HANGING_GARDENS, 1, NULL, hg, three, 3, &e2));
  g_assert_nonnull (strstr (e2->message, "for 2 players"));
  g_assert_false (terr_net_match_host_setup (net, TERR_GAME_HANGING_GARDENS, 1, options, hg, two, 2, &e3));
  g_assert_nonnull (strstr (e3->message, "own rules"));
  g_assert_false (terr_net_match_host_setup (net, TERR_GAME_GARDEN_PATHS, 1, NULL, hg, two, 2, &e4));
  g_assert_nonnull (strstr (e4->message, "not a garden-paths scenario"));
  g_assert_cmpuint (terr_memory_hub_get_n_history (hub), ==, 0);

  /* The parser's limit on the scenario's size. */
  {
    g_autoptr(TerrNetPayload) p = terr_net_payload_new (TERR_NET_SETUP);
    g_autofree char *text = NULL;
    g_autoptr(TerrNetPayload) back = NULL;
    g_autoptr(GError) error = NULL;

    p->game = TERR_GAME_HANGING_GARDENS;
    terr_net_payload_add_seat (p, 1, "ann@example.org", 0);
    p->scenario = g_strnfill (TERR_NET_MAX_SCENARIO + 1, 'x');
    text = terr_net_payload_to_string (p);
    back = terr_net_payload_parse (text, strlen (text), &error);
    g_assert_null (back);
    g_assert_error (error, TERR_NET_ERROR, TERR_NET_ERROR_TOO_LARGE);
  }
  /* A setup with a scenario and options reads back the same. */
  {
    g_autoptr(TerrNetPayload) p = terr_net_payload_new (TERR_NET_SETUP);
    g_autofree char *text = NULL;
    g_autoptr(TerrNetPayload) back = NULL;
    g_autoptr(GError) error = NULL;

    p->game = TERR_GAME_HANGING_GARDENS;
    terr_net_payload_add_seat (p, 1, "ann@example.org", 0);
    terr_net_payload_add_option (p, "progress-rule", "false");
    p->scenario = g_strndup (g_bytes_get_data (hg, NULL), g_bytes_get_size (hg));
    text = terr_net_payload_to_string (p);
    back = terr_net_payload_parse (text, strlen (text), &error);
    g_assert_no_error (error);
    g_assert_true (terr_net_payload_equal (p, back));
    g_assert_cmpstr (back->scenario, ==, p->scenario);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();

  g_test_add_func ("/net-setup/options", test_options);
  g_test_add_func ("/net-setup/scenario", test_scenario);
  g_test_add_func ("/net-setup/scenario-refused", test_scenario_refused);
  return g_test_run ();
}
