/* terr-gp-puzzle.h — Garden Paths puzzles: counting the solutions of a
 * `min-score` goal with its sequence, generating puzzles
 * (docs/puzzles.md). */
#pragma once

#include <gio/gio.h>

#include "terr-game.h"
#include "terr-gp-engine.h"

G_BEGIN_DECLS

typedef struct {
  guint    n_solutions;   /* distinct grids reaching the value (<= cap) */
  gboolean complete;      /* the search was not cut by the node limit */
  guint64  nodes;         /* placements tried */
  int      best_score;    /* the best score seen (with @value G_MAXINT: the best reachable) */
  GArray  *first;         /* TerrGpPlacement: the first solution (the best line when
                           * maximising), or NULL (owned by the caller) */
} TerrGpCount;

/* Counts the distinct grids that placing @sequence in order on a copy of
 * @start leaves at the moment its best path first scores at least
 * @value, up to @cap, within @max_nodes placements (0: the default).
 * With @value G_MAXINT it finds the best score reachable instead
 * (branch and bound; n_solutions 0). */
gboolean  terr_gp_puzzle_count          (const TerrGpGrid     *start,
                                         const TerrGpPieceSet *set,
                                         const int            *sequence,
                                         int                   n_sequence,
                                         int                   value,
                                         guint                 cap,
                                         guint64               max_nodes,
                                         GCancellable         *cancellable,
                                         void                (*progress) (double, gpointer),
                                         gpointer              progress_data,
                                         TerrGpCount          *out,
                                         GError              **error);
/* The difficulty (a TerrDifficulty) of a puzzle whose check took @work nodes. */
int       terr_gp_puzzle_difficulty     (guint64               work);

/* The TerrGameClass members. */
gboolean  terr_gp_game_check_puzzle     (TerrGame          *game,
                                         guint              cap,
                                         guint64            max_nodes,
                                         GCancellable      *cancellable,
                                         void             (*progress) (double fraction, gpointer data),
                                         gpointer           progress_data,
                                         struct _TerrCertificate *cert,
                                         GError           **error);
TerrGame *terr_gp_game_generate_puzzle  (TerrGameClass     *klass,
                                         int                difficulty,
                                         guint64            seed,
                                         GCancellable      *cancellable,
                                         void             (*progress) (double fraction, gpointer data),
                                         gpointer           progress_data,
                                         GError           **error);

G_END_DECLS
