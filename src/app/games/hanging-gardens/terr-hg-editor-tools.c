/* terr-hg-editor-tools.c — the Hanging Gardens tools of the scenario
 * editor (see terr-editor-tools.h).  The rows are in
 * terr-hg-editor-tools.ui; every change goes through terr-hg-edit.h. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "terr-hg-editor-tools.h"
#include "terr-hg-game.h"

struct _TerrHgEditorTools
{
  TerrEditorTools parent_instance;

  GtkSpinButton *seats_spin;
  GtkSpinButton *to_move_spin;
  GtkSpinButton *actions_spin;
  GtkSpinButton *passes_spin;
  GtkSwitch     *progress_switch;
  GtkSpinButton *tiles_spin;
  GtkSpinButton *suns_spin;
  GtkSpinButton *moons_spin;
  GtkSpinButton *crowns_spin;
  GtkSpinButton *arms_spin;
  GtkSwitch     *goal_switch;
  GtkSpinButton *goal_seat_spin;
  GtkSpinButton *goal_value_spin;
  GtkSpinButton *goal_actions_spin;
};

G_DEFINE_FINAL_TYPE (TerrHgEditorTools, terr_hg_editor_tools, TERR_TYPE_EDITOR_TOOLS)

#define spin_value terr_editor_tools_spin_value
#define set_spin terr_editor_tools_set_spin
#define set_switch terr_editor_tools_set_switch

static TerrHgGame *
hg_game (TerrHgEditorTools *self)
{
  return TERR_HG_GAME (terr_editor_tools_get_game (TERR_EDITOR_TOOLS (self)));
}

static gboolean
edit_done (TerrHgEditorTools *self,
           gboolean           ok,
           GError            *error)
{
  return terr_editor_tools_edit_done (TERR_EDITOR_TOOLS (self), ok, error);
}

static gboolean
updating (TerrHgEditorTools *self)
{
  return terr_editor_tools_is_updating (TERR_EDITOR_TOOLS (self));
}

static TerrGame *
terr_hg_editor_tools_new_design (GError **error)
{
  return terr_hg_game_new_empty (2, error);
}

static const struct {
  const char *tool;
  const char *label;
  const char *css;
} palette[] = {
  { "terrace", N_("Terrace"), NULL },
  { "support", N_("Support"), NULL },
  { "bed-suns", N_("Suns Bed"), "suit-suns" },
  { "bed-moons", N_("Moons Bed"), "suit-moons" },
  { "bed-crowns", N_("Crowns Bed"), "suit-crowns" },
  { "bed-arms", N_("Arms Bed"), "suit-arms" },
};

static GPtrArray *
terr_hg_editor_tools_list_palette (TerrEditorTools *tools)
{
  TerrGame *game = terr_editor_tools_get_game (tools);
  GPtrArray *items = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_editor_palette_item_free);

  for (guint i = 0; i < G_N_ELEMENTS (palette); i++)
    g_ptr_array_add (items, terr_editor_palette_item_new (palette[i].tool, _(palette[i].label),
                                                          palette[i].css));
  /* A gazebo per seat, before Take Away. */
  for (guint seat = 1; seat <= terr_game_get_n_players (game); seat++)
    {
      g_autofree char *tool = g_strdup_printf ("gazebo-%u", seat);
      g_autofree char *label = g_strdup_printf (_("Gazebo %u"), seat);

      g_ptr_array_add (items, terr_editor_palette_item_new (tool, label, NULL));
    }
  g_ptr_array_add (items, terr_editor_palette_item_new ("erase", _("Take Away"), NULL));
  return items;
}

/* The piece under the pointer that a tile goes on: the highest top of
 * the four spaces of the 2 x 2 block whose centre is nearest the point
 * (@cx, @cy its corner), so that a tile never goes into another. */
static const TerrHgTile *
block_top (TerrHgGame          *hg,
           const TerrRenderHit *hit,
           int                 *cx,
           int                 *cy)
{
  const TerrHgTile *best = NULL;

  *cx = (int) floor (hit->fx + 0.5) - 1;
  *cy = (int) floor (hit->fy + 0.5) - 1;
  for (int i = 0; i < 4; i++)
    {
      const TerrHgTile *top = terr_hg_game_get_top (hg, *cx + i % 2, *cy + i / 2, NULL, NULL);

      if (top != NULL
          && (best == NULL || top->level > best->level
              || (top->level == best->level && top->support && (!best->support || top->stack > best->stack))))
        best = top;
    }
  return best;
}

/* Where a tile of @tool goes for @hit: its corner, its level and (a
 * support) its stack height.  The ghost and the click both ask here. */
static void
tile_target (TerrHgGame          *hg,
             const char          *tool,
             const TerrRenderHit *hit,
             int                 *cx,
             int                 *cy,
             int                 *level,
             int                 *stack)
{
  const TerrHgTile *top = block_top (hg, hit, cx, cy);

  *stack = 0;
  if (g_str_equal (tool, "terrace"))
    {
      /* On a stack or a terrace one level up; elsewhere on the table (a
       * terrace over another is then listed as a problem). */
      *level = top != NULL ? top->level + 1 : 0;
      return;
    }
  *level = top != NULL ? top->level : 0;
  *stack = top != NULL && top->support ? top->stack + 1 : 1;
}

static gboolean
is_tile_tool (const char *tool)
{
  return g_str_equal (tool, "terrace") || g_str_equal (tool, "support");
}

static gboolean
terr_hg_editor_tools_apply (TerrEditorTools     *tools,
                            const char          *tool,
                            const TerrRenderHit *hit,
                            GError             **error)
{
  TerrHgGame *hg = hg_game (TERR_HG_EDITOR_TOOLS (tools));
  int x = hit->x, y = hit->y;
  const TerrHgTile *top;
  TerrHgSuit bed = TERR_HG_SUIT_NONE;
  int gazebo = 0;

  if (is_tile_tool (tool))
    {
      int cx, cy, level, stack;

      tile_target (hg, tool, hit, &cx, &cy, &level, &stack);
      if (g_str_equal (tool, "terrace"))
        return terr_hg_game_edit_put_terrace (hg, cx, cy, level, error);
      return terr_hg_game_edit_put_support (hg, cx, cy, level, stack, error);
    }
  if (g_str_has_prefix (tool, "bed-"))
    return terr_hg_game_edit_put_bed (hg, x, y, terr_hg_suit_from_string (tool + 4), error);
  if (g_str_has_prefix (tool, "gazebo-"))
    return terr_hg_game_edit_put_gazebo (hg, x, y, atoi (tool + 7), error);

  /* Take away the top piece of the space. */
  top = terr_hg_game_get_top (hg, x, y, &bed, &gazebo);
  if (gazebo > 0)
    return terr_hg_game_edit_remove_gazebo (hg, gazebo, error);
  if (bed != TERR_HG_SUIT_NONE)
    return terr_hg_game_edit_remove_bed (hg, x, y, error);
  if (top != NULL && top->support)
    return terr_hg_game_edit_remove_support (hg, top->x, top->y, top->level, top->stack, error);
  if (top != NULL)
    return terr_hg_game_edit_remove_terrace (hg, top->x, top->y, top->level, error);
  terr_editor_tools_set_nothing_error (error, x, y);
  return FALSE;
}

static void
add_block (GArray *squares,
           int     x,
           int     y)
{
  for (int i = 0; i < 4; i++)
    g_array_append_val (squares, ((TerrSquare) { 0, x + i % 2, y + i / 2 }));
}

/* The ghost: a tile's four spaces, a bed's or a gazebo's space, or what
 * Take Away would take (a whole tile when it is the top piece). */
static void
terr_hg_editor_tools_preview (TerrEditorTools     *tools,
                              const char          *tool,
                              const TerrRenderHit *hit,
                              GArray              *squares)
{
  TerrHgGame *hg = hg_game (TERR_HG_EDITOR_TOOLS (tools));
  TerrHgSuit bed = TERR_HG_SUIT_NONE;
  const TerrHgTile *top;
  int gazebo = 0;

  if (is_tile_tool (tool))
    {
      int cx, cy, level, stack;

      tile_target (hg, tool, hit, &cx, &cy, &level, &stack);
      add_block (squares, cx, cy);
      return;
    }
  top = g_str_equal (tool, "erase") ? terr_hg_game_get_top (hg, hit->x, hit->y, &bed, &gazebo) : NULL;
  if (top != NULL && gazebo == 0 && bed == TERR_HG_SUIT_NONE)
    add_block (squares, top->x, top->y);
  else
    g_array_append_val (squares, ((TerrSquare) { 0, hit->x, hit->y }));
}

static void
supply_changed_cb (TerrHgEditorTools *self)
{
  g_autoptr(GError) error = NULL;

  if (updating (self))
    return;
  edit_done (self, terr_hg_game_edit_set_supply (hg_game (self),
                                                 spin_value (self->tiles_spin),
                                                 spin_value (self->suns_spin),
                                                 spin_value (self->moons_spin),
                                                 spin_value (self->crowns_spin),
                                                 spin_value (self->arms_spin),
                                                 &error), error);
}

static void
turn_changed_cb (TerrHgEditorTools *self)
{
  g_autoptr(GError) error = NULL;

  if (updating (self))
    return;
  edit_done (self, terr_hg_game_edit_set_turn (hg_game (self),
                                               spin_value (self->to_move_spin),
                                               spin_value (self->actions_spin),
                                               spin_value (self->passes_spin),
                                               &error), error);
}

static void
progress_changed_cb (TerrHgEditorTools *self)
{
  g_autoptr(GError) error = NULL;

  if (updating (self))
    return;
  edit_done (self, terr_hg_game_edit_set_progress_rule (hg_game (self),
                                                        gtk_switch_get_active (self->progress_switch),
                                                        &error), error);
}

static void
goal_changed_cb (TerrHgEditorTools *self)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = TRUE;

  if (updating (self))
    return;
  if (gtk_switch_get_active (self->goal_switch))
    ok = terr_hg_game_edit_set_goal (hg_game (self),
                                     spin_value (self->goal_seat_spin),
                                     spin_value (self->goal_value_spin),
                                     spin_value (self->goal_actions_spin),
                                     &error);
  else if (terr_game_get_goal (TERR_GAME (hg_game (self)), NULL))
    ok = terr_hg_game_edit_clear_goal (hg_game (self), &error);
  edit_done (self, ok, error);
}

static void
seats_changed_cb (TerrHgEditorTools *self)
{
  terr_editor_tools_set_n_players (TERR_EDITOR_TOOLS (self), self->seats_spin);
}

static void
terr_hg_editor_tools_update (TerrEditorTools *tools)
{
  TerrHgEditorTools *self = TERR_HG_EDITOR_TOOLS (tools);
  const TerrHgState *s = terr_hg_game_get_state (hg_game (self));
  TerrGoal goal;
  gboolean has_goal = terr_game_get_goal (TERR_GAME (hg_game (self)), &goal);

  set_spin (self->seats_spin, s->n_players);
  gtk_spin_button_set_range (self->to_move_spin, 1, s->n_players);
  set_spin (self->to_move_spin, s->to_move);
  set_spin (self->actions_spin, s->actions_taken);
  gtk_spin_button_set_range (self->passes_spin, 0, s->n_players);
  set_spin (self->passes_spin, s->passes);
  set_switch (self->progress_switch, s->progress_rule);
  set_spin (self->tiles_spin, s->supply_tiles);
  set_spin (self->suns_spin, s->supply_coins[TERR_HG_SUIT_SUNS]);
  set_spin (self->moons_spin, s->supply_coins[TERR_HG_SUIT_MOONS]);
  set_spin (self->crowns_spin, s->supply_coins[TERR_HG_SUIT_CROWNS]);
  set_spin (self->arms_spin, s->supply_coins[TERR_HG_SUIT_ARMS]);
  set_switch (self->goal_switch, has_goal);
  gtk_spin_button_set_range (self->goal_seat_spin, 1, s->n_players);
  if (has_goal)
    {
      set_spin (self->goal_seat_spin, goal.seat);
      set_spin (self->goal_value_spin, goal.value);
      set_spin (self->goal_actions_spin, goal.actions > 0 ? goal.actions : 2);
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->goal_seat_spin), has_goal);
  gtk_widget_set_sensitive (GTK_WIDGET (self->goal_value_spin), has_goal);
  gtk_widget_set_sensitive (GTK_WIDGET (self->goal_actions_spin), has_goal);
}

static GtkWidget *
terr_hg_editor_tools_get_place_widget (TerrEditorTools *tools,
                                       const TerrPlace *place)
{
  TerrHgEditorTools *self = TERR_HG_EDITOR_TOOLS (tools);
  GtkSpinButton *supply[] = {
    self->tiles_spin, self->suns_spin, self->moons_spin, self->crowns_spin, self->arms_spin,
  };

  switch (place->kind)
    {
    case TERR_PLACE_SUPPLY:
      return GTK_WIDGET (supply[CLAMP (place->index, 0, (int) G_N_ELEMENTS (supply) - 1)]);
    case TERR_PLACE_SEATS:
      return GTK_WIDGET (self->to_move_spin);
    case TERR_PLACE_GOAL:
      return GTK_WIDGET (self->goal_switch);
    default:
      return NULL;
    }
}

static void
terr_hg_editor_tools_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TERR_TYPE_HG_EDITOR_TOOLS);
  G_OBJECT_CLASS (terr_hg_editor_tools_parent_class)->dispose (object);
}

static void
terr_hg_editor_tools_class_init (TerrHgEditorToolsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TerrEditorToolsClass *tools_class = TERR_EDITOR_TOOLS_CLASS (klass);

  object_class->dispose = terr_hg_editor_tools_dispose;
  tools_class->kind = TERR_GAME_HANGING_GARDENS;
  tools_class->default_tool = "terrace";
  tools_class->new_design = terr_hg_editor_tools_new_design;
  tools_class->list_palette = terr_hg_editor_tools_list_palette;
  tools_class->update = terr_hg_editor_tools_update;
  tools_class->apply = terr_hg_editor_tools_apply;
  tools_class->preview = terr_hg_editor_tools_preview;
  tools_class->get_place_widget = terr_hg_editor_tools_get_place_widget;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/games/terr-hg-editor-tools.ui");
  gtk_widget_class_bind_template_child (widget_class, TerrHgEditorTools, seats_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrHgEditorTools, to_move_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrHgEditorTools, actions_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrHgEditorTools, passes_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrHgEditorTools, progress_switch);
  gtk_widget_class_bind_template_child (widget_class, TerrHgEditorTools, tiles_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrHgEditorTools, suns_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrHgEditorTools, moons_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrHgEditorTools, crowns_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrHgEditorTools, arms_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrHgEditorTools, goal_switch);
  gtk_widget_class_bind_template_child (widget_class, TerrHgEditorTools, goal_seat_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrHgEditorTools, goal_value_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrHgEditorTools, goal_actions_spin);
  gtk_widget_class_bind_template_callback (widget_class, seats_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, turn_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, progress_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, supply_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, goal_changed_cb);
}

static void
terr_hg_editor_tools_init (TerrHgEditorTools *self)
{
  guint seats_max;

  gtk_widget_init_template (GTK_WIDGET (self));
  terr_game_kind_get_players (TERR_GAME_HANGING_GARDENS, NULL, &seats_max, NULL);
  gtk_spin_button_set_range (self->seats_spin, 2, seats_max);
  gtk_spin_button_set_range (self->to_move_spin, 1, seats_max);
  gtk_spin_button_set_range (self->passes_spin, 0, seats_max);
  gtk_spin_button_set_range (self->goal_seat_spin, 1, seats_max);
}
