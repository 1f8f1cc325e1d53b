#!/usr/bin/env python3
"""The manual page terraces-cli(1) built from --help says what --help says:
every command of `terraces-cli --help` has its section, with the usage line
and every option of `terraces-cli help COMMAND`; the exit statuses are
there; and groff reads the page without a warning.

    check-man.py PATH/TO/terraces-cli PATH/TO/terraces-cli.1
"""
import os
import re
import shutil
import subprocess
import sys

cli, page_path = sys.argv[1], sys.argv[2]
env = dict(os.environ, LC_ALL='C.UTF-8', LANG='C.UTF-8')
env.pop('LANGUAGE', None)


def run(*args):
    r = subprocess.run([cli] + list(args), env=env, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, check=False)
    assert r.returncode == 0, '%s: %s' % (args, r.stderr)
    return r.stdout.decode('utf-8')


def plain(troff):
    """Roughly the text of a troff line: escapes undone."""
    t = troff.replace('\\-', '-').replace('\\&', '').replace('\\e', '\\')
    t = re.sub(r'\\f[BIR]', '', t)
    t = t.replace('\\(lq', '\u201c').replace('\\(rq', '\u201d').replace('\\(em', '\u2014')
    return t


with open(page_path, encoding='utf-8') as f:
    page = f.read()
text = '\n'.join(plain(l) for l in page.splitlines())
problems = []

main_help = run('--help')
commands = re.findall(r'^  ([a-z]+) ', main_help.split('Commands:')[1], re.M)
if len(commands) < 8:
    problems.append('only %d commands found in --help' % len(commands))
headings = [plain(l[4:].strip('"')) for l in page.splitlines() if l.startswith('.SS ')]
for name in commands:
    help_text = run('help', name)
    usage = help_text.split('\n')[1].strip().split(' \u2014 ')[0].replace('\u2026', '...')
    if usage not in headings:
        problems.append('no section "%s" for the command %s' % (usage, name))
    options = re.findall(r'^\s+(?:-\w, )?(--[a-z-]+)', help_text.split('Application Options:')[-1], re.M)
    for opt in options:
        # The option within this command's section.
        start = text.find(usage)
        end = min([i for i in (text.find('\n.SS ', start + 1), text.find('\n.SH ', start + 1)) if i > 0] or [len(text)])
        if opt not in text[start:end]:
            problems.append('%s: option %s is missing from the page' % (name, opt))
for section in ('.SH NAME', '.SH SYNOPSIS', '.SH DESCRIPTION', '.SH COMMANDS', '.SH EXIT STATUS'):
    if section not in page:
        problems.append('no %s' % section)
for code in ('0', '1', '2'):
    if not re.search(r'^\.B %s$' % code, page, re.M):
        problems.append('exit status %s is not described' % code)

groff = shutil.which('groff')
if groff:
    r = subprocess.run([groff, '-man', '-ww', '-z', '-k', page_path], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, check=False)
    if r.returncode != 0 or r.stderr.strip():
        problems.append('groff: %s' % r.stderr.decode('utf-8', 'replace').strip())

for p in problems:
    print(p)
print('checked %d commands' % len(commands))
sys.exit(1 if problems else 0)
