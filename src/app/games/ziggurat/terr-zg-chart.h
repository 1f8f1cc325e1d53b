/* terr-zg-chart.h — the double-six set as a chart of its 28 dominoes, for
 * the Ziggurat tools of the scenario editor: each domino drawn as the
 * board draws it, with where it is in the design (tier and cell, hand,
 * pile, unused).  A click, Enter or Space picks one; H, P and Delete ask
 * to put it in the hand, at the bottom of the pile or out of the set; a
 * drag carries it (TERR_TYPE_ZG_DRAGGED_DOMINO).  The keys are bindings of
 * the chart's actions: "chart.move" (ii) (the change of the lower and the
 * higher half: the arrows), "chart.pick" (Enter, Space) and "chart.put" i
 * (a TerrZgSpotKind: H, P, Delete).  The chart changes no
 * game: its owner makes the edits and keeps the picked domino. */
#pragma once

#include <gtk/gtk.h>

#include "terr-zg-game.h"

G_BEGIN_DECLS

/* What a drag of a domino carries: the domino's id (0..27). */
typedef struct {
  guint id;
} TerrZgDraggedDomino;

#define TERR_TYPE_ZG_DRAGGED_DOMINO (terr_zg_dragged_domino_get_type ())
GType                terr_zg_dragged_domino_get_type (void) G_GNUC_CONST;
TerrZgDraggedDomino *terr_zg_dragged_domino_copy     (const TerrZgDraggedDomino *domino);
void                 terr_zg_dragged_domino_free     (TerrZgDraggedDomino       *domino);
/* A drag source of @widget that carries domino @id: its "id" data
 * (GUINT_TO_POINTER (id + 1)) says which, so a reused row can change it. */
void                 terr_zg_drag_source_add         (GtkWidget                 *widget,
                                                      guint                      id);

#define TERR_TYPE_ZG_CHART (terr_zg_chart_get_type ())
G_DECLARE_FINAL_TYPE (TerrZgChart, terr_zg_chart, TERR, ZG_CHART, GtkWidget)

GtkWidget   *terr_zg_chart_new           (void);
/* Every domino shows where it is in @game, and @picked (0..27) is shown
 * picked. */
void         terr_zg_chart_update        (TerrZgChart *self,
                                          TerrZgGame  *game,
                                          guint        picked);
/* The button of domino @id (its accessible name says where it is). */
GtkWidget   *terr_zg_chart_get_domino    (TerrZgChart *self,
                                          guint        id);
/* Where domino @id is, in words ("3–5, in the hand"): a new string. */
char        *terr_zg_chart_describe      (TerrZgGame  *game,
                                          guint        id);

G_END_DECLS
