#!/usr/bin/env python3
"""What Flathub's quality guidelines ask of the metainfo, beyond what
appstreamcli checks: a summary of at most 35 characters, a translate URL,
notes for every release, controls and display lengths, and screenshots
at the tag of the newest release (not a branch), declared in every
language docs/screenshots/l10n/ has them for, that exist in the
repository as the metainfo describes them: PNG with an
alpha channel (the window's shadow on a transparent background, not a
capture of a whole screen), a window of at most 1000 x 700 inside its
shadow, with width and height as declared; and a description whose first
sentence says what a player gets instead of repeating the summary.

    check-metainfo.py METAINFO.xml.in SOURCE-ROOT
"""
import os
import struct
import sys
import xml.etree.ElementTree as ET
import zlib

RAW_PREFIX = 'https://raw.githubusercontent.com/terraces/terraces/'


def png_info(path):
    """(width, height, colour type, RGBA of the top-left pixel)."""
    with open(path, 'rb') as f:
        data = f.read()
    if data[:8] != b'\x89PNG\r\n\x1a\n':
        raise ValueError('not a PNG')
    pos, idat, ihdr = 8, b'', None
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b'IHDR':
            ihdr = struct.unpack('>IIBBBBB', chunk)
        elif kind == b'IDAT':
            idat += chunk
        pos += 12 + length
    width, height, depth, colour, _c, _f, interlace = ihdr
    first = None
    if depth == 8 and colour == 6 and interlace == 0:
        raw = zlib.decompressobj().decompress(idat, 5)
        # The first pixel of the first row is stored as is whatever the
        # row's filter (its neighbours are all zero).
        first = tuple(raw[1:5])
    return width, height, colour, first


def main():
    meta_path, root = sys.argv[1], sys.argv[2]
    tree = ET.parse(meta_path).getroot()
    problems = []

    summary = tree.findtext('summary', '').strip()
    if len(summary) > 35:
        problems.append('summary has %d characters (at most 35): %s' % (len(summary), summary))
    if summary.endswith('.'):
        problems.append('summary ends with a full stop')
    if not any(u.get('type') == 'translate' for u in tree.findall('url')):
        problems.append('no <url type="translate">')
    releases = tree.findall('releases/release')
    if not releases:
        problems.append('no releases')
    for r in releases:
        if r.find('description') is None or not ''.join(r.find('description').itertext()).strip():
            problems.append('release %s has no notes' % r.get('version'))
    controls = [c.text for c in tree.findall('supports/control') + tree.findall('requires/control')]
    if 'keyboard' not in controls or 'pointing' not in controls:
        problems.append('keyboard and pointing controls are not both declared')
    if not tree.findall('requires/display_length'):
        problems.append('no <requires><display_length>')

    description = ' '.join(''.join(tree.find('description').itertext()).split()) \
        if tree.find('description') is not None else ''
    first_sentence = description.split('. ')[0].lower()
    if summary and summary.lower().rstrip('.') in first_sentence:
        problems.append('the description begins by repeating the summary: %s' % first_sentence)

    # Screenshots at the tag of the newest release (the manifest builds it).
    newest = releases[0].get('version') if releases else None
    url_prefix = RAW_PREFIX + 'v%s/' % newest
    l10n_dir = os.path.join(root, 'docs', 'screenshots', 'l10n')
    languages = sorted(os.listdir(l10n_dir)) if os.path.isdir(l10n_dir) else []
    XML_LANG = '{http://www.w3.org/XML/1998/namespace}lang'

    shots = tree.findall('screenshots/screenshot')
    if not shots or sum(1 for s in shots if s.get('type') == 'default') != 1:
        problems.append('screenshots: exactly one default is needed')
    images = []
    for shot in shots:
        plain = [i for i in shot.findall('image') if i.get(XML_LANG) is None]
        if len(plain) != 1:
            problems.append('a screenshot needs exactly one image without xml:lang')
            continue
        if not shot.findtext('caption', '').strip():
            problems.append('%s: no caption' % plain[0].text.strip())
        declared = {i.get(XML_LANG) for i in shot.findall('image')}
        name = os.path.basename(plain[0].text.strip())
        for lang in languages:
            if os.path.exists(os.path.join(l10n_dir, lang, name)) and lang not in declared:
                problems.append('%s: docs/screenshots/l10n/%s/%s exists but is not declared'
                                % (name, lang, name))
        images += shot.findall('image')
    for image in images:
        url = image.text.strip()
        if not url.startswith(RAW_PREFIX):
            problems.append('%s: not in this repository' % url)
            continue
        if not url.startswith(url_prefix):
            problems.append('%s: not at the tag of the newest release (%s)' % (url, url_prefix))
            continue
        path = os.path.join(root, url[len(url_prefix):])
        if not os.path.exists(path):
            problems.append('%s: no such file in the repository' % path)
            continue
        width, height, colour, first = png_info(path)
        if colour != 6:
            problems.append('%s: no alpha channel (the window shadow needs one)' % path)
        elif first is None or first[3] != 0:
            problems.append('%s: the corner is not transparent (a screen capture?)' % path)
        if (image.get('width'), image.get('height')) != (str(width), str(height)):
            problems.append('%s: %dx%d, the metainfo says %sx%s'
                            % (path, width, height, image.get('width'), image.get('height')))
        # The window inside libadwaita's shadow (at most 61 px each side).
        if width > 1000 + 2 * 61 or height > 700 + 2 * 61:
            problems.append('%s: %dx%d, larger than a 1000 x 700 window with its shadow'
                            % (path, width, height))

    for p in problems:
        print(p)
    sys.exit(1 if problems else 0)


if __name__ == '__main__':
    main()
