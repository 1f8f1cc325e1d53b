/* terr-hg-refusal.c — the refusals of Hanging Gardens in words: a short
 * sentence for a toast, and a full one that says what and why for a
 * tooltip and screen readers (terr-refusal.h).  The places are not named:
 * the board shows where the player pointed. */
#include "config.h"

#include "terr-hg-game-private.h"

#include <glib/gi18n-lib.h>

static char *
no_coin_text (TerrHgSuit suit)
{
  switch (suit)
    {
    case TERR_HG_SUIT_SUNS:
      return g_strdup (_("No suns coin is left in the supply, so no more suns beds can be placed."));
    case TERR_HG_SUIT_MOONS:
      return g_strdup (_("No moons coin is left in the supply, so no more moons beds can be placed."));
    case TERR_HG_SUIT_CROWNS:
      return g_strdup (_("No crowns coin is left in the supply, so no more crowns beds can be placed."));
    case TERR_HG_SUIT_ARMS:
    case TERR_HG_SUIT_NONE:
    default:
      return g_strdup (_("No arms coin is left in the supply, so no more arms beds can be placed."));
    }
}

char *
terr_hg_game_refusal_text (TerrGame          *game,
                           const TerrRefusal *r,
                           gboolean           full)
{
  gboolean gazebo = r->n_pieces > 0 && r->pieces[0] == TERR_HG_ACTION_GAZEBO;

  switch ((TerrHgRefusalCode) r->code)
    {
    case TERR_HG_REFUSAL_MUST_PLACE:
      return g_strdup (full ? _("Your first action this turn placed nothing, so the second must place a tile, a bed or your gazebo.")
                            : _("This action must place a piece."));
    case TERR_HG_REFUSAL_PASS:
      return g_strdup (full ? _("A pass is allowed only when no action is possible, and you can still act.")
                            : _("You cannot pass now."));
    case TERR_HG_REFUSAL_NO_TILE:
      return g_strdup (full ? _("No tile is left in the supply, so no terrace or support can be placed from it.")
                            : _("No tile is left in the supply."));
    case TERR_HG_REFUSAL_NO_COIN:
      if (full)
        return no_coin_text (r->values[0]);
      return g_strdup (_("No coin of that suit is left."));
    case TERR_HG_REFUSAL_GAZEBO_PLACED:
      return g_strdup (full ? _("Your gazebo is in the garden already: move it instead of placing it again.")
                            : _("Your gazebo is in the garden already."));
    case TERR_HG_REFUSAL_GAZEBO_IN_HAND:
      return g_strdup (full ? _("Your gazebo is not in the garden yet: place it before you move it.")
                            : _("Your gazebo is not in the garden yet."));
    case TERR_HG_REFUSAL_GAZEBO_THERE:
      return g_strdup (full ? _("Your gazebo already stands there: a move takes it to another space.")
                            : _("Your gazebo already stands there."));
    case TERR_HG_REFUSAL_SUPPLY_NOT_EMPTY:
      return g_strdup (full ? _("A support can be moved only when the supply holds no tile, and tiles are still left in it.")
                            : _("Supports move only once the supply is empty."));
    case TERR_HG_REFUSAL_NO_EXPOSED_SUPPORT:
      if (!full)
        return g_strdup (_("There is no free support there."));
      /* TRANSLATORS: "…of stack height 1 on level 0 there to move." */
      return g_strdup_printf (_("There is no exposed support of stack height %d on level %d there to move."),
                              r->values[1], r->values[0]);
    case TERR_HG_REFUSAL_SAME_PLACE:
      return g_strdup (full ? _("A support that is moved must go somewhere other than where it stood.")
                            : _("The support must go somewhere else."));
    case TERR_HG_REFUSAL_TOO_FAR:
      return g_strdup (full ? _("A terrace there would be too far from the garden.")
                            : _("That is too far from the garden."));
    case TERR_HG_REFUSAL_TABLE_TAKEN:
      return g_strdup (full ? _("A terrace on the table needs four spaces with no tile on them, and one of these has a tile.")
                            : _("A tile is in the way there."));
    case TERR_HG_REFUSAL_TABLE_APART:
      return g_strdup (full ? _("A terrace on the table must touch the garden: one of its spaces must be next to a space with a tile.")
                            : _("A terrace there would not touch the garden."));
    case TERR_HG_REFUSAL_STACK_LEVEL:
      if (!full)
        return g_strdup (_("A terrace on that stack has another level."));
      return g_strdup_printf (_("The two-support stack there stands on level %d, so a terrace on it has level %d."),
                              r->values[0], r->values[1]);
    case TERR_HG_REFUSAL_NO_STACK:
      if (!full)
        return g_strdup (_("A raised terrace needs a two-support stack under it."));
      return g_strdup_printf (_("A level-%d terrace goes squarely on an exposed two-support stack standing on level %d, and there is none there."),
                              r->values[0], r->values[1]);
    case TERR_HG_REFUSAL_NO_FIRST_SUPPORT:
      if (!full)
        return g_strdup (_("A second support needs a support under it."));
      return g_strdup_printf (_("A second support goes squarely on an exposed support of stack height 1 standing on level %d, and there is none there."),
                              r->values[0]);
    case TERR_HG_REFUSAL_NO_BLOCK:
      if (!full)
        return g_strdup (_("A support needs a block of terrace under it."));
      return g_strdup_printf (_("A support on level %d needs a 2 x 2 block of terrace at that level with no bed or gazebo on it, and part of the block is not such a terrace."),
                              r->values[0]);
    case TERR_HG_REFUSAL_COVERS_BED:
      return g_strdup (full ? _("A support there would cover a bed: a support stands only on terrace with no bed or gazebo on it.")
                            : _("A support there would cover a bed."));
    case TERR_HG_REFUSAL_COVERS_GAZEBO:
      return g_strdup (full ? _("A support there would cover a gazebo: a support stands only on terrace with no bed or gazebo on it.")
                            : _("A support there would cover a gazebo."));
    case TERR_HG_REFUSAL_BARE_TABLE:
      if (!full)
        return g_strdup (_("There is no terrace there."));
      return g_strdup (gazebo ? _("A gazebo goes on a terrace, and there is only bare table there.")
                              : _("A bed goes on a terrace, and there is only bare table there."));
    case TERR_HG_REFUSAL_ON_SUPPORT:
      if (!full)
        return g_strdup (_("That is a support, not a terrace."));
      return g_strdup (gazebo ? _("A gazebo goes on a terrace, not on a support.")
                              : _("A bed goes on a terrace, not on a support."));
    case TERR_HG_REFUSAL_HOLDS_BED:
      return g_strdup (full ? _("There is a bed there already, and a space holds only one bed or gazebo.")
                            : _("There is a bed there already."));
    case TERR_HG_REFUSAL_HOLDS_GAZEBO:
      return g_strdup (full ? _("There is a gazebo there already, and a space holds only one bed or gazebo.")
                            : _("There is a gazebo there already."));
    case TERR_HG_REFUSAL_N_CODES:
    default:
      return NULL;
    }
}
