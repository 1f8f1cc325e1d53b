/* Tests of the file layer: safe parsing, schema validation, messages that
 * name file and line, atomic writes.  (Game rules are tested per game.) */
#include <glib/gstdio.h>
#include <string.h>

#include "terr-document.h"

static const char *minimal_zg =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\">\n"
  "  <rules/>\n"
  "  <players><player seat=\"1\" name=\"A\" type=\"human\"/></players>\n"
  "  <position cheats=\"0\">\n"
  "    <pile order=\"open\">0-0 0-1</pile>\n"
  "    <hand>1-1</hand>\n"
  "  </position>\n"
  "</terraces>\n";

static TerrDocument *
load_string (const char *text, GError **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  return terr_document_load_bytes (bytes, "t.terraces", error);
}

static void
test_valid_minimal (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrDocument) doc = load_string (minimal_zg, &error);

  g_assert_no_error (error);
  g_assert_nonnull (doc);
  g_assert_cmpint (doc->game, ==, TERR_GAME_ZIGGURAT);
  g_assert_cmpint (doc->kind, ==, TERR_FILE_SCENARIO);
  g_assert_nonnull (doc->rules);
  g_assert_nonnull (doc->players);
  g_assert_nonnull (doc->position);
  g_assert_null (doc->moves);
  g_assert_null (doc->goal);
}

static void
assert_refused (const char *text, int code, const char *prefix, const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrDocument) doc = load_string (text, &error);

  g_assert_null (doc);
  g_assert_error (error, TERR_ERROR, code);
  if (!g_str_has_prefix (error->message, prefix))
    g_error ("message “%s” does not start with “%s”", error->message, prefix);
  if (fragment && strstr (error->message, fragment) == NULL)
    g_error ("message “%s” does not mention “%s”", error->message, fragment);
}

static void
test_not_well_formed (void)
{
  assert_refused ("<?xml version=\"1.0\"?>\n<terraces format=\"1\">\n<rules>\n</terraces>\n",
                  TERR_ERROR_PARSE, "t.terraces:4: ", "not well-formed");
  assert_refused ("", TERR_ERROR_PARSE, "t.terraces: ", "empty");
  assert_refused ("\x89PNG\r\n\x1a\n\x01\x02garbage", TERR_ERROR_PARSE, "t.terraces:1: ", NULL);
}

static void
test_doctype_refused (void)
{
  /* External entity: the file must never be read. */
  assert_refused ("<?xml version=\"1.0\"?>\n"
                  "<!DOCTYPE terraces [ <!ENTITY xxe SYSTEM \"file:///etc/passwd\"> ]>\n"
                  "<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\"><meta><title>&xxe;</title></meta></terraces>\n",
                  TERR_ERROR_PARSE, "t.terraces:2: ", "DOCTYPE");
  /* Network DTD. */
  assert_refused ("<?xml version=\"1.0\"?>\n"
                  "<!DOCTYPE terraces SYSTEM \"http://example.invalid/t.dtd\">\n<terraces/>\n",
                  TERR_ERROR_PARSE, "t.terraces:2: ", "DOCTYPE");
}

static void
test_billion_laughs (void)
{
  GString *s = g_string_new ("<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n");
  g_string_append (s, " <!ENTITY lol1 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">\n");
  for (int i = 2; i <= 9; i++)
    {
      g_string_append_printf (s, " <!ENTITY lol%d \"", i);
      for (int j = 0; j < 10; j++)
        g_string_append_printf (s, "&lol%d;", i - 1);
      g_string_append (s, "\">\n");
    }
  g_string_append (s, "]>\n<terraces>&lol9;</terraces>\n");
  assert_refused (s->str, TERR_ERROR_PARSE, "t.terraces:2: ", "DOCTYPE");
  g_string_free (s, TRUE);
}

static void
test_deep_nesting (void)
{
  GString *s = g_string_new ("<?xml version=\"1.0\"?>\n<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\">");
  for (int i = 0; i < 10000; i++)
    g_string_append (s, "<meta>");
  g_string_append (s, "</terraces>");
  assert_refused (s->str, TERR_ERROR_PARSE, "t.terraces:2: ", NULL);
  g_string_free (s, TRUE);
}

static void
test_too_large (void)
{
  gsize n = 17 * 1024 * 1024;
  char *big = g_malloc (n + 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TerrDocument) doc = NULL;
  g_autofree char *path = NULL;
  int fd;

  memset (big, ' ', n);
  big[n] = '\0';
  memcpy (big, "<?xml version=\"1.0\"?>\n<terraces>", 32);
  bytes = g_bytes_new_take (big, n);
  doc = terr_document_load_bytes (bytes, "big.terraces", &error);
  g_assert_null (doc);
  g_assert_error (error, TERR_ERROR, TERR_ERROR_TOO_LARGE);
  g_assert_true (g_str_has_prefix (error->message, "big.terraces: "));
  g_clear_error (&error);

  /* From disk: reading stops at the cap. */
  fd = g_file_open_tmp ("terr-big-XXXXXX.terraces", &path, &error);
  g_assert_no_error (error);
  g_assert_true (write (fd, g_bytes_get_data (bytes, NULL), n) == (gssize) n);
  close (fd);
  doc = terr_document_load_path (path, &error);
  g_assert_null (doc);
  g_assert_error (error, TERR_ERROR, TERR_ERROR_TOO_LARGE);
  g_unlink (path);
}

static void
test_schema_errors (void)
{
  /* Unknown attribute. */
  assert_refused ("<?xml version=\"1.0\"?>\n"
                  "<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\">\n"
                  "  <rules colour=\"red\"/>\n"
                  "  <players><player seat=\"1\" name=\"A\" type=\"human\"/></players>\n"
                  "  <position cheats=\"0\"><pile order=\"open\"></pile><hand></hand></position>\n"
                  "</terraces>\n",
                  TERR_ERROR_SCHEMA, "t.terraces:3: ", NULL);
  /* Unknown element. */
  assert_refused ("<?xml version=\"1.0\"?>\n"
                  "<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\">\n"
                  "  <rules/>\n"
                  "  <players><player seat=\"1\" name=\"A\" type=\"human\"/></players>\n"
                  "  <position cheats=\"0\"><pile order=\"open\"></pile><hand></hand></position>\n"
                  "  <extra/>\n"
                  "</terraces>\n",
                  TERR_ERROR_SCHEMA, "t.terraces:", NULL);
  /* Missing required attribute of a move. */
  assert_refused ("<?xml version=\"1.0\"?>\n"
                  "<terraces format=\"1\" game=\"hanging-gardens\" kind=\"replay\">\n"
                  "  <rules players=\"2\" progress-rule=\"true\"/>\n"
                  "  <players><player seat=\"1\" name=\"A\" type=\"human\"/><player seat=\"2\" name=\"B\" type=\"human\"/></players>\n"
                  "  <position to-move=\"1\" actions-taken=\"0\" passes=\"0\">\n"
                  "    <supply tiles=\"24\" suns=\"6\" moons=\"6\" crowns=\"6\" arms=\"6\"/>\n"
                  "  </position>\n"
                  "  <moves>\n"
                  "    <move seat=\"1\" type=\"terrace\" x=\"0\" y=\"0\"/>\n"
                  "  </moves>\n"
                  "</terraces>\n",
                  TERR_ERROR_SCHEMA, "t.terraces:9: ", NULL);
  /* Wrong format version and wrong root. */
  assert_refused ("<?xml version=\"1.0\"?>\n<terraces format=\"2\" game=\"ziggurat\" kind=\"scenario\"/>\n",
                  TERR_ERROR_SCHEMA, "t.terraces:2: ", NULL);
  assert_refused ("<?xml version=\"1.0\"?>\n<svg/>\n", TERR_ERROR_SCHEMA, "t.terraces:2: ", "<terraces>");
}

static void
test_encoding (void)
{
  /* Latin-1 bytes in a file that says UTF-8. */
  assert_refused ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                  "<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\"><meta><title>caf\xe9</title></meta></terraces>\n",
                  TERR_ERROR_PARSE, "t.terraces:2: ", NULL);
  /* An unknown encoding. */
  assert_refused ("<?xml version=\"1.0\" encoding=\"X-NO-SUCH\"?>\n<terraces/>\n",
                  TERR_ERROR_PARSE, "t.terraces:1: ", NULL);
}

static void
test_int_helper (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrDocument) doc = load_string (minimal_zg, &error);
  xmlNode *position = doc->position;
  gint64 v = -1;

  g_assert_true (terr_xml_get_int (doc, position, "cheats", 0, 100, &v, &error));
  g_assert_cmpint (v, ==, 0);
  terr_xml_set_string (position, "cheats", "99999999999999999999999");
  g_assert_false (terr_xml_get_int (doc, position, "cheats", 0, 100, &v, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "t.terraces:5: "));
  g_clear_error (&error);
  terr_xml_set_string (position, "cheats", "12abc");
  g_assert_false (terr_xml_get_int (doc, position, "cheats", 0, 100, &v, &error));
  g_assert_nonnull (strstr (error->message, "whole number"));
}

static void
test_write_roundtrip (void)
{
  g_autoptr(TerrDocument) doc = terr_document_new (TERR_GAME_ZIGGURAT, TERR_FILE_REPLAY);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) again = NULL;
  g_autoptr(TerrDocument) back = NULL;
  g_autoptr(GError) error = NULL;
  xmlNode *meta, *players, *p, *position, *pile;

  meta = terr_xml_add_element (doc->root, "meta");
  terr_xml_set_text (terr_xml_add_element (meta, "title"), "A <tricky> & \"quoted\" title");
  terr_xml_add_element (doc->root, "rules");
  players = terr_xml_add_element (doc->root, "players");
  p = terr_xml_add_element (players, "player");
  terr_xml_set_int (p, "seat", 1);
  terr_xml_set_string (p, "name", "Ann & <Bob>");
  terr_xml_set_string (p, "type", "human");
  position = terr_xml_add_element (doc->root, "position");
  terr_xml_set_int (position, "cheats", 0);
  pile = terr_xml_add_element (position, "pile");
  terr_xml_set_string (pile, "order", "hidden");
  terr_xml_set_text (pile, "0-0 1-1");
  terr_xml_set_text (terr_xml_add_element (position, "hand"), "");
  terr_xml_add_element (doc->root, "moves");

  bytes = terr_document_to_bytes (doc);
  g_assert_true (g_str_has_prefix (g_bytes_get_data (bytes, NULL), "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<terraces format=\"1\" game=\"ziggurat\" kind=\"replay\">\n  <meta>\n"));
  back = terr_document_load_bytes (bytes, "rt.terraces", &error);
  g_assert_no_error (error);
  {
    g_autofree char *title = terr_xml_get_text (terr_xml_next_element (back->meta, NULL, "title"));
    g_assert_cmpstr (title, ==, "A <tricky> & \"quoted\" title");
  }
  again = terr_document_to_bytes (back);
  g_assert_true (g_bytes_equal (bytes, again));
}

static void
test_atomic_write (void)
{
  g_autofree char *dir = g_dir_make_tmp ("terr-atomic-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.terraces", NULL);
  g_autoptr(GBytes) first = g_bytes_new_static ("first version\n", 14);
  g_autoptr(GBytes) second = g_bytes_new_static ("second\n", 7);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GDir) d = NULL;
  int n = 0;

  g_assert_true (terr_write_file_atomic (path, first, &error));
  g_assert_true (terr_write_file_atomic (path, second, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "second\n");
  /* No temporary file left behind. */
  d = g_dir_open (dir, 0, NULL);
  while (g_dir_read_name (d))
    n++;
  g_assert_cmpint (n, ==, 1);
  /* A folder that does not exist: an error, not a crash. */
  g_assert_false (terr_write_file_atomic ("/nonexistent-terraces-dir/x.terraces", first, &error));
  g_assert_nonnull (error);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_game_kinds (void)
{
  g_assert_cmpint (terr_game_kind_from_string ("garden-paths"), ==, TERR_GAME_GARDEN_PATHS);
  g_assert_cmpint (terr_game_kind_from_string ("chess"), ==, TERR_GAME_NONE);
  g_assert_cmpstr (terr_game_kind_to_string (TERR_GAME_HANGING_GARDENS), ==, "hanging-gardens");
  g_assert_cmpstr (terr_game_kind_get_title (TERR_GAME_ZIGGURAT), ==, "Ziggurat");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/document/valid-minimal", test_valid_minimal);
  g_test_add_func ("/document/not-well-formed", test_not_well_formed);
  g_test_add_func ("/document/doctype-refused", test_doctype_refused);
  g_test_add_func ("/document/billion-laughs", test_billion_laughs);
  g_test_add_func ("/document/deep-nesting", test_deep_nesting);
  g_test_add_func ("/document/too-large", test_too_large);
  g_test_add_func ("/document/schema-errors", test_schema_errors);
  g_test_add_func ("/document/encoding", test_encoding);
  g_test_add_func ("/document/int-helper", test_int_helper);
  g_test_add_func ("/document/write-roundtrip", test_write_roundtrip);
  g_test_add_func ("/document/atomic-write", test_atomic_write);
  g_test_add_func ("/document/game-kinds", test_game_kinds);
  return g_test_run ();
}
