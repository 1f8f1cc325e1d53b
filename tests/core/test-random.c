/* Pinned vectors of TerrRandom: deals and AI choices depend on them, so a
 * change here would change every seeded game. */
#include "terr-random.h"

static void
test_splitmix_vectors (void)
{
  TerrRandom r;

  /* SplitMix64 reference outputs for seed 0 and seed 1234567. */
  terr_random_init (&r, 0);
  g_assert_cmphex (terr_random_next (&r), ==, G_GUINT64_CONSTANT (0xe220a8397b1dcdaf));
  g_assert_cmphex (terr_random_next (&r), ==, G_GUINT64_CONSTANT (0x6e789e6aa1b965f4));
  g_assert_cmphex (terr_random_next (&r), ==, G_GUINT64_CONSTANT (0x06c45d188009454f));
  terr_random_init (&r, 1234567);
  g_assert_cmphex (terr_random_next (&r), ==, G_GUINT64_CONSTANT (0x599ed017fb08fc85));
  g_assert_cmphex (terr_random_next (&r), ==, G_GUINT64_CONSTANT (0x2c73f08458540fa5));
}

static void
test_below_and_shuffle (void)
{
  TerrRandom r;
  int a[10];
  int counts[3] = { 0 };
  int sum = 0;

  terr_random_init (&r, 42);
  for (int i = 0; i < 3000; i++)
    counts[terr_random_below (&r, 3)]++;
  for (int i = 0; i < 3; i++)
    g_assert_cmpint (counts[i], >, 900);

  for (int i = 0; i < 10; i++)
    a[i] = i;
  terr_random_init (&r, 7);
  terr_random_shuffle (&r, a, 10, sizeof a[0]);
  for (int i = 0; i < 10; i++)
    sum += a[i];
  g_assert_cmpint (sum, ==, 45);
  /* Same seed, same order. */
  {
    int b[10];
    for (int i = 0; i < 10; i++)
      b[i] = i;
    terr_random_init (&r, 7);
    terr_random_shuffle (&r, b, 10, sizeof b[0]);
    for (int i = 0; i < 10; i++)
      g_assert_cmpint (a[i], ==, b[i]);
  }
  for (int i = 0; i < 1000; i++)
    {
      double d = terr_random_double (&r);
      g_assert_cmpfloat (d, >=, 0.0);
      g_assert_cmpfloat (d, <, 1.0);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/random/splitmix-vectors", test_splitmix_vectors);
  g_test_add_func ("/random/below-and-shuffle", test_below_and_shuffle);
  return g_test_run ();
}
