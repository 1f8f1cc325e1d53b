/* bench-editor.c — live validation in the scenario editor: the time from
 * an edit on the board (Enter with Take Away, and its undo) until the
 * editor has re-listed the problems and brought its side panel up to
 * date, on the largest bundled scenario of each game the editor designs.
 * The goal is one frame: under 16 ms.
 *
 * Prints `bench: editor-edit-GAME median=MS ms max=MS n=N file=NAME`.
 * Needs a display (xvfb-run -a meson test -C BUILD --benchmark --suite app).
 * Argument: the folder of bundled scenarios. */
#include "config.h"

#include "test-app-common.h"
#include "terr-editor-page-private.h"

#define N_EDITS 200

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* The largest scenario file of @kind in @dir, or NULL. */
static char *
largest_scenario (const char   *dir,
                  TerrGameKind  kind)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  char *best = NULL;
  goffset best_size = -1;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr(TerrGame) game = NULL;
      GStatBuf st;

      if (!g_str_has_suffix (name, ".terraces") || g_stat (path, &st) != 0)
        continue;
      game = terr_game_load_path (path, NULL);
      if (game == NULL || terr_game_get_kind (game) != kind || st.st_size <= best_size)
        continue;
      g_free (best);
      best = g_steal_pointer (&path);
      best_size = st.st_size;
    }
  return best;
}

static void
bench_kind (TerrEditorPage *page,
            const char     *dir,
            TerrGameKind    kind)
{
  g_autofree char *path = largest_scenario (dir, kind);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *basename = NULL;
  TerrBoard *board = terr_editor_page_get_board (page);
  TerrGame *game;
  gboolean found = FALSE;
  int fx = 0, fy = 0;
  const char *tools[] = { "erase", "terrace", "domino", "water" };
  const char *tool = NULL;

  if (path == NULL)
    {
      g_print ("# no bundled %s scenario\n", terr_game_kind_to_string (kind));
      return;
    }
  file = g_file_new_for_path (path);
  basename = g_file_get_basename (file);
  if (!terr_editor_page_open_file (page, file, &error))
    g_error ("%s: %s", path, error->message);
  game = terr_editor_page_get_game (page);

  /* A square with something to take away, else one to put the
   * palette's first piece on. */
  for (guint t = 0; t < G_N_ELEMENTS (tools) && !found; t++)
    {
      tool = tools[t];
      gtk_widget_activate_action (GTK_WIDGET (page), "editor.tool", "s", tool);
      for (int y = -4; y < 24 && !found; y++)
        for (int x = -4; x < 24 && !found; x++)
          {
            terr_board_set_cursor (board, x, y);
            gtk_widget_activate_action (GTK_WIDGET (board), "board.place", NULL);
            if (terr_game_can_undo_edit (game))
              {
                terr_board_get_cursor (board, &fx, &fy);
                gtk_widget_activate_action (GTK_WIDGET (page), "editor.undo", NULL);
                found = TRUE;
              }
          }
    }
  if (!found)
    g_error ("%s: no edit found to time", path);

  for (guint i = 0; i < N_EDITS; i++)
    {
      gint64 t0, t1, t2;

      terr_board_set_cursor (board, fx, fy);
      t0 = g_get_monotonic_time ();
      gtk_widget_activate_action (GTK_WIDGET (board), "board.place", NULL);
      t1 = g_get_monotonic_time ();
      gtk_widget_activate_action (GTK_WIDGET (page), "editor.undo", NULL);
      t2 = g_get_monotonic_time ();
      g_array_append_val (times, (double) { (t1 - t0) / 1000.0 });
      g_array_append_val (times, (double) { (t2 - t1) / 1000.0 });
      g_main_context_iteration (NULL, FALSE);
    }
  g_array_sort (times, compare_doubles);
  g_print ("bench: editor-edit-%s median=%.2f ms max=%.2f n=%u file=%s tool=%s problems=%u\n",
           terr_game_kind_to_string (kind),
           g_array_index (times, double, times->len / 2),
           g_array_index (times, double, times->len - 1),
           times->len, basename, tool, terr_editor_page_get_n_problems (page));
}

int
main (int   argc,
      char *argv[])
{
  GtkWidget *window;
  TerrEditorPage *page;

  if (!test_app_init (&argc, &argv))
    return 0;
  if (argc < 2)
    g_error ("usage: bench-editor SCENARIO-FOLDER");

  window = gtk_window_new ();
  page = TERR_EDITOR_PAGE (terr_editor_page_new ());
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  test_app_spin (100);

  bench_kind (page, argv[1], TERR_GAME_HANGING_GARDENS);
  bench_kind (page, argv[1], TERR_GAME_ZIGGURAT);
  bench_kind (page, argv[1], TERR_GAME_GARDEN_PATHS);

  gtk_window_destroy (GTK_WINDOW (window));
  test_app_cleanup ();
  return 0;
}
