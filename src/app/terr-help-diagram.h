/* terr-help-diagram.h — an example position of the help, drawn by the
 * shared renderer, with the move its caption talks about drawn over it. */
#pragma once

#include <gtk/gtk.h>

#include "terr-help-pages.h"

G_BEGIN_DECLS

#define TERR_TYPE_HELP_DIAGRAM (terr_help_diagram_get_type ())
G_DECLARE_FINAL_TYPE (TerrHelpDiagram, terr_help_diagram, TERR, HELP_DIAGRAM, GtkWidget)

/* Loads the block's example; NULL with @error when it cannot be read. */
GtkWidget *terr_help_diagram_new       (const TerrHelpBlock *block,
                                        GError             **error);
TerrGame  *terr_help_diagram_get_game  (TerrHelpDiagram     *self);
/* The move drawn over the position (NULL for none), and whether it is legal
 * in the position shown. */
TerrMove  *terr_help_diagram_get_ghost (TerrHelpDiagram     *self);
gboolean   terr_help_diagram_get_ghost_legal (TerrHelpDiagram *self);
/* The options it draws with (in the current style's colours). */
void       terr_help_diagram_get_options (TerrHelpDiagram   *self,
                                          TerrRenderOptions *opts);

G_END_DECLS
