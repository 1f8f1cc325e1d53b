/* terr-panel-layout.c — a board and a side panel, side by side or one
 * above the other.
 *
 * The widget's children are, in order, the board (or whatever holds it),
 * a separator, and the panel (a scrolled window).  When the width holds
 * the board at TERR_PANEL_LAYOUT_BOARD_MIN_WIDTH beside the panel at its
 * natural width, they are laid out as a horizontal box would: the panel at
 * its natural width on the end side, the board taking the rest.  Below
 * that the panel goes under the board: the board gets a square of the
 * width (less when the height is short; never less than its minimum), the
 * panel the rest of the height, where it scrolls.  So the narrowest window
 * is as wide as the wider of the board's and the panel's minimum widths.
 * Children that are not visible are left out.
 */
#include "config.h"

#include "terr-panel-layout.h"

struct _TerrPanelLayout
{
  GtkLayoutManager parent_instance;

  gboolean narrow;
};

G_DEFINE_FINAL_TYPE (TerrPanelLayout, terr_panel_layout, GTK_TYPE_LAYOUT_MANAGER)

typedef struct {
  GtkWidget *board;
  GtkWidget *separator;
  GtkWidget *panel;
} Parts;

static void
get_parts (GtkWidget *widget,
           Parts     *parts)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  parts->board = child;
  parts->separator = child != NULL ? gtk_widget_get_next_sibling (child) : NULL;
  parts->panel = parts->separator != NULL ? gtk_widget_get_next_sibling (parts->separator) : NULL;
  if (parts->board != NULL && !gtk_widget_should_layout (parts->board))
    parts->board = NULL;
  if (parts->separator != NULL && !gtk_widget_should_layout (parts->separator))
    parts->separator = NULL;
  if (parts->panel != NULL && !gtk_widget_should_layout (parts->panel))
    parts->panel = NULL;
}

static void
measure_child (GtkWidget      *child,
               GtkOrientation  orientation,
               int             for_size,
               int            *minimum,
               int            *natural)
{
  *minimum = *natural = 0;
  if (child != NULL)
    gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
}

/* Whether @width puts the panel under the board. */
static gboolean
is_narrow (const Parts *parts,
           int          width)
{
  int board_min, board_nat, sep_min, sep_nat, panel_min, panel_nat;

  if (parts->board == NULL || parts->panel == NULL)
    return FALSE;
  measure_child (parts->board, GTK_ORIENTATION_HORIZONTAL, -1, &board_min, &board_nat);
  measure_child (parts->separator, GTK_ORIENTATION_HORIZONTAL, -1, &sep_min, &sep_nat);
  measure_child (parts->panel, GTK_ORIENTATION_HORIZONTAL, -1, &panel_min, &panel_nat);
  return width < MAX (board_min, TERR_PANEL_LAYOUT_BOARD_MIN_WIDTH) + sep_min + panel_nat;
}

/* The panel's width beside the board in a wide layout. */
static int
panel_width (const Parts *parts,
             int          width,
             int          sep_width)
{
  int board_min, board_nat, panel_min, panel_nat;

  measure_child (parts->board, GTK_ORIENTATION_HORIZONTAL, -1, &board_min, &board_nat);
  measure_child (parts->panel, GTK_ORIENTATION_HORIZONTAL, -1, &panel_min, &panel_nat);
  return MAX (panel_min, MIN (panel_nat, width - sep_width - board_min));
}

/* The board's height over the panel in a narrow layout of @width x
 * @height (-1: as much as it likes). */
static int
board_height (const Parts *parts,
              int          width,
              int          height,
              int          sep_height)
{
  int board_min, board_nat, panel_min, panel_nat;
  int h;

  measure_child (parts->board, GTK_ORIENTATION_VERTICAL, width, &board_min, &board_nat);
  measure_child (parts->panel, GTK_ORIENTATION_VERTICAL, width, &panel_min, &panel_nat);
  h = width;
  if (height >= 0)
    h = MIN (h, height - sep_height - panel_min);
  return MAX (h, board_min);
}

static GtkSizeRequestMode
terr_panel_layout_get_request_mode (GtkLayoutManager *manager,
                                    GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
terr_panel_layout_measure (GtkLayoutManager *manager,
                           GtkWidget        *widget,
                           GtkOrientation    orientation,
                           int               for_size,
                           int              *minimum,
                           int              *natural,
                           int              *minimum_baseline,
                           int              *natural_baseline)
{
  Parts parts;
  int board_min, board_nat, sep_min, sep_nat, panel_min, panel_nat;

  get_parts (widget, &parts);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      measure_child (parts.board, orientation, -1, &board_min, &board_nat);
      measure_child (parts.separator, orientation, -1, &sep_min, &sep_nat);
      measure_child (parts.panel, orientation, -1, &panel_min, &panel_nat);
      /* As narrow as the panel under the board; as wide as both side by
       * side would like. */
      *minimum = MAX (board_min, panel_min);
      *natural = board_nat + sep_nat + panel_nat;
      if (parts.board == NULL || parts.panel == NULL)
        *minimum = board_min + sep_min + panel_min;
    }
  else if (for_size >= 0 && is_narrow (&parts, for_size))
    {
      int board_h = board_height (&parts, for_size, -1, 0);

      measure_child (parts.board, orientation, for_size, &board_min, &board_nat);
      measure_child (parts.separator, orientation, for_size, &sep_min, &sep_nat);
      measure_child (parts.panel, orientation, for_size, &panel_min, &panel_nat);
      *minimum = board_min + sep_min + panel_min;
      *natural = MAX (board_h, board_nat) + sep_nat + panel_nat;
    }
  else
    {
      int sep_w = 0, sep_w_nat = 0, panel_w = -1, board_w = -1;

      if (for_size >= 0 && parts.panel != NULL)
        {
          measure_child (parts.separator, GTK_ORIENTATION_HORIZONTAL, -1, &sep_w, &sep_w_nat);
          panel_w = panel_width (&parts, for_size, sep_w);
          board_w = MAX (0, for_size - sep_w - panel_w);
        }
      measure_child (parts.board, orientation, board_w, &board_min, &board_nat);
      measure_child (parts.separator, orientation, -1, &sep_min, &sep_nat);
      measure_child (parts.panel, orientation, panel_w, &panel_min, &panel_nat);
      *minimum = MAX (MAX (board_min, sep_min), panel_min);
      *natural = MAX (MAX (board_nat, sep_nat), panel_nat);
    }
}

static void
place (GtkWidget *child,
       int        parent_width,
       gboolean   rtl,
       int        x,
       int        y,
       int        width,
       int        height)
{
  if (child == NULL)
    return;
  if (rtl)
    x = parent_width - x - width;
  gtk_widget_size_allocate (child, &(GtkAllocation) { x, y, MAX (width, 0), MAX (height, 0) }, -1);
}

static void
terr_panel_layout_allocate (GtkLayoutManager *manager,
                            GtkWidget        *widget,
                            int               width,
                            int               height,
                            int               baseline)
{
  TerrPanelLayout *self = TERR_PANEL_LAYOUT (manager);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int sep_min = 0, sep_nat = 0;
  Parts parts;

  get_parts (widget, &parts);
  self->narrow = is_narrow (&parts, width);
  if (self->narrow)
    {
      int board_h;

      measure_child (parts.separator, GTK_ORIENTATION_VERTICAL, width, &sep_min, &sep_nat);
      board_h = board_height (&parts, width, height, sep_min);
      place (parts.board, width, rtl, 0, 0, width, board_h);
      place (parts.separator, width, rtl, 0, board_h, width, sep_min);
      place (parts.panel, width, rtl, 0, board_h + sep_min, width, height - board_h - sep_min);
    }
  else
    {
      int panel_w = 0, board_w;

      measure_child (parts.separator, GTK_ORIENTATION_HORIZONTAL, -1, &sep_min, &sep_nat);
      if (parts.panel != NULL)
        panel_w = panel_width (&parts, width, sep_min);
      board_w = parts.board != NULL ? width - sep_min - panel_w : 0;
      if (parts.board == NULL)
        panel_w = width - sep_min;
      place (parts.board, width, rtl, 0, 0, board_w, height);
      place (parts.separator, width, rtl, board_w, 0, sep_min, height);
      place (parts.panel, width, rtl, board_w + sep_min, 0, panel_w, height);
    }
}

gboolean
terr_panel_layout_get_narrow (TerrPanelLayout *self)
{
  g_return_val_if_fail (TERR_IS_PANEL_LAYOUT (self), FALSE);

  return self->narrow;
}

static void
terr_panel_layout_class_init (TerrPanelLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  layout_class->get_request_mode = terr_panel_layout_get_request_mode;
  layout_class->measure = terr_panel_layout_measure;
  layout_class->allocate = terr_panel_layout_allocate;
}

static void
terr_panel_layout_init (TerrPanelLayout *self)
{
}
