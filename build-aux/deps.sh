# build-aux/deps.sh — sourced by build-aux/run and build-aux/test.
# terraces_install_deps PACKAGE… installs what is missing with apt-get: as
# root directly, else through sudo, else it prints the exact command and
# stops.
terraces_install_deps () {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing: ${missing[*]}"
  local apt=(env DEBIAN_FRONTEND=noninteractive apt-get)
  if [ "$(id -u)" -eq 0 ]; then
    "${apt[@]}" update -qq && "${apt[@]}" install -y -qq --no-install-recommends "${missing[@]}"
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo "${apt[@]}" update -qq && sudo "${apt[@]}" install -y -qq --no-install-recommends "${missing[@]}"
  else
    echo "Some packages are missing. Install them with:" >&2
    echo "  sudo apt-get install ${missing[*]}" >&2
    exit 1
  fi
}

# What building and running needs (libstrophe: the XMPP client library of
# network games; libsecret: the account's password in the desktop's
# keyring).
TERRACES_BUILD_DEPS=(build-essential pkg-config meson ninja-build gettext
  libglib2.0-dev libglib2.0-dev-bin libgtk-4-dev libadwaita-1-dev libxml2-dev
  libjson-glib-dev libcairo2-dev libpango1.0-dev desktop-file-utils
  libstrophe-dev libsecret-1-dev)
# What the tests need on top: validators (flatpak-builder parses the
# Flatpak manifest), a virtual display, tools for screenshots, and clang's
# libFuzzer for the fuzz smoke run, and the AT-SPI client library the
# screen-reader test reads the program with, and the XMPP server the
# network tests start on 127.0.0.1 (tests/net/test-prosody.c).
TERRACES_TEST_DEPS=(libxml2-utils appstream flatpak-builder xvfb xauth x11-utils
  imagemagick xdotool dbus at-spi2-core clang libclang-rt-14-dev python3
  python3-pyatspi gir1.2-atspi-2.0 prosody)
# What build-aux/screenshots needs on top: a virtual display with a
# compositing manager (for the window shadow), GNOME's font, and tools to
# find, focus and capture the window.
TERRACES_SCREENSHOT_DEPS=(xvfb xauth x11-utils xcompmgr
  xdotool imagemagick fonts-cantarell python3)
