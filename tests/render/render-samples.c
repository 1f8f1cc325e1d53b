/* render-samples.c — writes sample pictures of the test scenes to a
 * directory, for people to look at: render-samples DIR */
#include "test-scenes.h"

static void
write_one (TerrRenderScene *scene, const char *dir, const char *name,
           int w, int h, const TerrRenderOptions *opts)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr (GError) error = NULL;

  if (!terr_render_scene_to_file (scene, path, w, h, opts, &error))
    g_printerr ("%s\n", error->message);
}

int
main (int argc, char **argv)
{
  const char *dir = argc > 1 ? argv[1] : ".";
  TerrRenderOptions o, plan, dark, sliced, ghost;
  g_autoptr (TerrRenderScene) hg = test_scene_hg (TRUE);
  g_autoptr (TerrRenderScene) zg = test_scene_zg (TRUE);
  g_autoptr (TerrRenderScene) gp1 = test_scene_gp (1);
  g_autoptr (TerrRenderScene) gp3 = test_scene_gp (3);
  g_autoptr (TerrMove) hg_ghost = terr_move_new (1, "support");
  g_autoptr (TerrMove) zg_ghost = terr_move_new (1, "place");
  g_autoptr (TerrMove) gp_ghost = terr_move_new (1, "place");

  terr_render_options_init (&o);
  plan = o;
  plan.view = TERR_RENDER_VIEW_PLAN;
  dark = o;
  dark.foreground = (TerrRenderColor) { 1, 1, 1, 1 };
  dark.background = (TerrRenderColor) { 0.14, 0.14, 0.14, 1 };
  dark.accent = (TerrRenderColor) { 0.47, 0.68, 0.93, 1 };
  sliced = o;
  sliced.max_level = 0;

  write_one (hg, dir, "hg-oblique.png", 900, 700, &o);
  write_one (hg, dir, "hg-plan.png", 900, 700, &plan);
  write_one (hg, dir, "hg-dark.png", 900, 700, &dark);
  write_one (hg, dir, "hg-sliced.png", 900, 700, &sliced);
  write_one (hg, dir, "hg-small.png", 240, 180, &o);
  write_one (hg, dir, "hg.svg", 900, 700, &o);

  ghost = o;
  terr_move_set_int (hg_ghost, "x", 1);
  terr_move_set_int (hg_ghost, "y", 0);
  terr_move_set_int (hg_ghost, "level", 0);
  terr_move_set_int (hg_ghost, "stack", 1);
  ghost.ghost = hg_ghost;
  ghost.ghost_legal = TRUE;
  ghost.cursor_visible = TRUE;
  ghost.cursor_x = -2;
  ghost.cursor_y = -1;
  write_one (hg, dir, "hg-ghost.png", 900, 700, &ghost);

  write_one (zg, dir, "zg-oblique.png", 900, 700, &o);
  write_one (zg, dir, "zg-plan.png", 900, 700, &plan);
  write_one (zg, dir, "zg-dark.png", 900, 700, &dark);
  ghost = o;
  terr_move_set_int (zg_ghost, "tier", 2);
  terr_move_set_int (zg_ghost, "x", 2);
  terr_move_set_int (zg_ghost, "y", 3);
  terr_move_set (zg_ghost, "dir", "h");
  terr_move_set_int (zg_ghost, "a", 3);
  terr_move_set_int (zg_ghost, "b", 4);
  ghost.ghost = zg_ghost;
  ghost.ghost_legal = FALSE;
  ghost.cursor_visible = TRUE;
  ghost.cursor_x = 5;
  ghost.cursor_y = 4;
  write_one (zg, dir, "zg-ghost.png", 900, 700, &ghost);

  write_one (gp1, dir, "gp-one.png", 700, 700, &o);
  write_one (gp3, dir, "gp-three.png", 1400, 600, &o);
  write_one (gp3, dir, "gp-three-dark.png", 1400, 600, &dark);
  ghost = o;
  terr_move_set (gp_ghost, "piece", "f4");
  terr_move_set_int (gp_ghost, "x", 6);
  terr_move_set_int (gp_ghost, "y", 0);
  terr_move_set_int (gp_ghost, "transform", 2);
  ghost.ghost = gp_ghost;
  ghost.ghost_legal = TRUE;
  ghost.cursor_visible = TRUE;
  ghost.cursor_x = 3;
  ghost.cursor_y = 3;
  write_one (gp1, dir, "gp-ghost.png", 700, 700, &ghost);
  return 0;
}
