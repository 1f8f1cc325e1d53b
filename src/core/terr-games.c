/* terr-games.c — registers the three game classes with the type system, so
 * that terr_game_new() and the loaders can find them by kind, and lists
 * them for views that offer every game. */
#include "terr-games.h"

void
terr_games_ensure_types (void)
{
  g_type_ensure (TERR_TYPE_HG_GAME);
  g_type_ensure (TERR_TYPE_ZG_GAME);
  g_type_ensure (TERR_TYPE_GP_GAME);
}

const GType *
terr_games_list (guint *n_games)
{
  static GType types[3];

  if (types[0] == 0)
    {
      /* The order of the start page. */
      types[0] = TERR_TYPE_HG_GAME;
      types[1] = TERR_TYPE_ZG_GAME;
      types[2] = TERR_TYPE_GP_GAME;
    }
  if (n_games != NULL)
    *n_games = G_N_ELEMENTS (types);
  return types;
}

TerrGameKind
terr_games_get_kind (GType type)
{
  TerrGameClass *klass;
  TerrGameKind kind;

  g_return_val_if_fail (g_type_is_a (type, TERR_TYPE_GAME), TERR_GAME_NONE);

  klass = g_type_class_ref (type);
  kind = klass->kind;
  g_type_class_unref (klass);
  return kind;
}

GType
terr_games_get_type_for_kind (TerrGameKind kind)
{
  guint n;
  const GType *types = terr_games_list (&n);

  for (guint i = 0; i < n; i++)
    if (terr_games_get_kind (types[i]) == kind)
      return types[i];
  return G_TYPE_INVALID;
}
