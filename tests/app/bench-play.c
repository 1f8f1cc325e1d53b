/* bench-play.c — the longest main-loop stall while computer seats play a
 * whole game in the window (every seat a computer, the placement shown for
 * 0 ms so the games run quickly; level 2, the strongest there is today).
 *
 * A 1 ms timeout notes the time between its runs: anything the main loop
 * does between two runs (a move played, the panel and the board updated,
 * a frame drawn) delays it.  Two figures per game: the main thread's
 * processor time between two runs (what the program itself blocks for,
 * whatever else the machine does: the figure, target at most 16 ms, one
 * frame) and the wall-clock gap less 1 ms (which also counts the time
 * the system gave other programs; on a loaded machine it is far larger).
 * One game per seed; the medians of the games' longest.
 *
 *   xvfb-run -a meson test -C BUILDDIR --benchmark --suite app -v
 *
 * Measured from the moment the computer may move: the file is opened
 * with the computer paused, and the window's crossfade to the game page
 * (part of opening it) has ended.
 *
 * BENCH_PLAY_GAME=hanging-gardens plays one game only; BENCH_PLAY_VERBOSE
 * prints every gap over 20 ms or with over 8 ms of the main thread's
 * time, with that time's share in the frame clock's layout and paint
 * phases, the move it came after and its CLOCK_MONOTONIC time, and each
 * game's measured span (to pick the samples of
 * `perf record -k CLOCK_MONOTONIC` in those spans).
 */
#include "config.h"

#include <stdlib.h>
#include <time.h>

#include "test-app-common.h"
#include "terr-game-page-private.h"
#include "terr-window.h"

#define N_GAMES 3

typedef struct {
  gint64 last;
  gint64 longest;
  gint64 last_cpu;
  gint64 longest_cpu;
  TerrWindow *window;
  /* BENCH_PLAY_VERBOSE: the main thread's processor time in the frame
   * clock's layout (with update) and paint phases since the last run. */
  gint64 phase_start;
  gint64 layout_cpu;
  gint64 paint_cpu;
} Stall;

static gint64
thread_cpu_time (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static gboolean
tick_cb (gpointer data)
{
  Stall *stall = data;
  gint64 now = g_get_monotonic_time ();
  gint64 cpu = thread_cpu_time ();

  if (stall->last > 0)
    {
      stall->longest = MAX (stall->longest, now - stall->last - 1000);
      stall->longest_cpu = MAX (stall->longest_cpu, cpu - stall->last_cpu);
      if (g_getenv ("BENCH_PLAY_VERBOSE")
          && (now - stall->last > 20000 || cpu - stall->last_cpu > 8000))
        g_printerr ("stall %.1f ms, main thread busy %.1f ms (layout %.1f, paint %.1f), after move %u"
                    " (monotonic %.6f s)\n",
                    (now - stall->last) / 1000.0, (cpu - stall->last_cpu) / 1000.0,
                    stall->layout_cpu / 1000.0, stall->paint_cpu / 1000.0,
                    terr_game_get_n_moves (terr_window_get_game (stall->window)),
                    now / (double) G_USEC_PER_SEC);
    }
  stall->last = now;
  stall->last_cpu = cpu;
  stall->layout_cpu = stall->paint_cpu = 0;
  return G_SOURCE_CONTINUE;
}

static void
before_paint_cb (GdkFrameClock *clock,
                 Stall         *stall)
{
  stall->phase_start = thread_cpu_time ();
}

/* Connected after the surface's own handlers: they have run. */
static void
layout_cb (GdkFrameClock *clock,
           Stall         *stall)
{
  gint64 cpu = thread_cpu_time ();

  stall->layout_cpu += cpu - stall->phase_start;
  stall->phase_start = cpu;
}

static void
paint_cb (GdkFrameClock *clock,
          Stall         *stall)
{
  gint64 cpu = thread_cpu_time ();

  stall->paint_cpu += cpu - stall->phase_start;
  stall->phase_start = cpu;
}

/* Whether a stack in @widget is still changing pages (the window's
 * crossfade from the start page to the game). */
static gboolean
transition_running (GtkWidget *widget)
{
  if (GTK_IS_STACK (widget) && gtk_stack_get_transition_running (GTK_STACK (widget)))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (transition_running (child))
      return TRUE;
  return FALSE;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
play_game (TerrApplication *app,
           TerrGameKind     kind,
           guint64          seed,
           guint           *n_moves,
           double          *busy)
{
  guint n_players = kind == TERR_GAME_ZIGGURAT ? 1 : 2;
  g_autoptr(TerrGame) game = terr_game_new (kind, n_players, seed, NULL);
  g_autofree char *dir = g_dir_make_tmp ("terraces-bench-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.terraces", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  TerrWindow *window;
  Stall stall = { 0, };
  guint tick;
  gint64 start, end;

  for (guint seat = 1; seat <= n_players; seat++)
    terr_game_set_player (game, seat, NULL, TRUE, 2);
  g_assert_true (terr_game_save_path (game, path, TERR_FILE_SCENARIO, NULL));

  window = terr_window_new (app);
  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  terr_game_page_set_computer_delay (TERR_GAME_PAGE (terr_window_get_game_page (window)), 0);
  test_app_spin (200);
  stall.window = window;
  if (g_getenv ("BENCH_PLAY_VERBOSE"))
    {
      GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));

      g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), &stall);
      g_signal_connect (clock, "layout", G_CALLBACK (layout_cb), &stall);
      g_signal_connect (clock, "paint", G_CALLBACK (paint_cb), &stall);
    }

  /* Paused while the file opens (reading it is not the computer's
   * doing); measured from the moment the computer may move. */
  gtk_widget_activate_action (terr_window_get_game_page (window), "page.pause-computer", NULL);
  g_assert_true (terr_window_open_file (window, file));
  test_app_spin (200);
  /* The page's crossfade belongs to opening the file too (on a loaded
   * machine it outlasts the spin above); at most 10 s more. */
  for (guint i = 0; i < 100 && transition_running (GTK_WIDGET (window)); i++)
    test_app_spin (100);
  start = g_get_monotonic_time ();
  tick = g_timeout_add (1, tick_cb, &stall);
  gtk_widget_activate_action (terr_window_get_game_page (window), "page.pause-computer", NULL);
  /* Bounded by the game's end; a stuck game fails after 10 minutes. */
  end = g_get_monotonic_time () + G_GINT64_CONSTANT (600) * G_USEC_PER_SEC;
  while (!terr_game_is_over (terr_window_get_game (window)))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, end);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (tick);
  if (g_getenv ("BENCH_PLAY_VERBOSE"))
    g_printerr ("game measured from %.6f s to %.6f s (monotonic)\n", start / (double) G_USEC_PER_SEC,
                g_get_monotonic_time () / (double) G_USEC_PER_SEC);
  g_signal_handlers_disconnect_by_data (gtk_widget_get_frame_clock (GTK_WIDGET (window)), &stall);
  *n_moves = terr_game_get_n_moves (terr_window_get_game (window));

  gtk_window_destroy (GTK_WINDOW (window));
  test_app_spin (20);
  g_assert_finalize_object (window);
  g_remove (path);
  g_rmdir (dir);
  *busy = stall.longest_cpu / 1000.0;
  return stall.longest / 1000.0;
}

int
main (int   argc,
      char *argv[])
{
  static const TerrGameKind kinds[] = {
    TERR_GAME_HANGING_GARDENS, TERR_GAME_ZIGGURAT, TERR_GAME_GARDEN_PATHS,
  };
  TerrApplication *app;

  if (!test_app_init (&argc, &argv))
    return 0;

  app = terr_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      double stalls[N_GAMES], busy[N_GAMES];
      const char *only = g_getenv ("BENCH_PLAY_GAME");
      guint moves = 0, n;
      double load[3] = { 0, 0, 0 };

      /* BENCH_PLAY_GAME=garden-paths measures one game (for a profiler). */
      if (only != NULL && *only && g_strcmp0 (only, terr_game_kind_to_string (kinds[k])) != 0)
        continue;

      for (guint i = 0; i < N_GAMES; i++)
        {
          stalls[i] = play_game (app, kinds[k], 100 + i, &n, &busy[i]);
          moves += n;
        }
      qsort (stalls, N_GAMES, sizeof stalls[0], compare_doubles);
      qsort (busy, N_GAMES, sizeof busy[0], compare_doubles);
      if (getloadavg (load, 3) < 1)
        load[0] = -1;
      g_print ("bench: play-main-loop-stall-%s median=%.1f ms max=%.1f wall-gap-median=%.1f wall-gap-max=%.1f "
               "games=%d moves=%u load=%.1f\n",
               terr_game_kind_to_string (kinds[k]), busy[N_GAMES / 2], busy[N_GAMES - 1],
               stalls[N_GAMES / 2], stalls[N_GAMES - 1], N_GAMES, moves, load[0]);
    }

  g_object_unref (app);
  test_app_cleanup ();
  return 0;
}
