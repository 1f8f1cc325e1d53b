/* terr-puzzle-list.c — the bundled puzzles on the start page.
 *
 * Every bundled scenario with a goal is a puzzle.  They are grouped by
 * game in expandable rows (collapsed, so the start page stays short at
 * the window's smallest size); each row shows the title, the difficulty
 * and a mark when solved.  Solved puzzles are remembered by file name in
 * the "solved-puzzles" settings key.  A row opens its puzzle
 * (win.open-scenario) and its pencil opens a copy in the scenario editor
 * (win.edit-scenario).
 *
 * At start-up the list costs little: a file is read for its title, game,
 * goal and difficulty only (terr_game_summary_read; it is checked when
 * opened), and a game's rows are made when its row is first expanded.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-games.h"
#include "terr-puzzle-list.h"
#include "terr-widgets.h"

typedef struct {
  char          *path;
  char          *name;       /* the file's base name: the settings' key */
  char          *title;
  char          *subtitle;
  TerrGameKind   kind;
  TerrDifficulty difficulty;
  GtkWidget     *row;        /* NULL until its game's row is expanded */
  GtkWidget     *mark;
} Puzzle;

struct _TerrPuzzleList
{
  GtkWidget parent_instance;

  GtkWidget           *section;   /* the heading, its words, the group */
  AdwPreferencesGroup *group;
  GPtrArray           *puzzles;   /* Puzzle*, sorted by file name */
  GPtrArray           *game_rows; /* AdwExpanderRow per game listed */
  GHashTable          *solved;    /* base names */
  GSettings           *settings;
};

G_DEFINE_FINAL_TYPE (TerrPuzzleList, terr_puzzle_list, GTK_TYPE_WIDGET)

#define SOLVED_KEY "solved-puzzles"

static void
puzzle_free (Puzzle *puzzle)
{
  g_free (puzzle->path);
  g_free (puzzle->name);
  g_free (puzzle->title);
  g_free (puzzle->subtitle);
  g_free (puzzle);
}

static Puzzle *
find_puzzle (TerrPuzzleList *self,
             const char     *path)
{
  for (guint i = 0; i < self->puzzles->len; i++)
    {
      Puzzle *puzzle = self->puzzles->pdata[i];

      if (g_strcmp0 (puzzle->path, path) == 0)
        return puzzle;
    }
  return NULL;
}

static gboolean
puzzle_solved (TerrPuzzleList *self,
               const Puzzle   *puzzle)
{
  return g_hash_table_contains (self->solved, puzzle->name);
}

/* Rows follow the solved set: the mark, the subtitle, each game's count. */
static void
update_rows (TerrPuzzleList *self)
{
  for (guint i = 0; i < self->puzzles->len; i++)
    {
      Puzzle *puzzle = self->puzzles->pdata[i];
      const char *level = terr_difficulty_label (puzzle->difficulty);
      gboolean solved = puzzle_solved (self, puzzle);

      g_free (puzzle->subtitle);
      if (level != NULL && *level && solved)
        /* TRANSLATORS: a puzzle's difficulty and that it was solved, e.g. "Easy · Solved" */
        puzzle->subtitle = g_strdup_printf (_("%s · Solved"), level);
      else if (level != NULL && *level)
        puzzle->subtitle = g_strdup (level);
      else
        puzzle->subtitle = g_strdup (solved ? _("Solved") : "");
      if (puzzle->row == NULL)
        continue;
      adw_action_row_set_subtitle (ADW_ACTION_ROW (puzzle->row), puzzle->subtitle);
      {
        g_autofree char *label = *puzzle->subtitle
          ? g_strdup_printf ("%s, %s", puzzle->title, puzzle->subtitle)
          : g_strdup (puzzle->title);

        gtk_accessible_update_property (GTK_ACCESSIBLE (puzzle->row), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      }
      gtk_widget_set_opacity (puzzle->mark, solved ? 1.0 : 0.0);
      gtk_accessible_update_property (GTK_ACCESSIBLE (puzzle->mark),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      solved ? _("Solved") : _("Not solved yet"), -1);
    }

  for (guint k = 0; k < self->game_rows->len; k++)
    {
      GtkWidget *row = self->game_rows->pdata[k];
      TerrGameKind kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "kind"));
      guint n = 0, n_solved = 0;
      g_autofree char *total = NULL;
      g_autofree char *subtitle = NULL;

      for (guint i = 0; i < self->puzzles->len; i++)
        {
          Puzzle *puzzle = self->puzzles->pdata[i];

          if (puzzle->kind != kind)
            continue;
          n++;
          n_solved += puzzle_solved (self, puzzle);
        }
      total = g_strdup_printf (ngettext ("%u puzzle", "%u puzzles", n), n);
      /* TRANSLATORS: e.g. "12 puzzles, 3 solved" */
      subtitle = g_strdup_printf (ngettext ("%s, %u solved", "%s, %u solved", n_solved),
                                  total, n_solved);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
      {
        /* TRANSLATORS: what a screen reader says of a game's group of
         * puzzles, e.g. "Ziggurat: 12 puzzles, 3 solved" */
        g_autofree char *label = g_strdup_printf (_("%s: %s"),
                                                  terr_game_kind_get_title (kind), subtitle);

        gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      }
    }
}

static void
read_settings (TerrPuzzleList *self)
{
  g_auto(GStrv) names = NULL;

  if (self->settings == NULL)
    return;
  g_hash_table_remove_all (self->solved);
  names = g_settings_get_strv (self->settings, SOLVED_KEY);
  for (guint i = 0; names[i] != NULL; i++)
    g_hash_table_add (self->solved, g_strdup (names[i]));
  update_rows (self);
}

static void
solved_changed_cb (TerrPuzzleList *self)
{
  read_settings (self);
}

void
terr_puzzle_list_set_settings (TerrPuzzleList *self,
                               GSettings      *settings)
{
  g_return_if_fail (TERR_IS_PUZZLE_LIST (self));
  g_return_if_fail (settings == NULL || G_IS_SETTINGS (settings));

  if (self->settings == settings)
    return;
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_set_object (&self->settings, settings);
  if (settings != NULL)
    {
      g_signal_connect_object (settings, "changed::" SOLVED_KEY,
                               G_CALLBACK (solved_changed_cb), self, G_CONNECT_SWAPPED);
      read_settings (self);
    }
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

static GtkWidget *
make_row (Puzzle *puzzle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *edit = gtk_button_new_from_icon_name ("document-edit-symbolic");
  g_autofree char *edit_label = g_strdup_printf (_("Edit “%s” in the Scenario Editor"), puzzle->title);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), puzzle->title);
  terr_row_keep_one_line (row);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.open-scenario");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", puzzle->path);

  /* The solved mark keeps its room when hidden, so titles line up. */
  puzzle->mark = gtk_image_new_from_icon_name ("object-select-symbolic");
  gtk_widget_add_css_class (puzzle->mark, "success");
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), puzzle->mark);

  gtk_widget_set_valign (edit, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (edit, "flat");
  gtk_widget_set_tooltip_text (edit, edit_label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (edit), GTK_ACCESSIBLE_PROPERTY_LABEL, edit_label, -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (edit), "win.edit-scenario");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (edit), "s", puzzle->path);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), edit);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  puzzle->row = row;
  return row;
}

/* A game's rows, made when its row is first expanded. */
static void
game_row_expanded_cb (AdwExpanderRow *game_row,
                      GParamSpec     *pspec,
                      TerrPuzzleList *self)
{
  TerrGameKind kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (game_row), "kind"));

  if (!adw_expander_row_get_expanded (game_row))
    return;
  g_signal_handlers_disconnect_by_func (game_row, game_row_expanded_cb, self);
  for (guint i = 0; i < self->puzzles->len; i++)
    {
      Puzzle *puzzle = self->puzzles->pdata[i];

      if (puzzle->kind == kind && puzzle->row == NULL)
        adw_expander_row_add_row (game_row, make_row (puzzle));
    }
  update_rows (self);
}

static void
clear (TerrPuzzleList *self)
{
  for (guint i = 0; i < self->game_rows->len; i++)
    adw_preferences_group_remove (self->group, self->game_rows->pdata[i]);
  g_ptr_array_set_size (self->game_rows, 0);
  g_ptr_array_set_size (self->puzzles, 0);
}

guint
terr_puzzle_list_load (TerrPuzzleList *self,
                       const char     *folder)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const TerrGameKind *kinds;
  guint n_kinds;
  const char *name;

  g_return_val_if_fail (TERR_IS_PUZZLE_LIST (self), 0);

  clear (self);
  if (folder != NULL)
    dir = g_dir_open (folder, 0, NULL);
  if (dir != NULL)
    while ((name = g_dir_read_name (dir)) != NULL)
      if (g_str_has_suffix (name, ".terraces"))
        g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_strings);

  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (folder, names->pdata[i], NULL);
      g_autoptr(TerrGameSummary) summary = terr_game_summary_read (path, NULL);
      Puzzle *puzzle;

      /* A file that does not read is left out (the data tests catch it). */
      if (summary == NULL || !summary->has_goal)
        continue;
      puzzle = g_new0 (Puzzle, 1);
      puzzle->path = g_steal_pointer (&path);
      puzzle->name = g_strdup (names->pdata[i]);
      puzzle->title = summary->title != NULL && *summary->title
        ? g_strdup (summary->title)
        : g_strndup (puzzle->name, strlen (puzzle->name) - strlen (".terraces"));
      puzzle->kind = summary->kind;
      puzzle->difficulty = summary->difficulty;
      g_ptr_array_add (self->puzzles, puzzle);
    }

  kinds = terr_games_list_kinds (&n_kinds);
  for (guint k = 0; k < n_kinds; k++)
    {
      GtkWidget *game_row = NULL;

      for (guint i = 0; i < self->puzzles->len && game_row == NULL; i++)
        {
          Puzzle *puzzle = self->puzzles->pdata[i];

          if (puzzle->kind != kinds[k])
            continue;
          game_row = adw_expander_row_new ();
          terr_row_keep_one_line (game_row);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (game_row),
                                         terr_game_kind_get_title (kinds[k]));
          g_object_set_data (G_OBJECT (game_row), "kind", GINT_TO_POINTER (kinds[k]));
          g_signal_connect_object (game_row, "notify::expanded",
                                   G_CALLBACK (game_row_expanded_cb), self, 0);
          adw_preferences_group_add (self->group, game_row);
          g_ptr_array_add (self->game_rows, game_row);
        }
    }
  update_rows (self);
  gtk_widget_set_visible (GTK_WIDGET (self), self->puzzles->len > 0);
  return self->puzzles->len;
}

gboolean
terr_puzzle_list_has_puzzle (TerrPuzzleList *self,
                             const char     *path)
{
  g_return_val_if_fail (TERR_IS_PUZZLE_LIST (self), FALSE);
  return find_puzzle (self, path) != NULL;
}

guint
terr_puzzle_list_get_n_puzzles (TerrPuzzleList *self,
                                TerrGameKind    kind)
{
  guint n = 0;

  g_return_val_if_fail (TERR_IS_PUZZLE_LIST (self), 0);

  for (guint i = 0; i < self->puzzles->len; i++)
    n += kind == TERR_GAME_NONE || ((Puzzle *) self->puzzles->pdata[i])->kind == kind;
  return n;
}

const char *
terr_puzzle_list_get_path (TerrPuzzleList *self,
                           TerrGameKind    kind,
                           guint           index)
{
  const TerrGameKind *kinds;
  guint n_kinds;

  g_return_val_if_fail (TERR_IS_PUZZLE_LIST (self), NULL);

  /* Shown game by game, in the order of the cards. */
  kinds = terr_games_list_kinds (&n_kinds);
  for (guint k = 0; k < n_kinds; k++)
    {
      if (kind != TERR_GAME_NONE && kind != kinds[k])
        continue;
      for (guint i = 0; i < self->puzzles->len; i++)
        {
          Puzzle *puzzle = self->puzzles->pdata[i];

          if (puzzle->kind == kinds[k] && index-- == 0)
            return puzzle->path;
        }
    }
  return NULL;
}

const char *
terr_puzzle_list_get_row_title (TerrPuzzleList *self,
                                const char     *path)
{
  Puzzle *puzzle;

  g_return_val_if_fail (TERR_IS_PUZZLE_LIST (self), NULL);
  puzzle = find_puzzle (self, path);
  return puzzle != NULL ? puzzle->title : NULL;
}

const char *
terr_puzzle_list_get_row_subtitle (TerrPuzzleList *self,
                                   const char     *path)
{
  Puzzle *puzzle;

  g_return_val_if_fail (TERR_IS_PUZZLE_LIST (self), NULL);
  puzzle = find_puzzle (self, path);
  return puzzle != NULL ? puzzle->subtitle : NULL;
}

TerrDifficulty
terr_puzzle_list_get_difficulty (TerrPuzzleList *self,
                                 const char     *path)
{
  Puzzle *puzzle;

  g_return_val_if_fail (TERR_IS_PUZZLE_LIST (self), TERR_DIFFICULTY_NONE);
  puzzle = find_puzzle (self, path);
  return puzzle != NULL ? puzzle->difficulty : TERR_DIFFICULTY_NONE;
}

gboolean
terr_puzzle_list_is_solved (TerrPuzzleList *self,
                            const char     *path)
{
  Puzzle *puzzle;

  g_return_val_if_fail (TERR_IS_PUZZLE_LIST (self), FALSE);
  puzzle = find_puzzle (self, path);
  return puzzle != NULL && puzzle_solved (self, puzzle);
}

void
terr_puzzle_list_mark_solved (TerrPuzzleList *self,
                              const char     *path)
{
  Puzzle *puzzle;

  g_return_if_fail (TERR_IS_PUZZLE_LIST (self));

  puzzle = find_puzzle (self, path);
  if (puzzle == NULL || puzzle_solved (self, puzzle))
    return;
  g_hash_table_add (self->solved, g_strdup (puzzle->name));
  if (self->settings != NULL)
    {
      g_auto(GStrv) old = g_settings_get_strv (self->settings, SOLVED_KEY);
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) names = NULL;

      g_strv_builder_addv (builder, (const char **) old);
      g_strv_builder_add (builder, puzzle->name);
      names = g_strv_builder_end (builder);
      g_settings_set_strv (self->settings, SOLVED_KEY, (const char * const *) names);
    }
  update_rows (self);
}

const char *
terr_puzzle_list_get_next_unsolved (TerrPuzzleList *self,
                                    const char     *path)
{
  Puzzle *current;
  guint start = 0;

  g_return_val_if_fail (TERR_IS_PUZZLE_LIST (self), NULL);

  current = find_puzzle (self, path);
  if (current == NULL)
    return NULL;
  g_ptr_array_find (self->puzzles, current, &start);
  for (guint step = 1; step < self->puzzles->len; step++)
    {
      Puzzle *puzzle = self->puzzles->pdata[(start + step) % self->puzzles->len];

      if (puzzle->kind == current->kind && !puzzle_solved (self, puzzle))
        return puzzle->path;
    }
  return NULL;
}

GtkWidget *
terr_puzzle_list_new (void)
{
  return g_object_new (TERR_TYPE_PUZZLE_LIST, NULL);
}

static void
terr_puzzle_list_dispose (GObject *object)
{
  TerrPuzzleList *self = TERR_PUZZLE_LIST (object);

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), TERR_TYPE_PUZZLE_LIST);

  G_OBJECT_CLASS (terr_puzzle_list_parent_class)->dispose (object);
}

static void
terr_puzzle_list_finalize (GObject *object)
{
  TerrPuzzleList *self = TERR_PUZZLE_LIST (object);

  g_ptr_array_unref (self->puzzles);
  g_ptr_array_unref (self->game_rows);
  g_hash_table_unref (self->solved);

  G_OBJECT_CLASS (terr_puzzle_list_parent_class)->finalize (object);
}

static void
terr_puzzle_list_class_init (TerrPuzzleListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = terr_puzzle_list_dispose;
  object_class->finalize = terr_puzzle_list_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/terr-puzzle-list.ui");
  gtk_widget_class_bind_template_child (widget_class, TerrPuzzleList, section);
  gtk_widget_class_bind_template_child (widget_class, TerrPuzzleList, group);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
terr_puzzle_list_init (TerrPuzzleList *self)
{
  self->puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) puzzle_free);
  self->game_rows = g_ptr_array_new ();
  self->solved = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}
