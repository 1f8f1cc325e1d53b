/* terr-render-zg-words.c — Ziggurat in words (terr-render-words.h): the
 * tiers row by row, the pile and an open pile's top dominoes; the cursor
 * goes over the 6 x 6 cells of the base.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "terr-render-words-private.h"

#define ZG_CELLS 6

static char *
zg_describe_open_pile (const TerrRenderScene *scene)
{
  const TerrRenderZgScene *zg = &scene->zg;
  GString *s;

  if (zg->n_next == 0)
    return NULL;
  s = g_string_new (NULL);
  /* TRANSLATORS: the top dominoes of an open pile, next first */
  g_string_append (s, _("Open pile, next first:"));
  for (int i = 0; i < zg->n_next; i++)
    /* TRANSLATORS: one domino of the open pile, " the 3–5" */
    g_string_append_printf (s, i == 0 ? _(" the %d–%d") : _(", the %d–%d"),
                            zg->next[i][0], zg->next[i][1]);
  g_string_append (s, ".");
  return g_string_free (s, FALSE);
}

/* The open pile, and how many dominoes are left in it. */
static char *
describe_pile (const TerrRenderScene *scene)
{
  g_autofree char *open = zg_describe_open_pile (scene);
  int pile = scene->zg.pile;

  if (open != NULL)
    return g_strdup_printf (ngettext ("%s %d domino in the pile.", "%s %d dominoes in the pile.",
                                      pile), open, pile);
  return g_strdup_printf (ngettext ("%d domino in the pile.", "%d dominoes in the pile.",
                                    pile), pile);
}

static void
describe_tier (const TerrRenderScene *scene,
               int                    tier,
               GString               *s)
{
  GArray *dominoes = scene->zg.dominoes;
  int value[ZG_CELLS][ZG_CELLS];
  gboolean any = FALSE;

  memset (value, -1, sizeof value);
  for (guint i = 0; dominoes != NULL && i < dominoes->len; i++)
    {
      TerrRenderDomino *d = &g_array_index (dominoes, TerrRenderDomino, i);
      int bx = d->vertical ? d->x : d->x + 1;
      int by = d->vertical ? d->y + 1 : d->y;

      if (d->tier != tier)
        continue;
      if (d->x >= 0 && d->x < ZG_CELLS && d->y >= 0 && d->y < ZG_CELLS)
        value[d->y][d->x] = d->a;
      if (bx >= 0 && bx < ZG_CELLS && by >= 0 && by < ZG_CELLS)
        value[by][bx] = d->b;
      any = TRUE;
    }
  if (!any)
    {
      /* TRANSLATORS: a tier with no domino yet */
      g_string_append_printf (s, _("Tier %d: empty. "), tier);
      return;
    }
  /* TRANSLATORS: the start of a tier, row by row follows */
  g_string_append_printf (s, _("Tier %d: "), tier);
  for (int y = 0; y < ZG_CELLS; y++)
    {
      gboolean row = FALSE;

      for (int x = 0; x < ZG_CELLS; x++)
        row |= value[y][x] >= 0;
      if (!row)
        continue;
      g_string_append_printf (s, _("row %d:"), y);
      for (int x = 0; x < ZG_CELLS; x++)
        {
          if (value[y][x] >= 0)
            g_string_append_printf (s, " %d", value[y][x]);
          else
            /* TRANSLATORS: a cell of a tier with no domino */
            g_string_append_printf (s, " %s", _("empty"));
        }
      g_string_append (s, "; ");
    }
  if (s->len >= 2 && g_str_has_suffix (s->str, "; "))
    g_string_truncate (s, s->len - 2);
  g_string_append (s, ". ");
}

static void
zg_describe_position (TerrRenderScene *scene,
                      TerrGame        *game,
                      int              seat,
                      GString         *s)
{
  g_autofree char *pile = NULL;

  for (int tier = 1; tier <= 3; tier++)
    describe_tier (scene, tier, s);
  pile = describe_pile (scene);
  g_string_append (s, pile);
}

const TerrRenderWords terr_render_zg_words = {
  .kind = TERR_GAME_ZIGGURAT,
  .describe_position = zg_describe_position,
  .describe_open_pile = zg_describe_open_pile,
};
