/* terr-game-page-choices.c — the pieces to pick from: one row per choice
 * of the board's TerrChoices (its picture, its name, whether it fits
 * anywhere), turning and mirroring, the button for a move that needs no
 * square, and what to do next in words. */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-game-page-private.h"
#include "terr-render-scene.h"

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

/* garden-paths: a small picture of a piece (turned as it will be placed
 * when it is the selected one), in the colours of the board. */
static void
draw_piece (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        data)
{
  TerrGamePage *page = data;
  TerrChoices *choices = page->choices;
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (area), GTK_TYPE_LIST_BOX_ROW);
  g_autoptr(GArray) cells = NULL;
  int transform = 0, w = 1, h = 1, index;
  double size, x0, y0;

  index = row != NULL ? gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)) : -1;
  if (index < 0 || (guint) index >= terr_choices_get_n_choices (choices))
    return;
  if (index == terr_choices_get_selected (choices))
    transform = terr_choices_get_orientation (choices);
  cells = terr_choices_get_piece_cells (choices, index, transform);
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

/* What a row says that follows whether its piece fits anywhere: the
 * word "Fits nowhere", the dimmed name, and what a screen reader reads. */
static void
update_row (GtkListBoxRow *row,
            GParamSpec    *pspec,
            TerrChoice    *choice)
{
  GtkWidget *label = g_object_get_data (G_OBJECT (row), "terr-label");
  GtkWidget *blocked = g_object_get_data (G_OBJECT (row), "terr-blocked");
  GtkWidget *hint = g_object_get_data (G_OBJECT (row), "terr-hint");
  gboolean enabled = terr_choice_get_enabled (choice);

  gtk_widget_set_visible (blocked, !enabled);
  if (enabled)
    gtk_widget_remove_css_class (label, "dim-label");
  else
    gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_visible (hint, !terr_choice_is_positional (choice));
  /* A row is read by its piece (and whether it fits anywhere). */
  if (!enabled)
    {
      /* TRANSLATORS: a piece in the side list, e.g. "Terrace, fits nowhere" */
      g_autofree char *name = g_strdup_printf (_("%s, fits nowhere"), terr_choice_get_label (choice));
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    terr_choice_get_label (choice), -1);
}

/* A row of the pieces list for one choice of the model: its picture (the
 * piece, or the coin of its suit), its name, and what follows its state.
 * The row stays while the choice does (terr_choices_get_model changes
 * only when the choices come or go). */
static GtkWidget *
create_row (gpointer item,
            gpointer data)
{
  TerrGamePage *self = data;
  TerrChoice *choice = item;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *blocked, *hint;
  const char *suit = terr_choice_get_attr (choice, "suit");
  const char *suit_class = suit_color (suit);

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 10);
  gtk_widget_set_margin_bottom (box, 10);
  if (terr_choice_get_attr (choice, "piece") != NULL)
    {
      GtkWidget *area = gtk_drawing_area_new ();

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 36);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 36);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_piece, self, NULL);
      gtk_widget_add_css_class (area, "piece");
      gtk_box_append (GTK_BOX (box), area);
    }
  if (suit_class != NULL)
    {
      /* The coin as the board draws it: its colour and symbol. */
      GtkWidget *coin = gtk_drawing_area_new ();

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (coin), 22);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (coin), 22);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (coin), draw_bed_coin, g_strdup (suit), g_free);
      gtk_widget_add_css_class (coin, suit_class);
      gtk_box_append (GTK_BOX (box), coin);
    }
  g_object_bind_property (choice, "label", label, "label", G_BINDING_SYNC_CREATE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  blocked = gtk_label_new (_("Fits nowhere"));
  gtk_widget_add_css_class (blocked, "dim-label");
  gtk_widget_add_css_class (blocked, "caption");
  gtk_box_append (GTK_BOX (box), blocked);
  hint = gtk_image_new_from_icon_name ("media-playback-start-symbolic");
  gtk_widget_add_css_class (hint, "dim-label");
  gtk_box_append (GTK_BOX (box), hint);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);

  g_object_set_data (G_OBJECT (row), "terr-label", label);
  g_object_set_data (G_OBJECT (row), "terr-blocked", blocked);
  g_object_set_data (G_OBJECT (row), "terr-hint", hint);
  update_row (GTK_LIST_BOX_ROW (row), NULL, choice);
  g_signal_connect_object (choice, "notify", G_CALLBACK (update_row), row, G_CONNECT_SWAPPED);
  return row;
}

/* The pieces list shows or hides (its rows follow the model either way). */
void
terr_game_page_show_choices (TerrGamePage *self,
                             gboolean      shown)
{
  gtk_widget_set_visible (self->choices_box, shown);
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

  gtk_widget_set_visible (GTK_WIDGET (self->play_button), selected >= 0 && !positional);
  if (selected >= 0 && !positional
      && g_strcmp0 (gtk_button_get_label (self->play_button),
                    terr_choices_get_label (self->choices, selected)) != 0)
    gtk_button_set_label (self->play_button, terr_choices_get_label (self->choices, selected));
  terr_game_page_update_actions (self);

  if (positional)
    {
      /* Whole messages per case: a sentence added after "the whole
       * position" would say "it" of the wrong thing. */
      if (can_mirror)
        g_string_append (hint, _("Click where the piece goes, or move the cursor with the arrow keys and press Enter. R or a right click turns the piece, M mirrors it. N picks the next piece, Ctrl+R reads the whole position."));
      else if (can_turn)
        g_string_append (hint, _("Click where the piece goes, or move the cursor with the arrow keys and press Enter. R or a right click turns the piece. N picks the next piece, Ctrl+R reads the whole position."));
      else
        g_string_append (hint, _("Click where the piece goes, or move the cursor with the arrow keys and press Enter. N picks the next piece, Ctrl+R reads the whole position."));
    }
  else if (selected >= 0)
    g_string_append (hint, _("Press the button, or Enter on the board, to play it."));
  terr_game_page_set_label_text (self->hint_label, hint->str);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), hint->len > 0);
  g_string_free (hint, TRUE);
}

/* Whether a person of this program picks a piece now (not a computer
 * seat, not behind the "Pass to …" screen). */
static gboolean
person_picks (TerrGamePage *self)
{
  int seat;

  if (self->match == NULL || terr_match_get_hand_over (self->match))
    return FALSE;
  seat = terr_match_get_seat_to_move (self->match);
  return seat > 0 && terr_match_get_seat_kind (self->match, seat) == TERR_SEAT_PERSON;
}

void
terr_game_page_choices_changed (TerrGamePage *self)
{
  const char *heading = _("Pieces to Place");
  TerrGame *game = terr_choices_get_game (self->choices);

  if (terr_choices_get_n_choices (self->choices) > 0
      && g_strcmp0 (terr_choices_get_move_type (self->choices, 0), "announce") == 0)
    heading = _("Piece to Announce");
  else if (game != NULL)
    heading = terr_game_get_hand_title (game);
  terr_game_page_set_label_text (self->choices_heading, heading);

  /* Another seat's pieces are not offered to the person. */
  terr_game_page_show_choices (self, terr_choices_get_n_choices (self->choices) > 0 && person_picks (self));
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

void
terr_game_page_choices_init (TerrGamePage *self)
{
  self->choices = g_object_ref (terr_board_get_choices (self->board));
  g_signal_connect_object (self->choices, "changed", G_CALLBACK (terr_game_page_choices_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->choices, "notify::selected", G_CALLBACK (update_choice_widgets), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->choices, "notify::orientation", G_CALLBACK (update_choice_widgets), self, G_CONNECT_SWAPPED);
  gtk_list_box_bind_model (self->choices_list, terr_choices_get_model (self->choices),
                           create_row, self, NULL);
  g_signal_connect (self->choices_list, "row-selected", G_CALLBACK (row_selected_cb), self);
  g_signal_connect (self->choices_list, "row-activated", G_CALLBACK (row_activated_cb), self);
  terr_game_page_choices_changed (self);
}
