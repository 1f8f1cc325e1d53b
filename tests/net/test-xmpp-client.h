/* test-xmpp-client.h — an account and a room that record what they get,
 * for the network tests and the benchmark. */
#pragma once

#include "terr-xmpp-account.h"
#include "terr-xmpp-room.h"
#include "test-prosody.h"

G_BEGIN_DECLS

#define TEST_NS "urn:x-terraces-test:0"

typedef struct
{
  TerrXmppAccount *account;
  TerrXmppRoom    *room;
  GPtrArray       *payloads;     /* "from history payload" lines */
  GPtrArray       *live;         /* payloads received live only */
  GPtrArray       *chats;        /* "from text" */
  GPtrArray       *refused;      /* "from: reason" */
  GPtrArray       *invitations;  /* "room from reason" */
  GPtrArray       *joined;       /* addresses, in order */
  GPtrArray       *left;
  gint64           last_payload_us;
} TestClient;

/* An account of @server that is online (the test fails otherwise). */
TestClient *test_client_new        (TestProsody *server,
                                    const char  *name,
                                    const char  *password);
/* An account that only tries to connect: the caller waits. */
TestClient *test_client_new_at     (const char  *address,
                                    const char  *password,
                                    const char  *host,
                                    guint16      port);
void        test_client_free       (TestClient  *client);
void        test_client_create     (TestClient  *client,
                                    const char  *room,
                                    gboolean     members_only);
void        test_client_join       (TestClient  *client,
                                    const char  *room);
/* Wait until the room's state is @state. */
void        test_client_wait_room  (TestClient  *client,
                                    TerrRoomState state);
void        test_client_wait_payloads (TestClient *client,
                                       guint       n);
/* The payload <p xmlns=TEST_NS seq=N>TEXT</p>, canonical. */
char       *test_payload           (guint        seq,
                                    const char  *text);
gboolean    test_client_has_occupants (TestClient *client,
                                       const char *const *addresses);

G_END_DECLS
