/* terr-reasons.c — refused moves in a person's words.
 *
 * The engines word their reasons for files and the command line, with
 * coordinates ("a support at (3,2) level 0 would cover a bed at (4,3)",
 * the file-format page's own example), which mean nothing on the board.
 * The program shows the same refusals as toasts: the reasons a player
 * meets most are worded again here; any other reason keeps its words with
 * each square called "that square".  Matching is on the engines' English
 * text; a translated reason gets the fallback.
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "terr-reasons.h"

/* (x,y) as the engines write a square. */
#define SQ "\\(-?[0-9]+,-?[0-9]+\\)"

typedef struct {
  const char *pattern;   /* anchored; \1 is kept where the words have %s */
  const char *words;     /* N_() */
} Rewording;

static const Rewording rewordings[] = {
  { "^(.+) goes on a terrace, and " SQ " is bare table$",
    /* TRANSLATORS: %s is the engine's "a bed" or "a gazebo" */
    N_("There is no terrace there: %s goes on a terrace.") },
  { "^(.+) goes on a terrace, and " SQ " is a support$",
    N_("That is a support, not a terrace: %s goes on a terrace.") },
  { "^" SQ " already holds a bed$", N_("There is a bed there already.") },
  { "^" SQ " already holds a gazebo$", N_("There is a gazebo there already.") },
  { "^" SQ " is too far from the garden$", N_("That is too far from the garden.") },
  { "^" SQ " is too far out$", N_("That is too far from the garden.") },
  { "^your gazebo already stands on " SQ "$", N_("Your gazebo already stands there.") },
  { "^a support at " SQ " level [0-9]+ would cover a bed at " SQ "$", N_("A support there would cover a bed.") },
  { "^a support at " SQ " level [0-9]+ would cover a gazebo at " SQ "$", N_("A support there would cover a gazebo.") },
  { "^the terrace at " SQ " overlaps another tile at " SQ "$", N_("A terrace there would overlap another tile.") },
  { "^the piece would stick out of the board at " SQ "$", N_("The piece would stick out of the board there.") },
  { "^the square " SQ " is water; no piece may cover it$", N_("The piece would cover water: no piece may cover it.") },
};

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

char *
terr_reason_for_people (const char *reason)
{
  g_autoptr(GRegex) at = NULL;
  g_autoptr(GRegex) square = NULL;
  g_autofree char *without_at = NULL;
  g_autofree char *worded = NULL;

  if (reason == NULL || *reason == '\0')
    return g_strdup (_("That move is not allowed."));

  for (guint i = 0; i < G_N_ELEMENTS (rewordings); i++)
    {
      g_autoptr(GRegex) re = g_regex_new (rewordings[i].pattern, 0, 0, NULL);
      g_autoptr(GMatchInfo) match = NULL;

      g_assert (re != NULL);
      if (g_regex_match (re, reason, 0, &match))
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
