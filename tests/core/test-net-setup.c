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

/* ------------------------------------------------------------ a seat's game */

/* A person at @seat of @p acts through the seat's own game, as a window
 * would: announces the first piece it may, or places the announced piece
 * at the first (or the last) place the game lists.  TRUE when it played. */
static gboolean
person_step (Program *p, int seat, gboolean last)
{
  TerrGame *game = terr_net_match_get_seat_game (p->net, seat);
  TerrGpGame *gp = TERR_GP_GAME (game);
  g_autoptr(GPtrArray) moves = NULL;

  if (terr_net_match_get_announcer (p->net) == seat)
    {
      const TerrGpPieceSet *pieces = terr_gp_game_get_pieces (gp);

      for (int i = 0; i < terr_gp_piece_set_size (pieces); i++)
        {
          g_autoptr(TerrMove) move = terr_move_new (seat, "announce");

          terr_move_set (move, "piece", terr_gp_piece_set_get (pieces, i)->id);
          if (terr_net_match_play (p->net, move, NULL))
            return TRUE;
        }
      {
        g_autoptr(TerrMove) end = terr_move_new (seat, "end");

        return terr_net_match_play (p->net, end, NULL);
      }
    }
  if (terr_game_is_over (game) || terr_gp_game_get_pending_piece (gp) < 0 || terr_gp_game_has_placed (gp, seat)
      || terr_net_match_get_announced_piece (p->net) == NULL)
    return FALSE;
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, seat);
  moves = terr_game_list_moves (game);
  if (moves->len == 0)
    return FALSE;
  g_assert_true (terr_net_match_play (p->net, g_ptr_array_index (moves, last ? moves->len - 1 : 0), NULL));
  return TRUE;
}

static void
count_cb (TerrGame *game, guint *n)
{
  (*n)++;
}

typedef struct {
  char *texts;        /* what seat 1's game tells seat 1 */
  char *bob;          /* Bob's own game, as a file */
  char *announced;    /* the public announcements */
} SeatRun;

/* Ann (seat 1) and Bob (seat 2), people at two programs, play until three
 * announcements are complete; Bob places at the first or the last place
 * his game lists.  What Ann's seat game tells her is kept in @run. */
static void
play_seats (gboolean bob_last, SeatRun *run)
{
  g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("paths@rooms.example.org");
  Program *programs[2];
  TerrNetSeat seats[2] = { { 1, "ann@example.org", 0 }, { 2, "bob@example.org", 0 } };
  TerrGame *ann_game;
  GPtrArray *ann_moves;
  guint changed = 0;
  GString *texts = g_string_new (NULL);
  GString *announced = g_string_new (NULL);
  g_autoptr(JsonNode) score = NULL;
  g_autofree char *score_text = NULL, *status = NULL, *describe = NULL, *file = NULL;
  gboolean refused_once = FALSE;

  programs[0] = program_new (hub, "ann@example.org");
  programs[1] = program_new (hub, "bob@example.org");
  host_and_start (programs, 2, TERR_GAME_GARDEN_PATHS, seats, 2);
  ann_game = terr_net_match_get_seat_game (programs[0]->net, 1);
  g_assert_nonnull (ann_game);
  g_assert_null (terr_net_match_get_seat_game (programs[0]->net, 2));
  g_assert_null (terr_net_match_get_seat_game (programs[1]->net, 1));
  g_assert_true (ann_game != terr_net_match_get_game (programs[0]->net));
  g_signal_connect (ann_game, "changed", G_CALLBACK (count_cb), &changed);

  for (guint i = 0; i < MAX_ITERATIONS; i++)
    {
      if (terr_net_match_get_announcement (programs[0]->net) == 3 && terr_net_match_get_announcer (programs[0]->net) != 0)
        break;
      if (g_main_context_iteration (NULL, FALSE))
        continue;
      if (!refused_once && terr_gp_game_get_grid (TERR_GP_GAME (ann_game), 1)->placed->len == 1
          && terr_gp_game_get_pending_piece (TERR_GP_GAME (ann_game)) >= 0)
        {
          /* A placement on the piece Ann placed: the rules of her game
           * refuse it, and nothing is committed. */
          const TerrGpPlacement *first = &g_array_index (terr_gp_game_get_grid (TERR_GP_GAME (ann_game), 1)->placed,
                                                         TerrGpPlacement, 0);
          g_autoptr(TerrMove) move = terr_move_new (1, "place");
          g_autoptr(GError) error = NULL;
          guint before = terr_memory_hub_get_n_history (hub);

          terr_move_set (move, "piece", terr_net_match_get_announced_piece (programs[0]->net));
          terr_move_set_int (move, "x", first->x);
          terr_move_set_int (move, "y", first->y);
          terr_move_set_int (move, "transform", 0);
          g_assert_false (terr_net_match_play (programs[0]->net, move, &error));
          g_assert_error (error, TERR_NET_ERROR, TERR_NET_ERROR_ILLEGAL);
          g_test_message ("refused: %s", error->message);
          g_assert_cmpuint (terr_memory_hub_get_n_history (hub), ==, before);
          refused_once = TRUE;
        }
      if (!person_step (programs[0], 1, FALSE) && !person_step (programs[1], 2, bob_last))
        g_main_context_iteration (NULL, TRUE);
    }
  g_assert_cmpuint (terr_net_match_get_announcement (programs[0]->net), ==, 3);
  g_assert_true (refused_once);

  /* Ann's game shows her three placements and no piece of Bob's. */
  g_assert_cmpuint (terr_gp_game_get_grid (TERR_GP_GAME (ann_game), 1)->placed->len, ==, 3);
  g_assert_cmpuint (terr_gp_game_get_grid (TERR_GP_GAME (ann_game), 2)->placed->len, ==, 0);
  g_assert_cmpuint (terr_gp_game_get_announcements (TERR_GP_GAME (ann_game)), ==, 3);
  g_assert_cmpuint (changed, >=, 6);
  {
    g_autoptr(GPtrArray) hidden = terr_net_match_dup_hidden_moves (programs[1]->net, 2);
    TerrGame *bob_game = terr_net_match_get_seat_game (programs[1]->net, 2);

    g_assert_cmpuint (hidden->len, ==, 3);
    g_assert_cmpuint (terr_gp_game_get_grid (TERR_GP_GAME (bob_game), 2)->placed->len, ==, 3);
    run->bob = game_text (bob_game, TERR_FILE_REPLAY);
  }

  /* What her window tells her, move by move and now. */
  ann_moves = terr_game_get_moves (ann_game);
  for (guint m = 0; m < ann_moves->len; m++)
    {
      g_autofree char *line = terr_game_describe_move_for (ann_game, 1, g_ptr_array_index (ann_moves, m));

      g_string_append_printf (texts, "%s\n", line);
      if (terr_move_is (g_ptr_array_index (ann_moves, m), "announce"))
        g_string_append_printf (announced, "%s ", terr_move_get (g_ptr_array_index (ann_moves, m), "piece"));
    }
  score = terr_game_score_json_for (ann_game, 1);
  score_text = json_to_string (score, FALSE);
  status = terr_game_get_status_text_for (ann_game, 1);
  describe = terr_game_describe_for (ann_game, 1);
  file = game_text (ann_game, TERR_FILE_REPLAY);
  g_string_append_printf (texts, "%s\n%s\n%s\n%s", score_text, status, describe, file);
  run->texts = g_string_free (texts, FALSE);
  run->announced = g_string_free (announced, FALSE);
  for (guint i = 0; i < 2; i++)
    program_free (programs[i]);
}

static void
test_seat_game (void)
{
  SeatRun first = { NULL }, last = { NULL };

  play_seats (FALSE, &first);
  play_seats (TRUE, &last);
  g_test_message ("public: %s", first.announced);
  /* The same announcements; Bob's grid differs; Ann's game is the same
   * to the byte. */
  g_assert_cmpstr (first.announced, ==, last.announced);
  g_assert_cmpstr (first.bob, !=, last.bob);
  g_assert_cmpstr (first.texts, ==, last.texts);
  g_free (first.texts); g_free (first.bob); g_free (first.announced);
  g_free (last.texts); g_free (last.bob); g_free (last.announced);
}

/* ------------------------------------------------------------ the computer */

typedef struct {
  TerrNetMatch *net;
  guint         ticks;       /* idle ticks while it thinks, this run */
  guint         id;          /* the idle source, 0 once enough were seen */
} Watch;

#define ENOUGH_TICKS 200

/* An idle tick: the main loop is free while the computer thinks.  Once
 * one run has seen enough of them, the ticking stops. */
static gboolean
tick_cb (gpointer data)
{
  Watch *w = data;

  if (!terr_net_match_is_thinking (w->net))
    {
      w->ticks = 0;
      return G_SOURCE_CONTINUE;
    }
  if (++w->ticks < ENOUGH_TICKS)
    return G_SOURCE_CONTINUE;
  w->id = 0;
  return G_SOURCE_REMOVE;
}

/* A level-3 computer at Ann's thinks in a worker thread: the main loop
 * goes on (idle ticks are counted while it thinks, by count, not time),
 * and its move then comes. */
static void
check_thinking (TerrGameKind kind, guint n_seats)
{
  g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("think@rooms.example.org");
  Program *programs[2];
  TerrNetSeat seats[2] = { { 1, "ann@example.org", 3 }, { 2, "bob@example.org", 1 } };
  Watch watch = { NULL };
  guint before;

  programs[0] = program_new (hub, "ann@example.org");
  programs[1] = program_new (hub, "bob@example.org");
  watch.net = programs[0]->net;
  host_and_start (programs, 2, kind, seats, n_seats);
  watch.id = g_idle_add (tick_cb, &watch);
  for (guint i = 0; i < MAX_ITERATIONS && watch.id != 0 && !terr_net_match_is_finished (programs[0]->net); i++)
    g_main_context_iteration (NULL, TRUE);
  if (watch.id != 0)
    g_source_remove (watch.id);
  g_test_message ("%s: %u idle ticks while the computer thought", terr_game_kind_to_string (kind), watch.ticks);
  g_assert_cmpuint (watch.ticks, >=, ENOUGH_TICKS);
  /* The run goes on to its move. */
  before = terr_memory_hub_get_n_history (hub);
  for (guint i = 0; i < MAX_ITERATIONS && terr_memory_hub_get_n_history (hub) == before; i++)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (terr_memory_hub_get_n_history (hub), >, before);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpuint (terr_net_match_get_failures (programs[i]->net)->len, ==, 0);
      program_free (programs[i]);
    }
}

static void
test_thinking (void)
{
  check_thinking (TERR_GAME_GARDEN_PATHS, 2);
  check_thinking (TERR_GAME_HANGING_GARDENS, 2);
}

/* Bob's computer moves change on their way into what the rules refuse. */
static char *
spoil_filter (const char *from, const char *payload, gpointer data)
{
  const char *type;

  if (g_str_equal (from, "bob@example.org") && g_str_has_prefix (payload, "<play")
      && (type = strstr (payload, "type=\"")) != NULL)
    {
      g_autofree char *head = g_strndup (payload, (gsize) (type - payload));
      const char *rest = strchr (type + strlen ("type=\""), '"');

      return g_strdup_printf ("%stype=\"fly%s", head, rest);
    }
  return g_strdup (payload);
}

static void
failed_cb (TerrNetMatch *net, int seat, const char *reason, GString *out)
{
  g_string_append_printf (out, "%d: %s\n", seat, reason);
}

static gboolean
bob_failed (Program **programs, guint n)
{
  return terr_net_match_get_failures (programs[1]->net)->len > 0;
}

static void
test_computer_failed (void)
{
  g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("think@rooms.example.org");
  Program *programs[2];
  TerrNetSeat seats[2] = { { 1, "ann@example.org", 1 }, { 2, "bob@example.org", 1 } };
  g_autoptr(GString) said = g_string_new (NULL);
  guint moves;

  terr_memory_hub_set_filter (hub, spoil_filter, NULL);
  programs[0] = program_new (hub, "ann@example.org");
  programs[1] = program_new (hub, "bob@example.org");
  g_signal_connect (programs[1]->net, "computer-failed", G_CALLBACK (failed_cb), said);
  host_and_start (programs, 2, TERR_GAME_HANGING_GARDENS, seats, 2);
  iterate_until (bob_failed, programs, 2);
  /* Said once, with the reason, and the game waits there: nothing more. */
  moves = terr_game_get_n_moves (terr_net_match_get_game (programs[0]->net));
  for (guint i = 0; i < 500; i++)
    g_main_context_iteration (NULL, FALSE);
  g_test_message ("%s", said->str);
  g_assert_cmpuint (terr_net_match_get_failures (programs[1]->net)->len, ==, 1);
  g_assert_nonnull (strstr (said->str, "2: "));
  g_assert_nonnull (strstr (said->str, "fly"));
  g_assert_cmpuint (terr_net_match_get_failures (programs[0]->net)->len, ==, 0);
  g_assert_cmpuint (terr_game_get_n_moves (terr_net_match_get_game (programs[0]->net)), ==, moves);
  g_assert_cmpint (terr_game_get_seat_to_move (terr_net_match_get_game (programs[0]->net)), ==, 2);
  for (guint i = 0; i < 2; i++)
    program_free (programs[i]);
}

/* ------------------------------------------------------------ the autosave */

static void
count_accepted_cb (TerrNetMatch *net, guint64 seq, guint *n)
{
  (*n)++;
}

/* Three programs with a computer seat each; the room keeps only its last
 * eight payloads.  Program 3 is killed mid-game and started again from
 * what it kept (the record, the secrets), as a program resumes from its
 * autosave, and the room's short history brings the rest. */
static void
check_resume (TerrGameKind kind)
{
  g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("again@rooms.example.org");
  Program *programs[3];
  TerrNetSeat seats[3];
  char *addresses[3];
  g_autoptr(GBytes) autosave = NULL;
  g_autofree char *record = NULL, *secrets = NULL;
  g_autoptr(GError) error = NULL;
  guint accepted = 0, autosaves = 0;

  terr_memory_hub_set_history_max (hub, 8);
  for (guint i = 0; i < 3; i++)
    {
      addresses[i] = address_of (i);
      programs[i] = program_new (hub, addresses[i]);
      seats[i] = (TerrNetSeat) { (int) i + 1, addresses[i], 1 };
    }
  g_signal_connect (programs[2]->net, "accepted", G_CALLBACK (count_accepted_cb), &accepted);
  host_and_start (programs, 3, kind, seats, 3);
  /* Killed once it has all the room holds: the room's short history then
   * holds everything the record lacks. */
  for (guint i = 0; i < MAX_ITERATIONS && (terr_memory_hub_get_n_history (hub) <= 24
                                           || programs[2]->received->len != terr_memory_hub_get_n_history (hub)); i++)
    {
      guint before = accepted;

      g_main_context_iteration (NULL, TRUE);
      if (accepted != before)
        {
          /* Autosaved after each payload, as the program would. */
          g_clear_pointer (&autosave, g_bytes_unref);
          g_free (record);
          g_free (secrets);
          autosave = terr_net_match_dup_autosave (programs[2]->net);
          record = terr_net_match_dup_record (programs[2]->net);
          secrets = terr_net_match_dup_secrets (programs[2]->net);
          autosaves++;
        }
    }
  g_assert_cmpuint (autosaves, >, 10);
  g_assert_true (kind != TERR_GAME_GARDEN_PATHS || strstr (secrets, "salt=") != NULL);
  program_free (programs[2]);

  /* Without what it kept, the room's short history is not enough (in a
   * context of its own: the others wait meanwhile). */
  {
    g_autoptr(GMainContext) context = g_main_context_new ();
    Program *lost;

    g_main_context_push_thread_default (context);
    lost = program_new (hub, addresses[2]);
    for (guint i = 0; i < 200; i++)
      g_main_context_iteration (context, FALSE);
    g_assert_null (terr_net_match_get_game (lost->net));
    g_assert_cmpuint (terr_net_match_get_refusals (lost->net)->len, >, 0);
    program_free (lost);
    g_main_context_pop_thread_default (context);
  }

  /* The autosave is a game file the core reads back. */
  {
    g_autoptr(TerrDocument) doc = terr_document_load_bytes (autosave, "autosave.terraces", &error);
    g_autoptr(TerrGame) back = NULL;

    g_assert_no_error (error);
    back = terr_game_load_document (doc, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (terr_game_get_player (back, 3)->name, ==, addresses[2]);
    if (kind != TERR_GAME_GARDEN_PATHS)
      g_assert_cmpuint (terr_game_get_n_moves (back), >, 5);
    else
      g_assert_cmpuint (terr_game_get_n_moves (back), ==, 0);   /* nothing placed is public yet */
  }

  programs[2] = program_new (hub, addresses[2]);
  g_assert_true (terr_net_match_resume (programs[2]->net, record, secrets, &error));
  g_assert_no_error (error);
  g_assert_nonnull (terr_net_match_get_game (programs[2]->net));
  iterate_until (all_finished, programs, 3);
  assert_same_files (programs, 3);
  for (guint i = 0; i < 3; i++)
    {
      GPtrArray *refusals = terr_net_match_get_refusals (programs[i]->net);

      for (guint r = 0; r < refusals->len; r++)
        g_test_message ("program %u refused %s", i + 1, (char *) g_ptr_array_index (refusals, r));
      g_assert_cmpuint (terr_net_match_get_cheaters (programs[i]->net), ==, 0);
      g_assert_cmpuint (terr_net_match_get_failures (programs[i]->net)->len, ==, 0);
      program_free (programs[i]);
      g_free (addresses[i]);
    }
  {
    g_autoptr(TerrMemoryHub) other = terr_memory_hub_new ("other@rooms.example.org");
    g_autoptr(TerrRoom) room = terr_memory_room_new (other, "player3@example.org");
    g_autoptr(TerrNetMatch) net = terr_net_match_new (room);
    g_autofree char *changed = g_strdup (record);
    char *tab = strchr (strchr (changed, '\n') + 1, '\t');

    /* A record changed by hand is checked as the room's payloads are. */
    g_assert_nonnull (tab);
    tab[1] = 'x';
    g_assert_false (terr_net_match_resume (net, changed, NULL, &error));
    g_assert_error (error, TERR_NET_ERROR, TERR_NET_ERROR_ILLEGAL);
    g_test_message ("%s", error->message);
  }
}

static void
test_resume (void)
{
  check_resume (TERR_GAME_HANGING_GARDENS);
  check_resume (TERR_GAME_GARDEN_PATHS);
}

/* Where a Garden Paths program is killed, at announcement k. */
typedef enum {
  KILL_ANNOUNCED,   /* k arrived; nothing placed for it yet */
  KILL_UNSENT,      /* its placement kept, the commitment lost on its way */
  KILL_COMMITTED,   /* its commitment in the room, not yet back here */
  KILL_COMPLETE,    /* every seat committed; k + 1 not announced yet */
  KILL_ANNOUNCER,   /* its seat announces and the computer thinks */
  N_KILLS
} KillPoint;

typedef struct {
  TerrNetMatch *net;
  TerrRoom     *room;
  char         *record;
  char         *secrets;
  guint         kept;     /* placements kept (secrets-changed) */
  guint         drop_at;  /* drop the room as placement drop_at is kept (0: never) */
  guint         stop_at;  /* keep nothing after placement stop_at is sent (0: never) */
  gboolean      stopped;
} Kept;

/* What the program keeps, as the window keeps it: after every payload it
 * accepts and every placement it keeps. */
static void
kept_save (Kept *kept)
{
  g_free (kept->record);
  g_free (kept->secrets);
  kept->record = terr_net_match_dup_record (kept->net);
  kept->secrets = terr_net_match_dup_secrets (kept->net);
}

static void
kept_accepted_cb (TerrNetMatch *net, guint64 seq, Kept *kept)
{
  if (!kept->stopped)
    kept_save (kept);
}

static void
kept_secrets_cb (TerrNetMatch *net, Kept *kept)
{
  kept_save (kept);
  if (++kept->kept == kept->drop_at)
    terr_memory_room_drop (TERR_MEMORY_ROOM (kept->room));   /* the commitment goes nowhere */
  /* Killed as soon as the commitment is sent: whatever the room delivers
   * after it in this iteration is not kept. */
  kept->stopped = kept->kept == kept->stop_at;
}

static gboolean
kill_due (Program *p, Kept *kept, KillPoint point, guint k)
{
  TerrNetMatch *net = p->net;
  guint at = terr_net_match_get_announcement (net);
  const char *piece = terr_net_match_get_announced_piece (net);

  switch (point)
    {
    case KILL_ANNOUNCED:
      return at == k && piece != NULL && kept->kept == k;
    case KILL_UNSENT:
      return terr_room_get_state (p->room) != TERR_ROOM_JOINED;
    case KILL_COMMITTED:
      return kept->stopped;
    case KILL_COMPLETE:
      return at == k + 1 && piece == NULL;
    case KILL_ANNOUNCER:
      return at >= k && piece == NULL && terr_net_match_get_announcer (net) == 3
             && terr_net_match_is_thinking (net);
    case N_KILLS:
    default:
      g_assert_not_reached ();
    }
}

/* Done: every game over, or a computer failed (the check that follows
 * says which). */
static gboolean
finished_or_failed (Program **programs, guint n)
{
  for (guint i = 0; i < n; i++)
    if (terr_net_match_get_failures (programs[i]->net)->len > 0)
      return TRUE;
  return all_finished (programs, n);
}

/* Three programs with a computer seat each, the room keeping its last 8
 * payloads; program 3 is killed at @point of announcement @k and started
 * again from what it kept.  The game finishes, the same in every program,
 * with nobody named and no computer failing. */
static void
check_gp_kill (KillPoint point, guint k)
{
  g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("again@rooms.example.org");
  Program *programs[3];
  TerrNetSeat seats[3];
  char *addresses[3];
  Kept kept = { 0 };
  g_autoptr(GError) error = NULL;
  gboolean killed = FALSE;

  terr_memory_hub_set_history_max (hub, 8);
  for (guint i = 0; i < 3; i++)
    {
      addresses[i] = address_of (i);
      programs[i] = program_new (hub, addresses[i]);
      seats[i] = (TerrNetSeat) { (int) i + 1, addresses[i], 1 };
    }
  kept.net = programs[2]->net;
  kept.room = programs[2]->room;
  kept.drop_at = point == KILL_UNSENT ? k + 1 : 0;
  kept.stop_at = point == KILL_COMMITTED ? k + 1 : 0;
  g_signal_connect (programs[2]->net, "accepted", G_CALLBACK (kept_accepted_cb), &kept);
  g_signal_connect (programs[2]->net, "secrets-changed", G_CALLBACK (kept_secrets_cb), &kept);
  host_and_start (programs, 3, TERR_GAME_GARDEN_PATHS, seats, 3);
  for (guint i = 0; i < MAX_ITERATIONS && !terr_net_match_is_finished (programs[2]->net); i++)
    {
      g_main_context_iteration (NULL, TRUE);
      if (kill_due (programs[2], &kept, point, k))
        {
          killed = TRUE;
          break;
        }
    }
  g_assert_true (killed);
  g_test_message ("killed at point %d of announcement %u (%u placements kept)", point, k, kept.kept);
  program_free (programs[2]);

  programs[2] = program_new (hub, addresses[2]);
  g_assert_true (terr_net_match_resume (programs[2]->net, kept.record, kept.secrets, &error));
  g_assert_no_error (error);
  iterate_until (finished_or_failed, programs, 3);
  for (guint i = 0; i < 3; i++)
    {
      GPtrArray *failures = terr_net_match_get_failures (programs[i]->net);

      for (guint r = 0; r < failures->len; r++)
        g_test_message ("program %u: %s", i + 1, (char *) g_ptr_array_index (failures, r));
      g_assert_cmpuint (failures->len, ==, 0);
    }
  assert_same_files (programs, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_cmpuint (terr_net_match_get_cheaters (programs[i]->net), ==, 0);
      program_free (programs[i]);
      g_free (addresses[i]);
    }
  g_free (kept.record);
  g_free (kept.secrets);
}

static void
test_resume_gp_kills (void)
{
  static const guint ks[] = { 0, 3 };

  for (int point = 0; point < N_KILLS; point++)
    for (guint i = 0; i < G_N_ELEMENTS (ks); i++)
      check_gp_kill ((KillPoint) point, ks[i]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();

  g_test_add_func ("/net-setup/options", test_options);
  g_test_add_func ("/net-setup/scenario", test_scenario);
  g_test_add_func ("/net-setup/scenario-refused", test_scenario_refused);
  g_test_add_func ("/net-setup/seat-game", test_seat_game);
  g_test_add_func ("/net-setup/thinking", test_thinking);
  g_test_add_func ("/net-setup/computer-failed", test_computer_failed);
  g_test_add_func ("/net-setup/resume", test_resume);
  g_test_add_func ("/net-setup/resume-gp-kills", test_resume_gp_kills);
  return g_test_run ();
}
