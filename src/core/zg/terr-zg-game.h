/* terr-zg-game.h — the Ziggurat (one player, 28 dominoes, three tiers) as a
 * TerrGame.
 *
 * The position is a TerrZgState (terr-zg-state.h: the deal procedure, the
 * domino numbering, the rules); the solver is in terr-zg-solver.h.  The
 * readings of the rules are in docs/rules-ziggurat.md.  Besides the
 * TerrGame virtual methods, the functions below serve the board widget and
 * the renderer: a read-only view of the position, a check of a placement
 * without playing it (the hover ghost), and hints.  Scenarios are designed
 * by the edits of terr-zg-edit.h (included at the end).
 */
#pragma once

#include "terr-game.h"
#include "terr-zg-state.h"
#include "terr-zg-solver.h"

G_BEGIN_DECLS

#define TERR_TYPE_ZG_GAME (terr_zg_game_get_type ())
G_DECLARE_FINAL_TYPE (TerrZgGame, terr_zg_game, TERR, ZG_GAME, TerrGame)

/* The current position (read only; valid until the next change).  For a
 * draft with problems, the most of it a TerrZgState can hold (each domino
 * once; see docs/rules-ziggurat.md), for drawing it. */
const TerrZgState *terr_zg_game_get_state        (TerrZgGame   *self);

/* TRUE when the puzzle has a <goal type="max-cheats">; its value in
 * @max_cheats. */
gboolean      terr_zg_game_get_goal              (TerrZgGame   *self,
                                                  guint        *max_cheats);

/* Would placing a-b with a on (x, y) of @tier be legal now?  Nothing
 * changes; on FALSE @reason (may be NULL) gets the reason for a player. */
gboolean      terr_zg_game_check_placement       (TerrZgGame   *self,
                                                  guint         tier,
                                                  int           x,
                                                  int           y,
                                                  TerrZgDir     dir,
                                                  guint         a,
                                                  guint         b,
                                                  char        **reason);

/* Hint: one legal placement (the first move of a 0-cheat line when a short
 * search finds one, else the first legal placement); FALSE when no hand
 * domino fits anywhere (then only lifts are left). */
gboolean      terr_zg_game_hint_placement        (TerrZgGame   *self,
                                                  TerrZgMove   *out);
/* Hint: can the current position still be finished without cheating?
 * Runs the solver on the true pile order for at most @time_limit seconds
 * (0: no limit); the answer never reveals a line. */
TerrZgVerdict terr_zg_game_hint_solvable         (TerrZgGame   *self,
                                                  double        time_limit,
                                                  GCancellable *cancellable);

/* Converting moves between the engine and the file's TerrMove. */
TerrMove     *terr_zg_move_to_terr_move          (const TerrZgMove *move);
gboolean      terr_zg_move_from_terr_move        (const TerrMove   *move,
                                                  TerrZgMove       *out,
                                                  char            **reason);

G_END_DECLS

#include "terr-zg-edit.h"
