/* terr-seat-colors.h — the colours the players chose for the seats.
 *
 * Colours are a preference of the program, not of a file: the settings key
 * "seat-colors" lists, seat by seat, an index into the renderer's seat
 * palette (terr_render_get_palette_color).  One object for the whole
 * program follows the key; the board, the score rows, the move list, the
 * score graph, the start page's pictures and the help's diagrams ask it,
 * and the CSS classes seat-1 … seat-6 follow it. */
#pragma once

#include <gio/gio.h>

#include "terr-render.h"

G_BEGIN_DECLS

#define TERR_TYPE_SEAT_COLORS (terr_seat_colors_get_type ())
G_DECLARE_FINAL_TYPE (TerrSeatColors, terr_seat_colors, TERR, SEAT_COLORS, GObject)

#define TERR_SEAT_COLORS_MAX_SEATS TERR_RENDER_N_SEAT_COLORS

/* The program's one object (never NULL; not owned). */
TerrSeatColors *terr_seat_colors_get_default   (void);
/* Follow @settings' "seat-colors" key (NULL: stop following; the colours
 * stay). */
void            terr_seat_colors_set_settings  (TerrSeatColors  *self,
                                                GSettings       *settings);
/* The palette index of @seat (1..6). */
guint           terr_seat_colors_get_index     (TerrSeatColors  *self,
                                                int              seat);
/* @n indices, seat 1 first; a list that is not a permutation of distinct
 * palette colours is completed/repaired (a repeated or unknown index gives
 * way to the first colour no seat has).  Emits "changed" when different. */
void            terr_seat_colors_set_indices   (TerrSeatColors  *self,
                                                const guint     *indices,
                                                guint            n);
void            terr_seat_colors_get_color     (TerrSeatColors  *self,
                                                int              seat,
                                                TerrRenderColor *color);
/* Put the seats' colours into @opts (TerrRenderOptions.seat_colors). */
void            terr_seat_colors_apply         (TerrSeatColors  *self,
                                                TerrRenderOptions *opts);

/* The name of palette colour @index ("Orange", "Sky Blue", …), translated. */
const char     *terr_seat_colors_get_palette_name (guint index);
/* Repair @indices (@n ≤ 6) in place as terr_seat_colors_set_indices does. */
void            terr_seat_colors_repair        (guint           *indices,
                                                guint            n);

G_END_DECLS
