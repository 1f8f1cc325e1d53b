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
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "terr-document.h"
#include "terr-move.h"

G_BEGIN_DECLS

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
  /* The move an AI of @level (1 or 2) plays for the seat to move;
   * deterministic for a given @seed. */
  TerrMove  *(*ai_move)         (TerrGame        *self,
                                 guint            level,
                                 guint64          seed,
                                 GCancellable    *cancellable,
                                 GError         **error);
  /* Short description of the position for people and screen readers. */
  char      *(*describe)        (TerrGame        *self);

  gpointer padding[8];
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
/* Check and apply; drops any redo moves; emits move-played, changed and
 * maybe game-over.  The error is the bare reason. */
gboolean      terr_game_play              (TerrGame        *self,
                                           TerrMove        *move,
                                           GError         **error);
/* TRUE when @move is legal now (nothing changes); @error gets the reason. */
gboolean      terr_game_check_move        (TerrGame        *self,
                                           TerrMove        *move,
                                           GError         **error);
gboolean      terr_game_can_undo          (TerrGame        *self);
gboolean      terr_game_can_redo          (TerrGame        *self);
gboolean      terr_game_undo              (TerrGame        *self);
gboolean      terr_game_redo              (TerrGame        *self);
/* Undo or redo until @index moves of the line are applied. */
gboolean      terr_game_go_to             (TerrGame        *self,
                                           guint            index);
guint         terr_game_get_position_index (TerrGame       *self);
/* All moves of the line (played and redoable); TerrMove*. */
GPtrArray    *terr_game_get_moves         (TerrGame        *self);
guint         terr_game_get_n_moves       (TerrGame        *self);
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

G_END_DECLS
