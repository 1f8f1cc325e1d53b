/* terr-game-page.c — the game page: the board and a side panel.
 *
 * The panel says whose turn it is, lists the pieces the player may place
 * (the choices shared with the board), offers turning and mirroring, the
 * moves that need no square (pass, announce, end, resign), the score, and
 * the view: oblique or plan, and how many levels to show.
 */
#include "config.h"

#include <glib/gi18n.h>
#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "terr-game-page.h"
#include "terr-panel-layout.h"
#include "terr-reasons.h"
#include "terr-score-explainer.h"
#include "terr-seat-colors.h"
#include "terr-puzzle.h"
#include "terr-render-scene.h"
#include "terr-zg-game.h"

/* How long a computer seat's placement is shown before it is played. */
#define COMPUTER_DELAY_MS 700

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
  TerrScoreExplainer *score_explainer;
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

  AdwStatusPage *privacy_page;
  GtkButton     *reveal_button;
  int            revealed_seat;
  GtkWidget     *over_box;
  GtkLabel      *over_label;
  GtkLabel      *goal_status_label;
  TerrGoalStatus last_goal_status;
  char          *certificate_text; /* a puzzle's certificate, under the goal */
  GtkWidget     *computer_box;
  GtkSpinner    *computer_spinner;
  GtkLabel      *computer_label;
  GtkWidget     *pause_button;
  AdwButtonContent *pause_content;
  GtkWidget     *hint_box;
  GtkSpinner    *hint_spinner;
  GtkLabel      *hint_result_label;
  GtkButton     *hint_cancel_button;

  TerrGame      *game;
  TerrChoices   *choices;
  gboolean       updating_list;

  /* Computer seats: the pending start, the AI at work (and the node it
   * works for), the placement being shown. */
  gboolean       computer_paused;
  guint          computer_delay;
  guint          ai_start_id;
  GCancellable  *ai_cancellable;
  TerrGameNode  *ai_node;
  TerrMove      *ai_move;
  guint          ai_show_id;
  gboolean       can_undo;
  gboolean       can_redo;

  GCancellable  *hint_cancellable;
  TerrMove      *hint_move;

  /* The score rows as text, one "title: value" line each (for tests),
   * what they were built from, and the winners' names then. */
  GString       *scores_shown;
  char          *score_key;
  char          *score_winners;
  /* What the rows of the pieces list show (rebuilt only when it
   * changes, and not while the list is hidden). */
  char          *choices_key;
  /* The levels the slider's marks were made for (none: upper < lower). */
  int            slice_marks_lower;
  int            slice_marks_upper;
};

G_DEFINE_FINAL_TYPE (TerrGamePage, terr_game_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_VIEW,
  PROP_COMPUTER_PAUSED,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static guint goal_reached_signal;

static void update_history (TerrGamePage *self);
static void update_undo_actions (TerrGamePage *self);
static void update_computer (TerrGamePage *self);
static int computer_seat_to_move (TerrGamePage *self);
static void stop_hint (TerrGamePage *self);
static gboolean privacy_needed (TerrGamePage *self);
static void update_privacy (TerrGamePage *self);
static void update_panel (TerrGamePage *self);
static void choices_changed_cb (TerrGamePage *self);
static AdwToastOverlay *get_toast_overlay (TerrGamePage *self);

/* Setting a label's text, even the text it shows, makes GTK lay it out
 * and measure the panel again: only when it changes. */
static void
set_label_text (GtkLabel   *label,
                const char *text)
{
  if (g_strcmp0 (gtk_label_get_label (label), text) != 0)
    gtk_label_set_label (label, text);
}

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

static void
draw_bed_coin (GtkDrawingArea *area,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        suit)
{
  terr_render_draw_bed_coin (cr, suit, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1);
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

/* What the rows of the pieces list show, as one string. */
static char *
choices_key (TerrGamePage *self)
{
  GString *key = g_string_new (NULL);
  guint n = terr_choices_get_n_choices (self->choices);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (key, "%s\x1f%d\x1f%s\x1f%d\x1f%d\x1e",
                            terr_choices_get_label (self->choices, i),
                            terr_choices_get_attr (self->choices, i, "piece") != NULL,
                            suit_color (terr_choices_get_attr (self->choices, i, "suit")) != NULL
                            ? terr_choices_get_attr (self->choices, i, "suit") : "",
                            terr_choices_get_n_legal (self->choices, i) == 0,
                            terr_choices_is_positional (self->choices, i));
  return g_string_free (key, FALSE);
}

/* The rows are made again only when what they show changed: most moves
 * of a computer seat change nothing here, and new rows cost their
 * styling and measuring.  While the list is hidden (a computer seat to
 * move) that waits until it shows. */
static void
rebuild_list (TerrGamePage *self)
{
  GtkWidget *child;
  guint n = terr_choices_get_n_choices (self->choices);
  int selected = terr_choices_get_selected (self->choices);
  g_autofree char *key = NULL;

  if (!gtk_widget_get_visible (self->choices_box))
    {
      g_clear_pointer (&self->choices_key, g_free);
      return;
    }
  key = choices_key (self);
  if (g_strcmp0 (key, self->choices_key) == 0)
    return;
  g_free (self->choices_key);
  self->choices_key = g_steal_pointer (&key);

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
          /* The coin as the board draws it: its colour and symbol. */
          GtkWidget *coin = gtk_drawing_area_new ();

          gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (coin), 22);
          gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (coin), 22);
          gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (coin), draw_bed_coin,
                                          g_strdup (terr_choices_get_attr (self->choices, i, "suit")),
                                          g_free);
          gtk_widget_add_css_class (coin, suit_class);
          gtk_box_append (GTK_BOX (box), coin);
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
      /* A row is read by its piece (and whether it fits anywhere). */
      if (terr_choices_get_n_legal (self->choices, i) == 0)
        {
          /* TRANSLATORS: a piece in the side list, e.g. "Terrace, fits nowhere" */
          g_autofree char *name = g_strdup_printf (_("%s, fits nowhere"), terr_choices_get_label (self->choices, i));
          gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
        }
      else
        gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        terr_choices_get_label (self->choices, i), -1);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
      gtk_list_box_append (self->choices_list, row);
      if ((int) i == selected)
        gtk_list_box_select_row (self->choices_list, GTK_LIST_BOX_ROW (row));
    }
  self->updating_list = FALSE;
}

/* The pieces list shows or hides; its rows follow the choices when it
 * shows. */
static void
show_choices (TerrGamePage *self,
              gboolean      shown)
{
  gtk_widget_set_visible (self->choices_box, shown);
  rebuild_list (self);
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
  if (selected >= 0 && !positional
      && g_strcmp0 (gtk_button_get_label (self->play_button),
                    terr_choices_get_label (self->choices, selected)) != 0)
    gtk_button_set_label (self->play_button, terr_choices_get_label (self->choices, selected));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.play-selected", selected >= 0 && !positional);

  if (positional)
    {
      g_string_append (hint, _("Click where the piece goes, or move the cursor with the arrow keys and press Enter. N picks the next piece, Ctrl+R reads the whole position."));
      if (can_mirror)
        g_string_append (hint, _(" R or a right click turns it, M mirrors it."));
      else if (can_turn)
        g_string_append (hint, _(" R or a right click turns it."));
    }
  else if (selected >= 0)
    g_string_append (hint, _("Press the button, or Enter on the board, to play it."));
  set_label_text (self->hint_label, hint->str);
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
  set_label_text (self->choices_heading, heading);

  /* A computer seat's pieces are not offered to the person. */
  show_choices (self, terr_choices_get_n_choices (self->choices) > 0
                      && computer_seat_to_move (self) == 0
                      && !privacy_needed (self));
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
  else if (self->game != NULL && terr_game_get_kind (self->game) == TERR_GAME_ZIGGURAT)
    {
      show = TRUE;
      gtk_adjustment_configure (self->slice_adjustment, max_level < 0 ? 3 : CLAMP (max_level, 1, 3),
                                1, 3, 1, 1, 0);
    }

  /* A mark per level, the last one meaning "all"; made again only when
   * the levels change (new marks are new widgets to style and measure). */
  {
    int lower = show ? (int) gtk_adjustment_get_lower (self->slice_adjustment) : 0;
    int upper = show ? (int) gtk_adjustment_get_upper (self->slice_adjustment) : -1;

    if (lower != self->slice_marks_lower || upper != self->slice_marks_upper)
      {
        gtk_scale_clear_marks (self->slice_scale);
        for (int v = lower; v <= upper; v++)
          {
            g_autofree char *text = v == upper ? g_strdup (C_("levels", "All")) : g_strdup_printf ("%d", v);
            gtk_scale_add_mark (self->slice_scale, v, GTK_POS_BOTTOM, text);
          }
        self->slice_marks_lower = lower;
        self->slice_marks_upper = upper;
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
  set_label_text (self->slice_label, text);
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

/* A puzzle's certificate as of its first position (docs/puzzles.md):
 * what the solver found, or that the position or goal changed since. */
static char *
describe_certificate (TerrGame *game)
{
  g_autoptr(TerrGame) start = NULL;
  const TerrCertificate *cert;
  TerrGame *at_start = game;

  if (game == NULL || terr_game_get_certificate (game) == NULL)
    return NULL;
  if (terr_game_get_position_index (game) > 0)
    {
      start = terr_game_copy (game);
      if (start == NULL || !terr_game_go_to (start, 0))
        return NULL;
      at_start = start;
    }
  cert = terr_game_get_certificate (at_start);
  if (cert == NULL)
    return NULL;
  if (!terr_game_certificate_is_valid (at_start))
    return g_strdup (_("Certificate out of date"));
  if (terr_certificate_is_unique (cert))
    return g_strdup (_("Certified: unique solution"));
  if (cert->verdict == TERR_VERDICT_SOLVABLE && cert->count_exact && cert->n_solutions < cert->cap)
    return g_strdup_printf (ngettext ("Certified: %u solution", "Certified: %u solutions",
                                      cert->n_solutions), cert->n_solutions);
  if (cert->verdict == TERR_VERDICT_SOLVABLE)
    return g_strdup (_("Certified: solvable"));
  if (cert->verdict == TERR_VERDICT_UNSOLVABLE)
    return g_strdup (_("Certified: no solution"));
  return g_strdup (_("Not certified: the check stopped at its limit"));
}

static gboolean seat_is_computer (TerrGame *game, int seat);

/* Garden Paths while the grids are private (several seats, before the
 * end): the one seat whose grid and score may be shown, the seat on
 * screen; 0 when everything may be shown. */
static int
private_seat (TerrGamePage *self)
{
  int seat;

  if (self->game == NULL || terr_game_get_kind (self->game) != TERR_GAME_GARDEN_PATHS
      || terr_game_is_over (self->game) || terr_game_get_n_players (self->game) < 2)
    return 0;
  seat = terr_game_get_seat_to_move (self->game);
  if (seat > 0 && seat_is_computer (self->game, seat))
    for (guint s = 1; s <= terr_game_get_n_players (self->game); s++)
      if (!seat_is_computer (self->game, s))
        return s;
  return seat > 0 ? seat : 1;
}

/* --- the score explained --- */

static void
explainer_changed_cb (TerrScoreExplainer *explainer,
                      TerrGamePage       *self)
{
  int seat = terr_score_explainer_get_seat (explainer);

  if (self->game == NULL || terr_game_get_kind (self->game) == TERR_GAME_ZIGGURAT
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
      set_label_text (g_object_get_data (G_OBJECT (old), "terr-value"), value);
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
static char *
update_score (TerrGamePage *self)
{
  g_autoptr(JsonNode) node = terr_game_score_json (self->game);
  JsonObject *score = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  gboolean over = terr_game_is_over (self->game);
  GString *winners = g_string_new (NULL);
  GtkWidget *child;
  guint n_rows = 0;
  g_autofree char *json = node != NULL ? json_to_string (node, FALSE) : NULL;
  g_autofree char *key = NULL;

  /* The rows are built again only when the scores change (most moves of
   * a computer seat change nothing shown here); set_game forgets the key. */
  key = g_strdup_printf ("%d %d %d %s", over, private_seat (self), privacy_needed (self),
                         json != NULL ? json : "");
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
                                                    json_object_get_int_member (seat, "score"));
          int shown_seat = private_seat (self);
          gboolean winner = over && is_winner (score, number);

          /* Garden Paths: another seat's score tells about its private
           * grid; it shows at the end.  While the "Pass to …" screen is
           * up, no score shows: the others are still looking. */
          if (shown_seat > 0 && (number != shown_seat || privacy_needed (self)))
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

/* A puzzle says when its goal is reached or can no longer be reached
 * (a toast when that happens, a line under the goal while it holds). */
static void
update_goal_status (TerrGamePage *self)
{
  TerrGoalStatus status = terr_game_get_goal_status (self->game);
  const char *text = NULL;
  const char *css = NULL;

  switch (status)
    {
    case TERR_GOAL_STATUS_REACHED:
      text = _("Goal reached. Well done!");
      css = "success";
      break;
    case TERR_GOAL_STATUS_FAILED:
      text = _("The goal can no longer be reached: undo, or go back to the first position to try again.");
      css = "warning";
      break;
    case TERR_GOAL_STATUS_NONE:
    case TERR_GOAL_STATUS_OPEN:
    default:
      break;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (self->goal_status_label), "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->goal_status_label), "warning");
  if (css != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->goal_status_label), css);
  set_label_text (self->goal_status_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->goal_status_label), text != NULL);

  if (status != self->last_goal_status && text != NULL
      && self->last_goal_status == TERR_GOAL_STATUS_OPEN)
    {
      AdwToastOverlay *overlay = get_toast_overlay (self);
      gboolean handled = FALSE;

      /* The window may say more (a bundled puzzle solved, the next one). */
      if (status == TERR_GOAL_STATUS_REACHED)
        g_signal_emit (self, goal_reached_signal, 0, &handled);
      if (overlay != NULL && !handled)
        adw_toast_overlay_add_toast (overlay, adw_toast_new (status == TERR_GOAL_STATUS_REACHED
                                                             ? _("Goal reached")
                                                             : _("The goal can no longer be reached")));
    }
  self->last_goal_status = status;
}

/* The end of a game: who won and what to do next. */
static void
update_over (TerrGamePage *self,
             const char   *winners)
{
  gboolean over = terr_game_is_over (self->game);
  g_autofree char *text = NULL;

  gtk_widget_set_visible (self->over_box, over);
  if (!over)
    return;

  if (terr_game_get_n_players (self->game) <= 1)
    text = g_strdup (_("The game is over; the score is below."));
  else if (winners != NULL && strchr (winners, ',') != NULL)
    /* TRANSLATORS: a shared win, e.g. "Ann, Bob share the win; the scores are below." */
    text = g_strdup_printf (_("%s share the win; the scores are below."), winners);
  else if (winners != NULL)
    /* TRANSLATORS: e.g. "Ann wins; the scores are below." */
    text = g_strdup_printf (_("%s wins; the scores are below."), winners);
  else
    text = g_strdup (_("The game is over; the scores are below."));
  set_label_text (self->over_label, text);
}

const char *
terr_game_page_get_goal_status_text (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->goal_status_label))
         ? gtk_label_get_label (self->goal_status_label) : NULL;
}

gboolean
terr_game_page_is_over_shown (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), FALSE);

  return gtk_widget_get_visible (self->over_box);
}

static void
update_panel (TerrGamePage *self)
{
  g_autoptr(TerrRenderScene) scene = NULL;
  g_autofree char *turn = NULL;
  g_autofree char *status = NULL;
  g_autofree char *winners = NULL;

  if (self->game == NULL)
    return;

  /* Only Hanging Gardens needs the scene here (its highest terrace, for
   * the levels shown); the board keeps its own. */
  if (terr_game_get_kind (self->game) == TERR_GAME_HANGING_GARDENS)
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

    if (goal != NULL && self->certificate_text != NULL)
      {
        char *both = g_strdup_printf ("%s\n%s", goal, self->certificate_text);

        g_free (goal);
        goal = both;
      }
    set_label_text (self->goal_label, goal != NULL ? goal : "");
    gtk_widget_set_visible (GTK_WIDGET (self->goal_label), goal != NULL);
  }
  set_label_text (self->status_label, status != NULL ? status : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), status != NULL);
  set_label_text (self->turn_label, turn);

  terr_score_explainer_set_private_seat (self->score_explainer, private_seat (self));
  terr_score_explainer_update (self->score_explainer);

  update_goal_status (self);
  update_over (self, winners);

  update_slice (self, scene);
  update_history (self);
  update_computer (self);
  update_privacy (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.hint",
                                 !terr_game_is_over (self->game) && computer_seat_to_move (self) == 0
                                 && !terr_game_has_problems (self->game) && !privacy_needed (self));
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
  set_label_text (self->move_label, position);

  if (index > 0)
    {
      TerrGameNode *node = terr_game_get_cursor (self->game);
      g_autofree char *text = terr_game_describe_node (self->game, node);

      set_label_text (self->last_move_label, text);
      comment = terr_game_node_get_comment (node);
    }
  else
    set_label_text (self->last_move_label, "");
  gtk_widget_set_visible (GTK_WIDGET (self->last_move_label), index > 0);
  set_label_text (self->comment_label, comment != NULL ? comment : "");
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
  stop_hint (self);
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
  /* In words, not coordinates (a toast's title is markup). */
  g_autofree char *words = terr_reason_for_people (reason);
  g_autofree char *markup = g_markup_escape_text (words, -1);

  gtk_widget_error_bell (GTK_WIDGET (board));
  if (overlay != NULL)
    adw_toast_overlay_add_toast (overlay, adw_toast_new (markup));
}

/* --- computer seats ---
 *
 * A seat marked as a computer player (type="ai") plays by itself when it
 * is to move at the end of the line being played: the page asks the AI of
 * the seat's level off the main loop (terr_game_ai_move_async, on a copy),
 * says that the seat is thinking, shows the placement as the board's ghost
 * for a moment, then plays it.  Pausing stops it; going back in the moves
 * (or undoing) stops it too, and it thinks again once the cursor is back at
 * the end of the line with a computer seat to move. */

static gboolean
seat_is_computer (TerrGame *game,
                  int       seat)
{
  const TerrPlayer *player = seat > 0 ? terr_game_get_player (game, seat) : NULL;

  return player != NULL && player->ai;
}

static gboolean
game_has_computer (TerrGame *game)
{
  for (guint seat = 1; game != NULL && seat <= terr_game_get_n_players (game); seat++)
    if (seat_is_computer (game, seat))
      return TRUE;
  return FALSE;
}

static gboolean
game_has_person (TerrGame *game)
{
  for (guint seat = 1; game != NULL && seat <= terr_game_get_n_players (game); seat++)
    if (!seat_is_computer (game, seat))
      return TRUE;
  return FALSE;
}

/* The computer seat to move now, or 0. */
static int
computer_seat_to_move (TerrGamePage *self)
{
  int seat;

  if (self->game == NULL || terr_game_is_over (self->game))
    return 0;
  seat = terr_game_get_seat_to_move (self->game);
  return seat_is_computer (self->game, seat) ? seat : 0;
}

static gboolean
computer_should_move (TerrGamePage *self)
{
  return computer_seat_to_move (self) > 0
         && !self->computer_paused
         && terr_game_get_position_index (self->game) == terr_game_get_n_moves (self->game)
         && !terr_game_has_problems (self->game);
}

static void
stop_computer (TerrGamePage *self)
{
  g_cancellable_cancel (self->ai_cancellable);
  g_clear_object (&self->ai_cancellable);
  g_clear_handle_id (&self->ai_start_id, g_source_remove);
  g_clear_handle_id (&self->ai_show_id, g_source_remove);
  if (self->ai_move != NULL)
    terr_board_show_move (self->board, NULL);
  g_clear_pointer (&self->ai_move, terr_move_unref);
  self->ai_node = NULL;
}

static gboolean
computer_busy (TerrGamePage *self)
{
  return self->ai_cancellable != NULL || self->ai_start_id != 0 || self->ai_show_id != 0;
}

/* The seed of the AI for the position at the cursor: the game's seed and
 * the depth, so a game played again plays the same. */
static guint64
computer_seed (TerrGame *game)
{
  guint64 seed = 0;

  terr_game_get_seed (game, &seed);
  return seed ^ ((guint64) (terr_game_get_position_index (game) + 1) * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));
}

/* Work of the computer (its moves, hints) runs in a thread of its own at
 * a low priority, so that on a busy machine the main loop (drawing,
 * input) still comes first when both want the processor. */
typedef struct {
  GTask           *task;
  GTaskThreadFunc  func;
} BackgroundJob;

static gpointer
background_thread (gpointer data)
{
  BackgroundJob *job = data;

#ifdef __linux__
  /* Only this thread: on Linux a thread id is a process id for setpriority. */
  setpriority (PRIO_PROCESS, (id_t) syscall (SYS_gettid), 10);
#endif
  job->func (job->task, g_task_get_source_object (job->task), g_task_get_task_data (job->task),
             g_task_get_cancellable (job->task));
  g_object_unref (job->task);
  g_free (job);
  return NULL;
}

static void
run_in_background (GTask           *task,
                   GTaskThreadFunc  func)
{
  BackgroundJob *job = g_new0 (BackgroundJob, 1);

  job->task = g_object_ref (task);
  job->func = func;
  g_thread_unref (g_thread_new ("terraces-computer", background_thread, job));
}

/* The game the computer works on travels as the bytes of a replay
 * (written quickly on the main loop) with the path to the cursor, and is
 * read back (every move checked again) in the thread. */
typedef struct {
  GBytes   *position;
  GArray   *path;       /* child indexes from the root to the cursor */
  guint     level;
  guint64   seed;
} ComputerJob;

static ComputerJob *
computer_job_new (TerrGame *game,
                  guint     level,
                  guint64   seed)
{
  ComputerJob *job = g_new0 (ComputerJob, 1);

  job->position = terr_game_to_bytes (game, TERR_FILE_REPLAY);
  job->path = g_array_new (FALSE, FALSE, sizeof (guint));
  for (TerrGameNode *n = terr_game_get_cursor (game); terr_game_node_get_parent (n) != NULL;
       n = terr_game_node_get_parent (n))
    {
      guint i = terr_game_node_get_index (n);
      g_array_prepend_val (job->path, i);
    }
  job->level = level;
  job->seed = seed;
  return job;
}

static void
computer_job_free (gpointer data)
{
  ComputerJob *job = data;

  g_clear_pointer (&job->position, g_bytes_unref);
  g_clear_pointer (&job->path, g_array_unref);
  g_free (job);
}

/* In the thread: the game of the job's position. */
static TerrGame *
computer_job_load (ComputerJob  *job,
                   GError      **error)
{
  g_autoptr(TerrDocument) doc = terr_document_load_bytes (job->position, NULL, error);
  TerrGame *game = doc != NULL ? terr_game_load_document (doc, error) : NULL;
  TerrGameNode *node;

  if (game == NULL)
    return NULL;
  node = terr_game_get_root (game);
  for (guint i = 0; i < job->path->len && node != NULL; i++)
    node = terr_game_node_get_child (node, g_array_index (job->path, guint, i));
  if (node != NULL)
    terr_game_go_to_node (game, node);
  return game;
}

static void
computer_thread (GTask        *task,
                 gpointer      source,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  ComputerJob *job = task_data;
  GError *error = NULL;
  g_autoptr(TerrGame) copy = computer_job_load (job, &error);
  TerrMove *move = copy != NULL
    ? terr_game_ai_move (copy, job->level, job->seed, cancellable, &error) : NULL;

  if (move == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, move, (GDestroyNotify) terr_move_unref);
}

/* As terr_game_ai_move_async, in a low-priority thread. */
static void
computer_move_async (TerrGame            *game,
                     guint                level,
                     guint64              seed,
                     GCancellable        *cancellable,
                     GAsyncReadyCallback  callback,
                     gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (game, cancellable, callback, user_data);
  ComputerJob *job = computer_job_new (game, level, seed);

  g_task_set_source_tag (task, computer_move_async);
  g_task_set_task_data (task, job, computer_job_free);
  run_in_background (task, computer_thread);
}

static gboolean
play_computer_move_cb (gpointer data)
{
  TerrGamePage *self = data;
  g_autoptr(TerrMove) move = g_steal_pointer (&self->ai_move);
  g_autoptr(GError) error = NULL;

  self->ai_show_id = 0;
  self->ai_node = NULL;
  terr_board_show_move (self->board, NULL);
  if (move != NULL && !terr_game_play (self->game, move, &error))
    {
      AdwToastOverlay *overlay = get_toast_overlay (self);
      g_autofree char *message = g_strdup_printf (_("The computer could not move: %s"), error->message);

      self->computer_paused = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTER_PAUSED]);
      if (overlay != NULL)
        adw_toast_overlay_add_toast (overlay, adw_toast_new (message));
      update_computer (self);
    }
  return G_SOURCE_REMOVE;
}

static void
computer_move_ready_cb (GObject      *source,
                        GAsyncResult *result,
                        gpointer      data)
{
  g_autoptr(TerrGamePage) self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrMove) move = g_task_propagate_pointer (G_TASK (result), &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  /* Another game, or the cursor moved meanwhile: stop_computer () cleared
   * the cancellable (and cancelled it). */
  if (self->ai_cancellable == NULL || g_cancellable_is_cancelled (self->ai_cancellable)
      || TERR_GAME (source) != self->game
      || terr_game_get_cursor (self->game) != self->ai_node)
    return;
  g_clear_object (&self->ai_cancellable);

  if (move == NULL)
    {
      AdwToastOverlay *overlay = get_toast_overlay (self);
      g_autofree char *message = g_strdup_printf (_("The computer could not move: %s"),
                                                  error != NULL ? error->message : "");

      self->ai_node = NULL;
      self->computer_paused = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTER_PAUSED]);
      if (overlay != NULL)
        adw_toast_overlay_add_toast (overlay, adw_toast_new (message));
      update_computer (self);
      return;
    }

  /* The placement is shown where it goes for a moment, then played. */
  self->ai_move = g_steal_pointer (&move);
  terr_board_show_move (self->board, self->ai_move);
  self->ai_show_id = g_timeout_add (self->computer_delay, play_computer_move_cb, self);
  update_computer (self);
}

static gboolean
start_computer_cb (gpointer data)
{
  TerrGamePage *self = data;
  const TerrPlayer *player;
  int seat = computer_seat_to_move (self);

  self->ai_start_id = 0;
  if (!computer_should_move (self))
    return G_SOURCE_REMOVE;

  player = terr_game_get_player (self->game, seat);
  self->ai_cancellable = g_cancellable_new ();
  self->ai_node = terr_game_get_cursor (self->game);
  computer_move_async (self->game, CLAMP (player->level, 1, 3), computer_seed (self->game),
                       self->ai_cancellable, computer_move_ready_cb, g_object_ref (self));
  update_computer (self);
  return G_SOURCE_REMOVE;
}

/* Setting a tooltip asks the display where the pointer is: only when it
 * changes. */
static void
set_tooltip (GtkWidget  *widget,
             const char *text)
{
  const char *current = gtk_widget_get_tooltip_text (widget);

  if (g_strcmp0 (current, text) != 0)
    gtk_widget_set_tooltip_text (widget, text);
}

/* The state of the computer seats after any change: start, stop or go on
 * thinking; the board takes input only on a person's turn. */
static void
update_computer (TerrGamePage *self)
{
  int seat = computer_seat_to_move (self);
  gboolean computer_turn = seat > 0;
  gboolean thinking = self->ai_cancellable != NULL;
  g_autofree char *text = NULL;

  if (computer_busy (self))
    {
      /* A pending start looks at the cursor when it runs; work already
       * begun belongs to the position it began in. */
      gboolean keep = computer_should_move (self)
        && (self->ai_start_id != 0 || terr_game_get_cursor (self->game) == self->ai_node);

      if (!keep)
        {
          stop_computer (self);
          thinking = FALSE;
        }
    }
  if (computer_should_move (self) && !computer_busy (self))
    self->ai_start_id = g_timeout_add (self->computer_delay / 2, start_computer_cb, self);

  if (self->game != NULL)
    {
      terr_board_set_interactive (self->board, !computer_turn);
      /* Garden Paths: a person sees their own grid while a computer seat
       * plays, never the computer's. */
      if (computer_turn && terr_game_get_kind (self->game) == TERR_GAME_GARDEN_PATHS)
        {
          int viewer = 0;

          for (guint s = 1; s <= terr_game_get_n_players (self->game); s++)
            if (!seat_is_computer (self->game, s))
              {
                viewer = s;
                break;
              }
          terr_board_set_viewer_seat (self->board, viewer > 0 ? viewer : seat);
        }
      else
        terr_board_set_viewer_seat (self->board, 0);
    }

  gtk_widget_set_visible (self->computer_box,
                          self->game != NULL && game_has_computer (self->game)
                          && !terr_game_is_over (self->game));
  show_choices (self, !computer_turn && terr_choices_get_n_choices (self->choices) > 0
                      && !privacy_needed (self));

  if (computer_turn)
    {
      g_autofree char *name = terr_game_get_player_name (self->game, seat);

      if (self->ai_move != NULL)
        {
          g_autofree char *move = terr_game_describe_move (self->game, self->ai_move);
          text = g_strdup (move);
        }
      else if (self->computer_paused)
        /* TRANSLATORS: a computer player waits, e.g. "Rival is paused" */
        text = g_strdup_printf (_("%s is paused"), name);
      else if (terr_game_get_position_index (self->game) < terr_game_get_n_moves (self->game))
        /* TRANSLATORS: a computer player waits while earlier moves are shown */
        text = g_strdup_printf (_("%s plays from the last move"), name);
      else
        /* TRANSLATORS: a computer player is choosing its move, e.g. "Rival is thinking…" */
        text = g_strdup_printf (_("%s is thinking…"), name);
    }
  else if (self->computer_paused)
    text = g_strdup (_("Computer players are paused"));
  else if (self->game != NULL && game_has_computer (self->game))
    {
      /* Who the computer plays, while a person is to move. */
      GString *names = g_string_new (NULL);
      guint n = 0;

      for (guint s = 1; s <= terr_game_get_n_players (self->game); s++)
        if (seat_is_computer (self->game, s))
          {
            g_autofree char *name = terr_game_get_player_name (self->game, s);
            g_string_append_printf (names, "%s%s", names->len > 0 ? ", " : "", name);
            n++;
          }
      /* TRANSLATORS: the seats the computer plays, e.g. "Computer: Bob" */
      text = g_strdup_printf (ngettext ("Computer: %s", "Computers: %s", n), names->str);
      g_string_free (names, TRUE);
    }

  set_label_text (self->computer_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->computer_label), text != NULL);
  gtk_spinner_set_spinning (self->computer_spinner, thinking || self->ai_start_id != 0);
  gtk_widget_set_visible (GTK_WIDGET (self->computer_spinner), thinking || self->ai_start_id != 0);
  adw_button_content_set_label (self->pause_content,
                                self->computer_paused ? _("_Resume") : _("_Pause"));
  adw_button_content_set_icon_name (self->pause_content,
                                    self->computer_paused ? "media-playback-start-symbolic"
                                                          : "media-playback-pause-symbolic");
  set_tooltip (GTK_WIDGET (self->pause_button),
               self->computer_paused ? _("Let the computer players move again")
                                     : _("Stop the computer players from moving"));
  update_undo_actions (self);
}

/* Undo and redo step between the decisions of people: a computer seat's
 * moves are taken back (or replayed) with the person's move before them.
 * The seat to move at position k is the seat of the line's move k. */
static gboolean
seat_to_move_at_is_person (TerrGamePage *self,
                           GPtrArray    *moves,
                           guint         k)
{
  if (k < moves->len)
    return !seat_is_computer (self->game, terr_move_get_seat (moves->pdata[k]));
  return !seat_is_computer (self->game, terr_game_get_seat_to_move (self->game))
         || terr_game_is_over (self->game);
}

static int
undo_target (TerrGamePage *self)
{
  GPtrArray *moves;
  guint index;

  if (self->game == NULL || !terr_game_can_undo (self->game))
    return -1;
  index = terr_game_get_position_index (self->game);
  if (!game_has_computer (self->game) || !game_has_person (self->game))
    return (int) index - 1;

  moves = terr_game_get_moves (self->game);
  for (guint k = index; k-- > 0;)
    if (seat_to_move_at_is_person (self, moves, k))
      return (int) k;
  return -1;
}

static int
redo_target (TerrGamePage *self)
{
  GPtrArray *moves;
  guint index, n;

  if (self->game == NULL || !terr_game_can_redo (self->game))
    return -1;
  index = terr_game_get_position_index (self->game);
  n = terr_game_get_n_moves (self->game);
  if (!game_has_computer (self->game) || !game_has_person (self->game))
    return (int) index + 1;

  moves = terr_game_get_moves (self->game);
  for (guint k = index + 1; k < n; k++)
    if (seat_to_move_at_is_person (self, moves, k))
      return (int) k;
  return (int) n;
}

static void
update_undo_actions (TerrGamePage *self)
{
  gboolean can_undo = undo_target (self) >= 0;
  gboolean can_redo = redo_target (self) >= 0;

  if (can_undo != self->can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if (can_redo != self->can_redo)
    {
      self->can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }
}

static void
set_computer_paused (TerrGamePage *self,
                     gboolean      paused)
{
  paused = !!paused;
  if (self->computer_paused == paused)
    return;
  self->computer_paused = paused;
  if (paused)
    stop_computer (self);
  update_computer (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTER_PAUSED]);
}

/* --- hints ---
 *
 * The move a strong player would make for the person to move, found off
 * the main loop on a copy of the game: Ziggurat a placement that keeps the
 * ziggurat completable without cheating when a short search finds one,
 * the other games the AI's best level.  It is shown as the ghost on the
 * board with what it gains, until the position changes. */

typedef struct {
  TerrMove *move;
  int       gain;
  gboolean  has_gain;
} HintResult;

static void
hint_result_free (gpointer data)
{
  HintResult *result = data;

  g_clear_pointer (&result->move, terr_move_unref);
  g_free (result);
}

static void
hint_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  ComputerJob *job = task_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) copy = computer_job_load (job, &error);
  HintResult *result;
  int seat;

  if (copy == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  result = g_new0 (HintResult, 1);
  seat = terr_game_get_seat_to_move (copy);

  if (terr_game_get_kind (copy) == TERR_GAME_ZIGGURAT)
    {
      TerrZgMove zg_move;

      if (terr_zg_game_hint_placement (TERR_ZG_GAME (copy), &zg_move))
        result->move = terr_zg_move_to_terr_move (&zg_move);
      else
        g_set_error_literal (&error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE,
                             _("no domino of the hand fits anywhere: lift one"));
    }
  else
    result->move = terr_game_ai_move (copy, 2, job->seed, cancellable, &error);

  if (result->move == NULL)
    {
      hint_result_free (result);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  if (terr_game_get_kind (copy) == TERR_GAME_HANGING_GARDENS)
    {
      int before = terr_game_get_seat_score (copy, seat);

      if (terr_game_play (copy, result->move, NULL))
        {
          result->gain = terr_game_get_seat_score (copy, seat) - before;
          result->has_gain = TRUE;
        }
    }
  g_task_return_pointer (task, result, hint_result_free);
}

static void
stop_hint (TerrGamePage *self)
{
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  if (self->hint_move != NULL)
    terr_board_show_move (self->board, NULL);
  g_clear_pointer (&self->hint_move, terr_move_unref);
  gtk_widget_set_visible (self->hint_box, FALSE);
  gtk_spinner_set_spinning (self->hint_spinner, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.cancel-hint", FALSE);
}

static void
hint_ready_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr(TerrGamePage) self = data;
  g_autoptr(GError) error = NULL;
  HintResult *hint = g_task_propagate_pointer (G_TASK (result), &error);
  g_autofree char *text = NULL;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
      || self->hint_cancellable == NULL
      || g_task_get_cancellable (G_TASK (result)) != self->hint_cancellable)
    {
      g_clear_pointer (&hint, hint_result_free);
      return;
    }
  g_clear_object (&self->hint_cancellable);
  gtk_spinner_set_spinning (self->hint_spinner, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_spinner), FALSE);
  gtk_button_set_label (self->hint_cancel_button, _("_Hide"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->hint_cancel_button), _("Hide the hint"));

  if (hint == NULL)
    /* TRANSLATORS: no hint could be found, e.g. "No hint: the game is over" */
    text = g_strdup_printf (_("No hint: %s"), error->message);
  else
    {
      g_autofree char *move = terr_game_describe_move (self->game, hint->move);

      if (hint->has_gain && hint->gain == 0)
        /* TRANSLATORS: a hint that prepares a later score */
        text = g_strdup_printf (_("Hint: %s (no points yet: it prepares the next actions)"), move);
      else if (hint->has_gain)
        /* TRANSLATORS: a hint with what it scores, e.g. "Hint: bed of suns at (2, 3), +3 points" */
        text = g_strdup_printf (ngettext ("Hint: %s, %+d point", "Hint: %s, %+d points", ABS (hint->gain)),
                                move, hint->gain);
      else
        text = g_strdup_printf (_("Hint: %s"), move);
      self->hint_move = terr_move_ref (hint->move);
      terr_board_show_move (self->board, self->hint_move);
      hint_result_free (hint);
    }
  set_label_text (self->hint_result_label, text);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TerrGamePage *self = TERR_GAME_PAGE (widget);
  g_autoptr(GTask) task = NULL;

  if (self->game == NULL || terr_game_is_over (self->game) || computer_seat_to_move (self) > 0)
    return;

  stop_hint (self);
  self->hint_cancellable = g_cancellable_new ();
  task = g_task_new (self->game, self->hint_cancellable, hint_ready_cb, g_object_ref (self));
  g_task_set_source_tag (task, hint_action);
  g_task_set_task_data (task, computer_job_new (self->game, 2, computer_seed (self->game)),
                        computer_job_free);
  run_in_background (task, hint_thread);

  set_label_text (self->hint_result_label, _("Looking for a good move…"));
  gtk_spinner_set_spinning (self->hint_spinner, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_spinner), TRUE);
  gtk_widget_set_visible (self->hint_box, TRUE);
  gtk_button_set_label (self->hint_cancel_button, _("_Cancel"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->hint_cancel_button), _("Stop looking for a hint"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.cancel-hint", TRUE);
}

static void
cancel_hint_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  stop_hint (TERR_GAME_PAGE (widget));
}

/* --- hotseat privacy (Garden Paths) ---
 *
 * The grids are private until the end (garden-paths.md).  When the turn
 * passes from one person to another at the same screen, a "Pass to Bob"
 * screen hides the board until Bob says he is there. */

static int
count_people (TerrGame *game)
{
  int people = 0;

  for (guint seat = 1; seat <= terr_game_get_n_players (game); seat++)
    if (!seat_is_computer (game, seat))
      people++;
  return people;
}

static gboolean
privacy_needed (TerrGamePage *self)
{
  int seat;

  if (self->game == NULL || terr_game_get_kind (self->game) != TERR_GAME_GARDEN_PATHS
      || terr_game_is_over (self->game) || count_people (self->game) < 2)
    return FALSE;
  seat = terr_game_get_seat_to_move (self->game);
  return seat > 0 && !seat_is_computer (self->game, seat) && seat != self->revealed_seat;
}

static void
update_privacy (TerrGamePage *self)
{
  gboolean hide = privacy_needed (self);

  if (hide)
    {
      g_autofree char *name = terr_game_get_player_name (self->game, terr_game_get_seat_to_move (self->game));
      /* TRANSLATORS: the hotseat screen, e.g. "Pass to Bob" */
      g_autofree char *title = g_strdup_printf (_("Pass to %s"), name);
      /* TRANSLATORS: the button of the hotseat screen, e.g. "I Am Bob" */
      g_autofree char *button = g_strdup_printf (_("I Am %s"), name);

      adw_status_page_set_title (self->privacy_page, title);
      gtk_button_set_label (self->reveal_button, button);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->privacy_page), hide);
  gtk_widget_set_visible (GTK_WIDGET (self->board), !hide);
  gtk_widget_set_visible (GTK_WIDGET (self->score_explainer), !hide);
  if (hide)
    {
      show_choices (self, FALSE);
      gtk_widget_set_visible (self->hint_box, FALSE);
      gtk_widget_grab_focus (GTK_WIDGET (self->reveal_button));
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.reveal", hide);
}

static void
reveal_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TerrGamePage *self = TERR_GAME_PAGE (widget);

  if (!privacy_needed (self))
    return;
  self->revealed_seat = terr_game_get_seat_to_move (self->game);
  update_panel (self);
  choices_changed_cb (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

gboolean
terr_game_page_is_privacy_shown (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), FALSE);

  return gtk_widget_get_visible (GTK_WIDGET (self->privacy_page));
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
  /* Back to the board, where the keys (R, M, arrows) place the next piece. */
  if (gtk_widget_get_visible (GTK_WIDGET (self->board)))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
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
  stop_computer (self);
  stop_hint (self);
  g_set_object (&self->game, game);
  g_clear_pointer (&self->score_key, g_free);
  g_clear_pointer (&self->choices_key, g_free);
  self->revealed_seat = 0;
  self->last_goal_status = game != NULL ? terr_game_get_goal_status (game) : TERR_GOAL_STATUS_NONE;
  g_free (self->certificate_text);
  self->certificate_text = describe_certificate (game);
  if (game != NULL)
    g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, 0);

  terr_board_set_max_level (self->board, -1);
  terr_board_set_game (self->board, game);
  terr_score_explainer_set_game (self->score_explainer, game);
  /* The slider is read by what it shows (its marks are only numbers). */
  if (game != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->slice_scale), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    terr_game_get_kind (game) == TERR_GAME_ZIGGURAT
                                    ? _("Highest tier shown") : _("Highest level shown"), -1);
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
  terr_seat_colors_set_settings (terr_seat_colors_get_default (), settings);
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

gboolean
terr_game_page_can_undo (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), FALSE);

  return undo_target (self) >= 0;
}

gboolean
terr_game_page_can_redo (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), FALSE);

  return redo_target (self) >= 0;
}

gboolean
terr_game_page_undo (TerrGamePage *self)
{
  int target;

  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), FALSE);

  target = undo_target (self);
  if (target < 0)
    return FALSE;
  stop_computer (self);
  return terr_game_go_to (self->game, target);
}

gboolean
terr_game_page_redo (TerrGamePage *self)
{
  int target;

  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), FALSE);

  target = redo_target (self);
  if (target < 0)
    return FALSE;
  return terr_game_go_to (self->game, target);
}

void
terr_game_page_set_computer_delay (TerrGamePage *self,
                                   guint         ms)
{
  g_return_if_fail (TERR_IS_GAME_PAGE (self));

  self->computer_delay = ms;
}

gboolean
terr_game_page_is_computer_thinking (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), FALSE);

  return computer_busy (self);
}

const char *
terr_game_page_get_computer_text (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->computer_label))
         ? gtk_label_get_label (self->computer_label) : NULL;
}

const char *
terr_game_page_get_hint_text (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return gtk_widget_get_visible (self->hint_box)
         ? gtk_label_get_label (self->hint_result_label) : NULL;
}

const TerrMove *
terr_game_page_get_hint_move (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return self->hint_move;
}

const char *
terr_game_page_get_scores_shown (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return self->scores_shown->str;
}

const char *
terr_game_page_get_score_text (TerrGamePage *self)
{
  g_return_val_if_fail (TERR_IS_GAME_PAGE (self), NULL);

  return terr_score_explainer_get_text (self->score_explainer);
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
  stop_computer (self);
  stop_hint (self);
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
terr_game_page_finalize (GObject *object)
{
  TerrGamePage *self = TERR_GAME_PAGE (object);

  g_string_free (self->scores_shown, TRUE);
  g_free (self->score_key);
  g_free (self->score_winners);
  g_free (self->choices_key);
  g_free (self->certificate_text);

  G_OBJECT_CLASS (terr_game_page_parent_class)->finalize (object);
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
    case PROP_COMPUTER_PAUSED:
      g_value_set_boolean (value, self->computer_paused);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
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
    case PROP_COMPUTER_PAUSED:
      set_computer_paused (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The seats' chosen colours as CSS classes seat-1 … seat-6
 * (terr-seat-colors.c keeps them up to date). */
static void
install_seat_colors (void)
{
  terr_seat_colors_get_default ();
}

static void
terr_game_page_class_init (TerrGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = terr_game_page_dispose;
  object_class->finalize = terr_game_page_finalize;
  object_class->get_property = terr_game_page_get_property;
  object_class->set_property = terr_game_page_set_property;

  widget_class->grab_focus = terr_game_page_grab_focus;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TERR_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEW] =
    g_param_spec_string ("view", NULL, NULL, "oblique",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPUTER_PAUSED] =
    g_param_spec_boolean ("computer-paused", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A puzzle's goal was just reached; a handler returning TRUE says so
   * itself (the page's own toast is then left out). */
  goal_reached_signal =
    g_signal_new ("goal-reached", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, g_signal_accumulator_true_handled, NULL, NULL,
                  G_TYPE_BOOLEAN, 0);

  g_type_ensure (TERR_TYPE_BOARD);
  g_type_ensure (TERR_TYPE_SCORE_EXPLAINER);

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
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, score_explainer);
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
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, privacy_page);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, reveal_button);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, over_box);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, over_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, goal_status_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, computer_box);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, computer_spinner);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, computer_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, pause_button);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, pause_content);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, hint_box);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, hint_spinner);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, hint_result_label);
  gtk_widget_class_bind_template_child (widget_class, TerrGamePage, hint_cancel_button);

  gtk_widget_class_install_action (widget_class, "page.turn", NULL, turn_action);
  gtk_widget_class_install_action (widget_class, "page.mirror", NULL, mirror_action);
  gtk_widget_class_install_action (widget_class, "page.play-selected", NULL, play_selected_action);
  gtk_widget_class_install_property_action (widget_class, "page.view", "view");
  gtk_widget_class_install_action (widget_class, "page.go-first", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "page.go-previous", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "page.go-next", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "page.go-last", NULL, go_action);
  gtk_widget_class_install_property_action (widget_class, "page.pause-computer", "computer-paused");
  gtk_widget_class_install_action (widget_class, "page.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "page.cancel-hint", NULL, cancel_hint_action);
  gtk_widget_class_install_action (widget_class, "page.reveal", NULL, reveal_action);

  /* The panel goes under the board in a narrow window. */
  gtk_widget_class_set_layout_manager_type (widget_class, TERR_TYPE_PANEL_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "gamepage");
}

static void
terr_game_page_init (TerrGamePage *self)
{
  install_seat_colors ();
  gtk_widget_init_template (GTK_WIDGET (self));
  self->computer_delay = COMPUTER_DELAY_MS;
  self->scores_shown = g_string_new (NULL);
  self->slice_marks_upper = -1;

  self->choices = g_object_ref (terr_board_get_choices (self->board));
  g_signal_connect_object (self->choices, "changed", G_CALLBACK (choices_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->choices, "notify::selected", G_CALLBACK (update_choice_widgets), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->choices, "notify::orientation", G_CALLBACK (update_choice_widgets), self, G_CONNECT_SWAPPED);
  g_signal_connect (self->choices_list, "row-selected", G_CALLBACK (row_selected_cb), self);
  g_signal_connect (self->choices_list, "row-activated", G_CALLBACK (row_activated_cb), self);
  g_signal_connect (self->board, "move-refused", G_CALLBACK (move_refused_cb), self);
  g_signal_connect (self->board, "gazebo-activated", G_CALLBACK (gazebo_activated_cb), self);
  g_signal_connect (self->score_explainer, "changed", G_CALLBACK (explainer_changed_cb), self);
  g_signal_connect (self->score_list, "row-activated", G_CALLBACK (score_row_activated_cb), self);
  g_signal_connect (self->slice_adjustment, "value-changed", G_CALLBACK (slice_changed_cb), self);

  choices_changed_cb (self);
}
