/* terr-generate-dialog.c — Generate a Puzzle.
 *
 * The person picks a game, a difficulty, whether only a unique puzzle
 * will do (on by default) and a seed (a random one is filled in);
 * terr_puzzle_generate_with_flags_async makes a certified puzzle in a
 * thread, with progress and Cancel.  "generated" hands the puzzle over
 * (the scenario editor opens it as a new design) and the dialog closes.
 * The buttons are actions of the "generate." group.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-games.h"
#include "terr-generate-dialog.h"

struct _TerrGenerateDialog
{
  AdwWindow parent_instance;

  AdwComboRow    *game_row;
  GtkStringList  *game_list;
  AdwComboRow    *difficulty_row;
  GtkSwitch      *unique_switch;
  GtkSpinButton  *seed_spin;
  GtkProgressBar *progress;
  GtkLabel       *status_label;
  GtkWidget      *choices_group;

  GCancellable   *cancellable;
};

G_DEFINE_FINAL_TYPE (TerrGenerateDialog, terr_generate_dialog, ADW_TYPE_WINDOW)

enum {
  GENERATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
update_actions (TerrGenerateDialog *self)
{
  gboolean running = self->cancellable != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "generate.generate", !running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "generate.new-seed", !running);
  gtk_widget_set_sensitive (self->choices_group, !running);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), running);
}

static void
progress_cb (double   fraction,
             gpointer data)
{
  TerrGenerateDialog *self = data;

  gtk_progress_bar_set_fraction (self->progress, CLAMP (fraction, 0.0, 1.0));
}

static void
generated_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  g_autoptr(TerrGenerateDialog) self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = terr_puzzle_generate_finish (result, &error);

  g_clear_object (&self->cancellable);
  update_actions (self);
  if (game == NULL)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        gtk_label_set_text (self->status_label, _("Cancelled: no puzzle was made."));
      else
        {
          /* TRANSLATORS: why no puzzle could be generated */
          g_autofree char *text = g_strdup_printf (_("No puzzle could be made: %s"), error->message);
          gtk_label_set_text (self->status_label, text);
        }
      return;
    }
  gtk_label_set_text (self->status_label, "");
  g_signal_emit (self, signals[GENERATED], 0, game);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
generate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TerrGenerateDialog *self = TERR_GENERATE_DIALOG (widget);

  if (self->cancellable != NULL)
    return;
  self->cancellable = g_cancellable_new ();
  gtk_progress_bar_set_fraction (self->progress, 0.0);
  gtk_label_set_text (self->status_label, _("Looking for a puzzle the solver can certify…"));
  /* The dialog lives until the generator ends (the callback holds it). */
  terr_puzzle_generate_with_flags_async (terr_games_get_type_for_kind (terr_generate_dialog_get_kind (self)),
                                         terr_generate_dialog_get_difficulty (self),
                                         terr_generate_dialog_get_seed (self),
                                         gtk_switch_get_active (self->unique_switch)
                                         ? TERR_GENERATE_DEFAULT : TERR_GENERATE_ANY_COUNT,
                                         self->cancellable, progress_cb, self,
                                         generated_cb, g_object_ref (self));
  update_actions (self);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TerrGenerateDialog *self = TERR_GENERATE_DIALOG (widget);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  else
    gtk_window_destroy (GTK_WINDOW (self));
}

static void
new_seed_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  terr_generate_dialog_set_seed (TERR_GENERATE_DIALOG (widget), g_random_int_range (1, 999999999));
}

void
terr_generate_dialog_set_kind (TerrGenerateDialog *self,
                               TerrGameKind        kind)
{
  guint n;
  const GType *types = terr_games_list (&n);

  g_return_if_fail (TERR_IS_GENERATE_DIALOG (self));

  for (guint i = 0; i < n; i++)
    if (terr_games_get_kind (types[i]) == kind)
      adw_combo_row_set_selected (self->game_row, i);
}

TerrGameKind
terr_generate_dialog_get_kind (TerrGenerateDialog *self)
{
  guint selected, n;
  const GType *types = terr_games_list (&n);

  g_return_val_if_fail (TERR_IS_GENERATE_DIALOG (self), 0);

  selected = adw_combo_row_get_selected (self->game_row);
  return terr_games_get_kind (types[selected < n ? selected : 0]);
}

void
terr_generate_dialog_set_difficulty (TerrGenerateDialog *self,
                                     TerrDifficulty      difficulty)
{
  g_return_if_fail (TERR_IS_GENERATE_DIALOG (self));

  /* The rows are Easy, Medium, Hard. */
  adw_combo_row_set_selected (self->difficulty_row,
                              CLAMP ((int) difficulty, TERR_DIFFICULTY_EASY, TERR_DIFFICULTY_HARD) - 1);
}

TerrDifficulty
terr_generate_dialog_get_difficulty (TerrGenerateDialog *self)
{
  g_return_val_if_fail (TERR_IS_GENERATE_DIALOG (self), TERR_DIFFICULTY_NONE);

  return MIN (adw_combo_row_get_selected (self->difficulty_row), 2) + TERR_DIFFICULTY_EASY;
}

void
terr_generate_dialog_set_unique_only (TerrGenerateDialog *self,
                                      gboolean            unique_only)
{
  g_return_if_fail (TERR_IS_GENERATE_DIALOG (self));
  gtk_switch_set_active (self->unique_switch, unique_only);
}

gboolean
terr_generate_dialog_get_unique_only (TerrGenerateDialog *self)
{
  g_return_val_if_fail (TERR_IS_GENERATE_DIALOG (self), TRUE);
  return gtk_switch_get_active (self->unique_switch);
}

void
terr_generate_dialog_set_seed (TerrGenerateDialog *self,
                               guint64             seed)
{
  g_return_if_fail (TERR_IS_GENERATE_DIALOG (self));

  gtk_spin_button_set_value (self->seed_spin, (double) seed);
}

guint64
terr_generate_dialog_get_seed (TerrGenerateDialog *self)
{
  g_return_val_if_fail (TERR_IS_GENERATE_DIALOG (self), 0);

  return (guint64) gtk_spin_button_get_value (self->seed_spin);
}

gboolean
terr_generate_dialog_is_running (TerrGenerateDialog *self)
{
  g_return_val_if_fail (TERR_IS_GENERATE_DIALOG (self), FALSE);

  return self->cancellable != NULL;
}

const char *
terr_generate_dialog_get_status_text (TerrGenerateDialog *self)
{
  g_return_val_if_fail (TERR_IS_GENERATE_DIALOG (self), NULL);

  return gtk_label_get_text (self->status_label);
}

GtkWidget *
terr_generate_dialog_new (GtkWindow    *parent,
                          TerrGameKind  kind)
{
  TerrGenerateDialog *self = g_object_new (TERR_TYPE_GENERATE_DIALOG,
                                           "transient-for", parent,
                                           NULL);

  terr_generate_dialog_set_kind (self, kind);
  return GTK_WIDGET (self);
}

/* Closing the dialog stops the generator. */
static gboolean
terr_generate_dialog_close_request (GtkWindow *window)
{
  TerrGenerateDialog *self = TERR_GENERATE_DIALOG (window);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  return GTK_WINDOW_CLASS (terr_generate_dialog_parent_class)->close_request (window);
}

static void
terr_generate_dialog_unmap (GtkWidget *widget)
{
  TerrGenerateDialog *self = TERR_GENERATE_DIALOG (widget);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  GTK_WIDGET_CLASS (terr_generate_dialog_parent_class)->unmap (widget);
}

static void
terr_generate_dialog_dispose (GObject *object)
{
  TerrGenerateDialog *self = TERR_GENERATE_DIALOG (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (terr_generate_dialog_parent_class)->dispose (object);
}

static void
terr_generate_dialog_class_init (TerrGenerateDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = terr_generate_dialog_dispose;
  widget_class->unmap = terr_generate_dialog_unmap;
  window_class->close_request = terr_generate_dialog_close_request;

  /* The puzzle made (a new scenario with a goal and its certificate). */
  signals[GENERATED] =
    g_signal_new ("generated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, TERR_TYPE_GAME);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/terr-generate-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TerrGenerateDialog, game_row);
  gtk_widget_class_bind_template_child (widget_class, TerrGenerateDialog, game_list);
  gtk_widget_class_bind_template_child (widget_class, TerrGenerateDialog, difficulty_row);
  gtk_widget_class_bind_template_child (widget_class, TerrGenerateDialog, unique_switch);
  gtk_widget_class_bind_template_child (widget_class, TerrGenerateDialog, seed_spin);
  gtk_widget_class_bind_template_child (widget_class, TerrGenerateDialog, progress);
  gtk_widget_class_bind_template_child (widget_class, TerrGenerateDialog, status_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGenerateDialog, choices_group);

  gtk_widget_class_install_action (widget_class, "generate.generate", NULL, generate_action);
  gtk_widget_class_install_action (widget_class, "generate.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "generate.new-seed", NULL, new_seed_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "generate.cancel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "generate.generate", NULL);
}

static void
terr_generate_dialog_init (TerrGenerateDialog *self)
{
  guint n;
  const GType *types = terr_games_list (&n);

  gtk_widget_init_template (GTK_WIDGET (self));

  /* Every game, in the order of the start page. */
  for (guint i = 0; i < n; i++)
    gtk_string_list_append (self->game_list, terr_game_kind_get_title (terr_games_get_kind (types[i])));
  terr_generate_dialog_set_seed (self, g_random_int_range (1, 999999999));
  update_actions (self);
}
