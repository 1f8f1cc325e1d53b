/* terr-game-analysis.c — "Analyse game" in the base: walks the main line,
 * asks the game to judge each move (analyse_move), and keeps the results;
 * snapshots that copy a game in a worker thread; the timeline computed on
 * such a copy. */
#include "config.h"

#include "terr-game-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* ------------------------------------------------------- results */

struct _TerrAnalysis
{
  gatomicrefcount ref_count;
  TerrGameKind kind;
  GArray *moves;            /* TerrMoveAnalysis */
};

G_DEFINE_BOXED_TYPE (TerrAnalysis, terr_analysis, terr_analysis_ref, terr_analysis_unref)

void
terr_move_analysis_clear (TerrMoveAnalysis *analysis)
{
  g_clear_pointer (&analysis->better, terr_move_unref);
  g_clear_pointer (&analysis->better_text, g_free);
  g_clear_pointer (&analysis->detail, g_free);
}

TerrAnalysis *
terr_analysis_new_for (TerrGameKind kind)
{
  TerrAnalysis *a = g_new0 (TerrAnalysis, 1);

  g_atomic_ref_count_init (&a->ref_count);
  a->kind = kind;
  a->moves = g_array_new (FALSE, TRUE, sizeof (TerrMoveAnalysis));
  g_array_set_clear_func (a->moves, (GDestroyNotify) terr_move_analysis_clear);
  return a;
}

void
terr_analysis_take_entry (TerrAnalysis     *analysis,
                          TerrMoveAnalysis *entry)
{
  g_array_append_val (analysis->moves, *entry);
  memset (entry, 0, sizeof *entry);
}

TerrAnalysis *
terr_analysis_ref (TerrAnalysis *analysis)
{
  g_return_val_if_fail (analysis != NULL, NULL);
  g_atomic_ref_count_inc (&analysis->ref_count);
  return analysis;
}

void
terr_analysis_unref (TerrAnalysis *analysis)
{
  g_return_if_fail (analysis != NULL);
  if (g_atomic_ref_count_dec (&analysis->ref_count))
    {
      g_array_unref (analysis->moves);
      g_free (analysis);
    }
}

guint
terr_analysis_get_n_moves (TerrAnalysis *analysis)
{
  g_return_val_if_fail (analysis != NULL, 0);
  return analysis->moves->len;
}

const TerrMoveAnalysis *
terr_analysis_get_move (TerrAnalysis *analysis, guint i)
{
  g_return_val_if_fail (analysis != NULL, NULL);
  g_return_val_if_fail (i < analysis->moves->len, NULL);
  return &g_array_index (analysis->moves, TerrMoveAnalysis, i);
}

const TerrMoveAnalysis *
terr_analysis_find (TerrAnalysis *analysis, guint64 node_id)
{
  g_return_val_if_fail (analysis != NULL, NULL);
  for (guint i = 0; i < analysis->moves->len; i++)
    if (g_array_index (analysis->moves, TerrMoveAnalysis, i).node_id == node_id)
      return &g_array_index (analysis->moves, TerrMoveAnalysis, i);
  return NULL;
}

guint
terr_analysis_get_n_mistakes (TerrAnalysis *analysis)
{
  guint n = 0;

  g_return_val_if_fail (analysis != NULL, 0);
  for (guint i = 0; i < analysis->moves->len; i++)
    n += g_array_index (analysis->moves, TerrMoveAnalysis, i).mistake;
  return n;
}

char *
terr_move_analysis_mark (const TerrMoveAnalysis *entry)
{
  g_return_val_if_fail (entry != NULL, NULL);
  if (!entry->mistake)
    return NULL;
  if (entry->verdict == TERR_MOVE_VERDICT_LOST_FINISH)
    return g_strdup (_("lost the 0-cheat finish"));
  /* TRANSLATORS: a move marked by the analysis; %d is the points it lost
   * (the sign is a minus sign, U+2212) */
  return g_strdup_printf (_("mistake \u2212%d"), entry->loss);
}

char *
terr_move_analysis_text (const TerrMoveAnalysis *entry)
{
  g_return_val_if_fail (entry != NULL, NULL);

  if (entry->verdict == TERR_MOVE_VERDICT_LOST_FINISH)
    {
      if (entry->better_text != NULL)
        /* TRANSLATORS: %s is a move in words */
        return g_strdup_printf (_("This move lost the finish without cheating; %s would have kept it."),
                                entry->better_text);
      return g_strdup (_("This move lost the finish without cheating."));
    }
  if (entry->verdict != TERR_MOVE_VERDICT_WORSE || entry->better_text == NULL)
    return NULL;
  if (entry->mistake)
    /* TRANSLATORS: "Mistake (−4 points). Better: Ann — bed at (3, 1): 14 points instead of 10." */
    return g_strdup_printf (ngettext ("Mistake (\u2212%d point). Better: %s: %s.",
                                      "Mistake (\u2212%d points). Better: %s: %s.", entry->loss),
                            entry->loss, entry->better_text, entry->detail != NULL ? entry->detail : "");
  return g_strdup_printf (ngettext ("\u2212%d point. Better: %s: %s.",
                                    "\u2212%d points. Better: %s: %s.", entry->loss),
                          entry->loss, entry->better_text, entry->detail != NULL ? entry->detail : "");
}

static const char *
verdict_to_string (TerrMoveVerdict verdict)
{
  switch (verdict)
    {
    case TERR_MOVE_VERDICT_BEST:        return "best";
    case TERR_MOVE_VERDICT_WORSE:       return "worse";
    case TERR_MOVE_VERDICT_LOST_FINISH: return "lost-finish";
    case TERR_MOVE_VERDICT_UNKNOWN:
    default:                            return "unknown";
    }
}

JsonNode *
terr_analysis_to_json (TerrAnalysis *analysis)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  g_return_val_if_fail (analysis != NULL, NULL);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, terr_game_kind_to_string (analysis->kind));
  json_builder_set_member_name (b, "mistake_threshold");
  json_builder_add_int_value (b, TERR_ANALYSIS_MISTAKE_POINTS);
  json_builder_set_member_name (b, "moves");
  json_builder_begin_array (b);
  for (guint i = 0; i < analysis->moves->len; i++)
    {
      const TerrMoveAnalysis *e = &g_array_index (analysis->moves, TerrMoveAnalysis, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "move");
      json_builder_add_int_value (b, e->number);
      json_builder_set_member_name (b, "seat");
      json_builder_add_int_value (b, e->seat);
      json_builder_set_member_name (b, "verdict");
      json_builder_add_string_value (b, verdict_to_string (e->verdict));
      json_builder_set_member_name (b, "played");
      json_builder_add_int_value (b, e->played_value);
      json_builder_set_member_name (b, "best");
      json_builder_add_int_value (b, e->best_value);
      json_builder_set_member_name (b, "loss");
      json_builder_add_int_value (b, e->loss);
      json_builder_set_member_name (b, "mistake");
      json_builder_add_boolean_value (b, e->mistake);
      json_builder_set_member_name (b, "better");
      if (e->better != NULL)
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "type");
          json_builder_add_string_value (b, terr_move_get_move_type (e->better));
          for (guint a = 0; a < terr_move_get_n_attrs (e->better); a++)
            {
              const char *name, *value;

              terr_move_get_attr (e->better, a, &name, &value);
              json_builder_set_member_name (b, name);
              json_builder_add_string_value (b, value);
            }
          json_builder_end_object (b);
        }
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "better_text");
      if (e->better_text != NULL)
        json_builder_add_string_value (b, e->better_text);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "detail");
      if (e->detail != NULL)
        json_builder_add_string_value (b, e->detail);
      else
        json_builder_add_null_value (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* ------------------------------------------------------- analysing */

/* The base's part of an entry once the game has judged the move: the
 * node, the loss and the mark, the better move in words. */
void
terr_game_analysis_finish_entry (TerrGame *self, TerrGameNode *node, TerrMoveAnalysis *e)
{
  e->node_id = terr_game_node_get_id (node);
  e->number = terr_game_node_get_depth (node);
  e->seat = terr_move_get_seat (terr_game_node_get_move (node));
  if (e->verdict == TERR_MOVE_VERDICT_WORSE)
    {
      e->loss = MAX (0, e->best_value - e->played_value);
      if (e->loss == 0 || e->better == NULL || terr_move_equal (e->better, terr_game_node_get_move (node)))
        {
          e->verdict = TERR_MOVE_VERDICT_BEST;
          e->loss = 0;
          g_clear_pointer (&e->better, terr_move_unref);
          g_clear_pointer (&e->detail, g_free);
        }
    }
  else
    e->loss = 0;
  if (e->verdict == TERR_MOVE_VERDICT_WORSE && e->detail == NULL)
    /* TRANSLATORS: what the better move would have given; both are points */
    e->detail = g_strdup_printf (ngettext ("%d point instead of %d", "%d points instead of %d", e->best_value),
                                 e->best_value, e->played_value);
  e->mistake = e->verdict == TERR_MOVE_VERDICT_LOST_FINISH
               || (e->verdict == TERR_MOVE_VERDICT_WORSE && e->loss >= TERR_ANALYSIS_MISTAKE_POINTS);
  if (e->better != NULL)
    e->better_text = terr_game_describe_move (self, e->better);
}

TerrAnalysis *
terr_game_analyse (TerrGame                  *self,
                   const TerrAnalysisOptions *options,
                   GCancellable              *cancellable,
                   void                     (*progress) (guint done, guint total, gpointer data),
                   gpointer                   progress_data,
                   GError                   **error)
{
  TerrGameClass *klass;
  TerrAnalysisOptions opts = { 0, };
  g_autoptr(GPtrArray) line = g_ptr_array_new ();
  g_autoptr(TerrAnalysis) analysis = NULL;
  TerrGameNode *here, *n;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  klass = TERR_GAME_GET_CLASS (self);
  if (options != NULL)
    opts = *options;
  if (opts.node_limit == 0)
    opts.node_limit = TERR_ANALYSIS_DEFAULT_NODES;
  for (n = terr_game_node_get_child (terr_game_get_root (self), 0); n != NULL; n = terr_game_node_get_child (n, 0))
    g_ptr_array_add (line, n);

  analysis = terr_analysis_new_for (klass->kind);
  here = terr_game_get_cursor (self);
  for (guint i = 0; i < line->len; i++)
    {
      TerrMoveAnalysis e = { 0, };
      g_autoptr(GError) local = NULL;

      n = g_ptr_array_index (line, i);
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          terr_game_tree_go_quietly (self, here);
          return NULL;
        }
      terr_game_tree_go_quietly (self, terr_game_node_get_parent (n));
      if (klass->analyse_move != NULL
          && !klass->analyse_move (self, terr_game_node_get_move (n), &opts, cancellable, &e, &local))
        {
          terr_move_analysis_clear (&e);
          if (g_cancellable_is_cancelled (cancellable))
            {
              terr_game_tree_go_quietly (self, here);
              g_propagate_error (error, g_steal_pointer (&local));
              return NULL;
            }
          /* a move the game could not judge stays unknown */
          memset (&e, 0, sizeof e);
        }
      terr_game_analysis_finish_entry (self, n, &e);
      terr_analysis_take_entry (analysis, &e);
      if (progress != NULL)
        progress (i + 1, line->len, progress_data);
    }
  terr_game_tree_go_quietly (self, here);
  return g_steal_pointer (&analysis);
}

/* ------------------------------------------------------- snapshots */

/* A snapshot is taken on the game's thread in O(nodes) pointer work: the
 * starting position written as a scenario (small: no moves), and the tree
 * as a list of nodes in preorder, each with its parent's entry, its move
 * (shared: a move never changes once it is in a tree, and its reference
 * count is atomic) and its comment.  The thread reads the scenario back,
 * rebuilds the tree and plays the main line; the moves were checked when
 * they entered the original's tree, and a variation is applied when the
 * copy goes there. */
typedef struct {
  guint parent;             /* entry index of the parent (entry 0: the root) */
  TerrMove *move;
  char *comment;
} SnapshotNode;

struct _TerrGameSnapshot
{
  GBytes *bytes;            /* the starting position, as a scenario */
  gboolean draft;
  char *source_name;
  TerrGameMode mode;
  GArray *tree;             /* SnapshotNode, preorder; entry 0 is the root */
  GArray *cursor_path;      /* guint: child indexes from the root */
  GArray *main_ids;         /* guint64: the main line of the original */
  GVariant *class_mode;     /* the class's save_mode, or NULL */
};

static void
snapshot_node_clear (gpointer data)
{
  SnapshotNode *n = data;

  g_clear_pointer (&n->move, terr_move_unref);
  g_clear_pointer (&n->comment, g_free);
}

TerrGameSnapshot *
terr_game_snapshot_new (TerrGame *self)
{
  TerrGamePrivate *priv;
  TerrGameSnapshot *snap;
  TerrGameNode *n, *here;
  g_autoptr(GPtrArray) stack = NULL;
  g_autoptr(GArray) parents = NULL;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  priv = terr_game_private (self);
  snap = g_new0 (TerrGameSnapshot, 1);
  /* A scenario being designed may have problems: it goes as a draft. */
  snap->draft = priv->has_problems && terr_game_is_editable (self);
  /* The starting position: the root's kept position is restored, and the
   * way back is at most TERR_GAME_KEEP_EVERY moves. */
  here = priv->cursor;
  terr_game_tree_go_quietly (self, priv->root);
  snap->bytes = terr_game_to_bytes (self, TERR_FILE_SCENARIO);
  terr_game_tree_go_quietly (self, here);
  snap->source_name = g_strdup (priv->source_name);
  snap->mode = priv->mode;
  if (TERR_GAME_GET_CLASS (self)->save_mode != NULL)
    {
      snap->class_mode = TERR_GAME_GET_CLASS (self)->save_mode (self);
      if (snap->class_mode != NULL)
        g_variant_ref_sink (snap->class_mode);
    }

  snap->tree = g_array_sized_new (FALSE, TRUE, sizeof (SnapshotNode), g_hash_table_size (priv->nodes));
  g_array_set_clear_func (snap->tree, snapshot_node_clear);
  stack = g_ptr_array_new ();
  parents = g_array_new (FALSE, FALSE, sizeof (guint));
  g_ptr_array_add (stack, priv->root);
  {
    guint none = G_MAXUINT;
    g_array_append_val (parents, none);
  }
  while (stack->len > 0)
    {
      SnapshotNode entry = { 0, NULL, NULL };
      guint index = snap->tree->len;

      n = g_ptr_array_steal_index (stack, stack->len - 1);
      entry.parent = g_array_index (parents, guint, parents->len - 1);
      g_array_set_size (parents, parents->len - 1);
      if (n->move != NULL)
        entry.move = terr_move_ref (n->move);
      entry.comment = g_strdup (n->comment);
      g_array_append_val (snap->tree, entry);
      /* the first child comes off the stack first: siblings keep their order */
      for (guint i = n->children != NULL ? n->children->len : 0; i > 0; i--)
        {
          g_ptr_array_add (stack, g_ptr_array_index (n->children, i - 1));
          g_array_append_val (parents, index);
        }
    }

  /* (appended from the cursor up, then reversed: prepending would move
   * the whole path once per move) */
  snap->cursor_path = g_array_sized_new (FALSE, FALSE, sizeof (guint), priv->cursor->depth);
  for (n = priv->cursor; terr_game_node_get_parent (n) != NULL; n = terr_game_node_get_parent (n))
    {
      guint i = terr_game_node_get_index (n);
      g_array_append_val (snap->cursor_path, i);
    }
  for (guint i = 0, j = snap->cursor_path->len; i + 1 < j; i++, j--)
    {
      guint x = g_array_index (snap->cursor_path, guint, i);

      g_array_index (snap->cursor_path, guint, i) = g_array_index (snap->cursor_path, guint, j - 1);
      g_array_index (snap->cursor_path, guint, j - 1) = x;
    }
  snap->main_ids = g_array_new (FALSE, FALSE, sizeof (guint64));
  for (n = priv->root; n != NULL; n = terr_game_node_get_child (n, 0))
    g_array_append_val (snap->main_ids, n->id);
  return snap;
}

void
terr_game_snapshot_free (TerrGameSnapshot *snapshot)
{
  if (snapshot == NULL)
    return;
  g_bytes_unref (snapshot->bytes);
  g_free (snapshot->source_name);
  g_array_unref (snapshot->tree);
  g_array_unref (snapshot->cursor_path);
  g_array_unref (snapshot->main_ids);
  g_clear_pointer (&snapshot->class_mode, g_variant_unref);
  g_free (snapshot);
}

TerrGame *
terr_game_snapshot_load (TerrGameSnapshot *snapshot, GError **error)
{
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(TerrGame) copy = NULL;
  g_autoptr(GPtrArray) nodes = NULL;
  g_autoptr(GPtrArray) kept = NULL;
  TerrGameClass *klass;
  TerrGameNode *n, *end;
  guint depth = 0;

  g_return_val_if_fail (snapshot != NULL, NULL);

  doc = terr_document_load_bytes (snapshot->bytes, snapshot->source_name, error);
  if (doc == NULL)
    return NULL;
  copy = snapshot->draft ? terr_game_load_draft (doc, error) : terr_game_load_document (doc, error);
  if (copy == NULL)
    return NULL;
  terr_game_set_mode (copy, snapshot->mode);
  if (snapshot->class_mode != NULL && TERR_GAME_GET_CLASS (copy)->restore_mode != NULL)
    TERR_GAME_GET_CLASS (copy)->restore_mode (copy, snapshot->class_mode);
  if (snapshot->tree->len <= 1)
    return g_steal_pointer (&copy);

  /* the tree, children in their order */
  nodes = g_ptr_array_sized_new (snapshot->tree->len);
  g_ptr_array_add (nodes, terr_game_get_root (copy));
  for (guint i = 1; i < snapshot->tree->len; i++)
    {
      SnapshotNode *e = &g_array_index (snapshot->tree, SnapshotNode, i);
      g_ptr_array_add (nodes, terr_game_tree_add_child (copy, g_ptr_array_index (nodes, e->parent),
                                                        e->move, e->comment));
    }

  /* the main line played, its positions kept as a file's are */
  klass = TERR_GAME_GET_CLASS (copy);
  kept = g_ptr_array_new_with_free_func (klass->free_position != NULL ? klass->free_position : g_free);
  end = terr_game_get_root (copy);
  for (n = terr_game_node_get_child (terr_game_get_root (copy), 0); n != NULL; n = terr_game_node_get_child (n, 0))
    {
      g_autoptr(GError) local_error = NULL;

      if (!terr_game_apply_raw (copy, n->move, &local_error))
        {
          /* TRANSLATORS: a copy of a game could not replay its move; file name, move number, reason */
          g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE, _("%s: move %u: %s"),
                       snapshot->source_name != NULL ? snapshot->source_name : "",
                       n->depth, local_error->message);
          /* the moves applied are taken back before the copy goes */
          for (; depth > 0; depth--)
            klass->undo_move (copy);
          return NULL;
        }
      depth = n->depth;
      end = n;
      if (klass->save_position != NULL && depth % TERR_GAME_KEEP_EVERY == 0)
        {
          guint k = depth / TERR_GAME_KEEP_EVERY;
          if (kept->len <= k)
            g_ptr_array_set_size (kept, k + 1);
          kept->pdata[k] = klass->save_position (copy);
        }
    }
  terr_game_tree_loaded (copy, end, kept);

  n = terr_game_get_root (copy);
  for (guint i = 0; i < snapshot->cursor_path->len && n != NULL; i++)
    n = terr_game_node_get_child (n, g_array_index (snapshot->cursor_path, guint, i));
  if (n != NULL)
    terr_game_tree_go_quietly (copy, n);
  return g_steal_pointer (&copy);
}

guint
terr_game_snapshot_get_n_main (TerrGameSnapshot *snapshot)
{
  g_return_val_if_fail (snapshot != NULL, 0);
  return snapshot->main_ids->len;
}

guint64
terr_game_snapshot_get_main_id (TerrGameSnapshot *snapshot, guint index)
{
  g_return_val_if_fail (snapshot != NULL, 0);
  g_return_val_if_fail (index < snapshot->main_ids->len, 0);
  return g_array_index (snapshot->main_ids, guint64, index);
}

/* ------------------------------------------------------- in a thread */

typedef struct {
  TerrGameSnapshot *snapshot;
  TerrAnalysisOptions options;
  double time_limit;
  GPtrArray *known;         /* char* or NULL per main-line position: the kept timeline entries as text */
  TerrGame *copy;
  GMainContext *context;
  void (*analyse_progress) (guint, guint, gpointer);
  void (*timeline_progress) (double, gpointer);
  gpointer progress_data;
  gint64 last_progress;
} WorkData;

static void
work_data_free (gpointer data)
{
  WorkData *d = data;

  g_clear_pointer (&d->snapshot, terr_game_snapshot_free);
  g_clear_pointer (&d->known, g_ptr_array_unref);
  g_clear_object (&d->copy);
  g_clear_pointer (&d->context, g_main_context_unref);
  g_free (d);
}

typedef struct {
  GTask *task;
  guint done, total;
  double fraction;
} WorkProgress;

static void
work_progress_free (gpointer data)
{
  WorkProgress *p = data;

  g_object_unref (p->task);
  g_free (p);
}

static gboolean
work_progress_idle (gpointer data)
{
  WorkProgress *p = data;
  WorkData *d = g_task_get_task_data (p->task);

  /* nothing after the result, nothing once cancelled */
  if (g_task_get_completed (p->task) || g_cancellable_is_cancelled (g_task_get_cancellable (p->task)))
    return G_SOURCE_REMOVE;
  if (d->analyse_progress != NULL)
    d->analyse_progress (p->done, p->total, d->progress_data);
  else if (d->timeline_progress != NULL)
    d->timeline_progress (p->fraction, d->progress_data);
  return G_SOURCE_REMOVE;
}

static void
post_progress (GTask *task, guint done, guint total, double fraction)
{
  WorkData *d = g_task_get_task_data (task);
  WorkProgress *p = g_new0 (WorkProgress, 1);

  p->task = g_object_ref (task);
  p->done = done;
  p->total = total;
  p->fraction = fraction;
  g_main_context_invoke_full (d->context, G_PRIORITY_DEFAULT, work_progress_idle, p, work_progress_free);
}

static void
analyse_thread_progress (guint done, guint total, gpointer data)
{
  /* once per move: a few hundred at most in a game */
  post_progress (data, done, total, total > 0 ? (double) done / total : 1.0);
}

static void
analyse_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  WorkData *d = task_data;
  GError *error = NULL;
  TerrAnalysis *analysis;

  d->copy = terr_game_snapshot_load (d->snapshot, &error);
  if (d->copy == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  analysis = terr_game_analyse (d->copy, &d->options, cancellable,
                                d->analyse_progress != NULL ? analyse_thread_progress : NULL, task, &error);
  if (analysis == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  /* the copy's nodes are not the original's: name them by the original's ids */
  for (guint i = 0; i < analysis->moves->len; i++)
    {
      TerrMoveAnalysis *e = &g_array_index (analysis->moves, TerrMoveAnalysis, i);

      e->node_id = e->number < d->snapshot->main_ids->len
                   ? g_array_index (d->snapshot->main_ids, guint64, e->number) : 0;
    }
  g_task_return_pointer (task, analysis, (GDestroyNotify) terr_analysis_unref);
}

void
terr_game_analyse_async (TerrGame                  *self,
                         const TerrAnalysisOptions *options,
                         GCancellable              *cancellable,
                         void                     (*progress) (guint done, guint total, gpointer data),
                         gpointer                   progress_data,
                         GAsyncReadyCallback        callback,
                         gpointer                   user_data)
{
  g_autoptr(GTask) task = NULL;
  WorkData *d;

  g_return_if_fail (TERR_IS_GAME (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, terr_game_analyse_async);
  d = g_new0 (WorkData, 1);
  d->snapshot = terr_game_snapshot_new (self);
  if (options != NULL)
    d->options = *options;
  d->context = g_main_context_ref_thread_default ();
  d->analyse_progress = progress;
  d->progress_data = progress_data;
  g_task_set_task_data (task, d, work_data_free);
  g_task_run_in_thread (task, analyse_thread);
}

TerrAnalysis *
terr_game_analyse_finish (TerrGame *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* ------------------------------------------------------- the timeline */

static void
timeline_thread_progress (double fraction, gpointer data)
{
  GTask *task = data;
  WorkData *d = g_task_get_task_data (task);
  gint64 now = g_get_monotonic_time ();

  if (now - d->last_progress < G_USEC_PER_SEC / 10 && fraction < 1.0)
    return;
  d->last_progress = now;
  post_progress (task, 0, 0, fraction);
}

static void
timeline_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  WorkData *d = task_data;
  GError *error = NULL;
  JsonNode *node;
  TerrGameNode *n;
  guint i;

  d->copy = terr_game_snapshot_load (d->snapshot, &error);
  if (d->copy == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  /* what is known already need not be computed again */
  for (n = terr_game_get_root (d->copy), i = 0; n != NULL && i < d->known->len;
       n = terr_game_node_get_child (n, 0), i++)
    if (g_ptr_array_index (d->known, i) != NULL && n->timeline == NULL)
      n->timeline = json_from_string (g_ptr_array_index (d->known, i), NULL);
  node = terr_game_timeline (d->copy, d->time_limit, cancellable,
                             d->timeline_progress != NULL ? timeline_thread_progress : NULL, task, &error);
  if (node == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, node, (GDestroyNotify) json_node_unref);
}

void
terr_game_timeline_async (TerrGame           *self,
                                   double              time_limit,
                                   GCancellable       *cancellable,
                                   void              (*progress) (double fraction, gpointer data),
                                   gpointer            progress_data,
                                   GAsyncReadyCallback callback,
                                   gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;
  WorkData *d;
  TerrGameNode *n;

  g_return_if_fail (TERR_IS_GAME (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, terr_game_timeline_async);
  d = g_new0 (WorkData, 1);
  d->snapshot = terr_game_snapshot_new (self);
  d->time_limit = time_limit;
  d->context = g_main_context_ref_thread_default ();
  d->timeline_progress = progress;
  d->progress_data = progress_data;
  /* JSON-GLib's reference counts are not atomic: the thread gets text. */
  d->known = g_ptr_array_new_with_free_func (g_free);
  for (n = terr_game_get_root (self); n != NULL; n = terr_game_node_get_child (n, 0))
    g_ptr_array_add (d->known, n->timeline != NULL ? json_to_string (n->timeline, FALSE) : NULL);
  g_task_set_task_data (task, d, work_data_free);
  g_task_run_in_thread (task, timeline_thread);
}

JsonNode *
terr_game_timeline_finish (TerrGame *self, GAsyncResult *result, GError **error)
{
  WorkData *d;
  JsonNode *node;
  TerrGameNode *n;
  guint i;

  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  node = g_task_propagate_pointer (G_TASK (result), error);
  if (node == NULL)
    return NULL;
  /* Keep the copy's final entries in this game's nodes (the main line
   * may have changed meanwhile: nodes are found by id). */
  d = g_task_get_task_data (G_TASK (result));
  for (n = terr_game_get_root (d->copy), i = 0; n != NULL && i < d->snapshot->main_ids->len;
       n = terr_game_node_get_child (n, 0), i++)
    {
      TerrGameNode *mine = terr_game_find_node (self, g_array_index (d->snapshot->main_ids, guint64, i));

      if (mine != NULL && mine->timeline == NULL && n->timeline != NULL)
        mine->timeline = json_node_copy (n->timeline);
    }
  return node;
}
