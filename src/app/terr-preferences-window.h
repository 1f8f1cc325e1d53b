/* terr-preferences-window.h — the Preferences window (app.preferences). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TERR_TYPE_PREFERENCES_WINDOW (terr_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (TerrPreferencesWindow, terr_preferences_window, TERR, PREFERENCES_WINDOW, AdwPreferencesWindow)

/* @settings: the program's (NULL: nothing is kept). */
TerrPreferencesWindow *terr_preferences_window_new (GtkWindow *parent,
                                                    GSettings *settings);

G_END_DECLS
