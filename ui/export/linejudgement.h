#pragma once
// The verdict on each move of an exported line, in the few words a figure's
// caption has room for ("best", "improper: homo-coloured jump, costs 2
// moves"), from the judge (analysis/judge.h): never guessed. A solver's
// optimal solution is best move by move without asking.
#include "exportline.h"

#include <QColor>
#include <QString>

#include <optional>
#include <vector>

namespace leapfrog::ui {

struct MoveJudgement {
    QString words;  // "best", "costs 2 moves", ...
    bool best = false;
    bool proper = true; // false: the move lost the optimal finish (Yancey's improper)
};

struct LineJudgement {
    std::vector<MoveJudgement> moves; // one per move of the line
    std::optional<int> minimum;       // the fewest moves from the line's start, where known
};

// Judges every move of `line` (a table for small boards, Yancey's criteria
// beyond; "not judged" where neither can tell).
LineJudgement judgeLine(const ExportLine& line);

// The colour a caption's verdict is printed in on white paper.
QColor judgementColour(const MoveJudgement& judgement);

} // namespace leapfrog::ui
