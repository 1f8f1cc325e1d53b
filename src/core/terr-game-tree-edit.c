/* terr-game-tree-edit.c — editing the move tree of a game: comments,
 * promoting a variation, deleting a node, adding a variation, and the undo
 * and redo of those edits (their own history, apart from moving the
 * cursor), grouped when one user action makes several. The tree itself
 * is in terr-game-tree.c.
 */
#include "config.h"

#include "terr-game-private.h"

#include <glib/gi18n-lib.h>

/* ------------------------------------------------------------ edits of the tree */

typedef enum {
  TREE_EDIT_COMMENT,
  TREE_EDIT_PROMOTE,
  TREE_EDIT_DELETE,
  TREE_EDIT_ADD,
  TREE_EDIT_GROUP,
} TreeEditKind;

typedef struct {
  TreeEditKind kind;
  TerrGameClass *klass;
  guint64 node_id;          /* the node commented or promoted; the parent of a deleted or added one */
  char *old_comment;
  char *new_comment;
  GArray *order;            /* TerrGameOrderChange, from the node up */
  TerrGameNode *subtree;    /* a deleted (or added, undone) subtree while it is out */
  guint index;              /* where that subtree is among its siblings */
  GPtrArray *parts;         /* TreeEdit*, oldest first: the edits of a group */
} TreeEdit;

void
terr_game_tree_edit_free (gpointer data)
{
  TreeEdit *e = data;

  g_free (e->old_comment);
  g_free (e->new_comment);
  g_clear_pointer (&e->order, g_array_unref);
  g_clear_pointer (&e->parts, g_ptr_array_unref);
  if (e->subtree != NULL)
    terr_game_tree_node_free (e->klass, NULL, e->subtree);
  g_free (e);
}

/* ------------------------------------------------------------ tree edits */

static gboolean
is_ancestor_or_self (const TerrGameNode *ancestor, const TerrGameNode *node)
{
  while (node != NULL && node->depth > ancestor->depth)
    node = node->parent;
  return node == ancestor;
}

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
  terr_game_tree_emit_changed (self);
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
  terr_game_tree_emit_changed (self);
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
  edit->order = g_array_new (FALSE, FALSE, sizeof (TerrGameOrderChange));
  terr_game_tree_make_main_line (node, edit->order);
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
      terr_game_tree_set_current (self, old);
    }
  g_ptr_array_remove (parent->children, node);
  terr_game_tree_foreach (node, remove_id, priv->nodes);
  if (node->depth < priv->line->len && g_ptr_array_index (priv->line, node->depth) == node)
    terr_game_tree_line_set (self, priv->cursor);
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
  edit->index = terr_game_tree_child_index (node);
  detach (self, node);
  edit->subtree = node;
  push_tree_edit (self, edit);
  if (parent->children->len == 1)
    notify_has_variations (parent);
  terr_game_tree_emit_changed (self);
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
  terr_game_tree_foreach (node, add_id, priv->nodes);
  if (parent->children->len == 2)
    notify_has_variations (parent);
  terr_game_tree_line_extend (self);
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
      terr_game_tree_variation_nesting (parent) >= TERR_GAME_MAX_NESTING)
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
              terr_game_tree_node_free (TERR_GAME_GET_CLASS (self), priv->nodes, first);
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
      node = terr_game_tree_node_new (self, last, terr_move_copy_bare (move), i == 0 ? comment : NULL);
      if (last->children == NULL)
        last->children = g_ptr_array_new ();
      g_ptr_array_add (last->children, node);
      priv->cursor = node;
      priv->n_applied++;
      terr_game_tree_keep_position (self, node);
      if (first == NULL)
        first = node;
      last = node;
    }
  terr_game_tree_go_quietly (self, here);

  edit = g_new0 (TreeEdit, 1);
  edit->kind = TREE_EDIT_ADD;
  edit->node_id = parent->id;
  edit->index = terr_game_tree_child_index (first);
  push_tree_edit (self, edit);
  if (parent->children->len == 2)
    notify_has_variations (parent);
  terr_game_tree_line_extend (self);
  terr_game_tree_emit_changed (self);
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
            TerrGameOrderChange *c = &g_array_index (edit->order, TerrGameOrderChange, i - 1);
            terr_game_tree_move_child (g_hash_table_lookup (priv->nodes, &c->id), c->from);
          }
      else
        terr_game_tree_make_main_line (node, NULL);
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
      terr_game_tree_emit_changed (self);
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
  group->parts = g_ptr_array_new_with_free_func (terr_game_tree_edit_free);
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
