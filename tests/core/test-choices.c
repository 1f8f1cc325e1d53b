/* What views ask of a game, for every game of terr_games_list() and
 * without naming one: the choices of a turn cover exactly the legal moves
 * (each legal move in exactly one choice and reached by completing it on
 * some square and orientation; whatever else a completion gives is no
 * other choice's move and is refused by the rules) on a few hundred positions of random games of
 * each; the computer levels the class lists are the ones its AI plays; the
 * score explanation answers for every seat and view. */
#include <string.h>

#include "terr-choice.h"
#include "terr-document.h"
#include "terr-games.h"
#include "terr-random.h"
#include "terr-zg-state.h"

/* Positions looked at per game (bounded by counts, not time). */
#define N_POSITIONS 200

static void
move_box (GPtrArray *moves,
          int       *x0,
          int       *y0,
          int       *x1,
          int       *y1)
{
  *x0 = *y0 = G_MAXINT;
  *x1 = *y1 = G_MININT;
  for (guint i = 0; i < moves->len; i++)
    {
      gint64 x, y;

      if (!terr_move_get_int (g_ptr_array_index (moves, i), "x", -1000, 1000, &x)
          || !terr_move_get_int (g_ptr_array_index (moves, i), "y", -1000, 1000, &y))
        continue;
      *x0 = MIN (*x0, (int) x);
      *y0 = MIN (*y0, (int) y);
      *x1 = MAX (*x1, (int) x);
      *y1 = MAX (*y1, (int) y);
    }
}

/* Completes @choice (the @c-th) on every square near its legal moves,
 * in every orientation: what is legal is that choice's, whatever else is
 * refused by the rules; the legal moves reached go into @reached. */
static void
reach_moves (TerrGame   *game,
             TerrChoice *choice,
             guint       c,
             GHashTable *owner,
             GHashTable *reached,
             GPtrArray  *legal)
{
  GPtrArray *mine = terr_choice_get_legal_moves (choice);
  guint found = 0;
  int x0, y0, x1, y1;

  /* Every square near the legal ones (a piece's first cell may lie a
   * few squares off its anchor), every orientation; the level under
   * the pointer unknown, then (for moves not reached so) each level a
   * surface may have. */
  move_box (mine->len > 0 ? mine : legal, &x0, &y0, &x1, &y1);
  if (x0 > x1)
    x0 = y0 = 0, x1 = y1 = 5;
  for (int level = G_MININT; level == G_MININT || (level <= 3 && found < mine->len);
       level = level == G_MININT ? 0 : level + 1)
    for (guint o = 0; o < terr_choice_get_n_orientations (choice); o++)
      for (int y = y0 - 4; y <= y1 + 4; y++)
        for (int x = x0 - 4; x <= x1 + 4; x++)
          {
            g_autoptr(TerrMove) move = terr_game_complete_move (game, choice, x, y, level, (int) o);
            g_autofree char *text = NULL;
            gpointer value;

            g_assert_nonnull (move);
            text = terr_move_to_string (move);
            if (g_hash_table_lookup_extended (owner, text, NULL, &value))
              {
                /* A legal move: this choice's. */
                g_assert_cmpuint (GPOINTER_TO_UINT (value), ==, c + 1);
                if (g_hash_table_add (reached, g_steal_pointer (&text)))
                  found++;
              }
            else
              {
                g_autoptr(GError) error = NULL;

                /* The rules refuse it, unless the game lists one move
                 * for many alike (the first tile on the empty table). */
                if (!terr_game_check_move (game, move, &error))
                  g_assert_nonnull (error);
                else
                  g_assert_cmpstr (terr_move_get_move_type (move), ==, terr_choice_get_move_type (choice));
              }
          }
}

/* Where the pointer holds each legal move: completing the choice there,
 * so turned, gives the move back. */
static void
check_anchors (TerrGame   *game,
               TerrChoice *choice)
{
  GPtrArray *mine = terr_choice_get_legal_moves (choice);

  for (guint i = 0; i < mine->len && terr_choice_get_source_attrs (choice) == NULL; i++)
    {
      TerrMove *move = g_ptr_array_index (mine, i);
      int x, y, orientation;

      if (terr_game_anchor_move (game, choice, move, &x, &y, &orientation))
        {
          g_autoptr(TerrMove) made = terr_game_complete_move (game, choice, x, y, G_MININT, orientation);

          g_assert_true (terr_move_equal (made, move));
        }
      else
        /* Garden Paths says where it holds every placement. */
        g_assert_false (terr_move_is (move, "place") && terr_move_get (move, "transform") != NULL);
    }
}

/* The choices of @game's position against its legal moves. */
static void
check_position (TerrGame *game)
{
  g_autoptr(GPtrArray) legal = terr_game_list_moves (game);
  g_autoptr(GListModel) choices = terr_game_list_choices (game);
  guint n = g_list_model_get_n_items (choices);
  /* Each legal move in words → 1 + the index of the choice holding it. */
  g_autoptr(GHashTable) owner = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint listed = 0;

  for (guint i = 0; i < legal->len; i++)
    g_hash_table_insert (owner, terr_move_to_string (g_ptr_array_index (legal, i)), GUINT_TO_POINTER (0));
  g_assert_cmpuint (g_hash_table_size (owner), ==, legal->len);

  for (guint c = 0; c < n; c++)
    {
      g_autoptr(TerrChoice) choice = g_list_model_get_item (choices, c);
      GPtrArray *mine = terr_choice_get_legal_moves (choice);

      listed += mine->len;
      g_assert_nonnull (terr_choice_get_label (choice));
      g_assert_cmpint (terr_choice_get_enabled (choice), ==, mine->len > 0);
      for (guint i = 0; i < mine->len; i++)
        {
          g_autofree char *text = terr_move_to_string (g_ptr_array_index (mine, i));
          gpointer value;

          /* Legal, and in no other choice. */
          if (!g_hash_table_lookup_extended (owner, text, NULL, &value))
            g_error ("%s: %s is no legal move", terr_choice_get_label (choice), text);
          if (GPOINTER_TO_UINT (value) != 0)
            g_error ("%s is in two choices", text);
          g_hash_table_insert (owner, g_steal_pointer (&text), GUINT_TO_POINTER (c + 1));
        }
    }
  /* Every legal move is in a choice, but resigning: views offer it apart
   * (terr_game_get_resign_move), behind a question. */
  {
    guint resigns = 0;

    for (guint i = 0; i < legal->len; i++)
      if (terr_move_is (g_ptr_array_index (legal, i), "resign"))
        resigns++;
    g_assert_cmpuint (listed + resigns, ==, legal->len);
    {
      g_autoptr(TerrMove) resign = terr_game_get_resign_move (game);

      g_assert_cmpint (resign != NULL, ==, resigns > 0);
    }
  }

  for (guint c = 0; c < n; c++)
    {
      g_autoptr(TerrChoice) choice = g_list_model_get_item (choices, c);
      GPtrArray *mine = terr_choice_get_legal_moves (choice);
      g_autoptr(GHashTable) reached = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      int x0, y0, x1, y1;

      if (!terr_choice_is_positional (choice))
        {
          /* Played as it is: the move is its one legal move. */
          g_assert_null (terr_game_complete_move (game, choice, 0, 0, G_MININT, 0));
          g_assert_cmpuint (mine->len, ==, 1);
          g_assert_true (terr_move_equal (terr_choice_get_move (choice), g_ptr_array_index (mine, 0)));
          continue;
        }

      /* A piece picked on the board first: each one found on a square,
       * the choice narrowed to it, then completed as any other. */
      if (terr_choice_get_source_attrs (choice) != NULL)
        {
          g_autoptr(GHashTable) sources = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
          GHashTableIter iter;
          gpointer narrow;

          move_box (mine, &x0, &y0, &x1, &y1);
          for (int y = y0 - 2; y <= y1 + 4; y++)
            for (int x = x0 - 2; x <= x1 + 4; x++)
              {
                g_autoptr(TerrMove) source = terr_game_pick_source (game, choice, x, y, G_MININT);
                g_autofree char *text = NULL;
                const char *const *names = terr_choice_get_source_attrs (choice);

                if (source == NULL)
                  continue;
                text = g_strjoin (",", terr_move_get (source, names[0]), terr_move_get (source, names[1]),
                                  terr_move_get (source, names[2]), terr_move_get (source, names[3]), NULL);
                if (!g_hash_table_contains (sources, text))
                  g_hash_table_insert (sources, g_steal_pointer (&text), terr_choice_narrow (choice, source));
              }
          g_hash_table_iter_init (&iter, sources);
          while (g_hash_table_iter_next (&iter, NULL, &narrow))
            reach_moves (game, narrow, c, owner, reached, legal);
        }
      else
        reach_moves (game, choice, c, owner, reached, legal);
      check_anchors (game, choice);
      if (g_hash_table_size (reached) != terr_choice_get_n_legal (choice))
        g_error ("%s: %s reaches %u of its %u legal moves from the squares",
                 terr_game_kind_to_string (terr_game_get_kind (game)),
                 terr_choice_get_label (choice), g_hash_table_size (reached), mine->len);
    }
}

/* A random legal move, resigning only when nothing else is left. */
static TerrMove *
random_move (TerrGame   *game,
             TerrRandom *random)
{
  g_autoptr(GPtrArray) moves = terr_game_list_moves (game);
  g_autoptr(GPtrArray) keep = g_ptr_array_new ();

  for (guint i = 0; i < moves->len; i++)
    if (!terr_move_is (g_ptr_array_index (moves, i), "resign"))
      g_ptr_array_add (keep, g_ptr_array_index (moves, i));
  if (keep->len == 0)
    return moves->len > 0 ? terr_move_copy_bare (g_ptr_array_index (moves, 0)) : NULL;
  return terr_move_copy_bare (g_ptr_array_index (keep, terr_random_below (random, keep->len)));
}

static void
test_choices_cover_moves (gconstpointer data)
{
  GType type = (GType) GPOINTER_TO_SIZE (data);
  TerrGameKind kind = terr_games_get_kind (type);
  g_autoptr(TerrGame) game = NULL;
  TerrRandom random;
  guint seen = 0, games = 0;

  terr_random_init (&random, 20 + kind);
  while (seen < N_POSITIONS)
    {
      guint min = 1, max = 1;
      g_autoptr(GError) error = NULL;

      terr_game_kind_get_players (kind, &min, &max, NULL);
      g_clear_object (&game);
      game = terr_game_new (kind, min + games % (max - min + 1), 7 + games, &error);
      g_assert_no_error (error);
      games++;
      while (seen < N_POSITIONS && !terr_game_is_over (game))
        {
          g_autoptr(TerrMove) move = NULL;

          check_position (game);
          seen++;
          move = random_move (game, &random);
          g_assert_nonnull (move);
          g_assert_true (terr_game_play (game, move, &error));
          g_assert_no_error (error);
        }
      /* Over: nothing to choose. */
      if (terr_game_is_over (game))
        {
          g_autoptr(GListModel) none = terr_game_list_choices (game);
          g_assert_cmpuint (g_list_model_get_n_items (none), ==, 0);
        }
    }
}

/* The levels the class lists are the levels its AI plays, no more. */
static void
test_levels (gconstpointer data)
{
  GType type = (GType) GPOINTER_TO_SIZE (data);
  TerrGameKind kind = terr_games_get_kind (type);
  guint n = terr_game_kind_get_n_levels (kind);
  guint def = 1;
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GCancellable) cancelled = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrMove) none = NULL;

  g_assert_cmpuint (n, >=, 1);
  terr_game_kind_get_players (kind, NULL, NULL, &def);
  game = terr_game_new (kind, def, 3, &error);
  g_assert_no_error (error);

  for (guint level = 1; level <= n; level++)
    {
      const char *name = terr_game_kind_get_level_name (kind, level);
      g_autoptr(TerrMove) move = NULL;
      g_autoptr(GError) level_error = NULL;

      g_assert_nonnull (name);
      g_assert_cmpstr (name, !=, "");
      for (guint other = 1; other < level; other++)
        g_assert_cmpstr (terr_game_kind_get_level_name (kind, other), !=, name);
      /* Asked with the work cancelled: no refusal of the level. */
      g_cancellable_cancel (cancelled);
      move = terr_game_ai_move (game, level, 1, cancelled, &level_error);
      g_assert_false (g_error_matches (level_error, TERR_ERROR, TERR_ERROR_UNSUPPORTED));
    }
  none = terr_game_ai_move (game, n + 1, 1, NULL, &error);
  g_assert_null (none);
  g_assert_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED);
}

/* The score in words answers for each seat and view the class lists. */
static void
test_explain (gconstpointer data)
{
  GType type = (GType) GPOINTER_TO_SIZE (data);
  TerrGameKind kind = terr_games_get_kind (type);
  guint def = 1;
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GError) error = NULL;
  gboolean per_seat = terr_game_kind_explains_per_seat (kind);
  guint views = terr_game_kind_get_n_score_views (kind);

  terr_game_kind_get_players (kind, NULL, NULL, &def);
  game = terr_game_new (kind, def, 5, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (views, >=, 1);
  for (int seat = per_seat ? 1 : 0; seat <= (per_seat ? (int) def : 0); seat++)
    for (guint view = 0; view < views; view++)
      {
        g_autofree char *text = terr_game_explain_score (game, seat, view);
        g_assert_nonnull (text);
        g_assert_cmpstr (text, !=, "");
      }
  /* Outside the seats or views: nothing. */
  {
    g_autofree char *text = terr_game_explain_score (game, per_seat ? (int) def + 1 : 0, views);
    g_assert_cmpstr (text, ==, "");
  }
}

/* The Ziggurat titles come from one table: the score text of a complete
 * ziggurat, its score JSON and the explanation's list give the same. */
static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              GString    *seen)
{
  g_string_append_printf (seen, "%s;", pspec->name);
}

/* A choice updated from the same choice of a later position takes its
 * label and legal moves and notifies only what changed. */
static void
test_choice_update (void)
{
  g_autoptr(TerrMove) a = terr_move_new (1, "place");
  g_autoptr(TerrMove) b = terr_move_new (1, "place");
  g_autoptr(TerrChoice) kept = NULL, fresh = NULL, same = NULL;
  g_autoptr(GString) seen = g_string_new (NULL);

  terr_move_set (a, "x", "1");
  terr_move_set (b, "x", "2");
  kept = terr_choice_new ("bed", "Bed", a);
  terr_choice_set_positional (kept, TRUE);
  terr_choice_add_legal (kept, a);
  fresh = terr_choice_new ("bed", "Bed (2 left)", b);
  terr_choice_set_positional (fresh, TRUE);
  g_signal_connect (kept, "notify", G_CALLBACK (count_notify), seen);

  terr_choice_update (kept, fresh);
  g_assert_cmpstr (terr_choice_get_label (kept), ==, "Bed (2 left)");
  g_assert_cmpuint (terr_choice_get_n_legal (kept), ==, 0);
  g_assert_false (terr_choice_get_enabled (kept));
  g_assert_cmpstr (terr_move_get (terr_choice_get_move (kept), "x"), ==, "2");
  g_assert_nonnull (strstr (seen->str, "label;"));
  g_assert_nonnull (strstr (seen->str, "enabled;"));
  g_assert_null (strstr (seen->str, "positional;"));

  /* Nothing shown changed: no notification. */
  g_string_truncate (seen, 0);
  same = terr_choice_new ("bed", "Bed (2 left)", a);
  terr_choice_set_positional (same, TRUE);
  terr_choice_update (kept, same);
  g_assert_cmpstr (seen->str, ==, "");
  g_assert_cmpstr (terr_move_get (terr_choice_get_move (kept), "x"), ==, "1");
}

static void
test_zg_titles (void)
{
  g_autoptr(TerrGame) game = terr_game_new (TERR_GAME_ZIGGURAT, 1, 1, NULL);
  g_autofree char *words = terr_game_explain_score (game, 0, 0);
  guint n = terr_zg_n_titles ();

  g_assert_cmpuint (n, ==, 6);
  for (guint cheats = 0; cheats < n; cheats++)
    {
      g_assert_nonnull (strstr (words, terr_zg_title_translated (cheats)));
      g_assert_cmpstr (terr_zg_title_translated (cheats), ==, terr_zg_title_for_cheats (cheats));
    }
  /* Five cheats or more: the last title. */
  g_assert_cmpstr (terr_zg_title_for_cheats (n + 3), ==, terr_zg_title_for_cheats (n - 1));
}

/* The end of Hanging Gardens: a row per way of placing a support again,
 * in a fixed order and naming no place; the support is picked on the
 * board, and the choice narrowed to it offers exactly its moves. */
static void
test_hg_move_support (void)
{
  static const char xml[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<terraces format=\"1\" game=\"hanging-gardens\" kind=\"scenario\">\n"
    "  <rules players=\"2\" progress-rule=\"true\"/>\n"
    "  <players>\n    <player seat=\"1\" name=\"Ann\" type=\"human\"/>\n"
    "    <player seat=\"2\" name=\"Bob\" type=\"human\"/>\n  </players>\n"
    "  <position to-move=\"1\" actions-taken=\"0\" passes=\"0\">\n"
    "    <supply tiles=\"0\" suns=\"1\" moons=\"0\" crowns=\"0\" arms=\"0\"/>\n"
    "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n    <terrace x=\"2\" y=\"0\" level=\"0\"/>\n"
    "    <terrace x=\"0\" y=\"2\" level=\"0\"/>\n    <terrace x=\"2\" y=\"2\" level=\"0\"/>\n"
    "    <support x=\"0\" y=\"0\" level=\"0\" stack=\"1\"/>\n"
    "    <support x=\"2\" y=\"2\" level=\"0\" stack=\"1\"/>\n"
    "    <gazebo x=\"3\" y=\"0\" seat=\"1\"/>\n    <gazebo x=\"0\" y=\"3\" seat=\"2\"/>\n"
    "  </position>\n</terraces>\n";
  static const char *const keys[] = { "bed:suns", "move-gazebo", "move-support:terrace", "move-support:support" };
  g_autoptr(GBytes) bytes = g_bytes_new_static (xml, sizeof xml - 1);
  g_autoptr(GError) error = NULL;
  TerrDocument *doc = terr_document_load_bytes (bytes, "end.terraces", &error);
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GListModel) choices = NULL;
  g_autoptr(TerrChoice) terrace = NULL;
  g_autoptr(TerrMove) source = NULL;
  g_autoptr(TerrChoice) narrow = NULL;
  g_autoptr(GPtrArray) legal = NULL;
  guint from_there = 0;

  g_assert_no_error (error);
  game = terr_game_load_document (doc, &error);
  terr_document_free (doc);
  g_assert_no_error (error);
  choices = terr_game_list_choices (game);
  g_assert_cmpuint (g_list_model_get_n_items (choices), ==, G_N_ELEMENTS (keys));
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autoptr(TerrChoice) choice = g_list_model_get_item (choices, i);

      g_assert_cmpstr (terr_choice_get_key (choice), ==, keys[i]);
      g_assert_null (strpbrk (terr_choice_get_label (choice), "0123456789"));
    }
  check_position (game);

  terrace = g_list_model_get_item (choices, 2);
  g_assert_nonnull (terr_choice_get_source_attrs (terrace));
  /* No support on (1, 2); the one of (2, 2) from any of its spaces. */
  g_assert_null (terr_game_pick_source (game, terrace, 1, 2, G_MININT));
  source = terr_game_pick_source (game, terrace, 3, 2, G_MININT);
  g_assert_nonnull (source);
  g_assert_cmpstr (terr_move_get (source, "from-x"), ==, "2");
  g_assert_cmpstr (terr_move_get (source, "from-y"), ==, "2");
  narrow = terr_choice_narrow (terrace, source);
  g_assert_cmpstr (terr_choice_get_key (narrow), ==, "move-support:terrace");
  g_assert_null (terr_choice_get_source_attrs (narrow));
  legal = terr_game_list_moves (game);
  for (guint i = 0; i < legal->len; i++)
    {
      TerrMove *move = g_ptr_array_index (legal, i);

      if (terr_move_is (move, "move-support") && g_strcmp0 (terr_move_get (move, "as"), "terrace") == 0
          && g_strcmp0 (terr_move_get (move, "from-x"), "2") == 0
          && g_strcmp0 (terr_move_get (move, "from-y"), "2") == 0)
        from_there++;
    }
  g_assert_cmpuint (from_there, >, 0);
  g_assert_cmpuint (terr_choice_get_n_legal (narrow), ==, from_there);
}

int
main (int argc, char **argv)
{
  const GType *types;
  guint n;

  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();

  types = terr_games_list (&n);
  g_assert_cmpuint (n, >=, 3);
  for (guint i = 0; i < n; i++)
    {
      const char *id = terr_game_kind_to_string (terr_games_get_kind (types[i]));
      g_autofree char *cover = g_strdup_printf ("/choices/%s/cover-moves", id);
      g_autofree char *levels = g_strdup_printf ("/choices/%s/levels", id);
      g_autofree char *explain = g_strdup_printf ("/choices/%s/explain", id);

      g_assert_true (terr_games_get_type_for_kind (terr_games_get_kind (types[i])) == types[i]);
      g_test_add_data_func (cover, GSIZE_TO_POINTER (types[i]), test_choices_cover_moves);
      g_test_add_data_func (levels, GSIZE_TO_POINTER (types[i]), test_levels);
      g_test_add_data_func (explain, GSIZE_TO_POINTER (types[i]), test_explain);
    }
  g_test_add_func ("/choices/ziggurat-titles", test_zg_titles);
  g_test_add_func ("/choices/update", test_choice_update);
  g_test_add_func ("/choices/hanging-gardens/move-support", test_hg_move_support);
  return g_test_run ();
}
