/* terr-game-page-score.c — the score rows: one per seat (or the tally of
 * a game of one seat) from the score JSON as the seat on screen may see
 * it (terr_game_score_json_for), and explaining a seat's score below and
 * on the board. */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-game-page-private.h"

static void
explainer_changed_cb (TerrScoreExplainer *explainer,
                      TerrGamePage       *self)
{
  int seat = terr_score_explainer_get_seat (explainer);

  if (self->game == NULL || !self->per_seat_scores
      || !terr_score_explainer_get_shown_on_board (explainer))
    seat = 0;
  terr_board_set_explain (self->board, seat, terr_score_explainer_get_direction (explainer));
}

static void
gazebo_activated_cb (TerrBoard    *board,
                     int           seat,
                     TerrGamePage *self)
{
  terr_score_explainer_set_seat (self->score_explainer, seat);
}

static void
score_row_activated_cb (GtkListBox    *list,
                        GtkListBoxRow *row,
                        TerrGamePage  *self)
{
  int seat = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "seat"));

  if (seat > 0)
    terr_score_explainer_set_seat (self->score_explainer, seat);
}

static gboolean
is_winner (JsonObject *score,
           gint64      seat)
{
  JsonArray *winners;

  if (!json_object_has_member (score, "winners"))
    return FALSE;
  winners = json_object_get_array_member (score, "winners");
  for (guint i = 0; winners != NULL && i < json_array_get_length (winners); i++)
    if (json_array_get_int_element (winners, i) == seat)
      return TRUE;
  return FALSE;
}

/* The score row at @index shows @seat's @title and @value, and whether
 * it won.  A row made for the same seat, title and kind of value keeps
 * its widgets and only its value changes: new rows cost their styling
 * and measuring after every move. */
static void
set_score_row (TerrGamePage *self,
               guint         index,
               int           seat,
               const char   *title,
               const char   *value,
               gboolean      winner)
{
  g_autofree char *shape = g_strdup_printf ("%d\x1f%s\x1f%d\x1f%d", seat, title, winner,
                                            g_utf8_strlen (value, -1) > 20);
  GtkListBoxRow *old = gtk_list_box_get_row_at_index (self->score_list, index);
  GtkWidget *row;
  GtkWidget *label;

  g_string_append_printf (self->scores_shown, "%s: %s%s\n", title, value, winner ? " *" : "");
  if (old != NULL && g_strcmp0 (g_object_get_data (G_OBJECT (old), "terr-shape"), shape) == 0)
    {
      terr_game_page_set_label_text (g_object_get_data (G_OBJECT (old), "terr-value"), value);
      return;
    }
  if (old != NULL)
    gtk_list_box_remove (self->score_list, GTK_WIDGET (old));

  row = adw_action_row_new ();
  label = gtk_label_new (value);
  g_object_set_data_full (G_OBJECT (row), "terr-shape", g_steal_pointer (&shape), g_free);
  g_object_set_data (G_OBJECT (row), "terr-value", label);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (label, "numeric");
  /* A seat's row explains its score below (and on the board). */
  if (seat > 0)
    {
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data (G_OBJECT (row), "seat", GINT_TO_POINTER (seat));
      gtk_widget_set_tooltip_text (row, _("Explain this score"));
    }
  /* A long value (a Ziggurat title) wraps instead of squeezing the row's
   * own title. */
  if (g_utf8_strlen (value, -1) > 20)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_width_chars (GTK_LABEL (label), 16);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 20);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
      gtk_label_set_xalign (GTK_LABEL (label), 1.0);
    }
  if (seat > 0)
    {
      g_autofree char *css_class = g_strdup_printf ("seat-%d", seat);
      GtkWidget *dot = gtk_image_new_from_icon_name ("media-record-symbolic");
      gtk_widget_add_css_class (dot, css_class);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), dot);
    }
  if (winner)
    {
      GtkWidget *star = gtk_image_new_from_icon_name ("starred-symbolic");
      gtk_widget_set_tooltip_text (star, _("Winner"));
      gtk_widget_add_css_class (star, "accent");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), star);
      gtk_widget_add_css_class (label, "heading");
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  gtk_list_box_insert (self->score_list, row, index);
}

/* One row per seat (or the ziggurat tally) from the score JSON of cli.md;
 * returns the winners' names when the game is over, for the title. */
char *
terr_game_page_update_score (TerrGamePage *self)
{
  int viewer = terr_game_page_get_viewer (self);
  g_autoptr(JsonNode) node = terr_game_score_json_for (self->game, viewer);
  JsonObject *score = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  gboolean over = terr_game_is_over (self->game);
  GString *winners = g_string_new (NULL);
  GtkWidget *child;
  guint n_rows = 0;
  g_autofree char *json = node != NULL ? json_to_string (node, FALSE) : NULL;
  g_autofree char *key = NULL;

  /* The rows are built again only when the scores change (most moves of
   * a computer seat change nothing shown here); set_game forgets the key. */
  key = g_strdup_printf ("%d %d %s", over, viewer, json != NULL ? json : "");
  if (g_strcmp0 (key, self->score_key) == 0)
    {
      g_string_free (winners, TRUE);
      return g_strdup (self->score_winners);
    }
  g_free (self->score_key);
  self->score_key = g_steal_pointer (&key);

  g_string_truncate (self->scores_shown, 0);

  if (score != NULL && json_object_has_member (score, "seats"))
    {
      JsonArray *seats = json_object_get_array_member (score, "seats");

      for (guint i = 0; i < json_array_get_length (seats); i++)
        {
          JsonObject *seat = json_array_get_object_element (seats, i);
          gint64 number = json_object_get_int_member (seat, "seat");
          g_autofree char *name = terr_game_get_player_name (self->game, number);
          g_autofree char *value = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                    json_object_get_int_member_with_default (seat, "score", 0));
          gboolean winner = over && is_winner (score, number);

          /* A seat's score hidden from the seat on screen (Garden Paths:
           * it tells about a private grid) shows at the end; behind the
           * "Pass to …" screen none shows. */
          if (json_object_get_boolean_member_with_default (seat, "hidden", FALSE))
            {
              g_free (value);
              /* TRANSLATORS: a score row of a seat whose grid is private */
              value = g_strdup (_("hidden until the end"));
            }

          set_score_row (self, n_rows++, number, name, value, winner);
          if (winner)
            g_string_append_printf (winners, "%s%s", winners->len ? ", " : "", name);
        }
    }
  else if (score != NULL && json_object_has_member (score, "placed"))
    {
      /* TRANSLATORS: dominoes on the ziggurat, e.g. "12 of 28" */
      g_autofree char *placed = g_strdup_printf (_("%d of 28"),
                                                 (int) json_object_get_int_member (score, "placed"));
      g_autofree char *cheats = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                 json_object_get_int_member (score, "cheats"));
      const char *title = json_object_get_null_member (score, "title")
        ? NULL : json_object_get_string_member (score, "title");

      set_score_row (self, n_rows++, 0, _("Dominoes placed"), placed, FALSE);
      set_score_row (self, n_rows++, 0, _("Cheats"), cheats, FALSE);
      if (title != NULL)
        set_score_row (self, n_rows++, 0, _("Title"), title, TRUE);
    }
  while ((child = GTK_WIDGET (gtk_list_box_get_row_at_index (self->score_list, n_rows))) != NULL)
    gtk_list_box_remove (self->score_list, child);

  gtk_widget_set_visible (GTK_WIDGET (self->score_list),
                          gtk_widget_get_first_child (GTK_WIDGET (self->score_list)) != NULL);
  g_clear_pointer (&self->score_winners, g_free);
  if (winners->len == 0)
    {
      g_string_free (winners, TRUE);
      return NULL;
    }
  self->score_winners = g_strdup (winners->str);
  return g_string_free (winners, FALSE);
}

void
terr_game_page_score_init (TerrGamePage *self)
{
  self->scores_shown = g_string_new (NULL);
  g_signal_connect (self->board, "gazebo-activated", G_CALLBACK (gazebo_activated_cb), self);
  g_signal_connect (self->score_explainer, "changed", G_CALLBACK (explainer_changed_cb), self);
  g_signal_connect (self->score_list, "row-activated", G_CALLBACK (score_row_activated_cb), self);
}
