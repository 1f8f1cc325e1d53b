#!/usr/bin/env python3
"""Every language in po/LINGUAS is completely translated.

The template is made afresh from the sources listed in po/POTFILES.in (the
same xgettext keywords as meson's 'glib' preset), so a message added to the
program without a translation fails here.  For each language: msgfmt -c
(with format checks) passes, nothing is fuzzy or untranslated, every message
of the fresh template has a translation (msgcmp), and the header names the
language and its plural forms.  Known wrong renderings are refused
(WRONG below): Spanish "equipo" for the computer (it reads as "team"),
French "de %s" / "au tour de %s" before a player's name (no elision:
"de Ann"), German sentences built around a word put where another was
assumed, and the terms and turns fixed in later reads (see WRONG); and in French and Spanish a plural whose two forms are equal
though the English ones differ (a plural not updated).

Usage: check-translations.py TOP_SRCDIR
       check-translations.py --wrong-only DIR   (each DIR/LANG.po must hold
       only refused renderings: exit 1 when every entry is refused, 0 and
       the entries let through otherwise)"""
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


def read_po(path):
    """The entries of a .po file: (msgid, msgid_plural or None, [msgstr…])."""
    def text(lines):
        return ''.join(bytes(l, 'utf-8').decode('unicode_escape').encode('latin-1').decode('utf-8')
                       for l in re.findall(r'"((?:[^"\\]|\\.)*)"', lines))
    entries = []
    with open(path, encoding='utf-8') as f:
        content = f.read()
    for block in content.split('\n\n'):
        block = '\n'.join(l for l in block.splitlines() if not l.startswith('#'))
        m = re.search(r'^msgid ((?:".*"\n?)+)(?:msgid_plural ((?:".*"\n?)+))?((?:msgstr(?:\[\d\])? (?:".*"\n?)+)+)',
                      block, re.M)
        if not m or not text(m.group(1)):
            continue
        strs = [text(x) for x in re.findall(r'msgstr(?:\[\d\])? ((?:".*"\n?)+)', m.group(3))]
        entries.append((text(m.group(1)), text(m.group(2)) if m.group(2) else None, strs))
    return entries


# A player's name stands for %s in these English messages.
NAME_ARG = re.compile(r"%s's|(?:garden|turn|rose|marigold|lavender|path) of %s|%s to [Mm]ove|[Pp]ass to %s")

# (language, why, test of (msgid, msgstr)): renderings found wrong by
# people reading the catalogues, refused so they do not come back.
WRONG = [
    ('es', '"equipo" reads as "team"; the computer is "el ordenador"',
     lambda mid, s: re.search(r'\bequipos?\b', s, re.I) and 'team' not in mid.lower()),
    ('fr', '"de" before a player\'s name does not elide ("de Ann"): reword',
     lambda mid, s: NAME_ARG.search(mid) and re.search(r"\b[Dd]e %s|\b[Dd]u %s|\b[Ll]e %s\b", s)),
    ('fr', '"au tour de %s" does not elide before a vowel ("au tour de Ann")',
     lambda mid, s: re.search(r"\b[Aa]u tour de %s", s)),
    ('de', 'a difficulty put where a game name was assumed ("kein Rätsel für Leicht")',
     lambda mid, s: re.search(r'Rätsel für %s', s)),
    ('de', 'ungrammatical: "muss woandershin als dorthin"',
     lambda mid, s: 'woandershin als dorthin' in s),
    ('de', 'ungrammatical: "muss woanders hin, als sie stand"',
     lambda mid, s: 'woanders hin, als' in s),
    ('de', 'a game being played is a "Partie", not a "Spiel" ("Partie vorbei")',
     lambda mid, s: re.match(r'Game [Oo]ver', mid) and 'Spiel vorbei' in s),
    ('de', 'a hint is a "Hinweis" throughout, not a "Tipp"',
     lambda mid, s: re.search(r'\bhints?\b', mid, re.I) and re.search(r'\bTipps?\b', s)),
    ('de', '"no balancing" forbids an overhang: "kein Überhang", not "kein Balancieren"',
     lambda mid, s: re.search(r'\b[Kk]ein Balancieren\b', s)),
    ('de', '"weder … noch" after a negation, not "ist nicht X oder Y"',
     lambda mid, s: re.search(r'is not ([^\s,]+, )*[^\s,]+ or [^\s,]+', mid) and re.search(r'\bist nicht [^.;:]*\boder\b', s)),
    ('fr', '"ni … ni" after a negation, not "n’est pas X ou Y" / "n’est pas X, Y ni Z"',
     lambda mid, s: re.search(r'is not ([^\s,]+, )*[^\s,]+ or [^\s,]+', mid) and re.search(r"\bn[’']est pas [^.;:]*\b(ou|ni)\b", s)),
    ('fr', '"a perdu la fin sans triche" says nothing: the move lost the chance to finish without cheating',
     lambda mid, s: re.search(r'perdu la fin sans triche', s)),
    ('es', '"perdió el final sin trampas" says nothing: the move lost the chance to finish without cheating',
     lambda mid, s: re.search(r'perdi[óo] el final sin trampas', s)),
    ('es', 'the four suits of Hanging Gardens are colours ("color"), not card suits ("palo")',
     lambda mid, s: re.search(r'\bsuits?\b', mid) and re.search(r'\bpalos?\b', s)),
    ('es', 'a puzzle is a "puzle" throughout, not a "rompecabezas"',
     lambda mid, s: ' ' in mid and re.search(r'\bpuzzles?\b', mid) and re.search(r'\brompecabezas\b', s)),
    ('es', 'the program speaks to the player as "usted", not "tú" ("Haz clic", "pon")',
     lambda mid, s: re.search(r'\b(Haz|haz) clic\b|\bpon al menos\b', s)),
]


def wrong_renderings(lang, path, template=None):
    """What WRONG refuses in @path, among the messages of @template (a set
    of msgids; None: all)."""
    found = []
    for mid, plural, strs in read_po(path):
        if template is not None and mid not in template:
            continue
        for wlang, why, test in WRONG:
            if wlang == lang and any(test(mid, s) for s in strs):
                found.append('po/%s.po: %r → %r: %s' % (lang, mid, strs[0], why))
        if lang in ('fr', 'es') and plural is not None and plural != mid \
                and len(strs) == 2 and strs[0] == strs[1]:
            found.append('po/%s.po: %r / %r: both plural forms are %r (not updated?)'
                         % (lang, mid, plural, strs[0]))
    return found


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
        template = {mid for mid, _p, _s in read_po(pot)}
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
            failures += wrong_renderings(lang, path, template)
    for f in failures:
        print('FAIL: ' + f)
    return 1 if failures else 0


def wrong_only(folder):
    """Every entry of every FOLDER/LANG.po is refused: 1 (as for a real
    catalogue with them); an entry let through: 0, and it is named."""
    let_through = []
    for name in sorted(os.listdir(folder)):
        if not name.endswith('.po'):
            continue
        lang, path = name[:-3], os.path.join(folder, name)
        found = wrong_renderings(lang, path)
        for mid, _plural, _strs in read_po(path):
            if not any(repr(mid) in f for f in found):
                let_through.append('po/%s.po: %r is not refused' % (lang, mid))
        for f in found:
            print('refused: ' + f)
    for t in let_through:
        print('LET THROUGH: ' + t)
    return 0 if let_through else 1


if __name__ == '__main__':
    if len(sys.argv) == 3 and sys.argv[1] == '--wrong-only':
        sys.exit(wrong_only(sys.argv[2]))
    sys.exit(main())
