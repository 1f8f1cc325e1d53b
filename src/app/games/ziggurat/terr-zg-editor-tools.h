/* terr-zg-editor-tools.h — the Ziggurat tools of the scenario editor: the
 * domino of the palette, the deal, the puzzle goal, the hand and the pile. */
#pragma once

#include "terr-editor-tools.h"

G_BEGIN_DECLS

#define TERR_TYPE_ZG_EDITOR_TOOLS (terr_zg_editor_tools_get_type ())
G_DECLARE_FINAL_TYPE (TerrZgEditorTools, terr_zg_editor_tools, TERR, ZG_EDITOR_TOOLS, TerrEditorTools)

G_END_DECLS
