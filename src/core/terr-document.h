/* terr-document.h — reading and writing the .terraces XML format.
 *
 * terr_document_load_*() does, in this order: the 16 MiB cap, a parse with
 * no network, no DTD loading and no entity substitution (any DOCTYPE is
 * refused), RELAX NG validation against data/terraces.rng (compiled in as a
 * resource), then the checks common to every game (seats, meta, result
 * shape).  The per-game checks are done by the game class (TerrGame) on the
 * element nodes kept here.  Every error names file and line.
 *
 * Writing: terr_document_new_root() starts a document, the helpers below
 * add elements, terr_document_to_bytes() serialises it deterministically and
 * terr_write_file_atomic() replaces a file atomically.
 */
#pragma once

#include <gio/gio.h>
#include <libxml/tree.h>

#include "terr-error.h"

G_BEGIN_DECLS

#define TERR_MAX_FILE_SIZE (16 * 1024 * 1024)

typedef enum {
  TERR_GAME_NONE,
  TERR_GAME_HANGING_GARDENS,
  TERR_GAME_ZIGGURAT,
  TERR_GAME_GARDEN_PATHS,
} TerrGameKind;

typedef enum {
  TERR_FILE_SCENARIO,
  TERR_FILE_REPLAY,
} TerrFileKind;

const char   *terr_game_kind_to_string   (TerrGameKind kind);  /* "hanging-gardens" */
TerrGameKind  terr_game_kind_from_string (const char  *str);   /* TERR_GAME_NONE if unknown */
const char   *terr_game_kind_get_title   (TerrGameKind kind);  /* translated "Hanging Gardens" */

typedef struct _TerrDocument TerrDocument;

/* A parsed, schema-valid file.  The element pointers are NULL when the
 * element is absent; they stay valid as long as the document lives. */
struct _TerrDocument {
  char        *display_name;  /* basename, used in messages */
  xmlDoc      *xml;
  TerrGameKind game;
  TerrFileKind kind;
  xmlNode     *root;
  xmlNode     *meta;
  xmlNode     *rules;
  xmlNode     *players;
  xmlNode     *board;
  xmlNode     *pieces;
  xmlNode     *position;
  xmlNode     *goal;
  xmlNode     *moves;
  xmlNode     *result;
};

TerrDocument *terr_document_load_file    (GFile        *file,
                                          GCancellable *cancellable,
                                          GError      **error);
TerrDocument *terr_document_load_path    (const char   *path,
                                          GError      **error);
TerrDocument *terr_document_load_bytes   (GBytes       *bytes,
                                          const char   *display_name,
                                          GError      **error);
void          terr_document_free         (TerrDocument *doc);

/* An empty <terraces> document to write into. */
TerrDocument *terr_document_new          (TerrGameKind  game,
                                          TerrFileKind  kind);
/* Serialise (UTF-8, two-space indent, trailing newline). */
GBytes       *terr_document_to_bytes     (TerrDocument *doc);

/* Sets @error to "NAME:LINE: message" with the line of @node (or no line
 * when @node is NULL).  Always returns FALSE so it can end a check. */
gboolean      terr_document_set_error    (TerrDocument *doc,
                                          xmlNode      *node,
                                          GError      **error,
                                          int           code,
                                          const char   *format,
                                          ...) G_GNUC_PRINTF (5, 6);

/* TRUE when @move, written as a <move> element (without comment and
 * variations), follows the file format of @game; else a schema error
 * naming the problem.  Moves from people, AIs or tests pass through this
 * before they enter a game's line, so every line can be written and read
 * back. */
struct _TerrMove;
gboolean      terr_document_check_move   (TerrGameKind  game,
                                          const struct _TerrMove *move,
                                          GError      **error);

/* --- reading helpers for element nodes (schema already checked) --- */

/* Next element child after @prev (NULL: the first), optionally of @name. */
xmlNode      *terr_xml_next_element      (xmlNode      *parent,
                                          xmlNode      *prev,
                                          const char   *name);
/* Integer attribute in [min, max]; error names file, line, attribute. */
gboolean      terr_xml_get_int           (TerrDocument *doc,
                                          xmlNode      *node,
                                          const char   *attr,
                                          gint64        min,
                                          gint64        max,
                                          gint64       *out,
                                          GError      **error);
gboolean      terr_xml_get_bool          (TerrDocument *doc,
                                          xmlNode      *node,
                                          const char   *attr,
                                          gboolean     *out,
                                          GError      **error);
gboolean      terr_xml_has_attr          (xmlNode      *node,
                                          const char   *attr);
/* Newly allocated attribute value or NULL. */
char         *terr_xml_get_string        (xmlNode      *node,
                                          const char   *attr);
/* Newly allocated text content (never NULL). */
char         *terr_xml_get_text          (xmlNode      *node);

/* --- writing helpers --- */
xmlNode      *terr_xml_add_element       (xmlNode      *parent,
                                          const char   *name);
void          terr_xml_set_string        (xmlNode      *node,
                                          const char   *attr,
                                          const char   *value);
void          terr_xml_set_int           (xmlNode      *node,
                                          const char   *attr,
                                          gint64        value);
void          terr_xml_set_bool          (xmlNode      *node,
                                          const char   *attr,
                                          gboolean      value);
void          terr_xml_set_text          (xmlNode      *node,
                                          const char   *text);

/* Replace @path atomically (write to a temporary file in the same folder,
 * fsync, rename): the old file stays whole until the new one is complete. */
gboolean      terr_write_file_atomic     (const char   *path,
                                          GBytes       *contents,
                                          GError      **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TerrDocument, terr_document_free)

G_END_DECLS
