/* terraces-cli-net.c — "terraces-cli net host|join": a network game between
 * computer seats, each program playing its own seats, through an XMPP
 * account and room (src/net) and the network match
 * (src/core/net/terr-net-match.h).  Built when libstrophe is.
 *
 * The password comes from the environment (TERRACES_XMPP_PASSWORD) or the
 * first line of standard input, never from the command line, where other
 * users of the computer could read it.
 *
 * With --autosave FILE, the program keeps after every payload it accepts
 * the game (FILE), the record of the payloads (FILE.record) and, in Garden
 * Paths, its own placements with their salts (FILE.secrets, never sent;
 * written again as each placement is kept, before its commitment goes);
 * started again with the same FILE, it takes the game up from them and
 * the room brings what came since.
 *
 * With --trace FILE, every stanza the program receives once its session is
 * up is appended to FILE, one a line, in the order it arrived
 * (terr_xmpp_account_set_trace): what a player's program was told, to be
 * looked at (the tests check it holds no other seat's placement before
 * the end).  The authentication is over before the first stanza.  A
 * trace that cannot be written stops the program. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "terr-net-match.h"
#include "terr-xmpp-account.h"
#include "terr-xmpp-room.h"

#include "terraces-cli-private.h"

typedef struct {
  TerrXmppAccount *account;
  TerrXmppRoom    *room;
  TerrNetMatch    *net;
  char            *invited_room;
  char            *failure;
  gboolean         host;
  guint            all_seats;   /* bit 1 << seat */
  gboolean         started;
  gboolean         resuming;    /* taking up a record: no <ready> yet */
  char            *autosave;    /* FILE of --autosave, or NULL */
  char            *trace;       /* FILE of --trace, or NULL */
  char            *rooms_service;  /* found for a --room without a service */
} NetRun;

static void
net_run_clear (NetRun *run)
{
  g_clear_object (&run->net);
  if (run->room != NULL)
    {
      terr_room_leave (TERR_ROOM (run->room));
      g_clear_object (&run->room);
    }
  if (run->account != NULL)
    {
      terr_xmpp_account_disconnect (run->account);
      g_clear_object (&run->account);
    }
  g_clear_pointer (&run->invited_room, g_free);
  g_clear_pointer (&run->failure, g_free);
  g_clear_pointer (&run->autosave, g_free);
  g_clear_pointer (&run->trace, g_free);
  g_clear_pointer (&run->rooms_service, g_free);
}

/* A trace that cannot be written is a failure: what was asked for is not
 * being kept. */
static void
check_trace (NetRun *run)
{
  const GError *error = run->account != NULL ? terr_xmpp_account_get_trace_error (run->account) : NULL;

  if (error != NULL && run->failure == NULL)
    run->failure = g_strdup_printf ("%s: %s", run->trace, error->message);
}

static gboolean
time_up_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @done or a failure or @seconds; FALSE and the
 * reason printed (@what when the time was up) if it was not done. */
static gboolean
wait_for (NetRun     *run,
          gboolean  (*done) (NetRun *run),
          guint       seconds,
          const char *what)
{
  gboolean time_up = FALSE;
  guint id = g_timeout_add_seconds (seconds, time_up_cb, &time_up);

  while (!done (run) && run->failure == NULL && !time_up)
    {
      g_main_context_iteration (NULL, TRUE);
      check_trace (run);
    }
  if (!time_up)
    g_source_remove (id);
  if (done (run))
    return TRUE;
  if (run->failure != NULL)
    g_printerr ("%s: %s\n", g_get_prgname (), run->failure);
  else
    g_printerr ("%s: %s\n", g_get_prgname (), what);
  return FALSE;
}

static gboolean
account_online (NetRun *run)
{
  return terr_xmpp_account_get_state (run->account) == TERR_XMPP_ACCOUNT_ONLINE;
}

static gboolean
room_joined (NetRun *run)
{
  return terr_room_get_state (TERR_ROOM (run->room)) == TERR_ROOM_JOINED;
}

static gboolean
rooms_service_found (NetRun *run)
{
  return run->rooms_service != NULL;
}

static gboolean
invited (NetRun *run)
{
  return run->invited_room != NULL;
}

static gboolean
all_ready (NetRun *run)
{
  return run->all_seats != 0
      && (terr_net_match_get_ready_seats (run->net) & run->all_seats) == run->all_seats;
}

static gboolean
finished (NetRun *run)
{
  return terr_net_match_is_finished (run->net);
}

static void
on_account_state_cb (GObject    *object,
                     GParamSpec *pspec,
                     NetRun     *run)
{
  const GError *error = terr_xmpp_account_get_error (run->account);

  if (terr_xmpp_account_get_state (run->account) == TERR_XMPP_ACCOUNT_FAILED && run->failure == NULL)
    run->failure = g_strdup (error != NULL ? error->message : _("the account failed"));
}

static void
on_room_state_cb (GObject    *object,
                  GParamSpec *pspec,
                  NetRun     *run)
{
  const GError *error = terr_room_get_error (TERR_ROOM (run->room));

  if (terr_room_get_state (TERR_ROOM (run->room)) == TERR_ROOM_FAILED && run->failure == NULL)
    run->failure = g_strdup (error != NULL ? error->message : _("the room failed"));
}

static void
on_invitation_received_cb (TerrXmppAccount *account,
                           const char      *room,
                           const char      *from,
                           const char      *reason,
                           NetRun          *run)
{
  if (run->invited_room == NULL)
    run->invited_room = g_strdup (room);
}

static void
on_rooms_service_found_cb (GObject      *source,
                           GAsyncResult *result,
                           gpointer      data)
{
  NetRun *run = data;
  g_autoptr(GError) error = NULL;

  run->rooms_service = terr_xmpp_account_find_rooms_service_finish (TERR_XMPP_ACCOUNT (source), result, &error);
  if (run->rooms_service == NULL && run->failure == NULL)
    run->failure = g_strdup (error->message);
}

/* A room's name alone (the part before the @ of its address). */
static gboolean
is_room_name (const char *name)
{
  return *name != '\0' && strpbrk (name, " \t\r\n\"&'/:<>@") == NULL && g_utf8_validate (name, -1, NULL);
}

/* The setup arrived: this program's seats are here. */
static void
on_ready_cb (TerrNetMatch *net,
             NetRun       *run)
{
  guint n = terr_game_get_n_players (terr_net_match_get_game (net));


  run->all_seats = 0;
  for (guint seat = 1; seat <= n; seat++)
    run->all_seats |= 1u << seat;
  if (!run->resuming)
    terr_net_match_send_ready (net);
}

/* FILE.SUFFIX of --autosave. */
static char *
autosave_path (NetRun     *run,
               const char *suffix)
{
  return g_strconcat (run->autosave, suffix, NULL);
}

static gboolean
write_text (const char *path,
            const char *text,
            GError    **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  return terr_write_file_atomic (path, bytes, error);
}

/* A payload took its place: the secrets first (a placement kept whose
 * commitment is not in the record is committed again), then the record,
 * then the game, each replaced whole. */
static void
on_accepted_cb (TerrNetMatch *net,
                guint64       seq,
                NetRun       *run)
{
  g_autofree char *secrets = terr_net_match_dup_secrets (net);
  g_autofree char *record = terr_net_match_dup_record (net);
  g_autofree char *secrets_path = autosave_path (run, ".secrets");
  g_autofree char *record_path = autosave_path (run, ".record");
  g_autoptr(GBytes) game = terr_net_match_dup_autosave (net);
  g_autoptr(GError) error = NULL;

  if ((secrets != NULL && !write_text (secrets_path, secrets, &error))
      || !write_text (record_path, record != NULL ? record : "", &error)
      || (game != NULL && !terr_write_file_atomic (run->autosave, game, &error)))
    {
      if (run->failure == NULL)
        run->failure = g_strdup (error->message);
    }
}

/* A placement kept: its secret written before its commitment is sent, so
 * that a program killed meanwhile does not lose a placement the room
 * holds a commitment for. */
static void
on_secrets_changed_cb (TerrNetMatch *net,
                       NetRun       *run)
{
  g_autofree char *secrets = terr_net_match_dup_secrets (net);
  g_autofree char *secrets_path = autosave_path (run, ".secrets");
  g_autoptr(GError) error = NULL;

  if (!write_text (secrets_path, secrets, &error) && run->failure == NULL)
    run->failure = g_strdup (error->message);
}

/* Started again with an autosave: take up its record and secrets before
 * the room delivers anything.  FALSE (and the reason printed) when they
 * cannot be read or do not hold. */
static gboolean
resume_from_autosave (NetRun *run)
{
  g_autofree char *record_path = autosave_path (run, ".record");
  g_autofree char *secrets_path = autosave_path (run, ".secrets");
  g_autofree char *record = NULL;
  g_autofree char *secrets = NULL;
  g_autoptr(GError) error = NULL;
  gboolean ok;

  if (!g_file_get_contents (record_path, &record, NULL, &error))
    {
      if (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return TRUE;
      g_printerr ("%s: %s\n", g_get_prgname (), error->message);
      return FALSE;
    }
  if (!g_file_get_contents (secrets_path, &secrets, NULL, &error))
    {
      if (!g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        {
          g_printerr ("%s: %s\n", g_get_prgname (), error->message);
          return FALSE;
        }
      g_clear_error (&error);
    }
  run->resuming = TRUE;
  ok = terr_net_match_resume (run->net, record, secrets, &error);
  run->resuming = FALSE;
  if (!ok)
    {
      /* TRANSLATORS: the file, then why it cannot be taken up */
      g_printerr (_("%s: %s cannot be taken up: %s\n"), g_get_prgname (), record_path, error->message);
      return FALSE;
    }
  if (terr_net_match_get_game (run->net) != NULL && !terr_net_match_is_started (run->net))
    terr_net_match_send_ready (run->net);
  return TRUE;
}

static void
on_refused_cb (TerrNetMatch *net,
               guint64       seq,
               const char   *from,
               const char   *reason,
               NetRun       *run)
{
  /* Refused payloads are ignored and the game goes on; say so. */
  g_printerr (_("%s: refused payload %llu from %s: %s\n"),
              g_get_prgname (), (unsigned long long) seq, from, reason);
}

/* The room refused a message before the match saw it (too large, more
 * than one payload): nothing happens, but say so. */
static void
on_payload_refused_cb (TerrXmppRoom *room,
                       const char   *from,
                       const char   *reason,
                       NetRun       *run)
{
  g_printerr (_("%s: refused a message from %s: %s\n"), g_get_prgname (), from, reason);
}

static char *
read_password (void)
{
  const char *env = g_getenv ("TERRACES_XMPP_PASSWORD");
  char line[1024];

  if (env != NULL && *env != '\0')
    return g_strdup (env);
  if (fgets (line, sizeof line, stdin) == NULL)
    return NULL;
  line[strcspn (line, "\r\n")] = '\0';
  return line[0] != '\0' ? g_strdup (line) : NULL;
}

/* "HOST" or "HOST:PORT" (5222 unless given). */
static gboolean
parse_server (const char *server,
              char      **host,
              guint16    *port)
{
  const char *colon = strrchr (server, ':');
  guint64 value = 5222;

  if (colon != NULL)
    {
      if (!g_ascii_string_to_unsigned (colon + 1, 10, 1, 65535, &value, NULL))
        return FALSE;
      *host = g_strndup (server, colon - server);
    }
  else
    *host = g_strdup (server);
  *port = (guint16) value;
  return **host != '\0';
}

/* "ADDRESS" or "ADDRESS=ai:LEVEL": every seat is a computer seat, played
 * by the program of that address. */
static GArray *
parse_seats (const char *spec,
             int         level,
             char      **bad)
{
  g_auto(GStrv) parts = g_strsplit (spec, ",", -1);
  GArray *seats = g_array_new (FALSE, TRUE, sizeof (TerrNetSeat));

  for (guint i = 0; parts[i] != NULL; i++)
    {
      char *s = g_strstrip (parts[i]);
      char *eq = strchr (s, '=');
      TerrNetSeat seat = { (int) i + 1, NULL, (guint) level };

      if (eq != NULL)
        {
          *eq = '\0';
          if (!g_str_has_prefix (eq + 1, "ai:") || eq[4] < '1' || eq[4] > '3' || eq[5] != '\0')
            {
              *bad = g_strdup (eq + 1);
              break;
            }
          seat.level = (guint) (eq[4] - '0');
        }
      if (strchr (s, '@') == NULL)
        {
          *bad = g_strdup (s);
          break;
        }
      seat.address = s;
      g_array_append_val (seats, seat);
    }
  if (*bad != NULL)
    {
      g_array_unref (seats);
      return NULL;
    }
  /* The addresses point into @parts: copy them. */
  for (guint i = 0; i < seats->len; i++)
    g_array_index (seats, TerrNetSeat, i).address = g_strdup (g_array_index (seats, TerrNetSeat, i).address);
  return seats;
}

static void
free_seats (GArray *seats)
{
  for (guint i = 0; i < seats->len; i++)
    g_free (g_array_index (seats, TerrNetSeat, i).address);
  g_array_unref (seats);
}

typedef GArray GArrayOfSeats;
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GArrayOfSeats, free_seats)

int
cmd_net (int argc, char **argv)
{
  g_autofree char *address = NULL;
  g_autofree char *server = NULL;
  g_autofree char *room_address = NULL;
  g_autofree char *game_name = NULL;
  g_autofree char *seats_spec = NULL;
  g_autofree char *out = NULL;
  g_autofree char *password = NULL;
  g_autofree char *host = NULL;
  g_autofree char *bad = NULL;
  int level = 1;
  int wait_s = 600;
  int delay_ms = 0;
  g_autofree char *autosave = NULL;
  g_autofree char *trace = NULL;
  gint64 seed = UNSET;
  GOptionEntry entries[] = {
    { "address", 0, 0, G_OPTION_ARG_STRING, &address, N_("This program’s XMPP account"), "NAME@SERVER" },
    { "server", 0, 0, G_OPTION_ARG_STRING, &server, N_("Connect to HOST (and PORT) instead of looking the account’s server up"), "HOST[:PORT]" },
    { "room", 0, 0, G_OPTION_ARG_STRING, &room_address, N_("The game’s room (a NAME alone is a room of the rooms service the account’s server names; join: without it, the room of the first invitation)"), "NAME[@SERVICE]" },
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_name, N_("host: hanging-gardens, ziggurat or garden-paths"), "G" },
    { "seats", 0, 0, G_OPTION_ARG_STRING, &seats_spec, N_("host: one computer seat each, played by the program of ADDRESS"), "ADDRESS[=ai:LEVEL],…" },
    { "level", 0, 0, G_OPTION_ARG_INT, &level, N_("host: the level of seats without one (1, 2 or 3)"), "L" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("host: the seed of the deal"), "N" },
    { "wait", 0, 0, G_OPTION_ARG_INT, &wait_s, N_("Give up after S seconds without the next step"), "S" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &out, N_("Write the replay to OUT (- for standard output)"), "OUT" },
    { "autosave", 0, 0, G_OPTION_ARG_FILENAME, &autosave, N_("Keep the game in FILE (with FILE.record and FILE.secrets) and take it up from there when started again"), "FILE" },
    { "delay", 0, 0, G_OPTION_ARG_INT, &delay_ms, N_("Wait MS milliseconds before each move of a computer seat"), "MS" },
    { "trace", 0, 0, G_OPTION_ARG_FILENAME, &trace, N_("Append every stanza this program receives to FILE, one a line, in order (the password is never in it)"), "FILE" },
    { NULL }
  };
  g_autoptr(GOptionContext) ctx = g_option_context_new (_("host|join — play a game over XMPP between computer seats"));
  g_autoptr(GError) error = NULL;
  g_autoptr(GArrayOfSeats) seats = NULL;
  NetRun run = { 0 };
  TerrGameKind kind = TERR_GAME_NONE;
  guint16 port = 0;
  int rc;

  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (ctx, _("The password is read from TERRACES_XMPP_PASSWORD, else from the first\n"
                                           "line of standard input. The host creates the room, invites the other\n"
                                           "addresses and starts when every seat is ready; every program writes the\n"
                                           "same replay when the game is over. A host’s --room without @SERVICE is\n"
                                           "made on the rooms service that the account’s server names (service\n"
                                           "discovery)."));
  if ((rc = cli_parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 2 || (!g_str_equal (argv[1], "host") && !g_str_equal (argv[1], "join")))
    return cli_usage_error (ctx, _("net takes host or join"));
  run.host = g_str_equal (argv[1], "host");
  if (address == NULL || out == NULL)
    return cli_usage_error (ctx, _("net needs --address and -o OUT"));
  if (server != NULL && !parse_server (server, &host, &port))
    return cli_usage_error (ctx, _("--server is HOST or HOST:PORT"));
  if (wait_s < 1)
    return cli_usage_error (ctx, _("--wait must be 1 or more"));
  if (delay_ms < 0 || delay_ms > 60000)
    return cli_usage_error (ctx, _("--delay is 0 to 60000"));
  if (run.host)
    {
      if (!cli_parse_game_kind (game_name, &kind))
        return cli_usage_error (ctx, _("--game is %s, %s or %s"), "hanging-gardens", "ziggurat", "garden-paths");
      if (room_address == NULL || seats_spec == NULL)
        return cli_usage_error (ctx, _("net host needs --room and --seats"));
      if (level < 1 || level > 3)
        return cli_usage_error (ctx, _("--level is 1, 2 or 3"));
      if (seed != UNSET && seed < 0)
        return cli_usage_error (ctx, _("--seed must be 0 or more"));
      if (seed == UNSET)
        seed = (gint64) (cli_fresh_seed () >> 1);
      seats = parse_seats (seats_spec, level, &bad);
      if (seats == NULL)
        /* TRANSLATORS: what was given, then the form a seat takes, as typed */
        return cli_usage_error (ctx, _("--seats: “%s” is not of the form %s"), bad, "ADDRESS[=ai:LEVEL]");
    }

  if (room_address != NULL && strchr (room_address, '@') == NULL && !is_room_name (room_address))
    /* TRANSLATORS: what was given as the room */
    return cli_usage_error (ctx, _("--room: “%s” is not a room’s name or address"), room_address);

  password = read_password ();
  if (password == NULL)
    return cli_usage_error (NULL, _("no password: set TERRACES_XMPP_PASSWORD or give it on standard input"));
  run.account = terr_xmpp_account_new (address, password, &error);
  if (run.account == NULL)
    return cli_usage_error (ctx, "%s", error->message);
  if (host != NULL)
    terr_xmpp_account_set_server (run.account, host, port);
  if (trace != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_path (trace);
      g_autoptr(GFileOutputStream) stream = g_file_append_to (file, G_FILE_CREATE_NONE, NULL, &error);

      if (stream == NULL)
        {
          g_printerr ("%s: %s\n", g_get_prgname (), error->message);
          rc = EXIT_REFUSED;
          goto out;
        }
      terr_xmpp_account_set_trace (run.account, G_OUTPUT_STREAM (stream));
      run.trace = g_strdup (trace);
    }
  g_signal_connect (run.account, "notify::state", G_CALLBACK (on_account_state_cb), &run);
  g_signal_connect (run.account, "invitation-received", G_CALLBACK (on_invitation_received_cb), &run);
  terr_xmpp_account_connect (run.account);
  rc = EXIT_REFUSED;
  if (!wait_for (&run, account_online, wait_s, _("the server did not answer in time")))
    goto out;

  /* A room's name alone (to host or to join): on the rooms service the
   * server names. */
  if (room_address != NULL && strchr (room_address, '@') == NULL)
    {
      g_autofree char *name = g_steal_pointer (&room_address);

      terr_xmpp_account_set_discovery_timeout (run.account, MIN ((guint) wait_s, G_MAXUINT / 1000) * 1000);
      terr_xmpp_account_find_rooms_service (run.account, NULL, on_rooms_service_found_cb, &run);
      if (!wait_for (&run, rooms_service_found, wait_s + 1, _("the server did not answer in time")))
        goto out;
      room_address = g_strdup_printf ("%s@%s", name, run.rooms_service);
    }
  if (!run.host && room_address == NULL)
    {
      if (!wait_for (&run, invited, wait_s, _("no invitation came in time")))
        goto out;
      room_address = g_strdup (run.invited_room);
    }
  run.room = run.host ? terr_xmpp_room_create (run.account, room_address, TRUE)
                      : terr_xmpp_room_join (run.account, room_address);
  g_signal_connect (run.room, "notify::state", G_CALLBACK (on_room_state_cb), &run);
  g_signal_connect (run.room, "payload-refused", G_CALLBACK (on_payload_refused_cb), &run);
  /* The match listens before the room is joined: the history comes right
   * after. */
  run.net = terr_net_match_new (TERR_ROOM (run.room));
  terr_net_match_set_delay (run.net, (guint) delay_ms);
  g_signal_connect (run.net, "ready", G_CALLBACK (on_ready_cb), &run);
  g_signal_connect (run.net, "refused", G_CALLBACK (on_refused_cb), &run);
  if (autosave != NULL)
    {
      run.autosave = g_strdup (autosave);
      if (!resume_from_autosave (&run))
        goto out;
      g_signal_connect (run.net, "accepted", G_CALLBACK (on_accepted_cb), &run);
      g_signal_connect (run.net, "secrets-changed", G_CALLBACK (on_secrets_changed_cb), &run);
    }
  if (!wait_for (&run, room_joined, wait_s, _("the room did not let this program in in time")))
    goto out;
  /* A host taken up from its autosave has announced the game already. */
  if (run.host && terr_net_match_get_game (run.net) == NULL)
    {
      g_autoptr(GPtrArray) guests = g_ptr_array_new ();

      for (guint i = 0; i < seats->len; i++)
        {
          const char *a = g_array_index (seats, TerrNetSeat, i).address;

          if (g_ascii_strcasecmp (a, terr_xmpp_account_get_address (run.account)) != 0
              && !g_ptr_array_find_with_equal_func (guests, a, (GEqualFunc) g_str_equal, NULL))
            g_ptr_array_add (guests, (gpointer) a);
        }
      for (guint i = 0; i < guests->len; i++)
        terr_room_invite (TERR_ROOM (run.room), g_ptr_array_index (guests, i), _("A game of Terraces"));
      if (!terr_net_match_host (run.net, kind, (guint64) seed, (const TerrNetSeat *) seats->data,
                                seats->len, &error))
        {
          g_printerr ("%s: %s\n", g_get_prgname (), error->message);
          goto out;
        }
    }
  if (run.host && !terr_net_match_is_started (run.net))
    {
      if (!wait_for (&run, all_ready, wait_s, _("not every player was there in time")))
        goto out;
      if (!terr_net_match_start (run.net, &error))
        {
          g_printerr ("%s: %s\n", g_get_prgname (), error->message);
          goto out;
        }
    }
  if (!wait_for (&run, finished, wait_s, _("the game did not end in time")))
    goto out;
  /* Garden Paths: a seat whose reveal did not hold is named. */
  for (guint seat = 1; seat < 32; seat++)
    if (terr_net_match_get_cheaters (run.net) & (1u << seat))
      g_printerr (_("%s: the reveal of seat %u was refused: %s\n"), g_get_prgname (), seat,
                  terr_net_match_get_cheat_reason (run.net, (int) seat));
  rc = cli_save_game (terr_net_match_get_game (run.net), out, TERR_FILE_REPLAY);
  /* The last stanzas too. */
  if (terr_xmpp_account_get_trace_error (run.account) != NULL)
    {
      g_printerr ("%s: %s: %s\n", g_get_prgname (), trace,
                  terr_xmpp_account_get_trace_error (run.account)->message);
      rc = EXIT_REFUSED;
    }

out:
  if (run.room != NULL)
    g_signal_handlers_disconnect_by_data (run.room, &run);
  if (run.net != NULL)
    g_signal_handlers_disconnect_by_data (run.net, &run);
  g_signal_handlers_disconnect_by_data (run.account, &run);
  net_run_clear (&run);
  if (password != NULL)
    memset (password, 0, strlen (password));
  return rc;
}
