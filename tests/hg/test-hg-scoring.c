/* test-hg-scoring.c — Hanging Gardens scores on hand-built gardens, and
 * scores that must not change when the whole garden is turned or mirrored. */
#include "hg-test-util.h"

/* The best direction's row @k of seat 1. */
static const TerrHgRow *
get_row (const TerrHgScoreReport *r, int seat, int k)
{
  const TerrHgViewDetail *vd = &r->seats[seat - 1].detail[r->seats[seat - 1].best];

  g_assert_cmpuint (vd->rows->len, >=, (guint) k);
  return &g_array_index (vd->rows, TerrHgRow, k - 1);
}

static const TerrHgSegment *
get_segment (const TerrHgScoreReport *r, int seat, const TerrHgRow *row, guint i)
{
  const TerrHgViewDetail *vd = &r->seats[seat - 1].detail[r->seats[seat - 1].best];

  g_assert_cmpuint (i, <, row->n_segments);
  return &g_array_index (vd->segments, TerrHgSegment, row->first_segment + i);
}

static void
assert_segment (const TerrHgSegment *seg, int from, int to, int colours, int symmetry)
{
  g_assert_cmpint (seg->from, ==, from);
  g_assert_cmpint (seg->to, ==, to);
  g_assert_cmpint (seg->colours, ==, colours);
  g_assert_cmpint (seg->symmetry, ==, symmetry);
}

static void
assert_views (const TerrHgState *s, int seat, int score, TerrHgDir best, int n, int e, int so, int w)
{
  int views[TERR_HG_N_DIRS];
  TerrHgDir dir;

  g_assert_cmpint (terr_hg_score_seat (s, seat, views, &dir), ==, score);
  g_assert_cmpint (dir, ==, best);
  g_assert_cmpint (views[TERR_HG_DIR_N], ==, n);
  g_assert_cmpint (views[TERR_HG_DIR_E], ==, e);
  g_assert_cmpint (views[TERR_HG_DIR_S], ==, so);
  g_assert_cmpint (views[TERR_HG_DIR_W], ==, w);
}

/* The rules page's worked check: row 1 = B G B, row 2 = R R B G R, all on
 * level 0, facing north: 5 + 3 = 8. */
static void
test_worked_check (void)
{
  TerrHgState *s = hg_build (2, "T 0 0 0; T -2 -2 0; T 0 -2 0; T 2 -2 0; G 0 0 1;"
                                "B -1 -1 arms; B 0 -1 crowns; B 1 -1 arms;"
                                "B -2 -2 suns; B -1 -2 suns; B 0 -2 arms; B 1 -2 crowns; B 2 -2 suns");
  TerrHgScoreReport *r = terr_hg_score_report_new (s);
  const TerrHgRow *row;

  g_assert_cmpint (r->seats[0].score, ==, 8);
  g_assert_cmpint (r->seats[0].best, ==, TERR_HG_DIR_N);
  g_assert_cmpint (r->seats[0].views[TERR_HG_DIR_N], ==, 8);
  g_assert_cmpint (r->seats[0].height, ==, 0);
  row = get_row (r, 1, 1);
  g_assert_cmpuint (row->n_segments, ==, 1);
  assert_segment (get_segment (r, 1, row, 0), -1, 1, 2, 3);
  row = get_row (r, 1, 2);
  g_assert_cmpuint (row->n_segments, ==, 1);
  assert_segment (get_segment (r, 1, row, 0), -2, 2, 3, 0);
  /* Seat 2 has no gazebo: 0, and it shares nothing. */
  g_assert_false (r->seats[1].has_gazebo);
  g_assert_cmpint (r->seats[1].score, ==, 0);
  g_assert_cmpint (r->n_winners, ==, 1);
  g_assert_cmpint (r->winners[0], ==, 1);
  terr_hg_score_report_free (r);
  terr_hg_state_free (s);
}

/* A level-1 plateau in rows 1–2 hides a level-0 bed in row 4:
 * r* = 2, dist = 2 < ⌊4·1/1⌋ = 4. */
static void
test_plateau_obscures (void)
{
  TerrHgState *s = hg_build (2, "T 0 0 0; T 0 -2 0; S 0 -2 0 1; S 0 -2 0 2; T 0 -2 1;"
                                "T 0 -4 0; B 0 -4 suns; G 0 0 1");
  TerrHgScoreReport *r = terr_hg_score_report_new (s);
  const TerrHgBedSight *b = hg_find_bed (r, 1, TERR_HG_DIR_N, 0, -4);

  g_assert_nonnull (b);
  g_assert_cmpint (b->fate, ==, TERR_HG_BED_OBSCURED);
  g_assert_cmpint (b->row, ==, 4);
  g_assert_cmpint (b->offset, ==, 0);
  g_assert_cmpint (b->plateau_x, ==, 0);
  g_assert_cmpint (b->plateau_y, ==, -2);
  g_assert_cmpint (b->plateau_level, ==, 1);
  assert_views (s, 1, 0, TERR_HG_DIR_N, 0, 0, 0, 0);
  terr_hg_score_report_free (r);
  terr_hg_state_free (s);

  /* Without the plateau the same bed scores colour 1 + symmetry 1. */
  s = hg_build (2, "T 0 0 0; T 0 -2 0; T 0 -4 0; B 0 -4 suns; G 0 0 1");
  assert_views (s, 1, 2, TERR_HG_DIR_N, 2, 0, 0, 0);
  terr_hg_state_free (s);
}

/* Gazebo on level 1 (h = 1), a level-1 plateau crossing the sight line up
 * to row 3, beds at level 0 in rows 4 and 5: G = 2, so row 5 gives
 * dist 2 against ⌊5/2⌋ = 2 (seen, though 5/2 = 2.5 > 2) and row 4 gives
 * dist 1 against ⌊4/2⌋ = 2 (hidden). */
static void
test_floor_division (void)
{
  TerrHgState *s = hg_build (2, "T 0 0 0; S 0 0 0 1; S 0 0 0 2; T 0 0 1;"
                                "T 0 -3 0; S 0 -3 0 1; S 0 -3 0 2; T 0 -3 1;"
                                "T 0 -5 0; B 0 -5 moons; G 0 0 1");
  TerrHgScoreReport *r = terr_hg_score_report_new (s);
  const TerrHgBedSight *b = hg_find_bed (r, 1, TERR_HG_DIR_N, 0, -5);

  g_assert_nonnull (b);
  g_assert_cmpint (b->fate, ==, TERR_HG_BED_SEEN);
  g_assert_cmpint (r->seats[0].height, ==, 1);
  /* row 5: one class-0 segment, the bed on the sight line: 1 + 1; + h */
  assert_views (s, 1, 3, TERR_HG_DIR_N, 2, 0, 0, 0);
  terr_hg_score_report_free (r);
  terr_hg_state_free (s);

  s = hg_build (2, "T 0 0 0; S 0 0 0 1; S 0 0 0 2; T 0 0 1;"
                   "T 0 -3 0; S 0 -3 0 1; S 0 -3 0 2; T 0 -3 1;"
                   "T 0 -5 0; B 0 -4 moons; G 0 0 1");
  r = terr_hg_score_report_new (s);
  b = hg_find_bed (r, 1, TERR_HG_DIR_N, 0, -4);
  g_assert_nonnull (b);
  g_assert_cmpint (b->fate, ==, TERR_HG_BED_OBSCURED);
  g_assert_cmpint (b->plateau_y, ==, -3);
  terr_hg_score_report_free (r);
  terr_hg_state_free (s);
}

/* A gazebo at the back of its own level-1 plateau looks over the front
 * edge: its plateau is crossed (r* = 1) but ⌊k/2⌋ never exceeds k − 1, so
 * the level-0 beds below are seen; the level-1 bed on the plateau too. */
static void
test_own_plateau_edge (void)
{
  TerrHgState *s = hg_build (2, "T 0 0 0; S 0 0 0 1; S 0 0 0 2; T 0 0 1; T 0 -2 0;"
                                "B 0 0 crowns; B 0 -1 suns; B 0 -2 moons; G 0 1 1");
  TerrHgScoreReport *r = terr_hg_score_report_new (s);
  const TerrHgRow *row;

  for (int y = 0; y >= -2; y--)
    {
      const TerrHgBedSight *b = hg_find_bed (r, 1, TERR_HG_DIR_N, 0, y);
      g_assert_nonnull (b);
      g_assert_cmpint (b->fate, ==, TERR_HG_BED_SEEN);
    }
  /* row 1: [-1] bare table, [0, 1] the plateau (no symmetry: not centred) */
  row = get_row (r, 1, 1);
  g_assert_cmpuint (row->n_segments, ==, 2);
  assert_segment (get_segment (r, 1, row, 0), -1, -1, 0, 0);
  assert_segment (get_segment (r, 1, row, 1), 0, 1, 1, 0);
  assert_segment (get_segment (r, 1, get_row (r, 1, 2), 0), -2, 2, 1, 1);
  assert_segment (get_segment (r, 1, get_row (r, 1, 3), 0), -3, 3, 1, 1);
  assert_views (s, 1, 6, TERR_HG_DIR_N, 5, 0, 0, 0);
  terr_hg_score_report_free (r);
  terr_hg_state_free (s);
}

/* A bed on a level-1 plateau is not seen from a level-0 gazebo. */
static void
test_bed_above_gazebo (void)
{
  TerrHgState *s = hg_build (2, "T 0 2 0; T 0 0 0; S 0 0 0 1; S 0 0 0 2; T 0 0 1;"
                                "B 0 1 arms; G 0 2 1");
  TerrHgScoreReport *r = terr_hg_score_report_new (s);
  const TerrHgBedSight *b = hg_find_bed (r, 1, TERR_HG_DIR_N, 0, 1);

  g_assert_nonnull (b);
  g_assert_cmpint (b->fate, ==, TERR_HG_BED_TOO_HIGH);
  g_assert_cmpint (b->level, ==, 1);
  assert_views (s, 1, 0, TERR_HG_DIR_N, 0, 0, 0, 0);
  /* Both seats at 0 (seat 2 without gazebo): both win. */
  g_assert_cmpint (r->n_winners, ==, 2);
  terr_hg_score_report_free (r);
  terr_hg_state_free (s);
}

/* Row 4: suns | support | bare, crowns, terrace | support | suns.  The
 * centre segment [-1, 1] earns symmetry; the outer suns, alone in their
 * segments, only colours.  Unsplit it would be 2 colours + 3 symmetry. */
static void
test_split_row_symmetry (void)
{
  TerrHgState *s = hg_build (2, "T 0 0 0; T -3 -5 0; S -3 -5 0 1; T 2 -5 0; S 2 -5 0 1;"
                                "T 0 -5 0; T -5 -5 0; T 4 -5 0;"
                                "B -4 -4 suns; B 0 -4 crowns; B 4 -4 suns; G 0 0 1");
  TerrHgScoreReport *r = terr_hg_score_report_new (s);
  const TerrHgRow *row = get_row (r, 1, 4);

  g_assert_cmpuint (row->n_segments, ==, 5);
  assert_segment (get_segment (r, 1, row, 0), -4, -4, 1, 0);
  assert_segment (get_segment (r, 1, row, 1), -3, -2, 0, 0);
  g_assert_cmpint (get_segment (r, 1, row, 1)->height2, ==, 1);
  assert_segment (get_segment (r, 1, row, 2), -1, 1, 1, 1);
  assert_segment (get_segment (r, 1, row, 3), 2, 3, 0, 0);
  assert_segment (get_segment (r, 1, row, 4), 4, 4, 1, 0);
  assert_views (s, 1, 4, TERR_HG_DIR_N, 4, 1, 0, 1);
  terr_hg_score_report_free (r);
  terr_hg_state_free (s);
}

/* Bare table between two level-0 terraces is the same height class: one
 * segment, symmetric (moons at ±2).  Exposed supports in the middle split
 * it: the segment with offset 0 then holds no bed. */
static void
test_bare_gap_and_supports (void)
{
  TerrHgState *s = hg_build (2, "T 0 0 0; T -3 -3 0; T 2 -3 0; B -2 -2 moons; B 2 -2 moons; G 0 0 1");
  TerrHgScoreReport *r = terr_hg_score_report_new (s);
  const TerrHgRow *row = get_row (r, 1, 2);

  g_assert_cmpuint (row->n_segments, ==, 1);
  assert_segment (get_segment (r, 1, row, 0), -2, 2, 1, 2);
  assert_views (s, 1, 3, TERR_HG_DIR_N, 3, 1, 0, 1);
  terr_hg_score_report_free (r);
  terr_hg_state_free (s);

  s = hg_build (2, "T 0 0 0; T -3 -3 0; T 2 -3 0; T -1 -3 0; S -1 -3 0 1;"
                   "B -2 -2 moons; B 2 -2 moons; G 0 0 1");
  r = terr_hg_score_report_new (s);
  row = get_row (r, 1, 2);
  g_assert_cmpuint (row->n_segments, ==, 3);
  assert_segment (get_segment (r, 1, row, 0), -2, -2, 1, 0);
  assert_segment (get_segment (r, 1, row, 1), -1, 0, 0, 0);
  assert_segment (get_segment (r, 1, row, 2), 1, 2, 1, 0);
  assert_views (s, 1, 2, TERR_HG_DIR_N, 2, 1, 0, 1);
  terr_hg_score_report_free (r);
  terr_hg_state_free (s);
}

/* The string to row 3, offset 3 runs corner to corner past a plateau in
 * rows 2–3, offsets 0–1: it only touches (1.5, 1.5), so the bed is seen;
 * the string to offset 2 passes through the plateau and is hidden. */
static void
test_diagonal_corner (void)
{
  TerrHgState *s = hg_build (2, "T 0 0 0; T 0 -3 0; S 0 -3 0 1; S 0 -3 0 2; T 0 -3 1;"
                                "T 2 -4 0; B 3 -3 suns; B 2 -3 arms; G 0 0 1");
  TerrHgScoreReport *r = terr_hg_score_report_new (s);
  const TerrHgBedSight *b;

  b = hg_find_bed (r, 1, TERR_HG_DIR_N, 3, -3);
  g_assert_nonnull (b);
  g_assert_cmpint (b->fate, ==, TERR_HG_BED_SEEN);
  b = hg_find_bed (r, 1, TERR_HG_DIR_N, 2, -3);
  g_assert_nonnull (b);
  g_assert_cmpint (b->fate, ==, TERR_HG_BED_OBSCURED);
  /* Facing east the string to (3,-3) touches a corner of (1,-2) only. */
  b = hg_find_bed (r, 1, TERR_HG_DIR_E, 3, -3);
  g_assert_nonnull (b);
  g_assert_cmpint (b->fate, ==, TERR_HG_BED_SEEN);
  assert_views (s, 1, 1, TERR_HG_DIR_N, 1, 1, 0, 0);
  terr_hg_score_report_free (r);
  terr_hg_state_free (s);
}

/* Finished random gardens: turning by 90° moves view(d) to view(d+1);
 * mirroring east–west keeps n and s and swaps e and w. */
static void
test_metamorphic (void)
{
  for (guint64 seed = 1; seed <= 60; seed++)
    {
      TerrHgState *s = terr_hg_state_new (2 + (int) (seed % 3), TRUE);
      TerrRandom rng;

      terr_random_init (&rng, seed);
      terr_hg_state_playout (s, &rng, 2000, NULL);
      g_assert_true (terr_hg_state_is_over (s));
      for (int seat = 1; seat <= s->n_players; seat++)
        {
          TerrHgState *rot = hg_rotated (s), *mir = hg_mirrored (s);
          int v[4], vr[4], vm[4];
          int score = terr_hg_score_seat (s, seat, v, NULL);

          g_assert_cmpint (terr_hg_score_seat (rot, seat, vr, NULL), ==, score);
          g_assert_cmpint (terr_hg_score_seat (mir, seat, vm, NULL), ==, score);
          for (int d = 0; d < 4; d++)
            g_assert_cmpint (vr[(d + 1) % 4], ==, v[d]);
          g_assert_cmpint (vm[TERR_HG_DIR_N], ==, v[TERR_HG_DIR_N]);
          g_assert_cmpint (vm[TERR_HG_DIR_S], ==, v[TERR_HG_DIR_S]);
          g_assert_cmpint (vm[TERR_HG_DIR_E], ==, v[TERR_HG_DIR_W]);
          g_assert_cmpint (vm[TERR_HG_DIR_W], ==, v[TERR_HG_DIR_E]);
          terr_hg_state_free (rot);
          terr_hg_state_free (mir);
        }
      terr_hg_state_free (s);
    }
}

/* The report and the fast path agree, and the report is whole: every row
 * from 1 on, segments covering −k..k without gaps. */
static void
test_report_matches_fast_path (void)
{
  for (guint64 seed = 100; seed < 140; seed++)
    {
      TerrHgState *s = terr_hg_state_new (3, TRUE);
      TerrHgScoreReport *r;
      TerrRandom rng;

      terr_random_init (&rng, seed);
      terr_hg_state_playout (s, &rng, 2000, NULL);
      r = terr_hg_score_report_new (s);
      for (int seat = 1; seat <= 3; seat++)
        {
          const TerrHgSeatReport *sr = &r->seats[seat - 1];
          int v[4];

          g_assert_cmpint (terr_hg_score_seat (s, seat, v, NULL), ==, sr->score);
          for (int d = 0; d < 4 && sr->has_gazebo; d++)
            {
              const TerrHgViewDetail *vd = &sr->detail[d];
              int sum = 0;

              g_assert_cmpint (v[d], ==, sr->views[d]);
              for (guint k = 0; k < vd->rows->len; k++)
                {
                  const TerrHgRow *row = &g_array_index (vd->rows, TerrHgRow, k);
                  int next = -row->row;

                  g_assert_cmpint (row->row, ==, (int) k + 1);
                  for (guint q = 0; q < row->n_segments; q++)
                    {
                      const TerrHgSegment *seg = &g_array_index (vd->segments, TerrHgSegment,
                                                                 row->first_segment + q);
                      g_assert_cmpint (seg->from, ==, next);
                      next = seg->to + 1;
                      sum += seg->colours + seg->symmetry;
                    }
                  g_assert_cmpint (next, ==, row->row + 1);
                }
              g_assert_cmpint (sum, ==, sr->views[d]);
            }
        }
      terr_hg_score_report_free (r);
      terr_hg_state_free (s);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hg/scoring/worked-check", test_worked_check);
  g_test_add_func ("/hg/scoring/plateau-obscures", test_plateau_obscures);
  g_test_add_func ("/hg/scoring/floor-division", test_floor_division);
  g_test_add_func ("/hg/scoring/own-plateau-edge", test_own_plateau_edge);
  g_test_add_func ("/hg/scoring/bed-above-gazebo", test_bed_above_gazebo);
  g_test_add_func ("/hg/scoring/split-row-symmetry", test_split_row_symmetry);
  g_test_add_func ("/hg/scoring/bare-gap-and-supports", test_bare_gap_and_supports);
  g_test_add_func ("/hg/scoring/diagonal-corner", test_diagonal_corner);
  g_test_add_func ("/hg/scoring/metamorphic", test_metamorphic);
  g_test_add_func ("/hg/scoring/report-matches-fast-path", test_report_matches_fast_path);
  return g_test_run ();
}
