/* terr-net-secret.h — the password of a network play account in the
 * user's keyring (the Secret Service, through libsecret), under the
 * account's address.  Lives beside the XMPP transport, in the network
 * module the program loads on first use (src/app/terr-net-lazy.c), so a
 * program that never plays over the network never loads libsecret.
 *
 * Without a session bus or a Secret Service, a lookup finishes with an
 * error: the password is then asked each time and never kept. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

void      terr_net_password_lookup        (const char          *address,
                                           GCancellable        *cancellable,
                                           GAsyncReadyCallback  callback,
                                           gpointer             user_data);
/* The password (free it with terr_net_password_free), NULL when none is
 * kept for the address, or NULL and @error when there is no keyring. */
char     *terr_net_password_lookup_finish (GAsyncResult        *result,
                                           GError             **error);
/* Keeps @password for @address, shown in the keyring as @label. */
void      terr_net_password_store         (const char          *address,
                                           const char          *label,
                                           const char          *password,
                                           GCancellable        *cancellable,
                                           GAsyncReadyCallback  callback,
                                           gpointer             user_data);
gboolean  terr_net_password_store_finish  (GAsyncResult        *result,
                                           GError             **error);
/* Wipes the password's memory, then frees it. */
void      terr_net_password_free          (char                *password);

G_END_DECLS
