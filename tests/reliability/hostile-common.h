/* hostile-common.h — the hostile file set (tests/files/hostile) and the
 * hostile files generated at test time (too big to keep in git), with what
 * the core must say about each. */
#pragma once

#include <glib.h>

typedef struct {
  char *name;      /* file name, e.g. "billion-laughs.terraces" */
  char *path;      /* full path */
  int   line;      /* expected line in "NAME:LINE: …", 0 for "NAME: …",
                      -1 for any line (the cases that test time only) */
  char *message;   /* a fragment the message must contain, or NULL */
} HostileCase;

/* Every NAME.terraces with its NAME.expect ("line=N" and "message=TEXT"
 * lines) in @dir, then the generated files written into @gen_dir (which
 * must exist).  Sorted by name. */
GPtrArray *hostile_cases_load        (const char *dir,
                                      const char *gen_dir);
void       hostile_case_free         (HostileCase *c);

/* hostile_cases_load() of tests/files/hostile (G_TEST_SRCDIR) with the
 * generated files in a new temporary folder, returned in @gen_dir. */
GPtrArray *hostile_cases_prepare     (char      **gen_dir);
/* Deletes the generated files and their folder. */
void       hostile_cases_remove_generated (GPtrArray  *cases,
                                      const char *gen_dir);

/* One test per case: "/hostile/NAME/FILE" running @func on the case. */
typedef struct {
  const char   *name;
  GTestDataFunc func;
  gboolean      with_line_only;   /* only cases whose message names a line */
} HostileTest;

/* g_test_run() of @tests over every case (g_test_init already done);
 * deletes the generated files afterwards. */
int        hostile_run               (const HostileTest *tests,
                                      guint              n_tests);

/* NULL when @message is what @c expects, else why not (free it). */
char      *hostile_check_message     (const HostileCase *c,
                                      const char        *message);

/* @text with each newline written as "\\n" (for one-line TAP messages). */
char      *hostile_one_line          (const char *text);

/* Seconds a refusal may take (longer under valgrind). */
double     hostile_time_limit        (void);

/* The source and build directories of the tests (G_TEST_SRCDIR…). */
char      *hostile_source_dir        (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HostileCase, hostile_case_free)
