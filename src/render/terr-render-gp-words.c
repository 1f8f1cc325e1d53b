/* terr-render-gp-words.c — Garden Paths in words (terr-render-words.h):
 * each grid row by row (one seat's grid while they are private), a
 * piece's shape and flowers; the cursor goes over the board.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "terr-render-words-private.h"
#include "gp/terr-gp-game.h"

static void
gp_cursor_bounds (const TerrRenderScene *scene,
                  int                   *x0,
                  int                   *y0,
                  int                   *x1,
                  int                   *y1)
{
  *x1 = MAX (scene->gp.width - 1, 0);
  *y1 = MAX (scene->gp.height - 1, 0);
}

static void
gp_describe_position (TerrRenderScene *scene,
                      TerrGame        *game,
                      int              seat,
                      GString         *s)
{
  int first = seat, last = seat;

  if (seat == 0)
    {
      first = 1;
      last = (int) terr_game_get_n_players (game);
    }
  for (int k = first; k <= last; k++)
    {
      if (last > first)
        {
          g_autofree char *name = terr_game_get_player_name (game, k);
          /* TRANSLATORS: whose garden is read next */
          g_string_append_printf (s, _("%s's garden. "), name);
        }
      for (int y = 0; y < scene->gp.height; y++)
        {
          g_string_append_printf (s, _("Row %d: "), y);
          for (int x = 0; x < scene->gp.width; x++)
            {
              g_autofree char *square = terr_game_describe_square (game, k, x, y);

              if (x > 0)
                g_string_append (s, " | ");
              g_string_append (s, square != NULL ? square : "");
            }
          g_string_append (s, ". ");
        }
    }
}

static const char *
flower_name (int cover)
{
  switch (cover)
    {
    case TERR_GP_ROSE: return _("rose");
    case TERR_GP_MARIGOLD: return _("marigold");
    case TERR_GP_LAVENDER: return _("lavender");
    default: return _("path");
    }
}

/* Its shape, and a flower bed's flowers. */
static char *
gp_describe_piece (TerrGame   *game,
                   const char *id)
{
  const TerrGpPieceSet *set = terr_gp_game_get_pieces (TERR_GP_GAME (game));
  int index = set != NULL ? terr_gp_piece_set_find (set, id) : -1;
  const TerrGpPiece *piece;
  g_autofree char *shape = NULL;
  g_autoptr(GString) flowers = NULL;

  if (index < 0)
    return NULL;
  piece = terr_gp_piece_set_get (set, index);
  shape = terr_gp_piece_describe_shape (piece);
  if (piece->kind != TERR_GP_KIND_FLOWER)
    return g_steal_pointer (&shape);

  flowers = g_string_new (NULL);
  for (int i = 0; i < piece->n_cells; i++)
    {
      if (flowers->len > 0)
        /* TRANSLATORS: between the flowers of a bed: "rose, marigold" */
        g_string_append (flowers, _(", "));
      g_string_append (flowers, flower_name (piece->cells[i].cover));
    }
  /* TRANSLATORS: a flower bed in words: "three squares in an L: rose, marigold, rose" */
  return g_strdup_printf (_("%s: %s"), shape, flowers->str);
}

const TerrRenderWords terr_render_gp_words = {
  .kind = TERR_GAME_GARDEN_PATHS,
  .seat_grids = TRUE,
  .cursor_bounds = gp_cursor_bounds,
  .describe_position = gp_describe_position,
  .describe_piece = gp_describe_piece,
};
