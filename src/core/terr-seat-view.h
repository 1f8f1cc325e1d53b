/* terr-seat-view.h — what a seat may know, decided once in the core.
 *
 * Some games keep things private to a seat until the end (Garden Paths:
 * each seat's grid, where it placed its pieces, its score).  Every text
 * and score handed to a viewing seat comes from these functions, which
 * ask the game class (seat_is_hidden and the *_for virtuals) what to
 * leave out; a view never filters by itself.  A viewer of 0 sees
 * everything (a file, the command line, the end of a game).
 *
 * How a view shows the game (levels to cut the board at, whether it has
 * an oblique view, what the pieces to pick from are called) is asked
 * here as well, so that no view names a game.
 *
 * Hints live here too: a good move for the seat to move, found by the
 * game class (terr_game_hint), off the main loop on a snapshot of the
 * game (terr_game_hint_async).
 */
#pragma once

#include "terr-game.h"

G_BEGIN_DECLS

/* Whether what is private to @seat is hidden from @viewer now. */
gboolean      terr_game_seat_is_hidden      (TerrGame           *self,
                                             int                 viewer,
                                             int                 seat);
/* Whether any seat's private part is hidden from another now. */
gboolean      terr_game_has_hidden_seats    (TerrGame           *self);
/* As terr_game_describe_move and terr_game_describe_node, without what
 * @viewer may not know ("Bob — placed p1"). */
char         *terr_game_describe_move_for   (TerrGame           *self,
                                             int                 viewer,
                                             const TerrMove     *move);
char         *terr_game_describe_node_for   (TerrGame           *self,
                                             int                 viewer,
                                             const TerrGameNode *node);
/* The status line and the position in words (screen readers) for @viewer. */
char         *terr_game_get_status_text_for (TerrGame           *self,
                                             int                 viewer);
char         *terr_game_describe_for        (TerrGame           *self,
                                             int                 viewer);
/* The score JSON of cli.md in which a hidden seat's entry is only
 * {"seat": N, "hidden": true}, without "winners" while any is hidden. */
JsonNode     *terr_game_score_json_for      (TerrGame           *self,
                                             int                 viewer);

/* How a view shows the game (the class's view_levels, levels_text,
 * levels_label, flat, hand_title). */
gboolean      terr_game_get_view_levels     (TerrGame           *self,
                                             int                *lowest,
                                             int                *highest);
char         *terr_game_get_levels_text     (TerrGame           *self,
                                             int                 highest);
/* Translated; NULL when the game has no levels. */
const char   *terr_game_get_levels_label    (TerrGame           *self);
gboolean      terr_game_is_flat             (TerrGame           *self);
const char   *terr_game_get_hand_title      (TerrGame           *self);
/* Whether each seat has a part of the position of its own (a grid), which
 * a view shows one at a time while the game goes on. */
gboolean      terr_game_has_seat_parts      (TerrGame           *self);
/* In a review: the seat whose part the position at the cursor is about,
 * the seat that made the cursor's move (at the start, the seat to move);
 * 0 when the game is over there (every part side by side, as at the end
 * of a game played) or the game has no parts per seat. */
int           terr_game_get_review_seat     (TerrGame           *self);

typedef struct {
  TerrMove *move;
  int       gain;       /* what it scores at once, when has_gain */
  gboolean  has_gain;
} TerrHint;

void          terr_hint_free                (TerrHint           *hint);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TerrHint, terr_hint_free)

/* A good move for the seat to move (deterministic for @seed). */
TerrHint     *terr_game_hint                (TerrGame           *self,
                                             guint64             seed,
                                             GCancellable       *cancellable,
                                             GError            **error);
/* The same in a worker thread on a snapshot of the game. */
void          terr_game_hint_async          (TerrGame           *self,
                                             guint64             seed,
                                             GCancellable       *cancellable,
                                             GAsyncReadyCallback callback,
                                             gpointer            user_data);
TerrHint     *terr_game_hint_finish         (TerrGame           *self,
                                             GAsyncResult       *result,
                                             GError            **error);

G_END_DECLS
