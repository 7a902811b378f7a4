#pragma once
// Which pegs a change of position moved, and from which holes to which: what
// a sentence about a move names ("the blue peg in hole 3 to hole 4", texts.h)
// and what the board animates (board/motion.h), one reading for both so the
// words and the picture never disagree. Read from the positions themselves
// (holes emptied and holes filled): a step or jump moves one peg, a pair
// shift two, an undo the same pegs backwards.
#include "model/cell.h"
#include "model/position.h"

#include <vector>

namespace leapfrog::ui {

struct PegMotion {
    int from = -1;
    int to = -1;
    Cell cell = Cell::Empty;
};

// The pegs that left a hole and the holes they went to, paired in board
// order (which keeps a shifted pair in order). Empty when the change is not
// a move of some pegs into empty holes (a restart, a new game).
std::vector<PegMotion> motionsBetween(const Position& from, const Position& to);

} // namespace leapfrog::ui
