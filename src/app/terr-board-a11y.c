/* terr-board-a11y.c — the board for screen readers.
 *
 * The board's accessible description says what lies on the square under
 * the cursor (bottom to top, from the game's describe_square) and what the
 * selected piece would do there; after a move (anyone's), a refused move
 * or "read the position" (Ctrl+R) it starts with that announcement.
 * GTK 4.14 and later also announce it.  What differs per game (the whole
 * position, an open pile, a piece's shape) comes from the game's words
 * table (terr-render-words.h).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-board-private.h"
#include "terr-render-words.h"

/* The name of choice @index, with what the game says of its piece:
 * "Path p8 (three squares in an L)". */
static char *
describe_choice (TerrBoard *self,
                 int        index)
{
  const char *label;
  g_autofree char *shape = NULL;

  if (index < 0 || (guint) index >= terr_choices_get_n_choices (self->choices))
    return NULL;
  label = terr_choices_get_label (self->choices, index);
  shape = terr_render_describe_piece (self->game, terr_choices_get_attr (self->choices, index, "piece"));
  if (shape == NULL)
    return g_strdup (label);
  /* TRANSLATORS: a piece and its shape: "Path p8 (three squares in an L)" */
  return g_strdup_printf (_("%s (%s)"), label, shape);
}

/* What lies on the cursor's square, or NULL. */
static char *
describe_cursor_square (TerrBoard *self)
{
  int seat = terr_board_get_seat (self);

  if (self->game == NULL)
    return NULL;
  if (seat == 0 && terr_render_game_has_seat_grids (self->game))
    seat = 1;
  return terr_game_describe_square (self->game, seat, self->cursor_x, self->cursor_y);
}

static char *
describe_cursor (TerrBoard *self)
{
  int selected = terr_choices_get_selected (self->choices);
  g_autofree char *square = describe_cursor_square (self);
  g_autofree char *piece = NULL;
  g_autofree char *where = NULL;

  /* TRANSLATORS: the keyboard cursor of the board and what lies there:
   * "Cursor at 2, 3: terrace level 0, a suns bed" */
  if (square != NULL && *square != '\0')
    where = g_strdup_printf (_("Cursor at %d, %d: %s"), self->cursor_x, self->cursor_y, square);
  else
    where = g_strdup_printf (_("Cursor at %d, %d"), self->cursor_x, self->cursor_y);

  /* The editor: what lies on the square, not the pieces to play, and
   * why its ghost is red. */
  if (self->edit_mode && self->edit_ghost != NULL && self->edit_ghost_reason != NULL)
    return g_strdup_printf (_("%s. %s"), where, self->edit_ghost_reason);
  if (self->edit_mode || self->game == NULL)
    return g_steal_pointer (&where);
  if (selected >= 0)
    piece = describe_choice (self, selected);
  if (piece == NULL)
    return g_steal_pointer (&where);
  /* A choice whose piece is picked on the board first (a support to
   * move): the cursor's square holds one, or not. */
  if (terr_choices_needs_source (self->choices))
    return self->ghost != NULL
      /* TRANSLATORS: the cursor, then the choice selected, whose piece
       * (e.g. a support to move) lies on the cursor's square */
      ? g_strdup_printf (_("%s. %s: Enter picks the piece here"), where, piece)
      /* TRANSLATORS: the cursor, then the choice selected, whose piece
       * must be picked on the board before it goes anywhere */
      : g_strdup_printf (_("%s. %s: first pick the piece to move"), where, piece);
  if (self->ghost == NULL)
    /* TRANSLATORS: the cursor, then the piece selected */
    return g_strdup_printf (_("%s. %s"), where, piece);
  if (self->ghost_legal)
    return g_strdup_printf (_("%s. %s can go here"), where, piece);
  /* TRANSLATORS: the cursor, the piece selected, then why it is refused
   * (whole sentences) */
  return g_strdup_printf (_("%s. %s cannot go here. %s"), where, piece, self->ghost_reason);
}

/* The whole position in words, as the game's words table says it (the
 * seat's own grid while grids are private, every grid once the game is
 * over), then the status line. */
char *
terr_board_describe_position (TerrBoard *self)
{
  g_autofree char *position = NULL;
  g_autofree char *status = NULL;
  GString *s;

  g_return_val_if_fail (TERR_IS_BOARD (self), NULL);

  if (self->game == NULL || self->scene == NULL)
    return g_strdup (_("No game"));
  position = terr_render_scene_describe_position (self->scene, self->game, terr_board_get_seat (self));
  s = g_string_new (position);
  status = terr_game_get_status_text_for (self->game, terr_board_get_seat (self));
  if (status != NULL && *status != '\0')
    g_string_append_printf (s, "%s.", status);
  g_strchomp (s->str);
  return g_string_free (s, FALSE);
}

void
terr_board_update_accessible (TerrBoard *self)
{
  g_autofree char *cursor = describe_cursor (self);
  char *description;

  if (self->announcement != NULL)
    /* TRANSLATORS: what was just announced, then the cursor */
    description = g_strdup_printf (_("%s %s"), self->announcement, cursor);
  else
    description = g_steal_pointer (&cursor);

  if (g_strcmp0 (description, self->accessible_text) == 0)
    {
      g_free (description);
      return;
    }
  g_free (self->accessible_text);
  self->accessible_text = description;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->label != NULL && *self->label ? self->label : _("Board"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

/* Say @text now (a move, a refusal, the position): the start of the
 * board's description until the next key moves the cursor or the piece,
 * and (GTK 4.14 and later) an announcement. */
void
terr_board_announce (TerrBoard  *self,
                     const char *text)
{
  g_free (self->announcement);
  self->announcement = g_strdup (text);
  terr_board_update_accessible (self);
#if GTK_CHECK_VERSION (4, 14, 0)
  if (text != NULL)
    gtk_accessible_announce (GTK_ACCESSIBLE (self), text,
                             GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#endif
}

void
terr_board_forget_announcement (TerrBoard *self)
{
  g_clear_pointer (&self->announcement, g_free);
}

void
terr_board_announce_move (TerrBoard *self)
{
  TerrGame *game = self->game;
  TerrGameNode *node = terr_game_get_cursor (game);
  g_autofree char *words = NULL;
  g_autofree char *status = NULL;
  g_autofree char *pile = NULL;
  GString *text = g_string_new (NULL);

  /* The move just applied is the cursor's node. */
  /* As the seat shown may know them: another seat's private placement is
   * told without its square. */
  words = node != NULL ? terr_game_describe_node_for (game, terr_board_get_seat (self), node) : NULL;
  if (words != NULL)
    g_string_append_printf (text, "%s.", words);
  status = terr_game_get_status_text_for (game, terr_board_get_seat (self));
  if (status != NULL && *status != '\0')
    g_string_append_printf (text, " %s.", status);
  pile = terr_render_scene_describe_open_pile (self->scene);
  if (pile != NULL)
    g_string_append_printf (text, " %s", pile);
  if (terr_game_is_over (game))
    g_string_append_printf (text, " %s", _("The game is over."));
  else if (terr_game_get_n_players (game) > 1 && terr_game_get_seat_to_move (game) > 0)
    {
      g_autofree char *name = terr_game_get_player_name (game, terr_game_get_seat_to_move (game));

      /* TRANSLATORS: whose turn it is, after a move was announced */
      g_string_append_printf (text, " ");
      g_string_append_printf (text, _("%s to move."), name);
    }
  terr_board_announce (self, g_strchug (text->str));
  g_string_free (text, TRUE);
}

void
terr_board_read_position (TerrBoard *self)
{
  g_autofree char *text = NULL;

  g_return_if_fail (TERR_IS_BOARD (self));

  text = terr_board_describe_position (self);
  terr_board_announce (self, text);
}

const char *
terr_board_get_accessible_text (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), NULL);

  return self->accessible_text;
}

const char *
terr_board_get_announcement (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), NULL);

  return self->announcement;
}
