/* hostile-common.c — see hostile-common.h. */
#include "hostile-common.h"

#include <string.h>

#include <glib/gstdio.h>

void
hostile_case_free (HostileCase *c)
{
  if (c == NULL)
    return;
  g_free (c->name);
  g_free (c->path);
  g_free (c->message);
  g_free (c);
}

static HostileCase *
case_new (const char *dir, const char *name, int line, const char *message)
{
  HostileCase *c = g_new0 (HostileCase, 1);

  c->name = g_strdup (name);
  c->path = g_build_filename (dir, name, NULL);
  c->line = line;
  c->message = g_strdup (message);
  return c;
}

static HostileCase *
read_expect (const char *dir, const char *name)
{
  g_autofree char *base = g_strndup (name, strlen (name) - strlen (".terraces"));
  g_autofree char *expect_name = g_strconcat (base, ".expect", NULL);
  g_autofree char *expect_path = g_build_filename (dir, expect_name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  int line = -1;
  const char *message = NULL;

  if (!g_file_get_contents (expect_path, &text, NULL, &error))
    g_error ("%s has no sidecar: %s", name, error->message);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "line="))
        line = (int) g_ascii_strtoll (lines[i] + 5, NULL, 10);
      else if (g_str_has_prefix (lines[i], "message="))
        message = lines[i] + 8;
    }
  if (line < 0 || message == NULL || *message == '\0')
    g_error ("%s needs line=N and message=TEXT", expect_path);
  return case_new (dir, name, line, message);
}

/* ------------------------------------------------------------ generated */

static const char zg_head[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\">\n";
static const char zg_rest[] =
  "  <rules/>\n"
  "  <position cheats=\"0\">\n"
  "    <pile order=\"open\">0-0 0-1</pile>\n"
  "    <hand>1-1</hand>\n"
  "  </position>\n"
  "</terraces>\n";

static void
write_file (const char *path, const char *data, gsize len)
{
  g_autoptr(GError) error = NULL;

  if (!g_file_set_contents (path, data, (gssize) len, &error))
    g_error ("cannot write %s: %s", path, error->message);
}

/* 17 MiB: over the 16 MiB cap (never kept in git). */
static HostileCase *
gen_too_large (const char *dir)
{
  const gsize size = 17 * 1024 * 1024;
  g_autoptr(GString) s = g_string_sized_new (size + 1024);
  HostileCase *c = case_new (dir, "generated-17mib.terraces", 0, "larger than 16 MiB");

  g_string_append (s, zg_head);
  g_string_append (s, "  <meta><description>");
  while (s->len < size)
    g_string_append (s, "All work and no play makes a dull garden. ");
  g_string_append (s, "</description></meta>\n");
  g_string_append (s, "  <players><player seat=\"1\" name=\"A\" type=\"human\"/></players>\n");
  g_string_append (s, zg_rest);
  write_file (c->path, s->str, s->len);
  return c;
}

/* 5,000 seats: refused at the 65th. */
static HostileCase *
gen_many_seats (const char *dir)
{
  g_autoptr(GString) s = g_string_new (zg_head);
  HostileCase *c = case_new (dir, "generated-5000-seats.terraces", 3 + 65, "too many players");

  g_string_append (s, "  <players>\n");
  for (int i = 1; i <= 5000; i++)
    g_string_append_printf (s, "    <player seat=\"%d\" name=\"Player %d\" type=\"human\"/>\n", i, i);
  g_string_append (s, "  </players>\n");
  g_string_append (s, zg_rest);
  write_file (c->path, s->str, s->len);
  return c;
}

/* The files below are refused (or read) in time only when the reader bounds
 * the work a file may cause: RELAX NG validation in libxml2 2.9 takes time
 * quadratic in the number of repeated elements (40,000 moves: 2 s;
 * 100,000: 17 s; a 16 MiB file of them: many minutes). */

/* @n moves built by @move (seat, index) after the starting position of
 * @head (a replay up to and including its </position>), then @tail. */
static HostileCase *
gen_long_replay (const char *dir, const char *name, const char *head, guint n,
                 void (*move) (GString *s, guint i), const char *tail)
{
  g_autoptr(GString) s = g_string_sized_new (n * 64);
  HostileCase *c = case_new (dir, name, -1, NULL);

  g_string_append (s, head);
  g_string_append (s, "  <moves>\n");
  for (guint i = 0; i < n; i++)
    move (s, i);
  g_string_append (s, "  </moves>\n");
  g_string_append (s, tail);
  write_file (c->path, s->str, s->len);
  return c;
}

static const char hg_replay_head[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<terraces format=\"1\" game=\"hanging-gardens\" kind=\"replay\">\n"
  "  <rules players=\"2\" progress-rule=\"true\"/>\n"
  "  <players>\n"
  "    <player seat=\"1\" name=\"A\" type=\"human\"/>\n"
  "    <player seat=\"2\" name=\"B\" type=\"human\"/>\n"
  "  </players>\n"
  "  <position to-move=\"1\" actions-taken=\"0\" passes=\"0\">\n"
  "    <supply tiles=\"24\" suns=\"6\" moons=\"6\" crowns=\"6\" arms=\"6\"/>\n"
  "  </position>\n";

static void
hg_pass (GString *s, guint i)
{
  g_string_append_printf (s, "    <move seat=\"%u\" type=\"pass\"/>\n", 1 + i % 2);
}

static const char zg_replay_head[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<terraces format=\"1\" game=\"ziggurat\" kind=\"replay\">\n"
  "  <rules/>\n"
  "  <players><player seat=\"1\" name=\"A\" type=\"human\"/></players>\n"
  "  <position cheats=\"0\">\n"
  "    <pile order=\"open\">4-6 2-4 0-3 1-6 1-2 3-3 3-6 1-3 5-6 0-4 0-0 4-5 0-6 1-5 2-6 2-2 6-6 3-5 1-1 0-2 5-5 2-3 1-4 3-4 0-5</pile>\n"
  "    <hand>4-4 0-1 2-5</hand>\n"
  "  </position>\n";

/* Place the 4-4 and lift it again: legal for ever, one cheat each time. */
static void
zg_place_lift (GString *s, guint i)
{
  if (i % 2 == 0)
    g_string_append (s, "    <move seat=\"1\" type=\"place\" tier=\"1\" x=\"2\" y=\"0\" dir=\"v\" a=\"4\" b=\"4\"/>\n");
  else
    g_string_append (s, "    <move seat=\"1\" type=\"lift\" tier=\"1\" x=\"2\" y=\"0\"/>\n");
}

/* 100,000 <water> squares on a Garden Paths board. */
static HostileCase *
gen_many_water (const char *dir)
{
  g_autoptr(GString) s = g_string_sized_new (4 * 1024 * 1024);
  HostileCase *c = case_new (dir, "generated-100k-water.terraces", -1, NULL);

  g_string_append (s,
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<terraces format=\"1\" game=\"garden-paths\" kind=\"scenario\">\n"
    "  <rules players=\"1\" first=\"1\"/>\n"
    "  <players><player seat=\"1\" name=\"A\" type=\"human\"/></players>\n"
    "  <board width=\"9\" height=\"9\" name=\"Lake\">\n");
  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (s, "    <water x=\"%u\" y=\"%u\"/>\n", i % 9, (i / 9) % 9);
  g_string_append (s,
    "    <gate x=\"4\" y=\"0\" side=\"n\"/>\n"
    "  </board>\n"
    "  <pieces><piece id=\"p1\" kind=\"path\" cells=\"0,0\"/></pieces>\n"
    "  <position announcements=\"0\"><grid seat=\"1\"/></position>\n"
    "</terraces>\n");
  write_file (c->path, s->str, s->len);
  return c;
}

static gboolean
under_valgrind (void)
{
  const char *preload = g_getenv ("LD_PRELOAD");

  /* valgrind preloads vgpreload_*.so; it runs code some 20-50 times slower. */
  return preload != NULL && strstr (preload, "vgpreload") != NULL;
}

static int
compare_cases (gconstpointer a, gconstpointer b)
{
  const HostileCase *ca = *(HostileCase * const *) a;
  const HostileCase *cb = *(HostileCase * const *) b;
  return strcmp (ca->name, cb->name);
}

GPtrArray *
hostile_cases_load (const char *dir, const char *gen_dir)
{
  GPtrArray *cases = g_ptr_array_new_with_free_func ((GDestroyNotify) hostile_case_free);
  g_autoptr(GDir) d = NULL;
  g_autoptr(GError) error = NULL;
  const char *name;

  d = g_dir_open (dir, 0, &error);
  if (d == NULL)
    g_error ("%s", error->message);
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".terraces"))
      g_ptr_array_add (cases, read_expect (dir, name));

  g_ptr_array_add (cases, gen_too_large (gen_dir));
  g_ptr_array_add (cases, gen_many_seats (gen_dir));
  /* Timing cases: meaningless (and very long) under valgrind. */
  if (!under_valgrind ())
    {
      g_ptr_array_add (cases, gen_long_replay (gen_dir, "generated-100k-passes.terraces", hg_replay_head,
                                              100000, hg_pass, "</terraces>\n"));
      g_ptr_array_add (cases, gen_long_replay (gen_dir, "generated-100k-moves.terraces", zg_replay_head,
                                               100000, zg_place_lift,
                                               "  <result end=\"finished\"/>\n</terraces>\n"));
      g_ptr_array_add (cases, gen_many_water (gen_dir));
    }

  g_ptr_array_sort (cases, compare_cases);
  return cases;
}

char *
hostile_one_line (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text ? text : "", "\n", -1);

  return g_strjoinv ("\\n", lines);
}

char *
hostile_check_message (const HostileCase *c, const char *raw)
{
  g_autofree char *message = hostile_one_line (raw);
  g_autofree char *prefix = c->line > 0 ? g_strdup_printf ("%s:%d: ", c->name, c->line)
                          : c->line == 0 ? g_strdup_printf ("%s: ", c->name)
                          : g_strdup_printf ("%s:", c->name);

  if (!g_str_has_prefix (message, prefix))
    return g_strdup_printf ("“%s” does not start with “%s”", message, prefix);
  if (c->message != NULL && strstr (message, c->message) == NULL)
    return g_strdup_printf ("“%s” does not mention “%s”", message, c->message);
  return NULL;
}

/* Not a speed goal (benchmarks hold those): a bound that only a hang or a
 * blow-up (quadratic or worse) can pass.  The slowest case needs about
 * 1 s in a debug build and a few seconds under ASan; the limit is far
 * above that, so a busy machine (CI shares 2 cores) never trips it. */
double
hostile_time_limit (void)
{
  return under_valgrind () ? 1200.0 : 120.0;
}

char *
hostile_source_dir (void)
{
  const char *srcdir = g_getenv ("G_TEST_SRCDIR");

  if (srcdir == NULL)
    g_error ("G_TEST_SRCDIR is not set (run the test through meson test)");
  return g_build_filename (srcdir, "files", "hostile", NULL);
}

GPtrArray *
hostile_cases_prepare (char **gen_dir)
{
  g_autofree char *dir = hostile_source_dir ();
  g_autoptr(GError) error = NULL;

  *gen_dir = g_dir_make_tmp ("terraces-hostile-XXXXXX", &error);
  if (*gen_dir == NULL)
    g_error ("%s", error->message);
  return hostile_cases_load (dir, *gen_dir);
}

void
hostile_cases_remove_generated (GPtrArray *cases, const char *gen_dir)
{
  for (guint i = 0; i < cases->len; i++)
    {
      HostileCase *c = g_ptr_array_index (cases, i);
      if (g_str_has_prefix (c->path, gen_dir))
        g_unlink (c->path);
    }
  g_rmdir (gen_dir);
}

int
hostile_run (const HostileTest *tests, guint n_tests)
{
  g_autoptr(GPtrArray) cases = NULL;
  g_autofree char *gen_dir = NULL;
  int rc;

  cases = hostile_cases_prepare (&gen_dir);
  for (guint i = 0; i < cases->len; i++)
    {
      HostileCase *c = g_ptr_array_index (cases, i);

      for (guint t = 0; t < n_tests; t++)
        {
          g_autofree char *path = g_strdup_printf ("/hostile/%s/%s", tests[t].name, c->name);
          if (!tests[t].with_line_only || c->line > 0)
            g_test_add_data_func (path, c, tests[t].func);
        }
    }
  rc = g_test_run ();
  hostile_cases_remove_generated (cases, gen_dir);
  return rc;
}
