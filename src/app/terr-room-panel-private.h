/* terr-room-panel-private.h — what the room panel's files share (and its
 * tests use). */
#pragma once

#include "terr-room-panel.h"

G_BEGIN_DECLS

/* The time now in microseconds since 1970 (g_get_real_time; a test's
 * clock instead). */
typedef gint64 (*TerrRoomPanelClock) (gpointer user_data);

struct _TerrRoomPanel
{
  GtkWidget      parent_instance;

  TerrRoom      *room;
  TerrNetMatch  *net_match;
  GListStore    *occupants;
  GListStore    *chat;
  GtkWidget     *box;
  GtkWidget     *error_box;
  GtkWidget     *error_title;
  GtkWidget     *error_label;
  GtkWidget     *retry_button;
  GtkWidget     *entry;
  GtkWidget     *chat_list;
  GtkWidget     *link_label;
  /* Once joined: a room offline since is a lost connection. */
  gboolean       was_joined;

  /* terr-room-panel-members.c: a row per seat holder, and per other
   * occupant. */
  GListStore    *members;         /* TerrRoomMember */
  GtkWidget     *members_list;
  GtkWidget     *note_label;      /* why a seat cannot be handed over */
  GtkStringList *levels;          /* the computer's levels, by name */
  GHashTable    *since;           /* address → gint64*: came or went then */
  GHashTable    *present;         /* who was in the room at the last look */
  guint          update_id;       /* a look after someone came or went */
  guint          away_limit;      /* seconds; 0: never offered */
  guint          offer_id;        /* the next look at the away players */
  TerrRoomPanelClock clock;
  gpointer       clock_data;
};

/* terr-room-panel-members.c */
void       terr_room_panel_members_init    (TerrRoomPanel *self);
void       terr_room_panel_members_dispose (TerrRoomPanel *self);
/* Someone came or went: look again once the room has settled (a lost
 * connection empties it before it says it is offline). */
void       terr_room_panel_queue_update    (TerrRoomPanel *self);
/* Refill the rows from the room and the match: who, where, doing what,
 * and the offers to hand a seat over. */
void       terr_room_panel_update_members  (TerrRoomPanel *self);

/* Tests: a clock of their own (the times noted so far restart at its now). */
void       terr_room_panel_set_clock       (TerrRoomPanel     *self,
                                            TerrRoomPanelClock clock,
                                            gpointer           user_data);

G_END_DECLS
