/* terr-editor-page.c — the scenario editor.
 *
 * The page holds one scenario being designed (a TerrGame without moves)
 * and knows no game: the side panel's part that differs per game (the
 * palette's pieces, supply, turn, goal; hand and pile; the piece set) is
 * the game's TerrEditorTools (src/app/games/), which changes the design
 * only through the game's edit API, so every change is one step of the
 * game's edit undo stack and the problem list is the core's own.  The
 * board is the play page's widget in edit mode: a click puts the
 * palette's piece on the square, a right click takes the top piece away,
 * arrow keys and Enter do the same.  The side panel also holds the
 * details and the live list of problems; a click on a problem selects its
 * spot.
 *
 * The other files of the page: -actions.c (every button is an action of
 * the "editor." group; the one place that enables them), -file.c (open,
 * save, unsaved work, test play), -check.c (Check Puzzle, the solution,
 * Generate) and -problems.c.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-editor-page-private.h"
#include "terr-editor-tools-registry.h"
#include "terr-puzzle.h"
#include "terr-render-words.h"

G_DEFINE_FINAL_TYPE (TerrEditorPage, terr_editor_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TOOL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

void
_terr_editor_page_set_status (TerrEditorPage *self,
                              const char     *text)
{
  g_free (self->status);
  self->status = g_strdup (text != NULL ? text : "");
  gtk_label_set_text (self->status_label, self->status);
}

GBytes *
_terr_editor_page_current_bytes (TerrEditorPage *self)
{
  return terr_game_to_bytes (self->game, TERR_FILE_SCENARIO);
}

/* Reports the result of an edit: the reason it was refused, or nothing. */
static void
edit_done_cb (TerrEditorTools *tools,
              gboolean         ok,
              const char      *message,
              TerrEditorPage  *self)
{
  _terr_editor_page_set_status (self, ok ? NULL : message);
  /* The widgets go back to what the model holds. */
  if (!ok)
    _terr_editor_page_update_all (self);
}

static void
set_tool (TerrEditorPage *self,
          const char     *tool)
{
  if (g_strcmp0 (self->tool, tool) == 0)
    return;
  g_free (self->tool);
  self->tool = g_strdup (tool);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOOL]);
  /* The ghost shows what the new tool would do. */
  if (self->board != NULL)
    terr_board_update_edit_ghost (self->board);
}

/* --- the game's tools and the palette --- */

static void
build_palette (TerrEditorPage *self)
{
  g_autoptr(GPtrArray) items = terr_editor_tools_list_palette (self->tools);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->palette_box))) != NULL)
    gtk_flow_box_remove (self->palette_box, child);
  for (guint i = 0; i < items->len; i++)
    {
      TerrEditorPaletteItem *item = items->pdata[i];
      GtkWidget *button = gtk_toggle_button_new_with_label (item->label);

      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "editor.tool");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", item->tool);
      if (item->css != NULL)
        gtk_widget_add_css_class (gtk_button_get_child (GTK_BUTTON (button)), item->css);
      gtk_flow_box_append (self->palette_box, button);
    }
  self->palette_seats = terr_game_get_n_players (self->game);
}

/* The design's tools in the side panel (none without a design); the
 * palette follows. */
static void
set_tools (TerrEditorPage *self)
{
  GType drop_type;

  if (self->tools != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->tools, self);
      gtk_box_remove (self->game_box, GTK_WIDGET (self->tools));
      self->tools = NULL;
    }
  if (self->game == NULL)
    return;
  self->tools = terr_editor_tools_registry_new_tools (self->game);
  g_assert (self->tools != NULL);
  /* What the tools' rows may drag onto the board. */
  drop_type = terr_editor_tools_get_drop_type (self->tools);
  gtk_drop_target_set_gtypes (self->board_drop, drop_type != G_TYPE_INVALID ? &drop_type : NULL,
                              drop_type != G_TYPE_INVALID ? 1 : 0);
  g_signal_connect_object (self->tools, "edit-done", G_CALLBACK (edit_done_cb), self, 0);
  gtk_box_append (self->game_box, GTK_WIDGET (self->tools));
}

/* --- the side panel follows the design --- */

void
_terr_editor_page_update_file_label (TerrEditorPage *self)
{
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  if (self->game == NULL)
    return;
  name = self->file != NULL ? g_file_get_basename (self->file)
                            : g_strdup (_("New scenario"));
  text = terr_editor_page_get_modified (self)
    /* TRANSLATORS: a file name and that it has changes not saved */
    ? g_strdup_printf (_("%s (not saved)"), name)
    : g_strdup (name);
  gtk_label_set_text (self->file_label, text);
}

/* Games with a grid per seat: the seat switcher offers every seat, and
 * the board shows (and a click edits) the grid of the one chosen. */
static void
update_seats (TerrEditorPage *self)
{
  gboolean grids = terr_render_game_has_seat_grids (self->game);
  guint n_players = grids ? terr_game_get_n_players (self->game) : 0;
  guint selected = adw_combo_row_get_selected (self->seat_row);

  gtk_widget_set_visible (GTK_WIDGET (self->seat_row), grids);
  if ((guint) g_list_model_get_n_items (G_LIST_MODEL (self->seat_names)) != n_players)
    {
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

      for (guint i = 1; i <= n_players; i++)
        /* TRANSLATORS: a seat of the game, in the editor's seat switcher */
        g_ptr_array_add (names, g_strdup_printf (_("Seat %u"), i));
      g_ptr_array_add (names, NULL);
      gtk_string_list_splice (self->seat_names, 0,
                              g_list_model_get_n_items (G_LIST_MODEL (self->seat_names)),
                              (const char * const *) names->pdata);
    }
  /* The seat shown stays while it exists; else seat 1. */
  if (n_players > 0)
    adw_combo_row_set_selected (self->seat_row,
                                selected == GTK_INVALID_LIST_POSITION || selected >= n_players ? 0 : selected);
  terr_board_set_viewer_seat (self->board, grids ? (int) adw_combo_row_get_selected (self->seat_row) + 1 : 0);
}

static void
seat_selected_cb (TerrEditorPage *self)
{
  guint selected = adw_combo_row_get_selected (self->seat_row);

  if (self->game == NULL || selected == GTK_INVALID_LIST_POSITION)
    return;
  terr_board_set_viewer_seat (self->board, (int) selected + 1);
}

guint
terr_editor_page_get_seat (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), 0);

  if (self->game == NULL || !gtk_widget_get_visible (GTK_WIDGET (self->seat_row)))
    return 0;
  return adw_combo_row_get_selected (self->seat_row) + 1;
}

void
terr_editor_page_set_seat (TerrEditorPage *self,
                           guint           seat)
{
  g_return_if_fail (TERR_IS_EDITOR_PAGE (self));
  g_return_if_fail (seat >= 1 && seat <= g_list_model_get_n_items (G_LIST_MODEL (self->seat_names)));

  adw_combo_row_set_selected (self->seat_row, seat - 1);
}

void
_terr_editor_page_update_all (TerrEditorPage *self)
{
  if (self->game == NULL)
    return;

  /* Seats changed: the palette has a gazebo per seat in some games. */
  if (self->palette_seats != terr_game_get_n_players (self->game))
    build_palette (self);
  self->updating = TRUE;
  update_seats (self);
  if (adw_combo_row_get_selected (self->difficulty_row) != (guint) terr_game_get_difficulty (self->game))
    adw_combo_row_set_selected (self->difficulty_row, terr_game_get_difficulty (self->game));
  terr_editor_tools_update (self->tools);
  self->updating = FALSE;
  _terr_editor_page_update_problems (self);
  _terr_editor_page_update_certificate (self);
  _terr_editor_page_update_actions (self);
  _terr_editor_page_update_file_label (self);
}

static void
game_changed_cb (TerrEditorPage *self)
{
  _terr_editor_page_update_all (self);
}

static void
sync_meta_rows (TerrEditorPage *self)
{
  self->updating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->title_row),
                         terr_game_get_title (self->game) != NULL ? terr_game_get_title (self->game) : "");
  gtk_editable_set_text (GTK_EDITABLE (self->author_row),
                         terr_game_get_author (self->game) != NULL ? terr_game_get_author (self->game) : "");
  gtk_editable_set_text (GTK_EDITABLE (self->description_row),
                         terr_game_get_description (self->game) != NULL ? terr_game_get_description (self->game) : "");
  self->updating = FALSE;
}

static void
meta_changed_cb (TerrEditorPage *self)
{
  const char *text;

  if (self->updating || self->game == NULL)
    return;
  text = gtk_editable_get_text (GTK_EDITABLE (self->title_row));
  terr_game_set_title (self->game, *text ? text : NULL);
  text = gtk_editable_get_text (GTK_EDITABLE (self->author_row));
  terr_game_set_author (self->game, *text ? text : NULL);
  text = gtk_editable_get_text (GTK_EDITABLE (self->description_row));
  terr_game_set_description (self->game, *text ? text : NULL);
  _terr_editor_page_update_file_label (self);
}

static void
difficulty_changed_cb (TerrEditorPage *self)
{
  TerrDifficulty difficulty = adw_combo_row_get_selected (self->difficulty_row);
  gboolean ok;

  if (self->updating || self->game == NULL || difficulty > TERR_DIFFICULTY_HARD
      || difficulty == terr_game_get_difficulty (self->game))
    return;
  ok = terr_game_edit_set_difficulty (self->game, difficulty);
  _terr_editor_page_set_status (self, ok ? NULL : _("This edit is not possible"));
  _terr_editor_page_update_all (self);
}

/* --- the board --- */

static void
square_activated_cb (TerrBoard           *board,
                     const TerrRenderHit *hit,
                     guint                button,
                     TerrEditorPage      *self)
{
  g_autoptr(GError) error = NULL;
  const char *tool = button == GDK_BUTTON_SECONDARY ? "erase" : self->tool;
  gboolean ok;

  /* The board shows the solution (or the check reads the design). */
  if (self->game == NULL || hit->kind != TERR_RENDER_HIT_BOARD
      || self->solution_game != NULL || terr_latest_is_running (&self->check))
    return;

  ok = terr_editor_tools_apply (self->tools, tool, hit, &error);
  terr_editor_tools_edit_done (self->tools, ok, error);
}

/* The ghost: what a click of the tool would do at @hit, asked of the
 * game's tools (which try the edit on the design and put it back). */
static GArray *
preview_cb (TerrBoard           *board,
            const TerrRenderHit *hit,
            gboolean            *legal,
            char               **reason,
            gpointer             data)
{
  TerrEditorPage *self = data;

  if (self->game == NULL || self->tools == NULL || self->tool == NULL
      || hit->kind != TERR_RENDER_HIT_BOARD || terr_board_get_game (board) != self->game
      || self->solution_game != NULL || terr_latest_is_running (&self->check))
    return NULL;
  return terr_editor_tools_preview (self->tools, self->tool, hit, legal, reason);
}

/* Something the tools dragged, dropped on the board: their edit there. */
static gboolean
board_drop_cb (GtkDropTarget  *target,
               const GValue   *value,
               double          x,
               double          y,
               TerrEditorPage *self)
{
  g_autoptr(GError) error = NULL;
  TerrRenderHit hit;
  gboolean ok;

  if (self->game == NULL || self->tools == NULL || self->solution_game != NULL
      || terr_latest_is_running (&self->check) || !terr_board_hit_test (self->board, x, y, &hit))
    return FALSE;
  ok = terr_editor_tools_drop (self->tools, value, &hit, &error);
  terr_editor_tools_edit_done (self->tools, ok, error);
  return ok;
}

/* --- designs --- */

void
_terr_editor_page_set_design (TerrEditorPage *self,
                              TerrGame       *game,
                              GFile          *file)
{
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  /* The check and the solution belonged to the design before. */
  _terr_editor_page_forget_check (self);
  g_set_object (&self->game, game);
  g_set_object (&self->file, file);
  g_clear_object (&self->test_game);
  gtk_stack_set_visible_child_name (self->mode_stack, "edit");
  g_clear_pointer (&self->saved, g_bytes_unref);
  set_tools (self);
  /* A design opens on seat 1's grid. */
  if (g_list_model_get_n_items (G_LIST_MODEL (self->seat_names)) > 0)
    adw_combo_row_set_selected (self->seat_row, 0);

  if (game != NULL)
    {
      g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      /* A new design is "modified" until saved; an opened file is not. */
      if (file != NULL)
        self->saved = _terr_editor_page_current_bytes (self);
      /* The tool first: the palette's buttons show its state. */
      set_tool (self, terr_editor_tools_get_default_tool (self->tools));
      build_palette (self);
    }
  terr_board_set_game (self->board, game);
  gtk_widget_set_visible (self->view_box, game != NULL && !terr_game_is_flat (game));
  if (game != NULL)
    {
      sync_meta_rows (self);
      _terr_editor_page_update_all (self);
    }
  _terr_editor_page_set_status (self, NULL);
}

gboolean
terr_editor_page_supports_kind (TerrGameKind kind)
{
  return terr_editor_tools_registry_lookup (kind) != G_TYPE_INVALID;
}

gboolean
terr_editor_page_new_design (TerrEditorPage *self,
                             TerrGameKind    kind)
{
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), FALSE);

  game = terr_editor_tools_registry_new_design (kind, &error);
  if (game == NULL)
    {
      if (error != NULL)
        _terr_editor_page_set_status (self, error->message);
      return FALSE;
    }
  return _terr_editor_page_start_design (self, game);
}

gboolean
terr_editor_page_edit_position (TerrEditorPage *self,
                                TerrGame       *game)
{
  g_autoptr(TerrGame) copy = NULL;

  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), FALSE);
  g_return_val_if_fail (TERR_IS_GAME (game), FALSE);

  if (!terr_editor_page_supports_kind (terr_game_get_kind (game)))
    return FALSE;
  copy = terr_game_new_scenario (game);
  if (copy == NULL)
    return FALSE;
  return _terr_editor_page_start_design (self, copy);
}

/* --- the window --- */

static void
terr_editor_page_root (GtkWidget *widget)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (widget);
  GtkRoot *root;

  GTK_WIDGET_CLASS (terr_editor_page_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    {
      g_signal_connect_object (root, "close-request", G_CALLBACK (_terr_editor_page_close_request_cb),
                               self, 0);
      g_signal_connect_object (root, "notify::focus-widget",
                               G_CALLBACK (_terr_editor_page_problems_focus_changed),
                               self, G_CONNECT_SWAPPED);
    }
}

static void
terr_editor_page_unroot (GtkWidget *widget)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);

  /* The check holds the page until it ends: end it now. */
  _terr_editor_page_cancel_check (self);
  if (self->generate_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->generate_dialog));

  if (root != NULL)
    {
      g_signal_handlers_disconnect_by_func (root, _terr_editor_page_close_request_cb, widget);
      g_signal_handlers_disconnect_by_func (root, _terr_editor_page_problems_focus_changed, widget);
    }
  GTK_WIDGET_CLASS (terr_editor_page_parent_class)->unroot (widget);
}

/* --- getters --- */

TerrGame *
terr_editor_page_get_game (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  return self->game;
}

TerrBoard *
terr_editor_page_get_board (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  return self->board;
}

const char *
terr_editor_page_get_status_text (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  return self->status;
}

TerrGame *
terr_editor_page_get_test_game (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  return self->test_game;
}

GtkWidget *
terr_editor_page_new (void)
{
  return g_object_new (TERR_TYPE_EDITOR_PAGE, NULL);
}

/* --- GObject --- */

static void
terr_editor_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (object);

  switch (prop_id)
    {
    case PROP_TOOL:
      g_value_set_string (value, self->tool);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_editor_page_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (object);

  switch (prop_id)
    {
    case PROP_TOOL:
      set_tool (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_editor_page_dispose (GObject *object)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (object);

  if (self->board != NULL)
    terr_board_set_edit_preview (self->board, NULL, NULL);
  _terr_editor_page_file_dispose (self);
  _terr_editor_page_forget_check (self);
  if (self->generate_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->generate_dialog));
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->tools != NULL)
    g_signal_handlers_disconnect_by_data (self->tools, self);
  self->tools = NULL;
  g_clear_object (&self->game);
  g_clear_object (&self->test_game);
  g_clear_object (&self->file);
  g_clear_pointer (&self->saved, g_bytes_unref);
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), TERR_TYPE_EDITOR_PAGE);
  g_clear_object (&self->problem_list);

  G_OBJECT_CLASS (terr_editor_page_parent_class)->dispose (object);
}

static void
terr_editor_page_finalize (GObject *object)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (object);

  g_free (self->tool);
  g_free (self->status);
  g_free (self->solution_hash);
  g_free (self->current_hash);

  G_OBJECT_CLASS (terr_editor_page_parent_class)->finalize (object);
}

static void
terr_editor_page_class_init (TerrEditorPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = terr_editor_page_get_property;
  object_class->set_property = terr_editor_page_set_property;
  object_class->dispose = terr_editor_page_dispose;
  object_class->finalize = terr_editor_page_finalize;
  widget_class->root = terr_editor_page_root;
  widget_class->unroot = terr_editor_page_unroot;

  /* The palette's choice: "terrace", "support", "bed-suns", "gazebo-2",
   * "domino", "erase", … (the game's tools list them). */
  properties[PROP_TOOL] =
    g_param_spec_string ("tool", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TERR_TYPE_BOARD);
  g_type_ensure (TERR_TYPE_GAME_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/terr-editor-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, mode_stack);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, board);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, view_box);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, file_label);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, side_box);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, side_paned);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, problems_group);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, problems_scroll);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, problems_list);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, palette_box);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, seat_row);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, seat_names);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, game_box);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, title_row);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, author_row);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, description_row);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, play_page);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, difficulty_row);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, palette_group);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, details_group);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, certificate_row);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, check_progress);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, suggested_row);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, best_row);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, search_longer_button);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, solutions_box);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, first_solution_list);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, second_solution_list);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, solution_bar);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, solution_label);
  gtk_widget_class_bind_template_callback (widget_class, meta_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, difficulty_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, seat_selected_cb);

  _terr_editor_page_class_actions_init (widget_class);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "editor");
}

static void
terr_editor_page_init (TerrEditorPage *self)
{
  self->status = g_strdup ("");

  gtk_widget_init_template (GTK_WIDGET (self));
  terr_board_add_view_actions (self->board, GTK_WIDGET (self));
  terr_board_set_edit_mode (self->board, TRUE);
  g_signal_connect_object (self->board, "square-activated", G_CALLBACK (square_activated_cb), self, 0);
  terr_board_set_edit_preview (self->board, preview_cb, self);
  self->board_drop = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_MOVE);
  g_signal_connect_object (self->board_drop, "drop", G_CALLBACK (board_drop_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self->board), GTK_EVENT_CONTROLLER (self->board_drop));
  _terr_editor_page_problems_init (self);
  terr_board_highlight_on_hover (self->board, self->solution_bar,
                                 _terr_editor_page_solution_squares_cb, self);
  _terr_editor_page_update_actions (self);
}
