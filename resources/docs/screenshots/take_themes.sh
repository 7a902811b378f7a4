#!/usr/bin/env bash
# Screenshots of the themes (issue 24): the window in dark, with the
# high-contrast board, in dark and German, and the state-space picture in
# dark, the solution player in dark; the real program under Xvfb with fresh
# settings, the theme chosen in a settings file written beforehand. After a
# build into build/ (or the build folder given as the first argument; OUT
# in the environment puts the pictures elsewhere, to look before committing):
#   bash resources/docs/screenshots/take_themes.sh [BUILD]
# Needs xvfb-run, xdotool and ImageMagick (.ci/deps installs them).
set -euo pipefail
cd "$(dirname "$0")/../../.."
build=${1:-build}
out=${OUT:-resources/docs/screenshots}
app=$build/app/leapfrog
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# shot NAME SETTINGS KEYS ARGS...: a fresh config folder whose Leapfrog.conf
# holds SETTINGS (INI text: [view] theme, highContrast, language...), the window
# started on a 1024 x 768 screen, KEYS pressed (xdotool names, "-" for
# none), the whole screen grabbed.
shot() {
  local name=$1 settings=$2 keys=$3; shift 3
  local config
  config=$(mktemp -d -p "$work")
  mkdir -p "$config/Leapfrog"
  printf '%b\n' "$settings" > "$config/Leapfrog/Leapfrog.conf"
  XDG_CONFIG_HOME=$config XDG_DATA_HOME=$config XDG_CACHE_HOME=$config \
    xvfb-run -a -s "-screen 0 1024x768x24" bash -c '
      app=$1 keys=$2 png=$3; shift 3
      "$app" "$@" &
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
      if [ -n "${STATESPACE:-}" ]; then
        # The state-space window over the main one, large enough to read.
        space=$(xdotool search --onlyvisible --name "^State space" 2>/dev/null | head -n 1 || true)
        xdotool windowmove "$space" 12 12 windowsize "$space" 1000 744 windowactivate "$space" 2>/dev/null || true
        sleep 1
      fi
      sleep 2
      import -window root "$png"
      kill $pid
    ' _ "$app" "$keys" "$work/$name" "$@" 2>/dev/null
  cp "$work/$name" "$out/$name"
}

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

# Four moves in, the last one improper (7-6, a red step that leaves no
# optimal finish): the move list's marked row, the verdict card, the
# board's warning sign and tags.
saved_game classic:3 3-4 5-3 6-5 7-6 > "$work/improper.json"
saved_game classic:2 2-3 4-2 > "$work/two.json"
seen='[tutorial]\nseen=true'
shot window-dark.png "[view]\ntheme=dark\n$seen" - "$work/improper.json"
shot window-high-contrast.png "[view]\nhighContrast=true\n$seen" - "$work/improper.json"
shot window-high-contrast-dark.png "[view]\nhighContrast=true\ntheme=dark\n$seen" - "$work/improper.json"
shot window-dark-german.png "[view]\ntheme=dark\nlanguage=de\n$seen" - "$work/improper.json"
STATESPACE=1 shot statespace-dark.png "[view]\ntheme=dark\n$seen" - --state-space "$work/two.json"
# The solution player in dark, paused a few moves into a solution from the
# game's position (Play solution, then Space pauses it).
WAIT=1 shot player-dark.png "[view]\\ntheme=dark\\nanimationSpeed=fast\\n$seen" "ctrl+shift+h Right Right Right" "$work/two.json"
