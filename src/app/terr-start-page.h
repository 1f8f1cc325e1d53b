/* terr-start-page.h — the start page: the games, the game to continue,
 * the puzzles, the recent files and the bundled scenarios. */
#pragma once

#include <adwaita.h>

#include "terr-puzzle-list.h"
#include "terr-session.h"

G_BEGIN_DECLS

#define TERR_TYPE_START_PAGE (terr_start_page_get_type ())
G_DECLARE_FINAL_TYPE (TerrStartPage, terr_start_page, TERR, START_PAGE, GtkWidget)

/* Lists @session's recent files and offers its game to continue. */
void            terr_start_page_set_session      (TerrStartPage *self,
                                                  TerrSession   *session);
/* Asks the session again which game "Continue" offers. */
void            terr_start_page_refresh_resume   (TerrStartPage *self);
/* "Continue" rejoins a network game (the window knows; no game then
 * needs to be offered). */
void            terr_start_page_set_net_resumable (TerrStartPage *self,
                                                   gboolean       resumable);
/* The game "Continue" offers, or NULL. */
TerrGame       *terr_start_page_get_resume_game  (TerrStartPage *self);
TerrPuzzleList *terr_start_page_get_puzzle_list  (TerrStartPage *self);
/* How many bundled scenarios (not puzzles) the page lists. */
guint           terr_start_page_get_n_scenarios  (TerrStartPage *self);

G_END_DECLS
