/* terr-rows.c — list rows whose words stay on one line.
 *
 * A libadwaita row (AdwActionRow, AdwExpanderRow) wraps its title and
 * subtitle.  GTK 4.8 lays a wrapping label of a row out at a dozen
 * widths or more before the row's first frame (a search for its natural
 * width, then a layout broken at every letter for its minimum), and each
 * layout shapes the whole text again: the rows of the start page were
 * two thirds of all the text shaped before its first frame.  Rows whose
 * words are short (titles, counts, a scenario's one-sentence pitch) keep
 * them on one line instead, ellipsized when the window is narrow; the
 * row's tooltip then holds the whole text.
 */
#include "config.h"

#include "terr-rows.h"

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
