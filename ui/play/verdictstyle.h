#pragma once
// How a verdict is shown: one of a few flags, each with an icon and a colour
// (never colour alone), used alike by the move list, the verdict card and the
// board's marks.
#include "export/verdictwords.h"

#include <QColor>
#include <QIcon>
#include <QString>

namespace leapfrog::ui {

// Flag, flagOf and flagLabel (the words) are export/verdictwords.h's: the
// printed strip says the same words.
// Improper and costly moves are the ones marked as mistakes.
bool isMistake(Flag flag);
QIcon flagIcon(Flag flag);
// Readable on a light background.
QColor flagColour(Flag flag);

} // namespace leapfrog::ui
