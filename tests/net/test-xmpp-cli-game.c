/* test-xmpp-cli-game.c — whole games between terraces-cli processes and
 * what the tests check of their replays (test-xmpp-cli-game.h). */
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/xmlversion.h>

#include "terr-game.h"
#include "test-xmpp-cli-game.h"

static void
child_done_cb (GPid     pid,
               int      status,
               gpointer data)
{
  TestCliChild *child = data;

  child->status = status;
  child->done = TRUE;
  g_spawn_close_pid (pid);
}

void
test_cli_spawn (TestCliChild      *child,
                const char *const *args,
                const char        *password)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(GStrv) envp = g_environ_setenv (g_get_environ (), "TERRACES_XMPP_PASSWORD", password, TRUE);
  g_autoptr(GError) error = NULL;
  const char *cli = g_getenv ("TERRACES_CLI");

  g_assert_nonnull (cli);
  *child = (TestCliChild) { 0 };
  g_ptr_array_add (argv, (gpointer) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_async (NULL, (char **) argv->pdata, envp, G_SPAWN_DO_NOT_REAP_CHILD,
                 NULL, NULL, &child->pid, &error);
  g_assert_no_error (error);
  g_child_watch_add (child->pid, child_done_cb, child);
}

typedef struct
{
  TestCliChild *children;
  guint         n;
} Children;

static gboolean
all_done (gpointer data)
{
  Children *c = data;

  for (guint i = 0; i < c->n; i++)
    if (!c->children[i].done)
      return FALSE;
  return TRUE;
}

void
test_cli_wait_all (TestCliChild *children,
                   guint         n_children)
{
  Children c = { children, n_children };

  /* A whole game takes seconds, a minute or more under the sanitizers;
   * the programs give up after ten limits (--wait), the test a little
   * later. */
  for (guint i = 0; i < 11 && !all_done (&c); i++)
    test_wait_for (all_done, &c);
  g_assert_true (all_done (&c));
}

char *
test_cli_out_path (TestProsody       *server,
                   const TestCliGame *game,
                   const char        *program)
{
  return g_strdup_printf ("%s/%s-%s.terraces", server->dir, game->tag, program);
}

char *
test_cli_trace_path (TestProsody       *server,
                     const TestCliGame *game,
                     const char        *program)
{
  return g_strdup_printf ("%s/%s-%s.trace", server->dir, game->tag, program);
}

static void
spawn_program (TestProsody       *server,
               const TestCliGame *game,
               guint              i,
               const char        *room,
               TestCliChild      *child)
{
  const char *name = game->programs[i];
  g_autofree char *server_address = g_strdup_printf ("127.0.0.1:%u", server->port);
  g_autofree char *address = g_strdup_printf ("%s@" TEST_XMPP_DOMAIN, name);
  g_autofree char *password = g_strdup_printf ("%s-secret", name);
  g_autofree char *out = test_cli_out_path (server, game, name);
  g_autofree char *trace = test_cli_trace_path (server, game, name);
  g_autofree char *wait = g_strdup_printf ("%d", TEST_XMPP_WAIT_S * 10);
  g_autoptr(GPtrArray) args = g_ptr_array_new ();

  g_ptr_array_add (args, "net");
  g_ptr_array_add (args, i == 0 ? "host" : "join");
  g_ptr_array_add (args, "--address");
  g_ptr_array_add (args, address);
  g_ptr_array_add (args, "--server");
  g_ptr_array_add (args, server_address);
  g_ptr_array_add (args, "--wait");
  g_ptr_array_add (args, wait);
  g_ptr_array_add (args, "-o");
  g_ptr_array_add (args, out);
  if (game->trace)
    {
      /* The trace is appended to: a fresh one. */
      g_unlink (trace);
      g_ptr_array_add (args, "--trace");
      g_ptr_array_add (args, trace);
    }
  if (i == 0)
    {
      const char *host[] = {
        "--room", room, "--game", game->game, "--seats", game->seats, "--seed", game->seed, "--level", "1"
      };

      for (guint k = 0; k < G_N_ELEMENTS (host); k++)
        g_ptr_array_add (args, (gpointer) host[k]);
    }
  g_ptr_array_add (args, NULL);
  test_cli_spawn (child, (const char *const *) args->pdata, password);
}

/* libxml2 2.12 passes errors to structured handlers as const. */
#if LIBXML_VERSION >= 21200
typedef const xmlError *TestXmlErrorPtr;
#else
typedef xmlErrorPtr TestXmlErrorPtr;
#endif

static void
first_error_cb (void            *data,
                TestXmlErrorPtr  error)
{
  char **first = data;

  if (*first == NULL && error != NULL && error->message != NULL)
    *first = g_strstrip (g_strdup_printf ("line %d: %s", error->line, error->message));
}

gboolean
test_cli_valid_replay (const char  *path,
                       char       **why)
{
  const char *rng = g_getenv ("TERRACES_RNG");
  xmlRelaxNGParserCtxtPtr pctxt;
  xmlRelaxNGPtr schema;
  xmlRelaxNGValidCtxtPtr vctxt;
  xmlDocPtr doc;
  g_autofree char *first = NULL;
  int rc;

  g_assert_nonnull (rng);
  pctxt = xmlRelaxNGNewParserCtxt (rng);
  schema = xmlRelaxNGParse (pctxt);
  xmlRelaxNGFreeParserCtxt (pctxt);
  g_assert_nonnull (schema);
  doc = xmlReadFile (path, NULL, XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  if (doc == NULL)
    {
      xmlRelaxNGFree (schema);
      *why = g_strdup_printf ("%s is not well-formed XML", path);
      return FALSE;
    }
  vctxt = xmlRelaxNGNewValidCtxt (schema);
  /* The errors are not printed: the caller says why. */
  xmlRelaxNGSetValidStructuredErrors (vctxt, first_error_cb, &first);
  rc = xmlRelaxNGValidateDoc (vctxt, doc);
  xmlRelaxNGFreeValidCtxt (vctxt);
  xmlFreeDoc (doc);
  xmlRelaxNGFree (schema);
  if (rc != 0)
    {
      *why = g_strdup_printf ("%s is not valid against %s: %s", path, rng,
                              first != NULL ? first : "no reason given");
      return FALSE;
    }
  return TRUE;
}

char *
test_cli_check_replays (TestCliChild       *children,
                        const char *const  *outs,
                        TerrGame          **played)
{
  g_autofree char *replay = NULL;
  g_autofree char *why = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; outs[i] != NULL; i++)
    {
      g_autofree char *text = NULL;

      g_test_message ("%s: its program ended with %d", outs[i], children[i].status);
      g_assert_true (children[i].done);
      g_assert_true (g_spawn_check_wait_status (children[i].status, NULL));
      g_file_get_contents (outs[i], &text, NULL, &error);
      g_assert_no_error (error);
      if (i == 0)
        replay = g_steal_pointer (&text);
      else
        g_assert_cmpstr (text, ==, replay);
    }
  g_assert_nonnull (replay);
  if (!test_cli_valid_replay (outs[0], &why))
    g_error ("%s", why);
  *played = terr_game_load_path (outs[0], &error);
  g_assert_no_error (error);
  g_assert_true (terr_game_is_over (*played));
  return g_steal_pointer (&replay);
}

char *
test_cli_play (TestProsody       *server,
               const TestCliGame *game)
{
  g_autofree char *room = g_strdup_printf ("cli-%s-%d%s", game->tag, (int) getpid (),
                                          game->bare_room ? "" : "@" TEST_XMPP_ROOMS);
  g_auto(GStrv) seats = g_strsplit (game->seats, ",", -1);
  guint n = g_strv_length ((GStrv) game->programs);
  g_autofree TestCliChild *children = g_new0 (TestCliChild, n);
  g_auto(GStrv) outs = g_new0 (char *, n + 1);
  g_autofree char *replay = NULL;
  g_autoptr(TerrGame) played = NULL;

  /* The guests first: they wait for the host's invitation. */
  for (guint i = n; i-- > 0;)
    {
      outs[i] = test_cli_out_path (server, game, game->programs[i]);
      spawn_program (server, game, i, room, &children[i]);
    }
  test_cli_wait_all (children, n);
  replay = test_cli_check_replays (children, (const char *const *) outs, &played);

  g_assert_cmpuint (terr_game_get_n_players (played), ==, g_strv_length (seats));
  for (guint seat = 1; seats[seat - 1] != NULL; seat++)
    {
      g_autofree char *address = g_strdup (seats[seat - 1]);
      char *eq = strchr (address, '=');
      const TerrPlayer *player = terr_game_get_player (played, (int) seat);

      if (eq != NULL)
        *eq = '\0';
      g_assert_nonnull (player);
      g_assert_cmpstr (player->name, ==, address);
      g_assert_true (player->ai);
    }
  /* Every program plays a seat. */
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *address = g_strdup_printf ("%s@" TEST_XMPP_DOMAIN, game->programs[i]);
      gboolean seated = FALSE;

      for (guint seat = 1; seats[seat - 1] != NULL; seat++)
        seated |= g_strcmp0 (terr_game_get_player (played, (int) seat)->name, address) == 0;
      g_assert_true (seated);
    }
  return g_steal_pointer (&replay);
}

TestProsody *
test_cli_start_server (const char *const *names)
{
  TestProsody *server = test_prosody_start ();

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *password = g_strdup_printf ("%s-secret", names[i]);

      test_prosody_register (server, names[i], password);
    }
  return server;
}
