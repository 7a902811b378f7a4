#!/usr/bin/env bash
# The window in German with its verdict reasons (resources/docs/window.md, "Languages"), of the
# real program under Xvfb with fresh settings, after a build into build/ (or
# the build folder given as the first argument):
#   bash resources/docs/screenshots/take_german.sh [BUILD]
# Needs xvfb-run, xdotool and ImageMagick (.ci/deps installs them).
set -euo pipefail
cd "$(dirname "$0")/../../.."
build=${1:-build}
out=resources/docs/screenshots
app=$build/app/leapfrog
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A saved game of classic:3 whose history is the given moves.
saved_game() {
  python3 - "$@" <<'PY'
import json, sys
moves = sys.argv[1:]
print(json.dumps({"format": "leapfrog-game", "version": 1, "variant": "classic:3", "start": "BBB_RRR",
                  "history": [{"kind": "move", "move": m, "origin": "player"} for m in moves],
                  "cursor": len(moves), "solutionShown": False}))
PY
}

# shot NAME GAME: the window in German (the system's language, as LANG and
# LANGUAGE say) on a 1024 x 768 screen, the saved game open.
shot() {
  local name=$1 game=$2 config
  config=$(mktemp -d -p "$work")
  XDG_CONFIG_HOME=$config XDG_DATA_HOME=$config XDG_CACHE_HOME=$config LANG=de_DE.UTF-8 LANGUAGE=de \
    xvfb-run -a -s "-screen 0 1024x768x24" bash -c '
      app=$1 game=$2 png=$3
      "$app" "$game" &
      pid=$!
      for _ in $(seq 1 60); do
        window=$(xdotool search --onlyvisible --name " — Leapfrog$" 2>/dev/null | head -n 1 || true)
        [ -n "$window" ] && break
        sleep 0.5
      done
      sleep 3
      xdotool mousemove 2 2
      import -window root "$png"
      kill $pid
    ' _ "$app" "$game" "$out/$name" 2>/dev/null
}

# An improper first move: a jump over a peg of the same colour (Lemma 6).
saved_game 6-4 > "$work/first.json"
shot window-german.png "$work/first.json"

# Four proper moves, then a forward step that leaves an improper board.
saved_game 3-4 5-3 6-5 4-6 5-4 > "$work/board.json"
shot window-german-reason.png "$work/board.json"
