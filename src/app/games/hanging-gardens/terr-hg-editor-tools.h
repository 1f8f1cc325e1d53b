/* terr-hg-editor-tools.h — the Hanging Gardens tools of the scenario
 * editor: seats and turn, supply, the puzzle goal; the palette of
 * terraces, supports, beds and gazebos. */
#pragma once

#include "terr-editor-tools.h"

G_BEGIN_DECLS

#define TERR_TYPE_HG_EDITOR_TOOLS (terr_hg_editor_tools_get_type ())
G_DECLARE_FINAL_TYPE (TerrHgEditorTools, terr_hg_editor_tools, TERR, HG_EDITOR_TOOLS, TerrEditorTools)

G_END_DECLS
