#!/usr/bin/env python3
"""Every source file with translatable strings is in po/POTFILES.in, and
every file listed there exists (so xgettext sees all the program says)."""
import os
import re
import sys

top = sys.argv[1]
listed = set()
with open(os.path.join(top, 'po', 'POTFILES.in'), encoding='utf-8') as f:
    for line in f:
        line = line.strip()
        if line and not line.startswith('#'):
            listed.add(line)

marks = re.compile(r'(?<![A-Za-z0-9_])(_|N_|C_|NC_|ngettext|g_dngettext)\s*\(\s*"')
ui_marks = re.compile(r'translatable="yes"')
found = set()
for sub in ('src', 'ui'):
    for dirpath, _dirs, files in os.walk(os.path.join(top, sub)):
        for name in files:
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, top)
            if name.endswith('.c'):
                text = open(path, encoding='utf-8').read()
                if marks.search(text):
                    found.add(rel)
            elif name.endswith('.ui'):
                if ui_marks.search(open(path, encoding='utf-8').read()):
                    found.add(rel)

problems = []
for rel in sorted(found - listed):
    problems.append('%s has translatable strings but is not in po/POTFILES.in' % rel)
for rel in sorted(listed):
    if not os.path.exists(os.path.join(top, rel)):
        problems.append('po/POTFILES.in lists %s, which does not exist' % rel)
for p in problems:
    print(p)
sys.exit(1 if problems else 0)
