/* test-xmpp-hostile.c — hostile input over real connections through a
 * private prosody, during whole games between terraces-cli programs and a
 * program of the test's own (a TerrNetMatch over an XMPP room).  Every
 * honest program refuses what no honest program sends, with a reason that
 * names the sender, goes on, and ends the game with the same replay.
 *
 * - intruder: a third account, a member of the room without a seat (a
 *   watcher), sends a move for seat 1 with the next number; an account
 *   that is no member is kept out by the server.
 * - payloads: malformed payloads, an oversized one, two in one message,
 *   one from the past, one from the future, one in another namespace, and
 *   payloads of another game.
 * - Garden Paths: the test's program plays a seat and changes its reveal
 *   (a placement other than the one committed; a placement committed and
 *   revealed that the rules refuse): every program names that seat. */
#include <string.h>
#include <unistd.h>

#include "terr-net-match.h"
#include "terr-xmpp-private.h"
#include "test-cli-child.h"
#include "test-xmpp-client.h"

static TestProsody *server;
static guint room_counter;

static char *
new_room_address (const char *what)
{
  return g_strdup_printf ("hostile-%s%u-%d@" TEST_XMPP_ROOMS, what, ++room_counter, (int) getpid ());
}

static char *
server_address (void)
{
  return g_strdup_printf ("127.0.0.1:%u", server->port);
}

/* The programs give up after ten times the fixture's limit; so does the
 * test. */
static char *
cli_wait (void)
{
  return g_strdup_printf ("%d", TEST_XMPP_WAIT_S * 10);
}

static void
wait_long (gboolean (*done) (gpointer data),
           gpointer   data,
           const char *what)
{
  for (guint i = 0; i < 11 && !done (data); i++)
    test_wait_for (done, data);
  if (!done (data))
    g_error ("%s did not happen in time", what);
}

/* @text has a line that ends with @want, or (@partial) holds it. */
static gboolean
has_line (const char *text,
          const char *want,
          gboolean    partial)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (partial ? strstr (lines[i], want) != NULL : g_str_has_suffix (lines[i], want))
      return TRUE;
  return FALSE;
}

static guint
count_lines_with (const char *text,
                  const char *piece)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    n += strstr (lines[i], piece) != NULL;
  return n;
}

/* @net refused a payload: @want, or a reason that begins so (@partial). */
static gboolean
has_refusal (TerrNetMatch *net,
             const char   *want,
             gboolean      partial)
{
  GPtrArray *refusals = terr_net_match_get_refusals (net);

  for (guint i = 0; i < refusals->len; i++)
    {
      const char *refusal = g_ptr_array_index (refusals, i);

      if (partial ? g_str_has_prefix (refusal, want) : g_str_equal (refusal, want))
        return TRUE;
    }
  return FALSE;
}

static void
send_ready_cb (TerrNetMatch *net,
               gpointer      data)
{
  terr_net_match_send_ready (net);
}

/* ------------------------------------------------------------ Hanging Gardens */

/* Ann, the host, is the test's own program: she holds seat 1 as a person,
 * so the test chooses when her moves go; bob's and cat's terraces-cli
 * programs hold seats 2 and 3 (the computer); eve is in the room without
 * a seat. */
typedef struct _Game Game;
/* Called at each of ann's turns before she plays. */
typedef void (*Hostile) (Game *g, guint turn);

struct _Game
{
  char          *room;
  TestClient    *ann;
  TestClient    *eve;
  TerrNetMatch  *net;
  guint64        next;       /* the number of the next ordered payload */
  guint          n_moves;    /* ann waits until the game has that many */
  guint64        intrusion;  /* the number eve's intrusion took */
  GPtrArray     *bad;        /* Bad: what was sent, what each program says */
  TestCliChild  *guests[2];
  char          *out[2];
};

static void
on_accepted_cb (TerrNetMatch *net,
                guint64       seq,
                Game         *g)
{
  g->next = seq + 1;
}

static gboolean
seats_ready (gpointer data)
{
  Game *g = data;

  return (terr_net_match_get_ready_seats (g->net) & 0xe) == 0xe;
}

static gboolean
has_invitation (gpointer data)
{
  return ((TestClient *) data)->invitations->len > 0;
}

static Game *
game_new (guint64 seed)
{
  Game *g = g_new0 (Game, 1);
  g_autofree char *address = server_address ();
  g_autofree char *wait = cli_wait ();
  const char *guest_names[2] = { "bob", "cat" };
  TerrNetSeat seats[3] = {
    { 1, "ann@localhost", 0 }, { 2, "bob@localhost", 1 }, { 3, "cat@localhost", 1 },
  };
  g_autoptr(GError) error = NULL;

  g->room = new_room_address ("hg");
  g->ann = test_client_new (server, "ann", "ann-secret");
  test_client_create (g->ann, g->room, TRUE);
  /* The match listens before the room is joined. */
  g->net = terr_net_match_new (TERR_ROOM (g->ann->room));
  g_signal_connect (g->net, "ready", G_CALLBACK (send_ready_cb), NULL);
  g_signal_connect (g->net, "accepted", G_CALLBACK (on_accepted_cb), g);
  test_client_wait_room (g->ann, TERR_ROOM_JOINED);

  /* The players and a watcher become members (the room is members-only);
   * the server handles ann's stanzas in order, so once eve has her
   * invitation, every one of them is a member. */
  terr_room_invite (TERR_ROOM (g->ann->room), "bob@localhost", "A game");
  terr_room_invite (TERR_ROOM (g->ann->room), "cat@localhost", "A game");
  g->eve = test_client_new (server, "eve", "eve-secret");
  terr_room_invite (TERR_ROOM (g->ann->room), "eve@localhost", "Watch a game");
  wait_long (has_invitation, g->eve, "eve's invitation");
  test_client_join (g->eve, g->room);
  test_client_wait_room (g->eve, TERR_ROOM_JOINED);

  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *user = g_strdup_printf ("%s@localhost", guest_names[i]);
      g_autofree char *password = g_strdup_printf ("%s-secret", guest_names[i]);
      g_autofree char *err = g_strdup_printf ("%s/%s-%s.err", server->dir, g->room, guest_names[i]);
      const char *args[] = {
        "net", "join", "--address", user, "--server", address, "--room", g->room,
        "--wait", wait, "-o", NULL, NULL
      };

      g->out[i] = g_strdup_printf ("%s/%s-%s.terraces", server->dir, g->room, guest_names[i]);
      args[11] = g->out[i];
      g->guests[i] = test_cli_child_spawn (args, password, err);
    }

  g_assert_true (terr_net_match_host (g->net, TERR_GAME_HANGING_GARDENS, seed, seats, 3, &error));
  g_assert_no_error (error);
  wait_long (seats_ready, g, "every seat ready");
  g_assert_true (terr_net_match_start (g->net, &error));
  g_assert_no_error (error);
  return g;
}

static void
game_free (Game *g)
{
  for (guint i = 0; i < 2; i++)
    {
      g_clear_pointer (&g->guests[i], test_cli_child_free);
      g_free (g->out[i]);
    }
  g_clear_pointer (&g->bad, g_ptr_array_unref);
  g_signal_handlers_disconnect_by_data (g->net, g);
  g_clear_object (&g->net);
  test_client_free (g->eve);
  test_client_free (g->ann);
  g_free (g->room);
  g_free (g);
}

static gboolean
own_turn_or_over (gpointer data)
{
  Game *g = data;

  return terr_net_match_is_finished (g->net)
      || terr_game_get_seat_to_move (terr_net_match_get_game (g->net)) == 1;
}

static gboolean
moved (gpointer data)
{
  Game *g = data;

  return terr_game_get_n_moves (terr_net_match_get_game (g->net)) >= g->n_moves;
}

/* Ann plays the computer's move of level 1 at each of her turns, after
 * @hostile has had its say, until the game is over. */
static void
game_play (Game    *g,
           Hostile  hostile)
{
  for (guint turn = 0; ; turn++)
    {
      TerrGame *game = terr_net_match_get_game (g->net);
      g_autoptr(TerrMove) move = NULL;
      g_autoptr(GError) error = NULL;

      wait_long (own_turn_or_over, g, "ann's turn");
      if (terr_net_match_is_finished (g->net))
        break;
      hostile (g, turn);
      g_assert_false (terr_net_match_is_finished (g->net));
      move = terr_game_ai_move (game, 1, turn, NULL, &error);
      g_assert_no_error (error);
      g->n_moves = terr_game_get_n_moves (game) + 1;
      g_assert_true (terr_net_match_play (g->net, move, &error));
      g_assert_no_error (error);
      wait_long (moved, g, "ann's move");
    }
}

/* Every program ended well (exit 0) with the same replay as the test's
 * own program: a finished game the core reads back.  The standard error of
 * each guest, for the caller to check. */
static void
game_end (Game  *g,
          char **errs)
{
  g_autoptr(GBytes) replay = terr_game_to_bytes (terr_net_match_get_game (g->net), TERR_FILE_REPLAY);
  g_autofree char *want = g_strndup (g_bytes_get_data (replay, NULL), g_bytes_get_size (replay));

  g_assert_true (terr_game_is_over (terr_net_match_get_game (g->net)));
  test_cli_children_wait (g->guests, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *text = NULL;
      g_autoptr(TerrGame) game = NULL;
      g_autoptr(GError) error = NULL;

      errs[i] = test_cli_child_dup_stderr (g->guests[i]);
      g_test_message ("%s", errs[i]);
      g_assert_cmpint (g->guests[i]->status, ==, 0);
      g_file_get_contents (g->out[i], &text, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (text, ==, want);
      game = terr_game_load_path (g->out[i], &error);
      g_assert_no_error (error);
      g_assert_true (terr_game_is_over (game));
      g_assert_cmpuint (terr_game_get_n_players (game), ==, 3);
    }
}

static gboolean
intrusion_refused (gpointer data)
{
  Game *g = data;
  g_autofree char *want = g_strdup_printf ("seq %" G_GUINT64_FORMAT " from eve@localhost: "
                                           "seat 1 is held by ann@localhost, not by eve@localhost",
                                           g->next);

  return has_refusal (g->net, want, FALSE);
}

/* A legal move of ann's, written as a payload: <play seq=@seq>. */
static char *
play_payload (Game    *g,
              guint64  seq)
{
  g_autoptr(GPtrArray) legal = terr_game_list_moves (terr_net_match_get_game (g->net));
  g_autoptr(TerrNetPayload) p = terr_net_payload_new (TERR_NET_PLAY);

  g_assert_cmpuint (legal->len, >, 0);
  g_assert_cmpint (terr_move_get_seat (g_ptr_array_index (legal, 0)), ==, 1);
  p->seq = seq;
  p->move = terr_move_copy_bare (g_ptr_array_index (legal, 0));
  return terr_net_payload_to_string (p);
}

/* Eve sends a legal move for seat 1 at ann's first turn, with the next
 * number: the room's order puts it before ann's own move. */
static void
intrude (Game  *g,
         guint  turn)
{
  g_autofree char *intrusion = NULL;

  if (turn != 0)
    return;
  g->intrusion = g->next;
  intrusion = play_payload (g, g->next);
  terr_room_send (TERR_ROOM (g->eve->room), intrusion);
  wait_long (intrusion_refused, g, "the intrusion's refusal");
}

static gboolean
reported (TestClient *client,
          const char *piece)
{
  for (guint i = 0; i < client->payloads->len; i++)
    {
      const char *p = g_ptr_array_index (client->payloads, i);

      if (strstr (p, "<refused ") != NULL && strstr (p, piece) != NULL)
        return TRUE;
    }
  return FALSE;
}

static void
test_intruder (void)
{
  Game *g = game_new (11);
  TestClient *dan = test_client_new (server, "dan", "dan-secret");
  g_autofree char *want = NULL;
  char *errs[2] = { NULL, NULL };

  /* No member: the server keeps dan out of the room. */
  test_client_join (dan, g->room);
  test_client_wait_room (dan, TERR_ROOM_FAILED);
  g_assert_error ((GError *) terr_room_get_error (TERR_ROOM (dan->room)), TERR_ROOM_ERROR, TERR_ROOM_ERROR_REFUSED);
  test_client_free (dan);

  game_play (g, intrude);
  game_end (g, errs);
  want = g_strdup_printf ("refused payload %" G_GUINT64_FORMAT " from eve@localhost: "
                          "seat 1 is held by ann@localhost, not by eve@localhost", g->intrusion);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (has_line (errs[i], want, FALSE));
      /* Nothing else was refused. */
      g_assert_cmpuint (count_lines_with (errs[i], ": refused "), ==, 1);
    }
  /* The host said so in the room: eve heard why. */
  g_assert_true (reported (g->eve, "reason=\"seat 1 is held by ann@localhost, not by eve@localhost\""));
  g_assert_cmpuint (terr_net_match_get_refusals (g->net)->len, ==, 1);
  for (guint i = 0; i < 2; i++)
    g_free (errs[i]);
  game_free (g);
}

/* ------------------------------------------------------------ payloads */

typedef struct
{
  gboolean  from_ann;   /* else eve's */
  gboolean  raw;        /* a whole <message> stanza: the room refuses it */
  char     *text;
  char     *want;       /* the end of the line each program prints */
  char     *refusal;    /* what the test's own program notes, or NULL */
  gboolean  partial;    /* want and refusal are the beginning of the reason */
} Bad;

static void
bad_free (gpointer data)
{
  Bad *bad = data;

  g_free (bad->text);
  g_free (bad->want);
  g_free (bad->refusal);
  g_free (bad);
}

/* A payload the match refuses with @reason, numbered @seq there. */
static void
add_bad (Game       *g,
         gboolean    from_ann,
         char       *text,
         guint64     seq,
         const char *reason)
{
  Bad *bad = g_new0 (Bad, 1);
  const char *from = from_ann ? "ann@localhost" : "eve@localhost";

  bad->from_ann = from_ann;
  bad->text = text;
  bad->want = g_strdup_printf ("refused payload %" G_GUINT64_FORMAT " from %s: %s", seq, from, reason);
  bad->refusal = g_strdup_printf ("seq %" G_GUINT64_FORMAT " from %s: %s", seq, from, reason);
  g_ptr_array_add (g->bad, bad);
}

/* A message the room refuses (eve's) with @reason. */
static void
add_bad_message (Game       *g,
                 char       *stanza,
                 const char *reason)
{
  Bad *bad = g_new0 (Bad, 1);

  bad->raw = TRUE;
  bad->text = stanza;
  bad->want = g_strdup_printf ("refused a message from eve@localhost: %s", reason);
  g_ptr_array_add (g->bad, bad);
}

static gboolean
all_bad_refused (gpointer data)
{
  Game *g = data;
  guint n_raw = 0;

  for (guint i = 0; i < g->bad->len; i++)
    {
      Bad *bad = g_ptr_array_index (g->bad, i);

      if (bad->raw)
        n_raw++;
      else if (!has_refusal (g->net, bad->refusal, bad->partial))
        return FALSE;
    }
  return g->ann->refused->len >= n_raw;
}

static void
send_raw (TestClient *client,
          const char *stanza)
{
  xmpp_stanza_t *message = xmpp_stanza_new_from_string (terr_xmpp_account_get_ctx (client->account), stanza);

  g_assert_nonnull (message);
  terr_xmpp_account_send_stanza (client->account, message);
  xmpp_stanza_release (message);
}

/* At ann's second turn (something is in the past by then), eve sends
 * everything wrong a payload can be, and ann a move of another game for
 * her own seat; then ann plays. */
static void
send_bad (Game  *g,
          guint  turn)
{
  guint64 n = g->next;
  g_autofree char *legal = NULL;
  g_autofree char *move = NULL;
  g_autofree char *big = NULL;
  g_autofree char *fill = g_strnfill (TERR_XMPP_ROOM_MAX_PAYLOAD + 10, 'x');

  if (turn != 1)
    return;
  g_assert_cmpuint (n, >=, 3);
  legal = play_payload (g, n);
  /* The <move> of that payload, in the payload's namespace. */
  move = g_strndup (strstr (legal, "<move"), strstr (legal, "</play>") - strstr (legal, "<move"));
  g->bad = g_ptr_array_new_with_free_func (bad_free);

  /* Malformed. */
  add_bad (g, FALSE, g_strdup_printf ("<play xmlns=\"%s\" seq=\"%" G_GUINT64_FORMAT "\">a move in words</play>", TERR_NET_NS, n),
           0, "<play> holds text");
  add_bad (g, FALSE, g_strdup_printf ("<play xmlns=\"%s\" seq=\"0%" G_GUINT64_FORMAT "\">%s</play>", TERR_NET_NS, n, move),
           0, "seq of <play> is not a number from 1 to 1000000");
  add_bad (g, FALSE, g_strdup_printf ("<frobnicate xmlns=\"%s\" seq=\"%" G_GUINT64_FORMAT "\"/>", TERR_NET_NS, n),
           0, "<frobnicate> is no payload of this program");
  add_bad (g, FALSE, g_strdup_printf ("<play xmlns=\"%s\" seq=\"%" G_GUINT64_FORMAT "\"><move seat=\"1\" type=\"pass\">"
                                   "<a><b><c/></b></a></move></play>", TERR_NET_NS, n),
           0, "elements nested deeper than 4");
  /* Another namespace. */
  add_bad (g, FALSE, g_strdup_printf ("<play xmlns=\"urn:x-terraces:net:0\" seq=\"%" G_GUINT64_FORMAT "\">%s</play>", n, move),
           0, "<play> is not in the namespace " TERR_NET_NS);
  /* The past and the future. */
  add_bad (g, FALSE, play_payload (g, n - 1), n - 1, "another payload holds this number");
  {
    g_autofree char *reason = g_strdup_printf ("payload %" G_GUINT64_FORMAT " came before payload %" G_GUINT64_FORMAT,
                                               n + 500, n);

    add_bad (g, FALSE, play_payload (g, n + 500), n + 500, reason);
  }
  /* Another game: Garden Paths' commitment and reveal, and ann's own
   * placement of a Garden Paths piece. */
  add_bad (g, FALSE, g_strdup_printf ("<commit xmlns=\"%s\" seq=\"%" G_GUINT64_FORMAT "\" seat=\"1\" k=\"0\" hash=\"%064d\"/>",
                                   TERR_NET_NS, n, 0),
           n, "commitments belong to Garden Paths");
  add_bad (g, FALSE, g_strdup_printf ("<reveal xmlns=\"%s\" seat=\"1\"><entry k=\"0\" salt=\"%032d\">"
                                   "<move seat=\"1\" type=\"place\" piece=\"p1\" x=\"0\" y=\"0\" transform=\"0\"/>"
                                   "</entry></reveal>", TERR_NET_NS, 0),
           0, "reveals belong to Garden Paths");
  add_bad (g, TRUE, g_strdup_printf ("<play xmlns=\"%s\" seq=\"%" G_GUINT64_FORMAT "\">"
                                  "<move seat=\"1\" type=\"place\" piece=\"p1\" x=\"0\" y=\"0\" transform=\"0\"/></play>",
                                  TERR_NET_NS, n),
           n, "“seat 1 place piece=p1 transform=0 x=0 y=0” is not a move of the file format");
  /* The schema's own words follow. */
  ((Bad *) g_ptr_array_index (g->bad, g->bad->len - 1))->partial = TRUE;
  /* Too large, and two payloads in one message: the room refuses them. */
  big = g_strdup_printf ("<play xmlns=\"%s\" seq=\"%" G_GUINT64_FORMAT "\">%s</play>", TERR_NET_NS, n, fill);
  {
    g_autofree char *reason = g_strdup_printf ("A payload of %" G_GSIZE_FORMAT " bytes is larger than the %d bytes a room carries.",
                                               strlen (big), TERR_XMPP_ROOM_MAX_PAYLOAD);

    add_bad_message (g, g_strdup_printf ("<message type=\"groupchat\" to=\"%s\" id=\"big\"><body>Terraces play</body>%s</message>",
                                      g->room, big), reason);
  }
  add_bad_message (g, g_strdup_printf ("<message type=\"groupchat\" to=\"%s\" id=\"two\"><body>Terraces play</body>%s%s</message>",
                                    g->room, legal, legal),
                   "A message carried more than one payload.");

  for (guint i = 0; i < g->bad->len; i++)
    {
      Bad *bad = g_ptr_array_index (g->bad, i);

      if (bad->raw)
        send_raw (g->eve, bad->text);
      else
        terr_room_send (TERR_ROOM ((bad->from_ann ? g->ann : g->eve)->room), bad->text);
    }
  for (guint i = 0; i < 11 && !all_bad_refused (g); i++)
    test_wait_for (all_bad_refused, g);
  if (!all_bad_refused (g))
    {
      GPtrArray *refusals = terr_net_match_get_refusals (g->net);
      g_autoptr(GString) seen = g_string_new (NULL);

      for (guint i = 0; i < refusals->len; i++)
        g_string_append_printf (seen, "\n  %s", (char *) g_ptr_array_index (refusals, i));
      for (guint i = 0; i < g->ann->refused->len; i++)
        g_string_append_printf (seen, "\n  room: %s", (char *) g_ptr_array_index (g->ann->refused, i));
      g_error ("not every bad payload was refused as expected; refused:%s", seen->str);
    }
}

static void
test_payloads (void)
{
  Game *g = game_new (5);
  char *errs[2] = { NULL, NULL };
  guint n_match = 0;

  game_play (g, send_bad);
  game_end (g, errs);
  g_assert_nonnull (g->bad);
  for (guint i = 0; i < g->bad->len; i++)
    {
      Bad *bad = g_ptr_array_index (g->bad, i);

      n_match += !bad->raw;
      for (guint j = 0; j < 2; j++)
        if (!has_line (errs[j], bad->want, bad->partial))
          g_error ("program %u did not say “%s”:\n%s", j + 1, bad->want, errs[j]);
    }
  for (guint j = 0; j < 2; j++)
    g_assert_cmpuint (count_lines_with (errs[j], ": refused "), ==, g->bad->len);
  g_assert_cmpuint (terr_net_match_get_refusals (g->net)->len, ==, n_match);
  g_assert_cmpuint (g->ann->refused->len, ==, g->bad->len - n_match);
    for (guint i = 0; i < 2; i++)
    g_free (errs[i]);
  game_free (g);
}

/* ------------------------------------------------------------ Garden Paths */

/* A room between the test's match and its XMPP room that changes what the
 * match sends for one seat: its reveal shows another placement than the
 * one committed, or (illegal) its first commitment and its reveal are of a
 * placement the rules refuse, so that the reveal matches. */
#define TEST_TYPE_RELAY_ROOM (test_relay_room_get_type ())
G_DECLARE_FINAL_TYPE (TestRelayRoom, test_relay_room, TEST, RELAY_ROOM, TerrRoom)

struct _TestRelayRoom
{
  TerrRoom      parent_instance;
  TerrRoom     *inner;
  TerrNetMatch *net;       /* the match over this room, not owned */
  int           seat;
  gboolean      illegal;
  char         *salt;      /* of the forged placement */
  TerrMove     *forged;
  guint         n_changed;
};

G_DEFINE_FINAL_TYPE (TestRelayRoom, test_relay_room, TERR_TYPE_ROOM)

/* @text changed, or NULL to send it as it is. */
static char *
relay_change (TestRelayRoom *self,
              const char    *text)
{
  g_autoptr(TerrNetPayload) p = terr_net_payload_parse (text, strlen (text), NULL);

  g_assert_nonnull (p);
  if (p->seat != self->seat)
    return NULL;
  if (p->kind == TERR_NET_COMMIT && p->k == 0 && self->illegal)
    {
      if (self->forged == NULL)
        {
          g_autoptr(GPtrArray) hidden = terr_net_match_dup_hidden_moves (self->net, self->seat);

          /* The placement just made, moved off the grid. */
          g_assert_cmpuint (hidden->len, ==, 1);
          self->forged = terr_move_copy_bare (g_ptr_array_index (hidden, 0));
          terr_move_set (self->forged, "x", "99");
          terr_move_set (self->forged, "y", "99");
          self->salt = terr_net_new_salt ();
        }
      g_free (p->hash);
      p->hash = terr_net_commit_hash (self->salt, 0, self->seat, self->forged);
    }
  else if (p->kind == TERR_NET_REVEAL)
    {
      TerrNetRevealEntry *entry;

      g_assert_cmpuint (p->entries->len, >, 0);
      entry = g_ptr_array_index (p->entries, 0);
      g_assert_cmpuint (entry->k, ==, 0);
      if (self->illegal)
        {
          g_free (entry->salt);
          entry->salt = g_strdup (self->salt);
          terr_move_unref (entry->move);
          entry->move = terr_move_copy_bare (self->forged);
        }
      else
        {
          gint64 t;

          /* Turned another way than committed. */
          g_assert_true (terr_move_get_int (entry->move, "transform", 0, 7, &t));
          terr_move_set_int (entry->move, "transform", (t + 1) % 8);
        }
    }
  else
    return NULL;
  self->n_changed++;
  return terr_net_payload_to_string (p);
}

static void
relay_send (TerrRoom   *room,
            const char *payload)
{
  TestRelayRoom *self = TEST_RELAY_ROOM (room);
  g_autofree char *changed = relay_change (self, payload);

  terr_room_send (self->inner, changed != NULL ? changed : payload);
}

static void
relay_send_chat (TerrRoom   *room,
                 const char *text)
{
  terr_room_send_chat (TEST_RELAY_ROOM (room)->inner, text);
}

static void
relay_invite (TerrRoom   *room,
              const char *address,
              const char *reason)
{
  terr_room_invite (TEST_RELAY_ROOM (room)->inner, address, reason);
}

static void
relay_leave (TerrRoom *room)
{
  terr_room_leave (TEST_RELAY_ROOM (room)->inner);
}

static void
relay_dispose (GObject *object)
{
  TestRelayRoom *self = TEST_RELAY_ROOM (object);

  if (self->inner != NULL)
    g_signal_handlers_disconnect_by_data (self->inner, self);
  g_clear_object (&self->inner);
  g_clear_pointer (&self->forged, terr_move_unref);
  g_clear_pointer (&self->salt, g_free);
  G_OBJECT_CLASS (test_relay_room_parent_class)->dispose (object);
}

static void
test_relay_room_class_init (TestRelayRoomClass *klass)
{
  TerrRoomClass *room_class = TERR_ROOM_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = relay_dispose;
  room_class->send = relay_send;
  room_class->send_chat = relay_send_chat;
  room_class->invite = relay_invite;
  room_class->leave = relay_leave;
}

static void
test_relay_room_init (TestRelayRoom *self)
{
}

static void
relay_state_cb (TerrRoom      *inner,
                GParamSpec    *pspec,
                TestRelayRoom *self)
{
  terr_room_set_state (TERR_ROOM (self), terr_room_get_state (inner), terr_room_get_error (inner));
}

static void
relay_payload_cb (TerrRoom      *inner,
                  const char    *from,
                  const char    *payload,
                  gboolean       history,
                  TestRelayRoom *self)
{
  terr_room_deliver_payload (TERR_ROOM (self), from, payload, history);
}

static void
relay_chat_cb (TerrRoom      *inner,
               const char    *from,
               const char    *text,
               gboolean       history,
               TestRelayRoom *self)
{
  terr_room_deliver_chat (TERR_ROOM (self), from, text, history);
}

static void
relay_joined_cb (TerrRoom      *inner,
                 const char    *address,
                 TestRelayRoom *self)
{
  terr_room_add_occupant (TERR_ROOM (self), address);
}

static void
relay_left_cb (TerrRoom      *inner,
               const char    *address,
               TestRelayRoom *self)
{
  terr_room_remove_occupant (TERR_ROOM (self), address);
}

static TestRelayRoom *
test_relay_room_new (TerrRoom *inner,
                     int       seat,
                     gboolean  illegal)
{
  TestRelayRoom *self = g_object_new (TEST_TYPE_RELAY_ROOM, NULL);

  self->inner = g_object_ref (inner);
  self->seat = seat;
  self->illegal = illegal;
  terr_room_set_addresses (TERR_ROOM (self), terr_room_get_address (inner), terr_room_get_own_address (inner));
  terr_room_set_state (TERR_ROOM (self), terr_room_get_state (inner), terr_room_get_error (inner));
  g_signal_connect (inner, "notify::state", G_CALLBACK (relay_state_cb), self);
  g_signal_connect (inner, "payload-received", G_CALLBACK (relay_payload_cb), self);
  g_signal_connect (inner, "chat-received", G_CALLBACK (relay_chat_cb), self);
  g_signal_connect (inner, "occupant-joined", G_CALLBACK (relay_joined_cb), self);
  g_signal_connect (inner, "occupant-left", G_CALLBACK (relay_left_cb), self);
  return self;
}

typedef struct
{
  TestClient *client;
  const char *room;
} Invited;

static gboolean
invited_to (gpointer data)
{
  Invited *w = data;
  g_autofree char *prefix = g_strconcat (w->room, " ", NULL);

  for (guint i = 0; i < w->client->invitations->len; i++)
    if (g_str_has_prefix (g_ptr_array_index (w->client->invitations, i), prefix))
      return TRUE;
  return FALSE;
}

static gboolean
match_finished (gpointer data)
{
  return terr_net_match_is_finished (data);
}

/* Ann's terraces-cli hosts a Garden Paths game for three computer seats
 * (@seats), bob's plays one, and the test's own program, cat's, plays seat
 * @seat through a room that changes its reveal.  Every program names seat
 * @seat, with a reason that begins with @why, and no other; every program
 * writes the same replay. */
static void
play_tampered (const char *seats,
               int         seat,
               gboolean    illegal,
               const char *why)
{
  g_autofree char *room = new_room_address ("gp");
  g_autofree char *address = server_address ();
  g_autofree char *wait = cli_wait ();
  g_autofree char *out_host = g_strdup_printf ("%s/%s-ann.terraces", server->dir, room);
  g_autofree char *out_guest = g_strdup_printf ("%s/%s-bob.terraces", server->dir, room);
  g_autofree char *err_host = g_strdup_printf ("%s/%s-ann.err", server->dir, room);
  g_autofree char *err_guest = g_strdup_printf ("%s/%s-bob.err", server->dir, room);
  const char *const host_args[] = {
    "net", "host", "--address", "ann@localhost", "--server", address, "--room", room,
    "--game", "garden-paths", "--seats", seats, "--level", "1", "--seed", "3",
    "--wait", wait, "-o", out_host, NULL
  };
  const char *const guest_args[] = {
    "net", "join", "--address", "bob@localhost", "--server", address, "--room", room,
    "--wait", wait, "-o", out_guest, NULL
  };
  TestClient *cat = test_client_new (server, "cat", "cat-secret");
  Invited w = { cat, room };
  TestCliChild *children[2] = { NULL, NULL };
  g_autoptr(TestRelayRoom) relay = NULL;
  g_autoptr(TerrNetMatch) net = NULL;
  g_autoptr(GBytes) replay = NULL;
  g_autofree char *want = NULL;
  g_autofree char *named = NULL;
  const char *reason;

  children[0] = test_cli_child_spawn (host_args, "ann-secret", err_host);
  /* Cat's invitation: the room exists and cat is a member. */
  wait_long (invited_to, &w, "cat's invitation");
  test_client_join (cat, room);
  relay = test_relay_room_new (TERR_ROOM (cat->room), seat, illegal);
  net = terr_net_match_new (TERR_ROOM (relay));
  relay->net = net;
  g_signal_connect (net, "ready", G_CALLBACK (send_ready_cb), NULL);
  children[1] = test_cli_child_spawn (guest_args, "bob-secret", err_guest);

  wait_long (match_finished, net, "the end of the Garden Paths game");
  test_cli_children_wait (children, 2);
  g_assert_cmpuint (relay->n_changed, >=, illegal ? 2 : 1);

  /* The test's own program names the seat too. */
  g_assert_cmpuint (terr_net_match_get_cheaters (net), ==, 1u << seat);
  reason = terr_net_match_get_cheat_reason (net, seat);
  g_test_message ("%s", reason);
  g_assert_true (g_str_has_prefix (reason, why));
  named = g_strdup_printf ("the reveal of seat %d was refused: %s", seat, reason);
  replay = terr_game_to_bytes (terr_net_match_get_game (net), TERR_FILE_REPLAY);
  want = g_strndup (g_bytes_get_data (replay, NULL), g_bytes_get_size (replay));
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *err = test_cli_child_dup_stderr (children[i]);
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;

      g_test_message ("%s", err);
      g_assert_cmpint (children[i]->status, ==, 0);
      g_assert_true (has_line (err, named, FALSE));
      g_assert_cmpuint (count_lines_with (err, "the reveal of seat"), ==, 1);
      g_file_get_contents (i == 0 ? out_host : out_guest, &text, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (text, ==, want);
    }
  /* The game stops before the named seat's first placement that does not
   * hold, the same in every program: a game the core reads back. */
  {
    g_autoptr(TerrGame) game = NULL;
    g_autoptr(GError) error = NULL;

    game = terr_game_load_path (out_host, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (terr_game_get_n_players (game), ==, 3);
  }

  for (guint i = 0; i < 2; i++)
    test_cli_child_free (children[i]);
  g_clear_object (&net);
  g_clear_object (&relay);
  test_client_free (cat);
}

/* Seat 3's reveal turns its first placement another way than committed. */
static void
test_gp_tampered (void)
{
  play_tampered ("ann@localhost,bob@localhost,cat@localhost", 3, FALSE,
                 "seat 3's placement for announcement 0 does not match its commitment");
}

/* Seat 2 committed, and reveals, a first placement off the grid. */
static void
test_gp_illegal (void)
{
  play_tampered ("ann@localhost,cat@localhost,bob@localhost", 2, TRUE,
                 "seat 2's placement for announcement 0 was not legal: ");
}

int
main (int argc, char **argv)
{
  /* The players, a watcher (eve) and someone never let in (dan). */
  static const char *const accounts[] = { "ann", "bob", "cat", "eve", "dan" };
  int status;

  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();

  server = test_prosody_start ();
  for (guint i = 0; i < G_N_ELEMENTS (accounts); i++)
    {
      g_autofree char *password = g_strdup_printf ("%s-secret", accounts[i]);

      test_prosody_register (server, accounts[i], password);
    }

  g_test_add_func ("/xmpp-hostile/intruder", test_intruder);
  g_test_add_func ("/xmpp-hostile/payloads", test_payloads);
  g_test_add_func ("/xmpp-hostile/gp-tampered", test_gp_tampered);
  g_test_add_func ("/xmpp-hostile/gp-illegal", test_gp_illegal);
  status = g_test_run ();

  test_prosody_free (server);
  return status;
}
