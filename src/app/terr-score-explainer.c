/* terr-score-explainer.c — the score in a player's words (see
 * terr-score-explainer.h).  The words come from the game's class
 * (terr_game_explain_score), so the numbers are the engine's; the class
 * also says whether it explains seat by seat and from how many points of
 * view.  The widget emits "changed" when the seat or the direction
 * changes, for the board to draw the same.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-score-explainer.h"

struct _TerrScoreExplainer
{
  GtkWidget parent_instance;

  TerrGame *game;
  gulong    changed_id;
  int       seat;
  int       direction;
  int       private_seat;
  gboolean  filling;        /* the dropdown is being filled */
  int       seats[8];       /* the seat of each dropdown row */
  guint     n_seats;

  GtkLabel       *heading_label;
  GtkDropDown    *seat_dropdown;
  GtkCheckButton *show_button;
  GtkWidget      *direction_box;
  GtkToggleButton *best_button;
  GtkToggleButton *north_button;
  GtkToggleButton *east_button;
  GtkToggleButton *south_button;
  GtkToggleButton *west_button;
  GtkLabel       *text_label;
};

G_DEFINE_FINAL_TYPE (TerrScoreExplainer, terr_score_explainer, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
terr_score_explainer_new (void)
{
  return g_object_new (TERR_TYPE_SCORE_EXPLAINER, NULL);
}

/* --- the words --- */

/* The game explains its score seat by seat (else as a whole). */
static gboolean
has_seats (TerrScoreExplainer *self)
{
  return self->game != NULL && terr_game_kind_explains_per_seat (terr_game_get_kind (self->game));
}

/* It explains from more than one point of view (the direction buttons). */
static gboolean
has_views (TerrScoreExplainer *self)
{
  return self->game != NULL && terr_game_kind_get_n_score_views (terr_game_get_kind (self->game)) > 1;
}

static void
fill_seats (TerrScoreExplainer *self)
{
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  guint selected = 0;

  self->n_seats = 0;
  for (guint seat = 1; has_seats (self) && seat <= terr_game_get_n_players (self->game)
                       && self->n_seats < G_N_ELEMENTS (self->seats); seat++)
    {
      g_autofree char *name = NULL;

      if (self->private_seat > 0 && (int) seat != self->private_seat)
        continue;
      name = terr_game_get_player_name (self->game, seat);
      if ((int) seat == self->seat)
        selected = self->n_seats;
      self->seats[self->n_seats++] = seat;
      gtk_string_list_append (names, name);
    }
  self->filling = TRUE;
  gtk_drop_down_set_model (self->seat_dropdown, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->seat_dropdown, selected);
  self->filling = FALSE;
  if (self->n_seats > 0)
    self->seat = self->seats[selected];
  gtk_widget_set_sensitive (GTK_WIDGET (self->seat_dropdown), self->n_seats > 1);
}

void
terr_score_explainer_update (TerrScoreExplainer *self)
{
  g_autofree char *text = NULL;

  g_return_if_fail (TERR_IS_SCORE_EXPLAINER (self));

  if (self->game == NULL)
    {
      gtk_label_set_label (self->text_label, "");
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->seat_dropdown), has_seats (self));
  gtk_widget_set_visible (self->direction_box, has_views (self));
  gtk_widget_set_visible (GTK_WIDGET (self->show_button), has_seats (self));
  if (!has_seats (self) || self->seat > 0)
    text = terr_game_explain_score (self->game, has_seats (self) ? self->seat : 0,
                                    has_views (self) ? (guint) self->direction : 0);
  /* The same text set again would be laid out and measured again. */
  if (g_strcmp0 (gtk_label_get_label (self->text_label), text != NULL ? text : "") != 0)
    gtk_label_set_label (self->text_label, text != NULL ? text : "");
}

static void
game_changed_cb (TerrGame           *game,
                 TerrScoreExplainer *self)
{
  terr_score_explainer_update (self);
}

void
terr_score_explainer_set_game (TerrScoreExplainer *self,
                               TerrGame           *game)
{
  g_return_if_fail (TERR_IS_SCORE_EXPLAINER (self));
  g_return_if_fail (game == NULL || TERR_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  self->seat = has_seats (self) ? 1 : 0;
  self->direction = 0;
  self->private_seat = 0;
  gtk_toggle_button_set_active (self->best_button, TRUE);
  gtk_check_button_set_active (self->show_button, FALSE);
  if (game != NULL)
    self->changed_id = g_signal_connect (game, "changed", G_CALLBACK (game_changed_cb), self);
  fill_seats (self);
  terr_score_explainer_update (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

int
terr_score_explainer_get_seat (TerrScoreExplainer *self)
{
  g_return_val_if_fail (TERR_IS_SCORE_EXPLAINER (self), 0);
  return self->seat;
}

void
terr_score_explainer_set_seat (TerrScoreExplainer *self,
                               int                 seat)
{
  g_return_if_fail (TERR_IS_SCORE_EXPLAINER (self));

  if (!has_seats (self) || seat < 1 || seat > (int) terr_game_get_n_players (self->game)
      || (self->private_seat > 0 && seat != self->private_seat))
    return;
  if (seat != self->seat)
    {
      self->seat = seat;
      fill_seats (self);
      terr_score_explainer_update (self);
    }
  if (terr_score_explainer_get_shown_on_board (self))
    g_signal_emit (self, signals[CHANGED], 0);
  else
    terr_score_explainer_set_shown_on_board (self, TRUE);
}

int
terr_score_explainer_get_direction (TerrScoreExplainer *self)
{
  g_return_val_if_fail (TERR_IS_SCORE_EXPLAINER (self), 0);
  return self->direction;
}

void
terr_score_explainer_set_direction (TerrScoreExplainer *self,
                                    int                 direction)
{
  GtkToggleButton *buttons[] = { self->best_button, self->north_button, self->east_button,
                                 self->south_button, self->west_button };

  g_return_if_fail (TERR_IS_SCORE_EXPLAINER (self));
  g_return_if_fail (direction >= 0 && direction <= 4);

  /* The button's "toggled" does the rest. */
  gtk_toggle_button_set_active (buttons[direction], TRUE);
}

void
terr_score_explainer_set_private_seat (TerrScoreExplainer *self,
                                       int                 seat)
{
  g_return_if_fail (TERR_IS_SCORE_EXPLAINER (self));

  if (self->private_seat == seat)
    return;
  self->private_seat = seat;
  if (seat > 0)
    self->seat = seat;
  fill_seats (self);
  terr_score_explainer_update (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

const char *
terr_score_explainer_get_text (TerrScoreExplainer *self)
{
  g_return_val_if_fail (TERR_IS_SCORE_EXPLAINER (self), NULL);
  return gtk_label_get_label (self->text_label);
}

gboolean
terr_score_explainer_get_shown_on_board (TerrScoreExplainer *self)
{
  g_return_val_if_fail (TERR_IS_SCORE_EXPLAINER (self), FALSE);
  return gtk_check_button_get_active (self->show_button);
}

void
terr_score_explainer_set_shown_on_board (TerrScoreExplainer *self,
                                         gboolean            shown)
{
  g_return_if_fail (TERR_IS_SCORE_EXPLAINER (self));
  /* "toggled" emits "changed". */
  gtk_check_button_set_active (self->show_button, shown);
}

/* --- callbacks --- */

static void
show_toggled_cb (TerrScoreExplainer *self,
                 GtkCheckButton     *button)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
direction_toggled_cb (TerrScoreExplainer *self,
                      GtkToggleButton    *button)
{
  GtkToggleButton *buttons[] = { self->best_button, self->north_button, self->east_button,
                                 self->south_button, self->west_button };

  if (!gtk_toggle_button_get_active (button))
    return;
  for (int d = 0; d < 5; d++)
    if (buttons[d] == button && self->direction != d)
      {
        self->direction = d;
        terr_score_explainer_update (self);
        g_signal_emit (self, signals[CHANGED], 0);
      }
}

static void
seat_selected_cb (GtkDropDown        *dropdown,
                  GParamSpec         *pspec,
                  TerrScoreExplainer *self)
{
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (self->filling || selected >= self->n_seats || self->seats[selected] == self->seat)
    return;
  self->seat = self->seats[selected];
  terr_score_explainer_update (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* --- GObject --- */

static void
terr_score_explainer_dispose (GObject *object)
{
  TerrScoreExplainer *self = TERR_SCORE_EXPLAINER (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), TERR_TYPE_SCORE_EXPLAINER);
  G_OBJECT_CLASS (terr_score_explainer_parent_class)->dispose (object);
}

static void
terr_score_explainer_class_init (TerrScoreExplainerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = terr_score_explainer_dispose;

  /* The seat or the direction explained changed. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/terraces/Terraces/terr-score-explainer.ui");
  gtk_widget_class_bind_template_child (widget_class, TerrScoreExplainer, heading_label);
  gtk_widget_class_bind_template_child (widget_class, TerrScoreExplainer, seat_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TerrScoreExplainer, direction_box);
  gtk_widget_class_bind_template_child (widget_class, TerrScoreExplainer, show_button);
  gtk_widget_class_bind_template_child (widget_class, TerrScoreExplainer, best_button);
  gtk_widget_class_bind_template_child (widget_class, TerrScoreExplainer, north_button);
  gtk_widget_class_bind_template_child (widget_class, TerrScoreExplainer, east_button);
  gtk_widget_class_bind_template_child (widget_class, TerrScoreExplainer, south_button);
  gtk_widget_class_bind_template_child (widget_class, TerrScoreExplainer, west_button);
  gtk_widget_class_bind_template_child (widget_class, TerrScoreExplainer, text_label);
  gtk_widget_class_bind_template_callback (widget_class, direction_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, show_toggled_cb);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
terr_score_explainer_init (TerrScoreExplainer *self)
{
  GtkToggleButton *buttons[5];
  const char *names[] = { N_("Best direction"), N_("Facing north"), N_("Facing east"),
                          N_("Facing south"), N_("Facing west") };

  gtk_widget_init_template (GTK_WIDGET (self));
  buttons[0] = self->best_button;
  buttons[1] = self->north_button;
  buttons[2] = self->east_button;
  buttons[3] = self->south_button;
  buttons[4] = self->west_button;
  g_signal_connect (self->seat_dropdown, "notify::selected", G_CALLBACK (seat_selected_cb), self);
  /* Screen readers: each toggle by what it shows, the list's button by
   * what it chooses. */
  for (guint d = 0; d < G_N_ELEMENTS (buttons); d++)
    {
      gtk_accessible_update_relation (GTK_ACCESSIBLE (buttons[d]), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                      gtk_button_get_child (GTK_BUTTON (buttons[d])), NULL, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (buttons[d]), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      _(names[d]), -1);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->seat_dropdown)); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_TOGGLE_BUTTON (c))
      gtk_accessible_update_property (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Player whose score is explained"), -1);
}
