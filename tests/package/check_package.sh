#!/usr/bin/env bash
# The Debian packages as .ci/package makes them, from a finished build:
# CPack's DEB generator into a fresh folder, then
#   1. lintian finds no error and no warning in any of the three (leapfrog,
#      libleapfrog-dev, python3-leapfrog; notes are printed, not failed);
#   2. it holds what a desktop expects: both programs in /usr/bin, the
#      desktop entry, the icon, the AppStream metainfo, the man pages, the
#      copyright and the changelog;
#   3. its dependencies name the Qt libraries the programs link (found by
#      dpkg-shlibdeps), libqt6svg6 (the icons' plugins) and a font with
#      Chinese glyphs (the window speaks Chinese: without one, empty boxes);
#   4. libleapfrog-dev holds the header, the archive, the CMake package and
#      the .pc; python3-leapfrog the module, which imports (and counts) after
#      `dpkg -i` into a throwaway root (--instdir, its own database: nothing
#      is installed on the machine).
# Usage: check_package.sh BUILD_DIR
set -euo pipefail
build=${1:?usage: check_package.sh BUILD_DIR}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

(cd "$build" && cpack -G DEB -B "$work" >/dev/null) || fail "cpack -G DEB failed"
deb=$(ls "$work"/leapfrog_*.deb)
dev=$(ls "$work"/libleapfrog-dev_*.deb)
python=$(ls "$work"/python3-leapfrog_*.deb)
for package in "$deb" "$dev" "$python"; do
  lintian --fail-on error,warning --tag-display-limit 0 "$package" || fail "lintian reports errors or warnings: $package"
done

contents=$(dpkg-deb --contents "$deb")
app_id=io.github.leapfrog.Leapfrog
for path in usr/bin/leapfrog usr/bin/leapfrog-cli \
            usr/share/applications/$app_id.desktop \
            usr/share/icons/hicolor/scalable/apps/$app_id.svg \
            usr/share/metainfo/$app_id.metainfo.xml \
            usr/share/man/man6/leapfrog.6.gz usr/share/man/man6/leapfrog-cli.6.gz \
            usr/share/doc/leapfrog/copyright usr/share/doc/leapfrog/changelog.gz; do
  grep -q " \./$path\$" <<<"$contents" || fail "not in the package: /$path"
done

depends=$(dpkg-deb --field "$deb" Depends)
for library in libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6 libc6; do
  grep -q "\b$library\b" <<<"$depends" || fail "Depends lacks $library: $depends"
done
# A dependency, not a recommendation (apt may be told to skip those): one of
# Debian's CJK fonts, as an alternative group of its own.
grep -Eq "(^|, )fonts-noto-cjk \| fonts-wqy-microhei(,|$)" <<<"$depends" \
  || fail "Depends lacks a CJK font (fonts-noto-cjk | fonts-wqy-microhei): $depends"

dev_contents=$(dpkg-deb --contents "$dev")
for path in usr/include/leapfrog/leapfrog.h usr/share/doc/libleapfrog-dev/copyright; do
  grep -q " \./$path\$" <<<"$dev_contents" || fail "not in libleapfrog-dev: /$path"
done
for pattern in 'usr/lib/[^ ]*libleapfrog\.a' 'usr/lib/[^ ]*cmake/Leapfrog/LeapfrogConfig\.cmake' \
               'usr/lib/[^ ]*pkgconfig/leapfrog\.pc'; do
  grep -Eq " \./$pattern\$" <<<"$dev_contents" || fail "not in libleapfrog-dev: $pattern"
done
grep -Eq " \./usr/lib/python3/dist-packages/leapfrog\.cpython-[^ ]*\.so\$" <<<"$(dpkg-deb --contents "$python")" \
  || fail "python3-leapfrog holds no module in /usr/lib/python3/dist-packages"

# dpkg -i of python3-leapfrog into a throwaway root, then Debian's python
# imports the module from there and counts with it.
root=$work/root
mkdir -p "$root/var/lib/dpkg/updates" "$root/var/lib/dpkg/info"
touch "$root/var/lib/dpkg/status"
dpkg --instdir="$root" --admindir="$root/var/lib/dpkg" --force-not-root --force-depends --log=/dev/null \
  -i "$python" >/dev/null || fail "dpkg -i of $(basename "$python") into $root failed"
imported=$(PYTHONPATH="$root/usr/lib/python3/dist-packages" /usr/bin/python3 -c \
  'import leapfrog; print(leapfrog.__file__, leapfrog.count("pairs:12").solutions)') \
  || fail "python3 -c 'import leapfrog' failed after dpkg -i"
grep -q "^$root/usr/lib/python3/dist-packages/leapfrog\..* 2592\$" <<<"$imported" \
  || fail "the module imported is not the package's, or miscounts: $imported"
echo "passed: $(basename "$deb"), Depends: $depends; $(basename "$dev"); $(basename "$python"): $imported"
