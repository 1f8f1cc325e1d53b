/* terraces-cli — the command-line companion (see README.md and the CLI
 * contract): validate, score, solve, render, play, new, replay, timeline.
 * Exit status: 0 success, 1 a refused file or failed check, 2 bad usage. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <cairo.h>
#include <cairo-svg.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "terr-games.h"
#include "terr-puzzle.h"
#include "terr-render.h"

enum { EXIT_OK = 0, EXIT_REFUSED = 1, EXIT_USAGE = 2 };

typedef struct {
  const char *name;
  const char *args;
  const char *summary;
  int (*run) (int argc, char **argv);
} Command;

static int usage_error (GOptionContext *ctx, const char *format, ...) G_GNUC_PRINTF (2, 3);

static int
usage_error (GOptionContext *ctx, const char *format, ...)
{
  va_list args;
  g_autofree char *msg = NULL;

  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  /* The program name is "terraces-cli COMMAND" once a command runs (main
   * sets it), so both lines name what the user typed. */
  g_printerr ("%s: %s\n", g_get_prgname () ? g_get_prgname () : "terraces-cli", msg);
  if (ctx != NULL)
    g_printerr (_("Try “%s --help”.\n"), g_get_prgname () ? g_get_prgname () : "terraces-cli COMMAND");
  return EXIT_USAGE;
}

/* Option values that were not given on the command line. */
#define UNSET G_MININT64

/* "-o -": write to standard output. */
static gboolean
is_stdout (const char *out)
{
  return out != NULL && g_str_equal (out, "-");
}

/* Writes @bytes to standard output; FALSE (with the reason printed) when
 * the output cannot take them. */
static gboolean
write_stdout (const void *data, gsize len)
{
  const char *p = data;

  while (len > 0)
    {
      ssize_t n = write (STDOUT_FILENO, p, len);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          g_printerr (_("%s: cannot write to standard output: %s\n"),
                      g_get_prgname (), g_strerror (errno));
          return FALSE;
        }
      p += n;
      len -= (gsize) n;
    }
  return TRUE;
}

/* Writes @game to @out (a path, or "-" for standard output) as a scenario
 * or a replay; returns the exit status. */
static int
save_game (TerrGame *game, const char *out, TerrFileKind kind)
{
  g_autoptr(GError) error = NULL;

  if (is_stdout (out))
    {
      g_autoptr(GBytes) bytes = terr_game_to_bytes (game, kind);
      gsize len;
      const void *data = g_bytes_get_data (bytes, &len);

      return write_stdout (data, len) ? EXIT_OK : EXIT_REFUSED;
    }
  if (!terr_game_save_path (game, out, kind, &error))
    {
      g_printerr ("%s: %s\n", out, error->message);
      return EXIT_REFUSED;
    }
  return EXIT_OK;
}

/* Parses options; returns -1 on success, else the exit status. */
static int
parse_options (GOptionContext *ctx, int *argc, char ***argv)
{
  g_autoptr(GError) error = NULL;

  if (!g_option_context_parse (ctx, argc, argv, &error))
    return usage_error (ctx, "%s", error->message);
  return -1;
}

static void
print_json (JsonNode *node)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_pretty (gen, TRUE);
  json_generator_set_indent (gen, 2);
  json_generator_set_root (gen, node);
  text = json_generator_to_data (gen, NULL);
  g_print ("%s\n", text);
}

/* Reads @path (at most TERR_MAX_FILE_SIZE bytes) and loads it; every
 * message names the file as the user gave it ("games/castle.terraces:14:
 * …"), not only its base name. */
static TerrGame *
load_game (const char *path, GError **error)
{
  g_autoptr(GByteArray) buf = g_byte_array_new ();
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TerrDocument) doc = NULL;
  guint8 chunk[65536];
  int fd = g_open (path, O_RDONLY, 0);

  if (fd < 0)
    {
      int saved = errno;
      g_set_error (error, TERR_ERROR, TERR_ERROR_IO, "%s: %s", path, g_strerror (saved));
      return NULL;
    }
  for (;;)
    {
      ssize_t n = read (fd, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;
          g_set_error (error, TERR_ERROR, TERR_ERROR_IO, "%s: %s", path, g_strerror (saved));
          close (fd);
          return NULL;
        }
      if (n == 0)
        break;
      /* Stop early: nothing past the cap is ever held in memory. */
      if (buf->len + (gsize) n > TERR_MAX_FILE_SIZE)
        {
          g_set_error (error, TERR_ERROR, TERR_ERROR_TOO_LARGE, "%s: %s", path,
                       _("the file is larger than 16 MiB; it is not read"));
          close (fd);
          return NULL;
        }
      g_byte_array_append (buf, chunk, (guint) n);
    }
  close (fd);
  bytes = g_byte_array_free_to_bytes (g_steal_pointer (&buf));
  doc = terr_document_load_bytes (bytes, path, error);
  if (doc == NULL)
    return NULL;
  return terr_game_load_document (doc, error);
}

static TerrGame *
load_or_report (const char *path)
{
  g_autoptr(GError) error = NULL;
  TerrGame *game = load_game (path, &error);

  if (game == NULL)
    g_printerr ("%s\n", error->message);
  return game;
}

/* --move N (or --to N): go to the position after N moves of the main
 * line.  A number of moves the file does not have is a usage error, as a
 * negative one is. */
static int
go_to_position (TerrGame *game, const char *path, const char *option, gint64 move)
{
  guint n_moves = terr_game_get_n_moves (game);

  if (move == UNSET)
    return -1;
  if (move < 0 || (guint64) move > n_moves)
    {
      g_autofree char *n = g_strdup_printf ("%" G_GINT64_FORMAT, move);
      g_autofree char *has = g_strdup_printf (ngettext ("%s has %u move", "%s has %u moves", n_moves),
                                              path, n_moves);

      /* Translators: "terraces-cli score: --move 12 is out of range: FILE
       * has 10 moves (give 0 to 10)"; the fourth %s is "FILE has N moves". */
      g_printerr (_("%s: %s %s is out of range: %s (give 0 to %u)\n"),
                  g_get_prgname (), option, n, has, n_moves);
      return EXIT_USAGE;
    }
  terr_game_go_to (game, (guint) move);
  return -1;
}

static int
go_to_move (TerrGame *game, const char *path, gint64 move)
{
  return go_to_position (game, path, "--move", move);
}

static gboolean
parse_game_kind (const char *s, TerrGameKind *kind)
{
  if (s == NULL)
    return FALSE;
  if (g_str_equal (s, "hg"))
    s = "hanging-gardens";
  else if (g_str_equal (s, "zg") || g_str_equal (s, "zig"))
    s = "ziggurat";
  else if (g_str_equal (s, "gp"))
    s = "garden-paths";
  *kind = terr_game_kind_from_string (s);
  return *kind != TERR_GAME_NONE;
}

static guint
default_players (TerrGameKind kind)
{
  guint n;

  terr_game_kind_get_players (kind, NULL, NULL, &n);
  return n;
}

static guint64
fresh_seed (void)
{
  return (guint64) g_get_real_time () ^ ((guint64) g_random_int () << 32);
}

/* --board: the bundled Garden Paths boards, listed under --help. */
static void
describe_boards (GOptionContext *ctx)
{
  g_autoptr(GString) text = g_string_new (_("Garden Paths boards (--board):"));
  const TerrGpBoardInfo *boards;
  guint n;

  boards = terr_gp_game_list_boards (&n);
  for (guint i = 0; i < n; i++)
    {
      g_string_append_printf (text, "\n  %-14s ", boards[i].id);
      /* TRANSLATORS: a board in --help: "Herb Garden, 7 × 7" */
      g_string_append_printf (text, _("%s, %d × %d"), _(boards[i].title), boards[i].width, boards[i].height);
    }
  g_option_context_set_description (ctx, text->str);
}

/* A new game of @kind; @board (Garden Paths only, NULL for the default)
 * names a bundled board.  A usage error is set as TERR_ERROR_UNSUPPORTED. */
static TerrGame *
new_game (TerrGameKind kind, const char *board, guint n_players, guint64 seed, GError **error)
{
  if (board != NULL && kind != TERR_GAME_GARDEN_PATHS)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED, _("--board is for Garden Paths only"));
      return NULL;
    }
  if (board != NULL)
    return terr_gp_game_new_on_board (board, n_players, seed, error);
  return terr_game_new (kind, n_players, seed, error);
}

/* ------------------------------------------------------------ validate */

static int
cmd_validate (int argc, char **argv)
{
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) ctx = g_option_context_new (_("FILE… — check files against the schema and the rules"));
  g_autoptr(JsonBuilder) b = json_builder_new ();
  int status = EXIT_OK, rc;

  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if ((rc = parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc < 2)
    return usage_error (ctx, _("validate needs at least one FILE"));

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "files");
  json_builder_begin_array (b);
  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TerrGame) game = load_game (argv[i], &error);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "file");
      json_builder_add_string_value (b, argv[i]);
      json_builder_set_member_name (b, "valid");
      json_builder_add_boolean_value (b, game != NULL);
      if (game == NULL)
        {
          g_printerr ("%s\n", error->message);
          json_builder_set_member_name (b, "error");
          json_builder_add_string_value (b, error->message);
          status = EXIT_REFUSED;
        }
      else
        {
          json_builder_set_member_name (b, "game");
          json_builder_add_string_value (b, terr_game_kind_to_string (terr_game_get_kind (game)));
          json_builder_set_member_name (b, "moves");
          json_builder_add_int_value (b, terr_game_get_n_moves (game));
          if (!json)
            {
              guint n = terr_game_get_n_moves (game);
              const char *title = terr_game_kind_get_title (terr_game_get_kind (game));

              /* Translators: "FILE: valid GAME file, N moves" */
              if (terr_game_is_over (game))
                g_print (ngettext ("%s: valid %s file, %u move, game over\n",
                                   "%s: valid %s file, %u moves, game over\n", n),
                         argv[i], title, n);
              else
                g_print (ngettext ("%s: valid %s file, %u move\n",
                                   "%s: valid %s file, %u moves\n", n),
                         argv[i], title, n);
            }
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  if (json)
    {
      g_autoptr(JsonNode) root = json_builder_get_root (b);
      print_json (root);
    }
  return status;
}

/* ------------------------------------------------------------ score */

static int
cmd_score (int argc, char **argv)
{
  gboolean json = FALSE;
  gint64 move = UNSET;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { "move", 0, 0, G_OPTION_ARG_INT64, &move, N_("Score the position after N moves of a replay"), "N" },
    { NULL }
  };
  g_autoptr(GOptionContext) ctx = g_option_context_new (_("FILE — scores of the position"));
  g_autoptr(TerrGame) game = NULL;
  int rc;

  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if ((rc = parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 2)
    return usage_error (ctx, _("score needs exactly one FILE"));
  if ((game = load_or_report (argv[1])) == NULL)
    return EXIT_REFUSED;
  if ((rc = go_to_move (game, argv[1], move)) >= 0)
    return rc;
  if (json)
    {
      g_autoptr(JsonNode) node = terr_game_score_json (game);
      print_json (node);
    }
  else
    {
      g_autofree char *text = terr_game_score_text (game);
      g_print ("%s", text);
    }
  return EXIT_OK;
}

/* ------------------------------------------------------------ solve */

/* The line "certificate confirmed" / "certificate refuted: …" /
 * "certificate is stale: …" that solve prints after its usual output. */
static char *certificate_line;

/* Checks the certificate of @game's puzzle again with its own cap and
 * node limit; adds the "certificate" member to @json (when not NULL) and
 * sets certificate_line.  Returns the exit status. */
static int
check_certificate (TerrGame *game, const char *path, JsonNode *json)
{
  const TerrCertificate *stored = terr_game_get_certificate (game);
  g_autoptr(TerrCertificate) checked = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *why = NULL;
  gboolean stale = !terr_game_certificate_is_valid (game);
  gboolean confirmed = FALSE;

  g_clear_pointer (&certificate_line, g_free);
  if (stale)
    certificate_line = g_strdup (_("certificate is stale: the position or goal changed"));
  else
    {
      checked = terr_game_recheck_certificate (game, NULL, &error);
      if (checked == NULL)
        why = g_strdup (error->message);
      else
        confirmed = terr_certificate_confirms (stored, checked, &why);
      if (confirmed)
        {
          g_autofree char *words = terr_certificate_describe (stored);
          /* Translators: "certificate confirmed: Solvable, unique solution (checked by Terraces 0.1.0)" */
          certificate_line = g_strdup_printf (_("certificate confirmed: %s"), words);
        }
      else
        /* Translators: "certificate refuted: it counts 1 solutions but the solver finds 3" */
        certificate_line = g_strdup_printf (_("certificate refuted: %s"), why);
    }
  if (json != NULL && JSON_NODE_HOLDS_OBJECT (json))
    {
      JsonObject *o = json_object_new ();

      json_object_set_member (o, "stored", terr_certificate_to_json (stored));
      if (checked != NULL)
        json_object_set_member (o, "checked", terr_certificate_to_json (checked));
      else
        json_object_set_null_member (o, "checked");
      json_object_set_boolean_member (o, "confirmed", confirmed);
      json_object_set_boolean_member (o, "stale", stale);
      if (!confirmed)
        json_object_set_string_member (o, "reason", stale ? _("the position or goal changed") : why);
      json_object_set_object_member (json_node_get_object (json), "certificate", o);
    }
  if (!confirmed)
    g_printerr ("%s: %s\n", path, certificate_line);
  return confirmed ? EXIT_OK : EXIT_REFUSED;
}

static int
cmd_solve (int argc, char **argv)
{
  gboolean json = FALSE;
  double time_limit = 0;
  gint64 nodes = 0;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { "time-limit", 0, 0, G_OPTION_ARG_DOUBLE, &time_limit, N_("Stop after S seconds (60 when neither limit is given)"), "S" },
    { "nodes", 0, 0, G_OPTION_ARG_INT64, &nodes, N_("Stop after N search nodes"), "N" },
    { NULL }
  };
  g_autoptr(GOptionContext) ctx = g_option_context_new (_("FILE — solve the position"));
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(JsonNode) solution = NULL;
  g_autoptr(GError) error = NULL;
  TerrSolveOptions options = { 0 };
  int rc;

  g_option_context_set_summary (ctx,
    _("Ziggurat: the 0-cheat question and the fewest cheats.\n"
      "Hanging Gardens: the best actions for the seat to move.\n"
      "Garden Paths: the best path of every grid."));
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if ((rc = parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 2)
    return usage_error (ctx, _("solve needs exactly one FILE"));
  if (time_limit < 0 || nodes < 0)
    return usage_error (ctx, _("limits must not be negative"));
  if ((game = load_or_report (argv[1])) == NULL)
    return EXIT_REFUSED;
  /* Work is always bounded: a file from a stranger cannot keep the
   * solver busy for ever. */
  options.time_limit = (time_limit == 0 && nodes == 0) ? 60.0 : time_limit;
  options.node_limit = (guint64) nodes;
  solution = terr_game_solve (game, &options, NULL, &error);
  if (solution == NULL)
    {
      g_printerr ("%s: %s\n", argv[1], error->message);
      return EXIT_REFUSED;
    }
  /* A file with a certificate: confirm or refute it (docs/puzzles.md). */
  if (terr_game_get_certificate (game) != NULL)
    rc = check_certificate (game, argv[1], json ? solution : NULL);
  else
    rc = EXIT_OK;
  if (json)
    print_json (solution);
  else
    {
      g_autofree char *text = terr_game_solve_text (game, solution);
      g_print ("%s", text);
      if (terr_game_get_certificate (game) != NULL)
        g_print ("%s\n", certificate_line);
    }
  g_clear_pointer (&certificate_line, g_free);
  return rc;
}

/* ------------------------------------------------------------ certify */

/* Beyond the CLI contract (docs/puzzles.md): writes a puzzle's solver
 * certificate into the file. */
static int
cmd_certify (int argc, char **argv)
{
  g_autofree char *out = NULL;
  gint64 cap = 10;
  gint64 nodes = 0;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &out, N_("Write to OUT instead of FILE (- for standard output)"), "OUT" },
    { "cap", 0, 0, G_OPTION_ARG_INT64, &cap, N_("Count solutions up to N (default 10)"), "N" },
    { "nodes", 0, 0, G_OPTION_ARG_INT64, &nodes, N_("Stop after N search nodes (default: the game's limit)"), "N" },
    { NULL }
  };
  g_autoptr(GOptionContext) ctx = g_option_context_new (_("FILE — check a puzzle and write its certificate"));
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(TerrCertificate) cert = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *words = NULL;
  int rc;

  g_option_context_set_summary (ctx,
    _("Counts the distinct solutions of the puzzle's goal with the game's solver\n"
      "and writes the verdict, the count, the solver's work, the version and the\n"
      "hash of the position and goal into the file (replaced atomically)."));
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if ((rc = parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 2)
    return usage_error (ctx, _("certify needs exactly one FILE"));
  if (cap < 1 || cap > 1000000)
    return usage_error (ctx, _("--cap must be between 1 and 1000000"));
  if (nodes < 0 || nodes > G_GINT64_CONSTANT (1000000000000))
    return usage_error (ctx, _("--nodes must be between 1 and 10^12"));
  if ((game = load_or_report (argv[1])) == NULL)
    return EXIT_REFUSED;
  if (terr_game_get_n_moves (game) > 0)
    {
      g_printerr (_("%s: only a scenario can be certified; write the position first with “terraces-cli replay”\n"), argv[1]);
      return EXIT_REFUSED;
    }
  cert = terr_game_check_puzzle (game, (guint) cap, (guint64) nodes, NULL, NULL, NULL, &error);
  if (cert == NULL)
    {
      g_printerr ("%s: %s\n", argv[1], error->message);
      return EXIT_REFUSED;
    }
  terr_game_set_certificate (game, cert);
  words = terr_certificate_describe (cert);
  /* people read this where the file does not go */
  if (is_stdout (out))
    g_printerr ("%s: %s\n", argv[1], words);
  else
    g_print ("%s: %s\n", out != NULL ? out : argv[1], words);
  return save_game (game, out != NULL ? out : argv[1], TERR_FILE_SCENARIO);
}

/* ------------------------------------------------------------ generate */

/* Beyond the CLI contract (docs/puzzles.md): a new certified puzzle. */
static int
cmd_generate (int argc, char **argv)
{
  g_autofree char *game_name = NULL;
  g_autofree char *difficulty_name = NULL;
  g_autofree char *out = NULL;
  gint64 seed = UNSET;
  GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_name, N_("hanging-gardens, ziggurat or garden-paths"), "G" },
    { "difficulty", 0, 0, G_OPTION_ARG_STRING, &difficulty_name, N_("easy, medium (the default) or hard"), "D" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the puzzle (the same seed, the same puzzle)"), "N" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &out, N_("Write the scenario to OUT (default: standard output)"), "OUT" },
    { NULL }
  };
  g_autoptr(GOptionContext) ctx = g_option_context_new (_("— generate a certified puzzle"));
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *words = NULL;
  TerrDifficulty difficulty = TERR_DIFFICULTY_MEDIUM;
  TerrGameKind kind;
  int rc;

  g_option_context_set_summary (ctx,
    _("Makes a puzzle from the seed: a position, a goal just within reach, and\n"
      "the solver's certificate (solvable; unique where the game allows)."));
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if ((rc = parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 1)
    return usage_error (ctx, _("generate takes no FILE; use -o OUT"));
  if (!parse_game_kind (game_name, &kind))
    /* TRANSLATORS: the option and the words it takes, as typed */
    return usage_error (ctx, _("--game is %s, %s or %s"),
                        "hanging-gardens", "ziggurat", "garden-paths");
  if (difficulty_name != NULL &&
      (difficulty = terr_difficulty_from_string (difficulty_name)) == TERR_DIFFICULTY_NONE)
    /* TRANSLATORS: the option, the three words it takes (as typed) and
     * what was given */
    return usage_error (ctx, _("--difficulty is %s, %s or %s, not “%s”"),
                        "easy", "medium", "hard", difficulty_name);
  if (seed != UNSET && seed < 0)
    return usage_error (ctx, _("--seed must be 0 or more"));
  if (seed == UNSET)
    seed = (gint64) (fresh_seed () >> 1);
  game = terr_puzzle_generate (terr_puzzle_game_type (kind), difficulty, (guint64) seed,
                               NULL, NULL, NULL, &error);
  if (game == NULL)
    {
      g_printerr ("%s: %s\n", g_get_prgname (), error->message);
      return EXIT_REFUSED;
    }
  words = terr_certificate_describe (terr_game_get_certificate (game));
  g_printerr ("%s: %s\n", terr_game_get_title (game), words);
  return save_game (game, out != NULL ? out : "-", TERR_FILE_SCENARIO);
}

/* ------------------------------------------------------------ render */

static cairo_status_t
write_stdout_cb (void *closure, const unsigned char *data, unsigned int length)
{
  gboolean *ok = closure;

  if (*ok && !write_stdout (data, length))
    *ok = FALSE;
  return *ok ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

/* The picture terr_render_to_file() would write, on standard output. */
static int
render_to_stdout (TerrGame *game, gboolean svg, int width, int height,
                  const TerrRenderOptions *options)
{
  cairo_surface_t *surface;
  cairo_status_t status;
  gboolean ok = TRUE;
  cairo_t *cr;

  if (svg)
    surface = cairo_svg_surface_create_for_stream (write_stdout_cb, &ok, width, height);
  else
    {
      double scale = options->scale > 0 ? options->scale : 1.0;

      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                            (int) ceil (width * scale), (int) ceil (height * scale));
      cairo_surface_set_device_scale (surface, scale, scale);
    }
  cr = cairo_create (surface);
  terr_render_draw (game, cr, width, height, options);
  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    {
      if (svg)
        {
          cairo_surface_finish (surface);
          status = cairo_surface_status (surface);
        }
      else
        status = cairo_surface_write_to_png_stream (surface, write_stdout_cb, &ok);
    }
  cairo_surface_destroy (surface);
  if (!ok)
    return EXIT_REFUSED;
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_printerr ("%s: %s\n", g_get_prgname (), cairo_status_to_string (status));
      return EXIT_REFUSED;
    }
  return EXIT_OK;
}

static int
cmd_render (int argc, char **argv)
{
  g_autofree char *out = NULL;
  g_autofree char *size = NULL;
  g_autofree char *view = NULL;
  g_autofree char *format = NULL;
  gint64 move = UNSET;
  int seat = 0, explain = 0;
  gboolean svg;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &out, N_("Write to OUT.png or OUT.svg (- for standard output)"), "OUT" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format, N_("png or svg (default: from the name of OUT; png for standard output)"), "F" },
    { "move", 0, 0, G_OPTION_ARG_INT64, &move, N_("Draw the position after N moves"), "N" },
    { "seat", 0, 0, G_OPTION_ARG_INT, &seat, N_("Garden Paths: draw only this seat's grid"), "S" },
    { "size", 0, 0, G_OPTION_ARG_STRING, &size, N_("Picture size (default 1280x800)"), "WxH" },
    { "view", 0, 0, G_OPTION_ARG_STRING, &view, N_("oblique or plan"), "VIEW" },
    { "explain", 0, 0, G_OPTION_ARG_INT, &explain, N_("Draw the score of this seat explained (Hanging Gardens: its view cone; Garden Paths: its path's points)"), "SEAT" },
    { NULL }
  };
  g_autoptr(GOptionContext) ctx = g_option_context_new (_("FILE -o OUT — draw the board as the program does"));
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GError) error = NULL;
  TerrRenderOptions options;
  int width = 1280, height = 800, rc;

  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if ((rc = parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 2)
    return usage_error (ctx, _("render needs exactly one FILE"));
  if (out == NULL)
    return usage_error (ctx, _("render needs -o OUT.png, -o OUT.svg or -o -"));
  if (format != NULL && !g_str_equal (format, "png") && !g_str_equal (format, "svg"))
    return usage_error (ctx, _("--format is png or svg, not “%s”"), format);
  if (is_stdout (out))
    svg = format != NULL && g_str_equal (format, "svg");
  else if (g_str_has_suffix (out, ".png") || g_str_has_suffix (out, ".svg"))
    {
      svg = g_str_has_suffix (out, ".svg");
      if (format != NULL && g_str_equal (format, "svg") != svg)
        return usage_error (ctx, _("--format %s does not match the name “%s”"), format, out);
    }
  else
    return usage_error (ctx, _("the output must end in .png or .svg, or be - for standard output"));
  /* A picture is not text: do not pour it into a terminal. */
  if (is_stdout (out) && !svg && isatty (STDOUT_FILENO))
    return usage_error (ctx, _("standard output is a terminal; redirect it to a file or a pipe for a PNG"));
  if (size != NULL)
    {
      char *x = strchr (size, 'x');
      guint64 w, h;
      if (x == NULL)
        return usage_error (ctx, _("--size takes WIDTHxHEIGHT, e.g. 1280x800"));
      *x = '\0';
      if (!g_ascii_string_to_unsigned (size, 10, 16, 16384, &w, NULL) ||
          !g_ascii_string_to_unsigned (x + 1, 10, 16, 16384, &h, NULL))
        return usage_error (ctx, _("--size takes WIDTHxHEIGHT with each side from 16 to 16384"));
      width = (int) w;
      height = (int) h;
    }
  terr_render_options_init (&options);
  if (view != NULL)
    {
      if (g_str_equal (view, "oblique"))
        options.view = TERR_RENDER_VIEW_OBLIQUE;
      else if (g_str_equal (view, "plan"))
        options.view = TERR_RENDER_VIEW_PLAN;
      else
        /* TRANSLATORS: the option and the two words it takes, as typed */
        return usage_error (ctx, _("--view is %s or %s"), "oblique", "plan");
    }
  if ((game = load_or_report (argv[1])) == NULL)
    return EXIT_REFUSED;
  if ((rc = go_to_move (game, argv[1], move)) >= 0)
    return rc;
  if (seat < 0 || (guint) seat > terr_game_get_n_players (game))
    {
      guint n = terr_game_get_n_players (game);
      g_autofree char *has = g_strdup_printf (ngettext ("the game has %u seat", "the game has %u seats", n), n);

      /* Translators: "--seat 5 is out of range: the game has 3 seats (give 1 to 3, or 0 for all)" */
      return usage_error (ctx, _("--seat %d is out of range: %s (give 1 to %u, or 0 for all)"), seat, has, n);
    }
  options.seat = seat;
  if (explain < 0 || (guint) explain > terr_game_get_n_players (game))
    /* Translators: "--explain 5 is out of range (give 1 to 3)" */
    return usage_error (ctx, _("--explain %d is out of range (give 1 to %u)"), explain,
                        terr_game_get_n_players (game));
  options.explain_seat = explain;
  if (is_stdout (out))
    return render_to_stdout (game, svg, width, height, &options);
  if (!terr_render_to_file (game, out, width, height, &options, &error))
    {
      g_printerr ("%s: %s\n", out, error->message);
      return EXIT_REFUSED;
    }
  return EXIT_OK;
}

/* ------------------------------------------------------------ play */

static int
cmd_play (int argc, char **argv)
{
  g_autofree char *game_name = NULL;
  g_autofree char *seats = NULL;
  g_autofree char *out = NULL;
  g_autofree char *board = NULL;
  int level = 1;
  gint64 seed = UNSET;
  GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_name, N_("hanging-gardens, ziggurat or garden-paths"), "G" },
    { "seats", 0, 0, G_OPTION_ARG_STRING, &seats, N_("One entry per seat: ai or ai:LEVEL"), "ai,ai" },
    { "level", 0, 0, G_OPTION_ARG_INT, &level, N_("AI level for seats without one (1, 2 or 3)"), "L" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the deal and of the AI"), "N" },
    { "board", 0, 0, G_OPTION_ARG_STRING, &board, N_("Garden Paths: the bundled board to play on (see below)"), "ID" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &out, N_("Write the replay to OUT (- for standard output)"), "OUT" },
    { NULL }
  };
  g_autoptr(GOptionContext) ctx = g_option_context_new (_("— play a whole game between AI seats"));
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) parts = NULL;
  g_autofree int *levels = NULL;
  TerrGameKind kind;
  guint n;
  int rc;

  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  describe_boards (ctx);
  if ((rc = parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 1)
    return usage_error (ctx, _("play takes no FILE; use -o OUT"));
  if (!parse_game_kind (game_name, &kind))
    /* TRANSLATORS: the option and the words it takes, as typed */
    return usage_error (ctx, _("--game is %s, %s or %s"),
                        "hanging-gardens", "ziggurat", "garden-paths");
  if (seats == NULL || out == NULL)
    return usage_error (ctx, _("play needs --seats and -o OUT"));
  if (level < 1 || level > 3)
    return usage_error (ctx, _("--level is 1, 2 or 3"));
  if (seed != UNSET && seed < 0)
    return usage_error (ctx, _("--seed must be 0 or more"));
  if (seed == UNSET)
    seed = (gint64) (fresh_seed () >> 1);

  parts = g_strsplit (seats, ",", -1);
  n = g_strv_length (parts);
  levels = g_new0 (int, n + 1);
  for (guint i = 0; i < n; i++)
    {
      char *s = g_strstrip (parts[i]);
      if (g_str_equal (s, "ai"))
        levels[i] = level;
      else if (g_str_has_prefix (s, "ai:") && s[3] >= '1' && s[3] <= '3' && s[4] == '\0')
        levels[i] = s[3] - '0';
      else
        /* TRANSLATORS: what was given, then the two forms a seat takes, as
         * typed ("ai" and "ai:LEVEL") */
        return usage_error (ctx, _("--seats: “%s” is not %s or %s (every seat must be an AI)"), s, "ai", "ai:LEVEL");
    }
  game = new_game (kind, board, n, (guint64) seed, &error);
  if (game == NULL)
    return usage_error (ctx, "%s", error->message);
  for (guint i = 0; i < n; i++)
    {
      /* The names go into the file: the same in every language. */
      g_autofree char *name = g_strdup_printf ("AI %u", i + 1);
      terr_game_set_player (game, (int) i + 1, name, TRUE, levels[i]);
    }
  /* Every game ends under the rules; the bound only guards against a bug. */
  for (guint turn = 0; !terr_game_is_over (game); turn++)
    {
      int seat = terr_game_get_seat_to_move (game);
      const TerrPlayer *p = terr_game_get_player (game, seat);
      g_autoptr(TerrMove) move = NULL;

      if (turn > 100000)
        {
          g_printerr (ngettext ("the game did not end after %u move\n",
                                "the game did not end after %u moves\n", turn), turn);
          return EXIT_REFUSED;
        }
      /* A level above the game's (Ziggurat has two) plays as its
       * strongest. */
      move = terr_game_ai_move (game, MIN (p ? (guint) p->level : 1,
                                           terr_game_kind_get_n_levels (terr_game_get_kind (game))),
                                (guint64) seed * 1000003u + turn, NULL, &error);
      if (move == NULL || !terr_game_play (game, move, &error))
        {
          g_printerr (_("move %u: %s\n"), turn + 1, error->message);
          return EXIT_REFUSED;
        }
    }
  return save_game (game, out, TERR_FILE_REPLAY);
}

/* ------------------------------------------------------------ new */

static int
cmd_new (int argc, char **argv)
{
  g_autofree char *game_name = NULL;
  g_autofree char *out = NULL;
  gint64 seed = UNSET;
  gint64 players = UNSET;
  g_autofree char *board = NULL;
  guint min_players, max_players;
  GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_name, N_("hanging-gardens, ziggurat or garden-paths"), "G" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the deal or the first seat"), "N" },
    { "players", 0, 0, G_OPTION_ARG_INT64, &players, N_("Number of seats"), "N" },
    { "board", 0, 0, G_OPTION_ARG_STRING, &board, N_("Garden Paths: the bundled board (see below)"), "ID" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &out, N_("Write the scenario to OUT (- for standard output)"), "OUT" },
    { NULL }
  };
  g_autoptr(GOptionContext) ctx = g_option_context_new (_("— write a fresh starting scenario"));
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GError) error = NULL;
  TerrGameKind kind;
  int rc;

  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  describe_boards (ctx);
  if ((rc = parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 1)
    return usage_error (ctx, _("new takes no FILE; use -o OUT"));
  if (!parse_game_kind (game_name, &kind))
    /* TRANSLATORS: the option and the words it takes, as typed */
    return usage_error (ctx, _("--game is %s, %s or %s"),
                        "hanging-gardens", "ziggurat", "garden-paths");
  if (out == NULL)
    return usage_error (ctx, _("new needs -o OUT"));
  terr_game_kind_get_players (kind, &min_players, &max_players, NULL);
  if (players != UNSET && (players < min_players || players > max_players))
    {
      g_autofree char *n = g_strdup_printf ("%" G_GINT64_FORMAT, players);

      /* Translators: "--players 7 is out of range: Hanging Gardens is for 2 to 4 players" */
      return usage_error (ctx, ngettext ("--players %s is out of range: %s is for %u to %u player",
                                         "--players %s is out of range: %s is for %u to %u players",
                                         max_players),
                          n, terr_game_kind_get_title (kind), min_players, max_players);
    }
  if (seed != UNSET && seed < 0)
    return usage_error (ctx, _("--seed must be 0 or more"));
  if (seed == UNSET)
    seed = (gint64) (fresh_seed () >> 1);
  game = new_game (kind, board, players != UNSET ? (guint) players : default_players (kind), (guint64) seed, &error);
  if (game == NULL)
    return usage_error (ctx, "%s", error->message);
  return save_game (game, out, TERR_FILE_SCENARIO);
}

/* ------------------------------------------------------------ replay */

static int
cmd_replay (int argc, char **argv)
{
  g_autofree char *out = NULL;
  gint64 to = UNSET;
  GOptionEntry entries[] = {
    { "to", 0, 0, G_OPTION_ARG_INT64, &to, N_("Number of moves to play"), "N" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &out, N_("Write the scenario to OUT (- for standard output)"), "OUT" },
    { NULL }
  };
  g_autoptr(GOptionContext) ctx = g_option_context_new (_("FILE --to N -o OUT — the position after N moves, as a scenario"));
  g_autoptr(TerrGame) game = NULL;
  int rc;

  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if ((rc = parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 2)
    return usage_error (ctx, _("replay needs exactly one FILE"));
  if (to == UNSET || out == NULL)
    return usage_error (ctx, _("replay needs --to N and -o OUT"));
  if ((game = load_or_report (argv[1])) == NULL)
    return EXIT_REFUSED;
  if ((rc = go_to_position (game, argv[1], "--to", to)) >= 0)
    return rc;
  return save_game (game, out, TERR_FILE_SCENARIO);
}

/* ------------------------------------------------------------ timeline */

/* "yes" etc., or the integer, or "" for null: one CSV / table cell. */
static char *
cell (JsonObject *entry, const char *member)
{
  JsonNode *node = json_object_get_member (entry, member);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return g_strdup ("");
  if (json_node_get_value_type (node) == G_TYPE_STRING)
    return g_strdup (json_node_get_string (node));
  return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
}

/* One CSV line (or, with @table, a line of aligned columns) per entry. */
static void
print_timeline_rows (JsonObject *timeline, gboolean table)
{
  JsonArray *positions = json_object_get_array_member (timeline, "positions");
  JsonArray *seats = json_object_has_member (timeline, "seats")
    ? json_object_get_array_member (timeline, "seats") : NULL;
  GString *line = g_string_new (NULL);
  const char *sep = table ? "  " : ",";

  if (seats != NULL)
    {
      g_string_append_printf (line, table ? "%6s%s%4s" : "%s%s%s", "move", sep, "seat");
      for (guint i = 0; i < json_array_get_length (seats); i++)
        {
          g_autofree char *name = g_strdup_printf ("score_%" G_GINT64_FORMAT,
                                                   json_array_get_int_element (seats, i));
          g_string_append_printf (line, table ? "%s%8s" : "%s%s", sep, name);
        }
    }
  else
    g_string_append_printf (line, table ? "%6s%s%6s%s%6s%s%s" : "%s%s%s%s%s%s%s",
                            "move", sep, "placed", sep, "cheats", sep, "zero_cheat");
  g_print ("%s\n", line->str);

  for (guint k = 0; k < json_array_get_length (positions); k++)
    {
      JsonObject *entry = json_array_get_object_element (positions, k);
      g_autofree char *move = cell (entry, "move");

      g_string_truncate (line, 0);
      if (seats != NULL)
        {
          g_autofree char *seat = cell (entry, "seat");
          JsonArray *scores = json_object_get_array_member (entry, "scores");

          g_string_append_printf (line, table ? "%6s%s%4s" : "%s%s%s", move, sep, seat);
          for (guint i = 0; i < json_array_get_length (scores); i++)
            g_string_append_printf (line, table ? "%s%8" G_GINT64_FORMAT : "%s%" G_GINT64_FORMAT,
                                    sep, json_array_get_int_element (scores, i));
        }
      else
        {
          g_autofree char *placed = cell (entry, "placed");
          g_autofree char *cheats = cell (entry, "cheats");
          g_autofree char *zero = cell (entry, "zero_cheat");

          g_string_append_printf (line, table ? "%6s%s%6s%s%6s%s%s" : "%s%s%s%s%s%s%s",
                                  move, sep, placed, sep, cheats, sep, zero);
        }
      g_print ("%s\n", line->str);
    }
  g_string_free (line, TRUE);
}

static int
cmd_timeline (int argc, char **argv)
{
  gboolean json = FALSE, csv = FALSE;
  double time_limit = 1.0;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { "csv", 0, 0, G_OPTION_ARG_NONE, &csv, N_("Print comma-separated values with a header line"), NULL },
    { "time-limit", 0, 0, G_OPTION_ARG_DOUBLE, &time_limit,
      N_("Seconds per position for the Ziggurat question (default 1)"), "S" },
    { NULL }
  };
  g_autoptr(GOptionContext) ctx = g_option_context_new (_("FILE — the scores after every move of the main line"));
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(JsonNode) timeline = NULL;
  g_autoptr(GError) error = NULL;
  int rc;

  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if ((rc = parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 2)
    return usage_error (ctx, _("timeline needs exactly one FILE"));
  if (json && csv)
    return usage_error (ctx, _("--json and --csv cannot be given together"));
  if (!(time_limit > 0) || time_limit > 86400)
    return usage_error (ctx, _("--time-limit must be more than 0 and at most 86400 seconds"));
  if ((game = load_or_report (argv[1])) == NULL)
    return EXIT_REFUSED;
  timeline = terr_game_timeline (game, time_limit, NULL, NULL, NULL, &error);
  if (timeline == NULL)
    {
      g_printerr ("%s: %s\n", argv[1], error->message);
      return EXIT_REFUSED;
    }
  if (json)
    print_json (timeline);
  else
    print_timeline_rows (json_node_get_object (timeline), !csv);
  return EXIT_OK;
}

/* ------------------------------------------------------------ analyse */

/* Beyond the CLI contract (docs/replay-viewer.md): the analysis the
 * replay viewer shows. */
static int
cmd_analyse (int argc, char **argv)
{
  gboolean json = FALSE;
  gint64 nodes = 0;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { "nodes", 0, 0, G_OPTION_ARG_INT64, &nodes, N_("Search nodes per move (default 200000)"), "N" },
    { NULL }
  };
  g_autoptr(GOptionContext) ctx = g_option_context_new (_("FILE — the best choice for each move of the main line"));
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(TerrAnalysis) analysis = NULL;
  g_autoptr(GError) error = NULL;
  TerrAnalysisOptions options = { 0, };
  int rc;

  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if ((rc = parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 2)
    return usage_error (ctx, _("analyse needs exactly one FILE"));
  if (nodes < 0 || nodes > G_GINT64_CONSTANT (1000000000000))
    return usage_error (ctx, _("--nodes must be between 1 and 10^12"));
  if ((game = load_or_report (argv[1])) == NULL)
    return EXIT_REFUSED;
  options.node_limit = (guint64) nodes;
  analysis = terr_game_analyse (game, &options, NULL, NULL, NULL, &error);
  if (analysis == NULL)
    {
      g_printerr ("%s: %s\n", argv[1], error->message);
      return EXIT_REFUSED;
    }
  if (json)
    {
      g_autoptr(JsonNode) node = terr_analysis_to_json (analysis);
      print_json (node);
      return EXIT_OK;
    }
  for (guint i = 0; i < terr_analysis_get_n_moves (analysis); i++)
    {
      const TerrMoveAnalysis *e = terr_analysis_get_move (analysis, i);
      TerrGameNode *node = terr_game_find_node (game, e->node_id);
      g_autofree char *words = node != NULL ? terr_game_describe_node (game, node) : NULL;
      g_autofree char *text = terr_move_analysis_text (e);

      g_print ("%u. %s%s%s\n", e->number, words != NULL ? words : "",
               text != NULL ? "  " : "", text != NULL ? text : "");
    }
  g_print (ngettext ("%u mistake\n", "%u mistakes\n", terr_analysis_get_n_mistakes (analysis)),
           terr_analysis_get_n_mistakes (analysis));
  return EXIT_OK;
}

/* ------------------------------------------------------------ main */

static const Command commands[] = {
  { "validate", "FILE…", N_("Check files against the schema and the rules (replays are replayed)"), cmd_validate },
  { "score", "FILE [--json] [--move N]", N_("Scores of the position"), cmd_score },
  { "solve", "FILE [--json] [--time-limit S] [--nodes N]", N_("Solve the position"), cmd_solve },
  { "render", "FILE -o OUT.png|OUT.svg|- [--format F] [--move N] [--seat S] [--size WxH] [--view V] [--explain SEAT]", N_("Draw the board as the program does"), cmd_render },
  { "play", "--game G --seats ai,ai[,…] [--level L] [--seed N] [--board ID] -o OUT", N_("Play a whole game between AI seats"), cmd_play },
  { "new", "--game G [--seed N] [--players N] [--board ID] -o OUT", N_("Write a fresh starting scenario"), cmd_new },
  { "replay", "FILE --to N -o OUT", N_("Write the position after N moves as a scenario"), cmd_replay },
  { "timeline", "FILE [--json|--csv] [--time-limit S]", N_("The scores after every move of a replay's main line"), cmd_timeline },
  { "certify", "FILE [-o OUT] [--cap N] [--nodes N]", N_("Check a puzzle and write its certificate into the file"), cmd_certify },
  { "generate", "--game G [--difficulty D] [--seed N] [-o OUT]", N_("Generate a certified puzzle"), cmd_generate },
  { "analyse", "FILE [--json] [--nodes N]", N_("The best choice for each move of a replay's main line (beyond the CLI contract)"), cmd_analyse },
};

static void
print_usage (FILE *f)
{
  fprintf (f, "%s\n\n", _("Usage: terraces-cli COMMAND [OPTION…]"));
  fprintf (f, "%s\n\n", _("Checks, scores, solves and draws scenarios and replays of the Terraces\n"
                          "games (Hanging Gardens, Ziggurat, Garden Paths), and plays whole games\n"
                          "between computer players."));
  fprintf (f, "%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (f, "  %-9s %s\n            %s\n", commands[i].name, commands[i].args, _(commands[i].summary));
  fprintf (f, "\n%s\n", _("“terraces-cli help COMMAND” or “terraces-cli COMMAND --help” describes a\n"
                          "command. --version prints the version."));
  fprintf (f, "\n%s\n", _("Files:"));
  fprintf (f, "  %s\n", _("Scenarios and replays are XML files ending in .terraces.\n"
                          "  OUT may be - for standard output."));
  fprintf (f, "\n%s\n", _("Exit status:"));
  fprintf (f, "  0  %s\n", _("success"));
  fprintf (f, "  1  %s\n", _("a file was refused or a check failed (the message names the file and line)"));
  fprintf (f, "  2  %s\n", _("bad usage: an unknown command or option, or a value out of range"));
}

/* The command called @name, or NULL. */
static const Command *
find_command (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (name, commands[i].name))
      return &commands[i];
  return NULL;
}

/* Runs @command with @argc/@argv (argv[0] is the command's name); usage
 * lines and messages then name "terraces-cli COMMAND". */
static int
run_command (const Command *command, int argc, char **argv)
{
  g_autofree char *prgname = g_strdup_printf ("terraces-cli %s", command->name);

  g_set_prgname (prgname);
  return command->run (argc, argv);
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  terr_games_ensure_types ();

  if (argc < 2)
    {
      print_usage (stderr);
      return EXIT_USAGE;
    }
  g_set_prgname ("terraces-cli");
  if (g_str_equal (argv[1], "help") && argc >= 3)
    {
      /* "help COMMAND" is "COMMAND --help". */
      const Command *command = find_command (argv[2]);
      char *help_argv[] = { argv[2], (char *) "--help", NULL };

      if (argc > 3)
        {
          g_printerr (_("terraces-cli: help takes one COMMAND\n"));
          return EXIT_USAGE;
        }
      if (command == NULL)
        {
          g_printerr (_("terraces-cli: unknown command “%s”\n"), argv[2]);
          print_usage (stderr);
          return EXIT_USAGE;
        }
      return run_command (command, 2, help_argv);
    }
  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") || g_str_equal (argv[1], "help"))
    {
      print_usage (stdout);
      return EXIT_OK;
    }
  if (g_str_equal (argv[1], "--version"))
    {
      g_print ("terraces-cli %s\n", PACKAGE_VERSION);
      return EXIT_OK;
    }
  {
    const Command *command = find_command (argv[1]);

    if (command != NULL)
      return run_command (command, argc - 1, argv + 1);
  }
  g_printerr (_("terraces-cli: unknown command “%s”\n"), argv[1]);
  print_usage (stderr);
  return EXIT_USAGE;
}
