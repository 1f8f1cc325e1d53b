/* terr-move-list.c — the move list of the replay viewer.
 *
 * The tree is flattened into rows (a GListStore of the nodes' TerrMoveItems,
 * terr-move-item.h, with each row's indent beside it): the start,
 * then the main line; right after a move, each other move tried instead of
 * it starts a variation, indented one step more, whose own line (and its
 * variations, deeper still) follows before the main line goes on.  A
 * GtkListView shows the rows, so only those near the screen get widgets.
 * GTK 4.8 binds about 200 rows around the visible ones; a bound row gets
 * its move in words (which visits the position before the move) only when
 * it is near the selected row or once it is seen in the scrolled window
 * (a pass after each frame that bound or scrolled rows), so a 10,000-move
 * game opens without describing rows nobody sees.  The rows follow the
 * shape of the tree on the game's "tree-changed" (compared node by node);
 * a bound row follows its item's "comment" and "text"; on "changed" only
 * the selection moves.  The marks of an analysis ("mistake −4") show at
 * the end of a row.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "terr-board.h"
#include "terr-move-item.h"
#include "terr-move-list.h"
#include "terr-render.h"

/* --- the list --- */

struct _TerrMoveList
{
  GtkWidget parent_instance;

  GtkScrolledWindow  *scroller;
  GtkListView        *view;
  GListStore         *rows;        /* TerrMoveItem */
  GArray             *indents;     /* guint per row: 0 on the main line */
  GtkSingleSelection *selection;
  GHashTable         *row_of;      /* TerrGameNode* → row + 1 */
  guint               scroll_idle;


  TerrGame           *game;
  gboolean            selecting;
  guint               n_binds;
  guint               n_described;

  /* bound rows whose words are not made yet (row widget → itself) */
  GHashTable         *pending;
  guint               pending_tick;
  guint               pending_tries;

  TerrAnalysis       *analysis;
  GHashTable         *marks;       /* node id (guint64*) → TerrMoveAnalysis* */

  /* The board that highlights a pointed row's squares (weak), or NULL. */
  TerrBoard          *board;
};

G_DEFINE_FINAL_TYPE (TerrMoveList, terr_move_list, GTK_TYPE_WIDGET)

static void
add_row (GPtrArray    *rows,
         GArray       *indents,
         TerrGame     *game,
         TerrGameNode *node,
         guint         indent)
{
  g_ptr_array_add (rows, g_object_ref (terr_game_node_get_item (game, node)));
  g_array_append_val (indents, indent);
}

static void
add_line (GPtrArray    *rows,
          GArray       *indents,
          TerrGame     *game,
          TerrGameNode *first,
          guint         indent)
{
  TerrGameNode *node = first;

  add_row (rows, indents, game, first, indent);
  for (;;)
    {
      guint n = terr_game_node_get_n_children (node);
      TerrGameNode *main;

      if (n == 0)
        break;
      main = terr_game_node_get_child (node, 0);
      add_row (rows, indents, game, main, indent);
      for (guint i = 1; i < n; i++)
        add_line (rows, indents, game, terr_game_node_get_child (node, i), indent + 1);
      node = main;
    }
}

/* The selected row into view, once the list has its size. */
static gboolean
scroll_idle_cb (gpointer data)
{
  TerrMoveList *self = data;
  guint row = gtk_single_selection_get_selected (self->selection);

  self->scroll_idle = 0;
  if (row != GTK_INVALID_LIST_POSITION && gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_activate_action (GTK_WIDGET (self->view), "list.scroll-to-item", "u", row);
  return G_SOURCE_REMOVE;
}

static void
select_cursor (TerrMoveList *self)
{
  int row = self->game != NULL ? terr_move_list_find_row (self, terr_game_get_cursor (self->game)) : -1;

  self->selecting = TRUE;
  gtk_single_selection_set_selected (self->selection,
                                     row >= 0 ? (guint) row : GTK_INVALID_LIST_POSITION);
  self->selecting = FALSE;
  if (row >= 0 && gtk_widget_get_mapped (GTK_WIDGET (self)) && self->scroll_idle == 0)
    self->scroll_idle = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, scroll_idle_cb, self, NULL);
}

/* The rows again after a change of the tree's shape: when the same nodes
 * stand in the same places (a comment changed, which the bound rows
 * follow themselves) nothing changes, so the list keeps its place. */
static void
rebuild (TerrMoveList *self)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GArray) indents = g_array_new (FALSE, FALSE, sizeof (guint));
  guint old_n = g_list_model_get_n_items (G_LIST_MODEL (self->rows));
  gboolean same;

  if (self->game != NULL)
    add_line (rows, indents, self->game, terr_game_get_root (self->game), 0);

  /* (An empty GArray may have no data at all: memcmp must not see it.) */
  same = rows->len == old_n && indents->len == self->indents->len
         && (indents->len == 0
             || memcmp (indents->data, self->indents->data, indents->len * sizeof (guint)) == 0);
  for (guint i = 0; same && i < rows->len; i++)
    {
      g_autoptr(TerrMoveItem) old = g_list_model_get_item (G_LIST_MODEL (self->rows), i);

      same = old == rows->pdata[i];
    }

  if (!same)
    {
      self->selecting = TRUE;
      g_hash_table_remove_all (self->row_of);
      for (guint i = 0; i < rows->len; i++)
        g_hash_table_insert (self->row_of, terr_move_item_get_node (rows->pdata[i]), GUINT_TO_POINTER (i + 1));
      g_array_set_size (self->indents, 0);
      g_array_append_vals (self->indents, indents->data, indents->len);
      g_list_store_splice (self->rows, 0, old_n, rows->pdata, rows->len);
      self->selecting = FALSE;
    }
  select_cursor (self);
}

static void
tree_changed_cb (TerrGame     *game,
                 TerrMoveList *self)
{
  rebuild (self);
}

static void
game_changed_cb (TerrGame     *game,
                 TerrMoveList *self)
{
  select_cursor (self);
}

static void
selection_changed_cb (GtkSingleSelection *selection,
                      GParamSpec         *pspec,
                      TerrMoveList       *self)
{
  guint row = gtk_single_selection_get_selected (selection);
  TerrGameNode *node;

  if (self->selecting || self->game == NULL || row == GTK_INVALID_LIST_POSITION)
    return;
  node = terr_move_list_get_row_node (self, row);
  if (node != NULL && node != terr_game_get_cursor (self->game))
    terr_game_go_to_node (self->game, node);
}

/* --- rows on screen --- */


static TerrMoveItem *row_item (GtkWidget *outer);

/* The squares of a pointed row's move, in the position before it. */
static GArray *
row_squares_cb (GtkWidget *outer,
                gpointer   data)
{
  TerrMoveList *self = data;
  TerrMoveItem *item = row_item (outer);
  TerrGameNode *node = item != NULL ? terr_move_item_get_node (item) : NULL;

  if (self->game == NULL || node == NULL || terr_game_node_get_move (node) == NULL)
    return NULL;
  return terr_game_node_squares (self->game, node);
}

static void
setup_cb (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          TerrMoveList             *self)
{
  GtkWidget *outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *number = gtk_label_new (NULL);
  GtkWidget *dot = gtk_label_new ("●");
  GtkWidget *text = gtk_label_new (NULL);
  GtkWidget *mark = gtk_image_new_from_icon_name ("document-edit-symbolic");
  GtkWidget *verdict = gtk_label_new (NULL);
  GtkWidget *comment = gtk_label_new (NULL);

  gtk_widget_set_margin_top (outer, 4);
  gtk_widget_set_margin_bottom (outer, 4);
  gtk_widget_set_margin_end (outer, 6);
  gtk_label_set_xalign (GTK_LABEL (number), 1);
  gtk_label_set_width_chars (GTK_LABEL (number), 4);
  gtk_widget_add_css_class (number, "numeric");
  gtk_widget_add_css_class (number, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (text), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_widget_add_css_class (mark, "dim-label");
  gtk_widget_set_tooltip_text (mark, _("This move has a comment"));
  gtk_label_set_xalign (GTK_LABEL (comment), 0);
  gtk_label_set_ellipsize (GTK_LABEL (comment), PANGO_ELLIPSIZE_END);
  gtk_label_set_single_line_mode (GTK_LABEL (comment), TRUE);
  gtk_widget_add_css_class (comment, "comment");
  gtk_widget_add_css_class (comment, "dim-label");
  gtk_widget_add_css_class (comment, "caption");

  gtk_box_append (GTK_BOX (box), number);
  gtk_box_append (GTK_BOX (box), dot);
  gtk_box_append (GTK_BOX (box), text);
  gtk_widget_add_css_class (verdict, "error");
  gtk_widget_add_css_class (verdict, "caption-heading");
  gtk_widget_add_css_class (verdict, "analysis-mark");
  gtk_widget_set_visible (verdict, FALSE);

  gtk_box_append (GTK_BOX (box), mark);
  gtk_box_append (GTK_BOX (box), verdict);
  gtk_box_append (GTK_BOX (outer), box);
  gtk_box_append (GTK_BOX (outer), comment);
  gtk_list_item_set_child (item, outer);
  if (self->board != NULL)
    terr_board_highlight_on_hover (self->board, outer, row_squares_cb, self);
}

static void fill_words (TerrMoveList *self,
                        GtkWidget    *outer);
static void queue_pending_pass (TerrMoveList *self);

/* The analysis entry of @node, or NULL. */
static const TerrMoveAnalysis *
node_mark (TerrMoveList *self,
           TerrGameNode *node)
{
  guint64 id;

  if (self->marks == NULL || node == NULL)
    return NULL;
  id = terr_game_node_get_id (node);
  return g_hash_table_lookup (self->marks, &id);
}

/* Rows within this many of the selected one get their words at once. */
#define NEAR_SELECTION 20

/* The item a row widget shows, and its indent. */
static TerrMoveItem *
row_item (GtkWidget *outer)
{
  return g_object_get_data (G_OBJECT (outer), "row");
}

static guint
row_indent (GtkWidget *outer)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (outer), "indent"));
}

/* A bound row's comment, and the mark saying it has one. */
static void
show_comment (GtkWidget *outer)
{
  GtkWidget *box = gtk_widget_get_first_child (outer);
  GtkWidget *mark = gtk_widget_get_prev_sibling (gtk_widget_get_last_child (box));
  GtkWidget *comment = gtk_widget_get_next_sibling (box);
  const char *text = terr_move_item_get_comment (row_item (outer));
  gboolean has_comment = text != NULL && *text != '\0';

  gtk_widget_set_visible (mark, has_comment);
  gtk_label_set_label (GTK_LABEL (comment), has_comment ? text : "");
  gtk_widget_set_visible (comment, has_comment);
}

/* A bound row's analysis mark ("mistake −4"), with why in its tooltip. */
static void
show_verdict (TerrMoveList *self,
              GtkWidget    *outer)
{
  GtkWidget *verdict = gtk_widget_get_last_child (gtk_widget_get_first_child (outer));
  const TerrMoveAnalysis *entry = node_mark (self, terr_move_item_get_node (row_item (outer)));
  g_autofree char *verdict_text = entry != NULL ? terr_move_analysis_mark (entry) : NULL;
  g_autofree char *why = entry != NULL ? terr_move_analysis_text (entry) : NULL;

  gtk_label_set_label (GTK_LABEL (verdict), verdict_text != NULL ? verdict_text : "");
  gtk_widget_set_visible (verdict, verdict_text != NULL);
  gtk_widget_set_tooltip_text (verdict, why);
}

static void update_label (TerrMoveList *self,
                          GtkWidget    *outer);

/* The item of a bound row changed: its comment, or its words. */
static void
item_changed_cb (TerrMoveItem *item,
                 GParamSpec   *pspec,
                 GtkWidget    *outer)
{
  GtkWidget *list = gtk_widget_get_ancestor (outer, TERR_TYPE_MOVE_LIST);
  GtkWidget *box = gtk_widget_get_first_child (outer);
  GtkWidget *text = gtk_widget_get_next_sibling (gtk_widget_get_next_sibling (gtk_widget_get_first_child (box)));

  if (list == NULL || terr_move_item_get_node (item) == NULL)
    return;
  if (g_str_equal (pspec->name, "text"))
    {
      gtk_label_set_label (GTK_LABEL (text), "");
      fill_words (TERR_MOVE_LIST (list), outer);
      return;
    }
  show_comment (outer);
  if (*gtk_label_get_label (GTK_LABEL (text)) != '\0')
    update_label (TERR_MOVE_LIST (list), outer);
}

static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *item,
         TerrMoveList             *self)
{
  TerrMoveItem *row = gtk_list_item_get_item (item);
  TerrGameNode *node = terr_move_item_get_node (row);
  GtkWidget *outer = gtk_list_item_get_child (item);
  GtkWidget *box = gtk_widget_get_first_child (outer);
  GtkWidget *number = gtk_widget_get_first_child (box);
  GtkWidget *dot = gtk_widget_get_next_sibling (number);
  GtkWidget *text = gtk_widget_get_next_sibling (dot);
  TerrMove *move = node != NULL ? terr_game_node_get_move (node) : NULL;
  int seat = move != NULL ? terr_move_get_seat (move) : 0;
  guint selected = gtk_single_selection_get_selected (self->selection);
  guint position = gtk_list_item_get_position (item);
  guint indent = position < self->indents->len ? g_array_index (self->indents, guint, position) : 0;

  self->n_binds++;
  g_object_set_data_full (G_OBJECT (outer), "row", g_object_ref (row), g_object_unref);
  g_object_set_data (G_OBJECT (outer), "indent", GUINT_TO_POINTER (indent));
  g_signal_connect (row, "notify::comment", G_CALLBACK (item_changed_cb), outer);
  g_signal_connect (row, "notify::text", G_CALLBACK (item_changed_cb), outer);

  gtk_widget_set_margin_start (outer, 6 + 18 * indent);
  if (indent > 0)
    gtk_widget_add_css_class (outer, "variation");
  else
    gtk_widget_remove_css_class (outer, "variation");

  for (int s = 1; s <= 6; s++)
    {
      char name[16];
      g_snprintf (name, sizeof name, "seat-%d", s);
      gtk_widget_remove_css_class (dot, name);
    }

  if (move == NULL)
    {
      gtk_label_set_label (GTK_LABEL (number), "");
      gtk_widget_set_visible (dot, FALSE);
    }
  else
    {
      g_autofree char *n = g_strdup_printf ("%u.", terr_move_item_get_number (row));
      char name[16];

      gtk_label_set_label (GTK_LABEL (number), n);
      g_snprintf (name, sizeof name, "seat-%d", CLAMP (seat, 1, 6));
      gtk_widget_add_css_class (dot, name);
      gtk_widget_set_visible (dot, terr_game_get_n_players (self->game) > 1);
    }
  show_comment (outer);
  show_verdict (self, outer);

  /* The words: the game makes them by visiting the position before the
   * move, once per move (it keeps them); only for rows near the selected
   * one now, the others once they are seen. */
  gtk_label_set_label (GTK_LABEL (text), "");
  if (selected == GTK_INVALID_LIST_POSITION)
    selected = 0;
  if (position + NEAR_SELECTION >= selected && position <= selected + NEAR_SELECTION)
    {
      g_hash_table_remove (self->pending, outer);
      fill_words (self, outer);
    }
  else
    {
      /* a short name for screen readers until the words are made */
      g_autofree char *label = g_strdup_printf (_("Move %u"), terr_move_item_get_number (row));

      gtk_accessible_update_property (GTK_ACCESSIBLE (outer),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
      g_hash_table_add (self->pending, outer);
      queue_pending_pass (self);
    }
}

static void
unbind_cb (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           TerrMoveList             *self)
{
  GtkWidget *outer = gtk_list_item_get_child (item);

  if (outer == NULL)
    return;
  g_hash_table_remove (self->pending, outer);
  if (row_item (outer) != NULL)
    g_signal_handlers_disconnect_by_data (row_item (outer), outer);
}

/* After a frame: the pending rows now inside the scrolled window get their
 * words. */
static gboolean
pending_tick_cb (GtkWidget     *widget,
                 GdkFrameClock *clock,
                 gpointer       data)
{
  TerrMoveList *self = TERR_MOVE_LIST (widget);
  double height = gtk_widget_get_height (GTK_WIDGET (self->scroller));
  g_autoptr(GPtrArray) seen = g_ptr_array_new ();
  gboolean unsized = height <= 0;
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, self->pending);
  while (!unsized && g_hash_table_iter_next (&iter, &key, NULL))
    {
      GtkWidget *outer = key;
      graphene_rect_t bounds;

      if (!gtk_widget_get_mapped (outer))
        continue;
      /* bound in this frame: not laid out yet */
      if (!gtk_widget_compute_bounds (outer, GTK_WIDGET (self->scroller), &bounds)
          || bounds.size.height <= 0)
        unsized = TRUE;
      else if (bounds.origin.y + bounds.size.height >= 0 && bounds.origin.y <= height)
        g_ptr_array_add (seen, outer);
    }
  for (guint i = 0; i < seen->len; i++)
    {
      g_hash_table_remove (self->pending, seen->pdata[i]);
      fill_words (self, seen->pdata[i]);
    }
  /* Once more after the next layout (a few frames at most). */
  if (unsized && ++self->pending_tries < 10)
    return G_SOURCE_CONTINUE;
  self->pending_tick = 0;
  self->pending_tries = 0;
  return G_SOURCE_REMOVE;
}

static void
queue_pending_pass (TerrMoveList *self)
{
  if (self->pending_tick == 0 && g_hash_table_size (self->pending) > 0)
    self->pending_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), pending_tick_cb, NULL, NULL);
}

static void
scrolled_cb (GtkAdjustment *adjustment,
             TerrMoveList  *self)
{
  queue_pending_pass (self);
}

/* The row's move in words, and what a screen reader says for it. */
static void
fill_words (TerrMoveList *self,
            GtkWidget    *outer)
{
  TerrMoveItem *row = row_item (outer);
  GtkWidget *box = gtk_widget_get_first_child (outer);
  GtkWidget *text = gtk_widget_get_next_sibling (gtk_widget_get_next_sibling (gtk_widget_get_first_child (box)));
  TerrGameNode *node = row != NULL ? terr_move_item_get_node (row) : NULL;
  g_autofree char *words = NULL;

  if (node == NULL || self->game == NULL || *gtk_label_get_label (GTK_LABEL (text)) != '\0')
    return;
  words = terr_game_node_get_move (node) == NULL ? g_strdup (_("Start")) : terr_move_item_dup_text (row);
  self->n_described++;
  gtk_label_set_label (GTK_LABEL (text), words);
  update_label (self, outer);
}

/* What a screen reader says for a row whose words are made: the move, a
 * variation, the comment, the analysis' mark. */
static void
update_label (TerrMoveList *self,
              GtkWidget    *outer)
{
  TerrMoveItem *row = row_item (outer);
  GtkWidget *box = gtk_widget_get_first_child (outer);
  GtkWidget *text = gtk_widget_get_next_sibling (gtk_widget_get_next_sibling (gtk_widget_get_first_child (box)));
  TerrGameNode *node = terr_move_item_get_node (row);
  const char *words = gtk_label_get_label (GTK_LABEL (text));
  const char *comment = terr_move_item_get_comment (row);
  g_autofree char *label = NULL;

  if (terr_game_node_get_move (node) == NULL)
    label = g_strdup (words);
  else if (row_indent (outer) > 0)
    /* TRANSLATORS: a row of the move list: move number, the move, "variation" */
    label = g_strdup_printf (_("Move %u, %s, variation"), terr_move_item_get_number (row), words);
  else
    label = g_strdup_printf (_("Move %u, %s"), terr_move_item_get_number (row), words);
  if (comment != NULL && *comment != '\0')
    {
      g_autofree char *with = g_strdup_printf (_("%s. Comment: %s"), label, comment);
      g_free (label);
      label = g_steal_pointer (&with);
    }
  {
    const TerrMoveAnalysis *entry = node_mark (self, node);
    g_autofree char *verdict = entry != NULL ? terr_move_analysis_mark (entry) : NULL;

    if (verdict != NULL)
      {
        /* TRANSLATORS: a row's screen reader text, then the analysis' mark */
        g_autofree char *with = g_strdup_printf (_("%s. %s"), label, verdict);
        g_free (label);
        label = g_steal_pointer (&with);
      }
  }
  gtk_accessible_update_property (GTK_ACCESSIBLE (outer),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  /* The row itself is what a screen reader reads (GTK 4.8 has no
   * accessible label on GtkListItem): name it too. */
  if (gtk_widget_get_parent (outer) != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (outer)),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                    -1);
}

/* --- public API --- */

GtkWidget *
terr_move_list_new (void)
{
  return g_object_new (TERR_TYPE_MOVE_LIST, NULL);
}

void
terr_move_list_set_board (TerrMoveList *self,
                          TerrBoard    *board)
{
  g_return_if_fail (TERR_IS_MOVE_LIST (self));
  g_return_if_fail (board == NULL || TERR_IS_BOARD (board));

  g_set_weak_pointer (&self->board, board);
}

void
terr_move_list_set_game (TerrMoveList *self,
                         TerrGame     *game)
{
  g_return_if_fail (TERR_IS_MOVE_LIST (self));
  g_return_if_fail (game == NULL || TERR_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      g_signal_connect_object (game, "tree-changed", G_CALLBACK (tree_changed_cb), self, 0);
      g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, 0);
    }
  /* A new game: every row is new. */
  self->selecting = TRUE;
  g_list_store_remove_all (self->rows);
  g_hash_table_remove_all (self->row_of);
  g_array_set_size (self->indents, 0);
  self->selecting = FALSE;
  rebuild (self);
}

guint
terr_move_list_get_n_rows (TerrMoveList *self)
{
  g_return_val_if_fail (TERR_IS_MOVE_LIST (self), 0);

  return g_list_model_get_n_items (G_LIST_MODEL (self->rows));
}

TerrGameNode *
terr_move_list_get_row_node (TerrMoveList *self,
                             guint         row)
{
  g_autoptr(TerrMoveItem) item = NULL;

  g_return_val_if_fail (TERR_IS_MOVE_LIST (self), NULL);

  item = g_list_model_get_item (G_LIST_MODEL (self->rows), row);
  return item != NULL ? terr_move_item_get_node (item) : NULL;
}

guint
terr_move_list_get_row_indent (TerrMoveList *self,
                               guint         row)
{
  g_return_val_if_fail (TERR_IS_MOVE_LIST (self), 0);

  return row < self->indents->len ? g_array_index (self->indents, guint, row) : 0;
}

int
terr_move_list_find_row (TerrMoveList *self,
                         TerrGameNode *node)
{
  gpointer value;

  g_return_val_if_fail (TERR_IS_MOVE_LIST (self), -1);

  value = g_hash_table_lookup (self->row_of, node);
  return value != NULL ? (int) GPOINTER_TO_UINT (value) - 1 : -1;
}

int
terr_move_list_get_selected_row (TerrMoveList *self)
{
  guint row;

  g_return_val_if_fail (TERR_IS_MOVE_LIST (self), -1);

  row = gtk_single_selection_get_selected (self->selection);
  return row == GTK_INVALID_LIST_POSITION ? -1 : (int) row;
}

void
terr_move_list_activate_row (TerrMoveList *self,
                             guint         row)
{
  g_return_if_fail (TERR_IS_MOVE_LIST (self));
  g_return_if_fail (row < terr_move_list_get_n_rows (self));

  gtk_single_selection_set_selected (self->selection, row);
}

char *
terr_move_list_dup_row_text (TerrMoveList *self,
                             guint         row)
{
  TerrGameNode *node;

  g_return_val_if_fail (TERR_IS_MOVE_LIST (self), NULL);

  node = terr_move_list_get_row_node (self, row);
  if (node == NULL || self->game == NULL)
    return NULL;
  if (terr_game_node_get_move (node) == NULL)
    return g_strdup (_("Start"));
  {
    g_autofree char *words = terr_game_describe_node (self->game, node);
    return g_strdup_printf ("%u. %s", terr_game_node_get_depth (node), words);
  }
}

/* The bound rows whose analysis entry changed show their new mark. */
static void
refresh_nodes (TerrMoveList *self,
               GHashTable   *ids)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->view));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *outer = gtk_widget_get_first_child (child);
      TerrMoveItem *row = outer != NULL ? row_item (outer) : NULL;
      TerrGameNode *node = row != NULL ? terr_move_item_get_node (row) : NULL;
      GtkWidget *text;
      guint64 id;

      if (node == NULL)
        continue;
      id = terr_game_node_get_id (node);
      if (!g_hash_table_contains (ids, &id))
        continue;
      show_verdict (self, outer);
      text = gtk_widget_get_next_sibling (gtk_widget_get_next_sibling (gtk_widget_get_first_child (gtk_widget_get_first_child (outer))));
      if (*gtk_label_get_label (GTK_LABEL (text)) != '\0')
        update_label (self, outer);
    }
}

void
terr_move_list_set_analysis (TerrMoveList *self,
                             TerrAnalysis *analysis)
{
  g_autoptr(GHashTable) changed = NULL;

  g_return_if_fail (TERR_IS_MOVE_LIST (self));

  if (self->analysis == analysis)
    return;
  changed = g_hash_table_new (g_int64_hash, g_int64_equal);
  if (self->marks != NULL)
    {
      GHashTableIter iter;
      gpointer key;

      g_hash_table_iter_init (&iter, self->marks);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        g_hash_table_add (changed, key);
    }
  /* the old entries stay alive until the rows showing them are bound again */
  {
    g_autoptr(TerrAnalysis) old = self->analysis;
    g_autoptr(GHashTable) old_marks = self->marks;

    self->analysis = analysis != NULL ? terr_analysis_ref (analysis) : NULL;
    self->marks = NULL;
    if (analysis != NULL)
      {
        self->marks = g_hash_table_new (g_int64_hash, g_int64_equal);
        for (guint i = 0; i < terr_analysis_get_n_moves (analysis); i++)
          {
            const TerrMoveAnalysis *e = terr_analysis_get_move (analysis, i);

            if (e->mistake)
              {
                g_hash_table_insert (self->marks, (gpointer) &e->node_id, (gpointer) e);
                g_hash_table_add (changed, (gpointer) &e->node_id);
              }
          }
      }
    refresh_nodes (self, changed);
  }
}

/* The widget that shows @row now, or NULL. */
static GtkWidget *
shown_row (TerrMoveList *self,
           guint         row)
{
  TerrGameNode *node = terr_move_list_get_row_node (self, row);

  if (node == NULL)
    return NULL;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->view));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *outer = gtk_widget_get_first_child (child);
      TerrMoveItem *shown = outer != NULL ? row_item (outer) : NULL;

      if (shown != NULL && terr_move_item_get_node (shown) == node && gtk_widget_get_visible (child))
        return outer;
    }
  return NULL;
}

char *
terr_move_list_dup_shown_mark (TerrMoveList *self,
                               guint         row)
{
  GtkWidget *outer, *verdict;

  g_return_val_if_fail (TERR_IS_MOVE_LIST (self), NULL);

  outer = shown_row (self, row);
  if (outer == NULL)
    return NULL;
  verdict = gtk_widget_get_last_child (gtk_widget_get_first_child (outer));
  if (!gtk_widget_get_visible (verdict))
    return NULL;
  return g_strdup (gtk_label_get_label (GTK_LABEL (verdict)));
}

char *
terr_move_list_dup_shown_words (TerrMoveList *self,
                                guint         row)
{
  GtkWidget *outer, *number;

  g_return_val_if_fail (TERR_IS_MOVE_LIST (self), NULL);

  outer = shown_row (self, row);
  if (outer == NULL)
    return NULL;
  number = gtk_widget_get_first_child (gtk_widget_get_first_child (outer));
  return g_strdup (gtk_label_get_label (GTK_LABEL (gtk_widget_get_next_sibling (gtk_widget_get_next_sibling (number)))));
}

char *
terr_move_list_dup_shown_comment (TerrMoveList *self,
                                  guint         row)
{
  GtkWidget *outer, *comment;

  g_return_val_if_fail (TERR_IS_MOVE_LIST (self), NULL);

  outer = shown_row (self, row);
  if (outer == NULL)
    return NULL;
  comment = gtk_widget_get_next_sibling (gtk_widget_get_first_child (outer));
  return g_strdup (gtk_widget_get_visible (comment) ? gtk_label_get_label (GTK_LABEL (comment)) : "");
}

guint
terr_move_list_get_n_pending (TerrMoveList *self)
{
  g_return_val_if_fail (TERR_IS_MOVE_LIST (self), 0);

  return g_hash_table_size (self->pending);
}

guint
terr_move_list_get_n_binds (TerrMoveList *self)
{
  g_return_val_if_fail (TERR_IS_MOVE_LIST (self), 0);

  return self->n_binds;
}

guint
terr_move_list_get_n_described (TerrMoveList *self)
{
  g_return_val_if_fail (TERR_IS_MOVE_LIST (self), 0);

  return self->n_described;
}

/* --- GObject --- */

static void
terr_move_list_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (terr_move_list_parent_class)->map (widget);
  select_cursor (TERR_MOVE_LIST (widget));
}

static void
terr_move_list_dispose (GObject *object)
{
  TerrMoveList *self = TERR_MOVE_LIST (object);

  g_clear_handle_id (&self->scroll_idle, g_source_remove);
  if (self->pending_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->pending_tick);
  self->pending_tick = 0;
  g_hash_table_remove_all (self->pending);
  g_clear_pointer (&self->marks, g_hash_table_unref);
  g_clear_pointer (&self->analysis, terr_analysis_unref);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_weak_pointer (&self->board);
  if (self->scroller != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->scroller));
  self->scroller = NULL;

  G_OBJECT_CLASS (terr_move_list_parent_class)->dispose (object);
}

static void
terr_move_list_finalize (GObject *object)
{
  TerrMoveList *self = TERR_MOVE_LIST (object);

  g_hash_table_unref (self->row_of);
  g_hash_table_unref (self->pending);
  g_array_unref (self->indents);

  g_clear_object (&self->selection);

  G_OBJECT_CLASS (terr_move_list_parent_class)->finalize (object);
}

static void
terr_move_list_class_init (TerrMoveListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = terr_move_list_dispose;
  object_class->finalize = terr_move_list_finalize;
  widget_class->map = terr_move_list_map;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "movelist");
}

static void
terr_move_list_init (TerrMoveList *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  self->row_of = g_hash_table_new (NULL, NULL);
  self->pending = g_hash_table_new (NULL, NULL);

  self->rows = g_list_store_new (TERR_TYPE_MOVE_ITEM);
  self->indents = g_array_new (FALSE, FALSE, sizeof (guint));
  /* The selection model owns the store. */
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->rows));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  g_signal_connect (self->selection, "notify::selected", G_CALLBACK (selection_changed_cb), self);

  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_cb), self);
  g_signal_connect (factory, "teardown", G_CALLBACK (unbind_cb), self);

  self->view = GTK_LIST_VIEW (gtk_list_view_new (GTK_SELECTION_MODEL (g_object_ref (self->selection)), factory));
  gtk_widget_add_css_class (GTK_WIDGET (self->view), "navigation-sidebar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->view),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Moves"),
                                  -1);

  self->scroller = GTK_SCROLLED_WINDOW (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (self->scroller, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (self->scroller, GTK_WIDGET (self->view));
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller), "value-changed",
                           G_CALLBACK (scrolled_cb), self, 0);

  gtk_widget_set_parent (GTK_WIDGET (self->scroller), GTK_WIDGET (self));
}
