/* terr-cell-editor.h — a small drawn grid for the cells of a Garden Paths
 * piece (the scenario editor's piece set).
 *
 * A grid of squares (4 x 4, or as large as a piece loaded into it, at most
 * TERR_CELL_EDITOR_MAX_SIDE) drawn as the board draws pieces.  A click, or
 * Space / Enter on the focused square (the arrow keys move the focus),
 * cycles a square: empty → path → empty for a path piece, empty → rose →
 * marigold → lavender → empty for a flower bed.  The kind is chosen with
 * two toggles.  The widget shows the cells in the file format's notation
 * (normalised, in the order they were drawn) and says when they cannot
 * make a piece.
 */
#pragma once

#include <gtk/gtk.h>

#include "gp/terr-gp-game.h"

G_BEGIN_DECLS

#define TERR_CELL_EDITOR_MIN_SIDE 4
#define TERR_CELL_EDITOR_MAX_SIDE 8

#define TERR_TYPE_CELL_EDITOR (terr_cell_editor_get_type ())
G_DECLARE_FINAL_TYPE (TerrCellEditor, terr_cell_editor, TERR, CELL_EDITOR, GtkWidget)

GtkWidget   *terr_cell_editor_new        (void);

TerrGpKind   terr_cell_editor_get_kind   (TerrCellEditor *self);
/* Path cells become roses, flowers become path cells. */
void         terr_cell_editor_set_kind   (TerrCellEditor *self,
                                          TerrGpKind      kind);
/* Loads a piece's cells as in the file format; FALSE with a reason (and
 * nothing changed) when they cannot be read or do not fit the grid. */
gboolean     terr_cell_editor_set_cells  (TerrCellEditor *self,
                                          TerrGpKind      kind,
                                          const char     *cells,
                                          GError        **error);
/* The cells as in the file format, normalised ("" when empty). */
char        *terr_cell_editor_get_cells  (TerrCellEditor *self);
/* TRUE when the cells make a piece; else FALSE and the reason shown. */
gboolean     terr_cell_editor_check      (TerrCellEditor *self,
                                          GError        **error);
/* What a click on square (x, y) does. */
void         terr_cell_editor_cycle      (TerrCellEditor *self,
                                          int             x,
                                          int             y);
TerrGpCover  terr_cell_editor_get_cover  (TerrCellEditor *self,
                                          int             x,
                                          int             y);
void         terr_cell_editor_clear      (TerrCellEditor *self);
int          terr_cell_editor_get_side   (TerrCellEditor *self);
/* The focusable widget of square (x, y) (for tests and focus). */
GtkWidget   *terr_cell_editor_get_square (TerrCellEditor *self,
                                          int             x,
                                          int             y);
/* The line the widget shows under the grid (the shape or the problem). */
const char  *terr_cell_editor_get_message (TerrCellEditor *self);

G_END_DECLS
