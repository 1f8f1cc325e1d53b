/* test-app-common.h — helpers shared by the program's tests. */
#pragma once

#include <adwaita.h>
#include <glib/gstdio.h>

#include "terr-application.h"
#include "terr-games.h"

static char *test_data_home;

/* gtk_test_init() aborts without a display: print a TAP skip instead. */
static inline gboolean
test_app_init (int    *argc,
               char ***argv)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display (run under Xvfb)\n");
      return FALSE;
    }

  /* The autosave goes to a folder of our own.  (Not G_TEST_OPTION_ISOLATE_DIRS:
   * it also hides the system's MIME database, and then no SVG icon loads.) */
  test_data_home = g_dir_make_tmp ("terraces-test-XXXXXX", NULL);
  g_assert_nonnull (test_data_home);
  g_setenv ("XDG_DATA_HOME", test_data_home, TRUE);

  g_test_init (argc, argv, NULL);
  gtk_init ();
  adw_init ();
  /* gtk_test_init() would do this: every warning is fatal. */
  g_log_set_always_fatal (G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL | G_LOG_FATAL_MASK);
  terr_games_ensure_types ();
  return TRUE;
}

/* Run the main loop until @done returns TRUE.  Gives up after @ms
 * milliseconds, but never before a minute: the wait ends as soon as @done
 * holds, and a busy machine (CI shares 2 cores with sanitizers) must never
 * fail a test that would pass on an idle one. */
static inline gboolean
test_app_wait (gboolean (*done) (gpointer data),
               gpointer  data,
               guint     ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) MAX (ms, 60000) * 1000;

  while (!done (data))
    {
      if (g_get_monotonic_time () > end)
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  return TRUE;
}

static inline void
test_app_spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* Remove what the tests wrote under XDG_DATA_HOME. */
static inline void
test_app_cleanup (void)
{
  g_autofree char *autosave = terr_application_get_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (autosave);

  g_remove (autosave);
  g_rmdir (dir);
  g_rmdir (test_data_home);
  g_clear_pointer (&test_data_home, g_free);
}
