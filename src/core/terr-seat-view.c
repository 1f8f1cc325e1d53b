/* terr-seat-view.c — what a seat may know, and hints (terr-seat-view.h). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "terr-game-private.h"
#include "terr-seat-view.h"

gboolean
terr_game_seat_is_hidden (TerrGame *self,
                          int       viewer,
                          int       seat)
{
  TerrGameClass *klass;

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);

  klass = TERR_GAME_GET_CLASS (self);
  if (viewer == 0 || seat <= 0 || viewer == seat || klass->seat_is_hidden == NULL)
    return FALSE;
  return klass->seat_is_hidden (self, viewer, seat);
}

gboolean
terr_game_has_seat_parts (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);

  return TERR_GAME_GET_CLASS (self)->seat_parts;
}

int
terr_game_get_review_seat (TerrGame *self)
{
  const TerrMove *move;

  g_return_val_if_fail (TERR_IS_GAME (self), 0);

  if (!terr_game_has_seat_parts (self) || terr_game_is_over (self))
    return 0;
  move = terr_game_node_get_move (terr_game_get_cursor (self));
  if (move != NULL)
    return terr_move_get_seat (move);
  return MAX (terr_game_get_seat_to_move (self), 1);
}

gboolean
terr_game_has_hidden_seats (TerrGame *self)
{
  guint n;

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);

  n = terr_game_get_n_players (self);
  for (guint viewer = 1; viewer <= n; viewer++)
    for (guint seat = 1; seat <= n; seat++)
      if (terr_game_seat_is_hidden (self, (int) viewer, (int) seat))
        return TRUE;
  return FALSE;
}

/* A hidden seat's move in the words terr_game_describe_move uses. */
static char *
describe_hidden (TerrGame       *self,
                 const TerrMove *move)
{
  TerrGameClass *klass = TERR_GAME_GET_CLASS (self);
  g_autofree char *words = klass->describe_hidden_move != NULL
    ? klass->describe_hidden_move (self, move) : g_strdup (terr_move_get_move_type (move));
  g_autofree char *name = terr_game_get_player_name (self, terr_move_get_seat (move));

  /* TRANSLATORS: who made a move, and the move: "Ann — bed at (3, 1)" */
  return g_strdup_printf (_("%s — %s"), name, words);
}

char *
terr_game_describe_move_for (TerrGame       *self,
                             int             viewer,
                             const TerrMove *move)
{
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  g_return_val_if_fail (move != NULL, NULL);

  if (terr_game_seat_is_hidden (self, viewer, terr_move_get_seat (move)))
    return describe_hidden (self, move);
  return terr_game_describe_move (self, move);
}

char *
terr_game_describe_node_for (TerrGame           *self,
                             int                 viewer,
                             const TerrGameNode *node)
{
  TerrMove *move;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  g_return_val_if_fail (node != NULL, NULL);

  move = terr_game_node_get_move (node);
  g_return_val_if_fail (move != NULL, NULL);
  /* Whether it is hidden is a question of now (the end shows all), not
   * of the position before the move. */
  if (terr_game_seat_is_hidden (self, viewer, terr_move_get_seat (move)))
    return describe_hidden (self, move);
  return terr_game_describe_node (self, node);
}

char *
terr_game_get_status_text_for (TerrGame *self,
                               int       viewer)
{
  TerrGameClass *klass;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  klass = TERR_GAME_GET_CLASS (self);
  if (klass->status_text_for != NULL)
    return klass->status_text_for (self, viewer);
  return terr_game_get_status_text (self);
}

char *
terr_game_describe_for (TerrGame *self,
                        int       viewer)
{
  TerrGameClass *klass;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  klass = TERR_GAME_GET_CLASS (self);
  if (klass->describe_for != NULL)
    return klass->describe_for (self, viewer);
  return terr_game_describe (self);
}

JsonNode *
terr_game_score_json_for (TerrGame *self,
                          int       viewer)
{
  JsonNode *node;
  JsonObject *score;
  JsonArray *seats, *shown;
  gboolean any_hidden = FALSE;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  node = terr_game_score_json (self);
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return node;
  score = json_node_get_object (node);
  if (!json_object_has_member (score, "seats"))
    return node;
  seats = json_object_get_array_member (score, "seats");
  shown = json_array_new ();
  for (guint i = 0; i < json_array_get_length (seats); i++)
    {
      JsonObject *entry = json_array_get_object_element (seats, i);
      gint64 seat = json_object_get_int_member (entry, "seat");

      if (terr_game_seat_is_hidden (self, viewer, (int) seat))
        {
          JsonObject *bare = json_object_new ();

          json_object_set_int_member (bare, "seat", seat);
          json_object_set_boolean_member (bare, "hidden", TRUE);
          json_array_add_object_element (shown, bare);
          any_hidden = TRUE;
        }
      else
        json_array_add_element (shown, json_node_copy (json_array_get_element (seats, i)));
    }
  json_object_set_array_member (score, "seats", shown);
  if (any_hidden && json_object_has_member (score, "winners"))
    json_object_remove_member (score, "winners");
  return node;
}

/* ------------------------------------------------------------ views */

gboolean
terr_game_get_view_levels (TerrGame *self,
                           int      *lowest,
                           int      *highest)
{
  TerrGameClass *klass;
  int lo = 0, hi = -1;
  gboolean worth;

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);

  klass = TERR_GAME_GET_CLASS (self);
  worth = klass->view_levels != NULL && klass->view_levels (self, &lo, &hi);
  if (lowest != NULL)
    *lowest = lo;
  if (highest != NULL)
    *highest = hi;
  return worth;
}

char *
terr_game_get_levels_text (TerrGame *self,
                           int       highest)
{
  TerrGameClass *klass;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  klass = TERR_GAME_GET_CLASS (self);
  return klass->levels_text != NULL ? klass->levels_text (self, highest) : NULL;
}

const char *
terr_game_get_levels_label (TerrGame *self)
{
  TerrGameClass *klass;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  klass = TERR_GAME_GET_CLASS (self);
  return klass->levels_label != NULL ? _(klass->levels_label) : NULL;
}

gboolean
terr_game_is_flat (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);

  return TERR_GAME_GET_CLASS (self)->flat;
}

const char *
terr_game_get_hand_title (TerrGame *self)
{
  TerrGameClass *klass;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  klass = TERR_GAME_GET_CLASS (self);
  return _(klass->hand_title != NULL ? klass->hand_title : N_("Pieces to Place"));
}

/* ------------------------------------------------------------ hints */

void
terr_hint_free (TerrHint *hint)
{
  if (hint == NULL)
    return;
  g_clear_pointer (&hint->move, terr_move_unref);
  g_free (hint);
}

TerrHint *
terr_game_hint (TerrGame     *self,
                guint64       seed,
                GCancellable *cancellable,
                GError      **error)
{
  TerrGameClass *klass;
  g_autoptr(TerrHint) hint = NULL;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  klass = TERR_GAME_GET_CLASS (self);
  hint = g_new0 (TerrHint, 1);
  if (klass->hint != NULL)
    hint->move = klass->hint (self, seed, &hint->gain, &hint->has_gain, cancellable, error);
  else
    hint->move = terr_game_ai_move (self, 2, seed, cancellable, error);
  if (hint->move == NULL)
    return NULL;
  return g_steal_pointer (&hint);
}

typedef struct {
  TerrGameSnapshot *snapshot;
  guint64 seed;
} HintJob;

static void
hint_job_free (gpointer data)
{
  HintJob *job = data;

  g_clear_pointer (&job->snapshot, terr_game_snapshot_free);
  g_free (job);
}

static void
hint_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  HintJob *job = task_data;
  GError *error = NULL;
  g_autoptr(TerrGame) copy = terr_game_snapshot_load (job->snapshot, &error);
  TerrHint *hint = copy != NULL ? terr_game_hint (copy, job->seed, cancellable, &error) : NULL;

  if (hint == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, hint, (GDestroyNotify) terr_hint_free);
}

void
terr_game_hint_async (TerrGame           *self,
                      guint64             seed,
                      GCancellable       *cancellable,
                      GAsyncReadyCallback callback,
                      gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;
  HintJob *job;

  g_return_if_fail (TERR_IS_GAME (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, terr_game_hint_async);
  job = g_new0 (HintJob, 1);
  job->snapshot = terr_game_snapshot_new (self);
  job->seed = seed;
  g_task_set_task_data (task, job, hint_job_free);
  terr_game_run_in_background (task, hint_thread);
}

TerrHint *
terr_game_hint_finish (TerrGame     *self,
                       GAsyncResult *result,
                       GError      **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
