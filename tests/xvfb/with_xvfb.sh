#!/usr/bin/env bash
# Runs a command on a fresh Xvfb screen of its own:
#   bash tests/xvfb/with_xvfb.sh WIDTHxHEIGHT COMMAND [ARGS...]
# Xvfb picks a free display itself and says which once it accepts clients
# (-displayfd). `xvfb-run -a` guesses a free number from the lock files
# instead, and two tests starting at once (ctest -j2, or other servers on a
# shared CI machine) can guess the same one: the loser's program then finds no
# display (":101: could not connect"), which failed a CI run.
set -euo pipefail
screen=${1:?usage: with_xvfb.sh WxH COMMAND...}
shift
dir=$(mktemp -d)
mkfifo "$dir/display"
Xvfb -displayfd 3 -screen 0 "${screen}x24" -nolisten tcp 3>"$dir/display" 2>"$dir/log" &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true; wait $xvfb 2>/dev/null || true; rm -rf "$dir"' EXIT
if ! read -r -t 60 number <"$dir/display" || [ -z "$number" ]; then
  cat "$dir/log" >&2
  echo "FAIL: Xvfb did not start" >&2
  exit 1
fi
export DISPLAY=":$number"
unset XAUTHORITY # this server has no access control; an old cookie must not be offered
"$@"
