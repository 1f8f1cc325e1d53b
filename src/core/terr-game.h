/* terr-game.h — the base class of the three games.
 *
 * TerrGame holds what every game shares: the file's meta data and players,
 * the line of moves played (with their comments and variations), the
 * position in that line (undo/redo), the starting position for writing a
 * replay, and the signals views listen to.  A subclass (TerrHgGame,
 * TerrZgGame, TerrGpGame) holds the position and implements the rules
 * through the virtual methods below.
 *
 * Signals:
 *   changed      — the position changed (move, undo, redo, load)
 *   move-played  (TerrMove*) — a move was applied by terr_game_play()
 *   game-over    — the game just ended
 * Properties: "kind", "seat-to-move", "over", "n-moves", "position-index",
 *   "can-undo", "can-redo", "title".
 *
 * The moves form a tree (terr-game-tree.c): the root is the starting
 * position, a node's first child its main line, the others variations;
 * the cursor is a node.  Nothing is discarded by playing.  A scenario
 * being designed is changed by undoable edits (terr-game-design.c) and
 * lists its structural problems.
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "terr-document.h"
#include "terr-move.h"

G_BEGIN_DECLS

struct _TerrCertificate;
struct _TerrPuzzleProbe;
struct _TerrPuzzleBest;
struct _TerrAnalysisOptions;
struct _TerrMoveAnalysis;
struct _TerrRefusal;
struct _TerrChoice;
struct _TerrGameOption;

#define TERR_TYPE_GAME (terr_game_get_type ())
G_DECLARE_DERIVABLE_TYPE (TerrGame, terr_game, TERR, GAME, GObject)

typedef struct {
  int   seat;     /* 1..N */
  char *name;
  gboolean ai;    /* type="ai" */
  int   level;    /* AI level, 0 for humans */
} TerrPlayer;

typedef enum {
  TERR_END_NONE,      /* still going (or stopped) */
  TERR_END_FINISHED,
  TERR_END_RESIGNED,
} TerrEndState;

/* A puzzle's aim, as <goal> in the file format. */
typedef enum {
  TERR_GOAL_NONE,
  TERR_GOAL_MIN_SCORE,     /* hanging-gardens, garden-paths */
  TERR_GOAL_MAX_CHEATS,    /* ziggurat */
} TerrGoalType;

typedef struct {
  TerrGoalType type;
  int seat;                /* min-score: whose score; 0 otherwise */
  int value;               /* the score to reach, or the most cheats */
  int actions;             /* hanging-gardens: actions allowed, 0 = not set */
} TerrGoal;

typedef enum {
  TERR_GOAL_STATUS_NONE,   /* no goal */
  TERR_GOAL_STATUS_OPEN,   /* neither reached nor failed yet */
  TERR_GOAL_STATUS_REACHED,
  TERR_GOAL_STATUS_FAILED,
} TerrGoalStatus;

/* Where a structural problem is (for the editor to select it). */
typedef enum {
  TERR_PLACE_NONE,
  TERR_PLACE_SQUARE,       /* x, y (and level z where it matters): a board square */
  TERR_PLACE_GRID,         /* seat's grid at x, y (garden-paths) */
  TERR_PLACE_TIER,         /* ziggurat tier z at half-cell x, y */
  TERR_PLACE_HAND,         /* index in the hand */
  TERR_PLACE_PILE,         /* index in the pile */
  TERR_PLACE_PIECE,        /* index in the piece set (garden-paths) */
  TERR_PLACE_BOARD,        /* the board as a whole (size, gates) */
  TERR_PLACE_SUPPLY,       /* the supply or the count of a kind of piece */
  TERR_PLACE_SEATS,        /* seats, seat to move */
  TERR_PLACE_GOAL,         /* the puzzle goal */
} TerrPlaceKind;

typedef struct {
  TerrPlaceKind kind;
  int x, y, z;
  int seat;
  int index;
} TerrPlace;

typedef struct {
  TerrPlace place;
  char *message;           /* the rule in words, naming the spot */
} TerrProblem;

/* A square the words name, as they name it: hanging-gardens a space
 * (x, y); ziggurat a foundation cell (x, y) 0..5 (any tier); garden-paths
 * square (x, y) of @seat's grid.  @seat is 0 where a game has one board. */
typedef struct {
  int seat;
  int x, y;
} TerrSquare;

TerrProblem  *terr_problem_new  (const TerrPlace *place,
                                 const char      *format,
                                 ...) G_GNUC_PRINTF (2, 3);
void          terr_problem_free (TerrProblem     *problem);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TerrProblem, terr_problem_free)

/* Limits for solvers; 0 means "no limit". */
typedef struct {
  double  time_limit;     /* seconds */
  guint64 node_limit;
  /* Called now and then from the solving thread; may be NULL. */
  void  (*progress) (double fraction, guint64 nodes, gpointer user_data);
  gpointer progress_data;
} TerrSolveOptions;

struct _TerrGameClass
{
  GObjectClass parent_class;

  TerrGameKind kind;

  /* A fresh starting position for @n_players seats (the players are
   * already set on the base); @seed drives any shuffle or first seat. */
  gboolean   (*setup_new)       (TerrGame        *self,
                                 guint            n_players,
                                 guint64          seed,
                                 GError         **error);
  /* Read rules, board, pieces, position, goal from @doc and check them
   * (not the moves: the base replays those through apply_move). */
  gboolean   (*load_state)      (TerrGame        *self,
                                 TerrDocument    *doc,
                                 GError         **error);
  /* Add <rules> to @root. */
  void       (*write_rules)     (TerrGame        *self,
                                 xmlNode         *root);
  /* Add <board>, <pieces>, <position>, <goal> (as this game has them) for
   * the current position. */
  void       (*write_state)     (TerrGame        *self,
                                 xmlNode         *root);
  /* Check @move against the rules; on success apply it and remember what
   * undo_move needs.  The error message is the bare reason ("a support
   * needs …"); the caller adds file, line and move number. */
  gboolean   (*apply_move)      (TerrGame        *self,
                                 const TerrMove  *move,
                                 GError         **error);
  /* Undo the last move applied by apply_move. */
  void       (*undo_move)       (TerrGame        *self);
  /* When apply_move refuses a move it also calls terr_game_refuse() with
   * a TerrRefusal (terr-refusal.h); refusal_text words the game's own
   * codes (TERR_REFUSAL_N_COMMON up to n_refusal_codes) in translated
   * sentences, short (a toast) or @full (what and why). */
  char      *(*refusal_text)    (TerrGame        *self,
                                 const struct _TerrRefusal *refusal,
                                 gboolean         full);
  int          n_refusal_codes;
  int        (*get_seat_to_move)(TerrGame        *self);
  TerrEndState (*get_end_state) (TerrGame        *self);
  /* Every legal move of the seat to move (TerrMove*), empty when over. */
  GPtrArray *(*list_moves)      (TerrGame        *self);
  /* The number <result> stores for @seat (ziggurat: cheats). */
  int        (*get_seat_score)  (TerrGame        *self,
                                 int              seat);
  /* The "score" JSON object of cli.md, and a text for people. */
  JsonNode  *(*score_json)      (TerrGame        *self);
  char      *(*score_text)      (TerrGame        *self);
  /* The "solve" JSON object of cli.md; runs in any thread on @self only. */
  JsonNode  *(*solve)           (TerrGame        *self,
                                 const TerrSolveOptions *options,
                                 GCancellable    *cancellable,
                                 GError         **error);
  char      *(*solve_text)      (TerrGame        *self,
                                 JsonNode        *solution);
  /* The move an AI of @level (1 to the class's n_levels; the base
   * refuses any other) plays for the seat to move; deterministic for a given @seed.  An AI sees
   * only what its seat may see (Garden Paths: its own grid). */
  TerrMove  *(*ai_move)         (TerrGame        *self,
                                 guint            level,
                                 guint64          seed,
                                 GCancellable    *cancellable,
                                 GError         **error);
  /* Short description of the position for people and screen readers. */
  char      *(*describe)        (TerrGame        *self);

  /* --- positions kept for fast navigation (terr-game-tree.c) ---
   * A copy of the current position (not of the undo records); restoring
   * one sets the position and forgets every undo record. */
  gpointer   (*save_position)   (TerrGame        *self);
  void       (*restore_position)(TerrGame        *self,
                                 gconstpointer    position);
  void       (*free_position)   (gpointer         position);

  /* --- games describe themselves --- */
  /* Seats a new game may have, and the default. */
  guint        min_players;
  guint        max_players;
  guint        default_players;
  /* One line for people who do not know the game (translatable, N_()). */
  const char  *pitch;
  /* A move in words without the player's name: "support on level 0 at
   * (2, 3)".  The position is the one before the move. */
  char      *(*describe_move)   (TerrGame        *self,
                                 const TerrMove  *move);
  /* The state line under the turn ("Action 2 of 2", "12 in the pile …"),
   * or NULL when there is nothing to say. */
  char      *(*status_text)     (TerrGame        *self);
  /* The puzzle goal (FALSE when there is none) and how it stands now. */
  gboolean   (*get_goal)        (TerrGame        *self,
                                 TerrGoal        *goal);
  TerrGoalStatus (*goal_status) (TerrGame        *self);
  /* The goal in words ("Score at least 22 points with 2 actions."). */
  char      *(*goal_text)       (TerrGame        *self);
  /* What is on a square, bottom to top, in words (@seat: whose grid, for
   * games with one grid per seat; @x, @y as in the file format, for
   * ziggurat in half-domino cells). */
  char      *(*describe_square) (TerrGame        *self,
                                 int              seat,
                                 int              x,
                                 int              y);

  /* --- designing a scenario (edits, see terr_game_begin_edit) ---
   * A copy of everything a scenario holds (position, board, pieces,
   * goal), for undoing edits; restoring one replaces it all (copying
   * from @setup, which the caller keeps). */
  gpointer   (*save_setup)      (TerrGame        *self);
  void       (*restore_setup)   (TerrGame        *self,
                                 gpointer         setup);
  void       (*free_setup)      (gpointer         setup);
  /* Add every structural problem of the position (TerrProblem*) to
   * @problems: the checks the loader makes, each with its place. */
  void       (*list_problems)   (TerrGame        *self,
                                 GPtrArray       *problems);
  /* Change the number of seats of a scenario being designed. */
  gboolean   (*set_n_players)   (TerrGame        *self,
                                 guint            n_players,
                                 GError         **error);
  /* One entry of `terraces-cli timeline` for the current position, without
   * "move" (the base adds it); NULL: the base's {seat, scores}. */
  JsonNode  *(*timeline_entry)  (TerrGame        *self,
                                 double           time_limit,
                                 GCancellable    *cancellable);

  /* --- puzzles (terr-puzzle.h; each game's terr-<game>-puzzle.c) ---
   * Count the distinct solutions of the goal from the current position
   * up to @cap within @max_nodes solver nodes (never wall time); fill
   * @cert's verdict, n_solutions, cap, count_exact, work and solution
   * (the base adds version and hash).  FALSE with an error when
   * cancelled or the goal cannot be checked. */
  gboolean   (*check_puzzle)    (TerrGame        *self,
                                 guint            cap,
                                 guint64          max_nodes,
                                 GCancellable    *cancellable,
                                 void           (*progress) (double fraction, gpointer data),
                                 gpointer         progress_data,
                                 struct _TerrCertificate *cert,
                                 GError         **error);
  /* A new scenario with a goal, its difficulty (a TerrDifficulty) and
   * certificate set, from @seed (deterministic); the base adds the
   * title. */
  TerrGame  *(*generate_puzzle) (TerrGameClass   *klass,
                                 int              difficulty,
                                 guint64          seed,
                                 guint            flags,
                                 GCancellable    *cancellable,
                                 void           (*progress) (double fraction, gpointer data),
                                 gpointer         progress_data,
                                 GError         **error);
  /* The quality gate (terr-puzzle-gate.c): how the greedy player does
   * from the current position (fill @probe, a TerrPuzzleProbe); FALSE
   * with an error when the goal cannot be probed. */
  gboolean   (*probe_puzzle)    (TerrGame        *self,
                                 struct _TerrPuzzleProbe *probe,
                                 GError         **error);
  /* What a finished puzzle's answer is, as a key: the position the
   * solution leaves (with the board where the game has one), compared to
   * find near-duplicates. */
  GBytes    *(*puzzle_answer)   (TerrGame        *self);
  /* The node limit of a check when the caller gives none. */
  guint64      puzzle_nodes;
  /* The difficulty (a TerrDifficulty) the generator gives a puzzle whose
   * check took @work solver nodes: the generator's own bands, so that
   * Check Puzzle's suggestion and the generator never disagree. */
  int        (*puzzle_difficulty) (guint64        work);
  /* Score goals: the best score the goal's steps can reach from the
   * current position and how many distinct ways reach it (up to @cap),
   * within @max_nodes (0: puzzle_nodes); fill @best (a TerrPuzzleBest).
   * NULL where the goal is not a score. */
  gboolean   (*puzzle_best)     (TerrGame        *self,
                                 guint            cap,
                                 guint64          max_nodes,
                                 GCancellable    *cancellable,
                                 struct _TerrPuzzleBest *best,
                                 GError         **error);

  /* --- analysis (terr-game-analysis.h; each game's terr-<game>-analysis.c)
   * Judge @played, the next move of the main line, in the current position
   * (the one before it) for its seat: fill @out's verdict, values, loss
   * and better move (the base adds the node, number, words and mark).
   * Searches are bounded by @options->node_limit, never by wall time;
   * the position must be the same afterwards.  FALSE with an error when
   * cancelled. */
  gboolean   (*analyse_move)    (TerrGame        *self,
                                 const TerrMove  *played,
                                 const struct _TerrAnalysisOptions *options,
                                 GCancellable    *cancellable,
                                 struct _TerrMoveAnalysis *out,
                                 GError         **error);

  /* --- what a seat may know (terr-seat-view.h) ---
   * Whether what is private to @seat is hidden from @viewer now (Garden
   * Paths: another seat's grid, its placements and its score, before the
   * end); NULL: nothing is private. */
  gboolean   (*seat_is_hidden)  (TerrGame        *self,
                                 int              viewer,
                                 int              seat);
  /* A move of a hidden seat in words, without the player's name and
   * without what is private ("placed the piece"). */
  char      *(*describe_hidden_move) (TerrGame   *self,
                                 const TerrMove  *move);
  /* The status line and the whole position in words as @viewer may know
   * them (0: everything); NULL: status_text and describe. */
  char      *(*status_text_for) (TerrGame        *self,
                                 int              viewer);
  char      *(*describe_for)    (TerrGame        *self,
                                 int              viewer);

  /* --- hints (terr-seat-view.h) ---
   * A good move for the seat to move, deterministic for @seed; @gain (when
   * the game can say) what it scores at once.  NULL: the AI's level 2. */
  TerrMove  *(*hint)            (TerrGame        *self,
                                 guint64          seed,
                                 int             *gain,
                                 gboolean        *has_gain,
                                 GCancellable    *cancellable,
                                 GError         **error);

  /* --- how a view shows it (terr-seat-view.h) ---
   * The levels a view of the board may be cut at: @lowest and @highest
   * (the highest meaning "everything") when it has levels at all; TRUE
   * when cutting shows something now.  NULL: no levels. */
  gboolean   (*view_levels)     (TerrGame        *self,
                                 int             *lowest,
                                 int             *highest);
  /* "Showing levels 0 to 2" up to @highest, or everything (-1). */
  char      *(*levels_text)     (TerrGame        *self,
                                 int              highest);
  /* The cut in words for screen readers, N_("Highest level shown"). */
  const char  *levels_label;
  /* Drawn from above only: no oblique view to choose. */
  gboolean     flat;
  /* Each seat has a part of the position of its own (Garden Paths: a
   * grid): a view shows one seat's part at a time while the game goes on
   * (terr_game_has_seat_parts, terr_game_get_review_seat). */
  gboolean     seat_parts;
  /* The heading of the pieces a player picks from, N_(); NULL: "Pieces
   * to Place". */
  const char  *hand_title;

  /* --- what views ask of a game (terr-choice.h, terr-game-views.c) ---
   * Computer levels 1..n_levels (terr_game_ai_move refuses any above) and their
   * names (N_(); NULL: the base's "Computer, easy", "…, strong",
   * "…, expert"). */
  guint        n_levels;
  const char  *const *level_names;
  /* The legal moves of the seat to move grouped into choices (a new array
   * of TerrChoice*); NULL: one choice per move type. */
  GPtrArray *(*list_choices)    (TerrGame        *self);
  /* The move of positional @choice on square (@x, @y) turned
   * @orientation, with @level the surface level under the pointer when
   * known (else G_MININT): a legal move of the choice when one is there,
   * else the move a player would mean there (refused by the rules, so that
   * a view can say why).  NULL: the base matches x and y. */
  TerrMove  *(*complete_move)   (TerrGame        *self,
                                 struct _TerrChoice *choice,
                                 int              x,
                                 int              y,
                                 int              level,
                                 int              orientation);
  /* A choice whose piece is first picked on the board (one with source
   * attributes, terr_choice_get_source_attrs): the legal move of @choice
   * whose piece lies on square (@x, @y), @level the surface level under
   * the pointer when known (else G_MININT); NULL when none is there.
   * NULL: nothing is picked on the board. */
  TerrMove  *(*pick_source)     (TerrGame        *self,
                                 struct _TerrChoice *choice,
                                 int              x,
                                 int              y,
                                 int              level);
  /* Where the pointer holds a move of @choice: the square and the
   * orientation from which complete_move gives @move.  NULL: the move's
   * x and y, in the first orientation that gives it. */
  gboolean   (*anchor_move)     (TerrGame        *self,
                                 struct _TerrChoice *choice,
                                 const TerrMove  *move,
                                 int             *x,
                                 int             *y,
                                 int             *orientation);
  /* The score in words (terr_game_explain_score): per seat when
   * explains_per_seat (else the game as a whole, @seat 0), from one of
   * n_score_views points of view (0 the best; Hanging Gardens: then north,
   * east, south, west). */
  gboolean     explains_per_seat;
  guint        n_score_views;
  char      *(*explain_score)   (TerrGame        *self,
                                 int              seat,
                                 guint            view);
  /* The options of a new game (terr-game-option.h), the values of a
   * choice among them (TerrGameOptionValue*, a new array), and a new game
   * with them (@options a{sv}, never NULL); NULL: no options. */
  const struct _TerrGameOption *options;
  guint        n_options;
  GPtrArray *(*list_option_values) (TerrGameClass *klass,
                                 const char      *option_id);
  TerrGame  *(*new_with_options) (TerrGameClass  *klass,
                                 guint            n_players,
                                 guint64          seed,
                                 GVariant        *options,
                                 GError         **error);

  /* The squares @move touches (TerrSquare, appended to @squares) in the
   * position before it: where it puts things and where it takes them
   * from, those its words name among them.  NULL: none. */
  void       (*move_squares)    (TerrGame        *self,
                                 const TerrMove  *move,
                                 GArray          *squares);

  /* What a copy in a worker thread (terr_game_ai_move_async and the other
   * snapshots) must know that the file does not hold: a mode of the game
   * (Garden Paths: the seats placing elsewhere); NULL when none.
   * restore_mode applies it to the copy before its moves are replayed. */
  GVariant  *(*save_mode)       (TerrGame        *self);
  void       (*restore_mode)    (TerrGame        *self,
                                 GVariant        *mode);

  gpointer padding[3];
};

/* --- creating, loading, saving --- */
/* Register the three game types (defined in terr-games.c, which links all
 * games); the loaders find a game's class only once its type exists. */
void          terr_games_ensure_types     (void);
TerrGame     *terr_game_new               (TerrGameKind     kind,
                                           guint            n_players,
                                           guint64          seed,
                                           GError         **error);
/* Loads a scenario or replay: checks the position, replays every move of
 * the main line and of every variation, checks <result>.  The game is left
 * after the last move of the main line. */
TerrGame     *terr_game_load_document     (TerrDocument    *doc,
                                           GError         **error);
TerrGame     *terr_game_load_path         (const char      *path,
                                           GError         **error);
TerrGame     *terr_game_load_file         (GFile           *file,
                                           GCancellable    *cancellable,
                                           GError         **error);
/* A replay (starting position + all moves) or a scenario (current position). */
TerrDocument *terr_game_to_document       (TerrGame        *self,
                                           TerrFileKind     kind);
GBytes       *terr_game_to_bytes          (TerrGame        *self,
                                           TerrFileKind     kind);
gboolean      terr_game_save_path         (TerrGame        *self,
                                           const char      *path,
                                           TerrFileKind     kind,
                                           GError         **error);
/* An independent copy (same moves, same position index) for another thread. */
TerrGame     *terr_game_copy              (TerrGame        *self);

/* --- playing --- */
TerrGameKind  terr_game_get_kind          (TerrGame        *self);

/* How playing a move that leaves the current line is kept (nothing is ever
 * discarded by playing):
 *  - PLAY: the line being played is the main line; a taken-back
 *    continuation becomes a variation, so the saved game's main line is
 *    the game as it was played.
 *  - REVIEW: a new move is a variation; the main line stays. */
typedef enum {
  TERR_GAME_MODE_PLAY,
  TERR_GAME_MODE_REVIEW,
} TerrGameMode;
TerrGameMode  terr_game_get_mode          (TerrGame        *self);
void          terr_game_set_mode          (TerrGame        *self,
                                           TerrGameMode     mode);

/* Check and apply at the cursor.  When the cursor's node already has this
 * move next, the cursor just moves there; otherwise a new node is added
 * (first child in PLAY mode, last in REVIEW mode).  Emits move-played,
 * changed and maybe game-over.  Refused while the position has structural
 * problems (terr_game_list_problems).  The error is the bare reason. */
gboolean      terr_game_play              (TerrGame        *self,
                                           TerrMove        *move,
                                           GError         **error);
/* TRUE when @move is legal now (nothing changes); @error gets the reason. */
gboolean      terr_game_check_move        (TerrGame        *self,
                                           TerrMove        *move,
                                           GError         **error);
/* The current line: from the start through the cursor, then on as far as
 * the line was last followed (first children past where it was).  Undo
 * and redo step along it; an index counts moves from the start. */
gboolean      terr_game_can_undo          (TerrGame        *self);
gboolean      terr_game_can_redo          (TerrGame        *self);
gboolean      terr_game_undo              (TerrGame        *self);
gboolean      terr_game_redo              (TerrGame        *self);
/* Go to the position after @index moves of the current line. */
gboolean      terr_game_go_to             (TerrGame        *self,
                                           guint            index);
/* The cursor's depth: how many moves of the current line are applied. */
guint         terr_game_get_position_index (TerrGame       *self);
/* The moves of the current line (TerrMove*, owned by the game, valid until
 * the line changes). */
GPtrArray    *terr_game_get_moves         (TerrGame        *self);
guint         terr_game_get_n_moves       (TerrGame        *self);

/* --- the move tree (terr-game-tree.c) ---
 * The root is the starting position (no move); each other node is a move
 * with an optional comment; a node's first child is its main line, the
 * others are variations.  Nodes belong to the game and stay valid until
 * they are deleted (terr_game_delete_node). */
typedef struct _TerrGameNode TerrGameNode;

TerrGameNode *terr_game_get_root          (TerrGame        *self);
TerrGameNode *terr_game_get_cursor        (TerrGame        *self);
/* Any node of this game's tree; emits changed (and game-over). */
gboolean      terr_game_go_to_node        (TerrGame        *self,
                                           TerrGameNode    *node);
/* The node at @index of the current line (0: the root), or NULL. */
TerrGameNode *terr_game_get_line_node     (TerrGame        *self,
                                           guint            index);
TerrGameNode *terr_game_node_get_parent   (const TerrGameNode *node);
guint         terr_game_node_get_n_children (const TerrGameNode *node);
TerrGameNode *terr_game_node_get_child    (const TerrGameNode *node,
                                           guint            i);
/* The move (NULL for the root) and its comment (NULL when none). */
TerrMove     *terr_game_node_get_move     (const TerrGameNode *node);
const char   *terr_game_node_get_comment  (const TerrGameNode *node);
/* Moves from the start to this node (0 for the root). */
guint         terr_game_node_get_depth    (const TerrGameNode *node);
/* Which child of its parent (0: the parent's main line). */
guint         terr_game_node_get_index    (const TerrGameNode *node);
/* On the main line: every node from the root to it is a first child. */
gboolean      terr_game_node_is_main_line (const TerrGameNode *node);
/* Where a variation starts, in the words validate uses: "move 12,
 * variation 2, move 3" (empty for the root). */
char         *terr_game_node_get_path     (const TerrGameNode *node);
/* Identifies a node for as long as the game lives (never reused). */
guint64       terr_game_node_get_id       (const TerrGameNode *node);
TerrGameNode *terr_game_find_node         (TerrGame        *self,
                                           guint64          id);

/* Tree edits, each undoable with terr_game_undo_tree_edit: */
/* Set or clear (NULL or "") the comment of a move. */
gboolean      terr_game_set_comment       (TerrGame        *self,
                                           TerrGameNode    *node,
                                           const char      *comment);
/* Make @node's line the main line (it and every ancestor first child). */
gboolean      terr_game_promote_node      (TerrGame        *self,
                                           TerrGameNode    *node);
/* Delete @node and everything after it; refused on the main line (the
 * game itself is never deleted).  A cursor inside goes to the parent. */
gboolean      terr_game_delete_node       (TerrGame        *self,
                                           TerrGameNode    *node,
                                           GError         **error);
/* Add @moves (TerrMove*: a line, each legal after the one before) under
 * @parent as one new variation (its main line when nothing follows
 * @parent), with @comment on the first move; the moves are copied bare and
 * the cursor does not move.  Refused when the first move follows @parent
 * already or a move is illegal.  Undo takes the line out, redo puts the
 * same nodes (same ids) back.  Returns the first node added. */
TerrGameNode *terr_game_add_variation     (TerrGame        *self,
                                           TerrGameNode    *parent,
                                           GPtrArray       *moves,
                                           const char      *comment,
                                           GError         **error);
/* Make the last @n tree edits one step for undo and redo. */
gboolean      terr_game_group_tree_edits  (TerrGame        *self,
                                           guint            n);
gboolean      terr_game_can_undo_tree_edit (TerrGame       *self);
gboolean      terr_game_can_redo_tree_edit (TerrGame       *self);
gboolean      terr_game_undo_tree_edit    (TerrGame        *self);
gboolean      terr_game_redo_tree_edit    (TerrGame        *self);

int           terr_game_get_seat_to_move  (TerrGame        *self);
gboolean      terr_game_is_over           (TerrGame        *self);
TerrEndState  terr_game_get_end_state     (TerrGame        *self);
GPtrArray    *terr_game_list_moves        (TerrGame        *self);
int           terr_game_get_seat_score    (TerrGame        *self,
                                           int              seat);
JsonNode     *terr_game_score_json        (TerrGame        *self);
char         *terr_game_score_text        (TerrGame        *self);
JsonNode     *terr_game_solve             (TerrGame        *self,
                                           const TerrSolveOptions *options,
                                           GCancellable    *cancellable,
                                           GError         **error);
char         *terr_game_solve_text        (TerrGame        *self,
                                           JsonNode        *solution);
TerrMove     *terr_game_ai_move           (TerrGame        *self,
                                           guint            level,
                                           guint64          seed,
                                           GCancellable    *cancellable,
                                           GError         **error);
char         *terr_game_describe          (TerrGame        *self);

/* --- games describe themselves --- */
/* For a kind of game, without an instance: seat range, default, pitch. */
void          terr_game_kind_get_players  (TerrGameKind     kind,
                                           guint           *min_players,
                                           guint           *max_players,
                                           guint           *default_players);
const char   *terr_game_kind_get_pitch    (TerrGameKind     kind);
/* "Ann — support on level 0 at (2, 3)" (the player's name, then the move;
 * the name alone is left out of a one-seat game). */
char         *terr_game_describe_move     (TerrGame        *self,
                                           const TerrMove  *move);
/* The move of a node of the tree, described in the position before it. */
char         *terr_game_describe_node     (TerrGame        *self,
                                           const TerrGameNode *node);
/* The squares a move touches in the current position (before it), a new
 * GArray of TerrSquare (empty for a move on no square: pass, announce). */
GArray       *terr_game_move_squares      (TerrGame        *self,
                                           const TerrMove  *move);
/* The same in the position of @node (another node of the tree). */
GArray       *terr_game_move_squares_at   (TerrGame        *self,
                                           const TerrGameNode *node,
                                           const TerrMove  *move);
/* The same for the move of a node, in the position before it. */
GArray       *terr_game_node_squares      (TerrGame        *self,
                                           const TerrGameNode *node);
/* The squares a problem's place names (none for a place off the board). */
GArray       *terr_game_place_squares     (const TerrPlace *place);
char         *terr_game_get_status_text   (TerrGame        *self);
/* The player's name for @seat ("Player 2" when it has none). */
char         *terr_game_get_player_name   (TerrGame        *self,
                                           int              seat);
gboolean      terr_game_get_goal          (TerrGame        *self,
                                           TerrGoal        *goal);
TerrGoalStatus terr_game_get_goal_status  (TerrGame        *self);
char         *terr_game_get_goal_text     (TerrGame        *self);
char         *terr_game_describe_square   (TerrGame        *self,
                                           int              seat,
                                           int              x,
                                           int              y);

/* --- designing a scenario ---
 * Edits change the starting position of a game without moves (a scenario
 * being designed), ignoring turn order.  Each game's edit functions call
 * terr_game_begin_edit() first and terr_game_end_edit() after; the base
 * keeps the undo stack, re-lists the problems and emits changed. */
gboolean      terr_game_is_editable       (TerrGame        *self);
void          terr_game_begin_edit        (TerrGame        *self);
void          terr_game_end_edit          (TerrGame        *self);
gboolean      terr_game_can_undo_edit     (TerrGame        *self);
gboolean      terr_game_can_redo_edit     (TerrGame        *self);
gboolean      terr_game_undo_edit         (TerrGame        *self);
gboolean      terr_game_redo_edit         (TerrGame        *self);
/* An edit of the design (one or more of the game's edit functions). */
typedef gboolean (*TerrGameEditFunc) (TerrGame  *game,
                                      gpointer   data,
                                      GError   **error);
/* Check only: runs @edit, then puts the design back as it was, with no
 * undo record and no "changed".  Returns what @edit returns (with its
 * @error when it refuses); when it does not and @problems is given, the
 * problems the design would then have (TerrProblem*, a new array). */
gboolean      terr_game_try_edit          (TerrGame        *self,
                                           TerrGameEditFunc edit,
                                           gpointer         data,
                                           GPtrArray      **problems,
                                           GError         **error);
/* Every structural problem of the position (TerrProblem*, new array);
 * empty when it is valid and may be played. */
GPtrArray    *terr_game_list_problems     (TerrGame        *self);
gboolean      terr_game_has_problems      (TerrGame        *self);
/* Seats of a scenario being designed (an edit). */
gboolean      terr_game_edit_set_n_players (TerrGame       *self,
                                           guint            n_players,
                                           GError         **error);
/* Title, author and description of a scenario being designed (an edit;
 * NULL clears one). */
gboolean      terr_game_edit_set_meta     (TerrGame       *self,
                                           const char     *title,
                                           const char     *author,
                                           const char     *description);
/* A seat's name and whether a computer plays it, at which level (an edit). */
gboolean      terr_game_edit_set_player   (TerrGame       *self,
                                           int             seat,
                                           const char     *name,
                                           gboolean        ai,
                                           int             level,
                                           GError        **error);
/* A scenario of the current position (no moves, same seats and meta),
 * ready for edits. */
TerrGame     *terr_game_new_scenario      (TerrGame        *self);
/* Loading a scenario with structural problems (a draft): the problems
 * are kept and listed instead of refusing the file.  A subclass's
 * load_state asks terr_game_is_loading_draft() and, when TRUE, lets
 * structural problems through to list_problems. */
TerrGame     *terr_game_load_draft        (TerrDocument    *doc,
                                           GError         **error);
gboolean      terr_game_is_loading_draft  (TerrGame        *self);

/* --- scores over time (terr-game-async.c) ---
 * One entry per position of the main line, as `terraces-cli timeline
 * --json` prints it ({"game", "seats", "positions": […]}); cached per
 * node; @time_limit is per position (ziggurat), <= 0 for 1 s. */
JsonNode     *terr_game_timeline          (TerrGame        *self,
                                           double           time_limit,
                                           GCancellable    *cancellable,
                                           void           (*progress) (double fraction, gpointer data),
                                           gpointer         progress_data,
                                           GError         **error);
/* Off the main loop on a copy made in the worker thread from a snapshot
 * (terr-game-analysis.c); @progress runs in the main context; the entries
 * are cached in this game's nodes by terr_game_timeline_finish(). */
void          terr_game_timeline_async    (TerrGame        *self,
                                           double           time_limit,
                                           GCancellable    *cancellable,
                                           void           (*progress) (double fraction, gpointer data),
                                           gpointer         progress_data,
                                           GAsyncReadyCallback callback,
                                           gpointer         user_data);
JsonNode     *terr_game_timeline_finish   (TerrGame        *self,
                                           GAsyncResult    *result,
                                           GError         **error);
/* The cached entry of a node of the main line, or NULL (transfer none). */
JsonNode     *terr_game_node_get_timeline_entry (const TerrGameNode *node);

/* --- long work off the main loop (GTask in a thread, on a copy of the game) --- */
void          terr_game_ai_move_async     (TerrGame        *self,
                                           guint            level,
                                           guint64          seed,
                                           GCancellable    *cancellable,
                                           GAsyncReadyCallback callback,
                                           gpointer         user_data);
TerrMove     *terr_game_ai_move_finish    (TerrGame        *self,
                                           GAsyncResult    *result,
                                           GError         **error);
/* @options->progress is called in the main context (at most ~10 times a second). */
void          terr_game_solve_async       (TerrGame        *self,
                                           const TerrSolveOptions *options,
                                           GCancellable    *cancellable,
                                           GAsyncReadyCallback callback,
                                           gpointer         user_data);
JsonNode     *terr_game_solve_finish      (TerrGame        *self,
                                           GAsyncResult    *result,
                                           GError         **error);
/* Subclasses call this after a change made outside play/undo/redo. */
void          terr_game_emit_changed      (TerrGame        *self);

/* --- meta data and seats --- */
guint         terr_game_get_n_players     (TerrGame        *self);
const TerrPlayer *terr_game_get_player    (TerrGame        *self,
                                           int              seat);
void          terr_game_set_player        (TerrGame        *self,
                                           int              seat,
                                           const char      *name,
                                           gboolean         ai,
                                           int              level);
const char   *terr_game_get_title         (TerrGame        *self);
void          terr_game_set_title         (TerrGame        *self,
                                           const char      *title);
const char   *terr_game_get_author        (TerrGame        *self);
void          terr_game_set_author        (TerrGame        *self,
                                           const char      *author);
const char   *terr_game_get_description   (TerrGame        *self);
void          terr_game_set_description   (TerrGame        *self,
                                           const char      *description);
gboolean      terr_game_get_seed          (TerrGame        *self,
                                           guint64         *seed);
void          terr_game_set_seed          (TerrGame        *self,
                                           guint64          seed);

/* The display name of the file it came from, or NULL. */
const char   *terr_game_get_source_name   (TerrGame        *self);

/* --- what views ask of a game (terr-choice.c, terr-game-views.c) --- */
/* The choices of the seat to move (a new GListModel of TerrChoice; empty
 * when the game is over). */
GListModel   *terr_game_list_choices      (TerrGame        *self);
/* The legal move by which the seat to move gives up ("resign"), or NULL
 * when there is none now; it is not among the choices: a view offers it
 * apart, as an action that asks first. */
TerrMove     *terr_game_get_resign_move   (TerrGame        *self);
/* See TerrGameClass.complete_move; NULL when @choice needs no square. */
TerrMove     *terr_game_complete_move     (TerrGame        *self,
                                           struct _TerrChoice *choice,
                                           int              x,
                                           int              y,
                                           int              level,
                                           int              orientation);
/* See TerrGameClass.pick_source; NULL when @choice picks nothing. */
TerrMove     *terr_game_pick_source       (TerrGame        *self,
                                           struct _TerrChoice *choice,
                                           int              x,
                                           int              y,
                                           int              level);
/* See TerrGameClass.anchor_move; FALSE when no square and orientation of
 * @choice give @move. */
gboolean      terr_game_anchor_move       (TerrGame        *self,
                                           struct _TerrChoice *choice,
                                           const TerrMove  *move,
                                           int             *x,
                                           int             *y,
                                           int             *orientation);
/* The computer levels of a kind of game (1..n) and their names. */
guint         terr_game_kind_get_n_levels (TerrGameKind     kind);
const char   *terr_game_kind_get_level_name (TerrGameKind   kind,
                                           guint            level);
/* Whether the game explains its score per seat, and from how many points
 * of view (see TerrGameClass.explain_score). */
gboolean      terr_game_kind_explains_per_seat (TerrGameKind kind);
guint         terr_game_kind_get_n_score_views (TerrGameKind kind);
/* The score of @seat (0 for a game explained as a whole) in words, from
 * point of view @view; "" when there is nothing to explain. */
char         *terr_game_explain_score     (TerrGame        *self,
                                           int              seat,
                                           guint            view);

G_END_DECLS

#include "terr-game-analysis.h"
#include "terr-refusal.h"
#include "terr-seat-view.h"
#include "terr-game-option.h"
