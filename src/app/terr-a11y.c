/* terr-a11y.c — see terr-a11y.h.
 *
 * GTK 4.8 reads an accessible label and then every labelled-by relation:
 * a button with a label gets both (the label as given, with its
 * underscore, "_Open", and the GtkLabel inside, "Open"): "_Open Open".
 * A button holding an AdwButtonContent, or a menu button, is labelled by
 * its content too, so an accessible label set on it is read twice as well.
 * An emission hook on "map" names text buttons by their GtkLabel alone and
 * drops the relation of buttons with an accessible label of their own, and
 * again whenever a button's label changes.
 */
#include "config.h"

#include <adwaita.h>

#include "terr-a11y.h"

#define FIXED_KEY "terr-a11y-fixed"

/* A button showing its own text (a GtkLabel child): named by that label
 * alone, as the label reads it (without the underscore). */
static gboolean
fix_text_button (GtkWidget *widget)
{
  GtkWidget *child;
  const char *label;

  if (!GTK_IS_BUTTON (widget))
    return FALSE;
  child = gtk_button_get_child (GTK_BUTTON (widget));
  label = gtk_button_get_label (GTK_BUTTON (widget));
  if (label == NULL || *label == '\0' || !GTK_IS_LABEL (child))
    return FALSE;
  gtk_accessible_update_relation (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, child, NULL, -1);
  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
  return TRUE;
}

/* A widget with no name at all: the button inside a drop-down is named by
 * the drop-down, any other by its tooltip (as GTK 4.10 and later do). */
static void
name_unnamed (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);
  const char *tooltip = gtk_widget_get_tooltip_text (widget);

  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL)
      || gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    return;
  if (GTK_IS_DROP_DOWN (parent) || GTK_IS_MENU_BUTTON (parent))
    {
      if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (parent), GTK_ACCESSIBLE_PROPERTY_LABEL))
        {
          gtk_accessible_update_relation (GTK_ACCESSIBLE (widget),
                                          GTK_ACCESSIBLE_RELATION_LABELLED_BY, parent, NULL, -1);
          return;
        }
      if (tooltip == NULL)
        tooltip = gtk_widget_get_tooltip_text (parent);
    }
  if (tooltip != NULL && *tooltip != '\0')
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
}

static void
fix_widget (GtkWidget *widget)
{
  name_unnamed (widget);
  if (fix_text_button (widget))
    return;
  /* An accessible label given on purpose, and a labelled-by relation a
   * widget or its row adds by itself (an AdwButtonContent, a menu button,
   * the title of an AdwActionRow): the label alone. */
  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL)
      && gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

static void
changed_cb (GtkWidget  *widget,
            GParamSpec *pspec,
            gpointer    data)
{
  fix_widget (widget);
}

static gboolean
widget_mapped_hook (GSignalInvocationHint *ihint,
                    guint                  n_params,
                    const GValue          *params,
                    gpointer               data)
{
  GObject *object = g_value_get_object (&params[0]);
  GtkAccessibleRole role;

  if (!GTK_IS_WIDGET (object))
    return TRUE;
  role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (object));
  switch ((int) role)
    {
    case GTK_ACCESSIBLE_ROLE_BUTTON:
    case GTK_ACCESSIBLE_ROLE_CHECKBOX:
    case GTK_ACCESSIBLE_ROLE_SWITCH:
    case GTK_ACCESSIBLE_ROLE_SPIN_BUTTON:
    case GTK_ACCESSIBLE_ROLE_SLIDER:
    case GTK_ACCESSIBLE_ROLE_COMBO_BOX:
    case GTK_ACCESSIBLE_ROLE_TEXT_BOX:
      break;
    default:
      if (!GTK_IS_BUTTON (object) && !GTK_IS_MENU_BUTTON (object))
        return TRUE;
    }

  if (g_object_get_data (object, FIXED_KEY) == NULL)
    {
      g_object_set_data (object, FIXED_KEY, GINT_TO_POINTER (1));
      /* After the widget's own handlers, which name it again. */
      if (GTK_IS_BUTTON (object))
        {
          g_signal_connect_after (object, "notify::label", G_CALLBACK (changed_cb), NULL);
          g_signal_connect_after (object, "notify::use-underline", G_CALLBACK (changed_cb), NULL);
          g_signal_connect_after (object, "notify::child", G_CALLBACK (changed_cb), NULL);
        }
    }
  fix_widget (GTK_WIDGET (object));
  return TRUE;
}

void
terr_a11y_init (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0,
                                  widget_mapped_hook, NULL, NULL);
      g_once_init_leave (&done, 1);
    }
}

static void
update_stack (GtkStack *stack)
{
  GtkWidget *visible = gtk_stack_get_visible_child (stack);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (stack)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkStackPage *page = gtk_stack_get_page (stack, child);
      gboolean hidden = child != visible;

      gtk_accessible_update_state (GTK_ACCESSIBLE (child),
                                   GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
      if (page != NULL)
        gtk_accessible_update_state (GTK_ACCESSIBLE (page),
                                     GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
    }
}

void
terr_a11y_follow_stack (GtkStack *stack)
{
  g_return_if_fail (GTK_IS_STACK (stack));

  g_signal_connect (stack, "notify::visible-child", G_CALLBACK (update_stack), NULL);
  update_stack (stack);
}

gboolean
terr_a11y_is_named_twice (GtkWidget *widget)
{
  GtkWidget *child;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);

  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL)
      || !gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    return FALSE;
  /* An icon button is labelled by its image, which has no name: read once. */
  child = gtk_widget_get_first_child (widget);
  if (GTK_IS_IMAGE (child) && gtk_widget_get_next_sibling (child) == NULL)
    {
      char *error = gtk_test_accessible_check_relation (GTK_ACCESSIBLE (widget),
                                                        GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                                        child, NULL);
      gboolean by_image = error == NULL;

      g_free (error);
      if (by_image && !gtk_test_accessible_has_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL))
        return FALSE;
    }
  return TRUE;
}
