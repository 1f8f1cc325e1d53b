/* terr-widgets.h — small ways with GTK and libadwaita widgets that keep
 * the first frame cheap. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void terr_row_keep_one_line               (GtkWidget     *row);
void terr_menu_button_set_menu_when_shown (GtkMenuButton *button,
                                           GMenuModel    *model);

G_END_DECLS
