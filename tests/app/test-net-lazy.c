/* test-net-lazy.c — network play is loaded on first use: linked as the
 * `terraces` program is (src/app without src/net, with the functions of
 * src/app/terr-net-lazy.c), a window opens with no network library in
 * the process; the first call of the transport loads the module, whose
 * account and room are the real ones, and whose room is a TerrRoom of the
 * program's own core (one TerrRoom type in the process). */
#include "config.h"

#include "terr-net-lazy.h"
#include "terr-net-secret.h"
#include "terr-xmpp-account.h"
#include "terr-xmpp-room.h"
#include "test-app-common.h"

/* TRUE when a library whose file name holds @name is mapped here. */
static gboolean
mapped (const char *name)
{
  g_autofree char *maps = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents ("/proc/self/maps", &maps, NULL, &error);
  g_assert_no_error (error);
  return strstr (maps, name) != NULL;
}

static void
assert_nothing_loaded (void)
{
  g_assert_false (terr_net_lazy_is_loaded ());
  g_assert_false (mapped ("libterraces-net"));
  g_assert_false (mapped ("libstrophe"));
  g_assert_false (mapped ("libsecret"));
  g_assert_false (mapped ("libssl"));
}

/* Runs first: a window and its start page load nothing of the network. */
static void
test_window_loads_nothing (void)
{
  g_autoptr(TerrApplication) app = test_app_new_application ();
  TerrWindow *window;

  assert_nothing_loaded ();
  window = test_app_make_window (app);
  test_app_spin (200);
  assert_nothing_loaded ();
  test_app_close_window (window);
  assert_nothing_loaded ();
}

static void
test_account_and_room (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrXmppAccount) account = NULL;
  g_autoptr(TerrXmppAccount) bad = NULL;
  g_autoptr(TerrXmppRoom) room = NULL;

  account = terr_xmpp_account_new ("ann@example.org", "ann-secret", &error);
  g_assert_no_error (error);
  g_assert_true (terr_net_lazy_is_loaded ());
  g_assert_true (mapped ("libterraces-net"));
  g_assert_true (mapped ("libstrophe"));

  /* The real functions answer, through the program's names. */
  g_assert_true (TERR_IS_XMPP_ACCOUNT (account));
  g_assert_cmpstr (G_OBJECT_TYPE_NAME (account), ==, "TerrXmppAccount");
  g_assert_cmpstr (terr_xmpp_account_get_address (account), ==, "ann@example.org");
  g_assert_cmpint (terr_xmpp_account_get_state (account), ==, TERR_XMPP_ACCOUNT_OFFLINE);
  g_assert_null (terr_xmpp_account_get_error (account));

  bad = terr_xmpp_account_new ("not an address", "x", &error);
  g_assert_null (bad);
  g_assert_nonnull (error);
  g_clear_error (&error);

  /* The module's room derives from the program's TerrRoom. */
  room = terr_xmpp_room_join (account, "game-1@rooms.example.org");
  g_assert_nonnull (room);
  g_assert_true (TERR_IS_ROOM (room));
  g_assert_true (g_type_is_a (G_OBJECT_TYPE (room), TERR_TYPE_ROOM));
  g_assert_true (TERR_IS_XMPP_ROOM (room));
  g_assert_true (terr_xmpp_room_get_type () == G_OBJECT_TYPE (room));
  g_assert_true (g_type_from_name ("TerrRoom") == TERR_TYPE_ROOM);
  terr_xmpp_account_disconnect (account);
}

static void
password_looked_up_cb (GObject      *source,
                       GAsyncResult *result,
                       gpointer      data)
{
  g_autoptr(GError) error = NULL;
  char *password = terr_net_password_lookup_finish (result, &error);

  /* No password is kept for this address, whether or not a keyring
   * answers. */
  g_assert_null (password);
  *(gboolean *) data = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

static void
test_keyring (void)
{
  gboolean done = FALSE;
  g_autofree char *address = g_strdup_printf ("nobody-%d@example.org", (int) getpid ());

  terr_net_password_lookup (address, NULL, password_looked_up_cb, &done);
  test_app_wait (is_true, &done, 60000);
  g_assert_true (done);
  g_assert_true (mapped ("libsecret"));
}

int
main (int   argc,
      char *argv[])
{
  if (!test_app_init (&argc, &argv))
    return 0;
  g_test_add_func ("/app/net-lazy/window-loads-nothing", test_window_loads_nothing);
  g_test_add_func ("/app/net-lazy/account-and-room", test_account_and_room);
  g_test_add_func ("/app/net-lazy/keyring", test_keyring);
  return g_test_run ();
}
