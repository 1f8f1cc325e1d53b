/* terraces-cli — the command-line companion (see README.md and the CLI
 * contract): validate, score, solve, render, play, new, replay, timeline.
 * Exit status: 0 success, 1 a refused file or failed check, 2 bad usage. */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "terr-games.h"
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
  g_printerr ("terraces-cli: %s\n", msg);
  if (ctx != NULL)
    g_printerr (_("Try “terraces-cli %s --help”.\n"), g_get_prgname () ? g_get_prgname () : "COMMAND");
  return EXIT_USAGE;
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

static TerrGame *
load_or_report (const char *path)
{
  g_autoptr(GError) error = NULL;
  TerrGame *game = terr_game_load_path (path, &error);

  if (game == NULL)
    g_printerr ("%s\n", error->message);
  return game;
}

/* --move N: go to the position after N moves of the main line. */
static int
go_to_move (TerrGame *game, const char *path, gint64 move)
{
  if (move < 0)
    return -1;
  if ((guint64) move > terr_game_get_n_moves (game))
    {
      g_autofree char *n = g_strdup_printf ("%" G_GINT64_FORMAT, move);
      g_printerr (_("%s: --move %s: the file has only %u moves\n"),
                  path, n, terr_game_get_n_moves (game));
      return EXIT_REFUSED;
    }
  terr_game_go_to (game, (guint) move);
  return -1;
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
      g_autoptr(TerrGame) game = terr_game_load_path (argv[i], &error);

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
            g_print (_("%s: valid %s file, %u moves%s\n"), argv[i],
                     terr_game_kind_get_title (terr_game_get_kind (game)),
                     terr_game_get_n_moves (game),
                     terr_game_is_over (game) ? _(", game over") : "");
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
  gint64 move = -1;
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
  if (move < -1)
    return usage_error (ctx, _("--move must be 0 or more"));
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
  if (json)
    print_json (solution);
  else
    {
      g_autofree char *text = terr_game_solve_text (game, solution);
      g_print ("%s", text);
    }
  return EXIT_OK;
}

/* ------------------------------------------------------------ render */

static int
cmd_render (int argc, char **argv)
{
  g_autofree char *out = NULL;
  g_autofree char *size = NULL;
  g_autofree char *view = NULL;
  gint64 move = -1;
  int seat = 0;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &out, N_("Write to OUT.png or OUT.svg"), "OUT" },
    { "move", 0, 0, G_OPTION_ARG_INT64, &move, N_("Draw the position after N moves"), "N" },
    { "seat", 0, 0, G_OPTION_ARG_INT, &seat, N_("Garden Paths: draw only this seat's grid"), "S" },
    { "size", 0, 0, G_OPTION_ARG_STRING, &size, N_("Picture size (default 1280x800)"), "WxH" },
    { "view", 0, 0, G_OPTION_ARG_STRING, &view, N_("oblique or plan"), "VIEW" },
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
    return usage_error (ctx, _("render needs -o OUT.png or -o OUT.svg"));
  if (!g_str_has_suffix (out, ".png") && !g_str_has_suffix (out, ".svg"))
    return usage_error (ctx, _("the output must end in .png or .svg"));
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
        return usage_error (ctx, _("--view is oblique or plan"));
    }
  if ((game = load_or_report (argv[1])) == NULL)
    return EXIT_REFUSED;
  if ((rc = go_to_move (game, argv[1], move)) >= 0)
    return rc;
  if (seat < 0 || (guint) seat > terr_game_get_n_players (game))
    return usage_error (ctx, _("--seat %d: the game has %u seats"), seat, terr_game_get_n_players (game));
  options.seat = seat;
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
  int level = 1;
  gint64 seed = -1;
  GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_name, N_("hanging-gardens, ziggurat or garden-paths"), "G" },
    { "seats", 0, 0, G_OPTION_ARG_STRING, &seats, N_("One entry per seat: ai or ai:LEVEL"), "ai,ai" },
    { "level", 0, 0, G_OPTION_ARG_INT, &level, N_("AI level for seats without one (1 or 2)"), "L" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the deal and of the AI"), "N" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &out, N_("Write the replay to OUT"), "OUT" },
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
  if ((rc = parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 1)
    return usage_error (ctx, _("play takes no FILE; use -o OUT"));
  if (!parse_game_kind (game_name, &kind))
    return usage_error (ctx, _("--game is hanging-gardens, ziggurat or garden-paths"));
  if (seats == NULL || out == NULL)
    return usage_error (ctx, _("play needs --seats and -o OUT"));
  if (level < 1 || level > 2)
    return usage_error (ctx, _("--level is 1 or 2"));
  if (seed < 0)
    seed = (gint64) (fresh_seed () >> 1);

  parts = g_strsplit (seats, ",", -1);
  n = g_strv_length (parts);
  levels = g_new0 (int, n + 1);
  for (guint i = 0; i < n; i++)
    {
      char *s = g_strstrip (parts[i]);
      if (g_str_equal (s, "ai"))
        levels[i] = level;
      else if (g_str_has_prefix (s, "ai:") && (s[3] == '1' || s[3] == '2') && s[4] == '\0')
        levels[i] = s[3] - '0';
      else
        return usage_error (ctx, _("--seats: “%s” is not ai or ai:LEVEL (every seat must be an AI)"), s);
    }
  game = terr_game_new (kind, n, (guint64) seed, &error);
  if (game == NULL)
    return usage_error (ctx, "%s", error->message);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf (_("AI %u"), i + 1);
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
          g_printerr (_("the game did not end after 100000 moves\n"));
          return EXIT_REFUSED;
        }
      move = terr_game_ai_move (game, p ? (guint) p->level : 1,
                                (guint64) seed * 1000003u + turn, NULL, &error);
      if (move == NULL || !terr_game_play (game, move, &error))
        {
          g_printerr (_("move %u: %s\n"), turn + 1, error->message);
          return EXIT_REFUSED;
        }
    }
  if (!terr_game_save_path (game, out, TERR_FILE_REPLAY, &error))
    {
      g_printerr ("%s: %s\n", out, error->message);
      return EXIT_REFUSED;
    }
  return EXIT_OK;
}

/* ------------------------------------------------------------ new */

static int
cmd_new (int argc, char **argv)
{
  g_autofree char *game_name = NULL;
  g_autofree char *out = NULL;
  gint64 seed = -1;
  int players = 0;
  GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_name, N_("hanging-gardens, ziggurat or garden-paths"), "G" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the deal or the first seat"), "N" },
    { "players", 0, 0, G_OPTION_ARG_INT, &players, N_("Number of seats"), "N" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &out, N_("Write the scenario to OUT"), "OUT" },
    { NULL }
  };
  g_autoptr(GOptionContext) ctx = g_option_context_new (_("— write a fresh starting scenario"));
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GError) error = NULL;
  TerrGameKind kind;
  int rc;

  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if ((rc = parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 1)
    return usage_error (ctx, _("new takes no FILE; use -o OUT"));
  if (!parse_game_kind (game_name, &kind))
    return usage_error (ctx, _("--game is hanging-gardens, ziggurat or garden-paths"));
  if (out == NULL)
    return usage_error (ctx, _("new needs -o OUT"));
  if (players < 0 || players > 64)
    return usage_error (ctx, _("--players is out of range"));
  if (seed < 0)
    seed = (gint64) (fresh_seed () >> 1);
  game = terr_game_new (kind, players ? (guint) players : default_players (kind), (guint64) seed, &error);
  if (game == NULL)
    return usage_error (ctx, "%s", error->message);
  if (!terr_game_save_path (game, out, TERR_FILE_SCENARIO, &error))
    {
      g_printerr ("%s: %s\n", out, error->message);
      return EXIT_REFUSED;
    }
  return EXIT_OK;
}

/* ------------------------------------------------------------ replay */

static int
cmd_replay (int argc, char **argv)
{
  g_autofree char *out = NULL;
  gint64 to = -1;
  GOptionEntry entries[] = {
    { "to", 0, 0, G_OPTION_ARG_INT64, &to, N_("Number of moves to play"), "N" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &out, N_("Write the scenario to OUT"), "OUT" },
    { NULL }
  };
  g_autoptr(GOptionContext) ctx = g_option_context_new (_("FILE --to N -o OUT — the position after N moves, as a scenario"));
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GError) error = NULL;
  int rc;

  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if ((rc = parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 2)
    return usage_error (ctx, _("replay needs exactly one FILE"));
  if (to < 0 || out == NULL)
    return usage_error (ctx, _("replay needs --to N (0 or more) and -o OUT"));
  if ((game = load_or_report (argv[1])) == NULL)
    return EXIT_REFUSED;
  if ((rc = go_to_move (game, argv[1], to)) >= 0)
    return rc;
  if (!terr_game_save_path (game, out, TERR_FILE_SCENARIO, &error))
    {
      g_printerr ("%s: %s\n", out, error->message);
      return EXIT_REFUSED;
    }
  return EXIT_OK;
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

/* ------------------------------------------------------------ main */

static const Command commands[] = {
  { "validate", "FILE…", N_("Check files against the schema and the rules (replays are replayed)"), cmd_validate },
  { "score", "FILE [--json] [--move N]", N_("Scores of the position"), cmd_score },
  { "solve", "FILE [--json] [--time-limit S] [--nodes N]", N_("Solve the position"), cmd_solve },
  { "render", "FILE -o OUT.png|OUT.svg [--move N] [--seat S] [--size WxH] [--view V]", N_("Draw the board as the program does"), cmd_render },
  { "play", "--game G --seats ai,ai[,…] [--level L] [--seed N] -o OUT", N_("Play a whole game between AI seats"), cmd_play },
  { "new", "--game G [--seed N] [--players N] -o OUT", N_("Write a fresh starting scenario"), cmd_new },
  { "replay", "FILE --to N -o OUT", N_("Write the position after N moves as a scenario"), cmd_replay },
  { "timeline", "FILE [--json|--csv] [--time-limit S]", N_("The scores after every move of a replay's main line"), cmd_timeline },
};

static void
print_usage (FILE *f)
{
  fprintf (f, "%s\n\n", _("Usage: terraces-cli COMMAND [OPTION…]"));
  fprintf (f, "%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (f, "  %-9s %s\n            %s\n", commands[i].name, commands[i].args, _(commands[i].summary));
  fprintf (f, "\n%s\n", _("“terraces-cli COMMAND --help” describes a command. --version prints the version."));
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
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      {
        g_set_prgname (commands[i].name);
        return commands[i].run (argc - 1, argv + 1);
      }
  g_printerr (_("terraces-cli: unknown command “%s”\n"), argv[1]);
  print_usage (stderr);
  return EXIT_USAGE;
}
