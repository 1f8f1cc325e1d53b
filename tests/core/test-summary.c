/* test-summary.c — terr_game_summary_read (what the start page lists of a
 * file without building the game) says what loading the file says, for
 * every bundled scenario; and it refuses what the loader refuses first. */
#include "terr-games.h"

#include <glib/gstdio.h>

static const char *scenarios_dir;

static void
test_bundled (void)
{
  g_autoptr(GDir) dir = g_dir_open (scenarios_dir, 0, NULL);
  const char *name;
  guint n = 0, n_goals = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (scenarios_dir, name, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(TerrGameSummary) summary = NULL;
      g_autoptr(TerrGame) game = NULL;

      if (!g_str_has_suffix (name, ".terraces"))
        continue;
      g_test_message ("%s", name);
      game = terr_game_load_path (path, &error);
      g_assert_no_error (error);
      summary = terr_game_summary_read (path, &error);
      g_assert_no_error (error);
      g_assert_nonnull (summary);

      g_assert_cmpint (summary->kind, ==, terr_game_get_kind (game));
      g_assert_cmpstr (summary->title, ==, terr_game_get_title (game));
      g_assert_cmpstr (summary->description, ==, terr_game_get_description (game));
      g_assert_cmpint (summary->has_goal, ==, terr_game_get_goal (game, NULL));
      g_assert_cmpint (summary->difficulty, ==, terr_game_get_difficulty (game));
      n++;
      n_goals += summary->has_goal;
    }
  /* The collection is puzzles (each a scenario with a goal). */
  g_assert_cmpuint (n, >, 0);
  g_assert_cmpuint (n_goals, >, 0);
}

static void
check_refused (const char *text,
               int         code)
{
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGameSummary) summary = NULL;
  int fd = g_file_open_tmp ("terraces-summary-XXXXXX.terraces", &path, NULL);

  g_assert_cmpint (fd, >=, 0);
  close (fd);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  summary = terr_game_summary_read (path, &error);
  g_assert_null (summary);
  g_assert_error (error, TERR_ERROR, code);
  g_unlink (path);
}

/* A scenario without a goal, and one without meta data. */
static void
test_plain (void)
{
  static const char *const texts[] = {
    "<?xml version=\"1.0\"?>\n<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\">\n"
    "  <meta><title>Plain</title><description> Two\nlines </description><difficulty> hard </difficulty></meta>\n"
    "</terraces>\n",
    "<?xml version=\"1.0\"?>\n<terraces format=\"1\" game=\"garden-paths\" kind=\"replay\"/>\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autofree char *path = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(TerrGameSummary) summary = NULL;
      int fd = g_file_open_tmp ("terraces-summary-XXXXXX.terraces", &path, NULL);

      g_assert_cmpint (fd, >=, 0);
      close (fd);
      g_assert_true (g_file_set_contents (path, texts[i], -1, NULL));
      summary = terr_game_summary_read (path, &error);
      g_assert_no_error (error);
      g_assert_false (summary->has_goal);
      if (i == 0)
        {
          g_assert_cmpint (summary->kind, ==, terr_game_kind_from_string ("ziggurat"));
          g_assert_cmpstr (summary->title, ==, "Plain");
          /* As the loader keeps it: the text as written. */
          g_assert_cmpstr (summary->description, ==, " Two\nlines ");
          g_assert_cmpint (summary->difficulty, ==, TERR_DIFFICULTY_HARD);
        }
      else
        {
          g_assert_cmpint (summary->kind, ==, terr_game_kind_from_string ("garden-paths"));
          g_assert_null (summary->title);
          g_assert_null (summary->description);
          g_assert_cmpint (summary->difficulty, ==, TERR_DIFFICULTY_NONE);
        }
      g_unlink (path);
    }
}

static void
test_refused (void)
{
  g_autoptr(GError) error = NULL;

  check_refused ("<?xml version=\"1.0\"?>\n<!DOCTYPE terraces [<!ENTITY a \"b\">]>\n"
                 "<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\"/>\n", TERR_ERROR_PARSE);
  check_refused ("<?xml version=\"1.0\"?>\n<svg/>\n", TERR_ERROR_PARSE);
  check_refused ("<?xml version=\"1.0\"?>\n<terraces format=\"1\" game=\"chess\" kind=\"scenario\"/>\n",
                 TERR_ERROR_PARSE);
  check_refused ("not XML at all", TERR_ERROR_PARSE);
  g_assert_null (terr_game_summary_read ("/nonexistent/file.terraces", &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

/* The games in the program's order: each known, each once. */
static void
test_kinds (void)
{
  guint n;
  const TerrGameKind *kinds = terr_games_list_kinds (&n);

  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpint (kinds[i], !=, TERR_GAME_NONE);
      g_assert_nonnull (terr_game_kind_to_string (kinds[i]));
      for (guint j = 0; j < i; j++)
        g_assert_cmpint (kinds[i], !=, kinds[j]);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();
  scenarios_dir = argc > 1 ? argv[1] : "data/scenarios";
  g_test_add_func ("/core/summary/bundled", test_bundled);
  g_test_add_func ("/core/summary/plain", test_plain);
  g_test_add_func ("/core/summary/refused", test_refused);
  g_test_add_func ("/core/summary/kinds", test_kinds);
  return g_test_run ();
}
