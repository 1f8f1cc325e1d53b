/* terr-editor-page.c — the scenario editor.
 *
 * The page holds one scenario being designed (a TerrGame without moves)
 * and changes it only through the games' edit API (terr-hg-edit.h,
 * terr-zg-edit.h, terr-gp-edit.h), so every change is one step of the game's edit undo
 * stack and the problem list is the core's own.  The board is the play
 * page's widget in edit mode: a click puts the palette's piece on the
 * square, a right click takes the top piece away, arrow keys and Enter do
 * the same.  The side panel holds the palette, the game's own settings
 * (supply, turn, goal; hand and pile), the details and the live list of
 * problems; a click on a problem selects its spot.
 *
 * F5 test-plays a copy read back from the scenario's bytes on a game page
 * of its own; F5 again returns to the design with its history untouched.
 *
 * A puzzle (a design with a goal) is checked by the solver off the main
 * loop (terr_game_check_puzzle_async, on a copy): the certificate is set
 * on the design and saved with it, and shown as out of date as soon as
 * the position or goal changes.  The solution found can be stepped
 * through on the board on a copy; the design is not touched.  Generate
 * (terr-generate-dialog.c) makes a certified puzzle to start from.
 * Every button is an action of the "editor." group.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "terr-cell-editor.h"
#include "terr-editor-page.h"
#include "terr-file-dialogs.h"
#include "terr-game-page.h"
#include "terr-generate-dialog.h"
#include "terr-puzzle.h"
#include "gp/terr-gp-game.h"
#include "terr-hg-game.h"
#include "terr-zg-game.h"

struct _TerrEditorPage
{
  GtkWidget parent_instance;

  GtkStack            *mode_stack;
  TerrBoard           *board;
  GtkLabel            *file_label;
  GtkLabel            *status_label;
  GtkBox              *side_box;
  AdwPreferencesGroup *problems_group;
  GtkListBox          *problems_list;
  GtkFlowBox          *palette_box;
  GtkBox              *game_box;
  AdwEntryRow         *title_row;
  AdwEntryRow         *author_row;
  AdwEntryRow         *description_row;
  AdwComboRow         *difficulty_row;
  TerrGamePage        *play_page;
  GtkWidget           *palette_group;
  GtkWidget           *details_group;
  AdwActionRow        *certificate_row;
  GtkProgressBar      *check_progress;
  GtkWidget           *solution_bar;
  GtkLabel            *solution_label;

  TerrGame            *game;        /* the design */
  TerrGame            *test_game;   /* while test-playing */
  GFile               *file;
  GBytes              *saved;       /* the scenario as last saved or opened */
  char                *tool;
  char                *status;
  GPtrArray           *problems;    /* TerrProblem*, as listed */
  gboolean             updating;    /* widgets follow the model: no edits */
  GtkNativeDialog     *chooser;

  /* What a confirmation dialog waits to do; with pending_after_save,
   * what waits for Save As to write the file. */
  TerrGame            *pending_game;
  gboolean             pending_close;
  gboolean             pending_open;
  gboolean             pending_after_save;

  /* Checking the puzzle, and the solution it found (TerrMove*) for the
   * position and goal of solution_hash; while stepping through it, the
   * copy the board shows. */
  GCancellable        *check_cancellable;
  TerrGame            *checked_game;      /* what the check reads (no ref) */
  GPtrArray           *solution;
  char                *solution_hash;
  char                *current_hash;
  TerrGame            *solution_game;
  gboolean             board_was_interactive;
  GtkWidget           *generate_dialog;   /* weak */

  /* The game's own widgets (NULL when not of that game). */
  GtkWidget           *seats_spin;
  GtkWidget           *supply_spin[5];
  GtkWidget           *to_move_spin;
  GtkWidget           *actions_spin;
  GtkWidget           *passes_spin;
  GtkWidget           *progress_switch;
  GtkWidget           *goal_switch;
  GtkWidget           *goal_seat_spin;
  GtkWidget           *goal_value_spin;
  GtkWidget           *goal_actions_spin;
  GtkWidget           *pip_a_spin;
  GtkWidget           *pip_b_spin;
  GtkWidget           *vertical_check;
  GtkWidget           *seed_spin;
  GtkWidget           *hand_group;
  GtkWidget           *pile_group;
  GPtrArray           *list_rows;   /* rows of the piece set */
  GPtrArray           *hand_rows;   /* rows of the hand and the pile */
  GPtrArray           *pile_rows;
  GtkWidget           *pile_open_switch;
  GtkWidget           *cheats_spin;
  GtkWidget           *width_spin;
  GtkWidget           *height_spin;
  GtkWidget           *piece_spin;
  GtkWidget           *transform_spin;
  GtkWidget           *first_seat_spin;
  GtkWidget           *announcements_spin;
  GtkWidget           *cells_entry;
  GtkWidget           *sequence_entry;
  GtkWidget           *pieces_group;
  GtkWidget           *supply_group;
  GtkWidget           *turn_group;
  GtkWidget           *goal_group;
  char                *lists_key;   /* what the hand/pile/piece rows show */
  char                *problems_key;
  TerrGameKind         built_kind;
  guint                built_seats;
};

G_DEFINE_FINAL_TYPE (TerrEditorPage, terr_editor_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TOOL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void game_changed_cb (TerrEditorPage *self);
static void show_open_chooser (TerrEditorPage *self);
static void update_all (TerrEditorPage *self);
static void update_actions (TerrEditorPage *self);
static void leave_solution (TerrEditorPage *self);

/* --- small helpers --- */

static void
set_status (TerrEditorPage *self,
            const char     *text)
{
  g_free (self->status);
  self->status = g_strdup (text != NULL ? text : "");
  gtk_label_set_text (self->status_label, self->status);
}

/* Reports the result of an edit: the reason it was refused, or nothing. */
static gboolean
edit_done (TerrEditorPage *self,
           gboolean        ok,
           GError         *error)
{
  if (!ok)
    {
      set_status (self, error != NULL ? error->message : _("This edit is not possible"));
      /* The widgets go back to what the model holds. */
      update_all (self);
    }
  else
    set_status (self, NULL);
  return ok;
}

static GtkWidget *
add_spin_row (AdwPreferencesGroup *group,
              const char          *title,
              const char          *subtitle,
              double               min,
              double               max,
              GCallback            callback,
              gpointer             data)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  adw_preferences_group_add (group, row);
  if (callback != NULL)
    g_signal_connect_swapped (spin, "value-changed", callback, data);
  return spin;
}

static GtkWidget *
add_switch_row (AdwPreferencesGroup *group,
                const char          *title,
                const char          *subtitle,
                GCallback            callback,
                gpointer             data)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  adw_preferences_group_add (group, row);
  if (callback != NULL)
    g_signal_connect_swapped (sw, "notify::active", callback, data);
  return sw;
}

static GtkWidget *
new_group (TerrEditorPage *self,
           const char     *title)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  gtk_box_append (self->game_box, group);
  return group;
}

static GtkWidget *
icon_button (const char *icon,
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

static int
spin_value (GtkWidget *spin)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin));
}

static void
set_spin (GtkWidget *spin,
          int        value)
{
  if (spin != NULL && spin_value (spin) != value)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
}

static void
set_switch (GtkWidget *sw,
            gboolean   active)
{
  if (sw != NULL && gtk_switch_get_active (GTK_SWITCH (sw)) != active)
    gtk_switch_set_active (GTK_SWITCH (sw), active);
}

/* --- the palette --- */

typedef struct {
  const char *tool;
  const char *label;
  const char *css;
} Tool;

static const Tool hg_tools[] = {
  { "terrace", N_("Terrace"), NULL },
  { "support", N_("Support"), NULL },
  { "bed-suns", N_("Suns Bed"), "suit-suns" },
  { "bed-moons", N_("Moons Bed"), "suit-moons" },
  { "bed-crowns", N_("Crowns Bed"), "suit-crowns" },
  { "bed-arms", N_("Arms Bed"), "suit-arms" },
  { "erase", N_("Take Away"), NULL },
};

static const Tool gp_tools[] = {
  { "piece", N_("Piece"), NULL },
  { "water", N_("Water"), NULL },
  { "fountain", N_("Fountain"), NULL },
  { "gate-n", N_("Gate North"), NULL },
  { "gate-e", N_("Gate East"), NULL },
  { "gate-s", N_("Gate South"), NULL },
  { "gate-w", N_("Gate West"), NULL },
  { "erase", N_("Take Away"), NULL },
};

static const Tool zg_tools[] = {
  { "domino", N_("Domino"), NULL },
  { "erase", N_("Take Away"), NULL },
};

static void
add_tool_button (TerrEditorPage *self,
                 const char     *tool,
                 const char     *label,
                 const char     *css)
{
  GtkWidget *button = gtk_toggle_button_new_with_label (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "editor.tool");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", tool);
  if (css != NULL)
    gtk_widget_add_css_class (gtk_button_get_child (GTK_BUTTON (button)), css);
  gtk_flow_box_append (self->palette_box, button);
}

static void
build_palette (TerrEditorPage *self)
{
  GtkWidget *child;
  const Tool *tools = NULL;
  guint n_tools = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->palette_box))) != NULL)
    gtk_flow_box_remove (self->palette_box, child);

  switch (terr_game_get_kind (self->game))
    {
    case TERR_GAME_HANGING_GARDENS:
      tools = hg_tools;
      n_tools = G_N_ELEMENTS (hg_tools);
      break;
    case TERR_GAME_ZIGGURAT:
      tools = zg_tools;
      n_tools = G_N_ELEMENTS (zg_tools);
      break;
    case TERR_GAME_GARDEN_PATHS:
      tools = gp_tools;
      n_tools = G_N_ELEMENTS (gp_tools);
      break;
    default:
      break;
    }

  for (guint i = 0; i < n_tools; i++)
    {
      if (g_str_equal (tools[i].tool, "erase")
          && terr_game_get_kind (self->game) == TERR_GAME_HANGING_GARDENS)
        {
          /* A gazebo per seat, before Take Away. */
          for (guint seat = 1; seat <= terr_game_get_n_players (self->game); seat++)
            {
              g_autofree char *tool = g_strdup_printf ("gazebo-%u", seat);
              g_autofree char *label = g_strdup_printf (_("Gazebo %u"), seat);

              add_tool_button (self, tool, label, NULL);
            }
        }
      add_tool_button (self, tools[i].tool, _(tools[i].label), tools[i].css);
    }
}

static void
set_tool (TerrEditorPage *self,
          const char     *tool)
{
  if (g_strcmp0 (self->tool, tool) == 0)
    return;
  g_free (self->tool);
  self->tool = g_strdup (tool);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOOL]);
}

/* --- Hanging Gardens --- */

static TerrHgSuit
hg_tool_suit (const char *tool)
{
  if (g_str_has_prefix (tool, "bed-"))
    return terr_hg_suit_from_string (tool + 4);
  return TERR_HG_SUIT_NONE;
}

static gboolean
hg_apply (TerrEditorPage      *self,
          const char          *tool,
          const TerrRenderHit *hit,
          GError             **error)
{
  TerrHgGame *hg = TERR_HG_GAME (self->game);
  int x = hit->x, y = hit->y;
  /* Tiles go on the 2 x 2 block whose centre is nearest the point. */
  int cx = (int) floor (hit->fx + 0.5) - 1;
  int cy = (int) floor (hit->fy + 0.5) - 1;
  const TerrHgTile *top;
  TerrHgSuit bed = TERR_HG_SUIT_NONE;
  int gazebo = 0;

  if (g_str_equal (tool, "terrace"))
    {
      int level = 0;

      /* On a two-support stack one level up; elsewhere on the table (a
       * terrace over another is then listed as a problem). */
      top = terr_hg_game_get_top (hg, cx, cy, NULL, NULL);
      if (top != NULL && top->support)
        level = top->level + 1;
      else if (top != NULL)
        level = top->level + 1;
      return terr_hg_game_edit_put_terrace (hg, cx, cy, level, error);
    }
  if (g_str_equal (tool, "support"))
    {
      int level = 0, stack = 1;

      top = terr_hg_game_get_top (hg, cx, cy, NULL, NULL);
      if (top != NULL && top->support)
        {
          level = top->level;
          stack = top->stack + 1;
        }
      else if (top != NULL)
        level = top->level;
      return terr_hg_game_edit_put_support (hg, cx, cy, level, stack, error);
    }
  if (g_str_has_prefix (tool, "bed-"))
    return terr_hg_game_edit_put_bed (hg, x, y, hg_tool_suit (tool), error);
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
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
               _("There is nothing to take away at %d, %d"), x, y);
  return FALSE;
}

static void
hg_supply_changed_cb (TerrEditorPage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->updating)
    return;
  edit_done (self, terr_hg_game_edit_set_supply (TERR_HG_GAME (self->game),
                                                 spin_value (self->supply_spin[0]),
                                                 spin_value (self->supply_spin[1]),
                                                 spin_value (self->supply_spin[2]),
                                                 spin_value (self->supply_spin[3]),
                                                 spin_value (self->supply_spin[4]),
                                                 &error), error);
}

static void
hg_turn_changed_cb (TerrEditorPage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->updating)
    return;
  edit_done (self, terr_hg_game_edit_set_turn (TERR_HG_GAME (self->game),
                                               spin_value (self->to_move_spin),
                                               spin_value (self->actions_spin),
                                               spin_value (self->passes_spin),
                                               &error), error);
}

static void
hg_progress_changed_cb (TerrEditorPage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->updating)
    return;
  edit_done (self, terr_hg_game_edit_set_progress_rule (TERR_HG_GAME (self->game),
                                                        gtk_switch_get_active (GTK_SWITCH (self->progress_switch)),
                                                        &error), error);
}

static void
hg_goal_changed_cb (TerrEditorPage *self)
{
  g_autoptr(GError) error = NULL;
  gboolean ok;

  if (self->updating)
    return;
  if (gtk_switch_get_active (GTK_SWITCH (self->goal_switch)))
    ok = terr_hg_game_edit_set_goal (TERR_HG_GAME (self->game),
                                     spin_value (self->goal_seat_spin),
                                     spin_value (self->goal_value_spin),
                                     spin_value (self->goal_actions_spin),
                                     &error);
  else
    {
      TerrGoal goal;

      ok = TRUE;
      if (terr_game_get_goal (self->game, &goal))
        ok = terr_hg_game_edit_clear_goal (TERR_HG_GAME (self->game), &error);
    }
  edit_done (self, ok, error);
}

static void
seats_changed_cb (TerrEditorPage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->updating)
    return;
  edit_done (self, terr_game_edit_set_n_players (self->game, spin_value (self->seats_spin),
                                                 &error), error);
}

static void
hg_build (TerrEditorPage *self)
{
  static const char *const supply_titles[] = {
    N_("Tiles"), N_("Suns Coins"), N_("Moons Coins"), N_("Crowns Coins"), N_("Arms Coins"),
  };
  guint seats_max;
  GtkWidget *group;

  terr_game_kind_get_players (TERR_GAME_HANGING_GARDENS, NULL, &seats_max, NULL);

  group = new_group (self, _("Seats and Turn"));
  self->turn_group = group;
  self->seats_spin = add_spin_row (ADW_PREFERENCES_GROUP (group), _("Players"), NULL,
                                   2, seats_max, G_CALLBACK (seats_changed_cb), self);
  self->to_move_spin = add_spin_row (ADW_PREFERENCES_GROUP (group), _("Seat to Move"), NULL,
                                     1, seats_max, G_CALLBACK (hg_turn_changed_cb), self);
  self->actions_spin = add_spin_row (ADW_PREFERENCES_GROUP (group), _("Actions Taken"),
                                     _("Of the two actions of this turn"),
                                     0, 1, G_CALLBACK (hg_turn_changed_cb), self);
  self->passes_spin = add_spin_row (ADW_PREFERENCES_GROUP (group), _("Passes in a Row"), NULL,
                                    0, seats_max, G_CALLBACK (hg_turn_changed_cb), self);
  self->progress_switch = add_switch_row (ADW_PREFERENCES_GROUP (group), _("Progress Rule"),
                                          _("A variant of the rules"),
                                          G_CALLBACK (hg_progress_changed_cb), self);

  group = new_group (self, _("Supply"));
  self->supply_group = group;
  for (guint i = 0; i < 5; i++)
    self->supply_spin[i] = add_spin_row (ADW_PREFERENCES_GROUP (group), _(supply_titles[i]), NULL,
                                         0, i == 0 ? 24 : 6,
                                         G_CALLBACK (hg_supply_changed_cb), self);

  group = new_group (self, _("Puzzle Goal"));
  self->goal_group = group;
  self->goal_switch = add_switch_row (ADW_PREFERENCES_GROUP (group), _("Puzzle"),
                                      _("A score to reach in a number of actions"),
                                      G_CALLBACK (hg_goal_changed_cb), self);
  self->goal_seat_spin = add_spin_row (ADW_PREFERENCES_GROUP (group), _("Seat"), NULL,
                                       1, seats_max, G_CALLBACK (hg_goal_changed_cb), self);
  self->goal_value_spin = add_spin_row (ADW_PREFERENCES_GROUP (group), _("Score at Least"), NULL,
                                        0, 999, G_CALLBACK (hg_goal_changed_cb), self);
  self->goal_actions_spin = add_spin_row (ADW_PREFERENCES_GROUP (group), _("Actions"), NULL,
                                          1, 64, G_CALLBACK (hg_goal_changed_cb), self);
}

static void
hg_update (TerrEditorPage *self)
{
  const TerrHgState *s = terr_hg_game_get_state (TERR_HG_GAME (self->game));
  TerrGoal goal;
  gboolean has_goal = terr_game_get_goal (self->game, &goal);

  set_spin (self->seats_spin, s->n_players);
  gtk_spin_button_set_range (GTK_SPIN_BUTTON (self->to_move_spin), 1, s->n_players);
  set_spin (self->to_move_spin, s->to_move);
  set_spin (self->actions_spin, s->actions_taken);
  gtk_spin_button_set_range (GTK_SPIN_BUTTON (self->passes_spin), 0, s->n_players);
  set_spin (self->passes_spin, s->passes);
  set_switch (self->progress_switch, s->progress_rule);
  set_spin (self->supply_spin[0], s->supply_tiles);
  for (guint i = 1; i <= TERR_HG_N_SUITS; i++)
    set_spin (self->supply_spin[i], s->supply_coins[i]);
  set_switch (self->goal_switch, has_goal);
  gtk_spin_button_set_range (GTK_SPIN_BUTTON (self->goal_seat_spin), 1, s->n_players);
  if (has_goal)
    {
      set_spin (self->goal_seat_spin, goal.seat);
      set_spin (self->goal_value_spin, goal.value);
      set_spin (self->goal_actions_spin, goal.actions > 0 ? goal.actions : 2);
    }
  gtk_widget_set_sensitive (self->goal_seat_spin, has_goal);
  gtk_widget_set_sensitive (self->goal_value_spin, has_goal);
  gtk_widget_set_sensitive (self->goal_actions_spin, has_goal);
}

/* --- Ziggurat --- */

static int
zg_top_tier (const TerrZgState *s,
             int                x,
             int                y)
{
  int top = 0;

  if (x < 0 || y < 0 || x >= TERR_ZG_SIDE || y >= TERR_ZG_SIDE)
    return 0;
  for (int t = 1; t <= TERR_ZG_N_TIERS; t++)
    if (s->value[t - 1][y * TERR_ZG_SIDE + x] >= 0)
      top = t;
  return top;
}

static gboolean
zg_apply (TerrEditorPage      *self,
          const char          *tool,
          const TerrRenderHit *hit,
          GError             **error)
{
  TerrZgGame *zg = TERR_ZG_GAME (self->game);
  const TerrZgState *s = terr_zg_game_get_state (zg);
  int top = zg_top_tier (s, hit->x, hit->y);

  if (g_str_equal (tool, "domino"))
    return terr_zg_game_edit_put_domino (zg, MIN (top + 1, TERR_ZG_N_TIERS), hit->x, hit->y,
                                         gtk_check_button_get_active (GTK_CHECK_BUTTON (self->vertical_check))
                                         ? TERR_ZG_DIR_V : TERR_ZG_DIR_H,
                                         spin_value (self->pip_a_spin),
                                         spin_value (self->pip_b_spin), error);
  if (top == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   _("There is nothing to take away at %d, %d"), hit->x, hit->y);
      return FALSE;
    }
  return terr_zg_game_edit_remove_domino (zg, top, hit->x, hit->y, error);
}

typedef enum {
  ZG_HAND_ADD,
  ZG_PILE_ADD,
  ZG_PILE_MISSING,
  ZG_PILE_SHUFFLE,
  ZG_DEAL,
  ZG_CLEAR,
} ZgCommand;

static void
zg_command (TerrEditorPage *self,
            ZgCommand       command)
{
  TerrZgGame *zg = TERR_ZG_GAME (self->game);
  g_autoptr(GError) error = NULL;
  guint a = spin_value (self->pip_a_spin), b = spin_value (self->pip_b_spin);
  guint64 seed = (guint64) gtk_spin_button_get_value (GTK_SPIN_BUTTON (self->seed_spin));
  gboolean ok = FALSE;

  switch (command)
    {
    case ZG_HAND_ADD:
      ok = terr_zg_game_edit_hand_insert (zg, -1, a, b, &error);
      break;
    case ZG_PILE_ADD:
      ok = terr_zg_game_edit_pile_insert (zg, -1, a, b, &error);
      break;
    case ZG_PILE_MISSING:
      ok = terr_zg_game_edit_pile_add_missing (zg, &error);
      break;
    case ZG_PILE_SHUFFLE:
      ok = terr_zg_game_edit_pile_shuffle (zg, seed, &error);
      break;
    case ZG_DEAL:
      ok = terr_zg_game_edit_deal (zg, seed, &error);
      break;
    case ZG_CLEAR:
      ok = terr_zg_game_edit_clear (zg, &error);
      break;
    }
  edit_done (self, ok, error);
}

static void
zg_button_clicked_cb (GtkButton      *button,
                      TerrEditorPage *self)
{
  zg_command (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "command")));
}

/* A button of a hand or pile row: "hand-remove", "pile-up", … and the index. */
static void
zg_row_button_clicked_cb (GtkButton      *button,
                          TerrEditorPage *self)
{
  TerrZgGame *zg = TERR_ZG_GAME (self->game);
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

static void
zg_settings_changed_cb (TerrEditorPage *self)
{
  TerrZgGame *zg = TERR_ZG_GAME (self->game);
  const TerrZgState *s = terr_zg_game_get_state (zg);
  g_autoptr(GError) error = NULL;
  guint max_cheats;
  gboolean has_goal = terr_zg_game_get_goal (zg, &max_cheats);
  gboolean ok = TRUE;

  if (self->updating)
    return;

  if (gtk_switch_get_active (GTK_SWITCH (self->pile_open_switch)) != s->pile_open)
    ok = terr_zg_game_edit_set_pile_open (zg, gtk_switch_get_active (GTK_SWITCH (self->pile_open_switch)), &error);
  else if ((guint) spin_value (self->cheats_spin) != s->cheats)
    ok = terr_zg_game_edit_set_cheats (zg, spin_value (self->cheats_spin), &error);
  else if (gtk_switch_get_active (GTK_SWITCH (self->goal_switch)))
    {
      if (!has_goal || max_cheats != (guint) spin_value (self->goal_value_spin))
        ok = terr_zg_game_edit_set_goal (zg, spin_value (self->goal_value_spin), &error);
    }
  else if (has_goal)
    ok = terr_zg_game_edit_clear_goal (zg, &error);
  edit_done (self, ok, error);
}

static GtkWidget *
zg_command_button (TerrEditorPage *self,
                   const char     *label,
                   const char     *tooltip,
                   ZgCommand       command)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_tooltip_text (button, tooltip);
  g_object_set_data (G_OBJECT (button), "command", GINT_TO_POINTER (command));
  g_signal_connect (button, "clicked", G_CALLBACK (zg_button_clicked_cb), self);
  return button;
}

static void
zg_build (TerrEditorPage *self)
{
  GtkWidget *group, *row, *box;

  group = new_group (self, _("Domino"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The domino the palette puts on the board, in the hand or in the pile; it goes on the tier above the top one at the square."));
  self->pip_a_spin = add_spin_row (ADW_PREFERENCES_GROUP (group), _("First Half"), NULL,
                                   0, 6, NULL, NULL);
  self->pip_b_spin = add_spin_row (ADW_PREFERENCES_GROUP (group), _("Second Half"), NULL,
                                   0, 6, NULL, NULL);
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Upright"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("The second half below the first, not to its right"));
  self->vertical_check = gtk_check_button_new ();
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->vertical_check),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Upright"), -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), self->vertical_check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), self->vertical_check);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_box_append (GTK_BOX (box), zg_command_button (self, _("Add to _Hand"),
                                                    _("Put this domino at the end of the hand"), ZG_HAND_ADD));
  gtk_box_append (GTK_BOX (box), zg_command_button (self, _("Add to _Pile"),
                                                    _("Put this domino at the bottom of the pile"), ZG_PILE_ADD));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), box);

  group = new_group (self, _("Deal"));
  self->seed_spin = add_spin_row (ADW_PREFERENCES_GROUP (group), _("Seed"),
                                  _("For a deal or a shuffle"), 0, 999999999, NULL, NULL);
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_box_append (GTK_BOX (box), zg_command_button (self, _("_Deal"),
                                                    _("Deal a new game with this seed"), ZG_DEAL));
  gtk_box_append (GTK_BOX (box), zg_command_button (self, _("_Shuffle Pile"),
                                                    _("Shuffle the pile with this seed"), ZG_PILE_SHUFFLE));
  gtk_box_append (GTK_BOX (box), zg_command_button (self, _("Add _Missing"),
                                                    _("Put every missing domino at the bottom of the pile"), ZG_PILE_MISSING));
  gtk_box_append (GTK_BOX (box), zg_command_button (self, _("_Clear"),
                                                    _("Empty the ziggurat, the hand and the pile"), ZG_CLEAR));
  gtk_widget_add_css_class (gtk_widget_get_last_child (box), "destructive-action");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), box);
  self->pile_open_switch = add_switch_row (ADW_PREFERENCES_GROUP (group), _("Open Pile"),
                                           _("The player sees the order of the pile"),
                                           G_CALLBACK (zg_settings_changed_cb), self);
  self->cheats_spin = add_spin_row (ADW_PREFERENCES_GROUP (group), _("Cheats Made"), NULL,
                                    0, 999, G_CALLBACK (zg_settings_changed_cb), self);

  group = new_group (self, _("Puzzle Goal"));
  self->goal_group = group;
  self->goal_switch = add_switch_row (ADW_PREFERENCES_GROUP (group), _("Puzzle"),
                                      _("Build the ziggurat with at most a number of cheats"),
                                      G_CALLBACK (zg_settings_changed_cb), self);
  self->goal_value_spin = add_spin_row (ADW_PREFERENCES_GROUP (group), _("Most Cheats"), NULL,
                                        0, 999, G_CALLBACK (zg_settings_changed_cb), self);

  self->hand_group = new_group (self, _("Hand"));
  self->pile_group = new_group (self, _("Pile"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->pile_group),
                                         _("From the top down"));
}

/* The rows of the hand or the pile are kept and reused: an edit changes
 * their titles, and adds or removes rows only at the end. */
static void
zg_sync_rows (TerrEditorPage *self,
              GtkWidget      *group,
              GPtrArray      *rows,
              const char     *kind,
              const guint8   *ids,
              guint           n)
{
  const struct { const char *what, *icon, *label; } buttons[] = {
    { "pile-up", "go-up-symbolic", N_("Move Up in the Pile") },
    { "pile-down", "go-down-symbolic", N_("Move Down in the Pile") },
    { "pile-remove", "list-remove-symbolic", N_("Take Out of the Pile") },
    { "hand-remove", "list-remove-symbolic", N_("Take Out of the Hand") },
  };

  while (rows->len > n)
    {
      adw_preferences_group_remove (ADW_PREFERENCES_GROUP (group), rows->pdata[rows->len - 1]);
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
          button = icon_button (buttons[i].icon, _(buttons[i].label));
          g_object_set_data (G_OBJECT (button), "what", (gpointer) buttons[i].what);
          g_object_set_data (G_OBJECT (button), "row", row);
          g_object_set_data (G_OBJECT (row), buttons[i].what, button);
          g_signal_connect (button, "clicked", G_CALLBACK (zg_row_button_clicked_cb), self);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
        }
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
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
zg_update (TerrEditorPage *self)
{
  TerrZgGame *zg = TERR_ZG_GAME (self->game);
  const TerrZgState *s = terr_zg_game_get_state (zg);
  guint max_cheats = 0;
  gboolean has_goal = terr_zg_game_get_goal (zg, &max_cheats);
  guint n_pile = s->pile_len - s->pile_pos;

  set_switch (self->pile_open_switch, s->pile_open);
  set_spin (self->cheats_spin, s->cheats);
  set_switch (self->goal_switch, has_goal);
  if (has_goal)
    set_spin (self->goal_value_spin, max_cheats);
  gtk_widget_set_sensitive (self->goal_value_spin, has_goal);

  zg_sync_rows (self, self->hand_group, self->hand_rows, "hand", s->hand, s->hand_len);
  zg_sync_rows (self, self->pile_group, self->pile_rows, "pile", s->pile + s->pile_pos, n_pile);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->hand_group),
                                   s->hand_len == 0 ? _("Hand (empty)") : _("Hand"));
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->pile_group),
                                   n_pile == 0 ? _("Pile (empty)") : _("Pile"));
}

/* --- Garden Paths --- */

static gboolean
gp_apply (TerrEditorPage      *self,
          const char          *tool,
          const TerrRenderHit *hit,
          GError             **error)
{
  TerrGpGame *gp = TERR_GP_GAME (self->game);
  int seat = MAX (hit->seat, 1);
  int x = hit->x, y = hit->y;

  if (g_str_equal (tool, "piece"))
    return terr_gp_game_edit_place (gp, seat, spin_value (self->piece_spin) - 1, x, y,
                                    spin_value (self->transform_spin), error);
  if (g_str_equal (tool, "water"))
    return terr_gp_game_edit_add_water (gp, x, y, error);
  if (g_str_equal (tool, "fountain"))
    return terr_gp_game_edit_add_fountain (gp, x, y, error);
  if (g_str_has_prefix (tool, "gate-"))
    return terr_gp_game_edit_add_gate (gp, x, y, terr_gp_side_from_string (tool + 5), error);

  /* Take away: the seat's piece there, else a fountain, water, a gate. */
  if (terr_gp_game_edit_clear_square (gp, seat, x, y, NULL)
      || terr_gp_game_edit_remove_fountain (gp, x, y, NULL)
      || terr_gp_game_edit_remove_water (gp, x, y, NULL)
      || terr_gp_game_edit_remove_gate (gp, x, y, TERR_GP_SIDE_NONE, NULL))
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
               _("There is nothing to take away at %d, %d"), x, y);
  return FALSE;
}

static void
gp_settings_changed_cb (TerrEditorPage *self)
{
  TerrGpGame *gp = TERR_GP_GAME (self->game);
  const TerrGpBoard *board = terr_gp_game_get_board (gp);
  g_autoptr(GError) error = NULL;
  int seat = 0, value = 0;
  gboolean has_goal = terr_gp_game_get_goal (gp, &seat, &value);
  gboolean ok = TRUE;

  if (self->updating)
    return;
  if (spin_value (self->width_spin) != board->width || spin_value (self->height_spin) != board->height)
    ok = terr_gp_game_edit_set_board_size (gp, spin_value (self->width_spin),
                                           spin_value (self->height_spin), &error);
  else if (spin_value (self->first_seat_spin) != terr_gp_game_get_first_seat (gp))
    ok = terr_gp_game_edit_set_first_seat (gp, spin_value (self->first_seat_spin), &error);
  else if ((guint) spin_value (self->announcements_spin) != terr_gp_game_get_announcements (gp))
    ok = terr_gp_game_edit_set_announcements (gp, spin_value (self->announcements_spin), &error);
  else if (gtk_switch_get_active (GTK_SWITCH (self->goal_switch)))
    {
      if (!has_goal || seat != spin_value (self->goal_seat_spin) || value != spin_value (self->goal_value_spin))
        ok = terr_gp_game_edit_set_goal (gp, spin_value (self->goal_seat_spin),
                                         spin_value (self->goal_value_spin), &error);
    }
  else if (has_goal)
    ok = terr_gp_game_edit_clear_goal (gp, &error);
  edit_done (self, ok, error);
}

static void
gp_sequence_activated_cb (TerrEditorPage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->updating)
    return;
  edit_done (self, terr_gp_game_edit_set_sequence (TERR_GP_GAME (self->game),
                                                   gtk_editable_get_text (GTK_EDITABLE (self->sequence_entry)),
                                                   &error), error);
}

static void
gp_add_piece_clicked_cb (GtkButton      *button,
                         TerrEditorPage *self)
{
  g_autoptr(GError) error = NULL;
  TerrCellEditor *cells = TERR_CELL_EDITOR (self->cells_entry);
  g_autofree char *text = terr_cell_editor_get_cells (cells);
  int index = -1;

  /* The drawn cells, refused with the cell editor's words when they make
   * no piece. */
  if (terr_cell_editor_check (cells, &error))
    index = terr_gp_game_edit_add_piece (TERR_GP_GAME (self->game), NULL,
                                         terr_cell_editor_get_kind (cells), text, &error);
  if (edit_done (self, index >= 0, error))
    set_spin (self->piece_spin, index + 1);
}

static void
gp_piece_button_clicked_cb (GtkButton      *button,
                            TerrEditorPage *self)
{
  g_autoptr(GError) error = NULL;
  const char *what = g_object_get_data (G_OBJECT (button), "what");
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "index"));
  TerrGpGame *gp = TERR_GP_GAME (self->game);
  const TerrGpPieceSet *set = terr_gp_game_get_pieces (gp);
  gboolean ok;

  if (g_str_equal (what, "remove"))
    ok = terr_gp_game_edit_remove_piece (gp, index, &error);
  else if (g_str_equal (what, "draw"))
    {
      /* The piece's kind and cells into the cell editor: no edit. */
      const TerrGpPiece *piece = g_ptr_array_index (set->pieces, index);
      g_autofree char *cells = terr_gp_piece_cells_to_string (piece);

      ok = terr_cell_editor_set_cells (TERR_CELL_EDITOR (self->cells_entry), piece->kind, cells, &error);
      if (ok)
        gtk_widget_grab_focus (terr_cell_editor_get_square (TERR_CELL_EDITOR (self->cells_entry), 0, 0));
    }
  else
    {
      /* The drawn kind and cells replace the piece's. */
      TerrCellEditor *cells = TERR_CELL_EDITOR (self->cells_entry);
      g_autofree char *text = terr_cell_editor_get_cells (cells);

      ok = terr_cell_editor_check (cells, &error)
           && terr_gp_game_edit_set_piece (gp, index, terr_cell_editor_get_kind (cells), text, &error);
    }
  edit_done (self, ok, error);
}

static void
gp_build (TerrEditorPage *self)
{
  GtkWidget *group, *box, *button, *row;
  guint seats_min, seats_max;

  terr_game_kind_get_players (TERR_GAME_GARDEN_PATHS, &seats_min, &seats_max, NULL);

  group = new_group (self, _("Piece to Place"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The palette's Piece puts this piece of the set on the grid under the pointer."));
  self->piece_spin = add_spin_row (ADW_PREFERENCES_GROUP (group), _("Piece Number"), NULL,
                                   1, 999, NULL, NULL);
  self->transform_spin = add_spin_row (ADW_PREFERENCES_GROUP (group), _("Turn and Mirror"),
                                       _("0 to 3 turn it, 4 to 7 mirror it and turn it"),
                                       0, 7, NULL, NULL);

  group = new_group (self, _("Board and Seats"));
  self->width_spin = add_spin_row (ADW_PREFERENCES_GROUP (group), _("Width"), NULL,
                                   1, TERR_GP_MAX_SIDE, G_CALLBACK (gp_settings_changed_cb), self);
  self->height_spin = add_spin_row (ADW_PREFERENCES_GROUP (group), _("Height"), NULL,
                                    1, TERR_GP_MAX_SIDE, G_CALLBACK (gp_settings_changed_cb), self);
  self->seats_spin = add_spin_row (ADW_PREFERENCES_GROUP (group), _("Players"), NULL,
                                   seats_min, seats_max, G_CALLBACK (seats_changed_cb), self);
  self->first_seat_spin = add_spin_row (ADW_PREFERENCES_GROUP (group), _("First to Announce"), NULL,
                                        1, seats_max, G_CALLBACK (gp_settings_changed_cb), self);
  self->announcements_spin = add_spin_row (ADW_PREFERENCES_GROUP (group), _("Announcements Made"), NULL,
                                           0, 999, G_CALLBACK (gp_settings_changed_cb), self);

  group = new_group (self, _("Puzzle Goal"));
  self->goal_group = group;
  self->goal_switch = add_switch_row (ADW_PREFERENCES_GROUP (group), _("Puzzle"),
                                      _("A score to reach with a fixed sequence of pieces"),
                                      G_CALLBACK (gp_settings_changed_cb), self);
  self->goal_seat_spin = add_spin_row (ADW_PREFERENCES_GROUP (group), _("Seat"), NULL,
                                       1, seats_max, G_CALLBACK (gp_settings_changed_cb), self);
  self->goal_value_spin = add_spin_row (ADW_PREFERENCES_GROUP (group), _("Score at Least"), NULL,
                                        0, 9999, G_CALLBACK (gp_settings_changed_cb), self);
  row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Sequence (piece ids, Enter to apply)"));
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  g_signal_connect_swapped (row, "apply", G_CALLBACK (gp_sequence_activated_cb), self);
  g_signal_connect_swapped (row, "entry-activated", G_CALLBACK (gp_sequence_activated_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  self->sequence_entry = row;

  group = new_group (self, _("Piece Set"));
  self->pieces_group = group;
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Draw cells in the cell editor under the list (click a square, or press Space on it, to change it), then Add Piece; a piece's pencil gives it the drawn cells, its copy button draws it in the editor."));
  row = terr_cell_editor_new ();
  {
    const char *cells = "0,0 1,0";

    terr_cell_editor_set_cells (TERR_CELL_EDITOR (row), TERR_GP_KIND_PATH, cells, NULL);
  }
  gtk_widget_set_margin_top (row, 6);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  self->cells_entry = row;
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  button = gtk_button_new_with_mnemonic (_("_Add Piece"));
  gtk_widget_set_tooltip_text (button, _("Add the drawn piece to the set"));
  g_signal_connect (button, "clicked", G_CALLBACK (gp_add_piece_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), box);
}

static char *
gp_cells_text (const TerrGpPiece *piece)
{
  GString *text = g_string_new (NULL);

  for (int i = 0; i < piece->n_cells; i++)
    {
      if (i > 0)
        g_string_append_c (text, ' ');
      g_string_append_printf (text, "%d,%d", piece->cells[i].dx, piece->cells[i].dy);
      if (piece->cells[i].cover != TERR_GP_PATH)
        g_string_append_printf (text, ":%s", terr_gp_cover_to_string (piece->cells[i].cover));
    }
  return g_string_free (text, FALSE);
}

static void
gp_update (TerrEditorPage *self)
{
  TerrGpGame *gp = TERR_GP_GAME (self->game);
  const TerrGpBoard *board = terr_gp_game_get_board (gp);
  const TerrGpPieceSet *set = terr_gp_game_get_pieces (gp);
  guint n_players = terr_game_get_n_players (self->game);
  int seat = 1, value = 0;
  gboolean has_goal = terr_gp_game_get_goal (gp, &seat, &value);
  const int *sequence = NULL;
  int n_sequence = 0;

  set_spin (self->width_spin, board->width);
  set_spin (self->height_spin, board->height);
  set_spin (self->seats_spin, n_players);
  gtk_spin_button_set_range (GTK_SPIN_BUTTON (self->first_seat_spin), 1, n_players);
  set_spin (self->first_seat_spin, terr_gp_game_get_first_seat (gp));
  set_spin (self->announcements_spin, terr_gp_game_get_announcements (gp));
  gtk_spin_button_set_range (GTK_SPIN_BUTTON (self->piece_spin), 1, MAX (set->pieces->len, 1));
  set_switch (self->goal_switch, has_goal);
  gtk_spin_button_set_range (GTK_SPIN_BUTTON (self->goal_seat_spin), 1, n_players);
  if (has_goal)
    {
      set_spin (self->goal_seat_spin, seat);
      set_spin (self->goal_value_spin, value);
    }
  gtk_widget_set_sensitive (self->goal_seat_spin, has_goal);
  gtk_widget_set_sensitive (self->goal_value_spin, has_goal);
  gtk_widget_set_sensitive (self->sequence_entry, has_goal);
  if (terr_gp_game_get_sequence (gp, &sequence, &n_sequence))
    {
      GString *ids = g_string_new (NULL);

      for (int i = 0; i < n_sequence; i++)
        {
          const TerrGpPiece *piece = g_ptr_array_index (set->pieces, sequence[i]);
          g_string_append_printf (ids, i > 0 ? " %s" : "%s", piece->id);
        }
      gtk_editable_set_text (GTK_EDITABLE (self->sequence_entry), ids->str);
      g_string_free (ids, TRUE);
    }

  /* Rebuild the rows only when the set changed. */
  {
    GString *key = g_string_new (NULL);

    for (guint i = 0; i < set->pieces->len; i++)
      {
        const TerrGpPiece *piece = g_ptr_array_index (set->pieces, i);
        g_autofree char *cells = gp_cells_text (piece);

        g_string_append_printf (key, "%s %d %s|", piece->id, piece->kind, cells);
      }
    if (g_strcmp0 (key->str, self->lists_key) == 0)
      {
        g_string_free (key, TRUE);
        return;
      }
    g_free (self->lists_key);
    self->lists_key = g_string_free (key, FALSE);
  }

  for (guint i = 0; i < self->list_rows->len; i++)
    {
      GtkWidget *row = self->list_rows->pdata[i];
      adw_preferences_group_remove (ADW_PREFERENCES_GROUP (g_object_get_data (G_OBJECT (row), "group")), row);
    }
  g_ptr_array_set_size (self->list_rows, 0);
  for (guint i = 0; i < set->pieces->len; i++)
    {
      const TerrGpPiece *piece = g_ptr_array_index (set->pieces, i);
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *title = g_strdup_printf ("%u. %s — %s", i + 1, piece->id,
                                                piece->kind == TERR_GP_KIND_PATH ? _("path") : _("flower bed"));
      g_autofree char *cells = gp_cells_text (piece);
      g_autofree char *shape = terr_gp_piece_describe_shape (piece);
      g_autofree char *subtitle = g_strdup_printf ("%s · %s", shape, cells);
      GtkWidget *button;
      g_autofree char *set_label = g_strdup_printf (_("Give %s the Drawn Cells"), piece->id);
      g_autofree char *draw_label = g_strdup_printf (_("Draw %s in the Cell Editor"), piece->id);
      g_autofree char *remove_label = g_strdup_printf (_("Remove %s from the Set"), piece->id);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      button = icon_button ("edit-copy-symbolic", draw_label);
      g_object_set_data (G_OBJECT (button), "what", (gpointer) "draw");
      g_object_set_data (G_OBJECT (button), "index", GINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (gp_piece_button_clicked_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      button = icon_button ("document-edit-symbolic", set_label);
      g_object_set_data (G_OBJECT (button), "what", (gpointer) "set");
      g_object_set_data (G_OBJECT (button), "index", GINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (gp_piece_button_clicked_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      button = icon_button ("list-remove-symbolic", remove_label);
      g_object_set_data (G_OBJECT (button), "what", (gpointer) "remove");
      g_object_set_data (G_OBJECT (button), "index", GINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (gp_piece_button_clicked_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->pieces_group), row);
      g_ptr_array_add (self->list_rows, row);
      g_object_set_data (G_OBJECT (row), "group", self->pieces_group);
    }
}

/* --- the whole side panel --- */

static void
clear_game_widgets (TerrEditorPage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->game_box))) != NULL)
    gtk_box_remove (self->game_box, child);
  self->seats_spin = NULL;
  memset (self->supply_spin, 0, sizeof self->supply_spin);
  self->to_move_spin = self->actions_spin = self->passes_spin = NULL;
  self->progress_switch = self->goal_switch = NULL;
  self->goal_seat_spin = self->goal_value_spin = self->goal_actions_spin = NULL;
  self->pip_a_spin = self->pip_b_spin = self->vertical_check = self->seed_spin = NULL;
  self->hand_group = self->pile_group = NULL;
  self->pile_open_switch = self->cheats_spin = NULL;
  self->supply_group = self->turn_group = self->goal_group = NULL;
  self->width_spin = self->height_spin = self->piece_spin = self->transform_spin = NULL;
  self->first_seat_spin = self->announcements_spin = NULL;
  self->cells_entry = self->sequence_entry = self->pieces_group = NULL;
  g_ptr_array_set_size (self->list_rows, 0);
  g_ptr_array_set_size (self->hand_rows, 0);
  g_ptr_array_set_size (self->pile_rows, 0);
  g_clear_pointer (&self->lists_key, g_free);
  self->built_kind = TERR_GAME_NONE;
}

static void
build_game_widgets (TerrEditorPage *self)
{
  TerrGameKind kind = terr_game_get_kind (self->game);

  if (self->built_kind == kind)
    {
      /* Seats changed: the palette has a gazebo per seat. */
      if (self->built_seats != terr_game_get_n_players (self->game))
        build_palette (self);
      self->built_seats = terr_game_get_n_players (self->game);
      return;
    }

  self->updating = TRUE;
  clear_game_widgets (self);
  build_palette (self);
  if (kind == TERR_GAME_HANGING_GARDENS)
    hg_build (self);
  else if (kind == TERR_GAME_ZIGGURAT)
    zg_build (self);
  else if (kind == TERR_GAME_GARDEN_PATHS)
    gp_build (self);
  self->built_kind = kind;
  self->built_seats = terr_game_get_n_players (self->game);
  self->updating = FALSE;
}

static void
update_problems (TerrEditorPage *self)
{
  GtkWidget *child;
  g_autofree char *title = NULL;
  GString *key = g_string_new (NULL);

  g_clear_pointer (&self->problems, g_ptr_array_unref);
  self->problems = terr_game_list_problems (self->game);

  /* The rows are rebuilt only when the problems changed. */
  for (guint i = 0; i < self->problems->len; i++)
    {
      TerrProblem *problem = self->problems->pdata[i];
      g_string_append_printf (key, "%s\n", problem->message);
    }
  if (self->problems_key != NULL && g_str_equal (key->str, self->problems_key))
    {
      g_string_free (key, TRUE);
      return;
    }
  g_free (self->problems_key);
  self->problems_key = g_string_free (key, FALSE);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->problems_list))) != NULL)
    gtk_list_box_remove (self->problems_list, child);

  for (guint i = 0; i < self->problems->len; i++)
    {
      TerrProblem *problem = self->problems->pdata[i];
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), problem->message);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 4);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                                 gtk_image_new_from_icon_name ("dialog-warning-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_widget_set_tooltip_text (row, _("Select this spot"));
      gtk_list_box_append (self->problems_list, row);
    }

  if (self->problems->len == 0)
    {
      adw_preferences_group_set_title (self->problems_group, _("No Problems"));
      adw_preferences_group_set_description (self->problems_group,
                                             _("The position can be played: press F5 to try it."));
    }
  else
    {
      title = g_strdup_printf (ngettext ("%u Problem", "%u Problems", self->problems->len),
                               self->problems->len);
      adw_preferences_group_set_title (self->problems_group, title);
      adw_preferences_group_set_description (self->problems_group,
                                             _("It can be saved as a draft, but not played until they are mended. Click one to select its spot."));
    }
  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (self->problems_list),
                                                   GTK_TYPE_SCROLLED_WINDOW),
                          self->problems->len > 0);
}

static GBytes *
current_bytes (TerrEditorPage *self)
{
  return terr_game_to_bytes (self->game, TERR_FILE_SCENARIO);
}

/* The solution of the last check still belongs to the design. */
static gboolean
solution_is_current (TerrEditorPage *self)
{
  return self->solution != NULL && self->solution->len > 0
         && self->current_hash != NULL
         && g_strcmp0 (self->solution_hash, self->current_hash) == 0;
}

static void
update_actions (TerrEditorPage *self)
{
  gboolean checking = self->check_cancellable != NULL;
  gboolean stepping = self->solution_game != NULL;
  gboolean editing = self->test_game == NULL && !checking && !stepping;
  gboolean have = self->game != NULL;
  gboolean puzzle = have && terr_game_get_goal (self->game, NULL);
  guint step = stepping ? terr_game_get_position_index (self->solution_game) : 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.check-puzzle",
                                 editing && puzzle && self->problems != NULL && self->problems->len == 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.cancel-check", checking);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.step-solution",
                                 editing && have && solution_is_current (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.solution-previous", stepping && step > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.solution-next",
                                 stepping && step < self->solution->len);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.solution-done", stepping);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.generate", editing);
  /* While the solver reads the design or the board shows the solution,
   * the design cannot be edited. */
  gtk_widget_set_sensitive (self->palette_group, editing);
  gtk_widget_set_sensitive (GTK_WIDGET (self->game_box), editing);
  gtk_widget_set_sensitive (self->details_group, editing);
  gtk_widget_set_sensitive (GTK_WIDGET (self->problems_group), editing);
  gtk_widget_set_visible (GTK_WIDGET (self->check_progress), checking);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.undo",
                                 editing && have && terr_game_can_undo_edit (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.redo",
                                 editing && have && terr_game_can_redo_edit (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.save", editing && have);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.save-as", editing && have);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.open", editing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.test-play",
                                 self->test_game != NULL
                                 || (editing && have && self->problems != NULL && self->problems->len == 0));
}

static void
update_file_label (TerrEditorPage *self)
{
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  if (self->game == NULL)
    return;
  name = self->file != NULL ? g_file_get_basename (self->file)
                            : g_strdup (_("New scenario"));
  text = terr_editor_page_get_modified (self)
    /* TRANSLATORS: a file name and that it has changes not saved */
    ? g_strdup_printf (_("%s (not saved)"), name)
    : g_strdup (name);
  gtk_label_set_text (self->file_label, text);
}

/* What the certificate row says: not checked, the verdict, or that the
 * position or goal changed since the check. */
static void
update_certificate (TerrEditorPage *self)
{
  const TerrCertificate *cert = terr_game_get_certificate (self->game);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  gboolean puzzle = terr_game_get_goal (self->game, NULL);

  /* The hash is worked out only when something depends on it. */
  g_clear_pointer (&self->current_hash, g_free);
  if (cert != NULL || self->solution != NULL)
    self->current_hash = terr_game_puzzle_hash (self->game);

  gtk_widget_remove_css_class (GTK_WIDGET (self->certificate_row), "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->certificate_row), "warning");
  if (self->check_cancellable != NULL)
    {
      title = g_strdup (_("Checking the puzzle…"));
      subtitle = g_strdup (_("The design cannot be edited until the check ends."));
    }
  else if (cert == NULL)
    {
      title = g_strdup (_("Not checked"));
      subtitle = g_strdup (puzzle ? _("Check Puzzle runs the solver on the position and goal.")
                                  : _("A puzzle needs a goal: set one in Puzzle Goal."));
    }
  else if (self->current_hash != NULL && g_strcmp0 (cert->hash, self->current_hash) == 0)
    {
      g_autofree char *work = g_strdup_printf ("%" G_GUINT64_FORMAT, cert->work);

      title = terr_certificate_describe (cert);
      /* TRANSLATORS: how much searching the solver did, e.g. "Solver work: 1520 positions" */
      subtitle = g_strdup_printf (ngettext ("Solver work: %s position", "Solver work: %s positions",
                                            (gulong) MIN (cert->work, (guint64) G_MAXULONG)),
                                  work);
      gtk_widget_add_css_class (GTK_WIDGET (self->certificate_row),
                                cert->verdict == TERR_VERDICT_SOLVABLE ? "success" : "warning");
    }
  else
    {
      g_autofree char *old = terr_certificate_describe (cert);

      title = g_strdup (_("Out of date: the position or the goal changed since the check"));
      /* TRANSLATORS: what an outdated certificate said */
      subtitle = g_strdup_printf (_("It said: %s"), old);
      gtk_widget_add_css_class (GTK_WIDGET (self->certificate_row), "warning");
    }
  if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->certificate_row)), title) != 0)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->certificate_row), title);
  if (g_strcmp0 (adw_action_row_get_subtitle (self->certificate_row), subtitle) != 0)
    adw_action_row_set_subtitle (self->certificate_row, subtitle);
}

static void
update_all (TerrEditorPage *self)
{
  if (self->game == NULL)
    return;

  build_game_widgets (self);
  self->updating = TRUE;
  if (adw_combo_row_get_selected (self->difficulty_row) != (guint) terr_game_get_difficulty (self->game))
    adw_combo_row_set_selected (self->difficulty_row, terr_game_get_difficulty (self->game));
  switch (terr_game_get_kind (self->game))
    {
    case TERR_GAME_HANGING_GARDENS:
      hg_update (self);
      break;
    case TERR_GAME_ZIGGURAT:
      zg_update (self);
      break;
    case TERR_GAME_GARDEN_PATHS:
      gp_update (self);
      break;
    default:
      break;
    }
  self->updating = FALSE;
  update_problems (self);
  update_certificate (self);
  update_actions (self);
  update_file_label (self);
}

static void
game_changed_cb (TerrEditorPage *self)
{
  update_all (self);
}

static void
sync_meta_rows (TerrEditorPage *self)
{
  self->updating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->title_row),
                         terr_game_get_title (self->game) != NULL ? terr_game_get_title (self->game) : "");
  gtk_editable_set_text (GTK_EDITABLE (self->author_row),
                         terr_game_get_author (self->game) != NULL ? terr_game_get_author (self->game) : "");
  gtk_editable_set_text (GTK_EDITABLE (self->description_row),
                         terr_game_get_description (self->game) != NULL ? terr_game_get_description (self->game) : "");
  self->updating = FALSE;
}

static void
meta_changed_cb (TerrEditorPage *self)
{
  const char *text;

  if (self->updating || self->game == NULL)
    return;
  text = gtk_editable_get_text (GTK_EDITABLE (self->title_row));
  terr_game_set_title (self->game, *text ? text : NULL);
  text = gtk_editable_get_text (GTK_EDITABLE (self->author_row));
  terr_game_set_author (self->game, *text ? text : NULL);
  text = gtk_editable_get_text (GTK_EDITABLE (self->description_row));
  terr_game_set_description (self->game, *text ? text : NULL);
  update_file_label (self);
}

static void
difficulty_changed_cb (TerrEditorPage *self)
{
  TerrDifficulty difficulty = adw_combo_row_get_selected (self->difficulty_row);

  if (self->updating || self->game == NULL || difficulty > TERR_DIFFICULTY_HARD
      || difficulty == terr_game_get_difficulty (self->game))
    return;
  edit_done (self, terr_game_edit_set_difficulty (self->game, difficulty), NULL);
  update_all (self);
}

/* --- the board --- */

static void
square_activated_cb (TerrBoard           *board,
                     const TerrRenderHit *hit,
                     guint                button,
                     TerrEditorPage      *self)
{
  g_autoptr(GError) error = NULL;
  const char *tool = button == GDK_BUTTON_SECONDARY ? "erase" : self->tool;
  gboolean ok = FALSE;

  /* The board shows the solution (or the check reads the design). */
  if (self->game == NULL || hit->kind != TERR_RENDER_HIT_BOARD
      || self->solution_game != NULL || self->check_cancellable != NULL)
    return;

  switch (terr_game_get_kind (self->game))
    {
    case TERR_GAME_HANGING_GARDENS:
      ok = hg_apply (self, tool, hit, &error);
      break;
    case TERR_GAME_ZIGGURAT:
      ok = zg_apply (self, tool, hit, &error);
      break;
    case TERR_GAME_GARDEN_PATHS:
      ok = gp_apply (self, tool, hit, &error);
      break;
    default:
      break;
    }
  edit_done (self, ok, error);
}

/* --- designs --- */

static void
set_design (TerrEditorPage *self,
            TerrGame       *game,
            GFile          *file)
{
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  /* The check and the solution belonged to the design before. */
  leave_solution (self);
  if (self->check_cancellable != NULL)
    g_cancellable_cancel (self->check_cancellable);
  g_clear_object (&self->check_cancellable);
  self->checked_game = NULL;
  g_clear_pointer (&self->solution, g_ptr_array_unref);
  g_clear_pointer (&self->solution_hash, g_free);
  g_set_object (&self->game, game);
  g_set_object (&self->file, file);
  g_clear_object (&self->test_game);
  gtk_stack_set_visible_child_name (self->mode_stack, "edit");
  g_clear_pointer (&self->saved, g_bytes_unref);

  if (game != NULL)
    {
      g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      /* A new design is "modified" until saved; an opened file is not. */
      if (file != NULL)
        self->saved = current_bytes (self);
      switch (terr_game_get_kind (game))
        {
        case TERR_GAME_ZIGGURAT:
          set_tool (self, "domino");
          break;
        case TERR_GAME_GARDEN_PATHS:
          set_tool (self, "piece");
          break;
        default:
          set_tool (self, "terrace");
          break;
        }
    }
  terr_board_set_game (self->board, game);
  self->built_kind = TERR_GAME_NONE;
  g_clear_pointer (&self->problems_key, g_free);
  if (game != NULL)
    {
      sync_meta_rows (self);
      update_all (self);
    }
  set_status (self, NULL);
}

/* What waited for the unsaved work to be saved or discarded: close the
 * window, start the other design, or open a file. */
static void
run_pending (TerrEditorPage *self,
             TerrGame       *pending,
             gboolean        close,
             gboolean        open)
{
  if (close)
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

      /* Nothing left to lose: the window closes this time. */
      g_clear_pointer (&self->saved, g_bytes_unref);
      g_clear_object (&self->game);
      if (GTK_IS_WINDOW (root))
        gtk_window_destroy (GTK_WINDOW (root));
      return;
    }
  if (pending != NULL)
    set_design (self, pending, NULL);
  else if (open)
    show_open_chooser (self);
}

static void
confirm_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     TerrEditorPage   *self)
{
  g_autoptr(TerrGame) pending = g_steal_pointer (&self->pending_game);
  gboolean close = self->pending_close;
  gboolean open = self->pending_open;

  self->pending_close = FALSE;
  self->pending_open = FALSE;
  self->pending_after_save = FALSE;
  if (g_str_equal (response, "save"))
    {
      g_autoptr(GError) error = NULL;

      if (self->file == NULL)
        {
          /* Save As asks where; what asked goes on once the file is
           * written (and not at all when Save As is cancelled). */
          self->pending_game = g_steal_pointer (&pending);
          self->pending_close = close;
          self->pending_open = open;
          self->pending_after_save = TRUE;
          gtk_widget_activate_action (GTK_WIDGET (self), "editor.save-as", NULL);
          return;
        }
      if (!terr_editor_page_save_to_file (self, self->file, &error))
        {
          set_status (self, error->message);
          return;
        }
    }
  else if (!g_str_equal (response, "discard"))
    return;

  run_pending (self, pending, close, open);
}

/* Asks what to do with unsaved work; returns TRUE when it asked. */
static gboolean
ask_unsaved (TerrEditorPage *self)
{
  GtkWidget *dialog;

  if (!terr_editor_page_get_modified (self))
    return FALSE;

  dialog = GTK_WIDGET (terr_save_changes_dialog_new (GTK_WIDGET (self), _("Save the Scenario?"),
                                                     _("The scenario being designed has changes that are not saved.")));
  g_signal_connect_object (dialog, "response", G_CALLBACK (confirm_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

static gboolean
start_design (TerrEditorPage *self,
              TerrGame       *game)
{
  if (ask_unsaved (self))
    {
      g_set_object (&self->pending_game, game);
      self->pending_close = FALSE;
      self->pending_open = FALSE;
      return FALSE;
    }
  set_design (self, game, NULL);
  return TRUE;
}

gboolean
terr_editor_page_supports_kind (TerrGameKind kind)
{
  return kind == TERR_GAME_HANGING_GARDENS || kind == TERR_GAME_ZIGGURAT
         || kind == TERR_GAME_GARDEN_PATHS;
}

gboolean
terr_editor_page_new_design (TerrEditorPage *self,
                             TerrGameKind    kind)
{
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), FALSE);

  if (kind == TERR_GAME_HANGING_GARDENS)
    game = terr_hg_game_new_empty (2, &error);
  else if (kind == TERR_GAME_ZIGGURAT)
    game = terr_zg_game_new_empty ();
  else if (kind == TERR_GAME_GARDEN_PATHS)
    {
      guint seats;

      /* The default board and piece set, nothing placed, no goal. */
      terr_game_kind_get_players (kind, NULL, NULL, &seats);
      game = terr_game_new (kind, seats, 1, &error);
    }
  if (game == NULL)
    {
      if (error != NULL)
        set_status (self, error->message);
      return FALSE;
    }
  return start_design (self, game);
}

gboolean
terr_editor_page_edit_position (TerrEditorPage *self,
                                TerrGame       *game)
{
  g_autoptr(TerrGame) copy = NULL;

  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), FALSE);
  g_return_val_if_fail (TERR_IS_GAME (game), FALSE);

  if (!terr_editor_page_supports_kind (terr_game_get_kind (game)))
    return FALSE;
  copy = terr_game_new_scenario (game);
  if (copy == NULL)
    return FALSE;
  return start_design (self, copy);
}

gboolean
terr_editor_page_open_file (TerrEditorPage *self,
                            GFile          *file,
                            GError        **error)
{
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(TerrGame) game = NULL;

  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  doc = terr_document_load_file (file, NULL, error);
  if (doc == NULL)
    return FALSE;
  /* A draft with problems opens too: the problems are listed. */
  game = terr_game_load_draft (doc, error);
  if (game == NULL)
    return FALSE;
  if (!terr_editor_page_supports_kind (terr_game_get_kind (game)))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("The editor cannot design %s scenarios yet"),
                   terr_game_kind_get_title (terr_game_get_kind (game)));
      return FALSE;
    }
  if (terr_game_get_n_moves (game) > 0)
    {
      /* A replay: its last position is what gets designed. */
      g_autoptr(TerrGame) scenario = terr_game_new_scenario (game);

      set_design (self, scenario, NULL);
      return TRUE;
    }
  set_design (self, game, file);
  return TRUE;
}

gboolean
terr_editor_page_save_to_file (TerrEditorPage *self,
                               GFile          *file,
                               GError        **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Only local files can be written"));
      return FALSE;
    }
  if (!terr_game_save_path (self->game, path, TERR_FILE_SCENARIO, error))
    return FALSE;
  g_set_object (&self->file, file);
  g_clear_pointer (&self->saved, g_bytes_unref);
  self->saved = current_bytes (self);
  update_file_label (self);
  return TRUE;
}

/* --- actions --- */

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (widget);

  if (self->game == NULL || self->test_game != NULL || self->solution_game != NULL
      || self->check_cancellable != NULL)
    return;
  if (g_str_equal (action_name, "editor.undo"))
    terr_game_undo_edit (self->game);
  else
    terr_game_redo_edit (self->game);
  set_status (self, NULL);
  update_all (self);
}

static GtkFileChooserNative *
make_chooser (TerrEditorPage       *self,
              const char           *title,
              GtkFileChooserAction  action,
              const char           *accept)
{
  GtkFileChooserNative *chooser = terr_file_chooser_new (GTK_WIDGET (self), title, action, accept, NULL);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (self->chooser);
  g_clear_object (&self->chooser);
  self->chooser = GTK_NATIVE_DIALOG (g_object_ref (chooser));
  return chooser;
}

static void
chooser_response_cb (GtkNativeDialog *chooser,
                     int              response,
                     TerrEditorPage  *self)
{
  gboolean saving = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser)) == GTK_FILE_CHOOSER_ACTION_SAVE;
  gboolean saved = FALSE;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autoptr(GError) error = NULL;

      if (file != NULL)
        {
          g_autofree char *basename = g_file_get_basename (file);
          g_autofree char *message = NULL;

          if (saving ? terr_editor_page_save_to_file (self, file, &error)
                     : terr_editor_page_open_file (self, file, &error))
            {
              message = g_strdup_printf (saving ? _("Saved “%s”") : _("Opened “%s”"), basename);
              saved = saving;
            }
          else
            message = g_strdup_printf (saving ? _("Could not save “%s”: %s") : _("Could not open “%s”: %s"),
                                       basename, error->message);
          set_status (self, message);
        }
    }
  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->chooser);

  /* The close, new design or open that asked to save first. */
  if (saving && self->pending_after_save)
    {
      g_autoptr(TerrGame) pending = g_steal_pointer (&self->pending_game);
      gboolean close = self->pending_close;
      gboolean open = self->pending_open;

      self->pending_close = FALSE;
      self->pending_open = FALSE;
      self->pending_after_save = FALSE;
      if (saved)
        run_pending (self, pending, close, open);
    }
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (widget);
  g_autoptr(GtkFileChooserNative) chooser = NULL;
  g_autofree char *name = NULL;

  if (self->game == NULL)
    return;
  chooser = make_chooser (self, _("Save the Scenario"), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"));
  name = self->file != NULL ? g_file_get_basename (self->file)
    : g_strdup_printf ("%s.terraces", terr_game_kind_to_string (terr_game_get_kind (self->game)));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_signal_connect (chooser, "response", G_CALLBACK (chooser_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return;
  if (self->file == NULL)
    {
      save_as_action (widget, "editor.save-as", NULL);
      return;
    }
  if (terr_editor_page_save_to_file (self, self->file, &error))
    {
      g_autofree char *basename = g_file_get_basename (self->file);
      g_autofree char *message = g_strdup_printf (_("Saved “%s”"), basename);

      set_status (self, message);
    }
  else
    set_status (self, error->message);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (widget);

  if (ask_unsaved (self))
    {
      g_clear_object (&self->pending_game);
      self->pending_close = FALSE;
      self->pending_open = TRUE;
      return;
    }
  show_open_chooser (self);
}

static void
show_open_chooser (TerrEditorPage *self)
{
  g_autoptr(GtkFileChooserNative) chooser = NULL;

  chooser = make_chooser (self, _("Open a Scenario to Edit"), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"));
  g_signal_connect (chooser, "response", G_CALLBACK (chooser_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
test_play_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (widget);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(GError) error = NULL;

  if (self->test_game != NULL)
    {
      /* Back to the design, which the test never touched. */
      terr_game_page_set_game (self->play_page, NULL);
      g_clear_object (&self->test_game);
      gtk_stack_set_visible_child_name (self->mode_stack, "edit");
      gtk_widget_grab_focus (GTK_WIDGET (self->board));
      update_actions (self);
      return;
    }
  if (self->game == NULL || self->solution_game != NULL || self->check_cancellable != NULL)
    return;
  if (terr_game_has_problems (self->game))
    {
      set_status (self, _("Mend the problems listed first: a position with problems cannot be played."));
      return;
    }

  /* The test game is read back from the scenario's bytes, as a player
   * opening the saved file would get it. */
  bytes = current_bytes (self);
  doc = terr_document_load_bytes (bytes, _("Test play"), &error);
  if (doc != NULL)
    self->test_game = terr_game_load_document (doc, &error);
  if (self->test_game == NULL)
    {
      set_status (self, error->message);
      return;
    }
  terr_game_page_set_game (self->play_page, self->test_game);
  gtk_stack_set_visible_child_name (self->mode_stack, "play");
  gtk_widget_grab_focus (GTK_WIDGET (self->play_page));
  update_actions (self);
}

/* --- checking the puzzle --- */

static void
check_progress_cb (double   fraction,
                   gpointer data)
{
  TerrEditorPage *self = data;

  gtk_progress_bar_set_fraction (self->check_progress, CLAMP (fraction, 0.0, 1.0));
}

static void
check_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr(TerrEditorPage) self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrCertificate) cert = terr_game_check_puzzle_finish (TERR_GAME (source), result, &error);

  /* A check of a design replaced since (set_design cancelled it). */
  if (TERR_GAME (source) != self->checked_game)
    return;
  self->checked_game = NULL;
  g_clear_object (&self->check_cancellable);
  if (cert == NULL || TERR_GAME (source) != self->game)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        set_status (self, _("The check was cancelled: nothing changed."));
      else if (error != NULL)
        {
          /* TRANSLATORS: why the solver could not check the puzzle */
          g_autofree char *message = g_strdup_printf (_("The puzzle could not be checked: %s"), error->message);
          set_status (self, message);
        }
      if (self->game != NULL)
        update_all (self);
      else
        update_actions (self);
      return;
    }

  /* The solution stays with the page (the file keeps only the verdict). */
  g_clear_pointer (&self->solution, g_ptr_array_unref);
  self->solution = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_move_unref);
  if (cert->solution != NULL)
    for (guint i = 0; i < cert->solution->len; i++)
      g_ptr_array_add (self->solution, terr_move_ref (cert->solution->pdata[i]));
  g_free (self->solution_hash);
  self->solution_hash = g_strdup (cert->hash);
  {
    g_autofree char *verdict = terr_certificate_describe (cert);

    set_status (self, verdict);
  }
  /* Emits "changed": the side panel shows the new certificate. */
  terr_game_set_certificate (self->game, cert);
  update_all (self);
  /* The panels made insensitive meanwhile may have held the focus. */
  if (gtk_widget_get_root (GTK_WIDGET (self)) != NULL
      && gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self))) == NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
check_puzzle_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (widget);

  if (self->game == NULL || self->check_cancellable != NULL || self->test_game != NULL
      || self->solution_game != NULL)
    return;
  if (!terr_game_get_goal (self->game, NULL))
    {
      set_status (self, _("A puzzle needs a goal: set one in Puzzle Goal."));
      return;
    }
  if (terr_game_has_problems (self->game))
    {
      set_status (self, _("Mend the problems listed first: a position with problems cannot be checked."));
      return;
    }
  self->check_cancellable = g_cancellable_new ();
  self->checked_game = self->game;
  gtk_progress_bar_set_fraction (self->check_progress, 0.0);
  set_status (self, NULL);
  /* The page lives until the check ends (the callback holds it). */
  terr_game_check_puzzle_async (self->game, 0, 0, self->check_cancellable,
                                check_progress_cb, self, check_done_cb, g_object_ref (self));
  update_certificate (self);
  update_actions (self);
}

static void
cancel_check_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (widget);

  if (self->check_cancellable != NULL)
    g_cancellable_cancel (self->check_cancellable);
}

/* --- stepping through the solution --- */

static void
update_solution_bar (TerrEditorPage *self)
{
  guint step = terr_game_get_position_index (self->solution_game);
  guint n = self->solution->len;
  g_autofree char *text = NULL;

  if (step == 0)
    text = g_strdup_printf (ngettext ("The solution: %u move from this position. Next shows it move by move.",
                                      "The solution: %u moves from this position. Next shows it move by move.", n), n);
  else
    {
      g_autofree char *move = terr_game_describe_node (self->solution_game,
                                                       terr_game_get_cursor (self->solution_game));

      if (step == n && terr_game_get_goal_status (self->solution_game) == TERR_GOAL_STATUS_REACHED)
        /* TRANSLATORS: the last move of a puzzle's solution, e.g. "Move 3 of 3: … The goal is reached." */
        text = g_strdup_printf (_("Move %u of %u: %s. The goal is reached."), step, n, move);
      else
        /* TRANSLATORS: a move of a puzzle's solution, e.g. "Move 1 of 3: Ann — terrace at (2, 3)" */
        text = g_strdup_printf (_("Move %u of %u: %s"), step, n, move);
    }
  gtk_label_set_text (self->solution_label, text);
}

static void
step_solution_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (widget);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(TerrGame) copy = NULL;
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || self->solution_game != NULL || !solution_is_current (self))
    return;

  /* The solution is played on a copy read back from the design's bytes. */
  bytes = current_bytes (self);
  doc = terr_document_load_bytes (bytes, _("Solution"), &error);
  if (doc != NULL)
    copy = terr_game_load_document (doc, &error);
  for (guint i = 0; copy != NULL && i < self->solution->len; i++)
    if (!terr_game_play (copy, self->solution->pdata[i], &error))
      g_clear_object (&copy);
  if (copy == NULL)
    {
      set_status (self, error != NULL ? error->message : _("The solution could not be played"));
      return;
    }
  terr_game_go_to (copy, 0);
  self->solution_game = g_steal_pointer (&copy);
  self->board_was_interactive = terr_board_get_interactive (self->board);
  terr_board_set_edit_mode (self->board, FALSE);
  terr_board_set_interactive (self->board, FALSE);
  terr_board_set_game (self->board, self->solution_game);
  gtk_widget_set_visible (self->solution_bar, TRUE);
  update_solution_bar (self);
  set_status (self, NULL);
  update_actions (self);
}

static void
solution_step_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (widget);
  guint step;

  if (self->solution_game == NULL)
    return;
  step = terr_game_get_position_index (self->solution_game);
  if (g_str_equal (action_name, "editor.solution-next") && step < self->solution->len)
    terr_game_go_to (self->solution_game, step + 1);
  else if (g_str_equal (action_name, "editor.solution-previous") && step > 0)
    terr_game_go_to (self->solution_game, step - 1);
  update_solution_bar (self);
  update_actions (self);
}

/* Back to the design, which stepping never touched. */
static void
leave_solution (TerrEditorPage *self)
{
  if (self->solution_game == NULL)
    return;
  terr_board_set_game (self->board, self->game);
  terr_board_set_edit_mode (self->board, TRUE);
  terr_board_set_interactive (self->board, self->board_was_interactive);
  g_clear_object (&self->solution_game);
  gtk_widget_set_visible (self->solution_bar, FALSE);
  update_actions (self);
}

static void
solution_done_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (widget);

  leave_solution (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* --- generating a puzzle --- */

static void
generated_cb (TerrGenerateDialog *dialog,
              TerrGame           *game,
              TerrEditorPage     *self)
{
  g_autofree char *text = NULL;

  /* A new design: unsaved work first asks. */
  if (start_design (self, game))
    {
      text = g_strdup_printf (_("Generated “%s”: adjust it, then save it."),
                              terr_game_get_title (game) != NULL ? terr_game_get_title (game) : "");
      set_status (self, text);
    }
}

static void
generate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  TerrGameKind kind = self->game != NULL ? terr_game_get_kind (self->game) : TERR_GAME_HANGING_GARDENS;

  if (self->generate_dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->generate_dialog));
      return;
    }
  self->generate_dialog = terr_generate_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, kind);
  g_object_add_weak_pointer (G_OBJECT (self->generate_dialog), (gpointer *) &self->generate_dialog);
  g_signal_connect_object (self->generate_dialog, "generated", G_CALLBACK (generated_cb), self, 0);
  gtk_window_present (GTK_WINDOW (self->generate_dialog));
}

/* --- the problem list --- */

void
terr_editor_page_select_problem (TerrEditorPage *self,
                                 guint           index)
{
  TerrProblem *problem;
  GtkWidget *focus = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (TERR_IS_EDITOR_PAGE (self));
  g_return_if_fail (self->problems != NULL && index < self->problems->len);

  problem = self->problems->pdata[index];
  switch (problem->place.kind)
    {
    case TERR_PLACE_SQUARE:
    case TERR_PLACE_TIER:
    case TERR_PLACE_GRID:
      terr_board_set_cursor (self->board, problem->place.x, problem->place.y);
      focus = GTK_WIDGET (self->board);
      break;
    case TERR_PLACE_SUPPLY:
      focus = self->supply_spin[CLAMP (problem->place.index, 0, 4)];
      break;
    case TERR_PLACE_SEATS:
      focus = self->to_move_spin != NULL ? self->to_move_spin : self->seats_spin;
      break;
    case TERR_PLACE_GOAL:
      focus = self->goal_switch;
      break;
    case TERR_PLACE_HAND:
      focus = self->hand_group;
      break;
    case TERR_PLACE_PILE:
      focus = self->pile_group;
      break;
    default:
      break;
    }
  if (focus != NULL)
    gtk_widget_grab_focus (focus);
  /* TRANSLATORS: the problem the cursor now shows */
  text = g_strdup_printf (_("Selected: %s"), problem->message);
  set_status (self, text);
}

static void
problem_activated_cb (GtkListBox     *list,
                      GtkListBoxRow  *row,
                      TerrEditorPage *self)
{
  terr_editor_page_select_problem (self, gtk_list_box_row_get_index (row));
}

/* --- closing the window with unsaved work --- */

static gboolean
close_request_cb (GtkWindow      *window,
                  TerrEditorPage *self)
{
  if (self->game == NULL || !terr_editor_page_get_modified (self))
    return FALSE;
  if (ask_unsaved (self))
    {
      g_clear_object (&self->pending_game);
      self->pending_close = TRUE;
      self->pending_open = FALSE;
      return TRUE;
    }
  return FALSE;
}

static void
terr_editor_page_root (GtkWidget *widget)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (widget);
  GtkRoot *root;

  GTK_WIDGET_CLASS (terr_editor_page_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    g_signal_connect_object (root, "close-request", G_CALLBACK (close_request_cb), self, 0);
}

static void
terr_editor_page_unroot (GtkWidget *widget)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);

  /* The check holds the page until it ends: end it now. */
  if (self->check_cancellable != NULL)
    g_cancellable_cancel (self->check_cancellable);
  if (self->generate_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->generate_dialog));

  if (root != NULL)
    g_signal_handlers_disconnect_by_func (root, close_request_cb, widget);
  GTK_WIDGET_CLASS (terr_editor_page_parent_class)->unroot (widget);
}

/* --- public getters --- */

TerrGame *
terr_editor_page_get_game (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  return self->game;
}

TerrBoard *
terr_editor_page_get_board (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  return self->board;
}

GFile *
terr_editor_page_get_file (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  return self->file;
}

gboolean
terr_editor_page_get_modified (TerrEditorPage *self)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), FALSE);

  if (self->game == NULL)
    return FALSE;
  if (self->saved == NULL)
    return TRUE;
  bytes = current_bytes (self);
  return !g_bytes_equal (bytes, self->saved);
}

guint
terr_editor_page_get_n_problems (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), 0);
  return self->problems != NULL ? self->problems->len : 0;
}

const char *
terr_editor_page_get_problem (TerrEditorPage *self,
                              guint           index)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  g_return_val_if_fail (self->problems != NULL && index < self->problems->len, NULL);
  return ((TerrProblem *) self->problems->pdata[index])->message;
}

const char *
terr_editor_page_get_status_text (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  return self->status;
}

TerrGame *
terr_editor_page_get_test_game (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  return self->test_game;
}

gboolean
terr_editor_page_is_checking (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), FALSE);
  return self->check_cancellable != NULL;
}

const char *
terr_editor_page_get_certificate_text (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->certificate_row));
}

guint
terr_editor_page_get_solution_length (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), 0);
  return solution_is_current (self) ? self->solution->len : 0;
}

TerrGame *
terr_editor_page_get_solution_game (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  return self->solution_game;
}

const char *
terr_editor_page_get_solution_text (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  return self->solution_game != NULL ? gtk_label_get_text (self->solution_label) : NULL;
}

GtkWidget *
terr_editor_page_get_generate_dialog (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  return self->generate_dialog;
}

GtkWidget *
terr_editor_page_new (void)
{
  return g_object_new (TERR_TYPE_EDITOR_PAGE, NULL);
}

/* --- GObject --- */

static void
terr_editor_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (object);

  switch (prop_id)
    {
    case PROP_TOOL:
      g_value_set_string (value, self->tool);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_editor_page_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (object);

  switch (prop_id)
    {
    case PROP_TOOL:
      set_tool (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_editor_page_dispose (GObject *object)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (self->chooser);
  g_clear_object (&self->chooser);
  if (self->check_cancellable != NULL)
    g_cancellable_cancel (self->check_cancellable);
  g_clear_object (&self->check_cancellable);
  self->checked_game = NULL;
  if (self->generate_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->generate_dialog));
  g_clear_object (&self->solution_game);
  g_clear_pointer (&self->solution, g_ptr_array_unref);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->test_game);
  g_clear_object (&self->pending_game);
  g_clear_object (&self->file);
  g_clear_pointer (&self->saved, g_bytes_unref);
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), TERR_TYPE_EDITOR_PAGE);

  G_OBJECT_CLASS (terr_editor_page_parent_class)->dispose (object);
}

static void
terr_editor_page_finalize (GObject *object)
{
  TerrEditorPage *self = TERR_EDITOR_PAGE (object);

  g_free (self->tool);
  g_free (self->status);
  g_free (self->lists_key);
  g_free (self->problems_key);
  g_free (self->solution_hash);
  g_free (self->current_hash);
  g_ptr_array_unref (self->list_rows);
  g_ptr_array_unref (self->hand_rows);
  g_ptr_array_unref (self->pile_rows);

  G_OBJECT_CLASS (terr_editor_page_parent_class)->finalize (object);
}

static void
terr_editor_page_class_init (TerrEditorPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = terr_editor_page_get_property;
  object_class->set_property = terr_editor_page_set_property;
  object_class->dispose = terr_editor_page_dispose;
  object_class->finalize = terr_editor_page_finalize;
  widget_class->root = terr_editor_page_root;
  widget_class->unroot = terr_editor_page_unroot;

  /* The palette's choice: "terrace", "support", "bed-suns", "gazebo-2",
   * "domino", "erase", … */
  properties[PROP_TOOL] =
    g_param_spec_string ("tool", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TERR_TYPE_BOARD);
  g_type_ensure (TERR_TYPE_GAME_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/terr-editor-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, mode_stack);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, board);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, file_label);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, side_box);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, problems_group);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, problems_list);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, palette_box);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, game_box);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, title_row);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, author_row);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, description_row);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, play_page);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, difficulty_row);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, palette_group);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, details_group);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, certificate_row);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, check_progress);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, solution_bar);
  gtk_widget_class_bind_template_child (widget_class, TerrEditorPage, solution_label);
  gtk_widget_class_bind_template_callback (widget_class, meta_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, difficulty_changed_cb);

  gtk_widget_class_install_property_action (widget_class, "editor.tool", "tool");
  gtk_widget_class_install_action (widget_class, "editor.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "editor.redo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "editor.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "editor.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "editor.test-play", NULL, test_play_action);
  gtk_widget_class_install_action (widget_class, "editor.check-puzzle", NULL, check_puzzle_action);
  gtk_widget_class_install_action (widget_class, "editor.cancel-check", NULL, cancel_check_action);
  gtk_widget_class_install_action (widget_class, "editor.step-solution", NULL, step_solution_action);
  gtk_widget_class_install_action (widget_class, "editor.solution-next", NULL, solution_step_action);
  gtk_widget_class_install_action (widget_class, "editor.solution-previous", NULL, solution_step_action);
  gtk_widget_class_install_action (widget_class, "editor.solution-done", NULL, solution_done_action);
  gtk_widget_class_install_action (widget_class, "editor.generate", NULL, generate_action);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "editor");
}

static void
terr_editor_page_init (TerrEditorPage *self)
{
  self->list_rows = g_ptr_array_new ();
  self->hand_rows = g_ptr_array_new ();
  self->pile_rows = g_ptr_array_new ();
  self->status = g_strdup ("");
  self->built_kind = TERR_GAME_NONE;

  gtk_widget_init_template (GTK_WIDGET (self));
  terr_board_set_edit_mode (self->board, TRUE);
  g_signal_connect_object (self->board, "square-activated", G_CALLBACK (square_activated_cb), self, 0);
  g_signal_connect_object (self->problems_list, "row-activated", G_CALLBACK (problem_activated_cb), self, 0);
  update_actions (self);
}
