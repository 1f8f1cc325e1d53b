/* terr-render-words-private.h — the table each game fills for
 * terr-render-words.h. */
#pragma once

#include "terr-render-words.h"

G_BEGIN_DECLS

typedef struct {
  TerrGameKind kind;
  /* one private grid per seat */
  gboolean     seat_grids;
  void       (*cursor_bounds)      (const TerrRenderScene *scene,
                                    int *x0, int *y0, int *x1, int *y1);
  /* appends the position in words to @out */
  void       (*describe_position)  (TerrRenderScene       *scene,
                                    TerrGame              *game,
                                    int                    seat,
                                    GString               *out);
  /* may be NULL: no open pile */
  char      *(*describe_open_pile) (const TerrRenderScene *scene);
  /* may be NULL: pieces have no words beyond their names */
  char      *(*describe_piece)     (TerrGame              *game,
                                    const char            *piece_id);
} TerrRenderWords;

extern const TerrRenderWords terr_render_hg_words;   /* terr-render-hg-words.c */
extern const TerrRenderWords terr_render_zg_words;   /* terr-render-zg-words.c */
extern const TerrRenderWords terr_render_gp_words;   /* terr-render-gp-words.c */

G_END_DECLS
