/* terr-move-item.h — one move of a game's tree for a move list: the item
 * of a node (one per node, for as long as the game lives), as the move
 * list of the replay viewer (src/app/terr-move-list.c) shows it.
 *
 * Properties (read-only, notified when they change):
 *   "number"         — moves from the start to this one (1 for the first)
 *   "seat"           — who made it
 *   "text"           — the move in words ("Ann — bed at (3, 1)")
 *   "comment"        — its comment, or NULL
 *   "has-variations" — other moves were tried instead of this one
 *   "current"        — it is the last move applied (the game's cursor)
 */
#pragma once

#include <glib-object.h>

#include "terr-game.h"

G_BEGIN_DECLS

#define TERR_TYPE_MOVE_ITEM (terr_move_item_get_type ())
G_DECLARE_FINAL_TYPE (TerrMoveItem, terr_move_item, TERR, MOVE_ITEM, GObject)

/* The item of @node of @game (made on demand; transfer none). */
TerrMoveItem *terr_game_node_get_item           (TerrGame     *game,
                                                 TerrGameNode *node);
/* The node it shows, or NULL once that node was deleted. */
TerrGameNode *terr_move_item_get_node           (TerrMoveItem *self);
guint         terr_move_item_get_number         (TerrMoveItem *self);
int           terr_move_item_get_seat           (TerrMoveItem *self);
/* transfer full */
char         *terr_move_item_dup_text           (TerrMoveItem *self);
const char   *terr_move_item_get_comment        (TerrMoveItem *self);
gboolean      terr_move_item_get_has_variations (TerrMoveItem *self);
gboolean      terr_move_item_get_current        (TerrMoveItem *self);

G_END_DECLS
