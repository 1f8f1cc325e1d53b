/* main.c — starts the Terraces desktop program. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "terr-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TerrApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Terraces"));

  app = terr_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
