/* terr-random.h — a small seeded random generator of our own.
 *
 * Deals and AI choices must be the same on every machine and every version,
 * which g_random_* does not promise.  The generator is SplitMix64 (Steele,
 * Lea and Flood 2014):
 *   state += 0x9E3779B97F4A7C15;
 *   z = state;
 *   z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9;
 *   z = (z ^ (z >> 27)) * 0x94D049BB133111EB;
 *   return z ^ (z >> 31);
 * starting from state = seed.  terr_random_below(n) maps to [0, n) by
 * rejection (no modulo bias); terr_random_shuffle is Fisher–Yates from the
 * last element down: for i = n-1 … 1: j = below(i+1); swap(i, j).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  guint64 state;
} TerrRandom;

void     terr_random_init     (TerrRandom *r,
                               guint64     seed);
guint64  terr_random_next     (TerrRandom *r);
/* Uniform in [0, n); n > 0. */
guint32  terr_random_below    (TerrRandom *r,
                               guint32     n);
/* Uniform in [0, 1). */
double   terr_random_double   (TerrRandom *r);
void     terr_random_shuffle  (TerrRandom *r,
                               gpointer    array,
                               gsize       n_elements,
                               gsize       element_size);

G_END_DECLS
