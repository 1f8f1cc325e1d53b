/* terr-rows.h — list rows whose words stay on one line. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void terr_row_keep_one_line (GtkWidget *row);

G_END_DECLS
