/* terr-replay-page-export.c — Export in the replay viewer: the position
 * shown as an image (as `terraces-cli render` draws it) or as a scenario,
 * and the main line's scores as `terraces-cli timeline --csv` or `--json`
 * writes them (terr-game-timeline.h).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-file-dialogs.h"
#include "terr-game-timeline.h"
#include "terr-render.h"
#include "terr-replay-page-private.h"

gboolean
terr_replay_page_export (TerrReplayPage   *self,
                         TerrReplayExport  what,
                         const char       *path,
                         GError          **error)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (self->game == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("There is no game to export"));
      return FALSE;
    }

  switch (what)
    {
    case TERR_REPLAY_EXPORT_IMAGE:
      {
        TerrRenderOptions opts;

        /* As `terraces-cli render` draws it, in the board's view. */
        terr_render_options_init (&opts);
        opts.view = g_strcmp0 (terr_board_get_view (self->board), "plan") == 0
          ? TERR_RENDER_VIEW_PLAN : TERR_RENDER_VIEW_OBLIQUE;
        opts.fill_background = TRUE;
        return terr_render_to_file (self->game, path, 1280, 800, &opts, error);
      }
    case TERR_REPLAY_EXPORT_SCENARIO:
      {
        g_autoptr(TerrGame) scenario = terr_game_new_scenario (self->game);

        return terr_game_save_path (scenario, path, TERR_FILE_SCENARIO, error);
      }
    case TERR_REPLAY_EXPORT_SCORES:
    default:
      {
        g_autofree char *text = NULL;

        if (self->timeline == NULL)
          {
            g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                                 _("The scores are not computed yet"));
            return FALSE;
          }
        if (g_str_has_suffix (path, ".json"))
          {
            g_autoptr(JsonGenerator) gen = json_generator_new ();
            g_autofree char *json = NULL;

            json_generator_set_pretty (gen, TRUE);
            json_generator_set_indent (gen, 2);
            json_generator_set_root (gen, self->timeline);
            json = json_generator_to_data (gen, NULL);
            text = g_strconcat (json, "\n", NULL);
          }
        else
          text = terr_game_timeline_to_csv (self->timeline);
        return g_file_set_contents (path, text, -1, error);
      }
    }
}

static void
export_response_cb (GtkNativeDialog *chooser,
                    int              response,
                    TerrReplayPage  *self)
{
  TerrReplayExport what = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "export"));

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
      g_autofree char *basename = file != NULL ? g_file_get_basename (file) : NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *message = NULL;

      if (path == NULL)
        message = g_strdup (_("Only local files can be written"));
      else if (terr_replay_page_export (self, what, path, &error))
        /* TRANSLATORS: after an export, e.g. "Exported “move-12.png”" */
        message = g_strdup_printf (_("Exported “%s”"), basename);
      else
        message = g_strdup_printf (_("Could not export “%s”: %s"), basename, error->message);
      terr_replay_page_toast (self, message);
    }
  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->chooser);
}

void
terr_replay_page_choose_export (TerrReplayPage   *self,
                                TerrReplayExport  what)
{
  const char *title;
  g_autofree char *name = NULL;
  g_autoptr(GtkFileFilter) filter = NULL;
  GtkFileChooserNative *chooser;
  guint index;

  if (self->game == NULL)
    return;
  index = terr_game_get_position_index (self->game);
  if (what == TERR_REPLAY_EXPORT_IMAGE)
    {
      title = _("Export the Position as an Image");
      /* TRANSLATORS: a file name; .png gives PNG, .svg SVG */
      name = g_strdup_printf (_("move-%u.png"), index);
    }
  else if (what == TERR_REPLAY_EXPORT_SCENARIO)
    {
      title = _("Export the Position as a Scenario");
      name = g_strdup_printf (_("move-%u.terraces"), index);
    }
  else
    {
      title = _("Export the Scores");
      /* TRANSLATORS: a file name; .csv gives CSV, .json JSON */
      name = g_strdup (_("scores.csv"));
    }

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (self->chooser);
  g_clear_object (&self->chooser);
  /* The program's chooser (terr-file-dialogs.h): the kind of file exported,
   * All Files, and the last folder. */
  if (what == TERR_REPLAY_EXPORT_IMAGE)
    {
      filter = gtk_file_filter_new ();
      gtk_file_filter_set_name (filter, _("Images (PNG, SVG)"));
      gtk_file_filter_add_pattern (filter, "*.png");
      gtk_file_filter_add_pattern (filter, "*.svg");
    }
  else if (what != TERR_REPLAY_EXPORT_SCENARIO)
    {
      filter = gtk_file_filter_new ();
      gtk_file_filter_set_name (filter, _("Scores (CSV, JSON)"));
      gtk_file_filter_add_pattern (filter, "*.csv");
      gtk_file_filter_add_pattern (filter, "*.json");
    }
  chooser = terr_file_chooser_new (GTK_WIDGET (self), title, GTK_FILE_CHOOSER_ACTION_SAVE,
                                   _("_Export"), filter);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_object_set_data (G_OBJECT (chooser), "export", GINT_TO_POINTER (what));
  g_signal_connect (chooser, "response", G_CALLBACK (export_response_cb), self);
  self->chooser = GTK_NATIVE_DIALOG (chooser);
  gtk_native_dialog_show (self->chooser);
}
