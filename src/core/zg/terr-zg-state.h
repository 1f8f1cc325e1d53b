/* terr-zg-state.h — the Ziggurat position as a plain C struct, and its rules.
 *
 * Everything here works without GObject so that the solver and the tests can
 * use it directly; TerrZgGame wraps one TerrZgState.  The rules are those of
 * the spec (docs/rules-ziggurat.md says how the open points are read).
 *
 * Dominoes are numbered 0..27 in this fixed order (a ≤ b, a first):
 *   0-0 0-1 0-2 0-3 0-4 0-5 0-6 1-1 1-2 … 1-6 2-2 … 5-5 5-6 6-6
 * Cells of a tier are numbered y * 6 + x with x, y in 0..5 (a tier only
 * covers its centred square; see terr_zg_tier_contains()).  Tiers are 1..3
 * in the API and in files; arrays are indexed by tier - 1.
 *
 * The seeded deal (terr_zg_state_deal): put the 28 domino numbers 0..27 in an
 * array in the order above, shuffle it with terr_random_shuffle() (TerrRandom
 * seeded with the seed, Fisher–Yates from the last element down), and read
 * the array from index 0 as the pile from the top down.  The top three are
 * drawn into the hand (in that order); the other 25 stay in the pile.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TERR_ZG_N_DOMINOES 28
#define TERR_ZG_N_TIERS    3
#define TERR_ZG_SIDE       6
#define TERR_ZG_N_CELLS    36
#define TERR_ZG_HAND_SIZE  3

typedef enum {
  TERR_ZG_MOVE_PLACE,
  TERR_ZG_MOVE_LIFT,
  TERR_ZG_MOVE_RESIGN,
} TerrZgMoveType;

typedef enum {
  TERR_ZG_DIR_H,   /* second half on (x + 1, y) */
  TERR_ZG_DIR_V,   /* second half on (x, y + 1) */
} TerrZgDir;

/* One move in the file's terms: place tier x y dir a b · lift tier x y · resign. */
typedef struct {
  guint8 type;     /* TerrZgMoveType */
  guint8 tier;     /* 1..3 */
  gint8  x, y;
  guint8 dir;      /* TerrZgDir */
  guint8 a, b;     /* pips of the half on (x, y) and of the other half */
} TerrZgMove;

/* Where a placed domino lies (a on (x, y)). */
typedef struct {
  guint8 tier;     /* 1..3; 0 when not placed */
  gint8  x, y;
  guint8 dir;
  guint8 a, b;
} TerrZgPlacement;

typedef struct {
  /* The ziggurat: pips of each half (-1 empty) and which domino it is. */
  gint8  value[TERR_ZG_N_TIERS][TERR_ZG_N_CELLS];
  gint8  domino[TERR_ZG_N_TIERS][TERR_ZG_N_CELLS];
  TerrZgPlacement placement[TERR_ZG_N_DOMINOES];
  /* The pile, top first: pile[pile_pos .. pile_len - 1] are still in it. */
  guint8 pile[TERR_ZG_N_DOMINOES];
  guint8 pile_len;
  guint8 pile_pos;
  gboolean pile_open;
  /* The hand in the order its dominoes came into it. */
  guint8 hand[TERR_ZG_N_DOMINOES];
  guint8 hand_len;
  guint8 n_placed;
  guint  cheats;
  gboolean resigned;
} TerrZgState;

/* Why the rules refuse a move: the codes of Ziggurat, after the codes
 * every game shares (TerrRefusalCode, terr-refusal.h: not a move, no such
 * seat, game over).  Worded by terr-zg-refusal.c. */
typedef enum {
  TERR_ZG_REFUSAL_ON_ZIGGURAT = 6,  /* = TERR_REFUSAL_N_COMMON: the domino is placed */
  TERR_ZG_REFUSAL_NOT_IN_HAND,      /* the domino is still in the pile */
  TERR_ZG_REFUSAL_OUTSIDE_TIER,     /* a half off the tier's square */
  TERR_ZG_REFUSAL_HALF_TAKEN,       /* a half on a taken cell */
  TERR_ZG_REFUSAL_NO_BALANCING,     /* values[0]: the half's pips; the cell under is empty */
  TERR_ZG_REFUSAL_NOT_GREATER,      /* values: the half's pips, the pips under it */
  TERR_ZG_REFUSAL_NOT_TOUCHING,     /* values: the two halves' pips */
  TERR_ZG_REFUSAL_NOTHING_TO_LIFT,  /* no domino on the cell */
  TERR_ZG_REFUSAL_LIFT_OUTSIDE,     /* a lift off the tier's square */
  TERR_ZG_REFUSAL_N_CODES
} TerrZgRefusalCode;

/* A refusal as a value: the code, the cell at fault on its tier (the
 * tier under a half for NO_BALANCING and NOT_GREATER), the domino
 * involved (-1: none) and numbers. */
typedef struct {
  int   code;       /* TerrZgRefusalCode or TerrRefusalCode */
  guint tier;
  int   x, y;
  int   domino;
  int   values[2];
} TerrZgWhy;

/* Dominoes. */
guint8       terr_zg_domino_id        (guint a, guint b);   /* either order */
guint8       terr_zg_domino_low       (guint id);
guint8       terr_zg_domino_high      (guint id);
/* Parses "3-4" (either order); FALSE when malformed. */
gboolean     terr_zg_domino_parse     (const char *str,
                                       guint8     *id);

/* TRUE when cell (x, y) lies in the square of @tier (1..3). */
gboolean     terr_zg_tier_contains    (guint tier,
                                       int   x,
                                       int   y);

/* An empty ziggurat with all 28 dominoes in the pile in the order given
 * (hand empty; nothing drawn). */
void         terr_zg_state_init       (TerrZgState *state);
/* The seeded deal described at the top of this file. */
void         terr_zg_state_deal       (TerrZgState *state,
                                       guint64      seed);

/* Checks a placement against rules 1–5 and the hand without applying it.
 * On failure @reason (may be NULL) gets the reason for a player. */
gboolean     terr_zg_state_check_place (const TerrZgState *state,
                                        guint tier, int x, int y,
                                        TerrZgDir dir, guint a, guint b,
                                        char **reason);
/* Checks rules 1–4 only (used for pre-placed dominoes of a file). */
gboolean     terr_zg_state_check_structure (const TerrZgState *state,
                                            guint tier, int x, int y,
                                            TerrZgDir dir, guint a, guint b,
                                            char **reason);
/* The same with the refusal as a value in @why (may be NULL). */
gboolean     terr_zg_state_check_place_why (const TerrZgState *state,
                                            guint tier, int x, int y,
                                            TerrZgDir dir, guint a, guint b,
                                            char **reason,
                                            TerrZgWhy *why);
/* Puts domino a-b on the ziggurat with no check and no drawing. */
void         terr_zg_state_put        (TerrZgState *state,
                                       guint tier, int x, int y,
                                       TerrZgDir dir, guint a, guint b);

/* Checks and applies @move; on failure nothing changes and @reason gets
 * the reason (may be NULL). */
gboolean     terr_zg_state_apply      (TerrZgState       *state,
                                       const TerrZgMove  *move,
                                       char             **reason);
/* The same with the refusal as a value in @why (may be NULL). */
gboolean     terr_zg_state_apply_why  (TerrZgState       *state,
                                       const TerrZgMove  *move,
                                       char             **reason,
                                       TerrZgWhy         *why);
/* The dominoes a lift of the domino at (tier, x, y) picks up, lifted one
 * first; returns how many (0 when no domino is there). */
guint        terr_zg_state_lift_set   (const TerrZgState *state,
                                       guint tier, int x, int y,
                                       guint8 out[TERR_ZG_N_DOMINOES]);
/* Every legal move of the player (place moves in hand order, then lifts,
 * then resign); empty when the game is over. */
GArray      *terr_zg_state_list_moves (const TerrZgState *state);
/* TRUE when some hand domino has a legal placement. */
gboolean     terr_zg_state_can_place  (const TerrZgState *state);

/* TRUE when the ziggurat can never be finished from @state, whatever is
 * lifted: only a placement draws from the pile, and it draws only when
 * at most two dominoes are left in the hand; every domino placed after
 * the first touches a half of equal value, so the dominoes on the
 * ziggurat always share values in a chain.  When the largest such chain
 * among the dominoes in play (placed and in hand) leaves more than two
 * in the hand, no domino is ever drawn again. */
gboolean     terr_zg_state_is_dead    (const TerrZgState *state);
gboolean     terr_zg_state_is_complete (const TerrZgState *state);
gboolean     terr_zg_state_is_over    (const TerrZgState *state);
/* "Legendary Architect of the Divine" … (untranslated) for @cheats. */
const char  *terr_zg_title_for_cheats (guint cheats);
/* The same title translated. */
const char  *terr_zg_title_translated (guint cheats);
/* How many titles there are (the last one is for that many cheats or more). */
guint        terr_zg_n_titles         (void);

/* "place 2 (1,1) h 3-4", "lift 1 (0,0)", "resign". */
char        *terr_zg_move_to_string   (const TerrZgMove *move);

G_END_DECLS
