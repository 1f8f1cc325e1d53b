/* terr-a11y.h — what screen readers get beyond each widget's own work:
 * text buttons named once, the hidden pages of a stack hidden from them. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Once per process: every button with a text label (or an
 * AdwButtonContent) is named by that label alone, without its mnemonic
 * ("Open", not "_Open Open"). */
void terr_a11y_init         (void);
/* The pages of @stack that are not shown are hidden from assistive
 * technologies, now and whenever the visible page changes. */
void terr_a11y_follow_stack (GtkStack *stack);
/* Whether @widget is named twice: an accessible label and a labelled-by
 * relation (GTK 4.8 reads both, one after the other).  For tests. */
gboolean terr_a11y_is_named_twice (GtkWidget *widget);

G_END_DECLS
