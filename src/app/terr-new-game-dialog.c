/* terr-new-game-dialog.c — the New Game dialog.
 *
 * One row per seat: the player's name and who plays it (a person, or the
 * computer at one of the levels the game's class lists); who starts (at
 * random, or a chosen player: the players are seated so that the chosen
 * one has the seat that starts); the options of the game as its class
 * lists them (terr-game-option.h: a switch, a list of values, a number),
 * in groups after these.  Each player has a colour of the seat palette
 * (terr-seat-colors.h), no two the same: choosing one that another player
 * has swaps the two; the colour goes with the player to the seat they sit
 * in.  Start builds the game (terr_game_new_with_options) and emits
 * "start"; the window shows it.  The choices are kept in the settings
 * ("player-names", "player-levels", "player-counts", "seat-colors", and
 * each option's settings key) for the next game.  With a network account
 * (settings "net-address") a seat may be a "Remote Player": its row takes
 * the player's address, and Start emits "host" (the seed, the options and
 * the seats with their addresses) instead of "start".
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "terr-error.h"
#include "terr-new-game-dialog.h"
#include "terr-seat-colors.h"

#define MAX_SEATS 6

struct _TerrNewGameDialog
{
  AdwWindow parent_instance;

  AdwWindowTitle      *window_title;
  AdwPreferencesGroup *players_group;
  AdwComboRow         *count_row;
  AdwPreferencesGroup *seats_group;
  AdwPreferencesGroup *start_group;
  AdwComboRow         *starter_row;
  AdwPreferencesPage  *page;
  GtkButton           *start_button;

  TerrGameKind  kind;
  GSettings    *settings;
  guint         min_players;
  guint         max_players;
  guint         max_level;
  /* With a network account (settings "net-address"): its address, and
   * the entry of the seat drop-downs that makes a seat a remote player
   * (max_level + 1); else NULL and 0. */
  char         *net_address;
  guint         remote_entry;
  /* With a remote seat: after how long away a seat may go to the
   * computer (settings "net-away-limit"). */
  AdwComboRow  *away_row;
  /* One row per possible seat; the first n_players are shown. */
  AdwEntryRow  *name_rows[MAX_SEATS];
  GtkDropDown  *level_drops[MAX_SEATS];
  GtkDropDown  *color_drops[MAX_SEATS];
  /* Each row's palette colour, as last seen (to swap on a conflict). */
  guint         colors[MAX_SEATS];
  /* The colours by seat of the last game built (create_game). */
  guint         seat_colors[MAX_SEATS];
  gboolean      updating;
  /* The game's options (OptionRow*), in the class's order. */
  GPtrArray    *options;
};

/* An option of the game and the row that shows it. */
typedef struct {
  const TerrGameOption *option;
  GtkWidget            *row;
  GtkSwitch            *toggle;   /* a switch */
  GPtrArray            *values;   /* a choice: TerrGameOptionValue* */
} OptionRow;

static void
option_row_free (gpointer data)
{
  OptionRow *row = data;

  g_clear_pointer (&row->values, g_ptr_array_unref);
  g_free (row);
}

G_DEFINE_FINAL_TYPE (TerrNewGameDialog, terr_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  START,
  HOST,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* --- computer levels --- */

/* The levels the game's class lists (its AI refuses any other). */
guint
terr_new_game_dialog_get_max_level (TerrGameKind kind)
{
  return terr_game_kind_get_n_levels (kind);
}

static GListModel *
make_level_model (TerrGameKind kind,
                  gboolean     remote)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  guint n = terr_game_kind_get_n_levels (kind);

  gtk_string_list_append (list, C_("player", "Person"));
  for (guint level = 1; level <= n; level++)
    gtk_string_list_append (list, terr_game_kind_get_level_name (kind, level));
  if (remote)
    gtk_string_list_append (list, _("Remote Player"));
  return G_LIST_MODEL (list);
}

static gboolean
is_remote (TerrNewGameDialog *self,
           guint              index)
{
  return self->remote_entry > 0 && gtk_drop_down_get_selected (self->level_drops[index]) == self->remote_entry;
}

/* The limit for absent players, with a remote seat among those shown. */
static void
update_away_row (TerrNewGameDialog *self)
{
  if (self->away_row != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->away_row), terr_new_game_dialog_has_remote (self));
}

/* A remote seat's row asks for the player's address. */
static void
level_changed_cb (TerrNewGameDialog *self)
{
  for (guint i = 0; i < self->max_players && i < MAX_SEATS; i++)
    {
      g_autofree char *title = is_remote (self, i)
        /* TRANSLATORS: the title of a seat's row when a remote player sits there */
        ? g_strdup_printf (_("Address of Player %u"), i + 1)
        : g_strdup_printf (_("Player %u"), i + 1);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->name_rows[i]), title);
    }
  update_away_row (self);
}

/* The host's limit for absent players, in minutes (0: never). */
static const guint away_minutes[] = { 0, 2, 5, 10, 30 };

static void
build_away_row (TerrNewGameDialog *self)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  guint minutes = g_settings_get_uint (self->settings, "net-away-limit");
  guint selected = 0;

  gtk_string_list_append (list, _("Never"));
  for (guint i = 1; i < G_N_ELEMENTS (away_minutes); i++)
    {
      /* TRANSLATORS: how long a player may be away before the host may give their seat to the computer */
      g_autofree char *text = g_strdup_printf (ngettext ("%u minute away", "%u minutes away", away_minutes[i]),
                                               away_minutes[i]);

      gtk_string_list_append (list, text);
      if (away_minutes[i] <= minutes)
        selected = i;
    }
  self->away_row = ADW_COMBO_ROW (adw_combo_row_new ());
  gtk_widget_set_name (GTK_WIDGET (self->away_row), "away-limit");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->away_row), _("Absent Players"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->away_row),
                               _("Offer their seat to the computer after"));
  adw_combo_row_set_model (self->away_row, G_LIST_MODEL (list));
  adw_combo_row_set_selected (self->away_row, selected);
  gtk_widget_set_visible (GTK_WIDGET (self->away_row), FALSE);
  adw_preferences_group_add (self->seats_group, GTK_WIDGET (self->away_row));
}

/* --- the rows --- */

static guint
get_n_players (TerrNewGameDialog *self)
{
  return self->min_players + adw_combo_row_get_selected (self->count_row);
}

static char *
player_label (TerrNewGameDialog *self,
              guint              index)
{
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_rows[index]));

  if (name != NULL && *name)
    return g_strdup (name);
  /* TRANSLATORS: a player without a name, e.g. "Player 2" */
  return g_strdup_printf (_("Player %u"), index + 1);
}

static void
update_starter (TerrNewGameDialog *self)
{
  guint n = get_n_players (self);
  guint selected = adw_combo_row_get_selected (self->starter_row);
  GtkStringList *list = gtk_string_list_new (NULL);

  gtk_string_list_append (list, C_("who starts", "At random"));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *label = player_label (self, i);
      gtk_string_list_append (list, label);
    }
  self->updating = TRUE;
  adw_combo_row_set_model (self->starter_row, G_LIST_MODEL (list));
  adw_combo_row_set_selected (self->starter_row, selected <= n ? selected : 0);
  self->updating = FALSE;
  g_object_unref (list);
}

static void
update_seats (TerrNewGameDialog *self)
{
  guint n = get_n_players (self);

  for (guint i = 0; i < self->max_players && i < MAX_SEATS; i++)
    gtk_widget_set_visible (GTK_WIDGET (self->name_rows[i]), i < n);
  /* Who starts matters only with more than one player. */
  gtk_widget_set_visible (GTK_WIDGET (self->start_group), n > 1);
  update_away_row (self);
  update_starter (self);
}

static void
name_changed_cb (TerrNewGameDialog *self)
{
  if (!self->updating)
    update_starter (self);
}

static void
count_changed_cb (TerrNewGameDialog *self)
{
  if (!self->updating)
    update_seats (self);
}

/* --- colours --- */

/* A colour as a swatch, with its name in the list (@with_name) but not in
 * the button, which stays narrow (its tooltip names the colour). */
static void
color_item_setup_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *item,
                     gpointer                  with_name)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *swatch = gtk_image_new_from_icon_name ("media-record-symbolic");

  gtk_box_append (GTK_BOX (box), swatch);
  if (with_name != NULL)
    gtk_box_append (GTK_BOX (box), gtk_label_new (NULL));
  gtk_list_item_set_child (item, box);
}

static void
color_item_bind_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *item)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *swatch = gtk_widget_get_first_child (box);
  GtkWidget *label = gtk_widget_get_next_sibling (swatch);
  guint index = gtk_list_item_get_position (item);
  g_autofree char *css_class = g_strdup_printf ("palette-%u", index);

  for (guint i = 0; i < TERR_RENDER_N_SEAT_COLORS; i++)
    {
      g_autofree char *other = g_strdup_printf ("palette-%u", i);
      gtk_widget_remove_css_class (swatch, other);
    }
  gtk_widget_add_css_class (swatch, css_class);
  if (label != NULL)
    gtk_label_set_label (GTK_LABEL (label), terr_seat_colors_get_palette_name (index));
}

static GtkListItemFactory *
make_color_factory (gboolean with_name)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (color_item_setup_cb), GINT_TO_POINTER (with_name));
  g_signal_connect (factory, "bind", G_CALLBACK (color_item_bind_cb), NULL);
  return factory;
}

/* Row @index now has colour @color: a row that had it takes the row's old
 * colour, so no two players share one. */
static void
choose_color (TerrNewGameDialog *self,
              guint              index,
              guint              color)
{
  guint old = self->colors[index];

  if (color == old)
    return;
  self->colors[index] = color;
  for (guint j = 0; j < self->max_players && j < MAX_SEATS; j++)
    if (j != index && self->colors[j] == color)
      {
        gboolean was_updating = self->updating;

        self->colors[j] = old;
        self->updating = TRUE;
        gtk_drop_down_set_selected (self->color_drops[j], old);
        self->updating = was_updating;
      }
}

/* The button shows only the swatch: its tooltip names the colour. */
static void
name_color_cb (GtkDropDown *drop)
{
  guint index = gtk_drop_down_get_selected (drop);
  /* TRANSLATORS: the tooltip of a player's colour, e.g. "Colour: Sky Blue" */
  g_autofree char *text = g_strdup_printf (_("Colour: %s"),
                                           terr_seat_colors_get_palette_name (MIN (index, TERR_RENDER_N_SEAT_COLORS - 1)));

  gtk_widget_set_tooltip_text (GTK_WIDGET (drop), text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

static void
color_changed_cb (GtkDropDown       *drop,
                  GParamSpec        *pspec,
                  TerrNewGameDialog *self)
{
  if (self->updating)
    return;
  for (guint i = 0; i < self->max_players && i < MAX_SEATS; i++)
    if (self->color_drops[i] == drop)
      choose_color (self, i, gtk_drop_down_get_selected (drop));
}

/* Show @colors (one per row, repaired to be distinct) in the rows. */
static void
set_row_colors (TerrNewGameDialog *self,
                const guint       *colors)
{
  guint fixed[TERR_RENDER_N_SEAT_COLORS];
  gboolean was_updating = self->updating;

  for (guint i = 0; i < TERR_RENDER_N_SEAT_COLORS; i++)
    fixed[i] = colors[i];
  terr_seat_colors_repair (fixed, TERR_RENDER_N_SEAT_COLORS);
  self->updating = TRUE;
  for (guint i = 0; i < self->max_players && i < MAX_SEATS; i++)
    {
      self->colors[i] = fixed[i];
      gtk_drop_down_set_selected (self->color_drops[i], fixed[i]);
    }
  self->updating = was_updating;
}

static void entry_changed_cb (GtkWidget *row);

static void
build_seat_rows (TerrNewGameDialog *self)
{
  g_autoptr(GListModel) levels = make_level_model (self->kind, self->remote_entry > 0);
  g_autoptr(GtkStringList) colors = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = make_color_factory (FALSE);
  g_autoptr(GtkListItemFactory) list_factory = make_color_factory (TRUE);

  for (guint i = 0; i < TERR_RENDER_N_SEAT_COLORS; i++)
    gtk_string_list_append (colors, terr_seat_colors_get_palette_name (i));

  for (guint i = 0; i < self->max_players && i < MAX_SEATS; i++)
    {
      AdwEntryRow *row = ADW_ENTRY_ROW (adw_entry_row_new ());
      GtkWidget *drop = gtk_drop_down_new (g_object_ref (levels), NULL);
      g_autofree char *title = g_strdup_printf (_("Player %u"), i + 1);
      g_autofree char *drop_label = g_strdup_printf (_("Who plays for player %u"), i + 1);
      GtkWidget *color = gtk_drop_down_new (g_object_ref (G_LIST_MODEL (colors)), NULL);
      g_autofree char *color_label = g_strdup_printf (_("Colour of player %u"), i + 1);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      /* Enter after typing a name starts the game, as anywhere else. */
      adw_entry_row_set_activates_default (row, TRUE);
      gtk_drop_down_set_factory (GTK_DROP_DOWN (color), factory);
      gtk_drop_down_set_list_factory (GTK_DROP_DOWN (color), list_factory);
      gtk_widget_set_valign (color, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (color),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, color_label, -1);
      /* Only a game with several players needs colours apart. */
      gtk_widget_set_visible (color, self->max_players > 1);
      adw_entry_row_add_suffix (row, color);
      self->colors[i] = i;
      gtk_drop_down_set_selected (GTK_DROP_DOWN (color), i);
      name_color_cb (GTK_DROP_DOWN (color));
      g_signal_connect (color, "notify::selected", G_CALLBACK (name_color_cb), NULL);
      g_signal_connect_object (color, "notify::selected", G_CALLBACK (color_changed_cb), self, 0);
      self->color_drops[i] = GTK_DROP_DOWN (color);
      gtk_widget_set_valign (drop, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (drop, _("A person, or the computer at a level"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (drop),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, drop_label, -1);
      adw_entry_row_add_suffix (row, drop);
      adw_preferences_group_add (self->seats_group, GTK_WIDGET (row));
      g_signal_connect_object (row, "changed", G_CALLBACK (name_changed_cb), self, G_CONNECT_SWAPPED);
      /* A remote player's address that was refused is one no more. */
      g_signal_connect (row, "changed", G_CALLBACK (entry_changed_cb), NULL);
      self->name_rows[i] = row;
      self->level_drops[i] = GTK_DROP_DOWN (drop);
      g_signal_connect_object (drop, "notify::selected", G_CALLBACK (level_changed_cb), self, G_CONNECT_SWAPPED);
    }
}

/* --- the game's options --- */

static void
entry_changed_cb (GtkWidget *row)
{
  gtk_widget_remove_css_class (row, "error");
  gtk_widget_set_tooltip_text (row, NULL);
}

/* A row per option of the game's class, in groups by the options' group
 * titles, after the players. */
static void
build_option_rows (TerrNewGameDialog *self)
{
  guint n;
  const TerrGameOption *options = terr_game_kind_list_options (self->kind, &n);
  AdwPreferencesGroup *group = NULL;
  const char *group_title = NULL;

  for (guint i = 0; i < n; i++)
    {
      const TerrGameOption *option = &options[i];
      OptionRow *row = g_new0 (OptionRow, 1);

      if (group == NULL || g_strcmp0 (group_title, option->group) != 0)
        {
          group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
          group_title = option->group;
          if (option->group != NULL)
            adw_preferences_group_set_title (group, _(option->group));
          adw_preferences_page_add (self->page, group);
        }
      row->option = option;
      switch (option->type)
        {
        case TERR_OPTION_SWITCH:
          row->row = adw_action_row_new ();
          row->toggle = GTK_SWITCH (gtk_switch_new ());
          gtk_widget_set_valign (GTK_WIDGET (row->toggle), GTK_ALIGN_CENTER);
          gtk_switch_set_active (row->toggle, option->default_on);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row->row), GTK_WIDGET (row->toggle));
          adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row->row), GTK_WIDGET (row->toggle));
          break;
        case TERR_OPTION_CHOICE:
          {
            g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);

            row->row = adw_combo_row_new ();
            row->values = terr_game_kind_list_option_values (self->kind, option->id);
            for (guint v = 0; v < row->values->len; v++)
              gtk_string_list_append (labels, ((TerrGameOptionValue *) g_ptr_array_index (row->values, v))->label);
            adw_combo_row_set_model (ADW_COMBO_ROW (row->row), G_LIST_MODEL (labels));
          }
          break;
        case TERR_OPTION_NUMBER:
        default:
          row->row = adw_entry_row_new ();
          g_object_set (row->row, "input-purpose", GTK_INPUT_PURPOSE_DIGITS, NULL);
          g_signal_connect (row->row, "changed", G_CALLBACK (entry_changed_cb), NULL);
          break;
        }
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->row), _(option->title));
      adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row->row), TRUE);
      if (option->subtitle != NULL && ADW_IS_ACTION_ROW (row->row))
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row->row), _(option->subtitle));
      adw_preferences_group_add (group, row->row);
      g_ptr_array_add (self->options, row);
    }
}

static OptionRow *
find_option (TerrNewGameDialog *self,
             const char        *id)
{
  for (guint i = 0; i < self->options->len; i++)
    {
      OptionRow *row = g_ptr_array_index (self->options, i);

      if (g_str_equal (row->option->id, id))
        return row;
    }
  return NULL;
}

/* The choice's value @id, when the list has it (else nothing changes). */
static void
select_value (OptionRow  *row,
              const char *id)
{
  for (guint v = 0; v < row->values->len; v++)
    if (g_strcmp0 (((TerrGameOptionValue *) g_ptr_array_index (row->values, v))->id, id) == 0)
      adw_combo_row_set_selected (ADW_COMBO_ROW (row->row), v);
}

static const char *
selected_value (OptionRow *row)
{
  guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (row->row));

  if (row->values->len == 0)
    return NULL;
  return ((TerrGameOptionValue *) g_ptr_array_index (row->values, selected < row->values->len ? selected : 0))->id;
}

/* The options that have a settings key: shown as last kept (@save FALSE)
 * or kept as shown (@save TRUE). */
static void
sync_options (TerrNewGameDialog *self,
              gboolean           save)
{
  for (guint i = 0; i < self->options->len; i++)
    {
      OptionRow *row = g_ptr_array_index (self->options, i);
      const char *key = row->option->settings_key;

      if (key == NULL)
        continue;
      if (row->toggle != NULL && save)
        g_settings_set_boolean (self->settings, key, gtk_switch_get_active (row->toggle));
      else if (row->toggle != NULL)
        gtk_switch_set_active (row->toggle, g_settings_get_boolean (self->settings, key));
      else if (row->values != NULL && save && selected_value (row) != NULL)
        g_settings_set_string (self->settings, key, selected_value (row));
      else if (row->values != NULL && !save)
        {
          g_autofree char *id = g_settings_get_string (self->settings, key);
          select_value (row, id);
        }
    }
}

/* The options as chosen (a{sv}, a new reference), or NULL with @error
 * (and the row at fault in @bad) when a number is none. */
static GVariant *
collect_options (TerrNewGameDialog *self,
                 GtkWidget        **bad,
                 GError           **error)
{
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);

  for (guint i = 0; i < self->options->len; i++)
    {
      OptionRow *row = g_ptr_array_index (self->options, i);
      const char *id = row->option->id;

      switch (row->option->type)
        {
        case TERR_OPTION_SWITCH:
          g_variant_builder_add (&builder, "{sv}", id, g_variant_new_boolean (gtk_switch_get_active (row->toggle)));
          break;
        case TERR_OPTION_CHOICE:
          if (selected_value (row) != NULL)
            g_variant_builder_add (&builder, "{sv}", id, g_variant_new_string (selected_value (row)));
          break;
        case TERR_OPTION_NUMBER:
        default:
          {
            g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row->row))));
            guint64 number;

            /* Empty: none (a random deal). */
            if (*text == '\0')
              break;
            if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, &number, NULL))
              {
                g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                                     row->option->invalid != NULL ? _(row->option->invalid) : _(row->option->title));
                if (bad != NULL)
                  *bad = row->row;
                return NULL;
              }
            g_variant_builder_add (&builder, "{sv}", id, g_variant_new_uint64 (number));
          }
          break;
        }
    }
  return g_variant_ref_sink (g_variant_builder_end (&builder));
}

/* --- settings --- */

static void
load_settings (TerrNewGameDialog *self)
{
  g_auto(GStrv) names = NULL;
  g_autoptr(GVariant) levels = NULL;
  g_autoptr(GVariant) counts = NULL;
  const char *kind_name = terr_game_kind_to_string (self->kind);
  guint n = 0;
  gint32 count = 0;
  gsize n_levels = 0;
  const gint32 *level_values = NULL;

  terr_game_kind_get_players (self->kind, NULL, NULL, &n);
  /* Without settings: you against the computer. */
  for (guint i = 0; i < self->max_players && i < MAX_SEATS; i++)
    gtk_drop_down_set_selected (self->level_drops[i], i == 0 && self->max_players > 1 ? 0 : 1);

  if (self->settings != NULL)
    {
      names = g_settings_get_strv (self->settings, "player-names");
      levels = g_settings_get_value (self->settings, "player-levels");
      level_values = g_variant_get_fixed_array (levels, &n_levels, sizeof (gint32));
      counts = g_settings_get_value (self->settings, "player-counts");
      if (g_variant_lookup (counts, kind_name, "i", &count))
        n = (guint) count;
      {
        g_autoptr(GVariant) colors = g_settings_get_value (self->settings, "seat-colors");
        gsize n_colors = 0;
        const gint32 *color_values = g_variant_get_fixed_array (colors, &n_colors, sizeof (gint32));
        guint rows[TERR_RENDER_N_SEAT_COLORS];

        for (guint i = 0; i < TERR_RENDER_N_SEAT_COLORS; i++)
          rows[i] = i < n_colors && color_values[i] >= 0 ? (guint) color_values[i] : G_MAXUINT;
        set_row_colors (self, rows);
      }
      sync_options (self, FALSE);
    }
  else
    {
      guint rows[TERR_RENDER_N_SEAT_COLORS];

      /* Without settings: the colours the program shows now. */
      for (guint i = 0; i < TERR_RENDER_N_SEAT_COLORS; i++)
        rows[i] = terr_seat_colors_get_index (terr_seat_colors_get_default (), (int) i + 1);
      set_row_colors (self, rows);
    }

  for (guint i = 0; i < self->max_players && i < MAX_SEATS; i++)
    {
      if (names != NULL && i < g_strv_length (names))
        gtk_editable_set_text (GTK_EDITABLE (self->name_rows[i]), names[i]);
      if (i < n_levels)
        gtk_drop_down_set_selected (self->level_drops[i], MIN ((guint) level_values[i],
                                                               MAX (self->max_level, self->remote_entry)));
    }
  /* A solitaire is yours unless you ask the computer to play it. */
  if (self->max_players == 1)
    gtk_drop_down_set_selected (self->level_drops[0], 0);

  n = CLAMP (n, self->min_players, self->max_players);
  adw_combo_row_set_selected (self->count_row, n - self->min_players);
}

static void
save_settings (TerrNewGameDialog *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;
  g_autoptr(GVariant) old_counts = NULL;
  GVariantBuilder levels, counts;
  GVariantIter iter;
  const char *key;
  gint32 value;

  if (self->settings == NULL)
    return;

  /* Names and levels of the seats this dialog shows; the others stay. */
  {
    g_auto(GStrv) old_names = g_settings_get_strv (self->settings, "player-names");
    g_autoptr(GVariant) old_levels = g_settings_get_value (self->settings, "player-levels");
    gsize n_old = 0;
    const gint32 *old = g_variant_get_fixed_array (old_levels, &n_old, sizeof (gint32));

    g_variant_builder_init (&levels, G_VARIANT_TYPE ("ai"));
    for (guint i = 0; i < MAX_SEATS; i++)
      {
        if (i < self->max_players)
          {
            g_strv_builder_add (builder, gtk_editable_get_text (GTK_EDITABLE (self->name_rows[i])));
            /* A solitaire seat's choice is not every game's. */
            if (self->max_players > 1)
              g_variant_builder_add (&levels, "i", (gint32) gtk_drop_down_get_selected (self->level_drops[i]));
            else
              g_variant_builder_add (&levels, "i", i < n_old ? old[i] : (i == 0 ? 0 : 1));
          }
        else
          {
            g_strv_builder_add (builder, i < g_strv_length (old_names) ? old_names[i] : "");
            g_variant_builder_add (&levels, "i", i < n_old ? old[i] : 1);
          }
      }
  }
  names = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "player-names", (const char * const *) names);
  g_settings_set_value (self->settings, "player-levels", g_variant_builder_end (&levels));

  old_counts = g_settings_get_value (self->settings, "player-counts");
  g_variant_builder_init (&counts, G_VARIANT_TYPE ("a{si}"));
  g_variant_iter_init (&iter, old_counts);
  while (g_variant_iter_next (&iter, "{&si}", &key, &value))
    if (g_strcmp0 (key, terr_game_kind_to_string (self->kind)) != 0)
      g_variant_builder_add (&counts, "{si}", key, value);
  g_variant_builder_add (&counts, "{si}", terr_game_kind_to_string (self->kind),
                         (gint32) get_n_players (self));
  g_settings_set_value (self->settings, "player-counts", g_variant_builder_end (&counts));

  sync_options (self, TRUE);

  {
    GVariantBuilder colors;

    g_variant_builder_init (&colors, G_VARIANT_TYPE ("ai"));
    for (guint i = 0; i < MAX_SEATS; i++)
      g_variant_builder_add (&colors, "i", (gint32) self->seat_colors[i]);
    g_settings_set_value (self->settings, "seat-colors", g_variant_builder_end (&colors));
  }
}

/* The colours by seat once the players sit in @seats (seats[i]: the seat of
 * row i, for the first @n rows): each player's colour goes with them, the
 * seats without a player keep their colours where free. */
static void
fill_seat_colors (TerrNewGameDialog *self,
                  const int         *seats,
                  guint              n)
{
  guint out[MAX_SEATS];

  for (guint s = 0; s < MAX_SEATS; s++)
    out[s] = G_MAXUINT;
  for (guint i = 0; i < n; i++)
    out[seats[i] - 1] = self->colors[i];
  /* The rows beyond the game's players, in order, then what the program
   * had. */
  for (guint i = n, s = 0; i < self->max_players && i < MAX_SEATS; i++)
    {
      while (s < MAX_SEATS && out[s] != G_MAXUINT)
        s++;
      if (s < MAX_SEATS)
        out[s] = self->colors[i];
    }
  for (guint s = 0; s < MAX_SEATS; s++)
    if (out[s] == G_MAXUINT)
      out[s] = terr_seat_colors_get_index (terr_seat_colors_get_default (), (int) s + 1);
  terr_seat_colors_repair (out, MAX_SEATS);
  memcpy (self->seat_colors, out, sizeof out);
}

/* --- the game --- */

/* The game with @seed; @seat_of (may be NULL) gets each row's seat. */
static TerrGame *
create_game (TerrNewGameDialog *self,
             guint64            seed,
             int               *seat_of,
             GError           **error)
{
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GVariant) options = NULL;
  guint n, starter;
  int first;

  n = get_n_players (self);
  options = collect_options (self, NULL, error);
  if (options == NULL)
    return NULL;
  game = terr_game_new_with_options (self->kind, n, seed, options, error);
  if (game == NULL)
    return NULL;

  /* The chosen player sits in the seat that starts; the others follow in
   * the dialog's order. */
  starter = n > 1 ? adw_combo_row_get_selected (self->starter_row) : 0;
  first = MAX (terr_game_get_seat_to_move (game), 1);
  {
    int seats[MAX_SEATS];

    for (guint i = 0; i < n; i++)
      {
        g_autofree char *name = player_label (self, i);
        guint level = is_remote (self, i) ? 0 : gtk_drop_down_get_selected (self->level_drops[i]);
        int seat = starter == 0 ? (int) i + 1
                                : (int) ((i + n - (starter - 1) + (guint) first - 1) % n) + 1;

        terr_game_set_player (game, seat, name, level > 0, (int) level);
        seats[i] = seat;
        if (seat_of != NULL)
          seat_of[i] = seat;
      }
    fill_seat_colors (self, seats, MIN (n, MAX_SEATS));
  }
  return g_steal_pointer (&game);
}

TerrGame *
terr_new_game_dialog_create_game (TerrNewGameDialog *self,
                                  GError           **error)
{
  g_return_val_if_fail (TERR_IS_NEW_GAME_DIALOG (self), NULL);

  return create_game (self, ((guint64) g_random_int () << 32) | g_random_int (), NULL, error);
}

GtkWidget *
terr_new_game_dialog_get_seat_row (TerrNewGameDialog *self,
                                   guint              index)
{
  g_return_val_if_fail (TERR_IS_NEW_GAME_DIALOG (self), NULL);
  g_return_val_if_fail (index < self->max_players, NULL);

  return GTK_WIDGET (self->name_rows[index]);
}

gboolean
terr_new_game_dialog_has_remote (TerrNewGameDialog *self)
{
  g_return_val_if_fail (TERR_IS_NEW_GAME_DIALOG (self), FALSE);

  for (guint i = 0; i < get_n_players (self); i++)
    if (is_remote (self, i))
      return TRUE;
  return FALSE;
}

/* A network game: the seats "a(isu)" (seat, the address that plays it, 0
 * or the computer's level), or NULL with the row at fault in @bad. */
static GVariant *
collect_net_seats (TerrNewGameDialog *self,
                   const int         *seat_of,
                   GtkWidget        **bad)
{
  GVariantBuilder seats;

  g_variant_builder_init (&seats, G_VARIANT_TYPE ("a(isu)"));
  for (guint i = 0; i < get_n_players (self); i++)
    {
      const char *text = gtk_editable_get_text (GTK_EDITABLE (self->name_rows[i]));
      g_autofree char *address = g_strstrip (g_strdup (text));
      const char *at = strchr (address, '@');

      if (!is_remote (self, i))
        {
          g_variant_builder_add (&seats, "(isu)", seat_of[i], self->net_address,
                                 gtk_drop_down_get_selected (self->level_drops[i]));
          continue;
        }
      if (at == NULL || at == address || at[1] == '\0' || strpbrk (address, " /") != NULL)
        {
          g_variant_builder_clear (&seats);
          *bad = GTK_WIDGET (self->name_rows[i]);
          return NULL;
        }
      g_variant_builder_add (&seats, "(isu)", seat_of[i], address, 0u);
    }
  return g_variant_ref_sink (g_variant_builder_end (&seats));
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TerrNewGameDialog *self = TERR_NEW_GAME_DIALOG (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = NULL;
  GtkWidget *bad = NULL;
  g_autoptr(GVariant) options = collect_options (self, &bad, &error);

  guint64 seed = ((guint64) g_random_int () << 32) | g_random_int ();
  int seat_of[MAX_SEATS] = { 0 };
  g_autoptr(GVariant) net_seats = NULL;

  if (options != NULL)
    game = create_game (self, seed, seat_of, &error);
  if (game != NULL && terr_new_game_dialog_has_remote (self))
    {
      net_seats = collect_net_seats (self, seat_of, &bad);
      if (net_seats == NULL)
        {
          g_clear_object (&game);
          g_set_error_literal (&error, TERR_ERROR, TERR_ERROR_INVALID,
                               _("A remote player’s address is name@server."));
        }
    }
  if (game == NULL)
    {
      /* The row at fault says why (a number that is none). */
      if (bad != NULL)
        {
          gtk_widget_add_css_class (bad, "error");
          gtk_widget_set_tooltip_text (bad, error->message);
        }
      gtk_widget_error_bell (widget);
      return;
    }
  save_settings (self);
  terr_seat_colors_set_indices (terr_seat_colors_get_default (), self->seat_colors, MAX_SEATS);
  if (net_seats != NULL && self->away_row != NULL)
    g_settings_set_uint (self->settings, "net-away-limit",
                         away_minutes[MIN (adw_combo_row_get_selected (self->away_row), G_N_ELEMENTS (away_minutes) - 1)]);
  if (net_seats != NULL)
    g_signal_emit (self, signals[HOST], 0, seed, options, net_seats);
  else
    g_signal_emit (self, signals[START], 0, game);
  gtk_window_destroy (GTK_WINDOW (self));
}


/* --- public API --- */

TerrNewGameDialog *
terr_new_game_dialog_new (GtkWindow    *parent,
                          TerrGameKind  kind,
                          GSettings    *settings)
{
  TerrNewGameDialog *self = g_object_new (TERR_TYPE_NEW_GAME_DIALOG,
                                          "transient-for", parent, NULL);
  g_autoptr(GtkStringList) counts = gtk_string_list_new (NULL);
  /* TRANSLATORS: the title of the New Game dialog, e.g. "New Game of Ziggurat" */
  g_autofree char *title = g_strdup_printf (_("New Game of %s"), terr_game_kind_get_title (kind));

  self->kind = kind;
  if (settings != NULL)
    self->settings = g_object_ref (settings);
  terr_game_kind_get_players (kind, &self->min_players, &self->max_players, NULL);
  self->max_players = MIN (self->max_players, MAX_SEATS);
  self->max_level = terr_new_game_dialog_get_max_level (kind);
#ifdef TERR_HAVE_NETWORK
  if (settings != NULL && self->max_players > 1)
    {
      g_autoptr(GSettingsSchema) schema = NULL;

      g_object_get (settings, "settings-schema", &schema, NULL);
      if (g_settings_schema_has_key (schema, "net-address"))
        self->net_address = g_settings_get_string (settings, "net-address");
      if (self->net_address != NULL && *self->net_address == '\0')
        g_clear_pointer (&self->net_address, g_free);
      if (self->net_address != NULL)
        self->remote_entry = self->max_level + 1;
    }
#endif

  adw_window_title_set_title (self->window_title, title);
  gtk_window_set_title (GTK_WINDOW (self), title);

  for (guint n = self->min_players; n <= self->max_players; n++)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("%u player", "%u players", n), n);
      gtk_string_list_append (counts, text);
    }
  self->updating = TRUE;
  adw_combo_row_set_model (self->count_row, G_LIST_MODEL (counts));
  self->updating = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->count_row), self->max_players > self->min_players);
  /* A solitaire has no number of players to choose: its one seat heads
   * the page. */
  if (self->max_players <= 1)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->players_group), FALSE);
      adw_preferences_group_set_title (self->seats_group, _("Player"));
      adw_preferences_group_set_description (self->seats_group,
                                             _("A solitaire: play it yourself, or watch the computer play"));
    }

  build_seat_rows (self);
  if (self->remote_entry > 0)
    build_away_row (self);
  build_option_rows (self);
  self->updating = TRUE;
  load_settings (self);
  self->updating = FALSE;
  update_seats (self);
  return self;
}

TerrGameKind
terr_new_game_dialog_get_kind (TerrNewGameDialog *self)
{
  g_return_val_if_fail (TERR_IS_NEW_GAME_DIALOG (self), 0);

  return self->kind;
}

void
terr_new_game_dialog_set_n_players (TerrNewGameDialog *self,
                                    guint              n_players)
{
  g_return_if_fail (TERR_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (n_players >= self->min_players && n_players <= self->max_players);

  adw_combo_row_set_selected (self->count_row, n_players - self->min_players);
}

guint
terr_new_game_dialog_get_n_players (TerrNewGameDialog *self)
{
  g_return_val_if_fail (TERR_IS_NEW_GAME_DIALOG (self), 0);

  return get_n_players (self);
}

void
terr_new_game_dialog_set_seat (TerrNewGameDialog *self,
                               guint              index,
                               const char        *name,
                               guint              level)
{
  g_return_if_fail (TERR_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (index < self->max_players);

  gtk_editable_set_text (GTK_EDITABLE (self->name_rows[index]), name != NULL ? name : "");
  gtk_drop_down_set_selected (self->level_drops[index], MIN (level, MAX (self->max_level, self->remote_entry)));
}

void
terr_new_game_dialog_set_starter (TerrNewGameDialog *self,
                                  guint              starter)
{
  g_return_if_fail (TERR_IS_NEW_GAME_DIALOG (self));

  adw_combo_row_set_selected (self->starter_row, starter);
}

void
terr_new_game_dialog_set_seat_color (TerrNewGameDialog *self,
                                     guint              index,
                                     guint              color)
{
  g_return_if_fail (TERR_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (index < self->max_players);
  g_return_if_fail (color < TERR_RENDER_N_SEAT_COLORS);

  gtk_drop_down_set_selected (self->color_drops[index], color);
}

guint
terr_new_game_dialog_get_seat_color (TerrNewGameDialog *self,
                                     guint              index)
{
  g_return_val_if_fail (TERR_IS_NEW_GAME_DIALOG (self), 0);
  g_return_val_if_fail (index < self->max_players, 0);

  return gtk_drop_down_get_selected (self->color_drops[index]);
}

void
terr_new_game_dialog_set_option (TerrNewGameDialog *self,
                                 const char        *id,
                                 GVariant          *value)
{
  g_autoptr(GVariant) sunk = NULL;
  OptionRow *row;

  g_return_if_fail (TERR_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (value != NULL);

  sunk = g_variant_ref_sink (value);
  row = find_option (self, id);
  g_return_if_fail (row != NULL);

  if (row->toggle != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_BOOLEAN))
    gtk_switch_set_active (row->toggle, g_variant_get_boolean (value));
  else if (row->values != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
    select_value (row, g_variant_get_string (value, NULL));
  else if (ADW_IS_ENTRY_ROW (row->row) && g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
    gtk_editable_set_text (GTK_EDITABLE (row->row), g_variant_get_string (value, NULL));
  else
    g_return_if_reached ();
}

GVariant *
terr_new_game_dialog_get_option (TerrNewGameDialog *self,
                                 const char        *id)
{
  OptionRow *row;

  g_return_val_if_fail (TERR_IS_NEW_GAME_DIALOG (self), NULL);

  row = find_option (self, id);
  if (row == NULL)
    return NULL;
  if (row->toggle != NULL)
    return g_variant_ref_sink (g_variant_new_boolean (gtk_switch_get_active (row->toggle)));
  if (row->values != NULL)
    return selected_value (row) != NULL ? g_variant_ref_sink (g_variant_new_string (selected_value (row))) : NULL;
  return g_variant_ref_sink (g_variant_new_string (gtk_editable_get_text (GTK_EDITABLE (row->row))));
}

GtkWidget *
terr_new_game_dialog_get_option_row (TerrNewGameDialog *self,
                                     const char        *id)
{
  OptionRow *row;

  g_return_val_if_fail (TERR_IS_NEW_GAME_DIALOG (self), NULL);

  row = find_option (self, id);
  return row != NULL ? row->row : NULL;
}

/* --- GObject --- */

static void
terr_new_game_dialog_dispose (GObject *object)
{
  TerrNewGameDialog *self = TERR_NEW_GAME_DIALOG (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->options, g_ptr_array_unref);
  g_clear_pointer (&self->net_address, g_free);

  G_OBJECT_CLASS (terr_new_game_dialog_parent_class)->dispose (object);
}

static void
terr_new_game_dialog_class_init (TerrNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = terr_new_game_dialog_dispose;

  /* start (TerrGame *game): Start was pressed; the dialog then closes. */
  signals[START] =
    g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, TERR_TYPE_GAME);
  /* host (guint64 seed, GVariant *options, GVariant *seats "a(isu)"):
   * Start was pressed with a remote player; the game is to be hosted. */
  signals[HOST] =
    g_signal_new ("host", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_UINT64, G_TYPE_VARIANT, G_TYPE_VARIANT);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/terr-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TerrNewGameDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, TerrNewGameDialog, players_group);
  gtk_widget_class_bind_template_child (widget_class, TerrNewGameDialog, count_row);
  gtk_widget_class_bind_template_child (widget_class, TerrNewGameDialog, seats_group);
  gtk_widget_class_bind_template_child (widget_class, TerrNewGameDialog, start_group);
  gtk_widget_class_bind_template_child (widget_class, TerrNewGameDialog, starter_row);
  gtk_widget_class_bind_template_child (widget_class, TerrNewGameDialog, page);
  gtk_widget_class_bind_template_child (widget_class, TerrNewGameDialog, start_button);

  gtk_widget_class_install_action (widget_class, "new-game.start", NULL, start_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
terr_new_game_dialog_init (TerrNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Enter starts the game: Start is the default and has the focus when the
   * dialog opens (not Cancel, the first button of the header). */
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->start_button));
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->start_button));

  g_signal_connect_object (self->count_row, "notify::selected", G_CALLBACK (count_changed_cb), self, G_CONNECT_SWAPPED);
  self->options = g_ptr_array_new_with_free_func (option_row_free);
}
