/* terr-editor-page.h — the scenario editor: design a position of any
 * game by edits, see its problems live, save it, test-play it.  The rest
 * of its API (for its own files and the tests) is in
 * terr-editor-page-private.h. */
#pragma once

#include <adwaita.h>

#include "terr-board.h"
#include "terr-game.h"

G_BEGIN_DECLS

#define TERR_TYPE_EDITOR_PAGE (terr_editor_page_get_type ())
G_DECLARE_FINAL_TYPE (TerrEditorPage, terr_editor_page, TERR, EDITOR_PAGE, GtkWidget)

GtkWidget  *terr_editor_page_new            (void);
/* Whether the editor has tools for @kind's designs. */
gboolean    terr_editor_page_supports_kind  (TerrGameKind    kind);
/* Start a new design of @kind (an empty position), or an editable copy of
 * @game's current position.  With unsaved work the page asks first; it
 * returns FALSE when it asked (the design starts only if the person
 * agrees) or when the kind has no editor. */
gboolean    terr_editor_page_new_design     (TerrEditorPage *self,
                                             TerrGameKind    kind);
gboolean    terr_editor_page_edit_position  (TerrEditorPage *self,
                                             TerrGame       *game);
TerrGame   *terr_editor_page_get_game       (TerrEditorPage *self);
TerrBoard  *terr_editor_page_get_board      (TerrEditorPage *self);

/* While stepping through the solution (editor.step-solution): the copy
 * the board shows, at the move reached; NULL otherwise. */
TerrGame       *terr_editor_page_get_solution_game (TerrEditorPage *self);

G_END_DECLS
