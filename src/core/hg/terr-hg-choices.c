/* terr-hg-choices.c — what views ask of Hanging Gardens: the choices of a
 * turn (terrace, support, a bed of each suit, gazebo, moving the gazebo or
 * a support, pass), completing one from a space, the computer levels, the
 * score in words and the options of a new game.  Computed from the
 * TerrHgState. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "terr-choice.h"
#include "terr-hg-edit.h"
#include "terr-hg-explain.h"
#include "terr-hg-game-private.h"

static const char *
suit_label (const char *suit)
{
  switch (terr_hg_suit_from_string (suit))
    {
    case TERR_HG_SUIT_SUNS:
      return _("Bed of Suns");
    case TERR_HG_SUIT_MOONS:
      return _("Bed of Moons");
    case TERR_HG_SUIT_CROWNS:
      return _("Bed of Crowns");
    case TERR_HG_SUIT_ARMS:
      return _("Bed of Arms");
    case TERR_HG_SUIT_NONE:
    default:
      return _("Bed");
    }
}

/* What picking the support to move fixes. */
static const char *const source_attrs[] = { "from-x", "from-y", "from-level", "from-stack", NULL };

static TerrChoice *
describe_move (TerrGame       *game,
               const TerrMove *move)
{
  const char *type = terr_move_get_move_type (move);
  g_autofree char *key = NULL;
  g_autofree char *label = NULL;
  gboolean block = FALSE;
  TerrChoice *choice;

  if (g_str_equal (type, "bed"))
    {
      key = g_strconcat ("bed:", terr_move_get (move, "suit"), NULL);
      label = g_strdup (suit_label (terr_move_get (move, "suit")));
    }
  else if (g_str_equal (type, "move-support"))
    {
      /* One choice per way of placing it again; the support itself is
       * picked on the board (its source attributes). */
      const char *as = terr_move_get (move, "as");

      key = g_strconcat ("move-support:", as, NULL);
      label = g_strdup (g_strcmp0 (as, "terrace") == 0 ? _("Move a Support as Terrace")
                                                       : _("Move a Support as Support"));
      block = TRUE;
    }
  else
    {
      key = g_strdup (type);
      if (g_str_equal (type, "terrace"))
        label = g_strdup (_("Terrace")), block = TRUE;
      else if (g_str_equal (type, "support"))
        label = g_strdup (_("Support")), block = TRUE;
      else if (g_str_equal (type, "gazebo"))
        label = g_strdup (_("Gazebo"));
      else if (g_str_equal (type, "move-gazebo"))
        label = g_strdup (_("Move Gazebo"));
      else
        label = g_strdup (terr_choice_common_label (type) != NULL ? terr_choice_common_label (type) : type);
    }

  choice = terr_choice_new (key, label, move);
  terr_choice_set_positional (choice, terr_move_get (move, "x") != NULL);
  terr_choice_set_covers_block (choice, block);
  if (g_str_equal (type, "move-support"))
    terr_choice_set_source_attrs (choice, source_attrs);
  return choice;
}

/* The place of a choice in the list, whatever the position: the rows
 * stay in this order from turn to turn. */
static int
choice_rank (TerrChoice *choice)
{
  static const char *const order[] = {
    "terrace", "support", "bed:suns", "bed:moons", "bed:crowns", "bed:arms",
    "gazebo", "move-gazebo", "move-support:terrace", "move-support:support", "pass",
  };
  const char *key = terr_choice_get_key (choice);

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    if (g_str_equal (key, order[i]))
      return (int) i;
  return G_N_ELEMENTS (order);
}

static int
compare_choices (gconstpointer a,
                 gconstpointer b)
{
  return choice_rank (*(TerrChoice **) a) - choice_rank (*(TerrChoice **) b);
}

static GPtrArray *
terr_hg_game_list_choices (TerrGame *game)
{
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
  GPtrArray *choices = terr_choice_group_moves (game, moves, describe_move);

  /* A stable sort: unknown keys keep their order at the end. */
  g_ptr_array_sort (choices, compare_choices);
  return choices;
}

/* The support to move: the exposed support covering (x, y) (only one can:
 * nothing lies on an exposed support). */
static TerrMove *
terr_hg_game_pick_source (TerrGame   *game,
                          TerrChoice *choice,
                          int         x,
                          int         y,
                          int         level)
{
  GPtrArray *legal = terr_choice_get_legal_moves (choice);

  for (guint i = 0; i < legal->len; i++)
    {
      TerrMove *move = g_ptr_array_index (legal, i);
      int fx = terr_choice_attr_int (move, "from-x", G_MININT);
      int fy = terr_choice_attr_int (move, "from-y", G_MININT);

      if (fx != G_MININT && fy != G_MININT
          && x >= fx && x <= fx + 1 && y >= fy && y <= fy + 1)
        return terr_move_copy_bare (move);
    }
  return NULL;
}

/* The level of the highest terrace over (x, y), -1 for the table. */
static int
top_terrace (TerrHgGame *self,
             int         x,
             int         y)
{
  const TerrHgTile *tile = terr_hg_game_get_top_terrace (self, x, y);

  return tile != NULL ? tile->level : -1;
}

/* The exposed support standing exactly at (x, y), if any. */
static gboolean
exposed_support (TerrHgGame *self,
                 int         x,
                 int         y,
                 int        *level,
                 int        *stack)
{
  const TerrHgState *s = self->state;
  gboolean found = FALSE;

  for (int i = 0; i < s->n_tiles; i++)
    {
      const TerrHgTile *t = &s->tiles[i];

      if (t->support && t->x == x && t->y == y
          && (!found || t->level > *level || (t->level == *level && t->stack > *stack)))
        {
          *level = t->level;
          *stack = t->stack;
          found = TRUE;
        }
    }
  /* Covered by a terrace of the level above it? */
  return found && top_terrace (self, x, y) <= *level;
}

/* A tile that is legal nowhere near: the level a player would mean, so
 * that the refusal names the rule broken there. */
static void
fill_tile (TerrHgGame *self,
           TerrMove   *move,
           gboolean    as_terrace,
           int         x,
           int         y)
{
  int level = 0, stack = 0;
  gboolean on_support = exposed_support (self, x, y, &level, &stack);

  if (as_terrace && on_support && stack == 2)
    terr_move_set_int (move, "level", level + 1);
  else if (as_terrace)
    {
      /* Over other tiles the refused terrace goes on top of them (its
       * ghost is seen), with the reason for that level. */
      int top = -1;

      for (int dx = 0; dx <= 1; dx++)
        for (int dy = 0; dy <= 1; dy++)
          top = MAX (top, top_terrace (self, x + dx, y + dy));
      terr_move_set_int (move, "level", top + 1);
    }
  else if (on_support && stack == 1)
    {
      terr_move_set_int (move, "level", level);
      terr_move_set_int (move, "stack", 2);
    }
  else
    {
      terr_move_set_int (move, "level", MAX (top_terrace (self, x, y), 0));
      terr_move_set_int (move, "stack", 1);
    }
}

static TerrMove *
terr_hg_game_complete_move (TerrGame   *game,
                            TerrChoice *choice,
                            int         x,
                            int         y,
                            int         level,
                            int         orientation)
{
  static const char *const at[] = { "x", "y", NULL };
  TerrHgGame *self = TERR_HG_GAME (game);
  TerrMove *move = terr_move_copy_bare (terr_choice_get_move (choice));
  const char *type = terr_move_get_move_type (move);
  TerrMove *legal;

  terr_move_set_int (move, "x", x);
  terr_move_set_int (move, "y", y);
  legal = terr_choice_find_legal (choice, move, at);
  if (legal != NULL)
    {
      terr_move_unref (move);
      return terr_move_copy_bare (legal);
    }

  if (g_str_equal (type, "terrace"))
    fill_tile (self, move, TRUE, x, y);
  else if (g_str_equal (type, "support"))
    fill_tile (self, move, FALSE, x, y);
  else if (g_str_equal (type, "move-support"))
    fill_tile (self, move, g_strcmp0 (terr_move_get (move, "as"), "terrace") == 0, x, y);
  return move;
}

/* View 0: the gazebo's best direction; 1..4 north, east, south, west. */
static char *
terr_hg_game_explain_score (TerrGame *game,
                            int       seat,
                            guint     view)
{
  g_autoptr(TerrHgScoreReport) report = terr_hg_score_report_new (TERR_HG_GAME (game)->state);

  return terr_hg_explain_text (report, seat, (int) view - 1);
}

/* --- the options of a new game --- */

static const TerrGameOption options[] = {
  { .id = "progress-rule", .type = TERR_OPTION_SWITCH,
    .group = N_("Rules"), .title = N_("_Progress rule"),
    .subtitle = N_("One of your two actions must place a piece whenever one can be placed; "
                   "without it a game can go on for ever"),
    .default_on = TRUE, .settings_key = "progress-rule" },
};

static TerrGame *
terr_hg_game_new_with_options (TerrGameClass *klass,
                               guint          n_players,
                               guint64        seed,
                               GVariant      *values,
                               GError       **error)
{
  g_autoptr(TerrGame) game = terr_game_new (klass->kind, n_players, seed, error);
  gboolean progress = TRUE;

  if (game == NULL)
    return NULL;
  g_variant_lookup (values, "progress-rule", "b", &progress);
  if (!terr_hg_game_edit_set_progress_rule (TERR_HG_GAME (game), progress, error))
    return NULL;
  return g_steal_pointer (&game);
}

void
terr_hg_game_class_init_views (TerrGameClass *game_class)
{
  game_class->n_levels = 3;
  game_class->list_choices = terr_hg_game_list_choices;
  game_class->complete_move = terr_hg_game_complete_move;
  game_class->pick_source = terr_hg_game_pick_source;
  game_class->explains_per_seat = TRUE;
  game_class->n_score_views = 5;
  game_class->explain_score = terr_hg_game_explain_score;
  game_class->options = options;
  game_class->n_options = G_N_ELEMENTS (options);
  game_class->new_with_options = terr_hg_game_new_with_options;
}
