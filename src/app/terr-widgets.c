/* terr-widgets.c — small ways with GTK and libadwaita widgets that keep
 * the first frame cheap.
 *
 * Rows whose words stay on one line.  A libadwaita row (AdwActionRow,
 * AdwExpanderRow) wraps its title and subtitle.  GTK 4.8 lays a wrapping
 * label of a row out at a dozen widths or more before the row's first
 * frame (a search for its natural width, then a layout broken at every
 * letter for its minimum), and each layout shapes the whole text again:
 * the rows of the start page were two thirds of all the text shaped
 * before its first frame.  Rows whose words are short (titles, counts, a
 * scenario's one-sentence pitch) keep them on one line instead,
 * ellipsized when the window is narrow; the row's tooltip then holds the
 * whole text.
 */
#include "config.h"

#include "terr-widgets.h"

static void
keep_labels_on_one_line (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_label_get_wrap (GTK_LABEL (widget)))
    {
      gtk_label_set_wrap (GTK_LABEL (widget), FALSE);
      gtk_label_set_ellipsize (GTK_LABEL (widget), PANGO_ELLIPSIZE_END);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    keep_labels_on_one_line (child);
}

/**
 * terr_row_keep_one_line:
 * @row: an #AdwPreferencesRow
 *
 * Keeps every line of words @row shows (its title, its subtitle) on one
 * line, ellipsized at its end when the row is narrower.  Call it once the
 * row is made; its words may change afterwards.
 */
void
terr_row_keep_one_line (GtkWidget *row)
{
  g_return_if_fail (ADW_IS_PREFERENCES_ROW (row));

  keep_labels_on_one_line (row);
}

/* Menus made when first shown.  A GtkMenuButton given a menu model makes
 * its whole popover menu at once: the main menu and the players' menus of
 * the New Game buttons were a fifth of the work of building the window.
 * Made when first asked for, the button works the same (its key, F10 for
 * the primary menu, its accessible state). */

static void
set_menu_cb (GtkMenuButton *button,
             gpointer       model)
{
  if (gtk_menu_button_get_menu_model (button) == NULL)
    gtk_menu_button_set_menu_model (button, model);
}

/**
 * terr_menu_button_set_menu_when_shown:
 * @button: a #GtkMenuButton without a popover
 * @model: the menu
 *
 * Gives @button the menu @model when it is first shown: as
 * gtk_menu_button_set_menu_model(), without making the menu before
 * anybody asks for it.  @button keeps a reference to @model.
 */
void
terr_menu_button_set_menu_when_shown (GtkMenuButton *button,
                                      GMenuModel    *model)
{
  g_return_if_fail (GTK_IS_MENU_BUTTON (button));
  g_return_if_fail (G_IS_MENU_MODEL (model));

  gtk_menu_button_set_create_popup_func (button, set_menu_cb, g_object_ref (model), g_object_unref);
}
