/* terr-surface-guard.h — GtkWindows let go of their surface's
 * ::compute-size when they are unrealized (terr-surface-guard.c). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Watch every toplevel of the process, those made before and after;
 * once is enough, a second call does nothing. */
void terr_surface_guard_install (void);

G_END_DECLS
