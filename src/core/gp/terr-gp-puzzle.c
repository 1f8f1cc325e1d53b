/* terr-gp-puzzle.c — Garden Paths puzzles: counting the solutions of a
 * `min-score` goal with its fixed sequence, and generating puzzles
 * (docs/puzzles.md).
 *
 * A solution places the sequence's pieces still to come, in order, on the
 * goal seat's grid (any legal place, any transform a flower bed allows)
 * until the seat's best path scores at least the goal's value (the goal is
 * reached as soon as that happens, so the pieces after it do not matter).
 * Solutions are distinct when the grids they leave differ (what covers
 * each square, and which piece).  The search is depth first with a bound (an
 * upper bound on the best path still reachable) and counts one node per
 * placement tried. */
#include "config.h"

#include "terr-gp-puzzle.h"
#include "terr-gp-game-private.h"
#include "terr-puzzle-private.h"
#include "terr-random.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#define GP_DEFAULT_NODES TERR_GP_PUZZLE_NODES

typedef struct {
  TerrPuzzleSearch      search;       /* found: grid keys; first: TerrGpPlacement
                                       * (when maximising, the best line);
                                       * best_score: the best score seen */
  const TerrGpBoard    *board;
  const TerrGpPieceSet *set;
  const int            *sequence;     /* piece indices still to place */
  int                   n_sequence;
  int                   value;
  TerrGpPlacement      *path;         /* placements of the line being searched */
  TerrGpScore          *score;        /* scratch */
  int                   n_gates;
  gboolean              maximise;     /* find the best score instead of counting */
  int                   rest_path[TERR_GP_MAX_PIECES + 1];   /* path cells of sequence[i..] */
  gboolean              rest_flower[TERR_GP_MAX_PIECES + 1]; /* a flower bed in sequence[i..] */
} Counter;

/* The grid as a key: for each square, what covers it and which piece of
 * the set. */
static GBytes *
grid_key (const TerrGpGrid *grid, const TerrGpPieceSet *set)
{
  int n = grid->board->width * grid->board->height;
  guint16 *key = g_new0 (guint16, (gsize) n);

  for (int q = 0; q < n; q++)
    key[q] = grid->cover[q];
  for (guint i = 0; i < grid->placed->len; i++)
    {
      const TerrGpPlacement *p = &g_array_index (grid->placed, TerrGpPlacement, i);
      const TerrGpPiece *piece = terr_gp_piece_set_get (set, p->piece);

      for (int k = 0; k < piece->n_cells; k++)
        {
          int x = p->x + piece->xf[p->transform][k].dx;
          int y = p->y + piece->xf[p->transform][k].dy;
          if (terr_gp_board_contains (grid->board, x, y))
            key[y * grid->board->width + x] |= (guint16) ((p->piece + 1) << 4);
        }
    }
  return g_bytes_new_take (key, sizeof (guint16) * (gsize) n);
}

/* An upper bound on the best path once the pieces sequence[i..] are
 * placed: every path square scores at most its circle point (only if it
 * is circled already or a flower bed is still to come) and its fountain
 * point; the new path squares are at most the cells of the path pieces to
 * come, each 1 point and a fountain point while uncovered fountains last;
 * and the gate bonus at most 15 (10 with two gates on one axis only, 0
 * with fewer than two gates). */
static int
upper_bound (Counter *c, const TerrGpGrid *grid, int i)
{
  const TerrGpBoard *b = c->board;
  int bound = 0, free_fountains = 0;
  int n = b->width * b->height;

  for (int q = 0; q < n; q++)
    {
      gboolean fountain = (b->flags[q] & TERR_GP_SQ_FOUNTAIN) != 0;
      if (grid->cover[q] == TERR_GP_PATH)
        {
          if (c->rest_flower[i] || terr_gp_grid_is_circled (grid, q % b->width, q / b->width))
            bound++;
          if (fountain)
            bound++;
        }
      else if (grid->cover[q] == TERR_GP_EMPTY && fountain)
        free_fountains++;
    }
  bound += c->rest_path[i] + MIN (c->rest_path[i], free_fountains);
  if (c->n_gates >= 2)
    bound += 15;
  return bound;
}

static void
count_search (Counter *c, TerrGpGrid *grid, int i)
{
  const TerrGpPiece *piece;
  int n_t;

  if (i >= c->n_sequence)
    return;
  piece = terr_gp_piece_set_get (c->set, c->sequence[i]);
  n_t = terr_gp_n_transforms (piece);
  for (int t = 0; t < n_t && !terr_puzzle_search_stop (&c->search); t++)
    {
      if (piece->xf_same[t] != t)
        continue;
      for (int y = 0; y + piece->xf_h[t] <= c->board->height && !terr_puzzle_search_stop (&c->search); y++)
        for (int x = 0; x + piece->xf_w[t] <= c->board->width && !terr_puzzle_search_stop (&c->search); x++)
          {
            if (!terr_gp_grid_fits (grid, piece, x, y, t))
              continue;
            c->search.nodes++;
            terr_gp_grid_place (grid, piece, c->sequence[i], x, y, t);
            c->path[i] = (TerrGpPlacement) { c->sequence[i], x, y, t };
            terr_gp_grid_best_path (grid, c->score);
            if (c->maximise)
              {
                if (c->score->score > c->search.best_score)
                  {
                    c->search.best_score = c->score->score;
                    g_clear_pointer (&c->search.first, g_array_unref);
                    c->search.first = g_array_new (FALSE, FALSE, sizeof (TerrGpPlacement));
                    g_array_append_vals (c->search.first, c->path, (guint) i + 1);
                  }
                if (i + 1 < c->n_sequence && upper_bound (c, grid, i + 1) > c->search.best_score)
                  count_search (c, grid, i + 1);
                terr_gp_grid_unplace_last (grid, c->set);
                continue;
              }
            c->search.best_score = MAX (c->search.best_score, c->score->score);
            if (c->score->score >= c->value)
              terr_puzzle_search_add (&c->search, grid_key (grid, c->set),
                                      c->path, (guint) i + 1, sizeof (TerrGpPlacement));
            else if (i + 1 < c->n_sequence && upper_bound (c, grid, i + 1) >= c->value)
              count_search (c, grid, i + 1);
            terr_gp_grid_unplace_last (grid, c->set);
          }
    }
}

gboolean
terr_gp_puzzle_count (const TerrGpGrid     *start,
                      const TerrGpPieceSet *set,
                      const int            *sequence,
                      int                   n_sequence,
                      int                   value,
                      guint                 cap,
                      guint64               max_nodes,
                      GCancellable         *cancellable,
                      void                (*progress) (double, gpointer),
                      gpointer              progress_data,
                      TerrPuzzleCount      *out,
                      GError              **error)
{
  Counter c = { 0 };
  TerrGpGrid *grid;

  g_return_val_if_fail (n_sequence >= 0 && n_sequence <= TERR_GP_MAX_PIECES, FALSE);

  terr_puzzle_search_init (&c.search, cap, max_nodes, GP_DEFAULT_NODES,
                           cancellable, progress, progress_data);
  c.board = start->board;
  c.set = set;
  c.sequence = sequence;
  c.n_sequence = n_sequence;
  c.value = value;
  c.maximise = value == G_MAXINT;
  c.path = g_new0 (TerrGpPlacement, (gsize) n_sequence + 1);
  c.score = g_new0 (TerrGpScore, 1);
  c.n_gates = (int) start->board->gates->len;
  for (int i = n_sequence - 1; i >= 0; i--)
    {
      const TerrGpPiece *p = terr_gp_piece_set_get (set, sequence[i]);
      c.rest_path[i] = c.rest_path[i + 1] + (p->kind == TERR_GP_KIND_PATH ? p->n_cells : 0);
      c.rest_flower[i] = c.rest_flower[i + 1] || p->kind == TERR_GP_KIND_FLOWER;
    }

  grid = terr_gp_grid_copy (start);
  c.search.nodes = 1;
  terr_gp_grid_best_path (grid, c.score);
  c.search.best_score = c.score->score;
  if (c.maximise)
    count_search (&c, grid, 0);
  else if (c.score->score >= value)
    /* reached before any piece */
    terr_puzzle_search_add (&c.search, grid_key (grid, set), NULL, 0, sizeof (TerrGpPlacement));
  else if (upper_bound (&c, grid, 0) >= value)
    count_search (&c, grid, 0);
  terr_gp_grid_free (grid);
  g_free (c.path);
  g_free (c.score);
  return terr_puzzle_search_finish (&c.search, out, error);
}

/* The pieces the goal's seat still places for the sequence: the pending
 * piece when it has not placed it, then the sequence's entries after the
 * announcement being made (or the next one). */
static GArray *
pieces_to_come (TerrGpGame *self, gboolean *pending_first)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (int));
  guint next = MIN (self->state.announcements - self->sequence_base, self->sequence->len);

  *pending_first = FALSE;
  if (self->state.pending >= 0)
    {
      if (!(self->state.placed & GP_SEAT_BIT (self->goal_seat)))
        {
          g_array_append_val (out, self->state.pending);
          *pending_first = TRUE;
        }
      next++;
    }
  for (guint i = next; i < self->sequence->len; i++)
    g_array_append_val (out, g_array_index (self->sequence, int, i));
  return out;
}

typedef struct {
  TerrGpGame *self;
  gboolean    pending_first;   /* the first piece is announced already */
} SolutionMoves;

/* The moves of placement @index of the first solution: the announcement
 * (except for a piece announced already) and the place. */
static void
add_moves (GPtrArray *solution, guint index, gconstpointer step, gpointer data)
{
  const SolutionMoves *sm = data;
  TerrGpGame *self = sm->self;
  const TerrGpPlacement *p = step;
  const TerrGpPiece *piece = terr_gp_piece_set_get (self->pieces, p->piece);
  TerrMove *place = terr_move_new (self->goal_seat, "place");

  if (index > 0 || !sm->pending_first)
    {
      TerrMove *announce = terr_move_new (self->goal_seat, "announce");
      terr_move_set (announce, "piece", piece->id);
      g_ptr_array_add (solution, announce);
    }
  terr_move_set (place, "piece", piece->id);
  terr_move_set_int (place, "x", p->x);
  terr_move_set_int (place, "y", p->y);
  terr_move_set_int (place, "transform", p->transform);
  g_ptr_array_add (solution, place);
}

gboolean
terr_gp_game_check_puzzle (TerrGame        *game,
                           guint            cap,
                           guint64          max_nodes,
                           GCancellable    *cancellable,
                           void           (*progress) (double fraction, gpointer data),
                           gpointer         progress_data,
                           TerrCertificate *cert,
                           GError         **error)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  g_autoptr(GArray) pieces = NULL;
  TerrPuzzleCount count = { 0 };
  SolutionMoves sm = { self, FALSE };

  if (self->state.over)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID, _("the game is over: no piece can be placed"));
      return FALSE;
    }
  pieces = pieces_to_come (self, &sm.pending_first);
  if (!terr_gp_puzzle_count (self->grids[self->goal_seat - 1], self->pieces,
                             (const int *) (const void *) pieces->data, (int) pieces->len, self->goal_value,
                             cap, max_nodes, cancellable, progress, progress_data, &count, error))
    return FALSE;
  /* The first solution as moves replays only where the goal's seat is
   * the only seat (others would place the pieces too). */
  terr_puzzle_fill_certificate (cert, &count, cap, self->n_seats == 1 ? add_moves : NULL, &sm);
  return TRUE;
}

/* The best score the pieces to come can reach (the search that
 * maximises, with its bound), then the distinct grids that reach it. */
gboolean
terr_gp_game_puzzle_best (TerrGame        *game,
                          guint            cap,
                          guint64          max_nodes,
                          GCancellable    *cancellable,
                          TerrPuzzleBest  *best,
                          GError         **error)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  g_autoptr(GArray) pieces = NULL;
  TerrPuzzleCount maximum = { 0 }, ways = { 0 };
  const TerrGpGrid *grid;
  gboolean pending_first;

  if (self->state.over || self->goal_seat < 1)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID, _("the game is over: no piece can be placed"));
      return FALSE;
    }
  pieces = pieces_to_come (self, &pending_first);
  grid = self->grids[self->goal_seat - 1];
  if (!terr_gp_puzzle_count (grid, self->pieces, (const int *) (const void *) pieces->data, (int) pieces->len,
                             G_MAXINT, 1, max_nodes, cancellable, NULL, NULL, &maximum, error))
    return FALSE;
  if (!maximum.complete)
    {
      terr_puzzle_fill_best (best, &maximum, NULL, cap);
      return TRUE;
    }
  if (!terr_gp_puzzle_count (grid, self->pieces, (const int *) (const void *) pieces->data, (int) pieces->len,
                             maximum.best_score, cap, max_nodes, cancellable, NULL, NULL, &ways, error))
    {
      g_clear_pointer (&maximum.first, g_array_unref);
      return FALSE;
    }
  terr_puzzle_fill_best (best, &maximum, &ways, cap);
  return TRUE;
}

/* ------------------------------------------------------------ the gate */

/* The greedy player of Garden Paths places each piece to come, in order,
 * where the goal seat's best path scores most right after it (the first
 * such place in the order transform, row, column; a flower bed in each of
 * its distinct transforms); the goal is reached when that score is at
 * least the goal's value.  The first piece solves the puzzle when its
 * greedy place already reaches the goal. */
gboolean
terr_gp_game_probe_puzzle (TerrGame *game, TerrPuzzleProbe *probe, GError **error)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  g_autoptr(GArray) pieces = NULL;
  gboolean pending_first;
  TerrGpGrid *grid;
  TerrGpScore score = { 0 };

  if (self->state.over || self->goal_seat < 1)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID, _("the game is over: no piece can be placed"));
      return FALSE;
    }
  pieces = pieces_to_come (self, &pending_first);
  probe->n_steps = pieces->len;
  probe->first_solves = FALSE;
  probe->greedy_steps = 0;
  grid = terr_gp_grid_copy (self->grids[self->goal_seat - 1]);
  for (guint i = 0; i < pieces->len && probe->greedy_steps == 0; i++)
    {
      int index = g_array_index (pieces, int, i);
      const TerrGpPiece *piece = terr_gp_piece_set_get (self->pieces, index);
      int best = G_MININT, n_t = terr_gp_n_transforms (piece);
      TerrGpPlacement choice = { -1, 0, 0, 0 };

      for (int t = 0; t < n_t; t++)
        {
          if (piece->xf_same[t] != t)
            continue;
          for (int y = 0; y + piece->xf_h[t] <= grid->board->height; y++)
            for (int x = 0; x + piece->xf_w[t] <= grid->board->width; x++)
              {
                if (!terr_gp_grid_fits (grid, piece, x, y, t))
                  continue;
                terr_gp_grid_place (grid, piece, index, x, y, t);
                terr_gp_grid_best_path (grid, &score);
                if (score.score > best)
                  {
                    best = score.score;
                    choice = (TerrGpPlacement) { index, x, y, t };
                  }
                terr_gp_grid_unplace_last (grid, self->pieces);
              }
        }
      if (choice.piece < 0)
        break;   /* the piece fits nowhere: the greedy line ends */
      terr_gp_grid_place (grid, piece, index, choice.x, choice.y, choice.transform);
      if (best >= self->goal_value)
        {
          probe->greedy_steps = i + 1;
          probe->first_solves = i == 0;
        }
    }
  terr_gp_grid_free (grid);
  return TRUE;
}

/* The board (its size and squares) and the goal seat's grid. */
GBytes *
terr_gp_game_puzzle_answer (TerrGame *game)
{
  TerrGpGame *self = TERR_GP_GAME (game);
  const TerrGpGrid *grid = self->grids[MAX (self->goal_seat, 1) - 1];
  const TerrGpBoard *b = grid->board;
  GByteArray *key = g_byte_array_new ();
  g_autoptr(GBytes) cells = grid_key (grid, self->pieces);
  gsize n;
  gconstpointer data = g_bytes_get_data (cells, &n);
  gint32 size[2] = { b->width, b->height };

  g_byte_array_append (key, (const guint8 *) size, sizeof size);
  g_byte_array_append (key, b->flags, (guint) (b->width * b->height));
  g_byte_array_append (key, (const guint8 *) b->gate_side, (guint) (b->width * b->height));
  g_byte_array_append (key, data, (guint) n);
  return g_byte_array_free_to_bytes (key);
}

/* ------------------------------------------------------------ generating */

/* The work (placements tried) that separates the difficulties. */
static const TerrPuzzleBands gp_bands = { 2000, 40000 };
/* Seeds tried for one puzzle before giving up. */
#define GP_MAX_TRIES   48
/* The node limit of the searches while generating: puzzles above it are
 * not made (they would be slow to check). */
#define GP_GENERATE_NODES G_GUINT64_CONSTANT (400000)
/* Mixed into the seed of each try. */
#define GP_SEED_MIX    G_GUINT64_CONSTANT (0xd1b54a32d192ed03)

int
terr_gp_puzzle_difficulty (guint64 work)
{
  return terr_puzzle_bands_difficulty (&gp_bands, work);
}

/* The rules page's default piece set. */
static const char *const default_pieces[][3] = {
  { "p1", "path", "0,0" },
  { "p2", "path", "0,0 1,0" },
  { "p3", "path", "0,0 0,1" },
  { "p4", "path", "0,0 1,0 2,0" },
  { "p5", "path", "0,0 0,1 0,2" },
  { "p6", "path", "0,0 0,1 1,1" },
  { "p7", "path", "1,0 1,1 0,1" },
  { "p8", "path", "0,0 1,0 0,1" },
  { "p9", "path", "0,0 1,0 1,1" },
  { "f1", "flower", "0,0:rose 1,0:marigold" },
  { "f2", "flower", "0,0:marigold 1,0:lavender" },
  { "f3", "flower", "0,0:lavender 1,0:rose" },
  { "f4", "flower", "0,0:rose 1,0:marigold 0,1:lavender" },
  { "f5", "flower", "0,0:rose 1,0:rose 2,0:rose" },
  { "f6", "flower", "0,0:lavender 1,0:marigold 2,0:lavender" },
  { "f7", "flower", "0,0:rose 1,0:marigold 0,1:marigold 1,1:rose" },
  { "f8", "flower", "0,0:lavender 1,0:lavender 2,0:lavender 1,1:marigold" },
};
#define N_PATH_PIECES 9
#define N_FLOWER_PIECES 8

static gboolean
taken (const guint8 *used, int w, int x, int y)
{
  return used[y * w + x] != 0;
}

/* A one-seat scenario from @seed: a small board with two gates on
 * opposite sides, a few water squares and fountains, the default pieces,
 * an empty grid and a sequence of @n_pieces (path and flower beds in
 * turn, as one seat announces them); the goal's value is 0 for now. */
static char *
random_scenario (guint64 seed, int width, int height, int n_pieces)
{
  GString *xml = g_string_new (NULL);
  g_autofree guint8 *used = g_new0 (guint8, (gsize) (width * height));
  TerrRandom rng;
  int n_water, n_fountains;
  int gx1, gy1, gx2, gy2;
  const char *s1, *s2;
  g_autofree char *board_name = NULL;
  g_autofree char *player = NULL;

  terr_random_init (&rng, seed);
  /* two gates on two different sides (opposite or not), on different squares */
  {
    static const char *const sides[] = { "n", "e", "s", "w" };
    int a = (int) terr_random_below (&rng, 4);
    int b = (a + 1 + (int) terr_random_below (&rng, 3)) % 4;
    int *gx[2] = { &gx1, &gx2 }, *gy[2] = { &gy1, &gy2 };
    int side[2] = { a, b };

    for (int g = 0; g < 2; g++)
      {
        do
          {
            switch (side[g])
              {
              case 0: *gx[g] = (int) terr_random_below (&rng, (guint32) width), *gy[g] = 0; break;
              case 1: *gx[g] = width - 1, *gy[g] = (int) terr_random_below (&rng, (guint32) height); break;
              case 2: *gx[g] = (int) terr_random_below (&rng, (guint32) width), *gy[g] = height - 1; break;
              default: *gx[g] = 0, *gy[g] = (int) terr_random_below (&rng, (guint32) height); break;
              }
          }
        while (g == 1 && gx2 == gx1 && gy2 == gy1);
      }
    s1 = sides[a];
    s2 = sides[b];
  }
  used[gy1 * width + gx1] = used[gy2 * width + gx2] = 1;

  /* TRANSLATORS: the name of the board of a generated Garden Paths puzzle */
  board_name = g_markup_escape_text (_("Puzzle garden"), -1);
  /* TRANSLATORS: the one player of a generated Garden Paths puzzle */
  player = g_markup_escape_text (_("Gardener"), -1);
  g_string_append (xml, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                        "<terraces format=\"1\" game=\"garden-paths\" kind=\"scenario\">\n"
                        "<rules players=\"1\" first=\"1\"/>\n");
  g_string_append_printf (xml, "<players><player seat=\"1\" name=\"%s\" type=\"human\"/></players>\n", player);
  g_string_append_printf (xml, "<board width=\"%d\" height=\"%d\" name=\"%s\">\n", width, height, board_name);
  n_water = 1 + (int) terr_random_below (&rng, 3);
  n_fountains = 1 + (int) terr_random_below (&rng, 2);
  for (int i = 0; i < n_water + n_fountains; i++)
    {
      int x, y;
      do
        {
          x = (int) terr_random_below (&rng, (guint32) width);
          y = (int) terr_random_below (&rng, (guint32) height);
        }
      while (taken (used, width, x, y));
      used[y * width + x] = 1;
      g_string_append_printf (xml, "<%s x=\"%d\" y=\"%d\"/>\n", i < n_water ? "water" : "fountain", x, y);
    }
  g_string_append_printf (xml, "<gate x=\"%d\" y=\"%d\" side=\"%s\"/>\n", gx1, gy1, s1);
  g_string_append_printf (xml, "<gate x=\"%d\" y=\"%d\" side=\"%s\"/>\n", gx2, gy2, s2);
  g_string_append (xml, "</board>\n<pieces>\n");
  for (guint i = 0; i < G_N_ELEMENTS (default_pieces); i++)
    g_string_append_printf (xml, "<piece id=\"%s\" kind=\"%s\" cells=\"%s\"/>\n",
                            default_pieces[i][0], default_pieces[i][1], default_pieces[i][2]);
  g_string_append (xml, "</pieces>\n<position announcements=\"0\"><grid seat=\"1\"/></position>\n"
                        "<goal type=\"min-score\" seat=\"1\" value=\"0\"><sequence>");
  for (int i = 0; i < n_pieces; i++)
    {
      guint k = i % 2 == 0 ? terr_random_below (&rng, N_PATH_PIECES)
                           : N_PATH_PIECES + terr_random_below (&rng, N_FLOWER_PIECES);
      g_string_append_printf (xml, "%s%s", i > 0 ? " " : "", default_pieces[k][0]);
    }
  g_string_append (xml, "</sequence></goal>\n</terraces>\n");
  return g_string_free (xml, FALSE);
}

TerrGame *
terr_gp_game_generate_puzzle (TerrGameClass *klass,
                              int            difficulty,
                              guint64        seed,
                              guint          flags,
                              GCancellable  *cancellable,
                              void         (*progress) (double fraction, gpointer data),
                              gpointer       progress_data,
                              GError       **error)
{
  g_auto(TerrPuzzlePick) pick = { NULL, 0, flags };
  int n_pieces = difficulty == TERR_DIFFICULTY_EASY ? 3 : difficulty == TERR_DIFFICULTY_MEDIUM ? 4 : 5;

  for (guint64 k = 0; k < GP_MAX_TRIES; k++)
    {
      guint64 s = terr_puzzle_mix_seed (seed, k, GP_SEED_MIX);
      TerrRandom rng;
      g_autofree char *text = NULL;
      g_autoptr(TerrGame) game = NULL;
      g_autoptr(TerrGame) scenario = NULL;
      g_autoptr(TerrCertificate) cert = NULL;
      TerrGpGame *gp;
      TerrPuzzleCount count = { 0 };
      int width, height;

      if (!terr_puzzle_begin_try (k, GP_MAX_TRIES, cancellable, progress, progress_data, error))
        return NULL;
      terr_random_init (&rng, s);
      width = 4 + (int) terr_random_below (&rng, 2) + (difficulty == TERR_DIFFICULTY_HARD ? 1 : 0);
      height = 4 + (int) terr_random_below (&rng, 2);
      text = random_scenario (terr_random_next (&rng), width, height, n_pieces);
      game = terr_puzzle_load_text (text, error);
      if (game == NULL)
        return NULL;
      gp = TERR_GP_GAME (game);
      /* The best score the sequence can reach is the goal. */
      if (!terr_gp_puzzle_count (gp->grids[0], gp->pieces, (const int *) (const void *) gp->sequence->data,
                                 (int) gp->sequence->len, G_MAXINT, 1, GP_GENERATE_NODES, cancellable,
                                 NULL, NULL, &count, error))
        return NULL;
      g_clear_pointer (&count.first, g_array_unref);
      /* a path from gate to gate */
      if (!count.complete || count.best_score < 10)
        continue;
      scenario = terr_game_new_scenario (game);
      if (!terr_gp_game_edit_set_goal (TERR_GP_GAME (scenario), 1, count.best_score, error))
        return NULL;
      cert = terr_game_check_puzzle (scenario, 10, GP_GENERATE_NODES, cancellable, NULL, NULL, error);
      if (cert == NULL)
        return NULL;
      if (!terr_puzzle_in_band (cert, &gp_bands, difficulty))
        continue;
      /* certified again with the default limit, as certify does */
      g_clear_pointer (&cert, terr_certificate_free);
      cert = terr_game_check_puzzle (scenario, 10, 0, cancellable, NULL, NULL, error);
      if (cert == NULL)
        return NULL;
      if (terr_puzzle_pick_offer (&pick, &scenario, cert))
        break;
    }
  return terr_puzzle_pick_finish (&pick, difficulty, error);
}
