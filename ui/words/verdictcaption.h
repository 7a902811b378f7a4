#pragma once
// A move's verdict as a printed caption says it: the window's word
// (verdictwords.h: "proper", "improper", "+2 moves", "best from here") with
// what a caption has room to add ("improper: homo-coloured jump, costs 2
// moves"). Said from the judge's verdict (analysis/verdict.h), never guessed;
// export/linejudgement.h judges a line and prints these.
#include "analysis/verdict.h"
#include "verdictwords.h"

#include <QString>

namespace leapfrog::ui {

struct MoveJudgement {
    QString words; // "proper", "improper: backward step, costs 2 moves", "best from here", "+2 moves", ...
    Flag flag = Flag::Unjudged;
};

// The window's word for the move, then what makes it so where the window
// tells it elsewhere (its verdict card): the kind of an improper move and its
// cost; the kind of a backward move after a slip.
MoveJudgement captionJudgement(const Verdict& verdict);

} // namespace leapfrog::ui
