#pragma once
// The first-run tutorial's lesson, as data: each step is played on a board
// from a position, and ends when the game reaches another one (the move the
// arrow points at, or an Undo). The words are for a ten-year-old: short, and
// none of the papers' terms.
#include "model/move.h"

#include <QString>

#include <optional>
#include <vector>

namespace leapfrog::ui {

struct TutorialStep {
    QString spec;              // the board: a variant spec
    QString before;            // the position the step starts from...
    int movesBefore = 0;       // ...and the moves made by then
    QString after;             // the position that ends it (empty: the last step, it has no end)
    int movesAfter = 0;        // and the moves made then (Undo lowers it)
    std::optional<Move> arrow; // the move to point at, if a move is asked for
    QString title;
    QString text;
    QString wrongClick; // a click that moved nothing
    QString otherMove;  // the game left the path: how to come back
};

// The steps in order: a slide, a jump and the finish of classic:1, then on
// classic:2 a jump that makes the game longer, its Undo, and "Well done".
const std::vector<TutorialStep>& tutorialSteps();

// Under a step that points at a peg: what the keyboard does in place of the
// click the step asks for, and how to leave.
QString keyboardSentence();

// The Undo step's sentence on the improper move, from the Judge's verdict:
// how many moves it adds (`cost`); empty when unknown (nullopt) or none. The
// step's text holds a %1 for it.
QString costSentence(std::optional<int> cost);

// The board is not the step's (Undo went back to an earlier game, or a new
// one was started): how to come back, by Redo or by Undo.
QString otherBoardSentence(bool redoReturns);

} // namespace leapfrog::ui
