/* terr-editor-page-problems.c — the live list of the design's problems.
 *
 * The core lists the problems (terr_game_list_problems); the page keeps
 * them grouped by the kind of their place (on the board, the hand, the
 * pile, the supply, …: one heading each, in a fixed order, stable
 * inside a group), and their messages are a GtkStringList bound to the
 * list box, changed by the smallest splice (terr_string_list_sync), so
 * rows of problems that stay are kept (and a row keeps the focus).
 * The list sits below the side panel's controls, in its own scrolled
 * part of a paned, so none of them moves when a problem comes or goes.
 * Activating a row selects the problem's spot: a square of the board, or
 * the row of the game's tools that shows its place. */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-editor-page-private.h"

/* The groups, in the order shown; each kind of place belongs to one. */
typedef enum {
  GROUP_BOARD,      /* a square, a tier's cell, a seat's grid */
  GROUP_LAYOUT,     /* the board as a whole */
  GROUP_PIECES,
  GROUP_HAND,
  GROUP_PILE,
  GROUP_SUPPLY,
  GROUP_SEATS,
  GROUP_GOAL,
  GROUP_OTHER,
  N_GROUPS
} Group;

static Group
group_of (const TerrProblem *problem)
{
  switch (problem->place.kind)
    {
    case TERR_PLACE_SQUARE:
    case TERR_PLACE_TIER:
    case TERR_PLACE_GRID:   return GROUP_BOARD;
    case TERR_PLACE_BOARD:  return GROUP_LAYOUT;
    case TERR_PLACE_PIECE:  return GROUP_PIECES;
    case TERR_PLACE_HAND:   return GROUP_HAND;
    case TERR_PLACE_PILE:   return GROUP_PILE;
    case TERR_PLACE_SUPPLY: return GROUP_SUPPLY;
    case TERR_PLACE_SEATS:  return GROUP_SEATS;
    case TERR_PLACE_GOAL:   return GROUP_GOAL;
    case TERR_PLACE_NONE:
    default:                return GROUP_OTHER;
    }
}

static const char *
group_title (Group group)
{
  switch (group)
    {
    /* TRANSLATORS: headings of the groups of the editor's problem list */
    case GROUP_BOARD:  return C_("problems", "On the Board");
    case GROUP_LAYOUT: return C_("problems", "The Board");
    case GROUP_PIECES: return C_("problems", "Pieces");
    case GROUP_HAND:   return C_("problems", "The Hand");
    case GROUP_PILE:   return C_("problems", "The Pile");
    case GROUP_SUPPLY: return C_("problems", "The Set of Pieces");
    case GROUP_SEATS:  return C_("problems", "Players");
    case GROUP_GOAL:   return C_("problems", "Goal");
    case GROUP_OTHER:
    case N_GROUPS:
    default:           return C_("problems", "Other");
    }
}

/* The heading of a group with its count: "The Hand (2)". */
static char *
group_heading (GPtrArray *problems,
               Group      group)
{
  guint n = 0;

  for (guint i = 0; i < problems->len; i++)
    if (group_of (problems->pdata[i]) == group)
      n++;
  /* TRANSLATORS: a heading of the problem list and how many problems it has */
  return g_strdup_printf (C_("problems", "%s (%u)"), group_title (group), n);
}

/* The problems grouped, in the order of the groups, each group in the
 * core's order. */
static GPtrArray *
group_problems (GPtrArray *listed)
{
  GPtrArray *grouped = g_ptr_array_new_full (listed->len, (GDestroyNotify) terr_problem_free);

  for (Group group = 0; group < N_GROUPS; group++)
    for (guint i = 0; i < listed->len; i++)
      if (group_of (listed->pdata[i]) == group)
        g_ptr_array_add (grouped, listed->pdata[i]);
  g_assert (grouped->len == listed->len);
  /* The problems now belong to @grouped. */
  g_ptr_array_set_free_func (listed, NULL);
  g_ptr_array_unref (listed);
  return grouped;
}

/* The row holding the window's focus widget shows its whole message; the
 * others one line.  The window's focus widget, not whether the window is
 * active: a row keeps its whole message while another window is used,
 * and the row to come back to stays open. */
void
_terr_editor_page_problems_focus_changed (TerrEditorPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->problems_list));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkLabel *label = g_object_get_data (G_OBJECT (row), "terr-problem-label");
      gboolean focused;

      if (label == NULL)
        continue;
      focused = focus != NULL && (focus == row || gtk_widget_is_ancestor (focus, row));
      gtk_label_set_wrap (label, focused);
      gtk_label_set_ellipsize (label, focused ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END);
    }
}

/* A compact row, so that many fit: the message on one line (its start
 * says what is wrong), the whole of it while the row has the focus, in
 * the tooltip, for screen readers, and under the board once the row is
 * clicked. */
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
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label = gtk_label_new (gtk_string_object_get_string (item));

  gtk_widget_set_margin_start (box, 10);
  gtk_widget_set_margin_end (box, 10);
  gtk_widget_set_margin_top (box, 5);
  gtk_widget_set_margin_bottom (box, 5);
  gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name ("dialog-warning-symbolic"));
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_set_hexpand (label, TRUE);
  g_object_set_data (G_OBJECT (row), "terr-problem-label", label);
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  {
    /* TRANSLATORS: the tooltip of a problem: the whole message, then
     * what a click does */
    g_autofree char *tip = g_strdup_printf (_("%s\n\nClick to select this spot."),
                                            gtk_string_object_get_string (item));

    gtk_widget_set_tooltip_text (row, tip);
  }
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  gtk_string_object_get_string (item), -1);
  terr_board_highlight_on_hover (self->board, row, problem_squares_cb, self);
  return row;
}

/* A heading above the first row of each group. */
static void
update_header (GtkListBoxRow *row,
               GtkListBoxRow *before,
               gpointer       data)
{
  TerrEditorPage *self = data;
  int index = gtk_list_box_row_get_index (row);
  Group group, previous;
  GtkWidget *header;
  g_autofree char *text = NULL;

  if (self->problems == NULL || index < 0 || (guint) index >= self->problems->len)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  group = group_of (self->problems->pdata[index]);
  previous = before != NULL && gtk_list_box_row_get_index (before) >= 0
             ? group_of (self->problems->pdata[gtk_list_box_row_get_index (before)]) : N_GROUPS;
  if (group == previous)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  text = group_heading (self->problems, group);
  header = gtk_list_box_row_get_header (row);
  if (GTK_IS_LABEL (header))
    {
      gtk_label_set_text (GTK_LABEL (header), text);
      return;
    }
  header = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (header), 0.0);
  gtk_widget_set_margin_start (header, 10);
  gtk_widget_set_margin_top (header, 6);
  gtk_widget_set_margin_bottom (header, 4);
  gtk_widget_add_css_class (header, "heading");
  gtk_list_box_row_set_header (row, header);
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
  gtk_list_box_set_header_func (self->problems_list, update_header, self, NULL);
  g_signal_connect_object (self->problems_list, "row-activated", G_CALLBACK (problem_activated_cb), self, 0);
}

void
_terr_editor_page_update_problems (TerrEditorPage *self)
{
  g_autofree char *title = NULL;

  g_clear_pointer (&self->problems, g_ptr_array_unref);
  self->problems = group_problems (terr_game_list_problems (self->game));
  {
    g_autofree const char **messages = g_new0 (const char *, self->problems->len + 1);

    for (guint i = 0; i < self->problems->len; i++)
      messages[i] = ((TerrProblem *) self->problems->pdata[i])->message;
    terr_string_list_sync (self->problem_list, messages, self->problems->len);
  }
  /* Rows that stay keep their heading: the counts may have changed. */
  gtk_list_box_invalidate_headers (self->problems_list);
  _terr_editor_page_problems_focus_changed (self);

  gtk_widget_set_tooltip_text (GTK_WIDGET (self->problems_scroll),
                               _("It can be saved as a draft, but not played until they are mended. Click one to select its spot."));
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
      /* The rows get the height: what they mean is the list's tooltip. */
      adw_preferences_group_set_description (self->problems_group, NULL);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->problems_scroll), self->problems->len > 0);
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
      /* A square the tools show off the board (outside it), or the
       * board's own */
      focus = terr_editor_tools_get_place_widget (self->tools, &problem->place);
      if (focus != NULL)
        break;
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

char *
terr_editor_page_get_problem_group (TerrEditorPage *self,
                                    guint           index)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  g_return_val_if_fail (self->problems != NULL && index < self->problems->len, NULL);
  return group_heading (self->problems, group_of (self->problems->pdata[index]));
}
