/* terr-reasons.h — a refused move's reason, worded for a person. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The rules' reason for refusing a move (terr_game_play's error, which
 * names squares by coordinates, "(-3,-3) is bare table") as a sentence
 * for a toast: the square is "there", the sentence starts with a capital
 * and ends with a full stop ("There is no terrace there: a bed goes on a
 * terrace.").  Never NULL. */
char *terr_reason_for_people (const char *reason);

G_END_DECLS
