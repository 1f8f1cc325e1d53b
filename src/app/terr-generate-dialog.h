/* terr-generate-dialog.h — Generate a Puzzle: the game, the difficulty
 * and a seed; the generator runs off the main loop with progress and
 * Cancel, and "generated" hands over the certified puzzle. */
#pragma once

#include <adwaita.h>

#include "terr-game.h"
#include "terr-puzzle.h"

G_BEGIN_DECLS

#define TERR_TYPE_GENERATE_DIALOG (terr_generate_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TerrGenerateDialog, terr_generate_dialog, TERR, GENERATE_DIALOG, AdwWindow)

GtkWidget     *terr_generate_dialog_new            (GtkWindow          *parent,
                                                    TerrGameKind        kind);
void           terr_generate_dialog_set_kind       (TerrGenerateDialog *self,
                                                    TerrGameKind        kind);
TerrGameKind   terr_generate_dialog_get_kind       (TerrGenerateDialog *self);
void           terr_generate_dialog_set_difficulty (TerrGenerateDialog *self,
                                                    TerrDifficulty      difficulty);
TerrDifficulty terr_generate_dialog_get_difficulty (TerrGenerateDialog *self);
void           terr_generate_dialog_set_seed       (TerrGenerateDialog *self,
                                                    guint64             seed);
guint64        terr_generate_dialog_get_seed       (TerrGenerateDialog *self);
/* "Unique Solution Only" (on by default): off also takes the puzzle with
 * the fewest solutions found. */
void           terr_generate_dialog_set_unique_only (TerrGenerateDialog *self,
                                                     gboolean            unique_only);
gboolean       terr_generate_dialog_get_unique_only (TerrGenerateDialog *self);
/* The generator is running (generate.generate started it). */
gboolean       terr_generate_dialog_is_running     (TerrGenerateDialog *self);
/* The line under the choices (progress, an error, a cancellation). */
const char    *terr_generate_dialog_get_status_text (TerrGenerateDialog *self);

G_END_DECLS
