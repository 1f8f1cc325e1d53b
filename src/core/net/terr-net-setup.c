/* terr-net-setup.c — the start of a network game: the setup's options and
 * scenario make the same game in every program (docs/network.md), and the
 * host sends them. */
#include "config.h"

#include <string.h>

#include "terr-net-match-private.h"

/* The options of @p as New Game gives them (a{sv}), each checked against
 * what the game offers. */
static GVariant *
setup_options (const TerrNetPayload *p,
               GError              **error)
{
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);
  const TerrGameOption *options;
  guint n_options;

  options = terr_game_kind_list_options (p->game, &n_options);
  for (guint i = 0; i < p->options->len; i++)
    {
      const TerrNetOption *in = &g_array_index (p->options, TerrNetOption, i);
      const TerrGameOption *option = NULL;
      guint64 number;

      for (guint o = 0; o < n_options; o++)
        if (g_str_equal (options[o].id, in->id))
          option = &options[o];
      if (option == NULL)
        {
          terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "%s has no option “%s”",
                         terr_game_kind_to_string (p->game), in->id);
          return NULL;
        }
      switch (option->type)
        {
        case TERR_OPTION_SWITCH:
          if (!g_str_equal (in->value, "true") && !g_str_equal (in->value, "false"))
            {
              terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "option “%s” is true or false", in->id);
              return NULL;
            }
          g_variant_builder_add (&builder, "{sv}", in->id, g_variant_new_boolean (g_str_equal (in->value, "true")));
          break;
        case TERR_OPTION_CHOICE:
          {
            g_autoptr(GPtrArray) values = terr_game_kind_list_option_values (p->game, in->id);
            gboolean known = FALSE;

            for (guint v = 0; v < values->len; v++)
              known |= g_str_equal (((TerrGameOptionValue *) g_ptr_array_index (values, v))->id, in->value);
            if (!known)
              {
                terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "option “%s” has no value “%s”", in->id, in->value);
                return NULL;
              }
            g_variant_builder_add (&builder, "{sv}", in->id, g_variant_new_string (in->value));
          }
          break;
        case TERR_OPTION_NUMBER:
        default:
          if (!g_ascii_string_to_unsigned (in->value, 10, 0, G_MAXUINT64, &number, NULL)
              || in->value[0] == '+' || (in->value[0] == '0' && in->value[1] != '\0'))
            {
              terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "option “%s” is a whole number", in->id);
              return NULL;
            }
          g_variant_builder_add (&builder, "{sv}", in->id, g_variant_new_uint64 (number));
          break;
        }
    }
  return g_variant_ref_sink (g_variant_builder_end (&builder));
}

TerrGame *
terr_net_setup_game (const TerrNetPayload *p,
            GError              **error)
{
  g_autoptr(TerrGame) game = NULL;
  guint min_players, max_players, default_players;

  terr_games_ensure_types ();
  terr_game_kind_get_players (p->game, &min_players, &max_players, &default_players);
  if (p->seats->len < min_players || p->seats->len > max_players)
    {
      g_set_error (error, TERR_NET_ERROR, TERR_NET_ERROR_MALFORMED,
                   "%s is played by %u to %u seats, not %u", terr_game_kind_to_string (p->game),
                   min_players, max_players, p->seats->len);
      return NULL;
    }
  for (guint i = 0; i < p->seats->len; i++)
    if (g_array_index (p->seats, TerrNetSeat, i).level > terr_game_kind_get_n_levels (p->game))
      {
        g_set_error (error, TERR_NET_ERROR, TERR_NET_ERROR_MALFORMED,
                     "seat %u: there is no computer level %u", i + 1,
                     g_array_index (p->seats, TerrNetSeat, i).level);
        return NULL;
      }
  if (p->scenario != NULL)
    {
      g_autoptr(GBytes) bytes = g_bytes_new (p->scenario, strlen (p->scenario));
      g_autoptr(TerrDocument) doc = NULL;
      g_autoptr(GError) local = NULL;

      if (p->options->len > 0)
        {
          terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "a scenario brings its own rules: no options beside it");
          return NULL;
        }
      /* The file reader's own checks and limits (schema, no DOCTYPE, the
       * position and every move checked with the rules). */
      doc = terr_document_load_bytes (bytes, "setup.terraces", &local);
      if (doc != NULL)
        game = terr_game_load_document (doc, &local);
      if (game == NULL)
        {
          terr_net_fail (error, TERR_NET_ERROR_ILLEGAL, "the setup's scenario is refused: %s", local->message);
          return NULL;
        }
      if (doc->kind != TERR_FILE_SCENARIO || terr_game_get_kind (game) != p->game)
        {
          terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "the setup's scenario is not a %s scenario",
                         terr_game_kind_to_string (p->game));
          return NULL;
        }
      if (terr_game_get_n_players (game) != p->seats->len)
        {
          terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "the setup's scenario is for %u players, not %u",
                         terr_game_get_n_players (game), p->seats->len);
          return NULL;
        }
      if (terr_game_is_over (game))
        {
          terr_net_fail (error, TERR_NET_ERROR_ILLEGAL, "the setup's scenario is a game that is over");
          return NULL;
        }
    }
  else
    {
      g_autoptr(GVariant) options = setup_options (p, error);

      if (options == NULL)
        return NULL;
      game = terr_game_new_with_options (p->game, p->seats->len, p->seed, options, error);
    }
  return g_steal_pointer (&game);
}

/* An option's value as the setup writes it. */
static char *
option_text (GVariant *value)
{
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_BOOLEAN))
    return g_strdup (g_variant_get_boolean (value) ? "true" : "false");
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
    return g_variant_dup_string (value, NULL);
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_UINT64))
    return g_strdup_printf ("%" G_GUINT64_FORMAT, g_variant_get_uint64 (value));
  return NULL;
}

gboolean
terr_net_match_host_setup (TerrNetMatch      *self,
                           TerrGameKind       kind,
                           guint64            seed,
                           GVariant          *options,
                           GBytes            *scenario,
                           const TerrNetSeat *seats,
                           guint              n_seats,
                           GError           **error)
{
  g_autoptr(TerrNetPayload) p = NULL;

  g_return_val_if_fail (TERR_IS_NET_MATCH (self), FALSE);
  g_return_val_if_fail (options == NULL || g_variant_is_of_type (options, G_VARIANT_TYPE_VARDICT), FALSE);

  if (self->log->len > 0)
    {
      g_set_error (error, TERR_NET_ERROR, TERR_NET_ERROR_CONFLICT, "this room has a game already");
      return FALSE;
    }
  p = terr_net_payload_new (TERR_NET_SETUP);
  p->game = kind;
  p->seed = seed;
  for (guint i = 0; i < n_seats; i++)
    terr_net_payload_add_seat (p, (int) i + 1, seats[i].address, seats[i].level);
  if (options != NULL)
    {
      GVariantIter iter;
      const char *id;
      GVariant *value;

      g_variant_iter_init (&iter, options);
      while (g_variant_iter_loop (&iter, "{&sv}", &id, &value))
        {
          g_autofree char *text = option_text (value);

          if (text == NULL)
            return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "option “%s” is no switch, choice or number", id);
          terr_net_payload_add_option (p, id, text);
        }
    }
  if (scenario != NULL)
    {
      gsize size;
      const char *data = g_bytes_get_data (scenario, &size);

      if (size == 0 || memchr (data, '\0', size) != NULL)
        return terr_net_fail (error, TERR_NET_ERROR_MALFORMED, "the scenario is not a file of text");
      p->scenario = g_strndup (data, size);
    }
  {
    /* What every program will check, checked before sending. */
    g_autofree char *text = terr_net_payload_to_string (p);
    g_autoptr(TerrNetPayload) back = terr_net_payload_parse (text, strlen (text), error);
    g_autoptr(TerrGame) game = NULL;

    if (back == NULL)
      return FALSE;
    game = terr_net_setup_game (back, error);
    if (game == NULL)
      return FALSE;
  }
  terr_net_match_send_ordered (self, p);
  return TRUE;
}

