/* terr-hg-describe.c — TerrHgGame in words: a move, the status line, the
 * goal and a square as the views and screen readers say them.  The rest
 * of the object is in terr-hg-game.c.
 */
#include "config.h"

#include "terr-hg-game-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>

static char *
describe_bed (TerrHgSuit suit, int x, int y)
{
  switch (suit)
    {
    case TERR_HG_SUIT_SUNS:
      /* TRANSLATORS: the moves of Hanging Gardens, as the move list shows
       * them after the player's name; a bed is a coin of one of four
       * suits (suns, moons, crowns, arms) */
      return g_strdup_printf (_("suns bed at (%d, %d)"), x, y);
    case TERR_HG_SUIT_MOONS:
      return g_strdup_printf (_("moons bed at (%d, %d)"), x, y);
    case TERR_HG_SUIT_CROWNS:
      return g_strdup_printf (_("crowns bed at (%d, %d)"), x, y);
    case TERR_HG_SUIT_ARMS:
    case TERR_HG_SUIT_NONE:
    default:
      return g_strdup_printf (_("arms bed at (%d, %d)"), x, y);
    }
}

char *
terr_hg_game_describe_move (TerrGame *game, const TerrMove *move)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  const TerrHgState *s = self->state;
  int seat = terr_move_get_seat (move);
  TerrHgAction a;

  if (!terr_hg_action_from_move (move, &a, NULL))
    return terr_move_to_string (move);
  switch (a.kind)
    {
    case TERR_HG_ACTION_TERRACE:
      if (a.level == 0)
        /* TRANSLATORS: a move, after the player's name: "Ann — terrace at (2, 3)" */
        return g_strdup_printf (_("terrace at (%d, %d)"), a.x, a.y);
      return g_strdup_printf (_("level-%d terrace at (%d, %d)"), a.level, a.x, a.y);
    case TERR_HG_ACTION_SUPPORT:
      if (a.stack == 2)
        return g_strdup_printf (_("second support on level %d at (%d, %d)"), a.level, a.x, a.y);
      return g_strdup_printf (_("support on level %d at (%d, %d)"), a.level, a.x, a.y);
    case TERR_HG_ACTION_BED:
      return describe_bed (a.suit, a.x, a.y);
    case TERR_HG_ACTION_GAZEBO:
      return g_strdup_printf (_("gazebo at (%d, %d)"), a.x, a.y);
    case TERR_HG_ACTION_MOVE_GAZEBO:
      /* Where it stood is in the position before the move. */
      if (seat >= 1 && seat <= MIN (s->n_players, TERR_HG_MAX_SEATS) && s->gazebo_placed[seat])
        return g_strdup_printf (_("gazebo moved from (%d, %d) to (%d, %d)"),
                                s->gazebo_x[seat], s->gazebo_y[seat], a.x, a.y);
      return g_strdup_printf (_("gazebo moved to (%d, %d)"), a.x, a.y);
    case TERR_HG_ACTION_MOVE_SUPPORT:
      if (!a.as_support && a.level == 0)
        return g_strdup_printf (_("support moved from (%d, %d) to (%d, %d) as a terrace"),
                                a.from_x, a.from_y, a.x, a.y);
      if (!a.as_support)
        return g_strdup_printf (_("support moved from (%d, %d) to (%d, %d) as a level-%d terrace"),
                                a.from_x, a.from_y, a.x, a.y, a.level);
      if (a.stack == 2)
        return g_strdup_printf (_("support moved from (%d, %d) to (%d, %d) as a second support on level %d"),
                                a.from_x, a.from_y, a.x, a.y, a.level);
      return g_strdup_printf (_("support moved from (%d, %d) to (%d, %d) on level %d"),
                              a.from_x, a.from_y, a.x, a.y, a.level);
    case TERR_HG_ACTION_PASS:
    default:
      /* TRANSLATORS: a move: the player could take no action */
      return g_strdup (_("pass"));
    }
}

char *
terr_hg_game_status_text (TerrGame *game)
{
  const TerrHgState *s = TERR_HG_GAME (game)->state;

  if (terr_hg_state_is_over (s))
    return NULL;
  /* TRANSLATORS: a turn is two actions */
  return g_strdup_printf (_("Action %d of 2"), s->actions_taken + 1);
}

gboolean
terr_hg_game_get_goal (TerrGame *game, TerrGoal *goal)
{
  TerrHgGame *self = TERR_HG_GAME (game);

  if (!self->has_goal)
    return FALSE;
  goal->type = TERR_GOAL_MIN_SCORE;
  goal->seat = self->goal_seat;
  goal->value = self->goal_value;
  goal->actions = self->goal_actions;
  return TRUE;
}

TerrGoalStatus
terr_hg_game_goal_status (TerrGame *game)
{
  return TERR_HG_GAME (game)->goal_status;
}

static char *
describe_square_bed (TerrHgSuit suit)
{
  switch (suit)
    {
    case TERR_HG_SUIT_SUNS:
      /* TRANSLATORS: what lies on a space of the garden, for screen
       * readers: "terrace level 0, a suns bed" */
      return g_strdup (_("a suns bed"));
    case TERR_HG_SUIT_MOONS:
      return g_strdup (_("a moons bed"));
    case TERR_HG_SUIT_CROWNS:
      return g_strdup (_("a crowns bed"));
    case TERR_HG_SUIT_ARMS:
    case TERR_HG_SUIT_NONE:
    default:
      return g_strdup (_("an arms bed"));
    }
}

/* @list gets ", @part" (or @part when empty); @part is freed. */
static void
join_part (char **list, char *part)
{
  char *joined;

  if (*list == NULL)
    {
      *list = part;
      return;
    }
  /* TRANSLATORS: joins the things on one space: "terrace level 0, a suns bed" */
  joined = g_strdup_printf (_("%s, %s"), *list, part);
  g_free (*list);
  g_free (part);
  *list = joined;
}

char *
terr_hg_game_describe_square (TerrGame *game, int seat, int x, int y)
{
  TerrHgGame *self = TERR_HG_GAME (game);
  const TerrHgState *s = self->state;
  const TerrHgCell *c = terr_hg_state_cell (s, x, y);
  const TerrHgTile *terrace = terr_hg_state_top_terrace (s, x, y);
  char *text = NULL;
  int index = c->top, over = 0, under = 0;

  /* Down the space's stack: the supports standing on the top terrace, the
   * terrace, then the supports right under it. */
  for (; index >= 0 && s->tiles[index].support; over++)
    index = s->tiles[index].below[(x - s->tiles[index].x) + 2 * (y - s->tiles[index].y)];
  if (index >= 0)
    index = s->tiles[index].below[(x - s->tiles[index].x) + 2 * (y - s->tiles[index].y)];
  for (; index >= 0 && s->tiles[index].support; under++)
    index = s->tiles[index].below[(x - s->tiles[index].x) + 2 * (y - s->tiles[index].y)];

  if (terrace == NULL)
    /* TRANSLATORS: a space with no tile on it */
    text = g_strdup (_("table"));
  else if (under == 0)
    /* TRANSLATORS: the top terrace of a space, for screen readers */
    text = g_strdup_printf (_("terrace level %d"), terrace->level);
  else if (under == 1)
    text = g_strdup_printf (_("terrace level %d on one support"), terrace->level);
  else if (under == 2)
    text = g_strdup_printf (_("terrace level %d on two supports"), terrace->level);
  else
    text = g_strdup_printf (ngettext ("terrace level %d on %d support",
                                      "terrace level %d on %d supports", under),
                            terrace->level, under);
  if (over == 1)
    join_part (&text, g_strdup (_("a support standing on it")));
  else if (over == 2)
    join_part (&text, g_strdup (_("two supports standing on it")));
  else if (over > 2)
    join_part (&text, g_strdup_printf (ngettext ("%d support standing on it",
                                                 "%d supports standing on it", over), over));
  if (c->bed)
    join_part (&text, describe_square_bed (c->bed));
  if (c->gazebo)
    {
      g_autofree char *name = terr_game_get_player_name (game, c->gazebo);
      /* TRANSLATORS: a player's gazebo (pawn) on a space: "Ann's gazebo" */
      join_part (&text, g_strdup_printf (_("%s's gazebo"), name));
    }
  return text;
}

/* ------------------------------------------------------------ squares */

static void
add_square (GArray *squares, int x, int y)
{
  TerrSquare sq = { 0, x, y };

  g_array_append_val (squares, sq);
}

static void
add_tile (GArray *squares, int x, int y)
{
  for (int dy = 0; dy < 2; dy++)
    for (int dx = 0; dx < 2; dx++)
      add_square (squares, x + dx, y + dy);
}

void
terr_hg_game_move_squares (TerrGame *game, const TerrMove *move, GArray *squares)
{
  const TerrHgState *s = TERR_HG_GAME (game)->state;
  int seat = terr_move_get_seat (move);
  TerrHgAction a;

  if (!terr_hg_action_from_move (move, &a, NULL))
    return;
  switch (a.kind)
    {
    case TERR_HG_ACTION_TERRACE:
    case TERR_HG_ACTION_SUPPORT:
      add_tile (squares, a.x, a.y);
      break;
    case TERR_HG_ACTION_BED:
    case TERR_HG_ACTION_GAZEBO:
      add_square (squares, a.x, a.y);
      break;
    case TERR_HG_ACTION_MOVE_GAZEBO:
      if (seat >= 1 && seat <= MIN (s->n_players, TERR_HG_MAX_SEATS) && s->gazebo_placed[seat])
        add_square (squares, s->gazebo_x[seat], s->gazebo_y[seat]);
      add_square (squares, a.x, a.y);
      break;
    case TERR_HG_ACTION_MOVE_SUPPORT:
      add_tile (squares, a.from_x, a.from_y);
      add_tile (squares, a.x, a.y);
      break;
    case TERR_HG_ACTION_PASS:
    default:
      break;
    }
}
