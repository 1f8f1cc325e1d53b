/* terr-games.h — all three games at once (for the CLI and the program). */
#pragma once

#include "terr-game.h"
#include "hg/terr-hg-game.h"
#include "zg/terr-zg-game.h"
#include "gp/terr-gp-game.h"

/* ---- The games at a glance (issue 20, start-up): what the program lists
 * without building a game.  May move to the game class's data. ---- */
#include "terr-puzzle.h"

G_BEGIN_DECLS

/* The games in the order the program shows them (its start page, its
 * lists); @n_kinds gets their number. */
const TerrGameKind *terr_games_list_kinds (guint *n_kinds);

/* What a list shows of a file, read without building the game or checking
 * the file against the schema (the file is checked when it is opened):
 * a parse with no network and no DTD (a DOCTYPE is refused), under the
 * size cap. */
typedef struct {
  TerrGameKind   kind;
  char          *title;        /* NULL or "" when the file has none */
  char          *description;  /* NULL when none */
  gboolean       has_goal;     /* a scenario with a goal: a puzzle */
  TerrDifficulty difficulty;
} TerrGameSummary;

TerrGameSummary *terr_game_summary_read (const char      *path,
                                         GError         **error);
void             terr_game_summary_free (TerrGameSummary *summary);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TerrGameSummary, terr_game_summary_free)

G_END_DECLS
