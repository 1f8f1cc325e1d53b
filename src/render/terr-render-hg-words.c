/* terr-render-hg-words.c — Hanging Gardens in words (terr-render-words.h):
 * the garden row by row; the cursor goes round the garden with room for a
 * tile on every side.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "terr-render-words-private.h"

/* The spaces the tiles cover, or FALSE for an empty garden. */
static gboolean
garden_extent (const TerrRenderScene *scene,
               int                   *minx,
               int                   *miny,
               int                   *maxx,
               int                   *maxy)
{
  GArray *pieces = scene->hg.pieces;
  gboolean any = FALSE;

  for (guint i = 0; pieces != NULL && i < pieces->len; i++)
    {
      TerrRenderHgPiece *p = &g_array_index (pieces, TerrRenderHgPiece, i);

      *minx = any ? MIN (*minx, p->x) : p->x;
      *miny = any ? MIN (*miny, p->y) : p->y;
      *maxx = any ? MAX (*maxx, p->x + 1) : p->x + 1;
      *maxy = any ? MAX (*maxy, p->y + 1) : p->y + 1;
      any = TRUE;
    }
  return any;
}

static void
hg_cursor_bounds (const TerrRenderScene *scene,
                  int                   *x0,
                  int                   *y0,
                  int                   *x1,
                  int                   *y1)
{
  int minx = 0, miny = 0, maxx = 1, maxy = 1;

  if (garden_extent (scene, &minx, &miny, &maxx, &maxy))
    {
      /* the origin's tile is always within reach */
      minx = MIN (minx, 0);
      miny = MIN (miny, 0);
      maxx = MAX (maxx, 1);
      maxy = MAX (maxy, 1);
    }
  /* Room for a tile next to the garden on every side. */
  *x0 = minx - 3;
  *y0 = miny - 3;
  *x1 = maxx + 3;
  *y1 = maxy + 3;
}

static void
hg_describe_position (TerrRenderScene *scene,
                      TerrGame        *game,
                      int              seat,
                      GString         *s)
{
  int minx, miny, maxx, maxy;

  if (!garden_extent (scene, &minx, &miny, &maxx, &maxy))
    {
      g_string_append (s, _("The garden is empty."));
      return;
    }
  for (int y = miny; y <= maxy; y++)
    {
      gboolean any = FALSE;

      for (int x = minx; x <= maxx; x++)
        {
          g_autofree char *square = terr_game_describe_square (game, 0, x, y);

          if (terr_render_scene_hg_top_terrace (scene, x, y) < 0 || square == NULL)
            continue;
          if (!any)
            /* TRANSLATORS: the start of a row of the garden */
            g_string_append_printf (s, _("Row %d: "), y);
          else
            g_string_append (s, "; ");
          /* TRANSLATORS: a space of a row: "3: terrace level 0, a suns bed" */
          g_string_append_printf (s, _("%d: %s"), x, square);
          any = TRUE;
        }
      if (any)
        g_string_append (s, ". ");
    }
}

const TerrRenderWords terr_render_hg_words = {
  .kind = TERR_GAME_HANGING_GARDENS,
  .cursor_bounds = hg_cursor_bounds,
  .describe_position = hg_describe_position,
};
