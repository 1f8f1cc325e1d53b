/* bench-replay.c — the replay viewer with a 10,000-move replay:
 *   replay-open-10000: from Open (reading the file) until the viewer's
 *     first frame is painted (and, apart, the core reading the file);
 *   replay-jump-10000: going to a random node (the game, the board's scene,
 *     the list's selection, the graph's mark) plus the frame that shows it
 *     (layout to end of paint);
 *   replay-stall-10000: after the first frame, the longest the main loop
 *     is kept busy by one dispatch until the score graph is done (the
 *     graph's game copy is made in its thread);
 *   replay-graph-copy-10000: what starting the graph costs the main loop
 *     (a snapshot: the game's bytes), beside what copying the game there
 *     cost before (terr_game_copy);
 *   replay-described-10000: rows bound and rows put in words at open
 *     (the words are made only for rows near the selection or seen).
 * Beside each wall-clock figure the main thread's processor time is
 * printed ("cpu"), which does not grow with the load of a shared machine.
 * Needs a display: xvfb-run -a meson test -C BUILD --benchmark --suite app. */
#include "config.h"

#include <time.h>

#include "test-app-common.h"
#include "terr-replay-page-private.h"
#include "terr-window.h"
#include "tree-test-util.h"

#define N_MOVES 10000
#define N_OPENS 5
#define N_JUMPS 60

static gint64 layout_start;
static gint64 painted;
static double painted_cpu;

/* Processor time of this thread, in ms. */
static double
thread_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static void
layout_cb (GdkFrameClock *clock,
           gpointer       data)
{
  if (layout_start == 0)
    layout_start = g_get_monotonic_time ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       data)
{
  painted = g_get_monotonic_time ();
  painted_cpu = thread_ms ();
}

static gboolean
is_painted (gpointer data)
{
  return painted != 0;
}

/* The longest single dispatch of the main loop until @page's graph is
 * done (or 60 s). */
static double
longest_stall (TerrReplayPage *page)
{
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  double worst = 0;

  while (terr_replay_page_is_computing (page) && g_get_monotonic_time () < end)
    {
      gint64 t0 = g_get_monotonic_time ();
      gboolean did = g_main_context_iteration (NULL, FALSE);
      double ms = (g_get_monotonic_time () - t0) / 1000.0;

      worst = MAX (worst, ms);
      if (!did)
        g_usleep (500);
    }
  return worst;
}

/* What drawing @widget costs the main thread (ms of processor time, median
 * of 9): its own snapshot made again (children as they are cached), and
 * that rendered to a texture by the window's renderer. */
static void
widget_draw_cost (GtkWidget *widget,
                  double    *snapshot_ms,
                  double    *render_ms)
{
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  double snaps[9], renders[9];

  for (guint i = 0; i < G_N_ELEMENTS (snaps); i++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;
      double t = thread_ms ();

      /* the widget's own drawing (its children's cached nodes) */
      GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
      node = gtk_snapshot_free_to_node (snapshot);
      snaps[i] = thread_ms () - t;
      t = thread_ms ();
      if (node != NULL)
        {
          g_autoptr(GdkTexture) texture = gsk_renderer_render_texture (renderer, node, NULL);
        }
      renders[i] = thread_ms () - t;
    }
  /* (a small sort: the median) */
  for (guint i = 0; i < G_N_ELEMENTS (snaps); i++)
    for (guint j = i + 1; j < G_N_ELEMENTS (snaps); j++)
      {
        if (snaps[j] < snaps[i])
          {
            double x = snaps[i]; snaps[i] = snaps[j]; snaps[j] = x;
          }
        if (renders[j] < renders[i])
          {
            double x = renders[i]; renders[i] = renders[j]; renders[j] = x;
          }
      }
  *snapshot_ms = snaps[G_N_ELEMENTS (snaps) / 2];
  *render_ms = renders[G_N_ELEMENTS (renders) / 2];
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static double
median (GArray *values)
{
  g_array_sort (values, compare_doubles);
  return g_array_index (values, double, values->len / 2);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TerrApplication) app = NULL;
  g_autoptr(TerrGame) long_game = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GArray) opens = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) jumps = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) handlers = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) loads = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) stalls = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) snapshots = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) copies = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) described = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) open_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) jump_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) snapshot_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) copy_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  guint bound = 0;
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();
  TerrRandom rng;
  double worst = 0;

  if (!test_app_init (&argc, &argv))
    return 0;

  app = terr_application_new ();
  g_application_register (G_APPLICATION (app), NULL, NULL);

  /* 10,000 moves and a resignation: a finished game opens in the viewer. */
  long_game = tree_test_long_zg_game (N_MOVES - 1, 11);
  {
    g_autoptr(GPtrArray) moves = terr_game_list_moves (long_game);

    for (guint i = 0; i < moves->len; i++)
      if (terr_move_is (g_ptr_array_index (moves, i), "resign"))
        g_assert_true (terr_game_play (long_game, g_ptr_array_index (moves, i), NULL));
    g_assert_true (terr_game_is_over (long_game));
    g_assert_cmpuint (terr_game_get_n_moves (long_game), ==, N_MOVES);
  }
  dir = g_dir_make_tmp ("terraces-bench-XXXXXX", NULL);
  path = g_build_filename (dir, "long.terraces", NULL);
  g_assert_true (terr_game_save_path (long_game, path, TERR_FILE_REPLAY, NULL));
  file = g_file_new_for_path (path);

  /* The core's part of opening: reading and checking the file. */
  for (guint run = 0; run < N_OPENS; run++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(TerrGame) loaded = terr_game_load_file (file, NULL, NULL);
      double ms = (g_get_monotonic_time () - start) / 1000.0;

      g_assert_nonnull (loaded);
      g_array_append_val (loads, ms);
    }

  /* What the graph's start costs the main loop: a snapshot now, a whole
   * copy (replaying every move) before. */
  for (guint run = 0; run < N_OPENS; run++)
    {
      double cpu = thread_ms ();
      gint64 start = g_get_monotonic_time ();
      g_autoptr(TerrGameSnapshot) snap = terr_game_snapshot_new (long_game);
      double ms = (g_get_monotonic_time () - start) / 1000.0;

      cpu = thread_ms () - cpu;
      g_array_append_val (snapshots, ms);
      g_array_append_val (snapshot_cpu, cpu);
      cpu = thread_ms ();
      start = g_get_monotonic_time ();
      {
        g_autoptr(TerrGame) copy = terr_game_copy (long_game);
        ms = (g_get_monotonic_time () - start) / 1000.0;
      }
      cpu = thread_ms () - cpu;
      g_array_append_val (copies, ms);
      g_array_append_val (copy_cpu, cpu);
    }

  for (guint run = 0; run < N_OPENS; run++)
    {
      TerrWindow *window = terr_window_new (app);
      GdkFrameClock *clock;
      gint64 start;
      double cpu;

      g_object_ref_sink (window);
      gtk_window_present (GTK_WINDOW (window));
      test_app_spin (200);
      clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
      g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), NULL);

      painted = 0;
      cpu = thread_ms ();
      start = g_get_monotonic_time ();
      g_assert_true (terr_window_open_file (window, file));
      g_assert_true (test_app_wait (is_painted, NULL, 60000));
      {
        double ms = (painted - start) / 1000.0;
        g_array_append_val (opens, ms);
        cpu = painted_cpu - cpu;
        g_array_append_val (open_cpu, cpu);
      }
      g_assert_cmpstr (terr_window_get_page (window), ==, "replay");
      {
        TerrReplayPage *page = TERR_REPLAY_PAGE (terr_window_get_replay_page (window));
        TerrMoveList *list = terr_replay_page_get_move_list (page);
        double stall = longest_stall (page), n_described;

        g_array_append_val (stalls, stall);
        n_described = terr_move_list_get_n_described (list);
        g_array_append_val (described, n_described);
        bound = terr_move_list_get_n_binds (list);
      }

      if (run == N_OPENS - 1)
        {
          TerrGame *game = terr_window_get_game (window);
          TerrGameNode *node;

          g_print ("# rows waiting for their words %u\n",
                   terr_move_list_get_n_pending (terr_replay_page_get_move_list (TERR_REPLAY_PAGE (terr_window_get_replay_page (window)))));
          g_print ("# rows bound %u, put in words %u, of %u\n",
                   terr_move_list_get_n_binds (terr_replay_page_get_move_list (TERR_REPLAY_PAGE (terr_window_get_replay_page (window)))),
                   terr_move_list_get_n_described (terr_replay_page_get_move_list (TERR_REPLAY_PAGE (terr_window_get_replay_page (window)))),
                   terr_move_list_get_n_rows (terr_replay_page_get_move_list (TERR_REPLAY_PAGE (terr_window_get_replay_page (window)))));
          g_signal_connect (clock, "layout", G_CALLBACK (layout_cb), NULL);
          for (node = terr_game_get_root (game); node != NULL; node = terr_game_node_get_child (node, 0))
            g_ptr_array_add (nodes, node);
          terr_random_init (&rng, 5);
          for (guint j = 0; j < N_JUMPS; j++)
            {
              TerrGameNode *target = g_ptr_array_index (nodes, terr_random_below (&rng, nodes->len));
              gint64 t0, t1;
              double ms, cpu0;

              test_app_spin (20);
              layout_start = 0;
              painted = 0;
              cpu0 = thread_ms ();
              t0 = g_get_monotonic_time ();
              terr_game_go_to_node (game, target);
              t1 = g_get_monotonic_time ();
              g_assert_true (test_app_wait (is_painted, NULL, 60000));
              ms = (t1 - t0) / 1000.0 + (layout_start != 0 ? (painted - layout_start) / 1000.0 : 0);
              g_array_append_val (jumps, ms);
              cpu0 = painted_cpu - cpu0;
              g_array_append_val (jump_cpu, cpu0);
              {
                double hm = (t1 - t0) / 1000.0;
                g_array_append_val (handlers, hm);
              }
              worst = MAX (worst, ms);
            }
          g_signal_handlers_disconnect_by_func (clock, layout_cb, NULL);
          {
            TerrReplayPage *page = TERR_REPLAY_PAGE (terr_window_get_replay_page (window));
            struct { const char *name; GtkWidget *widget; } parts[] = {
              { "board", GTK_WIDGET (terr_replay_page_get_board (page)) },
              { "move list", GTK_WIDGET (terr_replay_page_get_move_list (page)) },
              { "graph", GTK_WIDGET (terr_replay_page_get_score_graph (page)) },
              { "page", GTK_WIDGET (page) },
            };

            for (guint k = 0; k < G_N_ELEMENTS (parts); k++)
              {
                double snap_ms, render_ms;

                widget_draw_cost (parts[k].widget, &snap_ms, &render_ms);
                g_print ("# drawing the %s (%d x %d): snapshot %.2f ms, rendered %.2f ms (processor time)\n",
                         parts[k].name, gtk_widget_get_width (parts[k].widget),
                         gtk_widget_get_height (parts[k].widget), snap_ms, render_ms);
              }
          }
        }
      g_signal_handlers_disconnect_by_func (clock, after_paint_cb, NULL);
      gtk_window_destroy (GTK_WINDOW (window));
      test_app_spin (50);
      g_object_unref (window);
    }

  g_print ("bench: replay-open-10000 median=%.1f ms runs=%u (of which reading the file: median %.1f ms; cpu median %.1f ms)\n",
           median (opens), opens->len, median (loads), median (open_cpu));
  g_print ("bench: replay-jump-10000 median=%.2f ms max=%.2f jumps=%u (of which the game and its views: median %.2f ms; cpu to the painted frame median %.2f ms)\n",
           median (jumps), worst, jumps->len, median (handlers), median (jump_cpu));
  g_print ("bench: replay-stall-10000 median=%.1f ms runs=%u (the longest main-loop dispatch from the first frame until the graph is done)\n",
           median (stalls), stalls->len);
  g_print ("bench: replay-graph-copy-10000 median=%.1f ms runs=%u (snapshot on the main loop, cpu median %.2f ms; terr_game_copy there: median %.1f ms, cpu %.1f ms)\n",
           median (snapshots), snapshots->len, median (snapshot_cpu), median (copies), median (copy_cpu));
  g_print ("bench: replay-described-10000 median=%.0f rows runs=%u (rows bound at open: %u)\n",
           median (described), described->len, bound);

  g_remove (path);
  g_rmdir (dir);
  test_app_cleanup ();
  return 0;
}
