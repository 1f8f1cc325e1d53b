/* "Analyse game" (terr-game-analysis.h) for the three games: a replay
 * made with a deliberate blunder is analysed; the blunder is marked, its
 * better move is legal and scores at least as well when played, a good
 * move is not marked; the async form maps results to the original's
 * nodes and reports progress per move; cancelling stops it. */
#include <string.h>

#include "terr-games.h"
#include "terr-hg-game.h"

static TerrGame *
reload (TerrGame *game)
{
  g_autoptr(GBytes) bytes = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(GError) error = NULL;
  TerrGame *copy;

  doc = terr_document_load_bytes (bytes, "blunder.terraces", &error);
  g_assert_no_error (error);
  copy = terr_game_load_document (doc, &error);
  g_assert_no_error (error);
  return copy;
}

static void
play (TerrGame *game, TerrMove *move)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (terr_game_play (game, move, &error));
  g_assert_no_error (error);
}

static void
play_ai (TerrGame *game, guint n, guint64 seed)
{
  for (guint i = 0; i < n && !terr_game_is_over (game); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TerrMove) m = terr_game_ai_move (game, 1, seed + i, NULL, &error);

      g_assert_no_error (error);
      play (game, m);
    }
}

/* @seat's score after @move is played now (on a copy). */
static int
score_after (TerrGame *game, TerrMove *move, int seat)
{
  g_autoptr(TerrGame) copy = terr_game_copy (game);

  play (copy, move);
  return terr_game_get_seat_score (copy, seat);
}

/* Among the legal moves now, the worst and best for the seat to move by
 * its score right after them. */
static void
spread (TerrGame *game, TerrMove **worst, int *worst_score, TerrMove **best, int *best_score)
{
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
  int seat = terr_game_get_seat_to_move (game);

  *worst = *best = NULL;
  *worst_score = G_MAXINT;
  *best_score = G_MININT;
  for (guint i = 0; i < moves->len; i++)
    {
      TerrMove *m = g_ptr_array_index (moves, i);
      int s = score_after (game, m, seat);

      if (s < *worst_score)
        {
          *worst_score = s;
          *worst = m;
        }
      if (s > *best_score)
        {
          *best_score = s;
          *best = m;
        }
    }
  if (*worst != NULL)
    terr_move_ref (*worst);
  if (*best != NULL)
    terr_move_ref (*best);
}

static TerrAnalysis *
analyse (TerrGame *game)
{
  g_autoptr(GError) error = NULL;
  TerrAnalysis *analysis = terr_game_analyse (game, NULL, NULL, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (analysis);
  g_assert_cmpuint (terr_analysis_get_n_moves (analysis), ==, terr_game_node_get_depth (terr_game_get_line_node (game, terr_game_get_n_moves (game))));
  return analysis;
}

/* The entry of move @number checked against the game: legal better move
 * that scores @expect_best for @seat when played in the position before. */
static void
check_blunder (TerrGame *game, TerrAnalysis *analysis, guint number, int expect_loss, int expect_best)
{
  const TerrMoveAnalysis *e = terr_analysis_get_move (analysis, number - 1);
  TerrGameNode *node = terr_game_get_line_node (game, number);
  g_autoptr(GError) error = NULL;
  g_autofree char *mark = NULL;
  g_autofree char *text = NULL;

  g_assert_cmpuint (e->number, ==, number);
  g_assert_cmpuint (e->node_id, ==, terr_game_node_get_id (node));
  g_assert_true (terr_analysis_find (analysis, e->node_id) == e);
  g_assert_true (e->mistake);
  g_assert_cmpint (e->verdict, ==, TERR_MOVE_VERDICT_WORSE);
  g_assert_cmpint (e->loss, ==, expect_loss);
  g_assert_cmpint (e->loss, >=, TERR_ANALYSIS_MISTAKE_POINTS);
  mark = terr_move_analysis_mark (e);
  g_assert_nonnull (strstr (mark, "mistake"));
  text = terr_move_analysis_text (e);
  g_assert_nonnull (text);
  g_assert_nonnull (e->better);
  g_assert_nonnull (e->better_text);
  g_assert_nonnull (strstr (text, e->better_text));

  g_assert_true (terr_game_go_to (game, number - 1));
  g_assert_true (terr_game_check_move (game, e->better, &error));
  g_assert_no_error (error);
  g_assert_cmpint (score_after (game, e->better, e->seat), ==, expect_best);
}

/* ------------------------------------------------------------ games */

/* What blunder_run() analysed. */
typedef struct {
  TerrAnalysis *analysis;       /* the game with the blunder */
  TerrAnalysis *good_analysis;  /* the game with its better move instead */
  guint         number;         /* the blunder's move number */
} Blunder;

static void
blunder_clear (Blunder *b)
{
  g_clear_pointer (&b->analysis, terr_analysis_unref);
  g_clear_pointer (&b->good_analysis, terr_analysis_unref);
}

/* Plays computer moves on @game (at most @max_moves, seeds from @seed)
 * until a position where @spot holds and the worst move of the seat to
 * move scores at least TERR_ANALYSIS_MISTAKE_POINTS below the best.  Plays
 * that worst move, @n_after computer moves more (seeds from @after_seed),
 * and analyses the game read back from its file: the blunder is marked
 * with its loss and a better move that scores the best.  Then the better
 * move is played instead, on a copy from before the blunder, which is
 * analysed too. */
static void
blunder_run (TerrGame  *game,
             gboolean (*spot) (TerrGame *game),
             guint      max_moves,
             guint64    seed,
             guint      n_after,
             guint64    after_seed,
             Blunder   *out)
{
  g_autoptr(TerrGame) good = NULL;
  g_autoptr(TerrGame) loaded = NULL;
  g_autoptr(TerrMove) worst = NULL;
  g_autoptr(TerrMove) best = NULL;
  int worst_score = 0, best_score = 0;

  g_assert_nonnull (game);
  for (guint i = 0; i < max_moves; i++)
    {
      g_assert_false (terr_game_is_over (game));
      if (spot (game))
        {
          g_clear_pointer (&worst, terr_move_unref);
          g_clear_pointer (&best, terr_move_unref);
          spread (game, &worst, &worst_score, &best, &best_score);
          if (best_score - worst_score >= TERR_ANALYSIS_MISTAKE_POINTS)
            break;
        }
      play_ai (game, 1, seed + i);
    }
  g_assert_cmpint (best_score - worst_score, >=, TERR_ANALYSIS_MISTAKE_POINTS);
  good = terr_game_copy (game);
  play (game, worst);
  out->number = terr_game_get_n_moves (game);
  play_ai (game, n_after, after_seed);

  loaded = reload (game);
  out->analysis = analyse (loaded);
  check_blunder (loaded, out->analysis, out->number, best_score - worst_score, best_score);

  play (good, (TerrMove *) terr_analysis_get_move (out->analysis, out->number - 1)->better);
  out->good_analysis = analyse (good);
}

/* Hanging Gardens: the second action of a turn. */
static gboolean
hg_second_action (TerrGame *game)
{
  return terr_hg_game_get_state (TERR_HG_GAME (game))->actions_taken == 1;
}

/* Hanging Gardens: the second action of a turn, the worst there is, when
 * the best is at least 3 points better. */
static void
test_hg (void)
{
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, 7, NULL);
  Blunder b = { 0 };
  const TerrMoveAnalysis *good;

  blunder_run (game, hg_second_action, 80, 100, 4, 900, &b);
  /* the better move itself is not marked */
  good = terr_analysis_get_move (b.good_analysis, b.number - 1);
  g_assert_false (good->mistake);
  g_assert_cmpint (good->loss, ==, 0);
  g_assert_null (good->better);
  blunder_clear (&b);
}

/* Garden Paths: a piece announced, to be placed (more than one place). */
static gboolean
gp_placing (TerrGame *game)
{
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);

  return moves->len > 1 && terr_move_is (g_ptr_array_index (moves, 0), "place");
}

/* Garden Paths: the worst placement of an announced piece on the seat's
 * own grid when its best path could have been 3 points longer. */
static void
test_gp (void)
{
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_GARDEN_PATHS, 2, 3, NULL);
  Blunder b = { 0 };
  const TerrMoveAnalysis *good;

  blunder_run (game, gp_placing, 120, 300, 3, 700, &b);
  g_assert_true (terr_move_is (terr_analysis_get_move (b.analysis, b.number - 1)->better, "place"));
  good = terr_analysis_get_move (b.good_analysis, b.number - 1);
  g_assert_false (good->mistake);
  g_assert_cmpint (good->loss, ==, 0);
  blunder_clear (&b);
}

/* Ziggurat: a lift (a cheat) where the deal could still be finished
 * without cheating loses that finish; the solver's move keeps it. */
static void
test_zg (void)
{
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_ZIGGURAT, 1, 1, NULL);
  g_autoptr(TerrGame) good = NULL;
  g_autoptr(TerrGame) loaded = NULL;
  g_autoptr(TerrAnalysis) analysis = NULL;
  g_autoptr(TerrAnalysis) good_analysis = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *mark = NULL;
  const TerrMoveAnalysis *e;
  TerrMove *lift = NULL;
  guint number;

  g_assert_nonnull (game);
  /* the AI of this deal finishes without cheating (cli tests) */
  play_ai (game, 3, 11);
  moves = terr_game_list_moves (game);
  for (guint i = 0; i < moves->len && lift == NULL; i++)
    if (terr_move_is (g_ptr_array_index (moves, i), "lift"))
      lift = g_ptr_array_index (moves, i);
  g_assert_nonnull (lift);
  good = terr_game_copy (game);
  play (game, lift);
  number = terr_game_get_n_moves (game);
  play_ai (game, 2, 40);

  loaded = reload (game);
  analysis = analyse (loaded);
  e = terr_analysis_get_move (analysis, number - 1);
  g_assert_cmpint (e->verdict, ==, TERR_MOVE_VERDICT_LOST_FINISH);
  g_assert_true (e->mistake);
  mark = terr_move_analysis_mark (e);
  g_assert_cmpstr (mark, ==, "lost the 0-cheat finish");
  for (guint i = 0; i < number - 1; i++)
    g_assert_false (terr_analysis_get_move (analysis, i)->mistake);
  g_assert_nonnull (e->better);
  g_assert_true (terr_move_is (e->better, "place"));
  g_assert_true (terr_game_go_to (loaded, number - 1));
  g_assert_true (terr_game_check_move (loaded, e->better, &error));
  g_assert_no_error (error);
  /* no cheat with the better move; one with the lift */
  g_assert_cmpint (score_after (loaded, e->better, 1), <, score_after (loaded, lift, 1));

  play (good, e->better);
  good_analysis = analyse (good);
  g_assert_cmpint (terr_analysis_get_move (good_analysis, number - 1)->verdict, ==, TERR_MOVE_VERDICT_BEST);
  g_assert_false (terr_analysis_get_move (good_analysis, number - 1)->mistake);
}

/* ------------------------------------------------------------ async, cancel */

typedef struct {
  GMainLoop *loop;
  TerrAnalysis *analysis;
  GError *error;
  guint n_progress;
  guint last_done;
  guint total;
  GCancellable *cancel_at_first;
} AsyncRun;

static void
progress_cb (guint done, guint total, gpointer data)
{
  AsyncRun *run = data;

  /* in the caller's thread, in order */
  g_assert_true (g_main_context_is_owner (g_main_context_default ()));
  g_assert_cmpuint (done, >, run->last_done);
  run->last_done = done;
  run->total = total;
  run->n_progress++;
  if (run->cancel_at_first != NULL)
    g_cancellable_cancel (run->cancel_at_first);
}

static void
done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  AsyncRun *run = data;

  run->analysis = terr_game_analyse_finish (TERR_GAME (source), result, &run->error);
  g_main_loop_quit (run->loop);
}

static void
test_async (void)
{
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_HANGING_GARDENS, 3, 5, NULL);
  g_autoptr(TerrAnalysis) sync = NULL;
  AsyncRun run = { 0, };
  TerrGameNode *cursor;

  play_ai (game, 24, 1);
  terr_game_go_to (game, 5);
  cursor = terr_game_get_cursor (game);
  run.loop = g_main_loop_new (NULL, FALSE);
  terr_game_analyse_async (game, NULL, NULL, progress_cb, &run, done_cb, &run);
  g_main_loop_run (run.loop);
  g_assert_no_error (run.error);
  g_assert_nonnull (run.analysis);
  g_assert_true (terr_game_get_cursor (game) == cursor);
  g_assert_cmpuint (run.n_progress, ==, 24);
  g_assert_cmpuint (run.total, ==, 24);

  sync = analyse (game);
  g_assert_true (terr_game_get_cursor (game) == cursor);
  g_assert_cmpuint (terr_analysis_get_n_moves (run.analysis), ==, 24);
  for (guint i = 0; i < 24; i++)
    {
      const TerrMoveAnalysis *a = terr_analysis_get_move (run.analysis, i);
      const TerrMoveAnalysis *b = terr_analysis_get_move (sync, i);

      /* the original's nodes, and the same judgement */
      g_assert_cmpuint (a->node_id, ==, terr_game_node_get_id (terr_game_get_line_node (game, i + 1)));
      g_assert_cmpuint (a->node_id, ==, b->node_id);
      g_assert_cmpint (a->loss, ==, b->loss);
      g_assert_cmpint (a->verdict, ==, b->verdict);
      g_assert_cmpint (a->mistake, ==, b->mistake);
      g_assert_true ((a->better == NULL) == (b->better == NULL));
      if (a->better != NULL)
        g_assert_true (terr_move_equal (a->better, b->better));
    }
  {
    g_autoptr(JsonNode) json = terr_analysis_to_json (run.analysis);
    JsonObject *o = json_node_get_object (json);

    g_assert_cmpstr (json_object_get_string_member (o, "game"), ==, "hanging-gardens");
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "moves")), ==, 24);
  }
  terr_analysis_unref (run.analysis);
  g_main_loop_unref (run.loop);
}

static void
test_cancel (void)
{
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_HANGING_GARDENS, 2, 9, NULL);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrAnalysis) analysis = NULL;
  AsyncRun run = { 0, };
  TerrGameNode *cursor;

  play_ai (game, 30, 3);
  cursor = terr_game_get_cursor (game);

  /* cancelled before: nothing */
  g_cancellable_cancel (cancellable);
  analysis = terr_game_analyse (game, NULL, cancellable, NULL, NULL, &error);
  g_assert_null (analysis);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_true (terr_game_get_cursor (game) == cursor);

  /* cancelled at the first progress: the finish says so, no more progress */
  g_cancellable_reset (cancellable);
  run.loop = g_main_loop_new (NULL, FALSE);
  run.cancel_at_first = cancellable;
  terr_game_analyse_async (game, NULL, cancellable, progress_cb, &run, done_cb, &run);
  g_main_loop_run (run.loop);
  g_assert_null (run.analysis);
  g_assert_nonnull (run.error);
  g_assert_cmpuint (run.n_progress, ==, 1);
  g_assert_true (terr_game_get_cursor (game) == cursor);
  g_clear_error (&run.error);
  g_main_loop_unref (run.loop);
}

/* The snapshot copies a game in another thread: same tree, same cursor. */
static gpointer
load_snapshot_thread (gpointer data)
{
  return terr_game_snapshot_load (data, NULL);
}

static void
test_snapshot (void)
{
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_GARDEN_PATHS, 3, 2, NULL);
  g_autoptr(TerrGameSnapshot) snap = NULL;
  g_autoptr(TerrGame) copy = NULL;
  g_autoptr(GBytes) a = NULL;
  g_autoptr(GBytes) b = NULL;
  GThread *thread;

  play_ai (game, 20, 4);
  terr_game_go_to (game, 7);
  snap = terr_game_snapshot_new (game);
  g_assert_cmpuint (terr_game_snapshot_get_n_main (snap), ==, 21);
  g_assert_cmpuint (terr_game_snapshot_get_main_id (snap, 20), ==,
                    terr_game_node_get_id (terr_game_get_line_node (game, 20)));
  thread = g_thread_new ("snapshot", load_snapshot_thread, snap);
  copy = g_thread_join (thread);
  g_assert_nonnull (copy);
  g_assert_cmpuint (terr_game_get_position_index (copy), ==, 7);
  a = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  b = terr_game_to_bytes (copy, TERR_FILE_REPLAY);
  g_assert_true (g_bytes_equal (a, b));
}

/* ------------------------------------------------------------ kept in the file */

/* A verdict line reads back to the same entry and the same bytes; any
 * other text is not a verdict. */
static void
test_verdict_line (void)
{
  static const char *const not_lines[] = {
    "[analysis verdict=best played=01 best=1]",
    "[analysis verdict=best played=1 best=1] ",
    "[analysis  verdict=best played=1 best=1]",
    "[analysis verdict=best best=1 played=1]",
    "[analysis verdict=fine played=1 best=1]",
    "[analysis verdict=worse played=1 best=4 better=place piece=p1 piece=p2]",
    "[analysis verdict=worse played=1 best=4 better=place x]",
    "[analysis verdict=worse played=1 best=4 better=]",
    "analysis verdict=best played=1 best=1",
    "[analysis verdict=unknown played=0 best=0]",
  };
  TerrMoveAnalysis e = { 0, };
  TerrMoveAnalysis back = { 0, };
  g_autofree char *line = NULL;
  g_autofree char *again = NULL;

  e.verdict = TERR_MOVE_VERDICT_WORSE;
  e.played_value = -2;
  e.best_value = 14;
  e.better = terr_move_new (2, "place");
  terr_move_set (e.better, "piece", "p4");
  terr_move_set_int (e.better, "x", 3);
  terr_move_set_int (e.better, "y", 0);
  terr_move_set_int (e.better, "transform", 1);
  line = terr_move_analysis_to_line (&e);
  g_assert_cmpstr (line, ==, "[analysis verdict=worse played=-2 best=14 better=place piece=p4 x=3 y=0 transform=1]");
  g_assert_true (terr_move_analysis_from_line (line, 2, &back));
  g_assert_cmpint (back.verdict, ==, e.verdict);
  g_assert_cmpint (back.played_value, ==, -2);
  g_assert_cmpint (back.best_value, ==, 14);
  g_assert_true (terr_move_equal (back.better, e.better));
  again = terr_move_analysis_to_line (&back);
  g_assert_cmpstr (again, ==, line);
  terr_move_analysis_clear (&back);

  /* a better move the line cannot hold is not written */
  terr_move_set (e.better, "piece", "p 4");
  g_assert_null (terr_move_analysis_to_line (&e));
  terr_move_analysis_clear (&e);
  e.verdict = TERR_MOVE_VERDICT_UNKNOWN;
  g_assert_null (terr_move_analysis_to_line (&e));

  for (guint i = 0; i < G_N_ELEMENTS (not_lines); i++)
    {
      g_test_message ("%s", not_lines[i]);
      g_assert_false (terr_move_analysis_from_line (not_lines[i], 1, &back));
    }
}

static void
assert_same_analysis (TerrAnalysis *a, TerrAnalysis *b)
{
  g_assert_cmpuint (terr_analysis_get_n_moves (a), ==, terr_analysis_get_n_moves (b));
  for (guint i = 0; i < terr_analysis_get_n_moves (a); i++)
    {
      const TerrMoveAnalysis *x = terr_analysis_get_move (a, i);
      const TerrMoveAnalysis *y = terr_analysis_get_move (b, i);
      g_autofree char *mx = terr_move_analysis_mark (x);
      g_autofree char *my = terr_move_analysis_mark (y);

      g_assert_cmpuint (x->number, ==, y->number);
      g_assert_cmpint (x->seat, ==, y->seat);
      g_assert_cmpint (x->verdict, ==, y->verdict);
      g_assert_cmpint (x->played_value, ==, y->played_value);
      g_assert_cmpint (x->best_value, ==, y->best_value);
      g_assert_cmpint (x->loss, ==, y->loss);
      g_assert_cmpint (x->mistake, ==, y->mistake);
      g_assert_cmpstr (mx, ==, my);
      g_assert_cmpstr (x->better_text, ==, y->better_text);
      g_assert_true ((x->better == NULL) == (y->better == NULL));
      if (x->better != NULL)
        g_assert_true (terr_move_equal (x->better, y->better));
    }
}

/* An analysed game written and read back keeps every verdict (the marks
 * without analysing again), the reviewer's comments apart from them, and
 * the same bytes; the file stays valid format 1 (the reader validates). */
static void
test_kept_in_file (void)
{
  static const TerrGameKind kinds[] = {
    TERR_GAME_HANGING_GARDENS, TERR_GAME_GARDEN_PATHS, TERR_GAME_ZIGGURAT,
  };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr(TerrGame) game = terr_game_new (kinds[k], kinds[k] == TERR_GAME_ZIGGURAT ? 1 : 2, 5, NULL);
      g_autoptr(TerrGame) loaded = NULL;
      g_autoptr(TerrGame) again = NULL;
      g_autoptr(TerrAnalysis) analysis = NULL;
      g_autoptr(TerrAnalysis) kept = NULL;
      g_autoptr(TerrAnalysis) read = NULL;
      g_autoptr(GBytes) plain = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GBytes) bytes2 = NULL;
      g_autoptr(GBytes) bytes3 = NULL;
      TerrGameNode *second;
      guint n_kept = 0;

      play_ai (game, 12, 21);
      plain = terr_game_to_bytes (game, TERR_FILE_REPLAY);
      g_assert_null (terr_game_get_analysis (game));
      /* a comment of the reviewer's, with a line that only looks like one */
      second = terr_game_get_line_node (game, 2);
      g_assert_true (terr_game_set_comment (game, second, "Bold.\n[analysis verdict=best played=01 best=1]"));
      analysis = analyse (game);
      terr_game_set_analysis (game, analysis);
      for (guint i = 0; i < terr_analysis_get_n_moves (analysis); i++)
        n_kept += terr_analysis_get_move (analysis, i)->verdict != TERR_MOVE_VERDICT_UNKNOWN;
      g_assert_cmpuint (n_kept, >, 0);
      kept = terr_game_get_analysis (game);
      assert_same_analysis (analysis, kept);

      bytes = terr_game_to_bytes (game, TERR_FILE_REPLAY);
      g_assert_false (g_bytes_equal (bytes, plain));
      g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), "[analysis verdict="));
      loaded = reload (game);
      read = terr_game_get_analysis (loaded);
      g_assert_nonnull (read);
      assert_same_analysis (analysis, read);
      g_assert_cmpstr (terr_game_node_get_comment (terr_game_get_line_node (loaded, 2)), ==,
                       "Bold.\n[analysis verdict=best played=01 best=1]");
      for (guint i = 0; i < terr_analysis_get_n_moves (analysis); i++)
        if (i != 1)
          g_assert_null (terr_game_node_get_comment (terr_game_get_line_node (loaded, i + 1)));
      /* save, open, save: the same bytes */
      bytes2 = terr_game_to_bytes (loaded, TERR_FILE_REPLAY);
      g_assert_true (g_bytes_equal (bytes, bytes2));
      again = reload (loaded);
      bytes3 = terr_game_to_bytes (again, TERR_FILE_REPLAY);
      g_assert_true (g_bytes_equal (bytes, bytes3));

      /* dropping the verdicts gives the plain game back (with the comment) */
      terr_game_set_analysis (loaded, NULL);
      g_assert_null (terr_game_get_analysis (loaded));
      g_assert_true (terr_game_set_comment (loaded, terr_game_get_line_node (loaded, 2), NULL));
      g_clear_pointer (&bytes2, g_bytes_unref);
      bytes2 = terr_game_to_bytes (loaded, TERR_FILE_REPLAY);
      g_assert_true (g_bytes_equal (bytes2, plain));
    }
}

/* A move as good as the best reachable is never a loss, in any game: the
 * replayed better move itself, and every move judged best has loss 0 and
 * no text. */
static void
test_no_loss_at_best (void)
{
  static const TerrGameKind kinds[] = {
    TERR_GAME_HANGING_GARDENS, TERR_GAME_GARDEN_PATHS,
  };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr(TerrGame) game = terr_game_new (kinds[k], 2, 11, NULL);
      g_autoptr(TerrAnalysis) analysis = NULL;

      play_ai (game, 40, 50);
      analysis = analyse (game);
      for (guint i = 0; i < terr_analysis_get_n_moves (analysis); i++)
        {
          const TerrMoveAnalysis *e = terr_analysis_get_move (analysis, i);
          g_autofree char *text = terr_move_analysis_text (e);

          g_assert_cmpint (e->loss, ==, MAX (0, e->best_value - e->played_value));
          if (e->verdict != TERR_MOVE_VERDICT_WORSE)
            {
              g_assert_cmpint (e->loss, ==, 0);
              g_assert_null (text);
              continue;
            }
          g_assert_cmpint (e->loss, >, 0);
          g_assert_false (terr_move_equal (e->better, terr_game_node_get_move (terr_game_get_line_node (game, i + 1))));
          /* the better move, played instead, is judged the best */
          {
            g_autoptr(TerrGame) copy = terr_game_copy (game);
            g_autoptr(TerrAnalysis) other = NULL;
            const TerrMoveAnalysis *o;

            g_assert_true (terr_game_go_to (copy, i));
            play (copy, e->better);
            other = analyse (copy);
            o = terr_analysis_get_move (other, i);
            g_assert_cmpint (o->loss, ==, 0);
            g_assert_cmpint (o->played_value, ==, e->best_value);
          }
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();

  g_test_add_func ("/analysis/hanging-gardens", test_hg);
  g_test_add_func ("/analysis/garden-paths", test_gp);
  g_test_add_func ("/analysis/ziggurat", test_zg);
  g_test_add_func ("/analysis/async", test_async);
  g_test_add_func ("/analysis/cancel", test_cancel);
  g_test_add_func ("/analysis/snapshot", test_snapshot);
  g_test_add_func ("/analysis/verdict-line", test_verdict_line);
  g_test_add_func ("/analysis/kept-in-file", test_kept_in_file);
  g_test_add_func ("/analysis/no-loss-at-best", test_no_loss_at_best);
  return g_test_run ();
}
