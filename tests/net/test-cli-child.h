/* test-cli-child.h — a terraces-cli process for the network tests: spawned
 * with its password in the environment (never on the command line), its
 * standard error kept in a file to read once it has ended, waited for on
 * the thread-default main context with the fixture's long limits. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct
{
  GSubprocess *process;
  char        *err_path;   /* its standard error */
  gboolean     done;
  int          status;     /* the exit status when it exited, else -1 */
} TestCliChild;

/* Runs TERRACES_CLI with @args (NULL-terminated) and the password
 * @password, its standard error to @err_path; in the C locale, so its
 * lines can be read by a test. */
TestCliChild *test_cli_child_spawn      (const char *const *args,
                                         const char        *password,
                                         const char        *err_path);
/* Waits (at most ten times the fixture's limit) until every one of the
 * @n children has ended; the test fails if one has not. */
void          test_cli_children_wait    (TestCliChild     **children,
                                         guint              n);
/* Its standard error so far. */
char         *test_cli_child_dup_stderr (TestCliChild      *child);
/* Ends it (SIGKILL) if it still runs, and frees it. */
void          test_cli_child_free       (TestCliChild      *child);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TestCliChild, test_cli_child_free)

G_END_DECLS
