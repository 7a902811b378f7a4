#pragma once
// The weight of a board (seed 004, Definition 2): the least total distance the
// pegs must travel to reach the goal, each colour to its own goal holes,
// ignoring the rules. On a tree this is an earth-mover distance with a closed
// form: for each colour, the sum over edges of |pegs - goal holes| in the
// subtree below the edge. On a row it is the familiar sum of distances.
//
// Forward and backward on trees are measured by it: a forward move lowers the
// weight, a backward move raises it, a level move (a jump that turns through
// a branching hole between two arms) leaves it unchanged.
#include "model/position.h"
#include "model/variant.h"

namespace leapfrog {

int boardWeight(const Variant& variant, const Position& position);

} // namespace leapfrog
