/* terr-net-secret.c — the account's password in the keyring (see the
 * header). */
#include "config.h"

#include <libsecret/secret.h>

#include "terr-net-secret.h"

static const SecretSchema *
account_schema (void)
{
  static const SecretSchema schema = {
    "io.github.terraces.Terraces.Account", SECRET_SCHEMA_NONE,
    {
      { "address", SECRET_SCHEMA_ATTRIBUTE_STRING },
      { NULL, 0 },
    },
    0, 0, 0, 0, 0, 0, 0, 0,
  };
  return &schema;
}

void
terr_net_password_lookup (const char          *address,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  secret_password_lookup (account_schema (), cancellable, callback, user_data,
                          "address", address != NULL ? address : "",
                          NULL);
}

char *
terr_net_password_lookup_finish (GAsyncResult  *result,
                                 GError       **error)
{
  return secret_password_lookup_finish (result, error);
}

void
terr_net_password_store (const char          *address,
                         const char          *label,
                         const char          *password,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  secret_password_store (account_schema (), SECRET_COLLECTION_DEFAULT, label, password,
                         cancellable, callback, user_data,
                         "address", address,
                         NULL);
}

gboolean
terr_net_password_store_finish (GAsyncResult  *result,
                                GError       **error)
{
  return secret_password_store_finish (result, error);
}

void
terr_net_password_free (char *password)
{
  secret_password_free (password);
}
