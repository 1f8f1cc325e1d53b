/* The hostile file set through the core: every file is refused (never a
 * crash, a hang or a read outside the file), the message starts with
 * "NAME:LINE: " as its .expect says and mentions what is wrong, and the
 * refusal is quick. */
#include <string.h>

#include "terr-games.h"
#include "hostile-common.h"

static void
test_refused (gconstpointer data)
{
  const HostileCase *c = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = NULL;
  g_autofree char *why = NULL;
  gint64 start = g_get_monotonic_time ();
  double seconds;

  game = terr_game_load_path (c->path, &error);
  seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  if (game != NULL)
    {
      g_test_fail_printf ("%s was accepted (%u moves)", c->name, terr_game_get_n_moves (game));
      return;
    }
  g_assert_nonnull (error);
  g_assert_true (error->domain == TERR_ERROR);
  {
    g_autofree char *one = hostile_one_line (error->message);
    g_test_message ("%s → %s (%.3f s)", c->name, one, seconds);
  }
  why = hostile_check_message (c, error->message);
  if (why != NULL)
    g_test_fail_printf ("%s: %s", c->name, why);
  if (strchr (error->message, '\n') != NULL)
    {
      g_autofree char *one = hostile_one_line (error->message);
      g_test_fail_printf ("%s: the message is more than one line: %s", c->name, one);
    }
  if (seconds > hostile_time_limit ())
    g_test_fail_printf ("%s took %.1f s to refuse (limit %.0f s)", c->name, seconds, hostile_time_limit ());
}

/* The same bytes through terr_document_load_bytes + terr_game_load_document
 * (the path the program uses for drag-and-drop and the clipboard). */
static void
test_refused_bytes (gconstpointer data)
{
  const HostileCase *c = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize len;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(TerrGame) game = NULL;
  g_autofree char *why = NULL;

  if (!g_file_get_contents (c->path, &contents, &len, &error))
    g_error ("%s", error->message);
  bytes = g_bytes_new_take (g_steal_pointer (&contents), len);
  doc = terr_document_load_bytes (bytes, c->name, &error);
  if (doc != NULL)
    {
      game = terr_game_load_document (doc, &error);
      if (game != NULL)
        {
          g_test_fail_printf ("%s was accepted", c->name);
          return;
        }
    }
  g_assert_nonnull (error);
  why = hostile_check_message (c, error->message);
  if (why != NULL)
    g_test_fail_printf ("%s: %s", c->name, why);
}

int
main (int argc, char **argv)
{
  /* Reading the bytes first only makes sense for files the reader opens
   * (not those refused for their size or time). */
  static const HostileTest tests[] = {
    { "core", test_refused, FALSE },
    { "bytes", test_refused_bytes, TRUE },
  };

  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();
  return hostile_run (tests, G_N_ELEMENTS (tests));
}
