/* terr-xmpp-disco.c — finding an account's rooms service (XEP-0030).
 *
 * A run asks the account's domain for its items (disco#items), then every
 * item at once for what it is (disco#info); the first item in the
 * domain's order that is a multi-user chat service (identity "conference"
 * of type "text" and the feature http://jabber.org/protocol/muc) is the
 * answer, decided as soon as every item before it has said it is not one.
 * The answer, or that there is none, is kept for the connection it was
 * found on (the account's connection count names it).
 *
 * Each caller waits as a Waiter: its own bounded wait from its call, its
 * own cancellable.  One run serves all waiters.  Every result is handed
 * over from an idle of the account's main context, never from inside a
 * libstrophe handler or a change of the account's state, so a caller may
 * do anything with the account in its callback. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "terr-xmpp-private.h"

#define NS_DISCO_INFO  "http://jabber.org/protocol/disco#info"
#define NS_DISCO_ITEMS "http://jabber.org/protocol/disco#items"
/* A server lists a few services; never ask more than this many. */
#define MAX_ITEMS 32
#define DEFAULT_TIMEOUT_MS 20000

typedef enum {
  ITEM_ASKED,
  ITEM_NOT_ROOMS,
  ITEM_ROOMS,
} ItemState;

typedef struct {
  char      *jid;
  char      *id;
  ItemState  state;
} Item;

typedef struct {
  TerrXmppDisco *disco;
  GTask         *task;
  GSource       *cancelled;
  GSource       *timer;
} Waiter;

struct _TerrXmppDisco
{
  TerrXmppAccount *account;        /* owns this */
  guint            timeout_ms;
  GPtrArray       *waiters;        /* Waiter */

  /* The answer found on connection number answer_connect (0: none yet);
   * service NULL there: the server has no rooms service. */
  guint            answer_connect;
  char            *service;

  /* The run on connection number run_connect (0: none). */
  guint            run_connect;
  char            *items_id;
  GArray          *items;          /* Item */
};

/* What a finished waiter hands over. */
typedef struct {
  char   *service;
  GError *error;
} Outcome;

static void
outcome_free (gpointer data)
{
  Outcome *outcome = data;

  g_free (outcome->service);
  g_clear_error (&outcome->error);
  g_free (outcome);
}

static void
item_clear (gpointer data)
{
  Item *item = data;

  g_free (item->jid);
  g_free (item->id);
}

static void
end_run (TerrXmppDisco *disco)
{
  disco->run_connect = 0;
  g_clear_pointer (&disco->items_id, g_free);
  g_array_set_size (disco->items, 0);
}

static gboolean
return_task_cb (gpointer data)
{
  GTask *task = data;
  Outcome *outcome = g_task_get_task_data (task);

  if (outcome->error != NULL)
    g_task_return_error (task, g_steal_pointer (&outcome->error));
  else
    g_task_return_pointer (task, g_steal_pointer (&outcome->service), g_free);
  return G_SOURCE_REMOVE;
}

static void
drop_source (GSource **source)
{
  if (*source == NULL)
    return;
  g_source_destroy (*source);
  g_clear_pointer (source, g_source_unref);
}

/* @waiter is done with @service, or @error (taken): removed from the
 * waiters (and freed) now, its task returned from an idle. */
static void
finish_waiter (Waiter     *waiter,
               const char *service,
               GError     *error)
{
  Outcome *outcome = g_new0 (Outcome, 1);
  GSource *idle = g_idle_source_new ();

  g_assert (service != NULL || error != NULL);

  drop_source (&waiter->cancelled);
  drop_source (&waiter->timer);
  outcome->service = g_strdup (service);
  outcome->error = error;
  g_task_set_task_data (waiter->task, outcome, outcome_free);
  g_source_set_callback (idle, return_task_cb, g_steal_pointer (&waiter->task), g_object_unref);
  g_source_set_static_name (idle, "[terraces] rooms service");
  g_source_attach (idle, terr_xmpp_account_get_context (waiter->disco->account));
  g_source_unref (idle);
  /* Frees @waiter. */
  g_ptr_array_remove (waiter->disco->waiters, waiter);
}

static void
waiter_free (gpointer data)
{
  Waiter *waiter = data;

  drop_source (&waiter->cancelled);
  drop_source (&waiter->timer);
  /* Only when the account goes with waiters left (its dispose run by
   * force): they are told so at once. */
  if (waiter->task != NULL)
    {
      g_task_return_new_error (waiter->task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               _("The account was closed."));
      g_clear_object (&waiter->task);
    }
  g_free (waiter);
}

static GError *
no_service_error (void)
{
  return g_error_new_literal (TERR_ROOM_ERROR, TERR_ROOM_ERROR_NO_SERVICE,
                              _("Your server offers no rooms for games; ask its administrator, "
                                "or give a room address."));
}

/* The run is over: @service (NULL: the server has none) is the answer of
 * its connection, and every waiter is told. */
static void
answer (TerrXmppDisco *disco,
        const char    *service)
{
  disco->answer_connect = disco->run_connect;
  g_free (disco->service);
  disco->service = g_strdup (service);
  end_run (disco);
  while (disco->waiters->len > 0)
    finish_waiter (g_ptr_array_index (disco->waiters, 0), service,
                   service == NULL ? no_service_error () : NULL);
}

static void
send_query (TerrXmppDisco *disco,
            const char    *to,
            const char    *ns,
            const char    *id)
{
  xmpp_ctx_t *ctx = terr_xmpp_account_get_ctx (disco->account);
  g_autoptr(xmpp_stanza_t) iq = xmpp_iq_new (ctx, "get", id);
  g_autoptr(xmpp_stanza_t) query = xmpp_stanza_new (ctx);

  xmpp_stanza_set_to (iq, to);
  xmpp_stanza_set_name (query, "query");
  xmpp_stanza_set_ns (query, ns);
  xmpp_stanza_add_child (iq, query);
  terr_xmpp_account_send_stanza (disco->account, iq);
}

static void
start_run (TerrXmppDisco *disco)
{
  end_run (disco);
  disco->run_connect = terr_xmpp_account_get_n_connects (disco->account);
  disco->items_id = terr_xmpp_account_new_id (disco->account);
  send_query (disco, terr_xmpp_account_get_domain (disco->account), NS_DISCO_ITEMS, disco->items_id);
}

/* The first item that is not ruled out decides, once it has answered. */
static void
decide (TerrXmppDisco *disco)
{
  for (guint i = 0; i < disco->items->len; i++)
    {
      Item *item = &g_array_index (disco->items, Item, i);

      if (item->state == ITEM_ASKED)
        return;
      if (item->state == ITEM_ROOMS)
        {
          g_autofree char *service = g_strdup (item->jid);

          answer (disco, service);
          return;
        }
    }
  answer (disco, NULL);
}

static void
handle_items (TerrXmppDisco *disco,
              xmpp_stanza_t *stanza)
{
  xmpp_stanza_t *query = terr_xmpp_stanza_child (stanza, "query", NS_DISCO_ITEMS);

  /* A server that cannot list its items has no service to offer here. */
  if (g_strcmp0 (xmpp_stanza_get_type (stanza), "result") != 0 || query == NULL)
    {
      answer (disco, NULL);
      return;
    }
  for (xmpp_stanza_t *c = xmpp_stanza_get_children (query);
       c != NULL && disco->items->len < MAX_ITEMS; c = xmpp_stanza_get_next (c))
    {
      const char *jid = xmpp_stanza_is_tag (c) ? xmpp_stanza_get_attribute (c, "jid") : NULL;
      Item item = { NULL, NULL, ITEM_ASKED };
      gboolean seen = FALSE;

      /* Entities only: an item with a node is a part of one. */
      if (g_strcmp0 (xmpp_stanza_get_name (c), "item") != 0 || jid == NULL || *jid == '\0'
          || xmpp_stanza_get_attribute (c, "node") != NULL)
        continue;
      item.jid = g_ascii_strdown (jid, -1);
      for (guint i = 0; i < disco->items->len && !seen; i++)
        seen = g_str_equal (g_array_index (disco->items, Item, i).jid, item.jid);
      if (seen)
        {
          g_free (item.jid);
          continue;
        }
      item.id = terr_xmpp_account_new_id (disco->account);
      g_array_append_val (disco->items, item);
    }
  g_clear_pointer (&disco->items_id, g_free);
  if (disco->items->len == 0)
    {
      answer (disco, NULL);
      return;
    }
  for (guint i = 0; i < disco->items->len; i++)
    {
      Item *item = &g_array_index (disco->items, Item, i);

      send_query (disco, item->jid, NS_DISCO_INFO, item->id);
    }
}

/* TRUE when the disco#info answer @stanza says "a multi-user chat
 * service". */
static gboolean
is_rooms_service (xmpp_stanza_t *stanza)
{
  xmpp_stanza_t *query = terr_xmpp_stanza_child (stanza, "query", NS_DISCO_INFO);
  gboolean conference = FALSE, muc = FALSE;

  if (g_strcmp0 (xmpp_stanza_get_type (stanza), "result") != 0 || query == NULL)
    return FALSE;
  for (xmpp_stanza_t *c = xmpp_stanza_get_children (query); c != NULL; c = xmpp_stanza_get_next (c))
    {
      const char *name = xmpp_stanza_is_tag (c) ? xmpp_stanza_get_name (c) : NULL;

      if (g_strcmp0 (name, "identity") == 0)
        conference |= g_strcmp0 (xmpp_stanza_get_attribute (c, "category"), "conference") == 0
                      && g_strcmp0 (xmpp_stanza_get_attribute (c, "type"), "text") == 0;
      else if (g_strcmp0 (name, "feature") == 0)
        muc |= g_strcmp0 (xmpp_stanza_get_attribute (c, "var"), TERR_XMPP_NS_MUC) == 0;
    }
  return conference && muc;
}

/* An answer to the run's queries: TRUE when @stanza was one. */
gboolean
terr_xmpp_disco_handle_stanza (TerrXmppDisco *disco,
                               xmpp_stanza_t *stanza)
{
  const char *id = xmpp_stanza_get_id (stanza);
  const char *type = xmpp_stanza_get_type (stanza);
  g_autofree char *from = terr_xmpp_bare (xmpp_stanza_get_from (stanza));

  if (disco->run_connect == 0 || id == NULL
      || g_strcmp0 (xmpp_stanza_get_name (stanza), "iq") != 0
      || (g_strcmp0 (type, "result") != 0 && g_strcmp0 (type, "error") != 0))
    return FALSE;
  /* Only the asked entity answers for itself; the server may answer for
   * itself without saying so. */
  if (disco->items_id != NULL && g_str_equal (id, disco->items_id))
    {
      if (from != NULL && g_ascii_strcasecmp (from, terr_xmpp_account_get_domain (disco->account)) != 0)
        return FALSE;
      handle_items (disco, stanza);
      return TRUE;
    }
  for (guint i = 0; i < disco->items->len; i++)
    {
      Item *item = &g_array_index (disco->items, Item, i);

      if (item->state != ITEM_ASKED || !g_str_equal (id, item->id))
        continue;
      if (g_strcmp0 (from, item->jid) != 0)
        return FALSE;
      item->state = is_rooms_service (stanza) ? ITEM_ROOMS : ITEM_NOT_ROOMS;
      decide (disco);
      return TRUE;
    }
  return FALSE;
}

void
terr_xmpp_disco_state_changed (TerrXmppDisco *disco)
{
  TerrXmppAccountState state = terr_xmpp_account_get_state (disco->account);

  switch (state)
    {
    case TERR_XMPP_ACCOUNT_ONLINE:
      if (disco->waiters->len > 0
          && disco->run_connect != terr_xmpp_account_get_n_connects (disco->account))
        start_run (disco);
      break;
    case TERR_XMPP_ACCOUNT_FAILED:
      end_run (disco);
      while (disco->waiters->len > 0)
        finish_waiter (g_ptr_array_index (disco->waiters, 0), NULL,
                       g_error_copy (terr_xmpp_account_get_error (disco->account)));
      break;
    case TERR_XMPP_ACCOUNT_OFFLINE:
    case TERR_XMPP_ACCOUNT_CONNECTING:
    default:
      /* The connection's questions went with it: asked again once back. */
      end_run (disco);
      break;
    }
}

TerrXmppDisco *
terr_xmpp_disco_new (TerrXmppAccount *account)
{
  TerrXmppDisco *disco = g_new0 (TerrXmppDisco, 1);

  disco->account = account;
  disco->timeout_ms = DEFAULT_TIMEOUT_MS;
  disco->waiters = g_ptr_array_new_with_free_func (waiter_free);
  disco->items = g_array_new (FALSE, TRUE, sizeof (Item));
  g_array_set_clear_func (disco->items, item_clear);
  return disco;
}

void
terr_xmpp_disco_free (TerrXmppDisco *disco)
{
  g_ptr_array_unref (disco->waiters);
  g_array_unref (disco->items);
  g_free (disco->items_id);
  g_free (disco->service);
  g_free (disco);
}

/* ---- the account's API --------------------------------------------------- */

static gboolean
waiter_cancelled_cb (GCancellable *cancellable,
                     gpointer      data)
{
  Waiter *waiter = data;
  GError *error = NULL;

  g_cancellable_set_error_if_cancelled (cancellable, &error);
  finish_waiter (waiter, NULL, error);
  return G_SOURCE_REMOVE;
}

static gboolean
waiter_timeout_cb (gpointer data)
{
  Waiter *waiter = data;

  finish_waiter (waiter, NULL,
                 g_error_new (TERR_ROOM_ERROR, TERR_ROOM_ERROR_UNREACHABLE,
                              _("The server %s did not say in time where its rooms are."),
                              terr_xmpp_account_get_domain (waiter->disco->account)));
  return G_SOURCE_REMOVE;
}

void
terr_xmpp_account_find_rooms_service (TerrXmppAccount     *self,
                                      GCancellable        *cancellable,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data)
{
  TerrXmppDisco *disco;
  GMainContext *context;
  Waiter *waiter;

  g_return_if_fail (TERR_IS_XMPP_ACCOUNT (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  disco = terr_xmpp_account_get_disco (self);
  context = terr_xmpp_account_get_context (self);
  waiter = g_new0 (Waiter, 1);
  waiter->disco = disco;
  waiter->task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (waiter->task, terr_xmpp_account_find_rooms_service);
  /* Not the cancellable's error again on top of the waiter's own. */
  g_task_set_check_cancellable (waiter->task, FALSE);
  g_ptr_array_add (disco->waiters, waiter);

  if (terr_xmpp_account_get_state (self) == TERR_XMPP_ACCOUNT_ONLINE
      && disco->answer_connect == terr_xmpp_account_get_n_connects (self))
    {
      finish_waiter (waiter, disco->service, disco->service == NULL ? no_service_error () : NULL);
      return;
    }
  if (terr_xmpp_account_get_state (self) == TERR_XMPP_ACCOUNT_FAILED)
    {
      finish_waiter (waiter, NULL, g_error_copy (terr_xmpp_account_get_error (self)));
      return;
    }

  if (cancellable != NULL)
    {
      waiter->cancelled = g_cancellable_source_new (cancellable);
      g_source_set_callback (waiter->cancelled, G_SOURCE_FUNC (waiter_cancelled_cb), waiter, NULL);
      g_source_set_static_name (waiter->cancelled, "[terraces] rooms service cancelled");
      g_source_attach (waiter->cancelled, context);
    }
  waiter->timer = g_timeout_source_new (disco->timeout_ms);
  g_source_set_callback (waiter->timer, waiter_timeout_cb, waiter, NULL);
  g_source_set_static_name (waiter->timer, "[terraces] rooms service timeout");
  g_source_attach (waiter->timer, context);

  if (terr_xmpp_account_get_state (self) == TERR_XMPP_ACCOUNT_ONLINE
      && disco->run_connect != terr_xmpp_account_get_n_connects (self))
    start_run (disco);
}

char *
terr_xmpp_account_find_rooms_service_finish (TerrXmppAccount  *self,
                                             GAsyncResult     *result,
                                             GError          **error)
{
  g_return_val_if_fail (TERR_IS_XMPP_ACCOUNT (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == terr_xmpp_account_find_rooms_service, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

const char *
terr_xmpp_account_get_rooms_service (TerrXmppAccount *self)
{
  TerrXmppDisco *disco;

  g_return_val_if_fail (TERR_IS_XMPP_ACCOUNT (self), NULL);

  disco = terr_xmpp_account_get_disco (self);
  if (terr_xmpp_account_get_state (self) != TERR_XMPP_ACCOUNT_ONLINE
      || disco->answer_connect != terr_xmpp_account_get_n_connects (self))
    return NULL;
  return disco->service;
}

void
terr_xmpp_account_set_discovery_timeout (TerrXmppAccount *self,
                                         guint            timeout_ms)
{
  g_return_if_fail (TERR_IS_XMPP_ACCOUNT (self));
  g_return_if_fail (timeout_ms > 0);

  terr_xmpp_account_get_disco (self)->timeout_ms = timeout_ms;
}
