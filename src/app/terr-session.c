/* terr-session.c — the documents, autosave, resume, recent files and last
 * folder of the program (see terr-session.h).
 *
 * The application owns one session; windows show its play document and
 * the start page binds its list of recent files.
 */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "terr-session.h"

#define TERRACES_MIME_TYPE "application/x-terraces+xml"
#define MAX_RECENT_FILES 5

typedef struct _TerrAutosaver TerrAutosaver;

struct _TerrSession
{
  GObject        parent_instance;

  GSettings     *settings;
  TerrGame      *game;
  GFile         *file;
  gboolean       modified;
  TerrAutosaver *autosaver;
  GHashTable    *net_autosavers;  /* path → TerrAutosaver: what network games resume from */
  GListStore    *recent;     /* of GFile */
};

G_DEFINE_FINAL_TYPE (TerrSession, terr_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_FILE,
  PROP_MODIFIED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* --- autosave ---
 *
 * The game is written to the autosave after every move.  The bytes are
 * made on the main loop (a fraction of a millisecond), the atomic, durable
 * write (fsync) in a thread: one write at a time, and while one runs only
 * the newest bytes wait for the next.  The writer outlives its session
 * while a write runs, and the application is held meanwhile, so quitting
 * waits for the last move to be on disk.  The same writer keeps what a
 * network game resumes from; there, empty bytes remove the file. */
struct _TerrAutosaver
{
  grefcount     ref;
  gboolean      running;
  GBytes       *next;
  char         *path;
  gboolean      holds;   /* a network game's: the file holds one (as last written) */
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
      g_free (saver->path);
      g_free (saver);
    }
}

static TerrAutosaver *
autosaver_new (char *path)
{
  TerrAutosaver *saver = g_new0 (TerrAutosaver, 1);

  g_ref_count_init (&saver->ref);
  saver->path = path;
  return saver;
}

static void autosaver_start (TerrAutosaver *saver);

static void
autosave_write_thread (GTask        *task,
                       gpointer      source,
                       gpointer      task_data,
                       GCancellable *cancellable)
{
  GBytes *bytes = g_object_get_data (G_OBJECT (task), "terr-bytes");
  const char *path = task_data;
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  if (size == 0)
    {
      if (g_unlink (path) != 0 && errno != ENOENT)
        g_task_return_new_error (task, G_IO_ERROR, g_io_error_from_errno (errno),
                                 "%s", g_strerror (errno));
      else
        g_task_return_boolean (task, TRUE);
    }
  else if (g_mkdir_with_parents (dir, 0700) != 0)
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
  g_autoptr(GApplication) app = g_steal_pointer (&saver->app);
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      g_warning ("Could not save the game to %s: %s", saver->path, error->message);
    }
  saver->running = FALSE;
  if (saver->next != NULL)
    autosaver_start (saver);
  if (app != NULL)
    g_application_release (app);
  autosaver_unref (saver);
}

static void
autosaver_start (TerrAutosaver *saver)
{
  g_autoptr(GTask) task = NULL;

  saver->running = TRUE;
  if (g_application_get_default () != NULL)
    {
      saver->app = g_object_ref (g_application_get_default ());
      g_application_hold (saver->app);
    }
  task = g_task_new (NULL, NULL, autosave_written_cb, autosaver_ref (saver));
  g_task_set_source_tag (task, autosaver_start);
  g_object_set_data_full (G_OBJECT (task), "terr-bytes", g_steal_pointer (&saver->next),
                          (GDestroyNotify) g_bytes_unref);
  g_task_set_task_data (task, g_strdup (saver->path), g_free);
  g_task_run_in_thread (task, autosave_write_thread);
}

char *
terr_session_get_autosave_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "terraces", "autosave.terraces", NULL);
}

void
terr_session_autosave (TerrSession *self)
{
  GBytes *bytes;

  g_return_if_fail (TERR_IS_SESSION (self));

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
terr_session_flush_autosave (TerrSession *self)
{
  g_return_if_fail (TERR_IS_SESSION (self));

  for (;;)
    {
      GHashTableIter iter;
      TerrAutosaver *saver;
      gboolean busy = self->autosaver->running || self->autosaver->next != NULL;

      g_hash_table_iter_init (&iter, self->net_autosavers);
      while (!busy && g_hash_table_iter_next (&iter, NULL, (gpointer *) &saver))
        busy = saver->running || saver->next != NULL;
      if (!busy)
        break;
      g_main_context_iteration (NULL, TRUE);
    }
}

char *
terr_session_get_net_autosave_path (const char *account)
{
  g_autofree char *escaped = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (account != NULL, NULL);

  escaped = g_uri_escape_string (account, "@", FALSE);
  name = g_strdup_printf ("network-game-%s.ini", escaped);
  return g_build_filename (g_get_user_data_dir (), "terraces", name, NULL);
}

/* The writer of @account's network game, made on first use: it then
 * reads from the disk, once, whether the file holds a game. */
static TerrAutosaver *
net_autosaver (TerrSession *self,
               const char  *account)
{
  g_autofree char *path = terr_session_get_net_autosave_path (account);
  TerrAutosaver *saver = g_hash_table_lookup (self->net_autosavers, path);

  if (saver == NULL)
    {
      saver = autosaver_new (g_steal_pointer (&path));
      saver->holds = g_file_test (saver->path, G_FILE_TEST_IS_REGULAR);
      g_hash_table_insert (self->net_autosavers, saver->path, saver);
    }
  return saver;
}

void
terr_session_autosave_net (TerrSession *self,
                           const char  *account,
                           GBytes      *bytes)
{
  TerrAutosaver *saver;

  g_return_if_fail (TERR_IS_SESSION (self));
  g_return_if_fail (account != NULL);

  saver = net_autosaver (self, account);
  g_clear_pointer (&saver->next, g_bytes_unref);
  saver->next = bytes != NULL ? g_bytes_ref (bytes) : g_bytes_new (NULL, 0);
  saver->holds = bytes != NULL && g_bytes_get_size (bytes) > 0;
  if (!saver->running)
    autosaver_start (saver);
}

gboolean
terr_session_has_net_autosave (TerrSession *self,
                               const char  *account)
{
  g_return_val_if_fail (TERR_IS_SESSION (self), FALSE);
  g_return_val_if_fail (account != NULL, FALSE);

  return net_autosaver (self, account)->holds;
}

TerrGame *
terr_session_dup_resumable_game (TerrSession *self)
{
  g_autofree char *path = terr_session_get_autosave_path ();
  g_autoptr(TerrGame) game = NULL;

  g_return_val_if_fail (TERR_IS_SESSION (self), NULL);

  /* The game being played comes first; else the autosaved one. */
  if (self->game != NULL)
    game = g_object_ref (self->game);
  else if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
    game = terr_game_load_path (path, NULL);

  /* A game that is over, or not begun, is not worth resuming. */
  if (game == NULL || terr_game_is_over (game) || terr_game_get_position_index (game) == 0)
    return NULL;
  return g_steal_pointer (&game);
}

/* --- the play document --- */

TerrGame *
terr_session_get_game (TerrSession *self)
{
  g_return_val_if_fail (TERR_IS_SESSION (self), NULL);

  return self->game;
}

GFile *
terr_session_get_file (TerrSession *self)
{
  g_return_val_if_fail (TERR_IS_SESSION (self), NULL);

  return self->file;
}

gboolean
terr_session_get_modified (TerrSession *self)
{
  g_return_val_if_fail (TERR_IS_SESSION (self), FALSE);

  return self->modified;
}

void
terr_session_set_modified (TerrSession *self,
                           gboolean     modified)
{
  g_return_if_fail (TERR_IS_SESSION (self));

  modified = !!modified;
  if (self->modified == modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

void
terr_session_set_file (TerrSession *self,
                       GFile       *file)
{
  g_return_if_fail (TERR_IS_SESSION (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (file != NULL)
    terr_session_add_recent (self, file);
  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  terr_session_set_modified (self, FALSE);
}

void
terr_session_set_game (TerrSession *self,
                       TerrGame    *game,
                       GFile       *file)
{
  g_return_if_fail (TERR_IS_SESSION (self));
  g_return_if_fail (game == NULL || TERR_IS_GAME (game));

  g_object_freeze_notify (G_OBJECT (self));
  if (g_set_object (&self->game, game))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  terr_session_set_file (self, file);
  g_object_thaw_notify (G_OBJECT (self));
}

/* --- recent files (GtkRecentManager: shared with every program) --- */

static int
compare_recent (gconstpointer a,
                gconstpointer b)
{
  GtkRecentInfo *ia = *(GtkRecentInfo * const *) a;
  GtkRecentInfo *ib = *(GtkRecentInfo * const *) b;

  /* Newest first. */
  return g_date_time_compare (gtk_recent_info_get_modified (ib), gtk_recent_info_get_modified (ia));
}

static void
refresh_recent (TerrSession *self)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);

  for (GList *l = items; l != NULL; l = l->next)
    {
      GtkRecentInfo *info = l->data;

      /* Local files that are still there (a game is read from disk). */
      if (g_strcmp0 (gtk_recent_info_get_mime_type (info), TERRACES_MIME_TYPE) == 0
          && gtk_recent_info_is_local (info) && gtk_recent_info_exists (info))
        g_ptr_array_add (found, info);
    }
  g_ptr_array_sort (found, compare_recent);

  for (guint i = 0; i < found->len && i < MAX_RECENT_FILES; i++)
    g_ptr_array_add (files, g_file_new_for_uri (gtk_recent_info_get_uri (found->pdata[i])));
  g_list_store_splice (self->recent, 0, g_list_model_get_n_items (G_LIST_MODEL (self->recent)),
                       files->pdata, files->len);
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

GListModel *
terr_session_get_recent_files (TerrSession *self)
{
  g_return_val_if_fail (TERR_IS_SESSION (self), NULL);

  return G_LIST_MODEL (self->recent);
}

void
terr_session_add_recent (TerrSession *self,
                         GFile       *file)
{
  g_autofree char *uri = NULL;
  g_autofree char *exec = NULL;
  GtkRecentData data = {
    .mime_type = (char *) TERRACES_MIME_TYPE,
  };

  g_return_if_fail (TERR_IS_SESSION (self));
  g_return_if_fail (G_IS_FILE (file));

  uri = g_file_get_uri (file);
  exec = g_strdup_printf ("%s %%u", g_get_prgname ());
  data.app_name = (char *) g_get_application_name ();
  data.app_exec = exec;
  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
}

void
terr_session_forget_recent (TerrSession *self,
                            GFile       *file)
{
  g_autofree char *uri = NULL;

  g_return_if_fail (TERR_IS_SESSION (self));
  g_return_if_fail (G_IS_FILE (file));

  /* Off the list; the file stays. */
  uri = g_file_get_uri (file);
  gtk_recent_manager_remove_item (gtk_recent_manager_get_default (), uri, NULL);
}

/* --- the last folder --- */

GFile *
terr_session_dup_last_folder (TerrSession *self)
{
  g_autofree char *uri = NULL;

  g_return_val_if_fail (TERR_IS_SESSION (self), NULL);

  if (self->settings != NULL)
    uri = g_settings_get_string (self->settings, "last-folder");
  return uri != NULL && *uri ? g_file_new_for_uri (uri) : NULL;
}

void
terr_session_remember_folder (TerrSession *self,
                              GFile       *file)
{
  g_autoptr(GFile) parent = NULL;
  g_autofree char *uri = NULL;

  g_return_if_fail (TERR_IS_SESSION (self));
  g_return_if_fail (G_IS_FILE (file));

  parent = g_file_get_parent (file);
  if (self->settings == NULL || parent == NULL)
    return;
  uri = g_file_get_uri (parent);
  g_settings_set_string (self->settings, "last-folder", uri);
}

/* --- opening --- */

static void
load_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GError *error = NULL;
  TerrGame *game = terr_game_load_file (task_data, cancellable, &error);

  if (game == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, game, g_object_unref);
}

void
terr_session_load_async (TerrSession         *self,
                         GFile               *file,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (TERR_IS_SESSION (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, terr_session_load_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, load_thread);
}

TerrGame *
terr_session_load_finish (TerrSession   *self,
                          GAsyncResult  *result,
                          GError       **error)
{
  g_return_val_if_fail (TERR_IS_SESSION (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* --- GObject --- */

static TerrSession *default_session;   /* weak */

TerrSession *
terr_session_get_default (void)
{
  return default_session;
}

void
terr_session_set_default (TerrSession *self)
{
  g_return_if_fail (self == NULL || TERR_IS_SESSION (self));

  g_set_weak_pointer (&default_session, self);
}

TerrSession *
terr_session_new (GSettings *settings)
{
  TerrSession *self = g_object_new (TERR_TYPE_SESSION, NULL);

  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  if (settings != NULL)
    self->settings = g_object_ref (settings);
  return self;
}

GSettings *
terr_session_get_settings (TerrSession *self)
{
  g_return_val_if_fail (TERR_IS_SESSION (self), NULL);

  return self->settings;
}

static void
terr_session_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TerrSession *self = TERR_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_session_dispose (GObject *object)
{
  TerrSession *self = TERR_SESSION (object);

  /* An autosave still being written finishes on its own (the writer
   * holds the application and frees itself). */
  g_clear_object (&self->game);
  g_clear_object (&self->file);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (terr_session_parent_class)->dispose (object);
}

static void
terr_session_finalize (GObject *object)
{
  TerrSession *self = TERR_SESSION (object);

  g_clear_object (&self->recent);
  g_clear_pointer (&self->autosaver, autosaver_unref);
  g_clear_pointer (&self->net_autosavers, g_hash_table_unref);

  G_OBJECT_CLASS (terr_session_parent_class)->finalize (object);
}

static void
terr_session_class_init (TerrSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = terr_session_get_property;
  object_class->dispose = terr_session_dispose;
  object_class->finalize = terr_session_finalize;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TERR_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
terr_session_init (TerrSession *self)
{
  self->autosaver = autosaver_new (terr_session_get_autosave_path ());
  self->net_autosavers = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                (GDestroyNotify) autosaver_unref);
  self->recent = g_list_store_new (G_TYPE_FILE);
  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (refresh_recent), self, G_CONNECT_SWAPPED);
  refresh_recent (self);
}
