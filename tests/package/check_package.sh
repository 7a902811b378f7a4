#!/usr/bin/env bash
# The Debian package as .ci/package makes it, from a finished build: CPack's
# DEB generator into a fresh folder, then
#   1. lintian finds no error (warnings and notes are printed, not failed);
#   2. it holds what a desktop expects: both programs in /usr/bin, the
#      desktop entry, the icon, the AppStream metainfo, the man pages, the
#      copyright and the changelog;
#   3. its dependencies name the Qt libraries the programs link (found by
#      dpkg-shlibdeps), libqt6svg6 (the icons' plugins) and a font with
#      Chinese glyphs (the window speaks Chinese: without one, empty boxes).
# Usage: check_package.sh BUILD_DIR
set -euo pipefail
build=${1:?usage: check_package.sh BUILD_DIR}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

(cd "$build" && cpack -G DEB -B "$work" >/dev/null) || fail "cpack -G DEB failed"
deb=$(ls "$work"/leapfrog_*.deb)
lintian --fail-on error --tag-display-limit 0 "$deb" || fail "lintian reports errors"

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
echo "passed: $(basename "$deb"), Depends: $depends"
