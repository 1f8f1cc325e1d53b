/* terr-xmpp-private.h — what the account, its event source and its rooms
 * share (src/net only). */
#pragma once

#include <strophe.h>

#include "terr-xmpp-account.h"
#include "terr-xmpp-room.h"

G_BEGIN_DECLS

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmpp_stanza_t, xmpp_stanza_release)

#define TERR_XMPP_NS_MUC        "http://jabber.org/protocol/muc"
#define TERR_XMPP_NS_MUC_USER   "http://jabber.org/protocol/muc#user"
#define TERR_XMPP_NS_MUC_OWNER  "http://jabber.org/protocol/muc#owner"
#define TERR_XMPP_NS_MUC_ADMIN  "http://jabber.org/protocol/muc#admin"
#define TERR_XMPP_NS_CONFERENCE "jabber:x:conference"
#define TERR_XMPP_NS_DELAY      "urn:xmpp:delay"
#define TERR_XMPP_NS_DATA       "jabber:x:data"

/* The account's event source: libstrophe's loop run from a GSource on the
 * connection's socket (terr-xmpp-source.c). */
typedef struct _TerrXmppSource TerrXmppSource;
TerrXmppSource *terr_xmpp_source_new        (xmpp_ctx_t     *ctx,
                                             GMainContext   *context);
void            terr_xmpp_source_free       (TerrXmppSource *source);
void            terr_xmpp_source_set_conn   (TerrXmppSource *source,
                                             xmpp_conn_t    *conn);
/* The socket libstrophe made (its sockopt callback tells it), or -1. */
void            terr_xmpp_source_set_fd     (TerrXmppSource *source,
                                             int             fd);
/* Run libstrophe's loop soon: something was queued to send. */
void            terr_xmpp_source_wake       (TerrXmppSource *source);

/* For rooms: the connection while online (else NULL), sending. */
xmpp_ctx_t     *terr_xmpp_account_get_ctx   (TerrXmppAccount *self);
xmpp_conn_t    *terr_xmpp_account_get_conn  (TerrXmppAccount *self);
void            terr_xmpp_account_send_stanza (TerrXmppAccount *self,
                                               xmpp_stanza_t   *stanza);
char           *terr_xmpp_account_new_id    (TerrXmppAccount *self);
void            terr_xmpp_account_add_room  (TerrXmppAccount *self,
                                             TerrXmppRoom    *room);
void            terr_xmpp_account_remove_room (TerrXmppAccount *self,
                                               TerrXmppRoom    *room);

/* The account's discovery of its rooms service (terr-xmpp-disco.c). */
typedef struct _TerrXmppDisco TerrXmppDisco;
TerrXmppDisco  *terr_xmpp_disco_new         (TerrXmppAccount *account);
void            terr_xmpp_disco_free        (TerrXmppDisco   *disco);
/* An answer to one of its questions: TRUE when @stanza was one. */
gboolean        terr_xmpp_disco_handle_stanza (TerrXmppDisco *disco,
                                               xmpp_stanza_t *stanza);
/* The account's state changed (after the change). */
void            terr_xmpp_disco_state_changed (TerrXmppDisco *disco);
TerrXmppDisco  *terr_xmpp_account_get_disco (TerrXmppAccount *self);
const char     *terr_xmpp_account_get_domain (TerrXmppAccount *self);
GMainContext   *terr_xmpp_account_get_context (TerrXmppAccount *self);

/* For the account: what rooms hear. */
const char     *terr_xmpp_room_get_bare     (TerrXmppRoom    *self);
void            terr_xmpp_room_online       (TerrXmppRoom    *self);
void            terr_xmpp_room_lost         (TerrXmppRoom    *self,
                                             const GError    *error,
                                             gboolean         failed);
/* A stanza from the room's address; TRUE when it was the room's. */
gboolean        terr_xmpp_room_handle_stanza (TerrXmppRoom   *self,
                                              xmpp_stanza_t  *stanza);

/* Small helpers (terr-xmpp-account.c). */
xmpp_stanza_t  *terr_xmpp_stanza_child      (xmpp_stanza_t *stanza,
                                             const char    *name,
                                             const char    *ns);
char           *terr_xmpp_bare              (const char    *jid);
char           *terr_xmpp_resource          (const char    *jid);
GError         *terr_xmpp_stanza_error      (xmpp_stanza_t *stanza,
                                             const char    *what);

G_END_DECLS
