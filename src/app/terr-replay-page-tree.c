/* terr-replay-page-tree.c — annotating in the replay viewer.
 *
 * Annotating changes the game's tree only, each edit undoable: the comment
 * of the move shown (written a moment after typing stops, or when the box
 * loses the focus), moves tried here (the game is in review mode, so they
 * become variations: while trying, the board takes input and the choices
 * list shows its pieces), promote and delete; "modified" tells the window
 * to ask before leaving.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-replay-page-private.h"

#define COMMENT_DELAY_MS 700

/* --- the comment --- */

void
terr_replay_page_load_comment (TerrReplayPage *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->comment_view);
  TerrGameNode *cursor = self->game != NULL ? terr_game_get_cursor (self->game) : NULL;
  gboolean is_move = cursor != NULL && terr_game_node_get_move (cursor) != NULL;
  const char *comment = is_move ? terr_game_node_get_comment (cursor) : NULL;

  self->updating = TRUE;
  gtk_text_buffer_set_text (buffer, comment != NULL ? comment : "", -1);
  self->updating = FALSE;
  self->comment_node = is_move ? terr_game_node_get_id (cursor) : 0;
  gtk_widget_set_sensitive (GTK_WIDGET (self->comment_view), is_move);
  gtk_label_set_label (self->comment_hint,
                       is_move ? _("Type a comment on this move; it is kept in the file when you save.")
                               : _("Comments belong to moves: step to a move to write one."));
}

void
terr_replay_page_commit_comment (TerrReplayPage *self)
{
  GtkTextBuffer *buffer;
  GtkTextIter start, end;
  g_autofree char *text = NULL;
  TerrGameNode *node;

  g_return_if_fail (TERR_IS_REPLAY_PAGE (self));

  g_clear_handle_id (&self->comment_timeout, g_source_remove);
  if (self->game == NULL || self->comment_node == 0)
    return;
  node = terr_game_find_node (self->game, self->comment_node);
  if (node == NULL || terr_game_node_get_move (node) == NULL)
    return;

  buffer = gtk_text_view_get_buffer (self->comment_view);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = g_strstrip (gtk_text_buffer_get_text (buffer, &start, &end, FALSE));
  if (g_strcmp0 (text, terr_game_node_get_comment (node) != NULL ? terr_game_node_get_comment (node) : "") != 0)
    terr_game_set_comment (self->game, node, text);
}

static gboolean
comment_timeout_cb (gpointer data)
{
  TerrReplayPage *self = data;

  self->comment_timeout = 0;
  terr_replay_page_commit_comment (self);
  return G_SOURCE_REMOVE;
}

static void
comment_buffer_changed_cb (GtkTextBuffer  *buffer,
                           TerrReplayPage *self)
{
  if (self->updating)
    return;
  g_clear_handle_id (&self->comment_timeout, g_source_remove);
  self->comment_timeout = g_timeout_add (COMMENT_DELAY_MS, comment_timeout_cb, self);
}

static void
comment_focus_leave_cb (GtkEventControllerFocus *controller,
                        TerrReplayPage          *self)
{
  terr_replay_page_commit_comment (self);
}

char *
terr_replay_page_dup_comment_text (TerrReplayPage *self)
{
  GtkTextBuffer *buffer;
  GtkTextIter start, end;

  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), NULL);

  buffer = gtk_text_view_get_buffer (self->comment_view);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

void
terr_replay_page_set_comment_text (TerrReplayPage *self,
                                   const char     *text)
{
  g_return_if_fail (TERR_IS_REPLAY_PAGE (self));

  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->comment_view), text, -1);
}

/* --- trying moves --- */

/* The subtitle of a choice's row follows its state: how to play it when
 * it needs no square, or that it fits nowhere. */
static void
update_choice_row (AdwActionRow *row,
                   GParamSpec   *pspec,
                   TerrChoice   *choice)
{
  if (!terr_choice_is_positional (choice))
    adw_action_row_set_subtitle (row, _("Press Enter or double-click to play it"));
  else if (!terr_choice_get_enabled (choice))
    adw_action_row_set_subtitle (row, _("Fits nowhere"));
  else
    adw_action_row_set_subtitle (row, "");
}

/* A row of the choices list for one choice of the model, kept while the
 * choice is listed. */
static GtkWidget *
create_choice_row (gpointer item,
                   gpointer data)
{
  TerrChoice *choice = item;
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  g_object_bind_property (choice, "label", row, "title", G_BINDING_SYNC_CREATE);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  update_choice_row (ADW_ACTION_ROW (row), NULL, choice);
  g_signal_connect_object (choice, "notify", G_CALLBACK (update_choice_row), row, G_CONNECT_SWAPPED);
  return row;
}

static void
choices_selected_cb (TerrReplayPage *self)
{
  int selected = terr_choices_get_selected (terr_board_get_choices (self->board));
  GtkListBoxRow *row = selected >= 0 ? gtk_list_box_get_row_at_index (self->choices_list, selected) : NULL;

  self->updating = TRUE;
  if (row != NULL)
    gtk_list_box_select_row (self->choices_list, row);
  else
    gtk_list_box_unselect_all (self->choices_list);
  self->updating = FALSE;
}

static void
choice_row_selected_cb (GtkListBox     *list,
                        GtkListBoxRow  *row,
                        TerrReplayPage *self)
{
  if (self->updating || row == NULL)
    return;
  terr_choices_set_selected (terr_board_get_choices (self->board), gtk_list_box_row_get_index (row));
}

static void
choice_row_activated_cb (GtkListBox     *list,
                         GtkListBoxRow  *row,
                         TerrReplayPage *self)
{
  TerrChoices *choices = terr_board_get_choices (self->board);
  int index = gtk_list_box_row_get_index (row);

  terr_choices_set_selected (choices, index);
  if (terr_choices_is_positional (choices, index))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
  else
    gtk_widget_activate_action (GTK_WIDGET (self->board), "board.place", NULL);
}

void
terr_replay_page_set_trying (TerrReplayPage *self,
                             gboolean        trying)
{
  TerrChoices *choices = terr_board_get_choices (self->board);

  trying = trying && self->game != NULL;
  if (self->trying == trying)
    return;
  self->trying = trying;

  /* Only while trying does the board take moves (and its choices follow
   * the game). */
  terr_choices_set_game (choices, trying ? self->game : NULL);
  gtk_widget_set_can_target (GTK_WIDGET (self->board), trying);
  gtk_widget_set_focusable (GTK_WIDGET (self->board), trying);
  gtk_widget_set_visible (self->choices_box, trying);
  if (trying)
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
  /* the seat to move plays on its own part; no better move in the way */
  terr_replay_page_update_seat (self);
  terr_replay_page_show_move_analysis (self);
  terr_replay_page_update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), terr_replay_page_properties[PROP_TRYING]);
}

/* --- tree edits --- */

/* A tree edit (here or by undo): the page is modified; the graph follows
 * a new main line. */
void
terr_replay_page_tree_changed (TerrReplayPage *self)
{
  if (!self->modified)
    {
      self->modified = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), terr_replay_page_properties[PROP_MODIFIED]);
    }
  terr_replay_page_update_actions (self);
  terr_replay_page_check_main_line (self);
}

void
terr_replay_page_go_sibling (TerrReplayPage *self,
                             int             delta)
{
  TerrGameNode *cursor = terr_game_get_cursor (self->game);
  TerrGameNode *parent = terr_game_node_get_parent (cursor);
  guint n, i;

  if (parent == NULL || (n = terr_game_node_get_n_children (parent)) < 2)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  i = (terr_game_node_get_index (cursor) + n + delta) % n;
  terr_replay_page_commit_comment (self);
  terr_game_go_to_node (self->game, terr_game_node_get_child (parent, i));
}

void
terr_replay_page_promote (TerrReplayPage *self)
{
  if (self->game == NULL)
    return;
  terr_replay_page_commit_comment (self);
  terr_game_promote_node (self->game, terr_game_get_cursor (self->game));
}

void
terr_replay_page_delete (TerrReplayPage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return;
  terr_replay_page_commit_comment (self);
  if (!terr_game_delete_node (self->game, terr_game_get_cursor (self->game), &error))
    terr_replay_page_show_error (self, error->message);
}

void
terr_replay_page_undo_tree_edit (TerrReplayPage *self,
                                 gboolean        redo)
{
  if (self->game == NULL)
    return;
  terr_replay_page_commit_comment (self);
  if (redo)
    terr_game_redo_tree_edit (self->game);
  else
    terr_game_undo_tree_edit (self->game);
  /* A comment undone shows at once. */
  terr_replay_page_load_comment (self);
  terr_replay_page_update_view (self);
}

void
terr_replay_page_init_tree (TerrReplayPage *self)
{
  TerrChoices *choices = terr_board_get_choices (self->board);
  GtkEventController *controller;

  gtk_list_box_bind_model (self->choices_list, terr_choices_get_model (choices),
                           create_choice_row, self, NULL);
  g_signal_connect_object (choices, "changed", G_CALLBACK (choices_selected_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (choices, "notify::selected", G_CALLBACK (choices_selected_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect (self->choices_list, "row-selected", G_CALLBACK (choice_row_selected_cb), self);
  g_signal_connect (self->choices_list, "row-activated", G_CALLBACK (choice_row_activated_cb), self);
  g_signal_connect (gtk_text_view_get_buffer (self->comment_view), "changed",
                    G_CALLBACK (comment_buffer_changed_cb), self);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect (controller, "leave", G_CALLBACK (comment_focus_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->comment_view), controller);
}
