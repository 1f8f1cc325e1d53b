/* terr-game-timeline.h — a timeline (terr_game_timeline) as text: the
 * comma-separated values `terraces-cli timeline --csv` prints and the
 * replay viewer exports, and the aligned table the CLI prints by default.
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* A header line ("move,seat,score_1,…", or for a game whose timeline is
 * not a score per seat "move,placed,cheats,zero_cheat"), then one line per
 * position; every line ends in "\n".  A null cell is empty. */
char *terr_game_timeline_to_csv   (JsonNode *timeline);
/* The same cells in right-aligned columns two spaces apart. */
char *terr_game_timeline_to_table (JsonNode *timeline);

G_END_DECLS
