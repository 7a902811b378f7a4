#pragma once
// How pegs travel between two positions, for animation. Which pegs moved is
// read from the positions themselves (holes emptied and holes filled), so the
// view needs no knowledge of the rules: a step or jump moves one peg, a pair
// shift two, an undo the same pegs backwards.
#include "boardgeometry.h"
#include "model/cell.h"
#include "model/position.h"
#include "model/rules.h"

#include <QPointF>

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

// Where a travelling peg is drawn at progress t in [0, 1].
struct PegFrame {
    QPointF centre; // where the peg is drawn
    QPointF ground; // the point below it on the board (its shadow)
    double lift = 0; // 0 on the board, 1 at the top of a hop
};

// A step slides along the board; a jump or a pair shift hops in an arc over
// the pegs between.
PegFrame pegFrame(const BoardGeometry& geometry, const PegMotion& motion, MoveShape shape, double t);

} // namespace leapfrog::ui
