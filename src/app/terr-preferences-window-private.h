/* terr-preferences-window-private.h — what the Preferences window's files
 * share (the class in terr-preferences-window.c, the network account in
 * terr-preferences-net.c); the tests include it. */
#pragma once


#include "terr-preferences-window.h"
#include "terr-room-panel.h"
#include "terr-xmpp-account.h"

G_BEGIN_DECLS

/* Whether the desktop's Secret Service keeps the password. */
typedef enum {
  TERR_KEYRING_UNKNOWN,   /* not asked yet, or the answer is on its way */
  TERR_KEYRING_PRESENT,
  TERR_KEYRING_ABSENT,    /* the password is asked each time, kept nowhere */
} TerrKeyring;

struct _TerrPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GSettings           *settings;

  /* Template widgets */
  AdwPreferencesGroup *net_group;
  AdwEntryRow         *address_row;
  GtkSwitch           *invitations_switch;   /* settings "net-invitations" */
  AdwPasswordEntryRow *password_row;
  AdwActionRow        *status_row;
  GtkButton           *check_button;

  /* The network account (terr-preferences-net.c) */
  TerrKeyring          keyring;
  GCancellable        *cancellable;
  TerrXmppAccount     *account;      /* the connection being checked */
  char                *server_host;  /* NULL: the domain's own server */
  guint16              server_port;
  gboolean             online;       /* the last check connected */
  GError              *error;        /* the last check's error */
};

void        terr_preferences_net_init     (TerrPreferencesWindow *self);
void        terr_preferences_net_dispose  (TerrPreferencesWindow *self);
void        terr_preferences_net_check    (TerrPreferencesWindow *self);

/* Where the password is kept in the keyring: attribute "address". */

/* terr_net_error_title: in terr-room-panel.h. */

/* Connect to @host:@port instead of the address's own server (tests, a
 * server without SRV records). */
void        terr_preferences_window_set_server (TerrPreferencesWindow *self,
                                                const char            *host,
                                                guint16                port);

G_END_DECLS
