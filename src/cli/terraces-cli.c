/* terraces-cli — the command-line companion (see README.md and the CLI
 * contract): validate, score, solve, render, play, new, replay, timeline.
 * Exit status: 0 success, 1 a refused file or failed check, 2 bad usage.
 * The puzzle commands (solve, certify, generate) are in
 * terraces-cli-puzzles.c. */
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

#include "terr-game-timeline.h"
#include "terr-dev-paths.h"
#include "terr-games.h"
#include "terr-match.h"
#include "terr-puzzle.h"
#include "terr-render.h"

#include "terraces-cli-private.h"

typedef struct {
  const char *name;
  const char *args;
  const char *summary;
  int (*run) (int argc, char **argv);
} Command;

int
cli_usage_error (GOptionContext *ctx, const char *format, ...)
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

/* "-o -": write to standard output. */
gboolean
cli_is_stdout (const char *out)
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
int
cli_save_game (TerrGame *game, const char *out, TerrFileKind kind)
{
  g_autoptr(GError) error = NULL;

  if (cli_is_stdout (out))
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
int
cli_parse_options (GOptionContext *ctx, int *argc, char ***argv)
{
  g_autoptr(GError) error = NULL;

  if (!g_option_context_parse (ctx, argc, argv, &error))
    return cli_usage_error (ctx, "%s", error->message);
  return -1;
}

void
cli_print_json (JsonNode *node)
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

TerrGame *
cli_load_or_report (const char *path)
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

gboolean
cli_parse_game_kind (const char *s, TerrGameKind *kind)
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

guint64
cli_fresh_seed (void)
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
  if ((rc = cli_parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc < 2)
    return cli_usage_error (ctx, _("validate needs at least one FILE"));

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
      cli_print_json (root);
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
  if ((rc = cli_parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 2)
    return cli_usage_error (ctx, _("score needs exactly one FILE"));
  if ((game = cli_load_or_report (argv[1])) == NULL)
    return EXIT_REFUSED;
  if ((rc = go_to_move (game, argv[1], move)) >= 0)
    return rc;
  if (json)
    {
      g_autoptr(JsonNode) node = terr_game_score_json (game);
      cli_print_json (node);
    }
  else
    {
      g_autofree char *text = terr_game_score_text (game);
      g_print ("%s", text);
    }
  return EXIT_OK;
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
  gboolean svg, coordinates = FALSE;
  g_autoptr(GArray) last_move = NULL;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &out, N_("Write to OUT.png or OUT.svg (- for standard output)"), "OUT" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format, N_("png or svg (default: from the name of OUT; png for standard output)"), "F" },
    { "move", 0, 0, G_OPTION_ARG_INT64, &move, N_("Draw the position after N moves"), "N" },
    { "seat", 0, 0, G_OPTION_ARG_INT, &seat, N_("Garden Paths: draw only this seat's grid"), "S" },
    { "size", 0, 0, G_OPTION_ARG_STRING, &size, N_("Picture size (default 1280x800)"), "WxH" },
    { "view", 0, 0, G_OPTION_ARG_STRING, &view, N_("oblique or plan"), "VIEW" },
    { "explain", 0, 0, G_OPTION_ARG_INT, &explain, N_("Draw the score of this seat explained (Hanging Gardens: its view cone; Garden Paths: its path's points)"), "SEAT" },
    { "coordinates", 0, 0, G_OPTION_ARG_NONE, &coordinates, N_("Number the columns and rows along the edges of the board"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) ctx = g_option_context_new (_("FILE -o OUT — draw the board as the program does"));
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GError) error = NULL;
  TerrRenderOptions options;
  int width = 1280, height = 800, rc;

  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if ((rc = cli_parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 2)
    return cli_usage_error (ctx, _("render needs exactly one FILE"));
  if (out == NULL)
    return cli_usage_error (ctx, _("render needs -o OUT.png, -o OUT.svg or -o -"));
  if (format != NULL && !g_str_equal (format, "png") && !g_str_equal (format, "svg"))
    return cli_usage_error (ctx, _("--format is png or svg, not “%s”"), format);
  if (cli_is_stdout (out))
    svg = format != NULL && g_str_equal (format, "svg");
  else if (g_str_has_suffix (out, ".png") || g_str_has_suffix (out, ".svg"))
    {
      svg = g_str_has_suffix (out, ".svg");
      if (format != NULL && g_str_equal (format, "svg") != svg)
        return cli_usage_error (ctx, _("--format %s does not match the name “%s”"), format, out);
    }
  else
    return cli_usage_error (ctx, _("the output must end in .png or .svg, or be - for standard output"));
  /* A picture is not text: do not pour it into a terminal. */
  if (cli_is_stdout (out) && !svg && isatty (STDOUT_FILENO))
    return cli_usage_error (ctx, _("standard output is a terminal; redirect it to a file or a pipe for a PNG"));
  if (size != NULL)
    {
      char *x = strchr (size, 'x');
      guint64 w, h;
      if (x == NULL)
        return cli_usage_error (ctx, _("--size takes WIDTHxHEIGHT, e.g. 1280x800"));
      *x = '\0';
      if (!g_ascii_string_to_unsigned (size, 10, 16, 16384, &w, NULL) ||
          !g_ascii_string_to_unsigned (x + 1, 10, 16, 16384, &h, NULL))
        return cli_usage_error (ctx, _("--size takes WIDTHxHEIGHT with each side from 16 to 16384"));
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
        return cli_usage_error (ctx, _("--view is %s or %s"), "oblique", "plan");
    }
  if ((game = cli_load_or_report (argv[1])) == NULL)
    return EXIT_REFUSED;
  if ((rc = go_to_move (game, argv[1], move)) >= 0)
    return rc;
  if (seat < 0 || (guint) seat > terr_game_get_n_players (game))
    {
      guint n = terr_game_get_n_players (game);
      g_autofree char *has = g_strdup_printf (ngettext ("the game has %u seat", "the game has %u seats", n), n);

      /* Translators: "--seat 5 is out of range: the game has 3 seats (give 1 to 3, or 0 for all)" */
      return cli_usage_error (ctx, _("--seat %d is out of range: %s (give 1 to %u, or 0 for all)"), seat, has, n);
    }
  options.seat = seat;
  if (explain < 0 || (guint) explain > terr_game_get_n_players (game))
    /* Translators: "--explain 5 is out of range (give 1 to 3)" */
    return cli_usage_error (ctx, _("--explain %d is out of range (give 1 to %u)"), explain,
                        terr_game_get_n_players (game));
  options.explain_seat = explain;
  options.show_coordinates = coordinates;
  /* The last move outlined, as the program shows it. */
  if (terr_game_node_get_move (terr_game_get_cursor (game)) != NULL)
    {
      last_move = terr_game_node_squares (game, terr_game_get_cursor (game));
      options.last_move = (const TerrSquare *) last_move->data;
      options.n_last_move = last_move->len;
    }
  if (cli_is_stdout (out))
    return render_to_stdout (game, svg, width, height, &options);
  if (!terr_render_to_file (game, out, width, height, &options, &error))
    {
      g_printerr ("%s: %s\n", out, error->message);
      return EXIT_REFUSED;
    }
  return EXIT_OK;
}

/* ------------------------------------------------------------ play */

/* The AI's seed of each move: the game's seed and the move's number, so
 * the same arguments play the same game. */
static guint64
play_seed (TerrGame *game,
           gpointer  data)
{
  const gint64 *seed = data;

  return (guint64) *seed * 1000003u + terr_game_get_n_moves (game);
}

static void
play_failed_cb (TerrMatch  *match,
                const char *message,
                char      **failure)
{
  if (*failure == NULL)
    *failure = g_strdup (message);
}

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
  g_autoptr(TerrMatch) match = NULL;
  g_autofree char *failure = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) parts = NULL;
  g_autofree int *levels = NULL;
  TerrGameKind kind;
  guint n;
  int rc;

  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  describe_boards (ctx);
  if ((rc = cli_parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 1)
    return cli_usage_error (ctx, _("play takes no FILE; use -o OUT"));
  if (!cli_parse_game_kind (game_name, &kind))
    /* TRANSLATORS: the option and the words it takes, as typed */
    return cli_usage_error (ctx, _("--game is %s, %s or %s"),
                        "hanging-gardens", "ziggurat", "garden-paths");
  if (seats == NULL || out == NULL)
    return cli_usage_error (ctx, _("play needs --seats and -o OUT"));
  if (level < 1 || level > 3)
    return cli_usage_error (ctx, _("--level is 1, 2 or 3"));
  if (seed != UNSET && seed < 0)
    return cli_usage_error (ctx, _("--seed must be 0 or more"));
  if (seed == UNSET)
    seed = (gint64) (cli_fresh_seed () >> 1);

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
        return cli_usage_error (ctx, _("--seats: “%s” is not %s or %s (every seat must be an AI)"), s, "ai", "ai:LEVEL");
    }
  game = new_game (kind, board, n, (guint64) seed, &error);
  if (game == NULL)
    return cli_usage_error (ctx, "%s", error->message);
  for (guint i = 0; i < n; i++)
    {
      /* The names go into the file: the same in every language. */
      g_autofree char *name = g_strdup_printf ("AI %u", i + 1);
      terr_game_set_player (game, (int) i + 1, name, TRUE, levels[i]);
    }
  match = terr_match_new (game);
  terr_match_set_delay (match, 0);
  terr_match_set_seed_func (match, play_seed, &seed);
  g_signal_connect (match, "computer-failed", G_CALLBACK (play_failed_cb), &failure);
  /* Every game ends under the rules; the bound only guards against a bug. */
  while (!terr_game_is_over (game) && failure == NULL)
    {
      guint turn = terr_game_get_n_moves (game);

      if (turn > 100000)
        {
          g_printerr (ngettext ("the game did not end after %u move\n",
                                "the game did not end after %u moves\n", turn), turn);
          return EXIT_REFUSED;
        }
      g_main_context_iteration (NULL, TRUE);
    }
  if (failure != NULL)
    {
      g_printerr (_("move %u: %s\n"), terr_game_get_n_moves (game) + 1, failure);
      return EXIT_REFUSED;
    }
  return cli_save_game (game, out, TERR_FILE_REPLAY);
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
  if ((rc = cli_parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 1)
    return cli_usage_error (ctx, _("new takes no FILE; use -o OUT"));
  if (!cli_parse_game_kind (game_name, &kind))
    /* TRANSLATORS: the option and the words it takes, as typed */
    return cli_usage_error (ctx, _("--game is %s, %s or %s"),
                        "hanging-gardens", "ziggurat", "garden-paths");
  if (out == NULL)
    return cli_usage_error (ctx, _("new needs -o OUT"));
  terr_game_kind_get_players (kind, &min_players, &max_players, NULL);
  if (players != UNSET && (players < min_players || players > max_players))
    {
      g_autofree char *n = g_strdup_printf ("%" G_GINT64_FORMAT, players);

      /* Translators: "--players 7 is out of range: Hanging Gardens is for 2 to 4 players" */
      return cli_usage_error (ctx, ngettext ("--players %s is out of range: %s is for %u to %u player",
                                         "--players %s is out of range: %s is for %u to %u players",
                                         max_players),
                          n, terr_game_kind_get_title (kind), min_players, max_players);
    }
  if (seed != UNSET && seed < 0)
    return cli_usage_error (ctx, _("--seed must be 0 or more"));
  if (seed == UNSET)
    seed = (gint64) (cli_fresh_seed () >> 1);
  game = new_game (kind, board, players != UNSET ? (guint) players : default_players (kind), (guint64) seed, &error);
  if (game == NULL)
    return cli_usage_error (ctx, "%s", error->message);
  return cli_save_game (game, out, TERR_FILE_SCENARIO);
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
  if ((rc = cli_parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 2)
    return cli_usage_error (ctx, _("replay needs exactly one FILE"));
  if (to == UNSET || out == NULL)
    return cli_usage_error (ctx, _("replay needs --to N and -o OUT"));
  if ((game = cli_load_or_report (argv[1])) == NULL)
    return EXIT_REFUSED;
  if ((rc = go_to_position (game, argv[1], "--to", to)) >= 0)
    return rc;
  return cli_save_game (game, out, TERR_FILE_SCENARIO);
}

/* ------------------------------------------------------------ timeline */

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
  if ((rc = cli_parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 2)
    return cli_usage_error (ctx, _("timeline needs exactly one FILE"));
  if (json && csv)
    return cli_usage_error (ctx, _("--json and --csv cannot be given together"));
  if (!(time_limit > 0) || time_limit > 86400)
    return cli_usage_error (ctx, _("--time-limit must be more than 0 and at most 86400 seconds"));
  if ((game = cli_load_or_report (argv[1])) == NULL)
    return EXIT_REFUSED;
  timeline = terr_game_timeline (game, time_limit, NULL, NULL, NULL, &error);
  if (timeline == NULL)
    {
      g_printerr ("%s: %s\n", argv[1], error->message);
      return EXIT_REFUSED;
    }
  if (json)
    cli_print_json (timeline);
  else
    {
      g_autofree char *text = csv ? terr_game_timeline_to_csv (timeline)
                                  : terr_game_timeline_to_table (timeline);
      g_print ("%s", text);
    }
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
  if ((rc = cli_parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 2)
    return cli_usage_error (ctx, _("analyse needs exactly one FILE"));
  if (nodes < 0 || nodes > G_GINT64_CONSTANT (1000000000000))
    return cli_usage_error (ctx, _("--nodes must be between 1 and 10^12"));
  if ((game = cli_load_or_report (argv[1])) == NULL)
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
      cli_print_json (node);
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
  { "render", "FILE -o OUT.png|OUT.svg|- [--format F] [--move N] [--seat S] [--size WxH] [--view V] [--explain SEAT] [--coordinates]", N_("Draw the board as the program does"), cmd_render },
  { "play", "--game G --seats ai,ai[,…] [--level L] [--seed N] [--board ID] -o OUT", N_("Play a whole game between AI seats"), cmd_play },
  { "new", "--game G [--seed N] [--players N] [--board ID] -o OUT", N_("Write a fresh starting scenario"), cmd_new },
  { "replay", "FILE --to N -o OUT", N_("Write the position after N moves as a scenario"), cmd_replay },
  { "timeline", "FILE [--json|--csv] [--time-limit S]", N_("The scores after every move of a replay's main line"), cmd_timeline },
  { "certify", "FILE [-o OUT] [--cap N] [--nodes N]", N_("Check a puzzle and write its certificate into the file"), cmd_certify },
  { "generate", "--game G [--difficulty D] [--seed N] [--any-count] [-o OUT]", N_("Generate a certified puzzle"), cmd_generate },
  { "analyse", "FILE [--json] [--nodes N]", N_("The best choice for each move of a replay's main line (beyond the CLI contract)"), cmd_analyse },
#ifdef TERRACES_NET
  { "net", "host|join --address A [--server H:P] [--room R] [--game G --seats A[=ai:L],…] -o OUT", N_("Play a game over XMPP between the computer seats of several programs"), cmd_net },
#endif
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
  /* Installed, or the build tree's translations and scenarios. */
  terr_dev_paths_setup (NULL);
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
