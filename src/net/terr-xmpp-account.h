/* terr-xmpp-account.h — one XMPP account, connected (libstrophe).
 *
 * An account connects with an address ("ann@example.org") and a password.
 * TLS is required and the server's certificate verified, except for a
 * server at 127.0.0.1 (a test or a server on this computer), where a plain
 * or self-signed connection is accepted.  libstrophe's events run in the
 * thread-default main context of the thread that made the account, so
 * every signal comes there.
 *
 * A connection that was up and is lost is made again with back-off (1 s,
 * doubling, at most 30 s); the rooms of the account join again and deliver
 * their history again.  Errors are TERR_ROOM_ERROR codes with a sentence a
 * player understands: AUTH (wrong address or password), UNREACHABLE, TLS.
 * A first connection that fails, or a password refused, ends in
 * TERR_XMPP_ACCOUNT_FAILED; terr_xmpp_account_connect() tries again.
 *
 * The password lives in memory only: it is never written, logged or shown.
 *
 * Properties: "address" (bare), "state" (TerrXmppAccountState), "error".
 * Signals:
 *   invitation-received (const char *room, const char *from,
 *                        const char *reason)   a direct invitation (XEP-0249)
 */
#pragma once

#include <gio/gio.h>

#include "terr-room.h"

G_BEGIN_DECLS

typedef enum {
  TERR_XMPP_ACCOUNT_OFFLINE,     /* not connected; after a loss, waiting to retry */
  TERR_XMPP_ACCOUNT_CONNECTING,
  TERR_XMPP_ACCOUNT_ONLINE,
  TERR_XMPP_ACCOUNT_FAILED,      /* gave up: see terr_xmpp_account_get_error() */
} TerrXmppAccountState;

#define TERR_TYPE_XMPP_ACCOUNT (terr_xmpp_account_get_type ())
G_DECLARE_FINAL_TYPE (TerrXmppAccount, terr_xmpp_account, TERR, XMPP_ACCOUNT, GObject)

/* NULL when @address is not an address of the form "name@domain". */
TerrXmppAccount      *terr_xmpp_account_new          (const char  *address,
                                                      const char  *password,
                                                      GError     **error);
/* The password of the next connection (a refused one typed again); the
 * old one is wiped. */
void                  terr_xmpp_account_set_password (TerrXmppAccount *self,
                                                      const char      *password);
/* Connect to @host:@port instead of looking the domain's server up (a
 * server without SRV records, the tests).  Before connecting. */
void                  terr_xmpp_account_set_server   (TerrXmppAccount *self,
                                                      const char      *host,
                                                      guint16          port);
/* The first and the longest wait before connecting again (ms). */
void                  terr_xmpp_account_set_retry_delays (TerrXmppAccount *self,
                                                          guint            first_ms,
                                                          guint            longest_ms);
void                  terr_xmpp_account_connect      (TerrXmppAccount *self);
void                  terr_xmpp_account_disconnect   (TerrXmppAccount *self);

const char           *terr_xmpp_account_get_address  (TerrXmppAccount *self);
/* The full address the server bound ("ann@example.org/abc"), or NULL. */
const char           *terr_xmpp_account_get_bound_address (TerrXmppAccount *self);
TerrXmppAccountState  terr_xmpp_account_get_state    (TerrXmppAccount *self);
const GError         *terr_xmpp_account_get_error    (TerrXmppAccount *self);
/* How many times the account has come online (the first time included). */
guint                 terr_xmpp_account_get_n_connects (TerrXmppAccount *self);

/* Write every stanza this account receives, in the order it arrives, to
 * @stream (NULL: stop): one stanza a line, as libstrophe read it and wrote
 * it out again, with its line breaks as the references &#10; and &#13;.
 * The stanzas are those of the session: the authentication (where the
 * password travels) is over before the first one.  A write that fails
 * stops the trace; terr_xmpp_account_get_trace_error() says why. */
void                  terr_xmpp_account_set_trace    (TerrXmppAccount *self,
                                                      GOutputStream   *stream);
const GError         *terr_xmpp_account_get_trace_error (TerrXmppAccount *self);

/* Send a direct invitation (XEP-0249) to @address for @room. */
void                  terr_xmpp_account_invite       (TerrXmppAccount *self,
                                                      const char      *address,
                                                      const char      *room,
                                                      const char      *reason);

/* The account's rooms service, found by service discovery (XEP-0030;
 * src/net/terr-xmpp-disco.c): the first item of the domain's disco#items
 * whose disco#info has the identity "conference" of type "text" and the
 * feature http://jabber.org/protocol/muc ("rooms.example.org").  Waits for
 * the account to come online (connect it, before or after), at most the
 * discovery timeout from the call (20 s unless set); cancellable.  The
 * answer, or that there is none, is kept for as long as the connection
 * lasts.  Errors: TERR_ROOM_ERROR_NO_SERVICE (the server has none),
 * TERR_ROOM_ERROR_UNREACHABLE (no answer in time), the account's error
 * when it fails, G_IO_ERROR_CANCELLED. */
void                  terr_xmpp_account_find_rooms_service (TerrXmppAccount     *self,
                                                            GCancellable        *cancellable,
                                                            GAsyncReadyCallback  callback,
                                                            gpointer             user_data);
char                 *terr_xmpp_account_find_rooms_service_finish (TerrXmppAccount  *self,
                                                                   GAsyncResult     *result,
                                                                   GError          **error);
/* The rooms service found on this connection, or NULL (none found yet,
 * or the server has none). */
const char           *terr_xmpp_account_get_rooms_service (TerrXmppAccount *self);
void                  terr_xmpp_account_set_discovery_timeout (TerrXmppAccount *self,
                                                               guint            timeout_ms);

/* TRUE when @host is the one server whose certificate is not checked. */
gboolean              terr_xmpp_host_is_exempt       (const char *host);

G_END_DECLS
