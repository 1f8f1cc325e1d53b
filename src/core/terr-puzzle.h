/* terr-puzzle.h — puzzles: difficulty, solver certificates, generation.
 *
 * A puzzle is a scenario with a <goal>.  "Checking" it runs the game's
 * solver and counts distinct solutions up to a cap (what "distinct" means
 * for each game is written in docs/puzzles.md).  The verdict is kept in
 * the file as a certificate together with the program version and a hash
 * of the position and goal, so it is known to be stale as soon as either
 * changes.
 */
#pragma once

#include "terr-game.h"

G_BEGIN_DECLS

typedef enum {
  TERR_DIFFICULTY_NONE = 0,   /* not stated */
  TERR_DIFFICULTY_EASY,
  TERR_DIFFICULTY_MEDIUM,
  TERR_DIFFICULTY_HARD,
} TerrDifficulty;

/* "easy", "medium", "hard" (the file's words) or NULL for NONE. */
const char     *terr_difficulty_to_string   (TerrDifficulty difficulty);
/* TERR_DIFFICULTY_NONE for NULL or an unknown word. */
TerrDifficulty  terr_difficulty_from_string (const char    *text);
/* Translated, for people: "Easy", "Medium", "Hard" ("" for NONE). */
const char     *terr_difficulty_label       (TerrDifficulty difficulty);

/* The difficulty in the file's meta data (NONE when absent). */
TerrDifficulty  terr_game_get_difficulty    (TerrGame       *self);
/* An edit (undoable like terr_game_edit_set_meta). */
gboolean        terr_game_edit_set_difficulty (TerrGame     *self,
                                             TerrDifficulty  difficulty);

typedef enum {
  TERR_VERDICT_UNKNOWN = 0,   /* the search hit its limit */
  TERR_VERDICT_SOLVABLE,
  TERR_VERDICT_UNSOLVABLE,
} TerrVerdict;

/* Score goals (terr_game_puzzle_best_score): the best score the goal's
 * steps reach, and in how many distinct ways. */
typedef struct _TerrPuzzleBest {
  gboolean known;       /* the search for the best was complete */
  int      score;       /* the best score reachable (when known) */
  guint    n_ways;      /* distinct ways that reach it (<= the cap) */
  gboolean ways_exact;  /* n_ways is the exact count, or the cap reached */
  guint    cap;         /* the count of ways stops at this many */
  guint64  work;        /* nodes spent on both searches */
} TerrPuzzleBest;

typedef struct _TerrCertificate {
  TerrVerdict verdict;
  guint       n_solutions;    /* distinct solutions found (<= cap) */
  guint       cap;            /* the count stops at this many */
  gboolean    count_exact;    /* TRUE: the search was complete, n_solutions is the exact count (or cap reached) */
  guint64     work;           /* solver nodes spent: the measure of difficulty */
  char       *version;        /* program version that made it, e.g. "0.1.0" */
  char       *hash;           /* "sha256:<hex>" of the position and goal */
  GPtrArray  *solution;       /* TerrMove*: the first solution, from the
                               * scenario's position; NULL when none */
  guint64     max_nodes;      /* the node limit the search ran under (the
                               * game's default resolved), so that it can
                               * be run again to the same result */
  char       *why;            /* not solvable: why, when the game's search
                               * can tell (words for people; not written
                               * in the file); NULL otherwise */
  char       *gate_refusal;   /* a check made by terr_game_check_puzzle_async
                               * of a solvable puzzle also runs the quality
                               * gate against the bundled collection: why
                               * it refuses the puzzle (one sentence for
                               * people; not written in the file), or NULL
                               * when it passes or did not run */
  GPtrArray  *other_solution; /* TerrMove*: a second distinct solution, as
                               * `solution`, when the search found one;
                               * NULL otherwise (not written in the file) */
  gboolean    has_best;       /* a check made by terr_game_check_puzzle_async
                               * of a score goal also looks for the best
                               * score reachable: then `best` holds it
                               * (not written in the file) */
  TerrPuzzleBest best;
} TerrCertificate;

TerrCertificate *terr_certificate_copy      (const TerrCertificate *cert);
void             terr_certificate_free      (TerrCertificate       *cert);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TerrCertificate, terr_certificate_free)
/* TRUE when the puzzle has exactly one solution (verdict solvable,
 * count_exact and n_solutions == 1, with a cap above 1). */
gboolean         terr_certificate_is_unique (const TerrCertificate *cert);
/* One line for people: "Solvable, unique solution (checked by Terraces
 * 0.1.0)", "Solvable, 3 solutions", "Solvable, at least 10 solutions",
 * "Not solvable", "Unknown: the search stopped at its limit". */
char            *terr_certificate_describe  (const TerrCertificate *cert);

/* The node limit a check of @self's game runs under when it is given
 * none (0). */
guint64          terr_game_puzzle_node_limit (TerrGame      *self);
/* The difficulty the generator of @self's game gives a puzzle whose check
 * took @work solver nodes (the generator's own bands; the same function
 * decides both).  NONE when the game has no generator. */
TerrDifficulty   terr_game_puzzle_difficulty_for_work (TerrGame *self,
                                                guint64        work);
/* The difficulty the work of @cert suggests: as above for a solvable
 * puzzle whose count is exact (what the generator keeps), NONE otherwise. */
TerrDifficulty   terr_certificate_suggest_difficulty (const TerrCertificate *cert,
                                                TerrGame      *game);
/* For a score goal: the best score the goal's steps can reach from the
 * position, and the distinct ways that reach it up to @cap (0: 10), each
 * search within @max_nodes (0: the game's limit).  FALSE with an error
 * when the goal is not a score, the position has problems, or it was
 * cancelled. */
gboolean         terr_game_puzzle_best_score (TerrGame      *self,
                                              guint          cap,
                                              guint64        max_nodes,
                                              GCancellable  *cancellable,
                                              TerrPuzzleBest *best,
                                              GError       **error);

/* The hash of the game's current position (the scenario: position at the
 * cursor with its setup, rules, board and pieces) and goal, as stored in a
 * certificate.  Seats' names/types and meta data are not part of it. */
char            *terr_game_puzzle_hash      (TerrGame       *self);

/* The certificate read from the file or set since (transfer none), or NULL. */
const TerrCertificate *terr_game_get_certificate (TerrGame  *self);
/* TRUE when there is a certificate and its hash equals
 * terr_game_puzzle_hash() (the position and goal have not changed). */
gboolean         terr_game_certificate_is_valid  (TerrGame  *self);
/* Sets (a copy of) @cert, or clears it with NULL; written on save as
 * <certificate …/>.  Not an undoable edit; emits `changed`. */
void             terr_game_set_certificate  (TerrGame              *self,
                                             const TerrCertificate *cert);

/* Checks the puzzle: the game must have a goal and no problems.  @cap is
 * the solution count limit (0: 10).  Bounded by @max_nodes (0: the game's
 * default) so a result is the same on every machine; @progress gets the
 * nodes searched against the node limit (nodes / limit, from 0 to 1) as
 * the search goes.  Returns NULL with an error when there is no goal,
 * the position has problems, or it was cancelled. */
TerrCertificate *terr_game_check_puzzle     (TerrGame       *self,
                                             guint           cap,
                                             guint64         max_nodes,
                                             GCancellable   *cancellable,
                                             void          (*progress) (double fraction, gpointer data),
                                             gpointer        progress_data,
                                             GError        **error);
/* Off the main loop on a copy made in the worker thread; @progress runs in
 * the main context. */
void             terr_game_check_puzzle_async  (TerrGame          *self,
                                                guint              cap,
                                                guint64            max_nodes,
                                                GCancellable      *cancellable,
                                                void             (*progress) (double fraction, gpointer data),
                                                gpointer           progress_data,
                                                GAsyncReadyCallback callback,
                                                gpointer           user_data);
TerrCertificate *terr_game_check_puzzle_finish (TerrGame          *self,
                                                GAsyncResult      *result,
                                                GError           **error);

/* Generates a certified puzzle of the game @game_type (TERR_TYPE_HG_GAME,
 * …) at @difficulty from @seed (the same seed gives the same puzzle on
 * every machine).  The result is a scenario with a goal, a title, the
 * difficulty and its certificate set; unique, and through the quality
 * gate (docs/puzzles.md): TERR_GENERATE_DEFAULT. */
TerrGame        *terr_puzzle_generate       (GType           game_type,
                                             TerrDifficulty  difficulty,
                                             guint64         seed,
                                             GCancellable   *cancellable,
                                             void          (*progress) (double fraction, gpointer data),
                                             gpointer        progress_data,
                                             GError        **error);
/* What a generator may return. */
typedef enum {
  TERR_GENERATE_DEFAULT   = 0,        /* unique and through the quality gate */
  TERR_GENERATE_ANY_COUNT = 1 << 0,   /* the fewest solutions found, maybe several */
} TerrGenerateFlags;
/* terr_puzzle_generate() with @flags: without TERR_GENERATE_ANY_COUNT only a
 * puzzle with exactly one solution is returned (an error says when the
 * seed gives none); every puzzle returned passes the quality gate
 * against the bundled collection (terr_game_puzzle_gate). */
TerrGame        *terr_puzzle_generate_with_flags (GType             game_type,
                                             TerrDifficulty    difficulty,
                                             guint64           seed,
                                             TerrGenerateFlags flags,
                                             GCancellable     *cancellable,
                                             void            (*progress) (double fraction, gpointer data),
                                             gpointer          progress_data,
                                             GError          **error);
/* terr_puzzle_generate_async() with @flags. */
void             terr_puzzle_generate_with_flags_async (GType             game_type,
                                             TerrDifficulty    difficulty,
                                             guint64           seed,
                                             TerrGenerateFlags flags,
                                             GCancellable     *cancellable,
                                             void            (*progress) (double fraction, gpointer data),
                                             gpointer          progress_data,
                                             GAsyncReadyCallback callback,
                                             gpointer          user_data);
void             terr_puzzle_generate_async (GType           game_type,
                                             TerrDifficulty  difficulty,
                                             guint64         seed,
                                             GCancellable   *cancellable,
                                             void          (*progress) (double fraction, gpointer data),
                                             gpointer        progress_data,
                                             GAsyncReadyCallback callback,
                                             gpointer        user_data);
TerrGame        *terr_puzzle_generate_finish (GAsyncResult  *result,
                                              GError       **error);

/* --- beyond the first API --- */

/* The game type of @kind (for terr_puzzle_generate), G_TYPE_INVALID when
 * unknown or not registered. */
GType            terr_puzzle_game_type      (TerrGameKind   kind);

/* The certificate as JSON: {"verdict", "solutions", "cap", "exact",
 * "work", "nodes", "version", "hash"} (terraces-cli). */
JsonNode        *terr_certificate_to_json   (const TerrCertificate *cert);
/* TRUE when @checked (a new check with the same cap and node limit)
 * gives what @stored says: verdict, count, exactness, and the work when
 * both come from the same version.  @why gets what differs. */
gboolean         terr_certificate_confirms  (const TerrCertificate *stored,
                                             const TerrCertificate *checked,
                                             char                 **why);
/* Checks the game's puzzle again with the cap and node limit of its
 * stored certificate (which must be there and not be stale). */
TerrCertificate *terr_game_recheck_certificate (TerrGame     *self,
                                             GCancellable   *cancellable,
                                             GError        **error);

/* --- the quality gate (terr-puzzle-gate.c, docs/puzzles.md) --- */

typedef enum {
  TERR_GATE_PASS = 0,
  TERR_GATE_FIRST_STEP,    /* one step (a move, a piece) reaches the goal */
  TERR_GATE_GREEDY,        /* the greedy choice at every step reaches it */
  TERR_GATE_DUPLICATE,     /* the same answer as a puzzle of the collection */
} TerrGateVerdict;

/* The puzzles a new one must not duplicate: the scenarios with a goal in
 * a folder, each with its answer (found when first needed). */
typedef struct _TerrPuzzleCollection TerrPuzzleCollection;

/* The puzzles of the scenario files in @dir with a valid certificate
 * saying solvable (the others are left out: their answers are not known
 * within a node limit). */
TerrPuzzleCollection *terr_puzzle_collection_new  (const char *dir);
/* The bundled collection: $TERRACES_SCENARIOS_DIR, or the installed
 * scenarios folder; made once (transfer none, never NULL). */
TerrPuzzleCollection *terr_puzzle_collection_get_default (void);
/* The folder of the bundled scenarios: TERRACES_SCENARIOS_DIR when set,
 * else the installed one (a new string). */
char                 *terr_puzzle_collection_default_dir (void);
void                  terr_puzzle_collection_free (TerrPuzzleCollection *collection);
guint                 terr_puzzle_collection_get_size (TerrPuzzleCollection *collection);
/* TRUE when a puzzle of @collection has the position and goal of @game. */
gboolean              terr_puzzle_collection_contains (TerrPuzzleCollection *collection,
                                                       TerrGame             *game);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TerrPuzzleCollection, terr_puzzle_collection_free)

/* The answer of the puzzle @self as a key (the position its first
 * solution leaves, as the game sees it), or NULL when it has no solution
 * (from @cert, or from a check of its own when @cert is NULL). */
GBytes          *terr_game_puzzle_answer    (TerrGame              *self,
                                             const TerrCertificate *cert,
                                             GError               **error);
/* Runs the quality gate on the puzzle @self, certified by @cert (NULL:
 * checked here): is it solved by the first step, by the greedy choice at
 * every step, or is its answer the same as that of a puzzle of
 * @collection (NULL: none; a puzzle with the same position and goal as
 * @self is itself and not compared)?  @reason gets one sentence for
 * people (NULL when it passes).  FALSE with @error when the puzzle cannot
 * be checked. */
gboolean         terr_game_puzzle_gate      (TerrGame              *self,
                                             const TerrCertificate *cert,
                                             TerrPuzzleCollection  *collection,
                                             TerrGateVerdict       *verdict,
                                             char                 **reason,
                                             GError               **error);

G_END_DECLS
