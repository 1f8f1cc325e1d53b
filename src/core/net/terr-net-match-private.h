/* terr-net-match-private.h — what terr-net-match.c and terr-net-gp.c share. */
#pragma once

#include "terr-net-match.h"

G_BEGIN_DECLS

typedef struct _TerrNetGp TerrNetGp;

struct _TerrNetMatch
{
  GObject         parent_instance;

  TerrRoom       *room;
  char           *host;        /* the sender of the setup */
  TerrGame       *game;
  TerrMatch      *match;
  GArray         *seats;       /* TerrNetSeat, seat i + 1 at i */
  GPtrArray      *log;         /* the accepted ordered payloads, by seq */
  GPtrArray      *senders;     /* char*: who sent each of them */
  GPtrArray      *refusals;    /* char* */
  GPtrArray      *failures;    /* char*: "seat N: reason" */
  guint           ready;
  gboolean        started;
  gboolean        finished;
  guint           delay;

  /* The last payload this program sent for a place in the order: sent
   * again after a rejoin when that place is still free. */
  guint64         pending_seq;
  char           *pending_text;

  /* A computer seat hosted here: thinking about the move at think_seq. */
  guint64         think_seq;
  GSource        *think_source;
  GCancellable   *think_cancel;

  TerrNetGp      *gp;          /* Garden Paths only */
};

/* Send @payload for the place @payload->seq (kept to send again). */
void      terr_net_match_send_ordered (TerrNetMatch   *self,
                                       TerrNetPayload *payload);
const TerrNetSeat *terr_net_match_seat (TerrNetMatch  *self,
                                       int             seat);
guint64   terr_net_match_ai_seed      (TerrNetMatch   *self,
                                       guint64         seq);
void      terr_net_match_finish       (TerrNetMatch   *self);
/* What the computer chose for a seat here: @move, or NULL and @error. */
typedef void (*TerrNetAiDone) (TerrNetMatch   *self,
                               TerrMove       *move,
                               GError         *error);
/* The computer thinks about @game in a worker thread (the core's
 * terr_game_ai_move_async, cancelled by stop_thinking); @done runs when
 * the answer is still wanted. */
void      terr_net_match_think_async  (TerrNetMatch   *self,
                                       TerrGame       *game,
                                       guint           level,
                                       guint64         seed,
                                       TerrNetAiDone   done);
/* A placement of a seat here was kept, its commitment not yet sent:
 * "secrets-changed". */
void      terr_net_match_secrets_changed (TerrNetMatch *self);
/* The computer at @seat, hosted here, could not move: "computer-failed". */
void      terr_net_match_computer_failed (TerrNetMatch *self,
                                       int             seat,
                                       const char     *reason);

/* --- terr-net-setup.c --- */
/* The game a setup starts: its scenario, or a new game with its options;
 * the same in every program (with the reason when it cannot). */
TerrGame  *terr_net_setup_game        (const TerrNetPayload *p,
                                       GError        **error);

/* --- terr-net-gp.c --- */
TerrNetGp *terr_net_gp_new            (TerrNetMatch   *self);
void       terr_net_gp_free           (TerrNetGp      *gp);
/* The seat whose public move (announce or end) is awaited, 0 for none. */
int        terr_net_gp_announcer_due  (TerrNetMatch   *self);
/* Apply a public move, a commitment or a claim; FALSE with the reason. */
gboolean   terr_net_gp_apply          (TerrNetMatch   *self,
                                       const char     *from,
                                       TerrNetPayload *payload,
                                       GError        **error);
gboolean   terr_net_gp_reveal         (TerrNetMatch   *self,
                                       const char     *from,
                                       TerrNetPayload *payload,
                                       GError        **error);
/* A person's move here (placement or cannot): kept and committed. */
gboolean   terr_net_gp_play           (TerrNetMatch   *self,
                                       TerrMove       *move,
                                       GError        **error);
/* Let the computer seats hosted here act (announce, place). */
void       terr_net_gp_think          (TerrNetMatch   *self);
gboolean   terr_net_gp_is_over        (TerrNetMatch   *self);
TerrGame  *terr_net_gp_get_seat_game  (TerrNetMatch   *self,
                                       int             seat);
guint      terr_net_gp_get_announcement (TerrNetMatch *self);
const char *terr_net_gp_get_announced_piece (TerrNetMatch *self);
guint      terr_net_gp_get_placed_seats (TerrNetMatch *self);
GPtrArray *terr_net_gp_dup_hidden_moves (TerrNetMatch *self,
                                       int           seat);
char      *terr_net_gp_dup_secrets    (TerrNetMatch   *self);
gboolean   terr_net_gp_restore_secrets (TerrNetMatch  *self,
                                       const char     *text,
                                       GError        **error);
guint      terr_net_gp_get_cheaters   (TerrNetMatch   *self);
const char *terr_net_gp_get_cheat_reason (TerrNetMatch *self,
                                       int             seat);

G_END_DECLS
