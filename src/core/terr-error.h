/* terr-error.h — the error domain of the Terraces core.
 *
 * Every message that reaches a user names the file and line first
 * ("castle.terraces:14: move 7: …"); see terr_document_set_error().
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TERR_ERROR (terr_error_quark ())

typedef enum {
  TERR_ERROR_IO,          /* could not read or write */
  TERR_ERROR_TOO_LARGE,   /* over the 16 MiB cap */
  TERR_ERROR_PARSE,       /* not well-formed XML, DOCTYPE, bad encoding */
  TERR_ERROR_SCHEMA,      /* breaks data/terraces.rng */
  TERR_ERROR_INVALID,     /* an illegal position, count or structure */
  TERR_ERROR_ILLEGAL_MOVE,/* a move the rules refuse */
  TERR_ERROR_MISMATCH,    /* a <result> that the re-play does not give */
  TERR_ERROR_UNSUPPORTED, /* a request this game does not know */
  TERR_ERROR_CANCELLED,
} TerrError;

GQuark terr_error_quark (void);

G_END_DECLS
