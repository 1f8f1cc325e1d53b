/* terr-editor-page-file.c — the scenario editor's file: open, save and
 * save as, what to do with unsaved work (before a new design, an open,
 * closing the window), and test-playing the scenario as its file reads. */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-file-dialogs.h"
#include "terr-editor-page-private.h"

static void show_open_chooser (TerrEditorPage *self);

static gboolean
destroy_window_cb (gpointer window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  return G_SOURCE_REMOVE;
}

/* What waited for the unsaved work to be saved or discarded: close the
 * window, start the other design, open a file, or generate a puzzle. */
static void
run_pending (TerrEditorPage *self,
             TerrGame       *pending,
             gboolean        close,
             gboolean        open,
             gboolean        generate)
{
  if (close)
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

      /* Nothing left to lose: the window closes this time.  The design
       * goes the whole way (its handlers, the tools and the board that
       * follow it), not just the page's reference: a tool or the board
       * left holding a design finalized under it would disconnect from
       * a dead object when the window is destroyed. */
      _terr_editor_page_set_design (self, NULL, NULL);
      /* Once the answer is handled: a window destroyed inside the answer
       * of its own dialog leaves the dialog to disconnect from a dead
       * window as it goes. */
      if (GTK_IS_WINDOW (root))
        g_idle_add_full (G_PRIORITY_DEFAULT, destroy_window_cb, g_object_ref (root), g_object_unref);
      return;
    }
  if (pending != NULL)
    _terr_editor_page_set_design (self, pending, NULL);
  else if (open)
    show_open_chooser (self);
  else if (generate)
    _terr_editor_page_show_generate (self);
}

static void
confirm_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     TerrEditorPage   *self)
{
  g_autoptr(TerrGame) pending = g_steal_pointer (&self->pending_game);
  gboolean close = self->pending_close;
  gboolean open = self->pending_open;
  gboolean generate = self->pending_generate;

  self->pending_close = FALSE;
  self->pending_open = FALSE;
  self->pending_generate = FALSE;
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
          self->pending_generate = generate;
          self->pending_after_save = TRUE;
          gtk_widget_activate_action (GTK_WIDGET (self), "editor.save-as", NULL);
          return;
        }
      if (!terr_editor_page_save_to_file (self, self->file, &error))
        {
          _terr_editor_page_set_status (self, error->message);
          return;
        }
    }
  else if (!g_str_equal (response, "discard"))
    return;

  run_pending (self, pending, close, open, generate);
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

gboolean
_terr_editor_page_start_design (TerrEditorPage *self,
                                TerrGame       *game)
{
  if (ask_unsaved (self))
    {
      g_set_object (&self->pending_game, game);
      self->pending_close = FALSE;
      self->pending_open = FALSE;
      self->pending_generate = FALSE;
      return FALSE;
    }
  _terr_editor_page_set_design (self, game, NULL);
  return TRUE;
}

gboolean
_terr_editor_page_ask_before_generate (TerrEditorPage *self)
{
  if (!ask_unsaved (self))
    return FALSE;
  g_clear_object (&self->pending_game);
  self->pending_close = FALSE;
  self->pending_open = FALSE;
  self->pending_generate = TRUE;
  return TRUE;
}

gboolean
_terr_editor_page_close_request_cb (GtkWindow      *window,
                                    TerrEditorPage *self)
{
  if (self->game == NULL || !terr_editor_page_get_modified (self))
    return FALSE;
  if (ask_unsaved (self))
    {
      g_clear_object (&self->pending_game);
      self->pending_close = TRUE;
      self->pending_open = FALSE;
      self->pending_generate = FALSE;
      return TRUE;
    }
  return FALSE;
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

      _terr_editor_page_set_design (self, scenario, NULL);
      return TRUE;
    }
  _terr_editor_page_set_design (self, game, file);
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
  self->saved = _terr_editor_page_current_bytes (self);
  _terr_editor_page_update_file_label (self);
  return TRUE;
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
  bytes = _terr_editor_page_current_bytes (self);
  return !g_bytes_equal (bytes, self->saved);
}

/* --- the file chooser --- */

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
          _terr_editor_page_set_status (self, message);
        }
    }
  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->chooser);

  /* The close, new design, open or Generate that asked to save first. */
  if (saving && self->pending_after_save)
    {
      g_autoptr(TerrGame) pending = g_steal_pointer (&self->pending_game);
      gboolean close = self->pending_close;
      gboolean open = self->pending_open;
      gboolean generate = self->pending_generate;

      self->pending_close = FALSE;
      self->pending_open = FALSE;
      self->pending_generate = FALSE;
      self->pending_after_save = FALSE;
      if (saved)
        run_pending (self, pending, close, open, generate);
    }
}

void
_terr_editor_page_save_as (TerrEditorPage *self)
{
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

void
_terr_editor_page_save (TerrEditorPage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return;
  if (self->file == NULL)
    {
      _terr_editor_page_save_as (self);
      return;
    }
  if (terr_editor_page_save_to_file (self, self->file, &error))
    {
      g_autofree char *basename = g_file_get_basename (self->file);
      g_autofree char *message = g_strdup_printf (_("Saved “%s”"), basename);

      _terr_editor_page_set_status (self, message);
    }
  else
    _terr_editor_page_set_status (self, error->message);
}

void
_terr_editor_page_open (TerrEditorPage *self)
{
  if (ask_unsaved (self))
    {
      g_clear_object (&self->pending_game);
      self->pending_close = FALSE;
      self->pending_open = TRUE;
      self->pending_generate = FALSE;
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

void
_terr_editor_page_file_dispose (TerrEditorPage *self)
{
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (self->chooser);
  g_clear_object (&self->chooser);
  g_clear_object (&self->pending_game);
}

/* --- test play --- */

void
_terr_editor_page_test_play (TerrEditorPage *self)
{
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
      _terr_editor_page_update_actions (self);
      return;
    }
  if (self->game == NULL || self->solution_game != NULL || terr_latest_is_running (&self->check))
    return;
  if (terr_game_has_problems (self->game))
    {
      _terr_editor_page_set_status (self, _("Mend the problems listed first: a position with problems cannot be played."));
      return;
    }

  /* The test game is read back from the scenario's bytes, as a player
   * opening the saved file would get it. */
  bytes = _terr_editor_page_current_bytes (self);
  doc = terr_document_load_bytes (bytes, _("Test play"), &error);
  if (doc != NULL)
    self->test_game = terr_game_load_document (doc, &error);
  if (self->test_game == NULL)
    {
      _terr_editor_page_set_status (self, error->message);
      return;
    }
  terr_game_page_set_game (self->play_page, self->test_game);
  gtk_stack_set_visible_child_name (self->mode_stack, "play");
  gtk_widget_grab_focus (GTK_WIDGET (self->play_page));
  _terr_editor_page_update_actions (self);
}
