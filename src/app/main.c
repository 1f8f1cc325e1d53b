/* main.c — starts the Terraces desktop program. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "terr-application.h"
#include "terr-dev-paths.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TerrApplication) app = NULL;

  setlocale (LC_ALL, "");
  /* Installed, or from the build tree as if installed. */
  terr_dev_paths_setup (NULL);
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Terraces"));

  app = terr_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
