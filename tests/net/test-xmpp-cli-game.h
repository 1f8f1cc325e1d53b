/* test-xmpp-cli-game.h — whole games between terraces-cli processes
 * ("net host" and "net join") through the private prosody, and what the
 * tests check of their replays.
 *
 * Each program is an account NAME@localhost (password NAME-secret) that
 * the test registered; the first one hosts, the others are spawned first
 * and find the room by the host's invitation.  Waits are on the
 * programs' ends, each bounded by the long limit. */
#pragma once

#include "terr-game.h"
#include "test-prosody.h"

G_BEGIN_DECLS

typedef struct
{
  GPid     pid;
  int      status;
  gboolean done;
} TestCliChild;

/* Spawns $TERRACES_CLI with @args and @password in
 * TERRACES_XMPP_PASSWORD; @child->done when it has ended. */
void      test_cli_spawn          (TestCliChild       *child,
                                   const char *const  *args,
                                   const char         *password);
/* Waits until every one of @children has ended (bounded); fails the test
 * if one has not. */
void      test_cli_wait_all       (TestCliChild       *children,
                                   guint               n_children);

typedef struct
{
  const char        *game;      /* "hanging-gardens", "garden-paths" */
  const char        *seats;     /* the host's --seats */
  const char *const *programs;  /* the account names, the host first; NULL-terminated */
  const char        *seed;
  const char        *tag;       /* names the room and the files */
  gboolean           trace;     /* every program keeps a --trace */
  gboolean           bare_room; /* the host's --room is a name alone: the
                                 * rooms service is found */
} TestCliGame;

/* The files a program of @game writes in @server's folder. */
char     *test_cli_out_path       (TestProsody        *server,
                                   const TestCliGame  *game,
                                   const char         *program);
char     *test_cli_trace_path     (TestProsody        *server,
                                   const TestCliGame  *game,
                                   const char         *program);

/* Starts the private prosody with the accounts @names (NULL-terminated),
 * each with the password NAME-secret. */
TestProsody *test_cli_start_server (const char *const *names);

/* Checks that each of @children has ended well and written the same bytes
 * at @outs (NULL-terminated, one a child): a finished game (@played, read
 * by the core) valid against the RELAX NG schema.  Returns the text. */
char     *test_cli_check_replays  (TestCliChild       *children,
                                   const char *const  *outs,
                                   TerrGame          **played);

/* Plays @game to the end and checks it: test_cli_check_replays() for all
 * its programs, with a seat for each address of --seats, the player of
 * each seat named by its address, every program at a seat.  Returns the
 * replay's text. */
char     *test_cli_play           (TestProsody        *server,
                                   const TestCliGame  *game);

/* TRUE when the file at @path is valid against data/terraces.rng (the
 * schema itself, not the program's reader); else FALSE and why. */
gboolean  test_cli_valid_replay   (const char         *path,
                                   char              **why);

G_END_DECLS
