/* terr-editor-page.h — the scenario editor: design a position of any
 * game by edits, see its problems live, save it, test-play it. */
#pragma once

#include <adwaita.h>

#include "terr-board.h"
#include "terr-game.h"

G_BEGIN_DECLS

#define TERR_TYPE_EDITOR_PAGE (terr_editor_page_get_type ())
G_DECLARE_FINAL_TYPE (TerrEditorPage, terr_editor_page, TERR, EDITOR_PAGE, GtkWidget)

GtkWidget  *terr_editor_page_new            (void);
/* Whether the editor has palettes for @kind (the games with an edit API). */
gboolean    terr_editor_page_supports_kind  (TerrGameKind    kind);
/* Start a new design of @kind (an empty position), or an editable copy of
 * @game's current position.  With unsaved work the page asks first; it
 * returns FALSE when it asked (the design starts only if the person
 * agrees) or when the kind has no editor. */
gboolean    terr_editor_page_new_design     (TerrEditorPage *self,
                                             TerrGameKind    kind);
gboolean    terr_editor_page_edit_position  (TerrEditorPage *self,
                                             TerrGame       *game);
/* Open a scenario (also a draft with problems) without asking. */
gboolean    terr_editor_page_open_file      (TerrEditorPage *self,
                                             GFile          *file,
                                             GError        **error);
/* Save as a scenario (a draft when it has problems) and remember @file. */
gboolean    terr_editor_page_save_to_file   (TerrEditorPage *self,
                                             GFile          *file,
                                             GError        **error);
TerrGame   *terr_editor_page_get_game       (TerrEditorPage *self);
TerrBoard  *terr_editor_page_get_board      (TerrEditorPage *self);
GFile      *terr_editor_page_get_file       (TerrEditorPage *self);
/* Unsaved changes since the last save or open. */
gboolean    terr_editor_page_get_modified   (TerrEditorPage *self);
/* The problems listed, and selecting the spot of one as a click would. */
guint       terr_editor_page_get_n_problems (TerrEditorPage *self);
const char *terr_editor_page_get_problem    (TerrEditorPage *self,
                                             guint           index);
void        terr_editor_page_select_problem (TerrEditorPage *self,
                                             guint           index);
/* The line under the board (the last edit refused, a problem selected). */
const char *terr_editor_page_get_status_text (TerrEditorPage *self);
/* The game being test-played (F5), or NULL while editing. */
TerrGame   *terr_editor_page_get_test_game  (TerrEditorPage *self);
/* Check Puzzle (editor.check-puzzle) running, and what the certificate
 * row says ("Not checked", the verdict, or that it is out of date). */
gboolean    terr_editor_page_is_checking    (TerrEditorPage *self);
const char *terr_editor_page_get_certificate_text (TerrEditorPage *self);
/* The moves of the solution the last check found, while it still belongs
 * to the design (0: none). */
guint       terr_editor_page_get_solution_length (TerrEditorPage *self);
/* While stepping through the solution (editor.step-solution): the copy
 * the board shows, at the move reached, and the line above the board. */
TerrGame   *terr_editor_page_get_solution_game (TerrEditorPage *self);
const char *terr_editor_page_get_solution_text (TerrEditorPage *self);
/* The Generate dialog (editor.generate) while it is open. */
GtkWidget  *terr_editor_page_get_generate_dialog (TerrEditorPage *self);

G_END_DECLS
