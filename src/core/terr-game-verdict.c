/* terr-game-verdict.c — the verdicts of "Analyse game" kept in the game
 * and its file.
 *
 * The file format allows a move one annotation, <comment>, and nothing
 * else (an unknown element is an error).  A verdict is kept there as the
 * comment's last line, in a fixed form that reads back to the same bytes
 * (docs/file-format-notes.md):
 *
 *   [analysis verdict=worse played=10 best=14 better=place piece=p4 x=3 y=0 transform=1]
 *
 * Reading splits that line off (the node keeps the reviewer's words as its
 * comment and the verdict apart); writing joins them again with one
 * newline.  A line that is not exactly what the writer makes stays part of
 * the words, so every comment reads back byte for byte either way.
 */
#include "config.h"

#include "terr-game-private.h"
#include "terr-game-analysis.h"

#include <string.h>

#define LINE_START "[analysis "

static const char *
verdict_name (TerrMoveVerdict verdict)
{
  switch (verdict)
    {
    case TERR_MOVE_VERDICT_BEST:        return "best";
    case TERR_MOVE_VERDICT_WORSE:       return "worse";
    case TERR_MOVE_VERDICT_LOST_FINISH: return "lost-finish";
    case TERR_MOVE_VERDICT_UNKNOWN:
    default:                            return NULL;
    }
}

/* A word of the line: not empty, no space, bracket, '=' or control. */
static gboolean
is_word (const char *s)
{
  if (s == NULL || *s == '\0')
    return FALSE;
  for (; *s != '\0'; s++)
    if (*s == ' ' || *s == '[' || *s == ']' || *s == '=' || (guchar) *s < 0x20 || *s == 0x7f)
      return FALSE;
  return TRUE;
}

char *
terr_move_analysis_to_line (const TerrMoveAnalysis *entry)
{
  const char *name;
  GString *s;

  g_return_val_if_fail (entry != NULL, NULL);

  name = verdict_name (entry->verdict);
  if (name == NULL)
    return NULL;
  s = g_string_new (LINE_START);
  g_string_append_printf (s, "verdict=%s played=%d best=%d", name, entry->played_value, entry->best_value);
  if (entry->better != NULL)
    {
      if (!is_word (terr_move_get_move_type (entry->better)))
        return (g_string_free (s, TRUE), NULL);
      g_string_append_printf (s, " better=%s", terr_move_get_move_type (entry->better));
      for (guint a = 0; a < terr_move_get_n_attrs (entry->better); a++)
        {
          const char *attr, *value;

          terr_move_get_attr (entry->better, a, &attr, &value);
          if (!is_word (attr) || !is_word (value))
            return (g_string_free (s, TRUE), NULL);
          g_string_append_printf (s, " %s=%s", attr, value);
        }
    }
  g_string_append_c (s, ']');
  return g_string_free (s, FALSE);
}

/* "key=" at the start of @token: the value, else NULL. */
static const char *
value_of (const char *token, const char *key)
{
  gsize n = strlen (key);

  if (strncmp (token, key, n) != 0 || token[n] != '=')
    return NULL;
  return token + n + 1;
}

static gboolean
parse_int (const char *text, int *out)
{
  gint64 v;

  if (text == NULL || !g_ascii_string_to_signed (text, 10, G_MININT, G_MAXINT, &v, NULL))
    return FALSE;
  *out = (int) v;
  return TRUE;
}

gboolean
terr_move_analysis_from_line (const char       *line,
                              int               seat,
                              TerrMoveAnalysis *out)
{
  g_auto(GStrv) tokens = NULL;
  g_autofree char *inner = NULL;
  g_autofree char *again = NULL;
  TerrMoveAnalysis e = { 0, };
  const char *v;
  gsize len;
  guint n;

  g_return_val_if_fail (out != NULL, FALSE);

  if (line == NULL || !g_str_has_prefix (line, LINE_START) || strchr (line, '\n') != NULL)
    return FALSE;
  len = strlen (line);
  if (line[len - 1] != ']')
    return FALSE;
  inner = g_strndup (line + strlen (LINE_START), len - strlen (LINE_START) - 1);
  tokens = g_strsplit (inner, " ", -1);
  n = g_strv_length (tokens);
  if (n < 3)
    return FALSE;

  v = value_of (tokens[0], "verdict");
  if (g_strcmp0 (v, "best") == 0)
    e.verdict = TERR_MOVE_VERDICT_BEST;
  else if (g_strcmp0 (v, "worse") == 0)
    e.verdict = TERR_MOVE_VERDICT_WORSE;
  else if (g_strcmp0 (v, "lost-finish") == 0)
    e.verdict = TERR_MOVE_VERDICT_LOST_FINISH;
  else
    return FALSE;
  if (!parse_int (value_of (tokens[1], "played"), &e.played_value)
      || !parse_int (value_of (tokens[2], "best"), &e.best_value))
    return FALSE;
  if (n > 3)
    {
      const char *type = value_of (tokens[3], "better");

      if (!is_word (type))
        return FALSE;
      e.better = terr_move_new (seat, type);
      for (guint i = 4; i < n; i++)
        {
          const char *eq = strchr (tokens[i], '=');
          g_autofree char *attr = NULL;

          if (eq == NULL)
            {
              terr_move_analysis_clear (&e);
              return FALSE;
            }
          attr = g_strndup (tokens[i], eq - tokens[i]);
          if (!is_word (attr) || !is_word (eq + 1) || terr_move_get (e.better, attr) != NULL)
            {
              terr_move_analysis_clear (&e);
              return FALSE;
            }
          terr_move_set (e.better, attr, eq + 1);
        }
    }
  /* Only what the writer makes: the same bytes again. */
  again = terr_move_analysis_to_line (&e);
  if (g_strcmp0 (again, line) != 0)
    {
      terr_move_analysis_clear (&e);
      return FALSE;
    }
  *out = e;
  return TRUE;
}

void
terr_game_verdict_free (TerrMoveAnalysis *verdict)
{
  if (verdict == NULL)
    return;
  terr_move_analysis_clear (verdict);
  g_free (verdict);
}

void
terr_game_verdict_split (const char        *comment,
                         char             **words,
                         TerrMoveAnalysis **verdict)
{
  const char *last;
  TerrMoveAnalysis e = { 0, };

  *words = NULL;
  *verdict = NULL;
  if (comment == NULL || *comment == '\0')
    return;
  last = strrchr (comment, '\n');
  last = last != NULL ? last + 1 : comment;
  /* The seat is the move's: filled in when the game is asked. */
  if (!terr_move_analysis_from_line (last, 1, &e))
    {
      *words = g_strdup (comment);
      return;
    }
  *verdict = g_memdup2 (&e, sizeof e);
  if (last > comment)
    *words = g_strndup (comment, last - 1 - comment);
}

char *
terr_game_verdict_join (const TerrGameNode *node)
{
  g_autofree char *line = node->verdict != NULL ? terr_move_analysis_to_line (node->verdict) : NULL;

  if (line == NULL)
    return g_strdup (node->comment);
  if (node->comment == NULL)
    return g_steal_pointer (&line);
  return g_strdup_printf ("%s\n%s", node->comment, line);
}

gboolean
terr_game_node_has_verdict (const TerrGameNode *node)
{
  g_return_val_if_fail (node != NULL, FALSE);
  return node->verdict != NULL;
}

/* The kept part of an entry: the verdict, the values, the better move. */
static TerrMoveAnalysis *
verdict_copy (const TerrMoveAnalysis *e)
{
  TerrMoveAnalysis *v = g_new0 (TerrMoveAnalysis, 1);

  v->verdict = e->verdict;
  v->played_value = e->played_value;
  v->best_value = e->best_value;
  v->better = e->better != NULL ? terr_move_copy_bare (e->better) : NULL;
  return v;
}

static void
drop_verdict (TerrGameNode *node, gpointer data)
{
  g_clear_pointer (&node->verdict, terr_game_verdict_free);
}

void
terr_game_set_analysis (TerrGame     *self,
                        TerrAnalysis *analysis)
{
  g_return_if_fail (TERR_IS_GAME (self));

  terr_game_tree_foreach (terr_game_get_root (self), drop_verdict, NULL);
  if (analysis == NULL)
    return;
  for (guint i = 0; i < terr_analysis_get_n_moves (analysis); i++)
    {
      const TerrMoveAnalysis *e = terr_analysis_get_move (analysis, i);
      TerrGameNode *node = terr_game_find_node (self, e->node_id);

      if (node == NULL || node->move == NULL || verdict_name (e->verdict) == NULL)
        continue;
      node->verdict = verdict_copy (e);
    }
}

static TerrMove *
move_with_seat (const TerrMove *move, int seat)
{
  TerrMove *m = terr_move_new (seat, terr_move_get_move_type (move));

  for (guint a = 0; a < terr_move_get_n_attrs (move); a++)
    {
      const char *attr, *value;

      terr_move_get_attr (move, a, &attr, &value);
      terr_move_set (m, attr, value);
    }
  return m;
}

TerrAnalysis *
terr_game_get_analysis (TerrGame *self)
{
  g_autoptr(TerrAnalysis) analysis = NULL;
  TerrGameNode *here, *n;
  gboolean any = FALSE;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  for (n = terr_game_node_get_child (terr_game_get_root (self), 0); n != NULL && !any; n = terr_game_node_get_child (n, 0))
    any = n->verdict != NULL;
  if (!any)
    return NULL;

  analysis = terr_analysis_new_for (terr_game_get_kind (self));
  here = terr_game_get_cursor (self);
  for (n = terr_game_node_get_child (terr_game_get_root (self), 0); n != NULL; n = terr_game_node_get_child (n, 0))
    {
      TerrMoveAnalysis e = { 0, };

      if (n->verdict != NULL)
        {
          e.verdict = n->verdict->verdict;
          e.played_value = n->verdict->played_value;
          e.best_value = n->verdict->best_value;
          terr_game_tree_go_quietly (self, n->parent);
          if (n->verdict->better != NULL)
            {
              /* The better move is the same seat's, legal before the move
               * (a file edited by hand may say otherwise: then none). */
              e.better = move_with_seat (n->verdict->better, terr_move_get_seat (n->move));
              if (!terr_game_check_move (self, e.better, NULL))
                {
                  g_clear_pointer (&e.better, terr_move_unref);
                  if (e.verdict == TERR_MOVE_VERDICT_WORSE)
                    e.verdict = TERR_MOVE_VERDICT_UNKNOWN;
                }
            }
        }
      terr_game_analysis_finish_entry (self, n, &e);
      terr_analysis_take_entry (analysis, &e);
    }
  terr_game_tree_go_quietly (self, here);
  return g_steal_pointer (&analysis);
}
