/* terr-render-zg-words.c — Ziggurat in words (terr-render-words.h): the
 * tiers row by row, the pile and an open pile's top dominoes; the cursor
 * goes over the 6 x 6 cells of the base.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "terr-render-words-private.h"

#define ZG_CELLS 6

/* Whole sentences per number of dominoes shown (at most three): a list
 * glued from fragments cannot be put in every language's order. */
static char *
zg_describe_open_pile (const TerrRenderScene *scene)
{
  const TerrRenderZgScene *zg = &scene->zg;
  const int (*n)[2] = zg->next;

  switch (zg->n_next)
    {
    case 0:
      return NULL;
    case 1:
      /* TRANSLATORS: the top domino of an open pile: "Open pile, next first: the 3–5." */
      return g_strdup_printf (_("Open pile, next first: the %d–%d."), n[0][0], n[0][1]);
    case 2:
      /* TRANSLATORS: the top two dominoes of an open pile, next first */
      return g_strdup_printf (_("Open pile, next first: the %d–%d, then the %d–%d."),
                              n[0][0], n[0][1], n[1][0], n[1][1]);
    default:
      /* TRANSLATORS: the top three dominoes of an open pile, next first */
      return g_strdup_printf (_("Open pile, next first: the %d–%d, then the %d–%d, then the %d–%d."),
                              n[0][0], n[0][1], n[1][0], n[1][1], n[2][0], n[2][1]);
    }
}

/* The open pile, and how many dominoes are left in it: two sentences. */
static char *
describe_pile (const TerrRenderScene *scene)
{
  g_autofree char *open = zg_describe_open_pile (scene);
  int pile = scene->zg.pile;
  g_autofree char *count = g_strdup_printf (ngettext ("%d domino in the pile.",
                                                      "%d dominoes in the pile.", pile), pile);

  if (open != NULL)
    return g_strconcat (open, " ", count, NULL);
  return g_steal_pointer (&count);
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
