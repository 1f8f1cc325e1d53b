/* test-new-game.c — the New Game dialog of every game of terr_games_list()
 * shows what the game's class says, without the dialog naming a game:
 * who plays a seat (a person, or each computer level with the class's
 * name for it, and no other), and each option of the class in a row with
 * its title (a switch at its default, a choice listing the class's
 * values); a game made with the defaults is a game of that kind. */
#include "config.h"

#include <glib/gi18n.h>

#include "test-app-common.h"
#include "terr-new-game-dialog.h"

/* The first drop-down under @widget whose list starts with @first. */
static GtkDropDown *
find_drop_down (GtkWidget  *widget,
                const char *first)
{
  if (GTK_IS_DROP_DOWN (widget))
    {
      GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (widget));

      if (GTK_IS_STRING_LIST (model) && g_list_model_get_n_items (model) > 0
          && g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), 0), first) == 0)
        return GTK_DROP_DOWN (widget);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkDropDown *found = find_drop_down (child, first);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_dialog_from_class (gconstpointer data)
{
  GType type = (GType) GPOINTER_TO_SIZE (data);
  TerrGameKind kind = terr_games_get_kind (type);
  TerrNewGameDialog *dialog = terr_new_game_dialog_new (NULL, kind, NULL);
  guint n_levels = terr_game_kind_get_n_levels (kind);
  guint n_options;
  const TerrGameOption *options = terr_game_kind_list_options (kind, &n_options);
  GtkDropDown *levels;
  GListModel *model;
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrGame) game = NULL;

  gtk_window_present (GTK_WINDOW (dialog));

  /* Who plays: a person, then the class's levels by name. */
  levels = find_drop_down (GTK_WIDGET (dialog), C_("player", "Person"));
  g_assert_nonnull (levels);
  model = gtk_drop_down_get_model (levels);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, n_levels + 1);
  for (guint level = 1; level <= n_levels; level++)
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), level), ==,
                     terr_game_kind_get_level_name (kind, level));
  g_assert_cmpuint (terr_new_game_dialog_get_max_level (kind), ==, n_levels);

  /* Each option in a row of its own, as the class says. */
  for (guint i = 0; i < n_options; i++)
    {
      GtkWidget *row = terr_new_game_dialog_get_option_row (dialog, options[i].id);
      g_autoptr(GVariant) value = terr_new_game_dialog_get_option (dialog, options[i].id);

      g_assert_nonnull (row);
      g_assert_true (gtk_widget_is_visible (row));
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, _(options[i].title));
      g_assert_nonnull (value);
      switch (options[i].type)
        {
        case TERR_OPTION_SWITCH:
          g_assert_cmpint (g_variant_get_boolean (value), ==, options[i].default_on);
          break;
        case TERR_OPTION_CHOICE:
          {
            g_autoptr(GPtrArray) values = terr_game_kind_list_option_values (kind, options[i].id);
            GListModel *labels = adw_combo_row_get_model (ADW_COMBO_ROW (row));

            g_assert_cmpuint (values->len, >, 0);
            g_assert_cmpuint (g_list_model_get_n_items (labels), ==, values->len);
            for (guint v = 0; v < values->len; v++)
              g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (labels), v), ==,
                               ((TerrGameOptionValue *) g_ptr_array_index (values, v))->label);
            /* The default (first) value is chosen. */
            g_assert_cmpstr (g_variant_get_string (value, NULL), ==,
                             ((TerrGameOptionValue *) g_ptr_array_index (values, 0))->id);
          }
          break;
        case TERR_OPTION_NUMBER:
        default:
          /* Empty: none. */
          g_assert_cmpstr (g_variant_get_string (value, NULL), ==, "");
          break;
        }
    }
  g_assert_null (terr_new_game_dialog_get_option (dialog, "no-such-option"));

  game = terr_new_game_dialog_create_game (dialog, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_cmpint (terr_game_get_kind (game), ==, kind);
  gtk_window_destroy (GTK_WINDOW (dialog));
  test_app_spin (10);
}

int
main (int   argc,
      char *argv[])
{
  const GType *types;
  guint n;

  if (!test_app_init (&argc, &argv))
    return 0;

  types = terr_games_list (&n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = g_strdup_printf ("/app/new-game/%s",
                                               terr_game_kind_to_string (terr_games_get_kind (types[i])));
      g_test_add_data_func (path, GSIZE_TO_POINTER (types[i]), test_dialog_from_class);
    }
  {
    int status = g_test_run ();

    test_app_cleanup ();
    return status;
  }
}
