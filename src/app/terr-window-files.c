/* terr-window-files.c — the window's files: opening (a chooser, a recent
 * file, a drop, the command line), saving, and the question asked before
 * unsaved moves or annotations are left.  The files, the last folder and
 * the recent list are the session's; the chooser and the question are
 * the program's one kind (terr-file-dialogs.c). */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-file-dialogs.h"
#include "terr-window-private.h"

/* --- opening --- */

static void
show_load_error (TerrWindow   *self,
                 GFile        *file,
                 const GError *error)
{
  g_autofree char *basename = g_file_get_basename (file);
  g_autofree char *heading = g_strdup_printf (_("Could Not Open “%s”"), basename);

  terr_window_show_error (self, heading, error->message);
}

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
      show_load_error (self, file, error);
      return FALSE;
    }

  terr_window_replace_game (self, game, file, FALSE);
  return TRUE;
}

static void
file_loaded_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  g_autoptr(GFile) file = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_session_load_finish (TERR_SESSION (source), result, &error);
  TerrWindow *self;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = g_object_get_data (G_OBJECT (file), "terr-window");
  if (!TERR_IS_WINDOW (self))
    return;
  g_clear_object (&self->open_cancellable);
  if (game == NULL)
    show_load_error (self, file, error);
  else
    terr_window_replace_game (self, game, file, FALSE);
}

/* Reads @file in a thread, then shows it as terr_window_open_file() does;
 * a newer open replaces one still reading. */
void
terr_window_open_file_async (TerrWindow *self,
                             GFile      *file)
{
  GFile *copy = g_file_dup (file);

  g_cancellable_cancel (self->open_cancellable);
  g_clear_object (&self->open_cancellable);
  self->open_cancellable = g_cancellable_new ();
  /* The window is cancelled, not waited for, when it goes (dispose). */
  g_object_set_data (G_OBJECT (copy), "terr-window", self);
  terr_session_load_async (self->session, copy, self->open_cancellable, file_loaded_cb, copy);
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
        terr_window_open_file_async (self, file);
    }

  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->chooser);
}

static void
set_chooser (TerrWindow           *self,
             GtkFileChooserNative *chooser)
{
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (self->chooser);
  g_clear_object (&self->chooser);
  self->chooser = GTK_NATIVE_DIALOG (chooser);
}

void
terr_window_choose_file_to_open (TerrWindow *self)
{
  GtkFileChooserNative *chooser = terr_file_chooser_new (GTK_WIDGET (self), _("Open a Game"),
                                                         GTK_FILE_CHOOSER_ACTION_OPEN,
                                                         _("_Open"), NULL);

  set_chooser (self, chooser);
  g_signal_connect (chooser, "response", G_CALLBACK (open_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
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
      terr_window_show_game (self, game, FALSE);
      terr_session_set_file (self->session, NULL);
      if (save_now)
        terr_session_autosave (self->session);
      return;
    }

  /* A game read from a file is reviewed: a move played where the file has
   * another one is a variation, and the moves of the file stay.  A
   * finished game opens in the replay viewer; one still going on the game
   * page, to play on ("Review Game" shows it in the viewer). */
  if (terr_game_get_n_moves (game) > 0)
    terr_game_set_mode (game, TERR_GAME_MODE_REVIEW);
  terr_window_show_game (self, game, terr_game_get_n_moves (game) > 0 && terr_game_is_over (game));
  terr_session_set_file (self->session, file);
  terr_window_update_title (self);
}

/* Shows another game in place of the one shown, first asking to save
 * what no file holds yet (the moves played, the annotations). */
void
terr_window_replace_game (TerrWindow *self,
                          TerrGame   *game,
                          GFile      *file,
                          gboolean    save_now)
{
  if (self->game != NULL && self->game != game)
    {
      g_set_object (&self->pending_game, game);
      g_set_object (&self->pending_file, file);
      self->pending_autosave = save_now;
      if (terr_window_ask_before_leaving (self, "win.play-pending", NULL, TRUE))
        return;
      g_clear_object (&self->pending_game);
      g_clear_object (&self->pending_file);
    }
  show_other_game (self, game, file, save_now);
}

void
terr_window_play_pending (TerrWindow *self)
{
  g_autoptr(TerrGame) game = g_steal_pointer (&self->pending_game);
  g_autoptr(GFile) file = g_steal_pointer (&self->pending_file);

  if (game != NULL)
    show_other_game (self, game, file, file == NULL && self->pending_autosave);
}

/* --- saving --- */

static gboolean
save_to (TerrWindow *self,
         GFile      *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *basename = g_file_get_basename (file);

  /* The comment being typed in the viewer goes in too. */
  if (self->replay_page != NULL)
    terr_replay_page_commit_comment (self->replay_page);
  if (path == NULL)
    {
      g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Only local files can be written"));
    }
  else if (terr_game_save_path (self->game, path, TERR_FILE_REPLAY, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Saved “%s”"), basename);

      if (self->replay_page != NULL)
        terr_replay_page_set_modified (self->replay_page, FALSE);
      terr_session_set_file (self->session, file);
      terr_window_update_title (self);
      terr_window_show_toast (self, message);
      return TRUE;
    }

  {
    g_autofree char *heading = g_strdup_printf (_("Could Not Save “%s”"), basename);
    terr_window_show_error (self, heading, error->message);
  }
  return FALSE;
}

static void
run_action (TerrWindow *self,
            const char *action,
            GVariant   *parameter)
{
  if (action != NULL)
    gtk_widget_activate_action_variant (GTK_WIDGET (self), action, parameter);
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
        saved = save_to (self, file);
    }

  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->chooser);
  /* Leaving waited for this file: go on, or stay when it was not written. */
  action = g_steal_pointer (&self->after_save_action);
  parameter = g_steal_pointer (&self->after_save_parameter);
  if (saved)
    run_action (self, action, parameter);
}

void
terr_window_save_as (TerrWindow *self)
{
  GtkFileChooserNative *chooser;
  GFile *file = terr_session_get_file (self->session);
  g_autofree char *name = NULL;

  if (self->game == NULL)
    return;

  chooser = terr_file_chooser_new (GTK_WIDGET (self), _("Save the Game"),
                                   GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), NULL);
  set_chooser (self, chooser);
  if (file != NULL)
    name = g_file_get_basename (file);
  else
    name = g_strdup_printf ("%s.terraces",
                            terr_game_kind_to_string (terr_game_get_kind (self->game)));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);

  g_signal_connect (chooser, "response", G_CALLBACK (save_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Saves to the document's file; without one, Save As asks where (and
 * FALSE is returned: nothing is written yet). */
gboolean
terr_window_save (TerrWindow *self)
{
  GFile *file = terr_session_get_file (self->session);

  if (self->game == NULL)
    return FALSE;
  if (file != NULL)
    return save_to (self, file);
  terr_window_save_as (self);
  return FALSE;
}

/* --- leaving unsaved work --- */

typedef struct {
  TerrWindow *window;
  char       *action;
  GVariant   *parameter;
} LaterAction;

static void
later_action_free (gpointer data)
{
  LaterAction *later = data;

  g_object_unref (later->window);
  g_free (later->action);
  g_clear_pointer (&later->parameter, g_variant_unref);
  g_free (later);
}

static gboolean
run_later_cb (gpointer data)
{
  LaterAction *later = data;

  run_action (later->window, later->action, later->parameter);
  return G_SOURCE_REMOVE;
}

/* Runs @action once the question's answer has been handled: for
 * window.close, as a window destroyed inside the answer of its own dialog
 * leaves that dialog to disconnect from a dead window as it goes. */
static void
run_action_later (TerrWindow *self,
                  char       *action,
                  GVariant   *parameter)
{
  LaterAction *later = g_new0 (LaterAction, 1);

  later->window = g_object_ref (self);
  later->action = action;
  later->parameter = parameter;
  g_idle_add_full (G_PRIORITY_DEFAULT, run_later_cb, later, later_action_free);
}

static void
leave_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   TerrWindow       *self)
{
  g_autofree char *action = g_steal_pointer (&self->leave_action);
  g_autoptr(GVariant) parameter = g_steal_pointer (&self->leave_parameter);

  g_clear_weak_pointer (&self->leave_dialog);
  if (g_strcmp0 (response, TERR_SAVE_CHANGES_SAVE) == 0)
    {
      /* Without a file, Save As asks where; leaving goes on once it has
       * written the file (and not at all if it is cancelled). */
      if (terr_session_get_file (self->session) == NULL)
        {
          g_free (self->after_save_action);
          self->after_save_action = g_steal_pointer (&action);
          g_clear_pointer (&self->after_save_parameter, g_variant_unref);
          self->after_save_parameter = g_steal_pointer (&parameter);
          terr_window_save_as (self);
          return;
        }
      if (!terr_window_save (self))
        return;
    }
  else if (g_strcmp0 (response, TERR_SAVE_CHANGES_DISCARD) != 0)
    {
      g_clear_object (&self->pending_game);
      g_clear_object (&self->pending_file);
      return;
    }

  if (self->replay_page != NULL)
    terr_replay_page_set_modified (self->replay_page, FALSE);
  terr_session_set_modified (self->session, FALSE);
  if (g_strcmp0 (action, "window.close") == 0)
    run_action_later (self, g_steal_pointer (&action), g_steal_pointer (&parameter));
  else
    run_action (self, action, parameter);
}

gboolean
terr_window_ask_before_leaving (TerrWindow *self,
                                const char *action,
                                GVariant   *parameter,
                                gboolean    game_moves)
{
  g_autoptr(GVariant) param = parameter != NULL ? g_variant_ref_sink (parameter) : NULL;
  AdwMessageDialog *dialog;
  gboolean annotations = FALSE;

  if (self->game == NULL)
    return FALSE;
  if (terr_window_is_showing (self, "replay"))
    {
      terr_replay_page_commit_comment (self->replay_page);
      annotations = terr_replay_page_get_modified (self->replay_page);
    }
  if (!annotations
      && !(game_moves && terr_session_get_modified (self->session)
           && terr_game_get_n_moves (self->game) > 0))
    return FALSE;

  if (self->leave_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->leave_dialog));
  if (annotations)
    dialog = terr_save_changes_dialog_new (GTK_WIDGET (self), _("Save the Annotations?"),
                                           _("The comments and variations added to this game are not saved. If you leave without saving, they are lost."));
  else
    dialog = terr_save_changes_dialog_new (GTK_WIDGET (self), _("Save the Game?"),
                                           _("The moves of this game are not saved in a file. If you leave without saving, only the automatic save keeps them, until another game replaces it."));
  g_free (self->leave_action);
  self->leave_action = g_strdup (action);
  g_clear_pointer (&self->leave_parameter, g_variant_unref);
  self->leave_parameter = g_steal_pointer (&param);
  /* Weak: the dialog may go without answering (its window closed). */
  g_set_weak_pointer (&self->leave_dialog, GTK_WIDGET (dialog));
  g_signal_connect_object (dialog, "response", G_CALLBACK (leave_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

GtkWidget *
terr_window_get_leave_dialog (TerrWindow *self)
{
  g_return_val_if_fail (TERR_IS_WINDOW (self), NULL);

  return self->leave_dialog;
}
