/* terraces-cli as a user runs it: exit codes, FILE:LINE messages, JSON,
 * and the round trip new → play → validate → replay → score for each game.
 * The path of the CLI is the first argument (set by meson). */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

static const char *cli;
static char *tmpdir;

typedef struct {
  int status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *r)
{
  g_free (r->out);
  g_free (r->err);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static void
run_cli (Run *r, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  va_list args;
  const char *a;
  int wait_status;

  g_ptr_array_add (argv, (char *) cli);
  va_start (args, r);
  while ((a = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (char *) a);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  g_assert_true (g_spawn_sync (tmpdir, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &r->out, &r->err, &wait_status, &error));
  g_assert_no_error (error);
  if (!WIFEXITED (wait_status))
    {
      g_autofree char *cmd = g_strjoinv (" ", (char **) argv->pdata);
      g_error ("“%s” did not exit normally:\n%s", cmd, r->err);
    }
  r->status = WEXITSTATUS (wait_status);
}

static char *
write_tmp (const char *name, const char *contents)
{
  char *path = g_build_filename (tmpdir, name, NULL);
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

static JsonObject *
parse_object (const char *text, JsonParser **parser)
{
  g_autoptr(GError) error = NULL;

  *parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (*parser, text, -1, &error));
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (*parser)));
  return json_node_get_object (json_parser_get_root (*parser));
}

static void
test_usage (void)
{
  const char *commands[] = { "validate", "score", "solve", "render", "play", "new", "replay" };

  {
    g_auto(Run) r = { 0 };
    run_cli (&r, "--version", NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_true (g_str_has_prefix (r.out, "terraces-cli "));
  }
  {
    g_auto(Run) r = { 0 };
    run_cli (&r, NULL);
    g_assert_cmpint (r.status, ==, 2);
  }
  {
    g_auto(Run) r = { 0 };
    run_cli (&r, "frobnicate", NULL);
    g_assert_cmpint (r.status, ==, 2);
    g_assert_nonnull (strstr (r.err, "frobnicate"));
  }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(Run) r = { 0 };
      g_auto(Run) bad = { 0 };
      run_cli (&r, commands[i], "--help", NULL);
      g_assert_cmpint (r.status, ==, 0);
      g_assert_nonnull (strstr (r.out, commands[i]));
      run_cli (&bad, commands[i], "--no-such-option", NULL);
      g_assert_cmpint (bad.status, ==, 2);
    }
  {
    g_auto(Run) r = { 0 };
    run_cli (&r, "new", "--game", "chess", "-o", "x.terraces", NULL);
    g_assert_cmpint (r.status, ==, 2);
  }
}

static void
test_refused_file (void)
{
  g_autofree char *path = write_tmp ("broken.terraces",
                                     "<?xml version=\"1.0\"?>\n"
                                     "<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\">\n"
                                     "  <rules/>\n"
                                     "  <players><player seat=\"1\" name=\"A\" type=\"robot\"/></players>\n"
                                     "</terraces>\n");
  g_auto(Run) r = { 0 };
  g_auto(Run) missing = { 0 };

  run_cli (&r, "validate", path, NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_true (g_str_has_prefix (r.err, "broken.terraces:4: "));

  run_cli (&missing, "score", "does-not-exist.terraces", NULL);
  g_assert_cmpint (missing.status, ==, 1);
  g_assert_true (g_str_has_prefix (missing.err, "does-not-exist.terraces: "));
}

/* new → validate → play → validate → replay --to → score, for one game. */
static void
roundtrip_game (const char *game, const char *seats, const char *score_member)
{
  g_autofree char *scenario = g_strdup_printf ("%s-new.terraces", game);
  g_autofree char *replay = g_strdup_printf ("%s-play.terraces", game);
  g_autofree char *cut = g_strdup_printf ("%s-cut.terraces", game);
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *obj;

  {
    g_auto(Run) r = { 0 };
    run_cli (&r, "new", "--game", game, "--seed", "7", "-o", scenario, NULL);
    g_assert_cmpint (r.status, ==, 0);
  }
  {
    g_auto(Run) r = { 0 };
    run_cli (&r, "validate", scenario, NULL);
    g_assert_cmpint (r.status, ==, 0);
  }
  {
    g_auto(Run) r = { 0 };
    run_cli (&r, "play", "--game", game, "--seats", seats, "--seed", "11", "-o", replay, NULL);
    if (r.status != 0)
      g_error ("play %s: %s", game, r.err);
  }
  {
    g_auto(Run) r = { 0 };
    run_cli (&r, "validate", "--json", replay, NULL);
    g_assert_cmpint (r.status, ==, 0);
    obj = parse_object (r.out, &parser);
    g_assert_true (json_object_has_member (obj, "files"));
    g_clear_object (&parser);
  }
  {
    g_auto(Run) r = { 0 };
    run_cli (&r, "replay", replay, "--to", "2", "-o", cut, NULL);
    g_assert_cmpint (r.status, ==, 0);
  }
  {
    g_auto(Run) r = { 0 };
    g_auto(Run) again = { 0 };
    run_cli (&r, "score", "--json", replay, NULL);
    g_assert_cmpint (r.status, ==, 0);
    obj = parse_object (r.out, &parser);
    g_assert_cmpstr (json_object_get_string_member (obj, "game"), ==, game);
    g_assert_true (json_object_has_member (obj, score_member));
    g_clear_object (&parser);
    /* The same game played again with the same seed is the same game. */
    run_cli (&again, "play", "--game", game, "--seats", seats, "--seed", "11", "-o", "again.terraces", NULL);
    g_assert_cmpint (again.status, ==, 0);
    {
      g_autofree char *a = NULL, *b = NULL;
      g_autofree char *pa = g_build_filename (tmpdir, replay, NULL);
      g_autofree char *pb = g_build_filename (tmpdir, "again.terraces", NULL);
      g_assert_true (g_file_get_contents (pa, &a, NULL, NULL));
      g_assert_true (g_file_get_contents (pb, &b, NULL, NULL));
      g_assert_cmpstr (a, ==, b);
    }
  }
  {
    g_auto(Run) r = { 0 };
    g_auto(Run) s = { 0 };
    run_cli (&r, "score", "--move", "2", "--json", replay, NULL);
    g_assert_cmpint (r.status, ==, 0);
    /* The cut scenario scores as the replay after two moves. */
    run_cli (&s, "score", "--json", cut, NULL);
    g_assert_cmpint (s.status, ==, 0);
    g_assert_cmpstr (r.out, ==, s.out);
  }
  {
    g_auto(Run) r = { 0 };
    run_cli (&r, "score", "--move", "100000", replay, NULL);
    g_assert_cmpint (r.status, ==, 1);
  }
  {
    g_auto(Run) png = { 0 };
    g_auto(Run) svg = { 0 };
    g_autofree char *data = NULL;
    g_autofree char *png_path = g_build_filename (tmpdir, "out.png", NULL);
    g_autofree char *svg_path = g_build_filename (tmpdir, "out.svg", NULL);
    gsize len = 0;

    run_cli (&png, "render", replay, "-o", "out.png", "--size", "320x200", NULL);
    g_assert_cmpint (png.status, ==, 0);
    g_assert_true (g_file_get_contents (png_path, &data, &len, NULL));
    g_assert_cmpuint (len, >, 8);
    g_assert_true (memcmp (data, "\x89PNG", 4) == 0);
    run_cli (&svg, "render", replay, "-o", "out.svg", "--view", "plan", NULL);
    g_assert_cmpint (svg.status, ==, 0);
    g_clear_pointer (&data, g_free);
    g_assert_true (g_file_get_contents (svg_path, &data, &len, NULL));
    g_assert_nonnull (strstr (data, "<svg"));
  }
}

static void
test_hanging_gardens (void)
{
  roundtrip_game ("hanging-gardens", "ai,ai", "seats");
}

static void
test_ziggurat (void)
{
  roundtrip_game ("ziggurat", "ai", "cheats");
}

static void
test_garden_paths (void)
{
  roundtrip_game ("garden-paths", "ai,ai,ai", "seats");
}

int
main (int argc, char **argv)
{
  int rc;

  g_test_init (&argc, &argv, NULL);
  if (argc < 2)
    {
      g_printerr ("usage: test-cli PATH/TO/terraces-cli\n");
      return 2;
    }
  cli = argv[1];
  tmpdir = g_dir_make_tmp ("terr-cli-XXXXXX", NULL);
  g_test_add_func ("/cli/usage", test_usage);
  g_test_add_func ("/cli/refused-file", test_refused_file);
  g_test_add_func ("/cli/hanging-gardens", test_hanging_gardens);
  g_test_add_func ("/cli/ziggurat", test_ziggurat);
  g_test_add_func ("/cli/garden-paths", test_garden_paths);
  rc = g_test_run ();
  {
    g_autoptr(GDir) d = g_dir_open (tmpdir, 0, NULL);
    const char *name;
    while (d && (name = g_dir_read_name (d)))
      {
        g_autofree char *p = g_build_filename (tmpdir, name, NULL);
        g_unlink (p);
      }
    g_rmdir (tmpdir);
  }
  g_free (tmpdir);
  return rc;
}
