/* terr-toasts.h — the toasts a page shows, one at a time (terr-toasts.c). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

typedef struct _TerrToasts TerrToasts;

/* For @page (not owned; free this in the page's dispose). */
TerrToasts *terr_toasts_new     (GtkWidget  *page);
void        terr_toasts_free    (TerrToasts *self);
/* Show @toast (transfer full) in the window's overlay as the page's one
 * message: the toasts the page showed before are dismissed. */
void        terr_toasts_add     (TerrToasts *self,
                                 AdwToast   *toast);
/* Dismiss the page's toasts (its game changed); leaving the page does. */
void        terr_toasts_dismiss (TerrToasts *self);
/* The toasts shown and not dismissed yet. */
guint       terr_toasts_get_n   (TerrToasts *self);

G_END_DECLS
