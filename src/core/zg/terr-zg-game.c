/* terr-zg-game.c — TerrZgGame: the Ziggurat rules as a TerrGame.
 *
 * The position is one TerrZgState; every applied move pushes a copy of the
 * state before it (a few hundred bytes) so that undo is exact, hand order
 * included.  A scenario being designed whose dominoes have problems also
 * keeps the position as designed (terr-zg-layout.h), which is what it
 * writes.  See docs/rules-ziggurat.md for the readings of the rules.  The
 * computer player and hints are in terr-zg-ai.c.
 */
#include "config.h"

#include "terr-zg-game-private.h"
#include "terr-zg-puzzle.h"
#include "terr-zg-analysis.h"

#include <string.h>
#include <glib/gi18n-lib.h>

G_DEFINE_FINAL_TYPE (TerrZgGame, terr_zg_game, TERR_TYPE_GAME)

/* ------------------------------------------------------------ moves */

TerrMove *
terr_zg_move_to_terr_move (const TerrZgMove *move)
{
  TerrMove *m;

  g_return_val_if_fail (move != NULL, NULL);

  switch (move->type)
    {
    case TERR_ZG_MOVE_PLACE:
      m = terr_move_new (1, "place");
      terr_move_set_int (m, "tier", move->tier);
      terr_move_set_int (m, "x", move->x);
      terr_move_set_int (m, "y", move->y);
      terr_move_set (m, "dir", move->dir == TERR_ZG_DIR_H ? "h" : "v");
      terr_move_set_int (m, "a", move->a);
      terr_move_set_int (m, "b", move->b);
      return m;
    case TERR_ZG_MOVE_LIFT:
      m = terr_move_new (1, "lift");
      terr_move_set_int (m, "tier", move->tier);
      terr_move_set_int (m, "x", move->x);
      terr_move_set_int (m, "y", move->y);
      return m;
    default:
      return terr_move_new (1, "resign");
    }
}

static gboolean
bad_move (char **reason, const char *message)
{
  if (reason)
    *reason = g_strdup (message);
  return FALSE;
}

gboolean
terr_zg_move_from_terr_move (const TerrMove *move, TerrZgMove *out, char **reason)
{
  gint64 tier, x, y, a = 0, b = 0;
  const char *dir = NULL;

  g_return_val_if_fail (move != NULL && out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  if (terr_move_is (move, "resign"))
    {
      out->type = TERR_ZG_MOVE_RESIGN;
      return TRUE;
    }
  if (!terr_move_is (move, "place") && !terr_move_is (move, "lift"))
    return bad_move (reason, _("a Ziggurat move is place, lift or resign"));
  /* Coordinates far off the board are refused by the rules as outside. */
  if (!terr_move_get_int (move, "tier", 1, 3, &tier))
    return bad_move (reason, _("the tier is 1, 2 or 3"));
  if (!terr_move_get_int (move, "x", -99, 99, &x) || !terr_move_get_int (move, "y", -99, 99, &y))
    return bad_move (reason, _("x and y must be numbers from 0 to 5"));
  out->tier = tier;
  out->x = x;
  out->y = y;
  if (terr_move_is (move, "lift"))
    {
      out->type = TERR_ZG_MOVE_LIFT;
      return TRUE;
    }
  dir = terr_move_get (move, "dir");
  if (g_strcmp0 (dir, "h") != 0 && g_strcmp0 (dir, "v") != 0)
    return bad_move (reason, _("dir is h or v"));
  if (!terr_move_get_int (move, "a", 0, 6, &a) || !terr_move_get_int (move, "b", 0, 6, &b))
    return bad_move (reason, _("a half shows 0 to 6 pips"));
  out->type = TERR_ZG_MOVE_PLACE;
  out->dir = dir[0] == 'h' ? TERR_ZG_DIR_H : TERR_ZG_DIR_V;
  out->a = a;
  out->b = b;
  return TRUE;
}

/* ------------------------------------------------------------ loading */

/* Reads "3-4 0-0 …" into @out.  Only what a layout cannot hold stops the
 * reading; a domino seen twice is a problem of the position. */
static gboolean
read_domino_list (TerrDocument *doc, xmlNode *node, GArray *out, GError **error)
{
  g_autofree char *text = terr_xml_get_text (node);
  g_auto(GStrv) words = g_strsplit_set (text, " \t\r\n", -1);

  for (guint i = 0; words[i]; i++)
    {
      guint8 id;

      if (words[i][0] == '\0')
        continue;
      if (!terr_zg_domino_parse (words[i], &id))
        return terr_document_set_error (doc, node, error, TERR_ERROR_INVALID,
                                        _("“%s” is not a domino (write it as 3-4)"), words[i]);
      if (out->len >= TERR_ZG_LAYOUT_MAX)
        return terr_document_set_error (doc, node, error, TERR_ERROR_INVALID,
                                        _("more than %u dominoes in one list (there are 28)"),
                                        TERR_ZG_LAYOUT_MAX);
      g_array_append_val (out, id);
    }
  return TRUE;
}

/* Puts @layout in place as the position (the state made from it; the
 * layout kept only while it has problems). */
static void
install_layout (TerrZgGame *self, TerrZgLayout *layout)
{
  terr_zg_layout_to_state (layout, &self->state);
  g_clear_pointer (&self->layout, terr_zg_layout_free);
  if (!terr_zg_layout_is_valid (layout))
    self->layout = terr_zg_layout_copy (layout);
  g_array_set_size (self->undo, 0);
}

/* First the position as the file has it (only what cannot be held stops
 * there), then the check that list_problems makes too: its first problem
 * is the error, at the line of the element it concerns; a draft keeps its
 * problems. */
static gboolean
terr_zg_game_load_state (TerrGame *game, TerrDocument *doc, GError **error)
{
  TerrZgGame *self = TERR_ZG_GAME (game);
  g_autoptr(TerrZgLayout) layout = terr_zg_layout_new ();
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();   /* the <domino> of each placed */
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_problem_free);
  g_autoptr(GArray) subjects = g_array_new (FALSE, FALSE, sizeof (TerrZgSubject));
  xmlNode *pile = terr_xml_next_element (doc->position, NULL, "pile");
  xmlNode *hand = terr_xml_next_element (doc->position, NULL, "hand");
  g_autofree char *order = NULL;
  gboolean has_goal = doc->goal != NULL;
  gint64 cheats, goal_value = 0;

  if (!terr_xml_get_int (doc, doc->position, "cheats", 0, G_MAXINT, &cheats, error))
    return FALSE;
  layout->cheats = cheats;
  order = terr_xml_get_string (pile, "order");
  layout->pile_open = g_strcmp0 (order, "open") == 0;
  if (!read_domino_list (doc, pile, layout->pile, error) ||
      !read_domino_list (doc, hand, layout->hand, error))
    return FALSE;

  for (xmlNode *n = terr_xml_next_element (doc->position, NULL, "domino"); n;
       n = terr_xml_next_element (doc->position, n, "domino"))
    {
      TerrZgPlacement p = { 0, };
      gint64 tier, x, y, a, b;
      g_autofree char *dir = terr_xml_get_string (n, "dir");

      if (!terr_xml_get_int (doc, n, "tier", 1, 3, &tier, error) ||
          !terr_xml_get_int (doc, n, "x", 0, 5, &x, error) ||
          !terr_xml_get_int (doc, n, "y", 0, 5, &y, error) ||
          !terr_xml_get_int (doc, n, "a", 0, 6, &a, error) ||
          !terr_xml_get_int (doc, n, "b", 0, 6, &b, error))
        return FALSE;
      if (layout->placed->len >= TERR_ZG_LAYOUT_MAX)
        return terr_document_set_error (doc, n, error, TERR_ERROR_INVALID,
                                        _("more than %u dominoes on the ziggurat (there are 28)"),
                                        TERR_ZG_LAYOUT_MAX);
      p.tier = tier;
      p.x = x;
      p.y = y;
      p.dir = g_strcmp0 (dir, "v") == 0 ? TERR_ZG_DIR_V : TERR_ZG_DIR_H;
      p.a = a;
      p.b = b;
      /* In file order (not sorted): problems are reported in that order. */
      g_array_append_val (layout->placed, p);
      g_ptr_array_add (nodes, n);
    }
  if (has_goal && !terr_xml_get_int (doc, doc->goal, "value", 0, G_MAXINT, &goal_value, error))
    return FALSE;

  terr_zg_layout_check (layout, terr_game_get_n_players (game), !terr_game_is_loading_draft (game),
                        problems, subjects);
  if (problems->len > 0 && !terr_game_is_loading_draft (game))
    {
      const TerrProblem *problem = g_ptr_array_index (problems, 0);
      const TerrZgSubject *subject = &g_array_index (subjects, TerrZgSubject, 0);
      xmlNode *node = doc->position;

      switch (subject->kind)
        {
        case TERR_ZG_SUBJECT_SEATS: node = doc->players; break;
        case TERR_ZG_SUBJECT_PILE: node = pile; break;
        case TERR_ZG_SUBJECT_HAND: node = hand; break;
        case TERR_ZG_SUBJECT_PLACED: node = g_ptr_array_index (nodes, subject->index); break;
        case TERR_ZG_SUBJECT_POSITION:
        default: break;
        }
      if (node == NULL)
        node = doc->position;
      return terr_document_set_error (doc, node, error, TERR_ERROR_INVALID, "%s", problem->message);
    }

  self->has_goal = has_goal;
  self->goal_max_cheats = goal_value;
  install_layout (self, layout);
  return TRUE;
}

static gboolean
terr_zg_game_setup_new (TerrGame *game, guint n_players, guint64 seed, GError **error)
{
  TerrZgGame *self = TERR_ZG_GAME (game);

  if (n_players != 1)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED,
                   _("Ziggurat is a game for one player"));
      return FALSE;
    }
  terr_zg_state_deal (&self->state, seed);
  g_clear_pointer (&self->layout, terr_zg_layout_free);
  self->has_goal = FALSE;
  g_array_set_size (self->undo, 0);
  return TRUE;
}

/* ------------------------------------------------------------ writing */

static void
terr_zg_game_write_rules (TerrGame *game, xmlNode *root)
{
  terr_xml_add_element (root, "rules");
}

static char *
domino_list (const guint8 *ids, guint n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "%s%u-%u", i ? " " : "",
                            terr_zg_domino_low (ids[i]), terr_zg_domino_high (ids[i]));
  return g_string_free (s, FALSE);
}

/* Writes the layout (a draft's as designed, else the state's), so that an
 * invalid position can be saved and read back as a draft. */
static void
terr_zg_game_write_state (TerrGame *game, xmlNode *root)
{
  TerrZgGame *self = TERR_ZG_GAME (game);
  g_autoptr(TerrZgLayout) own = self->layout == NULL ? terr_zg_layout_from_state (&self->state) : NULL;
  const TerrZgLayout *layout = self->layout != NULL ? self->layout : own;
  xmlNode *position = terr_xml_add_element (root, "position");
  xmlNode *node;
  g_autofree char *pile = domino_list ((const guint8 *) layout->pile->data, layout->pile->len);
  g_autofree char *hand = domino_list ((const guint8 *) layout->hand->data, layout->hand->len);

  terr_xml_set_int (position, "cheats", layout->cheats);
  node = terr_xml_add_element (position, "pile");
  terr_xml_set_string (node, "order", layout->pile_open ? "open" : "hidden");
  terr_xml_set_text (node, pile);
  terr_xml_set_text (terr_xml_add_element (position, "hand"), hand);
  /* Placed dominoes by tier, then by the cell of their first half (a
   * draft's equal ones in their order). */
  for (guint tier = 1; tier <= TERR_ZG_N_TIERS; tier++)
    for (int c = 0; c < TERR_ZG_N_CELLS; c++)
      for (guint i = 0; i < layout->placed->len; i++)
        {
          const TerrZgPlacement *p = &g_array_index (layout->placed, TerrZgPlacement, i);

          if (p->tier != tier || p->y * 6 + p->x != c)
            continue;
          node = terr_xml_add_element (position, "domino");
          terr_xml_set_int (node, "tier", p->tier);
          terr_xml_set_int (node, "x", p->x);
          terr_xml_set_int (node, "y", p->y);
          terr_xml_set_string (node, "dir", p->dir == TERR_ZG_DIR_H ? "h" : "v");
          terr_xml_set_int (node, "a", p->a);
          terr_xml_set_int (node, "b", p->b);
        }
  if (self->has_goal)
    {
      node = terr_xml_add_element (root, "goal");
      terr_xml_set_string (node, "type", "max-cheats");
      terr_xml_set_int (node, "value", self->goal_max_cheats);
    }
}

/* ------------------------------------------------------------ playing */

static gboolean
terr_zg_game_apply_move (TerrGame *game, const TerrMove *move, GError **error)
{
  TerrZgGame *self = TERR_ZG_GAME (game);
  TerrZgState before = self->state;
  g_autofree char *reason = NULL;
  TerrZgMove m;
  TerrZgWhy why;

  if (terr_move_get_seat (move) != 1)
    {
      TerrRefusal refusal;

      terr_refusal_init (&refusal, TERR_REFUSAL_NO_SEAT);
      refusal.values[0] = terr_move_get_seat (move);
      terr_game_refuse (game, &refusal);
      g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE, _("Ziggurat has only seat 1"));
      return FALSE;
    }
  if (!terr_zg_move_from_terr_move (move, &m, &reason))
    {
      terr_game_refuse_code (game, TERR_REFUSAL_NOT_A_MOVE);
      g_set_error_literal (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE, reason);
      return FALSE;
    }
  if (!terr_zg_state_apply_why (&self->state, &m, &reason, &why))
    {
      terr_zg_game_refuse_why (self, &why);
      g_set_error_literal (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE, reason);
      return FALSE;
    }
  g_array_append_val (self->undo, before);
  return TRUE;
}

static void
terr_zg_game_undo_move (TerrGame *game)
{
  TerrZgGame *self = TERR_ZG_GAME (game);

  g_return_if_fail (self->undo->len > 0);
  self->state = g_array_index (self->undo, TerrZgState, self->undo->len - 1);
  g_array_set_size (self->undo, self->undo->len - 1);
}

static int
terr_zg_game_get_seat_to_move (TerrGame *game)
{
  return terr_zg_state_is_over (&TERR_ZG_GAME (game)->state) ? 0 : 1;
}

static TerrEndState
terr_zg_game_get_end_state (TerrGame *game)
{
  const TerrZgState *st = &TERR_ZG_GAME (game)->state;

  if (terr_zg_state_is_complete (st))
    return TERR_END_FINISHED;
  return st->resigned ? TERR_END_RESIGNED : TERR_END_NONE;
}

static GPtrArray *
terr_zg_game_list_moves (TerrGame *game)
{
  g_autoptr(GArray) moves = terr_zg_state_list_moves (&TERR_ZG_GAME (game)->state);
  GPtrArray *out = g_ptr_array_new_full (moves->len, (GDestroyNotify) terr_move_unref);

  for (guint i = 0; i < moves->len; i++)
    g_ptr_array_add (out, terr_zg_move_to_terr_move (&g_array_index (moves, TerrZgMove, i)));
  return out;
}

static int
terr_zg_game_get_seat_score (TerrGame *game, int seat)
{
  return TERR_ZG_GAME (game)->state.cheats;
}

/* ------------------------------------------------------------ scores */

static JsonNode *
terr_zg_game_score_json (TerrGame *game)
{
  const TerrZgState *st = &TERR_ZG_GAME (game)->state;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  gboolean complete = terr_zg_state_is_complete (st);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, "ziggurat");
  json_builder_set_member_name (b, "complete");
  json_builder_add_boolean_value (b, complete);
  json_builder_set_member_name (b, "placed");
  json_builder_add_int_value (b, st->n_placed);
  json_builder_set_member_name (b, "cheats");
  json_builder_add_int_value (b, st->cheats);
  json_builder_set_member_name (b, "title");
  if (complete)
    json_builder_add_string_value (b, terr_zg_title_for_cheats (st->cheats));
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static char *
terr_zg_game_score_text (TerrGame *game)
{
  const TerrZgState *st = &TERR_ZG_GAME (game)->state;

  if (terr_zg_state_is_complete (st))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Ziggurat complete with %u cheat: %s\n",
                                         "Ziggurat complete with %u cheats: %s\n", st->cheats),
                            st->cheats, terr_zg_title_translated (st->cheats));
  /* Whole sentences, resigned or not: languages place the word apart. */
  if (st->resigned)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%u of 28 dominoes placed, %u cheat (resigned)\n",
                                         "%u of 28 dominoes placed, %u cheats (resigned)\n", st->cheats),
                            st->n_placed, st->cheats);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%u of 28 dominoes placed, %u cheat\n",
                                       "%u of 28 dominoes placed, %u cheats\n", st->cheats),
                          st->n_placed, st->cheats);
}

/* ------------------------------------------------------------ solving */

/* A draft with problems is no position to search (a domino may be
 * missing): the solver, the AI and the hints leave it alone. */
gpointer
terr_zg_game_not_playable (GError **error)
{
  g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID,
               _("the position has problems to mend before it can be played"));
  return NULL;
}

static void
add_move_json (JsonBuilder *b, const TerrZgMove *m)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, m->type == TERR_ZG_MOVE_PLACE ? "place" : "lift");
  json_builder_set_member_name (b, "tier");
  json_builder_add_int_value (b, m->tier);
  json_builder_set_member_name (b, "x");
  json_builder_add_int_value (b, m->x);
  json_builder_set_member_name (b, "y");
  json_builder_add_int_value (b, m->y);
  if (m->type == TERR_ZG_MOVE_PLACE)
    {
      json_builder_set_member_name (b, "dir");
      json_builder_add_string_value (b, m->dir == TERR_ZG_DIR_H ? "h" : "v");
      json_builder_set_member_name (b, "a");
      json_builder_add_int_value (b, m->a);
      json_builder_set_member_name (b, "b");
      json_builder_add_int_value (b, m->b);
    }
  json_builder_end_object (b);
}

static JsonNode *
solution_to_json (const TerrZgSolution *sol)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "zero_cheat");
  json_builder_add_string_value (b, terr_zg_verdict_to_string (sol->zero_cheat));
  json_builder_set_member_name (b, "cheats");
  if (sol->cheats >= 0)
    json_builder_add_int_value (b, sol->cheats);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "proven_minimal");
  json_builder_add_boolean_value (b, sol->proven_minimal);
  json_builder_set_member_name (b, "moves");
  json_builder_begin_array (b);
  for (guint i = 0; i < sol->moves->len; i++)
    add_move_json (b, &g_array_index (sol->moves, TerrZgMove, i));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "nodes");
  json_builder_add_int_value (b, (gint64) sol->nodes);
  json_builder_set_member_name (b, "seconds");
  json_builder_add_double_value (b, sol->seconds);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static JsonNode *
terr_zg_game_solve (TerrGame *game, const TerrSolveOptions *options,
                    GCancellable *cancellable, GError **error)
{
  TerrZgGame *self = TERR_ZG_GAME (game);
  TerrZgSolveParams params = { 0, };
  TerrZgSolution sol;
  JsonNode *node;

  if (self->layout != NULL)
    return terr_zg_game_not_playable (error);
  if (options)
    {
      params.time_limit = options->time_limit;
      params.node_limit = options->node_limit;
      params.progress = options->progress;
      params.progress_data = options->progress_data;
    }
  params.fewest = TRUE;
  if (!terr_zg_solve (&self->state, &params, cancellable, &sol))
    {
      terr_zg_solution_clear (&sol);
      g_set_error (error, TERR_ERROR, TERR_ERROR_CANCELLED, _("the solver was cancelled"));
      return NULL;
    }
  node = solution_to_json (&sol);
  terr_zg_solution_clear (&sol);
  return node;
}

static char *
terr_zg_game_solve_text (TerrGame *game, JsonNode *solution)
{
  JsonObject *o = json_node_get_object (solution);
  const char *zero = json_object_get_string_member (o, "zero_cheat");
  JsonArray *moves = json_object_get_array_member (o, "moves");
  GString *s = g_string_new (NULL);
  g_autofree char *nodes_text = NULL;

  if (g_strcmp0 (zero, "yes") == 0)
    g_string_append (s, _("It can be finished without cheating.\n"));
  else if (g_strcmp0 (zero, "no") == 0)
    g_string_append (s, _("It cannot be finished without cheating (proven).\n"));
  else
    g_string_append (s, _("Whether it can be finished without cheating is unknown: the search stopped at its limit.\n"));
  if (json_object_get_null_member (o, "cheats"))
    g_string_append (s, _("No complete line was found.\n"));
  else
    g_string_append_printf (s, _("Fewest cheats: %d (%s).\n"),
                            (int) json_object_get_int_member (o, "cheats"),
                            json_object_get_boolean_member (o, "proven_minimal")
                            ? _("proven minimal") : _("the best found, not proven minimal"));
  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      JsonObject *m = json_array_get_object_element (moves, i);

      if (g_strcmp0 (json_object_get_string_member (m, "type"), "place") == 0)
        g_string_append_printf (s, _("%3u. place the %d-%d on tier %d at (%d,%d) %s\n"),
                                i + 1, (int) json_object_get_int_member (m, "a"),
                                (int) json_object_get_int_member (m, "b"),
                                (int) json_object_get_int_member (m, "tier"),
                                (int) json_object_get_int_member (m, "x"),
                                (int) json_object_get_int_member (m, "y"),
                                g_strcmp0 (json_object_get_string_member (m, "dir"), "h") == 0
                                ? _("across") : _("down"));
      else
        g_string_append_printf (s, _("%3u. lift the domino on tier %d at (%d,%d)\n"),
                                i + 1, (int) json_object_get_int_member (m, "tier"),
                                (int) json_object_get_int_member (m, "x"),
                                (int) json_object_get_int_member (m, "y"));
    }
  nodes_text = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (o, "nodes"));
  g_string_append_printf (s, _("%s nodes, %.2f s\n"),
                          nodes_text,
                          json_object_get_double_member (o, "seconds"));
  return g_string_free (s, FALSE);
}

const TerrZgState *
terr_zg_game_get_state (TerrZgGame *self)
{
  g_return_val_if_fail (TERR_IS_ZG_GAME (self), NULL);
  return &self->state;
}

gboolean
terr_zg_game_get_goal (TerrZgGame *self, guint *max_cheats)
{
  g_return_val_if_fail (TERR_IS_ZG_GAME (self), FALSE);
  if (self->has_goal && max_cheats)
    *max_cheats = self->goal_max_cheats;
  return self->has_goal;
}

gboolean
terr_zg_game_check_placement (TerrZgGame *self, guint tier, int x, int y,
                              TerrZgDir dir, guint a, guint b, char **reason)
{
  g_return_val_if_fail (TERR_IS_ZG_GAME (self), FALSE);
  return terr_zg_state_check_place (&self->state, tier, x, y, dir, a, b, reason);
}

/* ------------------------------------------------------------ describe */

static char *
terr_zg_game_describe (TerrGame *game)
{
  const TerrZgState *st = &TERR_ZG_GAME (game)->state;
  GString *s = g_string_new (NULL);
  guint per_tier[TERR_ZG_N_TIERS] = { 0, };
  guint pile_left = st->pile_len - st->pile_pos;

  for (guint id = 0; id < TERR_ZG_N_DOMINOES; id++)
    if (st->placement[id].tier)
      per_tier[st->placement[id].tier - 1]++;
  g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                          "Ziggurat: %u of 28 dominoes placed (tier 1: %u of 18, "
                                          "tier 2: %u of 8, tier 3: %u of 2), %u cheat. ",
                                          "Ziggurat: %u of 28 dominoes placed (tier 1: %u of 18, "
                                          "tier 2: %u of 8, tier 3: %u of 2), %u cheats. ",
                                          st->cheats),
                          st->n_placed, per_tier[0], per_tier[1], per_tier[2], st->cheats);
  if (terr_zg_state_is_complete (st))
    g_string_append_printf (s, _("Complete: %s."), terr_zg_title_translated (st->cheats));
  else
    {
      g_autoptr(GString) hand = g_string_new (NULL);

      for (guint i = 0; i < st->hand_len; i++)
        g_string_append_printf (hand, "%s%u-%u", i > 0 ? ", " : "", terr_zg_domino_low (st->hand[i]),
                                terr_zg_domino_high (st->hand[i]));
      /* Whole sentences per case (the pile open or hidden): a word added
       * to a sentence cannot agree with it in every language. */
      if (st->hand_len == 0)
        g_string_append_printf (s, st->pile_open
                                ? g_dngettext (GETTEXT_PACKAGE, "Hand: empty. %u domino in the pile (open).",
                                               "Hand: empty. %u dominoes in the pile (open).", pile_left)
                                : g_dngettext (GETTEXT_PACKAGE, "Hand: empty. %u domino in the pile (hidden).",
                                               "Hand: empty. %u dominoes in the pile (hidden).", pile_left),
                                pile_left);
      else
        /* TRANSLATORS: %s lists the dominoes of the hand: "0-4, 3-6" */
        g_string_append_printf (s, st->pile_open
                                ? g_dngettext (GETTEXT_PACKAGE, "Hand: %s. %u domino in the pile (open).",
                                               "Hand: %s. %u dominoes in the pile (open).", pile_left)
                                : g_dngettext (GETTEXT_PACKAGE, "Hand: %s. %u domino in the pile (hidden).",
                                               "Hand: %s. %u dominoes in the pile (hidden).", pile_left),
                                hand->str, pile_left);
      if (st->resigned)
        g_string_append (s, _(" Resigned."));
      else if (!terr_zg_state_can_place (st))
        g_string_append (s, _(" No domino of the hand fits: only lifts are left."));
    }
  return g_string_free (s, FALSE);
}

/* ------------------------------------------------------------ positions */

/* Everything apply_move and undo_move change is the TerrZgState (a game
 * with moves has no layout: a draft with problems cannot be played). */
static gpointer
terr_zg_game_save_position (TerrGame *game)
{
  return g_memdup2 (&TERR_ZG_GAME (game)->state, sizeof (TerrZgState));
}

static void
terr_zg_game_restore_position (TerrGame *game, gconstpointer position)
{
  TerrZgGame *self = TERR_ZG_GAME (game);

  self->state = *(const TerrZgState *) position;
  g_array_set_size (self->undo, 0);
}

static void
terr_zg_game_free_position (gpointer position)
{
  g_free (position);
}

/* ------------------------------------------------------------ words */

static void
add_domino_cells (GArray *squares, int x, int y, guint dir)
{
  TerrSquare a = { 0, x, y };
  TerrSquare b = { 0, dir == TERR_ZG_DIR_H ? x + 1 : x, dir == TERR_ZG_DIR_H ? y : y + 1 };

  g_array_append_val (squares, a);
  g_array_append_val (squares, b);
}

/* The cells of the domino placed, or of every domino a lift takes. */
static void
terr_zg_game_move_squares (TerrGame *game, const TerrMove *move, GArray *squares)
{
  const TerrZgState *st = &TERR_ZG_GAME (game)->state;
  guint8 lifted[TERR_ZG_N_DOMINOES];
  TerrZgMove m;
  guint n;

  if (!terr_zg_move_from_terr_move (move, &m, NULL))
    return;
  if (m.type == TERR_ZG_MOVE_PLACE)
    add_domino_cells (squares, m.x, m.y, m.dir);
  else if (m.type == TERR_ZG_MOVE_LIFT)
    {
      n = terr_zg_state_lift_set (st, m.tier, m.x, m.y, lifted);
      for (guint i = 0; i < n; i++)
        {
          const TerrZgPlacement *p = &st->placement[lifted[i]];

          if (p->tier > 0)
            add_domino_cells (squares, p->x, p->y, p->dir);
        }
    }
}

static char *
terr_zg_game_describe_move (TerrGame *game, const TerrMove *move)
{
  const TerrZgState *st = &TERR_ZG_GAME (game)->state;
  guint8 lifted[TERR_ZG_N_DOMINOES];
  TerrZgMove m;
  guint n, lo, hi;

  if (!terr_zg_move_from_terr_move (move, &m, NULL))
    return terr_move_to_string (move);
  switch (m.type)
    {
    case TERR_ZG_MOVE_PLACE:
      if (m.dir == TERR_ZG_DIR_H)
        /* TRANSLATORS: a domino placed: its half on (x, y) first, the other
         * half to the right of it */
        return g_strdup_printf (_("%u–%u on tier %u at (%d, %d), across"),
                                m.a, m.b, m.tier, m.x, m.y);
      /* TRANSLATORS: a domino placed: its half on (x, y) first, the other
       * half below it */
      return g_strdup_printf (_("%u–%u on tier %u at (%d, %d), down"),
                              m.a, m.b, m.tier, m.x, m.y);
    case TERR_ZG_MOVE_LIFT:
      n = terr_zg_state_lift_set (st, m.tier, m.x, m.y, lifted);
      if (n == 0)
        return g_strdup_printf (_("lift from tier %u at (%d, %d)"), m.tier, m.x, m.y);
      lo = terr_zg_domino_low (lifted[0]);
      hi = terr_zg_domino_high (lifted[0]);
      if (n == 1)
        return g_strdup_printf (_("lift the %u–%u from tier %u at (%d, %d)"),
                                lo, hi, m.tier, m.x, m.y);
      /* TRANSLATORS: a lift that also picks up the dominoes resting on the
       * one lifted (each one a cheat) */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "lift the %u–%u from tier %u at (%d, %d) and %u domino resting on it",
                                           "lift the %u–%u from tier %u at (%d, %d) and %u dominoes resting on it",
                                           n - 1),
                              lo, hi, m.tier, m.x, m.y, n - 1);
    case TERR_ZG_MOVE_RESIGN:
    default:
      return g_strdup (_("resign"));
    }
}

static char *
terr_zg_game_status_text (TerrGame *game)
{
  TerrZgGame *self = TERR_ZG_GAME (game);
  const TerrZgState *st = &self->state;
  guint pile_left = st->pile_len - st->pile_pos;
  g_autofree char *pile = NULL;
  g_autofree char *hand = NULL;
  g_autofree char *cheats = NULL;
  g_autofree char *line = NULL;

  pile = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u domino in the pile",
                                       "%u dominoes in the pile", pile_left), pile_left);
  hand = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u in the hand",
                                       "%u in the hand", st->hand_len), (guint) st->hand_len);
  cheats = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u cheat",
                                         "%u cheats", st->cheats), st->cheats);
  /* TRANSLATORS: "25 dominoes in the pile, 3 in the hand, 0 cheats" */
  line = g_strdup_printf (_("%s, %s, %s"), pile, hand, cheats);
  /* A draft with problems is not played, so whether it is stuck is moot. */
  if (self->layout == NULL && !terr_zg_state_is_over (st) && !terr_zg_state_can_place (st))
    /* TRANSLATORS: %s is the line above */
    return g_strdup_printf (_("%s. No domino of the hand fits: only lifts are left."), line);
  return g_steal_pointer (&line);
}

static gboolean
terr_zg_game_get_goal_vfunc (TerrGame *game, TerrGoal *goal)
{
  TerrZgGame *self = TERR_ZG_GAME (game);

  if (!self->has_goal)
    return FALSE;
  goal->type = TERR_GOAL_MAX_CHEATS;
  goal->seat = 0;
  goal->value = (int) self->goal_max_cheats;
  goal->actions = 0;
  return TRUE;
}

/* Reached once the ziggurat is complete within the cheats allowed; failed
 * as soon as the cheats are more than allowed, or on resign (cheats never
 * go down, so neither can be undone by playing on); open otherwise. */
static TerrGoalStatus
terr_zg_game_goal_status (TerrGame *game)
{
  TerrZgGame *self = TERR_ZG_GAME (game);
  const TerrZgState *st = &self->state;

  if (!self->has_goal)
    return TERR_GOAL_STATUS_NONE;
  if (st->cheats > self->goal_max_cheats || st->resigned)
    return TERR_GOAL_STATUS_FAILED;
  if (terr_zg_state_is_complete (st))
    return TERR_GOAL_STATUS_REACHED;
  return TERR_GOAL_STATUS_OPEN;
}

static char *
terr_zg_game_describe_square (TerrGame *game, int seat, int x, int y)
{
  const TerrZgState *st = &TERR_ZG_GAME (game)->state;
  g_autofree char *text = NULL;

  if (x < 0 || x >= TERR_ZG_SIDE || y < 0 || y >= TERR_ZG_SIDE)
    return NULL;
  for (guint tier = 1; tier <= TERR_ZG_N_TIERS; tier++)
    {
      int value = st->value[tier - 1][y * 6 + x];
      int id = st->domino[tier - 1][y * 6 + x];
      g_autofree char *half = NULL;

      if (value < 0 || id < 0)
        continue;
      /* TRANSLATORS: one tier of a square: "tier 1: a 4 (half of the 4–5)" */
      half = g_strdup_printf (_("tier %u: a %d (half of the %u–%u)"), tier, value,
                              terr_zg_domino_low (id), terr_zg_domino_high (id));
      if (text == NULL)
        text = g_steal_pointer (&half);
      else
        {
          /* TRANSLATORS: the tiers of a square, bottom to top */
          char *both = g_strdup_printf (_("%s; %s"), text, half);
          g_free (text);
          text = both;
        }
    }
  if (text == NULL)
    return g_strdup (_("empty"));
  return g_steal_pointer (&text);
}

/* {placed, cheats, zero_cheat} ("move" is the base's). */
static JsonNode *
terr_zg_game_timeline_entry (TerrGame *game, double time_limit, GCancellable *cancellable)
{
  TerrZgGame *self = TERR_ZG_GAME (game);
  const TerrZgState *st = &self->state;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  TerrZgVerdict verdict;

  if (terr_zg_state_is_complete (st))
    verdict = TERR_ZG_VERDICT_YES;
  else if (st->resigned)
    /* Nothing is played after a resign: the ziggurat stays unfinished. */
    verdict = TERR_ZG_VERDICT_NO;
  else
    verdict = terr_zg_game_hint_solvable (self, time_limit > 0 ? time_limit : 1.0, cancellable);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "placed");
  json_builder_add_int_value (b, st->n_placed);
  json_builder_set_member_name (b, "cheats");
  json_builder_add_int_value (b, st->cheats);
  json_builder_set_member_name (b, "zero_cheat");
  json_builder_add_string_value (b, terr_zg_verdict_to_string (verdict));
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* ------------------------------------------------------------ designing */

/* Everything a scenario holds: the position (as designed, when it has
 * problems) and the goal.  The seats are the base's. */
typedef struct {
  TerrZgState   state;
  TerrZgLayout *layout;
  gboolean      has_goal;
  guint         goal_max_cheats;
} Setup;

static gpointer
terr_zg_game_save_setup (TerrGame *game)
{
  TerrZgGame *self = TERR_ZG_GAME (game);
  Setup *setup = g_new0 (Setup, 1);

  setup->state = self->state;
  setup->layout = self->layout != NULL ? terr_zg_layout_copy (self->layout) : NULL;
  setup->has_goal = self->has_goal;
  setup->goal_max_cheats = self->goal_max_cheats;
  return setup;
}

static void
terr_zg_game_restore_setup (TerrGame *game, gpointer data)
{
  TerrZgGame *self = TERR_ZG_GAME (game);
  const Setup *setup = data;

  self->state = setup->state;
  g_clear_pointer (&self->layout, terr_zg_layout_free);
  if (setup->layout != NULL)
    self->layout = terr_zg_layout_copy (setup->layout);
  self->has_goal = setup->has_goal;
  self->goal_max_cheats = setup->goal_max_cheats;
  g_array_set_size (self->undo, 0);
}

static void
terr_zg_game_free_setup (gpointer data)
{
  Setup *setup = data;

  if (setup == NULL)
    return;
  terr_zg_layout_free (setup->layout);
  g_free (setup);
}

static void
terr_zg_game_list_problems (TerrGame *game, GPtrArray *problems)
{
  TerrZgGame *self = TERR_ZG_GAME (game);
  g_autoptr(TerrZgLayout) own = self->layout == NULL ? terr_zg_layout_from_state (&self->state) : NULL;

  terr_zg_layout_check (self->layout != NULL ? self->layout : own,
                        terr_game_get_n_players (game), FALSE, problems, NULL);
  /* A design that holds together but leaves no first move: a position
   * of play may get stuck (lifts are then the only moves), but a
   * scenario should not start so.  Not a check of the loader. */
  if (self->layout == NULL)
    {
      g_autofree char *why = terr_zg_puzzle_no_first_move (&self->state);
      TerrPlace place = { TERR_PLACE_HAND, };

      if (why != NULL)
        g_ptr_array_add (problems, terr_problem_new (&place, "%s", why));
    }
}

/* Ziggurat keeps nothing per seat (and the base allows one seat only). */
static gboolean
terr_zg_game_set_n_players (TerrGame *game, guint n_players, GError **error)
{
  return TRUE;
}

TerrZgLayout *
terr_zg_game_edit_layout (TerrZgGame *self)
{
  if (self->layout == NULL)
    self->layout = terr_zg_layout_from_state (&self->state);
  return self->layout;
}

void
terr_zg_game_commit_layout (TerrZgGame *self)
{
  g_autoptr(TerrZgLayout) layout = g_steal_pointer (&self->layout);

  g_return_if_fail (layout != NULL);
  install_layout (self, layout);
}

/* ------------------------------------------------------------ GObject */

static void
terr_zg_game_finalize (GObject *object)
{
  TerrZgGame *self = TERR_ZG_GAME (object);

  g_clear_pointer (&self->undo, g_array_unref);
  g_clear_pointer (&self->layout, terr_zg_layout_free);
  G_OBJECT_CLASS (terr_zg_game_parent_class)->finalize (object);
}
/* The slider cuts at a tier: 1 to 3 (everything). */
static gboolean
terr_zg_game_view_levels (TerrGame *game, int *lowest, int *highest)
{
  *lowest = 1;
  *highest = 3;
  return TRUE;
}

static char *
terr_zg_game_levels_text (TerrGame *game, int highest)
{
  if (highest < 0)
    return g_strdup (_("Showing every tier"));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Showing tier 1", "Showing tiers 1 to %d", highest),
                          highest);
}

static void
terr_zg_game_class_init (TerrZgGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TerrGameClass *game_class = TERR_GAME_CLASS (klass);

  object_class->finalize = terr_zg_game_finalize;

  game_class->kind = TERR_GAME_ZIGGURAT;
  game_class->hint = terr_zg_game_hint;
  game_class->view_levels = terr_zg_game_view_levels;
  game_class->levels_text = terr_zg_game_levels_text;
  game_class->levels_label = N_("Highest tier shown");
  game_class->hand_title = N_("Your Hand");
  game_class->setup_new = terr_zg_game_setup_new;
  game_class->load_state = terr_zg_game_load_state;
  game_class->write_rules = terr_zg_game_write_rules;
  game_class->write_state = terr_zg_game_write_state;
  game_class->apply_move = terr_zg_game_apply_move;
  game_class->refusal_text = terr_zg_game_refusal_text;
  game_class->n_refusal_codes = TERR_ZG_REFUSAL_N_CODES;
  game_class->undo_move = terr_zg_game_undo_move;
  game_class->get_seat_to_move = terr_zg_game_get_seat_to_move;
  game_class->get_end_state = terr_zg_game_get_end_state;
  game_class->list_moves = terr_zg_game_list_moves;
  game_class->get_seat_score = terr_zg_game_get_seat_score;
  game_class->score_json = terr_zg_game_score_json;
  game_class->score_text = terr_zg_game_score_text;
  game_class->solve = terr_zg_game_solve;
  game_class->solve_text = terr_zg_game_solve_text;
  game_class->ai_move = terr_zg_game_ai_move;
  game_class->describe = terr_zg_game_describe;

  game_class->save_position = terr_zg_game_save_position;
  game_class->restore_position = terr_zg_game_restore_position;
  game_class->free_position = terr_zg_game_free_position;

  game_class->min_players = 1;
  game_class->max_players = 1;
  game_class->default_players = 1;
  game_class->pitch = N_("Stack a three-tier pyramid of dominoes under strict rules of value and adjacency, with as few cheats as possible.");
  terr_zg_game_class_init_views (game_class);
  game_class->describe_move = terr_zg_game_describe_move;
  game_class->move_squares = terr_zg_game_move_squares;
  game_class->status_text = terr_zg_game_status_text;
  game_class->get_goal = terr_zg_game_get_goal_vfunc;
  game_class->goal_status = terr_zg_game_goal_status;
  game_class->describe_square = terr_zg_game_describe_square;
  game_class->timeline_entry = terr_zg_game_timeline_entry;

  game_class->check_puzzle = terr_zg_game_check_puzzle;
  game_class->generate_puzzle = terr_zg_game_generate_puzzle;
  game_class->probe_puzzle = terr_zg_game_probe_puzzle;
  game_class->puzzle_answer = terr_zg_game_puzzle_answer;
  game_class->puzzle_nodes = TERR_ZG_PUZZLE_NODES;
  game_class->puzzle_difficulty = terr_zg_puzzle_difficulty;

  game_class->save_setup = terr_zg_game_save_setup;
  game_class->restore_setup = terr_zg_game_restore_setup;
  game_class->free_setup = terr_zg_game_free_setup;
  game_class->list_problems = terr_zg_game_list_problems;
  game_class->set_n_players = terr_zg_game_set_n_players;
  game_class->analyse_move = terr_zg_game_analyse_move;
}

static void
terr_zg_game_init (TerrZgGame *self)
{
  self->undo = g_array_new (FALSE, FALSE, sizeof (TerrZgState));
  terr_zg_state_init (&self->state);
}
