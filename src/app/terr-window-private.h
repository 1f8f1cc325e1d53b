/* terr-window-private.h — what the files of the window share: its struct
 * and the functions one file of it calls in another.
 *
 *   terr-window.c          the class, showing a game, the title, toasts
 *   terr-window-actions.c  every window action and the one place that
 *                          enables them (terr_window_update_actions)
 *   terr-window-files.c    opening, saving, and leaving unsaved work
 */
#pragma once

#include "terr-editor-page.h"
#include "terr-game-page.h"
#include "terr-new-game-dialog.h"
#include "terr-replay-page.h"
#include "terr-session.h"
#include "terr-start-page.h"
#include "terr-window.h"

G_BEGIN_DECLS

struct _TerrWindow
{
  AdwApplicationWindow parent_instance;

  /* The template. */
  AdwWindowTitle  *window_title;
  GtkWidget       *back_button;
  GtkWidget       *open_button;
  GtkWidget       *history_box;
  GtkMenuButton   *menu_button;
  GMenuModel      *primary_menu;    /* given to menu_button when first shown */
  GMenu           *new_scenario_section;
  AdwToastOverlay *toast_overlay;
  GtkStack        *stack;
  TerrStartPage   *start_page;
  /* Built on first use (terr_window_ensure_*_page), NULL until then. */
  TerrGamePage    *game_page;
  TerrEditorPage  *editor_page;
  TerrReplayPage  *replay_page;

  /* The play document (game, file, modified) lives in the session; the
   * window follows the signals of its game (a reference of its own). */
  TerrSession     *session;
  TerrGame        *game;

  GtkNativeDialog *chooser;
  GtkWidget       *error_dialog;

  /* A network game joined here (terr-window-net.c). */
  GObject         *net_account;     /* TerrXmppAccount */
  TerrRoom        *net_room;
  TerrNetMatch    *net_match;
  char            *net_room_address;
  /* Taking a network game up again (terr-window-resume.c): the record
   * and secrets read back, until the match takes them; and the match
   * whose game is kept for that while it is played here. */
  char            *net_resume_record;
  char            *net_resume_secrets;
  TerrNetMatch    *net_kept;
  /* Joining a room by its name alone: the name, and the search of the
   * rooms service of the account's server (NULL when none runs). */
  char            *net_room_name;
  GCancellable    *net_room_search;
  char            *net_server_host; /* NULL: the address's own server */
  guint16          net_server_port;
  /* Hosting (terr_window_net_host): the setup to announce once the room
   * is made, its seats (TerrNetSeat, addresses owned); NULL when joining. */
  GArray          *net_host_seats;
  TerrGameKind     net_host_kind;
  guint64          net_host_seed;
  GVariant        *net_host_options;
  /* The toast of the last invitation received (its Join opens the join
   * dialog with the room filled in). */
  AdwToast        *net_invite_toast;
  /* The service of the rooms this window hosts; NULL: the one the
   * account's server names (service discovery). */
  char            *net_rooms_service;
  /* Hosting waits for the search of the rooms service (service
   * discovery) by an account of its own; any newer choice of game
   * cancels it (terr_window_net_cancel_search).  NULL when none runs. */
  GCancellable    *net_search;
  GObject         *net_search_account; /* TerrXmppAccount */
  /* Invitations without a game (terr-window-invitations.c): the account
   * connected for them, the keyring's answer awaited, the idle after the
   * window was shown. */
  GObject         *invite_account;  /* TerrXmppAccount */
  GCancellable    *invite_lookup;
  guint            invite_lookups;  /* how many times the keyring was asked */
  guint            invite_idle_id;
  GtkWidget       *join_dialog;
  GtkWidget       *join_room_row;
  GtkWidget       *join_password_row;
  /* Leaving unsaved work: the question, and the action to run once it is
   * answered; what to do once Save As has written the file. */
  GtkWidget       *leave_dialog;   /* weak: the question, while it is open */
  char            *leave_action;
  GVariant        *leave_parameter;
  char            *after_save_action;
  GVariant        *after_save_parameter;
  /* The game to show once leaving is agreed (and its file, or NULL). */
  TerrGame        *pending_game;
  GFile           *pending_file;
  gboolean         pending_autosave;
  /* Set in dispose: the pages going away say they changed, and the
   * window's own children may already be gone. */
  gboolean         disposing;
  GCancellable    *open_cancellable;
  GtkWidget       *help_window;    /* weak: the help, while it is open */
  /* The bundled puzzle opened last (weak) and its file; the one a
   * success offers next. */
  TerrGame        *puzzle_game;
  char            *puzzle_path;
  char            *next_puzzle;
};

/* terr-window.c */
gboolean terr_window_is_showing         (TerrWindow *self,
                                         const char *page);
void     terr_window_show_game          (TerrWindow *self,
                                         TerrGame   *game,
                                         gboolean    review);
/* The game of @net_match (after its "ready"), played over its room. */
void     terr_window_show_net_game      (TerrWindow   *self,
                                         TerrNetMatch *net_match);
void     terr_window_show_start         (TerrWindow *self);
void     terr_window_show_editor        (TerrWindow *self);
void     terr_window_update_title       (TerrWindow *self);
TerrGamePage   *terr_window_ensure_game_page   (TerrWindow *self);
TerrReplayPage *terr_window_ensure_replay_page (TerrWindow *self);
TerrEditorPage *terr_window_ensure_editor_page (TerrWindow *self);
void     terr_window_show_toast         (TerrWindow *self,
                                         const char *message);
void     terr_window_show_error         (TerrWindow *self,
                                         const char *heading,
                                         const char *body);

/* terr-window-net.c (with network play) */
void     terr_window_net_class_init     (GtkWidgetClass *widget_class);
/* Connect the account of Preferences with @password, join @room_text (a
 * room address, an xmpp: link, or a room's name alone: on the rooms
 * service of the account's server) and play its game when the setup
 * comes. */
void     terr_window_net_join           (TerrWindow *self,
                                         const char *room_text,
                                         const char *password);
/* Host a game: connect the account of Preferences with @password, create
 * the room @room_address (members only), invite every seat's address
 * that is not this account's (XEP-0249), announce the setup (@kind,
 * @seed, @options as New Game chose them, may be NULL; @seats[i] as
 * terr_net_match_host takes them) and play it on the game page.  The
 * game starts when every seat is ready.  Errors come as
 * terr_window_show_error, as when joining. */
void     terr_window_net_host           (TerrWindow        *self,
                                         const char        *room_address,
                                         const char        *password,
                                         TerrGameKind       kind,
                                         guint64            seed,
                                         GVariant          *options,
                                         const TerrNetSeat *seats,
                                         guint              n_seats);
/* New Game's "host": ask for the password, then terr_window_net_host on a
 * fresh room of the account's rooms service. */
void     terr_window_net_host_chosen    (TerrNewGameDialog *dialog,
                                         guint64            seed,
                                         GVariant          *options,
                                         GVariant          *seats,
                                         TerrWindow        *self);
/* "xmpp:ROOM?join": the link that lets others join the room of this
 * window's network game; NULL without one. */
char    *terr_window_net_dup_link       (TerrWindow *self);
/* A fresh room address on @service ("rooms.example.org"). */
char    *terr_net_new_room_address      (const char *service);
void     terr_window_net_clear          (TerrWindow *self);
/* A newer choice of game (joining, hosting, an ordinary game): the search
 * of the rooms service for hosting, if one runs, is cancelled and its
 * account disconnected, so it hosts nothing. */
void     terr_window_net_cancel_search  (TerrWindow *self);
/* An invitation received: a toast whose Join opens the join dialog. */
void     terr_window_net_invitation_cb  (GObject    *account,
                                         const char *room,
                                         const char *from,
                                         const char *reason,
                                         TerrWindow *self);

/* Connect @address with @password (the server of net_server_host, if
 * set); the room net_room_address is entered once online. */
void     terr_window_net_connect_account (TerrWindow *self,
                                          const char *address,
                                          const char *password);
/* A new match over net_room; it takes up net_resume_record and
 * net_resume_secrets first when they are set, and shows the game then. */
void     terr_window_net_start_match    (TerrWindow *self);
/* The password dialog (rows of @list above the password; filled in from
 * the keyring for @address, may be NULL). */
void     terr_window_net_present_password_dialog (TerrWindow *self,
                                                  GtkWidget  *dialog,
                                                  GtkWidget  *list,
                                                  const char *address,
                                                  const char *response,
                                                  const char *label,
                                                  GCallback   callback);

/* terr-window-resume.c (with network play): a network game kept beside
 * the autosave after every payload its match accepts, and taken up again
 * (docs/network.md, "Restarting"). */
void     terr_window_net_keep           (TerrWindow   *self,
                                         TerrNetMatch *net_match);
/* Stop keeping it; @remove: the saved game goes too (finished, left). */
void     terr_window_net_forget         (TerrWindow   *self,
                                         gboolean      remove);
TerrNetMatch *terr_window_net_get_kept  (TerrWindow   *self);
/* A saved game for the account of Preferences. */
gboolean terr_window_net_has_saved_game (TerrWindow   *self);
/* "Continue": the password from the keyring (else asked), connect, take
 * the saved game up and join its room. */
void     terr_window_net_resume_saved   (TerrWindow   *self);
/* The same in @room (a room in memory, for tests) instead of connecting. */
void     terr_window_net_resume_in_room (TerrWindow   *self,
                                         TerrRoom     *room);
/* The saved game of @account: its room, record and secrets (NULL when
 * none were kept). */
gboolean terr_net_read_saved_game       (const char   *account,
                                         char        **room,
                                         char        **record,
                                         char        **secrets,
                                         GError      **error);

/* terr-window-invitations.c (with network play): with settings
 * "net-invitations", connect the account to receive invitations once the
 * window is shown, when the keyring holds its password. */
void     terr_window_invitations_init   (TerrWindow *self);
/* Connect for invitations with @password (what the keyring gave). */
void     terr_window_invitations_listen (TerrWindow *self,
                                         const char *password);
void     terr_window_invitations_clear  (TerrWindow *self);
/* The room of "room@server" or "xmpp:room@server?join", or NULL. */
char    *terr_net_parse_room            (const char *text);

/* terr-window-actions.c */
void     terr_window_class_add_actions  (GtkWidgetClass *widget_class);
void     terr_window_update_actions     (TerrWindow *self);

/* terr-window-files.c */
void     terr_window_choose_file_to_open (TerrWindow *self);
void     terr_window_replace_game       (TerrWindow *self,
                                         TerrGame   *game,
                                         GFile      *file,
                                         gboolean    save_now);
void     terr_window_play_pending       (TerrWindow *self);
gboolean terr_window_save               (TerrWindow *self);
void     terr_window_save_as            (TerrWindow *self);
/* With unsaved annotations in the viewer, or (with @game_moves) moves on
 * the game page that no file holds, asks first and returns TRUE; @action
 * (with @parameter, which is sunk) runs once they are saved or
 * discarded. */
gboolean terr_window_ask_before_leaving (TerrWindow *self,
                                         const char *action,
                                         GVariant   *parameter,
                                         gboolean    game_moves);

G_END_DECLS
