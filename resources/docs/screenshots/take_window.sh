#!/usr/bin/env bash
# Screenshots of the window a player can trust (issue 21), of the real
# program under Xvfb with fresh settings, after a build into build/ (or the
# build folder given as the first argument):
#   bash resources/docs/screenshots/take_window.sh [BUILD]
# Needs xvfb-run, xdotool and ImageMagick (.ci/deps installs them).
set -euo pipefail
cd "$(dirname "$0")/../../.."
build=${1:-build}
out=resources/docs/screenshots
app=$build/app/leapfrog
cli=$build/app/leapfrog-cli
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A saved game of SPEC (a classic row) whose history is the given moves.
saved_game() {
  python3 - "$@" <<'PY'
import json, sys
spec, moves = sys.argv[1], sys.argv[2:]
blue, _, red = spec.split(":")[1].partition("x")
start = "B" * int(blue) + "_" + "R" * int(red or blue)
print(json.dumps({"format": "leapfrog-game", "version": 1, "variant": spec, "start": start,
                  "history": [{"kind": "move", "move": m, "origin": "player"} for m in moves],
                  "cursor": len(moves), "solutionShown": False}))
PY
}

# shot NAME SCREEN KEYS ARGS...: starts the window on a screen of SCREEN
# pixels, presses KEYS (xdotool key names, "-" for none), grabs the whole
# screen (so that the window is seen inside it). SCALE=2 in the environment
# runs at QT_SCALE_FACTOR=2 and halves the picture.
shot() {
  local name=$1 screen=$2 keys=$3; shift 3
  local config
  config=$(mktemp -d -p "$work")
  XDG_CONFIG_HOME=$config XDG_DATA_HOME=$config XDG_CACHE_HOME=$config \
    xvfb-run -a -s "-screen 0 ${screen}x24" bash -c '
      app=$1 keys=$2 png=$3 wait=$4; shift 4
      QT_SCALE_FACTOR=${SCALE:-1} "$app" "$@" &
      pid=$!
      for _ in $(seq 1 60); do
        window=$(xdotool search --onlyvisible --name " — Leapfrog$" 2>/dev/null | head -n 1 || true)
        [ -n "$window" ] && break
        sleep 0.5
      done
      sleep 3
      xdotool mousemove 2 2
      xdotool windowfocus --sync "$window" 2>/dev/null || true
      if [ "$keys" != "-" ]; then
        for key in $keys; do xdotool key --clearmodifiers "$key"; sleep 0.6; done
      fi
      sleep "$wait"
      echo "$(basename "$png"): $(xdotool getwindowgeometry "$window" | tr "\n" " ")"
      import -window root "$png"
      kill $pid
    ' _ "$app" "$keys" "$work/$name" "${WAIT:-2}" "$@" 2>/dev/null
  if [ -n "${SCALE:-}" ]; then
    convert "$work/$name" -resize 50% "$out/$name"
  else
    cp "$work/$name" "$out/$name"
  fi
}

# The first start with fresh settings, on three screens.
shot window-1024x768.png 1024x768 -
shot window-1400x900.png 1400x900 -
SCALE=2 shot window-scale2.png 2048x1536 -

# The solved banner over the board.
solution=$("$cli" solve classic:3 --format moves | tr '\n' ' ')
# shellcheck disable=SC2086
saved_game classic:3 $solution > "$work/solved.json"
shot banner-over-the-board.png 1024x768 - "$work/solved.json"

# A hint that ran out of its budget: classic:20 two moves off its optimal
# lines, where the hint is searched, with no time for it.
saved_game classic:20 20-21 19-20 > "$work/off.json"
WAIT=3 shot hint-out-of-budget.png 1024x768 h --hint-budget 0 "$work/off.json"

# classic:1000 in the solution player: a readable board, and the overview
# strip of the whole row under it.
WAIT=6 shot player-classic-1000.png 1024x768 "ctrl+shift+w space" --variant classic:1000
