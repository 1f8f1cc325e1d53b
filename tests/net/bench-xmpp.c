/* bench-xmpp.c — how long a payload sent by one account takes to reach
 * another through a room of a private prosody on loopback (TLS on). */
#include <stdlib.h>
#include <unistd.h>

#include "test-xmpp-client.h"

#define ROUNDS 50

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

int
main (int argc, char **argv)
{
  TestProsody *server;
  TestClient *ann, *bob;
  double times[ROUNDS];
  g_autofree char *room = g_strdup_printf ("bench%d@" TEST_XMPP_ROOMS, (int) getpid ());

  g_test_init (&argc, &argv, NULL);
  server = test_prosody_start ();
  test_prosody_register (server, "ann", "ann-secret");
  test_prosody_register (server, "bob", "bob-secret");
  ann = test_client_new (server, "ann", "ann-secret");
  bob = test_client_new (server, "bob", "bob-secret");
  test_client_create (ann, room, FALSE);
  test_client_wait_room (ann, TERR_ROOM_JOINED);
  test_client_join (bob, room);
  test_client_wait_room (bob, TERR_ROOM_JOINED);

  for (guint i = 0; i < ROUNDS; i++)
    {
      g_autofree char *payload = test_payload (i, "<move xmlns=\"urn:x-terraces-test:0\" seat=\"1\" type=\"place\" x=\"3\" y=\"4\"/>");
      gint64 start = g_get_monotonic_time ();

      terr_room_send (TERR_ROOM (ann->room), payload);
      test_client_wait_payloads (bob, i + 1);
      times[i] = (bob->last_payload_us - start) / 1000.0;
    }
  qsort (times, ROUNDS, sizeof times[0], compare_doubles);
  g_print ("bench: xmpp-payload-latency median=%.2f ms worst=%.2f rounds=%d\n",
           (times[ROUNDS / 2 - 1] + times[ROUNDS / 2]) / 2, times[ROUNDS - 1], ROUNDS);

  test_client_free (bob);
  test_client_free (ann);
  test_prosody_free (server);
  return 0;
}
