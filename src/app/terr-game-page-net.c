/* terr-game-page-net.c — the game page over a game played in a room.
 *
 * A TerrNetMatch (src/core/net/terr-net-match.h) holds the game and its
 * TerrMatch: this program's people are TERR_SEAT_PERSON seats, everyone
 * else TERR_SEAT_REMOTE.  The page shows that game and match as any other;
 * only where a player's move goes differs: the board checks it with the
 * rules as always, then hands it to the net match, which sends it, and
 * the move is played (here as everywhere) when the room delivers it.
 */
#include "config.h"

#include "terr-game-page-private.h"

static gboolean
send_move (TerrMove  *move,
           gpointer   user_data,
           GError   **error)
{
  TerrGamePage *self = user_data;

  g_return_val_if_fail (self->net_match != NULL, FALSE);

  return terr_net_match_play (self->net_match, move, error);
}

void
terr_game_page_set_net_match (TerrGamePage *self,
                              TerrNetMatch *net_match)
{
  g_return_if_fail (TERR_IS_GAME_PAGE (self));
  g_return_if_fail (TERR_IS_NET_MATCH (net_match));
  g_return_if_fail (terr_net_match_get_game (net_match) != NULL);

  if (self->net_match == net_match)
    return;
  /* A page that shows the same game with a match of its own lets go first. */
  terr_game_page_set_game_and_match (self, NULL, NULL);
  terr_game_page_set_game_and_match (self, terr_net_match_get_game (net_match),
                                     terr_net_match_get_match (net_match));
  g_set_object (&self->net_match, net_match);
  terr_board_set_play_func (self->board, send_move, self);
}

TerrNetMatch *
terr_game_page_get_net_match (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return self->net_match;
}
