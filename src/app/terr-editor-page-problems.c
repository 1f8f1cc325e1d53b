/* terr-editor-page-problems.c — the live list of the design's problems.
 *
 * The core lists the problems (terr_game_list_problems); their messages
 * are a GtkStringList bound to the list box, changed by the smallest
 * splice (terr_string_list_sync), so rows of problems that stay are kept
 * (and a row keeps the focus).  Activating a row selects the problem's spot: a square of the
 * board, or the row of the game's tools that shows its place. */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-editor-page-private.h"

/* The squares a pointed problem row names (its place). */
static GArray *
problem_squares_cb (GtkWidget *row,
                    gpointer   data)
{
  TerrEditorPage *self = data;
  int i = gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row));

  if (self->problems == NULL || i < 0 || (guint) i >= self->problems->len)
    return NULL;
  return terr_game_place_squares (&((TerrProblem *) self->problems->pdata[i])->place);
}

static GtkWidget *
create_problem_row (gpointer item,
                    gpointer data)
{
  TerrEditorPage *self = data;
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), gtk_string_object_get_string (item));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 4);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                             gtk_image_new_from_icon_name ("dialog-warning-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_set_tooltip_text (row, _("Select this spot"));
  terr_board_highlight_on_hover (self->board, row, problem_squares_cb, self);
  return row;
}

static void
problem_activated_cb (GtkListBox     *list,
                      GtkListBoxRow  *row,
                      TerrEditorPage *self)
{
  terr_editor_page_select_problem (self, gtk_list_box_row_get_index (row));
}

void
_terr_editor_page_problems_init (TerrEditorPage *self)
{
  self->problem_list = gtk_string_list_new (NULL);
  gtk_list_box_bind_model (self->problems_list, G_LIST_MODEL (self->problem_list),
                           create_problem_row, self, NULL);
  g_signal_connect_object (self->problems_list, "row-activated", G_CALLBACK (problem_activated_cb), self, 0);
}

void
_terr_editor_page_update_problems (TerrEditorPage *self)
{
  g_autofree char *title = NULL;

  g_clear_pointer (&self->problems, g_ptr_array_unref);
  self->problems = terr_game_list_problems (self->game);
  {
    g_autofree const char **messages = g_new0 (const char *, self->problems->len + 1);

    for (guint i = 0; i < self->problems->len; i++)
      messages[i] = ((TerrProblem *) self->problems->pdata[i])->message;
    terr_string_list_sync (self->problem_list, messages, self->problems->len);
  }

  if (self->problems->len == 0)
    {
      adw_preferences_group_set_title (self->problems_group, _("No Problems"));
      adw_preferences_group_set_description (self->problems_group,
                                             _("The position can be played: press F5 to try it."));
    }
  else
    {
      title = g_strdup_printf (ngettext ("%u Problem", "%u Problems", self->problems->len),
                               self->problems->len);
      adw_preferences_group_set_title (self->problems_group, title);
      adw_preferences_group_set_description (self->problems_group,
                                             _("It can be saved as a draft, but not played until they are mended. Click one to select its spot."));
    }
  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (self->problems_list),
                                                   GTK_TYPE_SCROLLED_WINDOW),
                          self->problems->len > 0);
}

void
terr_editor_page_select_problem (TerrEditorPage *self,
                                 guint           index)
{
  TerrProblem *problem;
  GtkWidget *focus = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (TERR_IS_EDITOR_PAGE (self));
  g_return_if_fail (self->problems != NULL && index < self->problems->len);

  problem = self->problems->pdata[index];
  switch (problem->place.kind)
    {
    case TERR_PLACE_SQUARE:
    case TERR_PLACE_TIER:
    case TERR_PLACE_GRID:
      terr_board_set_cursor (self->board, problem->place.x, problem->place.y);
      focus = GTK_WIDGET (self->board);
      break;
    default:
      focus = terr_editor_tools_get_place_widget (self->tools, &problem->place);
      break;
    }
  if (focus != NULL)
    gtk_widget_grab_focus (focus);
  /* TRANSLATORS: the problem the cursor now shows */
  text = g_strdup_printf (_("Selected: %s"), problem->message);
  _terr_editor_page_set_status (self, text);
}

guint
terr_editor_page_get_n_problems (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), 0);
  return self->problems != NULL ? self->problems->len : 0;
}

const char *
terr_editor_page_get_problem (TerrEditorPage *self,
                              guint           index)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  g_return_val_if_fail (self->problems != NULL && index < self->problems->len, NULL);
  return ((TerrProblem *) self->problems->pdata[index])->message;
}
