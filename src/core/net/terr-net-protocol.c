/* terr-net-protocol.c — reading and writing the payloads of a network game. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/random.h>
#include <unistd.h>

#include <libxml/parser.h>
#include <libxml/tree.h>

#include "terr-net-protocol.h"

G_DEFINE_QUARK (terr-net-error-quark, terr_net_error)

static const char *kind_names[] = {
  [TERR_NET_SETUP] = "setup",
  [TERR_NET_READY] = "ready",
  [TERR_NET_START] = "start",
  [TERR_NET_PLAY] = "play",
  [TERR_NET_COMMIT] = "commit",
  [TERR_NET_CANNOT] = "cannot",
  [TERR_NET_REVEAL] = "reveal",
  [TERR_NET_REFUSED] = "refused",
  [TERR_NET_HANDOVER] = "handover",
};

static void
seat_clear (gpointer data)
{
  TerrNetSeat *seat = data;

  g_free (seat->address);
}

static void
option_clear (gpointer data)
{
  TerrNetOption *option = data;

  g_free (option->id);
  g_free (option->value);
}

static void
entry_free (gpointer data)
{
  TerrNetRevealEntry *entry = data;

  g_free (entry->salt);
  g_clear_pointer (&entry->move, terr_move_unref);
  g_free (entry);
}

TerrNetPayload *
terr_net_payload_new (TerrNetKind kind)
{
  TerrNetPayload *payload = g_new0 (TerrNetPayload, 1);

  payload->kind = kind;
  payload->seats = g_array_new (FALSE, TRUE, sizeof (TerrNetSeat));
  g_array_set_clear_func (payload->seats, seat_clear);
  payload->options = g_array_new (FALSE, TRUE, sizeof (TerrNetOption));
  g_array_set_clear_func (payload->options, option_clear);
  payload->entries = g_ptr_array_new_with_free_func (entry_free);
  return payload;
}

void
terr_net_payload_free (TerrNetPayload *payload)
{
  if (payload == NULL)
    return;
  g_array_unref (payload->seats);
  g_array_unref (payload->options);
  g_free (payload->scenario);
  g_ptr_array_unref (payload->entries);
  g_free (payload->hash);
  g_clear_pointer (&payload->move, terr_move_unref);
  g_free (payload->about);
  g_free (payload->reason);
  g_free (payload->address);
  g_free (payload);
}

void
terr_net_payload_add_seat (TerrNetPayload *payload,
                           int             seat,
                           const char     *address,
                           guint           level)
{
  TerrNetSeat s = { seat, g_strdup (address), level };

  g_array_append_val (payload->seats, s);
}

void
terr_net_payload_add_option (TerrNetPayload *payload,
                             const char     *id,
                             const char     *value)
{
  TerrNetOption o = { g_strdup (id), g_strdup (value) };

  g_array_append_val (payload->options, o);
}

void
terr_net_payload_add_entry (TerrNetPayload *payload,
                            guint           k,
                            const char     *salt,
                            const TerrMove *move)
{
  TerrNetRevealEntry *entry = g_new0 (TerrNetRevealEntry, 1);

  entry->k = k;
  entry->salt = g_strdup (salt);
  entry->move = move != NULL ? terr_move_copy_bare (move) : NULL;
  g_ptr_array_add (payload->entries, entry);
}

/* ------------------------------------------------------------ reading */

gboolean
terr_net_fail (GError **error, int code, const char *format, ...)
{
  va_list args;
  char *message;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, TERR_NET_ERROR, code, message);
  g_free (message);
  return FALSE;
}

/* Every element of ours, every attribute short, few of each, not deep. */
static gboolean
check_tree (xmlNode *node, guint depth, GError **error)
{
  guint n_children = 0, n_attrs = 0;

  if (depth > TERR_NET_MAX_DEPTH)
    return terr_net_fail (error, TERR_NET_ERROR_TOO_LARGE, "elements nested deeper than %d", TERR_NET_MAX_DEPTH);
  if (node->ns == NULL || !xmlStrEqual (node->ns->href, BAD_CAST TERR_NET_NS))
    return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "<%s> is not in the namespace %s",
                   (const char *) node->name, TERR_NET_NS);
  for (xmlAttr *a = node->properties; a != NULL; a = a->next)
    {
      xmlChar *v;
      gboolean too_long;

      if (++n_attrs > TERR_NET_MAX_ATTRS)
        return terr_net_fail (error, TERR_NET_ERROR_TOO_LARGE, "<%s> has more than %d attributes",
                       (const char *) node->name, TERR_NET_MAX_ATTRS);
      if (a->ns != NULL)
        return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "attribute “%s” has a namespace", (const char *) a->name);
      v = xmlNodeListGetString (node->doc, a->children, 1);
      too_long = v != NULL && g_utf8_strlen ((const char *) v, -1) > TERR_NET_MAX_VALUE;
      xmlFree (v);
      if (too_long)
        return terr_net_fail (error, TERR_NET_ERROR_TOO_LARGE, "attribute “%s” is longer than %d characters",
                       (const char *) a->name, TERR_NET_MAX_VALUE);
    }
  for (xmlNode *c = node->children; c != NULL; c = c->next)
    {
      /* A setup's scenario is a file as text (checked by the file reader
       * with its own limits once the game is known). */
      if ((c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE)
          && xmlStrEqual (node->name, BAD_CAST "scenario"))
        continue;
      if (c->type == XML_TEXT_NODE)
        {
          if (!xmlIsBlankNode (c))
            return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "<%s> holds text", (const char *) node->name);
          continue;
        }
      if (c->type == XML_COMMENT_NODE)
        continue;
      if (c->type != XML_ELEMENT_NODE)
        return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "<%s> holds something other than elements",
                       (const char *) node->name);
      if (++n_children > TERR_NET_MAX_CHILDREN)
        return terr_net_fail (error, TERR_NET_ERROR_TOO_LARGE, "<%s> has more than %d children",
                       (const char *) node->name, TERR_NET_MAX_CHILDREN);
      if (!check_tree (c, depth + 1, error))
        return FALSE;
    }
  return TRUE;
}

static char *
get_attr (xmlNode *node, const char *name)
{
  xmlChar *v = xmlGetNoNsProp (node, BAD_CAST name);
  char *out = v != NULL ? g_strdup ((const char *) v) : NULL;

  xmlFree (v);
  return out;
}

static gboolean
get_uint (xmlNode *node, const char *name, guint64 min, guint64 max, guint64 *out, GError **error)
{
  g_autofree char *v = get_attr (node, name);
  g_autoptr(GError) local = NULL;

  if (v == NULL)
    return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "<%s> has no %s", (const char *) node->name, name);
  if (!g_ascii_string_to_unsigned (v, 10, min, max, out, &local) || v[0] == '+' || (v[0] == '0' && v[1] != '\0'))
    return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "%s of <%s> is not a number from %" G_GUINT64_FORMAT
                   " to %" G_GUINT64_FORMAT, name, (const char *) node->name, min, max);
  return TRUE;
}

static gboolean
is_hex (const char *text, gsize length)
{
  if (text == NULL || strlen (text) != length)
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isxdigit (*p) || g_ascii_isupper (*p))
      return FALSE;
  return TRUE;
}

/* A bare address: local@domain, no resource, no spaces. */
static gboolean
is_address (const char *text)
{
  const char *at;

  if (text == NULL || *text == '\0' || strchr (text, '/') != NULL)
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if (g_ascii_isspace (*p) || g_ascii_iscntrl (*p))
      return FALSE;
  at = strchr (text, '@');
  return at != NULL && at != text && at[1] != '\0' && strchr (at + 1, '@') == NULL;
}

static gboolean
get_address (xmlNode *node, const char *name, char **out, GError **error)
{
  g_autofree char *v = get_attr (node, name);

  if (!is_address (v))
    return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "%s of <%s> is not an address", name, (const char *) node->name);
  *out = g_steal_pointer (&v);
  return TRUE;
}

static xmlNode *
first_element (xmlNode *node)
{
  for (xmlNode *c = node->children; c != NULL; c = c->next)
    if (c->type == XML_ELEMENT_NODE)
      return c;
  return NULL;
}

static xmlNode *
next_element (xmlNode *node)
{
  for (xmlNode *c = node->next; c != NULL; c = c->next)
    if (c->type == XML_ELEMENT_NODE)
      return c;
  return NULL;
}

/* The file format's <move> (in our namespace here), checked against the
 * file format of @game when it is known (not yet for a reveal's parse). */
static TerrMove *
parse_move (xmlNode *node, GError **error)
{
  g_autoptr(TerrMove) move = NULL;
  g_autofree char *type = get_attr (node, "type");
  guint64 seat;

  if (!xmlStrEqual (node->name, BAD_CAST "move"))
    {
      terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "<%s> where a <move> belongs", (const char *) node->name);
      return NULL;
    }
  if (first_element (node) != NULL)
    {
      terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "a <move> in a payload holds no elements");
      return NULL;
    }
  if (!get_uint (node, "seat", 1, 6, &seat, error))
    return NULL;
  if (type == NULL || *type == '\0')
    {
      terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "a <move> has no type");
      return NULL;
    }
  move = terr_move_new ((int) seat, type);
  for (xmlAttr *a = node->properties; a != NULL; a = a->next)
    {
      xmlChar *v;

      if (xmlStrEqual (a->name, BAD_CAST "seat") || xmlStrEqual (a->name, BAD_CAST "type"))
        continue;
      v = xmlNodeListGetString (node->doc, a->children, 1);
      terr_move_set (move, (const char *) a->name, v != NULL ? (const char *) v : "");
      xmlFree (v);
    }
  return g_steal_pointer (&move);
}

/* An option's id: lowercase letters, digits and "-". */
static gboolean
is_option_id (const char *text)
{
  if (text == NULL || *text == '\0')
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_islower (*p) && !g_ascii_isdigit (*p) && *p != '-')
      return FALSE;
  return TRUE;
}

static gboolean
parse_setup_child (TerrNetPayload *p, xmlNode *c, guint64 n, guint64 *seen, GError **error)
{
  if (xmlStrEqual (c->name, BAD_CAST "seat"))
    {
      guint64 seat, level = 0;
      g_autofree char *address = NULL;

      if (!get_uint (c, "n", 1, n, &seat, error) || !get_address (c, "address", &address, error))
        return FALSE;
      if (xmlHasProp (c, BAD_CAST "computer") && !get_uint (c, "computer", 1, 9, &level, error))
        return FALSE;
      if (*seen & (1u << seat))
        return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "seat %u is set up twice", (guint) seat);
      *seen |= 1u << seat;
      terr_net_payload_add_seat (p, (int) seat, address, (guint) level);
      return TRUE;
    }
  if (xmlStrEqual (c->name, BAD_CAST "option"))
    {
      g_autofree char *id = get_attr (c, "id");
      g_autofree char *value = get_attr (c, "value");

      if (!is_option_id (id) || value == NULL)
        return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "an <option> needs an id (a-z, 0-9, -) and a value");
      if (first_element (c) != NULL)
        return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "<option> holds no elements");
      for (guint i = 0; i < p->options->len; i++)
        if (g_str_equal (g_array_index (p->options, TerrNetOption, i).id, id))
          return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "option “%s” is set twice", id);
      if (p->options->len >= TERR_NET_MAX_OPTIONS)
        return terr_net_fail (error, TERR_NET_ERROR_TOO_LARGE, "a setup has more than %d options", TERR_NET_MAX_OPTIONS);
      terr_net_payload_add_option (p, id, value);
      return TRUE;
    }
  if (xmlStrEqual (c->name, BAD_CAST "scenario"))
    {
      xmlChar *text;
      gsize length;

      if (p->scenario != NULL)
        return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "a setup holds one scenario at most");
      if (first_element (c) != NULL)
        return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "a <scenario> holds a file as text, not elements");
      text = xmlNodeGetContent (c);
      length = text != NULL ? strlen ((const char *) text) : 0;
      if (length > TERR_NET_MAX_SCENARIO)
        {
          xmlFree (text);
          return terr_net_fail (error, TERR_NET_ERROR_TOO_LARGE, "a scenario of %" G_GSIZE_FORMAT " bytes (at most %d)",
                                length, TERR_NET_MAX_SCENARIO);
        }
      if (length == 0)
        {
          xmlFree (text);
          return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "the setup's scenario is empty");
        }
      p->scenario = g_strdup ((const char *) text);
      xmlFree (text);
      return TRUE;
    }
  return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "<%s> in a setup", (const char *) c->name);
}

static gboolean
parse_setup (TerrNetPayload *p, xmlNode *root, GError **error)
{
  g_autofree char *game = get_attr (root, "game");
  guint64 n, seed;
  guint64 seen = 0;

  p->game = game != NULL ? terr_game_kind_from_string (game) : TERR_GAME_NONE;
  if (p->game == TERR_GAME_NONE)
    return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "the setup names no game this program knows");
  if (!get_uint (root, "players", 1, 6, &n, error) || !get_uint (root, "seed", 0, G_MAXUINT64, &seed, error))
    return FALSE;
  p->seed = seed;
  for (xmlNode *c = first_element (root); c != NULL; c = next_element (c))
    if (!parse_setup_child (p, c, n, &seen, error))
      return FALSE;
  if (p->seats->len != n)
    return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "the setup has %u players but %u seats", (guint) n, p->seats->len);
  return TRUE;
}

static gboolean
parse_reveal (TerrNetPayload *p, xmlNode *root, GError **error)
{
  for (xmlNode *c = first_element (root); c != NULL; c = next_element (c))
    {
      guint64 k;
      g_autofree char *salt = get_attr (c, "salt");
      g_autoptr(TerrMove) move = NULL;
      xmlNode *m;

      if (!xmlStrEqual (c->name, BAD_CAST "entry"))
        return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "<%s> in a reveal", (const char *) c->name);
      if (!get_uint (c, "k", 0, TERR_NET_MAX_SEQ, &k, error))
        return FALSE;
      if (!is_hex (salt, 32))
        return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "the salt of entry %u is not 32 hexadecimal digits", (guint) k);
      m = first_element (c);
      if (m == NULL || next_element (m) != NULL)
        return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "entry %u holds not exactly one <move>", (guint) k);
      move = parse_move (m, error);
      if (move == NULL)
        return FALSE;
      if (terr_move_get_seat (move) != p->seat)
        return terr_net_fail (error, TERR_NET_ERROR_NOT_YOURS, "the reveal of seat %d holds a move of seat %d",
                       p->seat, terr_move_get_seat (move));
      terr_net_payload_add_entry (p, (guint) k, salt, move);
    }
  return TRUE;
}

static gboolean
parse_root (TerrNetPayload *p, xmlNode *root, GError **error)
{
  guint64 v;
  gboolean needs_seq = p->kind != TERR_NET_READY && p->kind != TERR_NET_REVEAL && p->kind != TERR_NET_REFUSED;

  if (needs_seq)
    {
      if (!get_uint (root, "seq", p->kind == TERR_NET_SETUP ? 0 : 1, TERR_NET_MAX_SEQ, &v, error))
        return FALSE;
      p->seq = v;
    }
  if (p->kind == TERR_NET_READY || p->kind == TERR_NET_COMMIT || p->kind == TERR_NET_CANNOT
      || p->kind == TERR_NET_REVEAL || p->kind == TERR_NET_HANDOVER)
    {
      if (!get_uint (root, "seat", 1, 6, &v, error))
        return FALSE;
      p->seat = (int) v;
    }
  if (p->kind != TERR_NET_SETUP && p->kind != TERR_NET_PLAY && p->kind != TERR_NET_REVEAL
      && first_element (root) != NULL)
    return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "<%s> holds no elements", kind_names[p->kind]);

  switch (p->kind)
    {
    case TERR_NET_SETUP:
      return parse_setup (p, root, error);
    case TERR_NET_READY:
    case TERR_NET_START:
      return TRUE;
    case TERR_NET_PLAY:
      {
        xmlNode *m = first_element (root);

        if (m == NULL || next_element (m) != NULL)
          return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "a <play> holds not exactly one <move>");
        p->move = parse_move (m, error);
        return p->move != NULL;
      }
    case TERR_NET_COMMIT:
    case TERR_NET_CANNOT:
      if (!get_uint (root, "k", 0, TERR_NET_MAX_SEQ, &v, error))
        return FALSE;
      p->k = (guint) v;
      if (p->kind == TERR_NET_COMMIT)
        {
          p->hash = get_attr (root, "hash");
          if (!is_hex (p->hash, 64))
            return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "the hash of a commitment is not 64 hexadecimal digits");
        }
      return TRUE;
    case TERR_NET_REVEAL:
      return parse_reveal (p, root, error);
    case TERR_NET_REFUSED:
      if (!get_uint (root, "seq", 0, TERR_NET_MAX_SEQ, &v, error))
        return FALSE;
      p->seq = v;
      p->reason = get_attr (root, "reason");
      if (p->reason == NULL || *p->reason == '\0')
        return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "a refusal gives no reason");
      return get_address (root, "from", &p->about, error);
    case TERR_NET_HANDOVER:
      if (!get_uint (root, "level", 1, 9, &v, error))
        return FALSE;
      p->level = (guint) v;
      return get_address (root, "address", &p->address, error);
    default:
      g_assert_not_reached ();
    }
}

TerrNetPayload *
terr_net_payload_parse (const char  *text,
                        gsize        length,
                        GError     **error)
{
  g_autoptr(TerrNetPayload) p = NULL;
  xmlDoc *doc;
  xmlNode *root;
  int kind = -1;

  g_return_val_if_fail (text != NULL || length == 0, NULL);

  if (length > TERR_NET_MAX_PAYLOAD)
    {
      terr_net_fail (error, TERR_NET_ERROR_TOO_LARGE, "a payload of %" G_GSIZE_FORMAT " bytes (at most %d)",
              length, TERR_NET_MAX_PAYLOAD);
      return NULL;
    }
  if (length == 0 || memchr (text, '\0', length) != NULL || !g_utf8_validate (text, (gssize) length, NULL))
    {
      terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "a payload is not UTF-8 text");
      return NULL;
    }
  if (g_strstr_len (text, (gssize) length, "<!DOCTYPE") != NULL)
    {
      terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "a payload has a DOCTYPE");
      return NULL;
    }
  doc = xmlReadMemory (text, (int) length, "payload.xml", "UTF-8",
                       XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_NOBLANKS);
  if (doc == NULL)
    {
      terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "a payload is not well-formed XML");
      return NULL;
    }
  root = xmlDocGetRootElement (doc);
  if (doc->intSubset != NULL || doc->extSubset != NULL || root == NULL)
    {
      xmlFreeDoc (doc);
      terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "a payload has a DOCTYPE or no element");
      return NULL;
    }
  if (!check_tree (root, 1, error))
    {
      xmlFreeDoc (doc);
      return NULL;
    }
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (xmlStrEqual (root->name, BAD_CAST kind_names[i]))
      kind = (int) i;
  if (kind < 0)
    {
      terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "<%s> is no payload of this program", (const char *) root->name);
      xmlFreeDoc (doc);
      return NULL;
    }
  p = terr_net_payload_new ((TerrNetKind) kind);
  if (!parse_root (p, root, error))
    {
      xmlFreeDoc (doc);
      return NULL;
    }
  xmlFreeDoc (doc);
  return g_steal_pointer (&p);
}

/* ------------------------------------------------------------ writing */

static void
append_attr (GString *out, const char *name, const char *value)
{
  g_autofree char *escaped = g_markup_escape_text (value, -1);

  g_string_append_printf (out, " %s=\"%s\"", name, escaped);
}

static void
append_uint (GString *out, const char *name, guint64 value)
{
  g_string_append_printf (out, " %s=\"%" G_GUINT64_FORMAT "\"", name, value);
}

static void
append_move (GString *out, const TerrMove *move)
{
  g_string_append (out, "<move");
  append_uint (out, "seat", (guint64) terr_move_get_seat (move));
  append_attr (out, "type", terr_move_get_move_type (move));
  for (guint i = 0; i < terr_move_get_n_attrs (move); i++)
    {
      const char *name, *value;

      terr_move_get_attr (move, i, &name, &value);
      append_attr (out, name, value);
    }
  g_string_append (out, "/>");
}

char *
terr_net_move_to_text (const TerrMove *move)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (move != NULL, NULL);
  append_move (out, move);
  return g_string_free (out, FALSE);
}

char *
terr_net_payload_to_string (const TerrNetPayload *p)
{
  GString *out = g_string_new ("<");
  gboolean children;

  g_return_val_if_fail (p != NULL, NULL);

  g_string_append (out, kind_names[p->kind]);
  append_attr (out, "xmlns", TERR_NET_NS);
  if (p->kind != TERR_NET_READY && p->kind != TERR_NET_REVEAL)
    append_uint (out, "seq", p->seq);
  if (p->kind == TERR_NET_READY || p->kind == TERR_NET_COMMIT || p->kind == TERR_NET_CANNOT
      || p->kind == TERR_NET_REVEAL || p->kind == TERR_NET_HANDOVER)
    append_uint (out, "seat", (guint64) p->seat);
  switch (p->kind)
    {
    case TERR_NET_SETUP:
      append_attr (out, "game", terr_game_kind_to_string (p->game));
      append_uint (out, "players", p->seats->len);
      append_uint (out, "seed", p->seed);
      break;
    case TERR_NET_COMMIT:
    case TERR_NET_CANNOT:
      append_uint (out, "k", p->k);
      if (p->kind == TERR_NET_COMMIT)
        append_attr (out, "hash", p->hash != NULL ? p->hash : "");
      break;
    case TERR_NET_REFUSED:
      append_attr (out, "from", p->about != NULL ? p->about : "");
      append_attr (out, "reason", p->reason != NULL ? p->reason : "");
      break;
    case TERR_NET_HANDOVER:
      append_uint (out, "level", p->level);
      append_attr (out, "address", p->address != NULL ? p->address : "");
      break;
    default:
      break;
    }
  children = (p->kind == TERR_NET_SETUP && (p->seats->len > 0 || p->options->len > 0 || p->scenario != NULL))
             || (p->kind == TERR_NET_PLAY && p->move != NULL)
             || (p->kind == TERR_NET_REVEAL && p->entries->len > 0);
  if (!children)
    {
      g_string_append (out, "/>");
      return g_string_free (out, FALSE);
    }
  g_string_append (out, ">");
  if (p->kind == TERR_NET_SETUP)
    for (guint i = 0; i < p->seats->len; i++)
      {
        const TerrNetSeat *s = &g_array_index (p->seats, TerrNetSeat, i);

        g_string_append (out, "<seat");
        append_uint (out, "n", (guint64) s->seat);
        append_attr (out, "address", s->address);
        if (s->level > 0)
          append_uint (out, "computer", s->level);
        g_string_append (out, "/>");
      }
  if (p->kind == TERR_NET_SETUP)
    {
      for (guint i = 0; i < p->options->len; i++)
        {
          const TerrNetOption *o = &g_array_index (p->options, TerrNetOption, i);

          g_string_append (out, "<option");
          append_attr (out, "id", o->id);
          append_attr (out, "value", o->value);
          g_string_append (out, "/>");
        }
      if (p->scenario != NULL)
        {
          g_autofree char *escaped = g_markup_escape_text (p->scenario, -1);

          g_string_append_printf (out, "<scenario>%s</scenario>", escaped);
        }
    }
  else if (p->kind == TERR_NET_PLAY)
    append_move (out, p->move);
  else
    for (guint i = 0; i < p->entries->len; i++)
      {
        const TerrNetRevealEntry *e = g_ptr_array_index (p->entries, i);

        g_string_append (out, "<entry");
        append_uint (out, "k", e->k);
        append_attr (out, "salt", e->salt);
        g_string_append (out, ">");
        append_move (out, e->move);
        g_string_append (out, "</entry>");
      }
  g_string_append_printf (out, "</%s>", kind_names[p->kind]);
  return g_string_free (out, FALSE);
}

gboolean
terr_net_payload_equal (const TerrNetPayload *a,
                        const TerrNetPayload *b)
{
  g_autofree char *ta = NULL, *tb = NULL;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);
  ta = terr_net_payload_to_string (a);
  tb = terr_net_payload_to_string (b);
  return g_str_equal (ta, tb);
}

/* ------------------------------------------------------------ commitments */

static gboolean
fill_random (guint8 *buf, gsize n)
{
  gsize got = 0;
  int fd;

  while (got < n)
    {
      ssize_t r = getrandom (buf + got, n - got, 0);

      if (r < 0 && errno == EINTR)
        continue;
      if (r <= 0)
        break;
      got += (gsize) r;
    }
  if (got == n)
    return TRUE;
  fd = open ("/dev/urandom", O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return FALSE;
  got = 0;
  while (got < n)
    {
      ssize_t r = read (fd, buf + got, n - got);

      if (r < 0 && errno == EINTR)
        continue;
      if (r <= 0)
        break;
      got += (gsize) r;
    }
  close (fd);
  return got == n;
}

char *
terr_net_new_salt (void)
{
  guint8 bytes[16];
  GString *out = g_string_sized_new (33);

  if (!fill_random (bytes, sizeof bytes))
    g_error ("no random bytes from the system: a commitment cannot be made");
  for (guint i = 0; i < sizeof bytes; i++)
    g_string_append_printf (out, "%02x", bytes[i]);
  return g_string_free (out, FALSE);
}

static int
compare_attr_names (gconstpointer a,
                    gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* The move's text for a commitment: seat, type, then the other attributes
 * sorted by name.  A room may hand a move on with its attributes in
 * another order (XMPP servers and libraries do not keep it), and the
 * commitment must not depend on it. */
static char *
commit_move_text (const TerrMove *move)
{
  GString *out = g_string_new ("<move");
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  append_uint (out, "seat", (guint64) terr_move_get_seat (move));
  append_attr (out, "type", terr_move_get_move_type (move));
  for (guint i = 0; i < terr_move_get_n_attrs (move); i++)
    {
      const char *name, *value;

      terr_move_get_attr (move, i, &name, &value);
      g_ptr_array_add (names, (gpointer) name);
    }
  g_ptr_array_sort (names, compare_attr_names);
  for (guint i = 0; i < names->len; i++)
    append_attr (out, g_ptr_array_index (names, i), terr_move_get (move, g_ptr_array_index (names, i)));
  g_string_append (out, "/>");
  return g_string_free (out, FALSE);
}

char *
terr_net_commit_hash (const char     *salt,
                      guint           k,
                      int             seat,
                      const TerrMove *move)
{
  g_autofree char *move_text = move != NULL ? commit_move_text (move) : g_strdup ("cannot");
  g_autofree char *text = g_strdup_printf ("terraces-commit:1:%s:%u:%d:%s", salt, k, seat, move_text);

  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
}
