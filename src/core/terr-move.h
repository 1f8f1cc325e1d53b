/* terr-move.h — one move as the file format writes it.
 *
 * A move is a seat, a type ("terrace", "place", "announce", …) and an ordered
 * list of attributes, plus the annotations a replay may carry: a comment and
 * variations (alternative lines played instead of this move, each a list of
 * moves that may again carry variations).  Games parse the attributes into
 * their own structs; the file layer only stores and writes them.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef struct _TerrMove TerrMove;

#define TERR_TYPE_MOVE (terr_move_get_type ())

GType        terr_move_get_type        (void) G_GNUC_CONST;

TerrMove    *terr_move_new             (int             seat,
                                        const char     *type);
TerrMove    *terr_move_ref             (TerrMove       *move);
void         terr_move_unref           (TerrMove       *move);
/* A deep copy without comment and variations. */
TerrMove    *terr_move_copy_bare       (const TerrMove *move);

int          terr_move_get_seat        (const TerrMove *move);
const char  *terr_move_get_move_type   (const TerrMove *move);
gboolean     terr_move_is              (const TerrMove *move,
                                        const char     *type);

/* Attributes keep the order they were set in (the order they are written). */
void         terr_move_set             (TerrMove       *move,
                                        const char     *name,
                                        const char     *value);
void         terr_move_set_int         (TerrMove       *move,
                                        const char     *name,
                                        gint64          value);
const char  *terr_move_get             (const TerrMove *move,
                                        const char     *name);
/* FALSE when missing or not an integer in [min, max]. */
gboolean     terr_move_get_int         (const TerrMove *move,
                                        const char     *name,
                                        gint64          min,
                                        gint64          max,
                                        gint64         *out);
guint        terr_move_get_n_attrs     (const TerrMove *move);
void         terr_move_get_attr        (const TerrMove *move,
                                        guint           i,
                                        const char    **name,
                                        const char    **value);

const char  *terr_move_get_comment     (const TerrMove *move);
void         terr_move_set_comment     (TerrMove       *move,
                                        const char     *comment);
/* Each variation is a GPtrArray of TerrMove* (owned by the move). */
GPtrArray   *terr_move_get_variations  (const TerrMove *move);
void         terr_move_add_variation   (TerrMove       *move,
                                        GPtrArray      *line);

/* Source line in the file it was read from, 0 when not read from a file. */
int          terr_move_get_line        (const TerrMove *move);
void         terr_move_set_line        (TerrMove       *move,
                                        int             line);

/* Same seat, type and attribute values (order, comment and variations ignored). */
gboolean     terr_move_equal           (const TerrMove *a,
                                        const TerrMove *b);
/* "seat 1 support x=0 y=0 level=0 stack=1", for messages and debugging. */
char        *terr_move_to_string       (const TerrMove *move);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TerrMove, terr_move_unref)

G_END_DECLS
