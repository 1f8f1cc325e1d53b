/* terr-zg-layout.h — a Ziggurat position as a designer may leave it: lists
 * that can hold what a TerrZgState cannot (a domino twice, one missing,
 * dominoes that overlap or float), and the one check of such a position
 * that both the loader and the scenario editor use.
 *
 * Private to src/core/zg (the game and its edits); not for the program.
 */
#pragma once

#include "terr-game.h"
#include "terr-zg-state.h"

G_BEGIN_DECLS

/* The most entries a list of a layout (pile, hand, ziggurat) may hold: far
 * more than the 28 dominoes, so every doubled domino can be shown, but a
 * hostile file cannot make millions of problems. */
#define TERR_ZG_LAYOUT_MAX 256

typedef struct {
  GArray  *pile;       /* guint8 domino ids, top first */
  GArray  *hand;       /* guint8 domino ids, in hand order */
  /* TerrZgPlacement, x and y 0..5 (the other half may be off the
   * foundation).  Edits keep it sorted by tier, then the cell (y, x) of
   * the first half, later ones after equal ones: the order it is written
   * in, so that a draft reads back to the same problems. */
  GArray  *placed;
  gboolean pile_open;
  guint    cheats;
} TerrZgLayout;

/* What a problem concerns, for the loader to name the element's line. */
typedef enum {
  TERR_ZG_SUBJECT_SEATS,     /* <players> */
  TERR_ZG_SUBJECT_PILE,      /* <pile> (index: in the pile) */
  TERR_ZG_SUBJECT_HAND,      /* <hand> (index: in the hand) */
  TERR_ZG_SUBJECT_PLACED,    /* a <domino> (index: in layout->placed) */
  TERR_ZG_SUBJECT_POSITION,  /* <position> as a whole */
} TerrZgSubjectKind;

typedef struct {
  TerrZgSubjectKind kind;
  guint index;
} TerrZgSubject;

TerrZgLayout *terr_zg_layout_new         (void);
TerrZgLayout *terr_zg_layout_copy        (const TerrZgLayout *layout);
void          terr_zg_layout_free        (TerrZgLayout       *layout);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TerrZgLayout, terr_zg_layout_free)

/* The layout of a valid position (the pile from its current top). */
TerrZgLayout *terr_zg_layout_from_state  (const TerrZgState  *state);
/* The position of @layout: exact when the layout has no problems; else
 * the most of it a TerrZgState can hold (each domino once, the ziggurat's
 * copy first; dominoes whose cells are off their tier or taken left out),
 * so that a draft can be drawn and described. */
void          terr_zg_layout_to_state    (const TerrZgLayout *layout,
                                          TerrZgState        *state);

/* Adds @placement to layout->placed in its sorted place; returns its index. */
guint         terr_zg_layout_insert_placed (TerrZgLayout          *layout,
                                            const TerrZgPlacement *placement);
/* The index in layout->placed of the last domino covering cell (x, y) of
 * @tier, or -1. */
int           terr_zg_layout_find_placed (const TerrZgLayout *layout,
                                          guint               tier,
                                          int                 x,
                                          int                 y);
/* TRUE when domino @id is nowhere in the layout. */
gboolean      terr_zg_layout_lacks       (const TerrZgLayout *layout,
                                          guint               id);

/* Every structural problem (TerrProblem*) of @layout with @n_players
 * seats, in this order: the seats; an empty hand (the ziggurat not
 * finished; not with @first_only, as the loader calls it: a file's hand
 * is as it says); a domino seen a second time (pile from
 * the top, hand, ziggurat in list order); rules 1–4 of the pre-placed
 * dominoes (tier by tier); missing dominoes.  With @first_only, stops at
 * the first.  @subjects (TerrZgSubject, may be NULL) gets what each
 * problem concerns.  Returns how many were added. */
guint         terr_zg_layout_check       (const TerrZgLayout *layout,
                                          guint               n_players,
                                          gboolean            first_only,
                                          GPtrArray          *problems,
                                          GArray             *subjects);
/* No problem with the dominoes (the seats are not looked at). */
gboolean      terr_zg_layout_is_valid    (const TerrZgLayout *layout);

G_END_DECLS
