#!/usr/bin/env bash
# Takes the picture of a printed page: the strip of a game on classic:3 with a
# jump over the own colour, printed through a printer with 3.5 mm margins (as
# real printers have) on A4, as tests/ui/tst_pages.cpp prints it, drawn by
# poppler's pdftoppm:
#   bash resources/docs/screenshots/take_pages.sh   (from the top of the repository, after a build)
set -euo pipefail
cd "$(dirname "$0")/../../.."
out=resources/docs/screenshots
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
LEAPFROG_KEEP_PAGES=$work QT_QPA_PLATFORM=offscreen build/tests/tst_pages printedPagesKeepTheirMargins >/dev/null
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$work/strip-on-A4.pdf" "$out/printed-strip-a4"
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$work/worksheet-on-Letter.pdf" "$out/printed-worksheet-letter"
echo "wrote $out/printed-strip-a4.png and $out/printed-worksheet-letter.png"
