/* terr-move-list.c — the move list of the replay viewer.
 *
 * The tree is flattened into rows (a GListStore of TerrMoveRow): the start,
 * then the main line; right after a move, each other move tried instead of
 * it starts a variation, indented one step more, whose own line (and its
 * variations, deeper still) follows before the main line goes on.  A
 * GtkListView shows the rows, so only those near the screen get widgets.
 * GTK 4.8 binds about 200 rows around the visible ones; a bound row gets
 * its move in words (which visits the position before the move) only when
 * it is near the selected row or once it is seen in the scrolled window
 * (a pass after each frame that bound or scrolled rows), so a 10,000-move
 * game opens without describing rows nobody sees.  The rows are rebuilt on
 * the game's "tree-changed"; on "changed" only the selection moves.  The
 * marks of an analysis ("mistake −4") show at the end of a row.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-move-list.h"
#include "terr-render.h"

/* --- one row --- */

#define TERR_TYPE_MOVE_ROW (terr_move_row_get_type ())
G_DECLARE_FINAL_TYPE (TerrMoveRow, terr_move_row, TERR, MOVE_ROW, GObject)

struct _TerrMoveRow
{
  GObject       parent_instance;
  TerrGameNode *node;
  guint         indent;
  char         *comment;   /* as it was when the row was made */
};

G_DEFINE_FINAL_TYPE (TerrMoveRow, terr_move_row, G_TYPE_OBJECT)

static void
terr_move_row_finalize (GObject *object)
{
  g_free (TERR_MOVE_ROW (object)->comment);
  G_OBJECT_CLASS (terr_move_row_parent_class)->finalize (object);
}

static void
terr_move_row_class_init (TerrMoveRowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = terr_move_row_finalize;
}

static void
terr_move_row_init (TerrMoveRow *self)
{
}

static TerrMoveRow *
terr_move_row_new (TerrGameNode *node,
                   guint         indent)
{
  TerrMoveRow *row = g_object_new (TERR_TYPE_MOVE_ROW, NULL);

  row->node = node;
  row->indent = indent;
  row->comment = g_strdup (terr_game_node_get_comment (node));
  return row;
}

/* --- the list --- */

struct _TerrMoveList
{
  GtkWidget parent_instance;

  GtkScrolledWindow  *scroller;
  GtkListView        *view;
  GListStore         *rows;
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
};

G_DEFINE_FINAL_TYPE (TerrMoveList, terr_move_list, GTK_TYPE_WIDGET)

static void
add_line (GPtrArray    *rows,
          TerrGameNode *first,
          guint         indent)
{
  TerrGameNode *node = first;

  g_ptr_array_add (rows, terr_move_row_new (first, indent));
  for (;;)
    {
      guint n = terr_game_node_get_n_children (node);
      TerrGameNode *main;

      if (n == 0)
        break;
      main = terr_game_node_get_child (node, 0);
      g_ptr_array_add (rows, terr_move_row_new (main, indent));
      for (guint i = 1; i < n; i++)
        add_line (rows, terr_game_node_get_child (node, i), indent + 1);
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

static void
rebuild (TerrMoveList *self)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  guint old_n = g_list_model_get_n_items (G_LIST_MODEL (self->rows));
  gboolean same = TRUE;

  if (self->game != NULL)
    add_line (rows, terr_game_get_root (self->game), 0);

  /* The same nodes in the same places (a comment changed): replace only
   * the rows whose comment differs, so the list keeps its place. */
  if (rows->len != old_n)
    same = FALSE;
  for (guint i = 0; same && i < rows->len; i++)
    {
      g_autoptr(TerrMoveRow) old = g_list_model_get_item (G_LIST_MODEL (self->rows), i);
      TerrMoveRow *row = rows->pdata[i];

      same = old->node == row->node && old->indent == row->indent;
    }

  self->selecting = TRUE;
  if (same)
    {
      for (guint i = 0; i < rows->len; i++)
        {
          g_autoptr(TerrMoveRow) old = g_list_model_get_item (G_LIST_MODEL (self->rows), i);
          TerrMoveRow *row = rows->pdata[i];

          if (g_strcmp0 (old->comment, row->comment) != 0)
            g_list_store_splice (self->rows, i, 1, (gpointer *) &rows->pdata[i], 1);
        }
    }
  else
    {
      g_hash_table_remove_all (self->row_of);
      for (guint i = 0; i < rows->len; i++)
        g_hash_table_insert (self->row_of, ((TerrMoveRow *) rows->pdata[i])->node, GUINT_TO_POINTER (i + 1));
      g_list_store_splice (self->rows, 0, old_n, rows->pdata, rows->len);
    }
  self->selecting = FALSE;
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

static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *item,
         TerrMoveList             *self)
{
  TerrMoveRow *row = gtk_list_item_get_item (item);
  GtkWidget *outer = gtk_list_item_get_child (item);
  GtkWidget *box = gtk_widget_get_first_child (outer);
  GtkWidget *number = gtk_widget_get_first_child (box);
  GtkWidget *dot = gtk_widget_get_next_sibling (number);
  GtkWidget *text = gtk_widget_get_next_sibling (dot);
  GtkWidget *mark = gtk_widget_get_next_sibling (text);
  GtkWidget *verdict = gtk_widget_get_next_sibling (mark);
  GtkWidget *comment = gtk_widget_get_next_sibling (box);
  TerrMove *move = terr_game_node_get_move (row->node);
  gboolean has_comment = row->comment != NULL && *row->comment;
  int seat = move != NULL ? terr_move_get_seat (move) : 0;
  const TerrMoveAnalysis *entry = node_mark (self, row->node);
  g_autofree char *verdict_text = entry != NULL ? terr_move_analysis_mark (entry) : NULL;
  guint selected = gtk_single_selection_get_selected (self->selection);
  guint position = gtk_list_item_get_position (item);

  self->n_binds++;
  gtk_widget_set_margin_start (outer, 6 + 18 * row->indent);
  if (row->indent > 0)
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
      g_autofree char *n = g_strdup_printf ("%u.", terr_game_node_get_depth (row->node));
      char name[16];

      gtk_label_set_label (GTK_LABEL (number), n);
      g_snprintf (name, sizeof name, "seat-%d", CLAMP (seat, 1, 6));
      gtk_widget_add_css_class (dot, name);
      gtk_widget_set_visible (dot, terr_game_get_n_players (self->game) > 1);
    }
  gtk_widget_set_visible (mark, has_comment);
  gtk_label_set_label (GTK_LABEL (comment), has_comment ? row->comment : "");
  gtk_widget_set_visible (comment, has_comment);
  gtk_label_set_label (GTK_LABEL (verdict), verdict_text != NULL ? verdict_text : "");
  gtk_widget_set_visible (verdict, verdict_text != NULL);
  gtk_widget_set_tooltip_text (verdict, NULL);
  if (entry != NULL)
    {
      g_autofree char *why = terr_move_analysis_text (entry);
      gtk_widget_set_tooltip_text (verdict, why);
    }

  /* The words: the game makes them by visiting the position before the
   * move, once per move (it keeps them); only for rows near the selected
   * one now, the others once they are seen. */
  g_object_set_data_full (G_OBJECT (outer), "row", g_object_ref (row), g_object_unref);
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
      g_autofree char *label = g_strdup_printf (_("Move %u"), terr_game_node_get_depth (row->node));

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

  if (outer != NULL)
    g_hash_table_remove (self->pending, outer);
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
  TerrMoveRow *row = g_object_get_data (G_OBJECT (outer), "row");
  GtkWidget *box = gtk_widget_get_first_child (outer);
  GtkWidget *text = gtk_widget_get_next_sibling (gtk_widget_get_next_sibling (gtk_widget_get_first_child (box)));
  TerrMove *move;
  g_autofree char *words = NULL;
  g_autofree char *label = NULL;
  gboolean has_comment;

  if (row == NULL || self->game == NULL || *gtk_label_get_label (GTK_LABEL (text)) != '\0')
    return;
  move = terr_game_node_get_move (row->node);
  has_comment = row->comment != NULL && *row->comment;
  words = move == NULL ? g_strdup (_("Start")) : terr_game_describe_node (self->game, row->node);
  self->n_described++;
  gtk_label_set_label (GTK_LABEL (text), words);

  /* What a screen reader says for the row. */
  if (move == NULL)
    label = g_strdup (words);
  else if (row->indent > 0)
    /* TRANSLATORS: a row of the move list: move number, the move, "variation" */
    label = g_strdup_printf (_("Move %u, %s, variation"), terr_game_node_get_depth (row->node), words);
  else
    label = g_strdup_printf (_("Move %u, %s"), terr_game_node_get_depth (row->node), words);
  if (has_comment)
    {
      g_autofree char *with = g_strdup_printf (_("%s. Comment: %s"), label, row->comment);
      g_free (label);
      label = g_steal_pointer (&with);
    }
  {
    const TerrMoveAnalysis *entry = node_mark (self, row->node);
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
  g_autoptr(TerrMoveRow) item = NULL;

  g_return_val_if_fail (TERR_IS_MOVE_LIST (self), NULL);

  item = g_list_model_get_item (G_LIST_MODEL (self->rows), row);
  return item != NULL ? item->node : NULL;
}

guint
terr_move_list_get_row_indent (TerrMoveList *self,
                               guint         row)
{
  g_autoptr(TerrMoveRow) item = NULL;

  g_return_val_if_fail (TERR_IS_MOVE_LIST (self), 0);

  item = g_list_model_get_item (G_LIST_MODEL (self->rows), row);
  return item != NULL ? item->indent : 0;
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

/* Rows whose analysis entry changed are replaced by equal rows, so the
 * list binds them again (and keeps its place and selection). */
static void
refresh_nodes (TerrMoveList *self,
               GHashTable   *ids)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->rows));

  self->selecting = TRUE;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TerrMoveRow) old = g_list_model_get_item (G_LIST_MODEL (self->rows), i);
      guint64 id = terr_game_node_get_id (old->node);

      if (g_hash_table_contains (ids, &id))
        {
          TerrMoveRow *row = terr_move_row_new (old->node, old->indent);

          g_free (row->comment);
          row->comment = g_strdup (old->comment);
          g_list_store_splice (self->rows, i, 1, (gpointer *) &row, 1);
          g_object_unref (row);
        }
    }
  self->selecting = FALSE;
  select_cursor (self);
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
      TerrMoveRow *shown = outer != NULL ? g_object_get_data (G_OBJECT (outer), "row") : NULL;

      if (shown != NULL && shown->node == node && gtk_widget_get_visible (child))
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

  self->rows = g_list_store_new (TERR_TYPE_MOVE_ROW);
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
