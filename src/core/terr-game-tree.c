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
 *
 * Editing the tree (comments, promoting, deleting, adding a variation) and
 * the undo of those edits are in terr-game-tree-edit.c.
 */
#include "config.h"

#include "terr-game-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* ------------------------------------------------------------ nodes */

TerrGameNode *
terr_game_tree_node_new (TerrGame *self, TerrGameNode *parent, TerrMove *move, const char *comment)
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
void
terr_game_tree_node_free (TerrGameClass *klass, GHashTable *nodes, TerrGameNode *node)
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
      terr_game_verdict_free (n->verdict);
      g_free (n->text);
      g_free (n);
    }
}

/* Walks the subtree of @node (without recursion). */
void
terr_game_tree_foreach (TerrGameNode *node, void (*func) (TerrGameNode *, gpointer), gpointer data)
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

guint
terr_game_tree_child_index (const TerrGameNode *node)
{
  guint i;

  if (node->parent == NULL)
    return 0;
  g_ptr_array_find (node->parent->children, node, &i);
  return i;
}

/* Moves @node to @index among its siblings. */
void
terr_game_tree_move_child (TerrGameNode *node, guint index)
{
  GPtrArray *children = node->parent->children;
  guint from = terr_game_tree_child_index (node);

  if (from == index)
    return;
  g_ptr_array_remove_index (children, from);
  g_ptr_array_insert (children, (int) index, node);
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
  priv->root = terr_game_tree_node_new (self, NULL, NULL, NULL);
  priv->cursor = priv->root;
  priv->base = priv->root;
  priv->line = g_ptr_array_new ();
  g_ptr_array_add (priv->line, priv->root);
  priv->line_moves = g_ptr_array_new ();
  priv->tree_undo = g_ptr_array_new_with_free_func (terr_game_tree_edit_free);
  priv->tree_redo = g_ptr_array_new_with_free_func (terr_game_tree_edit_free);
}

void
terr_game_tree_finalize (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TerrGameClass *klass = TERR_GAME_GET_CLASS (self);

  g_clear_pointer (&priv->tree_undo, g_ptr_array_unref);
  g_clear_pointer (&priv->tree_redo, g_ptr_array_unref);
  terr_game_tree_node_free (klass, NULL, priv->root);
  priv->root = priv->cursor = priv->base = NULL;
  g_clear_pointer (&priv->nodes, g_hash_table_unref);
  g_clear_pointer (&priv->line, g_ptr_array_unref);
  g_clear_pointer (&priv->line_moves, g_ptr_array_unref);
}

void
terr_game_tree_emit_changed (TerrGame *self)
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

void
terr_game_tree_keep_position (TerrGame *self, TerrGameNode *node)
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
  terr_game_tree_keep_position (self, node);
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
  terr_game_tree_keep_position (self, priv->root);
}

/* ------------------------------------------------------------ the current line */

void
terr_game_tree_set_current (TerrGame *self, TerrGameNode *old_cursor)
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
void
terr_game_tree_line_set (TerrGame *self, TerrGameNode *through)
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
  terr_game_tree_line_set (self, node);
}

/* The line continues from its end when moves were added below it. */
void
terr_game_tree_line_extend (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TerrGameNode *end = g_ptr_array_index (priv->line, priv->line->len - 1);

  if (end->children != NULL && end->children->len > 0)
    terr_game_tree_line_set (self, end);
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
  terr_game_tree_line_set (self, cursor);
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
  TerrGameNode *node = terr_game_tree_node_new (self, parent, terr_move_copy_bare (move), comment);

  if (parent->children == NULL)
    parent->children = g_ptr_array_new ();
  g_ptr_array_add (parent->children, node);
  return node;
}

/* ------------------------------------------------------------ navigation */

static void
moved (TerrGame *self, TerrGameNode *old_cursor, gboolean was_over)
{
  terr_game_tree_set_current (self, old_cursor);
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
void
terr_game_tree_make_main_line (TerrGameNode *node, GArray *record)
{
  for (TerrGameNode *n = node; n->parent != NULL; n = n->parent)
    {
      guint from = terr_game_tree_child_index (n);

      if (from == 0)
        continue;
      if (record != NULL)
        {
          TerrGameOrderChange c = { n->id, from };
          g_array_append_val (record, c);
        }
      terr_game_tree_move_child (n, 0);
    }
}

/* How many variations hold @node (what the file nests). */
guint
terr_game_tree_variation_nesting (const TerrGameNode *node)
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
      old->children->len > 0 && terr_game_tree_variation_nesting (old) >= TERR_GAME_MAX_NESTING)
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
        terr_game_tree_move_child (node, 0);
    }
  /* The line being played is the main line. */
  if (priv->mode == TERR_GAME_MODE_PLAY)
    terr_game_tree_make_main_line (node, NULL);
  priv->cursor = node;
  terr_game_tree_keep_position (self, node);
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
      terr_game_tree_emit_changed (self);
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
  return terr_game_tree_child_index (node);
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
      while (start->parent != NULL && terr_game_tree_child_index (start) == 0)
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
      g_ptr_array_add (parts, g_strdup_printf (_("variation %u"), terr_game_tree_child_index (start)));
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

GArray *
terr_game_move_squares_at (TerrGame           *self,
                           const TerrGameNode *node,
                           const TerrMove     *move)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TerrGameNode *here;
  GArray *squares;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  g_return_val_if_fail (node != NULL && move != NULL, NULL);

  here = priv->cursor;
  if (here == node)
    return terr_game_move_squares (self, move);
  terr_game_tree_go_quietly (self, (TerrGameNode *) node);
  squares = terr_game_move_squares (self, move);
  terr_game_tree_go_quietly (self, here);
  return squares;
}

GArray *
terr_game_node_squares (TerrGame *self, const TerrGameNode *node)
{
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  g_return_val_if_fail (node != NULL && node->move != NULL, NULL);

  return terr_game_move_squares_at (self, node->parent, node->move);
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
  terr_game_tree_foreach (terr_game_private (self)->root, forget_text, NULL);
}

GObject *
terr_game_tree_node_item (TerrGame *self, TerrGameNode *node)
{
  if (node->item == NULL)
    node->item = terr_move_item_new (self, node);
  return node->item;
}
