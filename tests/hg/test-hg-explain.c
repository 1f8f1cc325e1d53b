/* test-hg-explain.c — the Hanging Gardens score in words
 * (src/core/hg/terr-hg-explain.c): the rules page's worked example, a bed
 * hidden by a plateau, and on finished random gardens that the numbers in
 * the words add up to the engine's score in every direction. */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "hg-test-util.h"
#include "terr-hg-explain.h"
#include "terr-random.h"

static const TerrHgExplainLine *
find_line (GPtrArray *lines, TerrHgExplainKind kind, int row)
{
  for (guint i = 0; i < lines->len; i++)
    {
      const TerrHgExplainLine *line = g_ptr_array_index (lines, i);
      if (line->kind == kind && (row == 0 || line->row == row))
        return line;
    }
  return NULL;
}

/* The points written in a row's words: every number after ": ", with a
 * " + N" after it. */
static int
sum_written_points (const char *text)
{
  int sum = 0;
  const char *p = text;

  while ((p = strstr (p, ": ")) != NULL)
    {
      char *end;
      long v;

      p += 2;
      if (!g_ascii_isdigit (*p))
        continue;
      v = strtol (p, &end, 10);
      sum += (int) v;
      p = end;
      if (g_str_has_prefix (p, " + ") && g_ascii_isdigit (p[3]))
        {
          sum += (int) strtol (p + 3, &end, 10);
          p = end;
        }
    }
  return sum;
}

/* The number after the last "= " (or ": " when there is none). */
static int
written_total (const char *text)
{
  const char *eq = g_strrstr (text, "= ");

  if (eq == NULL)
    eq = g_strrstr (text, ": ");
  g_assert_nonnull (eq);
  return atoi (eq + 2);
}

/* The rules page: row 1 = B G B (G on the sight line), row 2 = R R B G R,
 * all on level 0, facing north: 5 + 3 + 0 = 8. */
static void
test_worked_example (void)
{
  TerrHgState *s = hg_build (2, "T 0 0 0; T -2 -2 0; T 0 -2 0; T 2 -2 0; G 0 0 1;"
                                "B -1 -1 arms; B 0 -1 crowns; B 1 -1 arms;"
                                "B -2 -2 suns; B -1 -2 suns; B 0 -2 arms; B 1 -2 crowns; B 2 -2 suns");
  g_autoptr (TerrHgScoreReport) r = terr_hg_score_report_new (s);
  g_autoptr (GPtrArray) lines = terr_hg_explain_seat (r, 1, -1);
  g_autofree char *text = terr_hg_explain_text (r, 1, -1);
  const TerrHgExplainLine *line;

  line = find_line (lines, TERR_HG_EXPLAIN_HEADING, 0);
  g_assert_cmpstr (line->text, ==, "Facing north, the best view: 8");
  line = find_line (lines, TERR_HG_EXPLAIN_ROW, 1);
  g_assert_cmpstr (line->text, ==, "Row 1: two colours, symmetric: 2 + 3");
  g_assert_cmpint (line->points, ==, 5);
  line = find_line (lines, TERR_HG_EXPLAIN_ROW, 2);
  g_assert_cmpstr (line->text, ==, "Row 2: three colours, not symmetric: 3");
  g_assert_cmpint (line->points, ==, 3);
  line = find_line (lines, TERR_HG_EXPLAIN_HEIGHT, 0);
  g_assert_cmpstr (line->text, ==, "Height bonus: 0 (the gazebo stands on level 0)");
  line = find_line (lines, TERR_HG_EXPLAIN_TOTAL, 0);
  g_assert_cmpstr (line->text, ==, "Total: 8 + 0 = 8");
  g_assert_cmpint (line->points, ==, 8);
  g_assert_null (find_line (lines, TERR_HG_EXPLAIN_UNSEEN, 0));
  g_assert_nonnull (strstr (text, "Row 2: three colours"));

  /* Facing south nothing is in view, and the words say the best is north. */
  {
    g_autoptr (GPtrArray) south = terr_hg_explain_seat (r, 1, TERR_HG_DIR_S);

    line = find_line (south, TERR_HG_EXPLAIN_HEADING, 0);
    g_assert_cmpstr (line->text, ==, "Facing south, view 0 (the score counts the best view, north: 8)");
    g_assert_nonnull (find_line (south, TERR_HG_EXPLAIN_NOTE, 0));
    g_assert_cmpint (find_line (south, TERR_HG_EXPLAIN_TOTAL, 0)->points, ==, 0);
  }
  /* Seat 2 has no gazebo. */
  {
    g_autoptr (GPtrArray) none = terr_hg_explain_seat (r, 2, -1);

    g_assert_cmpint (find_line (none, TERR_HG_EXPLAIN_TOTAL, 0)->points, ==, 0);
    g_assert_nonnull (find_line (none, TERR_HG_EXPLAIN_NOTE, 0));
  }
  terr_hg_state_free (s);
}

/* A level-1 plateau in rows 1–2 hides the level-0 suns bed in row 4; a
 * level-1 bed beside a level-0 gazebo lies too high. */
static void
test_hidden_and_too_high (void)
{
  TerrHgState *s = hg_build (2, "T 0 0 0; T 0 -2 0; S 0 -2 0 1; S 0 -2 0 2; T 0 -2 1;"
                                "T 0 -4 0; B 0 -4 suns; B 1 -2 moons; G 0 0 1");
  g_autoptr (TerrHgScoreReport) r = terr_hg_score_report_new (s);
  g_autoptr (GPtrArray) lines = terr_hg_explain_seat (r, 1, TERR_HG_DIR_N);
  const TerrHgExplainLine *line;
  gboolean hidden = FALSE, high = FALSE;

  for (guint i = 0; i < lines->len; i++)
    {
      line = g_ptr_array_index (lines, i);
      if (line->kind != TERR_HG_EXPLAIN_UNSEEN)
        continue;
      if (line->row == 4)
        {
          g_assert_cmpstr (line->text, ==,
                           "Row 4, sight line: the suns bed is hidden by a level 1 plateau "
                           "(outlined on the board)");
          hidden = TRUE;
        }
      if (line->row == 2)
        {
          g_assert_cmpstr (line->text, ==,
                           "Row 2, 1 space right: the moons bed lies on level 1, "
                           "higher than the gazebo (level 0)");
          high = TRUE;
        }
      g_assert_cmpint (line->points, ==, 0);
    }
  g_assert_true (hidden);
  g_assert_true (high);
  g_assert_null (find_line (lines, TERR_HG_EXPLAIN_ROW, 0));
  g_assert_cmpstr (find_line (lines, TERR_HG_EXPLAIN_TOTAL, 0)->text, ==, "Total: 0 + 0 = 0");
  terr_hg_state_free (s);
}

/* A row whose spaces lie at two heights is written in parts: each part
 * its place and its points ("%s — %s"), the parts joined ("%s; %s"), all
 * through translatable patterns. */
static void
test_split_row (void)
{
  TerrHgState *s = hg_build (1, "T 0 0 0; S 0 0 0 1; S 0 0 0 2; T 0 0 1; G 0 0 1;"
                                "T -2 -2 0; T 0 -2 0; S 0 -2 0 1; S 0 -2 0 2; T 0 -2 1;"
                                "B -1 -1 suns; B 0 -1 moons");
  g_autoptr (TerrHgScoreReport) r = terr_hg_score_report_new (s);
  g_autoptr (GPtrArray) lines = terr_hg_explain_seat (r, 1, TERR_HG_DIR_N);
  const TerrHgExplainLine *row = find_line (lines, TERR_HG_EXPLAIN_ROW, 1);

  g_assert_nonnull (row);
  g_assert_cmpstr (row->text, ==, "Row 1, split by terrace heights: left, level 0 — one colour: 1; "
                                  "sight line, level 1 — one colour, not symmetric: 1");
  g_assert_cmpint (row->points, ==, 2);
  terr_hg_state_free (s);
}

/* On 200 seeded finished gardens, for every seat and direction, the
 * numbers written in the rows add up to the view, the height line says h,
 * and the total written is the engine's score for the best direction. */
static void
test_random_gardens_add_up (void)
{
  guint checked_rows = 0, split_rows = 0;

  for (guint64 seed = 1; seed <= 200; seed++)
    {
      int players = 2 + (int) (seed % 3);
      TerrHgState *s = terr_hg_state_new (players, TRUE);
      g_autoptr (TerrHgScoreReport) r = NULL;
      TerrRandom rng;

      terr_random_init (&rng, seed * 7919);
      terr_hg_state_playout (s, &rng, 4000, NULL);
      g_assert_true (terr_hg_state_is_over (s));
      r = terr_hg_score_report_new (s);
      for (int seat = 1; seat <= players; seat++)
        {
          const TerrHgSeatReport *sr = &r->seats[seat - 1];
          int engine = terr_hg_score_seat (s, seat, NULL, NULL);

          for (int d = -1; d < TERR_HG_N_DIRS; d++)
            {
              g_autoptr (GPtrArray) lines = terr_hg_explain_seat (r, seat, d);
              int rows = 0, height = -1, total = -1, total_points = -1;
              int view = !sr->has_gazebo ? 0 : sr->views[d < 0 ? (int) sr->best : d];

              for (guint i = 0; i < lines->len; i++)
                {
                  const TerrHgExplainLine *line = g_ptr_array_index (lines, i);

                  switch (line->kind)
                    {
                    case TERR_HG_EXPLAIN_ROW:
                      g_assert_cmpint (sum_written_points (line->text), ==, line->points);
                      rows += line->points;
                      checked_rows++;
                      if (strstr (line->text, "split by terrace heights") != NULL)
                        split_rows++;
                      break;
                    case TERR_HG_EXPLAIN_HEIGHT:
                      height = atoi (strstr (line->text, ": ") + 2);
                      g_assert_cmpint (height, ==, line->points);
                      break;
                    case TERR_HG_EXPLAIN_TOTAL:
                      total = written_total (line->text);
                      total_points = line->points;
                      break;
                    default:
                      break;
                    }
                }
              g_assert_cmpint (rows, ==, view);
              g_assert_cmpint (total, ==, total_points);
              if (sr->has_gazebo)
                {
                  g_assert_cmpint (height, ==, sr->height);
                  g_assert_cmpint (total, ==, view + sr->height);
                }
              else
                g_assert_cmpint (total, ==, 0);
              if (d < 0)
                {
                  g_assert_cmpint (total, ==, engine);
                  g_assert_cmpint (total, ==, sr->score);
                }
            }
        }
      terr_hg_state_free (s);
    }
  /* The gardens exercised the words: many rows, some split by heights. */
  g_assert_cmpuint (checked_rows, >, 500);
  g_assert_cmpuint (split_rows, >, 0);
}

int
main (int argc, char **argv)
{
  /* The words are checked in the source language. */
  setlocale (LC_ALL, "C");
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hg/explain/worked-example", test_worked_example);
  g_test_add_func ("/hg/explain/hidden-and-too-high", test_hidden_and_too_high);
  g_test_add_func ("/hg/explain/split-row", test_split_row);
  g_test_add_func ("/hg/explain/random-gardens-add-up", test_random_gardens_add_up);
  return g_test_run ();
}
