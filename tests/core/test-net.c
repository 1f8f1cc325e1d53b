/* test-net.c — the network game without a network: the payloads and
 * their parser, whole games between programs through rooms in memory
 * (Hanging Gardens with 2, 3 and 4 programs, Garden Paths with 3), a move
 * from an account without the seat, a program that loses its connection
 * and comes back, what Garden Paths lets a program see before the end, and
 * a reveal changed on its way. */
#include "config.h"

#include <string.h>

#include "terr-gp-game.h"
#include "net-test-util.h"

/* ------------------------------------------------------------ payloads */

static void
test_round_trip (void)
{
  g_autoptr(TerrNetPayload) setup = terr_net_payload_new (TERR_NET_SETUP);
  g_autoptr(TerrNetPayload) play = terr_net_payload_new (TERR_NET_PLAY);
  g_autoptr(TerrNetPayload) commit = terr_net_payload_new (TERR_NET_COMMIT);
  g_autoptr(TerrNetPayload) reveal = terr_net_payload_new (TERR_NET_REVEAL);
  g_autoptr(TerrNetPayload) refused = terr_net_payload_new (TERR_NET_REFUSED);
  g_autoptr(TerrNetPayload) handover = terr_net_payload_new (TERR_NET_HANDOVER);
  g_autoptr(TerrMove) place = terr_move_new (2, "place");
  g_autofree char *salt = terr_net_new_salt ();
  g_autofree char *salt2 = terr_net_new_salt ();
  TerrNetPayload *all[6];

  setup->game = TERR_GAME_HANGING_GARDENS;
  setup->seed = G_MAXUINT64;
  terr_net_payload_add_seat (setup, 1, "ann@example.org", 0);
  terr_net_payload_add_seat (setup, 2, "bob@example.org", 2);
  play->seq = 7;
  play->move = terr_move_new (1, "terrace");
  terr_move_set_int (play->move, "x", 3);
  terr_move_set (play->move, "y", "<&\"'>");
  terr_move_set_int (play->move, "level", 0);
  commit->seq = 9;
  commit->seat = 2;
  commit->k = 4;
  terr_move_set (place, "piece", "p3");
  terr_move_set_int (place, "x", 1);
  terr_move_set_int (place, "y", 2);
  terr_move_set_int (place, "transform", 0);
  commit->hash = terr_net_commit_hash (salt, 4, 2, place);
  reveal->seat = 2;
  terr_net_payload_add_entry (reveal, 4, salt, place);
  refused->seq = 9;
  refused->about = g_strdup ("eve@example.org");
  refused->reason = g_strdup ("seat 2 is held by bob@example.org");
  handover->seq = 12;
  handover->seat = 2;
  handover->level = 1;
  handover->address = g_strdup ("ann@example.org");

  /* 128 random bits, never the same twice. */
  g_assert_cmpuint (strlen (salt), ==, 32);
  g_assert_cmpstr (salt, !=, salt2);
  g_assert_cmpuint (strlen (commit->hash), ==, 64);
  {
    g_autofree char *other = terr_net_commit_hash (salt2, 4, 2, place);
    g_autofree char *cannot = terr_net_commit_hash (salt, 4, 2, NULL);

    g_assert_cmpstr (other, !=, commit->hash);
    g_assert_cmpstr (cannot, !=, commit->hash);
  }

  all[0] = setup; all[1] = play; all[2] = commit; all[3] = reveal; all[4] = refused; all[5] = handover;
  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    {
      g_autofree char *text = terr_net_payload_to_string (all[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(TerrNetPayload) back = terr_net_payload_parse (text, strlen (text), &error);

      g_test_message ("%s", text);
      g_assert_no_error (error);
      g_assert_nonnull (back);
      g_assert_true (strstr (text, TERR_NET_NS) != NULL);
      g_assert_true (terr_net_payload_equal (all[i], back));
    }
}

static void
test_malformed (void)
{
  static const struct {
    const char *text;
    int code;
    const char *reason;   /* a piece of the reason */
  } cases[] = {
    { "not xml", TERR_NET_ERROR_MALFORMED, "well-formed" },
    { "<play seq=\"2\"><move seat=\"1\" type=\"pass\"/></play>", TERR_NET_ERROR_MALFORMED, "namespace" },
    { "<hello xmlns=\"urn:x-terraces:net:1\"/>", TERR_NET_ERROR_MALFORMED, "no payload" },
    { "<start xmlns=\"urn:x-terraces:net:1\"/>", TERR_NET_ERROR_MALFORMED, "no seq" },
    { "<start xmlns=\"urn:x-terraces:net:1\" seq=\"-1\"/>", TERR_NET_ERROR_MALFORMED, "not a number" },
    { "<start xmlns=\"urn:x-terraces:net:1\" seq=\"0x2\"/>", TERR_NET_ERROR_MALFORMED, "not a number" },
    { "<start xmlns=\"urn:x-terraces:net:1\" seq=\"99999999999999999999\"/>", TERR_NET_ERROR_MALFORMED, "not a number" },
    { "<start xmlns=\"urn:x-terraces:net:1\" seq=\"1\">text</start>", TERR_NET_ERROR_MALFORMED, "text" },
    { "<!DOCTYPE x [<!ENTITY a \"b\">]><start xmlns=\"urn:x-terraces:net:1\" seq=\"1\"/>", TERR_NET_ERROR_MALFORMED, "DOCTYPE" },
    { "<start xmlns=\"urn:x-terraces:net:1\" seq=\"1\">&a;</start>", TERR_NET_ERROR_MALFORMED, "well-formed" },
    { "<play xmlns=\"urn:x-terraces:net:1\" seq=\"2\"/>", TERR_NET_ERROR_MALFORMED, "exactly one" },
    { "<play xmlns=\"urn:x-terraces:net:1\" seq=\"2\"><move seat=\"9\" type=\"pass\"/></play>", TERR_NET_ERROR_MALFORMED, "seat" },
    { "<play xmlns=\"urn:x-terraces:net:1\" seq=\"2\"><move seat=\"1\"/></play>", TERR_NET_ERROR_MALFORMED, "no type" },
    { "<play xmlns=\"urn:x-terraces:net:1\" seq=\"2\"><move seat=\"1\" type=\"pass\"><move seat=\"1\" type=\"pass\"/></move></play>",
      TERR_NET_ERROR_MALFORMED, "no elements" },
    { "<commit xmlns=\"urn:x-terraces:net:1\" seq=\"3\" seat=\"1\" k=\"0\" hash=\"abc\"/>", TERR_NET_ERROR_MALFORMED, "hash" },
    { "<setup xmlns=\"urn:x-terraces:net:1\" seq=\"0\" game=\"chess\" players=\"2\" seed=\"1\"/>", TERR_NET_ERROR_MALFORMED, "no game" },
    { "<setup xmlns=\"urn:x-terraces:net:1\" seq=\"0\" game=\"hanging-gardens\" players=\"2\" seed=\"1\">"
      "<seat n=\"1\" address=\"a@x\"/><seat n=\"1\" address=\"b@x\"/></setup>", TERR_NET_ERROR_MALFORMED, "twice" },
    { "<setup xmlns=\"urn:x-terraces:net:1\" seq=\"0\" game=\"hanging-gardens\" players=\"2\" seed=\"1\">"
      "<seat n=\"1\" address=\"a@x\"/><seat n=\"2\" address=\"not an address\"/></setup>", TERR_NET_ERROR_MALFORMED, "address" },
    { "<setup xmlns=\"urn:x-terraces:net:1\" seq=\"0\" game=\"hanging-gardens\" players=\"2\" seed=\"1\">"
      "<seat n=\"1\" address=\"a@x\"/></setup>", TERR_NET_ERROR_MALFORMED, "2 players but 1 seats" },
    { "<refused xmlns=\"urn:x-terraces:net:1\" seq=\"3\" from=\"a@x\"/>", TERR_NET_ERROR_MALFORMED, "reason" },
    { "<reveal xmlns=\"urn:x-terraces:net:1\" seat=\"1\"><entry k=\"0\" salt=\"00\"><move seat=\"1\" type=\"end\"/></entry></reveal>",
      TERR_NET_ERROR_MALFORMED, "salt" },
    { "<reveal xmlns=\"urn:x-terraces:net:1\" seat=\"1\"><entry k=\"0\" salt=\"000102030405060708090a0b0c0d0e0f\">"
      "<move seat=\"2\" type=\"end\"/></entry></reveal>", TERR_NET_ERROR_NOT_YOURS, "move of seat 2" },
    { "<a:start xmlns:a=\"urn:x-terraces:net:1\" seq=\"1\" a:x=\"1\"/>", TERR_NET_ERROR_MALFORMED, "namespace" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TerrNetPayload) p = terr_net_payload_parse (cases[i].text, strlen (cases[i].text), &error);

      g_test_message ("%s → %s", cases[i].text, error != NULL ? error->message : "(accepted)");
      g_assert_null (p);
      g_assert_error (error, TERR_NET_ERROR, cases[i].code);
      g_assert_nonnull (strstr (error->message, cases[i].reason));
    }

  /* Over the limits: size, depth, children, attribute length. */
  {
    GString *big = g_string_new ("<start xmlns=\"urn:x-terraces:net:1\" seq=\"1\">");
    GString *deep = g_string_new ("<reveal xmlns=\"urn:x-terraces:net:1\" seat=\"1\">");
    GString *wide = g_string_new ("<reveal xmlns=\"urn:x-terraces:net:1\" seat=\"1\">");
    g_autofree char *long_value = g_strnfill (TERR_NET_MAX_VALUE + 1, 'a');
    g_autofree char *long_attr = g_strdup_printf ("<refused xmlns=\"urn:x-terraces:net:1\" seq=\"1\" from=\"a@x\" reason=\"%s\"/>",
                                                  long_value);
    const char *texts[4];
    g_autoptr(GError) e1 = NULL, e2 = NULL, e3 = NULL, e4 = NULL;
    GError **errors[4] = { &e1, &e2, &e3, &e4 };

    while (big->len <= TERR_NET_MAX_PAYLOAD)
      g_string_append (big, "<!-- padding padding padding -->");
    g_string_append (big, "</start>");
    for (guint i = 0; i < 10; i++)
      g_string_append (deep, "<entry>");
    for (guint i = 0; i < 10; i++)
      g_string_append (deep, "</entry>");
    g_string_append (deep, "</reveal>");
    for (guint i = 0; i <= TERR_NET_MAX_CHILDREN; i++)
      g_string_append (wide, "<entry/>");
    g_string_append (wide, "</reveal>");
    texts[0] = big->str; texts[1] = deep->str; texts[2] = wide->str; texts[3] = long_attr;
    for (guint i = 0; i < 4; i++)
      {
        g_autoptr(TerrNetPayload) p = terr_net_payload_parse (texts[i], strlen (texts[i]), errors[i]);

        g_assert_null (p);
        g_assert_error (*errors[i], TERR_NET_ERROR, TERR_NET_ERROR_TOO_LARGE);
      }
    g_string_free (big, TRUE);
    g_string_free (deep, TRUE);
    g_string_free (wide, TRUE);
  }
}

/* ------------------------------------------------------------ whole games */

static void
restore_cb (gpointer data)
{
  Program *p = data;

  p->behind = terr_game_get_n_moves (terr_net_match_get_game (p->net))
              < terr_game_get_n_moves (terr_net_match_get_game (p->peer->net));
  terr_memory_room_restore (TERR_MEMORY_ROOM (p->room));
}

/* Hanging Gardens with @n programs, each with one computer seat. */
static void
play_hg (guint n, gboolean drop_one, gboolean restart)
{
  g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("game@rooms.example.org");
  Program *programs[4];
  TerrNetSeat seats[4];
  char *addresses[4] = { NULL };
  gboolean dropped = FALSE, restored = FALSE;

  for (guint i = 0; i < n; i++)
    {
      addresses[i] = address_of (i);
      programs[i] = program_new (hub, addresses[i]);
      seats[i] = (TerrNetSeat) { (int) i + 1, addresses[i], 1 };
    }
  host_and_start (programs, n, TERR_GAME_HANGING_GARDENS, seats, n);

  for (guint i = 0; i < MAX_ITERATIONS && !all_finished (programs, n); i++)
    {
      g_main_context_iteration (NULL, TRUE);
      if (drop_one && !dropped && terr_memory_hub_get_n_history (hub) > 12
          && terr_game_get_seat_to_move (terr_net_match_get_game (programs[0]->net)) != (int) n)
        {
          /* A lost connection: it misses moves (and holds the game up
           * when its seat is to move); it comes back 200 ms later and
           * catches up from the history. */
          terr_memory_room_drop (TERR_MEMORY_ROOM (programs[n - 1]->room));
          g_assert_cmpint (terr_room_get_state (programs[n - 1]->room), ==, TERR_ROOM_OFFLINE);
          dropped = TRUE;
          programs[n - 1]->peer = programs[0];
          g_timeout_add_once (200, restore_cb, programs[n - 1]);
        }
      if (restart && !dropped && terr_memory_hub_get_n_history (hub) > 15)
        {
          /* Killed and started again: a new program for the same
           * account, which learns everything from the room's history. */
          program_free (programs[n - 1]);
          programs[n - 1] = program_new (hub, addresses[n - 1]);
          g_assert_null (terr_net_match_get_game (programs[n - 1]->net));
          dropped = TRUE;
        }
    }
  restored = dropped && terr_room_get_state (programs[n - 1]->room) == TERR_ROOM_JOINED;
  g_assert_true (all_finished (programs, n));
  if (drop_one)
    {
      g_assert_true (restored);
      g_assert_true (programs[n - 1]->behind);
    }
  assert_same_files (programs, n);
  for (guint i = 0; i < n; i++)
    {
      GPtrArray *refusals = terr_net_match_get_refusals (programs[i]->net);

      for (guint r = 0; r < refusals->len; r++)
        g_test_message ("program %u refused %s", i + 1, (char *) g_ptr_array_index (refusals, r));
      if (!drop_one && !restart)
        g_assert_cmpuint (refusals->len, ==, 0);
      program_free (programs[i]);
      g_free (addresses[i]);
    }
}

static void
test_hg_2 (void)
{
  play_hg (2, FALSE, FALSE);
}

static void
test_hg_3 (void)
{
  play_hg (3, FALSE, FALSE);
}

static void
test_hg_4 (void)
{
  play_hg (4, FALSE, FALSE);
}

static void
test_rejoin (void)
{
  play_hg (3, TRUE, FALSE);
}

static void
test_restart (void)
{
  play_hg (3, FALSE, TRUE);
}

/* Ziggurat is played alone; a second program watches the builder's
 * moves arrive and ends with the same game. */
static void
test_zg_watched (void)
{
  g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("tower@rooms.example.org");
  Program *programs[2];
  TerrNetSeat seats[1] = { { 1, "ann@example.org", 1 } };

  programs[0] = program_new (hub, "ann@example.org");
  programs[1] = program_new (hub, "bob@example.org");
  host_and_start (programs, 2, TERR_GAME_ZIGGURAT, seats, 1);
  g_assert_false (terr_net_match_is_local_seat (programs[1]->net, 1));
  iterate_until (all_finished, programs, 2);
  assert_same_files (programs, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpuint (terr_net_match_get_refusals (programs[i]->net)->len, ==, 0);
      program_free (programs[i]);
    }
}

static gboolean
has_refusal (Program *p, const char *piece)
{
  GPtrArray *refusals = terr_net_match_get_refusals (p->net);

  for (guint i = 0; i < refusals->len; i++)
    if (strstr (g_ptr_array_index (refusals, i), piece) != NULL)
      return TRUE;
  return FALSE;
}

static gboolean
first_refusal_seen (Program **programs, guint n)
{
  for (guint i = 0; i < n; i++)
    if (!has_refusal (programs[i], "held by"))
      return FALSE;
  return TRUE;
}

static gboolean
seat_one_moved (Program **programs, guint n)
{
  for (guint i = 0; i < n; i++)
    if (terr_game_get_n_moves (terr_net_match_get_game (programs[i]->net)) < 1)
      return FALSE;
  return TRUE;
}

/* An account without the seat sends a legal move for the seat to move: every
 * program refuses it, the host reports it, the game goes on; payloads out
 * of order and two payloads with one number are refused too.  Seat 1 (a
 * person) then plays, and the host hands it to the computer. */
static void
test_intruder (void)
{
  g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("game@rooms.example.org");
  Program *programs[3];
  TerrNetSeat seats[2];
  g_autoptr(TerrGame) probe = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, 11, NULL);
  int first = terr_game_get_seat_to_move (probe), second = 3 - first;
  g_autoptr(GPtrArray) legal = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *intrusion = NULL, *early = NULL, *garbage = NULL;
  TerrGame *game;
  TerrMove *move;
  gboolean reported = FALSE;

  /* Ann (a person) holds the seat that moves first, Bob's computer the
   * other. */
  seats[first - 1] = (TerrNetSeat) { first, "ann@example.org", 0 };
  seats[second - 1] = (TerrNetSeat) { second, "bob@example.org", 1 };
  programs[0] = program_new (hub, "ann@example.org");
  programs[1] = program_new (hub, "bob@example.org");
  programs[2] = program_new (hub, "eve@example.org");
  host_and_start (programs, 3, TERR_GAME_HANGING_GARDENS, seats, 2);
  game = terr_net_match_get_game (programs[0]->net);
  g_assert_cmpint (terr_game_get_seat_to_move (game), ==, first);
  g_assert_true (terr_net_match_is_local_seat (programs[0]->net, first));
  g_assert_false (terr_net_match_is_local_seat (programs[2]->net, first));
  g_assert_cmpint (terr_match_get_seat_kind (terr_net_match_get_match (programs[0]->net), first), ==, TERR_SEAT_PERSON);
  g_assert_cmpint (terr_match_get_seat_kind (terr_net_match_get_match (programs[1]->net), first), ==, TERR_SEAT_REMOTE);

  /* Eve's program will not send it for her ... */
  legal = terr_game_list_moves (game);
  move = g_ptr_array_index (legal, 0);
  g_assert_false (terr_net_match_play (programs[2]->net, move, &error));
  g_assert_error (error, TERR_NET_ERROR, TERR_NET_ERROR_NOT_YOURS);
  g_clear_error (&error);
  /* ... so she writes it herself; and a payload from the future; and
   * something that is no payload. */
  {
    g_autoptr(TerrNetPayload) p = terr_net_payload_new (TERR_NET_PLAY);

    p->seq = 2;
    p->move = terr_move_copy_bare (move);
    intrusion = terr_net_payload_to_string (p);
    p->seq = 40;
    early = terr_net_payload_to_string (p);
  }
  garbage = g_strdup ("<play xmlns=\"urn:x-terraces:net:1\" seq=\"2\"><move seat=\"1\" type=\"pass\"");
  terr_room_send (programs[2]->room, intrusion);
  terr_room_send (programs[2]->room, early);
  terr_room_send (programs[2]->room, garbage);
  iterate_until (first_refusal_seen, programs, 3);
  for (guint i = 0; i < 200; i++)
    g_main_context_iteration (NULL, FALSE);
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *want = g_strdup_printf ("seq 2 from eve@example.org: seat %d is held by ann@example.org", first);

      g_assert_true (has_refusal (programs[i], want));
      g_assert_true (has_refusal (programs[i], "payload 40 came before payload 2"));
      g_assert_true (has_refusal (programs[i], "not well-formed"));
      g_assert_cmpuint (terr_game_get_n_moves (terr_net_match_get_game (programs[i]->net)), ==, 0);
    }
  for (guint i = 0; i < programs[1]->received->len; i++)
    if (strstr (g_ptr_array_index (programs[1]->received, i), "<refused") != NULL
        && strstr (g_ptr_array_index (programs[1]->received, i), "from=\"eve@example.org\"") != NULL)
      reported = TRUE;
  g_assert_true (reported);

  /* The game goes on: Ann plays that move. */
  g_assert_true (terr_net_match_play (programs[0]->net, move, &error));
  g_assert_no_error (error);
  iterate_until (seat_one_moved, programs, 3);
  /* Her move comes again with its number (history): nothing changes; with
   * its number and another move: refused. */
  terr_room_send (programs[0]->room, intrusion);
  {
    g_autoptr(TerrNetPayload) p = terr_net_payload_new (TERR_NET_PLAY);
    g_autofree char *other = NULL;
    guint before = terr_net_match_get_refusals (programs[1]->net)->len;

    for (guint i = 0; i < 200; i++)
      g_main_context_iteration (NULL, FALSE);
    g_assert_cmpuint (terr_net_match_get_refusals (programs[1]->net)->len, ==, before);
    g_assert_cmpuint (terr_game_get_n_moves (terr_net_match_get_game (programs[1]->net)), >=, 1);
    p->seq = 2;
    p->move = terr_move_new (first, "pass");
    other = terr_net_payload_to_string (p);
    terr_room_send (programs[0]->room, other);
    for (guint i = 0; i < 200; i++)
      g_main_context_iteration (NULL, FALSE);
    g_assert_true (has_refusal (programs[1], "another payload holds this number"));
  }

  /* Ann leaves; the host (Ann herself here) gives her seat to the computer
   * at Bob's program, and the game finishes. */
  g_assert_false (terr_net_match_hand_over (programs[1]->net, first, 1, "bob@example.org", &error));
  g_clear_error (&error);
  g_assert_true (terr_net_match_hand_over (programs[0]->net, first, 1, "bob@example.org", &error));
  g_assert_no_error (error);
  iterate_until (all_finished, programs, 3);
  assert_same_files (programs, 3);
  g_assert_cmpstr (terr_net_match_get_seat_address (programs[2]->net, first), ==, "bob@example.org");
  g_assert_true (terr_game_get_player (terr_net_match_get_game (programs[2]->net), first)->ai);
  for (guint i = 0; i < 3; i++)
    program_free (programs[i]);
}

/* ------------------------------------------------------------ Garden Paths */

typedef struct {
  int seat;             /* the seat whose payloads are changed, 0 for none */
  gboolean false_claim; /* its first commitment becomes "cannot place", and
                         * its reveal agrees: a claim the replay refutes */
  const char *reason;   /* what every program then says of it */
  gboolean restart;     /* Cat's program is killed mid-game and started
                         * again with the secrets it kept */
  char *secrets;
} Tamper;

static void
restore_secrets_cb (TerrNetMatch *net,
                    Tamper       *t)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (terr_net_match_restore_secrets (net, t->secrets, &error));
  g_assert_no_error (error);
}

/* Seat @t->seat's first commitment turned into a claim, and its reveal
 * without that placement. */
static char *
false_claim (Tamper *t, const char *payload)
{
  g_autoptr(TerrNetPayload) p = terr_net_payload_parse (payload, strlen (payload), NULL);
  g_autoptr(TerrNetPayload) out = NULL;

  if (p == NULL || p->seat != t->seat)
    return NULL;
  if (p->kind == TERR_NET_COMMIT && p->k == 0)
    {
      out = terr_net_payload_new (TERR_NET_CANNOT);
      out->seq = p->seq;
      out->seat = p->seat;
      out->k = 0;
      return terr_net_payload_to_string (out);
    }
  if (p->kind == TERR_NET_REVEAL)
    {
      out = terr_net_payload_new (TERR_NET_REVEAL);
      out->seat = p->seat;
      for (guint i = 0; i < p->entries->len; i++)
        {
          TerrNetRevealEntry *e = g_ptr_array_index (p->entries, i);

          if (e->k != 0)
            terr_net_payload_add_entry (out, e->k, e->salt, e->move);
        }
      return terr_net_payload_to_string (out);
    }
  return NULL;
}

static char *
tamper_filter (const char *from,
               const char *payload,
               gpointer    data)
{
  Tamper *t = data;
  g_autofree char *mark = g_strdup_printf ("<reveal xmlns=\"%s\" seat=\"%d\"", TERR_NET_NS, t->seat);
  const char *x;

  if (t->false_claim)
    {
      char *changed = false_claim (t, payload);

      return changed != NULL ? changed : g_strdup (payload);
    }
  if (t->seat > 0 && g_str_has_prefix (payload, mark) && (x = strstr (payload, "transform=\"")) != NULL)
    {
      /* The first placement turned another way than committed. */
      char *out = g_strdup (payload);
      char *digit = out + (x - payload) + strlen ("transform=\"");

      *digit = *digit == '0' ? '1' : '0';
      return out;
    }
  return g_strdup (payload);
}

static void
play_gp (Tamper *tamper)
{
  g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("paths@rooms.example.org");
  Program *programs[3];
  TerrNetSeat seats[4] = {
    { 1, "ann@example.org", 1 }, { 2, "bob@example.org", 1 },
    { 3, "cat@example.org", 1 }, { 4, "ann@example.org", 1 },   /* Ann's program hosts two */
  };

  terr_memory_hub_set_filter (hub, tamper_filter, tamper);
  programs[0] = program_new (hub, "ann@example.org");
  programs[1] = program_new (hub, "bob@example.org");
  programs[2] = program_new (hub, "cat@example.org");
  host_and_start (programs, 3, TERR_GAME_GARDEN_PATHS, seats, 4);
  for (guint i = 0; i < MAX_ITERATIONS && !all_finished (programs, 3); i++)
    {
      g_main_context_iteration (NULL, TRUE);
      if (tamper->restart && tamper->secrets == NULL && terr_memory_hub_get_n_history (hub) > 30)
        {
          g_autoptr(GPtrArray) hidden = terr_net_match_dup_hidden_moves (programs[2]->net, 3);

          g_assert_cmpuint (hidden->len, >, 0);
          tamper->secrets = terr_net_match_dup_secrets (programs[2]->net);
          g_assert_nonnull (strstr (tamper->secrets, "salt="));
          program_free (programs[2]);
          programs[2] = program_new (hub, "cat@example.org");
          g_signal_connect (programs[2]->net, "ready", G_CALLBACK (restore_secrets_cb), tamper);
        }
    }
  g_assert_true (all_finished (programs, 3));
  g_clear_pointer (&tamper->secrets, g_free);
  /* With a changed reveal, the merged game stops before the first
   * placement of the seat named: the same in every program. */
  assert_same_files_over (programs, 3, tamper->seat == 0);

  for (guint i = 0; i < 3; i++)
    {
      Program *p = programs[i];
      guint first_reveal = p->received->len, n_commits = 0, n_announce = 0;

      /* Before the first reveal, no payload holds a placement (of any
       * seat); after it, only reveals do. */
      for (guint r = 0; r < p->received->len; r++)
        {
          const char *text = g_ptr_array_index (p->received, r);

          if (g_str_has_prefix (text, "<reveal") && first_reveal == p->received->len)
            first_reveal = r;
          if (g_str_has_prefix (text, "<commit"))
            n_commits++;
          if (strstr (text, "type=\"announce\"") != NULL && g_str_has_prefix (text, "<play"))
            n_announce++;
        }
      g_assert_cmpuint (first_reveal, <, p->received->len);
      g_assert_cmpuint (n_commits, >=, tamper->false_claim ? 3 : 4 * 3);
      g_assert_cmpuint (n_announce, >=, tamper->false_claim ? 1 : 3);
      for (guint r = 0; r < p->received->len; r++)
        {
          const char *text = g_ptr_array_index (p->received, r);

          if (strstr (text, "\"place\"") != NULL)
            g_assert_true (r >= first_reveal && g_str_has_prefix (text, "<reveal"));
          if (r >= first_reveal)
            g_assert_false (g_str_has_prefix (text, "<commit") || g_str_has_prefix (text, "<play"));
        }

      if (tamper->seat == 0)
        {
          g_assert_cmpuint (terr_net_match_get_cheaters (p->net), ==, 0);
          /* The merged game: every seat placed what was announced. */
          g_assert_cmpint (terr_game_get_end_state (terr_net_match_get_game (p->net)), ==, TERR_END_FINISHED);
        }
      else
        {
          g_assert_cmpuint (terr_net_match_get_cheaters (p->net), ==, 1u << tamper->seat);
          g_test_message ("program %u: %s", i + 1, terr_net_match_get_cheat_reason (p->net, tamper->seat));
          g_assert_nonnull (strstr (terr_net_match_get_cheat_reason (p->net, tamper->seat), tamper->reason));
        }
    }
  for (guint i = 0; i < 3; i++)
    program_free (programs[i]);
}

/* Ann plays seat 1 by hand (announcing the first piece that fits, placing
 * it at the first place it fits), Bob's computer seat 2.  Ann's program
 * keeps her placements to itself until the end. */
static gboolean
person_acts (Program *ann, Program *bob)
{
  TerrNetMatch *net = ann->net;
  TerrGpGame *game = TERR_GP_GAME (terr_net_match_get_game (net));
  const TerrGpPieceSet *pieces = terr_gp_game_get_pieces (game);
  const TerrGpBoard *board = terr_gp_game_get_board (game);
  guint k = terr_net_match_get_announcement (net);
  g_autoptr(GPtrArray) hidden = terr_net_match_dup_hidden_moves (net, 1);
  g_autoptr(GPtrArray) elsewhere = terr_net_match_dup_hidden_moves (bob->net, 1);
  const char *piece = terr_net_match_get_announced_piece (net);

  g_assert_cmpuint (elsewhere->len, ==, 0);
  if (terr_net_match_get_announcer (net) == 1)
    {
      for (guint i = 0; i < pieces->pieces->len; i++)
        {
          g_autoptr(TerrMove) move = terr_move_new (1, "announce");
          g_autoptr(GError) error = NULL;

          terr_move_set (move, "piece", terr_gp_piece_set_get (pieces, (int) i)->id);
          if (terr_net_match_play (net, move, &error))
            return TRUE;
          g_assert_error (error, TERR_NET_ERROR, TERR_NET_ERROR_ILLEGAL);
        }
      {
        g_autoptr(TerrMove) end = terr_move_new (1, "end");

        g_assert_true (terr_net_match_play (net, end, NULL));
        return TRUE;
      }
    }
  if (piece == NULL || (terr_net_match_get_placed_seats (net) & (1u << 1)) || hidden->len > k)
    return FALSE;
  {
    gboolean rejected_once = FALSE;

    for (int y = 0; y < board->height; y++)
      for (int x = 0; x < board->width; x++)
        for (int t = 0; t < 8; t++)
          {
            g_autoptr(TerrMove) move = terr_move_new (1, "place");
            g_autoptr(GError) error = NULL;

            terr_move_set (move, "piece", piece);
            terr_move_set_int (move, "x", x);
            terr_move_set_int (move, "y", y);
            terr_move_set_int (move, "transform", t);
            if (terr_net_match_play (net, move, &error))
              {
                g_autoptr(GPtrArray) now = terr_net_match_dup_hidden_moves (net, 1);

                g_assert_cmpuint (now->len, ==, hidden->len + 1);
                /* Twice: refused. */
                g_assert_false (terr_net_match_play (net, move, NULL));
                return TRUE;
              }
            rejected_once = TRUE;
          }
    g_assert_true (rejected_once);
  }
  return FALSE;   /* it fits nowhere: the program says so by itself */
}

static void
test_gp_person (void)
{
  g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("paths@rooms.example.org");
  Program *programs[2];
  TerrNetSeat seats[2] = { { 1, "ann@example.org", 0 }, { 2, "bob@example.org", 1 } };
  guint played = 0, announced = 0;

  programs[0] = program_new (hub, "ann@example.org");
  programs[1] = program_new (hub, "bob@example.org");
  host_and_start (programs, 2, TERR_GAME_GARDEN_PATHS, seats, 2);
  /* A Garden Paths seat is not handed over: its grid is at Bob's. */
  g_assert_true (terr_net_match_hand_over (programs[0]->net, 2, 1, "ann@example.org", NULL));
  for (guint i = 0; i < MAX_ITERATIONS && !all_finished (programs, 2); i++)
    {
      if (!g_main_context_iteration (NULL, FALSE))
        {
          guint k = terr_net_match_get_announcement (programs[0]->net);
          gboolean announcing = terr_net_match_get_announcer (programs[0]->net) == 1;

          if (person_acts (programs[0], programs[1]))
            {
              played++;
              announced += announcing;
              g_assert_cmpuint (terr_net_match_get_announcement (programs[1]->net), ==, k);
            }
          else
            g_main_context_iteration (NULL, TRUE);
        }
    }
  g_assert_true (all_finished (programs, 2));
  g_test_message ("Ann made %u moves, %u of them announcements", played, announced);
  g_assert_cmpuint (announced, >, 0);
  g_assert_cmpuint (played, >, announced);
  assert_same_files (programs, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpuint (terr_net_match_get_cheaters (programs[i]->net), ==, 0);
      g_assert_true (has_refusal (programs[i], "cannot be handed over"));
      g_assert_cmpstr (terr_net_match_get_seat_address (programs[i]->net, 2), ==, "bob@example.org");
      for (guint r = 0; r < programs[1]->received->len; r++)
        {
          const char *text = g_ptr_array_index (programs[1]->received, r);

          if (strstr (text, "\"place\"") != NULL)
            g_assert_true (g_str_has_prefix (text, "<reveal"));
        }
    }
  for (guint i = 0; i < 2; i++)
    program_free (programs[i]);
}

static void
test_gp (void)
{
  Tamper none = { 0, FALSE, NULL, FALSE, NULL };

  play_gp (&none);
}

static void
test_gp_tampered (void)
{
  Tamper bob = { 2, FALSE, "does not match its commitment", FALSE, NULL };

  play_gp (&bob);
}

static void
test_gp_restart (void)
{
  Tamper none = { 0, FALSE, NULL, TRUE, NULL };

  play_gp (&none);
}

static void
test_gp_false_claim (void)
{
  Tamper bob = { 2, TRUE, "said it could not place", FALSE, NULL };

  play_gp (&bob);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();

  g_test_add_func ("/net/payload/round-trip", test_round_trip);
  g_test_add_func ("/net/payload/malformed", test_malformed);
  g_test_add_func ("/net/hanging-gardens/2", test_hg_2);
  g_test_add_func ("/net/hanging-gardens/3", test_hg_3);
  g_test_add_func ("/net/hanging-gardens/4", test_hg_4);
  g_test_add_func ("/net/ziggurat/watched", test_zg_watched);
  g_test_add_func ("/net/intruder", test_intruder);
  g_test_add_func ("/net/rejoin", test_rejoin);
  g_test_add_func ("/net/restart", test_restart);
  g_test_add_func ("/net/garden-paths/3", test_gp);
  g_test_add_func ("/net/garden-paths/tampered", test_gp_tampered);
  g_test_add_func ("/net/garden-paths/person", test_gp_person);
  g_test_add_func ("/net/garden-paths/false-claim", test_gp_false_claim);
  g_test_add_func ("/net/garden-paths/restart", test_gp_restart);
  return g_test_run ();
}
