/* terr-file-dialogs.h — the one file chooser and the one "save changes?"
 * question of the program, for every page that opens or saves files. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The Terraces files filter (by extension and MIME type). */
GtkFileFilter        *terr_file_filter_new_terraces (void);

/* A modal file chooser over @parent's window with @filter (NULL: Terraces
 * files) and "All Files", starting in the last folder; the folder of a
 * file accepted is remembered (terr_session_remember_folder) before the
 * caller's "response" handler runs.  Show it with
 * gtk_native_dialog_show(); the caller owns the returned reference. */
GtkFileChooserNative *terr_file_chooser_new         (GtkWidget            *parent,
                                                     const char           *title,
                                                     GtkFileChooserAction  action,
                                                     const char           *accept_label,
                                                     GtkFileFilter        *filter);

/* The answers of terr_save_changes_dialog_new(), as response ids. */
#define TERR_SAVE_CHANGES_CANCEL  "cancel"
#define TERR_SAVE_CHANGES_DISCARD "discard"
#define TERR_SAVE_CHANGES_SAVE    "save"

/* The question asked before unsaved work is left: Cancel, Discard or Save
 * (the default; closing the dialog cancels).  Connect to "response" and
 * present it. */
AdwMessageDialog     *terr_save_changes_dialog_new  (GtkWidget            *parent,
                                                     const char           *heading,
                                                     const char           *body);

G_END_DECLS
