/* zg-test-util.h — building Ziggurat positions by hand in the tests. */
#pragma once

#include "terr-zg-state.h"

/* All 28 dominoes in the pile (id order), nothing in the hand. */
void     zg_test_empty     (TerrZgState *st);
/* Moves domino a-b from the pile into the hand. */
void     zg_test_give      (TerrZgState *st, guint a, guint b);
/* Moves domino a-b from the pile onto the ziggurat (rules 1–4 asserted). */
void     zg_test_put       (TerrZgState *st, guint tier, int x, int y,
                            TerrZgDir dir, guint a, guint b);
/* Asserts that placing is legal, or refused with a reason holding @part. */
void     zg_test_assert_ok      (const TerrZgState *st, guint tier, int x, int y,
                                 TerrZgDir dir, guint a, guint b);
void     zg_test_assert_refused (const TerrZgState *st, guint tier, int x, int y,
                                 TerrZgDir dir, guint a, guint b, const char *part);
/* Applies every move of @moves (TerrZgMove) to a copy of @st with the
 * rules; returns the final cheat count, or -1 (with a message) when a move
 * is refused or the ziggurat is not complete at the end. */
int      zg_test_replay    (const TerrZgState *st, GArray *moves);
/* "2-3 0-4 …": the hand then the pile, as the deal left them. */
char    *zg_test_order     (const TerrZgState *st);
