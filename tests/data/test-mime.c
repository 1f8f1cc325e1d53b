/* The MIME type of Terraces files as the desktop sees it: the type in
 * data/io.github.terraces.Terraces.mime.xml is installed into a private
 * XDG data folder (update-mime-database), then GIO guesses the type of
 * files by name and by content.  A file without the .terraces extension
 * is still a Terraces file (magic for the <terraces root element), other
 * XML is not.
 *
 * Arguments: the MIME XML, update-mime-database, the folder of bundled
 * scenarios. */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#define TERRACES_TYPE "application/x-terraces+xml"

static const char *scenarios_dir;

/* The type GIO guesses for @data, with or without a file name. */
static char *
guess (const char *name, const char *data, gssize len)
{
  gboolean uncertain = FALSE;

  if (len < 0)
    len = (gssize) strlen (data);
  return g_content_type_guess (name, (const guchar *) data, (gsize) len, &uncertain);
}

static void
test_without_extension (void)
{
  const char *files[] = {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\">\n</terraces>\n",
    /* a comment and a line break inside the start tag */
    "<?xml version=\"1.0\"?>\n<!-- my garden -->\n<terraces\n  format=\"1\" game=\"garden-paths\" kind=\"replay\">\n</terraces>\n",
    /* no XML declaration */
    "<terraces format=\"1\" game=\"hanging-gardens\" kind=\"scenario\"/>\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *by_data = guess (NULL, files[i], -1);
      g_autofree char *by_file = guess ("my-garden", files[i], -1);

      g_assert_cmpstr (by_data, ==, TERRACES_TYPE);
      g_assert_cmpstr (by_file, ==, TERRACES_TYPE);
    }
}

static void
test_bundled_scenarios (void)
{
  g_autoptr(GDir) dir = g_dir_open (scenarios_dir, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (scenarios_dir, name, NULL);
      g_autofree char *data = NULL;
      g_autofree char *type = NULL;
      gsize len;

      if (!g_str_has_suffix (name, ".terraces"))
        continue;
      g_assert_true (g_file_get_contents (path, &data, &len, NULL));
      /* By content alone (only the first bytes matter for sniffing). */
      type = guess (NULL, data, (gssize) MIN (len, 4096));
      g_assert_cmpstr (type, ==, TERRACES_TYPE);
      n++;
    }
  g_assert_cmpuint (n, >, 0);
}

static void
test_by_name (void)
{
  g_autofree char *type = guess ("castle.terraces", "", 0);

  g_assert_cmpstr (type, ==, TERRACES_TYPE);
  g_assert_true (g_content_type_is_a (TERRACES_TYPE, "application/xml"));
  g_assert_true (g_content_type_is_mime_type (TERRACES_TYPE, TERRACES_TYPE));
}

static void
test_other_xml (void)
{
  const char *files[] = {
    "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n",
    "<?xml version=\"1.0\"?>\n<terracesque/>\n",
    "<?xml version=\"1.0\"?>\n<terraces-notes>\n</terraces-notes>\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *type = guess (NULL, files[i], -1);

      g_assert_cmpstr (type, !=, TERRACES_TYPE);
    }
}

int
main (int argc, char **argv)
{
  g_autofree char *tmp = NULL;
  g_autofree char *packages = NULL;
  g_autofree char *mime_dir = NULL;
  g_autofree char *target = NULL;
  g_autofree char *xml = NULL;
  g_autoptr(GError) error = NULL;
  const char *update_argv[3];
  int status, rc;
  gsize len;

  /* Before anything reads the XDG folders: g_test_init() does not. */
  g_test_init (&argc, &argv, NULL);
  if (argc < 4)
    {
      g_printerr ("usage: test-mime MIME.xml update-mime-database SCENARIOS-DIR\n");
      return 2;
    }
  scenarios_dir = argv[3];

  /* A private data folder holding only our type, set before GIO reads any. */
  tmp = g_dir_make_tmp ("terr-mime-XXXXXX", &error);
  g_assert_no_error (error);
  mime_dir = g_build_filename (tmp, "mime", NULL);
  packages = g_build_filename (mime_dir, "packages", NULL);
  g_assert_cmpint (g_mkdir_with_parents (packages, 0700), ==, 0);
  target = g_build_filename (packages, "io.github.terraces.Terraces.xml", NULL);
  g_assert_true (g_file_get_contents (argv[1], &xml, &len, &error));
  g_assert_true (g_file_set_contents (target, xml, (gssize) len, &error));
  update_argv[0] = argv[2];
  update_argv[1] = mime_dir;
  update_argv[2] = NULL;
  if (!g_spawn_sync (NULL, (char **) update_argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                     NULL, NULL, &status, &error) ||
      !g_spawn_check_wait_status (status, &error))
    g_error ("update-mime-database: %s", error->message);
  g_setenv ("XDG_DATA_HOME", tmp, TRUE);
  g_setenv ("XDG_DATA_DIRS", tmp, TRUE);

  g_test_add_func ("/mime/without-extension", test_without_extension);
  g_test_add_func ("/mime/bundled-scenarios", test_bundled_scenarios);
  g_test_add_func ("/mime/by-name", test_by_name);
  g_test_add_func ("/mime/other-xml", test_other_xml);
  rc = g_test_run ();

  {
    /* update-mime-database writes many files and folders: remove them. */
    const char *argv_rm[] = { "rm", "-rf", tmp, NULL };
    g_spawn_sync (NULL, (char **) argv_rm, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, NULL);
  }
  return rc;
}
