/* terr-match.c — a game being played: seats, computer moves, people-aware
 * undo, the viewer, hints (see terr-match.h). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "terr-error.h"
#include "terr-latest.h"
#include "terr-match.h"

#define DEFAULT_DELAY_MS 700

typedef struct {
  TerrSeatKind kind;
  guint        level;
} Seat;

struct _TerrMatch
{
  GObject parent_instance;

  TerrGame     *game;
  GMainContext *context;
  GArray       *seats;          /* Seat, index seat - 1 */

  /* The computer: the pending start, the AI at work (and the node it
   * works for), the chosen move waiting for the delay. */
  gboolean      paused;
  guint         delay;
  GSource      *start_source;
  TerrLatest    computer;
  guint64       computer_node;
  TerrMove     *pending;
  GSource      *play_source;
  /* The node a move was last played to: the computer goes on from there
   * even when the line went further before (an undo, the same move). */
  guint64       live_node;
  TerrMatchSeedFunc seed_func;
  gpointer      seed_data;

  int           revealed_seat;

  TerrLatest    hint_run;
  TerrHint     *hint;
  char         *hint_error;

  /* What was last notified. */
  int           seat_to_move;
  gboolean      thinking;
  int           viewer;
  gboolean      hand_over;
  gboolean      over;
  gboolean      can_undo;
  gboolean      can_redo;
};

G_DEFINE_FINAL_TYPE (TerrMatch, terr_match, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_SEAT_TO_MOVE,
  PROP_THINKING,
  PROP_PAUSED,
  PROP_DELAY,
  PROP_VIEWER,
  PROP_HAND_OVER,
  PROP_HINT,
  PROP_HINT_RUNNING,
  PROP_OVER,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

enum {
  CHANGED,
  COMPUTER_FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void update (TerrMatch *self);

/* ------------------------------------------------------------ seats */

static const Seat *
get_seat (TerrMatch *self,
          int        seat)
{
  if (seat < 1 || (guint) seat > self->seats->len)
    return NULL;
  return &g_array_index (self->seats, Seat, seat - 1);
}

static gboolean
is_kind (TerrMatch    *self,
         int           seat,
         TerrSeatKind  kind)
{
  const Seat *s = get_seat (self, seat);

  return s != NULL && s->kind == kind;
}

/* A computer level the game has: a file may ask for more levels than the
 * game's computer plays (Ziggurat has two); it then plays its strongest. */
static guint
clamp_level (TerrMatch *self,
             int        level)
{
  guint n_levels = terr_game_kind_get_n_levels (terr_game_get_kind (self->game));

  return (guint) CLAMP (level, 1, (int) MAX (n_levels, 1));
}

static void
read_seats (TerrMatch *self)
{
  guint n = terr_game_get_n_players (self->game);

  g_array_set_size (self->seats, n);
  for (guint i = 1; i <= n; i++)
    {
      const TerrPlayer *player = terr_game_get_player (self->game, (int) i);
      Seat *s = &g_array_index (self->seats, Seat, i - 1);

      s->kind = player != NULL && player->ai ? TERR_SEAT_COMPUTER : TERR_SEAT_PERSON;
      s->level = player != NULL && player->ai ? clamp_level (self, player->level) : 0;
    }
}

TerrSeatKind
terr_match_get_seat_kind (TerrMatch *self,
                          int        seat)
{
  const Seat *s;

  g_return_val_if_fail (TERR_IS_MATCH (self), TERR_SEAT_PERSON);

  s = get_seat (self, seat);
  return s != NULL ? s->kind : TERR_SEAT_PERSON;
}

guint
terr_match_get_seat_level (TerrMatch *self,
                           int        seat)
{
  const Seat *s;

  g_return_val_if_fail (TERR_IS_MATCH (self), 0);

  s = get_seat (self, seat);
  return s != NULL ? s->level : 0;
}

void
terr_match_set_seat (TerrMatch    *self,
                     int           seat,
                     TerrSeatKind  kind,
                     guint         level)
{
  const TerrPlayer *player;
  Seat *s;

  g_return_if_fail (TERR_IS_MATCH (self));
  g_return_if_fail (seat >= 1 && (guint) seat <= self->seats->len);

  s = &g_array_index (self->seats, Seat, seat - 1);
  s->kind = kind;
  s->level = kind == TERR_SEAT_COMPUTER ? clamp_level (self, (int) level) : 0;
  player = terr_game_get_player (self->game, seat);
  terr_game_set_player (self->game, seat, player != NULL ? player->name : NULL,
                        kind == TERR_SEAT_COMPUTER, (int) s->level);
  update (self);
}

guint
terr_match_count_seats (TerrMatch    *self,
                        TerrSeatKind  kind)
{
  guint n = 0;

  g_return_val_if_fail (TERR_IS_MATCH (self), 0);

  for (guint i = 0; i < self->seats->len; i++)
    if (g_array_index (self->seats, Seat, i).kind == kind)
      n++;
  return n;
}

int
terr_match_get_seat_to_move (TerrMatch *self)
{
  g_return_val_if_fail (TERR_IS_MATCH (self), 0);

  if (terr_game_is_over (self->game))
    return 0;
  return terr_game_get_seat_to_move (self->game);
}

int
terr_match_get_computer_to_move (TerrMatch *self)
{
  int seat;

  g_return_val_if_fail (TERR_IS_MATCH (self), 0);

  seat = terr_match_get_seat_to_move (self);
  return is_kind (self, seat, TERR_SEAT_COMPUTER) ? seat : 0;
}

gboolean
terr_match_is_over (TerrMatch *self)
{
  g_return_val_if_fail (TERR_IS_MATCH (self), FALSE);

  return terr_game_is_over (self->game);
}

gboolean
terr_match_play (TerrMatch       *self,
                 TerrMove        *move,
                 GError         **error)
{
  g_return_val_if_fail (TERR_IS_MATCH (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (terr_match_get_computer_to_move (self) > 0)
    {
      g_set_error_literal (error, TERR_ERROR, TERR_ERROR_ILLEGAL_MOVE,
                           _("the computer is to move"));
      return FALSE;
    }
  return terr_game_play (self->game, move, error);
}

/* ------------------------------------------------------------ sources */

static GSource *
add_timeout (TerrMatch   *self,
             guint        ms,
             GSourceFunc  func)
{
  GSource *source = g_timeout_source_new (ms);

  g_source_set_callback (source, func, self, NULL);
  g_source_attach (source, self->context);
  return source;
}

static void
clear_source (GSource **source)
{
  if (*source != NULL)
    {
      g_source_destroy (*source);
      g_clear_pointer (source, g_source_unref);
    }
}

/* ------------------------------------------------------------ the computer */

/* The seed of the AI for the position at the cursor: the game's seed and
 * the depth, so a game played again plays the same. */
static guint64
default_seed (TerrGame *game,
              gpointer  user_data)
{
  guint64 seed = 0;

  terr_game_get_seed (game, &seed);
  return seed ^ ((guint64) (terr_game_get_position_index (game) + 1) * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));
}

static guint64
cursor_id (TerrMatch *self)
{
  return terr_game_node_get_id (terr_game_get_cursor (self->game));
}

/* The computer moves at the end of the line, or where a move was just
 * played. */
static gboolean
at_live_position (TerrMatch *self)
{
  return terr_game_get_position_index (self->game) == terr_game_get_n_moves (self->game)
         || cursor_id (self) == self->live_node;
}

static gboolean
computer_should_move (TerrMatch *self)
{
  return terr_match_get_computer_to_move (self) > 0
         && !self->paused
         && at_live_position (self)
         && !terr_game_has_problems (self->game);
}

static gboolean
computer_busy (TerrMatch *self)
{
  return self->start_source != NULL || terr_latest_is_running (&self->computer)
         || self->play_source != NULL;
}

static void
stop_computer (TerrMatch *self)
{
  terr_latest_cancel (&self->computer);
  clear_source (&self->start_source);
  clear_source (&self->play_source);
  g_clear_pointer (&self->pending, terr_move_unref);
  self->computer_node = 0;
}

static void
computer_failed (TerrMatch  *self,
                 const char *message)
{
  stop_computer (self);
  self->paused = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
  g_signal_emit (self, signals[COMPUTER_FAILED], 0, message);
  update (self);
}

static gboolean
play_pending_cb (gpointer data)
{
  TerrMatch *self = data;
  g_autoptr(TerrMove) move = g_steal_pointer (&self->pending);
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->play_source, g_source_unref);
  self->computer_node = 0;
  if (move != NULL && !terr_game_play (self->game, move, &error))
    computer_failed (self, error->message);
  return G_SOURCE_REMOVE;
}

static void
computer_ready_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      data)
{
  g_autoptr(TerrMatch) self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrMove) move = terr_game_ai_move_finish (TERR_GAME (source), result, &error);

  /* Cancelled, or another run started since: not wanted. */
  if (!terr_latest_finish (&self->computer, g_task_get_cancellable (G_TASK (result))))
    return;
  if (move == NULL)
    {
      computer_failed (self, error->message);
      return;
    }
  if (TERR_GAME (source) != self->game || cursor_id (self) != self->computer_node)
    {
      update (self);
      return;
    }
  /* The move is pending for a moment (a view shows it), then played. */
  self->pending = g_steal_pointer (&move);
  self->play_source = add_timeout (self, self->delay, play_pending_cb);
  update (self);
}

static gboolean
start_computer_cb (gpointer data)
{
  TerrMatch *self = data;
  g_autoptr(GCancellable) cancellable = NULL;
  int seat = terr_match_get_computer_to_move (self);

  g_clear_pointer (&self->start_source, g_source_unref);
  if (!computer_should_move (self))
    {
      update (self);
      return G_SOURCE_REMOVE;
    }
  cancellable = terr_latest_start (&self->computer);
  self->computer_node = cursor_id (self);
  terr_game_ai_move_async (self->game, terr_match_get_seat_level (self, seat),
                           self->seed_func (self->game, self->seed_data),
                           cancellable, computer_ready_cb, g_object_ref (self));
  return G_SOURCE_REMOVE;
}

gboolean
terr_match_get_paused (TerrMatch *self)
{
  g_return_val_if_fail (TERR_IS_MATCH (self), FALSE);

  return self->paused;
}

void
terr_match_set_paused (TerrMatch *self,
                       gboolean   paused)
{
  g_return_if_fail (TERR_IS_MATCH (self));

  paused = !!paused;
  if (self->paused == paused)
    return;
  self->paused = paused;
  if (paused)
    stop_computer (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
  update (self);
}

guint
terr_match_get_delay (TerrMatch *self)
{
  g_return_val_if_fail (TERR_IS_MATCH (self), 0);

  return self->delay;
}

void
terr_match_set_delay (TerrMatch *self,
                      guint      ms)
{
  g_return_if_fail (TERR_IS_MATCH (self));

  if (self->delay == ms)
    return;
  self->delay = ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DELAY]);
}

void
terr_match_set_seed_func (TerrMatch         *self,
                          TerrMatchSeedFunc  func,
                          gpointer           user_data)
{
  g_return_if_fail (TERR_IS_MATCH (self));

  self->seed_func = func != NULL ? func : default_seed;
  self->seed_data = func != NULL ? user_data : NULL;
}

gboolean
terr_match_is_thinking (TerrMatch *self)
{
  g_return_val_if_fail (TERR_IS_MATCH (self), FALSE);

  return computer_busy (self);
}

gboolean
terr_match_is_waiting (TerrMatch *self)
{
  g_return_val_if_fail (TERR_IS_MATCH (self), FALSE);

  return terr_match_get_computer_to_move (self) > 0 && !self->paused && !at_live_position (self);
}

const TerrMove *
terr_match_get_pending_move (TerrMatch *self)
{
  g_return_val_if_fail (TERR_IS_MATCH (self), NULL);

  return self->pending;
}

const TerrMove *
terr_match_get_shown_move (TerrMatch *self)
{
  g_return_val_if_fail (TERR_IS_MATCH (self), NULL);

  if (self->pending == NULL
      || terr_game_seat_is_hidden (self->game, terr_match_get_viewer (self),
                                   terr_move_get_seat (self->pending)))
    return NULL;
  return self->pending;
}

/* ------------------------------------------------------------ undo */

static gboolean
has_kind (TerrMatch    *self,
          TerrSeatKind  kind)
{
  return terr_match_count_seats (self, kind) > 0;
}

/* Whether a person of this program decides at position @k of the line:
 * the seat to move there is the seat of the line's move k. */
static gboolean
person_moves_at (TerrMatch *self,
                 GPtrArray *moves,
                 guint      k)
{
  if (k < moves->len)
    return is_kind (self, terr_move_get_seat (moves->pdata[k]), TERR_SEAT_PERSON);
  return terr_game_is_over (self->game)
         || is_kind (self, terr_game_get_seat_to_move (self->game), TERR_SEAT_PERSON);
}

/* Where undo and redo go (a position index of the line), or -1. */
static int
undo_target (TerrMatch *self)
{
  GPtrArray *moves;
  guint index;

  if (!terr_game_can_undo (self->game))
    return -1;
  index = terr_game_get_position_index (self->game);
  if (!has_kind (self, TERR_SEAT_PERSON) || self->seats->len == terr_match_count_seats (self, TERR_SEAT_PERSON))
    return (int) index - 1;

  moves = terr_game_get_moves (self->game);
  for (guint k = index; k-- > 0;)
    if (person_moves_at (self, moves, k))
      return (int) k;
  return -1;
}

static int
redo_target (TerrMatch *self)
{
  GPtrArray *moves;
  guint index, n;

  if (!terr_game_can_redo (self->game))
    return -1;
  index = terr_game_get_position_index (self->game);
  n = terr_game_get_n_moves (self->game);
  if (!has_kind (self, TERR_SEAT_PERSON) || self->seats->len == terr_match_count_seats (self, TERR_SEAT_PERSON))
    return (int) index + 1;

  moves = terr_game_get_moves (self->game);
  for (guint k = index + 1; k < n; k++)
    if (person_moves_at (self, moves, k))
      return (int) k;
  return (int) n;
}

gboolean
terr_match_can_undo (TerrMatch *self)
{
  g_return_val_if_fail (TERR_IS_MATCH (self), FALSE);

  return undo_target (self) >= 0;
}

gboolean
terr_match_can_redo (TerrMatch *self)
{
  g_return_val_if_fail (TERR_IS_MATCH (self), FALSE);

  return redo_target (self) >= 0;
}

gboolean
terr_match_undo (TerrMatch *self)
{
  int target;

  g_return_val_if_fail (TERR_IS_MATCH (self), FALSE);

  target = undo_target (self);
  if (target < 0)
    return FALSE;
  stop_computer (self);
  return terr_game_go_to (self->game, (guint) target);
}

gboolean
terr_match_redo (TerrMatch *self)
{
  int target;

  g_return_val_if_fail (TERR_IS_MATCH (self), FALSE);

  target = redo_target (self);
  if (target < 0)
    return FALSE;
  return terr_game_go_to (self->game, (guint) target);
}

/* ------------------------------------------------------------ the viewer */

static int
first_person (TerrMatch *self)
{
  for (guint i = 1; i <= self->seats->len; i++)
    if (is_kind (self, (int) i, TERR_SEAT_PERSON))
      return (int) i;
  return 0;
}

/* Whether the screen is being handed to the person to move (several
 * people at one screen, private grids, another person there before). */
static gboolean
compute_hand_over (TerrMatch *self)
{
  int seat = terr_match_get_seat_to_move (self);

  return terr_game_has_hidden_seats (self->game)
         && terr_match_count_seats (self, TERR_SEAT_PERSON) >= 2
         && is_kind (self, seat, TERR_SEAT_PERSON) && seat != self->revealed_seat;
}

static int
compute_viewer (TerrMatch *self)
{
  int seat = terr_match_get_seat_to_move (self);

  if (!terr_game_has_hidden_seats (self->game))
    return 0;
  if (compute_hand_over (self))
    return TERR_VIEWER_NOBODY;
  if (is_kind (self, seat, TERR_SEAT_PERSON))
    return seat;
  /* Another seat is to move: the screen stays with the person who was
   * there last (the first person when none said so yet); with no person
   * at all, it follows the seat to move. */
  if (is_kind (self, self->revealed_seat, TERR_SEAT_PERSON))
    return self->revealed_seat;
  if (first_person (self) > 0)
    return first_person (self);
  return seat > 0 ? seat : 1;
}

int
terr_match_get_viewer (TerrMatch *self)
{
  g_return_val_if_fail (TERR_IS_MATCH (self), 0);

  return compute_viewer (self);
}

gboolean
terr_match_get_hand_over (TerrMatch *self)
{
  g_return_val_if_fail (TERR_IS_MATCH (self), FALSE);

  return compute_hand_over (self);
}

void
terr_match_reveal (TerrMatch *self)
{
  g_return_if_fail (TERR_IS_MATCH (self));

  if (!compute_hand_over (self))
    return;
  self->revealed_seat = terr_match_get_seat_to_move (self);
  update (self);
}

/* ------------------------------------------------------------ hints */

gboolean
terr_match_can_hint (TerrMatch *self)
{
  g_return_val_if_fail (TERR_IS_MATCH (self), FALSE);

  return !terr_game_is_over (self->game)
         && is_kind (self, terr_match_get_seat_to_move (self), TERR_SEAT_PERSON)
         && !terr_game_has_problems (self->game)
         && !compute_hand_over (self);
}

static void
hint_ready_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr(TerrMatch) self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TerrHint) hint = terr_game_hint_finish (TERR_GAME (source), result, &error);

  if (!terr_latest_finish (&self->hint_run, g_task_get_cancellable (G_TASK (result))))
    return;
  if (hint != NULL)
    self->hint = g_steal_pointer (&hint);
  else
    self->hint_error = g_strdup (error->message);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT_RUNNING]);
  g_signal_emit (self, signals[CHANGED], 0);
}

static gboolean
forget_hint (TerrMatch *self)
{
  gboolean had = self->hint != NULL || self->hint_error != NULL || terr_latest_is_running (&self->hint_run);

  terr_latest_cancel (&self->hint_run);
  g_clear_pointer (&self->hint, terr_hint_free);
  g_clear_pointer (&self->hint_error, g_free);
  return had;
}

void
terr_match_request_hint (TerrMatch *self)
{
  g_autoptr(GCancellable) cancellable = NULL;

  g_return_if_fail (TERR_IS_MATCH (self));

  if (!terr_match_can_hint (self))
    return;
  forget_hint (self);
  cancellable = terr_latest_start (&self->hint_run);
  terr_game_hint_async (self->game, self->seed_func (self->game, self->seed_data),
                        cancellable, hint_ready_cb, g_object_ref (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT_RUNNING]);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
terr_match_clear_hint (TerrMatch *self)
{
  g_return_if_fail (TERR_IS_MATCH (self));

  if (!forget_hint (self))
    return;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT_RUNNING]);
  g_signal_emit (self, signals[CHANGED], 0);
}

gboolean
terr_match_is_hint_running (TerrMatch *self)
{
  g_return_val_if_fail (TERR_IS_MATCH (self), FALSE);

  return terr_latest_is_running (&self->hint_run);
}

const TerrHint *
terr_match_get_hint (TerrMatch *self)
{
  g_return_val_if_fail (TERR_IS_MATCH (self), NULL);

  return self->hint;
}

const char *
terr_match_get_hint_error (TerrMatch *self)
{
  g_return_val_if_fail (TERR_IS_MATCH (self), NULL);

  return self->hint_error;
}

/* ------------------------------------------------------------ state */

#define NOTIFY_IF_CHANGED(field, value, prop)                              \
  G_STMT_START {                                                           \
    if (self->field != (value))                                            \
      {                                                                    \
        self->field = (value);                                             \
        g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);      \
      }                                                                    \
  } G_STMT_END

/* After any change: start, keep or stop the computer; notify what
 * changed; then "changed" once. */
static void
update (TerrMatch *self)
{
  if (computer_busy (self))
    {
      /* A pending start looks at the cursor when it runs; work already
       * begun belongs to the position it began in. */
      gboolean keep = computer_should_move (self)
        && (self->start_source != NULL || cursor_id (self) == self->computer_node);

      if (!keep)
        stop_computer (self);
    }
  if (computer_should_move (self) && !computer_busy (self))
    self->start_source = add_timeout (self, self->delay / 2, start_computer_cb);

  g_object_freeze_notify (G_OBJECT (self));
  NOTIFY_IF_CHANGED (seat_to_move, terr_match_get_seat_to_move (self), PROP_SEAT_TO_MOVE);
  NOTIFY_IF_CHANGED (thinking, computer_busy (self), PROP_THINKING);
  NOTIFY_IF_CHANGED (viewer, compute_viewer (self), PROP_VIEWER);
  NOTIFY_IF_CHANGED (hand_over, compute_hand_over (self), PROP_HAND_OVER);
  NOTIFY_IF_CHANGED (over, terr_game_is_over (self->game), PROP_OVER);
  NOTIFY_IF_CHANGED (can_undo, undo_target (self) >= 0, PROP_CAN_UNDO);
  NOTIFY_IF_CHANGED (can_redo, redo_target (self) >= 0, PROP_CAN_REDO);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
game_move_played_cb (TerrGame  *game,
                     TerrMove  *move,
                     TerrMatch *self)
{
  self->live_node = cursor_id (self);
}

static void
game_changed_cb (TerrGame  *game,
                 TerrMatch *self)
{
  if (forget_hint (self))
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT_RUNNING]);
    }
  update (self);
}

/* ------------------------------------------------------------ GObject */

TerrMatch *
terr_match_new (TerrGame *game)
{
  g_return_val_if_fail (TERR_IS_GAME (game), NULL);

  return g_object_new (TERR_TYPE_MATCH, "game", game, NULL);
}

TerrGame *
terr_match_get_game (TerrMatch *self)
{
  g_return_val_if_fail (TERR_IS_MATCH (self), NULL);

  return self->game;
}

static void
terr_match_constructed (GObject *object)
{
  TerrMatch *self = TERR_MATCH (object);

  G_OBJECT_CLASS (terr_match_parent_class)->constructed (object);

  g_assert (self->game != NULL);
  read_seats (self);
  g_signal_connect_object (self->game, "move-played", G_CALLBACK (game_move_played_cb), self, 0);
  g_signal_connect_object (self->game, "changed", G_CALLBACK (game_changed_cb), self, 0);
  self->seat_to_move = terr_match_get_seat_to_move (self);
  self->viewer = compute_viewer (self);
  self->hand_over = compute_hand_over (self);
  self->over = terr_game_is_over (self->game);
  self->can_undo = undo_target (self) >= 0;
  self->can_redo = redo_target (self) >= 0;
  update (self);
}

static void
terr_match_dispose (GObject *object)
{
  TerrMatch *self = TERR_MATCH (object);

  stop_computer (self);
  forget_hint (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (terr_match_parent_class)->dispose (object);
}

static void
terr_match_finalize (GObject *object)
{
  TerrMatch *self = TERR_MATCH (object);

  g_array_unref (self->seats);
  g_main_context_unref (self->context);

  G_OBJECT_CLASS (terr_match_parent_class)->finalize (object);
}

static void
terr_match_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TerrMatch *self = TERR_MATCH (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SEAT_TO_MOVE:
      g_value_set_int (value, terr_match_get_seat_to_move (self));
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, computer_busy (self));
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    case PROP_DELAY:
      g_value_set_uint (value, self->delay);
      break;
    case PROP_VIEWER:
      g_value_set_int (value, compute_viewer (self));
      break;
    case PROP_HAND_OVER:
      g_value_set_boolean (value, compute_hand_over (self));
      break;
    case PROP_HINT:
      g_value_set_pointer (value, self->hint);
      break;
    case PROP_HINT_RUNNING:
      g_value_set_boolean (value, terr_latest_is_running (&self->hint_run));
      break;
    case PROP_OVER:
      g_value_set_boolean (value, terr_game_is_over (self->game));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, undo_target (self) >= 0);
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, redo_target (self) >= 0);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_match_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  TerrMatch *self = TERR_MATCH (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_PAUSED:
      terr_match_set_paused (self, g_value_get_boolean (value));
      break;
    case PROP_DELAY:
      terr_match_set_delay (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
terr_match_class_init (TerrMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = terr_match_constructed;
  object_class->dispose = terr_match_dispose;
  object_class->finalize = terr_match_finalize;
  object_class->get_property = terr_match_get_property;
  object_class->set_property = terr_match_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TERR_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEAT_TO_MOVE] = g_param_spec_int ("seat-to-move", NULL, NULL, 0, G_MAXINT, 0, ro);
  properties[PROP_THINKING] = g_param_spec_boolean ("thinking", NULL, NULL, FALSE, ro);
  properties[PROP_PAUSED] = g_param_spec_boolean ("paused", NULL, NULL, FALSE, rw);
  properties[PROP_DELAY] = g_param_spec_uint ("delay", NULL, NULL, 0, G_MAXUINT, DEFAULT_DELAY_MS, rw);
  properties[PROP_VIEWER] = g_param_spec_int ("viewer", NULL, NULL, TERR_VIEWER_NOBODY, G_MAXINT, 0, ro);
  properties[PROP_HAND_OVER] = g_param_spec_boolean ("hand-over", NULL, NULL, FALSE, ro);
  properties[PROP_HINT] = g_param_spec_pointer ("hint", NULL, NULL, ro);
  properties[PROP_HINT_RUNNING] = g_param_spec_boolean ("hint-running", NULL, NULL, FALSE, ro);
  properties[PROP_OVER] = g_param_spec_boolean ("over", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[COMPUTER_FAILED] = g_signal_new ("computer-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
terr_match_init (TerrMatch *self)
{
  self->context = g_main_context_ref_thread_default ();
  self->seats = g_array_new (FALSE, TRUE, sizeof (Seat));
  self->delay = DEFAULT_DELAY_MS;
  self->seed_func = default_seed;
}
