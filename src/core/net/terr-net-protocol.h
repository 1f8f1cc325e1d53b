/* terr-net-protocol.h — the payloads of a network game (docs/network.md).
 *
 * A payload is one XML element in the namespace TERR_NET_NS, carried by a
 * TerrRoom.  terr_net_payload_parse() reads one with limits (size, depth,
 * counts, lengths) and refuses anything else with a reason in words;
 * terr_net_payload_to_string() writes one.  Moves inside payloads are the
 * file format's <move> element, checked against data/terraces.rng by
 * terr_document_check_move().
 *
 * Reasons travel between programs in the room (a <refused> report), so
 * they are plain English, not translated.
 *
 * Garden Paths commitments: terr_net_commit_hash() is SHA-256 over the
 * salt, the announcement, the seat and the canonical text of the move;
 * terr_net_new_salt() draws 128 bits from the system's CSPRNG.
 */
#pragma once

#include "terr-game.h"

G_BEGIN_DECLS

#define TERR_NET_NS "urn:x-terraces:net:1"

/* Limits of the parser. */
#define TERR_NET_MAX_PAYLOAD   (64 * 1024)  /* bytes */
#define TERR_NET_MAX_DEPTH     4            /* payload > entry > move */
#define TERR_NET_MAX_CHILDREN  512          /* children of one element */
#define TERR_NET_MAX_ATTRS     16           /* attributes of one element */
#define TERR_NET_MAX_VALUE     256          /* characters of an attribute */
#define TERR_NET_MAX_SEQ       1000000
#define TERR_NET_MAX_OPTIONS   16           /* options of a setup */
#define TERR_NET_MAX_SCENARIO  (32 * 1024)  /* bytes of a setup's scenario file */

#define TERR_NET_ERROR (terr_net_error_quark ())
typedef enum {
  TERR_NET_ERROR_MALFORMED,     /* not one well-formed element of ours */
  TERR_NET_ERROR_TOO_LARGE,     /* over a limit */
  TERR_NET_ERROR_OUT_OF_ORDER,  /* a sequence number not next */
  TERR_NET_ERROR_CONFLICT,      /* another payload holds that number */
  TERR_NET_ERROR_NOT_YOURS,     /* the sender does not hold that seat */
  TERR_NET_ERROR_ILLEGAL,       /* the rules refuse the move */
  TERR_NET_ERROR_COMMITMENT,    /* a reveal does not match its commitment */
} TerrNetError;
GQuark terr_net_error_quark (void);
/* Sets @error (TERR_NET_ERROR, @code) and returns FALSE. */
gboolean terr_net_fail (GError    **error,
                        int         code,
                        const char *format,
                        ...) G_GNUC_PRINTF (3, 4);

typedef enum {
  TERR_NET_SETUP,      /* the host's announcement of the game and its seats */
  TERR_NET_READY,      /* a seat's holder is here */
  TERR_NET_START,      /* the host starts the game */
  TERR_NET_PLAY,       /* a move (the file's <move>) */
  TERR_NET_COMMIT,     /* Garden Paths: a hidden placement */
  TERR_NET_CANNOT,     /* Garden Paths: "I cannot place the piece" (rule 5) */
  TERR_NET_REVEAL,     /* Garden Paths: a seat's moves and salts at the end */
  TERR_NET_REFUSED,    /* a payload refused, and why */
  TERR_NET_HANDOVER,   /* the host gives an absent seat to the computer */
} TerrNetKind;

typedef struct {
  int    seat;
  char  *address;   /* the account that sends the seat's moves */
  guint  level;     /* 0: a person; else the computer at this level */
} TerrNetSeat;

/* A New Game option of a setup: its id and its value as text ("true" or
 * "false" for a switch, the value's id for a choice, decimal digits for a
 * number). */
typedef struct {
  char  *id;
  char  *value;
} TerrNetOption;

typedef struct {
  guint     k;      /* the announcement */
  char     *salt;   /* 32 lowercase hexadecimal digits */
  TerrMove *move;   /* the placement, NULL for a "cannot" */
} TerrNetRevealEntry;

typedef struct {
  TerrNetKind   kind;
  guint64       seq;       /* the place in the game's order; 0 where none */
  /* setup */
  TerrGameKind  game;
  guint64       seed;
  GArray       *seats;     /* TerrNetSeat */
  GArray       *options;   /* TerrNetOption, in the order given */
  char         *scenario;  /* the starting position: a scenario file, or NULL */
  /* ready, commit, cannot, reveal, handover */
  int           seat;
  /* commit, cannot */
  guint         k;
  char         *hash;      /* commit: 64 lowercase hexadecimal digits */
  /* play */
  TerrMove     *move;
  /* reveal */
  GPtrArray    *entries;   /* TerrNetRevealEntry */
  /* refused: the number refused (0: a payload without one), the
   * sender of the refused payload, the reason */
  char         *about;
  char         *reason;
  /* handover */
  guint         level;
  char         *address;
} TerrNetPayload;

TerrNetPayload *terr_net_payload_new       (TerrNetKind      kind);
void            terr_net_payload_free      (TerrNetPayload  *payload);
/* Adds a seat to a setup. */
void            terr_net_payload_add_seat  (TerrNetPayload  *payload,
                                            int              seat,
                                            const char      *address,
                                            guint            level);
/* Adds a New Game option to a setup. */
void            terr_net_payload_add_option (TerrNetPayload *payload,
                                            const char      *id,
                                            const char      *value);
/* Adds an entry to a reveal (@move may be NULL: a "cannot"). */
void            terr_net_payload_add_entry (TerrNetPayload  *payload,
                                            guint            k,
                                            const char      *salt,
                                            const TerrMove  *move);

TerrNetPayload *terr_net_payload_parse     (const char      *text,
                                            gsize            length,
                                            GError         **error);
char           *terr_net_payload_to_string (const TerrNetPayload *payload);
/* Same kind and content (what makes a replayed payload a duplicate). */
gboolean        terr_net_payload_equal     (const TerrNetPayload *a,
                                            const TerrNetPayload *b);

/* The move as the payloads write it: <move seat=".." type=".." …/>. */
char           *terr_net_move_to_text      (const TerrMove  *move);

/* 128 random bits from the system's CSPRNG as 32 hexadecimal digits. */
char           *terr_net_new_salt          (void);
/* SHA-256 (64 hexadecimal digits) of "terraces-commit:1:SALT:K:SEAT:"
 * followed by the move's text (seat, type, then the other attributes
 * sorted by name: a room need not keep their order), or "cannot" for a
 * "cannot" claim. */
char           *terr_net_commit_hash       (const char      *salt,
                                            guint            k,
                                            int              seat,
                                            const TerrMove  *move);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TerrNetPayload, terr_net_payload_free)

G_END_DECLS
