/* test-gp-engine.c — the plain C rules of Garden Paths: transforms,
 * placement, circles, fountains, gate bonuses and the exact best path. */
#include "gp/terr-gp-engine.h"
#include "gp-test-util.h"

#include <string.h>

/* A board without anything on it, w x h. */
static TerrGpBoard *
plain_board (int w, int h)
{
  return terr_gp_board_new ("plain", w, h);
}

static void
set_row (TerrGpGrid *g, int y, const char *row)
{
  /* '.' empty, '#' path, 'r' 'm' 'l' flowers */
  for (int x = 0; row[x]; x++)
    {
      guint8 c = TERR_GP_EMPTY;

      switch (row[x])
        {
        case '#': c = TERR_GP_PATH; break;
        case 'r': c = TERR_GP_ROSE; break;
        case 'm': c = TERR_GP_MARIGOLD; break;
        case 'l': c = TERR_GP_LAVENDER; break;
        default: break;
        }
      g->cover[y * g->board->width + x] = c;
    }
}

static void
set_rows (TerrGpGrid *g, const char *const *rows)
{
  for (int y = 0; rows[y]; y++)
    set_row (g, y, rows[y]);
}

static void
assert_cells (const TerrGpPiece *p, int t, const char *expected)
{
  TerrGpCell cells[TERR_GP_MAX_CELLS];
  GString *s = g_string_new (NULL);

  /* in the order of the piece's own cells */
  terr_gp_transform_cells (p->cells, p->n_cells, t, cells);
  for (int i = 0; i < p->n_cells; i++)
    g_string_append_printf (s, "%s%d,%d", i ? " " : "", cells[i].dx, cells[i].dy);
  g_assert_cmpstr (s->str, ==, expected);
  g_string_free (s, TRUE);
}

static void
test_transforms (void)
{
  /* f4: 0,0:rose 1,0:marigold 0,1:lavender — an L of three. Worked by hand:
   * t=1 turns (dx,dy) -> (-dy,dx): (0,0) (0,1) (-1,0) -> shift x+1. */
  TerrGpPiece *p = terr_gp_piece_new_parse ("f4", TERR_GP_KIND_FLOWER,
                                            "0,0:rose 1,0:marigold 0,1:lavender", NULL);
  TerrGpPiece *line = terr_gp_piece_new_parse ("f6", TERR_GP_KIND_FLOWER,
                                               "0,0:lavender 1,0:marigold 2,0:lavender", NULL);

  g_assert_nonnull (p);
  assert_cells (p, 0, "0,0 1,0 0,1");
  assert_cells (p, 1, "1,0 1,1 0,0");
  assert_cells (p, 2, "1,1 0,1 1,0");
  assert_cells (p, 3, "0,1 0,0 1,1");
  /* mirrored: (0,0) (-1,0) (0,1) -> shift x+1 */
  assert_cells (p, 4, "1,0 0,0 1,1");
  assert_cells (p, 5, "1,1 1,0 0,1");
  assert_cells (p, 6, "0,1 1,1 0,0");
  assert_cells (p, 7, "0,0 0,1 1,0");
  /* flower types travel with their cells */
  g_assert_cmpint (p->xf[1][1].cover, ==, TERR_GP_MARIGOLD);
  /* every transform is normalised */
  for (int t = 0; t < 8; t++)
    {
      int minx = 99, miny = 99;
      for (int i = 0; i < p->n_cells; i++)
        {
          minx = MIN (minx, p->xf[t][i].dx);
          miny = MIN (miny, p->xf[t][i].dy);
        }
      g_assert_cmpint (minx, ==, 0);
      g_assert_cmpint (miny, ==, 0);
    }
  /* a straight line of three: turning once makes it vertical */
  assert_cells (line, 1, "0,0 0,1 0,2");
  assert_cells (line, 4, "2,0 1,0 0,0");
  g_assert_cmpint (line->xf_w[1], ==, 1);
  g_assert_cmpint (line->xf_h[1], ==, 3);
  g_assert_cmpint (line->xf_same[2], ==, 0);  /* l m l reads the same both ways */
  g_assert_cmpint (p->xf_same[2], ==, 2);     /* the L turned over differs */
  terr_gp_piece_free (p);
  terr_gp_piece_free (line);
}

static void
test_piece_parse (void)
{
  g_autofree char *reason = NULL;
  TerrGpPiece *p;

  p = terr_gp_piece_new_parse ("x", TERR_GP_KIND_PATH, "1,0 1,1", &reason);
  g_assert_null (p);
  g_assert_nonnull (strstr (reason, "normalised"));
  g_clear_pointer (&reason, g_free);
  p = terr_gp_piece_new_parse ("x", TERR_GP_KIND_PATH, "0,0 0,0", &reason);
  g_assert_null (p);
  g_assert_nonnull (strstr (reason, "twice"));
  g_clear_pointer (&reason, g_free);
  p = terr_gp_piece_new_parse ("x", TERR_GP_KIND_FLOWER, "0,0", &reason);
  g_assert_null (p);
  g_assert_nonnull (strstr (reason, "flower type"));
  g_clear_pointer (&reason, g_free);
  p = terr_gp_piece_new_parse ("x", TERR_GP_KIND_PATH, "0,0 1,0 0,1", &reason);
  g_assert_nonnull (p);
  {
    g_autofree char *cells = terr_gp_piece_cells_to_string (p);
    g_assert_cmpstr (cells, ==, "0,0 1,0 0,1");
  }
  terr_gp_piece_free (p);
}

static void
test_board_checks (void)
{
  TerrGpBoard *b = plain_board (5, 4);
  g_autofree char *r1 = NULL, *r2 = NULL, *r3 = NULL, *r4 = NULL;

  g_assert_true (terr_gp_board_add_gate (b, 2, 0, TERR_GP_SIDE_N, NULL));
  g_assert_false (terr_gp_board_add_gate (b, 2, 1, TERR_GP_SIDE_N, &r1));
  g_assert_nonnull (strstr (r1, "row 0"));
  g_assert_false (terr_gp_board_add_gate (b, 2, 0, TERR_GP_SIDE_N, &r2));
  g_assert_nonnull (strstr (r2, "at most one"));
  /* a corner may hold a gate on either of its sides, but only one */
  g_assert_true (terr_gp_board_add_gate (b, 4, 3, TERR_GP_SIDE_E, NULL));
  g_assert_false (terr_gp_board_add_gate (b, 4, 3, TERR_GP_SIDE_S, NULL));
  g_assert_false (terr_gp_board_add_water (b, 5, 0, &r3));
  g_assert_nonnull (strstr (r3, "off the"));
  g_assert_false (terr_gp_board_add_water (b, 2, 0, &r4));
  g_assert_true (terr_gp_board_add_fountain (b, 2, 0, NULL));  /* a gate can be a fountain */
  terr_gp_board_free (b);
}

static void
test_placement (void)
{
  TerrGpBoard *b;
  TerrGpPieceSet *set;
  TerrGpGrid *g;
  const TerrGpPiece *p2, *f1;
  char *reason = NULL;

  gp_test_default (&b, &set);
  g = terr_gp_grid_new (b);
  p2 = terr_gp_piece_set_get (set, terr_gp_piece_set_find (set, "p2"));
  f1 = terr_gp_piece_set_get (set, terr_gp_piece_set_find (set, "f1"));

  /* water (4,4) refused */
  g_assert_false (terr_gp_grid_check (g, p2, 3, 4, 0, &reason));
  g_assert_nonnull (strstr (reason, "water"));
  g_free (reason);
  /* fountain (2,2) allowed, for paths and for flowers */
  g_assert_true (terr_gp_grid_check (g, p2, 2, 2, 0, NULL));
  g_assert_true (terr_gp_grid_check (g, f1, 6, 2, 1, NULL));
  /* path pieces are never turned */
  g_assert_false (terr_gp_grid_check (g, p2, 0, 0, 1, &reason));
  g_assert_nonnull (strstr (reason, "cannot be turned"));
  g_free (reason);
  /* off the board */
  g_assert_false (terr_gp_grid_check (g, p2, 8, 0, 0, &reason));
  g_assert_nonnull (strstr (reason, "board"));
  g_free (reason);
  /* covered squares */
  terr_gp_grid_place (g, p2, 1, 2, 2, 0);
  g_assert_false (terr_gp_grid_check (g, f1, 3, 1, 1, &reason));
  g_assert_nonnull (strstr (reason, "already covered"));
  g_free (reason);
  g_assert_cmpint (g->cover[2 * 9 + 3], ==, TERR_GP_PATH);
  terr_gp_grid_unplace_last (g, set);
  g_assert_cmpint (g->cover[2 * 9 + 3], ==, TERR_GP_EMPTY);
  g_assert_cmpuint (g->placed->len, ==, 0);

  terr_gp_grid_free (g);
  terr_gp_piece_set_free (set);
  terr_gp_board_free (b);
}

static void
test_circles (void)
{
  TerrGpBoard *b = plain_board (5, 5);
  TerrGpGrid *g;

  g_assert_true (terr_gp_board_add_water (b, 0, 2, NULL));
  g_assert_true (terr_gp_board_add_water (b, 4, 2, NULL));
  g_assert_true (terr_gp_board_add_water (b, 3, 3, NULL));
  g = terr_gp_grid_new (b);
  {
    const char *rows[] = {
      "r#m#r",   /* (1,0): rose+marigold -> circled; (3,0): marigold+rose -> circled */
      "##l#.",   /* (0,1): rose + water (0,2) -> circled; (1,1), (3,1): lavender only */
      ".#.#.",   /* (1,2): one water and no flower -> not; (3,2): two water */
      "r#...",   /* (1,3): rose only */
      ".....",
      NULL
    };
    set_rows (g, rows);
  }
  g_assert_true (terr_gp_grid_is_circled (g, 1, 0));
  g_assert_true (terr_gp_grid_is_circled (g, 3, 0));   /* m and r */
  g_assert_true (terr_gp_grid_is_circled (g, 0, 1));   /* rose + water */
  g_assert_false (terr_gp_grid_is_circled (g, 1, 1));  /* lavender only */
  g_assert_false (terr_gp_grid_is_circled (g, 1, 2));  /* one water, no flower */
  g_assert_true (terr_gp_grid_is_circled (g, 3, 2));   /* two water neighbours */
  g_assert_false (terr_gp_grid_is_circled (g, 3, 1));  /* lavender only */
  g_assert_false (terr_gp_grid_is_circled (g, 1, 3));  /* rose only */
  /* one water and one flower type: circled */
  set_row (g, 3, "r#...");
  g->cover[2 * 5 + 0] = TERR_GP_EMPTY;
  g_assert_false (terr_gp_grid_is_circled (g, 1, 2));
  g->cover[2 * 5 + 2] = TERR_GP_LAVENDER;
  g_assert_true (terr_gp_grid_is_circled (g, 1, 2));   /* water (0,2) + lavender (2,2) */
  /* two flowers of the same type and no water: not circled */
  set_row (g, 4, "r#r..");
  g_assert_false (terr_gp_grid_is_circled (g, 1, 4));
  terr_gp_grid_free (g);
  terr_gp_board_free (b);
}

static void
test_fountain_and_gates (void)
{
  TerrGpBoard *b = plain_board (5, 3);
  TerrGpGrid *g;
  TerrGpScore sc;

  g_assert_true (terr_gp_board_add_gate (b, 0, 1, TERR_GP_SIDE_W, NULL));
  g_assert_true (terr_gp_board_add_gate (b, 4, 1, TERR_GP_SIDE_E, NULL));
  g_assert_true (terr_gp_board_add_gate (b, 2, 0, TERR_GP_SIDE_N, NULL));
  g_assert_true (terr_gp_board_add_fountain (b, 1, 1, NULL));
  g = terr_gp_grid_new (b);

  /* a single gate square, nothing circled: a path of one, 0 points */
  set_row (g, 1, "#....");
  terr_gp_grid_best_path (g, &sc);
  g_assert_cmpint (sc.score, ==, 0);
  g_assert_cmpint (sc.n_path, ==, 1);
  /* fountain on the path: +1 even uncircled */
  set_row (g, 1, "##...");
  terr_gp_grid_best_path (g, &sc);
  g_assert_cmpint (sc.fountain_points, ==, 1);
  g_assert_cmpint (sc.path_points, ==, 0);
  g_assert_cmpint (sc.score, ==, 1);
  /* opposite gates joined: +15 */
  set_row (g, 1, "#####");
  terr_gp_grid_best_path (g, &sc);
  g_assert_cmpint (sc.gate_bonus, ==, 15);
  g_assert_cmpint (sc.score, ==, 16);
  g_assert_cmpint (sc.n_path, ==, 5);
  /* west to north (adjacent sides): +10 */
  set_row (g, 0, "..#..");
  set_row (g, 1, "###..");
  terr_gp_grid_best_path (g, &sc);
  g_assert_cmpint (sc.gate_bonus, ==, 10);
  g_assert_cmpint (sc.score, ==, 11);
  /* without any gate square covered: 0 and no path */
  set_row (g, 0, ".....");
  set_row (g, 1, ".###.");
  terr_gp_grid_best_path (g, &sc);
  g_assert_cmpint (sc.score, ==, 0);
  g_assert_cmpint (sc.n_path, ==, 0);
  terr_gp_grid_free (g);
  terr_gp_board_free (b);
}

static void
test_no_reuse (void)
{
  /* A loop hanging off the west gate next to the east gate: a path that
   * could come back through a square would score more; it may not. */
  TerrGpBoard *b = plain_board (4, 3);
  TerrGpGrid *g;
  TerrGpScore sc, ex;

  g_assert_true (terr_gp_board_add_gate (b, 0, 1, TERR_GP_SIDE_W, NULL));
  g = terr_gp_grid_new (b);
  {
    const char *rows[] = {
      "rm#l",
      "####",
      "lr#m",
      NULL
    };
    set_rows (g, rows);
  }
  /* the circled squares (2,0) (2,2) hang off (2,1): one can be taken only */
  terr_gp_grid_best_path (g, &sc);
  terr_gp_grid_best_path_exhaustive (g, &ex);
  g_assert_cmpint (sc.score, ==, ex.score);
  for (int i = 0; i < sc.n_path; i++)
    for (int j = i + 1; j < sc.n_path; j++)
      g_assert_cmpint (sc.path[i], !=, sc.path[j]);
  /* (0,1) sees r and l, (1,1) m and r: circled; (2,1) sees only paths;
   * (2,0), (3,1), (2,2) are circled but only one of them can follow (2,1). */
  g_assert_cmpint (sc.score, ==, 3);
  g_assert_cmpint (sc.n_path, ==, 4);
  terr_gp_grid_free (g);
  terr_gp_board_free (b);
}

/* Walks from @start always to the free neighbour worth most. */
static int
greedy_score (const TerrGpGrid *g, int start)
{
  const TerrGpBoard *b = g->board;
  guint8 points[TERR_GP_MAX_SQUARES], used[TERR_GP_MAX_SQUARES] = { 0 };
  int total, sq = start, W = b->width;

  terr_gp_grid_square_points (g, points);
  total = points[sq];
  used[sq] = 1;
  for (;;)
    {
      int cand[4] = { sq - W, sq + 1, sq + W, sq - 1 }, best = -1;
      gboolean ok[4] = { sq >= W, sq % W + 1 < W, sq + W < W * b->height, sq % W > 0 };

      for (int d = 0; d < 4; d++)
        if (ok[d] && !used[cand[d]] && g->cover[cand[d]] == TERR_GP_PATH &&
            (best < 0 || points[cand[d]] > points[best]))
          best = cand[d];
      if (best < 0)
        break;
      used[best] = 1;
      total += points[best];
      sq = best;
    }
  if (sq != start && b->gate_side[sq] != TERR_GP_SIDE_NONE)
    total += (b->gate_side[start] + 2) % 4 == b->gate_side[sq] ? 15 : 10;
  return total;
}

static void
test_trap (void)
{
  /* From the west gate, greedy steps to the circled square (1,0), a dead
   * end; the best path takes the plain squares to the opposite gate. */
  TerrGpBoard *b = plain_board (7, 3);
  TerrGpGrid *g;
  TerrGpScore sc, ex;

  g_assert_true (terr_gp_board_add_gate (b, 0, 1, TERR_GP_SIDE_W, NULL));
  g_assert_true (terr_gp_board_add_gate (b, 6, 1, TERR_GP_SIDE_E, NULL));
  g = terr_gp_grid_new (b);
  {
    const char *rows[] = {
      "m#r....",
      "#######",
      ".......",
      NULL
    };
    set_rows (g, rows);
  }
  g_assert_cmpint (greedy_score (g, 1 * 7 + 0), ==, 1);
  terr_gp_grid_best_path (g, &sc);
  terr_gp_grid_best_path_exhaustive (g, &ex);
  g_assert_cmpint (sc.score, ==, 15);
  g_assert_cmpint (ex.score, ==, 15);
  g_assert_cmpint (sc.gate_bonus, ==, 15);
  g_assert_cmpint (sc.n_path, ==, 7);
  terr_gp_grid_free (g);
  terr_gp_board_free (b);
}

static void
test_tie_prefers_fountain (void)
{
  /* From the west gate, (1,0) is circled and (1,2) a fountain: both paths
   * score 1; the one through the fountain is shown. */
  TerrGpBoard *b = plain_board (3, 3);
  TerrGpGrid *g;
  TerrGpScore sc;

  g_assert_true (terr_gp_board_add_gate (b, 0, 1, TERR_GP_SIDE_W, NULL));
  g_assert_true (terr_gp_board_add_fountain (b, 1, 2, NULL));
  g = terr_gp_grid_new (b);
  {
    const char *rows[] = { "r#m", "##.", ".#.", NULL };
    set_rows (g, rows);
  }
  terr_gp_grid_best_path (g, &sc);
  g_assert_cmpint (sc.score, ==, 1);
  g_assert_cmpint (sc.fountain_points, ==, 1);
  g_assert_cmpint (sc.path_points, ==, 0);
  g_assert_cmpint (sc.path[sc.n_path - 1], ==, 2 * 3 + 1);
  terr_gp_grid_free (g);
  terr_gp_board_free (b);
}

static void
test_exact_vs_exhaustive (void)
{
  TerrRandom rng;
  int n = g_test_slow () ? 20000 : 2000;

  terr_random_init (&rng, 77);
  for (int i = 0; i < n; i++)
    {
      TerrGpBoard *b = NULL;
      int w = 3 + (int) terr_random_below (&rng, 6), h = 3 + (int) terr_random_below (&rng, 6);
      TerrGpGrid *g = gp_test_random_small (&b, w, h, 0.45 + 0.3 * terr_random_double (&rng), &rng);
      TerrGpScore sc, ex;
      int total = 0;
      guint8 points[TERR_GP_MAX_SQUARES];

      terr_gp_grid_best_path (g, &sc);
      terr_gp_grid_best_path_exhaustive (g, &ex);
      g_assert_cmpint (sc.score, ==, ex.score);
      /* the path returned is a real path worth its score */
      terr_gp_grid_square_points (g, points);
      for (int k = 0; k < sc.n_path; k++)
        {
          int sq = sc.path[k];
          g_assert_cmpint (g->cover[sq], ==, TERR_GP_PATH);
          if (k == 0)
            g_assert_cmpint (b->gate_side[sq], !=, TERR_GP_SIDE_NONE);
          else
            {
              int prev = sc.path[k - 1];
              g_assert_cmpint (ABS (prev % w - sq % w) + ABS (prev / w - sq / w), ==, 1);
            }
          for (int j = 0; j < k; j++)
            g_assert_cmpint (sc.path[j], !=, sq);
          total += points[sq];
        }
      g_assert_cmpint (total + sc.gate_bonus, ==, sc.score);
      g_assert_cmpint (sc.path_points + sc.fountain_points + sc.gate_bonus, ==, sc.score);
      terr_gp_grid_free (g);
      terr_gp_board_free (b);
    }
}

static void
test_exact_vs_exhaustive_full_games (void)
{
  /* Grids filled with the default pieces on the Courtyard. */
  TerrGpBoard *b;
  TerrGpPieceSet *set;

  gp_test_default (&b, &set);

  for (int i = 0; i < 60; i++)
    {
      TerrRandom rng;
      TerrGpGrid *g = terr_gp_grid_new (b);
      TerrGpScore sc, ex;

      terr_random_init (&rng, 900 + i);
      gp_test_fill_random (g, set, &rng);
      terr_gp_grid_best_path (g, &sc);
      terr_gp_grid_best_path_exhaustive (g, &ex);
      g_assert_cmpint (sc.score, ==, ex.score);
      terr_gp_grid_free (g);
    }
  terr_gp_piece_set_free (set);
  terr_gp_board_free (b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gp/engine/transforms", test_transforms);
  g_test_add_func ("/gp/engine/piece-parse", test_piece_parse);
  g_test_add_func ("/gp/engine/board-checks", test_board_checks);
  g_test_add_func ("/gp/engine/placement", test_placement);
  g_test_add_func ("/gp/engine/circles", test_circles);
  g_test_add_func ("/gp/engine/fountain-and-gates", test_fountain_and_gates);
  g_test_add_func ("/gp/engine/no-reuse", test_no_reuse);
  g_test_add_func ("/gp/engine/trap", test_trap);
  g_test_add_func ("/gp/engine/tie-prefers-fountain", test_tie_prefers_fountain);
  g_test_add_func ("/gp/engine/exact-vs-exhaustive", test_exact_vs_exhaustive);
  g_test_add_func ("/gp/engine/exact-vs-exhaustive-full", test_exact_vs_exhaustive_full_games);
  return g_test_run ();
}
