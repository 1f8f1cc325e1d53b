/* save-loop PATH EXPECT_A EXPECT_B — helper of test-kill-save.
 *
 * Builds a large replay (several MB: a long description and a long comment
 * on every move), writes its two versions A and B to EXPECT_A and EXPECT_B,
 * saves A to PATH, prints "ready", then saves B, A, B, … to PATH with
 * terr_game_save_path() until it is killed. */
#include <stdio.h>
#include <string.h>

#include "terr-games.h"

static char *
filler (char letter, gsize size)
{
  GString *s = g_string_sized_new (size + 64);

  while (s->len < size)
    g_string_append_printf (s, "%c%c%c%c line %08u of a long and dull text.\n",
                            letter, letter, letter, letter, (guint) (s->len / 40));
  return g_string_free (s, FALSE);
}

static TerrGame *
long_game (void)
{
  static const TerrGameKind kinds[] = { TERR_GAME_ZIGGURAT, TERR_GAME_HANGING_GARDENS, TERR_GAME_GARDEN_PATHS };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TerrGame) game = terr_game_new (kinds[k], kinds[k] == TERR_GAME_ZIGGURAT ? 1 : 2, 7, &error);
      g_autofree char *comment = filler ('c', 16 * 1024);

      if (game == NULL)
        continue;
      for (guint i = 0; i < 120 && !terr_game_is_over (game); i++)
        {
          g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
          TerrMove *move;

          if (moves == NULL || moves->len == 0)
            break;
          move = terr_move_copy_bare (g_ptr_array_index (moves, (i * 7) % moves->len));
          terr_move_set_comment (move, comment);
          if (!terr_game_play (game, move, &error))
            g_error ("a listed move was refused: %s", error->message);
          terr_move_unref (move);
        }
      return g_steal_pointer (&game);
    }
  g_error ("no game engine is available");
}

int
main (int argc, char **argv)
{
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text_a = filler ('A', 3 * 1024 * 1024);
  g_autofree char *text_b = filler ('B', 3 * 1024 * 1024 + 512 * 1024);
  g_autoptr(GBytes) a = NULL;
  g_autoptr(GBytes) b = NULL;

  if (argc != 4)
    {
      fprintf (stderr, "usage: save-loop PATH EXPECT_A EXPECT_B\n");
      return 2;
    }
  terr_games_ensure_types ();
  game = long_game ();

  terr_game_set_description (game, text_a);
  a = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  terr_game_set_description (game, text_b);
  b = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  if (!g_file_set_contents (argv[2], g_bytes_get_data (a, NULL), (gssize) g_bytes_get_size (a), &error) ||
      !g_file_set_contents (argv[3], g_bytes_get_data (b, NULL), (gssize) g_bytes_get_size (b), &error))
    g_error ("%s", error->message);

  terr_game_set_description (game, text_a);
  if (!terr_game_save_path (game, argv[1], TERR_FILE_REPLAY, &error))
    g_error ("%s", error->message);
  printf ("ready %s %" G_GSIZE_FORMAT " %" G_GSIZE_FORMAT "\n",
          terr_game_kind_to_string (terr_game_get_kind (game)), g_bytes_get_size (a), g_bytes_get_size (b));
  fflush (stdout);

  for (guint64 i = 0;; i++)
    {
      terr_game_set_description (game, (i % 2) == 0 ? text_b : text_a);
      if (!terr_game_save_path (game, argv[1], TERR_FILE_REPLAY, &error))
        g_error ("%s", error->message);
    }
  return 0;
}
