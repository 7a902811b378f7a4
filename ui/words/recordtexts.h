#pragma once
// What the window says of records: the solved banner's one sentence on where
// a result stands, a result in words ("15 moves, optimal, with 2 hints"), a
// time taken, for the banner, the Size menu and Game > Statistics alike.
#include "solveresult.h"

#include <QString>

namespace leapfrog::ui {

// "15 moves, optimal", "17 moves, with a hint", "3 moves, optimal, with the solution shown".
QString resultText(const SolveResult& result);

// The solved banner's sentence: "A new record: 15 moves, optimal." or "Your
// best is still 15 moves, optimal." (`before` is the book's best before the
// add, nullopt for a first result). A record is said only when it is one:
// less help or fewer moves; a quicker time at the same standing says so.
QString standingSentence(RecordStanding standing, const SolveResult& result,
                         const std::optional<SolveResult>& before);

// "0:42", "1:05:09"; a dash when not known.
QString durationText(std::optional<qint64> milliseconds);

} // namespace leapfrog::ui
