/* terr-move.c — see terr-move.h. */
#include "terr-move.h"

#include <stdlib.h>
#include <errno.h>

typedef struct {
  char *name;
  char *value;
} Attr;

struct _TerrMove {
  gatomicrefcount ref;
  int seat;
  char *type;
  GArray *attrs;          /* of Attr */
  char *comment;
  GPtrArray *variations;  /* of GPtrArray of TerrMove* */
  int line;
};

G_DEFINE_BOXED_TYPE (TerrMove, terr_move, terr_move_ref, terr_move_unref)

static void
attr_clear (gpointer data)
{
  Attr *a = data;
  g_free (a->name);
  g_free (a->value);
}

TerrMove *
terr_move_new (int seat, const char *type)
{
  TerrMove *m;

  g_return_val_if_fail (type != NULL, NULL);

  m = g_new0 (TerrMove, 1);
  g_atomic_ref_count_init (&m->ref);
  m->seat = seat;
  m->type = g_strdup (type);
  m->attrs = g_array_new (FALSE, TRUE, sizeof (Attr));
  g_array_set_clear_func (m->attrs, attr_clear);
  return m;
}

TerrMove *
terr_move_ref (TerrMove *move)
{
  g_return_val_if_fail (move != NULL, NULL);
  g_atomic_ref_count_inc (&move->ref);
  return move;
}

void
terr_move_unref (TerrMove *move)
{
  g_return_if_fail (move != NULL);
  if (!g_atomic_ref_count_dec (&move->ref))
    return;
  g_free (move->type);
  g_array_unref (move->attrs);
  g_free (move->comment);
  g_clear_pointer (&move->variations, g_ptr_array_unref);
  g_free (move);
}

TerrMove *
terr_move_copy_bare (const TerrMove *move)
{
  TerrMove *copy;

  g_return_val_if_fail (move != NULL, NULL);

  copy = terr_move_new (move->seat, move->type);
  for (guint i = 0; i < move->attrs->len; i++)
    {
      const Attr *a = &g_array_index (move->attrs, Attr, i);
      terr_move_set (copy, a->name, a->value);
    }
  copy->line = move->line;
  return copy;
}

int
terr_move_get_seat (const TerrMove *move)
{
  g_return_val_if_fail (move != NULL, 0);
  return move->seat;
}

const char *
terr_move_get_move_type (const TerrMove *move)
{
  g_return_val_if_fail (move != NULL, NULL);
  return move->type;
}

gboolean
terr_move_is (const TerrMove *move, const char *type)
{
  g_return_val_if_fail (move != NULL, FALSE);
  return g_strcmp0 (move->type, type) == 0;
}

void
terr_move_set (TerrMove *move, const char *name, const char *value)
{
  Attr a;

  g_return_if_fail (move != NULL);
  g_return_if_fail (name != NULL && value != NULL);

  for (guint i = 0; i < move->attrs->len; i++)
    {
      Attr *old = &g_array_index (move->attrs, Attr, i);
      if (g_str_equal (old->name, name))
        {
          g_free (old->value);
          old->value = g_strdup (value);
          return;
        }
    }
  a.name = g_strdup (name);
  a.value = g_strdup (value);
  g_array_append_val (move->attrs, a);
}

void
terr_move_set_int (TerrMove *move, const char *name, gint64 value)
{
  char buf[32];
  g_snprintf (buf, sizeof buf, "%" G_GINT64_FORMAT, value);
  terr_move_set (move, name, buf);
}

const char *
terr_move_get (const TerrMove *move, const char *name)
{
  g_return_val_if_fail (move != NULL, NULL);
  for (guint i = 0; i < move->attrs->len; i++)
    {
      const Attr *a = &g_array_index (move->attrs, Attr, i);
      if (g_str_equal (a->name, name))
        return a->value;
    }
  return NULL;
}

gboolean
terr_move_get_int (const TerrMove *move,
                   const char     *name,
                   gint64          min,
                   gint64          max,
                   gint64         *out)
{
  const char *s = terr_move_get (move, name);
  char *end = NULL;
  gint64 v;

  if (s == NULL || *s == '\0')
    return FALSE;
  errno = 0;
  v = g_ascii_strtoll (s, &end, 10);
  if (errno != 0 || end == s || *end != '\0' || v < min || v > max)
    return FALSE;
  if (out)
    *out = v;
  return TRUE;
}

guint
terr_move_get_n_attrs (const TerrMove *move)
{
  g_return_val_if_fail (move != NULL, 0);
  return move->attrs->len;
}

void
terr_move_get_attr (const TerrMove *move, guint i, const char **name, const char **value)
{
  const Attr *a;

  g_return_if_fail (move != NULL && i < move->attrs->len);
  a = &g_array_index (move->attrs, Attr, i);
  if (name)
    *name = a->name;
  if (value)
    *value = a->value;
}

const char *
terr_move_get_comment (const TerrMove *move)
{
  g_return_val_if_fail (move != NULL, NULL);
  return move->comment;
}

void
terr_move_set_comment (TerrMove *move, const char *comment)
{
  g_return_if_fail (move != NULL);
  g_free (move->comment);
  move->comment = g_strdup (comment);
}

GPtrArray *
terr_move_get_variations (const TerrMove *move)
{
  g_return_val_if_fail (move != NULL, NULL);
  return move->variations;
}

void
terr_move_add_variation (TerrMove *move, GPtrArray *line)
{
  g_return_if_fail (move != NULL && line != NULL);
  if (move->variations == NULL)
    move->variations = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_ptr_array_add (move->variations, g_ptr_array_ref (line));
}

int
terr_move_get_line (const TerrMove *move)
{
  g_return_val_if_fail (move != NULL, 0);
  return move->line;
}

void
terr_move_set_line (TerrMove *move, int line)
{
  g_return_if_fail (move != NULL);
  move->line = line;
}

gboolean
terr_move_equal (const TerrMove *a, const TerrMove *b)
{
  if (a == b)
    return TRUE;
  if (a == NULL || b == NULL)
    return FALSE;
  if (a->seat != b->seat || g_strcmp0 (a->type, b->type) != 0)
    return FALSE;
  if (a->attrs->len != b->attrs->len)
    return FALSE;
  for (guint i = 0; i < a->attrs->len; i++)
    {
      const Attr *x = &g_array_index (a->attrs, Attr, i);
      if (g_strcmp0 (x->value, terr_move_get (b, x->name)) != 0)
        return FALSE;
    }
  return TRUE;
}

char *
terr_move_to_string (const TerrMove *move)
{
  GString *s;

  g_return_val_if_fail (move != NULL, NULL);
  s = g_string_new (NULL);
  g_string_append_printf (s, "seat %d %s", move->seat, move->type);
  for (guint i = 0; i < move->attrs->len; i++)
    {
      const Attr *a = &g_array_index (move->attrs, Attr, i);
      g_string_append_printf (s, " %s=%s", a->name, a->value);
    }
  return g_string_free (s, FALSE);
}
