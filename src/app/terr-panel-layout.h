/* terr-panel-layout.h — the layout of a page with a board and a side
 * panel: side by side when the width allows, the panel under the board in
 * a narrow window. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TERR_TYPE_PANEL_LAYOUT (terr_panel_layout_get_type ())
G_DECLARE_FINAL_TYPE (TerrPanelLayout, terr_panel_layout, TERR, PANEL_LAYOUT, GtkLayoutManager)

/* The width the board keeps beside the panel: below it (plus the panel's
 * natural width) the panel goes under the board. */
#define TERR_PANEL_LAYOUT_BOARD_MIN_WIDTH 360

/* TRUE while the last allocation put the panel under the board. */
gboolean terr_panel_layout_get_narrow (TerrPanelLayout *self);

G_END_DECLS
