/* terraces-cli-private.h — what the files of terraces-cli share
 * (terraces-cli.c: main, the helpers and most commands;
 * terraces-cli-puzzles.c: solve, certify, generate).  Not for anything
 * outside src/cli.
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "terr-games.h"

G_BEGIN_DECLS

enum { EXIT_OK = 0, EXIT_REFUSED = 1, EXIT_USAGE = 2 };

/* Option values that were not given on the command line. */
#define UNSET G_MININT64

/* --- terraces-cli.c --- */
/* Prints "terraces-cli COMMAND: message" (and a pointer to --help when
 * @ctx is given); returns EXIT_USAGE. */
int        cli_usage_error     (GOptionContext *ctx,
                                const char     *format,
                                ...) G_GNUC_PRINTF (2, 3);
/* "-o -": write to standard output. */
gboolean   cli_is_stdout       (const char     *out);
/* Writes @game to @out (a path, or "-" for standard output) as a scenario
 * or a replay; returns the exit status. */
int        cli_save_game       (TerrGame       *game,
                                const char     *out,
                                TerrFileKind    kind);
/* Parses options; returns -1 on success, else the exit status. */
int        cli_parse_options   (GOptionContext *ctx,
                                int            *argc,
                                char         ***argv);
void       cli_print_json      (JsonNode       *node);
/* Loads @path, or says why not on standard error and returns NULL. */
TerrGame  *cli_load_or_report  (const char     *path);
gboolean   cli_parse_game_kind (const char     *s,
                                TerrGameKind   *kind);
guint64    cli_fresh_seed      (void);

/* --- terraces-cli-net.c (when libstrophe is there) --- */
int        cmd_net             (int             argc,
                                char          **argv);

/* --- terraces-cli-puzzles.c --- */
int        cmd_solve           (int             argc,
                                char          **argv);
int        cmd_certify         (int             argc,
                                char          **argv);
int        cmd_generate        (int             argc,
                                char          **argv);

G_END_DECLS
