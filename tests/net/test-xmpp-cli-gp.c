/* test-xmpp-cli-gp.c — three terraces-cli processes play a whole game of
 * Garden Paths over a private prosody, four seats: Ann's program hosts
 * and plays seats 1 and 4 (a second computer seat), Bob's seat 2, Cat's
 * seat 3.  Every program writes the same replay, a finished game valid
 * against the schema.
 *
 * Each program keeps a trace of every stanza it received (--trace), and
 * the test reads them: before the first reveal, no stanza holds a
 * placement of a seat the program does not play, commitments carry a
 * digest and nothing else, and the password is in no trace.  The checker
 * is run over stanzas written here that leak, to show it catches them. */
#include <string.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include "terr-game.h"
#include "test-xmpp-cli-game.h"

#define NET_NS "urn:x-terraces:net:1"

static TestProsody *server;
static const char *const programs[] = { "ann", "bob", "cat", NULL };

typedef struct
{
  guint    n_stanzas;      /* checked: those before the first reveal */
  guint    n_announced;    /* announcements among them */
  guint    n_commits;      /* commitments of other seats among them */
  gboolean revealed;       /* a reveal came */
} TraceSummary;

static gboolean
is_net (xmlNode *node)
{
  return node->ns != NULL && g_strcmp0 ((const char *) node->ns->href, NET_NS) == 0;
}

static char *
attr (xmlNode    *node,
      const char *name)
{
  xmlChar *value = xmlGetProp (node, BAD_CAST name);
  char *copy = g_strdup ((const char *) value);

  xmlFree (value);
  return copy;
}

static gboolean
holds_reveal (xmlNode *node)
{
  for (xmlNode *c = node; c != NULL; c = c->next)
    if (c->type == XML_ELEMENT_NODE
        && ((is_net (c) && xmlStrEqual (c->name, BAD_CAST "reveal")) || holds_reveal (c->children)))
      return TRUE;
  return FALSE;
}

static gboolean
is_digest (const char *hash)
{
  if (hash == NULL || strlen (hash) != 64)
    return FALSE;
  for (const char *p = hash; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p) && !(*p >= 'a' && *p <= 'f'))
      return FALSE;
  return TRUE;
}

/* A commitment holds its number, seat, announcement and digest, no more. */
static const char *
commit_fault (xmlNode *commit)
{
  g_autofree char *hash = attr (commit, "hash");

  for (xmlAttr *a = commit->properties; a != NULL; a = a->next)
    if (!xmlStrEqual (a->name, BAD_CAST "seq") && !xmlStrEqual (a->name, BAD_CAST "seat")
        && !xmlStrEqual (a->name, BAD_CAST "k") && !xmlStrEqual (a->name, BAD_CAST "hash"))
      return "a commitment with more than its number, seat, announcement and digest";
  for (xmlNode *c = commit->children; c != NULL; c = c->next)
    if (c->type != XML_TEXT_NODE || !xmlIsBlankNode (c))
      return "a commitment that holds more than a digest";
  if (!is_digest (hash))
    return "a commitment whose hash is not a SHA-256 digest";
  return NULL;
}

/* Why @node (and what is under it) tells a program that plays the seats
 * @own (bits 1 << seat) something of another seat's grid, or NULL. */
static const char *
node_fault (xmlNode      *node,
            guint         own,
            TraceSummary *summary)
{
  for (xmlNode *n = node; n != NULL; n = n->next)
    {
      const char *fault = NULL;

      if (n->type == XML_TEXT_NODE || n->type == XML_CDATA_SECTION_NODE)
        {
          if (n->content != NULL && strstr ((const char *) n->content, "<move") != NULL)
            return "a move written as text";
          continue;
        }
      if (n->type != XML_ELEMENT_NODE)
        continue;
      if (xmlStrEqual (n->name, BAD_CAST "move"))
        {
          g_autofree char *type = attr (n, "type");
          g_autofree char *seat_text = attr (n, "seat");
          guint64 seat = 0;
          gboolean public = (g_strcmp0 (type, "announce") == 0 || g_strcmp0 (type, "end") == 0)
                            && !xmlHasProp (n, BAD_CAST "x") && !xmlHasProp (n, BAD_CAST "y")
                            && !xmlHasProp (n, BAD_CAST "transform");

          if (!g_ascii_string_to_unsigned (seat_text, 10, 1, 31, &seat, NULL))
            return "a move without a seat";
          if (!public && (own & (1u << seat)) == 0)
            return "a placement of another seat";
          if (g_strcmp0 (type, "announce") == 0)
            summary->n_announced++;
          continue;
        }
      if (xmlHasProp (n, BAD_CAST "x") || xmlHasProp (n, BAD_CAST "y")
          || xmlHasProp (n, BAD_CAST "transform") || xmlHasProp (n, BAD_CAST "piece"))
        return "a placement's square or piece outside a move";
      if (is_net (n) && xmlStrEqual (n->name, BAD_CAST "commit"))
        {
          g_autofree char *seat_text = attr (n, "seat");
          guint64 seat = 0;

          if ((fault = commit_fault (n)) != NULL)
            return fault;
          if (g_ascii_string_to_unsigned (seat_text, 10, 1, 31, &seat, NULL) && (own & (1u << seat)) == 0)
            summary->n_commits++;
        }
      if ((fault = node_fault (n->children, own, summary)) != NULL)
        return fault;
    }
  return NULL;
}

/* NULL when @trace (one stanza a line) tells a program that plays the
 * seats @own nothing of another seat's grid before the first reveal;
 * else why, with the line. */
static char *
trace_leak (const char   *trace,
            guint         own,
            TraceSummary *summary)
{
  g_auto(GStrv) lines = g_strsplit (trace, "\n", -1);

  *summary = (TraceSummary) { 0 };
  for (guint i = 0; lines[i] != NULL && !summary->revealed; i++)
    {
      xmlDoc *doc;
      const char *fault;

      if (lines[i][0] == '\0')
        continue;
      doc = xmlReadMemory (lines[i], (int) strlen (lines[i]), NULL, NULL,
                           XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
      if (doc == NULL)
        return g_strdup_printf ("line %u is not one stanza: %s", i + 1, lines[i]);
      if (holds_reveal (xmlDocGetRootElement (doc)))
        summary->revealed = TRUE;
      else if ((fault = node_fault (xmlDocGetRootElement (doc), own, summary)) != NULL)
        {
          xmlFreeDoc (doc);
          return g_strdup_printf ("line %u: %s: %s", i + 1, fault, lines[i]);
        }
      else
        summary->n_stanzas++;
      xmlFreeDoc (doc);
    }
  return NULL;
}

/* The checker catches what leaks and lets through what does not. */
static void
test_trace_checker (void)
{
  const char *room = "<message xmlns=\"jabber:client\" from=\"g@rooms.localhost/bob@localhost\" "
                     "to=\"ann@localhost/x\" type=\"groupchat\"><body>Terraces play 5</body>";
  const char *place = "<play xmlns=\"" NET_NS "\" seq=\"5\"><move seat=\"2\" type=\"place\" piece=\"p4\" "
                      "x=\"3\" y=\"0\" transform=\"0\"/></play></message>\n";
  const char *commit = "<commit xmlns=\"" NET_NS "\" seq=\"6\" seat=\"2\" k=\"0\" "
                       "hash=\"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08\"";
  const char *announce = "<play xmlns=\"" NET_NS "\" seq=\"4\"><move seat=\"1\" type=\"announce\" "
                         "piece=\"p4\"/></play></message>\n";
  const char *reveal = "<reveal xmlns=\"" NET_NS "\" seat=\"2\"/></message>\n";
  g_autofree char *honest = g_strconcat (room, announce, room, commit, "/></message>\n", NULL);
  g_autofree char *plain = g_strconcat (honest, room, place, NULL);
  g_autofree char *after = g_strconcat (honest, room, reveal, room, place, NULL);
  g_autofree char *inside = g_strconcat (room, commit, "><move seat=\"2\" type=\"place\" piece=\"p4\" "
                                         "x=\"3\" y=\"0\" transform=\"0\"/></commit></message>\n", NULL);
  g_autofree char *extra = g_strconcat (room, commit, " salt=\"000102030405060708090a0b0c0d0e0f\"/></message>\n", NULL);
  g_autofree char *short_hash = g_strconcat (room, "<commit xmlns=\"" NET_NS "\" seq=\"6\" seat=\"2\" k=\"0\" "
                                             "hash=\"p4-3-0\"/></message>\n", NULL);
  g_autofree char *text = g_strconcat (room, "<body>&lt;move seat=\"2\" x=\"3\"/&gt;</body></message>\n", NULL);
  const char *leaks[] = { plain, inside, extra, short_hash, text, "<message><body>\n" };
  TraceSummary summary;
  char *why;

  g_assert_null (trace_leak (honest, 1u << 1, &summary));
  g_assert_cmpuint (summary.n_stanzas, ==, 2);
  g_assert_cmpuint (summary.n_announced, ==, 1);
  g_assert_cmpuint (summary.n_commits, ==, 1);
  /* Seat 2's own placement is no leak to seat 2's program. */
  g_assert_null (trace_leak (plain, 1u << 2, &summary));
  /* After the first reveal, placements are public. */
  g_assert_null (trace_leak (after, 1u << 1, &summary));
  g_assert_true (summary.revealed);

  for (guint i = 0; i < G_N_ELEMENTS (leaks); i++)
    {
      why = trace_leak (leaks[i], 1u << 1, &summary);
      g_assert_nonnull (why);
      g_test_message ("caught: %s", why);
      g_free (why);
    }
}

/* The base64 of @text. */
static char *
base64 (const char *text,
        gsize       len)
{
  return g_base64_encode ((const guchar *) text, len);
}

/* A placement of seat 1 as it would look if it travelled in a play. */
#define LEAKED_PLACEMENT \
  "<message xmlns=\"jabber:client\" from=\"g@rooms.localhost/ann@localhost\" type=\"groupchat\">" \
  "<play xmlns=\"" NET_NS "\" seq=\"3\"><move seat=\"1\" type=\"place\" piece=\"p9\" x=\"5\" " \
  "y=\"1\" transform=\"0\"/></play></message>\n"

static void
check_trace (const TestCliGame *game,
             const char        *program,
             const char        *address,
             guint              own)
{
  g_autofree char *path = test_cli_trace_path (server, game, program);
  g_autofree char *trace = NULL;
  g_autofree char *password = g_strdup_printf ("%s-secret", program);
  /* SASL PLAIN: authzid NUL authcid NUL password, with and without the
   * authzid. */
  g_autofree char *plain = g_strdup_printf ("%c%s%c%s", 0, program, 0, password);
  g_autofree char *plain_b64 = base64 (plain, strlen (program) + strlen (password) + 2);
  g_autofree char *full = g_strdup_printf ("%s%c%s%c%s", address, 0, program, 0, password);
  g_autofree char *full_b64 = base64 (full, strlen (address) + strlen (program) + strlen (password) + 2);
  g_autofree char *why = NULL;
  TraceSummary summary;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (path, &trace, NULL, &error);
  g_assert_no_error (error);
  why = trace_leak (trace, own, &summary);
  if (why != NULL)
    g_error ("%s's trace: %s", program, why);
  g_test_message ("%s: %u stanzas before the first reveal, %u announcements, %u commitments of other seats",
                  program, summary.n_stanzas, summary.n_announced, summary.n_commits);
  /* It recorded the game: the announcements, the others' commitments,
   * then the reveals. */
  g_assert_true (summary.revealed);
  g_assert_cmpuint (summary.n_announced, >, 0);
  g_assert_cmpuint (summary.n_commits, >, 0);
  /* Nothing of the authentication. */
  g_assert_null (strstr (trace, password));
  g_assert_null (strstr (trace, plain_b64));
  g_assert_null (strstr (trace, full_b64));
  g_assert_null (strstr (trace, "xmpp-sasl"));
}

static void
test_cli_garden_paths_3 (void)
{
  const TestCliGame game = {
    "garden-paths", "ann@localhost,bob@localhost,cat@localhost,ann@localhost", programs, "7", "gp3", TRUE
  };
  g_autofree char *replay = test_cli_play (server, &game);

  g_assert_nonnull (strstr (replay, "type=\"place\""));
  check_trace (&game, "ann", "ann@localhost", 1u << 1 | 1u << 4);
  check_trace (&game, "bob", "bob@localhost", 1u << 2);
  check_trace (&game, "cat", "cat@localhost", 1u << 3);

  /* Bob's real trace with one placement of Ann's put before its end is
   * caught. */
  {
    g_autofree char *path = test_cli_trace_path (server, &game, "bob");
    g_autofree char *trace = NULL;
    g_autofree char *leaky = NULL;
    g_autofree char *why = NULL;
    g_autoptr(GError) error = NULL;
    TraceSummary summary;

    g_file_get_contents (path, &trace, NULL, &error);
    g_assert_no_error (error);
    leaky = g_strconcat (LEAKED_PLACEMENT, trace, NULL);
    why = trace_leak (leaky, 1u << 2, &summary);
    g_assert_nonnull (why);
    g_assert_nonnull (strstr (why, "line 1: a placement of another seat"));
  }
}

/* A trace that cannot be written stops the program at the first stanza,
 * with why, instead of playing on without what was asked for: /dev/full
 * takes no byte.  (Without an invitation it would wait a minute.) */
static void
test_trace_unwritable (void)
{
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%u", server->port);
  g_autofree char *out = g_build_filename (server->dir, "unwritable.terraces", NULL);
  g_autofree char *wait = g_strdup_printf ("%d", TEST_XMPP_WAIT_S);
  g_auto(GStrv) envp = g_environ_setenv (g_get_environ (), "TERRACES_XMPP_PASSWORD", "bob-secret", TRUE);
  const char *argv[] = {
    g_getenv ("TERRACES_CLI"), "net", "join", "--address", "bob@localhost", "--server", address,
    "--wait", wait, "--trace", "/dev/full", "-o", out, NULL
  };
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_nonnull (argv[0]);
  g_spawn_sync (NULL, (char **) argv, envp, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err, &status, &error);
  g_assert_no_error (error);
  g_test_message ("%s", err);
  g_assert_false (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (err, "/dev/full: "));
  g_assert_null (strstr (err, "invitation"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();

  server = test_cli_start_server (programs);

  g_test_add_func ("/xmpp-cli-gp/trace-checker", test_trace_checker);
  g_test_add_func ("/xmpp-cli-gp/trace-unwritable", test_trace_unwritable);
  g_test_add_func ("/xmpp-cli-gp/garden-paths-3", test_cli_garden_paths_3);
  status = g_test_run ();

  test_prosody_free (server);
  return status;
}
