#pragma once
// The verdict on each move of an exported line, in a caption's words
// (words/verdictcaption.h: "improper: homo-coloured jump, costs 2 moves"),
// from the judge (analysis/judge.h): never guessed. A solver's optimal
// solution is proper move by move without asking.
#include "exportline.h"
#include "words/verdictcaption.h"

#include <QString>

#include <optional>
#include <vector>

namespace leapfrog::ui {

struct LineJudgement {
    std::vector<MoveJudgement> moves; // one per move of the line
    std::optional<int> minimum;       // the fewest moves from the line's start, where known
};

// Judges every move of `line` (a table for small boards, Yancey's criteria
// beyond; "not judged" where neither can tell).
LineJudgement judgeLine(const ExportLine& line);

} // namespace leapfrog::ui
