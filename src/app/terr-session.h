/* terr-session.h — what the program keeps between windows and runs: the
 * game being played (with its file and whether it is saved), the
 * autosave and resuming it, the recent files, the last folder, and
 * opening files off the main loop.  Owned by the application; windows and
 * pages ask it instead of asking each other. */
#pragma once

#include <gio/gio.h>

#include "terr-game.h"

G_BEGIN_DECLS

#define TERR_TYPE_SESSION (terr_session_get_type ())
G_DECLARE_FINAL_TYPE (TerrSession, terr_session, TERR, SESSION, GObject)

/* @settings (may be NULL: nothing is kept) holds the last folder. */
TerrSession *terr_session_new                (GSettings    *settings);
/* The application's session (set once by the application), or NULL. */
TerrSession *terr_session_get_default        (void);
void         terr_session_set_default        (TerrSession  *self);
GSettings   *terr_session_get_settings       (TerrSession  *self);

/* --- the play document: the game shown on the game page or in the
 * replay viewer, the file it was read from or saved to, and whether it
 * has changes no file holds --- */
TerrGame    *terr_session_get_game           (TerrSession  *self);
GFile       *terr_session_get_file           (TerrSession  *self);
gboolean     terr_session_get_modified       (TerrSession  *self);
/* Replaces the document (not modified); NULL closes it.  A @file is
 * remembered among the recent files. */
void         terr_session_set_game           (TerrSession  *self,
                                              TerrGame     *game,
                                              GFile        *file);
/* After Save As: the document's file is @file now, and it is saved. */
void         terr_session_set_file           (TerrSession  *self,
                                              GFile        *file);
void         terr_session_set_modified       (TerrSession  *self,
                                              gboolean      modified);

/* --- autosave and resume --- */
/* Where the game being played is saved after each move. */
char        *terr_session_get_autosave_path  (void);
/* Writes the play document's game to the autosave (in a thread; only
 * the newest state waits while a write runs). */
void         terr_session_autosave           (TerrSession  *self);
/* Waits (running the main loop) until the autosave on disk holds the
 * last state handed to it. */
void         terr_session_flush_autosave     (TerrSession  *self);
/* What the network game of @account resumes from (docs/network.md,
 * "Restarting"): kept beside the autosave, written the same way (in a
 * thread, atomically); NULL @bytes removes the file. */
char        *terr_session_get_net_autosave_path (const char *account);
void         terr_session_autosave_net       (TerrSession  *self,
                                              const char   *account,
                                              GBytes       *bytes);
/* Whether @account has a network game to resume: as this session last
 * wrote or removed it, else as the disk held it when first asked. */
gboolean     terr_session_has_net_autosave   (TerrSession  *self,
                                              const char   *account);
/* The game "Continue" offers: the play document's, else the autosaved
 * one; NULL when that is over or not begun. */
TerrGame    *terr_session_dup_resumable_game (TerrSession  *self);

/* --- recent files and the last folder --- */
/* The Terraces files opened or saved lately, here or in any program,
 * newest first, local files that are still there (items: GFile). */
GListModel  *terr_session_get_recent_files   (TerrSession  *self);
void         terr_session_add_recent         (TerrSession  *self,
                                              GFile        *file);
void         terr_session_forget_recent      (TerrSession  *self,
                                              GFile        *file);
/* The folder of the last file chosen, or NULL. */
GFile       *terr_session_dup_last_folder    (TerrSession  *self);
/* Remembers the folder @file is in. */
void         terr_session_remember_folder    (TerrSession  *self,
                                              GFile        *file);

/* --- opening --- */
/* Reads @file in a thread; the result is a new TerrGame or an error
 * naming file, line and problem. */
void         terr_session_load_async         (TerrSession         *self,
                                              GFile               *file,
                                              GCancellable        *cancellable,
                                              GAsyncReadyCallback  callback,
                                              gpointer             user_data);
TerrGame    *terr_session_load_finish        (TerrSession         *self,
                                              GAsyncResult        *result,
                                              GError             **error);

G_END_DECLS
