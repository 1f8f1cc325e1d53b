/* terr-net-gp.c — Garden Paths over a room: public announcements, hidden
 * placements (commitments), the reveal, its check and the merged game.
 *
 * Every program follows the public part: announcement k, the piece, which
 * seats committed a placement or claimed they cannot place it.  Only the
 * grids of this program's seats are known here (own[]).  When the game
 * ends (an `end`, or rule 5) every program reveals its seats' placements
 * with their salts; when all reveals are in, each program checks every
 * commitment and replays the game into the match's game in one fixed
 * order: announcement k, then the placements of k by seat number. */
#include "config.h"

#include <string.h>

#include "terr-gp-game.h"
#include "terr-net-match-private.h"

typedef struct {
  guint     k;
  char     *salt;
  TerrMove *move;    /* NULL: cannot place */
} Secret;

struct _TerrNetGp
{
  const TerrGpBoard    *board;
  const TerrGpPieceSet *pieces;
  int                   n;
  int                   first;
  guint                 base;       /* announcements completed at the start */
  guint                 k;          /* the current announcement */
  int                   pending;    /* its piece, -1 while announcing */
  guint                 done;       /* seats that committed or claimed (bits) */
  guint                 cannot;     /* seats that claimed they cannot */
  gboolean              over;
  GArray               *announced;  /* TerrMove* per k: announce (or end) */
  GPtrArray            *commits[TERR_GP_MAX_SEATS];  /* char* hash per k, NULL: cannot */
  GArray               *placed[TERR_GP_MAX_SEATS];   /* int piece per placement */
  TerrGpGrid           *own[TERR_GP_MAX_SEATS];      /* this program's seats */
  /* Each seat of this program: a game of the announcements and its own
   * placements only, the others placing out of sight (what its window
   * draws and where the rules check its placements). */
  TerrGame             *seat_games[TERR_GP_MAX_SEATS];
  /* The computer's run (off the main loop): its seat and announcement. */
  int                   think_seat;
  guint                 think_k;
  int                   think_pending;
  GPtrArray            *secrets[TERR_GP_MAX_SEATS];  /* Secret */
  TerrNetPayload       *reveals[TERR_GP_MAX_SEATS];
  gboolean              revealed_sent;
  guint                 cheaters;
  char                 *reasons[TERR_GP_MAX_SEATS];
};

static void play_public (TerrNetMatch *self, TerrMove *move);

static void
secret_free (gpointer data)
{
  Secret *s = data;

  g_free (s->salt);
  g_clear_pointer (&s->move, terr_move_unref);
  g_free (s);
}

static void
move_clear (gpointer data)
{
  g_clear_pointer ((TerrMove **) data, terr_move_unref);
}

/* A game for @seat as it starts, the other seats placing elsewhere. */
static TerrGame *
new_seat_game (TerrNetMatch *self,
               int           seat,
               int           n)
{
  g_autoptr(GBytes) start = terr_game_to_bytes (self->game, TERR_FILE_SCENARIO);
  g_autoptr(TerrDocument) doc = NULL;
  g_autoptr(TerrGame) game = NULL;
  g_autoptr(GError) error = NULL;
  guint others = ((1u << n) - 1) & ~(1u << (seat - 1));

  doc = terr_document_load_bytes (start, "seat.terraces", &error);
  if (doc != NULL)
    game = terr_game_load_document (doc, &error);
  if (game == NULL)
    g_error ("the start of a game does not read back: %s", error->message);
  terr_game_set_mode (game, TERR_GAME_MODE_PLAY);
  terr_gp_game_set_seats_elsewhere (TERR_GP_GAME (game), others);
  return g_steal_pointer (&game);
}

TerrNetGp *
terr_net_gp_new (TerrNetMatch *self)
{
  TerrGpGame *game = TERR_GP_GAME (self->game);
  TerrNetGp *gp = g_new0 (TerrNetGp, 1);
  const char *own = terr_room_get_own_address (self->room);

  gp->board = terr_gp_game_get_board (game);
  gp->pieces = terr_gp_game_get_pieces (game);
  gp->n = (int) self->seats->len;
  gp->first = terr_gp_game_get_first_seat (game);
  gp->pending = -1;
  /* A scenario may start with announcements made and pieces placed. */
  gp->base = gp->k = terr_gp_game_get_announcements (game);
  gp->announced = g_array_new (FALSE, TRUE, sizeof (TerrMove *));
  g_array_set_clear_func (gp->announced, move_clear);
  for (int s = 1; s <= gp->n; s++)
    {
      gp->commits[s - 1] = g_ptr_array_new_with_free_func (g_free);
      gp->placed[s - 1] = g_array_new (FALSE, FALSE, sizeof (int));
      gp->secrets[s - 1] = g_ptr_array_new_with_free_func (secret_free);
      if (g_strcmp0 (terr_net_match_seat (self, s)->address, own) == 0)
        {
          gp->own[s - 1] = terr_gp_grid_copy (terr_gp_game_get_grid (game, s));
          gp->seat_games[s - 1] = new_seat_game (self, s, gp->n);
        }
    }
  return gp;
}

void
terr_net_gp_free (TerrNetGp *gp)
{
  g_array_unref (gp->announced);
  for (int s = 0; s < gp->n; s++)
    {
      g_ptr_array_unref (gp->commits[s]);
      g_array_unref (gp->placed[s]);
      g_ptr_array_unref (gp->secrets[s]);
      g_clear_pointer (&gp->own[s], terr_gp_grid_free);
      g_clear_object (&gp->seat_games[s]);
      g_clear_pointer (&gp->reveals[s], terr_net_payload_free);
      g_free (gp->reasons[s]);
    }
  g_free (gp);
}

gboolean
terr_net_gp_is_over (TerrNetMatch *self)
{
  return self->gp->over;
}

guint
terr_net_gp_get_cheaters (TerrNetMatch *self)
{
  return self->finished ? self->gp->cheaters : 0;
}

const char *
terr_net_gp_get_cheat_reason (TerrNetMatch *self,
                              int           seat)
{
  if (!self->finished || seat < 1 || seat > self->gp->n)
    return NULL;
  return self->gp->reasons[seat - 1];
}

guint
terr_net_gp_get_announcement (TerrNetMatch *self)
{
  return self->gp->k;
}

const char *
terr_net_gp_get_announced_piece (TerrNetMatch *self)
{
  TerrNetGp *gp = self->gp;

  return gp->pending >= 0 ? terr_gp_piece_set_get (gp->pieces, gp->pending)->id : NULL;
}

guint
terr_net_gp_get_placed_seats (TerrNetMatch *self)
{
  return self->gp->pending >= 0 ? self->gp->done : 0;
}

GPtrArray *
terr_net_gp_dup_hidden_moves (TerrNetMatch *self,
                              int           seat)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) terr_move_unref);

  if (seat < 1 || seat > self->gp->n || self->finished)
    return out;
  for (guint i = 0; i < self->gp->secrets[seat - 1]->len; i++)
    {
      Secret *secret = g_ptr_array_index (self->gp->secrets[seat - 1], i);

      if (secret->move != NULL)
        g_ptr_array_add (out, terr_move_ref (secret->move));
    }
  return out;
}

/* One reveal payload per seat of this program, a line each. */
char *
terr_net_gp_dup_secrets (TerrNetMatch *self)
{
  TerrNetGp *gp = self->gp;
  GString *out = g_string_new (NULL);

  for (int s = 1; s <= gp->n; s++)
    {
      g_autoptr(TerrNetPayload) p = NULL;
      g_autofree char *text = NULL;

      if (gp->own[s - 1] == NULL)
        continue;
      p = terr_net_payload_new (TERR_NET_REVEAL);
      p->seat = s;
      for (guint i = 0; i < gp->secrets[s - 1]->len; i++)
        {
          Secret *secret = g_ptr_array_index (gp->secrets[s - 1], i);

          if (secret->move != NULL)
            terr_net_payload_add_entry (p, secret->k, secret->salt, secret->move);
        }
      text = terr_net_payload_to_string (p);
      g_string_append_printf (out, "%s\n", text);
    }
  return g_string_free (out, FALSE);
}

gboolean
terr_net_gp_restore_secrets (TerrNetMatch  *self,
                             const char    *text,
                             GError       **error)
{
  TerrNetGp *gp = self->gp;
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint l = 0; lines[l] != NULL; l++)
    {
      g_autoptr(TerrNetPayload) p = NULL;

      if (*lines[l] == '\0')
        continue;
      p = terr_net_payload_parse (lines[l], strlen (lines[l]), error);
      if (p == NULL)
        return FALSE;
      if (p->kind != TERR_NET_REVEAL || p->seat > gp->n || gp->own[p->seat - 1] == NULL)
        return terr_net_fail (error, TERR_NET_ERROR_NOT_YOURS, "line %u holds no placements of a seat played here", l + 1);
      if (gp->secrets[p->seat - 1]->len > 0)
        return terr_net_fail (error, TERR_NET_ERROR_CONFLICT, "seat %d has placements already", p->seat);
      for (guint i = 0; i < p->entries->len; i++)
        {
          TerrNetRevealEntry *e = g_ptr_array_index (p->entries, i);
          int piece = terr_gp_piece_set_find (gp->pieces, terr_move_get (e->move, "piece"));
          Secret *secret;
          gint64 x = 0, y = 0, t = 0;

          terr_move_get_int (e->move, "x", G_MININT, G_MAXINT, &x);
          terr_move_get_int (e->move, "y", G_MININT, G_MAXINT, &y);
          terr_move_get_int (e->move, "transform", 0, 7, &t);
          if (piece < 0 || !terr_move_is (e->move, "place")
              || !terr_gp_grid_check (gp->own[p->seat - 1], terr_gp_piece_set_get (gp->pieces, piece),
                                      (int) x, (int) y, (int) t, NULL))
            return terr_net_fail (error, TERR_NET_ERROR_ILLEGAL, "seat %d's placement %u does not fit its grid",
                                  p->seat, i + 1);
          terr_gp_grid_place (gp->own[p->seat - 1], terr_gp_piece_set_get (gp->pieces, piece),
                              piece, (int) x, (int) y, (int) t);
          secret = g_new0 (Secret, 1);
          secret->k = e->k;
          secret->salt = g_strdup (e->salt);
          secret->move = terr_move_ref (e->move);
          g_ptr_array_add (gp->secrets[p->seat - 1], secret);
        }
    }
  return TRUE;
}

int
terr_net_gp_announcer_due (TerrNetMatch *self)
{
  TerrNetGp *gp = self->gp;

  if (gp->over || gp->pending >= 0)
    return 0;
  return terr_gp_announcer (gp->k, gp->first, gp->n);
}

/* Does @piece (an id) name a piece of the kind announcement k asks for? */
static int
find_piece (TerrNetGp *gp, const char *id, GError **error)
{
  int i = id != NULL ? terr_gp_piece_set_find (gp->pieces, id) : -1;

  if (i < 0)
    {
      terr_net_fail (error, TERR_NET_ERROR_ILLEGAL, "there is no piece “%s”", id != NULL ? id : "");
      return -1;
    }
  if (terr_gp_piece_set_get (gp->pieces, i)->kind != terr_gp_required_kind (gp->k, gp->n))
    {
      terr_net_fail (error, TERR_NET_ERROR_ILLEGAL, "announcement %u asks for a %s piece, and %s is not one",
            gp->k, terr_gp_kind_to_string (terr_gp_required_kind (gp->k, gp->n)), id);
      return -1;
    }
  return i;
}

static void
record_announced (TerrNetGp *gp, const TerrMove *move)
{
  TerrMove *copy = terr_move_copy_bare (move);

  g_array_append_val (gp->announced, copy);
}

/* Everyone committed or claimed: the next announcement, or the end. */
static void
complete_announcement (TerrNetGp *gp)
{
  for (int s = 1; s <= gp->n; s++)
    if (!(gp->cannot & (1u << s)))
      g_array_append_val (gp->placed[s - 1], gp->pending);
  if (gp->cannot != 0)
    {
      gp->over = TRUE;   /* rule 5 */
      return;
    }
  gp->k++;
  gp->pending = -1;
  gp->done = 0;
}

gboolean
terr_net_gp_apply (TerrNetMatch   *self,
                   const char     *from,
                   TerrNetPayload *p,
                   GError        **error)
{
  TerrNetGp *gp = self->gp;
  guint all = 0;

  for (int s = 1; s <= gp->n; s++)
    all |= 1u << s;

  if (p->kind == TERR_NET_PLAY)
    {
      int seat = terr_move_get_seat (p->move);

      if (terr_move_is (p->move, "place"))
        return terr_net_fail (error, TERR_NET_ERROR_ILLEGAL, "a placement is not sent before the end: commit it");
      if (gp->pending >= 0)
        return terr_net_fail (error, TERR_NET_ERROR_ILLEGAL, "announcement %u is being placed", gp->k);
      if (seat != terr_gp_announcer (gp->k, gp->first, gp->n))
        return terr_net_fail (error, TERR_NET_ERROR_ILLEGAL, "seat %d announces now, not seat %d",
                     terr_gp_announcer (gp->k, gp->first, gp->n), seat);
      if (terr_move_is (p->move, "end"))
        {
          record_announced (gp, p->move);
          gp->over = TRUE;
          play_public (self, p->move);
          return TRUE;
        }
      gp->pending = find_piece (gp, terr_move_get (p->move, "piece"), error);
      if (gp->pending < 0)
        return FALSE;
      record_announced (gp, p->move);
      gp->done = 0;
      gp->cannot = 0;
      play_public (self, p->move);
      return TRUE;
    }

  /* A commitment or a claim. */
  {
    const TerrNetSeat *seat = terr_net_match_seat (self, p->seat);

    if (seat == NULL || g_strcmp0 (seat->address, from) != 0)
      return terr_net_fail (error, TERR_NET_ERROR_NOT_YOURS, "seat %d is not held by %s", p->seat, from);
    if (gp->pending < 0 || p->k != gp->k)
      return terr_net_fail (error, TERR_NET_ERROR_OUT_OF_ORDER, "announcement %u is not being placed", p->k);
    if (gp->done & (1u << p->seat))
      return terr_net_fail (error, TERR_NET_ERROR_CONFLICT, "seat %d has committed for announcement %u already",
                   p->seat, p->k);
    g_ptr_array_add (gp->commits[p->seat - 1], g_strdup (p->hash));
    gp->done |= 1u << p->seat;
    if (p->kind == TERR_NET_CANNOT)
      gp->cannot |= 1u << p->seat;
    if (gp->done == all)
      complete_announcement (gp);
    return TRUE;
  }
}

/* ------------------------------------------------------------ this program's seats */

static Secret *
find_secret (TerrNetGp *gp, int seat, guint k)
{
  GPtrArray *secrets = gp->secrets[seat - 1];

  for (guint i = secrets->len; i > 0; i--)
    {
      Secret *secret = g_ptr_array_index (secrets, i - 1);

      if (secret->k == k)
        return secret;
    }
  return NULL;
}

/* A placement kept (restored after a restart) but not yet in @seat's game:
 * played there once its announcement is. */
static void
sync_seat_game (TerrNetMatch *self, int seat)
{
  TerrNetGp *gp = self->gp;
  TerrGpGame *game = TERR_GP_GAME (gp->seat_games[seat - 1]);
  Secret *secret;

  if (terr_game_is_over (TERR_GAME (game)) || terr_gp_game_get_pending_piece (game) < 0
      || terr_gp_game_has_placed (game, seat) || terr_gp_game_get_announcements (game) != gp->k)
    return;
  secret = find_secret (gp, seat, gp->k);
  if (secret != NULL && secret->move != NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!terr_game_play (TERR_GAME (game), secret->move, &error))
        g_debug ("seat %d's kept placement does not fit its game: %s", seat, error->message);
    }
}

/* A public move (announce, end) into every seat's game here. */
static void
play_public (TerrNetMatch *self, TerrMove *move)
{
  TerrNetGp *gp = self->gp;

  for (int s = 1; s <= gp->n; s++)
    {
      g_autoptr(GError) error = NULL;

      if (gp->seat_games[s - 1] == NULL)
        continue;
      /* The public checks came first; a seat's game refuses only what the
       * reveal will name (a puzzle's sequence broken, say). */
      if (!terr_game_play (gp->seat_games[s - 1], move, &error))
        g_debug ("seat %d's game refuses %s: %s", s, terr_move_get_move_type (move), error->message);
      sync_seat_game (self, s);
    }
}

/* Keeps @seat's placement (NULL: it cannot place) with a new salt; the
 * program is told before any commitment of it is sent. */
static void
keep_secret (TerrNetMatch *self, int seat, TerrMove *move)
{
  TerrNetGp *gp = self->gp;
  Secret *s = g_new0 (Secret, 1);

  s->k = gp->k;
  s->salt = terr_net_new_salt ();
  s->move = move != NULL ? terr_move_copy_bare (move) : NULL;
  g_ptr_array_add (gp->secrets[seat - 1], s);
  if (move != NULL)
    {
      gint64 x, y, t;

      terr_move_get_int (move, "x", G_MININT, G_MAXINT, &x);
      terr_move_get_int (move, "y", G_MININT, G_MAXINT, &y);
      terr_move_get_int (move, "transform", 0, 7, &t);
      terr_gp_grid_place (gp->own[seat - 1], terr_gp_piece_set_get (gp->pieces, gp->pending),
                          gp->pending, (int) x, (int) y, (int) t);
      terr_net_match_secrets_changed (self);
    }
}

/* A placement of @seat here: the rules check it in the seat's game, where
 * it is played; then it is kept with a new salt. */
static gboolean
place_here (TerrNetMatch *self, int seat, TerrMove *move, GError **error)
{
  TerrNetGp *gp = self->gp;
  g_autoptr(GError) local = NULL;

  if (gp->pending < 0)
    return terr_net_fail (error, TERR_NET_ERROR_ILLEGAL, "no piece has been announced yet");
  if (find_secret (gp, seat, gp->k) != NULL)
    return terr_net_fail (error, TERR_NET_ERROR_ILLEGAL, "seat %d has placed this piece already", seat);
  if (g_strcmp0 (terr_move_get (move, "piece"), terr_gp_piece_set_get (gp->pieces, gp->pending)->id) != 0)
    return terr_net_fail (error, TERR_NET_ERROR_ILLEGAL, "the announced piece is %s",
                          terr_gp_piece_set_get (gp->pieces, gp->pending)->id);
  if (!terr_game_play (gp->seat_games[seat - 1], move, &local))
    return terr_net_fail (error, TERR_NET_ERROR_ILLEGAL, "%s", local->message);
  keep_secret (self, seat, move);
  return TRUE;
}

static void
send_secret (TerrNetMatch *self, int seat, Secret *secret)
{
  g_autoptr(TerrNetPayload) p = terr_net_payload_new (secret->move != NULL ? TERR_NET_COMMIT : TERR_NET_CANNOT);

  p->seq = self->log->len;
  p->seat = seat;
  p->k = secret->k;
  if (secret->move != NULL)
    p->hash = terr_net_commit_hash (secret->salt, secret->k, seat, secret->move);
  terr_net_match_send_ordered (self, p);
}

static void
send_public (TerrNetMatch *self, TerrMove *move)
{
  g_autoptr(TerrNetPayload) p = terr_net_payload_new (TERR_NET_PLAY);

  p->seq = self->log->len;
  p->move = terr_move_copy_bare (move);
  terr_net_match_send_ordered (self, p);
}

gboolean
terr_net_gp_play (TerrNetMatch  *self,
                  TerrMove      *move,
                  GError       **error)
{
  TerrNetGp *gp = self->gp;
  int seat = terr_move_get_seat (move);
  g_autoptr(GError) local = NULL;

  if (!terr_document_check_move (TERR_GAME_GARDEN_PATHS, move, error))
    return FALSE;
  if (gp->over)
    return terr_net_fail (error, TERR_NET_ERROR_ILLEGAL, "the game is over");
  if (terr_move_is (move, "place"))
    {
      if (!place_here (self, seat, move, error))
        return FALSE;
      terr_net_gp_think (self);
      return TRUE;
    }
  /* announce or end: public, checked by the rules in the seat's game. */
  if (seat != terr_net_gp_announcer_due (self))
    return terr_net_fail (error, TERR_NET_ERROR_ILLEGAL, "seat %d does not announce now", seat);
  if (terr_move_is (move, "announce") && find_piece (gp, terr_move_get (move, "piece"), error) < 0)
    return FALSE;
  if (!terr_game_check_move (gp->seat_games[seat - 1], move, &local))
    return terr_net_fail (error, TERR_NET_ERROR_ILLEGAL, "%s", local->message);
  send_public (self, move);
  return TRUE;
}

static void
send_reveals (TerrNetMatch *self)
{
  g_autofree char *secrets = terr_net_gp_dup_secrets (self);
  g_auto(GStrv) lines = g_strsplit (secrets, "\n", -1);

  /* The reveals are the secrets kept: one per seat of this program. */
  self->gp->revealed_sent = TRUE;
  for (guint l = 0; lines[l] != NULL; l++)
    if (*lines[l] != '\0')
      terr_room_send (self->room, lines[l]);
}

/* The computer's choice for a seat here, made in a worker thread on a copy
 * of the seat's own game (the core's AI path): it sees what the seat sees. */
static void
ai_done (TerrNetMatch *self,
         TerrMove     *move,
         GError       *error)
{
  g_autoptr(GError) local = NULL;
  TerrNetGp *gp = self->gp;
  int seat;

  seat = gp->think_seat;
  if (gp->k != gp->think_k || gp->pending != gp->think_pending || self->finished)
    {
      terr_net_gp_think (self);   /* the public game went on meanwhile */
      return;
    }
  if (move == NULL)
    {
      terr_net_match_computer_failed (self, seat, error != NULL ? error->message : "no move");
      return;
    }
  if (terr_move_is (move, "place"))
    {
      if (!place_here (self, seat, move, &local))
        {
          terr_net_match_computer_failed (self, seat, local->message);
          return;
        }
      send_secret (self, seat, find_secret (gp, seat, gp->k));
    }
  else if (terr_move_get_seat (move) == seat && gp->pending < 0)
    send_public (self, move);
  else
    {
      terr_net_match_computer_failed (self, seat, "the computer chose a move for another moment");
      return;
    }
  terr_net_gp_think (self);
}

static void
start_ai (TerrNetMatch *self, int seat, guint64 seed)
{
  TerrNetGp *gp = self->gp;

  gp->think_seat = seat;
  gp->think_k = gp->k;
  gp->think_pending = gp->pending;
  terr_net_match_think_async (self, gp->seat_games[seat - 1], terr_net_match_seat (self, seat)->level, seed, ai_done);
}

/* One step for this program's seats: a payload sent, or the computer
 * started for one of them. */
static void
act (TerrNetMatch *self)
{
  TerrNetGp *gp = self->gp;

  if (self->think_cancel != NULL)
    return;   /* the computer is thinking */
  if (self->pending_text != NULL && self->pending_seq == self->log->len)
    return;   /* one payload on its way at a time */
  if (gp->over)
    {
      if (!gp->revealed_sent)
        send_reveals (self);
      return;
    }
  if (gp->pending < 0)
    {
      int a = terr_gp_announcer (gp->k, gp->first, gp->n);

      if (gp->own[a - 1] != NULL && terr_net_match_seat (self, a)->level > 0)
        start_ai (self, a, terr_net_match_ai_seed (self, gp->k * 8 + 7));
      return;
    }
  for (int s = 1; s <= gp->n; s++)
    {
      Secret *secret;

      if (gp->own[s - 1] == NULL || (gp->done & (1u << s)))
        continue;
      secret = find_secret (gp, s, gp->k);
      if (secret == NULL)
        {
          const TerrGpPiece *piece = terr_gp_piece_set_get (gp->pieces, gp->pending);

          if (terr_gp_grid_can_place (gp->own[s - 1], piece))
            {
              if (terr_net_match_seat (self, s)->level > 0)
                {
                  start_ai (self, s, terr_net_match_ai_seed (self, gp->k * 8 + (guint) s));
                  return;
                }
              continue;   /* a person here: waits for terr_net_match_play */
            }
          keep_secret (self, s, NULL);
          secret = find_secret (gp, s, gp->k);
        }
      send_secret (self, s, secret);
      return;
    }
}

static gboolean
act_cb (gpointer data)
{
  TerrNetMatch *self = data;

  g_clear_pointer (&self->think_source, g_source_unref);
  act (self);
  return G_SOURCE_REMOVE;
}

void
terr_net_gp_think (TerrNetMatch *self)
{
  if (self->think_source != NULL || self->think_cancel != NULL || self->finished)
    return;
  self->think_source = g_timeout_source_new (self->delay);
  g_source_set_callback (self->think_source, act_cb, self, NULL);
  g_source_attach (self->think_source, g_main_context_get_thread_default ());
}

TerrGame *
terr_net_gp_get_seat_game (TerrNetMatch *self,
                           int           seat)
{
  if (seat < 1 || seat > self->gp->n)
    return NULL;
  return self->gp->seat_games[seat - 1];
}

/* ------------------------------------------------------------ the reveal */

/* Seat @s's reveal against its commitments: NULL when it matches. */
static char *
check_reveal (TerrNetGp *gp, int s)
{
  TerrNetPayload *r = gp->reveals[s - 1];
  GPtrArray *commits = gp->commits[s - 1];
  guint e = 0;

  for (guint i = 0; i < commits->len; i++)
    {
      const char *hash = g_ptr_array_index (commits, i);
      guint k = gp->base + i;
      TerrNetRevealEntry *entry;
      g_autofree char *mine = NULL;

      if (hash == NULL)
        continue;   /* a claim: checked by the replay */
      if (e >= r->entries->len)
        return g_strdup_printf ("seat %d reveals no placement for announcement %u", s, k);
      entry = g_ptr_array_index (r->entries, e++);
      if (entry->k != k)
        return g_strdup_printf ("seat %d reveals announcement %u where %u was due", s, entry->k, k);
      mine = terr_net_commit_hash (entry->salt, k, s, entry->move);
      if (!g_str_equal (mine, hash))
        return g_strdup_printf ("seat %d's placement for announcement %u does not match its commitment", s, k);
    }
  if (e != r->entries->len)
    return g_strdup_printf ("seat %d reveals more placements than it committed", s);
  return NULL;
}

static TerrMove *
revealed_move (TerrNetGp *gp, int s, guint k)
{
  TerrNetPayload *r = gp->reveals[s - 1];

  for (guint i = 0; i < r->entries->len; i++)
    {
      TerrNetRevealEntry *entry = g_ptr_array_index (r->entries, i);

      if (entry->k == k)
        return entry->move;
    }
  return NULL;
}

static void
name_cheater (TerrNetGp *gp, int s, char *reason)
{
  if (gp->cheaters & (1u << s))
    {
      g_free (reason);
      return;
    }
  gp->cheaters |= 1u << s;
  gp->reasons[s - 1] = reason;
}

/* Replays the whole game into the match's game; stops before the first
 * move of a seat named a cheater (a game that cannot go on without it). */
static void
merge (TerrNetMatch *self)
{
  TerrNetGp *gp = self->gp;

  for (int s = 1; s <= gp->n; s++)
    {
      char *why = check_reveal (gp, s);

      if (why != NULL)
        name_cheater (gp, s, why);
    }
  for (guint k = 0; k < gp->announced->len; k++)
    {
      TerrMove *announce = g_array_index (gp->announced, TerrMove *, k);
      g_autoptr(GError) error = NULL;

      if (gp->cheaters & (1u << terr_move_get_seat (announce)))
        return;
      if (!terr_game_play (self->game, announce, &error))
        {
          name_cheater (gp, terr_move_get_seat (announce),
                        g_strdup_printf ("seat %d's %s was not legal: %s", terr_move_get_seat (announce),
                                         terr_move_is (announce, "end") ? "end" : "announcement", error->message));
          return;
        }
      if (terr_move_is (announce, "end"))
        return;
      for (int s = 1; s <= gp->n; s++)
        {
          gboolean claimed;
          TerrMove *move;

          if (k >= gp->commits[s - 1]->len)
            continue;
          claimed = g_ptr_array_index (gp->commits[s - 1], k) == NULL;
          if (claimed)
            {
              if (terr_gp_game_can_place (TERR_GP_GAME (self->game), s))
                {
                  name_cheater (gp, s, g_strdup_printf ("seat %d said it could not place %s, and it could",
                                                        s, terr_move_get (announce, "piece")));
                  return;
                }
              continue;
            }
          if (gp->cheaters & (1u << s))
            return;
          move = revealed_move (gp, s, gp->base + k);
          if (move == NULL || !terr_game_play (self->game, move, &error))
            {
              name_cheater (gp, s, g_strdup_printf ("seat %d's placement for announcement %u was not legal: %s",
                                                    s, gp->base + k, error != NULL ? error->message : "none"));
              return;
            }
        }
    }
}

gboolean
terr_net_gp_reveal (TerrNetMatch   *self,
                    const char     *from,
                    TerrNetPayload *p,
                    GError        **error)
{
  TerrNetGp *gp = self->gp;
  const TerrNetSeat *seat = terr_net_match_seat (self, p->seat);
  g_autofree char *text = NULL;

  if (seat == NULL || g_strcmp0 (seat->address, from) != 0)
    return terr_net_fail (error, TERR_NET_ERROR_NOT_YOURS, "seat %d is not held by %s", p->seat, from);
  if (!gp->over)
    return terr_net_fail (error, TERR_NET_ERROR_OUT_OF_ORDER, "a reveal before the end");
  if (gp->reveals[p->seat - 1] != NULL)
    {
      g_autofree char *before = terr_net_payload_to_string (gp->reveals[p->seat - 1]);

      text = terr_net_payload_to_string (p);
      if (g_str_equal (before, text))
        return TRUE;   /* history */
      return terr_net_fail (error, TERR_NET_ERROR_CONFLICT, "seat %d has revealed already", p->seat);
    }
  for (guint i = 0; i < p->entries->len; i++)
    {
      TerrNetRevealEntry *entry = g_ptr_array_index (p->entries, i);

      if (!terr_document_check_move (TERR_GAME_GARDEN_PATHS, entry->move, error))
        return FALSE;
    }
  text = terr_net_payload_to_string (p);
  gp->reveals[p->seat - 1] = terr_net_payload_parse (text, strlen (text), NULL);
  for (int s = 1; s <= gp->n; s++)
    if (gp->reveals[s - 1] == NULL)
      return TRUE;
  merge (self);
  terr_net_match_finish (self);
  return TRUE;
}
