/* terr-start-page.c — the start page (see terr-start-page.h).
 *
 * A card per game (picture, players, pitch, New Game), the game to
 * continue, the puzzle collection, the recent files bound to the
 * session's list, and the bundled scenarios.  Every row and button is a
 * window action (win.choose-new-game, win.resume, win.open-recent, …).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-editor-page.h"
#include "terr-games.h"
#include "terr-preview.h"
#include "terr-puzzle.h"
#include "terr-widgets.h"
#include "terr-start-page.h"

struct _TerrStartPage
{
  GtkWidget            parent_instance;

  GtkWidget           *scroller;
  GtkFlowBox          *games_box;
  GtkWidget           *resume_section;
  AdwActionRow        *resume_row;
  TerrPuzzleList      *puzzle_list;
  GtkWidget           *recent_section;
  GtkListBox          *recent_list;
  GtkWidget           *scenarios_section;
  AdwPreferencesGroup *scenarios_group;

  TerrSession         *session;
  TerrGame            *resume_game;
  gboolean             net_resumable;
  guint                n_scenarios;
};

G_DEFINE_FINAL_TYPE (TerrStartPage, terr_start_page, GTK_TYPE_WIDGET)

/* A flat icon button at the end of @row running @action (@target). */
static void
add_row_button (GtkWidget  *row,
                const char *icon_name,
                const char *label,
                const char *action,
                const char *target)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon_name);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", target);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
}

/* --- the games --- */

static GtkWidget *
make_game_card (TerrGameKind kind)
{
  GtkWidget *card, *box, *preview, *label, *button;
  g_autofree char *players = NULL;
  guint min_seats, max_seats;

  card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (card, "card");
  gtk_widget_add_css_class (card, "game-card");

  preview = terr_preview_new (kind);
  gtk_widget_set_size_request (preview, 200, 170);
  gtk_box_append (GTK_BOX (card), preview);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_vexpand (box, TRUE);
  gtk_widget_set_valign (box, GTK_ALIGN_FILL);
  gtk_box_append (GTK_BOX (card), box);

  label = gtk_label_new (terr_game_kind_get_title (kind));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "title-3");
  gtk_box_append (GTK_BOX (box), label);

  terr_game_kind_get_players (kind, &min_seats, &max_seats, NULL);
  if (max_seats <= 1)
    players = g_strdup (_("Solitaire"));
  else
    /* TRANSLATORS: how many play a game, e.g. "2–4 players" (the plural
     * follows the larger number) */
    players = g_strdup_printf (ngettext ("%u–%u player", "%u–%u players", max_seats),
                               min_seats, max_seats);
  label = gtk_label_new (players);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_widget_add_css_class (label, "accent");
  gtk_box_append (GTK_BOX (box), label);

  label = gtk_label_new (terr_game_kind_get_pitch (kind));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_yalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
  gtk_label_set_width_chars (GTK_LABEL (label), 16);
  gtk_label_set_lines (GTK_LABEL (label), 5);
  gtk_widget_set_vexpand (label, TRUE);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);

  if (max_seats > min_seats)
    {
      /* The number of seats in the drop-down: the New Game dialog opens
       * with that many players. */
      g_autoptr(GMenu) menu = g_menu_new ();

      for (guint n = min_seats; n <= max_seats; n++)
        {
          g_autofree char *text = g_strdup_printf (ngettext ("%u Player", "%u Players", n), n);
          g_autoptr(GMenuItem) item = g_menu_item_new (text, NULL);

          g_menu_item_set_action_and_target_value (item, "win.new-game-for",
                                                   g_variant_new ("(su)", terr_game_kind_to_string (kind), n));
          g_menu_append_item (menu, item);
        }
      button = adw_split_button_new ();
      adw_split_button_set_label (ADW_SPLIT_BUTTON (button), _("_New Game"));
      adw_split_button_set_use_underline (ADW_SPLIT_BUTTON (button), TRUE);
      gtk_widget_set_tooltip_text (button, _("Choose the players and start a game; the arrow sets how many play"));
      {
        /* TRANSLATORS: the arrow beside New Game, e.g. "Players for Garden Paths" */
        g_autofree char *players_label = g_strdup_printf (_("Players for %s"), terr_game_kind_get_title (kind));

        adw_split_button_set_dropdown_tooltip (ADW_SPLIT_BUTTON (button), players_label);
        /* The arrow is a menu button inside the split button: it gets the
         * same words as its name for screen readers, and its menu when
         * first shown (terr-widgets.c). */
        for (GtkWidget *child = gtk_widget_get_first_child (button); child != NULL;
             child = gtk_widget_get_next_sibling (child))
          if (GTK_IS_MENU_BUTTON (child))
            {
              gtk_accessible_update_property (GTK_ACCESSIBLE (child),
                                              GTK_ACCESSIBLE_PROPERTY_LABEL, players_label, -1);
              terr_menu_button_set_menu_when_shown (GTK_MENU_BUTTON (child), G_MENU_MODEL (menu));
            }
      }
    }
  else
    button = gtk_button_new_with_mnemonic (_("_New Game"));
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_widget_set_margin_top (button, 6);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.choose-new-game");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s",
                                    terr_game_kind_to_string (kind));
  gtk_widget_set_name (button, terr_game_kind_to_string (kind));
  gtk_box_append (GTK_BOX (box), button);
  {
    /* TRANSLATORS: what a New Game button of the start page starts, for
     * screen readers: "New Garden Paths game" */
    g_autofree char *what = g_strdup_printf (_("New %s game"), terr_game_kind_get_title (kind));
    GtkWidget *inner = ADW_IS_SPLIT_BUTTON (button) ? gtk_widget_get_first_child (button) : button;

    gtk_accessible_update_property (GTK_ACCESSIBLE (inner),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, what, -1);
  }

  gtk_accessible_update_relation (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, label, NULL,
                                  -1);
  /* Every picture keeps its full height: a card given less than its text
   * asks for (Ziggurat's longer pitch) takes it from the text's room. */
  {
    int picture_height = 0;

    gtk_widget_measure (preview, GTK_ORIENTATION_VERTICAL, -1, NULL, &picture_height, NULL, NULL);
    gtk_widget_set_size_request (preview, 200, picture_height);
  }
  return card;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

static void
load_scenarios (TerrStartPage *self)
{
  g_autofree char *dirname = terr_puzzle_collection_default_dir ();
  g_autoptr(GDir) dir = g_dir_open (dirname, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  /* Puzzles (scenarios with a goal) are listed by game in their own list. */
  terr_puzzle_list_load (self->puzzle_list, dirname);
  if (dir != NULL)
    while ((name = g_dir_read_name (dir)) != NULL)
      if (g_str_has_suffix (name, ".terraces"))
        g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_strings);

  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dirname, names->pdata[i], NULL);
      g_autoptr(TerrGameSummary) game = NULL;
      g_autofree char *title = NULL;
      const char *description;
      g_autofree char *subtitle = NULL;
      GtkWidget *row;

      if (terr_puzzle_list_has_puzzle (self->puzzle_list, path))
        continue;
      /* What the row shows, without building the game (the file is
       * checked when it is opened). */
      game = terr_game_summary_read (path, NULL);
      if (game == NULL)
        continue;

      title = g_strdup (game->title);
      description = game->description;
      if (title == NULL || *title == '\0')
        {
          g_free (title);
          title = g_strndup (names->pdata[i], strlen (names->pdata[i]) - strlen (".terraces"));
        }
      subtitle = description != NULL && *description
        ? g_strdup_printf ("%s · %s", terr_game_kind_get_title (game->kind), description)
        : g_strdup (terr_game_kind_get_title (game->kind));

      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      terr_row_keep_one_line (row);
      gtk_widget_set_tooltip_text (row, subtitle);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.open-scenario");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", path);
      if (terr_editor_page_supports_kind (game->kind))
        {
          /* Edit: a copy of the scenario in the scenario editor. */
          g_autofree char *edit_label = g_strdup_printf (_("Edit “%s” in the Scenario Editor"), title);

          add_row_button (row, "document-edit-symbolic", edit_label, "win.edit-scenario", path);
        }
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      adw_preferences_group_add (self->scenarios_group, row);
      self->n_scenarios++;
    }

  gtk_widget_set_visible (self->scenarios_section, self->n_scenarios > 0);
}

/* --- recent files --- */

/* "~/Games" for a file in /home/me/Games. */
static char *
folder_for_display (const char *uri)
{
  g_autoptr(GFile) file = g_file_new_for_uri (uri);
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *name = parent != NULL ? g_file_get_parse_name (parent) : g_strdup (uri);
  const char *home = g_get_home_dir ();
  gsize n = strlen (home);

  if (n > 1 && g_str_has_prefix (name, home) && (name[n] == '/' || name[n] == '\0'))
    return g_strconcat ("~", name + n, NULL);
  return g_steal_pointer (&name);
}

static GtkWidget *
make_recent_row (gpointer item,
                 gpointer data)
{
  GFile *file = item;
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *name = path != NULL ? g_filename_display_basename (path) : g_file_get_basename (file);
  g_autofree char *folder = folder_for_display (uri);
  g_autofree char *forget_label = NULL;
  GtkWidget *row = adw_action_row_new ();

  forget_label = g_strdup_printf (_("Remove “%s” From Recent Files"), name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), folder);
  terr_row_keep_one_line (row);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.open-recent");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", uri);
  add_row_button (row, "edit-clear-symbolic", forget_label, "win.forget-recent", uri);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  return row;
}

static void
recent_changed_cb (GListModel    *model,
                   guint          position,
                   guint          removed,
                   guint          added,
                   TerrStartPage *self)
{
  gtk_widget_set_visible (self->recent_section, g_list_model_get_n_items (model) > 0);
}

/* --- public --- */

void
terr_start_page_set_session (TerrStartPage *self,
                             TerrSession   *session)
{
  GListModel *recent;

  g_return_if_fail (TERR_IS_START_PAGE (self));
  g_return_if_fail (TERR_IS_SESSION (session));

  if (!g_set_object (&self->session, session))
    return;
  recent = terr_session_get_recent_files (session);
  gtk_list_box_bind_model (self->recent_list, recent, make_recent_row, NULL, NULL);
  g_signal_connect_object (recent, "items-changed", G_CALLBACK (recent_changed_cb), self, 0);
  recent_changed_cb (recent, 0, 0, 0, self);
  if (terr_session_get_settings (session) != NULL)
    terr_puzzle_list_set_settings (self->puzzle_list, terr_session_get_settings (session));
  terr_start_page_refresh_resume (self);
}

void
terr_start_page_refresh_resume (TerrStartPage *self)
{
  g_return_if_fail (TERR_IS_START_PAGE (self));

  g_clear_object (&self->resume_game);
  if (self->session != NULL)
    self->resume_game = terr_session_dup_resumable_game (self->session);
  if (self->resume_game != NULL)
    {
      guint moves = terr_game_get_position_index (self->resume_game);
      g_autofree char *subtitle =
        g_strdup_printf (ngettext ("%s, %u move played", "%s, %u moves played", moves),
                         terr_game_kind_get_title (terr_game_get_kind (self->resume_game)),
                         moves);

      adw_action_row_set_subtitle (self->resume_row, subtitle);
    }
  if (self->net_resumable)
    adw_action_row_set_subtitle (self->resume_row, _("A network game: back into its room"));
  gtk_widget_set_visible (self->resume_section, self->resume_game != NULL || self->net_resumable);
}

void
terr_start_page_set_net_resumable (TerrStartPage *self,
                                   gboolean       resumable)
{
  g_return_if_fail (TERR_IS_START_PAGE (self));

  if (self->net_resumable == !!resumable)
    return;
  self->net_resumable = !!resumable;
  terr_start_page_refresh_resume (self);
}

TerrGame *
terr_start_page_get_resume_game (TerrStartPage *self)
{
  g_return_val_if_fail (TERR_IS_START_PAGE (self), NULL);

  return self->resume_game;
}

TerrPuzzleList *
terr_start_page_get_puzzle_list (TerrStartPage *self)
{
  g_return_val_if_fail (TERR_IS_START_PAGE (self), NULL);

  return self->puzzle_list;
}

guint
terr_start_page_get_n_scenarios (TerrStartPage *self)
{
  g_return_val_if_fail (TERR_IS_START_PAGE (self), 0);

  return self->n_scenarios;
}

/* --- GObject --- */

static void
terr_start_page_dispose (GObject *object)
{
  TerrStartPage *self = TERR_START_PAGE (object);

  g_clear_object (&self->resume_game);
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (self), TERR_TYPE_START_PAGE);

  G_OBJECT_CLASS (terr_start_page_parent_class)->dispose (object);
}

static void
terr_start_page_class_init (TerrStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = terr_start_page_dispose;

  g_type_ensure (TERR_TYPE_PUZZLE_LIST);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/terr-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TerrStartPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, TerrStartPage, games_box);
  gtk_widget_class_bind_template_child (widget_class, TerrStartPage, resume_section);
  gtk_widget_class_bind_template_child (widget_class, TerrStartPage, resume_row);
  gtk_widget_class_bind_template_child (widget_class, TerrStartPage, puzzle_list);
  gtk_widget_class_bind_template_child (widget_class, TerrStartPage, recent_section);
  gtk_widget_class_bind_template_child (widget_class, TerrStartPage, recent_list);
  gtk_widget_class_bind_template_child (widget_class, TerrStartPage, scenarios_section);
  gtk_widget_class_bind_template_child (widget_class, TerrStartPage, scenarios_group);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
terr_start_page_init (TerrStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  terr_row_keep_one_line (GTK_WIDGET (self->resume_row));

  /* The cards wrap in a narrow window; a card is not a stop of its own
   * for the keyboard (its button is).  The games are listed in the order
   * the core knows them. */
  for (TerrGameKind kind = TERR_GAME_NONE + 1; terr_game_kind_to_string (kind) != NULL; kind++)
    {
      GtkWidget *card = make_game_card (kind);

      gtk_flow_box_append (self->games_box, card);
      gtk_widget_set_focusable (gtk_widget_get_parent (card), FALSE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (card)),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      terr_game_kind_get_title (kind), -1);
    }
  load_scenarios (self);
}
