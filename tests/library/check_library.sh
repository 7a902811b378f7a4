#!/usr/bin/env bash
# Leapfrog as a stranger uses it: `cmake --install` of the library (component
# dev) into a fresh prefix, then the program in stranger/ (its own
# CMakeLists.txt, outside the build) built twice against that prefix only:
#   1. with CMake: find_package(Leapfrog) and Leapfrog::leapfrog;
#   2. with pkg-config: g++ main.cpp $(pkg-config --cflags --libs leapfrog).
# Each build must run and find every count it checks (stranger/main.cpp).
# Then resources/docs/library.md's C++ example, as written: its count.cpp and
# CMakeLists.txt built with find_package, count.cpp with pkg-config, each
# printing the output the page shows.
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
# LIB: lib, or on Debian its multiarch folder (lib/x86_64-linux-gnu).
lib=$(cd "$prefix" && dirname "$(find lib -name libleapfrog.a | head -1)")
for path in include/leapfrog/leapfrog.h $lib/libleapfrog.a $lib/cmake/Leapfrog/LeapfrogConfig.cmake \
            $lib/cmake/Leapfrog/LeapfrogConfigVersion.cmake $lib/pkgconfig/leapfrog.pc; do
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
export PKG_CONFIG_PATH=$prefix/$lib/pkgconfig
flags=$(pkg-config --cflags --libs leapfrog) || fail "pkg-config knows no leapfrog"
# shellcheck disable=SC2086  # the flags are words
g++ -std=c++17 -o "$work/stranger-pc" "$here/stranger/main.cpp" $flags || fail "g++ with pkg-config's flags failed: $flags"
"$work/stranger-pc" || fail "the program built with pkg-config failed its checks"

echo "== library.md's example"
page=$here/../../resources/docs/library.md
example=$work/example
mkdir -p "$example"
# The page's first cpp, cmake and text blocks: the program, its CMakeLists.txt, its output.
block() { awk -v lang="$1" '$0 == "```" lang {inside = 1; next} inside && $0 == "```" {exit} inside {print}' "$page"; }
block cpp >"$example/count.cpp"
block cmake >"$example/CMakeLists.txt"
block text >"$work/expected.txt"
[ -s "$example/count.cpp" ] && [ -s "$example/CMakeLists.txt" ] && [ -s "$work/expected.txt" ] \
  || fail "library.md lacks its cpp, cmake or text block"
cmake -S "$example" -B "$work/example-build" -G Ninja -DCMAKE_PREFIX_PATH="$prefix" >/dev/null \
  && cmake --build "$work/example-build" >/dev/null || fail "library.md's example does not build with find_package"
"$work/example-build/count" >"$work/printed.txt" || fail "library.md's example failed"
diff -u "$work/expected.txt" "$work/printed.txt" || fail "library.md's example prints otherwise than the page says"
# shellcheck disable=SC2086
g++ -std=c++17 "$example/count.cpp" $(pkg-config --cflags --libs leapfrog) -o "$work/count-pc" \
  || fail "library.md's pkg-config line does not build its example"
"$work/count-pc" | diff -u "$work/expected.txt" - || fail "library.md's example, built with pkg-config, prints otherwise"
echo "passed: find_package and pkg-config against $(pkg-config --modversion leapfrog); library.md's example as written"
