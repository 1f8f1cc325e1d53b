/* terr-editor-tools-registry.h — which game has which editor tools.
 *
 * The one list of the TerrEditorTools implementations (one per game, in
 * src/app/games/<game>/): the scenario editor finds a game's tools here
 * and needs no game's name.  A new game adds its tools to the list in
 * terr-editor-tools-registry.c. */
#pragma once

#include "terr-editor-tools.h"

G_BEGIN_DECLS

/* The tools of @kind's designs, or G_TYPE_INVALID when it has none. */
GType        terr_editor_tools_registry_lookup      (TerrGameKind   kind);
/* The game the editor designs when it is asked for none (the first listed). */
TerrGameKind terr_editor_tools_registry_first_kind  (void);
/* A new empty design of @kind (transfer full), or NULL and @error. */
TerrGame    *terr_editor_tools_registry_new_design  (TerrGameKind   kind,
                                                     GError       **error);
/* The tools for @game (a new floating widget), or NULL when it has none. */
TerrEditorTools *terr_editor_tools_registry_new_tools (TerrGame    *game);

G_END_DECLS
