/* TerrMove: attributes keep their order, equality ignores it. */
#include "terr-move.h"

static void
test_attributes (void)
{
  g_autoptr(TerrMove) a = terr_move_new (2, "support");
  g_autoptr(TerrMove) b = terr_move_new (2, "support");
  g_autoptr(TerrMove) c = NULL;
  g_autofree char *text = NULL;
  const char *name, *value;
  gint64 v;

  terr_move_set_int (a, "x", -3);
  terr_move_set_int (a, "y", 4);
  terr_move_set (a, "level", "0");
  terr_move_set_int (b, "y", 4);
  terr_move_set (b, "level", "0");
  terr_move_set_int (b, "x", -3);
  g_assert_true (terr_move_equal (a, b));
  terr_move_get_attr (a, 0, &name, &value);
  g_assert_cmpstr (name, ==, "x");
  g_assert_cmpstr (value, ==, "-3");
  g_assert_true (terr_move_get_int (a, "x", -10, 10, &v));
  g_assert_cmpint (v, ==, -3);
  g_assert_false (terr_move_get_int (a, "x", 0, 10, &v));
  g_assert_false (terr_move_get_int (a, "stack", 0, 10, &v));
  terr_move_set (b, "x", "-2");
  g_assert_false (terr_move_equal (a, b));
  text = terr_move_to_string (a);
  g_assert_cmpstr (text, ==, "seat 2 support x=-3 y=4 level=0");

  terr_move_set_comment (a, "nice");
  {
    g_autoptr(GPtrArray) line = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_move_unref);
    g_ptr_array_add (line, terr_move_new (2, "pass"));
    terr_move_add_variation (a, line);
  }
  c = terr_move_copy_bare (a);
  g_assert_true (terr_move_equal (a, c));
  g_assert_null (terr_move_get_comment (c));
  g_assert_null (terr_move_get_variations (c));
  g_assert_cmpuint (terr_move_get_variations (a)->len, ==, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/move/attributes", test_attributes);
  return g_test_run ();
}
