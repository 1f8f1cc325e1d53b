/* terr-game.c — the TerrGame base class: seats and meta data, the line of
 * moves with undo/redo, loading (with move re-play and result checks),
 * writing scenarios and replays, and the async wrappers for long work. */
#include "config.h"

#include "terr-game.h"
#include "terr-game-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>




G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (TerrGame, terr_game, G_TYPE_OBJECT)

TerrGamePrivate *
terr_game_private (TerrGame *self)
{
  return terr_game_get_instance_private (self);
}

enum {
  PROP_0,
  PROP_KIND,
  PROP_SEAT_TO_MOVE,
  PROP_OVER,
  PROP_N_MOVES,
  PROP_POSITION_INDEX,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_TITLE,
  N_PROPS
};

enum {
  CHANGED,
  MOVE_PLAYED,
  GAME_OVER,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* g_set_str() is GLib 2.76; we target 2.74. */
static gboolean
set_str (char **field, const char *value)
{
  if (g_strcmp0 (*field, value) == 0)
    return FALSE;
  g_free (*field);
  *field = g_strdup (value);
  return TRUE;
}

void
terr_game_player_free (gpointer data)
{
  TerrPlayer *p = data;
  g_free (p->name);
  g_free (p);
}

static void
terr_game_finalize (GObject *object)
{
  TerrGame *self = TERR_GAME (object);
  TerrGamePrivate *priv = terr_game_get_instance_private (self);

  g_ptr_array_unref (priv->players);
  g_free (priv->title);
  g_free (priv->author);
  g_free (priv->description);
  g_free (priv->created);
  g_free (priv->source_name);
  g_ptr_array_unref (priv->moves);
  g_clear_pointer (&priv->initial, terr_document_free);
  terr_game_design_finalize (self);

  G_OBJECT_CLASS (terr_game_parent_class)->finalize (object);
}

static void
terr_game_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  TerrGame *self = TERR_GAME (object);

  switch (prop_id)
    {
    case PROP_KIND:
      g_value_set_int (value, terr_game_get_kind (self));
      break;
    case PROP_SEAT_TO_MOVE:
      g_value_set_int (value, terr_game_get_seat_to_move (self));
      break;
    case PROP_OVER:
      g_value_set_boolean (value, terr_game_is_over (self));
      break;
    case PROP_N_MOVES:
      g_value_set_uint (value, terr_game_get_n_moves (self));
      break;
    case PROP_POSITION_INDEX:
      g_value_set_uint (value, terr_game_get_position_index (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, terr_game_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, terr_game_can_redo (self));
      break;
    case PROP_TITLE:
      g_value_set_string (value, terr_game_get_title (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_game_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  TerrGame *self = TERR_GAME (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      terr_game_set_title (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_game_class_init (TerrGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = terr_game_finalize;
  object_class->get_property = terr_game_get_property;
  object_class->set_property = terr_game_set_property;

  properties[PROP_KIND] =
    g_param_spec_int ("kind", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEAT_TO_MOVE] =
    g_param_spec_int ("seat-to-move", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_OVER] =
    g_param_spec_boolean ("over", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_MOVES] =
    g_param_spec_uint ("n-moves", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_POSITION_INDEX] =
    g_param_spec_uint ("position-index", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TerrGame::changed:
   * The position changed: a move, undo, redo, or a new position.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * TerrGame::move-played:
   * @move: the move just applied by terr_game_play()
   */
  signals[MOVE_PLAYED] = g_signal_new ("move-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, TERR_TYPE_MOVE);
  /**
   * TerrGame::game-over:
   * The game has just ended.
   */
  signals[GAME_OVER] = g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
terr_game_init (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);

  priv->players = g_ptr_array_new_with_free_func (terr_game_player_free);
  priv->moves = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_move_unref);
  terr_game_design_init (self);
}

/* ------------------------------------------------------------ helpers */

GType
terr_game_find_type (TerrGameKind kind)
{
  g_autofree GType *children = NULL;
  guint n = 0;
  GType found = G_TYPE_INVALID;

  /* The game types register themselves when first used; the program and
   * the CLI call terr_games_ensure_types() at start, a test of one game
   * g_type_ensure()s its type. */
  children = g_type_children (TERR_TYPE_GAME, &n);
  for (guint i = 0; i < n && found == G_TYPE_INVALID; i++)
    {
      TerrGameClass *klass = g_type_class_ref (children[i]);
      if (klass->kind == kind)
        found = children[i];
      g_type_class_unref (klass);
    }
  return found;
}

void
terr_game_notify_state (TerrGame *self)
{
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEAT_TO_MOVE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OVER]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_MOVES]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION_INDEX]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_object_thaw_notify (G_OBJECT (self));
}

void
terr_game_emit_changed (TerrGame *self)
{
  g_return_if_fail (TERR_IS_GAME (self));
  terr_game_notify_state (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
terr_game_add_player (TerrGame *self, int seat, const char *name, gboolean ai, int level)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  TerrPlayer *p = g_new0 (TerrPlayer, 1);

  p->seat = seat;
  p->name = g_strdup (name);
  p->ai = ai;
  p->level = ai ? level : 0;
  g_ptr_array_add (priv->players, p);
}

/* Snapshot of the starting position, written as the game's own elements. */
void
terr_game_remember_initial (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  TerrGameClass *klass = TERR_GAME_GET_CLASS (self);

  g_clear_pointer (&priv->initial, terr_document_free);
  priv->initial = terr_document_new (klass->kind, TERR_FILE_SCENARIO);
  klass->write_state (self, priv->initial->root);
}

/* ------------------------------------------------------------ creating */

TerrGame *
terr_game_new (TerrGameKind kind, guint n_players, guint64 seed, GError **error)
{
  g_autoptr(TerrGame) game = NULL;
  TerrGamePrivate *priv;
  GType type;

  type = terr_game_find_type (kind);
  if (type == G_TYPE_INVALID)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED, _("unknown game"));
      return NULL;
    }
  if (n_players < 1 || n_players > TERR_MAX_SEATS)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED, _("%u seats is not possible"), n_players);
      return NULL;
    }
  game = g_object_new (type, NULL);
  priv = terr_game_get_instance_private (game);
  for (guint i = 1; i <= n_players; i++)
    {
      g_autofree char *name = g_strdup_printf (_("Seat %u"), i);
      terr_game_add_player (game, (int) i, name, FALSE, 0);
    }
  priv->has_seed = TRUE;
  priv->seed = seed;
  if (!TERR_GAME_GET_CLASS (game)->setup_new (game, n_players, seed, error))
    return NULL;
  terr_game_remember_initial (game);
  return g_steal_pointer (&game);
}

/* ------------------------------------------------------------ loading */

static gboolean
load_meta (TerrGame *self, TerrDocument *doc, GError **error)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);

  for (xmlNode *n = terr_xml_next_element (doc->meta, NULL, NULL); n; n = terr_xml_next_element (doc->meta, n, NULL))
    {
      g_autofree char *text = terr_xml_get_text (n);

      if (xmlStrEqual (n->name, BAD_CAST "title"))
        set_str (&priv->title, text);
      else if (xmlStrEqual (n->name, BAD_CAST "author"))
        set_str (&priv->author, text);
      else if (xmlStrEqual (n->name, BAD_CAST "description"))
        set_str (&priv->description, text);
      else if (xmlStrEqual (n->name, BAD_CAST "created"))
        set_str (&priv->created, g_strstrip (text));
      else if (xmlStrEqual (n->name, BAD_CAST "seed"))
        {
          guint64 v;
          if (!g_ascii_string_to_unsigned (g_strstrip (text), 10, 0, G_MAXUINT64, &v, NULL))
            return terr_document_set_error (doc, n, error, TERR_ERROR_INVALID,
                                            _("the seed \"%s\" is not a whole number from 0 to 18446744073709551615"),
                                            text);
          priv->has_seed = TRUE;
          priv->seed = v;
        }
    }
  return TRUE;
}

static gboolean
load_players (TerrGame *self, TerrDocument *doc, GError **error)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  gboolean seen[TERR_MAX_SEATS + 1] = { FALSE };
  guint n = 0;

  for (xmlNode *p = terr_xml_next_element (doc->players, NULL, "player"); p; p = terr_xml_next_element (doc->players, p, "player"))
    {
      gint64 seat, level = 0;
      g_autofree char *name = terr_xml_get_string (p, "name");
      g_autofree char *type = terr_xml_get_string (p, "type");
      gboolean ai = g_strcmp0 (type, "ai") == 0;

      if (++n > TERR_MAX_SEATS)
        return terr_document_set_error (doc, p, error, TERR_ERROR_INVALID,
                                        _("too many players (at most %d)"), TERR_MAX_SEATS);
      if (!terr_xml_get_int (doc, p, "seat", 1, TERR_MAX_SEATS, &seat, error))
        return FALSE;
      if (ai && !terr_xml_get_int (doc, p, "level", 1, 2, &level, error))
        return FALSE;
      if (seen[seat])
        return terr_document_set_error (doc, p, error, TERR_ERROR_INVALID,
                                        _("seat %d is listed twice"), (int) seat);
      seen[seat] = TRUE;
      terr_game_add_player (self, (int) seat, name, ai, (int) level);
    }
  for (guint s = 1; s <= n; s++)
    if (!seen[s])
      return terr_document_set_error (doc, doc->players, error, TERR_ERROR_INVALID,
                                      _("the seats must be numbered 1 to %u; seat %u is missing"), n, s);
  /* Keep them in seat order. */
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        TerrPlayer *a = g_ptr_array_index (priv->players, i);
        TerrPlayer *b = g_ptr_array_index (priv->players, j);
        if (b->seat < a->seat)
          {
            priv->players->pdata[i] = b;
            priv->players->pdata[j] = a;
          }
      }
  return TRUE;
}

static GPtrArray *parse_move_list (TerrDocument *doc, xmlNode *parent, guint depth, GError **error);

static TerrMove *
parse_move (TerrDocument *doc, xmlNode *node, guint depth, GError **error)
{
  g_autoptr(TerrMove) move = NULL;
  g_autofree char *type = terr_xml_get_string (node, "type");
  gint64 seat;

  if (!terr_xml_get_int (doc, node, "seat", 1, TERR_MAX_SEATS, &seat, error))
    return NULL;
  move = terr_move_new ((int) seat, type);
  terr_move_set_line (move, (int) xmlGetLineNo (node));
  for (xmlAttr *a = node->properties; a != NULL; a = a->next)
    {
      xmlChar *v;
      if (xmlStrEqual (a->name, BAD_CAST "seat") || xmlStrEqual (a->name, BAD_CAST "type"))
        continue;
      v = xmlNodeListGetString (node->doc, a->children, 1);
      terr_move_set (move, (const char *) a->name, v ? (const char *) v : "");
      xmlFree (v);
    }
  for (xmlNode *c = terr_xml_next_element (node, NULL, NULL); c; c = terr_xml_next_element (node, c, NULL))
    {
      if (xmlStrEqual (c->name, BAD_CAST "comment"))
        {
          g_autofree char *text = terr_xml_get_text (c);
          terr_move_set_comment (move, text);
        }
      else if (xmlStrEqual (c->name, BAD_CAST "variation"))
        {
          g_autoptr(GPtrArray) line = NULL;
          if (depth >= 64)
            {
              terr_document_set_error (doc, c, error, TERR_ERROR_INVALID,
                                       _("variations are nested more than 64 deep"));
              return NULL;
            }
          line = parse_move_list (doc, c, depth + 1, error);
          if (line == NULL)
            return NULL;
          terr_move_add_variation (move, line);
        }
    }
  return g_steal_pointer (&move);
}

static GPtrArray *
parse_move_list (TerrDocument *doc, xmlNode *parent, guint depth, GError **error)
{
  g_autoptr(GPtrArray) line = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_move_unref);

  for (xmlNode *m = terr_xml_next_element (parent, NULL, "move"); m; m = terr_xml_next_element (parent, m, "move"))
    {
      TerrMove *move = parse_move (doc, m, depth, error);
      if (move == NULL)
        return NULL;
      g_ptr_array_add (line, move);
    }
  return g_steal_pointer (&line);
}

/* Applies @move through the class without touching the line; checks the
 * seat exists.  The error is the bare reason. */
static gboolean
apply_raw (TerrGame *self, const TerrMove *move, GError **error)
{
  int seat = terr_move_get_seat (move);

  if (seat < 1 || (guint) seat > terr_game_get_n_players (self))
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE, _("there is no seat %d"), seat);
      return FALSE;
    }
  return TERR_GAME_GET_CLASS (self)->apply_move (self, move, error);
}

static gboolean
replay_line (TerrGame     *self,
             TerrDocument *doc,
             GPtrArray    *line,
             const char   *where,
             GError      **error)
{
  guint applied = 0;
  gboolean ok = TRUE;

  for (guint i = 0; i < line->len && ok; i++)
    {
      TerrMove *move = g_ptr_array_index (line, i);
      GPtrArray *variations = terr_move_get_variations (move);
      g_autoptr(GError) local_error = NULL;

      /* Variations are played instead of this move, from the position
       * before it; each is checked and then taken back. */
      for (guint v = 0; variations && v < variations->len && ok; v++)
        {
          g_autofree char *sub = g_strdup_printf (_("%smove %u, variation %u, "), where, i + 1, v + 1);
          ok = replay_line (self, doc, g_ptr_array_index (variations, v), sub, error);
        }
      if (!ok)
        break;
      if (!apply_raw (self, move, &local_error))
        {
          g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE, "%s:%d: %smove %u: %s",
                       doc->display_name, terr_move_get_line (move), where, i + 1, local_error->message);
          ok = FALSE;
          break;
        }
      applied++;
    }
  /* Take a variation back; the main line (where == "") stays. */
  if (*where != '\0' || !ok)
    for (; applied > 0; applied--)
      TERR_GAME_GET_CLASS (self)->undo_move (self);
  return ok;
}

static gboolean
check_result (TerrGame *self, TerrDocument *doc, GError **error)
{
  g_autofree char *end = terr_xml_get_string (doc->result, "end");
  TerrEndState state = terr_game_get_end_state (self);
  TerrEndState want;
  gboolean seen[TERR_MAX_SEATS + 1] = { FALSE };

  if (g_strcmp0 (end, "finished") == 0)
    want = TERR_END_FINISHED;
  else if (g_strcmp0 (end, "resigned") == 0)
    want = TERR_END_RESIGNED;
  else
    want = TERR_END_NONE;
  if (want != state)
    {
      const char *actual = state == TERR_END_FINISHED ? _("finished")
                         : state == TERR_END_RESIGNED ? _("resigned") : _("not over");
      return terr_document_set_error (doc, doc->result, error, TERR_ERROR_MISMATCH,
                                      _("the result says end=\"%s\" but after the moves the game is %s"),
                                      end, actual);
    }
  for (xmlNode *s = terr_xml_next_element (doc->result, NULL, "score"); s; s = terr_xml_next_element (doc->result, s, "score"))
    {
      gint64 seat, value;
      int actual;

      if (!terr_xml_get_int (doc, s, "seat", 1, terr_game_get_n_players (self), &seat, error) ||
          !terr_xml_get_int (doc, s, "value", G_MININT, G_MAXINT, &value, error))
        return FALSE;
      if (seen[seat])
        return terr_document_set_error (doc, s, error, TERR_ERROR_INVALID,
                                        _("seat %d has two scores"), (int) seat);
      seen[seat] = TRUE;
      actual = terr_game_get_seat_score (self, (int) seat);
      if (actual != value)
        return terr_document_set_error (doc, s, error, TERR_ERROR_MISMATCH,
                                        _("the result gives seat %d the score %d, but the re-play gives %d"),
                                        (int) seat, (int) value, actual);
    }
  return TRUE;
}

static TerrGame *
load_document (TerrDocument *doc, gboolean draft, GError **error)
{
  g_autoptr(TerrGame) game = NULL;
  TerrGamePrivate *priv;
  GType type;

  g_return_val_if_fail (doc != NULL, NULL);

  type = terr_game_find_type (doc->game);
  if (type == G_TYPE_INVALID)
    {
      terr_document_set_error (doc, doc->root, error, TERR_ERROR_UNSUPPORTED, _("unknown game"));
      return NULL;
    }
  game = g_object_new (type, NULL);
  priv = terr_game_get_instance_private (game);
  priv->source_name = g_strdup (doc->display_name);

  if (doc->kind == TERR_FILE_SCENARIO && doc->moves != NULL)
    {
      terr_document_set_error (doc, doc->moves, error, TERR_ERROR_INVALID,
                               _("a scenario has no <moves> (only a replay, kind=\"replay\", has them)"));
      return NULL;
    }
  if (doc->kind == TERR_FILE_SCENARIO && doc->result != NULL)
    {
      terr_document_set_error (doc, doc->result, error, TERR_ERROR_INVALID,
                               _("a scenario has no <result> (only a replay, kind=\"replay\", has one)"));
      return NULL;
    }

  if (draft && doc->kind != TERR_FILE_SCENARIO)
    {
      terr_document_set_error (doc, doc->root, error, TERR_ERROR_INVALID,
                               _("only a scenario can be opened as a draft"));
      return NULL;
    }
  priv->loading_draft = draft;
  if (!load_meta (game, doc, error) ||
      !load_players (game, doc, error) ||
      !TERR_GAME_GET_CLASS (game)->load_state (game, doc, error))
    return NULL;
  priv->loading_draft = FALSE;
  if (draft)
    {
      g_autoptr(GPtrArray) problems = terr_game_list_problems (game);
      priv->has_problems = problems->len > 0;
    }
  terr_game_remember_initial (game);

  if (doc->moves != NULL)
    {
      g_autoptr(GPtrArray) line = parse_move_list (doc, doc->moves, 0, error);

      if (line == NULL || !replay_line (game, doc, line, "", error))
        return NULL;
      for (guint i = 0; i < line->len; i++)
        g_ptr_array_add (priv->moves, terr_move_ref (g_ptr_array_index (line, i)));
      priv->index = line->len;
    }
  if (doc->result != NULL && !check_result (game, doc, error))
    return NULL;

  return g_steal_pointer (&game);
}

TerrGame *
terr_game_load_file (GFile *file, GCancellable *cancellable, GError **error)
{
  g_autoptr(TerrDocument) doc = terr_document_load_file (file, cancellable, error);

  if (doc == NULL)
    return NULL;
  return terr_game_load_document (doc, error);
}

TerrGame *
terr_game_load_path (const char *path, GError **error)
{
  g_autoptr(TerrDocument) doc = terr_document_load_path (path, error);

  if (doc == NULL)
    return NULL;
  return terr_game_load_document (doc, error);
}

TerrGame *
terr_game_load_document (TerrDocument *doc, GError **error)
{
  g_return_val_if_fail (doc != NULL, NULL);
  return load_document (doc, FALSE, error);
}

TerrGame *
terr_game_load_draft (TerrDocument *doc, GError **error)
{
  g_return_val_if_fail (doc != NULL, NULL);
  return load_document (doc, TRUE, error);
}

/* ------------------------------------------------------------ writing */

static void
write_moves (xmlNode *parent, GPtrArray *line)
{
  for (guint i = 0; i < line->len; i++)
    {
      TerrMove *move = g_ptr_array_index (line, i);
      xmlNode *node = terr_xml_add_element (parent, "move");
      GPtrArray *variations = terr_move_get_variations (move);

      terr_xml_set_int (node, "seat", terr_move_get_seat (move));
      terr_xml_set_string (node, "type", terr_move_get_move_type (move));
      for (guint a = 0; a < terr_move_get_n_attrs (move); a++)
        {
          const char *name, *value;
          terr_move_get_attr (move, a, &name, &value);
          terr_xml_set_string (node, name, value);
        }
      if (terr_move_get_comment (move) != NULL)
        terr_xml_set_text (terr_xml_add_element (node, "comment"), terr_move_get_comment (move));
      for (guint v = 0; variations && v < variations->len; v++)
        write_moves (terr_xml_add_element (node, "variation"), g_ptr_array_index (variations, v));
    }
}

static void
write_result (TerrGame *self, xmlNode *root)
{
  TerrEndState state = terr_game_get_end_state (self);
  xmlNode *result;

  if (state == TERR_END_NONE)
    return;
  result = terr_xml_add_element (root, "result");
  terr_xml_set_string (result, "end", state == TERR_END_FINISHED ? "finished" : "resigned");
  for (guint s = 1; s <= terr_game_get_n_players (self); s++)
    {
      xmlNode *score = terr_xml_add_element (result, "score");
      terr_xml_set_int (score, "seat", s);
      terr_xml_set_int (score, "value", terr_game_get_seat_score (self, (int) s));
    }
}

/* Move the position without signals (for writing and copying). */
static void
go_to_quietly (TerrGame *self, guint index)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);

  while (priv->index > index)
    {
      TERR_GAME_GET_CLASS (self)->undo_move (self);
      priv->index--;
    }
  while (priv->index < index)
    {
      gboolean ok = apply_raw (self, g_ptr_array_index (priv->moves, priv->index), NULL);
      g_assert (ok);
      priv->index++;
    }
}

TerrDocument *
terr_game_to_document (TerrGame *self, TerrFileKind kind)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  TerrGameClass *klass;
  TerrDocument *doc;
  xmlNode *root;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  klass = TERR_GAME_GET_CLASS (self);
  doc = terr_document_new (klass->kind, kind);
  root = doc->root;

  if (priv->title || priv->author || priv->description || priv->created || priv->has_seed)
    {
      xmlNode *meta = terr_xml_add_element (root, "meta");
      if (priv->title)
        terr_xml_set_text (terr_xml_add_element (meta, "title"), priv->title);
      if (priv->author)
        terr_xml_set_text (terr_xml_add_element (meta, "author"), priv->author);
      if (priv->description)
        terr_xml_set_text (terr_xml_add_element (meta, "description"), priv->description);
      if (priv->created)
        terr_xml_set_text (terr_xml_add_element (meta, "created"), priv->created);
      if (priv->has_seed)
        {
          char buf[32];
          g_snprintf (buf, sizeof buf, "%" G_GUINT64_FORMAT, priv->seed);
          terr_xml_set_text (terr_xml_add_element (meta, "seed"), buf);
        }
    }
  klass->write_rules (self, root);
  {
    xmlNode *players = terr_xml_add_element (root, "players");
    for (guint i = 0; i < priv->players->len; i++)
      {
        TerrPlayer *p = g_ptr_array_index (priv->players, i);
        xmlNode *node = terr_xml_add_element (players, "player");
        terr_xml_set_int (node, "seat", p->seat);
        terr_xml_set_string (node, "name", p->name ? p->name : "");
        terr_xml_set_string (node, "type", p->ai ? "ai" : "human");
        if (p->ai)
          terr_xml_set_int (node, "level", p->level);
      }
  }

  if (kind == TERR_FILE_SCENARIO)
    {
      klass->write_state (self, root);
      return doc;
    }

  for (xmlNode *n = terr_xml_next_element (priv->initial->root, NULL, NULL); n;
       n = terr_xml_next_element (priv->initial->root, n, NULL))
    {
      if (xmlStrEqual (n->name, BAD_CAST "rules"))
        continue;
      xmlAddChild (root, xmlDocCopyNode (n, doc->xml, 1));
    }
  write_moves (terr_xml_add_element (root, "moves"), priv->moves);
  {
    guint here = priv->index;
    go_to_quietly (self, priv->moves->len);
    write_result (self, root);
    go_to_quietly (self, here);
  }
  return doc;
}

GBytes *
terr_game_to_bytes (TerrGame *self, TerrFileKind kind)
{
  g_autoptr(TerrDocument) doc = terr_game_to_document (self, kind);
  return terr_document_to_bytes (doc);
}

gboolean
terr_game_save_path (TerrGame *self, const char *path, TerrFileKind kind, GError **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  bytes = terr_game_to_bytes (self, kind);
  return terr_write_file_atomic (path, bytes, error);
}

TerrGame *
terr_game_copy (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(GError) error = NULL;
  TerrGame *copy;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  bytes = terr_game_to_bytes (self, TERR_FILE_REPLAY);
  doc = terr_document_load_bytes (bytes, priv->source_name, &error);
  if (doc == NULL)
    g_error ("A game could not read back its own file: %s", error->message);
  copy = terr_game_load_document (doc, &error);
  if (copy == NULL)
    g_error ("A game could not read back its own file: %s", error->message);
  go_to_quietly (copy, priv->index);
  return copy;
}

/* ------------------------------------------------------------ playing */

TerrGameKind
terr_game_get_kind (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), TERR_GAME_NONE);
  return TERR_GAME_GET_CLASS (self)->kind;
}

gboolean
terr_game_check_move (TerrGame *self, TerrMove *move, GError **error)
{
  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!terr_document_check_move (terr_game_get_kind (self), move, error) ||
      !apply_raw (self, move, error))
    return FALSE;
  TERR_GAME_GET_CLASS (self)->undo_move (self);
  return TRUE;
}

gboolean
terr_game_play (TerrGame *self, TerrMove *move, GError **error)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  gboolean was_over;

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (priv->has_problems)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID,
                   _("the position has problems to mend before it can be played"));
      return FALSE;
    }
  was_over = terr_game_is_over (self);
  /* Only moves that the file format can hold enter the line. */
  if (!terr_document_check_move (terr_game_get_kind (self), move, error) ||
      !apply_raw (self, move, error))
    return FALSE;
  if (priv->index < priv->moves->len)
    g_ptr_array_set_size (priv->moves, priv->index);
  g_ptr_array_add (priv->moves, terr_move_ref (move));
  priv->index++;

  g_signal_emit (self, signals[MOVE_PLAYED], 0, move);
  terr_game_emit_changed (self);
  if (!was_over && terr_game_is_over (self))
    g_signal_emit (self, signals[GAME_OVER], 0);
  return TRUE;
}

gboolean
terr_game_can_undo (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  return priv->index > 0;
}

gboolean
terr_game_can_redo (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  return priv->index < priv->moves->len;
}

gboolean
terr_game_go_to (TerrGame *self, guint index)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  gboolean was_over;

  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);

  if (index > priv->moves->len)
    return FALSE;
  if (index == priv->index)
    return TRUE;
  was_over = terr_game_is_over (self);
  go_to_quietly (self, index);
  terr_game_emit_changed (self);
  if (!was_over && terr_game_is_over (self))
    g_signal_emit (self, signals[GAME_OVER], 0);
  return TRUE;
}

gboolean
terr_game_undo (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  return priv->index > 0 && terr_game_go_to (self, priv->index - 1);
}

gboolean
terr_game_redo (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  return priv->index < priv->moves->len && terr_game_go_to (self, priv->index + 1);
}

guint
terr_game_get_position_index (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  g_return_val_if_fail (TERR_IS_GAME (self), 0);
  return priv->index;
}

GPtrArray *
terr_game_get_moves (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  return priv->moves;
}

guint
terr_game_get_n_moves (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  g_return_val_if_fail (TERR_IS_GAME (self), 0);
  return priv->moves->len;
}

int
terr_game_get_seat_to_move (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), 0);
  return TERR_GAME_GET_CLASS (self)->get_seat_to_move (self);
}

TerrEndState
terr_game_get_end_state (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), TERR_END_NONE);
  return TERR_GAME_GET_CLASS (self)->get_end_state (self);
}

gboolean
terr_game_is_over (TerrGame *self)
{
  return terr_game_get_end_state (self) != TERR_END_NONE;
}

GPtrArray *
terr_game_list_moves (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  return TERR_GAME_GET_CLASS (self)->list_moves (self);
}

int
terr_game_get_seat_score (TerrGame *self, int seat)
{
  g_return_val_if_fail (TERR_IS_GAME (self), 0);
  return TERR_GAME_GET_CLASS (self)->get_seat_score (self, seat);
}

JsonNode *
terr_game_score_json (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  return TERR_GAME_GET_CLASS (self)->score_json (self);
}

char *
terr_game_score_text (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  return TERR_GAME_GET_CLASS (self)->score_text (self);
}

JsonNode *
terr_game_solve (TerrGame               *self,
                 const TerrSolveOptions *options,
                 GCancellable           *cancellable,
                 GError                **error)
{
  TerrSolveOptions none = { 0 };

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  if (TERR_GAME_GET_CLASS (self)->solve == NULL)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_UNSUPPORTED, _("this game has no solver"));
      return NULL;
    }
  return TERR_GAME_GET_CLASS (self)->solve (self, options ? options : &none, cancellable, error);
}

char *
terr_game_solve_text (TerrGame *self, JsonNode *solution)
{
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  g_return_val_if_fail (solution != NULL, NULL);

  if (TERR_GAME_GET_CLASS (self)->solve_text == NULL)
    return json_to_string (solution, TRUE);
  return TERR_GAME_GET_CLASS (self)->solve_text (self, solution);
}

TerrMove *
terr_game_ai_move (TerrGame     *self,
                   guint         level,
                   guint64       seed,
                   GCancellable *cancellable,
                   GError      **error)
{
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  if (terr_game_is_over (self))
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE, _("the game is over"));
      return NULL;
    }
  return TERR_GAME_GET_CLASS (self)->ai_move (self, level, seed, cancellable, error);
}

char *
terr_game_describe (TerrGame *self)
{
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  return TERR_GAME_GET_CLASS (self)->describe (self);
}

/* ------------------------------------------------------- async work */

typedef struct {
  TerrGame *copy;
  guint level;
  guint64 seed;
  TerrSolveOptions options;
  /* progress, marshalled to the caller's main context */
  GMainContext *context;
  void (*progress) (double, guint64, gpointer);
  gpointer progress_data;
  gint64 last_progress;
} AsyncData;

static void
async_data_free (gpointer data)
{
  AsyncData *d = data;
  g_clear_object (&d->copy);
  g_clear_pointer (&d->context, g_main_context_unref);
  g_free (d);
}

static void
ai_move_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  AsyncData *d = task_data;
  GError *error = NULL;
  TerrMove *move = terr_game_ai_move (d->copy, d->level, d->seed, cancellable, &error);

  if (move == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, move, (GDestroyNotify) terr_move_unref);
}

void
terr_game_ai_move_async (TerrGame           *self,
                         guint               level,
                         guint64             seed,
                         GCancellable       *cancellable,
                         GAsyncReadyCallback callback,
                         gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;
  AsyncData *d;

  g_return_if_fail (TERR_IS_GAME (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, terr_game_ai_move_async);
  d = g_new0 (AsyncData, 1);
  d->copy = terr_game_copy (self);
  d->level = level;
  d->seed = seed;
  g_task_set_task_data (task, d, async_data_free);
  g_task_run_in_thread (task, ai_move_thread);
}

TerrMove *
terr_game_ai_move_finish (TerrGame *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

typedef struct {
  AsyncData *d;
  double fraction;
  guint64 nodes;
} ProgressIdle;

static gboolean
progress_idle_cb (gpointer data)
{
  ProgressIdle *p = data;
  p->d->progress (p->fraction, p->nodes, p->d->progress_data);
  return G_SOURCE_REMOVE;
}

static void
solve_progress_cb (double fraction, guint64 nodes, gpointer user_data)
{
  GTask *task = user_data;
  AsyncData *d = g_task_get_task_data (task);
  gint64 now = g_get_monotonic_time ();
  ProgressIdle *p;

  if (now - d->last_progress < G_USEC_PER_SEC / 10)
    return;
  d->last_progress = now;
  p = g_new0 (ProgressIdle, 1);
  p->d = d;
  p->fraction = fraction;
  p->nodes = nodes;
  /* The task (and so d) outlives the idle: the task is completed in the
   * same context after these idles ran. */
  g_main_context_invoke_full (d->context, G_PRIORITY_DEFAULT, progress_idle_cb, p, g_free);
}

static void
solve_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  AsyncData *d = task_data;
  GError *error = NULL;
  JsonNode *node;

  node = terr_game_solve (d->copy, &d->options, cancellable, &error);
  if (node == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, node, (GDestroyNotify) json_node_unref);
}

void
terr_game_solve_async (TerrGame               *self,
                       const TerrSolveOptions *options,
                       GCancellable           *cancellable,
                       GAsyncReadyCallback     callback,
                       gpointer                user_data)
{
  g_autoptr(GTask) task = NULL;
  AsyncData *d;

  g_return_if_fail (TERR_IS_GAME (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, terr_game_solve_async);
  d = g_new0 (AsyncData, 1);
  d->copy = terr_game_copy (self);
  if (options)
    d->options = *options;
  d->context = g_main_context_ref_thread_default ();
  if (options && options->progress)
    {
      d->progress = options->progress;
      d->progress_data = options->progress_data;
      d->options.progress = solve_progress_cb;
      d->options.progress_data = task;
    }
  g_task_set_task_data (task, d, async_data_free);
  g_task_run_in_thread (task, solve_thread);
}

JsonNode *
terr_game_solve_finish (TerrGame *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* ------------------------------------------------------- meta data */

guint
terr_game_get_n_players (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  g_return_val_if_fail (TERR_IS_GAME (self), 0);
  return priv->players->len;
}

const TerrPlayer *
terr_game_get_player (TerrGame *self, int seat)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  if (seat < 1 || (guint) seat > priv->players->len)
    return NULL;
  return g_ptr_array_index (priv->players, seat - 1);
}

void
terr_game_set_player (TerrGame   *self,
                      int         seat,
                      const char *name,
                      gboolean    ai,
                      int         level)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  TerrPlayer *p;

  g_return_if_fail (TERR_IS_GAME (self));
  g_return_if_fail (seat >= 1 && (guint) seat <= priv->players->len);

  p = g_ptr_array_index (priv->players, seat - 1);
  if (name != NULL)
    set_str (&p->name, name);
  p->ai = ai;
  p->level = ai ? MAX (level, 1) : 0;
  terr_game_emit_changed (self);
}

#define DEFINE_STRING_ACCESSORS(field)                                   \
const char *                                                             \
terr_game_get_##field (TerrGame *self)                                   \
{                                                                        \
  TerrGamePrivate *priv = terr_game_get_instance_private (self);         \
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);                      \
  return priv->field;                                                    \
}

DEFINE_STRING_ACCESSORS (title)
DEFINE_STRING_ACCESSORS (author)
DEFINE_STRING_ACCESSORS (description)

void
terr_game_set_title (TerrGame *self, const char *title)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  g_return_if_fail (TERR_IS_GAME (self));
  if (set_str (&priv->title, title))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

void
terr_game_set_author (TerrGame *self, const char *author)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  g_return_if_fail (TERR_IS_GAME (self));
  set_str (&priv->author, author);
}

void
terr_game_set_description (TerrGame *self, const char *description)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  g_return_if_fail (TERR_IS_GAME (self));
  set_str (&priv->description, description);
}

gboolean
terr_game_get_seed (TerrGame *self, guint64 *seed)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  g_return_val_if_fail (TERR_IS_GAME (self), FALSE);
  if (seed)
    *seed = priv->seed;
  return priv->has_seed;
}

void
terr_game_set_seed (TerrGame *self, guint64 seed)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  g_return_if_fail (TERR_IS_GAME (self));
  priv->has_seed = TRUE;
  priv->seed = seed;
}

const char *
terr_game_get_source_name (TerrGame *self)
{
  TerrGamePrivate *priv = terr_game_get_instance_private (self);
  g_return_val_if_fail (TERR_IS_GAME (self), NULL);
  return priv->source_name;
}
