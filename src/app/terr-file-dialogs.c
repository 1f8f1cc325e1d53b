/* terr-file-dialogs.c — the file chooser factory and the save-changes
 * question (see terr-file-dialogs.h). */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-file-dialogs.h"
#include "terr-session.h"

GtkFileFilter *
terr_file_filter_new_terraces (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Terraces Games"));
  gtk_file_filter_add_pattern (filter, "*.terraces");
  gtk_file_filter_add_mime_type (filter, "application/x-terraces+xml");
  return filter;
}

static GtkWindow *
window_of (GtkWidget *widget)
{
  GtkRoot *root = widget != NULL ? gtk_widget_get_root (widget) : NULL;

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

/* Runs first among the "response" handlers (connected at creation). */
static void
remember_folder_cb (GtkNativeDialog *chooser,
                    int              response,
                    gpointer         data)
{
  TerrSession *session = terr_session_get_default ();
  g_autoptr(GFile) file = NULL;

  if (response != GTK_RESPONSE_ACCEPT || session == NULL)
    return;
  file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file != NULL)
    terr_session_remember_folder (session, file);
}

GtkFileChooserNative *
terr_file_chooser_new (GtkWidget            *parent,
                       const char           *title,
                       GtkFileChooserAction  action,
                       const char           *accept_label,
                       GtkFileFilter        *filter)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) first = filter != NULL ? g_object_ref (filter) : terr_file_filter_new_terraces ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();
  TerrSession *session = terr_session_get_default ();
  g_autoptr(GFile) folder = session != NULL ? terr_session_dup_last_folder (session) : NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WIDGET (parent), NULL);

  chooser = gtk_file_chooser_native_new (title, window_of (parent), action, accept_label, NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);

  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), first);
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (chooser), first);

  if (folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  g_signal_connect (chooser, "response", G_CALLBACK (remember_folder_cb), NULL);
  return chooser;
}

AdwMessageDialog *
terr_save_changes_dialog_new (GtkWidget  *parent,
                              const char *heading,
                              const char *body)
{
  AdwMessageDialog *dialog;

  g_return_val_if_fail (parent == NULL || GTK_IS_WIDGET (parent), NULL);

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (window_of (parent), heading, body));
  adw_message_dialog_add_responses (dialog,
                                    TERR_SAVE_CHANGES_CANCEL, _("_Cancel"),
                                    TERR_SAVE_CHANGES_DISCARD, _("_Discard"),
                                    TERR_SAVE_CHANGES_SAVE, _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, TERR_SAVE_CHANGES_DISCARD,
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, TERR_SAVE_CHANGES_SAVE,
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, TERR_SAVE_CHANGES_SAVE);
  adw_message_dialog_set_close_response (dialog, TERR_SAVE_CHANGES_CANCEL);
  return dialog;
}
