/* terr-gp-editor-tools.h — the Garden Paths tools of the scenario editor:
 * the piece to place, the board and seats, the puzzle goal and its
 * sequence, and the piece set with its drawn cell editor. */
#pragma once

#include "terr-editor-tools.h"

G_BEGIN_DECLS

#define TERR_TYPE_GP_EDITOR_TOOLS (terr_gp_editor_tools_get_type ())
G_DECLARE_FINAL_TYPE (TerrGpEditorTools, terr_gp_editor_tools, TERR, GP_EDITOR_TOOLS, TerrEditorTools)

G_END_DECLS
