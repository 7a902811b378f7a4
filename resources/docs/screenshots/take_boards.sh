#!/usr/bin/env bash
# Takes the screenshots of the hole numbers' badges on tree boards and the
# grid (issue 21) from the real program under Xvfb, fresh settings each:
#   bash resources/docs/screenshots/take_boards.sh   (from the top of the repository, after a build)
# APP=path/to/leapfrog (build/app/leapfrog unless told), OUT=/some/folder.
# y:3 and grid:2 at 1024 x 768, and again at QT_SCALE_FACTOR=2 on 2048 x 1536.
set -euo pipefail
cd "$(dirname "$0")/../../.."
app=${APP:-build/app/leapfrog}
out=${OUT:-resources/docs/screenshots}

# shot NAME SCREEN SCALE SPEC: the whole screen with the window on SPEC.
shot() {
  local name=$1 screen=$2 scale=$3 spec=$4 config
  config=$(mktemp -d)
  XDG_CONFIG_HOME=$config XDG_CACHE_HOME=$config XDG_DATA_HOME=$config QT_SCALE_FACTOR=$scale \
    xvfb-run -a -s "-screen 0 ${screen}x24" sh -c \
    "'$app' --variant '$spec' & pid=\$!; sleep ${WAIT:-5}; import -window root '$out/$name.png'; kill \$pid"
  rm -rf "$config"
  echo "$out/$name.png"
}

shot numbers-y3-1024 1024x768 1 y:3
shot numbers-grid2-1024 1024x768 1 grid:2
shot numbers-y3-scale2 2048x1536 2 y:3
shot numbers-grid2-scale2 2048x1536 2 grid:2
