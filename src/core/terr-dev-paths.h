/* terr-dev-paths.h — where the programs find their translations and the
 * bundled scenarios: installed, or, for a program started from the build
 * tree (build-aux/run, build/src/app/terraces, build/src/cli/terraces-cli),
 * the translations compiled there and the scenarios of the source tree, so
 * the build tree behaves like an install. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Whether @exe (a path; NULL: this process's program) is a program of
 * this build tree. */
gboolean     terr_dev_paths_in_build_tree   (const char *exe);
/* The folder bindtextdomain() is given: TERRACES_LOCALEDIR when set, the
 * build tree's when @exe is its program, else the installed one. */
const char  *terr_dev_paths_get_localedir   (const char *exe);
/* Sets TERRACES_SCENARIOS_DIR (when unset) to the source tree's
 * data/scenarios for the program of the build tree, and binds the
 * program's text domain to terr_dev_paths_get_localedir(). */
void         terr_dev_paths_setup           (const char *exe);

G_END_DECLS
