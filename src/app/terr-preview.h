/* terr-preview.h — a small picture of a game for the start page. */
#pragma once

#include <gtk/gtk.h>

#include "terr-document.h"

G_BEGIN_DECLS

#define TERR_TYPE_PREVIEW (terr_preview_get_type ())
G_DECLARE_FINAL_TYPE (TerrPreview, terr_preview, TERR, PREVIEW, GtkWidget)

GtkWidget    *terr_preview_new      (TerrGameKind kind);
TerrGameKind  terr_preview_get_kind (TerrPreview *self);

G_END_DECLS
