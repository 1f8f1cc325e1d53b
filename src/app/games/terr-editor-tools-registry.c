/* terr-editor-tools-registry.c — the editor tools of each game (see
 * terr-editor-tools-registry.h). */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-editor-tools-registry.h"
#include "garden-paths/terr-gp-editor-tools.h"
#include "hanging-gardens/terr-hg-editor-tools.h"
#include "ziggurat/terr-zg-editor-tools.h"

/* In the order the games are listed: each game's kind beside its tools'
 * type, so that asking which games the editor knows (the start page and
 * the main menu do before the first frame) makes no tools class. */
static const struct {
  TerrGameKind kind;
  GType      (*get_type) (void);
} tools[] = {
  { TERR_GAME_HANGING_GARDENS, terr_hg_editor_tools_get_type },
  { TERR_GAME_ZIGGURAT, terr_zg_editor_tools_get_type },
  { TERR_GAME_GARDEN_PATHS, terr_gp_editor_tools_get_type },
};

GType
terr_editor_tools_registry_lookup (TerrGameKind kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (tools); i++)
    if (tools[i].kind == kind)
      {
        GType type = tools[i].get_type ();
        TerrEditorToolsClass *klass = g_type_class_peek (type);

        /* Each class says its kind too: the table must agree with it. */
        g_warn_if_fail (klass == NULL || klass->kind == kind);
        return type;
      }
  return G_TYPE_INVALID;
}

TerrGameKind
terr_editor_tools_registry_first_kind (void)
{
  return tools[0].kind;
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
