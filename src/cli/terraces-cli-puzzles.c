/* terraces-cli-puzzles.c — the puzzle commands of terraces-cli: solve
 * (with the check of a puzzle's certificate), certify and generate.  The
 * other commands and main are in terraces-cli.c.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "terr-games.h"
#include "terr-puzzle.h"

#include "terraces-cli-private.h"

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

int
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
  if ((rc = cli_parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 2)
    return cli_usage_error (ctx, _("solve needs exactly one FILE"));
  if (time_limit < 0 || nodes < 0)
    return cli_usage_error (ctx, _("limits must not be negative"));
  if ((game = cli_load_or_report (argv[1])) == NULL)
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
    cli_print_json (solution);
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
int
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
  if ((rc = cli_parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 2)
    return cli_usage_error (ctx, _("certify needs exactly one FILE"));
  if (cap < 1 || cap > 1000000)
    return cli_usage_error (ctx, _("--cap must be between 1 and 1000000"));
  if (nodes < 0 || nodes > G_GINT64_CONSTANT (1000000000000))
    return cli_usage_error (ctx, _("--nodes must be between 1 and 10^12"));
  if ((game = cli_load_or_report (argv[1])) == NULL)
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
  if (cli_is_stdout (out))
    g_printerr ("%s: %s\n", argv[1], words);
  else
    g_print ("%s: %s\n", out != NULL ? out : argv[1], words);
  return cli_save_game (game, out != NULL ? out : argv[1], TERR_FILE_SCENARIO);
}

/* ------------------------------------------------------------ generate */

/* Beyond the CLI contract (docs/puzzles.md): a new certified puzzle. */
int
cmd_generate (int argc, char **argv)
{
  g_autofree char *game_name = NULL;
  g_autofree char *difficulty_name = NULL;
  g_autofree char *out = NULL;
  gint64 seed = UNSET;
  gboolean any_count = FALSE;
  GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_name, N_("hanging-gardens, ziggurat or garden-paths"), "G" },
    { "difficulty", 0, 0, G_OPTION_ARG_STRING, &difficulty_name, N_("easy, medium (the default) or hard"), "D" },
    { "any-count", 0, 0, G_OPTION_ARG_NONE, &any_count,
      N_("Also return a puzzle with several solutions (the fewest found); by default only unique ones"), NULL },
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
      "the solver's certificate: unique (unless --any-count) and through the\n"
      "quality gate (not solved by the first step or the greedy choice, not\n"
      "the answer of a bundled puzzle)."));
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if ((rc = cli_parse_options (ctx, &argc, &argv)) >= 0)
    return rc;
  if (argc != 1)
    return cli_usage_error (ctx, _("generate takes no FILE; use -o OUT"));
  if (!cli_parse_game_kind (game_name, &kind))
    /* TRANSLATORS: the option and the words it takes, as typed */
    return cli_usage_error (ctx, _("--game is %s, %s or %s"),
                        "hanging-gardens", "ziggurat", "garden-paths");
  if (difficulty_name != NULL &&
      (difficulty = terr_difficulty_from_string (difficulty_name)) == TERR_DIFFICULTY_NONE)
    /* TRANSLATORS: the option, the three words it takes (as typed) and
     * what was given */
    return cli_usage_error (ctx, _("--difficulty is %s, %s or %s, not “%s”"),
                        "easy", "medium", "hard", difficulty_name);
  if (seed != UNSET && seed < 0)
    return cli_usage_error (ctx, _("--seed must be 0 or more"));
  if (seed == UNSET)
    seed = (gint64) (cli_fresh_seed () >> 1);
  game = terr_puzzle_generate_with_flags (terr_puzzle_game_type (kind), difficulty, (guint64) seed,
                                          any_count ? TERR_GENERATE_ANY_COUNT : TERR_GENERATE_DEFAULT,
                                          NULL, NULL, NULL, &error);
  if (game == NULL)
    {
      g_printerr ("%s: %s\n", g_get_prgname (), error->message);
      return EXIT_REFUSED;
    }
  words = terr_certificate_describe (terr_game_get_certificate (game));
  g_printerr ("%s: %s\n", terr_game_get_title (game), words);
  return cli_save_game (game, out != NULL ? out : "-", TERR_FILE_SCENARIO);
}
