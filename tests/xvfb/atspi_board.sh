#!/usr/bin/env bash
# What a screen reader gets from the real program: runs it under Xvfb on a
# private D-Bus session with the AT-SPI bus (Qt's bridge forced on), reads
# the board through AT-SPI as Orca would (the list, its holes' names), then
# presses Right, Right, Home, Enter (or the xdotool keys KEYS names) and
# prints every focus and description event with the texts the event's object
# then has. A manual check, not a ctest test (it prints what is heard;
# tests/ui/tst_accessible.cpp asserts).
#   bash tests/xvfb/atspi_board.sh BUILD_DIR
#   KEYS="Home Right Right Return Left Return" bash tests/xvfb/atspi_board.sh BUILD_DIR   (a proper move, then a slip)
# Needs Xvfb, xdotool, dbus-run-session, at-spi2-core and
# gir1.2-atspi-2.0 (python3's Atspi).
set -euo pipefail
build=${1:?usage: atspi_board.sh BUILD_DIR}
build=$(cd "$build" && pwd)
if [ -z "${LEAPFROG_ATSPI_INSIDE:-}" ]; then
  exec env LEAPFROG_ATSPI_INSIDE=1 bash "$(dirname "$0")/with_xvfb.sh" 1024x768 dbus-run-session -- bash "$0" "$build"
fi
unset QT_QPA_PLATFORM
work=$(mktemp -d)
export XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data XDG_CACHE_HOME=$work/cache
mkdir -p "$XDG_CONFIG_HOME/Leapfrog"
printf '[tutorial]\nseen=true\n' > "$XDG_CONFIG_HOME/Leapfrog/Leapfrog.conf"
/usr/libexec/at-spi-bus-launcher --launch-immediately &
bus=$!
sleep 1
QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 "$build/app/leapfrog" --variant classic:3 &
pid=$!
trap 'kill $pid $bus 2>/dev/null || true; rm -rf "$work"' EXIT
window=""
for _ in $(seq 1 120); do
  window=$(xdotool search --onlyvisible --name ' — Leapfrog$' 2>/dev/null | head -n 1 || true)
  [ -n "$window" ] && break
  sleep 0.25
done
sleep 1.5
xdotool windowfocus --sync "$window"
sleep 0.5
/usr/bin/python3 - <<'PY'
import subprocess, time
import gi
gi.require_version('Atspi', '2.0')
from gi.repository import Atspi, GLib

def find(node, wanted, depth=0):
    if node is None or depth > 25:
        return None
    if wanted(node):
        return node
    for i in range(node.get_child_count()):
        found = find(node.get_child_at_index(i), wanted, depth + 1)
        if found:
            return found
    return None

desktop = Atspi.get_desktop(0)
app = find(desktop, lambda n: (n.get_name() or '') == 'Leapfrog', 22)
board = find(app, lambda n: (n.get_name() or '').startswith('Board, '))
print(f"{board.get_role_name()} '{board.get_name()}', {board.get_child_count()} items:")
for i in range(board.get_child_count()):
    print(f"  {board.get_child_at_index(i).get_name()}")
print(f"description: {board.get_description()}")

heard = []
def on_event(event):
    heard.append((event.type, event.source))
listener = Atspi.EventListener.new(on_event)
for kind in ('focus:', 'object:property-change:accessible-description'):
    listener.register(kind)

def pump(seconds):
    end = time.time() + seconds
    while time.time() < end:
        GLib.MainContext.default().iteration(False)
        time.sleep(0.01)

import os
for key in os.environ.get('KEYS', 'Right Right Home Return').split():
    subprocess.run(['xdotool', 'key', key])
    pump(0.8)
    print(f"after {key}:")
    for kind, source in heard:
        print(f"  {kind} on {source.get_role_name()} '{source.get_name()}': {source.get_description()}")
    heard.clear()
PY
