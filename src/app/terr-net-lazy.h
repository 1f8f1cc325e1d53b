/* terr-net-lazy.h — network play loaded on first use (see
 * terr-net-lazy.c). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* TRUE once the network module is loaded (for tests). */
gboolean terr_net_lazy_is_loaded (void);

G_END_DECLS
