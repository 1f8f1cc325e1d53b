/* test-cli-child.c — a terraces-cli process for the network tests. */
#include "test-cli-child.h"
#include "test-prosody.h"

static void
child_exited_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      data)
{
  TestCliChild *child = data;
  GSubprocess *process = G_SUBPROCESS (object);

  /* Only an error of the wait itself (none is cancelled here). */
  g_assert_true (g_subprocess_wait_finish (process, result, NULL));
  child->status = g_subprocess_get_if_exited (process) ? g_subprocess_get_exit_status (process) : -1;
  child->done = TRUE;
}

TestCliChild *
test_cli_child_spawn (const char *const *args,
                      const char        *password,
                      const char        *err_path)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *cli = g_getenv ("TERRACES_CLI");
  TestCliChild *child;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  g_subprocess_launcher_setenv (launcher, "TERRACES_XMPP_PASSWORD", password, TRUE);
  g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);
  g_subprocess_launcher_unsetenv (launcher, "LANGUAGE");
  g_subprocess_launcher_set_stderr_file_path (launcher, err_path);

  child = g_new0 (TestCliChild, 1);
  child->err_path = g_strdup (err_path);
  child->status = -1;
  child->process = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_wait_async (child->process, NULL, child_exited_cb, child);
  return child;
}

typedef struct
{
  TestCliChild **children;
  guint          n;
} Children;

static gboolean
all_ended (gpointer data)
{
  Children *c = data;

  for (guint i = 0; i < c->n; i++)
    if (!c->children[i]->done)
      return FALSE;
  return TRUE;
}

void
test_cli_children_wait (TestCliChild **children,
                        guint          n)
{
  Children c = { children, n };

  /* A whole game under the sanitizers on busy cores takes minutes: the
   * programs' own --wait is ten times the fixture's limit. */
  for (guint i = 0; i < 11 && !all_ended (&c); i++)
    test_wait_for (all_ended, &c);
  for (guint i = 0; i < n; i++)
    if (!children[i]->done)
      {
        g_autofree char *err = test_cli_child_dup_stderr (children[i]);

        g_error ("terraces-cli (%s) did not end: %s", children[i]->err_path, err);
      }
}

char *
test_cli_child_dup_stderr (TestCliChild *child)
{
  g_autofree char *text = NULL;

  if (!g_file_get_contents (child->err_path, &text, NULL, NULL))
    return g_strdup ("");
  return g_steal_pointer (&text);
}

void
test_cli_child_free (TestCliChild *child)
{
  if (!child->done)
    {
      g_subprocess_force_exit (child->process);
      while (!child->done)
        g_main_context_iteration (NULL, TRUE);
    }
  g_clear_object (&child->process);
  g_free (child->err_path);
  g_free (child);
}
