/* terr-window.h — the main window: the start page, the game page, the
 * replay viewer and the scenario editor. */
#pragma once

#include <adwaita.h>

#include "terr-game.h"
#include "terr-application.h"

G_BEGIN_DECLS

#define TERR_TYPE_WINDOW (terr_window_get_type ())
G_DECLARE_FINAL_TYPE (TerrWindow, terr_window, TERR, WINDOW, AdwApplicationWindow)

TerrWindow *terr_window_new        (TerrApplication *app);
/* Loads @file and shows it; a file that cannot be read is reported in a
 * dialog naming file, line and problem.  Returns whether it was shown. */
gboolean    terr_window_open_file  (TerrWindow      *self,
                                    GFile           *file);
/* The same, read in a thread (a newer open replaces one still reading). */
void        terr_window_open_file_async (TerrWindow *self,
                                    GFile           *file);
/* Shows @game on the game page (NULL: the start page). */
void        terr_window_set_game   (TerrWindow      *self,
                                    TerrGame        *game);
TerrGame   *terr_window_get_game   (TerrWindow      *self);
/* Shows @game in the replay viewer (page "replay"). */
void        terr_window_review_game (TerrWindow     *self,
                                    TerrGame        *game);
GtkWidget  *terr_window_get_replay_page (TerrWindow *self);
/* The question asked before leaving unsaved annotations, while open. */
GtkWidget  *terr_window_get_leave_dialog (TerrWindow *self);
/* Waits (running the main loop) until the autosave on disk holds the
 * game as it is now. */
void        terr_window_flush_autosave   (TerrWindow *self);
/* "start", "game" or "replay" (the visible page; others may add pages). */
const char *terr_window_get_page   (TerrWindow      *self);
GtkWidget  *terr_window_get_game_page (TerrWindow   *self);
/* How many bundled scenarios the start page lists. */
guint       terr_window_get_n_scenarios (TerrWindow *self);
/* The dialog of the last refused file, while it is open (for tests). */
GtkWidget  *terr_window_get_error_dialog (TerrWindow *self);

G_END_DECLS
