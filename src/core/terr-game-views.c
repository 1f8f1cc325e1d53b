/* terr-game-views.c — what views ask of a kind of game without naming
 * it: the computer levels, how the score is explained (see terr-game.h,
 * "what views ask of a game"). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "terr-game-private.h"

/* The class of @kind while the caller looks at it (a static type's class
 * stays once referenced), or NULL for an unknown kind. */
static TerrGameClass *
peek_class (TerrGameKind kind)
{
  GType type = terr_game_find_type (kind);
  TerrGameClass *klass;

  if (type == G_TYPE_INVALID)
    return NULL;
  klass = g_type_class_ref (type);
  g_type_class_unref (klass);
  return klass;
}

guint
terr_game_kind_get_n_levels (TerrGameKind kind)
{
  TerrGameClass *klass = peek_class (kind);

  return klass != NULL ? klass->n_levels : 0;
}

const char *
terr_game_kind_get_level_name (TerrGameKind kind,
                               guint        level)
{
  static const char *const names[] = {
    N_("Computer, easy"), N_("Computer, strong"), N_("Computer, expert"),
  };
  TerrGameClass *klass = peek_class (kind);

  g_return_val_if_fail (klass != NULL, NULL);
  g_return_val_if_fail (level >= 1 && level <= klass->n_levels, NULL);

  if (klass->level_names != NULL)
    return g_dgettext (GETTEXT_PACKAGE, klass->level_names[level - 1]);
  g_return_val_if_fail (level <= G_N_ELEMENTS (names), NULL);
  return g_dgettext (GETTEXT_PACKAGE, names[level - 1]);
}

gboolean
terr_game_kind_explains_per_seat (TerrGameKind kind)
{
  TerrGameClass *klass = peek_class (kind);

  return klass != NULL && klass->explains_per_seat;
}

guint
terr_game_kind_get_n_score_views (TerrGameKind kind)
{
  TerrGameClass *klass = peek_class (kind);

  return klass != NULL ? MAX (klass->n_score_views, 1) : 1;
}

char *
terr_game_explain_score (TerrGame *self,
                         int       seat,
                         guint     view)
{
  TerrGameClass *klass;

  g_return_val_if_fail (TERR_IS_GAME (self), NULL);

  klass = TERR_GAME_GET_CLASS (self);
  if (klass->explain_score == NULL
      || (klass->explains_per_seat && (seat < 1 || seat > (int) terr_game_get_n_players (self)))
      || view >= MAX (klass->n_score_views, 1))
    return g_strdup ("");
  return klass->explain_score (self, seat, view);
}
