/* terr-window-actions.c — every action of the window, and the one place
 * that enables them (terr_window_update_actions).
 *
 * The pages' shortcuts are window actions too (the table page_shortcuts):
 * each forwards to the action of the page shown, so that a key works
 * wherever the focus is — in the header bar, after the main menu closed,
 * after the focused button became insensitive.  The application gives
 * them their keys (terr-application.c).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-help-pages.h"
#include "terr-help-window.h"
#include "terr-new-game-dialog.h"
#include "terr-window-private.h"

/* --- the pages' shortcuts --- */

typedef struct {
  const char *action;        /* the window action with the key */
  const char *page;          /* the page it applies to */
  const char *page_action;   /* the page's action it runs */
  gboolean    plain_key;     /* a key without modifier: not while typing */
} PageShortcut;

static const PageShortcut page_shortcuts[] = {
  { "win.hint",               "game",   "page.hint",                FALSE },
  { "win.previous-move",      "replay", "replay.previous",          TRUE },
  { "win.next-move",          "replay", "replay.next",              TRUE },
  { "win.previous-variation", "replay", "replay.previous-variation", TRUE },
  { "win.next-variation",     "replay", "replay.next-variation",    TRUE },
  { "win.first-move",         "replay", "replay.first",             TRUE },
  { "win.last-move",          "replay", "replay.last",              TRUE },
  { "win.page-back",          "replay", "replay.back-10",           TRUE },
  { "win.page-forward",       "replay", "replay.forward-10",        TRUE },
  { "win.page-back",          "editor", "editor.solution-previous", TRUE },
  { "win.page-forward",       "editor", "editor.solution-next",     TRUE },
  { "win.leave-solution",     "editor", "editor.solution-done",     TRUE },
  { "win.test-play",          "editor", "editor.test-play",         FALSE },
  { "win.check-puzzle",       "editor", "editor.check-puzzle",      FALSE },
  { "win.step-solution",      "editor", "editor.step-solution",     FALSE },
};

static GtkWidget *
page_widget (TerrWindow *self,
             const char *page)
{
  if (g_strcmp0 (page, "game") == 0)
    return GTK_WIDGET (self->game_page);
  if (g_strcmp0 (page, "replay") == 0)
    return GTK_WIDGET (self->replay_page);
  if (g_strcmp0 (page, "editor") == 0)
    return GTK_WIDGET (self->editor_page);
  return NULL;
}

static const PageShortcut *
find_page_shortcut (TerrWindow *self,
                    const char *action)
{
  for (guint i = 0; i < G_N_ELEMENTS (page_shortcuts); i++)
    if (g_str_equal (page_shortcuts[i].action, action)
        && terr_window_is_showing (self, page_shortcuts[i].page))
      return &page_shortcuts[i];
  return NULL;
}

static void
page_shortcut_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  const PageShortcut *shortcut = find_page_shortcut (self, action_name);

  if (shortcut != NULL)
    gtk_widget_activate_action (page_widget (self, shortcut->page), shortcut->page_action, NULL);
}

/* Whether a key without modifier belongs to the widget with the focus:
 * text being typed, a menu, or the replay's board while it takes moves. */
static gboolean
focus_takes_plain_keys (TerrWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  gboolean trying = FALSE;

  if (focus == NULL)
    return FALSE;
  if (GTK_IS_EDITABLE (focus) || GTK_IS_TEXT_VIEW (focus)
      || gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL)
    return TRUE;
  if (self->replay_page == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->replay_page)))
    return FALSE;
  g_object_get (self->replay_page, "trying", &trying, NULL);
  return trying;
}

/* Whether the page's shortcut has something to do now. */
static gboolean
page_shortcut_applies (TerrWindow         *self,
                       const PageShortcut *shortcut)
{
  if (shortcut->plain_key && focus_takes_plain_keys (self))
    return FALSE;
  if (g_str_equal (shortcut->page, "game") || g_str_equal (shortcut->page, "replay"))
    return self->game != NULL;
  /* The solution's keys while it is shown. */
  if (g_str_has_prefix (shortcut->page_action, "editor.solution-"))
    return self->editor_page != NULL && terr_editor_page_get_solution_game (self->editor_page) != NULL;
  return TRUE;
}

/* --- the one place that enables the actions --- */

void
terr_window_update_actions (TerrWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean playing, reviewing, editing;
  TerrGame *resume;
  gboolean net_resume = FALSE;

  if (self->disposing)
    return;
  playing = self->game != NULL && terr_window_is_showing (self, "game");
  reviewing = self->game != NULL && terr_window_is_showing (self, "replay");
  editing = terr_window_is_showing (self, "editor");
#ifdef TERR_HAVE_NETWORK
  /* A network game ended without leaving it: Continue rejoins it. */
  net_resume = self->net_match == NULL && terr_window_net_has_saved_game (self);
  terr_start_page_set_net_resumable (self->start_page, net_resume);
#endif
  resume = terr_start_page_get_resume_game (self->start_page);

  /* Undo and redo: with computer seats, back to a person's decision; in
   * the viewer those of the annotations; in the editor its edits. */
  if (reviewing)
    {
      gtk_widget_action_set_enabled (widget, "win.undo", terr_game_can_undo_tree_edit (self->game));
      gtk_widget_action_set_enabled (widget, "win.redo", terr_game_can_redo_tree_edit (self->game));
    }
  else
    {
      gtk_widget_action_set_enabled (widget, "win.undo",
                                     editing || (playing && terr_game_page_can_undo (self->game_page)));
      gtk_widget_action_set_enabled (widget, "win.redo",
                                     editing || (playing && terr_game_page_can_redo (self->game_page)));
    }
  gtk_widget_action_set_enabled (widget, "win.save", playing || reviewing || editing);
  gtk_widget_action_set_enabled (widget, "win.save-as", playing || reviewing || editing);
  gtk_widget_action_set_enabled (widget, "win.resume", resume != NULL || net_resume);
  /* Edit This Position: the game page's position or the replay's. */
  gtk_widget_action_set_enabled (widget, "win.edit-position",
                                 (playing || reviewing)
                                 && terr_editor_page_supports_kind (terr_game_get_kind (self->game)));
  gtk_widget_action_set_enabled (widget, "win.review",
                                 self->game != NULL && terr_game_get_n_moves (self->game) > 0
                                 && !terr_window_is_showing (self, "replay"));

  for (guint i = 0; i < G_N_ELEMENTS (page_shortcuts); i++)
    {
      const PageShortcut *shortcut = find_page_shortcut (self, page_shortcuts[i].action);

      gtk_widget_action_set_enabled (widget, page_shortcuts[i].action,
                                     shortcut != NULL && page_shortcut_applies (self, shortcut));
    }

  gtk_widget_set_visible (self->back_button, playing || reviewing || editing);
  gtk_widget_set_visible (self->open_button, !(playing || reviewing || editing));
  gtk_widget_set_visible (self->history_box, playing);
}

/* --- new games --- */

static guint64
new_seed (void)
{
  return ((guint64) g_random_int () << 32) | g_random_int ();
}

static void
start_new_game (TerrWindow   *self,
                TerrGameKind  kind,
                guint         seats)
{
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GError) error = NULL;

  game = terr_game_new (kind, seats, new_seed (), &error);
  if (game == NULL)
    {
      terr_window_show_error (self, _("Could Not Start the Game"), error->message);
      return;
    }

  terr_window_replace_game (self, game, NULL, TRUE);
}

/* win.new-game('hanging-gardens'): the default number of seats. */
static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  const char *name = g_variant_get_string (parameter, NULL);
  TerrGameKind kind = terr_game_kind_from_string (name);
  guint seats;

  if (kind == TERR_GAME_NONE)
    {
      g_warning ("Unknown game “%s”", name);
      return;
    }
  terr_game_kind_get_players (kind, NULL, NULL, &seats);
  start_new_game (self, kind, seats);
}

static void
new_game_chosen_cb (TerrNewGameDialog *dialog,
                    TerrGame          *game,
                    TerrWindow        *self)
{
  terr_window_replace_game (self, game, NULL, TRUE);
}

/* The New Game dialog of @kind; @seats players set in it, or 0 for the
 * number it remembers. */
static void
open_new_game_dialog (TerrWindow   *self,
                      TerrGameKind  kind,
                      guint         seats)
{
  TerrNewGameDialog *dialog;

  dialog = terr_new_game_dialog_new (GTK_WINDOW (self), kind, terr_session_get_settings (self->session));
  if (seats > 0)
    terr_new_game_dialog_set_n_players (dialog, seats);
  g_signal_connect_object (dialog, "start", G_CALLBACK (new_game_chosen_cb), self, 0);
#ifdef TERR_HAVE_NETWORK
  g_signal_connect_object (dialog, "host", G_CALLBACK (terr_window_net_host_chosen), self, 0);
#endif
  gtk_window_present (GTK_WINDOW (dialog));
}

/* win.new-game-for(('garden-paths', 4)): the New Game dialog with that
 * many seats (the start page's arrow beside New Game). */
static void
new_game_for_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  const char *name;
  guint seats, min = 0, max = 0;
  TerrGameKind kind;

  g_variant_get (parameter, "(&su)", &name, &seats);
  kind = terr_game_kind_from_string (name);
  if (kind != TERR_GAME_NONE)
    terr_game_kind_get_players (kind, &min, &max, NULL);
  if (kind == TERR_GAME_NONE || seats < min || seats > max)
    {
      g_warning ("No game “%s” for %u seats", name, seats);
      return;
    }
  open_new_game_dialog (self, kind, seats);
}

/* win.choose-new-game('ziggurat'): the New Game dialog of that game; ''
 * for the game being played (the start page when there is none). */
static void
choose_new_game_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  const char *name = g_variant_get_string (parameter, NULL);
  TerrGameKind kind = *name ? terr_game_kind_from_string (name)
                    : self->game != NULL ? terr_game_get_kind (self->game) : TERR_GAME_NONE;

  if (kind == TERR_GAME_NONE)
    {
      gtk_widget_activate_action (widget, "win.show-start", NULL);
      return;
    }
  open_new_game_dialog (self, kind, 0);
}

/* --- pages --- */

static void
play_pending_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  terr_window_play_pending (TERR_WINDOW (widget));
}

static void
review_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);

  if (self->game != NULL)
    terr_window_review_game (self, self->game);
}

static void
show_start_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);

  /* The game stays (Continue): only annotations ask. */
  if (!terr_window_ask_before_leaving (self, "win.show-start", NULL, FALSE))
    terr_window_show_start (self);
}

/* win.edit-new('ziggurat'): an empty design; the unsaved one first asks. */
static void
edit_new_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);

  terr_editor_page_new_design (terr_window_ensure_editor_page (self),
                               terr_game_kind_from_string (g_variant_get_string (parameter, NULL)));
  terr_window_show_editor (self);
}

/* win.edit-position: the position on the game page as a new design. */
static void
edit_position_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);

  if (self->game == NULL)
    return;
  terr_editor_page_edit_position (terr_window_ensure_editor_page (self), self->game);
  terr_window_show_editor (self);
}

/* win.edit-scenario('/path'): a bundled scenario as a new design (it is
 * read-only: Save asks where to write). */
static void
edit_scenario_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_game_load_path (g_variant_get_string (parameter, NULL), &error);

  if (game == NULL)
    {
      terr_window_show_toast (self, error->message);
      return;
    }
  terr_editor_page_edit_position (terr_window_ensure_editor_page (self), game);
  terr_window_show_editor (self);
}

static void
resume_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  TerrGame *game = terr_start_page_get_resume_game (self->start_page);

#ifdef TERR_HAVE_NETWORK
  /* A network game ended without leaving it: rejoin its room. */
  if (self->net_match == NULL && terr_window_net_has_saved_game (self))
    {
      terr_window_net_resume_saved (self);
      return;
    }
#endif
  /* Back to the game on the game page, file and all (another game, from
   * the autosave, has none). */
  if (game != NULL)
    terr_window_show_game (self, game, FALSE);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  gboolean redo = g_str_equal (action_name, "win.redo");

  if (terr_window_is_showing (self, "editor"))
    gtk_widget_activate_action (GTK_WIDGET (self->editor_page), redo ? "editor.redo" : "editor.undo", NULL);
  else if (terr_window_is_showing (self, "replay"))
    gtk_widget_activate_action (GTK_WIDGET (self->replay_page), redo ? "replay.redo-edit" : "replay.undo-edit", NULL);
  else if (self->game != NULL && self->game_page != NULL)
    {
      if (redo)
        terr_game_page_redo (self->game_page);
      else
        terr_game_page_undo (self->game_page);
      terr_session_set_modified (self->session, TRUE);
    }
}

/* The help, open at the page of what is on screen (F1). */
static void
help_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);

  if (self->help_window == NULL)
    {
      self->help_window = terr_help_window_new ();
      g_object_add_weak_pointer (G_OBJECT (self->help_window), (gpointer *) &self->help_window);
      gtk_window_set_transient_for (GTK_WINDOW (self->help_window), GTK_WINDOW (self));
      gtk_window_set_destroy_with_parent (GTK_WINDOW (self->help_window), TRUE);
    }
  {
    /* The page for what is on screen: the viewer, the editor, how to play
     * the game being played, or the index. */
    TerrHelpWindow *help = TERR_HELP_WINDOW (self->help_window);

    if (terr_window_is_showing (self, "replay"))
      terr_help_window_show_page (help, "replay-viewer");
    else if (terr_window_is_showing (self, "editor"))
      terr_help_window_show_page (help, "scenario-editor");
    else if (self->game != NULL && terr_window_is_showing (self, "game"))
      {
        g_autofree char *id =
          terr_help_playing_page_id (terr_game_kind_to_string (terr_game_get_kind (self->game)));

        terr_help_window_show_page (help, id);
      }
    else
      terr_help_window_show_page (help, TERR_HELP_INDEX_PAGE);
  }
  gtk_window_present (GTK_WINDOW (self->help_window));
}

/* --- files --- */

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);

  /* In the scenario editor, Open (Ctrl+O) opens a design to edit. */
  if (terr_window_is_showing (self, "editor"))
    gtk_widget_activate_action (GTK_WIDGET (self->editor_page), "editor.open", NULL);
  else
    terr_window_choose_file_to_open (self);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  gboolean as = g_str_equal (action_name, "win.save-as");

  /* The scenario editor saves its design. */
  if (terr_window_is_showing (self, "editor"))
    gtk_widget_activate_action (GTK_WIDGET (self->editor_page), as ? "editor.save-as" : "editor.save", NULL);
  else if (as)
    terr_window_save_as (self);
  else
    terr_window_save (self);
}

/* win.open-recent('file:///…') */
static void
open_recent_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  terr_window_open_file_async (TERR_WINDOW (widget), file);
}

/* win.forget-recent('file:///…'): off the list; the file stays. */
static void
forget_recent_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  terr_session_forget_recent (TERR_WINDOW (widget)->session, file);
}

static void
open_scenario_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  g_autoptr(GFile) file = g_file_new_for_path (g_variant_get_string (parameter, NULL));
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_game_load_file (file, NULL, &error);

  if (game == NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);
      g_autofree char *heading = g_strdup_printf (_("Could Not Open “%s”"), basename);

      terr_window_show_error (self, heading, error->message);
      return;
    }

  /* A bundled puzzle is remembered, to mark it solved on success. */
  g_set_weak_pointer (&self->puzzle_game, game);
  g_free (self->puzzle_path);
  self->puzzle_path = g_strdup (g_variant_get_string (parameter, NULL));
  /* A bundled scenario is read-only: Save asks where to write. */
  terr_window_replace_game (self, game, NULL, FALSE);
}

/* win.next-puzzle: the puzzle the last success offered. */
static void
next_puzzle_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  g_autofree char *next = g_steal_pointer (&self->next_puzzle);

  gtk_widget_action_set_enabled (widget, "win.next-puzzle", FALSE);
  if (next == NULL)
    return;
  /* The solved puzzle's moves are not worth a question. */
  terr_session_set_modified (self->session, FALSE);
  gtk_widget_activate_action (widget, "win.open-scenario", "s", next);
}

/* win.generate-puzzle: the scenario editor's Generate dialog. */
static void
generate_puzzle_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);

  terr_window_show_editor (self);
  gtk_widget_activate_action (GTK_WIDGET (self->editor_page), "editor.generate", NULL);
}

/* win.show-help-overlay: the Keyboard Shortcuts window, built on first
 * use.  Its template is not where GtkApplication looks for one
 * (gtk/help-overlay.ui under the resource base path), or every window
 * would build it, with its two hundred labels, before its first frame. */
static void
show_shortcuts_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (widget);
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (window);

  if (overlay == NULL)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (TERR_SHORTCUTS_WINDOW_RESOURCE);

      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      gtk_application_window_set_help_overlay (window, overlay);
    }
  gtk_window_present (GTK_WINDOW (overlay));
}

/* Screen readers: the whole position of the page's board in words. */
static void
read_position_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TerrWindow *self = TERR_WINDOW (widget);
  TerrBoard *board = NULL;

  if (terr_window_is_showing (self, "game"))
    board = terr_game_page_get_board (self->game_page);
  else if (terr_window_is_showing (self, "replay"))
    board = terr_replay_page_get_board (self->replay_page);
  else if (terr_window_is_showing (self, "editor"))
    board = terr_editor_page_get_board (self->editor_page);
  if (board != NULL)
    terr_board_read_position (board);
}

void
terr_window_class_add_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-game", "s", new_game_action);
  gtk_widget_class_install_action (widget_class, "win.new-game-for", "(su)", new_game_for_action);
  gtk_widget_class_install_action (widget_class, "win.choose-new-game", "s", choose_new_game_action);
  gtk_widget_class_install_action (widget_class, "win.show-start", NULL, show_start_action);
  gtk_widget_class_install_action (widget_class, "win.resume", NULL, resume_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.open-scenario", "s", open_scenario_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.forget-recent", "s", forget_recent_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.edit-new", "s", edit_new_action);
  gtk_widget_class_install_action (widget_class, "win.edit-position", NULL, edit_position_action);
  gtk_widget_class_install_action (widget_class, "win.edit-scenario", "s", edit_scenario_action);
  gtk_widget_class_install_action (widget_class, "win.review", NULL, review_action);
  gtk_widget_class_install_action (widget_class, "win.play-pending", NULL, play_pending_action);
  gtk_widget_class_install_action (widget_class, "win.help", NULL, help_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_shortcuts_action);
  gtk_widget_class_install_action (widget_class, "win.read-position", NULL, read_position_action);
  gtk_widget_class_install_action (widget_class, "win.next-puzzle", NULL, next_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.generate-puzzle", NULL, generate_puzzle_action);

  /* Once each (a key may have a row per page). */
  for (guint i = 0; i < G_N_ELEMENTS (page_shortcuts); i++)
    {
      gboolean installed = FALSE;

      for (guint j = 0; j < i; j++)
        installed |= g_str_equal (page_shortcuts[j].action, page_shortcuts[i].action);
      if (!installed)
        gtk_widget_class_install_action (widget_class, page_shortcuts[i].action, NULL,
                                         page_shortcut_action);
    }
}
