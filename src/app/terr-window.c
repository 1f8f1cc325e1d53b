/* terr-window.c — the main window.
 *
 * A start page presents the three games (picture, pitch, New Game), the
 * autosaved game to resume and the bundled scenarios; the game page shows
 * the board of the current game with its side panel.  Every button and menu
 * item is a window action (installed in class_init) so tests can drive the
 * window with gtk_widget_activate_action().
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-a11y.h"
#include "terr-games.h"
#include "terr-editor-page.h"
#include "terr-game-page.h"
#include "terr-help-window.h"
#include "terr-new-game-dialog.h"
#include "terr-preview.h"
#include "terr-puzzle-list.h"
#include "terr-replay-page.h"
#include "terr-window.h"

typedef struct _TerrAutosaver TerrAutosaver;

struct _TerrWindow
{
  AdwApplicationWindow parent_instance;

  AdwWindowTitle  *window_title;
  GtkWidget       *back_button;
  GtkWidget       *open_button;
  GtkWidget       *history_box;
  AdwToastOverlay *toast_overlay;
  GtkStack        *stack;
  GtkFlowBox      *games_box;
  AdwPreferencesGroup *resume_group;
  AdwActionRow    *resume_row;
  AdwPreferencesGroup *scenarios_group;
  TerrPuzzleList  *puzzle_list;
  AdwPreferencesGroup *recent_group;
  GPtrArray       *recent_rows;    /* the rows in recent_group */
  TerrGamePage    *game_page;
  TerrEditorPage  *editor_page;
  TerrReplayPage  *replay_page;

  GSettings       *settings;
  TerrGame        *game;
  GFile           *file;           /* where Save writes, or NULL */
  TerrGame        *resume_game;    /* the autosaved game, when resumable */
  GtkNativeDialog *chooser;
  GtkWidget       *error_dialog;
  GPtrArray       *scenario_rows;
  /* Leaving a replay with unsaved annotations: the question, and the
   * action to run once it is answered (and the game "Continue playing
   * from here" would start). */
  GtkWidget       *leave_dialog;
  char            *leave_action;
  GVariant        *leave_parameter;
  /* Moves were played (or taken back) on the game page since the game
   * was opened, started or saved: leaving it asks first. */
  gboolean         game_modified;
  /* What to do once Save As has written the file (leaving waits for it). */
  char            *after_save_action;
  GVariant        *after_save_parameter;
  TerrAutosaver   *autosaver;      /* writes the autosave in a thread */
  TerrGame        *pending_game;
  GFile           *pending_file;   /* where pending_game was read from, or NULL */
  gboolean         pending_autosave;
  GtkWidget       *help_window;    /* weak: the help, while it is open */
  /* The bundled puzzle opened last (weak) and its file; the one a
   * success offers next. */
  TerrGame        *puzzle_game;
  char            *puzzle_path;
  char            *next_puzzle;
};

G_DEFINE_FINAL_TYPE (TerrWindow, terr_window, ADW_TYPE_APPLICATION_WINDOW)

/* The games on the start page, in this order; each game says what it is
 * (seats, pitch) through its class. */
static const TerrGameKind game_kinds[] = {
  TERR_GAME_HANGING_GARDENS, TERR_GAME_ZIGGURAT, TERR_GAME_GARDEN_PATHS,
};

static void
show_toast (TerrWindow *self,
            const char *message)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
}

/* --- state of the actions and the header --- */

static void
update_actions (TerrWindow *self)
{
  gboolean playing = self->game != NULL
    && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") == 0;

  /* With computer seats, undo goes back to a person's decision. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 playing && terr_game_page_can_undo (self->game_page));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 playing && terr_game_page_can_redo (self->game_page));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", playing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", playing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.resume",
                                 self->resume_game != NULL);
  gtk_widget_set_visible (self->back_button, playing);
  gtk_widget_set_visible (self->open_button, !playing);
  gtk_widget_set_visible (self->history_box, playing);

  /* The replay viewer: undo and redo are those of the annotations. */
  if (self->game != NULL
      && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "replay") == 0)
    {
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                     terr_game_can_undo_tree_edit (self->game));
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                     terr_game_can_redo_tree_edit (self->game));
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", TRUE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", TRUE);
      gtk_widget_set_visible (self->back_button, TRUE);
      gtk_widget_set_visible (self->open_button, FALSE);
    }
  /* The scenario editor has its own undo, save and open (editor.*). */
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "editor") == 0)
    {
      gtk_widget_set_visible (self->back_button, TRUE);
      gtk_widget_set_visible (self->open_button, FALSE);
    }
  /* Edit This Position: the game page's position or the replay's. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.edit-position",
                                 self->game != NULL
                                 && (playing || g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "replay") == 0)
                                 && terr_editor_page_supports_kind (terr_game_get_kind (self->game)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review",
                                 self->game != NULL && terr_game_get_n_moves (self->game) > 0
                                 && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "replay") != 0);
}

static void
update_title (TerrWindow *self)
{
  g_autofree char *subtitle = NULL;

  if (self->game == NULL
      || (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") != 0
          && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "replay") != 0))
    {
      adw_window_title_set_title (self->window_title, _("Terraces"));
      adw_window_title_set_subtitle (self->window_title, NULL);
      gtk_window_set_title (GTK_WINDOW (self), _("Terraces"));
      return;
    }

  adw_window_title_set_title (self->window_title,
                              terr_game_kind_get_title (terr_game_get_kind (self->game)));
  if (self->file != NULL)
    {
      g_autofree char *basename = g_file_get_basename (self->file);
      subtitle = g_strdup (basename);
    }
  else if (terr_game_get_title (self->game) != NULL && *terr_game_get_title (self->game))
    subtitle = g_strdup (terr_game_get_title (self->game));
  adw_window_title_set_subtitle (self->window_title, subtitle);
  gtk_window_set_title (GTK_WINDOW (self),
                        terr_game_kind_get_title (terr_game_get_kind (self->game)));
}

/* --- autosave --- */

/* The game is written to the autosave after every move.  The bytes are made
 * on the main loop (a fraction of a millisecond), the atomic, durable write
 * (fsync) in a thread: one write at a time, and while one runs only the
 * newest bytes wait for the next.  The writer outlives its window while a
 * write runs, and the application is held meanwhile, so quitting waits
 * for the last move to be on disk. */
struct _TerrAutosaver
{
  grefcount     ref;
  gboolean      running;
  GBytes       *next;
  GApplication *app;     /* held while a write runs */
};

static TerrAutosaver *
autosaver_ref (TerrAutosaver *saver)
{
  g_ref_count_inc (&saver->ref);
  return saver;
}

static void
autosaver_unref (TerrAutosaver *saver)
{
  if (g_ref_count_dec (&saver->ref))
    {
      g_clear_pointer (&saver->next, g_bytes_unref);
      g_clear_object (&saver->app);
      g_free (saver);
    }
}

static TerrAutosaver *
autosaver_new (void)
{
  TerrAutosaver *saver = g_new0 (TerrAutosaver, 1);

  g_ref_count_init (&saver->ref);
  if (g_application_get_default () != NULL)
    saver->app = g_object_ref (g_application_get_default ());
  return saver;
}

static void autosaver_start (TerrAutosaver *saver);

static void
autosave_write_thread (GTask        *task,
                       gpointer      source,
                       gpointer      task_data,
                       GCancellable *cancellable)
{
  GBytes *bytes = task_data;
  g_autofree char *path = terr_application_get_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    g_task_return_new_error (task, G_IO_ERROR, g_io_error_from_errno (errno),
                             "%s", g_strerror (errno));
  else if (!g_file_set_contents_full (path, data, size,
                                      G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                      0600, &error))
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

static void
autosave_written_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      data)
{
  TerrAutosaver *saver = data;
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      g_autofree char *path = terr_application_get_autosave_path ();
      g_warning ("Could not save the game to %s: %s", path, error->message);
    }
  saver->running = FALSE;
  if (saver->next != NULL)
    autosaver_start (saver);
  if (saver->app != NULL)
    g_application_release (saver->app);
  autosaver_unref (saver);
}

static void
autosaver_start (TerrAutosaver *saver)
{
  g_autoptr(GTask) task = NULL;

  saver->running = TRUE;
  if (saver->app != NULL)
    g_application_hold (saver->app);
  task = g_task_new (NULL, NULL, autosave_written_cb, autosaver_ref (saver));
  g_task_set_source_tag (task, autosaver_start);
  g_task_set_task_data (task, g_steal_pointer (&saver->next),
                        (GDestroyNotify) g_bytes_unref);
  g_task_run_in_thread (task, autosave_write_thread);
}

static void
autosave (TerrWindow *self)
{
  GBytes *bytes;

  if (self->game == NULL)
    return;

  bytes = terr_game_to_bytes (self->game, TERR_FILE_REPLAY);
  if (bytes == NULL)
    return;
  g_clear_pointer (&self->autosaver->next, g_bytes_unref);
  self->autosaver->next = bytes;
  if (!self->autosaver->running)
    autosaver_start (self->autosaver);
}

void
terr_window_flush_autosave (TerrWindow *self)
{
  g_return_if_fail (TERR_IS_WINDOW (self));

  while (self->autosaver->running || self->autosaver->next != NULL)
    g_main_context_iteration (NULL, TRUE);
}

static void
game_changed_cb (TerrGame   *game,
                 TerrWindow *self)
{
  update_actions (self);
}

static void
move_played_cb (TerrGame   *game,
                TerrMove   *move,
                TerrWindow *self)
{
  /* Moves tried in the replay viewer are annotations, saved by Save. */
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "replay") == 0)
    return;
  self->game_modified = TRUE;
  autosave (self);
}

static void
game_over_cb (TerrGame   *game,
              TerrWindow *self)
{
  g_autofree char *summary = NULL;
  const char *first_line_end;
  g_autofree char *message = NULL;
  AdwToast *toast;

  /* Stepping to the end of a game in the viewer is no news. */
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "replay") == 0)
    return;

  summary = terr_game_score_text (game);
  /* The side panel has the scores; the toast says that it is over. */
  if (terr_game_get_n_players (game) > 1)
    message = g_strdup (_("Game over: see the scores"));
  else
    {
      first_line_end = summary != NULL ? strchr (summary, '\n') : NULL;
      message = summary != NULL
        ? g_strdup_printf (_("Game over: %.*s"),
                           (int) (first_line_end != NULL ? first_line_end - summary : (gssize) strlen (summary)),
                           summary)
        : g_strdup (_("Game over"));
    }
  /* …and offers to look back at it in the replay viewer. */
  toast = adw_toast_new (message);
  adw_toast_set_button_label (toast, _("_Review"));
  adw_toast_set_action_name (toast, "win.review");
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
refresh_resume (TerrWindow *self)
{
  g_autofree char *path = terr_application_get_autosave_path ();
  g_autoptr(TerrGame) game = NULL;

  g_clear_object (&self->resume_game);

  /* The game on the game page comes first; else the autosaved one. */
  if (self->game != NULL)
    game = g_object_ref (self->game);
  else if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
    game = terr_game_load_path (path, NULL);

  /* A game that is over, or not begun, is not worth resuming. */
  if (game != NULL && !terr_game_is_over (game) && terr_game_get_position_index (game) > 0)
    {
      g_autofree char *subtitle =
        g_strdup_printf (ngettext ("%s, %u move played", "%s, %u moves played",
                                   terr_game_get_position_index (game)),
                         terr_game_kind_get_title (terr_game_get_kind (game)),
                         terr_game_get_position_index (game));
      adw_action_row_set_subtitle (self->resume_row, subtitle);
      self->resume_game = g_steal_pointer (&game);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->resume_group), self->resume_game != NULL);
}

/* --- showing a game --- */

/* Shows @game on the game page, or in the replay viewer when @review. */
static void
show_game (TerrWindow *self,
           TerrGame   *game,
           gboolean    review)
{
  if (self->game != game)
    {
      if (self->game != NULL)
        g_signal_handlers_disconnect_by_data (self->game, self);
      g_set_object (&self->game, game);
      self->game_modified = FALSE;
      if (game != NULL)
        {
          g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, 0);
          g_signal_connect_object (game, "move-played", G_CALLBACK (move_played_cb), self, 0);
          g_signal_connect_object (game, "game-over", G_CALLBACK (game_over_cb), self, 0);
          g_signal_connect_object (game, "tree-changed", G_CALLBACK (game_changed_cb), self, 0);
        }
    }

  /* One page at a time follows the game (the game page would otherwise
   * redo its panel, or ask a computer seat to move, at every step of a
   * review); the page letting go comes first. */
  if (review && game != NULL)
    {
      terr_game_page_set_game (self->game_page, NULL);
      terr_replay_page_set_game (self->replay_page, game);
    }
  else
    {
      terr_replay_page_set_game (self->replay_page, NULL);
      terr_game_page_set_game (self->game_page, game);
    }

  if (game != NULL)
    {
      gtk_stack_set_visible_child_name (self->stack, review ? "replay" : "game");
      gtk_widget_grab_focus (review ? GTK_WIDGET (self->replay_page) : GTK_WIDGET (self->game_page));
    }
  else
    {
      refresh_resume (self);
      gtk_stack_set_visible_child_name (self->stack, "start");
    }

  update_title (self);
  update_actions (self);
}

void
terr_window_set_game (TerrWindow *self,
                      TerrGame   *game)
{
  g_return_if_fail (TERR_IS_WINDOW (self));
  g_return_if_fail (game == NULL || TERR_IS_GAME (game));

  show_game (self, game, FALSE);
}

void
terr_window_review_game (TerrWindow *self,
                         TerrGame   *game)
{
  g_return_if_fail (TERR_IS_WINDOW (self));
  g_return_if_fail (TERR_IS_GAME (game));

  show_game (self, game, TRUE);
}

GtkWidget *
terr_window_get_replay_page (TerrWindow *self)
{
  g_return_val_if_fail (TERR_IS_WINDOW (self), NULL);

  return GTK_WIDGET (self->replay_page);
}

TerrGame *
terr_window_get_game (TerrWindow *self)
{
  g_return_val_if_fail (TERR_IS_WINDOW (self), NULL);

  return self->game;
}

const char *
terr_window_get_page (TerrWindow *self)
{
  g_return_val_if_fail (TERR_IS_WINDOW (self), NULL);

  return gtk_stack_get_visible_child_name (self->stack);
}

GtkWidget *
terr_window_get_game_page (TerrWindow *self)
{
  g_return_val_if_fail (TERR_IS_WINDOW (self), NULL);

  return GTK_WIDGET (self->game_page);
}

guint
terr_window_get_n_scenarios (TerrWindow *self)
{
  g_return_val_if_fail (TERR_IS_WINDOW (self), 0);

  return self->scenario_rows->len;
}

GtkWidget *
terr_window_get_error_dialog (TerrWindow *self)
{
  g_return_val_if_fail (TERR_IS_WINDOW (self), NULL);

  return self->error_dialog;
}

static void
error_dialog_destroyed_cb (GtkWidget  *dialog,
                           TerrWindow *self)
{
  if (self->error_dialog == dialog)
    self->error_dialog = NULL;
}

static void
show_error (TerrWindow *self,
            const char *heading,
            const char *body)
{
  GtkWidget *dialog;

  if (self->error_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->error_dialog));

  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  self->error_dialog = dialog;
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (error_dialog_destroyed_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* --- recent files (GtkRecentManager): the start page lists the last
 * Terraces files opened or saved, here or in any other program --- */

#define TERRACES_MIME_TYPE "application/x-terraces+xml"
#define MAX_RECENT_ROWS 5

/* Remembers @file as opened or saved just now. */
static void
add_recent (GFile *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *exec = g_strdup_printf ("%s %%u", g_get_prgname ());
  GtkRecentData data = {
    .mime_type = (char *) TERRACES_MIME_TYPE,
    .app_name = (char *) g_get_application_name (),
    .app_exec = exec,
  };

  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
}

static int
compare_recent (gconstpointer a,
                gconstpointer b)
{
  GtkRecentInfo *ia = *(GtkRecentInfo * const *) a;
  GtkRecentInfo *ib = *(GtkRecentInfo * const *) b;

  /* Newest first. */
  return g_date_time_compare (gtk_recent_info_get_modified (ib), gtk_recent_info_get_modified (ia));
}

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

static void
refresh_recent (TerrWindow *self)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  for (guint i = 0; i < self->recent_rows->len; i++)
    adw_preferences_group_remove (self->recent_group, self->recent_rows->pdata[i]);
  g_ptr_array_set_size (self->recent_rows, 0);

  for (GList *l = items; l != NULL; l = l->next)
    {
      GtkRecentInfo *info = l->data;

      /* Local files that are still there (a game is read from disk). */
      if (g_strcmp0 (gtk_recent_info_get_mime_type (info), TERRACES_MIME_TYPE) == 0
          && gtk_recent_info_is_local (info) && gtk_recent_info_exists (info))
        g_ptr_array_add (found, info);
    }
  g_ptr_array_sort (found, compare_recent);

  for (guint i = 0; i < found->len && i < MAX_RECENT_ROWS; i++)
    {
      GtkRecentInfo *info = found->pdata[i];
      const char *uri = gtk_recent_info_get_uri (info);
      const char *name = gtk_recent_info_get_display_name (info);
      g_autofree char *folder = folder_for_display (uri);
      g_autofree char *forget_label = g_strdup_printf (_("Remove “%s” From Recent Files"), name);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *forget = gtk_button_new_from_icon_name ("edit-clear-symbolic");

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), folder);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.open-recent");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", uri);

      gtk_widget_set_valign (forget, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (forget, "flat");
      gtk_widget_set_tooltip_text (forget, forget_label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (forget), GTK_ACCESSIBLE_PROPERTY_LABEL, forget_label, -1);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (forget), "win.forget-recent");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (forget), "s", uri);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), forget);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));

      adw_preferences_group_add (self->recent_group, row);
      g_ptr_array_add (self->recent_rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->recent_group), self->recent_rows->len > 0);
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

static void
recent_changed_cb (TerrWindow *self)
{
  refresh_recent (self);
}

/* win.open-recent('file:///…') */
static void
open_recent_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  terr_window_open_file (TERR_WINDOW (widget), file);
}

/* win.forget-recent('file:///…'): off the list; the file stays. */
static void
forget_recent_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  gtk_recent_manager_remove_item (gtk_recent_manager_get_default (),
                                  g_variant_get_string (parameter, NULL), NULL);
}

static void replace_game (TerrWindow *self,
                          TerrGame   *game,
                          GFile      *file,
                          gboolean    save_now);
static gboolean ask_before_leaving (TerrWindow *self,
                                    const char *action);

gboolean
terr_window_open_file (TerrWindow *self,
                       GFile      *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = NULL;

  g_return_val_if_fail (TERR_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  game = terr_game_load_file (file, NULL, &error);
  if (game == NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);
      g_autofree char *heading = g_strdup_printf (_("Could Not Open “%s”"), basename);

      show_error (self, heading, error->message);
      return FALSE;
    }

  replace_game (self, game, file, FALSE);
  return TRUE;
}

/* Shows @game, read from @file (or new, without a file: autosaved at once
 * when @save_now). */
static void
show_other_game (TerrWindow *self,
                 TerrGame   *game,
                 GFile      *file,
                 gboolean    save_now)
{
  if (file == NULL)
    {
      g_clear_object (&self->file);
      terr_window_set_game (self, game);
      if (save_now)
        autosave (self);
      return;
    }

  /* A game read from a file is reviewed: a move played where the file has
   * another one is a variation, and the moves of the file stay.  A
   * finished game opens in the replay viewer; one still going on the game
   * page, to play on ("Review Game" shows it in the viewer). */
  g_set_object (&self->file, file);
  add_recent (file);
  if (terr_game_get_n_moves (game) > 0)
    terr_game_set_mode (game, TERR_GAME_MODE_REVIEW);
  if (terr_game_get_n_moves (game) > 0 && terr_game_is_over (game))
    terr_window_review_game (self, game);
  else
    terr_window_set_game (self, game);
}

/* Shows another game in place of the one shown, first asking to save
 * what no file holds yet (the moves played, the annotations). */
static void
replace_game (TerrWindow *self,
              TerrGame   *game,
              GFile      *file,
              gboolean    save_now)
{
  if (self->game != NULL && self->game != game)
    {
      g_set_object (&self->pending_game, game);
      g_set_object (&self->pending_file, file);
      self->pending_autosave = save_now;
      if (ask_before_leaving (self, "win.play-pending"))
        return;
      g_clear_object (&self->pending_game);
      g_clear_object (&self->pending_file);
    }
  show_other_game (self, game, file, save_now);
}

/* --- actions --- */

static guint64
new_seed (void)
{
  return ((guint64) g_random_int () << 32) | g_random_int ();
}

static void
start_new_game (TerrWindow   *self,
                TerrGameKind  kind,
                guint         seats)
{
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GError) error = NULL;

  game = terr_game_new (kind, seats, new_seed (), &error);
  if (game == NULL)
    {
      show_error (self, _("Could Not Start the Game"), error->message);
      return;
    }

  replace_game (self, game, NULL, TRUE);
}

/* win.new-game('hanging-gardens'): the default number of seats. */
static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  const char *name = g_variant_get_string (parameter, NULL);
  TerrGameKind kind = terr_game_kind_from_string (name);
  guint seats;

  if (kind == TERR_GAME_NONE)
    {
      g_warning ("Unknown game “%s”", name);
      return;
    }
  terr_game_kind_get_players (kind, NULL, NULL, &seats);
  start_new_game (self, kind, seats);
}

/* win.new-game-for(('garden-paths', 4)): that many seats, all people. */
static void
new_game_for_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  const char *name;
  guint seats, min = 0, max = 0;
  TerrGameKind kind;

  g_variant_get (parameter, "(&su)", &name, &seats);
  kind = terr_game_kind_from_string (name);
  if (kind != TERR_GAME_NONE)
    terr_game_kind_get_players (kind, &min, &max, NULL);
  if (kind == TERR_GAME_NONE || seats < min || seats > max)
    {
      g_warning ("No game “%s” for %u seats", name, seats);
      return;
    }
  start_new_game (self, kind, seats);
}

static void
new_game_chosen_cb (TerrNewGameDialog *dialog,
                    TerrGame          *game,
                    TerrWindow        *self)
{
  replace_game (self, game, NULL, TRUE);
}

/* win.choose-new-game('ziggurat'): the New Game dialog of that game; ''
 * for the game being played (the start page when there is none). */
static void
choose_new_game_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  const char *name = g_variant_get_string (parameter, NULL);
  TerrGameKind kind = *name ? terr_game_kind_from_string (name)
                    : self->game != NULL ? terr_game_get_kind (self->game) : TERR_GAME_NONE;
  TerrNewGameDialog *dialog;

  if (kind == TERR_GAME_NONE)
    {
      gtk_widget_activate_action (widget, "win.show-start", NULL);
      return;
    }
  dialog = terr_new_game_dialog_new (GTK_WINDOW (self), kind, self->settings);
  g_signal_connect_object (dialog, "start", G_CALLBACK (new_game_chosen_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* --- leaving the replay viewer --- */

static gboolean
is_reviewing (TerrWindow *self)
{
  return self->game != NULL
    && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "replay") == 0;
}

static void save_as_action (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter);
static gboolean save_to (TerrWindow *self,
                         GFile      *file);

static void
run_action (TerrWindow *self,
            const char *action,
            GVariant   *parameter)
{
  if (action != NULL)
    gtk_widget_activate_action_variant (GTK_WIDGET (self), action, parameter);
}

static void
leave_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   TerrWindow       *self)
{
  g_autofree char *action = g_steal_pointer (&self->leave_action);
  g_autoptr(GVariant) parameter = g_steal_pointer (&self->leave_parameter);

  self->leave_dialog = NULL;
  if (g_strcmp0 (response, "save") == 0)
    {
      /* Without a file, Save As asks where; leaving goes on once it has
       * written the file (and not at all if it is cancelled). */
      if (self->file == NULL)
        {
          g_free (self->after_save_action);
          self->after_save_action = g_steal_pointer (&action);
          g_clear_pointer (&self->after_save_parameter, g_variant_unref);
          self->after_save_parameter = g_steal_pointer (&parameter);
          save_as_action (GTK_WIDGET (self), "win.save-as", NULL);
          return;
        }
      if (!save_to (self, self->file))
        return;
    }
  else if (g_strcmp0 (response, "discard") != 0)
    {
      g_clear_object (&self->pending_game);
      g_clear_object (&self->pending_file);
      return;
    }

  terr_replay_page_set_modified (self->replay_page, FALSE);
  self->game_modified = FALSE;
  run_action (self, action, parameter);
}

/* With unsaved annotations in the viewer, or (with @game_moves) moves on
 * the game page that no file holds, asks first and returns TRUE; @action
 * (with @parameter, which is sunk) runs once they are saved or discarded. */
static gboolean
ask_before_leaving_full (TerrWindow *self,
                         const char *action,
                         GVariant   *parameter,
                         gboolean    game_moves)
{
  g_autoptr(GVariant) param = parameter != NULL ? g_variant_ref_sink (parameter) : NULL;
  GtkWidget *dialog;
  gboolean annotations = FALSE;

  if (self->game == NULL)
    return FALSE;
  if (is_reviewing (self))
    {
      terr_replay_page_commit_comment (self->replay_page);
      annotations = terr_replay_page_get_modified (self->replay_page);
    }
  if (!annotations
      && !(game_moves && self->game_modified && terr_game_get_n_moves (self->game) > 0))
    return FALSE;

  if (self->leave_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->leave_dialog));
  if (annotations)
    dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Save the Annotations?"),
                                     _("The comments and variations added to this game are not saved. If you leave without saving, they are lost."));
  else
    dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Save the Game?"),
                                     _("The moves of this game are not saved in a file. If you leave without saving, only the automatic save keeps them, until another game replaces it."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_free (self->leave_action);
  self->leave_action = g_strdup (action);
  g_clear_pointer (&self->leave_parameter, g_variant_unref);
  self->leave_parameter = g_steal_pointer (&param);
  self->leave_dialog = dialog;
  g_signal_connect_object (dialog, "response", G_CALLBACK (leave_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

static gboolean
ask_before_leaving (TerrWindow *self,
                    const char *action)
{
  return ask_before_leaving_full (self, action, NULL, TRUE);
}

GtkWidget *
terr_window_get_leave_dialog (TerrWindow *self)
{
  g_return_val_if_fail (TERR_IS_WINDOW (self), NULL);

  return self->leave_dialog;
}

static gboolean
close_request_cb (GtkWindow *window,
                  gpointer   data)
{
  return ask_before_leaving (TERR_WINDOW (window), "window.close");
}

static void
play_pending_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  g_autoptr(TerrGame) game = g_steal_pointer (&self->pending_game);
  g_autoptr(GFile) file = g_steal_pointer (&self->pending_file);

  if (game == NULL)
    return;
  show_other_game (self, game, file, file == NULL && self->pending_autosave);
}

/* "Continue playing from here" in the viewer: a new game of the position. */
static void
play_from_here_cb (TerrReplayPage *page,
                   TerrGame       *scenario,
                   TerrWindow     *self)
{
  g_set_object (&self->pending_game, scenario);
  g_clear_object (&self->pending_file);
  self->pending_autosave = TRUE;
  if (!ask_before_leaving (self, "win.play-pending"))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.play-pending", NULL);
}

static void
review_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);

  if (self->game != NULL)
    terr_window_review_game (self, self->game);
}

static void
show_start_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);

  /* The game stays (Continue): only annotations ask. */
  if (ask_before_leaving_full (self, "win.show-start", NULL, FALSE))
    return;
  refresh_resume (self);
  gtk_stack_set_visible_child_name (self->stack, "start");
  update_title (self);
  update_actions (self);
}

/* --- the scenario editor (terr-editor-page.c) --- */

static void
show_editor (TerrWindow *self)
{
  TerrGame *design;

  gtk_stack_set_visible_child_name (self->stack, "editor");
  update_title (self);
  update_actions (self);
  design = terr_editor_page_get_game (self->editor_page);
  adw_window_title_set_title (self->window_title, _("Scenario Editor"));
  adw_window_title_set_subtitle (self->window_title,
                                 design != NULL ? terr_game_kind_get_title (terr_game_get_kind (design)) : NULL);
  gtk_window_set_title (GTK_WINDOW (self), _("Scenario Editor"));
  gtk_widget_grab_focus (GTK_WIDGET (terr_editor_page_get_board (self->editor_page)));
}

/* win.edit-new('ziggurat'): an empty design; the unsaved one first asks. */
static void
edit_new_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);

  terr_editor_page_new_design (self->editor_page,
                               terr_game_kind_from_string (g_variant_get_string (parameter, NULL)));
  show_editor (self);
}

/* win.edit-position: the position on the game page as a new design. */
static void
edit_position_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);

  if (self->game == NULL)
    return;
  terr_editor_page_edit_position (self->editor_page, self->game);
  show_editor (self);
}

/* win.edit-scenario('/path'): a bundled scenario as a new design (it is
 * read-only: Save asks where to write). */
static void
edit_scenario_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_game_load_path (g_variant_get_string (parameter, NULL), &error);

  if (game == NULL)
    {
      show_toast (self, error->message);
      return;
    }
  terr_editor_page_edit_position (self->editor_page, game);
  show_editor (self);
}

static void
resume_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  g_autoptr(TerrGame) game = g_steal_pointer (&self->resume_game);

  if (game == NULL)
    return;

  /* Back to the game on the game page, file and all. */
  if (game != self->game)
    g_clear_object (&self->file);
  terr_window_set_game (self, game);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);

  if (is_reviewing (self))
    gtk_widget_activate_action (GTK_WIDGET (self->replay_page), "replay.undo-edit", NULL);
  else if (self->game != NULL)
    {
      terr_game_page_undo (self->game_page);
      self->game_modified = TRUE;
    }
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);

  if (is_reviewing (self))
    gtk_widget_activate_action (GTK_WIDGET (self->replay_page), "replay.redo-edit", NULL);
  else if (self->game != NULL)
    {
      terr_game_page_redo (self->game_page);
      self->game_modified = TRUE;
    }
}

/* The help, open at the rules of the game on screen (F1). */
static void
help_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);

  if (self->help_window == NULL)
    {
      self->help_window = terr_help_window_new ();
      g_object_add_weak_pointer (G_OBJECT (self->help_window), (gpointer *) &self->help_window);
      gtk_window_set_transient_for (GTK_WINDOW (self->help_window), GTK_WINDOW (self));
      gtk_window_set_destroy_with_parent (GTK_WINDOW (self->help_window), TRUE);
    }
  {
    /* The page for what is on screen: the viewer, the editor, or the
     * rules of the game being played. */
    const char *shown = gtk_stack_get_visible_child_name (self->stack);

    if (g_strcmp0 (shown, "replay") == 0)
      terr_help_window_show_page (TERR_HELP_WINDOW (self->help_window), "replay-viewer");
    else if (g_strcmp0 (shown, "editor") == 0)
      terr_help_window_show_page (TERR_HELP_WINDOW (self->help_window), "scenario-editor");
    else if (self->game != NULL && g_strcmp0 (shown, "game") == 0)
      terr_help_window_show_page (TERR_HELP_WINDOW (self->help_window),
                                  terr_game_kind_to_string (terr_game_get_kind (self->game)));
  }
  gtk_window_present (GTK_WINDOW (self->help_window));
}

static void
remember_folder (TerrWindow *self,
                 GFile      *file)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *uri = NULL;

  if (self->settings == NULL || parent == NULL)
    return;

  uri = g_file_get_uri (parent);
  g_settings_set_string (self->settings, "last-folder", uri);
}

static GtkFileChooserNative *
make_chooser (TerrWindow           *self,
              const char           *title,
              GtkFileChooserAction  action,
              const char           *accept)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = terr_application_new_file_filter ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();
  g_autofree char *folder = NULL;

  chooser = gtk_file_chooser_native_new (title, GTK_WINDOW (self), action, accept, NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);

  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (chooser), filter);

  if (self->settings != NULL)
    folder = g_settings_get_string (self->settings, "last-folder");
  if (folder != NULL && *folder)
    {
      g_autoptr(GFile) dir = g_file_new_for_uri (folder);
      gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), dir, NULL);
    }

  g_clear_object (&self->chooser);
  self->chooser = GTK_NATIVE_DIALOG (g_object_ref (chooser));
  return chooser;
}

static void
open_response_cb (GtkNativeDialog *chooser,
                  int              response,
                  TerrWindow      *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        {
          remember_folder (self, file);
          terr_window_open_file (self, file);
        }
    }

  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->chooser);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  g_autoptr(GtkFileChooserNative) chooser = NULL;

  /* In the scenario editor, Open (Ctrl+O) opens a design to edit. */
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "editor") == 0)
    {
      gtk_widget_activate_action (GTK_WIDGET (self->editor_page), "editor.open", NULL);
      return;
    }
  chooser = make_chooser (self, _("Open a Game"), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"));
  g_signal_connect (chooser, "response", G_CALLBACK (open_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static gboolean
save_to (TerrWindow *self,
         GFile      *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *basename = g_file_get_basename (file);

  /* The comment being typed in the viewer goes in too. */
  terr_replay_page_commit_comment (self->replay_page);
  if (path == NULL)
    {
      g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Only local files can be written"));
    }
  else if (terr_game_save_path (self->game, path, TERR_FILE_REPLAY, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Saved “%s”"), basename);

      terr_replay_page_set_modified (self->replay_page, FALSE);
      self->game_modified = FALSE;
      g_set_object (&self->file, file);
      add_recent (file);
      update_title (self);
      show_toast (self, message);
      return TRUE;
    }

  {
    g_autofree char *heading = g_strdup_printf (_("Could Not Save “%s”"), basename);
    show_error (self, heading, error->message);
  }
  return FALSE;
}

static void
save_response_cb (GtkNativeDialog *chooser,
                  int              response,
                  TerrWindow      *self)
{
  g_autofree char *action = NULL;
  g_autoptr(GVariant) parameter = NULL;
  gboolean saved = FALSE;

  if (response == GTK_RESPONSE_ACCEPT && self->game != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        {
          remember_folder (self, file);
          saved = save_to (self, file);
        }
    }

  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->chooser);
  /* Leaving waited for this file: go on, or stay when it was not written. */
  action = g_steal_pointer (&self->after_save_action);
  parameter = g_steal_pointer (&self->after_save_parameter);
  if (saved)
    run_action (self, action, parameter);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  g_autoptr(GtkFileChooserNative) chooser = NULL;
  g_autofree char *name = NULL;

  if (self->game == NULL)
    return;

  chooser = make_chooser (self, _("Save the Game"), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"));
  if (self->file != NULL)
    name = g_file_get_basename (self->file);
  else
    name = g_strdup_printf ("%s.terraces",
                            terr_game_kind_to_string (terr_game_get_kind (self->game)));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);

  g_signal_connect (chooser, "response", G_CALLBACK (save_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);

  if (self->game == NULL)
    return;

  if (self->file != NULL)
    save_to (self, self->file);
  else
    save_as_action (widget, "win.save-as", NULL);
}

static void
open_scenario_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  g_autoptr(GFile) file = g_file_new_for_path (g_variant_get_string (parameter, NULL));
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_game_load_file (file, NULL, &error);

  if (game == NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);
      g_autofree char *heading = g_strdup_printf (_("Could Not Open “%s”"), basename);

      show_error (self, heading, error->message);
      return;
    }

  /* A bundled puzzle is remembered, to mark it solved on success. */
  g_set_weak_pointer (&self->puzzle_game, game);
  g_free (self->puzzle_path);
  self->puzzle_path = g_strdup (g_variant_get_string (parameter, NULL));
  /* A bundled scenario is read-only: Save asks where to write. */
  replace_game (self, game, NULL, FALSE);
}

/* The game page reached a puzzle's goal: a bundled puzzle is marked solved
 * and the toast offers the next unsolved one of the same game. */
static gboolean
goal_reached_cb (TerrGamePage *page,
                 TerrWindow   *self)
{
  const char *next;
  AdwToast *toast;

  if (self->puzzle_game == NULL || self->puzzle_game != terr_game_page_get_game (page)
      || !terr_puzzle_list_has_puzzle (self->puzzle_list, self->puzzle_path))
    return FALSE;
  terr_puzzle_list_mark_solved (self->puzzle_list, self->puzzle_path);
  next = terr_puzzle_list_get_next_unsolved (self->puzzle_list, self->puzzle_path);
  g_free (self->next_puzzle);
  self->next_puzzle = g_strdup (next);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-puzzle", next != NULL);
  toast = adw_toast_new (next != NULL ? _("Puzzle solved. Well done!")
                                      : _("Puzzle solved: every puzzle of this game is solved now."));
  if (next != NULL)
    {
      adw_toast_set_button_label (toast, _("_Next Puzzle"));
      adw_toast_set_action_name (toast, "win.next-puzzle");
    }
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  return TRUE;
}

/* win.next-puzzle: the puzzle the last success offered. */
static void
next_puzzle_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  g_autofree char *next = g_steal_pointer (&self->next_puzzle);

  gtk_widget_action_set_enabled (widget, "win.next-puzzle", FALSE);
  if (next == NULL)
    return;
  /* The solved puzzle's moves are not worth a question. */
  self->game_modified = FALSE;
  gtk_widget_activate_action (widget, "win.open-scenario", "s", next);
}

/* win.generate-puzzle: the scenario editor's Generate dialog. */
static void
generate_puzzle_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);

  show_editor (self);
  gtk_widget_activate_action (GTK_WIDGET (self->editor_page), "editor.generate", NULL);
}

/* A .terraces file dropped on the window opens like Open… would. */
static gboolean
file_dropped_cb (GtkDropTarget *target,
                 const GValue  *value,
                 double         x,
                 double         y,
                 TerrWindow    *self)
{
  if (!G_VALUE_HOLDS (value, G_TYPE_FILE))
    return FALSE;

  return terr_window_open_file (self, g_value_get_object (value));
}

/* --- the start page --- */

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
      /* The number of seats in the drop-down; a click takes the default. */
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
      adw_split_button_set_menu_model (ADW_SPLIT_BUTTON (button), G_MENU_MODEL (menu));
      gtk_widget_set_tooltip_text (button, _("Choose the players and start a game; the arrow starts one at once for that many people"));
      {
        /* TRANSLATORS: the arrow beside New Game, e.g. "Players for Garden Paths" */
        g_autofree char *players_label = g_strdup_printf (_("Players for %s"), terr_game_kind_get_title (kind));

        adw_split_button_set_dropdown_tooltip (ADW_SPLIT_BUTTON (button), players_label);
        /* The arrow is a menu button inside the split button: it gets the
         * same words as its name for screen readers. */
        for (GtkWidget *child = gtk_widget_get_first_child (button); child != NULL;
             child = gtk_widget_get_next_sibling (child))
          if (GTK_IS_MENU_BUTTON (child))
            gtk_accessible_update_property (GTK_ACCESSIBLE (child),
                                            GTK_ACCESSIBLE_PROPERTY_LABEL, players_label, -1);
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

static char *
scenarios_dir (void)
{
  const char *dir = g_getenv ("TERRACES_SCENARIOS_DIR");

  if (dir != NULL && *dir)
    return g_strdup (dir);
  return g_build_filename (PKGDATADIR, "scenarios", NULL);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

static void
load_scenarios (TerrWindow *self)
{
  g_autofree char *dirname = scenarios_dir ();
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
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.open-scenario");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", path);
      if (terr_editor_page_supports_kind (game->kind))
        {
          /* Edit: a copy of the scenario in the scenario editor. */
          GtkWidget *edit = gtk_button_new_from_icon_name ("document-edit-symbolic");
          g_autofree char *edit_label = g_strdup_printf (_("Edit “%s” in the Scenario Editor"), title);

          gtk_widget_set_valign (edit, GTK_ALIGN_CENTER);
          gtk_widget_add_css_class (edit, "flat");
          gtk_widget_set_tooltip_text (edit, edit_label);
          gtk_accessible_update_property (GTK_ACCESSIBLE (edit), GTK_ACCESSIBLE_PROPERTY_LABEL, edit_label, -1);
          gtk_actionable_set_action_name (GTK_ACTIONABLE (edit), "win.edit-scenario");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (edit), "s", path);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), edit);
        }
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      adw_preferences_group_add (self->scenarios_group, row);
      g_ptr_array_add (self->scenario_rows, row);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->scenarios_group), self->scenario_rows->len > 0);
}

/* --- GObject --- */

/* Window size and board view are kept in the settings.  (Not in
 * constructed(): "application" is set after it.) */
static void
bind_settings (TerrWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  GSettings *settings;

  if (self->settings != NULL || !TERR_IS_APPLICATION (app))
    return;

  settings = terr_application_get_settings (TERR_APPLICATION (app));
  if (settings == NULL)
    return;

  self->settings = g_object_ref (settings);
  g_settings_bind (settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
  terr_game_page_set_settings (self->game_page, settings);
  terr_puzzle_list_set_settings (self->puzzle_list, settings);
}

TerrWindow *
terr_window_new (TerrApplication *app)
{
  TerrWindow *self = g_object_new (TERR_TYPE_WINDOW, "application", app, NULL);

  bind_settings (self);
  return self;
}

static void
terr_window_dispose (GObject *object)
{
  TerrWindow *self = TERR_WINDOW (object);

  if (self->help_window != NULL)
    gtk_window_destroy (GTK_WINDOW (self->help_window));
  g_clear_weak_pointer (&self->help_window);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (self->chooser);
  g_clear_object (&self->chooser);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->resume_game);
  g_clear_object (&self->file);
  g_clear_object (&self->settings);
  if (self->leave_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->leave_dialog));
  self->leave_dialog = NULL;
  g_clear_pointer (&self->leave_action, g_free);
  g_clear_pointer (&self->leave_parameter, g_variant_unref);
  g_clear_pointer (&self->after_save_action, g_free);
  g_clear_pointer (&self->after_save_parameter, g_variant_unref);
  g_clear_object (&self->pending_game);
  g_clear_weak_pointer (&self->puzzle_game);
  g_clear_pointer (&self->puzzle_path, g_free);
  g_clear_pointer (&self->next_puzzle, g_free);
  g_clear_object (&self->pending_file);
  /* An autosave still being written holds the window until it is done,
   * and writes the newest bytes after it (autosave_written_cb). */

  G_OBJECT_CLASS (terr_window_parent_class)->dispose (object);
}

static void
terr_window_finalize (GObject *object)
{
  TerrWindow *self = TERR_WINDOW (object);

  g_ptr_array_unref (self->scenario_rows);
  g_ptr_array_unref (self->recent_rows);
  g_clear_pointer (&self->autosaver, autosaver_unref);

  G_OBJECT_CLASS (terr_window_parent_class)->finalize (object);
}

/* Screen readers: the whole position of the page's board in words. */
static void
read_position_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  const char *page = gtk_stack_get_visible_child_name (self->stack);
  TerrBoard *board = NULL;

  if (g_strcmp0 (page, "game") == 0)
    board = terr_game_page_get_board (self->game_page);
  else if (g_strcmp0 (page, "replay") == 0)
    board = terr_replay_page_get_board (self->replay_page);
  else if (g_strcmp0 (page, "editor") == 0)
    board = terr_editor_page_get_board (self->editor_page);
  if (board != NULL)
    terr_board_read_position (board);
}

static void
terr_window_class_init (TerrWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = terr_window_dispose;
  object_class->finalize = terr_window_finalize;

  g_type_ensure (TERR_TYPE_GAME_PAGE);
  g_type_ensure (TERR_TYPE_REPLAY_PAGE);
  g_type_ensure (TERR_TYPE_EDITOR_PAGE);
  g_type_ensure (TERR_TYPE_PUZZLE_LIST);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/terr-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, open_button);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, history_box);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, games_box);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, resume_group);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, resume_row);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, scenarios_group);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, recent_group);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, game_page);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, replay_page);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, editor_page);
  gtk_widget_class_bind_template_child (widget_class, TerrWindow, puzzle_list);

  gtk_widget_class_install_action (widget_class, "win.new-game", "s", new_game_action);
  gtk_widget_class_install_action (widget_class, "win.new-game-for", "(su)", new_game_for_action);
  gtk_widget_class_install_action (widget_class, "win.choose-new-game", "s", choose_new_game_action);
  gtk_widget_class_install_action (widget_class, "win.show-start", NULL, show_start_action);
  gtk_widget_class_install_action (widget_class, "win.resume", NULL, resume_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.open-scenario", "s", open_scenario_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.forget-recent", "s", forget_recent_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.edit-new", "s", edit_new_action);
  gtk_widget_class_install_action (widget_class, "win.edit-position", NULL, edit_position_action);
  gtk_widget_class_install_action (widget_class, "win.edit-scenario", "s", edit_scenario_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.review", NULL, review_action);
  gtk_widget_class_install_action (widget_class, "win.play-pending", NULL, play_pending_action);
  gtk_widget_class_install_action (widget_class, "win.help", NULL, help_action);
  gtk_widget_class_install_action (widget_class, "win.read-position", NULL, read_position_action);
  gtk_widget_class_install_action (widget_class, "win.next-puzzle", NULL, next_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.generate-puzzle", NULL, generate_puzzle_action);
}

static void
terr_window_init (TerrWindow *self)
{
  GtkDropTarget *target;

  self->scenario_rows = g_ptr_array_new ();
  self->recent_rows = g_ptr_array_new ();
  self->autosaver = autosaver_new ();

  terr_games_ensure_types ();
  terr_a11y_init ();
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Screen readers see the shown page only. */
  terr_a11y_follow_stack (self->stack);

  /* The cards wrap in a narrow window; a card is not a stop of its own
   * for the keyboard (its button is). */
  for (guint i = 0; i < G_N_ELEMENTS (game_kinds); i++)
    {
      GtkWidget *card = make_game_card (game_kinds[i]);

      gtk_flow_box_append (self->games_box, card);
      gtk_widget_set_focusable (gtk_widget_get_parent (card), FALSE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (card)),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      terr_game_kind_get_title (game_kinds[i]), -1);
    }

  target = gtk_drop_target_new (G_TYPE_FILE, GDK_ACTION_COPY);
  g_signal_connect (target, "drop", G_CALLBACK (file_dropped_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
  g_signal_connect (self->replay_page, "play-from-here", G_CALLBACK (play_from_here_cb), self);
  g_signal_connect (self->game_page, "goal-reached", G_CALLBACK (goal_reached_cb), self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-puzzle", FALSE);
  g_signal_connect (self, "close-request", G_CALLBACK (close_request_cb), NULL);

  load_scenarios (self);
  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (recent_changed_cb), self, G_CONNECT_SWAPPED);
  refresh_recent (self);
  refresh_resume (self);
  update_title (self);
  update_actions (self);
}
