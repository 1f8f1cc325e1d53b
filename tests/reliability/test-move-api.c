/* Moves given through the API (terr_game_play) that no file could hold:
 * a legal move with an attribute its type does not have, with its seat or
 * type given again as an attribute, or a value that is not UTF-8.  Either
 * the game refuses them, or what it writes must read back: the program
 * must never write a file it refuses to open.  (Found by fuzz-moves.) */
#include <string.h>

#include "terr-games.h"

typedef struct {
  const char *test;
  const char *name;
  const char *value;
} Extra;

static const Extra extras[] = {
  { "unknown-attribute", "bogus", "1" },    /* no move type has it */
  { "attribute-of-other-type", "x", "0" },  /* types without x: pass, resign, announce, end */
  { "seat-attribute", "seat", "2" },        /* would overwrite the seat when written */
  { "type-attribute", "type", "pass" },     /* would overwrite the type when written */
  { "not-utf8", "piece", "\xff\xfe" },      /* not UTF-8 */
};

typedef struct {
  TerrGameKind kind;
  const Extra *extra;
} Case;

static void
check_written_reads_back (TerrGame *game, const char *what)
{
  g_autoptr(GBytes) bytes = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrDocument) doc = terr_document_load_bytes (bytes, "written.terraces", &error);
  g_autoptr(TerrGame) again = doc ? terr_game_load_document (doc, &error) : NULL;

  if (again == NULL)
    {
      g_auto(GStrv) lines = g_strsplit (error->message, "\n", -1);
      g_autofree char *one = g_strjoinv (" ", lines);
      g_test_fail_printf ("%s was accepted, but the replay written after it is refused: %s", what, one);
    }
}

static void
test_extra_attribute (gconstpointer data)
{
  const Case *c = data;
  TerrGameKind kind = c->kind;
  const Extra *extra = c->extra;

    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TerrGame) game = terr_game_new (kind, kind == TERR_GAME_ZIGGURAT ? 1 : 2, 3, &error);
      g_autoptr(GPtrArray) moves = NULL;
      gboolean done = FALSE;

      g_assert_no_error (error);
      moves = terr_game_list_moves (game);
      /* Every listed move type once. */
      for (guint i = 0; i < moves->len && !done; i++)
        {
          TerrMove *legal = g_ptr_array_index (moves, i);
          g_autoptr(TerrMove) move = terr_move_copy_bare (legal);
          g_autofree char *raw = NULL;
          g_autofree char *desc = NULL;

          if (terr_move_get (move, extra->name) != NULL)
            continue;
          terr_move_set (move, extra->name, extra->value);
          raw = terr_move_to_string (move);
          desc = g_utf8_make_valid (raw, -1);
          if (terr_game_play (game, move, NULL))
            {
              check_written_reads_back (game, desc);
              done = TRUE;
            }
        }
    }
}

int
main (int argc, char **argv)
{
  static const TerrGameKind kinds[] = {
    TERR_GAME_HANGING_GARDENS, TERR_GAME_ZIGGURAT, TERR_GAME_GARDEN_PATHS,
  };

  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    for (guint e = 0; e < G_N_ELEMENTS (extras); e++)
      {
        g_autofree char *path = g_strdup_printf ("/move-api/%s/%s", terr_game_kind_to_string (kinds[i]), extras[e].test);
        Case *c = g_new0 (Case, 1);

        c->kind = kinds[i];
        c->extra = &extras[e];
        g_test_add_data_func_full (path, c, test_extra_attribute, g_free);
      }
  return g_test_run ();
}
