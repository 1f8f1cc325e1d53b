/* terr-xmpp-account.c — one XMPP account, connected with libstrophe. */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "terr-xmpp-private.h"

struct _TerrXmppAccount
{
  GObject               parent_instance;

  char                 *address;      /* bare */
  char                 *domain;
  char                 *password;
  char                 *host;         /* NULL: look the domain up */
  guint16               port;
  guint                 first_delay_ms;
  guint                 longest_delay_ms;

  GMainContext         *context;
  xmpp_ctx_t           *ctx;
  xmpp_log_t            log;
  TerrXmppSource       *source;
  xmpp_conn_t          *conn;
  xmpp_conn_t          *dead_conn;    /* released from an idle, never inside its own callback */
  guint                 release_id;
  guint                 retry_id;
  GCancellable         *resolving;    /* looking the server up */
  guint                 delay_ms;

  TerrXmppAccountState  state;
  GError               *error;
  char                 *bound;
  guint                 n_connects;
  gboolean              was_online;   /* since the last connect(): retry on a loss */
  gboolean              cert_failed;
  gboolean              tcp_up;       /* this connection reached the server */
  gboolean              secured;      /* and made TLS with it */
  char                 *log_area;     /* libstrophe's last error, to tell causes apart */

  GPtrArray            *rooms;        /* TerrXmppRoom, not owned */
  TerrXmppDisco        *disco;        /* finding the rooms service */

  GOutputStream        *trace;        /* every stanza received, or NULL */
  GError               *trace_error;  /* why the trace stopped */
};

G_DEFINE_FINAL_TYPE (TerrXmppAccount, terr_xmpp_account, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ADDRESS,
  PROP_STATE,
  PROP_ERROR,
  N_PROPS
};

enum {
  INVITATION_RECEIVED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void start_connection (TerrXmppAccount *self);

/* ---- helpers shared with the rooms ------------------------------------ */

xmpp_stanza_t *
terr_xmpp_stanza_child (xmpp_stanza_t *stanza,
                        const char    *name,
                        const char    *ns)
{
  for (xmpp_stanza_t *c = xmpp_stanza_get_children (stanza); c != NULL; c = xmpp_stanza_get_next (c))
    {
      if (!xmpp_stanza_is_tag (c))
        continue;
      if (name != NULL && g_strcmp0 (xmpp_stanza_get_name (c), name) != 0)
        continue;
      if (ns != NULL && g_strcmp0 (xmpp_stanza_get_ns (c), ns) != 0)
        continue;
      return c;
    }
  return NULL;
}

char *
terr_xmpp_bare (const char *jid)
{
  const char *slash;

  if (jid == NULL)
    return NULL;
  slash = strchr (jid, '/');
  return slash != NULL ? g_ascii_strdown (jid, slash - jid) : g_ascii_strdown (jid, -1);
}

char *
terr_xmpp_resource (const char *jid)
{
  const char *slash = jid != NULL ? strchr (jid, '/') : NULL;

  return slash != NULL ? g_strdup (slash + 1) : NULL;
}

/* The error of an error stanza, in words, for @what ("the room"). */
GError *
terr_xmpp_stanza_error (xmpp_stanza_t *stanza,
                        const char    *what)
{
  xmpp_stanza_t *error = terr_xmpp_stanza_child (stanza, "error", NULL);
  const char *condition = "undefined-condition";

  if (error != NULL)
    for (xmpp_stanza_t *c = xmpp_stanza_get_children (error); c != NULL; c = xmpp_stanza_get_next (c))
      if (xmpp_stanza_is_tag (c) && g_strcmp0 (xmpp_stanza_get_ns (c), XMPP_NS_STANZAS_IETF) == 0
          && g_strcmp0 (xmpp_stanza_get_name (c), "text") != 0)
        {
          condition = xmpp_stanza_get_name (c);
          break;
        }

  if (g_str_equal (condition, "item-not-found") || g_str_equal (condition, "gone")
      || g_str_equal (condition, "remote-server-not-found"))
    return g_error_new (TERR_ROOM_ERROR, TERR_ROOM_ERROR_GONE,
                        _("The room %s does not exist any more."), what);
  if (g_str_equal (condition, "registration-required"))
    return g_error_new (TERR_ROOM_ERROR, TERR_ROOM_ERROR_REFUSED,
                        _("The room %s is for invited players only."), what);
  if (g_str_equal (condition, "forbidden") || g_str_equal (condition, "not-authorized"))
    return g_error_new (TERR_ROOM_ERROR, TERR_ROOM_ERROR_REFUSED,
                        _("The room %s does not let this account in."), what);
  if (g_str_equal (condition, "service-unavailable"))
    return g_error_new (TERR_ROOM_ERROR, TERR_ROOM_ERROR_REFUSED,
                        _("The room %s is full."), what);
  return g_error_new (TERR_ROOM_ERROR, TERR_ROOM_ERROR_PROTOCOL,
                      _("The server refused a request for the room %s (%s)."), what, condition);
}

gboolean
terr_xmpp_host_is_exempt (const char *host)
{
  return g_strcmp0 (host, "127.0.0.1") == 0;
}

/* ---- state ------------------------------------------------------------- */

static void
set_state (TerrXmppAccount      *self,
           TerrXmppAccountState  state,
           GError               *error)   /* taken */
{
  if (error != NULL || self->error != NULL)
    {
      g_clear_error (&self->error);
      self->error = error;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR]);
    }
  if (self->state != state)
    {
      self->state = state;
      terr_xmpp_disco_state_changed (self->disco);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
    }
}

static void
rooms_lost (TerrXmppAccount *self,
            gboolean         failed)
{
  g_autoptr(GPtrArray) rooms = g_ptr_array_copy (self->rooms, (GCopyFunc) g_object_ref, NULL);

  g_ptr_array_set_free_func (rooms, g_object_unref);
  for (guint i = 0; i < rooms->len; i++)
    terr_xmpp_room_lost (g_ptr_array_index (rooms, i), self->error, failed);
}

static void
rooms_online (TerrXmppAccount *self)
{
  g_autoptr(GPtrArray) rooms = g_ptr_array_copy (self->rooms, (GCopyFunc) g_object_ref, NULL);

  g_ptr_array_set_free_func (rooms, g_object_unref);
  for (guint i = 0; i < rooms->len; i++)
    if (self->conn != NULL)
      terr_xmpp_room_online (g_ptr_array_index (rooms, i));
}

/* ---- libstrophe callbacks ------------------------------------------------ */

static void
log_cb (void             *userdata,
        xmpp_log_level_t  level,
        const char       *area,
        const char       *msg)
{
  TerrXmppAccount *self = userdata;

  /* Never pass libstrophe's words on: at debug level they hold what is
   * sent, the password's exchange included.  Only the area of its last
   * error tells an authentication failure from a lost connection. */
  if (level >= XMPP_LEVEL_ERROR || (level == XMPP_LEVEL_WARN && g_strcmp0 (area, "auth") == 0))
    {
      g_free (self->log_area);
      self->log_area = g_strdup (area);
    }
}

/* libstrophe's sockopt and certificate callbacks carry no user data: the
 * account of a connection is found here. */
G_LOCK_DEFINE_STATIC (by_conn);
static GHashTable *by_conn;

static void
remember_conn (xmpp_conn_t     *conn,
               TerrXmppAccount *self)
{
  G_LOCK (by_conn);
  if (by_conn == NULL)
    by_conn = g_hash_table_new (NULL, NULL);
  if (self != NULL)
    g_hash_table_insert (by_conn, conn, self);
  else
    g_hash_table_remove (by_conn, conn);
  G_UNLOCK (by_conn);
}

static TerrXmppAccount *
account_of_conn (xmpp_conn_t *conn)
{
  TerrXmppAccount *self;

  G_LOCK (by_conn);
  self = by_conn != NULL ? g_hash_table_lookup (by_conn, conn) : NULL;
  G_UNLOCK (by_conn);
  return self;
}

static void
release_conn (xmpp_conn_t *conn)
{
  if (conn == NULL)
    return;
  remember_conn (conn, NULL);
  xmpp_conn_release (conn);
}

static int
sockopt_cb (xmpp_conn_t *conn,
            void        *sock)
{
  TerrXmppAccount *self = account_of_conn (conn);

  /* Called for each socket libstrophe makes: watch it. */
  if (self != NULL && conn == self->conn)
    terr_xmpp_source_set_fd (self->source, *(int *) sock);
  return xmpp_sockopt_cb_keepalive (conn, sock);
}

static int
certfail_cb (const xmpp_tlscert_t *cert,
             const char           *errormsg)
{
  TerrXmppAccount *self = account_of_conn (xmpp_tlscert_get_conn (cert));

  /* A certificate libstrophe could not verify: refused, and conn_cb says
   * why. */
  if (self != NULL)
    self->cert_failed = TRUE;
  return 0;
}

static void
handle_invitation (TerrXmppAccount *self,
                   xmpp_stanza_t   *stanza)
{
  xmpp_stanza_t *x = terr_xmpp_stanza_child (stanza, "x", TERR_XMPP_NS_CONFERENCE);
  const char *room, *reason;
  g_autofree char *from = NULL;

  if (x == NULL || g_strcmp0 (xmpp_stanza_get_type (stanza), "error") == 0)
    return;
  room = xmpp_stanza_get_attribute (x, "jid");
  if (room == NULL || strchr (room, '@') == NULL)
    return;
  reason = xmpp_stanza_get_attribute (x, "reason");
  from = terr_xmpp_bare (xmpp_stanza_get_from (stanza));
  g_signal_emit (self, signals[INVITATION_RECEIVED], 0, room, from, reason != NULL ? reason : "");
}

/* Writes @stanza to the trace, one line: as libstrophe read it, written
 * out again, its line breaks as character references.  A write that fails
 * ends the trace. */
static void
trace_stanza (TerrXmppAccount *self,
              xmpp_stanza_t   *stanza)
{
  g_autoptr(GString) line = NULL;
  g_autoptr(GError) error = NULL;
  char *text = NULL;
  size_t len = 0;

  if (self->trace == NULL)
    return;
  if (xmpp_stanza_to_text (stanza, &text, &len) != XMPP_EOK)
    {
      g_set_error_literal (&self->trace_error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           _("A received stanza could not be written to the trace."));
      g_clear_object (&self->trace);
      return;
    }
  line = g_string_new_len (text, (gssize) len);
  xmpp_free (self->ctx, text);
  g_string_replace (line, "\r", "&#13;", 0);
  g_string_replace (line, "\n", "&#10;", 0);
  g_string_append_c (line, '\n');
  if (!g_output_stream_write_all (self->trace, line->str, line->len, NULL, NULL, &error)
      || !g_output_stream_flush (self->trace, NULL, &error))
    {
      self->trace_error = g_steal_pointer (&error);
      g_clear_object (&self->trace);
    }
}

/* A stanza from a room's address goes to that room; a message with a
 * direct invitation is one. */
static int
stanza_cb (xmpp_conn_t   *conn,
           xmpp_stanza_t *stanza,
           void          *userdata)
{
  TerrXmppAccount *self = userdata;
  g_autofree char *from = terr_xmpp_bare (xmpp_stanza_get_from (stanza));
  g_autoptr(GPtrArray) rooms = NULL;

  trace_stanza (self, stanza);
  if (from == NULL)
    return 1;
  if (g_strcmp0 (xmpp_stanza_get_name (stanza), "message") == 0
      && terr_xmpp_stanza_child (stanza, "x", TERR_XMPP_NS_CONFERENCE) != NULL)
    {
      handle_invitation (self, stanza);
      return 1;
    }
  if (terr_xmpp_disco_handle_stanza (self->disco, stanza))
    return 1;
  rooms = g_ptr_array_copy (self->rooms, (GCopyFunc) g_object_ref, NULL);
  g_ptr_array_set_free_func (rooms, g_object_unref);
  for (guint i = 0; i < rooms->len; i++)
    {
      TerrXmppRoom *room = g_ptr_array_index (rooms, i);

      if (g_strcmp0 (terr_xmpp_room_get_bare (room), from) == 0
          && terr_xmpp_room_handle_stanza (room, stanza))
        break;
    }
  return 1;
}

static gboolean
release_dead_conn_cb (gpointer data)
{
  TerrXmppAccount *self = data;

  self->release_id = 0;
  release_conn (g_steal_pointer (&self->dead_conn));
  return G_SOURCE_REMOVE;
}

/* Forget the connection now; release it from an idle, never inside one
 * of its own callbacks. */
static void
drop_conn (TerrXmppAccount *self)
{
  if (self->conn == NULL)
    return;
  terr_xmpp_source_set_conn (self->source, NULL);
  release_conn (self->dead_conn);
  self->dead_conn = g_steal_pointer (&self->conn);
  if (self->release_id == 0)
    {
      GSource *idle = g_idle_source_new ();

      g_source_set_callback (idle, release_dead_conn_cb, self, NULL);
      g_source_set_static_name (idle, "[terraces] xmpp release");
      self->release_id = g_source_attach (idle, self->context);
      g_source_unref (idle);
    }
  g_clear_pointer (&self->bound, g_free);
}

static gboolean
retry_cb (gpointer data)
{
  TerrXmppAccount *self = data;

  self->retry_id = 0;
  start_connection (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_retry (TerrXmppAccount *self)
{
  GSource *source;

  /* Wait, then double the wait, up to the longest. */
  if (self->delay_ms == 0)
    self->delay_ms = self->first_delay_ms;
  else
    self->delay_ms = MIN (self->delay_ms * 2, self->longest_delay_ms);
  source = g_timeout_source_new (self->delay_ms);
  g_source_set_callback (source, retry_cb, self, NULL);
  g_source_set_static_name (source, "[terraces] xmpp retry");
  self->retry_id = g_source_attach (source, self->context);
  g_source_unref (source);
}

/* Why a connection that never came online failed, in words. */
static GError *
connect_error (TerrXmppAccount *self,
               int              error,
               xmpp_stream_error_t *stream_error)
{
  const char *server = self->host != NULL ? self->host : self->domain;

  if (self->cert_failed || (self->tcp_up && !self->secured && !terr_xmpp_host_is_exempt (self->host)
                            && g_strcmp0 (self->log_area, "auth") != 0))
    return g_error_new (TERR_ROOM_ERROR, TERR_ROOM_ERROR_TLS,
                        _("The server %s did not prove who it is: its certificate is not trusted, "
                          "or it offers no secure connection."),
                        server);
  if (stream_error != NULL && stream_error->type == XMPP_SE_NOT_AUTHORIZED)
    return g_error_new (TERR_ROOM_ERROR, TERR_ROOM_ERROR_AUTH,
                        _("The server %s refused the address %s or its password."),
                        server, self->address);
  if (g_strcmp0 (self->log_area, "auth") == 0 || g_strcmp0 (self->log_area, "sasl") == 0)
    return g_error_new (TERR_ROOM_ERROR, TERR_ROOM_ERROR_AUTH,
                        _("The server %s refused the address %s or its password."),
                        server, self->address);
  if (error != 0)
    return g_error_new (TERR_ROOM_ERROR, TERR_ROOM_ERROR_UNREACHABLE,
                        _("The server %s cannot be reached (%s)."), server, g_strerror (error));
  return g_error_new (TERR_ROOM_ERROR, TERR_ROOM_ERROR_UNREACHABLE,
                      _("The server %s cannot be reached."), server);
}

static void
connection_lost (TerrXmppAccount *self,
                 GError          *why)   /* taken */
{
  gboolean auth_or_tls = why->code == TERR_ROOM_ERROR_AUTH || why->code == TERR_ROOM_ERROR_TLS;
  gboolean was_connected = self->state == TERR_XMPP_ACCOUNT_ONLINE;

  if (was_connected && !auth_or_tls)
    {
      g_clear_error (&why);
      why = g_error_new (TERR_ROOM_ERROR, TERR_ROOM_ERROR_UNREACHABLE,
                         _("The connection to %s was lost; connecting again."),
                         self->host != NULL ? self->host : self->domain);
    }

  drop_conn (self);
  if (self->was_online && !auth_or_tls)
    {
      set_state (self, TERR_XMPP_ACCOUNT_OFFLINE, why);
      rooms_lost (self, FALSE);
      schedule_retry (self);
    }
  else
    {
      set_state (self, TERR_XMPP_ACCOUNT_FAILED, why);
      rooms_lost (self, TRUE);
    }
}

static void
conn_cb (xmpp_conn_t         *conn,
         xmpp_conn_event_t    status,
         int                  error,
         xmpp_stream_error_t *stream_error,
         void                *userdata)
{
  TerrXmppAccount *self = userdata;

  if (conn != self->conn)
    return;

  if (status == XMPP_CONN_CONNECT)
    {
      g_autoptr(xmpp_stanza_t) presence = NULL;

      g_clear_pointer (&self->bound, g_free);
      self->bound = g_strdup (xmpp_conn_get_bound_jid (conn));
      self->delay_ms = 0;
      self->was_online = TRUE;
      self->n_connects++;
      g_clear_pointer (&self->log_area, g_free);

      /* One handler: libstrophe keeps one per function. */
      xmpp_handler_add (conn, stanza_cb, NULL, NULL, NULL, self);

      /* Available, so that the server hands us what waited (invitations). */
      presence = xmpp_presence_new (self->ctx);
      xmpp_send (conn, presence);
      terr_xmpp_source_wake (self->source);

      set_state (self, TERR_XMPP_ACCOUNT_ONLINE, NULL);
      rooms_online (self);
      return;
    }

  if (status != XMPP_CONN_DISCONNECT && status != XMPP_CONN_FAIL)
    return;

  /* Lost or failed: drop this connection (from an idle, not inside its
   * own callback) and decide whether to try again. */
  connection_lost (self, connect_error (self, error, stream_error));
}

/* ---- connecting ------------------------------------------------------------ */

static gboolean
run_once_cb (gpointer data)
{
  TerrXmppAccount *self = g_object_ref (data);
  gboolean more;

  /* Anything a handler does (even dropping the last reference to the
   * account) waits until libstrophe has returned. */
  xmpp_run_once (self->ctx, 0);
  /* What the connection reached, to tell why it may fail. */
  if (self->conn != NULL && xmpp_conn_is_connected (self->conn))
    self->tcp_up = TRUE;
  if (self->conn != NULL && xmpp_conn_is_secured (self->conn))
    self->secured = TRUE;
  more = self->conn != NULL;
  g_object_unref (self);
  return more;
}

/* Connect libstrophe to @ip (an address, never a name: libstrophe would
 * look it up and block the main loop) and @port. */
static void
connect_to (TerrXmppAccount *self,
            const char      *ip,
            guint16          port)
{
  xmpp_conn_t *conn;
  long flags;
  int rc;

  g_assert (self->conn == NULL);

  self->cert_failed = FALSE;
  self->tcp_up = FALSE;
  self->secured = FALSE;
  g_clear_pointer (&self->log_area, g_free);
  conn = xmpp_conn_new (self->ctx);
  xmpp_conn_set_jid (conn, self->address);
  xmpp_conn_set_pass (conn, self->password);
  /* TLS always, and verified (for the account's domain) — except at
   * 127.0.0.1 given as the server, this computer. */
  if (terr_xmpp_host_is_exempt (self->host))
    flags = XMPP_CONN_FLAG_TRUST_TLS;
  else
    flags = XMPP_CONN_FLAG_MANDATORY_TLS;
  xmpp_conn_set_flags (conn, flags);
  xmpp_conn_set_certfail_handler (conn, certfail_cb);
  xmpp_conn_set_sockopt_callback (conn, sockopt_cb);

  self->conn = conn;
  remember_conn (conn, self);
  terr_xmpp_source_set_conn (self->source, conn);

  rc = xmpp_connect_client (conn, ip, port, conn_cb, self);
  if (rc != XMPP_EOK && self->conn == conn)
    conn_cb (conn, XMPP_CONN_FAIL, ECONNREFUSED, NULL, self);
}

typedef struct
{
  TerrXmppAccount *self;
  char            *name;
  guint16          port;
} Lookup;

static void
lookup_free (Lookup *lookup)
{
  g_object_unref (lookup->self);
  g_free (lookup->name);
  g_free (lookup);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Lookup, lookup_free)

static void
name_resolved_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      data)
{
  g_autoptr(Lookup) lookup = data;
  TerrXmppAccount *self = lookup->self;
  g_autoptr(GError) error = NULL;
  GList *addresses = g_resolver_lookup_by_name_finish (G_RESOLVER (object), result, &error);
  GInetAddress *chosen = NULL;
  g_autofree char *ip = NULL;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->resolving);
  if (addresses == NULL)
    {
      connection_lost (self, g_error_new (TERR_ROOM_ERROR, TERR_ROOM_ERROR_UNREACHABLE,
                                          _("The server %s cannot be reached (%s)."),
                                          lookup->name, error->message));
      return;
    }
  /* IPv4 first: a server on this computer often listens there only. */
  for (GList *l = addresses; l != NULL && chosen == NULL; l = l->next)
    if (g_inet_address_get_family (l->data) == G_SOCKET_FAMILY_IPV4)
      chosen = l->data;
  if (chosen == NULL)
    chosen = addresses->data;
  ip = g_inet_address_to_string (chosen);
  g_resolver_free_addresses (addresses);
  connect_to (self, ip, lookup->port);
}

static void
resolve_name (Lookup *lookup)   /* taken */
{
  TerrXmppAccount *self = lookup->self;

  if (g_hostname_is_ip_address (lookup->name))
    {
      g_clear_object (&self->resolving);
      connect_to (self, lookup->name, lookup->port);
      lookup_free (lookup);
      return;
    }
  g_resolver_lookup_by_name_async (g_resolver_get_default (), lookup->name, self->resolving,
                                   name_resolved_cb, lookup);
}

/* The domain's server (SRV "xmpp-client"), else the domain itself. */
static void
service_resolved_cb (GObject      *object,
                     GAsyncResult *result,
                     gpointer      data)
{
  Lookup *lookup = data;
  g_autoptr(GError) error = NULL;
  GList *targets = g_resolver_lookup_service_finish (G_RESOLVER (object), result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      lookup_free (lookup);
      return;
    }
  if (targets != NULL)
    {
      g_free (lookup->name);
      lookup->name = g_strdup (g_srv_target_get_hostname (targets->data));
      lookup->port = g_srv_target_get_port (targets->data);
      g_resolver_free_targets (targets);
    }
  resolve_name (lookup);
}

static void
start_connection (TerrXmppAccount *self)
{
  Lookup *lookup = g_new0 (Lookup, 1);

  g_assert (self->conn == NULL && self->resolving == NULL);

  set_state (self, TERR_XMPP_ACCOUNT_CONNECTING, NULL);
  /* Names are looked up by GIO, off the main loop. */
  self->resolving = g_cancellable_new ();
  lookup->self = g_object_ref (self);
  if (self->host != NULL)
    {
      lookup->name = g_strdup (self->host);
      lookup->port = self->port != 0 ? self->port : 5222;
      resolve_name (lookup);
      return;
    }
  lookup->name = g_strdup (self->domain);
  lookup->port = 5222;
  g_resolver_lookup_service_async (g_resolver_get_default (), "xmpp-client", "tcp", self->domain,
                                   self->resolving, service_resolved_cb, lookup);
}

/* ---- the object ---------------------------------------------------------- */

static void
terr_xmpp_account_dispose (GObject *object)
{
  TerrXmppAccount *self = TERR_XMPP_ACCOUNT (object);

  g_clear_handle_id (&self->retry_id, g_source_remove);
  g_clear_handle_id (&self->release_id, g_source_remove);
  if (self->resolving != NULL)
    {
      g_cancellable_cancel (self->resolving);
      g_clear_object (&self->resolving);
    }
  if (self->conn != NULL)
    {
      xmpp_conn_t *conn = g_steal_pointer (&self->conn);

      terr_xmpp_source_set_conn (self->source, NULL);
      release_conn (conn);
    }
  release_conn (g_steal_pointer (&self->dead_conn));
  g_clear_pointer (&self->source, terr_xmpp_source_free);

  G_OBJECT_CLASS (terr_xmpp_account_parent_class)->dispose (object);
}

static void
terr_xmpp_account_finalize (GObject *object)
{
  TerrXmppAccount *self = TERR_XMPP_ACCOUNT (object);

  g_clear_pointer (&self->ctx, xmpp_ctx_free);
  g_clear_pointer (&self->context, g_main_context_unref);
  g_clear_pointer (&self->address, g_free);
  g_clear_pointer (&self->domain, g_free);
  if (self->password != NULL)
    memset (self->password, 0, strlen (self->password));
  g_clear_pointer (&self->password, g_free);
  g_clear_pointer (&self->host, g_free);
  g_clear_pointer (&self->bound, g_free);
  g_clear_pointer (&self->log_area, g_free);
  g_clear_error (&self->error);
  g_clear_pointer (&self->rooms, g_ptr_array_unref);
  g_clear_pointer (&self->disco, terr_xmpp_disco_free);
  g_clear_object (&self->trace);
  g_clear_error (&self->trace_error);

  G_OBJECT_CLASS (terr_xmpp_account_parent_class)->finalize (object);
}

static void
terr_xmpp_account_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TerrXmppAccount *self = TERR_XMPP_ACCOUNT (object);

  switch (prop_id)
    {
    case PROP_ADDRESS:
      g_value_set_string (value, self->address);
      break;
    case PROP_STATE:
      g_value_set_int (value, self->state);
      break;
    case PROP_ERROR:
      g_value_set_boxed (value, self->error);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_xmpp_account_class_init (TerrXmppAccountClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = terr_xmpp_account_dispose;
  object_class->finalize = terr_xmpp_account_finalize;
  object_class->get_property = terr_xmpp_account_get_property;

  properties[PROP_ADDRESS] =
    g_param_spec_string ("address", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATE] =
    g_param_spec_int ("state", NULL, NULL,
                      TERR_XMPP_ACCOUNT_OFFLINE, TERR_XMPP_ACCOUNT_FAILED, TERR_XMPP_ACCOUNT_OFFLINE,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ERROR] =
    g_param_spec_boxed ("error", NULL, NULL, G_TYPE_ERROR,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[INVITATION_RECEIVED] =
    g_signal_new ("invitation-received", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                  G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING);
}

static void
terr_xmpp_account_init (TerrXmppAccount *self)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      xmpp_initialize ();
      g_once_init_leave (&initialized, 1);
    }

  self->first_delay_ms = 1000;
  self->longest_delay_ms = 30000;
  self->rooms = g_ptr_array_new ();
  self->disco = terr_xmpp_disco_new (self);
  self->context = g_main_context_ref_thread_default ();
  self->log.handler = log_cb;
  self->log.userdata = self;
  self->ctx = xmpp_ctx_new (NULL, &self->log);
  self->source = terr_xmpp_source_new (self->ctx, self->context);
  g_source_set_callback ((GSource *) self->source, run_once_cb, self, NULL);
}

TerrXmppAccount *
terr_xmpp_account_new (const char  *address,
                       const char  *password,
                       GError     **error)
{
  TerrXmppAccount *self;
  g_autofree char *bare = NULL;
  const char *at;

  g_return_val_if_fail (address != NULL, NULL);
  g_return_val_if_fail (password != NULL, NULL);

  bare = terr_xmpp_bare (address);
  at = strchr (bare, '@');
  if (at == NULL || at == bare || at[1] == '\0' || strchr (at + 1, '@') != NULL
      || strpbrk (bare, " \t\r\n\"&'<>") != NULL || !g_utf8_validate (bare, -1, NULL))
    {
      g_set_error (error, TERR_ROOM_ERROR, TERR_ROOM_ERROR_AUTH,
                   _("“%s” is not an address of the form name@server."), address);
      return NULL;
    }

  self = g_object_new (TERR_TYPE_XMPP_ACCOUNT, NULL);
  self->address = g_steal_pointer (&bare);
  self->domain = g_strdup (strchr (self->address, '@') + 1);
  self->password = g_strdup (password);
  return self;
}

void
terr_xmpp_account_set_password (TerrXmppAccount *self,
                                const char      *password)
{
  g_return_if_fail (TERR_IS_XMPP_ACCOUNT (self));
  g_return_if_fail (password != NULL);

  if (self->password != NULL)
    memset (self->password, 0, strlen (self->password));
  g_free (self->password);
  self->password = g_strdup (password);
}

void
terr_xmpp_account_set_server (TerrXmppAccount *self,
                              const char      *host,
                              guint16          port)
{
  g_return_if_fail (TERR_IS_XMPP_ACCOUNT (self));

  g_free (self->host);
  self->host = g_strdup (host);
  self->port = port;
}

void
terr_xmpp_account_set_retry_delays (TerrXmppAccount *self,
                                    guint            first_ms,
                                    guint            longest_ms)
{
  g_return_if_fail (TERR_IS_XMPP_ACCOUNT (self));
  g_return_if_fail (first_ms > 0 && longest_ms >= first_ms);

  self->first_delay_ms = first_ms;
  self->longest_delay_ms = longest_ms;
}

void
terr_xmpp_account_connect (TerrXmppAccount *self)
{
  g_return_if_fail (TERR_IS_XMPP_ACCOUNT (self));

  if (self->conn != NULL || self->resolving != NULL)
    return;
  g_clear_handle_id (&self->retry_id, g_source_remove);
  self->delay_ms = 0;
  self->was_online = FALSE;
  start_connection (self);
}

void
terr_xmpp_account_disconnect (TerrXmppAccount *self)
{
  g_return_if_fail (TERR_IS_XMPP_ACCOUNT (self));

  g_clear_handle_id (&self->retry_id, g_source_remove);
  self->was_online = FALSE;
  if (self->resolving != NULL)
    {
      g_cancellable_cancel (self->resolving);
      g_clear_object (&self->resolving);
    }
  if (self->conn != NULL)
    {
      xmpp_disconnect (self->conn);
      xmpp_run_once (self->ctx, 0);
      drop_conn (self);
    }
  set_state (self, TERR_XMPP_ACCOUNT_OFFLINE, NULL);
  rooms_lost (self, FALSE);
}

const char *
terr_xmpp_account_get_address (TerrXmppAccount *self)
{
  g_return_val_if_fail (TERR_IS_XMPP_ACCOUNT (self), NULL);
  return self->address;
}

const char *
terr_xmpp_account_get_bound_address (TerrXmppAccount *self)
{
  g_return_val_if_fail (TERR_IS_XMPP_ACCOUNT (self), NULL);
  return self->bound;
}

TerrXmppAccountState
terr_xmpp_account_get_state (TerrXmppAccount *self)
{
  g_return_val_if_fail (TERR_IS_XMPP_ACCOUNT (self), TERR_XMPP_ACCOUNT_OFFLINE);
  return self->state;
}

const GError *
terr_xmpp_account_get_error (TerrXmppAccount *self)
{
  g_return_val_if_fail (TERR_IS_XMPP_ACCOUNT (self), NULL);
  return self->error;
}

guint
terr_xmpp_account_get_n_connects (TerrXmppAccount *self)
{
  g_return_val_if_fail (TERR_IS_XMPP_ACCOUNT (self), 0);
  return self->n_connects;
}

void
terr_xmpp_account_set_trace (TerrXmppAccount *self,
                             GOutputStream   *stream)
{
  g_return_if_fail (TERR_IS_XMPP_ACCOUNT (self));
  g_return_if_fail (stream == NULL || G_IS_OUTPUT_STREAM (stream));

  g_set_object (&self->trace, stream);
  g_clear_error (&self->trace_error);
}

const GError *
terr_xmpp_account_get_trace_error (TerrXmppAccount *self)
{
  g_return_val_if_fail (TERR_IS_XMPP_ACCOUNT (self), NULL);
  return self->trace_error;
}

void
terr_xmpp_account_invite (TerrXmppAccount *self,
                          const char      *address,
                          const char      *room,
                          const char      *reason)
{
  xmpp_stanza_t *message, *x;

  g_return_if_fail (TERR_IS_XMPP_ACCOUNT (self));
  g_return_if_fail (address != NULL && room != NULL);

  if (self->conn == NULL)
    return;
  message = xmpp_message_new (self->ctx, NULL, address, NULL);
  x = xmpp_stanza_new (self->ctx);
  xmpp_stanza_set_name (x, "x");
  xmpp_stanza_set_ns (x, TERR_XMPP_NS_CONFERENCE);
  xmpp_stanza_set_attribute (x, "jid", room);
  if (reason != NULL && *reason != '\0')
    xmpp_stanza_set_attribute (x, "reason", reason);
  xmpp_stanza_add_child_ex (message, x, 0);
  terr_xmpp_account_send_stanza (self, message);
  xmpp_stanza_release (message);
}

/* ---- for the rooms ------------------------------------------------------- */

xmpp_ctx_t *
terr_xmpp_account_get_ctx (TerrXmppAccount *self)
{
  return self->ctx;
}

xmpp_conn_t *
terr_xmpp_account_get_conn (TerrXmppAccount *self)
{
  return self->state == TERR_XMPP_ACCOUNT_ONLINE ? self->conn : NULL;
}

void
terr_xmpp_account_send_stanza (TerrXmppAccount *self,
                               xmpp_stanza_t   *stanza)
{
  if (self->conn == NULL || self->state != TERR_XMPP_ACCOUNT_ONLINE)
    return;
  xmpp_send (self->conn, stanza);
  terr_xmpp_source_wake (self->source);
}

char *
terr_xmpp_account_new_id (TerrXmppAccount *self)
{
  g_autofree char *uuid = g_uuid_string_random ();

  /* Unique beyond this program's life: a payload sent again after a
   * restart is told from one of the room's history by its id. */
  return g_strdup_printf ("terr-%s", uuid);
}

TerrXmppDisco *
terr_xmpp_account_get_disco (TerrXmppAccount *self)
{
  return self->disco;
}

const char *
terr_xmpp_account_get_domain (TerrXmppAccount *self)
{
  return self->domain;
}

GMainContext *
terr_xmpp_account_get_context (TerrXmppAccount *self)
{
  return self->context;
}

void
terr_xmpp_account_add_room (TerrXmppAccount *self,
                            TerrXmppRoom    *room)
{
  g_ptr_array_add (self->rooms, room);
}

void
terr_xmpp_account_remove_room (TerrXmppAccount *self,
                               TerrXmppRoom    *room)
{
  g_ptr_array_remove (self->rooms, room);
}
