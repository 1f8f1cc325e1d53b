/* terr-xmpp-room.c — a TerrRoom that is an XMPP multi-user chat room. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/c14n.h>
#include <libxml/parser.h>
#include <string.h>

#include "terr-xmpp-private.h"

typedef enum {
  PHASE_IDLE,         /* waiting for the account */
  PHASE_JOINING,      /* presence sent */
  PHASE_CONFIGURING,  /* created: the configuration form asked for or sent */
  PHASE_JOINED,
  PHASE_DONE,         /* left, gone or refused: no more joining */
} Phase;

struct _TerrXmppRoom
{
  TerrRoom         parent_instance;

  TerrXmppAccount *account;
  char            *bare;          /* the room's address, lower case */
  char            *nick;
  guint            nick_try;
  gboolean         create;
  gboolean         members_only;
  gboolean         owner;         /* we created it */
  Phase            phase;
  GHashTable      *occupants;     /* nick → bare real address */
  /* Payloads sent and not yet seen coming back: id → canonical payload,
   * sent again after a rejoin if the room's history lacks them. */
  GHashTable      *pending;
  GQueue           pending_order; /* ids, oldest first */
  gboolean         history_done;  /* the subject came: history is over */
  char            *form_id;       /* the configuration form asked for */
  char            *config_id;     /* the configuration sent */
};

G_DEFINE_FINAL_TYPE (TerrXmppRoom, terr_xmpp_room, TERR_TYPE_ROOM)

enum {
  PAYLOAD_REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void send_join (TerrXmppRoom *self);

/* ---- payloads ------------------------------------------------------------ */

/* XMPP's own namespaces: what a server or a chat program adds to a
 * message.  The payload is the one child element outside them. */
static gboolean
is_xmpp_namespace (const char *ns)
{
  static const char *const prefixes[] = {
    "jabber:", "urn:xmpp:", "http://jabber.org/", "urn:ietf:", "http://www.w3.org/",
    "eu.siacs.conversations.", "storage:", "vcard-temp",
  };

  if (ns == NULL)
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (prefixes); i++)
    if (g_str_has_prefix (ns, prefixes[i]))
      return TRUE;
  return FALSE;
}

/* @text as canonical XML (C14N 1.0: sorted attributes, one quoting), so
 * that every program gets the same bytes whatever re-serialized it on the
 * way; NULL with the reason when it is not one element of a namespace of
 * its own. */
static char *
canonical_payload (const char  *text,
                   gsize        len,
                   GError     **error)
{
  xmlDocPtr doc;
  xmlNodePtr root;
  xmlChar *out = NULL;
  int n;
  char *result;

  if (len > TERR_XMPP_ROOM_MAX_PAYLOAD)
    {
      g_set_error (error, TERR_ROOM_ERROR, TERR_ROOM_ERROR_PROTOCOL,
                   _("A payload of %lu bytes is larger than the %d bytes a room carries."),
                   (gulong) len, TERR_XMPP_ROOM_MAX_PAYLOAD);
      return NULL;
    }
  doc = xmlReadMemory (text, (int) len, "payload.xml", "UTF-8",
                       XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  root = doc != NULL ? xmlDocGetRootElement (doc) : NULL;
  if (root == NULL || doc->intSubset != NULL)
    {
      if (doc != NULL)
        xmlFreeDoc (doc);
      g_set_error_literal (error, TERR_ROOM_ERROR, TERR_ROOM_ERROR_PROTOCOL,
                           _("A payload must be one well-formed XML element."));
      return NULL;
    }
  if (root->ns == NULL || is_xmpp_namespace ((const char *) root->ns->href))
    {
      xmlFreeDoc (doc);
      g_set_error_literal (error, TERR_ROOM_ERROR, TERR_ROOM_ERROR_PROTOCOL,
                           _("A payload must be an element of the game’s own namespace."));
      return NULL;
    }
  n = xmlC14NDocDumpMemory (doc, NULL, XML_C14N_1_0, NULL, 0, &out);
  xmlFreeDoc (doc);
  if (n < 0 || out == NULL)
    {
      xmlFree (out);
      g_set_error_literal (error, TERR_ROOM_ERROR, TERR_ROOM_ERROR_PROTOCOL,
                           _("A payload must be one well-formed XML element."));
      return NULL;
    }
  if (n > TERR_XMPP_ROOM_MAX_PAYLOAD)
    {
      xmlFree (out);
      g_set_error (error, TERR_ROOM_ERROR, TERR_ROOM_ERROR_PROTOCOL,
                   _("A payload of %lu bytes is larger than the %d bytes a room carries."),
                   (gulong) n, TERR_XMPP_ROOM_MAX_PAYLOAD);
      return NULL;
    }
  result = g_strndup ((const char *) out, n);
  xmlFree (out);
  return result;
}

/* The short body other chat programs show: "Terraces move 12". */
static char *
payload_body (xmpp_stanza_t *payload)
{
  const char *seq = xmpp_stanza_get_attribute (payload, "seq");

  if (seq != NULL && strlen (seq) < 20)
    return g_strdup_printf ("Terraces %s %s", xmpp_stanza_get_name (payload), seq);
  return g_strdup_printf ("Terraces %s", xmpp_stanza_get_name (payload));
}

static void
send_payload_stanza (TerrXmppRoom *self,
                     const char   *id,
                     const char   *canonical)
{
  xmpp_ctx_t *ctx = terr_xmpp_account_get_ctx (self->account);
  g_autoptr(xmpp_stanza_t) message = NULL;
  xmpp_stanza_t *payload;
  g_autofree char *body = NULL;

  payload = xmpp_stanza_new_from_string (ctx, canonical);
  if (payload == NULL)
    return;
  message = xmpp_message_new (ctx, "groupchat", self->bare, id);
  body = payload_body (payload);
  xmpp_message_set_body (message, body);
  xmpp_stanza_add_child_ex (message, payload, 0);
  terr_xmpp_account_send_stanza (self->account, message);
}

static void
resend_pending (TerrXmppRoom *self)
{
  for (GList *l = self->pending_order.head; l != NULL; l = l->next)
    send_payload_stanza (self, l->data, g_hash_table_lookup (self->pending, l->data));
}

static void
forget_pending (TerrXmppRoom *self,
                const char   *id)
{
  GList *link;

  if (id == NULL || !g_hash_table_contains (self->pending, id))
    return;
  link = g_queue_find_custom (&self->pending_order, id, (GCompareFunc) g_strcmp0);
  g_free (link->data);
  g_queue_delete_link (&self->pending_order, link);
  g_hash_table_remove (self->pending, id);
}

gboolean
terr_xmpp_room_try_send (TerrXmppRoom  *self,
                         const char    *payload,
                         GError       **error)
{
  g_autofree char *canonical = NULL;
  g_autofree char *id = NULL;

  g_return_val_if_fail (TERR_IS_XMPP_ROOM (self), FALSE);
  g_return_val_if_fail (payload != NULL, FALSE);

  if (self->phase == PHASE_DONE)
    {
      g_set_error_literal (error, TERR_ROOM_ERROR, TERR_ROOM_ERROR_GONE,
                           _("This program is not in the room any more."));
      return FALSE;
    }
  canonical = canonical_payload (payload, strlen (payload), error);
  if (canonical == NULL)
    return FALSE;

  /* Kept until it comes back from the room, so that a connection lost
   * in between sends it again. */
  id = terr_xmpp_account_new_id (self->account);
  g_queue_push_tail (&self->pending_order, g_strdup (id));
  g_hash_table_insert (self->pending, g_strdup (id), g_strdup (canonical));
  if (self->phase == PHASE_JOINED)
    send_payload_stanza (self, id, canonical);
  return TRUE;
}

/* ---- occupants and messages -------------------------------------------- */

/* The bare real address of @nick: for history, the address the server
 * recorded (non-anonymous rooms), else whoever holds the nickname now,
 * else the occupant's room address. */
static char *
sender_of (TerrXmppRoom  *self,
           xmpp_stanza_t *message,
           const char    *nick,
           gboolean       history)
{
  const char *real;

  if (history)
    {
      const char *recorded = NULL;

      /* The server appends its own record last. */
      for (xmpp_stanza_t *c = xmpp_stanza_get_children (message); c != NULL; c = xmpp_stanza_get_next (c))
        if (xmpp_stanza_is_tag (c) && g_strcmp0 (xmpp_stanza_get_name (c), "x") == 0
            && g_strcmp0 (xmpp_stanza_get_ns (c), TERR_XMPP_NS_MUC_USER) == 0)
          {
            xmpp_stanza_t *item = terr_xmpp_stanza_child (c, "item", NULL);

            recorded = item != NULL ? xmpp_stanza_get_attribute (item, "jid") : NULL;
          }
      if (recorded != NULL)
        return terr_xmpp_bare (recorded);
    }
  real = g_hash_table_lookup (self->occupants, nick);
  if (real != NULL)
    return g_strdup (real);
  return g_strdup_printf ("%s/%s", self->bare, nick);
}

static void
handle_groupchat (TerrXmppRoom  *self,
                  xmpp_stanza_t *message)
{
  g_autofree char *nick = terr_xmpp_resource (xmpp_stanza_get_from (message));
  g_autofree char *from = NULL;
  xmpp_stanza_t *delay, *payload = NULL;
  gboolean history;
  guint n_payloads = 0;

  if (terr_xmpp_stanza_child (message, "subject", NULL) != NULL)
    {
      /* The subject ends the history: what we sent and did not see in it
       * goes again. */
      if (!self->history_done)
        {
          self->history_done = TRUE;
          resend_pending (self);
        }
      return;
    }
  if (nick == NULL || *nick == '\0')
    return;   /* the room itself speaking */

  delay = terr_xmpp_stanza_child (message, "delay", TERR_XMPP_NS_DELAY);
  history = delay != NULL && !self->history_done;
  from = sender_of (self, message, nick, history);

  for (xmpp_stanza_t *c = xmpp_stanza_get_children (message); c != NULL; c = xmpp_stanza_get_next (c))
    if (xmpp_stanza_is_tag (c) && !is_xmpp_namespace (xmpp_stanza_get_ns (c)))
      {
        payload = c;
        n_payloads++;
      }

  if (g_strcmp0 (from, terr_room_get_own_address (TERR_ROOM (self))) == 0)
    forget_pending (self, xmpp_stanza_get_id (message));

  if (n_payloads > 1)
    {
      g_signal_emit (self, signals[PAYLOAD_REFUSED], 0, from,
                     _("A message carried more than one payload."));
      return;
    }
  if (payload != NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      g_autofree char *canonical = NULL;
      size_t len = 0;

      if (xmpp_stanza_to_text (payload, &text, &len) != XMPP_EOK)
        return;
      canonical = canonical_payload (text, len, &error);
      if (canonical == NULL)
        g_signal_emit (self, signals[PAYLOAD_REFUSED], 0, from, error->message);
      else
        terr_room_deliver_payload (TERR_ROOM (self), from, canonical, history);
      return;
    }

  {
    g_autofree char *body = xmpp_message_get_body (message);

    if (body != NULL)
      terr_room_deliver_chat (TERR_ROOM (self), from, body, history);
  }
}

static void
clear_occupants (TerrXmppRoom *self)
{
  g_autoptr(GHashTable) old = g_steal_pointer (&self->occupants);
  GHashTableIter iter;
  gpointer value;

  self->occupants = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_hash_table_iter_init (&iter, old);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    terr_room_remove_occupant (TERR_ROOM (self), value);
}

static void
fail (TerrXmppRoom *self,
      GError       *error)   /* taken */
{
  self->phase = PHASE_DONE;
  clear_occupants (self);
  terr_room_set_state (TERR_ROOM (self), TERR_ROOM_FAILED, error);
  g_error_free (error);
}

static void
set_joined (TerrXmppRoom *self)
{
  self->phase = PHASE_JOINED;
  terr_room_set_state (TERR_ROOM (self), TERR_ROOM_JOINED, NULL);
}

/* ---- creating: the configuration form --------------------------------- */

static void
add_field (xmpp_ctx_t    *ctx,
           xmpp_stanza_t *form,
           const char    *var,
           const char    *value)
{
  xmpp_stanza_t *field = xmpp_stanza_new (ctx);
  xmpp_stanza_t *v = xmpp_stanza_new (ctx);
  xmpp_stanza_t *text = xmpp_stanza_new (ctx);

  xmpp_stanza_set_name (field, "field");
  xmpp_stanza_set_attribute (field, "var", var);
  xmpp_stanza_set_name (v, "value");
  xmpp_stanza_set_text (text, value);
  xmpp_stanza_add_child_ex (v, text, 0);
  xmpp_stanza_add_child_ex (field, v, 0);
  xmpp_stanza_add_child_ex (form, field, 0);
}

static xmpp_stanza_t *
owner_iq (TerrXmppRoom  *self,
          const char    *type,
          const char    *ns,
          xmpp_stanza_t **query,
          char         **id)
{
  xmpp_ctx_t *ctx = terr_xmpp_account_get_ctx (self->account);
  xmpp_stanza_t *iq;

  *id = terr_xmpp_account_new_id (self->account);
  iq = xmpp_iq_new (ctx, type, *id);
  xmpp_stanza_set_to (iq, self->bare);
  *query = xmpp_stanza_new (ctx);
  xmpp_stanza_set_name (*query, "query");
  xmpp_stanza_set_ns (*query, ns);
  xmpp_stanza_add_child_ex (iq, *query, 0);
  return iq;
}

static xmpp_stanza_t *
new_element (TerrXmppRoom *self,
             const char   *name)
{
  xmpp_stanza_t *element = xmpp_stanza_new (terr_xmpp_account_get_ctx (self->account));

  xmpp_stanza_set_name (element, name);
  return element;
}

/* An owner's or admin's request (@ns) holding @child (taken). */
static void
send_request (TerrXmppRoom  *self,
              const char    *ns,
              xmpp_stanza_t *child)
{
  g_autoptr(xmpp_stanza_t) iq = NULL;
  g_autofree char *id = NULL;
  xmpp_stanza_t *query;

  iq = owner_iq (self, "set", ns, &query, &id);
  xmpp_stanza_add_child_ex (query, child, 0);
  terr_xmpp_account_send_stanza (self->account, iq);
}

static void
config_done (TerrXmppRoom  *self,
             xmpp_stanza_t *stanza)
{
  if (g_strcmp0 (xmpp_stanza_get_type (stanza), "result") != 0)
    fail (self, terr_xmpp_stanza_error (stanza, self->bare));
  else
    {
      self->history_done = TRUE;   /* a new room has none */
      set_joined (self);
      resend_pending (self);
    }
}

/* The server's form: answer the fields it has. */
static void
config_form (TerrXmppRoom  *self,
             xmpp_stanza_t *stanza)
{
  xmpp_ctx_t *ctx = terr_xmpp_account_get_ctx (self->account);
  g_autoptr(xmpp_stanza_t) iq = NULL;
  g_autoptr(GHashTable) wanted = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *id = NULL;
  g_autofree char *history = g_strdup_printf ("%d", TERR_XMPP_ROOM_HISTORY);
  xmpp_stanza_t *query, *form, *given;
  gboolean has_whois = FALSE;

  given = terr_xmpp_stanza_child (terr_xmpp_stanza_child (stanza, "query", TERR_XMPP_NS_MUC_OWNER),
                                  "x", TERR_XMPP_NS_DATA);
  if (g_strcmp0 (xmpp_stanza_get_type (stanza), "result") != 0 || given == NULL)
    {
      fail (self, terr_xmpp_stanza_error (stanza, self->bare));
      return;
    }

  g_hash_table_insert (wanted, "muc#roomconfig_whois", "anyone");
  g_hash_table_insert (wanted, "muc#roomconfig_persistentroom", "1");
  g_hash_table_insert (wanted, "muc#roomconfig_membersonly", self->members_only ? "1" : "0");
  g_hash_table_insert (wanted, "muc#roomconfig_publicroom", "0");
  g_hash_table_insert (wanted, "muc#roomconfig_historylength", history);
  g_hash_table_insert (wanted, "muc#roomconfig_enablearchiving", "1");
  g_hash_table_insert (wanted, "muc#roomconfig_changesubject", "0");
  g_hash_table_insert (wanted, "muc#roomconfig_roomname", "Terraces");

  iq = owner_iq (self, "set", TERR_XMPP_NS_MUC_OWNER, &query, &id);
  form = xmpp_stanza_new (ctx);
  xmpp_stanza_set_name (form, "x");
  xmpp_stanza_set_ns (form, TERR_XMPP_NS_DATA);
  xmpp_stanza_set_attribute (form, "type", "submit");
  add_field (ctx, form, "FORM_TYPE", "http://jabber.org/protocol/muc#roomconfig");
  for (xmpp_stanza_t *c = xmpp_stanza_get_children (given); c != NULL; c = xmpp_stanza_get_next (c))
    {
      const char *var = xmpp_stanza_is_tag (c) ? xmpp_stanza_get_attribute (c, "var") : NULL;
      const char *value = var != NULL ? g_hash_table_lookup (wanted, var) : NULL;

      if (value == NULL)
        continue;
      has_whois |= g_str_equal (var, "muc#roomconfig_whois");
      add_field (ctx, form, var, value);
    }
  xmpp_stanza_add_child_ex (query, form, 0);

  if (!has_whois)
    {
      /* A room that hides addresses cannot tell who holds a seat. */
      xmpp_stanza_release (form);
      fail (self, g_error_new (TERR_ROOM_ERROR, TERR_ROOM_ERROR_PROTOCOL,
                               _("The server cannot make the room %s show the players’ addresses."),
                               self->bare));
      return;
    }
  g_free (self->config_id);
  self->config_id = g_steal_pointer (&id);
  terr_xmpp_account_send_stanza (self->account, iq);
}

static void
configure (TerrXmppRoom *self)
{
  g_autoptr(xmpp_stanza_t) iq = NULL;
  xmpp_stanza_t *query;

  self->phase = PHASE_CONFIGURING;
  g_free (self->form_id);
  iq = owner_iq (self, "get", TERR_XMPP_NS_MUC_OWNER, &query, &self->form_id);
  terr_xmpp_account_send_stanza (self->account, iq);
}

/* A room joined that did not exist: the server made it for us.  Take it
 * down again and say it is gone. */
static void
destroy_created (TerrXmppRoom *self)
{
  send_request (self, TERR_XMPP_NS_MUC_OWNER, new_element (self, "destroy"));
  fail (self, g_error_new (TERR_ROOM_ERROR, TERR_ROOM_ERROR_GONE,
                           _("The room %s does not exist any more."), self->bare));
}

/* ---- presence -------------------------------------------------------- */

static gboolean
has_status (xmpp_stanza_t *x,
            const char    *code)
{
  for (xmpp_stanza_t *c = x != NULL ? xmpp_stanza_get_children (x) : NULL; c != NULL; c = xmpp_stanza_get_next (c))
    if (xmpp_stanza_is_tag (c) && g_strcmp0 (xmpp_stanza_get_name (c), "status") == 0
        && g_strcmp0 (xmpp_stanza_get_attribute (c, "code"), code) == 0)
      return TRUE;
  return FALSE;
}

static void
handle_presence (TerrXmppRoom  *self,
                 xmpp_stanza_t *presence)
{
  const char *type = xmpp_stanza_get_type (presence);
  g_autofree char *nick = terr_xmpp_resource (xmpp_stanza_get_from (presence));
  xmpp_stanza_t *x = terr_xmpp_stanza_child (presence, "x", TERR_XMPP_NS_MUC_USER);
  xmpp_stanza_t *item = x != NULL ? terr_xmpp_stanza_child (x, "item", NULL) : NULL;
  const char *jid = item != NULL ? xmpp_stanza_get_attribute (item, "jid") : NULL;
  gboolean self_presence = has_status (x, "110") || g_strcmp0 (nick, self->nick) == 0;
  g_autofree char *real = NULL;

  if (g_strcmp0 (type, "error") == 0)
    {
      g_autoptr(GError) error = terr_xmpp_stanza_error (presence, self->bare);
      xmpp_stanza_t *err = terr_xmpp_stanza_child (presence, "error", NULL);

      if (self->phase != PHASE_JOINING)
        return;
      if (err != NULL && terr_xmpp_stanza_child (err, "conflict", NULL) != NULL && self->nick_try < 20)
        {
          /* The nickname is taken (by someone else): another one. */
          self->nick_try++;
          send_join (self);
          return;
        }
      fail (self, g_steal_pointer (&error));
      return;
    }
  if (nick == NULL)
    return;

  if (g_strcmp0 (type, "unavailable") == 0)
    {
      xmpp_stanza_t *destroy = x != NULL ? terr_xmpp_stanza_child (x, "destroy", NULL) : NULL;
      const char *gone = g_hash_table_lookup (self->occupants, nick);

      if (destroy != NULL)
        {
          fail (self, g_error_new (TERR_ROOM_ERROR, TERR_ROOM_ERROR_GONE,
                                   _("The room %s was closed by its owner."), self->bare));
          return;
        }
      if (gone != NULL)
        {
          g_autofree char *address = g_strdup (gone);

          g_hash_table_remove (self->occupants, nick);
          terr_room_remove_occupant (TERR_ROOM (self), address);
        }
      if (self_presence && self->phase != PHASE_DONE)
        {
          if (has_status (x, "301") || has_status (x, "307") || has_status (x, "321") || has_status (x, "322"))
            fail (self, g_error_new (TERR_ROOM_ERROR, TERR_ROOM_ERROR_REFUSED,
                                     _("This account was sent out of the room %s."), self->bare));
          else
            {
              /* Out of the room (a server shutting it down): join again. */
              clear_occupants (self);
              send_join (self);
            }
        }
      return;
    }

  real = jid != NULL ? terr_xmpp_bare (jid) : g_strdup_printf ("%s/%s", self->bare, nick);
  if (g_strcmp0 (g_hash_table_lookup (self->occupants, nick), real) != 0)
    {
      const char *before = g_hash_table_lookup (self->occupants, nick);

      if (before != NULL)
        terr_room_remove_occupant (TERR_ROOM (self), before);
      g_hash_table_insert (self->occupants, g_strdup (nick), g_strdup (real));
      terr_room_add_occupant (TERR_ROOM (self), real);
    }

  if (self_presence && self->phase == PHASE_JOINING)
    {
      if (has_status (x, "201"))
        {
          self->owner = TRUE;
          if (self->create)
            configure (self);
          else
            destroy_created (self);
        }
      else
        {
          const char *affiliation = item != NULL ? xmpp_stanza_get_attribute (item, "affiliation") : NULL;

          self->owner = g_strcmp0 (affiliation, "owner") == 0;
          set_joined (self);
        }
    }
}

/* ---- what the account calls ------------------------------------------- */

const char *
terr_xmpp_room_get_bare (TerrXmppRoom *self)
{
  return self->bare;
}

gboolean
terr_xmpp_room_handle_stanza (TerrXmppRoom  *self,
                              xmpp_stanza_t *stanza)
{
  const char *name = xmpp_stanza_get_name (stanza);
  const char *type = xmpp_stanza_get_type (stanza);
  g_autoptr(TerrXmppRoom) keep = g_object_ref (self);

  if (self->phase == PHASE_DONE || self->phase == PHASE_IDLE)
    return FALSE;
  if (g_strcmp0 (name, "presence") == 0)
    {
      handle_presence (self, stanza);
      return TRUE;
    }
  if (g_strcmp0 (name, "iq") == 0)
    {
      const char *id = xmpp_stanza_get_id (stanza);

      if (g_strcmp0 (type, "result") != 0 && g_strcmp0 (type, "error") != 0)
        return FALSE;
      if (self->phase == PHASE_CONFIGURING && id != NULL && g_strcmp0 (id, self->form_id) == 0)
        config_form (self, stanza);
      else if (self->phase == PHASE_CONFIGURING && id != NULL && g_strcmp0 (id, self->config_id) == 0)
        config_done (self, stanza);
      else
        return FALSE;
      return TRUE;
    }
  if (g_strcmp0 (name, "message") != 0)
    return FALSE;
  if (g_strcmp0 (type, "groupchat") == 0)
    {
      handle_groupchat (self, stanza);
      return TRUE;
    }
  if (g_strcmp0 (type, "error") == 0)
    {
      xmpp_stanza_t *err = terr_xmpp_stanza_child (stanza, "error", NULL);

      /* "not in the room": the server forgot us; join again. */
      if (err != NULL && terr_xmpp_stanza_child (err, "not-acceptable", NULL) != NULL
          && self->phase == PHASE_JOINED)
        {
          clear_occupants (self);
          send_join (self);
        }
      return TRUE;
    }
  return FALSE;
}

static void
send_join (TerrXmppRoom *self)
{
  xmpp_ctx_t *ctx = terr_xmpp_account_get_ctx (self->account);
  g_autoptr(xmpp_stanza_t) presence = NULL;
  g_autofree char *to = NULL;
  g_autofree char *maxstanzas = g_strdup_printf ("%d", TERR_XMPP_ROOM_HISTORY);
  xmpp_stanza_t *x, *history;

  if (terr_xmpp_account_get_conn (self->account) == NULL)
    return;

  /* The nickname is only for other chat programs: the account's address,
   * another one if it is taken. */
  g_free (self->nick);
  self->nick = self->nick_try == 0
    ? g_strdup (terr_xmpp_account_get_address (self->account))
    : g_strdup_printf ("%s (%u)", terr_xmpp_account_get_address (self->account), self->nick_try + 1);
  self->phase = PHASE_JOINING;
  self->history_done = FALSE;
  terr_room_set_state (TERR_ROOM (self), TERR_ROOM_CONNECTING, NULL);

  to = g_strdup_printf ("%s/%s", self->bare, self->nick);
  presence = xmpp_presence_new (ctx);
  xmpp_stanza_set_to (presence, to);
  x = xmpp_stanza_new (ctx);
  xmpp_stanza_set_name (x, "x");
  xmpp_stanza_set_ns (x, TERR_XMPP_NS_MUC);
  history = xmpp_stanza_new (ctx);
  xmpp_stanza_set_name (history, "history");
  xmpp_stanza_set_attribute (history, "maxstanzas", maxstanzas);
  xmpp_stanza_add_child_ex (x, history, 0);
  xmpp_stanza_add_child_ex (presence, x, 0);
  terr_xmpp_account_send_stanza (self->account, presence);
}

void
terr_xmpp_room_online (TerrXmppRoom *self)
{
  if (self->phase == PHASE_DONE)
    return;
  self->nick_try = 0;
  send_join (self);
}

void
terr_xmpp_room_lost (TerrXmppRoom *self,
                     const GError *error,
                     gboolean      failed)
{
  if (self->phase == PHASE_DONE)
    return;
  clear_occupants (self);
  if (failed && error != NULL)
    {
      fail (self, g_error_copy (error));
      return;
    }
  self->phase = PHASE_IDLE;
  terr_room_set_state (TERR_ROOM (self), TERR_ROOM_OFFLINE, error);
}

/* ---- TerrRoom -------------------------------------------------------- */

static void
terr_xmpp_room_send (TerrRoom   *room,
                     const char *payload)
{
  TerrXmppRoom *self = TERR_XMPP_ROOM (room);
  g_autoptr(GError) error = NULL;

  if (!terr_xmpp_room_try_send (self, payload, &error))
    g_signal_emit (self, signals[PAYLOAD_REFUSED], 0,
                   terr_room_get_own_address (room), error->message);
}

static void
terr_xmpp_room_send_chat (TerrRoom   *room,
                          const char *text)
{
  TerrXmppRoom *self = TERR_XMPP_ROOM (room);
  g_autoptr(xmpp_stanza_t) message = NULL;
  g_autofree char *id = NULL;

  if (self->phase != PHASE_JOINED || !g_utf8_validate (text, -1, NULL))
    return;
  id = terr_xmpp_account_new_id (self->account);
  message = xmpp_message_new (terr_xmpp_account_get_ctx (self->account), "groupchat", self->bare, id);
  xmpp_message_set_body (message, text);
  terr_xmpp_account_send_stanza (self->account, message);
}

static void
terr_xmpp_room_invite (TerrRoom   *room,
                       const char *address,
                       const char *reason)
{
  TerrXmppRoom *self = TERR_XMPP_ROOM (room);

  if (self->phase != PHASE_JOINED)
    return;
  if (self->owner)
    {
      /* Make the guest a member first (a members-only room lets only
       * members in); the server handles both in order. */
      xmpp_stanza_t *item = new_element (self, "item");

      xmpp_stanza_set_attribute (item, "affiliation", "member");
      xmpp_stanza_set_attribute (item, "jid", address);
      send_request (self, TERR_XMPP_NS_MUC_ADMIN, item);
    }
  terr_xmpp_account_invite (self->account, address, self->bare, reason);
}

static void
terr_xmpp_room_leave (TerrRoom *room)
{
  TerrXmppRoom *self = TERR_XMPP_ROOM (room);

  if (self->phase == PHASE_JOINING || self->phase == PHASE_JOINED || self->phase == PHASE_CONFIGURING)
    {
      g_autoptr(xmpp_stanza_t) presence = xmpp_presence_new (terr_xmpp_account_get_ctx (self->account));
      g_autofree char *to = g_strdup_printf ("%s/%s", self->bare, self->nick);

      xmpp_stanza_set_type (presence, "unavailable");
      xmpp_stanza_set_to (presence, to);
      terr_xmpp_account_send_stanza (self->account, presence);
    }
  self->phase = PHASE_DONE;
  clear_occupants (self);
  terr_room_set_state (room, TERR_ROOM_OFFLINE, NULL);
}

/* Retry: a room that failed (or was lost) joins again, on the account's
 * connection now or once the account has connected again. */
static void
terr_xmpp_room_reconnect (TerrRoom *room)
{
  TerrXmppRoom *self = TERR_XMPP_ROOM (room);

  if (self->phase == PHASE_JOINING || self->phase == PHASE_CONFIGURING || self->phase == PHASE_JOINED)
    return;
  self->phase = PHASE_IDLE;
  if (terr_xmpp_account_get_state (self->account) == TERR_XMPP_ACCOUNT_ONLINE)
    send_join (self);
  else
    {
      terr_room_set_state (room, TERR_ROOM_CONNECTING, NULL);
      terr_xmpp_account_connect (self->account);
    }
}

void
terr_xmpp_room_destroy (TerrXmppRoom *self,
                        const char   *reason)
{
  xmpp_stanza_t *destroy;

  g_return_if_fail (TERR_IS_XMPP_ROOM (self));

  if (self->phase != PHASE_JOINED)
    return;
  destroy = new_element (self, "destroy");
  if (reason != NULL)
    {
      xmpp_stanza_t *r = new_element (self, "reason");
      xmpp_stanza_t *text = xmpp_stanza_new (terr_xmpp_account_get_ctx (self->account));

      xmpp_stanza_set_text (text, reason);
      xmpp_stanza_add_child_ex (r, text, 0);
      xmpp_stanza_add_child_ex (destroy, r, 0);
    }
  send_request (self, TERR_XMPP_NS_MUC_OWNER, destroy);
}

TerrXmppAccount *
terr_xmpp_room_get_account (TerrXmppRoom *self)
{
  g_return_val_if_fail (TERR_IS_XMPP_ROOM (self), NULL);
  return self->account;
}

/* ---- the object ------------------------------------------------------- */

static void
terr_xmpp_room_dispose (GObject *object)
{
  TerrXmppRoom *self = TERR_XMPP_ROOM (object);

  if (self->account != NULL)
    {
      terr_xmpp_account_remove_room (self->account, self);
      g_clear_object (&self->account);
    }
  G_OBJECT_CLASS (terr_xmpp_room_parent_class)->dispose (object);
}

static void
terr_xmpp_room_finalize (GObject *object)
{
  TerrXmppRoom *self = TERR_XMPP_ROOM (object);

  g_clear_pointer (&self->bare, g_free);
  g_clear_pointer (&self->nick, g_free);
  g_clear_pointer (&self->form_id, g_free);
  g_clear_pointer (&self->config_id, g_free);
  g_clear_pointer (&self->occupants, g_hash_table_unref);
  g_clear_pointer (&self->pending, g_hash_table_unref);
  g_queue_clear_full (&self->pending_order, g_free);
  G_OBJECT_CLASS (terr_xmpp_room_parent_class)->finalize (object);
}

static void
terr_xmpp_room_class_init (TerrXmppRoomClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TerrRoomClass *room_class = TERR_ROOM_CLASS (klass);

  object_class->dispose = terr_xmpp_room_dispose;
  object_class->finalize = terr_xmpp_room_finalize;
  room_class->send = terr_xmpp_room_send;
  room_class->send_chat = terr_xmpp_room_send_chat;
  room_class->invite = terr_xmpp_room_invite;
  room_class->leave = terr_xmpp_room_leave;
  room_class->reconnect = terr_xmpp_room_reconnect;

  signals[PAYLOAD_REFUSED] =
    g_signal_new ("payload-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
}

static void
terr_xmpp_room_init (TerrXmppRoom *self)
{
  self->occupants = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->pending = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_queue_init (&self->pending_order);
}

static TerrXmppRoom *
room_new (TerrXmppAccount *account,
          const char      *room_address,
          gboolean         create,
          gboolean         members_only)
{
  TerrXmppRoom *self = g_object_new (TERR_TYPE_XMPP_ROOM, NULL);

  self->account = g_object_ref (account);
  self->bare = terr_xmpp_bare (room_address);
  self->create = create;
  self->members_only = members_only;
  terr_room_set_addresses (TERR_ROOM (self), self->bare, terr_xmpp_account_get_address (account));
  terr_xmpp_account_add_room (account, self);
  if (terr_xmpp_account_get_conn (account) != NULL)
    send_join (self);
  return self;
}

TerrXmppRoom *
terr_xmpp_room_create (TerrXmppAccount *account,
                       const char      *room_address,
                       gboolean         members_only)
{
  g_return_val_if_fail (TERR_IS_XMPP_ACCOUNT (account), NULL);
  g_return_val_if_fail (room_address != NULL && strchr (room_address, '@') != NULL, NULL);
  return room_new (account, room_address, TRUE, members_only);
}

TerrXmppRoom *
terr_xmpp_room_join (TerrXmppAccount *account,
                     const char      *room_address)
{
  g_return_val_if_fail (TERR_IS_XMPP_ACCOUNT (account), NULL);
  g_return_val_if_fail (room_address != NULL && strchr (room_address, '@') != NULL, NULL);
  return room_new (account, room_address, FALSE, FALSE);
}
