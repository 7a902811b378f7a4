#pragma once
// How a verdict is shown: one of a few flags, each with an icon and a colour
// (never colour alone), used alike by the move list, the verdict card and the
// board's marks.
#include "words/verdictwords.h"

#include <QColor>
#include <QIcon>
#include <QString>

namespace leapfrog::ui {

// Flag, flagOf, flagLabel (the words) and isMistake are words/verdictwords.h's:
// the printed strip says the same words.
QIcon flagIcon(Flag flag);
// Readable on a light background.
QColor flagColour(Flag flag);

} // namespace leapfrog::ui
