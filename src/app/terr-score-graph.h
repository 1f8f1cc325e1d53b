/* terr-score-graph.h — the scores of a game over its main line, drawn with
 * cairo: one line per seat (Hanging Gardens, Garden Paths), or the cheat
 * count with the "still completable without cheating" band (Ziggurat).
 * Hover shows the values, a click asks to go to that position. */
#pragma once

#include <gtk/gtk.h>

#include "terr-game.h"

G_BEGIN_DECLS

#define TERR_TYPE_SCORE_GRAPH (terr_score_graph_get_type ())
G_DECLARE_FINAL_TYPE (TerrScoreGraph, terr_score_graph, TERR, SCORE_GRAPH, GtkWidget)

GtkWidget *terr_score_graph_new            (void);
/* The game gives the players' names; the timeline is the JSON of
 * terr_game_timeline() (NULL: nothing to draw yet). */
void       terr_score_graph_set_game       (TerrScoreGraph *self,
                                            TerrGame       *game);
void       terr_score_graph_set_timeline   (TerrScoreGraph *self,
                                            JsonNode       *timeline);
guint      terr_score_graph_get_n_positions (TerrScoreGraph *self);
/* The position marked as the current one (-1: none, the cursor is off the
 * main line). */
void       terr_score_graph_set_current    (TerrScoreGraph *self,
                                            int             index);
int        terr_score_graph_get_current    (TerrScoreGraph *self);
/* Ziggurat: the first position at which a finish without cheating was no
 * longer possible, after one where it was (-1: none). */
int        terr_score_graph_get_lost_index (TerrScoreGraph *self);
/* How much the move to position @index changed the scores, 0 to 1 (the
 * largest change of the game is 1); 0 before the timeline is known. */
double     terr_score_graph_get_importance (TerrScoreGraph *self,
                                            guint           index);
/* An analysis (terr_game_analyse) whose mistakes are marked at their
 * positions; NULL removes the marks. */
void       terr_score_graph_set_analysis   (TerrScoreGraph *self,
                                            TerrAnalysis   *analysis);
/* The marks drawn: how many, and the position of each (in order). */
guint      terr_score_graph_get_n_marks    (TerrScoreGraph *self);
guint      terr_score_graph_get_mark_position (TerrScoreGraph *self,
                                            guint           i);
/* The values at position @index in words (the hover text). */
char      *terr_score_graph_describe       (TerrScoreGraph *self,
                                            guint           index);
/* The position under widget x coordinate @x (-1 when there is none). */
int        terr_score_graph_index_at       (TerrScoreGraph *self,
                                            double          x);
/* The x coordinate of position @index at the widget's current size. */
double     terr_score_graph_x_of           (TerrScoreGraph *self,
                                            guint           index);
/* What a click at (@x, @y) does: emits "position-activated" with the
 * position under it; returns whether there was one. */
gboolean   terr_score_graph_click          (TerrScoreGraph *self,
                                            double          x,
                                            double          y);

G_END_DECLS
