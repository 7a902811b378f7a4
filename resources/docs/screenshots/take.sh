#!/usr/bin/env bash
# Takes the screenshots of the real program under Xvfb:
#   bash resources/docs/screenshots/take.sh        (from the top of the repository, after a build)
# Each picture starts the window on a fresh settings folder, with a variant or
# a saved game written here, waits for the analysis, and grabs the window.
set -euo pipefail
cd "$(dirname "$0")/../../.."
if [ -z "${LEAPFROG_SCREENSHOT_DISPLAY:-}" ]; then
  # Run again inside a virtual 1280x800 screen.
  exec env LEAPFROG_SCREENSHOT_DISPLAY=1 xvfb-run -a -s "-screen 0 1280x800x24" bash "$0" "$@"
fi
out=resources/docs/screenshots
app=build/app/leapfrog
cli=build/app/leapfrog-cli
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A saved game of SPEC whose history is the given moves, all by the player.
saved_game() {
  python3 - "$@" <<'PY'
import json, sys
spec, moves = sys.argv[1], sys.argv[2:]
name, sizes = spec.split(":")
if name == "y":      # centre, then the blue, red and yellow arms
    k = int(sizes)
    start = "_" + "B" * k + "R" * k + "Y" * k
elif name == "branch":  # the line (blue, hole, trunk), then the two arms
    nb, n0, n1, n2 = map(int, sizes.split(","))
    start = "B" * nb + "_" + "R" * (n0 + n1 + n2)
else:
    blue, _, red = sizes.partition("x")
    start = "B" * int(blue) + "_" + "R" * int(red or blue)
print(json.dumps({"format": "leapfrog-game", "version": 1, "variant": spec, "start": start,
                  "history": [{"kind": "move", "move": m, "origin": "player"} for m in moves],
                  "cursor": len(moves), "solutionShown": False}, indent=2))
PY
}

solution() { "$cli" solve "$1" --format json | python3 -c 'import json,sys; print(" ".join(json.load(sys.stdin)["moves"]))'; }

# shot NAME ARGS...: runs the window with ARGS and grabs it. With SLOW=1 the
# window starts with slow animations; with ACT=FUNCTION, FUNCTION is called
# with the window's id just before the grab (keys and clicks by xdotool).
shot() {
  local name=$1; shift
  shot_titled "$name" ' — Leapfrog": ("leapfrog"' "$@"
}

# shot_titled NAME TITLE ARGS...: runs the window with ARGS and grabs the
# window whose xwininfo line contains TITLE.
shot_titled() {
  local name=$1 title=$2; shift 2
  local config
  config=$(mktemp -d -p "$work")
  if [ -n "${SLOW:-}" ]; then
    mkdir -p "$config/Leapfrog"
    printf '[view]\nanimationSpeed=slow\n' > "$config/Leapfrog/Leapfrog.conf"
  fi
  XDG_CONFIG_HOME=$config "$app" "$@" &
  local pid=$!
  local id=""
  for _ in $(seq 1 50); do
    id=$(xwininfo -root -tree 2>/dev/null | awk -v title="$title" 'index($0, title) {print $1; exit}')
    [ -n "$id" ] && break
    sleep 0.2
  done
  sleep 3 # the analysis and the banner's fade-in
  if [ -n "${ACT:-}" ]; then
    "$ACT" "$id"
  fi
  import -window "$id" "$out/$name.png"
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  echo "$out/$name.png"
}

# The solution player, opened on the game (Ctrl+Shift+H), which plays at
# once: grabbed in the air, about a third of the way through its first jump
# (slow animations: a jump takes 0.73 s).
play_mid_jump() {
  xdotool windowfocus --sync "$1" 2>/dev/null || true
  xdotool key ctrl+shift+h
  sleep 0.3
}

# classic:1000 zoomed in, watched from the start, the slider moved on by nine
# clicks (nine twentieths of the million moves), then playing again.
play_long_board() {
  xdotool windowfocus --sync "$1" 2>/dev/null || true
  xdotool key ctrl+plus ctrl+plus ctrl+plus ctrl+plus ctrl+plus ctrl+plus
  xdotool key ctrl+shift+w
  sleep 1.5
  eval "$(xdotool getwindowgeometry --shell "$1")"
  for _ in $(seq 1 9); do
    xdotool mousemove --window "$1" 700 $((HEIGHT - 73)) click 1
  done
  xdotool mousemove --window "$1" 89 $((HEIGHT - 46)) click 1 # play
  sleep 1.3
}

classic5=$(solution classic:5)
saved_game classic:5 5-6 7-5 8-7 6-8 4-6 3-4 5-3 4-5 > "$work/improper.json"
saved_game classic:5 $classic5 > "$work/solved.json"
classic12x4=$(solution classic:12x4)
saved_game classic:12x4 $(echo "$classic12x4" | cut -d' ' -f1-18) > "$work/12x4.json"

shot start-classic-5 --variant classic:5
shot improper-move "$work/improper.json"
shot solved "$work/solved.json"
shot classic-12x4 "$work/12x4.json"
shot classic-30 --variant classic:30
# Beyond the tables: ten optimal moves of classic:14, a slip and two more,
# judged by the search engine in the background.
saved_game classic:14 $(solution classic:14 | cut -d' ' -f1-10) 21-19 19-21 20-19 > "$work/slip.json"
shot search-verdicts-classic-14 "$work/slip.json"

y3=$(solution y:3)
saved_game y:3 $(echo "$y3" | cut -d' ' -f1-11) > "$work/y3.json"
branch=$(solution branch:4,1,1,1)
saved_game branch:4,1,1,1 $(echo "$branch" | cut -d' ' -f1-6) > "$work/branch.json"
saved_game classic:2 $(solution classic:2 | cut -d' ' -f1-3) > "$work/classic2.json"

shot y3-midgame "$work/y3.json"
# Issue 13's tree-board reason: y:2's backward jump 7-1, explained by the
# weight and the exact cost, not by a lemma about rows.
saved_game y:2 2-1 4-2 6-4 7-6 1-7 7-1 > "$work/y2-reason.json"
shot tree-reason-y2 "$work/y2-reason.json"
shot branch-4-1-1-1 "$work/branch.json"
shot_titled state-space-classic-2 '"State space of classic:2"' --state-space "$work/classic2.json"

saved_game classic:5 $(echo "$classic5" | cut -d' ' -f1-13) > "$work/13-moves.json"
SLOW=1 ACT=play_mid_jump shot player-mid-jump "$work/13-moves.json"
SLOW=1 ACT=play_long_board shot player-classic-1000 --variant classic:1000
