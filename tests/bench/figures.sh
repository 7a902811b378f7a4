#!/usr/bin/env bash
# Prints the figures the README and resources/docs quote for leapfrog-cli and
# leapfrog-cluster, each with the command that gives it, its wall time and
# peak memory (GNU time), after a line naming the machine: its cores, its
# load average and the date. The quick figures run by default; --long adds
# those that take minutes (marked "long" in the pages). Run after a build:
#     bash tests/bench/figures.sh [--long] [BUILD]
# A figure measured on a busy machine is not the quiet machine's: compare
# the load line before quoting one.
set -euo pipefail
long=0
if [ "${1:-}" = "--long" ]; then
  long=1
  shift
fi
build="${1:-build}"
cli="$build/app/leapfrog-cli"
cluster="$build/app/leapfrog-cluster"
[ -x "$cli" ] || { echo "figures.sh: no $cli; build first (cmake --build $build)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "figures.sh: needs GNU time (/usr/bin/time, Debian's time package)" >&2; exit 2; }

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), $(date -u '+%Y-%m-%d %H:%M UTC')"

# figure NAME COMMAND...: the command's wall time and peak memory.
figure() {
  local name="$1"
  shift
  local measured
  measured=$(mktemp)
  /usr/bin/time -o "$measured" -f '%e s, %M KiB' "$@" >/dev/null 2>&1 || echo "(exit $?)" >>"$measured"
  measured=$(tr '\n' ' ' <"$measured"; rm -f "$measured")
  printf '%-42s %-28s %s\n' "$name" "$measured" "$*"
}

figure "count pairs:20" "$cli" count pairs:20 --no-cache
figure "solve classic:10000" "$cli" solve classic:10000 --no-cache
figure "count y:6" "$cli" count y:6 --no-cache
figure "hint y:6" "$cli" hint y:6 --no-cache
figure "stats classic:13" "$cli" stats classic:13 --no-cache
figure "challenge classic:10 (one call)" "$cli" challenge classic:10 --seed 1
if [ -x "$cluster" ]; then
  export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
  figure "cluster stats classic:13, 1 rank" mpirun --bind-to none -np 1 "$cluster" stats classic:13 --no-cache
  figure "cluster stats classic:13, 2 ranks" mpirun -np 2 "$cluster" stats classic:13 --no-cache
fi
if [ "$long" = 1 ]; then
  figure "count pairs:24 (long)" "$cli" count pairs:24 --no-cache
  figure "count y:8 (long)" "$cli" count y:8 --no-cache
  figure "stats classic:16 (long)" "$cli" stats classic:16 --no-cache --memory 16G
fi
