/* terr-puzzle-list.h — the bundled puzzles on the start page, by game,
 * with their difficulty and whether each was solved (kept in GSettings). */
#pragma once

#include <adwaita.h>

#include "terr-game.h"
#include "terr-puzzle.h"

G_BEGIN_DECLS

#define TERR_TYPE_PUZZLE_LIST (terr_puzzle_list_get_type ())
G_DECLARE_FINAL_TYPE (TerrPuzzleList, terr_puzzle_list, TERR, PUZZLE_LIST, GtkWidget)

GtkWidget    *terr_puzzle_list_new              (void);
/* Where solved puzzles are remembered (the "solved-puzzles" key); without
 * settings they are remembered while the program runs. */
void          terr_puzzle_list_set_settings     (TerrPuzzleList *self,
                                                 GSettings      *settings);
/* Lists the scenarios with a goal in @folder (sorted by file name);
 * returns how many. */
guint         terr_puzzle_list_load             (TerrPuzzleList *self,
                                                 const char     *folder);
/* Whether the scenario file at @path is listed as a puzzle. */
gboolean      terr_puzzle_list_has_puzzle       (TerrPuzzleList *self,
                                                 const char     *path);

guint         terr_puzzle_list_get_n_puzzles    (TerrPuzzleList *self,
                                                 TerrGameKind    kind);
/* The @index-th puzzle of @kind (TERR_GAME_NONE: of all games), in the
 * order shown. */
const char   *terr_puzzle_list_get_path         (TerrPuzzleList *self,
                                                 TerrGameKind    kind,
                                                 guint           index);
/* What the puzzle's row shows: "Title", "Easy · Solved". */
const char   *terr_puzzle_list_get_row_title    (TerrPuzzleList *self,
                                                 const char     *path);
const char   *terr_puzzle_list_get_row_subtitle (TerrPuzzleList *self,
                                                 const char     *path);
TerrDifficulty terr_puzzle_list_get_difficulty  (TerrPuzzleList *self,
                                                 const char     *path);

gboolean      terr_puzzle_list_is_solved        (TerrPuzzleList *self,
                                                 const char     *path);
void          terr_puzzle_list_mark_solved      (TerrPuzzleList *self,
                                                 const char     *path);
/* The next unsolved puzzle of the same game after @path (wrapping
 * around), or NULL when every other one is solved. */
const char   *terr_puzzle_list_get_next_unsolved (TerrPuzzleList *self,
                                                  const char     *path);

G_END_DECLS
