/* terr-game-page-toasts.c — the page's messages, one at a time.
 *
 * Toasts of the window's overlay queue one after the other (five seconds
 * each): a refusal said after another would wait behind it, and messages
 * about a game would still show on the start page or in the next game.
 * The page keeps the toasts it showed: a new one dismisses the one before,
 * and leaving the page (unmapped: the start page, the replay viewer, the
 * window closed) or the game (another game set) dismisses them all.
 */
#include "config.h"

#include "terr-game-page-private.h"

static void
toast_dismissed_cb (AdwToast     *toast,
                    TerrGamePage *self)
{
  g_signal_handlers_disconnect_by_func (toast, toast_dismissed_cb, self);
  g_ptr_array_remove (self->toasts, toast);
}

void
terr_game_page_dismiss_toasts (TerrGamePage *self)
{
  g_return_if_fail (TERR_IS_GAME_PAGE (self));

  /* Each one leaves the array as it is dismissed. */
  while (self->toasts->len > 0)
    {
      AdwToast *toast = g_ptr_array_index (self->toasts, self->toasts->len - 1);

      g_object_ref (toast);
      toast_dismissed_cb (toast, self);
      adw_toast_dismiss (toast);
      g_object_unref (toast);
    }
}

void
terr_game_page_add_toast (TerrGamePage *self,
                          AdwToast     *toast)
{
  AdwToastOverlay *overlay;

  g_return_if_fail (TERR_IS_GAME_PAGE (self));
  g_return_if_fail (ADW_IS_TOAST (toast));

  terr_game_page_dismiss_toasts (self);
  overlay = terr_game_page_get_toast_overlay (self);
  if (overlay == NULL)
    {
      g_object_unref (toast);
      return;
    }
  g_ptr_array_add (self->toasts, g_object_ref (toast));
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self, 0);
  /* The overlay takes the caller's reference. */
  adw_toast_overlay_add_toast (overlay, toast);
}

guint
terr_game_page_get_n_toasts (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), 0);

  return self->toasts->len;
}

static void
unmap_cb (TerrGamePage *self)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));

  /* Another page shown.  (When the whole window goes, its toasts go with
   * it: dismissing one while the overlay is being unmapped would end its
   * animation in the middle of that.) */
  if (root != NULL && gtk_widget_get_mapped (root))
    terr_game_page_dismiss_toasts (self);
  else
    while (self->toasts->len > 0)
      toast_dismissed_cb (g_ptr_array_index (self->toasts, 0), self);
}

void
terr_game_page_toasts_init (TerrGamePage *self)
{
  self->toasts = g_ptr_array_new_with_free_func (g_object_unref);
  g_signal_connect (self, "unmap", G_CALLBACK (unmap_cb), NULL);
}

void
terr_game_page_toasts_finalize (TerrGamePage *self)
{
  g_ptr_array_unref (self->toasts);
}
