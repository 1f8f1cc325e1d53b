/* terr-render-words.h — a board's scene in words, and where its keyboard
 * cursor may go.
 *
 * A board widget draws a TerrRenderScene; what it says of that scene to
 * screen readers (the whole position, the open pile, a piece's shape) and
 * the squares its cursor may visit differ per game.  Each game answers
 * through its own table (terr-render-<game>-words.c, listed in
 * terr-render-words.c), so the widget asks without naming a game.
 */
#pragma once

#include "terr-render-scene.h"

G_BEGIN_DECLS

/* Whether each seat of @game has its own grid, private while the game
 * goes on (a viewer then sees one seat's grid, seat 1 when none is to
 * move). */
gboolean  terr_render_game_has_seat_grids      (TerrGame              *game);
/* The squares the keyboard cursor may visit (inclusive): the board, or
 * for a garden that grows, the garden with room for a tile around it. */
void      terr_render_scene_get_cursor_bounds  (const TerrRenderScene *scene,
                                                int                   *x0,
                                                int                   *y0,
                                                int                   *x1,
                                                int                   *y1);
/* The whole position of @game (whose scene @scene is) in words: row by
 * row, tier by tier or grid by grid; @seat is the grid shown (0: every
 * grid).  Without the status line. */
char     *terr_render_scene_describe_position  (TerrRenderScene       *scene,
                                                TerrGame              *game,
                                                int                    seat);
/* The top of an open pile ("Open pile, next first: the 3–5, the 1–1."),
 * or NULL when the game has none or it is hidden. */
char     *terr_render_scene_describe_open_pile (const TerrRenderScene *scene);
/* A piece of @game in words beyond its name (a shape, its flowers:
 * "three squares in an L: rose, marigold, rose"), or NULL. */
char     *terr_render_describe_piece           (TerrGame              *game,
                                                const char            *piece_id);

G_END_DECLS
