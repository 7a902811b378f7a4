#!/usr/bin/env bash
# Screenshots of the keyboard's focus (issue 24), of the real program under
# Xvfb at 1024 x 768 with fresh settings, after a build into build/ (or the
# build folder given as the first argument):
#   bash resources/docs/screenshots/take_focus.sh [BUILD]
#   focus-board.png   the board has the keyboard: its frame, the cursor's ring
#   focus-panel.png   Tab has gone on to the verdict card's Undo
#   focus-player.png  Tab in the solution player's bar: the pace slider
# There is no window manager: xdotool gives the window the X input focus,
# which Qt takes as activation. Needs xvfb-run, xdotool and ImageMagick.
set -euo pipefail
cd "$(dirname "$0")/../../.."
build=${1:-build}
if [ -z "${LEAPFROG_XVFB_INSIDE:-}" ]; then
  exec env LEAPFROG_XVFB_INSIDE=1 xvfb-run -a -s "-screen 0 1024x768x24" bash "$0" "$@"
fi
out=resources/docs/screenshots
work=$(mktemp -d)
export XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data XDG_CACHE_HOME=$work/cache
mkdir -p "$XDG_CONFIG_HOME/Leapfrog"
printf '[tutorial]\nseen=true\n' > "$XDG_CONFIG_HOME/Leapfrog/Leapfrog.conf" # no tour card over the board
"$build/app/leapfrog" --variant classic:3 &
pid=$!
trap 'kill $pid 2>/dev/null || true; rm -rf "$work"' EXIT
window=""
for _ in $(seq 1 120); do
  window=$(xdotool search --onlyvisible --name ' — Leapfrog$' 2>/dev/null | head -n 1 || true)
  [ -n "$window" ] && break
  sleep 0.25
done
[ -n "$window" ] || { echo "no window" >&2; exit 1; }
sleep 1.5
xdotool mousemove 1020 760
xdotool windowfocus --sync "$window"
sleep 0.5
key() { xdotool key "$1"; sleep "${2:-0.4}"; }
key Right; key Right 0.8
import -window root "$out/focus-board.png"
# Home, Enter twice: 2-4 (a jump over the own colour, improper), then 1-2;
# the card offers Undo, and Tab goes there
key Home; key Return 0.8; key Home; key Return 0.8
key Tab 0.8
import -window root "$out/focus-panel.png"
# The solution from here, paused; Tab round the panel and the bar to the pace slider
key ctrl+shift+h 2; key space 0.5
for _ in 1 2 3 4 5 6 7 8 9; do key Tab 0.3; done # word, list, timeline, five buttons, pace
sleep 0.5
import -window root "$out/focus-player.png"
