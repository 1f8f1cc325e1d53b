/* terr-zg-editor-tools.c — the Ziggurat tools of the scenario editor (see
 * terr-editor-tools.h).  The rows are in terr-zg-editor-tools.ui, but for
 * those of the hand and the pile, which follow the game; every change
 * goes through terr-zg-edit.h.
 *
 * The domino chart (terr-zg-chart.c) picks the domino the board's tool
 * places (@picked, the one field the chart and the board use); every
 * placing, and every drop or key of the chart, is a move of that domino
 * (terr_zg_game_edit_move_domino): it leaves where it was, so the design
 * never holds it twice. */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-zg-chart.h"
#include "terr-zg-editor-tools.h"
#include "terr-zg-game.h"

struct _TerrZgEditorTools
{
  TerrEditorTools parent_instance;

  TerrZgChart         *chart;
  GtkCheckButton      *vertical_check;
  GtkCheckButton      *turned_check;
  GtkSpinButton       *seed_spin;
  GtkSwitch           *pile_open_switch;
  GtkSpinButton       *cheats_spin;
  GtkSwitch           *goal_switch;
  GtkSpinButton       *goal_value_spin;
  AdwPreferencesGroup *hand_group;
  AdwPreferencesGroup *pile_group;

  GPtrArray           *hand_rows;
  GPtrArray           *pile_rows;

  /* The domino the board's tool places (0..27), picked in the chart. */
  guint                picked;
};

G_DEFINE_FINAL_TYPE (TerrZgEditorTools, terr_zg_editor_tools, TERR_TYPE_EDITOR_TOOLS)

#define spin_value terr_editor_tools_spin_value
#define set_spin terr_editor_tools_set_spin
#define set_switch terr_editor_tools_set_switch

static TerrZgGame *
zg_game (TerrZgEditorTools *self)
{
  return TERR_ZG_GAME (terr_editor_tools_get_game (TERR_EDITOR_TOOLS (self)));
}

static gboolean
edit_done (TerrZgEditorTools *self,
           gboolean           ok,
           GError            *error)
{
  terr_editor_tools_edit_done (TERR_EDITOR_TOOLS (self), ok, error);
  /* The picked domino shows also after an edit that changed nothing. */
  terr_zg_chart_update (self->chart, zg_game (self), self->picked);
  return ok;
}

static TerrGame *
terr_zg_editor_tools_new_design (GError **error)
{
  return terr_zg_game_new_empty ();
}

static GPtrArray *
terr_zg_editor_tools_list_palette (TerrEditorTools *tools)
{
  GPtrArray *items = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_editor_palette_item_free);

  g_ptr_array_add (items, terr_editor_palette_item_new ("domino", _("Domino"), NULL));
  g_ptr_array_add (items, terr_editor_palette_item_new ("erase", _("Take Away"), NULL));
  return items;
}

/* The top tier holding a half at (x, y), leaving out domino @skip (-1:
 * none): the picked domino moved along its own cells stays on its tier. */
static int
top_tier (const TerrZgState *s,
          int                x,
          int                y,
          int                skip)
{
  int top = 0;

  if (x < 0 || y < 0 || x >= TERR_ZG_SIDE || y >= TERR_ZG_SIDE)
    return 0;
  for (int t = 1; t <= TERR_ZG_N_TIERS; t++)
    if (s->value[t - 1][y * TERR_ZG_SIDE + x] >= 0 && s->domino[t - 1][y * TERR_ZG_SIDE + x] != skip)
      top = t;
  return top;
}

/* Moves domino @id to @kind (the hand's end, the pile's bottom, unused)
 * as one edit. */
static gboolean
put_domino (TerrZgEditorTools *self,
            guint              id,
            TerrZgSpotKind     kind)
{
  g_autoptr(GError) error = NULL;
  TerrZgSpot to = { kind, -1 };

  return edit_done (self, terr_zg_game_edit_move_domino (zg_game (self), terr_zg_domino_low (id),
                                                         terr_zg_domino_high (id), &to, &error),
                    error);
}

/* The picked domino on the ziggurat at @hit's cell, on the tier above
 * the top one there, as the rows say (upright, turned). */
static gboolean
place_picked (TerrZgEditorTools   *self,
              guint                id,
              const TerrRenderHit *hit,
              GError             **error)
{
  TerrZgGame *zg = zg_game (self);
  guint lo = terr_zg_domino_low (id), hi = terr_zg_domino_high (id);
  gboolean turned = gtk_check_button_get_active (self->turned_check);
  TerrZgSpot to = { TERR_ZG_SPOT_ZIGGURAT, 0, 0, hit->x, hit->y,
                    gtk_check_button_get_active (self->vertical_check) ? TERR_ZG_DIR_V : TERR_ZG_DIR_H };

  to.tier = MIN (top_tier (terr_zg_game_get_state (zg), hit->x, hit->y, (int) id) + 1, TERR_ZG_N_TIERS);
  return terr_zg_game_edit_move_domino (zg, turned ? hi : lo, turned ? lo : hi, &to, error);
}

static gboolean
terr_zg_editor_tools_apply (TerrEditorTools     *tools,
                            const char          *tool,
                            const TerrRenderHit *hit,
                            GError             **error)
{
  TerrZgEditorTools *self = TERR_ZG_EDITOR_TOOLS (tools);
  TerrZgGame *zg = zg_game (self);
  int top = top_tier (terr_zg_game_get_state (zg), hit->x, hit->y, -1);

  if (g_str_equal (tool, "domino"))
    return place_picked (self, self->picked, hit, error);
  if (top == 0)
    {
      terr_editor_tools_set_nothing_error (error, hit->x, hit->y);
      return FALSE;
    }
  return terr_zg_game_edit_remove_domino (zg, top, hit->x, hit->y, error);
}

/* The ghost: the two cells of the picked domino where apply() puts it,
 * or for Take Away the cells of the top domino there. */
static void
terr_zg_editor_tools_preview (TerrEditorTools     *tools,
                              const char          *tool,
                              const TerrRenderHit *hit,
                              GArray              *squares)
{
  TerrZgEditorTools *self = TERR_ZG_EDITOR_TOOLS (tools);
  const TerrZgState *s = terr_zg_game_get_state (zg_game (self));
  int top = top_tier (s, hit->x, hit->y, -1);

  if (g_str_equal (tool, "domino"))
    {
      gboolean vertical = gtk_check_button_get_active (self->vertical_check);

      g_array_append_val (squares, ((TerrSquare) { 0, hit->x, hit->y }));
      g_array_append_val (squares, ((TerrSquare) { 0, hit->x + !vertical, hit->y + vertical }));
      return;
    }
  if (top > 0)
    {
      int domino = s->domino[top - 1][hit->y * TERR_ZG_SIDE + hit->x];

      for (int cell = 0; cell < TERR_ZG_N_CELLS; cell++)
        if (s->value[top - 1][cell] >= 0 && s->domino[top - 1][cell] == domino)
          g_array_append_val (squares, ((TerrSquare) { 0, cell % TERR_ZG_SIDE, cell / TERR_ZG_SIDE }));
      return;
    }
  g_array_append_val (squares, ((TerrSquare) { 0, hit->x, hit->y }));
}

/* --- the buttons of the template --- */

/* A domino dragged from the chart (or a hand or pile row) onto the board. */
static gboolean
terr_zg_editor_tools_drop (TerrEditorTools     *tools,
                           const GValue        *value,
                           const TerrRenderHit *hit,
                           GError             **error)
{
  TerrZgEditorTools *self = TERR_ZG_EDITOR_TOOLS (tools);
  const TerrZgDraggedDomino *domino = g_value_get_boxed (value);

  g_return_val_if_fail (domino != NULL && domino->id < TERR_ZG_N_DOMINOES, FALSE);
  self->picked = domino->id;
  terr_zg_chart_update (self->chart, zg_game (self), self->picked);
  return place_picked (self, domino->id, hit, error);
}

static void
hand_add_clicked_cb (TerrZgEditorTools *self)
{
  put_domino (self, self->picked, TERR_ZG_SPOT_HAND);
}

static void
pile_add_clicked_cb (TerrZgEditorTools *self)
{
  put_domino (self, self->picked, TERR_ZG_SPOT_PILE);
}

static void
unused_clicked_cb (TerrZgEditorTools *self)
{
  put_domino (self, self->picked, TERR_ZG_SPOT_UNUSED);
}

/* --- the chart --- */

static void
domino_picked_cb (TerrZgChart       *chart,
                  guint              id,
                  TerrZgEditorTools *self)
{
  self->picked = id;
  terr_zg_chart_update (chart, zg_game (self), self->picked);
}

static void
domino_put_cb (TerrZgChart       *chart,
               guint              id,
               int                kind,
               TerrZgEditorTools *self)
{
  self->picked = id;
  put_domino (self, id, kind);
}

/* A domino dropped on a row of the hand or the pile (at its place) or on
 * the group (at the end). */
static gboolean
list_drop_cb (GtkDropTarget     *target,
              const GValue      *value,
              double             x,
              double             y,
              TerrZgEditorTools *self)
{
  const TerrZgDraggedDomino *domino = g_value_get_boxed (value);
  GObject *row = g_object_get_data (G_OBJECT (target), "row");
  TerrZgSpot to = { GPOINTER_TO_INT (g_object_get_data (G_OBJECT (target), "kind")), -1 };
  g_autoptr(GError) error = NULL;

  if (domino == NULL || domino->id >= TERR_ZG_N_DOMINOES)
    return FALSE;
  if (row != NULL)
    to.index = GPOINTER_TO_INT (g_object_get_data (row, "index"));
  self->picked = domino->id;
  return edit_done (self, terr_zg_game_edit_move_domino (zg_game (self), terr_zg_domino_low (domino->id),
                                                         terr_zg_domino_high (domino->id), &to, &error),
                    error);
}

/* @widget takes dominoes dropped into the hand or the pile (@kind). */
static void
add_list_drop (TerrZgEditorTools *self,
               GtkWidget         *widget,
               TerrZgSpotKind     kind,
               GtkWidget         *row)
{
  GtkDropTarget *target = gtk_drop_target_new (TERR_TYPE_ZG_DRAGGED_DOMINO, GDK_ACTION_MOVE);

  g_object_set_data (G_OBJECT (target), "kind", GINT_TO_POINTER (kind));
  g_object_set_data (G_OBJECT (target), "row", row);
  g_signal_connect (target, "drop", G_CALLBACK (list_drop_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (target));
}

static guint64
seed (TerrZgEditorTools *self)
{
  return (guint64) gtk_spin_button_get_value (self->seed_spin);
}

static void
deal_clicked_cb (TerrZgEditorTools *self)
{
  g_autoptr(GError) error = NULL;

  edit_done (self, terr_zg_game_edit_deal (zg_game (self), seed (self), &error), error);
}

static void
shuffle_clicked_cb (TerrZgEditorTools *self)
{
  g_autoptr(GError) error = NULL;

  edit_done (self, terr_zg_game_edit_pile_shuffle (zg_game (self), seed (self), &error), error);
}

static void
missing_clicked_cb (TerrZgEditorTools *self)
{
  g_autoptr(GError) error = NULL;

  edit_done (self, terr_zg_game_edit_pile_add_missing (zg_game (self), &error), error);
}

static void
clear_clicked_cb (TerrZgEditorTools *self)
{
  g_autoptr(GError) error = NULL;

  edit_done (self, terr_zg_game_edit_clear (zg_game (self), &error), error);
}

static void
settings_changed_cb (TerrZgEditorTools *self)
{
  TerrZgGame *zg = zg_game (self);
  const TerrZgState *s;
  g_autoptr(GError) error = NULL;
  guint max_cheats;
  gboolean has_goal;
  gboolean ok = TRUE;

  if (terr_editor_tools_is_updating (TERR_EDITOR_TOOLS (self)))
    return;
  s = terr_zg_game_get_state (zg);
  has_goal = terr_zg_game_get_goal (zg, &max_cheats);

  if (gtk_switch_get_active (self->pile_open_switch) != s->pile_open)
    ok = terr_zg_game_edit_set_pile_open (zg, gtk_switch_get_active (self->pile_open_switch), &error);
  else if ((guint) spin_value (self->cheats_spin) != s->cheats)
    ok = terr_zg_game_edit_set_cheats (zg, spin_value (self->cheats_spin), &error);
  else if (gtk_switch_get_active (self->goal_switch))
    {
      if (!has_goal || max_cheats != (guint) spin_value (self->goal_value_spin))
        ok = terr_zg_game_edit_set_goal (zg, spin_value (self->goal_value_spin), &error);
    }
  else if (has_goal)
    ok = terr_zg_game_edit_clear_goal (zg, &error);
  edit_done (self, ok, error);
}

/* --- the hand and the pile --- */

/* A button of a hand or pile row: "hand-remove", "pile-up", … and the index. */
static void
row_button_clicked_cb (GtkButton         *button,
                       TerrZgEditorTools *self)
{
  TerrZgGame *zg = zg_game (self);
  const char *what = g_object_get_data (G_OBJECT (button), "what");
  GObject *row = g_object_get_data (G_OBJECT (button), "row");
  guint index = GPOINTER_TO_UINT (g_object_get_data (row, "index"));
  g_autoptr(GError) error = NULL;
  gboolean ok = FALSE;

  if (g_str_equal (what, "hand-remove"))
    ok = terr_zg_game_edit_hand_remove (zg, index, &error);
  else if (g_str_equal (what, "pile-remove"))
    ok = terr_zg_game_edit_pile_remove (zg, index, &error);
  else if (g_str_equal (what, "pile-up"))
    ok = terr_zg_game_edit_pile_move (zg, index, index - 1, &error);
  else if (g_str_equal (what, "pile-down"))
    ok = terr_zg_game_edit_pile_move (zg, index, index + 1, &error);
  edit_done (self, ok, error);
}

/* The rows of the hand or the pile are kept and reused: an edit changes
 * their titles, and adds or removes rows only at the end. */
static void
sync_rows (TerrZgEditorTools   *self,
           AdwPreferencesGroup *group,
           GPtrArray           *rows,
           const char          *kind,
           const guint8        *ids,
           guint                n)
{
  const struct { const char *what, *icon, *label; } buttons[] = {
    { "pile-up", "go-up-symbolic", N_("Move Up in the Pile") },
    { "pile-down", "go-down-symbolic", N_("Move Down in the Pile") },
    { "pile-remove", "list-remove-symbolic", N_("Take Out of the Pile") },
    { "hand-remove", "list-remove-symbolic", N_("Take Out of the Hand") },
  };

  while (rows->len > n)
    {
      adw_preferences_group_remove (group, rows->pdata[rows->len - 1]);
      g_ptr_array_set_size (rows, rows->len - 1);
    }
  while (rows->len < n)
    {
      GtkWidget *row = adw_action_row_new ();

      for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
        {
          GtkWidget *button;

          if (!g_str_has_prefix (buttons[i].what, kind))
            continue;
          button = terr_editor_tools_icon_button (buttons[i].icon, _(buttons[i].label));
          g_object_set_data (G_OBJECT (button), "what", (gpointer) buttons[i].what);
          g_object_set_data (G_OBJECT (button), "row", row);
          g_object_set_data (G_OBJECT (row), buttons[i].what, button);
          g_signal_connect (button, "clicked", G_CALLBACK (row_button_clicked_cb), self);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
        }
      add_list_drop (self, row, g_str_equal (kind, "pile") ? TERR_ZG_SPOT_PILE : TERR_ZG_SPOT_HAND, row);
      adw_preferences_group_add (group, row);
      g_ptr_array_add (rows, row);
    }

  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = rows->pdata[i];
      g_autofree char *title = g_strdup_printf ("%u-%u", terr_zg_domino_low (ids[i]),
                                                terr_zg_domino_high (ids[i]));
      g_autofree char *subtitle = g_strdup_printf (g_str_equal (kind, "pile") ? _("Pile, %u from the top")
                                                                             : _("Hand, %u"), i + 1);
      GtkWidget *up = g_object_get_data (G_OBJECT (row), "pile-up");
      GtkWidget *down = g_object_get_data (G_OBJECT (row), "pile-down");

      g_object_set_data (G_OBJECT (row), "index", GUINT_TO_POINTER (i));
      terr_zg_drag_source_add (row, ids[i]);
      if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) != 0)
        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      if (g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), subtitle) != 0)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      if (up != NULL)
        gtk_widget_set_sensitive (up, i > 0);
      if (down != NULL)
        gtk_widget_set_sensitive (down, i + 1 < n);
    }
}

static void
terr_zg_editor_tools_update (TerrEditorTools *tools)
{
  TerrZgEditorTools *self = TERR_ZG_EDITOR_TOOLS (tools);
  TerrZgGame *zg = zg_game (self);
  const TerrZgState *s = terr_zg_game_get_state (zg);
  guint max_cheats = 0;
  gboolean has_goal = terr_zg_game_get_goal (zg, &max_cheats);
  guint n_pile = s->pile_len - s->pile_pos;

  set_switch (self->pile_open_switch, s->pile_open);
  set_spin (self->cheats_spin, s->cheats);
  set_switch (self->goal_switch, has_goal);
  if (has_goal)
    set_spin (self->goal_value_spin, max_cheats);
  gtk_widget_set_sensitive (GTK_WIDGET (self->goal_value_spin), has_goal);

  sync_rows (self, self->hand_group, self->hand_rows, "hand", s->hand, s->hand_len);
  sync_rows (self, self->pile_group, self->pile_rows, "pile", s->pile + s->pile_pos, n_pile);
  adw_preferences_group_set_title (self->hand_group, s->hand_len == 0 ? _("Hand (empty)") : _("Hand"));
  adw_preferences_group_set_title (self->pile_group, n_pile == 0 ? _("Pile (empty)") : _("Pile"));
  terr_zg_chart_update (self->chart, zg, self->picked);
}

static GtkWidget *
terr_zg_editor_tools_get_place_widget (TerrEditorTools *tools,
                                       const TerrPlace *place)
{
  TerrZgEditorTools *self = TERR_ZG_EDITOR_TOOLS (tools);

  switch (place->kind)
    {
    case TERR_PLACE_GOAL:
      return GTK_WIDGET (self->goal_switch);
    case TERR_PLACE_HAND:
      return GTK_WIDGET (self->hand_group);
    case TERR_PLACE_PILE:
      return GTK_WIDGET (self->pile_group);
    default:
      return NULL;
    }
}

static void
terr_zg_editor_tools_dispose (GObject *object)
{
  TerrZgEditorTools *self = TERR_ZG_EDITOR_TOOLS (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), TERR_TYPE_ZG_EDITOR_TOOLS);
  g_clear_pointer (&self->hand_rows, g_ptr_array_unref);
  g_clear_pointer (&self->pile_rows, g_ptr_array_unref);
  G_OBJECT_CLASS (terr_zg_editor_tools_parent_class)->dispose (object);
}

static void
terr_zg_editor_tools_class_init (TerrZgEditorToolsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TerrEditorToolsClass *tools_class = TERR_EDITOR_TOOLS_CLASS (klass);

  object_class->dispose = terr_zg_editor_tools_dispose;
  tools_class->kind = TERR_GAME_ZIGGURAT;
  tools_class->default_tool = "domino";
  tools_class->new_design = terr_zg_editor_tools_new_design;
  tools_class->list_palette = terr_zg_editor_tools_list_palette;
  tools_class->update = terr_zg_editor_tools_update;
  tools_class->apply = terr_zg_editor_tools_apply;
  tools_class->preview = terr_zg_editor_tools_preview;
  tools_class->get_place_widget = terr_zg_editor_tools_get_place_widget;
  tools_class->drop_type = TERR_TYPE_ZG_DRAGGED_DOMINO;
  tools_class->drop = terr_zg_editor_tools_drop;

  g_type_ensure (TERR_TYPE_ZG_CHART);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/games/terr-zg-editor-tools.ui");
  gtk_widget_class_bind_template_child (widget_class, TerrZgEditorTools, chart);
  gtk_widget_class_bind_template_child (widget_class, TerrZgEditorTools, vertical_check);
  gtk_widget_class_bind_template_child (widget_class, TerrZgEditorTools, turned_check);
  gtk_widget_class_bind_template_child (widget_class, TerrZgEditorTools, seed_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrZgEditorTools, pile_open_switch);
  gtk_widget_class_bind_template_child (widget_class, TerrZgEditorTools, cheats_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrZgEditorTools, goal_switch);
  gtk_widget_class_bind_template_child (widget_class, TerrZgEditorTools, goal_value_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrZgEditorTools, hand_group);
  gtk_widget_class_bind_template_child (widget_class, TerrZgEditorTools, pile_group);
  gtk_widget_class_bind_template_callback (widget_class, hand_add_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, pile_add_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, unused_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, domino_picked_cb);
  gtk_widget_class_bind_template_callback (widget_class, domino_put_cb);
  gtk_widget_class_bind_template_callback (widget_class, deal_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, shuffle_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, missing_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, clear_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, settings_changed_cb);
}

static void
terr_zg_editor_tools_init (TerrZgEditorTools *self)
{
  self->hand_rows = g_ptr_array_new ();
  self->pile_rows = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  add_list_drop (self, GTK_WIDGET (self->hand_group), TERR_ZG_SPOT_HAND, NULL);
  add_list_drop (self, GTK_WIDGET (self->pile_group), TERR_ZG_SPOT_PILE, NULL);
}
