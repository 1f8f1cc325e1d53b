/* terr-gp-choices.c — what views ask of Garden Paths: the choices of a
 * turn (the announced piece, or each piece that may be announced, or
 * ending the game), completing a placement from the square under the
 * piece's first cell, the computer levels, a seat's score in words and
 * the options of a new game (the bundled board).  Computed from the game's
 * pieces and grids. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "terr-choice.h"
#include "terr-gp-game-private.h"

static const TerrGpPiece *
find_piece (TerrGpGame *self,
            const char *id)
{
  int i = id != NULL ? terr_gp_piece_set_find (self->pieces, id) : -1;

  return i >= 0 ? terr_gp_piece_set_get (self->pieces, i) : NULL;
}

static TerrChoice *
describe_move (TerrGame       *game,
               const TerrMove *move)
{
  const char *type = terr_move_get_move_type (move);
  const char *id = terr_move_get (move, "piece");
  const TerrGpPiece *piece = find_piece (TERR_GP_GAME (game), id);
  gboolean flower = piece != NULL && piece->kind == TERR_GP_KIND_FLOWER;
  g_autofree char *key = NULL;
  g_autofree char *label = NULL;
  TerrChoice *choice;

  if (g_str_equal (type, "place"))
    {
      key = g_strconcat ("place:", id, NULL);
      label = flower ? g_strdup_printf (_("Flower Bed %s"), id)
                     : g_strdup_printf (_("Path %s"), id);
    }
  else if (g_str_equal (type, "announce"))
    {
      key = g_strconcat ("announce:", id, NULL);
      label = flower ? g_strdup_printf (_("Announce Flower Bed %s"), id)
                     : g_strdup_printf (_("Announce Path %s"), id);
    }
  else
    {
      key = g_strdup (type);
      label = g_strdup (terr_choice_common_label (type) != NULL ? terr_choice_common_label (type) : type);
    }

  choice = terr_choice_new (key, label, move);
  terr_choice_set_positional (choice, terr_move_get (move, "x") != NULL);
  if (g_str_equal (type, "place") && piece != NULL)
    terr_choice_set_n_orientations (choice, terr_gp_n_transforms (piece) == 8 ? 8 : 1);
  return choice;
}

static GPtrArray *
terr_gp_game_list_choices (TerrGame *game)
{
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);

  return terr_choice_group_moves (game, moves, describe_move);
}

/* (@x, @y) is the square under the piece's first cell as turned. */
static TerrMove *
terr_gp_game_complete_move (TerrGame   *game,
                            TerrChoice *choice,
                            int         x,
                            int         y,
                            int         level,
                            int         orientation)
{
  static const char *const match[] = { "x", "y", "transform", NULL };
  TerrMove *move = terr_move_copy_bare (terr_choice_get_move (choice));
  const TerrGpPiece *piece = find_piece (TERR_GP_GAME (game), terr_move_get (move, "piece"));
  int t = terr_choice_get_n_orientations (choice) == 8 ? orientation & 7 : 0;
  int dx = 0, dy = 0;
  TerrMove *legal;

  if (piece != NULL && piece->n_cells > 0)
    {
      dx = piece->xf[t][0].dx;
      dy = piece->xf[t][0].dy;
    }
  terr_move_set_int (move, "x", x - dx);
  terr_move_set_int (move, "y", y - dy);
  if (terr_move_get (move, "transform") != NULL)
    terr_move_set_int (move, "transform", t);
  legal = terr_choice_find_legal (choice, move, match);
  if (legal != NULL)
    {
      terr_move_unref (move);
      return terr_move_copy_bare (legal);
    }
  return move;
}

/* The pointer holds a piece by its first cell as turned. */
static gboolean
terr_gp_game_anchor_move (TerrGame       *game,
                          TerrChoice     *choice,
                          const TerrMove *move,
                          int            *x,
                          int            *y,
                          int            *orientation)
{
  const TerrGpPiece *piece = find_piece (TERR_GP_GAME (game), terr_move_get (move, "piece"));
  int mx = terr_choice_attr_int (move, "x", G_MININT), my = terr_choice_attr_int (move, "y", G_MININT);
  int t = terr_choice_attr_int (move, "transform", 0);

  if (piece == NULL || piece->n_cells == 0 || mx == G_MININT || my == G_MININT || t < 0 || t > 7)
    return FALSE;
  if (terr_choice_get_n_orientations (choice) != 8)
    t = 0;
  *x = mx + piece->xf[t][0].dx;
  *y = my + piece->xf[t][0].dy;
  *orientation = t;
  return TRUE;
}

static char *
terr_gp_game_explain_score (TerrGame *game,
                            int       seat,
                            guint     view)
{
  const TerrGpScore *score = terr_gp_game_get_best_path (TERR_GP_GAME (game), seat);
  g_autofree char *path = NULL;
  const char *bonus;

  if (score == NULL || score->n_path == 0)
    return g_strdup (_("No path from a gate yet: 0 points.\n"
                       "A path starts on a gate square and runs over path pieces."));
  /* TRANSLATORS: the start of "Path of 12 squares: 7 circled (7), …" */
  path = g_strdup_printf (ngettext ("Path of %d square", "Path of %d squares", score->n_path),
                          score->n_path);
  if (score->gate_bonus >= 15)
    bonus = _("It joins two opposite gates: +15.");
  else if (score->gate_bonus > 0)
    bonus = _("It joins two different gates: +10.");
  else
    bonus = _("It does not end on another gate: no gate bonus.");
  /* TRANSLATORS: "Path of 12 squares: 7 circled (7), fountains 4, gate
   * bonus 10 = 21"; the number in brackets is the points of the circled
   * squares, the last one the score */
  return g_strdup_printf (_("%s: %d circled (%d), fountains %d, gate bonus %d = %d\n"
                            "A square is circled when its neighbours show two kinds of flowers "
                            "(water counts as any); a fountain on the path adds 1.\n%s"),
                          path, score->path_points, score->path_points, score->fountain_points,
                          score->gate_bonus, score->score, bonus);
}

/* --- the options of a new game --- */

static const TerrGameOption options[] = {
  { .id = "board", .type = TERR_OPTION_CHOICE,
    .group = N_("The Garden"), .title = N_("_Board"),
    .subtitle = N_("Each board comes with its own set of pieces"),
    .settings_key = "gp-board" },
};

/* The bundled boards, the default first. */
static GPtrArray *
terr_gp_game_list_option_values (TerrGameClass *klass,
                                 const char    *option_id)
{
  GPtrArray *values = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_game_option_value_free);
  const TerrGpBoardInfo *info;
  guint n;

  if (g_strcmp0 (option_id, "board") != 0)
    return values;
  info = terr_gp_game_list_boards (&n);
  for (guint i = 0; i < n; i++)
    {
      TerrGameOptionValue *value = g_new0 (TerrGameOptionValue, 1);

      value->id = g_strdup (info[i].id);
      /* TRANSLATORS: a board in the New Game dialog, e.g. "Herb Garden, 7 × 7" */
      value->label = g_strdup_printf (_("%s, %d × %d"), _(info[i].title), info[i].width, info[i].height);
      g_ptr_array_add (values, value);
    }
  return values;
}

static TerrGame *
terr_gp_game_new_with_options (TerrGameClass *klass,
                               guint          n_players,
                               guint64        seed,
                               GVariant      *values,
                               GError       **error)
{
  const char *board = terr_gp_game_list_boards (NULL)[0].id;

  g_variant_lookup (values, "board", "&s", &board);
  return terr_gp_game_new_on_board (board, n_players, seed, error);
}

void
terr_gp_game_class_init_views (TerrGameClass *game_class)
{
  game_class->n_levels = 3;
  game_class->list_choices = terr_gp_game_list_choices;
  game_class->complete_move = terr_gp_game_complete_move;
  game_class->anchor_move = terr_gp_game_anchor_move;
  game_class->explains_per_seat = TRUE;
  game_class->n_score_views = 1;
  game_class->explain_score = terr_gp_game_explain_score;
  game_class->options = options;
  game_class->n_options = G_N_ELEMENTS (options);
  game_class->list_option_values = terr_gp_game_list_option_values;
  game_class->new_with_options = terr_gp_game_new_with_options;
}
