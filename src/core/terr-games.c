/* terr-games.c — registers the three game classes with the type system, so
 * that terr_game_new() and the loaders can find them by kind, and lists
 * them for views that offer every game. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include <libxml/parser.h>

#include "terr-games.h"

void
terr_games_ensure_types (void)
{
  g_type_ensure (TERR_TYPE_HG_GAME);
  g_type_ensure (TERR_TYPE_ZG_GAME);
  g_type_ensure (TERR_TYPE_GP_GAME);
}

const GType *
terr_games_list (guint *n_games)
{
  static GType types[3];

  if (types[0] == 0)
    {
      /* The order of the start page. */
      types[0] = TERR_TYPE_HG_GAME;
      types[1] = TERR_TYPE_ZG_GAME;
      types[2] = TERR_TYPE_GP_GAME;
    }
  if (n_games != NULL)
    *n_games = G_N_ELEMENTS (types);
  return types;
}

TerrGameKind
terr_games_get_kind (GType type)
{
  TerrGameClass *klass;
  TerrGameKind kind;

  g_return_val_if_fail (g_type_is_a (type, TERR_TYPE_GAME), TERR_GAME_NONE);

  klass = g_type_class_ref (type);
  kind = klass->kind;
  g_type_class_unref (klass);
  return kind;
}

GType
terr_games_get_type_for_kind (TerrGameKind kind)
{
  guint n;
  const GType *types = terr_games_list (&n);

  for (guint i = 0; i < n; i++)
    if (terr_games_get_kind (types[i]) == kind)
      return types[i];
  return G_TYPE_INVALID;
}

/* terr_games_list() as kinds, for what lists files by their game. */
const TerrGameKind *
terr_games_list_kinds (guint *n_kinds)
{
  static TerrGameKind kinds[8];
  static gsize ready = 0;
  guint n;
  const GType *types = terr_games_list (&n);

  g_assert (n <= G_N_ELEMENTS (kinds));
  if (g_once_init_enter (&ready))
    {
      for (guint i = 0; i < n; i++)
        kinds[i] = terr_games_get_kind (types[i]);
      g_once_init_leave (&ready, 1);
    }
  if (n_kinds != NULL)
    *n_kinds = n;
  return kinds;
}

/* ---- What a list shows of a file, without building its game. ---- */

/* The text of <meta>'s child @name, as the loader keeps it. */
static char *
meta_text (xmlNode    *meta,
           const char *name)
{
  for (xmlNode *n = meta != NULL ? meta->children : NULL; n != NULL; n = n->next)
    if (n->type == XML_ELEMENT_NODE && xmlStrEqual (n->name, BAD_CAST name))
      return terr_xml_get_text (n);
  return NULL;
}

TerrGameSummary *
terr_game_summary_read (const char  *path,
                        GError     **error)
{
  g_autofree char *data = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *game = NULL;
  g_autofree char *difficulty = NULL;
  TerrGameSummary *summary;
  xmlDoc *xml;
  xmlNode *root, *meta = NULL;
  gsize len;
  gboolean has_goal = FALSE;

  g_return_val_if_fail (path != NULL, NULL);

  basename = g_path_get_basename (path);
  if (!g_file_get_contents (path, &data, &len, error))
    return NULL;
  /* The loader's limits and words (terr-document.c). */
  if (len > TERR_MAX_FILE_SIZE)
    {
      g_autofree char *size = g_strdup_printf ("%" G_GSIZE_FORMAT, len);

      g_autofree char *message = g_strdup_printf (_("the file is larger than 16 MiB (%s bytes); it is not read"), size);

      g_set_error (error, TERR_ERROR, TERR_ERROR_TOO_LARGE, "%s: %s", basename, message);
      return NULL;
    }
  /* No DTD, no entity: a DOCTYPE anywhere refuses the file. */
  if (g_strstr_len (data, len, "<!DOCTYPE") != NULL)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_PARSE, "%s: %s", basename,
                   _("DOCTYPE declarations are not allowed (no DTD or entity is ever read)"));
      return NULL;
    }
  xml = xmlReadMemory (data, (int) len, NULL, NULL,
                       XML_PARSE_NONET | XML_PARSE_NOWARNING | XML_PARSE_NOERROR | XML_PARSE_NOCDATA);
  root = xml != NULL ? xmlDocGetRootElement (xml) : NULL;
  if (root != NULL && xmlStrEqual (root->name, BAD_CAST "terraces"))
    game = terr_xml_get_string (root, "game");
  if (terr_game_kind_from_string (game) == TERR_GAME_NONE)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_PARSE, "%s: %s", basename,
                   _("this is not a Terraces file (the root element must be <terraces>)"));
      if (xml != NULL)
        xmlFreeDoc (xml);
      return NULL;
    }

  for (xmlNode *n = root->children; n != NULL; n = n->next)
    if (n->type == XML_ELEMENT_NODE && xmlStrEqual (n->name, BAD_CAST "meta"))
      meta = n;
    else if (n->type == XML_ELEMENT_NODE && xmlStrEqual (n->name, BAD_CAST "goal"))
      has_goal = TRUE;

  summary = g_new0 (TerrGameSummary, 1);
  summary->kind = terr_game_kind_from_string (game);
  summary->title = meta_text (meta, "title");
  summary->description = meta_text (meta, "description");
  difficulty = meta_text (meta, "difficulty");
  summary->difficulty = difficulty != NULL
    ? terr_difficulty_from_string (g_strstrip (difficulty)) : TERR_DIFFICULTY_NONE;
  summary->has_goal = has_goal;
  xmlFreeDoc (xml);
  return summary;
}

void
terr_game_summary_free (TerrGameSummary *summary)
{
  if (summary == NULL)
    return;
  g_free (summary->title);
  g_free (summary->description);
  g_free (summary);
}
