/* The hostile file set through `terraces-cli validate` (its path is the
 * first argument): exit status 1, the message on stderr starts with
 * "NAME:LINE: ", nothing claims the file is valid, and it is quick. */
#include <signal.h>
#include <string.h>
#include <sys/wait.h>

#include <json-glib/json-glib.h>

#include "hostile-common.h"

static const char *cli_path;

static void
test_validate (gconstpointer data)
{
  const HostileCase *c = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_path_get_dirname (c->path);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *why = NULL;
  const char *argv[] = { cli_path, "validate", c->name, NULL };
  gint64 start = g_get_monotonic_time ();
  double seconds;
  int status;

  /* Run in the file's folder with the bare name, so FILE is NAME. */
  if (!g_spawn_sync (dir, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error))
    g_error ("cannot run %s: %s", cli_path, error->message);
  seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  g_test_message ("%s → status %d, stderr: %s", c->name, status, err);

  if (WIFSIGNALED (status))
    {
      g_test_fail_printf ("%s: terraces-cli died of signal %d; stderr: %s", c->name, WTERMSIG (status), err);
      return;
    }
  if (!WIFEXITED (status) || WEXITSTATUS (status) != 1)
    {
      g_test_fail_printf ("%s: exit status %d, not 1; stderr: %s", c->name, WEXITSTATUS (status), err);
      return;
    }
  g_strchomp (err);
  if (strchr (err, '\n') != NULL)
    g_test_fail_printf ("%s: more than one line on stderr: %s", c->name, err);
  why = hostile_check_message (c, err);
  if (why != NULL)
    g_test_fail_printf ("%s: %s", c->name, why);
  if (strstr (out, "valid ") != NULL && strstr (out, "invalid") == NULL)
    g_test_fail_printf ("%s: stdout says valid: %s", c->name, out);
  if (seconds > hostile_time_limit ())
    g_test_fail_printf ("%s took %.1f s (limit %.0f s)", c->name, seconds, hostile_time_limit ());
}

/* validate --json on a hostile file: still exit 1, and stdout is JSON. */
static void
test_validate_json (gconstpointer data)
{
  const HostileCase *c = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_path_get_dirname (c->path);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  const char *argv[] = { cli_path, "validate", "--json", c->name, NULL };
  int status;

  if (!g_spawn_sync (dir, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error))
    g_error ("cannot run %s: %s", cli_path, error->message);
  if (!WIFEXITED (status) || WEXITSTATUS (status) != 1)
    {
      g_test_fail_printf ("%s: --json: exit status %d, not 1; stderr: %s", c->name, status, err);
      return;
    }
  {
    g_autoptr(JsonParser) parser = json_parser_new ();
    JsonObject *root, *file;
    JsonArray *files;

    if (!json_parser_load_from_data (parser, out, -1, &error))
      {
        g_test_fail_printf ("%s: --json output is not JSON (%s): %s", c->name, error->message, out);
        return;
      }
    root = json_node_get_object (json_parser_get_root (parser));
    files = root ? json_object_get_array_member (root, "files") : NULL;
    file = files && json_array_get_length (files) == 1 ? json_array_get_object_element (files, 0) : NULL;
    if (file == NULL || json_object_get_boolean_member (file, "valid"))
      g_test_fail_printf ("%s: --json does not say \"valid\": false: %s", c->name, out);
  }
}

int
main (int argc, char **argv)
{
  g_autoptr(GPtrArray) cases = NULL;
  g_autofree char *gen_dir = NULL;
  int rc;

  g_test_init (&argc, &argv, NULL);
  if (argc < 2)
    g_error ("usage: %s PATH-OF-terraces-cli", argv[0]);
  cli_path = argv[1];

  cases = hostile_cases_prepare (&gen_dir);
  for (guint i = 0; i < cases->len; i++)
    {
      HostileCase *c = g_ptr_array_index (cases, i);
      g_autofree char *path = g_strdup_printf ("/hostile/cli/%s", c->name);
      g_autofree char *path_json = g_strdup_printf ("/hostile/cli-json/%s", c->name);
      g_test_add_data_func (path, c, test_validate);
      g_test_add_data_func (path_json, c, test_validate_json);
    }
  rc = g_test_run ();
  hostile_cases_remove_generated (cases, gen_dir);
  return rc;
}
