/* The hostile file set through `terraces-cli validate` (its path is the
 * first argument): exit status 1, the message on stderr starts with
 * "NAME:LINE: ", nothing claims the file is valid, and it is quick. */
#include <signal.h>
#include <string.h>
#include <sys/wait.h>

#include <json-glib/json-glib.h>

#include "hostile-common.h"

static const char *cli_path;

/* Runs `terraces-cli validate [--json] NAME` in the file's folder (so that
 * FILE in the message is NAME); FALSE (test failed) unless it exited 1. */
static gboolean
run_validate (const HostileCase *c, gboolean json, char **out, char **err, double *seconds)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_path_get_dirname (c->path);
  const char *argv[] = { cli_path, "validate", json ? "--json" : c->name, c->name, NULL };
  gint64 start = g_get_monotonic_time ();
  int status;

  if (!json)
    argv[3] = NULL;
  if (!g_spawn_sync (dir, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, out, err, &status, &error))
    g_error ("cannot run %s: %s", cli_path, error->message);
  if (seconds != NULL)
    *seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  {
    g_autofree char *one = hostile_one_line (*err);
    g_test_message ("%s%s → status %d, stderr: %s", c->name, json ? " --json" : "", status, one);
  }

  if (WIFSIGNALED (status))
    {
      g_autofree char *one = hostile_one_line (*err);
      g_test_fail_printf ("%s: terraces-cli died of signal %d; stderr: %s", c->name, WTERMSIG (status), one);
      return FALSE;
    }
  if (!WIFEXITED (status) || WEXITSTATUS (status) != 1)
    {
      g_autofree char *one = hostile_one_line (*err);
      g_test_fail_printf ("%s: exit status %d, not 1; stderr: %s", c->name, WEXITSTATUS (status), one);
      return FALSE;
    }
  return TRUE;
}

static void
test_validate (gconstpointer data)
{
  const HostileCase *c = data;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *why = NULL;
  double seconds;

  if (!run_validate (c, FALSE, &out, &err, &seconds))
    return;
  g_strchomp (err);
  if (strchr (err, '\n') != NULL)
    {
      g_autofree char *one = hostile_one_line (err);
      g_test_fail_printf ("%s: more than one line on stderr: %s", c->name, one);
    }
  why = hostile_check_message (c, err);
  if (why != NULL)
    g_test_fail_printf ("%s: %s", c->name, why);
  if (strstr (out, "valid ") != NULL)
    {
      g_autofree char *one = hostile_one_line (out);
      g_test_fail_printf ("%s: stdout says valid: %s", c->name, one);
    }
  if (seconds > hostile_time_limit ())
    g_test_fail_printf ("%s took %.1f s (limit %.0f s)", c->name, seconds, hostile_time_limit ());
}

/* validate --json on a hostile file: still exit 1, and stdout is JSON
 * saying "valid": false. */
static void
test_validate_json (gconstpointer data)
{
  const HostileCase *c = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  JsonNode *node;
  JsonObject *root, *file;
  JsonArray *files;

  if (!run_validate (c, TRUE, &out, &err, NULL))
    return;
  if (!json_parser_load_from_data (parser, out, -1, &error))
    {
      g_autofree char *one = hostile_one_line (out);
      g_test_fail_printf ("%s: --json output is not JSON (%s): %s", c->name, error->message, one);
      return;
    }
  node = json_parser_get_root (parser);
  root = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  files = root && json_object_has_member (root, "files") ? json_object_get_array_member (root, "files") : NULL;
  file = files && json_array_get_length (files) == 1 ? json_array_get_object_element (files, 0) : NULL;
  if (file == NULL || !json_object_has_member (file, "valid") || json_object_get_boolean_member (file, "valid"))
    {
      g_autofree char *one = hostile_one_line (out);
      g_test_fail_printf ("%s: --json does not say \"valid\": false: %s", c->name, one);
    }
}

int
main (int argc, char **argv)
{
  static const HostileTest tests[] = {
    { "cli", test_validate, FALSE },
    { "cli-json", test_validate_json, TRUE },
  };

  g_test_init (&argc, &argv, NULL);
  if (argc < 2)
    g_error ("usage: %s PATH-OF-terraces-cli", argv[0]);
  cli_path = argv[1];
  return hostile_run (tests, G_N_ELEMENTS (tests));
}
