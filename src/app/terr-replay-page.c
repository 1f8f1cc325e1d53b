/* terr-replay-page.c — the replay viewer.
 *
 * The board (the same TerrBoard as the game page) shows the game's cursor;
 * the move list shows the whole tree with variations indented; the slider
 * walks the line shown; the score graph shows the main line's timeline
 * (terr-replay-page-timeline.c).  Annotating (terr-replay-page-tree.c)
 * changes the game's tree only; the file is written only when the
 * reviewer saves.  Analyse Game (terr-replay-page-analysis.c), Export
 * (terr-replay-page-export.c) and every action with the keys
 * (terr-replay-page-actions.c) have their own files.
 *
 * While no move is being tried, the board takes no input and its choices
 * follow no game, so stepping through a long game costs one scene per
 * step and never a move list.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-replay-page-private.h"

G_DEFINE_FINAL_TYPE (TerrReplayPage, terr_replay_page, GTK_TYPE_WIDGET)

GParamSpec *terr_replay_page_properties[N_PROPS];
guint terr_replay_page_signals[N_SIGNALS];

TerrReplayRun *
terr_replay_run_start (TerrReplayPage *page,
                       TerrLatest     *latest)
{
  TerrReplayRun *run = g_new0 (TerrReplayRun, 1);

  run->page = g_object_ref (page);
  run->latest = latest;
  run->cancellable = terr_latest_start (latest);
  return run;
}

gboolean
terr_replay_run_finish (TerrReplayRun   *run,
                        TerrReplayPage **page)
{
  gboolean latest = terr_latest_finish (run->latest, run->cancellable);

  *page = run->page;
  g_object_unref (run->cancellable);
  g_free (run);
  return latest;
}

/* --- the state shown --- */

void
terr_replay_page_update_view (TerrReplayPage *self)
{
  TerrGame *game = self->game;
  TerrGameNode *cursor;
  guint index, n;
  g_autofree char *position = NULL;
  g_autofree char *words = NULL;
  g_autofree char *path = NULL;

  terr_replay_page_update_actions (self);
  if (game == NULL)
    return;

  cursor = terr_game_get_cursor (game);
  index = terr_game_get_position_index (game);
  n = terr_game_get_n_moves (game);

  /* TRANSLATORS: the position in the line of moves shown, e.g. "Move 3 of 10" */
  position = index == 0 ? g_strdup_printf (_("Start of %u"), n)
                        : g_strdup_printf (_("Move %u of %u"), index, n);
  gtk_label_set_label (self->position_label, position);

  if (terr_game_node_get_move (cursor) != NULL)
    {
      g_autofree char *text = terr_game_describe_node (game, cursor);
      words = g_strdup_printf ("%u. %s", index, text);
    }
  else
    words = g_strdup (_("Start position"));
  gtk_label_set_label (self->move_label, words);

  if (terr_game_node_is_main_line (cursor))
    path = g_strdup (index == 0 ? "" : _("Main line"));
  else
    {
      g_autofree char *where = terr_game_node_get_path (cursor);
      /* TRANSLATORS: where a variation is, e.g. "Variation: move 12, variation 2, move 3" */
      path = g_strdup_printf (_("Variation: %s"), where);
    }
  gtk_label_set_label (self->path_label, path);
  gtk_widget_set_visible (GTK_WIDGET (self->path_label), *path != '\0');

  self->updating = TRUE;
  gtk_adjustment_configure (self->slider_adjustment, index, 0, MAX (n, 1), 1, 10, 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->slider), n > 0);
  self->updating = FALSE;

  terr_score_graph_set_current (self->graph,
                                terr_game_node_is_main_line (cursor) ? (int) index : -1);
  terr_replay_page_update_seat (self);
  terr_replay_page_show_move_analysis (self);

  /* A comment still being typed belongs to the move it was typed on. */
  if (self->comment_timeout != 0)
    terr_replay_page_commit_comment (self);
  terr_replay_page_load_comment (self);
}

static void
game_changed_cb (TerrGame       *game,
                 TerrReplayPage *self)
{
  terr_replay_page_update_view (self);
}

static void
tree_changed_cb (TerrGame       *game,
                 TerrReplayPage *self)
{
  terr_replay_page_tree_changed (self);
}

static void
move_refused_cb (TerrBoard      *board,
                 const char     *reason,
                 TerrReplayPage *self)
{
  terr_replay_page_show_error (self, reason);
}

void
terr_replay_page_show_error (TerrReplayPage *self,
                             const char     *message)
{
  gtk_widget_error_bell (GTK_WIDGET (self->board));
  terr_replay_page_toast (self, message);
}

void
terr_replay_page_toast (TerrReplayPage *self,
                        const char     *message)
{
  /* It replaces the message before it. */
  if (self->toasts != NULL)
    terr_toasts_add (self->toasts, adw_toast_new (message));
}

void
terr_replay_page_go_to_index (TerrReplayPage *self,
                              guint           index)
{
  terr_replay_page_commit_comment (self);
  terr_game_go_to (self->game, MIN (index, terr_game_get_n_moves (self->game)));
}

static void
slider_changed_cb (GtkAdjustment  *adjustment,
                   TerrReplayPage *self)
{
  guint index = (guint) (gtk_adjustment_get_value (adjustment) + 0.5);

  if (self->updating || self->game == NULL || index == terr_game_get_position_index (self->game))
    return;
  terr_replay_page_go_to_index (self, index);
}

/* --- public API --- */

GtkWidget *
terr_replay_page_new (void)
{
  return g_object_new (TERR_TYPE_REPLAY_PAGE, NULL);
}

void
terr_replay_page_set_game (TerrReplayPage *self,
                           TerrGame       *game)
{
  g_return_if_fail (TERR_IS_REPLAY_PAGE (self));
  g_return_if_fail (game == NULL || TERR_IS_GAME (game));

  if (self->game == game)
    return;

  terr_replay_page_commit_comment (self);
  terr_replay_page_set_trying (self, FALSE);
  terr_replay_page_set_autoplay (self, FALSE);
  g_clear_pointer (&self->timeline, json_node_unref);
  terr_latest_cancel (&self->timeline_run);
  g_clear_pointer (&self->graph_line, g_array_unref);
  terr_latest_cancel (&self->analysis_run);
  g_clear_pointer (&self->analysis, terr_analysis_unref);
  if (self->game != NULL)
    {
      TerrGameNode *was = terr_game_find_node (self->game, self->old_cursor);

      g_signal_handlers_disconnect_by_data (self->game, self);
      terr_game_set_mode (self->game, self->old_mode);
      /* The game goes back where it was (a game being played, reviewed
       * on the way, goes on from its last move). */
      if (was != NULL && was != terr_game_get_cursor (self->game))
        terr_game_go_to_node (self->game, was);
    }
  g_set_object (&self->game, game);
  self->comment_node = 0;
  self->modified = FALSE;

  if (game != NULL)
    {
      self->old_mode = terr_game_get_mode (game);
      self->old_cursor = terr_game_node_get_id (terr_game_get_cursor (game));
      terr_game_set_mode (game, TERR_GAME_MODE_REVIEW);
      /* A review starts at the start, move by move. */
      terr_game_go_to (game, 0);
      g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, 0);
      g_signal_connect_object (game, "tree-changed", G_CALLBACK (tree_changed_cb), self, 0);
    }

  terr_board_set_max_level (self->board, -1);
  terr_board_set_game (self->board, game);
  terr_choices_set_game (terr_board_get_choices (self->board), NULL);
  terr_move_list_set_game (self->move_list, game);
  terr_score_graph_set_game (self->graph, game);
  terr_score_graph_set_timeline (self->graph, NULL);
  terr_replay_page_reset_seats (self);
  {
    /* The verdicts the file kept: its marks without analysing again. */
    g_autoptr(TerrAnalysis) kept = game != NULL ? terr_game_get_analysis (game) : NULL;

    terr_replay_page_set_analysis (self, kept);
  }
  gtk_widget_set_visible (self->analysis_progress_box, FALSE);
  gtk_widget_set_visible (self->analyse_button, TRUE);
  gtk_widget_set_visible (self->progress_box, FALSE);
  gtk_widget_set_visible (self->graph_button, FALSE);
  terr_replay_page_schedule_timeline (self);

  terr_replay_page_update_view (self);
  g_object_notify_by_pspec (G_OBJECT (self), terr_replay_page_properties[PROP_GAME]);
  g_object_notify_by_pspec (G_OBJECT (self), terr_replay_page_properties[PROP_MODIFIED]);
}

TerrGame *
terr_replay_page_get_game (TerrReplayPage *self)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), NULL);

  return self->game;
}

TerrBoard *
terr_replay_page_get_board (TerrReplayPage *self)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), NULL);

  return self->board;
}

TerrMoveList *
terr_replay_page_get_move_list (TerrReplayPage *self)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), NULL);

  return self->move_list;
}

gboolean
terr_replay_page_get_modified (TerrReplayPage *self)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), FALSE);

  return self->modified;
}

void
terr_replay_page_set_modified (TerrReplayPage *self,
                               gboolean        modified)
{
  g_return_if_fail (TERR_IS_REPLAY_PAGE (self));

  modified = !!modified;
  if (self->modified == modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), terr_replay_page_properties[PROP_MODIFIED]);
}

const char *
terr_replay_page_get_position_text (TerrReplayPage *self)
{
  g_return_val_if_fail (TERR_IS_REPLAY_PAGE (self), NULL);

  return gtk_label_get_label (self->position_label);
}

/* --- GObject --- */

static gboolean
terr_replay_page_grab_focus (GtkWidget *widget)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (widget);

  if (self->trying)
    return gtk_widget_grab_focus (GTK_WIDGET (self->board));
  return gtk_widget_grab_focus (GTK_WIDGET (self->slider));
}

static void
terr_replay_page_map (GtkWidget *widget)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (widget);

  GTK_WIDGET_CLASS (terr_replay_page_parent_class)->map (widget);
  terr_replay_page_timeline_mapped (self);
}

static void
terr_replay_page_dispose (GObject *object)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (object);
  GtkWidget *child;

  g_clear_pointer (&self->toasts, terr_toasts_free);
  g_clear_handle_id (&self->comment_timeout, g_source_remove);
  g_clear_handle_id (&self->autoplay_timeout, g_source_remove);
  terr_replay_page_cancel_timeline_start (self);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (self->chooser);
  g_clear_object (&self->chooser);
  terr_latest_cancel (&self->timeline_run);
  g_clear_pointer (&self->graph_line, g_array_unref);
  g_clear_pointer (&self->timeline, json_node_unref);
  terr_latest_cancel (&self->analysis_run);
  g_clear_pointer (&self->analysis, terr_analysis_unref);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  if (self->board != NULL)
    g_signal_handlers_disconnect_by_data (terr_board_get_choices (self->board), self);

  gtk_widget_dispose_template (GTK_WIDGET (self), TERR_TYPE_REPLAY_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (terr_replay_page_parent_class)->dispose (object);
}

static void
terr_replay_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    case PROP_TRYING:
      g_value_set_boolean (value, self->trying);
      break;
    case PROP_AUTOPLAY:
      g_value_set_boolean (value, self->autoplay);
      break;
    case PROP_PACE_BY_IMPORTANCE:
      g_value_set_boolean (value, self->pace_by_importance);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_replay_page_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TerrReplayPage *self = TERR_REPLAY_PAGE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      terr_replay_page_set_game (self, g_value_get_object (value));
      break;
    case PROP_MODIFIED:
      terr_replay_page_set_modified (self, g_value_get_boolean (value));
      break;
    case PROP_TRYING:
      terr_replay_page_set_trying (self, g_value_get_boolean (value));
      break;
    case PROP_AUTOPLAY:
      terr_replay_page_set_autoplay (self, g_value_get_boolean (value));
      break;
    case PROP_PACE_BY_IMPORTANCE:
      if (self->pace_by_importance != g_value_get_boolean (value))
        {
          self->pace_by_importance = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_replay_page_class_init (TerrReplayPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = terr_replay_page_dispose;
  object_class->get_property = terr_replay_page_get_property;
  object_class->set_property = terr_replay_page_set_property;
  widget_class->grab_focus = terr_replay_page_grab_focus;
  widget_class->map = terr_replay_page_map;

  terr_replay_page_properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TERR_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  terr_replay_page_properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  terr_replay_page_properties[PROP_TRYING] =
    g_param_spec_boolean ("trying", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  terr_replay_page_properties[PROP_AUTOPLAY] =
    g_param_spec_boolean ("autoplay", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  terr_replay_page_properties[PROP_PACE_BY_IMPORTANCE] =
    g_param_spec_boolean ("pace-by-importance", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, terr_replay_page_properties);

  /* "Continue playing from here": a new game (a scenario of the position
   * shown, same seats) for the window to start. */
  terr_replay_page_signals[PLAY_FROM_HERE] =
    g_signal_new ("play-from-here", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, TERR_TYPE_GAME);

  g_type_ensure (TERR_TYPE_BOARD);
  g_type_ensure (TERR_TYPE_MOVE_LIST);
  g_type_ensure (TERR_TYPE_SCORE_GRAPH);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/terr-replay-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, board);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, seat_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, seat_names);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, threshold_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, position_label);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, slider);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, slider_adjustment);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, graph);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, progress_box);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, graph_button);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, move_list);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, choices_box);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, choices_list);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, move_label);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, path_label);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, comment_view);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, comment_hint);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, speed_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, more_button);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, autoplay_button);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, autoplay_options_button);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, analyse_button);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, analysis_bar);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, analysis_progress_box);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, analysis_progress_label);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, analysis_progress_bar);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, analysis_summary);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, save_analysis_button);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, analysis_panel);
  gtk_widget_class_bind_template_child (widget_class, TerrReplayPage, analysis_label);

  terr_replay_page_class_init_actions (widget_class);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "replaypage");
}

static void
name_menu_button (GtkWidget  *button,
                  const char *name)
{
  GtkWidget *inner = gtk_widget_get_first_child (button);

  if (inner != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (inner),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                    -1);
}

static void
terr_replay_page_init (TerrReplayPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  terr_board_add_view_actions (self->board, GTK_WIDGET (self));
  terr_move_list_set_board (self->move_list, self->board);
  terr_board_highlight_on_hover (self->board, GTK_WIDGET (self->analysis_panel),
                                 terr_replay_page_analysis_squares_cb, self);

  self->toasts = terr_toasts_new (GTK_WIDGET (self));
  terr_replay_page_init_tree (self);
  terr_replay_page_init_timeline (self);
  g_signal_connect (self->board, "move-refused", G_CALLBACK (move_refused_cb), self);
  terr_replay_page_init_seats (self);
  g_signal_connect (self->slider_adjustment, "value-changed", G_CALLBACK (slider_changed_cb), self);

  /* GTK 4.8 reads a menu button's inner button, not the menu button. */
  name_menu_button (self->more_button, _("More Replay Actions"));
  name_menu_button (self->autoplay_options_button, _("Autoplay Speed and Pace"));


  terr_replay_page_update_actions (self);
}
