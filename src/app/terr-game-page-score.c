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

/* --- the rows: a GListStore of TerrScoreRow bound to the list --- */

#define TERR_TYPE_SCORE_ROW (terr_score_row_get_type ())
G_DECLARE_FINAL_TYPE (TerrScoreRow, terr_score_row, TERR, SCORE_ROW, GObject)

/* One row: a seat's (0: a tally's) title, its value, whether it won. */
struct _TerrScoreRow
{
  GObject   parent_instance;
  int       seat;
  char     *title;
  char     *value;
  gboolean  winner;
};

G_DEFINE_FINAL_TYPE (TerrScoreRow, terr_score_row, G_TYPE_OBJECT)

enum {
  ROW_PROP_0,
  ROW_PROP_VALUE,
  ROW_N_PROPS
};

static GParamSpec *row_properties[ROW_N_PROPS];

static void
terr_score_row_finalize (GObject *object)
{
  TerrScoreRow *self = TERR_SCORE_ROW (object);

  g_free (self->title);
  g_free (self->value);
  G_OBJECT_CLASS (terr_score_row_parent_class)->finalize (object);
}

static void
terr_score_row_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TerrScoreRow *self = TERR_SCORE_ROW (object);

  switch (prop_id)
    {
    case ROW_PROP_VALUE:
      g_value_set_string (value, self->value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_score_row_class_init (TerrScoreRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = terr_score_row_finalize;
  object_class->get_property = terr_score_row_get_property;
  row_properties[ROW_PROP_VALUE] =
    g_param_spec_string ("value", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, ROW_N_PROPS, row_properties);
}

static void
terr_score_row_init (TerrScoreRow *self)
{
}

static gboolean
is_long (const char *value)
{
  return g_utf8_strlen (value, -1) > 20;
}

/* The widgets of a row, its value label bound to the item. */
static GtkWidget *
create_row_cb (gpointer item,
               gpointer data)
{
  TerrScoreRow *score = item;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (NULL);

  g_object_bind_property (score, "value", label, "label", G_BINDING_SYNC_CREATE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), score->title);
  gtk_widget_add_css_class (label, "numeric");
  /* A seat's row explains its score below (and on the board). */
  if (score->seat > 0)
    {
      g_autofree char *css_class = g_strdup_printf ("seat-%d", score->seat);
      GtkWidget *dot = gtk_image_new_from_icon_name ("media-record-symbolic");

      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      /* The row says whose it is, as the item does. */
      g_object_set_data (G_OBJECT (row), "seat", GINT_TO_POINTER (score->seat));
      gtk_widget_set_tooltip_text (row, _("Explain this score"));
      gtk_widget_add_css_class (dot, css_class);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), dot);
    }
  /* A long value (a Ziggurat title) wraps instead of squeezing the row's
   * own title. */
  if (is_long (score->value))
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_width_chars (GTK_LABEL (label), 16);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 20);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
      gtk_label_set_xalign (GTK_LABEL (label), 1.0);
    }
  if (score->winner)
    {
      GtkWidget *star = gtk_image_new_from_icon_name ("starred-symbolic");
      gtk_widget_set_tooltip_text (star, _("Winner"));
      gtk_widget_add_css_class (star, "accent");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), star);
      gtk_widget_add_css_class (label, "heading");
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  return row;
}

static void
score_row_activated_cb (GtkListBox    *list,
                        GtkListBoxRow *row,
                        TerrGamePage  *self)
{
  g_autoptr(TerrScoreRow) score = g_list_model_get_item (G_LIST_MODEL (self->score_rows),
                                                         (guint) gtk_list_box_row_get_index (row));

  if (score != NULL && score->seat > 0)
    terr_score_explainer_set_seat (self->score_explainer, score->seat);
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

/* The row at @index shows @seat's @title and @value, and whether it won.
 * A row of the same seat, title and kind of value keeps its item (and so
 * its widgets), only its value changes: new rows cost their styling and
 * measuring after every move. */
static void
set_score_row (TerrGamePage *self,
               guint         index,
               int           seat,
               const char   *title,
               const char   *value,
               gboolean      winner)
{
  g_autoptr(TerrScoreRow) old = g_list_model_get_item (G_LIST_MODEL (self->score_rows), index);
  TerrScoreRow *row;

  g_string_append_printf (self->scores_shown, "%s: %s%s\n", title, value, winner ? " *" : "");
  if (old != NULL && old->seat == seat && old->winner == winner
      && g_strcmp0 (old->title, title) == 0 && is_long (old->value) == is_long (value))
    {
      if (g_strcmp0 (old->value, value) != 0)
        {
          g_free (old->value);
          old->value = g_strdup (value);
          g_object_notify_by_pspec (G_OBJECT (old), row_properties[ROW_PROP_VALUE]);
        }
      return;
    }
  row = g_object_new (TERR_TYPE_SCORE_ROW, NULL);
  row->seat = seat;
  row->title = g_strdup (title);
  row->value = g_strdup (value);
  row->winner = winner;
  g_list_store_splice (self->score_rows, index, old != NULL ? 1 : 0, (gpointer *) &row, 1);
  g_object_unref (row);
}

char *
terr_game_page_update_score (TerrGamePage *self)
{
  int viewer = terr_game_page_get_viewer (self);
  g_autoptr(JsonNode) node = terr_game_score_json_for (self->game, viewer);
  JsonObject *score = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  gboolean over = terr_game_is_over (self->game);
  GString *winners = g_string_new (NULL);
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
  if (g_list_model_get_n_items (G_LIST_MODEL (self->score_rows)) > n_rows)
    g_list_store_splice (self->score_rows, n_rows,
                         g_list_model_get_n_items (G_LIST_MODEL (self->score_rows)) - n_rows, NULL, 0);

  gtk_widget_set_visible (GTK_WIDGET (self->score_list), n_rows > 0);
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
  self->score_rows = g_list_store_new (TERR_TYPE_SCORE_ROW);
  gtk_list_box_bind_model (self->score_list, G_LIST_MODEL (self->score_rows), create_row_cb, NULL, NULL);
  g_signal_connect (self->board, "gazebo-activated", G_CALLBACK (gazebo_activated_cb), self);
  g_signal_connect (self->score_explainer, "changed", G_CALLBACK (explainer_changed_cb), self);
  g_signal_connect (self->score_list, "row-activated", G_CALLBACK (score_row_activated_cb), self);
}
