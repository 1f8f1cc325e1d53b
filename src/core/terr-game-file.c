/* terr-game-file.c — reading a game from a file (meta, seats, the
 * position through the class, the move tree checked move by move, the
 * result) and writing it (a scenario, or a replay with its tree). */
#include "config.h"

#include "terr-game-private.h"
#include "terr-game-analysis.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* ------------------------------------------------------------ loading */

static gboolean
load_meta (TerrGame *self, TerrDocument *doc, GError **error)
{
  TerrGamePrivate *priv = terr_game_private (self);

  for (xmlNode *n = terr_xml_next_element (doc->meta, NULL, NULL); n; n = terr_xml_next_element (doc->meta, n, NULL))
    {
      g_autofree char *text = terr_xml_get_text (n);

      if (xmlStrEqual (n->name, BAD_CAST "title"))
        terr_game_set_str (&priv->title, text);
      else if (xmlStrEqual (n->name, BAD_CAST "author"))
        terr_game_set_str (&priv->author, text);
      else if (xmlStrEqual (n->name, BAD_CAST "description"))
        terr_game_set_str (&priv->description, text);
      else if (xmlStrEqual (n->name, BAD_CAST "created"))
        terr_game_set_str (&priv->created, g_strstrip (text));
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
      else if (xmlStrEqual (n->name, BAD_CAST "difficulty"))
        priv->difficulty = terr_difficulty_from_string (g_strstrip (text));
    }
  return TRUE;
}

static gboolean
load_players (TerrGame *self, TerrDocument *doc, GError **error)
{
  TerrGamePrivate *priv = terr_game_private (self);
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
      if (ai && !terr_xml_get_int (doc, p, "level", 1, 3, &level, error))
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

/* Checks and applies the moves of @line from the class's position, adding
 * them to the tree under @parent; the variations of each move are checked
 * from the position before it and taken back.  The main line (@where "")
 * stays applied, and @kept gets the positions every KEEP_EVERY moves;
 * @end gets its last node. */
static gboolean
replay_line (TerrGame      *self,
             TerrDocument  *doc,
             GPtrArray     *line,
             TerrGameNode  *parent,
             const char    *where,
             GPtrArray     *kept,
             TerrGameNode **end,
             GError       **error)
{
  TerrGameClass *klass = TERR_GAME_GET_CLASS (self);
  guint applied = 0;
  gboolean ok = TRUE;

  for (guint i = 0; i < line->len && ok; i++)
    {
      TerrMove *move = g_ptr_array_index (line, i);
      GPtrArray *variations = terr_move_get_variations (move);
      g_autoptr(GError) local_error = NULL;
      g_autofree char *words = NULL;
      TerrMoveAnalysis *verdict = NULL;
      TerrGameNode *node;

      /* The comment's last line may keep the analysis' verdict. */
      terr_game_verdict_split (terr_move_get_comment (move), &words, &verdict);
      node = terr_game_tree_add_child (self, parent, move, words);
      node->verdict = verdict;

      /* Variations are played instead of this move, from the position
       * before it; each is checked and then taken back. */
      for (guint v = 0; variations && v < variations->len && ok; v++)
        {
          g_autofree char *sub = g_strdup_printf (_("%smove %u, variation %u, "), where, i + 1, v + 1);
          ok = replay_line (self, doc, g_ptr_array_index (variations, v), parent, sub, NULL, NULL, error);
        }
      if (!ok)
        break;
      if (!terr_game_apply_raw (self, move, &local_error))
        {
          g_set_error (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE, "%s:%d: %smove %u: %s",
                       doc->display_name, terr_move_get_line (move), where, i + 1, local_error->message);
          ok = FALSE;
          break;
        }
      applied++;
      parent = node;
      if (kept != NULL && klass->save_position != NULL && node->depth % TERR_GAME_KEEP_EVERY == 0)
        {
          guint k = node->depth / TERR_GAME_KEEP_EVERY;
          if (kept->len <= k)
            g_ptr_array_set_size (kept, k + 1);
          kept->pdata[k] = klass->save_position (self);
        }
    }
  if (end != NULL)
    *end = parent;
  /* Take a variation back; the main line (where == "") stays. */
  if (*where != '\0' || !ok)
    for (; applied > 0; applied--)
      klass->undo_move (self);
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

static GDestroyNotify
keep_free_func (TerrGame *game)
{
  TerrGameClass *klass = TERR_GAME_GET_CLASS (game);
  return klass->free_position != NULL ? klass->free_position : g_free;
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
  priv = terr_game_private (game);
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
  {
    xmlNode *cert = terr_xml_next_element (doc->root, NULL, "certificate");
    if (cert != NULL && (priv->certificate = terr_certificate_from_xml (doc, cert, error)) == NULL)
      return NULL;
  }
  if (draft)
    {
      g_autoptr(GPtrArray) problems = terr_game_list_problems (game);
      priv->has_problems = problems->len > 0;
    }
  terr_game_remember_initial (game);

  if (doc->moves != NULL)
    {
      g_autoptr(GPtrArray) line = parse_move_list (doc, doc->moves, 0, error);
      g_autoptr(GPtrArray) kept = g_ptr_array_new_with_free_func (keep_free_func (game));
      TerrGameNode *end = NULL;

      if (line == NULL || !replay_line (game, doc, line, priv->root, "", kept, &end, error))
        return NULL;
      terr_game_tree_loaded (game, end, kept);
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

static xmlNode *
write_move (xmlNode *parent, const TerrGameNode *node)
{
  TerrMove *move = terr_game_node_get_move (node);
  xmlNode *element = terr_xml_add_element (parent, "move");

  terr_xml_set_int (element, "seat", terr_move_get_seat (move));
  terr_xml_set_string (element, "type", terr_move_get_move_type (move));
  for (guint a = 0; a < terr_move_get_n_attrs (move); a++)
    {
      const char *name, *value;
      terr_move_get_attr (move, a, &name, &value);
      terr_xml_set_string (element, name, value);
    }
  {
    /* The words, then the analysis' verdict as the last line. */
    g_autofree char *comment = terr_game_verdict_join (node);

    if (comment != NULL)
      terr_xml_set_text (terr_xml_add_element (element, "comment"), comment);
  }
  return element;
}

/* Writes the line that starts at @node; the variations of its first move
 * are the siblings after it when @siblings is TRUE (a line starting at a
 * first child), and every later move's are those of its parent's other
 * children. */
static void
write_line (xmlNode *parent, const TerrGameNode *node, gboolean siblings)
{
  while (node != NULL)
    {
      xmlNode *element = write_move (parent, node);
      const TerrGameNode *up = terr_game_node_get_parent (node);

      if (siblings)
        for (guint v = 1; v < terr_game_node_get_n_children (up); v++)
          write_line (terr_xml_add_element (element, "variation"),
                      terr_game_node_get_child (up, v), FALSE);
      siblings = TRUE;
      node = terr_game_node_get_child (node, 0);
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

TerrDocument *
terr_game_to_document (TerrGame *self, TerrFileKind kind)
{
  TerrGamePrivate *priv = terr_game_private (self);
  TerrGameClass *klass;
  TerrDocument *doc;
  xmlNode *root;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  klass = TERR_GAME_GET_CLASS (self);
  doc = terr_document_new (klass->kind, kind);
  root = doc->root;

  if (priv->title || priv->author || priv->description || priv->created || priv->has_seed ||
      priv->difficulty != TERR_DIFFICULTY_NONE)
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
      if (priv->difficulty != TERR_DIFFICULTY_NONE)
        terr_xml_set_text (terr_xml_add_element (meta, "difficulty"),
                           terr_difficulty_to_string (priv->difficulty));
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
      if (priv->certificate != NULL)
        terr_certificate_to_xml (priv->certificate, root);
      return doc;
    }

  for (xmlNode *n = terr_xml_next_element (priv->initial->root, NULL, NULL); n;
       n = terr_xml_next_element (priv->initial->root, n, NULL))
    {
      if (xmlStrEqual (n->name, BAD_CAST "rules"))
        continue;
      xmlAddChild (root, xmlDocCopyNode (n, doc->xml, 1));
    }
  if (priv->certificate != NULL)
    terr_certificate_to_xml (priv->certificate, root);
  {
    xmlNode *moves = terr_xml_add_element (root, "moves");
    TerrGameNode *here = priv->cursor;

    if (terr_game_node_get_n_children (priv->root) > 0)
      write_line (moves, terr_game_node_get_child (priv->root, 0), TRUE);
    /* the result is that of the main line */
    terr_game_tree_go_quietly (self, terr_game_tree_main_line_end (self));
    write_result (self, root);
    terr_game_tree_go_quietly (self, here);
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
  TerrGamePrivate *priv = terr_game_private (self);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(GError) error = NULL;
  TerrGame *copy;
  gboolean draft;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  /* A scenario being designed may have problems: it goes as a draft. */
  draft = priv->has_problems && terr_game_is_editable (self);
  bytes = terr_game_to_bytes (self, draft ? TERR_FILE_SCENARIO : TERR_FILE_REPLAY);
  doc = terr_document_load_bytes (bytes, priv->source_name, &error);
  if (doc == NULL)
    g_error ("A game could not read back its own file: %s", error->message);
  copy = draft ? terr_game_load_draft (doc, &error) : terr_game_load_document (doc, &error);
  if (copy == NULL)
    g_error ("A game could not read back its own file: %s", error->message);
  terr_game_set_mode (copy, priv->mode);
  /* the same node of the copy's tree: the same child indexes from the root */
  {
    g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (guint));
    TerrGameNode *n;

    for (n = priv->cursor; terr_game_node_get_parent (n) != NULL; n = terr_game_node_get_parent (n))
      {
        guint i = terr_game_node_get_index (n);
        g_array_append_val (path, i);
      }
    n = terr_game_get_root (copy);
    for (guint i = path->len; i > 0; i--)
      n = terr_game_node_get_child (n, g_array_index (path, guint, i - 1));
    terr_game_go_to_node (copy, n);
  }
  return copy;
}

