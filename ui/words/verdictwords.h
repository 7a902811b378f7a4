#pragma once
// The words a verdict is told in, the same in the window (its move list)
// and on paper (a strip's captions): "proper", "improper", "+2 moves", "best
// from here". Pure choice, no style: the flags' icons and colours, on screen
// and on paper, are look/verdictstyle.h's.
#include "analysis/verdict.h"

#include <QString>

#include <optional>

namespace leapfrog::ui {

enum class Flag {
    Unjudged,     // no verdict (yet, or beyond what the judge can tell)
    Proper,       // keeps an optimal finish
    Improper,     // the move that made an optimal finish impossible
    Costly,       // after a slip: a move that lengthens the shortest finish
    BestFromHere, // after a slip: a move that keeps the shortest finish
};

Flag flagOf(const Verdict* verdict);
// A word or two: "proper", "improper", "+2 moves", "best from here".
QString flagLabel(const Verdict* verdict);
// The same words by flag, a costly move's with its cost (nullopt: the goal is lost).
QString flagWord(Flag flag, std::optional<int> cost = std::nullopt);
// Improper and costly moves are the ones marked as mistakes.
bool isMistake(Flag flag);

} // namespace leapfrog::ui
