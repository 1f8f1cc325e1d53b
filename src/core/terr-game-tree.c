/* terr-game-tree.c — the move tree of a game and its cursor.
 *
 * The root is the starting position; every other node is a move with an
 * optional comment; a node's first child is its main line, the others
 * are variations.  The class (TerrHgGame, …) holds one position: the
 * cursor's.  Moving the cursor undoes and applies moves through the class,
 * or restores a position kept at a node (every TERR_GAME_KEEP_EVERY moves
 * of any line, and the root) and applies from there, whichever is fewer
 * steps, so going anywhere in a 10,000-move game stays cheap.
 *
 * The class keeps undo records for the moves it applied since its position
 * was last set: from priv->base to the cursor.  Undoing past base is not
 * possible; a kept position is restored instead.
 *
 * The current line runs from the root through the cursor and on as far as
 * it was last followed; undo/redo and index-based navigation walk it.
 */
#include "config.h"

#include "terr-game-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* ------------------------------------------------------------ nodes */

static TerrGameNode *
node_new (TerrGame *self, TerrGameNode *parent, TerrMove *move, const char *comment)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TerrGameNode *node = g_new0 (TerrGameNode, 1);

  node->parent = parent;
  node->move = move;
  node->comment = comment != NULL && *comment ? g_strdup (comment) : NULL;
  node->depth = parent != NULL ? parent->depth + 1 : 0;
  node->id = priv->next_id++;
  g_hash_table_insert (priv->nodes, &node->id, node);
  return node;
}

/* Frees @node and everything under it, without recursion (lines can be
 * very long).  @nodes: the table to take them out of, or NULL. */
static void
node_free_tree (TerrGameClass *klass, GHashTable *nodes, TerrGameNode *node)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, node);
  while (stack->len > 0)
    {
      TerrGameNode *n = g_ptr_array_steal_index (stack, stack->len - 1);

      if (n->children != NULL)
        {
          for (guint i = 0; i < n->children->len; i++)
            g_ptr_array_add (stack, g_ptr_array_index (n->children, i));
          g_ptr_array_unref (n->children);
        }
      if (nodes != NULL)
        g_hash_table_remove (nodes, &n->id);
      if (n->position != NULL)
        klass->free_position (n->position);
      if (n->item != NULL)
        {
          terr_move_item_detach (n->item);
          g_object_unref (n->item);
        }
      g_clear_pointer (&n->move, terr_move_unref);
      g_clear_pointer (&n->timeline, json_node_unref);
      g_free (n->comment);
      g_free (n->text);
      g_free (n);
    }
}

/* Walks the subtree of @node (without recursion). */
static void
subtree_foreach (TerrGameNode *node, void (*func) (TerrGameNode *, gpointer), gpointer data)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, node);
  while (stack->len > 0)
    {
      TerrGameNode *n = g_ptr_array_steal_index (stack, stack->len - 1);

      func (n, data);
      for (guint i = 0; n->children != NULL && i < n->children->len; i++)
        g_ptr_array_add (stack, g_ptr_array_index (n->children, i));
    }
}

static gboolean
is_ancestor_or_self (const TerrGameNode *ancestor, const TerrGameNode *node)
{
  while (node != NULL && node->depth > ancestor->depth)
    node = node->parent;
  return node == ancestor;
}

static guint
child_index (const TerrGameNode *node)
{
  guint i;

  if (node->parent == NULL)
    return 0;
  g_ptr_array_find (node->parent->children, node, &i);
  return i;
}

/* Moves @node to @index among its siblings. */
static void
move_child (TerrGameNode *node, guint index)
{
  GPtrArray *children = node->parent->children;
  guint from = child_index (node);

  if (from == index)
    return;
  g_ptr_array_remove_index (children, from);
  g_ptr_array_insert (children, (int) index, node);
}

/* ------------------------------------------------------------ edits of the tree */

typedef enum {
  TREE_EDIT_COMMENT,
  TREE_EDIT_PROMOTE,
  TREE_EDIT_DELETE,
  TREE_EDIT_ADD,
  TREE_EDIT_GROUP,
} TreeEditKind;

typedef struct {
  guint64 id;
  guint from;   /* index before the promotion */
} OrderChange;

typedef struct {
  TreeEditKind kind;
  TerrGameClass *klass;
  guint64 node_id;          /* the node commented or promoted; the parent of a deleted or added one */
  char *old_comment;
  char *new_comment;
  GArray *order;            /* OrderChange, from the node up */
  TerrGameNode *subtree;    /* a deleted (or added, undone) subtree while it is out */
  guint index;              /* where that subtree is among its siblings */
  GPtrArray *parts;         /* TreeEdit*, oldest first: the edits of a group */
} TreeEdit;

static void
tree_edit_free (gpointer data)
{
  TreeEdit *e = data;

  g_free (e->old_comment);
  g_free (e->new_comment);
  g_clear_pointer (&e->order, g_array_unref);
  g_clear_pointer (&e->parts, g_ptr_array_unref);
  if (e->subtree != NULL)
    node_free_tree (e->klass, NULL, e->subtree);
  g_free (e);
}

/* ------------------------------------------------------------ life */

enum { TREE_CHANGED, N_TREE_SIGNALS };
static guint tree_signals[N_TREE_SIGNALS];

void
terr_game_tree_init (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);

  /* (registered once, on the first game) */
  if (tree_signals[TREE_CHANGED] == 0)
    tree_signals[TREE_CHANGED] = g_signal_lookup ("tree-changed", TERR_TYPE_GAME);
  priv->nodes = g_hash_table_new (g_int64_hash, g_int64_equal);
  priv->next_id = 1;
  priv->root = node_new (self, NULL, NULL, NULL);
  priv->cursor = priv->root;
  priv->base = priv->root;
  priv->line = g_ptr_array_new ();
  g_ptr_array_add (priv->line, priv->root);
  priv->line_moves = g_ptr_array_new ();
  priv->tree_undo = g_ptr_array_new_with_free_func (tree_edit_free);
  priv->tree_redo = g_ptr_array_new_with_free_func (tree_edit_free);
}

void
terr_game_tree_finalize (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TerrGameClass *klass = TERR_GAME_GET_CLASS (self);

  g_clear_pointer (&priv->tree_undo, g_ptr_array_unref);
  g_clear_pointer (&priv->tree_redo, g_ptr_array_unref);
  node_free_tree (klass, NULL, priv->root);
  priv->root = priv->cursor = priv->base = NULL;
  g_clear_pointer (&priv->nodes, g_hash_table_unref);
  g_clear_pointer (&priv->line, g_ptr_array_unref);
  g_clear_pointer (&priv->line_moves, g_ptr_array_unref);
}

static void
emit_tree_changed (TerrGame *self)
{
  g_signal_emit (self, tree_signals[TREE_CHANGED], 0);
}

/* ------------------------------------------------------------ the position */

gboolean
terr_game_apply_raw (TerrGame *self, const TerrMove *move, GError **error)
{
  int seat = terr_move_get_seat (move);

  if (seat < 1 || (guint) seat > terr_game_get_n_players (self))
    {
      TerrRefusal refusal;

      terr_refusal_init (&refusal, TERR_REFUSAL_NO_SEAT);
      refusal.values[0] = seat;
      terr_game_refuse (self, &refusal);
      g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE, _("there is no seat %d"), seat);
      return FALSE;
    }
  return TERR_GAME_GET_CLASS (self)->apply_move (self, move, error);
}

static void
keep_position (TerrGame *self, TerrGameNode *node)
{
  TerrGameClass *klass = TERR_GAME_GET_CLASS (self);

  if (node->position == NULL && klass->save_position != NULL &&
      node->depth % TERR_GAME_KEEP_EVERY == 0)
    node->position = klass->save_position (self);
}

/* Applies the move of @node, a child of the cursor. */
static void
apply_node (TerrGame *self, TerrGameNode *node)
{
  TerrGamePrivate *priv = terr_game_private (self);
  g_autoptr(GError) error = NULL;

  g_assert (node->parent == priv->cursor);
  /* Every move in the tree was checked when it entered it. */
  if (!terr_game_apply_raw (self, node->move, &error))
    g_error ("A move of the tree no longer applies: %s", error->message);
  priv->cursor = node;
  priv->n_applied++;
  keep_position (self, node);
}

static void
undo_one (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);

  g_assert (priv->cursor != priv->base);
  TERR_GAME_GET_CLASS (self)->undo_move (self);
  priv->cursor = priv->cursor->parent;
}

static TerrGameNode *
common_ancestor (TerrGameNode *a, TerrGameNode *b)
{
  while (a->depth > b->depth)
    a = a->parent;
  while (b->depth > a->depth)
    b = b->parent;
  while (a != b)
    {
      a = a->parent;
      b = b->parent;
    }
  return a;
}

void
terr_game_tree_go_quietly (TerrGame *self, TerrGameNode *target)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TerrGameClass *klass = TERR_GAME_GET_CLASS (self);
  TerrGameNode *lca, *kept, *from;
  guint64 cost_undo = G_MAXUINT64, cost_restore = G_MAXUINT64;
  g_autoptr(GPtrArray) path = NULL;

  if (target == priv->cursor)
    return;
  lca = common_ancestor (priv->cursor, target);
  /* Undo back to the common ancestor (an undo costs about half an apply)
   * while the class has the undo records … */
  if (lca->depth >= priv->base->depth)
    cost_undo = (priv->cursor->depth - lca->depth) + 2 * (guint64) (target->depth - lca->depth);
  /* … or restore the nearest kept position on the way to the target. */
  for (kept = target; kept != NULL && kept->position == NULL; kept = kept->parent)
    ;
  if (kept != NULL)
    cost_restore = 8 + 2 * (guint64) (target->depth - kept->depth);
  g_assert (cost_undo != G_MAXUINT64 || cost_restore != G_MAXUINT64);

  if (cost_undo <= cost_restore)
    {
      while (priv->cursor != lca)
        undo_one (self);
      from = lca;
    }
  else
    {
      klass->restore_position (self, kept->position);
      priv->cursor = kept;
      priv->base = kept;
      from = kept;
    }
  path = g_ptr_array_new ();
  for (TerrGameNode *n = target; n != from; n = n->parent)
    g_ptr_array_add (path, n);
  for (guint i = path->len; i > 0; i--)
    apply_node (self, g_ptr_array_index (path, i - 1));
}

void
terr_game_tree_reset_root (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TerrGameClass *klass = TERR_GAME_GET_CLASS (self);

  g_return_if_fail (priv->cursor == priv->root);
  if (priv->root->position != NULL)
    klass->free_position (priv->root->position);
  priv->root->position = NULL;
  priv->base = priv->root;
  keep_position (self, priv->root);
}

/* ------------------------------------------------------------ the current line */

static void
set_current (TerrGame *self, TerrGameNode *old_cursor)
{
  TerrGamePrivate *priv = terr_game_private (self);

  if (old_cursor == priv->cursor)
    return;
  if (old_cursor != NULL && old_cursor->item != NULL)
    terr_move_item_notify (old_cursor->item, "current");
  if (priv->cursor->item != NULL)
    terr_move_item_notify (priv->cursor->item, "current");
}

/* The line becomes the path from the root to @through, then on along
 * first children. */
static void
line_set (TerrGame *self, TerrGameNode *through)
{
  TerrGamePrivate *priv = terr_game_private (self);
  g_autoptr(GPtrArray) line = g_ptr_array_sized_new (through->depth + 1);
  guint old_len = priv->line->len, same = 0;
  TerrGameNode *n;

  g_ptr_array_set_size (line, through->depth + 1);
  for (n = through; n != NULL; n = n->parent)
    line->pdata[n->depth] = n;
  for (n = through; n->children != NULL && n->children->len > 0; )
    {
      n = g_ptr_array_index (n->children, 0);
      g_ptr_array_add (line, n);
    }
  while (same < old_len && same < line->len &&
         g_ptr_array_index (priv->line, same) == g_ptr_array_index (line, same))
    same++;
  if (same == old_len && same == line->len)
    return;

  g_ptr_array_unref (priv->line);
  priv->line = g_steal_pointer (&line);
  g_ptr_array_set_size (priv->line_moves, 0);
  for (guint i = 1; i < priv->line->len; i++)
    g_ptr_array_add (priv->line_moves, ((TerrGameNode *) g_ptr_array_index (priv->line, i))->move);
}

/* Keeps the line when @node is on it, else makes the line go through it. */
static void
line_follow (TerrGame *self, TerrGameNode *node)
{
  TerrGamePrivate *priv = terr_game_private (self);

  if (node->depth < priv->line->len && g_ptr_array_index (priv->line, node->depth) == node)
    return;
  line_set (self, node);
}

/* The line continues from its end when moves were added below it. */
static void
line_extend (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TerrGameNode *end = g_ptr_array_index (priv->line, priv->line->len - 1);

  if (end->children != NULL && end->children->len > 0)
    line_set (self, end);
}

void
terr_game_tree_loaded (TerrGame *self, TerrGameNode *cursor, GPtrArray *kept)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TerrGameNode *n;

  priv->cursor = cursor;
  priv->base = priv->root;
  for (n = cursor; n != NULL && kept != NULL; n = n->parent)
    if (n->depth > 0 && n->depth % TERR_GAME_KEEP_EVERY == 0 &&
        n->depth / TERR_GAME_KEEP_EVERY < kept->len && n->position == NULL)
      {
        n->position = g_ptr_array_index (kept, n->depth / TERR_GAME_KEEP_EVERY);
        kept->pdata[n->depth / TERR_GAME_KEEP_EVERY] = NULL;
      }
  line_set (self, cursor);
}

TerrGameNode *
terr_game_tree_main_line_end (TerrGame *self)
{
  TerrGameNode *n = terr_game_private (self)->root;

  while (n->children != NULL && n->children->len > 0)
    n = g_ptr_array_index (n->children, 0);
  return n;
}

TerrGameNode *
terr_game_tree_add_child (TerrGame *self, TerrGameNode *parent, const TerrMove *move, const char *comment)
{
  TerrGameNode *node = node_new (self, parent, terr_move_copy_bare (move), comment);

  if (parent->children == NULL)
    parent->children = g_ptr_array_new ();
  g_ptr_array_add (parent->children, node);
  return node;
}

/* ------------------------------------------------------------ navigation */

static void
moved (TerrGame *self, TerrGameNode *old_cursor, gboolean was_over)
{
  set_current (self, old_cursor);
  terr_game_emit_changed (self);
  if (!was_over && terr_game_is_over (self))
    terr_game_emit_game_over (self);
}

gboolean
terr_game_go_to_node (TerrGame *self, TerrGameNode *node)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TerrGameNode *old;
  gboolean was_over;

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (g_hash_table_lookup (priv->nodes, &node->id) == node, FALSE);

  if (node == priv->cursor)
    {
      line_follow (self, node);
      return TRUE;
    }
  old = priv->cursor;
  was_over = terr_game_is_over (self);
  terr_game_tree_go_quietly (self, node);
  line_follow (self, node);
  moved (self, old, was_over);
  return TRUE;
}

gboolean
terr_game_can_undo (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  return terr_game_private (self)->cursor->depth > 0;
}

gboolean
terr_game_can_redo (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);
  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  return priv->cursor->depth + 1 < priv->line->len;
}

gboolean
terr_game_go_to (TerrGame *self, guint index)
{
  TerrGamePrivate *priv = terr_game_private (self);

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  if (index >= priv->line->len)
    return FALSE;
  return terr_game_go_to_node (self, g_ptr_array_index (priv->line, index));
}

gboolean
terr_game_undo (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);
  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  return priv->cursor->depth > 0 && terr_game_go_to_node (self, priv->cursor->parent);
}

gboolean
terr_game_redo (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);
  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  return terr_game_can_redo (self) && terr_game_go_to (self, priv->cursor->depth + 1);
}

guint
terr_game_get_position_index (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), 0);
  return terr_game_private (self)->cursor->depth;
}

GPtrArray *
terr_game_get_moves (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  return terr_game_private (self)->line_moves;
}

guint
terr_game_get_n_moves (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), 0);
  return terr_game_private (self)->line->len - 1;
}

/* ------------------------------------------------------------ playing */

/* Makes @node and every ancestor a first child (the main line). */
static void
make_main_line (TerrGameNode *node, GArray *record)
{
  for (TerrGameNode *n = node; n->parent != NULL; n = n->parent)
    {
      guint from = child_index (n);

      if (from == 0)
        continue;
      if (record != NULL)
        {
          OrderChange c = { n->id, from };
          g_array_append_val (record, c);
        }
      move_child (n, 0);
    }
}

/* How many variations hold @node (what the file nests). */
static guint
variation_nesting (const TerrGameNode *node)
{
  guint n = 0;

  for (; node->parent != NULL; node = node->parent)
    if (g_ptr_array_index (node->parent->children, 0) != node)
      n++;
  return n;
}

gboolean
terr_game_play (TerrGame *self, TerrMove *move, GError **error)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TerrGameNode *node = NULL, *old;
  gboolean was_over, added = FALSE;

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (priv->has_problems)
    {
      terr_game_refuse_code (self, TERR_REFUSAL_HAS_PROBLEMS);
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID,
                   _("the position has problems to mend before it can be played"));
      return FALSE;
    }
  was_over = terr_game_is_over (self);
  /* Only moves that the file format can hold enter the tree. */
  if (!terr_document_check_move (terr_game_get_kind (self), move, error) ||
      !terr_game_apply_raw (self, move, error))
    return FALSE;

  old = priv->cursor;
  for (guint i = 0; old->children != NULL && i < old->children->len && node == NULL; i++)
    if (terr_move_equal (((TerrGameNode *) g_ptr_array_index (old->children, i))->move, move))
      node = g_ptr_array_index (old->children, i);
  if (node == NULL && priv->mode == TERR_GAME_MODE_REVIEW && old->children != NULL &&
      old->children->len > 0 && variation_nesting (old) >= TERR_GAME_MAX_NESTING)
    {
      TerrRefusal refusal;

      TERR_GAME_GET_CLASS (self)->undo_move (self);
      terr_refusal_init (&refusal, TERR_REFUSAL_TOO_DEEP);
      refusal.values[0] = TERR_GAME_MAX_NESTING;
      terr_game_refuse (self, &refusal);
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID,
                   _("variations cannot be nested more than %d deep"), TERR_GAME_MAX_NESTING);
      return FALSE;
    }
  if (node == NULL)
    {
      node = terr_game_tree_add_child (self, old, move, terr_move_get_comment (move));
      added = TRUE;
      if (priv->mode == TERR_GAME_MODE_PLAY)
        move_child (node, 0);
    }
  /* The line being played is the main line. */
  if (priv->mode == TERR_GAME_MODE_PLAY)
    make_main_line (node, NULL);
  priv->cursor = node;
  keep_position (self, node);
  line_follow (self, node);

  if (added)
    {
      /* the move before has one more variation now */
      if (old->children->len == 2)
        for (guint i = 0; i < 2; i++)
          {
            TerrGameNode *sibling = g_ptr_array_index (old->children, i);
            if (sibling->item != NULL)
              terr_move_item_notify (sibling->item, "has-variations");
          }
      emit_tree_changed (self);
    }
  terr_game_emit_move_played (self, node->move);
  moved (self, old, was_over);
  return TRUE;
}

TerrGameMode
terr_game_get_mode (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), TERR_GAME_MODE_PLAY);
  return terr_game_private (self)->mode;
}

void
terr_game_set_mode (TerrGame *self, TerrGameMode mode)
{
  g_return_if_fail (TERR_IS_GAME (self));
  terr_game_private (self)->mode = mode;
}

/* ------------------------------------------------------------ the tree */

TerrGameNode *
terr_game_get_root (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  return terr_game_private (self)->root;
}

TerrGameNode *
terr_game_get_cursor (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  return terr_game_private (self)->cursor;
}

TerrGameNode *
terr_game_get_line_node (TerrGame *self, guint index)
{
  TerrGamePrivate *priv = terr_game_private (self);

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  return index < priv->line->len ? g_ptr_array_index (priv->line, index) : NULL;
}

TerrGameNode *
terr_game_node_get_parent (const TerrGameNode *node)
{
  g_return_val_if_fail (node != NULL, NULL);
  return node->parent;
}

guint
terr_game_node_get_n_children (const TerrGameNode *node)
{
  g_return_val_if_fail (node != NULL, 0);
  return node->children != NULL ? node->children->len : 0;
}

TerrGameNode *
terr_game_node_get_child (const TerrGameNode *node, guint i)
{
  g_return_val_if_fail (node != NULL, NULL);
  if (node->children == NULL || i >= node->children->len)
    return NULL;
  return g_ptr_array_index (node->children, i);
}

TerrMove *
terr_game_node_get_move (const TerrGameNode *node)
{
  g_return_val_if_fail (node != NULL, NULL);
  return node->move;
}

const char *
terr_game_node_get_comment (const TerrGameNode *node)
{
  g_return_val_if_fail (node != NULL, NULL);
  return node->comment;
}

guint
terr_game_node_get_depth (const TerrGameNode *node)
{
  g_return_val_if_fail (node != NULL, 0);
  return node->depth;
}

guint
terr_game_node_get_index (const TerrGameNode *node)
{
  g_return_val_if_fail (node != NULL, 0);
  return child_index (node);
}

gboolean
terr_game_node_is_main_line (const TerrGameNode *node)
{
  g_return_val_if_fail (node != NULL, FALSE);
  for (const TerrGameNode *n = node; n->parent != NULL; n = n->parent)
    if (g_ptr_array_index (n->parent->children, 0) != n)
      return FALSE;
  return TRUE;
}

guint64
terr_game_node_get_id (const TerrGameNode *node)
{
  g_return_val_if_fail (node != NULL, 0);
  return node->id;
}

TerrGameNode *
terr_game_find_node (TerrGame *self, guint64 id)
{
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  return g_hash_table_lookup (terr_game_private (self)->nodes, &id);
}

/* "move 12, variation 2, move 3": as the file nests it.  A line's moves
 * are counted from the start of that line; a variation is numbered among
 * the alternatives of the move it is written under. */
char *
terr_game_node_get_path (const TerrGameNode *node)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  GString *text = g_string_new (NULL);
  const TerrGameNode *n = node;

  g_return_val_if_fail (node != NULL, NULL);

  while (n->parent != NULL)
    {
      guint count = 0;
      const TerrGameNode *start = n;

      /* back to where this line starts: a node that is not a first child */
      while (start->parent != NULL && child_index (start) == 0)
        {
          count++;
          start = start->parent;
        }
      if (start->parent == NULL)
        {
          /* the main line from the root */
          g_ptr_array_add (parts, g_strdup_printf (_("move %u"), count));
          break;
        }
      /* start is a variation (index k > 0) of its parent's first child */
      count++;
      g_ptr_array_add (parts, g_strdup_printf (_("move %u"), count));
      g_ptr_array_add (parts, g_strdup_printf (_("variation %u"), child_index (start)));
      /* that first child is a move of the enclosing line */
      n = g_ptr_array_index (start->parent->children, 0);
    }
  for (guint i = parts->len; i > 0; i--)
    g_string_append_printf (text, "%s%s", i < parts->len ? ", " : "",
                            (char *) g_ptr_array_index (parts, i - 1));
  return g_string_free (text, FALSE);
}

char *
terr_game_describe_node (TerrGame *self, const TerrGameNode *node)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TerrGameNode *here;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  g_return_val_if_fail (node != NULL && node->move != NULL, NULL);

  if (node->text == NULL)
    {
      here = priv->cursor;
      terr_game_tree_go_quietly (self, node->parent);
      ((TerrGameNode *) node)->text = terr_game_describe_move (self, node->move);
      terr_game_tree_go_quietly (self, here);
    }
  return g_strdup (node->text);
}

static void
forget_text (TerrGameNode *node, gpointer data)
{
  if (node->text != NULL)
    {
      g_clear_pointer (&node->text, g_free);
      if (node->item != NULL)
        terr_move_item_notify (node->item, "text");
    }
}

/* The players' names are in the moves' words. */
void
terr_game_tree_forget_texts (TerrGame *self)
{
  subtree_foreach (terr_game_private (self)->root, forget_text, NULL);
}

/* ------------------------------------------------------------ tree edits */

static void
push_tree_edit (TerrGame *self, TreeEdit *edit)
{
  TerrGamePrivate *priv = terr_game_private (self);

  edit->klass = TERR_GAME_GET_CLASS (self);
  g_ptr_array_add (priv->tree_undo, edit);
  g_ptr_array_set_size (priv->tree_redo, 0);
}

static void
apply_comment (TerrGame *self, TerrGameNode *node, const char *comment)
{
  g_free (node->comment);
  node->comment = comment != NULL && *comment ? g_strdup (comment) : NULL;
  if (node->item != NULL)
    terr_move_item_notify (node->item, "comment");
  emit_tree_changed (self);
  terr_game_emit_changed (self);
}

gboolean
terr_game_set_comment (TerrGame *self, TerrGameNode *node, const char *comment)
{
  TreeEdit *edit;

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  g_return_val_if_fail (node != NULL && node->move != NULL, FALSE);

  if (comment != NULL && *comment == '\0')
    comment = NULL;
  if (g_strcmp0 (node->comment, comment) == 0)
    return TRUE;
  edit = g_new0 (TreeEdit, 1);
  edit->kind = TREE_EDIT_COMMENT;
  edit->node_id = node->id;
  edit->old_comment = g_strdup (node->comment);
  edit->new_comment = g_strdup (comment);
  push_tree_edit (self, edit);
  apply_comment (self, node, comment);
  return TRUE;
}

static void
order_changed (TerrGame *self)
{
  emit_tree_changed (self);
  terr_game_emit_changed (self);
}

gboolean
terr_game_promote_node (TerrGame *self, TerrGameNode *node)
{
  TreeEdit *edit;

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  g_return_val_if_fail (node != NULL, FALSE);

  if (terr_game_node_is_main_line (node))
    return TRUE;
  edit = g_new0 (TreeEdit, 1);
  edit->kind = TREE_EDIT_PROMOTE;
  edit->node_id = node->id;
  edit->order = g_array_new (FALSE, FALSE, sizeof (OrderChange));
  make_main_line (node, edit->order);
  push_tree_edit (self, edit);
  order_changed (self);
  return TRUE;
}

static void
remove_id (TerrGameNode *node, gpointer nodes)
{
  g_hash_table_remove (nodes, &node->id);
}

static void
add_id (TerrGameNode *node, gpointer nodes)
{
  g_hash_table_insert (nodes, &node->id, node);
}

static void
detach (TerrGame *self, TerrGameNode *node)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TerrGameNode *parent = node->parent;

  if (is_ancestor_or_self (node, priv->cursor))
    {
      TerrGameNode *old = priv->cursor;
      terr_game_tree_go_quietly (self, parent);
      set_current (self, old);
    }
  g_ptr_array_remove (parent->children, node);
  subtree_foreach (node, remove_id, priv->nodes);
  if (node->depth < priv->line->len && g_ptr_array_index (priv->line, node->depth) == node)
    line_set (self, priv->cursor);
}

/* The moves at @parent's point show whether they have variations. */
static void
notify_has_variations (TerrGameNode *parent)
{
  for (guint i = 0; parent->children != NULL && i < parent->children->len && i < 2; i++)
    {
      TerrGameNode *sibling = g_ptr_array_index (parent->children, i);
      if (sibling->item != NULL)
        terr_move_item_notify (sibling->item, "has-variations");
    }
}

gboolean
terr_game_delete_node (TerrGame *self, TerrGameNode *node, GError **error)
{
  TreeEdit *edit;
  TerrGameNode *parent;
  gboolean was_over;

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  g_return_val_if_fail (node != NULL, FALSE);

  if (node->parent == NULL || terr_game_node_is_main_line (node))
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID,
                   _("moves of the main line cannot be deleted, only variations"));
      return FALSE;
    }
  parent = node->parent;
  was_over = terr_game_is_over (self);
  edit = g_new0 (TreeEdit, 1);
  edit->kind = TREE_EDIT_DELETE;
  edit->node_id = parent->id;
  edit->index = child_index (node);
  detach (self, node);
  edit->subtree = node;
  push_tree_edit (self, edit);
  if (parent->children->len == 1)
    notify_has_variations (parent);
  emit_tree_changed (self);
  terr_game_emit_changed (self);
  if (!was_over && terr_game_is_over (self))
    terr_game_emit_game_over (self);
  return TRUE;
}

/* Puts a deleted subtree back where it was. */
static void
reattach (TerrGame *self, TerrGameNode *parent, TerrGameNode *node, guint index)
{
  TerrGamePrivate *priv = terr_game_private (self);

  g_ptr_array_insert (parent->children, (int) MIN (index, parent->children->len), node);
  subtree_foreach (node, add_id, priv->nodes);
  if (parent->children->len == 2)
    notify_has_variations (parent);
  line_extend (self);
}

TerrGameNode *
terr_game_add_variation (TerrGame     *self,
                         TerrGameNode *parent,
                         GPtrArray    *moves,
                         const char   *comment,
                         GError      **error)
{
  TerrGamePrivate *priv;
  TerrGameNode *here, *first = NULL, *last;
  TreeEdit *edit;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  g_return_val_if_fail (parent != NULL, NULL);
  g_return_val_if_fail (moves != NULL && moves->len > 0, NULL);
  priv = terr_game_private (self);
  g_return_val_if_fail (g_hash_table_lookup (priv->nodes, &parent->id) == parent, NULL);

  if (priv->has_problems)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID,
                   _("the position has problems to mend before it can be played"));
      return NULL;
    }
  for (guint i = 0; parent->children != NULL && i < parent->children->len; i++)
    if (terr_move_equal (((TerrGameNode *) g_ptr_array_index (parent->children, i))->move,
                         g_ptr_array_index (moves, 0)))
      {
        g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID, _("this move is in the game already"));
        return NULL;
      }
  if (parent->children != NULL && parent->children->len > 0 &&
      variation_nesting (parent) >= TERR_GAME_MAX_NESTING)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID,
                   _("variations cannot be nested more than %d deep"), TERR_GAME_MAX_NESTING);
      return NULL;
    }

  /* Each move is checked in the position before it, entering the tree as
   * it is played (positions are kept as along any line); then the class
   * goes back to the cursor. */
  here = priv->cursor;
  terr_game_tree_go_quietly (self, parent);
  last = parent;
  for (guint i = 0; i < moves->len; i++)
    {
      TerrMove *move = g_ptr_array_index (moves, i);
      g_autoptr(GError) local_error = NULL;
      TerrGameNode *node;

      if (!terr_document_check_move (terr_game_get_kind (self), move, &local_error) ||
          !terr_game_apply_raw (self, move, &local_error))
        {
          terr_game_tree_go_quietly (self, parent);
          if (first != NULL)
            {
              g_ptr_array_remove (parent->children, first);
              node_free_tree (TERR_GAME_GET_CLASS (self), priv->nodes, first);
            }
          terr_game_tree_go_quietly (self, here);
          if (moves->len > 1)
            /* TRANSLATORS: a move of a line being added; %u counts from 1 */
            g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE, _("move %u: %s"),
                         i + 1, local_error->message);
          else
            g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
      node = node_new (self, last, terr_move_copy_bare (move), i == 0 ? comment : NULL);
      if (last->children == NULL)
        last->children = g_ptr_array_new ();
      g_ptr_array_add (last->children, node);
      priv->cursor = node;
      priv->n_applied++;
      keep_position (self, node);
      if (first == NULL)
        first = node;
      last = node;
    }
  terr_game_tree_go_quietly (self, here);

  edit = g_new0 (TreeEdit, 1);
  edit->kind = TREE_EDIT_ADD;
  edit->node_id = parent->id;
  edit->index = child_index (first);
  push_tree_edit (self, edit);
  if (parent->children->len == 2)
    notify_has_variations (parent);
  line_extend (self);
  emit_tree_changed (self);
  terr_game_emit_changed (self);
  return first;
}

static void
run_tree_edit (TerrGame *self, TreeEdit *edit, gboolean undo)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TerrGameNode *node;
  gboolean was_over = terr_game_is_over (self);

  if (edit->kind == TREE_EDIT_GROUP)
    {
      for (guint i = 0; i < edit->parts->len; i++)
        run_tree_edit (self, g_ptr_array_index (edit->parts, undo ? edit->parts->len - 1 - i : i), undo);
      return;
    }
  node = g_hash_table_lookup (priv->nodes, &edit->node_id);
  g_return_if_fail (node != NULL);
  switch (edit->kind)
    {
    case TREE_EDIT_COMMENT:
      apply_comment (self, node, undo ? edit->old_comment : edit->new_comment);
      return;
    case TREE_EDIT_PROMOTE:
      if (undo)
        for (guint i = edit->order->len; i > 0; i--)
          {
            OrderChange *c = &g_array_index (edit->order, OrderChange, i - 1);
            move_child (g_hash_table_lookup (priv->nodes, &c->id), c->from);
          }
      else
        make_main_line (node, NULL);
      order_changed (self);
      return;
    case TREE_EDIT_DELETE:
    case TREE_EDIT_ADD:
      /* a deletion undone and an addition redone put the subtree back */
      if (undo == (edit->kind == TREE_EDIT_DELETE))
        {
          reattach (self, node, edit->subtree, edit->index);
          edit->subtree = NULL;
        }
      else
        {
          TerrGameNode *child = g_ptr_array_index (node->children, edit->index);
          detach (self, child);
          edit->subtree = child;
          if (node->children->len == 1)
            notify_has_variations (node);
        }
      emit_tree_changed (self);
      terr_game_emit_changed (self);
      if (!was_over && terr_game_is_over (self))
        terr_game_emit_game_over (self);
      return;
    default:
      g_assert_not_reached ();
    }
}

gboolean
terr_game_group_tree_edits (TerrGame *self, guint n)
{
  TerrGamePrivate *priv;
  TreeEdit *group;

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  priv = terr_game_private (self);
  g_return_val_if_fail (n <= priv->tree_undo->len, FALSE);

  if (n < 2)
    return TRUE;
  group = g_new0 (TreeEdit, 1);
  group->kind = TREE_EDIT_GROUP;
  group->klass = TERR_GAME_GET_CLASS (self);
  group->parts = g_ptr_array_new_with_free_func (tree_edit_free);
  for (guint i = priv->tree_undo->len - n; i < priv->tree_undo->len; i++)
    g_ptr_array_add (group->parts, g_ptr_array_index (priv->tree_undo, i));
  /* the parts now belong to the group */
  for (guint i = 0; i < n; i++)
    g_ptr_array_steal_index (priv->tree_undo, priv->tree_undo->len - 1);
  g_ptr_array_add (priv->tree_undo, group);
  return TRUE;
}

gboolean
terr_game_can_undo_tree_edit (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  return terr_game_private (self)->tree_undo->len > 0;
}

gboolean
terr_game_can_redo_tree_edit (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  return terr_game_private (self)->tree_redo->len > 0;
}

gboolean
terr_game_undo_tree_edit (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TreeEdit *edit;

  if (!terr_game_can_undo_tree_edit (self))
    return FALSE;
  edit = g_ptr_array_steal_index (priv->tree_undo, priv->tree_undo->len - 1);
  g_ptr_array_add (priv->tree_redo, edit);
  run_tree_edit (self, edit, TRUE);
  return TRUE;
}

gboolean
terr_game_redo_tree_edit (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TreeEdit *edit;

  if (!terr_game_can_redo_tree_edit (self))
    return FALSE;
  edit = g_ptr_array_steal_index (priv->tree_redo, priv->tree_redo->len - 1);
  g_ptr_array_add (priv->tree_undo, edit);
  run_tree_edit (self, edit, FALSE);
  return TRUE;
}

GObject *
terr_game_tree_node_item (TerrGame *self, TerrGameNode *node)
{
  if (node->item == NULL)
    node->item = terr_move_item_new (self, node);
  return node->item;
}
