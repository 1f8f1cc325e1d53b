/* terr-hg-score.h — scoring a Hanging Gardens position.
 *
 * A seat scores view(d) + h for the best direction d (ties: n, e, s, w),
 * where h is the level its gazebo stands on; see the rules page and
 * docs/rules-hanging-gardens.md.  terr_hg_score_seat() is the fast path
 * (AI, playouts); TerrHgScoreReport holds the whole breakdown for the score
 * sheet, the CLI and the board's overlays.
 */
#pragma once

#include "terr-hg-state.h"

G_BEGIN_DECLS

typedef enum {
  TERR_HG_DIR_N,
  TERR_HG_DIR_E,
  TERR_HG_DIR_S,
  TERR_HG_DIR_W,
} TerrHgDir;

#define TERR_HG_N_DIRS 4

/* "n", "e", "s", "w". */
const char *terr_hg_dir_to_string (TerrHgDir dir);
/* The space in row @k at offset @j of the view of a gazebo at (gx, gy). */
void        terr_hg_dir_space     (TerrHgDir dir,
                                   int       gx,
                                   int       gy,
                                   int       k,
                                   int       j,
                                   int      *x,
                                   int      *y);

/* The score of @seat (0 when its gazebo is not in the garden); @views
 * (may be NULL) gets view(d) for the four directions, @best (may be NULL)
 * the best direction. */
int  terr_hg_score_seat (const TerrHgState *s,
                         int                seat,
                         int                views[TERR_HG_N_DIRS],
                         TerrHgDir         *best);
/* The scores of seats 1..n_players into @scores[1..]. */
void terr_hg_score_all  (const TerrHgState *s,
                         int                scores[TERR_HG_MAX_SEATS + 1]);

typedef enum {
  TERR_HG_BED_SEEN,
  TERR_HG_BED_TOO_HIGH,    /* lies higher than the gazebo */
  TERR_HG_BED_OBSCURED,    /* hidden by a plateau */
} TerrHgBedFate;

/* A bed in a view cone. */
typedef struct {
  int           x, y;          /* its space */
  int           row, offset;
  TerrHgSuit    suit;
  int           level;         /* the terrace it lies on */
  TerrHgBedFate fate;
  /* TERR_HG_BED_OBSCURED: the plateau (terrace tile) hiding it, the first
   * one found in the order of the state's tiles */
  int           plateau_x, plateau_y, plateau_level;
} TerrHgBedSight;

typedef struct {
  int   from, to;              /* offsets */
  int   height2;               /* the height class × 2 (0 table/level 0) */
  int   colours, symmetry;
  guint first_seen, n_seen;    /* the seen beds, in TerrHgViewDetail.seen */
} TerrHgSegment;

typedef struct {
  int   row;
  guint first_segment, n_segments;  /* in TerrHgViewDetail.segments */
} TerrHgRow;

/* One direction of one seat: every row from 1 to the bounding box's edge,
 * every segment (from offset −k to k), the seen beds (by row, then offset)
 * and the beds of the cone that are not seen, with why. */
typedef struct {
  TerrHgDir direction;
  int       view;
  GArray   *rows;       /* TerrHgRow */
  GArray   *segments;   /* TerrHgSegment */
  GArray   *seen;       /* TerrHgBedSight */
  GArray   *unseen;     /* TerrHgBedSight */
} TerrHgViewDetail;

typedef struct {
  int       seat;
  gboolean  has_gazebo;
  int       x, y;                       /* the gazebo, when placed */
  int       height;                     /* h */
  int       views[TERR_HG_N_DIRS];
  TerrHgDir best;
  int       score;
  TerrHgViewDetail detail[TERR_HG_N_DIRS];  /* empty without a gazebo */
} TerrHgSeatReport;

typedef struct {
  int              n_seats;
  TerrHgSeatReport seats[TERR_HG_MAX_SEATS];   /* seat i at [i - 1] */
  int              n_winners;
  int              winners[TERR_HG_MAX_SEATS]; /* highest score, ties share */
} TerrHgScoreReport;

TerrHgScoreReport *terr_hg_score_report_new  (const TerrHgState *s);
void               terr_hg_score_report_free (TerrHgScoreReport *report);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TerrHgScoreReport, terr_hg_score_report_free)

G_END_DECLS
