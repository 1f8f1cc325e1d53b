/* terr-game-views.c — what views ask of a kind of game without naming
 * it: the computer levels, how the score is explained, the options of a
 * new game (see terr-game.h, "what views ask of a game", and
 * terr-game-option.h). */
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

/* --- the options of a new game --- */

void
terr_game_option_value_free (TerrGameOptionValue *value)
{
  if (value == NULL)
    return;
  g_free (value->id);
  g_free (value->label);
  g_free (value);
}

const TerrGameOption *
terr_game_kind_list_options (TerrGameKind  kind,
                             guint        *n_options)
{
  TerrGameClass *klass = peek_class (kind);

  if (n_options != NULL)
    *n_options = klass != NULL ? klass->n_options : 0;
  return klass != NULL ? klass->options : NULL;
}

GPtrArray *
terr_game_kind_list_option_values (TerrGameKind  kind,
                                   const char   *option_id)
{
  TerrGameClass *klass = peek_class (kind);

  if (klass == NULL || klass->list_option_values == NULL)
    return g_ptr_array_new_with_free_func ((GDestroyNotify) terr_game_option_value_free);
  return klass->list_option_values (klass, option_id);
}

TerrGame *
terr_game_new_with_options (TerrGameKind  kind,
                            guint         n_players,
                            guint64       seed,
                            GVariant     *options,
                            GError      **error)
{
  TerrGameClass *klass = peek_class (kind);
  g_autoptr(GVariant) none = NULL;

  g_return_val_if_fail (options == NULL || g_variant_is_of_type (options, G_VARIANT_TYPE_VARDICT), NULL);

  if (klass == NULL || klass->new_with_options == NULL)
    return terr_game_new (kind, n_players, seed, error);
  if (options == NULL)
    options = none = g_variant_ref_sink (g_variant_new_array (G_VARIANT_TYPE ("{sv}"), NULL, 0));
  return klass->new_with_options (klass, n_players, seed, options, error);
}
