/* terr-hg-puzzle.h — Hanging Gardens puzzles: counting the solutions of a
 * `min-score` goal, generating puzzles (docs/puzzles.md). */
#pragma once

#include <gio/gio.h>

#include "terr-game.h"
#include "terr-hg-state.h"

G_BEGIN_DECLS

typedef struct {
  guint    n_solutions;   /* distinct gardens reaching the value (<= cap) */
  gboolean complete;      /* the search was not cut by the node limit */
  guint64  nodes;
  int      best_score;    /* the best score of the sequences searched */
  GArray  *first;         /* TerrHgAction: the first solution, or NULL (owned by the caller) */
} TerrHgCount;

/* Counts the distinct gardens that @n_actions actions of the seat to move
 * of @state (who keeps the move) can leave with a score of at least
 * @value, up to @cap, within @max_nodes (0: the default). */
gboolean  terr_hg_puzzle_count          (const TerrHgState *state,
                                         int                n_actions,
                                         int                value,
                                         guint              cap,
                                         guint64            max_nodes,
                                         GCancellable      *cancellable,
                                         void             (*progress) (double, gpointer),
                                         gpointer           progress_data,
                                         TerrHgCount       *out,
                                         GError           **error);
/* The key of a garden that does not depend on the order of its pieces. */
GBytes   *terr_hg_puzzle_garden_key     (const TerrHgState *s);
/* The difficulty (a TerrDifficulty) of a puzzle whose check took @work nodes. */
int       terr_hg_puzzle_difficulty     (guint64            work);

/* The TerrGameClass members. */
gboolean  terr_hg_game_check_puzzle     (TerrGame          *game,
                                         guint              cap,
                                         guint64            max_nodes,
                                         GCancellable      *cancellable,
                                         void             (*progress) (double fraction, gpointer data),
                                         gpointer           progress_data,
                                         struct _TerrCertificate *cert,
                                         GError           **error);
TerrGame *terr_hg_game_generate_puzzle  (TerrGameClass     *klass,
                                         int                difficulty,
                                         guint64            seed,
                                         GCancellable      *cancellable,
                                         void             (*progress) (double fraction, gpointer data),
                                         gpointer           progress_data,
                                         GError           **error);

G_END_DECLS
