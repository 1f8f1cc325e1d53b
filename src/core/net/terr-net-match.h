/* terr-net-match.h — a game played over a room (docs/network.md).
 *
 * A TerrNetMatch binds a TerrMatch to a TerrRoom.  The host announces the
 * setup (terr_net_match_host); every program, the host's included, makes
 * the game and its TerrMatch when the room delivers that setup.  Moves of
 * this program's seats (a person here through terr_net_match_play, a
 * computer seat hosted here by itself) are sent as payloads and applied
 * only when the room delivers them, so every program applies the same
 * moves in the same order.  Every program checks every payload: its
 * sequence number, that its sender holds the seat, and the rules; a
 * refused payload is ignored (the host reports it in the room) and the
 * game goes on.  A payload delivered again (history after a rejoin) is
 * recognised by its sequence number and ignored.
 *
 * In the TerrMatch, a seat played by a person here is TERR_SEAT_PERSON and
 * every other seat TERR_SEAT_REMOTE (a computer seat hosted here moves
 * through the net match, not through the TerrMatch's own computer); the
 * game's players are named by the seat's address and marked "ai" for
 * computer seats, the same in every program.
 *
 * Garden Paths: placements are never sent before the end.  Each program
 * keeps its own seats' placements to itself and sends a commitment per
 * placement, or a "cannot" claim (rule 5); announcements and "end" are
 * public moves.  At the end every program reveals its seats' placements
 * and salts; once every seat has revealed, each program checks every
 * commitment and replays the whole game in a fixed order (for each
 * announcement: the announcement, then the placements by seat number);
 * the seats whose reveal does not match or is illegal are named
 * (terr_net_match_get_cheaters) and their placements left out.
 *
 * Signals: "ready" (the setup arrived: the game and the match exist),
 * "started", "refused" (guint64 seq, const char *from, const char
 * *reason: a payload this program refused), "finished" (the game is over
 * and, in Garden Paths, every reveal is in: the game is final),
 * "accepted" (guint64 seq: a payload took its place in the order; the
 * moment to autosave), "computer-failed" (int seat, const char *reason: a computer seat hosted
 * here could not move, or the rules refused its move; it does not try
 * again by itself), "seat-ready" (int seat: the holder of @seat said it
 * is ready; terr_net_match_get_ready_seats holds it already),
 * "secrets-changed" (Garden Paths: a placement of a seat here was kept,
 * before its commitment is sent; the moment to keep
 * terr_net_match_dup_secrets, or a kill before the next "accepted"
 * loses a placement the room holds a commitment for).
 *
 * The computer seats hosted here think off the main loop, through the
 * core's AI path (terr_game_ai_move_async on a snapshot), in every game.
 */
#pragma once

#include "terr-match.h"
#include "terr-net-protocol.h"
#include "terr-room.h"

G_BEGIN_DECLS

#define TERR_TYPE_NET_MATCH (terr_net_match_get_type ())
G_DECLARE_FINAL_TYPE (TerrNetMatch, terr_net_match, TERR, NET_MATCH, GObject)

TerrNetMatch *terr_net_match_new            (TerrRoom         *room);
TerrRoom     *terr_net_match_get_room       (TerrNetMatch     *self);

/* The host: announce the game.  @seats[i] is seat i + 1: the address that
 * sends its moves and 0 for a person or the computer's level. */
gboolean      terr_net_match_host           (TerrNetMatch     *self,
                                             TerrGameKind      kind,
                                             guint64           seed,
                                             const TerrNetSeat *seats,
                                             guint             n_seats,
                                             GError          **error);
/* The same with the whole start New Game chose: @options (a{sv}, as
 * terr_game_new_with_options takes them: every program makes the game
 * with them), or @scenario (a scenario or puzzle file: every program
 * starts from its position; it brings its own rules, so no @options
 * beside it).  Checked here as every program will check it. */
gboolean      terr_net_match_host_setup     (TerrNetMatch     *self,
                                             TerrGameKind      kind,
                                             guint64           seed,
                                             GVariant         *options,
                                             GBytes           *scenario,
                                             const TerrNetSeat *seats,
                                             guint             n_seats,
                                             GError          **error);
/* Say that this program's people are here (a <ready> per seat). */
void          terr_net_match_send_ready     (TerrNetMatch     *self);
/* The seats whose holders said they are ready (bit 1 << seat). */
guint         terr_net_match_get_ready_seats (TerrNetMatch    *self);
/* The host starts the game. */
gboolean      terr_net_match_start          (TerrNetMatch     *self,
                                             GError          **error);
/* What a seat is doing now, for a view of who is to move. */
typedef enum {
  TERR_NET_SEAT_NOT_READY,  /* before the start: its holder has not said it is here */
  TERR_NET_SEAT_READY,      /* before the start: ready */
  TERR_NET_SEAT_WAITING,    /* started: another seat acts */
  TERR_NET_SEAT_TO_MOVE,    /* started: this seat's move (an announcement too) */
  TERR_NET_SEAT_PLACING,    /* every seat places at once: not placed yet */
  TERR_NET_SEAT_PLACED,     /* every seat places at once: placed (or said it cannot) */
  TERR_NET_SEAT_OVER,       /* the game is over */
} TerrNetSeatState;
TerrNetSeatState terr_net_match_get_seat_state (TerrNetMatch *self,
                                             int               seat);
/* Whether a seat may be handed to the computer in this game (not where
 * each seat's part is kept at its player's program: Garden Paths). */
gboolean      terr_net_match_can_hand_over  (TerrNetMatch     *self);
/* The host gives @seat to the computer at @level, played at @address
 * (not in Garden Paths, where a seat's grid is at its player's program:
 * every program refuses it). */
gboolean      terr_net_match_hand_over      (TerrNetMatch     *self,
                                             int               seat,
                                             guint             level,
                                             const char       *address,
                                             GError          **error);

/* NULL until the setup arrived. */
TerrMatch    *terr_net_match_get_match      (TerrNetMatch     *self);
TerrGame     *terr_net_match_get_game       (TerrNetMatch     *self);
const char   *terr_net_match_get_host       (TerrNetMatch     *self);
gboolean      terr_net_match_is_host        (TerrNetMatch     *self);
gboolean      terr_net_match_is_started     (TerrNetMatch     *self);
gboolean      terr_net_match_is_finished    (TerrNetMatch     *self);
/* The address holding @seat and its computer level (0: a person). */
const char   *terr_net_match_get_seat_address (TerrNetMatch   *self,
                                             int               seat);
guint         terr_net_match_get_seat_level (TerrNetMatch     *self,
                                             int               seat);
/* TRUE when @seat is played here (by a person or the computer). */
gboolean      terr_net_match_is_local_seat  (TerrNetMatch     *self,
                                             int               seat);

/* A move of a person here: checked, then sent; applied when the room
 * delivers it.  Garden Paths placements and "cannot" go to the private
 * game and only a commitment is sent. */
gboolean      terr_net_match_play           (TerrNetMatch     *self,
                                             TerrMove         *move,
                                             GError          **error);
/* The delay (ms) before a computer seat hosted here sends its move. */
void          terr_net_match_set_delay      (TerrNetMatch     *self,
                                             guint             ms);

/* Garden Paths while it is played: the announcement being made or
 * placed (0, 1, …); its piece (NULL while it is being made); the seat to
 * announce (0 while the piece is placed, or after the end); the seats that
 * placed the piece or said they cannot (bit 1 << seat). */
guint         terr_net_match_get_announcement (TerrNetMatch   *self);
const char   *terr_net_match_get_announced_piece (TerrNetMatch *self);
int           terr_net_match_get_announcer  (TerrNetMatch     *self);
guint         terr_net_match_get_placed_seats (TerrNetMatch   *self);
/* The placements of @seat, played here, not yet public (a new array of
 * TerrMove*, in order; empty for another program's seat). */
GPtrArray    *terr_net_match_dup_hidden_moves (TerrNetMatch   *self,
                                             int               seat);

/* What a restarted program needs beside the room's history: the hidden
 * placements of this program's seats and their salts (Garden Paths;
 * empty for the other games), as text to keep with the autosave, never
 * to send.  Restore it in a new match for the same address once the
 * setup has arrived again ("ready"). */
char         *terr_net_match_dup_secrets    (TerrNetMatch     *self);
gboolean      terr_net_match_restore_secrets (TerrNetMatch    *self,
                                             const char       *text,
                                             GError          **error);

/* The game a window draws for @seat played here (NULL for a seat played
 * elsewhere, or before the setup): the game itself where everything is
 * public; in Garden Paths a game of its own holding the announcements and
 * this seat's own placements only, the other seats placing out of sight
 * (terr_gp_game_set_seats_elsewhere), so nothing of another seat's grid
 * is in it.  Its placements are checked there by the rules before they
 * are committed; it follows the announcements and emits "changed" as a
 * game does.  While the game is played, a window plays @seat's moves with
 * terr_net_match_play, never into this game. */
TerrGame     *terr_net_match_get_seat_game  (TerrNetMatch     *self,
                                             int               seat);
/* A computer seat hosted here is thinking (in a worker thread). */
gboolean      terr_net_match_is_thinking    (TerrNetMatch     *self);
/* Every "computer-failed" so far, as "seat N: reason". */
GPtrArray    *terr_net_match_get_failures   (TerrNetMatch     *self);

/* The autosave: the game as a file at any moment, what a viewer may see
 * of it (every move of Hanging Gardens and Ziggurat; in Garden Paths the
 * start until the reveal, then the whole game: the replay every program
 * agrees on).  NULL before the setup.  A program keeps beside it the
 * record and, in Garden Paths, the secrets (never sent). */
GBytes       *terr_net_match_dup_autosave   (TerrNetMatch     *self);
/* The record: every payload accepted in the order, with its sender, a
 * line each ("ADDRESS\tPAYLOAD"): all of it went through the room, so
 * it is public.  A room's history may be short (a chat room keeps the
 * last few messages): the record is what a restarted program starts from. */
char         *terr_net_match_dup_record     (TerrNetMatch     *self);
/* A program started again: a new match for the same address, before its
 * room delivers anything, takes up @record (checked payload by payload
 * as the room's are) and @secrets (terr_net_match_dup_secrets, or NULL);
 * the room's history then brings what came since. */
gboolean      terr_net_match_resume         (TerrNetMatch     *self,
                                             const char       *record,
                                             const char       *secrets,
                                             GError          **error);

/* Every payload refused here so far, as "seq N from ADDRESS: reason". */
GPtrArray    *terr_net_match_get_refusals   (TerrNetMatch     *self);
/* Garden Paths, once finished: the seats whose reveal was refused
 * (bit 1 << seat), and why (NULL when none). */
guint         terr_net_match_get_cheaters   (TerrNetMatch     *self);
const char   *terr_net_match_get_cheat_reason (TerrNetMatch   *self,
                                             int               seat);

G_END_DECLS
