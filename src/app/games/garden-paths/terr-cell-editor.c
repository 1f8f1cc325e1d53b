/* terr-cell-editor.c — the drawn cell editor of a Garden Paths piece.
 *
 * The editor keeps the cells as drawn (grid squares, in the order they
 * were first filled) and shows them through the renderer's scene (a
 * one-grid board of side x side squares, drawn in plan view as the board
 * draws pieces).  Each square is a small focusable child widget with an
 * accessible name ("row 1, column 2: rose") laid over its picture, so the
 * keyboard and screen readers reach every square.  The cells handed out
 * are normalised (the smallest dx and dy are 0) as the file format wants;
 * whether they make a piece is the core's own check (terr_gp_piece_new,
 * terr_gp_piece_check).
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "terr-cell-editor.h"
#include "terr-error.h"
#include "terr-render-scene.h"

typedef struct {
  int x, y;
  TerrGpCover cover;
} DrawnCell;

/* --- one square: focus, name, click and keys --- */

#define TERR_TYPE_CELL_SQUARE (terr_cell_square_get_type ())
G_DECLARE_FINAL_TYPE (TerrCellSquare, terr_cell_square, TERR, CELL_SQUARE, GtkWidget)

struct _TerrCellSquare
{
  GtkWidget       parent_instance;
  TerrCellEditor *editor;   /* no ref: the editor owns the square */
  int             x, y;
};

G_DEFINE_FINAL_TYPE (TerrCellSquare, terr_cell_square, GTK_TYPE_WIDGET)

/* --- the drawing with the squares over it --- */

#define TERR_TYPE_CELL_BOARD (terr_cell_board_get_type ())
G_DECLARE_FINAL_TYPE (TerrCellBoard, terr_cell_board, TERR, CELL_BOARD, GtkWidget)

struct _TerrCellBoard
{
  GtkWidget        parent_instance;
  TerrRenderScene *scene;
  GtkWidget       *current;   /* the square Tab enters at (no ref) */
};

G_DEFINE_FINAL_TYPE (TerrCellBoard, terr_cell_board, GTK_TYPE_WIDGET)

struct _TerrCellEditor
{
  GtkWidget        parent_instance;

  GtkToggleButton *path_toggle;
  GtkToggleButton *flower_toggle;
  GtkBox          *board_box;
  GtkLabel        *cells_label;
  GtkLabel        *message_label;

  TerrCellBoard   *board;
  GPtrArray       *squares;   /* TerrCellSquare*, row-major */
  int              side;
  TerrGpKind       kind;
  GArray          *cells;     /* DrawnCell, in the order drawn */
  char            *message;
  gboolean         allowed;
  gboolean         updating;
};

G_DEFINE_FINAL_TYPE (TerrCellEditor, terr_cell_editor, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_KIND,
  PROP_CELLS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void update (TerrCellEditor *self);

static const char *
cover_name (TerrGpCover cover)
{
  switch (cover)
    {
    case TERR_GP_PATH:
      return _("path");
    case TERR_GP_ROSE:
      return _("rose");
    case TERR_GP_MARIGOLD:
      return _("marigold");
    case TERR_GP_LAVENDER:
      return _("lavender");
    case TERR_GP_EMPTY:
    default:
      return _("empty");
    }
}

/* ------------------------------------------------------------ square */

static void
square_move_focus (TerrCellSquare *square,
                   int             dx,
                   int             dy)
{
  int side = terr_cell_editor_get_side (square->editor);
  int x = CLAMP (square->x + dx, 0, side - 1);
  int y = CLAMP (square->y + dy, 0, side - 1);

  gtk_widget_grab_focus (terr_cell_editor_get_square (square->editor, x, y));
}

static gboolean
square_key_pressed_cb (GtkEventControllerKey *controller,
                       guint                  keyval,
                       guint                  keycode,
                       GdkModifierType        state,
                       TerrCellSquare        *square)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      square_move_focus (square, -1, 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      square_move_focus (square, 1, 0);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      square_move_focus (square, 0, -1);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      square_move_focus (square, 0, 1);
      return TRUE;
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      terr_cell_editor_cycle (square->editor, square->x, square->y);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
square_pressed_cb (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   TerrCellSquare  *square)
{
  gtk_widget_grab_focus (GTK_WIDGET (square));
  terr_cell_editor_cycle (square->editor, square->x, square->y);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
terr_cell_square_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  GskRoundedRect outline;
  GdkRGBA dark = { 0.07, 0.20, 0.42, 1 }, light = { 1, 1, 1, 0.95 };
  float widths[4];
  GdkRGBA colours[4];

  if (!gtk_widget_has_visible_focus (widget) || w < 8 || h < 8)
    return;
  /* The focus: a dark ring in a light casing, seen on grass, gravel and
   * soil alike. */
  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (1, 1, w - 2, h - 2), 4);
  for (int i = 0; i < 4; i++)
    {
      widths[i] = 4;
      colours[i] = light;
    }
  gtk_snapshot_append_border (snapshot, &outline, widths, colours);
  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (2, 2, w - 4, h - 4), 3);
  for (int i = 0; i < 4; i++)
    {
      widths[i] = 2;
      colours[i] = dark;
    }
  gtk_snapshot_append_border (snapshot, &outline, widths, colours);
}

/* The ring follows the focus. */
static void
terr_cell_square_state_flags_changed (GtkWidget     *widget,
                                      GtkStateFlags  previous)
{
  GtkStateFlags changed = previous ^ gtk_widget_get_state_flags (widget);

  if (changed & (GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE))
    gtk_widget_queue_draw (widget);
  if ((changed & GTK_STATE_FLAG_FOCUSED)
      && (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_FOCUSED))
    TERR_CELL_BOARD (gtk_widget_get_parent (widget))->current = widget;
  GTK_WIDGET_CLASS (terr_cell_square_parent_class)->state_flags_changed (widget, previous);
}

static void
terr_cell_square_class_init (TerrCellSquareClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = terr_cell_square_snapshot;
  widget_class->state_flags_changed = terr_cell_square_state_flags_changed;
  gtk_widget_class_set_css_name (widget_class, "cellsquare");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
terr_cell_square_init (TerrCellSquare *self)
{
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
}

static GtkWidget *
terr_cell_square_new (TerrCellEditor *editor,
                      int             x,
                      int             y)
{
  TerrCellSquare *square = g_object_new (TERR_TYPE_CELL_SQUARE, NULL);
  GtkEventController *key = gtk_event_controller_key_new ();
  GtkGesture *click = gtk_gesture_click_new ();

  square->editor = editor;
  square->x = x;
  square->y = y;
  g_signal_connect (key, "key-pressed", G_CALLBACK (square_key_pressed_cb), square);
  gtk_widget_add_controller (GTK_WIDGET (square), key);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (square_pressed_cb), square);
  gtk_widget_add_controller (GTK_WIDGET (square), GTK_EVENT_CONTROLLER (click));
  return GTK_WIDGET (square);
}

/* ------------------------------------------------------------ board */

static void
board_options (TerrCellBoard     *self,
               TerrRenderOptions *opts)
{
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));
  GdkRGBA color;

  terr_render_options_init (opts);
  opts->view = TERR_RENDER_VIEW_PLAN;
  opts->seat = 1;
  opts->fill_background = FALSE;
  opts->show_paths = FALSE;
  opts->scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (context, &color);
  opts->foreground = (TerrRenderColor) { color.red, color.green, color.blue, color.alpha };
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
terr_cell_board_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  TerrCellBoard *self = TERR_CELL_BOARD (widget);
  int side = self->scene != NULL ? MAX (self->scene->gp.width, 1) : TERR_CELL_EDITOR_MIN_SIDE;

  /* The renderer keeps a margin, a hedge and a line for a name around
   * the squares: squares of about 32 px at least, 44 px when there is
   * room. */
  *minimum = side * 48 + 48;
  *natural = side * 64 + 80;
}

static void
terr_cell_board_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  TerrCellBoard *self = TERR_CELL_BOARD (widget);
  TerrRenderOptions opts;
  double x0, y0, x1, y1, unit;

  if (self->scene == NULL)
    return;
  board_options (self, &opts);
  if (!terr_render_scene_locate (self->scene, width, height, &opts, 1, 0.5, 0.5, 0, &x0, &y0)
      || !terr_render_scene_locate (self->scene, width, height, &opts, 1, 1.5, 1.5, 0, &x1, &y1))
    return;
  unit = x1 - x0;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      TerrCellSquare *square = TERR_CELL_SQUARE (child);
      GtkAllocation a;

      a.x = (int) floor (x0 + (square->x - 0.5) * unit);
      a.y = (int) floor (y0 + (square->y - 0.5) * unit);
      a.width = (int) floor (x0 + (square->x + 0.5) * unit) - a.x;
      a.height = (int) floor (y0 + (square->y + 0.5) * unit) - a.y;
      gtk_widget_size_allocate (child, &a, -1);
    }
}

static void
terr_cell_board_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  TerrCellBoard *self = TERR_CELL_BOARD (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  TerrRenderOptions opts;
  cairo_t *cr;

  if (self->scene != NULL && w > 0 && h > 0)
    {
      board_options (self, &opts);
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
      terr_render_scene_draw (self->scene, cr, w, h, &opts);
      cairo_destroy (cr);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_snapshot_child (widget, child, snapshot);
}

/* One stop of Tab for the whole grid (at the square last focused); the
 * arrow keys move inside it. */
static gboolean
terr_cell_board_focus (GtkWidget        *widget,
                       GtkDirectionType  direction)
{
  TerrCellBoard *self = TERR_CELL_BOARD (widget);
  GtkWidget *focus = gtk_widget_get_focus_child (widget);

  if (focus != NULL)
    return direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD
           && gtk_widget_child_focus (focus, direction);
  if (self->current == NULL)
    self->current = gtk_widget_get_first_child (widget);
  return self->current != NULL && gtk_widget_grab_focus (self->current);
}

static void
terr_cell_board_dispose (GObject *object)
{
  TerrCellBoard *self = TERR_CELL_BOARD (object);
  GtkWidget *child;

  self->current = NULL;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->scene, terr_render_scene_free);
  G_OBJECT_CLASS (terr_cell_board_parent_class)->dispose (object);
}

static void
terr_cell_board_class_init (TerrCellBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = terr_cell_board_dispose;
  widget_class->measure = terr_cell_board_measure;
  widget_class->size_allocate = terr_cell_board_size_allocate;
  widget_class->snapshot = terr_cell_board_snapshot;
  widget_class->focus = terr_cell_board_focus;
  gtk_widget_class_set_css_name (widget_class, "cellboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
terr_cell_board_init (TerrCellBoard *self)
{
}

/* ------------------------------------------------------------ editor */

static int
find_cell (TerrCellEditor *self,
           int             x,
           int             y)
{
  for (guint i = 0; i < self->cells->len; i++)
    {
      DrawnCell *c = &g_array_index (self->cells, DrawnCell, i);
      if (c->x == x && c->y == y)
        return (int) i;
    }
  return -1;
}

/* The cells normalised, as the core takes them; returns how many. */
static int
normalised_cells (TerrCellEditor *self,
                  TerrGpCell     *out)
{
  int minx = G_MAXINT, miny = G_MAXINT;

  for (guint i = 0; i < self->cells->len; i++)
    {
      DrawnCell *c = &g_array_index (self->cells, DrawnCell, i);
      minx = MIN (minx, c->x);
      miny = MIN (miny, c->y);
    }
  for (guint i = 0; i < self->cells->len; i++)
    {
      DrawnCell *c = &g_array_index (self->cells, DrawnCell, i);
      out[i] = (TerrGpCell) { (gint8) (c->x - minx), (gint8) (c->y - miny), (guint8) c->cover };
    }
  return (int) self->cells->len;
}

static void
first_problem_cb (gpointer    data,
                  TerrGpItem  item,
                  int         index,
                  int         x,
                  int         y,
                  const char *message)
{
  char **first = data;

  if (*first == NULL)
    *first = g_strdup (message);
}

/* Parts of the shape joined side by side (the rules do not ask for one). */
static int
count_parts (TerrCellEditor *self)
{
  int side = self->side, parts = 0;
  g_autofree int *seen = g_new0 (int, side * side);
  g_autofree int *stack = g_new (int, side * side);

  for (guint i = 0; i < self->cells->len; i++)
    {
      DrawnCell *c = &g_array_index (self->cells, DrawnCell, i);
      int n = 0;

      if (seen[c->y * side + c->x])
        continue;
      parts++;
      seen[c->y * side + c->x] = 1;
      stack[n++] = c->y * side + c->x;
      while (n > 0)
        {
          int k = stack[--n], x = k % side, y = k / side;
          const int d[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };

          for (int j = 0; j < 4; j++)
            {
              int nx = x + d[j][0], ny = y + d[j][1];
              if (nx >= 0 && ny >= 0 && nx < side && ny < side && !seen[ny * side + nx]
                  && find_cell (self, nx, ny) >= 0)
                {
                  seen[ny * side + nx] = 1;
                  stack[n++] = ny * side + nx;
                }
            }
        }
    }
  return parts;
}

/* Whether the cells make a piece (the core's checks) and the words for
 * it: the problem, or the shape. */
static gboolean
judge (TerrCellEditor *self,
       char          **message)
{
  TerrGpCell cells[TERR_CELL_EDITOR_MAX_SIDE * TERR_CELL_EDITOR_MAX_SIDE];
  g_autofree char *reason = NULL;
  char *problem = NULL;
  TerrGpPiece *piece;
  int n = normalised_cells (self, cells);
  int parts;

  if (n == 0)
    {
      *message = g_strdup (_("A piece needs at least one cell: click a square to draw one"));
      return FALSE;
    }
  /* The id only names the piece in the core's words; none is shown. */
  piece = terr_gp_piece_new ("new", self->kind, cells, n, &reason);
  if (piece == NULL)
    {
      *message = g_strdup_printf (_("Not a piece: %s"), reason);
      return FALSE;
    }
  terr_gp_piece_check (piece, first_problem_cb, &problem);
  if (problem != NULL)
    {
      *message = g_strdup_printf (_("Not a piece: %s"), problem);
      g_free (problem);
      terr_gp_piece_free (piece);
      return FALSE;
    }
  parts = count_parts (self);
  {
    g_autofree char *shape = terr_gp_piece_describe_shape (piece);

    if (parts > 1)
      /* The rules allow a piece in parts; say so all the same. */
      *message = g_strdup_printf (ngettext ("%s, in %d part that do not touch",
                                            "%s, in %d parts that do not touch", parts),
                                  shape, parts);
    else
      *message = g_strdup (shape);
  }
  terr_gp_piece_free (piece);
  return TRUE;
}

static void
update_square_label (TerrCellEditor *self,
                     int             x,
                     int             y)
{
  GtkWidget *square = terr_cell_editor_get_square (self, x, y);
  g_autofree char *label = NULL;

  /* Rows and columns counted from 1 for people. */
  label = g_strdup_printf (_("row %d, column %d: %s"), y + 1, x + 1,
                           cover_name (terr_cell_editor_get_cover (self, x, y)));
  gtk_accessible_update_property (GTK_ACCESSIBLE (square),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_set_tooltip_text (square, label);
}

static void
rebuild_scene (TerrCellEditor *self)
{
  TerrRenderScene *scene = terr_render_scene_new (TERR_GAME_GARDEN_PATHS);
  TerrRenderGpGrid *grid;

  terr_render_scene_gp_set_board (scene, self->side, self->side, NULL);
  grid = terr_render_scene_gp_add_grid (scene, 1, NULL);
  for (guint i = 0; i < self->cells->len; i++)
    {
      DrawnCell *c = &g_array_index (self->cells, DrawnCell, i);
      int k = c->y * self->side + c->x;

      /* One placement: the cells join into one piece as on the board. */
      grid->owner[k] = 0;
      if (c->cover == TERR_GP_PATH)
        grid->cover[k] = TERR_RENDER_GP_PATH;
      else
        {
          grid->cover[k] = TERR_RENDER_GP_FLOWER;
          grid->flower[k] = c->cover == TERR_GP_ROSE ? TERR_RENDER_FLOWER_ROSE
                          : c->cover == TERR_GP_MARIGOLD ? TERR_RENDER_FLOWER_MARIGOLD
                          : TERR_RENDER_FLOWER_LAVENDER;
        }
    }
  g_clear_pointer (&self->board->scene, terr_render_scene_free);
  self->board->scene = scene;
}

static void
rebuild_squares (TerrCellEditor *self)
{
  GtkWidget *child;

  self->board->current = NULL;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->board))) != NULL)
    gtk_widget_unparent (child);
  g_ptr_array_set_size (self->squares, 0);
  for (int y = 0; y < self->side; y++)
    for (int x = 0; x < self->side; x++)
      {
        GtkWidget *square = terr_cell_square_new (self, x, y);

        gtk_widget_set_parent (square, GTK_WIDGET (self->board));
        g_ptr_array_add (self->squares, square);
      }
}

/* Everything shown follows the cells. */
static void
update (TerrCellEditor *self)
{
  g_autofree char *text = terr_cell_editor_get_cells (self);
  g_autofree char *message = NULL;
  g_autofree char *name = NULL;

  self->allowed = judge (self, &message);
  g_free (self->message);
  self->message = g_steal_pointer (&message);

  self->updating = TRUE;
  gtk_toggle_button_set_active (self->path_toggle, self->kind == TERR_GP_KIND_PATH);
  gtk_toggle_button_set_active (self->flower_toggle, self->kind == TERR_GP_KIND_FLOWER);
  self->updating = FALSE;

  gtk_label_set_text (self->cells_label, *text != '\0' ? text : _("(no cells)"));
  gtk_label_set_text (self->message_label, self->message);
  if (self->allowed)
    gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "error");

  for (int y = 0; y < self->side; y++)
    for (int x = 0; x < self->side; x++)
      update_square_label (self, x, y);
  rebuild_scene (self);
  name = g_strdup_printf (self->kind == TERR_GP_KIND_PATH ? _("Cells of a path piece: %s")
                                                          : _("Cells of a flower bed: %s"),
                          self->message);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->board),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_widget_queue_allocate (GTK_WIDGET (self->board));
  gtk_widget_queue_draw (GTK_WIDGET (self->board));
}

static void
cells_changed (TerrCellEditor *self)
{
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CELLS]);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
kind_toggled_cb (GtkToggleButton *button,
                 TerrCellEditor  *self)
{
  if (self->updating || !gtk_toggle_button_get_active (button))
    return;
  terr_cell_editor_set_kind (self, button == self->path_toggle ? TERR_GP_KIND_PATH
                                                               : TERR_GP_KIND_FLOWER);
}

static void
terr_cell_editor_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TerrCellEditor *self = TERR_CELL_EDITOR (object);

  switch (prop_id)
    {
    case PROP_KIND:
      g_value_set_int (value, self->kind);
      break;
    case PROP_CELLS:
      g_value_take_string (value, terr_cell_editor_get_cells (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_cell_editor_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TerrCellEditor *self = TERR_CELL_EDITOR (object);

  switch (prop_id)
    {
    case PROP_KIND:
      terr_cell_editor_set_kind (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_cell_editor_dispose (GObject *object)
{
  TerrCellEditor *self = TERR_CELL_EDITOR (object);

  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), TERR_TYPE_CELL_EDITOR);
  /* The template's box has no id: it goes here. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  self->board = NULL;
  G_OBJECT_CLASS (terr_cell_editor_parent_class)->dispose (object);
}

static void
terr_cell_editor_finalize (GObject *object)
{
  TerrCellEditor *self = TERR_CELL_EDITOR (object);

  g_clear_pointer (&self->squares, g_ptr_array_unref);
  g_clear_pointer (&self->cells, g_array_unref);
  g_clear_pointer (&self->message, g_free);
  G_OBJECT_CLASS (terr_cell_editor_parent_class)->finalize (object);
}

static void
terr_cell_editor_class_init (TerrCellEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = terr_cell_editor_get_property;
  object_class->set_property = terr_cell_editor_set_property;
  object_class->dispose = terr_cell_editor_dispose;
  object_class->finalize = terr_cell_editor_finalize;

  properties[PROP_KIND] =
    g_param_spec_int ("kind", NULL, NULL, TERR_GP_KIND_PATH, TERR_GP_KIND_FLOWER,
                      TERR_GP_KIND_PATH,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CELLS] =
    g_param_spec_string ("cells", NULL, NULL, "",
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The cells or the kind changed (by the user or a call). */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/games/terr-cell-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, TerrCellEditor, path_toggle);
  gtk_widget_class_bind_template_child (widget_class, TerrCellEditor, flower_toggle);
  gtk_widget_class_bind_template_child (widget_class, TerrCellEditor, board_box);
  gtk_widget_class_bind_template_child (widget_class, TerrCellEditor, cells_label);
  gtk_widget_class_bind_template_child (widget_class, TerrCellEditor, message_label);
  gtk_widget_class_bind_template_callback (widget_class, kind_toggled_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "celleditor");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
terr_cell_editor_init (TerrCellEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->cells = g_array_new (FALSE, FALSE, sizeof (DrawnCell));
  self->squares = g_ptr_array_new ();
  self->side = TERR_CELL_EDITOR_MIN_SIDE;
  self->kind = TERR_GP_KIND_PATH;
  self->board = g_object_new (TERR_TYPE_CELL_BOARD, NULL);
  gtk_widget_set_halign (GTK_WIDGET (self->board), GTK_ALIGN_CENTER);
  gtk_box_append (self->board_box, GTK_WIDGET (self->board));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Cell Editor"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Click a square, or press Space on it, to change it; the arrow keys move between squares"),
                                  -1);
  rebuild_squares (self);
  update (self);
}

GtkWidget *
terr_cell_editor_new (void)
{
  return g_object_new (TERR_TYPE_CELL_EDITOR, NULL);
}

TerrGpKind
terr_cell_editor_get_kind (TerrCellEditor *self)
{
  g_return_val_if_fail (TERR_IS_CELL_EDITOR (self), TERR_GP_KIND_PATH);
  return self->kind;
}

void
terr_cell_editor_set_kind (TerrCellEditor *self,
                           TerrGpKind      kind)
{
  g_return_if_fail (TERR_IS_CELL_EDITOR (self));
  g_return_if_fail (kind == TERR_GP_KIND_PATH || kind == TERR_GP_KIND_FLOWER);

  if (self->kind == kind)
    return;
  self->kind = kind;
  /* The shape stays: path squares become roses, flowers path squares. */
  for (guint i = 0; i < self->cells->len; i++)
    {
      DrawnCell *c = &g_array_index (self->cells, DrawnCell, i);
      c->cover = kind == TERR_GP_KIND_PATH ? TERR_GP_PATH : TERR_GP_ROSE;
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KIND]);
  cells_changed (self);
}

gboolean
terr_cell_editor_set_cells (TerrCellEditor *self,
                            TerrGpKind      kind,
                            const char     *cells,
                            GError        **error)
{
  g_autofree char *reason = NULL;
  TerrGpPiece *piece;
  int w = 0, h = 0, side;
  gboolean kind_changed;

  g_return_val_if_fail (TERR_IS_CELL_EDITOR (self), FALSE);
  g_return_val_if_fail (kind == TERR_GP_KIND_PATH || kind == TERR_GP_KIND_FLOWER, FALSE);
  g_return_val_if_fail (cells != NULL, FALSE);

  piece = terr_gp_piece_parse ("piece", kind, cells, &reason);
  if (piece == NULL)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID, "%s", reason);
      return FALSE;
    }
  for (int i = 0; i < piece->n_cells; i++)
    {
      if (piece->cells[i].dx < 0 || piece->cells[i].dy < 0)
        {
          g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID,
                       _("cell (%d,%d) is not normalised: the cell editor shows cells from 0,0 on"),
                       piece->cells[i].dx, piece->cells[i].dy);
          terr_gp_piece_free (piece);
          return FALSE;
        }
      w = MAX (w, piece->cells[i].dx + 1);
      h = MAX (h, piece->cells[i].dy + 1);
    }
  side = MAX (TERR_CELL_EDITOR_MIN_SIDE, MAX (w, h));
  if (side > TERR_CELL_EDITOR_MAX_SIDE)
    {
      g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID,
                   _("a piece %d squares wide and %d high is too large for the cell editor (at most %d x %d)"),
                   w, h, TERR_CELL_EDITOR_MAX_SIDE, TERR_CELL_EDITOR_MAX_SIDE);
      terr_gp_piece_free (piece);
      return FALSE;
    }
  g_array_set_size (self->cells, 0);
  for (int i = 0; i < piece->n_cells; i++)
    {
      DrawnCell c = { piece->cells[i].dx, piece->cells[i].dy, piece->cells[i].cover };

      /* A cell listed twice is drawn once. */
      if (find_cell (self, c.x, c.y) < 0)
        g_array_append_val (self->cells, c);
    }
  terr_gp_piece_free (piece);
  kind_changed = self->kind != kind;
  self->kind = kind;
  if (side != self->side)
    {
      self->side = side;
      rebuild_squares (self);
      gtk_widget_queue_resize (GTK_WIDGET (self->board));
    }
  if (kind_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KIND]);
  cells_changed (self);
  return TRUE;
}

char *
terr_cell_editor_get_cells (TerrCellEditor *self)
{
  TerrGpCell cells[TERR_CELL_EDITOR_MAX_SIDE * TERR_CELL_EDITOR_MAX_SIDE];
  GString *text = g_string_new (NULL);
  int n;

  g_return_val_if_fail (TERR_IS_CELL_EDITOR (self), g_string_free (text, FALSE));
  n = normalised_cells (self, cells);
  for (int i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append_c (text, ' ');
      g_string_append_printf (text, "%d,%d", cells[i].dx, cells[i].dy);
      if (cells[i].cover != TERR_GP_PATH)
        g_string_append_printf (text, ":%s", terr_gp_cover_to_string (cells[i].cover));
    }
  return g_string_free (text, FALSE);
}

gboolean
terr_cell_editor_check (TerrCellEditor *self,
                        GError        **error)
{
  g_return_val_if_fail (TERR_IS_CELL_EDITOR (self), FALSE);

  if (!self->allowed)
    g_set_error (error, TERR_ERROR, TERR_ERROR_INVALID, "%s", self->message);
  return self->allowed;
}

void
terr_cell_editor_cycle (TerrCellEditor *self,
                        int             x,
                        int             y)
{
  int at;

  g_return_if_fail (TERR_IS_CELL_EDITOR (self));
  g_return_if_fail (x >= 0 && y >= 0 && x < self->side && y < self->side);

  at = find_cell (self, x, y);
  if (at < 0)
    {
      DrawnCell c = { x, y, self->kind == TERR_GP_KIND_PATH ? TERR_GP_PATH : TERR_GP_ROSE };
      g_array_append_val (self->cells, c);
    }
  else
    {
      DrawnCell *c = &g_array_index (self->cells, DrawnCell, at);

      /* empty → path → empty; empty → rose → marigold → lavender → empty */
      if (c->cover == TERR_GP_PATH || c->cover == TERR_GP_LAVENDER)
        g_array_remove_index (self->cells, at);
      else
        c->cover++;
    }
  cells_changed (self);
}

TerrGpCover
terr_cell_editor_get_cover (TerrCellEditor *self,
                            int             x,
                            int             y)
{
  int at;

  g_return_val_if_fail (TERR_IS_CELL_EDITOR (self), TERR_GP_EMPTY);
  at = find_cell (self, x, y);
  return at < 0 ? TERR_GP_EMPTY : g_array_index (self->cells, DrawnCell, at).cover;
}

void
terr_cell_editor_clear (TerrCellEditor *self)
{
  g_return_if_fail (TERR_IS_CELL_EDITOR (self));
  if (self->cells->len == 0)
    return;
  g_array_set_size (self->cells, 0);
  cells_changed (self);
}

int
terr_cell_editor_get_side (TerrCellEditor *self)
{
  g_return_val_if_fail (TERR_IS_CELL_EDITOR (self), 0);
  return self->side;
}

GtkWidget *
terr_cell_editor_get_square (TerrCellEditor *self,
                             int             x,
                             int             y)
{
  g_return_val_if_fail (TERR_IS_CELL_EDITOR (self), NULL);
  g_return_val_if_fail (x >= 0 && y >= 0 && x < self->side && y < self->side, NULL);
  return g_ptr_array_index (self->squares, y * self->side + x);
}

const char *
terr_cell_editor_get_message (TerrCellEditor *self)
{
  g_return_val_if_fail (TERR_IS_CELL_EDITOR (self), NULL);
  return self->message;
}
