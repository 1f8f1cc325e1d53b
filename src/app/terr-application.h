/* terr-application.h — the Terraces application: windows, accelerators,
 * application-wide actions and settings. */
#pragma once

#include <adwaita.h>

#include "terr-session.h"

G_BEGIN_DECLS

#define TERR_TYPE_APPLICATION (terr_application_get_type ())
G_DECLARE_FINAL_TYPE (TerrApplication, terr_application, TERR, APPLICATION, AdwApplication)

TerrApplication *terr_application_new          (void);
/* The program's GSettings, or NULL when the schema is not installed. */
GSettings       *terr_application_get_settings (TerrApplication *self);
/* The documents, autosave, recent files and last folder. */
TerrSession     *terr_application_get_session  (TerrApplication *self);

G_END_DECLS
