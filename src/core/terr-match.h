/* terr-match.h — a game being played: who plays each seat, and when.
 *
 * A TerrMatch wraps a TerrGame for the people playing it.  Each seat is
 * played by a person at this program, by the computer at a level, or by
 * a player elsewhere (TERR_SEAT_REMOTE: its moves arrive through
 * terr_match_play like a person's, from whatever layer carries them).
 *
 * The match moves for a computer seat by itself when it is to move at
 * the end of the line being played (or right after a move was played
 * anywhere in the line, so that after an undo the same move lets the
 * computer answer): it asks the core's AI off the main loop
 * (terr_game_ai_move_async), keeps the chosen move as the pending move
 * for the delay (a view shows it), then plays it.  Pausing stops it.
 *
 * Undo and redo step between the decisions of this program's people.
 * The viewer is the seat whose private things (Garden Paths: its grid) a
 * screen may show now, TERR_VIEWER_NOBODY while the screen is being
 * handed over to another person ("hand-over"), 0 when everything may be
 * shown; texts for the viewer come from terr-seat-view.h.
 *
 * Hints are found by the core off the main loop; the latest request wins.
 *
 * Sources and results run in the thread-default main context of the
 * thread that made the match.
 *
 * Properties: "game" (construct-only), "seat-to-move", "thinking",
 * "paused", "delay", "viewer", "hand-over", "hint", "hint-running",
 * "over", "can-undo", "can-redo".
 * Signals: "changed" (after the game or the match changed: views update
 * once), "computer-failed" (the computer could not move: its message;
 * the match is paused).
 */
#pragma once

#include "terr-game.h"

G_BEGIN_DECLS

typedef enum {
  TERR_SEAT_PERSON,     /* a person at this program */
  TERR_SEAT_COMPUTER,   /* the computer, at the seat's level */
  TERR_SEAT_REMOTE,     /* a player elsewhere, moving through terr_match_play */
} TerrSeatKind;

/* A viewer that may see nothing private (the screen being handed over). */
#define TERR_VIEWER_NOBODY (-1)

#define TERR_TYPE_MATCH (terr_match_get_type ())
G_DECLARE_FINAL_TYPE (TerrMatch, terr_match, TERR, MATCH, GObject)

/* The seed of the computer's (and a hint's) move at the game's cursor. */
typedef guint64 (*TerrMatchSeedFunc) (TerrGame *game,
                                      gpointer  user_data);

/* The seats as the game's players say: a player marked "ai" is the
 * computer at its level (1 to 3), any other a person. */
TerrMatch    *terr_match_new              (TerrGame          *game);
TerrGame     *terr_match_get_game         (TerrMatch         *self);

TerrSeatKind  terr_match_get_seat_kind    (TerrMatch         *self,
                                           int                seat);
guint         terr_match_get_seat_level   (TerrMatch         *self,
                                           int                seat);
/* Also marks the game's player as a computer (with @level) or not. */
void          terr_match_set_seat         (TerrMatch         *self,
                                           int                seat,
                                           TerrSeatKind       kind,
                                           guint              level);
/* How many seats are played by @kind. */
guint         terr_match_count_seats      (TerrMatch         *self,
                                           TerrSeatKind       kind);

/* The seat to move (0 when the game is over), and the same only when the
 * computer plays it. */
int           terr_match_get_seat_to_move (TerrMatch         *self);
int           terr_match_get_computer_to_move (TerrMatch     *self);
gboolean      terr_match_is_over          (TerrMatch         *self);

/* A move of a person or a remote player; refused while a computer seat is
 * to move. */
gboolean      terr_match_play             (TerrMatch         *self,
                                           TerrMove          *move,
                                           GError           **error);

/* The computer's moves. */
gboolean      terr_match_get_paused       (TerrMatch         *self);
void          terr_match_set_paused       (TerrMatch         *self,
                                           gboolean           paused);
/* How long the chosen move stays pending before it is played (ms); half
 * of it passes before the computer starts. */
guint         terr_match_get_delay        (TerrMatch         *self);
void          terr_match_set_delay        (TerrMatch         *self,
                                           guint              ms);
void          terr_match_set_seed_func    (TerrMatch         *self,
                                           TerrMatchSeedFunc  func,
                                           gpointer           user_data);
/* From the moment a computer seat is about to think until its move is
 * played. */
gboolean      terr_match_is_thinking      (TerrMatch         *self);
/* A computer seat is to move but waits: the cursor is back in the moves
 * played (it moves from the end of the line). */
gboolean      terr_match_is_waiting       (TerrMatch         *self);
/* The computer's chosen move while it is pending, and the same only when
 * the viewer may see where it goes (else NULL). */
const TerrMove *terr_match_get_pending_move (TerrMatch       *self);
const TerrMove *terr_match_get_shown_move (TerrMatch         *self);

/* Undo and redo between the decisions of this program's people: with
 * computer seats, undo goes back to the last position where a person was
 * to move. */
gboolean      terr_match_can_undo         (TerrMatch         *self);
gboolean      terr_match_can_redo         (TerrMatch         *self);
gboolean      terr_match_undo             (TerrMatch         *self);
gboolean      terr_match_redo             (TerrMatch         *self);

/* The seat a screen shows (see above), whether it is being handed over,
 * and the person at the screen saying they are there. */
int           terr_match_get_viewer       (TerrMatch         *self);
gboolean      terr_match_get_hand_over    (TerrMatch         *self);
void          terr_match_reveal           (TerrMatch         *self);

/* Hints for the person to move: a request cancels the one before; the
 * answer (or the reason there is none) stays until the position changes
 * or terr_match_clear_hint. */
gboolean      terr_match_can_hint         (TerrMatch         *self);
void          terr_match_request_hint     (TerrMatch         *self);
void          terr_match_clear_hint       (TerrMatch         *self);
gboolean      terr_match_is_hint_running  (TerrMatch         *self);
const TerrHint *terr_match_get_hint       (TerrMatch         *self);
const char   *terr_match_get_hint_error   (TerrMatch         *self);

G_END_DECLS
