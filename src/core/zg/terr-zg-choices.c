/* terr-zg-choices.c — what views ask of Ziggurat: the choices of a turn
 * (each domino of the hand, also one that fits nowhere now, then the lift;
 * resigning is left out by terr_game_list_choices), completing a domino or a lift from a half-cell, the
 * computer levels, the score in words and the options of a new game (an
 * open pile, a numbered deal).  Computed from the TerrZgState. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "terr-choice.h"
#include "terr-zg-edit.h"
#include "terr-zg-game-private.h"

static TerrChoice *
describe_move (TerrGame       *game,
               const TerrMove *move)
{
  const char *type = terr_move_get_move_type (move);
  TerrChoice *choice;

  if (g_str_equal (type, "place"))
    {
      int a = terr_choice_attr_int (move, "a", 0), b = terr_choice_attr_int (move, "b", 0);
      g_autofree char *key = g_strdup_printf ("place:%d-%d", MIN (a, b), MAX (a, b));
      /* TRANSLATORS: a domino, e.g. "Domino 3–4" */
      g_autofree char *label = g_strdup_printf (_("Domino %d–%d"), MIN (a, b), MAX (a, b));

      choice = terr_choice_new (key, label, move);
      terr_choice_set_n_orientations (choice, 4);
    }
  else if (g_str_equal (type, "lift"))
    choice = terr_choice_new (type, _("Lift a Domino (Cheat)"), move);
  else
    {
      const char *label = terr_choice_common_label (type);
      choice = terr_choice_new (type, label != NULL ? label : type, move);
    }
  terr_choice_set_positional (choice, terr_move_get (move, "x") != NULL);
  return choice;
}

static GPtrArray *
terr_zg_game_list_choices (TerrGame *game)
{
  TerrZgGame *self = TERR_ZG_GAME (game);
  const TerrZgState *s = &self->state;
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
  g_autoptr(GPtrArray) found = terr_choice_group_moves (game, moves, describe_move);
  GPtrArray *choices = g_ptr_array_new_with_free_func (g_object_unref);

  /* The hand as it lies, every domino also when it fits nowhere now (a
   * view then says why where it is tried), then the lift. */
  for (guint i = 0; i < s->hand_len; i++)
    {
      guint lo = terr_zg_domino_low (s->hand[i]), hi = terr_zg_domino_high (s->hand[i]);
      g_autoptr(TerrMove) move = terr_move_new (terr_game_get_seat_to_move (game), "place");
      g_autoptr(TerrChoice) choice = NULL;
      gboolean listed = FALSE;

      terr_move_set_int (move, "tier", 1);
      terr_move_set_int (move, "x", 0);
      terr_move_set_int (move, "y", 0);
      terr_move_set (move, "dir", "h");
      terr_move_set_int (move, "a", MIN (lo, hi));
      terr_move_set_int (move, "b", MAX (lo, hi));
      choice = describe_move (game, move);
      for (guint k = 0; k < found->len && !listed; k++)
        if (g_str_equal (terr_choice_get_key (g_ptr_array_index (found, k)), terr_choice_get_key (choice)))
          {
            g_ptr_array_add (choices, g_object_ref (g_ptr_array_index (found, k)));
            listed = TRUE;
          }
      if (!listed)
        g_ptr_array_add (choices, g_steal_pointer (&choice));
    }
  for (guint k = 0; k < found->len; k++)
    if (!g_ptr_array_find (choices, g_ptr_array_index (found, k), NULL))
      g_ptr_array_add (choices, g_object_ref (g_ptr_array_index (found, k)));
  return choices;
}

/* The highest tier holding a half at (x, y), 0 for none. */
static int
top_tier (const TerrZgState *s,
          int                x,
          int                y)
{
  if (x < 0 || x >= TERR_ZG_SIDE || y < 0 || y >= TERR_ZG_SIDE)
    return 0;
  for (int tier = TERR_ZG_N_TIERS; tier >= 1; tier--)
    if (s->value[tier - 1][y * TERR_ZG_SIDE + x] >= 0)
      return tier;
  return 0;
}

static TerrMove *
terr_zg_game_complete_move (TerrGame   *game,
                            TerrChoice *choice,
                            int         x,
                            int         y,
                            int         level,
                            int         orientation)
{
  const TerrZgState *s = &TERR_ZG_GAME (game)->state;
  TerrMove *move = terr_move_copy_bare (terr_choice_get_move (choice));

  if (terr_move_is (move, "place"))
    {
      static const char *const match[] = { "x", "y", "dir", "a", "b", NULL };
      int a = terr_choice_attr_int (move, "a", 0), b = terr_choice_attr_int (move, "b", 0);
      int lo = MIN (a, b), hi = MAX (a, b);
      gboolean swapped = orientation >= 2;
      TerrMove *legal;

      terr_move_set_int (move, "x", x);
      terr_move_set_int (move, "y", y);
      terr_move_set (move, "dir", orientation % 2 ? "v" : "h");
      terr_move_set_int (move, "a", swapped ? hi : lo);
      terr_move_set_int (move, "b", swapped ? lo : hi);
      legal = terr_choice_find_legal (choice, move, match);
      if (legal != NULL)
        {
          terr_move_unref (move);
          return terr_move_copy_bare (legal);
        }
      /* Not legal here: the tier it would go on, for the reason. */
      if (level == G_MININT)
        level = top_tier (s, x, y);
      terr_move_set_int (move, "tier", CLAMP (level + 1, 1, TERR_ZG_N_TIERS));
      return move;
    }

  /* The lift takes the domino of the tier under the pointer (one under
   * another is lifted with it), else the one on top of (x, y). */
  if (level == G_MININT)
    level = top_tier (s, x, y);
  terr_move_set_int (move, "tier", CLAMP (level, 1, TERR_ZG_N_TIERS));
  terr_move_set_int (move, "x", x);
  terr_move_set_int (move, "y", y);
  return move;
}

/* Every title with the cheats that earn it, from the one table. */
static char *
list_titles (void)
{
  GString *list = g_string_new (NULL);
  guint n = terr_zg_n_titles ();

  for (guint cheats = 0; cheats < n; cheats++)
    {
      if (cheats > 0)
        /* TRANSLATORS: between two titles of the list */
        g_string_append (list, _(", "));
      if (cheats + 1 < n)
        /* TRANSLATORS: a title and the cheats that earn it, e.g. "1 cheat: Master Architect" */
        g_string_append_printf (list, ngettext ("%u cheat: %s", "%u cheats: %s", cheats),
                                cheats, terr_zg_title_translated (cheats));
      else
        /* TRANSLATORS: the last title, e.g. "5 or more cheats: Disgraceful Blundering Saboteur" */
        g_string_append_printf (list, _("%u or more cheats: %s"), cheats, terr_zg_title_translated (cheats));
    }
  return g_string_free (list, FALSE);
}

static char *
terr_zg_game_explain_score (TerrGame *game,
                            int       seat,
                            guint     view)
{
  TerrZgGame *self = TERR_ZG_GAME (game);
  const TerrZgState *s = &self->state;
  GString *out = g_string_new (NULL);
  g_autofree char *titles = list_titles ();
  guint max_cheats;

  /* TRANSLATORS: dominoes on the ziggurat */
  g_string_append_printf (out, _("Placed: %d of 28 dominoes."), s->n_placed);
  g_string_append_c (out, '\n');
  g_string_append_printf (out, ngettext ("Cheats so far: %u (each domino picked up by a lift counts one).",
                                         "Cheats so far: %u (each domino picked up by a lift counts one).",
                                         s->cheats), s->cheats);
  g_string_append_c (out, '\n');
  if (terr_zg_state_is_complete (s))
    /* TRANSLATORS: "Title: Master Architect (1 cheat)." */
    g_string_append_printf (out, ngettext ("Title: %s (%u cheat).", "Title: %s (%u cheats).", s->cheats),
                            terr_zg_title_translated (s->cheats), s->cheats);
  else
    {
      /* TRANSLATORS: the title the player earns by finishing without
       * cheating again, e.g. "Finish without another cheat to be Master
       * Architect." */
      g_string_append_printf (out, _("Finish without another cheat to be %s."),
                              terr_zg_title_translated (s->cheats));
      if (s->cheats + 1 < terr_zg_n_titles ())
        {
          g_string_append_c (out, '\n');
          /* TRANSLATORS: what one more cheat costs */
          g_string_append_printf (out, _("One more cheat and the best title left is %s."),
                                  terr_zg_title_translated (s->cheats + 1));
        }
    }
  g_string_append_c (out, '\n');
  /* TRANSLATORS: the list of titles, e.g. "Titles: 0 cheats: Legendary
   * Architect of the Divine, 1 cheat: Master Architect, …." */
  g_string_append_printf (out, _("Titles: %s."), titles);
  if (terr_zg_game_get_goal (self, &max_cheats))
    {
      g_string_append_c (out, '\n');
      g_string_append_printf (out, ngettext ("Goal: finish with at most %u cheat.",
                                             "Goal: finish with at most %u cheats.", max_cheats),
                              max_cheats);
    }
  return g_string_free (out, FALSE);
}

/* --- the options of a new game --- */

static const TerrGameOption options[] = {
  { .id = "pile-open", .type = TERR_OPTION_SWITCH,
    .group = N_("The Deal"), .title = N_("_Open pile"),
    .subtitle = N_("See the order of the pile while you play"),
    .default_on = FALSE, .settings_key = "pile-open" },
  /* The deal number is the seed of the shuffle. */
  { .id = "deal", .type = TERR_OPTION_NUMBER,
    .group = N_("The Deal"), .title = N_("Deal number (empty for a random deal)"),
    .invalid = N_("The deal number must be a whole number, such as 42") },
};

static TerrGame *
terr_zg_game_new_with_options (TerrGameClass *klass,
                               guint          n_players,
                               guint64        seed,
                               GVariant      *values,
                               GError       **error)
{
  g_autoptr(TerrGame) game = NULL;
  gboolean open = FALSE;

  g_variant_lookup (values, "deal", "t", &seed);
  game = terr_game_new (klass->kind, n_players, seed, error);
  if (game == NULL)
    return NULL;
  g_variant_lookup (values, "pile-open", "b", &open);
  if (open && !terr_zg_game_edit_set_pile_open (TERR_ZG_GAME (game), TRUE, error))
    return NULL;
  return g_steal_pointer (&game);
}

void
terr_zg_game_class_init_views (TerrGameClass *game_class)
{
  /* Level 1 searches less than level 2; there is no third. */
  game_class->n_levels = 2;
  game_class->list_choices = terr_zg_game_list_choices;
  game_class->complete_move = terr_zg_game_complete_move;
  game_class->explains_per_seat = FALSE;
  game_class->n_score_views = 1;
  game_class->explain_score = terr_zg_game_explain_score;
  game_class->options = options;
  game_class->n_options = G_N_ELEMENTS (options);
  game_class->new_with_options = terr_zg_game_new_with_options;
}
