/* terr-editor-page-check.c — puzzles in the scenario editor.
 *
 * A puzzle (a design with a goal) is checked by the solver off the main
 * loop (terr_game_check_puzzle_async, on a copy); the latest check wins
 * (TerrLatest: a new design drops the answer of the check before).  The
 * certificate is set on the design and saved with it, and shown as out of
 * date as soon as the position or goal changes.  The solution found can
 * be stepped through on the board on a copy; the design is not touched.
 * Generate (terr-generate-dialog.c) makes a certified puzzle to start
 * from. */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-editor-page-private.h"
#include "terr-editor-tools-registry.h"
#include "terr-generate-dialog.h"
#include "terr-puzzle.h"

/* The solution of the last check still belongs to the design. */
gboolean
_terr_editor_page_solution_is_current (TerrEditorPage *self)
{
  return self->solution != NULL && self->solution->len > 0
         && self->current_hash != NULL
         && g_strcmp0 (self->solution_hash, self->current_hash) == 0;
}

/* What the certificate row says: not checked, the verdict, or that the
 * position or goal changed since the check. */
void
_terr_editor_page_update_certificate (TerrEditorPage *self)
{
  const TerrCertificate *cert = terr_game_get_certificate (self->game);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  gboolean puzzle = terr_game_get_goal (self->game, NULL);

  /* The hash is worked out only when something depends on it. */
  g_clear_pointer (&self->current_hash, g_free);
  if (cert != NULL || self->solution != NULL)
    self->current_hash = terr_game_puzzle_hash (self->game);

  gtk_widget_remove_css_class (GTK_WIDGET (self->certificate_row), "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->certificate_row), "warning");
  if (terr_latest_is_running (&self->check))
    {
      title = g_strdup (_("Checking the puzzle…"));
      subtitle = g_strdup (_("The design cannot be edited until the check ends."));
    }
  else if (cert == NULL)
    {
      title = g_strdup (_("Not checked"));
      subtitle = g_strdup (puzzle ? _("Check Puzzle runs the solver on the position and goal.")
                                  : _("A puzzle needs a goal: set one in Puzzle Goal."));
    }
  else if (self->current_hash != NULL && g_strcmp0 (cert->hash, self->current_hash) == 0)
    {
      g_autofree char *work = g_strdup_printf ("%" G_GUINT64_FORMAT, cert->work);

      title = terr_certificate_describe (cert);
      /* TRANSLATORS: how much searching the solver did, e.g. "Solver work: 1520 positions" */
      subtitle = g_strdup_printf (ngettext ("Solver work: %s position", "Solver work: %s positions",
                                            (gulong) MIN (cert->work, (guint64) G_MAXULONG)),
                                  work);
      if (cert->verdict == TERR_VERDICT_UNSOLVABLE && cert->why != NULL)
        {
          g_autofree char *work_line = g_steal_pointer (&subtitle);

          /* TRANSLATORS: why the puzzle is not solvable, then the solver's work */
          subtitle = g_strdup_printf (_("Why: %s\n%s"), cert->why, work_line);
        }
      if (cert->gate_refusal != NULL)
        {
          g_autofree char *work_line = g_steal_pointer (&subtitle);

          /* TRANSLATORS: why the quality gate refuses the puzzle (trivial,
           * or a duplicate of the collection), then the solver's work */
          subtitle = g_strdup_printf (_("Refused by the quality gate: %s\n%s"), cert->gate_refusal, work_line);
        }
      gtk_widget_add_css_class (GTK_WIDGET (self->certificate_row),
                                cert->verdict == TERR_VERDICT_SOLVABLE && cert->gate_refusal == NULL
                                ? "success" : "warning");
    }
  else
    {
      g_autofree char *old = terr_certificate_describe (cert);

      title = g_strdup (_("Out of date: the position or the goal changed since the check"));
      /* TRANSLATORS: what an outdated certificate said */
      subtitle = g_strdup_printf (_("It said: %s"), old);
      gtk_widget_add_css_class (GTK_WIDGET (self->certificate_row), "warning");
    }
  if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->certificate_row)), title) != 0)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->certificate_row), title);
  if (g_strcmp0 (adw_action_row_get_subtitle (self->certificate_row), subtitle) != 0)
    adw_action_row_set_subtitle (self->certificate_row, subtitle);
  _terr_editor_page_update_tuning (self);
}

/* --- checking the puzzle --- */

/* One check: the page (held until the check ends) and its cancellable. */
typedef struct {
  TerrEditorPage *self;
  GCancellable   *cancellable;
} CheckRun;

static void
check_run_free (CheckRun *run)
{
  g_object_unref (run->self);
  g_object_unref (run->cancellable);
  g_free (run);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CheckRun, check_run_free)

static void
check_progress_cb (double   fraction,
                   gpointer data)
{
  TerrEditorPage *self = data;

  /* A check may search more than once, each search counting from 0: the
   * bar only grows (a new check sets it back to 0 first). */
  _terr_editor_page_show_progress (self, MAX (fraction, gtk_progress_bar_get_fraction (self->check_progress)));
}

static void
check_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr(CheckRun) run = data;
  TerrEditorPage *self = run->self;
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrCertificate) cert = terr_game_check_puzzle_finish (TERR_GAME (source), result, &error);

  if (!terr_latest_finish (&self->check, run->cancellable))
    {
      /* A check of a design replaced since: nothing to say. */
      if (self->check.current != run->cancellable)
        return;
      /* Cancelled (editor.cancel-check): the check ends now. */
      terr_latest_cancel (&self->check);
    }
  if (cert == NULL || TERR_GAME (source) != self->game)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        _terr_editor_page_set_status (self, _("The check was cancelled: nothing changed."));
      else if (error != NULL)
        {
          /* TRANSLATORS: why the solver could not check the puzzle */
          g_autofree char *message = g_strdup_printf (_("The puzzle could not be checked: %s"), error->message);
          _terr_editor_page_set_status (self, message);
        }
      if (self->game != NULL)
        _terr_editor_page_update_all (self);
      else
        _terr_editor_page_update_actions (self);
      return;
    }

  /* The solution stays with the page (the file keeps only the verdict). */
  g_clear_pointer (&self->solution, g_ptr_array_unref);
  self->solution = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_move_unref);
  if (cert->solution != NULL)
    for (guint i = 0; i < cert->solution->len; i++)
      g_ptr_array_add (self->solution, terr_move_ref (cert->solution->pdata[i]));
  g_free (self->solution_hash);
  self->solution_hash = g_strdup (cert->hash);
  {
    g_autofree char *verdict = terr_certificate_describe (cert);

    if (cert->verdict == TERR_VERDICT_UNSOLVABLE && cert->why != NULL)
      {
        g_autofree char *said = g_steal_pointer (&verdict);

        /* TRANSLATORS: the verdict ("Not solvable"), then why */
        verdict = g_strdup_printf (_("%s. Why: %s"), said, cert->why);
      }
    else if (cert->gate_refusal != NULL)
      {
        g_autofree char *said = g_steal_pointer (&verdict);

        /* TRANSLATORS: the verdict ("Solvable, unique solution"), then why
         * the quality gate refuses the puzzle */
        verdict = g_strdup_printf (_("%s. Refused by the quality gate: %s"), said, cert->gate_refusal);
      }
    _terr_editor_page_set_status (self, verdict);
  }
  /* Emits "changed": the side panel shows the new certificate. */
  terr_game_set_certificate (self->game, cert);
  _terr_editor_page_update_all (self);
  /* The panels made insensitive meanwhile may have held the focus. */
  if (gtk_widget_get_root (GTK_WIDGET (self)) != NULL
      && gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self))) == NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

void
_terr_editor_page_check_puzzle (TerrEditorPage *self)
{
  CheckRun *run;

  if (self->game == NULL || terr_latest_is_running (&self->check) || self->test_game != NULL
      || self->solution_game != NULL)
    return;
  if (!terr_game_get_goal (self->game, NULL))
    {
      _terr_editor_page_set_status (self, _("A puzzle needs a goal: set one in Puzzle Goal."));
      return;
    }
  if (terr_game_has_problems (self->game))
    {
      _terr_editor_page_set_status (self, _("Mend the problems listed first: a position with problems cannot be checked."));
      return;
    }
  run = g_new0 (CheckRun, 1);
  run->self = g_object_ref (self);
  run->cancellable = terr_latest_start (&self->check);
  if (self->check_limit == 0)
    self->check_limit = terr_game_puzzle_node_limit (self->game);
  _terr_editor_page_show_progress (self, 0.0);
  _terr_editor_page_set_status (self, NULL);
  /* The page lives until the check ends (the run holds it). */
  terr_game_check_puzzle_async (self->game, 0, self->check_limit, run->cancellable,
                                check_progress_cb, self, check_done_cb, run);
  _terr_editor_page_update_certificate (self);
  _terr_editor_page_update_actions (self);
}

/* Leaving the page: the check's answer is no longer wanted. */
void
_terr_editor_page_cancel_check (TerrEditorPage *self)
{
  terr_latest_cancel (&self->check);
}

/* A new design (or none): the check and the solution of the one before
 * are dropped. */
void
_terr_editor_page_forget_check (TerrEditorPage *self)
{
  _terr_editor_page_leave_solution (self);
  _terr_editor_page_forget_tuning (self);
  terr_latest_cancel (&self->check);
  g_clear_pointer (&self->solution, g_ptr_array_unref);
  g_clear_pointer (&self->solution_hash, g_free);
}

gboolean
terr_editor_page_is_checking (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), FALSE);
  return terr_latest_is_running (&self->check);
}

const char *
terr_editor_page_get_certificate_text (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->certificate_row));
}

/* --- stepping through the solution --- */

static void
update_solution_bar (TerrEditorPage *self)
{
  guint step = terr_game_get_position_index (self->solution_game);
  guint n = self->solution->len;
  g_autofree char *text = NULL;

  if (step == 0)
    text = g_strdup_printf (ngettext ("The solution: %u move from this position. Next shows it move by move.",
                                      "The solution: %u moves from this position. Next shows it move by move.", n), n);
  else
    {
      g_autofree char *move = terr_game_describe_node (self->solution_game,
                                                       terr_game_get_cursor (self->solution_game));

      if (step == n && terr_game_get_goal_status (self->solution_game) == TERR_GOAL_STATUS_REACHED)
        /* TRANSLATORS: the last move of a puzzle's solution, e.g. "Move 3 of 3: … The goal is reached." */
        text = g_strdup_printf (_("Move %u of %u: %s. The goal is reached."), step, n, move);
      else
        /* TRANSLATORS: a move of a puzzle's solution, e.g. "Move 1 of 3: Ann — terrace at (2, 3)" */
        text = g_strdup_printf (_("Move %u of %u: %s"), step, n, move);
    }
  gtk_label_set_text (self->solution_label, text);
}

void
_terr_editor_page_step_solution (TerrEditorPage *self)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(TerrGame) copy = NULL;
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || self->solution_game != NULL || !_terr_editor_page_solution_is_current (self))
    return;

  /* The solution is played on a copy read back from the design's bytes. */
  bytes = _terr_editor_page_current_bytes (self);
  doc = terr_document_load_bytes (bytes, _("Solution"), &error);
  if (doc != NULL)
    copy = terr_game_load_document (doc, &error);
  for (guint i = 0; copy != NULL && i < self->solution->len; i++)
    if (!terr_game_play (copy, self->solution->pdata[i], &error))
      g_clear_object (&copy);
  if (copy == NULL)
    {
      _terr_editor_page_set_status (self, error != NULL ? error->message : _("The solution could not be played"));
      return;
    }
  terr_game_go_to (copy, 0);
  self->solution_game = g_steal_pointer (&copy);
  self->board_was_interactive = terr_board_get_interactive (self->board);
  terr_board_set_edit_mode (self->board, FALSE);
  terr_board_set_interactive (self->board, FALSE);
  terr_board_set_game (self->board, self->solution_game);
  gtk_widget_set_visible (self->solution_bar, TRUE);
  update_solution_bar (self);
  _terr_editor_page_set_status (self, NULL);
  _terr_editor_page_update_actions (self);
}

/* The squares of the step of the solution shown, while its words are
 * pointed at. */
GArray *
_terr_editor_page_solution_squares_cb (GtkWidget *widget,
                                       gpointer   data)
{
  TerrEditorPage *self = data;
  TerrGameNode *node;

  if (self->solution_game == NULL)
    return NULL;
  node = terr_game_get_cursor (self->solution_game);
  if (terr_game_node_get_move (node) == NULL)
    return NULL;
  return terr_game_node_squares (self->solution_game, node);
}

/* One move on (@delta 1) or back (-1) in the solution shown. */
void
_terr_editor_page_solution_go (TerrEditorPage *self,
                               int             delta)
{
  guint step;

  if (self->solution_game == NULL)
    return;
  step = terr_game_get_position_index (self->solution_game);
  if (delta > 0 && step < self->solution->len)
    terr_game_go_to (self->solution_game, step + 1);
  else if (delta < 0 && step > 0)
    terr_game_go_to (self->solution_game, step - 1);
  update_solution_bar (self);
  _terr_editor_page_update_actions (self);
}

/* Back to the design, which stepping never touched. */
void
_terr_editor_page_leave_solution (TerrEditorPage *self)
{
  if (self->solution_game == NULL)
    return;
  terr_board_set_game (self->board, self->game);
  terr_board_set_edit_mode (self->board, TRUE);
  terr_board_set_interactive (self->board, self->board_was_interactive);
  g_clear_object (&self->solution_game);
  gtk_widget_set_visible (self->solution_bar, FALSE);
  _terr_editor_page_update_actions (self);
}

guint
terr_editor_page_get_solution_length (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), 0);
  return _terr_editor_page_solution_is_current (self) ? self->solution->len : 0;
}

TerrGame *
terr_editor_page_get_solution_game (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  return self->solution_game;
}

const char *
terr_editor_page_get_solution_text (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  return self->solution_game != NULL ? gtk_label_get_text (self->solution_label) : NULL;
}

/* --- generating a puzzle --- */

/* The new puzzle always opens: unsaved work was asked about before the
 * dialog opened (and the dialog is modal, so nothing changed since). */
static void
generated_cb (TerrGenerateDialog *dialog,
              TerrGame           *game,
              TerrEditorPage     *self)
{
  g_autofree char *text = NULL;

  _terr_editor_page_set_design (self, game, NULL);
  text = g_strdup_printf (_("Generated “%s”: adjust it, then save it."),
                          terr_game_get_title (game) != NULL ? terr_game_get_title (game) : "");
  _terr_editor_page_set_status (self, text);
}

void
_terr_editor_page_show_generate (TerrEditorPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  TerrGameKind kind = self->game != NULL ? terr_game_get_kind (self->game)
                                         : terr_editor_tools_registry_first_kind ();

  if (self->generate_dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->generate_dialog));
      return;
    }
  self->generate_dialog = terr_generate_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, kind);
  g_object_add_weak_pointer (G_OBJECT (self->generate_dialog), (gpointer *) &self->generate_dialog);
  g_signal_connect_object (self->generate_dialog, "generated", G_CALLBACK (generated_cb), self, 0);
  gtk_window_present (GTK_WINDOW (self->generate_dialog));
}

/* editor.generate: unsaved work is asked about first. */
void
_terr_editor_page_generate (TerrEditorPage *self)
{
  if (self->generate_dialog == NULL && _terr_editor_page_ask_before_generate (self))
    return;
  _terr_editor_page_show_generate (self);
}

GtkWidget *
terr_editor_page_get_generate_dialog (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  return self->generate_dialog;
}
