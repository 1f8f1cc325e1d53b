/* terr-seat-colors.c — the seats' colours chosen in the New Game dialog.
 *
 * A single object holds one palette index per seat, follows the settings
 * key "seat-colors" and keeps a CSS provider on the default display with
 * the classes seat-1 … seat-6, so the dots of the score rows and of the
 * move list take the chosen colours (and palette-0 … palette-5 the
 * palette's, for the choices).  "changed" tells the board and the
 * score graph to draw again.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "terr-seat-colors.h"

struct _TerrSeatColors
{
  GObject          parent_instance;

  guint            indices[TERR_SEAT_COLORS_MAX_SEATS];
  GSettings       *settings;
  gulong           changed_id;
  GtkCssProvider  *provider;
  GdkDisplay      *display;
};

G_DEFINE_FINAL_TYPE (TerrSeatColors, terr_seat_colors, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char * const palette_names[TERR_RENDER_N_SEAT_COLORS] = {
  /* TRANSLATORS: names of the seats' colours in the New Game dialog */
  N_("Orange"),
  N_("Sky Blue"),
  N_("Reddish Purple"),
  N_("Yellow"),
  N_("Grey-Brown"),
  N_("Lilac"),
};

const char *
terr_seat_colors_get_palette_name (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (palette_names), "");

  return _(palette_names[index]);
}

void
terr_seat_colors_repair (guint *indices,
                         guint  n)
{
  gboolean used[TERR_RENDER_N_SEAT_COLORS] = { FALSE };

  g_return_if_fail (n <= TERR_RENDER_N_SEAT_COLORS);

  /* Keep each first use of a colour; the rest take the free colours in
   * the palette's order. */
  for (guint i = 0; i < n; i++)
    {
      if (indices[i] < TERR_RENDER_N_SEAT_COLORS && !used[indices[i]])
        used[indices[i]] = TRUE;
      else
        indices[i] = G_MAXUINT;
    }
  for (guint i = 0; i < n; i++)
    if (indices[i] == G_MAXUINT)
      for (guint c = 0; c < TERR_RENDER_N_SEAT_COLORS; c++)
        if (!used[c])
          {
            used[c] = TRUE;
            indices[i] = c;
            break;
          }
}

/* The classes seat-1 … seat-6 on the default display. */
static void
update_css (TerrSeatColors *self)
{
  GdkDisplay *display = gdk_display_get_default ();
  g_autoptr(GString) css = NULL;

  if (display == NULL)
    return;
  if (self->provider == NULL)
    {
      self->provider = gtk_css_provider_new ();
      self->display = g_object_ref (display);
      gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (self->provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    }
  css = g_string_new (NULL);
  for (int seat = 1; seat <= TERR_SEAT_COLORS_MAX_SEATS; seat++)
    {
      TerrRenderColor color;

      terr_seat_colors_get_color (self, seat, &color);
      g_string_append_printf (css, ".seat-%d { color: rgb(%d, %d, %d); }\n", seat,
                              (int) (color.red * 255 + 0.5), (int) (color.green * 255 + 0.5),
                              (int) (color.blue * 255 + 0.5));
    }
  /* The palette itself, for the colour choices of the New Game dialog. */
  for (guint i = 0; i < TERR_RENDER_N_SEAT_COLORS; i++)
    {
      TerrRenderColor color;

      terr_render_get_palette_color (i, &color);
      g_string_append_printf (css, ".palette-%u { color: rgb(%d, %d, %d); }\n", i,
                              (int) (color.red * 255 + 0.5), (int) (color.green * 255 + 0.5),
                              (int) (color.blue * 255 + 0.5));
    }
  gtk_css_provider_load_from_data (self->provider, css->str, (gssize) css->len);
}

static void
settings_changed_cb (TerrSeatColors *self)
{
  g_autoptr(GVariant) value = g_settings_get_value (self->settings, "seat-colors");
  guint indices[TERR_SEAT_COLORS_MAX_SEATS];
  const gint32 *values;
  gsize n = 0;

  values = g_variant_get_fixed_array (value, &n, sizeof (gint32));
  for (guint i = 0; i < TERR_SEAT_COLORS_MAX_SEATS; i++)
    indices[i] = i < n && values[i] >= 0 ? (guint) values[i] : G_MAXUINT;
  terr_seat_colors_set_indices (self, indices, TERR_SEAT_COLORS_MAX_SEATS);
}

TerrSeatColors *
terr_seat_colors_get_default (void)
{
  static TerrSeatColors *instance;

  if (instance == NULL)
    instance = g_object_new (TERR_TYPE_SEAT_COLORS, NULL);
  if (instance->provider == NULL)
    update_css (instance);
  return instance;
}

void
terr_seat_colors_set_settings (TerrSeatColors *self,
                               GSettings      *settings)
{
  g_return_if_fail (TERR_IS_SEAT_COLORS (self));
  g_return_if_fail (settings == NULL || G_IS_SETTINGS (settings));

  if (self->settings == settings)
    return;
  if (self->settings != NULL)
    g_clear_signal_handler (&self->changed_id, self->settings);
  g_clear_object (&self->settings);
  if (settings == NULL)
    return;
  self->settings = g_object_ref (settings);
  self->changed_id = g_signal_connect_swapped (settings, "changed::seat-colors",
                                               G_CALLBACK (settings_changed_cb), self);
  settings_changed_cb (self);
}

guint
terr_seat_colors_get_index (TerrSeatColors *self,
                            int             seat)
{
  g_return_val_if_fail (TERR_IS_SEAT_COLORS (self), 0);

  if (seat < 1 || seat > TERR_SEAT_COLORS_MAX_SEATS)
    return 0;
  return self->indices[seat - 1];
}

void
terr_seat_colors_set_indices (TerrSeatColors *self,
                              const guint    *indices,
                              guint           n)
{
  guint repaired[TERR_SEAT_COLORS_MAX_SEATS];

  g_return_if_fail (TERR_IS_SEAT_COLORS (self));
  g_return_if_fail (n == 0 || indices != NULL);

  for (guint i = 0; i < TERR_SEAT_COLORS_MAX_SEATS; i++)
    repaired[i] = i < n ? indices[i] : G_MAXUINT;
  /* Seats not listed keep their default colour when it is free. */
  for (guint i = n; i < TERR_SEAT_COLORS_MAX_SEATS; i++)
    {
      gboolean taken = FALSE;

      for (guint j = 0; j < n; j++)
        taken |= repaired[j] == i;
      if (!taken)
        repaired[i] = i;
    }
  terr_seat_colors_repair (repaired, TERR_SEAT_COLORS_MAX_SEATS);
  if (memcmp (repaired, self->indices, sizeof repaired) == 0)
    return;
  memcpy (self->indices, repaired, sizeof repaired);
  update_css (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
terr_seat_colors_get_color (TerrSeatColors  *self,
                            int              seat,
                            TerrRenderColor *color)
{
  g_return_if_fail (TERR_IS_SEAT_COLORS (self));
  g_return_if_fail (color != NULL);

  /* No seat (0): the renderer's neutral grey. */
  if (seat < 1 || seat > TERR_SEAT_COLORS_MAX_SEATS)
    terr_render_get_seat_color (seat, color);
  else
    terr_render_get_palette_color (self->indices[seat - 1], color);
}

void
terr_seat_colors_apply (TerrSeatColors    *self,
                        TerrRenderOptions *opts)
{
  g_return_if_fail (TERR_IS_SEAT_COLORS (self));
  g_return_if_fail (opts != NULL);

  for (int seat = 1; seat <= TERR_SEAT_COLORS_MAX_SEATS; seat++)
    terr_seat_colors_get_color (self, seat, &opts->seat_colors[seat - 1]);
}

static void
terr_seat_colors_dispose (GObject *object)
{
  TerrSeatColors *self = TERR_SEAT_COLORS (object);

  terr_seat_colors_set_settings (self, NULL);
  if (self->provider != NULL && self->display != NULL)
    gtk_style_context_remove_provider_for_display (self->display, GTK_STYLE_PROVIDER (self->provider));
  g_clear_object (&self->provider);
  g_clear_object (&self->display);

  G_OBJECT_CLASS (terr_seat_colors_parent_class)->dispose (object);
}

static void
terr_seat_colors_class_init (TerrSeatColorsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = terr_seat_colors_dispose;

  /* changed (): a seat's colour changed. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
terr_seat_colors_init (TerrSeatColors *self)
{
  for (guint i = 0; i < TERR_SEAT_COLORS_MAX_SEATS; i++)
    self->indices[i] = i;
}
