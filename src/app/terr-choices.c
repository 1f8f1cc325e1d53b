/* terr-choices.c — the pieces the player to move may place, grouped from
 * the legal moves of the game (see terr-choices.h).
 *
 * Only the base API is used: terr_game_list_moves() for what is legal,
 * terr_game_check_move() for the reason a move is refused, and the render
 * scene for what lies where (levels, tiers, piece shapes), so the same code
 * serves the three games.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-choices.h"
#include "terr-render-scene.h"

typedef struct {
  char      *key;
  char      *label;
  TerrMove  *example;     /* a legal move of the group */
  GPtrArray *legal;       /* TerrMove*, every legal move of the group */
  gboolean   positional;
  gboolean   tile;
  int        n_orient;    /* 1, 4 (dominoes) or 8 (flower beds) */
  int        order;       /* where it is listed */
} Choice;

struct _TerrChoices
{
  GObject parent_instance;

  TerrGame        *game;
  TerrRenderScene *scene;
  GPtrArray       *choices;   /* Choice* */
  int              selected;
  int              orientation;
};

G_DEFINE_FINAL_TYPE (TerrChoices, terr_choices, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_SELECTED,
  PROP_ORIENTATION,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
choice_free (gpointer data)
{
  Choice *choice = data;

  g_free (choice->key);
  g_free (choice->label);
  g_clear_pointer (&choice->example, terr_move_unref);
  g_ptr_array_unref (choice->legal);
  g_free (choice);
}

static int
attr_int (const TerrMove *move,
          const char     *name,
          int             fallback)
{
  gint64 value;

  if (terr_move_get_int (move, name, G_MININT, G_MAXINT, &value))
    return (int) value;
  return fallback;
}

static const char *
suit_label (const char *suit)
{
  if (g_strcmp0 (suit, "suns") == 0)
    return _("Bed of Suns");
  if (g_strcmp0 (suit, "moons") == 0)
    return _("Bed of Moons");
  if (g_strcmp0 (suit, "crowns") == 0)
    return _("Bed of Crowns");
  if (g_strcmp0 (suit, "arms") == 0)
    return _("Bed of Arms");
  return _("Bed");
}

static gboolean
gp_piece_is_flower (TerrChoices *self,
                    const char  *id)
{
  if (self->scene == NULL || self->scene->kind != TERR_GAME_GARDEN_PATHS
      || self->scene->gp.pieces == NULL)
    return id != NULL && id[0] == 'f';

  for (guint i = 0; i < self->scene->gp.pieces->len; i++)
    {
      TerrRenderGpPiece *piece = g_ptr_array_index (self->scene->gp.pieces, i);
      if (g_strcmp0 (piece->id, id) == 0)
        return piece->flower;
    }
  return FALSE;
}

static TerrRenderGpPiece *
gp_find_piece (TerrChoices *self,
               const char  *id)
{
  if (self->scene == NULL || self->scene->kind != TERR_GAME_GARDEN_PATHS
      || self->scene->gp.pieces == NULL)
    return NULL;

  for (guint i = 0; i < self->scene->gp.pieces->len; i++)
    {
      TerrRenderGpPiece *piece = g_ptr_array_index (self->scene->gp.pieces, i);
      if (g_strcmp0 (piece->id, id) == 0)
        return piece;
    }
  return NULL;
}

/* The key, label and shape of the group @move belongs to. */
static Choice *
describe_move (TerrChoices    *self,
               const TerrMove *move)
{
  Choice *choice = g_new0 (Choice, 1);
  const char *type = terr_move_get_move_type (move);

  choice->legal = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_move_unref);
  choice->positional = terr_move_get (move, "x") != NULL;
  choice->n_orient = 1;

  if (g_str_equal (type, "place") && terr_move_get (move, "a") != NULL)
    {
      int a = attr_int (move, "a", 0), b = attr_int (move, "b", 0);
      choice->key = g_strdup_printf ("place:%d-%d", MIN (a, b), MAX (a, b));
      /* TRANSLATORS: a domino, e.g. "Domino 3–4" */
      choice->label = g_strdup_printf (_("Domino %d–%d"), MIN (a, b), MAX (a, b));
      choice->n_orient = 4;
    }
  else if (g_str_equal (type, "place") && terr_move_get (move, "piece") != NULL)
    {
      const char *piece = terr_move_get (move, "piece");
      gboolean flower = gp_piece_is_flower (self, piece);

      choice->key = g_strconcat ("place:", piece, NULL);
      choice->label = flower
        ? g_strdup_printf (_("Flower Bed %s"), piece)
        : g_strdup_printf (_("Path %s"), piece);
      choice->n_orient = flower ? 8 : 1;
    }
  else if (g_str_equal (type, "announce"))
    {
      const char *piece = terr_move_get (move, "piece");
      choice->key = g_strconcat ("announce:", piece, NULL);
      choice->label = gp_piece_is_flower (self, piece)
        ? g_strdup_printf (_("Announce Flower Bed %s"), piece)
        : g_strdup_printf (_("Announce Path %s"), piece);
    }
  else if (g_str_equal (type, "bed"))
    {
      choice->key = g_strconcat ("bed:", terr_move_get (move, "suit"), NULL);
      choice->label = g_strdup (suit_label (terr_move_get (move, "suit")));
    }
  else if (g_str_equal (type, "move-support"))
    {
      const char *as = terr_move_get (move, "as");
      int fx = attr_int (move, "from-x", 0), fy = attr_int (move, "from-y", 0);

      choice->key = g_strdup_printf ("move-support:%s:%d:%d:%s:%s", as, fx, fy,
                                     terr_move_get (move, "from-level"),
                                     terr_move_get (move, "from-stack"));
      choice->label = g_strcmp0 (as, "terrace") == 0
        ? g_strdup_printf (_("Move Support at %d, %d as Terrace"), fx, fy)
        : g_strdup_printf (_("Move Support at %d, %d as Support"), fx, fy);
      choice->tile = TRUE;
    }
  else
    {
      choice->key = g_strdup (type);
      if (g_str_equal (type, "terrace"))
        choice->label = g_strdup (_("Terrace")), choice->tile = TRUE;
      else if (g_str_equal (type, "support"))
        choice->label = g_strdup (_("Support")), choice->tile = TRUE;
      else if (g_str_equal (type, "gazebo"))
        choice->label = g_strdup (_("Gazebo"));
      else if (g_str_equal (type, "move-gazebo"))
        choice->label = g_strdup (_("Move Gazebo"));
      else if (g_str_equal (type, "pass"))
        choice->label = g_strdup (_("Pass"));
      else if (g_str_equal (type, "lift"))
        choice->label = g_strdup (_("Lift a Domino (Cheat)"));
      else if (g_str_equal (type, "resign"))
        choice->label = g_strdup (_("Resign"));
      else if (g_str_equal (type, "end"))
        choice->label = g_strdup (_("End the Game"));
      else
        choice->label = g_strdup (type);
    }

  return choice;
}

static int
compare_order (gconstpointer a,
               gconstpointer b)
{
  const Choice *ca = *(const Choice * const *) a;
  const Choice *cb = *(const Choice * const *) b;

  return ca->order - cb->order;
}

static Choice *
get_choice (TerrChoices *self,
            guint        index)
{
  g_return_val_if_fail (index < self->choices->len, NULL);

  return g_ptr_array_index (self->choices, index);
}

static Choice *
get_selected (TerrChoices *self)
{
  if (self->selected < 0 || (guint) self->selected >= self->choices->len)
    return NULL;
  return g_ptr_array_index (self->choices, self->selected);
}

static void
recompute (TerrChoices *self)
{
  g_autofree char *old_key = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(GHashTable) by_key = g_hash_table_new (g_str_hash, g_str_equal);
  int old_selected = self->selected;
  int old_orientation = self->orientation;

  if (get_selected (self) != NULL)
    old_key = g_strdup (get_selected (self)->key);

  g_ptr_array_set_size (self->choices, 0);
  g_clear_pointer (&self->scene, terr_render_scene_free);
  self->selected = -1;

  if (self->game != NULL)
    {
      self->scene = terr_render_scene_new_for_game (self->game);
      moves = terr_game_list_moves (self->game);
    }

  for (guint i = 0; moves != NULL && i < moves->len; i++)
    {
      TerrMove *move = g_ptr_array_index (moves, i);
      Choice *choice = describe_move (self, move);
      Choice *group = g_hash_table_lookup (by_key, choice->key);

      if (group == NULL)
        {
          choice->example = terr_move_copy_bare (move);
          choice->order = 1000 + self->choices->len;
          g_ptr_array_add (self->choices, choice);
          g_hash_table_insert (by_key, choice->key, choice);
          group = choice;
        }
      else
        choice_free (choice);

      g_ptr_array_add (group->legal, terr_move_copy_bare (move));
    }

  /* ziggurat: every domino of the hand is a choice, also one that fits
   * nowhere now (its ghost then says why). */
  if (self->scene != NULL && self->scene->kind == TERR_GAME_ZIGGURAT
      && self->game != NULL && !terr_game_is_over (self->game))
    {
      TerrRenderZgScene *zg = &self->scene->zg;

      for (int i = 0; i < zg->n_hand && i < (int) G_N_ELEMENTS (zg->hand); i++)
        {
          g_autoptr(TerrMove) move = terr_move_new (terr_game_get_seat_to_move (self->game), "place");
          Choice *choice;

          terr_move_set_int (move, "tier", 1);
          terr_move_set_int (move, "x", 0);
          terr_move_set_int (move, "y", 0);
          terr_move_set (move, "dir", "h");
          terr_move_set_int (move, "a", MIN (zg->hand[i][0], zg->hand[i][1]));
          terr_move_set_int (move, "b", MAX (zg->hand[i][0], zg->hand[i][1]));
          choice = describe_move (self, move);
          if (g_hash_table_contains (by_key, choice->key))
            {
              ((Choice *) g_hash_table_lookup (by_key, choice->key))->order = i;
              choice_free (choice);
              continue;
            }
          choice->example = g_steal_pointer (&move);
          choice->order = i;
          g_hash_table_insert (by_key, choice->key, choice);
          g_ptr_array_add (self->choices, choice);
        }
      /* The hand as it lies, then lift and resign. */
      g_ptr_array_sort (self->choices, compare_order);
    }

  /* Keep the piece in hand when it is still there; else take the first
   * piece that goes on the board. */
  for (guint i = 0; old_key != NULL && i < self->choices->len; i++)
    if (g_str_equal (get_choice (self, i)->key, old_key))
      self->selected = i;
  for (guint i = 0; self->selected < 0 && i < self->choices->len; i++)
    if (get_choice (self, i)->positional && get_choice (self, i)->legal->len > 0)
      self->selected = i;
  for (guint i = 0; self->selected < 0 && i < self->choices->len; i++)
    if (get_choice (self, i)->positional)
      self->selected = i;
  if (self->selected < 0 && self->choices->len > 0)
    self->selected = 0;

  if (get_selected (self) == NULL || old_key == NULL
      || !g_str_equal (get_selected (self)->key, old_key))
    self->orientation = 0;

  g_signal_emit (self, signals[CHANGED], 0);
  if (old_selected != self->selected)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
  if (old_orientation != self->orientation)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ORIENTATION]);
}

static void
game_changed_cb (TerrGame    *game,
                 TerrChoices *self)
{
  recompute (self);
}

TerrChoices *
terr_choices_new (void)
{
  return g_object_new (TERR_TYPE_CHOICES, NULL);
}

void
terr_choices_set_game (TerrChoices *self,
                       TerrGame    *game)
{
  g_return_if_fail (TERR_IS_CHOICES (self));
  g_return_if_fail (game == NULL || TERR_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_func (self->game, game_changed_cb, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, 0);

  recompute (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

TerrGame *
terr_choices_get_game (TerrChoices *self)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), NULL);

  return self->game;
}

guint
terr_choices_get_n_choices (TerrChoices *self)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), 0);

  return self->choices->len;
}

const char *
terr_choices_get_label (TerrChoices *self,
                        guint        index)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), NULL);
  g_return_val_if_fail (index < self->choices->len, NULL);

  return get_choice (self, index)->label;
}

const char *
terr_choices_get_move_type (TerrChoices *self,
                            guint        index)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), NULL);
  g_return_val_if_fail (index < self->choices->len, NULL);

  return terr_move_get_move_type (get_choice (self, index)->example);
}

const char *
terr_choices_get_attr (TerrChoices *self,
                       guint        index,
                       const char  *name)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), NULL);
  g_return_val_if_fail (index < self->choices->len, NULL);

  return terr_move_get (get_choice (self, index)->example, name);
}

gboolean
terr_choices_is_positional (TerrChoices *self,
                            guint        index)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), FALSE);
  g_return_val_if_fail (index < self->choices->len, FALSE);

  return get_choice (self, index)->positional;
}

guint
terr_choices_get_n_legal (TerrChoices *self,
                          guint        index)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), 0);
  g_return_val_if_fail (index < self->choices->len, 0);

  return get_choice (self, index)->legal->len;
}

GArray *
terr_choices_get_piece_cells (TerrChoices *self,
                              guint        index,
                              int          transform)
{
  TerrRenderGpPiece *piece;

  g_return_val_if_fail (TERR_IS_CHOICES (self), NULL);
  g_return_val_if_fail (index < self->choices->len, NULL);

  piece = gp_find_piece (self, terr_move_get (get_choice (self, index)->example, "piece"));
  if (piece == NULL)
    return NULL;
  return terr_render_gp_transform_cells (piece, piece->flower ? transform : 0);
}

gboolean
terr_choices_is_tile (TerrChoices *self)
{
  Choice *choice;

  g_return_val_if_fail (TERR_IS_CHOICES (self), FALSE);

  choice = get_selected (self);
  return choice != NULL && choice->tile;
}

int
terr_choices_get_selected (TerrChoices *self)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), -1);

  return self->selected;
}

void
terr_choices_set_selected (TerrChoices *self,
                           int          index)
{
  g_return_if_fail (TERR_IS_CHOICES (self));
  g_return_if_fail (index >= -1 && index < (int) self->choices->len);

  if (self->selected == index)
    return;

  self->selected = index;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
  if (self->orientation != 0)
    {
      self->orientation = 0;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ORIENTATION]);
    }
}

void
terr_choices_cycle (TerrChoices *self,
                    int          delta)
{
  int n;

  g_return_if_fail (TERR_IS_CHOICES (self));

  n = self->choices->len;
  if (n == 0)
    return;

  terr_choices_set_selected (self, ((MAX (self->selected, 0) + delta) % n + n) % n);
}

int
terr_choices_get_orientation (TerrChoices *self)
{
  g_return_val_if_fail (TERR_IS_CHOICES (self), 0);

  return self->orientation;
}

gboolean
terr_choices_can_turn (TerrChoices *self)
{
  Choice *choice;

  g_return_val_if_fail (TERR_IS_CHOICES (self), FALSE);

  choice = get_selected (self);
  return choice != NULL && choice->n_orient > 1;
}

gboolean
terr_choices_can_mirror (TerrChoices *self)
{
  Choice *choice;

  g_return_val_if_fail (TERR_IS_CHOICES (self), FALSE);

  choice = get_selected (self);
  return choice != NULL && choice->n_orient == 8;
}

static void
set_orientation (TerrChoices *self,
                 int          orientation)
{
  if (self->orientation == orientation)
    return;

  self->orientation = orientation;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ORIENTATION]);
}

void
terr_choices_turn (TerrChoices *self)
{
  Choice *choice;

  g_return_if_fail (TERR_IS_CHOICES (self));

  choice = get_selected (self);
  if (choice == NULL || choice->n_orient == 1)
    return;

  if (choice->n_orient == 4)
    /* A domino turned clockwise: h a-b, v a-b, h b-a, v b-a. */
    set_orientation (self, (self->orientation + 1) % 4);
  else
    /* garden-paths.md: mirror first (bit 2), then turn (t mod 4) times. */
    set_orientation (self, (self->orientation & 4) | ((self->orientation + 1) & 3));
}

void
terr_choices_mirror (TerrChoices *self)
{
  Choice *choice;

  g_return_if_fail (TERR_IS_CHOICES (self));

  choice = get_selected (self);
  if (choice == NULL || choice->n_orient != 8)
    return;

  set_orientation (self, self->orientation ^ 4);
}

/* --- building a move --- */

/* hanging-gardens: the exposed support standing exactly at (x, y). */
static gboolean
hg_exposed_support (TerrRenderScene   *scene,
                    int                x,
                    int                y,
                    int               *level,
                    int               *stack)
{
  TerrRenderHgScene *hg = &scene->hg;
  gboolean found = FALSE;

  for (guint i = 0; hg->pieces != NULL && i < hg->pieces->len; i++)
    {
      TerrRenderHgPiece *p = &g_array_index (hg->pieces, TerrRenderHgPiece, i);
      if (p->kind == TERR_RENDER_HG_SUPPORT && p->x == x && p->y == y
          && (!found || p->level > *level || (p->level == *level && p->stack > *stack)))
        {
          *level = p->level;
          *stack = p->stack;
          found = TRUE;
        }
    }
  /* Covered by a terrace of the level above it? */
  return found && terr_render_scene_hg_top_terrace (scene, x, y) <= *level;
}

static void
hg_fill_tile (TerrChoices *self,
              TerrMove    *move,
              gboolean     as_terrace,
              int          x,
              int          y)
{
  int level = 0, stack = 0;
  gboolean on_support = hg_exposed_support (self->scene, x, y, &level, &stack);

  if (as_terrace && on_support && stack == 2)
    terr_move_set_int (move, "level", level + 1);
  else if (as_terrace)
    {
      /* Over other tiles the refused terrace is shown on top of them (so
       * that its red ghost is seen), with the reason for that level. */
      int top = -1;

      for (int dx = 0; dx <= 1; dx++)
        for (int dy = 0; dy <= 1; dy++)
          top = MAX (top, terr_render_scene_hg_top_terrace (self->scene, x + dx, y + dy));
      terr_move_set_int (move, "level", top + 1);
    }
  else if (on_support && stack == 1)
    {
      terr_move_set_int (move, "level", level);
      terr_move_set_int (move, "stack", 2);
    }
  else
    {
      terr_move_set_int (move, "level", MAX (terr_render_scene_hg_top_terrace (self->scene, x, y), 0));
      terr_move_set_int (move, "stack", 1);
    }
}

/* ziggurat: the highest tier holding a half at (x, y), 0 for none. */
static int
zg_top_tier (TerrRenderZgScene *zg,
             int                x,
             int                y)
{
  int top = 0;

  for (guint i = 0; zg->dominoes != NULL && i < zg->dominoes->len; i++)
    {
      TerrRenderDomino *d = &g_array_index (zg->dominoes, TerrRenderDomino, i);
      int x2 = d->vertical ? d->x : d->x + 1;
      int y2 = d->vertical ? d->y + 1 : d->y;

      if ((d->x == x && d->y == y) || (x2 == x && y2 == y))
        top = MAX (top, d->tier);
    }
  return top;
}

static gboolean
same_attrs (const TerrMove *a,
            const TerrMove *b,
            const char     *const *names)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (g_strcmp0 (terr_move_get (a, names[i]), terr_move_get (b, names[i])) != 0)
      return FALSE;
  return TRUE;
}

TerrMove *
terr_choices_build_move (TerrChoices *self,
                         int          x,
                         int          y,
                         int          level)
{
  Choice *choice;
  TerrMove *move;
  const char *type;

  g_return_val_if_fail (TERR_IS_CHOICES (self), NULL);

  choice = get_selected (self);
  if (choice == NULL || !choice->positional || self->scene == NULL)
    return NULL;

  move = terr_move_copy_bare (choice->example);
  type = terr_move_get_move_type (move);

  if (self->scene->kind == TERR_GAME_ZIGGURAT && g_str_equal (type, "place"))
    {
      static const char *const match[] = { "x", "y", "dir", "a", "b", NULL };
      int a = attr_int (move, "a", 0), b = attr_int (move, "b", 0);
      int lo = MIN (a, b), hi = MAX (a, b);
      gboolean swapped = self->orientation >= 2;

      terr_move_set_int (move, "x", x);
      terr_move_set_int (move, "y", y);
      terr_move_set (move, "dir", self->orientation % 2 ? "v" : "h");
      terr_move_set_int (move, "a", swapped ? hi : lo);
      terr_move_set_int (move, "b", swapped ? lo : hi);

      for (guint i = 0; i < choice->legal->len; i++)
        if (same_attrs (move, g_ptr_array_index (choice->legal, i), match))
          {
            terr_move_unref (move);
            return terr_move_copy_bare (g_ptr_array_index (choice->legal, i));
          }

      /* Not legal anywhere here: say why for the tier it would go on. */
      if (level == G_MININT)
        level = zg_top_tier (&self->scene->zg, x, y);
      terr_move_set_int (move, "tier", CLAMP (level + 1, 1, 3));
      return move;
    }

  if (self->scene->kind == TERR_GAME_ZIGGURAT && g_str_equal (type, "lift"))
    {
      int tier = zg_top_tier (&self->scene->zg, x, y);

      terr_move_set_int (move, "tier", MAX (tier, 1));
      terr_move_set_int (move, "x", x);
      terr_move_set_int (move, "y", y);
      return move;
    }

  if (self->scene->kind == TERR_GAME_GARDEN_PATHS)
    {
      static const char *const match[] = { "x", "y", "transform", NULL };
      TerrRenderGpPiece *piece = gp_find_piece (self, terr_move_get (move, "piece"));
      int dx = 0, dy = 0;

      if (piece != NULL)
        {
          g_autoptr(GArray) cells = terr_render_gp_transform_cells (piece, self->orientation);
          if (cells != NULL && cells->len > 0)
            {
              dx = g_array_index (cells, TerrRenderGpCell, 0).dx;
              dy = g_array_index (cells, TerrRenderGpCell, 0).dy;
            }
        }

      terr_move_set_int (move, "x", x - dx);
      terr_move_set_int (move, "y", y - dy);
      if (terr_move_get (move, "transform") != NULL)
        terr_move_set_int (move, "transform", self->orientation);

      for (guint i = 0; i < choice->legal->len; i++)
        if (same_attrs (move, g_ptr_array_index (choice->legal, i), match))
          {
            terr_move_unref (move);
            return terr_move_copy_bare (g_ptr_array_index (choice->legal, i));
          }
      return move;
    }

  /* hanging-gardens */
  terr_move_set_int (move, "x", x);
  terr_move_set_int (move, "y", y);
  for (guint i = 0; i < choice->legal->len; i++)
    {
      TerrMove *legal = g_ptr_array_index (choice->legal, i);
      if (attr_int (legal, "x", G_MININT) == x && attr_int (legal, "y", G_MININT) == y)
        {
          terr_move_unref (move);
          return terr_move_copy_bare (legal);
        }
    }

  if (self->scene->kind == TERR_GAME_HANGING_GARDENS)
    {
      if (g_str_equal (type, "terrace"))
        hg_fill_tile (self, move, TRUE, x, y);
      else if (g_str_equal (type, "support"))
        hg_fill_tile (self, move, FALSE, x, y);
      else if (g_str_equal (type, "move-support"))
        hg_fill_tile (self, move, g_strcmp0 (terr_move_get (move, "as"), "terrace") == 0, x, y);
    }

  return move;
}

TerrMove *
terr_choices_build_plain_move (TerrChoices *self,
                               guint        index)
{
  Choice *choice;

  g_return_val_if_fail (TERR_IS_CHOICES (self), NULL);
  g_return_val_if_fail (index < self->choices->len, NULL);

  choice = get_choice (self, index);
  if (choice->positional)
    return NULL;

  return terr_move_copy_bare (choice->example);
}

GPtrArray *
terr_choices_get_legal_moves (TerrChoices *self)
{
  Choice *choice;

  g_return_val_if_fail (TERR_IS_CHOICES (self), NULL);

  choice = get_selected (self);
  if (choice == NULL)
    return g_ptr_array_new ();

  return g_ptr_array_ref (choice->legal);
}

/* --- GObject --- */

static void
terr_choices_dispose (GObject *object)
{
  TerrChoices *self = TERR_CHOICES (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_func (self->game, game_changed_cb, self);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (terr_choices_parent_class)->dispose (object);
}

static void
terr_choices_finalize (GObject *object)
{
  TerrChoices *self = TERR_CHOICES (object);

  g_ptr_array_unref (self->choices);
  g_clear_pointer (&self->scene, terr_render_scene_free);

  G_OBJECT_CLASS (terr_choices_parent_class)->finalize (object);
}

static void
terr_choices_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TerrChoices *self = TERR_CHOICES (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SELECTED:
      g_value_set_int (value, self->selected);
      break;
    case PROP_ORIENTATION:
      g_value_set_int (value, self->orientation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_choices_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  TerrChoices *self = TERR_CHOICES (object);

  switch (prop_id)
    {
    case PROP_GAME:
      terr_choices_set_game (self, g_value_get_object (value));
      break;
    case PROP_SELECTED:
      terr_choices_set_selected (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_choices_class_init (TerrChoicesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = terr_choices_dispose;
  object_class->finalize = terr_choices_finalize;
  object_class->get_property = terr_choices_get_property;
  object_class->set_property = terr_choices_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TERR_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED] =
    g_param_spec_int ("selected", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ORIENTATION] =
    g_param_spec_int ("orientation", NULL, NULL, 0, 7, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The list of choices was rebuilt (the position changed). */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
terr_choices_init (TerrChoices *self)
{
  self->choices = g_ptr_array_new_with_free_func (choice_free);
  self->selected = -1;
}
