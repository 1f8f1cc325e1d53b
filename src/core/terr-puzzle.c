/* terr-puzzle.c — puzzles: difficulty, solver certificates (reading,
 * writing, the hash of the position and goal), checking a puzzle through
 * the game's check_puzzle and generating one through generate_puzzle;
 * and what those per-game members share (terr-puzzle-private.h).
 * The file format is described in docs/puzzles.md. */
#include "config.h"

#include "terr-game-private.h"
#include "terr-puzzle.h"
#include "terr-puzzle-private.h"
#include "terr-random.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* ------------------------------------------------------------ difficulty */

static const char *const difficulty_words[] = { NULL, "easy", "medium", "hard" };

const char *
terr_difficulty_to_string (TerrDifficulty difficulty)
{
  if (difficulty <= TERR_DIFFICULTY_NONE || difficulty > TERR_DIFFICULTY_HARD)
    return NULL;
  return difficulty_words[difficulty];
}

TerrDifficulty
terr_difficulty_from_string (const char *text)
{
  if (text == NULL)
    return TERR_DIFFICULTY_NONE;
  for (guint i = TERR_DIFFICULTY_EASY; i <= TERR_DIFFICULTY_HARD; i++)
    if (g_str_equal (text, difficulty_words[i]))
      return (TerrDifficulty) i;
  return TERR_DIFFICULTY_NONE;
}

const char *
terr_difficulty_label (TerrDifficulty difficulty)
{
  switch (difficulty)
    {
    /* TRANSLATORS: how hard a puzzle is */
    case TERR_DIFFICULTY_EASY: return C_("difficulty", "Easy");
    case TERR_DIFFICULTY_MEDIUM: return C_("difficulty", "Medium");
    case TERR_DIFFICULTY_HARD: return C_("difficulty", "Hard");
    case TERR_DIFFICULTY_NONE:
    default: return "";
    }
}

TerrDifficulty
terr_game_get_difficulty (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), TERR_DIFFICULTY_NONE);
  return terr_game_private (self)->difficulty;
}

/* terr_game_edit_set_difficulty is in terr-game-design.c with the other
 * edits of the meta data. */

/* ------------------------------------------------------------ certificates */

static GPtrArray *
copy_moves (const GPtrArray *moves)
{
  GPtrArray *copy;

  if (moves == NULL)
    return NULL;
  copy = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_move_unref);
  for (guint i = 0; i < moves->len; i++)
    g_ptr_array_add (copy, terr_move_ref (g_ptr_array_index (moves, i)));
  return copy;
}

TerrCertificate *
terr_certificate_copy (const TerrCertificate *cert)
{
  TerrCertificate *copy;

  if (cert == NULL)
    return NULL;
  copy = g_new0 (TerrCertificate, 1);
  *copy = *cert;
  copy->version = g_strdup (cert->version);
  copy->hash = g_strdup (cert->hash);
  copy->why = g_strdup (cert->why);
  copy->gate_refusal = g_strdup (cert->gate_refusal);
  copy->solution = copy_moves (cert->solution);
  copy->other_solution = copy_moves (cert->other_solution);
  return copy;
}

void
terr_certificate_free (TerrCertificate *cert)
{
  if (cert == NULL)
    return;
  g_free (cert->version);
  g_free (cert->hash);
  g_free (cert->why);
  g_free (cert->gate_refusal);
  g_clear_pointer (&cert->solution, g_ptr_array_unref);
  g_clear_pointer (&cert->other_solution, g_ptr_array_unref);
  g_free (cert);
}

gboolean
terr_certificate_is_unique (const TerrCertificate *cert)
{
  return cert != NULL && cert->verdict == TERR_VERDICT_SOLVABLE &&
         cert->count_exact && cert->n_solutions == 1 && cert->cap > 1;
}

char *
terr_certificate_describe (const TerrCertificate *cert)
{
  g_autofree char *what = NULL;

  g_return_val_if_fail (cert != NULL, NULL);

  switch (cert->verdict)
    {
    case TERR_VERDICT_SOLVABLE:
      if (terr_certificate_is_unique (cert))
        what = g_strdup (_("Solvable, unique solution"));
      else if (!cert->count_exact || cert->n_solutions >= cert->cap)
        what = g_strdup_printf (ngettext ("Solvable, at least %u solution",
                                          "Solvable, at least %u solutions",
                                          cert->n_solutions), cert->n_solutions);
      else
        what = g_strdup_printf (ngettext ("Solvable, %u solution",
                                          "Solvable, %u solutions",
                                          cert->n_solutions), cert->n_solutions);
      break;
    case TERR_VERDICT_UNSOLVABLE:
      what = g_strdup (_("Not solvable"));
      break;
    case TERR_VERDICT_UNKNOWN:
    default:
      what = g_strdup (_("Unknown: the search stopped at its limit"));
      break;
    }
  if (cert->version != NULL)
    /* TRANSLATORS: a puzzle's verdict, then the program version that
     * checked it: "Solvable, unique solution (checked by Terraces 0.1.0)" */
    return g_strdup_printf (_("%s (checked by Terraces %s)"), what, cert->version);
  return g_steal_pointer (&what);
}

static const char *
verdict_to_string (TerrVerdict verdict)
{
  switch (verdict)
    {
    case TERR_VERDICT_SOLVABLE: return "solvable";
    case TERR_VERDICT_UNSOLVABLE: return "unsolvable";
    case TERR_VERDICT_UNKNOWN:
    default: return "unknown";
    }
}

TerrCertificate *
terr_certificate_from_xml (TerrDocument *doc, xmlNode *node, GError **error)
{
  g_autoptr(TerrCertificate) cert = g_new0 (TerrCertificate, 1);
  g_autofree char *verdict = terr_xml_get_string (node, "verdict");
  gint64 solutions, cap, work, nodes;

  if (g_strcmp0 (verdict, "solvable") == 0)
    cert->verdict = TERR_VERDICT_SOLVABLE;
  else if (g_strcmp0 (verdict, "unsolvable") == 0)
    cert->verdict = TERR_VERDICT_UNSOLVABLE;
  else
    cert->verdict = TERR_VERDICT_UNKNOWN;
  if (!terr_xml_get_int (doc, node, "solutions", 0, G_MAXUINT, &solutions, error) ||
      !terr_xml_get_int (doc, node, "cap", 1, G_MAXUINT, &cap, error) ||
      !terr_xml_get_bool (doc, node, "exact", &cert->count_exact, error) ||
      !terr_xml_get_int (doc, node, "work", 0, G_MAXINT64, &work, error) ||
      !terr_xml_get_int (doc, node, "nodes", 1, G_MAXINT64, &nodes, error))
    return NULL;
  cert->max_nodes = (guint64) nodes;
  cert->n_solutions = (guint) solutions;
  cert->cap = (guint) cap;
  cert->work = (guint64) work;
  cert->version = terr_xml_get_string (node, "version");
  cert->hash = terr_xml_get_string (node, "hash");
  if (cert->n_solutions > cert->cap)
    {
      terr_document_set_error (doc, node, error, TERR_ERROR_INVALID,
                               ngettext ("the certificate counts %u solution but stops counting at %u (cap)",
                                         "the certificate counts %u solutions but stops counting at %u (cap)",
                                         cert->n_solutions),
                               cert->n_solutions, cert->cap);
      return NULL;
    }
  if ((cert->verdict == TERR_VERDICT_SOLVABLE) != (cert->n_solutions > 0))
    {
      terr_document_set_error (doc, node, error, TERR_ERROR_INVALID,
                               _("the certificate's verdict \"%s\" does not fit its %u solutions"),
                               verdict, cert->n_solutions);
      return NULL;
    }
  return g_steal_pointer (&cert);
}

void
terr_certificate_to_xml (const TerrCertificate *cert, xmlNode *root)
{
  xmlNode *node = terr_xml_add_element (root, "certificate");

  terr_xml_set_string (node, "verdict", verdict_to_string (cert->verdict));
  terr_xml_set_int (node, "solutions", cert->n_solutions);
  terr_xml_set_int (node, "cap", MAX (cert->cap, 1));
  terr_xml_set_bool (node, "exact", cert->count_exact);
  terr_xml_set_int (node, "work", (gint64) MIN (cert->work, (guint64) G_MAXINT64));
  terr_xml_set_int (node, "nodes", (gint64) CLAMP (cert->max_nodes, 1, (guint64) G_MAXINT64));
  terr_xml_set_string (node, "version", cert->version ? cert->version : PACKAGE_VERSION);
  terr_xml_set_string (node, "hash", cert->hash ? cert->hash : "");
}

/* ------------------------------------------------------------ the hash */

/* The canonical text of the position and goal: the scenario file the
 * writer makes with only <rules> and what write_state writes (<board>,
 * <pieces>, <position>, <goal> as the game has them) for the position at
 * the cursor, no meta, players or certificate. */
static GBytes *
canonical_text (TerrGame *self)
{
  TerrGameClass *klass = TERR_GAME_GET_CLASS (self);
  g_autoptr(TerrDocument) doc = terr_document_new (klass->kind, TERR_FILE_SCENARIO);

  klass->write_rules (self, doc->root);
  klass->write_state (self, doc->root);
  return terr_document_to_bytes (doc);
}

char *
terr_game_puzzle_hash (TerrGame *self)
{
  g_autoptr(GBytes) text = NULL;
  g_autofree char *hex = NULL;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  text = canonical_text (self);
  hex = g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, text);
  return g_strconcat ("sha256:", hex, NULL);
}

const TerrCertificate *
terr_game_get_certificate (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  return terr_game_private (self)->certificate;
}

gboolean
terr_game_certificate_is_valid (TerrGame *self)
{
  const TerrCertificate *cert;
  g_autofree char *hash = NULL;

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  cert = terr_game_private (self)->certificate;
  if (cert == NULL || cert->hash == NULL)
    return FALSE;
  hash = terr_game_puzzle_hash (self);
  return g_str_equal (hash, cert->hash);
}

void
terr_game_set_certificate (TerrGame *self, const TerrCertificate *cert)
{
  TerrGamePrivate *priv = terr_game_private (self);

  g_return_if_fail (TERR_IS_GAME (self));
  if (cert == priv->certificate)
    return;
  g_clear_pointer (&priv->certificate, terr_certificate_free);
  priv->certificate = terr_certificate_copy (cert);
  terr_game_emit_changed (self);
}

/* ------------------------------------------------------------ checking */

TerrCertificate *
terr_game_check_puzzle (TerrGame      *self,
                        guint          cap,
                        guint64        max_nodes,
                        GCancellable  *cancellable,
                        void         (*progress) (double fraction, gpointer data),
                        gpointer       progress_data,
                        GError       **error)
{
  TerrGameClass *klass;
  g_autoptr(TerrCertificate) cert = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  TerrGoal goal;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  klass = TERR_GAME_GET_CLASS (self);
  if (!terr_game_get_goal (self, &goal))
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID, _("the position has no puzzle goal"));
      return NULL;
    }
  problems = terr_game_list_problems (self);
  if (problems->len > 0)
    {
      TerrProblem *first = g_ptr_array_index (problems, 0);
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID,
                   ngettext ("the position has %u problem: %s",
                             "the position has %u problems, the first: %s", problems->len),
                   problems->len, first->message);
      return NULL;
    }
  if (klass->check_puzzle == NULL)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED,
                   _("%s has no puzzle solver"), terr_game_kind_get_title (klass->kind));
      return NULL;
    }
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;
  cert = g_new0 (TerrCertificate, 1);
  cert->cap = cap > 0 ? cap : 10;
  cert->max_nodes = max_nodes;
  if (!klass->check_puzzle (self, cert->cap, max_nodes, cancellable, progress, progress_data, cert, error))
    return NULL;
  cert->version = g_strdup (PACKAGE_VERSION);
  cert->hash = terr_game_puzzle_hash (self);
  return g_steal_pointer (&cert);
}

guint64
terr_game_puzzle_node_limit (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), 0);
  return TERR_GAME_GET_CLASS (self)->puzzle_nodes;
}

TerrDifficulty
terr_game_puzzle_difficulty_for_work (TerrGame *self, guint64 work)
{
  TerrGameClass *klass;

  g_return_val_if_fail (TERR_IS_GAME (self), TERR_DIFFICULTY_NONE);
  klass = TERR_GAME_GET_CLASS (self);
  if (klass->puzzle_difficulty == NULL)
    return TERR_DIFFICULTY_NONE;
  return (TerrDifficulty) klass->puzzle_difficulty (work);
}

TerrDifficulty
terr_certificate_suggest_difficulty (const TerrCertificate *cert, TerrGame *game)
{
  g_return_val_if_fail (cert != NULL, TERR_DIFFICULTY_NONE);
  if (cert->verdict != TERR_VERDICT_SOLVABLE || !cert->count_exact)
    return TERR_DIFFICULTY_NONE;
  return terr_game_puzzle_difficulty_for_work (game, cert->work);
}

gboolean
terr_game_puzzle_best_score (TerrGame       *self,
                             guint           cap,
                             guint64         max_nodes,
                             GCancellable   *cancellable,
                             TerrPuzzleBest *best,
                             GError        **error)
{
  TerrGameClass *klass;
  TerrGoal goal;

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  g_return_val_if_fail (best != NULL, FALSE);

  klass = TERR_GAME_GET_CLASS (self);
  if (!terr_game_get_goal (self, &goal) || goal.type != TERR_GOAL_MIN_SCORE || klass->puzzle_best == NULL)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED, _("the goal is not a score to reach"));
      return FALSE;
    }
  if (terr_game_has_problems (self))
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID, _("a position with problems cannot be checked"));
      return FALSE;
    }
  return klass->puzzle_best (self, cap > 0 ? cap : 10, max_nodes, cancellable, best, error);
}

/* ------------------------------------------------------------ counting
 * (terr-puzzle-private.h: shared by the games' check_puzzle) */

void
terr_puzzle_search_init (TerrPuzzleSearch *search,
                         guint             cap,
                         guint64           max_nodes,
                         guint64           default_nodes,
                         GCancellable     *cancellable,
                         void            (*progress) (double, gpointer),
                         gpointer          progress_data)
{
  memset (search, 0, sizeof *search);
  search->cap = MAX (cap, 1);
  search->max_nodes = terr_puzzle_node_limit (max_nodes, default_nodes);
  search->cancellable = cancellable;
  search->progress = progress;
  search->progress_data = progress_data;
  search->found = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref, NULL);
  search->best_score = G_MININT;
}

gboolean
terr_puzzle_search_stop (TerrPuzzleSearch *search)
{
  if (search->cut)
    return TRUE;
  if (g_hash_table_size (search->found) >= search->cap)
    return TRUE;
  if (search->nodes >= search->max_nodes)
    search->cut = TRUE;
  else if (g_cancellable_is_cancelled (search->cancellable))
    search->cut = TRUE;
  if (search->progress != NULL && (search->nodes >= search->next_report || search->cut))
    {
      /* A thousandth of the limit at a time, but not every few nodes. */
      search->next_report = search->nodes + MAX (search->max_nodes / 1000, 1024);
      search->progress ((double) MIN (search->nodes, search->max_nodes) / (double) search->max_nodes,
                        search->progress_data);
    }
  return search->cut;
}

gboolean
terr_puzzle_search_add (TerrPuzzleSearch *search,
                        GBytes           *key,
                        gconstpointer     steps,
                        guint             n_steps,
                        guint             step_size)
{
  if (!g_hash_table_add (search->found, key))
    return FALSE;
  if (search->first == NULL)
    {
      search->first = g_array_new (FALSE, FALSE, step_size);
      g_array_append_vals (search->first, steps, n_steps);
    }
  else if (search->second == NULL)
    {
      search->second = g_array_new (FALSE, FALSE, step_size);
      g_array_append_vals (search->second, steps, n_steps);
    }
  return TRUE;
}

gboolean
terr_puzzle_search_finish (TerrPuzzleSearch *search, TerrPuzzleCount *out, GError **error)
{
  gboolean ok = !g_cancellable_set_error_if_cancelled (search->cancellable, error);

  if (ok)
    {
      out->n_solutions = g_hash_table_size (search->found);
      out->complete = !search->cut;
      out->nodes = search->nodes;
      out->max_nodes = search->max_nodes;
      out->best_score = search->best_score;
      out->first = g_steal_pointer (&search->first);
      out->second = g_steal_pointer (&search->second);
    }
  g_clear_pointer (&search->found, g_hash_table_unref);
  g_clear_pointer (&search->first, g_array_unref);
  g_clear_pointer (&search->second, g_array_unref);
  return ok;
}

/* The steps of a solution as moves (NULL for none). */
static GPtrArray *
steps_to_moves (GArray *steps, TerrPuzzleStepFunc add_moves, gpointer data)
{
  GPtrArray *moves;
  guint size;

  if (steps == NULL)
    return NULL;
  size = g_array_get_element_size (steps);
  moves = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_move_unref);
  for (guint i = 0; i < steps->len; i++)
    add_moves (moves, i, steps->data + (gsize) i * size, data);
  return moves;
}

void
terr_puzzle_fill_certificate (TerrCertificate    *cert,
                              TerrPuzzleCount    *count,
                              guint               cap,
                              TerrPuzzleStepFunc  add_moves,
                              gpointer            data)
{
  cert->max_nodes = count->max_nodes;
  cert->n_solutions = count->n_solutions;
  cert->count_exact = count->complete || count->n_solutions >= cap;
  cert->work = count->nodes;
  cert->verdict = count->n_solutions > 0 ? TERR_VERDICT_SOLVABLE
                : count->complete ? TERR_VERDICT_UNSOLVABLE : TERR_VERDICT_UNKNOWN;
  if (add_moves != NULL)
    {
      cert->solution = steps_to_moves (count->first, add_moves, data);
      cert->other_solution = steps_to_moves (count->second, add_moves, data);
    }
  g_clear_pointer (&count->first, g_array_unref);
  g_clear_pointer (&count->second, g_array_unref);
}

void
terr_puzzle_fill_best (TerrPuzzleBest  *best,
                       TerrPuzzleCount *maximum,
                       TerrPuzzleCount *ways,
                       guint            cap)
{
  memset (best, 0, sizeof *best);
  best->cap = cap;
  best->known = maximum->complete && maximum->best_score != G_MININT;
  best->score = maximum->best_score;
  best->work = maximum->nodes;
  if (ways != NULL)
    {
      best->n_ways = ways->n_solutions;
      best->ways_exact = ways->complete || ways->n_solutions >= cap;
      best->work += ways->nodes;
      g_clear_pointer (&ways->first, g_array_unref);
      g_clear_pointer (&ways->second, g_array_unref);
    }
  g_clear_pointer (&maximum->first, g_array_unref);
  g_clear_pointer (&maximum->second, g_array_unref);
}

/* ------------------------------------------------------------ generating
 * (terr-puzzle-private.h: shared by the games' generate_puzzle) */

int
terr_puzzle_bands_difficulty (const TerrPuzzleBands *bands, guint64 work)
{
  if (work < bands->easy_max)
    return TERR_DIFFICULTY_EASY;
  if (work < bands->medium_max)
    return TERR_DIFFICULTY_MEDIUM;
  return TERR_DIFFICULTY_HARD;
}

gboolean
terr_puzzle_in_band (const TerrCertificate *cert, const TerrPuzzleBands *bands, int difficulty)
{
  return cert->verdict == TERR_VERDICT_SOLVABLE && cert->count_exact &&
         terr_puzzle_bands_difficulty (bands, cert->work) == difficulty;
}

guint64
terr_puzzle_mix_seed (guint64 seed, guint64 k, guint64 mix)
{
  TerrRandom r;

  terr_random_init (&r, seed ^ (mix * (k + 1)));
  return terr_random_next (&r);
}

gboolean
terr_puzzle_begin_try (guint64        k,
                       guint64        n_tries,
                       GCancellable  *cancellable,
                       void         (*progress) (double, gpointer),
                       gpointer       progress_data,
                       GError       **error)
{
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  if (progress != NULL)
    progress ((double) k / n_tries, progress_data);
  return TRUE;
}

TerrGame *
terr_puzzle_load_text (const char *text, GError **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(TerrDocument) doc = terr_document_load_bytes (bytes, "generated", error);

  if (doc == NULL)
    return NULL;
  return terr_game_load_document (doc, error);
}

void
terr_puzzle_set_not_found (GError **error, int difficulty)
{
  const char *message;

  /* A whole sentence per difficulty: languages place the word apart. */
  switch ((TerrDifficulty) difficulty)
    {
    case TERR_DIFFICULTY_EASY:
      message = _("no easy puzzle was found from this seed; try another");
      break;
    case TERR_DIFFICULTY_MEDIUM:
      message = _("no medium puzzle was found from this seed; try another");
      break;
    case TERR_DIFFICULTY_HARD:
      message = _("no hard puzzle was found from this seed; try another");
      break;
    case TERR_DIFFICULTY_NONE:
    default:
      message = _("no puzzle was found from this seed; try another");
      break;
    }
  g_set_error_literal (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED, message);
}

gboolean
terr_puzzle_pick_offer (TerrPuzzlePick *pick, TerrGame **game, const TerrCertificate *cert)
{
  if (cert->verdict != TERR_VERDICT_SOLVABLE ||
      (!(pick->flags & TERR_GENERATE_ANY_COUNT) && !terr_certificate_is_unique (cert)) ||
      !terr_puzzle_gate_passes (*game, cert))
    return FALSE;
  if (pick->best == NULL || cert->n_solutions < pick->n_solutions)
    {
      terr_game_set_certificate (*game, cert);
      g_clear_object (&pick->best);
      pick->best = g_steal_pointer (game);
      pick->n_solutions = cert->n_solutions;
    }
  return pick->best != NULL && pick->n_solutions == 1;
}

gboolean
terr_puzzle_gate_passes (TerrGame *game, const TerrCertificate *cert)
{
  TerrPuzzleCollection *collection = terr_puzzle_collection_get_default ();
  TerrGateVerdict verdict = TERR_GATE_PASS;

  return terr_game_puzzle_gate (game, cert, collection, &verdict, NULL, NULL) &&
         verdict == TERR_GATE_PASS && !terr_puzzle_collection_contains (collection, game);
}

TerrGame *
terr_puzzle_pick_finish (TerrPuzzlePick *pick, int difficulty, GError **error)
{
  if (pick->best == NULL)
    {
      terr_puzzle_set_not_found (error, difficulty);
      return NULL;
    }
  return g_steal_pointer (&pick->best);
}

void
terr_puzzle_pick_clear (TerrPuzzlePick *pick)
{
  g_clear_object (&pick->best);
}

/* ------------------------------------------------------------ async */

typedef struct {
  TerrGame *copy;
  GType type;
  guint cap;
  guint64 max_nodes;
  TerrDifficulty difficulty;
  guint64 seed;
  TerrGenerateFlags flags;
  GMainContext *context;
  void (*progress) (double, gpointer);
  gpointer progress_data;
  gint64 last_progress;
  GMutex lock;
} PuzzleTask;

static void
puzzle_task_free (gpointer data)
{
  PuzzleTask *d = data;
  g_clear_object (&d->copy);
  g_clear_pointer (&d->context, g_main_context_unref);
  g_mutex_clear (&d->lock);
  g_free (d);
}

typedef struct {
  PuzzleTask *d;
  double fraction;
  GTask *task;  /* a reference: the task data lives until the idle ran */
} ProgressIdle;

static gboolean
progress_idle_cb (gpointer data)
{
  ProgressIdle *p = data;
  p->d->progress (p->fraction, p->d->progress_data);
  return G_SOURCE_REMOVE;
}

static void
progress_idle_free (gpointer data)
{
  ProgressIdle *p = data;
  g_object_unref (p->task);
  g_free (p);
}

static void
thread_progress_cb (double fraction, gpointer data)
{
  GTask *task = data;
  PuzzleTask *d = g_task_get_task_data (task);
  gint64 now = g_get_monotonic_time ();
  ProgressIdle *p;

  if (d->progress == NULL)
    return;
  g_mutex_lock (&d->lock);
  if (now - d->last_progress < G_USEC_PER_SEC / 10 && fraction < 1.0)
    {
      g_mutex_unlock (&d->lock);
      return;
    }
  d->last_progress = now;
  g_mutex_unlock (&d->lock);
  p = g_new0 (ProgressIdle, 1);
  p->d = d;
  p->fraction = fraction;
  p->task = g_object_ref (task);
  g_main_context_invoke_full (d->context, G_PRIORITY_DEFAULT, progress_idle_cb, p, progress_idle_free);
}

static PuzzleTask *
puzzle_task_new (void (*progress) (double, gpointer), gpointer progress_data)
{
  PuzzleTask *d = g_new0 (PuzzleTask, 1);

  g_mutex_init (&d->lock);
  d->context = g_main_context_ref_thread_default ();
  d->progress = progress;
  d->progress_data = progress_data;
  return d;
}

/* Checks the copy (a check) or generates a puzzle (no copy). */
static void
puzzle_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  PuzzleTask *d = task_data;
  GError *error = NULL;
  gpointer result;
  GDestroyNotify free_result;

  if (d->copy != NULL)
    {
      TerrCertificate *cert = terr_game_check_puzzle (d->copy, d->cap, d->max_nodes, cancellable,
                                                      thread_progress_cb, task, &error);
      TerrGateVerdict verdict = TERR_GATE_PASS;

      /* Check Puzzle: the quality gate's word too (a puzzle that cannot
       * be gated says nothing more) */
      if (cert != NULL && cert->verdict == TERR_VERDICT_SOLVABLE &&
          !terr_game_puzzle_gate (d->copy, cert, terr_puzzle_collection_get_default (),
                                  &verdict, &cert->gate_refusal, NULL))
        g_clear_pointer (&cert->gate_refusal, g_free);
      /* A score goal: the best score reachable and its ways, under the
       * same node limit (none when it cannot be found) */
      if (cert != NULL && TERR_GAME_GET_CLASS (d->copy)->puzzle_best != NULL)
        cert->has_best = terr_game_puzzle_best_score (d->copy, cert->cap, d->max_nodes, cancellable,
                                                      &cert->best, NULL);
      result = cert;
      free_result = (GDestroyNotify) terr_certificate_free;
    }
  else
    {
      result = terr_puzzle_generate_with_flags (d->type, d->difficulty, d->seed, d->flags, cancellable,
                                                thread_progress_cb, task, &error);
      free_result = g_object_unref;
    }
  if (result == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, result, free_result);
}

/* Runs @d in a thread for @task (transfer full of both). */
static void
puzzle_task_run (GTask *task, PuzzleTask *d)
{
  g_task_set_task_data (task, d, puzzle_task_free);
  g_task_run_in_thread (task, puzzle_thread);
  g_object_unref (task);
}

void
terr_game_check_puzzle_async (TerrGame           *self,
                              guint               cap,
                              guint64             max_nodes,
                              GCancellable       *cancellable,
                              void              (*progress) (double fraction, gpointer data),
                              gpointer            progress_data,
                              GAsyncReadyCallback callback,
                              gpointer            user_data)
{
  GTask *task;
  PuzzleTask *d;

  g_return_if_fail (TERR_IS_GAME (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, terr_game_check_puzzle_async);
  d = puzzle_task_new (progress, progress_data);
  /* The copy is made here, where the game lives; the thread only reads it. */
  d->copy = terr_game_copy (self);
  d->cap = cap;
  d->max_nodes = max_nodes;
  puzzle_task_run (task, d);
}

TerrCertificate *
terr_game_check_puzzle_finish (TerrGame *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* ------------------------------------------------------------ generating */

TerrGame *
terr_puzzle_generate (GType           game_type,
                      TerrDifficulty  difficulty,
                      guint64         seed,
                      GCancellable   *cancellable,
                      void          (*progress) (double fraction, gpointer data),
                      gpointer        progress_data,
                      GError        **error)
{
  return terr_puzzle_generate_with_flags (game_type, difficulty, seed, TERR_GENERATE_DEFAULT,
                                          cancellable, progress, progress_data, error);
}

TerrGame *
terr_puzzle_generate_with_flags (GType             game_type,
                                 TerrDifficulty    difficulty,
                                 guint64           seed,
                                 TerrGenerateFlags flags,
                                 GCancellable     *cancellable,
                                 void            (*progress) (double fraction, gpointer data),
                                 gpointer          progress_data,
                                 GError          **error)
{
  TerrGameClass *klass;
  g_autoptr(TerrGame) game = NULL;
  g_autofree char *number = NULL;
  g_autofree char *title = NULL;

  g_return_val_if_fail (g_type_is_a (game_type, TERR_TYPE_GAME), NULL);

  klass = g_type_class_ref (game_type);
  if (klass->generate_puzzle == NULL)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED,
                   _("%s has no puzzle generator"), terr_game_kind_get_title (klass->kind));
      g_type_class_unref (klass);
      return NULL;
    }
  if (difficulty == TERR_DIFFICULTY_NONE || difficulty > TERR_DIFFICULTY_HARD)
    difficulty = TERR_DIFFICULTY_MEDIUM;
  game = klass->generate_puzzle (klass, difficulty, seed, flags, cancellable, progress, progress_data, error);
  g_type_class_unref (klass);   /* the class of a static type stays */
  if (game == NULL)
    return NULL;
  number = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  /* TRANSLATORS: the title of a generated puzzle: the game's name and the
   * seed it was made from (a number), "Garden Paths puzzle 12" */
  title = g_strdup_printf (_("%s puzzle %s"),
                           terr_game_kind_get_title (terr_game_get_kind (game)), number);
  terr_game_set_title (game, title);
  terr_game_private (game)->difficulty = difficulty;
  g_clear_pointer (&terr_game_private (game)->created, g_free);
  terr_game_set_seed (game, seed);
  if (progress != NULL)
    progress (1.0, progress_data);
  return g_steal_pointer (&game);
}

void
terr_puzzle_generate_async (GType               game_type,
                            TerrDifficulty      difficulty,
                            guint64             seed,
                            GCancellable       *cancellable,
                            void              (*progress) (double fraction, gpointer data),
                            gpointer            progress_data,
                            GAsyncReadyCallback callback,
                            gpointer            user_data)
{
  terr_puzzle_generate_with_flags_async (game_type, difficulty, seed, TERR_GENERATE_DEFAULT, cancellable,
                                         progress, progress_data, callback, user_data);
}

void
terr_puzzle_generate_with_flags_async (GType               game_type,
                                       TerrDifficulty      difficulty,
                                       guint64             seed,
                                       TerrGenerateFlags   flags,
                                       GCancellable       *cancellable,
                                       void              (*progress) (double fraction, gpointer data),
                                       gpointer            progress_data,
                                       GAsyncReadyCallback callback,
                                       gpointer            user_data)
{
  GTask *task;
  PuzzleTask *d;

  g_return_if_fail (g_type_is_a (game_type, TERR_TYPE_GAME));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, terr_puzzle_generate_async);
  d = puzzle_task_new (progress, progress_data);
  d->type = game_type;
  d->difficulty = difficulty;
  d->seed = seed;
  d->flags = flags;
  puzzle_task_run (task, d);
}

TerrGame *
terr_puzzle_generate_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* ------------------------------------------------------------ confirming */

JsonNode *
terr_certificate_to_json (const TerrCertificate *cert)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  g_return_val_if_fail (cert != NULL, NULL);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "verdict");
  json_builder_add_string_value (b, verdict_to_string (cert->verdict));
  json_builder_set_member_name (b, "solutions");
  json_builder_add_int_value (b, cert->n_solutions);
  json_builder_set_member_name (b, "cap");
  json_builder_add_int_value (b, cert->cap);
  json_builder_set_member_name (b, "exact");
  json_builder_add_boolean_value (b, cert->count_exact);
  json_builder_set_member_name (b, "work");
  json_builder_add_int_value (b, (gint64) MIN (cert->work, (guint64) G_MAXINT64));
  json_builder_set_member_name (b, "nodes");
  json_builder_add_int_value (b, (gint64) MIN (cert->max_nodes, (guint64) G_MAXINT64));
  json_builder_set_member_name (b, "version");
  json_builder_add_string_value (b, cert->version);
  json_builder_set_member_name (b, "hash");
  json_builder_add_string_value (b, cert->hash);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

gboolean
terr_certificate_confirms (const TerrCertificate *stored,
                           const TerrCertificate *checked,
                           char                 **why)
{
  g_autofree char *reason = NULL;
  gboolean ok;

  g_return_val_if_fail (stored != NULL && checked != NULL, FALSE);

  if (stored->verdict != checked->verdict)
    reason = g_strdup_printf (_("it says “%s” but the solver finds “%s”"),
                              verdict_to_string (stored->verdict), verdict_to_string (checked->verdict));
  else if (stored->n_solutions != checked->n_solutions)
    reason = g_strdup_printf (ngettext ("it counts %u solution but the solver finds %u",
                                        "it counts %u solutions but the solver finds %u",
                                        stored->n_solutions),
                              stored->n_solutions, checked->n_solutions);
  else if (stored->count_exact != checked->count_exact)
    reason = g_strdup (checked->count_exact ? _("it says the count is not exact, but the search is complete")
                                            : _("it says the count is exact, but the search stops at its limit"));
  else if (g_strcmp0 (stored->version, checked->version) == 0 && stored->work != checked->work)
    {
      g_autofree char *said = g_strdup_printf ("%" G_GUINT64_FORMAT, stored->work);
      g_autofree char *found = g_strdup_printf ("%" G_GUINT64_FORMAT, checked->work);

      /* TRANSLATORS: why a puzzle's certificate is refuted: the solver
       * nodes it states and those a new check takes (two numbers) */
      reason = g_strdup_printf (_("it says the search took %s nodes but it takes %s"), said, found);
    }
  ok = reason == NULL;
  if (why != NULL)
    *why = g_steal_pointer (&reason);
  return ok;
}

TerrCertificate *
terr_game_recheck_certificate (TerrGame *self, GCancellable *cancellable, GError **error)
{
  const TerrCertificate *stored;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  stored = terr_game_get_certificate (self);
  if (stored == NULL)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID, _("the file has no certificate"));
      return NULL;
    }
  if (!terr_game_certificate_is_valid (self))
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_MISMATCH, _("the certificate is stale: the position or goal changed"));
      return NULL;
    }
  return terr_game_check_puzzle (self, stored->cap, stored->max_nodes, cancellable, NULL, NULL, error);
}

GType
terr_puzzle_game_type (TerrGameKind kind)
{
  return terr_game_find_type (kind);
}
