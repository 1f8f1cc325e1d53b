/* terr-editor-page-tune.c — Check Puzzle as a tuning tool.
 *
 * What a designer needs beyond the verdict to tune a puzzle: the progress
 * of the search (the nodes searched against the node limit, told by the
 * worker through the check's progress); Search Longer, which checks again
 * with twice the node limit of an Unknown verdict; the difficulty the
 * solver's work suggests (the generator's own bands, through
 * terr_game_puzzle_difficulty_for_work, so the two never disagree) beside
 * the one chosen; for a score goal, the best score reachable and the
 * distinct ways that reach it; and, when the puzzle is not unique, two
 * distinct solutions side by side, each step lighting its squares on the
 * board while pointed at.  The check itself is in
 * terr-editor-page-check.c. */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-editor-page-private.h"

/* --- the check, its limit and its progress --- */

/* Check Puzzle with @max_nodes (0: the game's limit). */
void
_terr_editor_page_run_check (TerrEditorPage *self,
                             guint64         max_nodes)
{
  self->check_limit = max_nodes > 0 ? max_nodes : terr_game_puzzle_node_limit (self->game);
  _terr_editor_page_show_progress (self, 0.0);
  _terr_editor_page_check_puzzle (self);
}

/* The certificate of the design as it is now (not out of date), or NULL. */
static const TerrCertificate *
current_certificate (TerrEditorPage *self)
{
  const TerrCertificate *cert;

  if (self->game == NULL || terr_latest_is_running (&self->check))
    return NULL;
  cert = terr_game_get_certificate (self->game);
  if (cert == NULL || self->current_hash == NULL || g_strcmp0 (cert->hash, self->current_hash) != 0)
    return NULL;
  return cert;
}

/* editor.search-longer: an Unknown verdict, checked again with twice the
 * node limit it stopped at (and again, each time twice as long). */
void
_terr_editor_page_search_longer (TerrEditorPage *self)
{
  const TerrCertificate *cert = current_certificate (self);

  if (cert == NULL || cert->verdict != TERR_VERDICT_UNKNOWN || cert->max_nodes == 0)
    return;
  _terr_editor_page_run_check (self, cert->max_nodes * 2);
}

/* The nodes searched against the limit, @fraction of it. */
void
_terr_editor_page_show_progress (TerrEditorPage *self,
                                 double          fraction)
{
  guint64 limit = self->check_limit;
  guint64 nodes = (guint64) (CLAMP (fraction, 0.0, 1.0) * (double) limit + 0.5);
  g_autofree char *done = g_strdup_printf ("%" G_GUINT64_FORMAT, nodes);
  g_autofree char *all = g_strdup_printf ("%" G_GUINT64_FORMAT, limit);
  g_autofree char *text = NULL;

  gtk_progress_bar_set_fraction (self->check_progress, CLAMP (fraction, 0.0, 1.0));
  /* TRANSLATORS: the progress of Check Puzzle: the positions the solver
   * searched so far, then its limit (two numbers) */
  text = g_strdup_printf (_("%s of %s positions searched"), done, all);
  gtk_progress_bar_set_text (self->check_progress, text);
}

/* --- the difficulty the work suggests, the best score --- */

static void
set_row (AdwActionRow *row,
         const char   *title,
         const char   *subtitle)
{
  gtk_widget_set_visible (GTK_WIDGET (row), title != NULL);
  if (title == NULL)
    return;
  if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) != 0)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (g_strcmp0 (adw_action_row_get_subtitle (row), subtitle) != 0)
    adw_action_row_set_subtitle (row, subtitle);
}

static void
update_suggested (TerrEditorPage        *self,
                  const TerrCertificate *cert)
{
  TerrDifficulty suggested = cert != NULL ? terr_certificate_suggest_difficulty (cert, self->game)
                                          : TERR_DIFFICULTY_NONE;
  TerrDifficulty chosen = self->game != NULL ? terr_game_get_difficulty (self->game) : TERR_DIFFICULTY_NONE;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  if (suggested != TERR_DIFFICULTY_NONE)
    {
      /* TRANSLATORS: the difficulty the solver's work suggests, "Suggested difficulty: Medium" */
      title = g_strdup_printf (_("Suggested difficulty: %s"), terr_difficulty_label (suggested));
      if (chosen == TERR_DIFFICULTY_NONE)
        subtitle = g_strdup (_("From the solver's work, by the generator's bands. None is chosen yet."));
      else if (chosen == suggested)
        subtitle = g_strdup (_("From the solver's work, by the generator's bands: the same as the one chosen."));
      else
        /* TRANSLATORS: the difficulty the designer chose, which differs
         * from the one the solver's work suggests */
        subtitle = g_strdup_printf (_("From the solver's work, by the generator's bands. Chosen: %s."),
                                    terr_difficulty_label (chosen));
    }
  set_row (self->suggested_row, title, subtitle);
  if (title != NULL)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->suggested_row), "warning");
      if (chosen != TERR_DIFFICULTY_NONE && chosen != suggested)
        gtk_widget_add_css_class (GTK_WIDGET (self->suggested_row), "warning");
    }
}

static void
update_best (TerrEditorPage        *self,
             const TerrCertificate *cert)
{
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  if (cert != NULL && cert->has_best && cert->best.known)
    {
      const TerrPuzzleBest *best = &cert->best;

      /* TRANSLATORS: for a puzzle whose goal is a score: the best score
       * the goal's steps can reach */
      title = g_strdup_printf (_("Best reachable score: %d"), best->score);
      if (!best->ways_exact || best->n_ways >= best->cap)
        subtitle = g_strdup_printf (ngettext ("Reached in at least %u distinct way",
                                              "Reached in at least %u distinct ways", best->n_ways),
                                    best->n_ways);
      else
        subtitle = g_strdup_printf (ngettext ("Reached in %u distinct way",
                                              "Reached in %u distinct ways", best->n_ways),
                                    best->n_ways);
    }
  else if (cert != NULL && cert->has_best)
    {
      title = g_strdup (_("Best reachable score: not found"));
      subtitle = g_strdup (_("The search for it stopped at its node limit."));
    }
  set_row (self->best_row, title, subtitle);
}

/* --- two solutions side by side --- */

/* The squares of the step a row of a solution stands for. */
static GArray *
step_squares_cb (GtkWidget *row,
                 gpointer   data)
{
  TerrEditorPage *self = data;
  guint column = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "column"));
  guint step = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "step"));
  TerrGame *copy = column < 2 ? self->compared[column] : NULL;
  TerrGameNode *node;

  if (copy == NULL || self->solution_game != NULL)
    return NULL;
  node = terr_game_get_line_node (copy, step + 1);
  return node != NULL ? terr_game_node_squares (copy, node) : NULL;
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

/* The design with @moves played on a copy read back from its bytes (the
 * design is not touched), or NULL when they do not play. */
static TerrGame *
play_copy (TerrEditorPage  *self,
           const GPtrArray *moves)
{
  g_autoptr(GBytes) bytes = _terr_editor_page_current_bytes (self);
  g_autoptr(TerrDocument) doc = terr_document_load_bytes (bytes, _("Solution"), NULL);
  g_autoptr(TerrGame) copy = doc != NULL ? terr_game_load_document (doc, NULL) : NULL;

  for (guint i = 0; copy != NULL && i < moves->len; i++)
    if (!terr_game_play (copy, moves->pdata[i], NULL))
      return NULL;
  return g_steal_pointer (&copy);
}

static void
fill_column (TerrEditorPage *self,
             guint           column,
             GtkListBox     *list)
{
  TerrGame *copy = self->compared[column];
  guint n = terr_game_get_n_moves (copy);

  for (guint i = 0; i < n; i++)
    {
      TerrGameNode *node = terr_game_get_line_node (copy, i + 1);
      g_autofree char *move = terr_game_describe_node (copy, node);
      /* TRANSLATORS: a step of a solution in a list: its number, then the
       * move, "2. Ann — terrace at (2, 3)" */
      g_autofree char *text = g_strdup_printf (_("%u. %s"), i + 1, move);
      GtkWidget *label = gtk_label_new (text);
      GtkWidget *row = gtk_list_box_row_new ();

      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_margin_start (label, 6);
      gtk_widget_set_margin_end (label, 6);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_widget_set_focusable (row, TRUE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
      g_object_set_data (G_OBJECT (row), "column", GUINT_TO_POINTER (column));
      g_object_set_data (G_OBJECT (row), "step", GUINT_TO_POINTER (i));
      terr_board_highlight_on_hover (self->board, row, step_squares_cb, self);
      gtk_list_box_append (list, row);
    }
}

static void
update_compared (TerrEditorPage        *self,
                 const TerrCertificate *cert)
{
  gboolean show = cert != NULL && cert->verdict == TERR_VERDICT_SOLVABLE
                  && !terr_certificate_is_unique (cert)
                  && cert->solution != NULL && cert->other_solution != NULL;

  if (show && self->compared_cert == (gconstpointer) cert
      && g_strcmp0 (self->compared_hash, cert->hash) == 0)
    return;
  _terr_editor_page_forget_tuning (self);
  if (show)
    {
      self->compared[0] = play_copy (self, cert->solution);
      self->compared[1] = play_copy (self, cert->other_solution);
      show = self->compared[0] != NULL && self->compared[1] != NULL;
    }
  if (show)
    {
      self->compared_cert = cert;
      self->compared_hash = g_strdup (cert->hash);
      fill_column (self, 0, self->first_solution_list);
      fill_column (self, 1, self->second_solution_list);
    }
  else
    _terr_editor_page_forget_tuning (self);
  gtk_widget_set_visible (self->solutions_box, show);
}

/* Drops the solutions side by side (a new design, a new check). */
void
_terr_editor_page_forget_tuning (TerrEditorPage *self)
{
  if (self->compared[0] != NULL && self->board != NULL)
    terr_board_set_highlight (self->board, NULL, 0);
  g_clear_object (&self->compared[0]);
  g_clear_object (&self->compared[1]);
  g_clear_pointer (&self->compared_hash, g_free);
  self->compared_cert = NULL;
  if (self->first_solution_list != NULL)
    clear_list (self->first_solution_list);
  if (self->second_solution_list != NULL)
    clear_list (self->second_solution_list);
  if (self->solutions_box != NULL)
    gtk_widget_set_visible (self->solutions_box, FALSE);
}

/* The tuning rows follow the certificate (called with it). */
void
_terr_editor_page_update_tuning (TerrEditorPage *self)
{
  const TerrCertificate *cert = current_certificate (self);

  update_suggested (self, cert);
  update_best (self, cert);
  gtk_widget_set_visible (self->search_longer_button,
                          cert != NULL && cert->verdict == TERR_VERDICT_UNKNOWN);
  update_compared (self, cert);
}

/* --- what the tests read --- */

TerrDifficulty
terr_editor_page_get_suggested_difficulty (TerrEditorPage *self)
{
  const TerrCertificate *cert;

  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), TERR_DIFFICULTY_NONE);
  if (!gtk_widget_get_visible (GTK_WIDGET (self->suggested_row)))
    return TERR_DIFFICULTY_NONE;
  cert = current_certificate (self);
  return cert != NULL ? terr_certificate_suggest_difficulty (cert, self->game) : TERR_DIFFICULTY_NONE;
}

const char *
terr_editor_page_get_best_text (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  if (!gtk_widget_get_visible (GTK_WIDGET (self->best_row)))
    return NULL;
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->best_row));
}

const char *
terr_editor_page_get_progress_text (TerrEditorPage *self)
{
  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  return gtk_progress_bar_get_text (self->check_progress);
}

guint
terr_editor_page_get_n_compared_steps (TerrEditorPage *self,
                                       guint           column)
{
  GtkListBox *list;
  guint n = 0;

  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), 0);
  g_return_val_if_fail (column < 2, 0);
  if (!gtk_widget_get_visible (self->solutions_box))
    return 0;
  list = column == 0 ? self->first_solution_list : self->second_solution_list;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += GTK_IS_LIST_BOX_ROW (child);
  return n;
}

GtkWidget *
terr_editor_page_get_compared_step (TerrEditorPage *self,
                                    guint           column,
                                    guint           step)
{
  GtkListBox *list;

  g_return_val_if_fail (TERR_IS_EDITOR_PAGE (self), NULL);
  g_return_val_if_fail (column < 2, NULL);
  list = column == 0 ? self->first_solution_list : self->second_solution_list;
  return GTK_WIDGET (gtk_list_box_get_row_at_index (list, (int) step));
}
