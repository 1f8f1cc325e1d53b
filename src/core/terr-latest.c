/* terr-latest.c — "the latest run wins" (see terr-latest.h). */
#include "config.h"

#include "terr-latest.h"

GCancellable *
terr_latest_start (TerrLatest *latest)
{
  g_return_val_if_fail (latest != NULL, NULL);

  terr_latest_cancel (latest);
  latest->current = g_cancellable_new ();
  return g_object_ref (latest->current);
}

gboolean
terr_latest_is_current (TerrLatest   *latest,
                        GCancellable *cancellable)
{
  g_return_val_if_fail (latest != NULL, FALSE);

  return cancellable != NULL && latest->current == cancellable &&
         !g_cancellable_is_cancelled (cancellable);
}

gboolean
terr_latest_finish (TerrLatest   *latest,
                    GCancellable *cancellable)
{
  g_return_val_if_fail (latest != NULL, FALSE);

  if (!terr_latest_is_current (latest, cancellable))
    return FALSE;
  g_clear_object (&latest->current);
  return TRUE;
}

gboolean
terr_latest_is_running (TerrLatest *latest)
{
  g_return_val_if_fail (latest != NULL, FALSE);

  return latest->current != NULL;
}

void
terr_latest_cancel (TerrLatest *latest)
{
  g_return_if_fail (latest != NULL);

  if (latest->current != NULL)
    g_cancellable_cancel (latest->current);
  g_clear_object (&latest->current);
}
