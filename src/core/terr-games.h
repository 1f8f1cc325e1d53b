/* terr-games.h — all three games at once (for the CLI and the program). */
#pragma once

#include "terr-game.h"
#include "hg/terr-hg-game.h"
#include "zg/terr-zg-game.h"
#include "gp/terr-gp-game.h"
#include "terr-puzzle.h"

G_BEGIN_DECLS

/* Every game (the GTypes, in the order the start page shows them), for a
 * view that offers each game without naming one. */
const GType  *terr_games_list              (guint        *n_games);
TerrGameKind  terr_games_get_kind          (GType         type);
GType         terr_games_get_type_for_kind (TerrGameKind  kind);

/* The same list as kinds; @n_kinds gets their number. */
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
