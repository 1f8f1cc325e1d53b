/* bench-startup.c — start-up time and memory of Terraces beside a bare
 * libadwaita window (bare-window.c), with the GL and the cairo renderer.
 *
 * Each round starts, one after the other on the same X display, the bare
 * window and Terraces with GSK_RENDERER=gl, then both with
 * GSK_RENDERER=cairo; after one round to warm the caches, N rounds are
 * timed.  Nothing inside the programs is instrumented: this program
 * watches the X server.  It selects the creation and mapping of top-level
 * windows on the root window and asks DAMAGE to report every drawing on
 * each new one.  "Shown" is the end of the program's first frame: the
 * last drawing of the first burst (ended by BURST_MS without drawing)
 * after the background the server paints when it maps the window.  (GL
 * under Xvfb is Mesa's llvmpipe, whose first frame can come seconds after
 * the map on a busy machine while it compiles its shaders.)  The time
 * runs from just before the program is started.  SETTLE_MS after it was
 * shown, the resident set (VmRSS of /proc/PID/status) is read and the
 * program ended.
 *
 * Each program gets fresh, empty XDG folders (no autosave, no recent
 * files), settings in memory and the bundled scenarios (the folder given).
 * The bare window reports the renderer it really got (Terraces runs with
 * the same environment; under Xvfb, GL is Mesa's llvmpipe, and GDK loads
 * Mesa with either renderer to choose the window's visual).
 *
 * Prints, per renderer R (gl, cairo):
 *   bench: startup-bare-R median=MS ms cpu=MSms main-cpu=MSms n=N
 *          renderer=TYPE size=WxH
 *   bench: startup-terraces-R median=MS ms ratio=X.XX (goal 1.10)
 *          paired-ratio=X.XX cpu=MSms cpu-ratio=X.XX cpu-paired-ratio=X.XX
 *          main-cpu=MSms main-cpu-paired-ratio=X.XX
 * (paired: the median of each round's ratio, Terraces over the bare window
 * started just before or after it, which the load swings less)
 * (cpu: the median processor time of all the program's threads until it
 * was shown, in clock ticks of 10 ms; main-cpu: that of its main thread,
 * to the nanosecond, the work that stands between the start and the
 * window shown.  On a busy machine they say more than the time.)
 *   bench: rss-bare-R median=MB MB
 *   bench: rss-terraces-R median=MB MB over-bare=+MB (goal +15 with gl)
 * and, where the kernel lets us count them (perf_event_open: a processor
 * with counters and perf_event_paranoid at most 2), the instructions
 * of all the program's threads in user space until it was shown, which
 * the load of the machine does not change:
 *   bench: instructions-bare-R median=N M
 *   bench: instructions-terraces-R median=N M ratio=X.XX
 *
 * A benchmark, not a test: figures depend on the machine and its load.
 * Usage: bench-startup [-n N] [-r gl|cairo] BARE-WINDOW TERRACES SCENARIOS-DIR
 * (meson test -C BUILD --benchmark --suite app app-startup, with DISPLAY
 * set to an X server; build-aux/bench starts Xvfb). */
#include <glib.h>
#include <glib/gstdio.h>
#include <glib-unix.h>
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <X11/extensions/Xdamage.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <linux/perf_event.h>
#endif

#define BURST_MS    150
#define SETTLE_MS   3000
#define TIMEOUT_MS  60000

typedef struct {
  double  shown_ms;
  double  cpu_ms;       /* processor time of all its threads until shown */
  double  main_cpu_ms;  /* processor time of its main thread until shown */
  double  rss_mb;
  double  instructions; /* in user space until shown, or -1 if not counted */
  int     width, height;
  char   *renderer;     /* what the program said, or NULL */
} Run;

/* TERRACES_BENCH_TRACE set: each map and drawing on standard error. */
static gboolean trace;

typedef struct {
  Display *dpy;
  int      damage_event;
  Atom     net_wm_pid;
} X;

static int
ignore_x_errors (Display     *dpy,
                 XErrorEvent *event)
{
  /* A window or damage object can vanish under us (the program ends,
   * GTK destroys a helper window): nothing to do about it. */
  return 0;
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
  if (values->len == 0)
    return 0;
  if (values->len % 2 == 1)
    return g_array_index (values, double, values->len / 2);
  return (g_array_index (values, double, values->len / 2 - 1)
          + g_array_index (values, double, values->len / 2)) / 2;
}

/* The median of the ratios @a[i] / @b[i] of runs made one after the
 * other (call it before median() sorts either array): a slow stretch of a
 * shared machine slows both runs of a round, so this ratio swings less
 * than the ratio of the two medians. */
static double
median_ratio (GArray *a,
              GArray *b)
{
  g_autoptr(GArray) ratios = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 0; i < MIN (a->len, b->len); i++)
    if (g_array_index (b, double, i) > 0)
      {
        double ratio = g_array_index (a, double, i) / g_array_index (b, double, i);

        g_array_append_val (ratios, ratio);
      }
  return median (ratios);
}

static double
now_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

static long
window_pid (X      *x,
            Window  window)
{
  Atom type;
  int format;
  unsigned long n, after;
  unsigned char *data = NULL;
  long pid = -1;

  if (XGetWindowProperty (x->dpy, window, x->net_wm_pid, 0, 1, False, XA_CARDINAL,
                          &type, &format, &n, &after, &data) == Success
      && data != NULL && type == XA_CARDINAL && format == 32 && n == 1)
    pid = (long) *(unsigned long *) data;
  if (data != NULL)
    XFree (data);
  return pid;
}

static double
read_rss_mb (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/status", (int) pid);
  g_autofree char *text = NULL;
  const char *line;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return -1;
  line = strstr (text, "\nVmRSS:");
  if (line == NULL)
    return -1;
  return g_ascii_strtod (line + strlen ("\nVmRSS:"), NULL) / 1024.0;
}

/* User and system time of all the threads of @pid so far. */
static double
read_cpu_ms (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/stat", (int) pid);
  g_autofree char *text = NULL;
  g_auto(GStrv) fields = NULL;
  const char *after_name;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return -1;
  /* The name, in parentheses, may hold spaces: count from after it. */
  after_name = strrchr (text, ')');
  if (after_name == NULL)
    return -1;
  fields = g_strsplit (after_name + 2, " ", -1);
  if (g_strv_length (fields) < 13)
    return -1;
  /* utime and stime: fields 14 and 15 of stat(5), 3 is the first here. */
  return (g_ascii_strtod (fields[11], NULL) + g_ascii_strtod (fields[12], NULL))
         * 1000.0 / sysconf (_SC_CLK_TCK);
}

/* The processor time of the main thread of @pid so far, to the
 * nanosecond (schedstat's first field), where stat counts clock ticks of
 * 10 ms: the thread that builds and draws the window, whose time is the
 * time to the window shown on an idle machine. */
static double
read_main_cpu_ms (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/task/%d/schedstat", (int) pid, (int) pid);
  g_autofree char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return -1;
  return g_ascii_strtod (text, NULL) / 1e6;
}

/* What is known of the program's window. */
typedef struct {
  Window window;      /* mapped, or None */
  Time   background;  /* server time of the background painted at the map */
  double last_draw;   /* our time of the last drawing of its first frame, or 0 */
} Watch;

/* Handles the X events queued; returns once none is left. */
static void
handle_events (X       *x,
               GPid     pid,
               GArray  *damages,
               Watch   *watch)
{
  while (XPending (x->dpy) > 0)
    {
      XEvent event;

      XNextEvent (x->dpy, &event);
      if (event.type == CreateNotify
          && event.xcreatewindow.parent == DefaultRootWindow (x->dpy)
          && !event.xcreatewindow.override_redirect)
        {
          /* Every drawing reported (not only the first one until
           * acknowledged, which can hide a frame drawn right after the
           * server painted the background). */
          Damage damage = XDamageCreate (x->dpy, event.xcreatewindow.window,
                                         XDamageReportRawRectangles);
          g_array_append_val (damages, damage);
        }
      else if (event.type == MapNotify && watch->window == None
               && event.xmap.event == DefaultRootWindow (x->dpy)
               && !event.xmap.override_redirect)
        {
          long owner = window_pid (x, event.xmap.window);

          if (owner == -1 || owner == (long) pid)
            {
              watch->window = event.xmap.window;
              if (trace)
                fprintf (stderr, "  %.0f map\n", now_ms ());
            }
        }
      else if (event.type == x->damage_event + XDamageNotify)
        {
          XDamageNotifyEvent *notify = (XDamageNotifyEvent *) &event;

          if (watch->window == None || notify->drawable != watch->window)
            continue;
          /* The server paints the background as it maps the window, in
           * the same instant; the program's frame comes later. */
          if (watch->background == 0)
            watch->background = notify->timestamp;
          else if (notify->timestamp > watch->background)
            watch->last_draw = now_ms ();
          if (trace)
            fprintf (stderr, "  %.0f draw %dx%d at %lu\n", now_ms (),
                     notify->area.width, notify->area.height, notify->timestamp);
        }
    }
}

/* Waits up to @ms for X events or the end of the program. */
static void
wait_events (X   *x,
             int  ms)
{
  struct pollfd fd = { .fd = ConnectionNumber (x->dpy), .events = POLLIN };

  XFlush (x->dpy);
  if (XPending (x->dpy) == 0)
    poll (&fd, 1, MAX (ms, 1));
}

static char *
read_renderer (int fd)
{
  char buffer[4096];
  gssize n = read (fd, buffer, sizeof buffer - 1);
  const char *line;
  char *end;

  if (n <= 0)
    return NULL;
  buffer[n] = '\0';
  line = strstr (buffer, "renderer: ");
  if (line == NULL)
    return NULL;
  line += strlen ("renderer: ");
  end = strchr (line, '\n');
  return end != NULL ? g_strndup (line, end - line) : g_strdup (line);
}

/* A counter of the instructions @pid runs in user space, in all its
 * threads, from its exec on; -1 where the kernel does not allow it. */
static int
open_instruction_counter (GPid pid)
{
#ifdef __linux__
  struct perf_event_attr attr;

  memset (&attr, 0, sizeof attr);
  attr.size = sizeof attr;
  attr.type = PERF_TYPE_HARDWARE;
  attr.config = PERF_COUNT_HW_INSTRUCTIONS;
  attr.disabled = 1;
  attr.enable_on_exec = 1;
  attr.inherit = 1;
  attr.exclude_kernel = 1;
  attr.exclude_hv = 1;
  return (int) syscall (SYS_perf_event_open, &attr, pid, -1, -1, PERF_FLAG_FD_CLOEXEC);
#else
  return -1;
#endif
}

/* Starts @argv with @envp, its standard output into *@out_fd; it waits
 * for its counter to be opened before it runs the program. */
static gboolean
spawn_counted (char   **argv,
               char   **envp,
               GPid    *pid,
               int     *out_fd,
               int     *counter_fd,
               GError **error)
{
  int out[2], gate[2];
  char go = 1;

  /* Closed at the exec but for the copy on standard output. */
  if (!g_unix_open_pipe (out, FD_CLOEXEC, NULL) || !g_unix_open_pipe (gate, FD_CLOEXEC, NULL))
    {
      g_set_error (error, G_SPAWN_ERROR, G_SPAWN_ERROR_FAILED, "pipe: %s", g_strerror (errno));
      return FALSE;
    }
  *pid = fork ();
  if (*pid < 0)
    {
      g_set_error (error, G_SPAWN_ERROR, G_SPAWN_ERROR_FORK, "fork: %s", g_strerror (errno));
      return FALSE;
    }
  if (*pid == 0)
    {
      dup2 (out[1], STDOUT_FILENO);
      close (out[0]);
      close (out[1]);
      close (gate[1]);
      /* Until the parent has its counter (or gave up on it). */
      if (read (gate[0], &go, 1) != 1)
        _exit (127);
      close (gate[0]);
      execve (argv[0], argv, envp);
      _exit (127);
    }
  close (out[1]);
  close (gate[0]);
  *counter_fd = open_instruction_counter (*pid);
  if (write (gate[1], &go, 1) != 1)
    g_warning ("bench-startup: could not start %s", argv[0]);
  close (gate[1]);
  *out_fd = out[0];
  return TRUE;
}

static double
read_counter (int fd)
{
  guint64 count;

  if (fd < 0 || read (fd, &count, sizeof count) != sizeof count)
    return -1;
  return (double) count;
}

static gboolean
run_once (X           *x,
          char       **argv,
          char       **envp,
          Run         *run,
          GError     **error)
{
  g_autoptr(GArray) damages = g_array_new (FALSE, FALSE, sizeof (Damage));
  Window root = DefaultRootWindow (x->dpy);
  Watch watch = { None, 0, 0 };
  double start;
  GPid pid;
  int out_fd = -1, counter_fd = -1, status;
  XWindowAttributes attrs;

  memset (run, 0, sizeof *run);
  XSelectInput (x->dpy, root, SubstructureNotifyMask);
  XSync (x->dpy, True);

  start = now_ms ();
  if (trace)
    fprintf (stderr, "%s: start %.0f\n", argv[0], start);
  if (!spawn_counted (argv, envp, &pid, &out_fd, &counter_fd, error))
    return FALSE;

  /* Until the window was mapped and its first frame drawn: a burst of
   * drawing ended by a quiet spell. */
  while (watch.last_draw == 0 || now_ms () - watch.last_draw < BURST_MS)
    {
      int remaining = watch.last_draw == 0 ? 50 : (int) (BURST_MS - (now_ms () - watch.last_draw)) + 1;

      if (now_ms () - start > TIMEOUT_MS || waitpid (pid, &status, WNOHANG) == pid)
        {
          g_set_error (error, G_SPAWN_ERROR, G_SPAWN_ERROR_FAILED,
                       "%s: no window shown (or it ended)", argv[0]);
          XSelectInput (x->dpy, root, NoEventMask);
          close (out_fd);
          if (counter_fd >= 0)
            close (counter_fd);
          g_spawn_close_pid (pid);
          return FALSE;
        }
      wait_events (x, remaining);
      handle_events (x, pid, damages, &watch);
    }
  run->shown_ms = watch.last_draw - start;
  run->cpu_ms = read_cpu_ms (pid);
  run->main_cpu_ms = read_main_cpu_ms (pid);
  run->instructions = read_counter (counter_fd);
  if (counter_fd >= 0)
    close (counter_fd);
  XSelectInput (x->dpy, root, NoEventMask);
  for (guint i = 0; i < damages->len; i++)
    XDamageDestroy (x->dpy, g_array_index (damages, Damage, i));
  if (XGetWindowAttributes (x->dpy, watch.window, &attrs))
    {
      run->width = attrs.width;
      run->height = attrs.height;
    }
  XSync (x->dpy, True);

  g_usleep (SETTLE_MS * 1000);
  run->rss_mb = read_rss_mb (pid);
  kill (pid, SIGTERM);
  waitpid (pid, &status, 0);
  g_spawn_close_pid (pid);
  run->renderer = read_renderer (out_fd);
  close (out_fd);
  return TRUE;
}

static char **
child_environment (const char *renderer,
                   const char *xdg_root,
                   const char *scenarios)
{
  char **envp = g_get_environ ();
  static const char *const dirs[][2] = {
    { "XDG_DATA_HOME", "data" }, { "XDG_CONFIG_HOME", "config" },
    { "XDG_CACHE_HOME", "cache" }, { "XDG_STATE_HOME", "state" },
  };

  /* As a user starts the program, but with the renderer chosen. */
  envp = g_environ_setenv (envp, "GSK_RENDERER", renderer, TRUE);
  envp = g_environ_unsetenv (envp, "GDK_DEBUG");
  envp = g_environ_unsetenv (envp, "G_DEBUG");
  envp = g_environ_setenv (envp, "GDK_BACKEND", "x11", TRUE);
  envp = g_environ_setenv (envp, "GSETTINGS_BACKEND", "memory", TRUE);
  envp = g_environ_setenv (envp, "TERRACES_SCENARIOS_DIR", scenarios, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (dirs); i++)
    {
      g_autofree char *dir = g_build_filename (xdg_root, dirs[i][1], NULL);

      envp = g_environ_setenv (envp, dirs[i][0], dir, TRUE);
    }
  return envp;
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

int
main (int   argc,
      char *argv[])
{
  static const char *const renderers[] = { "gl", "cairo" };
  enum { BARE, TERRACES, N_PROGRAMS };
  int rounds = 5;
  const char *only = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xdg_root = NULL;
  g_autofree char *size = NULL;
  GArray *shown[G_N_ELEMENTS (renderers)][N_PROGRAMS];
  GArray *rss[G_N_ELEMENTS (renderers)][N_PROGRAMS];
  GArray *cpu[G_N_ELEMENTS (renderers)][N_PROGRAMS];
  GArray *main_cpu[G_N_ELEMENTS (renderers)][N_PROGRAMS];
  GArray *instructions[G_N_ELEMENTS (renderers)][N_PROGRAMS];
  char *renderer_name[G_N_ELEMENTS (renderers)] = { NULL };
  X x;
  int event_base, error_base;

  while (argc > 2 && argv[1][0] == '-')
    {
      if (g_str_equal (argv[1], "-n"))
        rounds = MAX (1, atoi (argv[2]));
      else if (g_str_equal (argv[1], "-r"))
        only = argv[2];
      else
        break;
      argv += 2;
      argc -= 2;
    }
  if (argc != 4)
    {
      fprintf (stderr, "usage: bench-startup [-n N] [-r gl|cairo] BARE-WINDOW TERRACES SCENARIOS-DIR\n");
      return 2;
    }

  trace = g_getenv ("TERRACES_BENCH_TRACE") != NULL;
  x.dpy = XOpenDisplay (NULL);
  if (x.dpy == NULL)
    {
      printf ("bench-startup: no X display (set DISPLAY, e.g. under xvfb-run -a)\n");
      return 77;
    }
  if (!XDamageQueryExtension (x.dpy, &event_base, &error_base))
    {
      printf ("bench-startup: the X server has no DAMAGE extension\n");
      return 77;
    }
  x.damage_event = event_base;
  x.net_wm_pid = XInternAtom (x.dpy, "_NET_WM_PID", False);
  XSetErrorHandler (ignore_x_errors);

  for (guint r = 0; r < G_N_ELEMENTS (renderers); r++)
    for (int p = 0; p < N_PROGRAMS; p++)
      {
        shown[r][p] = g_array_new (FALSE, FALSE, sizeof (double));
        rss[r][p] = g_array_new (FALSE, FALSE, sizeof (double));
        cpu[r][p] = g_array_new (FALSE, FALSE, sizeof (double));
        main_cpu[r][p] = g_array_new (FALSE, FALSE, sizeof (double));
        instructions[r][p] = g_array_new (FALSE, FALSE, sizeof (double));
      }

  xdg_root = g_dir_make_tmp ("terraces-bench-startup-XXXXXX", &error);
  g_assert_no_error (error);

  /* Round 0 warms the caches and gives the Terraces window's size to the
   * bare window; rounds 1..N are timed. */
  for (int round = 0; round <= rounds; round++)
    for (guint r = 0; r < G_N_ELEMENTS (renderers); r++)
      for (int i = 0; i < N_PROGRAMS && (only == NULL || g_str_equal (only, renderers[r])); i++)
        {
          /* In round 0 Terraces goes first, for its size. */
          int p = (round == 0) == (i == 0) ? TERRACES : BARE;
          g_auto(GStrv) envp = child_environment (renderers[r], xdg_root, argv[3]);
          char *bare_argv[] = { argv[1], size, NULL };
          char *terraces_argv[] = { argv[2], NULL };
          Run run;

          if (!run_once (&x, p == BARE ? bare_argv : terraces_argv, envp, &run, &error))
            {
              printf ("bench-startup: %s\n", error->message);
              return 1;
            }
          if (round == 0 && p == TERRACES && size == NULL)
            size = g_strdup_printf ("%dx%d", run.width, run.height);
          if (round > 0)
            {
              g_array_append_val (shown[r][p], run.shown_ms);
              g_array_append_val (rss[r][p], run.rss_mb);
              g_array_append_val (cpu[r][p], run.cpu_ms);
              g_array_append_val (main_cpu[r][p], run.main_cpu_ms);
              if (run.instructions >= 0)
                g_array_append_val (instructions[r][p], run.instructions);
            }
          if (p == BARE && run.renderer != NULL)
            {
              g_free (renderer_name[r]);
              renderer_name[r] = g_strdup (run.renderer);
            }
          g_free (run.renderer);
        }

  for (guint r = 0; r < G_N_ELEMENTS (renderers); r++)
    {
      double paired = median_ratio (shown[r][TERRACES], shown[r][BARE]);
      double cpu_paired = median_ratio (cpu[r][TERRACES], cpu[r][BARE]);
      double main_paired = median_ratio (main_cpu[r][TERRACES], main_cpu[r][BARE]);
      double bare_main = median (main_cpu[r][BARE]), terr_main = median (main_cpu[r][TERRACES]);
      double bare_ms = median (shown[r][BARE]), terr_ms = median (shown[r][TERRACES]);
      double bare_mb = median (rss[r][BARE]), terr_mb = median (rss[r][TERRACES]);
      double bare_cpu = median (cpu[r][BARE]), terr_cpu = median (cpu[r][TERRACES]);

      if (only != NULL && !g_str_equal (only, renderers[r]))
        continue;
      printf ("bench: startup-bare-%s median=%.0f ms cpu=%.0fms main-cpu=%.1fms n=%d renderer=%s size=%s\n",
              renderers[r], bare_ms, bare_cpu, bare_main, rounds,
              renderer_name[r] != NULL ? renderer_name[r] : "unknown", size);
      printf ("bench: startup-terraces-%s median=%.0f ms ratio=%.2f (goal 1.10) paired-ratio=%.2f cpu=%.0fms cpu-ratio=%.2f cpu-paired-ratio=%.2f main-cpu=%.1fms main-cpu-paired-ratio=%.2f\n",
              renderers[r], terr_ms, bare_ms > 0 ? terr_ms / bare_ms : 0, paired,
              terr_cpu, bare_cpu > 0 ? terr_cpu / bare_cpu : 0, cpu_paired, terr_main, main_paired);
      printf ("bench: rss-bare-%s median=%.1f MB\n", renderers[r], bare_mb);
      printf ("bench: rss-terraces-%s median=%.1f MB over-bare=%+.1fMB%s\n",
              renderers[r], terr_mb, terr_mb - bare_mb,
              g_str_equal (renderers[r], "gl") ? " (goal +15)" : "");
      /* Only where every run was counted. */
      if (instructions[r][BARE]->len == (guint) rounds && instructions[r][TERRACES]->len == (guint) rounds)
        {
          double bare_n = median (instructions[r][BARE]), terr_n = median (instructions[r][TERRACES]);

          printf ("bench: instructions-bare-%s median=%.0f M\n", renderers[r], bare_n / 1e6);
          printf ("bench: instructions-terraces-%s median=%.0f M ratio=%.2f\n", renderers[r],
                  terr_n / 1e6, bare_n > 0 ? terr_n / bare_n : 0);
        }
    }
  for (guint r = 0; r < G_N_ELEMENTS (renderers); r++)
    {
      for (int p = 0; p < N_PROGRAMS; p++)
        {
          g_array_unref (shown[r][p]);
          g_array_unref (rss[r][p]);
          g_array_unref (cpu[r][p]);
          g_array_unref (main_cpu[r][p]);
          g_array_unref (instructions[r][p]);
        }
      g_free (renderer_name[r]);
    }

  remove_tree (xdg_root);
  XCloseDisplay (x.dpy);
  return 0;
}
