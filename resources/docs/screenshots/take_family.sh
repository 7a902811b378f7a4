#!/usr/bin/env bash
# Takes the screenshots of the family beyond the papers (issue 16)
# from the real program under Xvfb:
#   bash resources/docs/screenshots/take_family.sh   (from the top of the repository, after a build)
# SCREEN=1024x768 (or 1920x1200) and OUT=/some/folder take them on another
# screen into another folder, to look at them there.
# grid:2 mid-game (its 67.6-million-position table takes a while to build:
# GRID_WAIT seconds, 20 unless told), dudeney:6, a jump over two pegs in mid-air (classic:4k2),
# and the custom puzzle editor. Each starts the window on a fresh settings
# folder, as take.sh does.
set -euo pipefail
cd "$(dirname "$0")/../../.."
if [ -z "${LEAPFROG_SCREENSHOT_DISPLAY:-}" ]; then
  exec env LEAPFROG_SCREENSHOT_DISPLAY=1 xvfb-run -a -s "-screen 0 ${SCREEN:-1280x800}x24" bash "$0" "$@"
fi
out=${OUT:-resources/docs/screenshots}
app=build/app/leapfrog
cli=build/app/leapfrog-cli
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

solution() { "$cli" solve "$1" --format json | python3 -c 'import json,sys; print(" ".join(json.load(sys.stdin)["moves"]))'; }

# A saved game of SPEC (whose start is START) with the given player moves.
saved_game() {
  python3 - "$@" <<'PY'
import json, sys
spec, start, moves = sys.argv[1], sys.argv[2], sys.argv[3:]
print(json.dumps({"format": "leapfrog-game", "version": 1, "variant": spec, "start": start,
                  "history": [{"kind": "move", "move": m, "origin": "player"} for m in moves],
                  "cursor": len(moves), "solutionShown": False}, indent=2))
PY
}

# shot NAME WHAT ARGS...: runs the window with ARGS and grabs it (WHAT =
# main) or the whole screen, for a dialog over it (WHAT = screen).
shot() {
  local name=$1 title=$2; shift 2
  local config
  config=$(mktemp -d -p "$work")
  if [ -n "${SLOW:-}" ]; then
    mkdir -p "$config/Leapfrog"
    printf '[view]\nanimationSpeed=slow\n' > "$config/Leapfrog/Leapfrog.conf"
  fi
  XDG_CONFIG_HOME=$config XDG_CACHE_HOME=$config XDG_DATA_HOME=$config "$app" "$@" &
  local pid=$!
  local id=""
  for _ in $(seq 1 50); do
    id=$(xwininfo -root -tree 2>/dev/null | awk -v title='— Leapfrog": ("leapfrog"' 'index($0, title) {print $1; exit}')
    [ -n "$id" ] && break
    sleep 0.2
  done
  sleep "${WAIT:-3}" # the analysis and the banner's fade-in
  if [ -n "${ACT:-}" ]; then
    "$ACT" "$id"
  fi
  # A dialog is grabbed with the window behind it: the whole screen.
  if [ "$title" = main ]; then
    import -window "$id" "$out/$name.png"
  else
    # The screen, cut to the window's own rectangle (a dialog is centred on it).
    local geometry
    geometry=$(xwininfo -id "$id" | awk '/Absolute upper-left X/ {x=$NF} /Absolute upper-left Y/ {y=$NF} /Width/ {w=$NF} /Height/ {h=$NF} END {printf "%dx%d+%d+%d", w, h, x, y}')
    import -window root -crop "$geometry" +repage "$out/$name.png"
  fi
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  echo "$out/$name.png"
}

# The solution player from the saved position: grabbed in the air, about a
# third of the way through its first move (slow animations).
play_mid_jump() {
  xdotool windowfocus --sync "$1" 2>/dev/null || true
  xdotool key ctrl+shift+h
  sleep 0.3
}

# Variant > Custom puzzle... (the editor opens on its default puzzle).
open_editor() {
  xdotool windowfocus --sync "$1" 2>/dev/null || true
  xdotool key alt+v
  sleep 0.3
  xdotool key u
  sleep 2.5 # the editor's search answers
}

grid2=$(solution grid:2)
saved_game grid:2 BBBRRBBBRRBB_RRBBRRRBBRRR $(echo "$grid2" | cut -d' ' -f1-17) > "$work/grid2.json"
WAIT=${GRID_WAIT:-20} shot grid-2-midgame main "$work/grid2.json"

dudeney6=$(solution dudeney:6)
saved_game dudeney:6 _123456 $(echo "$dudeney6" | cut -d' ' -f1-7) > "$work/dudeney6.json"
shot dudeney-6 main "$work/dudeney6.json"

# classic:4k2 up to its first jump over two pegs, then that jump in the air.
k2=$(solution classic:4k2)
before=$(python3 - $k2 <<'PY'
import sys
moves = sys.argv[1:]
for i, m in enumerate(moves):
    a, b = map(int, m.split("-"))
    if abs(a - b) == 3:
        print(" ".join(moves[:i]))
        break
PY
)
saved_game classic:4k2 BBBB_RRRR $before > "$work/k2.json"
SLOW=1 ACT=play_mid_jump shot two-peg-jump main "$work/k2.json"

ACT=open_editor shot custom-puzzle-editor screen --variant classic:3
