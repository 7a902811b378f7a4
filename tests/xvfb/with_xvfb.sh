#!/usr/bin/env bash
# Runs a command on a fresh Xvfb screen of its own:
#   bash tests/xvfb/with_xvfb.sh WIDTHxHEIGHT COMMAND [ARGS...]
# Xvfb picks a free display itself and says which once it accepts clients
# (-displayfd). `xvfb-run -a` guesses a free number from the lock files
# instead, and two tests starting at once (ctest -j2, or other servers on a
# shared CI machine) can guess the same one: the loser's program then finds no
# display (":101: could not connect"), which failed a CI run.
# An X server also resets when its last client leaves, and refuses
# connections while it does: the accessibility bus launcher (atspi_reader) or
# the check below connects and leaves, and the program that follows found no
# display (":1: could not connect", which failed a CI run). So the server
# never resets (-noreset), a client must connect before the command runs, and
# a server that refuses is replaced, up to three times. ctest also runs these
# tests one at a time (RESOURCE_LOCK xvfb in tests/CMakeLists.txt).
set -euo pipefail
screen=${1:?usage: with_xvfb.sh WxH COMMAND...}
shift
dir=$(mktemp -d)
xvfb=""
stop_xvfb() {
  [ -n "$xvfb" ] || return 0
  kill "$xvfb" 2>/dev/null || true
  wait "$xvfb" 2>/dev/null || true
  xvfb=""
}
trap 'stop_xvfb; rm -rf "$dir"' EXIT
unset XAUTHORITY # this server has no access control; an old cookie must not be offered
start_xvfb() {
  rm -f "$dir/display"
  mkfifo "$dir/display"
  Xvfb -displayfd 3 -screen 0 "${screen}x24" -nolisten tcp -noreset 3>"$dir/display" 2>"$dir/log" &
  xvfb=$!
  local number
  if ! read -r -t 60 number <"$dir/display" || [ -z "$number" ]; then
    return 1
  fi
  export DISPLAY=":$number"
  # A client that connects and reads the screen: the server is really there.
  for _ in $(seq 1 20); do
    xdotool getdisplaygeometry >/dev/null 2>&1 && return 0
    sleep 0.25
  done
  return 1
}
for attempt in 1 2 3; do
  start_xvfb && break
  echo "with_xvfb.sh: Xvfb (attempt $attempt, display ${DISPLAY:-none}) refused clients; starting another" >&2
  cat "$dir/log" >&2 || true
  stop_xvfb
  if [ "$attempt" -eq 3 ]; then
    echo "FAIL: Xvfb did not start" >&2
    exit 1
  fi
done
status=0
"$@" || status=$?
if [ "$status" -ne 0 ]; then
  echo "with_xvfb.sh: the command failed on display $DISPLAY; the server said:" >&2
  cat "$dir/log" >&2 || true
fi
exit "$status"
