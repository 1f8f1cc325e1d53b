/* test-scenario-files.h — scenario files (as text) that the render tests
 * and the program's tests (tests/app/test-explain.c) share.  Header only:
 * string literals that a test completes by concatenation, for example
 * TEST_HG_CONE_XML_START TEST_XML_END. */
#pragma once

/* What closes every file below: the end of <position> and of the file. */
#define TEST_XML_END \
  "  </position>\n" \
  "</terraces>\n"

/* Hanging Gardens, Ann and Bo, Ann to move: her gazebo on (0, 0) faces
 * north; a level-1 plateau on (0, -2) hides the suns bed on (0, -4)
 * (row 4); the arms bed on (-1, -1) (row 1, one space left) is seen.
 * Open: more pieces may follow before TEST_XML_END. */
#define TEST_HG_CONE_XML_START \
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
  "<terraces format=\"1\" game=\"hanging-gardens\" kind=\"scenario\">\n" \
  "  <rules players=\"2\" progress-rule=\"true\"/>\n" \
  "  <players><player seat=\"1\" name=\"Ann\" type=\"human\"/>" \
  "<player seat=\"2\" name=\"Bo\" type=\"human\"/></players>\n" \
  "  <position to-move=\"1\" actions-taken=\"0\" passes=\"0\">\n" \
  "    <supply tiles=\"17\" suns=\"5\" moons=\"6\" crowns=\"6\" arms=\"5\"/>\n" \
  "    <terrace x=\"0\" y=\"0\" level=\"0\"/>\n" \
  "    <terrace x=\"0\" y=\"-2\" level=\"0\"/>\n" \
  "    <terrace x=\"-2\" y=\"-2\" level=\"0\"/>\n" \
  "    <terrace x=\"0\" y=\"-4\" level=\"0\"/>\n" \
  "    <support x=\"0\" y=\"-2\" level=\"0\" stack=\"1\"/>\n" \
  "    <support x=\"0\" y=\"-2\" level=\"0\" stack=\"2\"/>\n" \
  "    <terrace x=\"0\" y=\"-2\" level=\"1\"/>\n" \
  "    <bed x=\"0\" y=\"-4\" suit=\"suns\"/>\n" \
  "    <bed x=\"-1\" y=\"-1\" suit=\"arms\"/>\n" \
  "    <gazebo x=\"0\" y=\"0\" seat=\"1\"/>\n"

/* Garden Paths, Ann and Bo on "Yard": a 5 x 4 board, gates on (0, 1) west
 * and (4, 1) east, a fountain on (1, 1), water on (4, 3); the pieces p4
 * (path of 3), p2 (path of 2) and f1 (rose and marigold).  Up to
 * </pieces>: a <position> and TEST_XML_END follow. */
#define TEST_GP_YARD_XML_START \
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
  "<terraces format=\"1\" game=\"garden-paths\" kind=\"scenario\">\n" \
  "  <rules players=\"2\" first=\"1\"/>\n" \
  "  <players><player seat=\"1\" name=\"Ann\" type=\"human\"/>" \
  "<player seat=\"2\" name=\"Bo\" type=\"human\"/></players>\n" \
  "  <board width=\"5\" height=\"4\" name=\"Yard\">\n" \
  "    <water x=\"4\" y=\"3\"/> <fountain x=\"1\" y=\"1\"/>\n" \
  "    <gate x=\"0\" y=\"1\" side=\"w\"/> <gate x=\"4\" y=\"1\" side=\"e\"/>\n" \
  "  </board>\n" \
  "  <pieces>\n" \
  "    <piece id=\"p4\" kind=\"path\" cells=\"0,0 1,0 2,0\"/>\n" \
  "    <piece id=\"p2\" kind=\"path\" cells=\"0,0 1,0\"/>\n" \
  "    <piece id=\"f1\" kind=\"flower\" cells=\"0,0:rose 1,0:marigold\"/>\n" \
  "  </pieces>\n"

/* "Yard" after three announcements: each grid holds p4, f1 and p2. */
#define TEST_GP_YARD_XML \
  TEST_GP_YARD_XML_START \
  "  <position announcements=\"3\">\n" \
  "    <grid seat=\"1\"> <placed piece=\"p4\" x=\"0\" y=\"1\" transform=\"0\"/>" \
  " <placed piece=\"f1\" x=\"1\" y=\"0\" transform=\"0\"/>" \
  " <placed piece=\"p2\" x=\"3\" y=\"1\" transform=\"0\"/> </grid>\n" \
  "    <grid seat=\"2\"> <placed piece=\"p2\" x=\"0\" y=\"1\" transform=\"0\"/>" \
  " <placed piece=\"f1\" x=\"0\" y=\"2\" transform=\"1\"/>" \
  " <placed piece=\"p4\" x=\"2\" y=\"1\" transform=\"0\"/> </grid>\n" \
  TEST_XML_END

/* Ziggurat: one architect, 2 cheats, an open pile, three in hand and four
 * dominoes on the foundation. */
#define TEST_ZG_XML \
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
  "<terraces format=\"1\" game=\"ziggurat\" kind=\"scenario\">\n" \
  "  <rules/>\n" \
  "  <players><player seat=\"1\" name=\"Architect\" type=\"human\"/></players>\n" \
  "  <position cheats=\"2\">\n" \
  "    <pile order=\"open\">0-2 1-2 0-6 0-4 1-4 2-3 0-0 2-5 4-5 4-4 3-6 0-3 6-6 0-5 4-6 1-5 1-3 3-5 3-3 2-2 2-6</pile>\n" \
  "    <hand>1-6 5-5 2-4</hand>\n" \
  "    <domino tier=\"1\" x=\"0\" y=\"0\" dir=\"h\" a=\"1\" b=\"1\"/>\n" \
  "    <domino tier=\"1\" x=\"2\" y=\"0\" dir=\"h\" a=\"0\" b=\"1\"/>\n" \
  "    <domino tier=\"1\" x=\"0\" y=\"1\" dir=\"v\" a=\"5\" b=\"6\"/>\n" \
  "    <domino tier=\"1\" x=\"4\" y=\"0\" dir=\"v\" a=\"3\" b=\"4\"/>\n" \
  TEST_XML_END
