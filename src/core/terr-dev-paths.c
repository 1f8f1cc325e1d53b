/* terr-dev-paths.c — the build tree behaving like an install (see the
 * header).  TERRACES_BUILD_APP_DIR, TERRACES_BUILD_CLI_DIR,
 * TERRACES_BUILD_LOCALEDIR and TERRACES_SOURCE_SCENARIOS_DIR come from
 * src/core/meson.build. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "terr-dev-paths.h"

/* @path with its links resolved (a build tree reached through a link is
 * still the build tree), or a copy of it when it does not exist. */
static char *
resolve (const char *path)
{
  char *real = realpath (path, NULL);
  char *copy;

  if (real == NULL)
    return g_strdup (path);
  copy = g_strdup (real);
  free (real);
  return copy;
}

gboolean
terr_dev_paths_in_build_tree (const char *exe)
{
  g_autofree char *self = exe == NULL ? g_file_read_link ("/proc/self/exe", NULL) : NULL;
  g_autofree char *resolved = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *app_dir = resolve (TERRACES_BUILD_APP_DIR);
  g_autofree char *cli_dir = resolve (TERRACES_BUILD_CLI_DIR);

  if (exe == NULL)
    exe = self;
  if (exe == NULL)
    return FALSE;
  resolved = resolve (exe);
  dir = g_path_get_dirname (resolved);
  return g_strcmp0 (dir, app_dir) == 0 || g_strcmp0 (dir, cli_dir) == 0;
}

const char *
terr_dev_paths_get_localedir (const char *exe)
{
  const char *dir = g_getenv ("TERRACES_LOCALEDIR");

  if (dir != NULL && *dir)
    return dir;
  if (terr_dev_paths_in_build_tree (exe))
    return TERRACES_BUILD_LOCALEDIR;
  return LOCALEDIR;
}

void
terr_dev_paths_setup (const char *exe)
{
  if (terr_dev_paths_in_build_tree (exe))
    g_setenv ("TERRACES_SCENARIOS_DIR", TERRACES_SOURCE_SCENARIOS_DIR, FALSE);
  bindtextdomain (GETTEXT_PACKAGE, terr_dev_paths_get_localedir (exe));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
}
