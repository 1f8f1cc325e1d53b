/* test-render-marks.c — what the renderer draws over any game: the
 * coordinate labels along the edges read the numbers that a move's words
 * name, the last move is outlined and a highlight tints its squares, in
 * every game; the option turns the labels on and off. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "terr-games.h"
#include "terr-render-scene.h"
#include "test-scenes.h"

#define W 720
#define H 540

typedef struct {
  TerrGameKind kind;
  const char  *name;
} Case;

static const Case cases[] = {
  { TERR_GAME_HANGING_GARDENS, "hanging-gardens" },
  { TERR_GAME_ZIGGURAT, "ziggurat" },
  { TERR_GAME_GARDEN_PATHS, "garden-paths" },
};

/* A new game of @kind after a few moves; the last one touched squares. */
static TerrGame *
game_after_moves (TerrGameKind kind)
{
  g_autoptr (GError) error = NULL;
  guint min_players, max_players, default_players;
  TerrGame *game;
  int with_squares = 0;

  terr_game_kind_get_players (kind, &min_players, &max_players, &default_players);
  game = terr_game_new (kind, default_players, 3, &error);

  g_assert_no_error (error);
  for (int i = 0; i < 40 && with_squares < 3; i++)
    {
      g_autoptr (GPtrArray) moves = terr_game_list_moves (game);
      g_autoptr (GArray) squares = NULL;
      TerrMove *move;

      g_assert_nonnull (moves);
      g_assert_cmpuint (moves->len, >, 0);
      /* Take a move from the middle of the list: not always the first. */
      move = g_ptr_array_index (moves, moves->len / 2);
      squares = terr_game_move_squares (game, move);
      g_assert_true (terr_game_play (game, move, &error));
      g_assert_no_error (error);
      if (squares->len > 0)
        with_squares++;
    }
  /* End on a move with squares. */
  for (int i = 0; i < 40; i++)
    {
      g_autoptr (GArray) last = terr_game_node_squares (game, terr_game_get_cursor (game));
      g_autoptr (GPtrArray) moves = NULL;

      if (last->len > 0)
        break;
      moves = terr_game_list_moves (game);
      g_assert_true (terr_game_play (game, g_ptr_array_index (moves, 0), &error));
    }
  return game;
}

/* The first "(x, y)" of @words. */
static void
named_square (const char *words, int *x, int *y)
{
  const char *p = strchr (words, '(');

  g_assert_nonnull (p);
  g_assert_cmpint (sscanf (p, "(%d, %d)", x, y), ==, 2);
}

static cairo_surface_t *
draw (TerrRenderScene *scene, const TerrRenderOptions *opts)
{
  return test_draw_scene (scene, W, H, opts);
}

static guint32
pixel (cairo_surface_t *s, int x, int y)
{
  const guint8 *d = cairo_image_surface_get_data (s);

  g_assert_true (x >= 0 && y >= 0 && x < W && y < H);
  return *(const guint32 *) (d + y * cairo_image_surface_get_stride (s) + x * 4) & 0xffffff;
}

/* Pixels that differ between @a and @b inside and outside the box. */
static void
count_changes (cairo_surface_t *a, cairo_surface_t *b, double x0, double y0,
               double x1, double y1, int *inside, int *outside)
{
  *inside = *outside = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      if (pixel (a, x, y) != pixel (b, x, y))
        {
          if (x >= x0 && x <= x1 && y >= y0 && y <= y1)
            (*inside)++;
          else
            (*outside)++;
        }
}

/* The bounding box of all @squares as drawn, grown by @grow pixels. */
static void
squares_box (TerrRenderScene *scene, const TerrRenderOptions *opts,
             GArray *squares, double grow, double *bx0, double *by0,
             double *bx1, double *by1)
{
  *bx0 = *by0 = G_MAXDOUBLE;
  *bx1 = *by1 = -G_MAXDOUBLE;
  for (guint i = 0; i < squares->len; i++)
    {
      double x0, y0, x1, y1;

      g_assert_true (terr_render_scene_square_extents (scene, W, H, opts,
                                                       &g_array_index (squares, TerrSquare, i),
                                                       &x0, &y0, &x1, &y1));
      *bx0 = MIN (*bx0, x0 - grow);
      *by0 = MIN (*by0, y0 - grow);
      *bx1 = MAX (*bx1, x1 + grow);
      *by1 = MAX (*by1, y1 + grow);
    }
}

static void
test_labels (gconstpointer data)
{
  const Case *c = data;
  g_autoptr (TerrGame) game = game_after_moves (c->kind);
  TerrGameNode *node = terr_game_get_cursor (game);
  g_autoptr (GArray) squares = terr_game_node_squares (game, node);
  g_autofree char *words = terr_game_describe_node (game, node);
  g_autoptr (TerrRenderScene) scene = terr_render_scene_new_for_game (game);
  g_autoptr (GArray) off_labels = NULL, labels = NULL;
  g_autofree char *x_text = NULL, *y_text = NULL;
  TerrRenderOptions opts;
  TerrSquare named;
  const TerrRenderLabel *col = NULL, *row = NULL;
  gboolean x_touched = FALSE, y_touched = FALSE;
  double x0, y0, x1, y1, cx, cy;
  cairo_surface_t *on, *plain;

  /* The words name a square; the move touches its column and row. */
  g_test_message ("%s: %s", c->name, words);
  named_square (words, &named.x, &named.y);
  g_assert_cmpuint (squares->len, >, 0);
  named.seat = g_array_index (squares, TerrSquare, 0).seat;
  for (guint i = 0; i < squares->len; i++)
    {
      x_touched |= g_array_index (squares, TerrSquare, i).x == named.x;
      y_touched |= g_array_index (squares, TerrSquare, i).y == named.y;
    }
  g_assert_true (x_touched && y_touched);

  terr_render_options_init (&opts);
  opts.view = TERR_RENDER_VIEW_PLAN;
  opts.seat = named.seat;
  off_labels = terr_render_scene_get_labels (scene, W, H, &opts);
  g_assert_cmpuint (off_labels->len, ==, 0);
  plain = draw (scene, &opts);

  opts.show_coordinates = TRUE;
  labels = terr_render_scene_get_labels (scene, W, H, &opts);
  g_assert_cmpuint (labels->len, >, 4);

  /* The labels nearest the named square's column and row read its x and y. */
  g_assert_true (terr_render_scene_square_extents (scene, W, H, &opts, &named,
                                                   &x0, &y0, &x1, &y1));
  cx = (x0 + x1) / 2;
  cy = (y0 + y1) / 2;
  for (guint i = 0; i < labels->len; i++)
    {
      const TerrRenderLabel *l = &g_array_index (labels, TerrRenderLabel, i);

      if (l->seat != named.seat && named.seat != 0)
        continue;
      if (l->column && (col == NULL || fabs (l->x - cx) < fabs (col->x - cx)))
        col = l;
      if (!l->column && (row == NULL || fabs (l->y - cy) < fabs (row->y - cy)))
        row = l;
    }
  g_assert_nonnull (col);
  g_assert_nonnull (row);
  x_text = g_strdup_printf ("%d", named.x);
  y_text = g_strdup_printf ("%d", named.y);
  g_assert_cmpstr (col->text, ==, x_text);
  g_assert_cmpstr (row->text, ==, y_text);
  g_assert_cmpint (col->value, ==, named.x);
  g_assert_cmpint (row->value, ==, named.y);
  /* Right under the column and level with the row, outside the board. */
  g_assert_cmpfloat (fabs (col->x - cx), <, (x1 - x0) / 2);
  g_assert_cmpfloat (fabs (row->y - cy), <, (y1 - y0) / 2);
  g_assert_cmpfloat (col->y, >, y1);
  g_assert_cmpfloat (row->x, <, x0);

  /* Each label is drawn: ink where it stands. */
  opts.last_move = (const TerrSquare *) squares->data;
  opts.n_last_move = squares->len;
  on = draw (scene, &opts);
  /* TERR_TEST_PICTURES=DIR keeps the picture to look at. */
  if (g_getenv ("TERR_TEST_PICTURES") != NULL)
    {
      g_autofree char *file = g_strdup_printf ("marks-%s.png", c->name);
      g_autofree char *path = g_build_filename (g_getenv ("TERR_TEST_PICTURES"), file, NULL);

      g_assert_cmpint (cairo_surface_write_to_png (on, path), ==, CAIRO_STATUS_SUCCESS);
    }
  for (guint i = 0; i < labels->len; i++)
    {
      const TerrRenderLabel *l = &g_array_index (labels, TerrRenderLabel, i);
      int ink = 0;

      for (int y = (int) (l->y - l->size / 2); y <= (int) (l->y + l->size / 2); y++)
        for (int x = (int) (l->x - l->size / 2); x <= (int) (l->x + l->size / 2); x++)
          if (x >= 0 && y >= 0 && x < W && y < H && (pixel (on, x, y) & 0xff) < 0x90)
            ink++;
      g_assert_cmpint (ink, >, 3);
    }
  cairo_surface_destroy (on);
  cairo_surface_destroy (plain);
}

static void
test_last_move_and_highlight (gconstpointer data)
{
  const Case *c = data;
  g_autoptr (TerrGame) game = game_after_moves (c->kind);
  g_autoptr (GArray) squares = terr_game_node_squares (game, terr_game_get_cursor (game));
  g_autoptr (TerrRenderScene) scene = terr_render_scene_new_for_game (game);
  TerrRenderOptions opts;
  cairo_surface_t *plain, *marked, *lit;
  double bx0, by0, bx1, by1, x0, y0, x1, y1;
  int inside, outside;
  guint32 p;

  for (int v = 0; v < 2; v++)
    {
      terr_render_options_init (&opts);
      opts.view = v == 0 ? TERR_RENDER_VIEW_PLAN : TERR_RENDER_VIEW_OBLIQUE;
      opts.seat = g_array_index (squares, TerrSquare, 0).seat;
      plain = draw (scene, &opts);
      squares_box (scene, &opts, squares, 4, &bx0, &by0, &bx1, &by1);

      /* The last move: changes on its squares only. */
      opts.last_move = (const TerrSquare *) squares->data;
      opts.n_last_move = squares->len;
      marked = draw (scene, &opts);
      count_changes (plain, marked, bx0, by0, bx1, by1, &inside, &outside);
      g_assert_cmpint (inside, >, 40 * (int) squares->len);
      g_assert_cmpint (outside, ==, 0);

      /* A highlight of the first square: the accent (blue) at its centre. */
      opts.last_move = NULL;
      opts.n_last_move = 0;
      opts.highlight = (const TerrSquare *) squares->data;
      opts.n_highlight = 1;
      lit = draw (scene, &opts);
      g_assert_true (terr_render_scene_square_extents (scene, W, H, &opts, opts.highlight,
                                                       &x0, &y0, &x1, &y1));
      count_changes (plain, lit, x0 - 4, y0 - 4, x1 + 4, y1 + 4, &inside, &outside);
      g_assert_cmpint (inside, >, 100);
      g_assert_cmpint (outside, ==, 0);
      p = pixel (lit, (int) ((x0 + x1) / 2), (int) ((y0 + y1) / 2));
      g_assert_cmpint ((int) (p & 0xff), >, (int) ((p >> 16) & 0xff) + 20);

      cairo_surface_destroy (plain);
      cairo_surface_destroy (marked);
      cairo_surface_destroy (lit);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *labels = g_strdup_printf ("/render/marks/labels/%s", cases[i].name);
      g_autofree char *last = g_strdup_printf ("/render/marks/last-move/%s", cases[i].name);

      g_test_add_data_func (labels, &cases[i], test_labels);
      g_test_add_data_func (last, &cases[i], test_last_move_and_highlight);
    }
  return g_test_run ();
}
