/* terr-game-async.c — long work off the main loop (GTask in a thread, on
 * a copy of the game): AI moves, solving, the timeline. */
#include "config.h"

#include "terr-game-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

typedef struct {
  GTask           *task;
  GTaskThreadFunc  func;
} BackgroundJob;

static gpointer
background_thread (gpointer data)
{
  BackgroundJob *job = data;

#ifdef __linux__
  /* Only this thread: on Linux a thread id is a process id for setpriority. */
  setpriority (PRIO_PROCESS, (id_t) syscall (SYS_gettid), 10);
#endif
  job->func (job->task, g_task_get_source_object (job->task), g_task_get_task_data (job->task),
             g_task_get_cancellable (job->task));
  g_object_unref (job->task);
  g_free (job);
  return NULL;
}

void
terr_game_run_in_background (GTask           *task,
                             GTaskThreadFunc  func)
{
  BackgroundJob *job = g_new0 (BackgroundJob, 1);

  job->task = g_object_ref (task);
  job->func = func;
  g_thread_unref (g_thread_new ("terraces-computer", background_thread, job));
}

/* ------------------------------------------------------- async work */

typedef struct {
  TerrGame *copy;
  TerrGameSnapshot *snapshot;   /* read into copy in the thread */
  guint level;
  guint64 seed;
  TerrSolveOptions options;
  /* progress, marshalled to the caller's main context */
  GMainContext *context;
  void (*progress) (double, guint64, gpointer);
  gpointer progress_data;
  gint64 last_progress;
} AsyncData;

static void
async_data_free (gpointer data)
{
  AsyncData *d = data;
  g_clear_object (&d->copy);
  g_clear_pointer (&d->snapshot, terr_game_snapshot_free);
  g_clear_pointer (&d->context, g_main_context_unref);
  g_free (d);
}

static void
ai_move_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  AsyncData *d = task_data;
  GError *error = NULL;
  TerrMove *move = NULL;

  d->copy = terr_game_snapshot_load (d->snapshot, &error);
  if (d->copy != NULL)
    move = terr_game_ai_move (d->copy, d->level, d->seed, cancellable, &error);

  if (move == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, move, (GDestroyNotify) terr_move_unref);
}

void
terr_game_ai_move_async (TerrGame           *self,
                         guint               level,
                         guint64             seed,
                         GCancellable       *cancellable,
                         GAsyncReadyCallback callback,
                         gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;
  AsyncData *d;

  g_return_if_fail (TERR_IS_GAME (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, terr_game_ai_move_async);
  d = g_new0 (AsyncData, 1);
  /* The main loop only takes the snapshot (no move replayed or written);
   * the copy is read in the thread. */
  d->snapshot = terr_game_snapshot_new (self);
  d->level = level;
  d->seed = seed;
  g_task_set_task_data (task, d, async_data_free);
  terr_game_run_in_background (task, ai_move_thread);
}

TerrMove *
terr_game_ai_move_finish (TerrGame *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

typedef struct {
  AsyncData *d;
  double fraction;
  guint64 nodes;
} ProgressIdle;

static gboolean
progress_idle_cb (gpointer data)
{
  ProgressIdle *p = data;
  p->d->progress (p->fraction, p->nodes, p->d->progress_data);
  return G_SOURCE_REMOVE;
}

static void
solve_progress_cb (double fraction, guint64 nodes, gpointer user_data)
{
  GTask *task = user_data;
  AsyncData *d = g_task_get_task_data (task);
  gint64 now = g_get_monotonic_time ();
  ProgressIdle *p;

  if (now - d->last_progress < G_USEC_PER_SEC / 10)
    return;
  d->last_progress = now;
  p = g_new0 (ProgressIdle, 1);
  p->d = d;
  p->fraction = fraction;
  p->nodes = nodes;
  /* The task (and so d) outlives the idle: the task is completed in the
   * same context after these idles ran. */
  g_main_context_invoke_full (d->context, G_PRIORITY_DEFAULT, progress_idle_cb, p, g_free);
}

static void
solve_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  AsyncData *d = task_data;
  GError *error = NULL;
  JsonNode *node;

  node = terr_game_solve (d->copy, &d->options, cancellable, &error);
  if (node == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, node, (GDestroyNotify) json_node_unref);
}

void
terr_game_solve_async (TerrGame               *self,
                       const TerrSolveOptions *options,
                       GCancellable           *cancellable,
                       GAsyncReadyCallback     callback,
                       gpointer                user_data)
{
  g_autoptr(GTask) task = NULL;
  AsyncData *d;

  g_return_if_fail (TERR_IS_GAME (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, terr_game_solve_async);
  d = g_new0 (AsyncData, 1);
  d->copy = terr_game_copy (self);
  if (options)
    d->options = *options;
  d->context = g_main_context_ref_thread_default ();
  if (options && options->progress)
    {
      d->progress = options->progress;
      d->progress_data = options->progress_data;
      d->options.progress = solve_progress_cb;
      d->options.progress_data = task;
    }
  g_task_set_task_data (task, d, async_data_free);
  g_task_run_in_thread (task, solve_thread);
}

JsonNode *
terr_game_solve_finish (TerrGame *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}


/* ------------------------------------------------------- the timeline */

/* The entry of the class's current position, which is @node's. */
static JsonNode *
make_timeline_entry (TerrGame *self, TerrGameNode *node, double time_limit, GCancellable *cancellable)
{
  TerrGameClass *klass = TERR_GAME_GET_CLASS (self);
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "move");
  json_builder_add_int_value (b, terr_game_node_get_depth (node));
  if (klass->timeline_entry != NULL)
    {
      g_autoptr(JsonNode) own = klass->timeline_entry (self, time_limit, cancellable);
      JsonObject *object = own != NULL && JSON_NODE_HOLDS_OBJECT (own) ? json_node_get_object (own) : NULL;
      g_autoptr(GList) members = object != NULL ? json_object_get_members (object) : NULL;

      for (GList *m = members; m != NULL; m = m->next)
        {
          json_builder_set_member_name (b, m->data);
          json_builder_add_value (b, json_node_copy (json_object_get_member (object, m->data)));
        }
    }
  else
    {
      TerrMove *move = terr_game_node_get_move (node);

      json_builder_set_member_name (b, "seat");
      if (move != NULL)
        json_builder_add_int_value (b, terr_move_get_seat (move));
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "scores");
      json_builder_begin_array (b);
      for (guint s = 1; s <= terr_game_get_n_players (self); s++)
        json_builder_add_int_value (b, terr_game_get_seat_score (self, (int) s));
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* An answer that a longer time limit could change is not kept. */
static gboolean
entry_is_final (JsonNode *entry)
{
  JsonObject *o = json_node_get_object (entry);

  return !json_object_has_member (o, "zero_cheat") ||
         g_strcmp0 (json_object_get_string_member (o, "zero_cheat"), "unknown") != 0;
}

JsonNode *
terr_game_timeline (TerrGame     *self,
                    double        time_limit,
                    GCancellable *cancellable,
                    void        (*progress) (double fraction, gpointer data),
                    gpointer      progress_data,
                    GError      **error)
{
  TerrGameClass *klass;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GPtrArray) line = g_ptr_array_new ();
  TerrGameNode *here, *n;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  klass = TERR_GAME_GET_CLASS (self);
  if (time_limit <= 0)
    time_limit = 1.0;
  for (n = terr_game_get_root (self); n != NULL; n = terr_game_node_get_child (n, 0))
    g_ptr_array_add (line, n);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, terr_game_kind_to_string (klass->kind));
  if (klass->timeline_entry == NULL)
    {
      json_builder_set_member_name (b, "seats");
      json_builder_begin_array (b);
      for (guint s = 1; s <= terr_game_get_n_players (self); s++)
        json_builder_add_int_value (b, s);
      json_builder_end_array (b);
    }
  json_builder_set_member_name (b, "positions");
  json_builder_begin_array (b);

  here = terr_game_get_cursor (self);
  for (guint i = 0; i < line->len; i++)
    {
      n = g_ptr_array_index (line, i);
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          terr_game_tree_go_quietly (self, here);
          return NULL;
        }
      if (n->timeline == NULL)
        {
          JsonNode *entry;

          terr_game_tree_go_quietly (self, n);
          entry = make_timeline_entry (self, n, time_limit, cancellable);
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            {
              json_node_unref (entry);
              terr_game_tree_go_quietly (self, here);
              return NULL;
            }
          if (!entry_is_final (entry))
            {
              json_builder_add_value (b, entry);
              if (progress != NULL)
                progress ((double) (i + 1) / line->len, progress_data);
              continue;
            }
          n->timeline = entry;
        }
      json_builder_add_value (b, json_node_copy (n->timeline));
      if (progress != NULL)
        progress ((double) (i + 1) / line->len, progress_data);
    }
  terr_game_tree_go_quietly (self, here);
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

JsonNode *
terr_game_node_get_timeline_entry (const TerrGameNode *node)
{
  g_return_val_if_fail (node != NULL, NULL);
  return node->timeline;
}

/* terr_game_timeline_async() copies the game in its thread from a
 * snapshot: see terr-game-analysis.c. */
