/* terr-net-match.c — a game played over a room: the order, the checks,
 * the computer seats hosted here (Garden Paths' hidden part is in
 * terr-net-gp.c). */
#include "config.h"

#include <string.h>

#include "terr-net-match-private.h"

G_DEFINE_FINAL_TYPE (TerrNetMatch, terr_net_match, G_TYPE_OBJECT)

enum {
  READY,
  STARTED,
  REFUSED,
  FINISHED,
  COMPUTER_FAILED,
  ACCEPTED,
  SEAT_READY,
  SECRETS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define TAKEN "another payload holds this number"

static void maybe_think (TerrNetMatch *self);

static void
seat_clear (gpointer data)
{
  g_free (((TerrNetSeat *) data)->address);
}

static void
stop_thinking (TerrNetMatch *self)
{
  if (self->think_source != NULL)
    {
      g_source_destroy (self->think_source);
      g_clear_pointer (&self->think_source, g_source_unref);
    }
  if (self->think_cancel != NULL)
    {
      g_cancellable_cancel (self->think_cancel);
      g_clear_object (&self->think_cancel);
    }
  self->think_seq = 0;
}

static void
terr_net_match_dispose (GObject *object)
{
  TerrNetMatch *self = TERR_NET_MATCH (object);

  stop_thinking (self);
  if (self->room != NULL)
    g_signal_handlers_disconnect_by_data (self->room, self);
  g_clear_object (&self->room);
  g_clear_object (&self->match);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (terr_net_match_parent_class)->dispose (object);
}

static void
terr_net_match_finalize (GObject *object)
{
  TerrNetMatch *self = TERR_NET_MATCH (object);

  g_clear_pointer (&self->gp, terr_net_gp_free);
  g_free (self->host);
  g_free (self->pending_text);
  g_array_unref (self->seats);
  g_ptr_array_unref (self->log);
  g_ptr_array_unref (self->senders);
  g_ptr_array_unref (self->refusals);
  g_ptr_array_unref (self->failures);
  G_OBJECT_CLASS (terr_net_match_parent_class)->finalize (object);
}

static void
terr_net_match_class_init (TerrNetMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = terr_net_match_dispose;
  object_class->finalize = terr_net_match_finalize;

  signals[READY] = g_signal_new ("ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[STARTED] = g_signal_new ("started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                   G_TYPE_UINT64, G_TYPE_STRING, G_TYPE_STRING);
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[ACCEPTED] = g_signal_new ("accepted", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT64);
  signals[COMPUTER_FAILED] = g_signal_new ("computer-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_STRING);
  signals[SEAT_READY] = g_signal_new ("seat-ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SECRETS_CHANGED] = g_signal_new ("secrets-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
terr_net_match_init (TerrNetMatch *self)
{
  self->seats = g_array_new (FALSE, TRUE, sizeof (TerrNetSeat));
  g_array_set_clear_func (self->seats, seat_clear);
  self->log = g_ptr_array_new_with_free_func (g_free);
  self->senders = g_ptr_array_new_with_free_func (g_free);
  self->refusals = g_ptr_array_new_with_free_func (g_free);
  self->failures = g_ptr_array_new_with_free_func (g_free);
  self->delay = 20;
}

/* ------------------------------------------------------------ helpers */

const TerrNetSeat *
terr_net_match_seat (TerrNetMatch *self,
                     int           seat)
{
  if (seat < 1 || (guint) seat > self->seats->len)
    return NULL;
  return &g_array_index (self->seats, TerrNetSeat, seat - 1);
}

static gboolean
is_own (TerrNetMatch *self,
        const char   *address)
{
  return g_strcmp0 (address, terr_room_get_own_address (self->room)) == 0;
}

guint64
terr_net_match_ai_seed (TerrNetMatch *self,
                        guint64       seq)
{
  guint64 seed = 0;

  terr_game_get_seed (self->game, &seed);
  return seed ^ (seq * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));
}

static void
send_payload (TerrNetMatch   *self,
              TerrNetPayload *payload)
{
  g_autofree char *text = terr_net_payload_to_string (payload);

  terr_room_send (self->room, text);
}

void
terr_net_match_send_ordered (TerrNetMatch   *self,
                             TerrNetPayload *payload)
{
  g_free (self->pending_text);
  self->pending_text = terr_net_payload_to_string (payload);
  self->pending_seq = payload->seq;
  terr_room_send (self->room, self->pending_text);
}

/* Note a refused payload; the host reports live ones in the room, but
 * for a number taken (routine when seats commit at the same time: every
 * program sees it by itself, and the sender sends again or goes back). */
static void
refuse_payload (TerrNetMatch *self,
                guint64       seq,
                const char   *from,
                const char   *reason,
                gboolean      history)
{
  gboolean taken = g_str_equal (reason, TAKEN);

  g_ptr_array_add (self->refusals,
                   g_strdup_printf ("seq %" G_GUINT64_FORMAT " from %s: %s", seq, from, reason));
  if (self->pending_text != NULL && seq == self->pending_seq && is_own (self, from))
    g_clear_pointer (&self->pending_text, g_free);
  if (!history && !taken && terr_net_match_is_host (self) && from != NULL)
    {
      g_autoptr(TerrNetPayload) report = terr_net_payload_new (TERR_NET_REFUSED);

      report->seq = seq;
      report->about = g_strdup (from);
      report->reason = g_strdup (reason);
      send_payload (self, report);
    }
  g_signal_emit (self, signals[REFUSED], 0, seq, from, reason);
}

/* A placement of a seat here was kept: emitted before its commitment is
 * sent, so that what the program keeps never lacks a placement whose
 * commitment the room holds. */
void
terr_net_match_secrets_changed (TerrNetMatch *self)
{
  g_signal_emit (self, signals[SECRETS_CHANGED], 0);
}

void
terr_net_match_computer_failed (TerrNetMatch *self,
                                int           seat,
                                const char   *reason)
{
  g_ptr_array_add (self->failures, g_strdup_printf ("seat %d: %s", seat, reason));
  g_signal_emit (self, signals[COMPUTER_FAILED], 0, seat, reason);
}

void
terr_net_match_finish (TerrNetMatch *self)
{
  if (self->finished)
    return;
  self->finished = TRUE;
  stop_thinking (self);
  g_signal_emit (self, signals[FINISHED], 0);
}

/* ------------------------------------------------------------ the setup */

static gboolean
accept_setup (TerrNetMatch   *self,
              const char     *from,
              TerrNetPayload *p,
              GError        **error)
{
  g_autoptr(TerrGame) game = terr_net_setup_game (p, error);

  if (game == NULL)
    return FALSE;
  terr_game_set_seed (game, p->seed);
  self->host = g_strdup (from);
  for (int s = 1; s <= (int) p->seats->len; s++)
    for (guint i = 0; i < p->seats->len; i++)
      {
        const TerrNetSeat *in = &g_array_index (p->seats, TerrNetSeat, i);

        if (in->seat == s)
          {
            TerrNetSeat copy = { s, g_strdup (in->address), in->level };

            g_array_append_val (self->seats, copy);
            terr_game_set_player (game, s, in->address, FALSE, 0);
          }
      }
  self->game = g_steal_pointer (&game);
  self->match = terr_match_new (self->game);
  for (int s = 1; s <= (int) self->seats->len; s++)
    {
      const TerrNetSeat *seat = terr_net_match_seat (self, s);

      terr_match_set_seat (self->match, s,
                           is_own (self, seat->address) && seat->level == 0 ? TERR_SEAT_PERSON : TERR_SEAT_REMOTE, 0);
      terr_game_set_player (self->game, s, seat->address, seat->level > 0, (int) seat->level);
    }
  if (p->game == TERR_GAME_GARDEN_PATHS)
    self->gp = terr_net_gp_new (self);
  return TRUE;
}

/* ------------------------------------------------------------ ordered payloads */

static gboolean
apply_play (TerrNetMatch   *self,
            const char     *from,
            TerrNetPayload *p,
            GError        **error)
{
  const TerrNetSeat *seat = terr_net_match_seat (self, terr_move_get_seat (p->move));
  g_autoptr(GError) local = NULL;

  if (seat == NULL)
    {
      g_set_error (error, TERR_NET_ERROR, TERR_NET_ERROR_ILLEGAL, "there is no seat %d",
                   terr_move_get_seat (p->move));
      return FALSE;
    }
  if (g_strcmp0 (seat->address, from) != 0)
    {
      g_set_error (error, TERR_NET_ERROR, TERR_NET_ERROR_NOT_YOURS, "seat %d is held by %s, not by %s",
                   seat->seat, seat->address, from);
      return FALSE;
    }
  if (!terr_document_check_move (terr_game_get_kind (self->game), p->move, &local))
    {
      g_set_error (error, TERR_NET_ERROR, TERR_NET_ERROR_ILLEGAL, "%s", local->message);
      return FALSE;
    }
  if (self->gp != NULL)
    return terr_net_gp_apply (self, from, p, error);
  if (!terr_match_play (self->match, p->move, &local))
    {
      g_set_error (error, TERR_NET_ERROR, TERR_NET_ERROR_ILLEGAL, "%s", local->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
apply_handover (TerrNetMatch   *self,
                TerrNetPayload *p,
                GError        **error)
{
  TerrNetSeat *seat = (TerrNetSeat *) terr_net_match_seat (self, p->seat);

  if (seat == NULL)
    {
      g_set_error (error, TERR_NET_ERROR, TERR_NET_ERROR_MALFORMED, "there is no seat %d", p->seat);
      return FALSE;
    }
  if (self->gp != NULL)
    {
      /* Its grid and salts are at its player's program only. */
      g_set_error (error, TERR_NET_ERROR, TERR_NET_ERROR_ILLEGAL,
                   "a Garden Paths seat cannot be handed over: its grid is at its player's program");
      return FALSE;
    }
  if (p->level > terr_game_kind_get_n_levels (terr_game_get_kind (self->game)))
    {
      g_set_error (error, TERR_NET_ERROR, TERR_NET_ERROR_MALFORMED, "there is no computer level %u", p->level);
      return FALSE;
    }
  g_free (seat->address);
  seat->address = g_strdup (p->address);
  seat->level = p->level;
  terr_match_set_seat (self->match, p->seat, TERR_SEAT_REMOTE, 0);
  terr_game_set_player (self->game, p->seat, seat->address, TRUE, (int) seat->level);
  return TRUE;
}

static gboolean
apply_ordered (TerrNetMatch   *self,
               const char     *from,
               TerrNetPayload *p,
               GError        **error)
{
  gboolean from_host = g_strcmp0 (from, self->host) == 0;

  if (p->kind == TERR_NET_START)
    {
      if (!from_host)
        {
          g_set_error (error, TERR_NET_ERROR, TERR_NET_ERROR_NOT_YOURS, "only the host (%s) starts the game", self->host);
          return FALSE;
        }
      if (p->seq != 1)
        {
          g_set_error (error, TERR_NET_ERROR, TERR_NET_ERROR_OUT_OF_ORDER, "the start is payload 1");
          return FALSE;
        }
      self->started = TRUE;
      g_signal_emit (self, signals[STARTED], 0);
      return TRUE;
    }
  if (!self->started)
    {
      g_set_error (error, TERR_NET_ERROR, TERR_NET_ERROR_OUT_OF_ORDER, "the game has not started");
      return FALSE;
    }
  if (p->kind == TERR_NET_HANDOVER)
    {
      if (!from_host)
        {
          g_set_error (error, TERR_NET_ERROR, TERR_NET_ERROR_NOT_YOURS, "only the host (%s) hands a seat over", self->host);
          return FALSE;
        }
      return apply_handover (self, p, error);
    }
  if (terr_game_is_over (self->game) || (self->gp != NULL && terr_net_gp_is_over (self)))
    {
      g_set_error (error, TERR_NET_ERROR, TERR_NET_ERROR_ILLEGAL, "the game is over");
      return FALSE;
    }
  if (p->kind == TERR_NET_PLAY)
    return apply_play (self, from, p, error);
  if (self->gp == NULL)
    {
      g_set_error (error, TERR_NET_ERROR, TERR_NET_ERROR_MALFORMED, "commitments belong to Garden Paths");
      return FALSE;
    }
  return terr_net_gp_apply (self, from, p, error);
}

/* Note @canonical, sent by @from, as the payload at the next place. */
static void
accept_payload (TerrNetMatch *self,
                const char   *from,
                char         *canonical)
{
  g_ptr_array_add (self->log, canonical);
  g_ptr_array_add (self->senders, g_strdup (from));
  g_signal_emit (self, signals[ACCEPTED], 0, (guint64) self->log->len - 1);
}

static void
receive (TerrNetMatch *self,
         const char   *from,
         const char   *text,
         gboolean      history)
{
  g_autoptr(TerrNetPayload) p = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *canonical = NULL;
  G_GNUC_UNUSED g_autoptr(GObject) hold = g_object_ref (G_OBJECT (self));

  p = terr_net_payload_parse (text, strlen (text), &error);
  if (p == NULL)
    {
      refuse_payload (self, 0, from, error->message, history);
      return;
    }
  switch (p->kind)
    {
    case TERR_NET_REFUSED:
      return;   /* each program found the same by itself */
    case TERR_NET_SETUP:
      break;
    default:
      if (self->log->len == 0)
        {
          refuse_payload (self, p->seq, from, "there is no setup yet", history);
          return;
        }
    }
  if (p->kind == TERR_NET_READY)
    {
      const TerrNetSeat *seat = terr_net_match_seat (self, p->seat);

      if (seat == NULL || g_strcmp0 (seat->address, from) != 0)
        refuse_payload (self, 0, from, "only the holder of a seat says it is ready", history);
      else
        {
          self->ready |= 1u << p->seat;
          g_signal_emit (self, signals[SEAT_READY], 0, p->seat);
        }
      return;
    }
  if (p->kind == TERR_NET_REVEAL)
    {
      if (self->gp == NULL)
        refuse_payload (self, 0, from, "reveals belong to Garden Paths", history);
      else if (!terr_net_gp_reveal (self, from, p, &error))
        refuse_payload (self, 0, from, error->message, history);
      return;
    }

  /* The ordered payloads. */
  canonical = terr_net_payload_to_string (p);
  if (p->seq < self->log->len)
    {
      if (!g_str_equal (canonical, g_ptr_array_index (self->log, p->seq)))
        refuse_payload (self, p->seq, from, TAKEN, history);
      return;   /* else: seen before (history), nothing to do */
    }
  if (p->seq > self->log->len)
    {
      g_autofree char *reason = g_strdup_printf ("payload %" G_GUINT64_FORMAT " came before payload %u",
                                                 p->seq, self->log->len);
      refuse_payload (self, p->seq, from, reason, history);
      return;
    }
  if (p->kind == TERR_NET_SETUP)
    {
      if (!accept_setup (self, from, p, &error))
        {
          refuse_payload (self, 0, from, error->message, history);
          return;
        }
      accept_payload (self, from, g_steal_pointer (&canonical));
      g_signal_emit (self, signals[READY], 0);
      return;
    }
  if (!apply_ordered (self, from, p, &error))
    {
      refuse_payload (self, p->seq, from, error->message, history);
      if (!history && p->kind == TERR_NET_PLAY && is_own (self, from)
          && terr_net_match_get_seat_level (self, terr_move_get_seat (p->move)) > 0)
        /* The computer's own move, refused by the rules: it would choose
         * it again, so it says so instead of waiting. */
        terr_net_match_computer_failed (self, terr_move_get_seat (p->move), error->message);
      return;
    }
  accept_payload (self, from, g_steal_pointer (&canonical));
  if (self->pending_text != NULL && self->pending_seq < self->log->len)
    g_clear_pointer (&self->pending_text, g_free);
  if (self->gp == NULL && terr_game_is_over (self->game))
    terr_net_match_finish (self);
  maybe_think (self);
}

static void
payload_received_cb (TerrRoom     *room,
                     const char   *from,
                     const char   *text,
                     gboolean      history,
                     TerrNetMatch *self)
{
  receive (self, from, text, history);
}

static void
room_state_cb (TerrRoom     *room,
               GParamSpec   *pspec,
               TerrNetMatch *self)
{
  if (terr_room_get_state (room) != TERR_ROOM_JOINED)
    {
      stop_thinking (self);
      return;
    }
  /* Back in the room, with what was missed applied: what was sent into a
   * lost connection goes again while its place is free. */
  if (self->pending_text != NULL && self->pending_seq == self->log->len)
    terr_room_send (self->room, self->pending_text);
  maybe_think (self);
}

/* ------------------------------------------------------------ the computer */

typedef struct {
  GWeakRef       self;
  TerrNetAiDone  done;
} Thinking;

/* The computer's answer.  The match is held weakly: a match let go (a
 * program closed) neither lives on nor sends what its computer chose. */
static void
thought_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  Thinking *t = data;
  g_autoptr(TerrNetMatch) self = g_weak_ref_get (&t->self);
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrMove) move = terr_game_ai_move_finish (TERR_GAME (source), result, &error);
  TerrNetAiDone done = t->done;

  g_weak_ref_clear (&t->self);
  g_free (t);
  if (self == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
      || self->think_cancel == NULL || g_cancellable_is_cancelled (self->think_cancel))
    return;
  g_clear_object (&self->think_cancel);
  done (self, move, error);
}

void
terr_net_match_think_async (TerrNetMatch  *self,
                            TerrGame      *game,
                            guint          level,
                            guint64        seed,
                            TerrNetAiDone  done)
{
  Thinking *t = g_new0 (Thinking, 1);

  g_weak_ref_init (&t->self, self);
  t->done = done;
  self->think_cancel = g_cancellable_new ();
  terr_game_ai_move_async (game, level, seed, self->think_cancel, thought_cb, t);
}

static void
ai_done (TerrNetMatch *self,
         TerrMove     *move,
         GError       *error)
{
  g_autoptr(TerrNetPayload) p = NULL;

  if (self->think_seq != self->log->len)
    return;
  if (move == NULL)
    {
      /* Said, not waited on in silence. */
      terr_net_match_computer_failed (self, terr_game_get_seat_to_move (self->game),
                                      error != NULL ? error->message : "no move");
      return;
    }
  p = terr_net_payload_new (TERR_NET_PLAY);
  p->seq = self->think_seq;
  p->move = terr_move_ref (move);
  terr_net_match_send_ordered (self, p);
}

static gboolean
think_cb (gpointer data)
{
  TerrNetMatch *self = data;
  int seat = terr_game_get_seat_to_move (self->game);
  const TerrNetSeat *s = terr_net_match_seat (self, seat);

  g_clear_pointer (&self->think_source, g_source_unref);
  if (s == NULL || self->think_seq != self->log->len)
    return G_SOURCE_REMOVE;
  terr_net_match_think_async (self, self->game, s->level, terr_net_match_ai_seed (self, self->think_seq), ai_done);
  return G_SOURCE_REMOVE;
}

/* A computer seat hosted here is to move at the next place: think once. */
static void
maybe_think (TerrNetMatch *self)
{
  const TerrNetSeat *s;

  if (!self->started || self->finished || terr_room_get_state (self->room) != TERR_ROOM_JOINED)
    return;
  if (self->gp != NULL)
    {
      terr_net_gp_think (self);
      return;
    }
  if (terr_game_is_over (self->game))
    return;
  s = terr_net_match_seat (self, terr_game_get_seat_to_move (self->game));
  if (s == NULL || s->level == 0 || !is_own (self, s->address))
    return;
  if (self->think_seq == self->log->len && (self->think_source != NULL || self->think_cancel != NULL))
    return;
  if (self->pending_text != NULL && self->pending_seq == self->log->len)
    return;   /* sent already: waiting for the room */
  stop_thinking (self);
  self->think_seq = self->log->len;
  self->think_source = g_timeout_source_new (self->delay);
  g_source_set_callback (self->think_source, think_cb, self, NULL);
  g_source_attach (self->think_source, g_main_context_get_thread_default ());
}

/* ------------------------------------------------------------ public */

TerrNetMatch *
terr_net_match_new (TerrRoom *room)
{
  TerrNetMatch *self;

  g_return_val_if_fail (TERR_IS_ROOM (room), NULL);

  self = g_object_new (TERR_TYPE_NET_MATCH, NULL);
  self->room = g_object_ref (room);
  g_signal_connect (room, "payload-received", G_CALLBACK (payload_received_cb), self);
  g_signal_connect (room, "notify::state", G_CALLBACK (room_state_cb), self);
  return self;
}

TerrRoom *
terr_net_match_get_room (TerrNetMatch *self)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), NULL);
  return self->room;
}

gboolean
terr_net_match_host (TerrNetMatch      *self,
                     TerrGameKind       kind,
                     guint64            seed,
                     const TerrNetSeat *seats,
                     guint              n_seats,
                     GError           **error)
{
  return terr_net_match_host_setup (self, kind, seed, NULL, NULL, seats, n_seats, error);
}

void
terr_net_match_send_ready (TerrNetMatch *self)
{
  g_return_if_fail (TERR_IS_NET_MATCH (self));

  for (guint i = 0; i < self->seats->len; i++)
    {
      const TerrNetSeat *s = &g_array_index (self->seats, TerrNetSeat, i);

      if (is_own (self, s->address))
        {
          g_autoptr(TerrNetPayload) p = terr_net_payload_new (TERR_NET_READY);

          p->seat = s->seat;
          send_payload (self, p);
        }
    }
}

guint
terr_net_match_get_ready_seats (TerrNetMatch *self)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), 0);
  return self->ready;
}

gboolean
terr_net_match_start (TerrNetMatch  *self,
                      GError       **error)
{
  g_autoptr(TerrNetPayload) p = NULL;

  g_return_val_if_fail (TERR_IS_NET_MATCH (self), FALSE);

  if (!terr_net_match_is_host (self) || self->log->len != 1)
    {
      g_set_error (error, TERR_NET_ERROR, TERR_NET_ERROR_NOT_YOURS,
                   "only the host starts a game, once, after its setup arrived");
      return FALSE;
    }
  p = terr_net_payload_new (TERR_NET_START);
  p->seq = 1;
  terr_net_match_send_ordered (self, p);
  return TRUE;
}

gboolean
terr_net_match_hand_over (TerrNetMatch  *self,
                          int            seat,
                          guint          level,
                          const char    *address,
                          GError       **error)
{
  g_autoptr(TerrNetPayload) p = NULL;

  g_return_val_if_fail (TERR_IS_NET_MATCH (self), FALSE);

  if (!terr_net_match_is_host (self) || !self->started || terr_net_match_seat (self, seat) == NULL)
    {
      g_set_error (error, TERR_NET_ERROR, TERR_NET_ERROR_NOT_YOURS,
                   "only the host hands a seat of a started game over");
      return FALSE;
    }
  p = terr_net_payload_new (TERR_NET_HANDOVER);
  p->seq = self->log->len;
  p->seat = seat;
  p->level = level;
  p->address = g_strdup (address);
  terr_net_match_send_ordered (self, p);
  return TRUE;
}

TerrNetSeatState
terr_net_match_get_seat_state (TerrNetMatch *self,
                               int           seat)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), TERR_NET_SEAT_NOT_READY);

  if (self->game == NULL || terr_net_match_seat (self, seat) == NULL)
    return TERR_NET_SEAT_NOT_READY;
  if (!self->started)
    return (self->ready & (1u << seat)) != 0 ? TERR_NET_SEAT_READY : TERR_NET_SEAT_NOT_READY;
  if (self->finished || terr_game_is_over (self->game) || (self->gp != NULL && terr_net_gp_is_over (self)))
    return TERR_NET_SEAT_OVER;
  if (self->gp != NULL)
    {
      if (terr_net_gp_get_announced_piece (self) != NULL)
        return (terr_net_gp_get_placed_seats (self) & (1u << seat)) != 0
               ? TERR_NET_SEAT_PLACED : TERR_NET_SEAT_PLACING;
      return terr_net_gp_announcer_due (self) == seat ? TERR_NET_SEAT_TO_MOVE : TERR_NET_SEAT_WAITING;
    }
  return terr_game_get_seat_to_move (self->game) == seat ? TERR_NET_SEAT_TO_MOVE : TERR_NET_SEAT_WAITING;
}

gboolean
terr_net_match_can_hand_over (TerrNetMatch *self)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), FALSE);
  /* Garden Paths: a seat's grid and salts are at its player's program. */
  return self->game != NULL && self->gp == NULL;
}

TerrMatch *
terr_net_match_get_match (TerrNetMatch *self)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), NULL);
  return self->match;
}

TerrGame *
terr_net_match_get_game (TerrNetMatch *self)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), NULL);
  return self->game;
}

const char *
terr_net_match_get_host (TerrNetMatch *self)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), NULL);
  return self->host;
}

gboolean
terr_net_match_is_host (TerrNetMatch *self)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), FALSE);
  return self->host != NULL && is_own (self, self->host);
}

gboolean
terr_net_match_is_started (TerrNetMatch *self)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), FALSE);
  return self->started;
}

gboolean
terr_net_match_is_finished (TerrNetMatch *self)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), FALSE);
  return self->finished;
}

const char *
terr_net_match_get_seat_address (TerrNetMatch *self,
                                 int           seat)
{
  const TerrNetSeat *s;

  g_return_val_if_fail (TERR_IS_NET_MATCH (self), NULL);
  s = terr_net_match_seat (self, seat);
  return s != NULL ? s->address : NULL;
}

guint
terr_net_match_get_seat_level (TerrNetMatch *self,
                               int           seat)
{
  const TerrNetSeat *s;

  g_return_val_if_fail (TERR_IS_NET_MATCH (self), 0);
  s = terr_net_match_seat (self, seat);
  return s != NULL ? s->level : 0;
}

gboolean
terr_net_match_is_local_seat (TerrNetMatch *self,
                              int           seat)
{
  const TerrNetSeat *s;

  g_return_val_if_fail (TERR_IS_NET_MATCH (self), FALSE);
  s = terr_net_match_seat (self, seat);
  return s != NULL && is_own (self, s->address);
}

gboolean
terr_net_match_play (TerrNetMatch  *self,
                     TerrMove      *move,
                     GError       **error)
{
  g_autoptr(TerrNetPayload) p = NULL;
  const TerrNetSeat *s;

  g_return_val_if_fail (TERR_IS_NET_MATCH (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  s = terr_net_match_seat (self, terr_move_get_seat (move));
  if (!self->started || s == NULL || s->level > 0 || !is_own (self, s->address))
    {
      g_set_error (error, TERR_NET_ERROR, TERR_NET_ERROR_NOT_YOURS,
                   "seat %d is not played by a person here", terr_move_get_seat (move));
      return FALSE;
    }
  if (self->gp != NULL)
    return terr_net_gp_play (self, move, error);
  if (!terr_game_check_move (self->game, move, error))
    return FALSE;
  p = terr_net_payload_new (TERR_NET_PLAY);
  p->seq = self->log->len;
  p->move = terr_move_copy_bare (move);
  terr_net_match_send_ordered (self, p);
  return TRUE;
}

void
terr_net_match_set_delay (TerrNetMatch *self,
                          guint         ms)
{
  g_return_if_fail (TERR_IS_NET_MATCH (self));
  self->delay = ms;
}

GBytes *
terr_net_match_dup_autosave (TerrNetMatch *self)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), NULL);
  return self->game != NULL ? terr_game_to_bytes (self->game, TERR_FILE_REPLAY) : NULL;
}

char *
terr_net_match_dup_record (TerrNetMatch *self)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (TERR_IS_NET_MATCH (self), NULL);
  for (guint i = 0; i < self->log->len; i++)
    g_string_append_printf (out, "%s\t%s\n", (char *) g_ptr_array_index (self->senders, i),
                            (char *) g_ptr_array_index (self->log, i));
  return g_string_free (out, FALSE);
}

gboolean
terr_net_match_resume (TerrNetMatch  *self,
                       const char    *record,
                       const char    *secrets,
                       GError       **error)
{
  g_auto(GStrv) lines = NULL;
  guint n = 0;

  g_return_val_if_fail (TERR_IS_NET_MATCH (self), FALSE);
  g_return_val_if_fail (record != NULL, FALSE);

  if (self->log->len > 0)
    return terr_net_fail (error, TERR_NET_ERROR_CONFLICT, "this match has payloads already");
  lines = g_strsplit (record, "\n", -1);
  for (guint l = 0; lines[l] != NULL; l++)
    {
      char *tab = strchr (lines[l], '\t');
      guint refused = self->refusals->len;

      if (*lines[l] == '\0')
        continue;
      if (tab == NULL)
        return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "line %u of the record has no sender", l + 1);
      *tab = '\0';
      /* The same checks as the room's payloads, as history (nothing is
       * reported, nothing sent). */
      receive (self, lines[l], tab + 1, TRUE);
      if (self->refusals->len > refused || self->log->len != ++n)
        return terr_net_fail (error, TERR_NET_ERROR_ILLEGAL, "line %u of the record is refused: %s", l + 1,
                              self->refusals->len > refused ? (char *) g_ptr_array_index (self->refusals, refused)
                                                            : "not an ordered payload");
      if (n == 1 && secrets != NULL && *secrets != '\0' && !terr_net_match_restore_secrets (self, secrets, error))
        return FALSE;
    }
  if (terr_room_get_state (self->room) == TERR_ROOM_JOINED)
    maybe_think (self);
  return TRUE;
}

gboolean
terr_net_match_is_thinking (TerrNetMatch *self)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), FALSE);
  return self->think_cancel != NULL;
}

GPtrArray *
terr_net_match_get_failures (TerrNetMatch *self)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), NULL);
  return self->failures;
}

TerrGame *
terr_net_match_get_seat_game (TerrNetMatch *self,
                              int           seat)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), NULL);
  if (self->game == NULL || !terr_net_match_is_local_seat (self, seat))
    return NULL;
  if (self->gp != NULL)
    return terr_net_gp_get_seat_game (self, seat);
  return self->game;   /* every seat's part is public */
}

GPtrArray *
terr_net_match_get_refusals (TerrNetMatch *self)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), NULL);
  return self->refusals;
}

guint
terr_net_match_get_cheaters (TerrNetMatch *self)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), 0);
  return self->gp != NULL ? terr_net_gp_get_cheaters (self) : 0;
}

const char *
terr_net_match_get_cheat_reason (TerrNetMatch *self,
                                 int           seat)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), NULL);
  return self->gp != NULL ? terr_net_gp_get_cheat_reason (self, seat) : NULL;
}

guint
terr_net_match_get_announcement (TerrNetMatch *self)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), 0);
  return self->gp != NULL ? terr_net_gp_get_announcement (self) : 0;
}

const char *
terr_net_match_get_announced_piece (TerrNetMatch *self)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), NULL);
  return self->gp != NULL ? terr_net_gp_get_announced_piece (self) : NULL;
}

int
terr_net_match_get_announcer (TerrNetMatch *self)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), 0);
  return self->gp != NULL && self->started ? terr_net_gp_announcer_due (self) : 0;
}

guint
terr_net_match_get_placed_seats (TerrNetMatch *self)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), 0);
  return self->gp != NULL ? terr_net_gp_get_placed_seats (self) : 0;
}

GPtrArray *
terr_net_match_dup_hidden_moves (TerrNetMatch *self,
                                 int           seat)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), NULL);
  if (self->gp == NULL)
    return g_ptr_array_new_with_free_func ((GDestroyNotify) terr_move_unref);
  return terr_net_gp_dup_hidden_moves (self, seat);
}

char *
terr_net_match_dup_secrets (TerrNetMatch *self)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), NULL);
  return self->gp != NULL ? terr_net_gp_dup_secrets (self) : g_strdup ("");
}

gboolean
terr_net_match_restore_secrets (TerrNetMatch  *self,
                                const char    *text,
                                GError       **error)
{
  g_return_val_if_fail (TERR_IS_NET_MATCH (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (self->game == NULL)
    return terr_net_fail (error, TERR_NET_ERROR_OUT_OF_ORDER, "the setup has not arrived yet");
  if (self->gp == NULL)
    return *text == '\0' ? TRUE : terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "this game keeps no secrets");
  return terr_net_gp_restore_secrets (self, text, error);
}
