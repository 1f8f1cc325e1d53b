/* terr-help-window.h — the help: how to play each game, and the keyboard. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The Keyboard Shortcuts window's template (ui/gtk/help-overlay.ui),
 * which the help's keyboard page reads too. */
#define TERR_SHORTCUTS_WINDOW_RESOURCE RESOURCE_PREFIX "/terr-shortcuts-window.ui"

#define TERR_TYPE_HELP_WINDOW (terr_help_window_get_type ())
G_DECLARE_FINAL_TYPE (TerrHelpWindow, terr_help_window, TERR, HELP_WINDOW, AdwWindow)

GtkWidget  *terr_help_window_new       (void);
/* Shows the page @id (TERR_HELP_INDEX_PAGE, a game's
 * terr_game_kind_to_string, terr_help_playing_page_id of it,
 * "replay-viewer", "scenario-editor" or "keyboard"); FALSE when there is
 * no such page. */
gboolean    terr_help_window_show_page (TerrHelpWindow *self,
                                        const char     *id);
/* The id of the page shown. */
const char *terr_help_window_get_page  (TerrHelpWindow *self);
/* The title shown over the page (translated). */
const char *terr_help_window_get_page_title (TerrHelpWindow *self);
/* The scrolled page of @id (for tests), or NULL. */
GtkWidget  *terr_help_window_get_page_widget (TerrHelpWindow *self,
                                              const char     *id);

G_END_DECLS
