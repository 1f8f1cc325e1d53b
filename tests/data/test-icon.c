/* The application icon at the sizes the desktop shows it: 16, 32, 64 and
 * 128 pixels, rendered with gdk-pixbuf's SVG loader (librsvg, as GTK and
 * GNOME Shell do).  The pictures are written next to the test
 * (icon-16.png …) to be looked at.  The checks are about the shapes a
 * person sees:
 *  - the artwork stays on the GNOME icon grid (a margin all round; it does
 *    not fill the canvas);
 *  - at every size the silhouette steps in three terraces, each narrower
 *    than the one below, and the lawns stay green and the walls stay warm
 *    even at 16 px;
 *  - the symbolic icon is one flat colour.
 *
 * Arguments: the full-colour SVG, the symbolic SVG, the output folder. */
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <glib/gstdio.h>

static const char *icon_path, *symbolic_path, *out_dir;

typedef struct {
  int x0, y0, x1, y1;   /* bounding box of opaque pixels, inclusive */
} Box;

static GdkPixbuf *
render (const char *path, int size)
{
  g_autoptr(GError) error = NULL;
  GdkPixbuf *pixbuf = gdk_pixbuf_new_from_file_at_size (path, size, size, &error);

  g_assert_no_error (error);
  g_assert_nonnull (pixbuf);
  g_assert_cmpint (gdk_pixbuf_get_width (pixbuf), ==, size);
  g_assert_cmpint (gdk_pixbuf_get_height (pixbuf), ==, size);
  g_assert_true (gdk_pixbuf_get_has_alpha (pixbuf));
  g_assert_cmpint (gdk_pixbuf_get_n_channels (pixbuf), ==, 4);
  return pixbuf;
}

static const guint8 *
pixel (GdkPixbuf *p, int x, int y)
{
  return gdk_pixbuf_read_pixels (p) + y * gdk_pixbuf_get_rowstride (p) + x * 4;
}

static Box
opaque_box (GdkPixbuf *p)
{
  int n = gdk_pixbuf_get_width (p);
  Box b = { n, n, -1, -1 };

  for (int y = 0; y < n; y++)
    for (int x = 0; x < n; x++)
      if (pixel (p, x, y)[3] > 32)
        {
          b.x0 = MIN (b.x0, x);
          b.y0 = MIN (b.y0, y);
          b.x1 = MAX (b.x1, x);
          b.y1 = MAX (b.y1, y);
        }
  return b;
}

/* Opaque pixels in row @y. */
static int
row_width (GdkPixbuf *p, int y)
{
  int n = gdk_pixbuf_get_width (p), w = 0;

  for (int x = 0; x < n; x++)
    w += pixel (p, x, y)[3] > 128;
  return w;
}

static gboolean
is_green (const guint8 *px)
{
  return px[3] > 128 && px[1] > px[0] + 40 && px[1] > px[2] + 20;
}

static gboolean
is_warm (const guint8 *px)
{
  return px[3] > 128 && px[0] > px[2] + 40 && px[0] >= px[1];
}

static void
save (GdkPixbuf *p, const char *name)
{
  g_autofree char *path = g_build_filename (out_dir, name, NULL);
  g_autoptr(GError) error = NULL;

  gdk_pixbuf_save (p, path, "png", &error, NULL);
  g_assert_no_error (error);
  g_test_message ("wrote %s", path);
}

static void
test_sizes (void)
{
  const int sizes[] = { 16, 32, 64, 128 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      int n = sizes[i];
      g_autoptr(GdkPixbuf) p = render (icon_path, n);
      g_autofree char *name = g_strdup_printf ("icon-%d.png", n);
      Box b = opaque_box (p);
      /* The rows through the middle of each terrace's wall: the canvas
       * is 128 units; see the drawing. */
      int top = row_width (p, (int) (0.36 * n));
      int mid = row_width (p, (int) (0.55 * n));
      int low = row_width (p, (int) (0.78 * n));
      guint green = 0, warm = 0;

      save (p, name);
      /* On the grid: a margin on every side, not the whole canvas. */
      g_assert_cmpint (b.x0, >=, n / 32);
      g_assert_cmpint (b.y0, >=, n / 64);
      g_assert_cmpint (b.x1, <=, n - 1 - n / 32);
      g_assert_cmpint (b.y1, <=, n - 1 - n / 32);
      g_assert_cmpint (b.x1 - b.x0 + 1, <=, n * 15 / 16);
      g_assert_cmpint (b.x1 - b.x0 + 1, >=, n * 3 / 4);
      /* Three steps, each clearly narrower than the one below. */
      g_test_message ("%d px: rows %d < %d < %d", n, top, mid, low);
      g_assert_cmpint (top, >, 0);
      g_assert_cmpint (top + n / 8, <=, mid);
      g_assert_cmpint (mid + n / 8, <=, low);
      /* Lawns and walls keep their colours. */
      for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++)
          {
            green += is_green (pixel (p, x, y));
            warm += is_warm (pixel (p, x, y));
          }
      g_assert_cmpuint (green, >=, (guint) (n * n / 20));
      g_assert_cmpuint (warm, >=, (guint) (n * n / 10));
    }
}

static void
test_symbolic (void)
{
  const int sizes[] = { 16, 32 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      int n = sizes[i];
      g_autoptr(GdkPixbuf) p = render (symbolic_path, n);
      g_autofree char *name = g_strdup_printf ("icon-symbolic-%d.png", n);
      guint opaque = 0;

      save (p, name);
      /* One colour (its alpha makes the shapes); the desktop recolours it. */
      for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++)
          {
            const guint8 *px = pixel (p, x, y);
            if (px[3] > 200)
              {
                opaque++;
                g_assert_cmpint (ABS (px[0] - px[1]), <=, 8);
                g_assert_cmpint (ABS (px[1] - px[2]), <=, 8);
              }
          }
      g_assert_cmpuint (opaque, >=, (guint) (n * n / 5));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc < 4)
    {
      g_printerr ("usage: test-icon ICON.svg SYMBOLIC.svg OUT-DIR\n");
      return 2;
    }
  icon_path = argv[1];
  symbolic_path = argv[2];
  out_dir = argv[3];
  {
    /* Without an SVG loader there is nothing to look at: skip. */
    gboolean svg = FALSE;
    GSList *formats = gdk_pixbuf_get_formats ();
    for (GSList *l = formats; l != NULL; l = l->next)
      {
        g_autofree char *fname = gdk_pixbuf_format_get_name (l->data);
        svg |= g_str_equal (fname, "svg");
      }
    g_slist_free (formats);
    if (!svg)
      {
        g_print ("1..0 # SKIP gdk-pixbuf has no SVG loader (install librsvg2-common)\n");
        return 0;
      }
  }
  g_test_add_func ("/icon/sizes", test_sizes);
  g_test_add_func ("/icon/symbolic", test_symbolic);
  return g_test_run ();
}
