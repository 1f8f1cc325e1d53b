/* terr-zg-puzzle.h — Ziggurat puzzles: counting the solutions of a
 * `max-cheats` goal, generating puzzles (docs/puzzles.md). */
#pragma once

#include <gio/gio.h>

#include "terr-game.h"
#include "terr-zg-state.h"

G_BEGIN_DECLS

typedef struct {
  guint    n_solutions;   /* distinct finished ziggurats (<= cap) */
  gboolean complete;      /* the search was not cut by the node limit */
  guint64  nodes;         /* with the nodes of the solver's questions */
  GArray  *first;         /* TerrZgMove: the first solution, or NULL (owned by the caller) */
} TerrZgCount;

/* Counts the distinct finished ziggurats that lines from @state adding at
 * most @max_cheats cheats reach, up to @cap, within @max_nodes (0: the
 * default). */
gboolean  terr_zg_puzzle_count          (const TerrZgState *state,
                                         guint              max_cheats,
                                         guint              cap,
                                         guint64            max_nodes,
                                         GCancellable      *cancellable,
                                         void             (*progress) (double, gpointer),
                                         gpointer           progress_data,
                                         TerrZgCount       *out,
                                         GError           **error);
/* The finished ziggurat as a key (the halves' values and dominoes). */
GBytes   *terr_zg_puzzle_ziggurat_key   (const TerrZgState *s);
/* The difficulty (a TerrDifficulty) of a puzzle whose check took @work nodes. */
int       terr_zg_puzzle_difficulty     (guint64            work);

/* The TerrGameClass members. */
gboolean  terr_zg_game_check_puzzle     (TerrGame          *game,
                                         guint              cap,
                                         guint64            max_nodes,
                                         GCancellable      *cancellable,
                                         void             (*progress) (double fraction, gpointer data),
                                         gpointer           progress_data,
                                         struct _TerrCertificate *cert,
                                         GError           **error);
TerrGame *terr_zg_game_generate_puzzle  (TerrGameClass     *klass,
                                         int                difficulty,
                                         guint64            seed,
                                         GCancellable      *cancellable,
                                         void             (*progress) (double fraction, gpointer data),
                                         gpointer           progress_data,
                                         GError           **error);

G_END_DECLS
