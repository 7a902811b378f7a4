#pragma once
// What the investigation says of a board: the short text of its cell and the
// sentence its tooltip gives. Pure functions of the findings, so the words
// are checked without widgets.
#include "boards.h"
#include "findings.h"

#include <QString>

#include <optional>

namespace leapfrog::ui {

// "15 ✓" (the fewest moves found, marked when the fewest possible), "17
// (15 ✓)" for a slower game with the revealed minimum beside it, "no
// solution" for a board revealed as impossible.
QString movesCellText(const Finding& finding);
// "6 / 9": slides / jumps of the game shown; empty when unknown.
QString kindsCellText(const Finding& finding);
// The cell of the Rows sheet: the moves, the slides / jumps under them, and
// under a slower game revealed, an optimal solution's in brackets.
QString rowsCellText(const Finding& finding);

// The tooltip: what the cell holds, in a sentence or two, true of that board.
QString cellSentence(const SheetBoard& board, const std::optional<Finding>& finding, bool pending);

// "classic:3x2" as the sheets head it: "3 blue, 2 red".
QString boardTitle(const SheetBoard& board);

} // namespace leapfrog::ui
