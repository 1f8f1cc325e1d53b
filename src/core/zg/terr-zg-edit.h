/* terr-zg-edit.h — designing a Ziggurat scenario by edits (included by
 * terr-zg-game.h).
 *
 * Each edit changes the starting position of a game without moves,
 * ignoring turn order and the rules of play, as one undoable step
 * (terr_game_begin_edit / terr_game_end_edit: terr_game_undo_edit takes
 * it back).  The position may be invalid between edits — a domino
 * missing or doubled, dominoes that overlap or float —; such a position
 * lists its problems (terr_game_list_problems), can be saved and read
 * back as a draft (terr_game_load_draft), and cannot be played until
 * they are mended.
 *
 * An edit is refused, with a GError and nothing changed, only when the
 * game has moves or when its arguments cannot even be written in a file:
 * a tier other than 1..3, x or y outside 0..5, pips outside 0..6, an index
 * past the end of a list, a list of more than TERR_ZG_LAYOUT_MAX (256)
 * entries, a count over G_MAXINT.  Indices count from 0: the pile from
 * its top, the hand in hand order.
 */
#pragma once

#include "terr-zg-game.h"

G_BEGIN_DECLS

/* A scenario with nothing anywhere (all 28 dominoes missing, so it lists
 * 28 problems), one seat, a hidden pile, no cheats, no goal. */
TerrGame     *terr_zg_game_new_empty          (void);

/* Empties the pile, the hand and the ziggurat and sets the cheats to 0
 * (the goal and whether the pile is open stay). */
gboolean      terr_zg_game_edit_clear         (TerrZgGame  *self,
                                               GError     **error);
/* The seeded deal of a new game (terr_zg_state_deal): all 28 in the pile,
 * shuffled, the top three drawn into the hand; the ziggurat empty, no
 * cheats (the goal and whether the pile is open stay). */
gboolean      terr_zg_game_edit_deal          (TerrZgGame  *self,
                                               guint64      seed,
                                               GError     **error);

/* Puts domino a-b on @tier with its half a on (x, y) and b on (x + 1, y)
 * (TERR_ZG_DIR_H) or (x, y + 1) (TERR_ZG_DIR_V). */
gboolean      terr_zg_game_edit_put_domino    (TerrZgGame  *self,
                                               guint        tier,
                                               int          x,
                                               int          y,
                                               TerrZgDir    dir,
                                               guint        a,
                                               guint        b,
                                               GError     **error);
/* Takes away the domino covering cell (x, y) of @tier (either half; of
 * dominoes that overlap there, the one put last).  Nothing resting on it
 * moves. */
gboolean      terr_zg_game_edit_remove_domino (TerrZgGame  *self,
                                               guint        tier,
                                               int          x,
                                               int          y,
                                               GError     **error);

/* Where a domino of a design is, or is to go. */
typedef enum {
  TERR_ZG_SPOT_UNUSED,    /* nowhere: the domino is missing from the set */
  TERR_ZG_SPOT_HAND,      /* at @index of the hand */
  TERR_ZG_SPOT_PILE,      /* at @index of the pile, counted from the top */
  TERR_ZG_SPOT_ZIGGURAT,  /* on @tier, a half on (x, y), the other at @dir */
} TerrZgSpotKind;

typedef struct {
  TerrZgSpotKind kind;
  int            index;   /* hand, pile (-1: at the end, to move only) */
  guint          tier;    /* ziggurat */
  int            x, y;
  TerrZgDir      dir;
} TerrZgSpot;

/* Where domino @id (0..27) is in the position shown (the state: in a
 * draft that holds a domino twice, the copy the board shows); for the
 * ziggurat, @a gets the pips on (x, y) (may be NULL). */
void          terr_zg_game_locate_domino      (TerrZgGame  *self,
                                               guint        id,
                                               TerrZgSpot  *spot,
                                               guint       *a);
/* Moves domino a-b (either order) to @to as one edit: it is taken from
 * every place it is (the hand, the pile, the ziggurat: so the design
 * never holds it twice after), then put at @to — in the hand or the pile
 * at @to->index (afterwards; -1 at the end), on the ziggurat with its
 * half a on (x, y), or nowhere (TERR_ZG_SPOT_UNUSED).  Nothing resting
 * on a domino taken from the ziggurat moves.  A move to where the domino
 * already is alone changes nothing and makes no edit. */
gboolean      terr_zg_game_edit_move_domino   (TerrZgGame       *self,
                                               guint             a,
                                               guint             b,
                                               const TerrZgSpot *to,
                                               GError          **error);

/* Puts a-b into the hand at @index (-1: at the end). */
gboolean      terr_zg_game_edit_hand_insert   (TerrZgGame  *self,
                                               int          index,
                                               guint        a,
                                               guint        b,
                                               GError     **error);
gboolean      terr_zg_game_edit_hand_remove   (TerrZgGame  *self,
                                               guint        index,
                                               GError     **error);

/* Puts a-b into the pile at @index (0: on top, -1: at the bottom). */
gboolean      terr_zg_game_edit_pile_insert   (TerrZgGame  *self,
                                               int          index,
                                               guint        a,
                                               guint        b,
                                               GError     **error);
/* Moves the domino at @from so that it is at @to afterwards. */
gboolean      terr_zg_game_edit_pile_move     (TerrZgGame  *self,
                                               guint        from,
                                               guint        to,
                                               GError     **error);
gboolean      terr_zg_game_edit_pile_remove   (TerrZgGame  *self,
                                               guint        index,
                                               GError     **error);
/* Shuffles the pile as it is, as the deal does: terr_random_shuffle
 * (TerrRandom seeded with @seed) over the pile from the top down. */
gboolean      terr_zg_game_edit_pile_shuffle  (TerrZgGame  *self,
                                               guint64      seed,
                                               GError     **error);
/* Puts every missing domino at the bottom of the pile, in domino order
 * (0-0, 0-1, …, 6-6). */
gboolean      terr_zg_game_edit_pile_add_missing (TerrZgGame *self,
                                                  GError    **error);
/* Whether the player sees the pile's order (order="open"). */
gboolean      terr_zg_game_edit_set_pile_open (TerrZgGame  *self,
                                               gboolean     open,
                                               GError     **error);

/* The cheats already made (the score so far). */
gboolean      terr_zg_game_edit_set_cheats    (TerrZgGame  *self,
                                               guint        cheats,
                                               GError     **error);
/* The puzzle goal <goal type="max-cheats" value="@max_cheats"/>. */
gboolean      terr_zg_game_edit_set_goal      (TerrZgGame  *self,
                                               guint        max_cheats,
                                               GError     **error);
gboolean      terr_zg_game_edit_clear_goal    (TerrZgGame  *self,
                                               GError     **error);

G_END_DECLS
