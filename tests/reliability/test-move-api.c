/* Moves and texts given through the API that no file could hold:
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

/* Things a player can type or paste into the program and the program then
 * saves: a move with two variations (alternatives from the position before
 * it), comments, names and meta data with markup, control characters or
 * bytes that are not UTF-8.  Each must be refused, cleaned, or written so
 * that it reads back. */
typedef enum {
  TEXT_TWO_VARIATIONS,
  TEXT_COMMENT_MARKUP,
  TEXT_COMMENT_CONTROL,
  TEXT_PLAYER_NAME_CONTROL,
  TEXT_TITLE_NOT_UTF8,
  N_TEXT_CASES
} TextCase;

static const char *text_case_names[] = {
  "two-variations", "comment-markup", "comment-control-chars",
  "player-name-control-chars", "title-not-utf8",
};

static void
test_text (gconstpointer data)
{
  TerrGameKind kind = GPOINTER_TO_INT (data) / N_TEXT_CASES;
  TextCase which = GPOINTER_TO_INT (data) % N_TEXT_CASES;
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_game_new (kind, kind == TERR_GAME_ZIGGURAT ? 1 : 2, 8, &error);
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(TerrMove) move = NULL;
  g_autofree char *raw = NULL;
  g_autofree char *desc = NULL;

  g_assert_no_error (error);
  moves = terr_game_list_moves (game);
  g_assert_cmpuint (moves->len, >=, 1);
  move = terr_move_copy_bare (g_ptr_array_index (moves, 0));
  switch (which)
    {
    case TEXT_TWO_VARIATIONS:
      for (guint v = 1; v <= 2; v++)
        {
          /* terr_move_add_variation() takes its own reference. */
          g_autoptr(GPtrArray) line = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_move_unref);
          g_ptr_array_add (line, terr_move_copy_bare (g_ptr_array_index (moves, v % moves->len)));
          terr_move_add_variation (move, line);
        }
      break;
    case TEXT_COMMENT_MARKUP:
      terr_move_set_comment (move, "<b>bold</b> & \"quotes\" ]]> <!-- --> &amp;");
      break;
    case TEXT_COMMENT_CONTROL:
      terr_move_set_comment (move, "bell \a, escape \x1b[31m, form feed \f");
      break;
    case TEXT_PLAYER_NAME_CONTROL:
      terr_game_set_player (game, 1, "Ann\x01\x02", FALSE, 0);
      break;
    case TEXT_TITLE_NOT_UTF8:
      terr_game_set_title (game, "Caf\xe9");
      break;
    case N_TEXT_CASES:
    default:
      g_assert_not_reached ();
    }
  raw = terr_move_to_string (move);
  desc = g_strdup_printf ("%s (%s)", raw, text_case_names[which]);
  if (terr_game_play (game, move, NULL))
    check_written_reads_back (game, desc);
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
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    for (guint t = 0; t < N_TEXT_CASES; t++)
      {
        g_autofree char *path = g_strdup_printf ("/move-api/%s/%s", terr_game_kind_to_string (kinds[i]), text_case_names[t]);
        g_test_add_data_func (path, GINT_TO_POINTER (kinds[i] * N_TEXT_CASES + t), test_text);
      }
  return g_test_run ();
}
