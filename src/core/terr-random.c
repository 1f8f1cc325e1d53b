/* terr-random.c — SplitMix64; see terr-random.h for the exact definition. */
#include "terr-random.h"

#include <string.h>

void
terr_random_init (TerrRandom *r, guint64 seed)
{
  r->state = seed;
}

guint64
terr_random_next (TerrRandom *r)
{
  guint64 z;

  r->state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  z = r->state;
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

guint32
terr_random_below (TerrRandom *r, guint32 n)
{
  guint64 limit;
  guint64 v;

  g_assert (n > 0);
  /* Largest multiple of n that fits in 2^64, for rejection sampling. */
  limit = G_MAXUINT64 - (G_MAXUINT64 % n);
  do
    v = terr_random_next (r);
  while (v >= limit);
  return (guint32) (v % n);
}

double
terr_random_double (TerrRandom *r)
{
  return (terr_random_next (r) >> 11) * (1.0 / 9007199254740992.0);
}

void
terr_random_shuffle (TerrRandom *r, gpointer array, gsize n, gsize size)
{
  guint8 *base = array;
  guint8 tmp[64];

  g_assert (size <= sizeof tmp);
  if (n < 2)
    return;
  for (gsize i = n - 1; i > 0; i--)
    {
      gsize j = terr_random_below (r, (guint32) (i + 1));
      if (j == i)
        continue;
      memcpy (tmp, base + i * size, size);
      memcpy (base + i * size, base + j * size, size);
      memcpy (base + j * size, tmp, size);
    }
}
