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
  g_test_add_func ("/cli/deep-variation", test_deep_variation);
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
