/* terr-game-private.h — what the files of the TerrGame base share
 * (terr-game.c, terr-game-tree.c, terr-game-tree-edit.c, terr-game-design.c, …);
 * not for the games or the program. */
#pragma once

#include "terr-game.h"
#include "terr-puzzle.h"

G_BEGIN_DECLS

#define TERR_MAX_SEATS 64

typedef struct
{
  GPtrArray *players;     /* TerrPlayer* */
  char *title;
  char *author;
  char *description;
  char *created;
  gboolean has_seed;
  guint64 seed;
  char *source_name;

  TerrDocument *initial;  /* rules/board/pieces/position/goal at the root */

  /* the move tree (terr-game-tree.c) */
  TerrGameNode *root;
  TerrGameNode *cursor;   /* the node whose position the class holds */
  GPtrArray *line;        /* TerrGameNode*: the current line, root first */
  GPtrArray *line_moves;  /* TerrMove* of line[1..], for get_moves */
  TerrGameNode *base;     /* the class has undo records from here to the cursor */
  GHashTable *nodes;      /* id -> TerrGameNode*, the nodes in the tree */
  guint64 next_id;
  GPtrArray *tree_undo;   /* TreeEdit*, oldest first */
  GPtrArray *tree_redo;
  TerrGameMode mode;
  guint64 n_applied;      /* moves applied by navigation (for tests) */

  /* designing (terr-game-design.c) */
  GPtrArray *edit_undo;   /* EditRecord*, oldest first */
  GPtrArray *edit_redo;   /* EditRecord*, next redo last */
  gpointer   edit_open;   /* setup saved by begin_edit, until end_edit */
  gboolean   trying_edit; /* inside terr_game_try_edit: nothing is kept */
  gboolean   has_problems;
  gboolean   loading_draft;

  /* puzzles (terr-puzzle.c) */
  TerrDifficulty   difficulty;
  TerrCertificate *certificate;  /* as read or set, or NULL */

  /* refusals (terr-refusal.c): the last terr_game_refuse() */
  TerrRefusal refusal;
  gboolean    refused;
} TerrGamePrivate;

TerrGamePrivate *terr_game_private (TerrGame *self);

struct _TerrGameNode
{
  TerrGameNode *parent;
  GPtrArray *children;    /* TerrGameNode*, owned; NULL when none */
  TerrMove *move;         /* NULL for the root */
  char *comment;          /* the reviewer's words (without the verdict) */
  struct _TerrMoveAnalysis *verdict; /* kept analysis verdict, or NULL (terr-game-verdict.c) */
  guint depth;
  guint64 id;
  gpointer position;      /* kept position (class save_position) or NULL */
  JsonNode *timeline;     /* cached timeline entry, or NULL */
  GObject *item;          /* TerrMoveItem, made on demand */
  char *text;             /* the move in words, made on demand */
};

/* Positions are kept every TERR_GAME_KEEP_EVERY moves of any line. */
#define TERR_GAME_KEEP_EVERY 32

/* The file format reads variations nested this deep at most. */
#define TERR_GAME_MAX_NESTING 64

/* terr-game.c */
gboolean terr_game_set_str              (char    **field,
                                         const char *value);
GType    terr_game_find_type            (TerrGameKind kind);
void     terr_game_remember_initial     (TerrGame *self);
void     terr_game_notify_state         (TerrGame *self);
void     terr_game_emit_move_played     (TerrGame *self,
                                         TerrMove *move);
void     terr_game_emit_game_over       (TerrGame *self);

/* terr-game-analysis.c: an entry judged (or read back) completed by the
 * base: node, number, loss, mark and the better move in words (the class
 * at the position before @node); a new analysis and adding to it. */
void     terr_game_analysis_finish_entry (TerrGame *self,
                                         TerrGameNode *node,
                                         struct _TerrMoveAnalysis *entry);
struct _TerrAnalysis *terr_analysis_new_for (TerrGameKind kind);
/* Takes @entry's contents. */
void     terr_analysis_take_entry       (struct _TerrAnalysis *analysis,
                                         struct _TerrMoveAnalysis *entry);

/* terr-game-verdict.c: a comment read from a file split into the words
 * and the verdict line (terr-game-analysis.h); the comment written. */
void     terr_game_verdict_split        (const char *comment,
                                         char **words,
                                         struct _TerrMoveAnalysis **verdict);
char    *terr_game_verdict_join         (const TerrGameNode *node);
void     terr_game_verdict_free         (struct _TerrMoveAnalysis *verdict);

/* terr-game-tree.c */
void     terr_game_tree_init            (TerrGame *self);
void     terr_game_tree_finalize        (TerrGame *self);
/* Applies @move through the class, checking the seat exists. */
gboolean terr_game_apply_raw            (TerrGame *self,
                                         const TerrMove *move,
                                         GError  **error);
/* A new child of @parent (appended) holding a bare copy of @move. */
TerrGameNode *terr_game_tree_add_child  (TerrGame *self,
                                         TerrGameNode *parent,
                                         const TerrMove *move,
                                         const char *comment);
/* After loading: the class holds the position after @cursor, with undo
 * records from the root on; @kept holds positions of the main line at
 * every TERR_GAME_KEEP_EVERY moves (index k: after k * KEEP_EVERY moves). */
void     terr_game_tree_loaded          (TerrGame *self,
                                         TerrGameNode *cursor,
                                         GPtrArray *kept);
/* The starting position changed (edits, loading): keep it at the root. */
void     terr_game_tree_reset_root      (TerrGame *self);
/* Move the class to @node without signals. */
void     terr_game_tree_go_quietly      (TerrGame *self,
                                         TerrGameNode *node);
TerrGameNode *terr_game_tree_main_line_end (TerrGame *self);
void     terr_game_tree_forget_texts    (TerrGame *self);
/* The node's TerrMoveItem (made on demand, owned by the node). */
GObject *terr_game_tree_node_item       (TerrGame *self,
                                         TerrGameNode *node);
/* Between terr-game-tree.c and terr-game-tree-edit.c: nodes, the line and
 * the tree edits' undo records. */
TerrGameNode *terr_game_tree_node_new   (TerrGame *self,
                                         TerrGameNode *parent,
                                         TerrMove *move,
                                         const char *comment);
/* Frees @node and everything under it; @nodes: the table to take them out
 * of, or NULL. */
void     terr_game_tree_node_free       (TerrGameClass *klass,
                                         GHashTable *nodes,
                                         TerrGameNode *node);
/* Walks the subtree of @node (without recursion). */
void     terr_game_tree_foreach         (TerrGameNode *node,
                                         void (*func) (TerrGameNode *, gpointer),
                                         gpointer data);
guint    terr_game_tree_child_index     (const TerrGameNode *node);
/* Moves @node to @index among its siblings. */
void     terr_game_tree_move_child      (TerrGameNode *node,
                                         guint     index);
/* A promotion undone: the node @id was child @from of its parent. */
typedef struct {
  guint64 id;
  guint from;   /* index before the promotion */
} TerrGameOrderChange;
/* Makes @node and every ancestor a first child (the main line), recording
 * the TerrGameOrderChange in @record if not NULL. */
void     terr_game_tree_make_main_line  (TerrGameNode *node,
                                         GArray   *record);
/* How many variations hold @node (what the file nests). */
guint    terr_game_tree_variation_nesting (const TerrGameNode *node);
void     terr_game_tree_emit_changed    (TerrGame *self);
void     terr_game_tree_keep_position   (TerrGame *self,
                                         TerrGameNode *node);
void     terr_game_tree_set_current     (TerrGame *self,
                                         TerrGameNode *old_cursor);
/* The line becomes the path from the root to @through, then on along
 * first children. */
void     terr_game_tree_line_set        (TerrGame *self,
                                         TerrGameNode *through);
/* The line continues from its end when moves were added below it. */
void     terr_game_tree_line_extend     (TerrGame *self);

/* terr-game-tree-edit.c */
/* Frees a tree edit's undo record (the free func of priv->tree_undo/redo). */
void     terr_game_tree_edit_free       (gpointer  data);

/* terr-move-item.c */
GObject *terr_move_item_new             (TerrGame *game,
                                         TerrGameNode *node);
void     terr_move_item_detach          (GObject  *item);
void     terr_move_item_notify          (GObject  *item,
                                         const char *property);

/* terr-game-design.c */
void     terr_game_design_init          (TerrGame *self);
void     terr_game_design_finalize      (TerrGame *self);
void     terr_game_player_free          (gpointer  player);
void     terr_game_add_player           (TerrGame *self,
                                         int       seat,
                                         const char *name,
                                         gboolean  ai,
                                         int       level);

/* terr-puzzle.c */
/* Reads <certificate> (schema-checked) into a new certificate, or NULL
 * with a "FILE:LINE: …" error. */
TerrCertificate *terr_certificate_from_xml (TerrDocument *doc,
                                         xmlNode      *node,
                                         GError      **error);
/* Adds <certificate …/> to @root. */
void     terr_certificate_to_xml        (const TerrCertificate *cert,
                                         xmlNode  *root);

/* terr-game-async.c: runs @func for @task in a thread of its own at a low
 * priority (the computer's moves and hints), so that on a busy machine the
 * main loop (drawing, input) comes first when both want the processor. */
void     terr_game_run_in_background    (GTask    *task,
                                         GTaskThreadFunc func);

G_END_DECLS
