#pragma once
// The program's colours and how text is made readable on them: the
// Okabe-Ito palette of the pegs and the wood, whether a palette is dark, and
// WCAG contrast (a colour darkened or lightened just enough to read on its
// background). Qt Gui only (leapfrog_look): the board, the panels and the
// paper (export/, leapfrog-cli) draw with the same colours.
#include <QColor>
#include <QPalette>

namespace leapfrog::ui {

// Okabe-Ito colours: told apart by people with every common colour-vision
// deficiency, and each peg also carries a second cue: its letter, or on pegs too
// small for a legible letter, a shape (blue a dot, red a bar, yellow a ring).
namespace palette {
inline const QColor blue{0x00, 0x72, 0xB2};
inline const QColor vermillion{0xD5, 0x5E, 0x00};
inline const QColor yellow{0xF0, 0xE4, 0x42};
inline const QColor bluishGreen{0x00, 0x9E, 0x73};
inline const QColor orange{0xE6, 0x9F, 0x00};
inline const QColor cream{0xFF, 0xF4, 0xDC};
// The wood of the board, light to dark (its gradient runs top to bottom).
inline const QColor woodLight{0xDC, 0xA9, 0x6A};
inline const QColor woodMid{0xC6, 0x8B, 0x4F};
inline const QColor woodDark{0xA4, 0x69, 0x36};
} // namespace palette

// Whether a palette is a dark one: its base darker than its text.
bool isDark(const QPalette& palette);

// WCAG 2 contrast ratio of two colours (1 to 21); text wants 4.5 at least.
double contrastRatio(const QColor& a, const QColor& b);
// `colour` darkened (or lightened, on a dark background) just enough for a
// contrast of `ratio` against `background`.
QColor readableOn(const QColor& colour, const QColor& background, double ratio = 4.5);
// Halfway between `colour` and `background`, then made readable: a quieter
// shade of the same hue that text can still be read in.
QColor mutedOn(const QColor& colour, const QColor& background, double ratio = 4.5);

} // namespace leapfrog::ui
