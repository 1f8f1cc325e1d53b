/* terr-hg-explain.c — a Hanging Gardens score in a player's words (see
 * terr-hg-explain.h).  The numbers come from the score report; nothing
 * here scores anything again.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "terr-hg-explain.h"

const char *
terr_hg_dir_to_words (TerrHgDir dir)
{
  switch (dir)
    {
    case TERR_HG_DIR_N:
      return _("north");
    case TERR_HG_DIR_E:
      return _("east");
    case TERR_HG_DIR_S:
      return _("south");
    case TERR_HG_DIR_W:
    default:
      return _("west");
    }
}

static const char *
suit_words (TerrHgSuit suit)
{
  switch (suit)
    {
    case TERR_HG_SUIT_SUNS:
      /* TRANSLATORS: a plant bed of the suit suns (red) */
      return _("suns bed");
    case TERR_HG_SUIT_MOONS:
      /* TRANSLATORS: a plant bed of the suit moons (black) */
      return _("moons bed");
    case TERR_HG_SUIT_CROWNS:
      /* TRANSLATORS: a plant bed of the suit crowns (green) */
      return _("crowns bed");
    case TERR_HG_SUIT_ARMS:
    case TERR_HG_SUIT_NONE:
    default:
      /* TRANSLATORS: a plant bed of the suit arms (blue) */
      return _("arms bed");
    }
}

static const char *
colour_words (int colours)
{
  /* At most four suits. */
  static const char *words[] = {
    N_("one colour"), N_("two colours"), N_("three colours"), N_("four colours"),
  };

  return _(words[CLAMP (colours, 1, 4) - 1]);
}

/* Where a space of a row lies: "sight line", "2 left", "1 right". */
static char *
offset_words (int offset)
{
  if (offset == 0)
    return g_strdup (_("sight line"));
  if (offset < 0)
    /* TRANSLATORS: a space of a row of the view, left of the sight line */
    return g_strdup_printf (ngettext ("%d space left", "%d spaces left", -offset), -offset);
  /* TRANSLATORS: a space of a row of the view, right of the sight line */
  return g_strdup_printf (ngettext ("%d space right", "%d spaces right", offset), offset);
}

char *
terr_hg_explain_segment (const TerrHgSegment *seg)
{
  g_return_val_if_fail (seg != NULL, NULL);

  if (seg->n_seen == 0)
    return g_strdup (_("no beds seen"));
  if (seg->from <= 0 && seg->to >= 0)
    {
      if (seg->symmetry > 0)
        /* TRANSLATORS: a segment of a row: "three colours, symmetric: 3 + 4"
         * (colour points + symmetry points) */
        return g_strdup_printf (_("%s, symmetric: %d + %d"), colour_words (seg->colours),
                                seg->colours, seg->symmetry);
      /* TRANSLATORS: a segment of a row: "three colours, not symmetric: 3" */
      return g_strdup_printf (_("%s, not symmetric: %d"), colour_words (seg->colours),
                              seg->colours);
    }
  /* TRANSLATORS: a segment of a row away from the sight line (it never
   * scores symmetry): "two colours: 2" */
  return g_strdup_printf (_("%s: %d"), colour_words (seg->colours), seg->colours);
}

/* The place of a segment in a split row: "left, level 0", "sight line,
 * level 1", "right, support on level 0". */
static char *
segment_place (const TerrHgSegment *seg)
{
  const char *side;

  if (seg->from <= 0 && seg->to >= 0)
    side = _("sight line");
  else if (seg->to < 0)
    /* TRANSLATORS: the part of a row left of the sight line */
    side = _("left");
  else
    /* TRANSLATORS: the part of a row right of the sight line */
    side = _("right");
  if (seg->height2 % 2 != 0)
    /* TRANSLATORS: a part of a split row whose spaces show a support:
     * "right, support on level 0" */
    return g_strdup_printf (_("%s, support on level %d"), side, seg->height2 / 2);
  /* TRANSLATORS: a part of a split row: "left, level 1" */
  return g_strdup_printf (_("%s, level %d"), side, seg->height2 / 2);
}

static TerrHgExplainLine *
line_new (TerrHgExplainKind kind, int row, int points, char *text)
{
  TerrHgExplainLine *line = g_new0 (TerrHgExplainLine, 1);

  line->kind = kind;
  line->row = row;
  line->points = points;
  line->text = text;
  return line;
}

static void
line_free (gpointer data)
{
  TerrHgExplainLine *line = data;

  g_free (line->text);
  g_free (line);
}

static char *
row_text (const TerrHgViewDetail *vd, const TerrHgRow *row, int *points)
{
  g_autofree char *parts = NULL;

  *points = 0;
  for (guint q = 0; q < row->n_segments; q++)
    {
      const TerrHgSegment *seg = &g_array_index (vd->segments, TerrHgSegment,
                                                 row->first_segment + q);
      *points += seg->colours + seg->symmetry;
    }
  if (row->n_segments == 1)
    {
      g_autofree char *words = terr_hg_explain_segment (&g_array_index (vd->segments, TerrHgSegment,
                                                                        row->first_segment));
      /* TRANSLATORS: "Row 2: three colours, symmetric: 3 + 4" */
      return g_strdup_printf (_("Row %d: %s"), row->row, words);
    }
  for (guint q = 0; q < row->n_segments; q++)
    {
      const TerrHgSegment *seg = &g_array_index (vd->segments, TerrHgSegment,
                                                 row->first_segment + q);
      g_autofree char *place = NULL, *words = NULL, *part = NULL;

      if (seg->n_seen == 0)
        continue;
      place = segment_place (seg);
      words = terr_hg_explain_segment (seg);
      /* TRANSLATORS: one part of a split row, its place and its points:
       * "sight line, level 1 — two colours, symmetric: 2 + 2" */
      part = g_strdup_printf (_("%s — %s"), place, words);
      if (parts == NULL)
        parts = g_steal_pointer (&part);
      else
        {
          /* TRANSLATORS: joins the parts of a split row:
           * "left, level 0 — one colour: 1; sight line, level 1 — two colours: 2" */
          char *joined = g_strdup_printf (_("%s; %s"), parts, part);

          g_free (parts);
          parts = joined;
        }
    }
  if (parts == NULL)
    parts = g_strdup (_("no beds seen"));
  /* TRANSLATORS: a row whose spaces lie at different heights, scored in
   * parts: "Row 3, split by terrace heights: left, level 0 — one colour: 1" */
  return g_strdup_printf (_("Row %d, split by terrace heights: %s"), row->row, parts);
}

static char *
unseen_text (const TerrHgBedSight *b, int height)
{
  g_autofree char *where = offset_words (b->offset);

  if (b->fate == TERR_HG_BED_TOO_HIGH)
    /* TRANSLATORS: "Row 2, 1 space left: the suns bed lies on level 2,
     * higher than the gazebo (level 1)" */
    return g_strdup_printf (_("Row %d, %s: the %s lies on level %d, higher than the gazebo (level %d)"),
                            b->row, where, suit_words (b->suit), b->level, height);
  /* TRANSLATORS: "Row 4, sight line: the moons bed is hidden by a level 1
   * plateau (outlined on the board)" */
  return g_strdup_printf (_("Row %d, %s: the %s is hidden by a level %d plateau (outlined on the board)"),
                          b->row, where, suit_words (b->suit), b->plateau_level);
}

GPtrArray *
terr_hg_explain_seat (const TerrHgScoreReport *report, int seat, int direction)
{
  GPtrArray *lines;
  const TerrHgSeatReport *sr;
  const TerrHgViewDetail *vd;
  TerrHgDir dir;
  int view_sum = 0;
  gboolean any = FALSE;

  g_return_val_if_fail (report != NULL, NULL);
  g_return_val_if_fail (seat >= 1 && seat <= report->n_seats, NULL);
  g_return_val_if_fail (direction >= -1 && direction < TERR_HG_N_DIRS, NULL);

  lines = g_ptr_array_new_with_free_func (line_free);
  sr = &report->seats[seat - 1];
  if (!sr->has_gazebo)
    {
      g_ptr_array_add (lines, line_new (TERR_HG_EXPLAIN_NOTE, 0, 0,
                                        g_strdup (_("The gazebo is not in the garden yet: it scores 0."))));
      g_ptr_array_add (lines, line_new (TERR_HG_EXPLAIN_TOTAL, 0, 0,
                                        /* TRANSLATORS: the score of a seat */
                                        g_strdup_printf (_("Total: %d"), 0)));
      return lines;
    }

  dir = direction < 0 ? sr->best : (TerrHgDir) direction;
  vd = &sr->detail[dir];
  if (dir == sr->best)
    /* TRANSLATORS: "Facing north, the best view: 8" */
    g_ptr_array_add (lines, line_new (TERR_HG_EXPLAIN_HEADING, 0, 0,
                                      g_strdup_printf (_("Facing %s, the best view: %d"),
                                                       terr_hg_dir_to_words (dir), sr->views[dir])));
  else
    /* TRANSLATORS: "Facing east, view 5 (the score counts the best view,
     * north: 8)" */
    g_ptr_array_add (lines, line_new (TERR_HG_EXPLAIN_HEADING, 0, 0,
                                      g_strdup_printf (_("Facing %s, view %d (the score counts the best view, %s: %d)"),
                                                       terr_hg_dir_to_words (dir), sr->views[dir],
                                                       terr_hg_dir_to_words (sr->best),
                                                       sr->views[sr->best])));

  for (guint k = 0; vd->rows != NULL && k < vd->rows->len; k++)
    {
      const TerrHgRow *row = &g_array_index (vd->rows, TerrHgRow, k);
      gboolean has_seen = FALSE, has_unseen = FALSE;
      int points;

      for (guint q = 0; q < row->n_segments; q++)
        if (g_array_index (vd->segments, TerrHgSegment, row->first_segment + q).n_seen > 0)
          has_seen = TRUE;
      for (guint u = 0; vd->unseen != NULL && u < vd->unseen->len; u++)
        if (g_array_index (vd->unseen, TerrHgBedSight, u).row == row->row)
          has_unseen = TRUE;
      if (!has_seen && !has_unseen)
        continue;
      any = TRUE;
      if (has_seen)
        {
          char *text = row_text (vd, row, &points);
          g_ptr_array_add (lines, line_new (TERR_HG_EXPLAIN_ROW, row->row, points, text));
          view_sum += points;
        }
      for (guint u = 0; vd->unseen != NULL && u < vd->unseen->len; u++)
        {
          const TerrHgBedSight *b = &g_array_index (vd->unseen, TerrHgBedSight, u);
          if (b->row == row->row)
            g_ptr_array_add (lines, line_new (TERR_HG_EXPLAIN_UNSEEN, row->row, 0,
                                              unseen_text (b, sr->height)));
        }
    }
  if (!any)
    g_ptr_array_add (lines, line_new (TERR_HG_EXPLAIN_NOTE, 0, 0,
                                      g_strdup (_("No beds in view this way."))));
  /* The report's rows add up to its view (tests/hg check it). */
  g_warn_if_fail (view_sum == sr->views[dir]);

  /* TRANSLATORS: "Height bonus: 1 (the gazebo stands on level 1)" */
  g_ptr_array_add (lines, line_new (TERR_HG_EXPLAIN_HEIGHT, 0, sr->height,
                                    g_strdup_printf (_("Height bonus: %d (the gazebo stands on level %d)"),
                                                     sr->height, sr->height)));
  /* TRANSLATORS: "Total: 7 + 1 = 8" (view + height bonus) */
  g_ptr_array_add (lines, line_new (TERR_HG_EXPLAIN_TOTAL, 0, sr->views[dir] + sr->height,
                                    g_strdup_printf (_("Total: %d + %d = %d"), sr->views[dir],
                                                     sr->height, sr->views[dir] + sr->height)));
  return lines;
}

char *
terr_hg_explain_text (const TerrHgScoreReport *report, int seat, int direction)
{
  g_autoptr (GPtrArray) lines = terr_hg_explain_seat (report, seat, direction);
  GString *out = g_string_new (NULL);

  for (guint i = 0; lines != NULL && i < lines->len; i++)
    {
      const TerrHgExplainLine *line = g_ptr_array_index (lines, i);
      g_string_append_printf (out, "%s%s", i > 0 ? "\n" : "", line->text);
    }
  return g_string_free (out, FALSE);
}
