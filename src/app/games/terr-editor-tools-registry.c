/* terr-editor-tools-registry.c — the editor tools of each game (see
 * terr-editor-tools-registry.h). */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-editor-tools-registry.h"
#include "garden-paths/terr-gp-editor-tools.h"
#include "hanging-gardens/terr-hg-editor-tools.h"
#include "ziggurat/terr-zg-editor-tools.h"

/* In the order the games are listed. */
static GType
tools_type (guint index)
{
  switch (index)
    {
    case 0:
      return TERR_TYPE_HG_EDITOR_TOOLS;
    case 1:
      return TERR_TYPE_ZG_EDITOR_TOOLS;
    case 2:
      return TERR_TYPE_GP_EDITOR_TOOLS;
    default:
      return G_TYPE_INVALID;
    }
}

static TerrGameKind
tools_kind (GType type)
{
  TerrEditorToolsClass *klass = g_type_class_ref (type);
  TerrGameKind kind = klass->kind;

  g_type_class_unref (klass);
  return kind;
}

GType
terr_editor_tools_registry_lookup (TerrGameKind kind)
{
  GType type;

  for (guint i = 0; (type = tools_type (i)) != G_TYPE_INVALID; i++)
    if (tools_kind (type) == kind)
      return type;
  return G_TYPE_INVALID;
}

TerrGameKind
terr_editor_tools_registry_first_kind (void)
{
  return tools_kind (tools_type (0));
}

TerrGame *
terr_editor_tools_registry_new_design (TerrGameKind   kind,
                                       GError       **error)
{
  GType type = terr_editor_tools_registry_lookup (kind);
  TerrEditorToolsClass *klass;
  TerrGame *game;

  if (type == G_TYPE_INVALID)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("The editor cannot design %s scenarios yet"), terr_game_kind_get_title (kind));
      return NULL;
    }
  klass = g_type_class_ref (type);
  game = klass->new_design (error);
  g_type_class_unref (klass);
  return game;
}

TerrEditorTools *
terr_editor_tools_registry_new_tools (TerrGame *game)
{
  GType type;

  g_return_val_if_fail (TERR_IS_GAME (game), NULL);
  type = terr_editor_tools_registry_lookup (terr_game_get_kind (game));
  if (type == G_TYPE_INVALID)
    return NULL;
  return g_object_new (type, "game", game, NULL);
}
