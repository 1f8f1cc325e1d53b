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

/* The environment of the tests with untranslated messages. */
static char **env;

static char **
english_environ (void)
{
  if (env == NULL)
    {
      env = g_get_environ ();
      env = g_environ_setenv (env, "LC_ALL", "C.UTF-8", TRUE);
      env = g_environ_unsetenv (env, "LANGUAGE");
    }
  return env;
}

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

  g_assert_true (g_spawn_sync (tmpdir, (char **) argv->pdata, english_environ (), G_SPAWN_DEFAULT, NULL, NULL,
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
  const char *commands[] = { "validate", "score", "solve", "render", "play", "new", "replay", "timeline" };

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

/* The CLI of the build tree speaks the catalogue compiled there (and
 * finds the bundled scenarios), as an installed one would: with
 * LANGUAGE=de and no TERRACES_LOCALEDIR, an unknown command is refused in
 * German. */
static void
test_build_tree_language (void)
{
  g_auto(GStrv) german = g_get_environ ();
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = { cli, "frobnicate", NULL };
  int wait_status;

  german = g_environ_setenv (german, "LC_ALL", "C.UTF-8", TRUE);
  german = g_environ_setenv (german, "LANGUAGE", "de", TRUE);
  german = g_environ_unsetenv (german, "TERRACES_LOCALEDIR");
  g_assert_true (g_spawn_sync (tmpdir, (char **) argv, german, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, &err, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  g_assert_cmpint (WEXITSTATUS (wait_status), ==, 2);
  g_assert_nonnull (strstr (err, "unbekannter Befehl"));
  g_assert_null (strstr (err, "unknown command"));
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

  g_autofree char *expected = g_strconcat (path, ":4: ", NULL);

  /* Messages name the file as it was given: here, a full path. */
  run_cli (&r, "validate", path, NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_true (g_str_has_prefix (r.err, expected));

  run_cli (&missing, "score", "does-not-exist.terraces", NULL);
  g_assert_cmpint (missing.status, ==, 1);
  g_assert_true (g_str_has_prefix (missing.err, "does-not-exist.terraces: "));
}

/* A relative path with a folder is named as typed, for a refused file, a
 * missing one, and a valid one. */
static void
test_path_as_given (void)
{
  g_autofree char *dir = g_build_filename (tmpdir, "sub", NULL);
  g_autofree char *path = NULL;
  g_auto(Run) bad = { 0 };
  g_auto(Run) missing = { 0 };
  g_auto(Run) render = { 0 };

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  path = write_tmp ("sub/bad.terraces",
                    "<?xml version=\"1.0\"?>\n"
                    "<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\">\n"
                    "  <rules/>\n"
                    "  <players><player seat=\"1\" name=\"A\" type=\"robot\"/></players>\n"
                    "</terraces>\n");
  run_cli (&bad, "validate", "sub/bad.terraces", NULL);
  g_assert_cmpint (bad.status, ==, 1);
  g_assert_true (g_str_has_prefix (bad.err, "sub/bad.terraces:4: "));

  run_cli (&missing, "timeline", "sub/none.terraces", NULL);
  g_assert_cmpint (missing.status, ==, 1);
  g_assert_true (g_str_has_prefix (missing.err, "sub/none.terraces: "));

  run_cli (&render, "render", "./sub/none.terraces", "-o", "x.png", NULL);
  g_assert_cmpint (render.status, ==, 1);
  g_assert_true (g_str_has_prefix (render.err, "./sub/none.terraces: "));
  g_unlink (path);
  g_rmdir (dir);
}

/* Runs the CLI and returns its standard output as bytes (pictures hold
 * NUL bytes); the exit status goes to @status, standard error to @err. */
static GBytes *
run_cli_bytes (int *status, char **err, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GBytes) out = NULL;
  g_autoptr(GBytes) errb = NULL;
  g_autoptr(GError) error = NULL;
  va_list args;
  const char *a;

  g_ptr_array_add (argv, (char *) cli);
  va_start (args, err);
  while ((a = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (char *) a);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_set_cwd (launcher, tmpdir);
  g_subprocess_launcher_set_environ (launcher, english_environ ());
  proc = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate (proc, NULL, NULL, &out, &errb, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  *status = g_subprocess_get_exit_status (proc);
  *err = g_bytes_get_size (errb) > 0
    ? g_strndup (g_bytes_get_data (errb, NULL), g_bytes_get_size (errb)) : g_strdup ("");
  return g_steal_pointer (&out);
}

static GBytes *
read_tmp (const char *name)
{
  g_autofree char *path = g_build_filename (tmpdir, name, NULL);
  g_autoptr(GError) error = NULL;
  char *data = NULL;
  gsize len = 0;

  g_assert_true (g_file_get_contents (path, &data, &len, &error));
  g_assert_no_error (error);
  return g_bytes_new_take (data, len);
}

static gboolean
tmp_exists (const char *name)
{
  g_autofree char *path = g_build_filename (tmpdir, name, NULL);

  return g_file_test (path, G_FILE_TEST_EXISTS);
}

/* "help COMMAND" is "COMMAND --help"; every usage line and usage error
 * names the program and the command. */
static void
test_help_command (void)
{
  const char *commands[] = { "validate", "score", "solve", "render", "play", "new", "replay", "timeline" };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(Run) help = { 0 };
      g_auto(Run) opt = { 0 };
      g_auto(Run) bad = { 0 };
      g_autofree char *usage = g_strdup_printf ("Usage:\n  terraces-cli %s [OPTION", commands[i]);
      g_autofree char *prefix = g_strdup_printf ("terraces-cli %s: ", commands[i]);
      g_autofree char *try = g_strdup_printf ("Try “terraces-cli %s --help”.", commands[i]);

      run_cli (&help, "help", commands[i], NULL);
      run_cli (&opt, commands[i], "--help", NULL);
      g_assert_cmpint (help.status, ==, 0);
      g_assert_cmpint (opt.status, ==, 0);
      g_assert_cmpstr (help.out, ==, opt.out);
      g_assert_true (g_str_has_prefix (help.out, usage));
      g_assert_nonnull (strstr (help.out, "Application Options:"));

      run_cli (&bad, commands[i], "--no-such-option", NULL);
      g_assert_cmpint (bad.status, ==, 2);
      g_assert_true (g_str_has_prefix (bad.err, prefix));
      g_assert_nonnull (strstr (bad.err, try));
    }
  {
    g_auto(Run) r = { 0 };
    run_cli (&r, "help", NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_true (g_str_has_prefix (r.out, "Usage: terraces-cli COMMAND"));
    g_assert_nonnull (strstr (r.out, "Exit status:"));
    for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
      {
        g_autofree char *line = g_strdup_printf ("\n  %s ", commands[i]);
        g_assert_nonnull (strstr (r.out, line));
      }
  }
  {
    g_auto(Run) r = { 0 };
    run_cli (&r, "help", "frobnicate", NULL);
    g_assert_cmpint (r.status, ==, 2);
    g_assert_nonnull (strstr (r.err, "unknown command “frobnicate”"));
    g_assert_cmpstr (r.out, ==, "");
  }
  {
    g_auto(Run) r = { 0 };
    run_cli (&r, "help", "score", "render", NULL);
    g_assert_cmpint (r.status, ==, 2);
  }
}

typedef struct {
  const char *args[12];
  const char *message;   /* after "terraces-cli COMMAND: " */
} BadCase;

/* Values out of range are usage errors (2) with a message naming the
 * command and the option, and nothing is written. */
static void
test_bad_values (void)
{
  g_autofree char *moves = NULL;
  g_autofree char *past = NULL;
  g_autofree char *last = NULL;
  guint n;

  {
    g_auto(Run) r = { 0 };
    g_auto(Run) v = { 0 };
    g_autoptr(JsonParser) parser = NULL;
    JsonObject *obj;

    run_cli (&r, "play", "--game", "ziggurat", "--seats", "ai", "--seed", "5", "-o", "bad-values.terraces", NULL);
    g_assert_cmpint (r.status, ==, 0);
    run_cli (&v, "validate", "--json", "bad-values.terraces", NULL);
    g_assert_cmpint (v.status, ==, 0);
    obj = parse_object (v.out, &parser);
    n = (guint) json_object_get_int_member (json_array_get_object_element (json_object_get_array_member (obj, "files"), 0), "moves");
    g_assert_cmpuint (n, >, 0);
  }
  last = g_strdup_printf ("%u", n);
  past = g_strdup_printf ("%u", n + 1);
  moves = g_strdup_printf ("bad-values.terraces has %u moves (give 0 to %u)", n, n);

  {
    const BadCase cases[] = {
      { { "score", "--move=-1", "bad-values.terraces" }, "--move -1 is out of range: " },
      { { "score", "--move", past, "bad-values.terraces" }, "is out of range: " },
      { { "score", "--move", "many", "bad-values.terraces" }, "many" },
      { { "render", "bad-values.terraces", "--move=-1", "-o", "out-bad.png" }, "--move -1 is out of range: " },
      { { "render", "bad-values.terraces", "--move", past, "-o", "out-bad.png" }, "is out of range: " },
      { { "render", "bad-values.terraces", "-o", "out-bad.gif" }, ".png or .svg" },
      { { "render", "bad-values.terraces", "-o", "-", "--format", "gif" }, "--format is png or svg, not “gif”" },
      { { "render", "bad-values.terraces", "-o", "out-bad.png", "--format", "svg" }, "--format svg does not match" },
      { { "render", "bad-values.terraces", "-o", "out-bad.png", "--seat", "9" }, "--seat 9 is out of range: the game has 1 seat (give 1 to 1, or 0 for all)" },
      { { "render", "bad-values.terraces", "-o", "out-bad.png", "--size", "0x10" }, "--size" },
      { { "render", "bad-values.terraces", "-o", "out-bad.png", "--view", "side" }, "--view is oblique or plan" },
      { { "replay", "bad-values.terraces", "--to=-1", "-o", "out-bad.terraces" }, "--to -1 is out of range: " },
      { { "replay", "bad-values.terraces", "--to", past, "-o", "out-bad.terraces" }, "is out of range: " },
      { { "new", "--game", "hanging-gardens", "--players", "1", "-o", "out-bad.terraces" },
        "--players 1 is out of range: Hanging Gardens is for 2 to 4 players" },
      { { "new", "--game", "ziggurat", "--players", "0", "-o", "out-bad.terraces" }, "--players 0 is out of range" },
      { { "new", "--game", "ziggurat", "--seed=-1", "-o", "out-bad.terraces" }, "--seed must be 0 or more" },
      { { "new", "--game", "chess", "-o", "out-bad.terraces" }, "--game is hanging-gardens, ziggurat or garden-paths" },
      { { "generate", "--game", "ziggurat", "--difficulty", "extreme", "-o", "out-bad.terraces" },
        "--difficulty is easy, medium or hard, not “extreme”" },
      { { "new", "--game", "garden-paths", "--board", "maze", "-o", "out-bad.terraces" },
        "“maze” is not a Garden Paths board; the boards are courtyard, herb-garden, water-garden" },
      { { "new", "--game", "ziggurat", "--board", "herb-garden", "-o", "out-bad.terraces" },
        "--board is for Garden Paths only" },
      { { "play", "--game", "garden-paths", "--seats", "ai,ai", "--board", "maze", "-o", "out-bad.terraces" },
        "“maze” is not a Garden Paths board" },
      { { "play", "--game", "ziggurat", "--seats", "ai", "--seed=-4", "-o", "out-bad.terraces" }, "--seed must be 0 or more" },
      { { "play", "--game", "ziggurat", "--seats", "ai", "--level", "9", "-o", "out-bad.terraces" }, "--level" },
      { { "play", "--game", "ziggurat", "--seats", "human", "-o", "out-bad.terraces" },
        "--seats: “human” is not ai or ai:LEVEL (every seat must be an AI)" },
      { { "timeline", "bad-values.terraces", "--time-limit", "0" }, "--time-limit" },
      { { "timeline", "bad-values.terraces", "--time-limit", "nan" }, "--time-limit" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        const BadCase *c = &cases[i];
        g_autofree char *prefix = g_strdup_printf ("terraces-cli %s: ", c->args[0]);
        g_auto(Run) r = { 0 };

        run_cli (&r, c->args[0], c->args[1], c->args[2], c->args[3], c->args[4], c->args[5],
                 c->args[6], c->args[7], c->args[8], c->args[9], c->args[10], c->args[11], NULL);
        if (r.status != 2 || !g_str_has_prefix (r.err, prefix) || strstr (r.err, c->message) == NULL)
          g_error ("case %u (%s %s %s %s): status %d, stderr “%s”, expected 2 and “%s…%s”",
                   i, c->args[0], c->args[1], c->args[2], c->args[3], r.status, r.err, prefix, c->message);
        /* A number of moves out of range says how many the file has. */
        if (g_str_has_prefix (c->message, "--move") || g_str_has_prefix (c->message, "--to") ||
            g_str_equal (c->message, "is out of range: "))
          g_assert_nonnull (strstr (r.err, moves));
        g_assert_false (tmp_exists ("out-bad.png"));
        g_assert_false (tmp_exists ("out-bad.terraces"));
        g_assert_false (tmp_exists ("-"));
      }
  }
  /* The last position is in range. */
  {
    g_auto(Run) r = { 0 };
    run_cli (&r, "score", "--move", last, "bad-values.terraces", NULL);
    g_assert_cmpint (r.status, ==, 0);
  }
}

/* "-o -" writes the same bytes to standard output as to a file: XML for
 * new, play and replay, PNG or SVG for render; no file named "-". */
static void
test_stdout (void)
{
  int status;
  g_autofree char *err = NULL;

  {
    g_auto(Run) f = { 0 };
    g_autoptr(GBytes) out = NULL;
    g_autoptr(GBytes) file = NULL;

    run_cli (&f, "new", "--game", "hanging-gardens", "--seed", "3", "-o", "stdout-new.terraces", NULL);
    g_assert_cmpint (f.status, ==, 0);
    out = run_cli_bytes (&status, &err, "new", "--game", "hanging-gardens", "--seed", "3", "-o", "-", NULL);
    g_assert_cmpint (status, ==, 0);
    g_assert_cmpstr (err, ==, "");
    g_clear_pointer (&err, g_free);
    file = read_tmp ("stdout-new.terraces");
    g_assert_true (g_bytes_equal (out, file));
    g_assert_true (g_str_has_prefix (g_bytes_get_data (out, NULL), "<?xml"));
  }
  {
    g_auto(Run) f = { 0 };
    g_autoptr(GBytes) out = NULL;
    g_autoptr(GBytes) file = NULL;

    run_cli (&f, "play", "--game", "ziggurat", "--seats", "ai", "--seed", "4", "-o", "stdout-play.terraces", NULL);
    g_assert_cmpint (f.status, ==, 0);
    out = run_cli_bytes (&status, &err, "play", "--game", "ziggurat", "--seats", "ai", "--seed", "4", "-o", "-", NULL);
    g_assert_cmpint (status, ==, 0);
    g_clear_pointer (&err, g_free);
    file = read_tmp ("stdout-play.terraces");
    g_assert_true (g_bytes_equal (out, file));
  }
  {
    g_auto(Run) f = { 0 };
    g_autoptr(GBytes) out = NULL;
    g_autoptr(GBytes) file = NULL;

    run_cli (&f, "replay", "stdout-play.terraces", "--to", "3", "-o", "stdout-cut.terraces", NULL);
    g_assert_cmpint (f.status, ==, 0);
    out = run_cli_bytes (&status, &err, "replay", "stdout-play.terraces", "--to", "3", "-o", "-", NULL);
    g_assert_cmpint (status, ==, 0);
    g_clear_pointer (&err, g_free);
    file = read_tmp ("stdout-cut.terraces");
    g_assert_true (g_bytes_equal (out, file));
  }
  {
    g_auto(Run) f = { 0 };
    g_autoptr(GBytes) out = NULL;
    g_autoptr(GBytes) file = NULL;

    run_cli (&f, "render", "stdout-play.terraces", "--size", "200x120", "-o", "stdout.png", NULL);
    g_assert_cmpint (f.status, ==, 0);
    out = run_cli_bytes (&status, &err, "render", "stdout-play.terraces", "--size", "200x120", "-o", "-", NULL);
    g_assert_cmpint (status, ==, 0);
    g_clear_pointer (&err, g_free);
    file = read_tmp ("stdout.png");
    g_assert_cmpuint (g_bytes_get_size (out), >, 8);
    g_assert_true (memcmp (g_bytes_get_data (out, NULL), "\x89PNG\r\n", 6) == 0);
    g_assert_true (g_bytes_equal (out, file));
  }
  {
    g_autoptr(GBytes) out = NULL;
    g_autofree char *text = NULL;

    out = run_cli_bytes (&status, &err, "render", "stdout-play.terraces", "--format", "svg", "-o", "-", NULL);
    g_assert_cmpint (status, ==, 0);
    g_clear_pointer (&err, g_free);
    text = g_strndup (g_bytes_get_data (out, NULL), g_bytes_get_size (out));
    g_assert_true (g_str_has_prefix (text, "<?xml"));
    g_assert_nonnull (strstr (text, "<svg"));
    g_assert_nonnull (strstr (text, "</svg>"));
  }
  g_assert_false (tmp_exists ("-"));
}

/* Counts use plural forms: "1 move", "2 moves", "0 moves". */
static void
test_plurals (void)
{
  const char *head =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<terraces format=\"1\" game=\"hanging-gardens\" kind=\"replay\">\n"
    "  <rules players=\"2\" progress-rule=\"true\"/>\n"
    "  <players>\n"
    "    <player seat=\"1\" name=\"Ann\" type=\"human\"/>\n"
    "    <player seat=\"2\" name=\"Bob\" type=\"human\"/>\n"
    "  </players>\n"
    "  <position to-move=\"1\" actions-taken=\"0\" passes=\"0\">\n"
    "    <supply tiles=\"24\" suns=\"6\" moons=\"6\" crowns=\"6\" arms=\"6\"/>\n"
    "  </position>\n"
    "  <moves>\n";
  const char *first = "    <move seat=\"1\" type=\"terrace\" x=\"0\" y=\"0\" level=\"0\"/>\n";
  const char *second = "    <move seat=\"1\" type=\"terrace\" x=\"2\" y=\"0\" level=\"0\"/>\n";
  const char *tail = "  </moves>\n</terraces>\n";
  g_autofree char *one_text = g_strconcat (head, first, tail, NULL);
  g_autofree char *two_text = g_strconcat (head, first, second, tail, NULL);
  g_autofree char *one = write_tmp ("one-move.terraces", one_text);
  g_autofree char *two = write_tmp ("two-moves.terraces", two_text);
  g_auto(Run) r1 = { 0 };
  g_auto(Run) r2 = { 0 };
  g_auto(Run) r0 = { 0 };
  g_auto(Run) past = { 0 };

  run_cli (&r1, "validate", "one-move.terraces", NULL);
  g_assert_cmpint (r1.status, ==, 0);
  g_assert_cmpstr (r1.out, ==, "one-move.terraces: valid Hanging Gardens file, 1 move\n");
  run_cli (&r2, "validate", "two-moves.terraces", NULL);
  g_assert_cmpint (r2.status, ==, 0);
  g_assert_cmpstr (r2.out, ==, "two-moves.terraces: valid Hanging Gardens file, 2 moves\n");
  run_cli (&r0, "new", "--game", "ziggurat", "--seed", "1", "-o", "zero.terraces", NULL);
  g_clear_pointer (&r0.out, g_free);
  g_clear_pointer (&r0.err, g_free);
  run_cli (&r0, "validate", "zero.terraces", NULL);
  g_assert_cmpstr (r0.out, ==, "zero.terraces: valid Ziggurat file, 0 moves\n");
  run_cli (&past, "score", "--move", "2", "one-move.terraces", NULL);
  g_assert_cmpint (past.status, ==, 2);
  g_assert_nonnull (strstr (past.err, "one-move.terraces has 1 move (give 0 to 1)"));
}

/* new → validate → play → validate → replay --to → score, for one game. */
/* `timeline FILE --json` and `--csv` for a replay of @game made by play:
 * one entry per position of the main line; hanging-gardens and
 * garden-paths: scores[i] is what `score --json --move k` gives seats[i];
 * ziggurat: placed and cheats as score gives them, zero_cheat an answer. */
static void
check_timeline (const char *game, const char *replay)
{
  g_autoptr(JsonParser) parser = NULL;
  g_auto(Run) j = { 0 };
  g_auto(Run) c = { 0 };
  g_auto(GStrv) lines = NULL;
  JsonObject *obj;
  JsonArray *positions;
  gboolean zig = g_str_equal (game, "ziggurat");
  guint n;

  run_cli (&j, "timeline", replay, "--json", "--time-limit", "2", NULL);
  if (j.status != 0)
    g_error ("timeline %s: %s", game, j.err);
  obj = parse_object (j.out, &parser);
  g_assert_cmpstr (json_object_get_string_member (obj, "game"), ==, game);
  g_assert_cmpint (json_object_has_member (obj, "seats"), ==, !zig);
  positions = json_object_get_array_member (obj, "positions");
  n = json_array_get_length (positions);
  g_assert_cmpuint (n, >, 1);

  run_cli (&c, "timeline", replay, "--csv", "--time-limit", "2", NULL);
  g_assert_cmpint (c.status, ==, 0);
  lines = g_strsplit (c.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, n + 2);   /* header, n lines, "" */
  if (zig)
    g_assert_cmpstr (lines[0], ==, "move,placed,cheats,zero_cheat");
  else
    g_assert_true (g_str_has_prefix (lines[0], "move,seat,score_1,score_2"));

  for (guint k = 0; k < n; k++)
    {
      JsonObject *entry = json_array_get_object_element (positions, k);
      g_autoptr(JsonParser) sp = NULL;
      g_auto(Run) score = { 0 };
      g_autofree char *move = g_strdup_printf ("%u", k);
      GString *csv = g_string_new (NULL);
      g_autofree char *csv_line = NULL;
      JsonObject *sobj;

      g_assert_cmpint (json_object_get_int_member (entry, "move"), ==, k);
      run_cli (&score, "score", replay, "--json", "--move", move, NULL);
      g_assert_cmpint (score.status, ==, 0);
      sobj = parse_object (score.out, &sp);
      if (zig)
        {
          const char *zero = json_object_get_string_member (entry, "zero_cheat");

          g_assert_cmpint (json_object_get_int_member (entry, "placed"), ==,
                           json_object_get_int_member (sobj, "placed"));
          g_assert_cmpint (json_object_get_int_member (entry, "cheats"), ==,
                           json_object_get_int_member (sobj, "cheats"));
          g_assert_true (g_str_equal (zero, "yes") || g_str_equal (zero, "no") || g_str_equal (zero, "unknown"));
          /* a complete ziggurat answers yes */
          if (json_object_get_boolean_member (sobj, "complete"))
            g_assert_cmpstr (zero, ==, "yes");
          g_string_append_printf (csv, "%u,%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT ",%s", k,
                                  json_object_get_int_member (entry, "placed"),
                                  json_object_get_int_member (entry, "cheats"), zero);
        }
      else
        {
          JsonArray *seats = json_object_get_array_member (obj, "seats");
          JsonArray *scores = json_object_get_array_member (entry, "scores");
          JsonArray *sseats = json_object_get_array_member (sobj, "seats");

          if (k == 0)
            {
              g_assert_true (json_object_get_null_member (entry, "seat"));
              g_string_append_printf (csv, "0,");
            }
          else
            g_string_append_printf (csv, "%u,%" G_GINT64_FORMAT, k, json_object_get_int_member (entry, "seat"));
          g_assert_cmpuint (json_array_get_length (scores), ==, json_array_get_length (seats));
          for (guint i = 0; i < json_array_get_length (seats); i++)
            {
              JsonObject *seat = json_array_get_object_element (sseats, i);

              g_assert_cmpint (json_array_get_int_element (seats, i), ==, json_object_get_int_member (seat, "seat"));
              g_assert_cmpint (json_array_get_int_element (scores, i), ==, json_object_get_int_member (seat, "score"));
              g_string_append_printf (csv, ",%" G_GINT64_FORMAT, json_array_get_int_element (scores, i));
            }
        }
      csv_line = g_string_free (csv, FALSE);
      g_assert_cmpstr (lines[k + 1], ==, csv_line);
    }
  {
    g_auto(Run) both = { 0 };
    run_cli (&both, "timeline", replay, "--json", "--csv", NULL);
    g_assert_cmpint (both.status, ==, 2);
  }
}

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
  check_timeline (game, replay);
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
    g_assert_cmpint (r.status, ==, 2);
    g_assert_true (g_str_has_prefix (r.err, "terraces-cli score: --move 100000 is out of range: "));
    g_assert_nonnull (strstr (r.err, replay));
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

/* --board: a new scenario and a whole computer game on each bundled
 * board, which validate and keep the board; --help lists the boards. */
static void
test_garden_paths_boards (void)
{
  const char *boards[][2] = {
    { "courtyard", "<board width=\"9\" height=\"9\" name=\"Courtyard\">" },
    { "herb-garden", "<board width=\"7\" height=\"7\" name=\"Herb Garden\">" },
    { "water-garden", "<board width=\"12\" height=\"12\" name=\"Water Garden\">" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (boards); i++)
    {
      g_autofree char *scenario = g_strdup_printf ("board-%s.terraces", boards[i][0]);
      g_autofree char *replay = g_strdup_printf ("board-%s-play.terraces", boards[i][0]);
      g_autoptr(GBytes) bytes = NULL;
      g_autofree char *text = NULL;
      g_auto(Run) n = { 0 };
      g_auto(Run) p = { 0 };
      g_auto(Run) v = { 0 };

      run_cli (&n, "new", "--game", "garden-paths", "--board", boards[i][0], "--seed", "1", "-o", scenario, NULL);
      g_assert_cmpint (n.status, ==, 0);
      bytes = read_tmp (scenario);
      text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
      g_assert_nonnull (strstr (text, boards[i][1]));
      run_cli (&p, "play", "--game", "garden-paths", "--seats", "ai,ai", "--board", boards[i][0],
               "--seed", "2", "-o", replay, NULL);
      g_assert_cmpint (p.status, ==, 0);
      run_cli (&v, "validate", replay, NULL);
      g_assert_cmpint (v.status, ==, 0);
      g_assert_nonnull (strstr (v.out, "game over"));
    }
  {
    g_auto(Run) h = { 0 };

    run_cli (&h, "new", "--help", NULL);
    g_assert_cmpint (h.status, ==, 0);
    g_assert_nonnull (strstr (h.out, "--board"));
    g_assert_nonnull (strstr (h.out, "water-garden"));
    g_assert_nonnull (strstr (h.out, "12 × 12"));
  }
}

/* validate names the line and the path of an illegal move two
 * variations deep. */
static void
test_deep_variation (void)
{
  g_autofree char *path = write_tmp ("deep.terraces",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<terraces format=\"1\" game=\"hanging-gardens\" kind=\"replay\">\n"
    "  <rules players=\"2\" progress-rule=\"true\"/>\n"
    "  <players>\n"
    "    <player seat=\"1\" name=\"Ann\" type=\"human\"/>\n"
    "    <player seat=\"2\" name=\"Bob\" type=\"human\"/>\n"
    "  </players>\n"
    "  <position to-move=\"1\" actions-taken=\"0\" passes=\"0\">\n"
    "    <supply tiles=\"24\" suns=\"6\" moons=\"6\" crowns=\"6\" arms=\"6\"/>\n"
    "  </position>\n"
    "  <moves>\n"
    "    <move seat=\"1\" type=\"terrace\" x=\"0\" y=\"0\" level=\"0\">\n"
    "      <variation>\n"
    "        <move seat=\"1\" type=\"terrace\" x=\"5\" y=\"5\" level=\"0\"/>\n"
    "        <move seat=\"1\" type=\"terrace\" x=\"7\" y=\"5\" level=\"0\">\n"
    "          <variation>\n"
    "            <move seat=\"1\" type=\"terrace\" x=\"5\" y=\"7\" level=\"0\"/>\n"
    "            <move seat=\"2\" type=\"terrace\" x=\"50\" y=\"50\" level=\"0\"/>\n"
    "          </variation>\n"
    "        </move>\n"
    "      </variation>\n"
    "    </move>\n"
    "    <move seat=\"1\" type=\"terrace\" x=\"2\" y=\"0\" level=\"0\"/>\n"
    "  </moves>\n"
    "</terraces>\n");
  g_auto(Run) r = { 0 };

  run_cli (&r, "validate", path, NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.err, "deep.terraces:18: move 1, variation 1, move 2, variation 1, move 2: "));
}

/* Puzzles (docs/puzzles.md): generate, certify, and solve confirming,
 * refuting or calling stale a file's certificate. */

/* Not inlined: GCC 12 at -O3 then takes the returned text for a pointer
 * to this function's local variable (-Wdangling-pointer). */
G_GNUC_NO_INLINE static char *
read_text (const char *name)
{
  g_autofree char *path = g_build_filename (tmpdir, name, NULL);
  char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* @text with the first @from replaced by @to, written to @name. */
static void
write_changed (const char *name, const char *text, const char *from, const char *to)
{
  GString *s = g_string_new (text);

  g_assert_cmpuint (g_string_replace (s, from, to, 1), ==, 1);
  g_free (write_tmp (name, s->str));
  g_string_free (s, TRUE);
}

static void
test_puzzles (void)
{
  g_autofree char *puzzle = NULL;
  JsonParser *parser = NULL;
  JsonObject *obj, *cert;

  /* generate: the same seed, the same bytes */
  {
    g_auto(Run) r = { 0 };
    g_auto(Run) again = { 0 };
    g_autofree char *a = NULL;

    run_cli (&r, "generate", "--game", "ziggurat", "--difficulty", "easy", "--seed", "3", "-o", "zg.terraces", NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_nonnull (strstr (r.err, "Ziggurat puzzle 3: Solvable"));
    run_cli (&again, "generate", "--game", "zg", "--difficulty", "easy", "--seed", "3", NULL);
    g_assert_cmpint (again.status, ==, 0);
    a = read_text ("zg.terraces");
    g_assert_cmpstr (a, ==, again.out);
    g_assert_nonnull (strstr (a, "<difficulty>easy</difficulty>"));
    g_assert_nonnull (strstr (a, "<certificate verdict=\"solvable\" solutions=\"1\""));
  }
  /* unique only by default: a seed whose best has several solutions
   * says none was found; --any-count returns it */
  {
    g_auto(Run) r = { 0 };
    g_auto(Run) any = { 0 };

    run_cli (&r, "generate", "--game", "gp", "--difficulty", "medium", "--seed", "1", NULL);
    g_assert_cmpint (r.status, ==, 1);
    g_assert_nonnull (strstr (r.err, "no medium puzzle was found from this seed"));
    g_assert_cmpstr (r.out, ==, "");
    run_cli (&any, "generate", "--game", "gp", "--difficulty", "medium", "--seed", "1", "--any-count", NULL);
    g_assert_cmpint (any.status, ==, 0);
    g_assert_nonnull (strstr (any.out, "<certificate verdict=\"solvable\" solutions=\"10\""));
  }
  /* solve confirms it, after its usual output */
  {
    g_auto(Run) r = { 0 };
    run_cli (&r, "solve", "zg.terraces", NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_nonnull (strstr (r.out, "\ncertificate confirmed: Solvable"));
  }
  {
    g_auto(Run) r = { 0 };
    run_cli (&r, "solve", "--json", "zg.terraces", NULL);
    g_assert_cmpint (r.status, ==, 0);
    obj = parse_object (r.out, &parser);
    /* the contract's members are still there */
    g_assert_cmpstr (json_object_get_string_member (obj, "zero_cheat"), ==, "yes");
    g_assert_true (json_object_has_member (obj, "moves"));
    cert = json_object_get_object_member (obj, "certificate");
    g_assert_nonnull (cert);
    g_assert_true (json_object_get_boolean_member (cert, "confirmed"));
    g_assert_false (json_object_get_boolean_member (cert, "stale"));
    g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (cert, "stored"), "verdict"), ==, "solvable");
    g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (cert, "checked"), "solutions"), ==,
                     json_object_get_int_member (json_object_get_object_member (cert, "stored"), "solutions"));
    g_clear_object (&parser);
  }
  puzzle = read_text ("zg.terraces");
  /* a forged count is refuted */
  {
    g_auto(Run) r = { 0 };
    g_auto(Run) j = { 0 };

    write_changed ("forged.terraces", puzzle, "solutions=\"1\"", "solutions=\"2\"");
    run_cli (&r, "solve", "forged.terraces", NULL);
    g_assert_cmpint (r.status, ==, 1);
    g_assert_nonnull (strstr (r.out, "certificate refuted: it counts 2 solutions but the solver finds 1"));
    g_assert_nonnull (strstr (r.err, "forged.terraces: certificate refuted"));
    run_cli (&j, "solve", "--json", "forged.terraces", NULL);
    g_assert_cmpint (j.status, ==, 1);
    obj = parse_object (j.out, &parser);
    cert = json_object_get_object_member (obj, "certificate");
    g_assert_false (json_object_get_boolean_member (cert, "confirmed"));
    g_assert_false (json_object_get_boolean_member (cert, "stale"));
    g_clear_object (&parser);
  }
  /* a forged verdict too */
  {
    g_auto(Run) r = { 0 };
    write_changed ("forged2.terraces", puzzle, "verdict=\"solvable\" solutions=\"1\"",
                   "verdict=\"unsolvable\" solutions=\"0\"");
    run_cli (&r, "solve", "forged2.terraces", NULL);
    g_assert_cmpint (r.status, ==, 1);
    g_assert_nonnull (strstr (r.out, "certificate refuted: it says “unsolvable” but the solver finds “solvable”"));
  }
  /* the position changed: stale */
  {
    g_auto(Run) r = { 0 };
    g_auto(Run) j = { 0 };

    write_changed ("stale.terraces", puzzle, "order=\"open\"", "order=\"hidden\"");
    run_cli (&r, "solve", "stale.terraces", NULL);
    g_assert_cmpint (r.status, ==, 1);
    g_assert_nonnull (strstr (r.out, "certificate is stale: the position or goal changed"));
    run_cli (&j, "solve", "--json", "stale.terraces", NULL);
    g_assert_cmpint (j.status, ==, 1);
    obj = parse_object (j.out, &parser);
    cert = json_object_get_object_member (obj, "certificate");
    g_assert_true (json_object_get_boolean_member (cert, "stale"));
    g_assert_false (json_object_get_boolean_member (cert, "confirmed"));
    g_assert_true (json_object_get_null_member (cert, "checked"));
    g_clear_object (&parser);
  }
  /* a new title keeps it valid */
  {
    g_auto(Run) r = { 0 };
    write_changed ("renamed.terraces", puzzle, "<title>Ziggurat puzzle 3</title>", "<title>Another name</title>");
    run_cli (&r, "solve", "renamed.terraces", NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_nonnull (strstr (r.out, "certificate confirmed"));
  }
  /* certify: into the file, or to standard output; then solve confirms */
  {
    g_auto(Run) r = { 0 };
    g_auto(Run) out = { 0 };
    g_auto(Run) s = { 0 };
    g_autofree char *text = NULL;
    GString *plain = g_string_new (puzzle);
    const char *c = strstr (puzzle, "  <certificate");
    const char *e = strstr (c, "/>\n");

    g_string_erase (plain, c - puzzle, e + 3 - c);
    g_free (write_tmp ("plain.terraces", plain->str));
    g_string_free (plain, TRUE);
    run_cli (&out, "certify", "plain.terraces", "-o", "-", NULL);
    g_assert_cmpint (out.status, ==, 0);
    g_assert_cmpstr (out.out, ==, puzzle);
    g_assert_nonnull (strstr (out.err, "Solvable, unique solution"));
    run_cli (&r, "certify", "plain.terraces", NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_nonnull (strstr (r.out, "plain.terraces: Solvable, unique solution"));
    text = read_text ("plain.terraces");
    g_assert_cmpstr (text, ==, puzzle);
    run_cli (&s, "solve", "plain.terraces", NULL);
    g_assert_cmpint (s.status, ==, 0);
  }
  /* a cap of one: "at least 1" */
  {
    g_auto(Run) r = { 0 };
    g_auto(Run) s = { 0 };
    run_cli (&r, "certify", "zg.terraces", "--cap", "1", "-o", "cap1.terraces", NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_nonnull (strstr (r.out, "at least 1 solution"));
    run_cli (&s, "solve", "cap1.terraces", NULL);
    g_assert_cmpint (s.status, ==, 0);
  }
  /* certify refuses what is not a puzzle */
  {
    g_auto(Run) n = { 0 };
    g_auto(Run) r = { 0 };
    run_cli (&n, "new", "--game", "ziggurat", "--seed", "1", "-o", "nogoal.terraces", NULL);
    g_assert_cmpint (n.status, ==, 0);
    run_cli (&r, "certify", "nogoal.terraces", NULL);
    g_assert_cmpint (r.status, ==, 1);
    g_assert_nonnull (strstr (r.err, "nogoal.terraces: the position has no puzzle goal"));
  }
  /* usage errors */
  {
    const char *bad[][8] = {
      { "certify", NULL },
      { "certify", "a.terraces", "b.terraces", NULL },
      { "certify", "zg.terraces", "--cap", "0", NULL },
      { "certify", "zg.terraces", "--nodes", "-5", NULL },
      { "generate", NULL },
      { "generate", "--game", "chess", NULL },
      { "generate", "--game", "gp", "--difficulty", "extreme", NULL },
      { "generate", "--game", "gp", "--seed", "-1", NULL },
      { "generate", "--game", "gp", "file.terraces", NULL },
    };
    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autofree char *out = NULL;
        g_autofree char *err = NULL;
        g_autoptr(GPtrArray) argv = g_ptr_array_new ();
        g_autoptr(GError) error = NULL;
        int wait_status;

        g_ptr_array_add (argv, (char *) cli);
        for (guint k = 0; bad[i][k] != NULL; k++)
          g_ptr_array_add (argv, (char *) bad[i][k]);
        g_ptr_array_add (argv, NULL);
        g_assert_true (g_spawn_sync (tmpdir, (char **) argv->pdata, english_environ (), G_SPAWN_DEFAULT,
                                     NULL, NULL, &out, &err, &wait_status, &error));
        g_assert_no_error (error);
        g_assert_true (WIFEXITED (wait_status));
        g_assert_cmpint (WEXITSTATUS (wait_status), ==, 2);
        g_assert_true (g_str_has_prefix (err, "terraces-cli "));
      }
  }
  {
    g_auto(Run) r = { 0 };
    run_cli (&r, "help", "generate", NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_nonnull (strstr (r.out, "--difficulty"));
    g_assert_nonnull (strstr (r.out, "--seed"));
  }
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
  g_test_add_func ("/cli/build-tree-language", test_build_tree_language);
  g_test_add_func ("/cli/path-as-given", test_path_as_given);
  g_test_add_func ("/cli/help-command", test_help_command);
  g_test_add_func ("/cli/bad-values", test_bad_values);
  g_test_add_func ("/cli/stdout", test_stdout);
  g_test_add_func ("/cli/plurals", test_plurals);
  g_test_add_func ("/cli/hanging-gardens", test_hanging_gardens);
  g_test_add_func ("/cli/ziggurat", test_ziggurat);
  g_test_add_func ("/cli/garden-paths", test_garden_paths);
  g_test_add_func ("/cli/garden-paths-boards", test_garden_paths_boards);
  g_test_add_func ("/cli/deep-variation", test_deep_variation);
  g_test_add_func ("/cli/puzzles", test_puzzles);
  rc = g_test_run ();
  g_strfreev (env);
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
