/* terr-game-page-net.c — the game page over a game played in a room.
 *
 * A TerrNetMatch (src/core/net/terr-net-match.h) holds the game and its
 * TerrMatch: this program's people are TERR_SEAT_PERSON seats, everyone
 * else TERR_SEAT_REMOTE.  The page shows that game and match as any other;
 * only where a player's move goes differs: the board checks it with the
 * rules as always, then hands it to the net match, which sends it, and
 * the move is played (here as everywhere) when the room delivers it.
 * Where each seat has a private grid (Garden Paths), the one person here
 * sees her seat's own game (terr_net_match_get_seat_game) and no hand-over
 * screen: every program shows its own grid.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-game-page-private.h"
#include "terr-room-panel.h"

/* A move sent is on its way until the room's order moves on (it, or
 * another program's payload in its place): meanwhile the board takes no
 * other move, which would be sent with the same number and lost. */
static gboolean
send_move (TerrMove  *move,
           gpointer   user_data,
           GError   **error)
{
  TerrGamePage *self = user_data;

  g_return_val_if_fail (self->net_match != NULL, FALSE);

  /* Out of the room (the connection lost, Retry not yet done): the move
   * is refused in words rather than kept unseen until a rejoin, when the
   * game may have changed (the seat handed to the computer). */
  if (terr_room_get_state (terr_net_match_get_room (self->net_match)) != TERR_ROOM_JOINED)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED,
                           _("Not connected to the room: make this move again once you are back in it."));
      return FALSE;
    }
  /* Set first: a room that answered at once would clear it in time. */
  self->net_sending = TRUE;
  if (!terr_net_match_play (self->net_match, move, error))
    {
      self->net_sending = FALSE;
      return FALSE;
    }
  terr_game_page_update_computer (self);
  return TRUE;
}

/* "accepted" (swapped: only the page is used): the order moved on. */
static void
order_moved_cb (TerrGamePage *self)
{
  if (!self->net_sending)
    return;
  self->net_sending = FALSE;
  terr_game_page_update_computer (self);
}

/* A payload of this program refused: its move is not coming. */
static void
refused_cb (TerrNetMatch *net_match,
            guint64       seq,
            const char   *from,
            const char   *reason,
            TerrGamePage *self)
{
  if (g_strcmp0 (from, terr_room_get_own_address (terr_net_match_get_room (net_match))) == 0)
    order_moved_cb (self);
}

/* The one seat a person plays at this program, or 0. */
static int
only_person_here (TerrNetMatch *net_match)
{
  TerrMatch *match = terr_net_match_get_match (net_match);
  guint n = terr_game_get_n_players (terr_net_match_get_game (net_match));
  int found = 0;

  for (int seat = 1; seat <= (int) n; seat++)
    if (terr_match_get_seat_kind (match, seat) == TERR_SEAT_PERSON)
      {
        if (found != 0)
          return 0;
        found = seat;
      }
  return found;
}

void
terr_game_page_set_net_match (TerrGamePage *self,
                              TerrNetMatch *net_match)
{
  TerrGame *seat_game;
  int seat;

  g_return_if_fail (TERR_IS_GAME_PAGE (self));
  g_return_if_fail (TERR_IS_NET_MATCH (net_match));
  g_return_if_fail (terr_net_match_get_game (net_match) != NULL);

  if (self->net_match == net_match)
    return;
  /* A page that shows the same game with a match of its own lets go first. */
  terr_game_page_set_game_and_match (self, NULL, NULL);

  seat = only_person_here (net_match);
  seat_game = seat > 0 ? terr_net_match_get_seat_game (net_match, seat) : NULL;
  if (seat_game != NULL && seat_game != terr_net_match_get_game (net_match))
    {
      /* Private grids (Garden Paths): this program's one player sees the
       * game of her own seat, where the other seats place out of sight;
       * a match over it with the same seats, so the screen is never
       * handed over. */
      TerrMatch *match = terr_net_match_get_match (net_match);
      g_autoptr(TerrMatch) own = terr_match_new (seat_game);

      for (int s = 1; s <= (int) terr_game_get_n_players (seat_game); s++)
        if (terr_match_get_seat_kind (own, s) != terr_match_get_seat_kind (match, s))
          terr_match_set_seat (own, s, terr_match_get_seat_kind (match, s), 0);
      terr_game_page_set_game_and_match (self, seat_game, own);
    }
  else
    terr_game_page_set_game_and_match (self, terr_net_match_get_game (net_match),
                                       terr_net_match_get_match (net_match));
  g_set_object (&self->net_match, net_match);
  self->net_sending = FALSE;
  g_signal_connect_swapped (net_match, "accepted", G_CALLBACK (order_moved_cb), self);
  g_signal_connect (net_match, "refused", G_CALLBACK (refused_cb), self);
  terr_board_set_play_func (self->board, send_move, self);
  terr_game_page_update_undo (self);
  /* Who is in the room and its chat, under the moves. */
  self->room_panel = terr_room_panel_new (terr_net_match_get_room (net_match));
  terr_room_panel_set_net_match (TERR_ROOM_PANEL (self->room_panel), net_match);
  gtk_widget_insert_after (self->room_panel, gtk_widget_get_parent (self->history_box), self->history_box);
}

TerrNetMatch *
terr_game_page_get_net_match (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return self->net_match;
}

GtkWidget *
terr_game_page_get_room_panel (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return self->room_panel;
}
