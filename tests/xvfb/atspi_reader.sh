#!/usr/bin/env bash
# The real program read by a real AT-SPI client, as Orca reads it (a ctest
# test; tests/xvfb/atspi_reader.py says what it checks). Starts its own X
# screen (with_xvfb.sh), its own session bus (dbus-run-session) and the
# accessibility bus on it, then the program with fresh settings.
#   bash tests/xvfb/atspi_reader.sh BUILD_DIR
# Needs Xvfb, xdotool, dbus-run-session (dbus), at-spi2-core,
# gir1.2-atspi-2.0 and python3-gi; .ci/deps installs them.
set -euo pipefail
build=${1:?usage: atspi_reader.sh BUILD_DIR}
build=$(cd "$build" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
if [ -z "${LEAPFROG_ATSPI_INSIDE:-}" ]; then
  exec env LEAPFROG_ATSPI_INSIDE=1 bash "$here/with_xvfb.sh" 1024x768 \
    timeout --kill-after=10 240 dbus-run-session -- bash "$0" "$build"
fi
unset QT_QPA_PLATFORM # the real xcb platform, which carries Qt's AT-SPI bridge
work=$(mktemp -d)
export XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data XDG_CACHE_HOME=$work/cache
mkdir -p "$XDG_CONFIG_HOME/Leapfrog"
printf '[tutorial]\nseen=true\n' > "$XDG_CONFIG_HOME/Leapfrog/Leapfrog.conf"
fail() { echo "FAIL: $*" >&2; exit 1; }
launcher=/usr/libexec/at-spi-bus-launcher
[ -x "$launcher" ] || fail "no $launcher (at-spi2-core)"
"$launcher" --launch-immediately &
bus=$!
app=""
trap 'kill $app $bus 2>/dev/null || true; wait 2>/dev/null || true; rm -rf "$work"' EXIT
# The accessibility bus answers once the launcher has registered it.
for _ in $(seq 1 100); do
  dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress >/dev/null 2>&1 && break
  sleep 0.1
done
QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 "$build/app/leapfrog" --variant classic:3 &
app=$!
window=""
for _ in $(seq 1 240); do
  window=$(xdotool search --onlyvisible --name ' — Leapfrog$' 2>/dev/null | head -n 1 || true)
  [ -n "$window" ] && break
  kill -0 "$app" 2>/dev/null || fail "the program ended before its window appeared"
  sleep 0.25
done
[ -n "$window" ] || fail "the window did not appear"
xdotool windowfocus --sync "$window" 2>/dev/null || true
timeout --kill-after=5 180 /usr/bin/python3 "$here/atspi_reader.py"
