/* terr-gp-editor-tools.c — the Garden Paths tools of the scenario editor
 * (see terr-editor-tools.h).  The rows are in terr-gp-editor-tools.ui, and
 * those of the piece set are bound to a list of its pieces; every change
 * goes through terr-gp-edit.h.  Pieces are drawn in a TerrCellEditor. */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "terr-cell-editor.h"
#include "terr-gp-editor-tools.h"

struct _TerrGpEditorTools
{
  TerrEditorTools parent_instance;

  GtkSpinButton       *piece_spin;
  GtkSpinButton       *transform_spin;
  GtkSpinButton       *width_spin;
  GtkSpinButton       *height_spin;
  GtkSpinButton       *seats_spin;
  GtkSpinButton       *first_seat_spin;
  GtkSpinButton       *announcements_spin;
  GtkSwitch           *goal_switch;
  GtkSpinButton       *goal_seat_spin;
  GtkSpinButton       *goal_value_spin;
  GtkWidget           *sequence_entry;
  GtkListBox          *pieces_list;
  TerrCellEditor      *cell_editor;
  GtkWidget           *outside_group;
  GtkListBox          *outside_list;

  /* A line per piece of the set ("index id kind cells"), bound to
   * pieces_list: a row is made again only when its piece changed. */
  GtkStringList       *pieces;
  /* What lies outside the board ("index\tline"), bound to outside_list. */
  GtkStringList       *outside;
};

G_DEFINE_FINAL_TYPE (TerrGpEditorTools, terr_gp_editor_tools, TERR_TYPE_EDITOR_TOOLS)

#define spin_value terr_editor_tools_spin_value
#define set_spin terr_editor_tools_set_spin
#define set_switch terr_editor_tools_set_switch

static TerrGpGame *
gp_game (TerrGpEditorTools *self)
{
  return TERR_GP_GAME (terr_editor_tools_get_game (TERR_EDITOR_TOOLS (self)));
}

static gboolean
edit_done (TerrGpEditorTools *self,
           gboolean           ok,
           GError            *error)
{
  return terr_editor_tools_edit_done (TERR_EDITOR_TOOLS (self), ok, error);
}

static gboolean
updating (TerrGpEditorTools *self)
{
  return terr_editor_tools_is_updating (TERR_EDITOR_TOOLS (self));
}

static TerrGame *
terr_gp_editor_tools_new_design (GError **error)
{
  guint seats;

  /* The default board and piece set, nothing placed, no goal. */
  terr_game_kind_get_players (TERR_GAME_GARDEN_PATHS, NULL, NULL, &seats);
  return terr_game_new (TERR_GAME_GARDEN_PATHS, seats, 1, error);
}

static const struct {
  const char *tool;
  const char *label;
} palette[] = {
  { "piece", N_("Piece") },
  { "water", N_("Water") },
  { "fountain", N_("Fountain") },
  { "gate-n", N_("Gate North") },
  { "gate-e", N_("Gate East") },
  { "gate-s", N_("Gate South") },
  { "gate-w", N_("Gate West") },
  { "erase", N_("Take Away") },
};

static GPtrArray *
terr_gp_editor_tools_list_palette (TerrEditorTools *tools)
{
  GPtrArray *items = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_editor_palette_item_free);

  for (guint i = 0; i < G_N_ELEMENTS (palette); i++)
    g_ptr_array_add (items, terr_editor_palette_item_new (palette[i].tool, _(palette[i].label), NULL));
  return items;
}

static gboolean
terr_gp_editor_tools_apply (TerrEditorTools     *tools,
                            const char          *tool,
                            const TerrRenderHit *hit,
                            GError             **error)
{
  TerrGpEditorTools *self = TERR_GP_EDITOR_TOOLS (tools);
  TerrGpGame *gp = gp_game (self);
  int seat = MAX (hit->seat, 1);
  int x = hit->x, y = hit->y;

  if (g_str_equal (tool, "piece"))
    return terr_gp_game_edit_place (gp, seat, spin_value (self->piece_spin) - 1, x, y,
                                    spin_value (self->transform_spin), error);
  if (g_str_equal (tool, "water"))
    return terr_gp_game_edit_add_water (gp, x, y, error);
  if (g_str_equal (tool, "fountain"))
    return terr_gp_game_edit_add_fountain (gp, x, y, error);
  if (g_str_has_prefix (tool, "gate-"))
    return terr_gp_game_edit_add_gate (gp, x, y, terr_gp_side_from_string (tool + 5), error);

  /* Take away: the seat's piece there, else a fountain, water, a gate. */
  if (terr_gp_game_edit_clear_square (gp, seat, x, y, NULL)
      || terr_gp_game_edit_remove_fountain (gp, x, y, NULL)
      || terr_gp_game_edit_remove_water (gp, x, y, NULL)
      || terr_gp_game_edit_remove_gate (gp, x, y, TERR_GP_SIDE_NONE, NULL))
    return TRUE;
  terr_editor_tools_set_nothing_error (error, x, y);
  return FALSE;
}

/* The squares of piece @index of the set turned by @transform with its
 * corner at (x, y) on @seat's grid; nothing for a piece or a transform
 * the set does not have. */
static void
add_piece_squares (TerrGpGame *gp,
                   int         seat,
                   int         index,
                   int         transform,
                   int         x,
                   int         y,
                   GArray     *squares)
{
  const TerrGpPieceSet *set = terr_gp_game_get_pieces (gp);
  const TerrGpPiece *piece;

  if (set == NULL || index < 0 || index >= (int) set->pieces->len || transform < 0 || transform > 7)
    return;
  piece = g_ptr_array_index (set->pieces, index);
  for (int i = 0; i < piece->n_cells; i++)
    g_array_append_val (squares, ((TerrSquare) { seat, x + piece->xf[transform][i].dx,
                                                 y + piece->xf[transform][i].dy }));
}

/* The ghost: the cells of the piece where apply() places it, the square
 * of water, a fountain or a gate, or for Take Away the whole piece of
 * the seat there (else the square). */
static void
terr_gp_editor_tools_preview (TerrEditorTools     *tools,
                              const char          *tool,
                              const TerrRenderHit *hit,
                              GArray              *squares)
{
  TerrGpEditorTools *self = TERR_GP_EDITOR_TOOLS (tools);
  TerrGpGame *gp = gp_game (self);
  int seat = MAX (hit->seat, 1);

  if (g_str_equal (tool, "piece"))
    {
      add_piece_squares (gp, seat, spin_value (self->piece_spin) - 1,
                         spin_value (self->transform_spin), hit->x, hit->y, squares);
      return;
    }
  if (g_str_equal (tool, "erase"))
    {
      const TerrGpGrid *grid = terr_gp_game_get_grid (gp, seat);

      for (guint i = 0; grid != NULL && grid->placed != NULL && i < grid->placed->len; i++)
        {
          const TerrGpPlacement *p = &g_array_index (grid->placed, TerrGpPlacement, i);
          g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TerrSquare));

          add_piece_squares (gp, seat, p->piece, p->transform, p->x, p->y, cells);
          for (guint c = 0; c < cells->len; c++)
            if (g_array_index (cells, TerrSquare, c).x == hit->x
                && g_array_index (cells, TerrSquare, c).y == hit->y)
              {
                g_array_append_vals (squares, cells->data, cells->len);
                return;
              }
        }
    }
  g_array_append_val (squares, ((TerrSquare) { seat, hit->x, hit->y }));
}

/* The answer to the resize dialog: what falls outside the new size is
 * dropped or moved in; Cancel keeps the size (the spins go back). */
static void
resize_response_cb (AdwMessageDialog  *dialog,
                    const char        *response,
                    TerrGpEditorTools *self)
{
  g_autoptr(GError) error = NULL;
  int width = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "width"));
  int height = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "height"));

  if (g_str_equal (response, "drop"))
    edit_done (self, terr_gp_game_edit_resize (gp_game (self), width, height,
                                               TERR_GP_RESIZE_DROP, &error), error);
  else if (g_str_equal (response, "move"))
    edit_done (self, terr_gp_game_edit_resize (gp_game (self), width, height,
                                               TERR_GP_RESIZE_MOVE_INSIDE, &error), error);
  else
    terr_editor_tools_update (TERR_EDITOR_TOOLS (self));
}

/* A new size: at once when nothing would fall outside it, else after a
 * dialog that lists what would and offers to drop it or move it in. */
static gboolean
resize (TerrGpEditorTools *self,
        int                width,
        int                height,
        GError           **error)
{
  g_auto(GStrv) outside = terr_gp_game_edit_list_outside (gp_game (self), width, height);
  g_autofree char *list = NULL;
  g_autofree char *body = NULL;
  GtkRoot *root;
  AdwMessageDialog *dialog;

  if (outside[0] == NULL)
    return terr_gp_game_edit_set_board_size (gp_game (self), width, height, error);

  list = g_strjoinv ("\n", outside);
  /* TRANSLATORS: the new board size, then one line per thing outside it */
  body = g_strdup_printf (_("On a board of %d × %d these would lie outside:\n\n%s"), width, height, list);
  root = gtk_widget_get_root (GTK_WIDGET (self));
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                       _("Resize the Board?"), body));
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "drop", _("_Remove Them"),
                                    "move", _("_Move Them Inside"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "drop", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "move", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "move");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data (G_OBJECT (dialog), "width", GINT_TO_POINTER (width));
  g_object_set_data (G_OBJECT (dialog), "height", GINT_TO_POINTER (height));
  g_signal_connect_object (dialog, "response", G_CALLBACK (resize_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

static void
settings_changed_cb (TerrGpEditorTools *self)
{
  TerrGpGame *gp = gp_game (self);
  const TerrGpBoard *board;
  g_autoptr(GError) error = NULL;
  int seat = 0, value = 0;
  gboolean has_goal;
  gboolean ok = TRUE;

  if (updating (self))
    return;
  board = terr_gp_game_get_board (gp);
  has_goal = terr_gp_game_get_goal (gp, &seat, &value);
  if (spin_value (self->width_spin) != board->width || spin_value (self->height_spin) != board->height)
    {
      /* Asked first when something would be stranded outside. */
      edit_done (self, resize (self, spin_value (self->width_spin), spin_value (self->height_spin), &error),
                 error);
      return;
    }
  else if (spin_value (self->first_seat_spin) != terr_gp_game_get_first_seat (gp))
    ok = terr_gp_game_edit_set_first_seat (gp, spin_value (self->first_seat_spin), &error);
  else if ((guint) spin_value (self->announcements_spin) != terr_gp_game_get_announcements (gp))
    ok = terr_gp_game_edit_set_announcements (gp, spin_value (self->announcements_spin), &error);
  else if (gtk_switch_get_active (self->goal_switch))
    {
      if (!has_goal || seat != spin_value (self->goal_seat_spin) || value != spin_value (self->goal_value_spin))
        ok = terr_gp_game_edit_set_goal (gp, spin_value (self->goal_seat_spin),
                                         spin_value (self->goal_value_spin), &error);
    }
  else if (has_goal)
    ok = terr_gp_game_edit_clear_goal (gp, &error);
  edit_done (self, ok, error);
}

static void
seats_changed_cb (TerrGpEditorTools *self)
{
  terr_editor_tools_set_n_players (TERR_EDITOR_TOOLS (self), self->seats_spin);
}

static void
sequence_activated_cb (TerrGpEditorTools *self)
{
  g_autoptr(GError) error = NULL;

  if (updating (self))
    return;
  edit_done (self, terr_gp_game_edit_set_sequence (gp_game (self),
                                                   gtk_editable_get_text (GTK_EDITABLE (self->sequence_entry)),
                                                   &error), error);
}

static void
add_piece_clicked_cb (TerrGpEditorTools *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = terr_cell_editor_get_cells (self->cell_editor);
  int index = -1;

  /* The drawn cells, refused with the cell editor's words when they make
   * no piece. */
  if (terr_cell_editor_check (self->cell_editor, &error))
    index = terr_gp_game_edit_add_piece (gp_game (self), NULL,
                                         terr_cell_editor_get_kind (self->cell_editor), text, &error);
  if (edit_done (self, index >= 0, error))
    set_spin (self->piece_spin, index + 1);
}

/* A button of a piece's row: "draw", "set" or "remove", and the index. */
static void
piece_button_clicked_cb (GtkButton         *button,
                         TerrGpEditorTools *self)
{
  g_autoptr(GError) error = NULL;
  const char *what = g_object_get_data (G_OBJECT (button), "what");
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "index"));
  TerrGpGame *gp = gp_game (self);
  const TerrGpPieceSet *set = terr_gp_game_get_pieces (gp);
  gboolean ok;

  if (g_str_equal (what, "remove"))
    ok = terr_gp_game_edit_remove_piece (gp, index, &error);
  else if (g_str_equal (what, "draw"))
    {
      /* The piece's kind and cells into the cell editor: no edit. */
      const TerrGpPiece *piece = g_ptr_array_index (set->pieces, index);
      g_autofree char *cells = terr_gp_piece_cells_to_string (piece);

      ok = terr_cell_editor_set_cells (self->cell_editor, piece->kind, cells, &error);
      if (ok)
        gtk_widget_grab_focus (terr_cell_editor_get_square (self->cell_editor, 0, 0));
    }
  else
    {
      /* The drawn kind and cells replace the piece's. */
      g_autofree char *text = terr_cell_editor_get_cells (self->cell_editor);

      ok = terr_cell_editor_check (self->cell_editor, &error)
           && terr_gp_game_edit_set_piece (gp, index, terr_cell_editor_get_kind (self->cell_editor),
                                           text, &error);
    }
  edit_done (self, ok, error);
}

static char *
cells_text (const TerrGpPiece *piece)
{
  GString *text = g_string_new (NULL);

  for (int i = 0; i < piece->n_cells; i++)
    {
      if (i > 0)
        g_string_append_c (text, ' ');
      g_string_append_printf (text, "%d,%d", piece->cells[i].dx, piece->cells[i].dy);
      if (piece->cells[i].cover != TERR_GP_PATH)
        g_string_append_printf (text, ":%s", terr_gp_cover_to_string (piece->cells[i].cover));
    }
  return g_string_free (text, FALSE);
}

/* A button of a row of a list (the piece set, what lies outside): @what
 * it does and the @index of the row's thing, for @clicked. */
static GtkWidget *
add_row_button (TerrGpEditorTools *self,
                GtkWidget         *row,
                guint              index,
                const char        *what,
                const char        *icon,
                const char        *label,
                GCallback          clicked)
{
  GtkWidget *button = terr_editor_tools_icon_button (icon, label);

  g_object_set_data (G_OBJECT (button), "what", (gpointer) what);
  g_object_set_data (G_OBJECT (button), "index", GUINT_TO_POINTER (index));
  g_signal_connect (button, "clicked", clicked, self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  return button;
}

static void
add_piece_button (TerrGpEditorTools *self,
                  GtkWidget         *row,
                  guint              index,
                  const char        *what,
                  const char        *icon,
                  const char        *label)
{
  add_row_button (self, row, index, what, icon, label, G_CALLBACK (piece_button_clicked_cb));
}

/* The row of a piece: its line in self->pieces begins with its index. */
static GtkWidget *
create_piece_row (gpointer item,
                  gpointer data)
{
  TerrGpEditorTools *self = data;
  const TerrGpPieceSet *set = terr_gp_game_get_pieces (gp_game (self));
  guint i = (guint) g_ascii_strtoull (gtk_string_object_get_string (item), NULL, 10);
  const TerrGpPiece *piece = g_ptr_array_index (set->pieces, i);
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *title = g_strdup_printf ("%u. %s — %s", i + 1, piece->id,
                                            piece->kind == TERR_GP_KIND_PATH ? _("path") : _("flower bed"));
  g_autofree char *cells = cells_text (piece);
  g_autofree char *shape = terr_gp_piece_describe_shape (piece);
  g_autofree char *subtitle = g_strdup_printf ("%s · %s", shape, cells);
  g_autofree char *set_label = g_strdup_printf (_("Give %s the Drawn Cells"), piece->id);
  g_autofree char *draw_label = g_strdup_printf (_("Draw %s in the Cell Editor"), piece->id);
  g_autofree char *remove_label = g_strdup_printf (_("Remove %s from the Set"), piece->id);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  add_piece_button (self, row, i, "draw", "edit-copy-symbolic", draw_label);
  add_piece_button (self, row, i, "set", "document-edit-symbolic", set_label);
  add_piece_button (self, row, i, "remove", "list-remove-symbolic", remove_label);
  return row;
}

/* A button of a row of what lies outside the board: "move" or "remove",
 * and its index in terr_gp_game_edit_list_outside. */
static void
outside_button_clicked_cb (GtkButton         *button,
                           TerrGpEditorTools *self)
{
  g_autoptr(GError) error = NULL;
  const char *what = g_object_get_data (G_OBJECT (button), "what");
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index"));
  TerrGpGame *gp = gp_game (self);

  if (g_str_equal (what, "move"))
    edit_done (self, terr_gp_game_edit_move_inside (gp, index, &error), error);
  else
    edit_done (self, terr_gp_game_edit_remove_outside (gp, index, &error), error);
}

/* The row of a thing outside: its line is "index\twhat and where". */
static GtkWidget *
create_outside_row (gpointer item,
                    gpointer data)
{
  TerrGpEditorTools *self = data;
  const char *line = gtk_string_object_get_string (item);
  guint index = (guint) g_ascii_strtoull (line, NULL, 10);
  const char *what = strchr (line, '\t') + 1;
  GtkWidget *row = adw_action_row_new ();
  /* TRANSLATORS: a button's name for something outside the board, e.g.
   * "Move Water at (4,1) Inside" */
  g_autofree char *move_label = g_strdup_printf (_("Move %s Inside"), what);
  /* TRANSLATORS: a button's name for something outside the board, e.g.
   * "Remove Water at (4,1)" */
  g_autofree char *remove_label = g_strdup_printf (_("Remove %s"), what);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), what);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  g_object_set_data (G_OBJECT (row), "move-button",
                     add_row_button (self, row, index, "move", "go-jump-symbolic", move_label,
                                     G_CALLBACK (outside_button_clicked_cb)));
  add_row_button (self, row, index, "remove", "list-remove-symbolic", remove_label,
                  G_CALLBACK (outside_button_clicked_cb));
  return row;
}

/* The list of what lies outside the board follows the design. */
static void
update_outside (TerrGpEditorTools *self,
                const TerrGpBoard *board)
{
  g_auto(GStrv) outside = terr_gp_game_edit_list_outside (gp_game (self), board->width, board->height);
  guint n = g_strv_length (outside);
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (lines, g_strdup_printf ("%u\t%s", i, outside[i]));
  terr_string_list_sync (self->outside, (const char * const *) lines->pdata, lines->len);
  gtk_widget_set_visible (self->outside_group, n > 0);
}

/* The list of the pieces follows the set. */
static void
update_pieces (TerrGpEditorTools    *self,
               const TerrGpPieceSet *set)
{
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < set->pieces->len; i++)
    {
      const TerrGpPiece *piece = g_ptr_array_index (set->pieces, i);
      g_autofree char *cells = cells_text (piece);

      g_ptr_array_add (lines, g_strdup_printf ("%u %s %d %s", i, piece->id, piece->kind, cells));
    }
  terr_string_list_sync (self->pieces, (const char * const *) lines->pdata, lines->len);
  gtk_widget_set_visible (GTK_WIDGET (self->pieces_list), lines->len > 0);
}

static void
terr_gp_editor_tools_update (TerrEditorTools *tools)
{
  TerrGpEditorTools *self = TERR_GP_EDITOR_TOOLS (tools);
  TerrGpGame *gp = gp_game (self);
  const TerrGpBoard *board = terr_gp_game_get_board (gp);
  const TerrGpPieceSet *set = terr_gp_game_get_pieces (gp);
  guint n_players = terr_game_get_n_players (TERR_GAME (gp));
  int seat = 1, value = 0;
  gboolean has_goal = terr_gp_game_get_goal (gp, &seat, &value);
  const int *sequence = NULL;
  int n_sequence = 0;

  set_spin (self->width_spin, board->width);
  set_spin (self->height_spin, board->height);
  set_spin (self->seats_spin, n_players);
  gtk_spin_button_set_range (self->first_seat_spin, 1, n_players);
  set_spin (self->first_seat_spin, terr_gp_game_get_first_seat (gp));
  set_spin (self->announcements_spin, terr_gp_game_get_announcements (gp));
  gtk_spin_button_set_range (self->piece_spin, 1, MAX (set->pieces->len, 1));
  set_switch (self->goal_switch, has_goal);
  gtk_spin_button_set_range (self->goal_seat_spin, 1, n_players);
  if (has_goal)
    {
      set_spin (self->goal_seat_spin, seat);
      set_spin (self->goal_value_spin, value);
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->goal_seat_spin), has_goal);
  gtk_widget_set_sensitive (GTK_WIDGET (self->goal_value_spin), has_goal);
  gtk_widget_set_sensitive (self->sequence_entry, has_goal);
  if (terr_gp_game_get_sequence (gp, &sequence, &n_sequence))
    {
      GString *ids = g_string_new (NULL);

      for (int i = 0; i < n_sequence; i++)
        {
          const TerrGpPiece *piece = g_ptr_array_index (set->pieces, sequence[i]);
          g_string_append_printf (ids, i > 0 ? " %s" : "%s", piece->id);
        }
      gtk_editable_set_text (GTK_EDITABLE (self->sequence_entry), ids->str);
      g_string_free (ids, TRUE);
    }
  update_pieces (self, set);
  update_outside (self, board);
}

static GtkWidget *
terr_gp_editor_tools_get_place_widget (TerrEditorTools *tools,
                                       const TerrPlace *place)
{
  TerrGpEditorTools *self = TERR_GP_EDITOR_TOOLS (tools);
  const TerrGpBoard *board = terr_gp_game_get_board (gp_game (self));
  GtkListBoxRow *first;

  switch (place->kind)
    {
    case TERR_PLACE_SQUARE:
    case TERR_PLACE_GRID:
      /* A square outside the board: the list of what lies there, at its
       * first button (the board's cursor cannot go there) */
      first = gtk_list_box_get_row_at_index (self->outside_list, 0);
      if (first == NULL || (place->x >= 0 && place->y >= 0 && place->x < board->width && place->y < board->height))
        return NULL;
      return g_object_get_data (G_OBJECT (first), "move-button");
    case TERR_PLACE_SEATS:
      return GTK_WIDGET (self->seats_spin);
    case TERR_PLACE_GOAL:
      return GTK_WIDGET (self->goal_switch);
    default:
      return NULL;
    }
}

static void
terr_gp_editor_tools_dispose (GObject *object)
{
  TerrGpEditorTools *self = TERR_GP_EDITOR_TOOLS (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), TERR_TYPE_GP_EDITOR_TOOLS);
  g_clear_object (&self->pieces);
  g_clear_object (&self->outside);
  G_OBJECT_CLASS (terr_gp_editor_tools_parent_class)->dispose (object);
}

static void
terr_gp_editor_tools_class_init (TerrGpEditorToolsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TerrEditorToolsClass *tools_class = TERR_EDITOR_TOOLS_CLASS (klass);

  object_class->dispose = terr_gp_editor_tools_dispose;
  tools_class->kind = TERR_GAME_GARDEN_PATHS;
  tools_class->default_tool = "piece";
  tools_class->new_design = terr_gp_editor_tools_new_design;
  tools_class->list_palette = terr_gp_editor_tools_list_palette;
  tools_class->update = terr_gp_editor_tools_update;
  tools_class->apply = terr_gp_editor_tools_apply;
  tools_class->preview = terr_gp_editor_tools_preview;
  tools_class->get_place_widget = terr_gp_editor_tools_get_place_widget;

  g_type_ensure (TERR_TYPE_CELL_EDITOR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/games/terr-gp-editor-tools.ui");
  gtk_widget_class_bind_template_child (widget_class, TerrGpEditorTools, piece_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrGpEditorTools, transform_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrGpEditorTools, width_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrGpEditorTools, height_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrGpEditorTools, seats_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrGpEditorTools, first_seat_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrGpEditorTools, announcements_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrGpEditorTools, goal_switch);
  gtk_widget_class_bind_template_child (widget_class, TerrGpEditorTools, goal_seat_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrGpEditorTools, goal_value_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrGpEditorTools, sequence_entry);
  gtk_widget_class_bind_template_child (widget_class, TerrGpEditorTools, pieces_list);
  gtk_widget_class_bind_template_child (widget_class, TerrGpEditorTools, cell_editor);
  gtk_widget_class_bind_template_child (widget_class, TerrGpEditorTools, outside_group);
  gtk_widget_class_bind_template_child (widget_class, TerrGpEditorTools, outside_list);
  gtk_widget_class_bind_template_callback (widget_class, settings_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, seats_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, sequence_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, add_piece_clicked_cb);
}

static void
terr_gp_editor_tools_init (TerrGpEditorTools *self)
{
  guint seats_min, seats_max;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->pieces = gtk_string_list_new (NULL);
  gtk_list_box_bind_model (self->pieces_list, G_LIST_MODEL (self->pieces),
                           create_piece_row, self, NULL);
  self->outside = gtk_string_list_new (NULL);
  gtk_list_box_bind_model (self->outside_list, G_LIST_MODEL (self->outside),
                           create_outside_row, self, NULL);
  terr_game_kind_get_players (TERR_GAME_GARDEN_PATHS, &seats_min, &seats_max, NULL);
  gtk_spin_button_set_range (self->width_spin, 1, TERR_GP_MAX_SIDE);
  gtk_spin_button_set_range (self->height_spin, 1, TERR_GP_MAX_SIDE);
  gtk_spin_button_set_range (self->seats_spin, seats_min, seats_max);
  gtk_spin_button_set_range (self->first_seat_spin, 1, seats_max);
  gtk_spin_button_set_range (self->goal_seat_spin, 1, seats_max);
  terr_cell_editor_set_cells (self->cell_editor, TERR_GP_KIND_PATH, "0,0 1,0", NULL);
}
