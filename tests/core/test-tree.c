/* The move tree of TerrGame: nothing is discarded by playing, variations
 * in play and review, promote / delete / comment with undo, paths as
 * validate names them, the nodes' items, kept positions in a long game,
 * and the timeline. */
#include <string.h>

#include "terr-games.h"
#include "terr-move-item.h"
#include "terr-game-private.h"
#include "tree-test-util.h"

static TerrGame *
reload (TerrGame *game, GBytes **bytes_out)
{
  if (bytes_out != NULL)
    *bytes_out = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  return tree_test_reload (game);
}

/* @needle in the text of @bytes (which has no terminating NUL). */
static const char *
bytes_find (GBytes *bytes, const char *needle)
{
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  return g_strstr_len (data, size, needle);
}

/* Plays @n moves, each the (@pick + i)-th of the legal ones. */
static void
play_some (TerrGame *game, guint n, guint pick)
{
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (moves->len, >, 0);
      g_assert_true (terr_game_play (game, g_ptr_array_index (moves, (pick + i) % moves->len), &error));
      g_assert_no_error (error);
    }
}

/* A move legal now that differs from the main line's next move. */
static TerrMove *
other_move (TerrGame *game)
{
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
  TerrGameNode *cursor = terr_game_get_cursor (game);
  TerrGameNode *next = terr_game_node_get_child (cursor, 0);

  for (guint i = moves->len; i > 0; i--)
    {
      TerrMove *m = g_ptr_array_index (moves, i - 1);
      if (next == NULL || !terr_move_equal (m, terr_game_node_get_move (next)))
        return terr_move_ref (m);
    }
  g_assert_not_reached ();
  return NULL;
}

static GPtrArray *
main_line_moves (TerrGame *game)
{
  GPtrArray *moves = g_ptr_array_new ();

  for (TerrGameNode *n = terr_game_node_get_child (terr_game_get_root (game), 0); n != NULL;
       n = terr_game_node_get_child (n, 0))
    g_ptr_array_add (moves, terr_game_node_get_move (n));
  return moves;
}

static void
assert_same_moves (GPtrArray *a, GPtrArray *b)
{
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    g_assert_true (terr_move_equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)));
}

/* The scenario of the class's position, for comparing positions. */
static char *
position_text (TerrGame *game)
{
  g_autoptr(GBytes) bytes = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static TerrGame *
hg_game_of (guint n_moves)
{
  TerrGame *game = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, 7, NULL);

  g_assert_nonnull (game);
  play_some (game, n_moves, 3);
  return game;
}

/* The case: a replay opened, stepped back and played into keeps
 * every original move; the new moves are a variation that is saved, read
 * back, and whose nodes' items say where they stand. */
static void
test_review_keeps_everything (void)
{
  g_autoptr(TerrGame) played = hg_game_of (12);
  g_autoptr(TerrGame) game = reload (played, NULL);
  g_autoptr(GPtrArray) before = main_line_moves (game);
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(TerrMove) tried = NULL;
  g_autoptr(TerrGame) back = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) again = NULL;
  TerrGameNode *node4, *variation;

  terr_game_set_mode (game, TERR_GAME_MODE_REVIEW);
  g_assert_true (terr_game_go_to (game, 4));
  node4 = terr_game_get_cursor (game);
  tried = other_move (game);
  g_assert_true (terr_game_play (game, tried, NULL));
  play_some (game, 2, 1);

  /* every original move is still the main line */
  after = main_line_moves (game);
  assert_same_moves (before, after);
  g_assert_cmpuint (terr_game_node_get_n_children (node4), ==, 2);
  variation = terr_game_node_get_child (node4, 1);
  g_assert_true (terr_move_equal (terr_game_node_get_move (variation), tried));
  g_assert_false (terr_game_node_is_main_line (variation));
  /* the current line runs through the variation: 4 + 3 moves */
  g_assert_cmpuint (terr_game_get_position_index (game), ==, 7);
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 7);

  /* the items of the nodes say where they stand */
  {
    TerrMoveItem *item = terr_game_node_get_item (game, variation);
    TerrMoveItem *last = terr_game_node_get_item (game, terr_game_get_cursor (game));
    g_assert_true (terr_game_node_get_item (game, variation) == item);
    g_assert_true (terr_move_item_get_node (item) == variation);
    g_assert_cmpuint (terr_move_item_get_number (item), ==, 5);
    g_assert_true (terr_move_item_get_has_variations (item));
    g_assert_true (terr_move_item_get_current (last));
    g_assert_false (terr_move_item_get_current (item));
  }

  /* saved and read back: the same tree, byte for byte */
  back = reload (game, &bytes);
  g_assert_nonnull (bytes_find (bytes, "<variation>"));
  {
    g_autoptr(GPtrArray) back_main = main_line_moves (back);
    TerrGameNode *b4 = terr_game_get_line_node (back, 4);

    assert_same_moves (before, back_main);
    g_assert_cmpuint (terr_game_node_get_n_children (b4), ==, 2);
    g_assert_true (terr_move_equal (terr_game_node_get_move (terr_game_node_get_child (b4, 1)), tried));
  }
  g_clear_object (&back);
  back = reload (game, &again);
  g_assert_true (g_bytes_equal (bytes, again));
}

/* While playing, the line played is the main line: a taken-back
 * continuation becomes a variation; the next move played again just
 * moves the cursor. */
static void
test_play_mode_main_line (void)
{
  g_autoptr(TerrGame) game = hg_game_of (8);
  g_autoptr(GPtrArray) old = main_line_moves (game);
  g_autoptr(GPtrArray) now = NULL;
  g_autoptr(TerrMove) tried = NULL;
  TerrGameNode *node5, *next;
  guint n_nodes;

  g_assert_true (terr_game_go_to (game, 5));
  node5 = terr_game_get_cursor (game);
  next = terr_game_node_get_child (node5, 0);

  /* the same move again: no new node */
  n_nodes = g_hash_table_size (terr_game_private (game)->nodes);
  g_assert_true (terr_game_play (game, terr_game_node_get_move (next), NULL));
  g_assert_true (terr_game_get_cursor (game) == next);
  g_assert_cmpuint (g_hash_table_size (terr_game_private (game)->nodes), ==, n_nodes);
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 8);

  g_assert_true (terr_game_undo (game));
  tried = other_move (game);
  g_assert_true (terr_game_play (game, tried, NULL));
  g_assert_cmpuint (terr_game_node_get_n_children (node5), ==, 2);
  g_assert_true (terr_game_node_get_child (node5, 0) == terr_game_get_cursor (game));
  g_assert_true (terr_game_node_get_child (node5, 1) == next);
  g_assert_true (terr_game_node_is_main_line (terr_game_get_cursor (game)));
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 6);
  g_assert_false (terr_game_can_redo (game));

  /* the old continuation is all there, as a variation */
  now = main_line_moves (game);
  g_assert_cmpuint (now->len, ==, 6);
  for (guint i = 0; i < 5; i++)
    g_assert_true (terr_move_equal (g_ptr_array_index (now, i), g_ptr_array_index (old, i)));
  {
    TerrGameNode *n = next;
    for (guint i = 5; i < old->len; i++, n = terr_game_node_get_child (n, 0))
      g_assert_true (terr_move_equal (terr_game_node_get_move (n), g_ptr_array_index (old, i)));
  }

  /* going into the variation and playing there makes it the main line */
  g_assert_true (terr_game_go_to_node (game, next));
  play_some (game, 0, 0);
  g_assert_true (terr_game_redo (game));
  g_assert_true (terr_game_node_get_parent (terr_game_get_cursor (game)) == next);
  {
    g_autoptr(TerrMove) again = other_move (game);
    g_assert_true (terr_game_undo (game));
    g_assert_true (terr_game_play (game, again, NULL) || TRUE);
  }
  g_assert_true (terr_game_node_is_main_line (terr_game_get_cursor (game)));
  g_assert_true (terr_game_node_get_child (node5, 0) == next);
}

static void
test_undo_redo_walk_the_line (void)
{
  g_autoptr(TerrGame) game = hg_game_of (6);
  g_autoptr(TerrMove) tried = NULL;
  TerrGameNode *end;

  terr_game_set_mode (game, TERR_GAME_MODE_REVIEW);
  g_assert_true (terr_game_go_to (game, 2));
  tried = other_move (game);
  g_assert_true (terr_game_play (game, tried, NULL));
  play_some (game, 2, 0);
  end = terr_game_get_cursor (game);
  /* undo three times and redo three times: back at the end of the variation */
  for (int i = 0; i < 3; i++)
    g_assert_true (terr_game_undo (game));
  g_assert_cmpuint (terr_game_get_position_index (game), ==, 2);
  for (int i = 0; i < 3; i++)
    g_assert_true (terr_game_redo (game));
  g_assert_true (terr_game_get_cursor (game) == end);
  g_assert_false (terr_game_can_redo (game));
  /* go to the main line's end: the line follows it */
  g_assert_true (terr_game_go_to_node (game, terr_game_tree_main_line_end (game)));
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 6);
}

static void
test_tree_edits_undo (void)
{
  g_autoptr(TerrGame) game = hg_game_of (6);
  g_autoptr(TerrMove) tried = NULL;
  g_autoptr(GBytes) start = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  g_autoptr(GBytes) with_variation = NULL;
  g_autoptr(GBytes) commented = NULL;
  g_autoptr(GError) error = NULL;
  TerrGameNode *node3, *variation, *var_end;
  guint64 var_id;

  terr_game_set_mode (game, TERR_GAME_MODE_REVIEW);
  g_assert_true (terr_game_go_to (game, 3));
  node3 = terr_game_get_cursor (game);
  tried = other_move (game);
  g_assert_true (terr_game_play (game, tried, NULL));
  play_some (game, 1, 0);
  var_end = terr_game_get_cursor (game);
  variation = terr_game_node_get_parent (var_end);
  var_id = terr_game_node_get_id (variation);
  with_variation = terr_game_to_bytes (game, TERR_FILE_REPLAY);

  /* comment, undo, redo */
  g_assert_true (terr_game_set_comment (game, variation, "Worth a look"));
  commented = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  g_assert_nonnull (bytes_find (commented, "<comment>Worth a look</comment>"));
  g_assert_true (terr_game_undo_tree_edit (game));
  g_assert_null (terr_game_node_get_comment (variation));
  g_assert_true (terr_game_redo_tree_edit (game));
  g_assert_cmpstr (terr_game_node_get_comment (variation), ==, "Worth a look");

  /* the main line cannot be deleted */
  g_assert_false (terr_game_delete_node (game, terr_game_get_line_node (game, 2), &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  g_clear_error (&error);

  /* promote: the variation becomes the main line; undo puts it back */
  g_assert_true (terr_game_promote_node (game, var_end));
  g_assert_true (terr_game_node_is_main_line (var_end));
  g_assert_cmpuint (terr_game_node_get_index (variation), ==, 0);
  g_assert_true (terr_game_undo_tree_edit (game));
  g_assert_cmpuint (terr_game_node_get_index (variation), ==, 1);
  {
    g_autoptr(GBytes) now = terr_game_to_bytes (game, TERR_FILE_REPLAY);
    g_assert_true (g_bytes_equal (now, commented));
  }

  /* delete the variation while the cursor is in it: the cursor goes to
   * where it branched; undo brings it back whole */
  g_assert_true (terr_game_delete_node (game, variation, &error));
  g_assert_no_error (error);
  g_assert_true (terr_game_get_cursor (game) == node3);
  g_assert_null (terr_game_find_node (game, var_id));
  g_assert_cmpuint (terr_game_node_get_n_children (node3), ==, 1);
  {
    g_autoptr(GBytes) now = terr_game_to_bytes (game, TERR_FILE_REPLAY);
    g_assert_true (g_bytes_equal (now, start));
  }
  g_assert_true (terr_game_undo_tree_edit (game));
  g_assert_true (terr_game_find_node (game, var_id) == variation);
  {
    g_autoptr(GBytes) now = terr_game_to_bytes (game, TERR_FILE_REPLAY);
    g_assert_true (g_bytes_equal (now, commented));
  }
  g_assert_true (terr_game_go_to_node (game, var_end));
  g_assert_true (terr_game_redo_tree_edit (game));
  g_assert_true (terr_game_get_cursor (game) == node3);
  /* undo everything: the tree as it was after the variation was played */
  while (terr_game_undo_tree_edit (game))
    ;
  {
    g_autoptr(GBytes) now = terr_game_to_bytes (game, TERR_FILE_REPLAY);
    g_assert_true (g_bytes_equal (now, with_variation));
  }
}

static void
assert_bytes (TerrGame *game, GBytes *want)
{
  g_autoptr(GBytes) now = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  g_assert_true (g_bytes_equal (now, want));
}

static guint
count_tree (TerrGameNode *node)
{
  guint n = 1;

  for (guint i = 0; i < terr_game_node_get_n_children (node); i++)
    n += count_tree (terr_game_node_get_child (node, i));
  return n;
}

/* @n moves legal one after the other from @node's position, the first
 * differing from the move that follows @node (found on a copy). */
static GPtrArray *
line_from (TerrGame *game, TerrGameNode *node, guint n)
{
  g_autoptr(TerrGame) copy = tree_test_reload (game);
  GPtrArray *line = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_move_unref);

  terr_game_set_mode (copy, TERR_GAME_MODE_REVIEW);
  g_assert_true (terr_game_go_to (copy, terr_game_node_get_depth (node)));
  for (guint i = 0; i < n; i++)
    {
      TerrMove *m = other_move (copy);

      g_ptr_array_add (line, m);
      g_assert_true (terr_game_play (copy, m, NULL));
    }
  return line;
}

static void
tree_changed_cb (TerrGame *game, gpointer data)
{
  (*(guint *) data)++;
}

/* A variation added without moving the cursor is one tree edit: undo
 * takes it out, redo puts the same nodes back; interleaved with comments,
 * promotion and deletion, the bytes after each undo are the bytes before
 * the edit. */
static void
test_add_variation (void)
{
  g_autoptr(TerrGame) game = hg_game_of (8);
  g_autoptr(GPtrArray) line = NULL;
  g_autoptr(GPtrArray) single = NULL;
  g_autoptr(GPtrArray) bad = NULL;
  g_autoptr(GBytes) b0 = NULL;
  g_autoptr(GBytes) b1 = NULL;
  g_autoptr(GBytes) b2 = NULL;
  g_autoptr(GBytes) b3 = NULL;
  g_autoptr(GBytes) b4 = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *pos5 = NULL;
  TerrGameNode *node1, *node3, *node4, *node5, *first, *last, *other;
  guint64 first_id, last_id;
  guint nodes, changes = 0;

  terr_game_set_mode (game, TERR_GAME_MODE_REVIEW);
  g_signal_connect (game, "tree-changed", G_CALLBACK (tree_changed_cb), &changes);
  node1 = terr_game_get_line_node (game, 1);
  node3 = terr_game_get_line_node (game, 3);
  node4 = terr_game_get_line_node (game, 4);
  node5 = terr_game_get_line_node (game, 5);
  line = line_from (game, node3, 3);
  single = line_from (game, node1, 1);
  g_assert_true (terr_game_go_to_node (game, node5));
  pos5 = position_text (game);
  nodes = count_tree (terr_game_get_root (game));
  b0 = terr_game_to_bytes (game, TERR_FILE_REPLAY);

  /* add: three moves under move 3, the cursor stays on move 5 */
  first = terr_game_add_variation (game, node3, line, "Tried here", &error);
  g_assert_no_error (error);
  g_assert_nonnull (first);
  g_assert_cmpuint (changes, ==, 1);
  g_assert_true (terr_game_get_cursor (game) == node5);
  {
    g_autofree char *now = position_text (game);
    g_assert_cmpstr (now, ==, pos5);
  }
  g_assert_cmpuint (count_tree (terr_game_get_root (game)), ==, nodes + 3);
  g_assert_cmpuint (terr_game_node_get_n_children (node3), ==, 2);
  g_assert_true (terr_game_node_get_child (node3, 1) == first);
  g_assert_true (terr_game_node_get_child (node3, 0) == node4);
  g_assert_cmpstr (terr_game_node_get_comment (first), ==, "Tried here");
  last = terr_game_node_get_child (terr_game_node_get_child (first, 0), 0);
  g_assert_nonnull (last);
  g_assert_true (terr_move_equal (terr_game_node_get_move (last), g_ptr_array_index (line, 2)));
  g_assert_null (terr_game_node_get_comment (last));
  first_id = terr_game_node_get_id (first);
  last_id = terr_game_node_get_id (last);
  b1 = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  g_assert_false (g_bytes_equal (b0, b1));
  g_assert_nonnull (bytes_find (b1, "<comment>Tried here</comment>"));
  /* going there applies its moves */
  g_assert_true (terr_game_go_to_node (game, last));
  g_assert_cmpuint (terr_game_get_position_index (game), ==, 6);
  g_assert_true (terr_game_go_to_node (game, node5));

  /* refused: the same first move again, an illegal move; nothing changes */
  g_assert_null (terr_game_add_variation (game, node3, line, NULL, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  g_clear_error (&error);
  bad = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_move_unref);
  g_ptr_array_add (bad, terr_move_ref (g_ptr_array_index (single, 0)));
  g_ptr_array_add (bad, terr_move_new (99, terr_move_get_move_type (g_ptr_array_index (single, 0))));
  g_assert_null (terr_game_add_variation (game, node1, bad, NULL, &error));
  g_assert_nonnull (error);
  /* the second move is refused after the first entered the tree */
  g_assert_true (g_str_has_prefix (error->message, "move 2: "));
  g_clear_error (&error);
  g_assert_cmpuint (terr_game_node_get_n_children (node1), ==, 1);
  g_assert_true (terr_game_get_cursor (game) == node5);
  assert_bytes (game, b1);
  g_assert_cmpuint (count_tree (terr_game_get_root (game)), ==, nodes + 3);

  /* a comment, then a promotion of the added line */
  g_assert_true (terr_game_set_comment (game, node4, "The move played"));
  b2 = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  g_assert_true (terr_game_promote_node (game, last));
  g_assert_true (terr_game_node_is_main_line (first));
  b3 = terr_game_to_bytes (game, TERR_FILE_REPLAY);

  /* undo, each back to the bytes before the edit */
  g_assert_true (terr_game_undo_tree_edit (game));
  assert_bytes (game, b2);
  g_assert_true (terr_game_undo_tree_edit (game));
  assert_bytes (game, b1);
  g_assert_true (terr_game_undo_tree_edit (game));
  assert_bytes (game, b0);
  g_assert_null (terr_game_find_node (game, first_id));
  g_assert_cmpuint (count_tree (terr_game_get_root (game)), ==, nodes);
  g_assert_cmpuint (terr_game_node_get_n_children (node3), ==, 1);
  g_assert_true (terr_game_get_cursor (game) == node5);
  g_assert_false (terr_game_can_undo_tree_edit (game));

  /* redo: the same nodes, the same ids */
  g_assert_true (terr_game_redo_tree_edit (game));
  assert_bytes (game, b1);
  g_assert_true (terr_game_find_node (game, first_id) == first);
  g_assert_true (terr_game_find_node (game, last_id) == last);
  g_assert_true (terr_game_redo_tree_edit (game));
  assert_bytes (game, b2);
  g_assert_true (terr_game_redo_tree_edit (game));
  assert_bytes (game, b3);
  g_assert_false (terr_game_can_redo_tree_edit (game));

  /* undo the promotion; a second variation under move 1, deleted, the
   * deletion undone, the addition undone */
  g_assert_true (terr_game_undo_tree_edit (game));
  assert_bytes (game, b2);
  other = terr_game_add_variation (game, node1, single, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (other);
  b4 = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  g_assert_true (terr_game_delete_node (game, other, &error));
  g_assert_no_error (error);
  assert_bytes (game, b2);
  g_assert_true (terr_game_undo_tree_edit (game));
  assert_bytes (game, b4);
  g_assert_true (terr_game_undo_tree_edit (game));
  assert_bytes (game, b2);
  g_assert_true (terr_game_undo_tree_edit (game));
  assert_bytes (game, b1);

  /* undoing an addition the cursor is in: the cursor goes where it branched */
  g_assert_true (terr_game_go_to_node (game, last));
  g_assert_true (terr_game_undo_tree_edit (game));
  g_assert_true (terr_game_get_cursor (game) == node3);
  assert_bytes (game, b0);
  g_assert_true (terr_game_redo_tree_edit (game));
  assert_bytes (game, b1);
  g_assert_true (terr_game_go_to_node (game, last));
  g_assert_cmpuint (terr_game_get_position_index (game), ==, 6);

  /* read back: the same tree */
  {
    g_autoptr(TerrGame) again = tree_test_reload (game);
    g_autoptr(GBytes) bytes = terr_game_to_bytes (again, TERR_FILE_REPLAY);
    g_assert_true (g_bytes_equal (bytes, b1));
  }
  g_signal_handlers_disconnect_by_func (game, tree_changed_cb, &changes);
}

/* At the end of the line the line goes on into what was added; several
 * edits grouped undo and redo as one. */
static void
test_add_at_end_and_group (void)
{
  g_autoptr(TerrGame) game = hg_game_of (4);
  g_autoptr(GPtrArray) line = NULL;
  g_autoptr(GBytes) b0 = NULL;
  g_autoptr(GBytes) b1 = NULL;
  g_autoptr(GBytes) b2 = NULL;
  TerrGameNode *end, *added;

  terr_game_set_mode (game, TERR_GAME_MODE_REVIEW);
  end = terr_game_get_cursor (game);
  line = line_from (game, end, 2);
  b0 = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  g_assert_false (terr_game_can_redo (game));
  added = terr_game_add_variation (game, end, line, NULL, NULL);
  g_assert_nonnull (added);
  g_assert_true (terr_game_get_cursor (game) == end);
  g_assert_true (terr_game_node_is_main_line (added));
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 6);
  g_assert_true (terr_game_can_redo (game));
  b1 = terr_game_to_bytes (game, TERR_FILE_REPLAY);

  g_assert_true (terr_game_set_comment (game, terr_game_get_line_node (game, 1), "one"));
  g_assert_true (terr_game_set_comment (game, terr_game_get_line_node (game, 2), "two"));
  g_assert_true (terr_game_set_comment (game, added, "three"));
  g_assert_true (terr_game_group_tree_edits (game, 3));
  b2 = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  g_assert_true (terr_game_undo_tree_edit (game));
  assert_bytes (game, b1);
  g_assert_true (terr_game_redo_tree_edit (game));
  assert_bytes (game, b2);
  g_assert_true (terr_game_undo_tree_edit (game));
  g_assert_true (terr_game_undo_tree_edit (game));
  assert_bytes (game, b0);
  g_assert_false (terr_game_can_redo (game));
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, 4);
  g_assert_false (terr_game_can_undo_tree_edit (game));
  g_assert_true (terr_game_redo_tree_edit (game));
  g_assert_true (terr_game_redo_tree_edit (game));
  assert_bytes (game, b2);
}

/* The path of a node in validate's words, and validate naming an illegal
 * move two variations deep. */
static void
test_paths (void)
{
  g_autoptr(TerrGame) game = hg_game_of (5);
  g_autofree char *p_main = NULL;
  g_autofree char *p_var = NULL;
  g_autofree char *p_deep = NULL;
  g_autofree char *p_root = NULL;
  TerrGameNode *a, *b;

  terr_game_set_mode (game, TERR_GAME_MODE_REVIEW);
  g_assert_true (terr_game_go_to (game, 2));
  {
    g_autoptr(TerrMove) m = other_move (game);
    g_assert_true (terr_game_play (game, m, NULL));
  }
  play_some (game, 1, 0);
  a = terr_game_get_cursor (game);
  g_assert_true (terr_game_undo (game));
  {
    g_autoptr(TerrMove) m = other_move (game);
    g_assert_true (terr_game_play (game, m, NULL));
  }
  b = terr_game_get_cursor (game);

  p_root = terr_game_node_get_path (terr_game_get_root (game));
  p_main = terr_game_node_get_path (terr_game_get_line_node (game, 2));
  p_var = terr_game_node_get_path (a);
  p_deep = terr_game_node_get_path (b);
  g_assert_cmpstr (p_root, ==, "");
  g_assert_cmpstr (p_main, ==, "move 2");
  g_assert_cmpstr (p_var, ==, "move 3, variation 1, move 2");
  g_assert_cmpstr (p_deep, ==, "move 3, variation 1, move 2, variation 1, move 1");

  /* the file nests them the same way, and reads back the same */
  {
    g_autoptr(GBytes) bytes = NULL;
    g_autoptr(TerrGame) back = reload (game, &bytes);
    g_autoptr(GBytes) again = terr_game_to_bytes (back, TERR_FILE_REPLAY);
    g_assert_true (g_bytes_equal (bytes, again));
  }
}

/* A node's item: its words, seat and comment, notified when it changes. */
static void
notified_cb (GObject *item, GParamSpec *pspec, gpointer data)
{
  GPtrArray *log = data;
  g_ptr_array_add (log, g_strdup (pspec->name));
}

static void
test_move_item (void)
{
  g_autoptr(TerrGame) game = hg_game_of (6);
  g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func (g_free);
  TerrGameNode *node = terr_game_get_line_node (game, 3);
  TerrMoveItem *item = terr_game_node_get_item (game, node);
  g_autofree char *comment = NULL;
  g_autofree char *text = NULL;

  g_assert_true (terr_move_item_get_node (item) == node);
  g_assert_cmpuint (terr_move_item_get_number (item), ==, 3);
  g_assert_false (terr_move_item_get_current (item));
  g_signal_connect (item, "notify", G_CALLBACK (notified_cb), log);

  /* going there makes it current */
  g_assert_true (terr_game_go_to (game, 3));
  g_assert_true (terr_move_item_get_current (item));

  /* a comment shows in the item */
  g_assert_true (terr_game_set_comment (game, node, "Try this"));
  g_object_get (item, "comment", &comment, "text", &text, NULL);
  g_assert_cmpstr (comment, ==, "Try this");
  g_assert_nonnull (text);
  g_assert_true (g_str_has_prefix (text, "Player "));
  g_assert_cmpint (terr_move_item_get_seat (item), ==,
                   terr_move_get_seat (terr_game_node_get_move (node)));
  g_assert_true (g_ptr_array_find_with_equal_func (log, "current", g_str_equal, NULL));
  g_assert_true (g_ptr_array_find_with_equal_func (log, "comment", g_str_equal, NULL));
  g_signal_handlers_disconnect_by_func (item, notified_cb, log);
}

/* A long Ziggurat game of placing and lifting: every node can be reached
 * from anywhere with a bounded number of moves applied, and the position
 * is the one a plain walk gives. */
static void
test_long_game_navigation (void)
{
  const guint n = 3000;
  g_autoptr(TerrGame) game = tree_test_long_zg_game (n, 3);
  g_autoptr(TerrGame) back = reload (game, NULL);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  TerrRandom rng;

  g_assert_cmpuint (terr_game_get_n_moves (back), ==, n);
  /* the positions of a plain walk forward, every 97 moves */
  g_assert_true (terr_game_go_to (back, 0));
  for (guint i = 0; i <= n; i += 97)
    {
      g_assert_true (terr_game_go_to (back, i));
      g_ptr_array_add (texts, position_text (back));
    }
  terr_random_init (&rng, 42);
  for (guint k = 0; k < 200; k++)
    {
      guint target = 97 * (guint) terr_random_below (&rng, texts->len);
      guint64 applied_before = terr_game_private (back)->n_applied;
      g_autofree char *text = NULL;

      g_assert_true (terr_game_go_to (back, target));
      /* a kept position every KEEP_EVERY moves: hardly more applies (an
       * undo path is taken when it costs no more than a restore) */
      g_assert_cmpuint (terr_game_private (back)->n_applied - applied_before, <=, TERR_GAME_KEEP_EVERY + 4);
      text = position_text (back);
      g_assert_cmpstr (text, ==, g_ptr_array_index (texts, target / 97));
    }
}

/* The timeline has one entry per position of the main line, with the
 * scores `score --move k` gives, and is kept per node. */
static void
test_timeline (void)
{
  g_autoptr(TerrGame) game = hg_game_of (10);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) timeline = NULL;
  JsonArray *positions;

  terr_game_set_mode (game, TERR_GAME_MODE_REVIEW);
  g_assert_true (terr_game_go_to (game, 4));
  {
    g_autoptr(TerrMove) m = other_move (game);
    g_assert_true (terr_game_play (game, m, NULL));
  }
  timeline = terr_game_timeline (game, 1.0, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  /* the cursor stays where it was */
  g_assert_cmpuint (terr_game_get_position_index (game), ==, 5);
  positions = json_object_get_array_member (json_node_get_object (timeline), "positions");
  g_assert_cmpuint (json_array_get_length (positions), ==, 11);
  for (guint k = 0; k <= 10; k++)
    {
      JsonObject *entry = json_array_get_object_element (positions, k);
      JsonArray *scores = json_object_get_array_member (entry, "scores");
      TerrGameNode *node = terr_game_get_root (game);

      for (guint i = 0; i < k; i++)
        node = terr_game_node_get_child (node, 0);
      g_assert_cmpint (json_object_get_int_member (entry, "move"), ==, k);
      if (k == 0)
        g_assert_true (json_object_get_null_member (entry, "seat"));
      else
        g_assert_cmpint (json_object_get_int_member (entry, "seat"), ==,
                         terr_move_get_seat (terr_game_node_get_move (node)));
      g_assert_nonnull (terr_game_node_get_timeline_entry (node));
      /* the same as scoring that position */
      {
        g_autoptr(TerrGame) copy = reload (game, NULL);
        g_assert_true (terr_game_go_to_node (copy, terr_game_get_root (copy)));
        g_assert_true (terr_game_go_to (copy, k));
        for (guint s = 1; s <= 2; s++)
          g_assert_cmpint (json_array_get_int_element (scores, s - 1), ==,
                           terr_game_get_seat_score (copy, (int) s));
      }
    }
}

typedef struct {
  GMainLoop *loop;
  JsonNode *result;
  GError *error;
  guint progress_calls;
  double last_fraction;
} AsyncResult;

static void
timeline_progress (double fraction, gpointer data)
{
  AsyncResult *r = data;
  r->progress_calls++;
  g_assert_cmpfloat (fraction, >=, r->last_fraction);
  r->last_fraction = fraction;
}

static void
timeline_ready (GObject *source, GAsyncResult *res, gpointer data)
{
  AsyncResult *r = data;
  r->result = terr_game_timeline_finish (TERR_GAME (source), res, &r->error);
  g_main_loop_quit (r->loop);
}

static void
test_timeline_async (void)
{
  g_autoptr(TerrGame) game = hg_game_of (8);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  AsyncResult r = { 0 };
  g_autoptr(JsonNode) direct = NULL;

  r.loop = g_main_loop_new (NULL, FALSE);
  terr_game_timeline_async (game, 1.0, NULL, timeline_progress, &r, timeline_ready, &r);
  g_main_loop_run (r.loop);
  g_assert_no_error (r.error);
  g_assert_nonnull (r.result);
  g_assert_cmpfloat (r.last_fraction, ==, 1.0);
  /* kept in this game's nodes */
  for (TerrGameNode *n = terr_game_get_root (game); n != NULL; n = terr_game_node_get_child (n, 0))
    g_assert_nonnull (terr_game_node_get_timeline_entry (n));
  direct = terr_game_timeline (game, 1.0, NULL, NULL, NULL, NULL);
  g_assert_true (json_node_equal (direct, r.result));
  json_node_unref (r.result);
  r.result = NULL;

  /* cancelled before it starts: an error, nothing else */
  g_cancellable_cancel (cancellable);
  terr_game_timeline_async (game, 1.0, cancellable, NULL, NULL, timeline_ready, &r);
  g_main_loop_run (r.loop);
  g_assert_error (r.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (r.result);
  g_clear_error (&r.error);
  g_main_loop_unref (r.loop);
}

/* A scenario being designed, with problems, copies as a draft (for work
 * in a thread) and keeps its problems; undo of the edit comes back. */
static void
test_copy_draft (void)
{
  g_autoptr(TerrGame) game = terr_hg_game_new_empty (2, NULL);
  g_autoptr(TerrGame) copy = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GPtrArray) copied = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (game);
  /* a bed on the bare table: a problem */
  g_assert_true (terr_hg_game_edit_put_bed (TERR_HG_GAME (game), 3, 3, TERR_HG_SUIT_SUNS, &error));
  g_assert_no_error (error);
  g_assert_true (terr_game_has_problems (game));
  problems = terr_game_list_problems (game);
  g_assert_cmpuint (problems->len, >, 0);

  copy = terr_game_copy (game);
  g_assert_true (terr_game_has_problems (copy));
  copied = terr_game_list_problems (copy);
  g_assert_cmpuint (copied->len, ==, problems->len);
  for (guint i = 0; i < problems->len; i++)
    g_assert_cmpstr (((TerrProblem *) g_ptr_array_index (copied, i))->message, ==,
                     ((TerrProblem *) g_ptr_array_index (problems, i))->message);

  g_assert_true (terr_game_undo_edit (game));
  g_assert_false (terr_game_has_problems (game));
}

/* Edits the base makes for every game: meta data, seats, players; each
 * undoable, back to the very bytes. */
static void
test_design_meta_and_seats (void)
{
  g_autoptr(TerrGame) game = terr_hg_game_new_empty (2, NULL);
  g_autoptr(GPtrArray) steps = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (steps, terr_game_to_bytes (game, TERR_FILE_SCENARIO));
  g_assert_true (terr_game_edit_set_meta (game, "Two Beds", "Ann", "A short puzzle."));
  g_ptr_array_add (steps, terr_game_to_bytes (game, TERR_FILE_SCENARIO));
  g_assert_nonnull (bytes_find (g_ptr_array_index (steps, 1), "<title>Two Beds</title>"));
  g_assert_true (terr_game_edit_set_player (game, 2, "Rival", TRUE, 2, &error));
  g_assert_no_error (error);
  g_ptr_array_add (steps, terr_game_to_bytes (game, TERR_FILE_SCENARIO));
  g_assert_nonnull (bytes_find (g_ptr_array_index (steps, 2),
                            "name=\"Rival\" type=\"ai\" level=\"2\""));
  g_assert_true (terr_game_edit_set_n_players (game, 3, &error));
  g_assert_no_error (error);
  g_ptr_array_add (steps, terr_game_to_bytes (game, TERR_FILE_SCENARIO));
  g_assert_cmpuint (terr_game_get_n_players (game), ==, 3);

  /* refused: a level that does not exist, a seat count outside 2-4 */
  g_assert_false (terr_game_edit_set_player (game, 1, "Ann", TRUE, 9, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (terr_game_edit_set_n_players (game, 5, &error));
  g_assert_error (error, TERR_ERROR, TERR_ERROR_INVALID);
  g_clear_error (&error);

  for (guint i = steps->len - 1; i > 0; i--)
    {
      g_autoptr(GBytes) now = NULL;
      g_assert_true (terr_game_undo_edit (game));
      now = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
      g_assert_true (g_bytes_equal (now, g_ptr_array_index (steps, i - 1)));
    }
  g_assert_false (terr_game_can_undo_edit (game));
  g_assert_null (terr_game_get_title (game));
  for (guint i = 1; i < steps->len; i++)
    {
      g_autoptr(GBytes) now = NULL;
      g_assert_true (terr_game_redo_edit (game));
      now = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
      g_assert_true (g_bytes_equal (now, g_ptr_array_index (steps, i)));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();

  g_test_add_func ("/tree/review-keeps-everything", test_review_keeps_everything);
  g_test_add_func ("/tree/play-mode-main-line", test_play_mode_main_line);
  g_test_add_func ("/tree/undo-redo-walk-the-line", test_undo_redo_walk_the_line);
  g_test_add_func ("/tree/edits-undo", test_tree_edits_undo);
  g_test_add_func ("/tree/add-variation", test_add_variation);
  g_test_add_func ("/tree/add-at-end-and-group", test_add_at_end_and_group);
  g_test_add_func ("/tree/paths", test_paths);
  g_test_add_func ("/tree/move-item", test_move_item);
  g_test_add_func ("/tree/long-game-navigation", test_long_game_navigation);
  g_test_add_func ("/tree/timeline", test_timeline);
  g_test_add_func ("/tree/timeline-async", test_timeline_async);
  g_test_add_func ("/tree/copy-draft", test_copy_draft);
  g_test_add_func ("/design/meta-and-seats", test_design_meta_and_seats);
  return g_test_run ();
}
