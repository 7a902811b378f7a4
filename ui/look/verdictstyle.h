#pragma once
// How a verdict is shown, on screen and on paper: one table of a few flags,
// each with an icon and a colour (never colour alone), used alike by the
// move list, the verdict card, the board's marks and the printed strip's
// captions (export/). Qt Gui only (leapfrog_look), so that leapfrog-cli's
// paper and the window read the same table.
#include "words/verdictwords.h"

#include <QColor>
#include <QIcon>
#include <QString>

namespace leapfrog::ui {

// Flag, flagOf, flagLabel (the words) and isMistake are words/verdictwords.h's:
// the printed strip says the same words.
QIcon flagIcon(Flag flag);
// Readable on a light background: the move list, the card, the board's marks.
QColor flagColour(Flag flag);
// The colour a verdict is printed in on white paper (export/'s captions): a
// best move after a slip is told in grey, not in the green of a proper one
// (it is no praise).
QColor flagPaperColour(Flag flag);

} // namespace leapfrog::ui
