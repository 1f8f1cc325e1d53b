/* terr-toasts.c — a page's messages, one at a time.
 *
 * Toasts of the window's overlay queue one after the other (five seconds
 * each): a refusal said after another would wait behind it, and messages
 * about a game would still show on the start page or in the next game.
 * A page keeps the toasts it showed in a TerrToasts: a new one dismisses
 * the one before, and leaving the page (unmapped: another page shown) or
 * its game (terr_toasts_dismiss) dismisses them all.
 */
#include "config.h"

#include "terr-toasts.h"

struct _TerrToasts
{
  GtkWidget *page;     /* not owned: the page owns this */
  GPtrArray *shown;    /* AdwToast, not dismissed yet */
};

static void
toast_dismissed_cb (AdwToast   *toast,
                    TerrToasts *self)
{
  g_signal_handlers_disconnect_by_func (toast, toast_dismissed_cb, self);
  g_ptr_array_remove (self->shown, toast);
}

/* Forgets them without dismissing them. */
static void
forget_all (TerrToasts *self)
{
  while (self->shown->len > 0)
    toast_dismissed_cb (g_ptr_array_index (self->shown, 0), self);
}

void
terr_toasts_dismiss (TerrToasts *self)
{
  g_return_if_fail (self != NULL);

  /* Each one leaves the array as it is dismissed. */
  while (self->shown->len > 0)
    {
      g_autoptr(AdwToast) toast = g_object_ref (g_ptr_array_index (self->shown, self->shown->len - 1));

      toast_dismissed_cb (toast, self);
      adw_toast_dismiss (toast);
    }
}

void
terr_toasts_add (TerrToasts *self,
                 AdwToast   *toast)
{
  GtkWidget *overlay;

  g_return_if_fail (self != NULL);
  g_return_if_fail (ADW_IS_TOAST (toast));

  terr_toasts_dismiss (self);
  overlay = gtk_widget_get_ancestor (self->page, ADW_TYPE_TOAST_OVERLAY);
  if (overlay == NULL)
    {
      g_object_unref (toast);
      return;
    }
  g_ptr_array_add (self->shown, g_object_ref (toast));
  g_signal_connect (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self);
  /* The overlay takes the caller's reference. */
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
}

guint
terr_toasts_get_n (TerrToasts *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->shown->len;
}

static void
unmap_cb (GtkWidget  *page,
          TerrToasts *self)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (page));

  /* Another page shown.  (When the whole window goes, its toasts go with
   * it: dismissing one while the overlay is being unmapped would end its
   * animation in the middle of that.) */
  if (root != NULL && gtk_widget_get_mapped (root))
    terr_toasts_dismiss (self);
  else
    forget_all (self);
}

TerrToasts *
terr_toasts_new (GtkWidget *page)
{
  TerrToasts *self = g_new0 (TerrToasts, 1);

  self->page = page;
  self->shown = g_ptr_array_new_with_free_func (g_object_unref);
  g_signal_connect (page, "unmap", G_CALLBACK (unmap_cb), self);
  return self;
}

void
terr_toasts_free (TerrToasts *self)
{
  if (self == NULL)
    return;
  g_signal_handlers_disconnect_by_func (self->page, unmap_cb, self);
  forget_all (self);
  g_ptr_array_unref (self->shown);
  g_free (self);
}
