#!/usr/bin/env python3
"""Every language in po/LINGUAS is completely translated.

The template is made afresh from the sources listed in po/POTFILES.in (the
same xgettext keywords as meson's 'glib' preset), so a message added to the
program without a translation fails here.  For each language: msgfmt -c
(with format checks) passes, nothing is fuzzy or untranslated, every message
of the fresh template has a translation (msgcmp), and the header names the
language and its plural forms.

Usage: check-translations.py TOP_SRCDIR"""
import os
import re
import subprocess
import sys
import tempfile

REQUIRED = ('de', 'es', 'fr')
KEYWORDS = ['--keyword=_', '--keyword=N_', '--keyword=C_:1c,2', '--keyword=NC_:1c,2',
            '--keyword=g_dngettext:2,3', '--keyword=ngettext:1,2']
FLAGS = ['--flag=N_:1:pass-c-format', '--flag=C_:2:pass-c-format',
         '--flag=NC_:2:pass-c-format', '--flag=g_strdup_printf:1:c-format',
         '--flag=g_string_printf:2:c-format', '--flag=g_string_append_printf:2:c-format',
         '--flag=g_set_error:4:c-format', '--flag=g_printerr:1:c-format',
         '--flag=g_print:1:c-format']


def main():
    top = sys.argv[1]
    po = os.path.join(top, 'po')
    for tool in ('xgettext', 'msgfmt', 'msgcmp', 'msgattrib'):
        if subprocess.call(['sh', '-c', 'command -v ' + tool], stdout=subprocess.DEVNULL) != 0:
            print(tool + ' is not installed; skipping')
            return 77
    with open(os.path.join(po, 'LINGUAS'), encoding='utf-8') as f:
        langs = [w for line in f if not line.lstrip().startswith('#') for w in line.split()]
    failures = []
    for lang in REQUIRED:
        if lang not in langs:
            failures.append('po/LINGUAS does not list ' + lang)

    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, 'terraces.pot')
        subprocess.run(['xgettext', '--from-code=UTF-8', '--add-comments',
                        '--package-name=terraces', '-D', top,
                        '-f', os.path.join(po, 'POTFILES.in'), '-o', pot]
                       + KEYWORDS + FLAGS, check=True)
        with open(pot, encoding='utf-8') as f:
            n_template = sum(1 for line in f if line.startswith('msgid ')) - 1
        print('template: %d messages' % n_template)
        for lang in langs:
            path = os.path.join(po, lang + '.po')
            if not os.path.exists(path):
                failures.append('%s is listed in po/LINGUAS but po/%s.po is missing' % (lang, lang))
                continue
            # A real file, never /dev/null: msgfmt writes a temporary file
            # and renames it over its output when that is not a device it
            # recognises, which as root can replace /dev/null itself.
            r = subprocess.run(['msgfmt', '-c', '--check-format', '--statistics',
                                '-o', os.path.join(tmp, lang + '.mo'), path],
                               capture_output=True, text=True, env=dict(os.environ, LC_ALL='C'))
            stats = (r.stderr + r.stdout).strip()
            print('%s: %s' % (lang, stats.splitlines()[-1] if stats else ''))
            if r.returncode != 0:
                failures.append('msgfmt -c refuses po/%s.po:\n%s' % (lang, stats))
            if 'fuzzy' in stats or 'untranslated' in stats:
                failures.append('po/%s.po is not complete: %s' % (lang, stats))
            r = subprocess.run(['msgcmp', path, pot], capture_output=True, text=True,
                               env=dict(os.environ, LC_ALL='C'))
            if r.returncode != 0:
                lines = r.stderr.strip().splitlines()
                failures.append('po/%s.po lacks messages of the sources (%d lines from msgcmp), e.g.:\n%s'
                                % (lang, len(lines), '\n'.join(lines[:12])))
            with open(path, encoding='utf-8') as f:
                head = f.read(4000)
            if not re.search(r'"Language: %s\\n"' % re.escape(lang), head):
                failures.append('po/%s.po: the header does not say "Language: %s"' % (lang, lang))
            if 'Plural-Forms: nplurals=' not in head:
                failures.append('po/%s.po: the header has no Plural-Forms' % lang)
    for f in failures:
        print('FAIL: ' + f)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
