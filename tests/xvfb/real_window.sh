#!/usr/bin/env bash
# The real program on a real X screen, as a new player meets it: fresh
# settings, a 1024 x 768 screen (Xvfb, no window manager).
#   bash tests/xvfb/real_window.sh BUILD_DIR [WIDTHxHEIGHT]
# Checks, each able to fail:
#   1. the first window lies wholly inside the screen (xdotool's geometry);
#   2. the first-run offer declined (Esc), three moves, Ctrl+N, Ctrl+Z leave
#      the board exactly as it was: the
#      board's pixels after the undo equal those before the New game.
# Needs Xvfb, xdotool and ImageMagick (`import`, `compare`); .ci/deps
# installs them.
set -euo pipefail
build=${1:?usage: real_window.sh BUILD_DIR [WxH]}
screen=${2:-1024x768}
if [ -z "${LEAPFROG_XVFB_INSIDE:-}" ]; then
  exec env LEAPFROG_XVFB_INSIDE=1 bash "$(dirname "$0")/with_xvfb.sh" "$screen" bash "$0" "$@"
fi
unset QT_QPA_PLATFORM # the real xcb platform, not the test suites' offscreen one
work=$(mktemp -d)
export XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data XDG_CACHE_HOME=$work/cache
"$build/app/leapfrog" --variant classic:3 &
pid=$!
trap 'kill $pid 2>/dev/null || true; rm -rf "$work"' EXIT

fail() { echo "FAIL: $*" >&2; exit 1; }

# The main window: the visible top-level window whose name ends in Leapfrog.
window=""
for _ in $(seq 1 120); do
  window=$(xdotool search --onlyvisible --name ' — Leapfrog$' 2>/dev/null | head -n 1 || true)
  [ -n "$window" ] && break
  kill -0 $pid 2>/dev/null || fail "the program ended before its window appeared (display $DISPLAY)"
  sleep 0.5
done
[ -n "$window" ] || fail "the window did not appear"

# 1. Inside the screen. Without a window manager there is no frame, so the
# window's own geometry is what the player sees: once the first layout has
# placed it, when two readings half a second apart agree (however slow the
# machine, rather than a fixed wait).
placed=""
for _ in $(seq 1 60); do
  reading=$(xdotool getwindowgeometry --shell "$window")
  [ "$reading" = "$placed" ] && break
  placed=$reading
  sleep 0.5
done
[ "$reading" = "$placed" ] || fail "the window never settled in one place"
eval "$placed"
sw=${screen%x*}; sh=${screen#*x}
echo "window at ${X},${Y} size ${WIDTH}x${HEIGHT} on a ${sw}x${sh} screen"
[ "$X" -ge 0 ] && [ "$Y" -ge 0 ] && [ $((X + WIDTH)) -le "$sw" ] && [ $((Y + HEIGHT)) -le "$sh" ] \
  || fail "the window ${WIDTH}x${HEIGHT}+${X}+${Y} does not fit the ${sw}x${sh} screen"

# 2. Three moves by keyboard, New, Undo. The pointer stays in a corner so no
# hover mark differs between the two pictures.
xdotool mousemove "$((sw - 1))" "$((sh - 1))"
xdotool windowfocus --sync "$window" 2>/dev/null || xdotool windowactivate --sync "$window" 2>/dev/null || true
# The board: the window's left part between the tool bar and the status bar,
# away from the side panel (which may be beside or under it).
grab() {
  import -window "$window" "$work/full.png"
  convert "$work/full.png" -crop "$((WIDTH * 55 / 100))x$((HEIGHT * 45 / 100))+0+$((HEIGHT * 20 / 100))" +repage "$1"
}
# The board once it has settled: two grabs half a second apart agree (an
# animation or a late repaint is waited out, however slow the machine).
board() {
  grab "$1"
  for _ in $(seq 1 60); do
    sleep 0.5
    grab "$work/again.png"
    [ "$(compare -metric AE "$1" "$work/again.png" null: 2>&1 || true)" = 0 ] && return 0
    cp "$work/again.png" "$1"
  done
  fail "the board never settled"
}
# The board once it differs from picture $1 (the key has been acted on) and
# has settled, into $2; it stays $1 if nothing changes within 30 s.
board_after() {
  for _ in $(seq 1 60); do
    grab "$2"
    [ "$(compare -metric AE "$1" "$2" null: 2>&1 || true)" != 0 ] && break
    sleep 0.5
  done
  board "$2"
}
# Fresh settings bring the first-run offer of the tour, which takes the
# keyboard (Enter would start it, and its steps open boards of their own):
# Esc declines it, and the game's board keeps the keyboard.
board "$work/offer.png"
xdotool key --clearmodifiers Escape
board_after "$work/offer.png" "$work/start.png"
cp "$work/start.png" "$work/three.png"
for _ in 1 2 3; do
  xdotool key --clearmodifiers Return
  board_after "$work/three.png" "$work/step.png"
  cp "$work/step.png" "$work/three.png"
done
# The keyboard's square starts afresh on a board brought back (on the peg
# beside the empty hole), so both pictures have it put by the same key: Home,
# the first peg that can move.
xdotool key --clearmodifiers Home
sleep 0.5
board "$work/three.png"
moved=$(compare -metric AE "$work/start.png" "$work/three.png" null: 2>&1 || true)
echo "pixels changed by three moves: $moved"
[ "${moved%% *}" != 0 ] || fail "three key presses did not move anything"
xdotool key --clearmodifiers ctrl+n
board_after "$work/three.png" "$work/new.png"
fresh=$(compare -metric AE "$work/start.png" "$work/new.png" null: 2>&1 || true)
echo "pixels between the start and the new game: $fresh"
xdotool key --clearmodifiers ctrl+z
board_after "$work/new.png" "$work/undone.png"
xdotool key --clearmodifiers Home
sleep 0.5
board "$work/undone.png"
differ=$(compare -metric AE "$work/three.png" "$work/undone.png" null: 2>&1 || true)
echo "pixels differing after Ctrl+N, Ctrl+Z: $differ"
if [ "${differ%% *}" != 0 ]; then
  [ -n "${LEAPFROG_XVFB_KEEP:-}" ] && cp "$work"/*.png "$LEAPFROG_XVFB_KEEP"/
  fail "the board after Ctrl+N, Ctrl+Z is not the board of the three moves"
fi
echo "PASS"
