/* zg-test-util.c — see zg-test-util.h. */
#include "zg-test-util.h"

#include <string.h>

void
zg_test_empty (TerrZgState *st)
{
  terr_zg_state_init (st);
}

static void
take_from_pile (TerrZgState *st, guint id)
{
  for (guint i = st->pile_pos; i < st->pile_len; i++)
    if (st->pile[i] == id)
      {
        memmove (&st->pile[i], &st->pile[i + 1], st->pile_len - i - 1);
        st->pile_len--;
        return;
      }
  g_error ("the %u-%u is not in the pile", terr_zg_domino_low (id), terr_zg_domino_high (id));
}

void
zg_test_give (TerrZgState *st, guint a, guint b)
{
  guint id = terr_zg_domino_id (a, b);

  take_from_pile (st, id);
  st->hand[st->hand_len++] = id;
}

void
zg_test_put (TerrZgState *st, guint tier, int x, int y, TerrZgDir dir, guint a, guint b)
{
  g_autofree char *reason = NULL;

  take_from_pile (st, terr_zg_domino_id (a, b));
  if (!terr_zg_state_check_structure (st, tier, x, y, dir, a, b, &reason))
    g_error ("cannot put %u-%u: %s", a, b, reason);
  terr_zg_state_put (st, tier, x, y, dir, a, b);
}

void
zg_test_assert_ok (const TerrZgState *st, guint tier, int x, int y, TerrZgDir dir, guint a, guint b)
{
  g_autofree char *reason = NULL;

  if (!terr_zg_state_check_place (st, tier, x, y, dir, a, b, &reason))
    g_error ("%u-%u on tier %u at (%d,%d) refused: %s", a, b, tier, x, y, reason);
}

void
zg_test_assert_refused (const TerrZgState *st, guint tier, int x, int y, TerrZgDir dir,
                        guint a, guint b, const char *part)
{
  g_autofree char *reason = NULL;

  g_assert_false (terr_zg_state_check_place (st, tier, x, y, dir, a, b, &reason));
  g_assert_nonnull (reason);
  if (strstr (reason, part) == NULL)
    g_error ("reason “%s” does not say “%s”", reason, part);
}

int
zg_test_replay (const TerrZgState *start, GArray *moves)
{
  TerrZgState st = *start;

  for (guint i = 0; i < moves->len; i++)
    {
      g_autofree char *reason = NULL;
      const TerrZgMove *m = &g_array_index (moves, TerrZgMove, i);

      if (!terr_zg_state_apply (&st, m, &reason))
        {
          g_autofree char *text = terr_zg_move_to_string (m);
          g_test_message ("move %u (%s) refused: %s", i + 1, text, reason);
          return -1;
        }
    }
  if (!terr_zg_state_is_complete (&st))
    {
      g_test_message ("the line ends with %u placed", st.n_placed);
      return -1;
    }
  return (int) (st.cheats - start->cheats);
}

char *
zg_test_order (const TerrZgState *st)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < st->hand_len; i++)
    g_string_append_printf (s, "%s%u-%u", s->len ? " " : "",
                            terr_zg_domino_low (st->hand[i]), terr_zg_domino_high (st->hand[i]));
  for (guint i = st->pile_pos; i < st->pile_len; i++)
    g_string_append_printf (s, " %u-%u",
                            terr_zg_domino_low (st->pile[i]), terr_zg_domino_high (st->pile[i]));
  return g_string_free (s, FALSE);
}
