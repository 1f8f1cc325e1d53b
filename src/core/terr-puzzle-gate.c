/* terr-puzzle-gate.c — the quality gate shared by the generator and Check
 * Puzzle: a puzzle is refused when the first step solves it, when the
 * greedy choice at every step solves it (each game says what greedy is,
 * in its probe_puzzle), or when its answer is the answer of a puzzle of
 * the collection (the same finished position, on the same board).
 * docs/puzzles.md, "The quality gate". */
#include "config.h"

#include "terr-puzzle.h"
#include "terr-puzzle-private.h"
#include "terr-game-private.h"
#include "terr-error.h"

#include <glib/gi18n-lib.h>

typedef struct {
  char         *path;
  char         *title;
  char         *hash;      /* the puzzle hash: a puzzle is not its own duplicate */
  TerrGameKind  kind;
  guint64       max_nodes; /* its certificate's node limit */
  gboolean      done;      /* the answer was looked for */
  GBytes       *answer;    /* NULL: none (not solvable, or not found) */
} Entry;

struct _TerrPuzzleCollection {
  GMutex     lock;         /* answers are found lazily, from any thread */
  GPtrArray *entries;      /* Entry* */
};

static void
entry_free (gpointer data)
{
  Entry *e = data;

  g_free (e->path);
  g_free (e->title);
  g_free (e->hash);
  g_clear_pointer (&e->answer, g_bytes_unref);
  g_free (e);
}

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

TerrPuzzleCollection *
terr_puzzle_collection_new (const char *dir)
{
  TerrPuzzleCollection *self = g_new0 (TerrPuzzleCollection, 1);
  g_autoptr(GDir) d = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_mutex_init (&self->lock);
  self->entries = g_ptr_array_new_with_free_func (entry_free);
  d = dir != NULL ? g_dir_open (dir, 0, NULL) : NULL;
  if (d == NULL)
    return self;
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".terraces"))
      g_ptr_array_add (names, g_build_filename (dir, name, NULL));
  g_ptr_array_sort (names, compare_paths);
  for (guint i = 0; i < names->len; i++)
    {
      g_autoptr(TerrGame) game = terr_game_load_path (g_ptr_array_index (names, i), NULL);
      TerrGoal goal = { 0 };
      const TerrCertificate *cert;
      Entry *e;

      /* Only certified puzzles: the others have no answer known to be
       * found within a node limit. */
      if (game == NULL || !terr_game_get_goal (game, &goal) || !terr_game_certificate_is_valid (game))
        continue;
      cert = terr_game_get_certificate (game);
      if (cert->verdict != TERR_VERDICT_SOLVABLE)
        continue;
      e = g_new0 (Entry, 1);
      e->path = g_strdup (g_ptr_array_index (names, i));
      e->title = g_strdup (terr_game_get_title (game));
      e->hash = terr_game_puzzle_hash (game);
      e->kind = terr_game_get_kind (game);
      e->max_nodes = cert->max_nodes;
      g_ptr_array_add (self->entries, e);
    }
  return self;
}

char *
terr_puzzle_collection_default_dir (void)
{
  const char *dir = g_getenv ("TERRACES_SCENARIOS_DIR");

  if (dir != NULL && *dir)
    return g_strdup (dir);
  return g_build_filename (PKGDATADIR, "scenarios", NULL);
}

TerrPuzzleCollection *
terr_puzzle_collection_get_default (void)
{
  static TerrPuzzleCollection *collection;

  if (g_once_init_enter (&collection))
    {
      g_autofree char *dir = terr_puzzle_collection_default_dir ();

      g_once_init_leave (&collection, terr_puzzle_collection_new (dir));
    }
  return collection;
}

void
terr_puzzle_collection_free (TerrPuzzleCollection *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->entries);
  g_mutex_clear (&self->lock);
  g_free (self);
}

guint
terr_puzzle_collection_get_size (TerrPuzzleCollection *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->entries->len;
}

gboolean
terr_puzzle_collection_contains (TerrPuzzleCollection *self, TerrGame *game)
{
  g_autofree char *hash = NULL;

  g_return_val_if_fail (self != NULL && TERR_IS_GAME (game), FALSE);
  hash = terr_game_puzzle_hash (game);
  for (guint i = 0; i < self->entries->len; i++)
    if (g_strcmp0 (((Entry *) g_ptr_array_index (self->entries, i))->hash, hash) == 0)
      return TRUE;
  return FALSE;
}

GBytes *
terr_game_puzzle_answer (TerrGame *self, const TerrCertificate *cert, GError **error)
{
  TerrGameClass *klass;
  g_autoptr(TerrCertificate) own = NULL;
  g_autoptr(TerrGame) copy = NULL;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  klass = TERR_GAME_GET_CLASS (self);
  if (klass->puzzle_answer == NULL)
    return NULL;
  if (cert == NULL)
    {
      /* the first solution is enough */
      own = terr_game_check_puzzle (self, 1, 0, NULL, NULL, NULL, error);
      if (own == NULL)
        return NULL;
      cert = own;
    }
  if (cert->solution == NULL)
    return NULL;
  copy = terr_game_copy (self);
  for (guint i = 0; i < cert->solution->len; i++)
    if (!terr_game_play (copy, g_ptr_array_index (cert->solution, i), error))
      return NULL;
  return klass->puzzle_answer (copy);
}

/* The answer of @e (under the collection's lock). */
static GBytes *
entry_answer (Entry *e)
{
  if (!e->done)
    {
      g_autoptr(TerrGame) game = terr_game_load_path (e->path, NULL);
      g_autoptr(TerrCertificate) cert = NULL;

      e->done = TRUE;
      /* the first solution is enough */
      if (game != NULL)
        cert = terr_game_check_puzzle (game, 1, e->max_nodes, NULL, NULL, NULL, NULL);
      if (cert != NULL)
        e->answer = terr_game_puzzle_answer (game, cert, NULL);
    }
  return e->answer;
}

/* The title of the puzzle of @collection whose answer is @answer, or NULL. */
static char *
find_duplicate (TerrPuzzleCollection *collection, TerrGameKind kind, const char *hash, GBytes *answer)
{
  char *title = NULL;

  g_mutex_lock (&collection->lock);
  for (guint i = 0; i < collection->entries->len && title == NULL; i++)
    {
      Entry *e = g_ptr_array_index (collection->entries, i);
      GBytes *other;

      if (e->kind != kind || g_strcmp0 (e->hash, hash) == 0)
        continue;
      other = entry_answer (e);
      if (other != NULL && g_bytes_equal (other, answer))
        title = g_strdup (e->title != NULL && *e->title ? e->title : e->path);
    }
  g_mutex_unlock (&collection->lock);
  return title;
}

gboolean
terr_game_puzzle_gate (TerrGame              *self,
                       const TerrCertificate *cert,
                       TerrPuzzleCollection  *collection,
                       TerrGateVerdict       *verdict,
                       char                 **reason,
                       GError               **error)
{
  TerrGameClass *klass;
  TerrPuzzleProbe probe = { 0 };
  g_autoptr(TerrCertificate) own = NULL;
  g_autofree char *why = NULL;
  TerrGateVerdict v = TERR_GATE_PASS;

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  g_return_val_if_fail (verdict != NULL, FALSE);

  klass = TERR_GAME_GET_CLASS (self);
  if (klass->probe_puzzle != NULL)
    {
      if (!klass->probe_puzzle (self, &probe, error))
        return FALSE;
      /* A goal of one step asks for the best step: that is the puzzle. */
      if (probe.n_steps > 1 && probe.first_solves)
        {
          v = TERR_GATE_FIRST_STEP;
          why = g_strdup (_("The first move or piece alone reaches the goal."));
        }
      else if (probe.n_steps > 1 && probe.greedy_steps > 0)
        {
          v = TERR_GATE_GREEDY;
          why = g_strdup_printf (ngettext ("The greedy choice at every step reaches the goal in %u step: the puzzle needs no thought.",
                                           "The greedy choice at every step reaches the goal in %u steps: the puzzle needs no thought.",
                                           probe.greedy_steps),
                                 probe.greedy_steps);
        }
    }
  if (v == TERR_GATE_PASS && collection != NULL && collection->entries->len > 0)
    {
      g_autoptr(GBytes) answer = NULL;
      g_autofree char *hash = NULL;
      g_autofree char *title = NULL;

      if (cert == NULL || cert->solution == NULL)
        {
          own = terr_game_check_puzzle (self, 1, 0, NULL, NULL, NULL, error);
          if (own == NULL)
            return FALSE;
          cert = own;
        }
      answer = terr_game_puzzle_answer (self, cert, error);
      if (answer == NULL && cert->solution != NULL)
        return FALSE;
      hash = terr_game_puzzle_hash (self);
      if (answer != NULL)
        title = find_duplicate (collection, terr_game_get_kind (self), hash, answer);
      if (title != NULL)
        {
          v = TERR_GATE_DUPLICATE;
          /* TRANSLATORS: %s is the title of a bundled puzzle */
          why = g_strdup_printf (_("Its answer is the answer of “%s” in the collection."), title);
        }
    }
  *verdict = v;
  if (reason != NULL)
    *reason = g_steal_pointer (&why);
  return TRUE;
}
