/* terr-board.c — the board widget.
 *
 * Draws the position with the shared renderer through
 * gtk_snapshot_append_cairo, in the chrome colours of the current style, and
 * turns pointer and keys into moves: the selected choice of a TerrChoices is
 * shown as a ghost where it would go (green when legal, red with the reason
 * in the tooltip when not); a click or Enter plays it.  Arrow keys move a
 * cursor, N and Shift+N cycle the pieces, R turns and M mirrors, Escape
 * drops the ghost; Tab leaves the board; the wheel zooms and a drag pans.
 *
 * For screen readers the board's accessible description says what lies on
 * the square under the cursor (bottom to top, from the game's
 * describe_square) and what the selected piece would do there; after a
 * move (anyone's), a refused move or "read the position" (Ctrl+R) it
 * starts with that announcement.  GTK 4.14 and later also announce it.
 *
 * The board keeps one TerrRenderScene of the position shown, built when
 * the position changes (the game's "changed", another game) and read by
 * every draw, hit test, cursor move and pointer motion in between: a ghost
 * is the kept scene drawn with the hovered move.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "terr-board.h"
#include "gp/terr-gp-game.h"
#include "terr-render-scene.h"
#include "terr-seat-colors.h"

#define MIN_ZOOM 0.5
#define MAX_ZOOM 8.0

struct _TerrBoard
{
  GtkWidget parent_instance;

  TerrGame       *game;
  TerrChoices    *choices;

  /* The position shown (NULL without a game) and what it says to screen
   * readers; both follow the game's "changed". */
  TerrRenderScene *scene;
  char           *label;
  guint           scene_builds;
  /* What was last announced (a move, a refusal, the whole position),
   * read before the cursor until the next key that moves the cursor or
   * the piece; and the description last given to screen readers. */
  char           *announcement;
  char           *accessible_text;
  gboolean        move_to_announce;

  TerrRenderView  view;
  int             max_level;
  double          zoom;
  double          pan_x;
  double          pan_y;
  double          drag_pan_x;
  double          drag_pan_y;

  int             cursor_x;
  int             cursor_y;
  gboolean        cursor_visible;

  /* Where the ghost comes from: the pointer or the cursor. */
  gboolean        pointer_inside;
  gboolean        use_pointer;
  double          pointer_x;
  double          pointer_y;

  TerrMove       *ghost;
  gboolean        ghost_legal;
  /* Why it is refused, in the game's full words (terr_game_word_refusal),
   * for the tooltip and screen readers. */
  char           *ghost_reason;

  /* While a computer seat plays: input plays nothing, the computer's
   * placement is shown as the ghost for a moment, and Garden Paths shows
   * the grid of a person's seat instead of the seat to move. */
  gboolean        interactive;
  TerrMove       *shown_move;
  int             viewer_seat;

  /* Edit mode (the scenario editor): a click, a right click or Enter
   * emits "square-activated" instead of playing; the cursor follows the
   * pointer and no ghost is drawn. */
  gboolean        edit_mode;

  /* The score explained on the board (TerrRenderOptions.explain_*). */
  int             explain_seat;
  int             explain_direction;
};

G_DEFINE_FINAL_TYPE (TerrBoard, terr_board, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_CHOICES,
  PROP_VIEW,
  PROP_MAX_LEVEL,
  PROP_ZOOM,
  N_PROPS
};

enum {
  MOVE_REFUSED,
  SQUARE_ACTIVATED,
  GAZEBO_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void update_ghost (TerrBoard *self);
static void edit_hover (TerrBoard *self);
static void edit_activate_cursor (TerrBoard *self);
static gboolean emit_square_activated (TerrBoard *self, const TerrRenderHit *hit, guint button);

/* --- geometry --- */

static int
board_seat (TerrBoard *self)
{
  /* garden-paths: the grid of the seat to move; all grids when over. */
  if (self->game == NULL || terr_game_get_kind (self->game) != TERR_GAME_GARDEN_PATHS)
    return 0;
  if (terr_game_is_over (self->game))
    return 0;
  if (self->viewer_seat > 0
      && self->viewer_seat <= (int) terr_game_get_n_players (self->game))
    return self->viewer_seat;
  return MAX (terr_game_get_seat_to_move (self->game), 1);
}

static void
to_board (TerrBoard *self,
          double     x,
          double     y,
          double    *bx,
          double    *by)
{
  double cx = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double cy = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;

  *bx = (x - cx - self->pan_x) / self->zoom + cx;
  *by = (y - cy - self->pan_y) / self->zoom + cy;
}

void
terr_board_style_colors (GtkWidget         *widget,
                         TerrRenderOptions *opts)
{
  GtkStyleContext *context = gtk_widget_get_style_context (widget);
  GdkRGBA color;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (context, &color);
  opts->foreground = (TerrRenderColor) { color.red, color.green, color.blue, color.alpha };
  if (gtk_style_context_lookup_color (context, "view_bg_color", &color))
    opts->background = (TerrRenderColor) { color.red, color.green, color.blue, color.alpha };
  if (gtk_style_context_lookup_color (context, "accent_color", &color))
    opts->accent = (TerrRenderColor) { color.red, color.green, color.blue, color.alpha };
  G_GNUC_END_IGNORE_DEPRECATIONS

  terr_seat_colors_apply (terr_seat_colors_get_default (), opts);
}

void
terr_board_get_render_options (TerrBoard         *self,
                               TerrRenderOptions *opts)
{
  g_return_if_fail (TERR_IS_BOARD (self));
  g_return_if_fail (opts != NULL);

  terr_render_options_init (opts);
  opts->view = self->view;
  opts->max_level = self->max_level;
  opts->seat = board_seat (self);
  opts->scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  opts->fill_background = FALSE;
  terr_board_style_colors (GTK_WIDGET (self), opts);

  opts->cursor_visible = self->cursor_visible;
  opts->cursor_x = self->cursor_x;
  opts->cursor_y = self->cursor_y;
  opts->cursor_seat = opts->seat;

  opts->ghost = self->ghost;
  opts->ghost_legal = self->ghost_legal;
  opts->explain_seat = self->explain_seat;
  opts->explain_direction = self->explain_direction;
}

static gboolean
hit_test (TerrBoard     *self,
          double         x,
          double         y,
          TerrRenderHit *hit)
{
  TerrRenderOptions opts;
  double bx, by;

  memset (hit, 0, sizeof *hit);
  if (self->scene == NULL)
    return FALSE;

  terr_board_get_render_options (self, &opts);
  opts.ghost = NULL;
  to_board (self, x, y, &bx, &by);
  return terr_render_scene_hit_test (self->scene,
                                     gtk_widget_get_width (GTK_WIDGET (self)),
                                     gtk_widget_get_height (GTK_WIDGET (self)),
                                     &opts, bx, by, hit)
         && hit->kind == TERR_RENDER_HIT_BOARD;
}

/* The square a piece goes to for a hit: hanging-gardens tiles take the
 * 2 x 2 block whose centre is nearest the pointer. */
static void
hit_square (TerrBoard           *self,
            const TerrRenderHit *hit,
            int                 *x,
            int                 *y)
{
  if (terr_choices_is_tile (self->choices))
    {
      *x = (int) floor (hit->fx + 0.5) - 1;
      *y = (int) floor (hit->fy + 0.5) - 1;
    }
  else
    {
      *x = hit->x;
      *y = hit->y;
    }
}

/* --- the ghost --- */

static void
clear_ghost (TerrBoard *self)
{
  g_clear_pointer (&self->ghost, terr_move_unref);
  g_clear_pointer (&self->ghost_reason, g_free);
  self->ghost_legal = FALSE;
}

static void
set_ghost (TerrBoard *self,
           TerrMove  *move)
{
  TerrRefusal refusal;

  clear_ghost (self);
  if (move == NULL)
    return;

  self->ghost = move;
  self->ghost_legal = terr_game_check_move_full (self->game, move, &refusal, NULL);
  if (!self->ghost_legal)
    self->ghost_reason = terr_game_word_refusal (self->game, &refusal, TERR_REFUSAL_FULL);
}

/* --- words for screen readers --- */

/* A Garden Paths piece in words: its shape, and a flower bed's flowers
 * ("three squares in an L: rose, marigold, rose"); NULL for another game. */
static char *
describe_gp_piece (TerrBoard  *self,
                   const char *id)
{
  const TerrGpPieceSet *set;
  const TerrGpPiece *piece;
  g_autofree char *shape = NULL;
  GString *flowers;
  int index;

  if (self->game == NULL || !TERR_IS_GP_GAME (self->game) || id == NULL)
    return NULL;
  set = terr_gp_game_get_pieces (TERR_GP_GAME (self->game));
  index = set != NULL ? terr_gp_piece_set_find (set, id) : -1;
  if (index < 0)
    return NULL;
  piece = terr_gp_piece_set_get (set, index);
  shape = terr_gp_piece_describe_shape (piece);
  if (piece->kind != TERR_GP_KIND_FLOWER)
    return g_steal_pointer (&shape);

  flowers = g_string_new (NULL);
  for (int i = 0; i < piece->n_cells; i++)
    {
      const char *name;

      switch (piece->cells[i].cover)
        {
        case TERR_GP_ROSE: name = _("rose"); break;
        case TERR_GP_MARIGOLD: name = _("marigold"); break;
        case TERR_GP_LAVENDER: name = _("lavender"); break;
        default: name = _("path"); break;
        }
      if (flowers->len > 0)
        /* TRANSLATORS: between the flowers of a bed: "rose, marigold" */
        g_string_append (flowers, _(", "));
      g_string_append (flowers, name);
    }
  {
    /* TRANSLATORS: a flower bed in words: "three squares in an L: rose, marigold, rose" */
    char *text = g_strdup_printf (_("%s: %s"), shape, flowers->str);

    g_string_free (flowers, TRUE);
    return text;
  }
}

/* The name of choice @index, with a Garden Paths piece's shape:
 * "Path p8 (three squares in an L)". */
static char *
describe_choice (TerrBoard *self,
                 int        index)
{
  const char *label;
  g_autofree char *shape = NULL;

  if (index < 0 || (guint) index >= terr_choices_get_n_choices (self->choices))
    return NULL;
  label = terr_choices_get_label (self->choices, index);
  shape = describe_gp_piece (self, terr_choices_get_attr (self->choices, index, "piece"));
  if (shape == NULL)
    return g_strdup (label);
  /* TRANSLATORS: a piece and its shape: "Path p8 (three squares in an L)" */
  return g_strdup_printf (_("%s (%s)"), label, shape);
}

/* What lies on the cursor's square, or NULL. */
static char *
describe_cursor_square (TerrBoard *self)
{
  int seat = board_seat (self);

  if (self->game == NULL)
    return NULL;
  if (seat == 0 && terr_game_get_kind (self->game) == TERR_GAME_GARDEN_PATHS)
    seat = 1;
  return terr_game_describe_square (self->game, seat, self->cursor_x, self->cursor_y);
}

static char *
describe_cursor (TerrBoard *self)
{
  int selected = terr_choices_get_selected (self->choices);
  g_autofree char *square = describe_cursor_square (self);
  g_autofree char *piece = NULL;
  g_autofree char *where = NULL;

  /* TRANSLATORS: the keyboard cursor of the board and what lies there:
   * "Cursor at 2, 3: terrace level 0, a suns bed" */
  if (square != NULL && *square != '\0')
    where = g_strdup_printf (_("Cursor at %d, %d: %s"), self->cursor_x, self->cursor_y, square);
  else
    where = g_strdup_printf (_("Cursor at %d, %d"), self->cursor_x, self->cursor_y);

  /* The editor: what lies on the square, not the pieces to play. */
  if (self->edit_mode || self->game == NULL)
    return g_steal_pointer (&where);
  if (selected >= 0)
    piece = describe_choice (self, selected);
  if (piece == NULL)
    return g_steal_pointer (&where);
  if (self->ghost == NULL)
    /* TRANSLATORS: the cursor, then the piece selected */
    return g_strdup_printf (_("%s. %s"), where, piece);
  if (self->ghost_legal)
    return g_strdup_printf (_("%s. %s can go here"), where, piece);
  /* TRANSLATORS: the cursor, the piece selected, then why it is refused
   * (whole sentences) */
  return g_strdup_printf (_("%s. %s cannot go here. %s"), where, piece, self->ghost_reason);
}

/* The Ziggurat open pile: "Open pile, next first: the 3–5, the 1–1."
 * (NULL for another game or a hidden pile). */
static char *
describe_zg_open_pile (TerrBoard *self)
{
  const TerrRenderZgScene *zg;
  GString *s;

  if (self->scene == NULL || self->scene->kind != TERR_GAME_ZIGGURAT
      || self->scene->zg.n_next == 0)
    return NULL;
  zg = &self->scene->zg;
  s = g_string_new (NULL);
  if (zg->n_next > 0)
    {
      /* TRANSLATORS: the top dominoes of an open pile, next first */
      g_string_append (s, _("Open pile, next first:"));
      for (int i = 0; i < zg->n_next; i++)
        /* TRANSLATORS: one domino of the open pile, " the 3–5" */
        g_string_append_printf (s, i == 0 ? _(" the %d–%d") : _(", the %d–%d"),
                                zg->next[i][0], zg->next[i][1]);
      g_string_append (s, ".");
    }
  return g_string_free (s, FALSE);
}

/* The open pile, and how many dominoes are left in it. */
static char *
describe_zg_pile (TerrBoard *self)
{
  g_autofree char *open = describe_zg_open_pile (self);
  const TerrRenderZgScene *zg;

  if (self->scene == NULL || self->scene->kind != TERR_GAME_ZIGGURAT)
    return NULL;
  zg = &self->scene->zg;
  if (open != NULL)
    return g_strdup_printf (ngettext ("%s %d domino in the pile.", "%s %d dominoes in the pile.",
                                      zg->pile), open, zg->pile);
  return g_strdup_printf (ngettext ("%d domino in the pile.", "%d dominoes in the pile.",
                                    zg->pile), zg->pile);
}

/* The whole position in words: Hanging Gardens row by row, Ziggurat tier
 * by tier, Garden Paths the grid row by row (the seat's own grid while
 * the grids are private, every grid once the game is over). */
char *
terr_board_describe_position (TerrBoard *self)
{
  GString *s;

  g_return_val_if_fail (TERR_IS_BOARD (self), NULL);

  if (self->game == NULL || self->scene == NULL)
    return g_strdup (_("No game"));
  s = g_string_new (NULL);
  switch (self->scene->kind)
    {
    case TERR_GAME_HANGING_GARDENS:
      {
        GArray *pieces = self->scene->hg.pieces;
        int minx = G_MAXINT, miny = G_MAXINT, maxx = G_MININT, maxy = G_MININT;

        for (guint i = 0; pieces != NULL && i < pieces->len; i++)
          {
            TerrRenderHgPiece *p = &g_array_index (pieces, TerrRenderHgPiece, i);
            minx = MIN (minx, p->x);
            miny = MIN (miny, p->y);
            maxx = MAX (maxx, p->x + 1);
            maxy = MAX (maxy, p->y + 1);
          }
        if (minx > maxx)
          {
            g_string_append (s, _("The garden is empty."));
            break;
          }
        for (int y = miny; y <= maxy; y++)
          {
            gboolean any = FALSE;

            for (int x = minx; x <= maxx; x++)
              {
                g_autofree char *square = terr_game_describe_square (self->game, 0, x, y);

                if (terr_render_scene_hg_top_terrace (self->scene, x, y) < 0 || square == NULL)
                  continue;
                if (!any)
                  /* TRANSLATORS: the start of a row of the garden */
                  g_string_append_printf (s, _("Row %d: "), y);
                else
                  g_string_append (s, "; ");
                /* TRANSLATORS: a space of a row: "3: terrace level 0, a suns bed" */
                g_string_append_printf (s, _("%d: %s"), x, square);
                any = TRUE;
              }
            if (any)
              g_string_append (s, ". ");
          }
      }
      break;

    case TERR_GAME_ZIGGURAT:
      {
        GArray *dominoes = self->scene->zg.dominoes;

        for (int tier = 1; tier <= 3; tier++)
          {
            int value[6][6];
            gboolean any = FALSE;

            memset (value, -1, sizeof value);
            for (guint i = 0; dominoes != NULL && i < dominoes->len; i++)
              {
                TerrRenderDomino *d = &g_array_index (dominoes, TerrRenderDomino, i);
                int bx = d->vertical ? d->x : d->x + 1;
                int by = d->vertical ? d->y + 1 : d->y;

                if (d->tier != tier)
                  continue;
                if (d->x >= 0 && d->x < 6 && d->y >= 0 && d->y < 6)
                  value[d->y][d->x] = d->a;
                if (bx >= 0 && bx < 6 && by >= 0 && by < 6)
                  value[by][bx] = d->b;
                any = TRUE;
              }
            if (!any)
              {
                /* TRANSLATORS: a tier with no domino yet */
                g_string_append_printf (s, _("Tier %d: empty. "), tier);
                continue;
              }
            /* TRANSLATORS: the start of a tier, row by row follows */
            g_string_append_printf (s, _("Tier %d: "), tier);
            for (int y = 0; y < 6; y++)
              {
                gboolean row = FALSE;

                for (int x = 0; x < 6; x++)
                  row |= value[y][x] >= 0;
                if (!row)
                  continue;
                g_string_append_printf (s, _("row %d:"), y);
                for (int x = 0; x < 6; x++)
                  {
                    if (value[y][x] >= 0)
                      g_string_append_printf (s, " %d", value[y][x]);
                    else
                      /* TRANSLATORS: a cell of a tier with no domino */
                      g_string_append_printf (s, " %s", _("empty"));
                  }
                g_string_append (s, "; ");
              }
            if (s->len >= 2 && g_str_has_suffix (s->str, "; "))
              g_string_truncate (s, s->len - 2);
            g_string_append (s, ". ");
          }
        {
          g_autofree char *pile = describe_zg_pile (self);

          g_string_append (s, pile);
        }
      }
      break;

    case TERR_GAME_GARDEN_PATHS:
      {
        int seat = board_seat (self);
        int first = seat, last = seat;

        if (seat == 0)
          {
            first = 1;
            last = (int) terr_game_get_n_players (self->game);
          }
        for (int k = first; k <= last; k++)
          {
            if (last > first)
              {
                g_autofree char *name = terr_game_get_player_name (self->game, k);
                /* TRANSLATORS: whose garden is read next */
                g_string_append_printf (s, _("%s's garden. "), name);
              }
            for (int y = 0; y < self->scene->gp.height; y++)
              {
                g_string_append_printf (s, _("Row %d: "), y);
                for (int x = 0; x < self->scene->gp.width; x++)
                  {
                    g_autofree char *square = terr_game_describe_square (self->game, k, x, y);

                    if (x > 0)
                      g_string_append (s, " | ");
                    g_string_append (s, square != NULL ? square : "");
                  }
                g_string_append (s, ". ");
              }
          }
      }
      break;

    case TERR_GAME_NONE:
    default:
      break;
    }
  {
    g_autofree char *status = terr_game_get_status_text (self->game);

    if (status != NULL && *status != '\0')
      g_string_append_printf (s, "%s.", status);
  }
  g_strchomp (s->str);
  return g_string_free (s, FALSE);
}

static void
update_accessible (TerrBoard *self)
{
  g_autofree char *cursor = describe_cursor (self);
  char *description;

  if (self->announcement != NULL)
    /* TRANSLATORS: what was just announced, then the cursor */
    description = g_strdup_printf (_("%s %s"), self->announcement, cursor);
  else
    description = g_steal_pointer (&cursor);

  if (g_strcmp0 (description, self->accessible_text) == 0)
    {
      g_free (description);
      return;
    }
  g_free (self->accessible_text);
  self->accessible_text = description;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->label != NULL && *self->label ? self->label : _("Board"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

/* Say @text now (a move, a refusal, the position): the start of the
 * board's description until the next key moves the cursor or the piece,
 * and (GTK 4.14 and later) an announcement. */
static void
announce (TerrBoard  *self,
          const char *text)
{
  g_free (self->announcement);
  self->announcement = g_strdup (text);
  update_accessible (self);
#if GTK_CHECK_VERSION (4, 14, 0)
  if (text != NULL)
    gtk_accessible_announce (GTK_ACCESSIBLE (self), text,
                             GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#endif
}

static void
forget_announcement (TerrBoard *self)
{
  g_clear_pointer (&self->announcement, g_free);
}

static void
update_ghost (TerrBoard *self)
{
  int selected;

  clear_ghost (self);
  if (self->edit_mode)
    {
      edit_hover (self);
      return;
    }
  selected = self->choices != NULL ? terr_choices_get_selected (self->choices) : -1;

  if (self->game != NULL && self->shown_move != NULL)
    set_ghost (self, terr_move_ref (self->shown_move));
  else if (self->game != NULL && self->interactive && selected >= 0
      && terr_choices_is_positional (self->choices, selected))
    {
      if (self->use_pointer && self->pointer_inside)
        {
          TerrRenderHit hit;

          if (hit_test (self, self->pointer_x, self->pointer_y, &hit))
            {
              int x, y;
              hit_square (self, &hit, &x, &y);
              set_ghost (self, terr_choices_build_move (self->choices, x, y, hit.level));
            }
        }
      else if (!self->use_pointer && self->cursor_visible)
        set_ghost (self, terr_choices_build_move (self->choices,
                                                  self->cursor_x, self->cursor_y,
                                                  G_MININT));
    }

  {
    /* Setting a tooltip asks the display where the pointer is: only when
     * it changes. */
    const char *tooltip = self->use_pointer && self->ghost != NULL && !self->ghost_legal
                          ? self->ghost_reason : NULL;
    const char *current = gtk_widget_get_tooltip_text (GTK_WIDGET (self));

    if (g_strcmp0 (current, tooltip) != 0)
      gtk_widget_set_tooltip_text (GTK_WIDGET (self), tooltip);
  }
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
play (TerrBoard *self,
      TerrMove  *move)
{
  TerrRefusal refusal;

  if (move == NULL || self->game == NULL || !self->interactive)
    return FALSE;

  if (!terr_game_play_full (self->game, move, &refusal, NULL))
    {
      g_autofree char *full = terr_game_word_refusal (self->game, &refusal, TERR_REFUSAL_FULL);
      g_autofree char *brief = terr_game_word_refusal (self->game, &refusal, TERR_REFUSAL_SHORT);
      g_autofree char *text = NULL;

      /* TRANSLATORS: a move the rules refused, and why (whole sentences) */
      text = g_strdup_printf (_("Not played. %s"), full);
      announce (self, text);
      g_signal_emit (self, signals[MOVE_REFUSED], 0, brief);
      return FALSE;
    }
  return TRUE;
}

/* After every move (a person's at this board or elsewhere, or a computer
 * seat's): the move in words, the state line, the Ziggurat pile and who is
 * to move.  The game says "move-played" before "changed": the words are
 * made once "changed" has rebuilt the scene. */
static void
move_played_cb (TerrGame  *game,
                TerrMove  *move,
                TerrBoard *self)
{
  if (!self->edit_mode)
    self->move_to_announce = TRUE;
}

static void
announce_move (TerrBoard *self)
{
  TerrGame *game = self->game;
  TerrGameNode *node = terr_game_get_cursor (game);
  g_autofree char *words = NULL;
  g_autofree char *status = NULL;
  g_autofree char *pile = NULL;
  GString *text = g_string_new (NULL);

  /* The move just applied is the cursor's node. */
  words = node != NULL ? terr_game_describe_node (game, node) : NULL;
  if (words != NULL)
    g_string_append_printf (text, "%s.", words);
  status = terr_game_get_status_text (game);
  if (status != NULL && *status != '\0')
    g_string_append_printf (text, " %s.", status);
  pile = describe_zg_open_pile (self);
  if (pile != NULL)
    g_string_append_printf (text, " %s", pile);
  if (terr_game_is_over (game))
    g_string_append_printf (text, " %s", _("The game is over."));
  else if (terr_game_get_n_players (game) > 1 && terr_game_get_seat_to_move (game) > 0)
    {
      g_autofree char *name = terr_game_get_player_name (game, terr_game_get_seat_to_move (game));

      /* TRANSLATORS: whose turn it is, after a move was announced */
      g_string_append_printf (text, " ");
      g_string_append_printf (text, _("%s to move."), name);
    }
  announce (self, g_strchug (text->str));
  g_string_free (text, TRUE);
}

/* --- cursor bounds --- */

static void
get_bounds (TerrBoard *self,
            int       *x0,
            int       *y0,
            int       *x1,
            int       *y1)
{
  TerrRenderScene *scene = self->scene;

  *x0 = *y0 = 0;
  *x1 = *y1 = 5;
  if (scene == NULL)
    return;

  switch (scene->kind)
    {
    case TERR_GAME_GARDEN_PATHS:
      *x1 = MAX (scene->gp.width - 1, 0);
      *y1 = MAX (scene->gp.height - 1, 0);
      break;
    case TERR_GAME_HANGING_GARDENS:
      {
        GArray *pieces = scene->hg.pieces;
        int minx = 0, miny = 0, maxx = 1, maxy = 1;

        for (guint i = 0; pieces != NULL && i < pieces->len; i++)
          {
            TerrRenderHgPiece *p = &g_array_index (pieces, TerrRenderHgPiece, i);
            minx = MIN (minx, p->x);
            miny = MIN (miny, p->y);
            maxx = MAX (maxx, p->x + 1);
            maxy = MAX (maxy, p->y + 1);
          }
        /* Room for a tile next to the garden on every side. */
        *x0 = minx - 3;
        *y0 = miny - 3;
        *x1 = maxx + 3;
        *y1 = maxy + 3;
      }
      break;
    case TERR_GAME_ZIGGURAT:
    case TERR_GAME_NONE:
    default:
      break;
    }
}

/* --- public API --- */

GtkWidget *
terr_board_new (void)
{
  return g_object_new (TERR_TYPE_BOARD, NULL);
}

/* The one place the scene is built.  Its options are those the board
 * draws with: the scene then holds what they show (Garden Paths' best
 * paths).  The seat whose grid is shown is a drawing option (the scene has
 * every grid); it changes with the position anyway. */
static void
rebuild_scene (TerrBoard *self)
{
  TerrRenderOptions opts;

  g_clear_pointer (&self->scene, terr_render_scene_free);
  g_clear_pointer (&self->label, g_free);
  if (self->game == NULL)
    return;

  terr_board_get_render_options (self, &opts);
  self->scene = terr_render_scene_new_for_game_full (self->game, &opts);
  self->scene_builds++;
  self->label = terr_game_describe (self->game);
}

static void
game_changed_cb (TerrGame  *game,
                 TerrBoard *self)
{
  rebuild_scene (self);
  update_ghost (self);
  if (self->move_to_announce)
    {
      self->move_to_announce = FALSE;
      announce_move (self);
    }
}

static void
choices_changed_cb (TerrBoard *self)
{
  int selected = terr_choices_get_selected (self->choices);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.turn",
                                 terr_choices_can_turn (self->choices));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.mirror",
                                 terr_choices_can_mirror (self->choices));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.place", selected >= 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.next-choice",
                                 terr_choices_get_n_choices (self->choices) > 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.previous-choice",
                                 terr_choices_get_n_choices (self->choices) > 1);
  update_ghost (self);
}

void
terr_board_set_choices (TerrBoard   *self,
                        TerrChoices *choices)
{
  g_return_if_fail (TERR_IS_BOARD (self));
  g_return_if_fail (choices == NULL || TERR_IS_CHOICES (choices));

  if (choices == NULL)
    choices = terr_choices_new ();
  else
    g_object_ref (choices);

  if (self->choices != NULL)
    g_signal_handlers_disconnect_by_data (self->choices, self);
  g_clear_object (&self->choices);
  self->choices = choices;

  terr_choices_set_game (choices, self->game);
  g_signal_connect_object (choices, "changed", G_CALLBACK (choices_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (choices, "notify::selected", G_CALLBACK (choices_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (choices, "notify::orientation", G_CALLBACK (choices_changed_cb), self, G_CONNECT_SWAPPED);
  choices_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHOICES]);
}

TerrChoices *
terr_board_get_choices (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), NULL);

  return self->choices;
}

void
terr_board_set_game (TerrBoard *self,
                     TerrGame  *game)
{
  g_return_if_fail (TERR_IS_BOARD (self));
  g_return_if_fail (game == NULL || TERR_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->game, game_changed_cb, self);
      g_signal_handlers_disconnect_by_func (self->game, move_played_cb, self);
    }
  g_set_object (&self->game, game);
  forget_announcement (self);
  if (game != NULL)
    {
      g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, 0);
      /* After "changed" has rebuilt the scene, whichever comes first. */
      g_signal_connect_object (game, "move-played", G_CALLBACK (move_played_cb), self, G_CONNECT_AFTER);
    }

  self->zoom = 1.0;
  self->pan_x = self->pan_y = 0;
  self->cursor_x = self->cursor_y = 0;
  self->cursor_visible = FALSE;
  rebuild_scene (self);
  terr_choices_set_game (self->choices, game);
  update_ghost (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

TerrGame *
terr_board_get_game (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), NULL);

  return self->game;
}

const char *
terr_board_get_view (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), NULL);

  return self->view == TERR_RENDER_VIEW_PLAN ? "plan" : "oblique";
}

void
terr_board_set_view (TerrBoard  *self,
                     const char *view)
{
  TerrRenderView value;

  g_return_if_fail (TERR_IS_BOARD (self));

  value = g_strcmp0 (view, "plan") == 0 ? TERR_RENDER_VIEW_PLAN : TERR_RENDER_VIEW_OBLIQUE;
  if (self->view == value)
    return;

  self->view = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW]);
  update_ghost (self);
}

int
terr_board_get_max_level (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), -1);

  return self->max_level;
}

void
terr_board_set_max_level (TerrBoard *self,
                          int        max_level)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  max_level = MAX (max_level, -1);
  if (self->max_level == max_level)
    return;

  self->max_level = max_level;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAX_LEVEL]);
  update_ghost (self);
}

double
terr_board_get_zoom (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), 1.0);

  return self->zoom;
}

void
terr_board_set_zoom (TerrBoard *self,
                     double     zoom)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  zoom = CLAMP (zoom, MIN_ZOOM, MAX_ZOOM);
  if (self->zoom == zoom)
    return;

  self->pan_x *= zoom / self->zoom;
  self->pan_y *= zoom / self->zoom;
  self->zoom = zoom;
  if (fabs (zoom - 1.0) < 1e-9)
    self->pan_x = self->pan_y = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
  update_ghost (self);
}

void
terr_board_get_cursor (TerrBoard *self,
                       int       *x,
                       int       *y)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  if (x != NULL)
    *x = self->cursor_x;
  if (y != NULL)
    *y = self->cursor_y;
}

void
terr_board_set_cursor (TerrBoard *self,
                       int        x,
                       int        y)
{
  int x0, y0, x1, y1;

  g_return_if_fail (TERR_IS_BOARD (self));

  get_bounds (self, &x0, &y0, &x1, &y1);
  self->cursor_x = CLAMP (x, x0, x1);
  self->cursor_y = CLAMP (y, y0, y1);
  self->cursor_visible = TRUE;
  self->use_pointer = FALSE;
  update_ghost (self);
}

guint
terr_board_get_scene_builds (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), 0);

  return self->scene_builds;
}

const TerrMove *
terr_board_get_ghost (TerrBoard   *self,
                      gboolean    *legal,
                      const char **reason)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), NULL);

  if (legal != NULL)
    *legal = self->ghost_legal;
  if (reason != NULL)
    *reason = self->ghost_reason;
  return self->ghost;
}

void
terr_board_set_interactive (TerrBoard *self,
                            gboolean   interactive)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  interactive = !!interactive;
  if (self->interactive == interactive)
    return;
  self->interactive = interactive;
  update_ghost (self);
}

gboolean
terr_board_get_interactive (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), FALSE);

  return self->interactive;
}

void
terr_board_show_move (TerrBoard      *self,
                      const TerrMove *move)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  g_clear_pointer (&self->shown_move, terr_move_unref);
  if (move != NULL)
    self->shown_move = terr_move_copy_bare (move);
  update_ghost (self);
}

void
terr_board_set_viewer_seat (TerrBoard *self,
                            int        seat)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  if (self->viewer_seat == seat)
    return;
  self->viewer_seat = seat;
  rebuild_scene (self);
  update_ghost (self);
}

void
terr_board_hover (TerrBoard *self,
                  double     x,
                  double     y)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  self->pointer_inside = TRUE;
  self->use_pointer = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
  update_ghost (self);
}

gboolean
terr_board_click (TerrBoard *self,
                  double     x,
                  double     y)
{
  TerrRenderHit hit;
  int sx, sy;

  g_return_val_if_fail (TERR_IS_BOARD (self), FALSE);

  terr_board_hover (self, x, y);
  if (!hit_test (self, x, y, &hit))
    return FALSE;
  if (self->edit_mode)
    return emit_square_activated (self, &hit, GDK_BUTTON_PRIMARY);
  /* Nothing can be placed on a gazebo: a click on one selects it. */
  if (hit.piece == TERR_RENDER_PIECE_GAZEBO && hit.seat > 0)
    {
      g_signal_emit (self, signals[GAZEBO_ACTIVATED], 0, hit.seat);
      return FALSE;
    }

  hit_square (self, &hit, &sx, &sy);
  {
    g_autoptr(TerrMove) move = terr_choices_build_move (self->choices, sx, sy, hit.level);
    return play (self, move);
  }
}

void
terr_board_set_explain (TerrBoard *self,
                        int        seat,
                        int        direction)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  if (self->explain_seat == seat && self->explain_direction == direction)
    return;
  self->explain_seat = seat;
  self->explain_direction = direction;
  rebuild_scene (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* --- edit mode (the scenario editor) --- */

static gboolean
emit_square_activated (TerrBoard           *self,
                       const TerrRenderHit *hit,
                       guint                button)
{
  g_signal_emit (self, signals[SQUARE_ACTIVATED], 0, hit, button);
  return TRUE;
}

/* The cursor marks the square under the pointer. */
static void
edit_hover (TerrBoard *self)
{
  TerrRenderHit hit;

  if (self->use_pointer && self->pointer_inside
      && hit_test (self, self->pointer_x, self->pointer_y, &hit))
    {
      self->cursor_x = hit.x;
      self->cursor_y = hit.y;
      self->cursor_visible = TRUE;
    }
  if (gtk_widget_get_tooltip_text (GTK_WIDGET (self)) != NULL)
    gtk_widget_set_tooltip_text (GTK_WIDGET (self), NULL);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Enter: the square of the keyboard cursor.  fx, fy are its far corner,
 * so that the 2 x 2 block nearest them has its corner on the cursor. */
static void
edit_activate_cursor (TerrBoard *self)
{
  TerrRenderHit hit = { 0 };

  self->cursor_visible = TRUE;
  self->use_pointer = FALSE;
  hit.kind = TERR_RENDER_HIT_BOARD;
  hit.x = self->cursor_x;
  hit.y = self->cursor_y;
  hit.fx = self->cursor_x + 1.0;
  hit.fy = self->cursor_y + 1.0;
  hit.level = G_MININT;
  hit.seat = board_seat (self);
  emit_square_activated (self, &hit, GDK_BUTTON_PRIMARY);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
terr_board_set_edit_mode (TerrBoard *self,
                          gboolean   edit_mode)
{
  g_return_if_fail (TERR_IS_BOARD (self));

  self->edit_mode = !!edit_mode;
  update_ghost (self);
}

gboolean
terr_board_get_edit_mode (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), FALSE);

  return self->edit_mode;
}

/* --- actions --- */

static void
place_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TerrBoard *self = TERR_BOARD (widget);
  int selected = terr_choices_get_selected (self->choices);
  g_autoptr(TerrMove) move = NULL;

  if (self->edit_mode)
    {
      edit_activate_cursor (self);
      return;
    }
  if (selected < 0)
    return;

  if (terr_choices_is_positional (self->choices, selected))
    {
      /* Enter places at the cursor, which the ghost then follows. */
      self->cursor_visible = TRUE;
      self->use_pointer = FALSE;
      move = terr_choices_build_move (self->choices, self->cursor_x, self->cursor_y, G_MININT);
    }
  else
    move = terr_choices_build_plain_move (self->choices, selected);

  play (self, move);
}

static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TerrBoard *self = TERR_BOARD (widget);
  int dx, dy;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  forget_announcement (self);
  if (!self->cursor_visible)
    terr_board_set_cursor (self, self->cursor_x, self->cursor_y);
  else
    terr_board_set_cursor (self, self->cursor_x + dx, self->cursor_y + dy);
}

static void
next_choice_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TerrBoard *self = TERR_BOARD (widget);

  forget_announcement (self);
  terr_choices_cycle (self->choices, g_str_equal (action_name, "board.next-choice") ? 1 : -1);
}

static void
turn_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  forget_announcement (TERR_BOARD (widget));
  terr_choices_turn (TERR_BOARD (widget)->choices);
}

static void
mirror_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  forget_announcement (TERR_BOARD (widget));
  terr_choices_mirror (TERR_BOARD (widget)->choices);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TerrBoard *self = TERR_BOARD (widget);

  forget_announcement (self);
  self->cursor_visible = FALSE;
  self->use_pointer = FALSE;
  update_ghost (self);
}

static void
read_position_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  terr_board_read_position (TERR_BOARD (widget));
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TerrBoard *self = TERR_BOARD (widget);

  if (g_str_equal (action_name, "board.zoom-in"))
    terr_board_set_zoom (self, self->zoom * 1.25);
  else if (g_str_equal (action_name, "board.zoom-out"))
    terr_board_set_zoom (self, self->zoom / 1.25);
  else
    terr_board_set_zoom (self, 1.0);
}

/* --- input --- */

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           TerrBoard                *self)
{
  /* GTK repeats the pointer position after the board changes; only a
   * pointer that really moves takes the ghost from the keyboard cursor. */
  if (!self->use_pointer && self->pointer_inside
      && fabs (x - self->pointer_x) < 2 && fabs (y - self->pointer_y) < 2)
    return;

  terr_board_hover (self, x, y);
}

static void
leave_cb (GtkEventControllerMotion *controller,
          TerrBoard                *self)
{
  self->pointer_inside = FALSE;
  update_ghost (self);
}

/* Keyboard users see the cursor as soon as the board has the focus. */
static void
focus_enter_cb (GtkEventControllerFocus *controller,
                TerrBoard               *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (GTK_IS_WINDOW (root) && gtk_window_get_focus_visible (GTK_WINDOW (root)) && !self->cursor_visible)
    terr_board_set_cursor (self, self->cursor_x, self->cursor_y);
}

static void
focus_leave_cb (GtkEventControllerFocus *controller,
                TerrBoard               *self)
{
  if (!self->cursor_visible)
    return;
  self->cursor_visible = FALSE;
  update_ghost (self);
}

static void
click_released_cb (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   TerrBoard       *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (self->edit_mode && button == GDK_BUTTON_SECONDARY)
    {
      TerrRenderHit hit;

      terr_board_hover (self, x, y);
      if (hit_test (self, x, y, &hit))
        emit_square_activated (self, &hit, GDK_BUTTON_SECONDARY);
    }
  else if (button == GDK_BUTTON_SECONDARY)
    {
      terr_choices_turn (self->choices);
      terr_board_hover (self, x, y);
    }
  else if (button == GDK_BUTTON_PRIMARY)
    terr_board_click (self, x, y);
}

static void
drag_begin_cb (GtkGestureDrag *gesture,
               double          x,
               double          y,
               TerrBoard      *self)
{
  self->drag_pan_x = self->pan_x;
  self->drag_pan_y = self->pan_y;
}

static void
drag_update_cb (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                TerrBoard      *self)
{
  /* Only a zoomed board moves; a fitted one stays centred. */
  if (self->zoom <= 1.0 || hypot (dx, dy) < 8)
    return;

  self->pan_x = self->drag_pan_x + dx;
  self->pan_y = self->drag_pan_y + dy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           TerrBoard                *self)
{
  double zoom = CLAMP (self->zoom * pow (1.15, -dy), MIN_ZOOM, MAX_ZOOM);
  double cx = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double cy = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
  double bx, by;

  if (dy == 0 || zoom == self->zoom)
    return dy != 0;

  /* Keep the point under the pointer where it is. */
  to_board (self, self->pointer_x, self->pointer_y, &bx, &by);
  self->zoom = zoom;
  self->pan_x = self->pointer_x - cx - zoom * (bx - cx);
  self->pan_y = self->pointer_y - cy - zoom * (by - cy);
  if (zoom <= 1.0)
    self->pan_x = self->pan_y = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
  update_ghost (self);
  return TRUE;
}

/* --- GtkWidget --- */

static void
terr_board_snapshot (GtkWidget   *widget,
                     GtkSnapshot *snapshot)
{
  TerrBoard *self = TERR_BOARD (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  TerrRenderOptions opts;
  cairo_t *cr;

  if (self->scene == NULL || width <= 0 || height <= 0)
    return;

  terr_board_get_render_options (self, &opts);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_translate (cr, width / 2.0 + self->pan_x, height / 2.0 + self->pan_y);
  cairo_scale (cr, self->zoom, self->zoom);
  cairo_translate (cr, -width / 2.0, -height / 2.0);
  terr_render_scene_draw (self->scene, cr, width, height, &opts);
  cairo_destroy (cr);
}

static void
terr_board_measure (GtkWidget      *widget,
                    GtkOrientation  orientation,
                    int             for_size,
                    int            *minimum,
                    int            *natural,
                    int            *minimum_baseline,
                    int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 240;
      *natural = 640;
    }
  else
    {
      *minimum = 200;
      *natural = 480;
    }
}

static void
terr_board_size_allocate (GtkWidget *widget,
                          int        width,
                          int        height,
                          int        baseline)
{
  update_ghost (TERR_BOARD (widget));
}

static void
terr_board_css_changed (GtkWidget         *widget,
                        GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (terr_board_parent_class)->css_changed (widget, change);
  gtk_widget_queue_draw (widget);
}

static gboolean
terr_board_focus (GtkWidget        *widget,
                  GtkDirectionType  direction)
{
  if (gtk_widget_is_focus (widget))
    return FALSE;
  return gtk_widget_grab_focus (widget);
}

/* --- GObject --- */

static void
terr_board_dispose (GObject *object)
{
  TerrBoard *self = TERR_BOARD (object);

  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->game, game_changed_cb, self);
      g_signal_handlers_disconnect_by_func (self->game, move_played_cb, self);
    }
  g_clear_object (&self->game);
  if (self->choices != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->choices, self);
      terr_choices_set_game (self->choices, NULL);
    }
  g_clear_object (&self->choices);
  clear_ghost (self);
  g_clear_pointer (&self->shown_move, terr_move_unref);
  g_clear_pointer (&self->scene, terr_render_scene_free);
  g_clear_pointer (&self->label, g_free);
  g_clear_pointer (&self->announcement, g_free);
  g_clear_pointer (&self->accessible_text, g_free);

  G_OBJECT_CLASS (terr_board_parent_class)->dispose (object);
}

static void
terr_board_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TerrBoard *self = TERR_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_CHOICES:
      g_value_set_object (value, self->choices);
      break;
    case PROP_VIEW:
      g_value_set_string (value, terr_board_get_view (self));
      break;
    case PROP_MAX_LEVEL:
      g_value_set_int (value, self->max_level);
      break;
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_board_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  TerrBoard *self = TERR_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      terr_board_set_game (self, g_value_get_object (value));
      break;
    case PROP_CHOICES:
      terr_board_set_choices (self, g_value_get_object (value));
      break;
    case PROP_VIEW:
      terr_board_set_view (self, g_value_get_string (value));
      break;
    case PROP_MAX_LEVEL:
      terr_board_set_max_level (self, g_value_get_int (value));
      break;
    case PROP_ZOOM:
      terr_board_set_zoom (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
add_binding (GtkWidgetClass *widget_class,
             guint           keyval,
             GdkModifierType mods,
             const char     *action)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, mods, action, NULL);
}

static void
add_cursor_binding (GtkWidgetClass *widget_class,
                    guint           keyval,
                    int             dx,
                    int             dy)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, 0,
                                       "board.move-cursor", "(ii)", dx, dy);
}

static void
terr_board_class_init (TerrBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = terr_board_dispose;
  object_class->get_property = terr_board_get_property;
  object_class->set_property = terr_board_set_property;

  widget_class->snapshot = terr_board_snapshot;
  widget_class->measure = terr_board_measure;
  widget_class->size_allocate = terr_board_size_allocate;
  widget_class->css_changed = terr_board_css_changed;
  widget_class->focus = terr_board_focus;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TERR_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CHOICES] =
    g_param_spec_object ("choices", NULL, NULL, TERR_TYPE_CHOICES,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEW] =
    g_param_spec_string ("view", NULL, NULL, "oblique",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MAX_LEVEL] =
    g_param_spec_int ("max-level", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, MIN_ZOOM, MAX_ZOOM, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A move the rules refused (click or Enter); the argument is the
   * refusal in the game's short words, for a toast. */
  signals[MOVE_REFUSED] =
    g_signal_new ("move-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /* Edit mode: a square was clicked (button 1), right-clicked (3) or
   * chosen with Enter (1); the first argument is a const TerrRenderHit*. */
  signals[SQUARE_ACTIVATED] =
    g_signal_new ("square-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_UINT);
  /* A click on a gazebo (Hanging Gardens); the argument is its seat. */
  signals[GAZEBO_ACTIVATED] =
    g_signal_new ("gazebo-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_install_action (widget_class, "board.place", NULL, place_action);
  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)", move_cursor_action);
  gtk_widget_class_install_action (widget_class, "board.next-choice", NULL, next_choice_action);
  gtk_widget_class_install_action (widget_class, "board.previous-choice", NULL, next_choice_action);
  gtk_widget_class_install_action (widget_class, "board.turn", NULL, turn_action);
  gtk_widget_class_install_action (widget_class, "board.mirror", NULL, mirror_action);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-reset", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "board.read-position", NULL, read_position_action);

  add_cursor_binding (widget_class, GDK_KEY_Left, -1, 0);
  add_cursor_binding (widget_class, GDK_KEY_Right, 1, 0);
  add_cursor_binding (widget_class, GDK_KEY_Up, 0, -1);
  add_cursor_binding (widget_class, GDK_KEY_Down, 0, 1);
  add_cursor_binding (widget_class, GDK_KEY_KP_Left, -1, 0);
  add_cursor_binding (widget_class, GDK_KEY_KP_Right, 1, 0);
  add_cursor_binding (widget_class, GDK_KEY_KP_Up, 0, -1);
  add_cursor_binding (widget_class, GDK_KEY_KP_Down, 0, 1);
  add_binding (widget_class, GDK_KEY_Return, 0, "board.place");
  add_binding (widget_class, GDK_KEY_KP_Enter, 0, "board.place");
  add_binding (widget_class, GDK_KEY_space, 0, "board.place");
  /* Tab and Shift+Tab leave the board, as everywhere; N and Shift+N pick
   * the next and the previous piece. */
  add_binding (widget_class, GDK_KEY_n, 0, "board.next-choice");
  add_binding (widget_class, GDK_KEY_N, GDK_SHIFT_MASK, "board.previous-choice");
  add_binding (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "board.read-position");
  add_binding (widget_class, GDK_KEY_r, 0, "board.turn");
  add_binding (widget_class, GDK_KEY_m, 0, "board.mirror");
  add_binding (widget_class, GDK_KEY_Escape, 0, "board.cancel");
  add_binding (widget_class, GDK_KEY_plus, 0, "board.zoom-in");
  add_binding (widget_class, GDK_KEY_equal, 0, "board.zoom-in");
  add_binding (widget_class, GDK_KEY_KP_Add, 0, "board.zoom-in");
  add_binding (widget_class, GDK_KEY_minus, 0, "board.zoom-out");
  add_binding (widget_class, GDK_KEY_KP_Subtract, 0, "board.zoom-out");
  add_binding (widget_class, GDK_KEY_0, 0, "board.zoom-reset");

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
terr_board_init (TerrBoard *self)
{
  GtkEventController *controller;
  GtkGesture *gesture;

  self->zoom = 1.0;
  self->max_level = -1;
  self->view = TERR_RENDER_VIEW_OBLIQUE;
  self->interactive = TRUE;

  /* The seats' colours are the players' choice: draw again when it changes. */
  g_signal_connect_object (terr_seat_colors_get_default (), "changed",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (motion_cb), self);
  g_signal_connect (controller, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), 0);
  g_signal_connect (gesture, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), 0);
  g_signal_connect (gesture, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (gesture, "drag-update", G_CALLBACK (drag_update_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  controller = gtk_event_controller_focus_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (focus_enter_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (focus_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect (controller, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  terr_board_set_choices (self, NULL);
}

void
terr_board_read_position (TerrBoard *self)
{
  g_autofree char *text = NULL;

  g_return_if_fail (TERR_IS_BOARD (self));

  text = terr_board_describe_position (self);
  announce (self, text);
}

const char *
terr_board_get_accessible_text (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), NULL);

  return self->accessible_text;
}

const char *
terr_board_get_announcement (TerrBoard *self)
{
  g_return_val_if_fail (TERR_IS_BOARD (self), NULL);

  return self->announcement;
}
