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
  g_test_message ("%s → %s (%.3f s)", c->name, error->message, seconds);
  why = hostile_check_message (c, error->message);
  if (why != NULL)
    g_test_fail_printf ("%s: %s", c->name, why);
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
  g_autoptr(GPtrArray) cases = NULL;
  g_autofree char *gen_dir = NULL;
  int rc;

  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();

  cases = hostile_cases_prepare (&gen_dir);
  for (guint i = 0; i < cases->len; i++)
    {
      HostileCase *c = g_ptr_array_index (cases, i);
      g_autofree char *path = g_strdup_printf ("/hostile/core/%s", c->name);
      g_autofree char *path_bytes = g_strdup_printf ("/hostile/bytes/%s", c->name);
      g_test_add_data_func (path, c, test_refused);
      /* The cap is checked before reading into memory; skip reading it. */
      if (c->line > 0)
        g_test_add_data_func (path_bytes, c, test_refused_bytes);
    }
  rc = g_test_run ();
  hostile_cases_remove_generated (cases, gen_dir);
  return rc;
}
