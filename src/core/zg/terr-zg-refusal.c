/* terr-zg-refusal.c — the refusals of Ziggurat as values and in words: a
 * short sentence for a toast, and a full one that says what and why for a
 * tooltip and screen readers (terr-refusal.h). */
#include "config.h"

#include "terr-zg-game-private.h"

#include <glib/gi18n-lib.h>

void
terr_zg_game_refuse_why (TerrZgGame      *self,
                         const TerrZgWhy *why)
{
  TerrRefusal refusal;

  terr_refusal_init (&refusal, why->code);
  if (why->code != TERR_REFUSAL_GAME_OVER && why->code != TERR_REFUSAL_NOT_A_MOVE)
    terr_refusal_add_place (&refusal, TERR_PLACE_TIER, why->x, why->y, (int) why->tier);
  if (why->domino >= 0)
    terr_refusal_add_piece (&refusal, why->domino);
  refusal.values[0] = why->values[0];
  refusal.values[1] = why->values[1];
  refusal.values[2] = (int) why->tier;
  terr_game_refuse (TERR_GAME (self), &refusal);
}

static char *
outside_text (guint tier)
{
  switch (tier)
    {
    case 1:
      return g_strdup (_("The domino would reach outside the foundation, which covers six by six cells."));
    case 2:
      return g_strdup (_("The domino would reach outside tier 2, which covers only the centre four by four cells."));
    default:
      return g_strdup (_("The domino would reach outside tier 3, which covers only the centre two by two cells."));
    }
}

static char *
lift_outside_text (guint tier)
{
  switch (tier)
    {
    case 1:
      return g_strdup (_("The foundation covers six by six cells, and there is nothing to lift outside it."));
    case 2:
      return g_strdup (_("Tier 2 covers only the centre four by four cells, and there is nothing to lift outside it."));
    default:
      return g_strdup (_("Tier 3 covers only the centre two by two cells, and there is nothing to lift outside it."));
    }
}

char *
terr_zg_game_refusal_text (TerrGame          *game,
                           const TerrRefusal *r,
                           gboolean           full)
{
  guint tier = (guint) r->values[2];
  guint low = r->n_pieces > 0 ? terr_zg_domino_low ((guint) r->pieces[0]) : 0;
  guint high = r->n_pieces > 0 ? terr_zg_domino_high ((guint) r->pieces[0]) : 0;

  switch ((TerrZgRefusalCode) r->code)
    {
    case TERR_ZG_REFUSAL_ON_ZIGGURAT:
      if (!full || r->n_pieces == 0)
        return g_strdup (_("That domino is on the ziggurat already."));
      /* TRANSLATORS: a domino: "The 3–5 is on the ziggurat already." */
      return g_strdup_printf (_("The %u–%u is on the ziggurat already."), low, high);
    case TERR_ZG_REFUSAL_NOT_IN_HAND:
      if (!full || r->n_pieces == 0)
        return g_strdup (_("That domino is not in your hand."));
      return g_strdup_printf (_("The %u–%u is not in your hand: play one of the dominoes you hold."), low, high);
    case TERR_ZG_REFUSAL_OUTSIDE_TIER:
      return full ? outside_text (tier) : g_strdup (_("That is outside the tier."));
    case TERR_ZG_REFUSAL_HALF_TAKEN:
      if (!full)
        return g_strdup (_("There is a domino there already."));
      return g_strdup_printf (_("A half of the domino would lie on a cell of tier %u that is taken already."), tier);
    case TERR_ZG_REFUSAL_NO_BALANCING:
      if (!full)
        return g_strdup (_("Nothing would hold that half up."));
      /* TRANSLATORS: "No balancing: the 4 would rest on an empty cell of tier 1." */
      return g_strdup_printf (_("No balancing: the %d would rest on an empty cell of tier %u."), r->values[0], tier);
    case TERR_ZG_REFUSAL_NOT_GREATER:
      if (!full)
        return g_strdup (_("A half must show more pips than the half under it."));
      /* TRANSLATORS: "A 3 may not rest on a 5: …" (pips) */
      return g_strdup_printf (_("A %d may not rest on a %d: each half must show more pips than the half under it."),
                              r->values[0], r->values[1]);
    case TERR_ZG_REFUSAL_NOT_TOUCHING:
      if (!full)
        return g_strdup (_("Neither half touches an equal value."));
      /* TRANSLATORS: "…: the 3 needs a 3 next to it, or the 5 a 5, …" (pips) */
      return g_strdup_printf (_("Neither half touches an equal value: the %d needs a %d next to it, or the %d a %d, on any tier but not diagonally."),
                              r->values[0], r->values[0], r->values[1], r->values[1]);
    case TERR_ZG_REFUSAL_NOTHING_TO_LIFT:
      if (!full)
        return g_strdup (_("There is no domino there to lift."));
      return g_strdup_printf (_("Tier %u has no domino there to lift."), tier);
    case TERR_ZG_REFUSAL_LIFT_OUTSIDE:
      return full ? lift_outside_text (tier) : g_strdup (_("There is nothing to lift there."));
    case TERR_ZG_REFUSAL_N_CODES:
    default:
      return NULL;
    }
}
