/* terr-game-analysis.h — "Analyse game": for each move of the main line,
 * what the best choice would have been for the seat that played it, and
 * how much the move played lost.
 *
 * The base walks the main line (terr-game-analysis.c); each game judges
 * one move in its own file through the analyse_move virtual method
 * (src/core/<game>/terr-<game>-analysis.c):
 *  - Hanging Gardens: the solver's best sequence of the seat's remaining
 *    actions of the turn (own score as if the game ended after them)
 *    against the same search after the action played;
 *  - Garden Paths: the best placement of the announced piece on the
 *    seat's own grid (its best path), or the announcement whose best
 *    placement helps the announcer's grid most;
 *  - Ziggurat: whether the move lost the 0-cheat finish, and the first
 *    move of the solver's line that kept it.
 * Every search is bounded by a node count, never by time, so the same
 * game gives the same analysis on any machine.
 *
 * A move is a mistake when it lost TERR_ANALYSIS_MISTAKE_POINTS points or
 * more, or the 0-cheat finish (docs/replay-viewer.md).
 *
 * Snapshots: a game copied for a thread without replaying it on the
 * caller's thread (the starting position as a small scenario and the tree's
 * moves, shared, are taken there; rebuilding the game, which replays every
 * move, happens in the thread).
 */
#pragma once

#include "terr-game.h"

G_BEGIN_DECLS

/* Loss in points from which a move is marked "mistake". */
#define TERR_ANALYSIS_MISTAKE_POINTS 3

/* Search budgets per analysed move when the options leave them 0. */
#define TERR_ANALYSIS_DEFAULT_NODES G_GUINT64_CONSTANT (200000)

typedef struct _TerrAnalysisOptions TerrAnalysisOptions;
typedef struct _TerrMoveAnalysis TerrMoveAnalysis;

struct _TerrAnalysisOptions
{
  guint64 node_limit;      /* per move and search; 0: the default */
  guint64 seed;            /* drives any random choice of a search */
};

typedef enum {
  TERR_MOVE_VERDICT_UNKNOWN,  /* the budget did not decide (or nothing to judge) */
  TERR_MOVE_VERDICT_BEST,     /* nothing better was found */
  TERR_MOVE_VERDICT_WORSE,    /* a better move exists: see loss, better */
  TERR_MOVE_VERDICT_LOST_FINISH, /* ziggurat: lost the 0-cheat finish */
} TerrMoveVerdict;

struct _TerrMoveAnalysis
{
  guint64   node_id;       /* the node of the analysed game (terr_game_find_node) */
  guint     number;        /* the move's number in the main line (1: the first) */
  int       seat;
  TerrMoveVerdict verdict;
  int       played_value;  /* the evaluation of the move played (points) */
  int       best_value;    /* the evaluation of the better move */
  int       loss;          /* best_value - played_value, >= 0 */
  gboolean  mistake;       /* loss >= TERR_ANALYSIS_MISTAKE_POINTS or lost finish */
  TerrMove *better;        /* a better move, legal before the move; NULL when none */
  char     *better_text;   /* the better move in words ("Ann — bed at (3, 1)") */
  char     *detail;        /* what the game says about it ("14 points instead of 10") */
};

void              terr_move_analysis_clear (TerrMoveAnalysis *analysis);

/* The analysis of a game: one TerrMoveAnalysis per move of the main line
 * at the time it was made.  Reference counted, immutable. */
typedef struct _TerrAnalysis TerrAnalysis;

GType             terr_analysis_get_type   (void) G_GNUC_CONST;
TerrAnalysis     *terr_analysis_ref        (TerrAnalysis *analysis);
void              terr_analysis_unref      (TerrAnalysis *analysis);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TerrAnalysis, terr_analysis_unref)

guint             terr_analysis_get_n_moves (TerrAnalysis *analysis);
/* Entry @i: move i + 1 of the main line (transfer none). */
const TerrMoveAnalysis *terr_analysis_get_move (TerrAnalysis *analysis,
                                           guint         i);
/* The entry of a node (by terr_game_node_get_id), or NULL. */
const TerrMoveAnalysis *terr_analysis_find (TerrAnalysis *analysis,
                                           guint64       node_id);
guint             terr_analysis_get_n_mistakes (TerrAnalysis *analysis);
/* The mark a list shows ("mistake −4", "lost the 0-cheat finish"), or
 * NULL when the move is not a mistake (new string, translated). */
char             *terr_move_analysis_mark  (const TerrMoveAnalysis *entry);
/* A whole sentence for a comment or a tooltip (new string, translated);
 * NULL when nothing better was found. */
char             *terr_move_analysis_text  (const TerrMoveAnalysis *entry);
/* {"game", "mistake_threshold", "moves": [{"move", "seat", "verdict",
 * "played", "best", "loss", "mistake", "better": {type, attrs…} | null,
 * "better_text", "detail"}]} */
JsonNode         *terr_analysis_to_json    (TerrAnalysis *analysis);

/* Analyses the main line of @self (moving its cursor, which comes back
 * where it was).  @progress (may be NULL) is called after each move
 * with how many are done of how many.  NULL when cancelled. */
TerrAnalysis     *terr_game_analyse        (TerrGame     *self,
                                            const TerrAnalysisOptions *options,
                                            GCancellable *cancellable,
                                            void        (*progress) (guint done, guint total, gpointer data),
                                            gpointer      progress_data,
                                            GError      **error);
/* The same on a copy made in a worker thread (from a snapshot);
 * @progress runs in the caller's main context after each move. */
void              terr_game_analyse_async  (TerrGame     *self,
                                            const TerrAnalysisOptions *options,
                                            GCancellable *cancellable,
                                            void        (*progress) (guint done, guint total, gpointer data),
                                            gpointer      progress_data,
                                            GAsyncReadyCallback callback,
                                            gpointer      user_data);
TerrAnalysis     *terr_game_analyse_finish (TerrGame     *self,
                                            GAsyncResult *result,
                                            GError      **error);

/* --- verdicts kept in the game (and its file) ---
 * The verdict of each move judged is kept in its node and written into
 * the move's <comment>, the annotation the file format gives a move, as
 * its last line (docs/file-format-notes.md):
 *   [analysis verdict=worse played=10 best=14 better=place piece=p4 x=3 y=0 transform=1]
 * Reading splits it off again, so terr_game_node_get_comment() gives the
 * reviewer's words alone and the file's bytes come back the same. */
/* Keeps the verdicts of @analysis in the nodes it judged (those of other
 * nodes are dropped; NULL drops every verdict).  Unknown verdicts are not
 * kept. */
void              terr_game_set_analysis   (TerrGame     *self,
                                            TerrAnalysis *analysis);
/* The analysis kept in the game: an entry per move of the main line (an
 * unknown verdict where none is kept), or NULL when no move has one. */
TerrAnalysis     *terr_game_get_analysis   (TerrGame     *self);
/* Whether @node keeps a verdict. */
gboolean          terr_game_node_has_verdict (const TerrGameNode *node);
/* The verdict line of @entry ("[analysis verdict=…]"), NULL for an
 * unknown verdict or a better move that the line cannot hold. */
char             *terr_move_analysis_to_line (const TerrMoveAnalysis *entry);
/* Reads a verdict line written by terr_move_analysis_to_line (exactly:
 * any other text is FALSE) into @out's verdict, values and better move
 * (by @seat). */
gboolean          terr_move_analysis_from_line (const char       *line,
                                            int               seat,
                                            TerrMoveAnalysis *out);

/* --- snapshots for threads --- */
typedef struct _TerrGameSnapshot TerrGameSnapshot;
/* Taken on the game's thread: the starting position as a scenario and the
 * tree of moves (shared, not copied), comments and the cursor's path
 * (cheap: no move is replayed, no move is written out). */
TerrGameSnapshot *terr_game_snapshot_new   (TerrGame         *self);
void              terr_game_snapshot_free  (TerrGameSnapshot *snapshot);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TerrGameSnapshot, terr_game_snapshot_free)
/* In any thread: the game read back (the cursor at the same place as the
 * original's, by child indexes). */
TerrGame         *terr_game_snapshot_load  (TerrGameSnapshot *snapshot,
                                            GError          **error);
/* The original's node id of position @index of the main line. */
guint             terr_game_snapshot_get_n_main (TerrGameSnapshot *snapshot);
guint64           terr_game_snapshot_get_main_id (TerrGameSnapshot *snapshot,
                                            guint             index);

G_END_DECLS
