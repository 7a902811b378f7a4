#!/usr/bin/env bash
# Leapfrog as a stranger uses it: `cmake --install` of the library (component
# dev) into a fresh prefix, then the program in stranger/ (its own
# CMakeLists.txt, outside the build) built twice against that prefix only:
#   1. with CMake: find_package(Leapfrog) and Leapfrog::leapfrog;
#   2. with pkg-config: g++ main.cpp $(pkg-config --cflags --libs leapfrog).
# Each build must run and find every count it checks (stranger/main.cpp).
# Usage: check_library.sh BUILD_DIR
set -euo pipefail
build=${1:?usage: check_library.sh BUILD_DIR}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
# The library's calls keep big tables in the user's cache; not this test's.
export XDG_CACHE_HOME=$work/cache

prefix=$work/prefix
cmake --install "$build" --prefix "$prefix" --component dev >/dev/null || fail "cmake --install --component dev failed"
for path in include/leapfrog/leapfrog.h lib/libleapfrog.a lib/cmake/Leapfrog/LeapfrogConfig.cmake \
            lib/cmake/Leapfrog/LeapfrogConfigVersion.cmake lib/pkgconfig/leapfrog.pc; do
  [ -f "$prefix/$path" ] || fail "not installed: $path ($(cd "$prefix" && find . -type f | sort | tr '\n' ' '))"
done
# The layers stay inside: no header but the public one.
headers=$(cd "$prefix" && find include -type f)
[ "$headers" = include/leapfrog/leapfrog.h ] || fail "headers installed besides leapfrog.h: $headers"

echo "== find_package(Leapfrog)"
cmake -S "$here/stranger" -B "$work/cmake-build" -G Ninja -DCMAKE_PREFIX_PATH="$prefix" >/dev/null \
  || fail "the stranger's CMake project does not configure against $prefix"
cmake --build "$work/cmake-build" >/dev/null || fail "the stranger's CMake project does not build"
"$work/cmake-build/stranger" || fail "the program built with find_package failed its checks"

echo "== pkg-config leapfrog"
export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
flags=$(pkg-config --cflags --libs leapfrog) || fail "pkg-config knows no leapfrog"
# shellcheck disable=SC2086  # the flags are words
g++ -std=c++17 -o "$work/stranger-pc" "$here/stranger/main.cpp" $flags || fail "g++ with pkg-config's flags failed: $flags"
"$work/stranger-pc" || fail "the program built with pkg-config failed its checks"
echo "passed: find_package and pkg-config against $(pkg-config --modversion leapfrog)"
