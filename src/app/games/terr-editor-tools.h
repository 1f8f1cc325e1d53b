/* terr-editor-tools.h — a game's own tools in the scenario editor.
 *
 * The editor page (src/app/terr-editor-page.c) knows no game: the side
 * panel's part that differs per game (supply, turn, goal; hand and pile;
 * the piece set) is a TerrEditorTools of that game, found through the
 * registry (terr-editor-tools-registry.h).  An implementation is a widget
 * with a template (src/app/games/<game>/terr-<g>-editor-tools.ui) that
 * edits its game only through the game's edit API, and answers what the
 * page asks: the palette, what a click on the board puts there, which of
 * its rows shows a problem's place, and a new empty design.
 *
 * Every edit ends in terr_editor_tools_edit_done(): the page then shows
 * the reason of a refusal (and the rows go back to what the game holds).
 */
#pragma once

#include <adwaita.h>

#include "terr-game.h"
#include "terr-render.h"

G_BEGIN_DECLS

#define TERR_TYPE_EDITOR_TOOLS (terr_editor_tools_get_type ())
G_DECLARE_DERIVABLE_TYPE (TerrEditorTools, terr_editor_tools, TERR, EDITOR_TOOLS, GtkWidget)

/* A button of the palette: the page's "tool" it chooses, its label
 * (translated) and a style class of the label, or NULL. */
typedef struct {
  char *tool;
  char *label;
  char *css;
} TerrEditorPaletteItem;

struct _TerrEditorToolsClass
{
  GtkWidgetClass parent_class;

  /* The game these tools design, and the palette's tool a new design
   * starts with. */
  TerrGameKind kind;
  const char  *default_tool;

  /* A new empty design of the game (transfer full), or NULL and @error. */
  TerrGame  *(*new_design)       (GError             **error);
  /* The palette for the design as it is (TerrEditorPaletteItem*, freed
   * with terr_editor_palette_item_free); the last item takes away. */
  GPtrArray *(*list_palette)     (TerrEditorTools     *self);
  /* The rows follow the game (called with the tools "updating"). */
  void       (*update)           (TerrEditorTools     *self);
  /* Put what @tool stands for on the board where @hit is ("erase": take
   * the top piece away).  It changes the game only, through its edit
   * API, never the rows: the base also runs it on trial for the ghost
   * (preview below) and puts the design back. */
  gboolean   (*apply)            (TerrEditorTools     *self,
                                  const char          *tool,
                                  const TerrRenderHit *hit,
                                  GError             **error);
  /* The row that shows @place (a problem's place off the board), or NULL. */
  GtkWidget *(*get_place_widget) (TerrEditorTools     *self,
                                  const TerrPlace     *place);
  /* The squares (TerrSquare, appended to @squares) that apply() with the
   * same @tool and @hit would fill or take away: the ghost.  Whether the
   * game takes the edit is found by the base, which tries apply() on the
   * design and puts it back (terr_game_try_edit). */
  void       (*preview)          (TerrEditorTools     *self,
                                  const char          *tool,
                                  const TerrRenderHit *hit,
                                  GArray              *squares);
  /* What a drag from the tools onto the board carries (G_TYPE_INVALID,
   * the default: the board takes no drop), and the edit its drop where
   * @hit is makes. */
  GType       drop_type;
  gboolean   (*drop)             (TerrEditorTools     *self,
                                  const GValue        *value,
                                  const TerrRenderHit *hit,
                                  GError             **error);
};

TerrGame   *terr_editor_tools_get_game         (TerrEditorTools     *self);
GPtrArray  *terr_editor_tools_list_palette     (TerrEditorTools     *self);
void        terr_editor_tools_update           (TerrEditorTools     *self);
gboolean    terr_editor_tools_apply            (TerrEditorTools     *self,
                                                const char          *tool,
                                                const TerrRenderHit *hit,
                                                GError             **error);
/* What a click of @tool at @hit would do, without doing it: the squares
 * it would fill (a new GArray of TerrSquare; NULL when there is nothing
 * to show), and *@legal FALSE when the game would refuse the edit, with
 * its reason in *@reason (newly allocated); when it would take it but the
 * design would then have a problem on those squares that it has not now,
 * *@reason is that problem's words (NULL otherwise). */
GArray     *terr_editor_tools_preview          (TerrEditorTools     *self,
                                                const char          *tool,
                                                const TerrRenderHit *hit,
                                                gboolean            *legal,
                                                char               **reason);
GtkWidget  *terr_editor_tools_get_place_widget (TerrEditorTools     *self,
                                                const TerrPlace     *place);
const char *terr_editor_tools_get_default_tool (TerrEditorTools     *self);
GType       terr_editor_tools_get_drop_type    (TerrEditorTools     *self);
gboolean    terr_editor_tools_drop             (TerrEditorTools     *self,
                                                const GValue        *value,
                                                const TerrRenderHit *hit,
                                                GError             **error);

/* For implementations. */
/* TRUE while the rows are being set from the game (or there is no game
 * yet): their callbacks make no edit then. */
gboolean    terr_editor_tools_is_updating      (TerrEditorTools     *self);
/* Reports an edit: emits "edit-done" (@ok, the reason of a refusal). */
gboolean    terr_editor_tools_edit_done        (TerrEditorTools     *self,
                                                gboolean             ok,
                                                GError              *error);
/* The number of seats from a spin button, as one edit. */
void        terr_editor_tools_set_n_players    (TerrEditorTools     *self,
                                                GtkSpinButton       *spin);
/* A palette item (tool and label copied). */
TerrEditorPaletteItem *terr_editor_palette_item_new  (const char *tool,
                                                      const char *label,
                                                      const char *css);
void        terr_editor_palette_item_free      (TerrEditorPaletteItem *item);
/* A flat icon button with a tooltip and an accessible label. */
GtkWidget  *terr_editor_tools_icon_button      (const char          *icon,
                                                const char          *label);
/* Rows' values, set only when they differ (no signal otherwise). */
int         terr_editor_tools_spin_value       (GtkSpinButton       *spin);
void        terr_editor_tools_set_spin         (GtkSpinButton       *spin,
                                                int                  value);
void        terr_editor_tools_set_switch       (GtkSwitch           *sw,
                                                gboolean             active);
/* @list becomes @strings (@n of them) by the smallest splice: the items
 * of the common start and end are kept, and so are their rows where the
 * list is bound to a widget. */
void        terr_string_list_sync              (GtkStringList       *list,
                                                const char * const  *strings,
                                                guint                n);
/* A message for "nothing to take away" at (x, y). */
void        terr_editor_tools_set_nothing_error (GError            **error,
                                                 int                 x,
                                                 int                 y);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TerrEditorPaletteItem, terr_editor_palette_item_free)

G_END_DECLS
