/* net-test-util.h — programs of a network game through a room in memory
 * (the tests of src/core/net). */
#pragma once

#include "terr-games.h"
#include "terr-memory-room.h"
#include "terr-net-match.h"

#define MAX_ITERATIONS 2000000

typedef struct _Program Program;

struct _Program {
  TerrRoom     *room;
  TerrNetMatch *net;
  GPtrArray    *received;    /* every payload, as the room delivered it */
  Program      *peer;        /* a program to compare with (rejoin) */
  gboolean      behind;      /* it had fewer moves than its peer when back */
};

typedef gboolean (*Done) (Program **programs, guint n);

/* A program of the account @address in @hub's room (delay 2 ms). */
Program  *program_new            (TerrMemoryHub *hub,
                                  const char    *address);
void      program_free           (Program       *p);
/* Iterates the main context until @done (at most MAX_ITERATIONS times). */
void      iterate_until          (Done           done,
                                  Program      **programs,
                                  guint          n);
gboolean  all_ready              (Program      **programs,
                                  guint          n);
gboolean  all_started            (Program      **programs,
                                  guint          n);
gboolean  all_finished           (Program      **programs,
                                  guint          n);
/* "playerN@example.org" for program @i (N = i + 1). */
char     *address_of             (guint          i);
/* Program 0 hosts @seats (seed 11); every program says it is ready; the
 * game starts. */
void      host_and_start         (Program      **programs,
                                  guint          n,
                                  TerrGameKind   kind,
                                  TerrNetSeat   *seats,
                                  guint          n_seats);
/* The same with New Game's options or a scenario (terr_net_match_host_setup). */
void      host_setup_and_start   (Program      **programs,
                                  guint          n,
                                  TerrGameKind   kind,
                                  GVariant      *options,
                                  GBytes        *scenario,
                                  TerrNetSeat   *seats,
                                  guint          n_seats);
/* Every program's game written to the same bytes, a replay the core reads
 * back, over or not as @over says. */
void      assert_same_files_over (Program      **programs,
                                  guint          n,
                                  gboolean       over);
void      assert_same_files      (Program      **programs,
                                  guint          n);
