/* terr-score-graph.c — the score graph of the replay viewer.
 *
 * The timeline (terr_game_timeline: one entry per position of the main
 * line) is read once into plain arrays; every draw, hover and click uses
 * those.  Hanging Gardens and Garden Paths draw every seat's score as a
 * line in the seat's colour; Ziggurat draws the cheat count as a step line
 * over a band that says, for each position, whether the deal could still
 * be finished without cheating (green: yes, red: no, grey: not known), and
 * marks the move after which it no longer could.  The current position is
 * a vertical line in the accent colour.  The mistakes an analysis found
 * are marked at their positions (a red tick and "−4" at the top).
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "terr-render.h"
#include "terr-score-graph.h"
#include "terr-seat-colors.h"

#define PAD_LEFT   34.0
#define PAD_RIGHT  12.0
#define PAD_TOP    10.0
#define PAD_BOTTOM 20.0
#define LEGEND     18.0
#define BAND       8.0

typedef enum { ZERO_UNKNOWN, ZERO_YES, ZERO_NO } ZeroCheat;

struct _TerrScoreGraph
{
  GtkWidget parent_instance;

  TerrGame *game;
  gboolean  cheats;        /* ziggurat: cheats and the band */
  guint     n_positions;
  guint     n_seats;
  int      *values;        /* n_positions * n_seats (cheats: n_seats = 1) */
  int      *movers;        /* seat who made the move to each position, 0 */
  guint8   *zero;          /* ZeroCheat per position (ziggurat) */
  int      *placed;        /* dominoes placed (ziggurat) */
  int       max_value;
  int       lost;
  double    max_change;    /* the largest change_at(), -1: not yet known */

  int       current;
  int       hover;

  TerrAnalysis *analysis;  /* its mistakes are marked, or NULL */
  GArray   *marks;         /* guint: positions of the mistakes, in order */

  GskRenderNode *cache;    /* draw_static() at cache_width x cache_height */
  int       cache_width;
  int       cache_height;
  int       cache_scale;
};

G_DEFINE_FINAL_TYPE (TerrScoreGraph, terr_score_graph, GTK_TYPE_WIDGET)

enum {
  POSITION_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
clear_data (TerrScoreGraph *self)
{
  g_clear_pointer (&self->cache, gsk_render_node_unref);
  g_clear_pointer (&self->values, g_free);
  g_clear_pointer (&self->movers, g_free);
  g_clear_pointer (&self->zero, g_free);
  g_clear_pointer (&self->placed, g_free);
  self->n_positions = 0;
  self->n_seats = 0;
  self->max_value = 0;
  self->lost = -1;
  self->max_change = -1;
  self->hover = -1;
}

static void
update_accessible (TerrScoreGraph *self)
{
  g_autofree char *text = NULL;

  if (self->n_positions == 0)
    text = g_strdup (_("No scores yet"));
  else if (self->current >= 0 && (guint) self->current < self->n_positions)
    text = terr_score_graph_describe (self, self->current);
  else
    text = terr_score_graph_describe (self, self->n_positions - 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

GtkWidget *
terr_score_graph_new (void)
{
  return g_object_new (TERR_TYPE_SCORE_GRAPH, NULL);
}

void
terr_score_graph_set_game (TerrScoreGraph *self,
                           TerrGame       *game)
{
  g_return_if_fail (TERR_IS_SCORE_GRAPH (self));
  g_return_if_fail (game == NULL || TERR_IS_GAME (game));

  if (self->game == game)
    return;
  g_set_object (&self->game, game);
  clear_data (self);
  terr_score_graph_set_analysis (self, NULL);
  self->current = -1;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
terr_score_graph_set_timeline (TerrScoreGraph *self,
                               JsonNode       *timeline)
{
  JsonObject *root;
  JsonArray *positions;

  g_return_if_fail (TERR_IS_SCORE_GRAPH (self));

  clear_data (self);
  if (timeline == NULL || !JSON_NODE_HOLDS_OBJECT (timeline))
    goto done;
  root = json_node_get_object (timeline);
  positions = json_object_has_member (root, "positions")
    ? json_object_get_array_member (root, "positions") : NULL;
  if (positions == NULL || json_array_get_length (positions) == 0)
    goto done;

  self->n_positions = json_array_get_length (positions);
  self->cheats = !json_object_has_member (root, "seats");
  self->n_seats = self->cheats ? 1 : json_array_get_length (json_object_get_array_member (root, "seats"));
  if (self->n_seats == 0)
    {
      self->n_positions = 0;
      goto done;
    }
  self->values = g_new0 (int, self->n_positions * self->n_seats);
  self->movers = g_new0 (int, self->n_positions);
  if (self->cheats)
    {
      self->zero = g_new0 (guint8, self->n_positions);
      self->placed = g_new0 (int, self->n_positions);
    }

  for (guint i = 0; i < self->n_positions; i++)
    {
      JsonObject *entry = json_array_get_object_element (positions, i);

      if (entry == NULL)
        continue;
      if (self->cheats)
        {
          const char *zero = json_object_get_string_member_with_default (entry, "zero_cheat", "unknown");

          self->values[i] = json_object_get_int_member_with_default (entry, "cheats", 0);
          self->placed[i] = json_object_get_int_member_with_default (entry, "placed", 0);
          self->zero[i] = g_str_equal (zero, "yes") ? ZERO_YES
                        : g_str_equal (zero, "no") ? ZERO_NO : ZERO_UNKNOWN;
        }
      else
        {
          JsonArray *scores = json_object_has_member (entry, "scores")
            ? json_object_get_array_member (entry, "scores") : NULL;
          JsonNode *seat = json_object_get_member (entry, "seat");

          for (guint s = 0; scores != NULL && s < self->n_seats && s < json_array_get_length (scores); s++)
            self->values[i * self->n_seats + s] = (int) json_array_get_int_element (scores, s);
          if (seat != NULL && JSON_NODE_HOLDS_VALUE (seat))
            self->movers[i] = (int) json_node_get_int (seat);
        }
      for (guint s = 0; s < self->n_seats; s++)
        self->max_value = MAX (self->max_value, self->values[i * self->n_seats + s]);
    }

  if (self->cheats)
    {
      gboolean was_possible = FALSE;

      for (guint i = 0; i < self->n_positions; i++)
        {
          if (self->zero[i] == ZERO_YES)
            was_possible = TRUE;
          else if (self->zero[i] == ZERO_NO && was_possible)
            {
              self->lost = (int) i;
              break;
            }
        }
    }

done:
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
terr_score_graph_set_analysis (TerrScoreGraph *self,
                               TerrAnalysis   *analysis)
{
  g_return_if_fail (TERR_IS_SCORE_GRAPH (self));

  if (self->analysis == analysis)
    return;
  g_clear_pointer (&self->analysis, terr_analysis_unref);
  g_array_set_size (self->marks, 0);
  if (analysis != NULL)
    {
      self->analysis = terr_analysis_ref (analysis);
      for (guint i = 0; i < terr_analysis_get_n_moves (analysis); i++)
        if (terr_analysis_get_move (analysis, i)->mistake)
          g_array_append_val (self->marks, terr_analysis_get_move (analysis, i)->number);
    }
  g_clear_pointer (&self->cache, gsk_render_node_unref);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
terr_score_graph_get_n_marks (TerrScoreGraph *self)
{
  g_return_val_if_fail (TERR_IS_SCORE_GRAPH (self), 0);

  return self->marks->len;
}

guint
terr_score_graph_get_mark_position (TerrScoreGraph *self,
                                    guint           i)
{
  g_return_val_if_fail (TERR_IS_SCORE_GRAPH (self), 0);
  g_return_val_if_fail (i < self->marks->len, 0);

  return g_array_index (self->marks, guint, i);
}

/* The analysis entry of the move to position @index, when it is marked. */
static const TerrMoveAnalysis *
mark_at (TerrScoreGraph *self,
         guint           index)
{
  if (self->analysis == NULL || index == 0 || index > terr_analysis_get_n_moves (self->analysis))
    return NULL;
  {
    const TerrMoveAnalysis *e = terr_analysis_get_move (self->analysis, index - 1);
    return e->mistake && e->number == index ? e : NULL;
  }
}

guint
terr_score_graph_get_n_positions (TerrScoreGraph *self)
{
  g_return_val_if_fail (TERR_IS_SCORE_GRAPH (self), 0);

  return self->n_positions;
}

void
terr_score_graph_set_current (TerrScoreGraph *self,
                              int             index)
{
  g_return_if_fail (TERR_IS_SCORE_GRAPH (self));

  if (self->current == index)
    return;
  self->current = index;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
terr_score_graph_get_current (TerrScoreGraph *self)
{
  g_return_val_if_fail (TERR_IS_SCORE_GRAPH (self), -1);

  return self->current;
}

int
terr_score_graph_get_lost_index (TerrScoreGraph *self)
{
  g_return_val_if_fail (TERR_IS_SCORE_GRAPH (self), -1);

  return self->lost;
}

static double
change_at (TerrScoreGraph *self,
           guint           index)
{
  double change = 0;

  if (index == 0 || index >= self->n_positions)
    return 0;
  for (guint s = 0; s < self->n_seats; s++)
    change += ABS (self->values[index * self->n_seats + s] - self->values[(index - 1) * self->n_seats + s]);
  /* Ziggurat: losing (or proving) the finish without cheating counts most. */
  if (self->cheats && self->zero[index] != self->zero[index - 1]
      && self->zero[index] != ZERO_UNKNOWN && self->zero[index - 1] != ZERO_UNKNOWN)
    change += 3;
  return change;
}

double
terr_score_graph_get_importance (TerrScoreGraph *self,
                                 guint           index)
{
  double most = 0;

  g_return_val_if_fail (TERR_IS_SCORE_GRAPH (self), 0);

  if (index == 0 || index >= self->n_positions)
    return 0;
  if (self->max_change < 0)
    {
      for (guint i = 1; i < self->n_positions; i++)
        most = MAX (most, change_at (self, i));
      self->max_change = most;
    }
  return self->max_change > 0 ? change_at (self, index) / self->max_change : 0;
}

char *
terr_score_graph_describe (TerrScoreGraph *self,
                           guint           index)
{
  GString *text;

  g_return_val_if_fail (TERR_IS_SCORE_GRAPH (self), NULL);

  if (index >= self->n_positions)
    return NULL;

  text = g_string_new (NULL);
  if (index == 0)
    g_string_append (text, _("Start"));
  else
    /* TRANSLATORS: the position after a move in the score graph */
    g_string_append_printf (text, _("After move %u"), index);

  if (self->cheats)
    {
      const char *verdict;

      g_string_append_c (text, '\n');
      g_string_append_printf (text, ngettext ("%d domino placed", "%d dominoes placed",
                                              self->placed[index]), self->placed[index]);
      g_string_append_c (text, '\n');
      g_string_append_printf (text, ngettext ("%d cheat", "%d cheats", self->values[index]),
                              self->values[index]);
      g_string_append_c (text, '\n');
      switch (self->zero[index])
        {
        case ZERO_YES:
          verdict = _("Can still be finished without cheating");
          break;
        case ZERO_NO:
          verdict = _("Can no longer be finished without cheating");
          break;
        case ZERO_UNKNOWN:
        default:
          verdict = _("Not known whether it can be finished without cheating");
          break;
        }
      g_string_append (text, verdict);
      if ((int) index == self->lost)
        {
          g_string_append_c (text, '\n');
          g_string_append (text, _("This move lost the finish without cheating"));
        }
    }
  else
    {
      for (guint s = 0; s < self->n_seats; s++)
        {
          g_autofree char *name = self->game != NULL
            ? terr_game_get_player_name (self->game, (int) s + 1)
            : g_strdup_printf (_("Player %u"), s + 1);

          g_string_append_c (text, '\n');
          /* TRANSLATORS: a player's score in the graph, e.g. "Ann: 12" */
          g_string_append_printf (text, _("%s: %d"), name, self->values[index * self->n_seats + s]);
        }
    }
  {
    const TerrMoveAnalysis *e = mark_at (self, index);
    g_autofree char *why = e != NULL ? terr_move_analysis_text (e) : NULL;

    if (why != NULL)
      {
        g_string_append_c (text, '\n');
        g_string_append (text, why);
      }
  }
  return g_string_free (text, FALSE);
}

/* --- geometry --- */

static void
plot_area (TerrScoreGraph *self,
           double         *x0,
           double         *y0,
           double         *w,
           double         *h)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double height = gtk_widget_get_height (GTK_WIDGET (self));

  *x0 = PAD_LEFT;
  *y0 = PAD_TOP;
  *w = MAX (width - PAD_LEFT - PAD_RIGHT, 1);
  *h = MAX (height - PAD_TOP - PAD_BOTTOM - LEGEND - (self->cheats ? BAND + 4 : 0), 1);
}

double
terr_score_graph_x_of (TerrScoreGraph *self,
                       guint           index)
{
  double x0, y0, w, h;

  g_return_val_if_fail (TERR_IS_SCORE_GRAPH (self), 0);

  plot_area (self, &x0, &y0, &w, &h);
  if (self->n_positions <= 1)
    return x0;
  return x0 + w * index / (double) (self->n_positions - 1);
}

int
terr_score_graph_index_at (TerrScoreGraph *self,
                           double          x)
{
  double x0, y0, w, h;
  int index;

  g_return_val_if_fail (TERR_IS_SCORE_GRAPH (self), -1);

  if (self->n_positions == 0)
    return -1;
  plot_area (self, &x0, &y0, &w, &h);
  if (self->n_positions == 1)
    return 0;
  index = (int) floor ((x - x0) / w * (self->n_positions - 1) + 0.5);
  return CLAMP (index, 0, (int) self->n_positions - 1);
}

gboolean
terr_score_graph_click (TerrScoreGraph *self,
                        double          x,
                        double          y)
{
  int index;

  g_return_val_if_fail (TERR_IS_SCORE_GRAPH (self), FALSE);

  index = terr_score_graph_index_at (self, x);
  if (index < 0)
    return FALSE;
  g_signal_emit (self, signals[POSITION_ACTIVATED], 0, (guint) index);
  return TRUE;
}

/* --- drawing --- */

static void
lookup_color (TerrScoreGraph *self,
              const char     *name,
              GdkRGBA        *color)
{
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (name == NULL || !gtk_style_context_lookup_color (context, name, color))
    gtk_style_context_get_color (context, color);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
draw_label (TerrScoreGraph *self,
            cairo_t        *cr,
            const char     *text,
            double          x,
            double          y,
            double          xalign)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  int lw, lh;

  pango_layout_get_pixel_size (layout, &lw, &lh);
  cairo_move_to (cr, x - lw * xalign, y - lh / 2.0);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
}

/* One line under the graph saying what the colours are. */
static void
draw_legend (TerrScoreGraph *self,
             cairo_t        *cr,
             double          x,
             double          y,
             const GdkRGBA  *fg)
{
  guint n = self->cheats ? 4 : self->n_seats;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = NULL;
      PangoLayout *layout;
      int lw, lh;

      if (self->cheats)
        {
          static const char *names[] = {
            N_("Cheats"), N_("Can finish without cheating"), N_("Cannot"), N_("Not known"),
          };
          text = g_strdup (_(names[i]));
          if (i == 0)
            cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.85);
          else if (i == 1)
            cairo_set_source_rgb (cr, 0.18, 0.76, 0.49);
          else if (i == 2)
            cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
          else
            cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.2);
        }
      else
        {
          TerrRenderColor color;

          text = self->game != NULL ? terr_game_get_player_name (self->game, (int) i + 1)
                                    : g_strdup_printf (_("Player %u"), i + 1);
          terr_seat_colors_get_color (terr_seat_colors_get_default (), (int) i + 1, &color);
          cairo_set_source_rgb (cr, color.red, color.green, color.blue);
        }
      cairo_rectangle (cr, x, y - 4, 12, 8);
      cairo_fill (cr);
      x += 16;

      layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
      pango_layout_get_pixel_size (layout, &lw, &lh);
      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.75);
      cairo_move_to (cr, x, y - lh / 2.0);
      pango_cairo_show_layout (cr, layout);
      g_object_unref (layout);
      x += lw + 14;
    }
}

static double
top_value (TerrScoreGraph *self)
{
  return MAX (self->max_value, self->cheats ? 3 : 5);
}

/* Everything but the hover and current marks: drawn once per timeline,
 * size and style into a render node that every frame reuses.  A long game
 * is drawn with at most a few points per pixel, and the band as runs. */
static void
draw_static (TerrScoreGraph *self,
             cairo_t        *cr,
             int             width,
             int             height)
{
  double x0, y0, w, h, top;
  GdkRGBA fg;
  int step;
  guint stride;

  lookup_color (self, NULL, &fg);
  plot_area (self, &x0, &y0, &w, &h);
  top = top_value (self);
  stride = MAX (1, self->n_positions / (guint) MAX (w * 2, 1));

  cairo_set_line_width (cr, 1);

  /* Axes and a few grid lines with their values. */
  step = top <= 10 ? 1 : top <= 25 ? 5 : top <= 100 ? 10 : (int) ceil (top / 10.0 / 10.0) * 10;
  if (top / step > 6)
    step *= 2;
  cairo_set_font_size (cr, 10);
  for (int v = 0; v <= top; v += step)
    {
      double y = y0 + h - h * v / top;
      char number[16];

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, v == 0 ? 0.35 : 0.1);
      cairo_move_to (cr, x0, floor (y) + 0.5);
      cairo_line_to (cr, x0 + w, floor (y) + 0.5);
      cairo_stroke (cr);
      g_snprintf (number, sizeof number, "%d", v);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.55);
      draw_label (self, cr, number, x0 - 6, y, 1.0);
    }

  if (self->cheats)
    {
      double band_y = y0 + h + 4;

      /* The band: could it still be finished without cheating? */
      for (guint i = 0, end; i < self->n_positions; i = end)
        {
          double xa, xb;

          for (end = i + 1; end < self->n_positions && self->zero[end] == self->zero[i]; end++)
            ;
          xa = i == 0 ? x0 : (terr_score_graph_x_of (self, i - 1) + terr_score_graph_x_of (self, i)) / 2;
          xb = end == self->n_positions ? x0 + w
               : (terr_score_graph_x_of (self, end - 1) + terr_score_graph_x_of (self, end)) / 2;

          switch (self->zero[i])
            {
            case ZERO_YES:
              cairo_set_source_rgb (cr, 0.18, 0.76, 0.49);
              break;
            case ZERO_NO:
              cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
              break;
            case ZERO_UNKNOWN:
            default:
              cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.2);
              break;
            }
          cairo_rectangle (cr, xa, band_y, MAX (xb - xa, 0.5), BAND);
          cairo_fill (cr);
        }

      /* The cheat count as steps. */
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.85);
      cairo_set_line_width (cr, 2);
      for (guint i = 0; i < self->n_positions; i++)
        {
          double x = terr_score_graph_x_of (self, i);
          double y = y0 + h - h * self->values[i] / top;

          if (i == 0)
            cairo_move_to (cr, x, y);
          else if (self->values[i] == self->values[i - 1])
            continue;
          else
            {
              double py = y0 + h - h * self->values[i - 1] / top;
              cairo_line_to (cr, x, py);
              cairo_line_to (cr, x, y);
            }
        }
      cairo_stroke (cr);

      if (self->lost >= 0)
        {
          double x = terr_score_graph_x_of (self, self->lost);
          static const double dash[] = { 4, 3 };

          cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
          cairo_set_line_width (cr, 1.5);
          cairo_set_dash (cr, dash, 2, 0);
          cairo_move_to (cr, x, y0);
          cairo_line_to (cr, x, band_y + BAND);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
        }
    }
  else
    {
      cairo_set_line_width (cr, 2);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      for (guint s = 0; s < self->n_seats; s++)
        {
          TerrRenderColor color;

          terr_seat_colors_get_color (terr_seat_colors_get_default (), (int) s + 1, &color);
          cairo_set_source_rgb (cr, color.red, color.green, color.blue);
          for (guint i = 0; ; i = MIN (i + stride, self->n_positions - 1))
            {
              double x = terr_score_graph_x_of (self, i);
              double y = y0 + h - h * self->values[i * self->n_seats + s] / top;

              if (i == 0)
                cairo_move_to (cr, x, y);
              else
                cairo_line_to (cr, x, y);
              if (i + 1 >= self->n_positions)
                break;
            }
          cairo_stroke (cr);
        }
    }

  /* The mistakes an analysis found: a tick through the plot and the
   * points lost at its top. */
  for (guint i = 0; i < self->marks->len; i++)
    {
      guint index = g_array_index (self->marks, guint, i);
      const TerrMoveAnalysis *e = mark_at (self, index);
      double x;
      char label[32];

      if (e == NULL || index >= self->n_positions)
        continue;
      x = floor (terr_score_graph_x_of (self, index)) + 0.5;
      cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.45);
      cairo_set_line_width (cr, 1);
      cairo_move_to (cr, x, y0);
      cairo_line_to (cr, x, y0 + h);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
      cairo_move_to (cr, x - 4, y0 - 1);
      cairo_line_to (cr, x + 4, y0 - 1);
      cairo_line_to (cr, x, y0 + 6);
      cairo_close_path (cr);
      cairo_fill (cr);
      if (e->verdict == TERR_MOVE_VERDICT_LOST_FINISH)
        g_strlcpy (label, "\u2715", sizeof label);
      else
        g_snprintf (label, sizeof label, "\u2212%d", e->loss);
      draw_label (self, cr, label, x + 5, y0 + 6, 0.0);
    }

  /* Move numbers under the axis: the start and the end. */
  {
    char number[16];
    double axis_y = height - LEGEND - PAD_BOTTOM / 2;

    cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.55);
    draw_label (self, cr, "0", x0, axis_y, 0.0);
    g_snprintf (number, sizeof number, "%u", self->n_positions - 1);
    draw_label (self, cr, number, x0 + w, axis_y, 1.0);
  }

  draw_legend (self, cr, x0, height - LEGEND / 2, &fg);
}

static void
terr_score_graph_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  TerrScoreGraph *self = TERR_SCORE_GRAPH (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double x0, y0, w, h, top;
  GdkRGBA fg, accent;
  cairo_t *cr;

  if (width <= 0 || height <= 0 || self->n_positions == 0)
    return;

  if (self->cache != NULL && (self->cache_width != width || self->cache_height != height ||
                              self->cache_scale != gtk_widget_get_scale_factor (widget)))
    g_clear_pointer (&self->cache, gsk_render_node_unref);
  if (self->cache == NULL)
    {
      /* Drawn once into pixels: a cairo node keeps the drawing (a
       * recording), which would stroke every point of a 10,000-move line
       * again in each frame; a texture is only copied. */
      int scale = gtk_widget_get_scale_factor (widget);
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GdkTexture) texture = NULL;
      int stride = cairo_image_surface_get_stride (surface);

      cairo_surface_set_device_scale (surface, scale, scale);
      cr = cairo_create (surface);
      draw_static (self, cr, width, height);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      /* CAIRO_FORMAT_ARGB32 is GDK_MEMORY_DEFAULT */
      bytes = g_bytes_new (cairo_image_surface_get_data (surface), (gsize) stride * height * scale);
      cairo_surface_destroy (surface);
      texture = gdk_memory_texture_new (width * scale, height * scale, GDK_MEMORY_DEFAULT, bytes, stride);
      self->cache = gsk_texture_node_new (texture, &GRAPHENE_RECT_INIT (0, 0, width, height));
      self->cache_width = width;
      self->cache_height = height;
      self->cache_scale = scale;
    }
  if (self->cache != NULL)
    gtk_snapshot_append_node (snapshot, self->cache);

  lookup_color (self, NULL, &fg);
  lookup_color (self, "accent_color", &accent);
  plot_area (self, &x0, &y0, &w, &h);
  top = top_value (self);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  if (self->hover >= 0 && (guint) self->hover < self->n_positions)
    {
      double x = floor (terr_score_graph_x_of (self, self->hover)) + 0.5;

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.3);
      cairo_set_line_width (cr, 1);
      cairo_move_to (cr, x, y0);
      cairo_line_to (cr, x, y0 + h);
      cairo_stroke (cr);
    }

  if (self->current >= 0 && (guint) self->current < self->n_positions)
    {
      double x = terr_score_graph_x_of (self, self->current);

      cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue, 1);
      cairo_set_line_width (cr, 2);
      cairo_move_to (cr, x, y0);
      cairo_line_to (cr, x, y0 + h);
      cairo_stroke (cr);
      for (guint s = 0; s < self->n_seats; s++)
        {
          double y = y0 + h - h * self->values[self->current * self->n_seats + s] / top;

          cairo_arc (cr, x, y, 3.5, 0, 2 * G_PI);
          cairo_fill (cr);
        }
    }

  cairo_destroy (cr);
}

static void
terr_score_graph_css_changed (GtkWidget         *widget,
                              GtkCssStyleChange *change)
{
  TerrScoreGraph *self = TERR_SCORE_GRAPH (widget);

  GTK_WIDGET_CLASS (terr_score_graph_parent_class)->css_changed (widget, change);
  g_clear_pointer (&self->cache, gsk_render_node_unref);
  gtk_widget_queue_draw (widget);
}

static void
terr_score_graph_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 160;
      *natural = 480;
    }
  else
    {
      /* a small screen may take 40 pixels (the analysis' bar under it) */
      *minimum = 100;
      *natural = 140;
    }
}

/* --- input --- */

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           TerrScoreGraph           *self)
{
  int index = terr_score_graph_index_at (self, x);

  if (index == self->hover)
    return;
  self->hover = index;
  gtk_widget_trigger_tooltip_query (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
leave_cb (GtkEventControllerMotion *controller,
          TerrScoreGraph           *self)
{
  self->hover = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
query_tooltip_cb (GtkWidget      *widget,
                  int             x,
                  int             y,
                  gboolean        keyboard,
                  GtkTooltip     *tooltip,
                  TerrScoreGraph *self)
{
  int index = keyboard ? self->current : terr_score_graph_index_at (self, x);
  g_autofree char *text = NULL;

  if (index < 0)
    return FALSE;
  text = terr_score_graph_describe (self, index);
  gtk_tooltip_set_text (tooltip, text);
  return text != NULL;
}

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            TerrScoreGraph  *self)
{
  terr_score_graph_click (self, x, y);
}

/* --- GObject --- */

static void
terr_score_graph_dispose (GObject *object)
{
  TerrScoreGraph *self = TERR_SCORE_GRAPH (object);

  g_clear_object (&self->game);
  clear_data (self);
  g_clear_pointer (&self->analysis, terr_analysis_unref);

  G_OBJECT_CLASS (terr_score_graph_parent_class)->dispose (object);
}

static void
terr_score_graph_finalize (GObject *object)
{
  g_array_unref (TERR_SCORE_GRAPH (object)->marks);

  G_OBJECT_CLASS (terr_score_graph_parent_class)->finalize (object);
}

static void
terr_score_graph_class_init (TerrScoreGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = terr_score_graph_dispose;
  object_class->finalize = terr_score_graph_finalize;
  widget_class->snapshot = terr_score_graph_snapshot;
  widget_class->measure = terr_score_graph_measure;
  widget_class->css_changed = terr_score_graph_css_changed;

  /* The position clicked (0: the start). */
  signals[POSITION_ACTIVATED] =
    g_signal_new ("position-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "scoregraph");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
terr_score_graph_init (TerrScoreGraph *self)
{
  GtkEventController *controller;
  GtkGesture *gesture;

  self->current = -1;
  self->hover = -1;
  self->lost = -1;
  self->max_change = -1;
  self->marks = g_array_new (FALSE, FALSE, sizeof (guint));

  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), self);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  gesture = gtk_gesture_click_new ();
  g_signal_connect (gesture, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Score graph"),
                                  -1);
  update_accessible (self);
}
