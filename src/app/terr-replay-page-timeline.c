/* terr-replay-page-timeline.c — the score graph of the replay viewer, and
 * autoplay, paced by it.
 *
 * The graph shows the main line's timeline, computed off the main loop
 * (terr_game_timeline_async on a copy made in the thread) with a progress
 * bar and Cancel; the latest run wins (TerrLatest).  It is started once
 * the page is on screen, and again when a tree edit changes the main line
 * (the positions graphed before come from the cache).
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "terr-replay-page-private.h"

#define TIMELINE_TIME_LIMIT 0.5
/* Autoplay: the pause per move at each speed (slow, normal, fast). */
static const guint autoplay_pace_ms[] = { 2500, 1200, 500 };

static GArray *
main_line_ids (TerrGame *game)
{
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (guint64));

  for (TerrGameNode *n = terr_game_get_root (game); n != NULL; n = terr_game_node_get_child (n, 0))
    {
      guint64 id = terr_game_node_get_id (n);
      g_array_append_val (ids, id);
    }
  return ids;
}

void
terr_replay_page_check_main_line (TerrReplayPage *self)
{
  g_autoptr(GArray) ids = NULL;

  /* A promotion or deletion changes the main line: graph it again (the
   * positions graphed before come from the cache). */
  ids = main_line_ids (self->game);
  if (self->graph_line == NULL || ids->len != self->graph_line->len
      || memcmp (ids->data, self->graph_line->data, ids->len * sizeof (guint64)) != 0)
    terr_replay_page_start_timeline (self);
}

static void
timeline_progress_cb (double   fraction,
                      gpointer data)
{
  TerrReplayPage *self = data;

  gtk_progress_bar_set_fraction (self->progress_bar, fraction);
}

static void
timeline_done_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  g_autoptr(TerrReplayPage) self = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) timeline = terr_game_timeline_finish (TERR_GAME (source), result, &error);

  /* An older run, replaced by a newer one (or by another game), or
   * cancelled: the newer one shows its result, Cancel showed the page. */
  if (!terr_replay_run_finish (data, &self))
    return;

  gtk_widget_set_visible (self->progress_box, FALSE);
  if (timeline != NULL)
    {
      g_clear_pointer (&self->timeline, json_node_unref);
      self->timeline = json_node_ref (timeline);
      terr_score_graph_set_timeline (self->graph, timeline);
      gtk_widget_set_visible (GTK_WIDGET (self->graph), TRUE);
      gtk_widget_set_visible (self->graph_button, FALSE);
    }
  else
    {
      gtk_widget_set_visible (self->graph_button, TRUE);
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Could not compute the scores: %s", error->message);
    }
  terr_replay_page_update_view (self);
}

void
terr_replay_page_start_timeline (TerrReplayPage *self)
{
  TerrReplayRun *run;

  terr_replay_page_cancel_timeline_start (self);
  terr_latest_cancel (&self->timeline_run);
  g_clear_pointer (&self->graph_line, g_array_unref);
  if (self->game == NULL)
    return;

  self->graph_line = main_line_ids (self->game);
  run = terr_replay_run_start (self, &self->timeline_run);
  gtk_progress_bar_set_fraction (self->progress_bar, 0);
  gtk_widget_set_visible (self->progress_box, TRUE);
  gtk_widget_set_visible (self->graph_button, FALSE);
  /* The game is copied in the thread (from its bytes), not here. */
  terr_game_timeline_async (self->game, TIMELINE_TIME_LIMIT, run->cancellable,
                            timeline_progress_cb, self, timeline_done_cb, run);
  terr_replay_page_update_actions (self);
}

/* Cancel: the button to compute it again, at once. */
void
terr_replay_page_cancel_timeline (TerrReplayPage *self)
{
  if (!terr_latest_is_running (&self->timeline_run))
    return;
  terr_latest_cancel (&self->timeline_run);
  gtk_widget_set_visible (self->progress_box, FALSE);
  gtk_widget_set_visible (self->graph_button, TRUE);
  terr_replay_page_update_view (self);
}

/* The graph is started once the page is on screen: writing a long game
 * into bytes for the thread's copy takes a moment, which the first frame
 * need not wait for. */
static gboolean
timeline_idle_cb (gpointer data)
{
  TerrReplayPage *self = data;

  self->timeline_idle = 0;
  terr_replay_page_start_timeline (self);
  return G_SOURCE_REMOVE;
}

static gboolean
timeline_tick_cb (GtkWidget     *widget,
                  GdkFrameClock *clock,
                  gpointer       data)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (widget);

  self->timeline_tick = 0;
  if (self->timeline_idle == 0)
    self->timeline_idle = g_idle_add_full (G_PRIORITY_LOW, timeline_idle_cb, self, NULL);
  return G_SOURCE_REMOVE;
}

void
terr_replay_page_cancel_timeline_start (TerrReplayPage *self)
{
  if (self->timeline_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->timeline_tick);
  self->timeline_tick = 0;
  self->timeline_pending = FALSE;
  g_clear_handle_id (&self->timeline_idle, g_source_remove);
}

void
terr_replay_page_schedule_timeline (TerrReplayPage *self)
{
  terr_replay_page_cancel_timeline_start (self);
  if (self->game != NULL && gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->timeline_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), timeline_tick_cb, NULL, NULL);
  else if (self->game != NULL)
    self->timeline_pending = TRUE;
}

void
terr_replay_page_timeline_mapped (TerrReplayPage *self)
{
  if (self->timeline_pending && self->timeline_tick == 0)
    {
      self->timeline_pending = FALSE;
      self->timeline_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), timeline_tick_cb, NULL, NULL);
    }
}

static void
graph_position_activated_cb (TerrScoreGraph *graph,
                             guint           index,
                             TerrReplayPage *self)
{
  TerrGameNode *node;

  if (self->game == NULL)
    return;
  node = terr_game_get_root (self->game);
  for (guint i = 0; i < index && node != NULL && terr_game_node_get_n_children (node) > 0; i++)
    node = terr_game_node_get_child (node, 0);
  terr_replay_page_commit_comment (self);
  terr_game_go_to_node (self->game, node);
}

TerrScoreGraph *
terr_replay_page_get_score_graph (TerrReplayPage *self)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), NULL);

  return self->graph;
}

gboolean
terr_replay_page_is_computing (TerrReplayPage *self)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), FALSE);

  return terr_latest_is_running (&self->timeline_run) || self->timeline_tick != 0
    || self->timeline_idle != 0 || self->timeline_pending;
}

/* --- autoplay --- */

guint
terr_replay_page_get_autoplay_delay (TerrReplayPage *self,
                                     guint           index)
{
  guint speed;
  double pace;

  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), 0);

  speed = MIN (gtk_drop_down_get_selected (self->speed_dropdown), G_N_ELEMENTS (autoplay_pace_ms) - 1);
  pace = autoplay_pace_ms[speed];
  /* Quiet moves go by at a third of the pace, the move that changes the
   * scores most lingers three times as long. */
  if (self->pace_by_importance && terr_score_graph_get_n_positions (self->graph) > index)
    pace *= 1.0 / 3 + (3.0 - 1.0 / 3) * terr_score_graph_get_importance (self->graph, index);
  return (guint) pace;
}

static void schedule_autoplay (TerrReplayPage *self);

static gboolean
autoplay_step_cb (gpointer data)
{
  TerrReplayPage *self = data;

  self->autoplay_timeout = 0;
  if (self->game == NULL || !terr_game_can_redo (self->game))
    {
      terr_replay_page_set_autoplay (self, FALSE);
      return G_SOURCE_REMOVE;
    }
  terr_replay_page_commit_comment (self);
  terr_game_redo (self->game);
  if (terr_game_can_redo (self->game))
    schedule_autoplay (self);
  else
    terr_replay_page_set_autoplay (self, FALSE);
  return G_SOURCE_REMOVE;
}

static void
schedule_autoplay (TerrReplayPage *self)
{
  TerrGameNode *cursor;
  guint next, delay;

  g_clear_handle_id (&self->autoplay_timeout, g_source_remove);
  if (!self->autoplay || self->game == NULL)
    return;
  cursor = terr_game_get_cursor (self->game);
  next = terr_game_get_position_index (self->game) + 1;
  /* Paced by the main line's scores there; a variation at the speed's pace. */
  if (terr_game_node_is_main_line (cursor))
    delay = terr_replay_page_get_autoplay_delay (self, next);
  else
    delay = autoplay_pace_ms[MIN (gtk_drop_down_get_selected (self->speed_dropdown),
                                  G_N_ELEMENTS (autoplay_pace_ms) - 1)];
  self->autoplay_timeout = g_timeout_add (delay, autoplay_step_cb, self);
}

void
terr_replay_page_set_autoplay (TerrReplayPage *self,
                               gboolean        autoplay)
{
  autoplay = autoplay && self->game != NULL;
  if (self->autoplay == autoplay)
    return;
  self->autoplay = autoplay;
  /* From the end, autoplay starts over. */
  if (autoplay && !terr_game_can_redo (self->game))
    terr_game_go_to (self->game, 0);
  if (autoplay)
    schedule_autoplay (self);
  else
    g_clear_handle_id (&self->autoplay_timeout, g_source_remove);
  /* The button says what a press does next. */
  gtk_button_set_icon_name (GTK_BUTTON (self->autoplay_button),
                            autoplay ? "media-playback-pause-symbolic" : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (self->autoplay_button,
                               autoplay ? _("Stop Playing the Moves") : _("Play the Moves One by One"));
  terr_replay_page_update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), terr_replay_page_properties[PROP_AUTOPLAY]);
}

void
terr_replay_page_init_timeline (TerrReplayPage *self)
{
  g_signal_connect (self->graph, "position-activated", G_CALLBACK (graph_position_activated_cb), self);
}
