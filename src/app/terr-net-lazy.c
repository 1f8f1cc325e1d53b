/* terr-net-lazy.c — network play loaded on first use.
 *
 * The XMPP transport (src/net: libstrophe, and through it OpenSSL) and
 * the keyring (libsecret, and through it libgcrypt) are built into a
 * module of their own, libterraces-net.so.  The `terraces` program does
 * not link them: the functions of src/net it calls are defined here, with
 * the same names and types, and the first call loads the module and goes
 * on to the real function.  Loading those libraries costs every start
 * about 76 million instructions and 2.5 MB, and most starts never play
 * over the network.
 *
 * The module leaves the core's symbols (TerrRoom, which TerrXmppRoom
 * derives from) to the program, which exports them (export_dynamic in
 * src/app/meson.build), so there is one TerrRoom type in the process.
 * The tests link src/net itself instead of this file; test-net-lazy.c
 * runs this path.
 *
 * The module is TERRACES_NET_MODULE when set, the one of the build tree
 * when the program runs from it, else the installed one. */
#include "config.h"

#include <glib/gi18n.h>
#include <gmodule.h>

#include "terr-dev-paths.h"
#include "terr-net-lazy.h"
#include "terr-net-secret.h"
#include "terr-xmpp-account.h"
#include "terr-xmpp-room.h"

static GModule *module;

static const char *
module_path (void)
{
  const char *path = g_getenv ("TERRACES_NET_MODULE");

  if (path != NULL && *path != '\0')
    return path;
  if (terr_dev_paths_in_build_tree (NULL))
    return TERRACES_BUILD_NET_MODULE;
  return TERRACES_NET_MODULE_DIR G_DIR_SEPARATOR_S "libterraces-net.so";
}

gboolean
terr_net_lazy_is_loaded (void)
{
  return module != NULL;
}

/* The real @name of the module, loaded the first time.  A program whose
 * module is missing is not installed whole: say which file, and stop. */
static gpointer
real_symbol (const char *name)
{
  gpointer symbol = NULL;

  if (module == NULL)
    {
      module = g_module_open (module_path (), G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
      if (module == NULL)
        g_error (_("Network play cannot start: %s"), g_module_error ());
      g_module_make_resident (module);
    }
  if (!g_module_symbol (module, name, &symbol) || symbol == NULL)
    g_error (_("Network play cannot start: %s"), g_module_error ());
  return symbol;
}

/* A function of the module: its type, name, parameters and the names
 * they are passed on by. */
#define LAZY(type, name, params, args)                          \
  type                                                          \
  name params                                                   \
  {                                                             \
    static type (*real) params;                                 \
                                                                \
    if (real == NULL)                                           \
      real = (type (*) params) real_symbol (#name);             \
    return real args;                                           \
  }

#define LAZY_VOID(name, params, args)                           \
  void                                                          \
  name params                                                   \
  {                                                             \
    static void (*real) params;                                 \
                                                                \
    if (real == NULL)                                           \
      real = (void (*) params) real_symbol (#name);             \
    real args;                                                  \
  }

LAZY (GType, terr_xmpp_account_get_type, (void), ())
LAZY (TerrXmppAccount *, terr_xmpp_account_new,
      (const char *address, const char *password, GError **error),
      (address, password, error))
LAZY_VOID (terr_xmpp_account_set_server,
           (TerrXmppAccount *self, const char *host, guint16 port),
           (self, host, port))
LAZY_VOID (terr_xmpp_account_set_password,
           (TerrXmppAccount *self, const char *password),
           (self, password))
LAZY_VOID (terr_xmpp_account_connect, (TerrXmppAccount *self), (self))
LAZY_VOID (terr_xmpp_account_disconnect, (TerrXmppAccount *self), (self))
LAZY (const char *, terr_xmpp_account_get_address, (TerrXmppAccount *self), (self))
LAZY (TerrXmppAccountState, terr_xmpp_account_get_state, (TerrXmppAccount *self), (self))
LAZY (const GError *, terr_xmpp_account_get_error, (TerrXmppAccount *self), (self))
LAZY_VOID (terr_xmpp_account_find_rooms_service,
           (TerrXmppAccount *self, GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data),
           (self, cancellable, callback, user_data))
LAZY (char *, terr_xmpp_account_find_rooms_service_finish,
      (TerrXmppAccount *self, GAsyncResult *result, GError **error),
      (self, result, error))

LAZY (GType, terr_xmpp_room_get_type, (void), ())
LAZY (TerrXmppRoom *, terr_xmpp_room_create,
      (TerrXmppAccount *account, const char *room_address, gboolean members_only),
      (account, room_address, members_only))
LAZY (TerrXmppRoom *, terr_xmpp_room_join,
      (TerrXmppAccount *account, const char *room_address),
      (account, room_address))

LAZY_VOID (terr_net_password_lookup,
           (const char *address, GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data),
           (address, cancellable, callback, user_data))
LAZY (char *, terr_net_password_lookup_finish,
      (GAsyncResult *result, GError **error),
      (result, error))
LAZY_VOID (terr_net_password_store,
           (const char *address, const char *label, const char *password,
            GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data),
           (address, label, password, cancellable, callback, user_data))
LAZY (gboolean, terr_net_password_store_finish,
      (GAsyncResult *result, GError **error),
      (result, error))
LAZY_VOID (terr_net_password_free, (char *password), (password))
