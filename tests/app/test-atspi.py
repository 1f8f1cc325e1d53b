#!/usr/bin/env python3
"""test-atspi.py TERRACES TERRACES-CLI — the program as a screen reader gets it.

Run inside its own D-Bus session (meson runs it under dbus-run-session): it
starts the AT-SPI bus, starts the real program on the display, and reads the
accessible tree over AT-SPI (pyatspi), the way Orca does:

- on the start page, the game page of each game and the replay viewer,
  every interactive object on screen has a name (not empty, not a GTK type
  name such as "GtkButton"), no name reads its mnemonic twice ("_Open
  Open"), and the hidden pages are not in the tree;
- after a move typed on the board (Enter, through the X test extension),
  the board's description says what the cursor's square holds.

TAP output.  Exit 77 (skip) only without a display.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

if not os.environ.get("DISPLAY"):
    print("1..0 # SKIP no display (run under Xvfb)")
    sys.exit(77)

# Warnings of the accessibility libraries are not this test's business.
os.environ.pop("G_DEBUG", None)
try:
    import pyatspi
except ImportError:
    print("Bail out! python3-pyatspi is missing (build-aux/deps.sh installs it)")
    sys.exit(1)

TERRACES, CLI = sys.argv[1], sys.argv[2]
INTERACTIVE = {
    "push button", "toggle button", "check box", "radio button", "menu item",
    "check menu item", "radio menu item", "list item", "slider", "spin button",
    "combo box", "entry", "text", "password text", "link", "page tab",
    "tree item", "table", "switch",
}
TYPE_NAME = re.compile(r"^(Gtk|Adw|Terr)[A-Z]\w*$")
# Every wait is bounded by a count of tries, far above what is needed.
TRIES = 240
STEP = 0.25

results = []


def ok(cond, what):
    results.append((bool(cond), what))
    print(("ok %d - %s" if cond else "not ok %d - %s") % (len(results), what), flush=True)
    return cond


def start_bus():
    launcher = "/usr/libexec/at-spi-bus-launcher"
    if not os.path.exists(launcher):
        launcher = shutil.which("at-spi-bus-launcher") or launcher
    return subprocess.Popen([launcher, "--launch-immediately"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def app_env(tmp):
    env = dict(os.environ)
    for var in ("GTK_A11Y", "NO_AT_BRIDGE"):
        env.pop(var, None)
    env.update(XDG_DATA_HOME=os.path.join(tmp, "data"),
               XDG_CONFIG_HOME=os.path.join(tmp, "config"),
               XDG_STATE_HOME=os.path.join(tmp, "state"),
               XDG_CACHE_HOME=os.path.join(tmp, "cache"),
               GSETTINGS_BACKEND="memory", GDK_BACKEND="x11")
    return env


def children(obj):
    try:
        n = obj.childCount
    except Exception:
        return []
    out = []
    for i in range(n):
        try:
            child = obj.getChildAtIndex(i)
        except Exception:
            child = None
        if child is not None:
            out.append(child)
    return out


def walk(obj):
    yield obj
    for child in children(obj):
        yield from walk(child)


def find_app(pid):
    for _ in range(TRIES):
        try:
            for app in pyatspi.Registry.getDesktop(0):
                try:
                    if app is not None and app.get_process_id() == pid and app.childCount > 0:
                        return app
                except Exception:
                    pass
        except Exception:
            pass
        time.sleep(STEP)
    return None


def on_screen(obj):
    try:
        st = obj.getState()
        if not st.contains(pyatspi.STATE_SHOWING) and not st.contains(pyatspi.STATE_VISIBLE):
            return False
        e = obj.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return e.width > 0 and e.height > 0
    except Exception:
        return False


def doubled(name):
    bare = name.replace("_", "")
    words = bare.split()
    half = len(words) // 2
    return len(words) >= 2 and len(words) % 2 == 0 and words[:half] == words[half:]


def where(obj):
    path = []
    try:
        parent = obj.parent
        while parent is not None and len(path) < 5:
            path.append("%s %r" % (parent.getRoleName(), parent.name))
            parent = parent.parent
    except Exception:
        pass
    return " < ".join(path)


def survey(app):
    """(interactive on screen, [unnamed], [doubled], all names)"""
    n, unnamed, twice, names = 0, [], [], []
    for obj in walk(app):
        try:
            role, name = obj.getRoleName(), obj.name or ""
        except Exception:
            continue
        names.append(name)
        if role not in INTERACTIVE or not on_screen(obj):
            continue
        n += 1
        if not name.strip() or TYPE_NAME.match(name):
            unnamed.append("%s %r desc=%r in %s" % (role, name, obj.description, where(obj)))
        elif doubled(name):
            twice.append("%s %r" % (role, name))
    return n, unnamed, twice, names


def wait_for(pred):
    for _ in range(TRIES):
        try:
            value = pred()
            if value:
                return value
        except Exception:
            pass
        time.sleep(STEP)
    return None


def find(app, role, pred=lambda o: True):
    for obj in walk(app):
        try:
            if obj.getRoleName() == role and pred(obj):
                return obj
        except Exception:
            pass
    return None


class Program:
    def __init__(self, tmp, path=None):
        args = [TERRACES] + ([path] if path else [])
        self.proc = subprocess.Popen(args, env=app_env(tmp),
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.app = find_app(self.proc.pid)
        if self.app is None:
            # A program that started while the freshly launched registry
            # was not answering yet never registers: start it once more.
            self.close()
            self.proc = subprocess.Popen(args, env=app_env(tmp),
                                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            self.app = find_app(self.proc.pid)

    def close(self):
        self.proc.terminate()
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def check_page(tmp, label, path, shown, hidden):
    prog = Program(tmp, path)
    try:
        if not ok(prog.app is not None, "%s: the program is on the accessibility bus" % label):
            return
        # The page is drawn when its first word is there.
        wait_for(lambda: find(prog.app, shown[0], shown[1]))
        time.sleep(1)
        n, unnamed, twice, names = survey(prog.app)
        for u in unnamed:
            print("# %s: unnamed %s" % (label, u))
        for t in twice:
            print("# %s: named twice %s" % (label, t))
        ok(n > 0, "%s: %d interactive objects on screen" % (label, n))
        ok(not unnamed, "%s: %d unnamed interactive objects" % (label, len(unnamed)))
        ok(not twice, "%s: %d names read twice" % (label, len(twice)))
        if hidden:
            ok(hidden not in names, "%s: the hidden page (%r) is not in the tree" % (label, hidden))
    finally:
        prog.close()


def check_move(tmp, path):
    """Enter on the board of a new Hanging Gardens game places a terrace at
    the cursor; the board's description then says the square holds it."""
    prog = Program(tmp, path)
    try:
        if not ok(prog.app is not None, "move: the program is on the accessibility bus"):
            return
        board = wait_for(lambda: find(prog.app, "table", lambda o: on_screen(o)))
        if not ok(board is not None, "move: the board is on screen"):
            return
        before = board.description
        ok("Cursor at 0, 0: table" in before, "move: before, the cursor's square is the table (%r)" % before)
        # The X input focus to the window, GTK's focus to the board, Enter.
        wids = subprocess.run(["xdotool", "search", "--pid", str(prog.proc.pid)],
                              capture_output=True, text=True).stdout.split()
        for wid in wids:
            subprocess.run(["xdotool", "windowfocus", wid], stderr=subprocess.DEVNULL)
        # Tab until the board has the focus: it is reachable by keys.
        for _ in range(60):
            if board.getState().contains(pyatspi.STATE_FOCUSED):
                break
            subprocess.run(["xdotool", "key", "Tab"], check=True)
            time.sleep(0.2)
        if not ok(board.getState().contains(pyatspi.STATE_FOCUSED), "move: Tab reaches the board"):
            return
        subprocess.run(["xdotool", "key", "Return"], check=True)
        after = wait_for(lambda: board.description if "terrace level 0" in board.description else None)
        print("# after the move: %r" % (board.description,))
        ok(after is not None and "Cursor at 0, 0: terrace level 0" in after,
           "move: after Enter the board says the cursor's square holds a terrace level 0")
        ok(after is not None and after.find("Cursor at") > 0 and "terrace" in after.split("Cursor at")[0].lower(),
           "move: the move itself is announced before the cursor")
    finally:
        prog.close()


def main():
    tmp = tempfile.mkdtemp(prefix="terraces-atspi-")
    bus = start_bus()
    try:
        # The registry answers before any program is started.
        wait_for(lambda: pyatspi.Registry.getDesktop(0) is not None)
        files = {}
        for game in ("hanging-gardens", "ziggurat", "garden-paths"):
            files[game] = os.path.join(tmp, game + ".terraces")
            subprocess.run([CLI, "new", "--game", game, "--seed", "7", "--players",
                            "1" if game != "hanging-gardens" else "2", "-o", files[game]], check=True)
        replay = os.path.join(tmp, "replay.terraces")
        subprocess.run([CLI, "play", "--game", "hanging-gardens", "--seats", "ai,ai",
                        "--seed", "3", "-o", replay], check=True)

        start_title = "Choose a Garden to Build"
        check_page(tmp, "start page", None, ("label", lambda o: o.name == start_title), None)
        for game in ("hanging-gardens", "ziggurat", "garden-paths"):
            check_page(tmp, "game page (%s)" % game, files[game],
                       ("table", lambda o: True), start_title)
        check_page(tmp, "replay viewer", replay, ("table", lambda o: True), start_title)
        check_move(tmp, files["hanging-gardens"])
    finally:
        bus.terminate()
        bus.wait()
        shutil.rmtree(tmp, ignore_errors=True)
    print("1..%d" % len(results))
    return 0 if all(r for r, _ in results) else 1


if __name__ == "__main__":
    sys.exit(main())
