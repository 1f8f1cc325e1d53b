/* terr-latest.h — "the latest run wins" for long work off the main loop.
 *
 * A view that starts work in a thread (a computer move, a hint, a check,
 * an analysis, a timeline) wants only the answer of the run it started
 * last: starting a run cancels the one before it, and the callback of an
 * older run knows to drop its answer.  One TerrLatest per kind of work:
 *
 *   g_autoptr(GCancellable) c = terr_latest_start (&self->hint);
 *   terr_game_solve_async (game, &opts, c, hint_ready_cb, self);
 *   …
 *   hint_ready_cb: if (!terr_latest_finish (&self->hint, cancellable)) return;
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct {
  GCancellable *current;   /* the run in progress, or NULL */
} TerrLatest;

/* Cancels the run in progress, if any, and starts a new one: returns its
 * cancellable (transfer full; hand it to the async call). */
GCancellable *terr_latest_start      (TerrLatest   *latest);
/* Called when a run ends with that run's cancellable: TRUE if it is the
 * latest run and was not cancelled (its answer is wanted); the run is
 * then no longer in progress.  FALSE for a stale or cancelled run. */
gboolean      terr_latest_finish     (TerrLatest   *latest,
                                      GCancellable *cancellable);
/* Whether @cancellable is the run in progress (not finished, not cancelled). */
gboolean      terr_latest_is_current (TerrLatest   *latest,
                                      GCancellable *cancellable);
gboolean      terr_latest_is_running (TerrLatest   *latest);
/* Cancels the run in progress, if any (dispose, leaving the page). */
void          terr_latest_cancel     (TerrLatest   *latest);

G_END_DECLS
