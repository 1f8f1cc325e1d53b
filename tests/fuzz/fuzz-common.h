/* fuzz-common.h — shared by the libFuzzer targets of tests/fuzz. */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "terr-games.h"

/* Shared: registers the game types, makes GLib criticals fatal. */
int  LLVMFuzzerInitialize (int *argc, char ***argv);
int  LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* TRUE when the game class of @kind implements the virtual methods the file
 * layer calls (lets the targets run while a game engine is still a stub). */
gboolean fuzz_kind_ready (TerrGameKind kind);

/* Writes @game as a replay and as a scenario, reads both back, and aborts
 * when the core cannot read its own output or when writing the re-read
 * replay does not give the same bytes. */
void fuzz_check_round_trip (TerrGame *game);

/* Calls the read-only queries (score, description, seat scores, moves). */
void fuzz_query (TerrGame *game);
