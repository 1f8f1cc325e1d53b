/* terr-help-window.c — the help window (F1, and Help in the main menu).
 *
 * It opens at the index, a page listing all the others (F1 opens it at
 * the page of what is on screen).
 * A sidebar lists the pages of terr-help-pages.c; each page is built once
 * from its blocks: headings and paragraphs as labels, diagrams as
 * TerrHelpDiagram cards with their captions, and the keyboard shortcuts
 * as the Keyboard Shortcuts window lists them (read from its template),
 * each key drawn by GtkShortcutLabel.  On a narrow window the leaflet
 * folds: the sidebar and the page are shown one at a time, with a back
 * button on the page.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "terr-help-diagram.h"
#include "terr-help-pages.h"
#include "terr-help-window.h"

struct _TerrHelpWindow
{
  AdwWindow parent_instance;

  AdwLeaflet     *leaflet;
  GtkWidget      *content_box;
  GtkListBox     *sidebar;
  AdwWindowTitle *page_title;
  GtkStack       *stack;
};

G_DEFINE_FINAL_TYPE (TerrHelpWindow, terr_help_window, ADW_TYPE_WINDOW)

static GtkWidget *
make_label (const char *text,
            const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A diagram and its caption, in a card. */
static GtkWidget *
make_diagram_card (const TerrHelpBlock *block)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *card, *diagram, *caption;

  card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (card, "card");

  diagram = terr_help_diagram_new (block, &error);
  if (diagram == NULL)
    {
      /* The examples are compiled in and tested: this is a bug. */
      g_critical ("Help example %s: %s", block->example, error->message);
      return card;
    }
  gtk_widget_set_margin_top (diagram, 12);
  gtk_widget_set_margin_start (diagram, 12);
  gtk_widget_set_margin_end (diagram, 12);
  gtk_widget_set_vexpand (diagram, TRUE);
  gtk_box_append (GTK_BOX (card), diagram);

  caption = make_label (_(block->text), NULL);
  /* A caption wraps to its picture's width, rather than asking for the
   * width of its whole text (which would keep pairs from standing side by
   * side). */
  gtk_label_set_max_width_chars (GTK_LABEL (caption), 30);
  gtk_widget_set_margin_top (caption, 6);
  gtk_widget_set_margin_bottom (caption, 12);
  gtk_widget_set_margin_start (caption, 12);
  gtk_widget_set_margin_end (caption, 12);
  gtk_box_append (GTK_BOX (card), caption);
  return card;
}

/* --- the Keyboard Shortcuts window's groups, read from its template ---
 * In the order of the file (the shortcuts window lays its groups out in
 * columns, so its widgets come in another order). */

typedef struct {
  char *title;
  GPtrArray *shortcuts;       /* ShortcutEntry */
} ShortcutGroup;

typedef struct {
  char *title;
  char *accelerator;
  char *action;
} ShortcutEntry;

typedef struct {
  GPtrArray *groups;          /* ShortcutGroup */
  GPtrArray *classes;         /* the classes of the open <object>s */
  char      *property;        /* the <property> being read, or NULL */
  gboolean   translatable;
  GString   *text;
} ShortcutParser;

static void
shortcut_entry_free (gpointer data)
{
  ShortcutEntry *entry = data;

  g_free (entry->title);
  g_free (entry->accelerator);
  g_free (entry->action);
  g_free (entry);
}

static void
shortcut_group_free (gpointer data)
{
  ShortcutGroup *group = data;

  g_free (group->title);
  g_ptr_array_unref (group->shortcuts);
  g_free (group);
}

static void
set_str (char       **str,
         const char  *value)
{
  g_free (*str);
  *str = g_strdup (value);
}

static const char *
parser_class (ShortcutParser *parser)
{
  return parser->classes->len > 0 ? g_ptr_array_index (parser->classes, parser->classes->len - 1) : "";
}

static void
parser_start_cb (GMarkupParseContext  *context,
                 const char           *element,
                 const char          **names,
                 const char          **values,
                 gpointer              data,
                 GError              **error)
{
  ShortcutParser *parser = data;
  const char *class = NULL, *name = NULL, *translatable = NULL;

  for (guint i = 0; names[i] != NULL; i++)
    {
      if (g_str_equal (names[i], "class"))
        class = values[i];
      else if (g_str_equal (names[i], "name"))
        name = values[i];
      else if (g_str_equal (names[i], "translatable"))
        translatable = values[i];
    }

  if (g_str_equal (element, "object"))
    {
      g_ptr_array_add (parser->classes, g_strdup (class != NULL ? class : ""));
      if (g_strcmp0 (class, "GtkShortcutsGroup") == 0)
        {
          ShortcutGroup *group = g_new0 (ShortcutGroup, 1);

          group->shortcuts = g_ptr_array_new_with_free_func (shortcut_entry_free);
          g_ptr_array_add (parser->groups, group);
        }
      else if (g_strcmp0 (class, "GtkShortcutsShortcut") == 0 && parser->groups->len > 0)
        {
          ShortcutGroup *group = g_ptr_array_index (parser->groups, parser->groups->len - 1);

          g_ptr_array_add (group->shortcuts, g_new0 (ShortcutEntry, 1));
        }
    }
  else if (g_str_equal (element, "property") && name != NULL)
    {
      g_clear_pointer (&parser->property, g_free);
      parser->property = g_strdup (name);
      parser->translatable = g_strcmp0 (translatable, "yes") == 0;
      g_string_truncate (parser->text, 0);
    }
}

static void
parser_text_cb (GMarkupParseContext  *context,
                const char           *text,
                gsize                 len,
                gpointer              data,
                GError              **error)
{
  ShortcutParser *parser = data;

  if (parser->property != NULL)
    g_string_append_len (parser->text, text, len);
}

static void
parser_end_cb (GMarkupParseContext  *context,
               const char           *element,
               gpointer              data,
               GError              **error)
{
  ShortcutParser *parser = data;
  const char *class = parser_class (parser);

  if (g_str_equal (element, "object") && parser->classes->len > 0)
    g_ptr_array_remove_index (parser->classes, parser->classes->len - 1);
  else if (g_str_equal (element, "property") && parser->property != NULL
           && parser->groups->len > 0)
    {
      ShortcutGroup *group = g_ptr_array_index (parser->groups, parser->groups->len - 1);
      const char *value = parser->translatable ? _(parser->text->str) : parser->text->str;

      if (g_str_equal (class, "GtkShortcutsGroup") && g_str_equal (parser->property, "title"))
        set_str (&group->title, value);
      else if (g_str_equal (class, "GtkShortcutsShortcut") && group->shortcuts->len > 0)
        {
          ShortcutEntry *entry = g_ptr_array_index (group->shortcuts, group->shortcuts->len - 1);

          if (g_str_equal (parser->property, "title"))
            set_str (&entry->title, value);
          else if (g_str_equal (parser->property, "accelerator"))
            set_str (&entry->accelerator, value);
          else if (g_str_equal (parser->property, "action-name"))
            set_str (&entry->action, value);
        }
      g_clear_pointer (&parser->property, g_free);
    }
}

/* The groups of the Keyboard Shortcuts window (ShortcutGroup), in the file's order. */
static GPtrArray *
read_shortcut_groups (void)
{
  static const GMarkupParser callbacks = { parser_start_cb, parser_end_cb, parser_text_cb, NULL, NULL };
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) error = NULL;
  ShortcutParser parser = { 0 };
  gsize size;
  const char *data;

  parser.groups = g_ptr_array_new_with_free_func (shortcut_group_free);
  parser.classes = g_ptr_array_new_with_free_func (g_free);
  parser.text = g_string_new (NULL);

  bytes = g_resources_lookup_data (TERR_SHORTCUTS_WINDOW_RESOURCE, 0, &error);
  if (bytes != NULL)
    {
      data = g_bytes_get_data (bytes, &size);
      context = g_markup_parse_context_new (&callbacks, 0, &parser, NULL);
      if (!g_markup_parse_context_parse (context, data, size, &error)
          || !g_markup_parse_context_end_parse (context, &error))
        g_ptr_array_set_size (parser.groups, 0);
    }
  /* The template is compiled in: this is a bug. */
  if (error != NULL)
    g_critical ("Could not read the keyboard shortcuts: %s", error->message);

  g_ptr_array_unref (parser.classes);
  g_string_free (parser.text, TRUE);
  g_free (parser.property);
  return parser.groups;
}

/* The keys of a shortcut: its accelerator, or those the application gives
 * its action (as the Keyboard Shortcuts window shows them); NULL if none. */
static char *
get_shortcut_keys (const ShortcutEntry *entry)
{
  GApplication *app = g_application_get_default ();
  g_auto(GStrv) accels = NULL;

  if (entry->accelerator != NULL && *entry->accelerator != '\0')
    return g_strdup (entry->accelerator);
  if (entry->action == NULL || !GTK_IS_APPLICATION (app))
    return NULL;
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), entry->action);
  if (accels == NULL || accels[0] == NULL)
    return NULL;
  return g_strjoinv (" ", accels);
}

/* The keys of a shortcut, drawn as keycaps: the keys without modifiers on
 * one line, each combination with modifiers on a line of its own, so that
 * a row fits a narrow window. */
static GtkWidget *
make_keys (const char *keys)
{
  g_auto(GStrv) alternatives = g_strsplit (keys, " ", -1);
  g_autoptr(GString) plain = g_string_new (NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  for (guint i = 0; alternatives[i] != NULL; i++)
    {
      if (*alternatives[i] == '\0')
        continue;
      if (strchr (alternatives[i], '<') == NULL)
        {
          g_string_append_printf (plain, "%s%s", plain->len > 0 ? " " : "", alternatives[i]);
          continue;
        }
      gtk_box_append (GTK_BOX (box), gtk_shortcut_label_new (alternatives[i]));
    }
  if (plain->len > 0)
    gtk_box_append (GTK_BOX (box), gtk_shortcut_label_new (plain->str));
  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_halign (child, GTK_ALIGN_END);
  return box;
}

/* The groups of the Keyboard Shortcuts window, each a heading and a list
 * of its keys. */
static void
add_shortcuts (GtkBox *box)
{
  g_autoptr(GPtrArray) groups = read_shortcut_groups ();

  for (guint g = 0; g < groups->len; g++)
    {
      ShortcutGroup *group = g_ptr_array_index (groups, g);
      const char *title = group->title != NULL ? group->title : "";
      GtkWidget *heading, *list;

      heading = make_label (title, "title-3");
      gtk_widget_set_margin_top (heading, 12);
      gtk_box_append (box, heading);

      list = gtk_list_box_new ();
      gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (list, "boxed-list");
      gtk_accessible_update_property (GTK_ACCESSIBLE (list),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                      -1);
      gtk_box_append (box, list);

      for (guint i = 0; i < group->shortcuts->len; i++)
        {
          const ShortcutEntry *entry = g_ptr_array_index (group->shortcuts, i);
          g_autofree char *keys = get_shortcut_keys (entry);
          GtkWidget *row;

          if (keys == NULL || entry->title == NULL)
            continue;
          row = adw_action_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), entry->title);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), make_keys (keys));
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
          gtk_list_box_append (GTK_LIST_BOX (list), row);
        }
    }
}

/* A row of the sidebar or of the index: its name is its page's id. */
static void
sidebar_row_activated_cb (GtkListBox     *box,
                          GtkListBoxRow  *row,
                          TerrHelpWindow *self)
{
  terr_help_window_show_page (self, gtk_widget_get_name (GTK_WIDGET (row)));
}

/* Every page but the index, each a row that opens it. */
static void
add_index (TerrHelpWindow *self,
           GtkBox         *box)
{
  const TerrHelpPage *pages;
  guint n_pages;
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Help Topics"),
                                  -1);
  g_signal_connect_object (list, "row-activated", G_CALLBACK (sidebar_row_activated_cb), self, 0);
  gtk_box_append (box, list);

  pages = terr_help_get_pages (&n_pages);
  for (guint i = 0; i < n_pages; i++)
    {
      GtkWidget *row;

      if (g_str_equal (pages[i].id, TERR_HELP_INDEX_PAGE))
        continue;
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(pages[i].title));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(pages[i].summary));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_widget_set_name (row, pages[i].id);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
}

static GtkWidget *
build_page (TerrHelpWindow     *self,
            const TerrHelpPage *page)
{
  GtkWidget *scrolled, *clamp, *box;
  GtkWidget *diagrams = NULL;   /* the row of the diagrams in a run */

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 36);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_box_append (GTK_BOX (box), make_label (_(page->title), "title-1"));

  for (guint i = 0; i < page->n_blocks; i++)
    {
      const TerrHelpBlock *block = &page->blocks[i];
      GtkWidget *label, *child;

      if (block->kind != TERR_HELP_BLOCK_DIAGRAM)
        diagrams = NULL;

      switch (block->kind)
        {
        case TERR_HELP_BLOCK_HEADING:
          label = make_label (_(block->text), "title-3");
          gtk_widget_set_margin_top (label, 12);
          gtk_box_append (GTK_BOX (box), label);
          break;

        case TERR_HELP_BLOCK_TEXT:
          gtk_box_append (GTK_BOX (box), make_label (_(block->text), NULL));
          break;

        case TERR_HELP_BLOCK_DIAGRAM:
          /* Diagrams that follow one another stand side by side, or one
           * under the other on a narrow window; a diagram alone takes the
           * page's width. */
          if (diagrams == NULL
              && (i + 1 == page->n_blocks || page->blocks[i + 1].kind != TERR_HELP_BLOCK_DIAGRAM))
            {
              gtk_box_append (GTK_BOX (box), make_diagram_card (block));
              break;
            }
          if (diagrams == NULL)
            {
              diagrams = g_object_new (GTK_TYPE_FLOW_BOX,
                                       "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP,
                                       NULL);
              gtk_accessible_update_property (GTK_ACCESSIBLE (diagrams),
                                              GTK_ACCESSIBLE_PROPERTY_LABEL, _("Examples"),
                                              -1);
              gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (diagrams), GTK_SELECTION_NONE);
              gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (diagrams), TRUE);
              gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (diagrams), 2);
              gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (diagrams), 12);
              gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (diagrams), 12);
              gtk_widget_set_focusable (diagrams, FALSE);
              gtk_box_append (GTK_BOX (box), diagrams);
            }
          child = gtk_flow_box_child_new ();
          gtk_widget_set_focusable (child, FALSE);
          gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (child), make_diagram_card (block));
          gtk_flow_box_append (GTK_FLOW_BOX (diagrams), child);
          break;

        case TERR_HELP_BLOCK_SHORTCUTS:
          add_shortcuts (GTK_BOX (box));
          break;

        case TERR_HELP_BLOCK_INDEX:
          add_index (self, GTK_BOX (box));
          break;

        default:
          g_assert_not_reached ();
        }
    }

  clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 820);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), 600);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);

  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  return scrolled;
}

static GtkWidget *
make_sidebar_row (const TerrHelpPage *page)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = make_label (_(page->title), NULL);
  GtkWidget *summary = make_label (_(page->summary), "caption");

  gtk_widget_add_css_class (summary, "dim-label");
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), summary);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_widget_set_name (row, page->id);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _(page->title),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _(page->summary),
                                  -1);
  return row;
}

gboolean
terr_help_window_show_page (TerrHelpWindow *self,
                            const char     *id)
{
  const TerrHelpPage *page;
  GtkListBoxRow *row;

  g_return_val_if_fail (TERR_IS_HELP_WINDOW (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  page = terr_help_find_page (id);
  if (page == NULL)
    return FALSE;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->sidebar, i)) != NULL; i++)
    if (g_str_equal (gtk_widget_get_name (GTK_WIDGET (row)), id))
      {
        gtk_list_box_select_row (self->sidebar, row);
        break;
      }
  gtk_stack_set_visible_child_name (self->stack, id);
  adw_window_title_set_title (self->page_title, _(page->title));
  adw_leaflet_set_visible_child (self->leaflet, self->content_box);
  return TRUE;
}

const char *
terr_help_window_get_page (TerrHelpWindow *self)
{
  g_return_val_if_fail (TERR_IS_HELP_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

const char *
terr_help_window_get_page_title (TerrHelpWindow *self)
{
  g_return_val_if_fail (TERR_IS_HELP_WINDOW (self), NULL);
  return adw_window_title_get_title (self->page_title);
}

GtkWidget *
terr_help_window_get_page_widget (TerrHelpWindow *self,
                                  const char     *id)
{
  g_return_val_if_fail (TERR_IS_HELP_WINDOW (self), NULL);
  return gtk_stack_get_child_by_name (self->stack, id);
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TerrHelpWindow *self = TERR_HELP_WINDOW (widget);

  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
}

static void
terr_help_window_class_init (TerrHelpWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (TERR_TYPE_HELP_DIAGRAM);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/terr-help-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TerrHelpWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, TerrHelpWindow, content_box);
  gtk_widget_class_bind_template_child (widget_class, TerrHelpWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, TerrHelpWindow, page_title);
  gtk_widget_class_bind_template_child (widget_class, TerrHelpWindow, stack);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_row_activated_cb);

  gtk_widget_class_install_action (widget_class, "help.back", NULL, back_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
terr_help_window_init (TerrHelpWindow *self)
{
  const TerrHelpPage *pages;
  guint n_pages;

  gtk_widget_init_template (GTK_WIDGET (self));

  pages = terr_help_get_pages (&n_pages);
  for (guint i = 0; i < n_pages; i++)
    {
      gtk_list_box_append (self->sidebar, make_sidebar_row (&pages[i]));
      gtk_stack_add_named (self->stack, build_page (self, &pages[i]), pages[i].id);
    }
  terr_help_window_show_page (self, pages[0].id);
}

GtkWidget *
terr_help_window_new (void)
{
  return g_object_new (TERR_TYPE_HELP_WINDOW, NULL);
}
