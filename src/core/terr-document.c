/* terr-document.c — safe reading, validation and writing of .terraces files.
 *
 * Reading order (see terr-document.h): size cap, parse (no network, no DTD
 * loading, no entity substitution, any DOCTYPE refused as soon as the parser
 * meets it), RELAX NG validation, then the element pointers are filled in.
 */
#include "config.h"

#include "terr-document.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/relaxng.h>
#include <libxml/xmlsave.h>

#include "terr-core-resources.h"
#include "terr-move.h"

/* libxml2 2.12 passes errors to structured handlers as const. */
#if LIBXML_VERSION >= 21200
typedef const xmlError *TerrXmlErrorPtr;
#else
typedef xmlErrorPtr TerrXmlErrorPtr;
#endif

G_DEFINE_QUARK (terr-error-quark, terr_error)

static const struct {
  TerrGameKind kind;
  const char *id;
  const char *title;
} game_kinds[] = {
  { TERR_GAME_HANGING_GARDENS, "hanging-gardens", N_("Hanging Gardens") },
  { TERR_GAME_ZIGGURAT, "ziggurat", N_("Ziggurat") },
  { TERR_GAME_GARDEN_PATHS, "garden-paths", N_("Garden Paths") },
};

const char *
terr_game_kind_to_string (TerrGameKind kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (game_kinds); i++)
    if (game_kinds[i].kind == kind)
      return game_kinds[i].id;
  return NULL;
}

TerrGameKind
terr_game_kind_from_string (const char *str)
{
  for (guint i = 0; str != NULL && i < G_N_ELEMENTS (game_kinds); i++)
    if (g_str_equal (game_kinds[i].id, str))
      return game_kinds[i].kind;
  return TERR_GAME_NONE;
}

const char *
terr_game_kind_get_title (TerrGameKind kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (game_kinds); i++)
    if (game_kinds[i].kind == kind)
      return g_dgettext (GETTEXT_PACKAGE, game_kinds[i].title);
  return NULL;
}

/* ---------------------------------------------------------------- errors */

static void set_error_va (GError **error, const char *name, int line, int code,
                          const char *format, va_list args) G_GNUC_PRINTF (5, 0);

static void
set_error_va (GError    **error,
              const char *name,
              int         line,
              int         code,
              const char *format,
              va_list     args)
{
  g_autofree char *msg = g_strdup_vprintf (format, args);

  if (line > 0)
    g_set_error (error, TERR_ERROR, code, "%s:%d: %s", name, line, msg);
  else
    g_set_error (error, TERR_ERROR, code, "%s: %s", name, msg);
}

static gboolean
set_error (GError **error, const char *name, int line, int code, const char *format, ...) G_GNUC_PRINTF (5, 6);

static gboolean
set_error (GError **error, const char *name, int line, int code, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  set_error_va (error, name, line, code, format, args);
  va_end (args);
  return FALSE;
}

gboolean
terr_document_set_error (TerrDocument *doc,
                         xmlNode      *node,
                         GError      **error,
                         int           code,
                         const char   *format,
                         ...)
{
  va_list args;

  g_return_val_if_fail (doc != NULL, FALSE);

  va_start (args, format);
  set_error_va (error, doc->display_name, node ? (int) xmlGetLineNo (node) : 0, code, format, args);
  va_end (args);
  return FALSE;
}

/* --------------------------------------------------------------- schema */

typedef struct {
  int line;
  char *message;
} FirstError;

static void
collect_first_error_cb (void *data, TerrXmlErrorPtr err)
{
  FirstError *first = data;

  if (first->message != NULL || err == NULL)
    return;
  first->line = err->line;
  /* One line: libxml2 sometimes adds the offending bytes on a second line. */
  first->message = g_strstrip (g_strdelimit (g_strdup (err->message ? err->message : "invalid"), "\r\n", ' '));
}

/* The schema is compiled once per "start": the whole file of one game
 * (start = the game's define) and, to find the exact place of an error,
 * single elements (start = "hg-move", "players", …).  libxml2 reports an
 * error inside an <interleave> only at the enclosing element, so a file that
 * fails is checked again element by element. */
static GMutex schema_lock;
static xmlDoc *schema_source;
static GHashTable *schemas;   /* define name → xmlRelaxNGPtr */

static xmlRelaxNGPtr
get_schema_for (const char *define)
{
  xmlRelaxNGPtr schema;

  g_mutex_lock (&schema_lock);
  if (schema_source == NULL)
    {
      g_autoptr(GBytes) bytes = NULL;
      gsize len;
      const char *data;

      bytes = g_resource_lookup_data (terr_core_get_resource (),
                                      "/io/github/terraces/Terraces/terraces.rng",
                                      G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      g_assert (bytes != NULL);
      data = g_bytes_get_data (bytes, &len);
      schema_source = xmlReadMemory (data, (int) len, "terraces.rng", NULL, XML_PARSE_NONET);
      g_assert (schema_source != NULL);
      schemas = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) xmlRelaxNGFree);
    }
  schema = g_hash_table_lookup (schemas, define);
  if (schema == NULL)
    {
      xmlDoc *copy = xmlCopyDoc (schema_source, 1);
      xmlNode *start = terr_xml_next_element (xmlDocGetRootElement (copy), NULL, "start");
      xmlNode *ref;
      xmlRelaxNGParserCtxtPtr pctxt;

      g_assert (start != NULL);
      while (start->children != NULL)
        {
          xmlNode *child = start->children;
          xmlUnlinkNode (child);
          xmlFreeNode (child);
        }
      ref = xmlNewChild (start, start->ns, BAD_CAST "ref", NULL);
      xmlSetProp (ref, BAD_CAST "name", BAD_CAST define);
      pctxt = xmlRelaxNGNewDocParserCtxt (copy);
      schema = xmlRelaxNGParse (pctxt);
      xmlRelaxNGFreeParserCtxt (pctxt);
      xmlFreeDoc (copy);
      g_assert (schema != NULL);
      g_hash_table_insert (schemas, g_strdup (define), schema);
    }
  g_mutex_unlock (&schema_lock);
  return schema;
}

static gboolean
validate_doc (const char *define, xmlDoc *xml, FirstError *first)
{
  xmlRelaxNGValidCtxtPtr vctxt = xmlRelaxNGNewValidCtxt (get_schema_for (define));
  int rc;

  xmlRelaxNGSetValidStructuredErrors (vctxt, collect_first_error_cb, first);
  rc = xmlRelaxNGValidateDoc (vctxt, xml);
  xmlRelaxNGFreeValidCtxt (vctxt);
  return rc == 0;
}

/* Validates @node alone (in a document of its own; lines are kept). */
static gboolean
validate_element (const char *define, xmlNode *node, FirstError *first)
{
  xmlDoc *xml = xmlNewDoc (BAD_CAST "1.0");
  gboolean ok;

  xmlDocSetRootElement (xml, xmlDocCopyNode (node, xml, 1));
  ok = validate_doc (define, xml, first);
  xmlFreeDoc (xml);
  if (!ok && first->line <= 0)
    first->line = (int) xmlGetLineNo (node);
  return ok;
}

/* libxml2's RELAX NG validation takes time quadratic in the number of
 * repeated siblings (about 17 s for 100,000 moves), so no element may have
 * more than TERR_MAX_CHILDREN element children, except <moves>, whose moves
 * are validated one by one (linear) by validate_linear(). */
#define TERR_MAX_CHILDREN 10000

static gboolean
check_element_counts (TerrDocument *doc, xmlNode *node, GError **error)
{
  guint n = 0;

  for (xmlNode *c = node->children; c != NULL; c = c->next)
    {
      if (c->type != XML_ELEMENT_NODE)
        continue;
      if (++n > TERR_MAX_CHILDREN && !(node->parent == doc->root && xmlStrEqual (node->name, BAD_CAST "moves")))
        {
          g_set_error (error, TERR_ERROR, TERR_ERROR_TOO_LARGE,
                       _("%s:%d: more than %d elements in <%s>; such a file is not read"),
                       doc->display_name, (int) xmlGetLineNo (c), TERR_MAX_CHILDREN,
                       (const char *) node->name);
          return FALSE;
        }
      if (!check_element_counts (doc, c, error))
        return FALSE;
    }
  return TRUE;
}

static void locate_schema_error (TerrDocument *doc, FirstError *whole, GError **error);
static char *describe_schema_error (const char *message);
static const char *game_define_prefix (TerrGameKind game);

/* Each move of <moves> on its own (linear time); the error names the move. */
static gboolean
validate_moves (TerrDocument *doc, xmlNode *moves, GError **error)
{
  g_autofree char *move_define = g_strdup_printf ("%s-move", game_define_prefix (doc->game));
  guint k = 0;

  for (xmlNode *m = terr_xml_next_element (moves, NULL, NULL); m; m = terr_xml_next_element (moves, m, NULL), k++)
    {
      FirstError first = { 0 };

      if (!xmlStrEqual (m->name, BAD_CAST "move"))
        return terr_document_set_error (doc, m, error, TERR_ERROR_SCHEMA,
                                        _("unexpected element <%s> in <moves>"), (const char *) m->name);
      if (!validate_element (move_define, m, &first))
        {
          g_autofree char *msg = describe_schema_error (first.message ? first.message : "invalid");
          g_set_error (error, TERR_ERROR, TERR_ERROR_SCHEMA, "%s:%d: move %u: %s",
                       doc->display_name, first.line, k + 1, msg);
          g_free (first.message);
          return FALSE;
        }
    }
  return TRUE;
}

/* The whole file with <moves> emptied, then each move on its own. */
static gboolean
validate_linear (TerrDocument *doc, const char *game, FirstError *whole, GError **error)
{
  xmlNode *moves = terr_xml_next_element (doc->root, NULL, "moves");
  g_autoptr(GPtrArray) detached = g_ptr_array_new ();
  gboolean ok;

  if (moves != NULL && terr_xml_next_element (doc->root, moves, "moves") == NULL)
    {
      xmlNode *c = moves->children;
      while (c != NULL)
        {
          xmlNode *next = c->next;
          xmlUnlinkNode (c);
          g_ptr_array_add (detached, c);
          c = next;
        }
    }
  else
    moves = NULL;
  ok = validate_doc (game, doc->xml, whole);
  for (guint i = 0; i < detached->len; i++)
    xmlAddChild (moves, g_ptr_array_index (detached, i));
  if (!ok)
    {
      locate_schema_error (doc, whole, error);
      return FALSE;
    }
  if (moves == NULL)
    return TRUE;

  return validate_moves (doc, moves, error);
}

/* libxml2's RELAX NG messages are terse; make the common ones read better. */
static char *
describe_schema_error (const char *message)
{
  if (g_str_has_prefix (message, "Did not expect element "))
    return g_strdup_printf (_("unexpected element <%s>"), message + strlen ("Did not expect element "));
  if (g_str_has_prefix (message, "Expecting element "))
    return g_strdup_printf (_("missing element <%s>"), message + strlen ("Expecting element "));
  return g_strdup_printf (_("does not follow the file format: %s"), message);
}

static const char *
game_define_prefix (TerrGameKind game)
{
  switch (game)
    {
    case TERR_GAME_HANGING_GARDENS: return "hg";
    case TERR_GAME_ZIGGURAT: return "zg";
    case TERR_GAME_GARDEN_PATHS: return "gp";
    case TERR_GAME_NONE:
    default: return NULL;
    }
}

/* TRUE when @text is a whole number (as the schema reads one: spaces
 * around it and a leading "+" allowed) of at least @min. */
static gboolean
is_whole_number (const char *text, guint64 min)
{
  g_autofree char *copy = g_strstrip (g_strdup (text));
  const char *digits = copy[0] == '+' ? copy + 1 : copy;
  guint64 value;

  return digits[0] != '-' &&
         g_ascii_string_to_unsigned (digits, 10, 0, G_MAXUINT64, &value, NULL) && value >= min;
}

/* TRUE when @text is "sha256:" and 64 lowercase hexadecimal digits. */
static gboolean
is_sha256 (const char *text)
{
  if (!g_str_has_prefix (text, "sha256:") || strlen (text) != strlen ("sha256:") + 64)
    return FALSE;
  for (const char *p = text + strlen ("sha256:"); *p != '\0'; p++)
    if (!g_ascii_isdigit (*p) && !(*p >= 'a' && *p <= 'f'))
      return FALSE;
  return TRUE;
}

/* What is wrong with a <certificate> the schema refused, in words (its
 * attributes in the order of the file format), or NULL when it is none of
 * these. */
static char *
describe_certificate_error (xmlNode *node)
{
  static const char *const attributes[] = { "verdict", "solutions", "cap", "exact",
                                            "work", "nodes", "version", "hash" };

  for (guint i = 0; i < G_N_ELEMENTS (attributes); i++)
    {
      const char *name = attributes[i];
      g_autofree char *value = terr_xml_get_string (node, name);

      if (value == NULL)
        /* TRANSLATORS: %s is an attribute name of the file format */
        return g_strdup_printf (_("the attribute %s is missing"), name);
      if (g_str_equal (name, "verdict") &&
          !g_str_equal (value, "solvable") && !g_str_equal (value, "unsolvable") && !g_str_equal (value, "unknown"))
        /* TRANSLATORS: an attribute name and its three possible values, as
         * written in the file: "verdict must be solvable, unsolvable or unknown" */
        return g_strdup_printf (_("%s must be %s, %s or %s"), name, "solvable", "unsolvable", "unknown");
      if (g_str_equal (name, "exact") && !g_str_equal (value, "true") && !g_str_equal (value, "false"))
        /* TRANSLATORS: an attribute name and its two possible values, as
         * written in the file: "exact must be true or false" */
        return g_strdup_printf (_("%s must be %s or %s"), name, "true", "false");
      if ((g_str_equal (name, "solutions") || g_str_equal (name, "work")) && !is_whole_number (value, 0))
        /* TRANSLATORS: %s is an attribute name of the file format */
        return g_strdup_printf (_("%s must be a whole number, 0 or more"), name);
      if ((g_str_equal (name, "cap") || g_str_equal (name, "nodes")) && !is_whole_number (value, 1))
        /* TRANSLATORS: %s is an attribute name of the file format */
        return g_strdup_printf (_("%s must be a whole number, 1 or more"), name);
      if (g_str_equal (name, "version") &&
          (value[0] == '\0' || strspn (value, "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz.+~-") != strlen (value)))
        /* TRANSLATORS: %s is an attribute name of the file format */
        return g_strdup_printf (_("%s must be letters, digits and . + ~ - only"), name);
      if (g_str_equal (name, "hash") && !is_sha256 (value))
        /* TRANSLATORS: an attribute name and the start of its value:
         * "hash must be sha256: followed by 64 lowercase hexadecimal digits" */
        return g_strdup_printf (_("%s must be %s followed by 64 lowercase hexadecimal digits"), name, "sha256:");
    }
  return NULL;
}

/* After the whole file failed: find the first element that fails on its
 * own and report it with its line. */
static void
locate_schema_error (TerrDocument *doc, FirstError *whole, GError **error)
{
  static const char *children[] = { "meta", "rules", "players", "board", "pieces",
                                    "position", "goal", "moves", "result", "certificate" };
  static const char *required[] = { "rules", "players", "position" };
  const char *prefix = game_define_prefix (doc->game);
  guint seen = 0;

  for (xmlNode *n = terr_xml_next_element (doc->root, NULL, NULL); n; n = terr_xml_next_element (doc->root, n, NULL))
    {
      g_autofree char *define = NULL;
      FirstError first = { 0 };
      int which = -1;

      for (guint i = 0; i < G_N_ELEMENTS (children); i++)
        if (xmlStrEqual (n->name, BAD_CAST children[i]))
          which = (int) i;
      if (which < 0 || ((which == 3 || which == 4) && doc->game != TERR_GAME_GARDEN_PATHS))
        {
          terr_document_set_error (doc, n, error, TERR_ERROR_SCHEMA,
                                   _("unexpected element <%s> in <terraces>"), (const char *) n->name);
          return;
        }
      if (seen & (1u << which))
        {
          terr_document_set_error (doc, n, error, TERR_ERROR_SCHEMA,
                                   _("<%s> appears twice (each part of a file appears at most once)"),
                                   (const char *) n->name);
          return;
        }
      seen |= 1u << which;
      if (which == 0 || which == 2 || which == 8 || which == 9)
        define = g_strdup (children[which]);
      else
        define = g_strdup_printf ("%s-%s", prefix, children[which]);

      if (which == 7 && !validate_moves (doc, n, error))
        return;
      if (!validate_element (define, n, &first))
        {
          g_autofree char *msg = describe_schema_error (first.message ? first.message : "invalid");

          if (which == 9)
            {
              /* The schema's words for an attribute are "Element certificate
               * failed to validate attributes": say which and why. */
              g_autofree char *why = describe_certificate_error (n);
              terr_document_set_error (doc, n, error, TERR_ERROR_SCHEMA,
                                       /* TRANSLATORS: %s says what is wrong with
                                        * it, e.g. "verdict must be solvable,
                                        * unsolvable or unknown" */
                                       _("the <certificate> element is not valid: %s"),
                                       why != NULL ? why : msg);
            }
          else
            g_set_error (error, TERR_ERROR, TERR_ERROR_SCHEMA, "%s:%d: %s", doc->display_name, first.line, msg);
          g_free (first.message);
          return;
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (required); i++)
    {
      gboolean present = FALSE;
      for (guint c = 0; c < G_N_ELEMENTS (children); c++)
        if (g_str_equal (children[c], required[i]) && (seen & (1u << c)))
          present = TRUE;
      if (!present)
        {
          terr_document_set_error (doc, doc->root, error, TERR_ERROR_SCHEMA,
                                   _("missing element <%s>"), required[i]);
          return;
        }
    }
  if (doc->game == TERR_GAME_GARDEN_PATHS && (!(seen & (1u << 3)) || !(seen & (1u << 4))))
    {
      terr_document_set_error (doc, doc->root, error, TERR_ERROR_SCHEMA,
                               _("a Garden Paths file needs <board> and <pieces>"));
      return;
    }
  {
    g_autofree char *msg = describe_schema_error (whole->message ? whole->message : "invalid");
    g_set_error (error, TERR_ERROR, TERR_ERROR_SCHEMA, "%s:%d: %s", doc->display_name,
                 whole->line > 0 ? whole->line : (int) xmlGetLineNo (doc->root), msg);
  }
}

/* --------------------------------------------------------------- parsing */

typedef struct {
  gboolean saw_doctype;
  int doctype_line;
  FirstError first;
} ParseGuard;

static void
parse_error_cb (void *data, TerrXmlErrorPtr err)
{
  xmlParserCtxtPtr ctxt = data;
  ParseGuard *guard = ctxt->_private;

  collect_first_error_cb (&guard->first, err);
}

static void
refuse_internal_subset_cb (void          *ctx,
                           const xmlChar *name,
                           const xmlChar *external_id,
                           const xmlChar *system_id)
{
  xmlParserCtxtPtr ctxt = ctx;
  ParseGuard *guard = ctxt->_private;

  guard->saw_doctype = TRUE;
  guard->doctype_line = ctxt->input ? ctxt->input->line : 0;
  xmlStopParser (ctxt);
}

static void
fill_elements (TerrDocument *doc)
{
  for (xmlNode *n = doc->root->children; n != NULL; n = n->next)
    {
      if (n->type != XML_ELEMENT_NODE)
        continue;
#define PICK(field) if (xmlStrEqual (n->name, BAD_CAST #field)) doc->field = n
      PICK (meta);
      else PICK (rules);
      else PICK (players);
      else PICK (board);
      else PICK (pieces);
      else PICK (position);
      else PICK (goal);
      else PICK (moves);
      else PICK (result);
#undef PICK
    }
}

TerrDocument *
terr_document_load_bytes (GBytes     *bytes,
                          const char *display_name,
                          GError    **error)
{
  g_autoptr(TerrDocument) doc = NULL;
  xmlParserCtxtPtr ctxt;
  ParseGuard guard = { 0 };
  const char *data;
  gsize len;

  g_return_val_if_fail (bytes != NULL, NULL);

  if (display_name == NULL)
    display_name = "(memory)";
  data = g_bytes_get_data (bytes, &len);
  if (len > TERR_MAX_FILE_SIZE)
    {
      g_autofree char *size = g_strdup_printf ("%" G_GSIZE_FORMAT, len);
      set_error (error, display_name, 0, TERR_ERROR_TOO_LARGE,
                 _("the file is larger than 16 MiB (%s bytes); it is not read"), size);
      return NULL;
    }
  if (len == 0)
    {
      set_error (error, display_name, 0, TERR_ERROR_PARSE, _("the file is empty"));
      return NULL;
    }

  doc = g_new0 (TerrDocument, 1);
  doc->display_name = g_strdup (display_name);

  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    {
      set_error (error, display_name, 0, TERR_ERROR_PARSE, _("out of memory"));
      return NULL;
    }
  ctxt->_private = &guard;
  ctxt->sax->internalSubset = refuse_internal_subset_cb;
  ctxt->sax->serror = parse_error_cb;
  /* No network, no DTD loading or validation, no entity substitution; the
   * default nesting limit (256) and entity amplification limits stay on. */
  doc->xml = xmlCtxtReadMemory (ctxt, data, (int) len, NULL, NULL,
                                XML_PARSE_NONET | XML_PARSE_NOWARNING | XML_PARSE_NOERROR | XML_PARSE_NOCDATA |
                                XML_PARSE_BIG_LINES);
  if (guard.saw_doctype)
    {
      set_error (error, display_name, guard.doctype_line, TERR_ERROR_PARSE,
                 _("DOCTYPE declarations are not allowed (no DTD or entity is ever read)"));
      g_free (guard.first.message);
      xmlFreeParserCtxt (ctxt);
      return NULL;
    }
  if (doc->xml == NULL || !ctxt->wellFormed)
    {
      set_error (error, display_name, guard.first.line, TERR_ERROR_PARSE,
                 _("not well-formed XML: %s"), guard.first.message ? guard.first.message : "parse error");
      g_free (guard.first.message);
      xmlFreeParserCtxt (ctxt);
      return NULL;
    }
  g_free (guard.first.message);
  xmlFreeParserCtxt (ctxt);

  doc->root = xmlDocGetRootElement (doc->xml);
  if (doc->root == NULL || !xmlStrEqual (doc->root->name, BAD_CAST "terraces") || doc->root->ns != NULL)
    {
      set_error (error, display_name, doc->root ? (int) xmlGetLineNo (doc->root) : 0, TERR_ERROR_SCHEMA,
                 _("this is not a Terraces file (the root element must be <terraces>)"));
      return NULL;
    }

  {
    g_autofree char *format = terr_xml_get_string (doc->root, "format");
    g_autofree char *game = terr_xml_get_string (doc->root, "game");
    g_autofree char *kind = terr_xml_get_string (doc->root, "kind");
    FirstError whole = { 0 };
    int line = (int) xmlGetLineNo (doc->root);

    if (g_strcmp0 (format, "1") != 0)
      {
        set_error (error, display_name, line, TERR_ERROR_SCHEMA,
                   format ? _("format=\"%s\" is not supported (this program reads format 1)")
                          : _("<terraces> needs format=\"1\"%s"), format ? format : "");
        return NULL;
      }
    doc->game = terr_game_kind_from_string (game);
    if (doc->game == TERR_GAME_NONE)
      {
        set_error (error, display_name, line, TERR_ERROR_SCHEMA,
                   _("game=\"%s\" is not hanging-gardens, ziggurat or garden-paths"), game ? game : "");
        return NULL;
      }
    if (g_strcmp0 (kind, "replay") != 0 && g_strcmp0 (kind, "scenario") != 0)
      {
        set_error (error, display_name, line, TERR_ERROR_SCHEMA,
                   _("kind=\"%s\" is not scenario or replay"), kind ? kind : "");
        return NULL;
      }
    doc->kind = g_str_equal (kind, "replay") ? TERR_FILE_REPLAY : TERR_FILE_SCENARIO;
    if (!check_element_counts (doc, doc->root, error) ||
        !validate_linear (doc, game, &whole, error))
      {
        g_free (whole.message);
        return NULL;
      }
  }
  fill_elements (doc);

  return g_steal_pointer (&doc);
}

TerrDocument *
terr_document_load_file (GFile        *file,
                         GCancellable *cancellable,
                         GError      **error)
{
  g_autoptr(GFileInputStream) in = NULL;
  g_autoptr(GByteArray) buf = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GError) local_error = NULL;
  guint8 chunk[65536];

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = g_file_get_basename (file);
  in = g_file_read (file, cancellable, &local_error);
  if (in == NULL)
    {
      set_error (error, name, 0, TERR_ERROR_IO, "%s", local_error->message);
      return NULL;
    }
  buf = g_byte_array_new ();
  for (;;)
    {
      gssize n = g_input_stream_read (G_INPUT_STREAM (in), chunk, sizeof chunk, cancellable, &local_error);
      if (n < 0)
        {
          set_error (error, name, 0, TERR_ERROR_IO, "%s", local_error->message);
          return NULL;
        }
      if (n == 0)
        break;
      /* Stop reading early: nothing past the cap is ever held in memory. */
      if (buf->len + (gsize) n > TERR_MAX_FILE_SIZE)
        {
          set_error (error, name, 0, TERR_ERROR_TOO_LARGE,
                     _("the file is larger than 16 MiB; it is not read"));
          return NULL;
        }
      g_byte_array_append (buf, chunk, (guint) n);
    }
  bytes = g_byte_array_free_to_bytes (g_steal_pointer (&buf));
  return terr_document_load_bytes (bytes, name, error);
}

TerrDocument *
terr_document_load_path (const char *path, GError **error)
{
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  file = g_file_new_for_commandline_arg (path);
  return terr_document_load_file (file, NULL, error);
}

void
terr_document_free (TerrDocument *doc)
{
  if (doc == NULL)
    return;
  g_free (doc->display_name);
  g_clear_pointer (&doc->xml, xmlFreeDoc);
  g_free (doc);
}

gboolean
terr_document_check_move (TerrGameKind game, const TerrMove *move, GError **error)
{
  g_autofree char *define = NULL;
  FirstError first = { 0 };
  xmlDoc *xml;
  xmlNode *node;
  gboolean ok;

  g_return_val_if_fail (move != NULL, FALSE);

  if (game_define_prefix (game) == NULL)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED, _("unknown game"));
      return FALSE;
    }
  define = g_strdup_printf ("%s-move", game_define_prefix (game));
  xml = xmlNewDoc (BAD_CAST "1.0");
  node = xmlNewDocNode (xml, NULL, BAD_CAST "move", NULL);
  xmlDocSetRootElement (xml, node);
  terr_xml_set_int (node, "seat", terr_move_get_seat (move));
  terr_xml_set_string (node, "type", terr_move_get_move_type (move));
  for (guint i = 0; i < terr_move_get_n_attrs (move); i++)
    {
      const char *name, *value;
      terr_move_get_attr (move, i, &name, &value);
      if (xmlValidateNCName (BAD_CAST name, 0) != 0 || g_str_equal (name, "seat") || g_str_equal (name, "type"))
        {
          g_set_error (error, TERR_ERROR, TERR_ERROR_SCHEMA, _("a move has no attribute “%s”"), name);
          xmlFreeDoc (xml);
          return FALSE;
        }
      terr_xml_set_string (node, name, value);
    }
  ok = validate_doc (define, xml, &first);
  xmlFreeDoc (xml);
  if (!ok)
    {
      g_autofree char *move_text = terr_move_to_string (move);
      g_set_error (error, TERR_ERROR, TERR_ERROR_SCHEMA, _("“%s” is not a move of the file format (%s)"),
                   move_text, first.message ? first.message : "invalid");
    }
  g_free (first.message);
  return ok;
}

/* --------------------------------------------------------------- writing */

TerrDocument *
terr_document_new (TerrGameKind game, TerrFileKind kind)
{
  TerrDocument *doc;

  doc = g_new0 (TerrDocument, 1);
  doc->display_name = g_strdup ("(new)");
  doc->game = game;
  doc->kind = kind;
  doc->xml = xmlNewDoc (BAD_CAST "1.0");
  doc->root = xmlNewDocNode (doc->xml, NULL, BAD_CAST "terraces", NULL);
  xmlDocSetRootElement (doc->xml, doc->root);
  terr_xml_set_string (doc->root, "format", "1");
  terr_xml_set_string (doc->root, "game", terr_game_kind_to_string (game));
  terr_xml_set_string (doc->root, "kind", kind == TERR_FILE_REPLAY ? "replay" : "scenario");
  return doc;
}

GBytes *
terr_document_to_bytes (TerrDocument *doc)
{
  xmlChar *mem = NULL;
  int size = 0;
  GBytes *bytes;

  g_return_val_if_fail (doc != NULL, NULL);

  xmlDocDumpFormatMemoryEnc (doc->xml, &mem, &size, "UTF-8", 1);
  bytes = g_bytes_new (mem, (gsize) size);
  xmlFree (mem);
  return bytes;
}

gboolean
terr_write_file_atomic (const char *path, GBytes *contents, GError **error)
{
  gsize len;
  const char *data;

  g_return_val_if_fail (path != NULL && contents != NULL, FALSE);

  data = g_bytes_get_data (contents, &len);
  /* CONSISTENT: written to a temporary file beside it, then renamed over;
   * DURABLE: fsync before the rename, so a crash never leaves a mix. */
  return g_file_set_contents_full (path, data, (gssize) len,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0666, error);
}

/* ------------------------------------------------------- node helpers */

xmlNode *
terr_xml_next_element (xmlNode *parent, xmlNode *prev, const char *name)
{
  xmlNode *n = prev ? prev->next : (parent ? parent->children : NULL);

  for (; n != NULL; n = n->next)
    if (n->type == XML_ELEMENT_NODE && (name == NULL || xmlStrEqual (n->name, BAD_CAST name)))
      return n;
  return NULL;
}

gboolean
terr_xml_has_attr (xmlNode *node, const char *attr)
{
  return node != NULL && xmlHasProp (node, BAD_CAST attr) != NULL;
}

char *
terr_xml_get_string (xmlNode *node, const char *attr)
{
  xmlChar *v;
  char *ret;

  if (node == NULL)
    return NULL;
  v = xmlGetProp (node, BAD_CAST attr);
  if (v == NULL)
    return NULL;
  ret = g_strdup ((const char *) v);
  xmlFree (v);
  return ret;
}

char *
terr_xml_get_text (xmlNode *node)
{
  xmlChar *v;
  char *ret;

  if (node == NULL)
    return g_strdup ("");
  v = xmlNodeGetContent (node);
  ret = g_strdup (v ? (const char *) v : "");
  xmlFree (v);
  return ret;
}

gboolean
terr_xml_get_int (TerrDocument *doc,
                  xmlNode      *node,
                  const char   *attr,
                  gint64        min,
                  gint64        max,
                  gint64       *out,
                  GError      **error)
{
  g_autofree char *s = terr_xml_get_string (node, attr);
  char *end = NULL;
  gint64 v;

  if (s == NULL)
    return terr_document_set_error (doc, node, error, TERR_ERROR_SCHEMA,
                                    _("<%s> needs the attribute %s"), (const char *) node->name, attr);
  g_strstrip (s);
  errno = 0;
  v = g_ascii_strtoll (s, &end, 10);
  if (*s == '\0' || end == s || *end != '\0')
    return terr_document_set_error (doc, node, error, TERR_ERROR_SCHEMA,
                                    _("%s=\"%s\" of <%s> is not a whole number"),
                                    attr, s, (const char *) node->name);
  if (errno == ERANGE || v < min || v > max)
    {
      g_autofree char *lo = g_strdup_printf ("%" G_GINT64_FORMAT, min);
      g_autofree char *hi = g_strdup_printf ("%" G_GINT64_FORMAT, max);
      return terr_document_set_error (doc, node, error, TERR_ERROR_INVALID,
                                      _("%s=\"%s\" of <%s> is out of range (%s to %s)"),
                                      attr, s, (const char *) node->name, lo, hi);
    }
  if (out)
    *out = v;
  return TRUE;
}

gboolean
terr_xml_get_bool (TerrDocument *doc,
                   xmlNode      *node,
                   const char   *attr,
                   gboolean     *out,
                   GError      **error)
{
  g_autofree char *s = terr_xml_get_string (node, attr);

  if (g_strcmp0 (s, "true") == 0 || g_strcmp0 (s, "1") == 0)
    *out = TRUE;
  else if (g_strcmp0 (s, "false") == 0 || g_strcmp0 (s, "0") == 0)
    *out = FALSE;
  else
    return terr_document_set_error (doc, node, error, TERR_ERROR_SCHEMA,
                                    _("%s of <%s> must be true or false"), attr, (const char *) node->name);
  return TRUE;
}

xmlNode *
terr_xml_add_element (xmlNode *parent, const char *name)
{
  g_return_val_if_fail (parent != NULL, NULL);
  return xmlNewChild (parent, NULL, BAD_CAST name, NULL);
}

/* Valid UTF-8 with only the characters XML 1.0 allows (a name or comment
 * typed or pasted by a person may hold anything). */
static char *
xml_clean_text (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  GString *out = g_string_sized_new (strlen (valid));

  for (const char *p = valid; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0xFFFE || c == 0xFFFF)
        continue;
      g_string_append_unichar (out, c);
    }
  return g_string_free (out, FALSE);
}

void
terr_xml_set_string (xmlNode *node, const char *attr, const char *value)
{
  g_autofree char *clean = NULL;

  g_return_if_fail (node != NULL && value != NULL);
  clean = xml_clean_text (value);
  xmlSetProp (node, BAD_CAST attr, BAD_CAST clean);
}

void
terr_xml_set_int (xmlNode *node, const char *attr, gint64 value)
{
  char buf[32];

  g_snprintf (buf, sizeof buf, "%" G_GINT64_FORMAT, value);
  terr_xml_set_string (node, attr, buf);
}

void
terr_xml_set_bool (xmlNode *node, const char *attr, gboolean value)
{
  terr_xml_set_string (node, attr, value ? "true" : "false");
}

void
terr_xml_set_text (xmlNode *node, const char *text)
{
  xmlChar *escaped;
  g_autofree char *clean = NULL;

  g_return_if_fail (node != NULL);
  clean = xml_clean_text (text ? text : "");
  escaped = xmlEncodeSpecialChars (node->doc, BAD_CAST clean);
  xmlNodeSetContent (node, escaped);
  xmlFree (escaped);
}
