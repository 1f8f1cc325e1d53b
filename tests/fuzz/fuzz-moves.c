/* fuzz-moves.c — libFuzzer target: the move parser and applier of each game.
 *
 * The input drives a fresh game (kind, seats and seed from the first bytes)
 * through a sequence of operations: play a move built from the input (type
 * and attributes picked from the names the games use, values from small or
 * extreme numbers, names the games know, values taken from a legal move, or
 * raw bytes), play a legal move from list_moves (which must be accepted),
 * check a move, undo, redo, go to a position.  At the end the game is
 * queried and must read back what it writes. */
#include "fuzz-common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  const uint8_t *data;
  size_t size;
  size_t pos;
} Input;

static guint
take (Input *in)
{
  return in->pos < in->size ? in->data[in->pos++] : 0;
}

static gboolean
more (Input *in)
{
  return in->pos < in->size;
}

static const char *move_types[] = {
  /* hanging-gardens */ "terrace", "support", "bed", "gazebo", "move-gazebo", "move-support", "pass",
  /* ziggurat */ "place", "lift", "resign",
  /* garden-paths */ "announce", "end",
  /* unknown */ "", "x", "Place",
};

static const char *attr_names[] = {
  "x", "y", "level", "stack", "suit", "from-x", "from-y", "from-level", "from-stack", "as",
  "tier", "dir", "a", "b",
  "piece", "transform",
  "seat", "type", "", "z", "X",
};

static const char *values[] = {
  "0", "1", "2", "3", "4", "5", "6", "7", "8", "-1", "-2", "10", "24", "25", "100",
  "2147483647", "2147483648", "-2147483648", "-2147483649", "4294967296",
  "9223372036854775807", "9223372036854775808", "-9223372036854775809",
  "99999999999999999999999", "", " 1", "1 ", "+1", "0x1", "1e3", "1.0", "01", "-0",
  "suns", "moons", "crowns", "arms", "terrace", "support", "h", "v", "H",
  "p1", "p4", "f1", "none", "ŝ",
};

/* The attributes data/terraces.rng allows for each move type. */
static const struct {
  const char *type;
  const char *names;
} schema_attrs[] = {
  { "terrace", " x y level " },
  { "support", " x y level stack " },
  { "bed", " x y suit " },
  { "gazebo", " x y " },
  { "move-gazebo", " x y " },
  { "move-support", " from-x from-y from-level from-stack as x y level stack " },
  { "pass", " " },
  { "place", " tier x y dir a b piece transform " },
  { "lift", " tier x y " },
  { "resign", " " },
  { "announce", " piece " },
  { "end", " " },
};

/* FUZZ_SCHEMA_ATTRS_ONLY=1: never offer a move with an attribute its type
 * does not have (to look past a bug there while it is being fixed; the
 * first fuzz run found that games accepted such moves and then wrote files
 * the reader refuses; tests/reliability/test-move-api keeps that fixed). */
static TerrMove *
drop_unknown_attrs (TerrMove *move)
{
  const char *names = NULL;
  TerrMove *copy;

  for (guint i = 0; i < G_N_ELEMENTS (schema_attrs); i++)
    if (g_str_equal (schema_attrs[i].type, terr_move_get_move_type (move)))
      names = schema_attrs[i].names;
  if (names == NULL)
    return move;
  copy = terr_move_new (terr_move_get_seat (move), terr_move_get_move_type (move));
  for (guint i = 0; i < terr_move_get_n_attrs (move); i++)
    {
      const char *name, *value;
      g_autofree char *word = NULL;

      terr_move_get_attr (move, i, &name, &value);
      word = g_strdup_printf (" %s ", name);
      if (strstr (names, word) != NULL)
        terr_move_set (copy, name, value);
    }
  terr_move_unref (move);
  return copy;
}

static TerrMove *
craft_move_any (Input *in, TerrGame *game, GPtrArray *legal);

static TerrMove *
craft_move (Input *in, TerrGame *game, GPtrArray *legal)
{
  static int schema_only = -1;
  TerrMove *move;

  if (schema_only < 0)
    schema_only = g_strcmp0 (g_getenv ("FUZZ_SCHEMA_ATTRS_ONLY"), "1") == 0;
  move = craft_move_any (in, game, legal);
  return schema_only ? drop_unknown_attrs (move) : move;
}

static TerrMove *
craft_move_any (Input *in, TerrGame *game, GPtrArray *legal)
{
  TerrMove *legal_move = NULL;
  TerrMove *move;
  guint mode = take (in);
  guint n_attrs;
  int seat;

  if (legal != NULL && legal->len > 0)
    legal_move = g_ptr_array_index (legal, take (in) % legal->len);

  /* Seat: usually the one to move; sometimes any number at all. */
  if (mode & 1)
    seat = terr_game_get_seat_to_move (game);
  else
    seat = (int) (take (in) % (terr_game_get_n_players (game) + 3)) - 1;

  if ((mode & 6) == 0 && legal_move != NULL)
    {
      /* A legal move with one attribute changed, dropped or added. */
      guint which, op;

      move = terr_move_new (terr_move_get_seat (legal_move), terr_move_get_move_type (legal_move));
      which = take (in);
      op = take (in) % 4;
      for (guint i = 0; i < terr_move_get_n_attrs (legal_move); i++)
        {
          const char *name, *value;
          terr_move_get_attr (legal_move, i, &name, &value);
          if (i == which % MAX (1, terr_move_get_n_attrs (legal_move)))
            {
              if (op == 0)
                continue;
              if (op == 1)
                value = values[take (in) % G_N_ELEMENTS (values)];
            }
          terr_move_set (move, name, value);
        }
      if (op == 3)
        terr_move_set (move, attr_names[take (in) % G_N_ELEMENTS (attr_names)],
                       values[take (in) % G_N_ELEMENTS (values)]);
      return move;
    }

  if (legal_move != NULL && (mode & 8))
    move = terr_move_new (seat, terr_move_get_move_type (legal_move));
  else
    move = terr_move_new (seat, move_types[take (in) % G_N_ELEMENTS (move_types)]);

  n_attrs = take (in) % 9;
  for (guint i = 0; i < n_attrs && more (in); i++)
    {
      const char *name = attr_names[take (in) % G_N_ELEMENTS (attr_names)];
      guint vmode = take (in) % 4;
      char buf[24];

      if (vmode == 0)
        {
          g_snprintf (buf, sizeof buf, "%d", (int) (gint8) take (in));
          terr_move_set (move, name, buf);
        }
      else if (vmode == 1 && legal_move != NULL && terr_move_get_n_attrs (legal_move) > 0)
        {
          const char *lname, *lvalue;
          terr_move_get_attr (legal_move, take (in) % terr_move_get_n_attrs (legal_move), &lname, &lvalue);
          terr_move_set (move, name, lvalue);
        }
      else if (vmode == 2)
        {
          /* Raw bytes (up to 8, NUL-terminated). */
          guint len = take (in) % 9;
          for (guint k = 0; k < len; k++)
            buf[k] = (char) (take (in) | 1);
          buf[len] = '\0';
          terr_move_set (move, name, buf);
        }
      else
        terr_move_set (move, name, values[take (in) % G_N_ELEMENTS (values)]);
    }
  return move;
}

/* The legal moves of the position, listed once per position (listing is
 * most of the cost of an input). */
static GPtrArray *
legal_moves (GPtrArray **cache, TerrGame *game)
{
  if (*cache == NULL)
    *cache = terr_game_list_moves (game);
  return *cache;
}

static void
run (Input *in)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GPtrArray) legal_cache = NULL;
  TerrGameKind kind = TERR_GAME_HANGING_GARDENS + (int) (take (in) % 3);
  guint n_players = 1 + take (in) % 6;
  guint64 seed = take (in);
  guint ops = 0;

  if (!fuzz_kind_ready (kind))
    return;
  game = terr_game_new (kind, n_players, seed, &error);
  if (game == NULL)
    return;

  while (more (in) && ops++ < 400)
    {
      guint op = take (in) % 16;

      switch (op)
        {
        case 0: case 1: case 2: case 3:
          {
            g_autoptr(TerrMove) move = craft_move (in, game, legal_moves (&legal_cache, game));
            g_autoptr(GError) local_error = NULL;
            gboolean checked, played;
            g_autoptr(GBytes) before = NULL;

            /* Now and then: check_move must leave the position as it was. */
            if (op == 0)
              before = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
            checked = terr_game_check_move (game, move, NULL);
            if (before != NULL)
              {
                g_autoptr(GBytes) after = terr_game_to_bytes (game, TERR_FILE_SCENARIO);
                if (!g_bytes_equal (before, after))
                  g_error ("terr_game_check_move changed the position");
              }
            played = terr_game_play (game, move, &local_error);
            if (checked != played)
              g_error ("check_move says %d but play says %d for %s", checked, played,
                       terr_move_to_string (move));
            if (!played && (local_error == NULL || local_error->message[0] == '\0'))
              g_error ("a refused move without a reason");
            if (played)
              g_clear_pointer (&legal_cache, g_ptr_array_unref);
          }
          break;
        case 4: case 5:
          {
            GPtrArray *legal = legal_moves (&legal_cache, game);
            g_autoptr(GError) local_error = NULL;
            guint pick = take (in);

            if (legal != NULL && legal->len > 0)
              {
                TerrMove *move = g_ptr_array_index (legal, pick % legal->len);
                if (!terr_game_play (game, move, &local_error))
                  {
                    g_autofree char *s = terr_move_to_string (move);
                    g_error ("list_moves gave %s but play refuses it: %s", s, local_error->message);
                  }
                g_clear_pointer (&legal_cache, g_ptr_array_unref);
              }
          }
          break;
        case 6:
          if (terr_game_undo (game))
            g_clear_pointer (&legal_cache, g_ptr_array_unref);
          break;
        case 7:
          if (terr_game_redo (game))
            g_clear_pointer (&legal_cache, g_ptr_array_unref);
          break;
        case 8:
          terr_game_go_to (game, take (in) % (terr_game_get_n_moves (game) + 2));
          g_clear_pointer (&legal_cache, g_ptr_array_unref);
          break;
        case 9:
          fuzz_query (game);
          break;
        case 10:
          terr_game_set_mode (game, take (in) % 2 ? TERR_GAME_MODE_REVIEW : TERR_GAME_MODE_PLAY);
          break;
        case 11:
          {
            /* anywhere in the tree: down from the root by chosen children */
            TerrGameNode *node = terr_game_get_root (game);
            guint steps = take (in);

            for (guint i = 0; i < steps && terr_game_node_get_n_children (node) > 0; i++)
              node = terr_game_node_get_child (node, take (in) % terr_game_node_get_n_children (node));
            terr_game_go_to_node (game, node);
            g_clear_pointer (&legal_cache, g_ptr_array_unref);
          }
          break;
        case 12:
          terr_game_promote_node (game, terr_game_get_cursor (game));
          break;
        case 13:
          if (terr_game_delete_node (game, terr_game_get_cursor (game), NULL))
            g_clear_pointer (&legal_cache, g_ptr_array_unref);
          break;
        case 14:
          if (take (in) % 2 ? terr_game_undo_tree_edit (game) : terr_game_redo_tree_edit (game))
            g_clear_pointer (&legal_cache, g_ptr_array_unref);
          break;
        case 15:
          if (terr_game_get_position_index (game) > 0)
            terr_game_set_comment (game, terr_game_get_cursor (game), take (in) % 2 ? "a comment" : NULL);
          break;
        default:
          break;
        }
    }
  fuzz_query (game);
  fuzz_check_round_trip (game);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  Input in = { data, size, 0 };

  run (&in);
  return 0;
}
