/* terr-render.c — the renderer's entry points on a TerrGame: the scene is
 * built from the game's read-only queries, then drawn, hit tested or
 * written to a file (terr-render-scene.c).
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "terr-games.h"
#include "terr-render-private.h"

/* --- hanging-gardens --- */

static void
fill_hg (TerrRenderScene *scene, TerrHgGame *game)
{
  const TerrHgState *s = terr_hg_game_get_state (game);

  for (int i = 0; i < s->n_tiles; i++)
    {
      const TerrHgTile *t = &s->tiles[i];
      terr_render_scene_hg_add (scene,
                                t->support ? TERR_RENDER_HG_SUPPORT : TERR_RENDER_HG_TERRACE,
                                t->x, t->y, t->level, t->stack, -1, 0);
    }
  for (int y = s->oy; y < s->oy + s->h; y++)
    for (int x = s->ox; x < s->ox + s->w; x++)
      {
        const TerrHgCell *c = terr_hg_state_cell (s, x, y);
        if (c->bed != TERR_HG_SUIT_NONE)
          terr_render_scene_hg_add (scene, TERR_RENDER_HG_BED, x, y, 0, 0,
                                    c->bed - TERR_HG_SUIT_SUNS, 0);
      }
  for (int seat = 1; seat <= MIN (s->n_players, TERR_HG_MAX_SEATS); seat++)
    if (s->gazebo_placed[seat])
      terr_render_scene_hg_add (scene, TERR_RENDER_HG_GAZEBO, s->gazebo_x[seat],
                                s->gazebo_y[seat], 0, 0, 0, seat);
  scene->hg.n_players = s->n_players;
  scene->hg.seat_to_move = terr_game_is_over (TERR_GAME (game)) ? 0 : s->to_move;
  scene->hg.supply_tiles = s->supply_tiles;
  for (int k = 0; k < TERR_RENDER_N_SUITS; k++)
    scene->hg.supply_coins[k] = s->supply_coins[TERR_HG_SUIT_SUNS + k];
}

/* --- ziggurat --- */

static void
fill_zg (TerrRenderScene *scene, TerrZgGame *game)
{
  const TerrZgState *s = terr_zg_game_get_state (game);

  for (guint id = 0; id < TERR_ZG_N_DOMINOES; id++)
    {
      const TerrZgPlacement *p = &s->placement[id];
      if (p->tier >= 1 && p->tier <= TERR_ZG_N_TIERS)
        terr_render_scene_zg_add (scene, p->tier, p->x, p->y,
                                  p->dir == TERR_ZG_DIR_V, p->a, p->b);
    }
  for (guint i = 0; i < s->hand_len && scene->zg.n_hand < (int) G_N_ELEMENTS (scene->zg.hand); i++)
    {
      scene->zg.hand[scene->zg.n_hand][0] = terr_zg_domino_low (s->hand[i]);
      scene->zg.hand[scene->zg.n_hand][1] = terr_zg_domino_high (s->hand[i]);
      scene->zg.n_hand++;
    }
  scene->zg.pile = s->pile_len > s->pile_pos ? s->pile_len - s->pile_pos : 0;
  /* An open pile shows what comes next. */
  for (guint i = s->pile_pos; s->pile_open && i < s->pile_len
       && scene->zg.n_next < (int) G_N_ELEMENTS (scene->zg.next); i++)
    {
      scene->zg.next[scene->zg.n_next][0] = terr_zg_domino_low (s->pile[i]);
      scene->zg.next[scene->zg.n_next][1] = terr_zg_domino_high (s->pile[i]);
      scene->zg.n_next++;
    }
  scene->zg.cheats = s->cheats;
}

/* --- garden-paths --- */

static int
flower_of_cover (int cover)
{
  switch (cover)
    {
    case TERR_GP_ROSE:     return TERR_RENDER_FLOWER_ROSE;
    case TERR_GP_MARIGOLD: return TERR_RENDER_FLOWER_MARIGOLD;
    case TERR_GP_LAVENDER: return TERR_RENDER_FLOWER_LAVENDER;
    default:               return TERR_RENDER_FLOWER_NONE;
    }
}

static void
fill_gp (TerrRenderScene *scene, TerrGpGame *game, gboolean with_paths)
{
  const TerrGpBoard *board = terr_gp_game_get_board (game);
  const TerrGpPieceSet *set = terr_gp_game_get_pieces (game);
  guint n_players = terr_game_get_n_players (TERR_GAME (game));
  static const char sides[] = { 'n', 'e', 's', 'w' };

  if (board == NULL || board->width <= 0 || board->height <= 0)
    return;
  terr_render_scene_gp_set_board (scene, board->width, board->height, board->name);
  for (int y = 0; y < board->height; y++)
    for (int x = 0; x < board->width; x++)
      {
        int i = y * board->width + x;
        int side = board->gate_side[i];
        terr_render_scene_gp_set_square (scene, x, y,
                                         (board->flags[i] & TERR_GP_SQ_WATER) != 0,
                                         (board->flags[i] & TERR_GP_SQ_FOUNTAIN) != 0,
                                         side >= 0 && side < 4 ? sides[side] : 0);
      }
  for (int p = 0; set && p < terr_gp_piece_set_size (set); p++)
    {
      const TerrGpPiece *piece = terr_gp_piece_set_get (set, p);
      TerrRenderGpPiece *rp = g_new0 (TerrRenderGpPiece, 1);

      rp->id = g_strdup (piece->id);
      rp->flower = piece->kind == TERR_GP_KIND_FLOWER;
      rp->cells = g_array_new (FALSE, TRUE, sizeof (TerrRenderGpCell));
      for (int c = 0; c < piece->n_cells; c++)
        {
          TerrRenderGpCell cell = { piece->cells[c].dx, piece->cells[c].dy,
                                    flower_of_cover (piece->cells[c].cover) };
          g_array_append_val (rp->cells, cell);
        }
      g_ptr_array_add (scene->gp.pieces, rp);
    }
  for (guint seat = 1; seat <= n_players; seat++)
    {
      const TerrGpGrid *grid = terr_gp_game_get_grid (game, seat);
      const TerrPlayer *player = terr_game_get_player (TERR_GAME (game), seat);
      /* Translators: a player without a name, by seat number */
      g_autofree char *fallback = g_strdup_printf (_("Seat %u"), seat);
      TerrRenderGpGrid *rg;
      int n = board->width * board->height;

      rg = terr_render_scene_gp_add_grid (scene, seat,
                                          player && player->name ? player->name : fallback);
      if (grid == NULL)
        continue;
      for (int i = 0; i < n; i++)
        {
          int cover = grid->cover[i];
          rg->cover[i] = cover == TERR_GP_EMPTY ? TERR_RENDER_GP_EMPTY
                         : cover == TERR_GP_PATH ? TERR_RENDER_GP_PATH
                         : TERR_RENDER_GP_FLOWER;
          rg->flower[i] = flower_of_cover (cover);
        }
      /* Which placement covers each square: for the piece borders. */
      for (guint k = 0; grid->placed && set && k < grid->placed->len; k++)
        {
          const TerrGpPlacement *pl = &g_array_index (grid->placed, TerrGpPlacement, k);
          const TerrGpPiece *piece;

          if (pl->piece < 0 || pl->piece >= terr_gp_piece_set_size (set)
              || pl->transform < 0 || pl->transform > 7)
            continue;
          piece = terr_gp_piece_set_get (set, pl->piece);
          for (int c = 0; c < piece->n_cells; c++)
            {
              int x = pl->x + piece->xf[pl->transform][c].dx;
              int y = pl->y + piece->xf[pl->transform][c].dy;
              if (terr_gp_board_contains (board, x, y))
                rg->owner[y * board->width + x] = k;
            }
        }
      if (with_paths)
        {
          const TerrGpScore *score = terr_gp_game_get_best_path (game, seat);
          if (score && score->n_path > 0)
            {
              rg->n_path = score->n_path;
              rg->path = g_new (int, score->n_path);
              for (int j = 0; j < score->n_path; j++)
                rg->path[j] = score->path[j];
            }
        }
    }
}

static TerrRenderScene *
scene_for_game (TerrGame *game, const TerrRenderOptions *opts)
{
  TerrGameKind kind = terr_game_get_kind (game);
  TerrRenderScene *scene;

  if (kind != TERR_GAME_HANGING_GARDENS && kind != TERR_GAME_ZIGGURAT
      && kind != TERR_GAME_GARDEN_PATHS)
    return NULL;
  scene = terr_render_scene_new (kind);
  if (TERR_IS_HG_GAME (game))
    fill_hg (scene, TERR_HG_GAME (game));
  else if (TERR_IS_GP_GAME (game))
    fill_gp (scene, TERR_GP_GAME (game), opts && opts->show_paths);
  else if (TERR_IS_ZG_GAME (game))
    fill_zg (scene, TERR_ZG_GAME (game));
  return scene;
}

TerrRenderScene *
terr_render_scene_new_for_game (TerrGame *game)
{
  g_return_val_if_fail (TERR_IS_GAME (game), NULL);
  return scene_for_game (game, NULL);
}

void
terr_render_draw (TerrGame *game, cairo_t *cr, double width, double height,
                  const TerrRenderOptions *opts)
{
  g_autoptr (TerrRenderScene) scene = NULL;

  g_return_if_fail (TERR_IS_GAME (game));
  g_return_if_fail (cr != NULL);
  scene = scene_for_game (game, opts);
  if (scene)
    terr_render_scene_draw (scene, cr, width, height, opts);
}

gboolean
terr_render_to_file (TerrGame *game, const char *path, int width, int height,
                     const TerrRenderOptions *opts, GError **error)
{
  g_autoptr (TerrRenderScene) scene = NULL;

  g_return_val_if_fail (TERR_IS_GAME (game), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  scene = scene_for_game (game, opts);
  if (scene == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Cannot draw a game of this kind"));
      return FALSE;
    }
  return terr_render_scene_to_file (scene, path, width, height, opts, error);
}

gboolean
terr_render_hit_test (TerrGame *game, double width, double height,
                      const TerrRenderOptions *opts, double x, double y,
                      TerrRenderHit *hit)
{
  g_autoptr (TerrRenderScene) scene = NULL;

  g_return_val_if_fail (TERR_IS_GAME (game), FALSE);
  g_return_val_if_fail (hit != NULL, FALSE);
  scene = scene_for_game (game, opts);
  if (scene == NULL)
    {
      memset (hit, 0, sizeof *hit);
      return FALSE;
    }
  return terr_render_scene_hit_test (scene, width, height, opts, x, y, hit);
}
