/* net-test-util.c — programs of a network game through a room in memory,
 * for the tests of src/core/net: each program is a room and a
 * TerrNetMatch, with every payload it received recorded. */
#include "config.h"

#include <string.h>

#include "net-test-util.h"

static void
received_cb (TerrRoom   *room,
             const char *from,
             const char *payload,
             gboolean    history,
             Program    *p)
{
  g_ptr_array_add (p->received, g_strdup (payload));
}

Program *
program_new (TerrMemoryHub *hub,
             const char    *address)
{
  Program *p = g_new0 (Program, 1);

  p->room = terr_memory_room_new (hub, address);
  p->received = g_ptr_array_new_with_free_func (g_free);
  /* Recorded before the match sees it. */
  g_signal_connect (p->room, "payload-received", G_CALLBACK (received_cb), p);
  p->net = terr_net_match_new (p->room);
  terr_net_match_set_delay (p->net, 2);
  return p;
}

void
program_free (Program *p)
{
  g_object_unref (p->net);
  g_object_unref (p->room);
  g_ptr_array_unref (p->received);
  g_free (p);
}

void
iterate_until (Done done, Program **programs, guint n)
{
  guint i;

  for (i = 0; i < MAX_ITERATIONS && !done (programs, n); i++)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (done (programs, n));
}

gboolean
all_ready (Program **programs, guint n)
{
  for (guint i = 0; i < n; i++)
    if (terr_net_match_get_game (programs[i]->net) == NULL)
      return FALSE;
  return TRUE;
}

gboolean
all_started (Program **programs, guint n)
{
  for (guint i = 0; i < n; i++)
    if (!terr_net_match_is_started (programs[i]->net))
      return FALSE;
  return TRUE;
}

gboolean
all_finished (Program **programs, guint n)
{
  for (guint i = 0; i < n; i++)
    if (!terr_net_match_is_finished (programs[i]->net))
      return FALSE;
  return TRUE;
}

char *
address_of (guint i)
{
  return g_strdup_printf ("player%u@example.org", i + 1);
}

/* Host (program 0) announces the seats and starts once every program has
 * the game. */
void
host_setup_and_start (Program     **programs,
                      guint         n,
                      TerrGameKind  kind,
                      GVariant     *options,
                      GBytes       *scenario,
                      TerrNetSeat  *seats,
                      guint         n_seats)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (terr_net_match_host_setup (programs[0]->net, kind, 11, options, scenario, seats, n_seats, &error));
  g_assert_no_error (error);
  iterate_until (all_ready, programs, n);
  for (guint i = 0; i < n; i++)
    terr_net_match_send_ready (programs[i]->net);
  g_assert_true (terr_net_match_start (programs[0]->net, &error));
  g_assert_no_error (error);
  iterate_until (all_started, programs, n);
}

void
host_and_start (Program     **programs,
                guint         n,
                TerrGameKind  kind,
                TerrNetSeat  *seats,
                guint         n_seats)
{
  host_setup_and_start (programs, n, kind, NULL, NULL, seats, n_seats);
}

/* Every program's game is written to the same bytes, a replay the core
 * reads back, of a game that is over. */
void
assert_same_files_over (Program **programs, guint n, gboolean over)
{
  g_autoptr(GBytes) first = terr_game_to_bytes (terr_net_match_get_game (programs[0]->net), TERR_FILE_REPLAY);
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(TerrGame) back = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 1; i < n; i++)
    {
      g_autoptr(GBytes) other = terr_game_to_bytes (terr_net_match_get_game (programs[i]->net), TERR_FILE_REPLAY);

      g_assert_true (g_bytes_equal (first, other));
    }
  doc = terr_document_load_bytes (first, "net.terraces", &error);
  g_assert_no_error (error);
  back = terr_game_load_document (doc, &error);
  g_assert_no_error (error);
  g_assert_true (terr_game_is_over (back) == over);
  g_assert_cmpuint (terr_game_get_n_moves (back), >, 0);
  g_test_message ("%u programs agree on a game of %u moves (%" G_GSIZE_FORMAT " bytes)",
                  n, terr_game_get_n_moves (back), g_bytes_get_size (first));
}

void
assert_same_files (Program **programs, guint n)
{
  assert_same_files_over (programs, n, TRUE);
}

