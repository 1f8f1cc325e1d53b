/* terr-game-page.c — the game page: the board and a side panel.
 *
 * The panel says whose turn it is, lists the pieces the player may place
 * (the choices shared with the board), offers turning and mirroring, the
 * moves that need no square (pass, announce, end, resign), the score, and
 * the view: oblique or plan, and how many levels to show.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-game-page.h"
#include "terr-render-scene.h"

struct _TerrGamePage
{
  GtkWidget parent_instance;

  TerrBoard     *board;
  GtkLabel      *turn_label;
  GtkLabel      *status_label;
  GtkLabel      *goal_label;
  GtkWidget     *choices_box;
  GtkLabel      *choices_heading;
  GtkListBox    *choices_list;
  GtkWidget     *orientation_box;
  GtkWidget     *mirror_button;
  GtkButton     *play_button;
  GtkLabel      *hint_label;
  GtkLabel      *score_label;
  GtkListBox    *score_list;
  GtkWidget     *history_box;
  GtkLabel      *move_label;
  GtkLabel      *last_move_label;
  GtkLabel      *comment_label;
  GtkWidget     *view_box;
  GtkWidget     *slice_box;
  GtkLabel      *slice_label;
  GtkAdjustment *slice_adjustment;
  GtkScale      *slice_scale;

  TerrGame      *game;
  TerrChoices   *choices;
  gboolean       updating_list;
};

G_DEFINE_FINAL_TYPE (TerrGamePage, terr_game_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_VIEW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void update_history (TerrGamePage *self);

static const char *
suit_color (const char *suit)
{
  /* The colours of hanging-gardens.md: suns red, moons black, crowns
   * green, arms blue. */
  if (g_strcmp0 (suit, "suns") == 0)
    return "suit-suns";
  if (g_strcmp0 (suit, "moons") == 0)
    return "suit-moons";
  if (g_strcmp0 (suit, "crowns") == 0)
    return "suit-crowns";
  if (g_strcmp0 (suit, "arms") == 0)
    return "suit-arms";
  return NULL;
}

typedef struct {
  TerrGamePage *page;
  guint         index;
} PieceDrawing;

/* garden-paths: a small picture of a piece (turned as it will be placed
 * when it is the selected one), in the colours of the board. */
static void
draw_piece (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        data)
{
  PieceDrawing *drawing = data;
  TerrChoices *choices = drawing->page->choices;
  g_autoptr(GArray) cells = NULL;
  int transform = 0, w = 1, h = 1;
  double size, x0, y0;

  if (drawing->index >= terr_choices_get_n_choices (choices))
    return;
  if ((int) drawing->index == terr_choices_get_selected (choices))
    transform = terr_choices_get_orientation (choices);
  cells = terr_choices_get_piece_cells (choices, drawing->index, transform);
  if (cells == NULL)
    return;

  for (guint i = 0; i < cells->len; i++)
    {
      TerrRenderGpCell *c = &g_array_index (cells, TerrRenderGpCell, i);
      w = MAX (w, c->dx + 1);
      h = MAX (h, c->dy + 1);
    }
  size = MIN (width / (double) MAX (w, 2), height / (double) MAX (h, 2));
  x0 = (width - w * size) / 2;
  y0 = (height - h * size) / 2;

  for (guint i = 0; i < cells->len; i++)
    {
      TerrRenderGpCell *c = &g_array_index (cells, TerrRenderGpCell, i);
      double x = x0 + c->dx * size, y = y0 + c->dy * size;

      if (c->flower == TERR_RENDER_FLOWER_NONE)
        cairo_set_source_rgb (cr, 0xEB / 255.0, 0xDD / 255.0, 0xBF / 255.0);
      else
        cairo_set_source_rgb (cr, 0x8A / 255.0, 0x62 / 255.0, 0x44 / 255.0);
      cairo_rectangle (cr, x + 0.5, y + 0.5, size - 1, size - 1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0x5A / 255.0, 0x4A / 255.0, 0x38 / 255.0);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);

      if (c->flower != TERR_RENDER_FLOWER_NONE)
        {
          switch (c->flower)
            {
            case TERR_RENDER_FLOWER_ROSE:
              cairo_set_source_rgb (cr, 0.89, 0.25, 0.48);
              break;
            case TERR_RENDER_FLOWER_MARIGOLD:
              cairo_set_source_rgb (cr, 0.96, 0.65, 0.09);
              break;
            default:
              cairo_set_source_rgb (cr, 0.61, 0.42, 0.87);
              break;
            }
          cairo_arc (cr, x + size / 2, y + size / 2, size * 0.28, 0, 2 * G_PI);
          cairo_fill (cr);
        }
    }
}

static void
rebuild_list (TerrGamePage *self)
{
  GtkWidget *child;
  guint n = terr_choices_get_n_choices (self->choices);
  int selected = terr_choices_get_selected (self->choices);

  self->updating_list = TRUE;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choices_list))) != NULL)
    gtk_list_box_remove (self->choices_list, child);

  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *label = gtk_label_new (terr_choices_get_label (self->choices, i));
      const char *suit_class = suit_color (terr_choices_get_attr (self->choices, i, "suit"));

      gtk_widget_set_margin_start (box, 12);
      gtk_widget_set_margin_end (box, 12);
      gtk_widget_set_margin_top (box, 10);
      gtk_widget_set_margin_bottom (box, 10);
      if (terr_choices_get_attr (self->choices, i, "piece") != NULL)
        {
          GtkWidget *area = gtk_drawing_area_new ();
          PieceDrawing *drawing = g_new0 (PieceDrawing, 1);

          drawing->page = self;
          drawing->index = i;
          gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 36);
          gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 36);
          gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_piece, drawing, g_free);
          gtk_widget_add_css_class (area, "piece");
          gtk_box_append (GTK_BOX (box), area);
        }
      if (suit_class != NULL)
        {
          GtkWidget *dot = gtk_image_new_from_icon_name ("media-record-symbolic");
          gtk_widget_add_css_class (dot, suit_class);
          gtk_box_append (GTK_BOX (box), dot);
        }
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_box_append (GTK_BOX (box), label);
      if (terr_choices_get_n_legal (self->choices, i) == 0)
        {
          GtkWidget *blocked = gtk_label_new (_("Fits nowhere"));
          gtk_widget_add_css_class (blocked, "dim-label");
          gtk_widget_add_css_class (blocked, "caption");
          gtk_widget_add_css_class (label, "dim-label");
          gtk_box_append (GTK_BOX (box), blocked);
        }
      if (!terr_choices_is_positional (self->choices, i))
        {
          GtkWidget *hint = gtk_image_new_from_icon_name ("media-playback-start-symbolic");
          gtk_widget_add_css_class (hint, "dim-label");
          gtk_box_append (GTK_BOX (box), hint);
        }
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
      gtk_list_box_append (self->choices_list, row);
      if ((int) i == selected)
        gtk_list_box_select_row (self->choices_list, GTK_LIST_BOX_ROW (row));
    }
  self->updating_list = FALSE;
}

static void
update_choice_widgets (TerrGamePage *self)
{
  int selected = terr_choices_get_selected (self->choices);
  gboolean positional = selected >= 0 && terr_choices_is_positional (self->choices, selected);
  gboolean can_turn = terr_choices_can_turn (self->choices);
  gboolean can_mirror = terr_choices_can_mirror (self->choices);
  GtkListBoxRow *row;
  GString *hint = g_string_new (NULL);

  self->updating_list = TRUE;
  row = selected >= 0 ? gtk_list_box_get_row_at_index (self->choices_list, selected) : NULL;
  if (row != NULL)
    gtk_list_box_select_row (self->choices_list, row);
  else
    gtk_list_box_unselect_all (self->choices_list);
  self->updating_list = FALSE;

  /* The selected piece is drawn turned as it will be placed. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->choices_list));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (child));
      GtkWidget *first = box != NULL ? gtk_widget_get_first_child (box) : NULL;

      if (GTK_IS_DRAWING_AREA (first))
        gtk_widget_queue_draw (first);
    }

  gtk_widget_set_visible (self->orientation_box, can_turn || can_mirror);
  gtk_widget_set_visible (self->mirror_button, can_mirror);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.turn", can_turn);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.mirror", can_mirror);

  gtk_widget_set_visible (GTK_WIDGET (self->play_button), selected >= 0 && !positional);
  if (selected >= 0 && !positional)
    gtk_button_set_label (self->play_button, terr_choices_get_label (self->choices, selected));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.play-selected", selected >= 0 && !positional);

  if (positional)
    {
      g_string_append (hint, _("Click where the piece goes, or move the cursor with the arrow keys and press Enter. Tab picks the next piece."));
      if (can_mirror)
        g_string_append (hint, _(" R or a right click turns it, M mirrors it."));
      else if (can_turn)
        g_string_append (hint, _(" R or a right click turns it."));
    }
  else if (selected >= 0)
    g_string_append (hint, _("Press the button, or Enter on the board, to play it."));
  gtk_label_set_label (self->hint_label, hint->str);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), hint->len > 0);
  g_string_free (hint, TRUE);
}

static void
choices_changed_cb (TerrGamePage *self)
{
  const char *heading = _("Pieces to Place");
  TerrGame *game = terr_choices_get_game (self->choices);

  if (terr_choices_get_n_choices (self->choices) > 0
      && g_strcmp0 (terr_choices_get_move_type (self->choices, 0), "announce") == 0)
    heading = _("Piece to Announce");
  else if (game != NULL && terr_game_get_kind (game) == TERR_GAME_ZIGGURAT)
    heading = _("Your Hand");
  gtk_label_set_label (self->choices_heading, heading);

  rebuild_list (self);
  gtk_widget_set_visible (self->choices_box, terr_choices_get_n_choices (self->choices) > 0);
  update_choice_widgets (self);
}

static void
row_selected_cb (GtkListBox    *list,
                 GtkListBoxRow *row,
                 TerrGamePage  *self)
{
  if (self->updating_list || row == NULL)
    return;

  terr_choices_set_selected (self->choices, gtk_list_box_row_get_index (row));
}

static void
row_activated_cb (GtkListBox    *list,
                  GtkListBoxRow *row,
                  TerrGamePage  *self)
{
  terr_choices_set_selected (self->choices, gtk_list_box_row_get_index (row));
  /* Back to the board, where the piece goes. */
  if (terr_choices_is_positional (self->choices, gtk_list_box_row_get_index (row)))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
update_slice (TerrGamePage    *self,
              TerrRenderScene *scene)
{
  int top = 0;
  gboolean show = FALSE;
  int max_level = terr_board_get_max_level (self->board);

  if (scene != NULL && scene->kind == TERR_GAME_HANGING_GARDENS)
    {
      for (guint i = 0; scene->hg.pieces != NULL && i < scene->hg.pieces->len; i++)
        {
          TerrRenderHgPiece *p = &g_array_index (scene->hg.pieces, TerrRenderHgPiece, i);
          if (p->kind == TERR_RENDER_HG_TERRACE)
            top = MAX (top, p->level);
        }
      show = top > 0;
      gtk_adjustment_configure (self->slice_adjustment, max_level < 0 ? top + 1 : MIN (max_level, top + 1),
                                0, top + 1, 1, 1, 0);
    }
  else if (scene != NULL && scene->kind == TERR_GAME_ZIGGURAT)
    {
      show = TRUE;
      gtk_adjustment_configure (self->slice_adjustment, max_level < 0 ? 3 : CLAMP (max_level, 1, 3),
                                1, 3, 1, 1, 0);
    }

  /* A mark per level, the last one meaning "all". */
  gtk_scale_clear_marks (self->slice_scale);
  if (show)
    {
      int lower = (int) gtk_adjustment_get_lower (self->slice_adjustment);
      int upper = (int) gtk_adjustment_get_upper (self->slice_adjustment);

      for (int v = lower; v <= upper; v++)
        {
          g_autofree char *text = v == upper ? g_strdup (C_("levels", "All")) : g_strdup_printf ("%d", v);
          gtk_scale_add_mark (self->slice_scale, v, GTK_POS_BOTTOM, text);
        }
    }
  gtk_widget_set_visible (self->slice_box, show);
}

static void
slice_changed_cb (GtkAdjustment *adjustment,
                  TerrGamePage  *self)
{
  int value = (int) (gtk_adjustment_get_value (adjustment) + 0.5);
  int upper = (int) (gtk_adjustment_get_upper (adjustment) + 0.5);
  gboolean hg = self->game != NULL
    && terr_game_get_kind (self->game) == TERR_GAME_HANGING_GARDENS;
  g_autofree char *text = NULL;

  terr_board_set_max_level (self->board, value >= upper ? -1 : value);
  if (value >= upper)
    text = g_strdup (hg ? _("Showing every level") : _("Showing every tier"));
  else if (hg)
    text = g_strdup_printf (_("Showing levels 0 to %d"), value);
  else
    text = g_strdup_printf (ngettext ("Showing tier 1", "Showing tiers 1 to %d", value), value);
  gtk_label_set_label (self->slice_label, text);
}

/* The scenario's description and a puzzle's aim, as the game words it. */
static char *
describe_goal (TerrGame *game)
{
  const char *description = terr_game_get_description (game);
  g_autofree char *aim = terr_game_get_goal_text (game);
  g_autofree char *goal = NULL;

  if (aim != NULL)
    /* TRANSLATORS: a puzzle's aim, e.g. "Goal: score at least 22 points." */
    goal = g_strdup_printf (_("Goal: %s"), aim);
  if (description != NULL && *description && goal != NULL)
    return g_strdup_printf ("%s\n%s", description, goal);
  if (description != NULL && *description)
    return g_strdup (description);
  return g_steal_pointer (&goal);
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

static void
add_score_row (TerrGamePage *self,
               int           seat,
               const char   *title,
               const char   *value,
               gboolean      winner)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (value);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (label, "numeric");
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
  gtk_list_box_append (self->score_list, row);
}

/* One row per seat (or the ziggurat tally) from the score JSON of cli.md;
 * returns the winners' names when the game is over, for the title. */
static char *
update_score (TerrGamePage *self)
{
  g_autoptr(JsonNode) node = terr_game_score_json (self->game);
  JsonObject *score = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  gboolean over = terr_game_is_over (self->game);
  GString *winners = g_string_new (NULL);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->score_list))) != NULL)
    gtk_list_box_remove (self->score_list, child);

  if (score != NULL && json_object_has_member (score, "seats"))
    {
      JsonArray *seats = json_object_get_array_member (score, "seats");

      for (guint i = 0; i < json_array_get_length (seats); i++)
        {
          JsonObject *seat = json_array_get_object_element (seats, i);
          gint64 number = json_object_get_int_member (seat, "seat");
          g_autofree char *name = terr_game_get_player_name (self->game, number);
          g_autofree char *value = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                    json_object_get_int_member (seat, "score"));
          gboolean winner = over && is_winner (score, number);

          add_score_row (self, number, name, value, winner);
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

      add_score_row (self, 0, _("Dominoes placed"), placed, FALSE);
      add_score_row (self, 0, _("Cheats"), cheats, FALSE);
      if (title != NULL)
        add_score_row (self, 0, _("Title"), title, TRUE);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->score_list),
                          gtk_widget_get_first_child (GTK_WIDGET (self->score_list)) != NULL);
  if (winners->len == 0)
    {
      g_string_free (winners, TRUE);
      return NULL;
    }
  return g_string_free (winners, FALSE);
}

static void
update_panel (TerrGamePage *self)
{
  g_autoptr(TerrRenderScene) scene = NULL;
  g_autofree char *turn = NULL;
  g_autofree char *status = NULL;
  g_autofree char *score = NULL;
  g_autofree char *winners = NULL;

  if (self->game == NULL)
    return;

  scene = terr_render_scene_new_for_game (self->game);

  winners = update_score (self);
  if (terr_game_is_over (self->game) && winners != NULL && terr_game_get_n_players (self->game) > 1)
    /* TRANSLATORS: the end of a game, e.g. "Ann Wins" or "Ann, Bob Win" */
    turn = g_strdup_printf (strchr (winners, ',') ? _("%s Win") : _("%s Wins"), winners);
  else if (terr_game_is_over (self->game))
    turn = g_strdup (_("Game Over"));
  else if (terr_game_get_n_players (self->game) <= 1)
    turn = g_strdup (_("Your Move"));
  else
    {
      g_autofree char *name = terr_game_get_player_name (self->game, terr_game_get_seat_to_move (self->game));
      /* TRANSLATORS: whose turn it is, e.g. "Ann to Move" */
      turn = g_strdup_printf (_("%s to Move"), name);
    }

  status = terr_game_get_status_text (self->game);
  {
    g_autofree char *goal = describe_goal (self->game);

    gtk_label_set_label (self->goal_label, goal != NULL ? goal : "");
    gtk_widget_set_visible (GTK_WIDGET (self->goal_label), goal != NULL);
  }
  gtk_label_set_label (self->status_label, status != NULL ? status : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), status != NULL);
  gtk_label_set_label (self->turn_label, turn);

  score = terr_game_score_text (self->game);
  gtk_label_set_label (self->score_label, score != NULL ? score : "");

  update_slice (self, scene);
  update_history (self);
}

static void
update_history (TerrGamePage *self)
{
  guint n = terr_game_get_n_moves (self->game);
  guint index = terr_game_get_position_index (self->game);
  g_autofree char *position = NULL;
  const char *comment = NULL;

  gtk_widget_set_visible (self->history_box, n > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.go-first", index > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.go-previous", index > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.go-next", index < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.go-last", index < n);

  /* TRANSLATORS: position in the list of moves, e.g. "Move 3 of 10" */
  position = index == 0 ? g_strdup_printf (_("Start of %u"), n)
                        : g_strdup_printf (_("Move %u of %u"), index, n);
  gtk_label_set_label (self->move_label, position);

  if (index > 0)
    {
      TerrGameNode *node = terr_game_get_cursor (self->game);
      g_autofree char *text = terr_game_describe_node (self->game, node);

      gtk_label_set_label (self->last_move_label, text);
      comment = terr_game_node_get_comment (node);
    }
  else
    gtk_label_set_label (self->last_move_label, "");
  gtk_widget_set_visible (GTK_WIDGET (self->last_move_label), index > 0);
  gtk_label_set_label (self->comment_label, comment != NULL ? comment : "");
  gtk_widget_set_visible (GTK_WIDGET (self->comment_label), comment != NULL && *comment);
}

static void
go_action (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  TerrGamePage *self = TERR_GAME_PAGE (widget);
  guint index, n;

  if (self->game == NULL)
    return;

  index = terr_game_get_position_index (self->game);
  n = terr_game_get_n_moves (self->game);
  if (g_str_equal (action_name, "page.go-first"))
    index = 0;
  else if (g_str_equal (action_name, "page.go-previous"))
    index = index > 0 ? index - 1 : 0;
  else if (g_str_equal (action_name, "page.go-next"))
    index = MIN (index + 1, n);
  else
    index = n;

  terr_game_go_to (self->game, index);
}

static void
game_changed_cb (TerrGame     *game,
                 TerrGamePage *self)
{
  update_panel (self);
}

static AdwToastOverlay *
get_toast_overlay (TerrGamePage *self)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

  return overlay != NULL ? ADW_TOAST_OVERLAY (overlay) : NULL;
}

static void
move_refused_cb (TerrBoard    *board,
                 const char   *reason,
                 TerrGamePage *self)
{
  AdwToastOverlay *overlay = get_toast_overlay (self);

  gtk_widget_error_bell (GTK_WIDGET (board));
  if (overlay != NULL)
    adw_toast_overlay_add_toast (overlay, adw_toast_new (reason));
}

/* --- actions --- */

static void
turn_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  terr_choices_turn (TERR_GAME_PAGE (widget)->choices);
}

static void
mirror_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  terr_choices_mirror (TERR_GAME_PAGE (widget)->choices);
}

static void
play_selected_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TerrGamePage *self = TERR_GAME_PAGE (widget);

  gtk_widget_activate_action (GTK_WIDGET (self->board), "board.place", NULL);
}

/* --- public API --- */

GtkWidget *
terr_game_page_new (void)
{
  return g_object_new (TERR_TYPE_GAME_PAGE, NULL);
}

void
terr_game_page_set_game (TerrGamePage *self,
                         TerrGame     *game)
{
  g_return_if_fail (TERR_IS_GAME_PAGE (self));
  g_return_if_fail (game == NULL || TERR_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_func (self->game, game_changed_cb, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, 0);

  terr_board_set_max_level (self->board, -1);
  terr_board_set_game (self->board, game);
  gtk_widget_set_visible (self->view_box,
                          game != NULL && terr_game_get_kind (game) != TERR_GAME_GARDEN_PATHS);
  update_panel (self);
  if (game != NULL)
    slice_changed_cb (self->slice_adjustment, self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

TerrGame *
terr_game_page_get_game (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return self->game;
}

TerrBoard *
terr_game_page_get_board (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return self->board;
}

void
terr_game_page_set_settings (TerrGamePage *self,
                             GSettings    *settings)
{
  g_return_if_fail (TERR_IS_GAME_PAGE (self));
  g_return_if_fail (G_IS_SETTINGS (settings));

  g_settings_bind (settings, "board-view", self, "view", G_SETTINGS_BIND_DEFAULT);
}

const char *
terr_game_page_get_turn_text (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return gtk_label_get_label (self->turn_label);
}

const char *
terr_game_page_get_comment_text (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return gtk_label_get_label (self->comment_label);
}

const char *
terr_game_page_get_goal_text (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return gtk_label_get_label (self->goal_label);
}

const char *
terr_game_page_get_move_text (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return gtk_label_get_label (self->move_label);
}

const char *
terr_game_page_get_score_text (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return gtk_label_get_label (self->score_label);
}

/* --- GObject --- */

static gboolean
terr_game_page_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (GTK_WIDGET (TERR_GAME_PAGE (widget)->board));
}

static void
terr_game_page_dispose (GObject *object)
{
  TerrGamePage *self = TERR_GAME_PAGE (object);
  GtkWidget *child;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_func (self->game, game_changed_cb, self);
  g_clear_object (&self->game);
  if (self->choices != NULL)
    g_signal_handlers_disconnect_by_data (self->choices, self);
  g_clear_object (&self->choices);

  gtk_widget_dispose_template (GTK_WIDGET (self), TERR_TYPE_GAME_PAGE);
  /* The separator is not a bound child. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (terr_game_page_parent_class)->dispose (object);
}

static void
terr_game_page_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TerrGamePage *self = TERR_GAME_PAGE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_VIEW:
      g_value_set_string (value, terr_board_get_view (self->board));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_game_page_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TerrGamePage *self = TERR_GAME_PAGE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      terr_game_page_set_game (self, g_value_get_object (value));
      break;
    case PROP_VIEW:
      if (g_strcmp0 (terr_board_get_view (self->board), g_value_get_string (value)) != 0)
        {
          terr_board_set_view (self->board, g_value_get_string (value));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The seats' colours of the renderer, as CSS classes seat-1 … seat-6. */
static void
install_seat_colors (void)
{
  static gboolean done;
  g_autoptr(GtkCssProvider) provider = NULL;
  GString *css;
  GdkDisplay *display = gdk_display_get_default ();

  if (done || display == NULL)
    return;
  done = TRUE;

  css = g_string_new (NULL);
  for (int seat = 1; seat <= 6; seat++)
    {
      TerrRenderColor color;

      terr_render_get_seat_color (seat, &color);
      g_string_append_printf (css, ".seat-%d { color: rgb(%d, %d, %d); }\n", seat,
                              (int) (color.red * 255 + 0.5), (int) (color.green * 255 + 0.5),
                              (int) (color.blue * 255 + 0.5));
    }
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (provider, css->str, css->len);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_string_free (css, TRUE);
}

static void
terr_game_page_class_init (TerrGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = terr_game_page_dispose;
  object_class->get_property = terr_game_page_get_property;
  object_class->set_property = terr_game_page_set_property;

  widget_class->grab_focus = terr_game_page_grab_focus;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TERR_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEW] =
    g_param_spec_string ("view", NULL, NULL, "oblique",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TERR_TYPE_BOARD);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/terr-game-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, board);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, status_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, goal_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, choices_box);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, choices_heading);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, choices_list);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, orientation_box);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, mirror_button);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, play_button);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, hint_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, score_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, score_list);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, history_box);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, move_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, last_move_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, comment_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, view_box);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, slice_box);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, slice_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, slice_adjustment);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, slice_scale);

  gtk_widget_class_install_action (widget_class, "page.turn", NULL, turn_action);
  gtk_widget_class_install_action (widget_class, "page.mirror", NULL, mirror_action);
  gtk_widget_class_install_action (widget_class, "page.play-selected", NULL, play_selected_action);
  gtk_widget_class_install_property_action (widget_class, "page.view", "view");
  gtk_widget_class_install_action (widget_class, "page.go-first", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "page.go-previous", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "page.go-next", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "page.go-last", NULL, go_action);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "gamepage");
}

static void
terr_game_page_init (TerrGamePage *self)
{
  install_seat_colors ();
  gtk_widget_init_template (GTK_WIDGET (self));

  self->choices = g_object_ref (terr_board_get_choices (self->board));
  g_signal_connect_object (self->choices, "changed", G_CALLBACK (choices_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->choices, "notify::selected", G_CALLBACK (update_choice_widgets), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->choices, "notify::orientation", G_CALLBACK (update_choice_widgets), self, G_CONNECT_SWAPPED);
  g_signal_connect (self->choices_list, "row-selected", G_CALLBACK (row_selected_cb), self);
  g_signal_connect (self->choices_list, "row-activated", G_CALLBACK (row_activated_cb), self);
  g_signal_connect (self->board, "move-refused", G_CALLBACK (move_refused_cb), self);
  g_signal_connect (self->slice_adjustment, "value-changed", G_CALLBACK (slice_changed_cb), self);

  choices_changed_cb (self);
}
