/* terr-replay-page-seats.c — whose part of the board the replay viewer
 * shows, in games where each seat has its own (terr_game_has_seat_parts).
 *
 * The seat switcher is a drop-down over a list of seats made from the
 * game: "Seat of the Move" (the seat that made the move shown, as the core
 * says: terr_game_get_review_seat, every seat side by side at the end of a
 * finished game), "All Seats", then each seat by its player's name.  While
 * moves are tried, "Seat of the Move" shows the seat to move (the one that
 * plays next).  Games without parts per seat hide it.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-replay-page-private.h"
#include "terr-seat-view.h"

/* The first entries of the list before the seats. */
enum {
  SEATS_FOLLOW,
  SEATS_ALL,
  SEATS_FIRST
};

void
terr_replay_page_update_seat (TerrReplayPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->seat_dropdown);
  int seat = -1;

  if (self->game != NULL && terr_game_has_seat_parts (self->game))
    {
      if (selected == SEATS_ALL)
        seat = 0;
      else if (selected >= SEATS_FIRST && selected != GTK_INVALID_LIST_POSITION)
        seat = (int) (selected - SEATS_FIRST + 1);
      else if (!self->trying)
        seat = terr_game_get_review_seat (self->game);
    }
  terr_board_set_shown_seat (self->board, seat);
}

/* The list of seats for a new game (or none). */
void
terr_replay_page_reset_seats (TerrReplayPage *self)
{
  gboolean parts = self->game != NULL && terr_game_has_seat_parts (self->game);
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (self->seat_names));
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  if (parts)
    {
      /* TRANSLATORS: the seat switcher of the replay viewer: show the part
       * of the board (Garden Paths: the grid) of the seat that made the
       * move shown */
      g_ptr_array_add (names, g_strdup (_("Seat of the Move")));
      /* TRANSLATORS: the seat switcher: every seat's part side by side */
      g_ptr_array_add (names, g_strdup (_("All Seats")));
      for (guint seat = 1; seat <= terr_game_get_n_players (self->game); seat++)
        g_ptr_array_add (names, terr_game_get_player_name (self->game, (int) seat));
    }
  g_ptr_array_add (names, NULL);
  gtk_string_list_splice (self->seat_names, 0, n_old, (const char *const *) names->pdata);
  gtk_drop_down_set_selected (self->seat_dropdown, parts ? SEATS_FOLLOW : GTK_INVALID_LIST_POSITION);
  gtk_widget_set_visible (GTK_WIDGET (self->seat_dropdown), parts);
  terr_replay_page_update_seat (self);
}

static void
seat_selected_cb (GtkDropDown    *dropdown,
             GParamSpec     *pspec,
             TerrReplayPage *self)
{
  terr_replay_page_update_seat (self);
}

void
terr_replay_page_init_seats (TerrReplayPage *self)
{
  g_signal_connect (self->seat_dropdown, "notify::selected", G_CALLBACK (seat_selected_cb), self);
}

GtkDropDown *
terr_replay_page_get_seat_dropdown (TerrReplayPage *self)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), NULL);

  return self->seat_dropdown;
}
