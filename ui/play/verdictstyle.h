#pragma once
// How a verdict is shown: one of a few flags, each with an icon and a colour
// (never colour alone), used alike by the move list, the verdict card and the
// board's marks.
#include "analysis/verdict.h"

#include <QColor>
#include <QIcon>
#include <QString>

namespace leapfrog::ui {

enum class Flag {
    Unjudged,     // no verdict (yet, or beyond what the judge can tell)
    Proper,       // keeps an optimal finish
    Improper,     // the move that made an optimal finish impossible
    Costly,       // after a slip: a move that lengthens the shortest finish
    BestFromHere, // after a slip: a move that keeps the shortest finish
};

Flag flagOf(const Verdict* verdict);
// Improper and costly moves are the ones marked as mistakes.
bool isMistake(Flag flag);
QIcon flagIcon(Flag flag);
// Readable on a light background.
QColor flagColour(Flag flag);
// A word or two: "proper", "improper", "+2 moves", "best from here".
QString flagLabel(const Verdict* verdict);

} // namespace leapfrog::ui
