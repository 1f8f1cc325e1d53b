/* terr-application.h — the Terraces application: windows, accelerators,
 * application-wide actions and settings. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TERR_TYPE_APPLICATION (terr_application_get_type ())
G_DECLARE_FINAL_TYPE (TerrApplication, terr_application, TERR, APPLICATION, AdwApplication)

TerrApplication *terr_application_new          (void);
/* The program's GSettings, or NULL when the schema is not installed. */
GSettings       *terr_application_get_settings (TerrApplication *self);
/* Where the current game is saved after each move. */
char            *terr_application_get_autosave_path (void);
/* The file chooser filter of Terraces files (by extension and MIME type). */
GtkFileFilter   *terr_application_new_file_filter (void);

G_END_DECLS
