/* test-latest.c — "the latest run wins": a newer run makes older ones stale. */
#include "terr-latest.h"

static void
test_newer_run_wins (void)
{
  TerrLatest latest = { NULL };
  g_autoptr(GCancellable) first = terr_latest_start (&latest);
  g_autoptr(GCancellable) second = NULL;

  g_assert_true (terr_latest_is_running (&latest));
  g_assert_true (terr_latest_is_current (&latest, first));

  second = terr_latest_start (&latest);
  g_assert_true (g_cancellable_is_cancelled (first));
  g_assert_false (g_cancellable_is_cancelled (second));
  g_assert_false (terr_latest_finish (&latest, first));
  g_assert_true (terr_latest_is_running (&latest));

  g_assert_true (terr_latest_finish (&latest, second));
  g_assert_false (terr_latest_is_running (&latest));
  /* A run reported twice is wanted once. */
  g_assert_false (terr_latest_finish (&latest, second));
}

static void
test_cancel (void)
{
  TerrLatest latest = { NULL };
  g_autoptr(GCancellable) run = terr_latest_start (&latest);

  terr_latest_cancel (&latest);
  g_assert_true (g_cancellable_is_cancelled (run));
  g_assert_false (terr_latest_is_running (&latest));
  g_assert_false (terr_latest_finish (&latest, run));
  g_assert_false (terr_latest_finish (&latest, NULL));
  terr_latest_cancel (&latest);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/latest/newer-run-wins", test_newer_run_wins);
  g_test_add_func ("/latest/cancel", test_cancel);
  return g_test_run ();
}
