/* terr-editor-tools.c — the base of a game's tools in the scenario editor
 * (see terr-editor-tools.h): the game, the "updating" guard, reporting
 * edits, and the small helpers the implementations share. */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-editor-tools.h"

typedef struct
{
  TerrGame *game;
  gboolean  updating;
} TerrEditorToolsPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (TerrEditorTools, terr_editor_tools, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  EDIT_DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

TerrGame *
terr_editor_tools_get_game (TerrEditorTools *self)
{
  TerrEditorToolsPrivate *priv = terr_editor_tools_get_instance_private (self);

  g_return_val_if_fail (TERR_IS_EDITOR_TOOLS (self), NULL);
  return priv->game;
}

GPtrArray *
terr_editor_tools_list_palette (TerrEditorTools *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_TOOLS (self), NULL);
  return TERR_EDITOR_TOOLS_GET_CLASS (self)->list_palette (self);
}

void
terr_editor_tools_update (TerrEditorTools *self)
{
  TerrEditorToolsPrivate *priv = terr_editor_tools_get_instance_private (self);
  gboolean was = priv->updating;

  g_return_if_fail (TERR_IS_EDITOR_TOOLS (self));
  priv->updating = TRUE;
  TERR_EDITOR_TOOLS_GET_CLASS (self)->update (self);
  priv->updating = was;
}

gboolean
terr_editor_tools_apply (TerrEditorTools     *self,
                         const char          *tool,
                         const TerrRenderHit *hit,
                         GError             **error)
{
  g_return_val_if_fail (TERR_IS_EDITOR_TOOLS (self), FALSE);
  g_return_val_if_fail (tool != NULL && hit != NULL, FALSE);
  return TERR_EDITOR_TOOLS_GET_CLASS (self)->apply (self, tool, hit, error);
}

typedef struct {
  TerrEditorTools     *tools;
  const char          *tool;
  const TerrRenderHit *hit;
} Trial;

static gboolean
apply_trial (TerrGame  *game,
             gpointer   data,
             GError   **error)
{
  Trial *trial = data;

  return TERR_EDITOR_TOOLS_GET_CLASS (trial->tools)->apply (trial->tools, trial->tool,
                                                            trial->hit, error);
}

static gboolean
touches (const TerrPlace *place,
         GArray          *squares)
{
  g_autoptr(GArray) named = terr_game_place_squares (place);

  for (guint i = 0; named != NULL && i < named->len; i++)
    for (guint j = 0; j < squares->len; j++)
      {
        const TerrSquare *a = &g_array_index (named, TerrSquare, i);
        const TerrSquare *b = &g_array_index (squares, TerrSquare, j);

        if (a->x == b->x && a->y == b->y && (a->seat == 0 || b->seat == 0 || a->seat == b->seat))
          return TRUE;
      }
  return FALSE;
}

/* The first problem of @after on the ghost's @squares that the design
 * does not have now (the words of the problem an edit would make there),
 * or NULL. */
static char *
new_problem (TerrGame  *game,
             GPtrArray *after,
             GArray    *squares)
{
  g_autoptr(GPtrArray) now = terr_game_list_problems (game);

  for (guint i = 0; after != NULL && i < after->len; i++)
    {
      const TerrProblem *p = g_ptr_array_index (after, i);
      gboolean known = FALSE;

      if (!touches (&p->place, squares))
        continue;
      for (guint j = 0; j < now->len && !known; j++)
        known = g_strcmp0 (((const TerrProblem *) g_ptr_array_index (now, j))->message, p->message) == 0;
      if (!known)
        return g_strdup (p->message);
    }
  return NULL;
}

GArray *
terr_editor_tools_preview (TerrEditorTools     *self,
                           const char          *tool,
                           const TerrRenderHit *hit,
                           gboolean            *legal,
                           char               **reason)
{
  TerrEditorToolsClass *klass;
  TerrGame *game;
  g_autoptr(GArray) squares = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) after = NULL;
  Trial trial = { self, tool, hit };

  g_return_val_if_fail (TERR_IS_EDITOR_TOOLS (self), NULL);
  g_return_val_if_fail (hit != NULL && legal != NULL && reason != NULL, NULL);

  *legal = FALSE;
  *reason = NULL;
  klass = TERR_EDITOR_TOOLS_GET_CLASS (self);
  game = terr_editor_tools_get_game (self);
  if (tool == NULL || klass->preview == NULL || game == NULL || !terr_game_is_editable (game))
    return NULL;
  squares = g_array_new (FALSE, FALSE, sizeof (TerrSquare));
  klass->preview (self, tool, hit, squares);
  if (squares->len == 0)
    return NULL;
  *legal = terr_game_try_edit (game, apply_trial, &trial, &after, &error);
  if (!*legal)
    *reason = g_strdup (error != NULL ? error->message : "");
  else
    *reason = new_problem (game, after, squares);
  return g_steal_pointer (&squares);
}

GType
terr_editor_tools_get_drop_type (TerrEditorTools *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_TOOLS (self), G_TYPE_INVALID);
  return TERR_EDITOR_TOOLS_GET_CLASS (self)->drop_type;
}

gboolean
terr_editor_tools_drop (TerrEditorTools     *self,
                        const GValue        *value,
                        const TerrRenderHit *hit,
                        GError             **error)
{
  TerrEditorToolsClass *klass;

  g_return_val_if_fail (TERR_IS_EDITOR_TOOLS (self), FALSE);
  g_return_val_if_fail (value != NULL && hit != NULL, FALSE);
  klass = TERR_EDITOR_TOOLS_GET_CLASS (self);
  g_return_val_if_fail (klass->drop != NULL && G_VALUE_HOLDS (value, klass->drop_type), FALSE);
  return klass->drop (self, value, hit, error);
}

GtkWidget *
terr_editor_tools_get_place_widget (TerrEditorTools *self,
                                    const TerrPlace *place)
{
  TerrEditorToolsClass *klass;

  g_return_val_if_fail (TERR_IS_EDITOR_TOOLS (self), NULL);
  klass = TERR_EDITOR_TOOLS_GET_CLASS (self);
  return klass->get_place_widget != NULL ? klass->get_place_widget (self, place) : NULL;
}

const char *
terr_editor_tools_get_default_tool (TerrEditorTools *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_TOOLS (self), NULL);
  return TERR_EDITOR_TOOLS_GET_CLASS (self)->default_tool;
}

gboolean
terr_editor_tools_is_updating (TerrEditorTools *self)
{
  TerrEditorToolsPrivate *priv = terr_editor_tools_get_instance_private (self);

  g_return_val_if_fail (TERR_IS_EDITOR_TOOLS (self), TRUE);
  /* Also while the template's rows get their ranges, before the game. */
  return priv->updating || priv->game == NULL;
}

gboolean
terr_editor_tools_edit_done (TerrEditorTools *self,
                             gboolean         ok,
                             GError          *error)
{
  g_return_val_if_fail (TERR_IS_EDITOR_TOOLS (self), FALSE);
  g_signal_emit (self, signals[EDIT_DONE], 0, ok,
                 ok ? NULL : error != NULL ? error->message : _("This edit is not possible"));
  return ok;
}

void
terr_editor_tools_set_n_players (TerrEditorTools *self,
                                 GtkSpinButton   *spin)
{
  TerrEditorToolsPrivate *priv = terr_editor_tools_get_instance_private (self);
  g_autoptr(GError) error = NULL;

  if (terr_editor_tools_is_updating (self))
    return;
  terr_editor_tools_edit_done (self, terr_game_edit_set_n_players (priv->game,
                                                                   terr_editor_tools_spin_value (spin),
                                                                   &error), error);
}

TerrEditorPaletteItem *
terr_editor_palette_item_new (const char *tool,
                              const char *label,
                              const char *css)
{
  TerrEditorPaletteItem *item = g_new0 (TerrEditorPaletteItem, 1);

  item->tool = g_strdup (tool);
  item->label = g_strdup (label);
  item->css = g_strdup (css);
  return item;
}

void
terr_editor_palette_item_free (TerrEditorPaletteItem *item)
{
  if (item == NULL)
    return;
  g_free (item->tool);
  g_free (item->label);
  g_free (item->css);
  g_free (item);
}

GtkWidget *
terr_editor_tools_icon_button (const char *icon,
                               const char *label)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  return button;
}

int
terr_editor_tools_spin_value (GtkSpinButton *spin)
{
  return gtk_spin_button_get_value_as_int (spin);
}

void
terr_editor_tools_set_spin (GtkSpinButton *spin,
                            int            value)
{
  if (spin != NULL && gtk_spin_button_get_value_as_int (spin) != value)
    gtk_spin_button_set_value (spin, value);
}

void
terr_editor_tools_set_switch (GtkSwitch *sw,
                              gboolean   active)
{
  if (sw != NULL && gtk_switch_get_active (sw) != active)
    gtk_switch_set_active (sw, active);
}

void
terr_string_list_sync (GtkStringList      *list,
                       const char * const *strings,
                       guint               n)
{
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (list));
  guint start = 0, end = 0;
  g_autofree const char **added = NULL;

  g_return_if_fail (GTK_IS_STRING_LIST (list));

  while (start < n_old && start < n
         && g_str_equal (gtk_string_list_get_string (list, start), strings[start]))
    start++;
  while (end < n_old - start && end < n - start
         && g_str_equal (gtk_string_list_get_string (list, n_old - 1 - end), strings[n - 1 - end]))
    end++;
  if (start == n_old && start == n)
    return;
  added = g_new0 (const char *, n - start - end + 1);
  for (guint i = start; i < n - end; i++)
    added[i - start] = strings[i];
  gtk_string_list_splice (list, start, n_old - start - end, added);
}

void
terr_editor_tools_set_nothing_error (GError **error,
                                     int      x,
                                     int      y)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
               _("There is nothing to take away at %d, %d"), x, y);
}

static void
terr_editor_tools_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TerrEditorTools *self = TERR_EDITOR_TOOLS (object);
  TerrEditorToolsPrivate *priv = terr_editor_tools_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, priv->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_editor_tools_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  TerrEditorTools *self = TERR_EDITOR_TOOLS (object);
  TerrEditorToolsPrivate *priv = terr_editor_tools_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_GAME:
      priv->game = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_editor_tools_dispose (GObject *object)
{
  TerrEditorTools *self = TERR_EDITOR_TOOLS (object);
  TerrEditorToolsPrivate *priv = terr_editor_tools_get_instance_private (self);
  GtkWidget *child;

  /* The implementations' templates are disposed by their own dispose;
   * what is left (rows added in code) goes here. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&priv->game);

  G_OBJECT_CLASS (terr_editor_tools_parent_class)->dispose (object);
}

static void
terr_editor_tools_class_init (TerrEditorToolsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = terr_editor_tools_get_property;
  object_class->set_property = terr_editor_tools_set_property;
  object_class->dispose = terr_editor_tools_dispose;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TERR_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* An edit made by the tools: whether it was done, and if not why. */
  signals[EDIT_DONE] =
    g_signal_new ("edit-done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_BOOLEAN, G_TYPE_STRING);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
}

static void
terr_editor_tools_init (TerrEditorTools *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  /* The groups one under the other, spaced as the page's own. */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 18);
}
