#!/usr/bin/env python3
"""The Flatpak manifest is one Flathub accepts: the GNOME runtime of a
release that is supported today (the list below is kept with the GNOME
release calendar: each runtime gets about a year of updates), the SDK of
the same release, sources fetched from git at a commit, with the tag of
the release beside it when there is one (Flathub refuses `dir` sources,
and its linter refuses a git source with a tag and no commit:
flathub-json-modules-source-git-no-commit-with-tag), the program's id and command, and no access to
the user's files beyond what the file chooser portal grants.

    check-flatpak.py MANIFEST.json APP-ID
"""
import json
import re
import sys

# GNOME runtimes with security updates on Flathub in November 2026
# (47 reached its end of life in October 2025, 48 in April 2026, 49 in
# October 2026).  Drop a version here when Flathub marks it end-of-life.
SUPPORTED = {'50', '51'}

manifest_path, app_id = sys.argv[1], sys.argv[2]
with open(manifest_path, encoding='utf-8') as f:
    m = json.load(f)
problems = []

if m.get('id', m.get('app-id')) != app_id:
    problems.append('id is %r, not %r' % (m.get('id', m.get('app-id')), app_id))
if m.get('runtime') != 'org.gnome.Platform' or m.get('sdk') != 'org.gnome.Sdk':
    problems.append('runtime and SDK must be org.gnome.Platform and org.gnome.Sdk')
if str(m.get('runtime-version')) not in SUPPORTED:
    problems.append('runtime-version %r is not a supported GNOME runtime (%s)'
                    % (m.get('runtime-version'), ', '.join(sorted(SUPPORTED))))
if m.get('command') != 'terraces':
    problems.append('command is %r, not terraces' % m.get('command'))
for arg in m.get('finish-args', []):
    if arg.startswith('--filesystem=') and arg.split('=', 1)[1].split(':')[0] in ('host', 'home'):
        problems.append('%s: the file chooser portal is enough' % arg)

main_module = None
for module in m.get('modules', []):
    if isinstance(module, str):
        continue
    if module.get('name') == 'terraces':
        main_module = module
    for source in module.get('sources', []):
        kind = source.get('type') if isinstance(source, dict) else None
        if kind == 'dir':
            problems.append('module %s: a dir source (Flathub builds from git)' % module.get('name'))
        if kind == 'git':
            if not source.get('url', '').startswith('https://'):
                problems.append('module %s: git url must be https' % module.get('name'))
            if 'tag' not in source and 'commit' not in source:
                problems.append('module %s: git source without tag or commit' % module.get('name'))
            elif 'tag' in source and 'commit' not in source:
                problems.append('module %s: git source with a tag and no commit' % module.get('name'))
            commit = source.get('commit')
            if commit is not None and not re.fullmatch(r'[0-9a-f]{40}', str(commit)):
                problems.append('module %s: commit %r is not a full 40-digit hash'
                                % (module.get('name'), commit))
            if 'branch' in source:
                problems.append('module %s: git source follows a branch' % module.get('name'))
if main_module is None:
    problems.append('no module named terraces')
elif main_module.get('buildsystem') != 'meson':
    problems.append('the terraces module is not built with meson')
elif not any(isinstance(s, dict) and s.get('type') == 'git' for s in main_module.get('sources', [])):
    problems.append('the terraces module is not built from git')

for p in problems:
    print(p)
sys.exit(1 if problems else 0)
