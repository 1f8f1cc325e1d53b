/* terr-reasons.c — refused moves in a person's words.
 *
 * The engines word their reasons for files and the command line, with
 * coordinates ("a support at (3,2) level 0 would cover a bed at (4,3)",
 * the file-format page's own example), which mean nothing on the board.
 * The program shows the same refusals as toasts: the reasons a player
 * meets most are worded again here; any other reason keeps its words with
 * each square called "that square".  A reason is matched against the
 * engine's message in the language it was written in (the catalogue's
 * translation of the engine's format).
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "terr-reasons.h"

/* (x,y) as the engines write a square. */
#define SQ "\\(-?[0-9]+,-?[0-9]+\\)"

typedef struct {
  const char *engine;    /* the engine's message, exactly as it marks it */
  const char *words;     /* N_(); its %s is the engine's %s */
} Rewording;

/* The engines' messages are looked up in the program's catalogue, so a
 * reason is recognised in whatever language the engine wrote it. */
static const Rewording rewordings[] = {
  { "%s goes on a terrace, and (%d,%d) is bare table",
    /* TRANSLATORS: %s is the engine's "a bed" or "a gazebo" */
    N_("There is no terrace there: %s goes on a terrace.") },
  { "%s goes on a terrace, and (%d,%d) is a support",
    N_("That is a support, not a terrace: %s goes on a terrace.") },
  { "(%d,%d) already holds a bed", N_("There is a bed there already.") },
  { "(%d,%d) already holds a gazebo", N_("There is a gazebo there already.") },
  { "(%d,%d) is too far from the garden", N_("That is too far from the garden.") },
  { "(%d,%d) is too far out", N_("That is too far from the garden.") },
  { "your gazebo already stands on (%d,%d)", N_("Your gazebo already stands there.") },
  { "a support at (%d,%d) level %d would cover a bed at (%d,%d)", N_("A support there would cover a bed.") },
  { "a support at (%d,%d) level %d would cover a gazebo at (%d,%d)", N_("A support there would cover a gazebo.") },
  { "the terrace at (%d,%d) overlaps another tile at (%d,%d)", N_("A terrace there would overlap another tile.") },
  { "the piece would stick out of the board at (%d,%d)", N_("The piece would stick out of the board there.") },
  { "the square (%d,%d) is water; no piece may cover it", N_("The piece would cover water: no piece may cover it.") },
};

/* An anchored pattern for a printf format: %s is group 1, a number is
 * any integer (positional forms such as %1$d too). */
static GRegex *
format_pattern (const char *format)
{
  g_autofree char *escaped = g_regex_escape_string (format, -1);
  g_autoptr(GRegex) spec = g_regex_new ("%(?:[0-9]+\\$)?([sd])", 0, 0, NULL);
  GString *pattern = g_string_new ("^");
  g_autoptr(GMatchInfo) match = NULL;
  GRegex *re;
  int last = 0;

  g_regex_match (spec, escaped, 0, &match);
  while (g_match_info_matches (match))
    {
      int from, to;
      g_autofree char *kind = g_match_info_fetch (match, 1);

      g_match_info_fetch_pos (match, 0, &from, &to);
      g_string_append_len (pattern, escaped + last, from - last);
      g_string_append (pattern, g_str_equal (kind, "s") ? "(.+)" : "-?[0-9]+");
      last = to;
      g_match_info_next (match, NULL);
    }
  g_string_append (pattern, escaped + last);
  g_string_append_c (pattern, '$');
  re = g_regex_new (pattern->str, 0, 0, NULL);
  g_string_free (pattern, TRUE);
  return re;
}

/* First letter up, a full stop at the end. */
static char *
sentence (const char *text)
{
  GString *s = g_string_new (NULL);
  gunichar first;

  while (g_ascii_isspace (*text))
    text++;
  if (*text != '\0')
    {
      first = g_utf8_get_char (text);
      g_string_append_unichar (s, g_unichar_totitle (first));
      g_string_append (s, g_utf8_next_char (text));
    }
  while (s->len > 0 && g_ascii_isspace (s->str[s->len - 1]))
    g_string_truncate (s, s->len - 1);
  if (s->len > 0 && !g_utf8_strchr (".!?", -1, g_utf8_get_char (g_utf8_prev_char (s->str + s->len))))
    g_string_append_c (s, '.');
  return g_string_free (s, FALSE);
}

/* The patterns of the rewordings, made once: the program's language does
 * not change while it runs, and a ghost on the board asks at every square
 * the pointer crosses. */
static GRegex **
rewording_patterns (void)
{
  static GRegex **patterns = NULL;

  if (g_once_init_enter (&patterns))
    {
      GRegex **made = g_new0 (GRegex *, G_N_ELEMENTS (rewordings));

      for (guint i = 0; i < G_N_ELEMENTS (rewordings); i++)
        {
          made[i] = format_pattern (g_dgettext (GETTEXT_PACKAGE, rewordings[i].engine));
          g_assert (made[i] != NULL);
        }
      g_once_init_leave (&patterns, made);
    }
  return patterns;
}

char *
terr_reason_for_people (const char *reason)
{
  GRegex **patterns = rewording_patterns ();
  g_autoptr(GRegex) at = NULL;
  g_autoptr(GRegex) square = NULL;
  g_autofree char *without_at = NULL;
  g_autofree char *worded = NULL;

  if (reason == NULL || *reason == '\0')
    return g_strdup (_("That move is not allowed."));

  for (guint i = 0; i < G_N_ELEMENTS (rewordings); i++)
    {
      g_autoptr(GMatchInfo) match = NULL;

      if (g_regex_match (patterns[i], reason, 0, &match))
        {
          const char *words = _(rewordings[i].words);

          if (strstr (rewordings[i].words, "%s") != NULL)
            {
              g_autofree char *what = g_match_info_fetch (match, 1);

              /* (a translated N_() string with one %s) */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
              return g_strdup_printf (words, what);
#pragma GCC diagnostic pop
            }
          return g_strdup (words);
        }
    }

  /* Any other reason: "at (x,y)" goes, and a square is "that square". */
  at = g_regex_new ("\\s+at " SQ, 0, 0, NULL);
  square = g_regex_new (SQ, 0, 0, NULL);
  without_at = g_regex_replace_literal (at, reason, -1, 0, "", 0, NULL);
  worded = g_regex_replace_literal (square, without_at, -1, 0,
                                    /* TRANSLATORS: a square of the board in a refused move's reason */
                                    _("that square"), 0, NULL);
  return sentence (worded != NULL ? worded : reason);
}
