/* test-prosody.h — a private prosody for the network tests.
 *
 * Started on 127.0.0.1 (and 127.0.0.2, a loopback address whose
 * certificate is checked) on a free port, with its configuration, data,
 * log and certificate in a temporary folder, with a multi-user chat
 * component "rooms.localhost" and registration off; and a second domain,
 * "norooms.test", without one (its service discovery lists localhost and
 * a name no server answers for, neither of them rooms).  Accounts are
 * made with prosodyctl.  Nothing leaves the machine; the folder goes at the end.
 * PROSODY and PROSODYCTL name the programs (meson finds them).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TEST_XMPP_DOMAIN "localhost"
#define TEST_XMPP_ROOMS  "rooms.localhost"
#define TEST_XMPP_NO_ROOMS_DOMAIN "norooms.test"
/* The longest any test waits for something to happen. */
#define TEST_XMPP_WAIT_S 60

typedef struct
{
  char    *dir;
  char    *config;
  guint16  port;
  GPid     pid;
} TestProsody;

/* Starts the server, or fails the test with why. */
TestProsody *test_prosody_start     (void);
void         test_prosody_register  (TestProsody *server,
                                     const char  *name,
                                     const char  *password);
/* An account NAME@DOMAIN. */
void         test_prosody_register_at (TestProsody *server,
                                       const char  *name,
                                       const char  *domain,
                                       const char  *password);
/* Stops the server (SIGTERM, waited for) and starts it again on the same
 * port with the same data. */
void         test_prosody_stop      (TestProsody *server);
void         test_prosody_restart   (TestProsody *server);
/* Stops it and removes its folder. */
void         test_prosody_free      (TestProsody *server);
/* A port on 127.0.0.1 where nothing listens. */
guint16      test_prosody_free_port (void);

/* Runs the thread-default main context until @done (*flag != 0) or the
 * long limit; FALSE if the limit came first. */
gboolean     test_wait_for          (gboolean   (*done) (gpointer data),
                                     gpointer     data);

G_END_DECLS
