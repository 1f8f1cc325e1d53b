/* terr-xmpp-source.c — libstrophe's event loop inside a GLib main context.
 *
 * libstrophe has no loop of its own to hand over, only xmpp_run_once(),
 * which writes what is queued, reads what the socket holds and fires its
 * timed handlers.  This source watches the connection's socket (libstrophe
 * tells its number through the sockopt callback) and runs xmpp_run_once
 * with no wait when it is readable, writable while something waits to be
 * written, or when woken after a send; a slow tick (every 100 ms) fires
 * libstrophe's timers and reads what TLS may have kept decrypted.  So a
 * stanza is handled as soon as its bytes arrive, in the context the
 * account was made in.
 */
#include "terr-xmpp-private.h"

#define TICK_US (100 * 1000)
/* xmpp_run_once reads at most 4 KiB; a TLS record is up to 16 KiB. */
#define RUNS_WHEN_READABLE 8

struct _TerrXmppSource
{
  GSource      base;
  xmpp_ctx_t  *ctx;
  xmpp_conn_t *conn;
  gpointer     fd_tag;
  GIOCondition events;
};

static gboolean
terr_xmpp_source_prepare (GSource *source,
                          int     *timeout)
{
  TerrXmppSource *self = (TerrXmppSource *) source;

  *timeout = -1;
  if (self->conn != NULL && self->fd_tag != NULL)
    {
      GIOCondition cond = G_IO_IN | G_IO_HUP | G_IO_ERR;

      if (xmpp_conn_is_connecting (self->conn)
          || xmpp_conn_send_queue_len (self->conn) > 0)
        cond |= G_IO_OUT;
      /* Only on a change: modifying wakes the context up. */
      if (cond != self->events)
        {
          self->events = cond;
          g_source_modify_unix_fd (source, self->fd_tag, cond);
        }
    }
  return FALSE;
}

static gboolean
terr_xmpp_source_dispatch (GSource     *source,
                           GSourceFunc  callback,
                           gpointer     user_data)
{
  TerrXmppSource *self = (TerrXmppSource *) source;
  GIOCondition revents = 0;
  guint runs = 1;

  if (self->fd_tag != NULL)
    revents = g_source_query_unix_fd (source, self->fd_tag);
  if (revents & (G_IO_IN | G_IO_HUP | G_IO_ERR))
    runs = RUNS_WHEN_READABLE;
  if (revents & G_IO_NVAL)
    {
      /* The socket was closed under us: forget it. */
      g_source_remove_unix_fd (source, self->fd_tag);
      self->fd_tag = NULL;
    }

  g_source_set_ready_time (source, self->conn != NULL
                           ? g_source_get_time (source) + TICK_US : -1);

  /* The account's callback keeps itself alive and runs the loop. */
  for (guint i = 0; i < runs; i++)
    if (callback == NULL || !callback (user_data))
      break;
  return G_SOURCE_CONTINUE;
}

static GSourceFuncs terr_xmpp_source_funcs = {
  .prepare = terr_xmpp_source_prepare,
  .dispatch = terr_xmpp_source_dispatch,
};

TerrXmppSource *
terr_xmpp_source_new (xmpp_ctx_t   *ctx,
                      GMainContext *context)
{
  GSource *source = g_source_new (&terr_xmpp_source_funcs, sizeof (TerrXmppSource));
  TerrXmppSource *self = (TerrXmppSource *) source;

  self->ctx = ctx;
  g_source_set_static_name (source, "[terraces] xmpp");
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_attach (source, context);
  return self;
}

void
terr_xmpp_source_free (TerrXmppSource *self)
{
  if (self == NULL)
    return;
  g_source_destroy ((GSource *) self);
  g_source_unref ((GSource *) self);
}

void
terr_xmpp_source_set_conn (TerrXmppSource *self,
                           xmpp_conn_t    *conn)
{
  self->conn = conn;
  if (conn == NULL)
    terr_xmpp_source_set_fd (self, -1);
  g_source_set_ready_time ((GSource *) self, conn != NULL ? 0 : -1);
}

void
terr_xmpp_source_set_fd (TerrXmppSource *self,
                         int             fd)
{
  GSource *source = (GSource *) self;

  if (self->fd_tag != NULL)
    g_source_remove_unix_fd (source, self->fd_tag);
  self->events = G_IO_IN | G_IO_OUT | G_IO_HUP | G_IO_ERR;
  self->fd_tag = fd >= 0 ? g_source_add_unix_fd (source, fd, self->events) : NULL;
}

void
terr_xmpp_source_wake (TerrXmppSource *self)
{
  if (self->conn != NULL)
    g_source_set_ready_time ((GSource *) self, 0);
}
