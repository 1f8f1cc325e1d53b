/* terr-game-option.h — the options a new game of a kind may have (New
 * Game lists them without naming the game): a rule switched on or off,
 * one value of a list (a board), a whole number (a numbered deal).  The
 * class lists them (TerrGameClass.options), lists the values of a choice
 * (list_option_values) and makes a new game with them (new_with_options).
 */
#pragma once

#include "terr-game.h"

G_BEGIN_DECLS

typedef enum {
  TERR_OPTION_SWITCH,   /* on or off: GVariant "b" */
  TERR_OPTION_CHOICE,   /* one of the values: GVariant "s", the value's id */
  TERR_OPTION_NUMBER,   /* a whole number: GVariant "t"; absent for none */
} TerrGameOptionType;

typedef struct _TerrGameOption {
  const char        *id;
  TerrGameOptionType type;
  /* Translatable (N_()): the title of the group it is shown in (options
   * with the same group go together), its title (with a mnemonic) and a
   * line saying what it does. */
  const char        *group;
  const char        *title;
  const char        *subtitle;
  /* A switch: on by default. */
  gboolean           default_on;
  /* The key of the program's settings keeping the last choice (a switch
   * "b", a choice "s"), or NULL when every game asks afresh. */
  const char        *settings_key;
  /* A number: why a text is no such number (N_()). */
  const char        *invalid;
} TerrGameOption;

/* One value of a choice: its id (what the settings keep) and its words. */
typedef struct {
  char *id;
  char *label;
} TerrGameOptionValue;

void                  terr_game_option_value_free   (TerrGameOptionValue *value);

/* The options of a kind of game (owned by its class), in order. */
const TerrGameOption *terr_game_kind_list_options   (TerrGameKind  kind,
                                                     guint        *n_options);
/* The values of choice @option_id (TerrGameOptionValue*, a new array), the
 * default first. */
GPtrArray            *terr_game_kind_list_option_values (TerrGameKind kind,
                                                     const char   *option_id);
/* A new game of @kind (as terr_game_new) with @options (a{sv}: option id
 * to value; an option left out takes its default; NULL for all
 * defaults). */
TerrGame             *terr_game_new_with_options    (TerrGameKind  kind,
                                                     guint         n_players,
                                                     guint64       seed,
                                                     GVariant     *options,
                                                     GError      **error);

G_END_DECLS
