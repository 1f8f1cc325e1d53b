/* test-refusal.c — refused moves as values (terr-refusal.h): every code of
 * every game is worded in whole sentences in every language, and real
 * refused moves of each game give the expected code, places and pieces
 * while their errors keep the engines' words for files. */
#include "config.h"

#include <libintl.h>
#include <locale.h>
#include <string.h>
#include <glib.h>

#include "terr-hg-game.h"
#include "terr-zg-game.h"
#include "gp/terr-gp-game.h"

/* The translations built with the program (build/po), or NULL. */
static const char *locale_dir;

static const char *const languages[] = { "C", "de", "fr", "es" };

/* What the program wrote instead of a square's coordinates before
 * refusals were values, in every language. */
static const char *const leftovers[] = {
  "that square", "dieses Feld", "cette case", "esa casilla",
};

static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  /* Setting the text domain (the same one) makes gettext forget the
   * translations it looked up, so it reads LANGUAGE again. */
  textdomain (textdomain (NULL));
}

static gboolean
have_language (const char *language)
{
  g_autofree char *mo = NULL;

  if (g_str_equal (language, "C"))
    return TRUE;
  if (locale_dir == NULL)
    return FALSE;
  mo = g_build_filename (locale_dir, language, "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  return g_file_test (mo, G_FILE_TEST_EXISTS);
}

static void
assert_sentence (const char *text,
                 const char *english,
                 const char *language,
                 const char *what)
{
  gunichar first;

  g_assert_nonnull (text);
  if (*text == '\0' || !g_utf8_validate (text, -1, NULL))
    g_error ("%s (%s): empty or not UTF-8", what, language);
  first = g_utf8_get_char (text);
  if (!g_unichar_isupper (first))
    g_error ("%s (%s): “%s” does not start with a capital letter", what, language, text);
  if (!g_str_has_suffix (text, "."))
    g_error ("%s (%s): “%s” does not end with a full stop", what, language, text);
  if (strchr (text, '%') != NULL || strchr (text, '(') != NULL || strchr (text, '\n') != NULL)
    g_error ("%s (%s): “%s” holds a placeholder, coordinates or a line break", what, language, text);
  for (guint i = 0; i < G_N_ELEMENTS (leftovers); i++)
    if (strstr (text, leftovers[i]) != NULL)
      g_error ("%s (%s): “%s” calls a square “%s”", what, language, text, leftovers[i]);
  if (english != NULL && g_str_equal (text, english))
    g_error ("%s (%s): “%s” is not translated", what, language, text);
}

static TerrGame *
new_game (TerrGameKind kind)
{
  g_autoptr(GError) error = NULL;
  TerrGame *game;

  if (kind == TERR_GAME_GARDEN_PATHS)
    game = terr_gp_game_new_on_board ("herb-garden", 2, 7, &error);
  else
    game = terr_game_new (kind, kind == TERR_GAME_ZIGGURAT ? 1 : 2, 7, &error);
  g_assert_no_error (error);
  return game;
}

/* A refusal of @code with every field set, as a game would give it;
 * variants 0 to 3 take every suit (Hanging Gardens), both kinds of piece
 * (Garden Paths), every tier (Ziggurat), a bed and a gazebo. */
static void
sample_refusal (TerrRefusal  *r,
                TerrGameKind  kind,
                int           code,
                int           variant)
{
  terr_refusal_init (r, code);
  r->seat = 1;
  terr_refusal_add_place (r, TERR_PLACE_SQUARE, 2, 3, 1);
  terr_refusal_add_piece (r, variant);   /* an action kind, a domino, a piece */
  /* a seat, a level, pips, a suit, a kind of piece */
  if (kind == TERR_GAME_GARDEN_PATHS && variant >= 2)
    r->values[0] = variant == 2 ? TERR_GP_KIND_PATH : TERR_GP_KIND_FLOWER;
  else
    r->values[0] = 1 + variant;
  r->values[1] = 2;
  r->values[2] = 1 + variant % 3;        /* Ziggurat: a tier */
}

/* Every code of every game, both forms, every language. */
static void
test_words (void)
{
  static const TerrGameKind kinds[] = {
    TERR_GAME_HANGING_GARDENS, TERR_GAME_ZIGGURAT, TERR_GAME_GARDEN_PATHS,
  };
  guint n_checked = 0;

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr(TerrGame) game = new_game (kinds[k]);
      int n_codes = terr_game_get_n_refusal_codes (game);

      g_assert_cmpint (n_codes, >, TERR_REFUSAL_N_COMMON);
      for (int code = 0; code < n_codes; code++)
        for (int variant = 0; variant < 4; variant++)
          for (int form = TERR_REFUSAL_SHORT; form <= TERR_REFUSAL_FULL; form++)
            {
              TerrRefusal r;
              g_autofree char *english = NULL;
              g_autofree char *what = NULL;

              sample_refusal (&r, kinds[k], code, variant);
              what = g_strdup_printf ("%s code %d variant %d %s", terr_game_kind_to_string (kinds[k]),
                                      code, variant, form == TERR_REFUSAL_SHORT ? "short" : "full");
              use_language ("C");
              english = terr_game_word_refusal (game, &r, form);
              for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
                {
                  g_autofree char *text = NULL;

                  if (!have_language (languages[l]))
                    continue;
                  use_language (languages[l]);
                  text = terr_game_word_refusal (game, &r, form);
                  assert_sentence (text, l == 0 ? NULL : english, languages[l], what);
                  n_checked++;
                }
            }
    }
  use_language ("C");
  if (!have_language ("de"))
    g_test_message ("the translations are not built: English only");
  g_test_message ("%u sentences", n_checked);
  g_assert_cmpuint (n_checked, >, 0);
}

/* The two forms differ, and a full form says more than "no". */
static void
test_forms_differ (void)
{
  g_autoptr(TerrGame) hg = new_game (TERR_GAME_HANGING_GARDENS);
  TerrRefusal r;
  g_autofree char *brief = NULL;
  g_autofree char *full = NULL;

  use_language ("C");
  sample_refusal (&r, TERR_GAME_HANGING_GARDENS, TERR_HG_REFUSAL_COVERS_BED, 0);
  brief = terr_game_word_refusal (hg, &r, TERR_REFUSAL_SHORT);
  full = terr_game_word_refusal (hg, &r, TERR_REFUSAL_FULL);
  g_assert_cmpstr (brief, ==, "A support there would cover a bed.");
  g_assert_true (g_str_has_prefix (full, "A support there would cover a bed:"));
  g_assert_cmpuint (strlen (full), >, strlen (brief));
}

/* Plays @move and expects a refusal with @code; returns the error's
 * message (the engine's words, for files). */
static char *
refuse (TerrGame    *game,
        TerrMove    *move,
        int          code,
        TerrRefusal *refusal)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) check_error = NULL;
  guint n_moves = terr_game_get_n_moves (game);
  TerrRefusal checked;

  g_assert_false (terr_game_check_move_full (game, move, &checked, &check_error));
  g_assert_false (terr_game_play_full (game, move, refusal, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==, check_error->message);
  g_assert_cmpuint (terr_game_get_n_moves (game), ==, n_moves);
  if (refusal->code != code)
    g_error ("“%s”: code %d, not %d", error->message, refusal->code, code);
  g_assert_cmpint (checked.code, ==, code);
  g_assert_cmpint (refusal->seat, ==, terr_move_get_seat (move));
  /* The words come from the game, never from the message. */
  {
    g_autofree char *brief = terr_game_word_refusal (game, refusal, TERR_REFUSAL_SHORT);
    g_autofree char *full = terr_game_word_refusal (game, refusal, TERR_REFUSAL_FULL);

    assert_sentence (brief, NULL, "C", error->message);
    assert_sentence (full, NULL, "C", error->message);
  }
  return g_strdup (error->message);
}

static TerrMove *
hg_move (int         seat,
         const char *type,
         int         x,
         int         y)
{
  TerrMove *m = terr_move_new (seat, type);

  terr_move_set_int (m, "x", x);
  terr_move_set_int (m, "y", y);
  return m;
}

static void
assert_place (const TerrRefusal *r,
              guint              i,
              TerrPlaceKind      kind,
              int                x,
              int                y)
{
  g_assert_cmpuint (r->n_places, >, i);
  g_assert_cmpint (r->places[i].kind, ==, kind);
  g_assert_cmpint (r->places[i].x, ==, x);
  g_assert_cmpint (r->places[i].y, ==, y);
}

static void
test_hg_moves (void)
{
  g_autoptr(TerrGame) game = new_game (TERR_GAME_HANGING_GARDENS);
  int seat = terr_game_get_seat_to_move (game);
  int other = seat == 1 ? 2 : 1;
  TerrRefusal r;

  use_language ("C");
  {
    /* A bed on the bare table: the file's words stay as they were. */
    g_autoptr(TerrMove) bed = hg_move (seat, "bed", -3, -3);
    g_autofree char *message = NULL;

    terr_move_set (bed, "suit", "moons");
    message = refuse (game, bed, TERR_HG_REFUSAL_BARE_TABLE, &r);
    g_assert_cmpstr (message, ==, "a bed goes on a terrace, and (-3,-3) is bare table");
    assert_place (&r, 0, TERR_PLACE_SQUARE, -3, -3);
    g_assert_cmpuint (r.n_pieces, ==, 1);
    g_assert_cmpint (r.pieces[0], ==, TERR_HG_ACTION_BED);
  }
  {
    g_autoptr(TerrMove) gazebo = hg_move (other, "gazebo", 0, 0);
    g_autofree char *message = refuse (game, gazebo, TERR_REFUSAL_NOT_YOUR_TURN, &r);
    g_autofree char *full = terr_game_word_refusal (game, &r, TERR_REFUSAL_FULL);
    g_autofree char *name = terr_game_get_player_name (game, seat);

    g_assert_cmpint (r.values[0], ==, seat);
    g_assert_nonnull (strstr (full, name));
  }
  {
    g_autoptr(TerrMove) pass = terr_move_new (7, "pass");
    g_autofree char *message = refuse (game, pass, TERR_REFUSAL_NO_SEAT, &r);

    g_assert_cmpint (r.values[0], ==, 7);
  }
  {
    g_autoptr(TerrMove) odd = terr_move_new (seat, "dance");
    g_autofree char *message = refuse (game, odd, TERR_REFUSAL_NOT_A_MOVE, &r);
  }
  {
    g_autoptr(TerrMove) pass = terr_move_new (seat, "pass");
    g_autofree char *message = refuse (game, pass, TERR_HG_REFUSAL_PASS, &r);

    g_assert_cmpuint (r.n_places, ==, 0);
  }
  {
    g_autoptr(TerrMove) move = hg_move (seat, "move-gazebo", 0, 0);
    g_autofree char *message = refuse (game, move, TERR_HG_REFUSAL_GAZEBO_IN_HAND, &r);
  }
  {
    g_autoptr(TerrMove) support = hg_move (seat, "support", 4, 4);
    g_autofree char *message = NULL;

    terr_move_set_int (support, "level", 0);
    terr_move_set_int (support, "stack", 1);
    message = refuse (game, support, TERR_HG_REFUSAL_NO_BLOCK, &r);
    assert_place (&r, 0, TERR_PLACE_SQUARE, 4, 4);
    assert_place (&r, 1, TERR_PLACE_SQUARE, 4, 4);
    g_assert_cmpint (r.values[0], ==, 0);
  }

  /* A first terrace, then one on top of it and one apart. */
  {
    g_autoptr(TerrMove) terrace = hg_move (seat, "terrace", 0, 0);

    terr_move_set_int (terrace, "level", 0);
    g_assert_true (terr_game_play_full (game, terrace, &r, NULL));
  }
  {
    g_autoptr(TerrMove) terrace = hg_move (seat, "terrace", 1, 1);
    g_autofree char *message = NULL;

    terr_move_set_int (terrace, "level", 0);
    message = refuse (game, terrace, TERR_HG_REFUSAL_TABLE_TAKEN, &r);
    assert_place (&r, 0, TERR_PLACE_SQUARE, 1, 1);
    assert_place (&r, 1, TERR_PLACE_SQUARE, 1, 1);
  }
  {
    g_autoptr(TerrMove) terrace = hg_move (seat, "terrace", 9, 0);
    g_autofree char *message = NULL;

    terr_move_set_int (terrace, "level", 0);
    message = refuse (game, terrace, TERR_HG_REFUSAL_TABLE_APART, &r);
    assert_place (&r, 0, TERR_PLACE_SQUARE, 9, 0);
    g_assert_cmpuint (r.n_places, ==, 1);
  }
  {
    g_autoptr(TerrMove) bed = hg_move (seat, "bed", 0, 0);
    g_autoptr(TerrMove) gazebo = NULL;
    g_autofree char *message = NULL;

    terr_move_set (bed, "suit", "suns");
    g_assert_true (terr_game_play_full (game, bed, &r, NULL));
    g_assert_cmpint (terr_game_get_seat_to_move (game), ==, other);
    gazebo = hg_move (other, "gazebo", 0, 0);
    message = refuse (game, gazebo, TERR_HG_REFUSAL_HOLDS_BED, &r);
    assert_place (&r, 0, TERR_PLACE_SQUARE, 0, 0);
  }
}

static void
test_zg_moves (void)
{
  g_autoptr(TerrGame) game = new_game (TERR_GAME_ZIGGURAT);
  const TerrZgState *state = terr_zg_game_get_state (TERR_ZG_GAME (game));
  guint8 held = state->hand[0];
  guint8 away = 0;
  TerrRefusal r;

  use_language ("C");
  /* A domino still in the pile. */
  for (gboolean in_hand = TRUE; in_hand; )
    {
      in_hand = FALSE;
      for (int i = 0; i < state->hand_len; i++)
        if (state->hand[i] == away)
          in_hand = TRUE;
      if (in_hand)
        away++;
    }

  {
    g_autoptr(TerrMove) place = terr_zg_move_to_terr_move (&(TerrZgMove) {
      TERR_ZG_MOVE_PLACE, 1, 0, 0, TERR_ZG_DIR_H,
      terr_zg_domino_low (away), terr_zg_domino_high (away) });
    g_autofree char *message = refuse (game, place, TERR_ZG_REFUSAL_NOT_IN_HAND, &r);
    g_autofree char *full = terr_game_word_refusal (game, &r, TERR_REFUSAL_FULL);
    g_autofree char *domino = g_strdup_printf ("%u–%u", terr_zg_domino_low (away),
                                               terr_zg_domino_high (away));

    g_assert_cmpuint (r.n_pieces, ==, 1);
    g_assert_cmpint (r.pieces[0], ==, away);
    g_assert_nonnull (strstr (full, domino));
  }
  {
    g_autoptr(TerrMove) place = terr_zg_move_to_terr_move (&(TerrZgMove) {
      TERR_ZG_MOVE_PLACE, 1, 5, 2, TERR_ZG_DIR_H,
      terr_zg_domino_low (held), terr_zg_domino_high (held) });
    g_autofree char *message = refuse (game, place, TERR_ZG_REFUSAL_OUTSIDE_TIER, &r);

    assert_place (&r, 0, TERR_PLACE_TIER, 6, 2);
    g_assert_cmpint (r.places[0].z, ==, 1);
  }
  {
    g_autoptr(TerrMove) place = terr_zg_move_to_terr_move (&(TerrZgMove) {
      TERR_ZG_MOVE_PLACE, 2, 2, 2, TERR_ZG_DIR_V,
      terr_zg_domino_low (held), terr_zg_domino_high (held) });
    g_autofree char *message = refuse (game, place, TERR_ZG_REFUSAL_NO_BALANCING, &r);

    assert_place (&r, 0, TERR_PLACE_TIER, 2, 2);
    g_assert_cmpint (r.places[0].z, ==, 1);
  }
  {
    g_autoptr(TerrMove) lift = terr_zg_move_to_terr_move (&(TerrZgMove) { TERR_ZG_MOVE_LIFT, 1, 3, 3 });
    g_autofree char *message = refuse (game, lift, TERR_ZG_REFUSAL_NOTHING_TO_LIFT, &r);

    assert_place (&r, 0, TERR_PLACE_TIER, 3, 3);
  }
  {
    g_autoptr(TerrMove) lift = terr_zg_move_to_terr_move (&(TerrZgMove) { TERR_ZG_MOVE_LIFT, 3, 0, 0 });
    g_autofree char *message = refuse (game, lift, TERR_ZG_REFUSAL_LIFT_OUTSIDE, &r);
    g_autofree char *full = terr_game_word_refusal (game, &r, TERR_REFUSAL_FULL);

    g_assert_nonnull (strstr (full, "Tier 3"));
  }
  {
    g_autoptr(TerrMove) resign = terr_move_new (2, "resign");
    g_autofree char *message = refuse (game, resign, TERR_REFUSAL_NO_SEAT, &r);

    g_assert_cmpint (r.values[0], ==, 2);
  }
  {
    g_autoptr(TerrMove) resign = terr_move_new (1, "resign");
    g_autoptr(TerrMove) again = terr_move_new (1, "resign");
    g_autofree char *message = NULL;

    g_assert_true (terr_game_play_full (game, resign, &r, NULL));
    message = refuse (game, again, TERR_REFUSAL_GAME_OVER, &r);
    g_assert_cmpuint (r.n_places, ==, 0);
  }
}

static TerrMove *
gp_place (int         seat,
          const char *piece,
          int         x,
          int         y,
          int         transform)
{
  TerrMove *m = terr_move_new (seat, "place");

  terr_move_set (m, "piece", piece);
  terr_move_set_int (m, "x", x);
  terr_move_set_int (m, "y", y);
  terr_move_set_int (m, "transform", transform);
  return m;
}

/* The first piece of @kind with a cell at (0, 0) unturned. */
static int
gp_find_piece (const TerrGpPieceSet *set,
               TerrGpKind            kind)
{
  for (int i = 0; i < terr_gp_piece_set_size (set); i++)
    {
      const TerrGpPiece *p = terr_gp_piece_set_get (set, i);

      if (p->kind != kind)
        continue;
      for (int c = 0; c < p->n_cells; c++)
        if (p->xf[0][c].dx == 0 && p->xf[0][c].dy == 0)
          return i;
    }
  g_assert_not_reached ();
  return -1;
}

static void
test_gp_moves (void)
{
  g_autoptr(TerrGame) game = new_game (TERR_GAME_GARDEN_PATHS);
  TerrGpGame *gp = TERR_GP_GAME (game);
  const TerrGpPieceSet *set = terr_gp_game_get_pieces (gp);
  const TerrGpBoard *board = terr_gp_game_get_board (gp);
  int announcer = terr_gp_game_get_announcer (gp);
  int other = announcer == 1 ? 2 : 1;
  int path = gp_find_piece (set, TERR_GP_KIND_PATH);
  int flower = gp_find_piece (set, TERR_GP_KIND_FLOWER);
  const char *path_id = terr_gp_piece_set_get (set, path)->id;
  const char *flower_id = terr_gp_piece_set_get (set, flower)->id;
  TerrRefusal r;

  use_language ("C");
  g_assert_cmpuint (board->water->len, >, 0);
  {
    g_autoptr(TerrMove) place = gp_place (announcer, path_id, 0, 0, 0);
    g_autofree char *message = refuse (game, place, TERR_GP_REFUSAL_NOT_ANNOUNCED, &r);

    g_assert_cmpint (r.values[0], ==, announcer);
  }
  {
    g_autoptr(TerrMove) announce = terr_move_new (other, "announce");
    g_autofree char *message = NULL;

    terr_move_set (announce, "piece", path_id);
    message = refuse (game, announce, TERR_REFUSAL_NOT_YOUR_TURN, &r);
    g_assert_cmpint (r.values[0], ==, announcer);
  }
  {
    g_autoptr(TerrMove) announce = terr_move_new (announcer, "announce");
    g_autofree char *message = NULL;
    g_autofree char *full = NULL;

    terr_move_set (announce, "piece", flower_id);
    message = refuse (game, announce, TERR_GP_REFUSAL_WRONG_KIND, &r);
    g_assert_cmpint (r.pieces[0], ==, flower);
    g_assert_cmpint (r.values[0], ==, TERR_GP_KIND_PATH);
    full = terr_game_word_refusal (game, &r, TERR_REFUSAL_FULL);
    g_assert_nonnull (strstr (full, flower_id));
  }
  {
    g_autoptr(TerrMove) end = terr_move_new (announcer, "end");
    g_autofree char *message = refuse (game, end, TERR_GP_REFUSAL_END_CAN_PLACE, &r);
  }
  {
    g_autoptr(TerrMove) announce = terr_move_new (announcer, "announce");

    terr_move_set (announce, "piece", path_id);
    g_assert_true (terr_game_play_full (game, announce, &r, NULL));
  }
  {
    /* Off the board: the square at fault on the seat's own grid. */
    g_autoptr(TerrMove) place = gp_place (announcer, path_id, board->width, 0, 0);
    g_autofree char *message = refuse (game, place, TERR_GP_REFUSAL_OFF_BOARD, &r);

    g_assert_nonnull (strstr (message, "stick out of the board at ("));
    assert_place (&r, 0, TERR_PLACE_GRID, board->width, 0);
    g_assert_cmpint (r.places[0].seat, ==, announcer);
  }
  {
    const TerrGpXY *water = &g_array_index (board->water, TerrGpXY, 0);
    g_autoptr(TerrMove) place = gp_place (other, path_id, water->x, water->y, 0);
    g_autofree char *message = refuse (game, place, TERR_GP_REFUSAL_WATER, &r);

    assert_place (&r, 0, TERR_PLACE_GRID, water->x, water->y);
    g_assert_cmpint (r.places[0].seat, ==, other);
  }
  {
    g_autoptr(TerrMove) place = gp_place (other, flower_id, 0, 0, 0);
    g_autofree char *message = refuse (game, place, TERR_GP_REFUSAL_WRONG_PIECE, &r);

    g_assert_cmpint (r.pieces[0], ==, path);
  }
  {
    g_autoptr(TerrMove) place = gp_place (other, path_id, 0, 0, 1);
    g_autofree char *message = refuse (game, place, TERR_GP_REFUSAL_PATH_TURNED, &r);
  }
  {
    g_autoptr(TerrMove) end = terr_move_new (announcer, "end");
    g_autofree char *message = refuse (game, end, TERR_GP_REFUSAL_END_PENDING, &r);
  }
  {
    /* Placed once, not twice. */
    g_autoptr(TerrMove) place = NULL;
    g_autofree char *message = NULL;

    for (int i = 0; i < board->width * board->height && place == NULL; i++)
      {
        g_autoptr(TerrMove) try = gp_place (announcer, path_id, i % board->width, i / board->width, 0);

        if (terr_game_check_move_full (game, try, &r, NULL))
          place = g_steal_pointer (&try);
      }
    g_assert_nonnull (place);
    g_assert_true (terr_game_play_full (game, place, &r, NULL));
    message = refuse (game, place, TERR_GP_REFUSAL_ALREADY_PLACED, &r);
    g_assert_cmpint (r.pieces[0], ==, path);
  }
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  terr_games_ensure_types ();
  if (argc > 1)
    {
      locale_dir = argv[1];
      bindtextdomain (GETTEXT_PACKAGE, locale_dir);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
    }

  g_test_add_func ("/refusal/words", test_words);
  g_test_add_func ("/refusal/forms", test_forms_differ);
  g_test_add_func ("/refusal/hanging-gardens", test_hg_moves);
  g_test_add_func ("/refusal/ziggurat", test_zg_moves);
  g_test_add_func ("/refusal/garden-paths", test_gp_moves);
  return g_test_run ();
}
