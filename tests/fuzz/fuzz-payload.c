/* fuzz-payload.c — libFuzzer target: the payload parser of the network
 * game (src/core/net/terr-net-protocol.c) and the checks of TerrNetMatch.
 *
 * The input is parsed as one payload; when it is accepted, writing it and
 * parsing that again must give the same payload.  Then the input is given
 * to a network game of Hanging Gardens (2 seats) and to one of Garden
 * Paths (3 seats), both started, as a payload from the host and from a
 * player: whatever it holds, the match refuses or applies it without a
 * crash, a leak or a critical.  A setup is also given to a new match as
 * its first payload (its options and scenario make the game). */
#include "fuzz-common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "terr-memory-room.h"
#include "terr-net-match.h"

static void
feed (TerrGameKind kind, const char *setup, const char *text)
{
  g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("room@example.org");
  g_autoptr(TerrRoom) room = terr_memory_room_new (hub, "a@example.org");
  g_autoptr(TerrNetMatch) net = terr_net_match_new (room);

  terr_room_deliver_payload (room, "a@example.org", setup, FALSE);
  terr_room_deliver_payload (room, "a@example.org", "<start xmlns=\"" TERR_NET_NS "\" seq=\"1\"/>", FALSE);
  if (terr_net_match_get_game (net) == NULL || !terr_net_match_is_started (net))
    abort ();
  (void) kind;
  terr_room_deliver_payload (room, "a@example.org", text, FALSE);
  terr_room_deliver_payload (room, "b@example.org", text, TRUE);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autoptr(TerrNetPayload) p = NULL;

  p = terr_net_payload_parse ((const char *) data, size, NULL);
  if (p != NULL)
    {
      g_autofree char *out = terr_net_payload_to_string (p);
      g_autoptr(GError) error = NULL;
      g_autoptr(TerrNetPayload) back = terr_net_payload_parse (out, strlen (out), &error);

      if (back == NULL)
        {
          fprintf (stderr, "the payload written cannot be read: %s\n%s\n", error->message, out);
          abort ();
        }
      if (!terr_net_payload_equal (p, back))
        abort ();
    }
  if (strlen (text) != size)
    return 0;   /* a NUL inside: a room carries text */
  if (p != NULL && p->kind == TERR_NET_SETUP)
    {
      g_autoptr(TerrMemoryHub) hub = terr_memory_hub_new ("room@example.org");
      g_autoptr(TerrRoom) room = terr_memory_room_new (hub, "a@example.org");
      g_autoptr(TerrNetMatch) net = terr_net_match_new (room);

      terr_room_deliver_payload (room, "a@example.org", text, FALSE);
    }
  feed (TERR_GAME_HANGING_GARDENS,
        "<setup xmlns=\"" TERR_NET_NS "\" seq=\"0\" game=\"hanging-gardens\" players=\"2\" seed=\"3\">"
        "<seat n=\"1\" address=\"a@example.org\"/><seat n=\"2\" address=\"b@example.org\"/></setup>", text);
  feed (TERR_GAME_GARDEN_PATHS,
        "<setup xmlns=\"" TERR_NET_NS "\" seq=\"0\" game=\"garden-paths\" players=\"3\" seed=\"3\">"
        "<seat n=\"1\" address=\"a@example.org\"/><seat n=\"2\" address=\"b@example.org\"/>"
        "<seat n=\"3\" address=\"a@example.org\" computer=\"1\"/></setup>", text);
  return 0;
}
