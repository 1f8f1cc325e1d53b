/* terr-puzzle-private.h — what the three games' puzzle files
 * (src/core/<game>/terr-<game>-puzzle.c) share: the count of distinct
 * solutions up to a cap under a node limit, the certificate it fills, and
 * the steps of generating (seeds, difficulty bands, keeping the best
 * candidate).  Not installed; only the core includes it.  See
 * docs/puzzles.md. */
#pragma once

#include <gio/gio.h>

#include "terr-game.h"
#include "terr-puzzle.h"

G_BEGIN_DECLS

/* The TerrGameClass members check_puzzle and generate_puzzle, so that
 * each game declares its own as `TerrPuzzleCheckFunc terr_hg_game_check_puzzle;`.
 * terr_game_check_puzzle() calls check_puzzle only for a position with a
 * goal and no problems. */
typedef gboolean TerrPuzzleCheckFunc (TerrGame        *game,
                                      guint            cap,
                                      guint64          max_nodes,
                                      GCancellable    *cancellable,
                                      void           (*progress) (double fraction, gpointer data),
                                      gpointer         progress_data,
                                      TerrCertificate *cert,
                                      GError         **error);
typedef TerrGame *TerrPuzzleGenerateFunc (TerrGameClass *klass,
                                          int            difficulty,
                                          guint64        seed,
                                          guint          flags,
                                          GCancellable  *cancellable,
                                          void         (*progress) (double fraction, gpointer data),
                                          gpointer       progress_data,
                                          GError       **error);

/* What a game's probe_puzzle tells the quality gate (docs/puzzles.md,
 * "The quality gate"). */
typedef struct _TerrPuzzleProbe {
  guint    n_steps;        /* the steps the goal asks for at most (actions,
                            * pieces to come, holes to fill) */
  gboolean first_solves;   /* one step from the position reaches the goal */
  guint    greedy_steps;   /* the greedy player reaches the goal after this
                            * many steps; 0 when it falls short */
} TerrPuzzleProbe;

typedef gboolean TerrPuzzleProbeFunc  (TerrGame        *game,
                                       TerrPuzzleProbe *probe,
                                       GError         **error);
typedef GBytes  *TerrPuzzleAnswerFunc (TerrGame        *game);
/* The TerrGameClass member puzzle_best. */
typedef gboolean TerrPuzzleBestFunc   (TerrGame        *game,
                                       guint            cap,
                                       guint64          max_nodes,
                                       GCancellable    *cancellable,
                                       TerrPuzzleBest  *best,
                                       GError         **error);

/* ------------------------------------------------------------ counting */

/* What a count of solutions found. */
typedef struct {
  guint    n_solutions;   /* distinct solutions (<= cap) */
  gboolean complete;      /* the search was not cut by the node limit */
  guint64  nodes;         /* the work: nodes spent */
  guint64  max_nodes;     /* the node limit it ran under (the default resolved) */
  int      best_score;    /* where the goal is a score: the best score of
                           * the lines searched; G_MININT otherwise */
  GArray  *first;         /* the steps of the first solution (the game's own
                           * type), or NULL; owned by the caller */
  GArray  *second;        /* the steps of a second distinct solution, or
                           * NULL; owned by the caller */
} TerrPuzzleCount;

/* The bookkeeping of a count: the game's search state embeds it.  The
 * distinct solutions are kept as a set of keys (GBytes: what makes two
 * solutions the same is the game's), the count stops at @cap of them, and
 * the search is cut at its node limit or when cancelled. */
typedef struct {
  guint          cap;
  guint64        max_nodes;
  guint64        nodes;
  gboolean       cut;
  GCancellable  *cancellable;
  void         (*progress) (double, gpointer);
  gpointer       progress_data;
  GHashTable    *found;         /* GBytes: the keys of the solutions found */
  GArray        *first;         /* the steps of the first solution */
  GArray        *second;        /* the steps of the second distinct one */
  int            best_score;    /* for the game to keep (G_MININT at first) */
  guint64        next_report;   /* the nodes at which progress is told next */
} TerrPuzzleSearch;

/* @max_nodes, or @default_nodes when it is 0. */
static inline guint64
terr_puzzle_node_limit (guint64 max_nodes, guint64 default_nodes)
{
  return max_nodes > 0 ? max_nodes : default_nodes;
}

void      terr_puzzle_search_init     (TerrPuzzleSearch *search,
                                       guint             cap,
                                       guint64           max_nodes,
                                       guint64           default_nodes,
                                       GCancellable     *cancellable,
                                       void            (*progress) (double, gpointer),
                                       gpointer          progress_data);
/* TRUE when the search must stop: the cap is reached, or it is cut (the
 * node limit, or cancelled).  Reports the nodes searched against the
 * limit to the search's progress now and then. */
gboolean  terr_puzzle_search_stop     (TerrPuzzleSearch *search);
/* Records a solution by its @key (taken).  When it is a new one and the
 * first or second found, its @n_steps @steps (of @step_size bytes each)
 * are kept as the first or second solution.  TRUE when the key was new. */
gboolean  terr_puzzle_search_add      (TerrPuzzleSearch *search,
                                       GBytes           *key,
                                       gconstpointer     steps,
                                       guint             n_steps,
                                       guint             step_size);
/* Ends the search and frees what it holds.  FALSE with @error when it was
 * cancelled; otherwise fills @out (its `first` and `second` are the
 * caller's). */
gboolean  terr_puzzle_search_finish   (TerrPuzzleSearch *search,
                                       TerrPuzzleCount  *out,
                                       GError          **error);

/* Appends to @solution the moves of step @index of a first solution. */
typedef void (*TerrPuzzleStepFunc) (GPtrArray     *solution,
                                    guint          index,
                                    gconstpointer  step,
                                    gpointer       data);

/* Fills @cert from @count, a count with @cap: the verdict, the count and
 * whether it is exact, the work and the node limit; and, when @add_moves is
 * not NULL, the first solution and a second distinct one (where found) as
 * moves.  Frees @count's solutions. */
void      terr_puzzle_fill_certificate (TerrCertificate    *cert,
                                        TerrPuzzleCount    *count,
                                        guint               cap,
                                        TerrPuzzleStepFunc  add_moves,
                                        gpointer            data);

/* The best score of a score goal and the ways that reach it, from two
 * counts made by the game: @maximum, a search for the best score (its
 * best_score, complete or not), then @ways, a count of the solutions of
 * that score with @cap (NULL when the best is not known).  Frees their
 * solutions. */
void      terr_puzzle_fill_best        (TerrPuzzleBest     *best,
                                        TerrPuzzleCount    *maximum,
                                        TerrPuzzleCount    *ways,
                                        guint               cap);

/* ------------------------------------------------------------ generating */

/* The work that separates the difficulties of a game's puzzles: easy
 * below @easy_max, medium below @medium_max, hard from there. */
typedef struct {
  guint64 easy_max;
  guint64 medium_max;
} TerrPuzzleBands;

/* The difficulty (a TerrDifficulty) of a puzzle whose check took @work. */
int        terr_puzzle_bands_difficulty (const TerrPuzzleBands *bands,
                                         guint64                work);
/* TRUE when @cert is solvable, its count exact and its work in the band of
 * @difficulty. */
gboolean   terr_puzzle_in_band          (const TerrCertificate *cert,
                                         const TerrPuzzleBands *bands,
                                         int                    difficulty);
/* The seed of try @k from @seed: SplitMix64 of @seed mixed with @k and the
 * game's own odd constant @mix. */
guint64    terr_puzzle_mix_seed         (guint64                seed,
                                         guint64                k,
                                         guint64                mix);
/* The start of try @k of @n_tries: FALSE with @error when cancelled,
 * otherwise reports the progress k / n_tries. */
gboolean   terr_puzzle_begin_try        (guint64                k,
                                         guint64                n_tries,
                                         GCancellable          *cancellable,
                                         void                 (*progress) (double, gpointer),
                                         gpointer               progress_data,
                                         GError               **error);
/* A game read from the text of a scenario file made by a generator. */
TerrGame  *terr_puzzle_load_text        (const char            *text,
                                         GError               **error);
/* "no Hard puzzle was found from this seed; try another". */
void       terr_puzzle_set_not_found    (GError               **error,
                                         int                    difficulty);

/* The best candidate so far: the one with the fewest solutions. */
typedef struct {
  TerrGame *best;
  guint     n_solutions;
  guint     flags;        /* TerrGenerateFlags */
} TerrPuzzlePick;

/* Takes *@game (certified by @cert, which it gets) when there is no best
 * yet or it has fewer solutions than the best.  A candidate the quality
 * gate refuses (against the bundled collection, which it must not be part
 * of) is never taken, nor one with several solutions unless @pick's flags
 * have TERR_GENERATE_ANY_COUNT.  TRUE when the best is unique: there is
 * no need to look further. */
gboolean   terr_puzzle_pick_offer       (TerrPuzzlePick        *pick,
                                         TerrGame             **game,
                                         const TerrCertificate *cert);
/* TRUE when @game (certified by @cert) passes the quality gate against
 * the bundled collection and is not one of its puzzles. */
gboolean   terr_puzzle_gate_passes      (TerrGame              *game,
                                         const TerrCertificate *cert);
/* The best (transfer full), or NULL with "no … puzzle was found". */
TerrGame  *terr_puzzle_pick_finish      (TerrPuzzlePick        *pick,
                                         int                    difficulty,
                                         GError               **error);
void       terr_puzzle_pick_clear       (TerrPuzzlePick        *pick);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (TerrPuzzlePick, terr_puzzle_pick_clear)

G_END_DECLS
