/* terr-game-timeline.c — a timeline as text (terr-game-timeline.h): one
 * writer for the CSV and the table, so that the CLI and the replay
 * viewer's export write the same bytes.
 */
#include "config.h"

#include "terr-game-timeline.h"

/* "yes" etc., or the integer, or "" for null: one cell. */
static char *
cell (JsonObject *entry,
      const char *member)
{
  JsonNode *node = json_object_get_member (entry, member);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return g_strdup ("");
  if (json_node_get_value_type (node) == G_TYPE_STRING)
    return g_strdup (json_node_get_string (node));
  return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
}

/* One line per entry after the header: cells separated by commas, or
 * with @table in aligned columns. */
static char *
timeline_to_text (JsonNode *timeline,
                  gboolean  table)
{
  JsonObject *object;
  JsonArray *positions;
  JsonArray *seats;
  GString *text;
  GString *line;
  const char *sep = table ? "  " : ",";

  g_return_val_if_fail (timeline != NULL && JSON_NODE_HOLDS_OBJECT (timeline), NULL);

  object = json_node_get_object (timeline);
  positions = json_object_has_member (object, "positions")
    ? json_object_get_array_member (object, "positions") : NULL;
  seats = json_object_has_member (object, "seats")
    ? json_object_get_array_member (object, "seats") : NULL;
  text = g_string_new (NULL);
  line = g_string_new (NULL);

  if (seats != NULL)
    {
      g_string_append_printf (line, table ? "%6s%s%4s" : "%s%s%s", "move", sep, "seat");
      for (guint i = 0; i < json_array_get_length (seats); i++)
        {
          g_autofree char *name = g_strdup_printf ("score_%" G_GINT64_FORMAT,
                                                   json_array_get_int_element (seats, i));
          g_string_append_printf (line, table ? "%s%8s" : "%s%s", sep, name);
        }
    }
  else
    g_string_append_printf (line, table ? "%6s%s%6s%s%6s%s%s" : "%s%s%s%s%s%s%s",
                            "move", sep, "placed", sep, "cheats", sep, "zero_cheat");
  g_string_append_printf (text, "%s\n", line->str);

  for (guint k = 0; positions != NULL && k < json_array_get_length (positions); k++)
    {
      JsonObject *entry = json_array_get_object_element (positions, k);
      g_autofree char *move = cell (entry, "move");

      g_string_truncate (line, 0);
      if (seats != NULL)
        {
          g_autofree char *seat = cell (entry, "seat");
          JsonArray *scores = json_object_has_member (entry, "scores")
            ? json_object_get_array_member (entry, "scores") : NULL;

          g_string_append_printf (line, table ? "%6s%s%4s" : "%s%s%s", move, sep, seat);
          for (guint i = 0; scores != NULL && i < json_array_get_length (scores); i++)
            g_string_append_printf (line, table ? "%s%8" G_GINT64_FORMAT : "%s%" G_GINT64_FORMAT,
                                    sep, json_array_get_int_element (scores, i));
        }
      else
        {
          g_autofree char *placed = cell (entry, "placed");
          g_autofree char *cheats = cell (entry, "cheats");
          g_autofree char *zero = cell (entry, "zero_cheat");

          g_string_append_printf (line, table ? "%6s%s%6s%s%6s%s%s" : "%s%s%s%s%s%s%s",
                                  move, sep, placed, sep, cheats, sep, zero);
        }
      g_string_append_printf (text, "%s\n", line->str);
    }
  g_string_free (line, TRUE);
  return g_string_free (text, FALSE);
}

char *
terr_game_timeline_to_csv (JsonNode *timeline)
{
  return timeline_to_text (timeline, FALSE);
}

char *
terr_game_timeline_to_table (JsonNode *timeline)
{
  return timeline_to_text (timeline, TRUE);
}
